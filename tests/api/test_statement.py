"""The statement parser against instructions written by hand from the manual's syntax blocks."""

import pytest

from ptxemu.errors import PtxSyntaxError
from ptxemu.isa.statement import Address, Imm, Reg, Vector, parse_instruction


def test_cvt_statement():
    ins = parse_instruction("cvt.rn.satfinite.e2m1x2.f32 d, a, b;")
    assert ins.opcode == "cvt"
    assert ins.qualifiers == (".rn", ".satfinite", ".e2m1x2", ".f32")
    assert ins.operands == (Reg("d"), Reg("a"), Reg("b"))


def test_mma_block_scale_statement():
    ins = parse_instruction(
        "mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X"
        ".f32.e2m1.e2m1.f32.ue4m3 {d0,d1,d2,d3}, {a0,a1,a2,a3}, {b0,b1}, {c0,c1,c2,c3},"
        " sfa, {0, 1}, sfb, {0, 2};")
    assert ".kind::mxf4nvf4" in ins.qualifiers and ".scale_vec::4X" in ins.qualifiers
    assert isinstance(ins.operands[0], Vector) and len(ins.operands[0].items) == 4
    assert ins.operands[5] == Vector((Imm(0, "0"), Imm(1, "1")))


def test_guard_address_and_float_immediate():
    ins = parse_instruction("@!p ld.global.f32 f, [rd+-8];".replace("+-", "-"))
    assert ins.guard == Reg("p", negated=True)
    assert ins.operands[1] == Address(Reg("rd"), -8, "[rd-8]")
    imm = parse_instruction("mov.f32 f, 0f3F800000;").operands[1]
    assert imm.value == 1.0 and imm.bits == 0x3F800000


@pytest.mark.parametrize("bad", ["cvt.rn.f32 d, {a, b;", "", "cvt.rn d,, a;", "mov.f32 f, 0f3F80;"])
def test_malformed(bad):
    with pytest.raises(PtxSyntaxError):
        parse_instruction(bad)
