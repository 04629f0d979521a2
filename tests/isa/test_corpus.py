"""check() against ptxas 13.5 labels: the committed corpus (tools/corpus/generate.py) of valid
forms and near misses for every family, each labelled for sm_90a, sm_100a and sm_120a.

Per family, check() must accept >= 99.5% of what ptxas accepts and reject >= 99.5% of what ptxas
rejects.  The disagreements are listed in docs/isa.md (tools/corpus/agreement.py prints them).
"""

import gzip
import json
import sys
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
from generate import TARGETS, module  # noqa: E402

from ptxemu.isa.check import check  # noqa: E402

DATA = ROOT / "tests" / "data" / "isa"
# corpus: the generators' cases; heldout/heldout2: fresh seeds + random single edits, labelled later
CORPORA = ("corpus", "heldout", "heldout2", "heldout3", "heldout4", "heldout5")


def _records(name: str) -> list[dict]:
    with gzip.open(DATA / f"{name}.jsonl.gz", "rt") as fh:
        return [json.loads(x) for x in fh]


RECORDS = _records("corpus")
ALL = {name: RECORDS if name == "corpus" else _records(name) for name in CORPORA}
FAMILIES = sorted({r["family"] for r in RECORDS})


def test_corpus_size():
    # >= 5,000 instruction lines x 3 targets, every family present
    bodies = {(r["body"], r["version"]) for r in RECORDS}
    assert len(bodies) >= 5000
    assert {r["target"] for r in RECORDS} == set(TARGETS)
    assert len(RECORDS) == 3 * len(bodies)
    want = {"wgmma", "mma", "ldstmatrix", "multimem", "cvt", "redux", "f32x2", "mixed", "base"}
    assert want <= set(FAMILIES)


@pytest.mark.parametrize("corpus", CORPORA)
@pytest.mark.parametrize("family", FAMILIES)
def test_family_agreement(corpus, family):
    stats = defaultdict(int)
    wrong = []
    for r in ALL[corpus]:
        if r["family"] != family:
            continue
        mine = not [d for d in check(module(r["body"], r["target"], r["version"]), r["target"])
                    if d.severity == "error"]
        key = "acc" if r["accepted"] else "rej"
        stats[key] += 1
        stats[key + "_ok"] += mine == r["accepted"]
        if mine != r["accepted"]:
            wrong.append((r["target"], r["version"], r["body"]))
    for key in ("acc", "rej"):
        if stats[key]:
            rate = stats[key + "_ok"] / stats[key]
            assert rate >= 0.995, (family, key, rate, wrong[:10])
