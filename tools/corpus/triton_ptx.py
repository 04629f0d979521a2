"""Produce Triton PTX without a GPU (run with a Python that has `triton` installed, e.g. a separate
venv: `/work/tritonenv/bin/python tools/corpus/triton_ptx.py OUTDIR`).

Compiles a softmax kernel and a tl.dot matmul kernel for GPUTarget("cuda", 90, 32) (Triton picks
sm_90a and wgmma for the dot) and for capability 120 when the installed Triton knows it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource


@triton.jit
def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < n_cols
    x = tl.load(in_ptr + row * stride + offs, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    y = num / tl.sum(num, axis=0)
    tl.store(out_ptr + row * stride + offs, y, mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * sam + (k + rk)[None, :] * sak)
        b = tl.load(b_ptr + (k + rk)[:, None] * sbk + rn[None, :] * sbn)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc.to(tl.float16))


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    jobs = [
        ("softmax", softmax_kernel, {"out_ptr": "*fp32", "in_ptr": "*fp32", "stride": "i32", "n_cols": "i32",
                                     "BLOCK": "constexpr"}, {"BLOCK": 1024}),
        ("matmul", matmul_kernel, {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32",
                                   "N": "i32", "K": "i32", "sam": "i32", "sak": "i32", "sbk": "i32",
                                   "sbn": "i32", "scm": "i32", "scn": "i32", "BM": "constexpr",
                                   "BN": "constexpr", "BK": "constexpr"}, {"BM": 128, "BN": 128, "BK": 64}),
    ]
    for cap in (90, 120):
        for name, fn, sig, consts in jobs:
            try:
                src = ASTSource(fn=fn, signature=sig, constexprs=consts)
                k = triton.compile(src, target=GPUTarget("cuda", cap, 32), options={"num_warps": 4})
                path = out / f"triton_{name}_sm{cap}.ptx"
                path.write_text(k.asm["ptx"])
                print("wrote", path)
            except Exception as e:  # report and go on: one failing target should not stop the others
                print(f"{name} sm{cap}: {type(e).__name__}: {str(e)[:300]}")


if __name__ == "__main__":
    main()
