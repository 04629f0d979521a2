"""An instruction's register operands, split into sources and destinations, and their values as
text: what traces, watchpoints and NaN origins print (one presentation for all of them)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.isa.statement import Address, PredPair, Reg, Vector

# instructions whose first operand is read, not written
_NO_DEST = {
    "st",
    "red",
    "stmatrix",
    "bar",
    "barrier",
    "bra",
    "brx",
    "ret",
    "exit",
    "membar",
    "fence",
    "prefetch",
    "prefetchu",
    "trap",
    "call",
    "cp",
    "multimem",
    "wgmma",
    "tcgen05",
    "griddepcontrol",
    "setmaxnreg",
    "elect",
    "nanosleep",
    "pmevent",
    "discard",
    "applypriority",
    "createpolicy",
    "tensormap",
    "st.async",
    "red.async",
    "mbarrier",
    "cp.async",
    "bar.warp",
}
_FLOAT_TYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


@dataclass(frozen=True)
class RegRef:
    name: str  # as written (`%f3`)
    index: int  # register number
    type: str  # declared type (`.f32`)
    bits: int


def _regs(item, program, op) -> list[RegRef]:
    out: list[RegRef] = []
    if isinstance(op, Reg):
        sn = item.names.get(op.name)
        if sn is not None and sn.kind == "reg":
            spec = program.regs[sn.index]
            out.append(RegRef(op.name, sn.index, spec.type, spec.bits))
    elif isinstance(op, Vector):
        for x in op.items:
            out += _regs(item, program, x)
    elif isinstance(op, Address) and op.base is not None:
        out += _regs(item, program, op.base)
    elif isinstance(op, PredPair):
        out += _regs(item, program, op.first) + _regs(item, program, op.second)
    return out


def split(item, program) -> tuple[list[RegRef], list[RegRef]]:
    """(sources, destinations) of an instruction's register operands."""
    ins = item.ins
    ops = list(ins.operands)
    dst: list[RegRef] = []
    if ops and ins.opcode not in _NO_DEST and not isinstance(ops[0], Address):
        dst = _regs(item, program, ops[0])
        ops = ops[1:]
    src: list[RegRef] = []
    for op in ops:
        src += _regs(item, program, op)
    if ins.guard is not None:
        src = _regs(item, program, ins.guard) + src
    return src, dst


def values(st, r: RegRef, lanes: np.ndarray) -> np.ndarray:
    """The raw bits of register r in `lanes` (zeros if never written)."""
    a = st.R[r.index]
    if a is None:
        return np.zeros((len(lanes), 2) if r.bits == 128 else len(lanes), np.uint64)
    return a[lanes]


def show(r: RegRef, v, as_type: str | None = None) -> str:
    """One value as text: predicates 0/1, floats (by the register's type, or `as_type`, the
    instruction's, for untyped .bN registers) as number and bits, integers in hex."""
    if r.bits == 1:
        return str(int(bool(v)))
    if r.bits == 128:
        return f"{int(v[1]):#018x}{int(v[0]):016x}"
    t = (as_type if as_type and r.type.startswith(".b") else r.type).lstrip(".")
    if t in _FLOAT_TYPES and 8 * np.dtype(_FLOAT_TYPES[t]).itemsize == r.bits:
        f = np.array(v).astype(f"u{r.bits // 8}").view(_FLOAT_TYPES[t])
        return f"{float(f):.9g}({int(v):#x})"
    return f"{int(v):#x}"


def float_type(ins) -> str | None:
    """The instruction's floating-point type qualifier (.f16/.f32/.f64), if any: how untyped .bN
    registers it reads print."""
    return next((q for q in ins.qualifiers if q in (".f16", ".f32", ".f64")), None)
