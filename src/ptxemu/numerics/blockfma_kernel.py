"""Compiled inner loop of the dense block-FMA route (numerics/blockfma_fast.py): the same bits.

`blockfma_fast` prepares the operands (per-code values, nominal exponents, C on the accumulator
grid) and hands outputs it does not decide to the engine; between the two, the per-block work is
the same arithmetic that its numpy chunks do, here in one pass per output row:

* E = max(C's nominal exponent, max_k(ea_k + eb_k)) over the block (int32);
* each product a_k*b_k is formed exactly (float32 when 24 bits hold it, else float64), scaled by
  the power of two 2**(F - max(E, lo)) and truncated by the float -> int32 conversion (toward
  zero: magnitude truncation), and the block's products are summed exactly in int32;
* C joins on the same grid in float64 (exact), and the sum is rounded to the step format:
  RZ as trunc on the grid 2**(max(e, emin) - mbits), RN by adding and subtracting 1.5*2**(52+q)
  (one IEEE float64 addition rounds to nearest-even on that grid; exact otherwise);
* a step beyond the format's largest finite value is flagged (the caller hands it to the engine).

The loops run over a row of N outputs with k outside, so that the innermost loop streams
contiguous B rows and vectorises. Nothing here reorders or contracts floating-point operations
(numerics.jit compiles without fastmath).
"""

from __future__ import annotations

import numpy as np

from ptxemu.numerics import jit

_BIG = 1 << 13  # nominal exponent of a zero term, as in blockfma_fast


def _block_rows(va, vb, na, nb, C, c_mbits, c_ebits, c_bias, c_add, cnom_direct, F, block, lo, rz,
                mbits, emin, max_finite, res, redo):
    """va/na (T, M, K), vb/nb (T, K, N): product values and nominal exponents (int16, -_BIG for
    none); C (T, M, N) accumulator codes of an IEEE-like format (c_mbits, c_ebits, c_bias), or
    ignored with c_add (the blocks start from +0); res (T, M, N): the step-format values out
    (float32 or float64, exact); redo (T, M, N) set where C is NaN/inf or a step overflowed.
    Powers of two and exponents are built from / read off float64 bits (no libm calls), and the
    per-output work is branch-free loops over the row, so that every loop vectorises."""
    T, M, K = va.shape
    N = vb.shape[2]
    E = np.empty(N, np.int16)
    S = np.empty(N, np.int32)
    sw = np.empty(N, va.dtype)
    acc = np.empty(N, np.float64)
    cs = np.empty(N, np.float64)
    x = np.empty(N, np.float64)
    g = np.empty(N, np.float64)
    csb, xb, gb = cs.view(np.int64), x.view(np.int64), g.view(np.int64)
    emask = (1 << c_ebits) - 1
    for t in range(T):
        for m in range(M):
            crow = C[t, m]
            orow = redo[t, m]
            for n in range(N):  # the accumulator entering the first block
                c = np.int64(crow[n])
                e = (c >> c_mbits) & emask
                f = c & ((1 << c_mbits) - 1)
                special = e == emask
                sig = f | (np.int64(e != 0) << c_mbits)
                gb[n] = np.int64(max(e, 1) - c_bias - c_mbits + 1023) << 52
                v = np.float64(sig) * g[n]
                v = -v if (c >> (c_mbits + c_ebits)) & 1 else v
                v = 0.0 if special or c_add else v
                acc[n] = v
                orow[n] |= special and not c_add
                # a zero C must not raise E above tiny products (unless none can be smaller)
                dead = c_add or special or (v == 0.0 and not cnom_direct)
                E[n] = -_BIG if dead else max(e, 1) - c_bias
            for j in range(0, K, block):
                j1 = min(j + block, K)
                k = j
                while k + 4 <= j1:  # four products per pass over the row
                    e0, e1, e2, e3 = na[t, m, k], na[t, m, k + 1], na[t, m, k + 2], na[t, m, k + 3]
                    n0, n1, n2, n3 = nb[t, k], nb[t, k + 1], nb[t, k + 2], nb[t, k + 3]
                    for n in range(N):
                        E[n] = max(max(E[n], e0 + n0[n]), max(max(e1 + n1[n], e2 + n2[n]), e3 + n3[n]))
                    k += 4
                for kk in range(k, j1):
                    e0, n0 = na[t, m, kk], nb[t, kk]
                    for n in range(N):
                        E[n] = max(E[n], e0 + n0[n])
                for n in range(N):
                    # products: 2**(F - max(E, lo)); C: 2**(F - max(E, -900)) (both normal)
                    csb[n] = np.int64(F - max(E[n], lo) + 1023) << 52
                    sw[n] = cs[n]
                    csb[n] = np.int64(F - max(E[n], -900) + 1023) << 52
                    S[n] = 0
                k = j
                while k + 4 <= j1:
                    a0, a1, a2, a3 = va[t, m, k], va[t, m, k + 1], va[t, m, k + 2], va[t, m, k + 3]
                    v0, v1, v2, v3 = vb[t, k], vb[t, k + 1], vb[t, k + 2], vb[t, k + 3]
                    for n in range(N):
                        s = sw[n]  # exact product, exact scaling, truncating conversion
                        S[n] += ((np.int32(a0 * v0[n] * s) + np.int32(a1 * v1[n] * s))
                                 + (np.int32(a2 * v2[n] * s) + np.int32(a3 * v3[n] * s)))
                    k += 4
                for kk in range(k, j1):
                    a0, v0 = va[t, m, kk], vb[t, kk]
                    for n in range(N):
                        S[n] += np.int32(a0 * v0[n] * sw[n])
                for n in range(N):
                    x[n] = (np.trunc(acc[n] * cs[n]) + np.float64(S[n])) / cs[n]
                    # q: exponent of the step format's last place at x's binade (x is 0 or normal)
                    q = max(((xb[n] >> 52) & 0x7FF) - 1023, emin) - mbits
                    if rz:  # trunc(x / 2**q) * 2**q
                        gb[n] = (1023 - q) << 52
                        y = np.trunc(x[n] * g[n])
                        gb[n] = (1023 + q) << 52
                        r = y * g[n]
                    else:  # one float64 addition rounds to nearest-even on the grid 2**q
                        gb[n] = ((1023 + 52 + q) << 52) | (np.int64(1) << 51)
                        r = (x[n] + g[n]) - g[n]
                    r += 0.0  # a tiny negative value rounded to zero is +0
                    o = abs(r) > max_finite
                    orow[n] |= o
                    r = 0.0 if o else r
                    acc[n] = r
                    g[n] = r
                    # the accumulator's nominal exponent for the next block (-_BIG: zero)
                    E[n] = -_BIG if r == 0.0 else max(((gb[n] >> 52) & 0x7FF) - 1023, emin)
            rrow = res[t, m]
            for n in range(N):
                rrow[n] = acc[n]


_kernel = jit.kernel(_block_rows)


def available() -> bool:
    return _kernel is not None and jit.active()


def block_rows(va: np.ndarray, vb: np.ndarray, na: np.ndarray, nb: np.ndarray, C: np.ndarray, *,
               c_fmt, c_add: bool, cnom_direct: bool, F: int, block: int, lo: int, rz: bool,
               step_fmt, res_dtype) -> tuple[np.ndarray, np.ndarray]:
    """Run the kernel: (step-format values (T, M, N) of res_dtype, outputs to redo)."""
    res = np.empty(C.shape, res_dtype)
    redo = np.zeros(C.shape, np.bool_)
    max_finite = np.ldexp(float(step_fmt.max_sig), step_fmt.emax - step_fmt.precision + 1)
    _kernel(np.ascontiguousarray(va), np.ascontiguousarray(vb), np.ascontiguousarray(na),
            np.ascontiguousarray(nb), np.ascontiguousarray(C), int(c_fmt.mbits), int(c_fmt.ebits),
            int(c_fmt.bias), bool(c_add), bool(cnom_direct), int(F), int(block), int(lo), bool(rz),
            int(step_fmt.mbits), int(step_fmt.emin), float(max_finite), res, redo)
    return res, redo


__all__ = ["available", "block_rows"]
