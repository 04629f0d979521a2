"""Matrix-level entry point of every MMA form: picks the family module.

Dense and sparse (mma.sp, wgmma.mma_async.sp: A given as its M x K/2 stored elements plus
`metadata=`, ops/mma_sparse.py) wgmma / mma.sync forms of sm_80..sm_90 live in ops/mma_dense.py;
the sm_120a `.kind::*` forms (f8f6f4 and the block-scaled kinds) in ops/mma_kind.py. Both read
the arithmetic models in numerics/.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.isa.statement import parse_instruction


def mma(instruction: str, A: Any, B: Any, C: Any, *, scale_a: Any = None, scale_b: Any = None,
        scale_d: Any = True, imm_scale_a: Any = 1, imm_scale_b: Any = 1,
        target: str | None = None, idesc: int | None = None, scale_input_d: int = 0,
        metadata: Any = None) -> np.ndarray:
    """D of one MMA form at matrix level. tcgen05.mma forms name the instruction
    (``tcgen05.mma.cta_group::1.kind::f16``) and give its 32-bit instruction descriptor as
    ``idesc=`` (shape, types, negate, transpose, scale ids); ``scale_d`` is enable-input-d and
    ``target`` an optional Blackwell model name (ops/mma_tcgen05.py). Sparse forms take A as its
    M x K/2 stored elements and ``metadata`` (docs/numerics.md, 'Sparse A')."""
    if instruction.lstrip().startswith("tcgen05."):
        from ptxemu.ops.mma_tcgen05 import decode_idesc, mma_tcgen05

        if idesc is None:
            raise PtxError(f"'{instruction}': tcgen05.mma takes its instruction descriptor as idesc=")
        if not (np.all(np.asarray(imm_scale_a) == 1) and np.all(np.asarray(imm_scale_b) == 1)):
            raise PtxError(f"'{instruction}': imm-scale-a/b are wgmma operands (tcgen05 negates through "
                           "the instruction descriptor)")
        form = decode_idesc(instruction, idesc)
        model = target if target is not None and not str(target).startswith("sm_") else None
        if form.sparse:  # A: the M x K/2 stored elements; metadata: M x F 2-bit index fields
            from ptxemu.ops.mma_tcgen05 import mma_tcgen05_sparse, sparse_columns

            if metadata is None:
                raise PtxOperandError(f"'{instruction}': a sparse form needs metadata= "
                                      "(M x F index fields: F = K/2, or K/4 for 4:8 pairs)")
            cols = sparse_columns(form, metadata, A, B)
            return mma_tcgen05_sparse(form, A, cols, B, C, scale_a=scale_a, scale_b=scale_b,
                                      enable_input_d=scale_d, scale_input_d=scale_input_d, model=model)
        if metadata is not None:
            raise PtxOperandError(f"'{instruction}': metadata= is only for sparse (.sp) forms")
        if form.ashift:  # A as tensor memory holds it: each CTA's 128 rows shifted (ashift_rows)
            from ptxemu.ops.mma_tcgen05 import ashift_rows

            A = np.asarray(A)
            A = np.concatenate([ashift_rows(A[..., i : i + 128, :]) for i in range(0, A.shape[-2], 128)],
                               axis=-2)
        return mma_tcgen05(form, A, B, C, scale_a=scale_a, scale_b=scale_b, enable_input_d=scale_d,
                           scale_input_d=scale_input_d, model=model)
    if idesc is not None:
        raise PtxError(f"'{instruction}': idesc= is for tcgen05.mma forms")
    ins = parse_instruction(instruction)
    kw = dict(scale_a=scale_a, scale_b=scale_b, scale_d=scale_d, imm_scale_a=imm_scale_a,
              imm_scale_b=imm_scale_b, target=target)
    sparse = any(q.startswith(".sp") for q in ins.qualifiers)
    if sparse and any(q.startswith(".kind::") for q in ins.qualifiers):
        raise Unsupported(f"'{ins.name}': sparse .kind:: mma (sm_120a) is not modelled")
    if any(q.startswith(".kind::") for q in ins.qualifiers) and not sparse:
        if metadata is not None:
            raise PtxOperandError(f"'{ins.name}': metadata= is only for sparse (.sp) forms")
        from ptxemu.ops.mma_kind import mma_kind

        return mma_kind(ins, A, B, C, **kw)
    from ptxemu.ops.mma_dense import mma_dense

    return mma_dense(ins, A, B, C, metadata=metadata, **kw)
