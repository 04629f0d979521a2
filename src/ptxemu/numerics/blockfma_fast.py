"""Table-driven fast evaluator of the dense block-FMA models: the same bits as blockfma.evaluate.

`blockfma._evaluate_f64` spends most of its time decoding codes into int64 parts and streaming
(..., M, N) float64 arrays through memory once per product. This evaluator computes the same
datapath (nominal alignment, magnitude truncation, C in the block, +0 zeros) as follows:

* codes of 8/16-bit input formats are decoded by per-code tables (value, nominal exponent);
* the outputs are processed in cache-sized chunks, laid out (t, M, N) when N is long and
  (M, N, t) (batch innermost) when it is short, so that every per-k pass runs over contiguous,
  cache-resident memory;
* per block the largest exponent field E is an int16 max over k; every product is formed exactly
  (float32 when 24 bits hold it and the exponents stay in range, else float64), scaled by the
  power of two 2**(F - E) and truncated by the float -> int32 conversion (toward zero = magnitude
  truncation), then summed exactly in int32 (block * 2**(F+2) <= 2**31);
* C joins the sum truncated to the same grid in float64 (exact: < 2**(F+7));
* the step rounding is a float64 significand mask (RZ) or an IEEE cast (RN).

Outputs this path does not decide (a NaN/inf input or accumulator, a step that overflows) are
handed to `blockfma.evaluate` itself, so the special-value rules stay in one place.
tests/numerics/test_fastpath_dense.py checks the two routes bit for bit.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ptxemu.numerics.blockfma import BlockFMA, _convert, evaluate, ieee_add
from ptxemu.numerics.fp import CODE_DTYPE, FORMATS, Decoded, FloatFormat, decode

_BIG = 1 << 13  # nominal exponent of a zero term (int16: sums of two stay in range)
_FLOAT = {"f32": (np.float32, np.uint32), "f16": (np.float16, np.uint16)}
_CHUNK = 1 << 15  # outputs per chunk: the per-k temporaries stay in L2


def applies(model: BlockFMA, a_fmt: FloatFormat, b_fmt: FloatFormat, c_fmt: FloatFormat,
            out_fmt: FloatFormat) -> bool:
    """The model's datapath is the one this module computes, and the codes are table-sized."""
    fmt = model.step_format
    return (model.align_ref == "nominal" and model.align_rounding == "rz" and model.acc_in_block
            and model.zero_sign == "pos" and not (model.step_ftz or model.c_ftz or model.out_ftz)
            and model.overflow_inf and fmt is not None and fmt.ebits <= 8
            and out_fmt.name in _FLOAT and c_fmt.name in _FLOAT and c_fmt == out_fmt
            and a_fmt.width <= 16 and b_fmt.width <= 16 and not a_fmt.keep_low_bits
            and not b_fmt.keep_low_bits and a_fmt.mbits + b_fmt.mbits + 2 <= 53
            and model.block * (1 << (model.align_bits + 2)) <= (1 << 31)
            and model.step_rounding in ("rz", "rn")
            and (model.step_rounding == "rz" or fmt.name in _FLOAT)
            and model.out_rounding in ("rz", "rn")
            and model.k_order in ("natural", "mod4_halves") and model.c_entry in ("block", "add"))


@cache
def _tables(fmt_name: str, as_name: str | None) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """Per code: float64 value (0 for NaN/inf), int16 nominal exponent (exponent field, emin for
    subnormals, of the value re-encoded in `as_name` when given; -_BIG for zero/NaN/inf), and
    NaN-or-inf; plus the significand bits of the format the products are formed from."""
    fmt = FORMATS[fmt_name]
    d = decode(np.arange(1 << fmt.width), fmt)
    if as_name is not None:
        d = _convert(d, FORMATS[as_name])
    special = d.nan | d.inf
    v = np.ldexp(np.where(special, 0, d.sig).astype(np.float64), d.exp.astype(np.int32))
    v = np.where(d.neg, -v, v)
    nom = np.where((d.sig == 0) | special, -_BIG, d.exp + d.mbits).astype(np.int16)
    return v, nom, special, fmt.mbits + 1


def _round(v: np.ndarray, fmt: FloatFormat, mode: str) -> np.ndarray:
    """Exact float64 values -> float64 values rounded to fmt's precision and exponent range
    (overflow is left to the caller: RZ stays finite below 2**(emax+1), RN gives inf)."""
    if mode == "rn":  # fmt is f32 / f16 (applies()): numpy's casts round to nearest even
        with np.errstate(over="ignore"):
            return v.astype(_FLOAT[fmt.name][0]).astype(np.float64)
    # RZ: drop the float64 significand bits below fmt's precision (normal range) ...
    keep = np.int64(~((1 << (52 - fmt.mbits)) - 1))
    r = (v.view(np.int64) & keep).view(np.float64)
    # ... and below the subnormal grid 2**(emin - mbits) for values under 2**emin
    sub = np.abs(v) < 2.0 ** fmt.emin
    if sub.any():
        g = fmt.emin - fmt.mbits
        r = np.where(sub, np.ldexp(np.trunc(np.ldexp(v, -g)), g), r)
    return r


def _pow2(n: np.ndarray, dtype) -> np.ndarray:
    """2.0**n built from the bits (n within the normal exponent range of dtype)."""
    if dtype == np.float32:
        return ((n.astype(np.int32) + 127) << 23).view(np.float32)
    return ((n.astype(np.int64) + 1023) << 52).view(np.float64)


class _Chunked:
    """Operands arranged k-major for one chunk: ak[k] (.., M, 1) and bk[k] (.., 1, N) broadcast
    to the chunk's output layout."""

    def __init__(self, va, na, vb, nb, batch_last: bool, t0: int, t1: int) -> None:
        if batch_last:  # va (M, K, T), vb (K, N, T): outputs (M, N, t)
            self.va = np.moveaxis(va[:, :, t0:t1], 1, 0)[:, :, None, :]
            self.na = np.moveaxis(na[:, :, t0:t1], 1, 0)[:, :, None, :]
            self.vb = vb[:, None, :, t0:t1]
            self.nb = nb[:, None, :, t0:t1]
        else:  # va (T, M, K), vb (T, K, N): outputs (t, M, N)
            self.va = np.moveaxis(va[t0:t1], -1, 0)[..., None]
            self.na = np.moveaxis(na[t0:t1], -1, 0)[..., None]
            self.vb = np.moveaxis(vb[t0:t1], -2, 0)[:, :, None, :]
            self.nb = np.moveaxis(nb[t0:t1], -2, 0)[:, :, None, :]


def _blocks(model: BlockFMA, ch: _Chunked, acc: np.ndarray, acc_nom: np.ndarray, K: int,
            wt, lo: int) -> tuple[np.ndarray, np.ndarray]:
    """All blocks of one chunk: exact float64 accumulator values in, (values, overflowed) out."""
    F, fmt = model.align_bits, model.step_format
    shape = acc.shape
    E = np.empty(shape, np.int16)
    t16 = np.empty(shape, np.int16)
    tmp = np.empty(shape, wt)
    ti = np.empty(shape, np.int32)
    S = np.empty(shape, np.int32)
    over = np.zeros(shape, bool)
    max_finite = np.ldexp(float(fmt.max_sig), fmt.emax - fmt.precision + 1)
    for j in range(0, K, model.block):
        kk = range(j, min(j + model.block, K))
        np.copyto(E, acc_nom)
        for k in kk:
            np.add(ch.na[k], ch.nb[k], out=t16)
            np.maximum(E, t16, out=E)
        E = np.where(E < -_BIG // 2, np.int16(0), E)  # every term is zero: any grid will do
        # products: every live one has a nominal exponent >= lo, so a lower E means no live
        # product and the clamp keeps the scale a normal number without changing anything
        sw = _pow2(F - np.maximum(E, lo), wt)
        S.fill(0)
        for k in kk:
            np.multiply(ch.va[k], ch.vb[k], out=tmp)  # exact product
            np.multiply(tmp, sw, out=ti, casting="unsafe")  # exact scaling; int cast truncates
            np.add(S, ti, out=S)
        cs = _pow2(F - E, np.float64)
        x = np.trunc(acc * cs)  # C on the grid: exact (|acc| * cs < 2**(F+1))
        x += S
        x /= cs  # exact: a power of two, normal range
        v = _round(x, fmt, model.step_rounding)
        with np.errstate(invalid="ignore"):
            o = ~(np.abs(v) <= max_finite)
        over |= o
        acc = np.where(o, 0.0, v) + 0.0  # -0 -> +0
        if j + model.block < K:
            e = ((acc.view(np.int64) >> 52) & 0x7FF).astype(np.int16) - np.int16(1023)
            acc_nom = np.where(acc == 0, np.int16(-_BIG), np.maximum(e, np.int16(fmt.emin)))
    return acc, over


def evaluate_codes(model: BlockFMA, A: np.ndarray, B: np.ndarray, C: np.ndarray, a_fmt: FloatFormat,
                   b_fmt: FloatFormat, c_fmt: FloatFormat, out_fmt: FloatFormat,
                   neg_a: np.ndarray | bool = False, neg_b: np.ndarray | bool = False) -> np.ndarray:
    """D = A·B + C under `model` (applies() must hold) from codes; the same bits as
    blockfma.evaluate on the decoded operands (A, B negated where neg_a / neg_b)."""
    M, K = A.shape[-2:]
    N = B.shape[-1]
    bshape = np.broadcast_shapes(A.shape[:-2], B.shape[:-2], C.shape[:-2], np.shape(neg_a)[:-2],
                                 np.shape(neg_b)[:-2])
    T = int(np.prod(bshape, dtype=np.int64))
    as_name = model.inputs_as.name if model.inputs_as is not None else None
    tva, tna, tsp, pa = _tables(a_fmt.name, as_name)
    tvb, tnb, tspb, pb = _tables(b_fmt.name, as_name)
    if model.k_order == "mod4_halves":
        k = np.arange(K)
        idx = np.concatenate([k[k % 4 < 2], k[k % 4 >= 2]])
        Ak, Bk = A[..., idx], B[..., idx, :]
    else:
        Ak, Bk = A, B
    Ak = np.broadcast_to(Ak, bshape + (M, K)).reshape(T, M, K)
    Bk = np.broadcast_to(Bk, bshape + (K, N)).reshape(T, K, N)
    Cc = np.broadcast_to(C, bshape + (M, N)).reshape(T, M, N)
    na, nb = tna[Ak], tnb[Bk]
    live = np.concatenate([na[na > -_BIG].ravel(), nb[nb > -_BIG].ravel()])
    lmin = int(live.min()) if live.size else 0
    lmax = int(live.max()) if live.size else 0
    # float32 products are exact with <= 24 significant bits and exponents that keep products
    # and scales (2**(F - E), E up to the f32 accumulator's 127) normal
    f32ok = pa + pb <= 24 and lmin >= -50 and lmax <= 50
    wt = np.float32 if f32ok else np.float64
    lo = 2 * lmin if live.size else 0
    va, vb = tva.astype(wt)[Ak], tvb.astype(wt)[Bk]
    na_, nb_ = np.broadcast_to(neg_a, bshape + (1, 1)), np.broadcast_to(neg_b, bshape + (1, 1))
    if np.any(na_):
        va = np.where(na_.reshape(T, 1, 1), -va, va)
    if np.any(nb_):
        vb = np.where(nb_.reshape(T, 1, 1), -vb, vb)
    # outputs this path leaves to the engine: a NaN/inf among the inputs of the output
    redo = np.zeros((T, M, N), bool)
    if tsp[Ak].any():
        redo |= tsp[Ak].any(axis=-1)[:, :, None]
    if tspb[Bk].any():
        redo |= tspb[Bk].any(axis=-2)[:, None, :]
    ftype, utype = _FLOAT[c_fmt.name]
    if model.c_entry == "add":
        acc_all = np.zeros((T, M, N))
        cnom_all = np.full((T, M, N), -_BIG, np.int16)
    else:
        with np.errstate(invalid="ignore"):
            acc_all = Cc.view(ftype).astype(np.float64)
        bexp = ((Cc >> c_fmt.mbits) & ((1 << c_fmt.ebits) - 1)).astype(np.int16)
        cspec = bexp == (1 << c_fmt.ebits) - 1
        if cspec.any():
            redo |= cspec
            acc_all = np.where(cspec, 0.0, acc_all)
        cnom_all = np.where(acc_all == 0, np.int16(-_BIG), np.maximum(bexp, 1) - np.int16(c_fmt.bias))
    batch_last = N < 64 and T > 1
    if batch_last:
        va, na = np.ascontiguousarray(np.moveaxis(va, 0, -1)), np.ascontiguousarray(np.moveaxis(na, 0, -1))
        vb, nb = np.ascontiguousarray(np.moveaxis(vb, 0, -1)), np.ascontiguousarray(np.moveaxis(nb, 0, -1))
        acc_all, cnom_all = np.moveaxis(acc_all, 0, -1), np.moveaxis(cnom_all, 0, -1)
        res = np.empty((M, N, T))
        ovf = np.empty((M, N, T), bool)
    else:
        res = np.empty((T, M, N))
        ovf = np.empty((T, M, N), bool)
    step = max(1, _CHUNK // (M * N))
    for t0 in range(0, T, step):
        t1 = min(T, t0 + step)
        ch = _Chunked(va, na, vb, nb, batch_last, t0, t1)
        sl = (Ellipsis, slice(t0, t1)) if batch_last else (slice(t0, t1),)
        acc = np.ascontiguousarray(acc_all[sl])
        cnom = np.ascontiguousarray(cnom_all[sl])
        r, o = _blocks(model, ch, acc, cnom, K, wt, lo)
        res[sl] = r
        ovf[sl] = o
    if batch_last:
        res, ovf = np.moveaxis(res, -1, 0), np.moveaxis(ovf, -1, 0)
    fmt = model.step_format
    if out_fmt.precision < fmt.precision or out_fmt.emin > fmt.emin:
        res = _round(res, out_fmt, model.out_rounding)
    out = res.astype(_FLOAT[out_fmt.name][0]).view(_FLOAT[out_fmt.name][1])
    if model.c_entry == "add":
        out = ieee_add(out, Cc, out_fmt)
    redo |= ovf
    if redo.any():
        out = np.array(out, copy=True)
        ti, mi, ni = np.nonzero(redo)
        a = decode(Ak[ti, mi][:, None, :] if model.k_order == "natural"
                   else np.broadcast_to(A, bshape + (M, K)).reshape(T, M, K)[ti, mi][:, None, :], a_fmt)
        b = decode((Bk if model.k_order == "natural"
                    else np.broadcast_to(B, bshape + (K, N)).reshape(T, K, N))[ti, :, ni][:, :, None], b_fmt)
        a = a.negate(na_.reshape(T)[ti][:, None, None])
        b = b.negate(nb_.reshape(T)[ti][:, None, None])
        sub_c = Cc[ti, mi, ni][:, None, None]
        out[ti, mi, ni] = evaluate(model, a, b, None, out_fmt, sub_c, c_fmt=c_fmt)[:, 0, 0]
    return out.reshape(bshape + (M, N)).astype(CODE_DTYPE[out_fmt.width], copy=False)


__all__ = ["applies", "evaluate_codes", "Decoded"]
