"""Matrices <-> the flat register buffers and shared-memory images of the verify kernels.

Every placement comes from the layouts layer (ptxemu.layout and ptxemu.layouts.smem), the one
source of layouts in ptxemu; this module only batches them: mma.sync m8n8k4 .f16 runs four
independent MMAs per warp (one per quad pair), so a batch of 4*W matrices fills W warps.
"""

from __future__ import annotations

import numpy as np

from ptxemu.layouts import Layout, layout, smem
from ptxemu.layouts.core import quad_from_registers, quad_to_registers
from ptxemu.ops.mma_dense import DenseForm, elem_bits

# the no-swizzle K-major layout the wgmma verify kernels use for A and B
LBO = 128  # bytes from one 16-byte K chunk to the next


def wgmma_descriptor(form: DenseForm, start: int = 0) -> smem.Descriptor:
    kbytes = form.k * elem_bits(form.atype) // 8
    return smem.Descriptor(start_address=start, lbo=LBO, sbo=8 * kbytes, base_offset=0, swizzle=16)


def quad_pair(form: DenseForm) -> bool:
    return form.family == "mma" and form.m == 8 and form.k == 4 and form.atype == "f16"


def to_registers(L: Layout, M: np.ndarray, quad: bool = False) -> np.ndarray:
    """(batch, R, C) codes -> (warps, threads, regs); quad: 4 matrices per warp, one per quad pair."""
    return quad_to_registers(L, M) if quad else L.to_registers(M)


def from_registers(L: Layout, R: np.ndarray, quad: bool = False) -> np.ndarray:
    return quad_from_registers(L, R) if quad else L.from_registers(R)


def smem_image(form: DenseForm, operand: str, M: np.ndarray) -> np.ndarray:
    """(batch, rows, cols) codes of operand 'a' (M x K) or 'b' (K x N) -> (batch, bytes) image."""
    bits = elem_bits(form.atype)
    rows, cols = M.shape[-2:]
    d = wgmma_descriptor(form)
    off = smem.element_offsets(d, operand, "K", rows, cols, bits, unit="bit").ravel()
    nbytes = rows * cols * bits // 8
    b = M.shape[0]
    vals = M.reshape(b, -1).astype(np.uint64) & np.uint64((1 << bits) - 1)
    img = np.zeros((b, nbytes), np.uint8)
    if bits >= 8:
        for j in range(bits // 8):  # little-endian bytes of each element
            img[:, off // 8 + j] = ((vals >> np.uint64(8 * j)) & np.uint64(0xFF)).astype(np.uint8)
    else:
        for s in range(8 // bits):  # elements sharing a byte: one bit position at a time
            sel = (off % 8) == s * bits
            img[:, off[sel] // 8] |= (vals[:, sel] << np.uint64(s * bits)).astype(np.uint8)
    return img


def d_layout(form: DenseForm) -> Layout:
    return layout(form.name, "d")


def operand_layout(form: DenseForm, operand: str) -> Layout:
    return layout(form.name, operand)
