"""Record the layouts NCCL's symmetric kernels read: compile nccl_offsets.cu (offsetof / sizeof)
against NCCL's headers and write tests/data/multimem/nccl/offsets.json, the facts
tests/machine/nccl_symk.py builds the kernels' arguments from.

    git clone https://github.com/NVIDIA/nccl && git -C nccl checkout 5067397c
    python tools/truth/multimem/nccl_offsets.py --nccl nccl [--nvcc /usr/local/cuda/bin/nvcc]

The host compiler lays the structs out as the device does (nvcc shares the ABI). nccl.h is made
from src/nccl.h.in as NCCL's src/Makefile makes it (version 2.30.7); the DOCA GPUNetIO headers
that nccl_device.h includes are found where the Makefile installs them.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "multimem" / "nccl" / "offsets.json"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nccl", required=True, type=Path, help="an NVIDIA/nccl checkout at 5067397c")
    ap.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    a = ap.parse_args()
    src = a.nccl.resolve() / "src"
    with tempfile.TemporaryDirectory() as tmp:
        inc = Path(tmp) / "include"
        inc.mkdir()
        text = (src / "nccl.h.in").read_text()
        for k, v in (("Major", "2"), ("Minor", "30"), ("Patch", "7"), ("Suffix", ""), ("Version", "23007")):
            text = text.replace("${nccl:" + k + "}", v)
        (inc / "nccl.h").write_text(text)
        doca = inc / "nccl_device" / "gin" / "gdaki"
        doca.mkdir(parents=True)
        subprocess.run(["cp", "-r", str(src / "transport/net_ib/gdaki/doca-gpunetio/include"),
                        str(doca / "doca_gpunetio")], check=True)
        exe = Path(tmp) / "offsets"
        subprocess.run([a.nvcc, "-std=c++17", "-DNCCL_OS_LINUX", f"-I{inc}", f"-I{doca}", f"-I{src}/include",
                        f"-I{src}/include/plugin", f"-I{src}/device", f"-I{src}/device/symmetric",
                        str(HERE / "nccl_offsets.cu"), "-o", str(exe)], check=True)
        lines = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split("\n")
    facts = {k: int(v) for k, v in (ln.split() for ln in lines if ln.strip())}
    OUT.write_text(json.dumps({"nccl": "NVIDIA/nccl 5067397c (2.30.7)", "facts": facts}, indent=1) + "\n")
    print("wrote", OUT, len(facts), "facts")


if __name__ == "__main__":
    main()
