"""Compile kernels.cu to PTX with nvcc -O3 for sm_90a: src/ptxemu/examples/nvcc_sm90a.ptx
(committed; the tests and `ptxemu run --example` read it).

python3 tools/truth/kernels/build.py
"""

from __future__ import annotations

import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "src" / "ptxemu" / "examples"

if __name__ == "__main__":
    DATA.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            "nvcc",
            "-O3",
            "-arch=sm_90a",
            "-ptx",
            "-diag-suppress",
            "549",
            "-o",
            str(DATA / "nvcc_sm90a.ptx"),
            str(HERE / "kernels.cu"),
        ],
        check=True,
    )
