"""Device memory: a sparse 64-bit global address space, and the generic-address windows.

Global memory is a set of allocations at chosen or assigned addresses (`Device`), so that a Params
struct built by real host code (raw pointers, tensor maps) runs unchanged. Generic addressing
(manual 6-4-1-1) puts the shared and local state spaces in windows of the generic space; the
window bases and the 1 KiB of shared memory that sm_90 reserves below the user's variables are the
H100's (measured by tools/truth/kernels/probe_windows.ptx, tests/data/kernels/probe_windows.json).
Global, const and kernel-param state-space addresses are generic addresses (cvta is the identity
there, as on the GPU). Every access is checked for bounds and alignment; a bad access raises
PtxMemoryError naming the address.
"""

from __future__ import annotations

import bisect
import mmap
from contextlib import nullcontext
from dataclasses import dataclass

import numpy as np

from ptxemu.errors import PtxMemoryError

# generic windows (H100, driver 580: cvta.shared of shared address 0x400 gave 0x7fbe00000400)
SHARED_WINDOW = 0x7FBE_0000_0000
SHARED_WINDOW_SIZE = 1 << 32
LOCAL_WINDOW = 0x7FBD_E000_0000
LOCAL_WINDOW_SIZE = 1 << 28
SHARED_RESERVED = 0x400  # sm_90 keeps the first 1 KiB of a CTA's shared memory for the system
DEFAULT_HEAP = 0x7FA0_0000_0000  # where allocations without a chosen address go
PARAM_BUFFER = 0x7F9E_0000_0000  # a launch's kernel parameters (the .param window lies in global)
MODULE_GLOBALS = 0x7F9F_0000_0000  # a module's .global/.const variables
# where a System maps its first multicast object (manual 8.2.3: multimem addresses); it moves past
# any device's allocation, and the devices of the System allocate nothing over a multicast range
MULTIMEM_BASE = 0x7F80_0000_0000
MULTIMEM_LIMIT = 0x7F9D_0000_0000  # below the function-address and parameter windows
CODE_BASE = 0x7F9D_0000_0000  # function addresses (`mov.u64 %rd, f`): 256 bytes apart, never memory
ALLOC_ALIGN = 512
PARAM_WINDOW_SIZE = 1 << 20  # isspacep.param's window (parameters are at most 32,764 bytes)
# the cross-process lock a launch's worker processes hold around each read-modify-write of global
# memory (atom/red, cp.reduce.async.bulk): set in the workers only (machine.launching.workers), None otherwise
ATOMIC_LOCK = None
NO_LOCK = nullcontext()  # reusable: nullcontext keeps no state


def global_atomic():
    """Context for one atomic step's read-modify-write of global memory: the workers' shared lock
    (atomic across processes), or nothing in a launch that runs in one process."""
    return NO_LOCK if ATOMIC_LOCK is None else ATOMIC_LOCK


@dataclass(frozen=True)
class Windows:
    """Where one launch puts the generic windows: shared (the H100's 0x7FBE_0000_0000 + shared
    address), local (0x7FBD_E000_0000 + local address) and the kernel parameter buffer. A launch
    keeps these H100 bases unless one of them overlaps an allocation of its Device (a recorded
    program's allocation can lie anywhere: one did at 0x7fbe55e00000); then that window moves to
    the nearest free base of the same alignment, so offsets inside each window stay the H100's."""

    shared: int = SHARED_WINDOW
    local: int = LOCAL_WINDOW
    param: int = PARAM_BUFFER


DEFAULT_WINDOWS = Windows()


def _shared(arr: np.ndarray) -> bool:
    b = arr.base
    return isinstance(b, memoryview) and isinstance(b.obj, mmap.mmap)


def _overlaps(a0: int, a1: int, b0: int, b1: int) -> bool:
    return a0 < b1 and b0 < a1


@dataclass
class Allocation:
    address: int
    size: int
    data: np.ndarray  # uint8, length rounded up to 16 so that typed views always exist
    name: str = ""
    readonly: bool = False


class Device:
    """One GPU's global memory: allocations at chosen addresses in a sparse 64-bit space.

    `write(address, data)` creates (or overwrites inside) an allocation; `read(address, n)` returns
    bytes as a uint8 array. `alloc(size)` picks a free address. Any address may be allocated: each
    launch places the generic windows (shared, local, parameters) where no allocation lies.
    """

    def __init__(self) -> None:
        self.system = None  # the ptxemu.System this device belongs to, if any (multimem)
        self.index = 0  # its device number there
        self._bases: list[int] = []
        self._allocs: list[Allocation] = []
        self._heap = DEFAULT_HEAP

    # -- allocation -------------------------------------------------------------------------
    def allocations(self) -> list[Allocation]:
        return list(self._allocs)

    def alloc(
        self,
        size: int,
        *,
        address: int | None = None,
        name: str = "",
        align: int = ALLOC_ALIGN,
        readonly: bool = False,
        data: np.ndarray | None = None,
    ) -> int:
        """`data`: the allocation's bytes themselves (a peer mapping: another allocation's buffer),
        else a new zeroed buffer (`_buffer`)."""
        size = int(size)
        if size < 0:
            raise PtxMemoryError(f"cannot allocate {size} bytes")
        if address is None:
            address = (self._heap + align - 1) // align * align
            while self._collides(address, max(size, 1)) is not None:
                a = self._collides(address, max(size, 1))
                address = (a.address + a.size + align - 1) // align * align
            self._heap = address + max(size, 1)
        address = int(address)
        end = address + max(size, 1)
        if address < 0 or end > 1 << 64:
            raise PtxMemoryError(f"allocation at {address:#x} of {size} bytes is outside the 64-bit space")
        mc = self.system.multicast_overlapping(address, end) if self.system is not None else None
        if mc is not None:
            raise PtxMemoryError(
                f"allocation at {address:#x} overlaps the multicast object mapped at {mc.address:#x}"
            )
        other = self._collides(address, max(size, 1))
        if other is not None:
            raise PtxMemoryError(
                f"allocation at {address:#x} ({size} bytes) overlaps the one at "
                f"{other.address:#x} ({other.size} bytes)"
            )
        if data is None:
            data = self._buffer((size + 15) // 16 * 16, address)
        i = bisect.bisect_left(self._bases, address)
        self._bases.insert(i, address)
        self._allocs.insert(i, Allocation(address, size, data, name, readonly))
        return address

    def _buffer(self, nbytes: int, address: int) -> np.ndarray:
        """A new allocation's zeroed bytes (a distributed System's device on one host puts them in
        a file other processes map: launching.distributed)."""
        return np.zeros(nbytes, np.uint8)

    def share(self, moved: dict | None = None) -> None:
        """Move every allocation's bytes into shared anonymous memory (MAP_SHARED), so that processes
        forked afterwards (a launch's workers, machine.launching.workers; a System's ranks,
        machine.launching.ranks) write into this Device's memory. The buffers stay shared for later
        launches; allocations made later are ordinary arrays. `moved` (kept by the caller across the
        devices of a System) maps each buffer moved so far to its shared copy: an allocation that
        another device maps (System.map_peer: the very same buffer) moves to the same copy."""
        moved = {} if moved is None else moved
        for a in self._allocs:
            if a.data.size and not _shared(a.data):
                old = a.data
                hit = moved.get(id(old))
                if hit is None:
                    mm = mmap.mmap(-1, old.size, flags=mmap.MAP_SHARED)
                    new = np.frombuffer(mm, np.uint8)
                    new[:] = old
                    hit = moved[id(old)] = (old, new)  # the old buffer is kept: its id stays unique
                a.data = hit[1]

    def windows(self) -> Windows:
        """Generic windows for a launch that overlap none of this Device's allocations (and not each
        other): the H100's bases where they are free, else the nearest free aligned base."""
        taken: list[tuple[int, int]] = [(a.address, a.address + max(a.size, 1)) for a in self._allocs]
        out = {}
        for name, base, size, align in (
            ("param", PARAM_BUFFER, PARAM_WINDOW_SIZE, PARAM_WINDOW_SIZE),
            ("shared", SHARED_WINDOW, SHARED_WINDOW_SIZE, SHARED_WINDOW_SIZE),
            ("local", LOCAL_WINDOW, LOCAL_WINDOW_SIZE, LOCAL_WINDOW_SIZE),
        ):
            out[name] = b = self._free_base(base, size, align, taken)
            taken.append((b, b + size))
        return Windows(**out)

    @staticmethod
    def _free_base(base: int, size: int, align: int, taken: list[tuple[int, int]]) -> int:
        for k in range(1 << 16):  # the nearest free base: base, base - align, base + align, ...
            for b in (base - k * align, base + k * align) if k else (base,):
                free = not any(_overlaps(b, b + size, t0, t1) for t0, t1 in taken)
                if 0 < b and b + size < 1 << 63 and free:
                    return b
        raise PtxMemoryError("no free place for the generic windows among the Device's allocations")

    def free(self, address: int) -> None:
        i = bisect.bisect_left(self._bases, address)
        if i == len(self._bases) or self._bases[i] != address:
            raise PtxMemoryError(f"no allocation starts at {address:#x}")
        del self._bases[i]
        del self._allocs[i]

    def _collides(self, address: int, size: int) -> Allocation | None:
        i = bisect.bisect_right(self._bases, address + size - 1) - 1
        if i >= 0:
            a = self._allocs[i]
            if _overlaps(address, address + size, a.address, a.address + max(a.size, 1)):
                return a
        return None

    def find(self, address: int) -> Allocation | None:
        i = bisect.bisect_right(self._bases, address) - 1
        if i >= 0:
            a = self._allocs[i]
            if a.address <= address < a.address + a.size:
                return a
        return None

    # -- host access ------------------------------------------------------------------------
    def write(self, address: int, data) -> None:
        """Copy bytes (anything numpy can view) to `address`; makes the allocation if none holds it."""
        if isinstance(data, str) or (isinstance(data, np.ndarray) and data.dtype.kind in "OUS"):
            raise PtxMemoryError(f"write at {address:#x}: {type(data).__name__} holds no bytes to write "
                                 "(numbers, a numpy array or bytes)")
        raw = (
            np.ascontiguousarray(
                np.asarray(data)
                if not isinstance(data, (bytes, bytearray, memoryview))
                else np.frombuffer(bytes(data), np.uint8)
            )
            .reshape(-1)
            .view(np.uint8)
        )
        a = self.find(address)
        if a is None:
            self.alloc(raw.size, address=address)
            a = self.find(address) if raw.size else None
            if a is None:
                return
        off = address - a.address
        if off + raw.size > a.size:
            raise PtxMemoryError(
                f"write of {raw.size} bytes at {address:#x} runs past the allocation at "
                f"{a.address:#x} ({a.size} bytes)"
            )
        a.data[off : off + raw.size] = raw

    def read(self, address: int, n: int) -> np.ndarray:
        if n == 0:  # nothing to read (an empty array's write-back): no allocation need hold it
            return np.zeros(0, np.uint8)
        a = self.find(address)
        if a is None or address + n > a.address + a.size:
            raise PtxMemoryError(f"read of {n} bytes at {address:#x} is outside every allocation")
        off = address - a.address
        return a.data[off : off + n].copy()

    # -- device access (vectorised over lanes) ----------------------------------------------
    def locate(
        self, addrs: np.ndarray, nbytes: int, *, write: bool = False
    ) -> list[tuple[Allocation, np.ndarray, np.ndarray]]:
        """Split lane addresses by allocation: [(allocation, lane positions, byte offsets)].

        Raises PtxMemoryError (first bad lane's address) for an access outside every allocation.
        """
        addrs = addrs.astype(np.uint64, copy=False)
        if addrs.size == 0:
            return []
        lo, hi = int(addrs.min()), int(addrs.max())
        a = self.find(lo)
        if a is not None and hi + nbytes <= a.address + a.size:
            self._check_write(a, write, lo)
            return [(a, slice(None), (addrs - np.uint64(a.address)).astype(np.int64))]
        bases = np.array(self._bases, np.uint64) if self._bases else np.zeros(0, np.uint64)
        idx = np.searchsorted(bases, addrs, side="right").astype(np.int64) - 1
        ok = idx >= 0
        ends = np.array([x.address + x.size for x in self._allocs], np.uint64) if self._allocs else bases
        ok[ok] &= (addrs[ok] + np.uint64(nbytes)) <= ends[idx[ok]]
        if not ok.all():
            bad = int(addrs[np.flatnonzero(~ok)[0]])
            if self.system is not None and self.system.multicast_overlapping(bad, bad + 1) is not None:
                raise PtxMemoryError(
                    f"{nbytes}-byte access at {bad:#x}: a multimem address, which only multimem.* "
                    "instructions may access (manual 8.2.3)",
                    address=bad,
                )
            raise PtxMemoryError(
                f"{nbytes}-byte access at {bad:#x} is outside every global allocation", address=bad
            )
        out = []
        for k in np.unique(idx):
            sel = np.flatnonzero(idx == k)
            al = self._allocs[int(k)]
            self._check_write(al, write, int(addrs[sel[0]]))
            out.append((al, sel, (addrs[sel] - np.uint64(al.address)).astype(np.int64)))
        return out

    @staticmethod
    def _check_write(a: Allocation, write: bool, addr: int) -> None:
        if write and a.readonly:
            raise PtxMemoryError(
                f"store to read-only memory at {addr:#x} ({a.name or 'const'})", address=addr
            )


def gather(buf: np.ndarray, offs: np.ndarray, nbytes: int, count: int = 1) -> np.ndarray:
    """Little-endian words of `nbytes` at byte offsets `offs` of a uint8 buffer: shape (n, count).

    Offsets are aligned (the caller checked), so a typed view of the buffer serves.
    """
    if nbytes == 16:
        v = buf.view(np.uint64)
        i = (offs >> 3)[:, None] + np.arange(2 * count)
        return v[i].reshape(len(offs), count, 2)
    if _whole_words(offs, nbytes, count):
        v = buf.view(np.uint64)
        i = (offs >> 3)[:, None] + np.arange(nbytes * count // 8)
        return v[i].view(_UINT[nbytes])
    v = buf.view(_UINT[nbytes])
    i = offs >> _SHIFT[nbytes]  # offsets are aligned and not negative: a shift, not a division
    if count == 1:
        return v.take(i)[:, None]
    return v[i[:, None] + np.arange(count)]


def scatter(buf: np.ndarray, offs: np.ndarray, nbytes: int, values: np.ndarray) -> None:
    """Store words (n, count[, 2]) at byte offsets; colliding lanes: the highest lane's value lands."""
    count = values.shape[1]
    if nbytes == 16:
        v = buf.view(np.uint64)
        i = (offs >> 3)[:, None] + np.arange(2 * count)
        v[i.reshape(-1)] = values.reshape(-1)
        return
    if values.dtype == _UINT[nbytes] and _whole_words(offs, nbytes, count):
        v = buf.view(np.uint64)
        i = (offs >> 3)[:, None] + np.arange(nbytes * count // 8)
        v[i.reshape(-1)] = np.ascontiguousarray(values).view(np.uint64).reshape(-1)
        return
    v = buf.view(_UINT[nbytes])
    i = offs >> _SHIFT[nbytes]
    if count == 1:
        v[i] = values[:, 0]
    else:
        v[(i[:, None] + np.arange(count)).reshape(-1)] = values.reshape(-1)


def _whole_words(offs: np.ndarray, nbytes: int, count: int) -> bool:
    """A vector of small elements that is whole aligned 8-byte words (v2.u32, v4.u32, v4.u16...):
    moved as those words, each one copy, so that a System's ranks in processes reading and writing
    the same memory at once never see half of an 8-byte word (NCCL's LL lines pair each data word
    with its flag word in 8 bytes; the GPU's accesses are single-copy atomic up to that size)."""
    return nbytes < 8 and count > 1 and nbytes * count % 8 == 0 and not (offs % 8).any()


_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_SHIFT = {1: 0, 2: 1, 4: 2, 8: 3}
