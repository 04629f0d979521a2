"""`ptxemu check FILE.ptx [--target sm_120a]`: print every error like ptxas, exit 1 on errors."""

from __future__ import annotations

import argparse
import lzma
import sys

HELP = "validate a PTX module like ptxas (every error, with its line)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("files", nargs="+", metavar="FILE.ptx")
    p.add_argument("--target", default=None,
                   help="compile target, e.g. sm_90a (default: the module's .target)")
    p.add_argument("--warnings", action="store_true", help="print warnings too")


def run(args: argparse.Namespace) -> int:
    from ptxemu.host import not_text, read_text
    from ptxemu.isa.check import check

    status = 0
    for path in args.files:
        try:
            text = read_text(path, errors="replace")  # .gz/.xz/.bz2 decompressed
        except (OSError, ValueError, EOFError, lzma.LZMAError) as e:  # ValueError: a NUL in the name
            why = (e.strerror if isinstance(e, OSError) and e.strerror else
                   "not a file name" if isinstance(e, ValueError) else f"not a compressed file ({e})")
            shown = path.encode("unicode_escape").decode()  # a NUL or control character printed visibly
            print(f"{shown}: error: cannot read: {why}", file=sys.stderr)
            status = 1
            continue
        why = not_text(text)
        if why:
            print(f"{path.encode('unicode_escape').decode()}: error: {why}", file=sys.stderr)
            status = 1
            continue
        for d in check(text, target=args.target):
            if d.severity == "error":
                status = 1
            elif not args.warnings:
                continue
            print(d.render(path))
    return status
