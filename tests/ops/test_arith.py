"""add/sub/mul/fma: hand-worked cases from the manual and IEEE 754, and exact-rational laws.

Hardware truth for every sm_90a form is in test_gpu_elementwise.py; here: the rules worked by
hand (each case says why), the forms no H100 runs (.f32x2 and the mixed-precision .f32.f16/.bf16
forms need sm_100), and properties checked against Python's exact `fractions.Fraction`.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ptxemu
from ptxemu import PtxError, PtxOperandError


def f32(x: float) -> int:
    return int(np.array(x, dtype=np.float32).view(np.uint32))


def run(text: str, **ops) -> int:
    return int(ptxemu.run_instruction(text, **{k: np.uint32(v) for k, v in ops.items()})["d"])


ONE = 0x3F800000
ULP1 = 2.0**-23  # ulp of 1.0 in f32


@pytest.mark.parametrize("mode,expect", [
    # 1 + 2^-24 is exactly half an ulp above 1: a tie
    ("rn", 0x3F800000),  # ties to even: 1.0 (mantissa 0 is even)
    ("rz", 0x3F800000),
    ("rm", 0x3F800000),
    ("rp", 0x3F800001),  # any positive remainder rounds up
])
def test_add_tie_above_one(mode: str, expect: int) -> None:
    assert run(f"add.{mode}.f32 d, a, b;", a=ONE, b=f32(2.0**-24)) == expect


def test_add_tie_to_even_rounds_up_from_odd() -> None:
    # (1 + 2^-23) + 2^-24: halfway between 1+2^-23 (odd) and 1+2^-22 (even) -> even, upward
    assert run("add.rn.f32 d, a, b;", a=0x3F800001, b=f32(2.0**-24)) == 0x3F800002


def test_sub_directed_below_one() -> None:
    # 1 - 2^-30: between 1-2^-24 (the f32 below 1) and 1; rm/rz go down, rn/rp stay at 1
    b = f32(2.0**-30)
    assert run("sub.rn.f32 d, a, b;", a=ONE, b=b) == ONE
    assert run("sub.rp.f32 d, a, b;", a=ONE, b=b) == ONE
    assert run("sub.rz.f32 d, a, b;", a=ONE, b=b) == 0x3F7FFFFF
    assert run("sub.rm.f32 d, a, b;", a=ONE, b=b) == 0x3F7FFFFF


@pytest.mark.parametrize("mode,sign", [("rn", 0), ("rz", 0), ("rp", 0), ("rm", 0x80000000)])
def test_exact_cancellation_sign(mode: str, sign: int) -> None:
    # IEEE 754 6.3: x - x is +0 in every mode but roundTowardNegative, where it is -0
    assert run(f"sub.{mode}.f32 d, a, b;", a=f32(1.75), b=f32(1.75)) == sign
    assert run(f"add.{mode}.f32 d, a, b;", a=0, b=0x80000000) == sign
    # two zeros of one sign keep it in every mode
    assert run(f"add.{mode}.f32 d, a, b;", a=0x80000000, b=0x80000000) == 0x80000000
    assert run(f"add.{mode}.f32 d, a, b;", a=0, b=0) == 0


def test_mul_overflow_by_mode() -> None:
    big = 0x7F000000  # 2^127
    assert run("mul.rn.f32 d, a, b;", a=big, b=f32(4.0)) == 0x7F800000
    assert run("mul.rz.f32 d, a, b;", a=big, b=f32(4.0)) == 0x7F7FFFFF  # rz never reaches inf
    assert run("mul.rm.f32 d, a, b;", a=big, b=f32(4.0)) == 0x7F7FFFFF
    assert run("mul.rm.f32 d, a, b;", a=big, b=f32(-4.0)) == 0xFF800000
    assert run("mul.rp.f32 d, a, b;", a=big, b=f32(-4.0)) == 0xFF7FFFFF


def test_mul_subnormal_result_rounds_in_the_subnormal_grid() -> None:
    # 2^-149 * 0.75 = 0.75 * (smallest subnormal): rn -> 2^-149, rz -> +0, rp -> 2^-149
    assert run("mul.rn.f32 d, a, b;", a=1, b=f32(0.75)) == 1
    assert run("mul.rz.f32 d, a, b;", a=1, b=f32(0.75)) == 0
    assert run("mul.rn.f32 d, a, b;", a=1, b=f32(0.5)) == 0  # tie -> even (0)
    assert run("mul.rn.f32 d, a, b;", a=1, b=f32(-1.5)) == 0x80000002  # tie -> even (2)


def test_fma_is_fused() -> None:
    # (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: fma with c = -(1 + 2^-11) leaves 2^-24 exactly;
    # a separate mul.rn drops the 2^-24 (a tie, to the even 1 + 2^-11) and the sum would be 0
    a = f32(1 + 2.0**-12)
    assert run("fma.rn.f32 d, a, b, c;", a=a, b=a, c=f32(-(1 + 2.0**-11))) == f32(2.0**-24)
    assert run("mul.rn.f32 d, a, b;", a=a, b=a) == f32(1 + 2.0**-11)


def test_ftz_flushes_inputs_and_results_keeping_sign() -> None:
    # manual 9.7.3.3: .ftz flushes subnormal inputs and results to sign-preserving zero
    assert run("add.ftz.f32 d, a, b;", a=0x80000005, b=0x80000000) == 0x80000000
    assert run("add.f32 d, a, b;", a=0x80000005, b=0x80000000) == 0x80000005
    assert run("mul.rn.ftz.f32 d, a, b;", a=f32(2.0**-100), b=f32(-(2.0**-30))) == 0x80000000
    assert run("mul.rn.f32 d, a, b;", a=f32(2.0**-100), b=f32(-(2.0**-30))) == 0x80000000 | (1 << 19)


def test_sat_clamps_and_flushes_nan_to_plus_zero() -> None:
    # manual: .sat clamps the result to [0.0, 1.0]; NaN results are flushed to +0.0f
    assert run("add.sat.f32 d, a, b;", a=f32(0.75), b=f32(0.5)) == ONE
    assert run("add.sat.f32 d, a, b;", a=f32(-1.0), b=f32(0.5)) == 0
    assert run("add.sat.f32 d, a, b;", a=0x7F800000, b=0xFF800000) == 0
    assert run("mul.sat.f32 d, a, b;", a=f32(0.25), b=f32(0.5)) == f32(0.125)
    assert run("fma.rn.sat.f32 d, a, b, c;", a=0x80000000, b=ONE, c=0x80000000) == 0  # -0 -> +0


def test_nan_results_are_canonical() -> None:
    # H100 (tests/data/gpu_elementwise): every f32 NaN result is 0x7fffffff
    assert run("add.f32 d, a, b;", a=0x7FC00001, b=ONE) == 0x7FFFFFFF
    assert run("mul.rn.f32 d, a, b;", a=0, b=0x7F800000) == 0x7FFFFFFF
    assert run("fma.rn.f32 d, a, b, c;", a=0x7F800000, b=ONE, c=0xFF800000) == 0x7FFFFFFF


def test_f64_nan_rules() -> None:
    q = 1 << 51

    def r(text, **o):
        return int(ptxemu.run_instruction(text, **{k: np.uint64(v) for k, v in o.items()})["d"])

    one = 0x3FF0000000000000
    assert r("add.rn.f64 d, a, b;", a=0x7FF0000000000001, b=one) == 0x7FF0000000000001 | q
    assert r("add.rn.f64 d, a, b;", a=0x7FF0000000000001, b=0xFFF0000000000002) == 0xFFF0000000000002 | q
    assert r("sub.rn.f64 d, a, b;", a=0x7FF0000000000000, b=0x7FF0000000000000) == 0xFFF8000000000000


def test_f32x2_lanes_follow_the_manual_placement() -> None:
    # 9.7.3.3: fA[0] = a[0:31], fA[1] = a[32:63]; d[i] = fA[i] + fB[i]
    a = (f32(2.0) << 32) | f32(1.0)
    b = (f32(0.5) << 32) | f32(0.25)
    d = int(ptxemu.run_instruction("add.rn.f32x2 d, a, b;", a=np.uint64(a), b=np.uint64(b))["d"])
    assert d & 0xFFFFFFFF == f32(1.25) and d >> 32 == f32(2.5)
    c = (f32(-1.0) << 32) | f32(1.0)
    d = int(ptxemu.run_instruction("fma.rz.f32x2 d, a, b, c;", a=np.uint64(a), b=np.uint64(b),
                                   c=np.uint64(c))["d"])
    assert d & 0xFFFFFFFF == f32(1.25) and d >> 32 == f32(0.0)


def test_mixed_precision_forms_hand_worked() -> None:
    # 9.7.5.*: d = convert(a) + c, convert(a) - c, convert(a) * convert(b) + c, one f32 rounding
    h1, hm2 = 0x3C00, 0xC000  # f16 1.0, -2.0
    tiny = f32(2.0**-30)
    out = ptxemu.run_instruction("add.rp.f32.f16 d, a, c;", a=np.uint16(h1), c=np.uint32(tiny))["d"]
    assert int(out) == 0x3F800001  # 1 + 2^-30 rounds up in .rp
    out = ptxemu.run_instruction("add.rn.f32.f16 d, a, c;", a=np.uint16(h1), c=np.uint32(tiny))["d"]
    assert int(out) == ONE
    out = ptxemu.run_instruction("sub.rn.f32.bf16 d, a, c;", a=np.uint16(0x3FC0), c=np.uint32(ONE))["d"]
    assert int(out) == f32(0.5)  # bf16 0x3fc0 = 1.5; 1.5 - 1 = 0.5
    out = ptxemu.run_instruction("fma.rn.f32.f16 d, a, b, c;", a=np.uint16(h1), b=np.uint16(hm2),
                                 c=np.uint32(f32(0.5)))["d"]
    assert int(out) == f32(-1.5)
    out = ptxemu.run_instruction("add.sat.f32.bf16 d, a, c;", a=np.uint16(0x4000), c=np.uint32(ONE))["d"]
    assert int(out) == ONE  # 2 + 1 clamps to 1


@pytest.mark.parametrize("text,exc", [
    ("fma.f32 d, a, b, c;", PtxError),  # fma has no default rounding
    ("add.rn.sat.f64 d, a, b;", PtxError),
    ("add.rn.ftz.f64 d, a, b;", PtxError),
    ("add.rn.sat.f32x2 d, a, b;", PtxError),
    ("mul.rn.f32.f16 d, a, b;", PtxError),
    ("add.rn.rz.f32 d, a, b;", PtxError),
    ("add.rn.f32 d, a;", PtxOperandError),
    ("add.rn.foo.f32 d, a, b;", PtxError),
])
def test_bad_forms_raise(text: str, exc: type) -> None:
    with pytest.raises(exc):
        ptxemu.run_instruction(text, a=np.uint32(1), b=np.uint32(2), c=np.uint32(3))


def test_operand_too_wide_raises() -> None:
    with pytest.raises(PtxOperandError):
        ptxemu.run_instruction("add.rn.f32 d, a, b;", a=np.uint64(1 << 40), b=np.uint32(0))


def test_immediates_and_float_arrays() -> None:
    out = ptxemu.run_instruction("add.rn.f32 d, a, 0f3F800000;", a=np.float32([0.5, 2.0]))["d"]
    assert out.tolist() == [f32(1.5), f32(3.0)]
    out = ptxemu.run_instruction("mul.rn.f32 d, a, 1.5;", a=np.float32([2.0]))["d"]
    assert out.tolist() == [f32(3.0)]
    out = ptxemu.run_instruction("add.rn.f64 d, a, 0f3FC00000;", a=np.float64(1.0))["d"]
    assert int(out) == int(np.float64(2.5).view(np.uint64))
    with pytest.raises(PtxOperandError):  # ptxas: "Arguments mismatch for instruction 'add'"
        ptxemu.run_instruction("add.rn.f32 d, a, 1;", a=np.float32(1.0))


# ---------------------------------------------------------------------------------------------
# laws, against exact rationals
# ---------------------------------------------------------------------------------------------
finite32 = st.floats(width=32, allow_nan=False, allow_infinity=False)


def _frac32(bits: int) -> Fraction:
    return Fraction(float(np.array(bits, dtype=np.uint32).view(np.float32)))


def _next_up(bits: int) -> int:
    v = np.array(bits, dtype=np.uint32).view(np.float32)
    return int(np.nextafter(v, np.float32(np.inf)).view(np.uint32))


@settings(max_examples=300, deadline=None)
@given(finite32, finite32, finite32, st.sampled_from(["add", "sub", "mul", "fma"]))
def test_directed_modes_bracket_the_exact_value(x: float, y: float, z: float, op: str) -> None:
    a, b, c = f32(x), f32(y), f32(z)
    text = {"fma": "fma.{m}.f32 d, a, b, c;"}.get(op, op + ".{m}.f32 d, a, b;")
    res = {m: run(text.format(m=m), a=a, b=b, c=c) for m in ("rn", "rz", "rm", "rp")}
    fa, fb, fc = _frac32(a), _frac32(b), _frac32(c)
    exact = {"add": fa + fb, "sub": fa - fb, "mul": fa * fb, "fma": fa * fb + fc}[op]
    if any((r & 0x7F800000) == 0x7F800000 for r in res.values()):
        return  # overflow: covered by hand-worked cases and the H100 data
    lo, hi = _frac32(res["rm"]), _frac32(res["rp"])
    assert lo <= exact <= hi
    if lo == hi:
        assert lo == exact
    else:  # rm and rp are neighbours around an inexact value
        assert _next_up(res["rm"]) == res["rp"] or (lo == 0 and hi > 0)
    assert res["rn"] in (res["rm"], res["rp"])
    if res["rn"] != res["rm"] or res["rn"] != res["rp"]:
        d_lo, d_hi = exact - lo, hi - exact
        if d_lo != d_hi:
            assert res["rn"] == (res["rm"] if d_lo < d_hi else res["rp"])
    assert _frac32(res["rz"]) == (lo if exact >= 0 else hi)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_add_and_mul_commute(a: int, b: int) -> None:
    for op in ("add.rn", "mul.rz", "add.rm.ftz"):
        assert run(f"{op}.f32 d, a, b;", a=a, b=b) == run(f"{op}.f32 d, a, b;", a=b, b=a)


finite64 = st.floats(allow_nan=False, allow_infinity=False)


@settings(max_examples=150, deadline=None)
@given(finite64, finite64, finite64, st.sampled_from(["add", "mul", "fma"]))
def test_f64_directed_modes_bracket_the_exact_value(x: float, y: float, z: float, op: str) -> None:
    text = {"fma": "fma.{m}.f64 d, a, b, c;"}.get(op, op + ".{m}.f64 d, a, b;")
    res = {m: float(ptxemu.run_instruction(text.format(m=m), a=np.float64(x), b=np.float64(y),
                                           c=np.float64(z))["d"].view(np.float64))
           for m in ("rn", "rm", "rp", "rz")}
    if not all(np.isfinite(list(res.values()))):
        return
    exact = {"add": Fraction(x) + Fraction(y), "mul": Fraction(x) * Fraction(y),
             "fma": Fraction(x) * Fraction(y) + Fraction(z)}[op]
    lo, hi = Fraction(res["rm"]), Fraction(res["rp"])
    assert lo <= exact <= hi
    assert lo == hi or np.nextafter(res["rm"], np.inf) == res["rp"] or (lo == 0)
    assert res["rn"] in (res["rm"], res["rp"])
    if lo != hi and exact - lo != hi - exact:
        assert res["rn"] == (res["rm"] if exact - lo < hi - exact else res["rp"])
    assert Fraction(res["rz"]) == (lo if exact >= 0 else hi)


@settings(max_examples=150, deadline=None)
@given(finite64, finite64, st.integers(-60, 60), st.sampled_from(["rn", "rz", "rm", "rp"]))
def test_f64_fma_near_cancellation(x: float, y: float, k: int, mode: str) -> None:
    """c close to -a*b: the result is the small exact remainder, rounded once."""
    p = x * y
    if not np.isfinite(p) or p == 0:
        return
    z = -p * (1 + 2.0**k * 2.0**-52) if abs(k) < 52 else -p
    if not np.isfinite(z):
        return
    got = ptxemu.run_instruction(f"fma.{mode}.f64 d, a, b, c;", a=np.float64(x), b=np.float64(y),
                                 c=np.float64(z))["d"].view(np.float64)
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    g = float(got)
    if not np.isfinite(g):
        return
    down, up = np.nextafter(g, -np.inf), np.nextafter(g, np.inf)
    if mode == "rm":
        assert Fraction(g) <= exact and (not np.isfinite(up) or Fraction(up) > exact)
    elif mode == "rp":
        assert Fraction(g) >= exact and (not np.isfinite(down) or Fraction(down) < exact)
    elif mode == "rn":
        assert abs(Fraction(g) - exact) <= min(abs(Fraction(down) - exact), abs(Fraction(up) - exact))
    else:
        assert abs(Fraction(g)) <= abs(exact)


# ---------------------------------------------------------------------------------------------
# forms without sm_90a hardware, as laws over forms the H100 recording checks
# ---------------------------------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**16 - 1), st.integers(0, 2**16 - 1), st.integers(0, 2**32 - 1),
       st.sampled_from(["rn", "rz", "rm", "rp"]), st.sampled_from(["f16", "bf16"]), st.booleans())
def test_mixed_precision_is_exact_widening_then_the_f32_op(a: int, b: int, c: int, mode: str, t: str,
                                                          sat: bool) -> None:
    """9.7.5: convert(a) is exact (every f16/bf16 value is an f32 value), then one f32 rounding;
    so add.f32.f16 equals add.f32 on the widened value (NaN -> canonical either way)."""
    if t == "f16":
        wa = np.uint32(np.array(a, np.uint16).view(np.float16).astype(np.float32).view(np.uint32))
        wb = np.uint32(np.array(b, np.uint16).view(np.float16).astype(np.float32).view(np.uint32))
    else:
        wa, wb = np.uint32(a << 16), np.uint32(b << 16)
    s = ".sat" if sat else ""
    for op, text, ref in (
        ("add", f"add.{mode}{s}.f32.{t} d, a, c;", f"add.{mode}{s}.f32 d, a, c;"),
        ("sub", f"sub.{mode}{s}.f32.{t} d, a, c;", f"sub.{mode}{s}.f32 d, a, c;"),
        ("fma", f"fma.{mode}{s}.f32.{t} d, a, b, c;", f"fma.{mode}{s}.f32 d, a, b, c;"),
    ):
        got = ptxemu.run_instruction(text, a=np.uint16(a), b=np.uint16(b), c=np.uint32(c))["d"]
        want = ptxemu.run_instruction(ref, a=wa, b=wb, c=np.uint32(c))["d"]
        assert int(got) == int(want), (op, text)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1),
       st.sampled_from(["rn", "rz", "rm", "rp"]), st.booleans())
def test_f32x2_is_two_independent_f32_ops(a: int, b: int, c: int, mode: str, ftz: bool) -> None:
    f = ".ftz" if ftz else ""
    lo = np.uint64(0xFFFFFFFF)
    for op in ("add", "sub", "mul", "fma"):
        srcs = "a, b, c" if op == "fma" else "a, b"
        got = int(ptxemu.run_instruction(f"{op}.{mode}{f}.f32x2 d, {srcs};", a=np.uint64(a), b=np.uint64(b),
                                         c=np.uint64(c))["d"])
        for half in (0, 32):
            ops = {k: np.uint32((np.uint64(v) >> np.uint64(half)) & lo)
                   for k, v in zip("abc", (a, b, c), strict=True)}
            want = int(ptxemu.run_instruction(f"{op}.{mode}{f}.f32 d, {srcs};", **ops)["d"])
            assert (got >> half) & 0xFFFFFFFF == want


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1),
       st.sampled_from(["rn", "rz", "rm", "rp"]))
def test_float_rounding_path_agrees_with_the_integer_one(a: int, b: int, c: int, mode: str) -> None:
    """The two internal roundings of an exact float64 pair (float steps vs integer significand)
    agree; the H100 data checks the results themselves."""
    from ptxemu.ops.arith import _round_pair, _round_pair_exact, _two_sum

    x = np.array([a, b, c], dtype=np.uint32).view(np.float32).astype(np.float64)
    if not np.isfinite(x).all():
        return
    for s, e in (_two_sum(x[:1], x[1:2]), _two_sum(x[:1] * x[1:2], x[2:3])):
        if not (np.isfinite(s).all() and np.isfinite(e).all()):
            continue
        assert _round_pair(s, e, mode, False)[0] == _round_pair_exact(s, e, mode, False)[0]
