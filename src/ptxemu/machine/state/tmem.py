"""Tensor memory of a batch of CTAs (PTX ISA 9.0, 9.7.16.1 and 9.7.16.7): cells, allocations, checks.

Per CTA: 128 lanes x 512 columns of 32-bit cells (zero at launch), addressed ``lane << 16 | column``.
Allocation is in columns (all 128 lanes), a power of two in [32, 512]. ptxemu's allocator (the
manual leaves placement to the hardware; kernels read the address written to shared memory) gives
the lowest free range aligned to its size. Every access checks its cells: a column never allocated
and a column already deallocated are errors naming which. A CTA that ends holding columns is an
error ("All of the Tensor Memory that was allocated ... must be explicitly deallocated before the
kernel exits", 9.7.16.7.1); so is tcgen05.alloc after the CTA relinquished its permit, and an
allocation larger than the previous one ("The number of columns allocated should not increase
between any two allocations in the execution order within the CTA").
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxRuntimeError

LANES = 128
COLUMNS = 512
UNIT = 32


class Tmem:
    def __init__(self, nctas: int) -> None:
        self.cells = np.zeros((nctas, LANES, COLUMNS), np.uint32)
        self.owner = np.zeros((nctas, COLUMNS), np.int32)  # allocation start column + 1, 0 = free
        self.size = np.zeros((nctas, COLUMNS), np.int32)  # columns of the allocation holding it
        self.ever = np.zeros((nctas, COLUMNS), bool)  # allocated at some point (use after dealloc)
        self.relinquished = np.zeros(nctas, bool)
        self.last = np.zeros(nctas, np.int64)  # columns of the CTA's previous allocation
        self.pair_allocs: list[list[int]] = [[] for _ in range(nctas)]  # cta_group::2 addresses, in order

    # -- allocation ---------------------------------------------------------------------------
    def find(self, cta: int, ncols: int) -> int | None:
        """The column an allocation of `ncols` would get now, or None (it would block)."""
        free = self.owner[cta] == 0
        for start in range(0, COLUMNS, ncols):
            if free[start : start + ncols].all():
                return start
        return None

    def check_request(self, cta: int, ncols: int, who: str) -> None:
        if ncols < UNIT or ncols > COLUMNS or ncols & (ncols - 1):
            raise PtxRuntimeError(f"tcgen05.alloc: nCols = {ncols} must be a power of 2 in [32, 512] ({who})")
        if self.relinquished[cta]:
            raise PtxRuntimeError(
                f"tcgen05.alloc after the CTA executed tcgen05.relinquish_alloc_permit ({who})"
            )
        if self.last[cta] and ncols > self.last[cta]:
            raise PtxRuntimeError(
                f"tcgen05.alloc of {ncols} columns after one of {int(self.last[cta])}: the number of "
                f"columns allocated must not increase between two allocations of a CTA (9.7.16.7.1; {who})"
            )

    def alloc(self, cta: int, ncols: int) -> int:
        start = self.find(cta, ncols)
        assert start is not None
        self.owner[cta, start : start + ncols] = start + 1
        self.size[cta, start : start + ncols] = ncols
        self.ever[cta, start : start + ncols] = True
        self.last[cta] = ncols
        return start

    def dealloc(self, cta: int, taddr: int, ncols: int, who: str) -> None:
        lane, col = taddr >> 16, taddr & 0xFFFF
        if lane != 0 or col + ncols > COLUMNS:
            raise PtxRuntimeError(
                f"tcgen05.dealloc: address {taddr:#x} (lane {lane}, column {col}) with "
                f"{ncols} columns is not an allocation ({who})"
            )
        if ncols < UNIT or ncols > COLUMNS or ncols & (ncols - 1):
            raise PtxRuntimeError(
                f"tcgen05.dealloc: nCols = {ncols} must be a power of 2 in [32, 512] ({who})"
            )
        own = self.owner[cta, col : col + ncols]
        if (own == 0).any():
            bad = col + int(np.flatnonzero(own == 0)[0])
            state = "was already deallocated" if self.ever[cta, bad] else "was never allocated"
            raise PtxRuntimeError(
                f"tcgen05.dealloc of columns [{col}, {col + ncols}): column {bad} {state} ({who})"
            )
        if not (own == col + 1).all() or self.size[cta, col] != ncols:
            raise PtxRuntimeError(
                f"tcgen05.dealloc: [{col}, {col + ncols}) is not one allocation (taddr must point to a "
                f"previous allocation of the same size; {who})"
            )
        self.owner[cta, col : col + ncols] = 0
        self.size[cta, col : col + ncols] = 0

    # -- access -------------------------------------------------------------------------------
    def check(self, cta: np.ndarray | int, cols: np.ndarray, what: str) -> None:
        """Every (cta, column) accessed must be allocated now."""
        ctas = np.broadcast_to(np.asarray(cta), np.shape(cols))
        cols = np.asarray(cols)
        oob = (cols < 0) | (cols >= COLUMNS)
        if oob.any():
            k = np.flatnonzero(oob.ravel())[0]
            raise PtxRuntimeError(f"{what}: tensor-memory column {int(cols.ravel()[k])} is outside [0, 512)")
        ok = self.owner[ctas, cols] != 0
        if not ok.all():
            k = np.flatnonzero(~ok.ravel())[0]
            c, col = int(ctas.ravel()[k]), int(cols.ravel()[k])
            state = "after it was deallocated" if self.ever[c, col] else "that is not allocated"
            raise PtxRuntimeError(f"{what}: tensor-memory column {col} accessed {state}")

    def check_range(self, ctas, col0: np.ndarray, width: int, what: str) -> None:
        """Columns [col0, col0 + width) of each CTA in `ctas` (arrays of the same shape) are allocated."""
        ctas = np.asarray(ctas).ravel()
        col0 = (
            np.broadcast_to(np.asarray(col0), np.shape(ctas)).ravel()
            if np.ndim(col0)
            else np.full(ctas.shape, int(col0))
        )
        for c, s in set(zip(ctas.tolist(), col0.tolist(), strict=True)):
            self.check(c, np.arange(s, s + width), what)

    def check_lanes(self, lanes: np.ndarray, what: str) -> None:
        lanes = np.asarray(lanes)
        if ((lanes < 0) | (lanes >= LANES)).any():
            raise PtxRuntimeError(f"{what}: tensor-memory lane {int(lanes.max())} is outside [0, 128)")


def tmem_of(st) -> Tmem:
    """The batch's tensor memory (created at the first tcgen05 instruction)."""
    t = getattr(st, "tmem", None)
    if t is None:
        t = Tmem(len(st.cta_ids))
        st.tmem = t
    return t


def check_released(st) -> None:
    """After the batch ran: a CTA that exited holding tensor memory is an error."""
    t = getattr(st, "tmem", None)
    if t is None:
        return
    held = (t.owner != 0).any(axis=1)
    if held.any():
        c = int(np.flatnonzero(held)[0])
        cols = np.flatnonzero(t.owner[c])
        lane = c * st.geom.padded
        raise PtxRuntimeError(
            f"{st.lane_label(lane).split(' thread')[0]} exited holding tensor-memory columns "
            f"[{int(cols.min())}, {int(cols.max()) + 1}) ({len(cols)} columns): all tensor memory "
            "allocated with tcgen05.alloc must be deallocated before the kernel exits (9.7.16.7.1)"
        )
