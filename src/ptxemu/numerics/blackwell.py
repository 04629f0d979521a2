"""Arithmetic models for the sm_120a mma.sync `.kind::*` forms (no hardware truth here).

The PTX manual leaves "accumulation order, rounding and handling of subnormal inputs" unspecified,
and no sm_120 tensor-core characterisation is published. The default model therefore takes the
parameters Khattak & Mikaitis (arXiv 2512.07004, "Accurate Models of NVIDIA Tensor Cores"; their
MATLAB model `models/B200TC.m` in github.com/north-numerical-computing/MATLAB-tensor-core) fitted
to the B200 (sm_100) fp8 tensor core, and runs them on the generic block-FMA engine of
numerics/blockfma.py. Every model is a named `BlackwellModel`; `target=` picks one (see
`select_model`), and docs/numerics.md "## Blackwell" lists the parameters and assumptions.

Scaled elements: the manual defines D = (A*SA)*(B*SB) + C. With ue8m0 scales (powers of two) and
ue4m3 scales (4-bit significands) every scaled element and every product is exact in a short
integer significand, so the models treat block scaling as exact and hand the engine the scaled
elements; only the accumulation is model-dependent.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np

from ptxemu.errors import PtxError, Unsupported
from ptxemu.formats.table import FORMATS as NUMBER_FORMATS
from ptxemu.formats.table import Format
from ptxemu.numerics import blockfma_kernel
from ptxemu.numerics.blockfma import BlockFMA, evaluate
from ptxemu.numerics.expmax import BETA_LOG2, log_beta, powers
from ptxemu.numerics.fp import F16, F32, Decoded, FloatFormat, decode

if TYPE_CHECKING:
    from ptxemu.isa.catalogue.mma_forms import KindForm

OUT_FORMATS: dict[str, FloatFormat] = {"f32": F32, "f16": F16}


# ---------------------------------------------------------------------------------------------
# Element and scale decoding (exact integer parts, generic over ptxemu.formats' records)
# ---------------------------------------------------------------------------------------------

def _parts(codes: np.ndarray, fmt: Format) -> Decoded:
    """Codes of a (possibly unsigned, NaN-less, subnormal-less) format -> exact integer parts."""
    c = np.asarray(codes).astype(np.int64)
    mag = c & fmt.mag_mask
    neg = (c & fmt.sign_mask) != 0 if fmt.signed else np.zeros(c.shape, bool)
    e = mag >> fmt.man_bits
    m = mag & ((1 << fmt.man_bits) - 1)
    nan = fmt.is_nan_code(mag)
    inf = (mag == fmt.inf_code) if fmt.has_inf else np.zeros(c.shape, bool)
    if fmt.subnormals:
        sub = e == 0
        sig = np.where(sub, m, m | (1 << fmt.man_bits))
        exp = np.where(sub, 1, e) - fmt.bias - fmt.man_bits
    else:  # ue8m0: code 0 is 2^-127, no zero
        sig = m | (1 << fmt.man_bits)
        exp = e - fmt.bias - fmt.man_bits
    sig = np.where(nan | inf, 0, sig)
    # mbits: exp + mbits is the exponent field's value (emin for subnormals), the "nominal"
    # exponent that exponent-sum alignment uses
    return Decoded(neg, sig.astype(np.int64), exp.astype(np.int64), nan, inf, fmt.man_bits)


_BETA_LOG2 = BETA_LOG2  # the fast path's exponent maximum uses powers of beta = 2^6 > K
_BIG = 1 << 20  # exponent sentinel for zero / special elements (sums of two stay in int32)


@dataclass(frozen=True)
class _Table:
    dec: Decoded  # exact parts of every code
    val: np.ndarray  # float64 value; 0 for NaN/inf (they are handled as specials)
    nom: np.ndarray  # int32 exponent field (emin for subnormals); -_BIG for zero / NaN / inf
    lsb: np.ndarray  # int32 exponent of the significand's LSB; +_BIG for zero / NaN / inf
    special: np.ndarray  # bool: NaN or inf code
    pw: np.ndarray  # float64 2^(6 * nom) for the fast path's exponent maximum; 0 for zero / NaN / inf
    lsb8: np.ndarray  # lsb as int8 with 127 for zero / NaN / inf (element formats only)


@cache
def _tables(name: str) -> _Table:
    fmt = NUMBER_FORMATS[name]
    d = _parts(np.arange(1 << fmt.bits), fmt)
    v = np.ldexp(d.sig.astype(np.float64), d.exp.astype(np.int32))
    nz = d.sig != 0
    nom = np.where(nz, d.exp + d.mbits, -_BIG).astype(np.int32)
    pw = powers(np.clip(nom, -100, 100), nz)
    lsb = np.where(nz, d.exp, _BIG).astype(np.int32)
    lsb8 = np.where(nz, np.clip(d.exp, -127, 126), 127).astype(np.int8)
    return _Table(d, np.where(d.neg, -v, v), nom, lsb, d.nan | d.inf, pw, lsb8)


def _lookup(codes: np.ndarray, name: str) -> Decoded:
    t = _tables(name).dec
    c = np.asarray(codes).astype(np.intp)
    return Decoded(t.neg[c], t.sig[c], t.exp[c], t.nan[c], t.inf[c], t.mbits)


def decode_elements(codes: np.ndarray, type_name: str) -> Decoded:
    """Plain element codes (code in the low bits) of an f8f6f4 type -> exact parts."""
    return _lookup(codes, type_name)


def _scale_codes(codes: np.ndarray, stype: str, form_name: str = "") -> np.ndarray:
    """Checked scale codes as table indices (ue4m3: padding MSB dropped, see decode_scales)."""
    c = np.asarray(codes).astype(np.int64)
    if stype == "ue4m3":
        odd = (c >= 0x80) & (c != 0xFF)
        if np.any(odd):
            raise Unsupported(
                f"{form_name}: ue4m3 scale code 0x{int(c[odd].flat[0]):02x} has the padding MSB set; "
                "the manual requires it to be 0 and the hardware's reading of it is unknown")
        c = c & 0x7F
    return c


def decode_scales(codes: np.ndarray, stype: str, form_name: str = "") -> Decoded:
    """Scale codes (ue8m0 / ue4m3) -> exact parts; NaN codes (ue8m0 0xff, ue4m3 0x7f) give NaN.

    ue4m3 is a 7-bit format in a .b8 whose MSB the manual says is zero. 0xff is NaN whether the
    hardware ignores that bit (0x7f) or reads it as an e4m3 sign (-NaN), so it is modelled as NaN;
    any other code with the MSB set has two readings (+x or -x) and raises Unsupported.
    """
    return _lookup(_scale_codes(codes, stype, form_name), stype)


def scale_elements(x: Decoded, s: Decoded, chunk: int, axis: int) -> Decoded:
    """Multiply every chunk of `chunk` consecutive elements along `axis` by its scale, exactly.

    x*s is exact (short significands); NaN if either is NaN or for inf * 0 (ue4m3 has a zero).
    The nominal exponent of x*s is the sum of both exponent fields (mbits add up), as exponent
    adders would form it.
    """
    rep = [np.repeat(v, chunk, axis=axis) for v in (s.neg, s.sig, s.exp, s.nan, s.inf)]
    s_neg, s_sig, s_exp, s_nan, s_inf = rep
    s_zero = (s_sig == 0) & ~s_nan & ~s_inf
    nan = x.nan | s_nan | (x.inf & s_zero) | (s_inf & x.zero)
    inf = (x.inf | s_inf) & ~nan
    sig = np.where(nan | inf, 0, x.sig * s_sig)
    return Decoded(x.neg ^ s_neg, sig, x.exp + s_exp, nan, inf, x.mbits + s.mbits)


def broadcast_decoded(x: Decoded, shape: tuple[int, ...]) -> Decoded:
    return Decoded(*(np.broadcast_to(v, shape) for v in (x.neg, x.sig, x.exp, x.nan, x.inf)), x.mbits)


@cache
def _pair_tables(etype: str, stype: str) -> tuple[np.ndarray, np.ndarray, int] | None:
    """Value and exponent-power tables over (scale code << element bits | element code), when the
    code space is small and the powers need no per-vector shift; else None."""
    eb = NUMBER_FORMATS[etype].bits
    te, ts = _tables(etype), _tables(stype)
    if eb + NUMBER_FORMATS[stype].bits > 12:
        return None
    nz = (ts.nom[:, None] > -_BIG) & (te.nom[None, :] > -_BIG)
    nom = np.where(nz, ts.nom[:, None] + te.nom[None, :], 0)
    if 2 * _BETA_LOG2 * int(np.abs(nom).max()) > 900:  # a product of two powers must stay normal
        return None
    val = (ts.val[:, None] * te.val[None, :]).ravel()
    pw = powers(nom, nz).ravel()
    return val, pw, eb


def _code_facts(c: np.ndarray, fmt: Format) -> tuple[bool, int]:
    """(does any NaN/inf code occur?, smallest LSB exponent of a non-zero finite code, or _BIG),
    from the code bits with a few byte-wide passes (no table lookups)."""
    mag = c & np.uint8(fmt.mag_mask)
    special = False
    if fmt.nan != "none" or fmt.has_inf:
        # NaN/inf are the largest magnitude codes: the all-ones exponent ("ieee") or the all-ones
        # magnitude ("allones")
        top = fmt.mag_mask if fmt.nan == "allones" and not fmt.has_inf else \
            ((1 << fmt.exp_bits) - 1) << fmt.man_bits
        special = int(mag.max(initial=0)) >= top
    # magnitude codes grow with the exponent field: the smallest non-zero one has the smallest
    # LSB exponent, max(exponent field, 1) - bias - man_bits (mag - 1 wraps 0 to 255)
    low = int((mag - np.uint8(1)).min(initial=255)) + 1  # an empty batch has no codes
    lsb_min = _BIG if low == 256 else max(low >> fmt.man_bits, 1) - fmt.bias - fmt.man_bits
    return special, lsb_min


class Operand:
    """One multiplicand matrix (A: axis=-1 is K; B: axis=-2 is K), optionally block-scaled.

    Holds what the fast path needs, all from per-code tables: scaled float64 values, and per element
    (unscaled) 2^(6*exponent field) and LSB exponents, per scale chunk the scale's exponent field
    and LSB exponent. The exact `Decoded` parts for the engine are built only when asked.
    """

    def __init__(self, codes: np.ndarray, type_name: str, shape: tuple[int, ...], *,
                 scales: np.ndarray | None = None, stype: str | None = None, chunk: int = 0,
                 axis: int = -1, form_name: str = "", lean: bool = False) -> None:
        """lean: only what the compiled route needs (values, specials); no powers for BLAS."""
        self.codes, self.type_name, self.shape = codes, type_name, shape
        self.scales, self.stype, self.axis = scales, stype, axis
        self.chunk = chunk if scales is not None else shape[axis]
        t = _tables(type_name)
        c = np.asarray(codes)
        self._t = t
        special, self.lsb_min = _code_facts(c, NUMBER_FORMATS[type_name])
        pair = _pair_tables(type_name, stype) if scales is not None and stype is not None else None
        if lean:
            pair = None
        if pair is None:
            val, pw = (None, None) if lean else (t.val[c], t.pw[c])
        self.scaled = scales is not None
        # pw_shift: exponent subtracted from every nominal exponent of a K-vector before the powers
        # are formed (0 without scales; with scales, the vector's largest scale exponent)
        self.pw_shift = np.zeros(shape[:-2] + ((shape[-2],) if axis == -1 else (shape[-1],)), np.int32)
        self.folded = True
        sshape = shape[:-2] + ((shape[-2], 1) if axis == -1 else (1, shape[-1]))
        if scales is not None and stype is not None:
            self.scales = _scale_codes(scales, stype, form_name).astype(np.intp)
            st = _tables(stype)
            sc = self.scales
            if pair is not None:
                # small element x scale code space (e2m1 x ue4m3): one index, two table lookups
                pval, ppw, eb = pair
                idx = c.astype(np.uint16) | (np.repeat(sc.astype(np.uint16), chunk, axis=axis) << eb)
                val, pw = pval[idx], ppw[idx]
            elif not lean:
                val = val * np.repeat(st.val[sc], chunk, axis=axis)
            special = special or bool(st.special[sc].any())
            sf = sc.shape[axis]
            sshape = shape[:-2] + ((shape[-2], sf) if axis == -1 else (sf, shape[-1]))
            self.snom = np.broadcast_to(st.nom[sc], sshape)
            self.slsb = np.broadcast_to(st.lsb[sc], sshape)
            # Fold the scales into the powers: 2^(6 (e_elem + e_scale - shift)); with the shift every
            # product of powers stays a normal float64 (6 * (-28 - 2*60) > -1022) unless one vector's
            # scales spread over > 60 binades, in which case the per-chunk route (element powers,
            # scale exponents added afterwards) is used.
            snz = st.nom[sc] > -_BIG
            shift = np.where(snz, st.nom[sc], -_BIG).max(axis=axis)
            shift = np.where(shift > -_BIG, shift, 0).astype(np.int32)
            rel = st.nom[sc] - np.expand_dims(shift, axis)
            if pair is not None:
                pass  # scales already folded into pw, unshifted
            elif lean:
                self.folded = False
            elif np.all(~snz | (rel >= -60)):
                spw = powers(np.maximum(rel, -60), snz)
                pw = pw * np.repeat(spw, chunk, axis=axis)
                self.pw_shift = np.broadcast_to(shift, self.pw_shift.shape)
            else:
                self.folded = False
        else:
            self.snom = np.zeros(sshape, np.int32)
            self.slsb = np.zeros(sshape, np.int32)
        self.special = special
        self.val = None if val is None else np.broadcast_to(val, shape)
        self.pw = None if pw is None else np.broadcast_to(pw, shape)
        self._dec: Decoded | None = None

    def special_rows(self) -> np.ndarray:
        """Per K-vector (row of A / column of B): does it hold a NaN/inf element or a NaN scale?"""
        spec = self._t.special[np.asarray(self.codes)]
        if self.scales is not None and self.stype is not None:
            spec = spec | np.repeat(_tables(self.stype).special[self.scales], self.chunk, axis=self.axis)
        return np.broadcast_to(spec, self.shape).any(axis=self.axis)

    def lsb_rows(self, k0: int, k1: int) -> np.ndarray:
        """Smallest element LSB exponent per K-vector over K columns k0..k1 (int32, _BIG if none)."""
        c = np.asarray(self.codes)
        c = c[..., k0:k1] if self.axis == -1 else c[..., k0:k1, :]
        m = self._t.lsb8[c].min(axis=self.axis).astype(np.int32)
        rows = self.shape[-2] if self.axis == -1 else self.shape[-1]
        return np.broadcast_to(np.where(m == 127, _BIG, m), self.shape[:-2] + (rows,))

    @property
    def dec(self) -> Decoded:
        if self._dec is None:
            self._dec = broadcast_decoded(self._decode(self.codes, self.scales, self.axis), self.shape)
        return self._dec

    def _decode(self, codes: np.ndarray, scales: np.ndarray | None, axis: int) -> Decoded:
        d = decode_elements(codes, self.type_name)
        if scales is not None and self.stype is not None:
            d = scale_elements(d, _lookup(scales, self.stype), self.chunk, axis)
        return d

    def vectors(self, bidx: tuple, idx: np.ndarray) -> Decoded:
        """Exact parts of selected K-vectors only: rows idx of A / columns idx of B (batch bidx),
        laid out (U, 1, K) for A and (U, K, 1) for B."""
        sshape = None
        if self.scales is not None:
            sf = self.scales.shape[self.axis]
            sshape = self.shape[:-2] + ((self.shape[-2], sf) if self.axis == -1 else (sf, self.shape[-1]))

        def pick(x: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
            x = np.broadcast_to(x, shape)
            if self.axis == -2:
                x = np.swapaxes(x, -1, -2)
            return x[bidx + (idx,)]

        codes = pick(self.codes, self.shape)
        scales = pick(self.scales, sshape) if sshape is not None else None
        d = self._decode(codes, scales, -1)  # (U, K): K and the scale chunks run along the last axis
        fields = (d.neg, d.sig, d.exp, d.nan, d.inf)
        if self.axis == -1:
            return Decoded(*(f[:, None, :] for f in fields), d.mbits)
        return Decoded(*(f[:, :, None] for f in fields), d.mbits)


# ---------------------------------------------------------------------------------------------
# Named models
# ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class BlackwellModel:
    """A named accumulation model for the `.kind::*` mma.sync forms.

    `engines` maps the accumulator type (f32 / f16) to the block-FMA parameters the generic
    engine evaluates; `basis` says where the numbers come from.
    """

    name: str
    engines: dict[str, BlockFMA]
    basis: str
    assumptions: tuple[str, ...] = field(default=())

    fast: bool = True  # use the BLAS fast path where it is provably exact (see _fast_evaluate)

    def mma(self, a: Operand, b: Operand, c_codes: np.ndarray, form: KindForm) -> np.ndarray:
        out_fmt = OUT_FORMATS[form.dtype]
        engine = self.engines[form.dtype]
        if kernel_route(self, form):
            return _kernel_evaluate(engine, a, b, c_codes, out_fmt)
        if self.fast and fast_path_applies(engine, out_fmt):
            return _fast_evaluate(engine, a, b, c_codes, out_fmt)
        return evaluate(engine, a.dec, b.dec, decode(c_codes, out_fmt), out_fmt)


# ---------------------------------------------------------------------------------------------
# Fast path: the same arithmetic as blockfma.evaluate, from float64 matrix products
# ---------------------------------------------------------------------------------------------
# For a block-FMA model that aligns to the exponent-sum ("nominal") grid and truncates, one step is
#     D = round_step( sum_k trunc_grid(p_k) + trunc_grid(C) ),   grid LSB = 2^(E - align_bits),
# E = max(max_k (ea_k + eb_k), e_C). Per output the only O(K) quantities are E and the exact sum of
# the products, and both come from BLAS:
#   * E: with beta = 2^6 > K, sum_k beta^(ea_k + eb_k - ra - cb) lies in [beta^x, K beta^x] for
#     x = max_k(...) - ra - cb, so x = floor(log_beta(.)) exactly (ra, cb: row / column maxima keep
#     the powers in range; a sum that would underflow sends the output to the engine);
#   * when every product is a multiple of the grid LSB (checked with row/column minima of the LSB
#     exponents), truncation drops nothing, every partial sum has <= align_bits + 7 <= 53 bits and
#     the float64 product A @ B is exact;
#   * the exact step value is then rounded by one float64 -> f32/f16 conversion (RN), corrected
#     towards zero for RZ.
# Outputs failing a check (long exponent spreads) are evaluated by blockfma.evaluate itself, and
# tests/ops/test_mma_kind_fastpath.py checks that both routes agree bit for bit.

_FLOAT = {"f32": (np.float32, np.uint32), "f16": (np.float16, np.uint16)}


def dense_engine(model: BlackwellModel, atype: str, dtype: str) -> BlockFMA:
    """The block-FMA engine of `model` for tcgen05's .kind::f16 / ::tf32 inputs (f16, bf16, tf32)."""
    fam = "tf32" if atype == "tf32" else "f16x"
    engine = model.engines.get(f"{fam}/{dtype}")
    if engine is None:
        raise Unsupported(f"Blackwell model '{model.name}' has no engine for .{atype} inputs with "
                          f".{dtype} accumulators")
    return engine


def kernel_route(model: Any, form: KindForm) -> bool:
    """The form runs on the compiled block-FMA kernel (numba present, a model it computes)."""
    if not (blockfma_kernel.available() and isinstance(model, BlackwellModel) and model.fast):
        return False
    return fast_path_applies(model.engines[form.dtype], OUT_FORMATS[form.dtype])


def fast_path_applies(m: BlockFMA, out_fmt: FloatFormat) -> bool:
    return (getattr(m, "k_order", "natural") == "natural" and getattr(m, "c_entry", "block") == "block"
            and m.align_ref == "nominal" and m.acc_in_block and m.align_rounding == "rz"
            and m.zero_sign == "pos" and m.step_format is not None and m.step_format == out_fmt
            and out_fmt.name in _FLOAT and m.step_rounding in ("rn", "rz")
            and not (m.step_ftz or m.c_ftz or m.out_ftz) and m.align_bits + 8 <= 53
            and m.block < (1 << _BETA_LOG2))


_log_beta = log_beta  # floor(log2(s) / 6) of positive normal float64 s (numerics/expmax.py)


def _acc_view(codes: np.ndarray, fmt: FloatFormat) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(value as float64 with NaN/inf -> 0, exponent field or -_BIG, special?) of accumulator codes."""
    ftype, _ = _FLOAT[fmt.name]
    with np.errstate(invalid="ignore"):  # signalling-NaN codes; replaced by 0 below
        v = codes.view(ftype).astype(np.float64)
    bexp = ((codes >> fmt.mbits) & ((1 << fmt.ebits) - 1)).astype(np.int32)
    special = bexp == (1 << fmt.ebits) - 1
    if special.any():
        v = np.where(special, 0.0, v)
    nom = np.where(v != 0, np.maximum(bexp, 1) - fmt.bias, np.int32(-_BIG))
    return v, nom, special


def _round_value(x: np.ndarray, fmt: FloatFormat, mode: str) -> tuple[np.ndarray, np.ndarray]:
    """Exact float64 values -> (codes, overflowed) in fmt with RN or RZ; zeros are +0."""
    ftype, utype = _FLOAT[fmt.name]
    if mode == "rz":
        # truncate the float64 significand to the format's precision (normal range), or to the
        # subnormal grid below 2^emin; the conversion that follows is then exact
        keep = ~np.int64((1 << (52 - fmt.mbits)) - 1)
        xt = (x.view(np.int64) & keep).view(np.float64)
        ax = np.abs(x)
        sub = ax < 2.0 ** fmt.emin
        if sub.any():
            g = fmt.emin - fmt.mbits
            xt = np.where(sub, np.ldexp(np.trunc(np.ldexp(x, -g)), g), xt)
        over = ax >= 2.0 ** (fmt.emax + 1)
        if over.any():
            xt = np.where(over, 0.0, xt)
        r = xt.astype(ftype)
    else:
        with np.errstate(over="ignore"):
            r = x.astype(ftype)  # IEEE conversion: one rounding to nearest even
        over = np.isinf(r)
    codes = r.view(utype)
    codes = np.where(over | (r == 0), utype(0), codes)
    return codes, over


def _fast_step(m: BlockFMA, a: Operand, b: Operand, j0: int, acc: tuple, fmt: FloatFormat):
    """One fused step (K columns j0 .. j0+block) over all outputs, the accumulator given as
    _acc_view's (value, exponent field); returns (codes, overflowed, unsafe)."""
    j1 = min(j0 + m.block, a.shape[-1])
    ch = min(a.chunk, j1 - j0)
    chunks = [(k0, k0 // a.chunk) for k0 in range(j0, j1, ch)]
    if a.folded and b.folded:
        # one product of the powers for the whole step (scales folded in, see Operand)
        s = a.pw[..., j0:j1] @ b.pw[..., j0:j1, :]
        ok = s > 0
        shift = a.pw_shift[..., :, None] + b.pw_shift[..., None, :]
        X = np.where(ok, _log_beta(s) + shift, np.int32(-_BIG))
        oks = [(k0, q, None) for k0, q in chunks]
    else:
        X = None
        oks = []
        for k0, q in chunks:
            s = a.pw[..., k0:k0 + ch] @ b.pw[..., k0:k0 + ch, :]  # sum of 2^(6 (ea + eb)); exact max below
            sa, sb = a.snom[..., :, q, None], b.snom[..., None, q, :]
            okq = (s > 0) & (sa > -_BIG) & (sb > -_BIG)
            oks.append((k0, q, okq))
            Xq = np.where(okq, _log_beta(s) + (sa + sb), np.int32(-_BIG))
            X = Xq if X is None else np.maximum(X, Xq)
        ok = X > -_BIG
    cv, nc = acc
    E = np.maximum(X, nc)
    base = np.where(E > -_BIG, E - m.align_bits, 0)
    # Truncation check: every product's LSB exponent >= base. First with the smallest element LSB
    # exponents that occur at all (plus the exact scale LSBs), then per row/column where that fails.
    unsafe = np.zeros(base.shape, bool)
    qs = [q for _, q, _ in oks]
    lb_a = a.lsb_min + a.slsb[..., :, qs].min(axis=-1)[..., :, None]
    lb_b = b.lsb_min + b.slsb[..., qs, :].min(axis=-2)[..., None, :]
    if (ok & (lb_a + lb_b < base)).any():
        for k0, q, okq in oks:
            okq = ok if okq is None else okq
            la = a.lsb_rows(k0, k0 + ch)[..., :, None] + a.slsb[..., :, q, None]
            lb = b.lsb_rows(k0, k0 + ch)[..., None, :] + b.slsb[..., None, q, :]
            unsafe |= okq & (la + lb < base)
    S = a.val[..., j0:j1] @ b.val[..., j0:j1, :]  # exact where safe
    x = S + np.ldexp(np.trunc(np.ldexp(cv, -base)), base)  # C truncated to the grid; exact
    if unsafe.any():
        x = np.where(unsafe, 0.0, x)
    codes, over = _round_value(x, fmt, m.step_rounding)
    return codes, over, unsafe


def _nominal_bounds(op: Operand) -> tuple[int, int] | None:
    """Bounds (lo, hi) on the exponent sums (element field + scale field) of the operand's live
    scaled elements, or None if it has none: from the smallest and largest non-zero element
    magnitude codes (the exponent grows with the code) and the scale codes that occur."""
    fmt = NUMBER_FORMATS[op.type_name]
    c = np.asarray(op.codes)
    mag = (c & c.dtype.type(fmt.mag_mask)) if fmt.signed else c
    hi = int(mag.max(initial=0))
    if hi == 0:
        return None
    low = int((mag - mag.dtype.type(1)).min(initial=np.iinfo(mag.dtype).max)) + 1  # 0 wraps
    nom = _tables(op.type_name).nom
    live = nom[:fmt.mag_mask + 1] > -_BIG
    finite = np.nonzero(live)[0]
    e_lo, e_hi = int(nom[max(low, int(finite[0]))]), int(nom[min(hi, int(finite[-1]))])
    if op.scales is not None and op.stype is not None:
        sn = _nom16(op.stype)[op.scales]
        s_lo, s_hi = _live_range(sn)
        if s_hi <= -blockfma_kernel.BIG:
            return None
        e_lo, e_hi = e_lo + s_lo, e_hi + s_hi
    return e_lo, e_hi


def _live_range(nom: np.ndarray) -> tuple[int, int]:
    """(min, max) of the live exponents of an int16 array (the sentinel -BIG marks dead ones;
    (> 0, -BIG) when none): min over uint16 after a shift that sends the sentinel to the top."""
    big = blockfma_kernel.BIG
    hi = int(nom.max(initial=-big))
    lo = int((nom + np.int16(big - 1)).view(np.uint16).min(initial=0xFFFF)) - (big - 1)
    return lo, hi


@cache
def _val_table(name: str, wt) -> np.ndarray:
    with np.errstate(over="ignore", under="ignore"):  # unused where out of wt's range
        return _tables(name).val.astype(wt)


@cache
def _nom16(name: str) -> np.ndarray:
    """Per code the exponent field (emin for subnormals) as int16, blockfma_kernel's sentinel for
    zero / NaN / inf."""
    nom = _tables(name).nom
    return np.where(nom > -_BIG, nom, -blockfma_kernel.BIG).astype(np.int16)


def _kernel_evaluate(m: BlockFMA, a: Operand, b: Operand, c_codes: np.ndarray,
                     fmt: FloatFormat) -> np.ndarray:
    """The compiled block-FMA route (numerics/blockfma_kernel.py) on the scaled elements: the same
    arithmetic as blockfma.evaluate for every output whose inputs are finite; the others (a NaN/inf
    element, scale or C) go to the engine, as in _fast_evaluate."""
    M, K = a.shape[-2:]
    N = b.shape[-1]
    c_codes = np.asarray(c_codes)
    bshape = np.broadcast_shapes(a.shape[:-2], b.shape[:-2], c_codes.shape[:-2])
    T = int(np.prod(bshape, dtype=np.int64))
    ra, rb = _nominal_bounds(a), _nominal_bounds(b)
    live = ra is not None and rb is not None
    lo = ra[0] + rb[0] if live else 0
    # float32 products are exact (<= 12 significant bits); with every exponent within +-50 the
    # elements, products and scales 2**(F - E) are normal float32 numbers
    small = not live or (min(ra[0], rb[0]) >= -50 and max(ra[1], rb[1]) <= 50)
    wt = np.float32 if small else np.float64
    C3 = np.broadcast_to(c_codes, bshape + (M, N)).reshape(T, M, N)
    ftype, utype = _FLOAT[fmt.name]
    common = dict(c_fmt=fmt, c_add=False, cnom_direct=lo >= fmt.emin, F=m.align_bits, block=m.block,
                  lo=lo, rz=m.step_rounding == "rz", step_fmt=fmt,
                  res_dtype=np.float32 if ftype == np.float32 else np.float64)  # numba has no float16
    # N = 8: the kernel runs along the batch (a single entry too), decoding and scaling as it goes
    sides = []
    for op, shp in ((a, (M, K)), (b, (K, N))):
        codes = np.broadcast_to(np.asarray(op.codes), bshape + shp).reshape((T,) + shp)
        sc = None
        if op.scales is not None:
            sshape = op.scales.shape[-2:]
            sc = np.broadcast_to(op.scales, bshape + sshape).reshape((T,) + sshape).astype(np.uint8)
        sides.append(blockfma_kernel.Side(codes, _val_table(op.type_name, wt), _nom16(op.type_name),
                                          scales=sc))
    stype = a.stype if a.scales is not None else None
    res, unsafe = blockfma_kernel.block_runs(
        sides[0], sides[1], C3, scale_values=_val_table(stype, wt) if stype else None,
        scale_noms=_nom16(stype) if stype else None, chunk=a.chunk, **common)
    out = res.astype(ftype, copy=False).view(utype).reshape(bshape + (M, N))  # exact
    unsafe = unsafe.reshape(bshape + (M, N))
    if a.special:
        unsafe = unsafe | a.special_rows()[..., :, None]
    if b.special:
        unsafe = unsafe | b.special_rows()[..., None, :]
    if unsafe.any():
        idx = np.nonzero(unsafe)
        bidx, mi, ni = idx[:-2], idx[-2], idx[-1]
        sub_a, sub_b = a.vectors(bidx, mi), b.vectors(bidx, ni)
        sub_c = np.broadcast_to(c_codes, unsafe.shape)[idx][:, None, None]
        out[idx] = evaluate(m, sub_a, sub_b, decode(sub_c, fmt), fmt)[:, 0, 0]
    return out


def _fast_evaluate(m: BlockFMA, a: Operand, b: Operand, c_codes: np.ndarray, fmt: FloatFormat) -> np.ndarray:
    K = a.shape[-1]
    # Outputs that see a NaN/inf (element, scale or C) or overflow in a step go to the engine whole:
    # the special-value rules stay in one place (blockfma).
    cv, nc, c_special = _acc_view(c_codes, fmt)
    acc = (cv, nc)
    unsafe = c_special
    if a.special:
        unsafe = unsafe | a.special_rows()[..., :, None]
    if b.special:
        unsafe = unsafe | b.special_rows()[..., None, :]
    c = c_codes
    for j in range(0, K, m.block):
        if j:
            acc = _acc_view(c, fmt)[:2]
        c, over, u = _fast_step(m, a, b, j, acc, fmt)
        unsafe = unsafe | u | over
    out = c
    if unsafe.any():
        idx = np.nonzero(unsafe)
        bidx, mi, ni = idx[:-2], idx[-2], idx[-1]
        sub_a, sub_b = a.vectors(bidx, mi), b.vectors(bidx, ni)
        sub_c = np.asarray(c_codes)[idx][:, None, None]
        out = np.array(out, copy=True)
        out[idx] = evaluate(m, sub_a, sub_b, decode(sub_c, fmt), fmt)[:, 0, 0]
    return out


def _b200_like(name: str, rounding: str, basis: str) -> BlackwellModel:
    # Khattak & Mikaitis' B200 fp8 parameters (B200TC.m on Generic_BFMA_TC.m): FMA size 16 with two
    # 16-element vectors interleaved into one 32-product fused step; products and C aligned to the
    # largest exponent, where a product's exponent is the sum of its inputs' exponent fields
    # (their fpbits_IEEE2 adds one bit when that product's significand is >= 2, which is the same
    # grid) -> align_ref="nominal"; 23 + neab (2) = 25 bits kept below it, the rest truncated
    # (magnitude, "rz"); subnormals in and out kept; exact-zero sums return +0; RZ f32 results.
    common = dict(block=32, align_bits=25, align_rounding="rz", align_ref="nominal", acc_in_block=True,
                  zero_sign="pos")
    f32 = BlockFMA(name=f"{name}/f32", step_format=F32, step_rounding=rounding, out_rounding=rounding,
                   **common)  # type: ignore[arg-type]
    # f16 accumulators: each fused step rounds straight into f16, to nearest (their B200 finding
    # for f16 results); K = 32 is one step so no double rounding arises.
    f16 = BlockFMA(name=f"{name}/f16", step_format=F16, step_rounding="rn", out_rounding="rn",
                   **common)  # type: ignore[arg-type]
    # tcgen05.mma .kind::f16 / ::tf32 (f16, bf16, tf32 inputs): B200TC.m's other input formats,
    # fma = 16 for f16/bf16 and 8 for tf32, the same neab = 2 alignment and RZ f32 results; f16
    # results round to nearest. Keys "<input family>/<accumulator>" (see dense_engine).
    dense = {
        "f16x/f32": BlockFMA(name=f"{name}/f16x.f32", step_format=F32, step_rounding=rounding,
                             out_rounding=rounding, **{**common, "block": 16}),  # type: ignore[arg-type]
        "f16x/f16": BlockFMA(name=f"{name}/f16x.f16", step_format=F16, step_rounding="rn",
                             out_rounding="rn", **{**common, "block": 16}),  # type: ignore[arg-type]
        "tf32/f32": BlockFMA(name=f"{name}/tf32.f32", step_format=F32, step_rounding=rounding,
                             out_rounding=rounding, **{**common, "block": 8}),  # type: ignore[arg-type]
    }
    return BlackwellModel(
        name, {"f32": f32, "f16": f16, **dense}, basis,
        assumptions=(
            "sm_120a mma.sync uses the B200 (sm_100, tcgen05) fp8 datapath parameters",
            "e3m2/e2m3/e2m1 go through the same datapath as fp8 (the seed notes: f8f6f4 reuses the "
            "fp8 data path)",
            "block scaling is exact: products (a*sa)*(b*sb) are exact; a scaled product's exponent for "
            "alignment is the sum of the four exponent fields",
            "K = 64 (mxf4, mxf4nvf4) is two 32-product steps, the first rounded to f32 and fed as C",
            "the MATLAB model's product exponent floor (min_exp_limit = -133) is not modelled",
            "NaN results use the sm_90 canonical codes (f32 0x7fffffff, f16 0x7fff); overflow gives inf",
            "tcgen05 .kind::f16/::tf32: B200TC.m's fma 16 (f16, bf16) / 8 (tf32) with the same alignment; "
            "its f16-result product exponent floor (min_exp_limit = -15) is not modelled",
        ))


MODELS: dict[str, BlackwellModel] = {
    m.name: m
    for m in (
        _b200_like("sm_120a.kind.b200", "rz",
                   "Khattak & Mikaitis 2025 B200 fp8 model (fma=32, neab=2, RZ), MATLAB B200TC.m"),
        _b200_like("sm_120a.kind.b200-rn", "rn",
                   "the same with round-to-nearest f32 results (their 'b200rn' variant)"),
    )
}
DEFAULT_MODEL = "sm_120a.kind.b200"


def select_model(target: Any, form: KindForm | None = None) -> BlackwellModel:
    """target: None or an sm_12x target (default model), a model name, 'sm_120a:<model name>',
    or a BlackwellModel instance. The default is DEFAULT_MODEL, or the model PTXEMU_BLACKWELL_MODEL
    names (the one switch for whole kernels, whose target comes from their PTX)."""
    if isinstance(target, BlackwellModel):
        return target
    default = os.environ.get("PTXEMU_BLACKWELL_MODEL") or DEFAULT_MODEL
    if default not in MODELS:
        raise PtxError(f"PTXEMU_BLACKWELL_MODEL={default!r}: unknown Blackwell arithmetic model "
                       f"(known: {', '.join(MODELS)})")
    if target is None:
        return MODELS[default]
    if not isinstance(target, str):
        raise PtxError(f"target must be a string or a BlackwellModel, got {type(target).__name__}")
    arch, _, name = target.partition(":")
    if not name and arch in MODELS:
        return MODELS[arch]
    if not name:
        return MODELS[default]
    if name not in MODELS:
        raise PtxError(f"unknown Blackwell arithmetic model '{name}' (known: {', '.join(MODELS)})")
    return MODELS[name]


__all__ = ["BlackwellModel", "MODELS", "DEFAULT_MODEL", "Operand", "select_model", "decode_elements",
           "dense_engine",
           "decode_scales", "scale_elements"]
