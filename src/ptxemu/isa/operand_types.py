"""The PTX type of each register operand of one instruction, as the form table says.

`check` reads an instruction's operands through its family's rule, which asks for each register
"is it compatible with type T" (`Ctx.reg`, `Ctx.vec`, `Ctx.pred`). Running the same rule with a
recording context gives those types without a second table: `ptxemu exec` parses the values it is
given by them and `ptxemu.run_instruction` declares the registers of the small kernel it runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ptxemu.isa.statement import Address, Imm, Instruction, PredPair, Reg, Vector


@dataclass
class Operands:
    """Register operands by name (without '%'), in order: their PTX type ('.f32', '.pred', ...)."""

    types: dict[str, str] = field(default_factory=dict)
    by_index: list[str | None] = field(default_factory=list)  # each operand's type (a vector: its items')
    relaxed: set[str] = field(default_factory=set)  # a wider register may stand here (cvt, ld, st)
    dests: list[str] = field(default_factory=list)  # written by the instruction
    sources: list[str] = field(default_factory=list)  # read by it
    memory: bool = False  # an address operand: the form reaches memory
    label: bool = False  # a branch target or a called function
    errors: list[str] = field(default_factory=list)  # what check() would say about the form
    known: bool = True  # the opcode has a rule at all


class _Probe:
    """The part of check's Ctx a family rule uses, recording the types it asks for."""

    target = None
    version = None

    def __init__(self, ins: Instruction) -> None:
        self.ins = ins
        self.errors: list[str] = []
        self.wants: dict[int, str] = {}  # id(Reg) -> the first type asked for
        self.relaxed: set[int] = set()  # id(Reg) of operands under the relaxed width rule
        self.memory = False
        self.label_seen = False

    @property
    def name(self) -> str:
        return self.ins.name

    def err(self, msg: str) -> None:
        if msg not in self.errors:
            self.errors.append(msg)

    def need_target(self, r: Any, what: str) -> bool:
        return True

    def need_ptx(self, v: Any, what: str) -> bool:
        return True

    def nops(self, *counts: int) -> bool:
        n = len(self.ins.operands)
        if n in counts:
            return True
        self.err(f"'{self.ins.opcode}' takes {' or '.join(map(str, counts))} operands, got {n}")
        return False

    def decl_type(self, name: str) -> str | None:
        return None

    def _want(self, op: Any, t: str) -> None:
        if (isinstance(op, Reg) and op.name != "_") or isinstance(op, Imm):
            self.wants.setdefault(id(op), t)

    def reg(self, op: Any, want: Any, what: str, **kw: Any) -> bool:
        wants = (want,) if isinstance(want, str) else tuple(want)
        if isinstance(op, (Reg, Imm)) and wants:
            self._want(op, wants[0])
            if kw.get("relaxed"):
                self.relaxed.add(id(op))
        return True

    def pred(self, op: Any, what: str, **kw: Any) -> bool:
        self._want(op, ".pred")
        return True

    def vec(self, op: Any, count: Any, want: Any, what: str, **kw: Any) -> bool:
        wants = (want,) if isinstance(want, str) else tuple(want)
        if isinstance(op, Vector) and wants:
            for it in op.items:
                self._want(it, wants[0])
        return True

    def addr(self, op: Any, what: str = "address") -> bool:
        self.memory = True
        return True

    def imm(self, op: Any, allowed: Any, what: str) -> bool:
        return True

    def handle(self, op: Any, what: str) -> bool:  # a texture/surface handle address (txq, suq)
        self.memory = True
        return True

    def label(self, op: Any, what: str = "branch target") -> bool:
        self.label_seen = True
        return True


def _regs(op: Any) -> list[Reg]:
    if isinstance(op, Vector):
        return [it for it in op.items if isinstance(it, Reg)]
    if isinstance(op, PredPair):
        return [r for r in (op.first, op.second) if isinstance(r, Reg)]
    return [op] if isinstance(op, Reg) else []


# opcodes whose first operand is read, not written (stores, reductions, branches, barriers...)
_NO_DEST = {"st", "red", "bar", "barrier", "bra", "brx", "call", "ret", "exit", "trap", "membar", "fence",
            "prefetch", "prefetchu", "nanosleep", "pmevent", "griddepcontrol", "sust", "sured", "stmatrix",
            "cp", "discard", "applypriority", "setmaxnreg", "stackrestore", "multimem", "tensormap",
            "mbarrier", "tcgen05", "wgmma", "brkpt", "red.async"}


def operand_types(ins: Instruction) -> Operands:
    """The register operands of `ins` and the type the form table gives each (see the docstring)."""
    from ptxemu.isa.catalogue import find_rule

    out = Operands()
    rule, nq = find_rule(ins)
    probe = _Probe(ins)
    if rule is None:
        out.known = False
        out.errors = [f"unknown instruction '{ins.opcode}'"]
        return out
    try:
        rule(ins, list(ins.qualifiers[nq:]), probe)
    except Exception as e:  # a rule expecting a real checker: report, as check() does
        probe.err(f"{type(e).__name__}: {e}")
    out.errors = probe.errors
    out.memory = probe.memory or any(isinstance(op, Address) for op in ins.operands)
    out.label = probe.label_seen
    first_dest = ins.opcode not in _NO_DEST
    for op in ins.operands:
        items = op.items if isinstance(op, Vector) else (op.first,) if isinstance(op, PredPair) else (op,)
        out.by_index.append(next((probe.wants[id(it)] for it in items if id(it) in probe.wants), None))
    for k, op in enumerate(ins.operands):
        for r in _regs(op):
            name = r.name.lstrip("%")
            t = probe.wants.get(id(r))
            if t is None:
                continue
            out.types.setdefault(name, t)
            if id(r) in probe.relaxed:
                out.relaxed.add(name)
            is_dest = first_dest and k == 0
            (out.dests if is_dest else out.sources).append(name) if name not in (
                out.dests if is_dest else out.sources) else None
    if isinstance(ins.guard, Reg):  # a guard is a predicate source too
        name = ins.guard.name.lstrip("%")
        out.types.setdefault(name, ".pred")
        if name not in out.sources:
            out.sources.append(name)
    return out


def immediates(ins: Instruction) -> list[Imm]:
    return [op for op in ins.operands if isinstance(op, Imm)]
