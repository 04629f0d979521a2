"""Double-precision mma.sync (DMMA): a chain of IEEE fused multiply-adds.

Hardware truth (tests/data/mma, every shape and rounding mode): D[i,j] is
fma(A[i,K-1], B[K-1,j], ... fma(A[i,1], B[1,j], fma(A[i,0], B[0,j], C[i,j]))), each FMA rounded
once in the instruction's mode (.rn/.rz/.rm/.rp). The exact value a*b + c needs up to ~2200 bits,
so each step forms it with Python integers in an object array (K steps, vectorised by numpy over
all outputs), sticky-reduces it to 62 bits and rounds with the int64 code of numerics.fp.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from ptxemu.numerics.fp import F64, decode, round_to_format

if TYPE_CHECKING:
    from ptxemu.ops.mma_dense import DenseForm

_DEFAULT_NAN = np.uint64(0xFFF8000000000000)  # what an invalid operation (inf*0, inf-inf) gives
_QUIET = np.uint64(1 << 51)
_PINF = np.uint64(0x7FF0000000000000)
_NINF = np.uint64(0xFFF0000000000000)


def _sticky_reduce(x: int, keep: int = 62) -> tuple[int, int]:
    """|x| -> (m, shift) with m < 2**keep, m*2**shift == |x| up to a sticky bit in m's LSB."""
    x = abs(x)
    n = x.bit_length()
    if n <= keep:
        return x, 0
    sh = n - keep
    m = x >> sh
    if x & ((1 << sh) - 1):
        m |= 1
    return m, sh


_reduce = np.frompyfunc(_sticky_reduce, 1, 2)


def fma_step(a_codes: np.ndarray, b_codes: np.ndarray, c_codes: np.ndarray, mode: str) -> np.ndarray:
    """IEEE fma(a, b, c) on f64 codes, rounded once in `mode`; NaN handling as the hardware."""
    a, b, c = decode(a_codes, F64), decode(b_codes, F64), decode(c_codes, F64)
    shape = np.broadcast_shapes(a.sig.shape, b.sig.shape, c.sig.shape)
    p_neg = a.neg ^ b.neg
    p_inf = (a.inf & ~b.zero & ~b.nan) | (b.inf & ~a.zero & ~a.nan)
    invalid = a.nan | b.nan | c.nan | (a.inf & b.zero) | (b.inf & a.zero)
    invalid = invalid | (p_inf & c.inf & (p_neg != c.neg))
    # exact finite value: (+-sa*sb) * 2**(ea+eb) + (+-sc) * 2**ec, with Python ints
    ps = a.sig.astype(object) * b.sig.astype(object)
    pe = a.exp + b.exp
    lo = np.minimum(np.where(ps == 0, c.exp, pe), np.where(c.sig == 0, pe, c.exp))
    pv = np.where(p_neg, -ps, ps) * (np.ones(shape, dtype=object) << np.maximum(pe - lo, 0).astype(object))
    cs = c.sig.astype(object)
    cv = np.where(c.neg, -cs, cs) * (np.ones(shape, dtype=object) << np.maximum(c.exp - lo, 0).astype(object))
    x = pv + cv
    m, sh = _reduce(x)
    neg = (x < 0).astype(bool)
    S = m.astype(np.int64)
    scale = (lo + sh.astype(np.int64)).astype(np.int64)
    zero = S == 0
    # exact zero: -0 only when both addends are -0 (or RM and they cancel), IEEE 754 6.3
    both_negzero = (p_neg & (ps == 0)) & (c.neg & c.zero)
    neg = np.where(zero, both_negzero | ((mode == "rm") & ~((ps == 0) & c.zero)), neg)
    neg = np.where(zero & (ps == 0) & c.zero, both_negzero, neg)
    out = round_to_format(neg, S, scale, F64, mode)
    out = np.where(p_inf, np.where(p_neg, _NINF, _PINF), out)
    out = np.where(c.inf & ~p_inf, np.where(c.neg, _NINF, _PINF), out)
    # a NaN operand propagates quieted; recorded precedence: B's NaN, then the accumulator's, then
    # A's. Otherwise an invalid operation gives the default NaN.
    nan_out = np.where(invalid, _DEFAULT_NAN, np.uint64(0))
    for x, d in ((a_codes, a), (c_codes, c), (b_codes, b)):
        nan_out = np.where(d.nan, np.asarray(x, dtype=np.uint64) | _QUIET, nan_out)
    return np.where(invalid, nan_out, out).astype(np.uint64)


FmaStep = Callable[[np.ndarray, np.ndarray, np.ndarray, str], np.ndarray]


def f64_mma(form: DenseForm, A: np.ndarray, B: np.ndarray, C: np.ndarray, *, target: str,
            fma: FmaStep = fma_step) -> np.ndarray:
    """The DMMA chain. `fma` is any exact f64 FMA on codes with the GPU's NaN rules: this module's
    integer one by default; ops.mma_dense passes the faster error-free one of ops.arith (the two
    agree bit for bit: tests/numerics/test_f64_chain.py)."""
    mode = form.rnd or "rn"
    shape = np.broadcast_shapes(A.shape[:-1] + (B.shape[-1],), C.shape)
    acc = np.broadcast_to(C, shape).astype(np.uint64)
    for k in range(form.k):
        a = np.broadcast_to(A[..., :, k:k + 1], shape)
        b = np.broadcast_to(B[..., k:k + 1, :], shape)
        acc = fma(a, b, acc, mode)
    return acc
