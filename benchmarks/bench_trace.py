"""What tracing one warp costs: a launch untraced and with `trace=` naming one warp, same route.

The kernel is Triton's layernorm (tests/data/kernels/triton.npz) over ROWS rows (one CTA of 4 warps
per row), and saxpy over 2^20 threads (src/ptxemu/examples): the observers need the interpreter route,
so both runs use it (the compiled route's untraced time is printed beside). One process, best of 3.

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
            lines = sum(1 for _ in open(f"{d}/t.txt"))
            print(
                f"{name}: untraced {plain:.3f} s (compiled route {comp:.3f} s),"
                f" one warp traced {traced:.3f} s ({lines} trace lines):"
                f" {traced / plain:.2f}x the untraced interpreter"
            )


if __name__ == "__main__":
    main()
