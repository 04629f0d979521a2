"""Integer mma.sync on sm_100a and sm_120a (Triton emits m16n8k32 .s8 for int8 tl.dot there).

The manual defines integer mma as exact arithmetic on s32 accumulators that wrap, or saturate under
.satfinite (9.7.14.5.14), for sm_80 and later; ptxas makes the same IMMA.16832.S8.S8.SAT of it for
sm_100a as for sm_90a. Truth: the exact integer product by numpy (int64). Without .satfinite the low
32 bits of the exact sum are the result whatever the accumulator does; with it, a product whose
partial sums could leave s32 depends on how the accumulator saturates them, which was measured on
sm_90 only: ptxemu refuses it there, naming the form.
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu


@pytest.mark.parametrize("target", ["sm_100a", "sm_120a"])
def test_int8_mma_on_blackwell_is_the_exact_product(target):
    rng = np.random.default_rng(5)
    a = rng.integers(-128, 128, (16, 32)).astype(np.int8)
    b = rng.integers(-128, 128, (32, 8)).astype(np.int8)
    c = rng.integers(-(1 << 20), 1 << 20, (16, 8)).astype(np.int32)
    want = (a.astype(np.int64) @ b.astype(np.int64) + c).astype(np.int32)
    for form in ("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32",
                 "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32"):
        got = ptxemu.mma(form, a.view(np.uint8), b.view(np.uint8), c.view(np.uint32), target=target)
        assert np.array_equal(np.asarray(got).view(np.int32), want)


def test_wrapping_int_mma_on_sm100a_keeps_the_low_32_bits():
    a = np.full((16, 32), 127, np.int8)
    b = np.full((32, 8), 127, np.int8)
    c = np.full((16, 8), (1 << 31) - 1, np.int64).astype(np.int32)  # INT32_MAX + 32 * 127^2 wraps
    got = ptxemu.mma("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32", a.view(np.uint8), b.view(np.uint8),
                     c.view(np.uint32), target="sm_100a")
    want = ((1 << 31) - 1 + 32 * 127 * 127) & 0xFFFFFFFF
    assert (np.asarray(got).view(np.uint32) == want).all()


def test_saturating_int_mma_that_may_overflow_is_refused_on_sm100a():
    a = np.full((16, 32), 127, np.int8)
    b = np.full((32, 8), 127, np.int8)
    c = np.full((16, 8), (1 << 31) - 1, np.int64).astype(np.int32)
    with pytest.raises(ptxemu.Unsupported, match="satfinite.*sm_100a.*measured on sm_90"):
        ptxemu.mma("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32", a.view(np.uint8),
                   b.view(np.uint8), c.view(np.uint32), target="sm_100a")
