"""The instruction catalogue: every family's forms as data, and the rule that reads them.

`RULES` maps an opcode word (`add`, `wgmma`, `cvt`, ...) to `rule(ins, quals, ctx)`.  Base-ISA
opcodes share the generic form engine (catalogue.forms) over the tables in catalogue.base; the
seed families have their own modules whose tables follow the manual's sections.
"""

from __future__ import annotations

from collections.abc import Callable

from ptxemu.isa.catalogue import base, wgmma
from ptxemu.isa.catalogue.forms import Form, run_forms
from ptxemu.isa.statement import Instruction

Rule = Callable[..., None]
RULES: dict[str, Rule] = {}


def _forms_rule(forms: list[Form]) -> Rule:
    def rule(ins: Instruction, quals: list[str], ctx) -> None:
        run_forms(forms, ins, quals, ctx)
    return rule


def register(opcode: str, forms: list[Form]) -> None:
    RULES[opcode] = _forms_rule(forms)


for _op, _forms in base.BASE_FORMS.items():
    if _forms:
        register(_op, _forms)
RULES["wgmma"] = wgmma.rule


def _late_imports() -> None:
    from ptxemu.isa.catalogue import async_copy, cvt, floats, matrix, mma, multimem, redux

    for mod in (mma, matrix, multimem, cvt, redux, floats, async_copy):
        for op, r in mod.RULES.items():
            RULES[op] = r


_late_imports()


def find_rule(ins: Instruction) -> tuple[Rule | None, int]:
    """(rule, number of qualifiers that belong to the opcode) — the rule sees the rest."""
    r = RULES.get(ins.opcode)
    return (r, 0) if r is not None else (None, -1)
