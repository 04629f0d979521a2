"""Read the layout-relevant facts out of an instruction name (shape, types, .trans, .num, ...)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ptxemu.errors import PtxError
from ptxemu.isa.catalogue import table

# Element bits of every type that can appear in a fragment (manual 9.7.14.3 / 9.7.15.3).
TYPE_BITS: dict[str, int] = {
    "f16": 16, "bf16": 16, "tf32": 32, "f32": 32, "s32": 32, "f64": 64,
    "e4m3": 8, "e5m2": 8, "e3m2": 6, "e2m3": 6, "e2m1": 4,
    "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1,
    "ue8m0": 8, "ue4m3": 8, "b16": 16, "b8": 8,
}

# the qualifier spellings of the one table of matrix forms (ptxemu.isa.catalogue.table)
_DST_FMTS = {d[1:] for d, _ in table.FMT}
_SRC_FMTS = {s[1:] for _, s in table.FMT}
_NUMS = {n[1:] for rows in table.LDST_FORMS.values() for f in rows for n in f.nums}
_SHAPE_RE = re.compile(r"^m(\d+)n(\d+)(?:k(\d+))?$")


@dataclass
class Form:
    """The parsed instruction: family plus everything a layout depends on."""

    text: str
    family: str  # "mma" | "wgmma" | "ldmatrix" | "stmatrix" | "tcgen05"
    m: int = 0
    n: int = 0
    k: int = 0
    types: list[str] = field(default_factory=list)  # in written order
    quals: set[str] = field(default_factory=set)
    kind: str | None = None
    scale_vec: int | None = None
    num: int = 1
    trans: bool = False
    alayout: str = "row"
    blayout: str = "col"
    src_fmt: str | None = None

    def has(self, q: str) -> bool:
        return q in self.quals


def parse_form(instruction: str) -> Form:
    text = instruction.strip().rstrip(";").split()[0] if instruction.strip() else ""
    parts = text.split(".")
    if not parts or not parts[0]:
        raise PtxError(f"empty instruction {instruction!r}")
    head = parts[0]
    if head == "tcgen05":  # tensor-memory layouts: names are read by layouts/tmem.py
        return Form(text=text, family="tcgen05")
    if head == "wgmma":
        family = "wgmma"
    elif head in ("mma", "ldmatrix", "stmatrix"):
        family = head
    else:
        raise PtxError(f"no fragment layout for opcode '{head}' (mma, wgmma, ldmatrix, stmatrix)",
                       source=instruction)
    f = Form(text=text, family=family)
    for q in parts[1:]:
        sm = _SHAPE_RE.match(q)
        if sm:
            f.m, f.n = int(sm.group(1)), int(sm.group(2))
            f.k = int(sm.group(3) or 0)
            continue
        if q in _DST_FMTS:
            f.quals.add(q)
            continue
        if q in _SRC_FMTS:
            f.src_fmt = q
            continue
        if q in TYPE_BITS:
            f.types.append(q)
            continue
        if q.startswith("kind::"):
            f.kind = q[len("kind::"):]
        elif q.startswith("scale_vec::"):
            v = q[len("scale_vec::"):]
            if v not in table.SELECTORS:
                raise PtxError(f"'.{q}' is not a scale vector size ({'/'.join(table.SELECTORS)})",
                               source=instruction)
            f.scale_vec = int(v[0])
        elif q in _NUMS:
            f.num = int(q[1])
        elif q == "trans":
            f.trans = True
        f.quals.add(q)
    if family == "mma":
        lay = [q for q in parts[1:] if q in ("row", "col")]
        if len(lay) == 2:
            f.alayout, f.blayout = lay
        elif lay:
            raise PtxError("mma needs both .alayout and .blayout", source=instruction)
    if f.m == 0:
        raise PtxError(f"no .shape qualifier in {instruction!r}", source=instruction)
    return f
