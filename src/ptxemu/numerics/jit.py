"""Optional compiled kernels (numba) for the hot loops of the MMA models.

The numpy routes stay the reference and the fallback: a kernel is used only when numba is
installed and the environment does not say PTXEMU_JIT=0. Each kernel must give the same bits as
the numpy route it replaces (tests run both). Kernels are compiled on first use and cached on disk.

numba itself is imported when the first kernel is made (`kernel`, or reading `numba` or one of
the intrinsics below), not with this module: importing it costs about a second, which a process
that never runs a compiled kernel (`import ptxemu`, a small launch) should not pay. The numpy
routes ask `ready` whether to switch: once a process's numpy work says numba pays, a background
thread loads it and the routes' kernels while the numpy routes go on (`_Loader`).
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import queue
import sys
import threading
import time
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


# Work (in numpy element-operations, ~50 ns each) the numpy routes do in a process before numba is
# loaded for the routes that ask `ready`: about a quarter of a second, the order of numba's own
# start-up (0.5-2 s), so a small launch never pays for numba and a long one soon stops paying for
# numpy. Inside a launch (`launching`) the loader starts only past LOAD_DURING (about a second of
# numpy work: the launch is long enough that loading in its midst pays), else when the launch ends:
# the loader thread shares the GIL with the launch, so it would slow a short first launch by about
# its own cost and finish too late to help it. Where numba is loaded already (a kernel made, the
# compiled route) `ready` is `active`.
LOAD_AFTER = 1 << 22
LOAD_DURING = 1 << 24
_work = [0]
_depth = [0]  # launches running in this thread (nested: a System's devices)

# numba is loaded in a background thread (`_Loader`), never in the caller's: the numpy routes go on
# until it and the caller's kernels are ready, so no launch waits for numba's import (0.5-1 s) or
# for its compiles (seconds each where the on-disk cache is cold). PTXEMU_JIT_WAIT=1 loads in the
# caller instead (what ptxemu did before).
_WAIT = os.environ.get("PTXEMU_JIT_WAIT", "0") == "1"


class _Loader:
    """The thread that imports numba, then runs each warm-up asked of it ('module:function', called
    without arguments, or 'module:function:arg', called with the string arg: it makes the module's
    kernels and runs them once on small inputs of the types the caller will pass, which loads them
    from numba's cache or compiles them)."""

    def __init__(self) -> None:
        self.imported = threading.Event()
        self.done: dict[str, threading.Event] = {}
        self.failed: dict[str, BaseException] = {}
        self.broken: BaseException | None = None
        self.queue: queue.SimpleQueue[str] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._run, name="ptxemu-numba-loader", daemon=True)
        self.thread.start()

    def ask(self, warm: str) -> threading.Event:
        ev = self.done.get(warm)
        if ev is None:
            ev = self.done[warm] = threading.Event()
            self.queue.put(warm)
        return ev

    def _run(self) -> None:
        try:
            import numba  # noqa: F401
        except BaseException as e:  # a broken numba: the callers' own imports raise it (`ready`)
            self.broken = e
            return
        finally:
            self.imported.set()
        while True:
            warm = self.queue.get()
            try:
                mod, fn, *arg = warm.split(":")
                getattr(importlib.import_module(mod), fn)(*arg)
            except BaseException as e:  # the caller's own first call raises it, in its thread
                self.failed[warm] = e
            finally:
                self.done[warm].set()

    def join(self, timeout: float | None = None) -> bool:
        """Wait until every warm-up asked so far has run (before a fork: a thread holding the
        import or compile locks at the fork would leave them held in the child), at most `timeout`
        seconds; whether it has."""
        end = None if timeout is None else time.perf_counter() + timeout
        if not self.imported.wait(timeout) or self.broken is not None:
            return self.imported.is_set()
        for ev in list(self.done.values()):
            if not ev.wait(None if end is None else max(0.0, end - time.perf_counter())):
                return False
        return True


_loader: list[_Loader | None] = [None]


def ready(work: int, warm: str | None = None) -> bool:
    """Use a compiled kernel now for a call costing `work` element-operations the numpy way: numba
    is loaded (by anyone) and, where `warm` names the caller's warm-up ('module:function', see
    _Loader), that has run. Once this process's numpy routes have done LOAD_AFTER of work (counted
    here), the loader thread starts; until it has finished what this caller needs, False: the
    numpy routes run meanwhile, with the same bits."""
    if not _state["on"]:
        return False
    ld = _loader[0]
    if ld is None:
        if "numba.core.dispatcher" in sys.modules:  # loaded in this thread (a kernel, the compiled route)
            return True
        _work[0] += work
        if _work[0] < (LOAD_DURING if _depth[0] else LOAD_AFTER):
            return False
        if _WAIT:
            import numba  # noqa: F401

            return True
        ld = _loader[0] = _Loader()
    ev = ld.ask(warm) if warm is not None else None  # queued now: it runs once numba is in
    if not ld.imported.is_set():
        return False
    return ev is None or ev.is_set() or ld.broken is not None


def launching(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorate a launch: `ready` inside it starts the loader only past LOAD_DURING, and the launch's
    end starts it where the process's numpy work has passed LOAD_AFTER. A launch that finds the
    loader at work waits for it first, at most as long as the last launch took (2 s at most): the
    loader and a launch share the GIL, so waiting costs no more than running beside it, and the
    launch then runs compiled (where numba's cache is cold the loader compiles for seconds: the
    launch stops waiting and runs beside it)."""

    @functools.wraps(fn)
    def run(*args: Any, **kwargs: Any) -> Any:
        if not _depth[0] and _loader[0] is not None and _last[0]:
            _loader[0].join(min(_last[0], 2.0))
        _depth[0] += 1
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            _depth[0] -= 1
            if not _depth[0]:
                _last[0] = time.perf_counter() - t0
                if _loader[0] is None and _work[0] >= LOAD_AFTER:
                    ready(0)

    return run


_last = [0.0]  # seconds the last outermost launch took


def loaded() -> bool:
    """numba is imported and no loader thread is importing it now: a kernel may be made or called
    in this thread without waiting on the loader."""
    ld = _loader[0]
    return "numba.core.dispatcher" in sys.modules and (ld is None or ld.imported.is_set())


def settle() -> None:
    """Wait for the loader thread's work asked so far (nothing where none runs)."""
    if _loader[0] is not None:
        _loader[0].join()


def _forget() -> None:
    """In a forked child: the loader thread is not there; what it loaded is (settle ran before the
    fork), so `ready` is `active` where numba is in, and a child that needs numba later loads it."""
    _loader[0] = None


if hasattr(os, "register_at_fork"):
    os.register_at_fork(before=settle, after_in_child=_forget)


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


__all__ = ["available", "active", "disabled", "kernel", "ready", "loaded", "settle",  # noqa: F822
           "f64_from_bits", "bits_of_f64", "f32_from_bits", "fma64"]  # noqa: F822 - made by __getattr__
