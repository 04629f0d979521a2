"""The contraction model against ptxas's SASS on the whole sweep of issue 35.

tests/data/contraction/sweep.ptx.gz holds one kernel per (producer, type, consumer, instruction in
between); sweep_verdicts.jsonl.gz what ptxas 13.0.88 and 13.5.37 (-arch=sm_90a) made of each, read off
cuobjdump -sass by tools/truth/contraction/sweep.py: `fused` when the stored result is written by
an FFMA/HFMA2/DFMA of the two factors, `kept` when by an FADD/HADD2/DADD (the multiply separate).
"""

from __future__ import annotations

import collections
import gzip
import json
from pathlib import Path

import pytest

import ptxemu
from ptxemu.machine.running.kernel import contractions

DATA = Path(__file__).resolve().parents[1] / "data" / "contraction"


@pytest.fixture(scope="module")
def sweep():
    lines = gzip.open(DATA / "sweep_verdicts.jsonl.gz", "rt").read().splitlines()
    head = json.loads(lines[0])
    rows = [dict(zip(head["row"], json.loads(x), strict=True)) for x in lines[1:]]
    mod = ptxemu.Module(gzip.open(DATA / "sweep.ptx.gz", "rt").read(), target="sm_90a")
    return head, rows, mod.program


def _model_verdicts(program) -> dict[str, str]:
    """{entry: fused | kept}: whether the model contracts the consumer (the add/sub writing %o)."""
    entries = [program.load(f) for f in program.functions.values() if f.name.startswith("k_")]
    fused = contractions(program, entries)
    out = {}
    for f in entries:
        (pc,) = [
            pc
            for pc in range(f.start, f.end)
            if program.items[pc].ins.opcode in ("add", "sub")
            and getattr(program.items[pc].ins.operands[0], "name", None) == "%o"
        ]
        out[f.name] = "fused" if pc in fused else "kept"
    return out


def test_the_versions_agree(sweep):
    """ptxas 13.0 and 13.5 make the same decision on every case (so no version split to model)."""
    head, rows, _ = sweep
    assert head["ptxas"] == ["13.0.88", "13.5.37"]
    assert len(rows) == 6548
    assert all(r["verdict 13.0.88"] == r["verdict 13.5.37"] for r in rows)


def test_the_model_agrees_with_ptxas_on_every_case(sweep):
    head, rows, program = sweep
    model = _model_verdicts(program)
    wrong = collections.Counter(
        (r["producer"], r["between"], r["verdict 13.0.88"])
        for r in rows
        if model[r["entry"]] != r["verdict 13.0.88"]
    )
    assert not wrong, f"{sum(wrong.values())} of {len(rows)} differ: {wrong.most_common(12)}"
    tally = collections.Counter(r["verdict 13.0.88"] for r in rows)
    assert tally == {"fused": 1812, "kept": 4736}


def test_the_sweep_covers_what_the_issue_names(sweep):
    """The recorded verdicts hold the issue's observations: a predicated load between stops the
    fusion (any space, and whether or not it loads the consumer's source), an unpredicated one and a
    predicated add do not."""
    _, rows, _ = sweep
    v = {(r["producer"], r["consumer"], r["between"]): r["verdict 13.0.88"] for r in rows}
    assert v[("div.full.f32", "rsub", "feed_pred_ld_global_cg")] == "kept"  # the issue's kernel
    assert v[("div.full.f32", "rsub", "feed_ld_global_cg")] == "fused"
    assert v[("div.full.f32", "rsub", "pred_ld_global")] == "kept"  # an unrelated masked load
    assert v[("div.full.f32", "rsub", "pred_f32_add")] == "fused"
    assert v[("mul.f32", "add", "pred_ld_shared")] == "kept"
    types = {r["type"] for r in rows}
    assert types == {".f32", ".f16", ".bf16", ".f16x2", ".bf16x2", ".f64"}
