"""Two families check() had wrong, found when launches began to be validated (real kernels the H100
or CUTLASS ran were refused), each module labelled by ptxas 13.0 and 13.5:
* the shared::cta -> global tensor copies and reductions (cp.async.bulk.tensor /
  cp.reduce.async.bulk.tensor ... .bulk_group): every mode of the manual's load and store lists, on
  every dimension, for sm_90a (PTX 8.6) and sm_100a (PTX 8.8), plus the PTX-version and target edges
  of .tile::scatter4 and .im2col_no_offs;
* the fences restricted to shared memory (fence{.proxy.async::generic}{.sem}.sync_restrict::*.scope,
  9.7.13.4) with every semantics, restriction and scope, on five targets and versions.

    PTXAS13_5=/path/to/ptxas python3 tools/corpus/async_modes.py   # tests/data/isa/async_modes.json.xz
"""

# ruff: noqa: E501  (generated module text reads better on one line)

from __future__ import annotations

import json
import lzma
import os
import subprocess
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "isa" / "async_modes.json.xz"
PTXAS = {"13.0": "/usr/local/bin/ptxas", "13.5": os.environ.get("PTXAS13_5", "ptxas")}
MODES = ["", ".tile", ".im2col", ".im2col::w", ".im2col::w::128", ".tile::gather4", ".tile::scatter4",
         ".im2col_no_offs"]
COORDS = {d: "{" + ", ".join(f"%r{2 + i}" for i in range(n)) + "}" for d, n in
          (("1d", 1), ("2d", 2), ("3d", 3), ("4d", 4), ("5d", 5))}


def module(ins: str, ver: str, tgt: str) -> str:
    return (f".version {ver}\n.target {tgt}\n.address_size 64\n.visible .entry k(.param .u64 tm)\n{{\n"
            " .reg .b32 %r<8>; .reg .b64 %rd<4>;\n .shared .align 128 .b8 buf[4096];\n ld.param.u64 %rd1, [tm];\n"
            " mov.u32 %r1, buf; mov.u32 %r2, 0; mov.u32 %r3, 0; mov.u32 %r4, 0; mov.u32 %r5, 0; mov.u32 %r6, 0;\n"
            f" {ins}\n ret;\n}}\n")


def instruction(kind: str, dim: str, mode: str, coords: str) -> str:
    if kind == "store":
        return f"cp.async.bulk.tensor.{dim}.global.shared::cta{mode}.bulk_group [%rd1, {coords}], [%r1];"
    return f"cp.reduce.async.bulk.tensor.{dim}.global.shared::cta.add{mode}.bulk_group [%rd1, {coords}], [%r1];"


def cases() -> dict[str, tuple[str, str]]:
    out = {}
    for tgt, ver in (("sm_90a", "8.6"), ("sm_100a", "8.8")):
        for kind in ("store", "reduce"):
            for dim, coords in COORDS.items():
                for mode in MODES:
                    if mode == ".tile::scatter4" and dim == "2d":
                        coords = COORDS["5d"]  # a column and four rows
                    out[f"{kind}_{dim}{mode or '_none'}_{tgt}"] = (module(instruction(kind, dim, mode, coords), ver, tgt),
                                                                   tgt)
    for ver in ("8.0", "8.5", "8.6"):
        for tgt in ("sm_90a", "sm_100", "sm_100a", "sm_120a"):
            for kind in ("store", "reduce"):
                out[f"{kind}_2d.tile::scatter4_{tgt}_v{ver}"] = (
                    module(instruction(kind, "2d", ".tile::scatter4", COORDS["5d"]), ver, tgt), tgt)
                out[f"{kind}_3d.im2col_no_offs_{tgt}_v{ver}"] = (
                    module(instruction(kind, "3d", ".im2col_no_offs", COORDS["3d"]), ver, tgt), tgt)
    for tgt, ver in (("sm_90a", "8.6"), ("sm_90a", "8.5"), ("sm_80", "8.6"), ("sm_100a", "8.8"), ("sm_120a", "8.8")):
        for pre in ("fence", "fence.proxy.async::generic", "fence.proxy.async"):
            for sem in (".acquire", ".release", ".acq_rel", ""):
                for r in (".sync_restrict::shared::cluster", ".sync_restrict::shared::cta"):
                    for sc in (".cluster", ".cta", ".gpu"):
                        ins = f"{pre}{sem}{r}{sc};"
                        ptx = (f".version {ver}\n.target {tgt}\n.address_size 64\n.visible .entry k()\n{{\n {ins}\n"
                               " ret;\n}\n")
                        out[f"{ins[:-1]}_{tgt}_v{ver}"] = (ptx, tgt)
    return out


def label(ptx: str, tgt: str, ptxas: str) -> dict:
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / "t.ptx"
        f.write_text(ptx)
        p = subprocess.run([ptxas, f"-arch={tgt}", str(f), "-o", str(Path(d) / "t.cubin")], capture_output=True,
                           text=True)
    msg = (p.stdout + p.stderr).strip().splitlines()
    return {"accepted": p.returncode == 0, "message": msg[0].split("; ", 1)[-1] if msg else ""}


def main() -> None:
    vers = {v: subprocess.run([p, "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
            for v, p in PTXAS.items()}
    out = {"ptxas": vers, "cases": {}}
    for name, (ptx, tgt) in cases().items():
        out["cases"][name] = {"ptx": ptx, "arch": tgt, **{f"ptxas{v}": label(ptx, tgt, p) for v, p in PTXAS.items()}}
    OUT.write_bytes(lzma.compress((json.dumps(out, indent=0) + "\n").encode(), preset=9))
    print(len(out["cases"]), "cases")


if __name__ == "__main__":
    main()
