"""Compile allreduce.cu to tests/data/multimem/allreduce_sm90a.ptx with nvcc 13.5 -O3 for sm_90a.

multimem.cp.reduce.async.bulk is PTX 9.1, newer than the image's nvcc 13.0: the nvcc of the
`nvidia-cuda-nvcc==13.5.37` wheel (the project's ptxas) compiles it.

    python tools/truth/multimem/build.py [--nvcc PATH]
"""

from __future__ import annotations

import argparse
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "multimem" / "allreduce_sm90a.ptx"
NVCC = "/work/ptxas135/lib/python3.11/site-packages/nvidia/cu13/bin/nvcc"

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--nvcc", default=NVCC)
    a = ap.parse_args()
    cmd = [a.nvcc, "-O3", "-std=c++17", "-arch=sm_90a", "-ptx", "-o", str(OUT), str(HERE / "allreduce.cu")]
    subprocess.run(cmd, check=True)
    print("wrote", OUT)
