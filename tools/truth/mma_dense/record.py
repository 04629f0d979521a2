"""Record H100 results of every dense MMA form (run on the GPU machine).

    PYTHONPATH=src python tools/truth/mma_dense/record.py OUTDIR [--scale S] [--seed N]

Loads mma_kernels.cubin (built from mma_kernels.cu by gen_cu.py + nvcc -cubin
-gencode=arch=compute_90a,code=sm_90a), generates random + adversarial cases per form
(ptxemu.verify.cases), runs them and writes compressed npz files with, per form, the input
codes A, B, C (wgmma: A/B with a K-step axis and scale-d per step), the case kinds and the
hardware's D codes. tests/data/mma/ holds subsets of these files.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

import numpy as np

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[2] / "src"))

from gen_cu import recorded_forms  # noqa: E402

from ptxemu.verify.kernels import form_of, kernel_name  # noqa: E402
from ptxemu.verify.run import record_mma, record_wgmma  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    import cupy

    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    mod = cupy.RawModule(path=str(HERE / "mma_kernels.cubin"))
    mf, wf = recorded_forms()
    s = args.scale
    groups: dict[str, dict[str, np.ndarray]] = {}
    t0 = time.time()

    def put(group, key, rec):
        g = groups.setdefault(group, {})
        for k, v in rec.items():
            g[f"{key}|{k}"] = v

    for i, (text, ia, ib) in enumerate(wf):
        if args.only and args.only not in text:
            continue
        f = form_of(text)
        key = kernel_name(text, ia, ib)
        isfloat = f.atype not in ("s8", "u8", "b1")
        seed = args.seed + i
        if not isfloat:
            put("wgmma_int", key, record_wgmma(mod, text, ia, ib, max(1, int((16 if f.n == 8 else 2) * s)),
                                               1, seed))
        elif (ia, ib) != (1, 1):
            put("wgmma_misc", key, record_wgmma(mod, text, ia, ib, max(1, int(3 * s)), 1, seed))
        elif f.n == 8:
            put("wgmma_f", key, record_wgmma(mod, text, ia, ib, max(1, int(16 * s)), 1, seed))
            put("wgmma_misc", "chain_" + key, record_wgmma(mod, text, ia, ib, max(1, int(2 * s)), 8,
                                                           seed + 1000))
        else:
            rec = record_wgmma(mod, text, ia, ib, 1, 1, seed)
            if f.n >= 128:  # keep 6 of the 11 kinds: the files must stay small
                keep = np.isin(rec["kind"], [0, 1, 2, 3, 4, 8])
                rec = {k: (v[keep] if k not in ("imm", "kinds") else v) for k, v in rec.items()}
            put("wgmma_n128" if f.n == 128 else "wgmma_nx", key, rec)
        print(f"{time.time() - t0:7.1f}s {key}", flush=True)
    for i, text in enumerate(mf):
        if args.only and args.only not in text:
            continue
        f = form_of(text)
        grp = "mma_f" if f.atype not in ("s8", "u8", "s4", "u4", "b1", "f64") else "mma_misc"
        put(grp, kernel_name(text), record_mma(mod, text, max(1, int(10 * s)), args.seed + 5000 + i))
        print(f"{time.time() - t0:7.1f}s {text}", flush=True)
    for g, d in groups.items():
        np.savez_compressed(out / f"{g}.npz", **d)
        print(g, (out / f"{g}.npz").stat().st_size, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
