"""Run b128_ops (b128.py) on the GPU: python3 record.py DIR OUT (DIR holds b128_sm90a.ptx and
b128_inputs.npz); writes OUT/b128_outputs.npz with `out` and `mem` after the launch."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np


def main(d: str, out: str) -> None:
    import cupy as cp

    z = np.load(Path(d) / "b128_inputs.npz")
    mod = cp.RawModule(path=str(Path(d) / "b128_sm90a.ptx"))
    fn = mod.get_function("b128_ops")
    i, o, m = (cp.asarray(z[k]) for k in ("in", "out", "mem"))
    fn((2, 1, 1), (64, 1, 1), (i, o, m))
    cp.cuda.Device().synchronize()
    np.savez_compressed(Path(out) / "b128_outputs.npz", out=cp.asnumpy(o), mem=cp.asnumpy(m))


if __name__ == "__main__":
    main(*sys.argv[1:3])
