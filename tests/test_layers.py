"""The layers (docs/ARCHITECTURE.md): imports point down only, and no import circle exists anywhere in
src/ptxemu. The contracts live in pyproject.toml ([tool.importlinter]); a new back-import fails here
with import-linter's message naming the importing line."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

grimp = pytest.importorskip("grimp")


def test_import_linter_contracts_are_kept():
    from importlinter.cli import lint_imports

    if str(ROOT / "src") not in sys.path:
        sys.path.insert(0, str(ROOT / "src"))
    code = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True)
    assert code == 0, "an import points up a layer: run `lint-imports` for the contract and the line"


def _cycles(graph) -> list[list[str]]:
    """Import circles: strongly connected components of more than one module."""
    from ptxemu.graphs import strong_components

    comps = strong_components(sorted(graph.modules), graph.find_modules_directly_imported_by)
    return sorted(sorted(c) for c in comps if len(c) > 1)


def test_no_import_circle_anywhere():
    # function-level imports count: a lazy import that points back up is still a circle
    graph = grimp.build_graph("ptxemu", include_external_packages=False)
    circles = _cycles(graph)
    assert not circles, "import circles: " + "; ".join(" <-> ".join(c) for c in circles)


def test_the_cycle_finder_finds_a_circle():
    """The finder itself, on a graph worked by hand: a -> b -> c -> a is one circle, d is alone."""
    g = grimp.ImportGraph()
    for m in ("p", "p.a", "p.b", "p.c", "p.d"):
        g.add_module(m)
    for a, b in (("p.a", "p.b"), ("p.b", "p.c"), ("p.c", "p.a"), ("p.d", "p.a")):
        g.add_import(importer=a, imported=b)
    assert _cycles(g) == [["p.a", "p.b", "p.c"]]
