"""Exact decode/encode between element codes and values, generic over `Format` records.

Encoding works on the exact input value (float64 holds every f16/bf16/f32 value exactly) with
a single rounding in integer arithmetic: the float64 significand is shifted right to the
target's quantum and the discarded bits decide the increment for each rounding mode.
No float arithmetic touches the value, so there is no double rounding.

Fast paths are *derived* from that exact encoder: for f32 inputs to narrow formats the
result depends only on the bits above the guard position, the guard bit and a sticky bit,
so the exact encoder fills a lookup table indexed by those bits once per (format, mode);
for f16/bf16 inputs the table covers all 65536 codes.
"""

from __future__ import annotations

import sys
from functools import cache, lru_cache

import numpy as np

from ptxemu.formats import half_rn
from ptxemu.formats.table import Format, get_format

ROUNDINGS = ("rn", "rna", "rz", "rm", "rp", "rs")

# Random-bit width each destination format reads per element for .rs (PTX ISA 9.7.9.21):
# f16 13 bits, bf16 16 bits, the f8/f6 x4 forms 16 bits, e2m1x4 8 bits.
RS_WIDTH = {"f16": 13, "bf16": 16, "e4m3": 16, "e5m2": 16, "e2m3": 16, "e3m2": 16, "e2m1": 8}

_F64_MAN = (1 << 52) - 1


def _fmt(fmt: Format | str) -> Format:
    return fmt if isinstance(fmt, Format) else get_format(fmt)


# ---------------------------------------------------------------------------------------------
# decode
# ---------------------------------------------------------------------------------------------
@cache
def _decode_table(fmt: Format) -> np.ndarray:
    codes = np.arange(1 << fmt.bits, dtype=np.int64)
    mag = codes & fmt.mag_mask
    e = mag >> fmt.man_bits
    m = mag & ((1 << fmt.man_bits) - 1)
    if fmt.subnormals:
        val = np.where(e == 0, np.ldexp(m.astype(np.float64), fmt.emin - fmt.man_bits),
                       np.ldexp((m + (1 << fmt.man_bits)).astype(np.float64), e - fmt.bias - fmt.man_bits))
    else:
        val = np.ldexp((m + (1 << fmt.man_bits)).astype(np.float64), e - fmt.bias - fmt.man_bits)
    if fmt.has_inf:
        val = np.where(mag == fmt.inf_code, np.inf, val)
    val = np.where(fmt.is_nan_code(mag), np.nan, val)
    if fmt.signed:
        val = np.where((codes & fmt.sign_mask) != 0, -val, val)
    val.setflags(write=False)
    return val


# NaN/inf inputs are data here, not accidents: numpy's floating-point warnings are noise
@np.errstate(all="ignore")
def decode(codes, fmt: Format | str) -> np.ndarray:
    """Exact float64 values of element codes (NaN codes -> NaN, +-inf, -0 kept).

    `codes` are unsigned integers in storage units (tf32: the .b32 register; its low 13 bits
    are ignored, as the tensor cores read only the upper 19). A code with bits set outside
    the format's width raises ValueError.
    """
    fmt = _fmt(fmt)
    c = np.asarray(codes)
    if c.dtype.kind not in "ui":
        raise TypeError(f"decode({fmt.name}) takes integer codes, got dtype {c.dtype}")
    if fmt.name == "f64":
        return c.astype(np.uint64).view(np.float64)
    if fmt.name == "f32":
        return c.astype(np.uint32).view(np.float32).astype(np.float64)
    if fmt.name == "tf32":
        return (c.astype(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
    if c.size and (c.min() < 0 or c.max() >> fmt.bits):
        raise ValueError(f"{fmt.name} codes are {fmt.bits}-bit; got a value outside 0..{(1 << fmt.bits) - 1}")
    return _decode_table(fmt)[c.astype(np.intp)]


# ---------------------------------------------------------------------------------------------
# encode
# ---------------------------------------------------------------------------------------------
def _as_float64(x) -> np.ndarray:
    a = np.asarray(x)
    if a.dtype.kind in "ui" or a.dtype == bool:
        raise TypeError("encode takes float values; pass raw bits through decode() first")
    with np.errstate(invalid="ignore"):
        return a.astype(np.float64)


def _encode_exact(v: np.ndarray, fmt: Format, rounding: str, satfinite: bool, relu: bool, ftz: bool,
                  rbits: np.ndarray | None, rwidth: int) -> np.ndarray:
    """The reference encoder: float64 values -> codes (storage dtype), one exact rounding."""
    shape = np.shape(v)
    if rbits is not None:
        rbits = np.asarray(rbits).reshape(-1)
    bits = np.array(v, dtype=np.float64).reshape(-1).view(np.uint64)
    neg = (bits >> np.uint64(63)).astype(bool)
    E = ((bits >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64)
    M = (bits & np.uint64(_F64_MAN)).astype(np.int64)
    isnan = (E == 0x7FF) & (M != 0)
    isinf = (E == 0x7FF) & (M == 0)
    if not fmt.signed:  # unsigned formats encode |x| (host __nv_cvt_*_to_e8m0 drops the sign)
        neg = np.zeros_like(neg)
    m = fmt.man_bits
    sig = M | ((E != 0).astype(np.int64) << 52)
    # Exponent of the leading bit; f64 subnormals sit far below every narrower format's emin,
    # where only "below the lowest quantum" matters, so -1023 stands for all of them.
    e = np.where(E == 0, -1023, E - 1023)
    eb = np.maximum(e, fmt.emin)
    shift_true = (eb - m) - (np.maximum(E, 1) - 1075)  # bits of sig below the kept LSB
    shift = np.clip(shift_true, 0, 62)
    kept = sig >> shift
    rem = sig & ((np.int64(1) << shift) - 1)
    half = (np.int64(1) << shift) >> 1
    if rounding == "rn":
        inc = (rem > half) | ((rem == half) & (half != 0) & ((kept & 1) == 1))
    elif rounding == "rna":
        inc = (rem >= half) & (half != 0)
    elif rounding == "rz":
        inc = np.zeros(kept.shape, dtype=bool)
    elif rounding == "rm":
        inc = (rem != 0) & neg
    elif rounding == "rp":
        inc = (rem != 0) & ~neg
    elif rounding == "rs":
        # Add rbits to the top `rwidth` discarded bits; the carry out rounds away from zero.
        # Discarded bits below that window are dropped (they cannot reach the carry).
        sh_w = shift_true - rwidth
        window = np.where(sh_w >= 0, rem >> np.clip(sh_w, 0, 62), rem << np.clip(-sh_w, 0, 62))
        inc = ((window + rbits) >> rwidth) != 0
    else:
        raise ValueError(f"unknown rounding '{rounding}' (one of {ROUNDINGS})")
    lead = 0 if fmt.subnormals else (1 << m)
    mag = ((eb - fmt.emin) << m) + kept + inc.astype(np.int64) - lead
    if not fmt.subnormals:  # below the lowest binade there is no zero: clip to code 0
        mag = np.maximum(mag, 0)
    elif ftz:  # flush subnormal results to sign-preserving zero
        mag = np.where(mag < (1 << m), 0, mag)

    nan_out = isnan.copy()
    top = fmt.max_code
    ovf = (mag > top) & ~isnan & ~isinf
    saturating = satfinite or (not fmt.has_inf and fmt.nan == "none")
    if saturating:
        mag = np.where(ovf | isinf, top, mag)
    elif fmt.has_inf:
        inf = fmt.inf_code
        if rounding in ("rn", "rna"):
            to_inf = ovf
        elif rounding == "rz":
            to_inf = np.zeros_like(ovf)
        elif rounding == "rm":
            to_inf = ovf & neg
        elif rounding == "rp":
            to_inf = ovf & ~neg
        else:  # rs: rounded away from zero past MAX -> inf, toward zero -> MAX
            to_inf = ovf & inc
        mag = np.where(to_inf | isinf, inf, np.where(ovf, top, mag))
    else:  # no inf but a NaN code (e4m3, ue8m0 without .satfinite): overflow is NaN, and the
        # host code (cuda_fp8.hpp, __NV_NOSAT) keeps the sign: -inf/-overflow -> 0xff for e4m3
        mag = np.where(ovf | isinf, fmt.mag_mask, mag)
    if fmt.nan == "none":  # NaN becomes +MAX_NORM (PTX 9.7.9.21 .satfinite; host cuda_fp4/fp6)
        mag = np.where(nan_out, top, mag)
        neg = neg & ~nan_out
        nan_out = np.zeros_like(nan_out)
    if relu:  # negative results clamp to +0; NaN stays (canonical) NaN
        if fmt.nan == "allones" and not saturating:
            nan_out |= (ovf | isinf)
        mag = np.where(neg & ~nan_out, 0, mag)
        neg = np.zeros_like(neg)
    code = mag.astype(np.uint64)
    if fmt.signed:
        code |= neg.astype(np.uint64) << np.uint64(fmt.bits - 1)
    code <<= np.uint64(fmt.code_shift)
    code = np.where(nan_out, np.uint64(fmt.nan_code), code)
    return code.astype(fmt.storage).reshape(shape)


def _check_rounding(fmt: Format, rounding: str, rbits) -> None:
    if rounding not in ROUNDINGS:
        raise ValueError(f"unknown rounding '{rounding}' (one of {ROUNDINGS})")
    if (rounding == "rs") != (rbits is not None):
        raise ValueError("rounding 'rs' needs rbits, and rbits only goes with 'rs'")


@lru_cache(maxsize=64)
def _f32_table(fmt: Format, rounding: str, satfinite: bool, relu: bool, ftz: bool) -> tuple[int, np.ndarray]:
    """Lookup table for f32 inputs: index = (bits >> T) << 1 | sticky(bits below T).

    T = 22 - man_bits is the guard-bit position for results in the normal range (deeper for
    subnormal results), so the index holds every bit the rounding can depend on - unless the
    format's lowest quantum 2^(emin - man_bits) lies inside the f32 subnormal range (ue8m0:
    2^-127), where the guard bit sits at emin - man_bits + 148.
    """
    t = min(22 - fmt.man_bits, fmt.emin - fmt.man_bits + 148)
    idx = np.arange(1 << (33 - t), dtype=np.uint64)
    rep = (((idx >> np.uint64(1)) << np.uint64(t)) | (idx & np.uint64(1))).astype(np.uint32)
    with np.errstate(invalid="ignore"):  # signalling-NaN patterns convert quietly
        vals = rep.view(np.float32).astype(np.float64)
    table = _encode_exact(vals, fmt, rounding, satfinite, relu, ftz, None, 0)
    table.setflags(write=False)
    return t, table


@lru_cache(maxsize=64)
def _u16_table(src: str, fmt: Format, rounding: str, satfinite: bool, relu: bool, ftz: bool) -> np.ndarray:
    vals = decode(np.arange(1 << 16, dtype=np.uint32), src)
    table = _encode_exact(vals, fmt, rounding, satfinite, relu, ftz, None, 0)
    table.setflags(write=False)
    return table


def _bf16_dtype():
    """ml_dtypes' bfloat16 where ml_dtypes is loaded already (an array of that dtype exists only
    then), else None: importing it costs 0.5-1 s, which no conversion of ours needs."""
    ml_dtypes = sys.modules.get("ml_dtypes")
    return None if ml_dtypes is None else np.dtype(ml_dtypes.bfloat16)


def _use_f32_table(fmt: Format, n: int) -> bool:
    """Tables up to 2^18 entries always pay; the 2^21-entry ones (10-bit mantissas: f16, tf32)
    only for large arrays, where building them once (about 0.3 s) beats the exact path."""
    if fmt.man_bits <= 7:
        return True
    return fmt.man_bits <= 10 and n >= (1 << 20)


def _index(b: np.ndarray, t: int) -> np.ndarray:
    """(b >> t) << 1 | (low t bits != 0), as intp (numpy gathers fastest with intp indices)."""
    hi = b >> np.uint32(t)
    hi <<= np.uint32(1)
    low = b & np.uint32((1 << t) - 1)
    low += np.uint32((1 << t) - 1)  # carries into bit t exactly when the low bits are non-zero
    low >>= np.uint32(t)
    hi |= low
    return hi.astype(np.intp)


_CHUNK = 1 << 15  # elements per block of _lookup: its four scratch arrays stay in the L2 cache


def _lookup(b: np.ndarray, t: int, table: np.ndarray) -> np.ndarray:
    """table[_index(b, t)], in blocks for large arrays: the whole-array form writes and reads
    four array-sized temporaries (one of them 8 bytes an element), which costs more than the
    lookup itself once they leave the cache."""
    if b.size <= _CHUNK:
        return np.take(table, _index(b, t))
    flat = b.reshape(-1)
    out = np.empty(flat.size, table.dtype)
    hi = np.empty(_CHUNK, np.uint32)
    low = np.empty(_CHUNK, np.uint32)
    ix = np.empty(_CHUNK, np.intp)
    m = np.uint32((1 << t) - 1)
    st, one = np.uint32(t), np.uint32(1)
    for s in range(0, flat.size, _CHUNK):
        x = flat[s : s + _CHUNK]
        k = x.size
        h, lo, i = hi[:k], low[:k], ix[:k]
        np.right_shift(x, st, out=h)
        np.left_shift(h, one, out=h)
        np.bitwise_and(x, m, out=lo)
        np.add(lo, m, out=lo)  # carries into bit t exactly when the low bits are non-zero
        np.right_shift(lo, st, out=lo)
        np.bitwise_or(h, lo, out=h)
        i[...] = h
        np.take(table, i, out=out[s : s + k])
    return out.reshape(b.shape)


@np.errstate(all="ignore")
def encode(x, fmt: Format | str, rounding: str = "rn", *, satfinite: bool = False, relu: bool = False,
           ftz: bool = False, rbits=None, rbits_width: int | None = None) -> np.ndarray:
    """Round exact values `x` (float16/bfloat16/float32/float64 arrays) to codes of `fmt`.

    rounding: rn (ties to even), rna (ties away), rz, rm, rp, or rs (stochastic: `rbits` are
    added to the top `rbits_width` discarded bits, default RS_WIDTH[fmt]; the carry rounds the
    magnitude up). satfinite: clamp overflow and inf to +-MAX (NaN -> +MAX for formats without
    NaN). relu: negative results -> +0, NaN -> canonical NaN. ftz: subnormal results -> +-0.
    Without satfinite, overflow follows the rounding direction to inf (formats with inf), to
    NaN (e4m3, ue8m0), or saturates (fp4/fp6, which have neither). NaN -> the canonical NaN.
    Returns codes in the storage dtype (uint8/16/32/64).
    """
    fmt = _fmt(fmt)
    _check_rounding(fmt, rounding, rbits)
    a = np.asarray(x)
    if fmt.name == "f64":
        v = _as_float64(a)
        out = v.view(np.uint64).copy()
        out[np.isnan(v)] = np.uint64(fmt.nan_code)
        return out
    if rounding != "rs":
        if (a.dtype == np.float32 and rounding == "rn" and not (satfinite or relu or ftz)
                and fmt.name in ("bf16", "f16")):  # integer rounding in numpy, tested against this module
            return half_rn.one(a.view(np.uint32), fmt.name == "bf16")
        if a.dtype == np.float32 and _use_f32_table(fmt, a.size):
            t, table = _f32_table(fmt, rounding, satfinite, relu, ftz)
            return _lookup(a.view(np.uint32), t, table)
        if a.dtype == np.float16:
            return _u16_table("f16", fmt, rounding, satfinite, relu, ftz)[a.view(np.uint16)]
        bf = _bf16_dtype()
        if bf is not None and a.dtype == bf:
            return _u16_table("bf16", fmt, rounding, satfinite, relu, ftz)[a.view(np.uint16)]
        v = _as_float64(a)
        return _encode_exact(v, fmt, rounding, satfinite, relu, ftz, None, 0)
    rwidth = rbits_width if rbits_width is not None else RS_WIDTH.get(fmt.name)
    if rwidth is None:
        raise ValueError(f"no default .rs random-bit width for {fmt.name}; pass rbits_width")
    r = np.asarray(rbits)
    if r.dtype.kind not in "ui":
        raise TypeError("rbits must be integers")
    r = r.astype(np.int64)
    if r.size and (r.min() < 0 or r.max() >> rwidth):
        raise ValueError(f"rbits must fit in {rwidth} bits for {fmt.name}")
    v = _as_float64(a)
    v, r = np.broadcast_arrays(v, r)
    return _encode_exact(np.array(v), fmt, rounding, satfinite, relu, ftz, np.array(r), rwidth)


def _widen_half(c: np.ndarray, s: Format, d: Format) -> np.ndarray | None:
    """f16/bf16 codes -> f32 codes with the canonical NaN, without the float64 round trip:
    bf16 is f32's top half, and numpy's f16 -> f32 cast is exact. None for other pairs. The
    same bits as encode(decode(c, s), d) (tests/formats/test_half_rn.py compares all 2^16 codes)."""
    if d.name != "f32" or s.name not in ("bf16", "f16") or c.dtype != np.uint16:
        return None
    if s.name == "bf16":
        out = c.astype(np.uint32) << np.uint32(16)
        nan = (c & np.uint16(0x7FFF)) > np.uint16(0x7F80)
    else:
        out = c.view(np.float16).astype(np.float32).view(np.uint32)
        nan = (c & np.uint16(0x7FFF)) > np.uint16(0x7C00)
    if nan.any():
        out[nan] = np.uint32(d.nan_code)
    return out


@np.errstate(all="ignore")
def widen(codes, src: Format | str, dst: Format | str, *, nan: str = "payload") -> np.ndarray:
    """Exact widening conversion of codes (every src value exists in dst), e.g. bf16 -> f32.

    nan="payload": a NaN keeps its sign and payload, the mantissa shifted left (what NVIDIA's
    host __bfloat162float does: 0x7f81 -> 0x7f810000); nan="canonical": dst.nan_code.
    """
    s, d = _fmt(src), _fmt(dst)
    if d.man_bits < s.man_bits or d.exp_bits < s.exp_bits:
        raise ValueError(f"{s.name} -> {d.name} is not a widening conversion")
    c = np.asarray(codes)
    out = _widen_half(c, s, d)
    if out is None:
        out = encode(decode(c, s), d)
    if nan == "canonical":
        return out
    if nan != "payload":
        raise ValueError("nan must be 'payload' or 'canonical'")
    cu = c.astype(np.uint64) >> np.uint64(s.code_shift)
    mag = cu & np.uint64(s.mag_mask)
    isn = s.is_nan_code(mag)
    if not isn.any():
        return out
    man = (mag & np.uint64((1 << s.man_bits) - 1)) << np.uint64(d.man_bits - s.man_bits)
    sign = ((cu >> np.uint64(s.bits - 1)) & np.uint64(1)) if s.signed else np.zeros_like(cu)
    top = np.uint64(((1 << d.exp_bits) - 1) << d.man_bits)
    bits = ((sign << np.uint64(d.bits - 1)) | top | man) << np.uint64(d.code_shift)
    return np.where(isn, bits.astype(d.storage), out)


@np.errstate(all="ignore")
def nan_payload(codes, src: Format | str, dst: Format | str, *, quiet: bool = True) -> np.ndarray:
    """The IEEE-style NaN conversion: keep the sign, move the payload (mantissa) to dst - left-
    aligned, truncated when dst is narrower - and set the quiet bit (the mantissa MSB) if `quiet`.

    This is what the H100 does for f64 <-> f32/f16/bf16 (tests/data/gpu_elementwise). Only the
    entries where `codes` are NaN are meaningful.
    """
    s, d = _fmt(src), _fmt(dst)
    cu = np.asarray(codes).astype(np.uint64) >> np.uint64(s.code_shift)
    man = cu & np.uint64((1 << s.man_bits) - 1)
    if d.man_bits >= s.man_bits:
        man = man << np.uint64(d.man_bits - s.man_bits)
    else:
        man = man >> np.uint64(s.man_bits - d.man_bits)
    if quiet:
        man |= np.uint64(1 << (d.man_bits - 1))
    sign = (cu >> np.uint64(s.bits - 1)) & np.uint64(1)
    top = np.uint64(((1 << d.exp_bits) - 1) << d.man_bits)
    out = ((sign << np.uint64(d.bits - 1)) | top | man) << np.uint64(d.code_shift)
    return out.astype(d.storage)
