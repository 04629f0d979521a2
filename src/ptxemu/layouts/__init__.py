"""layouts layer: (thread, register, slot) <-> (row, col) tables for every fragment, and the
shared-memory matrix layouts that wgmma descriptors describe.

    ptxemu.layout("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", "d") -> Layout
    ptxemu.layouts.smem.decode_descriptor(desc) / element_offsets(...)

These tables are the single source of every layout in ptxemu (ops, pictures and tests read them).
"""

from __future__ import annotations

from ptxemu.errors import PtxError
from ptxemu.layouts import smem
from ptxemu.layouts.core import Layout, code_dtype
from ptxemu.layouts.forms import Form, parse_form


def layout(instruction: str, operand: str, **kwargs) -> Layout:
    """The fragment layout of `operand` ('a', 'b', 'c', 'd', 'sfa', 'sfb'; 'r' for
    ldmatrix/stmatrix) of `instruction`. wmma names (wmma.load/store/mma) give the H100's wmma
    fragments, copies included (layouts/wmma.py).

    Block-scaled mma.sync takes ``byte_id=`` and ``thread_id=`` (the {byte-id, thread-id}
    selectors) for 'sfa'/'sfb'. Layouts are cached and must be treated as read-only.
    """
    name = instruction.strip().rstrip(";").strip()
    if name.startswith("wmma."):  # the H100's wmma fragments (layouts/wmma.py)
        from ptxemu.layouts import wmma

        if kwargs:
            raise PtxError(f"unexpected arguments {sorted(kwargs)} for wmma", source=name)
        return wmma.layout(name, operand)
    from ptxemu.layouts.fragments import cached

    return cached(name, operand, tuple(sorted(kwargs.items())))


__all__ = ["layout", "Layout", "Form", "parse_form", "code_dtype", "smem"]
