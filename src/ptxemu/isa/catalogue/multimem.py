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
FP8_TARGETS = req("sm_100a sm_101a sm_110a sm_120a sm_121a +sm_100f +sm_110f")

# multimem.ld_reduce / .st / .red (9.7.9.14), as ptxas 13.5 reads the manual's two tables
# (tests/data/isa/multimem_forms.jsonl.gz): the vector counts each element type allows
# ("" = no .vec), the operations on each type, and the accumulation precisions.
_FP8 = (".e5m2", ".e4m3")
_FP8X = (".e5m2x2", ".e4m3x2", ".e5m2x4", ".e4m3x4")
MULTIMEM_VECS = {
    **{t: ("",) for t in (".b32", ".b64", ".u32", ".u64", ".s32", ".s64", ".f64")},
    ".f16": (".v2", ".v4", ".v8"), ".bf16": (".v2", ".v4", ".v8"),
    ".f16x2": ("", ".v2", ".v4"), ".bf16x2": ("", ".v2", ".v4"), ".f32": ("", ".v2", ".v4"),
    ".e5m2": (".v4", ".v8"), ".e4m3": (".v4", ".v8"),
    ".e5m2x2": (".v2", ".v4", ".v8"), ".e4m3x2": (".v2", ".v4", ".v8"),
    ".e5m2x4": ("", ".v2", ".v4"), ".e4m3x4": ("", ".v2", ".v4"),
}
_H = (".f16", ".f16x2", ".bf16", ".bf16x2")
LD_REDUCE_TYPES = {
    ".add": (".u32", ".s32", ".u64", ".f32", ".f64") + _H + _FP8 + _FP8X,
    ".min": (".u32", ".s32", ".u64", ".s64") + _H + _FP8 + _FP8X,
    ".max": (".u32", ".s32", ".u64", ".s64") + _H + _FP8 + _FP8X,
    ".and": (".b32", ".b64"), ".or": (".b32", ".b64"), ".xor": (".b32", ".b64"),
}
RED_TYPES = {
    ".add": (".u32", ".s32", ".u64", ".f32", ".f64") + _H,
    ".min": (".u32", ".s32", ".u64", ".s64") + _H, ".max": (".u32", ".s32", ".u64", ".s64") + _H,
    ".and": (".b32", ".b64"), ".or": (".b32", ".b64"), ".xor": (".b32", ".b64"),
}
ST_TYPES = (".b32", ".b64", ".u32", ".u64", ".s32", ".s64", ".f32", ".f64") + _H + _FP8 + _FP8X
# .acc::f32 widens the half types' accumulation, .acc::f16 the fp8 types' (ld_reduce .add only)
ACC_PREC = {".acc::f32": _H, ".acc::f16": _FP8 + _FP8X}
# red's packed half min/max need a .vec (ptxas refuses the scalar form the table lists)
RED_VEC_ONLY = {(".min", ".f16x2"), (".min", ".bf16x2"), (".max", ".f16x2"), (".max", ".bf16x2")}
MULTIMEM_OPS = (".add", ".min", ".max", ".and", ".or", ".xor")
REG_BITS = {".f16": 16, ".bf16": 16, ".e5m2": 8, ".e4m3": 8, ".e5m2x2": 16, ".e4m3x2": 16,
            ".f16x2": 32, ".bf16x2": 32, ".e5m2x4": 32, ".e4m3x4": 32, ".f32": 32, ".f64": 64}


def multimem_form(sub: str, quals: list[str]) -> tuple[str, str, str, str, list[str]]:
    """(op, type, vec, acc, errors) of a multimem.ld_reduce/st/red qualifier list; the one reading
    of these forms, shared by check and the interpreter."""
    errs: list[str] = []
    what = f"multimem{sub}"
    types, mods = split_quals(quals)
    ops = [m for m in mods if m in MULTIMEM_OPS]
    vecs = [m for m in mods if m in (".v2", ".v4", ".v8")]
    accs = [m for m in mods if m.startswith(".acc::")]
    if len(types) != 1:
        return "", "", "", "", [f"Unexpected instruction types specified for '{what}'"]
    ty = types[0]
    op = ops[0] if ops else ""
    vec = vecs[0] if vecs else ""
    acc = accs[0] if accs else ""
    if sub == ".st":
        if ops:
            errs.append(f"'{what}' takes no reduction operation")
        if ty not in ST_TYPES:
            errs.append(f"Unexpected instruction types specified for '{what}'")
    else:
        table = LD_REDUCE_TYPES if sub == ".ld_reduce" else RED_TYPES
        if not op:
            errs.append(f"Reduction operation is required for instruction '{what}'")
        elif ty not in MULTIMEM_VECS or (sub == ".red" and ty in _FP8 + _FP8X):
            errs.append(f"Unexpected instruction types specified for '{what}'")
        elif ty not in table[op]:
            errs.append(f"Incorrect type '{ty}' for operation '{op}' in instruction '{what}'")
    if acc:
        if sub != ".ld_reduce" or acc not in ACC_PREC or op != ".add" or ty not in ACC_PREC[acc]:
            errs.append(f"Illegal reduction operation for instruction '{what}{acc}' with type '{ty}'")
    if ty in MULTIMEM_VECS and vec not in MULTIMEM_VECS[ty]:
        errs.append(f"Vector qualifier {vec or '(none)'} is not allowed for instruction '{what}' with "
                    f"type '{ty}' (allowed: {' '.join(v or 'none' for v in MULTIMEM_VECS[ty])})")
    if sub == ".red" and (op, ty) in RED_VEC_ONLY and not vec:
        errs.append(f"'{what}{op}{ty}' needs a vector qualifier (.v2/.v4)")
    return op, ty, vec, acc, errs


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
        op, ty, vec, acc, errs = multimem_form(sub, quals[1:])
        for e in errs:
            ctx.err(e)
        if not ty:
            return
        if ty in _FP8 + _FP8X:
            ctx.need_ptx((8, 6), f"'{ty}' in 'multimem{sub}'")
            ctx.need_target(FP8_TARGETS, f"'{ty}' in 'multimem{sub}'")
        if acc == ".acc::f32":
            ctx.need_ptx((8, 2), f"'.acc::f32' in 'multimem{sub}'")
        if acc == ".acc::f16":
            ctx.need_ptx((8, 6), f"'.acc::f16' in 'multimem{sub}'")
            ctx.need_target(FP8_TARGETS, f"'.acc::f16' in 'multimem{sub}'")
        ops = ins.operands
        data, addr = (0, 1) if sub == ".ld_reduce" else (1, 0)
        if ctx.nops(2):
            ctx.addr(ops[addr], "the multimem address")
            bits = REG_BITS.get(ty)
            want = (f".b{bits}",) if bits is not None else (ty,)
            n = int(vec[2:]) if vec else 1
            if n > 1 and not isinstance(ops[data], Vector):  # ptxas takes no vector register here
                ctx.err(f"Vector of size {n} is expected for the data operand of 'multimem{sub}'")
            elif n > 1:
                ctx.vec(ops[data], n, want, "the data operand")
            else:
                ctx.reg(ops[data], want, "the data operand", imm=sub != ".ld_reduce")
        return
    ctx.err(f"unknown instruction '{ins.name}'")


RULES = {"multimem": rule}
