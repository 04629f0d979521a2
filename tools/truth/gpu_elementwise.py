"""Record every sm_90a element-wise form on the GPU (run on the H100; needs CuPy).

    python3 tools/truth/gpu_elementwise.py OUTDIR

Loads gpu_elementwise.cubin (built locally by gpu_elementwise_build.py from raw PTX, one kernel
per form, listed in gpu_elementwise_forms.json), feeds each kernel its input arrays from
tests/data/gpu_elementwise/inputs.npz (made again from their seed: inputs.seeded.json) and writes
the raw destination registers, one npz per group, to OUTDIR.
gpu_elementwise_pack.py then turns them into the compact files under tests/data/gpu_elementwise/.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import cupy as cp
import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "src"))
from ptxemu.host import read_text  # noqa: E402
from ptxemu.machine.launching.replay import load_npz  # noqa: E402

DT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def main(out: Path) -> None:
    meta = json.loads(read_text(HERE / "gpu_elementwise_forms.json"))  # kept .json.xz
    inputs = dict(load_npz(HERE.parents[1] / "tests" / "data" / "gpu_elementwise" / "inputs.npz"))
    mod = cp.RawModule(path=str(HERE / "gpu_elementwise.cubin"))
    dev: dict[tuple[str, int], cp.ndarray] = {}

    def on_device(name: str, width: int) -> cp.ndarray:
        key = (name, width)
        if key not in dev:
            dev[key] = cp.asarray(inputs[name].astype(DT[width]))
        return dev[key]

    groups: dict[str, dict[str, np.ndarray]] = {}
    t0 = time.time()
    for f in meta["forms"]:
        srcs = [on_device(arr, w) for _, arr, w in f["sources"]]
        n = srcs[0].size
        d = cp.zeros(n, dtype=DT[f["dwidth"]])
        # parameter list is p0..p3 then pn: sources first, destination right after them
        params = [*srcs, d]
        params += [d] * (4 - len(params))
        params.append(np.uint32(n))
        fn = mod.get_function(f["kernel"])
        fn(((n + 255) // 256,), (256,), tuple(params))
        groups.setdefault(f["group"], {})[f["kernel"]] = cp.asnumpy(d)
    cp.cuda.Device().synchronize()
    print(f"{len(meta['forms'])} kernels in {time.time() - t0:.1f}s")
    out.mkdir(parents=True, exist_ok=True)
    for g, arrs in groups.items():
        np.savez_compressed(out / f"gpu_{g}.npz", **arrs)
    props = cp.cuda.runtime.getDeviceProperties(0)
    info = {"device": props["name"].decode(), "cc": f"{props['major']}.{props['minor']}",
            "driver": cp.cuda.runtime.driverGetVersion(), "runtime": cp.cuda.runtime.runtimeGetVersion(),
            "cupy": cp.__version__, "forms": len(meta["forms"])}
    (out / "device.json").write_text(json.dumps(info, indent=1))
    print(info)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
