"""Launch every case of cases.json once, in order, on the GPU (run under ncu by job.sh).

    python3 profile.py DIR     # DIR holds cases.json, the PTX files and the input npz files

Prints one line per launch (its index and name) so ncu's results, which come in launch order, can be
matched to the cases.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import cupy as cp
import numpy as np


def main(d: str) -> None:
    d = Path(d)
    cases = json.loads((d / "cases.json").read_text())
    npz: dict[str, np.lib.npyio.NpzFile] = {}
    mods: dict[str, cp.RawModule] = {}
    for i, c in enumerate(cases):
        if c["ptx"] not in mods:
            path = d / c["ptx"]
            if c["ptx"].startswith("triton:"):  # Triton's PTX is stored in triton.npz
                path = Path("/tmp") / (c["ptx"][7:] + ".ptx")
                path.write_text(str(np.load(d / "triton.npz")[c["ptx"][7:] + "/ptx"]))
            mods[c["ptx"]] = cp.RawModule(path=str(path))  # the driver JIT-compiles the PTX
        params = []
        for a in c["args"]:
            if a[0] == "buf":
                if a[1] not in npz:
                    npz[a[1]] = np.load(d / a[1])
                params.append(cp.asarray(npz[a[1]][a[2]]))
            elif a[0] == "zeros":
                params.append(cp.zeros(a[1], np.uint8))
            elif a[0] == "null":
                params.append(np.uint64(0))
            else:
                params.append({"i32": np.int32, "i64": np.int64, "f32": np.float32}[a[0]](a[1]))
        fn = mods[c["ptx"]].get_function(c["kernel"])
        if c["shared"] > 48 * 1024:
            fn.max_dynamic_shared_size_bytes = c["shared"]
        fn(tuple(c["grid"]), tuple(c["block"]), tuple(params), shared_mem=c["shared"])
        cp.cuda.Device().synchronize()
        print("LAUNCH", i, c["name"], c["kernel"], flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
