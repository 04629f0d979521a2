"""The target given to check() is the GPU, as ptxas's -arch is: a module written for an older
.target and PTX version is checked against its own .target and must be one the GPU runs.

Truth: ptxas 13.5 on tests/data/isa/archs.jsonl.gz (tools/corpus/archs.py): 8 instruction lines x
22 `.target` lines (sm_20 .. sm_120f, compute_90, a two-target line) x 10 PTX versions (3.0 .. 9.1)
x 5 GPUs (-arch sm_80, sm_89, sm_90a, sm_100a, sm_120a) = 8,800 verdicts; agreement must be total.
"""

import gzip
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
from archs import module  # noqa: E402

from ptxemu.isa.check import check  # noqa: E402

with gzip.open(ROOT / "tests" / "data" / "isa" / "archs.jsonl.gz", "rt") as _fh:
    RECORDS = [json.loads(x) for x in _fh]


def _accepts(r: dict) -> bool:
    return not [d for d in check(module(r["body"], r["target"], r["version"]), r["arch"])
                if d.severity == "error"]


@pytest.mark.parametrize("arch", ["sm_80", "sm_89", "sm_90a", "sm_100a", "sm_120a"])
def test_agreement_per_gpu(arch):
    wrong = [(r["target"], r["version"], r["body"][:40], r["message"][:120]) for r in RECORDS
             if r["arch"] == arch and _accepts(r) != r["accepted"]]
    assert not wrong, wrong[:8]


@pytest.mark.parametrize("target,version,arch,ok", [
    ("sm_30", "6.0", "sm_90a", True),     # the example (ptxas 13.5 accepts)
    ("sm_20", "3.0", "sm_120a", True),
    ("sm_90", "7.8", "sm_100a", True),    # a plain target runs on every later GPU
    ("sm_90a", "8.0", "sm_100a", False),  # an arch-specific one only on itself
    ("sm_100f", "8.8", "sm_120a", False),  # a family target only in its family
    ("sm_86", "7.8", "sm_80", False),     # not on an older GPU
])
def test_old_modules_on_new_gpus(target, version, arch, ok):
    r = next(r for r in RECORDS if r["body"].startswith("add.s32") and (r["target"], r["version"], r["arch"])
             == (target, version, arch))
    assert r["accepted"] == ok and _accepts(r) == ok


def test_instructions_follow_the_module_target():
    # ptxas: "Feature 'redux' requires .target sm_80 or higher" even with -arch sm_90a
    r = next(r for r in RECORDS if r["body"].startswith("redux") and (r["target"], r["version"], r["arch"])
             == ("sm_30", "9.1", "sm_90a"))
    assert not r["accepted"] and not _accepts(r)
