"""Integer and single-bit tensor-core arithmetic: exact sums, then wrap or saturate to s32."""

from __future__ import annotations

import numpy as np

INT32_MIN, INT32_MAX = -(1 << 31), (1 << 31) - 1
_BITS = {"s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}


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


def _small_values(codes: np.ndarray, typ: str) -> np.ndarray:
    """Element codes of an 8/4/1-bit type -> float64 values: one conversion pass where the codes
    are the values (u8, s8 as int8, b1/u4 without stray high bits), else a 256-entry table."""
    c = np.asarray(codes).astype(np.uint8, copy=False)
    if typ == "u8" or (typ in ("b1", "u4") and c.size and int(c.max()) < (1 << _BITS[typ])):
        return c.astype(np.float64)
    if typ == "s8":
        return c.view(np.int8).astype(np.float64)
    return _TABLES[typ][c]


_TABLES = {t: int_values(np.arange(256), t).astype(np.float64) for t in _BITS}


def int_mma(A: np.ndarray, B: np.ndarray, C: np.ndarray, atype: str, btype: str, *, satfinite: bool,
            bitop: str | None, use_c: np.ndarray, unmeasured: str | None = None) -> np.ndarray:
    """D = A·B + C (or popc(A op B) + C) on s32 accumulators; -> uint32 codes.

    The sum is formed exactly, by a float64 matrix product (BLAS): every partial sum is an integer
    below 2**53 (|a*b| <= 2**16, K <= 256, |C| < 2**31). Only the final value wraps or saturates
    (hardware truth: tests/data/mma int32-overflow cases).
    """
    a = _small_values(A, atype)
    b = _small_values(B, btype)
    prod = a @ b
    if bitop == "xor":  # popc(a ^ b) = popc(a) + popc(b) - 2 popc(a & b)
        prod = a.sum(axis=-1, keepdims=True) + b.sum(axis=-2, keepdims=True) - 2 * prod
    c = np.asarray(C).astype(np.uint32, copy=False).view(np.int32)
    if not np.all(use_c):
        c = np.where(use_c, c, 0)
    s = prod + c  # still exact in float64 (|s| < 2**33)
    if satfinite and unmeasured is not None:
        # a target whose accumulator was not measured: without .satfinite the low 32 bits of the
        # exact sum are the result whatever the order or width of the additions; with it, only
        # while no partial sum in any order can leave s32 (sum |a*b| + |c| within range)
        bound = np.abs(a) @ np.abs(b) + np.abs(c) if bitop is None else prod + np.abs(c)
        if np.any(bound > INT32_MAX):
            from ptxemu.errors import Unsupported

            raise Unsupported(f"{unmeasured}: partial sums that may leave s32 under .satfinite; how "
                              "this target's accumulator saturates them was only measured on sm_90")
    if satfinite:
        np.clip(s, INT32_MIN, INT32_MAX, out=s)
    return s.astype(np.int64).astype(np.uint32)  # the low 32 bits: s32 wrap-around
