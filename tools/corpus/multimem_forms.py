"""multimem.ld_reduce / multimem.st / multimem.red forms labelled by ptxas 13.5 (issue 18).

    python tools/corpus/multimem_forms.py [--ptxas PATH] [--out tests/data/isa/multimem_forms.jsonl.gz]

Every element type of the manual's two syntax blocks x every .vec (none, v2, v4, v8) x, for
ld_reduce, every .op x .acc_prec (none, ::f32, ::f16); st; red x every .op; on sm_90a and sm_100a
at PTX 9.0, plus version gates (8.0, 8.1, 8.2, 8.5, 8.6) on a sample. ptxas alone decides; nothing
here reads ptxemu's catalogue.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import DEFAULT_PTXAS, module  # noqa: E402

TYPES = ("b32", "b64", "u32", "u64", "s32", "s64", "f16", "f16x2", "bf16", "bf16x2", "f32", "f64",
         "e5m2", "e5m2x2", "e5m2x4", "e4m3", "e4m3x2", "e4m3x4")
OPS = ("add", "min", "max", "and", "or", "xor")
WIDTH = {"b32": 32, "b64": 64, "u32": 32, "u64": 64, "s32": 32, "s64": 64, "f16": 16, "f16x2": 32,
         "bf16": 16, "bf16x2": 32, "f32": 32, "f64": 64, "e5m2": 8, "e5m2x2": 16, "e5m2x4": 32, "e4m3": 8,
         "e4m3x2": 16, "e4m3x4": 32}
PRELUDE = ".reg .b8 q<16>;\n"  # 8-bit registers beyond generate.py's c<8>


def data(t: str, n: int) -> str:
    pre = {8: "q", 16: "h", 32: "r", 64: "rd"}[WIDTH[t]]
    regs = [f"{pre}{2 + i}" for i in range(n)]
    return "{" + ", ".join(regs) + "}" if n > 1 else regs[0]


def bodies():
    for t, v in itertools.product(TYPES, ("", ".v2", ".v4", ".v8")):
        d = data(t, int(v[2:]) if v else 1)
        for op, acc in itertools.product(OPS, ("", ".acc::f32", ".acc::f16")):
            yield f"multimem.ld_reduce.relaxed.sys.global.{op}{acc}{v}.{t} {d}, [rd1];"
        yield f"multimem.st.relaxed.sys.global{v}.{t} [rd1], {d};"
        for op in OPS:
            yield f"multimem.red.relaxed.sys.global.{op}{v}.{t} [rd1], {d};"


GATES = ("multimem.ld_reduce.add.u32 r2, [rd1];", "multimem.st.b32 [rd1], r2;",
         "multimem.red.add.u32 [rd1], r2;", "multimem.ld_reduce.add.acc::f32.f16x2 r2, [rd1];",
         "multimem.ld_reduce.add.acc::f16.e4m3x4 r2, [rd1];", "multimem.st.e5m2x4 [rd1], r2;")


def label(ptxas: str, body: str, target: str, version: str) -> bool:
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
        f.write(module(PRELUDE + body, target, version))
    try:
        r = subprocess.run([ptxas, "-arch", target, f.name, "-o", os.devnull], capture_output=True)
    finally:
        os.unlink(f.name)
    return r.returncode == 0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default=DEFAULT_PTXAS)
    ap.add_argument("--out", default="tests/data/isa/multimem_forms.jsonl.gz")
    a = ap.parse_args()
    cases = [(b, t, "9.0") for t in ("sm_90a", "sm_100a") for b in bodies()]
    versions = ("8.0", "8.1", "8.2", "8.5", "8.6")
    cases += [(b, t, v) for b in GATES for t in ("sm_90a", "sm_100a") for v in versions]
    with ThreadPoolExecutor(4) as ex:
        labels = list(ex.map(lambda c: label(a.ptxas, *c), cases))
    with gzip.open(a.out, "wt") as f:
        for (b, t, v), ok in zip(cases, labels, strict=True):
            f.write(json.dumps({"body": b, "target": t, "version": v, "ptxas": ok}) + "\n")
    print(len(cases), "cases,", sum(labels), "accepted")


if __name__ == "__main__":
    main()
