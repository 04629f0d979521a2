"""Exact integer view of binary floating-point codes, for the tensor-core models.

A finite value is held as ``(-1)**neg * sig * 2**exp`` with an integer significand ``sig``
(numpy int64) and the exponent of its least significant bit ``exp``. Decoding is exact;
encoding rounds an exact signed integer at a power-of-two scale into a format with any of
the IEEE directed modes. Everything is vectorised over numpy arrays.

These are the few formats the dense MMA forms read and write, derived from the one table of
format facts in ptxemu.formats (the tensor cores' NaN codes are the model's own).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.formats import FORMATS as _TABLE

NO_EXP = -(1 << 40)  # leading exponent given to zero terms: below every real one


@dataclass(frozen=True)
class FloatFormat:
    name: str
    ebits: int
    mbits: int  # stored fraction bits
    has_inf: bool = True  # IEEE-style: exponent all ones is inf/NaN
    nan_all_ones_only: bool = False  # e4m3: only S.1111.111 is NaN, no inf
    canonical_nan: int = 0  # code the tensor cores write for NaN
    keep_low_bits: int | None = None  # tf32: only the top bits of the 32-bit container count

    @property
    def bias(self) -> int:
        return (1 << (self.ebits - 1)) - 1

    @property
    def width(self) -> int:
        return 1 + self.ebits + self.mbits

    @property
    def precision(self) -> int:
        return self.mbits + 1

    @property
    def emin(self) -> int:
        """Exponent of the leading bit of the smallest normal number."""
        return 1 - self.bias

    @property
    def emax(self) -> int:
        """Exponent of the leading bit of the largest finite number."""
        top = (1 << self.ebits) - 1
        return (top - 1 if self.has_inf else top) - self.bias

    @property
    def max_sig(self) -> int:
        """Largest finite significand (with the hidden bit)."""
        full = (1 << self.precision) - 1
        return full - 1 if self.nan_all_ones_only else full


def _from_table(name: str, canonical_nan: int, *, container: str | None = None) -> FloatFormat:
    """The model's view of a format of ptxemu.formats (the one table of format facts).

    `container` is the format whose bits the tensor cores read (tf32 travels as an f32 whose
    low `code_shift` bits are ignored); `canonical_nan` is the code the tensor cores write.
    """
    f = _TABLE[name]
    c = _TABLE[container] if container else f
    return FloatFormat(name, c.exp_bits, c.man_bits, has_inf=f.has_inf,
                       nan_all_ones_only=f.nan == "allones", canonical_nan=canonical_nan,
                       keep_low_bits=f.code_shift or None)


# NaN codes written by the H100's tensor cores (docs/numerics.md), not cvt's
F16 = _from_table("f16", 0x7FFF)
BF16 = _from_table("bf16", 0x7FFF)
F32 = _from_table("f32", 0x7FFFFFFF)
TF32 = _from_table("tf32", 0x7FFFFFFF, container="f32")
F64 = _from_table("f64", 0x7FFFFFFFFFFFFFFF)
E4M3 = _from_table("e4m3", 0x7F)
E5M2 = _from_table("e5m2", 0x7F)

FORMATS: dict[str, FloatFormat] = {f.name: f for f in (F16, BF16, F32, TF32, F64, E4M3, E5M2)}
CODE_DTYPE = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


@dataclass
class Decoded:
    """Exact decomposition of an array of codes; ``sig`` is 0 for zeros, NaN and inf."""

    neg: np.ndarray  # bool
    sig: np.ndarray  # int64, magnitude
    exp: np.ndarray  # int64, exponent of the significand's LSB
    nan: np.ndarray  # bool
    inf: np.ndarray  # bool
    mbits: int = 0  # stored fraction bits of the format: exp + mbits is the exponent field's value

    @property
    def zero(self) -> np.ndarray:
        return (self.sig == 0) & ~self.nan & ~self.inf

    def negate(self, flip: np.ndarray | bool) -> Decoded:
        return Decoded(self.neg ^ flip, self.sig, self.exp, self.nan, self.inf, self.mbits)


def decode(codes: np.ndarray, fmt: FloatFormat, *, ftz: bool = False) -> Decoded:
    """Codes (unsigned ints of the format's width, tf32 in a 32-bit container) -> exact parts."""
    c = np.asarray(codes).astype(np.uint64)
    if fmt.keep_low_bits:
        c = c & ~np.uint64((1 << fmt.keep_low_bits) - 1)
    mb, eb = fmt.mbits, fmt.ebits
    mant = (c & np.uint64((1 << mb) - 1)).astype(np.int64)
    bexp = ((c >> np.uint64(mb)) & np.uint64((1 << eb) - 1)).astype(np.int64)
    neg = ((c >> np.uint64(mb + eb)) & np.uint64(1)).astype(bool)
    top = (1 << eb) - 1
    if fmt.has_inf:
        special = bexp == top
        nan = special & (mant != 0)
        inf = special & (mant == 0)
    else:
        nan = (bexp == top) & (mant == (1 << mb) - 1) if fmt.nan_all_ones_only else np.zeros_like(neg)
        inf = np.zeros_like(neg)
        special = nan
    sub = bexp == 0
    sig = np.where(sub, mant, mant | (1 << mb))
    exp = np.where(sub, 1, bexp) - fmt.bias - mb
    if ftz:
        sig = np.where(sub, 0, sig)
    sig = np.where(special, 0, sig)
    return Decoded(neg, sig.astype(np.int64), exp.astype(np.int64), nan, inf, fmt.mbits)


def bitlen(mag: np.ndarray) -> np.ndarray:
    """Bit length of non-negative int64 values (0 -> 0), exact for the whole int64 range."""
    mag = np.asarray(mag, dtype=np.int64)
    b = np.frexp(mag.astype(np.float64))[1].astype(np.int64)
    # float64 may round a >53-bit value up to the next power of two: correct by one.
    over = (b > 0) & ((mag >> np.maximum(b - 1, 0)) == 0)
    return np.where(over, b - 1, b)


def shift_right(mag: np.ndarray, sh: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(mag >> sh, the bits shifted out) for non-negative int64 mag and sh >= 0 of any size."""
    shc = np.minimum(sh, 63)
    q = mag >> shc
    r = mag - (q << shc)
    return q, r


def round_parts(neg: np.ndarray, S: np.ndarray, scale: np.ndarray, fmt: FloatFormat,
                mode: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Round (-1)**neg * S * 2**scale to `fmt`'s precision, ignoring its exponent ceiling.

    Returns (sig, q, lead): the rounded significand (it may carry into bit p), the exponent of
    its LSB, and the exponent of the exact value's leading bit (subnormal range honoured).
    """
    S = np.asarray(S, dtype=np.int64)
    neg = np.asarray(neg, dtype=bool)
    scale = np.asarray(scale, dtype=np.int64)
    p = fmt.precision
    L = bitlen(S)
    lead = scale + L - 1
    q = np.maximum(lead, fmt.emin) - (p - 1)  # exponent of the result's LSB
    sh = q - scale
    left = np.clip(-sh, 0, 62)
    sig_exact = S << left
    qr, rem = shift_right(S, np.maximum(sh, 0))
    if mode == "rn":
        shp = np.maximum(sh, 1)
        half = np.where(shp <= 63, np.int64(1) << np.minimum(shp - 1, 62), np.int64(-1))
        # shp > 63: S < 2**63 <= half, never rounds up (half = -1 marks "infinite")
        up = np.where(half < 0, False, (rem > half) | ((rem == half) & ((qr & 1) == 1)))
    elif mode == "rz":
        up = np.zeros(S.shape, bool)
    elif mode == "rp":
        up = (rem != 0) & ~neg
    elif mode == "rm":
        up = (rem != 0) & neg
    else:
        raise ValueError(f"unknown rounding mode {mode!r}")
    sig = np.where(sh > 0, qr + up.astype(np.int64), sig_exact)
    return sig.astype(np.int64), q.astype(np.int64), lead


def round_to_format(neg: np.ndarray, S: np.ndarray, scale: np.ndarray, fmt: FloatFormat, mode: str,
                    *, ftz: bool = False, sat_overflow: bool = False,
                 overflow_inf: bool = False) -> np.ndarray:
    """Round the exact value (-1)**neg * S * 2**scale (S >= 0, int64) into `fmt` codes.

    mode: "rn" (nearest even), "rz", "rm" (toward -inf), "rp" (toward +inf).
    ftz: results below the normal range become signed zero (after rounding).
    sat_overflow: overflow gives the largest finite value whatever the mode.
    overflow_inf: overflow gives inf whatever the mode (the tensor cores' RZ datapaths do this).
    """
    S = np.asarray(S, dtype=np.int64)
    neg = np.asarray(neg, dtype=bool)
    p = fmt.precision
    sig, q, _ = round_parts(neg, S, scale, fmt, mode)
    carry = sig >> p
    sig = np.where(carry > 0, sig >> 1, sig)
    q = q + carry
    zero = S == 0
    # overflow: leading bit above emax or the significand beyond the format's largest
    over = ~zero & ((q + p - 1 > fmt.emax) | ((q + p - 1 == fmt.emax) & (sig > fmt.max_sig)))
    to_inf = {"rn": np.ones_like(neg), "rz": np.zeros_like(neg), "rp": ~neg, "rm": neg}[mode]
    if overflow_inf:
        to_inf = np.ones_like(neg)
    if sat_overflow or not fmt.has_inf:
        to_inf = np.zeros_like(neg)
    normal = sig >> (p - 1) > 0
    bexp = np.where(normal, q + (p - 1) + fmt.bias, 0)
    mant = np.where(normal, sig - (np.int64(1) << (p - 1)), sig)
    if ftz:
        mant = np.where(normal, mant, 0)
        bexp = np.where(normal, bexp, 0)
    max_bexp = fmt.emax + fmt.bias
    inf_bexp = (1 << fmt.ebits) - 1
    bexp = np.where(over, np.where(to_inf, inf_bexp, max_bexp), bexp)
    mant = np.where(over, np.where(to_inf, 0, fmt.max_sig - (np.int64(1) << (p - 1))), mant)
    bexp = np.where(zero, 0, bexp)
    mant = np.where(zero, 0, mant)
    code = (neg.astype(np.uint64) << np.uint64(fmt.width - 1)) | (bexp.astype(np.uint64) << np.uint64(
        fmt.mbits)) | mant.astype(np.uint64)
    return code.astype(CODE_DTYPE[fmt.width])


def nan_code(fmt: FloatFormat, shape: tuple[int, ...]) -> np.ndarray:
    return np.full(shape, fmt.canonical_nan, dtype=CODE_DTYPE[fmt.width])


def inf_code(fmt: FloatFormat, neg: np.ndarray) -> np.ndarray:
    bits = ((1 << fmt.ebits) - 1) << fmt.mbits
    out = np.where(neg, bits | (1 << (fmt.width - 1)), bits)
    return out.astype(CODE_DTYPE[fmt.width])
