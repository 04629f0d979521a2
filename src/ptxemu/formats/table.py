"""Number formats as data: one frozen record per format, every rule a field.

The codec (codec.py) is generic over these records; nothing in it names a format.
Sources: PTX ISA 9.0 sections 5.2.3 (alternate formats), 5.2.4.1 (packed types) and
9.7.9.21 (cvt); IEEE 754 for f16/f32/f64; the OCP MX spec for the e8m0 scale layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np


@dataclass(frozen=True)
class Format:
    """One number format.

    The element *code* is an unsigned integer of `bits` bits laid out as
    [sign (if signed)] [exp_bits exponent] [man_bits mantissa]; in storage it is shifted left by
    `code_shift` (tf32 lives in the upper 19 bits of a 32-bit register).
    """

    name: str
    exp_bits: int
    man_bits: int
    bias: int
    signed: bool = True
    # Infinity: the all-ones exponent with a zero mantissa (IEEE style).
    has_inf: bool = True
    # NaN rule: "ieee" = all-ones exponent with a non-zero mantissa; "allones" = only the
    # all-ones magnitude (e4m3 0x7f/0xff, ue8m0 0xff, ue4m3 0x7f); "none" = no NaN codes.
    nan: str = "ieee"
    # The code a NaN result gets (in storage units, i.e. already shifted by code_shift).
    nan_code: int = 0
    # Without subnormals the all-zero exponent is a normal binade (ue8m0: code 0 is 2^-127).
    subnormals: bool = True
    storage: type = np.uint8
    code_shift: int = 0
    doc: str = field(default="", compare=False)

    # ---- derived quantities -------------------------------------------------------------
    @property
    def bits(self) -> int:
        """Width of the element code (without storage padding)."""
        return int(self.signed) + self.exp_bits + self.man_bits

    @property
    def storage_bits(self) -> int:
        return np.dtype(self.storage).itemsize * 8

    @property
    def sign_mask(self) -> int:
        return (1 << (self.bits - 1)) if self.signed else 0

    @property
    def mag_mask(self) -> int:
        return (1 << (self.exp_bits + self.man_bits)) - 1

    @property
    def emin(self) -> int:
        """Unbiased exponent of the lowest binade (the smallest normal, or code 0's binade)."""
        return 1 - self.bias if self.subnormals else -self.bias

    @property
    def max_code(self) -> int:
        """Magnitude code of the largest finite value."""
        if self.has_inf:  # the all-ones exponent holds inf and NaN
            return ((1 << self.exp_bits) - 1 << self.man_bits) - 1
        if self.nan == "allones":
            return self.mag_mask - 1
        return self.mag_mask

    @property
    def inf_code(self) -> int | None:
        return ((1 << self.exp_bits) - 1) << self.man_bits if self.has_inf else None

    @property
    def max_finite(self) -> float:
        return float(decode_one(self.max_code, self))

    @property
    def min_normal(self) -> float:
        return float(2.0 ** self.emin)

    @property
    def min_subnormal(self) -> float:
        return float(2.0 ** (self.emin - self.man_bits)) if self.subnormals else self.min_normal

    def is_nan_code(self, mag: np.ndarray) -> np.ndarray:
        """Which magnitude codes are NaN."""
        mag = np.asarray(mag)
        if self.nan == "ieee":
            top_exp = (mag >> self.man_bits) == (1 << self.exp_bits) - 1
            return top_exp & ((mag & ((1 << self.man_bits) - 1)) != 0)
        if self.nan == "allones":
            return mag == self.mag_mask
        return np.zeros(mag.shape, dtype=bool)


def decode_one(mag: int, fmt: Format) -> float:
    """Exact value of a non-negative magnitude code (finite codes only); used for table facts."""
    e = mag >> fmt.man_bits
    m = mag & ((1 << fmt.man_bits) - 1)
    if fmt.subnormals and e == 0:
        return m * 2.0 ** (fmt.emin - fmt.man_bits)
    return (m + (1 << fmt.man_bits)) * 2.0 ** (e - fmt.bias - fmt.man_bits)


FORMATS: dict[str, Format] = {
    f.name: f
    for f in (
        Format("f64", 11, 52, 1023, nan_code=0x7FFFFFFFFFFFFFFF, storage=np.uint64, doc="IEEE binary64"),
        Format("f32", 8, 23, 127, nan_code=0x7FFFFFFF, storage=np.uint32, doc="IEEE binary32"),
        Format("tf32", 8, 10, 127, nan_code=0x7FFFE000, storage=np.uint32, code_shift=13,
               doc="f32 range, 10-bit mantissa, stored in the upper 19 bits of a .b32 (low 13 bits 0)"),
        Format("f16", 5, 10, 15, nan_code=0x7FFF, storage=np.uint16, doc="IEEE binary16"),
        Format("bf16", 8, 7, 127, nan_code=0x7FFF, storage=np.uint16, doc="bfloat16"),
        Format("e4m3", 4, 3, 7, has_inf=False, nan="allones", nan_code=0x7F,
               doc="fp8 E4M3: no inf, NaN only 0x7f/0xff, max 448"),
        Format("e5m2", 5, 2, 15, nan_code=0x7F, doc="fp8 E5M2: IEEE-style inf/NaN, max 57344"),
        Format("e3m2", 3, 2, 3, has_inf=False, nan="none", doc="fp6 E3M2: no inf/NaN, max 28"),
        Format("e2m3", 2, 3, 1, has_inf=False, nan="none", doc="fp6 E2M3: no inf/NaN, max 7.5"),
        Format("e2m1", 2, 1, 1, has_inf=False, nan="none", doc="fp4 E2M1: no inf/NaN, max 6"),
        Format("ue8m0", 8, 0, 127, signed=False, has_inf=False, nan="allones", nan_code=0xFF,
               subnormals=False, doc="unsigned power of two 2^(code-127); 0xff NaN; no zero"),
        Format("ue4m3", 4, 3, 7, signed=False, has_inf=False, nan="allones", nan_code=0x7F,
               doc="unsigned E4M3 (7 bits in a .b8, MSB 0); 0x7f NaN"),
    )
}


def get_format(name: str) -> Format:
    key = name.lstrip(".")
    try:
        return FORMATS[key]
    except KeyError:
        raise KeyError(f"unknown number format '{name}' (known: {', '.join(FORMATS)})") from None
