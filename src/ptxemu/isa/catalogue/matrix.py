"""ldmatrix / stmatrix (9.7.14.5.15-16), including the sm_100a/sm_120a shapes and formats.

`LD_FORMS` / `ST_FORMS`: per shape the legal element types (.b16 / .b8 / .dst_fmt.src_fmt), the
legal .num, whether .trans is mandatory/forbidden, registers per matrix, PTX version and targets.
"""

from __future__ import annotations

from dataclasses import dataclass

from ptxemu.isa.catalogue.forms import report_duplicates, split_quals
from ptxemu.isa.statement import Instruction
from ptxemu.isa.targets import BLACKWELL_ALL, Req, req

FMT = ((".b8x16", ".b6x16_p32"), (".b8x16", ".b4x16_p64"))


@dataclass(frozen=True)
class MatForm:
    shape: str
    types: tuple[tuple[str, ...], ...]  # each legal type tuple as written
    nums: tuple[str, ...]
    trans: str  # "opt" | "required" | "forbidden"
    regs_per_matrix: int
    ptx: tuple[int, int]
    targets: Req


LD_FORMS = (
    MatForm(".m8n8", ((".b16",),), (".x1", ".x2", ".x4"), "opt", 1, (6, 5), req(">=75")),
    MatForm(".m16n16", ((".b8",),) + FMT, (".x1", ".x2"), "required", 2, (8, 6), BLACKWELL_ALL),
    MatForm(".m8n16", FMT, (".x1", ".x2", ".x4"), "forbidden", 1, (8, 6), BLACKWELL_ALL),
)
ST_FORMS = (
    MatForm(".m8n8", ((".b16",),), (".x1", ".x2", ".x4"), "opt", 1, (7, 8), req(">=90")),
    MatForm(".m16n8", ((".b8",),), (".x1", ".x2", ".x4"), "required", 1, (8, 6), BLACKWELL_ALL),
)
SS = (".shared", ".shared::cta")


def _rule(name: str, forms: tuple[MatForm, ...]):
    def rule(ins: Instruction, quals: list[str], ctx) -> None:
        types, mods = split_quals(quals)
        for r_ in (".sync", ".aligned"):
            if r_ not in mods:
                ctx.err(f"{r_} modifier required for instruction '{name}'")
        if report_duplicates(mods, ctx):
            return
        shapes = [m for m in mods if m in {f.shape for f in forms} or m.startswith(".m") and "n" in m]
        nums = [m for m in mods if m in (".x1", ".x2", ".x4")]
        sss = [m for m in mods if m in SS]
        for m in mods:
            known = (".sync", ".aligned", ".trans")
            if m not in known and m not in shapes and m not in nums and m not in sss:
                ctx.err(f"modifier '{m}' is not allowed on '{name}'")
        if len(set(shapes)) != 1:
            ctx.err(f"'{name}' needs one shape ({', '.join(f.shape[1:] for f in forms)})")
            return
        if len(set(nums)) != 1:
            ctx.err(f"'{name}' needs one .num (.x1/.x2/.x4)")
            return
        shape, num = shapes[0], nums[0]
        form = next((f for f in forms if f.shape == shape), None)
        if form is None:
            ctx.err(f"{shape[1:]} is not a shape for '{name}'")
            return
        if tuple(types) not in form.types:
            ctx.err(f"unexpected types '{''.join(types) or '(none)'}' for '{name}{shape}' "
                    f"(valid: {', '.join(''.join(t) for t in form.types)})")
            return
        if num not in form.nums:
            ctx.err(f"'{num}' is not valid for '{name}{shape}' (valid: {', '.join(form.nums)})")
            return
        trans = ".trans" in mods
        if form.trans == "required" and not trans:
            ctx.err(f"'{name}{shape}' requires .trans")
        if form.trans == "forbidden" and trans:
            ctx.err(f"'{name}{shape}' does not allow .trans")
        ptx, tg = form.ptx, form.targets
        if types and types[0] == ".b8" and shape == ".m8n8":
            tg = BLACKWELL_ALL
        ctx.need_ptx(ptx, f"'{name}{shape}{''.join(types)}'")
        if ".shared::cta" in sss:
            ctx.need_ptx((7, 8), f"'{name}.shared::cta'")
        ctx.need_target(tg, f"'{name}{shape}{''.join(types)}'")
        if not ctx.nops(2):
            return
        count = form.regs_per_matrix * int(num[2])
        vec, addr = (ins.operands[0], ins.operands[1]) if name == "ldmatrix" else \
            (ins.operands[1], ins.operands[0])
        ctx.vec(vec, count, (".b32",), "the register operand", rule=f"{shape[1:]}{num}")
        ctx.addr(addr, "the address operand")
    return rule


RULES = {"ldmatrix": _rule("ldmatrix", LD_FORMS), "stmatrix": _rule("stmatrix", ST_FORMS)}
