"""multimem.ld_reduce / st / red: ptxemu.check against ptxas 13.5 on every element type x .vec x
.op x .acc_prec on sm_90a and sm_100a, and the PTX-version gates (tools/corpus/multimem_forms.py
made tests/data/isa/multimem_forms.jsonl.gz)."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

import ptxemu

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
from generate import module  # noqa: E402
from multimem_forms import PRELUDE  # noqa: E402

CASES = [json.loads(x) for x in gzip.open(ROOT / "tests/data/isa/multimem_forms.jsonl.gz", "rt")]


def test_check_agrees_with_ptxas_on_every_multimem_form():
    assert len(CASES) == 3660 and sum(c["ptxas"] for c in CASES) == 389
    wrong = []
    for c in CASES:
        src = module(PRELUDE + c["body"], c["target"], c["version"])
        ok = not [d for d in ptxemu.check(src, target=c["target"]) if d.severity == "error"]
        if ok != c["ptxas"]:
            wrong.append((c["target"], c["version"], c["body"], c["ptxas"]))
    assert not wrong, f"{len(wrong)} of {len(CASES)} disagree, e.g. {wrong[:5]}"
