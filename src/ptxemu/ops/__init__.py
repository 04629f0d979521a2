"""Instruction families: one module each, pure functions over numpy arrays of lanes.

Importing this package imports every op module so that each registers its handlers.
"""

from __future__ import annotations

import importlib
import pkgutil

_SKIP = {"registry"}


def load_all() -> None:
    for info in pkgutil.iter_modules(__path__):
        if info.name not in _SKIP and not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")
