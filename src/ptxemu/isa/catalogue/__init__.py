"""The instruction catalogue: every family's forms as data, and the rule that reads them.

`RULES` maps an opcode word (`add`, `wgmma`, `cvt`, ...) to `rule(ins, quals, ctx)`.  Base-ISA
opcodes share the generic form engine (catalogue.forms) over the tables in catalogue.base; the
seed families have their own modules whose tables follow the manual's sections.

The matrix forms (wgmma.mma_async, mma.sync with its .kind forms, ldmatrix, stmatrix) are one
table, catalogue/table.py, which check, ptxemu.mma, ptxemu.layout and the interpreter all read.
Its lookup:

    match(ins) -> FormEntry | None
        `ins` is an Instruction or its text (operands optional: "mma.sync.aligned.m16n8k16.row.col
        .f32.f16.f16.f32" will do).  The entry of the valid form the qualifiers name, else None.
        entry.family ("wgmma" | "mma" | "ldmatrix" | "stmatrix"), entry.m/n/k, entry.types (the
        type slots by name without the dot: dtype, atype, btype, ctype, stype; type, src_fmt),
        entry.regs (registers per thread per operand), entry.ptx and entry.targets (what the form
        needs; targets.allows(parse_target("sm_90a"))), entry.kind, entry.scale_vec, entry.num,
        entry.trans, entry.layouts, entry.modifiers, entry.row (the table row).
    explain(ins) -> (FormEntry | None, [reasons])
        the same lookup with the rules the qualifiers break, in check()'s words.
    forms(family=None) -> [instruction name, ...]
        every valid form of the table (optional modifiers .satfinite / .rnd / explicit default
        .scale_vec included; ldmatrix/stmatrix with .shared), each one match() accepts.

Both judge the qualifiers only (not the operands, the module's .version or its target).  Lookups
are memoised (a few microseconds each); entries are shared, so treat them as read-only.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable

from ptxemu.isa.catalogue import base, more_forms, texsurf, wgmma
from ptxemu.isa.catalogue.forms import Form, run_forms
from ptxemu.isa.catalogue.table import FormEntry
from ptxemu.isa.statement import Instruction

Rule = Callable[..., None]
RULES: dict[str, Rule] = {}


def _forms_rule(forms: list[Form]) -> Rule:
    def rule(ins: Instruction, quals: list[str], ctx) -> None:
        run_forms(forms, ins, quals, ctx)
    return rule


def register(opcode: str, forms: list[Form]) -> None:
    RULES[opcode] = _forms_rule(forms)


for _op, _forms in (*more_forms.MORE_FORMS.items(), *texsurf.TEXSURF_FORMS.items()):
    base.BASE_FORMS[_op] = base.BASE_FORMS.get(_op, []) + _forms
for _op, _forms in base.BASE_FORMS.items():
    if _forms:
        register(_op, _forms)
RULES["wgmma"] = wgmma.rule


def _late_imports() -> None:
    from ptxemu.isa.catalogue import async_copy, cvt, floats, matrix, mma, multimem, redux, wmma

    for mod in (mma, matrix, multimem, cvt, redux, floats, async_copy, wmma):
        for op, r in mod.RULES.items():
            RULES[op] = r


_late_imports()


class _Recorder:
    """The part of check's Ctx the qualifier-level rules use: errors are collected, version and
    target requirements are left to the entry."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def err(self, msg: str) -> None:
        if msg not in self.errors:
            self.errors.append(msg)

    def need_ptx(self, v, what) -> bool:
        return True

    def need_target(self, r, what) -> bool:
        return True


def explain(ins: Instruction | str) -> tuple[FormEntry | None, list[str]]:
    """The matrix form `ins` names and the rules its qualifiers break (see the module docstring)."""
    from ptxemu.isa.statement import parse_instruction

    if isinstance(ins, str):
        text = ins.strip().rstrip(";").strip()
        ins = parse_instruction(text if " " in text else text + ";")
    entry, why = _explain(ins.opcode, tuple(ins.qualifiers), ins.name)
    return entry, list(why)


@functools.lru_cache(maxsize=4096)
def _explain(opcode: str, qualifiers: tuple[str, ...], name: str) -> tuple[FormEntry | None, tuple[str, ...]]:
    from ptxemu.isa.catalogue import matrix, mma

    quals = list(qualifiers)
    rec = _Recorder()
    entry: FormEntry | None = None
    if opcode == "wgmma" and quals[:1] == [".mma_async"]:
        entry, _ = wgmma.resolve_mma_async(name, quals[1:], rec)
    elif opcode == "mma" and ".block_scale" not in quals and any(q in mma.SPARSE_QUALS for q in quals):
        entry = mma.resolve_sparse(name, quals, rec)
    elif opcode == "mma":
        entry, _ = mma.resolve(name, quals, rec)
    elif opcode in ("ldmatrix", "stmatrix"):
        entry = matrix.resolve(opcode, quals, rec, name)
    else:
        rec.err(f"'{name}' is not a matrix instruction (wgmma.mma_async, mma, ldmatrix, stmatrix)")
    if entry is None and not rec.errors:
        rec.err(f"'{name}' is not a form of the table")
    return (entry if not rec.errors else None), tuple(rec.errors)


def match(ins: Instruction | str) -> FormEntry | None:
    """The FormEntry of the valid matrix form `ins` names, else None (see the module docstring)."""
    return explain(ins)[0]


def _candidates(family: str | None):
    from ptxemu.isa.catalogue import table as t

    if family in (None, "wgmma"):
        for g in t.WGMMA_GROUPS:
            for a, b in sorted(g.types):
                for d in g.dtypes:
                    for n in g.ns:
                        head = f"wgmma.mma_async.sync.aligned.m64n{n}k{g.k}"
                        yield head + d + a + b + "".join(g.mandatory_mods)
                        for m in g.mods:
                            if m not in g.mandatory_mods:
                                yield head + m + d + a + b
    if family in (None, "mma"):
        for f in t.MMA_DENSE:
            for lay, a, b, d, c in itertools.product(f.layouts, f.atypes, f.btypes, f.dtypes, f.ctypes):
                kind = f".kind::{f.kind}" if f.kind else ""
                base = f"mma.sync.aligned{f.shape}{''.join(lay)}{kind}{d}{a}{b}{c}"
                if a == ".b1":
                    yield base + ".xor.popc"
                    yield base + ".and.popc"
                    continue
                yield base
                if d == ".s32":
                    yield base.replace(f"{''.join(lay)}", f"{''.join(lay)}.satfinite", 1)
                if a == ".f64":
                    for r in t.MMA_ROUNDINGS:
                        yield base.replace(f"{''.join(lay)}", f"{''.join(lay)}{r}", 1)
        for bs in t.BLOCK_SCALE.values():
            for (v, st), a, b in itertools.product(bs.combos, bs.types, bs.types):
                head = f"mma.sync.aligned{bs.shape}.row.col.kind::{bs.kind}.block_scale"
                yield f"{head}.scale_vec::{v}.f32{a}{b}.f32{st}"
                if v == bs.default_vec:
                    yield f"{head}.f32{a}{b}.f32{st}"
    for op, rows in t.LDST_FORMS.items():
        if family not in (None, op):
            continue
        for f in rows:
            for types, num, tr in itertools.product(f.types, f.nums, ("", ".trans")):
                yield f"{op}.sync.aligned{f.shape}{num}{tr}.shared{''.join(types)}"


def forms(family: str | None = None) -> list[str]:
    """Every valid form of the one table of matrix forms (see the module docstring)."""
    return [name for name in dict.fromkeys(_candidates(family)) if match(name) is not None]


def find_rule(ins: Instruction) -> tuple[Rule | None, int]:
    """(rule, number of qualifiers that belong to the opcode) — the rule sees the rest."""
    r = RULES.get(ins.opcode)
    return (r, 0) if r is not None else (None, -1)


__all__ = ["RULES", "FormEntry", "explain", "find_rule", "forms", "match", "register"]
