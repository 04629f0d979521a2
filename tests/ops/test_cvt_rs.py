"""Stochastic rounding (.rs) - no oracle runs it here (sm_100a/sm_103a only), so these tests check
the laws the manual's words imply (9.7.9.21: rbits are added to the discarded mantissa bits and
the carry out rounds away from zero):

- a value the destination represents exactly never moves, whatever rbits are;
- the result is always one of the two neighbours (toward / away from zero);
- sweeping rbits over all 2^w values rounds away exactly floor(frac * 2^w) times, where frac is
  the position of |x| between its neighbours: the rounding is unbiased up to the w-bit window;
- every operand reads only its own rbits slice;
- for fixed rbits the conversion is monotonic.
The neighbours come from the decode table (checked against ml_dtypes and NVIDIA host code),
not from the encoder under test.
"""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import ptxemu
from ptxemu.formats import FORMATS, decode

run = ptxemu.run_instruction

# destination element -> (instruction, rbits width, operand slot shift in d, slot width)
X4 = {
    "e4m3": ("cvt.rs.satfinite.e4m3x4.f32 d, {a, b, e, f}, rbits;", 16),
    "e5m2": ("cvt.rs.satfinite.e5m2x4.f32 d, {a, b, e, f}, rbits;", 16),
    "e2m3": ("cvt.rs.satfinite.e2m3x4.f32 d, {a, b, e, f}, rbits;", 16),
    "e3m2": ("cvt.rs.satfinite.e3m2x4.f32 d, {a, b, e, f}, rbits;", 16),
    "e2m1": ("cvt.rs.satfinite.e2m1x4.f32 d, {a, b, e, f}, rbits;", 8),
}
# operand -> (rbits shift, width) per the manual's text (e2m1x4: upper bytes of each half -> a, b)
SLICES = {
    "e2m1": {"a": (24, 8), "b": (8, 8), "e": (16, 8), "f": (0, 8)},
    "x4": {"a": (16, 16), "b": (16, 16), "e": (0, 16), "f": (0, 16)},
}


def _slot(d: np.ndarray, k: int, fmt: str) -> np.ndarray:
    w = 4 if fmt == "e2m1" else 8
    d = np.atleast_1d(d).astype(np.uint64)
    return (d >> np.uint64((3 - k) * w)) & np.uint64((1 << w) - 1)


def _neighbours(x: float, fmt: str) -> tuple[float, float]:
    f = FORMATS[fmt]
    vals = np.unique(np.abs(decode(np.arange(1 << f.bits), fmt)))
    vals = vals[np.isfinite(vals)]
    i = np.searchsorted(vals, abs(x), side="right") - 1
    return float(vals[i]), float(vals[min(i + 1, len(vals) - 1)])


def _rs4(fmt: str, x, rbits) -> np.ndarray:
    text, _ = X4[fmt]
    return run(text, a=x, b=x, e=x, f=x, rbits=rbits)["d"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(X4)), st.data())
def test_exact_values_never_move(fmt, data):
    f = FORMATS[fmt]
    code = data.draw(st.integers(0, (1 << f.bits) - 1))
    v = decode(np.array([code]), fmt)[0]
    if not np.isfinite(v):
        return  # NaN -> canonical NaN, inf -> MAX under .satfinite: not "exact values"
    rb = data.draw(st.integers(0, 2**32 - 1))
    out = _rs4(fmt, np.float32(v), np.uint32(rb))
    for k in range(4):
        assert decode(_slot(out, k, fmt), fmt)[0] == v


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(X4)), st.floats(-400.0, 400.0, width=32, allow_subnormal=True))
def test_full_rbits_sweep_is_unbiased(fmt, x):
    f = FORMATS[fmt]
    if abs(x) >= f.max_finite:
        return
    _, w = X4[fmt]
    lo, hi = _neighbours(float(x), fmt)
    r = np.arange(1 << w, dtype=np.uint32)
    sh, _ = SLICES["e2m1" if fmt == "e2m1" else "x4"]["a"]
    out = _rs4(fmt, np.float32(x), r << np.uint32(sh))
    got = np.abs(decode(_slot(out, 0, fmt), fmt))
    assert set(np.unique(got)) <= {lo, hi}  # only the two neighbours
    frac = (abs(float(x)) - lo) / (hi - lo) if hi > lo else 0.0
    ups = int(np.floor(frac * (1 << w)))  # exact: hi - lo is a power of two
    assert int(np.sum(got == hi)) == (ups if hi > lo else len(r))
    if x != 0:
        signs = np.signbit(decode(_slot(out, 0, fmt), fmt))
        assert signs.all() == (x < 0)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(X4)), st.floats(-100.0, 100.0, width=32), st.integers(0, 2**32 - 1),
       st.integers(0, 2**32 - 1), st.sampled_from("abef"))
def test_each_operand_reads_only_its_slice(fmt, x, r1, r2, op):
    sh, w = SLICES["e2m1" if fmt == "e2m1" else "x4"][op]
    mask = ((1 << w) - 1) << sh
    r2 = (r2 & ~mask) | (r1 & mask)  # same slice for `op`, everything else different
    k = "abef".index(op)
    o1 = _rs4(fmt, np.float32(x), np.uint32(r1))
    o2 = _rs4(fmt, np.float32(x), np.uint32(r2))
    assert np.array_equal(_slot(o1, k, fmt), _slot(o2, k, fmt))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(X4)), st.floats(0.0, 500.0, width=32), st.floats(0.0, 500.0, width=32),
       st.integers(0, 2**32 - 1))
def test_monotonic_for_fixed_rbits(fmt, x1, x2, rb):
    lo, hi = sorted((x1, x2))
    o = _rs4(fmt, np.float32([lo, hi]), np.uint32(rb))
    v = decode(_slot(o, 0, fmt), fmt)
    assert v[0] <= v[1]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["f16x2", "bf16x2"]), st.floats(-1e4, 1e4, width=32), st.integers(0, 2**32 - 1))
def test_x2_f16_bf16_slices_and_neighbours(dst, x, rb):
    el = dst[:-2]
    w = 13 if el == "f16" else 16
    text = f"cvt.rs.satfinite.{dst}.f32 d, a, b, rbits;"
    d = run(text, a=np.float32(x), b=np.float32(x), rbits=np.uint32(rb))["d"]
    hi_code, lo_code = np.uint32(d) >> np.uint32(16), np.uint32(d) & np.uint32(0xFFFF)
    lo, hi = _neighbours(float(x), el)
    for code, half in ((hi_code, rb >> 16), (lo_code, rb & 0xFFFF)):
        v = abs(decode(np.array([code]), el)[0])
        assert v in (lo, hi)
        frac_bits = half & ((1 << w) - 1)
        # carry iff window + rbits >= 2^w, window = top w bits of the discarded part
        window = int(np.floor((abs(float(x)) - lo) / (hi - lo) * (1 << w))) if hi > lo else 0
        assert (v == hi and hi > lo) == (window + frac_bits >= (1 << w))
