"""Optional compiled kernels (numba) for the hot loops of the MMA models.

The numpy routes stay the reference and the fallback: a kernel is used only when numba is
installed and the environment does not say PTXEMU_JIT=0. Each kernel must give the same bits as
the numpy route it replaces (tests run both). Kernels are compiled on first use and cached on disk.

numba itself is imported when the first kernel is made (`kernel`, or reading `numba` or one of
the intrinsics below), not with this module: importing it costs about a second, which a process
that never runs a compiled kernel (`import ptxemu`, a small launch) should not pay.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

# Installed and not switched off (a spec lookup, no import); an installed numba that then fails
# to import raises at the first kernel rather than silently changing routes.
_present = os.environ.get("PTXEMU_JIT", "1") != "0" and importlib.util.find_spec("numba") is not None
_state = {"on": _present}
_LAZY = ("numba", "f64_from_bits", "bits_of_f64", "f32_from_bits", "fma64")


def __getattr__(name: str) -> Any:
    """numba and the intrinsics, made on first use (PEP 562); None where numba is absent."""
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if not _present:
        made: dict[str, Any] = dict.fromkeys(_LAZY)
    else:
        import numba

        made = {"numba": numba}
        made["f64_from_bits"], made["bits_of_f64"], made["f32_from_bits"] = _bitcasts()
        made["fma64"] = _fma()
    globals().update(made)
    return made[name]


def available() -> bool:
    """numba installed (and not disabled by the environment)."""
    return _present


# Work (in numpy element-operations, ~50 ns each) the numpy routes do in a process before a route
# that asks `ready` loads numba for it: about a quarter of a second, the order of numba's own
# start-up (0.5-2 s), so a small launch never pays for numba and a long one soon stops paying for
# numpy. Where numba is already loaded (a kernel made, the compiled route) `ready` is `active`.
LOAD_AFTER = 1 << 22
_work = [0]


def ready(work: int) -> bool:
    """Use a compiled kernel now for a call costing `work` element-operations the numpy way: kernels
    are active and numba is loaded, or this process's numpy routes have done LOAD_AFTER of work
    (counted here). The bits are the same either way."""
    if not _state["on"]:
        return False
    if "numba.core.dispatcher" in sys.modules:
        return True
    _work[0] += work
    return _work[0] >= LOAD_AFTER


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
    if not _present:
        return None
    import numba

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


def _fma() -> Any:
    """fma64(a, b, c) -> float64: LLVM's llvm.fma, the correctly rounded fused multiply-add (a
    hardware FMA, or libm's fma where the CPU has none), for kernels."""
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


__all__ = ["available", "active", "disabled", "kernel", "f64_from_bits", "bits_of_f64",  # noqa: F822
           "f32_from_bits", "fma64"]  # noqa: F822 - made by __getattr__
