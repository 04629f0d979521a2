"""`ptxemu debug`: the arguments of `ptxemu run` (or a capture and `--launch N`: that recorded
launch from its recorded state), then stop at PTX lines and print registers. With `--check` the
launch runs in checking mode: asynchronous copies stay in flight until their completion mechanism,
as `g` then shows (eagerly they complete at issue).

Commands (from --do, separated by ';', else read line by line from stdin):
  b LINE [if REG OP VALUE]  break at a PTX line (where an executing thread meets the condition)
  b NAME [if ...]         break at every instruction whose name starts so (b wgmma.mma_async)
  bb                      break at barriers (bar/barrier, barrier.cluster)
  bm [OP[,OP]] [@ADDR]    break at mbarrier operations (init, arrive, expect_tx, complete_tx,
                          try_wait, ...; complete_tx includes bulk copies), at one shared address
  w REG [T[,Ty,Tz]]       stop after a register changes (in that thread, else in any)
  wm ADDR[:N]  ws ADDR[:N]  stop after global / shared (CTA 0,0,0) bytes change
  c   continue            s   one instruction        back [N]   N instructions back (runs again)
  (with --break the launch starts at once; else the first c or s starts it)
  p REG [T[,Ty,Tz]] [cta X,Y,Z]   a register of a thread (default thread 0 of CTA 0,0,0)
  ops [ran] [T[,Ty,Tz]] [cta X,Y,Z]  the stopped instruction's register operands in a thread
                          (default: the first thread stopped there), typed, a vector's every
                          element (wgmma's accumulator fragment); `ran`: those of the
                          instruction run just before the stop, as it left them
  x ADDR TYPE [N]   xs ADDR TYPE [N] [cta X,Y,Z]   N values of a PTX type in global / shared memory
  xt TADDR TYPE [NCOLS] [lanes N] [cta X,Y,Z]   tensor memory (tcgen05): from the address
                          `lane << 16 | column` on, N lanes (default to lane 127) x NCOLS columns,
                          each 32-bit cell as TYPE (.f32 one value, .f16/.bf16 two, .e4m3 four)
  mb ADDR [cta X,Y,Z]   the mbarrier object at a shared address: phase (and parity), pending and
                          expected arrivals, tx-count
  mbs [cta X,Y,Z]       every mbarrier the CTA has initialised (and not invalidated), with its state
  g [T[,Ty,Tz]] [cta X,Y,Z]   a thread's async groups: cp.async, bulk (bulk_group) and wgmma groups
                          committed and not waited for, each with its operations (line, bytes,
                          addresses), and the open group's; with --check, what is really still in
                          flight (eagerly every copy completed at issue: the data already landed)
  q   quit (the launch runs on to its end)
"""

from __future__ import annotations

import argparse
import sys
import warnings

from ptxemu.cli import run_cmd
from ptxemu.errors import PtxOperandError

HELP = "run a kernel under a debugger: break at PTX lines, step, print any thread's registers"


def add_arguments(p: argparse.ArgumentParser) -> None:
    run_cmd.add_arguments(p)
    p.add_argument(
        "--break",
        dest="breaks",
        action="append",
        type=int,
        default=[],
        metavar="LINE",
        help="stop when a thread reaches this PTX line (repeatable)",
    )
    p.add_argument("--do", default=None, help="commands separated by ';' (else read from stdin)")
    p.add_argument(
        "--launch",
        type=int,
        default=None,
        metavar="N",
        help="FILE is a capture (ptxemu capture) or a launchrec recording (.npz, .npz.xz): debug its "
        "launch N, replayed from its recorded state",
    )
    p.add_argument(
        "--ptx",
        default=None,
        metavar="FILE.ptx[.gz]",
        help="a launchrec recording's PTX (default: the one NAME.*.ptx[.gz] beside NAME.npz)",
    )


def _break_at(d, n: int, cond: str | None = None) -> None:
    """Debugger.break_at, its BreakNeverStops warning (a line without an instruction) said as a note."""
    from ptxemu.machine.observing.debug import BreakNeverStops

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always", BreakNeverStops)
        d.break_at(n, cond)
    for w in seen:
        if issubclass(w.category, BreakNeverStops):
            print(f"note: {w.message}")
        else:
            warnings.showwarning(w.message, w.category, w.filename, w.lineno)


def _dims(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(","))


def run(args: argparse.Namespace) -> int:
    from ptxemu.machine.observing.debug import Debugger

    run_cmd._options(args)
    if args.launch is not None:
        d = _captured(args)
        if d is None:
            return 2
    else:
        if args.example:  # the shipped kernel on the H100's inputs, as `ptxemu run --example`
            if args.file or args.arg:
                raise PtxOperandError("--example debugs the shipped kernel on its own inputs: "
                                      "no FILE or --arg")
            mod, name, grid, block, shared, values = run_cmd.example_inputs()[:6]
        else:
            mod, name, grid, block, shared, values, _ = run_cmd.inputs(args)
        d = Debugger(
            mod,
            name,
            grid,
            block,
            values,
            shared_mem=shared,
            print_output=False,
            budget=int(args.budget),
            check=bool(args.check),
        )
    for line in args.breaks:
        _break_at(d, line)
    cmds = args.do.split(";") if args.do is not None else (ln for ln in sys.stdin)
    started = bool(args.breaks)  # with --break the launch starts at once; else at the first c or s
    if started:
        stop = d.run()
        print(stop if stop is not None else _ended(d))
    for c in cmds:
        w = c.split()
        if not w:
            continue
        try:
            if w[0] == "q":
                break
            if w[0] in ("help", "h", "?"):
                print(__doc__[__doc__.index("Commands"):].rstrip())
                continue
            if w[0] == "b":
                cond = " ".join(w[3:]) if len(w) > 3 and w[2] == "if" else None
                if w[1].isdigit():
                    _break_at(d, int(w[1]), cond)
                else:
                    d.break_at_op(w[1], cond)
                continue
            if w[0] == "bb":
                d.break_barriers()
                continue
            if w[0] == "bm":
                ops = next((x.split(",") for x in w[1:] if not x.startswith("@")), None)
                at = next((int(x[1:], 0) for x in w[1:] if x.startswith("@")), None)
                d.break_mbarrier(ops, at)
                continue
            if w[0] == "w":
                d.watch_reg(w[1], _dims(w[2]) if len(w) > 2 else None)
                continue
            if w[0] in ("wm", "ws"):
                a, _, n = w[1].partition(":")
                d.watch_mem(int(a, 0), int(n, 0) if n else 4, shared=w[0] == "ws")
                continue
            if w[0] in ("x", "xs"):
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                n = int(w[3]) if len(w) > 3 and w[3] != "cta" else 1
                v = d.mem(int(w[1], 0), w[2], n, shared=w[0] == "xs", cta=cta)
                print(f"{w[1]} {w[2]} = {v.tolist()}")
                continue
            if w[0] == "xt":
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                nl = int(w[w.index("lanes") + 1]) if "lanes" in w else None
                ncols = int(w[3]) if len(w) > 3 and w[3] not in ("cta", "lanes") else 1
                v = d.tmem(int(w[1], 0), w[2], ncols, nl, cta=cta)
                allocs = ", ".join(f"[{a}, {a + n})" for a, n in d.tmem_allocations(cta))
                lane0 = int(w[1], 0) >> 16
                print(f"tensor memory of CTA {cta} (columns allocated: {allocs}), {w[2]} per lane:")
                for i, row in enumerate(v.tolist()):
                    print(f"  lane {lane0 + i:3d}: " + " ".join(str(x) for x in row))
                continue
            if w[0] == "mb":
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                print(d.describe_mbarrier(int(w[1], 0), cta=cta))
                continue
            if w[0] == "mbs":
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                found = d.mbarriers(cta)
                print(f"{len(found)} mbarrier(s) initialised by CTA {cta + (0,) * (3 - len(cta))}")
                for a, line in found:
                    print(f"  {d.describe_mbarrier(a, cta=cta)}  (mbarrier.init at line {line})")
                continue
            if w[0] == "g":
                t = _dims(w[1]) if len(w) > 1 and w[1] != "cta" else (0,)
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                print(d.describe_groups(thread=t, cta=cta))
                continue
            if w[0] == "p":
                t = _dims(w[2]) if len(w) > 2 and w[2] != "cta" else (0,)
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                print(f"{w[1]} = {d.reg(w[1], thread=t, cta=cta)}")
                continue
            if w[0] == "ops":
                ran = "ran" in w
                w = [x for x in w if x != "ran"]
                t = _dims(w[1]) if len(w) > 1 and w[1] != "cta" else None
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                for text, vals in d.operands(thread=t, cta=cta, ran=ran):
                    _print_operand(text, vals)
                continue
            if w[0] in ("c", "s") and not started:
                started = True
                stop = d.run() if w[0] == "c" else d.step()
                print(stop if stop is not None else _ended(d))
                continue
            if w[0] in ("c", "s", "back"):
                if d.stop is None:
                    print("the launch has ended")
                    continue
                if w[0] == "back":
                    stop = d.back(int(w[1]) if len(w) > 1 else 1)
                else:
                    stop = d.cont() if w[0] == "c" else d.step()
                print(stop if stop is not None else _ended(d))
                continue
            known = "b LINE|NAME [if COND], bb, bm, w, wm, ws, c, s, back, p, ops, x, xs, xt, mb, mbs, g, q"
            print(f"unknown command {c.strip()!r} ({known})")
        except PtxOperandError as e:
            print(f"error: {e}")
        except IndexError:  # a command without its argument ("b", "p")
            print(f"error: {c.strip()!r} is missing an argument (help: the commands and their arguments)")
        except ValueError as e:  # a number that does not read ("x zzz")
            print(f"error: {c.strip()!r}: {e} (help: the commands and their arguments)")
    if not started:
        d.run()
    while d.stop is not None:  # run the launch to its end
        d.breaks.clear()
        d.op_breaks.clear()
        d.barriers, d.mbars, d.watches = False, [], []
        d.cont()
    if args.launch is not None and d.stats is not None:
        print(_ended(d))  # the replay's verdict: every recorded byte compared with what the GPU left
    st = getattr(d.stats, "stats", d.stats)  # a replay's Result holds the launch's LaunchStats
    if args.check and st is not None and hasattr(st, "findings"):
        return run_cmd._findings(args, st)
    return 0


def _from_launchrec(npz: str, ptx: str | None, launch: int) -> str:
    """A capture file (in the temporary folder) of launch `launch` of a launchrec recording and its
    PTX (capture.launchrec.convert)."""
    import atexit
    import shutil
    import tempfile
    from pathlib import Path

    from ptxemu.capture import CaptureFileError
    from ptxemu.capture.launchrec import convert

    p = Path(npz)
    if ptx is None:
        stem = p.name.split(".npz")[0]
        found = sorted(p.parent.glob(stem + ".*ptx")) + sorted(p.parent.glob(stem + ".*ptx.[gx]z"))
        if len(found) != 1:
            have = ", ".join(f.name for f in found) or "none"
            raise CaptureFileError(f"{npz}: which PTX? --ptx FILE (beside it: {have})")
        ptx = str(found[0])
    folder = tempfile.mkdtemp(prefix="ptxemu-debug-")
    atexit.register(shutil.rmtree, folder, True)
    out = Path(folder) / f"{p.name.split('.npz')[0]}-{launch}.ptxcap"
    try:
        n = convert(p, ptx, out, only={launch})
    except (OSError, KeyError, ValueError) as e:
        raise CaptureFileError(f"{npz}: not a launchrec recording with its PTX ({e})") from None
    if not n:
        raise CaptureFileError(f"{npz}: no launch {launch} in the recording")
    return str(out)


def _print_operand(text: str, vals: dict[str, str]) -> None:
    """One operand: a register on its line; a vector's elements 8 to a row, named by the first."""
    if len(vals) == 1:
        ((r, v),) = vals.items()
        print(f"{r} = {v}")
        return
    names, shown = list(vals), list(vals.values())
    short = text if len(text) <= 60 else f"{{{names[0]} .. {names[-1]}}}"
    print(f"{short} ({len(vals)} registers) =")
    for i in range(0, len(names), 8):
        print(f"  {names[i]:>8}: " + "  ".join(shown[i : i + 8]))


def _ended(d) -> str:
    """What the ended launch gave: its LaunchStats, or a replayed capture's verdict."""
    r = d.stats
    return f"the launch ended: {r.describe() if hasattr(r, 'describe') else r}"


def _captured(args: argparse.Namespace):
    """A debugger of launch `args.launch` of the capture `args.file` (None, after saying why, when
    there is no such launch). Each run replays it from its recorded state, so stepping back works."""
    from ptxemu.capture import CaptureFileError
    from ptxemu.capture import open as open_capture
    from ptxemu.machine.observing.debug import Debugger

    path = args.file
    try:
        if path.endswith((".npz", ".npz.xz")):
            path = _from_launchrec(path, args.ptx, args.launch)
        (x,) = open_capture(path).select(args.launch)
        ptx = x.module.ptx  # the text the replay runs (None: said when it starts)
    except CaptureFileError as e:
        print(f"ptxemu debug: {e}", file=sys.stderr)
        return None
    budget, check = int(args.budget), bool(args.check)
    return Debugger.calling(
        lambda obs: x.replay(observer=obs, budget=budget, check=check), reset=lambda: None,
        lines=ptx.splitlines() if ptx is not None else None,
    )
