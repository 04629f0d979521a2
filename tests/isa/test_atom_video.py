"""atom/red vector and packed-half forms, atom.cas.b16 and the SIMD video instructions: ptxemu.check
agrees with ptxas 13.5 on every line of tests/data/isa/atom_video.json (tools/corpus/atom_video.py).
These are forms real nvcc modules contain (CUDA's half2/bfloat162/float4 atomicAdd, __vabsdiffu4)."""

from __future__ import annotations

import json
from pathlib import Path

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "isa" / "atom_video.json"


def test_check_agrees_with_ptxas():
    z = json.loads(DATA.read_text())
    assert "13.5" in z["ptxas"]
    wrong = []
    for line, accepted in z["lines"]:
        src = z["head"] + line + "\nret;\n}\n"
        mine = not [d for d in ptxemu.check(src, target="sm_90a") if d.severity == "error"]
        if mine != accepted:
            wrong.append((line, accepted))
    assert not wrong, wrong[:5]
    assert sum(ok for _, ok in z["lines"]) > 50  # the corpus has both verdicts in number
