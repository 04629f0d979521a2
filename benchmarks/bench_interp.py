"""The interpreter alone (route="interp", one worker) on one core (issue 31's goal: 2e8 PTX
thread-instructions/s on the SGEMM): thread-instructions per second of wall time and of the
process's CPU time (on a shared machine the wall time includes waiting for a core), beside numpy
doing the same arithmetic on the host (one BLAS thread) and the ratio.

Rows: the tiled fp32 SGEMM of benchmarks/kernels/route_sm90a.ptx (16x16 tiles in shared memory,
bar.sync, fma.rn.f32) at 256x256x128 (256 CTAs x 256 threads: two batches of 32,768 lanes) and
512x512x128, and its block_reduce. The SGEMM's output is checked against numpy's A @ B to 1e-3
(its bits against the compiled route's are bench_route's check).

    python benchmarks/bench_interp.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # an idle BLAS thread spins on the second core
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import ptxemu  # noqa: E402

KERNELS = Path(__file__).resolve().parent / "kernels"


def rows():
    rk = ptxemu.Module((KERNELS / "route_sm90a.ptx").read_text())
    rng = np.random.default_rng(0)
    for M in (256, 512):
        N, K = M, 128
        A = rng.standard_normal((M, K)).astype(np.float32)
        B = rng.standard_normal((K, N)).astype(np.float32)

        def sgemm(M=M, N=N, K=K, A=A, B=B):
            C = np.zeros((M, N), np.float32)
            args = [np.int32(M), np.int32(N), np.int32(K), A, B, C]
            st = rk.launch("sgemm_tiled", (N // 16, M // 16), (16, 16), args, route="interp", workers=1)
            assert np.abs(C - A @ B).max() < 1e-3
            return st

        yield f"sgemm_tiled {M}x{N}x{K}", f"{(M // 16) * (N // 16)} CTAs x 256", sgemm, lambda A=A, B=B: A @ B
    x = rng.standard_normal(16 * 256 * 64).astype(np.float32)

    def reduce():
        out = np.zeros(16, np.float32)
        return rk.launch("block_reduce", 16, 256, [np.int32(x.size), x, out], route="interp", workers=1)

    yield "block_reduce (64 elements/thread)", "16 CTAs x 256", reduce, lambda: x.reshape(16, -1).sum(axis=1)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    print(f"{'kernel':36} {'grid':>15} {'thread-instr':>13} {'wall s':>7} {'/s wall':>8} {'cpu s':>7} "
          f"{'/s cpu':>8} {'numpy s':>8} {'ratio':>6}")
    for name, grid, launch, ref in rows():
        launch()  # decode, first batch state, numba's loops where they pay
        best_w, best_c, st = float("inf"), float("inf"), None
        for _ in range(args.repeat):
            t0, c0 = time.perf_counter(), time.process_time()
            st = launch()
            best_w = min(best_w, time.perf_counter() - t0)
            best_c = min(best_c, time.process_time() - c0)
        tr = float("inf")
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            ref()
            tr = min(tr, time.perf_counter() - t0)
        n = st.thread_instructions
        print(f"{name:36} {grid:>15} {n:13,} {best_w:7.3f} {n / best_w:8.3g} {best_c:7.3f} {n / best_c:8.3g} "
              f"{tr:8.5f} {best_w / tr:5.0f}x")


if __name__ == "__main__":
    main()
