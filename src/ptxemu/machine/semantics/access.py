"""Addressing and plain memory access for the data-movement chapters (manual 9.7.9.x).

Addresses are resolved per lane into (buffer, byte offset) groups: global/const/param addresses
into the Device's allocations, shared addresses into the lane's CTA's shared memory, local
addresses into the lane's own local memory, and generic addresses by their window. Every access
is checked (bounds, natural alignment of the whole access) before any byte moves. Stores from
several lanes to one address land in ascending lane order (the highest lane's value remains).
Every chapter that touches memory (ld/st, atomics, cp.async, bulk copies, mbarriers, tensor
cores, tcgen05, multimem, printf) reads memory through this module.
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxMemoryError
from ptxemu.isa.statement import Address, Imm, Reg
from ptxemu.machine.program.step import UINT, Cx
from ptxemu.machine.state import memory as M
from ptxemu.machine.state.registers import State

SPACES = (".global", ".shared", ".local", ".param", ".const")
_SHIFT = {1: 0, 2: 1, 4: 2, 8: 3}


def space_of(cx: Cx) -> str:
    for q in cx.ins.qualifiers:
        base = q.split("::")[0]
        if base in SPACES:
            if q == ".shared::cluster":
                return ".shared::cluster"
            if q == ".param::func":
                return ".param"
            return base
    return ""


def data_type(cx: Cx) -> str:
    ts = [q for q in cx.ins.qualifiers if q in _LDST_TYPES]
    if not ts:
        raise cx.error("no data type")
    return ts[-1]


_LDST_TYPES = (
    ".b8",
    ".b16",
    ".b32",
    ".b64",
    ".b128",
    ".u8",
    ".u16",
    ".u32",
    ".u64",
    ".s8",
    ".s16",
    ".s32",
    ".s64",
    ".f16",
    ".f16x2",
    ".f32",
    ".f64",
    ".bf16",
    ".bf16x2",
    ".pred",
)


def vec_count(cx: Cx) -> int:
    for q in cx.ins.qualifiers:
        if q in (".v2", ".v4", ".v8"):
            return int(q[2:])
    return 1


# -- address operands --------------------------------------------------------------------------
class Addr:
    """How an instruction's [address] resolves: per-lane register + offset, a constant, or a
    per-lane function parameter."""

    def __init__(self, cx: Cx, op, space: str) -> None:
        if not isinstance(op, Address):
            raise cx.error("expected an address operand [..]")
        self.fparam = None
        self.space = space
        base = op.base
        self.const: int | None = None
        self.param_off: int | None = None
        self.reader = None
        if isinstance(base, Reg):
            sn = cx.item.names.get(base.name)
            if sn is not None and sn.kind == "param" and sn.owner != cx.k.func.name:
                self.fparam = (id(sn.param), sn.param.size, op.offset, sn.param.name)
                return
            if sn is not None and sn.kind == "reg":
                r = cx.src(base, ".u64")
                off = np.uint64(op.offset & 0xFFFFFFFFFFFFFFFF)
                self.reader = (lambda st: r(st) + off) if op.offset else r
                return
            sym = cx.symbol_address(base.name)
            if sym is None:
                raise cx.error(f"'{base.name}' is not a register, variable or parameter")
            sp, a = sym
            if space and space.split("::")[0] != sp and not (space == ".param" and sp == ".param"):
                if not (space in (".global",) and sp in (".global", ".const")):
                    raise cx.error(f"'{base.name}' is in {sp} but the access is {space}")
            if sp == ".shared" and space in ("", ".shared::cluster"):  # own CTA: rank bits per lane
                c0 = np.uint64(a + op.offset)
                if space:
                    self.reader = lambda st: st.special["%_shared_rank"].astype(np.uint64) + c0
                else:  # generic: inside the launch's shared window
                    self.reader = lambda st: (
                        st.special["%_shared_rank"].astype(np.uint64) + c0 + np.uint64(st.windows.shared)
                    )
                return
            if sp == ".local" and not space:
                c0 = np.uint64(a + op.offset)
                self.reader = lambda st: np.full(st.L, np.uint64(st.windows.local) + c0)
                return
            if sp == ".param":  # the launch's parameter buffer (generic or .param: the same address)
                self.param_off = a - M.PARAM_BUFFER + op.offset
                return
            self.const = a + op.offset
        elif isinstance(base, Imm):
            self.const = int(base.value) + op.offset
        else:
            self.const = op.offset

    def lanes_addr(self, st: State, lanes) -> np.ndarray:
        if self.param_off is not None:
            n = len(lanes) if not isinstance(lanes, slice) else st.L
            return np.full(n, (st.windows.param + self.param_off) & (2**64 - 1), np.uint64)
        if self.const is not None:
            return np.full(
                len(lanes) if not isinstance(lanes, slice) else st.L, self.const & (2**64 - 1), np.uint64
            )
        a = self.reader(st)
        return a if isinstance(lanes, slice) else a[lanes]


def _lanes(st: State, m):
    return slice(None) if m is None else np.flatnonzero(m)


def _lane_index(st: State, lanes) -> np.ndarray:
    return np.arange(st.L) if isinstance(lanes, slice) else lanes


def resolve(st: State, space: str, addr: np.ndarray, lanes, nbytes: int, write: bool = False):
    """[(buffer uint8 array, positions into the access's lanes, byte offsets)] for an access of
    `nbytes` per lane, after checking bounds and alignment."""
    if space in (".shared", ".shared::cluster") and st.csize == 1:
        own = _own_shared(st, addr, lanes, nbytes)
        if own is not None:
            return own
    li = _lane_index(st, lanes)
    if nbytes > 1:
        al = min(nbytes, 16)
        bad = (addr & np.uint64(al - 1) if al & (al - 1) == 0 else addr % np.uint64(al)) != 0
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise PtxMemoryError(
                f"misaligned {nbytes}-byte access at {int(addr[k]):#x} "
                f"({'generic' if not space else space[1:]} address)",
                lane=int(li[k]), lanes=li[bad],
            )
    if space == "":
        sh, lo = in_windows(st, addr)
        if not sh.any() and not lo.any():
            return _global(st, addr, li, nbytes, write)
        out = []
        gl = ~(sh | lo)
        # the generic shared window spans the cluster: rank in bits 24 and up (as shared::cluster)
        for sel, sp, base in ((sh, ".shared::cluster", st.windows.shared), (lo, ".local", st.windows.local)):
            if sel.any():
                pos = np.flatnonzero(sel)
                for buf, p, off in resolve(st, sp, addr[pos] - np.uint64(base), li[pos], nbytes, write):
                    out.append((buf, pos[p], off))
        if gl.any():
            pos = np.flatnonzero(gl)
            for buf, p, off in _global(st, addr[pos], li[pos], nbytes, write):
                out.append((buf, pos[p] if not isinstance(p, slice) else pos, off))
        return out
    if space in (".shared", ".shared::cluster"):
        full = addr.astype(np.int64)
        a = full & 0xFFFFFF
        rank = full >> 24
        own = (st.special["%cluster_ctarank"][li]).astype(np.int64)
        if space == ".shared":
            wrong = (rank != 0) & (rank != own)
            if wrong.any():
                k = int(np.flatnonzero(wrong)[0])
                raise PtxMemoryError(
                    f"shared::cta access at {int(full[k]):#x} names cluster rank {int(rank[k])}, "
                    f"not the CTA's own ({int(own[k])}): use .shared::cluster",
                    lane=int(li[k]), lanes=li[wrong],
                )
            rank = own
        elif (rank >= st.csize).any():
            k = int(np.flatnonzero(rank >= st.csize)[0])
            raise PtxMemoryError(
                f"shared::cluster access at {int(full[k]):#x} names cluster rank {int(rank[k])}; "
                f"the cluster has {st.csize} CTA(s)",
                lane=int(li[k]), lanes=li[rank >= st.csize],
            )
        bad = (a < M.SHARED_RESERVED) | (a + nbytes > st.smem_size)
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise PtxMemoryError(
                f"{nbytes}-byte shared-memory access at {int(full[k]):#x} is outside the CTA's "
                f"shared memory [{M.SHARED_RESERVED:#x}, {st.smem_size:#x})",
                lane=int(li[k]), lanes=li[bad],
            )
        cta = st.cta[li] - own + rank  # batches hold whole clusters in rank order
        return [(st.smem, slice(None), cta * st.smem_stride + a)]
    if space == ".local":
        a = addr.astype(np.int64)
        bad = (a < 0) | (a + nbytes > st.local_stride)
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise PtxMemoryError(
                f"{nbytes}-byte local-memory access at {int(a[k]):#x} is outside the thread's "
                f"local memory ({st.local_stride} bytes)",
                lane=int(li[k]), lanes=li[bad],
            )
        return [(st.local, slice(None), li.astype(np.int64) * st.local_stride + a)]
    return _global(st, addr, li, nbytes, write)


def _own_shared_ok(st: State, addr: np.ndarray, nbytes: int) -> bool:
    """A launch without clusters where every lane's shared access is good: aligned (16 bytes at
    most), no rank bits, inside [SHARED_RESERVED, smem_size). Three reductions, no temporaries."""
    if addr.dtype != np.uint64 or not len(addr) or st.smem_size < M.SHARED_RESERVED + nbytes:
        return False
    if nbytes > 1:
        al = min(nbytes, 16)
        if al & (al - 1) or int(np.bitwise_or.reduce(addr)) & (al - 1):
            return False
    return int(addr.min()) >= M.SHARED_RESERVED and int(addr.max()) <= st.smem_size - nbytes


def _smem_base(st: State, lanes) -> np.ndarray:
    """Each lane's CTA's first byte in the batch's shared memory (made once per batch)."""
    base = st.smem_base
    if base is None:
        base = st.smem_base = st.cta.astype(np.int64) * st.smem_stride
    return base if isinstance(lanes, slice) else base[lanes]


def _own_shared(st: State, addr: np.ndarray, lanes, nbytes: int):
    """resolve's shared-memory groups for a launch without clusters when every lane's access is
    good (_own_shared_ok); None otherwise (resolve's full path names what is wrong)."""
    if not _own_shared_ok(st, addr, nbytes):
        return None
    return [(st.smem, slice(None), _smem_base(st, lanes) + addr.view(np.int64))]


def in_windows(st: State, addr: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Which generic addresses fall in the launch's shared and local windows."""
    W, Lw = np.uint64(st.windows.shared), np.uint64(st.windows.local)
    sh = (addr >= W) & (addr < W + np.uint64(M.SHARED_WINDOW_SIZE))
    lo = (addr >= Lw) & (addr < Lw + np.uint64(M.LOCAL_WINDOW_SIZE))
    return sh, lo


def _bad_lanes(st: State, addr, li, nbytes: int, write: bool) -> np.ndarray:
    """Every lane whose access fails on its own (the error path only: one look-up per address)."""
    uniq, inv = np.unique(addr, return_inverse=True)
    ok = np.ones(len(uniq), bool)
    for i, a in enumerate(uniq):
        try:
            st.device.locate(np.array([a], np.uint64), nbytes, write=write)
        except PtxMemoryError:
            ok[i] = False
    return np.asarray(li)[~ok[inv.reshape(-1)]]


def _global(st: State, addr, li, nbytes, write):
    try:
        groups = st.device.locate(addr, nbytes, write=write)
    except PtxMemoryError as e:
        if e.address is not None:
            k = np.flatnonzero(addr == np.uint64(e.address))
            e.lane = int(li[k[0]]) if len(k) else None
        e.lanes = _bad_lanes(st, addr, li, nbytes, write)
        raise
    if write:  # the spin detector hashes only allocations written since it last looked
        for a, _, _ in groups:
            st.dirty.add(id(a))
    return [(a.data, p, off) for a, p, off in groups]


def load(st: State, space: str, addr: np.ndarray, lanes, esize: int, count: int) -> np.ndarray:
    """(n, count) words of esize bytes ((n, count, 2) uint64 for 16-byte elements)."""
    n = len(addr)
    if (count == 1 and esize <= 8 and st.checker is None and st.csize == 1
            and space in (".shared", ".shared::cluster") and _own_shared_ok(st, addr, esize)):
        # the common shared load: element indices straight from the addresses, one take
        el = _smem_base(st, lanes) + addr.view(np.int64)
        el >>= _SHIFT[esize]
        return st.smem.view(UINT[esize * 8]).take(el)[:, None]
    shape = (n, count, 2) if esize == 16 else (n, count)
    out = np.zeros(shape, UINT[64 if esize == 16 else esize * 8])
    for buf, p, off in resolve(st, space, addr, lanes, esize * count):
        if st.checker is not None:
            st.checker.access(st, buf, _lane_index(st, lanes)[p], off, esize * count, False)
        out[p] = M.gather(buf, off, esize, count)
    return out


def store(st: State, space: str, addr: np.ndarray, lanes, esize: int, values: np.ndarray) -> None:
    for buf, p, off in resolve(st, space, addr, lanes, esize * values.shape[1], write=True):
        if st.checker is not None:
            st.checker.access(st, buf, _lane_index(st, lanes)[p], off, esize * values.shape[1], True)
        M.scatter(buf, off, esize, values[p])


# -- mov ----------------------------------------------------------------------------------------
