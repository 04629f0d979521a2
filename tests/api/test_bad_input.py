"""Bad input gets a ptxemu error, never a raw numpy/Python exception (the standard: no crash).

Specific cases found by fuzzing the public API, then a bounded fuzz of run_instruction, mma and
layout with mutated instruction text and ill-shaped / ill-typed operands.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ptxemu
from ptxemu import PtxemuError, PtxError, PtxOperandError


def test_missing_value_is_an_operand_error() -> None:
    with pytest.raises(PtxOperandError, match="'b'.*must be numbers"):
        ptxemu.run_instruction("add.rn.f32 d, a, b;", a=np.float32(1), b=None)


def test_text_operand_is_an_operand_error() -> None:
    with pytest.raises(PtxOperandError, match="'a'"):
        ptxemu.run_instruction("cvt.rn.f16.f32 d, a;", a="1.5")


def test_operands_that_do_not_broadcast() -> None:
    with pytest.raises(PtxOperandError, match=r"do not broadcast together: a\(2, 3\), b\(0,\)"):
        ptxemu.run_instruction("cvt.rn.satfinite.e2m1x2.f32 d, a, b;",
                               a=np.ones((2, 3), np.float32), b=np.ones(0, np.float32))


def test_redux_membermask_is_per_warp() -> None:
    lanes = np.arange(64, dtype=np.uint32).reshape(2, 32)
    # one mask per warp (row): all lanes of warp 0, lanes 0..15 of warp 1 (values 32..47)
    out = ptxemu.run_instruction("redux.sync.max.u32 d, a, m;", a=lanes,
                                 m=np.uint32([0xFFFFFFFF, 0x0000FFFF]))["d"]
    assert out[0, 0] == 31 and out[1, 5] == 47
    # a mask per lane (the kernel's own view): three lanes of one warp, each naming all three
    text = "redux.sync.max.u32 d, a, m;"
    out = ptxemu.run_instruction(text, a=np.uint32([5, 9, 2]), m=np.uint32(0b111))["d"]
    assert out.tolist() == [9, 9, 9]
    # a lane outside its own membermask does not run it (the manual leaves it undefined)
    out = ptxemu.run_instruction(text, a=np.uint32([5, 9, 2]), m=np.uint32(0b011))["d"]
    assert out.tolist() == [9, 9, 0]


def test_bad_scale_vec_in_layout() -> None:
    with pytest.raises(PtxError, match="scale vector size"):
        ptxemu.layout("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4::"
                      ".f32.e2m1.e2m1.f32.ue4m3", "a")


TEXTS = ["cvt.rn.satfinite.e2m1x2.f32 d, a, b;", "cvt.rs.satfinite.e4m3x4.f32 d, {a, b, e, f}, r;",
         "fma.rm.f64 d, a, b, c;", "add.rn.f32x2 d, a, b;", "cvt.rzi.s32.f32 d, a;",
         "redux.sync.max.abs.NaN.f32 d, a, m;", "cvt.rp.satfinite.ue8m0x2.f32 d, a, b;",
         "fma.rn.f32.bf16 d, a, b, c;", "cvt.rn.f16x2.e2m3x2 d, a;"]
JUNK = [".rn", ".f32", ".e2m1x2", ".relu", ".x", ",", "{", "]", ";", "1.5", "0f3F80", "-", ".s8", "..", "@p"]
VALUES = st.sampled_from([np.float32(1.5), np.uint32(7), np.uint8(3), np.array([1, 2, 3], np.uint16),
                          np.array([[1.0]]), None, "x", np.array([], np.uint32), np.uint64(2**63),
                          np.int32(-1), 1e300, np.array([np.nan]), np.ones((2, 3), np.uint32)])


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(TEXTS), st.integers(0, 60), st.sampled_from(["", *JUNK]),
       st.dictionaries(st.sampled_from(list("abcefmr")), VALUES))
def test_run_instruction_raises_only_ptxemu_errors(text: str, at: int, junk: str, ops: dict) -> None:
    text = text[:at] + junk + text[at:]
    try:
        ptxemu.run_instruction(text, **ops)
    except PtxemuError:
        pass


FORMS = ["wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16",
         "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32",
         "mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3",
         "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(FORMS), st.integers(0, 90), st.sampled_from(["", ".x", "..", ".f16", ".row"]),
       st.sampled_from([np.uint8, np.uint16, np.uint32, np.float32]), st.integers(-1, 1),
       st.sampled_from([None, (16, 4), (4, 8), (3,)]))
def test_mma_and_layout_raise_only_ptxemu_errors(form: str, at: int, junk: str, dt, dm: int,
                                                 scale_shape) -> None:
    form = form[:at] + junk + form[at:]
    A = np.ones((16 + dm, 32), dt)
    B = np.ones((32, 8), dt)
    C = np.zeros((16, 8), np.uint32)
    scale = None if scale_shape is None else np.full(scale_shape, 0x38, np.uint8)
    for call in (lambda: ptxemu.mma(form, A, B, C, scale_a=scale, scale_b=scale),
                 lambda: ptxemu.layout(form, "a")):
        try:
            call()
        except PtxemuError:
            pass
