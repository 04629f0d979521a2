"""The special-function unit's quadratic interpolator, as recovered for MUFU.SIN, MUFU.RCP and
MUFU.TANH.

The three cores are one exact integer datapath of the Oberman-Siu kind: a table of three
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

C0 is a 2^-25 fixed-point field for SIN and TANH and 2^-26 (plus the bias 0x7e7 2^-39, the same
in all 128 segments) for RCP.
"""

from __future__ import annotations

from functools import cache

import numpy as np

SQ_BITS, SQ_CUT = 17, 19
RCP_BIAS = 2023
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


@cache
def squarer_table() -> np.ndarray:
    """S(x) for every 17-bit x (the compiled routes read it)."""
    return truncated_square(np.arange(1 << SQ_BITS)).astype(np.int32)


def rz_f32(y: np.ndarray, frac: np.ndarray | int) -> np.ndarray:
    """f32 bits of y 2^-frac (y: non-negative integers below 2^53), cut toward zero."""
    v = np.ldexp(np.asarray(y, dtype=np.int64).astype(np.float64), -np.asarray(frac))  # exact
    f = v.astype(np.float32)
    return f.view(np.uint32) - (f.astype(np.float64) > v).astype(np.uint32)


def datapath(c0, c1, c2, dx, sq_in, c, f, bias=0) -> np.ndarray:
    """The interpolator: f32 bits of RZ((C0 2^c + bias + C1 dx + C2 S(sq_in)) 2^-f)."""
    y = (np.asarray(c0, dtype=np.int64) << c) + bias + c1 * dx + c2 * squarer_table()[sq_in].astype(np.int64)
    return rz_f32(y, f)


def sin_core(table: np.ndarray, r: np.ndarray) -> np.ndarray:
    """Q(r): MUFU.SIN's quarter-wave core (table: 64 rows C0, C1, C2)."""
    r = np.asarray(r, dtype=np.int64)
    s, dx = r >> 17, r & ((1 << 17) - 1)
    return datapath(table[s, 0], table[s, 1], table[s, 2], dx, dx, 12, 37)


def rcp_core(table: np.ndarray, i: np.ndarray) -> np.ndarray:
    """R(i): MUFU.RCP(1 + i 2^-23) (table: 128 rows C0, C1, C2)."""
    i = np.asarray(i, dtype=np.int64)
    s, dx = i >> 16, i & 0xFFFF
    return datapath(table[s, 0], table[s, 1], table[s, 2], dx, 2 * dx, 13, 39, RCP_BIAS)


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
