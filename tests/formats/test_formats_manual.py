"""Format facts and hand-worked cases from the PTX ISA 9.0 manual (5.2.3, 9.7.9.21)."""

from __future__ import annotations

import numpy as np
import pytest

from ptxemu.formats import FORMATS, decode, encode, pack, unpack


@pytest.mark.parametrize(
    "name,max_finite,min_sub,nan_code",
    [  # values worked by hand from each format's bit layout
        ("e4m3", 448.0, 2.0**-9, 0x7F),
        ("e5m2", 57344.0, 2.0**-16, 0x7F),
        ("e3m2", 28.0, 2.0**-4, None),
        ("e2m3", 7.5, 2.0**-3, None),
        ("e2m1", 6.0, 0.5, None),
        ("ue8m0", 2.0**127, 2.0**-127, 0xFF),
        ("ue4m3", 448.0, 2.0**-9, 0x7F),
        ("f16", 65504.0, 2.0**-24, 0x7FFF),
        ("bf16", (2 - 2.0**-7) * 2.0**127, 2.0**-133, 0x7FFF),
    ],
)
def test_format_facts(name, max_finite, min_sub, nan_code):
    f = FORMATS[name]
    assert f.max_finite == max_finite
    assert f.min_subnormal == min_sub
    if nan_code is not None:
        assert f.nan_code == nan_code
        assert np.isnan(decode(np.array([nan_code]), f))[0]


def test_e4m3_nan_codes_only_7f_ff():
    v = decode(np.arange(256), "e4m3")
    assert sorted(np.flatnonzero(np.isnan(v)).tolist()) == [0x7F, 0xFF]
    assert not np.isinf(v).any()


def test_ue8m0_all_powers_of_two_no_zero():
    v = decode(np.arange(255), "ue8m0")
    assert np.array_equal(v, 2.0 ** (np.arange(255) - 127.0))
    assert np.isnan(decode(np.array([0xFF]), "ue8m0"))[0]


def test_fp4_fp6_have_no_inf_nan():
    for n in ("e2m1", "e2m3", "e3m2"):
        v = decode(np.arange(1 << FORMATS[n].bits), n)
        assert np.isfinite(v).all()


def test_decode_rejects_wide_codes():
    with pytest.raises(ValueError):
        decode(np.array([0x40]), "e2m3")  # 6-bit format, bit 6 set


def test_satfinite_rules_by_hand():
    # 9.7.9.21 .satfinite: |x| > MAX -> sign-preserved MAX; fp4/fp6 NaN -> +MAX_NORM
    x = np.array([1e9, -1e9, np.inf, -np.inf, np.nan])
    assert encode(x, "e2m1", satfinite=True).tolist() == [0x7, 0xF, 0x7, 0xF, 0x7]
    assert encode(x, "e3m2", satfinite=True).tolist() == [0x1F, 0x3F, 0x1F, 0x3F, 0x1F]
    assert encode(x, "e4m3", satfinite=True).tolist() == [0x7E, 0xFE, 0x7E, 0xFE, 0x7F]
    assert encode(x, "e5m2", satfinite=True).tolist() == [0x7B, 0xFB, 0x7B, 0xFB, 0x7F]
    assert encode(x, "f16", satfinite=True).tolist() == [0x7BFF, 0xFBFF, 0x7BFF, 0xFBFF, 0x7FFF]
    # without satfinite f16 overflows to inf under rn; rz stays at MAX (IEEE 754 7.4)
    assert encode(x[:2], "f16", "rn").tolist() == [0x7C00, 0xFC00]
    assert encode(x[:2], "f16", "rz").tolist() == [0x7BFF, 0xFBFF]
    assert encode(x[:2], "f16", "rm").tolist() == [0x7BFF, 0xFC00]
    assert encode(x[:2], "f16", "rp").tolist() == [0x7C00, 0xFBFF]


def test_roundings_by_hand_e2m1():
    # e2m1 values 0 .5 1 1.5 2 3 4 6; 2.5 is a tie between 2 (even, 0x4) and 3 (0x5)
    x = np.array([2.5, -2.5, 2.25, 5.0, 0.25, 0.75])
    assert encode(x, "e2m1", "rn", satfinite=True).tolist() == [0x4, 0xC, 0x4, 0x6, 0x0, 0x2]
    assert encode(x, "e2m1", "rna", satfinite=True).tolist() == [0x5, 0xD, 0x4, 0x7, 0x1, 0x2]
    assert encode(x, "e2m1", "rz", satfinite=True).tolist() == [0x4, 0xC, 0x4, 0x6, 0x0, 0x1]
    assert encode(x, "e2m1", "rp", satfinite=True).tolist() == [0x5, 0xC, 0x5, 0x7, 0x1, 0x2]
    assert encode(x, "e2m1", "rm", satfinite=True).tolist() == [0x4, 0xD, 0x4, 0x6, 0x0, 0x1]


def test_relu_and_signed_zero():
    x = np.array([-1.0, -0.0, 0.0, -1e-30, np.nan])
    assert encode(x, "f16", "rn", relu=True).tolist() == [0, 0, 0, 0, 0x7FFF]
    assert encode(x[:4], "f16", "rn").tolist() == [0xBC00, 0x8000, 0, 0x8000]


def test_rs_by_hand_bf16():
    # 1 + 2^-8 in bf16: the discarded 16 bits are 0x8000; rbits 0x7fff -> no carry, 0x8000 -> carry
    x = np.array([1 + 2.0**-8] * 2, dtype=np.float32)
    out = encode(x, "bf16", "rs", rbits=np.array([0x7FFF, 0x8000]))
    assert out.tolist() == [0x3F80, 0x3F81]


def test_pack_placement_a_upper():
    assert pack([np.uint8(0x3), np.uint8(0xA)], "e2m1") == 0x3A
    assert pack([np.uint8(0x12), np.uint8(0x34)], "e4m3") == 0x1234
    assert pack([np.uint8(1), np.uint8(2), np.uint8(3), np.uint8(4)], "e2m1") == 0x1234
    assert pack([np.uint8(0x3F), np.uint8(0x01)], "e2m3") == 0x3F01
    assert pack([np.uint16(0x3C00), np.uint16(0xBC00)], "f16") == 0x3C00BC00
    assert [int(v) for v in unpack(np.uint32(0x11223344), 4, "e4m3")] == [0x11, 0x22, 0x33, 0x44]
