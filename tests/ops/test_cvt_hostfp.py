"""cvt through run_instruction against NVIDIA's host conversion code (tests/data/hostfp).

The host functions are the reference C paths of cuda_fp16/bf16/fp8/fp6/fp4.h (recorded by
tools/truth/hostfp/record.py). Each PTX form is checked on the recorded inputs including the
operand placement (a -> upper slot): a gets the input array, b gets it reversed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "hostfp"


@pytest.fixture(scope="module")
def small():
    return np.load(DATA / "small.npz")


@pytest.fixture(scope="module")
def ex16():
    return np.load(DATA / "exhaustive16.npz")


X2_F32 = [  # PTX form, host column, slot bits
    ("cvt.rn.satfinite.e4m3x2.f32 d, a, b;", "e4m3_sat", 8),
    ("cvt.rn.satfinite.e5m2x2.f32 d, a, b;", "e5m2_sat", 8),
    ("cvt.rn.satfinite.e2m3x2.f32 d, a, b;", "e2m3_rn", 8),
    ("cvt.rn.satfinite.e3m2x2.f32 d, a, b;", "e3m2_rn", 8),
    ("cvt.rn.satfinite.e2m1x2.f32 d, a, b;", "e2m1_rn", 4),
    ("cvt.rz.satfinite.ue8m0x2.f32 d, a, b;", "ue8m0_rz_sat", 8),
    ("cvt.rz.ue8m0x2.f32 d, a, b;", "ue8m0_rz_nosat", 8),
    ("cvt.rp.satfinite.ue8m0x2.f32 d, a, b;", "ue8m0_rp_sat", 8),
    ("cvt.rp.ue8m0x2.f32 d, a, b;", "ue8m0_rp_nosat", 8),
    ("cvt.rn.f16x2.f32 d, a, b;", "f16_rn", 16),
    ("cvt.rz.f16x2.f32 d, a, b;", "f16_rz", 16),
    ("cvt.rn.bf16x2.f32 d, a, b;", "bf16_rn", 16),
    ("cvt.rz.bf16x2.f32 d, a, b;", "bf16_rz", 16),
]


@pytest.mark.parametrize("form,col,w", X2_F32, ids=[f[0].split()[0] for f in X2_F32])
def test_x2_from_f32(small, form, col, w):
    x = small["x"]
    a, b = x, x[::-1].copy()
    want_a = small[col].astype(np.uint64)
    want_b = want_a[::-1]
    got = ptxemu.run_instruction(form, a=a, b=b)["d"].astype(np.uint64)
    mask = np.uint64((1 << w) - 1)
    assert np.array_equal(got >> np.uint64(w), want_a)
    assert np.array_equal(got & mask, want_b)
    # float32 arrays give the same bits as raw uint32 bits
    got_f = ptxemu.run_instruction(form, a=a.view(np.float32), b=b.view(np.float32))["d"]
    assert np.array_equal(got_f.astype(np.uint64), got)


@pytest.mark.parametrize("form,col", [
    ("cvt.rn.f16.f32 d, a;", "f16_rn"), ("cvt.rz.f16.f32 d, a;", "f16_rz"),
    ("cvt.rm.f16.f32 d, a;", "f16_rm"), ("cvt.rp.f16.f32 d, a;", "f16_rp"),
    ("cvt.rn.bf16.f32 d, a;", "bf16_rn"), ("cvt.rz.bf16.f32 d, a;", "bf16_rz"),
    ("cvt.rm.bf16.f32 d, a;", "bf16_rm"), ("cvt.rp.bf16.f32 d, a;", "bf16_rp"),
])
def test_scalar_f16_bf16_from_f32(small, form, col):
    got = ptxemu.run_instruction(form, a=small["x"])["d"]
    assert got.dtype == np.uint16
    assert np.array_equal(got, small[col])


@pytest.mark.parametrize("src", ["f16", "bf16"])
@pytest.mark.parametrize("fmt", ["e4m3", "e5m2"])
def test_f8x2_from_half2_exhaustive(ex16, fmt, src):
    # per element the host's __nv_cvt_{half,bfloat16}raw_to_fp8(x, __NV_SATFINITE); bf16x2: PTX 9.1
    h = np.arange(1 << 16, dtype=np.uint32)
    word = (h << np.uint32(16)) | h[::-1]
    got = ptxemu.run_instruction(f"cvt.rn.satfinite.{fmt}x2.{src}x2 d, a;", a=word)["d"]
    want = ex16[f"{src}_{fmt}_sat"].astype(np.uint16)
    assert np.array_equal(got >> np.uint16(8), want)
    assert np.array_equal(got & np.uint16(0xFF), want[::-1])


@pytest.mark.parametrize("rnd", ["rz", "rp"])
@pytest.mark.parametrize("sat", [True, False])
def test_ue8m0x2_from_bf16x2_exhaustive(ex16, rnd, sat):
    h = np.arange(1 << 16, dtype=np.uint32)
    word = (h << np.uint32(16)) | h[::-1]
    form = f"cvt.{rnd}{'.satfinite' if sat else ''}.ue8m0x2.bf16x2 d, a;"
    got = ptxemu.run_instruction(form, a=word)["d"]
    want = ex16[f"bf16_ue8m0_{rnd}_{'sat' if sat else 'nosat'}"].astype(np.uint16)
    assert np.array_equal(got >> np.uint16(8), want)
    assert np.array_equal(got & np.uint16(0xFF), want[::-1])


@pytest.mark.parametrize("fmt,bits", [("e4m3", 8), ("e5m2", 8), ("e2m3", 6), ("e3m2", 6), ("e2m1", 4)])
def test_f16x2_from_narrow_all_pairs(ex16, fmt, bits):
    n = 1 << bits
    hi, lo = np.meshgrid(np.arange(n), np.arange(n), indexing="ij")
    hi, lo = hi.ravel().astype(np.uint32), lo.ravel().astype(np.uint32)
    slot = 4 if bits == 4 else 8
    word = (hi << np.uint32(slot)) | lo
    word = word.astype(np.uint8 if bits == 4 else np.uint16)
    got = ptxemu.run_instruction(f"cvt.rn.f16x2.{fmt}x2 d, a;", a=word)["d"]
    table = ex16[f"dec_{fmt}"].astype(np.uint32)
    assert np.array_equal(got, (table[hi] << np.uint32(16)) | table[lo])


def test_bf16x2_from_ue8m0x2_all_pairs(ex16):
    hi, lo = np.meshgrid(np.arange(256), np.arange(256), indexing="ij")
    hi, lo = hi.ravel().astype(np.uint32), lo.ravel().astype(np.uint32)
    got = ptxemu.run_instruction("cvt.rn.bf16x2.ue8m0x2 d, a;", a=((hi << 8) | lo).astype(np.uint16))["d"]
    table = ex16["dec_ue8m0"].astype(np.uint32)
    assert np.array_equal(got, (table[hi] << np.uint32(16)) | table[lo])


@pytest.mark.parametrize("src", ["f16", "bf16"])
def test_f32_from_16bit_exhaustive(ex16, src):
    codes = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    got = ptxemu.run_instruction(f"cvt.f32.{src} d, a;", a=codes)["d"]
    assert np.array_equal(got, ex16[f"{src}_f32"])


@pytest.mark.parametrize("fmt", ["e2m1", "e2m3", "e3m2"])
@pytest.mark.parametrize("src", ["f16", "bf16"])
def test_f4x2_f6x2_from_packed_16bit_exhaustive(ex16, fmt, src):
    # PTX 9.1 forms; per element the host's __nv_cvt_{halfraw,bfloat16raw}_to_fp{4,6}(x, rn)
    h = np.arange(1 << 16, dtype=np.uint32)
    word = (h << np.uint32(16)) | h[::-1]
    got = ptxemu.run_instruction(f"cvt.rn.satfinite.{fmt}x2.{src}x2 d, a;", a=word)["d"]
    want = ex16[f"{src}_{fmt}_rn"].astype(np.uint16)
    w = 4 if fmt == "e2m1" else 8
    assert got.dtype == (np.uint8 if fmt == "e2m1" else np.uint16)
    got = got.astype(np.uint16)
    assert np.array_equal(got >> np.uint16(w), want)
    assert np.array_equal(got & np.uint16((1 << w) - 1), want[::-1])


@pytest.mark.parametrize("fmt,bits", [("e4m3", 8), ("e5m2", 8), ("e2m3", 6), ("e3m2", 6), ("e2m1", 4)])
def test_bf16x2_from_narrow_all_codes(ex16, fmt, bits):
    # PTX 9.2 forms; every narrow value is exact in bf16, so the host's f16 decode value is the
    # truth (re-expressed in bf16); NaN -> 0x7fff (the canonical NaN, as f16x2.e4m3x2 on the H100)
    import ml_dtypes

    codes = np.arange(1 << bits, dtype=np.uint32)
    slot = 4 if bits == 4 else 8
    word = ((codes << np.uint32(slot)) | codes[::-1]).astype(np.uint8 if bits == 4 else np.uint16)
    got = ptxemu.run_instruction(f"cvt.rn.bf16x2.{fmt}x2 d, a;", a=word)["d"]
    # the host's f16 results, re-expressed exactly in bf16 by ml_dtypes; NaN -> 0x7fff (docs/formats.md)
    host_vals = ex16[f"dec_{fmt}"].astype(np.uint16).view(np.float16).astype(np.float32)
    want = host_vals.astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)
    want[np.isnan(host_vals)] = 0x7FFF
    assert np.array_equal(got >> np.uint32(16), want)
    assert np.array_equal(got & np.uint32(0xFFFF), want[::-1])
