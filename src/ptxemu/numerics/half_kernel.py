"""Compiled f32 -> f16/bf16 round-to-nearest-even conversions, packed or not (numba; the numpy
route of ops.cvt, formats.encode, stays the reference and the fallback).

cvt.rn.f16x2.f32 / cvt.rn.bf16x2.f32 (and the scalar .f16/.bf16 forms) without .relu, .satfinite
or .ftz: each f32 rounds once to nearest even, subnormals kept, overflow to inf, a NaN to the
canonical 0x7FFF; `d = {a, b}` puts a's code in the upper half. f16 through LLVM's fptrunc (IEEE's
conversion: F16C/AVX-512 vcvtps2ph on x86), bf16 by adding 0x7FFF plus the kept LSB to the bits
and cutting (bf16 is f32's top half). Branch-free loops that LLVM vectorises: one pass over the
data, where the numpy route makes six to eight.
"""

from __future__ import annotations

import numpy as np

from ptxemu.numerics import jit

pack2 = None
one = None

if jit.available():
    from llvmlite import ir
    from numba import types
    from numba.extending import intrinsic

    @intrinsic
    def _f16_of(typingctx, x):
        """uint32 f32 bits -> the f16 bits of fptrunc (IEEE round to nearest even), as uint32."""
        def codegen(context, builder, signature, args):
            f = builder.bitcast(args[0], ir.FloatType())
            h = builder.fptrunc(f, ir.HalfType())
            return builder.zext(builder.bitcast(h, ir.IntType(16)), ir.IntType(32))

        return types.uint32(types.uint32), codegen

    def _h(u, bf):
        nan = (u & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
        if bf:
            r = (u + np.uint32(0x7FFF) + ((u >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)
        else:
            r = _f16_of(u)
        return np.uint32(0x7FFF) if nan else r

    _h = jit.kernel(_h, inline=True)

    def _pack2(a, b, bf, out):
        """out = {code(a), code(b)}: a's code in the upper 16 bits."""
        if bf:
            for i in range(out.shape[0]):
                out[i] = (_h(a[i], True) << np.uint32(16)) | _h(b[i], True)
        else:
            for i in range(out.shape[0]):
                out[i] = (_h(a[i], False) << np.uint32(16)) | _h(b[i], False)

    def _one(a, bf, out):
        if bf:
            for i in range(out.shape[0]):
                out[i] = np.uint16(_h(a[i], True))
        else:
            for i in range(out.shape[0]):
                out[i] = np.uint16(_h(a[i], False))

    pack2 = jit.kernel(_pack2)
    one = jit.kernel(_one)


def warm() -> None:
    """Load (or compile) the kernels with the types ops.cvt passes (numerics.jit's loader thread)."""
    if pack2 is None or one is None:
        return
    a = np.zeros(4, np.uint32)
    pack2(a, a, True, np.empty(4, np.uint32))
    one(a, True, np.empty(4, np.uint16))
