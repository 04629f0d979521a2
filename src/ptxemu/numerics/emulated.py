"""Forms that sm_90 has no tensor-core instruction for: ptxas expands them into IEEE FP32 code.

mma.sync.m8n8k4 with .f16 inputs (the Volta quad-pair shape) compiles on sm_90a to HADD2.F32
conversions and FFMA/FMUL/FADD sequences (SASS of tools/truth/mma_dense/mma_kernels.cu). The
evaluation order read off that SASS, confirmed bit-exactly on the recorded H100 data:

- f32 result:  s = fma(a0,b0,+0); s = fma(a1,b1,s); s = fma(a2,b2,s); s = fma(a3,b3,s); D = C + s
- f16 result:  p = fma(a1,b1, a0*b0); q = fma(a3,b3, a2*b2); D = f16_rn((C + p) + q)

Every product of two f16 values is exact in f32, so an FFMA here is one IEEE round-to-nearest
f32 addition; numpy's float32 arithmetic is IEEE round-to-nearest with subnormals, which makes it
the exact model (NaN results are then replaced by the GPU's canonical NaN).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class F32Program:
    """A named ptxas expansion evaluated with IEEE float32 arithmetic."""

    name: str
    order: str  # "chain" (f32 result) | "pairs_c_first" (f16 result)
    notes: str = ""

    def run(self, A: np.ndarray, B: np.ndarray, C: np.ndarray, ctype: str, dtype: str) -> np.ndarray:
        f32 = np.float32
        a = A.view(np.float16).astype(f32)
        b = B.view(np.float16).astype(f32)
        c = (C.view(np.float16) if ctype == "f16" else C.view(f32)).astype(f32)
        with np.errstate(all="ignore"):
            p = [a[..., :, k, None] * b[..., k, None, :] for k in range(a.shape[-1])]  # exact
            if self.order == "chain":
                s = p[0] + f32(0.0)  # FFMA(a0, b0, RZ): -0 becomes +0
                for k in range(1, len(p)):
                    s = p[k] + s
                d = c + s
            elif self.order == "pairs_c_first":
                lo = p[0] + p[1]  # FMUL then FFMA
                hi = p[2] + p[3]
                d = (c + lo) + hi
            else:
                raise ValueError(self.order)
            if dtype == "f16":
                out = d.astype(np.float16)
                return np.where(np.isnan(out), np.uint16(0x7FFF), out.view(np.uint16)).astype(np.uint16)
        d = d.astype(f32)
        return np.where(np.isnan(d), np.uint32(0x7FFFFFFF), d.view(np.uint32)).astype(np.uint32)


SM90_M8N8K4_F32 = F32Program("sm90.mma.m8n8k4.f16.ffma_chain", "chain",
                             "FFMA chain over k from +0, then FADD C (SASS)")
SM90_M8N8K4_F16 = F32Program("sm90.mma.m8n8k4.f16.pairs", "pairs_c_first",
                             "two FMUL+FFMA pair sums, FADD C then the pairs, F2FP.F16 (SASS)")
