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

from ptxemu.numerics import f64_kernel
from ptxemu.numerics.fp import F64, decode, round_to_format

if TYPE_CHECKING:
    from ptxemu.isa.catalogue.mma_forms import DenseForm

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
    # two zero addends: IEEE 754 6.3 as well, -0 under .rm unless both are +0 (the H100's
    # DMMA.8x8x4.RM: tools/truth/wmma), else -0 only when both are -0
    neg = np.where(zero & (ps == 0) & c.zero, both_negzero | ((mode == "rm") & (p_neg | c.neg)), neg)
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
            fma: FmaStep = fma_step, fast: bool = True) -> np.ndarray:
    """The DMMA chain. `fma` is any exact f64 FMA on codes with the GPU's NaN rules: this module's
    integer one by default; ops.mma_dense passes the faster error-free one of ops.arith (the two
    agree bit for bit: tests/numerics/test_f64_chain.py). With `fast`, outputs whose operands all
    lie in the range where the error-free chain of `_chain_fast` is exact take that route; the
    others (NaN/inf, zeros far from one, huge values) run the `fma` chain. Where numerics.jit is
    active, the compiled chain of numerics/f64_kernel.py replaces `_chain_fast` (it decides more
    outputs itself: every .rn output, and directed ones unless tiny or near overflow)."""
    mode = form.rnd or "rn"
    shape = np.broadcast_shapes(A.shape[:-2], B.shape[:-2], C.shape[:-2]) + (A.shape[-2], B.shape[-1])
    if fast:
        M, K = A.shape[-2:]
        N = B.shape[-1]
        bshape = shape[:-2]
        T = int(np.prod(bshape, dtype=np.int64))
        A3 = np.broadcast_to(A, bshape + (M, K)).reshape(T, M, K)
        B3 = np.broadcast_to(B, bshape + (K, N)).reshape(T, K, N)
        C3 = np.broadcast_to(C, shape).reshape(T, M, N)
        if f64_kernel.available():  # the compiled chain (numba); same bits, same redo contract
            out, redo = f64_kernel.chain(A3, B3, C3, mode)
        else:
            out, redo = _chain_fast(A3, B3, C3, mode)
        if redo.any():
            ti, mi, ni = np.nonzero(redo)
            acc = C3[ti, mi, ni]
            for k in range(K):
                acc = fma(A3[ti, mi, k], B3[ti, k, ni], acc, mode)
            out[ti, mi, ni] = acc
        return out.reshape(shape)
    acc = np.broadcast_to(C, shape).astype(np.uint64)
    for k in range(form.k):
        a = np.broadcast_to(A[..., :, k:k + 1], shape)
        b = np.broadcast_to(B[..., k:k + 1, :], shape)
        acc = fma(a, b, acc, mode)
    return acc


# --- the error-free chain --------------------------------------------------------------------
# fma(a, b, c) = round(c + a*b) from float64 operations only (Boldo & Melquiond 2008, "Emulation
# of FMA and correctly rounded sums: proved algorithms using rounding to odd"): Dekker's product
# a*b = p + pe (exact), Knuth's TwoSum c + p = s + t (exact), v = RO(t + pe) (round to odd), and
# the result is RN(s + v); the directed modes round the exact pair s + v (TwoSum again) by one
# step. Exact when nothing overflows and pe is not subnormal: here every |a|, |b| is 0 or in
# [2**-480, 2**495) (so |p| is 0 or in [2**-960, 2**990)) and |C| < 2**999, so that no partial
# sum of K <= 256 products reaches 2**1000. Everything else is left to the exact FMA.
_LO, _HI = 2.0 ** -480, 2.0 ** 495
_SLICE = 1 << 14  # outputs per chunk


def _in_range(x: np.ndarray) -> np.ndarray:
    ax = np.abs(x)
    return (x == 0) | ((ax >= _LO) & (ax < _HI))


def _split(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    c = 134217729.0 * x  # Veltkamp: 2**27 + 1
    hi = c - (c - x)
    return hi, x - hi


def _chain_fast(A: np.ndarray, B: np.ndarray, C: np.ndarray, mode: str) -> tuple[np.ndarray, np.ndarray]:
    """(D codes, outputs not decided here) for f64 codes A (T, M, K), B (T, K, N), C (T, M, N)."""
    T, M, K = A.shape
    N = B.shape[-1]
    a, b = A.view(np.float64), B.view(np.float64)
    c = np.ascontiguousarray(C).view(np.float64)
    with np.errstate(invalid="ignore"):
        oka, okb = _in_range(a), _in_range(b)
        okc = np.abs(c) < 2.0 ** 999
    redo = ~oka.all(axis=-1)[:, :, None] | ~okb.all(axis=-2)[:, None, :] | ~okc
    a, b, c = np.where(oka, a, 0.0), np.where(okb, b, 0.0), np.where(okc, c, 0.0)
    zeros = not (a != 0).all() or not (b != 0).all()
    # batch innermost: (M, K, T), (K, N, T), outputs (M, N, T)
    aT, bT, cT = (np.ascontiguousarray(np.moveaxis(x, 0, -1)) for x in (a, b, c))
    ah, al = _split(aT)
    bh, bl = _split(bT)
    out = np.empty((M, N, T))
    step = max(1, _SLICE // (M * N))
    with np.errstate(all="ignore"):
        for t0 in range(0, T, step):
            ts = slice(t0, min(T, t0 + step))
            acc = cT[..., ts]
            for k in range(K):
                A_, Ah, Al = (x[:, k, None, ts] for x in (aT, ah, al))
                B_, Bh, Bl = (x[k, None, :, ts] for x in (bT, bh, bl))
                p = A_ * B_
                pe = Ah * Bh
                pe -= p
                pe += Ah * Bl
                pe += Al * Bh
                pe += Al * Bl  # a*b = p + pe exactly
                s = acc + p
                bb = s - acc
                t = (acc - (s - bb)) + (p - bb)  # acc + p = s + t exactly
                u = t + pe
                bb = u - t
                w = (t - (u - bb)) + (pe - bb)  # t + pe = u + w exactly
                # round to odd: where inexact (w != 0) and u's last bit is even, step one unit
                # toward the exact value (+1 on the magnitude bits if w has u's sign, else -1)
                ub = u.view(np.int64)
                adj = (np.sign(w) * np.sign(u)).astype(np.int64)
                adj *= 1 - (ub & 1)
                ub += adj
                r = s + u
                if mode != "rn":
                    bb = r - s
                    e = (s - (r - bb)) + (u - bb)  # s + u = r + e exactly
                    if mode == "rz":
                        stp, target = (e != 0) & ((e < 0) != (r < 0)), 0.0
                    elif mode == "rm":
                        stp, target = e < 0, -np.inf
                    else:
                        stp, target = e > 0, np.inf
                    r = np.where(stp, np.nextafter(r, target), r)
                if zeros:  # a zero product: c + (+-0) is exact, signed-zero rules included
                    pz = p == 0
                    if pz.any():
                        r = np.where(pz, s, r)
                if mode == "rm":  # an exact zero is -0 unless both addends are +0 (IEEE 754
                    z = r == 0  # 6.3; two zero addends too, as fma_step)
                    if z.any():
                        pos = (acc == 0) & (p == 0) & ~np.signbit(acc) & ~np.signbit(p)
                        r = np.where(z & ~pos, -0.0, r)
                acc = r
            out[..., ts] = acc
    return np.ascontiguousarray(np.moveaxis(out, -1, 0)).view(np.uint64), redo
