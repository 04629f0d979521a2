"""ptxemu.mma for the dense forms: validation, batching, and laws that hold on any hardware.

Bit-level truth is tests/numerics/test_mma_dense_hw.py (recorded H100 results); the cases here are
worked by hand or are identities of the PTX semantics (D = A*B + C)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ptxemu
from ptxemu import PtxError, PtxOperandError, Unsupported

W16 = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16"
W8 = "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3"
M16 = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"


def f16(x):
    return np.asarray(x, np.float16).view(np.uint16)


def f32(x):
    return np.asarray(x, np.float32).view(np.uint32)


@pytest.mark.parametrize("form", [
    "wgmma.mma_async.sync.aligned.m64n8k8.f16.tf32.tf32",      # tf32 needs an f32 accumulator
    "wgmma.mma_async.sync.aligned.m64n8k16.f16.bf16.bf16",     # bf16 likewise
    "wgmma.mma_async.sync.aligned.m64n12k16.f32.f16.f16",      # N must be a multiple of 8
    "wgmma.mma_async.sync.aligned.m64n248k32.s32.s8.s8",       # integer N: steps of 16 above 32
    "wgmma.mma_async.sync.aligned.m64n8k32.satfinite.f32.e4m3.e4m3",
    "wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.xor.popc",
    "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.s8",
    "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f16",       # ptxas: C and D types must match
    "mma.sync.aligned.m16n8k16.col.col.f32.f16.f16.f32",       # only .row.col
    "mma.sync.aligned.m16n8k8.row.col.rn.f32.f16.f16.f32",     # rounding only for .f64
    "mma.sync.aligned.m16n8k32.row.col.s32.s4.s8.s32",
    "mma.sync.aligned.m16n8k16.row.col.f32.bf16.f16.f32",
    "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16",           # missing a type
])
def test_invalid_forms_are_ptx_errors(form):
    with pytest.raises(PtxError):
        ptxemu.mma(form, np.zeros((64, 16), np.uint16), np.zeros((16, 8), np.uint16),
                   np.zeros((64, 8), np.uint32))


@pytest.mark.parametrize("n", [240, 256])
@pytest.mark.parametrize("ab", ["s8.s8", "u8.s8", "s8.u8", "u8.u8"])
def test_integer_wgmma_n240_n256(n, ab):
    """ptxas 13.5 assembles the integer wgmma shapes m64n240k32 / m64n256k32 for sm_90a (the syntax
    block stops at n = 224; the shape table 9.7.15.2 does not): mma, layout and check take them.
    Hand-worked: every A and B element 1 (signed or not), C = 5 -> D = K + 5 = 37 everywhere;
    A = 0xff (-1 as .s8, 255 as .u8) against B = 1 -> D = 32 * (-1 or 255)."""
    form = f"wgmma.mma_async.sync.aligned.m64n{n}k32.s32.{ab}"
    A, B = np.ones((64, 32), np.uint8), np.ones((32, n), np.uint8)
    D = ptxemu.mma(form, A, B, np.full((64, n), 5, np.uint32))
    assert D.shape == (64, n) and np.all(D == 37)
    D = ptxemu.mma(form, np.full((64, 32), 0xFF, np.uint8), B, np.zeros((64, n), np.uint32))
    assert np.all(D.view(np.int32) == (-32 if ab.startswith("s8") else 32 * 255))
    assert ptxemu.layout(form, "d").regs == n // 2
    regs = ", ".join(f"r{i}" for i in range(n // 2))
    ptx = (f".version 8.4\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{{\n"
           f".reg .b32 r<{n // 2}>;\n.reg .b64 rd<3>;\n.reg .pred p<2>;\n"
           f"{form} {{{regs}}}, rd1, rd2, p1;\nret;\n}}\n")
    assert [d.message for d in ptxemu.check(ptx, target="sm_90a")] == []


def test_sparse_forms_need_metadata():
    """Sparse forms run (tests/ops/test_mma_sparse.py), given A's stored elements and metadata."""
    with pytest.raises(PtxOperandError, match="metadata"):
        ptxemu.mma("mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32", np.zeros((16, 16), np.uint16),
                   np.zeros((32, 8), np.uint16), np.zeros((16, 8), np.uint32))


def test_other_targets_are_unsupported_for_float_models():
    A, B, C = np.zeros((64, 16), np.uint16), np.zeros((16, 8), np.uint16), np.zeros((64, 8), np.uint32)
    M = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
    with pytest.raises(Unsupported, match="sm_80"):
        ptxemu.mma(M, A[:16], B, C[:16], target="sm_80")
    assert ptxemu.mma(W16, A, B, C, target="sm_90a").shape == (64, 8)


@pytest.mark.parametrize("form,target", [
    (W16, "sm_90"), (W16, "sm_100a"),                                    # wgmma: sm_90a only
    ("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32", "sm_86"),   # fp8 mma.sync: sm_89+
    ("mma.sync.aligned.m16n8k8.row.col.rn.f64.f64.f64.f64", "sm_89"),   # m16n8k* f64: sm_90+
])
def test_target_requirements_are_ptx_errors(form, target):
    f = ptxemu.ops.mma_dense.parse_dense_form(ptxemu.isa.statement.parse_instruction(form))
    A = np.zeros((f.m, f.k), ptxemu.ops.mma_dense.CODE_DTYPES[f.atype])
    B = np.zeros((f.k, f.n), ptxemu.ops.mma_dense.CODE_DTYPES[f.btype])
    C = np.zeros((f.m, f.n), ptxemu.ops.mma_dense.CODE_DTYPES[f.ctype])
    with pytest.raises(PtxError, match="requires"):
        ptxemu.mma(form, A, B, C, target=target)


def test_operand_checks():
    A, B, C = np.zeros((64, 16), np.uint16), np.zeros((16, 8), np.uint16), np.zeros((64, 8), np.uint32)
    with pytest.raises(PtxOperandError, match="shape"):
        ptxemu.mma(W16, A[:, :8], B, C)
    with pytest.raises(PtxOperandError, match="uint16"):
        ptxemu.mma(W16, A.astype(np.uint32), B, C)
    with pytest.raises(PtxOperandError, match="broadcast"):
        ptxemu.mma(W16, np.zeros((2, 64, 16), np.uint16), np.zeros((3, 16, 8), np.uint16), C)
    with pytest.raises(PtxError, match="imm_scale"):
        ptxemu.mma(W16, A, B, C, imm_scale_a=2)
    with pytest.raises(PtxError, match="wgmma operands"):
        ptxemu.mma(M16, np.zeros((16, 16), np.uint16), np.zeros((16, 8), np.uint16),
                   np.zeros((16, 8), np.uint32), scale_d=False)
    with pytest.raises(PtxError, match="block_scale"):
        ptxemu.mma(W16, A, B, C, scale_a=np.zeros((64, 1), np.uint8))


def test_float_arrays_are_accepted_for_f16_and_f32():
    A = np.ones((64, 16), np.float16)
    B = np.ones((16, 8), np.float16)
    C = np.full((64, 8), 0.5, np.float32)
    D = ptxemu.mma(W16, A, B, C)
    assert D.dtype == np.uint32 and np.all(D.view(np.float32) == 16.5)


def test_hand_worked_small_integers_are_exact():
    # every partial sum is a small integer: any of the documented models is exact here
    A = np.arange(64 * 16).reshape(64, 16) % 7 - 3
    B = np.arange(16 * 8).reshape(16, 8) % 5 - 2
    C = np.arange(64 * 8).reshape(64, 8) % 11
    D = ptxemu.mma(W16, f16(A), f16(B), f32(C)).view(np.float32)
    assert np.array_equal(D, (A @ B + C).astype(np.float32))


def test_hand_worked_fp8_truncation_of_a_tiny_product():
    # The fitted fp8 wgmma datapath (docs/numerics.md; the H100 recordings are its truth) keeps
    # 13 bits below the largest exponent: with 1.0*1.0 present, 2^-13 survives, 2^-15 does not.
    A = np.zeros((64, 32), np.uint8)
    B = np.zeros((32, 8), np.uint8)
    A[0, 0], B[0, 0] = 0x38, 0x38            # e4m3 1.0 * 1.0
    A[0, 1], B[1, 0] = 0x01, 0x18            # e4m3 2^-9 (subnormal) * 2^-4 = 2^-13
    A[0, 2], B[2, 0] = 0x01, 0x08            # 2^-9 * 2^-6 = 2^-15
    D = ptxemu.mma(W8, A, B, np.zeros((64, 8), np.uint32)).view(np.float32)
    assert D[0, 0] == np.float32(1 + 2.0 ** -13)


def test_batches_broadcast():
    rng = np.random.default_rng(0)
    A = f16(rng.standard_normal((2, 1, 64, 16)))
    B = f16(rng.standard_normal((3, 16, 8)))
    C = f32(rng.standard_normal((64, 8)))
    sd = np.array([True, False, True])[:, None, None]
    D = ptxemu.mma(W16, A, B, C, scale_d=sd)
    assert D.shape == (2, 3, 64, 8)
    for i in range(2):
        for j in range(3):
            assert np.array_equal(D[i, j], ptxemu.mma(W16, A[i, 0], B[j], C, scale_d=bool(sd[j, 0, 0])))


codes16 = st.integers(0, 0xFFFF)


@settings(max_examples=40, deadline=None)
@given(st.lists(codes16, min_size=64 * 16, max_size=64 * 16), st.lists(codes16, min_size=128, max_size=128))
def test_negating_both_operands_changes_nothing(a, b):
    A = np.array(a, np.uint16).reshape(64, 16)
    B = np.array(b, np.uint16).reshape(16, 8)
    C = np.zeros((64, 8), np.uint32)
    D = ptxemu.mma(W16, A, B, C)
    assert np.array_equal(D, ptxemu.mma(W16, A, B, C, imm_scale_a=-1, imm_scale_b=-1))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(["f16", "e4m3"]))
def test_imm_scale_a_is_negating_a(seed, typ):
    rng = np.random.default_rng(seed)
    if typ == "f16":
        form, A = W16, f16(rng.standard_normal((64, 16)))
        B, sign = f16(rng.standard_normal((16, 8))), np.uint16(0x8000)
    else:
        form, A = W8, rng.integers(0, 0x7F, size=(64, 32)).astype(np.uint8)  # finite e4m3 codes
        A[A == 0x7F] = 0
        B, sign = rng.integers(0, 0x7E, size=(32, 8)).astype(np.uint8), np.uint8(0x80)
    C = f32(rng.standard_normal((64, 8)))
    assert np.array_equal(ptxemu.mma(form, A, B, C, imm_scale_a=-1), ptxemu.mma(form, A ^ sign, B, C))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([
    "wgmma.mma_async.sync.aligned.m64n8k32.satfinite.s32.s8.u8",
    "mma.sync.aligned.m16n8k64.row.col.s32.u4.s4.s32",
    "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc"]))
def test_integer_forms_equal_python_integer_arithmetic(seed, form):
    rng = np.random.default_rng(seed)
    f = ptxemu.ops.mma_dense.parse_dense_form(ptxemu.isa.statement.parse_instruction(form))
    bits = {"s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}
    A = rng.integers(0, 1 << bits[f.atype], size=(f.m, f.k)).astype(np.uint8)
    B = rng.integers(0, 1 << bits[f.btype], size=(f.k, f.n)).astype(np.uint8)
    C = rng.integers(0, 1 << 32, size=(f.m, f.n), dtype=np.uint64).astype(np.uint32)
    D = ptxemu.mma(form, A, B, C)

    def val(x, t):
        x = int(x)
        return x - (1 << bits[t]) if t.startswith("s") and x >> (bits[t] - 1) else x

    for i in range(0, f.m, 5):
        for j in range(f.n):
            if f.atype == "b1":
                s = sum(int(A[i, k]) ^ int(B[k, j]) for k in range(f.k))
            else:
                s = sum(val(A[i, k], f.atype) * val(B[k, j], f.btype) for k in range(f.k))
            c = int(C[i, j]) - (1 << 32) * (int(C[i, j]) >> 31)
            t = s + c
            t = min(max(t, -(1 << 31)), (1 << 31) - 1) if f.satfinite else t
            assert int(D[i, j]) == t % (1 << 32)
