"""The named arithmetic models of the dense MMA forms, per (target, instruction path).

`MODELS` maps a path key (DenseForm.path: family.inputs.ctype.dtype) to the model that the
hardware probes fixed (docs/numerics.md gives the evidence for every parameter).
`evaluate_form` is what ops.mma_dense calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ptxemu.errors import Unsupported
from ptxemu.numerics.blockfma import BlockFMA, evaluate
from ptxemu.numerics.fp import BF16, E4M3, E5M2, F16, F32, F64, FORMATS, TF32, decode
from ptxemu.numerics.integer import int_mma

if TYPE_CHECKING:
    from ptxemu.ops.mma_dense import DenseForm

SM90_TARGETS = {"sm_90", "sm_90a"}
# Targets whose dense tensor-core arithmetic is the Hopper one recorded here. Other targets
# (sm_80, sm_89, sm_100a, sm_120a) have different datapaths that were not measured.
DEFAULT_TARGET = "sm_90a"

_IN_FMT = {"f16": F16, "bf16": BF16, "tf32": TF32, "e4m3": E4M3, "e5m2": E5M2}

# --- the models (parameters fixed by probes on an H100; see docs/numerics.md) ---------------
H100_WGMMA_F16_F32 = BlockFMA("h100.wgmma.f16", block=16, align_bits=25, align_rounding="rz",
                              align_ref="nominal", step_format=F32, step_rounding="rz", out_rounding="rz")
H100_WGMMA_FP8_F32 = BlockFMA("h100.wgmma.fp8", block=32, align_bits=13, align_rounding="rz",
                              step_format=F32, step_rounding="rz", out_rounding="rz")

MODELS: dict[str, BlockFMA] = {}


def _register(paths: list[str], model: BlockFMA) -> None:
    for p in paths:
        MODELS[p] = model


_register(["wgmma.f16.f32.f32", "wgmma.bf16.f32.f32", "wgmma.tf32.f32.f32",
           "mma.f16.f32.f32", "mma.bf16.f32.f32", "mma.tf32.f32.f32"], H100_WGMMA_F16_F32)
_register(["wgmma.fp8.f32.f32", "mma.fp8.f32.f32"], H100_WGMMA_FP8_F32)


def model_for(form: DenseForm, target: str | None) -> BlockFMA:
    t = target or DEFAULT_TARGET
    if t not in SM90_TARGETS:
        raise Unsupported(f"'{form.name}': no measured tensor-core model for target {t}"
                          f" (only {sorted(SM90_TARGETS)} were recorded)")
    key = form.path
    if key not in MODELS:
        raise Unsupported(f"'{form.name}': no fitted arithmetic model for path {key} on {t}")
    return MODELS[key]


def evaluate_form(form: DenseForm, A: np.ndarray, B: np.ndarray, C: np.ndarray, *, scale_d: np.ndarray,
                  neg_a: np.ndarray, neg_b: np.ndarray, target: str | None) -> np.ndarray:
    t = target or DEFAULT_TARGET
    if form.atype in ("s8", "u8", "s4", "u4", "b1"):
        if t not in SM90_TARGETS and t not in {"sm_80", "sm_86", "sm_89"}:
            raise Unsupported(f"'{form.name}' is not an instruction of target {t}")
        return int_mma(A, B, C, form.atype, form.btype, satfinite=form.satfinite, bitop=form.bitop,
                       use_c=scale_d)
    if form.atype == "f64":
        from ptxemu.numerics.f64 import f64_mma

        return f64_mma(form, A, B, C, target=t)
    model = model_for(form, target)
    out_fmt = FORMATS[form.dtype]
    a = decode(A, _IN_FMT[form.atype]).negate(neg_a)
    b = decode(B, _IN_FMT[form.btype]).negate(neg_b)
    c_fmt = FORMATS[form.ctype]
    # scale-d = false: D = A·B, i.e. the accumulator is the additive identity -0
    neg_zero = np.uint64(1 << (c_fmt.width - 1))
    C = np.where(scale_d, C, neg_zero.astype(C.dtype))
    c = decode(C, c_fmt)
    return evaluate(model, a, b, c, out_fmt)


__all__ = ["MODELS", "model_for", "evaluate_form", "BlockFMA", "F64"]
