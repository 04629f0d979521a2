"""Capture: run a program under the interposer, then pack its spool into one capture file.

The interposer (native/interposer.c) writes, per process, `events-PID.jsonl` (one JSON object a line:
process, device, image, launch, note, summary), `image-PID-N.bin` (the image a recorded kernel came
from) and `launch-PID-K.bin` (the parameter bytes, then every recorded allocation before the launch,
then the same allocations after it). `pack` turns that into the capture file (fileformat.py).
"""

from __future__ import annotations

import datetime
import glob
import json
import os
import re
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from ptxemu.capture import images
from ptxemu.capture.fileformat import Writer
from ptxemu.capture.native import interposer

# A module's PTX larger than this is cut to the launched kernel (a PyTorch translation unit's PTX
# holds hundreds of kernels and tens of MB; decoding it all for one launch would take minutes)
PRUNE_ABOVE = 256 * 1024


@dataclass
class Packed:
    path: Path
    launches: int
    modules: int
    file_bytes: int
    memory_bytes: int  # bytes of memory recorded (before + after, over every launch)
    stored_bytes: int  # distinct blob bytes, uncompressed
    notes: list[str] = field(default_factory=list)
    summary: dict = field(default_factory=dict)
    parts: list[Packed] = field(default_factory=list)  # --split-ranks: the other ranks' files


def ptx_search_dirs(extra: list[str] | None = None) -> list[Path]:
    """Where a cubin's PTX may lie: the given folders, Triton's cache and TorchInductor's."""
    dirs = [Path(d) for d in (extra or [])]
    if os.environ.get("TRITON_CACHE_DIR"):
        dirs.append(Path(os.environ["TRITON_CACHE_DIR"]))
    dirs.append(Path.home() / ".triton" / "cache")
    user = os.environ.get("USER") or os.environ.get("LOGNAME") or ""
    dirs.append(Path(tempfile.gettempdir()) / f"torchinductor_{user}")
    if os.environ.get("TORCHINDUCTOR_CACHE_DIR"):
        dirs.append(Path(os.environ["TORCHINDUCTOR_CACHE_DIR"]))
    return [d for d in dirs if d.is_dir()]


class _PtxFinder:
    """PTX for an image that holds only SASS: the .ptx beside a byte-identical .cubin (Triton writes
    NAME.cubin and NAME.ptx into one cache folder), else a given .ptx file with the kernel's entry."""

    def __init__(self, dirs: list[Path], files: list[Path]) -> None:
        self.dirs = dirs
        self.files = files
        self._cubins: dict[bytes, Path] | None = None

    def _index(self) -> dict[bytes, Path]:
        if self._cubins is None:
            self._cubins = {}
            for d in self.dirs:
                for c in d.rglob("*.cubin"):
                    try:
                        self._cubins.setdefault(c.read_bytes(), c)
                    except OSError:
                        continue
        return self._cubins

    def find(self, image: bytes, kernel: str) -> tuple[str, str] | None:
        c = self._index().get(image)
        if c is not None and c.with_suffix(".ptx").exists():
            return c.with_suffix(".ptx").read_text(), f"{c.with_suffix('.ptx')} (beside the identical cubin)"
        for f in self.files:
            text = f.read_text()
            if kernel in images.ptx_entries(text):
                return text, f"{f} (given with --ptx)"
        return None


def pack(spool: Path, out: Path, *, program: list[str] | None = None, exit_code: int | None = None,
         selection: dict | None = None, ptx_dirs: list[str] | None = None,
         ptx_files: list[str] | None = None, wall_seconds: float | None = None,
         pids: set[int] | None = None) -> Packed:
    """Pack the spool's records (only those of processes `pids`, where given) into capture `out`."""
    w = Writer(out)
    device: dict = {}
    notes: list[str] = []
    summary: dict = {}
    modules: list[dict] = []
    module_of: dict[tuple[int, int, str], int] = {}  # (pid, image, kernel) -> module id
    ptx_module: dict[str, int] = {}  # PTX blob -> module id
    launches: list[dict] = []
    finder = _PtxFinder(ptx_search_dirs(ptx_dirs), [Path(f) for f in ptx_files or []])
    memory_bytes = 0
    processes: dict[int, dict] = {}  # pid -> the launcher's rank variables it saw (RANK, LOCAL_RANK, ...)
    tmaps: list[dict] = []
    owners = _share_owners(spool)
    for evfile in sorted(glob.glob(str(spool / "events-*.jsonl"))):
        pid = int(Path(evfile).stem.split("-")[1])
        if pids is not None and pid not in pids:
            continue
        image_files: dict[int, dict] = {}
        objects: list[str] = []
        for lineno, line in enumerate(Path(evfile).read_text().splitlines()):
            try:
                e = json.loads(line)
            except ValueError:
                notes.append(f"process {pid}: an unreadable event line (the process died mid-write?)")
                continue
            kind = e.get("ev")
            if kind == "device":
                device = {"name": e["name"], "cc": e["cc"], "driver": e["driver"]}
                if e.get("as"):  # --as: the GPU the program was told it runs on
                    device["as"] = e["as"]
            elif kind == "process":
                ranks = {k: v for k, v in e.items() if k not in ("ev", "spool_version", "pid")}
                if ranks:
                    processes[pid] = ranks
            elif kind == "image":
                image_files[e["image"]] = e
            elif kind == "objects":
                objects[:] = e["paths"]
            elif kind == "note":
                notes.append(f"{e['msg']}: {e['detail']}" if e.get("detail") else e["msg"])
            elif kind == "summary":
                for k, v in e.items():
                    if k != "ev":
                        summary[k] = summary.get(k, 0) + v if isinstance(v, int | float) else v
            elif kind == "tmap":  # a cuTensorMapEncodeTiled call (the replay encodes refused ones)
                tmaps.append({"process": pid, "line": lineno, **{k: v for k, v in e.items() if k != "ev"}})
            elif kind == "launch":
                rec, mem = _launch(e, pid, spool, w, image_files, objects, modules, module_of, ptx_module,
                                   finder, device, notes, owners)
                rec["line"] = lineno  # its place among the process's events (tensor maps encoded before it)
                memory_bytes += mem
                launches.append(rec)
    if wall_seconds is not None:
        summary["wall_seconds"] = round(wall_seconds, 6)
    if not device and pids is not None:  # a process that recorded nothing of its own: the GPU's name
        device = _first_device(spool)
    index = {
        "created": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "program": program,
        "exit_code": exit_code,
        "device": device,
        "selection": selection or {},
        "summary": summary,
        "modules": modules,
        "launches": launches,
        "notes": notes,
    }
    if processes:
        index["processes"] = {str(k): v for k, v in sorted(processes.items())}
    if tmaps:
        index["tensor_maps"] = tmaps
        refused = sum(1 for t in tmaps if t["result"] != 0)
        if refused:
            notes.append(f"the driver refused {refused} of {len(tmaps)} tensor map encoding(s) (a map type "
                         "or swizzle this GPU lacks?): the replay encodes them from their arguments")
    stored = w.stored_bytes
    w.close(index)
    return Packed(out, len(launches), len(modules), out.stat().st_size, memory_bytes, stored, notes, summary)


def _first_device(spool: Path) -> dict:
    for evfile in sorted(glob.glob(str(spool / "events-*.jsonl"))):
        for line in Path(evfile).read_text().splitlines():
            if '"ev":"device"' in line:
                try:
                    e = json.loads(line)
                except ValueError:
                    continue
                return {k: e[k] for k in ("name", "cc", "driver", "as") if k in e}
    return {}


def rank_groups(spool: Path) -> dict[str, set[int]]:
    """The spool's processes by the launcher's RANK ('' for those without one)."""
    groups: dict[str, set[int]] = {}
    for evfile in sorted(glob.glob(str(spool / "events-*.jsonl"))):
        pid = int(Path(evfile).stem.split("-")[1])
        rank = ""
        with open(evfile) as f:
            first = f.readline()
        try:
            rank = str(json.loads(first).get("RANK", ""))
        except ValueError:
            pass
        groups.setdefault(rank, set()).add(pid)
    return groups


def rank_path(out: Path, rank: str) -> Path:
    """run.ptxcap -> run.rank1.ptxcap (run.ptxcap.xz -> run.rank1.ptxcap.xz)."""
    name = out.name
    cut = name.find(".ptxcap")
    stem, tail = (name[:cut], name[cut:]) if cut > 0 else (out.stem, out.suffix)
    return out.with_name(f"{stem}.rank{rank}{tail}")


def _share_owners(spool: Path) -> dict[str, tuple[int, int]]:
    """Memory shared between processes: share key -> (the exporting process, its address there)."""
    owners: dict[str, tuple[int, int]] = {}
    for evfile in sorted(glob.glob(str(spool / "events-*.jsonl"))):
        pid = int(Path(evfile).stem.split("-")[1])
        for line in Path(evfile).read_text().splitlines():
            if '"ev":"share"' not in line:
                continue
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if e.get("role") == "export":
                owners.setdefault(e["key"], (pid, e["address"]))
    return owners


def _launch(e, pid, spool, w, image_files, objects, modules, module_of, ptx_module, finder, device, notes,
            owners=None):
    name = e["name"]
    key = (pid, e["image"], name)
    if key not in module_of:
        module_of[key] = _module(e, spool, w, image_files, objects, modules, ptx_module, finder, device,
                                 notes)
    data = (spool / e["file"]).read_bytes() if (spool / e["file"]).exists() else b""
    psize = e["params_size"]
    params = data[:psize]
    pos = psize
    regions = [r for r in e["regions"] if r[3]]
    skipped = [r for r in e["regions"] if not r[3]]
    for r in skipped:
        notes.append(f"launch {e['index']} ({name}): allocation {r[0]:#x} of {r[1]} bytes over the size "
                     "limit, "
                     "not recorded")
    before, after = [], []
    for r in regions:
        before.append(data[pos : pos + r[1]])
        pos += r[1]
    for r in regions:
        after.append(data[pos : pos + r[1]])
        pos += r[1]
    complete = pos == len(data)
    memory = []
    mem_bytes = 0
    for r, b, a in zip(regions, before, after, strict=True):
        m = {"address": r[0], "size": r[1], "found": r[2], "before": w.blob(b), "after": w.blob(a)}
        if len(r) > 4 and r[4] >= 0:
            m["device"] = r[4]  # the GPU whose memory it is (another than the launch's: a peer's)
        share = r[5] if len(r) > 5 else ""
        if share and owners and share in owners and owners[share][0] != pid:
            # another process's allocation, mapped here (CUDA IPC, an exported VMM handle)
            m["peer"] = {"process": owners[share][0], "address": owners[share][1], "key": share}
        elif share:
            m["shared"] = share
        memory.append(m)
        mem_bytes += len(b) + len(a)
    rec = {
        "index": e["index"],
        "process": pid,
        "kernel": name,
        "module": module_of[key],
        "via": e["via"],
        "grid": e["grid"],
        "block": e["block"],
        "cluster": e["cluster"],
        "shared": e["shared"],
        "attributes": e["attrs"],
        "params": {"blob": w.blob(params), "size": psize, "layout": e["params"],
                   "source": e["params_source"]},
        "memory": memory,
        "status": {"before": e["status"][0], "launch": e["status"][1], "after": e["status"][2]},
        "seconds": e["seconds"],
    }
    if e.get("wall"):  # the real-time clock when the copies before and after were finished
        rec["wall"] = e["wall"]
    if e.get("skipped"):  # --as: recorded, not launched (the GPU here cannot run it)
        rec["skipped"] = True
    if e.get("device", -1) >= 0:
        rec["device"] = e["device"]
    if not complete:
        rec["damaged"] = f"the spool holds {len(data)} bytes, the launch's record says {pos}"
    return rec, mem_bytes


def _module(e, spool, w, image_files, objects, modules, ptx_module, finder, device, notes) -> int | None:
    name = e["name"]
    img = image_files.get(e["image"])
    # the PTX for the GPU the program was built for (--as), else for the one it ran on
    cc = tuple(device.get("as") or device.get("cc") or ()) or None
    if img is None:
        ptx, source = None, "the interposer did not see the module's load"
        alt = images.find_ptx_in_files(objects, name, cc)
        if alt is not None:
            ptx, source = alt.ptx, alt.source
    else:
        raw = (spool / img["file"]).read_bytes()
        try:
            found = images.find_ptx(raw, name, cc)
            ptx, source = found.ptx, found.source
        except images.ImageError as err:
            ptx, source = None, str(err)
        if ptx is None:
            alt = finder.find(raw, name)
            if alt is not None:
                ptx, source = alt
    if ptx is not None and len(ptx) > PRUNE_ABOVE:
        whole = len(ptx)
        ptx = images.prune_ptx(ptx, name)
        source += f"; cut to this kernel and the functions it calls ({len(ptx)} of {whole} bytes)"
    mod: dict = {"id": len(modules), "image_kind": img["kind"] if img else None,
                 "image_bytes": img["size"] if img else None, "ptx": None, "ptx_source": source}
    if ptx is not None:
        h = w.blob(ptx.encode())
        if h in ptx_module:
            return ptx_module[h]
        mod["ptx"] = h
        ptx_module[h] = mod["id"]
    else:
        notes.append(f"kernel {name}: no PTX ({source})")
    modules.append(mod)
    return mod["id"]


def check_kernel_regex(pattern: str) -> None:
    """The interposer matches --kernel with the C library's POSIX extended regexes (regcomp), which
    lack some of Python's (\\d, lazy quantifiers): refuse what it cannot compile, and \\d."""
    import ctypes
    import ctypes.util

    if "\\d" in pattern or "\\D" in pattern:  # glibc reads \d as a plain d
        raise ValueError(f"--kernel {pattern!r}: the interposer matches with the C library's POSIX regexes, "
                         "which have no \\d: write [0-9]")
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return
    buf = ctypes.create_string_buffer(1024)  # larger than any libc's regex_t
    rc = libc.regcomp(buf, pattern.encode(), 1 | 8)  # REG_EXTENDED | REG_NOSUB
    if rc != 0:
        raise ValueError(f"--kernel {pattern!r} is not a POSIX extended regular expression (the interposer "
                         "matches with the C library's regcomp)")
    libc.regfree(buf)


def parse_range(text: str | None) -> tuple[int, int | None]:
    """'N..M' (inclusive), 'N..' or 'N' -> (first, last or None)."""
    if not text:
        return 0, None
    a, sep, b = text.partition("..")
    try:
        first = int(a) if a else 0
        last = (int(b) if b else None) if sep else first
    except ValueError:
        raise ValueError(f"--launches takes N..M, N.. or N (0-based), got {text!r}") from None
    if first < 0 or (last is not None and last < first):
        raise ValueError(f"--launches {text!r} is an empty range")
    return first, last


def parse_arch(text: str) -> tuple[int, int]:
    """'sm_100a', 'sm_90', 'compute_100a', '10.0' -> (10, 0)."""
    t = text.strip()
    m = re.fullmatch(r"(?:sm_|compute_)?(\d+)(\d)[af]?", t) or re.fullmatch(r"(\d+)\.(\d)", t)
    if not m:
        raise ValueError(f"--as takes a GPU architecture such as sm_100a (or 10.0), got {text!r}")
    return int(m[1]), int(m[2])


def _run(argv: list[str], env: dict) -> int:
    """Run the program; a SIGTERM or SIGINT meant for the capture (a timeout, ^C) ends the program and
    the capture goes on to pack what was recorded until then (the interposer flushes each record)."""
    import signal

    proc = subprocess.Popen(argv, env=env)
    stopped: list[int] = []

    def stop(signum, frame):
        stopped.append(signum)
        if proc.poll() is None:
            proc.send_signal(signum)

    old = {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        while True:
            try:
                return proc.wait()
            except InterruptedError:
                continue
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


def capture(argv: list[str], out: Path, *, kernel: str | None = None, launches: str | None = None,
            ptx_dirs: list[str] | None = None, ptx_files: list[str] | None = None,
            keep_spool: Path | None = None, as_arch: str | None = None,
            skip: str | None = None, split_ranks: bool = False,
            follow_pointers: int | None = None) -> tuple[int, Packed]:
    """Run `argv` under the interposer; returns (the program's exit code, what was packed).

    `follow_pointers` (bytes): each launch also records the allocations its recorded memory points
    into, to any depth, up to that many bytes in all (--follow-pointers).

    `as_arch` ('sm_100a'): the program is told it runs on that GPU, and the recorded launches of the
    kernels matching `skip` (default: `kernel`, else every recorded launch) are not launched."""
    first, last = parse_range(launches)
    if kernel:
        check_kernel_regex(kernel)
    as_cc = parse_arch(as_arch) if as_arch else None
    if skip and not as_cc:
        raise ValueError("--skip goes with --as (kernels built for a GPU that is not here)")
    if as_cc and not skip:
        skip = kernel or "."
    if skip:
        check_kernel_regex(skip)
    lib = interposer()
    spool_ctx = tempfile.TemporaryDirectory(prefix="ptxemu-capture-") if keep_spool is None else None
    spool = Path(spool_ctx.name) if spool_ctx else keep_spool
    spool.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    env["LD_PRELOAD"] = f"{lib}:{env['LD_PRELOAD']}" if env.get("LD_PRELOAD") else str(lib)
    env["PTXEMU_CAPTURE_DIR"] = str(spool)
    env["PTXEMU_CAPTURE_FIRST"] = str(first)
    env["PTXEMU_CAPTURE_LAST"] = str(-1 if last is None else last)
    if kernel:
        env["PTXEMU_CAPTURE_KERNEL"] = kernel
    else:
        env.pop("PTXEMU_CAPTURE_KERNEL", None)
    for k in ("PTXEMU_CAPTURE_AS_CC", "PTXEMU_CAPTURE_SKIP", "PTXEMU_CAPTURE_FOLLOW"):
        env.pop(k, None)
    if follow_pointers:
        env["PTXEMU_CAPTURE_FOLLOW"] = str(int(follow_pointers))
    if as_cc:
        env["PTXEMU_CAPTURE_AS_CC"] = f"{as_cc[0]}{as_cc[1]}"
        env["PTXEMU_CAPTURE_SKIP"] = skip
    t0 = time.perf_counter()
    try:
        rc = _run(argv, env)
    except OSError as e:
        raise FileNotFoundError(f"cannot run {argv[0]}: {e.strerror}") from None
    wall = time.perf_counter() - t0
    selection: dict = {"kernel": kernel, "launches": [first, last]}
    if follow_pointers:
        selection["follow_pointers"] = int(follow_pointers)
    if as_cc:
        arch = as_arch.strip()
        selection.update({"as": arch if arch.startswith("sm_") else f"sm_{as_cc[0]}{as_cc[1]}", "skip": skip})
    try:
        common = dict(program=argv, exit_code=rc, wall_seconds=wall, selection=selection, ptx_dirs=ptx_dirs,
                      ptx_files=ptx_files)
        groups = rank_groups(spool) if split_ranks else {}
        if len([r for r in groups if r]) < 1:
            packed = pack(spool, out, **common)
        else:  # one file per rank (and the processes without a rank in `out`)
            parts = [pack(spool, rank_path(out, r), pids=groups[r], **common)
                     for r in sorted((r for r in groups if r), key=lambda r: (len(r), r))]
            if "" in groups:
                packed = pack(spool, out, pids=groups[""], **common)
                packed.parts = parts
            else:
                packed, packed.parts = parts[0], parts[1:]
    finally:
        if spool_ctx:
            spool_ctx.cleanup()
    return rc, packed
