"""Matrix-level entry point of every MMA form: picks the family module.

Dense wgmma / mma.sync forms of sm_80..sm_90 live in ops/mma_dense.py; the sm_120a `.kind::*`
forms (f8f6f4 and the block-scaled kinds) in ops/mma_kind.py. Both read the arithmetic models in
numerics/.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ptxemu.isa.statement import parse_instruction


def mma(instruction: str, A: Any, B: Any, C: Any, *, scale_a: Any = None, scale_b: Any = None,
        scale_d: Any = True, imm_scale_a: Any = 1, imm_scale_b: Any = 1,
        target: str | None = None) -> np.ndarray:
    ins = parse_instruction(instruction)
    kw = dict(scale_a=scale_a, scale_b=scale_b, scale_d=scale_d, imm_scale_a=imm_scale_a,
              imm_scale_b=imm_scale_b, target=target)
    if any(q.startswith(".kind::") for q in ins.qualifiers):
        from ptxemu.ops.mma_kind import mma_kind

        return mma_kind(ins, A, B, C, **kw)
    from ptxemu.ops.mma_dense import mma_dense

    return mma_dense(ins, A, B, C, **kw)
