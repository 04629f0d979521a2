"""PTX text: statement and module parsing, the instruction catalogue, diagnostics."""

from ptxemu.isa.statement import Instruction, parse_instruction

__all__ = ["Instruction", "parse_instruction"]
