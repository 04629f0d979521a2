"""Compiled f32 add/sub/mul/fma with round-to-nearest, the GPU's way (numba; the numpy route of
ops.arith.f32_arith stays the reference and the fallback).

LLVM's fadd/fsub/fmul and llvm.fma.f32 are IEEE 754's correctly rounded operations (one rounding,
ties to even, subnormals kept; llvm.fma.f32 is a hardware FMA or libm's fmaf, never a double
rounding). What the GPU does on top: every NaN result is the canonical 0x7FFFFFFF, and .ftz
flushes subnormal inputs and results to a zero of the same sign, where the result's flush looks at
the value rounded to 24 bits as if the exponent were unbounded (ops.arith._round_pair_exact): a
value just below 2^-126 that IEEE rounds up to 2^-126 is flushed unless its unbounded rounding
also reaches 2^-126 (|exact| >= 2^-126 - 2^-151, ties to the even 2^-126). Those few cases are
decided from the exact result as a float64 pair (products of f32 values are exact in float64).

`scalar_*` are inline helpers for other kernels (machine.running.compiled uses them); `f32_rn` is the
vectorised kernel ops.arith calls. Both are tested against the numpy route.
"""

from __future__ import annotations

import numpy as np

from ptxemu.numerics import jit

OPS = {"add": 0, "sub": 1, "mul": 2, "fma": 3}
_T = 2.0**-126 - 2.0**-151  # below this magnitude the unbounded 24-bit rounding is under 2^-126

f32_rn = None
scalar_rn = None
f32_of = None
u32_of = None
fma32 = None

if jit.available():
    from llvmlite import ir
    from numba import types
    from numba.extending import intrinsic

    @intrinsic
    def f32_of(typingctx, x):  # noqa: F811 - uint32 bits -> float32
        def codegen(context, builder, signature, args):
            i32 = builder.trunc(args[0], ir.IntType(32)) if args[0].type.width > 32 else args[0]
            return builder.bitcast(i32, ir.FloatType())

        return types.float32(x), codegen

    @intrinsic
    def u32_of(typingctx, x):  # noqa: F811 - float32 -> its bits as uint64 (zero-extended)
        def codegen(context, builder, signature, args):
            i32 = builder.bitcast(args[0], ir.IntType(32))
            return builder.zext(i32, ir.IntType(64))

        return types.uint64(types.float32), codegen

    @intrinsic
    def fma32(typingctx, a, b, c):  # noqa: F811 - llvm.fma.f32: one rounding
        def codegen(context, builder, signature, args):
            f = ir.FloatType()
            fn = builder.module.declare_intrinsic("llvm.fma", [f], ir.FunctionType(f, [f, f, f]))
            return builder.call(fn, args)

        return types.float32(types.float32, types.float32, types.float32), codegen

    def _flush(u):
        if (u & np.uint64(0x7F800000)) == np.uint64(0):
            return u & np.uint64(0x80000000)
        return u

    _flush = jit.kernel(_flush, inline=True)

    def _scalar_rn(op, ua, ub, uc, ftz):
        """One f32 add(0)/sub(1)/mul(2)/fma(3) .rn on uint64-held bits -> uint64 bits."""
        if ftz:
            ua = _flush(ua)
            ub = _flush(ub)
            uc = _flush(uc)
        a = f32_of(ua)
        b = f32_of(ub)
        c = f32_of(uc)
        if op == 0:
            r = a + b
        elif op == 1:
            r = a - b
        elif op == 2:
            r = a * b
        else:
            r = fma32(a, b, c)
        if r != r:
            return np.uint64(0x7FFFFFFF)
        ur = u32_of(r)
        if ftz:
            mag = ur & np.uint64(0x7FFFFFFF)
            if mag < np.uint64(0x00800000):
                return ur & np.uint64(0x80000000)
            if mag == np.uint64(0x00800000):  # 2^-126: did the exact value reach it unbounded?
                x = np.float64(a)
                y = np.float64(b)
                if op == 1:
                    y = -y
                if op == 2:
                    s = x * y
                    e = 0.0
                else:
                    if op == 3:
                        x = x * y
                        y = np.float64(c)
                    s = x + y
                    bb = s - x
                    e = (x - (s - bb)) + (y - bb)
                m = abs(s)
                if m < _T or (m == _T and (e < 0.0) != (s < 0.0) and e != 0.0):
                    return ur & np.uint64(0x80000000)
        return ur

    scalar_rn = jit.kernel(_scalar_rn)

    def _f32_rn(op, a, b, c, ftz, out):
        if op == 3 and not ftz:
            # fma.rn without .ftz, branch-free so that LLVM vectorises it (a call of scalar_rn per
            # element cost 5-6 ns): llvm.fma.f32, then the GPU's NaN code
            for i in range(out.shape[0]):
                r = fma32(f32_of(np.uint64(a[i])), f32_of(np.uint64(b[i])), f32_of(np.uint64(c[i])))
                u = np.uint32(u32_of(r))
                out[i] = np.uint32(0x7FFFFFFF) if r != r else u
            return
        for i in range(out.shape[0]):
            out[i] = scalar_rn(op, np.uint64(a[i]), np.uint64(b[i]), np.uint64(c[i]), ftz)

    f32_rn = jit.kernel(_f32_rn)


def f32_rn_array(op: str, a: np.ndarray, b: np.ndarray, c: np.ndarray | None, ftz: bool) -> np.ndarray:
    """Vectorised f32 .rn add/sub/mul/fma on flat uint32 arrays of one length (c None unless fma)."""
    out = np.empty(a.shape[0], np.uint32)
    f32_rn(OPS[op], a, b, c if c is not None else a, ftz, out)
    return out


def warm() -> None:
    """Load (or compile) f32_rn with the types ops.arith passes (numerics.jit's loader thread)."""
    if jit.available():
        a = np.zeros(4, np.uint32)
        f32_rn_array("fma", a, a, a, True)
