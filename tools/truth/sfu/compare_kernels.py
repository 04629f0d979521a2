"""Every f32 input through this tree's compiled special-function kernels and through those of an
earlier commit (one that was swept on the H100): a kernel rewrite keeps the proof if the two agree
on all 2^32 inputs.

    python3 tools/truth/sfu/compare_kernels.py REV ex2:1,ex2:0,sin:1,...   (fn:ftz pairs)

Session 6 made the round-toward-zero steps and sin/cos's quadrant folding branch-free after the
sweeps verify_run7/8_interp.json (commit 28c7fb7): all 13 affected forms (ex2, lg2, rsqrt, sqrt,
sin, cos with and without .ftz, tanh) agreed with 28c7fb7's kernels on every input. The next
commit routed every cut toward zero through one helper (sfu_interp.cut_f32 / the kernels' _rz):
sin.ftz, cos and tanh agreed with 7cb2c83's kernels on every input, and the numpy route with the
compiled one on every input of sin, lg2 and tanh.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "src"))
from ptxemu.numerics import sfu  # noqa: E402
from ptxemu.numerics import sfu_kernel as new  # noqa: E402


def main(rev: str, forms: str) -> None:
    src = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:src/ptxemu/numerics/sfu_kernel.py"],
                         check=True, capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / "sfu_kernel_old.py"
    path.write_text(src)
    spec = importlib.util.spec_from_file_location("ptxemu.numerics.sfu_kernel_old", path)
    old = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(old)
    tables, chunk = sfu.tables(), 1 << 26
    for item in forms.split(","):
        fn, ftz = item.split(":")[0], item.split(":")[1] == "1"
        bad, t0 = 0, time.time()
        for c in range((1 << 32) // chunk):
            u = np.arange(c * chunk, (c + 1) * chunk, dtype=np.uint64).astype(np.uint32)
            bad += int((new.run(fn, ftz, u, tables) != old.run(fn, ftz, u, tables)).sum())
        print(f"{fn} ftz={ftz}: 2^32 inputs, {bad} differ ({time.time() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
