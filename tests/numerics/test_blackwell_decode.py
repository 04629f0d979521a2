"""Element and scale decoding of the sm_120a `.kind::*` forms, against ml_dtypes and the manual.

Truth: ml_dtypes' float4_e2m1fn / float6_e2m3fn / float6_e3m2fn / float8_e4m3fn / float8_e5m2 /
float8_e8m0fnu (their encodings coincide with PTX 5.2.3 and the OCP MX spec for every code), and
the manual's words for ue4m3 ("7-bit unsigned, 4 exponent and 3 mantissa bits, NaN only 0x7f").
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from ptxemu.errors import Unsupported
from ptxemu.numerics.blackwell import decode_elements, decode_scales, scale_elements
from ptxemu.numerics.fp import Decoded

ML = {"e2m1": ml_dtypes.float4_e2m1fn, "e2m3": ml_dtypes.float6_e2m3fn, "e3m2": ml_dtypes.float6_e3m2fn,
      "e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}
BITS = {"e2m1": 4, "e2m3": 6, "e3m2": 6, "e4m3": 8, "e5m2": 8}


def _values(d: Decoded) -> np.ndarray:
    v = np.ldexp(d.sig.astype(np.float64), d.exp.astype(np.int32))
    v = np.where(d.neg, -v, v)
    v = np.where(d.inf, np.where(d.neg, -np.inf, np.inf), v)
    return np.where(d.nan, np.nan, v)


@pytest.mark.parametrize("t", list(ML))
def test_elements_exhaustive_vs_ml_dtypes(t: str) -> None:
    codes = np.arange(1 << BITS[t], dtype=np.uint8)
    want = codes.view(ML[t]).astype(np.float64)
    got = _values(decode_elements(codes, t))
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    ok = ~np.isnan(want)
    assert np.array_equal(got[ok], want[ok])
    assert np.array_equal(np.signbit(got[ok]), np.signbit(want[ok]))  # -0 codes stay -0


def test_hand_values() -> None:
    # PTX 5.2.3 / OCP MX: e2m1 bias 1 -> {0, .5, 1, 1.5, 2, 3, 4, 6}; e2m3 max 7.5; e3m2 max 28
    assert list(_values(decode_elements(np.arange(8, dtype=np.uint8), "e2m1"))) == [0, .5, 1, 1.5, 2, 3, 4, 6]
    assert _values(decode_elements(np.array([0x1F], np.uint8), "e2m3"))[0] == 7.5
    assert _values(decode_elements(np.array([0x1F], np.uint8), "e3m2"))[0] == 28
    assert _values(decode_elements(np.array([0x21], np.uint8), "e2m3"))[0] == -0.125  # subnormal 1/8
    assert _values(decode_elements(np.array([0x01], np.uint8), "e3m2"))[0] == 0.0625  # subnormal 2^-4


def test_ue8m0_exhaustive_vs_ml_dtypes() -> None:
    codes = np.arange(256, dtype=np.uint8)
    want = codes.view(ml_dtypes.float8_e8m0fnu).astype(np.float64)
    got = _values(decode_scales(codes, "ue8m0"))
    assert np.isnan(got[255]) and np.isnan(want[255])
    assert np.array_equal(got[:255], want[:255])
    d = decode_scales(codes[:255], "ue8m0")  # 2^(code-127) exactly, no zero
    assert np.all(d.sig == 1) and np.array_equal(d.exp, np.arange(255) - 127)


def test_ue4m3_is_unsigned_e4m3_with_nan_0x7f() -> None:
    codes = np.arange(128, dtype=np.uint8)
    want = codes.view(ml_dtypes.float8_e4m3fn).astype(np.float64)  # same layout without the sign
    got = _values(decode_scales(codes, "ue4m3"))
    assert np.isnan(got[0x7F]) and np.array_equal(got[:0x7F], want[:0x7F])
    assert got[0] == 0 and got[0x7E] == 448
    # 0xff: NaN under either reading of the padding MSB
    assert np.isnan(_values(decode_scales(np.array([0xFF], np.uint8), "ue4m3"))[0])
    with pytest.raises(Unsupported):
        decode_scales(np.array([0x80], np.uint8), "ue4m3")


def test_scale_elements_exact_and_specials() -> None:
    x = decode_elements(np.array([[0x7C, 0x00, 0x3C, 0x7F, 0xBC]], np.uint8), "e5m2")  # inf 0 1 nan -1
    s = decode_scales(np.array([[0x00]], np.uint8), "ue4m3")  # scale 0
    y = _values(scale_elements(x, s, 5, axis=-1))
    assert np.isnan(y[0, 0])  # inf * 0
    assert y[0, 1] == 0 and y[0, 2] == 0 and np.isnan(y[0, 3]) and y[0, 4] == 0
    s = decode_scales(np.array([[0x00, 0xFE]], np.uint8), "ue8m0")  # 2^-127, 2^127 per chunk of 2
    x = decode_elements(np.array([[0x3C, 0x3E, 0x3C, 0x7C]], np.uint8), "e5m2")  # 1 1.5 1 inf
    y = _values(scale_elements(x, s, 2, axis=-1))
    assert list(y[0]) == [2.0 ** -127, 1.5 * 2.0 ** -127, 2.0 ** 127, np.inf]


@pytest.mark.parametrize("t", list(ML) + ["ue8m0", "ue4m3"])
def test_agrees_with_ptxemu_formats_decode(t: str) -> None:
    """The integer decomposition used by the models and ptxemu.formats.decode (helper A's codec,
    itself checked against NVIDIA host code and ml_dtypes) give the same value for every code."""
    from ptxemu.formats import FORMATS, decode

    codes = np.arange(1 << FORMATS[t].bits, dtype=np.uint8)
    ours = _values(decode_scales(codes, t) if t.startswith("u") else decode_elements(codes, t))
    theirs = np.asarray(decode(codes, t), dtype=np.float64)
    assert np.array_equal(np.isnan(ours), np.isnan(theirs))
    ok = ~np.isnan(ours)
    assert np.array_equal(ours[ok], theirs[ok])
    assert np.array_equal(np.signbit(ours[ok]), np.signbit(theirs[ok]))
