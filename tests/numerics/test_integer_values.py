"""The integer MMA's element decoding shortcuts (numerics/integer.py `_small_values`: a plain
conversion where the codes are the values, else a table) against the bit formulas of the manual,
worked here per type: every one of the 256 byte codes, including stray bits above a 1/4-bit
element, which the element ignores."""

from __future__ import annotations

import numpy as np
import pytest

from ptxemu.numerics.integer import _small_values

_BY_HAND = {
    "u8": lambda c: c,
    "s8": lambda c: c - 256 if c >= 128 else c,
    "u4": lambda c: c & 0xF,
    "s4": lambda c: (c & 0xF) - 16 if c & 0x8 else c & 0xF,
    "b1": lambda c: c & 1,
}


@pytest.mark.parametrize("typ", sorted(_BY_HAND))
def test_every_code(typ: str) -> None:
    codes = np.arange(256, dtype=np.uint8)
    want = np.array([_BY_HAND[typ](int(c)) for c in codes], dtype=np.float64)
    assert np.array_equal(_small_values(codes, typ), want)
    # in-range codes only (the conversion shortcut for b1/u4) give the same values
    small = codes[: 1 << {"u8": 8, "s8": 8, "u4": 4, "s4": 4, "b1": 1}[typ]]
    assert np.array_equal(_small_values(small, typ), want[: small.size])
