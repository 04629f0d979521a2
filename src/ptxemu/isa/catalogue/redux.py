"""redux.sync (9.7.13.12): integer, bitwise, and the PTX 8.6 .f32 min/max with .abs/.NaN."""

from __future__ import annotations

from ptxemu.isa.catalogue.forms import CLASSES, Form, run_forms

CLASSES["redux_arith"] = (".add", ".min", ".max")
CLASSES["redux_bit"] = (".and", ".or", ".xor")
CLASSES["redux_fop"] = (".min", ".max")
CLASSES["redux_int"] = (".u32", ".s32")

FORMS = [
    Form("redux.sync.<redux_arith>.<redux_int>", "r:t0, ri:t0, ri:u32", ptx=(7, 0), targets=">=80"),
    Form("redux.sync.<redux_bit>.b32", "r:b32!, ri:u32, ri:u32", ptx=(7, 0), targets=">=80"),
    Form("redux.sync.<redux_fop>{.abs}{.NaN}.f32", "r:f32, ri:f32, ri:u32", ptx=(8, 6),
         targets="sm_100a sm_101a sm_110a sm_103a +sm_100f +sm_110f", what="redux.sync.f32"),
]


def rule(ins, quals, ctx) -> None:
    run_forms(FORMS, ins, quals, ctx, what="redux.sync")


RULES = {"redux": rule}
