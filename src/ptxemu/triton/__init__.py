"""Triton kernels on ptxemu: `activate(target)` and every `@triton.jit` kernel launched as
`kernel[grid](...)` on torch CPU tensors is compiled by Triton's own NVIDIA backend for that GPU
(sm_90a, sm_100a, sm_120a; Triton ships the ptxas it needs, no GPU is used) and its PTX runs on
ptxemu, writing the results back into the tensors.

    import ptxemu.triton
    ptxemu.triton.activate("sm_90a")      # or, with ptxemu installed, PTXEMU_TRITON=sm_90a alone
    add_kernel[(n // 1024,)](x, y, out, n, BLOCK=1024)      # x, y, out: torch CPU tensors
                                                            # or numpy arrays (views too)

`last_stats()` gives the last launch's ptxemu statistics (instructions, printf lines).
"""

from __future__ import annotations

import contextlib

from ptxemu.errors import PtxemuError

_state: dict = {"driver": None}


def activate(target: str | None = None, budget: int | None = None):
    """Make ptxemu Triton's active driver for `target` (default PTXEMU_TRITON, else sm_90a).
    `budget`: each launch's thread-instruction limit (default PTXEMU_TRITON_BUDGET, else 2e9)."""
    try:
        from triton.runtime import driver
    except ImportError as e:
        raise PtxemuError("ptxemu.triton needs Triton: pip install 'ptxemu[triton]'") from e
    from ptxemu.triton.driver import PtxemuDriver

    d = PtxemuDriver(target, budget)
    driver.set_active(d)
    _state["driver"] = d
    return d


def deactivate() -> None:
    """Give Triton back its own driver choice."""
    from triton.runtime import driver

    from ptxemu.triton import numpy_args

    numpy_args.uninstall()
    driver._active = None  # DriverConfig.reset_active would build the default (a GPU's) at once
    _state["driver"] = None


def active_target() -> str | None:
    d = _state["driver"]
    return None if d is None else d.target


@contextlib.contextmanager
def mapped(*tensors):
    """Map these tensors (or arrays) into every launch inside the block, beside the kernel's own
    arguments: for kernels that reach memory through addresses stored in memory (grouped GEMM's
    tables of `data_ptr()`s), which on a GPU all lie in one address space. A tensor is mapped at its
    own host address, so the `data_ptr()` put in a table is the address the kernel loads from, and
    written back after each launch."""
    from ptxemu.triton.driver import RESIDENT

    n = len(RESIDENT)
    RESIDENT.extend(tensors)
    try:
        yield
    finally:
        del RESIDENT[n:]


def last_stats():
    """The last launch's ptxemu.LaunchStats (thread_instructions, seconds, printf lines), or None."""
    d = _state["driver"]
    return None if d is None else d.last_stats


__all__ = ["activate", "deactivate", "active_target", "last_stats", "mapped"]
