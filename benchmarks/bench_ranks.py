"""Ranks in parallel (issue 31): NCCL's all-reduce on a System of `--ranks` emulated devices, the
one-process System (launches taking turns in one process, the reference) against
System(processes=True) (each rank's launch in a forked process, all at once), in one script.

NCCL's symmetric-memory kernels (tests/data/multimem/nccl, nvcc 13.5 -O3) with the memory image
and arguments of tests/machine/nccl_symk.py, integer-valued f32 inputs (every partial sum exact):
both modes are checked against numpy's sum and against each other, bit for bit. Prints the
seconds of System.launch (the fork, the move of memory into shared memory and the copy-back
included) for each mode, best of `--repeat`, and their ratio.

    python benchmarks/bench_ranks.py [--ranks 8] [--count 262144] [--repeat 3]
        [--kernels RSxLDMC_AGxSTMC RSxLD_AGxST] [--route interp]

The speed-up needs a core per rank: on a machine with fewer cores than ranks the processes
share them (this VM has 2, shared with other work).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "machine"))

import test_nccl_symk as T  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--count", type=int, default=1 << 18, help="f32 elements per rank")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--kernels", nargs="+", default=["RSxLDMC_AGxSTMC", "RSxLD_AGxST"])
    ap.add_argument("--route", default="interp", choices=["interp", "compiled"])
    a = ap.parse_args()
    os.environ["PTXEMU_ROUTE"] = a.route
    n = a.ranks
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"{n} ranks, {a.count} f32 per rank, {cores} cores usable, route {a.route}, best of {a.repeat}")
    print(f"{'kernel':34s} {'grid':>4s} {'one process s':>13s} {'processes s':>11s} {'ratio':>6s}  "
          "exact  same bits")
    T.COUNT = dict(T.COUNT, f32=a.count)
    for alg in a.kernels:
        case = next(c for c in T.AR if c[2] == alg and c[3] == "f32" and "sm_90a" in c[0])
        xs = T._int_inputs(n, case, np.random.default_rng(n))
        want = np.sum([x.astype(np.float64) for x in xs], axis=0)
        best = {}
        outs = {}
        for proc in (False, True):
            times = []
            for _ in range(a.repeat):
                got, grid, dt = T.collective(n, case, xs, processes=proc)
                times.append(dt)
            best[proc], outs[proc] = min(times), got
        exact = all(np.array_equal(o.astype(np.float64), want) for p in outs for o in outs[p])
        pairs = zip(outs[False], outs[True], strict=True)
        same = all(np.array_equal(x.view(np.uint32), y.view(np.uint32)) for x, y in pairs)
        ratio = best[False] / best[True]
        print(f"{alg + ' (all_reduce f32 sm_90a)':34s} {grid:4d} {best[False]:13.3f} {best[True]:11.3f} "
              f"{ratio:6.2f}  {exact!s:5s}  {same}", flush=True)
    t0 = time.perf_counter()
    import ptxemu  # the processes mode's fixed cost: fork, shared memory, pipes (an empty kernel)

    s = ptxemu.System(n, processes=True)
    mod = ptxemu.Module(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n ret;\n}\n")
    s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1, args=[]) for d in range(n)])
    t1 = time.perf_counter()
    s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1, args=[]) for d in range(n)])
    t2 = time.perf_counter()
    print(f"an empty kernel on {n} ranks in processes: {t1 - t0:.3f} s first, {t2 - t1:.3f} s then")


if __name__ == "__main__":
    main()
