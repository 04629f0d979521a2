"""mma.sync (PTX ISA 9.0 section 9.7.14.5.14), dense forms and .kind / .block_scale forms.

The forms are rows of the one table, catalogue/table.py: `MMA_DENSE` (shape, a/b type group) ->
registers per thread of A, B and C/D (C/D counts are per dtype: two .f16 travel in one .b32), legal
dtypes, layouts, version and targets; `BLOCK_SCALE` is Table 36 (kind x element types x scale type
x scale_vec) and `SELECTORS` is Table 37 (legal byte-id / thread-id values per scale_vec).
`resolve` is the qualifier-level rule (it returns the FormEntry); `rule` adds the operand checks.
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

import re

from ptxemu.isa.catalogue.forms import report_duplicates, split_quals
from ptxemu.isa.catalogue.table import (
    BLOCK_SCALE,
    F8,
    I4,
    KIND_FP8_TARGETS,
    MMA_DENSE,
    MMA_I4_BITOPS,
    MMA_KIND_FP8_ALIASES,
    MMA_ROUNDINGS,
    MMA_SPARSE,
    SELECTORS,
    SPARSE_F8_F16_TARGETS,
    SPARSE_ORDERED_PTX,
    SPARSE_SELECTOR_MAX,
    FormEntry,
    mma_regs,
    mma_requirements,
    shape_mnk,
)
from ptxemu.isa.statement import Imm, Instruction, Reg, Vector

_SHAPE_RE = re.compile(r"^\.m\d+n\d+k\d+$")
_KIND_RE = re.compile(r"^\.kind::(\w+)$")
_SV_RE = re.compile(r"^\.scale_vec::(\w+)$")


def _reg_type(t: str) -> tuple[str, ...]:
    return {".f16": (".f16x2", ".b32"), ".f32": (".f32",), ".f64": (".f64",), ".s32": (".s32",)}[t]


def _ab_type(t: str) -> tuple[str, ...]:
    if t == ".f64":
        return (".f64",)
    if t == ".f16":
        return (".f16x2", ".b32")
    return (".b32",)


def resolve(name: str, quals: list[str], ctx) -> tuple[FormEntry | None, bool]:
    """The qualifier-level rule of mma, reporting every problem through ctx.err: (the table entry
    the qualifiers name, None when they name none; whether the form is valid)."""
    what = "mma"
    types, mods = split_quals(quals)
    shapes = [m for m in mods if _SHAPE_RE.match(m)]
    layouts = [m for m in mods if m in (".row", ".col")]
    kinds = [m for m in mods if _KIND_RE.match(m)]
    svs = [m for m in mods if _SV_RE.match(m)]
    rnds = [m for m in mods if m in MMA_ROUNDINGS]
    block = ".block_scale" in mods
    known = set(shapes) | set(layouts) | set(kinds) | set(svs) | set(rnds) | {
        ".sync", ".aligned", ".block_scale", ".satfinite", ".xor", ".and", ".popc"}
    for m in mods:
        if m not in known:
            ctx.err(f"modifier '{m}' is not allowed on '{what}'")
    for r_ in (".sync", ".aligned"):
        if r_ not in mods:
            ctx.err(f"{r_} modifier required for instruction '{what}'")
    i4 = bool(types) and len(types) > 1 and types[1] in I4
    if report_duplicates(mods, ctx, allow=(".row", ".col") + ((".xor", ".and") if i4 else ())):
        return None, False
    if len(rnds) > 1:
        ctx.err("Multiple rounding modifiers specified")
        return None, False
    if len(shapes) != 1:
        ctx.err(f"'{what}' needs exactly one .mMnNkK shape")
        return None, False
    shape = shapes[0]
    if len(layouts) != 2:
        ctx.err(f"'{what}' needs .alayout.blayout (e.g. .row.col)")
        return None, False
    lay = (layouts[0], layouts[1])
    kind = _KIND_RE.match(kinds[0]).group(1) if kinds else ""
    if len(set(kinds)) > 1 or len(set(svs)) > 1:
        ctx.err(f"conflicting .kind/.scale_vec qualifiers on '{what}'")
        return None, False
    if block or kind in BLOCK_SCALE:
        return _resolve_block_scale(name, types, mods, shape, lay, kind, svs, ctx)
    if svs:
        ctx.err(f"'{svs[0]}' needs .block_scale")
        return None, False
    if len(types) != 4:
        ctx.err(f"unexpected instruction types '{''.join(types) or '(none)'}' for '{what}'")
        return None, False
    dt, at, bt, ct = types
    if kind and kind != "f8f6f4" and kind not in MMA_KIND_FP8_ALIASES:
        ctx.err(f"unknown .kind::{kind} for '{what}'")
        return None, False
    if kind in MMA_KIND_FP8_ALIASES and not (at in F8 and bt in F8):
        ctx.err(f".kind::{kind} on '{what}' takes .e4m3/.e5m2 only")
        return None, False
    row_kind = "f8f6f4" if kind in MMA_KIND_FP8_ALIASES else kind
    cands = [f for f in MMA_DENSE if f.shape == shape and f.kind == row_kind]
    form = next((f for f in cands if at in f.atypes and bt in f.btypes), None)
    if form is None:
        if not cands:
            ctx.err(f"{shape[1:]} is not a shape for '{what}'" + (f" with .kind::{kind}" if kind else ""))
        else:
            ctx.err(f"{shape[1:]} is not a shape for {at}/{bt}" + (f" with .kind::{kind}" if kind else ""))
        return None, False
    if form.same_ab and at != bt:
        ctx.err(f"'{what}.{shape[1:]}' needs .atype == .btype, got {at}/{bt}")
        return None, False
    if dt not in form.dtypes or ct not in form.ctypes:
        ctx.err(f"unexpected accumulator types '{dt}'/'{ct}' for '{what}.{shape[1:]}{at}'")
        return None, False
    ok = True
    if shape == ".m8n8k4" and at == ".f16" and ct == ".f32" and dt != ".f32":
        ctx.err("m8n8k4: when .ctype is .f32, .dtype must also be .f32")
        ok = False
    if shape != ".m8n8k4" and dt != ct:
        ctx.err(f".dtype must be '{ct}' when .ctype is '{ct}' for 'mma' with shape '{shape}'")
        ok = False
    if lay not in form.layouts:
        ctx.err(f"layout '{lay[0]}{lay[1]}' is not allowed for '{what}.{shape[1:]}{at}' (only .row.col)")
        ok = False
    is_int = dt == ".s32" and at != ".b1"
    if ".satfinite" in mods and not is_int:
        ctx.err(f"'.satfinite' is only for integer '{what}'")
        ok = False
    if rnds and at != ".f64":
        ctx.err(f"rounding modifier '{rnds[0]}' is only for .f64 '{what}'")
        ok = False
    if at == ".b1":
        ops = [m for m in mods if m in (".xor", ".and")]
        if len(ops) != 1:
            ctx.err(f"'{what}' with .b1 needs exactly one of .xor/.and")
            ok = False
        if ".popc" not in mods:
            ctx.err(f"'{what}' with .b1 needs .popc")
            ok = False
        if ".and" in ops:
            ctx.need_ptx((7, 1), f"'{what}.and.popc'")
    elif at in I4 and any(m in MMA_I4_BITOPS for m in mods):
        if ".xor" not in mods and ".and" not in mods:
            ctx.err(f"'.popc' on '{what}' with {at} needs .xor or .and")
            ok = False
        if ".satfinite" in mods:
            ctx.err(f"'.satfinite' cannot be combined with .xor/.and on '{what}'")
            ok = False
    else:
        for m in (".xor", ".and", ".popc"):
            if m in mods:
                ctx.err(f"modifier '{m}' is only for .b1 '{what}'")
                ok = False
    ptx, targets = mma_requirements(form, dt, at, bt, kind)
    label = f"{what}.{shape[1:]}" + (f".kind::{kind}" if kind else "") + f"{dt}{at}{bt}{ct}"
    ctx.need_ptx(ptx, f"'{label}'")
    ctx.need_target(targets, f"'{label}'")
    na, nb = mma_regs(form, at)
    m, n, k = shape_mnk(shape)
    e = FormEntry("mma", name, m, n, k, {"dtype": dt[1:], "atype": at[1:], "btype": bt[1:], "ctype": ct[1:]},
                  ptx, targets, {"a": na, "b": nb, "c": form.nd[ct], "d": form.nd[dt]},
                  frozenset(mods), kind=kind, layouts=(lay[0][1:], lay[1][1:]), row=form)
    return e, ok


_SPARSE = (".sp::ordered_metadata", ".sp")
SPARSE_QUALS = _SPARSE
_MNK_RE = re.compile(r"^\.m(\d+)n(\d+)k(\d+)$")


def _sparse_block_scale(ins: Instruction, quals: list[str], ctx) -> None:
    """mma.sp::ordered_metadata ... .block_scale (sm_120a; CUTLASS example 80): the dense form with K
    doubled, B twice the registers, and sparse metadata + selector after C (ptxas 13.5). Checked
    here only: match() and ptxemu.mma do not treat it as a table form (no sparse model)."""
    import dataclasses
    dense = []
    for q in quals:
        m = _MNK_RE.match(q)
        if q in _SPARSE:
            continue
        dense.append(f".m{m.group(1)}n{m.group(2)}k{int(m.group(3)) // 2}" if m else q)
    if sum(q in _SPARSE for q in quals) > 1:
        ctx.err("Multiple sparsity modifiers specified")
    if ".sp" in quals:  # the block-scaled kinds take only the ordered-metadata format
        ctx.err("modifier '.sp' is not allowed on 'mma' with .block_scale (use .sp::ordered_metadata)")
    e, _ = resolve(ins.opcode + "".join(dense), dense, ctx)
    if e is None:
        return
    ops = ins.operands
    if len(ops) != 10:
        ctx.err(f"'mma.sp.kind::{e.kind}.block_scale' takes 10 operands, got {len(ops)}")
        return
    meta = ops[4].items[0] if isinstance(ops[4], Vector) and len(ops[4].items) == 1 else ops[4]
    ctx.reg(meta, (".b32",), "the sparse metadata")
    if not (isinstance(ops[5], Imm) and ops[5].value == 0):
        ctx.err("the sparsity selector must be the immediate 0")
    e = dataclasses.replace(e, regs={**e.regs, "b": e.regs["b"] * 2}, k=e.k * 2)
    _block_scale_operands(dataclasses.replace(ins, operands=ops[:4] + ops[6:]), e, ctx)


def resolve_sparse(name: str, quals: list[str], ctx) -> FormEntry | None:
    """The qualifier-level rule of mma.sp / mma.sp::ordered_metadata of the dense kinds
    (table.MMA_SPARSE), reporting through ctx.err: the table entry, None when the qualifiers name
    none. The entry's k is the logical K (A holds M x K/2 stored elements); its modifiers keep the
    sparsity qualifier; regs["e"] is the one metadata register."""
    what = "mma.sp"
    variants = [q for q in quals if q in _SPARSE]
    if len(variants) > 1:
        ctx.err("Multiple sparsity modifiers specified")
        return None
    ordered = variants[0] == ".sp::ordered_metadata"
    types, mods = split_quals([q for q in quals if q not in _SPARSE])
    shapes = [m for m in mods if _SHAPE_RE.match(m)]
    layouts = [m for m in mods if m in (".row", ".col")]
    kinds = [m for m in mods if _KIND_RE.match(m)]
    for m in mods:
        if m not in (*shapes, *layouts, *kinds, ".sync", ".aligned", ".satfinite"):
            ctx.err(f"modifier '{m}' is not allowed on '{what}'")
            return None
    for r_ in (".sync", ".aligned"):
        if r_ not in mods:
            ctx.err(f"{r_} modifier required for instruction '{what}'")
    if report_duplicates(mods, ctx, allow=(".row", ".col")):
        return None
    if len(shapes) != 1 or len(layouts) != 2 or len(types) != 4 or len(kinds) > 1:
        ctx.err(f"'{name}' needs one shape, .row.col and four types")
        return None
    shape, (dt, at, bt, ct) = shapes[0], types
    kind = _KIND_RE.match(kinds[0]).group(1) if kinds else ""
    form = next((f for f in MMA_SPARSE if f.shape == shape and f.kind == kind and at in f.atypes
                 and bt in f.btypes), None)
    if form is None:
        ctx.err(f"{shape[1:]}{at}{bt} is not a sparse mma form" + (f" with .kind::{kind}" if kind else ""))
        return None
    if dt not in form.dtypes or ct != dt:
        ctx.err(f"unexpected accumulator types '{dt}'/'{ct}' for '{what}.{shape[1:]}{at}'")
        return None
    if tuple(layouts) != (".row", ".col"):
        ctx.err(f"'{what}' takes only .row.col")
    if ".satfinite" in mods and dt != ".s32":
        ctx.err(f"'.satfinite' is only for integer '{what}'")
    if kind and not ordered:
        ctx.err(f"'.kind::{kind}' on sparse mma needs .sp::ordered_metadata")
    ptx, targets = form.ptx, form.targets
    if at in F8 and dt == ".f16":  # fp8 with .f16 accumulators: ordered metadata on sm_120 only
        if not ordered:
            ctx.err(f"'{what}' with {at} and .f16 accumulators needs .sp::ordered_metadata")
        ptx, targets = max(ptx, (8, 7)), (targets if kind else SPARSE_F8_F16_TARGETS)
    if kind and at in F8 and bt in F8 and dt == ".f32":
        targets = KIND_FP8_TARGETS
    if ordered:
        ptx = max(ptx, SPARSE_ORDERED_PTX)
    label = f"{what}.{shape[1:]}" + (f".kind::{kind}" if kind else "") + f"{dt}{at}{bt}{ct}"
    ctx.need_ptx(ptx, f"'{label}'")
    ctx.need_target(targets, f"'{label}'")
    m, n, k = shape_mnk(shape)
    return FormEntry("mma", name, m, n, k, {"dtype": dt[1:], "atype": at[1:], "btype": bt[1:], "ctype": ct[1:]},
                     ptx, targets, {"a": form.na, "b": form.nb, "c": form.nd[ct], "d": form.nd[dt], "e": 1},
                     frozenset(mods) | {variants[0]}, kind=kind, row=form)


def _sparse(ins: Instruction, quals: list[str], ctx) -> None:
    """mma.sp / mma.sp::ordered_metadata of the dense kinds (table.MMA_SPARSE): d, a, b, c, then the
    metadata (a 32-bit register) and the sparsity selector (an immediate up to SPARSE_SELECTOR_MAX)."""
    what = "mma.sp"
    e = resolve_sparse(ins.name, quals, ctx)
    if e is None:
        return
    form = e.row
    kind = e.kind
    dt, at, bt, ct = ("." + e.types[s] for s in ("dtype", "atype", "btype", "ctype"))
    shape = "." + _shape_name(e)
    label = f"{what}.{shape[1:]}" + (f".kind::{kind}" if kind else "") + f"{dt}{at}{bt}{ct}"
    ops = ins.operands
    if len(ops) != 6:
        ctx.err(f"'{what}' takes 6 operands, got {len(ops)}")
        return
    if not _operands(ins.__class__(ins.opcode, ins.qualifiers, ops[:4]), 4, form.nd[dt], form.na, form.nb,
                     form.nd[ct], dt, at, bt, ct, shape, ctx):
        return
    meta = ops[4]
    if not ctx.reg(meta, (".b32",), "the sparsity metadata"):
        return
    t = ctx.decl_type(meta.name) if isinstance(meta, Reg) else None
    tgt = ctx.target
    if at in F8 and not kind and t == ".f32" and tgt is not None and tgt.sm < 120:
        ctx.err("the sparsity metadata of fp8 mma.sp must be an integer register here (ptxas: 'mov' mismatch)")
    sel = ops[5]
    hi = SPARSE_SELECTOR_MAX.get((shape, at), 0)
    if not (isinstance(sel, Imm) and isinstance(sel.value, int)):
        ctx.err("the sparsity selector must be an integer immediate")
    elif not 0 <= sel.value <= hi:
        ctx.err(f"the sparsity selector of '{label}' must be in [0..{hi}], got {sel.value}")


def rule(ins: Instruction, quals: list[str], ctx) -> None:
    if ".block_scale" in quals and any(q in _SPARSE for q in quals):
        _sparse_block_scale(ins, quals, ctx)
        return
    if any(q in _SPARSE for q in quals):
        _sparse(ins, quals, ctx)
        return
    e, _ = resolve(ins.name, quals, ctx)
    if e is None:
        return
    if "stype" in e.types:
        _block_scale_operands(ins, e, ctx)
        return
    t = e.types
    _operands(ins, 4, e.regs["d"], e.regs["a"], e.regs["b"], e.regs["c"], "." + t["dtype"], "." + t["atype"],
              "." + t["btype"], "." + t["ctype"], "." + _shape_name(e), ctx)


def _shape_name(e: FormEntry) -> str:
    return f"m{e.m}n{e.n}k{e.k}"


def _operands(ins: Instruction, nops: int, nd: int, na: int, nb: int, nc: int, dt: str, at: str, bt: str,
              ct: str, shape: str, ctx) -> bool:
    ops = ins.operands
    if len(ops) != nops:
        ctx.err(f"'mma' takes {nops} operands here, got {len(ops)}")
        return False
    rule_ = shape[1:]
    ok = ctx.vec(ops[0], nd, _reg_type(dt), "the D operand", rule=rule_)
    # immediates in the source fragments: ptxas 13.0 moves them into registers (brace_imms)
    ok &= ctx.vec(ops[1], na, _ab_type(at), "the A operand", rule=rule_, imm="brace")
    ok &= ctx.vec(ops[2], nb, _ab_type(bt), "the B operand", rule=rule_, imm="brace")
    ok &= ctx.vec(ops[3], nc, _reg_type(ct), "the C operand", rule=rule_, imm="brace")
    return ok


def _resolve_block_scale(name: str, types: list[str], mods: list[str], shape: str, lay, kind: str,
                         svs: list[str], ctx) -> tuple[FormEntry | None, bool]:
    what = "mma"
    if kind not in BLOCK_SCALE:
        ctx.err("'.block_scale' needs .kind::mxf8f6f4, .kind::mxf4 or .kind::mxf4nvf4"
                + (f", not .kind::{kind}" if kind else ""))
        return None, False
    if ".block_scale" not in mods:
        ctx.err(f".kind::{kind} requires .block_scale")
        return None, False
    bs = BLOCK_SCALE[kind]
    if len(types) != 5:
        ctx.err(f"unexpected instruction types '{''.join(types)}' for '{what}.kind::{kind}' "
                "(expected .dtype.atype.btype.ctype.stype)")
        return None, False
    dt, at, bt, ct, st = types
    if shape != bs.shape:
        ctx.err(f"{shape[1:]} is not a shape for .kind::{kind} (needs {bs.shape[1:]})")
        return None, False
    ok = True
    if lay != (".row", ".col"):
        ctx.err(f"layout '{lay[0]}{lay[1]}' is not allowed for '{what}' (only .row.col)")
        ok = False
    if dt != ".f32" or ct != ".f32":
        ctx.err(f"unexpected accumulator types '{dt}'/'{ct}' for .kind::{kind} (only .f32)")
        ok = False
    if at not in bs.types or bt not in bs.types:
        ctx.err(f"'{at}'/'{bt}' are not element types of .kind::{kind}")
        return None, False
    sv = _SV_RE.match(svs[0]).group(1) if svs else bs.default_vec
    if sv is None:
        ctx.err(f".kind::{kind} requires a .scale_vec::2X or .scale_vec::4X qualifier")
        return None, False
    if (sv, st) not in bs.combos:
        legal_st = [s for v, s in bs.combos if v == sv]
        if legal_st:
            ctx.err(f"scale_vec::{sv} with kind::{kind} needs {' or '.join(legal_st)}")
        else:
            ctx.err(f"scale_vec::{sv} is not valid with kind::{kind}")
        return None, False
    for m in (".satfinite", ".xor", ".and", ".popc") + MMA_ROUNDINGS:
        if m in mods:
            ctx.err(f"modifier '{m}' is not allowed on '{what}.kind::{kind}'")
            ok = False
    label = f"{what}.kind::{kind}.block_scale"
    ctx.need_ptx(bs.ptx, f"'{label}'")
    ptx = bs.combo_ptx.get((sv, st), bs.ptx)
    if ptx != bs.ptx:
        ctx.need_ptx(ptx, f"'{label}' with .scale_vec::{sv} and {st}")
    ctx.need_target(bs.targets, f"'{label}'")
    m, n, k = shape_mnk(shape)
    e = FormEntry("mma", name, m, n, k, {"dtype": dt[1:], "atype": at[1:], "btype": bt[1:], "ctype": ct[1:],
                                          "stype": st[1:]},
                  ptx, bs.targets, {"a": 4, "b": 2, "c": 4, "d": 4}, frozenset(mods), kind=kind,
                  scale_vec=int(sv[0]), row=bs)
    return e, ok


def _scale_data(op, what: str, ctx) -> None:
    """scale-a/b-data: a 32-bit register; ptxas 13.5 also takes a vector of 1, 2, 4 or 8 32-bit
    elements (registers of any 32-bit type, immediates beside at least one register), as CUTLASS's
    sm_120 block-scaled GEMM writes it (`{%r951}`); 3, 5, 6, 16 elements are "Illegal vector size"."""
    if not isinstance(op, Vector):
        ctx.reg(op, (".b32",), what)
        return
    if len(op.items) not in (1, 2, 4, 8):
        ctx.err(f"Illegal vector size: {len(op.items)} ({what})")
        return
    if all(isinstance(it, Imm) for it in op.items):
        ctx.err(f"{what}: a vector needs at least one register to give its element type")
        return
    for it in op.items:
        if isinstance(it, Reg) and it.name == "_":
            ctx.err(f"Sink '_' not allowed as a source operand ({what})")
        else:
            ctx.reg(it, (".b32",), what, imm=True)


def _block_scale_operands(ins: Instruction, e: FormEntry, ctx) -> None:
    ops = ins.operands
    label = f"mma.kind::{e.kind}.block_scale"
    if len(ops) != 8:
        ctx.err(f"'{label}' takes 8 operands, got {len(ops)}")
        return
    shape = _shape_name(e)
    ctx.vec(ops[0], e.regs["d"], (".f32",), "the D operand", rule=shape)
    ctx.vec(ops[1], e.regs["a"], (".b32",), "the A operand", rule=shape)
    ctx.vec(ops[2], e.regs["b"], (".b32",), "the B operand", rule=shape)
    ctx.vec(ops[3], e.regs["c"], (".f32",), "the C operand", rule=shape)
    sv = f"{e.scale_vec}X"
    legal = SELECTORS[sv]
    for base, nm in ((4, "a"), (6, "b")):
        _scale_data(ops[base], f"scale-{nm}-data", ctx)
        sel = ops[base + 1]
        if not isinstance(sel, Vector) or len(sel.items) != 2:
            ctx.err(f"the selector of scale-{nm}-data must be {{byte-id-{nm}, thread-id-{nm}}}")
            continue
        for j, (it, nmj) in enumerate(zip(sel.items, (f"byte-id-{nm}", f"thread-id-{nm}"), strict=True)):
            allowed = legal[(0 if nm == "a" else 2) + j]
            if isinstance(it, Imm):
                if not isinstance(it.value, int) or it.value not in allowed:
                    ctx.err(f"{nmj} = {it.text} is not valid with scale_vec::{sv} "
                            f"(Table 37: {', '.join(map(str, allowed))})")
            else:
                ctx.reg(it, (".u16", ".b16"), nmj, strict=True)


RULES = {"mma": rule}
