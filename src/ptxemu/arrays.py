"""Host arrays as an emulated GPU's memory: numpy arrays, torch CPU tensors and anything with
`__array_interface__` or DLPack, strided views included, read where they lie (no host copy).

A launch maps each array's *extent* (the bytes from its lowest to its highest element, whatever its
strides) into the Device at the array's own host address, so the pointer the kernel receives is the
one `data_ptr()` / `__array_interface__` gives (alignment, and Triton's divisibility-by-16
specialisation, are what the host saw), views of one storage that overlap share one allocation
exactly as they share memory on a GPU, and a strided view is addressed through its strides by the
kernel, as there. After the launch the extents are copied back in place (one copy in, one out: the
Device's memory is its own, as a GPU's is). Read-only arrays become read-only allocations, so a
kernel writing one stops with an error naming the line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.machine.state.host_memory import extent, host_bytes
from ptxemu.machine.state.memory import DEFAULT_HEAP, MULTIMEM_BASE, Device

# the Device's own places (multicast objects, function addresses, parameters, module globals, then
# its heap): host extents that would land there are placed on the heap instead, at the same offset
# in a 4 KiB page as on the host
_RESERVED = (MULTIMEM_BASE, DEFAULT_HEAP + (1 << 40))
_RELOCATE_ALIGN = 4096


@dataclass
class HostArray:
    """One host array: the object (kept alive while mapped), the address of its first element, and
    its extent [lo, hi) in host memory."""

    obj: Any
    ptr: int
    lo: int
    hi: int
    readonly: bool
    kind: str  # "numpy", "torch", "array_interface", "dlpack"

    def extent(self) -> np.ndarray:
        """The extent's bytes, a writable uint8 view of the host memory (no copy)."""
        return host_bytes(self.lo, self.hi)


def _from_numpy(a: np.ndarray, obj: Any, kind: str) -> HostArray:
    if a.dtype.kind in "OUSM":  # Python objects (their pointers), text, datetimes: no GPU buffer's data
        raise PtxOperandError(f"an array of {a.dtype} holds no numbers a kernel could read (a GPU buffer "
                              "holds numbers or raw bytes)")
    ptr = a.__array_interface__["data"][0]
    lo, hi = extent(ptr, a.shape, a.strides, a.itemsize)
    return HostArray(obj, ptr, lo, hi, not a.flags.writeable, kind)


def host_array(obj: Any) -> HostArray | None:
    """The host array `obj` is, or None for anything else (scalars, bytes, None). A 0-d numpy array
    is a scalar (passed by value); a 0-d torch tensor is memory, as Triton and cupy treat them."""
    mod = type(obj).__module__ or ""
    if mod.startswith("torch") and hasattr(obj, "data_ptr") and hasattr(obj, "stride"):
        dev = getattr(obj, "device", None)
        if dev is not None and getattr(dev, "type", "cpu") != "cpu":
            raise PtxOperandError(f"a torch tensor on {dev} cannot be mapped: ptxemu runs on CPU tensors")
        ptr = int(obj.data_ptr())
        es = int(obj.element_size())
        lo, hi = extent(ptr, tuple(obj.shape), [s * es for s in obj.stride()], es)
        return HostArray(obj, ptr, lo, hi, False, "torch")
    if isinstance(obj, np.ndarray):
        return None if obj.ndim == 0 else _from_numpy(obj, obj, "numpy")
    if isinstance(obj, np.generic):
        return None
    if hasattr(obj, "__array_interface__"):
        a = np.asarray(obj)  # a view of the object's memory, whose writability it keeps
        return None if a.ndim == 0 else _from_numpy(a, obj, "array_interface")
    if hasattr(obj, "__dlpack__"):
        try:
            a = np.from_dlpack(obj)
        except (BufferError, TypeError, RuntimeError) as e:
            what = type(obj).__name__
            raise PtxOperandError(f"a {what} (DLPack) cannot be read as host memory: {e}") from e
        return None if a.ndim == 0 else _from_numpy(a, obj, "dlpack")
    return None


@dataclass
class _Region:
    lo: int
    hi: int
    members: list[HostArray] = field(default_factory=list)
    address: int = 0  # where the extent lies in the Device


class Mapping:
    """Host arrays mapped into a Device for one launch; `address(h)` is the device address of
    `h.ptr`, `write_back()` copies the regions back into host memory, `release()` frees them."""

    def __init__(self, dev: Device, arrays: list[HostArray]) -> None:
        self.dev = dev
        self.regions: list[_Region] = []
        for h in sorted((h for h in arrays if h.hi > h.lo), key=lambda h: h.lo):
            if self.regions and h.lo < self.regions[-1].hi:  # overlapping views: one allocation
                r = self.regions[-1]
                r.hi = max(r.hi, h.hi)
                r.members.append(h)
            else:
                self.regions.append(_Region(h.lo, h.hi, [h]))
        self._where: dict[int, _Region] = {}
        try:
            for r in self.regions:
                r.address = self._place(r)
                ro = all(m.readonly for m in r.members)
                dev.alloc(r.hi - r.lo, address=r.address, name=_name(r), readonly=ro)
                dev.find(r.address).data[: r.hi - r.lo] = _bytes(r)
                for m in r.members:
                    self._where[id(m)] = r
        except BaseException:
            self.release()
            raise

    def _place(self, r: _Region) -> int:
        n = r.hi - r.lo
        inside = r.lo < _RESERVED[1] and _RESERVED[0] < r.hi
        taken = any(a.address < r.hi and r.lo < a.address + max(a.size, 1) for a in self.dev.allocations())
        if not inside and not taken:
            return r.lo  # the host address itself
        base = self.dev.alloc(n + _RELOCATE_ALIGN, align=_RELOCATE_ALIGN)  # a free place ...
        self.dev.free(base)  # ... taken again below at the host address's offset in its 4 KiB page
        return base + r.lo % _RELOCATE_ALIGN

    def address(self, h: HostArray) -> int:
        if h.hi == h.lo:
            return 0 if h.ptr == 0 else h.ptr  # an empty array: its pointer, never dereferenced
        r = self._where[id(h)]
        return r.address + (h.ptr - r.lo)

    def write_back(self) -> None:
        for r in self.regions:
            if all(m.readonly for m in r.members):
                continue
            _bytes(r)[:] = self.dev.read(r.address, r.hi - r.lo)

    def release(self) -> None:
        for r in self.regions:
            if r.address and self.dev.find(r.address) is not None:
                self.dev.free(r.address)
        self.regions = []


def _bytes(r: _Region) -> np.ndarray:
    return HostArray(None, r.lo, r.lo, r.hi, False, "").extent()


def _name(r: _Region) -> str:
    return "host " + ", ".join(f"{m.kind}@{m.ptr:#x}" for m in r.members[:3])


def bind(args: list[Any], dev: Device) -> tuple[list[Any], Mapping]:
    """`args` with every host array replaced by its device address (np.uint64), and the Mapping
    (write it back, then release it, after the launch)."""
    found = [host_array(a) for a in args]
    mapping = Mapping(dev, [h for h in found if h is not None])
    out = [a if h is None else np.uint64(mapping.address(h)) for a, h in zip(args, found, strict=True)]
    return out, mapping


__all__ = ["HostArray", "Mapping", "bind", "host_array"]
