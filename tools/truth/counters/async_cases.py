"""Launches whose cp.async, bulk-copy (TMA) and wgmma shared-memory traffic is recorded on the H100
under Nsight Compute with every metric of shared memory, LDGSTS, TMA and GMMA that ncu knows.

    python3 tools/truth/counters/async_cases.py   # tests/data/counters/async_cases.json, async_inputs.npz
    bash tools/truth/counters/async_stage.sh      # stages the device job in .devq/inside/

async_sm90a.ptx (hand-written): cp.async.ca of 4/8/16 bytes and cp.async.cg of 16 bytes (with
zero fill) at shared strides whose wavefronts are known by hand, global strides whose sectors are,
and one thread's cp.async.bulk global->shared (mbarrier complete_tx) and shared->global of 256 and
4096 bytes; plus gemm_wgmma (cp.async.cg and wgmma from shared descriptors) and Triton's matmul
(cp.async.cg + wgmma) of cases.json. Arguments as cases.py's.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "tests" / "data" / "counters"


def cases() -> tuple[list[dict], dict[str, np.ndarray]]:
    bufs = {"words": (np.arange(16384, dtype=np.uint64) * 2654435761 % 2**32).astype(np.uint32)}
    src = ["buf", "async_inputs.npz", "words"]
    out: list[dict] = []

    def case(kernel, args, tag=""):
        name = kernel + "_" + "_".join(str(a[1]) for a in args if a[0] == "i32") + tag
        out.append(
            {
                "name": name,
                "set": "async",
                "ptx": "async_sm90a.ptx",
                "kernel": kernel,
                "grid": [1, 1, 1],
                "block": [32, 1, 1],
                "shared": 0,
                "args": args,
            }
        )

    for s, g in ((1, 1), (2, 1), (32, 1), (1, 8)):
        case("cpa_ca4", [src, ["i32", s], ["i32", g]])
    for s, g in ((1, 1), (2, 1), (16, 1)):
        case("cpa_ca8", [src, ["i32", s], ["i32", g]])
    for s, g in ((1, 1), (2, 1), (8, 1), (1, 2)):
        case("cpa_ca16", [src, ["i32", s], ["i32", g]])
    for s, g, z in ((1, 1, 0), (2, 1, 0), (1, 1, 1)):
        case("cpa_cg16", [src, ["i32", s], ["i32", g], ["i32", z]])
    for n in (256, 4096):
        case("bulk_copy", [src, ["zeros", 16384], ["i32", n]])
    recorded = json.loads((OUT / "cases.json").read_text())
    out += [c for c in recorded if c["name"] in ("gemm_wgmma", "triton_matmul")]
    return out, bufs


def main() -> None:
    cs, bufs = cases()
    (OUT / "async_cases.json").write_text(json.dumps(cs, indent=0) + "\n")
    np.savez_compressed(OUT / "async_inputs.npz", **bufs)
    print(len(cs), "cases")


if __name__ == "__main__":
    main()
