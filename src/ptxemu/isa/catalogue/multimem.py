"""multimem.* (9.7.9.14 and 9.7.9.27): cp.reduce.async.bulk (PTX 9.1), ld_reduce, st, red.

`CP_REDUCE_TYPES` is the table of valid .redOp x element type combinations of
multimem.cp.reduce.async.bulk; `.add` on .f16/.bf16 requires `.noftz`.
"""

from __future__ import annotations

from ptxemu.isa.catalogue.forms import report_duplicates, split_quals
from ptxemu.isa.statement import Imm, Instruction, Vector
from ptxemu.isa.targets import req

CP_REDUCE_TYPES = {
    ".add": (".u32", ".s32", ".u64", ".f32", ".f64", ".f16", ".bf16"),
    ".min": (".u32", ".s32", ".u64", ".s64", ".f16", ".bf16"),
    ".max": (".u32", ".s32", ".u64", ".s64", ".f16", ".bf16"),
    ".inc": (".u32",), ".dec": (".u32",),
    ".and": (".b32", ".b64"), ".or": (".b32", ".b64"), ".xor": (".b32", ".b64"),
}
SM90_UP = req(">=90")
# multimem.ld_reduce / multimem.red (9.7.9.14): float min/max only on half types
_H = (".f16", ".f16x2", ".bf16", ".bf16x2")
LD_REDUCE_TYPES = {
    ".add": (".u32", ".s32", ".u64", ".f32", ".f64") + _H + (".e5m2", ".e4m3"),
    ".min": (".u32", ".s32", ".u64", ".s64") + _H, ".max": (".u32", ".s32", ".u64", ".s64") + _H,
    ".and": (".b32", ".b64"), ".or": (".b32", ".b64"), ".xor": (".b32", ".b64"),
}


def _cp_reduce(ins: Instruction, quals: list[str], ctx) -> None:
    what = "multimem.cp.reduce.async.bulk"
    types, mods = split_quals(quals)
    fixed = {".global": "dst", ".shared::cta": "src", ".bulk_group": "completion_mechanism"}
    report_duplicates(mods, ctx)
    ops = [m for m in mods if m in CP_REDUCE_TYPES]
    seen = set()
    for m in mods:
        if m in fixed or m in CP_REDUCE_TYPES or m == ".noftz":
            if m in seen and m in fixed:
                pass
            seen.add(m)
            continue
        ctx.err(f"modifier '{m}' is not allowed on '{what}'")
    order = [m for m in mods if m in fixed]
    for m, nm in fixed.items():
        if m not in mods:
            ctx.err(f"'{what}' requires the {nm} qualifier '{m}'")
    if order and order[0] != ".global" and ".global" in order:
        ctx.err(f"'{what}': the destination state space (.global) comes before the source (.shared::cta)")
    if len(set(ops)) != 1:
        ctx.err(f"'{what}' needs exactly one .redOp (.add/.min/.max/.inc/.dec/.and/.or/.xor)")
        return
    op = ops[0]
    if len(types) != 1:
        ctx.err(f"'{what}' needs exactly one element type")
        return
    ty = types[0]
    if ty not in CP_REDUCE_TYPES[op]:
        ctx.err(f"{op[1:]} is not a reduction for {ty} in '{what}' (valid: {' '.join(CP_REDUCE_TYPES[op])})")
    if ".noftz" in mods and not (op == ".add" and ty in (".f16", ".bf16")):
        ctx.err(f"'.noftz' is only for .add.f16/.add.bf16 in '{what}'")
    if op == ".add" and ty in (".f16", ".bf16") and ".noftz" not in mods:
        ctx.err(f"{what}.add{ty} requires .noftz")
    ctx.need_ptx((9, 1), f"'{what}'")
    ctx.need_target(SM90_UP, f"'{what}'")
    if ctx.nops(3):
        a, b, n = ins.operands
        ctx.addr(a, "dstMem")
        ctx.addr(b, "srcMem")
        ctx.reg(n, (".b32", ".u32"), "size", imm=True, strict=True)
        if isinstance(n, Imm) and isinstance(n.value, int) and n.value % 16:
            ctx.err(f"'{what}': size {n.value} is not a multiple of 16")


def rule(ins: Instruction, quals: list[str], ctx) -> None:
    if quals[:4] == [".cp", ".reduce", ".async", ".bulk"]:
        _cp_reduce(ins, quals[4:], ctx)
        return
    sub = quals[0] if quals else ""
    if sub in (".ld_reduce", ".st", ".red"):
        ctx.need_ptx((8, 1), f"'multimem{sub}'")
        ctx.need_target(SM90_UP, f"'multimem{sub}'")
        types, mods = split_quals(quals[1:])
        if len(types) != 1:
            ctx.err(f"Unexpected instruction types specified for 'multimem{sub}'")
            return
        ops = ins.operands
        data, addr = (0, 1) if sub == ".ld_reduce" else (1, 0)
        if ctx.nops(2):
            ctx.addr(ops[addr], "the multimem address")
            want = (".b32",) if types[0] in (".f16x2", ".bf16x2") else (".b16",) if types[0] in (
                ".f16", ".bf16") else (types[0],)
            if isinstance(ops[data], Vector):
                ctx.vec(ops[data], len(ops[data].items), want, "the data operand")
            else:
                ctx.reg(ops[data], want, "the data operand", imm=sub != ".ld_reduce")
        if sub != ".st":
            ops = [m for m in mods if m in LD_REDUCE_TYPES]
            if not ops:
                ctx.err(f"Reduction operation is required for instruction 'multimem{sub}'")
            if len(ops) == 1 and len(types) == 1 and types[0] not in LD_REDUCE_TYPES[ops[0]]:
                ctx.err(f"Incorrect type '{types[0]}' for operation '{ops[0]}' in 'multimem{sub}'")
        return
    ctx.err(f"unknown instruction '{ins.name}'")


RULES = {"multimem": rule}
