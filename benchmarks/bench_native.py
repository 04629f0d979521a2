"""Native code for the compiled route: the C compiler (compiled/native.py) beside numba, each in a
fresh process with an empty route cache, one core (PTXEMU_JOBS=1, PTXEMU_THREADS=1), hot blocks
compiled in the launch that makes them hot (PTXEMU_COMPILE_WAIT=1, PTXEMU_COMPILE_AFTER=0).

Rows:
* sgemm: the tiled fp32 SGEMM (benchmarks/kernels/route_kernels.cu, 100 lines of PTX), 16 CTAs x 256
  threads (64x64x128): the first launch (compiling every hot block), the next launches, and the
  first launch of a second process that finds the libraries in the disk cache; then warm
  thread-instructions/s at 256x256x128 (256 CTAs x 256) on one core;
* cutlass: CUTLASS's Hopper TF32 warp-specialised GEMM (tests/data/cutlass/h48_tf32_ws launch 3,
  about 5,000 lines of PTX) from its recorded Params: the first replay (compiling its hot blocks),
  then a warm one; checked against the H100's bytes. numba's cell takes minutes (157 s measured
  on this machine before): --cutlass-numba runs it.

Every launch is checked against the interpreter's bits (sgemm) or the H100's (cutlass).

Measured 2026-12-07 on the shared 2-core development VM (load average 7-9: wall times are several
times the CPU the work takes, so the compiler's CPU time is given too): sgemm's first launch 3.0-4.5 s
with C (12 functions, 0.84-0.88 s of compiler CPU) against numba's 17.5-28.2 s (6-6.3x); a second
process, libraries in the cache: 0.5-0.9 s against 1.2-2.2 s (2.2-2.5x); warm at 256x256x128 by
CPU time (lighter load, 5 runs alternating): C 5.8-6.1e8 thread-instructions/s, numba 6.1e8.
cutlass: 174 functions, 5.7-6.7 s of compiler CPU (24-30 s of wall time at this load; numba 157 s
measured earlier), every byte the H100's; from the cache its first replay 1.8-4.5 s.

2026-12-08, same VM at load ~1, with regions across bar.sync (the SGEMM one native region from its
first block to its exit: 1 library; docs/interpreter.md): sgemm's first launch 0.84-0.89 s (0.38-0.41
s of compiler CPU), warm at 256x256x128 on one core 1.16-1.34e9 thread-instructions/s (one run of
six 9.9e8); cutlass: 163 libraries, 5.5 s of compiler CPU, first replay 6.9 s, every byte the H100's.
The device host (16-core Xeon, idle): sgemm's first launch 1.0 s (0.46 s of compiler CPU), warm
8.4-9.0e8 on one core (its cores run this code ~1.4x slower than this VM's).

    python benchmarks/bench_native.py [--rows sgemm,cutlass] [--backends c,numba] [--cutlass-numba]
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


def cell_sgemm() -> dict:
    import numpy as np

    import ptxemu
    from ptxemu.machine.running.compiled import native

    t_import = time.perf_counter()
    rk = ptxemu.Module((ROOT / "benchmarks" / "kernels" / "route_sm90a.ptx").read_text())
    rng = np.random.default_rng(0)
    out: dict = {}

    def launch(M: int, route: str):
        K = 128
        A = rng.standard_normal((M, K)).astype(np.float32)
        B = rng.standard_normal((K, M)).astype(np.float32)
        C = np.zeros((M, M), np.float32)
        t0 = time.perf_counter()
        args = [np.int32(M), np.int32(M), np.int32(K), A, B, C]
        st = rk.launch("sgemm_tiled", (M // 16, M // 16), (16, 16), args, route=route)
        return time.perf_counter() - t0, st.thread_instructions, (A, B, C)

    t, ti, (A, B, C) = launch(64, "compiled")
    out["first_s"] = t
    out["ti_64"] = ti
    out["next_s"] = min(launch(64, "compiled")[0] for _ in range(3))
    # the interpreter's bits for the same inputs
    Ci = np.zeros_like(C)
    args = [np.int32(64), np.int32(64), np.int32(128), A, B, Ci]
    rk.launch("sgemm_tiled", (4, 4), (16, 16), args, route="interp")
    out["same_bits"] = bool(np.array_equal(C.view(np.uint32), Ci.view(np.uint32)))
    launch(256, "compiled")
    best, ti = float("inf"), 0
    for _ in range(3):
        t, ti, _ = launch(256, "compiled")
        best = min(best, t)
    out["warm_256_s"] = best
    out["warm_ti_per_s"] = ti / best
    out["native"] = dict(native.stats)
    out["process_s"] = time.perf_counter() - t_import
    return out


def cell_cutlass() -> dict:
    import lzma

    import ptxemu
    from ptxemu.machine.launching.replay import launches, load_npz, replay_launchrec
    from ptxemu.machine.running.compiled import native

    data = ROOT / "tests/data/cutlass"
    rec = dict(load_npz(data / "h48_tf32_ws.npz"))
    with lzma.open(data / "h48_tf32_ws.compute_90a.ptx.xz", "rt") as f:
        text = f.read()
    mod = ptxemu.Module(text)
    name = next(m for m in launches(rec) if m["index"] == 3)["name"]
    k = mod.kernel(name)
    out: dict = {"kernel_ptx_lines": _kernel_lines(text, name), "instructions": len(k.steps)}
    for tag in ("first_s", "warm_s"):
        t0 = time.perf_counter()
        (r,) = replay_launchrec(rec, mod, only={3})
        out[tag] = time.perf_counter() - t0
        assert r.differing_bytes == 0, f"{r.differing_bytes} bytes differ from the H100"
        out["ti"] = r.stats.thread_instructions
    out["equal_to_h100"] = True
    out["native"] = dict(native.stats)
    return out


def _kernel_lines(text: str, name: str) -> int:
    """Lines of the kernel's body in the PTX (from its .entry to the closing brace)."""
    lines = text.splitlines()
    start = next(i for i, ln in enumerate(lines) if ".entry" in ln and name in ln)
    depth, seen = 0, False
    for j in range(start, len(lines)):
        depth += lines[j].count("{") - lines[j].count("}")
        seen = seen or "{" in lines[j]
        if seen and depth == 0:
            return j - start + 1
    return len(lines) - start


def run_cell(row: str, backend: str, cache: str) -> dict:
    env = dict(os.environ, PTXEMU_NATIVE=backend, PTXEMU_CACHE=cache, PTXEMU_COMPILE_WAIT="1",
               PTXEMU_COMPILE_AFTER="0", PTXEMU_JOBS="1", PTXEMU_THREADS="1", PTXEMU_ROUTE="compiled",
               OMP_NUM_THREADS="1",
               OPENBLAS_NUM_THREADS="1", PYTHONPATH=str(ROOT / "src"))
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, __file__, "--cell", row], env=env, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"{row}/{backend}: {r.stderr[-3000:]}")
    out = json.loads(r.stdout.strip().splitlines()[-1])
    out["wall_s"] = time.perf_counter() - t0
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", default="sgemm,cutlass")
    ap.add_argument("--backends", default="c,numba")
    ap.add_argument("--cutlass-numba", action="store_true")
    ap.add_argument("--cell")
    args = ap.parse_args()
    if args.cell:
        print(json.dumps({"sgemm": cell_sgemm, "cutlass": cell_cutlass}[args.cell]()))
        return
    res: dict = {}
    for row in args.rows.split(","):
        for be in args.backends.split(","):
            if row == "cutlass" and be == "numba" and not args.cutlass_numba:
                continue
            with tempfile.TemporaryDirectory(prefix="ptxemu-native-") as cache:
                cold = run_cell(row, be, cache)
                warm = run_cell(row, be, cache)  # a second process: the disk cache holds the code
            res[(row, be)] = (cold, warm)
            print(f"{row:8s} {be:6s} cold cache: " + json.dumps(cold))
            print(f"{row:8s} {be:6s} warm cache: " + json.dumps(warm))
    for row in args.rows.split(","):
        c, n = res.get((row, "c")), res.get((row, "numba"))
        if c and n:
            key = "first_s"
            print(f"{row}: first launch (compiling) numba / C = {n[0][key] / c[0][key]:.1f}x; "
                  f"from the disk cache numba / C = {n[1][key] / c[1][key]:.1f}x")
            if row == "sgemm":
                print(f"{row}: warm thread-instructions/s C / numba = "
                      f"{c[0]['warm_ti_per_s'] / n[0]['warm_ti_per_s']:.2f}x")


if __name__ == "__main__":
    main()
