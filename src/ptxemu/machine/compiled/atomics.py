"""Compiled atomic adds: one update per lane in ascending lane order (machine.ops_mem's rule), as a
sequential loop instead of ops_mem's rounds of distinct addresses (a warp adding to one address is
32 rounds there). Same bits: the same updates in the same order; f32 flushes subnormal inputs and
results on global memory (the H100's measured behaviour, as ops_mem._atom_apply) and returns the
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

reduce_f32 = None

if jit.available():

    def _add_f32_bits(x, y):
        if (x & np.uint64(0x7F800000)) == np.uint64(0):
            x = x & np.uint64(0x80000000)
        if (y & np.uint64(0x7F800000)) == np.uint64(0):
            y = y & np.uint64(0x80000000)
        r = f32_of(x) + f32_of(y)
        rb = u32_of(r)
        if (rb & np.uint64(0x7F800000)) == np.uint64(0):
            rb = rb & np.uint64(0x80000000)
        if r != r:
            rb = np.uint64(0x7FFFFFFF)
        return rb

    _add_f32_inline = jit.kernel(_add_f32_bits, inline=True)

    def _reduce_f32(stack, tree, out):
        """out[j] = the members' f32 codes stack[:, j] added with the global atomics' rule (ftz in
        and out, canonical NaN), in member order ("sequential") or pairwise ("tree")."""
        m = stack.shape[0]
        buf = np.empty(m, np.uint64)
        for j in range(stack.shape[1]):
            if tree:
                for i in range(m):
                    buf[i] = np.uint64(stack[i, j])
                k = m
                while k > 1:
                    w = 0
                    for i in range(0, k, 2):
                        buf[w] = _add_f32_inline(buf[i], buf[i + 1]) if i + 1 < k else buf[i]
                        w += 1
                    k = w
                out[j] = buf[0]
            else:
                acc = np.uint64(stack[0, j])
                for i in range(1, m):
                    acc = _add_f32_inline(acc, np.uint64(stack[i, j]))
                out[j] = acc

    reduce_f32 = jit.kernel(_reduce_f32)
