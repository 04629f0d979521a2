"""A 3x5 pixel bitmap font and a pure-Python PNG writer (zlib), so pictures need no extra
dependency. Each glyph is 5 rows of 3 bits (top row first); lower-case letters are drawn as
small capitals."""

from __future__ import annotations

import struct
import zlib

import numpy as np

_GLYPHS = {
    "0": "111101101101111", "1": "010110010010111", "2": "111001111100111", "3": "111001111001111",
    "4": "101101111001001", "5": "111100111001111", "6": "111100111101111", "7": "111001010010010",
    "8": "111101111101111", "9": "111101111001111",
    "a": "010101111101101", "b": "110101110101110", "c": "011100100100011", "d": "110101101101110",
    "e": "111100110100111", "f": "111100110100100", "g": "011100101101011", "h": "101101111101101",
    "i": "111010010010111", "j": "001001001101010", "k": "101101110101101", "l": "100100100100111",
    "m": "101111111101101", "n": "110101101101101", "o": "010101101101010", "p": "110101110100100",
    "q": "010101101110011", "r": "000011100100100", "s": "011100010001110", "t": "111010010010010",
    "u": "101101101101111", "v": "101101101101010", "w": "101101111111101", "x": "101101010101101",
    "y": "101101010010010", "z": "111001010100111",
    ":": "000010000010000", ".": "000000000000010", "-": "000000111000000", "_": "000000000000111",
    "[": "110100100100110", "]": "011001001001011", ",": "000000000010100", "=": "000111000111000",
    "(": "010100100100010", ")": "010001001001010", "/": "001001010100100", "+": "000010111010000",
    "#": "101111101111101", " ": "000000000000000",
}
CHARS = "".join(_GLYPHS)
# glyph cells are 4 wide x 7 high: the 3x5 glyph plus a blank column and blank rows around it
GLYPH_W, GLYPH_H = 4, 7
_BITMAPS = np.zeros((len(CHARS) + 1, GLYPH_H, GLYPH_W), dtype=bool)  # last = unknown (blank)
for _i, _c in enumerate(CHARS):
    _BITMAPS[_i, 1:6, 0:3] = np.array([int(b) for b in _GLYPHS[_c]], dtype=bool).reshape(5, 3)
_INDEX = np.full(128, len(CHARS), dtype=np.int64)
for _i, _c in enumerate(CHARS):
    _INDEX[ord(_c)] = _i
    if _c.isalpha():
        _INDEX[ord(_c.upper())] = _i


def text_bitmap(labels: np.ndarray, width: int) -> np.ndarray:
    """Bitmaps of a grid of labels: str array [R, C] -> bool [R*7, C*(4*width+2)], each label
    left-aligned in its cell with a 1-pixel margin (vectorised over every cell)."""
    R, C = labels.shape
    codes = np.full((R, C, width), len(CHARS), dtype=np.int64)
    flat = labels.astype(f"<U{width}")
    as_int = np.frombuffer(flat.tobytes(), dtype=np.uint32).reshape(R, C, width)
    ok = as_int < 128
    codes[ok] = _INDEX[as_int[ok]]
    g = _BITMAPS[codes]  # [R, C, width, 7, 4]
    g = g.transpose(0, 3, 1, 2, 4).reshape(R, GLYPH_H, C, width * GLYPH_W)
    out = np.zeros((R, GLYPH_H, C, width * GLYPH_W + 2), dtype=bool)
    out[..., 1:-1] = g
    return out.reshape(R * GLYPH_H, C * (width * GLYPH_W + 2))


def write_png(rgb: np.ndarray, level: int = 6) -> bytes:
    """Encode an RGB uint8 image [H, W, 3] as PNG bytes."""
    h, w, _ = rgb.shape
    raw = np.zeros((h, w * 3 + 1), dtype=np.uint8)  # filter byte 0 per row
    raw[:, 1:] = rgb.reshape(h, w * 3)

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw.tobytes(), level)) + chunk(b"IEND", b""))
