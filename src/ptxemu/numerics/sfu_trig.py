"""MUFU.SIN, MUFU.COS and MUFU.TANH as measured on an H100 (sm_90a), and the PTX forms on them.

Evidence: tools/truth/sfu/sfu_trig.cu (structure proofs over every f32 input, core recordings),
sfu_trig_tables.py (the stored cores), sfu_verify.py (the model against the GPU on all 2^32
inputs); docs/numerics.md, "Special-function unit".

sin/cos.approx{.ftz}.f32 compile to FMUL.RZ t, x, 1/2pi (0x3e22f983) and MUFU.SIN/COS t.
MUFU.SIN/COS read t as a fixed-point number of revolutions with 25 fraction bits,
F = floor(frac(|t|) 2^25) (|t| >= 2^23 gives F = 0): on every positive finite x no two inputs
with the same F give different results, while 24 bits do not suffice (about 1.1e8 conflicts for
sin). The quadrant q = F >> 23 and r = F mod 2^23 then pick one quarter-wave core Q (2^23
entries, MUFU.SIN on [0, 1/4) revolutions), read forwards or mirrored by one's complement
(2^23 - 1 - r: the mirrored index of r = 0 is 2^23 - 1, where Q is already 1.0):

    sin: q = 0: Q(r)   q = 1: Q(~r)   q = 2: -Q(r)   q = 3: -Q(~r)      then times sign(t)
    cos: q = 0: Q(~r)  q = 1: -Q(r)   q = 2: -Q(~r)  q = 3: Q(r)

(0 mismatches on all 23,326,001 recorded F of each function; two's-complement mirroring, 2^23 - r,
fails on 9,750,331 of sin.) So sin(half a turn) is -0 and cos(quarter turn) is -0. NaN and +-inf
give 0x7fffffff. The core is a fixed-point interpolator's output (64 quadratic segments of 2^17;
values are multiples of 2^-37, truncated to f32; Q(r) = 25737 r 2^-37 for small r). Its exact
datapath is not recovered, so Q is stored: segment 0 as recorded, segments 1-63 as a per-segment
quadratic reference (float64, rounded toward zero to f32) plus a residual of -1..1 ulp.

MUFU.TANH: x on |x| <= 2^-8 (subnormals kept, +-0 too), +-1 on |x| >= 8 (and +-inf), odd, NaN ->
0x7fffffff; in between it reads only the top bits of the mantissa, by binade (TANH_DROP below:
the low bits that never change the result, shown on every input of [2^-8, 8)). The core there
(6,684,672 entries) is stored like Q: a quadratic reference per 1/256 of each binade plus an int8
residual (-18..24 ulp; the interpolator has intermediate truncations that no quadratic follows).
"""

from __future__ import annotations

import numpy as np

_U32 = np.uint32
SIGN = _U32(0x80000000)
NAN32 = _U32(0x7FFFFFFF)
INV_2PI = np.uint32(0x3E22F983)  # the FMUL.RZ constant of the SASS, f32 1/2pi
QUARTER = 1 << 23  # entries of the sin core: r in [0, 2^23)
SIN_SEG = 17  # 64 segments of 2^17 entries; segment 0 is stored as recorded

# MUFU.TANH on [2^-8, 8): per binade 2^e, e = -8..2, how many low mantissa bits are ignored
TANH_DROP = (6, 6, 6, 5, 5, 4, 4, 4, 3, 2, 3)
TANH_LO, TANH_HI = 0x3B800000, 0x41000000  # 2^-8, 8
TANH_SEGS = 256  # reference segments per binade
TANH_SIZES = tuple(1 << (23 - k) for k in TANH_DROP)
TANH_OFFSETS = tuple(int(v) for v in np.concatenate([[0], np.cumsum(TANH_SIZES)[:-1]]))
TANH_ENTRIES = sum(TANH_SIZES)


def seg_reference(coef: np.ndarray, seg: np.ndarray, dx: np.ndarray) -> np.ndarray:
    """f32 bits of the quadratic reference c0 + dx (c1 + dx c2) of segment `seg` (float64 IEEE
    operations in this order, rounded toward zero; values are positive)."""
    d = dx.astype(np.float64)
    v = coef[seg, 0] + d * (coef[seg, 1] + d * coef[seg, 2])
    f = v.astype(np.float32)
    return f.view(np.uint32) - (f.astype(np.float64) > v).astype(np.uint32)


def sin_reference(coef: np.ndarray, r: np.ndarray) -> np.ndarray:
    r = np.asarray(r, dtype=np.int64)
    return seg_reference(coef, r >> SIN_SEG, r & ((1 << SIN_SEG) - 1))


def tanh_index(b: np.ndarray, mant: np.ndarray) -> np.ndarray:
    """Core index of a tanh input in binade b = e + 8 (0..10) with mantissa bits `mant`."""
    drop = np.asarray(TANH_DROP)[b]
    return np.asarray(TANH_OFFSETS)[b] + (mant.astype(np.int64) >> drop)


def tanh_reference(coef: np.ndarray, idx: np.ndarray) -> np.ndarray:
    """Reference of tanh core entries `idx` (coef: 11 * TANH_SEGS rows, binade-major)."""
    idx = np.asarray(idx, dtype=np.int64)
    b = np.searchsorted(np.asarray(TANH_OFFSETS), idx, side="right") - 1
    j = idx - np.asarray(TANH_OFFSETS)[b]
    seglog = 23 - np.asarray(TANH_DROP)[b] - 8
    return seg_reference(coef, b * TANH_SEGS + (j >> seglog), j & ((1 << seglog) - 1))


def rz_turns(u: np.ndarray) -> np.ndarray:
    """t = FMUL.RZ(x, 1/2pi) as f32 bits (the product is exact in float64, then cut toward 0)."""
    with np.errstate(all="ignore"):
        p = np.ascontiguousarray(u, dtype=np.uint32).view(np.float32).astype(np.float64) * float(
            INV_2PI.view(np.float32))
        f = p.astype(np.float32)
        over = np.abs(f.astype(np.float64)) > np.abs(p)
    return np.where(over, f.view(np.uint32) - _U32(1), f.view(np.uint32))


def mufu_sincos(t: np.ndarray, core: np.ndarray, cos: bool) -> np.ndarray:
    """MUFU.SIN / MUFU.COS of f32 bits t (revolutions); core: the 2^23-entry quarter-wave table."""
    t = np.asarray(t, dtype=np.uint32)
    mag = t & ~SIGN
    a = mag.view(np.float32).astype(np.float64)
    with np.errstate(invalid="ignore"):
        fx = np.where(mag < 0x4B000000, np.floor(a * 2.0**25), 0.0).astype(np.int64) & ((1 << 25) - 1)
    q, r = fx >> 23, fx & (QUARTER - 1)
    if cos:
        direct, neg = (q & 1) == 1, (q == 1) | (q == 2)
    else:
        direct, neg = (q & 1) == 0, q >= 2
    y = core[np.where(direct, r, QUARTER - 1 - r)] ^ np.where(neg, SIGN, _U32(0))
    if not cos:
        y = y ^ (t & SIGN)
    return np.where(mag >= 0x7F800000, NAN32, y)


def sincos_f32(u: np.ndarray, core: np.ndarray, cos: bool) -> np.ndarray:
    """sin/cos.approx{.ftz}.f32 (the same SASS with or without .ftz)."""
    u = np.asarray(u, dtype=np.uint32)
    return np.where((u & ~SIGN) > 0x7F800000, NAN32, mufu_sincos(rz_turns(u), core, cos))


def mufu_tanh(u: np.ndarray, core: np.ndarray) -> np.ndarray:
    """MUFU.TANH (= tanh.approx.f32) of f32 bits; core: TANH_ENTRIES entries."""
    u = np.asarray(u, dtype=np.uint32)
    mag = u & ~SIGN
    mid = (mag > TANH_LO) & (mag < TANH_HI)
    b = np.clip((mag >> 23).astype(np.int64) - 119, 0, 10)
    idx = np.where(mid, tanh_index(b, mag & _U32(0x7FFFFF)), 0)
    y = np.where(mid, core[idx] | (u & SIGN), np.where(mag >= TANH_HI, (u & SIGN) | _U32(0x3F800000), u))
    return np.where(mag > 0x7F800000, NAN32, y)
