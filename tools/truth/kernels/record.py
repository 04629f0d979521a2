"""Run every case of cases.py on the GPU (CuPy) and store every buffer after its launch.

    python3 tools/truth/kernels/record.py PTX[.xz] INPUTS.npz OUT.npz

The PTX is loaded as it is (the driver compiles it, as for a PTX-only fatbin); each case gets fresh
device buffers holding its initial bytes, one launch, then every buffer is copied back.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import cupy as cp
import numpy as np

try:  # inputs made from a seed are not stored: load_npz makes them again (FILE.seeded.json)
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "src"))
    from ptxemu.machine.launching.replay import load_npz
except (ImportError, IndexError):  # staged without the repository: a plain .npz
    load_npz = np.load


def main(ptx: str, inputs: str, out: str) -> None:
    z = load_npz(inputs)
    cs = json.loads(str(z["cases"]))
    if ptx.endswith(".xz"):  # the committed modules are kept xz-compressed; the driver reads .ptx
        import lzma
        import tempfile

        with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
            f.write(lzma.open(ptx, "rt").read())
        ptx = f.name
    mod = cp.RawModule(path=ptx)
    res: dict[str, np.ndarray] = {}
    for c in cs:
        dev = {}
        params = []
        for kind, v in c["args"]:
            if kind == "buf":
                host = z[f"{c['name']}/{v}"]
                dev[v] = cp.asarray(host)
                params.append(dev[v])
            elif kind == "i32":
                params.append(np.int32(v))
            elif kind == "f32":
                params.append(np.float32(v))
            elif kind == "u64":
                params.append(np.uint64(v))
            else:
                raise ValueError(kind)
        fn = mod.get_function(c["kernel"])
        fn(tuple(c["grid"]), tuple(c["block"]), tuple(params), shared_mem=c["shared"])
        cp.cuda.Device().synchronize()
        for k, a in dev.items():
            res[f"{c['name']}/{k}"] = cp.asnumpy(a)
    props = cp.cuda.runtime.getDeviceProperties(0)
    res["device"] = np.array(
        json.dumps(
            {
                "device": props["name"].decode(),
                "cc": f"{props['major']}.{props['minor']}",
                "driver": cp.cuda.runtime.driverGetVersion(),
            }
        )
    )
    np.savez_compressed(out, **res)
    print(len(cs), "cases recorded")


if __name__ == "__main__":
    main(*sys.argv[1:4])
