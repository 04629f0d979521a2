"""CUTLASS's Hopper TF32 warp-specialised GEMM (examples/48, 256x256x256, 4x2 cluster, TMA multicast)
run from its recorded Params (tests/data/cutlass/h48_tf32_ws, launch 3) on one core: wall time,
thread-instructions/s, and where the time goes: wgmma's arithmetic (ptxemu.ops.mma.mma), wgmma's
operand reads from shared memory through the descriptors, the TMA copies' steps, and everything else
(the control code: scheduling, mbarriers, address arithmetic, the epilogue). Every run is checked
against the H100's bytes. The first run of a process decodes the kernel (and compiles numba code, if
any); it is reported apart. The recording is read once, before the runs.

Measured 2026-11-26 on the shared 2-core development machine (load average 1.3-1.7), runs alternating
with the code before the batched TMA steps (badbff4): the interpreter 0.19-0.35 s a run after the
first (median 0.24 s, 6.8-12 M thread-instructions/s; before: 0.36-0.43 s, median 0.37 s); wgmma's
arithmetic 12-14 %, its operand reads 3 %, the TMA steps 23-27 % (before 28-39 %), the rest
58-61 %, spread thin (docs/interpreter.md, "Speed"). The compiled route: 0.32-0.34 s once its blocks
are compiled (before 0.57-1.0 s); the run in which its blocks turn hot compiles them (157 s with
numba's cache cold on this loaded machine, 1.1-1.4 s loading them from the disk cache).

Usage: PYTHONPATH=src python benchmarks/bench_cutlass.py [--repeat 3] [--route interp|compiled|both]
"""

from __future__ import annotations

import argparse
import lzma
import os
import time
from pathlib import Path

import ptxemu
import ptxemu.ops.mma as mma_mod
from ptxemu.machine.launching.replay import launches, load_npz, replay_launchrec
from ptxemu.machine.semantics import tensor_core as ops_tensor

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests/data/cutlass"
PROGRAM, LAUNCH = "h48_tf32_ws", 3

_t = {"mma": 0.0, "operands": 0.0, "tma": 0.0}


def _timed(fn, key):
    def wrapped(*a, **kw):
        t = time.perf_counter()
        try:
            return fn(*a, **kw)
        finally:
            _t[key] += time.perf_counter() - t

    return wrapped


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--route", default="both", choices=("interp", "compiled", "both"))
    args = ap.parse_args()
    # wgmma's step binds ptxemu.ops.mma.mma when the kernel is decoded: wrap before any Module exists
    mma_mod.mma = _timed(mma_mod.mma, "mma")
    ops_tensor._smem_matrix = _timed(ops_tensor._smem_matrix, "operands")
    rec = dict(load_npz(DATA / f"{PROGRAM}.npz"))  # read once: the runs time the launch, not LZMA
    with lzma.open(DATA / f"{PROGRAM}.compute_90a.ptx.xz", "rt") as f:
        text = f.read()
    routes = ("interp", "compiled") if args.route == "both" else (args.route,)
    print(
        f"{PROGRAM} launch {LAUNCH}: CUTLASS Hopper TF32 GEMM 256x256x256 from its recorded Params, one core"
    )
    for route in routes:
        os.environ["PTXEMU_ROUTE"] = route
        mod = ptxemu.Module(text)
        name = next(m for m in launches(rec) if m["index"] == LAUNCH)["name"]
        for s in mod.kernel(name).steps.values():  # the TMA copies' steps, timed
            if s.item.ins.opcode == "cp" and ".tensor" in s.item.ins.qualifiers:
                s.run = _timed(s.run, "tma")
        for rep in range(args.repeat + 1):
            _t["mma"] = _t["operands"] = _t["tma"] = 0.0
            t0 = time.perf_counter()
            (r,) = replay_launchrec(rec, mod, only={LAUNCH})
            wall = time.perf_counter() - t0
            assert r.differing_bytes == 0, f"{r.differing_bytes} bytes differ from the H100"
            ti = r.stats.thread_instructions
            rest = wall - _t["mma"] - _t["operands"] - _t["tma"]
            tag = "first (decode)" if rep == 0 else f"run {rep}"
            print(
                f"  {route:8s} {tag:14s} wall {wall:6.2f} s  {ti:,} thread-instr  {ti / wall:,.0f} ti/s  "
                f"wgmma arithmetic {_t['mma']:.2f} s ({_t['mma'] / wall:.0%})  "
                f"wgmma operands {_t['operands']:.2f} s ({_t['operands'] / wall:.0%})  "
                f"TMA {_t['tma']:.2f} s ({_t['tma'] / wall:.0%})  "
                f"control/rest {rest:.2f} s ({rest / wall:.0%})  equal to the H100: yes"
            )


if __name__ == "__main__":
    main()
