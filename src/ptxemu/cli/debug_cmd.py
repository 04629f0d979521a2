"""`ptxemu debug`: the arguments of `ptxemu run`, then stop at PTX lines and print registers.

Commands (from --do, separated by ';', else read line by line from stdin):
  b LINE [if REG OP VALUE]  break at a PTX line (where an executing thread meets the condition)
  bb                      break at barriers (bar/barrier, barrier.cluster)
  bm [OP[,OP]] [@ADDR]    break at mbarrier operations (init, arrive, expect_tx, complete_tx,
                          try_wait, ...; complete_tx includes bulk copies), at one shared address
  w REG [T[,Ty,Tz]]       stop after a register changes (in that thread, else in any)
  wm ADDR[:N]  ws ADDR[:N]  stop after global / shared (CTA 0,0,0) bytes change
  c   continue            s   one instruction        back [N]   N instructions back (runs again)
  (with --break the launch starts at once; else the first c or s starts it)
  p REG [T[,Ty,Tz]] [cta X,Y,Z]   a register of a thread (default thread 0 of CTA 0,0,0)
  x ADDR TYPE [N]   xs ADDR TYPE [N] [cta X,Y,Z]   N values of a PTX type in global / shared memory
  mb ADDR [cta X,Y,Z]   the mbarrier object at a shared address (pending, expected, tx, phase)
  q   quit (the launch runs on to its end)
"""

from __future__ import annotations

import argparse
import sys

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


def _dims(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split(","))


def run(args: argparse.Namespace) -> int:
    from ptxemu.machine.observing.debug import Debugger

    run_cmd._options(args)
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
    )
    for line in args.breaks:
        d.break_at(line)
    cmds = args.do.split(";") if args.do is not None else (ln for ln in sys.stdin)
    started = bool(args.breaks)  # with --break the launch starts at once; else at the first c or s
    if started:
        stop = d.run()
        print(stop if stop is not None else f"the launch ended: {d.stats}")
    for c in cmds:
        w = c.split()
        if not w:
            continue
        try:
            if w[0] == "q":
                break
            if w[0] == "b":
                cond = " ".join(w[3:]) if len(w) > 3 and w[2] == "if" else None
                d.break_at(int(w[1]), cond)
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
            if w[0] == "mb":
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                print(f"mbarrier {w[1]}: {d.mbarrier(int(w[1], 0), cta=cta)}")
                continue
            if w[0] == "p":
                t = _dims(w[2]) if len(w) > 2 and w[2] != "cta" else (0,)
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                print(f"{w[1]} = {d.reg(w[1], thread=t, cta=cta)}")
                continue
            if w[0] in ("c", "s") and not started:
                started = True
                stop = d.run() if w[0] == "c" else d.step()
                print(stop if stop is not None else f"the launch ended: {d.stats}")
                continue
            if w[0] in ("c", "s", "back"):
                if d.stop is None:
                    print("the launch has ended")
                    continue
                if w[0] == "back":
                    stop = d.back(int(w[1]) if len(w) > 1 else 1)
                else:
                    stop = d.cont() if w[0] == "c" else d.step()
                print(stop if stop is not None else f"the launch ended: {d.stats}")
                continue
            known = "b LINE [if COND], bb, bm, w, wm, ws, c, s, back, p, x, xs, mb, q"
            print(f"unknown command {c.strip()!r} ({known})")
        except (PtxOperandError, IndexError, ValueError) as e:
            print(f"error: {e}")
    if not started:
        d.run()
    while d.stop is not None:  # run the launch to its end
        d.breaks.clear()
        d.barriers, d.mbars, d.watches = False, [], []
        d.cont()
    return 0
