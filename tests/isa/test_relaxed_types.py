"""check() against ptxas on the relaxed type rules of ld/st/cvt (manual 9.4.1, tables 27/28): every
instruction type with every register type. Truth: tests/data/isa/relaxed_ptxas.json, ptxas 13.0's
verdicts (tools/corpus/relaxed_types.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ptxemu.isa.check import check

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
from relaxed_types import line_of, module  # noqa: E402

VERDICTS = json.loads((ROOT / "tests" / "data" / "isa" / "relaxed_ptxas.json").read_text())


def test_check_agrees_with_ptxas_on_every_relaxed_type_form():
    wrong = []
    for key, accepted in VERDICTS.items():
        mine = not [d for d in check(module(line_of(key))) if d.severity == "error"]
        if mine != accepted:
            wrong.append((key, accepted))
    assert len(VERDICTS) >= 500
    assert wrong == [], f"{len(wrong)} of {len(VERDICTS)} verdicts differ from ptxas: {wrong[:10]}"
