"""add/sub/mul/fma: the .f32x2 forms (9.7.3.3-9.7.3.6) and the mixed-precision forms (9.7.5).

They share opcodes with the base ISA, so the base forms are extended here rather than replaced:
    add{.rnd}{.ftz}.f32x2 d, a, b      (d, a, b are .b64; PTX 8.6; sm_100+)
    fma.rnd{.ftz}.f32x2   d, a, b, c
    add{.rnd}{.sat}.f32.atype d, a, c  (atype .f16/.bf16; PTX 8.6; sm_100+)
    fma.rnd{.sat}.f32.abtype d, a, b, c
"""

from __future__ import annotations

from ptxemu.isa.catalogue import base
from ptxemu.isa.catalogue.forms import CLASSES, Form, run_forms

CLASSES["mixed_in"] = (".f16", ".bf16")

F32X2 = {
    "add": [Form("add{.<rnd>}{.ftz}.f32x2", "r:b64=, r:b64=, r:b64=", ptx=(8, 6), targets=">=100",
                 what="add.f32x2")],
    "sub": [Form("sub{.<rnd>}{.ftz}.f32x2", "r:b64=, r:b64=, r:b64=", ptx=(8, 6), targets=">=100",
                 what="sub.f32x2")],
    "mul": [Form("mul{.<rnd>}{.ftz}.f32x2", "r:b64=, r:b64=, r:b64=", ptx=(8, 6), targets=">=100",
                 what="mul.f32x2")],
    "fma": [Form("fma.<rnd>{.ftz}.f32x2", "r:b64=, r:b64=, r:b64=, r:b64=", ptx=(8, 6), targets=">=100",
                 what="fma.f32x2")],
}
MIXED = {
    "add": [Form("add{.<rnd>}{.sat}.f32.<mixed_in>", "r:f32, r:t1, ri:f32", ptx=(8, 6), targets=">=100",
                 what="add.f32.{f16/bf16}")],
    "sub": [Form("sub{.<rnd>}{.sat}.f32.<mixed_in>", "r:f32, r:t1, ri:f32", ptx=(8, 6), targets=">=100",
                 what="sub.f32.{f16/bf16}")],
    "fma": [Form("fma.<rnd>{.sat}.f32.<mixed_in>", "r:f32, r:t1, r:t1, ri:f32", ptx=(8, 6), targets=">=100",
                 what="fma.f32.{f16/bf16}")],
}


# every form of these opcodes: the base ISA's, the .f32x2 and the mixed-precision ones (check() and
# ptxemu.ops.arith read this)
FORMS = {op: base.BASE_FORMS[op] + F32X2.get(op, []) + MIXED.get(op, [])
         for op in ("add", "sub", "mul", "fma")}


def _rule(op: str):
    forms = FORMS[op]

    def rule(ins, quals, ctx) -> None:
        run_forms(forms, ins, quals, ctx)
    return rule


RULES = {op: _rule(op) for op in ("add", "sub", "mul", "fma")}
