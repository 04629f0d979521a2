"""Build and run fp16_to_e5m2_host.cu (nvcc, host code only) and save its table:

    python3 tools/truth/frontends/fp16_to_e5m2_host.py    # -> tests/data/frontends/fp16_to_e5m2_host.npz
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "frontends" / "fp16_to_e5m2_host.npz"

if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        exe = Path(tmp) / "cvt"
        subprocess.run(["nvcc", "-O2", "-o", str(exe), str(HERE / "fp16_to_e5m2_host.cu")], check=True)
        table = np.frombuffer(subprocess.run([str(exe)], check=True, capture_output=True).stdout, np.uint8)
    assert table.size == 65536
    OUT.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(OUT, e5m2=table)
    print(OUT, table.size)
