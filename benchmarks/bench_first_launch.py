"""What a user's first launch costs (issue 31's "first-run speed"): each workload in fresh processes
with default settings, its launches timed one by one, on cold caches and on warm ones.

Workloads (the README's examples and the llm.c kernel of bench_llmc_atomics):
  llmc     llm.c layernorm_backward_kernel3<bf16>, 4,224 one-warp CTAs, B,T,C = 8,256,64 (workers=1,
           the interpreter, as bench_llmc_atomics), 5 launches
  llmcdef  the same with the launch's defaults (the compiled route, workers on every core; the
           bf16 atomics of several workers land in any order, as on the GPU: outputs not compared)
  example  `ptxemu run --example` (the README's step 1: decode an nvcc kernel, run it, compare with
           the H100's recording), 4 times in one process through ptxemu.cli.main
  saxpy    the README's Module.launch("saxpy", grid=4, block=256), 5 launches
  cvt      the README's run_instruction("cvt.rn.satfinite.e2m1x2.f32 ...") and cvt.rn.bf16x2.f32 on
           1M values, 5 calls

Cache states: "cold" gives the child empty numba and ptxemu caches (NUMBA_CACHE_DIR and
PTXEMU_CACHE: nothing compiled before); "warm" runs the child once first with the same folders
(what a user's second program finds). Bytecode (.pyc) is written and read as usual.

Each cell runs --repeat fresh processes; the table gives the median of each launch's wall time,
the first launch's median CPU time (all threads: numba's loader thread included) and the ratio
first / warm, warm being the median over processes of the best later launch. Every launch's output
is hashed: all processes and launches of a workload must agree, and --src BASE runs the same cells
on another source tree (e.g. the commit before) beside this one, so before/after outputs are
compared bit for bit.

    python benchmarks/bench_first_launch.py [--rows llmc,example,saxpy,cvt] [--repeat 3] [--src DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROWS = ("llmc", "llmcdef", "example", "saxpy", "cvt")

CHILD = r"""
import hashlib, io, json, sys, time, contextlib
row = sys.argv[1]
sys.path.insert(0, sys.argv[2])
walls, cpus, outs = [], [], []

def timed(fn):
    c0, t0 = time.process_time(), time.perf_counter()
    out = fn()
    walls.append(time.perf_counter() - t0)
    cpus.append(time.process_time() - c0)
    outs.append(hashlib.sha1(out).hexdigest()[:12])

import numpy as np
if row == "llmc":
    import bench_llmc_atomics as b
    run = b.setup(8, 256, 64)
    for _ in range(5):
        timed(lambda: run()[2])
elif row == "llmcdef":
    import bench_llmc_atomics as b
    import ptxemu
    mod = ptxemu.Module(b.PTX.read_text())
    k3 = next(k for k in mod.kernels if "kernel3" in k)
    B, T, C = 8, 256, 64
    r = np.random.default_rng(0)
    bf = lambda x: (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
    ins = [bf(r.standard_normal(B * T * C)), bf(r.standard_normal(B * T * C)), bf(r.standard_normal(C)),
           bf(r.standard_normal(B * T)), bf(r.random(B * T) + 0.5)]
    def ld():
        outs = [np.zeros(B * T * C, np.uint16), np.zeros(C, np.uint16), np.zeros(C, np.uint16)]
        mod.launch(k3, b.GRID, 32, [*outs, *ins, np.int32(B), np.int32(T), np.int32(C)], shared_mem=2 * C * 4)
        return b"".join(o.tobytes() for o in outs)
    for _ in range(5):
        timed(ld)
elif row == "example":
    from ptxemu.cli import main
    def ex():
        f = io.StringIO()
        with contextlib.redirect_stdout(f):
            rc = main(["run", "--example"])
        text = f.getvalue()
        assert rc in (0, None), text
        return "".join(l for l in text.splitlines(True) if "thread-instructions" not in l).encode()
    for _ in range(4):
        timed(ex)
elif row == "saxpy":
    import ptxemu
    from ptxemu.examples import path
    mod = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
    def sx():
        x = np.arange(1000, dtype=np.float32); y = np.ones(1000, np.float32)
        mod.launch("saxpy", grid=4, block=256, args=[np.int32(1000), np.float32(2), x, y])
        return y.tobytes()
    for _ in range(5):
        timed(sx)
elif row == "cvt":
    import ptxemu
    x = (np.random.default_rng(0).standard_normal(1 << 20) * 4).astype(np.float32)
    a, b = x[: 1 << 19], x[1 << 19:]
    def cv():
        d1 = ptxemu.run_instruction("cvt.rn.satfinite.e2m1x2.f32 d, a, b;", a=a, b=b)["d"]
        d2 = ptxemu.run_instruction("cvt.rn.bf16x2.f32 d, a, b;", a=a, b=b)["d"]
        return np.asarray(d1).tobytes() + np.asarray(d2).tobytes()
    for _ in range(5):
        timed(cv)
print(json.dumps({"wall": walls, "cpu": cpus, "out": outs, "numba": "numba.core.dispatcher" in sys.modules}))
"""


def child(src: Path, row: str, caches: dict[str, str]) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PTXEMU_JIT")}
    env.update(PYTHONPATH=str(src), **caches)
    p = subprocess.run([sys.executable, "-c", CHILD, row, str(HERE)], env=env, capture_output=True, text=True)
    if p.returncode != 0:  # reported in the table (a failing tree must not hide the other's figures)
        return {"error": (p.stderr.strip().splitlines() or ["?"])[-1][:200]}
    return json.loads(p.stdout.strip().splitlines()[-1])


def cell(src: Path, row: str, state: str, repeat: int) -> list[dict]:
    runs = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as numba_dir, tempfile.TemporaryDirectory() as ptx_dir:
            caches = {"NUMBA_CACHE_DIR": numba_dir, "PTXEMU_CACHE": ptx_dir}
            if state == "warm":
                child(src, row, caches)
            runs.append(child(src, row, caches))
    return runs


def summary(runs: list[dict]) -> tuple[list[float], float, float, float]:
    """(median wall of each launch, median CPU of the first, median best later wall, first/warm)."""
    walls = [statistics.median(r["wall"][i] for r in runs) for i in range(len(runs[0]["wall"]))]
    cpu0 = statistics.median(r["cpu"][0] for r in runs)
    warm = statistics.median(min(r["wall"][1:]) for r in runs)
    return walls, cpu0, warm, walls[0] / warm


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", default=",".join(ROWS))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--src", default="", help="another source tree to run beside this one (its src/)")
    a = ap.parse_args()
    trees = [("this", HERE.parent / "src")] + ([("base", Path(a.src).resolve() / "src")] if a.src else [])
    with open("/proc/loadavg") as f:
        print(f"load average at start: {f.read().split()[:3]} on {os.cpu_count()} cores")
    print(f"{'workload':8} {'tree':5} {'caches':6} {'launch walls (median s)':44} {'cpu 1st':>7} {'warm':>6} "
          f"{'1st/warm':>8}  numba  outputs")
    results = []
    for row in a.rows.split(","):
        outs = set()
        for state in ("cold", "warm"):
            for name, src in trees:
                runs = cell(src, row, state, a.repeat)
                failed = [r["error"] for r in runs if "error" in r]
                runs = [r for r in runs if "error" not in r]
                for e in failed:
                    print(f"{row:8} {name:5} {state:6} a process failed: {e}", flush=True)
                if not runs:
                    continue
                walls, cpu0, warm, ratio = summary(runs)
                if row != "llmcdef":  # there, bf16 atomics from several workers land in any order
                    outs |= {o for r in runs for o in r["out"]}
                numba = "loaded" if all(r["numba"] for r in runs) else (
                    "no" if not any(r["numba"] for r in runs) else "some")
                print(f"{row:8} {name:5} {state:6} {' '.join(f'{w:.3f}' for w in walls):44} {cpu0:7.3f} "
                      f"{warm:6.3f} {ratio:7.2f}x  {numba:6} "
                      f"{'any order' if not outs else 'same' if len(outs) == 1 else 'DIFFER'}",
                      flush=True)
                results.append({"row": row, "tree": name, "caches": state, "runs": runs})
    if os.environ.get("OUT"):
        Path(os.environ["OUT"], "bench_first_launch.json").write_text(json.dumps(results))


if __name__ == "__main__":
    main()
