"""Where each matrix element sits in the registers / shared memory of the hardware run.

The verify kernels are layout-agnostic: every thread copies flat register buffers in and out.
This module maps matrices <-> those flat buffers for the forms the recorder runs, from the
fragment formulas of the PTX manual (sections 9.7.14.5.x for mma.sync, 9.7.15.5.1 for wgmma).

TODO(layouts): switch to ptxemu.layout()/ptxemu.layouts.smem once that layer lands, and delete
the formulas below (there must be one copy of every layout).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.ops.mma_dense import DenseForm, elem_bits


@dataclass(frozen=True)
class Frag:
    """Element e of thread t is matrix[row[t, e], col[t, e]]; regs hold `per_reg` elements each."""

    row: np.ndarray  # (threads, elems)
    col: np.ndarray
    bits: int  # bits per element
    reg_bits: int  # 32 or 64

    @property
    def per_reg(self) -> int:
        return self.reg_bits // self.bits

    @property
    def nregs(self) -> int:
        return self.row.shape[1] // self.per_reg


def _grid(threads: int, elems: int) -> tuple[np.ndarray, np.ndarray]:
    t, i = np.meshgrid(np.arange(threads), np.arange(elems), indexing="ij")
    return t, i


def _acc_16x8(threads=32):
    t, i = _grid(threads, 4)
    g, q = (t % 32) // 4, t % 4
    return g + 8 * (i // 2) + 16 * (t // 32), 2 * q + (i % 2)


def mma_frag(form: DenseForm, operand: str) -> Frag:
    """mma.sync fragments of one warp (m8n8k4.f16: the first quad pair's MMA is rows 0..7 of a
    (4, 8, *) batch: see mma_m8n8k4_batch)."""
    m, _n, k = form.m, form.n, form.k
    typ = {"a": form.atype, "b": form.btype, "c": form.ctype, "d": form.dtype}[operand]
    bits = elem_bits(typ)
    reg_bits = 64 if typ == "f64" else 32
    if operand in "cd":
        per = 1 if bits >= 32 else 2
        if m == 8 and k == 4 and typ != "f64" and form.atype == "f16":
            t, i = _grid(32, 8)
            hi = 4 * (t >= 16)
            if typ == "f16":
                return Frag(t % 4 + hi, i, bits, reg_bits)
            return Frag((t & 1) + (i & 2) + hi, (i & 4) + (t & 2) + (i & 1), bits, reg_bits)
        if m == 8:
            t, i = _grid(32, 2)
            return Frag(t // 4, 2 * (t % 4) + i, bits, reg_bits)
        r, c = _acc_16x8()
        del per
        return Frag(r, c, bits, reg_bits)
    # multiplicands: elements per thread
    t_elems = (m if operand == "a" else 8) * k // 32
    if m == 8 and k == 4 and form.atype == "f16":
        t_elems = 4
    t, i = _grid(32, t_elems)
    g, q = t // 4, t % 4
    if m == 8 and k == 4 and form.atype == "f16":  # quad-pair form, row.col
        hi = 4 * (t >= 16)
        if operand == "a":
            return Frag(t % 4 + hi, i, bits, reg_bits)
        return Frag(i, t % 4 + hi, bits, reg_bits)
    # elements per thread along K within one 8-row/col group: kq, contiguous run per thread: run
    run = max(1, 32 // bits) if bits < 32 else 1
    if bits >= 32:  # tf32, f64: one element per register, column t + 4*j
        if operand == "a":
            if m == 8:
                return Frag(g, q + 0 * i, bits, reg_bits)
            return Frag(g + 8 * (i % 2), q + 4 * (i // 2), bits, reg_bits)
        return Frag(q + 4 * i, g, bits, reg_bits)
    if bits == 16:
        run = 2
    kchunk = 4 * run  # K covered by the 4 threads of a group in one register
    if operand == "a":
        if m == 8:
            return Frag(g, run * q + i, bits, reg_bits)
        per_reg = run
        reg = i // per_reg
        within = i % per_reg
        # register order: (row g, k0), (row g+8, k0), (row g, k1), (row g+8, k1)
        row = g + 8 * (reg % 2)
        col = run * q + within + kchunk * (reg // 2)
        return Frag(row, col, bits, reg_bits)
    reg = i // run
    return Frag(run * q + (i % run) + kchunk * reg, g, bits, reg_bits)


def wgmma_d_frag(form: DenseForm) -> Frag:
    """wgmma accumulator: 128 threads, N/2 elements each (manual Figure 149/151/153)."""
    bits = elem_bits(form.dtype)
    t, i = _grid(128, form.n // 2)
    w, lane = t // 32, t % 32
    row = 16 * w + lane // 4 + 8 * ((i // 2) % 2)
    col = 8 * (i // 4) + 2 * (lane % 4) + (i % 2)
    return Frag(row, col, bits, 32)


def pack(mat: np.ndarray, frag: Frag) -> np.ndarray:
    """(batch, R, C) codes -> (batch, threads, nregs) register words."""
    el = mat[:, frag.row, frag.col].astype(np.uint64) & np.uint64((1 << frag.bits) - 1)
    b, t, e = el.shape
    el = el.reshape(b, t, frag.nregs, frag.per_reg)
    sh = (np.arange(frag.per_reg, dtype=np.uint64) * np.uint64(frag.bits))
    words = np.bitwise_or.reduce(el << sh, axis=-1)
    return words.astype(np.uint64 if frag.reg_bits == 64 else np.uint32)


def unpack(words: np.ndarray, frag: Frag, shape: tuple[int, int], dtype) -> np.ndarray:
    """(batch, threads, nregs) register words -> (batch, R, C) codes."""
    w = words.astype(np.uint64)[..., None]
    sh = np.arange(frag.per_reg, dtype=np.uint64) * np.uint64(frag.bits)
    el = (w >> sh) & np.uint64((1 << frag.bits) - 1 if frag.bits < 64 else 0xFFFFFFFFFFFFFFFF)
    el = el.reshape(words.shape[0], frag.row.shape[0], -1)
    out = np.zeros((words.shape[0],) + shape, dtype=dtype)
    out[:, frag.row, frag.col] = el.astype(dtype)
    return out


def smem_kmajor(mat: np.ndarray, bits: int) -> np.ndarray:
    """(batch, R, K) codes (R = M for A, N for B^T) -> (batch, R*Kbytes) bytes, K-major, no swizzle.

    Canonical layout ((8,m),(T,2k)):((1T,SBO),(1,LBO)) with 16-byte core-matrix rows,
    LBO = 128 (next 16 bytes of K), SBO = 128 * Kbytes/16 (next 8 rows).
    """
    b, R, K = mat.shape
    kbytes = K * bits // 8
    rowbytes = np.zeros((b, R, kbytes), np.uint8)
    if bits == 1:
        rowbytes = np.packbits(mat.astype(np.uint8) & 1, axis=-1, bitorder="little")
    elif bits == 4:
        v = mat.astype(np.uint8) & 0xF
        rowbytes = (v[..., 0::2] | (v[..., 1::2] << 4)).astype(np.uint8)
    else:
        rowbytes = np.ascontiguousarray(mat.astype({8: np.uint8, 16: np.uint16, 32: np.uint32}[bits]))
        rowbytes = rowbytes.view(np.uint8).reshape(b, R, kbytes)
    r = np.arange(R)[:, None]
    kb = np.arange(kbytes)[None, :]
    off = (r % 8) * 16 + (r // 8) * (128 * kbytes // 16) + (kb % 16) + (kb // 16) * 128
    img = np.zeros((b, R * kbytes), np.uint8)
    img[:, off] = rowbytes
    return img


def smem_kmajor_unpack(img: np.ndarray, R: int, K: int, bits: int) -> np.ndarray:
    b = img.shape[0]
    kbytes = K * bits // 8
    r = np.arange(R)[:, None]
    kb = np.arange(kbytes)[None, :]
    off = (r % 8) * 16 + (r // 8) * (128 * kbytes // 16) + (kb % 16) + (kb // 16) * 128
    rowbytes = img[:, off]
    if bits == 1:
        return np.unpackbits(rowbytes, axis=-1, bitorder="little")
    if bits == 4:
        out = np.empty((b, R, K), np.uint8)
        out[..., 0::2] = rowbytes & 0xF
        out[..., 1::2] = rowbytes >> 4
        return out
    dt = {8: np.uint8, 16: np.uint16, 32: np.uint32}[bits]
    return np.ascontiguousarray(rowbytes).view(dt).reshape(b, R, K)
