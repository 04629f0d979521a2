"""The one table of matrix forms (ptxemu.isa.catalogue.table) through its lookup, `match`, against
the ptxas 13.5 labels of the cross-product corpus (tests/data/isa/crossproduct.jsonl.gz).

* every instruction name ptxas accepts (for some target and version) is a form match() finds, and
  the entry's targets and PTX version admit that target and version;
* every form `forms()` lists (each one match() finds) was accepted by ptxas somewhere in the corpus,
  but for the variants the corpus does not spell: an explicit default .scale_vec, the .f64
  rounding modifiers and .satfinite (crossed with fewer slots).
"""

import gzip
import json
from collections import defaultdict
from pathlib import Path

import pytest

from ptxemu.isa.catalogue import explain, forms, match
from ptxemu.isa.targets import parse_target

DATA = Path(__file__).resolve().parents[1] / "data" / "isa" / "crossproduct.jsonl.gz"
MATRIX = ("wgmma", "mma", "ldstmatrix")


def _key(name: str):
    """An instruction name up to the order of its modifiers (the corpus writes .and.popc early)."""
    from ptxemu.isa.catalogue.forms import split_quals
    from ptxemu.isa.statement import parse_instruction

    ins = parse_instruction(name.rstrip(";") + ";")
    types, mods = split_quals(ins.qualifiers)
    return ins.opcode, tuple(types), frozenset(mods)


def _accepted() -> dict[str, set[tuple[str, str]]]:
    out: dict[str, set[tuple[str, str]]] = defaultdict(set)
    with gzip.open(DATA, "rt") as fh:
        for line in fh:
            r = json.loads(line)
            if r["family"] in MATRIX and r["accepted"]:
                out[r["body"].split()[0]].add((r["target"], r["version"]))
    return out


ACCEPTED = _accepted()


def test_every_form_ptxas_accepts_is_in_the_table():
    bad = []
    for name, where in ACCEPTED.items():
        if name.startswith("wgmma.") and ".mma_async" not in name:
            continue
        e, why = explain(name)
        if e is None:
            bad.append((name, why))
            continue
        for target, version in where:
            v = tuple(int(x) for x in version.split("."))
            if not e.targets.allows(parse_target(target)) or v < e.ptx:
                bad.append((name, target, version, e.ptx, e.targets.describe()))
    assert not bad, bad[:10]


def test_every_form_of_the_table_was_accepted_by_ptxas():
    # the corpus writes the optional modifiers in its own places; compare the forms it spells
    keys = {_key(n) for n in ACCEPTED if not n.startswith("wgmma.") or ".mma_async" in n}
    spelled = [f for f in forms() if _key(f) in keys]
    assert len(spelled) > 500
    # the corpus crosses .satfinite with one n (wgmma) or atype = btype (mma) only
    missing = [f for f in forms() if _key(f) not in keys and ".scale_vec::" not in f and ".satfinite" not in f
               and not any(r in f for r in (".rn.", ".rz.", ".rm.", ".rp."))]
    assert not missing, missing[:10]


@pytest.mark.parametrize("name,slots,regs", [
    ("wgmma.mma_async.sync.aligned.m64n256k32.s32.u8.s8",
     {"dtype": "s32", "atype": "u8", "btype": "s8"}, {"a": 4, "d": 128}),
    ("wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16", {"dtype": "f16", "atype": "f16", "btype": "f16"},
     {"a": 4, "d": 2}),
    ("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
     {"dtype": "f32", "atype": "bf16", "btype": "bf16", "ctype": "f32"}, {"a": 4, "b": 2, "c": 4, "d": 4}),
    ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3",
     {"dtype": "f32", "atype": "e2m1", "btype": "e2m1", "ctype": "f32", "stype": "ue4m3"},
     {"a": 4, "b": 2, "c": 4, "d": 4}),
    ("ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8", {"type": "b8"}, {"r": 4}),
    ("stmatrix.sync.aligned.m8n8.x4.trans.shared::cta.b16", {"type": "b16"}, {"r": 4}),
])
def test_match_gives_type_slots_and_register_counts(name, slots, regs):
    """Register counts from the manual's fragment sections (elements per thread / per register)."""
    e = match(name + " {r0}, [rd1];" if "matrix" in name else name)
    assert e is not None and e.types == slots and e.regs == regs


def test_match_rejects_with_reasons():
    assert match("wgmma.mma_async.sync.aligned.m64n248k32.s32.s8.s8") is None
    e, why = explain("mma.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32")
    assert e is None and why
    assert match("add.f32") is None
    # mxf8f6f4's default .scale_vec is 1X (Table 36): the entry says so
    e = match("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e2m1.e4m3.f32.ue8m0")
    assert e is not None and e.scale_vec == 1 and e.kind == "mxf8f6f4"


def _rejected_everywhere() -> set[str]:
    seen: dict[str, bool] = {}
    with gzip.open(DATA, "rt") as fh:
        for line in fh:
            r = json.loads(line)
            if r["family"] in ("mma", "ldstmatrix") or (r["family"] == "wgmma" and ".mma_async" in r["body"]):
                name = r["body"].split()[0]
                seen[name] = seen.get(name, False) or r["accepted"]
    return {n for n, ok in seen.items() if not ok}


def _consumers(name: str) -> tuple[str, ...]:
    """What ptxemu.mma's form parser, ptxemu.layout and run_instruction say of a form: ok | invalid |
    unsupported (run_instruction executes no matrix form: Unsupported for a valid one)."""
    from ptxemu import layout, run_instruction
    from ptxemu.errors import PtxError, Unsupported
    from ptxemu.isa.statement import parse_instruction
    from ptxemu.ops.mma_dense import parse_dense_form
    from ptxemu.ops.mma_kind import parse_kind_form

    out = []
    parse = parse_kind_form if ".kind::" in name else parse_dense_form
    if "matrix" in name:  # ldmatrix/stmatrix: no matrix-level op
        parse = lambda ins: None  # noqa: E731
    for fn in (lambda: parse(parse_instruction(name + ";")),
               lambda: layout(name, "d" if name.startswith(("wgmma", "mma")) else "r"),
               lambda: run_instruction(name + ";")):
        try:
            fn()
            out.append("ok")
        except Unsupported:
            out.append("unsupported")
        except PtxError:
            out.append("invalid")
    return tuple(out)


def test_mma_and_layout_agree_with_ptxas():
    """Every wgmma/mma/ldmatrix/stmatrix form ptxas accepts somewhere, ptxemu.mma (wgmma/mma) and
    ptxemu.layout take (or call Unsupported: .s4 bit ops, the sm_100a .kind spellings) and
    run_instruction calls Unsupported; every one it rejects on every target and version, they reject."""
    bad = []
    for name in ACCEPTED:
        if name.startswith(("wgmma.mma_async", "mma", "ldmatrix", "stmatrix")):
            got = _consumers(name)
            if "invalid" in got:
                bad.append(("ptxas accepts", name, got))
    for name in _rejected_everywhere():
        got = _consumers(name)
        if "ok" in got[1:] or (got[0] == "ok" and "matrix" not in name) or (
                got[2] != "invalid" and ".sp" not in name):
            bad.append(("ptxas rejects", name, got))
    assert not bad, (len(bad), bad[:8])
