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
give 0x7fffffff. Q is the interpolator's integer datapath (numerics.sfu_interp: 64 segments of
2^17, a truncated squarer, Y in units of 2^-37 cut toward zero to f32), exact on every entry.

MUFU.TANH: x on |x| <= 2^-8 (subnormals kept, +-0 too), +-1 on |x| >= 8 (and +-inf), odd, NaN ->
0x7fffffff; in between the same interpolator (numerics.sfu_interp: 51 segments over the 11
binades, each read with a 17-bit offset, so the low TANH_DROP mantissa bits never matter, as every
input of [2^-8, 8) recorded on the H100 shows).
"""

from __future__ import annotations

import numpy as np

from ptxemu.numerics import sfu_interp

_U32 = np.uint32
SIGN = _U32(0x80000000)
NAN32 = _U32(0x7FFFFFFF)
INV_2PI = np.uint32(0x3E22F983)  # the FMUL.RZ constant of the SASS, f32 1/2pi
QUARTER = 1 << 23  # entries of the sin core: r in [0, 2^23)

# MUFU.TANH on [2^-8, 8): per binade 2^e, e = -8..2, the low mantissa bits never read (the
# interpolator takes 17 offset bits after the segment bits: numerics.sfu_interp)
TANH_DROP = tuple(6 - n for n in sfu_interp.TANH_SEG_BITS)
TANH_LO, TANH_HI = 0x3B800000, 0x41000000  # 2^-8, 8
# the recorded core's layout (tests/data/sfu/trig_recorded.npz): binade by binade, one entry per
# distinct input
TANH_SIZES = tuple(1 << (23 - k) for k in TANH_DROP)
TANH_OFFSETS = tuple(int(v) for v in np.concatenate([[0], np.cumsum(TANH_SIZES)[:-1]]))
TANH_ENTRIES = sum(TANH_SIZES)


def rz_turns(u: np.ndarray) -> np.ndarray:
    """t = FMUL.RZ(x, 1/2pi) as f32 bits (the product is exact in float64, then cut toward 0)."""
    with np.errstate(invalid="ignore"):
        x = np.ascontiguousarray(u, dtype=np.uint32).view(np.float32).astype(np.float64)
    return sfu_interp.cut_f32(x * float(INV_2PI.view(np.float32)))


def mufu_sincos(t: np.ndarray, table: np.ndarray, cos: bool) -> np.ndarray:
    """MUFU.SIN / MUFU.COS of f32 bits t (revolutions); table: the interpolator's SIN table."""
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
    y = sfu_interp.sin_core(table, np.where(direct, r, QUARTER - 1 - r)) ^ np.where(neg, SIGN, _U32(0))
    if not cos:
        y = y ^ (t & SIGN)
    return np.where(mag >= 0x7F800000, NAN32, y)


def sincos_f32(u: np.ndarray, table: np.ndarray, cos: bool) -> np.ndarray:
    """sin/cos.approx{.ftz}.f32 (the same SASS with or without .ftz)."""
    u = np.asarray(u, dtype=np.uint32)
    return np.where((u & ~SIGN) > 0x7F800000, NAN32, mufu_sincos(rz_turns(u), table, cos))


def mufu_tanh(u: np.ndarray, table: np.ndarray) -> np.ndarray:
    """MUFU.TANH (= tanh.approx.f32) of f32 bits; table: the interpolator's TANH table."""
    u = np.asarray(u, dtype=np.uint32)
    mag = u & ~SIGN
    mid = (mag > TANH_LO) & (mag < TANH_HI)
    b = np.clip((mag >> 23).astype(np.int64) - 119, 0, 10)
    core = sfu_interp.tanh_core(table, b, np.where(mid, mag & _U32(0x7FFFFF), 0))
    y = np.where(mid, core | (u & SIGN), np.where(mag >= TANH_HI, (u & SIGN) | _U32(0x3F800000), u))
    return np.where(mag > 0x7F800000, NAN32, y)
