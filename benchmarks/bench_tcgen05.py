"""A 256x256x256 FP16 GEMM on tcgen05 (sm_100a), run by the interpreter: wall time and where it goes.

The kernel is ptxemu's own hand-written one (tests/machine/tcgen05_ptx.py; CUTLASS's sm_100a kernel
comes later from recorded Params): one CTA pair (cluster of 2, 128 threads each) with
.cta_group::2, M = 256 (each CTA loads 128 rows of A and 128 columns of B into shared memory),
N = 256, sixteen K = 16 steps into f32 accumulators in tensor memory, commit to an mbarrier,
tcgen05.ld of the result, dealloc. The split: "tcgen05.mma steps" is the time of the MMA
instructions (descriptor decoding, A/B gathered from shared memory, D read and written in tensor
memory, and the arithmetic), "arithmetic" the part inside the matrix-level model
(ops/mma_tcgen05.mma_tcgen05: the Blackwell model's f16 engine); everything else is "control"
(the copy loops, address arithmetic, barriers, the mbarrier wait, tcgen05.ld, global stores). The result
is checked against ptxemu.mma on the same operands (16 accumulating steps) and, for scale,
against numpy's float64 product.

The second part runs CUTLASS's own sm_100a FP16 GEMM at 256x256x256 from the Params recorded on
the H100 (tests/data/cutlass/b71_builder.npz, launch 3: example 71's KernelScheduleAuto schedule,
half in and out, f32 accumulation, 2x2 clusters of 2-SM CTA pairs, 256 threads per CTA, TMA loads
and stores, tcgen05.mma .cta_group::2 into tensor memory), with the same split, and checks its D
against the example's device reference GEMM (equal bit for bit).

    python benchmarks/bench_tcgen05.py [--repeat 3] [--cutlass-only]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import ptxemu  # noqa: E402
from ptxemu.machine.launching.replay import load_npz  # noqa: E402
from ptxemu.ops import mma_tcgen05  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "machine"))
from tcgen05_ptx import gemm_ptx, idesc  # noqa: E402

M = N = K = 256


class Timer:
    def __init__(self) -> None:
        self.t = 0.0
        self.n = 0

    def wrap(self, fn):
        def inner(*a, **kw):
            t0 = time.perf_counter()
            try:
                return fn(*a, **kw)
            finally:
                self.t += time.perf_counter() - t0
                self.n += 1

        return inner


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--cutlass-only", action="store_true")
    args = ap.parse_args()
    if args.cutlass_only:
        cutlass(args.repeat)
        return
    rng = np.random.default_rng(0)
    A = (rng.integers(-8, 9, (M, K)) / 8).astype(np.float16)
    B = (rng.integers(-8, 9, (K, N)) / 8).astype(np.float16)
    ide = idesc("f16", M, N)
    ptx = gemm_ptx("f16", rows_a=M // 2, rows_b=N // 2, chunks=K * 2 // 16, nk=K // 16, ocols=N, cta_group=2)
    ra = A.view(np.uint8).reshape(M, -1)
    rb = np.ascontiguousarray(B.T).view(np.uint8).reshape(N, -1)
    arith, operands = Timer(), Timer()
    mma_tcgen05.mma_tcgen05 = arith.wrap(mma_tcgen05.mma_tcgen05)
    t_compile = time.perf_counter()
    mod = ptxemu.Module(ptx)
    k = mod.kernel("tc")
    t_compile = time.perf_counter() - t_compile
    for s in k.steps.values():  # the whole tcgen05.mma step: operands, tensor memory, arithmetic
        if s.item.ins.opcode == "tcgen05" and s.item.ins.qualifiers[0] == ".mma":
            s.run = operands.wrap(s.run)
    best = float("inf")
    D = np.zeros((256, N), np.uint32)
    for _ in range(args.repeat):
        arith.t = operands.t = 0.0
        arith.n = operands.n = 0
        D[:] = 0
        t0 = time.perf_counter()
        stats = mod.launch(
            "tc", 2, 128, [ra, rb, D, np.zeros(16, np.uint8), np.uint32(ide)], cluster=(2, 1, 1)
        )
        t = time.perf_counter() - t0
        if t < best:
            best, split = t, (arith.t, operands.t, arith.n, operands.n, stats)
    a_t, o_t, a_n, o_n, stats = split
    # the same 16 accumulating steps at matrix level
    want = np.zeros((M, N), np.uint32)
    name = "tcgen05.mma.cta_group::2.kind::f16"
    for s in range(K // 16):
        want = ptxemu.mma(
            name,
            A[:, 16 * s : 16 * s + 16].view(np.uint16),
            B[16 * s : 16 * s + 16].view(np.uint16),
            want,
            idesc=ide,
            scale_d=s > 0,
        )
    exact = (A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)
    print(f"tcgen05 FP16 GEMM {M}x{N}x{K}, one CTA pair (cta_group::2, M=256), {K // 16} MMAs")
    print(f"  compile            {t_compile * 1e3:8.1f} ms  (first in the process: mostly imports)")
    print(
        f"  launch (best of {args.repeat}) {best * 1e3:8.1f} ms   "
        f"{stats.thread_instructions:,} thread-instructions"
    )
    print(
        f"  tcgen05.mma steps  {o_t * 1e3:8.1f} ms  ({o_t / best:5.1%}; {o_n} issues: descriptors, "
        "shared and "
        "tensor memory, arithmetic)"
    )
    print(f"    of which arithmetic {a_t * 1e3:5.1f} ms  ({a_t / best:5.1%}; {a_n} calls of the f16 model)")
    c = best - o_t
    print(f"  control            {c * 1e3:8.1f} ms  ({c / best:5.1%})")
    print(
        f"  equals ptxemu.mma step by step: {bool((D == want).all())}; equals float64 (exact data): "
        f"{bool((D.view(np.float32) == exact).all())}"
    )
    af, bf = A.astype(np.float32), B.astype(np.float32)
    tn = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        np.matmul(af, bf)
        tn = min(tn, time.perf_counter() - t0)
    print(f"  numpy float32 matmul for scale: {tn * 1e3:.2f} ms (launch / numpy = {best / tn:,.0f}x)")
    cutlass(args.repeat)


def cutlass(repeat: int) -> None:
    import lzma

    from ptxemu.machine.launching import replay

    data = Path(__file__).resolve().parents[1] / "tests" / "data" / "cutlass"
    rec = dict(load_npz(data / "b71_builder.npz"))
    index = 3
    meta = next(m for m in replay.launches(rec) if m["index"] == index)
    d_addr, d_size = meta["allocs"][3]
    ref = rec[f"{index + 1:03d}_after_{meta['allocs'][4][0]}"]
    arith, mma_steps, tma_steps = Timer(), Timer(), Timer()
    saved = mma_tcgen05.mma_tcgen05
    mma_tcgen05.mma_tcgen05 = arith.wrap(saved)
    try:
        t_compile = time.perf_counter()
        mod = ptxemu.Module(
            lzma.open(data / "b71_builder.compute_100a.ptx.xz", "rt").read(), target="sm_100a"
        )
        k = mod.kernel(meta["name"])
        t_compile = time.perf_counter() - t_compile
        for s in k.steps.values():
            ins = s.item.ins
            if ins.opcode == "tcgen05" and ins.qualifiers[0] == ".mma":
                s.run = mma_steps.wrap(s.run)
            elif ins.opcode == "cp" and ".tensor" in ins.qualifiers:
                s.run = tma_steps.wrap(s.run)
        best = float("inf")
        for _ in range(repeat):
            for t in (arith, mma_steps, tma_steps):
                t.t, t.n = 0.0, 0
            t0 = time.perf_counter()
            (r,) = replay.replay_launchrec(rec, mod, only={index}, keep_device=True)
            t = time.perf_counter() - t0
            if t < best:
                best = t
                split = (arith.t, arith.n, mma_steps.t, mma_steps.n, tma_steps.t, tma_steps.n, r)
    finally:
        mma_tcgen05.mma_tcgen05 = saved
    a_t, a_n, m_t, m_n, t_t, t_n, r = split
    got = r.device.read(d_addr, d_size).view(np.uint16)
    bad = int((got != ref.view(np.uint16)).sum())
    print(f"CUTLASS sm_100a FP16 GEMM 256x256x256 (example 71, launch {index}), grid {meta['grid']}, ")
    print(f"  cluster {meta['cluster']}, {meta['block'][0]} threads per CTA, {meta['shared']} B shared")
    print(f"  module (parse + compile) {t_compile:8.2f} s")
    print(f"  launch (best of {repeat}) {best:8.2f} s   {r.stats.thread_instructions:,} thread-instructions")
    print(f"  tcgen05.mma steps  {m_t:8.3f} s  ({m_t / best:5.1%}; {m_n} issues)")
    print(f"    of which arithmetic {a_t:6.3f} s  ({a_t / best:5.1%}; {a_n} calls of the f16 model)")
    print(f"  TMA copies         {t_t:8.3f} s  ({t_t / best:5.1%}; {t_n} issues)")
    c = best - m_t - t_t
    print(f"  control            {c:8.3f} s  ({c / best:5.1%})")
    print(f"  D equals the example's device reference: {bad == 0} ({bad} of {got.size} differ)")


if __name__ == "__main__":
    main()
