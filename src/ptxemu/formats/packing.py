"""Packing element codes into registers with the PTX manual's placement.

PTX ISA 9.7.9.21: in every x2/x4 form the first operand (a) goes to the most significant
slot: d[15:8]=a, d[7:0]=b for e4m3x2; d[7:4]=a, d[3:0]=b for e2m1x2; d[31:24]=a ... d[7:0]=f
for x4. fp6 values sit in 8-bit slots with the 2 MSBs zero (5.2.3). f16x2/bf16x2 use 16-bit
slots (a -> upper half).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ptxemu.formats.table import Format, get_format

_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def slot_bits(fmt: Format | str) -> int:
    """Width of one element's slot in a packed register (fp6 -> 8 with 2 zero MSBs)."""
    f = fmt if isinstance(fmt, Format) else get_format(fmt)
    if f.name == "tf32":
        return 32
    for w in (4, 8, 16, 32, 64):
        if f.bits <= w:
            return w
    raise ValueError(f"no slot for {f.name}")


def pack(codes: Sequence[np.ndarray], fmt: Format | str) -> np.ndarray:
    """Pack element codes, most significant first ([a, b] -> a in the upper slot)."""
    w = slot_bits(fmt)
    total = w * len(codes)
    if total not in _UINT:
        raise ValueError(f"{len(codes)} x {w}-bit slots do not make a register")
    out_t = _UINT[total]
    arrs = [np.asarray(c) for c in codes]
    shape = np.broadcast_shapes(*(a.shape for a in arrs))
    out = np.broadcast_to(arrs[0], shape).astype(out_t)
    for c in arrs[1:]:
        out = out << out_t(w)
        out |= c.astype(out_t, copy=False)  # broadcasts like the operands do
    return out


def unpack(word, n: int, fmt: Format | str) -> list[np.ndarray]:
    """Split a packed register into n element codes, most significant first."""
    w = slot_bits(fmt)
    f = fmt if isinstance(fmt, Format) else get_format(fmt)
    a = np.asarray(word).astype(np.uint64)
    mask = np.uint64((1 << w) - 1)
    store = f.storage
    return [((a >> np.uint64((n - 1 - i) * w)) & mask).astype(store) for i in range(n)]


def packed_row_bits(index, bits: int):
    """Bit offset of code `index` (0..15) in a 16-byte chunk of the padded 4/6-bit packings
    (.b4x16_p64, .b6x16_p32): LSB-first, code e in bits [e*bits, (e+1)*bits), the padding after
    the 16 codes. The manual's figures (9.7.14.5.15 ldmatrix, 9.7.16.9.1 tcgen05 decompression,
    9.7.16.10.4.4 tcgen05 operands) are missing here: this order is ptxemu's reading."""
    return np.asarray(index) * bits
