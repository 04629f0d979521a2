"""Does ptxas compile grammar.ptx and its scalar spelling (scalar.ptx) to the same machine code?

    python3 sass_compare.py [NVDISASM] -> tests/data/kernels/grammar_sass.json

Each kernel of both modules is compiled by ptxas -arch=sm_90a (the ptxas on PATH, 13.0) and
disassembled (nvdisasm, pip nvidia-cuda-nvdisasm); `same_instructions`: the two kernels' SASS are the
same instructions, opcodes and immediates, in some order, once register numbers (the allocations
differ), `.reuse` flags, NOPs, the trailing BRA and the stack frame's set-up are set aside. Then ptxas
itself reads the vector-register spelling as the scalar one: what the scalar PTX does on the GPU, the
vector PTX does too."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "kernels" / "grammar_sass.json"


def sass(ptx: Path, nvdisasm: str, d: Path) -> dict[str, list[str]]:
    cubin = d / (ptx.stem + ".cubin")
    subprocess.run(["ptxas", "-arch=sm_90a", str(ptx), "-o", str(cubin)], check=True, capture_output=True)
    text = subprocess.run([nvdisasm, "-c", str(cubin)], check=True, capture_output=True, text=True).stdout
    out: dict[str, list[str]] = {}
    cur = None
    for line in text.splitlines():
        m = re.match(r"\s*\.text\.(\w+):", line)
        if m:
            cur = out.setdefault(m.group(1), [])
            continue
        m = re.match(r"\s*/\*[0-9a-f]+\*/\s+(.*?)\s*;", line)
        if m and cur is not None and not m.group(1).startswith(("NOP", "BRA `(.L_x_")) \
                and not _FRAME.match(m.group(1)):
            cur.append(m.group(1))
    return {k: _canonical(v) for k, v in out.items()}


# the stack frame's set-up (R1 is the stack pointer): the module with vector .reg parameters keeps
# the ABI and gives every kernel a frame for its .local variable; the scalar one has a function with
# several return values, for which ptxas turns the ABI off ("disabling ABI") and the frame goes
_FRAME = re.compile(r"^(LDC R1, c\[0x0\]\[0x28\]|IADD3 R1, R1, -0x[0-9a-f]+, RZ)$")


def _canonical(ins: list[str]) -> list[str]:
    """Registers dropped (the two allocations differ), `.reuse` flags dropped, and the local frame's
    address (`VIADD Rn, Rn, 0xfffffff8` from the stack pointer, `STL [Rn]`) written as `frame`."""
    out = []
    for x in ins:
        if re.fullmatch(r"VIADD R\d+, R\d+, 0xfffffff8", x):
            continue
        x = re.sub(r"(ST|LD)L(\.\w+)? \[R(?:\d+|Z)\]", r"\1L\2 [frame]", x).replace(".reuse", "")
        out.append(re.sub(r"\b(?:R|P|UR|UP|U)\d+\b", "r", x))
    return sorted(out)


def main(nvdisasm: str) -> None:
    with tempfile.TemporaryDirectory() as t:
        a = sass(HERE / "grammar.ptx", nvdisasm, Path(t))
        b = sass(HERE / "scalar.ptx", nvdisasm, Path(t))
    res = {k: {"same_instructions": a[k] == b.get(k), "instructions": len(a[k]),
               "scalar_instructions": len(b.get(k, []))} for k in sorted(a) if k.startswith("g")}
    OUT.write_text(json.dumps(res, indent=1) + "\n")
    for k, v in res.items():
        print(k, v)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "nvdisasm")
