"""Shared by the hardware probe (tools/truth/layout_probe.py) and the tests that read its data.

Holds no layout knowledge: only how the probe's inputs are made (shared-memory images as a
pure function of the byte address, small-integer element codes) and how to decode the small
integers back. The tests map raw registers / bytes through ptxemu's tables and compare.
"""

from __future__ import annotations

import numpy as np

# codes of the small integers VALUES in each element type (exact in every type used)
VALUES = np.array([0, 1, 2, -1, -2])
CODES: dict[str, list[int]] = {
    "f16": [0x0000, 0x3C00, 0x4000, 0xBC00, 0xC000],
    "bf16": [0x0000, 0x3F80, 0x4000, 0xBF80, 0xC000],
    "tf32": [0x00000000, 0x3F800000, 0x40000000, 0xBF800000, 0xC0000000],
    "e4m3": [0x00, 0x38, 0x40, 0xB8, 0xC0],
    "e5m2": [0x00, 0x3C, 0x40, 0xBC, 0xC0],
    "s8": [0x00, 0x01, 0x02, 0xFF, 0xFE],
    "u8": [0x00, 0x01, 0x02, 0x03, 0x04],  # values 0..4
    "s4": [0x0, 0x1, 0x2, 0xF, 0xE],
    "u4": [0x0, 0x1, 0x2, 0x3, 0x4],
    "f64": [0x0, 0x3FF0000000000000, 0x4000000000000000, 0xBFF0000000000000, 0xC000000000000000],
    "f32": [0x00000000, 0x3F800000, 0x40000000, 0xBF800000, 0xC0000000],
    "s32": [0, 1, 2, 0xFFFFFFFF, 0xFFFFFFFE],
}
BITS = {"f16": 16, "bf16": 16, "tf32": 32, "f32": 32, "s32": 32, "f64": 64, "e4m3": 8, "e5m2": 8,
        "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}


def hash32(x: np.ndarray) -> np.ndarray:
    """The image hash: ((x * 2654435761) mod 2^32) >> 16."""
    return ((np.asarray(x, dtype=np.uint64) * np.uint64(2654435761)) & np.uint64(0xFFFFFFFF)) >> np.uint64(16)


def image(nbytes: int, etype: str, salt: int = 0) -> np.ndarray:
    """Shared-memory image (uint8[nbytes]): each element at byte address a holds the code of
    VALUES[hash(a + salt) % 5]; b1 images hold hash bytes."""
    if etype == "b1":
        return (hash32(np.arange(nbytes) + salt) & np.uint64(0xFF)).astype(np.uint8)
    eb = BITS[etype] // 8
    addr = np.arange(0, nbytes, eb)
    codes = np.array(CODES[etype], dtype=np.uint64)[hash32(addr + salt) % np.uint64(5)]
    out = np.zeros(nbytes, np.uint8)
    for j in range(eb):  # little-endian
        out[j::eb] = (codes >> np.uint64(8 * j)) & np.uint64(0xFF)
    return out


def read_elements(img: np.ndarray, addr: np.ndarray, etype: str) -> np.ndarray:
    """Element codes at byte addresses (bit addresses for b1) from a uint8 image."""
    if etype == "b1":
        return ((img[addr // 8] >> (addr % 8).astype(np.uint8)) & 1).astype(np.uint8)
    eb = BITS[etype] // 8
    v = np.zeros(addr.shape, np.uint64)
    for j in range(eb):
        v |= img[addr + j].astype(np.uint64) << np.uint64(8 * j)
    return v


def decode_int(codes: np.ndarray, etype: str) -> np.ndarray:
    """Element codes -> exact integers (float64 holds them exactly)."""
    codes = np.asarray(codes).astype(np.uint64)
    if etype == "b1":
        return codes.astype(np.float64)
    if etype in ("u8", "u4"):
        return codes.astype(np.float64)
    if etype in ("s8", "s4"):
        b = BITS[etype]
        v = codes.astype(np.int64)
        return np.where(v >= 1 << (b - 1), v - (1 << b), v).astype(np.float64)
    if etype == "s32":
        return codes.astype(np.uint32).view(np.int32).astype(np.float64)
    if etype in ("f32", "tf32"):
        return codes.astype(np.uint32).view(np.float32).astype(np.float64)
    if etype == "f16":
        return codes.astype(np.uint16).view(np.float16).astype(np.float64)
    if etype == "bf16":
        return (codes.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)
    if etype == "f64":
        return codes.view(np.float64)
    if etype in ("e4m3", "e5m2"):
        table = {c: v for c, v in zip(CODES[etype], VALUES, strict=True)}
        return np.vectorize(lambda c: float(table[int(c)]))(codes)
    raise KeyError(etype)


def random_codes(rng: np.random.Generator, shape, etype: str) -> np.ndarray:
    if etype == "b1":
        return rng.integers(0, 2, size=shape).astype(np.uint8)
    return np.array(CODES[etype], dtype=np.uint64)[rng.integers(0, 5, size=shape)]
