"""Optional compiled kernels (numba) for the hot loops of the MMA models.

The numpy routes stay the reference and the fallback: a kernel is used only when numba imports
and the environment does not say PTXEMU_JIT=0. Each kernel must give the same bits as the numpy
route it replaces (tests run both). Kernels are compiled on first use and cached on disk.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

try:
    if os.environ.get("PTXEMU_JIT", "1") == "0":
        raise ImportError("disabled by PTXEMU_JIT=0")
    import numba
except ImportError:  # no numba: every caller takes its numpy route
    numba = None

_state = {"on": numba is not None}


def available() -> bool:
    """numba imported (and not disabled by the environment)."""
    return numba is not None


def active() -> bool:
    """Kernels are to be used now (available and not switched off by `disabled`)."""
    return _state["on"]


@contextmanager
def disabled() -> Iterator[None]:
    """Run the numpy routes inside this block (tests compare the two)."""
    old = _state["on"]
    _state["on"] = False
    try:
        yield
    finally:
        _state["on"] = old


def kernel(fn: Callable[..., Any], *, inline: bool = False) -> Callable[..., Any] | None:
    """numba.njit with the project's settings: IEEE arithmetic (no fastmath, so no reassociation
    or contraction), bounds unchecked, cached; None when numba is absent. `inline`: a helper of
    other kernels, inlined into them (typed and vectorised with the caller's arrays)."""
    if numba is None:
        return None
    opts: dict[str, Any] = dict(nogil=True, fastmath=False, error_model="numpy")
    if inline:
        return numba.njit(inline="always", **opts)(fn)
    try:
        return numba.njit(cache=True, **opts)(fn)
    except RuntimeError:  # no writable cache location: compile in every process instead
        return numba.njit(cache=False, **opts)(fn)


def _bitcasts() -> tuple[Any, Any, Any]:
    """f64_from_bits(int64) -> float64, bits_of_f64(float64) -> int64 and f32_from_bits(int64: the
    low 32 bits) -> float32: register bitcasts for kernels (numba has no scalar view; punning
    through an array blocks vectorisation)."""
    if numba is None:
        return None, None, None
    from numba import types
    from numba.extending import intrinsic

    @intrinsic
    def f64_from_bits(typingctx, x):
        def codegen(context, builder, signature, args):
            return builder.bitcast(args[0], context.get_value_type(types.float64))
        return types.float64(types.int64), codegen

    @intrinsic
    def bits_of_f64(typingctx, x):
        def codegen(context, builder, signature, args):
            return builder.bitcast(args[0], context.get_value_type(types.int64))
        return types.int64(types.float64), codegen

    @intrinsic
    def f32_from_bits(typingctx, x):
        def codegen(context, builder, signature, args):
            i32 = builder.trunc(args[0], context.get_value_type(types.int32))
            return builder.bitcast(i32, context.get_value_type(types.float32))
        return types.float32(types.int64), codegen

    return f64_from_bits, bits_of_f64, f32_from_bits


f64_from_bits, bits_of_f64, f32_from_bits = _bitcasts()


def _fma() -> Any:
    """fma64(a, b, c) -> float64: LLVM's llvm.fma, the correctly rounded fused multiply-add (a
    hardware FMA, or libm's fma where the CPU has none), for kernels."""
    if numba is None:
        return None
    from llvmlite import ir
    from numba import types
    from numba.extending import intrinsic

    @intrinsic
    def fma64(typingctx, a, b, c):
        def codegen(context, builder, signature, args):
            d = ir.DoubleType()
            fn = builder.module.declare_intrinsic("llvm.fma", [d], ir.FunctionType(d, [d, d, d]))
            return builder.call(fn, args)
        return types.float64(types.float64, types.float64, types.float64), codegen

    return fma64


fma64 = _fma()

__all__ = ["available", "active", "disabled", "kernel", "f64_from_bits", "bits_of_f64", "f32_from_bits",
           "fma64"]
