"""A launch's batches in worker processes beside one process: thread-instructions/s and the ratio.

Rows: the tiled fp32 SGEMM of bench_route (benchmarks/kernels/route_sm90a.ptx, sgemm_tiled,
256x256x128: 256 CTAs x 256 threads, two batches of 32,768 lanes) and its block reduction over 64
CTAs x 256 (one batch of 16,384 lanes in one process, two of 8,192 in two workers). Each row runs
workers=1 and each --jobs value on the same inputs, checks the outputs are the same bits and the
counters equal, and reports the best of --repeat with the machine's load (uptime) before and
after: the speed-up is bounded by the cores that are free, not by the cores that exist.

    python benchmarks/bench_workers.py [--repeat 3] [--jobs 2] [--route interp|compiled]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import ptxemu  # noqa: E402

KERNELS = Path(__file__).resolve().parent / "kernels"


def rows():
    rng = np.random.default_rng(0)
    rk = ptxemu.Module((KERNELS / "route_sm90a.ptx").read_text())
    M = N = 256
    K = 128
    A = rng.standard_normal((M, K)).astype(np.float32)
    B = rng.standard_normal((K, N)).astype(np.float32)

    def sgemm(workers, route):
        C = np.zeros((M, N), np.float32)
        args = [np.int32(M), np.int32(N), np.int32(K), A, B, C]
        st = rk.launch("sgemm_tiled", (N // 16, M // 16), (16, 16), args, route=route, workers=workers)
        return st, C.tobytes()

    yield "sgemm_tiled 256x256x128", "256 CTAs x 256", sgemm
    x = rng.standard_normal(64 * 256 * 64).astype(np.float32)

    def reduce(workers, route):
        out = np.zeros(64, np.float32)
        st = rk.launch("block_reduce", 64, 256, [np.int32(x.size), x, out], route=route, workers=workers)
        return st, out.tobytes()

    yield "block_reduce (64 elements/thread)", "64 CTAs x 256", reduce


def _cpu() -> float:
    """CPU seconds of this process and its reaped children (the workers): on free cores a launch's
    wall time approaches this divided by the busy workers."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def load() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--jobs", default="2", help="comma-separated worker counts beside 1")
    ap.add_argument("--route", default="interp", choices=("interp", "compiled"))
    a = ap.parse_args()
    jobs = [int(j) for j in a.jobs.split(",")]
    print(f"cores usable: {len(os.sched_getaffinity(0))}; route {a.route}")
    print("before:", load())
    for name, shape, fn in rows():
        fn(1, a.route)  # warm-up: the kernel's compilation, numba's start
        best: dict[int, tuple] = {}
        for w in [1, *jobs]:
            for _ in range(a.repeat):
                c0 = _cpu()
                t = time.perf_counter()
                st, out = fn(w, a.route)
                dt = time.perf_counter() - t
                cpu = _cpu() - c0
                if w not in best or dt < best[w][0]:
                    best[w] = (dt, st, out, cpu)
        base_dt, base, base_out, _ = best[1]
        print(f"{name} ({shape}): {base.thread_instructions:,} thread-instructions")
        for w in [1, *jobs]:
            dt, st, out, cpu = best[w]
            same = out == base_out and (st.thread_instructions, st.warp_instructions) == (
                base.thread_instructions,
                base.warp_instructions,
            )
            verdict = "same bits and counters" if same else "DIFFERENT"
            print(
                f"  workers={w}: {st.batches} batch(es), {dt:.3f} s, {st.thread_instructions / dt:.3g} "
                f"thread-instructions/s, x{base_dt / dt:.2f}, CPU {cpu:.3f} s in all, {verdict}"
            )
    print("after:", load())


if __name__ == "__main__":
    main()
