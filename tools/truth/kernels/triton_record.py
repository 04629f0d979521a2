"""Record Triton kernels on the GPU: their PTX, launch metadata, inputs and outputs.

    python3 tools/truth/kernels/triton_record.py OUTDIR

For each kernel, in OUTDIR/triton.npz: NAME/ptx (Triton's own PTX for this GPU), NAME/meta (json:
kernel name, grid, num_warps, shared memory, the arguments as passed) and every
tensor argument before (NAME/in_K) and after (NAME/out_K) the launch.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import torch
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m)
    tl.store(out_ptr + offs, x * 1.5 + y, mask=m)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(in_ptr + row * in_stride + offs, mask=m, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + offs, num / den, mask=m)


@triton.jit
def layernorm_kernel(x_ptr, y_ptr, w_ptr, b_ptr, stride, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * stride + offs, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + offs, mask=m)
    b = tl.load(b_ptr + offs, mask=m)
    tl.store(y_ptr + row * stride + offs, d * rstd * w + b, mask=m)


@triton.jit
def rowsum_int_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=m, other=0)
    tl.store(out_ptr + row, tl.sum(x, axis=0) ^ tl.max(x, axis=0))


@triton.jit
def matmul_kernel(
    a_ptr,
    b_ptr,
    c_ptr,
    M,
    N,
    K,
    sam,
    sak,
    sbk,
    sbn,
    scm,
    scn,
    BM: tl.constexpr,
    BN: tl.constexpr,
    BK: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(
            a_ptr + rm[:, None] * sam + (k + rk)[None, :] * sak,
            mask=(rm[:, None] < M) & ((k + rk)[None, :] < K),
            other=0.0,
        )
        b = tl.load(
            b_ptr + (k + rk)[:, None] * sbk + rn[None, :] * sbn,
            mask=((k + rk)[:, None] < K) & (rn[None, :] < N),
            other=0.0,
        )
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :] * scn, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


def main(outdir: str) -> None:
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    g = torch.Generator(device="cuda").manual_seed(7)
    res: dict[str, np.ndarray] = {}

    def run(name, kernel, grid, tensors, scalars, consts, num_warps=4):
        ins = {k: v.detach().cpu().numpy().copy() for k, v in tensors.items()}
        args = list(tensors.values()) + list(scalars.values())
        ck = kernel[grid](*args, **consts, num_warps=num_warps)
        torch.cuda.synchronize()
        res[f"{name}/ptx"] = np.array(ck.asm["ptx"])
        md = ck.metadata
        meta = {
            "kernel": md.name,
            "grid": list(grid) + [1] * (3 - len(grid)),
            "num_warps": md.num_warps,
            "shared": md.shared,
            "tensors": list(tensors),
            "scalars": {k: [type(v).__name__, v] for k, v in scalars.items()},
            "consts": consts,
            "triton": triton.__version__,
        }
        res[f"{name}/meta"] = np.array(json.dumps(meta))
        for k, v in tensors.items():
            res[f"{name}/in_{k}"] = ins[k]
            res[f"{name}/out_{k}"] = v.detach().cpu().numpy()

    n = 3000
    x = torch.randn(n, device="cuda", generator=g)
    y = torch.randn(n, device="cuda", generator=g)
    run(
        "add",
        add_kernel,
        (3,),
        {"x": x, "y": y, "out": torch.zeros(n, device="cuda")},
        {"n": n},
        {"BLOCK": 1024},
    )
    R, C = 6, 781
    x = torch.randn(R, C, device="cuda", generator=g) * 4
    x[0, 5] = float("inf") * 0 if False else x[0, 5]
    run(
        "softmax",
        softmax_kernel,
        (R,),
        {"out": torch.zeros(R, C, device="cuda"), "inp": x},
        {"in_stride": C, "out_stride": C, "n_cols": C},
        {"BLOCK": 1024},
    )
    R, C = 5, 300
    run(
        "layernorm",
        layernorm_kernel,
        (R,),
        {
            "x": torch.randn(R, C, device="cuda", generator=g),
            "y": torch.zeros(R, C, device="cuda"),
            "w": torch.randn(C, device="cuda", generator=g),
            "b": torch.randn(C, device="cuda", generator=g),
        },
        {"stride": C, "n_cols": C, "eps": 1e-5},
        {"BLOCK": 512},
    )
    R, C = 4, 200
    run(
        "rowsum_int",
        rowsum_int_kernel,
        (R,),
        {
            "x": torch.randint(-(2**31), 2**31 - 1, (R, C), device="cuda", dtype=torch.int32, generator=g),
            "out": torch.zeros(R, device="cuda", dtype=torch.int32),
        },
        {"n_cols": C},
        {"BLOCK": 256},
    )
    M, N, K = 96, 80, 64
    a = torch.randn(M, K, device="cuda", generator=g).half()
    b = torch.randn(K, N, device="cuda", generator=g).half()
    run(
        "matmul",
        matmul_kernel,
        (2, 2),
        {"a": a, "b": b, "c": torch.zeros(M, N, device="cuda")},
        {"M": M, "N": N, "K": K, "sam": K, "sak": 1, "sbk": N, "sbn": 1, "scm": N, "scn": 1},
        {"BM": 64, "BN": 64, "BK": 32},
    )
    np.savez_compressed(out / "triton.npz", **res)
    print("triton", triton.__version__, "recorded", sorted({k.split("/")[0] for k in res}))


if __name__ == "__main__":
    main(sys.argv[1])
