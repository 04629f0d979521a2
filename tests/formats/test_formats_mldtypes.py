"""Formats against ml_dtypes where the rules coincide (finite, in-range round-to-nearest-even).

Where they differ (documented in docs/formats.md): ml_dtypes maps inf/overflow of e4m3 to NaN
and NaN of e2m1/e2m3/e3m2 to +-0/+-MAX per its own rules, and rounds e8m0 to nearest; PTX
.satfinite clamps to MAX and sends fp4/fp6 NaN to +MAX. Those inputs are excluded here and
tested against NVIDIA's host code instead (test_hostfp.py).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from ptxemu.formats import FORMATS, decode, encode

ML = {
    "e4m3": ml_dtypes.float8_e4m3fn,
    "e5m2": ml_dtypes.float8_e5m2,
    "e3m2": ml_dtypes.float6_e3m2fn,
    "e2m3": ml_dtypes.float6_e2m3fn,
    "e2m1": ml_dtypes.float4_e2m1fn,
    "bf16": ml_dtypes.bfloat16,
    "f16": np.float16,
}


@pytest.mark.parametrize("name", sorted(ML))
def test_decode_matches_ml_dtypes_all_codes(name):
    fmt = FORMATS[name]
    codes = np.arange(1 << fmt.bits, dtype=np.uint32)
    ours = decode(codes, fmt)
    store = np.uint16 if fmt.bits > 8 else np.uint8
    theirs = codes.astype(store).view(ML[name]).astype(np.float64)
    assert np.array_equal(np.isnan(ours), np.isnan(theirs))
    ok = ~np.isnan(ours)
    assert np.array_equal(ours[ok], theirs[ok])
    assert np.array_equal(np.signbit(ours[ok]), np.signbit(theirs[ok]))


def _in_range(vals: np.ndarray, fmt) -> np.ndarray:
    # Finite values that RN-even does not round past MAX (ml_dtypes and PTX agree there).
    limit = fmt.max_finite
    return np.isfinite(vals) & (np.abs(vals) <= limit)


@pytest.mark.parametrize("name", sorted(ML))
def test_encode_rn_f16_inputs_exhaustive(name):
    fmt = FORMATS[name]
    x = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16).view(np.float16)
    keep = _in_range(x.astype(np.float64), fmt)
    x = x[keep]
    ours = encode(x, fmt, "rn", satfinite=True)
    theirs = x.astype(ML[name]).view(np.uint16 if fmt.bits > 8 else np.uint8)
    assert np.array_equal(ours.astype(np.uint32), theirs.astype(np.uint32))


@pytest.mark.parametrize("name", sorted(ML))
def test_encode_rn_f32_random_and_through_float64(name):
    fmt = FORMATS[name]
    rng = np.random.default_rng(7)
    bits = rng.integers(0, 1 << 32, size=400_000, dtype=np.uint64).astype(np.uint32)
    # concentrate half of them in the format's own exponent range
    scale = np.float32(fmt.max_finite if np.isfinite(fmt.max_finite) else 1e30)
    x = np.concatenate([bits.view(np.float32),
                        (rng.standard_normal(200_000) * scale / 8).astype(np.float32)])
    x = x[_in_range(x.astype(np.float64), fmt)]
    theirs = x.astype(ML[name]).view(np.uint16 if fmt.bits > 8 else np.uint8).astype(np.uint32)
    assert np.array_equal(encode(x, fmt, "rn", satfinite=True).astype(np.uint32), theirs)
    # the float64 (generic) path gives the same codes as the f32 table path
    assert np.array_equal(encode(x.astype(np.float64), fmt, "rn", satfinite=True).astype(np.uint32), theirs)


@pytest.mark.parametrize("name", ["bf16", "f16"])
def test_encode_rn_f32_to_half_without_satfinite(name):
    """f32 -> bf16/f16 .rn without .satfinite (formats.codec's direct route: bf16 by its top half,
    f16 by numpy's cast): overflow to inf, subnormals, ties, every exponent, against ml_dtypes /
    numpy and against the exact encoder (a sweep through all 2^32 patterns, step 4,099); NaN -> the
    canonical code."""
    fmt = FORMATS[name]
    sweep = np.arange(0, 1 << 32, 4099, dtype=np.uint64).astype(np.uint32)
    ties = np.arange(1 << 16, dtype=np.uint32) << np.uint32(16) | np.uint32(0x8000)  # bf16 halfway cases
    x = np.concatenate([sweep, ties]).view(np.float32)
    ours = encode(x, fmt, "rn")
    with np.errstate(invalid="ignore"):
        exact = encode(x.astype(np.float64), fmt, "rn")
    assert np.array_equal(ours, exact)
    ok = ~np.isnan(x)
    assert np.array_equal(ours[ok], x[ok].astype(ML[name]).view(np.uint16))
    assert (ours[~ok] == fmt.nan_code).all()
