"""The named arithmetic models of the dense MMA forms, per (target, instruction path).

`MODELS` maps a path key (DenseForm.path: family.inputs.ctype.dtype) to the model that the
hardware probes fixed (docs/numerics.md gives the evidence for every parameter).
`evaluate_form` is what ops.mma_dense calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from ptxemu.errors import PtxOperandError, Unsupported
from ptxemu.isa.catalogue import table
from ptxemu.numerics import blockfma_fast
from ptxemu.numerics.blockfma import BlockFMA, evaluate
from ptxemu.numerics.emulated import SM90_M8N8K4_F16, SM90_M8N8K4_F32, F32Program
from ptxemu.numerics.fp import BF16, E4M3, E5M2, F16, F32, F64, FORMATS, TF32, FloatFormat, decode
from ptxemu.numerics.integer import int_mma

if TYPE_CHECKING:
    from ptxemu.isa.catalogue.mma_forms import DenseForm

SM90_TARGETS = {"sm_90", "sm_90a"}
# Targets whose dense tensor-core arithmetic is the Hopper one recorded here. Other targets
# (sm_80, sm_89, sm_100a, sm_120a) have different datapaths that were not measured.
DEFAULT_TARGET = "sm_90a"

_IN_FMT = {"f16": F16, "bf16": BF16, "tf32": TF32, "e4m3": E4M3, "e5m2": E5M2}

# --- the models (parameters fixed by probes on an H100; evidence in docs/numerics.md) --------
# f16 / bf16 / tf32 inputs, f32 accumulator (wgmma and the native mma.sync shapes): 16 exact
# products and C aligned to the largest exponent field, each truncated 25 bits below it, summed
# exactly, truncated (RZ) to f32.
SM90_F32ACC = BlockFMA("sm90.f32acc", block=16, align_bits=25, align_rounding="rz",
                       align_ref="nominal", step_format=F32, step_rounding="rz", out_rounding="rz",
                       zero_sign="pos")
# f16 accumulator: the same datapath, the block sum rounded once to nearest into f16.
SM90_F16ACC = BlockFMA("sm90.f16acc", block=16, align_bits=25, align_rounding="rz",
                       align_ref="nominal", step_format=F16, step_rounding="rn", out_rounding="rn",
                       zero_sign="pos")
# fp8 wgmma (QGMMA): 32 products and C aligned with only 13 bits kept below the largest exponent
# field; the sum is truncated to a 14-bit significand (FP8_ACC) before it is written as f32.
FP8_ACC = FloatFormat("f32.m13", 8, 13)
SM90_WGMMA_FP8_F32ACC = BlockFMA("sm90.wgmma.fp8.f32acc", block=32, align_bits=13, align_rounding="rz",
                                 align_ref="nominal", step_format=FP8_ACC, step_rounding="rz",
                                 out_rounding="rz", zero_sign="pos")
SM90_WGMMA_FP8_F16ACC = BlockFMA("sm90.wgmma.fp8.f16acc", block=32, align_bits=13, align_rounding="rz",
                                 align_ref="nominal", step_format=F16, step_rounding="rn",
                                 out_rounding="rn", zero_sign="pos")


def _fp8_via_hmma(base: BlockFMA, k: int) -> BlockFMA:
    """mma.sync fp8 on sm_90 has no tensor-core instruction: ptxas unpacks fp8 to f16 and issues
    two HMMAs (k/2 products each, from +0, register halves k%4<2 then k%4>=2), then adds C with
    FADD / HADD2 (SASS of the verify kernels)."""
    return BlockFMA(f"sm90.mma.fp8.k{k}.via_hmma.{base.step_format.name}", block=k // 2,
                    align_bits=base.align_bits, align_rounding=base.align_rounding,
                    align_ref=base.align_ref, step_format=base.step_format,
                    step_rounding=base.step_rounding, out_rounding=base.out_rounding,
                    zero_sign=base.zero_sign, k_order="mod4_halves", c_entry="add", inputs_as=F16)


MODELS: dict[str, BlockFMA | F32Program] = {}


def _register(paths: list[str], model: BlockFMA | F32Program) -> None:
    for p in paths:
        MODELS[p] = model


_register(["wgmma.f16.f32.f32", "wgmma.bf16.f32.f32", "wgmma.tf32.f32.f32",
           "mma.f16.f32.f32", "mma.bf16.f32.f32", "mma.tf32.f32.f32"], SM90_F32ACC)
_register(["wgmma.f16.f16.f16", "mma.f16.f16.f16"], SM90_F16ACC)
_register(["wgmma.fp8.f32.f32"], SM90_WGMMA_FP8_F32ACC)
_register(["wgmma.fp8.f16.f16"], SM90_WGMMA_FP8_F16ACC)
for _k in (16, 32):
    _register([f"mma.fp8.f32.f32.k{_k}"], _fp8_via_hmma(SM90_F32ACC, _k))
    _register([f"mma.fp8.f16.f16.k{_k}"], _fp8_via_hmma(SM90_F16ACC, _k))
# m8n8k4 .f16 (keys end in .k4): software expansion, see numerics.emulated
_register(["mma.f16.f32.f32.k4", "mma.f16.f16.f32.k4"], SM90_M8N8K4_F32)
_register(["mma.f16.f16.f16.k4"], SM90_M8N8K4_F16)


# Blackwell targets (no hardware here): dense mma.sync takes the named Blackwell model's engines
BLACKWELL_PREFIXES = ("sm_100", "sm_101", "sm_103", "sm_110", "sm_120", "sm_121")


def blackwell_dense(form: DenseForm, target: str) -> BlockFMA:
    """Dense mma.sync with f16/bf16/tf32/fp8 inputs on sm_100a/sm_120a: no recorded datapath, so
    a named, swappable choice (docs/numerics.md "Dense mma.sync on Blackwell"): the engines of the
    Blackwell model `numerics.blackwell.select_model(target)` picks (default sm_120a.kind.b200,
    B200TC.m's parameters): tcgen05 .kind::f16/::tf32's for f16, bf16 and tf32 inputs, the fp8
    datapath for e4m3/e5m2, as the .kind::* forms of the same targets already assume."""
    from ptxemu.numerics import blackwell  # models is imported by blackwell's neighbours: lazily

    model = blackwell.select_model(target)
    acc = "f32" if form.ctype == "f32" else "f16"
    family = {"f16": "f16x", "bf16": "f16x", "tf32": "tf32"}.get(form.atype)
    key = f"{family}/{acc}" if family else acc
    if form.k == 4 or key not in model.engines:
        raise Unsupported(f"'{form.name}': the Blackwell model {model.name} has no engine for it on {target}")
    return model.engines[key]


def model_for(form: DenseForm, target: str | None) -> BlockFMA | F32Program:
    if not hasattr(form, "path"):  # the form's text, say: a parsed form is what this reads
        raise PtxOperandError(f"model_for takes a DenseForm (ops.mma_dense.parse_dense_form(isa.statement."
                              f"parse_instruction(text))), got {type(form).__name__} {form!r:.80}")
    t = target or DEFAULT_TARGET
    if t not in SM90_TARGETS and t.startswith(BLACKWELL_PREFIXES):
        return blackwell_dense(form, t)
    if t not in SM90_TARGETS:
        raise Unsupported(f"'{form.name}': no measured tensor-core model for target {t}"
                          f" (only {sorted(SM90_TARGETS)} were recorded)")
    for key in (f"{form.path}.k{form.k}", form.path):
        if key in MODELS:
            return MODELS[key]
    raise Unsupported(f"'{form.name}': no fitted arithmetic model for path {form.path} on {t}")


def evaluate_form(form: DenseForm, A: np.ndarray, B: np.ndarray, C: np.ndarray, *, scale_d: np.ndarray,
                  neg_a: np.ndarray, neg_b: np.ndarray, target: str | None,
                  f64_fma=None) -> np.ndarray:
    t = target or DEFAULT_TARGET
    if "." + form.atype in table.I8 + table.I4 + (".b1",):
        # integer mma is exact arithmetic on s32 (manual 9.7.14.5.14; sm_80 and later, ptxas making
        # the same IMMA of it for sm_100a and sm_120a): only saturation of partial sums depends on
        # the accumulator, measured on sm_90
        measured = t in SM90_TARGETS or t in {"sm_80", "sm_86", "sm_89"}
        return int_mma(A, B, C, form.atype, form.btype, satfinite=form.satfinite, bitop=form.bitop,
                       use_c=scale_d, unmeasured=None if measured else f"'{form.name}' on {t}")
    if form.atype == "f64":
        from ptxemu.numerics.f64 import f64_mma

        if t not in SM90_TARGETS:
            raise Unsupported(f"'{form.name}': the f64 FMA chain was only recorded on sm_90")
        return f64_mma(form, A, B, C, target=t, **({"fma": f64_fma} if f64_fma else {}))
    model = model_for(form, target)
    if isinstance(model, F32Program):
        return model.run(A, B, C, form.ctype, form.dtype)
    out_fmt = FORMATS[form.dtype]
    c_fmt = FORMATS[form.ctype]
    # scale-d = false: D = A·B, i.e. the accumulator is the additive identity -0
    neg_zero = np.uint64(1 << (c_fmt.width - 1))
    if not np.all(scale_d):
        C = np.where(scale_d, C, neg_zero.astype(C.dtype))
    a_fmt, b_fmt = _IN_FMT[form.atype], _IN_FMT[form.btype]
    if blockfma_fast.applies(model, a_fmt, b_fmt, c_fmt, out_fmt):
        # table-driven, cache-chunked route: the same bits (tests/numerics/test_fastpath_dense.py)
        return blockfma_fast.evaluate_codes(model, A, B, C, a_fmt, b_fmt, c_fmt, out_fmt, neg_a, neg_b)
    a = decode(A, a_fmt).negate(neg_a)
    b = decode(B, b_fmt).negate(neg_b)
    return evaluate(model, a, b, None, out_fmt, C, c_fmt=c_fmt)


__all__ = ["MODELS", "model_for", "evaluate_form", "BlockFMA", "F32Program", "F64", "BF16"]
