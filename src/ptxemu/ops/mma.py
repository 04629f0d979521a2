"""Matrix-level entry point of every MMA form: picks the family module.

Dense and sparse (mma.sp, wgmma.mma_async.sp: A given as its M x K/2 stored elements plus
`metadata=`, ops/mma_sparse.py) wgmma / mma.sync forms of sm_80..sm_90 live in ops/mma_dense.py;
the sm_120a `.kind::*` forms (f8f6f4 and the block-scaled kinds) in ops/mma_kind.py. Both read
the arithmetic models in numerics/.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError, Unsupported
from ptxemu.isa.statement import parse_instruction


def mma(instruction: str, A: Any, B: Any, C: Any, *, scale_a: Any = None, scale_b: Any = None,
        scale_d: Any = True, imm_scale_a: Any = 1, imm_scale_b: Any = 1,
        target: str | None = None, metadata: Any = None) -> np.ndarray:
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
