"""Every instruction form that has a fragment layout, with its operands (for tests, the HTML
explorer and `ptxemu layout --list`): the forms of the one table of matrix forms
(ptxemu.isa.catalogue.forms), less the variants whose layout is their base form's (.satfinite,
the .f64 rounding modifiers, a default .scale_vec left implicit)."""

from __future__ import annotations

from collections.abc import Iterator

from ptxemu.isa.catalogue import forms, match

_SAME_LAYOUT = (".satfinite", ".rn.", ".rz.", ".rm.", ".rp.")


def _forms(family: str) -> Iterator[str]:
    for f in forms(family):
        if any(q in f for q in _SAME_LAYOUT):
            continue
        e = match(f)
        if getattr(e.row, "default_vec", None) and ".scale_vec::" not in f:
            continue
        yield f


def mma_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    for f in _forms("mma"):
        yield f, ("a", "b", "c", "d") + (("sfa", "sfb") if ".block_scale" in f else ())


def wgmma_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    for f in _forms("wgmma"):
        yield f, ("a", "d")


def ldst_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    for family in ("ldmatrix", "stmatrix"):
        for f in _forms(family):
            yield f, ("r",)


def tcgen05_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    from ptxemu.layouts.tmem import forms as tmem_forms

    yield from tmem_forms()


def all_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    yield from wgmma_forms()
    yield from mma_forms()
    yield from ldst_forms()
    yield from tcgen05_forms()
