"""Fragment tables vs the PTX manual's own formulas, transcribed by hand (truth: PTX ISA 9.0,
sections 9.7.14.5.1-13, "The row and column of a matrix fragment can be computed as: ...").

Each formula below is written per element index i of the manual's "Elements (low to high)"
list, independently of ptxemu's generic tile code; element i lives in register i // epr, slot
i % epr (epr = elements per register).
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

LANES = np.arange(32)
G = LANES >> 2  # groupID
Q = LANES % 4  # threadID_in_group


def _check(L, epr, nelem, rowf, colf, lanes=LANES):
    got = {}
    for t, r, s, row, col in L.table():
        got[(t, r, s)] = (row, col)
    assert L.size == len(lanes) * nelem
    for lane in lanes:
        g, q = lane >> 2, lane % 4
        for i in range(nelem):
            want = (rowf(lane, g, q, i), colf(lane, g, q, i))
            assert got[(lane, i // epr, i % epr)] == want, (L.instruction, L.operand, lane, i)


def _c16x8(L, epr):  # the common m16n8 accumulator formula
    _check(L, epr, 4, lambda ln, g, q, i: g if i < 2 else g + 8, lambda ln, g, q, i: q * 2 + (i & 1))


def _c8x8(L):  # m8n8k16/k32/k128 and f64 m8n8k4 accumulators
    _check(L, 1, 2, lambda ln, g, q, i: g, lambda ln, g, q, i: q * 2 + i)


M = "mma.sync.aligned."


# 9.7.14.5.1 m8n8k4 .f16 ---------------------------------------------------------------------
@pytest.mark.parametrize("al", ["row", "col"])
@pytest.mark.parametrize("bl", ["row", "col"])
def test_m8n8k4_f16(al, bl):
    ins = f"{M}m8n8k4.{al}.{bl}.f32.f16.f16.f32"
    hi = lambda ln: 4 if ln >= 16 else 0  # noqa: E731
    if al == "row":
        _check(ptxemu.layout(ins, "a"), 2, 4, lambda ln, g, q, i: ln % 4 + hi(ln), lambda ln, g, q, i: i)
    else:
        _check(ptxemu.layout(ins, "a"), 2, 4, lambda ln, g, q, i: i % 4 + hi(ln), lambda ln, g, q, i: ln % 4)
    if bl == "row":
        _check(ptxemu.layout(ins, "b"), 2, 4, lambda ln, g, q, i: ln % 4, lambda ln, g, q, i: i + hi(ln))
    else:
        _check(ptxemu.layout(ins, "b"), 2, 4, lambda ln, g, q, i: i, lambda ln, g, q, i: ln % 4 + hi(ln))
    # f32 accumulator: row = X (+4), X = (lane & 1) + (i & 0b10); col = (i & 0b100) + (lane & 0b10) + (i & 1)
    _check(ptxemu.layout(ins, "d"), 1, 8, lambda ln, g, q, i: (ln & 1) + (i & 2) + hi(ln),
           lambda ln, g, q, i: (i & 4) + (ln & 2) + (i & 1))
    ins16 = f"{M}m8n8k4.{al}.{bl}.f16.f16.f16.f16"
    _check(ptxemu.layout(ins16, "c"), 2, 8, lambda ln, g, q, i: ln % 4 + hi(ln), lambda ln, g, q, i: i)


def test_m8n8k4_f16_copies_are_quad_pairs():
    L = ptxemu.layout(f"{M}m8n8k4.row.col.f32.f16.f16.f32", "a")
    assert L.copies == 4
    # MMA computation q uses lanes 4q..4q+3 and 16+4q..16+4q+3: each holds all of A
    for q in range(4):
        lanes = [4 * q + j for j in range(4)] + [16 + 4 * q + j for j in range(4)]
        sel = np.isin(L.thread, lanes)
        assert len(set(zip(L.row[sel], L.col[sel], strict=True))) == 32


# 9.7.14.5.2 m8n8k4 .f64; 9.7.14.5.3-5 m8n8k16/k32/k128 ------------------------------------
def test_m8n8k4_f64():
    ins = f"{M}m8n8k4.row.col.f64.f64.f64.f64"
    _check(ptxemu.layout(ins, "a"), 1, 1, lambda ln, g, q, i: g, lambda ln, g, q, i: q)
    _check(ptxemu.layout(ins, "b"), 1, 1, lambda ln, g, q, i: q, lambda ln, g, q, i: g)
    _c8x8(ptxemu.layout(ins, "c"))
    assert ptxemu.layout(ins, "a").reg_bits == 64


@pytest.mark.parametrize("shape,typ,per",
                         [("m8n8k16", "s8", 4), ("m8n8k32", "s4", 8), ("m8n8k128", "b1", 32)])
def test_m8n8_int(shape, typ, per):
    tail = ".xor.popc" if typ == "b1" else ""
    ins = f"{M}{shape}.row.col.s32.{typ}.{typ}.s32{tail}"
    _check(ptxemu.layout(ins, "a"), per, per, lambda ln, g, q, i: g, lambda ln, g, q, i: q * per + i)
    _check(ptxemu.layout(ins, "b"), per, per, lambda ln, g, q, i: q * per + i, lambda ln, g, q, i: g)
    _c8x8(ptxemu.layout(ins, "d"))


# 9.7.14.5.6 m16n8k4 ---------------------------------------------------------------------------
@pytest.mark.parametrize("t", ["tf32", "f64"])
def test_m16n8k4(t):
    d = "f32" if t == "tf32" else "f64"
    ins = f"{M}m16n8k4.row.col.{d}.{t}.{t}.{d}"
    _check(ptxemu.layout(ins, "a"), 1, 2, lambda ln, g, q, i: g + 8 * i, lambda ln, g, q, i: q)
    _check(ptxemu.layout(ins, "b"), 1, 1, lambda ln, g, q, i: q, lambda ln, g, q, i: g)
    _c16x8(ptxemu.layout(ins, "c"), 1)


# 9.7.14.5.7 m16n8k8 ---------------------------------------------------------------------------
def test_m16n8k8():
    for t in ("f16", "bf16"):
        ins = f"{M}m16n8k8.row.col.f32.{t}.{t}.f32"
        _check(ptxemu.layout(ins, "a"), 2, 4, lambda ln, g, q, i: g if i < 2 else g + 8,
               lambda ln, g, q, i: q * 2 + (i & 1))
        _check(ptxemu.layout(ins, "b"), 2, 2, lambda ln, g, q, i: q * 2 + i, lambda ln, g, q, i: g)
        _c16x8(ptxemu.layout(ins, "d"), 1)
    _c16x8(ptxemu.layout(f"{M}m16n8k8.row.col.f16.f16.f16.f16", "d"), 2)
    for t, d in (("tf32", "f32"), ("f64", "f64")):
        ins = f"{M}m16n8k8.row.col.{d}.{t}.{t}.{d}"
        _check(ptxemu.layout(ins, "a"), 1, 4, lambda ln, g, q, i: g if i in (0, 2) else g + 8,
               lambda ln, g, q, i: q if i < 2 else q + 4)
        _check(ptxemu.layout(ins, "b"), 1, 2, lambda ln, g, q, i: q + 4 * i, lambda ln, g, q, i: g)
        _c16x8(ptxemu.layout(ins, "c"), 1)


# 9.7.14.5.8 m16n8k16 floating point ----------------------------------------------------------
def test_m16n8k16_float():
    for t in ("f16", "bf16"):
        ins = f"{M}m16n8k16.row.col.f32.{t}.{t}.f32"
        _check(ptxemu.layout(ins, "a"), 2, 8, lambda ln, g, q, i: g if (i < 2 or 4 <= i < 6) else g + 8,
               lambda ln, g, q, i: q * 2 + (i & 1) + (8 if i >= 4 else 0))
        _check(ptxemu.layout(ins, "b"), 2, 4, lambda ln, g, q, i: q * 2 + (i & 1) + (8 if i >= 2 else 0),
               lambda ln, g, q, i: g)
        _c16x8(ptxemu.layout(ins, "c"), 1)
    ins = f"{M}m16n8k16.row.col.f64.f64.f64.f64"
    _check(ptxemu.layout(ins, "a"), 1, 8, lambda ln, g, q, i: g if i % 2 == 0 else g + 8,
           lambda ln, g, q, i: i * 2 + q if i % 2 == 0 else i * 2 - 2 + q)
    _check(ptxemu.layout(ins, "b"), 1, 4, lambda ln, g, q, i: q + i * 4, lambda ln, g, q, i: g)
    _c16x8(ptxemu.layout(ins, "d"), 1)


# 9.7.14.5.9 m16n8k16 integer / e4m3 / e5m2 ---------------------------------------------------
@pytest.mark.parametrize("t,d", [("s8", "s32"), ("u8", "s32"), ("e4m3", "f32"), ("e5m2", "f16")])
def test_m16n8k16_8bit(t, d):
    ins = f"{M}m16n8k16.row.col.{d}.{t}.{t}.{d}"
    _check(ptxemu.layout(ins, "a"), 4, 8, lambda ln, g, q, i: g if i < 4 else g + 8,
           lambda ln, g, q, i: q * 4 + (i & 3))
    _check(ptxemu.layout(ins, "b"), 4, 4, lambda ln, g, q, i: q * 4 + i, lambda ln, g, q, i: g)
    _c16x8(ptxemu.layout(ins, "d"), 2 if d == "f16" else 1)


# 9.7.14.5.10 m16n8k32 --------------------------------------------------------------------------
def test_m16n8k32():
    ins = f"{M}m16n8k32.row.col.s32.s4.s4.s32"
    _check(ptxemu.layout(ins, "a"), 8, 16, lambda ln, g, q, i: g if i < 8 else g + 8,
           lambda ln, g, q, i: q * 8 + (i & 7))
    _check(ptxemu.layout(ins, "b"), 8, 8, lambda ln, g, q, i: q * 8 + (i & 7), lambda ln, g, q, i: g)
    for ins in (f"{M}m16n8k32.row.col.s32.s8.s8.s32", f"{M}m16n8k32.row.col.f32.e4m3.e5m2.f32",
                f"{M}m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32",
                f"{M}m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e2m3.e2m1.f32.ue8m0"):
        _check(ptxemu.layout(ins, "a"), 4, 16, lambda ln, g, q, i: g if (i < 4 or 8 <= i < 12) else g + 8,
               lambda ln, g, q, i: q * 4 + (i & 3) + (16 if i >= 8 else 0))
        _check(ptxemu.layout(ins, "b"), 4, 8, lambda ln, g, q, i: q * 4 + (i & 3) + (16 if i >= 4 else 0),
               lambda ln, g, q, i: g)
        _c16x8(ptxemu.layout(ins, "d"), 1)


# 9.7.14.5.11-13 m16n8k64 / k128 / k256 ---------------------------------------------------------
def test_m16n8k64_k128_k256():
    for ins in (f"{M}m16n8k64.row.col.s32.s4.s4.s32",
                f"{M}m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3"):
        _check(ptxemu.layout(ins, "a"), 8, 32, lambda ln, g, q, i: g if (i < 8 or 16 <= i < 24) else g + 8,
               lambda ln, g, q, i: q * 8 + (i & 7) + (32 if i >= 16 else 0))
        _check(ptxemu.layout(ins, "b"), 8, 16, lambda ln, g, q, i: q * 8 + (i & 7) + (32 if i >= 8 else 0),
               lambda ln, g, q, i: g)
        _c16x8(ptxemu.layout(ins, "c"), 1)
    ins = f"{M}m16n8k128.row.col.s32.b1.b1.s32.and.popc"
    _check(ptxemu.layout(ins, "a"), 32, 64, lambda ln, g, q, i: g if i < 32 else g + 8,
           lambda ln, g, q, i: q * 32 + (i & 31))
    _check(ptxemu.layout(ins, "b"), 32, 32, lambda ln, g, q, i: q * 32 + i, lambda ln, g, q, i: g)
    ins = f"{M}m16n8k256.row.col.s32.b1.b1.s32.and.popc"
    # The manual prints "col = (threadID_in_group * 32) + i for ai where i < 64", which would put
    # a32..a63 outside their 32-column quad slice; (i & 0x1F), as in k128 and the i >= 64 branch,
    # is the only reading that covers K=256 exactly once.
    _check(ptxemu.layout(ins, "a"), 32, 128, lambda ln, g, q, i: g if (i < 32 or 64 <= i < 96) else g + 8,
           lambda ln, g, q, i: q * 32 + (i & 31) + (128 if i >= 64 else 0))
    _check(ptxemu.layout(ins, "b"), 32, 64, lambda ln, g, q, i: q * 32 + (i & 31) + (128 if i >= 32 else 0),
           lambda ln, g, q, i: g)


def test_container_placement_f8f6f4():
    """Manual 9.7.14.5.14: in .kind::f8f6f4 e2m1 sits in the central 4 bits of its byte,
    e3m2/e2m3 in the low 6 bits; with .kind::mxf4(nvf4) e2m1 is packed 8 per register."""
    L = ptxemu.layout(f"{M}m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32", "a")
    A = np.zeros((16, 32), np.uint8)
    A[0, 0] = 0xF  # lane 0, reg 0, byte 0
    A[0, 1] = 0x1  # lane 0, reg 0, byte 1
    assert L.to_registers(A)[0, 0] == (0xF << 2) | (0x1 << 10)
    B = ptxemu.layout(f"{M}m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32", "b")
    Bm = np.zeros((32, 8), np.uint8)
    Bm[1, 0] = 0x3F
    assert B.to_registers(Bm)[0, 0] == 0x3F << 8
    mx = f"{M}m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0"
    L4 = ptxemu.layout(mx, "a")
    A = np.zeros((16, 64), np.uint8)
    A[0, 1] = 0x9
    assert L4.to_registers(A)[0, 0] == 0x90


def test_f16x2_lower_half_is_first_element():
    """Manual: '.f16x2 registers ... elements (low to high)': a0 in bits 0-15."""
    L = ptxemu.layout(f"{M}m16n8k16.row.col.f32.f16.f16.f32", "a")
    A = np.zeros((16, 16), np.uint16)
    A[0, 0], A[0, 1] = 0x1111, 0x2222  # a0, a1 of lane 0
    assert L.to_registers(A)[0, 0] == 0x22221111
