"""`ptxemu run FILE.ptx --kernel NAME --grid X,Y,Z --block X,Y,Z --arg a.npy --arg i32:7 ...`

Runs a whole kernel. Arguments follow the kernel's parameter list in order:
  a.npy             an array: copied to device memory, its address passed, written back afterwards
  zeros:f32:1024    a new zero-filled array (saved as argN.npy)
  i32:7  u64:0x10  f32:1.5  f64:2  (i8 i16 i32 i64 u8 u16 u32 u64 f16 f32 f64)   a scalar by value
  null              a null pointer
  hex:00ff10...     raw parameter bytes (a struct), exactly the parameter's size
Arrays come back as .npy files in --out (default ./ptxemu-out). A Triton cache entry (NAME.ptx with
NAME.json beside it) fills in the kernel name, the block (32 x num_warps) and the shared memory, and
its trailing scratch pointers get null. `--example` runs the shipped nvcc kernel on the inputs an
H100 ran and compares every output bit.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

from ptxemu.errors import PtxOperandError

HELP = "run a whole PTX kernel (numpy buffers in and out), bit-exactly"
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


def _dims(s: str) -> tuple[int, ...]:
    try:
        return tuple(int(x, 0) for x in s.split(","))
    except ValueError:
        raise PtxOperandError(f"cannot read dimensions '{s}' (use X,Y,Z)") from None


def _parse_arg(spec: str, i: int) -> tuple[object, str | None]:
    """(value, output file name or None)."""
    if spec == "null":
        return None, None
    if spec.startswith("hex:"):
        return bytes.fromhex(spec[4:]), None
    if spec.startswith("zeros:"):
        _, t, n = spec.split(":")
        if t not in _SCALARS:
            raise PtxOperandError(f"argument {i}: unknown type '{t}'")
        return np.zeros(int(n, 0), _SCALARS[t]), f"arg{i}.npy"
    head, sep, val = spec.partition(":")
    if sep and head in _SCALARS:
        dt = _SCALARS[head]
        v = float(val) if head.startswith("f") else int(val, 0)
        if not head.startswith("f"):
            v &= (1 << (8 * np.dtype(dt).itemsize)) - 1
            return np.array(v, dtype=np.dtype(dt).str.replace("i", "u")).view(dt)[()], None
        return dt(v), None
    path = Path(spec)
    if path.suffix == ".npy":
        return np.ascontiguousarray(np.load(path)), path.name
    raise PtxOperandError(f"argument {i}: cannot read '{spec}' (FILE.npy, zeros:T:N, T:VALUE, null, hex:..)")


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


def _example(args: argparse.Namespace) -> int:
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
    st = mod.launch(case["kernel"], case["grid"], case["block"], argv, shared_mem=case["shared"])
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
    return 0 if same == total else 1


def run(args: argparse.Namespace) -> int:
    from ptxemu import Module

    if args.example:
        return _example(args)
    if not args.file:
        raise PtxOperandError("give a FILE.ptx (or --example)")
    src = Path(args.file)
    text = src.read_text()
    meta_path = src.with_suffix(".json")
    meta = json.loads(meta_path.read_text()) if meta_path.exists() else {}
    mod = Module(text)
    name = args.kernel or meta.get("name")
    if name is None:
        ks = mod.kernels
        if len(ks) != 1:
            raise PtxOperandError(
                f"the module has {len(ks)} kernels ({', '.join(ks)}): pick one with --kernel"
            )
        name = ks[0]
    if args.block:
        block = _dims(args.block)
    elif "num_warps" in meta:
        block = (32 * int(meta["num_warps"]),)
    else:
        raise PtxOperandError("--block is needed (no Triton metadata beside the file)")
    shared = args.shared if args.shared is not None else int(meta.get("shared", 0))
    values, outs = [], []
    for i, spec in enumerate(args.arg):
        v, out = _parse_arg(spec, i)
        values.append(v)
        outs.append(out)
    params = mod.kernel(name).func.params
    if meta and len(values) < len(params):  # Triton's trailing scratch pointers
        values += [None] * (len(params) - len(values))
        outs += [None] * (len(params) - len(outs))
    st = mod.launch(
        name,
        _dims(args.grid),
        block,
        values,
        shared_mem=shared,
        budget=int(args.budget),
        progress=_Bar(args.quiet, args.progress),
        check=args.check,
        cancel_policy=args.cancel_policy,
        route=args.route,
        workers=args.jobs,
    )
    outdir = Path(args.out)
    wrote = []
    for v, out in zip(values, outs, strict=False):
        if out is not None and isinstance(v, np.ndarray):
            outdir.mkdir(parents=True, exist_ok=True)
            np.save(outdir / out, v)
            wrote.append(str(outdir / out))
    print(st)
    if wrote:
        print("wrote", ", ".join(wrote))
    if args.check:
        print(f"checking mode: {len(st.findings)} finding(s)")
        for f in st.findings:
            print(" ", f)
        return 1 if st.findings else 0
    return 0
