"""A small checker of JSON documents against a declared shape: the types and ranges of the fields a
reader relies on, and for each misfit one sentence naming the field by its path
(`launches[3].grid[1] is 'x', not an int from 1 to 2147483647`).

The capture index's shape is declared beside the format's version (fileformat.INDEX_SCHEMA); keys a
shape does not name are let through (a format only ever adds fields within a version).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any


class Misfit(ValueError):
    """A document that does not have the declared shape: `str()` names the field and what it holds."""


def _show(v: Any) -> str:
    s = repr(v)
    return s if len(s) <= 40 else s[:37] + "..."


def _where(path: str) -> str:
    return path or "the index"


class Shape:
    what = "a value"

    def check(self, v: Any, path: str, ctx: dict) -> None:
        raise NotImplementedError

    def misfit(self, v: Any, path: str) -> Misfit:
        return Misfit(f"{_where(path)} is {_show(v)}, not {self.what}")


@dataclass
class Int(Shape):
    lo: int | None = None
    hi: int | None = None

    @property
    def what(self) -> str:  # type: ignore[override]
        if self.lo is not None and self.hi is not None:
            return f"an int from {self.lo} to {self.hi}"
        if self.lo is not None:
            return f"an int >= {self.lo}"
        return "an int" if self.hi is None else f"an int <= {self.hi}"

    def check(self, v, path, ctx):
        # JSON's true/false are not counts (Python's bool is an int)
        if (not isinstance(v, int) or isinstance(v, bool) or (self.lo is not None and v < self.lo)
                or (self.hi is not None and v > self.hi)):
            raise self.misfit(v, path)


@dataclass
class Num(Shape):
    what = "a number"

    def check(self, v, path, ctx):
        if not isinstance(v, int | float) or isinstance(v, bool):
            raise self.misfit(v, path)


@dataclass
class Bool(Shape):
    what = "true or false"

    def check(self, v, path, ctx):
        if not isinstance(v, bool):
            raise self.misfit(v, path)


@dataclass
class Str(Shape):
    pattern: str | None = None  # a full match
    what: str = "a string"  # type: ignore[misc]

    def check(self, v, path, ctx):
        if not isinstance(v, str) or (self.pattern is not None and not re.fullmatch(self.pattern, v)):
            raise self.misfit(v, path)


@dataclass
class Opt(Shape):
    """`inner`, or null."""

    inner: Shape

    @property
    def what(self) -> str:  # type: ignore[override]
        return f"{self.inner.what} or null"

    def check(self, v, path, ctx):
        if v is not None:
            try:
                self.inner.check(v, path, ctx)
            except Misfit as e:
                if str(e).startswith(f"{_where(path)} is "):  # the value itself: say null would do too
                    raise self.misfit(v, path) from None
                raise


@dataclass
class List(Shape):
    item: Shape
    lo: int = 0
    hi: int | None = None

    @property
    def what(self) -> str:  # type: ignore[override]
        n = (f" of {self.lo}" if self.lo == self.hi else
             f" of {self.lo} to {self.hi}" if self.hi is not None else
             f" of at least {self.lo}" if self.lo else "")
        return f"a list{n} ({self.item.what})"

    def check(self, v, path, ctx):
        if not isinstance(v, list) or len(v) < self.lo or (self.hi is not None and len(v) > self.hi):
            raise self.misfit(v, path)
        for i, x in enumerate(v):
            self.item.check(x, f"{path}[{i}]", ctx)


@dataclass
class Map(Shape):
    """An object of any keys matching `key` (a pattern), each value of shape `value`."""

    key: str
    value: Shape
    what = "an object"

    def check(self, v, path, ctx):
        if not isinstance(v, dict):
            raise self.misfit(v, path)
        for k, x in v.items():
            if not re.fullmatch(self.key, k):
                raise Misfit(f"{_where(path)} has a key {_show(k)} (keys are {self.key})")
            self.value.check(x, f"{path}.{k}" if path else k, ctx)


@dataclass
class Obj(Shape):
    """An object with these fields; `required` must be present (the others may be absent), others
    not named are let through. `then` checks relations between fields (a launch's module in range)."""

    fields: dict[str, Shape]
    required: tuple[str, ...] = ()
    then: Any = None  # callable(value, path, ctx) raising Misfit
    what = "an object"
    context: str | None = field(default=None)  # store the object in ctx under this name for `then`s

    def check(self, v, path, ctx):
        if not isinstance(v, dict):
            raise self.misfit(v, path)
        for k in self.required:
            if k not in v:
                raise Misfit(f"{_where(path)} has no {k!r}")
        if self.context:
            ctx[self.context] = v
        for k, shape in self.fields.items():
            if k in v:
                shape.check(v[k], f"{path}.{k}" if path else k, ctx)
        if self.then is not None:
            self.then(v, path, ctx)


def check(doc: Any, shape: Shape, ctx: dict | None = None) -> None:
    """Raise Misfit naming the first field of `doc` that does not fit `shape`."""
    shape.check(doc, "", {} if ctx is None else ctx)
