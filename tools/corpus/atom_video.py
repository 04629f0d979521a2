"""Label atom/red vector and packed-half forms, atom.cas.b16 and the SIMD video instructions with
ptxas (the forms real nvcc modules contain that the cross-product corpus does not enumerate).

    PTXAS=/path/to/ptxas-13.5 python3 tools/corpus/atom_video.py tests/data/isa/atom_video.json

Writes [[instruction line, accepted by ptxas for sm_90a], ...]; tests/isa/test_atom_video.py
replays it through ptxemu.check.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HEAD = (".version 8.1\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n.reg .b32 %r<8>;\n"
        ".reg .b16 %h<4>;\n.reg .b64 %rd<4>;\n.reg .f32 %f<8>;\n.reg .f64 %fd<4>;\nld.param.u64 %rd1, [p];\n")


def lines() -> list[str]:
    out = []
    for op in ("vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vadd2", "vabsdiff2", "vmin2", "vavrg2"):
        for t in (".u32.u32.u32", ".s32.u32.s32", ".s32.s32.s32.sat", ".u32.u32.u32.add", ".s32.s32.s32.add.sat",
                  ".u16.u32.u32", ".u32.u32.u32.sat.add"):
            out.append(f"{op}{t} %r1, %r2, %r3, %r4;")
    for op in ("add", "min", "max", "exch"):
        for v in (".v2", ".v4", ".v8"):
            for t in (".f16", ".bf16", ".f16x2", ".bf16x2", ".f32", ".f64"):
                for nf in (".noftz", ""):
                    r = {".f16": "%h1", ".bf16": "%h1", ".f32": "%f1", ".f64": "%fd1"}.get(t, "%r1")
                    regs = "{" + ", ".join([r] * int(v[2:])) + "}"
                    out.append(f"atom.global.{op}{nf}{v}{t} {regs}, [%rd1], {regs};")
                    out.append(f"red.global.{op}{nf}{v}{t} [%rd1], {regs};")
    out += ["atom.global.cas.b16 %h1, [%rd1], %h2, %h3;", "atom.shared.cas.b16 %h1, [%rd1], %h2, %h3;",
            "atom.global.exch.b16 %h1, [%rd1], %h2;", "atom.cas.b16 %h1, [%rd1], %h2, %h3;"]
    return out


def main(dst: str) -> None:
    ptxas = os.environ.get("PTXAS", "ptxas")
    res = []
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "t.ptx"
        for line in lines():
            p.write_text(HEAD + line + "\nret;\n}\n")
            ok = subprocess.run([ptxas, "-arch=sm_90a", str(p), "-o", "/dev/null"], capture_output=True).returncode == 0
            res.append([line, ok])
    Path(dst).write_text(json.dumps({"ptxas": subprocess.run([ptxas, "--version"], capture_output=True, text=True)
                                     .stdout.strip().splitlines()[-1], "head": HEAD, "lines": res}, indent=0))
    print(sum(ok for _, ok in res), "of", len(res), "accepted")


if __name__ == "__main__":
    main(sys.argv[1])
