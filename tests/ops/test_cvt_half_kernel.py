"""The compiled f32 -> f16/bf16 conversions (numerics.half_kernel, taken by ops.cvt for
cvt.rn.{f16,bf16}{x2}.f32 on large operands) against the numpy route (formats.encode, which the H100
recordings check: tests/data/gpu_elementwise): random bit patterns, every exponent's ties and near
ties of both destination formats, subnormals, the overflow edge, infinities and NaN payloads."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.numerics import jit

pytestmark = pytest.mark.skipif(not jit.available(), reason="numba not installed")


def _inputs() -> np.ndarray:
    rng = np.random.default_rng(11)
    rand = rng.integers(0, 1 << 32, 1 << 20, dtype=np.uint64).astype(np.uint32)
    e = np.arange(256, dtype=np.uint32) << np.uint32(23)
    # around the rounding points of f16 (13 dropped bits) and bf16 (16): tie, tie +- 1, with odd and
    # even kept LSBs, in every binade, both signs
    low = np.array([0x1000, 0x0FFF, 0x1001, 0x3000, 0x2FFF, 0x8000, 0x7FFF, 0x8001, 0x18000, 0x17FFF,
                    0x18001, 0x7FFFFF, 0x400000, 0], np.uint32)
    edges = (e[:, None] | low[None, :]).reshape(-1)
    edges = np.concatenate([edges, edges | np.uint32(0x80000000)])
    special = np.array([0x477FEFFF, 0x477FF000, 0x477FF001, 0x7F7F7FFF, 0x7F7F8000, 0x7F800000,
                        0xFF800000, 0x7F800001, 0x7FC00000, 0xFFFFFFFF, 0x33000000, 0x33000001,
                        0x387FC000, 0x387FE000, 1, 0x80000001], np.uint32)
    return np.concatenate([rand, edges, special])


@pytest.mark.parametrize("dst", ["f16x2", "bf16x2", "f16", "bf16"])
def test_compiled_half_conversion_equals_the_numpy_route(dst):
    x = _inputs()
    assert jit.numba is not None  # loaded: the compiled loop is taken at once
    if dst.endswith("x2"):
        y = np.roll(x, 7)
        text = f"cvt.rn.{dst}.f32 d, a, b;"
        got = ptxemu.run_instruction(text, a=x, b=y)["d"]
        with jit.disabled():
            ref = ptxemu.run_instruction(text, a=x, b=y)["d"]
    else:
        text = f"cvt.rn.{dst}.f32 d, a;"
        got = ptxemu.run_instruction(text, a=x)["d"]
        with jit.disabled():
            ref = ptxemu.run_instruction(text, a=x)["d"]
    assert got.dtype == ref.dtype and got.shape == ref.shape
    bad = np.flatnonzero(got != ref)
    first = f"input {x[bad[0]]:#x}: {got[bad[0]]:#x} != {ref[bad[0]]:#x}" if len(bad) else ""
    assert len(bad) == 0, f"{len(bad)} differ, first {first}"
