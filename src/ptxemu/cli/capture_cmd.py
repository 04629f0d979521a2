"""`ptxemu capture [-o FILE] [--kernel REGEX] [--launches N..M] [--as ARCH [--skip RE]] -- PROGRAM ARGS...`

Runs an unmodified CUDA program (nvcc-built, cupy, Triton, PyTorch) on this machine's GPU under an
interposer over the driver API and records each selected launch: its PTX, kernel name, shape,
parameter bytes, and the allocations its parameters point into before and after it ran. The file
replays anywhere with `ptxemu replay FILE` (docs/capture.md).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

HELP = "record a CUDA program's kernel launches on the GPU into one file, to replay anywhere"
EPILOG = """examples:
  ptxemu capture -o run.ptxcap -- ./my_program --size 1024
  ptxemu capture --kernel 'gemm|softmax' --launches 0..3 -- python train_step.py
  CUPY_COMPILE_WITH_PTX=1 ptxemu capture -- python my_cupy_program.py   # cupy: load PTX, not cubins
  ptxemu capture --as sm_100a --kernel 'gemm|ref' --skip gemm -- ./blackwell_gemm   # built for a GPU not here
  ptxemu capture -o ranks.ptxcap --kernel nccl -- torchrun --nproc-per-node 2 train.py
then, on any machine: ptxemu replay run.ptxcap          (docs/capture.md)"""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("-o", "--output", default="capture.ptxcap",
                   help="the capture file (default capture.ptxcap)")
    p.add_argument("--kernel", metavar="REGEX", help="record only kernels whose (mangled) name matches")
    p.add_argument("--launches", metavar="N..M",
                   help="record only the N-th to M-th matching launches (0-based, inclusive; N.. or N)")
    p.add_argument("--ptx", action="append", default=[], metavar="FILE",
                   help="PTX for kernels loaded as SASS only (matched by .entry name)")
    p.add_argument("--ptx-dir", action="append", default=[], metavar="DIR",
                   help="a folder of NAME.cubin/NAME.ptx pairs (Triton's cache is searched anyway)")
    p.add_argument("--as", dest="as_arch", metavar="ARCH",
                   help="tell the program it runs on this GPU (sm_100a: compute capability 10.0); the "
                        "recorded launches are not launched (see --skip), their PTX is that GPU's")
    p.add_argument("--skip", metavar="REGEX",
                   help="with --as: the kernels recorded but not launched (default: --kernel's, else all "
                        "recorded)")
    p.add_argument("--split-ranks", action="store_true",
                   help="one file per rank (processes told apart by the launcher's RANK): -o run.ptxcap "
                        "gives run.rank0.ptxcap, run.rank1.ptxcap, ...")
    p.add_argument("--follow-pointers", nargs="?", type=int, const=256, default=None, metavar="MB",
                   help="also record the allocations the recorded memory points into (pointer tables, "
                        "structs of pointers in device memory), to any depth, up to MB megabytes a launch "
                        "(default 256)")
    p.add_argument("--keep-spool", metavar="DIR", help="keep the interposer's raw records in DIR")
    p.add_argument("program", nargs=argparse.REMAINDER, help="-- PROGRAM ARGS...")


def _size(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def driver_found() -> bool:
    """Whether a CUDA driver (libcuda.so.1) loads here, as the program would load it: asked of a child
    process, which sees this environment's LD_LIBRARY_PATH as the program will (this process read
    it when it started)."""
    probe = "import ctypes, sys\ntry: ctypes.CDLL('libcuda.so.1')\nexcept OSError: sys.exit(1)"
    return subprocess.run([sys.executable, "-S", "-c", probe], capture_output=True).returncode == 0


def run(args) -> int:
    from ptxemu.capture.native import BuildError
    from ptxemu.capture.record import capture

    argv = list(args.program)
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        print("ptxemu capture: name the program to run after --, e.g. ptxemu capture -- ./prog",
              file=sys.stderr)
        return 2
    if args.kernel:
        try:
            re.compile(args.kernel)
        except re.error as e:
            print(f"ptxemu capture: --kernel {args.kernel!r} is not a regular expression ({e})",
                  file=sys.stderr)
            return 2
    try:
        rc, packed = capture(argv, Path(args.output), kernel=args.kernel, launches=args.launches,
                             ptx_dirs=args.ptx_dir, ptx_files=args.ptx,
                             keep_spool=Path(args.keep_spool) if args.keep_spool else None,
                             as_arch=args.as_arch, skip=args.skip, split_ranks=args.split_ranks,
                             follow_pointers=args.follow_pointers << 20 if args.follow_pointers else None)
    except (BuildError, ValueError, FileNotFoundError) as e:
        print(f"ptxemu capture: {e}", file=sys.stderr)
        return 2
    s = packed.summary
    print(f"ptxemu capture: {packed.launches} launch(es) of {s.get('launches_seen', 0)} seen, "
          f"{packed.modules} module(s) -> {packed.path} ({_size(packed.file_bytes)}; memory recorded "
          f"{_size(packed.memory_bytes)}, distinct {_size(packed.stored_bytes)}; program's peak allocation "
          f"{_size(s.get('peak_bytes', 0))})", file=sys.stderr)
    if "capture_seconds" in s and "wall_seconds" in s:
        print(f"ptxemu capture: {s['capture_seconds']:.3f} s of the program's {s['wall_seconds']:.3f} s "
              "spent "
              "recording", file=sys.stderr)
    for n in packed.notes:
        print(f"ptxemu capture: note: {n}", file=sys.stderr)
    if not s.get("launches_seen", 0) and not driver_found():  # the program ran as it would there
        print("ptxemu capture: note: no NVIDIA GPU driver here (libcuda.so.1 does not load), so nothing "
              "could be recorded: capture on a GPU machine, replay anywhere (`ptxemu replay FILE`)",
              file=sys.stderr)
    for part in packed.parts:
        print(f"ptxemu capture: {part.launches} launch(es) -> {part.path} ({_size(part.file_bytes)})",
              file=sys.stderr)
    if rc != 0:
        print(f"ptxemu capture: the program exited with status {rc}", file=sys.stderr)
    return rc
