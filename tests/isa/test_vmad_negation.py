"""vmad's negated operands (`-a`, `-b`, `-c`; manual 9.7.18.1.3) and check() against ptxas 13.0's
verdicts on each combination (ptxas -arch=sm_90a, PTX 8.5; the messages are ptxas's)."""

from __future__ import annotations

import pytest

from ptxemu.isa.check import check

# (instruction, ptxas accepts it, ptxas's message)
VERDICTS = [
    ("vmad.s32.s32.s32 r1, -r2, r3, r4;", True, ""),
    ("vmad.s32.s32.s32 r1, r2, -r3, r4;", True, ""),
    ("vmad.s32.s32.s32 r1, -r2, -r3, r4;", True, ""),
    ("vmad.s32.s32.s32 r1, r2, r3, -r4;", True, ""),
    ("vmad.s32.s32.s32 r1, -r2, -r3, -r4;", True, ""),
    ("vmad.u32.u32.u32 r1, -r2, r3, r4;", True, ""),
    ("vmad.s32.s32.s32 r1, -r2, r3, -r4;", False, "Operand negation limited to either"),
    ("vmad.s32.s32.s32 -r1, r2, r3, r4;", False, "Operand negation limited to either"),
    ("vmad.s32.s32.s32.po r1, -r2, r3, r4;", False, "Conflicting use of '.po' modifier"),
    ("vmad.s32.s32.s32.po r1, r2, r3, -r4;", False, "Conflicting use of '.po' modifier"),
    ("vadd.s32.s32.s32 r1, -r2, r3;", False, "Operand negation not allowed for instruction 'vadd'"),
]


@pytest.mark.parametrize("body, accepted, message", VERDICTS, ids=[v[0] for v in VERDICTS])
def test_vmad_negation_as_ptxas(body, accepted, message):
    text = (
        ".version 8.5\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n"
        f".reg .b32 r1, r2, r3, r4;\n{body}\nret;\n}}\n"
    )
    errors = [d.message for d in check(text) if d.severity == "error"]
    assert (not errors) == accepted, errors
    if not accepted:
        assert message.lower()[:40] in errors[0].lower()
