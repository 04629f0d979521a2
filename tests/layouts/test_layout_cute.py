"""Fragment tables vs CUTLASS/CuTe atom traits, transcribed from my reading of the headers
(NVIDIA/cutlass @ 7107b055, include/cute/atom/...; file:line given at each layout). CuTe is the
only public statement of the Blackwell-only layouts (ldmatrix .m16n16/.m8n16, stmatrix .m16n8,
sm_120 block-scale factor lanes); for the Hopper ones it is a second, independent witness next
to the H100 recordings. Only (shape, stride) numbers are transcribed; the evaluator below is the
standard CuTe rule (colexicographic coordinates, index = sum coord * stride).
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu


def _flat(shape, stride):
    if isinstance(shape, tuple):
        out = []
        for s, d in zip(shape, stride, strict=True):
            out += _flat(s, d)
        return out
    return [(shape, stride)]


def cute(layout, t: int, v: int) -> int:
    """Evaluate a CuTe (Thr, Val) layout ((thr_shape, val_shape), (thr_stride, val_stride))."""
    (ts, vs), (td, vd) = layout
    idx = 0
    for coord, modes in ((t, _flat(ts, td)), (v, _flat(vs, vd))):
        for s, d in modes:
            idx += (coord % s) * d
            coord //= s
    return idx


def _size(shape) -> int:
    return int(np.prod([s for s, _ in _flat(shape, shape)]))


def _check_mma(ins, operand, cute_layout, M, epr=None):
    """CuTe MMA (T, V) -> m + M * k (column-major over (M, K), (N, K) for B, (M, N) for C);
    value v is register v // epr, slot v % epr. ptxemu's B is K x N, hence the swap."""
    L = ptxemu.layout(ins, operand)
    epr = epr or L.slots
    got = {(int(t), int(r), int(s)): (int(a), int(b)) for t, r, s, a, b in L.table()}
    (ts, vs), _ = cute_layout
    assert _size(ts) == L.threads and _size(vs) == L.regs * epr
    for t in range(L.threads):
        for v in range(_size(vs)):
            idx = cute(cute_layout, t, v)
            want = (idx % M, idx // M) if operand != "b" else (idx // M, idx % M)
            assert got[(t, v // epr, v % epr)] == want, (ins, operand, t, v)


# mma_traits_sm80.hpp:53 SM80_16x8_Row (T32,V4) -> (M16,N8)
SM80_16x8_ROW = (((4, 8), (2, 2)), ((32, 1), (16, 8)))
# mma_traits_sm80.hpp:273-276 SM80_16x8x32_S32S8S8S32_TN (also SM120_16x8x32_TN, mma_traits_sm120.hpp:123)
SM80_16x8x32_A = (((4, 8), (4, 2, 2)), ((64, 1), (16, 8, 256)))
SM80_16x8x32_B = (((4, 8), (4, 2)), ((32, 1), (8, 128)))
# mma_traits_sm120.hpp:151-157 SM120_16x8x64_TN_VS
SM120_16x8x64_A = (((4, 8), (8, 2, 2)), ((128, 1), (16, 8, 512)))
SM120_16x8x64_B = (((4, 8), (8, 2)), ((64, 1), (8, 256)))


@pytest.mark.parametrize("ins", [
    "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32",
    "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m1.f32.ue8m0",
    "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32",
])
def test_sm120_f8f6f4_ab(ins):
    _check_mma(ins, "a", SM80_16x8x32_A, 16)
    _check_mma(ins, "b", SM80_16x8x32_B, 8)
    _check_mma(ins, "d", SM80_16x8_ROW, 16)


@pytest.mark.parametrize("ins", [
    "mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0",
    "mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3",
])
def test_sm120_mxf4_ab(ins):
    _check_mma(ins, "a", SM120_16x8x64_A, 16)
    _check_mma(ins, "b", SM120_16x8x64_B, 8)
    _check_mma(ins, "c", SM80_16x8_ROW, 16)


MS = "mma.sync.aligned."


# mma_traits_sm120.hpp:158-162 (k64) and 194-198 (k32): SFA/SFB (T32, V=K) -> (M or N, K)
@pytest.mark.parametrize("ins,K", [
    (MS + "m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e4m3.f32.ue8m0", 32),
    ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0", 64),
    (MS + "m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3", 64),
])
def test_sm120_scale_factor_lanes(ins, K):
    sfa = (((2, 2, 8), K), ((8, 0, 1), 16))
    sfb = (((4, 8), K), ((0, 1), 8))
    La = ptxemu.layout(ins, "sfa")  # thread-id-a = 0, byte-id-a = 0
    Lb = ptxemu.layout(ins, "sfb")
    vec = K // La.cols  # elements per scale factor
    owner_a = {int(m): int(t) for t, m in zip(La.thread, La.row, strict=True)}
    owner_b = {int(n): int(t) for t, n in zip(Lb.thread, Lb.col, strict=True)}
    for t in range(32):
        for v in range(K):
            m, k = cute(sfa, t, v) % 16, cute(sfa, t, v) // 16
            if (t >> 1) & 1 == 0:  # the stride-0 mode is CuTe's "other thread pair"; thread-id-a = 0
                assert owner_a[m] == t
                # chunk j of row m is scale column j: byte byte-id-a + j (manual Figure 45)
                j = k // vec
                sel = (La.row == m) & (La.col == j)
                assert La.slot[sel].tolist() == [j]
            n = cute(sfb, t, v) % 8
            if t % 4 == 0:  # thread-id-b = 0
                assert owner_b[n] == t


def _copy_map(src, dst, nthr=32):
    """For a CuTe copy atom with (thr, val) -> bit layouts: register bit (thread, bit) ->
    (shared-memory row = the source thread whose address it comes from, bit within that row)."""
    (sts, svs), _ = src
    inv = {}
    for t in range(_size(sts)):
        for v in range(_size(svs)):
            inv.setdefault(cute(src, t, v), (t, v))  # the lowest thread owns a broadcast row
    out = {}
    (dts, dvs), _ = dst
    for t in range(nthr):
        for v in range(_size(dvs)):
            out[(t, v)] = inv[cute(dst, t, v)]
    return out


def _check_copy(form, src, dst, regs_are_dst=True):
    L = ptxemu.layout(form, "r")
    m = _copy_map(src, dst) if regs_are_dst else _copy_map(dst, src)
    got = {(int(t), int(r), int(s)): (int(a), int(b)) for t, r, s, a, b in L.table()}
    cb = L.container_bits
    for (t, r, s), (row, col) in got.items():
        srow, sbit = m[(t, r * 32 + s * cb)]
        # element = container-sized value: its first bit names the source row and element
        assert (row, col) == (srow, sbit // cb), (form, t, r, s)


# copy_traits_sm100.hpp:83-87 SM100_U8x8_LDSM_T (ldmatrix.m16n16.x1.trans.b8), :100-104 U8x16 (x2)
U8x8_LDSM_T = ((((2, 2, 4, 2), 128), ((128, 1024, 256, 0), 1)),
               (((4, 8), (8, 2, 2, 2)), ((256, 8), (1, 128, 64, 1024))))
U8x16_LDSM_T = ((((2, 2, 4, 2), 128), ((128, 1024, 256, 2048), 1)),
                (((4, 8), (8, 2, 2, 4)), ((256, 8), (1, 128, 64, 1024))))
# :117-121 / :151-155 / :185-189 SM100_SU{4,6}_DU8x16_x{1,2,4}_LDSM_N (ldmatrix.m8n16)
SU_X1 = ((((8, 4), 128), ((128, 0), 1)), ((32, 32), (32, 1)))
SU_X2 = ((((16, 2), 128), ((128, 0), 1)), ((32, (32, 2)), (32, (1, 1024))))
SU_X4 = (((32, 128), (128, 1)), ((32, (32, 4)), (32, (1, 1024))))
# :217-221 / :234-238 / :251-255 SM100_U8x{4,8,16}_STSM_T (stmatrix.m16n8.x{1,2,4}.trans.b8)
STSM_X1 = ((((4, 8), (8, 2, 2)), ((256, 8), (1, 128, 64))), (((8, 4), 128), ((128, 0), 1)))
STSM_X2 = ((((4, 8), (8, 2, 2, 2)), ((256, 8), (1, 128, 64, 1024))), (((16, 2), 128), ((128, 0), 1)))
STSM_X4 = ((((4, 8), (8, 2, 2, 4)), ((256, 8), (1, 128, 64, 1024))), ((32, 128), (128, 1)))
# copy_traits_sm75.hpp:48-52 SM75_U32x1_LDSM_N, :99-103 U16x2_LDSM_T, :116-120 U16x4, :133-137 U16x8
U32x1_LDSM_N = ((((8, 4), 128), ((128, 0), 1)), ((32, 32), (32, 1)))
U16x2_LDSM_T = ((((8, 4), 128), ((128, 0), 1)), (((4, 8), (16, 2)), ((256, 16), (1, 128))))
U16x4_LDSM_T = ((((16, 2), 128), ((128, 0), 1)), (((4, 8), (16, 2, 2)), ((256, 16), (1, 128, 1024))))
U16x8_LDSM_T = (((32, 128), (128, 1)), (((4, 8), (16, 2, 4)), ((256, 16), (1, 128, 1024))))


@pytest.mark.parametrize("fmt", ["", ".b8x16.b6x16_p32", ".b8x16.b4x16_p64"])
def test_ldmatrix_m16n16(fmt):
    _check_copy(f"ldmatrix.sync.aligned.m16n16.x1.trans.shared.b8{fmt}".replace(".b8.b8x16", ".b8x16"),
                *U8x8_LDSM_T)
    _check_copy(f"ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8{fmt}".replace(".b8.b8x16", ".b8x16"),
                *U8x16_LDSM_T)


@pytest.mark.parametrize("src", ["b6x16_p32", "b4x16_p64"])
def test_ldmatrix_m8n16(src):
    for num, lay in ((1, SU_X1), (2, SU_X2), (4, SU_X4)):
        _check_copy(f"ldmatrix.sync.aligned.m8n16.x{num}.shared.b8x16.{src}", *lay)


def test_stmatrix_m16n8():
    for num, lay in ((1, STSM_X1), (2, STSM_X2), (4, STSM_X4)):
        _check_copy(f"stmatrix.sync.aligned.m16n8.x{num}.trans.shared.b8", *lay, regs_are_dst=False)


def test_ldmatrix_m8n8_sm75():
    _check_copy("ldmatrix.sync.aligned.m8n8.x1.shared.b16", *U32x1_LDSM_N)
    _check_copy("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16", *U16x2_LDSM_T)
    _check_copy("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16", *U16x4_LDSM_T)
    _check_copy("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16", *U16x8_LDSM_T)


def test_decompressed_element_bits():
    """ldmatrix .b4x16_p64 leaves the 4-bit code in bits 0-3 of its byte (CuTe
    mma_traits_sm120.hpp:206-212 comment: 'ld.matrix b4x16_p64 places FP4 data at the first four
    bits in each eight-bit container'; FP6 needs no shift, i.e. bits 0-5)."""
    L4 = ptxemu.layout("ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64", "r")
    L6 = ptxemu.layout("ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b6x16_p32", "r")
    assert (L4.bits, L4.shift, L4.container_bits) == (4, 0, 8)
    assert (L6.bits, L6.shift, L6.container_bits) == (6, 0, 8)
    M = np.zeros((8, 16), np.uint8)
    M[0, 1] = 0xF
    assert L4.to_registers(M)[0, 0] == 0xF00


# mma_traits_sm90_gmma.hpp:434-435 CLayout_64xN, :447-457 ALayout_64x8/16/32 (col-major M=64)
def _gmma_c(n):
    return (((4, 8, 4), (2, 2, n // 8)), ((128, 1, 16), (64, 8, 512)))


GMMA_A = {8: (((4, 8, 4), (2, 2)), ((64, 1, 16), (8, 256))),
          16: (((4, 8, 4), (2, 2, 2)), ((128, 1, 16), (64, 8, 512))),
          32: (((4, 8, 4), (4, 2, 2)), ((256, 1, 16), (64, 8, 1024)))}


@pytest.mark.parametrize("n", [8, 16, 24, 64, 136, 256])
def test_gmma(n):
    for d, a, K in (("f32", "f16", 16), ("f32", "tf32", 8), ("f32", "e4m3", 32)):
        ins = f"wgmma.mma_async.sync.aligned.m64n{n}k{K}.{d}.{a}.{a}"
        _check_mma(ins, "d", _gmma_c(n), 64)
        _check_mma(ins, "a", GMMA_A[K], 64)
    ins = f"wgmma.mma_async.sync.aligned.m64n{n}k16.f16.f16.f16"
    _check_mma(ins, "d", _gmma_c(n), 64)


def test_packed_source_rows():
    """16 packed 4-bit (6-bit) elements fill row bits 0-63 (0-95); padding follows (manual
    9.7.14.5.15: '16 4-bit elements with 64 bits padding', '16 6-bit elements with 32 bits')."""
    from ptxemu.layouts.fragments import smem_row_bits

    for src, eb, data_bits in (("b4x16_p64", 4, 64), ("b6x16_p32", 6, 96)):
        L = ptxemu.layout(f"ldmatrix.sync.aligned.m8n16.x2.shared.b8x16.{src}", "r")
        bits = smem_row_bits(L)
        assert bits.max() + eb == data_bits and np.unique(bits).size == 16
    L = ptxemu.layout("ldmatrix.sync.aligned.m8n8.x1.shared.b16", "r")
    assert smem_row_bits(L).max() == 7 * 16


# Sparse metadata (operand 'e'): CuTe's ELayout maps (thread, value) -> (m, k) with one value per
# logical K element of A (f16/8-bit: one metadata bit each,
# tf32: two), i.e. value v is bit v (tf32: bits 2v, 2v+1) of the register. ptxemu's fields are 2 bits
# (tf32: 4 bits) covering two K elements, so value v lands in slot v // 2 and K element k in field
# k // 2. The selector bit of the thread index has stride 0 in CuTe; ptxemu's selector 0 holds it.
# mma_traits_sm90_gmma_sparse.hpp:131-138 ELayout_64x64 / _64x32 / _64x16
E_64x64 = (((2, 2, 8, 4), (32,)), ((8, 2048, 1, 16), (64,)))
E_64x32 = (((2, 2, 8, 4), (16, 2)), ((1024, 0, 1, 16), (64, 8)))
E_64x16 = (((2, 2, 8, 4), (8, 2)), ((512, 0, 1, 16), (64, 8)))
# mma_traits_sm120_sparse.hpp:208-209 (T32, V32) -> (M16, K64)
E_SM120_16x8x64 = (((2, 2, 8), (32,)), ((8, 512, 1), (16,)))


@pytest.mark.parametrize("ins,elayout,M", [
    ("wgmma.mma_async.sp.sync.aligned.m64n64k32.f32.f16.f16", E_64x32, 64),
    ("wgmma.mma_async.sp.sync.aligned.m64n8k32.f32.bf16.bf16", E_64x32, 64),
    ("wgmma.mma_async.sp.sync.aligned.m64n16k16.f32.tf32.tf32", E_64x16, 64),
    ("wgmma.mma_async.sp.sync.aligned.m64n32k64.f32.e4m3.e5m2", E_64x64, 64),
    ("wgmma.mma_async.sp.sync.aligned.m64n24k64.s32.s8.u8", E_64x64, 64),
    ("mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.f32.e4m3.e4m3.f32", E_SM120_16x8x64, 16),
    ("mma.sp.sync.aligned.m16n8k64.row.col.s32.u8.s8.s32", E_SM120_16x8x64, 16),
])
def test_sparse_metadata_vs_cute(ins, elayout, M):
    L = ptxemu.layout(ins, "e", selector=0)
    got = {(int(t), int(s)): (int(a), int(b)) for t, _r, s, a, b in L.table()}
    (ts, vs), _ = elayout
    for t in range(_size(ts)):
        if (t, 0) not in got:  # the other thread pair: the selector does not name it
            continue
        for v in range(_size(vs)):
            idx = cute(elayout, t, v)
            assert got[(t, v // 2)] == (idx % M, (idx // M) // 2), (ins, t, v)
