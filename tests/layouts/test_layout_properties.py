"""Laws every fragment table obeys: coverage, bijectivity, register-bit disjointness, round trips."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ptxemu
from ptxemu.errors import PtxError, Unsupported
from ptxemu.layouts.catalog import all_forms

CASES = [(ins, op) for ins, ops in all_forms() for op in ops]


def test_catalog_is_large():
    assert len(CASES) > 700


@pytest.mark.parametrize("ins,op", CASES, ids=[f"{i}:{o}" for i, o in CASES])
def test_bijective_and_covering(ins, op):
    L = ptxemu.layout(ins, op)
    # every matrix element appears exactly `copies` times (scale fragments: once)
    key = L.row.astype(np.int64) * L.cols + L.col
    assert L.row.min() >= 0 and L.row.max() < L.rows and L.col.min() >= 0 and L.col.max() < L.cols
    assert (np.bincount(key, minlength=L.rows * L.cols) == L.copies).all()
    # no two elements share a (thread, reg, slot), and slots never overlap in the register
    at = L.thread.astype(np.int64) * L.regs * L.slots + L.reg * L.slots + L.slot
    assert np.unique(at).size == at.size
    assert 0 <= L.thread.min() and L.thread.max() < L.threads and L.reg.max() < L.regs
    assert L.slot.max() < L.slots
    assert L.slots * L.container_bits <= L.reg_bits and L.shift + L.bits <= L.container_bits
    if op not in ("sfa", "sfb"):
        # fragments fill every thread's registers completely
        assert L.size == L.threads * L.regs * L.slots
    # round trip with random codes
    rng = np.random.default_rng(0)
    M = rng.integers(0, 1 << min(L.bits, 63), size=(2, L.rows, L.cols), dtype=np.uint64)
    assert (L.from_registers(L.to_registers(M)) == M).all()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CASES), st.integers(0, 2**32 - 1))
def test_registers_round_trip(case, seed):
    """from_registers is a left inverse of to_registers on the element bits only."""
    L = ptxemu.layout(*case)
    rng = np.random.default_rng(seed)
    top = np.iinfo(np.uint64 if L.reg_bits == 64 else np.uint32).max
    R = rng.integers(0, top, size=(L.threads, L.regs), dtype=np.uint64, endpoint=True)
    R = R.astype(np.uint64 if L.reg_bits == 64 else np.uint32)
    M = L.from_registers(R)
    R2 = L.to_registers(M)
    # the element bits agree; the rest of R2 is zero
    mask = L.to_registers(np.full((L.rows, L.cols), (1 << L.bits) - 1, dtype=np.uint64))
    if L.copies == 1:
        assert ((R & mask) == R2).all()
    assert (R2 & ~mask == 0).all()


def test_scale_factor_selectors():
    ins = ("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X"
           ".f32.e4m3.e4m3.f32.ue8m0")
    for tid in (0, 1):
        for byte in range(4):
            L = ptxemu.layout(ins, "sfa", byte_id=byte, thread_id=tid)
            # manual Figure 43: thread-id-a selects lanes with laneid % 4 in {0,1} (0) or {2,3} (1)
            assert set((L.thread % 4).tolist()) == ({0, 1} if tid == 0 else {2, 3})
            assert set(L.slot.tolist()) == {byte}
    for tid in range(4):
        L = ptxemu.layout(ins, "sfb", byte_id=3, thread_id=tid)
        assert set((L.thread % 4).tolist()) == {tid} and L.size == 8  # one SF per column
    with pytest.raises(PtxError):
        ptxemu.layout(ins.replace("1X", "2X"), "sfa", byte_id=1)
    ins4 = ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X"
            ".f32.e2m1.e2m1.f32.ue4m3")
    L = ptxemu.layout(ins4, "sfb", thread_id=2)
    assert L.rows == 4 and set(L.slot.tolist()) == {0, 1, 2, 3}
    with pytest.raises(PtxError):
        ptxemu.layout(ins4, "sfa", byte_id=2)


def test_errors():
    with pytest.raises(PtxError):
        ptxemu.layout("add.f32", "a")
    with pytest.raises(PtxError):
        ptxemu.layout("mma.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32", "a")
    with pytest.raises(PtxError):
        ptxemu.layout("wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8", "d")
    with pytest.raises(Unsupported):
        ptxemu.layout("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", "b")
    with pytest.raises(Unsupported):
        ptxemu.layout("mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32", "a")
    with pytest.raises(PtxError):
        ptxemu.layout("ldmatrix.sync.aligned.m16n16.x1.shared.b8", "r")  # .trans is mandatory
    L = ptxemu.layout("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "a")
    with pytest.raises(PtxError):
        L.to_registers(np.zeros((16, 8), np.uint16))
    with pytest.raises(PtxError):
        L.from_registers(np.zeros((32, 3), np.uint32))
