"""The compiled route beside the interpreter, in one process: thread-instructions/s and the ratio.

Rows: a tiled fp32 SGEMM (16x16 tiles in shared memory, bar.sync; benchmarks/kernels/route_kernels.cu)
at 256x256x128 (256 CTAs x 256 threads), a block reduction (strided loop, shared-memory tree) over
16 CTAs x 256, nvcc's block_sum (shfl, shared memory, atomics), collatz (a divergent loop), llm.c's
layernorm_backward_kernel1 (karpathy/llm.c dev/cuda/layernorm_backward.cu at f1e2ace, compiled here by
nvcc 13.0 -O3 --use_fast_math -arch=sm_90a -ptx with stub cuBLAS headers, since only its device code is
needed: benchmarks/kernels/llmc_layernorm_backward_sm90a.ptx) and llm.c's layernorm_forward replayed
from its launchrec recording (six launches), and CUTLASS's random fill (the recorded
h48_tf32_ws launch 0, at 256x256 as recorded and at 128x128 with the Params' extent patched; both
checked against the H100's bytes). Each row runs the
interpreter and the compiled route on the same inputs, checks that the outputs are the same bits,
and reports the best of --repeat, by wall time and by the process's CPU time (on a shared machine
the wall time is several times what an idle core takes); "first" is the compiled route's first
launch in this process (numba start-up, and compilation unless the disk cache holds it).

    python benchmarks/bench_route.py [--repeat 3] [--rows sgemm,reduce]
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import lzma
import os
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
# hot blocks compile in the launch that makes them hot (not in a child process while it interprets:
# compiled/background.py), so the timed launches after the first run the machine code
os.environ.setdefault("PTXEMU_COMPILE_WAIT", "1")

import numpy as np  # noqa: E402

import ptxemu  # noqa: E402
from ptxemu.examples import path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
KERNELS = ROOT / "benchmarks" / "kernels"
LLMC = ROOT / "tests" / "data" / "kernels" / "llmc"


def rows():
    rng = np.random.default_rng(0)
    rk = ptxemu.Module((KERNELS / "route_sm90a.ptx").read_text())
    M = N = 256
    K = 128
    A = rng.standard_normal((M, K)).astype(np.float32)
    B = rng.standard_normal((K, N)).astype(np.float32)

    def sgemm(route):
        C = np.zeros((M, N), np.float32)
        st = rk.launch(
            "sgemm_tiled",
            (N // 16, M // 16),
            (16, 16),
            [np.int32(M), np.int32(N), np.int32(K), A, B, C],
            route=route,
        )
        return st, C.tobytes()

    yield "sgemm_tiled 256x256x128", "256 CTAs x 256", sgemm
    x = rng.standard_normal(16 * 256 * 64).astype(np.float32)

    def reduce(route):
        out = np.zeros(16, np.float32)
        st = rk.launch("block_reduce", 16, 256, [np.int32(x.size), x, out], route=route)
        return st, out.tobytes()

    yield "block_reduce (64 elements/thread)", "16 CTAs x 256", reduce
    nv = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
    n = 65536

    def block_sum(route):
        parts = np.zeros(n // 1024, np.float32)
        cnt = np.zeros(1, np.uint32)
        st = nv.launch("block_sum", n // 1024, 256, [np.int32(n), x[:n], parts, cnt], route=route)
        return st, parts.tobytes() + cnt.tobytes()

    yield "block_sum (nvcc: shfl, smem, atomics)", "64 CTAs x 256", block_sum
    m = 16384
    v = rng.integers(1, 10000, m).astype(np.uint32)

    def collatz(route):
        a, b = np.zeros(m, np.uint32), np.zeros(m, np.uint32)
        st = nv.launch("collatz", m // 256, 256, [np.int32(m), v, a, b], route=route)
        return st, a.tobytes() + b.tobytes()

    yield "collatz (divergent loop)", "64 CTAs x 256", collatz
    lb = ptxemu.Module((KERNELS / "llmc_layernorm_backward_sm90a.ptx").read_text())
    k1 = next(k for k in lb.kernels if "kernel1P" in k)

    def ln_backward(B, T, C):
        dout, inp = (rng.standard_normal(B * T * C).astype(np.float32) for _ in range(2))
        weight = rng.standard_normal(C).astype(np.float32)
        mean = rng.standard_normal(B * T).astype(np.float32)
        rstd = rng.random(B * T).astype(np.float32) + 0.5

        def run(route):
            dinp, dw, db = np.zeros(B * T * C, np.float32), np.zeros(C, np.float32), np.zeros(C, np.float32)
            st = lb.launch(
                k1,
                -(-B * T // 256),
                256,
                [dinp, dw, db, dout, inp, weight, mean, rstd, np.int32(B), np.int32(T), np.int32(C)],
                route=route,
            )
            return st, dinp.tobytes() + dw.tobytes() + db.tobytes()

        return run

    yield "llm.c layernorm_backward_kernel1 B=1 T=32 C=128", "1 CTA x 256", ln_backward(1, 32, 128)
    yield "llm.c layernorm_backward_kernel1 B=2 T=64 C=256", "1 CTA x 256", ln_backward(2, 64, 256)
    from ptxemu.machine.launching.replay import replay_launchrec

    lmod = ptxemu.Module((LLMC / "layernorm_forward.ptx").read_text())
    rec = np.load(LLMC / "layernorm_forward.npz")

    def layernorm(route):
        t0 = time.perf_counter()
        with _route(route):
            res = replay_launchrec(rec, lmod)
        assert all(r.differing_bytes == 0 for r in res)
        ti = sum(r.stats.thread_instructions for r in res)
        secs = sum(r.stats.seconds for r in res)
        return _Stats(ti, secs or time.perf_counter() - t0), b""

    yield "llm.c layernorm_forward (6 recorded launches)", "B=2 T=32 C=64", layernorm

    def fill(n):
        def run(route):
            rec, mod = _cutlass()
            ptr = int.from_bytes(bytes(rec["000_params"])[:8], "little")
            with _route(route):  # replay_launchrec launches with the default route
                (r,) = replay_launchrec(
                    rec, mod, only={0}, patch={0: [(8, n.to_bytes(8, "little"))]}, keep_device=True
                )
            got = r.device.read(ptr, n * 4)
            want = rec[f"000_after_{ptr}"][: n * 4]  # element i is thread i's first draw at any size
            assert (got == want).all(), f"random fill {n}: not the H100's bytes"
            return r.stats, got.tobytes()

        return run

    yield "CUTLASS random fill 128x128 (capacity patched)", "264 CTAs x 128", fill(128 * 128)
    yield "CUTLASS random fill 256x256 (as recorded)", "264 CTAs x 128", fill(256 * 256)


@functools.cache
def _cutlass():
    """CUTLASS's h48 recording (launch 0: BlockForEach<RandomUniformFunc<float>>, the fill of A)
    and its module. The fill's grid (264 x 128, from the occupancy API on the H100) does not
    depend on the size, and every thread runs curand_init's skip-ahead to its own sequence before
    its first element, so a 128x128 fill costs nearly what the 256x256 one does."""
    from ptxemu.machine.launching.replay import load_npz

    rec = dict(load_npz(ROOT / "tests" / "data" / "cutlass" / "h48_tf32_ws.npz"))
    with lzma.open(ROOT / "tests" / "data" / "cutlass" / "h48_tf32_ws.compute_90a.ptx.xz", "rt") as f:
        return rec, ptxemu.Module(f.read())


@contextlib.contextmanager
def _route(route: str):
    old = os.environ.get("PTXEMU_ROUTE")
    os.environ["PTXEMU_ROUTE"] = route
    try:
        yield
    finally:
        if old is None:
            del os.environ["PTXEMU_ROUTE"]
        else:
            os.environ["PTXEMU_ROUTE"] = old


class _Stats:
    def __init__(self, ti: int, seconds: float) -> None:
        self.thread_instructions, self.seconds = ti, seconds


def best(fn, route: str, repeat: int):
    """(stats, output bytes, best wall seconds, best CPU seconds of this process) over `repeat` runs.
    CPU time is what an idle core would take: on this shared VM wall time is several times more."""
    out, wall, cpu = None, float("inf"), float("inf")
    for _ in range(repeat):
        c0 = time.process_time()
        st, data = fn(route)
        cpu = min(cpu, time.process_time() - c0)
        wall = min(wall, st.seconds)
        out = (st, data)
    return out[0], out[1], wall, cpu


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--rows", default="")
    a = ap.parse_args()
    want = [w for w in a.rows.split(",") if w]
    print("load average at start: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    print(
        f"{'kernel':46} {'grid':>15} {'thread-instr':>12} {'interp/s':>9} {'compiled/s':>10} {'ratio':>6} "
        f"{'cpu: interp/s':>13} {'compiled/s':>10} {'ratio':>6} {'first s':>8}"
    )
    for name, grid, fn in rows():
        if want and not any(w in name for w in want):
            continue
        t0 = time.perf_counter()
        fn("compiled")
        first = time.perf_counter() - t0
        si, di, wi, ci = best(fn, "interp", a.repeat)
        sc, dc, wc, cc = best(fn, "compiled", a.repeat)
        assert di == dc and si.thread_instructions == sc.thread_instructions, f"{name}: the routes differ"
        n = si.thread_instructions
        print(
            f"{name:46} {grid:>15} {n:12,} {n / wi:9.3g} {n / wc:10.3g} {wi / wc:6.1f} "
            f"{n / ci:13.3g} {n / cc:10.3g} {ci / cc:6.1f} {first:8.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
    print("load average at end: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
