"""The state of one batch of CTAs: registers, memories and lane geometry, all as numpy lane arrays.

Lane numbering: lane = cta_in_batch * threads_per_cta_padded + thread, where a CTA's threads are
numbered x-fastest (tid.x + ntid.x * (tid.y + ntid.y * tid.z)) and padded to whole warps of 32.
Register values are raw bits: bool for .pred, uint8/16/32/64 by width, (L, 2) uint64 for .b128.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.machine.state.memory import DEFAULT_WINDOWS, Device, Windows


@dataclass
class Geometry:
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    cluster: tuple[int, int, int] = (1, 1, 1)
    explicit_cluster: bool = False  # the launch or .reqnctapercluster named a cluster shape

    @property
    def threads(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]

    @property
    def warps(self) -> int:
        return (self.threads + 31) // 32

    @property
    def padded(self) -> int:
        return self.warps * 32

    @property
    def ctas(self) -> int:
        return self.grid[0] * self.grid[1] * self.grid[2]


@dataclass
class State:
    geom: Geometry
    cta_ids: np.ndarray  # linear CTA indices of this batch, (nb,)
    device: Device
    L: int
    R: list  # registers by number (None until first write; reads of unwritten registers see 0)
    K: list[np.ndarray]  # constant lane arrays
    special: dict[str, np.ndarray]
    live: np.ndarray  # lanes that are real threads (not warp padding)
    cta: np.ndarray  # batch CTA index of each lane (int64)
    smem: np.ndarray  # uint8, nb * smem_stride
    smem_size: int
    smem_stride: int
    local: np.ndarray  # uint8, L * local_stride
    local_stride: int
    param_addr: int  # kernel parameter buffer (global address)
    csize: int = 1  # CTAs per cluster (a batch holds whole clusters, rank order inside each)
    fparams: dict[int, np.ndarray] = field(default_factory=dict)  # per-lane func/call params (L, size)
    stack_ptr: np.ndarray | None = None  # alloca's stack pointer per lane (a local address, grows down)
    printf: list = field(default_factory=list)  # vprintf output: (CTA id, thread, text) in execution order
    thread_instructions: int = 0
    warp_instructions: int = 0
    clock0: int = 0
    windows: Windows = DEFAULT_WINDOWS  # this launch's generic windows (memory.Windows)
    checker: Any = None  # the checking mode's recorder (machine.checking.Checker), None when off
    observer: Any = None  # counters, traces, watchpoints (machine.observing.observer), None when off
    clock_reads: int = 0  # reads of %clock/%globaltimer (the spin detector ignores loops that read them)
    dirty: set = field(default_factory=set)  # ids of global allocations written since the last look
    launch: Any = None  # the launch's shared control state (machine.launch.LaunchControl)
    step: Any = None  # the instruction running now (its line names the checking mode's findings)
    smem_base: np.ndarray | None = None  # cta * smem_stride per lane (access.resolve, made once)

    def reg(self, i: int, dtype) -> np.ndarray:
        r = self.R[i]
        if r is None:
            r = np.zeros(self.L, dtype) if dtype is not None else np.zeros((self.L, 2), np.uint64)
            self.R[i] = r
        return r

    def fparam(self, key: int, size: int) -> np.ndarray:
        a = self.fparams.get(key)
        if a is None:
            a = np.zeros((self.L, max(size, 1)), np.uint8)
            self.fparams[key] = a
        return a

    def lane_label(self, lane: int) -> str:
        """`CTA (x,y,z) thread (x,y,z)` of a batch lane."""
        g = self.geom
        c = int(self.cta_ids[lane // g.padded])
        t = lane % g.padded
        cx, cy, cz = c % g.grid[0], (c // g.grid[0]) % g.grid[1], c // (g.grid[0] * g.grid[1])
        bx, by = g.block[0], g.block[1]
        tx, ty, tz = t % bx, (t // bx) % by, t // (bx * by)
        return f"CTA ({cx},{cy},{cz}) thread ({tx},{ty},{tz})"

    def ctas_label(self, lanes) -> str:
        """`in CTAs (0,0,0), (1,0,0)`: the CTAs of some batch lanes (four named, then a count)."""
        lanes = np.asarray(lanes).reshape(-1)
        ctas = np.unique(lanes // self.geom.padded)
        names = [self.lane_label(int(c) * self.geom.padded).split(" thread")[0][4:] for c in ctas[:4]]
        more = f" and {len(ctas) - 4} more" if len(ctas) > 4 else ""
        return f"in CTA{'s' if len(ctas) > 1 else ''} {', '.join(names)}{more}"


def make_special(geom: Geometry, cta_ids: np.ndarray) -> dict[str, np.ndarray]:
    """Special registers (manual chapter 10) that are fixed for a launch, per lane. Each value is
    worked out per thread of a CTA or per CTA and then tiled or repeated over the batch (per lane,
    the integer divisions cost a compiled launch ~6 ms a batch)."""
    nb = len(cta_ids)
    P = geom.padded
    L = nb * P
    t = np.arange(P, dtype=np.int64)
    c = cta_ids.astype(np.int64)
    bx, by, bz = geom.block
    gx, gy, gz = geom.grid
    u32 = np.uint32

    def per_thread(v: np.ndarray) -> np.ndarray:
        return np.tile(v, nb)

    def per_cta(v: np.ndarray) -> np.ndarray:
        return np.repeat(v, P)

    sp: dict[str, np.ndarray] = {
        "%tid.x": per_thread((t % bx).astype(u32)),
        "%tid.y": per_thread(((t // bx) % by).astype(u32)),
        "%tid.z": per_thread((t // (bx * by)).astype(u32)),
        "%laneid": per_thread((t % 32).astype(u32)),
        "%warpid": per_thread((t // 32).astype(u32)),
    }
    cx, cy, cz = (c % gx).astype(u32), ((c // gx) % gy).astype(u32), (c // (gx * gy)).astype(u32)
    sp["%ctaid.x"], sp["%ctaid.y"], sp["%ctaid.z"] = per_cta(cx), per_cta(cy), per_cta(cz)
    for k, v in zip("xyz", geom.block, strict=False):
        sp[f"%ntid.{k}"] = np.full(L, v, u32)
    for k, v in zip("xyz", geom.grid, strict=False):
        sp[f"%nctaid.{k}"] = np.full(L, v, u32)
    cl = geom.cluster
    for k, i in zip("xyz", range(3), strict=False):
        sp[f"%cluster_nctaid.{k}"] = np.full(L, cl[i], u32)
        sp[f"%nclusterid.{k}"] = np.full(L, geom.grid[i] // cl[i], u32)
    cid = [cx, cy, cz]
    ccid = []
    for k, i in zip("xyz", range(3), strict=False):
        ccid.append((cid[i] % u32(cl[i])).astype(u32))
        sp[f"%cluster_ctaid.{k}"] = per_cta(ccid[i])
        sp[f"%clusterid.{k}"] = per_cta((cid[i] // u32(cl[i])).astype(u32))
    sp["%cluster_ctarank"] = per_cta(
        (ccid[0] + u32(cl[0]) * (ccid[1] + u32(cl[1]) * ccid[2])).astype(u32)
    )
    sp["%cluster_nctarank"] = np.full(L, cl[0] * cl[1] * cl[2], u32)
    sp["%is_explicit_cluster"] = np.full(L, geom.explicit_cluster or cl != (1, 1, 1), np.bool_)
    sp["%nwarpid"] = np.full(L, 64, u32)  # the H100's warps per SM
    sp["%nsmid"] = np.full(L, 132, u32)  # H100 SXM
    sp["%smid"] = per_cta((c % 132).astype(u32))
    sp["%gridid"] = np.zeros(L, np.uint64)
    lane = (t % 32).astype(np.uint64)
    one = np.uint64(1)
    full = np.uint64(0xFFFFFFFF)
    sp["%lanemask_eq"] = per_thread((one << lane).astype(u32))
    sp["%lanemask_lt"] = per_thread(((one << lane) - one).astype(u32))
    sp["%lanemask_le"] = per_thread(((one << (lane + one)) - one).astype(u32))
    sp["%lanemask_ge"] = per_thread((full & ~((one << lane) - one)).astype(u32))
    sp["%lanemask_gt"] = per_thread((full & ~((one << (lane + one)) - one)).astype(u32))
    return sp
