"""Check ptxemu.ops.sfu.FORMS against ptxas: every (mode, ftz, type) combination of every opcode.

    python3 tools/truth/sfu/sfu_forms_ptxas.py        (needs ptxas on PATH; run 2026-11-25 with 13.0)

Prints each combination where ptxas and the table disagree, then the count accepted. Result on
sm_90a: no disagreement, 30 of 216 accepted (the 30 forms of FORMS).
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from ptxemu.ops.sfu import FORMS

REG = {"f32": ".f32", "f64": ".f64", "f16": ".b16", "bf16": ".b16", "f16x2": ".b32", "bf16x2": ".b32"}


def main() -> None:
    accepted = total = 0
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "f.ptx"
        for op, forms in FORMS.items():
            for mode in ("approx", "full"):
                for ftz in (False, True):
                    for t, rt in REG.items():
                        name = f"{op}.{mode}{'.ftz' if ftz else ''}.{t}"
                        srcs = "%a, %b" if op == "div" else "%a"
                        path.write_text(f".version 8.7\n.target sm_90a\n.address_size 64\n.visible .entry k() {{\n"
                                        f" .reg {rt} %a, %b, %d;\n mov.b{rt[2:]} %a, 0;\n {name} %d, {srcs};\n ret;\n}}\n")
                        r = subprocess.run(["ptxas", "-arch=sm_90a", str(path), "-o", "/dev/null"],
                                           capture_output=True, text=True)
                        ok = r.returncode == 0
                        total += 1
                        accepted += ok
                        if ok != ((mode, ftz, t) in forms):
                            print("DIFF", name, "ptxas accepts" if ok else "ptxas rejects", r.stderr.strip()[:120])
    print(f"{accepted} of {total} accepted")


if __name__ == "__main__":
    main()
