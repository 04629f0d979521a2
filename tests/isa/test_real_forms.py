"""No false error on real CUTLASS modules: every distinct instruction statement of the example kernels
listed in tests/data/isa/cutlass_forms.json.gz (nvcc 13.0 PTX of NVIDIA/cutlass examples; only the
normalised statements and their instruction forms are kept, no CUTLASS code), each replayed as a
one-kernel module, gets ptxas 13.5's verdict from ptxemu.check (tools/corpus/real_forms.py)."""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

import pytest

import ptxemu

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "isa" / "cutlass_forms.json.gz"
_spec = importlib.util.spec_from_file_location("real_forms", ROOT / "tools" / "corpus" / "real_forms.py")
real_forms = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(real_forms)

# instruction forms ptxemu does not model yet (issue 12): the sparse matrix forms
KNOWN_GAPS = ("wgmma.mma_async.sp.", "mma.sync.aligned.kind::mxf4nvf4.sp::ordered_metadata.")


@pytest.fixture(scope="module")
def corpus():
    return json.loads(gzip.decompress(DATA.read_bytes()))


def _errors(rec):
    diags = ptxemu.check(real_forms.statement_module(rec), rec["target"])
    return [d.message for d in diags if d.severity == "error"]


def test_the_corpus_is_real_and_labelled(corpus):
    assert "13.5" in corpus["ptxas"]
    mods = corpus["modules"]
    assert {m["target"] for m in mods} >= {"sm_90a", "sm_100a", "sm_120a"}
    assert all(m["ptxas_accepts"] for m in mods)
    assert all("cutlass@" in m["source"] for m in mods)
    assert len(corpus["statements"]) > 1000


def test_check_agrees_with_ptxas_on_every_statement(corpus):
    wrong = []
    for rec in corpus["statements"]:
        if rec["text"].startswith(KNOWN_GAPS) or rec["text"].split(" ", 1)[-1].startswith(KNOWN_GAPS):
            continue
        mine = not _errors(rec)
        if mine != rec["accepted"]:
            wrong.append((rec["text"][:120], rec["accepted"], rec["ptxas"][:120]))
    assert not wrong, wrong[:5]


def test_known_gaps_are_still_gaps(corpus):
    """When the sparse forms are modelled, drop them from KNOWN_GAPS."""
    gaps = [r for r in corpus["statements"] if r["text"].startswith(KNOWN_GAPS)]
    assert gaps and all(r["accepted"] for r in gaps)
    assert all(_errors(r) for r in gaps)


def test_every_recorded_form_is_one_check_knows(corpus):
    """The distinct instruction forms (opcode + qualifiers) of every module; each one that is not a
    known gap occurs in some statement check() accepts."""
    ok_forms = set()
    for rec in corpus["statements"]:
        if rec["accepted"] and not _errors(rec):
            head = rec["text"].split(" ", 1)
            name = head[1] if head[0].startswith("@") else head[0]
            ok_forms.add(name.split(" ")[0].rstrip(";").split("{")[0].split("[")[0].split("%")[0])
    missing = {f for m in corpus["modules"] for f in m["forms"]
               if f not in ok_forms and not f.startswith(KNOWN_GAPS) and not f.startswith("call")}
    assert not missing, sorted(missing)[:10]
