"""CUTLASS's random fill at 128x128 (the issue's "< 0.5 s"), launch after launch, on 1..N workers.

The fill (h48_tf32_ws launch 0 with the Params' extent patched to 16,384: bench_route's row; every
launch's bytes checked against the H100's) is 264 CTAs x 128 threads whatever the size, 662 M
thread-instructions of curand's skip-ahead. Each cell is a fresh process (the compiled route's
machine code warm in the disk cache: a first process compiles it) running 4 launches; it prints
each launch's wall time. A launch's workers are forked from the launching process: they inherit
the machine code it holds, and what they load comes back to it (KernelRoute.adopt), so from the
second launch on no worker loads anything. The first launch of a process finds the kernel's hot
list (KernelRoute.recall) and loads that machine code before it forks; `--forget` removes the
lists before each cell, as in a process that starts cold.

    python benchmarks/bench_fill.py [--workers 1,2,4,0] [--launches 4]   # 0: every core (the default)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def cell(launches: int) -> None:
    sys.path.insert(0, str(HERE))
    os.environ.setdefault("PTXEMU_COMPILE_WAIT", "1")
    import bench_route as br

    fill = dict((name, fn) for name, _, fn in br.rows())["CUTLASS random fill 128x128 (capacity patched)"]
    route = os.environ.get("PTXEMU_ROUTE", "compiled")
    out = []
    for _ in range(launches):
        t0 = time.perf_counter()
        st, _ = fill(route)
        out.append(round(time.perf_counter() - t0, 3))
    print(json.dumps({"ti": st.thread_instructions, "wall": out}))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", default="1,2,4,0")
    ap.add_argument("--launches", type=int, default=4)
    ap.add_argument("--interp", action="store_true", help="also the interpreter (one launch per cell)")
    ap.add_argument("--forget", action="store_true",
                    help="remove the kernels' hot lists before each cell (a process that starts cold)")
    ap.add_argument("--cell", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.cell:
        cell(a.launches)
        return
    env = dict(os.environ, PYTHONPATH=str(HERE.parent / "src"), OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")

    def run(workers: int, route: str, launches: int) -> dict:
        if a.forget:
            from ptxemu.machine.running.compiled.route import cache_dir

            for f in cache_dir().glob("ptxemu_route_*.hot"):
                f.unlink()
        e = dict(env, PTXEMU_ROUTE=route)
        if workers:
            e["PTXEMU_JOBS"] = str(workers)
        else:
            e.pop("PTXEMU_JOBS", None)
        p = subprocess.run([sys.executable, __file__, "--cell", "--launches", str(launches)], env=e,
                           capture_output=True, text=True, check=True)
        return json.loads(p.stdout.strip().splitlines()[-1])

    run(1, "compiled", 1)  # warm the disk cache (compiles on a cold one)
    rows = []
    for w in [int(x) for x in a.workers.split(",")]:
        routes = ["compiled"] + (["interp"] if a.interp else [])
        for route in routes:
            r = run(w, route, a.launches if route == "compiled" else 1)
            r.update(workers=w or os.cpu_count(), route=route)
            rows.append(r)
            print(f"workers={r['workers']:>3} {route:9} launches (s): {r['wall']}", flush=True)
    if os.environ.get("OUT"):
        doc = {"cpus": os.cpu_count(), "rows": rows}
        Path(os.environ["OUT"], "bench_fill.json").write_text(json.dumps(doc))


if __name__ == "__main__":
    main()
