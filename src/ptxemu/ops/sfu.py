"""Special-function instructions (PTX ISA 9.7.3.18-9.7.3.24, 9.7.4.9-9.7.4.10): ex2, lg2, rcp, rsqrt,
sqrt, sin, cos, tanh .approx and div .approx/.full, executed by the H100 model in
ptxemu.numerics.sfu (docs/numerics.md, "Special-function unit").

Every form has an exact model (swept on the H100); the
approximate 'libm' model is reachable through ptxemu.numerics.sfu.evaluate(..., model="libm").
The IEEE-rounded forms (div.rn, rcp.rn, sqrt.rn, ...) are not handled here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError
from ptxemu.isa.statement import Instruction
from ptxemu.numerics.sfu import evaluate
from ptxemu.ops.arith import dest_names, operand_bits
from ptxemu.ops.registry import register

# opcode -> {(mode, ftz, type)} as the manual lists them; ptxas 13.0 (sm_90a) accepts exactly these 30 of
# the 216 combinations (tools/truth/sfu/sfu_forms_ptxas.py)
_F32 = {("approx", False, "f32"), ("approx", True, "f32")}
FORMS: dict[str, set[tuple[str, bool, str]]] = {
    "ex2": _F32 | {("approx", False, "f16"), ("approx", False, "f16x2"), ("approx", True, "bf16"),
                   ("approx", True, "bf16x2")},
    "lg2": set(_F32),
    "rcp": _F32 | {("approx", True, "f64")},
    "rsqrt": _F32 | {("approx", False, "f64"), ("approx", True, "f64")},
    "sqrt": set(_F32),
    "sin": set(_F32),
    "cos": set(_F32),
    "tanh": {("approx", False, t) for t in ("f32", "f16", "f16x2", "bf16", "bf16x2")},
    "div": _F32 | {("full", False, "f32"), ("full", True, "f32")},
}
_WIDTH = {"f32": 32, "f64": 64, "f16": 16, "bf16": 16, "f16x2": 32, "bf16x2": 32}
_KIND = {"f32": "float", "f64": "float", "f16": "float", "bf16": "bf16", "f16x2": "raw", "bf16x2": "raw"}


def parse(ins: Instruction) -> tuple[str, bool, str]:
    """(mode, ftz, type) of a special-function instruction; PtxError for a form the manual lacks."""
    q = list(ins.qualifiers)
    modes = [x[1:] for x in q if x in (".approx", ".full")]
    types = [x[1:] for x in q if x[1:] in _WIDTH]
    rest = [x for x in q if x not in (".approx", ".full", ".ftz") and x[1:] not in _WIDTH]
    if rest or len(modes) != 1 or len(types) != 1 or len(set(q)) != len(q):
        raise PtxError(f"{ins.name}: not a form of {ins.opcode} (PTX ISA: {ins.opcode}.approx ...)")
    form = (modes[0], ".ftz" in q, types[0])
    if form not in FORMS[ins.opcode]:
        raise PtxError(f"{ins.name}: not a form of {ins.opcode}; the manual lists "
                       + ", ".join(sorted(f"{ins.opcode}.{m}{'.ftz' if f else ''}.{t}"
                                          for m, f, t in FORMS[ins.opcode])))
    nsrc = 2 if ins.opcode == "div" else 1
    if len(ins.operands) != nsrc + 1:
        raise PtxOperandError(f"{ins.name} takes {nsrc + 1} operands, got {len(ins.operands)}")
    return form


def _accepts(ins: Instruction) -> bool:
    return ins.has(".approx") or (ins.opcode == "div" and ins.has(".full"))


def execute(ins: Instruction, operands: Mapping[str, Any]) -> dict[str, np.ndarray]:
    mode, ftz, typ = parse(ins)
    (dname,) = dest_names(ins)
    w, kind = _WIDTH[typ], _KIND[typ]
    a = operand_bits(ins, operands, 1, w, kind)
    b = operand_bits(ins, operands, 2, w, kind) if ins.opcode == "div" else None
    if b is not None:
        a, b = np.broadcast_arrays(a, b)
    return {dname: evaluate(ins.opcode, typ, ftz, a, b, full=(mode == "full"))}


for _op in FORMS:
    register(_op, _accepts)(execute)
