"""Launch the polarity cases once each, in order (run under ncu by job.sh), printing one LAUNCH line
per launch so ncu's results (in launch order) match the cases: pol_pos / pol_neg for each zero mask,
twice; then the two launches that disagreed (async_sm90a.ptx's cpa_cg16 with zfill=1, and the probe
p_cg16s with table hi0 from ../ldgsts_cases.py).

    python3 profile.py
"""

from __future__ import annotations

import sys
from pathlib import Path

import cupy as cp
import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[4]
sys.path.insert(0, str(HERE.parent))
from ldgsts_cases import SRC_BYTES, cases, table  # noqa: E402

MASKS = {
    "none": 0x00000000,
    "hi0": 0xFFFF0000,
    "lo0": 0x0000FFFF,
    "odd0": 0xAAAAAAAA,
    "lines13_0": 0xFF00FF00,
    "lane31": 0x80000000,
    "all0": 0xFFFFFFFF,
}


def main() -> None:
    src = cp.asarray((np.arange(SRC_BYTES // 4, dtype=np.uint64) * 2654435761 % 2**32).astype(np.uint32))
    pol = cp.RawModule(path=str(HERE / "polarity_sm90a.ptx"))
    for rep in range(2):
        for name, m in MASKS.items():
            for k in ("pol_pos", "pol_neg"):
                pol.get_function(k)((1, 1, 1), (32, 1, 1), (src, np.uint32(m)))
                cp.cuda.Device().synchronize()
                print("LAUNCH", f"{k}_{name}_r{rep}", k, flush=True)
    asy = cp.RawModule(path=str(ROOT / "tests" / "data" / "counters" / "async_sm90a.ptx"))
    asy.get_function("cpa_cg16")((1, 1, 1), (32, 1, 1), (src, np.uint32(1), np.uint32(1), np.uint32(1)))
    cp.cuda.Device().synchronize()
    print("LAUNCH cpa_cg16_1_1_1 cpa_cg16", flush=True)
    probe = cp.RawModule(path=str(HERE.parent / "ldgsts_sm90a.ptx"))
    c = next(c for c in cases() if c["name"] == "cg16s_hi0")
    tab = cp.asarray(np.ascontiguousarray(table(c)).reshape(-1))
    probe.get_function(c["kernel"])((1, 1, 1), (c["threads"], 1, 1), (tab, src, np.uint32(c["n"])))
    cp.cuda.Device().synchronize()
    print("LAUNCH cg16s_hi0 p_cg16s", flush=True)


if __name__ == "__main__":
    main()
