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


def test_read_only_arrays() -> None:
    """An input that is read-only (np.frombuffer of bytes) runs; one the kernel writes is refused by
    name, as ptxemu.launch refuses the store itself. was: ValueError 'assignment destination is
    read-only' from the write-back, after the launch."""
    mod = ptxemu.Module(SAXPY)
    ro = np.frombuffer(np.arange(64, dtype=np.float32).tobytes(), np.float32)
    y = np.ones(64, np.float32)
    mod.launch("saxpy", 2, 32, [np.uint32(64), np.float32(2), ro, y], route="interp")
    assert np.array_equal(y, 2 * np.arange(64, dtype=np.float32) + 1)
    for workers in (1, 2):
        with pytest.raises(ptxemu.PtxOperandError, match=r"into read-only array argument\(s\) float32\[64\]"):
            mod.launch("saxpy", 2, 32, [np.uint32(64), np.float32(2), y, ro], route="interp", workers=workers)
    with pytest.raises(ptxemu.PtxMemoryError, match="line 95: store to read-only memory"):
        ptxemu.launch(SAXPY, "saxpy", grid=2, block=32, args=[np.uint32(64), np.float32(2), y, ro],
                      route="interp")


def _saxpy(x, **kw):
    args = [np.uint32(4), np.float32(2), x, np.ones(4, np.float32)]
    return ptxemu.Module(SAXPY).launch("saxpy", 1, 32, args, **kw)


ONES = np.ones(4, np.float32)


@pytest.mark.parametrize("call, words", [
    # an object array passed its PyObject pointers as data (ptxemu.launch: silently; Module.launch: TypeError)
    (lambda: ptxemu.launch(SAXPY, "saxpy", grid=1, block=32, args=[np.uint32(4), np.float32(2),
                           np.array([object()] * 4), ONES]), "an array of object holds no"),
    (lambda: _saxpy(np.array(["a"] * 4)), "an array of <U1 holds no"),
    (lambda: _saxpy(ONES, trace=5), "trace must be"),  # AttributeError
    (lambda: _saxpy(ONES, device=5), "device must be a"),  # AttributeError
    (lambda: ptxemu.Module(str(path("nvcc_sm90a.ptx"))), "takes the PTX text, not a file name"),  # syntax
    (lambda: ptxemu.System("2"), "a system has a whole number of devices"),  # TypeError
    (lambda: ptxemu.Device().write(0x7F0000000000, "abc"), "str holds no bytes"),  # wrote code points
])
def test_api_slips_are_ptxemu_errors(call, words) -> None:
    with pytest.raises(ptxemu.PtxemuError, match=words):
        call()


@pytest.mark.parametrize("launches, words", [
    ([{"device": 0, "module": None, "kernel": "saxpy", "grid": 1, "block": 32, "args": []}],
     "launch 0: module must be a ptxemu.Module, got NoneType"),  # was AttributeError in a launch thread
    ([{"device": 9, "module": ptxemu.Module(SAXPY), "kernel": "saxpy", "grid": 1, "block": 32, "args": []}],
     r"launch 0: device 9 is not a device of this system \(0 to 1\)"),  # was IndexError
    ([{"device": 0, "modul": None}], "launch 0: missing module, kernel, grid, block, args"),  # KeyError
    ([("saxpy",)], "launch 0: expected a dict"),
    ({"device": 0}, "launches must be a list of dicts"),
])
def test_system_launch_entries_are_checked(launches, words) -> None:
    with pytest.raises(ptxemu.PtxOperandError, match=words):
        ptxemu.System(2).launch(launches)
