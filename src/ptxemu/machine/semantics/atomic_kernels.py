"""Compiled atomics: every atom/red operation and type (and multimem.red's element updates) as
one sequential loop over the lanes in ascending lane order, instead of semantics.atomic's numpy
rounds of distinct addresses (a warp adding to one address is 32 rounds there, a batch of CTAs
adding to one word thousands, each round a dozen numpy calls). Same bits: the same updates in the
same order, each as atomic._apply_vector defines it (the reference, and the route without numba):
f32 add flushes subnormal inputs and results on global memory and returns the canonical NaN; f64
add passes NaN operands through (global) or quiets them (shared); f16/bf16 add (noftz) rounds the
exact sum once to nearest even, NaN -> 0x7FFF; f16/bf16 min/max ignore one NaN input (both NaN:
0x7FFF), +0 > -0; x2 types do that to each half. The helpers are separate (not inlined) kernels:
numba compiles them once for every memory width (inlining them cost 12-41 s a width, measured on
2 cores, against 0.4-3 s). None without numba."""

from __future__ import annotations

import numpy as np

from ptxemu.numerics import jit

OPS = {".add": 0, ".min": 1, ".max": 2, ".and": 3, ".or": 4, ".xor": 5, ".exch": 6, ".cas": 7,
       ".inc": 8, ".dec": 9}
KINDS = {".b16": 0, ".b32": 0, ".b64": 0, ".u32": 0, ".u64": 0, ".s32": 1, ".s64": 1, ".f32": 2,
         ".f64": 3, ".f16": 4, ".bf16": 5, ".f16x2": 6, ".bf16x2": 7}

apply_rows = None

if jit.available():
    from ptxemu.numerics.f32_kernel import f32_of, u32_of

    _bits_f64 = jit.bits_of_f64
    _f64 = jit.f64_from_bits

    def _half_value(h, bf):
        """f16 (bf False) or bf16 bits -> the exact float64 value."""
        if bf:
            return np.float64(f32_of(np.uint64(h << 16)))
        e = (h >> 10) & 0x1F
        f = h & 0x3FF
        sign = np.int64(1) << 63 if h & 0x8000 else np.int64(0)
        if e == 0:
            v = np.float64(f) * 5.9604644775390625e-08  # 2^-24: exact
            return -v if sign else v
        if e == 31:
            return _f64(sign | (np.int64(0x7FF) << 52) | (f << 42))
        return _f64(sign | ((e - 15 + 1023) << 52) | (f << 42))

    def _half_round(v, bf):
        """float64 (not NaN) -> f16/bf16 bits, rounded to nearest even (subnormals kept, overflow to
        inf): formats.codec._encode_exact's arithmetic for one value."""
        m = 7 if bf else 10
        emin = -126 if bf else -14
        top = 0x7F7F if bf else 0x7BFF
        inf = 0x7F80 if bf else 0x7C00
        b = _bits_f64(v)
        neg = np.int64(0x8000) if b < 0 else np.int64(0)
        E = (b >> 52) & 0x7FF
        if E == 0x7FF:
            return neg | inf
        sig = (b & ((np.int64(1) << 52) - 1)) | (np.int64(1 if E != 0 else 0) << 52)
        e = np.int64(-1023) if E == 0 else E - 1023
        eb = max(e, np.int64(emin))
        shift = (eb - m) - (max(E, np.int64(1)) - 1075)
        shift = min(max(shift, np.int64(0)), np.int64(62))
        kept = sig >> shift
        rem = sig & ((np.int64(1) << shift) - 1)
        half = (np.int64(1) << shift) >> 1
        inc = 1 if (rem > half or (rem == half and half != 0 and (kept & 1) == 1)) else 0
        mag = ((eb - emin) << m) + kept + inc
        if mag > top:
            mag = np.int64(inf)
        return neg | mag

    def _half_nan(h, bf):
        return (h & 0x7FFF) > (0x7F80 if bf else 0x7C00)

    def _half_one(x, y, op, bf):
        """add (noftz, rn) / min / max of two f16 or bf16 codes (ops_mem._half_apply)."""
        if op == 0:
            a = _half_value(x, bf)
            c = _half_value(y, bf)
            s = a + c
            if s != s:
                return np.int64(0x7FFF)
            bb = s - a
            e = (a - (s - bb)) + (c - bb)
            if e != 0.0 and s != 0.0 and np.isfinite(s):  # round to odd: s + e as one float64
                bits = _bits_f64(s)
                if (bits & 1) == 0:
                    bits = bits + 1 if (e > 0.0) == (s > 0.0) else bits - 1
                    s = _f64(bits)
            return _half_round(s, bf)
        xn = _half_nan(x, bf)
        yn = _half_nan(y, bf)
        if xn and yn:
            return np.int64(0x7FFF)
        if xn:
            return y
        if yn:
            return x
        a = _half_value(x, bf)
        c = _half_value(y, bf)
        if op == 2:
            pick = a > c or (a == c and (x & 0x8000) == 0)
        else:
            pick = a < c or (a == c and (x & 0x8000) != 0)
        return x if pick else y

    def _one(x, y, z, op, kind, bits, shared):
        """One update of memory's x (int64 holding `bits` bits) with operand y (z: cas's new value)."""
        mask = np.int64(-1) if bits == 64 else (np.int64(1) << bits) - 1
        if kind >= 6:  # packed halves
            bf = kind == 7
            lo = _half_one(x & 0xFFFF, y & 0xFFFF, op, bf)
            hi = _half_one((x >> 16) & 0xFFFF, (y >> 16) & 0xFFFF, op, bf)
            return lo | (hi << 16)
        if kind >= 4:
            return _half_one(x, y, op, kind == 5)
        if kind == 2 and op == 0:
            ux = np.uint64(x)
            uy = np.uint64(y)
            if not shared:  # the H100 flushes f32 atomic adds on global memory
                if (ux & np.uint64(0x7F800000)) == np.uint64(0):
                    ux = ux & np.uint64(0x80000000)
                if (uy & np.uint64(0x7F800000)) == np.uint64(0):
                    uy = uy & np.uint64(0x80000000)
            r = f32_of(ux) + f32_of(uy)
            rb = u32_of(r)
            if not shared and (rb & np.uint64(0x7F800000)) == np.uint64(0):
                rb = rb & np.uint64(0x80000000)
            if r != r:
                rb = np.uint64(0x7FFFFFFF)
            return np.int64(rb)
        if kind == 3 and op == 0:  # ops_mem.f64_atomic_add
            q = np.int64(1) << 51
            fx = _f64(x)
            fy = _f64(y)
            an = fx != fx
            bn = fy != fy
            if an or bn:
                if shared:
                    return x | q if an else y | q
                return y if bn else x
            r = fx + fy
            if r != r:
                return np.int64(-2251799813685248)  # 0xFFF8000000000000
            return _bits_f64(r)
        if op == 0:
            return (x + y) & mask
        if op == 1 or op == 2:
            if kind == 1:
                sx = (x << (64 - bits)) >> (64 - bits)
                sy = (y << (64 - bits)) >> (64 - bits)
                less = sx < sy
            else:
                less = np.uint64(x) < np.uint64(y)
            if op == 1:
                return x if less else y
            return y if less else x
        if op == 3:
            return x & y
        if op == 4:
            return x | y
        if op == 5:
            return x ^ y
        if op == 6:
            return y
        if op == 7:
            return z if x == y else x
        if op == 8:
            return np.int64(0) if np.uint64(x) >= np.uint64(y) else (x + 1) & mask
        return y if (x == 0 or np.uint64(x) > np.uint64(y)) else (x - 1) & mask

    _half_value = jit.kernel(_half_value)  # noqa: F811 - the kernels replace their Python sources
    _half_round = jit.kernel(_half_round)  # noqa: F811
    _half_nan = jit.kernel(_half_nan)  # noqa: F811
    _half_one = jit.kernel(_half_one)  # noqa: F811
    _one = jit.kernel(_one)  # noqa: F811

    def _apply_rows(view, idx, b, c, olds, op, kind, bits, shared):
        """Row j (a lane's scalar or vector) of b updates view[idx[j]:idx[j] + n], j ascending;
        olds gets the values before."""
        n = b.shape[1]
        for j in range(idx.shape[0]):
            for t in range(n):
                k = idx[j] + t
                x = np.int64(view[k])
                olds[j, t] = view[k]
                view[k] = _one(x, np.int64(b[j, t]), np.int64(c[j, t]), op, kind, bits, shared)

    apply_rows = jit.kernel(_apply_rows)


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


def warm() -> None:
    """Load (or compile) apply_rows for 32-bit words (f32, bf16x2/f16x2, 32-bit integers: the
    common atomics), as machine.semantics.atomic calls it (numerics.jit's loader thread)."""
    if apply_rows is None:
        return
    v = np.zeros(8, np.uint32)
    b = np.zeros((2, 1), np.uint32)
    idx = np.arange(2, dtype=np.int64)
    apply_rows(v, idx, b, b, np.empty_like(b), OPS[".add"], KINDS[".bf16x2"], 32, False)
