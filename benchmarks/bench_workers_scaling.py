"""workers= scaling on a machine with free cores: the tiled SGEMM of bench_route
(benchmarks/kernels/route_sm90a.ptx) at 256x256x128 (256 CTAs x 256) and 512x512x128 (1,024 CTAs),
interpreter and compiled route (if numba imports), workers 1, 2, 4, 8, 16; best of 2 per cell; every
cell's output bits and thread-instructions checked equal to workers=1. Run from the repository root:

    python benchmarks/bench_workers_scaling.py        # prints one row per cell; $OUT/w16.json if OUT is set

docs/interpreter.md ("Every core") gives its run on a 16-core host (the device machine's CPUs).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("PTXEMU_COMPILE_WAIT", "1")  # hot blocks compile before timed cells, not beside

import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))  # the checkout, installed or not
import ptxemu  # noqa: E402


def main() -> None:
    rk = ptxemu.Module((Path(__file__).resolve().parent / "kernels" / "route_sm90a.ptx").read_text())
    rng = np.random.default_rng(0)
    out: dict = {"cpus": os.cpu_count(), "affinity": len(os.sched_getaffinity(0)), "python": sys.version}
    try:
        import numba

        out["numba"] = numba.__version__
    except ImportError:
        out["numba"] = None
    routes = ["interp"] + (["compiled"] if out["numba"] else [])
    rows = []
    for M in (256, 512):
        N, K = M, 128
        A = rng.standard_normal((M, K)).astype(np.float32)
        B = rng.standard_normal((K, N)).astype(np.float32)
        args = [np.int32(M), np.int32(N), np.int32(K), A, B]
        for route in routes:
            ref = None
            for w in (1, 2, 4, 8, 16):
                best = None
                for _ in range(2):
                    C = np.zeros((M, N), np.float32)
                    t = time.perf_counter()
                    grid = (N // 16, M // 16)
                    st = rk.launch("sgemm_tiled", grid, (16, 16), [*args, C], route=route, workers=w)
                    dt = time.perf_counter() - t
                    best = dt if best is None else min(best, dt)
                if ref is None:
                    ref = (C.tobytes(), st.thread_instructions)
                same = C.tobytes() == ref[0] and st.thread_instructions == ref[1]
                r = dict(
                    M=M, route=route, workers=w, s=round(best, 4), rate=st.thread_instructions / best,
                    same=same, batches=st.batches, load=os.getloadavg()[0],
                )  # fmt: skip
                print(r, flush=True)
                rows.append(r)
    out["rows"] = rows
    if os.environ.get("OUT"):
        Path(os.environ["OUT"], "w16.json").write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
