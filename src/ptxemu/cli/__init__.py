"""Command line: `ptxemu VERB ...`. Each verb lives in its own module here with
`HELP: str`, `add_arguments(parser)` and `run(args) -> int`.

Every mistake is answered with one line on stderr, `ptxemu VERB: what went wrong`: exit status 2 for
a usage error (a missing file, a bad --arg, an invalid PTX form), 1 for a fault of the kernel itself
(an out-of-bounds access, a deadlock, an endless loop, a form ptxemu cannot model). A Python
traceback is printed only with `--debug` or PTXEMU_DEBUG=1 in the environment."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from ptxemu.errors import PtxemuError, PtxMemoryError, PtxRuntimeError, Unsupported

VERBS = ("run", "debug", "exec", "check", "layout", "verify", "capture", "replay")

USAGE = 2  # exit status of a usage error (argparse's own)
FAULT = 1  # exit status of a kernel fault (and of what ptxemu cannot model)


def _module(verb: str):
    return importlib.import_module(f"ptxemu.cli.{verb}_cmd")


class _Parser(argparse.ArgumentParser):
    """argparse, answering a usage error in one line (its own prints the whole usage text first)."""

    def error(self, message: str):  # noqa: D102 - argparse's hook
        self.exit(USAGE, f"{self.prog}: {message} (see '{self.prog} --help')\n")


def _version() -> str:
    from ptxemu import __version__

    return f"ptxemu {__version__}"


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="ptxemu", description="Bit-exact model of low-precision PTX")
    p.add_argument("--version", action="version", version=_version())
    p.add_argument("--debug", action="store_true",
                   help="print Python tracebacks (also PTXEMU_DEBUG=1)")
    sub = p.add_subparsers(dest="verb", required=True, parser_class=_Parser)
    for verb in VERBS:
        mod = _module(verb)
        epilog = getattr(mod, "EPILOG", None)
        sp = sub.add_parser(verb, help=mod.HELP, description=mod.HELP, epilog=epilog,
                            formatter_class=argparse.RawDescriptionHelpFormatter)
        # default SUPPRESS: `ptxemu --debug run` is not undone by the verb's own default
        sp.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                        help="print Python tracebacks (also PTXEMU_DEBUG=1)")
        mod.add_arguments(sp)
    return p


def exit_status(e: PtxemuError) -> int:
    """FAULT for what went wrong while the kernel ran (or cannot be modelled), else USAGE."""
    return FAULT if isinstance(e, (PtxMemoryError, PtxRuntimeError, Unsupported)) else USAGE


def _one_line(e: BaseException) -> str:
    text = str(e).strip() or type(e).__name__
    return text


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # ptxemu's own --debug, not a captured program's (`ptxemu capture -- prog --debug`)
    own = argv[: argv.index("--")] if "--" in argv else argv
    debug = os.environ.get("PTXEMU_DEBUG", "") not in ("", "0") or "--debug" in own
    verb = "ptxemu"
    try:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as e:  # --help, --version or a usage error, already printed
            return e.code if isinstance(e.code, int) else (0 if e.code is None else USAGE)
        verb = f"ptxemu {args.verb}"
        debug = debug or getattr(args, "debug", False)
        return int(_module(args.verb).run(args) or 0)
    except PtxemuError as e:
        if debug:
            raise
        print(f"{verb}: {type(e).__name__}: {_one_line(e)}", file=sys.stderr)
        return exit_status(e)
    except BrokenPipeError:
        # the reader went away (`ptxemu layout ... | head`): not an error of ours; Python would
        # complain again when it flushes stdout at exit, so point stdout at /dev/null first
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return FAULT
    except OSError as e:  # the environment: a folder that is not there, a permission, a full disk
        if debug:
            raise
        where = f" '{e.filename}'" if getattr(e, "filename", None) else ""
        print(f"{verb}: {e.strerror or type(e).__name__}{where}", file=sys.stderr)
        return USAGE
    except MemoryError as e:  # this machine's memory, not a bug of ours: say what did not fit
        if debug:
            raise
        print(f"{verb}: out of memory: {_one_line(e)}", file=sys.stderr)
        return FAULT
    except KeyboardInterrupt:
        print(f"\n{verb}: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # a slip we did not foresee: still one line, the traceback on request
        if debug:
            raise
        print(f"{verb}: internal error: {type(e).__name__}: {_one_line(e)} "
              "(run with --debug for the traceback, and please report it)", file=sys.stderr)
        return FAULT


if __name__ == "__main__":
    sys.exit(main())
