"""`ptxemu verify`."""

from __future__ import annotations

import argparse

from ptxemu.errors import Unsupported

HELP = "verify (not built yet)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("rest", nargs="*")


def run(args: argparse.Namespace) -> int:
    raise Unsupported("ptxemu verify is not built yet")
