"""cvt with integers, and integral rounding: hand-worked cases from PTX ISA 9.7.9.21 and laws.

The H100 recording (test_gpu_elementwise.py) covers all 458 sm_90a forms of this family; these
cases say in words what the manual says, and properties hold over random inputs.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ptxemu
from ptxemu import PtxError


def cvt(text: str, a, dtype=None) -> int:
    if dtype is not None:
        a = np.array(a).astype(dtype)
    return int(ptxemu.run_instruction(text, a=a)["d"])


def f32b(x: float) -> np.uint32:
    return np.array(x, dtype=np.float32).view(np.uint32)


@pytest.mark.parametrize("rnd,x,want", [
    ("rni", 2.5, 2), ("rni", 3.5, 4), ("rni", -2.5, -2),  # nearest, ties to even
    ("rzi", -2.7, -2), ("rzi", 2.7, 2),  # toward zero
    ("rmi", -2.1, -3), ("rmi", 2.9, 2),  # toward -inf
    ("rpi", 2.1, 3), ("rpi", -2.9, -2),  # toward +inf
])
def test_float_to_s32_roundings(rnd: str, x: float, want: int) -> None:
    assert cvt(f"cvt.{rnd}.s32.f32 d, a;", f32b(x)) == want & 0xFFFFFFFF


def test_float_to_int_clamps_by_default() -> None:
    # "For float-to-integer conversions, the result is clamped to the destination range by default"
    assert cvt("cvt.rzi.s8.f32 d, a;", f32b(300.0)) == 0x7F
    assert cvt("cvt.rzi.s8.f32 d, a;", f32b(-300.0)) == 0x80
    assert cvt("cvt.rzi.u8.f32 d, a;", f32b(-1.0)) == 0
    assert cvt("cvt.rzi.u16.f32 d, a;", f32b(np.inf)) == 0xFFFF
    assert cvt("cvt.rni.s64.f64 d, a;", np.float64(1e300)) == 0x7FFFFFFFFFFFFFFF
    assert cvt("cvt.rni.u64.f64 d, a;", np.float64(2.0**64)) == 0xFFFFFFFFFFFFFFFF
    assert cvt("cvt.rni.u64.f64 d, a;", np.float64(2.0**63)) == 1 << 63


def test_nan_to_int_follows_the_manual() -> None:
    # 1. zero if the source is not .f64 and the destination is not 64-bit;
    # 2. otherwise 1 << (BitWidth(dst) - 1)
    nan32 = np.uint32(0x7FC00000)
    assert cvt("cvt.rni.s32.f32 d, a;", nan32) == 0
    assert cvt("cvt.rni.u16.f32 d, a;", nan32) == 0
    assert cvt("cvt.rni.s64.f32 d, a;", nan32) == 1 << 63
    assert cvt("cvt.rni.u64.f32 d, a;", nan32) == 1 << 63
    assert cvt("cvt.rni.s32.f64 d, a;", np.uint64(0x7FF8000000000000)) == 1 << 31
    assert cvt("cvt.rni.u8.f64 d, a;", np.uint64(0x7FF8000000000000)) == 1 << 7


def test_ftz_on_f32_source() -> None:
    sub = np.uint32(0x00000001)  # smallest subnormal: rpi -> 1 normally, 0 when flushed
    assert cvt("cvt.rpi.s32.f32 d, a;", sub) == 1
    assert cvt("cvt.rpi.ftz.s32.f32 d, a;", sub) == 0


def test_int_to_float_rounding() -> None:
    # 2^24 + 1 lies halfway between the f32 neighbours 2^24 and 2^24 + 2
    assert cvt("cvt.rn.f32.s32 d, a;", np.uint32(2**24 + 1)) == int(f32b(2.0**24))
    assert cvt("cvt.rp.f32.s32 d, a;", np.uint32(2**24 + 1)) == int(f32b(2.0**24 + 2))
    assert cvt("cvt.rm.f32.s32 d, a;", np.uint32((-(2**24) - 1) & 0xFFFFFFFF)) == int(f32b(-(2.0**24) - 2))
    # u64 max rounds to 2^64 (rn) or to the f32 below it (rz)
    assert cvt("cvt.rn.f32.u64 d, a;", np.uint64(2**64 - 1)) == int(f32b(2.0**64))
    assert cvt("cvt.rz.f32.u64 d, a;", np.uint64(2**64 - 1)) == int(f32b(2.0**64)) - 1
    # s64 minimum is exact in f64
    assert cvt("cvt.rn.f64.s64 d, a;", np.uint64(1 << 63)) == int(np.float64(-(2.0**63)).view(np.uint64))
    # f16 overflow: 65535 > 65520 (the rounding boundary above 65504): rn -> inf, rz -> 65504
    assert cvt("cvt.rn.f16.u32 d, a;", np.uint32(65535)) == 0x7C00
    assert cvt("cvt.rz.f16.u32 d, a;", np.uint32(65535)) == 0x7BFF
    # .sat on a float destination clamps to [0, 1]
    assert cvt("cvt.rn.sat.f32.s32 d, a;", np.uint32(5)) == int(f32b(1.0))
    assert cvt("cvt.rn.sat.f32.s32 d, a;", np.uint32(0xFFFFFFFB)) == 0


def test_int_to_int_wrap_extend_and_sat() -> None:
    assert cvt("cvt.s8.s32 d, a;", np.uint32(300)) == 300 & 0xFF  # keeps the low bits
    assert cvt("cvt.sat.s8.s32 d, a;", np.uint32(300)) == 127
    assert cvt("cvt.sat.u8.s32 d, a;", np.uint32(0xFFFFFFFB)) == 0  # -5 clamps to 0
    assert cvt("cvt.u32.s8 d, a;", np.uint8(0xFF)) == 0xFFFFFFFF  # sign-extended from .s8
    assert cvt("cvt.u32.u8 d, a;", np.uint8(0xFF)) == 0xFF
    assert cvt("cvt.sat.u32.s64 d, a;", np.uint64(1 << 40)) == 0xFFFFFFFF
    assert cvt("cvt.sat.s32.u32 d, a;", np.uint32(0x80000000)) == 0x7FFFFFFF


def test_integral_rounding_of_floats() -> None:
    assert cvt("cvt.rni.f32.f32 d, a;", f32b(2.5)) == int(f32b(2.0))
    assert cvt("cvt.rni.f32.f32 d, a;", f32b(-0.25)) == 0x80000000  # the sign of zero stays
    assert cvt("cvt.rpi.f16.f16 d, a;", np.uint16(0x3E00)) == 0x4000  # 1.5 -> 2
    assert cvt("cvt.rmi.bf16.bf16 d, a;", np.uint16(0xBFC0)) == 0xC000  # -1.5 -> -2
    assert cvt("cvt.rzi.sat.f32.f32 d, a;", f32b(7.5)) == int(f32b(1.0))
    assert cvt("cvt.rni.f32.f32 d, a;", np.uint32(0x7FC00001)) == 0x7FFFFFFF  # canonical NaN
    assert cvt("cvt.rni.f64.f64 d, a;", np.uint64(0xFFF0000000000001)) == 0xFFF8000000000001


@pytest.mark.parametrize("text", [
    "cvt.rn.s32.f32 d, a;",  # float -> int needs an integer rounding
    "cvt.s32.f32 d, a;",
    "cvt.rni.f32.s32 d, a;",  # int -> float needs a float rounding
    "cvt.rn.s32.s16 d, a;",  # int -> int takes none
    "cvt.sat.s32.s16 d, a;",  # .sat illegal where the destination holds every source value
    "cvt.rni.f32.f64 d, a;",  # integer rounding needs the same float size
    "cvt.ftz.rni.s32.f64 d, a;",  # .ftz needs .f32
    "cvt.rzi.sat.s32.bf16 d, a;",  # ptxas 13.0 refuses .sat next to .bf16 (tools/truth forms.json)
    "cvt.rn.sat.bf16.s32 d, a;",
    "cvt.rni.sat.bf16.bf16 d, a;",
])
def test_invalid_forms_raise(text: str) -> None:
    with pytest.raises(PtxError):
        ptxemu.run_instruction(text, a=np.uint64(1))


@settings(max_examples=200, deadline=None)
@given(st.integers(-(2**31), 2**31 - 1))
def test_s32_round_trips_through_f64(v: int) -> None:
    bits = np.uint32(v & 0xFFFFFFFF)
    f = ptxemu.run_instruction("cvt.rn.f64.s32 d, a;", a=bits)["d"]
    back = ptxemu.run_instruction("cvt.rni.s32.f64 d, a;", a=f)["d"]
    assert int(back) == v & 0xFFFFFFFF


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_u64_to_f32_is_bracketed(v: int) -> None:
    lo = float(ptxemu.run_instruction("cvt.rm.f32.u64 d, a;", a=np.uint64(v))["d"].view(np.float32))
    hi = float(ptxemu.run_instruction("cvt.rp.f32.u64 d, a;", a=np.uint64(v))["d"].view(np.float32))
    assert int(lo) <= v <= int(hi)
    if int(lo) != v:
        assert np.nextafter(np.float32(lo), np.float32(np.inf)) == np.float32(hi)
