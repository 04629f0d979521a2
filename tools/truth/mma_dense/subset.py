"""Cut the committed test data (tests/data/mma/*.npz) out of a full recording.

    python tools/truth/mma_dense/subset.py RECORDING_DIR tests/data/mma [--per-kind N]

Keeps, per form, as many cases as fit a byte budget (at least one), round-robin over the case
kinds (so every kind is present when the budget allows), and stores each form's instruction text
next to its arrays (key "<kernel>|text").
"""

from __future__ import annotations

import argparse
import pathlib
import sys

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[2] / "src"))

from gen_cu import recorded_forms  # noqa: E402

from ptxemu.machine.launching.replay import save_npz_xz  # noqa: E402
from ptxemu.verify.kernels import kernel_name  # noqa: E402

# bytes of raw arrays kept per form (at least one case), taken round-robin over the case kinds
BUDGET = {"wgmma_f": 150_000, "wgmma_misc": 50_000, "wgmma_int": 30_000, "wgmma_n128": 130_000,
          "wgmma_nx": 60_000, "mma_f": 40_000, "mma_misc": 30_000}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--scale", type=float, default=1.0, help="multiplies every budget")
    args = ap.parse_args()
    mf, wf = recorded_forms()
    names = {kernel_name(t): t for t in mf}
    for t, a, b in wf:
        names[kernel_name(t, a, b)] = t
        names["chain_" + kernel_name(t, a, b)] = t
    dst = pathlib.Path(args.dst)
    dst.mkdir(parents=True, exist_ok=True)
    for path in sorted(pathlib.Path(args.src).glob("*.npz")):
        z = np.load(path)
        forms: dict[str, dict[str, np.ndarray]] = {}
        for k in z.files:
            key, field = k.split("|")
            forms.setdefault(key, {})[field] = z[k]
        budget = BUDGET.get(path.stem, 50_000) * args.scale
        out = {}
        for key, rec in forms.items():
            kind = rec["kind"]
            per_case = sum(v.nbytes for f, v in rec.items() if f not in ("imm", "kinds")) / len(kind)
            n = max(1, int(budget // per_case))
            # round-robin: rank of each case inside its kind, then kind order
            rank = np.zeros(kind.shape, int)
            for k in np.unique(kind):
                idx = np.nonzero(kind == k)[0]
                rank[idx] = np.arange(len(idx))
            order = np.lexsort((kind, rank))
            keep = np.zeros(kind.shape, bool)
            keep[order[:n]] = True
            for field, v in rec.items():
                out[f"{key}|{field}"] = v if field in ("imm", "kinds") else v[keep]
            out[f"{key}|text"] = np.array(names[key])
        save_npz_xz(dst / path.name, out)  # FILE.npz.xz, solid: what tests/data/mma keeps
        print(path.name, (dst / path.name).stat().st_size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
