"""The instruction forms `ptxemu verify` knows how to run on sm_90a hardware: the dense forms of
the one table of matrix forms (ptxemu.isa.catalogue.forms) that sm_90a has."""

from __future__ import annotations

from ptxemu.isa.catalogue import forms, match
from ptxemu.isa.targets import parse_target

_SM90A = parse_target("sm_90a")


def _on_sm90a(name: str) -> bool:
    e = match(name)
    return e is not None and e.targets.allows(_SM90A)


def wgmma_forms(n: int = 8) -> list[str]:
    return [f for f in forms("wgmma") if f".m64n{n}k" in f and _on_sm90a(f)]


def mma_forms() -> list[str]:
    """Dense mma.sync in .row.col (the .f64 forms with an explicit rounding modifier)."""
    out = []
    for f in forms("mma"):
        e = match(f)
        if e.kind or e.layouts != ("row", "col") or not _on_sm90a(f):
            continue
        if e.types["atype"] == "f64" and not {".rn", ".rz", ".rm", ".rp"} & e.modifiers:
            continue
        out.append(f)
    return out
