"""`ptxemu debug`: the arguments of `ptxemu run`, then stop at PTX lines and print registers.

Commands (from --do, separated by ';', else read line by line from stdin):
  b LINE                  break at a PTX line            c   continue to the next breakpoint
  s                       one instruction                 q   quit (the launch runs on to its end)
  p REG [T[,Ty,Tz]] [cta X,Y,Z]   a register of a thread (default thread 0 of CTA 0,0,0)
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
                d.break_at(int(w[1]))
                continue
            if w[0] == "p":
                t = _dims(w[2]) if len(w) > 2 and w[2] != "cta" else (0,)
                cta = _dims(w[w.index("cta") + 1]) if "cta" in w else (0,)
                print(f"{w[1]} = {d.reg(w[1], thread=t, cta=cta)}")
                continue
            if w[0] in ("c", "s"):
                if d.stop is None:
                    print("the launch has ended")
                    continue
                stop = d.cont() if w[0] == "c" else d.step()
                print(stop if stop is not None else f"the launch ended: {d.stats}")
                continue
            print(f"unknown command {c.strip()!r} (b LINE, c, s, p REG [T] [cta X,Y,Z], q)")
        except (PtxOperandError, IndexError, ValueError) as e:
            print(f"error: {e}")
    while d.stop is not None:  # run the launch to its end
        d.breaks.clear()
        d.cont()
    return 0
