"""Speed of the kernel interpreter (ptxemu launches) beside a numpy reference of the same computation.

Each row runs a real kernel (nvcc -O3 or Triton PTX from src/ptxemu/examples and tests/data/kernels)
on a grid of several CTAs, best of --repeat, one thread (numpy is single-threaded for these ops,
BLAS pinned to one thread), and reports executed thread-instructions per second and the ratio of
the launch's time to the numpy reference's (what a host emulation of the same math costs).

    python benchmarks/bench_launch.py [--repeat 3] [--scale 1]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import ptxemu  # noqa: E402
from ptxemu.examples import path  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "kernels"


def best(fn, repeat: int) -> tuple[float, object]:
    t, out = float("inf"), None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        t = min(t, time.perf_counter() - t0)
    return t, out


def rows(scale: int):
    nv = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
    tc = ptxemu.Module(path("tensor_sm90a.ptx").read_text())
    rng = np.random.default_rng(0)
    n = 65536 * scale
    x = rng.standard_normal(n).astype(np.float32)
    y = rng.standard_normal(n).astype(np.float32)
    yield ("saxpy (nvcc, convergent)", f"{n // 256} CTAs x 256",
           lambda: nv.launch("saxpy", n // 256, 256, [np.int32(n), np.float32(1.7), x, y.copy()]),
           lambda: np.float32(1.7) * x + y)
    parts = np.zeros(n // 1024, np.float32)
    yield ("block_sum (nvcc: shfl, smem, bar, atomic)", f"{n // 1024} CTAs x 256",
           lambda: nv.launch("block_sum", n // 1024, 256, [np.int32(n), x, parts, np.zeros(1, np.uint32)]),
           lambda: x.reshape(-1, 1024).sum(axis=1))
    m = 16384 * scale
    v = rng.integers(1, 10000, m).astype(np.uint32)

    def collatz_np():
        w = v.astype(np.uint64)
        s = np.zeros(m, np.uint32)
        live = w > 1
        while live.any():
            w = np.where(live, np.where(w & 1, 3 * w + 1, w >> 1), w)
            s += live
            live = w > 1
        return s
    yield ("collatz (nvcc, divergent loop)", f"{m // 256} CTAs x 256",
           lambda: nv.launch("collatz", m // 256, 256, [np.int32(m), v, np.zeros(m, np.uint32),
                                                        np.zeros(m, np.uint32)]), collatz_np)
    z = np.load(DATA / "triton.npz")
    meta = json.loads(str(z["add/meta"]))
    tm = ptxemu.Module(str(z["add/ptx"]))
    na = 1024 * 64 * scale
    xa, ya = x[:na], y[:na]
    yield ("Triton add (convergent)", f"{na // 1024} CTAs x 128",
           lambda: tm.launch(meta["kernel"], na // 1024, 128, [xa, ya, np.zeros(na, np.float32), np.int32(na),
                                                               None, None]),
           lambda: xa * np.float32(1.5) + ya)
    K = 256
    A = rng.standard_normal(K * 64).astype(np.float16)
    B = rng.standard_normal(K * 128).astype(np.float16)
    g = 8 * scale
    yield ("wgmma GEMM (nvcc, m64n128k16, 128B swizzle)", f"{g} CTAs x 128",
           lambda: tc.launch("gemm_wgmma", g, 128, [A, B, np.zeros(g * 128 * 64, np.float32), np.int32(K)]),
           lambda: [A.astype(np.float32).reshape(-1, 64).T @ B.astype(np.float32).reshape(-1, 128)
                    for _ in range(g)])
    sm = json.loads(str(z["softmax/meta"]))
    smod = ptxemu.Module(str(z["softmax/ptx"]))
    R, C = 64 * scale, 781
    xin = rng.standard_normal((R, C)).astype(np.float32)

    def soft_np():
        e = np.exp(xin - xin.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)
    yield ("Triton softmax (ex2.approx, div.full)", f"{R} CTAs x 128",
           lambda: smod.launch(sm["kernel"], R, 128,
                               [np.zeros((R, C), np.float32), xin, *[np.int32(C)] * 3, None, None],
                               shared_mem=sm["shared"]),
           soft_np)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--scale", type=int, default=1)
    a = ap.parse_args()
    print(f"{'kernel':46} {'grid':>16} {'thread-instr':>13} {'s':>8} {'instr/s':>9} {'numpy s':>9} "
          f"{'ratio':>7}")
    for name, grid, launch, ref in rows(a.scale):
        try:
            launch()  # compile the kernel and any numba routes first
        except ptxemu.Unsupported as e:
            print(f"{name:46} {grid:>16}   not run: {e.message[:60]}")
            continue
        t, st = best(launch, a.repeat)
        tr, _ = best(ref, a.repeat)
        print(f"{name:46} {grid:>16} {st.thread_instructions:13,} {t:8.3f} {st.thread_instructions / t:9.3g} "
              f"{tr:9.5f} {t / tr:7.0f}x")


if __name__ == "__main__":
    main()
