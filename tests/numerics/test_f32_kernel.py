"""The compiled f32 .rn add/sub/mul/fma (numerics.f32_kernel: llvm.fma.f32, the GPU's NaN code and
.ftz rule) against ops.arith's float64-pair route, which is checked against the H100 recordings."""

from __future__ import annotations

import numpy as np
import pytest

from ptxemu.numerics import jit
from ptxemu.ops.arith import f32_arith

pytestmark = pytest.mark.skipif(not jit.available(), reason="numba not installed")


@pytest.mark.parametrize("op", ["fma", "add", "sub", "mul"])
@pytest.mark.parametrize("ftz", [False, True])
@pytest.mark.parametrize("sat", [False, True])
def test_compiled_f32_rn_equals_the_float64_pair_route(op, ftz, sat, f32_codes):
    rng = np.random.default_rng(hash((op, ftz, sat)) % 2**32)
    n = 200_000
    a, b, c = f32_codes(rng, n), f32_codes(rng, n), f32_codes(rng, n)
    if op == "fma":  # products around 2^-130..2^-126, the .ftz boundary, half of the time
        tiny = rng.integers(0x1F000000, 0x21000000, n).astype(np.uint32)
        pick = rng.integers(0, 2, n).astype(bool)
        a = np.where(pick, tiny, a)
        b = np.where(pick, tiny ^ (rng.integers(0, 2, n).astype(np.uint32) << np.uint32(31)), b)
    cc = c if op == "fma" else None
    fast = f32_arith(op, a, b, cc, "rn", ftz=ftz, sat=sat)
    with jit.disabled():
        ref = f32_arith(op, a, b, cc, "rn", ftz=ftz, sat=sat)
    bad = np.flatnonzero(fast != ref)
    assert len(bad) == 0, f"{len(bad)} differ, first a={a[bad[0]]:#x} b={b[bad[0]]:#x} c={c[bad[0]]:#x}"


def test_ftz_cases_worked_by_hand():
    """Manual 9.7.3 (.ftz: subnormal inputs and results flush to sign-preserving zero)."""
    x63, x75 = np.uint32((127 - 63) << 23), np.uint32((127 - 75) << 23)  # 2^-63, 2^-75
    m149 = np.uint32(0x80000001)  # -2^-149, subnormal
    # 2^-150 + (-0): the addend flushes, the result 2^-150 is subnormal: +0
    assert f32_arith("fma", x75, x75, m149, "rn", ftz=True) == 0
    # 2^-126 + (-0) = 2^-126, the smallest normal, stays
    assert f32_arith("fma", x63, x63, m149, "rn", ftz=True) == np.uint32(0x00800000)
    # without .ftz: 2^-126 - 2^-149 exactly, a subnormal
    assert f32_arith("fma", x63, x63, m149, "rn", ftz=False) == np.uint32(0x007FFFFF)
    # fma(1, 1, NaN) gives the canonical NaN; fma(inf, 0, 1) too
    one, inf = np.uint32(0x3F800000), np.uint32(0x7F800000)
    assert f32_arith("fma", one, one, np.uint32(0x7FC12345), "rn") == np.uint32(0x7FFFFFFF)
    assert f32_arith("fma", inf, np.uint32(0), one, "rn") == np.uint32(0x7FFFFFFF)


def test_numpy_fma_rounded_to_odd_equals_the_float64_pair_route_and_llvm_fma(f32_codes):
    """ops.arith's numpy fma.rn.f32 (round to odd in float64, then one cast: the route a process
    runs before numba is loaded) against the float64-pair route and against llvm.fma.f32 (the
    CPU's FMA) on f32_codes (conftest: subnormals, the 2^-126 boundary, specials, NaN payloads),
    products near the boundary and sums that cancel to their low bits: 400,000 triples."""
    from ptxemu.numerics.f32_kernel import f32_rn_array
    from ptxemu.ops import arith

    rng = np.random.default_rng(12)
    n = 400_000
    a, b, c = f32_codes(rng, n), f32_codes(rng, n), f32_codes(rng, n)
    tiny = rng.integers(0x1F000000, 0x21000000, n).astype(np.uint32)
    pick = rng.integers(0, 2, n).astype(bool)
    a = np.where(pick, tiny, a)
    b = np.where(pick, tiny ^ (rng.integers(0, 2, n).astype(np.uint32) << np.uint32(31)), b)
    with np.errstate(all="ignore"):  # c = -(a*b rounded): cancellation leaves the product's low bits
        near = (a.view(np.float32).astype(np.float64) * b.view(np.float32)).astype(np.float32)
    c = np.where(rng.integers(0, 3, n) == 0, near.view(np.uint32) ^ np.uint32(0x80000000), c)
    got = arith._fma_rn_odd(a, b, c)
    for ref in (arith._pair_route("fma", [a, b, c], "rn", False), f32_rn_array("fma", a, b, c, False)):
        bad = np.flatnonzero(got != ref)
        first = f"a={a[bad[0]]:#x} b={b[bad[0]]:#x} c={c[bad[0]]:#x}" if len(bad) else ""
        assert len(bad) == 0, f"{len(bad)} differ, first {first}"


@pytest.mark.parametrize("op", ["fma", "add", "sub", "mul"])
def test_numpy_ftz_route_equals_the_float64_pair_route_and_the_compiled_one(op, f32_codes):
    """ops.arith's numpy .rn.ftz add/sub/mul/fma (the route before numba is loaded) against the
    float64-pair route and numerics.f32_kernel on flushed codes: subnormals, the 2^-126 boundary
    (products and sums landing on either side of it), specials, 400,000 triples."""
    from ptxemu.numerics.f32_kernel import f32_rn_array
    from ptxemu.ops import arith

    rng = np.random.default_rng(13 + len(op))
    n = 400_000
    a, b, c = f32_codes(rng, n), f32_codes(rng, n), f32_codes(rng, n)
    tiny = rng.integers(0x1F000000, 0x21000000, n).astype(np.uint32)
    pick = rng.integers(0, 2, n).astype(bool)
    if op in ("fma", "mul"):
        a = np.where(pick, tiny, a)
        b = np.where(pick, tiny ^ (rng.integers(0, 2, n).astype(np.uint32) << np.uint32(31)), b)
    else:  # sums around +-2^-126: two normals whose difference is subnormal or the smallest normal
        near = (0x00800000 + rng.integers(-4, 5, n)).astype(np.uint32) | np.uint32(0x00000000)
        b = np.where(pick, (near + rng.integers(0, 3, n).astype(np.uint32)) | np.uint32(0x80000000), b)
        a = np.where(pick, near + np.uint32(0x00800000) * rng.integers(0, 2, n).astype(np.uint32), a)
    # products just below 2^-126 that round to it with subnormals but not with an unbounded exponent
    # ((1 - 2^-24) 2^-126 = 2^-126 - 2^-150: flushed) and beside them, each sign, c = +-0 or tiny
    ea = np.array([0x3F7FFFFF, 0x3F7FFFFE, 0x3F800001, 0xBF7FFFFF, 0x3F7FFFFF, 0x3F000001], np.uint32)
    eb = np.array([0x00800000, 0x00800000, 0x00800000, 0x00800000, 0x80800000, 0x01000000], np.uint32)
    ec = np.array([0, 0x80000000, 0, 0x00000001, 0x80000001, 0], np.uint32)
    a, b, c = np.r_[a, ea], np.r_[b, eb], np.r_[c, ec]
    arrs = [arith._flush_f32(x) for x in ((a, b, c) if op == "fma" else (a, b))]
    got = arith._rn_ftz(op, arrs)
    if op == "mul":  # the worked cases: (1 - 2^-24) 2^-126 flushed, (1 - 2^-23) 2^-126 flushed,
        assert list(got[-6:-2]) == [0, 0, 0x00800001, 0x80000000]  # (1 + 2^-23) 2^-126 kept
    refs = (arith._pair_route(op, arrs, "rn", True),
            f32_rn_array(op, *arrs[:2], arrs[2] if op == "fma" else None, True))
    for ref in refs:
        bad = np.flatnonzero(got != ref)
        first = f"a={arrs[0][bad[0]]:#x} b={arrs[1][bad[0]]:#x}" if len(bad) else ""
        assert len(bad) == 0, f"{op}: {len(bad)} differ, first {first}"
