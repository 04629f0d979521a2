"""redux.sync (PTX ISA 9.7.13.12): the reduction rule, element-wise over a lane axis.

    redux.sync.op{.abs}{.NaN}.f32 dst, src, membermask;   .op = {.min, .max}   (sm_100a)
    redux.sync.op.{u32,s32} dst, src, membermask;          .op = {.add, .min, .max}
    redux.sync.op.b32 dst, src, membermask;                .op = {.and, .or, .xor}

`run_instruction` takes `src` with the warp's lanes on the LAST axis (lane i is bit i of
membermask; up to 32 lanes) and returns `dst` of the same shape, the reduced value in every lane
(the manual leaves dst undefined for a lane outside membermask; ptxemu writes the value there too).

f32 rules (manual, no hardware here - sm_100a only): +0 > -0; .abs reduces |src| (the sign bit
cleared, NaN included); without .NaN, NaN inputs are ignored and the result is the canonical NaN
0x7fffffff only when every participating input is NaN; with .NaN, any NaN input gives the
canonical NaN. The result is otherwise one of the (abs'ed) inputs, bit for bit.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError
from ptxemu.isa.catalogue.forms import best_match
from ptxemu.isa.catalogue.redux import FORMS as REDUX_FORMS
from ptxemu.isa.statement import Imm, Instruction, Reg
from ptxemu.ops.arith import dest_names, to_bits
from ptxemu.ops.registry import register

CANONICAL_NAN = np.uint32(0x7FFFFFFF)


def _order_key(bits: np.ndarray) -> np.ndarray:
    """Map f32 bits to uint32 keys whose unsigned order is the float order with -0 < +0."""
    neg = (bits >> np.uint32(31)).astype(bool)
    return np.where(neg, ~bits, bits | np.uint32(0x80000000))


def reduce_f32(src: np.ndarray, op: str, *, absolute: bool = False, nan: bool = False,
               mask: np.ndarray | None = None, axis: int = -1) -> np.ndarray:
    """min/max of f32 bit patterns along `axis` with redux.sync's rules; `mask` (bool, same shape
    as src) marks the participating elements. Returns uint32 bits with `axis` removed."""
    if op not in ("min", "max"):
        raise ValueError(f"redux f32 op must be min or max, got {op!r}")
    b = np.asarray(src).astype(np.uint32)
    if absolute:
        b = b & np.uint32(0x7FFFFFFF)
    m = np.ones(b.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), b.shape)
    isnan = (b & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
    live = m & ~isnan
    key = _order_key(b)
    if op == "max":
        k = np.where(live, key, np.uint32(0))
        best = np.take_along_axis(b, np.expand_dims(np.argmax(k, axis=axis), axis), axis).squeeze(axis)
    else:
        k = np.where(live, key, np.uint32(0xFFFFFFFF))
        best = np.take_along_axis(b, np.expand_dims(np.argmin(k, axis=axis), axis), axis).squeeze(axis)
    any_live = live.any(axis=axis)
    out = np.where(any_live, best, CANONICAL_NAN)
    if nan:
        out = np.where((m & isnan).any(axis=axis), CANONICAL_NAN, out)
    return out.astype(np.uint32)


def reduce_int(src: np.ndarray, op: str, typ: str, mask: np.ndarray | None = None,
               axis: int = -1) -> np.ndarray:
    """Integer/bitwise redux over `axis` (.add wraps to 32 bits). Returns uint32 bits."""
    b = np.asarray(src).astype(np.uint32)
    m = np.ones(b.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), b.shape)
    if op == "add":
        return (np.where(m, b, 0).astype(np.uint64).sum(axis=axis) & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    if op in ("and", "or", "xor"):
        ident = np.uint32(0xFFFFFFFF) if op == "and" else np.uint32(0)
        fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op]
        return fn.reduce(np.where(m, b, ident), axis=axis).astype(np.uint32)
    v = b.view(np.int32).astype(np.int64) if typ == "s32" else b.astype(np.int64)
    if op == "min":
        r = np.where(m, v, np.iinfo(np.int64).max).min(axis=axis)
    else:
        r = np.where(m, v, np.iinfo(np.int64).min).max(axis=axis)
    return (r & 0xFFFFFFFF).astype(np.uint32)


def _parse(ins: Instruction) -> dict[str, Any]:
    """The form is looked up in check()'s redux.sync table (isa/catalogue/redux.py)."""
    m = best_match(REDUX_FORMS, list(ins.qualifiers), len(ins.operands))
    if m is None or m.problems:
        why = ", ".join(m.problems) if m else "no form"
        raise PtxError(f"{ins.name}: not a form of redux.sync.op{{.abs}}{{.NaN}}.type ({why})")
    op = next(m.chosen[k] for k in m.chosen if k.startswith("redux_") and k != "redux_int")[1:]
    typ = m.chosen["_types"].lstrip(".")
    flags = {q[1:] for q in ins.qualifiers if q in (".abs", ".NaN")}
    if len(ins.operands) != 3:
        raise PtxOperandError(f"{ins.name} takes 3 operands (dst, src, membermask)")
    return {"op": op, "type": typ, "abs": "abs" in flags, "nan": "NaN" in flags}


def execute(ins: Instruction, operands: Mapping[str, Any]) -> dict[str, np.ndarray]:
    p = _parse(ins)
    (dname,) = dest_names(ins)
    s_op, m_op = ins.operands[1], ins.operands[2]
    if not isinstance(s_op, Reg):
        raise PtxOperandError(f"{ins.name}: src must be a register")
    sname = s_op.name.lstrip("%")
    if sname not in operands:
        raise PtxOperandError(f"no value given for operand '{sname}' of {ins.name}")
    src = to_bits(operands[sname], 32, "float" if p["type"] == "f32" else "int", name=sname)
    if src.ndim == 0:
        raise PtxOperandError(f"{ins.name}: src needs a lane axis (last axis, up to 32 lanes)")
    lanes = src.shape[-1]
    if lanes > 32:
        raise PtxOperandError(f"{ins.name}: {lanes} lanes on the last axis; a warp has 32")
    if isinstance(m_op, Imm):
        if not isinstance(m_op.value, int):
            raise PtxOperandError(f"{ins.name}: membermask must be an integer")
        mask_v = np.asarray(m_op.value & 0xFFFFFFFF, dtype=np.uint64)
    elif isinstance(m_op, Reg):
        mname = m_op.name.lstrip("%")
        if mname not in operands:
            raise PtxOperandError(f"no value given for operand '{mname}' of {ins.name}")
        mask_v = to_bits(operands[mname], 32, "int", name=mname).astype(np.uint64)
    else:
        raise PtxOperandError(f"{ins.name}: membermask must be a register or an immediate")
    if np.any(mask_v >> np.uint64(lanes)):
        raise PtxOperandError(f"{ins.name}: membermask names lanes beyond the {lanes} given")
    try:  # one membermask per warp: it broadcasts to src's shape without the lane axis
        if np.broadcast_shapes(mask_v.shape, src.shape[:-1]) != src.shape[:-1]:
            raise ValueError
    except ValueError:
        raise PtxOperandError(f"{ins.name}: membermask shape {mask_v.shape} does not broadcast against "
                              f"the warps of src {src.shape[:-1]} (src's last axis is the lanes)") from None
    bits = (mask_v[..., None] >> np.arange(lanes, dtype=np.uint64)) & np.uint64(1)
    mask = np.broadcast_to(bits.astype(bool), src.shape)
    if p["type"] == "f32":
        r = reduce_f32(src, p["op"], absolute=p["abs"], nan=p["nan"], mask=mask)
    else:
        r = reduce_int(src, p["op"], p["type"], mask=mask)
    return {dname: np.broadcast_to(r[..., None], src.shape).copy()}


register("redux", lambda ins: True, elementwise=False)(execute)
