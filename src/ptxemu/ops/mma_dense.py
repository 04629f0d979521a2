"""Matrix-level execution of the dense MMA forms: wgmma.mma_async (sm_90a) and mma.sync (sm_80..).

`parse_dense_form` turns the instruction into a `DenseForm` (shape, types, qualifiers) after
looking it up in the one table of matrix forms (ptxemu.isa.catalogue.table, through
catalogue.match); `mma_dense` validates the operands and hands the arithmetic to the model that
numerics.models picks for (target, instruction path).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.isa.catalogue.mma_forms import DenseForm
from ptxemu.isa.statement import Instruction

_ELEM_BITS = {"f16": 16, "bf16": 16, "tf32": 32, "f32": 32, "f64": 64, "e4m3": 8, "e5m2": 8,
              "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1, "s32": 32}
# numpy dtype of the element codes at the matrix-level API (ARCHITECTURE.md)
CODE_DTYPES = {"f16": np.uint16, "bf16": np.uint16, "tf32": np.uint32, "f32": np.uint32,
               "f64": np.uint64, "e4m3": np.uint8, "e5m2": np.uint8, "s8": np.uint8, "u8": np.uint8,
               "s4": np.uint8, "u4": np.uint8, "b1": np.uint8, "s32": np.uint32}


def elem_bits(typ: str) -> int:
    return _ELEM_BITS[typ]


def parse_dense_form(ins: Instruction) -> DenseForm:
    """The DenseForm of a valid dense wgmma / mma.sync instruction: the form is looked up in the
    one table of matrix forms (ptxemu.isa.catalogue.match); anything it rejects is a PtxError
    naming the broken rule."""
    from ptxemu.isa.catalogue import explain

    q = list(ins.qualifiers)
    name = ins.name
    if ins.opcode == "wgmma":
        if ".mma_async" not in q:
            raise PtxError(f"'{name}': only wgmma.mma_async is a matrix multiply")
    elif ins.opcode != "mma":
        raise PtxError(f"'{name}' is not a dense MMA instruction")
    entry, why = explain(ins)
    if entry is None:
        raise PtxError(f"'{name}': " + "; ".join(why))
    if entry.kind:
        if ".sp::ordered_metadata" in q:
            raise Unsupported(f"'{name}': sparse .kind::{entry.kind} mma (sm_120a) is not modelled")
        raise PtxError(f"'{name}': the .kind::{entry.kind} forms are not dense forms (ops.mma_kind)")
    sparse = "ordered" if ".sp::ordered_metadata" in q else ("sp" if ".sp" in q else "")
    t, mods = entry.types, entry.modifiers
    bitop = next((b[1:] for b in (".and", ".xor") if b in mods), None)
    if bitop and t["atype"] != "b1":
        raise Unsupported(f"'{name}': ptxas 13.5 accepts .{bitop} on .{t['atype']} mma, but the manual "
                          "gives it no meaning, so ptxemu does not execute it")
    rnd = next((r[1:] for r in (".rn", ".rz", ".rm", ".rp") if r in mods), None)
    if entry.family == "mma" and t["atype"] == "f64" and rnd is None:
        rnd = "rn"
    ctype = t.get("ctype", t["dtype"])
    return DenseForm(entry.family, entry.m, entry.n, entry.k, t["atype"], t["btype"], ctype, t["dtype"],
                     ".satfinite" in mods, bitop, rnd, *entry.layouts, name, entry, sparse)


def check_target(form: DenseForm, target: str | None) -> None:
    """The target requirement of the form's table entry (the manual's Target ISA notes as ptxas
    reads them: wgmma sm_90a; fp8 mma.sync sm_89; the m16n8k* f64 shapes sm_90; ...)."""
    from ptxemu.isa.catalogue import match
    from ptxemu.isa.targets import parse_target

    if target is None:
        return
    t = parse_target(target)
    if t is None:
        raise PtxError(f"unknown target {target!r} (expected e.g. 'sm_90a')")
    entry = form.entry or match(form.name)
    if entry is not None and not entry.targets.allows(t):
        raise PtxError(f"'{form.name}' requires {entry.targets.describe()} (not {target})")


def _as_codes(x: Any, typ: str, what: str, form: DenseForm) -> np.ndarray:
    want = CODE_DTYPES[typ]
    arr = np.asarray(x)
    if arr.dtype == want:
        return arr
    floats = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
    if typ in floats and arr.dtype == floats[typ]:
        return arr.view(want)
    raise PtxOperandError(f"'{form.name}': {what} must hold .{typ} codes as {np.dtype(want).name}"
                          f" (got {arr.dtype})")


def mma_dense(ins: Instruction, A: Any, B: Any, C: Any, *, scale_a: Any = None, scale_b: Any = None,
              scale_d: Any = True, imm_scale_a: Any = 1, imm_scale_b: Any = 1,
              target: str | None = None, metadata: Any = None) -> np.ndarray:
    form = parse_dense_form(ins)
    check_target(form, target)
    if scale_a is not None or scale_b is not None:
        raise PtxError(f"'{form.name}': scale_a/scale_b are only for .block_scale forms")
    if form.sparse and metadata is None:
        raise PtxOperandError(f"'{form.name}': sparse forms need metadata= (the index fields of "
                              "ptxemu.layout(name, 'e'); docs/numerics.md, 'Sparse A')")
    if metadata is not None and not form.sparse:
        raise PtxOperandError(f"'{form.name}': metadata= is only for sparse (.sp) forms")
    A = _as_codes(A, form.atype, "A", form)
    B = _as_codes(B, form.btype, "B", form)
    C = _as_codes(C, form.ctype, "C", form)
    M, N, K = form.m, form.n, form.k
    KA = K // 2 if form.sparse else K  # sparse A: the M x K/2 stored elements
    for arr, shp, what in ((A, (M, KA), "A"), (B, (K, N), "B"), (C, (M, N), "C")):
        if arr.ndim < 2 or arr.shape[-2:] != shp:
            raise PtxOperandError(f"'{form.name}': {what} must have shape (..., {shp[0]}, {shp[1]}),"
                                  f" got {arr.shape}")
    try:
        batch = np.broadcast_shapes(A.shape[:-2], B.shape[:-2], C.shape[:-2])
    except ValueError:
        raise PtxOperandError(f"'{form.name}': batch dimensions of A {A.shape}, B {B.shape},"
                              f" C {C.shape} do not broadcast") from None
    cols = None
    if form.sparse:
        from ptxemu.ops.mma_sparse import stored_columns

        cols = stored_columns(form, metadata)
        try:
            batch = np.broadcast_shapes(batch, cols.shape[:-2])
        except ValueError:
            raise PtxOperandError(f"'{form.name}': metadata of shape {np.shape(metadata)} does not"
                                  f" broadcast over the batch {batch}") from None
    sd = np.asarray(scale_d)
    ia, ib = np.asarray(imm_scale_a), np.asarray(imm_scale_b)
    if form.family == "mma":
        if not (np.all(sd) and np.all(ia == 1) and np.all(ib == 1)):
            raise PtxError(f"'{form.name}': scale_d / imm_scale_a / imm_scale_b are wgmma operands")
    if not (((ia == 1) | (ia == -1)).all() and ((ib == 1) | (ib == -1)).all()):
        raise PtxError(f"'{form.name}': imm_scale_a/imm_scale_b must be 1 or -1")
    scale_imms = form.entry is not None and getattr(form.entry.row, "scale_imms", False)
    if not scale_imms and not (np.all(ia == 1) and np.all(ib == 1)):
        raise PtxError(f"'{form.name}': imm-scale-a/b exist only for floating-point wgmma")
    for arr, what in ((sd, "scale_d"), (ia, "imm_scale_a"), (ib, "imm_scale_b")):
        try:
            np.broadcast_shapes(arr.shape, batch + (1, 1))
        except ValueError:
            raise PtxOperandError(f"'{form.name}': {what} of shape {arr.shape} does not broadcast"
                                  f" over the batch {batch}") from None
    from ptxemu.numerics.models import evaluate_form
    from ptxemu.ops.arith import f64_arith

    def fma(a, b, c, mode):  # the error-free vectorised f64 FMA of the fma instruction
        return f64_arith("fma", a, b, c, mode)

    if form.sparse:
        from ptxemu.ops.mma_sparse import evaluate_sparse

        return evaluate_sparse(form, A, B, C, cols, batch, scale_d=sd.astype(bool), neg_a=ia == -1,
                               neg_b=ib == -1, target=target)
    return evaluate_form(form, A, B, C, scale_d=sd.astype(bool), neg_a=ia == -1, neg_b=ib == -1,
                         target=target, f64_fma=fma)
