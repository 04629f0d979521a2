"""Run the verify kernels on an NVIDIA GPU through cupy (only imported when called)."""

from __future__ import annotations

import numpy as np

from ptxemu.errors import Unsupported
from ptxemu.ops.mma_dense import CODE_DTYPES, DenseForm, elem_bits
from ptxemu.verify.fragments import Frag, mma_frag, pack, smem_kmajor, unpack, wgmma_d_frag
from ptxemu.verify.kernels import kernel_name, wgmma_smem_bytes


def _cupy():
    try:
        import cupy
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise Unsupported("ptxemu verify needs cupy and an NVIDIA GPU (sm_90a)") from e
    return cupy


def _quadpair(form: DenseForm) -> bool:
    return form.family == "mma" and form.m == 8 and form.k == 4 and form.atype == "f16"


def _pack_warp(mat: np.ndarray, frag: Frag, quad: bool) -> np.ndarray:
    if not quad:
        return pack(mat, frag)
    # m8n8k4.f16: lane t serves the MMA of quad pair (t % 16) // 4; batch entry 4*w + qp
    b = mat.shape[0] // 4
    m4 = mat.reshape(b, 4, *mat.shape[1:])
    qp = (np.arange(frag.row.shape[0]) % 16) // 4
    el = m4[:, qp[:, None], frag.row, frag.col].astype(np.uint64) & np.uint64((1 << frag.bits) - 1)
    el = el.reshape(b, frag.row.shape[0], frag.nregs, frag.per_reg)
    sh = np.arange(frag.per_reg, dtype=np.uint64) * np.uint64(frag.bits)
    return np.bitwise_or.reduce(el << sh, axis=-1).astype(np.uint32)


def _unpack_warp(words: np.ndarray, frag: Frag, shape, dtype, quad: bool) -> np.ndarray:
    if not quad:
        return unpack(words, frag, shape, dtype)
    b = words.shape[0]
    w = words.astype(np.uint64)[..., None]
    sh = np.arange(frag.per_reg, dtype=np.uint64) * np.uint64(frag.bits)
    el = ((w >> sh) & np.uint64((1 << frag.bits) - 1)).reshape(b, frag.row.shape[0], -1)
    qp = (np.arange(frag.row.shape[0]) % 16) // 4
    out = np.zeros((b, 4) + tuple(shape), dtype=dtype)
    out[:, qp[:, None], frag.row, frag.col] = el.astype(dtype)
    return out.reshape(b * 4, *shape)


def run_mma(module, text: str, form: DenseForm, A, B, C) -> np.ndarray:
    cp = _cupy()
    quad = _quadpair(form)
    fa, fb, fc, fd = (mma_frag(form, x) for x in "abcd")
    bufs = [_pack_warp(A, fa, quad), _pack_warp(B, fb, quad), _pack_warp(C, fc, quad)]
    nwarps = bufs[0].shape[0]
    dshape = (nwarps, 32, fd.nregs)
    D = cp.zeros(dshape, dtype=np.uint64 if fd.reg_bits == 64 else np.uint32)
    fn = module.get_function(kernel_name(text))
    fn((nwarps,), (32,), tuple(cp.asarray(np.ascontiguousarray(b)) for b in bufs) + (D,))
    return _unpack_warp(cp.asnumpy(D), fd, (form.m, form.n), CODE_DTYPES[form.dtype], quad)


def run_wgmma(module, text: str, form: DenseForm, A, B, C, sd, imm_a: int = 1, imm_b: int = 1):
    """A (b, steps, 64, K), B (b, steps, K, N), C (b, 64, N), sd (b, steps) -> D (b, 64, N)."""
    cp = _cupy()
    b, steps = A.shape[:2]
    bits = elem_bits(form.atype)
    ia = smem_kmajor(A.reshape(b * steps, form.m, form.k), bits).reshape(b, steps, -1)
    ib = smem_kmajor(np.swapaxes(B, -1, -2).reshape(b * steps, form.n, form.k), bits).reshape(b, steps, -1)
    img = np.concatenate([ia, ib], axis=-1).reshape(b, -1)
    abytes, bbytes = wgmma_smem_bytes(form)
    assert img.shape[1] == steps * (abytes + bbytes)
    fd = wgmma_d_frag(form)
    cw = pack(C, fd)
    D = cp.zeros(cw.shape, dtype=np.uint32)
    fn = module.get_function(kernel_name(text, imm_a, imm_b))
    smem = int(img.shape[1])
    if smem > 48 * 1024:
        fn.max_dynamic_shared_size_bytes = smem
    fn((b,), (128,), (cp.asarray(img), cp.asarray(cw), D, cp.asarray(sd.astype(np.int32)),
                      np.int32(steps)), shared_mem=smem)
    return unpack(cp.asnumpy(D), fd, (form.m, form.n), CODE_DTYPES[form.dtype])
