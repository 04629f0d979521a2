"""Recordings of the earlier launchrec tool (../shared/tools/launchrec: a runtime-API preload whose
pack.py writes one .npz per program, the PTX kept beside it) turned into capture files, so that the
H100 truth recorded with it replays through `ptxemu replay` like a new capture.

launchrec's npz holds, per launch NNN: NNN_params, NNN_before_ADDR (only the allocations that differ
from what the previous launch left), NNN_after_ADDR (only those the launch changed), and `meta`
(name, grid, block, cluster, shared, params as (offset, size), allocs as (address, size)).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ptxemu.capture.fileformat import Writer
from ptxemu.host import read_text


def convert(npz_path: str | Path, ptx_path: str | Path, out: str | Path, *,
            device: dict | None = None, only: set[int] | None = None) -> int:
    """Write the capture file `out` from a launchrec recording and its PTX (.ptx, .ptx.gz or .ptx.xz), the
    launches of indices `only` (default all); returns the number of launches written."""
    from ptxemu.machine.launching.replay import launches, load_npz

    rec = load_npz(npz_path)
    ptx = read_text(ptx_path)
    w = Writer(out)
    ptx_blob = w.blob(ptx.encode())
    state: dict[int, bytes] = {}
    out_launches = []
    for meta in launches(rec):
        i = meta["index"]
        for addr, _size in meta["allocs"]:
            key = f"{i:03d}_before_{addr}"
            if key in rec:
                state[addr] = np.asarray(rec[key]).tobytes()
        memory = []
        for addr, size in meta["allocs"]:
            if size == 0:
                continue
            key = f"{i:03d}_after_{addr}"
            after = np.asarray(rec[key]).tobytes() if key in rec else state[addr]
            if only is None or i in only:
                memory.append({"address": addr, "size": size, "found": "alloc",
                               "before": w.blob(state[addr]), "after": w.blob(after)})
            state[addr] = after
        if only is not None and i not in only:
            continue
        params = np.asarray(rec[f"{i:03d}_params"]).tobytes()
        out_launches.append({
            "index": i, "kernel": meta["name"], "module": 0, "via": "launchrec",
            "grid": list(meta["grid"]), "block": list(meta["block"]),
            "cluster": list(meta["cluster"]) if list(meta["cluster"]) != [1, 1, 1] else None,
            "shared": meta["shared"], "attributes": [],
            "params": {"blob": w.blob(params), "size": len(params),
                       "layout": [list(p) for p in meta["params"]], "source": "param-info"},
            "memory": memory, "status": {"before": 0, "launch": 0, "after": 0}, "seconds": {},
        })
    w.close({
        "created": None, "program": None, "exit_code": None,
        "device": device or {"name": "NVIDIA H100 (launchrec)", "cc": [9, 0], "driver": None},
        "selection": {}, "summary": {},
        "modules": [{"id": 0, "image_kind": "ptx", "image_bytes": len(ptx), "ptx": ptx_blob,
                     "ptx_source": f"launchrec: {Path(ptx_path).name}"}],
        "launches": out_launches, "notes": [f"converted from launchrec's {Path(npz_path).name}"],
    })
    return len(out_launches)
