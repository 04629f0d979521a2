"""ldmatrix / stmatrix (9.7.14.5.15-16), including the sm_100a/sm_120a shapes and formats.

The forms are rows of the one table, catalogue/table.py (`LD_FORMS` / `ST_FORMS`): per shape the
legal element types (.b16 / .b8 / .dst_fmt.src_fmt), the legal .num, whether .trans is
mandatory/forbidden, registers per matrix, PTX version and targets.
"""

from __future__ import annotations

from ptxemu.isa.catalogue.forms import report_duplicates, split_quals
from ptxemu.isa.catalogue.table import LDST_FORMS, LDST_SPACES, FormEntry, MatForm, shape_mnk
from ptxemu.isa.statement import Instruction
from ptxemu.isa.targets import BLACKWELL_ALL


def resolve(name: str, quals: list[str], ctx, text: str = "") -> FormEntry | None:
    """The qualifier-level rule of ldmatrix/stmatrix: the table entry (None when the qualifiers
    name no row), reporting every problem through ctx.err."""
    forms: tuple[MatForm, ...] = LDST_FORMS[name]
    types, mods = split_quals(quals)
    for r_ in (".sync", ".aligned"):
        if r_ not in mods:
            ctx.err(f"{r_} modifier required for instruction '{name}'")
    if report_duplicates(mods, ctx):
        return None
    shapes = [m for m in mods if m in {f.shape for f in forms} or m.startswith(".m") and "n" in m]
    nums = [m for m in mods if m in (".x1", ".x2", ".x4")]
    sss = [m for m in mods if m in LDST_SPACES]
    for m in mods:
        known = (".sync", ".aligned", ".trans")
        if m not in known and m not in shapes and m not in nums and m not in sss:
            ctx.err(f"modifier '{m}' is not allowed on '{name}'")
    if len(set(shapes)) != 1:
        ctx.err(f"'{name}' needs one shape ({', '.join(f.shape[1:] for f in forms)})")
        return None
    if len(set(nums)) != 1:
        ctx.err(f"'{name}' needs one .num (.x1/.x2/.x4)")
        return None
    shape, num = shapes[0], nums[0]
    form = next((f for f in forms if f.shape == shape), None)
    if form is None:
        ctx.err(f"{shape[1:]} is not a shape for '{name}'")
        return None
    if tuple(types) not in form.types:
        ctx.err(f"unexpected types '{''.join(types) or '(none)'}' for '{name}{shape}' "
                f"(valid: {', '.join(''.join(t) for t in form.types)})")
        return None
    if num not in form.nums:
        ctx.err(f"'{num}' is not valid for '{name}{shape}' (valid: {', '.join(form.nums)})")
        return None
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
        ptx = max(ptx, (7, 8))
    ctx.need_target(tg, f"'{name}{shape}{''.join(types)}'")
    m, n, _ = shape_mnk(shape)
    slots = {"type": types[0][1:]} | ({"src_fmt": types[1][1:]} if len(types) > 1 else {})
    return FormEntry(name, text or name, m, n, 0, slots, ptx, tg, {"r": form.regs_per_matrix * int(num[2])},
                     frozenset(mods), num=int(num[2]), trans=trans, row=form)


def _rule(name: str):
    def rule(ins: Instruction, quals: list[str], ctx) -> None:
        e = resolve(name, quals, ctx, ins.name)
        if e is None or not ctx.nops(2):
            return
        vec, addr = (ins.operands[0], ins.operands[1]) if name == "ldmatrix" else \
            (ins.operands[1], ins.operands[0])
        # stmatrix's source brace takes immediates as mma's fragments do (ptxas 13.0); ldmatrix's
        # destination takes none
        ctx.vec(vec, e.regs["r"], (".b32",), "the register operand", rule=f"m{e.m}n{e.n}.x{e.num}",
                imm="brace" if name == "stmatrix" else False)
        ctx.addr(addr, "the address operand")
    return rule


RULES = {"ldmatrix": _rule("ldmatrix"), "stmatrix": _rule("stmatrix")}
