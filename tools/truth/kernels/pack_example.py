"""Copy one recorded case (inputs and H100 outputs) into the package for `ptxemu run --example`.

python3 tools/truth/kernels/pack_example.py [CASE]     (default: block_sum)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "src"))
from ptxemu.machine.launching.replay import load_npz  # noqa: E402

DATA = ROOT / "tests" / "data" / "kernels"

if __name__ == "__main__":
    name = sys.argv[1] if len(sys.argv) > 1 else "block_sum"
    zi, zo = load_npz(DATA / "nvcc_inputs.npz"), np.load(DATA / "nvcc_outputs.npz")
    case = next(c for c in json.loads(str(zi["cases"])) if c["name"] == name)
    out = {"case": np.array(json.dumps(case)), "device": zo["device"]}
    for kind, v in case["args"]:
        if kind == "buf":
            out[f"in/{v}"] = zi[f"{name}/{v}"]
            out[f"h100/{v}"] = zo[f"{name}/{v}"]
    np.savez_compressed(ROOT / "src" / "ptxemu" / "examples" / f"{name}_h100.npz", **out)
