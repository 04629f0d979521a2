"""The `Layout` table: one row per (element copy) mapping (thread, register, slot) <-> (row, col).

A layout is pure data. Packing and unpacking are generic numpy gathers over the table, so every
fragment (mma.sync, wgmma, ldmatrix/stmatrix, block-scale factors) shares the same code path.

Bit placement of an element inside its register: slot `s` occupies bits
``[s*slot_bits + shift, s*slot_bits + shift + bits)``. For plain packed types ``slot_bits == bits``
and ``shift == 0`` (the manual's "Elements (low to high)": element 0 in the least significant
bits, e.g. the first f16 of an f16x2 in bits 0-15). The `.kind::f8f6f4` containers are the
exception: 4/6-bit codes sit in 8-bit containers (e2m1 in bits 2-5, e3m2/e2m3 in bits 0-5).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ptxemu.errors import PtxOperandError


def code_dtype(bits: int) -> type[np.unsignedinteger]:
    """The numpy dtype that carries one element code of `bits` bits (ARCHITECTURE.md conventions)."""
    if bits <= 8:
        return np.uint8
    if bits <= 16:
        return np.uint16
    if bits <= 32:
        return np.uint32
    return np.uint64


@dataclass(frozen=True, eq=False)
class Layout:
    """Fragment layout of one operand of one instruction form.

    `thread`, `reg`, `slot`, `row`, `col` are int arrays with one entry per element copy. When
    `copies > 1` (mma.m8n8k4 .f16: four quad-pairs each hold a whole copy) every matrix element
    appears `copies` times; `from_registers` reads the first copy.
    """

    instruction: str
    operand: str
    rows: int
    cols: int
    threads: int
    regs: int
    slots: int
    bits: int
    thread: np.ndarray
    reg: np.ndarray
    slot: np.ndarray
    row: np.ndarray
    col: np.ndarray
    reg_bits: int = 32
    slot_bits: int = 0  # 0: same as `bits`
    shift: int = 0
    copies: int = 1
    element_type: str = ""
    note: str = ""
    meta: dict = field(default_factory=dict)

    # ---- derived tables -------------------------------------------------------------------
    @property
    def container_bits(self) -> int:
        return self.slot_bits or self.bits

    @property
    def size(self) -> int:
        return int(self.thread.size)

    def bit_offset(self) -> np.ndarray:
        """Least significant bit of each element inside its register."""
        return self.slot * self.container_bits + self.shift

    def _element_at(self) -> np.ndarray:
        """int array [threads, regs, slots]: index of the element stored there, or -1."""
        cached = self.meta.get("_element_at")
        if cached is None:
            cached = np.full((self.threads, self.regs, self.slots), -1, dtype=np.int64)
            cached[self.thread, self.reg, self.slot] = np.arange(self.size)
            self.meta["_element_at"] = cached
        return cached

    def _first_copy(self) -> np.ndarray:
        cached = self.meta.get("_first_copy")
        if cached is None:
            key = self.row.astype(np.int64) * self.cols + self.col
            _, first = np.unique(key, return_index=True)
            cached = np.sort(first)
            self.meta["_first_copy"] = cached
        return cached

    def owner(self, row: int, col: int) -> list[tuple[int, int, int]]:
        """(thread, reg, slot) of every copy of matrix element (row, col)."""
        sel = np.nonzero((self.row == row) & (self.col == col))[0]
        return [(int(self.thread[i]), int(self.reg[i]), int(self.slot[i])) for i in sel]

    # ---- packing ------------------------------------------------------------------------
    def _reg_dtype(self):
        return np.uint64 if self.reg_bits == 64 else np.uint32

    def _plan_flags(self) -> tuple[bool, bool, bool]:
        """(elements fill a whole register, some element sits at a bit shift, every (thread, reg,
        slot) holds an element) of to_registers' plan: the masks and shifts those make no-ops are
        skipped."""
        flags = self.meta.get("_flags")
        if flags is None:
            _, shift, present = self._pack_plan()
            flags = (self.bits == self.reg_bits, bool(shift.any()), bool(present.all()))
            self.meta["_flags"] = flags
        return flags

    def _pack_plan(self):
        """Gather plan for to_registers: for every (thread, reg, slot) the flat cell index
        (row*cols+col) it holds, its bit shift, and whether it holds anything."""
        plan = self.meta.get("_pack")
        if plan is None:
            at = self._element_at()
            present = at >= 0
            safe = np.where(present, at, 0)
            cell = (self.row.astype(np.int64) * self.cols + self.col)[safe]
            shift = self.bit_offset()[safe].astype(self._reg_dtype())
            plan = (cell, shift, present)
            self.meta["_pack"] = plan
        return plan

    def _unpack_plan(self):
        """Gather plan for from_registers: for every cell (row-major) the flat register index
        (thread*regs+reg) and bit shift of its first copy, and whether any element is there."""
        plan = self.meta.get("_unpack")
        if plan is None:
            idx = self._first_copy()
            n = self.rows * self.cols
            cell = self.row[idx].astype(np.int64) * self.cols + self.col[idx]
            reg = np.zeros(n, np.int64)
            shift = np.zeros(n, self._reg_dtype())
            covered = np.zeros(n, bool)
            reg[cell] = self.thread[idx].astype(np.int64) * self.regs + self.reg[idx]
            shift[cell] = self.bit_offset()[idx]
            covered[cell] = True
            plan = (reg, shift, covered)
            self.meta["_unpack"] = plan
        return plan

    def to_registers(self, M) -> np.ndarray:
        """Element codes [..., rows, cols] -> raw registers [..., threads, regs].

        Registers are uint32 (uint64 for .f64 fragments); bits outside every element are zero.
        """
        M = np.asarray(M)
        if M.shape[-2:] != (self.rows, self.cols):
            raise PtxOperandError(
                f"{self.instruction} operand {self.operand}: expected a matrix of shape "
                f"(..., {self.rows}, {self.cols}), got {M.shape}")
        if M.dtype.kind == "f":
            raise PtxOperandError(f"{self.instruction} operand {self.operand}: layouts move raw "
                                  "element codes (unsigned integers), not floats")
        rd = self._reg_dtype()
        cell, shift, present = self._pack_plan()
        full, shifted, everywhere = self._plan_flags()
        flat = M.reshape(M.shape[:-2] + (self.rows * self.cols,))
        vals = flat[..., cell].astype(rd)  # [..., T, R, S], a new array
        if not full:  # elements as wide as the register keep every bit
            vals &= rd((1 << self.bits) - 1)
        if not everywhere:
            vals = np.where(present, vals, rd(0))
        if shifted:
            vals <<= shift
        if self.slots == 1:
            return vals[..., 0]
        # bits of different slots never overlap, so OR == sum
        return np.bitwise_or.reduce(vals, axis=-1)

    def from_registers(self, R) -> np.ndarray:
        """Raw registers [..., threads, regs] -> element codes [..., rows, cols]."""
        R = np.asarray(R)
        if R.shape[-2:] != (self.threads, self.regs):
            raise PtxOperandError(
                f"{self.instruction} operand {self.operand}: expected registers of shape "
                f"(..., {self.threads}, {self.regs}), got {R.shape}")
        rd = self._reg_dtype()
        reg, shift, covered = self._unpack_plan()
        full, _, _ = self._plan_flags()
        flat = R.reshape(R.shape[:-2] + (self.threads * self.regs,)).astype(rd, copy=False)
        vals = flat[..., reg]
        if shift.any():
            vals = vals >> shift
        if not full:
            vals = vals & rd((1 << self.bits) - 1)
        if not covered.all():
            vals = np.where(covered, vals, rd(0))
        out = vals.astype(code_dtype(self.bits), copy=False)
        return out.reshape(R.shape[:-2] + (self.rows, self.cols))

    # ---- presentation -------------------------------------------------------------------
    def label(self, i: int) -> str:
        if "tmem_datapath" in self.meta:  # tensor memory: lane (/1: the odd CTA of a pair), column
            t = int(self.thread[i])
            return f"L{t % 128}:c{int(self.reg[i])}" + ("/1" if t >= 128 else "")
        if "tmem_scale" in self.meta:  # tensor memory: lane (first copy), column, byte
            return f"L{int(self.thread[i])}:c{int(self.reg[i])}.b{int(self.slot[i])}"
        lab = f"T{int(self.thread[i])}:r{int(self.reg[i])}"
        if self.slots > 1:
            lab += f".{int(self.slot[i])}"
        return lab

    def table(self) -> np.ndarray:
        """Structured rows (thread, reg, slot, row, col), sorted by thread, reg, slot."""
        order = np.lexsort((self.slot, self.reg, self.thread))
        return np.stack([self.thread, self.reg, self.slot, self.row, self.col], axis=1)[order]

    def __repr__(self) -> str:
        return (f"Layout({self.instruction!r}, operand={self.operand!r}, {self.rows}x{self.cols}, "
                f"threads={self.threads}, regs={self.regs}, slots={self.slots}, bits={self.bits}"
                + (f", copies={self.copies}" if self.copies > 1 else "") + ")")


def quad_to_registers(L: Layout, M) -> np.ndarray:
    """mma.m8n8k4 .f16 runs one MMA per quad pair: (4*W, rows, cols) codes -> (W, threads, regs),
    matrix 4w+q in quad pair q ((thread % 16) // 4) of warp w."""
    M = np.asarray(M)
    b = M.shape[0] // 4
    M4 = M.reshape(b, 4, L.rows, L.cols)
    qp = (L.thread % 16) // 4
    vals = (M4[:, qp, L.row, L.col].astype(np.uint64) & np.uint64((1 << L.bits) - 1)) << \
        L.bit_offset().astype(np.uint64)
    regs = np.zeros((b, L.threads, L.regs), np.uint64)
    for s in range(L.slots):  # (thread, reg) pairs are unique within one slot
        sel = L.slot == s
        regs[:, L.thread[sel], L.reg[sel]] |= vals[:, sel]
    return regs.astype(np.uint64 if L.reg_bits == 64 else np.uint32)


def quad_from_registers(L: Layout, R) -> np.ndarray:
    """Inverse of quad_to_registers: (W, threads, regs) -> (4*W, rows, cols) codes."""
    R = np.asarray(R)
    b = R.shape[0]
    raw = R[:, L.thread, L.reg].astype(np.uint64) >> L.bit_offset().astype(np.uint64)
    vals = raw & np.uint64((1 << L.bits) - 1)
    out = np.zeros((b, 4, L.rows, L.cols), code_dtype(L.bits))
    out[:, (L.thread % 16) // 4, L.row, L.col] = vals.astype(out.dtype)
    return out.reshape(b * 4, L.rows, L.cols)
