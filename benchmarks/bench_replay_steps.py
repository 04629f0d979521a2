"""Replay of ranks step by step (issue 32): one System for every step (`ranks.Session`, what
`ptxemu replay` does) against a System built for each step (`ranks.replay_together` alone).

The committed 2-rank capture (tests/data/captures/h100/ipc.ptxcap.xz: two processes sharing a
buffer over CUDA IPC, one launch each) has one step; a training step has many. So the capture's
step is written `--steps` times into one file (each a copy of the recorded step: the same memory
before and after, launch indices counting on), which replays as that many steps, every launch
from its recorded state. Each replay is checked identical; prints the seconds of the whole replay
(reading the blobs included, the file opened once), best and median of `--repeat`, for both ways,
in the one-process System (the default) and in System(processes=True) (PTXEMU_PROCESSES=1: rank
processes, forked per System).

    python benchmarks/bench_replay_steps.py [--steps 20] [--repeat 3] [--capture FILE]

On this 2-core VM (shared; load 1.1, best of 3, 20 steps): one-process System 15.7 ms a step with
a System per step, 15.8 ms with one System (building a System costs nothing there); with rank
processes 35.7 ms against 18.3 ms a step (the fork of two rank processes per step is gone). Under
load 11 to 13: 49-54 ms both ways, and 133-158 ms against 56-61 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import ptxemu.capture  # noqa: E402
from ptxemu.capture import ranks  # noqa: E402
from ptxemu.capture.fileformat import Reader, Writer  # noqa: E402


def repeated(src: Path, dst: Path, steps: int) -> Path:
    """`src`'s launches `steps` times over, indices counting on per process."""
    r = Reader(src)
    w = Writer(dst)
    for h in r.names():
        w.blob(r.blob(h))
    index = {k: v for k, v in r.index.items() if k not in ("format", "version")}
    launches = index["launches"]
    span = max(x["index"] for x in launches) + 1
    index["launches"] = [{**x, "index": x["index"] + k * span} for k in range(steps) for x in launches]
    w.close(index)
    return dst


def run(path: Path, reuse: bool) -> float:
    t = time.perf_counter()
    cap = ptxemu.capture.open(path)
    out = []
    steps = ranks.steps(ranks.ranks_of([cap]))
    if reuse:
        with ranks.Session() as s:
            for step in steps:
                out += s.replay(step)
    else:
        for step in steps:
            out += ranks.replay_together(step)
    dt = time.perf_counter() - t
    bad = [r.describe() for r in out if r.verdict != "identical"]
    if bad or len(out) != sum(len(s) for s in steps):
        raise SystemExit(f"not identical: {bad[:3]}")
    return dt


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--capture", type=Path, default=ROOT / "tests/data/captures/h100/ipc.ptxcap.xz")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        path = repeated(a.capture, Path(d) / "steps.ptxcap", a.steps)
        print(f"{a.capture.name} x {a.steps} steps, {os.cpu_count()} cores (load "
              f"{os.getloadavg()[0]:.1f})")
        for procs in ("0", "1"):
            os.environ["PTXEMU_PROCESSES"] = procs
            run(path, True)  # warm: the module decoded, numpy's first calls
            for reuse in (False, True):
                ts = [run(path, reuse) for _ in range(a.repeat)]
                what = "one System for every step" if reuse else "a System per step       "
                print(f"processes={procs} {what}: best {min(ts):.3f} s, median {statistics.median(ts):.3f} s"
                      f" ({1e3 * min(ts) / a.steps:.1f} ms a step)")


if __name__ == "__main__":
    main()
