"""The compiled route's native regions on many cores: the tiled SGEMM (benchmarks/kernels/route_kernels.cu,
16x16 threads a CTA, bar.sync twice per k-tile) in one fresh process with an empty route cache
(PTXEMU_COMPILE_AFTER=0: hot blocks built in the first launch by the C compiler), then warm launches:

* threads=T, workers=1: one process, each batch's CTAs split over T threads inside the native
  region (compiled/threads.py; PTXEMU_THREADS);
* workers=W, threads=1: W forked processes, a batch each (launching/workers.py);
* --default: no workers= and no PTXEMU_THREADS/PTXEMU_JOBS (what a user gets: worker processes
  for a kernel's first launch, threads once its hot code is all native regions);
* every cell checked: the same output bits and thread-/warp-instruction counts as threads=1
  workers=1 (--ref-threads) and that one against the interpreter at the first size.

Thread-instructions/s are per wall second (best of --repeat); the one-thread cells also give the
CPU time. The first line is the cold first launch (64x64x128: building every hot block).

    python benchmarks/bench_native_cores.py [--sizes 256,512,1024] [--k 128] [--threads 1,2,4,8,16]
                                            [--workers 16] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cell(args) -> dict:
    import numpy as np

    import ptxemu
    from ptxemu.machine.running.compiled import native

    mod = ptxemu.Module((ROOT / "benchmarks" / "kernels" / "route_sm90a.ptx").read_text())
    rng = np.random.default_rng(0)
    out: dict = {"cores": len(os.sched_getaffinity(0)), "rows": []}

    def launch(M: int, K: int, A, B, route="compiled", workers=1, threads=1):
        if threads is None:  # the defaults: every core's threads, workers as launch chooses
            os.environ.pop("PTXEMU_THREADS", None)
        else:
            os.environ["PTXEMU_THREADS"] = str(threads)
        C = np.zeros((M, M), np.float32)
        t0, c0 = time.perf_counter(), time.process_time()
        st = mod.launch("sgemm_tiled", (M // 16, M // 16), (16, 16),
                        [np.int32(M), np.int32(M), np.int32(K), A, B, C], route=route, workers=workers)
        return time.perf_counter() - t0, time.process_time() - c0, st, C

    A = rng.standard_normal((64, 128)).astype(np.float32)
    B = rng.standard_normal((128, 64)).astype(np.float32)
    t, _, st, _ = launch(64, 128, A, B)
    out["first_launch_s"] = t
    out["first_native"] = dict(native.stats)
    K = args.k
    for M in [int(x) for x in args.sizes.split(",")]:
        A = rng.standard_normal((M, K)).astype(np.float32)
        B = rng.standard_normal((K, M)).astype(np.float32)
        launch(M, K, A, B, threads=args.ref_threads)  # warm: every block planned, its library loaded
        _, _, ref, Cref = launch(M, K, A, B, threads=args.ref_threads)
        key = (ref.thread_instructions, ref.warp_instructions)
        row = {"M": M, "K": K, "ti": ref.thread_instructions, "cells": []}
        if M == int(args.sizes.split(",")[0]) and not args.no_interp:
            _, _, si, Ci = launch(M, K, A, B, route="interp")
            row["same_as_interp"] = bool(np.array_equal(Ci.view(np.uint32), Cref.view(np.uint32))
                                         and (si.thread_instructions, si.warp_instructions) == key)
        configs = [("threads", T, 1, T) for T in (int(x) for x in args.threads.split(","))]
        configs += [("workers", W, W, 1) for W in (int(x) for x in args.workers.split(",") if x)]
        if args.default:
            configs.append(("default", 0, None, None))
        for kind, n, workers, threads in configs:
            best, cpu, same = float("inf"), 0.0, True
            for _ in range(args.repeat):
                t, c, st, C = launch(M, K, A, B, workers=workers, threads=threads)
                same = same and bool(np.array_equal(C.view(np.uint32), Cref.view(np.uint32))) and (
                    (st.thread_instructions, st.warp_instructions) == key)
                if t < best:
                    best, cpu = t, c
            row["cells"].append({"kind": kind, "n": n, "wall_s": best, "cpu_s": cpu,
                                 "rate": ref.thread_instructions / best, "same": same})
        out["rows"].append(row)
    out["native"] = dict(native.stats)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="256,512,1024")
    ap.add_argument("--k", type=int, default=128)
    ap.add_argument("--threads", default="1,2,4,8,16")
    ap.add_argument("--workers", default="16")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--ref-threads", type=int, default=1, help="threads of the run the others must equal")
    ap.add_argument("--no-interp", action="store_true", help="no interpreter run at the first size")
    ap.add_argument("--default", action="store_true", help="a cell with no workers= and no PTXEMU_THREADS")
    ap.add_argument("--cell", action="store_true")
    args = ap.parse_args()
    if args.cell:
        print(json.dumps(cell(args)))
        return
    with tempfile.TemporaryDirectory(prefix="ptxemu-cores-") as cache:
        env = dict(os.environ, PTXEMU_NATIVE="c", PTXEMU_CACHE=cache, PTXEMU_COMPILE_WAIT="1",
                   PTXEMU_COMPILE_AFTER="0", PTXEMU_ROUTE="compiled", OMP_NUM_THREADS="1",
                   OPENBLAS_NUM_THREADS="1", PYTHONPATH=str(ROOT / "src"))
        r = subprocess.run([sys.executable, __file__, "--cell", *sys.argv[1:]], env=env,
                           capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(r.stderr[-4000:])
    res = json.loads(r.stdout.strip().splitlines()[-1])
    nat = res["first_native"]
    print(f"cores {res['cores']}; first launch (cold cache, 64x64x128, building): "
          f"{res['first_launch_s']:.2f} s "
          f"({nat['built']} libraries, {nat['build_cpu_s']:.2f} s compiler CPU)")
    for row in res["rows"]:
        extra = f", same as the interpreter: {row['same_as_interp']}" if "same_as_interp" in row else ""
        print(f"SGEMM {row['M']}x{row['M']}x{row['K']}: {row['ti']:,} thread-instructions{extra}")
        one = next((c for c in row["cells"] if c["kind"] == "threads" and c["n"] == 1), None)
        for c in row["cells"]:
            sp = f" x{one['wall_s'] / c['wall_s']:.2f}" if one else ""
            print(f"  {c['kind']:7s} {c['n']:3d}: {c['wall_s'] * 1e3:8.1f} ms wall, "
                  f"{c['cpu_s'] * 1e3:8.1f} ms CPU (this process), "
                  f"{c['rate']:.2e} thread-instructions/s{sp}, "
                  f"same bits and counts: {c['same']}")


if __name__ == "__main__":
    main()
