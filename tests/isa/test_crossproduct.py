"""check() against ptxas 13.5 on the full cross-product corpus (tools/corpus/crossproduct.py): every
value any section of the manual names for a qualifier, shape or type slot of the matrix families
(wgmma.mma_async, mma.sync with its .kind forms, ldmatrix/stmatrix) and the seed families (scalar
and packed cvt, redux.sync, .f32x2, mixed precision, multimem.cp.reduce), crossed, each line labelled by ptxas
for sm_90a, sm_100a, sm_120a (and sm_80 / sm_89 for mma.sync, ldmatrix/stmatrix, redux, cvt).

Agreement must be 100%: every record, accepts and rejects.  The records are replayed in chunks so
that pytest-xdist spreads them over the cores.
"""

import gzip
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
from generate import module  # noqa: E402

from ptxemu.isa.check import check  # noqa: E402

DATA = ROOT / "tests" / "data" / "isa" / "crossproduct.jsonl.gz"
CHUNKS = 24


def _records() -> list[dict]:
    with gzip.open(DATA, "rt") as fh:
        return [json.loads(x) for x in fh]


RECORDS = _records()


def test_corpus_covers_every_family_and_target():
    fams = Counter(r["family"] for r in RECORDS)
    assert set(fams) == {"wgmma", "mma", "ldstmatrix", "cvt", "redux", "f32x2", "mixed", "multimem"}
    assert fams["wgmma"] > 10000 and fams["mma"] > 20000 and fams["ldstmatrix"] > 5000
    targets = {f: {r["target"] for r in RECORDS if r["family"] == f} for f in fams}
    assert all({"sm_90a", "sm_100a", "sm_120a"} <= t for t in targets.values())
    for f in ("mma", "ldstmatrix", "redux", "cvt"):
        assert {"sm_80", "sm_89"} <= targets[f]
    # the cases issue 12 is about: integer wgmma n240 / n256 accepted by ptxas on sm_90a
    ok = {r["body"].split()[0] for r in RECORDS if r["accepted"] and r["target"] == "sm_90a"}
    for ab in ("s8.s8", "s8.u8", "u8.s8", "u8.u8"):
        for n in (240, 256):
            assert f"wgmma.mma_async.sync.aligned.m64n{n}k32.s32.{ab}" in ok


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_agreement_is_total(chunk):
    wrong = []
    for r in RECORDS[chunk::CHUNKS]:
        errors = [d for d in check(module(r["body"], r["target"], r["version"]), r["target"])
                  if d.severity == "error"]
        if (not errors) != r["accepted"]:
            wrong.append((r["family"], r["target"], r["version"], r["body"][:120], r["message"][:160],
                          [d.message for d in errors][:2]))
    assert not wrong, f"{len(wrong)} disagreements with ptxas, first: {wrong[:5]}"


# Sparse mma (mma.sp, mma.sp::ordered_metadata) of the dense kinds: crossproduct.py --family mma_sp,
# labelled for sm_80, sm_90a, sm_100a, sm_120a in a file of its own
DATA_SP = ROOT / "tests" / "data" / "isa" / "crossproduct_sp.jsonl.gz"
with gzip.open(DATA_SP, "rt") as _fh:
    RECORDS_SP = [json.loads(x) for x in _fh]


def test_sparse_corpus_shape():
    assert {r["target"] for r in RECORDS_SP} == {"sm_80", "sm_90a", "sm_100a", "sm_120a"}
    assert len(RECORDS_SP) > 15000
    ok = {r["body"].split()[0] for r in RECORDS_SP if r["accepted"]}
    assert "mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" in ok
    assert "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32" in ok


@pytest.mark.parametrize("chunk", range(4))
def test_sparse_agreement_is_total(chunk):
    wrong = []
    for r in RECORDS_SP[chunk::4]:
        errors = [d for d in check(module(r["body"], r["target"], r["version"]), r["target"])
                  if d.severity == "error"]
        if (not errors) != r["accepted"]:
            wrong.append((r["target"], r["version"], r["body"][:120], r["message"][:160],
                          [d.message for d in errors][:2]))
    assert not wrong, (len(wrong), wrong[:5])
