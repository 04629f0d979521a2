"""Diagnostics reported by `ptxemu.check`: one per problem, each with its line and column."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Diagnostic:
    line: int
    column: int
    severity: str  # "error" | "warning"
    message: str

    def render(self, filename: str = "<ptx>") -> str:
        return f"{filename}:{self.line}: {self.severity}: {self.message}"
