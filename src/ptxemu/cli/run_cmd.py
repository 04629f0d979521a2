"""`ptxemu run FILE.ptx --kernel NAME --grid X,Y,Z --block X,Y,Z --arg a.npy --arg i32:7 ...`

Runs a whole kernel; EPILOG (shown by `ptxemu run --help`) says how arguments are written.
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import os
import sys
import time
from pathlib import Path

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.host import not_text, read_text

HELP = "run a whole PTX kernel (numpy buffers in and out), bit-exactly"
EPILOG = """\
arguments (--arg, one per kernel parameter, in the parameter list's order):
  a.npy             an array: copied to device memory, its address passed (an 8-byte pointer
                    parameter), written back to --out afterwards as a.npy
  zeros:f32:1024    a new zero-filled array of 1024 f32 (saved as argN.npy in --out)
  i32:7  u64:0x10  f32:1.5  f64:2   a scalar by value; types i8 i16 i32 i64 u8 u16 u32 u64 f16 f32
                    f64. Checked against the parameter: its size, and a float for a .f parameter,
                    an integer for a .s/.u one (i32 or u32 for a .u32; any for a .b parameter)
  b32:0x3fc00000    raw bits of a 1/2/4/8-byte parameter of any type (b8 b16 b32 b64)
  hex:00ff10...     raw parameter bytes in memory order, exactly the parameter's size (a struct)
  null              a null pointer (an 8-byte parameter)
A Triton cache entry (NAME.ptx with NAME.json beside it) fills in the kernel name, the block
(32 x num_warps) and the shared memory, and passes null for its trailing scratch pointers.
--example runs the shipped nvcc kernel on the inputs an H100 ran and compares every output bit.
Exit status: 0 done, 1 a kernel fault (or --check findings), 2 a usage error.
"""
PROGRESS_AFTER = 1.0  # seconds: a launch shorter than this shows no progress bar at all

_SCALARS = {
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "u8": np.uint8,
    "u16": np.uint16,
    "u32": np.uint32,
    "u64": np.uint64,
    "f16": np.float16,
    "f32": np.float32,
    "f64": np.float64,
}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", nargs="?", metavar="FILE.ptx")
    p.add_argument("--kernel", help="entry name (default: the only one, or the Triton metadata's)")
    p.add_argument("--grid", default="1", help="X[,Y[,Z]] CTAs (default 1)")
    p.add_argument("--block", default=None, help="X[,Y[,Z]] threads per CTA")
    p.add_argument("--shared", type=int, default=None, help="dynamic shared memory in bytes")
    p.add_argument("--arg", action="append", default=[], help="one argument per parameter, in order")
    p.add_argument("--out", default="ptxemu-out", help="folder for the arrays after the launch")
    p.add_argument(
        "--budget",
        type=float,
        default=2e9,
        help="thread-instruction budget (an endless loop stops with an error)",
    )
    p.add_argument(
        "--example", action="store_true", help="run the shipped example kernel against its H100 recording"
    )
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument(
        "--check",
        action="store_true",
        help="checking mode: report async results read before completion, missing fence.proxy.async, "
        "shared-memory races, mbarrier phase misuse (exit status 1 if anything is found)",
    )
    p.add_argument("--counters", action="store_true",
                   help="memory counters as Nsight Compute counts them (shared wavefronts, bank conflicts, "
                   "global requests and sectors, divergent branches), per PTX line, and the instruction mix")
    p.add_argument("--trace", metavar="FILE[:cta=X,Y,Z|all][:warp=W][:thread=T][:limit=N][:ring=N]",
                   default=None, help="write every instruction the chosen threads execute, with operand "
                   "values, to FILE (ring=N: only the last N lines)")
    p.add_argument("--watch", metavar="ADDR[:BYTES]", action="append", default=[],
                   help="report every read and write of these bytes (ADDR, argN[+OFF], shared:ADDR)")
    p.add_argument("--timeline", metavar="FILE.svg", default=None,
                   help="draw each warp's scheduler steps (running, ready, waiting, exited) to FILE.svg")
    p.add_argument("--nans", action="store_true",
                   help="report the first instructions that made a NaN or infinity from finite operands")
    p.add_argument("--conversions", action="store_true",
                   help="with --nans: also f32 -> fp8/fp6/fp4 conversions that saturated or flushed to zero")
    p.add_argument(
        "--cancel-policy",
        default="fail",
        choices=("fail", "steal"),
        help="clusterlaunchcontrol.try_cancel: always fail, or hand out the clusters not yet started",
    )
    p.add_argument("--route", choices=("interp", "compiled"), default=None,
                   help="execution route (default: PTXEMU_ROUTE, else compiled where numba is installed; "
                   "hot code only); both give the same bits")
    p.add_argument("--jobs", "-j", type=int, default=None, metavar="N",
                   help="worker processes running batches of CTAs at once (default: PTXEMU_JOBS or every "
                   "core; 1: one process)")
    p.add_argument(
        "--progress",
        action="store_true",
        help=f"show the progress bar even when stderr is not a terminal (launches over {PROGRESS_AFTER:g} s)",
    )


def _dims(s: str, flag: str) -> tuple[int, ...]:
    try:
        t = tuple(int(x, 0) for x in s.split(","))
    except ValueError:
        raise PtxOperandError(f"{flag} '{s}': expected 1 to 3 positive integers X[,Y[,Z]]") from None
    if not 1 <= len(t) <= 3 or any(x < 1 for x in t):
        raise PtxOperandError(f"{flag} '{s}': expected 1 to 3 positive integers X[,Y[,Z]]")
    return t


_FORMS = "FILE.npy, zeros:T:N, T:VALUE (i32:7, f32:1.5), bN:BITS, hex:BYTES or null"
_RAW_BITS = {"b8": 1, "b16": 2, "b32": 4, "b64": 8}


def _ptx_kind(ptype: str) -> str:
    """'f' (float), 'i' (signed or unsigned integer) or 'b' (untyped bits) of a parameter type."""
    t = ptype.lstrip(".")
    return "f" if t.startswith(("f", "bf")) else "i" if t[:1] in "su" else "b"


def _suggest(p) -> str:
    """How to write a scalar for parameter p on the command line."""
    t = p.type.lstrip(".")
    if _ptx_kind(p.type) == "f":
        return f"f{8 * p.size}:VALUE" if p.size in (2, 4, 8) else f"hex:{'00' * p.size}"
    if _ptx_kind(p.type) == "i" and p.size in (1, 2, 4, 8):
        return f"{'u' if t[0] == 'u' else 'i'}{8 * p.size}:VALUE"
    return f"b{8 * p.size}:BITS" if p.size in (1, 2, 4, 8) else f"hex:{'00' * p.size} ({p.size} bytes)"


def _int_text(text: str, what: str) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise PtxOperandError(f"{what}: '{text}' is not an integer (decimal, 0x.., 0b..)") from None


def _parse_arg(spec: str, i: int, p) -> tuple[object, str | None]:
    """(value, output file name or None) for the i-th --arg `spec`, checked against parameter `p`
    (its PTX type and size); every mistake is a PtxOperandError in command-line terms."""
    pdesc = f"'{p.name}' ({p.type}{'[' + str(p.size) + ']' if p.type == '.b8' and p.size > 1 else ''})"
    what = f"--arg {i + 1} '{spec}' for parameter {pdesc}"
    pointer = p.size == 8 and _ptx_kind(p.type) != "f"
    if spec == "null":
        if not pointer:
            raise PtxOperandError(f"{what}: null is an 8-byte pointer; this parameter wants {_suggest(p)}")
        return None, None
    if spec.startswith("hex:"):
        digits = spec[4:].replace("_", "")
        try:
            raw = bytes.fromhex(digits)
        except ValueError:
            raise PtxOperandError(f"{what}: hex: takes pairs of hex digits (bytes in memory order)") from None
        if len(raw) != p.size:
            raise PtxOperandError(f"{what}: {len(raw)} bytes given, the parameter has {p.size}")
        return raw, None
    if spec.startswith("zeros:"):
        parts = spec.split(":")
        if len(parts) != 3 or parts[1] not in _SCALARS:
            raise PtxOperandError(f"{what}: expected zeros:T:N with T one of {' '.join(_SCALARS)} "
                                  "and N elements (zeros:f32:1024)")
        n = _int_text(parts[2], what)
        if n < 0:
            raise PtxOperandError(f"{what}: the element count must not be negative")
        if not pointer:
            raise PtxOperandError(f"{what}: an array is passed by its address, an 8-byte pointer; "
                                  f"this parameter wants {_suggest(p)}")
        return np.zeros(n, _SCALARS[parts[1]]), f"arg{i}.npy"
    head, sep, val = spec.partition(":")
    if sep and head in _RAW_BITS:  # raw bits of the parameter's width, any parameter type
        if _RAW_BITS[head] != p.size:
            raise PtxOperandError(f"{what}: {head} gives {_RAW_BITS[head]} bytes, the parameter has {p.size}")
        v = _int_text(val, what)
        if not 0 <= v < 1 << (8 * p.size):
            raise PtxOperandError(f"{what}: {val} does not fit {8 * p.size} bits")
        return np.frombuffer(v.to_bytes(p.size, "little"), np.uint8).tobytes(), None
    if sep and head in _SCALARS:
        dt = np.dtype(_SCALARS[head])
        is_float = head.startswith("f")
        kind = _ptx_kind(p.type)
        if dt.itemsize != p.size or (kind == "f" and not is_float) or (kind == "i" and is_float):
            raise PtxOperandError(f"{what}: {head} does not match a {p.type} parameter; write {_suggest(p)}"
                                  + (" (or raw bits with hex:/bN:)" if kind != "b" else ""))
        if is_float:
            try:
                x = float(val)
            except ValueError:
                raise PtxOperandError(f"{what}: '{val}' is not a number (1.5, -2e-3, inf, nan)") from None
            with np.errstate(over="ignore"):  # a value past the format's range rounds to inf, as cvt does
                return dt.type(x), None
        v = _int_text(val, what)
        lo, hi = (-(1 << (8 * dt.itemsize - 1)), 1 << (8 * dt.itemsize - 1)) if head[0] == "i" \
            else (0, 1 << (8 * dt.itemsize))
        if not lo <= v < hi:
            raise PtxOperandError(f"{what}: {val} is outside the range of {head} ({lo} to {hi - 1})")
        return dt.type(v), None
    if sep and len(head) > 1 and not head.startswith((".", "/", "~")):
        raise PtxOperandError(f"{what}: unknown type '{head}' (types: {' '.join(_SCALARS)}; forms: {_FORMS})")
    path = _valid_name(what, spec)
    if path.suffix != ".npy":
        raise PtxOperandError(f"{what}: expected {_FORMS}")
    if not path.is_file():
        why = "is a directory, not a .npy file" if path.is_dir() else "no such file"
        raise PtxOperandError(f"{what}: {why}")
    try:
        arr = np.load(path, allow_pickle=False)
    except Exception as e:  # numpy's many ways of saying "not an .npy file"
        why = str(e).split(". ")[0].rstrip(".")
        raise PtxOperandError(f"{what}: not a readable .npy file ({why})") from None
    if not isinstance(arr, np.ndarray) or arr.dtype.kind not in "biufc" or arr.dtype.hasobject:
        raise PtxOperandError(f"{what}: holds {getattr(arr, 'dtype', type(arr).__name__)}, not numbers")
    if not pointer:
        raise PtxOperandError(f"{what}: an array is passed by its address, an 8-byte pointer; "
                              f"this parameter wants {_suggest(p)}")
    return np.ascontiguousarray(arr), path.name


class _Bar:
    """The progress bar on stderr: CTAs done, thread-instructions and their rate, elapsed time.
    Shown on a terminal (or with --progress), and only once the launch has run PROGRESS_AFTER s."""

    def __init__(self, quiet: bool, force: bool = False, stream=None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.on = not quiet and (force or self.stream.isatty())
        self.after = PROGRESS_AFTER
        self.t0 = time.perf_counter()
        self.shown = False
        self.closed = False

    def __call__(self, done: int, total: int, instr: int) -> None:
        if not self.on or self.closed:
            return
        dt = time.perf_counter() - self.t0
        if done >= total:
            self.closed = True
        if not self.shown and dt < self.after:
            return
        self.shown = True
        w = 30
        f = int(w * done / total)
        rate = instr / dt if dt > 0 else 0.0
        self.stream.write(
            f"\r[{'#' * f}{'.' * (w - f)}] {done}/{total} CTAs, {instr:,} thread-instructions, "
            f"{rate:.3g}/s, {dt:.1f} s"
        )
        if self.closed:
            self.stream.write("\n")
        self.stream.flush()

    def end(self) -> None:
        """Finish the bar's line if it is showing (the launch ended early, by an error)."""
        if self.shown and not self.closed:
            self.closed = True
            self.stream.write("\n")
            self.stream.flush()


def example_inputs():
    """The shipped example: (module, kernel, grid, block, shared bytes, argument values), the
    recording (its inputs and the H100's outputs), its case, and its buffers by name."""
    from ptxemu import Module
    from ptxemu.examples import path

    z = np.load(path("block_sum_h100.npz"))
    case = json.loads(str(z["case"]))
    mod = Module(path("nvcc_sm90a.ptx").read_text())
    bufs = {}
    argv = []
    for kind, v in case["args"]:
        if kind == "buf":
            bufs[v] = z[f"in/{v}"].copy()
            argv.append(bufs[v])
        else:
            argv.append(np.int32(v) if kind == "i32" else np.float32(v))
    return mod, case["kernel"], case["grid"], case["block"], case["shared"], argv, z, case, bufs


def _example(args: argparse.Namespace) -> int:
    mod, _, _, _, _, argv, z, case, bufs = example_inputs()
    bar = _Bar(args.quiet, args.progress)
    try:
        st = mod.launch(case["kernel"], case["grid"], case["block"], argv, shared_mem=case["shared"],
                        check=args.check, progress=bar, route=args.route, workers=args.jobs,
                        budget=int(args.budget))
    finally:
        bar.end()
    print(
        f"example: nvcc -O3 sm_90a kernel '{case['kernel']}' (a block sum with warp shuffles, shared "
        "memory, a barrier and an atomic)"
    )
    print(st)
    same = total = 0
    for k, a in bufs.items():
        ref = z[f"h100/{k}"]
        eq = (a.view(np.uint8).reshape(a.size, -1) == ref.view(np.uint8).reshape(a.size, -1)).all(axis=1)
        same += int(eq.sum())
        total += a.size
    dev = json.loads(str(z["device"]))["device"]
    print(f"bit-identical to the {dev}: {same} of {total} buffer elements")
    print("partial sums:", bufs["partial"], " blocks counted:", int(bufs["count"][0]))
    found = _findings(args, st)
    return 1 if same != total else found


def _valid_name(what: str, name: str) -> Path:
    if not name or "\x00" in name:
        raise PtxOperandError(f"{what}: {name!r} is not a file name")
    return Path(name)


def _read_text(flag: str, name: str) -> str:
    path = _valid_name(flag, name)
    if path.is_dir():
        raise PtxOperandError(f"{flag} '{name}' is a directory, not a file")
    try:
        text = read_text(path)  # .gz/.xz/.bz2 decompressed
    except FileNotFoundError:
        raise PtxOperandError(f"{flag} '{name}': no such file") from None
    except (UnicodeDecodeError, EOFError, gzip.BadGzipFile, lzma.LZMAError):
        with open(path, "rb") as f:
            why = not_text(f.read(4).decode("latin-1")) or "not a text file"
        raise PtxOperandError(f"{flag} '{name}' is {why}") from None
    except OSError as e:
        raise PtxOperandError(f"{flag} '{name}': cannot read it ({e.strerror})") from None
    why = not_text(text)
    if why:
        raise PtxOperandError(f"{flag} '{name}' is {why}")
    return text


def _options(args: argparse.Namespace) -> None:
    """The numeric options' ranges (argparse checks only their types)."""
    if args.shared is not None and args.shared < 0:
        raise PtxOperandError(f"--shared {args.shared}: expected a byte count >= 0")
    if not args.budget > 0:
        raise PtxOperandError(f"--budget {args.budget:g}: expected a positive number of thread-instructions")
    args.budget = min(args.budget, 2.0**62)  # --budget inf: no limit (as budget= of the API, clamped)
    if args.jobs is not None and args.jobs < 1:
        raise PtxOperandError(f"--jobs {args.jobs}: expected 1 or more worker processes")
    # the files the launch writes at its end: their folders checked now, not after a long run
    for flag, name in (("--trace", (args.trace or "").split(":")[0]), ("--timeline", args.timeline or "")):
        folder = Path(name).parent if name else None
        if folder is not None and not (folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)):
            why = "no such folder" if not folder.is_dir() else "the folder is not writable"
            raise PtxOperandError(f"{flag} '{name}': cannot write there ({why}: '{folder}')")


def _arguments(args: argparse.Namespace, name: str, params: list, meta: dict) -> tuple[list, list]:
    """The --arg values, checked against the parameter list; a Triton cache entry's trailing scratch
    pointers (its last parameters, 8-byte pointers the caller never passes) become null."""
    listing = ", ".join(f"{p.name} {p.type}" for p in params) or "none"
    if len(args.arg) > len(params):
        raise PtxOperandError(f"kernel '{name}' takes {len(params)} parameter(s) ({listing}); "
                              f"{len(args.arg)} --arg given")
    values, outs = [], []
    for i, (spec, p) in enumerate(zip(args.arg, params, strict=False)):
        v, out = _parse_arg(spec, i, p)
        if out is not None and out in outs:  # the same file name twice: keep both results
            out = f"arg{i}.npy"
        values.append(v)
        outs.append(out)
    missing = params[len(values):]
    if missing and meta and all(p.size == 8 and _ptx_kind(p.type) != "f" for p in missing) \
            and len(missing) <= 2:
        values += [None] * len(missing)
        outs += [None] * len(missing)
    elif missing:
        first = missing[0]
        raise PtxOperandError(
            f"kernel '{name}' takes {len(params)} parameter(s) ({listing}); {len(args.arg)} --arg given: "
            f"parameter {len(args.arg) + 1} '{first.name}' ({first.type}) has none"
            + (" (only Triton's trailing scratch pointers are filled in)" if meta else ""))
    return values, outs


def run(args: argparse.Namespace) -> int:
    _options(args)
    if args.example:
        if args.file or args.arg:
            raise PtxOperandError("--example runs the shipped kernel on its own inputs: no FILE or --arg")
        return _example(args)
    mod, name, grid, block, shared, values, outs = inputs(args)
    return _launch(args, mod, name, grid, block, shared, values, outs)


def inputs(args: argparse.Namespace):
    """(module, kernel, grid, block, shared bytes, argument values, output names) from run's
    arguments (ptxemu debug takes the same)."""
    from ptxemu import Module

    if not args.file:
        raise PtxOperandError("give a FILE.ptx (or --example)")
    text = _read_text("FILE", args.file)
    meta_path = Path(args.file).with_suffix(".json")
    meta = {}
    if meta_path.is_file():
        try:
            meta = json.loads(_read_text("the Triton metadata", str(meta_path)))
        except json.JSONDecodeError as e:
            raise PtxOperandError(f"the Triton metadata '{meta_path}' is not JSON ({e})") from None
        if not isinstance(meta, dict):
            raise PtxOperandError(f"the Triton metadata '{meta_path}' is not a JSON object")
    mod = Module(text)
    name = args.kernel or meta.get("name")
    ks = mod.kernels
    if name is None:
        if not ks:
            raise PtxOperandError(f"'{args.file}' has no kernel (no .entry)" + ("; it is empty" if not
                                  text.strip() else ""))
        if len(ks) != 1:
            raise PtxOperandError(
                f"the module has {len(ks)} kernels ({', '.join(ks) or 'none'}): pick one with --kernel"
            )
        name = ks[0]
    elif name not in ks:
        raise PtxOperandError(f"--kernel '{name}': the module's kernels are {', '.join(ks) or 'none'}")
    if args.block:
        block = _dims(args.block, "--block")
    elif "num_warps" in meta:
        block = (32 * _meta_int(meta, "num_warps", meta_path),)
    else:
        raise PtxOperandError("--block X[,Y[,Z]] is needed (no Triton metadata beside the file)")
    grid = _dims(args.grid, "--grid")
    shared = args.shared if args.shared is not None else _meta_int(meta, "shared", meta_path, 0)
    params = mod.kernel(name).func.params
    values, outs = _arguments(args, name, params, meta)
    return mod, name, grid, block, shared, values, outs


def _meta_int(meta: dict, key: str, where: Path, default: int | None = None) -> int:
    """A whole number of the Triton metadata (num_warps, shared), or one line naming the file."""
    v = meta.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise PtxOperandError(f"the Triton metadata '{where}': \"{key}\" is {v!r}, expected a whole number")
    return v


def _out_folder(outdir: Path) -> None:
    """--out made (or found) writable before the launch, not after a long run."""
    if outdir.exists() and not outdir.is_dir():
        raise PtxOperandError(f"--out '{outdir}' is a file, not a folder")
    try:
        outdir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise PtxOperandError(f"--out '{outdir}': cannot make the folder ({e.strerror})") from None
    if not os.access(outdir, os.W_OK | os.X_OK):
        raise PtxOperandError(f"--out '{outdir}': the folder is not writable")


def _launch(args, mod, name, grid, block, shared, values, outs) -> int:
    if any(o is not None and isinstance(v, np.ndarray) for v, o in zip(values, outs, strict=False)):
        _out_folder(Path(args.out))
    bar = _Bar(args.quiet, args.progress)
    try:
        st = mod.launch(
            name,
            grid,
            block,
            values,
            shared_mem=shared,
            budget=int(args.budget),
            progress=bar,
            check=args.check,
            cancel_policy=args.cancel_policy,
            route=args.route,
            workers=args.jobs,
            counters=args.counters,
            trace=args.trace,
            watch=args.watch or None,
            nans="conversions" if args.nans and args.conversions else args.nans,
            timeline=args.timeline is not None,
        )
    finally:
        bar.end()  # an error is printed on a line of its own, not after the bar
    outdir = Path(args.out)
    wrote = []
    for v, out in zip(values, outs, strict=False):
        if out is not None and isinstance(v, np.ndarray):
            try:
                outdir.mkdir(parents=True, exist_ok=True)
                np.save(outdir / out, v)
            except OSError as e:
                raise PtxOperandError(f"--out '{outdir}': cannot write {out} ({e.strerror})") from None
            wrote.append(str(outdir / out))
    print(st)
    if wrote:
        print("wrote", ", ".join(wrote))
    _observed(args, st)
    return _findings(args, st)


def _observed(args: argparse.Namespace, st) -> None:
    """What --counters, --trace, --watch, --timeline and --nans saw (machine.observing)."""
    if args.counters:
        print(st.counters.table())
    if args.trace:
        print(f"trace: {st.trace[1]:,} instruction(s) in {st.trace[0]}")
    if args.watch:
        print(f"watch: {len(st.watch)} access(es)")
        for h in st.watch:
            print(" ", h)
    if args.timeline:
        Path(args.timeline).write_text(st.timeline.svg())
        print(f"timeline: {st.timeline.steps:,} scheduler steps drawn in {args.timeline}")
    if args.nans:
        print(f"first NaN/inf from finite operands: {len(st.nans)} found")
        for o in st.nans:
            print(" ", o)


def _findings(args: argparse.Namespace, st) -> int:
    if args.check:
        print(f"checking mode: {len(st.findings)} finding(s)")
        for f in st.findings:
            print(" ", f)
        return 1 if st.findings else 0
    return 0
