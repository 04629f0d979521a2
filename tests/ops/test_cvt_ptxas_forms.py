"""Which float<->float cvt qualifier combinations are valid: ptxemu vs ptxas.

Truth: tests/data/hostfp/ptxas_cvt_verdicts.json, recorded by tools/truth/hostfp_ptxas/sweep.py
(3850 instructions: every rounding x up to two of .ftz/.sat/.relu/.satfinite x 50 type pairs,
assembled for sm_100a by ptxas 13.0 at PTX ISA 9.0 and ptxas 13.5 at PTX ISA 9.2).
ptxemu must raise PtxError exactly where ptxas reports an error; a valid form may execute or
raise Unsupported (valid but not modelled), never PtxError.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ptxemu.errors import PtxError, Unsupported
from ptxemu.host import read_text
from ptxemu.isa.statement import parse_instruction
from ptxemu.ops import cvt

DATA = Path(__file__).resolve().parents[1] / "data" / "hostfp" / "ptxas_cvt_verdicts.json"  # kept .xz
# forms newer than PTX 9.0: f8x2/f6x2/f4x2 from f16x2/bf16x2 (9.1; ptxas 13.0 already accepts
# e2m1x2.f16x2 at 9.0), bf16x2 from f8x2/f6x2/f4x2 (9.2)
NEWER_THAN_9_0 = (".e4m3x2.bf16x2", ".e5m2x2.bf16x2", ".e2m1x2.f16x2", ".e2m1x2.bf16x2", ".e2m3x2.f16x2",
                  ".e3m2x2.bf16x2", ".bf16x2.e4m3x2", ".bf16x2.e2m1x2", ".bf16x2.e3m2x2")


def _verdict(text: str) -> str:
    ins = parse_instruction(text)
    try:
        p = cvt._parse(ins)
        cvt._sources(ins, p)
    except Unsupported:
        return ""
    except PtxError as e:
        return e.message
    return ""


@pytest.mark.parametrize("tag", ["13.0", "13.5"])
def test_every_combination_matches_ptxas(tag):
    rec = json.loads(read_text(DATA))[tag]["verdicts"]
    assert len(rec) == 3850
    wrong = []
    for text, err in rec.items():
        if tag == "13.0" and any(t in text for t in NEWER_THAN_9_0):
            continue
        mine = _verdict(text)
        if bool(mine) != bool(err):
            wrong.append((text, err, mine))
    assert wrong == []


def test_error_messages_name_the_rule():
    rec = json.loads(read_text(DATA))["13.5"]["verdicts"]
    assert rec["cvt.rn.e2m1x2.f32 c0, f1, f2;"]
    assert "satfinite is mandatory" in _verdict("cvt.rn.e2m1x2.f32 c0, f1, f2;")
    assert "rounding" in _verdict("cvt.rn.f32.f16 f0, h1;")
    assert ".relu" in _verdict("cvt.rz.relu.ue8m0x2.f32 h0, f1, f2;")
