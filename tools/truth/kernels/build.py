"""Compile kernels.cu and tensor_kernels.cu with nvcc -O3 for sm_90a into src/ptxemu/examples/
(nvcc_sm90a.ptx, tensor_sm90a.ptx; committed; the tests and `ptxemu run --example` read them).

    python3 tools/truth/kernels/build.py
"""

from __future__ import annotations

import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "src" / "ptxemu" / "examples"

if __name__ == "__main__":
    for src, out in (("kernels.cu", "nvcc_sm90a.ptx"), ("tensor_kernels.cu", "tensor_sm90a.ptx")):
        cmd = [
            "nvcc",
            "-O3",
            "-arch=sm_90a",
            "-ptx",
            "-diag-suppress",
            "549",
            "-o",
            str(DATA / out),
            str(HERE / src),
        ]
        subprocess.run(cmd, check=True)
