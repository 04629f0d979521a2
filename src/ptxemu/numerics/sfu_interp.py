"""The special-function unit's quadratic interpolator, as recovered for every MUFU function the
PTX forms use: RCP, RSQ, SQRT, EX2, LG2, SIN (and COS), TANH, and the f64 RCP64H / RSQ64H.

These cores are one exact integer datapath of the Oberman-Siu kind: a table of three
coefficients indexed by the top bits of the reduced argument, the same truncated squarer, one
fused sum, and a cut toward zero to f32. Every entry of each recorded core is reproduced
(tools/truth/sfu/sfu_interp_fit.py derives the tables from the H100 recordings and finds every
coefficient triple unique; tests compare the whole cores with the recordings; docs/numerics.md,
"The interpolator").

    squarer   S(x), x of 17 bits: the partial products of x^2 in columns >= 19 only: bit b_k of
              x at column 2k, each pair b_j b_k (j < k) at column j + k + 1; S = (their sum) >> 19

    segment   a 17-bit offset dx and a segment s from the argument's top bits; then

              Y = C0[s] 2^c + bias + C1[s] dx + C2[s] S(q dx)     an integer in units of 2^-f
              result = Y 2^-f cut toward zero to f32

    MUFU.SIN  Q(r), r in [0, 2^23) (a quarter turn): s = r >> 17, dx = r mod 2^17;
              c = 12, f = 37, bias 0, q = 1; 64 segments (table SIN)
    MUFU.RCP  R(i) = RCP(1 + i 2^-23): s = i >> 16, dx = i mod 2^16 (16 bits);
              c = 13, f = 39, bias 2023, q = 2 (the squarer reads 2 dx); 128 segments (table RCP)
    MUFU.TANH x = 2^e (1 + j 2^-23) in [2^-8, 8): the binade's top 17 + n_e bits of j, n_e =
              0 0 0 1 1 2 2 2 3 4 3 for e = -8..2 (so TANH_DROP = 6 - n_e low bits are never read);
              s = the n_e top bits, dx the next 17; c = 12 + m, f = 37 + m with m = 0..2 per
              segment (a finer grid where the coefficients need it), bias 0, q = 1; 51 segments

    MUFU.RSQ, MUFU.SQRT  on m4 = 2^p (1 + mant 2^-23) in [1, 4), i = (p << 23) | mant: s = i >> 17
              (128 segments over both halves), dx = i mod 2^17; f = 40, q = 1; RSQ: c = 14, bias
              2^14 - 1, and m4 = 1 exactly gives 1.0; SQRT: c = 15, bias 2^15 - 1 (tables RSQ, SQRT)
    MUFU.EX2  T+(f) = EX2(f 2^-23): s = f >> 17, dx = f mod 2^17; c = 13, f = 38, bias 6114;
              T-(f) = EX2(-f 2^-23) = T+(2^23 - 1 - f) / 2 (one's complement; 1.0 at f = 0)
    MUFU.LG2  on the mantissa j of m in [1, 2) (one table for both halves of [0.5, 2)): c = 12,
              bias 837, units 2^-38, then >> 2 to a 2^-36 fixed point Y; m < 1 takes the one's
              complement 2^36 - 1 - Y as the magnitude of a negative result; m = 1 gives +0
    MUFU.RCP64H, RSQ64H  (f64 .ftz forms, the high word's 20 mantissa bits): the RCP and RSQ
              datapaths at the 23-bit index with three zero bits appended, cut toward zero to 20
              fraction bits of the f64 high word

C0 is a 2^-25 fixed-point field for SIN, TANH, SQRT and EX2, 2^-26 for RCP, RSQ and LG2; each bias
is the same in all of a function's segments (no other constant fits them all).
"""

from __future__ import annotations

from functools import cache

import numpy as np

SQ_BITS, SQ_CUT = 17, 19
RCP_BIAS = 2023
RSQ_BIAS, SQRT_BIAS = (1 << 14) - 1, (1 << 15) - 1
EX2_BIAS, LG2_BIAS = 6114, 837
TANH_SEG_BITS = (0, 0, 0, 1, 1, 2, 2, 2, 3, 4, 3)  # per binade e = -8..2
TANH_SEG_OFFSETS = tuple(int(v) for v in np.cumsum([0] + [1 << n for n in TANH_SEG_BITS[:-1]]))


def truncated_square(x: np.ndarray) -> np.ndarray:
    """S(x) for 17-bit x: the partial products in columns >= 19 of x^2, shifted down by 19."""
    x = np.asarray(x, dtype=np.int64)
    bit = [(x >> k) & 1 for k in range(SQ_BITS)]
    s = np.zeros_like(x)
    for k in range(SQ_BITS):
        if 2 * k >= SQ_CUT:
            s += bit[k] << (2 * k - SQ_CUT)
        for j in range(k):
            if j + k + 1 >= SQ_CUT:
                s += (bit[j] & bit[k]) << (j + k + 1 - SQ_CUT)
    return s


def _truncated_square_rows(x: np.ndarray) -> np.ndarray:
    """truncated_square summed a row at a time: for each bit k, its own column 2k and all of its
    pairs b_j b_k (j < k) that reach column 19 at once, as b_k (x's bits j in [18 - k, k)) << (k + 1);
    each term already sits at a column >= 19, so the shifts lose nothing. 17 steps where the
    readable form takes 153 (tests/numerics/test_sfu_interp.py compares them on every 17-bit x)."""
    x = np.asarray(x, dtype=np.int64)
    s = np.zeros_like(x)
    for k in range(SQ_BITS):
        bk = (x >> k) & 1
        if 2 * k >= SQ_CUT:
            s += bk << (2 * k - SQ_CUT)
        lo = max(0, SQ_CUT - 1 - k)
        if lo < k:
            pairs = (x & (((1 << k) - 1) ^ ((1 << lo) - 1))) << (k + 1 - SQ_CUT + lo) >> lo
            s += bk * pairs
    return s


@cache
def squarer_table() -> np.ndarray:
    """S(x) for every 17-bit x (the compiled routes read it)."""
    return _truncated_square_rows(np.arange(1 << SQ_BITS)).astype(np.int32)


def cut_f32(v: np.ndarray) -> np.ndarray:
    """f32 bits of float64 values cut toward zero (round to nearest, then one step back toward
    zero where that went past v; an overflow to inf steps back to the largest finite)."""
    with np.errstate(all="ignore"):
        f = np.asarray(v, dtype=np.float64).astype(np.float32)
        over = np.abs(f.astype(np.float64)) > np.abs(v)
    return f.view(np.uint32) - over.astype(np.uint32)


def rz_f32(y: np.ndarray, frac: np.ndarray | int) -> np.ndarray:
    """f32 bits of y 2^-frac (y: non-negative integers below 2^53), cut toward zero."""
    return cut_f32(np.ldexp(np.asarray(y, dtype=np.int64).astype(np.float64), -np.asarray(frac)))  # exact


def fixed(c0, c1, c2, dx, sq_in, c, bias=0) -> np.ndarray:
    """The interpolator's sum Y = C0 2^c + bias + C1 dx + C2 S(sq_in) (exact integers)."""
    sq = squarer_table()[sq_in].astype(np.int64)
    return (np.asarray(c0, dtype=np.int64) << c) + bias + c1 * dx + c2 * sq


def datapath(c0, c1, c2, dx, sq_in, c, f, bias=0) -> np.ndarray:
    """The interpolator: f32 bits of RZ((C0 2^c + bias + C1 dx + C2 S(sq_in)) 2^-f)."""
    return rz_f32(fixed(c0, c1, c2, dx, sq_in, c, bias), f)


def f64_high(y: np.ndarray, f: int) -> np.ndarray:
    """The high word of the f64 value y 2^-f (in (1/2, 1]) cut toward zero to 20 mantissa bits
    (the low word is 0): MUFU.RCP64H / RSQ64H."""
    m = np.asarray(y, dtype=np.int64) >> (f - 21)  # the value is m 2^-21
    one = m >= 1 << 21
    return np.where(one, 0x3FF00000, (1022 << 20) | (m - (1 << 20))).astype(np.uint32)


def sin_core(table: np.ndarray, r: np.ndarray) -> np.ndarray:
    """Q(r): MUFU.SIN's quarter-wave core (table: 64 rows C0, C1, C2)."""
    r = np.asarray(r, dtype=np.int64)
    s, dx = r >> 17, r & ((1 << 17) - 1)
    return datapath(table[s, 0], table[s, 1], table[s, 2], dx, dx, 12, 37)


def _rcp_fixed(table: np.ndarray, i: np.ndarray) -> np.ndarray:
    s, dx = i >> 16, i & 0xFFFF
    return fixed(table[s, 0], table[s, 1], table[s, 2], dx, 2 * dx, 13, RCP_BIAS)


def rcp_core(table: np.ndarray, i: np.ndarray) -> np.ndarray:
    """R(i): MUFU.RCP(1 + i 2^-23) (table: 128 rows C0, C1, C2)."""
    return rz_f32(_rcp_fixed(table, np.asarray(i, dtype=np.int64)), 39)


def rcp64_core(table: np.ndarray, j: np.ndarray) -> np.ndarray:
    """MUFU.RCP64H of the high word of 1 + j 2^-20: RCP's datapath at i = 8 j, 20 bits kept."""
    return f64_high(_rcp_fixed(table, np.asarray(j, dtype=np.int64) << 3), 39)


def _rsq_sqrt_fixed(table: np.ndarray, i: np.ndarray, rsq: bool) -> np.ndarray:
    s, dx = i >> 17, i & ((1 << 17) - 1)
    c, bias = (14, RSQ_BIAS) if rsq else (15, SQRT_BIAS)
    return fixed(table[s, 0], table[s, 1], table[s, 2], dx, dx, c, bias)


def rsq_core(table: np.ndarray, i: np.ndarray) -> np.ndarray:
    """MUFU.RSQ on m4 = 2^p (1 + mant 2^-23), i = (p << 23) | mant (table: 128 rows); m4 = 1 gives
    1.0 (the sum alone would give the f32 below it)."""
    i = np.asarray(i, dtype=np.int64)
    return np.where(i == 0, np.uint32(0x3F800000), rz_f32(_rsq_sqrt_fixed(table, i, True), 40))


def sqrt_core(table: np.ndarray, i: np.ndarray) -> np.ndarray:
    """MUFU.SQRT on m4 = 2^p (1 + mant 2^-23), i = (p << 23) | mant (table: 128 rows)."""
    return rz_f32(_rsq_sqrt_fixed(table, np.asarray(i, dtype=np.int64), False), 40)


def rsq64_core(table: np.ndarray, k: np.ndarray) -> np.ndarray:
    """MUFU.RSQ64H of the high word with k = (p << 20) | mant20: RSQ's datapath at the 23-bit index
    with three zero bits appended, 20 bits kept; 1.0 at k = 0."""
    k = np.asarray(k, dtype=np.int64)
    i = ((k >> 20) << 23) | ((k & 0xFFFFF) << 3)
    return np.where(k == 0, np.uint32(0x3FF00000), f64_high(_rsq_sqrt_fixed(table, i, True), 40))


def tanh_segment(b: np.ndarray, mant: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(table row, dx) of a tanh input in binade b = e + 8 with mantissa bits `mant`."""
    nb = np.asarray(TANH_SEG_BITS)[b]
    k = np.asarray(mant, dtype=np.int64) >> (6 - nb)
    return np.asarray(TANH_SEG_OFFSETS)[b] + (k >> 17), k & ((1 << 17) - 1)


def tanh_core(table: np.ndarray, b: np.ndarray, mant: np.ndarray) -> np.ndarray:
    """MUFU.TANH of the positive x = 2^(b - 8) (1 + mant 2^-23), b = 0..10 (table: 51 rows m, C0,
    C1, C2)."""
    row, dx = tanh_segment(b, mant)
    m = table[row, 0]
    return datapath(table[row, 1], table[row, 2], table[row, 3], dx, dx, 12 + m, 37 + m)


def ex2_pos_core(table: np.ndarray, f: np.ndarray) -> np.ndarray:
    """T+(f) = MUFU.EX2(f 2^-23), f in [0, 2^23) (table: 64 rows)."""
    f = np.asarray(f, dtype=np.int64)
    s, dx = f >> 17, f & ((1 << 17) - 1)
    return datapath(table[s, 0], table[s, 1], table[s, 2], dx, dx, 13, 38, EX2_BIAS)


def ex2_neg_core(table: np.ndarray, f: np.ndarray) -> np.ndarray:
    """T-(f) = MUFU.EX2(-f 2^-23): T+ of the one's complement of the fraction, halved (the result
    of f = 0 is 1.0)."""
    f = np.asarray(f, dtype=np.int64)
    half = ex2_pos_core(table, (1 << 23) - 1 - f) - np.uint32(1 << 23)  # exponent - 1: exact
    return np.where(f == 0, np.uint32(0x3F800000), half)


def lg2_core(table: np.ndarray, i: np.ndarray) -> np.ndarray:
    """L = MUFU.LG2(m) on [0.5, 2), i < 2^23: m = 0.5 + i 2^-24, else m = 1 + (i - 2^23) 2^-23
    (table: 64 rows over the mantissa j). Y = (C0 2^12 + 837 + C1 dx + C2 S(dx)) >> 2 in units of
    2^-36; m in [1, 2): Y cut toward zero (m = 1: +0); m in [1/2, 1): -(2^36 - 1 - Y), the one's
    complement, its magnitude cut toward zero."""
    i = np.asarray(i, dtype=np.int64)
    j = i & ((1 << 23) - 1)
    s, dx = j >> 17, j & ((1 << 17) - 1)
    y = fixed(table[s, 0], table[s, 1], table[s, 2], dx, dx, 12, LG2_BIAS) >> 2
    pos = np.where(j == 0, np.uint32(0), rz_f32(y, 36))
    neg = rz_f32((1 << 36) - 1 - y, 36) | np.uint32(0x80000000)
    return np.where(i >= 1 << 23, pos, neg)
