"""The public contract (see ARCHITECTURE.md): run_instruction, mma, launch, check, layout."""

from __future__ import annotations

from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.isa.statement import Instruction, parse_instruction


def _text(value: Any, what: str) -> str:
    """A str argument, or a one-line PtxOperandError naming it (never a raw AttributeError)."""
    if not isinstance(value, str):
        file_like = isinstance(value, bytes) or hasattr(value, "read")
        hint = " (read the file first: open(path).read())" if file_like else ""
        raise PtxOperandError(f"{what} must be a str, got {type(value).__name__}{hint}")
    return value


def _operand_names(ins: Instruction) -> list[str]:
    from ptxemu.isa.statement import Reg, Vector

    names: list[str] = []
    for op in ins.operands:
        items = op.items if isinstance(op, Vector) else (op,)
        for it in items:
            if isinstance(it, Reg):
                names.append(it.name.lstrip("%"))
    return names


def _checked_operands(ins: Instruction, operands: dict[str, Any]) -> dict[str, Any]:
    """Operands by name, each numeric (names the instruction does not use are passed through
    untouched, so one dict can serve several forms; widths and broadcasting are checked with the
    operand types, machine.launching.one_instruction)."""
    known = set(_operand_names(ins))
    norm: dict[str, Any] = {}
    for key, value in operands.items():
        name = key.lstrip("%")
        if name in known:
            kind = np.asarray(value).dtype.kind if value is not None else "O"
            if kind not in "biuf":
                raise PtxOperandError(f"operand '{name}' of '{ins.name}' must be numbers (register bits, "
                                      f"float values or bools), got {type(value).__name__}")
        norm[name] = value
    return norm


def run_instruction(text: str, **operands: Any) -> dict[str, np.ndarray]:
    """Execute one instruction element-wise; operands are numpy arrays (or scalars) by name.

    Integers are register bits, floats are values of a float operand (rounded to nearest even),
    bools predicates; the operands broadcast together and element i runs in lane i of a small
    kernel (lanes 0-31 one warp, and so on), through the kernel interpreter's one definition of
    the instruction (machine.launching.one_instruction). Returns a dict of destination name -> numpy array
    of raw bits (bool for predicates), in the broadcast shape.
    """
    from ptxemu.machine.launching.one_instruction import run

    _text(text, "the instruction")
    ins = parse_instruction(text if text.rstrip().endswith(";") else text + ";")
    if ins.opcode in ("wgmma", "mma", "ldmatrix", "stmatrix"):
        # the one table of matrix forms says whether the form exists at all
        from ptxemu.isa.catalogue import explain

        entry, why = explain(ins)
        if entry is None and ".sp" not in ins.qualifiers:
            raise PtxError(f"'{ins.name}': " + "; ".join(why), source=text)
        raise Unsupported(f"'{ins.name}' is a matrix form: run it with ptxemu.mma (element codes) and "
                          "ptxemu.layout (registers), or the kernel interpreter", source=text)
    norm = _checked_operands(ins, operands)
    # NaN/inf/overflow are inputs to model, so numpy's floating-point warnings are noise here
    with np.errstate(all="ignore"):
        return run(text, norm)


def mma(instruction: str, A: Any, B: Any, C: Any, *, scale_a: Any = None, scale_b: Any = None,
        scale_d: Any = True, imm_scale_a: Any = 1, imm_scale_b: Any = 1,
        target: str | None = None, idesc: int | None = None, scale_input_d: int = 0,
        metadata: Any = None) -> np.ndarray:
    """Matrix-level MMA: element codes in, accumulator codes out (see ARCHITECTURE.md).
    tcgen05.mma forms take their instruction descriptor as ``idesc=`` (ops/mma_tcgen05.py). Sparse
    forms (mma.sp, wgmma.mma_async.sp) take A as its M x K/2 stored elements and `metadata`, the
    index fields of operand 'e' of `layout` (docs/numerics.md, 'Sparse A')."""
    from ptxemu.ops.mma import mma as _mma

    _text(instruction, "the instruction")
    with np.errstate(all="ignore"):
        return _mma(instruction, A, B, C, scale_a=scale_a, scale_b=scale_b, scale_d=scale_d,
                    imm_scale_a=imm_scale_a, imm_scale_b=imm_scale_b, target=target, idesc=idesc,
                    scale_input_d=scale_input_d, metadata=metadata)


def check(text: str, target: str | None = None) -> list:
    """Validate a PTX module like ptxas; returns every diagnostic."""
    from ptxemu.isa.check import check as _check

    _text(text, "the PTX module text")
    if target is not None:
        _text(target, "target")
    return _check(text, target=target)


def layout(instruction: str, operand: str, **kwargs: Any):
    """The (thread, register, slot) <-> (row, col) table of one fragment."""
    from ptxemu.layouts import layout as _layout

    _text(instruction, "the instruction")
    _text(operand, "the operand name")
    return _layout(instruction, operand, **kwargs)


def launch(ptx: str, kernel: str, *, grid, block, args: list[Any], shared_mem: int = 0, cluster=None,
           device=None, budget: int | None = 2 * 10**9, target: str | None = None, progress=None,
           check: bool = False, cancel_policy: str = "fail", nonportable_cluster: bool = False,
           print_output: bool = True, route: str | None = None, workers: int | None = None,
           counters: bool = False, trace=None, watch=None, nans: bool = False, timeline: bool = False):
    """Run a whole kernel (see ARCHITECTURE.md): host arrays (numpy arrays, torch CPU tensors,
    anything with `__array_interface__` or DLPack; strided views too) become global memory at their
    own addresses and are written back in place (ptxemu.arrays), numpy scalars pass by value, None
    a null pointer, bytes a parameter's raw bits.
    Returns the launch's statistics (thread_instructions, warp_instructions, ctas, seconds, and the
    lines device printf wrote, `printf`, which are also printed unless print_output=False).
    `route`: "interp" or "compiled" (native code for straight-line regions; the same results).
    `workers`: processes running batches of CTAs at once (default PTXEMU_JOBS or every core; 1: one
    process, batch after batch; docs/interpreter.md says what runs in one process regardless).
    `counters`, `trace`, `watch`, `nans`, `timeline`: see inside the kernel (docs/observing.md)."""
    from ptxemu.arrays import bind
    from ptxemu.machine.launching.launch import Module as _Module
    from ptxemu.machine.state.memory import Device

    _text(kernel, "the kernel name")
    mod = _Module(ptx, target=target)
    dev = device if device is not None else Device()
    bound, mapping = bind(list(args), dev)
    try:
        return mod.launch(kernel, grid, block, bound, shared_mem=shared_mem, cluster=cluster, device=dev,
                          budget=budget, progress=progress, check=check, cancel_policy=cancel_policy,
                          nonportable_cluster=nonportable_cluster, print_output=print_output, route=route,
                          workers=workers, counters=counters, trace=trace, watch=watch, nans=nans,
                          timeline=timeline)
    finally:  # as the machine does for its own buffers: what the kernel wrote, even if it failed
        mapping.write_back()
        mapping.release()


__all__ = ["run_instruction", "mma", "check", "layout", "launch"]
