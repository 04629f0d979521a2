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

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from ptxemu.errors import PtxError, Unsupported
from ptxemu.formats.table import FORMATS as NUMBER_FORMATS
from ptxemu.formats.table import Format
from ptxemu.numerics.blockfma import BlockFMA, evaluate
from ptxemu.numerics.fp import F16, F32, Decoded, FloatFormat, decode

if TYPE_CHECKING:
    from ptxemu.ops.mma_kind import KindForm

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


def decode_elements(codes: np.ndarray, type_name: str) -> Decoded:
    """Plain element codes (code in the low bits) of an f8f6f4 type -> exact parts."""
    return _parts(codes, NUMBER_FORMATS[type_name])


def decode_scales(codes: np.ndarray, stype: str, form_name: str = "") -> Decoded:
    """Scale codes (ue8m0 / ue4m3) -> exact parts; NaN codes (ue8m0 0xff, ue4m3 0x7f) give NaN.

    ue4m3 is a 7-bit format in a .b8 whose MSB the manual says is zero. 0xff is NaN whether the
    hardware ignores that bit (0x7f) or reads it as an e4m3 sign (-NaN), so it is modelled as NaN;
    any other code with the MSB set has two readings (+x or -x) and raises Unsupported.
    """
    c = np.asarray(codes).astype(np.int64)
    if stype == "ue4m3":
        odd = (c >= 0x80) & (c != 0xFF)
        if np.any(odd):
            raise Unsupported(
                f"{form_name}: ue4m3 scale code 0x{int(c[odd].flat[0]):02x} has the padding MSB set; "
                "the manual requires it to be 0 and the hardware's reading of it is unknown")
        c = c & 0x7F
    return _parts(c, NUMBER_FORMATS[stype])


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

    def mma(self, a: Decoded, b: Decoded, c_codes: np.ndarray, form: KindForm) -> np.ndarray:
        out_fmt = OUT_FORMATS[form.dtype]
        c = decode(c_codes, out_fmt)
        return evaluate(self.engines[form.dtype], a, b, c, out_fmt)


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
    return BlackwellModel(
        name, {"f32": f32, "f16": f16}, basis,
        assumptions=(
            "sm_120a mma.sync uses the B200 (sm_100, tcgen05) fp8 datapath parameters",
            "e3m2/e2m3/e2m1 go through the same datapath as fp8 (the seed notes: f8f6f4 reuses the "
            "fp8 data path)",
            "block scaling is exact: products (a*sa)*(b*sb) are exact; a scaled product's exponent for "
            "alignment is the sum of the four exponent fields",
            "K = 64 (mxf4, mxf4nvf4) is two 32-product steps, the first rounded to f32 and fed as C",
            "the MATLAB model's product exponent floor (min_exp_limit = -133) is not modelled",
            "NaN results use the sm_90 canonical codes (f32 0x7fffffff, f16 0x7fff); overflow gives inf",
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
    or a BlackwellModel instance."""
    if isinstance(target, BlackwellModel):
        return target
    if target is None:
        return MODELS[DEFAULT_MODEL]
    if not isinstance(target, str):
        raise PtxError(f"target must be a string or a BlackwellModel, got {type(target).__name__}")
    arch, _, name = target.partition(":")
    if not name and arch in MODELS:
        return MODELS[arch]
    if not name:
        return MODELS[DEFAULT_MODEL]
    if name not in MODELS:
        raise PtxError(f"unknown Blackwell arithmetic model '{name}' (known: {', '.join(MODELS)})")
    return MODELS[name]


__all__ = ["BlackwellModel", "MODELS", "DEFAULT_MODEL", "select_model", "decode_elements",
           "decode_scales", "scale_elements"]
