"""`ptxemu replay FILE [--launch N | --kernel REGEX] [--check] [--route interp|compiled] [--list]`

Runs each recorded launch of a capture (`ptxemu capture`) from its recorded state, on the CPU, and
compares every recorded byte with what the GPU left. Per launch: identical; identical but for words
that only float atomic adds wrote (the GPU does not fix their order across warps: said, not hidden;
each such word checked with a watchpoint in a second run); or the first differing byte with its
allocation, offset and both values. Exit status 0 when every launch is identical, 3 when the only
differences are such words, 1 otherwise (an error included).
"""

from __future__ import annotations

import sys

HELP = "replay a capture's launches on the CPU and compare every byte with the GPU's"
EPILOG = """examples:
  ptxemu replay run.ptxcap --list            what was recorded, and where each kernel's PTX came from
  ptxemu replay run.ptxcap                   every launch: identical, or the first differing byte
  ptxemu replay run.ptxcap --launch 7 --check
exit status: 0 every launch identical (or captured --as another GPU: not run there, nothing to
compare); 3 differences only in words that float atomic adds alone wrote (checked with a watchpoint
on each: an order the GPU does not fix);
1 a difference or an error; 2 a mistake in the command or the file."""


def add_arguments(p) -> None:
    p.add_argument("file", nargs="+",
                   help="a capture file (ptxemu capture -o FILE); several: one per rank, replayed together "
                        "step by step (the k-th launch of each) on a ptxemu.System")
    sel = p.add_mutually_exclusive_group()
    sel.add_argument("--launch", type=int, metavar="N", help="only the launch of this index")
    sel.add_argument("--kernel", metavar="REGEX", help="only launches of kernels whose name matches")
    p.add_argument("--check", action="store_true", help="run in the checking mode (races, bounds)")
    p.add_argument("--route", choices=("interp", "compiled"),
                   help="the interpreter alone, or compiled hot code")
    p.add_argument("--list", action="store_true", help="list the launches, run nothing")
    p.add_argument("--out", metavar="DIR",
                   help="write launch-N.npz per launch: each allocation's bytes before, as the GPU left "
                        "them and as the replay left them (before_ADDR, gpu_ADDR, replay_ADDR)")


def _write_out(out: str, launch, result, prefix: str = "") -> None:
    from pathlib import Path

    import numpy as np

    d = Path(out)
    d.mkdir(parents=True, exist_ok=True)
    arrays = {}
    for m in launch.memory:
        before, after = (result.states or {}).get(m.address, (m.before, m.after))
        arrays[f"before_{m.address:x}"] = np.frombuffer(before, np.uint8)[: m.size]
        arrays[f"gpu_{m.address:x}"] = np.frombuffer(after, np.uint8)[: m.size]
        arrays[f"replay_{m.address:x}"] = np.asarray(result.device.read(m.address, m.size), np.uint8)
    np.savez_compressed(d / f"{prefix}launch-{launch.index}.npz", **arrays)


def _read_index(cap) -> None:
    """Every launch's parameters and PTX read once, before any launch runs (the capture reads them
    lazily): a blob whose bytes do not match its name fails here (the index's fields were checked at
    open, fileformat.INDEX_SCHEMA)."""
    for x in cap.launches:  # the memory's bytes are read as each launch runs (they may be large)
        _ = (x.kernel, x.kernel_short, x.grid, x.block, x.cluster, x.shared, x.params, x.args(),
             x.module.ptx, x.module.ptx_source, [(m.address, m.size) for m in x.memory])


def run(args) -> int:
    from ptxemu.capture import CaptureFileError

    try:
        return _run(args)
    except CaptureFileError as e:  # a blob or record the index names is missing or damaged
        print(f"ptxemu replay: {e}", file=sys.stderr)
        return 2


def _run(args) -> int:
    import re

    from ptxemu.capture import CaptureFileError
    from ptxemu.capture import open as open_capture
    from ptxemu.capture.replay import ATOMIC_MAYBE, ATOMIC_ORDER, ERROR, IDENTICAL, NOT_RUN, SHARED_ORDER

    try:
        if args.kernel:
            re.compile(args.kernel)
        caps = [open_capture(f) for f in args.file]
        cap = caps[0]
    except re.error as e:
        print(f"ptxemu replay: --kernel {args.kernel!r} is not a regular expression ({e})", file=sys.stderr)
        return 2
    except CaptureFileError as e:
        print(f"ptxemu replay: {e}", file=sys.stderr)
        return 2
    try:  # the index read whole before anything runs: a damaged one is the file's fault, said in one line
        chosen = cap.select(args.launch, args.kernel)
        for i, c in enumerate(caps):
            shown = args.file[i]
            _read_index(c)
        dev = cap.device
        told = ""
        if dev:
            cc = dev.get("cc") or [0, 0]
            if dev.get("as"):
                arch = (cap.index.get("selection") or {}).get("as") or f"sm_{dev['as'][0]}{dev['as'][1]}"
                told = f", told it was {arch} (--as)"
            where = f"captured on {dev.get('name')} (sm_{cc[0]}{cc[1]}){told}, {len(cap.launches)} launch(es)"
    except CaptureFileError as e:
        print(f"ptxemu replay: {e}", file=sys.stderr)
        return 2
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as e:
        shown = shown if "shown" in locals() else args.file[0]
        print(f"ptxemu replay: {shown}: a damaged capture: its index (capture.json) does not read "
              f"({type(e).__name__}: {e})", file=sys.stderr)
        return 2
    if dev:
        print(where)
    if args.list:
        for x in chosen:
            mb = sum(m.size for m in x.memory)
            print(f"launch {x.index} {x.kernel_short}: {len(x.memory)} allocation(s), {mb} bytes; "
                  f"PTX: {x.module.ptx_source}")
        return 0
    counts = {IDENTICAL: 0, ATOMIC_ORDER: 0, ATOMIC_MAYBE: 0, "differs": 0, ERROR: 0, NOT_RUN: 0,
              SHARED_ORDER: 0}
    from ptxemu.capture import ranks

    if ranks.is_ranked(caps):
        rs = ranks.ranks_of(caps)
        if args.launch is not None or args.kernel:
            for r in rs:
                r.launches = [x for x in r.launches if (args.launch is None or x.index == args.launch)
                              and (not args.kernel or re.search(args.kernel, x.kernel))]
        print(f"{len(rs)} rank(s): " + ", ".join(f"{r.label} ({len(r.launches)} launch(es))" for r in rs))
        chosen = []
        with ranks.Session() as session:  # one System for every step
            for k, step in enumerate(ranks.steps(rs)):
                print(f"step {k}:")
                results = session.replay(step, route=args.route, check=args.check, keep_device=bool(args.out))
                for (rank, _), res in zip(step, results, strict=True):
                    chosen.append(res.launch)
                    counts[res.verdict] += 1
                    print(f"  {rank.label}: {res.describe()}", flush=True)
                    if args.out and res.device is not None:  # rank-K-: K its place in the list printed
                        _write_out(args.out, res.launch, res, prefix=f"rank-{rs.index(rank)}-")
                    for f in res.findings:
                        print(f"    finding: {f}")
    else:
        for x in chosen:
            r = x.replay(route=args.route, check=args.check, keep_device=bool(args.out))
            counts[r.verdict] += 1
            print(r.describe(), flush=True)
            if args.out and r.device is not None:
                _write_out(args.out, x, r)
            for f in r.findings:
                print(f"  finding: {f}")
    print(f"{len(chosen)} launch(es): " + ", ".join(f"{n} {k}" for k, n in counts.items() if n))
    if counts["differs"] or counts[ERROR] or counts[SHARED_ORDER] or counts[ATOMIC_MAYBE]:
        return 1
    return 3 if counts[ATOMIC_ORDER] else 0
