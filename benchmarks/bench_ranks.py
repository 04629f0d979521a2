"""Ranks in parallel (issue 31): NCCL's all-reduce on a System of `--ranks` emulated devices, the
one-process System (launches taking turns in one process, the reference) against
System(processes=True) (each rank's launch in a forked process, all at once), in one script.

NCCL's symmetric-memory kernels (tests/data/multimem/nccl, nvcc 13.5 -O3) with the memory image
and arguments of tests/machine/nccl_symk.py, integer-valued f32 inputs (every partial sum exact):
both modes are checked against numpy's sum and against each other, bit for bit. Prints the
seconds of System.launch (the forks and the copy-back included) for each mode, best of
`--repeat` launches on one System (the first launch in processes also moves the memory into
shared memory), the CPU seconds they took (all processes), and the ratio of the seconds.

    python benchmarks/bench_ranks.py [--ranks 8] [--count 262144] [--repeat 3]
        [--kernels RSxLDMC_AGxSTMC RSxLD_AGxST] [--route interp]

The speed-up needs a core per rank: on a machine with fewer cores than ranks the processes
share them (this VM has 2, shared with other work).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "machine"))

import nccl_symk as K  # noqa: E402

import ptxemu  # noqa: E402


def _allreduce(n: int, case, xs: list[np.ndarray], repeat: int, **kw):
    """NCCL's all-reduce of xs on one System launched `repeat` times (NCCL's barriers keep their
    epochs in memory, as across real launches): (outputs per rank, grid, best seconds). The first
    launch of a System(processes=True) also moves its memory into shared memory: the best is
    the steady state."""
    mod, coll, alg, ty = case
    es = xs[0].dtype.itemsize
    inb = K._up(xs[0].nbytes, 4096)
    s = ptxemu.System(n, plain_multicast_stores=True, **kw)
    comm = K.Comm(s, n, inb + xs[0].nbytes)
    for r in range(n):
        comm.write(r, 0, xs[r])
    count = len(xs[0])
    nb = K.n_blocks(f"{coll}_{alg}", n, K._up(count, K.CELL // es) * es, False)
    times = []
    for _ in range(repeat):
        c0 = _cpu()
        grid, dt = K.run(comm, K.module(mod), K.kernel_name(coll, alg, "sum", ty), [(count, 0, inb)],
                         elt_size=es, n_max=nb)
        times.append((dt, _cpu() - c0))
    return [comm.read(r, inb, xs[0].nbytes).view(xs[0].dtype) for r in range(n)], grid, min(times)


def _cpu() -> float:
    """CPU seconds of this process and its finished children (the ranks), user and system."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--count", type=int, default=1 << 18, help="f32 elements per rank")
    ap.add_argument("--repeat", type=int, default=3, help="launches on one System (best taken)")
    ap.add_argument("--kernels", nargs="+", default=["RSxLDMC_AGxSTMC", "RSxLD_AGxST"])
    ap.add_argument("--route", default="interp", choices=["interp", "compiled"])
    a = ap.parse_args()
    os.environ["PTXEMU_ROUTE"] = a.route
    n = a.ranks
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"{n} ranks, {a.count} f32 per rank, {cores} cores usable, route {a.route}, best of {a.repeat}")
    print(f"{'kernel':34s} {'grid':>4s} {'one process s (CPU s)':>21s} {'processes s (CPU s)':>19s} "
          f"{'ratio':>6s}  exact  same bits")
    for alg in a.kernels:
        case = ("all_reduce_sum_f32.sm_90a", "AllReduce", alg, "f32")
        rng = np.random.default_rng(n)  # integers in [-2, 2]: every partial sum exact
        xs = [rng.integers(-2, 3, a.count).astype(np.float32) for _ in range(n)]
        want = np.sum([x.astype(np.float64) for x in xs], axis=0)
        best = {}
        outs = {}
        for proc in (False, True):
            outs[proc], grid, best[proc] = _allreduce(n, case, xs, a.repeat, processes=proc)
        exact = all(np.array_equal(o.astype(np.float64), want) for p in outs for o in outs[p])
        pairs = zip(outs[False], outs[True], strict=True)
        same = all(np.array_equal(x.view(np.uint32), y.view(np.uint32)) for x, y in pairs)
        ratio = best[False][0] / best[True][0]
        one, many = (f"{best[p][0]:.3f} ({best[p][1]:.2f})" for p in (False, True))
        print(f"{alg + ' (all_reduce f32 sm_90a)':34s} {grid:4d} {one:>21s} {many:>19s} "
              f"{ratio:6.2f}  {exact!s:5s}  {same}", flush=True)
    t0 = time.perf_counter()  # the processes mode's fixed cost: fork, pipes (an empty kernel)
    s = ptxemu.System(n, processes=True)
    mod = ptxemu.Module(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n ret;\n}\n")
    s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1, args=[]) for d in range(n)])
    t1 = time.perf_counter()
    s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1, args=[]) for d in range(n)])
    t2 = time.perf_counter()
    print(f"an empty kernel on {n} ranks in processes: {t1 - t0:.3f} s first, {t2 - t1:.3f} s then")


if __name__ == "__main__":
    main()
