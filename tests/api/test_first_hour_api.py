"""The Python API in the README and docs, followed by a newcomer: a zero-length array argument and
numerics.models.model_for called with a form's text (docs/numerics.md's example) were internal
errors (a PtxMemoryError about reading 0 bytes after a correct run; AttributeError)."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.examples import path
from ptxemu.isa.statement import parse_instruction
from ptxemu.numerics import models
from ptxemu.ops.mma_dense import parse_dense_form

SAXPY = path("nvcc_sm90a.ptx").read_text()  # saxpy(.u32 n, .f32 a, .u64 x, .u64 y)


def test_zero_length_array_argument() -> None:
    x, y = np.zeros(0, np.float32), np.zeros(0, np.float32)
    st = ptxemu.Module(SAXPY).launch("saxpy", 1, 32, [np.uint32(0), np.float32(2), x, y], route="interp")
    assert st.thread_instructions > 0 and x.size == 0 and y.size == 0
    y = np.full(4, 3, np.float32)  # n = 3 reads x[0..2] of an empty x: a fault naming the line
    with pytest.raises(ptxemu.PtxMemoryError, match="line 91: 4-byte access at .* outside every global"):
        ptxemu.Module(SAXPY).launch("saxpy", 1, 32, [np.uint32(3), np.float32(2), x, y], route="interp")


def test_model_for_as_the_docs_show() -> None:
    form = parse_dense_form(parse_instruction("wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3"))
    assert type(models.model_for(form, "sm_90a")).__name__ == "BlockFMA"
    with pytest.raises(ptxemu.PtxOperandError, match="model_for takes a DenseForm"):
        models.model_for("wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3", "sm_90a")
