"""A module's .target / .version against the GPU it is compiled for (ptxas -arch), labelled by
ptxas 13.5.

Usage:  python tools/corpus/archs.py [--ptxas PATH] [--jobs 2] [--out tests/data/isa/archs.jsonl.gz]

ptxas compiles a module written for an older .target (and the PTX version of its day) for a newer
GPU: `.version 6.0 .target sm_30` assembles with -arch sm_90a.  Each case is one module (`module()`
below: `.version V`, `.target T`, a few declarations, one body line) and one -arch A; the record
{family: "arch", body, version, target (the .target), arch (the -arch), accepted, message}.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import DEFAULT_PTXAS, label_all  # noqa: E402

ARCHS = ("sm_80", "sm_89", "sm_90a", "sm_100a", "sm_120a")
MODULE_TARGETS = ("sm_20", "sm_30", "sm_35", "sm_50", "sm_52", "sm_60", "sm_61", "sm_70", "sm_75", "sm_80",
                  "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f", "sm_120", "sm_120a",
                  "sm_120f", "compute_90", "sm_90,sm_80")
VERSIONS = ("3.0", "4.0", "5.0", "6.0", "7.0", "7.8", "8.0", "8.6", "8.8", "9.1")
BODIES = (
    "add.s32 r1, r2, r3;",
    "mov.u32 r1, %laneid;",
    "shfl.sync.bfly.b32 r1, r2, 16, 31, 0xffffffff;",
    "redux.sync.add.u32 r1, r2, 0xffffffff;",
    "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {r1}, [rd1];",
    "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5}, "
    "{f4, f5, f6, f7};",
    "wgmma.fence.sync.aligned;",
    "cvt.rn.satfinite.e2m1x2.f32 c1, f2, f3;",
)
DECLS = ".reg .pred p<4>;\n.reg .b8 c<4>;\n.reg .b32 r<16>;\n.reg .b64 rd<4>;\n.reg .f32 f<16>;"


def module(body: str, target: str, version: str) -> str:
    return (f".version {version}\n.target {target.replace(',', ', ')}\n.address_size 64\n\n"
            ".visible .entry k()\n{\n" + DECLS + "\n" + body + "\nret;\n}\n")


def cases():
    for body, tgt, ver in itertools.product(BODIES, MODULE_TARGETS, VERSIONS):
        for arch in ARCHS:
            yield body, ver, tgt, arch


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default=DEFAULT_PTXAS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="tests/data/isa/archs.jsonl.gz")
    args = ap.parse_args()
    # a job is (family, body, version, -arch); the module's .target rides in its text and record
    all_ = list(cases())
    jobs = [("arch", body, ver, arch) for body, ver, _, arch in all_]
    label_all(jobs, args.ptxas, args.jobs, args.out, texts=[module(b, t, v) for b, v, t, _ in all_],
              extras=[{"target": t, "arch": a} for _, _, t, a in all_])

if __name__ == "__main__":
    main()
