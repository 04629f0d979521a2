"""Start-up costs a user sees (issue 31), each in fresh processes beside its floor:

* `python -c pass` and `import numpy` (the floor: the interpreter, and the one library every
  launch needs) beside `import ptxemu` and `import ptxemu; ptxemu.Module` (the whole API loaded);
* `ptxemu run --example` (decode and run an nvcc kernel, compare with the H100's recording);
* in one process: decoding a module, the first launch of its small kernel (saxpy, 1 CTA x 256)
  and the next 50 (min and median), on the interpreter and on the default (compiled) route, and
  whether numba was loaded.

    python benchmarks/bench_startup.py [--repeat 5]

Wall seconds (best of --repeat) and CPU seconds of the child (user + sys; on a loaded machine wall
time includes waiting for a core, CPU time does not). Bytecode is written and read as usual
(PYTHONDONTWRITEBYTECODE is dropped: a user's second run is the warm one).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time

LAUNCHES = r"""
import json, sys, time
t0 = time.perf_counter()
import numpy as np
import ptxemu
from ptxemu.examples import path
t1 = time.perf_counter()
mod = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
t2 = time.perf_counter()
x = np.ones(256, np.float32)
y = np.ones(256, np.float32)
out = {"import": t1 - t0, "decode": t2 - t1}
for route in (sys.argv[1],):
    ts = []
    for _ in range(51):
        t = time.perf_counter()
        mod.launch("saxpy", 1, 256, [np.int32(256), np.float32(2), x, y], route=route)
        ts.append(time.perf_counter() - t)
    out.update(first=ts[0], min=min(ts[1:]), median=sorted(ts[1:])[25])
out["numba"] = "numba" in sys.modules
print(json.dumps(out))
"""


def _child(args: list[str], repeat: int) -> tuple[float, float, str]:
    """(best wall s, its CPU s, last stdout) of `python args` in fresh processes."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, *args], env=env, capture_output=True)  # bytecode written once
    best = (float("inf"), 0.0, "")
    for _ in range(repeat):
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        p = subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True)
        wall = time.perf_counter() - t0
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        if p.returncode != 0:
            raise SystemExit(f"{args}: {p.stderr[-2000:]}")
        cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        if wall < best[0]:
            best = (wall, cpu, p.stdout)
    return best


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    print(f"{'fresh process':44s} {'wall s':>7s} {'CPU s':>7s}")
    for name, args in [
        ("python -c pass", ["-c", "pass"]),
        ("import numpy", ["-c", "import numpy"]),
        ("import ptxemu", ["-c", "import ptxemu"]),
        ("import ptxemu; ptxemu.Module (whole API)", ["-c", "import ptxemu; ptxemu.Module"]),
        ("ptxemu run --example", ["-c", "from ptxemu.cli import main; main(['run', '--example'])"]),
    ]:
        wall, cpu, _ = _child(args, a.repeat)
        print(f"{name:44s} {wall:7.3f} {cpu:7.3f}")
    print(f"\n{'saxpy 1x256 in one process':28s} {'import':>7s} {'decode':>7s} {'first':>7s} {'min':>8s} "
          f"{'median':>8s}  numba")
    for route in ("interp", "compiled"):
        _, _, out = _child(["-c", LAUNCHES, route], max(1, a.repeat // 2))
        r = json.loads(out.splitlines()[-1])
        numba = "loaded" if r["numba"] else "not loaded"
        print(f"{'route=' + route:28s} {r['import']:7.3f} {r['decode']:7.3f} {r['first']:7.3f} "
              f"{r['min'] * 1e3:6.2f}ms {r['median'] * 1e3:6.2f}ms  {numba}")


if __name__ == "__main__":
    main()
