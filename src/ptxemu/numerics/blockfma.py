"""Generic, vectorised evaluator of block-FMA tensor-core arithmetic.

A tensor core does not add a dot product one term at a time, nor exactly. The models in the
literature (Fasi et al. 2021; Khattak & Mikaitis 2025) and the probes in docs/numerics.md fit
one shape, which `BlockFMA` parameterises:

1. every product a_k*b_k is exact (the input significands are short);
2. K is cut into blocks of `block` products; per block, the products and the running
   accumulator (C for the first block, when `acc_in_block`) are aligned to the largest
   leading exponent among them, each term keeping `align_bits` bits below that exponent's
   leading bit; the shifted-out bits are dropped by `align_rounding` ("rz": magnitude
   truncation; "rm": two's-complement truncation, i.e. toward -inf);
3. the aligned integers are added exactly, normalised and rounded to the step precision
   (`step_format`, `step_rounding`);
4. after the last block the accumulator is rounded into the output format (`out_format`,
   `out_rounding`).

Special values do not go through the integer datapath: NaN in, inf*0, or inf of both signs
give the canonical NaN of the output format; otherwise an inf input gives a signed inf.

All integer arithmetic is numpy int64 over the whole batch; the only Python loop is over the
K/block blocks. Helper models (Blackwell) build on `BlockFMA` and `evaluate`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.numerics.fp import (
    CODE_DTYPE,
    NO_EXP,
    Decoded,
    FloatFormat,
    bitlen,
    decode,
    inf_code,
    nan_code,
    round_parts,
    round_to_format,
    shift_right,
)


@dataclass(frozen=True)
class BlockFMA:
    """One tensor-core accumulation model (see module docstring for the meaning)."""

    name: str
    block: int  # products fused in one step
    align_bits: int  # bits kept below the leading bit of the largest term, per term
    align_rounding: str = "rz"  # how shifted-out bits of each term are dropped: "rz" | "rm"
    align_ref: str = "lead"  # max exponent from each term's real leading bit ("lead") or from the
    #                          exponent fields (products: ea+eb, "nominal"; a product 1.x*1.y may
    #                          then carry one bit above the reference)
    acc_in_block: bool = True  # the running accumulator takes part in the alignment
    step_format: FloatFormat | None = None  # precision the accumulator is rounded to per block
    step_rounding: str = "rz"
    step_ftz: bool = False  # subnormal block results flushed to zero
    c_ftz: bool = False  # subnormal accumulator inputs read as zero
    out_rounding: str = "rn"  # rounding into the output format after the last block
    out_ftz: bool = False
    overflow_inf: bool = True  # a result beyond the format's range is inf whatever the rounding mode
    k_order: str = "natural"  # which products share a block: "natural" (consecutive k) or
    #                           "mod4_halves" (k%4 in {0,1} first, then k%4 in {2,3}: the order in
    #                           which ptxas feeds unpacked fp8 registers to two HMMAs on sm_90)
    inputs_as: FloatFormat | None = None  # inputs first converted (exactly) to this format, e.g.
    #                                       f16 for fp8 that ptxas unpacks before an HMMA
    c_entry: str = "block"  # "block": C is the first accumulator; "add": the blocks start from +0
    #                         and C is added at the end by one IEEE round-to-nearest addition in
    #                         the output format (an FADD/HADD2 after the HMMAs)
    zero_sign: str = "ieee"  # exact-zero results: "ieee" (-0 only if every term is -0) | "pos"
    notes: str = ""

    def __post_init__(self) -> None:
        # aligned terms are < 2**(align_bits+1); block+1 of them must sum inside int64
        if self.align_bits + 1 + (self.block + 1).bit_length() > 62:
            raise ValueError(f"{self.name}: align_bits={self.align_bits} too wide for int64 sums")


@dataclass
class _Acc:
    neg: np.ndarray
    sig: np.ndarray  # int64 magnitude
    exp: np.ndarray  # LSB exponent
    all_negzero: np.ndarray  # every term so far was -0 (for the sign of an exact zero)
    nom: np.ndarray  # nominal leading exponent (exponent field) of the accumulator
    pinf: np.ndarray  # the accumulator is +inf / -inf
    ninf: np.ndarray


def _round_parts(neg, S, scale, fmt: FloatFormat, mode: str, ftz: bool):
    """Like round_to_format but returns (sig, exp) parts instead of codes (no overflow)."""
    sig, q, lead = round_parts(neg, S, scale, fmt, mode)
    if ftz:
        sig = np.where(lead < fmt.emin, 0, sig)
    return sig, q


def _block_step(model: BlockFMA, acc: _Acc, p_neg, p_sig, p_exp, p_negzero, p_nom):
    """One fused step: terms (..., W) of products plus the accumulator."""
    if model.acc_in_block:
        t_neg = np.concatenate([p_neg, acc.neg[..., None]], axis=-1)
        t_sig = np.concatenate([p_sig, acc.sig[..., None]], axis=-1)
        t_exp = np.concatenate([p_exp, acc.exp[..., None]], axis=-1)
        t_nom = np.concatenate([p_nom, acc.nom[..., None]], axis=-1)
    else:
        t_neg, t_sig, t_exp, t_nom = p_neg, p_sig, p_exp, p_nom
    if model.align_ref == "nominal":
        lead = np.where(t_sig != 0, t_nom, NO_EXP)
    else:
        lead = np.where(t_sig != 0, t_exp + bitlen(t_sig) - 1, NO_EXP)
    E = lead.max(axis=-1, keepdims=True)
    base = E - model.align_bits  # exponent of the LSB of the aligned grid
    sh = t_exp - base
    up = t_sig << np.clip(sh, 0, 62)
    if model.align_rounding == "rz":
        down, _ = shift_right(t_sig, np.maximum(-sh, 0))
        val = np.where(sh >= 0, up, down)
        val = np.where(t_neg, -val, val)
    elif model.align_rounding == "rm":
        signed = np.where(t_neg, -t_sig, t_sig)
        val = np.where(sh >= 0, np.where(t_neg, -up, up), signed >> np.clip(-sh, 0, 63))
    else:
        raise ValueError(model.align_rounding)
    S = val.sum(axis=-1)
    base = base[..., 0]
    negzero = p_negzero.all(axis=-1) & acc.all_negzero
    if not model.acc_in_block:
        # products summed on their own grid, then added exactly to the accumulator
        a_val = np.where(acc.neg, -acc.sig, acc.sig)
        lo = np.minimum(base, acc.exp)
        lo = np.where(S == 0, acc.exp, np.where(acc.sig == 0, base, lo))
        S = (S << np.clip(base - lo, 0, 62)) + (a_val << np.clip(acc.exp - lo, 0, 62))
        base = lo
    neg = S < 0
    fmt = model.step_format
    sig, exp = _round_parts(neg, np.abs(S), base, fmt, model.step_rounding, model.step_ftz)
    zero = sig == 0
    neg = np.where(zero, negzero if model.zero_sign == "ieee" else False, neg)
    p = fmt.precision
    over = ~zero & ((exp + p - 1 > fmt.emax) | ((exp + p - 1 == fmt.emax) & (sig > fmt.max_sig)))
    sig = np.where(over, 0, sig)
    # pinf/ninf here flag this step's finite overflow; evaluate() merges them with the specials
    return _Acc(neg, sig, exp, zero & neg, exp + fmt.mbits, over & ~neg, over & neg)


def _convert(d: Decoded, fmt: FloatFormat) -> Decoded:
    """Exact re-encoding of finite values in a wider format (so exponent fields follow `fmt`)."""
    codes = round_to_format(d.neg, d.sig, d.exp, fmt, "rn")
    out = decode(codes, fmt)
    return Decoded(out.neg, out.sig, out.exp, d.nan, d.inf, fmt.mbits)


def _take_k(d: Decoded, idx: np.ndarray, axis: int) -> Decoded:
    t = lambda x: np.take(x, idx, axis=axis)  # noqa: E731
    return Decoded(t(d.neg), t(d.sig), t(d.exp), t(d.nan), t(d.inf), d.mbits)


def evaluate(model: BlockFMA, a: Decoded, b: Decoded, c: Decoded | None, out_fmt: FloatFormat,
             c_codes: np.ndarray | None = None, *, exact: bool | None = None,
             c_fmt: FloatFormat | None = None) -> np.ndarray:
    """D = A·B + C under `model`; a (..., M, K), b (..., K, N), c (..., M, N) -> D codes.

    c may be None when c_codes and c_fmt are given (decoded only if needed).
    c_codes (the raw C codes) is needed by models with c_entry == "add". `exact=True` forces the
    int64 significand datapath; by default models that allow it run on the float64 datapath of
    `_evaluate_f64`, which gives the same bits (tests/numerics/test_blockfma.py) several times faster.
    """
    K = a.sig.shape[-1]
    if model.inputs_as is not None:
        a, b = _convert(a, model.inputs_as), _convert(b, model.inputs_as)
    if model.k_order == "mod4_halves":
        k = np.arange(K)
        idx = np.concatenate([k[k % 4 < 2], k[k % 4 >= 2]])
        a, b = _take_k(a, idx, -1), _take_k(b, idx, -2)
    if model.c_entry == "add":
        zero = Decoded(np.zeros((), bool), np.zeros((), np.int64), np.zeros((), np.int64),
                       np.zeros((), bool), np.zeros((), bool), 0)
        d0 = evaluate(BlockFMA(**{**model.__dict__, "c_entry": "block", "k_order": "natural",
                                   "inputs_as": None}),
                      a, b, zero, out_fmt, exact=exact)
        return ieee_add(d0, c_codes, out_fmt)
    if exact is None:
        exact = not _fast_ok(model, a, b, out_fmt)
    if not exact:
        if c is None and c_fmt is not None and c_fmt.name in _F64_OUT:
            return _evaluate_f64(model, a, b, None, out_fmt, c_codes, c_fmt)
        return _evaluate_f64(model, a, b, c if c is not None else decode(c_codes, c_fmt), out_fmt)
    if c is None:
        c = decode(c_codes, c_fmt)
    W = model.block
    # products, laid out (..., M, N, K)
    pa_neg, pb_neg = a.neg[..., :, None, :], np.swapaxes(b.neg, -1, -2)[..., None, :, :]
    pa_sig, pb_sig = a.sig[..., :, None, :], np.swapaxes(b.sig, -1, -2)[..., None, :, :]
    pa_exp, pb_exp = a.exp[..., :, None, :], np.swapaxes(b.exp, -1, -2)[..., None, :, :]
    p_neg = pa_neg ^ pb_neg
    p_sig = pa_sig * pb_sig
    p_exp = pa_exp + pb_exp
    p_neg, p_sig, p_exp = np.broadcast_arrays(p_neg, p_sig, p_exp)
    p_negzero = p_neg & (p_sig == 0)
    p_nom = p_exp + (a.mbits + b.mbits)

    c_sig = np.where(c.zero | c.nan | c.inf, 0, c.sig)
    if model.c_ftz:
        c_sig = np.where(c.exp + bitlen(c_sig) - 1 < out_fmt.emin, 0, c_sig)
    shape = np.broadcast_shapes(p_sig.shape[:-1], c_sig.shape)
    acc = _Acc(np.broadcast_to(c.neg, shape), np.broadcast_to(c_sig, shape).astype(np.int64),
               np.broadcast_to(c.exp, shape).astype(np.int64),
               np.broadcast_to(c.neg & (c_sig == 0), shape), np.broadcast_to(c.exp + c.mbits, shape),
               np.broadcast_to(c.inf & ~c.neg, shape), np.broadcast_to(c.inf & c.neg, shape))
    nan = np.broadcast_to(c.nan, shape)
    for j in range(0, K, W):
        # special values per block: an inf/NaN term, or an accumulator that is already inf/NaN,
        # decides the block's result; a finite sum that overflows becomes an inf of its sign
        b_nan, b_pinf, b_ninf = _special_terms(a, b, slice(j, j + W))
        tot_p = acc.pinf | b_pinf
        tot_n = acc.ninf | b_ninf
        nan = nan | b_nan | (tot_p & tot_n)
        special = nan | tot_p | tot_n
        acc = _block_step(model, acc, p_neg[..., j:j + W], p_sig[..., j:j + W], p_exp[..., j:j + W],
                          p_negzero[..., j:j + W], p_nom[..., j:j + W])
        acc.pinf = ~nan & (tot_p | (~special & acc.pinf))
        acc.ninf = ~nan & (tot_n | (~special & acc.ninf))

    out = round_to_format(acc.neg, acc.sig, acc.exp, out_fmt, model.out_rounding, ftz=model.out_ftz,
                          overflow_inf=model.overflow_inf)
    out = np.where(acc.pinf, inf_code(out_fmt, np.zeros((), bool)), out)
    out = np.where(acc.ninf, inf_code(out_fmt, np.ones((), bool)), out)
    return np.where(nan, nan_code(out_fmt, ()), out).astype(out.dtype)


_F64_OUT = {"f32": np.float32, "f16": np.float16}


def _fast_ok(model: BlockFMA, a: Decoded, b: Decoded, out_fmt: FloatFormat) -> bool:
    """The float64 datapath is exact when: products fit 53 bits, the aligned block sum fits 53 bits
    (align_bits + carry + log2(block+1) < 53), truncation is toward zero on magnitudes (float64
    trunc), C joins the alignment, exact zeros are +0, and the output is f32/f16."""
    sig_bits = (a.mbits + 1) + (b.mbits + 1)
    return (model.align_ref == "nominal" and model.align_rounding == "rz" and model.acc_in_block
            and model.zero_sign == "pos" and not model.step_ftz and not model.c_ftz
            and not model.out_ftz and model.overflow_inf and out_fmt.name in _F64_OUT
            and sig_bits <= 53 and model.align_bits + 3 + (model.block + 1).bit_length() <= 53
            and model.step_format.ebits <= 8 and out_fmt.ebits <= 8)


def _pow2(n: np.ndarray) -> np.ndarray:
    """2.0**n for integer n in [-1022, 1023], built from the bits (faster than ldexp)."""
    return ((n.astype(np.int64) + 1023) << 52).astype(np.uint64).view(np.float64)


def _round_f64(v: np.ndarray, fmt: FloatFormat, mode: str) -> np.ndarray:
    """Round finite float64 values to fmt's precision and exponent range (no overflow handling)."""
    if fmt.name in _F64_OUT and mode == "rn":  # numpy's casts round to nearest even
        with np.errstate(over="ignore"):
            return v.astype(_F64_OUT[fmt.name]).astype(np.float64)
    if fmt.name == "f32" and mode == "rz":
        with np.errstate(over="ignore"):
            r = v.astype(np.float32)
        r = np.where(np.abs(r) > np.abs(v), np.nextafter(r, np.float32(0)), r).astype(np.float64)
        # |v| >= 2**128 overflows (left to the caller); below it RZ never exceeds the largest f32
        return np.where(np.abs(v) >= 2.0 ** 128, v, r)
    e = ((v.view(np.uint64) >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64) - 1023
    q = np.maximum(e, fmt.emin) - (fmt.precision - 1)  # exponent of the result's LSB
    x = v * _pow2(-q)  # exact power-of-two scaling
    if mode == "rz":
        r = np.trunc(x)
    elif mode == "rn":
        r = np.rint(x)  # ties to even
    else:
        raise ValueError(mode)
    return r * _pow2(q)


def _evaluate_f64(model: BlockFMA, a: Decoded, b: Decoded, c: Decoded | None, out_fmt: FloatFormat,
                  c_codes: np.ndarray | None = None, c_fmt: FloatFormat | None = None):
    """The block-FMA datapath on float64: products are exact, the alignment grid is a power of two
    2**(E - align_bits), np.trunc drops the shifted-out bits, and the at most 2**53 large integer
    sum is exact, so every step equals the int64 datapath's."""
    K = a.sig.shape[-1]
    W = model.block
    F = model.align_bits
    fmt = model.step_format
    big = 1 << 13  # nominal exponent of a zero term: below every real one, int16-safe sums

    def value(d: Decoded) -> np.ndarray:
        v = np.ldexp(np.where(d.nan | d.inf, 0, d.sig).astype(np.float64), d.exp.astype(np.int32))
        return np.where(d.neg, -v, v)

    def nominal(d: Decoded) -> np.ndarray:
        return np.where((d.sig == 0) | d.nan | d.inf, -big, d.exp + d.mbits).astype(np.int16)

    va, vb = value(a), value(b)
    na, nb = nominal(a), nominal(b)
    # float32 work arrays when exact: products of <= 24 significant bits, and exponent fields in
    # [-50, 50] so that products, grid scales (<= 2**(F+100)) and scaled products stay normal f32
    live = np.concatenate([na[na > -big].ravel(), nb[nb > -big].ravel()])
    lo = 2 * int(live.min()) if live.size else 0
    wt = np.float32 if (a.mbits + b.mbits + 2 <= 24 and F + 100 < 127
                        and (live.size == 0 or (live.min() >= -50 and live.max() <= 50))) else np.float64
    va, vb = va.astype(wt), vb.astype(wt)
    if c is None:  # f32 / f16 accumulator codes: numpy's own float view is an exact decode
        with np.errstate(invalid="ignore"):  # signalling NaN codes widen quietly
            x = np.asarray(c_codes).view(_F64_OUT[c_fmt.name]).astype(np.float64)
        c_nan, c_inf = np.isnan(x), np.isinf(x)
        acc = np.where(c_nan | c_inf, 0.0, x)
        bexp = (np.asarray(c_codes).astype(np.int32) >> c_fmt.mbits) & ((1 << c_fmt.ebits) - 1)
        acc_nom = np.where(acc == 0, -big, np.maximum(bexp, 1) - c_fmt.bias).astype(np.int16)
        c_neg = np.signbit(x)
    else:
        acc, acc_nom, c_nan, c_inf, c_neg = value(c), nominal(c), c.nan, c.inf, c.neg
    shape = np.broadcast_shapes(va.shape[:-1] + (vb.shape[-1],), acc.shape)
    acc = np.broadcast_to(acc, shape)
    acc_nom = np.broadcast_to(acc_nom, shape)
    pinf = np.broadcast_to(c_inf & ~c_neg, shape)
    ninf = np.broadcast_to(c_inf & c_neg, shape)
    nan = np.broadcast_to(c_nan, shape)
    max_finite = np.ldexp(float(fmt.max_sig), fmt.emax - fmt.precision + 1)
    for j in range(0, K, W):
        ks = slice(j, j + W)
        b_nan, b_pinf, b_ninf = _special_terms(a, b, ks)
        tot_p, tot_n = pinf | b_pinf, ninf | b_ninf
        nan = nan | b_nan | (tot_p & tot_n)
        special = nan | tot_p | tot_n
        # one k at a time over (..., M, N) arrays: cache-sized temporaries, no (M, N, K) array
        kk = range(j, min(j + W, K))
        E = acc_nom.astype(np.int32)
        for k in kk:
            np.maximum(E, na[..., :, k, None] + nb[..., k, None, :], out=E)
        E = np.where(E < -big // 2, 0, E)  # every term is zero
        scale = np.ldexp(1.0, F - E)
        S = np.trunc(acc * scale)
        # products: every live one has a nominal exponent >= lo, so an E below it (a tiny C and
        # zero products) would only overflow the float32 scale (0 * inf = NaN): clamp it
        sw = np.ldexp(1.0, F - np.maximum(E, lo)).astype(wt)
        tmp = np.empty(S.shape, wt)
        for k in kk:
            np.multiply(va[..., :, k, None], vb[..., k, None, :], out=tmp)  # exact product
            np.multiply(tmp, sw, out=tmp)  # exact: a power of two, result < 2**(F+2)
            np.trunc(tmp, out=tmp)
            S += tmp
        v = _round_f64(S / scale, fmt, model.step_rounding) + 0.0  # -0 -> +0
        over = np.abs(v) > max_finite
        pinf = ~nan & (tot_p | (~special & over & (v > 0)))
        ninf = ~nan & (tot_n | (~special & over & (v < 0)))
        acc = np.where(over, 0.0, v)
        e = np.frexp(acc)[1] - 1
        acc_nom = np.where(acc == 0, -big, np.maximum(e, fmt.emin)).astype(np.int16)
    ft = _F64_OUT[out_fmt.name]
    if out_fmt.precision < fmt.precision or out_fmt.emin > fmt.emin:  # else already representable
        acc = _round_f64(acc, out_fmt, model.out_rounding)
    with np.errstate(over="ignore"):
        out = acc.astype(ft).view(CODE_DTYPE[out_fmt.width])
    out = np.where(pinf, inf_code(out_fmt, np.zeros((), bool)), out)
    out = np.where(ninf, inf_code(out_fmt, np.ones((), bool)), out)
    return np.where(nan, nan_code(out_fmt, ()), out).astype(out.dtype)


def _special_terms(a: Decoded, b: Decoded, ks: slice):
    """Per output: (NaN or inf*0 among the products of K-slice ks, a +inf product, a -inf product),
    with 0/1 matrix products (no per-element loop)."""
    if not (a.nan.any() or a.inf.any() or b.nan.any() or b.inf.any()):
        no = np.zeros((), bool)
        return no, no, no
    f = np.float64
    an, bn = a.nan[..., :, ks], b.nan[..., ks, :]
    ai, bi = a.inf[..., :, ks], b.inf[..., ks, :]
    az, bz = a.zero[..., :, ks], b.zero[..., ks, :]
    ag, bg = a.neg[..., :, ks], b.neg[..., ks, :]
    a_fin_nz, b_fin_nz = ~(an | ai | az), ~(bn | bi | bz)
    one_a, one_b = np.ones(an.shape, f), np.ones(bn.shape, f)
    nan = an.astype(f) @ one_b + one_a @ bn.astype(f)
    nan = nan + ai.astype(f) @ bz.astype(f) + az.astype(f) @ bi.astype(f)
    a_p, a_n = (ai & ~ag).astype(f), (ai & ag).astype(f)
    b_p, b_n = (bi & ~bg).astype(f), (bi & bg).astype(f)
    a_pp, a_nn = (a_fin_nz & ~ag).astype(f), (a_fin_nz & ag).astype(f)
    b_pp, b_nn = (b_fin_nz & ~bg).astype(f), (b_fin_nz & bg).astype(f)
    # inf * (finite nonzero or inf) keeps the product sign
    pinf = a_p @ (b_pp + b_p) + a_n @ (b_nn + b_n) + a_pp @ b_p + a_nn @ b_n
    ninf = a_p @ (b_nn + b_n) + a_n @ (b_pp + b_p) + a_pp @ b_n + a_nn @ b_p
    return nan > 0, pinf > 0, ninf > 0


_NP_FLOAT = {"f32": (np.float32, np.uint32), "f16": (np.float16, np.uint16)}


def ieee_add(x_codes: np.ndarray, y_codes: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    """One IEEE round-to-nearest addition in f32 or f16 (numpy's own arithmetic is IEEE; f16 sums
    go through f32, which is innocuous double rounding since 24 >= 2*11+2); NaN -> canonical."""
    ft, ut = _NP_FLOAT[fmt.name]
    x = np.asarray(x_codes).astype(ut).view(ft)
    y = np.asarray(y_codes).astype(ut).view(ft)
    with np.errstate(all="ignore"):
        s = (x + y).astype(ft)
    return np.where(np.isnan(s), np.array(fmt.canonical_nan, ut), s.view(ut)).astype(ut)
