"""What tracing one warp costs: a launch untraced and with `trace=` naming one warp, same route.

The kernel is Triton's layernorm (tests/data/kernels/triton.npz) over ROWS rows (one CTA of 4 warps
per row), and saxpy over 2^20 threads (src/ptxemu/examples). Observers need the interpreter route,
but a trace of one CTA needs only the batch holding it: the other batches keep the launch's route.
Printed: untraced and traced on the interpreter route, and untraced and traced on the compiled
route (the default where numba is installed). Then the memory of tracing every CTA of a 100,000-
thread saxpy (tracemalloc peaks; streamed, and ring=1000). One process, best of 3.

    PYTHONPATH=src python benchmarks/bench_trace.py [--rows 200]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

import numpy as np

import ptxemu
from ptxemu.examples import path as example_path

ROOT = Path(__file__).resolve().parents[1]


def _best(f, n=3) -> float:
    best = 1e9
    for _ in range(n):
        t = time.perf_counter()
        f()
        best = min(best, time.perf_counter() - t)
    return best


def layernorm(rows: int):
    z = np.load(ROOT / "tests/data/kernels/triton.npz")
    meta = json.loads(str(z["layernorm/meta"]))
    mod = ptxemu.Module(str(z["layernorm/ptx"]))
    x = np.resize(z["layernorm/in_x"], (rows, 300)).astype(np.float32)
    w, b = z["layernorm/in_w"].copy(), z["layernorm/in_b"].copy()
    params = mod.kernel(meta["kernel"]).func.params

    def run(**kw):
        y = np.zeros_like(x)
        args = [x, y, w, b, np.int32(300), np.int32(300), np.float32(1e-5)]
        args += [None] * (len(params) - len(args))
        mod.launch(
            meta["kernel"],
            (rows, 1, 1),
            (128, 1, 1),
            args,
            shared_mem=meta["shared"],
            workers=1,
            print_output=False,
            **kw,
        )

    return run


def saxpy(n: int):
    mod = ptxemu.Module(example_path("nvcc_sm90a.ptx").read_text())
    x = np.arange(n, dtype=np.float32)

    def run(**kw):
        y = np.ones(n, np.float32)
        mod.launch(
            "saxpy",
            (n // 256, 1, 1),
            (256, 1, 1),
            [np.int32(n), np.float32(2), x, y],
            workers=1,
            print_output=False,
            **kw,
        )

    return run


def memory(d: str) -> None:
    import tracemalloc

    run = saxpy(100_000 // 256 * 256 + 256)
    for what in ("", f"{d}/m.txt:cta=all:warp=0", f"{d}/m.txt:cta=all:warp=0:ring=1000"):
        tracemalloc.start()
        t = time.perf_counter()
        run(route="interp", **({"trace": what} if what else {}))
        t = time.perf_counter() - t
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        size = Path(what.split(":")[0]).stat().st_size if what else 0
        print(f"saxpy 100,096 threads {what.split(':', 1)[-1] if what else 'untraced'}: {t:.2f} s,"
              f" peak {peak / 1e6:.1f} MB, file {size / 1e6:.1f} MB")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=2000)
    ap.add_argument("--threads", type=int, default=1 << 20)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        for name, run in (("layernorm", layernorm(a.rows)), ("saxpy", saxpy(a.threads))):
            run(route="interp")  # compile the kernel once
            plain = _best(lambda: run(route="interp"))  # noqa: B023
            comp = _best(lambda: run(route="compiled"))  # noqa: B023
            traced = _best(lambda: run(route="interp", trace=f"{d}/t.txt:cta=1:warp=2"))  # noqa: B023
            tcomp = _best(lambda: run(route="compiled", trace=f"{d}/t.txt:cta=1:warp=2"))  # noqa: B023
            lines = sum(1 for _ in open(f"{d}/t.txt"))
            print(
                f"{name}: one warp traced ({lines} trace lines): interpreter {plain:.3f} -> {traced:.3f} s"
                f" ({traced / plain:.2f}x), compiled route {comp:.3f} -> {tcomp:.3f} s ({tcomp / comp:.2f}x)"
            )
        memory(d)


if __name__ == "__main__":
    main()
