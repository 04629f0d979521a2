"""Run the wmma kernels (wmma_gen.py, wmma_api.cu) on the GPU: python3 record.py DIR OUT.

DIR holds wmma_sm90a.ptx, wmma_api_sm90a.ptx and wmma_inputs.npz (or wmma_inputs.seeded.json,
from which load_npz makes them again); writes OUT/wmma_outputs.npz with,
for every form i, `i_r` (the per-lane register dumps) and `i_d` (the D regions after wmma.store),
and for every API kernel `name_D`. The SASS the docs cite (tests/data/kernels/wmma_sass.txt.xz,
wmma_api_sass.txt.xz) came from the same call: ptxas -arch=sm_90a (CUDA 13.0) and cuobjdump -sass."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "src"))
from ptxemu.machine.launching.replay import load_npz  # noqa: E402


def plain_ptx(path: Path) -> str:
    """The module as a .ptx file for the driver (the committed one is kept as .ptx.xz)."""
    if path.exists():
        return str(path)
    import lzma
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
        f.write(lzma.open(path.with_name(path.name + ".xz"), "rt").read())
    return f.name


def main(d: str, out: str) -> None:
    import cupy as cp

    z = load_npz(Path(d) / "wmma_inputs.npz")
    forms = json.loads(str(z["forms"]))
    res = {}
    mod = cp.RawModule(path=plain_ptx(Path(d) / "wmma_sm90a.ptx"))
    for i in range(len(forms)):
        bufs = [cp.asarray(z[f"{i}_{w}"]) for w in "abcrd"]
        nds = len(z[f"{i}_A"])
        mod.get_function(f"wmma_{i}")((nds, 1, 1), (32, 1, 1), tuple(bufs))
        cp.cuda.Device().synchronize()
        res[f"{i}_r"], res[f"{i}_d"] = cp.asnumpy(bufs[3]), cp.asnumpy(bufs[4])
    api = cp.RawModule(path=str(Path(d) / "wmma_api_sm90a.ptx"))
    names = sorted({k.rsplit("_", 1)[0] for k in z.files if k.startswith("api_")})
    for name in names:
        bufs = [cp.asarray(z[f"{name}_{w}"]) for w in "ABCD"]
        api.get_function(name)((4, 1, 1), (32, 1, 1), tuple(bufs))
        cp.cuda.Device().synchronize()
        res[f"{name}_D"] = cp.asnumpy(bufs[3])
    np.savez_compressed(Path(out) / "wmma_outputs.npz", **res)
    print(len(forms), "forms,", len(names), "api kernels recorded")


if __name__ == "__main__":
    main(*sys.argv[1:3])
