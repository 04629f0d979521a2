"""Ask ptxas which float<->float cvt qualifier combinations are valid; record the verdicts.

    python tools/truth/hostfp_ptxas/sweep.py

Writes tests/data/hostfp/ptxas_cvt_verdicts.json.xz: for every generated instruction, ptxas's
error message (or "" when it assembles). Two assemblers: ptxas 13.0 (/usr/local/cuda, PTX ISA
9.0, the manual we model) and ptxas 13.5 (pip nvidia-cuda-nvcc==13.5.37, PTX ISA 9.2 text) for
forms newer than 9.0. Target sm_100a (where every form of 9.7.9.21 exists, .rs included).
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "src"))
from ptxemu.host import write_text  # noqa: E402

OUT = ROOT / "tests" / "data" / "hostfp" / "ptxas_cvt_verdicts.json.xz"
PTXAS = {
    "13.0": ("/usr/local/cuda/bin/ptxas", "9.0"),
    "13.5": ("/work/ptxas135/lib/python3.11/site-packages/nvidia/cu13/bin/ptxas", "9.2"),
}

SCALAR = ["f16", "bf16", "f32", "f64"]
PAIRS = [(d, s) for d in SCALAR for s in SCALAR] + [
    ("f16x2", "f32"), ("bf16x2", "f32"), ("tf32", "f32"),
    ("e4m3x2", "f32"), ("e5m2x2", "f32"), ("e4m3x2", "f16x2"), ("e5m2x2", "f16x2"),
    ("e4m3x2", "bf16x2"), ("f16x2", "e4m3x2"), ("f16x2", "e5m2x2"),
    ("e4m3x4", "f32"), ("e5m2x4", "f32"), ("e2m3x4", "f32"), ("e3m2x4", "f32"), ("e2m1x4", "f32"),
    ("e2m1x2", "f32"), ("e2m3x2", "f32"), ("e3m2x2", "f32"), ("f16x2", "e2m1x2"), ("f16x2", "e2m3x2"),
    ("f16x2", "e3m2x2"), ("ue8m0x2", "f32"), ("ue8m0x2", "bf16x2"), ("bf16x2", "ue8m0x2"),
    # PTX 9.1 / 9.2 additions
    ("e2m1x2", "f16x2"), ("e2m1x2", "bf16x2"), ("e2m3x2", "f16x2"), ("e3m2x2", "bf16x2"),
    ("bf16x2", "e4m3x2"), ("bf16x2", "e2m1x2"), ("bf16x2", "e3m2x2"),
    # in no manual
    ("f32", "e4m3x2"), ("tf32", "f16"), ("ue8m0x2", "f16x2"),
]
ROUNDINGS = [None, "rn", "rna", "rz", "rm", "rp", "rs"]
FLAGS = ["ftz", "sat", "relu", "satfinite"]
REG = {"f16": "h", "bf16": "h", "f32": "f", "f64": "dd", "tf32": "r", "f16x2": "r", "bf16x2": "r",
       "e4m3x2": "h", "e5m2x2": "h", "e2m3x2": "h", "e3m2x2": "h", "ue8m0x2": "h", "e2m1x2": "c",
       "e4m3x4": "r", "e5m2x4": "r", "e2m3x4": "r", "e3m2x4": "r", "e2m1x4": "h"}


def operands(dst: str, src: str, rnd: str | None) -> str:
    d = REG[dst] + "0"
    if dst.endswith("x4"):
        return f"{d}, {{f1, f2, f3, f4}}, r7"
    two = dst.endswith("x2") and src == "f32"
    srcs = "f1, f2" if two else REG[src] + "1"
    return f"{d}, {srcs}" + (", r7" if rnd == "rs" and two else "")


def instructions() -> list[str]:
    out = []
    for (d, s), rnd in itertools.product(PAIRS, ROUNDINGS):
        for k in range(len(FLAGS) + 1):
            for fl in itertools.combinations(FLAGS, k):
                if len(fl) > 2:
                    continue
                q = ([rnd] if rnd else []) + list(fl)
                name = "cvt" + "".join("." + x for x in q) + f".{d}.{s}"
                out.append(f"{name} {operands(d, s, rnd)};")
    return out


def verdicts(insts: list[str], ptxas: str, version: str) -> dict[str, str]:
    head = (f".version {version}\n.target sm_100a\n.address_size 64\n.visible .entry k() {{\n"
            "  .reg .b16 h<4>; .reg .b32 r<8>; .reg .f32 f<8>; .reg .b8 c<2>; .reg .f64 dd<2>;\n")
    body = "".join(f"  {i}\n" for i in insts)
    text = head + body + "  ret;\n}\n"
    first = text[: text.index(insts[0])].count("\n") + 1
    with tempfile.TemporaryDirectory() as td:
        p = Path(td) / "s.ptx"
        p.write_text(text)
        r = subprocess.run([ptxas, "-arch=sm_100a", str(p), "-o", str(Path(td) / "s.cubin")],
                           capture_output=True, text=True)
    errs: dict[int, str] = {}
    for line in (r.stdout + r.stderr).splitlines():
        m = re.search(r"line (\d+); error\s*:\s*(.*)", line)
        if m:
            errs.setdefault(int(m.group(1)), m.group(2).strip())
    return {ins: errs.get(first + i, "") for i, ins in enumerate(insts)}


def main() -> None:
    insts = instructions()
    rec = {}
    for tag, (exe, ver) in PTXAS.items():
        if Path(exe).exists():
            rec[tag] = {"ptx_version": ver, "verdicts": verdicts(insts, exe, ver)}
    write_text(OUT, json.dumps(rec, indent=0, sort_keys=True))
    for tag, v in rec.items():
        ok = sum(1 for e in v["verdicts"].values() if not e)
        print(tag, len(v["verdicts"]), "instructions,", ok, "accepted")


if __name__ == "__main__":
    main()
