"""check() against ptxas on vector registers and the other last corners of the grammar (issue 30):
every `.reg .vN .T` declaration, mov.vN with registers and braces on either side, whole vector
registers packed into scalars, every member in read and write, members and whole vectors in the
operand positions of ~50 instructions, vector registers where instructions take vectors, vector
.reg parameters of .func, `reg + imm` values, .noftz half atomics with a state space, cp.async from
an initialised .global. Truth: tests/data/isa/vector_regs.jsonl.gz, ptxas 13.0's verdicts
(tools/corpus/vector_regs.py)."""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from ptxemu.isa.check import check

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "corpus"))
from vector_regs import text_of  # noqa: E402

_LINES = gzip.open(ROOT / "tests" / "data" / "isa" / "vector_regs.jsonl.gz", "rt").read().splitlines()
HEAD = json.loads(_LINES[0])
RECORDS = [json.loads(x) for x in _LINES[1:]]
# ptxas 13.0 crashes (SIGSEGV) on these instead of giving a verdict: reading a member beyond a vector's
# length (`v2.z`; check() says it is not declared), `mov.v2.f64 v, {1, 1}`, a whole vector register
# as the operands of the vector atom forms (a brace of members compiles), as tensor coordinates or as
# a wmma fragment
CRASHED = [r for r in RECORDS if r["message"].startswith("ptxas exit")]
FAMILIES = sorted({r["family"] for r in RECORDS})


def test_the_sweep_is_ptxas_13_and_large():
    assert "13.0" in HEAD["ptxas"] and HEAD["arch"] == "sm_90a"
    assert len(RECORDS) >= 2000
    counts = Counter(r["family"] for r in RECORDS)
    assert set(counts) == {"decl", "mov", "pack", "member", "position", "operand", "regimm", "noftz", "func",
                           "cp_async"}
    assert sum(r["accepted"] for r in RECORDS) >= 900 and sum(not r["accepted"] for r in RECORDS) >= 900
    assert len(CRASHED) <= 60


@pytest.mark.parametrize("family", FAMILIES)
def test_check_agrees_with_ptxas(family):
    wrong = []
    for r in RECORDS:
        if r["family"] != family or r in CRASHED:
            continue
        errors = [d.message for d in check(text_of(r)) if d.severity == "error"]
        if (not errors) != r["accepted"]:
            wrong.append((r.get("line") or r["module"][-200:], r["accepted"], errors[:1]))
    assert wrong == [], f"{len(wrong)} verdicts differ from ptxas: {wrong[:8]}"


def test_the_issue_examples_read_and_check():
    """The lines issue 30 quotes, in one module that ptxas 13.0 accepts."""
    ptx = (
        ".version 8.7\n.target sm_90a\n.address_size 64\n"
        ".global .b32 from[4] = {1, 2, 3, 4};\n"
        ".func (.reg .u32 out) f(.reg .v2 .u32 input)\n{\n"
        "cvt.u32.u16 out, input.x;\nadd.u32 out, out, input.y;\nret;\n}\n"
        ".visible .entry k()\n{\n.reg .v4 .u16 foo;\n.reg .u16 a, b, c, d;\n.reg .v2 .u32 v;\n.reg .u32 r;\n"
        ".reg .u64 temp;\n.reg .b16 h;\n.local .u64 local_x;\n.shared .align 16 .b8 to[16];\n"
        "mov.v4.u16 foo, {a, b, c, d};\nmov.v4.u16 {a, b, c, d}, foo;\nmov.v4.u16 foo, foo;\n"
        "mov.v2.u32 v, {r, r};\ncall (r), f, (v);\nst.u64 [local_x], temp + 1;\n"
        "cp.async.ca.shared.global [to], [from], 16, 12;\natom.shared.add.noftz.f16 h, [to], h;\nret;\n}\n"
    )
    assert [d.message for d in check(ptx) if d.severity == "error"] == []
