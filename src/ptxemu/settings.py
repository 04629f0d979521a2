"""The user's PTXEMU_* settings read from the environment, each parsed the one way: a value that does
not parse is the user's slip, a PtxOperandError naming the variable (one line from the CLI), never a
ValueError from deep inside a launch."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TypeVar

from ptxemu.errors import PtxOperandError

T = TypeVar("T")


def setting(name: str, default: T, parse: Callable[[str], T] = int, expected: str = "a positive integer",
            valid: Callable[[T], bool] = lambda v: v > 0) -> T:
    """$name parsed by `parse` and accepted by `valid`, or `default` where it is unset or empty."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        v = parse(raw)
    except (ValueError, OverflowError):
        raise PtxOperandError(f"{name} must be {expected}, got {raw!r}") from None
    if not valid(v):
        raise PtxOperandError(f"{name} must be {expected}, got {raw!r}")
    return v


def choice(name: str, choices: tuple[str, ...]) -> str:
    """$name lower-cased, one of `choices` ('' where unset)."""
    raw = os.environ.get(name, "").strip().lower()
    if raw not in ("", *choices):
        raise PtxOperandError(f"{name} must be {' or '.join(repr(c) for c in choices)}, got {raw!r}")
    return raw
