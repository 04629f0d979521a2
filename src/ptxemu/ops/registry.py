"""Which op module executes which instruction.

Each op module registers handlers for an opcode; a handler says whether it takes a parsed
instruction and executes it element-wise over numpy arrays of lanes. The first handler that
accepts wins; none accepting means ptxemu does not model the form (Unsupported).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.isa.statement import Instruction

Execute = Callable[[Instruction, Mapping[str, Any]], dict[str, np.ndarray]]
Accepts = Callable[[Instruction], bool]


@dataclass(frozen=True)
class Handler:
    opcode: str
    accepts: Accepts
    execute: Execute
    module: str
    elementwise: bool = True  # operands broadcast together; False: the op has its own axes (redux)


_HANDLERS: dict[str, list[Handler]] = {}


def register(opcode: str, accepts: Accepts, *, elementwise: bool = True) -> Callable[[Execute], Execute]:
    """Decorator: `@register("cvt", lambda ins: ...)` on an execute function."""

    def deco(fn: Execute) -> Execute:
        _HANDLERS.setdefault(opcode, []).append(Handler(opcode, accepts, fn, fn.__module__, elementwise))
        return fn

    return deco


def handlers_for(opcode: str) -> list[Handler]:
    return list(_HANDLERS.get(opcode, ()))


def find_handler(ins: Instruction) -> Handler | None:
    for h in _HANDLERS.get(ins.opcode, ()):
        if h.accepts(ins):
            return h
    return None
