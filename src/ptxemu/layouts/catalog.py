"""Every instruction form that has a fragment layout, with its operands (for tests, the HTML
explorer and `ptxemu layout --list`): the forms of the one table of matrix forms
(ptxemu.isa.catalogue.forms), less the variants whose layout is their base form's (.satfinite,
the .f64 rounding modifiers, a default .scale_vec left implicit), and the sparse forms of its
MMA_SPARSE rows and wgmma groups (.sp spelling: .sp::ordered_metadata has the same layouts; the
metadata operand 'e' shown for selector 0)."""

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


def sparse_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    from ptxemu.isa.catalogue import table

    for row in table.MMA_SPARSE:
        if row.kind:  # .kind::f8f6f4 (sm_120a): not modelled
            continue
        for a in row.atypes:
            for b in row.btypes:
                for d in row.dtypes:
                    f = f"mma.sp.sync.aligned{row.shape}.row.col{d}{a}{b}{d}"
                    if match(f) is not None:
                        yield f, ("a", "b", "c", "d", "e")
    for g in table.WGMMA_GROUPS:
        if g.kind == "single bit":  # no sparse b1 wgmma
            continue
        for a, b in sorted(g.types):
            for d in g.dtypes:
                for n in g.ns:
                    f = f"wgmma.mma_async.sp.sync.aligned.m64n{n}k{2 * g.k}{d}{a}{b}"
                    if match(f) is not None:
                        yield f, ("a", "e")  # D is the dense form's


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
    yield from sparse_forms()
    yield from ldst_forms()
    yield from tcgen05_forms()
