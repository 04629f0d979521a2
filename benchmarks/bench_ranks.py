"""Ranks in parallel (issue 31): NCCL's all-reduce on a System of `--ranks` emulated devices, the
one-process System (launches taking turns in one process, the reference) against
System(processes=True) (each rank's launch in a rank process of a persistent pool, all at once),
in one script.

NCCL's symmetric-memory kernels (tests/data/multimem/nccl, nvcc 13.5 -O3) with the memory image
and arguments of tests/machine/nccl_symk.py, integer-valued f32 inputs (every partial sum exact):
both modes are checked against numpy's sum and against each other, bit for bit. Prints the
seconds of System.launch (messages to the rank processes and the copy-back included) for each
mode, best and median of `--repeat` launches on one System (the first launch in processes forks
the ranks and moves the memory into shared memory: the steady state is a sequence of launches
on a persistent pool of rank processes), the CPU seconds they took (all processes, the ranks'
read from /proc), and the ratio of the best seconds.

    python benchmarks/bench_ranks.py [--ranks 8] [--count 262144] [--repeat 3]
        [--kernels RSxLDMC_AGxSTMC RSxLD_AGxST] [--route interp]
    python benchmarks/bench_ranks.py --stuck 4 [--repeat 2]      # a wait nothing can end: seconds
    python benchmarks/bench_ranks.py --distributed --ranks 8     # gloo ranks at once (needs torch)

The speed-up needs a core per rank: on a machine with fewer cores than ranks the processes
share them (this VM has 2, shared with other work). On the 16-core host: 4.3-10.4x on 8 ranks
(docs/interpreter.md, "Several devices").
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
    for k in range(repeat + 1):  # the first launch in processes forks the pool: not counted
        c0 = _cpu(s)
        grid, dt = K.run(comm, K.module(mod), K.kernel_name(coll, alg, "sum", ty), [(count, 0, inb)],
                         elt_size=es, n_max=nb)
        if k or not (s.processes or s.dist is not None):
            times.append((dt, _cpu(s) - c0))
    out = [comm.read(r, inb, xs[0].nbytes).view(xs[0].dtype) for r in range(n)]
    s.close()
    times.sort()
    return out, grid, times[0], times[len(times) // 2]


def _stuck(n: int, repeat: int) -> None:
    """NCCL's RSxLDMC_AGxSTMC all-reduce on ranks 0..n-2 of n: they wait in the LSA barrier for
    rank n-1 forever (a loop that reads its abort flag every 10,000 turns). Seconds until the
    System raises the report naming every waiting device's loop, in both modes."""
    case = ("all_reduce_sum_f32.sm_90a", "AllReduce", "RSxLDMC_AGxSTMC", "f32")
    mod, coll, alg, ty = case
    m, kern = K.module(mod), K.kernel_name(coll, alg, "sum", ty)
    m.kernel(kern)
    for proc in (False, True):
        for _ in range(repeat):
            s = ptxemu.System(n, plain_multicast_stores=True, processes=proc)
            comm = K.Comm(s, n, 2 * 1024 * 4)
            specs = []
            for r in range(n - 1):
                args, grid = comm.args(r, [(1024, 0, 4096)], elt_size=4, n_max=1)
                specs.append(dict(device=r, module=m, kernel=kern, grid=grid, block=K.MAX_THREADS,
                                  args=[args]))
            t0 = time.perf_counter()
            try:
                s.launch(specs)
                what = "no error (wrong)"
            except ptxemu.PtxRuntimeError as e:
                what = "reported" if f"spin-wait across {n - 1} devices" in str(e) else f"other error: {e}"
            s.close()
            print(f"{n - 1} of {n} ranks in NCCL's barrier, {'processes' if proc else 'one process'}: "
                  f"{time.perf_counter() - t0:.2f} s, {what}", flush=True)


def _dist_rank(rank: int, n: int, count: int, repeat: int, kernels, tmp: str, shared: str) -> None:
    import torch.distributed as dist

    os.environ.setdefault("GLOO_SOCKET_IFNAME", "lo")
    os.environ["PTXEMU_DIST_SHARED"] = shared
    dist.init_process_group("gloo", init_method=f"file://{tmp}/rv{shared}", rank=rank, world_size=n)
    try:
        lines = []
        for alg in kernels:
            case = ("all_reduce_sum_f32.sm_90a", "AllReduce", alg, "f32")
            rng = np.random.default_rng(n)
            xs = [rng.integers(-2, 3, count).astype(np.float32) for _ in range(n)]
            want = np.sum([x.astype(np.float64) for x in xs], axis=0)
            outs, grid, best, med = _allreduce(n, case, xs, repeat, distributed=True)
            exact = all(np.array_equal(o.astype(np.float64), want) for o in outs)
            lines.append(f"{alg}: grid {grid}, best {best[0]:.3f} s, median {med[0]:.3f} s, exact {exact}")
        if rank == 0:
            Path(f"{tmp}/out{shared}.txt").write_text("\n".join(lines))
    finally:
        dist.destroy_process_group()


def _distributed(n: int, count: int, repeat: int, kernels) -> None:
    """NCCL's all-reduce on a torch-distributed System of n gloo ranks (one process each, on this
    host: the launches at once over memory files the ranks map; NCCL's flat LSA space needs the
    peer mappings the turns across hosts lack) against the one-process System; every rank's
    output read through the mapping and checked against numpy (integers: exact in any order)."""
    import tempfile

    import torch.multiprocessing as mp

    tmp = tempfile.mkdtemp()
    print(f"torch-distributed System, {n} gloo ranks on this host, {count} f32 per rank, best of {repeat}")
    for alg in kernels:
        case = ("all_reduce_sum_f32.sm_90a", "AllReduce", alg, "f32")
        rng = np.random.default_rng(n)
        xs = [rng.integers(-2, 3, count).astype(np.float32) for _ in range(n)]
        _, _, best, med = _allreduce(n, case, xs, repeat)
        print(f"  one process {alg}: best {best[0]:.3f} s, median {med[0]:.3f} s", flush=True)
    t0 = time.perf_counter()
    mp.start_processes(_dist_rank, args=(n, count, repeat, kernels, tmp, "1"), nprocs=n, join=True,
                       start_method="fork")
    text = Path(f"{tmp}/out1.txt").read_text()
    dt = time.perf_counter() - t0
    print(f"  distributed, at once ({dt:.1f} s in all):\n    " + text.replace("\n", "\n    "), flush=True)


def _cpu(s=None) -> float:
    """CPU seconds of this process, its finished children and the System's live rank processes."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    t = me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime
    pool = getattr(s, "_rank_pool", None)
    for pid in (pool.pids.values() if pool is not None else ()):
        try:
            f = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            t += (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            pass
    return t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, default=8)
    ap.add_argument("--count", type=int, default=1 << 18, help="f32 elements per rank")
    ap.add_argument("--repeat", type=int, default=3, help="launches on one System (best taken)")
    ap.add_argument("--kernels", nargs="+", default=["RSxLDMC_AGxSTMC", "RSxLD_AGxST"])
    ap.add_argument("--route", default="interp", choices=["interp", "compiled"])
    ap.add_argument("--distributed", action="store_true",
                    help="instead: a torch-distributed System of --ranks gloo ranks on this host (its "
                         "launches at once) against the one-process System")
    ap.add_argument("--stuck", type=int, default=0, metavar="N",
                    help="instead: NCCL's all-reduce launched on N-1 of N ranks (a wait nothing can end), "
                         "seconds to its report in each mode")
    a = ap.parse_args()
    if a.stuck:
        os.environ["PTXEMU_ROUTE"] = a.route
        return _stuck(a.stuck, a.repeat)
    if a.distributed:
        os.environ["PTXEMU_ROUTE"] = a.route
        return _distributed(a.ranks, a.count, a.repeat, a.kernels)
    os.environ["PTXEMU_ROUTE"] = a.route
    n = a.ranks
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"{n} ranks, {a.count} f32 per rank, {cores} cores usable, route {a.route}, best of {a.repeat}")
    print(f"{'kernel':34s} {'grid':>4s} {'one process s (CPU s), median':>29s} "
          f"{'processes s (CPU s), median':>27s} {'ratio':>6s}  exact  same bits")
    for alg in a.kernels:
        case = ("all_reduce_sum_f32.sm_90a", "AllReduce", alg, "f32")
        rng = np.random.default_rng(n)  # integers in [-2, 2]: every partial sum exact
        xs = [rng.integers(-2, 3, a.count).astype(np.float32) for _ in range(n)]
        want = np.sum([x.astype(np.float64) for x in xs], axis=0)
        best, med = {}, {}
        outs = {}
        for proc in (False, True):
            outs[proc], grid, best[proc], med[proc] = _allreduce(n, case, xs, a.repeat, processes=proc)
        exact = all(np.array_equal(o.astype(np.float64), want) for p in outs for o in outs[p])
        pairs = zip(outs[False], outs[True], strict=True)
        same = all(np.array_equal(x.view(np.uint32), y.view(np.uint32)) for x, y in pairs)
        ratio = best[False][0] / best[True][0]
        one, many = (f"{best[p][0]:.3f} ({best[p][1]:.2f}), {med[p][0]:.3f}" for p in (False, True))
        print(f"{alg + ' (all_reduce f32 sm_90a)':34s} {grid:4d} {one:>29s} {many:>27s} "
              f"{ratio:6.2f}  {exact!s:5s}  {same}", flush=True)
    t0 = time.perf_counter()  # the processes mode's fixed cost: the pool's fork, then a message per rank
    s = ptxemu.System(n, processes=True)
    mod = ptxemu.Module(".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n ret;\n}\n")
    s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1, args=[]) for d in range(n)])
    t1 = time.perf_counter()
    for _ in range(20):
        s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1, args=[]) for d in range(n)])
    t2 = time.perf_counter()
    s.close()
    print(f"an empty kernel on {n} ranks in processes: {t1 - t0:.3f} s first (the pool's fork), "
          f"{(t2 - t1) / 20 * 1e3:.1f} ms each of 20 then")


if __name__ == "__main__":
    main()
