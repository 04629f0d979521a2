"""A short program on a cold compiled-code cache: three launches of one kernel, each mode in a fresh
process with an empty PTXEMU_CACHE.

Modes: the interpreter (`PTXEMU_ROUTE=interp`); the compiled route compiling each hot block in the
launch that makes it hot (`PTXEMU_COMPILE_WAIT=1`, what the route did before compiled/background.py);
the compiled route as users get it (hot blocks compile in child processes while the launch
interprets them). The table gives each launch's wall time and the program's; every launch's output
is checked equal to the interpreter's (bench_route's rows). A cell waits for its compiling children
after its timed launches (outside the times), so cells do not overlap.

    python benchmarks/bench_cold_start.py [--rows ln_backward_b2,fill128,sgemm] [--launches 3]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROWS = {
    "ln_backward_b2": "llm.c layernorm_backward_kernel1 B=2 T=64 C=256",
    "fill128": "CUTLASS random fill 128x128 (capacity patched)",
    "sgemm": "sgemm_tiled 256x256x128",
}
MODES = {
    "interp": {"PTXEMU_ROUTE": "interp"},
    "compiled, compile in the launch": {"PTXEMU_ROUTE": "compiled", "PTXEMU_COMPILE_WAIT": "1"},
    "compiled (default: in the background)": {"PTXEMU_ROUTE": "compiled", "PTXEMU_COMPILE_WAIT": "0"},
}


def cell(row: str, launches: int) -> None:
    sys.path.insert(0, str(HERE))
    import bench_route as br

    from ptxemu.machine.running.compiled import background

    fn = dict((name, f) for name, _, f in br.rows())[ROWS[row]]
    route = os.environ["PTXEMU_ROUTE"]
    walls, outs = [], []
    for _ in range(launches):
        t0 = time.perf_counter()
        _, data = fn(route)
        walls.append(round(time.perf_counter() - t0, 3))
        outs.append(hashlib.sha256(data).hexdigest()[:16])
    background.drain()
    print(json.dumps({"wall": walls, "out": outs}))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", default=",".join(ROWS))
    ap.add_argument("--launches", type=int, default=3)
    ap.add_argument("--cell", default="")
    a = ap.parse_args()
    if a.cell:
        cell(a.cell, a.launches)
        return
    res = {}
    for row in a.rows.split(","):
        for mode, env in MODES.items():
            with tempfile.TemporaryDirectory() as cache:
                e = dict(os.environ, PYTHONPATH=str(HERE.parent / "src"), PTXEMU_CACHE=cache, **env)
                e.setdefault("PTXEMU_JOBS", "1")
                p = subprocess.run([sys.executable, __file__, "--cell", row, "--launches", str(a.launches)],
                                   env=e, capture_output=True, text=True, check=True)
                r = json.loads(p.stdout.strip().splitlines()[-1])
            res[(row, mode)] = r
            same = r["out"] == res[(row, "interp")]["out"]
            print(f"{ROWS[row]:48} {mode:38} launches {r['wall']} s, program {sum(r['wall']):.2f} s"
                  f"{'' if same else '  OUTPUT DIFFERS'}", flush=True)
    if os.environ.get("OUT"):
        Path(os.environ["OUT"], "bench_cold_start.json").write_text(
            json.dumps([{"row": k[0], "mode": k[1], **v} for k, v in res.items()]))


if __name__ == "__main__":
    main()
