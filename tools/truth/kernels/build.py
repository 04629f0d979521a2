"""Compile the truth kernels with nvcc -O3 for sm_90a: kernels.cu and tensor_kernels.cu into
src/ptxemu/examples/ (nvcc_sm90a.ptx, tensor_sm90a.ptx: the tests and `ptxemu run --example` read
them), cluster_kernels.cu, atomic_kernels.cu, directed_kernels.cu and (with --use_fast_math)
fastmath_kernels.cu into tests/data/kernels/. All committed.

    python3 tools/truth/kernels/build.py
"""

from __future__ import annotations

import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
EXAMPLES = HERE.parents[2] / "src" / "ptxemu" / "examples"
TESTS = HERE.parents[2] / "tests" / "data" / "kernels"

if __name__ == "__main__":
    for src, out in (("kernels.cu", EXAMPLES / "nvcc_sm90a.ptx"), ("tensor_kernels.cu", EXAMPLES / "tensor_sm90a.ptx"),
                     ("cluster_kernels.cu", TESTS / "cluster_sm90a.ptx"),
                     ("atomic_kernels.cu", TESTS / "atomic_sm90a.ptx"),
                     ("directed_kernels.cu", TESTS / "directed_sm90a.ptx")):
        cmd = ["nvcc", "-O3", "-arch=sm_90a", "-ptx", "-diag-suppress", "549", "-o", str(out), str(HERE / src)]
        subprocess.run(cmd, check=True)
    # the special functions as --use_fast_math makes them
    subprocess.run(["nvcc", "-O3", "--use_fast_math", "-arch=sm_90a", "-ptx", "-o",
                    str(TESTS / "fastmath_sm90a.ptx"), str(HERE / "fastmath_kernels.cu")], check=True)
