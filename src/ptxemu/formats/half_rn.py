"""f32 -> f16 / bf16 rounded to nearest even in numpy, one code per element or two packed per
word: the conversions cvt.rn.{f16,bf16}{,x2}.f32 (no .relu/.satfinite/.ftz) and encode(...,
"f16"/"bf16", "rn") of float32 arrays run before numba is loaded (numerics.half_kernel is the
compiled pass after).

Reference: codec._encode_exact (the exact float64 encoder, formats.encode's readable definition)
over every f32 upper half with dense lower halves, plus the H100's recordings of
cvt.rn.{f16,bf16}{,x2}.f32 in tests/data/gpu_elementwise (tests/formats/test_half_rn.py).

The GPU's rules: each f32 rounds once to nearest even, subnormal results kept, overflow to inf,
any NaN to the canonical 0x7FFF (sign and payload dropped); packed, a's code is the upper half.

Integer arithmetic on the bits, in blocks of _CHUNK elements whose scratch stays in the L2
cache (whole-array temporaries cost more than the arithmetic once they leave it):
- bf16 is f32's top half: adding 0x7FFF plus the kept LSB and cutting is the rounding (a carry
  into the exponent is the next binade; past MAX it is inf's code).
- f16 normal results: the exponent rebased by -112 in the same add, the same rounding at bit 13,
  then min(., 0x7C00) for overflow and inf. Subnormal results (|x| < 2^-14): |x| + 0.5 in float32
  (0.5's ulp, 2^-24, is f16's subnormal quantum) rounds to nearest even by the FPU's own IEEE
  add, and the sum's bits less 0.5's are the code (0x400 where it rounds up to 2^-14). numpy
  sets no flush-to-zero, and DAZ or FTZ could not change this sum anyway (it is >= 0.5, and an
  f32 subnormal input is far below half of 2^-24).
- NaN inputs are looked for with one float max per block (it propagates NaN) and fixed only
  where present.
"""

from __future__ import annotations

import numpy as np

from ptxemu.formats.table import get_format

_CHUNK = 1 << 16  # 256 KiB a scratch array; smaller blocks pay more in numpy calls than they save

_U = np.uint32
_ABS, _EXP = _U(0x7FFFFFFF), _U(0x7F800000)
_NAN16 = get_format("f16").nan_code  # the canonical NaN the GPU writes
assert get_format("bf16").nan_code == _NAN16
_HALF = _U(0x7FFF)
_REBASE = _U((0xFFFFFFFF - (112 << 23) + 1 + 0xFFF) & 0xFFFFFFFF)  # -112 in the exponent, +0xFFF
_SUB_BELOW = _U(113 << 23)  # |x| below 2^-14: an f16 subnormal (or zero) result
_MAGIC_U = _U(126 << 23)  # 0.5f
_MAGIC_F = np.float32(0.5)
_F16_INF = _U(0x7C00)


def _has_nan(x: np.ndarray) -> bool:
    """Any NaN among the f32 bits x (a float max propagates NaN: one pass, no temporary)."""
    return bool(np.isnan(np.maximum.reduce(x.view(np.float32))))


def _bf16(x: np.ndarray, w: np.ndarray, upper: bool) -> None:
    """w = the bf16 codes of f32 bits x (low 16 bits of w, or the upper 16 where `upper`)."""
    np.right_shift(x, _U(16), out=w)
    np.bitwise_and(w, _U(1), out=w)
    np.add(w, _HALF, out=w)
    np.add(w, x, out=w)
    if upper:
        np.bitwise_and(w, _U(0xFFFF0000), out=w)
    else:
        np.right_shift(w, _U(16), out=w)
    if _has_nan(x):
        w[(x & _ABS) > _EXP] = _U(_NAN16 << 16) if upper else _U(_NAN16)


def _f16(x: np.ndarray, w: np.ndarray, a: np.ndarray, s: np.ndarray, sub: np.ndarray, upper: bool) -> None:
    """w = the f16 codes of f32 bits x (low 16 bits of w, or the upper 16 where `upper`); a, s
    (uint32) and sub (bool) scratch of x's size."""
    np.bitwise_and(x, _ABS, out=a)
    np.right_shift(a, _U(13), out=w)
    np.bitwise_and(w, _U(1), out=w)
    np.add(w, a, out=w)
    np.add(w, _REBASE, out=w)  # wraps for subnormal results: they are replaced below
    np.right_shift(w, _U(13), out=w)
    np.minimum(w, _F16_INF, out=w)  # overflow and inf (NaN fixed below)
    np.add(a.view(np.float32), _MAGIC_F, out=s.view(np.float32))
    np.less(a, _SUB_BELOW, out=sub)
    np.subtract(s, _MAGIC_U, out=w, where=sub)
    np.bitwise_xor(x, a, out=s)  # the sign bit alone
    np.right_shift(s, _U(16), out=s)
    np.bitwise_or(w, s, out=w)
    if _has_nan(x):
        w[(x & _ABS) > _EXP] = _U(_NAN16)
    if upper:
        np.left_shift(w, _U(16), out=w)


@np.errstate(all="ignore")  # the float add of the f16 route meets NaN and inf inputs: data, not accidents
def _run(xs: list[np.ndarray], bf: bool) -> np.ndarray:
    shape = np.broadcast_shapes(*(x.shape for x in xs))
    flats = [np.ascontiguousarray(np.broadcast_to(np.asarray(x, _U), shape)).reshape(-1) for x in xs]
    n = flats[0].size
    out = np.empty(n, np.uint32 if len(xs) == 2 else np.uint16)
    m = min(n, _CHUNK)
    w0, w1, a, s = (np.empty(m, _U) for _ in range(4))
    sub = np.empty(m, bool)
    for lo in range(0, n, _CHUNK):
        hi = min(n, lo + _CHUNK)
        k = hi - lo
        if bf:
            _bf16(flats[0][lo:hi], w0[:k], len(xs) == 2)
        else:
            _f16(flats[0][lo:hi], w0[:k], a[:k], s[:k], sub[:k], len(xs) == 2)
        if len(xs) == 2:
            if bf:
                _bf16(flats[1][lo:hi], w1[:k], False)
            else:
                _f16(flats[1][lo:hi], w1[:k], a[:k], s[:k], sub[:k], False)
            np.bitwise_or(w0[:k], w1[:k], out=out[lo:hi])
        else:
            out[lo:hi] = w0[:k]
    return out.reshape(shape)


def one(bits: np.ndarray, bf: bool) -> np.ndarray:
    """uint16 codes (bf16 where `bf`, else f16) of the f32 values whose bits are `bits` (uint32)."""
    return _run([bits], bf)


def pack2(a: np.ndarray, b: np.ndarray, bf: bool) -> np.ndarray:
    """uint32 words {code(a), code(b)}: a's code in the upper half (cvt's d = {a, b})."""
    return _run([a, b], bf)
