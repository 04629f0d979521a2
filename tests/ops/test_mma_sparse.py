"""Sparse A at matrix level: the convention (stored elements + metadata index fields), cases worked
by hand from the manual (9.7.14.6.1 "Sparse matrix storage"), and the refusals of undefined input.
The arithmetic against the GPU is tests/numerics/test_mma_sparse_hw.py."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.errors import PtxError, PtxOperandError, Unsupported

S8_K32 = "mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"
S8_K32_ORD = "mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32"
TF32_K8 = "mma.sp.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"
S4_K64 = "mma.sp.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32"
WG_F16 = "wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.f16.f16"


def _s8(x):
    return np.asarray(x, np.int64).astype(np.uint8)


def test_2of4_worked_by_hand():
    """Row 0 of A = [3, 0, -2, 0 | 0, 5, 0, 7 | 0 ...]: chunk 0 keeps columns 0 and 2 (fields 0, 2;
    metadata 0b1000), chunk 1 columns 1 and 3 (fields 1, 3; 0b1101). D = A_full @ B + C."""
    A = np.zeros((16, 16), np.uint8)
    A[0, :4] = _s8([3, -2, 5, 7])
    E = np.zeros((16, 16), np.uint8)
    E[:, 0::2], E[:, 1::2] = 0, 1  # every other chunk: columns 0 and 1
    E[0, :4] = [0, 2, 1, 3]
    B = _s8(np.arange(32 * 8).reshape(32, 8) % 7 - 3)
    C = np.full((16, 8), 10, np.uint32)
    D = ptxemu.mma(S8_K32, A, B, C, metadata=E).view(np.int32)
    b = B.astype(np.int8).astype(np.int64)
    assert (D[0] == 3 * b[0] - 2 * b[2] + 5 * b[5] + 7 * b[7] + 10).all()
    assert (D[1:] == 10).all()


def test_unordered_pairs_are_sp_only():
    """.sp takes any two different indices (0b0001: first stored element in column 1, second in 0);
    .sp::ordered_metadata defines only the six increasing pairs."""
    A = np.zeros((16, 16), np.uint8)
    A[0, :2] = _s8([2, 9])
    E = np.tile(np.array([0, 1], np.uint8), (16, 8))
    E[0, :2] = [1, 0]
    B = _s8(np.arange(32 * 8).reshape(32, 8) % 5)
    C = np.zeros((16, 8), np.uint32)
    D = ptxemu.mma(S8_K32, A, B, C, metadata=E).view(np.int32)
    b = B.astype(np.int64)
    assert (D[0] == 2 * b[1] + 9 * b[0]).all()
    with pytest.raises(PtxOperandError, match="ordered"):
        ptxemu.mma(S8_K32_ORD, A, B, C, metadata=E)
    E[0, :2] = [2, 2]  # 0b1010: the same index twice
    with pytest.raises(PtxOperandError, match="twice"):
        ptxemu.mma(S8_K32, A, B, C, metadata=E)


def test_tf32_one_of_two():
    """tf32 keeps one element of each pair; its 4-bit field is 0b0100 (first) or 0b1110 (second)."""
    A = np.zeros((16, 4), np.float32)
    A[0] = [1.5, -2.0, 0.25, 4.0]
    E = np.full((16, 4), 0b0100, np.uint8)
    E[0] = [0b0100, 0b1110, 0b1110, 0b0100]
    B = (np.arange(64, dtype=np.float32).reshape(8, 8) - 20) / 4
    C = np.zeros((16, 8), np.float32)
    D = ptxemu.mma(TF32_K8, A.view(np.uint32), B.view(np.uint32), C, metadata=E).view(np.float32)
    assert (D[0] == 1.5 * B[0] - 2.0 * B[3] + 0.25 * B[5] + 4.0 * B[6]).all()
    E[0, 0] = 0b0001
    with pytest.raises(PtxOperandError, match="0b0100 and 0b1110"):
        ptxemu.mma(TF32_K8, A.view(np.uint32), B.view(np.uint32), C, metadata=E)


def test_s4_pairs():
    """s4/u4: 4:8 in pairs; a 2-bit field names a pair of columns inside an 8-wide chunk."""
    A = np.zeros((16, 32), np.uint8)
    A[0, :4] = [1, 2, 3, 0xF]  # 0xF = -1
    E = np.tile(np.array([0, 1], np.uint8), (16, 8))
    E[0, :2] = [1, 3]  # columns 2, 3 and 6, 7
    B = (np.arange(64 * 8).reshape(64, 8) % 16).astype(np.uint8)
    C = np.zeros((16, 8), np.uint32)
    D = ptxemu.mma(S4_K64, A, B, C, metadata=E).view(np.int32)
    b = np.where(B >= 8, B.astype(np.int64) - 16, B)
    assert (D[0] == b[2] + 2 * b[3] + 3 * b[6] - b[7]).all()


def test_operand_errors():
    A = np.zeros((16, 16), np.uint8)
    B = np.zeros((32, 8), np.uint8)
    C = np.zeros((16, 8), np.uint32)
    E = np.tile(np.array([0, 1], np.uint8), (16, 8))
    with pytest.raises(PtxOperandError, match="metadata="):
        ptxemu.mma(S8_K32, A, B, C)
    with pytest.raises(PtxOperandError, match="only for sparse"):
        ptxemu.mma(
            "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32", np.zeros((16, 32), np.uint8), B, C, metadata=E
        )
    with pytest.raises(PtxOperandError, match=r"\(\.\.\., 16, 16\)"):
        ptxemu.mma(S8_K32, np.zeros((16, 32), np.uint8), B, C, metadata=E)
    with pytest.raises(PtxOperandError, match="index fields"):
        ptxemu.mma(S8_K32, A, B, C, metadata=E[:, :8])
    with pytest.raises(PtxOperandError, match="2-bit"):
        ptxemu.mma(S8_K32, A, B, C, metadata=E + 4)
    with pytest.raises(Unsupported):
        ptxemu.mma(
            "mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32",
            np.zeros((16, 32), np.uint8),
            np.zeros((64, 8), np.uint8),
            np.zeros((16, 8), np.uint32),
            metadata=np.zeros((16, 32), np.uint8),
        )


def test_wgmma_sparse_batches_and_scale_d():
    rng = np.random.default_rng(1)
    A = rng.integers(-4, 5, (3, 64, 16)).astype(np.float16)
    B = rng.integers(-4, 5, (3, 32, 8)).astype(np.float16)
    C = rng.integers(-4, 5, (3, 64, 8)).astype(np.float32)
    E = np.tile(np.array([1, 3], np.uint8), (3, 64, 8))
    sd = np.array([True, False, True])[:, None, None]
    D = ptxemu.mma(WG_F16, A, B, C, metadata=E, scale_d=sd, imm_scale_a=-1).view(np.float32)
    full = np.zeros((3, 64, 32))
    full[..., 1::4], full[..., 3::4] = A[..., 0::2], A[..., 1::2]
    want = -full @ B.astype(np.float64) + np.where(sd, C, 0)
    assert (D == want).all()


def test_metadata_layout_selector():
    L = ptxemu.layout(S8_K32, "e", selector=1)
    assert L.rows == 16 and L.cols == 16 and L.bits == 2
    assert sorted({int(t) % 4 for t in L.thread}) == [2, 3]
    with pytest.raises(PtxError, match="selector"):
        ptxemu.layout(S8_K32, "e", selector=2)
    with pytest.raises(PtxError, match="selector"):
        ptxemu.layout("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32", "a", selector=0)
    assert ptxemu.layout(WG_F16, "a").cols == 16  # the 64 x K/2 stored elements
