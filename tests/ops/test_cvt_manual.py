"""cvt cases worked by hand from PTX ISA 9.0 (5.2.3, 9.7.9.21) and the operand contract.

Each expected value is derived in the comment from the format's bit layout, not from ptxemu.
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.errors import PtxError, PtxOperandError, Unsupported

run = ptxemu.run_instruction


def test_e2m1x2_placement_a_upper_nibble():
    # e2m1: 1.0 = 0 01 0 -> 0x2; -6.0 = 1 11 1 -> 0xF; d[7:4] = a, d[3:0] = b
    out = run("cvt.rn.satfinite.e2m1x2.f32 d, a, b;", a=np.float32(1.0), b=np.float32(-6.0))["d"]
    assert out.dtype == np.uint8 and int(out) == 0x2F


def test_e2m1_nan_and_overflow():
    # .satfinite: NaN -> +MAX_NORM (0x7) for e2m1; |x| > 6 -> sign-preserved MAX (0xF for -)
    a, b = np.float32([np.nan, 1e6]), np.float32([-np.nan, -7])
    out = run("cvt.rn.satfinite.e2m1x2.f32 d, a, b;", a=a, b=b)
    assert out["d"].tolist() == [0x77, 0x7F]


def test_fp6_padding_and_placement():
    # e2m3 7.5 = 0 11 111 = 0x1F, -7.5 = 0x3F; each in a byte with 2 zero MSBs; a -> d[13:8]
    out = run("cvt.rn.satfinite.e2m3x2.f32 d, a, b;", a=np.float32(7.5), b=np.float32(-7.5))["d"]
    assert out.dtype == np.uint16 and int(out) == 0x1F3F
    # e3m2 28 = 0 111 11 = 0x1F; 0.0625 = min subnormal 0 000 01 = 0x01
    out = run("cvt.rn.satfinite.e3m2x2.f32 d, a, b;", a=np.float32(28.0), b=np.float32(0.0625))["d"]
    assert int(out) == 0x1F01


def test_f8x4_rs_placement_with_zero_rbits():
    # exact values do not round: e4m3 1 = 0x38, 2 = 0x40, -1 = 0xB8, 448 = 0x7E; a -> d[31:24]
    out = run("cvt.rs.satfinite.e4m3x4.f32 d, {a, b, e, f}, rbits;", a=np.float32(1), b=np.float32(2),
              e=np.float32(-1), f=np.float32(448), rbits=np.uint32(0))["d"]
    assert out.dtype == np.uint32 and int(out) == 0x3840B87E


def test_e2m1x4_rs_is_b16():
    # 0.5 = 0x1, 1 = 0x2, 1.5 = 0x3, 6 = 0x7, a -> d[15:12]
    out = run("cvt.rs.satfinite.e2m1x4.f32 d, {a, b, e, f}, rbits;", a=0.5, b=1.0, e=1.5, f=6.0,
              rbits=np.uint32(0xFFFFFFFF))["d"]
    assert out.dtype == np.uint16 and int(out) == 0x1237


def test_relu_and_canonical_nan_e4m3():
    # .relu: negative -> 0; NaN -> canonical NaN 0x7f
    out = run("cvt.rn.satfinite.relu.e4m3x2.f32 d, a, b;", a=np.float32(-1.0), b=np.float32(np.nan))["d"]
    assert int(out) == 0x007F


def test_ue8m0_rules():
    # ue8m0 code = biased exponent; 3.0 = 1.5*2^1 -> rz 128 (0x80), rp 129 (0x81); sign dropped;
    # 0 clips to 2^-127 (code 0); inf: satfinite -> 0xFE, otherwise NaN 0xFF
    f = np.float32
    assert int(run("cvt.rz.satfinite.ue8m0x2.f32 d, a, b;", a=f(3.0), b=f(-3.0))["d"]) == 0x8080
    assert int(run("cvt.rp.satfinite.ue8m0x2.f32 d, a, b;", a=f(3.0), b=f(0.0))["d"]) == 0x8100
    assert int(run("cvt.rz.satfinite.ue8m0x2.f32 d, a, b;", a=f(np.inf), b=f(np.nan))["d"]) == 0xFEFF
    assert int(run("cvt.rz.ue8m0x2.f32 d, a, b;", a=f(np.inf), b=f(1.0))["d"]) == 0xFF7F


def test_bf16x2_from_ue8m0x2():
    # 2^(127-127) = 1.0 = bf16 0x3F80; code 0 = 2^-127 = bf16 subnormal 0x0040; 0xFF NaN -> 0x7FFF
    assert int(run("cvt.rn.bf16x2.ue8m0x2 d, a;", a=np.uint16(0x7F00))["d"]) == 0x3F800040
    assert int(run("cvt.rn.bf16x2.ue8m0x2 d, a;", a=np.uint16(0xFF7F))["d"]) == 0x7FFF3F80


def test_f16x2_rs_rbits_slices():
    # 1 + 2^-11 as f16: the 13 discarded f32 bits are 1 0000 0000 0000 (half an f16 ulp).
    # a reads rbits[28:16], b reads rbits[12:0]: 0x1000 makes the carry, 0x0FFF does not.
    x = np.float32(1 + 2.0**-11)
    out = run("cvt.rs.f16x2.f32 d, a, b, rbits;", a=x, b=x, rbits=np.uint32(0x10000FFF))["d"]
    assert int(out) == 0x3C013C00
    # bits above the 13-bit slice (3 MSBs of each half) are not random bits
    out = run("cvt.rs.f16x2.f32 d, a, b, rbits;", a=x, b=x, rbits=np.uint32(0xEFFFE000))["d"]
    assert int(out) == 0x3C003C00


def test_tf32_keeps_19_bits():
    # 1 + 2^-10 + 2^-11: rna ties away -> 1 + 2^-9 = 0x3F804000; rz -> 0x3F802000
    x = np.float32(1 + 2.0**-10 + 2.0**-11)
    assert int(run("cvt.rna.tf32.f32 d, a;", a=x)["d"]) == 0x3F804000
    assert int(run("cvt.rz.tf32.f32 d, a;", a=x)["d"]) == 0x3F802000


def test_sat_clamps_to_unit_interval():
    # .sat: [0, 1], NaN -> +0
    out = run("cvt.rn.sat.f16.f32 d, a;", a=np.float32([2.0, -3.0, np.nan, 0.5]))["d"]
    assert out.tolist() == [0x3C00, 0, 0, 0x3800]


def test_immediate_and_scalars():
    assert int(run("cvt.rn.f16.f32 d, 0f3F800000;")["d"]) == 0x3C00
    assert int(run("cvt.rn.f16.f32 d, a;", a=0.5)["d"]) == 0x3800
    assert int(run("cvt.rn.f16.f32 d, a;", a=0x3F800000)["d"]) == 0x3C00  # ints are raw bits


def test_predicated_keeps_old_destination():
    out = run("@p cvt.rn.f16.f32 d, a;", a=np.float32([1.0, 1.0]), p=np.array([True, False]),
              d=np.uint16([7, 7]))["d"]
    assert out.tolist() == [0x3C00, 7]


def test_broadcasting():
    out = run("cvt.rn.satfinite.e4m3x2.f32 d, a, b;", a=np.float32([[1.0], [2.0]]), b=np.float32([1.0, -1.0]))
    assert out["d"].shape == (2, 2)
    assert out["d"].tolist() == [[0x3838, 0x38B8], [0x4038, 0x40B8]]


@pytest.mark.parametrize("text,ops", [
    ("cvt.rn.f16.f32 d, a;", {"a": np.uint16([1])}),  # 16-bit bits for an f32 operand
    ("cvt.rn.f16.f32 d, a;", {}),  # missing operand
    ("cvt.rn.satfinite.e4m3x2.f32 d, a;", {"a": np.float32(1)}),  # one source for an x2 form
    ("cvt.rn.f16x2.e4m3x2 d, a;", {"a": np.float32(1)}),  # floats for packed bits
    ("cvt.rz.satfinite.ue8m0x2.bf16x2 d, a;", {"a": np.uint64(1)}),  # wider register for bf16x2
    ("cvt.rs.satfinite.e4m3x4.f32 d, a, b, rbits;", {"a": 1.0, "b": 1.0, "rbits": 0}),  # needs {a,b,e,f}
    ("cvt.rn.f16.f32 d, a;", {"a": -1}),  # negative int is not a bit pattern
])
def test_operand_errors(text, ops):
    with pytest.raises(PtxOperandError):
        run(text, **ops)


def test_wider_source_register_uses_low_bits():
    # 9.7.9.21 Notes: a wider source register may be used; the low 32 bits are the .f32
    out = run("cvt.rn.f16.f32 d, a;", a=np.uint64(0xDEADBEEF3F800000))["d"]
    assert int(out) == 0x3C00


@pytest.mark.parametrize("text", [
    "cvt.rn.e2m1x2.f32 d, a, b;",  # .satfinite mandatory
    "cvt.rm.relu.f16.f32 d, a;",  # .relu only with rn/rz
    "cvt.rn.f32.f16 d, a;",  # rounding on an exact widening
    "cvt.rn.relu.ue8m0x2.f32 d, a, b;",  # ue8m0 takes rz/rp and no relu
    "cvt.rn.satfinite.e2m1x2.f16 d, a;",  # no such pair
    "cvt.rn.bogus.f16.f32 d, a;",  # unknown qualifier
    "cvt.rn.ftz.e4m3x2.f16x2 d, a;",  # .ftz needs an .f32 scalar type
])
def test_invalid_forms_raise_ptxerror(text):
    with pytest.raises(PtxError) as e:
        run(text, a=np.float32(1), b=np.float32(1))
    assert not isinstance(e.value, Unsupported)


def test_unsupported_forms():
    with pytest.raises(Unsupported):  # fp6 byte with its padding bits set
        run("cvt.rn.f16x2.e2m3x2 d, a;", a=np.uint16(0xC000))


def test_integer_forms_are_not_taken_by_this_handler():
    from ptxemu.isa.statement import parse_instruction
    from ptxemu.ops import cvt

    assert not cvt._accepts(parse_instruction("cvt.rn.f16.s32 d, a;"))
    assert not cvt._accepts(parse_instruction("cvt.rni.f32.f32 d, a;"))
    assert cvt._accepts(parse_instruction("cvt.rn.f16.f32 d, a;"))
