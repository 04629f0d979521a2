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
            r = zeros(self.L, dtype) if dtype is not None else zeros((self.L, 2), np.uint64)
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


def zeros(shape, dtype) -> np.ndarray:
    """np.zeros, in pages of their own from 1 MB on (an anonymous mapping: zero until written).
    Once a freed array has raised glibc's mmap threshold (up to 32 MB), np.zeros of a batch's
    register arrays came from the heap and were cleared by memset, in the launching thread, before
    a native region's threads could start (a 524,288-lane batch: ~35 registers of 2-4 MB)."""
    n = int(np.prod(shape)) * np.dtype(dtype).itemsize
    if n < 1 << 20:
        return np.zeros(shape, dtype)
    import mmap

    return np.frombuffer(mmap.mmap(-1, n), dtype).reshape(shape)


def make_special(geom: Geometry, cta_ids: np.ndarray) -> dict[str, np.ndarray]:
    """Special registers (manual chapter 10) that are fixed for a launch, per lane: a dict that
    works out each one when it is first read (Specials)."""
    return Specials(geom, cta_ids)


class Specials(dict):
    """The special registers of a batch, each made on its first read, per thread of a CTA or per CTA
    and then tiled or repeated over the batch. Made all at once they cost a compiled launch ~1.4 ms
    a 32,768-lane batch (7 ms with per-lane divisions) and ~50 ms at 524,288 lanes, of which a
    kernel reads a few. Iterating the dict makes every one."""

    def __init__(self, geom: Geometry, cta_ids: np.ndarray) -> None:
        super().__init__()
        self._geom = geom
        self._ids = cta_ids
        self._lazy: dict = {}  # more names: how to make each (the launch's shared-memory sizes)

    def lazy(self, key: str, make) -> None:
        """`key` is made by `make()` when first read."""
        dict.pop(self, key, None)
        self._lazy[key] = make

    def __missing__(self, key: str) -> np.ndarray:
        make = self._lazy.get(key)
        v = make() if make is not None else _special(self._geom, self._ids, key)
        if v is None:
            raise KeyError(key)
        self[key] = v
        return v

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key) -> bool:
        return dict.__contains__(self, key) or key in SPECIAL_NAMES or key in self._lazy

    def _all(self) -> None:
        for k in [*SPECIAL_NAMES, *self._lazy]:
            if not dict.__contains__(self, k):
                self[k]  # noqa: B018 - made on reading

    def keys(self):
        self._all()
        return dict.keys(self)

    def values(self):
        self._all()
        return dict.values(self)

    def items(self):
        self._all()
        return dict.items(self)

    def __iter__(self):
        self._all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._all()
        return dict.__len__(self)


class Consts(list):
    """A batch's constant operands (`Kernel.consts`: value and dtype each), each array made on its
    first read: the native regions read none of them (their constants are literals), and at
    524,288 lanes making them all cost ~2 ms each a batch."""

    def __init__(self, L: int, consts: list) -> None:
        super().__init__([None] * len(consts))
        self._L = L
        self._consts = consts

    def __getitem__(self, j):
        v = list.__getitem__(self, j)
        if v is None:
            value, dtype = self._consts[j]
            v = np.full(self._L, value, dtype)
            list.__setitem__(self, j, v)
        return v


SPECIAL_NAMES = (
    [f"%tid.{k}" for k in "xyz"] + [f"%ctaid.{k}" for k in "xyz"] + ["%laneid", "%warpid"]
    + [f"%ntid.{k}" for k in "xyz"] + [f"%nctaid.{k}" for k in "xyz"]
    + [f"%cluster_nctaid.{k}" for k in "xyz"] + [f"%nclusterid.{k}" for k in "xyz"]
    + [f"%cluster_ctaid.{k}" for k in "xyz"] + [f"%clusterid.{k}" for k in "xyz"]
    + ["%cluster_ctarank", "%cluster_nctarank", "%is_explicit_cluster", "%nwarpid", "%nsmid", "%smid",
       "%gridid", "%lanemask_eq", "%lanemask_lt", "%lanemask_le", "%lanemask_ge", "%lanemask_gt"]
)


def _special(geom: Geometry, cta_ids: np.ndarray, name: str) -> np.ndarray | None:
    """One special register for every lane of the batch of CTAs `cta_ids`, or None (no such name)."""
    nb = len(cta_ids)
    P = geom.padded
    L = nb * P
    u32 = np.uint32
    bx, by, bz = geom.block
    gx, gy, gz = geom.grid
    cl = geom.cluster
    xyz = {"x": 0, "y": 1, "z": 2}

    def per_thread(v: np.ndarray) -> np.ndarray:
        return np.tile(v, nb)

    def per_cta(v: np.ndarray) -> np.ndarray:
        return np.repeat(v, P)

    def cid(i: int) -> np.ndarray:  # each CTA's ctaid.x/y/z
        c = cta_ids.astype(np.int64)
        return ((c % gx) if i == 0 else ((c // gx) % gy) if i == 1 else (c // (gx * gy))).astype(u32)

    def ccid(i: int) -> np.ndarray:
        return (cid(i) % u32(cl[i])).astype(u32)

    t = np.arange(P, dtype=np.int64)
    head, _, axis = name.partition(".")
    i = xyz.get(axis, -1)
    if head == "%tid" and i >= 0:
        tid = (t % bx) if i == 0 else ((t // bx) % by) if i == 1 else (t // (bx * by))
        return per_thread(tid.astype(u32))
    if head == "%ctaid" and i >= 0:
        return per_cta(cid(i))
    if head == "%ntid" and i >= 0:
        return np.full(L, geom.block[i], u32)
    if head == "%nctaid" and i >= 0:
        return np.full(L, geom.grid[i], u32)
    if head == "%cluster_nctaid" and i >= 0:
        return np.full(L, cl[i], u32)
    if head == "%nclusterid" and i >= 0:
        return np.full(L, geom.grid[i] // cl[i], u32)
    if head == "%cluster_ctaid" and i >= 0:
        return per_cta(ccid(i))
    if head == "%clusterid" and i >= 0:
        return per_cta((cid(i) // u32(cl[i])).astype(u32))
    lane = (t % 32).astype(np.uint64)
    one = np.uint64(1)
    full = np.uint64(0xFFFFFFFF)
    make = {
        "%laneid": lambda: per_thread((t % 32).astype(u32)),
        "%warpid": lambda: per_thread((t // 32).astype(u32)),
        "%cluster_ctarank": lambda: per_cta(
            (ccid(0) + u32(cl[0]) * (ccid(1) + u32(cl[1]) * ccid(2))).astype(u32)),
        "%cluster_nctarank": lambda: np.full(L, cl[0] * cl[1] * cl[2], u32),
        "%is_explicit_cluster": lambda: np.full(L, geom.explicit_cluster or cl != (1, 1, 1), np.bool_),
        "%nwarpid": lambda: np.full(L, 64, u32),  # the H100's warps per SM
        "%nsmid": lambda: np.full(L, 132, u32),  # H100 SXM
        "%smid": lambda: per_cta((cta_ids.astype(np.int64) % 132).astype(u32)),
        "%gridid": lambda: np.zeros(L, np.uint64),
        "%lanemask_eq": lambda: per_thread((one << lane).astype(u32)),
        "%lanemask_lt": lambda: per_thread(((one << lane) - one).astype(u32)),
        "%lanemask_le": lambda: per_thread(((one << (lane + one)) - one).astype(u32)),
        "%lanemask_ge": lambda: per_thread((full & ~((one << lane) - one)).astype(u32)),
        "%lanemask_gt": lambda: per_thread((full & ~((one << (lane + one)) - one)).astype(u32)),
    }
    f = make.get(name)
    return None if f is None else f()
