"""NCCL's symmetric-memory kernels on a System of emulated devices (issue 18): every kernel of
tests/data/multimem/nccl on `--ranks` ranks at once, with the memory image and arguments of
tests/machine/nccl_symk.py, on integer-valued inputs (every partial sum exact) checked against
numpy; prints the grid, the elements compared (all ranks) and the seconds per launch (all ranks).

    python benchmarks/bench_nccl_symk.py [--ranks 2 4 8] [--scale 1] [--only RSxLDMC]

`--scale k` multiplies the tests' per-rank counts (a few KiB) by k.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "machine"))

import test_nccl_symk as T  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, nargs="+", default=[2, 4, 8])
    ap.add_argument("--scale", type=int, default=1)
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    T.COUNT = {k: v * a.scale for k, v in T.COUNT.items()}
    print(f"{'kernel':58s} {'ranks':>5s} {'grid':>4s} {'compared':>9s} {'s/launch':>8s}  exact")
    for n in a.ranks:
        for case in T.ALL:
            mod, coll, alg, ty = case
            if a.only and a.only not in f"{mod} {alg}":
                continue
            xs = T._int_inputs(n, case, np.random.default_rng(n))
            outs, grid, dt = T.collective(n, case, xs)
            if coll == "AllGather":
                want = [np.concatenate(xs)] * n
            else:
                tot = np.sum([x.astype(np.float64) for x in xs], axis=0)
                c = T.COUNT[ty]
                want = [tot[r * c : (r + 1) * c] if coll == "ReduceScatter" else tot for r in range(n)]
            pairs = zip(outs, want, strict=True)
            ok = all(np.array_equal(o.astype(np.float64), w.astype(np.float64)) for o, w in pairs)
            compared = sum(o.size for o in outs)
            name = f"{mod.split('.')[0]} {alg} {mod.split('.')[1]}"
            print(f"{name:58s} {n:5d} {grid:4d} {compared:9d} {dt:8.3f}  {ok}", flush=True)


if __name__ == "__main__":
    main()
