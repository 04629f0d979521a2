"""check() against ptxas 13.0 on issue 22's grammar rules: vmad's negated operands (`-a`, `-b`, `-c`;
manual 9.7.18.1.3) in every combination, and `.address_size 32` (ptxas -arch=sm_90a/sm_80, PTX 8.5;
the messages are ptxas's)."""

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


def test_address_size_32_is_refused_as_ptxas_does():
    """ptxas 13.0: "32-Bit ABI (--machine 32 or 32-Bit addressing) is not supported on sm_90 or higher
    architectures" (sm_90a, sm_100a) and "32-bit compilation is no longer supported" (sm_80)."""
    for target, msg in (("sm_90a", "32-Bit ABI"), ("sm_80", "32-bit compilation is no longer supported")):
        text = f".version 8.5\n.target {target}\n.address_size 32\n.visible .entry k()\n{{\nret;\n}}\n"
        errors = [d for d in check(text) if d.severity == "error"]
        assert len(errors) == 1 and msg in errors[0].message and errors[0].line == 3
