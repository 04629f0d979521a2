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
    NO_EXP,
    Decoded,
    FloatFormat,
    bitlen,
    inf_code,
    nan_code,
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
    pinf: np.ndarray  # the accumulator overflowed to +inf / -inf in an earlier step
    ninf: np.ndarray


def _round_parts(neg, S, scale, fmt: FloatFormat, mode: str, ftz: bool):
    """Like round_to_format but returns (sig, exp) parts instead of codes (no overflow)."""
    p = fmt.precision
    L = bitlen(S)
    lead = scale + L - 1
    q = np.maximum(lead, fmt.emin) - (p - 1)
    sh = q - scale
    qr, rem = shift_right(S, np.maximum(sh, 0))
    if mode == "rn":
        shp = np.maximum(sh, 1)
        half = np.where(shp <= 63, np.int64(1) << np.minimum(shp - 1, 62), np.int64(-1))
        up = np.where(half < 0, False, (rem > half) | ((rem == half) & ((qr & 1) == 1)))
    elif mode == "rz":
        up = np.zeros(S.shape, bool)
    elif mode == "rp":
        up = (rem != 0) & ~neg
    elif mode == "rm":
        up = (rem != 0) & neg
    else:
        raise ValueError(mode)
    sig = np.where(sh > 0, qr + up, S << np.clip(-sh, 0, 62))  # sh <= 0: exact, normalised
    if ftz:
        sig = np.where(lead < fmt.emin, 0, sig)
    return sig.astype(np.int64), q.astype(np.int64)


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
    return _Acc(neg, sig, exp, zero & neg, exp + fmt.mbits, acc.pinf | (over & ~neg),
                acc.ninf | (over & neg))


def evaluate(model: BlockFMA, a: Decoded, b: Decoded, c: Decoded, out_fmt: FloatFormat) -> np.ndarray:
    """D = A·B + C under `model`; a (..., M, K), b (..., K, N), c (..., M, N) -> D codes."""
    K = a.sig.shape[-1]
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
               np.zeros(shape, bool), np.zeros(shape, bool))
    for j in range(0, K, W):
        acc = _block_step(model, acc, p_neg[..., j:j + W], p_sig[..., j:j + W], p_exp[..., j:j + W],
                          p_negzero[..., j:j + W], p_nom[..., j:j + W])

    out = round_to_format(acc.neg, acc.sig, acc.exp, out_fmt, model.out_rounding, ftz=model.out_ftz,
                          overflow_inf=model.overflow_inf)
    return _apply_specials(out, a, b, c, out_fmt, acc.pinf, acc.ninf)


def _apply_specials(out: np.ndarray, a: Decoded, b: Decoded, c: Decoded, out_fmt: FloatFormat,
                    acc_pinf: np.ndarray, acc_ninf: np.ndarray):
    """NaN / inf results, computed with 0/1 matrix products over K (no per-element loop)."""
    f = np.float64
    a_nz = (~a.zero).astype(f)
    b_nz = (~b.zero).astype(f)
    a_pinf, a_ninf = (a.inf & ~a.neg).astype(f), (a.inf & a.neg).astype(f)
    b_pinf, b_ninf = (b.inf & ~b.neg).astype(f), (b.inf & b.neg).astype(f)
    a_pos_nz, a_neg_nz = (a_nz * ~a.neg), (a_nz * a.neg)
    b_pos_nz, b_neg_nz = (b_nz * ~b.neg), (b_nz * b.neg)
    nan = (a.nan.astype(f) @ np.ones_like(b_nz)) + (np.ones_like(a_nz) @ b.nan.astype(f))
    nan = nan + (a.inf.astype(f) @ b.zero.astype(f)) + (a.zero.astype(f) @ b.inf.astype(f))
    pinf = a_pinf @ b_pos_nz + a_ninf @ b_neg_nz + a_pos_nz @ b_pinf + a_neg_nz @ b_ninf
    ninf = a_pinf @ b_neg_nz + a_ninf @ b_pos_nz + a_pos_nz @ b_ninf + a_neg_nz @ b_pinf
    pinf = pinf + (c.inf & ~c.neg) + acc_pinf
    ninf = ninf + (c.inf & c.neg) + acc_ninf
    is_nan = (nan > 0) | c.nan | ((pinf > 0) & (ninf > 0))
    out = np.where(pinf > 0, inf_code(out_fmt, np.zeros((), bool)), out)
    out = np.where(ninf > 0, inf_code(out_fmt, np.ones((), bool)), out)
    return np.where(is_nan, nan_code(out_fmt, ()), out).astype(out.dtype)
