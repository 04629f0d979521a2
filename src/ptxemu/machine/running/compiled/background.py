"""numba compiles a hot block in a forked process while the launch goes on interpreting it.
(The C route, compiled/native.py, the default where a C compiler is found, builds in the call
itself in a fraction of a second: its functions are always `ready`.)

Compiling a region or a phase costs seconds (a minute for curand's skip-ahead region), and a
block turns hot in the middle of a launch: compiling there put the whole cost on the launch's
critical path, so a short program on a cold cache ran slower than the interpreter alone. Now,
when a function is not in memory and not in numba's disk cache, a child process compiles it for
the signature at hand and writes the disk cache; the caller interprets the block meanwhile and
asks again at its next execution, loading the machine code from the cache once the child has
finished. Results do not depend on it (both routes give the same bits, counts and errors), only
when the native code starts.

A child outlives the program that started it: a compile still running when a short program ends
finishes and writes the cache, so the program's next run uses the machine code. It keeps none
of the program's file descriptors (its standard streams go to /dev/null): a pipe the program
writes, or a launch worker's pipe to its parent, ends when the program's side does.
PTXEMU_COMPILE_WAIT=1 compiles in the calling process instead (the test suite does, so that a
test's launch runs the code it compares). At most `slots()` children run at once; a block whose
compile cannot start yet stays interpreted.
"""

from __future__ import annotations

import os
import signal
import time

from ptxemu import settings

_jobs: dict[tuple[int, tuple], int] = {}  # (id(dispatcher), signature) -> child pid
_failed: set[tuple[int, tuple]] = set()  # children that ended without a cache entry
_tried: set[tuple[int, tuple]] = set()  # looked up in the disk cache (and missed)
started = 0  # children started by this process
_defer = False  # a launch worker: compiles are the parent's (`forget`)
_wanted: dict[int, set[tuple]] = {}  # id(dispatcher) -> signatures a worker left to its parent
POLL_S = 0.1  # a caller told to wait asks again after this long (asking types every argument)


def wait() -> bool:
    return os.environ.get("PTXEMU_COMPILE_WAIT", "") not in ("", "0")


def slots() -> int:
    """Compiling children at once: PTXEMU_COMPILE_JOBS, else every core but one, at least one
    and at most 4 (a child compiling a large region holds a few hundred MB)."""
    n = settings.setting("PTXEMU_COMPILE_JOBS", 0)
    if n:
        return n
    aff = getattr(os, "sched_getaffinity", None)
    n = len(aff(0)) if aff is not None else os.cpu_count() or 1
    return max(1, min(4, n - 1))


def _signature(fn, args) -> tuple:
    return tuple(fn.typeof_pyval(a) for a in args)


def _load(fn, sig: tuple) -> bool:
    """Machine code for `sig` in memory, from numba's disk cache if it has it (what
    Dispatcher.compile does before compiling)."""
    if sig in fn.overloads:
        return True
    from numba.core.compiler_lock import global_compiler_lock

    with global_compiler_lock:
        cres = fn._cache.load_overload(sig, fn.targetctx)
        if cres is None:
            return False
        if not cres.objectmode:
            fn.targetctx.insert_user_function(cres.entry_point, cres.fndesc, [cres.library])
        fn.add_overload(cres)
    return True


def ready(fn, args) -> bool:
    """True when calling `fn(*args)` now will not compile in this process, or when it should
    (PTXEMU_COMPILE_WAIT, no fork, numba internals not as expected, a child that failed: the call
    then compiles here and reports what numba says); False while a child compiles it (the caller
    interprets instead and asks again later)."""
    if wait() or not hasattr(os, "fork") or getattr(fn, "native", False):
        return True  # (the C route builds in the call itself: a fraction of a second, compiled/native.py)
    try:
        sig = _signature(fn, args)
        if sig in fn.overloads:
            return True
    except Exception:  # noqa: BLE001 - another numba: compile on the call, as before
        return True
    return request(fn, sig)


def request(fn, sig: tuple) -> bool:
    """Make `fn`'s machine code for `sig` available: True if it is loaded (now, from the disk cache,
    or because its child has ended; or the call should compile it here), False while a child
    compiles it or waits for a free slot. The disk cache is looked at once per function and
    signature, and again when its child has ended (a lookup reads numba's index file). In a launch
    worker (`forget`) no child starts: the signature is noted for the parent (`wanted`), which
    starts one when it takes on what the worker made hot, once for all its workers."""
    key = (id(fn), sig)
    if sig in fn.overloads or key in _failed:
        return True
    pid = _jobs.get(key)
    if pid is not None:
        if pid > 0:
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:  # not this process's child
                done = pid
            if done == 0:
                return False
        del _jobs[key]
        try:
            ok = _load(fn, sig)
        except Exception:  # noqa: BLE001
            ok = False
        if not ok:
            _failed.add(key)  # the child wrote no cache entry: the call compiles it here
        return True
    if key not in _tried:
        _tried.add(key)
        try:
            if _load(fn, sig):
                return True
        except Exception:  # noqa: BLE001
            return True
    if _defer:
        _wanted.setdefault(id(fn), set()).add(sig)
        return False
    if _reap() >= slots():
        return False
    _jobs[key] = _start(fn, sig)
    return False


def prepare(fn, sig: tuple) -> bool:
    """`fn`'s machine code for `sig`, ahead of a call: loaded (True), compiled here under
    PTXEMU_COMPILE_WAIT or without fork (True), else `request`'s answer."""
    if sig in fn.signatures:
        return True
    if wait() or not hasattr(os, "fork") or getattr(fn, "native", False):
        fn.compile(sig)
        return True
    return request(fn, sig)


def may_call(unit, args) -> bool:
    """Whether a phase or region (`unit`: its `fn`, `ready`, `poll`) may be called with `args` now
    without compiling in this process; while a child compiles it, asked at most every POLL_S."""
    if unit.ready:
        return True
    now = time.monotonic()
    if now < unit.poll:
        return False
    if ready(unit.fn, args):
        return True
    unit.poll = now + POLL_S
    return False


def wanted(fn) -> list[tuple]:
    """Signatures a launch worker needed for `fn` and left to its parent to compile."""
    return sorted(_wanted.get(id(fn), ()), key=str)


def _start(fn, sig: tuple) -> int:
    import sys

    global started
    started += 1

    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C ends the launch, not the compile
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            os.closerange(3, 1 << 16)
            try:
                os.nice(5)  # below the launch it serves
            except OSError:
                pass
            depth = sys.getrecursionlimit()
            sys.setrecursionlimit(max(depth, 100_000))  # numba's SSA pass recurses over the blocks
            fn.compile(sig)
            code = 0
        finally:
            os._exit(code)
    return pid


def _reap() -> int:
    """Mark children that have ended (pid -1: their functions load, or fail, at the next
    `ready`); the number still running."""
    running = 0
    for key, pid in list(_jobs.items()):
        if pid < 0:
            continue
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done = pid
        if done:
            _jobs[key] = -1
        else:
            running += 1
    return running


def forget() -> None:
    """In a forked launch worker: the parent's children are not this process's to wait for, and
    what is not compiled yet is left to the parent (`request`): every worker starting its own
    children would compile each function once per worker."""
    global _defer
    _jobs.clear()
    _tried.clear()
    _defer = True


def pending() -> int:
    """Children compiling now."""
    return _reap()


def drain() -> None:
    """Wait for every compiling child (tests, benchmarks)."""
    for key, pid in list(_jobs.items()):
        if pid > 0:
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass
            _jobs[key] = -1
