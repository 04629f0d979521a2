"""Host memory as launches see it: the extent of a (possibly strided) array, and its bytes read and
written where they lie. One definition for Module.launch (machine) and ptxemu.arrays (above it)."""

from __future__ import annotations

import ctypes

import numpy as np


def extent(ptr: int, shape, strides_bytes, itemsize: int) -> tuple[int, int]:
    """[lo, hi): the bytes from an array's lowest element to the end of its highest, whatever the
    signs of its strides; (ptr, ptr) for an empty array."""
    if any(int(s) == 0 for s in shape):
        return ptr, ptr
    lo = hi = ptr
    for n, s in zip(shape, strides_bytes, strict=True):
        d = (int(n) - 1) * int(s)
        if d < 0:
            lo += d
        else:
            hi += d
    return lo, hi + itemsize


def host_bytes(lo: int, hi: int) -> np.ndarray:
    """The host bytes [lo, hi) as a writable uint8 array over that memory (no copy)."""
    n = hi - lo
    if n <= 0:
        return np.zeros(0, np.uint8)
    return np.ctypeslib.as_array((ctypes.c_uint8 * n).from_address(lo))
