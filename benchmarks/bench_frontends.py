"""Triton kernels on ptxemu beside Triton's own interpreter (TRITON_INTERPRET=1), in one process.

    PYTHONPATH=src python benchmarks/bench_frontends.py [CASE ...]

For each case of tools/truth/frontends/triton_kernels.py (the tutorials' kernels and the three
interpreter departures): the first launch (Triton's compile to PTX and cubin from an empty cache,
then ptxemu's run) and a second launch (run only) under ptxemu.triton; the same kernel under the
interpreter (first and second launch); and, against the H100's recording
(tests/data/frontends/triton_h100.npz), how many output elements each gives bit for bit.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="ptxemu-bench-triton-"))
sys.path.insert(0, str(ROOT / "tools" / "truth" / "frontends"))

import numpy as np  # noqa: E402
import triton_kernels as K  # noqa: E402

import ptxemu.triton  # noqa: E402
import triton  # noqa: E402

REC_PATH = ROOT / "tests" / "data" / "frontends" / "triton_h100.npz"


def _run(case, fn) -> tuple[float, float, dict]:
    times = []
    for _ in range(2):
        ts = K.torch_tensors(case, "cpu")
        args = K.arguments(case, ts)
        t = time.perf_counter()
        fn[case["grid"]](*args, **case["const"])
        times.append(time.perf_counter() - t)
    return times[0], times[1], {t: K.raw(ts[t]) for t in case["outputs"]}


def _agree(case, outs, rec) -> str:
    if rec is None:
        return "-"
    same = total = 0
    for t in case["outputs"]:
        ref = rec[f"{case['name']}/out_{t}"]
        same += int((outs[t] == ref).sum())
        total += ref.size
    return f"{same}/{total}"


def main(names: list[str]) -> None:
    rec = np.load(REC_PATH) if REC_PATH.exists() else None
    ptxemu.triton.activate("sm_90a")
    print(f"{'case':18} {'ptxemu 1st':>10} {'2nd':>7} {'interp 1st':>10} {'2nd':>7}   "
          f"{'ptxemu = H100':>15} {'interp = H100':>15}")
    for case in K.cases():
        if names and case["name"] not in names:
            continue
        src = K.KERNELS[case["kernel"]]
        triton.knobs.runtime.interpret = False
        p1, p2, pout = _run(case, triton.jit(src))
        triton.knobs.runtime.interpret = True
        try:
            i1, i2, iout = _run(case, triton.jit(src))
            ia = _agree(case, iout, rec)
        except Exception as e:  # the interpreter cannot run every kernel
            i1 = i2 = float("nan")
            ia = f"error: {type(e).__name__}"
        finally:
            triton.knobs.runtime.interpret = False
        print(f"{case['name']:18} {p1:9.2f}s {p2:6.2f}s {i1:9.2f}s {i2:6.2f}s   "
              f"{_agree(case, pout, rec):>15} {ia:>15}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
