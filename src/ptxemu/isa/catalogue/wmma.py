"""wmma.load / wmma.store / wmma.mma (manual 9.7.14.4): the forms as one table, labelled by ptxas 13.5 in
tests/data/isa/manual.jsonl.gz.

GROUPS: per multiplicand type, the shapes, accumulator types, PTX version and targets; REGS: registers
per thread of each fragment (manual 9.7.14.4.1, "Matrix fragments for WMMA").
"""

from __future__ import annotations

from dataclasses import dataclass

from ptxemu.isa.catalogue.forms import report_duplicates
from ptxemu.isa.statement import Vector
from ptxemu.isa.targets import Req, req

_S3 = (".m16n16k16", ".m8n32k16", ".m32n8k16")


@dataclass(frozen=True)
class Group:
    types: tuple[str, ...]  # multiplicand types
    shapes: tuple[str, ...]
    ctypes: tuple[str, ...]  # accumulator types (c and d)
    ptx: tuple[int, int]
    targets: Req
    row_col_only: bool = False  # sub-byte and single-bit: a is .row, b is .col


GROUPS = (
    Group((".f16",), _S3, (".f16", ".f32"), (6, 0), req(">=70")),
    Group((".s8", ".u8"), _S3, (".s32",), (6, 3), req(">=72")),
    Group((".bf16",), _S3, (".f32",), (7, 0), req(">=80")),
    Group((".tf32",), (".m16n16k8",), (".f32",), (7, 0), req(">=80")),
    Group((".f64",), (".m8n8k4",), (".f64",), (7, 0), req(">=80")),
    Group((".s4", ".u4"), (".m8n8k32",), (".s32",), (6, 3), req(">=75"), True),
    Group((".b1",), (".m8n8k128",), (".s32",), (6, 3), req(">=75"), True),
)
_SHAPE_PTX = {".m8n32k16": (6, 1), ".m32n8k16": (6, 1)}

# registers per thread of the a / b fragments: (type, shape) -> (a, b); c/d: 8 for f32/s32 on the
# 16-element shapes, 4 for f16, 2 on the 8x8 shapes
_AB = {(".f16", s): (8, 8) for s in _S3}
_AB.update({(".bf16", ".m16n16k16"): (4, 4), (".bf16", ".m8n32k16"): (2, 8), (".bf16", ".m32n8k16"): (8, 2)})
_AB.update({(t, ".m16n16k16"): (2, 2) for t in (".s8", ".u8")})
_AB.update({(t, ".m8n32k16"): (1, 4) for t in (".s8", ".u8")})
_AB.update({(t, ".m32n8k16"): (4, 1) for t in (".s8", ".u8")})
_AB.update({(".tf32", ".m16n16k8"): (4, 4), (".f64", ".m8n8k4"): (1, 1), (".s4", ".m8n8k32"): (1, 1),
            (".u4", ".m8n8k32"): (1, 1), (".b1", ".m8n8k128"): (1, 1)})


def c_regs(ctype: str, shape: str) -> int:
    if shape in (".m8n8k4", ".m8n8k32", ".m8n8k128"):
        return 2
    return 4 if ctype == ".f16" else 8


def reg_type(t: str) -> tuple[str, ...]:
    return {".f32": (".f32",), ".f64": (".f64",)}.get(t, (".b32", ".f16x2"))


_LAYOUTS = (".row", ".col")
_SS = (".global", ".shared", ".shared::cta")
_FRAGS = {"load": (".a", ".b", ".c"), "store": (".d",)}


def _group(t: str) -> Group | None:
    return next((g for g in GROUPS if t in g.types), None)


def _need(g: Group, shape: str, ctx, what: str) -> None:
    ctx.need_ptx(max(g.ptx, _SHAPE_PTX.get(shape, (0, 0))), what)
    ctx.need_target(g.targets, what)


def _sync_aligned(ins, quals: list[str], ctx) -> None:
    """.sync always; .aligned required from PTX 6.3 and refused before it ("Feature '.aligned modifier
    for wmma' requires PTX ISA .version 6.3"; implicit in earlier versions)."""
    if ".sync" not in quals:
        ctx.err(f"'{ins.name}' requires .sync")
    if ".aligned" in quals:
        ctx.need_ptx((6, 3), "'.aligned' on wmma")
    elif ctx.version is None or ctx.version >= (6, 3):
        ctx.err(f"'{ins.name}' requires .aligned")


def _ldst(ins, quals: list[str], ctx, op: str) -> None:
    # ptxas reads the fragment right after .load/.store ("Parsing error near '.sync'"), the rest in any order
    if not quals or quals[0] not in _FRAGS[op]:
        ctx.err(f"'{ins.name}' must read wmma.{op}.<fragment>...")
    rest = [q for q in quals if q not in (".sync", ".aligned")]
    _sync_aligned(ins, quals, ctx)
    frag = [q for q in rest if q in _FRAGS[op]]
    lay = [q for q in rest if q in _LAYOUTS]
    shape = [q for q in rest if q.startswith(".m") and "n" in q and "k" in q]
    ss = [q for q in rest if q in _SS]
    types = [q for q in rest if q not in frag + lay + shape + ss]
    report_duplicates([q for q in quals if q not in types], ctx)
    if len(frag) != 1 or len(lay) != 1 or len(shape) != 1 or len(ss) > 1 or len(types) != 1:
        ctx.err(f"'{ins.name}' is not a wmma.{op} form (fragment, layout, shape, {{state space}}, type)")
        return
    f, s, t = frag[0], shape[0], types[0]
    if f in (".c", ".d"):
        gs = [g for g in GROUPS if t in g.ctypes and s in g.shapes]
        n = c_regs(t, s)
    else:
        g0 = _group(t)
        gs = [g0] if g0 is not None and s in g0.shapes else []
        n = _AB.get((t, s), (0, 0))[0 if f == ".a" else 1]
        if gs and gs[0].row_col_only and lay[0] != (".row" if f == ".a" else ".col"):
            want = ".row" if f == ".a" else ".col"
            ctx.err(f"'{ins.name}': sub-byte/single-bit fragment {f[1:]} must be {want}")
    if not gs:
        ctx.err(f"'{s[1:]}' with type '{t[1:]}' is not a wmma.{op} form")
        return
    _need(min(gs, key=lambda g: g.ptx), s, ctx, f"'wmma.{op}{f}{s}{t}'")
    ops = ins.operands
    if not ctx.nops(2, 3):
        return
    data, addr = (ops[0], ops[1]) if op == "load" else (ops[1], ops[0])
    ctx.addr(addr, f"address of '{ins.name}'")
    from ptxemu.isa.catalogue.more_forms import addr_width
    addr_width(ins, ctx, 0 if op == "store" else 1, bits=32)
    _frag(ins, ctx, data, n, t, f"fragment of '{ins.name}'")
    if len(ops) == 3:
        ctx.reg(ops[2], ".u32", f"stride of '{ins.name}'", imm=True)


def _mma(ins, quals: list[str], ctx) -> None:
    _sync_aligned(ins, quals, ctx)
    lay = [q for q in quals if q in _LAYOUTS]
    shape = [q for q in quals if q.startswith(".m") and "n" in q and "k" in q]
    mods = [q for q in quals if q in (".satfinite", ".rn", ".rz", ".rm", ".rp", ".xor", ".and", ".popc")]
    types = [q for q in quals if q not in lay + shape + mods + [".sync", ".aligned"]]
    report_duplicates([q for q in quals if q not in types + lay], ctx)
    if len(lay) != 2 or len(shape) != 1:
        ctx.err(f"'{ins.name}' needs an a-layout, a b-layout and a shape")
        return
    s = shape[0]
    if len(types) == 2 and all(t in (".f16", ".f32") for t in types):
        d, c = types
        a = b = ".f16"
    elif len(types) == 4:
        d, a, b, c = types
    else:
        ctx.err(f"unexpected instruction types '{''.join(types)}' for 'wmma.mma'")
        return
    g = _group(a)
    if g is None or b != a or s not in g.shapes or d not in g.ctypes or c not in g.ctypes or (
            a == ".f16" and len(types) == 4) or (a != ".f16" and d != c):
        ctx.err(f"'{s[1:]}{d}{a}{b}{c}' is not a wmma.mma form")
        return
    if g.row_col_only and lay != [".row", ".col"]:
        ctx.err(f"sub-byte/single-bit wmma.mma must be .row.col, not {''.join(lay)}")
    allowed = {".s8": (".satfinite",), ".u8": (".satfinite",), ".s4": (".satfinite",), ".u4": (".satfinite",),
               ".f64": (".rn", ".rz", ".rm", ".rp"), ".b1": (".xor", ".and", ".popc")}.get(a, ())
    for m in mods:
        if m not in allowed:
            ctx.err(f"modifier '{m}' is not allowed on '{ins.name}'")
    if a == ".b1" and (".popc" not in mods or len([m for m in mods if m in (".xor", ".and")]) != 1):
        ctx.err("single-bit wmma.mma needs .xor or .and, and .popc")
    if a == ".f64" and len([m for m in mods if m in (".rn", ".rz", ".rm", ".rp")]) > 1:
        ctx.err("Multiple rounding modifiers")
    _need(g, s, ctx, f"'wmma.mma{s}{d}{a}{b}{c}'")
    if ".and" in mods:
        ctx.need_ptx((7, 1), "'.and' on wmma.mma")
        ctx.need_target(req(">=80"), "'.and' on wmma.mma")
    if not ctx.nops(4):
        return
    na, nb = _AB.get((a, s), (0, 0))
    for op, n, t, what in ((ins.operands[0], c_regs(d, s), d, "d"), (ins.operands[1], na, a, "a"),
                           (ins.operands[2], nb, b, "b"), (ins.operands[3], c_regs(c, s), c, "c")):
        _frag(ins, ctx, op, n, t, f"{what} of '{ins.name}'")


def _frag(ins, ctx, op, n: int, t: str, what: str) -> None:
    """n registers of the fragment type, all of one width ("Incompatible elements of vector expression");
    an f16/bf16/tf32 fragment takes no .f32/.f64 register ("Arguments mismatch"), an integer one does."""
    if not isinstance(op, Vector):  # ptxas reads wmma fragments as braces only
        ctx.err(f"{what} must be a brace {{...}} of {n} registers")
        return
    if any(ctx.c.member_of(getattr(it, "name", "")) for it in op.items):  # ptxas: a syntax error near '.x'
        ctx.err(f"{what}: a wmma fragment cannot hold a vector register's member")
        return
    if not ctx.vec(op, n, reg_type(t), what):
        return
    if t in (".f16", ".bf16", ".tf32"):
        for it in op.items:
            rt = ctx.decl_type(getattr(it, "name", "")) or ""
            if rt in (".f32", ".f64"):
                ctx.err(f"{what}: register '{it.name}' is {rt[1:]}, expected b32")


def rule(ins, quals: list[str], ctx) -> None:
    kind = quals[0] if quals else ""
    if kind == ".load":
        _ldst(ins, quals[1:], ctx, "load")
    elif kind == ".store":
        _ldst(ins, quals[1:], ctx, "store")
    elif kind == ".mma":
        _mma(ins, quals[1:], ctx)
    else:
        ctx.err(f"unknown instruction '{ins.name}' (wmma.load, wmma.store, wmma.mma)")


RULES = {"wmma": rule}
