"""Which memory an instruction touches: for ld/ldu/st/atom/red/ldmatrix/stmatrix, its address
operand (read through the semantics' own `Addr`, before the instruction runs), the bytes per lane and
the kind of access; for cp.async (ptxas's LDGSTS) its shared destination and global source and the
bytes each lane reads (src-size, ignore-src). Counters and watchpoints read the same probes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.machine.program.program import type_bits
from ptxemu.machine.program.step import Cx
from ptxemu.machine.semantics.access import SPACES, Addr, data_type, space_of, vec_count

_MEM = {
    "ld": "ld",
    "ldu": "ld",
    "st": "st",
    "atom": "atom",
    "red": "atom",
    "ldmatrix": "ldsm",
    "stmatrix": "stsm",
}
_ADDR_OPERAND = {"ld": 1, "ldu": 1, "st": 0, "atom": 1, "red": 0, "ldmatrix": 1, "stmatrix": 0}


def mix_key(ins) -> str:
    """The instruction mix's key: the opcode, and the state space of a memory access."""
    if ins.opcode in _MEM:
        sp = next((q.split("::")[0] for q in ins.qualifiers if q.split("::")[0] in SPACES), ".generic")
        return ins.opcode + sp
    return ins.opcode


@dataclass
class Probe:
    """How one memory instruction's counters are taken: its address, bytes per lane, kind."""

    kind: str  # ld | st | atom | ldsm | stsm | ldgsts (cp.async)
    addr: Addr  # cp.async: the shared destination
    size: int  # bytes per lane (ldmatrix/stmatrix: per row, 16)
    matrices: int = 0  # ldmatrix/stmatrix: 8x8 matrices per warp
    source: Addr | None = None  # cp.async: the global source
    source_bytes: Any = None  # cp.async with src-size/ignore-src: (kind, reader), as the semantics read it
    bypass: bool = False  # cp.async.cg: LDGSTS.BYPASS (L1 not allocated)
    form: str = "plain"  # cp.async: "plain", "ignore" (ptxas's ignore-src predicate) or "zfill" (ldgsts.py)
    increment: bool = False  # atom/red .add of the immediate 1: ptxas's ATOMS.POPC.INC

    def read_bytes(self, st, lanes: np.ndarray) -> np.ndarray:
        """cp.async: the source bytes each of `lanes` reads (cp-size, src-size, 0 under ignore-src)."""
        if self.source_bytes is None:
            return np.full(len(lanes), self.size, np.int64)
        kind, reader = self.source_bytes
        v = reader(st)[lanes]
        if kind == "ignore":
            return np.where(v.astype(bool), 0, self.size).astype(np.int64)
        return v.astype(np.int64)

    def lanes(self, ex: np.ndarray) -> np.ndarray:
        """The lanes whose addresses the access uses, given the executing lanes `ex` (bool):
        ldmatrix/stmatrix take row addresses from lanes 0..8x-1 of each executing warp."""
        if self.kind in ("ldsm", "stsm"):
            warps = np.flatnonzero(ex.reshape(-1, 32).any(axis=1))
            return (warps[:, None] * 32 + np.arange(8 * self.matrices)).reshape(-1)
        return np.flatnonzero(ex)


class Probes:
    """The probe of each memory instruction of a kernel, made on first use (None: no memory access
    counted: registers only, parameters, constants, local memory)."""

    def __init__(self, kernel: Any) -> None:
        self.k = kernel
        self.by_pc: dict[int, Probe | None] = {}

    def get(self, s) -> Probe | None:
        p = self.by_pc.get(s.pc, False)
        if p is not False:
            return p
        ins = s.item.ins
        kind = _MEM.get(ins.opcode)
        p = None
        if ins.opcode == "cp" and ins.qualifiers[:1] == (".async",) and len(ins.qualifiers) > 1:
            p = self._cp_async(s)
        elif kind is not None and len(ins.operands) > _ADDR_OPERAND[ins.opcode]:
            cx = Cx(self.k, s.item, s.pc)
            space = space_of(cx)
            if space not in (".param", ".const", ".local"):
                a = Addr(cx, ins.operands[_ADDR_OPERAND[ins.opcode]], space)
                if a.param_off is None and a.fparam is None:
                    if kind in ("ldsm", "stsm"):
                        n = next((int(q[2:]) for q in ins.qualifiers if q in (".x1", ".x2", ".x4")), 1)
                        p = Probe(kind, a, 16, n)
                    else:
                        p = Probe(kind, a, type_bits(data_type(cx)) // 8 * vec_count(cx))
                        from ptxemu.isa.statement import Imm

                        last = ins.operands[-1]
                        p.increment = (
                            kind == "atom" and ".add" in ins.qualifiers and isinstance(last, Imm)
                            and last.value == 1
                        )
        self.by_pc[s.pc] = p
        return p

    def _cp_async(self, s) -> Probe | None:
        """cp.async.{ca,cg}.shared.global (not the bulk, completion or mbarrier forms)."""
        from ptxemu.isa.catalogue.async_copy import cp_async_operands
        from ptxemu.isa.statement import Imm
        from ptxemu.machine.semantics.data_movement import _cp_source

        ins = s.item.ins
        q = ins.qualifiers
        if q[1] not in (".ca", ".cg") or ".bulk" in q:
            return None
        roles = cp_async_operands(ins)
        if not roles or not isinstance(roles["cp-size"], Imm):
            return None
        cx = Cx(self.k, s.item, s.pc)
        size = int(roles["cp-size"].value)
        source_bytes = _cp_source(cx, roles.get("src-size|ignore-src"))
        form = "plain"
        if source_bytes is not None:
            values = _values(self.k, roles["src-size|ignore-src"])
            form = "ignore" if source_bytes[0] == "ignore" or (values and values <= {0, size}) else "zfill"
        return Probe(
            "ldgsts",
            Addr(cx, roles["dst"], ".shared"),
            size,
            source=Addr(cx, roles["src"], ".global"),
            source_bytes=source_bytes,
            bypass=q[1] == ".cg",
            form=form,
        )


def _values(kernel, op, depth: int = 4) -> set[int] | None:
    """The values an operand can hold, where the kernel makes it from immediates only through mov
    and selp (ptxas's constant propagation, which picks LDGSTS's ignore-src form for a src-size of
    cp-size or 0: Triton's `selp.b32 %r, %r54, 0, %p` with %r54 = 16); None where unknown."""
    from ptxemu.isa.statement import Imm, Reg

    if isinstance(op, Imm):
        return {int(op.value)} if isinstance(op.value, int) else None
    if not isinstance(op, Reg) or depth == 0:
        return None
    out: set[int] = set()
    for st in kernel.steps.values():
        ins = st.item.ins
        if not ins.operands or not isinstance(ins.operands[0], Reg) or ins.operands[0].name != op.name:
            continue
        if ins.opcode == "mov" and len(ins.operands) == 2:
            srcs = [ins.operands[1]]
        elif ins.opcode == "selp" and len(ins.operands) == 4:
            srcs = list(ins.operands[1:3])
        else:
            return None
        for x in srcs:
            v = _values(kernel, x, depth - 1)
            if v is None:
                return None
            out |= v
    return out or None
