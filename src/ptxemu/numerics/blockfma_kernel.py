"""Compiled inner loops of the dense block-FMA route (numerics/blockfma_fast.py): the same bits.

`blockfma_fast` prepares the operands (per-code values and nominal exponents) and hands the
outputs it does not decide (a NaN/inf input) to the engine. What runs here is, per output and
per block of K, the datapath that its numpy chunks compute:

* E = max(the accumulator's nominal exponent, max_k(ea_k + eb_k)) over the block;
* each product a_k*b_k is formed exactly (float32 when 24 bits hold it, else float64), scaled by
  the power of two 2**(F - max(E, lo)) and truncated by the float -> int32 conversion (toward
  zero: magnitude truncation); the block's products are summed exactly in int32;
* the accumulator joins on the same grid in float64 (exact), and the sum is rounded to the step
  format: RZ as trunc on the grid 2**q, q = max(e, emin) - mbits; RN by adding and subtracting
  1.5*2**(52+q) (one IEEE float64 addition rounds to nearest-even on that grid);
* a step beyond the step format's largest finite value becomes an inf of its sign, and stays inf
  through the later blocks (the engine's rule when no input is NaN/inf).

Two loop orders, one arithmetic: `_rows_n` (a row of N outputs per (t, m): the innermost loop
streams contiguous B rows) for long N, `_runs` (a run of batch entries per (m, n), from
cache-resident transposed copies) for short N. Powers of two and exponents are built from / read off
float64 bits in registers (no libm calls) and the per-output steps are branch-free loops, so that every loop
vectorises. Nothing here reorders or contracts floating-point operations (numerics.jit compiles
without fastmath).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.numerics import jit

_BIG = 1 << 13  # nominal exponent of a zero term, as in blockfma_fast
BIG = _BIG
_from_bits, _bits, _f32_from_bits = jit.f64_from_bits, jit.bits_of_f64, jit.f32_from_bits
_LANES = 64  # batch entries per run in the batch-innermost layout
_ROWS = 16  # rows of A / C / D per block of a run: the block's scratch stays in cache


def _c_entry(crow, c_mbits, c_ebits, c_bias, c_add, cnom_direct, acc, E, orow, count):
    """The accumulator entering the first block, from C codes: value (0 for NaN/inf, flagged in
    orow for the engine) and nominal exponent (-_BIG: none). `count` lanes (a literal where the
    caller has one: LLVM then vectorises the fixed trip count)."""
    emask = (1 << c_ebits) - 1
    for n in range(count):
        c = np.int64(crow[n])
        e = (c >> c_mbits) & emask
        special = e == emask
        if c_mbits == 23:  # float32 codes: the value is the code's own bits
            v = np.float64(_f32_from_bits(c))
        else:
            sig = (c & ((1 << c_mbits) - 1)) | (np.int64(e != 0) << c_mbits)
            v = np.float64(sig) * _from_bits(np.int64(max(e, 1) - c_bias - c_mbits + 1023) << 52)
            v = -v if (c >> (c_mbits + c_ebits)) & 1 else v
        v = 0.0 if special or c_add else v
        acc[n] = v
        orow[n] |= special and not c_add
        # a zero C must not raise E above tiny products (unless none can be smaller)
        dead = c_add or special or (v == 0.0 and not cnom_direct)
        E[n] = -_BIG if dead else max(e, 1) - c_bias


def _scales(E, sw, cs, F, lo, count):
    """Per output: products' scale 2**(F - max(E, lo)), accumulator's 2**(F - max(E, -900))."""
    for n in range(count):
        sw[n] = _from_bits(np.int64(F - max(E[n], lo) + 1023) << 52)
        cs[n] = _from_bits(np.int64(F - max(E[n], -900) + 1023) << 52)


def _step(acc, S, E, cs, rz, mbits, emin, max_finite, dst, last, count):
    """dst := the step format's rounding of acc + S (on the grid cs); unless `last`, E := its
    nominal exponent for the next block (dst is acc then, or the output row after the last)."""
    for n in range(count):
        # / cs as a product with its exact inverse (a power of two, normal: no division)
        x = (np.trunc(acc[n] * cs[n]) + np.float64(S[n])) * _from_bits((2046 << 52) - _bits(cs[n]))
        # q: exponent of the step format's last place at x's binade (x is 0, normal or inf)
        q = min(max(((_bits(x) >> 52) & 0x7FF) - 1023, emin), 900) - mbits
        if rz:  # trunc(x / 2**q) * 2**q
            r = np.trunc(x * _from_bits((1023 - q) << 52)) * _from_bits((1023 + q) << 52)
        else:  # one float64 addition rounds to nearest-even on the grid 2**q
            g = _from_bits(((1023 + 52 + q) << 52) | (np.int64(1) << 51))
            r = (x + g) - g
        r += 0.0  # a tiny negative value rounded to zero is +0
        if abs(r) > max_finite:  # overflow (or an inf accumulator): inf of the sum's sign
            r = np.inf if x > 0 else -np.inf
        dst[n] = r
        if not last:
            E[n] = -_BIG if r == 0.0 else max(((_bits(r) >> 52) & 0x7FF) - 1023, emin)


def _rows_n(va, vb, na, nb, C, c_mbits, c_ebits, c_bias, c_add, cnom_direct, F, block, lo, rz,
            mbits, emin, max_finite, res, redo):
    """Long rows: va/na (T, M, K), vb/nb (T, K, N) product values and nominal exponents (float32
    lanes: numba would widen int16 sums to int64; -_BIG for none); C (T, M, N) accumulator codes
    of an IEEE-like format (c_mbits, c_ebits, c_bias), ignored with c_add (the blocks start from
    +0); res (T, M, N): the step-format values out (float32 or float64, exact); redo (T, M, N)
    set where C is NaN/inf."""
    T, M, K = va.shape
    N = vb.shape[2]
    E = np.empty(N, np.float32)
    S = np.empty(N, np.int32)
    sw = np.empty(N, va.dtype)
    acc = np.empty(N, np.float64)
    cs = np.empty(N, np.float64)
    for t in range(T):
        for m in range(M):
            _c_entry(C[t, m], c_mbits, c_ebits, c_bias, c_add, cnom_direct, acc, E, redo[t, m], N)
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
                _scales(E, sw, cs, F, lo, N)
                S[:] = 0
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
                if j1 < K:
                    _step(acc, S, E, cs, rz, mbits, emin, max_finite, acc, False, N)
                else:  # the last step writes the output row
                    _step(acc, S, E, cs, rz, mbits, emin, max_finite, res[t, m], True, N)


def _decode(c, tv, tn, fbits):
    """(value, nominal exponent) of one element code: by the per-code tables, or (fbits > 0) from
    the bits of a float32 container whose low fbits bits are ignored (tf32); NaN/inf read as
    (0, -_BIG): their outputs go to the engine. Branch-free, so that the decoding loops
    vectorise."""
    if fbits == 0:
        return tv[c], tn[c]
    b = np.int64(c) & (0xFFFFFFFF ^ ((1 << fbits) - 1))
    ef = (b >> 23) & 0xFF
    live = ef != 0xFF and (b & 0x7FFFFFFF) != 0
    return _f32_from_bits(b if live else 0), np.float32(max(ef, 1) - 127 if live else -_BIG)


def _lane_store(src, dst, i):
    """dst[:, i] := src (a contiguous row into one lane of lane-innermost scratch)."""
    for j in range(src.shape[0]):
        dst[j, i] = src[j]


def _decode_lanes(codes, tv, tn, fbits, scodes, stv, stn, scaled, sign, signed, val, nom):
    """val/nom := the decoded lanes of `codes`, times their scales (scodes) and signs where asked:
    separate loops, so that each vectorises."""
    for i in range(codes.shape[0]):
        val[i], nom[i] = _decode(codes[i], tv, tn, fbits)
    if scaled:
        for i in range(codes.shape[0]):
            val[i] *= stv[scodes[i]]
            nom[i] += stn[scodes[i]]
    if signed:
        for i in range(codes.shape[0]):
            val[i] *= sign[i]


def _runs(A, B, atv, atn, afb, btv, btn, bfb, SA, SB, stv, stn, chunk, sga, sgb, C, c_mbits,
          c_ebits, c_bias, c_add, cnom_direct, F, block, lo, rz, mbits, emin, max_finite, res, redo):
    """Short rows: the work runs along the batch. A (T, M, K) and B (T, K, N) are element codes,
    decoded by per-code tables (atv/atn, btv/btn: value as the product type, int16 nominal
    exponent) or from float32 bits (afb/bfb > 0: tf32); SA (T, M, KS) / SB (T, KS, N) scale codes
    (stv/stn tables, `chunk` elements per scale along K; one neutral scale when unscaled);
    sga/sgb (T,) +-1 per batch entry (wgmma's imm-scale negation). Per run of _LANES batch
    entries, and per block of _ROWS rows of A, C and D, the codes (and C) are transposed into
    lane-innermost scratch arrays and decoded there, then every output (m, n) is a vector of
    lanes. res/redo (T, M, N) as in _rows_n.

    Loop orders are chosen for the machine, not the arithmetic: the transposes read each batch
    entry's codes contiguously and store with a stride (strided loads would become gathers);
    decoding, scaling and negation run along the contiguous lanes, where they vectorise; the
    exponent maximum and the products take four k per pass over the lanes."""
    T, M, K = A.shape
    N = B.shape[2]
    KS = SA.shape[2]
    L = _LANES
    MB = min(M, _ROWS)
    scaled = chunk < K or stv.shape[0] > 1  # else one neutral scale: skip its lookups
    signed = False  # any -1 among the negations
    for t in range(T):
        signed |= sga[t] != 1 or sgb[t] != 1
    ca = np.zeros((MB, K, L), A.dtype)  # codes, lanes innermost (code 0 decodes to a zero term)
    cb = np.zeros((K, N, L), B.dtype)
    csa = np.zeros((MB, KS, L), SA.dtype)
    csb = np.zeros((KS, N, L), SB.dtype)
    sa_l = np.ones(L, atv.dtype)
    sb_l = np.ones(L, atv.dtype)
    tva = np.empty((MB, K, L), atv.dtype)
    tna = np.empty((MB, K, L), np.float32)
    tvb = np.empty((K, N, L), btv.dtype)
    tnb = np.empty((K, N, L), np.float32)
    tC = np.zeros((MB, N, L), C.dtype)
    tR = np.zeros((MB, N, L), res.dtype)
    tO = np.zeros((MB, N, L), np.bool_)
    # flat views: a batch entry's codes are one row, a scratch array's lanes one column
    A2, B2, C2 = A.reshape(T, M * K), B.reshape(T, K * N), C.reshape(T, M * N)
    SA2, SB2 = SA.reshape(T, M * KS), SB.reshape(T, KS * N)
    ca2, cb2, tC2 = ca.reshape(MB * K, L), cb.reshape(K * N, L), tC.reshape(MB * N, L)
    csa2, csb2 = csa.reshape(MB * KS, L), csb.reshape(KS * N, L)
    E = np.empty(L, np.float32)  # float32 lanes: numba would widen int16 sums to int64
    S = np.empty(L, np.int32)
    sw = np.empty(L, atv.dtype)
    acc = np.empty(L, np.float64)
    cs = np.empty(L, np.float64)
    for t0 in range(0, T, L):
        w = min(T, t0 + L) - t0
        if w < L:  # the last run: unused lanes hold zero codes (zero products) and a zero C
            ca[:] = 0
            cb[:] = 0
            tC[:] = 0
        # B (and the per-entry signs) once per run; flat rows: the stores' only index is the lane
        for i in range(w):
            t = t0 + i
            _lane_store(B2[t], cb2, i)
            if scaled:
                _lane_store(SB2[t], csb2, i)
            if signed:
                sa_l[i], sb_l[i] = sga[t], sgb[t]
        for k in range(K):
            for n in range(N):
                _decode_lanes(cb[k, n], btv, btn, bfb, csb[k // chunk, n], stv, stn, scaled, sb_l, signed,
                              tvb[k, n], tnb[k, n])
        # A, C and D a block of MB rows at a time: the scratch stays in the first-level cache
        for m0 in range(0, M, MB):
            mb = min(M, m0 + MB) - m0
            for i in range(w):
                t = t0 + i
                _lane_store(A2[t, m0 * K:(m0 + mb) * K], ca2, i)
                _lane_store(C2[t, m0 * N:(m0 + mb) * N], tC2, i)
                if scaled:
                    _lane_store(SA2[t, m0 * KS:(m0 + mb) * KS], csa2, i)
            for m in range(mb):
                for k in range(K):
                    _decode_lanes(ca[m, k], atv, atn, afb, csa[m, k // chunk], stv, stn, scaled, sa_l,
                                  signed, tva[m, k], tna[m, k])
            anyo = False  # any NaN/inf C in this block
            for m in range(mb):
                for n in range(N):
                    ol = tO[m, n]
                    ol[:] = False
                    _c_entry(tC[m, n], c_mbits, c_ebits, c_bias, c_add, cnom_direct, acc, E, ol, L)
                    for j in range(0, K, block):
                        j1 = min(j + block, K)
                        k = j
                        while k + 4 <= j1:
                            a0, a1, a2, a3 = tna[m, k], tna[m, k + 1], tna[m, k + 2], tna[m, k + 3]
                            b0, b1, b2, b3 = tnb[k, n], tnb[k + 1, n], tnb[k + 2, n], tnb[k + 3, n]
                            for i in range(L):
                                E[i] = max(max(E[i], a0[i] + b0[i]),
                                           max(max(a1[i] + b1[i], a2[i] + b2[i]), a3[i] + b3[i]))
                            k += 4
                        for kk in range(k, j1):
                            a0, b0 = tna[m, kk], tnb[kk, n]
                            for i in range(L):
                                E[i] = max(E[i], a0[i] + b0[i])
                        _scales(E, sw, cs, F, lo, L)
                        S[:] = 0
                        k = j
                        while k + 4 <= j1:
                            a0, a1, a2, a3 = tva[m, k], tva[m, k + 1], tva[m, k + 2], tva[m, k + 3]
                            b0, b1, b2, b3 = tvb[k, n], tvb[k + 1, n], tvb[k + 2, n], tvb[k + 3, n]
                            for i in range(L):
                                s = sw[i]  # exact product, exact scaling, truncating conversion
                                S[i] += ((np.int32(a0[i] * b0[i] * s) + np.int32(a1[i] * b1[i] * s))
                                         + (np.int32(a2[i] * b2[i] * s) + np.int32(a3[i] * b3[i] * s)))
                            k += 4
                        for kk in range(k, j1):
                            a0, b0 = tva[m, kk], tvb[kk, n]
                            for i in range(L):
                                S[i] += np.int32(a0[i] * b0[i] * sw[i])
                        if j1 < K:
                            _step(acc, S, E, cs, rz, mbits, emin, max_finite, acc, False, L)
                        else:
                            _step(acc, S, E, cs, rz, mbits, emin, max_finite, tR[m, n], True, L)
                    o = False
                    for i in range(L):
                        o |= ol[i]
                    anyo |= o
            # back to (t, M, N): contiguous stores of each entry's rows, strided loads
            for i in range(w):
                t = t0 + i
                for m in range(mb):
                    for n in range(N):
                        res[t, m0 + m, n] = tR[m, n, i]
            if anyo:  # rare: no read-modify-write of redo otherwise
                for m in range(mb):
                    for n in range(N):
                        for i in range(w):
                            if tO[m, n, i]:
                                redo[t0 + i, m0 + m, n] = True


def _mag_range(codes, mask, top):
    """(how many magnitudes are >= top, smallest non-zero magnitude (mask + 1 if none), largest
    magnitude below top (0 if none)) of codes & mask: one pass of plain reductions (they
    vectorise)."""
    nbig = 0
    none = np.int64(mask) + 1
    low = none
    hi = np.int64(0)
    for i in range(codes.shape[0]):
        m = np.int64(codes[i]) & mask
        big = m >= top
        nbig += big
        hi = max(hi, 0 if big else m)
        low = min(low, none if m == 0 else m)
    return nbig, low, hi


def _decode_all(codes, tv, tn, fbits, val, nom):
    """val/nom (flat) := _decode of every code (flat): one pass for both."""
    for i in range(codes.shape[0]):
        val[i], nom[i] = _decode(codes[i], tv, tn, fbits)


_c_entry = jit.kernel(_c_entry, inline=True)
_scales = jit.kernel(_scales, inline=True)
_step = jit.kernel(_step, inline=True)
_kernel_n = jit.kernel(_rows_n)
_decode = jit.kernel(_decode, inline=True)
decode_code = _decode  # for the other compiled routes (tile_kernel), inlined into them
_lane_store = jit.kernel(_lane_store, inline=True)
_decode_lanes = jit.kernel(_decode_lanes, inline=True)
_kernel_t = jit.kernel(_runs)
_kernel_dec = jit.kernel(_decode_all)
_kernel_range = jit.kernel(_mag_range)


def available() -> bool:
    return _kernel_n is not None and jit.active()


def block_rows(va: np.ndarray, vb: np.ndarray, na: np.ndarray, nb: np.ndarray, C: np.ndarray, *,
               c_fmt, c_add: bool, cnom_direct: bool, F: int, block: int, lo: int, rz: bool,
               step_fmt, res_dtype) -> tuple[np.ndarray, np.ndarray]:
    """Long rows: D's step-format values (T, M, N) of res_dtype, and where C is NaN/inf, from the
    product values and nominal exponents va/na (T, M, K), vb/nb (T, K, N) and C codes (T, M, N)."""
    res = np.empty(C.shape, res_dtype)
    redo = np.zeros(C.shape, np.bool_)
    _kernel_n(np.ascontiguousarray(va), np.ascontiguousarray(vb), np.ascontiguousarray(na, dtype=np.float32),
              np.ascontiguousarray(nb, dtype=np.float32), np.ascontiguousarray(C), *_tail(
                  c_fmt, c_add, cnom_direct, F, block, lo, rz, step_fmt), res, redo)
    return res, redo


@dataclass(frozen=True)
class Side:
    """One multiplicand for `block_runs`: element codes with their decoding, optional scales."""

    codes: np.ndarray  # (T, M, K) for A, (T, K, N) for B
    values: np.ndarray  # per-code value table (the product type), or a 1-element dummy
    noms: np.ndarray  # per-code int16 nominal exponent table (-BIG: zero / NaN / inf)
    fbits: int = 0  # > 0: no tables; float32 containers whose low fbits bits are ignored (tf32)
    scales: np.ndarray | None = None  # (T, M, K/chunk) for A, (T, K/chunk, N) for B
    sign: np.ndarray | None = None  # (T,) +-1 per batch entry


def block_runs(a: Side, b: Side, C: np.ndarray, *, scale_values: np.ndarray | None = None,
               scale_noms: np.ndarray | None = None, chunk: int = 0,
               c_fmt, c_add: bool, cnom_direct: bool, F: int, block: int, lo: int, rz: bool, step_fmt,
               res_dtype) -> tuple[np.ndarray, np.ndarray]:
    """Short rows, from codes: like block_rows, with the decoding, block scaling and negation done
    by the kernel on each run of batch entries."""
    T, M, K = a.codes.shape
    N = b.codes.shape[-1]
    wt = a.values.dtype
    if a.scales is None:
        sa, sb = np.zeros((T, M, 1), np.uint8), np.zeros((T, 1, N), np.uint8)
        scale_values, scale_noms, chunk = np.ones(1, wt), np.zeros(1, np.int16), K
    else:
        sa, sb = a.scales, b.scales
    one = np.ones(T, wt)
    res = np.empty(C.shape, res_dtype)
    redo = np.zeros(C.shape, np.bool_)
    _kernel_t(np.ascontiguousarray(a.codes), np.ascontiguousarray(b.codes), a.values, a.noms,
              int(a.fbits), b.values.astype(wt, copy=False), b.noms, int(b.fbits), np.ascontiguousarray(sa),
              np.ascontiguousarray(sb), scale_values.astype(wt, copy=False), scale_noms, int(chunk),
              one if a.sign is None else a.sign.astype(wt), one if b.sign is None else b.sign.astype(wt),
              np.ascontiguousarray(C), *_tail(c_fmt, c_add, cnom_direct, F, block, lo, rz, step_fmt),
              res, redo)
    return res, redo


def decode(codes: np.ndarray, values: np.ndarray, noms: np.ndarray,
           fbits: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """(values as values.dtype, float32 nominal exponents) of element codes, by the per-code
    tables or (fbits > 0) from tf32 bits, as the short-row kernel decodes them."""
    c = np.ascontiguousarray(codes)
    val = np.empty(c.shape, values.dtype)
    nom = np.empty(c.shape, np.float32)
    _kernel_dec(c.reshape(-1), values, noms, int(fbits), val.reshape(-1), nom.reshape(-1))
    return val, nom


def mag_range(codes: np.ndarray, mask: int, top: int) -> tuple[bool, int, int]:
    """(any code whose magnitude (codes & mask) is >= top, the smallest non-zero magnitude
    (mask + 1 if none), the largest magnitude below top (0 if none))."""
    nbig, low, hi = _kernel_range(np.ascontiguousarray(codes).reshape(-1), int(mask), int(top))
    return nbig > 0, int(low), int(hi)


def _tail(c_fmt, c_add: bool, cnom_direct: bool, F: int, block: int, lo: int, rz: bool, step_fmt) -> tuple:
    max_finite = np.ldexp(float(step_fmt.max_sig), step_fmt.emax - step_fmt.precision + 1)
    return (int(c_fmt.mbits), int(c_fmt.ebits), int(c_fmt.bias), bool(c_add), bool(cnom_direct), int(F),
            int(block), int(lo), bool(rz), int(step_fmt.mbits), int(step_fmt.emin), float(max_finite))


__all__ = ["available", "block_rows", "block_runs", "decode", "decode_code", "mag_range", "Side", "BIG"]
