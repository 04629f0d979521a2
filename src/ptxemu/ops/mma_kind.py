"""The sm_120a `.kind::*` forms of mma.sync at matrix level: kind::f8f6f4 and the block-scaled kinds.

Semantics (PTX ISA 9.0, 9.7.14.3 "Block Scaling for mma.sync" and 9.7.14.5.14 "mma"):

    D = (A * scale_A) * (B * scale_B) + C

scale_A is M x SFA_N and scale_B is SFB_M x N with SFA_N = SFB_M = the `.scale_vec_size` (1X, 2X,
4X: Table 35). Each row of A is cut into SFA_N chunks of K/SFA_N consecutive elements and every chunk
is multiplied by its own scale from the same row of scale_A; likewise each column of B by scale_B.
Table 36 lists the valid (kind, element type, scale type, scale_vec) combinations; KIND_RULES and
SELECTOR_RANGES below are views of the one table of matrix forms (ptxemu.isa.catalogue.table).

Matrix-level operands are plain element codes (uint8, the code in the low bits): the 8-bit container
placement of kind::f8f6f4 (e2m1 in bits 5..2, e3m2/e2m3 in bits 5..0) belongs to registers and is
handled by the fragment layouts, not here. The sum itself is delegated to the named Blackwell model
in numerics/blackwell.py, which `target=` selects.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.formats.table import get_format
from ptxemu.isa.catalogue import table
from ptxemu.isa.catalogue.mma_forms import KindForm
from ptxemu.isa.statement import Imm, Instruction, Vector


def _bits(t: str) -> int:
    f = get_format(t)
    return int(f.signed) + f.exp_bits + f.man_bits


# Element formats of the f8f6f4 family (the one table's F8F6F4) and their code widths (PTX 5.2.3).
F8F6F4 = tuple(t[1:] for t in table.F8F6F4)
ELEMENT_BITS: dict[str, int] = {t: _bits(t) for t in F8F6F4}
ACCUM_DTYPES: dict[str, type] = {"f32": np.uint32, "f16": np.uint16}


@dataclass(frozen=True)
class KindRule:
    """What the manual (and ptxas) accept for one `.kind::*` qualifier: a view of the one table of
    matrix forms (ptxemu.isa.catalogue.table), built by `_kind_rules`."""

    kind: str
    shapes: dict[tuple[int, int, int], tuple[str, ...]]  # (m, n, k) -> allowed .atype/.btype
    accum: tuple[str, ...]  # allowed .dtype (== .ctype)
    block_scale: bool  # .block_scale required (True) or forbidden (False)
    default_scale_vec: int | None  # None: .scale_vec_size is mandatory
    scale_types: dict[int, tuple[str, ...]]  # scale_vec -> allowed .stype
    min_ptx: dict[tuple[int, str], str]  # (scale_vec, stype) -> PTX ISA version that added it


def _kind_rules() -> dict[str, KindRule]:
    rules: dict[str, KindRule] = {}
    rows = [f for f in table.MMA_DENSE if f.kind == "f8f6f4"]
    rules["f8f6f4"] = KindRule("f8f6f4", {f.mnk: tuple(t[1:] for t in f.atypes) for f in rows},
                               tuple(d[1:] for d in rows[0].dtypes), False, None, {}, {})
    for kind, bs in table.BLOCK_SCALE.items():
        svs: dict[int, tuple[str, ...]] = {}
        for v, st in bs.combos:
            svs[int(v[0])] = svs.get(int(v[0]), ()) + (st[1:],)
        rules[kind] = KindRule(kind, {table.shape_mnk(bs.shape): tuple(t[1:] for t in bs.types)}, ("f32",),
                               True, int(bs.default_vec[0]) if bs.default_vec else None, svs,
                               {(int(v[0]), st[1:]): f"{p[0]}.{p[1]}" for (v, st), p in bs.combo_ptx.items()})
    return rules


KIND_RULES: dict[str, KindRule] = _kind_rules()

# Table 37: valid selector values per scale_vec (byte-id-a, thread-id-a, byte-id-b, thread-id-b).
SELECTOR_RANGES: dict[int, tuple[tuple[int, ...], ...]] = {int(v[0]): r for v, r in table.SELECTORS.items()}


_SHAPE_RE = re.compile(r"^\.m(\d+)n(\d+)k(\d+)$")
_SCALE_VEC_RE = re.compile(r"^\.scale_vec::([124])X$")


def _bad(form: str, rule: str) -> PtxError:
    return PtxError(f"{form}: {rule}")


def parse_kind_form(ins: Instruction) -> KindForm:
    """Read and validate the qualifiers of an mma.sync `.kind::*` form (the manual's syntax block)."""
    name = ins.name
    if ins.opcode != "mma":
        raise _bad(name, f"'{ins.opcode}' has no .kind:: forms here; only mma.sync does")
    q = list(ins.qualifiers)
    if any(x.startswith(".sp") for x in q):
        raise Unsupported(f"{name}: sparse mma.sp with .kind is not modelled by ptxemu")
    if q[:2] != [".sync", ".aligned"]:
        raise _bad(name, "mma needs the mandatory '.sync.aligned' qualifiers first")
    q = q[2:]
    if not q or not _SHAPE_RE.match(q[0]):
        raise _bad(name, "expected a shape qualifier '.mMnNkK' after .sync.aligned")
    m, n, k = (int(x) for x in _SHAPE_RE.match(q[0]).groups())  # type: ignore[union-attr]
    q = q[1:]
    if q[:2] != [".row", ".col"]:
        raise _bad(name, ".kind forms of mma require the '.row.col' layouts")
    q = q[2:]
    if not q or not q[0].startswith(".kind::"):
        raise _bad(name, "expected '.kind::' after .row.col")
    kind = q[0][len(".kind::"):]
    if kind not in KIND_RULES:
        from ptxemu.isa.catalogue import match

        if match(ins) is not None:  # table.MMA_KIND_FP8_ALIASES
            raise Unsupported(f"{name}: ptxas 13.5 takes .kind::{kind} on mma.sync (sm_100 family, fp8 "
                              "types), the manual gives it no meaning there; ptxemu does not execute it")
        raise _bad(name, f"'.kind::{kind}' is not a kind of mma.sync "
                         f"(valid: {', '.join('.kind::' + k for k in KIND_RULES)})")
    rule = KIND_RULES[kind]
    q = q[1:]
    block_scale = bool(q) and q[0] == ".block_scale"
    if block_scale:
        q = q[1:]
    scale_vec: int | None = None
    if q and q[0].startswith(".scale_vec"):
        mv = _SCALE_VEC_RE.match(q[0])
        if not mv:
            raise _bad(name, f"'{q[0]}' is not a .scale_vec_size (valid: .scale_vec::1X, ::2X, ::4X)")
        if not block_scale:
            raise _bad(name, ".scale_vec_size is only valid together with .block_scale")
        scale_vec = int(mv.group(1))
        q = q[1:]
    if rule.block_scale and not block_scale:
        raise _bad(name, f".kind::{kind} requires the .block_scale qualifier")
    if block_scale and not rule.block_scale:
        raise _bad(name, f".block_scale is not valid with .kind::{kind} "
                         "(block scaling uses .kind::mxf8f6f4, ::mxf4 or ::mxf4nvf4)")
    ntypes = 5 if rule.block_scale else 4
    if len(q) != ntypes or not all(t.startswith(".") and "::" not in t for t in q):
        want = ".dtype.atype.btype.ctype" + (".stype" if rule.block_scale else "")
        raise _bad(name, f"expected the types {want} at the end, found '{''.join(q)}'")
    dtype, atype, btype, ctype = (t[1:] for t in q[:4])
    stype = q[4][1:] if rule.block_scale else None
    if (m, n, k) not in rule.shapes:
        valid = ", ".join(f".m{a}n{b}k{c}" for a, b, c in rule.shapes)
        raise _bad(name, f"shape .m{m}n{n}k{k} is not valid with .kind::{kind} (valid: {valid})")
    for role, t in (("atype", atype), ("btype", btype)):
        if t not in ELEMENT_BITS:
            raise _bad(name, f".{role} '.{t}' is not an f8f6f4 element type (valid: "
                             f"{', '.join('.' + x for x in F8F6F4)})")
        if t not in rule.shapes[(m, n, k)]:
            raise _bad(name, f".kind::{kind} with .m{m}n{n}k{k} needs .atype/.btype in "
                             f"{{{', '.join('.' + x for x in rule.shapes[(m, n, k)])}}}, not .{t}")
    if dtype != ctype:
        raise _bad(name, f".dtype (.{dtype}) must be the same as .ctype (.{ctype}) for .kind forms")
    if dtype not in rule.accum:
        raise _bad(name, f".kind::{kind} needs .dtype/.ctype in "
                         f"{{{', '.join('.' + x for x in rule.accum)}}}, not .{dtype}")
    if rule.block_scale:
        if scale_vec is None:
            if rule.default_scale_vec is None:
                raise _bad(name, f".kind::{kind} requires an explicit .scale_vec_size "
                                 "(.scale_vec::2X or .scale_vec::4X)")
            scale_vec = rule.default_scale_vec
        if scale_vec not in rule.scale_types:
            valid = ", ".join(f".scale_vec::{v}X" for v in rule.scale_types)
            raise _bad(name, f".scale_vec::{scale_vec}X is not valid with .kind::{kind} (valid: {valid})")
        if stype not in rule.scale_types[scale_vec]:
            allowed = " or ".join("." + s for s in rule.scale_types[scale_vec])
            raise _bad(name, f"scale_vec::{scale_vec}X with kind::{kind} needs {allowed}, not .{stype}")
        if k % scale_vec:
            raise _bad(name, f"K={k} is not divisible by .scale_vec::{scale_vec}X")
    from ptxemu.isa.catalogue import explain

    entry, why = explain(ins)
    if entry is None:  # the one table of matrix forms has the last word
        raise _bad(name, "; ".join(why))
    return KindForm(kind, m, n, k, dtype, atype, btype, ctype, stype, scale_vec, name)


def check_selectors(ins: Instruction, form: KindForm) -> None:
    """If the text carries immediate selectors {byte-id, thread-id}, check them against Table 37.

    Values outside Table 37 are undefined behaviour in the manual, so they are rejected as bad input.
    Register selectors cannot be checked at matrix level and are accepted.
    """
    if form.scale_vec is None or len(ins.operands) != 8:
        return
    sel_a, sel_b = ins.operands[5], ins.operands[7]
    ranges = SELECTOR_RANGES[form.scale_vec]
    names = ("byte-id-a", "thread-id-a", "byte-id-b", "thread-id-b")
    for sel, offset in ((sel_a, 0), (sel_b, 2)):
        if not isinstance(sel, Vector) or len(sel.items) != 2:
            raise PtxOperandError(f"{form.name}: selector operands are written '{{byte-id, thread-id}}'")
        for j, item in enumerate(sel.items):
            if isinstance(item, Imm):
                valid = ranges[offset + j]
                if item.value not in valid:
                    raise PtxOperandError(
                        f"{form.name}: {names[offset + j]} = {item.value} is outside Table 37 for "
                        f".scale_vec::{form.scale_vec}X (valid: {list(valid)})")


# The targets whose arithmetic numerics/blackwell.py models (the sm_120 family)
MODEL_TARGETS = table.SM120


def _target_check(form: KindForm, target: Any) -> None:
    """The one table says which targets have the form; the models cover the sm_120 family."""
    from ptxemu.isa.catalogue import match
    from ptxemu.isa.targets import parse_target
    from ptxemu.numerics.blackwell import MODELS

    if isinstance(target, str) and target not in MODELS:
        arch = target.split(":", 1)[0]
        t = parse_target(arch)
        if not arch.startswith("sm_") or t is None:
            return
        entry = match(form.name)
        if entry is not None and not entry.targets.allows(t):
            raise PtxError(f"{form.name}: .kind forms of mma.sync require {entry.targets.describe()}; "
                           f"target {arch} does not have this one")
        if not MODEL_TARGETS.allows(t):
            raise Unsupported(f"{form.name}: no arithmetic model of target {arch} (the Blackwell models "
                              f"are of {MODEL_TARGETS.describe()})")


def _codes(x: Any, what: str, form: KindForm, bits: int) -> np.ndarray:
    """Element or scale codes as uint8, checked to fit in `bits` bits."""
    a = np.asarray(x)
    if a.dtype.kind not in "ui":
        raise PtxOperandError(f"{form.name}: {what} must hold integer codes (uint8), got dtype {a.dtype}")
    if a.size and (a.min() < 0 or a.max() >= (1 << bits)):
        raise PtxOperandError(
            f"{form.name}: {what} codes must fit in {bits} bits (plain codes in the low bits; the "
            f"register containers are not used at matrix level), found {int(a.max())}")
    return a.astype(np.uint8, copy=False)


def _accum_codes(x: Any, form: KindForm) -> np.ndarray:
    a = np.asarray(x)
    want = ACCUM_DTYPES[form.ctype]
    floaty = {"f32": np.float32, "f16": np.float16}[form.ctype]
    if a.dtype == floaty:
        return a.view(want)
    if a.dtype != want:
        raise PtxOperandError(f"{form.name}: C must be .{form.ctype} codes ({np.dtype(want).name}) or "
                              f"{np.dtype(floaty).name} values, got dtype {a.dtype}")
    return a


def _check_shape(a: np.ndarray, what: str, rows: int, cols: int, form: KindForm) -> None:
    if a.ndim < 2 or a.shape[-2:] != (rows, cols):
        raise PtxOperandError(f"{form.name}: {what} must have shape (..., {rows}, {cols}), got {a.shape}")


def mma_kind(ins: Instruction, A: Any, B: Any, C: Any, *, scale_a: Any, scale_b: Any, scale_d: Any,
             imm_scale_a: Any, imm_scale_b: Any, target: Any) -> np.ndarray:
    """D codes of one (batched) `.kind::*` mma.sync; see the module docstring for the semantics."""
    from ptxemu.numerics import blackwell

    form = parse_kind_form(ins)
    check_selectors(ins, form)
    _target_check(form, target)
    # scale-d and imm-scale-a/b are wgmma operands; mma.sync has none of them.
    if not (np.all(np.asarray(scale_d) == 1) and np.all(np.asarray(imm_scale_a) == 1)
            and np.all(np.asarray(imm_scale_b) == 1)):
        raise PtxOperandError(f"{form.name}: mma.sync has no scale-d / imm-scale-a / imm-scale-b "
                              "operands (those are wgmma's); leave them at their defaults")
    return evaluate_kind(form, A, B, C, scale_a=scale_a, scale_b=scale_b,
                         model=blackwell.select_model(target, form))


def evaluate_kind(form: KindForm, A: Any, B: Any, C: Any, *, scale_a: Any, scale_b: Any,
                  model: Any) -> np.ndarray:
    """D codes of a validated KindForm (any M, N, K: tcgen05.mma's tiles use it too) under a
    Blackwell model: operand checks, batching, and the model's accumulation."""
    from ptxemu.numerics import blackwell

    a = _codes(A, "A", form, ELEMENT_BITS[form.atype])
    b = _codes(B, "B", form, ELEMENT_BITS[form.btype])
    c = _accum_codes(C, form)
    _check_shape(a, "A", form.m, form.k, form)
    _check_shape(b, "B", form.k, form.n, form)
    _check_shape(c, "C", form.m, form.n, form)
    if form.scale_vec is None:
        if scale_a is not None or scale_b is not None:
            raise PtxOperandError(f"{form.name}: scale_a/scale_b given but the form has no .block_scale")
        sa = sb = None
    else:
        if scale_a is None or scale_b is None:
            raise PtxOperandError(f"{form.name}: .block_scale forms need scale_a (..., {form.m}, "
                                  f"{form.scale_vec}) and scale_b (..., {form.scale_vec}, {form.n})")
        sa = _codes(scale_a, "scale_a", form, 8)
        sb = _codes(scale_b, "scale_b", form, 8)
        _check_shape(sa, "scale_a", form.m, form.scale_vec, form)
        _check_shape(sb, "scale_b", form.scale_vec, form.n, form)
    batch_shapes = [x.shape[:-2] for x in (a, b, c, sa, sb) if x is not None]
    try:
        batch = np.broadcast_shapes(*batch_shapes)
    except ValueError:
        raise PtxOperandError(f"{form.name}: batch dimensions {batch_shapes} do not broadcast") from None
    # Each scale covers `chunk` consecutive K elements (32 for 1X/2X, 16 for 4X); products are exact.
    # Large batches run in slices of about _SLICE outputs, so that the gathered operands and every
    # per-output temporary stay in the CPU caches (each slice is an independent batch).
    T = int(np.prod(batch, dtype=np.int64))
    lean = blackwell.kernel_route(model, form)
    step = T if lean else max(1, _SLICE // (form.m * form.n))  # the kernel streams by itself
    if T <= step:
        return _mma_slice(model, form, a, b, c, sa, sb, batch, lean)
    flat = [None if x is None else np.broadcast_to(x, batch + x.shape[-2:]).reshape((T,) + x.shape[-2:])
            for x in (a, b, c, sa, sb)]
    out = np.empty((T, form.m, form.n), OUT_DTYPE[form.dtype])
    for t0 in range(0, T, step):
        xs = [None if x is None else x[t0:t0 + step] for x in flat]
        out[t0:t0 + step] = _mma_slice(model, form, *xs, (len(xs[0]),), lean)
    return out.reshape(batch + (form.m, form.n))


_SLICE = 1 << 15
OUT_DTYPE = {"f32": np.uint32, "f16": np.uint16}


def _mma_slice(model, form: KindForm, a, b, c, sa, sb, batch: tuple[int, ...],
               lean: bool = False) -> np.ndarray:
    from ptxemu.numerics import blackwell

    ao = blackwell.Operand(a, form.atype, batch + (form.m, form.k), scales=sa, stype=form.stype,
                           chunk=form.chunk, axis=-1, form_name=form.name, lean=lean)
    bo = blackwell.Operand(b, form.btype, batch + (form.k, form.n), scales=sb, stype=form.stype,
                           chunk=form.chunk, axis=-2, form_name=form.name, lean=lean)
    c = np.ascontiguousarray(np.broadcast_to(c, batch + (form.m, form.n)))
    return model.mma(ao, bo, c, form)


__all__ = ["mma_kind", "evaluate_kind", "parse_kind_form", "KindForm", "KIND_RULES", "ELEMENT_BITS"]
