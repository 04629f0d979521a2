"""Run every kernel of grammar.ptx on the GPU: python3 record.py DIR OUT -> OUT/grammar_outputs.npz.

The PTX is compiled by the device's ptxas (-arch=sm_90a) when there is one, else by the driver; each
kernel runs 2 CTAs of 64 threads on grammar_inputs.npz with a zeroed output."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np


def main(d: str, out: str) -> None:
    import cupy as cp

    ptx = Path(d) / "grammar.ptx"
    z = np.load(Path(d) / "grammar_inputs.npz")
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    cubin = Path(out) / "grammar.cubin"
    try:
        subprocess.run([ptxas, "-arch=sm_90a", str(ptx), "-o", str(cubin)], check=True, timeout=120)
        mod, how = cp.RawModule(path=str(cubin)), "ptxas"
    except (OSError, subprocess.SubprocessError):
        mod, how = cp.RawModule(code=ptx.read_text()), "driver"
    res = {}
    for name in re.findall(r"\.entry\s+(\w+)", ptx.read_text()):
        i, o = cp.asarray(z["in"]), cp.asarray(z["out"])
        mod.get_function(name)((2, 1, 1), (64, 1, 1), (i, o))
        cp.cuda.Device().synchronize()
        res[name] = cp.asnumpy(o)
    res["compiled_by"] = np.array(how)
    res["device"] = np.array(cp.cuda.runtime.getDeviceProperties(0)["name"].decode())
    np.savez_compressed(Path(out) / "grammar_outputs.npz", **res)
    cubin.unlink(missing_ok=True)
    print(how, sorted(res))


if __name__ == "__main__":
    main(*sys.argv[1:3])
