"""Threads for native regions: one batch's CTAs run by several threads at once.

A region (region.py) runs the engine's schedule over the lanes it is given; lanes of different
clusters share no registers, no shared memory and no barrier, so each thread takes a contiguous
run of whole clusters and runs the region over them, with the GIL released (the C route's
trampoline, c/call.c, releases it around the call; numba's functions are compiled nogil). See
route.BatchRoute.region for what is merged back and what the split changes.

The thread count: PTXEMU_THREADS, else every core the process may use (os.sched_getaffinity);
1 inside a launch's worker processes (launching/workers.py), which already use the cores. A thread
takes at least MIN_LANES lanes (PTXEMU_THREAD_LANES: the tests split small batches with it).
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

from ptxemu import settings

MIN_LANES = 1024  # lanes a thread takes at least (a thread's start costs ~50 us)

_pool: list = []


def count() -> int:
    """Threads a region may use in this process."""
    from ptxemu.machine.running import spin

    if spin.COORD is not None:  # a launch worker process: the workers share the cores already
        return 1
    n = settings.setting("PTXEMU_THREADS", 0)
    if n:
        return n
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


BATCH_THREADS = 4  # from this many threads on, a one-process compiled launch's batches grow


def batch_lanes(base: int) -> int:
    """Lanes a one-process compiled launch puts in a batch: `base` (launch.MAX_BATCH_LANES) times
    the thread count (at most 16) where that is at least BATCH_THREADS. A batch costs Python
    time before and after its native region (its state, the blocks outside the region), paid once
    per batch while the region's threads wait: with 16 threads on a 32,768-lane batch that was
    as long as the region itself."""
    n = count()
    return base * min(n, 16) if n >= BATCH_THREADS else base


def prefers_threads(kernel) -> bool:
    """A launch that does not choose its workers runs in this process on threads where earlier
    launches made the kernel's hot code all native regions (every planned block covered by one:
    route.KernelRoute._covered) and there are BATCH_THREADS threads or more: on the device host's
    16 cores the tiled SGEMM ran 2x faster on 16 threads than in 16 worker processes (their
    Python per batch runs at once, but forking, first touches and each worker's smaller batches
    cost more). The first launch, and kernels with phases or interpreted hot blocks, keep the
    workers."""
    kr = getattr(kernel, "_compiled_route", None)
    if kr is None or count() < BATCH_THREADS or not kr.plans:
        return False
    return kr.stats.get("phases", 0) == 0 and kr.stats.get("covered", 0) == len(kr.plans)


def pool(n: int) -> ThreadPoolExecutor:
    """A pool of at least `n` threads (made once; a forked child makes its own)."""
    if _pool and _pool[0][0] >= n:
        return _pool[0][1]
    if _pool:
        _pool[0][1].shutdown(wait=False)
        _pool.clear()
    ex = ThreadPoolExecutor(max_workers=n, thread_name_prefix="ptxemu-region")
    _pool.append((n, ex))
    return ex


def _forget() -> None:  # the threads are the parent's: a child starts without them
    _pool.clear()


def _stop() -> None:
    """Before a fork (launch workers, rank processes): the idle threads end, so no thread but the
    forking one exists then (Python 3.12 warns that a fork of a threaded process may deadlock the
    child); the next region makes the pool again."""
    if _pool:
        _pool[0][1].shutdown(wait=True)
        _pool.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(before=_stop, after_in_child=_forget)


def chunks(cta, csize: int, L: int, n: int) -> list[tuple[int, int]]:
    """Up to `n` lane ranges [lo, hi) of whole clusters (`cta`: each lane's CTA in the batch, CTAs
    in cluster order, `csize` CTAs a cluster), about equal, each at least MIN_LANES."""
    nct = int(cta[-1]) + 1 if L else 0
    ncl = nct // max(1, csize)
    if ncl < 2:
        return [(0, L)]
    per = L // nct  # lanes per CTA (padded to whole warps)
    least = settings.setting("PTXEMU_THREAD_LANES", MIN_LANES)  # tests split small batches
    n = max(1, min(n, ncl, L // max(1, least)))
    out = []
    for t in range(n):
        a, b = ncl * t // n, ncl * (t + 1) // n
        if b > a:
            out.append((a * csize * per, b * csize * per if t < n - 1 else L))
    return out
