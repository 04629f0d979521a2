"""Shrink a capture for committing under tests/data/captures (its size counts against the tree):

    python tools/truth/capture/shrink.py IN.ptxcap.xz OUT.ptxcap.xz [--launches 0,1,5]

- each module whose PTX `ptxemu capture` cut to one kernel is cut again with the current
  `images.prune_ptx`, which since that capture also drops module variables the kernel cannot reach
  (CUTLASS modules carry curand's 900 KB of tables for the random fills alone); the module's
  `ptx_source` says so;
- with --launches, only those launches (by index) are kept, and only the blobs they use.
Memory, parameters, the index's other fields and every blob kept are unchanged.
"""

from __future__ import annotations

import argparse

from ptxemu.capture.fileformat import Reader, Writer
from ptxemu.capture.images import prune_ptx


def shrink(src: str, dst: str, launches: set[int] | None = None) -> None:
    r = Reader(src)
    index = {k: v for k, v in r.index.items() if k not in ("format", "version")}
    kept = [x for x in index["launches"] if launches is None or x["index"] in launches]
    w = Writer(dst)
    kernels: dict[int, set[str]] = {}
    for x in kept:
        kernels.setdefault(x["module"], set()).add(x["kernel"])
    modules = []
    for m in index["modules"]:
        m = dict(m)
        names = kernels.get(m["id"], set())
        if m.get("ptx") and len(names) == 1 and "cut to this kernel" in (m.get("ptx_source") or ""):
            text = r.blob(m["ptx"]).decode()
            (name,) = names
            cut = prune_ptx(text, name)
            if len(cut) < len(text):
                m["ptx"] = w.blob(cut.encode())
                m["ptx_source"] += ("; cut again by tools/truth/capture/shrink.py to the variables it "
                                    f"reaches ({len(cut)} bytes)")
        elif m.get("ptx") and names:
            w.blob(r.blob(m["ptx"]))
        modules.append(m)
    for x in kept:
        w.blob(r.blob(x["params"]["blob"]))
        for mem in x["memory"]:
            w.blob(r.blob(mem["before"]))
            w.blob(r.blob(mem["after"]))
    index["modules"] = modules
    index["launches"] = kept
    if launches is not None:
        index.setdefault("notes", []).append(
            f"shrink.py kept {len(kept)} of {len(r.index['launches'])} launches: {sorted(launches)}")
    w.close(index)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--launches", help="comma-separated launch indices to keep")
    a = ap.parse_args()
    shrink(a.src, a.dst, {int(i) for i in a.launches.split(",")} if a.launches else None)
