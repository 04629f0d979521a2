"""Laws of rounding that hold for every format and mode (hypothesis), checked against the decode
table (itself checked against ml_dtypes and NVIDIA host code), not against the encoder's formula.

- representable values encode to themselves in every mode (round trip);
- the result is the nearest representable value below or above (the two neighbours), and the
  mode picks the right one: rz toward 0, rm down, rp up, rn/rna nearest (ties: even / away);
- encoding is monotonic in x for every mode.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ptxemu.formats import FORMATS, decode, encode

NARROW = ["f16", "bf16", "e4m3", "e5m2", "e3m2", "e2m3", "e2m1"]
MODES = ["rn", "rna", "rz", "rm", "rp"]


def _finite_values(fmt: str) -> np.ndarray:
    v = decode(np.arange(1 << FORMATS[fmt].bits), fmt)
    return np.unique(v[np.isfinite(v)])


@pytest.mark.parametrize("fmt", NARROW + ["tf32", "ue8m0", "ue4m3"])
@pytest.mark.parametrize("mode", MODES)
def test_round_trip_every_code(fmt, mode):
    f = FORMATS[fmt]
    if fmt == "tf32":
        codes = (np.arange(1 << 19, dtype=np.uint32) << np.uint32(13))
    else:
        codes = np.arange(1 << f.bits, dtype=np.uint32)
    v = decode(codes, fmt)
    ok = np.isfinite(v)
    got = encode(v[ok], fmt, mode).astype(np.uint32)
    assert np.array_equal(got, codes[ok].astype(np.uint32))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(NARROW), st.sampled_from(MODES), st.floats(allow_nan=False, allow_infinity=False))
def test_neighbour_and_direction(fmt, mode, x):
    vals = _finite_values(fmt)
    top = vals[-1]
    if abs(x) > top:
        return  # overflow rules are tested against host code and by hand
    got = decode(encode(np.float64(x), fmt, mode, satfinite=True), fmt)
    i = np.searchsorted(vals, x, side="right") - 1
    lo = vals[i]
    hi = vals[min(i + 1, len(vals) - 1)] if lo != x else lo
    assert got in (lo, hi)
    if lo == x:
        assert got == x
        return
    if mode == "rz":
        assert abs(got) <= abs(x)
    elif mode == "rm":
        assert got == lo
    elif mode == "rp":
        assert got == hi
    else:
        dlo, dhi = x - lo, hi - x
        if dlo != dhi:
            assert got == (lo if dlo < dhi else hi)
        elif mode == "rna":
            assert abs(got) == max(abs(lo), abs(hi))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(NARROW + ["ue8m0"]), st.sampled_from(MODES),
       st.lists(st.floats(-1e6, 1e6, width=32), min_size=2, max_size=40))
def test_monotonic(fmt, mode, xs):
    x = np.sort(np.float32(xs))
    v = decode(encode(x, fmt, mode, satfinite=True), fmt)
    if FORMATS[fmt].signed:
        assert np.all(np.diff(v) >= 0)
    else:  # unsigned formats encode |x|
        a = np.abs(x)
        order = np.argsort(a, kind="stable")
        assert np.all(np.diff(v[order]) >= 0)


@pytest.mark.parametrize("fmt", ["f16", "tf32", "bf16", "e4m3", "e2m1", "ue8m0"])
@pytest.mark.parametrize("mode", ["rn", "rp"])
def test_f32_lookup_tables_agree_with_the_exact_path(fmt, mode):
    # The fast path for float32 inputs indexes a table by (bits above the guard bit, guard, sticky);
    # it must give what the exact float64 path gives, on every kind of input.
    rng = np.random.default_rng(5)
    bits = rng.integers(0, 1 << 32, size=1 << 20, dtype=np.uint64).astype(np.uint32)
    x = bits.view(np.float32).copy()
    x[: 1 << 19] = (rng.standard_normal(1 << 19) * 8).astype(np.float32)  # the formats' range too
    with np.errstate(invalid="ignore"):
        ref = encode(x.astype(np.float64), fmt, mode, satfinite=True)
    assert np.array_equal(encode(x, fmt, mode, satfinite=True), ref)
