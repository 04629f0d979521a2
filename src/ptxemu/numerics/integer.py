"""Integer and single-bit tensor-core arithmetic: exact sums, then wrap or saturate to s32."""

from __future__ import annotations

import numpy as np

INT32_MIN, INT32_MAX = -(1 << 31), (1 << 31) - 1


def int_values(codes: np.ndarray, typ: str) -> np.ndarray:
    """Element codes (uint8, value in the low bits) -> int64 values."""
    c = np.asarray(codes).astype(np.int64)
    if typ == "s8":
        return ((c & 0xFF) ^ 0x80) - 0x80
    if typ == "u8":
        return c & 0xFF
    if typ == "s4":
        return ((c & 0xF) ^ 0x8) - 0x8
    if typ == "u4":
        return c & 0xF
    if typ == "b1":
        return c & 1
    if typ == "s32":
        return ((c & 0xFFFFFFFF) ^ 0x80000000) - 0x80000000
    raise ValueError(typ)


def int_mma(A: np.ndarray, B: np.ndarray, C: np.ndarray, atype: str, btype: str, *, satfinite: bool,
            bitop: str | None, use_c: np.ndarray) -> np.ndarray:
    """D = A·B + C (or popc(A op B) + C) on s32 accumulators; -> uint32 codes.

    The sum is formed exactly (int64 cannot overflow: |A·B| < 2**24 for every form) and only the
    final value wraps or saturates (hardware truth: tests/data/mma int32-overflow cases).
    """
    a = int_values(A, atype)
    b = int_values(B, btype)
    if bitop == "xor":
        prod = a @ (1 - b) + (1 - a) @ b
    else:  # "and" for b1 is the ordinary product of 0/1 values
        prod = a @ b
    c = np.where(use_c, int_values(C, "s32"), 0)
    s = prod + c
    if satfinite:
        s = np.clip(s, INT32_MIN, INT32_MAX)
    return (s & 0xFFFFFFFF).astype(np.uint32)
