"""DMMA's FMA chain: the integer FMA of numerics/f64.py and the error-free vectorised FMA of
ops.arith (which ptxemu.mma uses) give the same bits, special and extreme values included; both
are checked against the H100 in test_mma_dense_hw.py (mma_misc, every shape and mode)."""

from __future__ import annotations

import numpy as np
import pytest

from ptxemu.numerics.f64 import fma_step
from ptxemu.ops.arith import f64_arith
from ptxemu.verify import cases
from ptxemu.verify.kernels import form_of


@pytest.mark.parametrize("mode", ["rn", "rz", "rm", "rp"])
def test_integer_and_error_free_fma_agree(mode):
    f = form_of(f"mma.sync.aligned.m16n8k4.row.col.{mode}.f64.f64.f64.f64")
    A, B, C, _, _ = cases.make_cases(f, 6, seed=21)
    a = np.broadcast_to(A[:, :, :1], C.shape)
    b = np.broadcast_to(B[:, :1, :], C.shape)
    rng = np.random.default_rng(4)
    # extremes: products that overflow, underflow to subnormals, exact cancellation
    big = np.array([0x7FE0000000000000, 0x0010000000000000, 0x000FFFFFFFFFFFFF, 0x8000000000000001,
                    0x3FF0000000000000, 0xBFF0000000000000], np.uint64)
    pick = rng.random(C.shape) < 0.2
    a = np.where(pick, big[rng.integers(0, len(big), C.shape)], a)
    c = np.where(rng.random(C.shape) < 0.2, big[rng.integers(0, len(big), C.shape)], C)
    assert np.array_equal(fma_step(a, b, c, mode), f64_arith("fma", a, b, c, mode))
