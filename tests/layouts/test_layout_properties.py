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
    if op not in ("sfa", "sfb", "e") and L.meta.get("tmem_datapath") not in ("F", "C"):
        # fragments fill every thread's registers completely (metadata: the selected threads only;
        # the half data paths of tensor memory, Layouts F and C, leave half the lanes out)
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
        ptxemu.layout("mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32",
                      "a")
    with pytest.raises(PtxError):
        ptxemu.layout("ldmatrix.sync.aligned.m16n16.x1.shared.b8", "r")  # .trans is mandatory
    L = ptxemu.layout("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "a")
    with pytest.raises(PtxError):
        L.to_registers(np.zeros((16, 8), np.uint16))
    with pytest.raises(PtxError):
        L.from_registers(np.zeros((32, 3), np.uint32))


# ---- shared-memory descriptors --------------------------------------------------------------
from ptxemu.layouts import smem  # noqa: E402


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**64 - 1))
def test_descriptor_round_trip(desc):
    """decode -> encode keeps every field the wgmma format defines (manual 9.7.15.5.1.2.2);
    bits 14-15, 30-31, 46-48, 52-61 are not fields and are dropped."""
    d = smem.decode_descriptor(desc)
    fields = (0x3FFF | 0x3FFF << 16 | 0x3FFF << 32 | 7 << 49 | 3 << 62)
    assert d.encode() == desc & fields
    assert d.start_address % 16 == 0 and d.swizzle in (16, 32, 64, 128)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([16, 32, 64, 128]), st.sampled_from(["K", "MN"]), st.sampled_from(["a", "b"]),
       st.sampled_from([8, 16, 32]), st.integers(0, 7), st.integers(0, 63))
def test_canonical_layouts_are_bijective(W, major, operand, bits, base, start_1k):
    """With canonical strides (whole atoms apart) no two elements share a byte, the swizzle is
    an involution, and the swizzle only permutes 16-byte chunks inside a 1024-byte block."""
    T = 128 // bits
    mn, k = 64, 256 // bits  # wgmma: 32 bytes of K
    rows, cols = (mn, k) if operand == "a" else (k, mn)
    if major == "K":
        lbo, sbo = (128, 256) if W == 16 else (16, 8 * W)
    else:
        lbo, sbo = (128 * (mn // T), 128) if W == 16 else (8 * W, 8 * W * max(1, mn * bits // 8 // W))
    d = smem.Descriptor(start_1k * 1024, lbo, sbo, base if W > 16 else 0, W)
    addr = smem.element_offsets(d, operand, major, rows, cols, bits)
    assert np.unique(addr).size == addr.size
    plain = addr
    back = smem.swizzle_address(plain, W, d.base_offset)
    assert (smem.swizzle_address(back, W, d.base_offset) == plain).all()
    assert ((back // 1024) == (plain // 1024)).all() and ((back % 16) == (plain % 16)).all()


def test_descriptor_manual_examples():
    """The manual's worked examples (9.7.15.5.1.2.1.3): K-major no-swizzle tf32 with LBO
    encoded 16 and SBO encoded 8 is the layout ((8,2),(4,4)):((4,32),(1,64)) in tf32 elements;
    MN-major 64B bf16 is Swizzle<2,4,3> o ((8,4,2),(8,2)):((1,8,256),(32,512))."""
    d = smem.Descriptor(0, 16 << 4, 8 << 4, 0, 16)
    addr = smem.element_offsets(d, "a", "K", 16, 16, 32) // 4  # in tf32 elements
    m, k = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
    want = (m % 8) * 4 + (m // 8) * 32 + (k % 4) * 1 + (k // 4) * 64
    assert (addr == want).all()
    d = smem.Descriptor(0, 32 << 4, 64 << 4, 0, 64)
    addr = smem.element_offsets(d, "a", "MN", 64, 16, 16)  # bytes
    m, k = np.meshgrid(np.arange(64), np.arange(16), indexing="ij")
    elem = (m % 8) + ((m // 8) % 4) * 8 + (m // 32) * 256 + (k % 8) * 32 + (k // 8) * 512
    byte = elem * 2
    want = byte ^ (((byte >> 7) & 3) << 4)  # Swizzle<2,4,3> on byte addresses
    assert (addr == want).all()


def test_descriptor_manual_example_mn_32b():
    """Manual 9.7.15.5.1.2.1.3: MN-major 32B bf16, LBO encoded 16, SBO encoded 32:
    Swizzle<1,4,3> o ((8,2,2),(8,2)):((1,8,128),(16,256)) in bf16 elements."""
    d = smem.Descriptor(0, 16 << 4, 32 << 4, 0, 32)
    addr = smem.element_offsets(d, "a", "MN", 32, 16, 16)
    m, k = np.meshgrid(np.arange(32), np.arange(16), indexing="ij")
    byte = 2 * ((m % 8) + ((m // 8) % 2) * 8 + (m // 16) * 128 + (k % 8) * 16 + (k // 8) * 256)
    assert (addr == byte ^ (((byte >> 7) & 1) << 4)).all()
