"""Two families check() had wrong, found when launches began to be validated (real kernels the H100
or CUTLASS ran were refused), each module labelled by ptxas 13.0 and 13.5:
* the shared::cta -> global tensor copies and reductions (cp.async.bulk.tensor /
  cp.reduce.async.bulk.tensor ... .bulk_group): every mode of the manual's load and store lists, on
  every dimension, for sm_90a (PTX 8.6) and sm_100a (PTX 8.8), plus the PTX-version and target edges
  of .tile::scatter4 and .im2col_no_offs;
* the fences restricted to shared memory (fence{.proxy.async::generic}{.sem}.sync_restrict::*.scope,
  9.7.13.4) with every semantics, restriction and scope, on five targets and versions;
* the global -> shared tensor loads and the tensor L2 prefetches (9.7.9.25.5.2, 9.7.9.25.5.4): every
  load mode on every dimension into both destinations (sm_90a, sm_100a), the modifiers .multicast::cluster,
  .cta_group::1/2 and .L2::cache_hint on nine targets, the PTX-version edges (8.0-8.8), and operand
  counts (coordinates, im2colInfo, ctaMask, policy) present, absent or wrong;
* the plain bulk copies (9.7.9.25.4): each direction with its modifiers, on four targets and versions.

    PTXAS13_5=/path/to/ptxas python3 tools/corpus/async_modes.py   # tests/data/isa/async_modes.json.xz
"""

# ruff: noqa: E501  (generated module text reads better on one line)

from __future__ import annotations

import json
import lzma
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "isa" / "async_modes.json.xz"
PTXAS = {"13.0": "/usr/local/bin/ptxas", "13.5": os.environ.get("PTXAS13_5", "ptxas")}
MODES = ["", ".tile", ".im2col", ".im2col::w", ".im2col::w::128", ".tile::gather4", ".tile::scatter4",
         ".im2col_no_offs"]
COORDS = {d: "{" + ", ".join(f"%r{2 + i}" for i in range(n)) + "}" for d, n in
          (("1d", 1), ("2d", 2), ("3d", 3), ("4d", 4), ("5d", 5))}


def module(ins: str, ver: str, tgt: str, loads: bool = False) -> str:
    # the loads also name an mbarrier (%r7), 16-bit im2colInfo / ctaMask registers (%h) and a policy (%rd2)
    extra = (" .reg .b16 %h<4>;\n .shared .align 8 .b64 bar;\n mov.u32 %r7, bar; mov.b16 %h1, 0; mov.b16 %h2, 0;"
             " mov.b16 %h3, 1; createpolicy.fractional.L2::evict_last.b64 %rd2, 1.0;\n" if loads else "")
    return (f".version {ver}\n.target {tgt}\n.address_size 64\n.visible .entry k(.param .u64 tm)\n{{\n"
            " .reg .b32 %r<8>; .reg .b64 %rd<4>;\n .shared .align 128 .b8 buf[4096];\n ld.param.u64 %rd1, [tm];\n"
            " mov.u32 %r1, buf; mov.u32 %r2, 0; mov.u32 %r3, 0; mov.u32 %r4, 0; mov.u32 %r5, 0; mov.u32 %r6, 0;\n"
            f"{extra} {ins}\n ret;\n}}\n")


# the global -> shared loads and the L2 prefetches: the operands each load mode names (tensorCoords,
# im2colInfo), as the manual's table has them
LOAD_MODES = ["", ".tile", ".im2col", ".im2col::w", ".im2col::w::128", ".tile::gather4", ".tile::scatter4",
              ".im2col_no_offs"]
INFO = {".im2col": {"3d": "{%h1}", "4d": "{%h1, %h2}", "5d": "{%h1, %h2, %h3}"}}


def load_operands(dim: str, mode: str) -> tuple[str, str]:
    """(coordinates, im2colInfo or "") of a well-formed load of this mode."""
    coords = COORDS["5d"] if mode in (".tile::gather4", ".tile::scatter4") else COORDS[dim]
    if mode == ".im2col":
        return coords, INFO[".im2col"].get(dim, "{%h1}")
    if mode.startswith(".im2col::w"):
        return coords, "{%h1, %h2}"
    return coords, ""


def load(dim: str, dst: str, mode: str, mods: str = "", coords: str | None = None, info: str | None = None,
         tail: str | None = None) -> str:
    """cp.async.bulk.tensor global -> dst; tail: the operands after [mbar] and im2colInfo (ctaMask, policy)
    written for the modifiers unless given."""
    c, i = load_operands(dim, mode)
    c, i = c if coords is None else coords, i if info is None else info
    if tail is None:
        tail = (", %h3" if ".multicast::cluster" in mods else "") + (", %rd2" if ".L2::cache_hint" in mods else "")
    return (f"cp.async.bulk.tensor.{dim}.{dst}.global{mode}.mbarrier::complete_tx::bytes{mods} [%r1], "
            f"[%rd1, {c}], [%r7]{', ' + i if i else ''}{tail};")


def prefetch(dim: str, mode: str, hint: bool = False, coords: str | None = None, info: str | None = None) -> str:
    c, i = load_operands(dim, mode)
    c, i = c if coords is None else coords, i if info is None else info
    return (f"cp.async.bulk.prefetch.tensor.{dim}.L2.global{mode}{'.L2::cache_hint' if hint else ''} [%rd1, {c}]"
            f"{', ' + i if i else ''}{', %rd2' if hint else ''};")


def load_cases() -> dict[str, tuple[str, str]]:
    out = {}
    base = (("sm_90a", "8.6"), ("sm_100a", "8.8"))
    edge = (("sm_90a", "8.6"), ("sm_100a", "8.8"), ("sm_100f", "8.8"), ("sm_103a", "8.8"), ("sm_120a", "8.8"),
            ("sm_100", "8.8"), ("sm_120", "8.8"), ("sm_103f", "8.8"), ("sm_110a", "9.0"))
    for tgt, ver in base:  # every mode on every dimension, both destinations, and the prefetch
        for dim in COORDS:
            for mode in LOAD_MODES:
                for dst in ("shared::cluster", "shared::cta"):
                    out[f"load_{dim}{mode or '_none'}_{dst}_{tgt}"] = (module(load(dim, dst, mode), ver, tgt, True), tgt)
                out[f"prefetch_{dim}{mode or '_none'}_{tgt}"] = (module(prefetch(dim, mode), ver, tgt, True), tgt)
                out[f"prefetch_{dim}{mode or '_none'}.L2::cache_hint_{tgt}"] = (
                    module(prefetch(dim, mode, True), ver, tgt, True), tgt)
    mods = ("", ".multicast::cluster", ".cta_group::1", ".cta_group::2", ".L2::cache_hint",
            ".multicast::cluster.L2::cache_hint", ".multicast::cluster.cta_group::2",
            ".multicast::cluster.cta_group::1.L2::cache_hint", ".cta_group::2.L2::cache_hint")
    for tgt, ver in edge:  # the modifiers on each mode's smallest dimension, on five targets
        for dim, mode in (("2d", ".tile"), ("3d", ".im2col"), ("3d", ".im2col::w"), ("3d", ".im2col::w::128"),
                          ("2d", ".tile::gather4")):
            for m in mods:
                for dst in ("shared::cluster", "shared::cta"):
                    out[f"load_{dim}{mode}{m}_{dst}_{tgt}_v{ver}"] = (module(load(dim, dst, mode, m), ver, tgt, True), tgt)
            out[f"prefetch_{dim}{mode}_{tgt}_v{ver}"] = (module(prefetch(dim, mode), ver, tgt, True), tgt)
    for ver in ("8.0", "8.5", "8.6", "8.7", "8.8"):  # the PTX-version edges of the manual's notes
        for tgt in ("sm_90a", "sm_100a", "sm_100f", "sm_120a"):
            for dim, mode, m in (("2d", ".tile", ""), ("2d", ".tile", ".multicast::cluster"),
                                 ("2d", ".tile", ".cta_group::2"), ("3d", ".im2col", ""), ("3d", ".im2col::w", ""),
                                 ("3d", ".im2col::w::128", ""), ("2d", ".tile::gather4", "")):
                for dst in ("shared::cluster", "shared::cta"):
                    out[f"load_{dim}{mode}{m}_{dst}_{tgt}_v{ver}"] = (module(load(dim, dst, mode, m), ver, tgt, True), tgt)
                if not m:
                    out[f"prefetch_{dim}{mode}_{tgt}_v{ver}"] = (module(prefetch(dim, mode), ver, tgt, True), tgt)
    for tgt, ver in base:  # operand counts: coordinates, im2colInfo, ctaMask and policy present or not
        for dst in ("shared::cluster", "shared::cta"):
            bad = {
                "3d.tile.2coords": load("3d", dst, ".tile", coords=COORDS["2d"]),
                "2d.tile.3coords": load("2d", dst, ".tile", coords=COORDS["3d"]),
                "2d.tile::gather4.2coords": load("2d", dst, ".tile::gather4", coords=COORDS["2d"]),
                "3d.im2col.noinfo": load("3d", dst, ".im2col", info=""),
                "4d.im2col.info1": load("4d", dst, ".im2col", info="{%h1}"),
                "5d.im2col.info2": load("5d", dst, ".im2col", info="{%h1, %h2}"),
                "3d.im2col.info_scalar": load("3d", dst, ".im2col", info="%h1"),
                "3d.im2col.info_imm": load("3d", dst, ".im2col", info="{0}"),
                "3d.im2col.info_b32": load("3d", dst, ".im2col", info="{%r2}"),
                "3d.im2col::w.noinfo": load("3d", dst, ".im2col::w", info=""),
                "3d.im2col::w.info1": load("3d", dst, ".im2col::w", info="{%h1}"),
                "4d.im2col::w.info2": load("4d", dst, ".im2col::w"),
                "5d.im2col::w::128.info3": load("5d", dst, ".im2col::w::128", info="{%h1, %h2, %h3}"),
                "2d.tile.info": load("2d", dst, ".tile", info="{%h1}"),
                "2d.tile.multicast.nomask": load("2d", dst, ".tile", ".multicast::cluster", tail=""),
                "2d.tile.mask_without_multicast": load("2d", dst, ".tile", tail=", %h3"),
                "2d.tile.multicast.mask_imm": load("2d", dst, ".tile", ".multicast::cluster", tail=", 3"),
                "2d.tile.multicast.mask_b32": load("2d", dst, ".tile", ".multicast::cluster", tail=", %r2"),
                "2d.tile.hint.nopolicy": load("2d", dst, ".tile", ".L2::cache_hint", tail=""),
                "2d.tile.policy_without_hint": load("2d", dst, ".tile", tail=", %rd2"),
                "3d.im2col.hint.nopolicy": load("3d", dst, ".im2col", ".L2::cache_hint", tail=""),
                "3d.im2col.multicast.nomask": load("3d", dst, ".im2col", ".multicast::cluster", tail=""),
            }
            for n, ins in bad.items():
                out[f"load_{n}_{dst}_{tgt}"] = (module(ins, ver, tgt, True), tgt)
        for n, ins in {"3d.tile.2coords": prefetch("3d", ".tile", coords=COORDS["2d"]),
                       "3d.im2col.noinfo": prefetch("3d", ".im2col", info=""),
                       "4d.im2col.info1": prefetch("4d", ".im2col", info="{%h1}"),
                       "3d.im2col::w.noinfo": prefetch("3d", ".im2col::w", info=""),
                       "3d.im2col::w.info1": prefetch("3d", ".im2col::w", info="{%h1}"),
                       "2d.tile.info": prefetch("2d", ".tile", info="{%h1}"),
                       "2d.tile::gather4.2coords": prefetch("2d", ".tile::gather4", coords=COORDS["2d"]),
                       "2d.tile.hint.nopolicy": "cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [%rd1, {%r2, %r3}];",
                       "2d.tile.policy_without_hint": "cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%rd1, {%r2, %r3}], %rd2;",
                       }.items():
            out[f"prefetch_{n}_{tgt}"] = (module(ins, ver, tgt, True), tgt)
    for n, (dims, mode) in {"2d.tile.3coords": ("2d", ""), "3d.tile.2coords": ("3d", ".tile"),
                            "2d.tile::scatter4.2coords": ("2d", ".tile::scatter4"),
                            "4d.im2col_no_offs.3coords": ("4d", ".im2col_no_offs")}.items():
        c = COORDS["3d"] if dims == "2d" and not mode else COORDS["2d"] if dims != "4d" else COORDS["3d"]
        for kind in ("store", "reduce"):
            out[f"{kind}_{n}_sm_100a"] = (module(instruction(kind, dims, mode, c), "8.8", "sm_100a"), "sm_100a")
    return out | bulk_cases()


def bulk_cases() -> dict[str, tuple[str, str]]:
    """The plain (non-tensor) bulk copies (9.7.9.25.4): each direction with its modifiers and operands."""
    out = {}
    g2s = "cp.async.bulk.{dst}.global.mbarrier::complete_tx::bytes{m} [%r1], [%rd1], 256, [%r7]{tail};"
    for tgt, ver in (("sm_90a", "8.6"), ("sm_90a", "8.5"), ("sm_100a", "8.8"), ("sm_120a", "8.8")):
        ins = {}
        for dst in ("shared::cluster", "shared::cta"):
            for m, tail in (("", ""), (".multicast::cluster", ", %h3"), (".L2::cache_hint", ", %rd2"),
                            (".multicast::cluster.L2::cache_hint", ", %h3, %rd2"), (".multicast::cluster", ""),
                            (".L2::cache_hint", ""), ("", ", %rd2")):
                ins[f"{dst}{m}{'_' + str(tail.count(',')) + 'extra'}"] = g2s.format(dst=dst, m=m, tail=tail)
        ins |= {
            "s2c": "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%r1], [%r1], 256, [%r7];",
            "s2c.L2::cache_hint": "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.L2::cache_hint [%r1], [%r1], 256, [%r7], %rd2;",
            "s2c.multicast": "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster [%r1], [%r1], 256, [%r7], %h3;",
            "s2g": "cp.async.bulk.global.shared::cta.bulk_group [%rd1], [%r1], 256;",
            "s2g.L2::cache_hint": "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd1], [%r1], 256, %rd2;",
            "s2g.cp_mask": "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [%r1], 256, %h3;",
            "s2g.L2::cache_hint.cp_mask": "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%rd1], [%r1], 256, %rd2, %h3;",
            "s2g.multicast": "cp.async.bulk.global.shared::cta.bulk_group.multicast::cluster [%rd1], [%r1], 256, %h3;",
            "prefetch": "cp.async.bulk.prefetch.L2.global [%rd1], 256;",
            "prefetch.L2::cache_hint": "cp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd1], 256, %rd2;",
        }
        for n, i in ins.items():
            out[f"bulk_{n}_{tgt}_v{ver}"] = (module(i, ver, tgt, True), tgt)
    return out


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
    return out | load_cases()


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
    todo = cases()

    def one(item: tuple[str, tuple[str, str]]) -> tuple[str, dict]:
        name, (ptx, tgt) = item
        return name, {"ptx": ptx, "arch": tgt, **{f"ptxas{v}": label(ptx, tgt, p) for v, p in PTXAS.items()}}

    with ThreadPoolExecutor(max(1, min(4, os.cpu_count() or 1))) as pool:
        out["cases"] = dict(pool.map(one, todo.items()))
    OUT.write_bytes(lzma.compress((json.dumps(out, indent=0) + "\n").encode(), preset=9))
    print(len(out["cases"]), "cases")


if __name__ == "__main__":
    main()
