"""wgmma.* (PTX ISA 9.0 section 9.7.15.5): mma_async, fence, commit_group, wait_group.

The forms are rows of the one table, catalogue/table.py (WGMMA_GROUPS): per (atype, btype) group
the K of the shape, the legal N values, the legal dtypes, the immediate operands the form takes,
and whether the transpose immediates exist.  Register counts: D holds M*N/128 values per thread (M=64, 128
threads): N/2 32-bit registers for .f32/.s32 and N/4 for .f16 (two f16 per .b32 register);
a register A is always 4 x .b32 (64x K slice / 128 threads / 32 bits).
"""

from __future__ import annotations

import re

from ptxemu.isa.catalogue.forms import report_duplicates, split_quals
from ptxemu.isa.catalogue.table import FormEntry, WgGroup, wgmma_d_count, wgmma_group
from ptxemu.isa.statement import Imm, Instruction, Reg, Vector
from ptxemu.isa.targets import SM90A

_SHAPE_RE = re.compile(r"^\.m(\d+)n(\d+)k(\d+)$")
__all__ = ["WgGroup", "resolve_mma_async", "rule"]


def resolve_mma_async(name: str, quals: list[str], ctx) -> tuple[FormEntry | None, WgGroup | None]:
    """The qualifier-level rule of wgmma.mma_async: (the table entry or None, the type group the
    operand checks go on with, None when they cannot), reporting through ctx.err."""
    what = "wgmma.mma_async"
    types, mods = split_quals(quals)
    shapes = [m for m in mods if _SHAPE_RE.match(m)]
    others = [m for m in mods if not _SHAPE_RE.match(m)]
    # ptxas requires .sync only; .aligned may be left out (it is implied)
    if ".sync" not in others:
        ctx.err(f".sync modifier required for instruction '{what}'")
    report_duplicates(mods, ctx, allow=(".satfinite",))
    if len(types) != 3:
        ctx.err(f"'{what}' needs .dtype.atype.btype, got '{''.join(types) or '(none)'}'")
        return None, None
    dtype, atype, btype = types
    g = wgmma_group(atype, btype)
    if g is None or dtype not in g.dtypes:
        ctx.err(f"unexpected instruction types '{dtype}{atype}{btype}' for '{what}'")
        return None, None
    # .sp (9.7.15.6, sparse A): the same groups with K doubled and two more operands
    sparse = ".sp" in others
    allowed_mods = {".sync", ".aligned", ".sp", *g.mods}
    for m in g.mandatory_mods:
        if m not in others:
            ctx.err(f"'{what}' with {atype} requires '{m}'")
    for m in others:
        if m not in allowed_mods:
            ctx.err(f"modifier '{m}' is not allowed on '{what}' with {g.kind} types")
    what = f"{what} with {g.kind} types"
    if len(shapes) != 1:
        ctx.err(f"'{what}' needs exactly one .mMnNkK shape")
        return None, None
    m_, n, k = (int(x) for x in _SHAPE_RE.match(shapes[0]).groups())
    shape_ok = m_ == 64 and k == g.k * (2 if sparse else 1) and n in g.ns
    if not shape_ok:
        ctx.err(f"{shapes[0][1:]} is not a shape for {atype}" + (f"/{btype}" if btype != atype else ""))
    ptx = g.ptx_mixed if atype != btype else g.ptx
    ctx.need_ptx(g.ptx, f"'{what}'")
    if ptx != g.ptx:
        ctx.need_ptx(ptx, f"'{what}' with {atype}{btype}")
    ctx.need_target(g.targets, "wgmma.mma_async")
    if sparse:
        ctx.need_ptx((8, 2), f"'Sparse {what}'")
    if not shape_ok:
        return None, g
    e = FormEntry("wgmma", name, m_, n, k, {"dtype": dtype[1:], "atype": atype[1:], "btype": btype[1:]},
                  ptx, g.targets, {"a": 4, "d": wgmma_d_count(n, dtype)}, frozenset(others), row=g)
    return e, g


def _mma_async(ins: Instruction, quals: list[str], ctx) -> None:
    e, g = resolve_mma_async(ins.name, quals, ctx)
    if g is None:
        return
    types, _ = split_quals(quals)
    what = f"wgmma.mma_async with {g.kind} types"
    ops = ins.operands
    a_is_reg = len(ops) > 1 and isinstance(ops[1], Vector)
    nimm = (2 if g.scale_imms else 0) + (2 if g.trans and not a_is_reg else 1 if g.trans else 0)
    sparse = ".sp" in quals
    want = 4 + nimm + (2 if sparse else 0)
    if len(ops) != want:
        ctx.err(f"'{what}' takes {want} operands here, got {len(ops)}")
        return
    if sparse:  # d, a, b, sp-meta, sp-sel, scale-d, ...: check the two, go on as the dense form
        ctx.reg(ops[3], ".b32", "sparse metadata")
        if not (isinstance(ops[4], Imm) and isinstance(ops[4].value, int)):
            ctx.err("the sparsity selector must be an integer immediate")
        elif not 0 <= ops[4].value <= (1 if types[1] in (".f16", ".bf16", ".tf32") else 0):
            ctx.err(f"sparsity selector '{ops[4].text}' is out of range for {types[1]}")
        ops = ops[:3] + ops[5:]
    if isinstance(ops[0], Vector) and g.kind == "floating point":
        # bit-size registers mix with anything; two different typed registers do not
        decl = {ctx.decl_type(it.name) for it in ops[0].items if isinstance(it, Reg)}
        decl = {t for t in decl if t and not t.startswith(".b")}
        if len(decl) > 1:
            ctx.err(f"Vector with elements of different types are not allowed in {what}")
    dtype, atype = types[0], types[1]
    if e is not None:
        # ptxas checks the width only (any 32-bit register: {r0, f1, ...} passes for .f16 too);
        # the first entry names the element type in the message
        first = ".f16x2" if dtype == ".f16" else dtype
        want_t = (first,) + tuple(t for t in (".b32", ".f32", ".f16x2", ".u32", ".s32") if t != first)
        # D is read too (the accumulator): no sink ("Sink '_' not allowed as a source operand")
        ctx.vec(ops[0], e.regs["d"], want_t, "the D operand", rule=f"m{e.m}n{e.n}k{e.k}", sink=False)
    elif not isinstance(ops[0], Vector):
        ctx.err("the D operand must be a vector of registers")
    if a_is_reg:
        at = ".f16x2" if atype == ".f16" else ".b32"
        ctx.vec(ops[1], 4, (at, ".b32"), "the A operand", imm="brace")
    else:  # a descriptor: a .b64 register or an integer constant (ptxas 13.0 takes `1`, `-1`)
        _descriptor(ops[1], "the A descriptor", ctx)
    _descriptor(ops[2], "the B descriptor", ctx)
    if isinstance(ops[3], Imm) and (not _int(ops[3]) or ops[3].value not in (0, 1)):
        ctx.err(f"Argument 3 of instruction '{what}': unexpected value '{ops[3].text}', "
                "expected to be 0 or 1")
    else:
        ctx.pred(ops[3], "scale-d", imm=True)
    i = 4
    for k in range(i, len(ops)):  # the trailing immediates are integers ("Arguments mismatch")
        if isinstance(ops[k], Imm) and not _int(ops[k]):
            ctx.err(f"Arguments mismatch for instruction 'wgmma.mma_async': '{ops[k].text}' is not an "
                    "integer immediate")
            return
    if g.scale_imms:
        for nm in ("imm-scale-a", "imm-scale-b"):
            if isinstance(ops[i], Imm) and ops[i].value not in (-1, 1):
                ctx.err(f"Argument {i + 1} of instruction '{what}': unexpected value '{ops[i].text}', "
                        f"expected to be -1 or 1")
            elif not isinstance(ops[i], Imm):
                ctx.err(f"{nm} must be the immediate -1 or 1")
            i += 1
    if g.trans:
        for _ in range(nimm - (2 if g.scale_imms else 0)):
            if isinstance(ops[i], Imm) and ops[i].value not in (0, 1):
                ctx.err(f"Argument {i + 1} of instruction '{what}': unexpected value '{ops[i].text}', "
                        f"expected to be 0 or 1")
            elif not isinstance(ops[i], Imm):
                ctx.err("imm-trans must be the immediate 0 or 1")
            i += 1


def _int(op: Imm) -> bool:
    return isinstance(op.value, int) and op.bits is None


def _descriptor(op, what: str, ctx) -> None:
    """A matrix descriptor: a .b64 register or an integer immediate (ptxas: "Arguments mismatch" for a
    float literal or a variable)."""
    if isinstance(op, Imm):
        if not _int(op):
            ctx.err(f"{what} must be a .b64 register or an integer constant, not '{op.text}'")
        return
    ctx.reg(op, ".b64", what)


def _simple(name: str, nops: int):
    def rule(ins: Instruction, quals: list[str], ctx) -> None:
        what = f"wgmma.{name}"
        if ".sync" not in quals:
            ctx.err(f".sync modifier required for instruction '{what}'")
        report_duplicates(quals, ctx)
        for q in quals:
            if q not in (".sync", ".aligned"):
                ctx.err(f"modifier '{q}' is not allowed on '{what}'")
        ctx.need_ptx((8, 0), f"'{what}'")
        ctx.need_target(SM90A, f"'{what}'")
        if ctx.nops(nops) and nops:
            op = ins.operands[0]
            if not (isinstance(op, Imm) and isinstance(op.value, int)):
                ctx.err(f"the operand of '{what}' must be an integer constant")
            elif op.value < 0:
                ctx.err(f"the operand of '{what}' must not be negative")
    return rule


SUBOPS = {".mma_async": _mma_async, ".fence": _simple("fence", 0),
          ".commit_group": _simple("commit_group", 0), ".wait_group": _simple("wait_group", 1)}


def rule(ins: Instruction, quals: list[str], ctx) -> None:
    if not quals or quals[0] not in SUBOPS:
        ctx.err(f"unknown instruction '{ins.name}'")
        return
    SUBOPS[quals[0]](ins, quals[1:], ctx)


def is_reg(op) -> bool:
    return isinstance(op, Reg)
