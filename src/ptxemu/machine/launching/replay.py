"""Replay launches recorded on a GPU by launchrec (../shared/tools/launchrec): every allocation at its
recorded address, the raw parameter bytes unchanged, then every allocation compared with what the
GPU left.

    for r in replay_launchrec(np.load("prog.npz"), Module(open("prog.ptx").read())):
        print(r.index, r.kernel, r.differing_bytes)
"""

from __future__ import annotations

import io
import json
import lzma
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ptxemu.machine.launching import seeded
from ptxemu.machine.launching.launch import LaunchStats, Module
from ptxemu.machine.state.memory import Device


@dataclass
class Replayed:
    index: int
    kernel: str
    stats: LaunchStats
    differing_bytes: int  # over every allocation, after the launch
    checked_bytes: int
    device: Device | None = None  # the memory after the launch, where keep_device was asked


def load_npz(path) -> np.lib.npyio.NpzFile:
    """Read a recording: FILE.npz, or its solid form FILE.npz.xz (the .npz stored uncompressed
    inside one xz stream, so members that repeat one another, such as a launch's memory before and
    after, compress together: CUTLASS's recordings shrink ten times). Asked for FILE.npz that is
    absent, it reads FILE.npz.xz. `tools/recompress_npz.py --solid` makes them. Inputs made from a
    seed are not stored: FILE.seeded.json names the script that makes them again (seeded.py), and
    they are returned with the stored members, checked byte for byte."""
    p = Path(path)
    if p.suffix == ".npz" and not p.exists() and p.with_name(p.name + ".xz").exists():
        p = p.with_name(p.name + ".xz")
    manifest = seeded.manifest_path(p)
    if manifest.exists():
        if not p.exists():
            return seeded.regenerated_npz(manifest)
        with _load_stored(p) as z:
            arrays = {k: z[k] for k in z.files}
        arrays.update(seeded.regenerate(manifest))
        buf = io.BytesIO()
        np.savez(buf, **arrays)
        buf.seek(0)
        return np.load(buf)
    return _load_stored(p)


def npz_files(directory) -> list[Path]:
    """The recordings in `directory` as the FILE.npz paths load_npz reads, whichever form each is
    kept in (FILE.npz, FILE.npz.xz, FILE.seeded.json), sorted."""
    d = Path(directory)
    names = {p.name for p in d.glob("*.npz")}
    names |= {p.name[: -len(".xz")] for p in d.glob("*.npz.xz")}
    names |= {p.name[: -len(".seeded.json")] + ".npz" for p in d.glob("*.seeded.json")}
    return [d / n for n in sorted(names)]


def save_npz_xz(path, arrays: dict[str, np.ndarray]) -> Path:
    """Write FILE.npz.xz, the solid form load_npz reads (the .npz uncompressed in one xz stream,
    preset 9 extreme). `path` may name FILE.npz or FILE.npz.xz."""
    p = Path(path)
    p = p if p.name.endswith(".xz") else p.with_name(p.name + ".xz")
    buf = io.BytesIO()
    np.savez(buf, **arrays)
    p.write_bytes(lzma.compress(buf.getvalue(), preset=9 | lzma.PRESET_EXTREME))
    return p


def _load_stored(p: Path) -> np.lib.npyio.NpzFile:
    if p.name.endswith(".xz"):
        return np.load(io.BytesIO(lzma.decompress(p.read_bytes())))
    return np.load(p)


def launches(rec) -> list[dict]:
    return json.loads(bytes(rec["meta"]).decode())


def tensor_map_calls(rec, index: int) -> list[dict]:
    """The cuTensorMapEncodeTiled calls (tmaprec's log, `tmaps` in the npz) the program made before
    launch `index` and after the cudaLaunchKernelExC launch before it (a kernel launched once without
    launch attributes, which the log does not list: the calls after the last logged launch)."""
    if "tmaps" not in rec:
        return []
    log = [json.loads(x) for x in bytes(rec["tmaps"]).decode().splitlines() if x.strip()]
    metas = launches(rec)
    name = next(m["name"] for m in metas if m["index"] == index)
    ordinal = [m["index"] for m in metas if m["name"] == name].index(index)
    calls: list[dict] = []
    for e in log:
        if e["call"] == "cudaLaunchKernelExC":
            if e["name"] == name:
                if ordinal == 0:
                    return calls
                ordinal -= 1
            calls = []
        elif e["call"] == "cuTensorMapEncodeTiled":
            calls.append(e)
    if len([m for m in metas if m["name"] == name]) == 1:  # launched without attributes: not logged
        return calls
    raise ValueError(f"launch {index} ({name[:60]}) is not in the recording's cudaLaunchKernelExC log")


def refused_tensor_maps(rec, index: int, target: str) -> list[tuple[int, bytes]]:
    """The tensor maps the recording GPU's driver refused for launch `index` (the H100 refuses
    Blackwell's packed 4/6-bit types: CUTLASS prints "Failed to initialize the TMA descriptor" and
    launches with whatever the map's memory held), encoded by ptxemu's encoder for `target` with the
    program's own arguments, as (byte offset in the raw parameter buffer, 128 bytes).

    Where each map goes: a CUtensorMap is 64-byte aligned in the parameter struct, and the refused
    call still left its global address in the map's first 8 bytes (recorded: every refused slot
    starts with it); a slot holding an accepted map is never taken. Raises ValueError where a slot
    is ambiguous (two refused calls of one address with different encodings)."""
    from ptxemu.formats.tensormap import encode_tensor_map_tiled

    meta = next(m for m in launches(rec) if m["index"] == index)
    raw = bytes(rec[f"{index:03d}_params"])
    calls = tensor_map_calls(rec, index)
    accepted = {bytes.fromhex(c["bytes"]) for c in calls if c["result"] == 0 and c.get("bytes")}
    by_addr: dict[int, bytes] = {}
    for c in calls:
        if c["result"] == 0:
            continue
        enc = encode_tensor_map_tiled(
            c["data_type"],
            c["rank"],
            c["global_address"],
            c["global_dim"],
            c["global_strides"],
            c["box_dim"],
            c["element_strides"],
            c["interleave"],
            c["swizzle"],
            c["l2_promotion"],
            c["oob_fill"],
            target=target,
        )
        old = by_addr.setdefault(c["global_address"], enc)
        if old != enc:
            raise ValueError(f"two refused tensor maps of address {c['global_address']:#x} differ")
    out = []
    for poff, psize in meta["params"]:
        for o in range(0, psize - 127, 64):
            slot = raw[poff + o : poff + o + 128]
            enc = by_addr.get(int.from_bytes(slot[:8], "little"))
            if enc is not None and slot not in accepted:
                out.append((poff + o, enc))
    return out


def replay_launchrec(
    rec,
    module: Module,
    only=None,
    *,
    budget: int | None = 2 * 10**9,
    keep_device: bool = False,
    patch: dict[int, list[tuple[int, bytes]]] | None = None,
) -> list[Replayed]:
    """Replay the recorded launches (indices `only`, default all) in order; returns one result each.
    `budget` bounds each launch's thread-instructions (Module.launch's budget); with `keep_device` each
    result keeps its Device, to read what a launch wrote (a kernel recorded but not run on the GPU, whose
    output is compared with the program's own reference instead). `patch` {index: [(offset, bytes)]}
    overwrites parts of a launch's raw parameter buffer (refused_tensor_maps' maps)."""
    state: dict[int, np.ndarray] = {}
    out = []
    for meta in launches(rec):
        i = meta["index"]
        for addr, _size in meta["allocs"]:
            key = f"{i:03d}_before_{addr}"
            if key in rec:
                state[addr] = rec[key]
        expect = {addr: rec.get(f"{i:03d}_after_{addr}", state[addr]) for addr, _ in meta["allocs"]}
        if only is None or i in only:
            dev = Device()
            for addr, size in meta["allocs"]:
                if size == 0:  # cudaMalloc(0) succeeds with a null pointer: nothing to place
                    continue
                dev.alloc(size, address=addr)
                dev.write(addr, state[addr])
            raw = rec[f"{i:03d}_params"]
            if patch and i in patch:
                raw = bytearray(bytes(raw))
                for off, b in patch[i]:
                    raw[off : off + len(b)] = b
            # each parameter at its recorded offset: the raw buffer keeps the ABI's padding between them
            args = [bytes(raw[o : o + size]) for o, size in meta["params"]]
            st = module.launch(
                meta["name"],
                meta["grid"],
                meta["block"],
                args,
                shared_mem=meta["shared"],
                cluster=meta["cluster"] if meta["cluster"] != [1, 1, 1] else None,
                device=dev,
                budget=budget,
            )
            diff = checked = 0
            for addr, size in meta["allocs"]:
                if size == 0:
                    continue
                got = dev.read(addr, size)
                diff += int((got != expect[addr]).sum())
                checked += size
            out.append(Replayed(i, meta["name"], st, diff, checked, dev if keep_device else None))
        state.update(expect)
    return out
