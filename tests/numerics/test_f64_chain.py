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


def test_rm_zero_sums_are_negative_unless_both_addends_are_positive_zero():
    """IEEE 754 6.3 under roundTowardNegative: an exact zero sum is -0 unless both addends are +0,
    two zero addends included. The H100's DMMA.8x8x4.RM does this (tools/truth/wmma, wmma_55 data
    set 9: rows [0, 0, -24, -24] x [-8, 8, 0, -0] + 0 give -0); each route of ptxemu.mma too."""
    from ptxemu.ops.mma import mma

    z, nz = 0.0, -0.0
    A = np.array([[0.0, 0.0, -24.0, -24.0], [-8.0, -8.0, 0.0, 0.0]] + [[z, z, z, z]] * 6)
    B = np.zeros((4, 8))
    B[:, 0] = [-8.0, 8.0, 0.0, nz]
    B[:, 1] = [6.0, -6.0, 2.0, -2.0]
    C = np.zeros((8, 8))
    C[2:, 2] = nz  # (+0)(+0) + ... + -0: -0 under .rm, +0 under .rn
    D = {m: mma(f"mma.sync.aligned.m8n8k4.row.col.{m}.f64.f64.f64.f64", A, B, C).view(np.float64)
         for m in ("rm", "rn")}
    assert np.signbit(D["rm"][0, 0]) and np.signbit(D["rm"][1, 1]) and np.signbit(D["rm"][2, 2])
    assert not np.signbit(D["rm"][2, 3])  # every addend +0
    assert not np.signbit(D["rn"][0, 0]) and not np.signbit(D["rn"][1, 1]) and not np.signbit(D["rn"][2, 2])
    a = np.array([0.0, 0.0, -0.0]).view(np.uint64)
    b = np.array([2.0, -2.0, 2.0]).view(np.uint64)
    c = np.array([-0.0, 0.0, 0.0]).view(np.uint64)
    want = np.array([1 << 63, 1 << 63, 1 << 63], np.uint64)
    assert np.array_equal(fma_step(a, b, c, "rm"), want)
    assert np.array_equal(f64_arith("fma", a, b, c, "rm"), want)
