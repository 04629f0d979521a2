"""Exceptions shared by every layer.

`Unsupported` is raised for anything ptxemu cannot model exactly; `PtxError` (and its
subclasses) for bad input. Both carry the PTX source line when one is known.
"""

from __future__ import annotations


class PtxemuError(Exception):
    """Base class of every ptxemu exception."""

    lanes = None  # the batch lanes that went wrong, where the machine knows them (their count is reported)

    def __init__(self, message: str, *, line: int | None = None, column: int | None = None,
                 source: str | None = None) -> None:
        self.message = message
        self.line = line
        self.column = column
        self.source = source
        super().__init__(self._render())

    def _render(self) -> str:
        where = ""
        if self.line is not None:
            where = f"line {self.line}"
            if self.column is not None:
                where += f", column {self.column}"
            where += ": "
        text = f"{where}{self.message}"
        if self.source:
            text += f"\n    {self.source.strip()}"
        return text


class Unsupported(PtxemuError):
    """The instruction form is valid PTX but ptxemu cannot execute it exactly."""


class PtxError(PtxemuError):
    """Bad input: malformed PTX, an invalid form, a wrong operand, a bad access."""


class PtxSyntaxError(PtxError):
    """The text is not well-formed PTX."""


class PtxOperandError(PtxError):
    """An operand is missing, extra, of the wrong width or of the wrong kind."""


class PtxMemoryError(PtxError):
    """Out-of-bounds or misaligned memory access."""

    def __init__(self, message: str, *, address: int | None = None, lane: int | None = None,
                 lanes=None, **kw) -> None:
        self.address = address
        self.lane = lane  # batch lane index of the first bad access, when known
        self.lanes = lanes  # every lane whose access was bad, when known
        super().__init__(message, **kw)


class PtxRuntimeError(PtxError):
    """A kernel went wrong while running: deadlock, exceeded budget, divergent .aligned, trap."""
