"""Inputs for async_kernels.cu (tests/data/kernels/async_sm90a.ptx): writes async_inputs.npz in the
record.py format (cases as JSON, then one array per buffer), recorded one process per case (the
count-48 lane-order case faults the GPU) by

    python3 tools/truth/kernels/record_each.py async_sm90a.ptx async_inputs.npz async_outputs.npz
"""

from __future__ import annotations

import json
import sys

import numpy as np


def cases() -> tuple[list, dict]:
    rng = np.random.default_rng(20)
    cs, bufs = [], {}

    def add(name, kernel, grid, block, args, shared=0, **arrays):
        cs.append(
            {"name": name, "kernel": kernel, "grid": grid, "block": block, "args": args, "shared": shared}
        )
        for k, v in arrays.items():
            bufs[f"{name}/{k}"] = v

    for n in (64, 48):
        add(
            f"mb_lane_order_{n}",
            "mb_lane_order",
            [1, 1, 1],
            [32, 1, 1],
            [["buf", "out"], ["i32", n]],
            out=np.zeros(128, np.uint32),
        )
    nt = 7
    add(
        "ws_ring",
        "ws_ring",
        [4, 1, 1],
        [96, 1, 1],
        [["buf", "src"], ["buf", "out"], ["i32", nt]],
        src=rng.standard_normal(4 * nt * 32).astype(np.float32),
        out=np.zeros(4 * 64, np.float32),
    )
    add(
        "cluster_async",
        "cluster_async",
        [8, 1, 1],
        [32, 1, 1],
        [["buf", "out"]],
        out=np.zeros(2 * 17, np.uint32),
    )
    rounds = 3
    add(
        "named_ws",
        "named_ws",
        [2, 1, 1],
        [256, 1, 1],
        [["buf", "src"], ["buf", "out"], ["i32", rounds]],
        src=rng.integers(0, 1 << 32, rounds * 128, dtype=np.uint64).astype(np.uint32),
        out=np.zeros(2 * 128, np.uint32),
    )
    return cs, bufs


if __name__ == "__main__":
    cs, bufs = cases()
    np.savez_compressed(
        sys.argv[1] if len(sys.argv) > 1 else "async_inputs.npz", cases=np.array(json.dumps(cs)), **bufs
    )
