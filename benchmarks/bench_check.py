"""check() on a 10,000-line nvcc-style module vs ptxas 13.5 on the same file, side by side.

The module is the committed nvcc -O3 output tests/data/isa/real/wgmma_gemm_sm90a.ptx with its
kernel repeated under new names until the file has >= 10,000 lines.

Usage: python benchmarks/bench_check.py [--ptxas PATH] [--lines 10000]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from ptxemu.isa.check import check

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tests/data/isa/real/wgmma_gemm_sm90a.ptx"
DEFAULT_PTXAS = "/work/ptxas135/lib/python3.11/site-packages/nvidia/cu13/bin/ptxas"


def big_module(lines: int) -> str:
    text = SRC.read_text()
    head_end = text.index(".visible .entry")
    head, body = text[:head_end], text[head_end:]
    name = re.search(r"\.entry\s+(\w+)", body).group(1)
    parts = [head]
    n = 0
    i = 0
    while n < lines:
        parts.append(body.replace(name, f"{name}_{i}"))
        n = sum(p.count("\n") for p in parts)
        i += 1
    return "".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS", DEFAULT_PTXAS))
    ap.add_argument("--lines", type=int, default=10000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    text = big_module(args.lines)
    nlines = text.count("\n")
    cold = _time(lambda: check(text, "sm_90a"))  # first call in the process: form caches empty
    best = min(_time(lambda: check(text, "sm_90a")) for _ in range(args.repeat))
    diags = check(text, "sm_90a")
    print(f"module: {nlines} lines, {len(text)} bytes; check() diagnostics: {len(diags)}")
    print(f"ptxemu.check : {cold:.3f} s cold (first call), {best:.3f} s warm (best of {args.repeat})")
    ptxas = args.ptxas if Path(args.ptxas).exists() else shutil.which("ptxas")
    if ptxas:
        with tempfile.TemporaryDirectory() as d:
            p = Path(d) / "big.ptx"
            p.write_text(text)
            t = min(_time(lambda: subprocess.run([ptxas, "-arch", "sm_90a", str(p), "-o", os.devnull],
                                                 check=True)) for _ in range(args.repeat))
            print(f"ptxas        : {t:.3f} s (best of {args.repeat}; {ptxas}; full compile to SASS)")
    else:
        print("ptxas: not found")


def _time(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


if __name__ == "__main__":
    main()
