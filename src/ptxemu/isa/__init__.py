"""PTX text: statement and module parsing, the instruction catalogue, diagnostics."""

from ptxemu.isa.diagnostics import Diagnostic
from ptxemu.isa.statement import Instruction, parse_instruction

__all__ = ["Diagnostic", "Instruction", "parse_instruction"]
