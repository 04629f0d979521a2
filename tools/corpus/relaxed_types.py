"""ptxas's verdicts on the relaxed type rules (manual 9.4.1): ld/st/cvt with every register type.

    python3 tools/corpus/relaxed_types.py     # writes tests/data/isa/relaxed_ptxas.json (ptxas 13.0)

Each key is `ld.T<-R` (ld.global.T into a register declared .R), `st.T<-R`, `cvtd.T<-R` (cvt with
destination type T into R) or `cvts.T<-R` (cvt.rn.f64.T from R); the value is whether ptxas
-arch=sm_90a accepts the module. tests/isa/test_relaxed_types.py holds check() to every verdict.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "isa" / "relaxed_ptxas.json"
T = ["b8", "b16", "b32", "b64", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64", "f16", "f32", "f64"]
R = ["b16", "b32", "b64", "s16", "s32", "s64", "u16", "u32", "u64", "f16", "f32", "f64"]
REGS = " ".join(f".reg .{r} r{r};" for r in R)


def module(line: str) -> str:
    return (
        ".version 8.5\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
        f".reg .b64 %a; {REGS}\nld.param.u64 %a, [p];\n{line}\nret;\n}}\n"
    )


def line_of(key: str) -> str:
    op, rest = key.split(".", 1)
    t, reg = rest.split("<-")
    if op == "ld":
        return f"ld.global.{t} r{reg}, [%a];"
    if op == "st":
        return f"st.global.{t} [%a], r{reg};"
    if op == "cvtd":
        return f"cvt.rzi.{t}.f64 r{reg}, rf64;" if t[0] != "f" else f"cvt.rn.{t}.f64 r{reg}, rf64;"
    return f"cvt.rn.f64.{t} rf64, r{reg};"


def keys() -> list[str]:
    out = [f"{op}.{t}<-{r}" for op in ("ld", "st") for t in T for r in R]
    out += [f"cvtd.{t}<-{r}" for t in ("s8", "s16", "s32", "u8", "u16", "f16", "f32") for r in R]
    out += [f"cvts.{t}<-{r}" for t in ("s8", "s16", "u8", "u16", "s32") for r in R]
    return out


def main() -> None:
    res = {}
    with tempfile.TemporaryDirectory() as d:
        for k in keys():
            p = Path(d) / "x.ptx"
            p.write_text(module(line_of(k)))
            r = subprocess.run(
                ["ptxas", "-arch=sm_90a", str(p), "-o", str(Path(d) / "x.cubin")],
                capture_output=True,
                text=True,
            )
            res[k] = r.returncode == 0
    OUT.write_text(json.dumps(res, indent=0, sort_keys=True))
    print(len(res), "verdicts,", sum(res.values()), "accepted")


if __name__ == "__main__":
    main()
