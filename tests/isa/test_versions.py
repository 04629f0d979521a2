"""PTX-version gates agree with ptxas 13.5: tests/data/isa/versions.jsonl.gz (tools/corpus/versions.py)
holds a representative accepted body per opcode and qualifier token of the other labelled corpora, and
module-level probes (declaration types, directives), each labelled at every `.version` from 6.0 to 9.1
with the lowest `.target` ptxas accepts it for; check() must give every verdict ptxas gives."""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
from versions import VERSIONS, text_of  # noqa: E402

from ptxemu.isa.check import check  # noqa: E402

with gzip.open(ROOT / "tests" / "data" / "isa" / "versions.jsonl.gz", "rt") as _fh:
    RECORDS = [json.loads(x) for x in _fh]


def _accepts(r: dict) -> bool:
    text = text_of(r, r["version"], r["target"])
    return not [d for d in check(text, r["arch"]) if d.severity == "error"]


def test_corpus_shape():
    assert {r["version"] for r in RECORDS} == set(VERSIONS)
    per_body = Counter((r["src"], r["body"]) for r in RECORDS)
    assert len(per_body) > 500 and set(per_body.values()) == {len(VERSIONS)}
    # every body is valid at some version (the corpus is of valid forms, gated by version)
    ok = {(r["src"], r["body"]) for r in RECORDS if r["accepted"]}
    assert len(ok) >= 0.95 * len(per_body)


@pytest.mark.parametrize("major", ["6", "7", "8", "9"])
def test_agreement(major):
    wrong = [(r["version"], r["target"], r.get("name") or r["body"][:60], r["message"][:100])
             for r in RECORDS if r["version"].startswith(major) and _accepts(r) != r["accepted"]]
    assert not wrong, (len(wrong), wrong[:10])


def test_b128_register_needs_ptx_8_3():
    # ptxas: "Feature 'Type .b128' requires PTX ISA .version 8.3 or later"
    rs = {r["version"]: r for r in RECORDS if r.get("name") == "reg.b128"}
    assert not rs["8.2"]["accepted"] and rs["8.3"]["accepted"]
    assert not _accepts(rs["8.2"]) and _accepts(rs["8.3"])
