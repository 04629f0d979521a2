"""Inline helpers of the compiled route's generated code (numba), on uint64-held register bits.

Memory helpers return a byte offset (>= 0) into the buffer they name, or -1 when the access is not
one the compiled code does (out of bounds, misaligned, a window it does not model, a store to
read-only memory): the caller then gives the whole region back to the interpreter, which raises
the error with its message or does the access. So these checks may refuse more than the
interpreter does, never less.
"""

from __future__ import annotations

import numpy as np

from ptxemu.machine.state import memory as M
from ptxemu.numerics import jit
from ptxemu.numerics.f32_kernel import f32_of, fma32, scalar_rn, u32_of  # noqa: F401 - used by generated code

U64 = np.uint64
SHARED_WINDOW = np.uint64(M.SHARED_WINDOW)
SHARED_WINDOW_END = np.uint64(M.SHARED_WINDOW + M.SHARED_WINDOW_SIZE)
LOCAL_WINDOW = np.uint64(M.LOCAL_WINDOW)
LOCAL_WINDOW_END = np.uint64(M.LOCAL_WINDOW + M.LOCAL_WINDOW_SIZE)
RESERVED = np.uint64(M.SHARED_RESERVED)


def _sext(v, bits):
    """The low `bits` of v as a signed int64."""
    s = np.uint64(64 - bits)
    return np.int64(v << s) >> np.int64(64 - bits)


def _mask(bits):
    if bits >= 64:
        return np.uint64(0xFFFFFFFFFFFFFFFF)
    return (np.uint64(1) << np.uint64(bits)) - np.uint64(1)


def _shl(a, n, bits):
    if n >= np.uint64(bits):
        return np.uint64(0)
    return (a << n) & _mask(bits)


def _shr_u(a, n, bits):
    if n >= np.uint64(bits):
        return np.uint64(0)
    return a >> n


def _shr_s(a, n, bits):
    k = n if n < np.uint64(bits - 1) else np.uint64(bits - 1)
    return np.uint64(_sext(a, bits) >> np.int64(k)) & _mask(bits)


def _flush32(u):
    if (u & np.uint64(0x7F800000)) == np.uint64(0):
        return u & np.uint64(0x80000000)
    return u


def _sat32(u):
    """.sat on f32 bits: NaN and negatives (-0 too) -> +0, above 1.0 -> 1.0."""
    if (u & np.uint64(0x7FFFFFFF)) > np.uint64(0x7F800000) or (u >> np.uint64(31)) != np.uint64(0):
        return np.uint64(0)
    if u > np.uint64(0x3F800000):
        return np.uint64(0x3F800000)
    return u


def _shared(addr, n, cluster, own, csize, cta, stride, size):
    """Byte offset in the batch's shared memory of an n-byte .shared (cluster False) or
    .shared::cluster access, or -1."""
    if addr % np.uint64(min(n, 16)) != np.uint64(0):
        return -1
    rank = addr >> np.uint64(24)
    a = addr & np.uint64(0xFFFFFF)
    if cluster:
        if rank >= np.uint64(csize):
            return -1
    else:
        if rank != np.uint64(0) and rank != own:
            return -1
        rank = own
    if a < RESERVED or a + np.uint64(n) > np.uint64(size):
        return -1
    return (cta - np.int64(own) + np.int64(rank)) * stride + np.int64(a)


def _local(addr, n, lane, stride):
    if addr % np.uint64(min(n, 16)) != np.uint64(0):
        return -1
    if addr + np.uint64(n) > np.uint64(stride) or addr >= np.uint64(stride):
        return -1
    return lane * stride + np.int64(addr)


def _glob(addr, n, bases, ends, ro, write, hint):
    """(allocation index, byte offset) of an n-byte global access, or (-1, -1). `hint`: the
    allocation the previous lane hit, tried first (allocations do not overlap, so one holding the
    access is the one the search finds)."""
    if addr % np.uint64(min(n, 16)) != np.uint64(0):
        return -1, -1
    end = addr + np.uint64(n)
    k = hint
    if not (0 <= k < bases.shape[0] and bases[k] <= addr and end <= ends[k]):
        lo = 0
        hi = bases.shape[0]
        while lo < hi:  # the last base <= addr
            mid = (lo + hi) >> 1
            if bases[mid] <= addr:
                lo = mid + 1
            else:
                hi = mid
        k = lo - 1
    if k < 0 or end > ends[k] or end < addr:
        return -1, -1
    if write and ro[k]:
        return -1, -1
    return k, np.int64(addr - bases[k])


def _generic(addr, n, write, own, csize, cta, stride, size, lane, lstride, bases, ends, ro, hint):
    """A generic access: (buffer: 0 shared, 1 local, 2 global; allocation index; offset), or offset -1."""
    if addr >= SHARED_WINDOW and addr < SHARED_WINDOW_END:
        return 0, 0, _shared(addr - SHARED_WINDOW, n, True, own, csize, cta, stride, size)
    if addr >= LOCAL_WINDOW and addr < LOCAL_WINDOW_END:
        return 1, 0, _local(addr - LOCAL_WINDOW, n, lane, lstride)
    k, off = _glob(addr, n, bases, ends, ro, write, hint)
    return 2, k, off


def _raw_access():
    """ld(ptr, width) / st(ptr, value, width): little-endian words at a raw address (a global
    allocation's numpy buffer, which the Device keeps alive through the launch; the address was
    checked against the allocation by `glob`)."""
    from llvmlite import ir
    from numba import types
    from numba.extending import intrinsic

    def make(bits):
        t = ir.IntType(bits)

        @intrinsic
        def ld(typingctx, ptr):
            def codegen(context, builder, signature, args):
                p = builder.inttoptr(args[0], t.as_pointer())
                v = builder.load(p, align=bits // 8)
                return builder.zext(v, ir.IntType(64)) if bits < 64 else v

            return types.uint64(types.uint64), codegen

        @intrinsic
        def st(typingctx, ptr, val):
            def codegen(context, builder, signature, args):
                p = builder.inttoptr(args[0], t.as_pointer())
                v = builder.trunc(args[1], t) if bits < 64 else args[1]
                builder.store(v, p, align=bits // 8)
                return context.get_dummy_value()

            return types.none(types.uint64, types.uint64), codegen

        return ld, st

    return {bits: make(bits) for bits in (8, 16, 32, 64)}


ld8 = ld16 = ld32 = ld64 = st8 = st16 = st32 = st64 = None
if jit.available():
    _raw = _raw_access()
    (ld8, st8), (ld16, st16), (ld32, st32), (ld64, st64) = (_raw[b] for b in (8, 16, 32, 64))

sext = mask = shl = shr_u = shr_s = flush32 = sat32 = shared = local = glob = generic = None
if jit.available():
    # plain (not numba-inlined) functions: LLVM inlines them into the generated code, and each
    # finds the others under these module names
    _sext, _mask, _shl, _shr_u, _shr_s, _flush32, _sat32, _shared, _local, _glob, _generic = (
        jit.kernel(f)
        for f in (_sext, _mask, _shl, _shr_u, _shr_s, _flush32, _sat32, _shared, _local, _glob, _generic)
    )
    sext, mask, shl, shr_u, shr_s, flush32, sat32, shared, local, glob, generic = (
        _sext,
        _mask,
        _shl,
        _shr_u,
        _shr_s,
        _flush32,
        _sat32,
        _shared,
        _local,
        _glob,
        _generic,
    )
