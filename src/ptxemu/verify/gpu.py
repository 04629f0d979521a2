"""Run the verify kernels on an NVIDIA GPU through cupy (only imported when called)."""

from __future__ import annotations

import numpy as np

from ptxemu.errors import Unsupported
from ptxemu.ops.mma_dense import DenseForm
from ptxemu.verify.fragments import from_registers, operand_layout, quad_pair, smem_image, to_registers
from ptxemu.verify.kernels import kernel_name, wgmma_smem_bytes


def _cupy():
    try:
        import cupy
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise Unsupported("ptxemu verify needs cupy and an NVIDIA GPU (sm_90a)") from e
    return cupy


def run_mma(module, text: str, form: DenseForm, A, B, C) -> np.ndarray:
    cp = _cupy()
    quad = quad_pair(form)
    la, lb, lc, ld = (operand_layout(form, x) for x in "abcd")
    bufs = [to_registers(la, A, quad), to_registers(lb, B, quad), to_registers(lc, C, quad)]
    nwarps = bufs[0].shape[0]
    D = cp.zeros((nwarps, 32, ld.regs), dtype=np.uint64 if ld.reg_bits == 64 else np.uint32)
    fn = module.get_function(kernel_name(text))
    fn((nwarps,), (32,), tuple(cp.asarray(np.ascontiguousarray(b)) for b in bufs) + (D,))
    return from_registers(ld, cp.asnumpy(D), quad)


def run_wgmma(module, text: str, form: DenseForm, A, B, C, sd, imm_a: int = 1, imm_b: int = 1):
    """A (b, steps, 64, K), B (b, steps, K, N), C (b, 64, N), sd (b, steps) -> D (b, 64, N)."""
    cp = _cupy()
    b, steps = A.shape[:2]
    ia = smem_image(form, "a", A.reshape(b * steps, form.m, form.k)).reshape(b, steps, -1)
    ib = smem_image(form, "b", B.reshape(b * steps, form.k, form.n)).reshape(b, steps, -1)
    img = np.concatenate([ia, ib], axis=-1).reshape(b, -1)
    abytes, bbytes = wgmma_smem_bytes(form)
    assert img.shape[1] == steps * (abytes + bbytes)
    ld = operand_layout(form, "d")
    cw = ld.to_registers(C)
    D = cp.zeros(cw.shape, dtype=np.uint32)
    fn = module.get_function(kernel_name(text, imm_a, imm_b))
    smem_bytes = int(img.shape[1])
    if smem_bytes > 48 * 1024:
        fn.max_dynamic_shared_size_bytes = smem_bytes
    fn((b,), (128,), (cp.asarray(img), cp.asarray(cw), D, cp.asarray(sd.astype(np.int32)),
                      np.int32(steps)), shared_mem=smem_bytes)
    return ld.from_registers(cp.asnumpy(D))
