"""Table-driven fast evaluator of the dense block-FMA models: the same bits as blockfma.evaluate.

`blockfma._evaluate_f64` spends most of its time decoding codes into int64 parts and streaming
(..., M, N) float64 arrays through memory once per product. This evaluator computes the same
datapath (nominal alignment, magnitude truncation, C in the block, +0 zeros) as follows:

* codes of 8/16-bit input formats are decoded by per-code tables (value, nominal exponent), tf32
  codes from their bits;
* the outputs are processed in cache-sized chunks, laid out (t, M, N) when N is long and
  (M, N, t) (batch innermost) when it is short, so that every per-k pass runs over contiguous,
  cache-resident memory;
* per block the largest exponent field E comes from one BLAS product of powers 64**e
  (numerics/expmax.py) when M*N is large, else from an int16 maximum over k; every product is
  formed exactly (float32 when 24 bits hold it and the exponents stay in range, else float64),
  scaled by the power of two 2**(F - E) and truncated by the float -> int32 conversion (toward
  zero = magnitude truncation), then summed exactly in int32 (block * 2**(F+2) <= 2**31), a few
  k per ufunc call;
* C joins the sum truncated to the same grid in float64 (exact: < 2**(F+7));
* the step rounding is a float64 significand mask (RZ) or an IEEE cast (RN).

With numba present, the per-output loops run compiled (numerics/tile_kernel.py for one-block
forms with float32 products and a truncating float32-range step, in 32-bit lanes;
numerics/blockfma_kernel.py for the rest: the same arithmetic in one pass per output row, step
overflow to inf included); the numpy chunks below are the fallback. Outputs this path does not
decide (a NaN/inf input or accumulator; in the numpy chunks also a step that overflows) are
handed to `blockfma.evaluate` itself, so the special-value rules stay in one place.
tests/numerics/test_fastpath_dense.py checks the two routes bit for bit.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ptxemu.numerics import blockfma_kernel, tile_kernel
from ptxemu.numerics.blockfma import BlockFMA, _convert, evaluate, ieee_add
from ptxemu.numerics.expmax import BETA_LOG2, log_beta, powers
from ptxemu.numerics.fp import CODE_DTYPE, FORMATS, FloatFormat, decode

_BIG = 1 << 13  # nominal exponent of a zero term (int16: sums of two stay in range)
_FLOAT = {"f32": (np.float32, np.uint32), "f16": (np.float16, np.uint16)}
_CHUNK = 1 << 15  # outputs per chunk: the per-k temporaries stay in L2
_KB = 4  # products (k values) formed per ufunc call


def applies(model: BlockFMA, a_fmt: FloatFormat, b_fmt: FloatFormat, c_fmt: FloatFormat,
            out_fmt: FloatFormat) -> bool:
    """The model's datapath is the one this module computes, and the input codes are 8/16-bit
    (per-code tables) or tf32 (decoded from the bits)."""
    fmt = model.step_format
    return (model.align_ref == "nominal" and model.align_rounding == "rz" and model.acc_in_block
            and model.zero_sign == "pos" and not (model.step_ftz or model.c_ftz or model.out_ftz)
            and model.overflow_inf and fmt is not None and fmt.ebits <= 8
            and out_fmt.name in _FLOAT and c_fmt.name in _FLOAT and c_fmt == out_fmt
            and _codec_ok(a_fmt) and _codec_ok(b_fmt) and _sig_bits(a_fmt) + _sig_bits(b_fmt) <= 53
            and model.block * (1 << (model.align_bits + 2)) <= (1 << 31)
            and model.step_rounding in ("rz", "rn")
            and (model.step_rounding == "rz" or fmt.name in _FLOAT)
            and model.out_rounding in ("rz", "rn")
            and model.k_order in ("natural", "mod4_halves") and model.c_entry in ("block", "add"))


def _sig_bits(fmt: FloatFormat) -> int:
    return fmt.mbits + 1 - (fmt.keep_low_bits or 0)


def _codec_ok(fmt: FloatFormat) -> bool:
    return fmt.width <= 16 or (fmt.width == 32 and fmt.ebits == 8 and fmt.has_inf
                               and not fmt.nan_all_ones_only)


class _Codec:
    """Per-code facts of one input format, gathered from tables (8/16-bit codes) or computed from
    the bits (tf32 in its 32-bit container: the low keep_low_bits bits are ignored)."""

    def __init__(self, fmt: FloatFormat, as_name: str | None) -> None:
        self.fmt = fmt
        self.bits = _sig_bits(fmt)
        self.table = fmt.width <= 16
        if self.table:
            self.tv, self.tn, self.ts, _ = _tables(fmt.name, as_name)
            self.tp = _powers(fmt.name, as_name)

    def _masked(self, codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        c = codes & np.uint32(0xFFFFFFFF ^ ((1 << (self.fmt.keep_low_bits or 0)) - 1))
        return c, ((c >> np.uint32(self.fmt.mbits)) & np.uint32(0xFF)).astype(np.int16)

    def val(self, codes: np.ndarray, wt) -> np.ndarray:
        if self.table:
            return self.tv.astype(wt)[codes]
        c, bexp = self._masked(codes)
        return np.where(bexp == 0xFF, 0, c.view(np.float32)).astype(wt)

    def nom(self, codes: np.ndarray) -> np.ndarray:
        if self.table:
            return self.tn[codes]
        c, bexp = self._masked(codes)
        dead = ((c & np.uint32(0x7FFFFFFF)) == 0) | (bexp == 0xFF)
        return np.where(dead, np.int16(-_BIG), np.maximum(bexp, np.int16(1)) - np.int16(self.fmt.bias))

    def powers(self, codes: np.ndarray) -> np.ndarray:
        if self.table:
            return self.tp[codes]
        n = self.nom(codes)
        return powers(np.clip(n, -80, 80), n > -_BIG)

    def special(self, codes: np.ndarray) -> np.ndarray:
        if self.table:
            return self.ts[codes]
        return self._masked(codes)[1] == 0xFF

    def nom_of_mag(self, mag: int) -> int:
        if self.table:
            return int(self.tn[mag])
        return max(mag >> self.fmt.mbits, 1) - self.fmt.bias

    def code_range(self, codes: np.ndarray) -> tuple[bool, int, int]:
        """(any NaN/inf code?, smallest and largest nominal exponent of the non-zero finite codes,
        or (_BIG, -_BIG) if none), from magnitude-code reductions: the exponent grows with the code."""
        fmt = self.fmt
        mask = (1 << (fmt.ebits + fmt.mbits)) - 1 - ((1 << (fmt.keep_low_bits or 0)) - 1)
        top = (1 << (fmt.ebits + fmt.mbits)) - 1 if fmt.nan_all_ones_only else \
            ((1 << fmt.ebits) - 1) << fmt.mbits if fmt.has_inf else 1 << (fmt.ebits + fmt.mbits)
        if blockfma_kernel.available():  # one pass instead of four numpy reductions
            special, low, hi = blockfma_kernel.mag_range(codes, mask, top)
        else:
            mag = codes & codes.dtype.type(mask)
            hi = int(mag.max(initial=0))
            special = hi >= top
            if special:
                hi = int(mag.max(initial=0, where=mag < top))
            low = int((mag - mag.dtype.type(1)).min(initial=np.iinfo(mag.dtype).max)) + 1  # 0 wraps
        if hi == 0:
            return special, _BIG, -_BIG
        return special, self.nom_of_mag(low), self.nom_of_mag(hi)


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


def _round(v: np.ndarray, fmt: FloatFormat, mode: str, on_grid: bool) -> np.ndarray:
    """Exact float64 values -> float64 values rounded to fmt's precision and exponent range
    (overflow is left to the caller: RZ stays finite below 2**(emax+1), RN gives inf).
    on_grid: every value is already a multiple of the subnormal grid 2**(emin - mbits)."""
    if mode == "rn":  # fmt is f32 / f16 (applies()): numpy's casts round to nearest even
        with np.errstate(over="ignore"):
            r = v.astype(_FLOAT[fmt.name][0]).astype(np.float64)
        r += 0.0  # a tiny negative value rounded to zero is +0 (zero_sign "pos")
        return r
    # RZ: drop the float64 significand bits below fmt's precision (normal range) ...
    keep = np.int64(~((1 << (52 - fmt.mbits)) - 1))
    r = (v.view(np.int64) & keep).view(np.float64)
    # ... and below the subnormal grid 2**(emin - mbits) for values under 2**emin
    if on_grid:
        return r
    sub = np.abs(v) < 2.0 ** fmt.emin
    if sub.any():
        g = fmt.emin - fmt.mbits
        r = np.where(sub, np.ldexp(np.trunc(np.ldexp(v, -g)), g), r)
        r += 0.0  # a tiny negative value truncated to zero is +0 (zero_sign "pos")
    return r


def _pow2(n: np.ndarray, dtype) -> np.ndarray:
    """2.0**n built from the bits (n within the normal exponent range of dtype)."""
    if dtype == np.float32:
        return ((n.astype(np.int32) + 127) << 23).view(np.float32)
    return ((n.astype(np.int64) + 1023) << 52).view(np.float64)


class _Chunk:
    """One chunk of outputs: operands arranged k-major, ak[k] (.., M, 1) and bk[k] (.., 1, N)
    broadcasting to the chunk's output layout (batch innermost when op.batch_last)."""

    def __init__(self, op: _Operands, t0: int, t1: int) -> None:
        self.t0, self.t1, self.op = t0, t1, op
        self.va, self.vb = self._kmajor(op.va, op.vb)
        self.na = self.nb = None
        if op.pa is None:
            self.na, self.nb = self._kmajor(op.na, op.nb)

    def _kmajor(self, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        t0, t1 = self.t0, self.t1
        if self.op.batch_last:  # a (M, K, T), b (K, N, T): outputs (M, N, t)
            return np.moveaxis(a[:, :, t0:t1], 1, 0)[:, :, None, :], b[:, None, :, t0:t1]
        # a (T, M, K), b (T, K, N): outputs (t, M, N)
        return np.moveaxis(a[t0:t1], -1, 0)[..., None], np.moveaxis(b[t0:t1], -2, 0)[:, :, None, :]

    def exp_max(self, j0: int, j1: int, shape: tuple[int, ...]) -> np.ndarray:
        """max over k in [j0, j1) of the products' nominal exponents, per output (int16; below
        every live one where all products are zero)."""
        op = self.op
        if op.pa is not None:  # batch-first only
            # sum_k 64**(ea+eb) lies in [64**x, W 64**x] for x = max_k(ea+eb) (W < 64 products),
            # so x = floor(log2(s) / 6), read off the float64 exponent field; s = 0 gives -171
            s = op.pa[self.t0:self.t1, :, j0:j1] @ op.pb[self.t0:self.t1, j0:j1, :]
            return log_beta(s, np.int16)
        E = np.full(shape, -_BIG, np.int16)
        t16 = np.empty(shape, np.int16)
        for k in range(j0, j1):
            np.add(self.na[k], self.nb[k], out=t16)
            np.maximum(E, t16, out=E)
        return E


class _Operands:
    """Values (and exponents) of A and B laid out for the chunks: (T, M, K) / (T, K, N), or with
    the batch innermost, (M, K, T) / (K, N, T)."""

    def __init__(self, A: np.ndarray, B: np.ndarray, ca: _Codec, cb: _Codec, wt, neg_a: np.ndarray,
                 neg_b: np.ndarray, batch_last: bool, blas_exp: bool) -> None:
        self.batch_last = batch_last
        if batch_last:  # transpose the (narrow) codes, not the values
            A = np.ascontiguousarray(np.moveaxis(A, 0, -1))
            B = np.ascontiguousarray(np.moveaxis(B, 0, -1))
            neg_a, neg_b = neg_a.reshape(-1), neg_b.reshape(-1)
        self.va = ca.val(A, wt)
        self.vb = cb.val(B, wt)
        if np.any(neg_a):
            self.va = np.where(neg_a, -self.va, self.va)
        if np.any(neg_b):
            self.vb = np.where(neg_b, -self.vb, self.vb)
        self.pa = self.pb = self.na = self.nb = None
        if blas_exp:
            self.pa, self.pb = ca.powers(A), cb.powers(B)
        else:
            self.na, self.nb = ca.nom(A), cb.nom(B)


def _c_start(Cc: np.ndarray, c_fmt: FloatFormat, c_add: bool,
             cnom_direct: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray | None]:
    """The accumulator entering the first block: (float64 value, 0 where C is NaN/inf; int16
    nominal exponent, -_BIG for none; where C is NaN/inf, or None)."""
    shape = Cc.shape
    if c_add:
        return np.zeros(shape), np.full(shape, -_BIG, np.int16), None
    with np.errstate(invalid="ignore"):
        acc = Cc.view(_FLOAT[c_fmt.name][0]).astype(np.float64)
    bexp = ((Cc >> c_fmt.mbits) & ((1 << c_fmt.ebits) - 1)).astype(np.int16)
    cspec = bexp == (1 << c_fmt.ebits) - 1
    if cspec.any():
        acc[cspec] = 0.0
    else:
        cspec = None
    cnom = np.maximum(bexp, np.int16(1)) - np.int16(c_fmt.bias)
    if not cnom_direct:  # a zero C must not raise E above tiny products
        cnom[acc == 0] = -_BIG
    return acc, cnom, cspec


def _decoding(codec: _Codec, wt) -> tuple[np.ndarray, np.ndarray, int]:
    """What the compiled kernels decode a codec's codes with: (value table as wt, int16 exponent
    table, 0) for 8/16-bit formats, or (dummies, the ignored low bits) for tf32's bits."""
    if codec.table:
        return codec.tv.astype(wt), codec.tn, 0
    return np.zeros(1, wt), np.zeros(1, np.int16), codec.fmt.keep_low_bits or 0


def _compiled(model: BlockFMA, Ak: np.ndarray, Bk: np.ndarray, Cc: np.ndarray, ca: _Codec, cb: _Codec,
              wt, neg_a: np.ndarray, neg_b: np.ndarray, c_fmt: FloatFormat, c_add: bool, lo: int,
              cnom_direct: bool, res_dtype) -> tuple[np.ndarray, np.ndarray]:
    """The compiled routes (tile_kernel.py, blockfma_kernel.py) over all (T, M, N) outputs at once:
    (step-format values, outputs whose C is NaN/inf), both (T, M, N)."""
    common = dict(c_fmt=c_fmt, c_add=c_add, cnom_direct=cnom_direct, F=model.align_bits,
                  block=model.block, lo=lo, rz=model.step_rounding == "rz", step_fmt=model.step_format,
                  res_dtype=res_dtype)
    T, M, K = Ak.shape
    N = Bk.shape[-1]
    sides = [(codes, neg, *_decoding(codec, wt)) for codec, codes, neg in ((ca, Ak, neg_a), (cb, Bk, neg_b))]
    tiles = res_dtype == np.float32 and tile_kernel.applies(
        M=M, K=K, N=N, block=model.block, F=model.align_bits, wt=wt, c_fmt=c_fmt, c_add=c_add,
        natural_k=model.k_order == "natural", step_fmt=model.step_format, rz=common["rz"])
    if tiles or (N < 64 and T > 1):  # the kernels that decode the codes themselves
        a, b = (blockfma_kernel.Side(codes, tv, tn, fbits=fbits,
                                     sign=np.where(neg.reshape(T), -1.0, 1.0) if np.any(neg) else None)
                for codes, neg, tv, tn, fbits in sides)
        if tiles:  # one block, float32 products, a float32-range truncating step: 32-bit lanes
            return tile_kernel.block_tiles(a, b, Cc, F=model.align_bits, lo=lo, step_fmt=model.step_format)
        # short rows: the kernel runs along the batch
        return blockfma_kernel.block_runs(a, b, Cc, **common)
    vals = []
    for codes, neg, tv, tn, fbits in sides:
        v, e = blockfma_kernel.decode(codes, tv, tn, fbits)
        vals += [np.where(neg, -v, v) if np.any(neg) else v, e]
    va, na, vb, nb = vals
    return blockfma_kernel.block_rows(va, vb, na, nb, Cc, **common)


def _chunk(model: BlockFMA, ch: _Chunk, Cc: np.ndarray, c_fmt: FloatFormat, c_add: bool, K: int,
           wt, lo: int, cnom_direct: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """All blocks of one chunk of outputs: C codes in, (step-format values, overflowed, C special)."""
    F, fmt = model.align_bits, model.step_format
    shape = Cc.shape
    acc, cnom, cspec = _c_start(Cc, c_fmt, c_add, cnom_direct)
    kb = _KB
    tmp = np.empty((kb,) + shape, wt)
    ti = np.empty((kb,) + shape, np.int32)
    S = np.empty(shape, np.int32)
    part = np.empty(shape, np.int32)
    over = None
    max_finite = np.ldexp(float(fmt.max_sig), fmt.emax - fmt.precision + 1)
    for j in range(0, K, model.block):
        j1 = min(j + model.block, K)
        E = np.maximum(ch.exp_max(j, j1, shape), cnom)
        emax, emin = int(E.max()), int(E.min())
        # every live product has a nominal exponent >= lo: a lower E means no live product, and
        # the clamp keeps the product scale a normal number without changing any result
        sw = _pow2(F - (E if emin >= lo else np.maximum(E, np.int16(lo))), wt)
        S.fill(0)
        for k in range(j, j1, kb):  # kb products per call: fewer, larger ufunc calls
            n = min(kb, j1 - k)
            t_, i_ = tmp[:n], ti[:n]
            np.multiply(ch.va[k:k + n], ch.vb[k:k + n], out=t_)  # exact products
            np.multiply(t_, sw, out=i_, casting="unsafe")  # exact scaling; int cast truncates
            np.add.reduce(i_, axis=0, out=part)
            np.add(S, part, out=S)
        # E below every term (all zero) only picks the grid of zeros; clip keeps cs normal
        cs = sw.astype(np.float64) if emin >= lo else _pow2(F - np.maximum(E, np.int16(-900)), np.float64)
        x = acc * cs
        np.trunc(x, out=x)  # C on the grid: exact (|acc| * cs < 2**(F+1)); -0 + 0 below is +0
        x += S
        x /= cs  # exact: a power of two, normal range
        v = _round(x, fmt, model.step_rounding, emin - F >= fmt.emin - fmt.mbits)
        if emax + 3 + K.bit_length() >= fmt.emax:  # else no step can overflow
            with np.errstate(invalid="ignore"):
                o = ~(np.abs(v) <= max_finite)
            if o.any():
                v[o] = 0.0
                over = o if over is None else over | o
        acc = v
        if j1 < K:
            e = ((acc.view(np.int64) >> 52) & 0x7FF).astype(np.int16) - np.int16(1023)
            cnom = np.where(acc == 0, np.int16(-_BIG), np.maximum(e, np.int16(fmt.emin)))
    return acc, over, cspec


def _numpy_route(model: BlockFMA, Ak, Bk, Cc, ca: _Codec, cb: _Codec, wt, na_, nb_, c_fmt: FloatFormat,
                 c_add: bool, lo: int, cnom_direct: bool, live: bool, lmin: int, lmax: int,
                 out: np.ndarray, ft, out_round: bool, out_fmt: FloatFormat, redo: np.ndarray) -> None:
    """The numpy chunks: fills `out` (T, M, N) and marks `redo` in place."""
    T, M, K = Ak.shape
    N = Bk.shape[-1]
    batch_last = N < 64 and T > 1
    # the exponent maximum: one BLAS product of powers 64**e (normal float64 for |e| <= 80) where
    # the operands are small next to the product tensor, else an int16 maximum over k
    blas_exp = (not batch_last and model.block < (1 << BETA_LOG2) and M * N >= 20 * (M + N)
                and (not live or (lmin >= -80 and lmax <= 80)))
    ops = _Operands(Ak, Bk, ca, cb, wt, na_, nb_, batch_last, blas_exp)
    outL = np.moveaxis(out.view(ft), 0, -1) if batch_last else out.view(ft)
    CcL = np.moveaxis(Cc, 0, -1) if batch_last else Cc
    redoL = np.moveaxis(redo, 0, -1) if batch_last else redo
    step = max(1, _CHUNK // (M * N))
    for t0 in range(0, T, step):
        t1 = min(T, t0 + step)
        sl = (Ellipsis, slice(t0, t1)) if batch_last else (slice(t0, t1),)
        r, o, cs = _chunk(model, _Chunk(ops, t0, t1), np.ascontiguousarray(CcL[sl]), c_fmt, c_add, K,
                          wt, lo, cnom_direct)
        if out_round:
            r = _round(r, out_fmt, model.out_rounding, False)
        np.copyto(outL[sl], r, casting="unsafe")  # exact: r is representable
        if o is not None:
            redoL[sl] |= o
        if cs is not None:
            redoL[sl] |= cs


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
    ca, cb = _Codec(a_fmt, as_name), _Codec(b_fmt, as_name)
    if model.k_order == "mod4_halves":
        k = np.arange(K)
        idx = np.concatenate([k[k % 4 < 2], k[k % 4 >= 2]])
        Ak, Bk = A[..., idx], B[..., idx, :]
    else:
        Ak, Bk = A, B
    Ak = np.broadcast_to(Ak, bshape + (M, K)).reshape(T, M, K)
    Bk = np.broadcast_to(Bk, bshape + (K, N)).reshape(T, K, N)
    Cc = np.broadcast_to(C, bshape + (M, N)).reshape(T, M, N)
    spa, amin, amax = ca.code_range(Ak)
    spb, bmin, bmax = cb.code_range(Bk)
    lmin, lmax = min(amin, bmin), max(amax, bmax)
    live = lmax > -_BIG
    # float32 products are exact with <= 24 significant bits and exponents that keep products
    # and scales (2**(F - E), E up to the f32 accumulator's 127) normal
    f32ok = ca.bits + cb.bits <= 24 and (not live or (lmin >= -50 and lmax <= 50))
    wt = np.float32 if f32ok else np.float64
    lo = 2 * lmin if live else 0
    na_ = np.broadcast_to(neg_a, bshape + (1, 1)).reshape(T, 1, 1)
    nb_ = np.broadcast_to(neg_b, bshape + (1, 1)).reshape(T, 1, 1)
    # outputs this path leaves to the engine: a NaN/inf among the inputs of the output
    redo = np.zeros((T, M, N), bool)
    if spa:
        redo |= ca.special(Ak).any(axis=-1)[:, :, None]
    if spb:
        redo |= cb.special(Bk).any(axis=-2)[:, None, :]
    ft, ut = _FLOAT[out_fmt.name]
    fmt = model.step_format
    out_round = out_fmt.precision < fmt.precision or out_fmt.emin > fmt.emin
    c_add = model.c_entry == "add"
    # a zero C may keep its exponent field's value (emin) when no product can be smaller
    cnom_direct = not live or lo >= c_fmt.emin
    if blockfma_kernel.available():
        # the step values come out as the output float type itself when no rounding is left
        r, o = _compiled(model, Ak, Bk, Cc, ca, cb, wt, na_, nb_, c_fmt, c_add, lo, cnom_direct,
                         np.float64 if out_round or ft != np.float32 else np.float32)
        if out_round:
            r = _round(r, out_fmt, model.out_rounding, False)
        out = r.astype(ft, copy=False).view(ut)  # exact: r is representable
        redo |= o
    else:
        out = np.empty((T, M, N), ut)
        _numpy_route(model, Ak, Bk, Cc, ca, cb, wt, na_, nb_, c_fmt, c_add, lo, cnom_direct, live, lmin,
                     lmax, out, ft, out_round, out_fmt, redo)
    if c_add:
        out = ieee_add(out, Cc, out_fmt)
    if redo.any():
        ti, mi, ni = np.nonzero(redo)
        A3 = np.broadcast_to(A, bshape + (M, K)).reshape(T, M, K)
        B3 = np.broadcast_to(B, bshape + (K, N)).reshape(T, K, N)
        a = decode(A3[ti, mi][:, None, :], a_fmt).negate(na_.reshape(T)[ti][:, None, None])
        b = decode(B3[ti, :, ni][:, :, None], b_fmt).negate(nb_.reshape(T)[ti][:, None, None])
        sub_c = Cc[ti, mi, ni][:, None, None]
        out[ti, mi, ni] = evaluate(model, a, b, None, out_fmt, sub_c, c_fmt=c_fmt)[:, 0, 0]
    return out.reshape(bshape + (M, N)).astype(CODE_DTYPE[out_fmt.width], copy=False)


@cache
def _powers(fmt_name: str, as_name: str | None) -> np.ndarray:
    """Per code 64.0**(nominal exponent), 0 for zero/NaN/inf (clipped where unused: callers
    only take these when every live exponent is within +-80)."""
    _, nom, _, _ = _tables(fmt_name, as_name)
    return powers(np.clip(nom, -80, 80), nom > -_BIG)


__all__ = ["applies", "evaluate_codes"]
