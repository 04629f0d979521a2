"""Command line: `ptxemu VERB ...`. Each verb lives in its own module here with
`HELP: str`, `add_arguments(parser)` and `run(args) -> int`."""

from __future__ import annotations

import argparse
import importlib
import sys

from ptxemu.errors import PtxemuError

VERBS = ("run", "exec", "check", "layout", "verify", "bench")


def _module(verb: str):
    return importlib.import_module(f"ptxemu.cli.{verb}_cmd")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ptxemu", description="Bit-exact model of low-precision PTX")
    sub = p.add_subparsers(dest="verb", required=True)
    for verb in VERBS:
        mod = _module(verb)
        sp = sub.add_parser(verb, help=mod.HELP, description=mod.HELP)
        mod.add_arguments(sp)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(_module(args.verb).run(args) or 0)
    except PtxemuError as e:
        print(f"ptxemu {args.verb}: {type(e).__name__}: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
