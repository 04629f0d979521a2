"""Shared-memory matrix layouts addressed by wgmma (and tcgen05) matrix descriptors.

Source: PTX ISA 9.0 9.7.15.5.1.2 "Shared Memory Matrix Layout" (canonical layouts in CuTe
notation, LBO/SBO definitions) and 9.7.15.5.1.2.2 "Matrix Descriptor Format"; tcgen05 variant
9.7.16.4.1. The model, in bytes, with T = 128/element-bits elements per 16-byte chunk and W the
swizzle width (16 for no swizzle, else 32/64/128):

  K-major  (MN index i, K index k):
      none:     (i%8)*16 + (i//8)*SBO + (k//T)*LBO + (k%T)*eb
      swizzled: (i%8)*W  + (i//8)*SBO + (k//T)*16  + (k%T)*eb          (LBO unused)
  MN-major:
      none:     (i%T)*eb + (i//T)*SBO + (k%8)*16 + (k//8)*LBO
      swizzled: (i%T)*eb + ((i//T) % (W/16))*16 + ((i//T) // (W/16))*LBO + (k%8)*W + (k//8)*SBO

tcgen05's swizzle code 1, "128-Byte with 32B atomic swizzling" (9.7.16.4.1 Table 40), MN-major
only (9.7.16.10.6 Table 53: an 8x4 atom of 16-byte elements, 8 along MN, 4 along K; no K-major
atom, so K-major raises Unsupported): the manual gives no canonical layout for it, so ASSUMPTION
(docs/layouts.md) the MN-major 128B row with 4 K rows per atom in place of 8,
    (i%T)*eb + ((i//T) % 8)*16 + ((i//T) // 8)*LBO + (k%4)*128 + (k//4)*SBO,
swizzled by the 32B-atomicity pattern of 5.5.7 (swizzle_address, atomicity 1: address bits 5-6
XOR ((address >> 7) - base_offset) mod 4), as CuTe's UMMA descriptor for Layout_MN_SW128_32B_Atom
(Swizzle<2,5,2>, ((8,n),(4,k)) in 16-byte units) describes it.

The address is start + offset; the swizzle (CuTe Swizzle<b,4,3>, b = log2(W/16)) then XORs
address bits [4, 4+b) with ((address >> 7) - base_offset) mod 2^b, i.e. with the row of the
8-row pattern counted from the pattern start that the descriptor's base offset names. That
reading of "base offset = (pattern start addr >> 0x7) & 0x7" is measured, not assumed: of the
three candidate readings (ignore it, add it, subtract it) only subtraction matched the 126
recorded H100 wgmma cases with a non-zero base offset (tests/data/layouts, see
tools/truth/layout_probe.py); the no-swizzle mode ignores the field, as the manual says.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.errors import PtxError, Unsupported

# wgmma descriptor bits 62-63 -> swizzle width in bytes (16 = none)
_WGMMA_SWIZZLE = {0: 16, 1: 128, 2: 64, 3: 32}
# tcgen05 descriptor bits 61-63 (9.7.16.4.1 Table 40); 1 = 128B with 32B atomicity
_TCGEN05_SWIZZLE = {0: 16, 2: 128, 4: 64, 6: 32, 1: -128}
SWIZZLE_NAMES = {16: "none", 32: "32B", 64: "64B", 128: "128B", -128: "128B_base32B"}


@dataclass(frozen=True)
class Descriptor:
    """Decoded matrix descriptor; addresses and offsets in bytes."""

    start_address: int
    lbo: int
    sbo: int
    base_offset: int
    swizzle: int  # swizzle width in bytes: 16 (none), 32, 64, 128
    lbo_mode: int = 0  # tcgen05 only: 1 = LBO is an absolute address

    @property
    def swizzle_name(self) -> str:
        return SWIZZLE_NAMES[self.swizzle]

    def encode(self, kind: str = "wgmma") -> int:
        """The 64-bit descriptor value (inverse of decode_descriptor)."""
        for name, v in (("start address", self.start_address), ("LBO", self.lbo), ("SBO", self.sbo)):
            if v % 16 or not 0 <= v < (1 << 18):
                raise PtxError(f"descriptor {name} {v:#x} must be 16-byte aligned and < 256 KiB")
        d = (self.start_address >> 4) | ((self.lbo >> 4) << 16) | ((self.sbo >> 4) << 32)
        d |= (self.base_offset & 7) << 49
        if kind == "wgmma":
            code = {v: k for k, v in _WGMMA_SWIZZLE.items()}[self.swizzle]
            return d | (code << 62)
        code = {v: k for k, v in _TCGEN05_SWIZZLE.items()}[self.swizzle]
        return d | (1 << 46) | ((self.lbo_mode & 1) << 52) | (code << 61)


def decode_descriptor(desc: int, kind: str = "wgmma") -> Descriptor:
    """Fields of a 64-bit wgmma (default) or tcgen05 shared-memory matrix descriptor."""
    desc = int(desc) & ((1 << 64) - 1)
    start = (desc & 0x3FFF) << 4
    lbo = ((desc >> 16) & 0x3FFF) << 4
    sbo = ((desc >> 32) & 0x3FFF) << 4
    base = (desc >> 49) & 7
    if kind == "wgmma":
        return Descriptor(start, lbo, sbo, base, _WGMMA_SWIZZLE[(desc >> 62) & 3])
    if kind == "tcgen05":
        code = (desc >> 61) & 7
        if code not in _TCGEN05_SWIZZLE:
            raise PtxError(f"tcgen05 descriptor swizzle mode {code} is invalid (3, 5, 7)")
        return Descriptor(start, lbo, sbo, base, _TCGEN05_SWIZZLE[code], (desc >> 52) & 1)
    raise PtxError(f"unknown descriptor kind {kind!r} (wgmma, tcgen05)")


# 128B swizzle atomicity (manual 5.5.7 "Swizzling Modes", Table 14; tensormap.replace's codes):
# code -> (bytes kept intact, rows of 128 bytes before the pattern repeats, 8-byte flip)
ATOMICITIES = {0: (16, 8, False), 1: (32, 4, False), 2: (32, 4, True), 3: (64, 2, False)}


def swizzle_address(addr: np.ndarray, width: int, base_offset: int = 0, atomicity: int = 0) -> np.ndarray:
    """Apply the W-byte swizzle to absolute shared-memory byte addresses (an involution).

    `atomicity` (128B only) is the swizzle atomicity code of manual 5.5.7 (0 16B, 1 32B, 2 32B with
    8B flip, 3 64B). The manual's tables, one row per 128-byte line of 16-byte cells: 32B atomicity
    keeps 32-byte pairs intact and XORs the pair index (address bits 5-6) with the line (bits 7-8),
    the pattern repeating after 4 lines (CuTe's Swizzle<2,5,2>, CUTLASS's
    Layout_MN_SW128_32B_Atom); 64B atomicity XORs the 64-byte half (bit 6) with the line's bit 7,
    repeating after 2 lines; the 8B flip is 32B atomicity plus "a flip of adjacent 8-bytes within
    the 16-byte data at every alternate shared memory line": ASSUMPTION (no figure, no hardware) the
    odd lines of the pattern (line bit 0 = 1) swap the two 8-byte halves, byte address bit 3 ^= 1.
    The line is counted from the pattern start, as the 16B pattern's (minus base_offset)."""
    if width == 16:
        return addr
    if atomicity:
        if width != 128:
            raise PtxError(
                f"swizzle atomicity {atomicity} is valid only with the 128B swizzle, not {width}B "
                "(manual 5.5.7, Table 14)"
            )
        unit, rows, flip = ATOMICITIES[atomicity]
        line = (addr >> 7) - base_offset
        out = addr ^ ((line & (rows - 1)) << (unit.bit_length() - 1))
        if flip:
            out = out ^ ((line & 1) << 3)
        return out
    b = {32: 1, 64: 2, 128: 3}[width]
    mask = (1 << b) - 1
    return addr ^ ((((addr >> 7) - base_offset) & mask) << 4)


def element_offsets(
    desc,
    operand: str,
    major: str,
    rows: int,
    cols: int,
    elem_bits: int,
    *,
    kind: str = "wgmma",
    unit: str = "byte",
) -> np.ndarray:
    """Shared-memory address of every element of the (rows x cols) operand matrix.

    operand 'a': rows = M, cols = K; operand 'b': rows = K, cols = N. `major` is 'K' or 'MN'
    (imm-trans 0 / 1). Returns int64 [rows, cols] byte addresses (bit addresses with
    unit='bit', needed for elements narrower than a byte).
    """
    d = desc if isinstance(desc, Descriptor) else decode_descriptor(desc, kind)
    atom32 = d.swizzle == -128  # tcgen05's "128-Byte with 32B atomic swizzling" (module docstring)
    if atom32 and major.upper() == "K":
        raise Unsupported(
            "tcgen05 descriptor: the 128B swizzle with 32B atomicity for a K-major operand (the manual's "
            "Table 53 gives its swizzle atom for M/N-major only)"
        )
    if d.lbo_mode:
        raise Unsupported("tcgen05 absolute leading-dimension address mode is not modelled")
    if operand not in ("a", "b"):
        raise PtxError(f"descriptor operand must be 'a' or 'b', not {operand!r}")
    major = major.upper()
    if major not in ("K", "MN"):
        raise PtxError(f"major must be 'K' or 'MN', not {major!r}")
    if 128 % elem_bits:
        raise PtxError(f"element bits {elem_bits} do not divide 128")
    if unit == "byte" and elem_bits < 8:
        raise PtxError("elements narrower than a byte need unit='bit'")
    r, c = np.meshgrid(np.arange(rows, dtype=np.int64), np.arange(cols, dtype=np.int64), indexing="ij")
    i, k = (r, c) if operand == "a" else (c, r)  # MN index, K index
    T = 128 // elem_bits
    W = 128 if atom32 else d.swizzle
    krows = 4 if atom32 else 8  # K rows of a swizzle atom (Table 53: 8x4 with 32B atomicity)
    # offsets in bits first (sub-byte elements), chunks in bytes * 8
    if major == "K":
        if W == 16:
            off = (i % 8) * 128 + (i // 8) * d.sbo * 8 + (k // T) * d.lbo * 8 + (k % T) * elem_bits
        else:
            kspan = (cols if operand == "a" else rows) * elem_bits // 8
            if kspan > W:
                raise PtxError(f"K extent {kspan} bytes exceeds the {W}B swizzle atom width")
            off = (i % 8) * W * 8 + (i // 8) * d.sbo * 8 + (k // T) * 128 + (k % T) * elem_bits
    else:
        if W == 16:
            off = (i % T) * elem_bits + (i // T) * d.sbo * 8 + (k % 8) * 128 + (k // 8) * d.lbo * 8
        else:
            per = W // 16
            mc = i // T
            off = (
                (i % T) * elem_bits
                + (mc % per) * 128
                + (mc // per) * d.lbo * 8
                + (k % krows) * W * 8
                + (k // krows) * d.sbo * 8
            )
    bit_addr = d.start_address * 8 + off
    byte_addr = swizzle_address(bit_addr // 8, W, d.base_offset, 1 if atom32 else 0)
    if unit == "bit":
        return byte_addr * 8 + bit_addr % 8
    return byte_addr


def core_matrices(
    desc, operand: str, major: str, rows: int, cols: int, elem_bits: int, kind: str = "wgmma"
) -> np.ndarray:
    """Core-matrix id of every element: the manual's 8-row x 16-byte core matrices, counted
    in the canonical layout's own coordinates (K-major: 8 MN rows x T K elements; MN-major:
    8 K rows x T MN elements), numbered MN block first."""
    if 128 % elem_bits:
        raise PtxError(f"element bits {elem_bits} do not divide 128")
    T = 128 // elem_bits
    r, c = np.meshgrid(np.arange(rows, dtype=np.int64), np.arange(cols, dtype=np.int64), indexing="ij")
    i, k = (r, c) if operand == "a" else (c, r)
    if major.upper() == "K":
        mn_block, k_block, nk = i // 8, k // T, -(-(cols if operand == "a" else rows) // T)
    else:
        mn_block, k_block, nk = i // T, k // 8, -(-(cols if operand == "a" else rows) // 8)
    return mn_block * nk + k_block
