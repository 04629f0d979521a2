"""Cut the wgmma cases with N >= 64 of the sparse recording to the case kinds that find mistakes, so the
committed files stay small (every CTA of a wgmma case is an independent warpgroup: a subset is a
smaller grid with the same per-CTA bytes).

    python3 tools/truth/kernels/sparse_subset.py INPUTS.npz OUTPUTS.npz
        # writes tests/data/kernels/sparse_inputs.npz and sparse_outputs.npz
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

DATA = Path(__file__).resolve().parents[3] / "tests" / "data" / "kernels"
KEEP = {"float": ("wide", "cancel", "skipnan"), "int": ("extreme", "overflow")}


def main(inputs: str, outputs: str) -> None:
    zi, zo = np.load(inputs), np.load(outputs)
    cases = json.loads(str(zi["cases"]))
    ins = {k: zi[k] for k in zi.files if k != "cases"}
    outs = {k: zo[k] for k in zo.files}
    for c in cases:
        name, b = c["name"], c["grid"][0]
        if c["form"].startswith("mma") or int(c["form"].split(".m64n")[1].split("k")[0]) < 64:
            continue
        keep_kinds = KEEP["int"] if ".s32" in c["form"] else KEEP["float"]
        kind = ins[f"{name}/kind"]
        sel = np.isin(np.array(c["kinds"])[kind], keep_kinds)
        for buf in ("img", "c", "ar", "e", "sd", "d", "kind"):
            a = ins[f"{name}/{buf}"]
            ins[f"{name}/{buf}"] = a.reshape(b, -1)[sel].reshape(-1)
        outs[f"{name}/d"] = outs[f"{name}/d"].reshape(b, -1)[sel].reshape(-1)
        c["grid"][0] = int(sel.sum())
    np.savez_compressed(DATA / "sparse_inputs.npz", cases=np.array(json.dumps(cases)), **ins)
    np.savez_compressed(DATA / "sparse_outputs.npz", **outs)


if __name__ == "__main__":
    main(*sys.argv[1:3])
