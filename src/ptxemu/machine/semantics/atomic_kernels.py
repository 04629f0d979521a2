"""Compiled atomic adds: one update per lane in ascending lane order (semantics.atomic's rule), as a
sequential loop instead of atomic's rounds of distinct addresses (a warp adding to one address is
32 rounds there). Same bits: the same updates in the same order; f32 flushes subnormal inputs and
results on global memory (the H100's measured behaviour, as atomic._atom_apply) and returns the
canonical NaN. None without numba."""

from __future__ import annotations

import numpy as np

from ptxemu.numerics import jit
from ptxemu.numerics.f32_kernel import f32_of, u32_of

add_f32 = add_int = None

if jit.available():

    def _add_f32(view, idx, b, flush, olds):
        for j in range(idx.shape[0]):
            k = idx[j]
            x = np.uint64(view[k])
            y = np.uint64(b[j])
            olds[j] = view[k]
            if flush:
                if (x & np.uint64(0x7F800000)) == np.uint64(0):
                    x = x & np.uint64(0x80000000)
                if (y & np.uint64(0x7F800000)) == np.uint64(0):
                    y = y & np.uint64(0x80000000)
            r = f32_of(x) + f32_of(y)
            rb = u32_of(r)
            if flush and (rb & np.uint64(0x7F800000)) == np.uint64(0):
                rb = rb & np.uint64(0x80000000)
            if r != r:
                rb = np.uint64(0x7FFFFFFF)
            view[k] = rb

    def _add_int(view, idx, b, olds):
        for j in range(idx.shape[0]):
            k = idx[j]
            olds[j] = view[k]
            view[k] = view[k] + b[j]

    add_f32 = jit.kernel(_add_f32)
    add_int = jit.kernel(_add_int)

add_f32_rows = None

if jit.available():

    def _add_f32_rows(x, y, out):
        """out = x + y, element-wise on f32 codes with the global atomics' rule (ftz in and out,
        canonical NaN); branch-free, so LLVM vectorises it."""
        for j in range(x.shape[0]):
            a = np.uint64(x[j])
            b = np.uint64(y[j])
            a = a & np.uint64(0x80000000) if (a & np.uint64(0x7F800000)) == np.uint64(0) else a
            b = b & np.uint64(0x80000000) if (b & np.uint64(0x7F800000)) == np.uint64(0) else b
            r = f32_of(a) + f32_of(b)
            rb = u32_of(r)
            rb = rb & np.uint64(0x80000000) if (rb & np.uint64(0x7F800000)) == np.uint64(0) else rb
            out[j] = np.uint64(0x7FFFFFFF) if r != r else rb

    add_f32_rows = jit.kernel(_add_f32_rows)
