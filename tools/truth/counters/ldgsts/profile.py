"""Launch the cp.async probe cases (ldgsts_cases.py) FIRST..LAST-1 on the GPU, once each, in order
(run under ncu by job.sh). Prints one line per launch so ncu's results (in launch order) can be
matched to the cases.

    python3 profile.py FIRST LAST
"""

from __future__ import annotations

import sys
from pathlib import Path

import cupy as cp
import numpy as np
from ldgsts_cases import SRC_BYTES, cases, table


def main(first: int, last: int) -> None:
    here = Path(__file__).resolve().parent
    mod = cp.RawModule(path=str(here / "ldgsts_sm90a.ptx"))  # the driver JIT-compiles the PTX
    src = cp.asarray((np.arange(SRC_BYTES // 4, dtype=np.uint64) * 2654435761 % 2**32).astype(np.uint32))
    for i, c in enumerate(cases()):
        if not first <= i < last:
            continue
        tab = cp.asarray(np.ascontiguousarray(table(c)).reshape(-1))
        fn = mod.get_function(c["kernel"])
        fn((1, 1, 1), (c["threads"], 1, 1), (tab, src, np.uint32(c["n"])))
        cp.cuda.Device().synchronize()
        print("LAUNCH", i, c["name"], c["kernel"], flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
