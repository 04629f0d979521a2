"""redux.sync: the reduction rule worked by hand from PTX ISA 9.7.13.12 (f32 needs sm_100a: no
hardware here). Lanes are the last axis; lane i is bit i of membermask."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu import PtxError, PtxOperandError

NAN = 0x7FFFFFFF
PZ, NZ = 0x00000000, 0x80000000


def f(*xs: float) -> np.ndarray:
    return np.array(xs, dtype=np.float32).view(np.uint32)


def red(text: str, src: np.ndarray, mask: int | None = None) -> np.ndarray:
    ops = {"s": src} if mask is None else {"s": src, "m": np.uint32(mask)}
    return ptxemu.run_instruction(text, **ops)["d"]


def test_plus_zero_is_greater_than_minus_zero() -> None:
    # "For .f32 instruction type, if the input value is 0.0 then +0.0 > -0.0"
    s = np.array([NZ, PZ, NZ], dtype=np.uint32)
    assert int(red("redux.sync.max.f32 d, s, 0x7;", s)[0]) == PZ
    assert int(red("redux.sync.min.f32 d, s, 0x7;", s)[0]) == NZ


def test_nan_ignored_without_dot_nan() -> None:
    s = np.array([0x7FC00000, *f(3.0, -7.0)], dtype=np.uint32)
    assert int(red("redux.sync.max.f32 d, s, 0x7;", s)[0]) == int(f(3.0)[0])
    assert int(red("redux.sync.min.f32 d, s, 0x7;", s)[0]) == int(f(-7.0)[0])
    # "... the result will be canonical NaN when all inputs are NaNs"
    allnan = np.array([0x7FC00000, 0xFF800001], dtype=np.uint32)
    assert int(red("redux.sync.max.f32 d, s, 0x3;", allnan)[0]) == NAN


def test_dot_nan_propagates_canonical_nan() -> None:
    s = np.array([0xFFC00123, *f(3.0)], dtype=np.uint32)
    assert int(red("redux.sync.min.NaN.f32 d, s, 0x3;", s)[0]) == NAN
    # a NaN outside membermask does not take part
    assert int(red("redux.sync.min.NaN.f32 d, s, 0x2;", s)[1]) == int(f(3.0)[0])  # lane 1 alone


def test_abs_reduces_magnitudes() -> None:
    s = f(-5.0, 2.0, -0.0)
    assert int(red("redux.sync.max.abs.f32 d, s, 0x7;", s)[0]) == int(f(5.0)[0])
    assert int(red("redux.sync.min.abs.f32 d, s, 0x7;", s)[0]) == PZ  # |-0| = +0


def test_result_reaches_every_lane_and_batches_reduce_separately() -> None:
    s = np.stack([f(*range(32)), f(*(-x for x in range(32)))])
    out = red("redux.sync.max.f32 d, s, m;", s, 0xFFFFFFFF)
    assert out.shape == (2, 32)
    assert (out[0] == f(31.0)[0]).all() and (out[1] == f(0.0)[0]).all()
    out = red("redux.sync.max.f32 d, s, m;", s, 0x0000FFFF)  # lanes 0..15
    assert (out[0, :16] == f(15.0)[0]).all()
    assert (out[0, 16:] == 0).all()  # lanes outside the membermask do not run it: d stays 0


def test_integer_forms() -> None:
    s = np.arange(32, dtype=np.uint32)
    assert int(red("redux.sync.add.u32 d, s, 0xffffffff;", s)[0]) == 496
    big = np.full(32, 0x80000000, dtype=np.uint32)
    assert int(red("redux.sync.add.u32 d, s, 0xffffffff;", big)[0]) == 0  # truncated to 32 bits
    neg = np.array([0xFFFFFFFF, 5], dtype=np.uint32)  # -1, 5
    assert int(red("redux.sync.min.s32 d, s, 0x3;", neg)[0]) == 0xFFFFFFFF
    assert int(red("redux.sync.min.u32 d, s, 0x3;", neg)[0]) == 5
    assert int(red("redux.sync.xor.b32 d, s, 0x3;", np.array([0b1100, 0b1010], np.uint32))[0]) == 0b0110


@pytest.mark.parametrize("text,exc", [
    ("redux.sync.add.f32 d, s, 0x3;", PtxError),
    ("redux.sync.max.abs.u32 d, s, 0x3;", PtxError),
    ("redux.max.f32 d, s, 0x3;", PtxError),
    ("redux.sync.max.f32 d, s, 0x7;", PtxOperandError),  # lane 2 does not exist in 2 lanes
])
def test_errors(text: str, exc: type) -> None:
    with pytest.raises(exc):
        red(text, f(1.0, 2.0))
