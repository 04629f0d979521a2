"""Triton kernels in the shape of Triton's tutorials (written here, short), and the three cases where
Triton's interpreter departs from the GPU, for ptxemu.triton's truth.

Each case builds its inputs from a fixed seed with numpy (so a GPU and the CPU get the same bits),
names the kernel, its grid, its arguments (tensors by name, scalars, constexprs) and the tensors it
writes. tools/truth/frontends/record_triton.py runs them on the H100 (device="cuda") and saves
inputs, outputs and the PTX Triton made; tests/triton/ runs them through ptxemu.triton on CPU
tensors and compares every byte.
"""

from __future__ import annotations

import numpy as np
import triton.language as tl

import triton


def vadd_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * in_stride + cols, mask=cols < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)


def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    n_m, n_n = tl.cdiv(M, BM), tl.cdiv(N, BN)
    group = GROUP_M * n_n
    first_m = (pid // group) * GROUP_M
    size_m = min(n_m - first_m, GROUP_M)
    pid_m = first_m + ((pid % group) % size_m)
    pid_n = (pid % group) // size_m
    rm = (pid_m * BM + tl.arange(0, BM)) % M
    rn = (pid_n * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
    b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        av = tl.load(a, mask=rk[None, :] < K - k * BK, other=0.0)
        bv = tl.load(b, mask=rk[:, None] < K - k * BK, other=0.0)
        acc = tl.dot(av, bv, acc)
        a += BK * sak
        b += BK * sbk
    cm = pid_m * BM + tl.arange(0, BM)
    cn = pid_n * BN + tl.arange(0, BN)
    c = c_ptr + cm[:, None] * scm + cn[None, :] * scn
    tl.store(c, acc.to(c_ptr.dtype.element_ty), mask=(cm[:, None] < M) & (cn[None, :] < N))


def dropout_kernel(x_ptr, out_ptr, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    keep = tl.rand(seed, offs) > p
    tl.store(out_ptr + offs, tl.where(keep, x / (1 - p), 0.0), mask=m)


def layernorm_kernel(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_ptr += row * stride
    y_ptr += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.0)
        acc += x * x
    rstd = 1 / tl.sqrt(tl.sum(acc, axis=0) / N + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        m = cols < N
        x = tl.load(x_ptr + cols, mask=m, other=0.0).to(tl.float32)
        y = (x - mean) * rstd * tl.load(w_ptr + cols, mask=m) + tl.load(b_ptr + cols, mask=m)
        tl.store(y_ptr + cols, y.to(y_ptr.dtype.element_ty), mask=m)


def cast_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """Triton issue 8322: float16 -> float8e5 under the interpreter differs from the GPU."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m).to(tl.float8e5), mask=m)


def dot_kernel(a_ptr, b_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    """One tile product: issue 11584 (bf16 tl.dot under the interpreter multiplies bit patterns) and
    float32 inputs, which the GPU multiplies as TF32 (tl.dot's default input_precision)."""
    rm, rn, rk = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], tl.dot(a, b))


def tma_host_kernel(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """A matmul through host-side TensorDescriptors (TMA: the tensor maps are kernel parameters)."""
    pm, pn = tl.program_id(0), tl.program_id(1)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(a_desc.load([pm * BM, k]), b_desc.load([k, pn * BN]), acc)
    c_desc.store([pm * BM, pn * BN], acc.to(tl.float16))


def tma_device_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    """The same through tl.make_tensor_descriptor (tensor maps written in the global scratch)."""
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pm, pn = tl.program_id(0), tl.program_id(1)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(a_desc.load([pm * BM, k]), b_desc.load([k, pn * BN]), acc)
    c_desc.store([pm * BM, pn * BN], acc.to(tl.float16))


KERNELS = {f.__name__: f for f in (vadd_kernel, softmax_kernel, matmul_kernel, dropout_kernel,
                                   layernorm_kernel, cast_kernel, dot_kernel, tma_host_kernel,
                                   tma_device_kernel)}
_JIT: dict = {}


def jitted(name: str):
    """The kernel under @triton.jit (made once per process; under TRITON_INTERPRET the interpreter's)."""
    if name not in _JIT:
        _JIT[name] = triton.jit(KERNELS[name])
    return _JIT[name]


def _bf16(rng, shape) -> np.ndarray:
    """bf16 codes (uint16) of normal(0, 1) values."""
    f = rng.standard_normal(shape).astype(np.float32)
    return (f.view(np.uint32) >> 16).astype(np.uint16)


def cases() -> list[dict]:
    """Every case: inputs as numpy arrays (`dtype` names the torch dtype for each), arguments in order
    (("t", name) a tensor, ("s", value) a scalar), constexprs and launch options, outputs."""
    out = []
    rng = np.random.default_rng(33)
    n = 98432
    out.append(dict(name="vadd", kernel="vadd_kernel", grid=(triton.cdiv(n, 1024),),
                    tensors=dict(x=rng.random(n, np.float32), y=rng.random(n, np.float32),
                                 out=np.zeros(n, np.float32)),
                    args=[("t", "x"), ("t", "y"), ("t", "out"), ("s", n)], const=dict(BLOCK=1024),
                    outputs=["out"]))
    rows, cols = 128, 781
    out.append(dict(name="softmax", kernel="softmax_kernel", grid=(rows,),
                    tensors=dict(x=(rng.standard_normal((rows, cols)) * 4).astype(np.float32),
                                 y=np.zeros((rows, cols), np.float32)),
                    args=[("t", "y"), ("t", "x"), ("s", cols), ("s", cols), ("s", cols)],
                    const=dict(BLOCK=1024, num_warps=4), outputs=["y"]))
    M = N = K = 256
    out.append(dict(name="matmul_fp16", kernel="matmul_kernel", grid=((M // 128) * (N // 128),),
                    tensors=dict(a=rng.standard_normal((M, K)).astype(np.float16),
                                 b=rng.standard_normal((K, N)).astype(np.float16),
                                 c=np.zeros((M, N), np.float16)),
                    args=[("t", "a"), ("t", "b"), ("t", "c"), ("s", M), ("s", N), ("s", K),
                          ("s", K), ("s", 1), ("s", N), ("s", 1), ("s", N), ("s", 1)],
                    const=dict(BM=128, BN=128, BK=64, GROUP_M=8, num_warps=8, num_stages=3),
                    outputs=["c"]))
    M, N, K = 128, 128, 128
    a8 = rng.integers(0, 256, (M, K), dtype=np.uint8)
    b8 = rng.integers(0, 256, (K, N), dtype=np.uint8)
    a8[(a8 & 0x7F) == 0x7F] = 0x38  # e4m3's NaN codes (S.1111.111) out: the GPU propagates them
    b8[(b8 & 0x7F) == 0x7F] = 0x38
    out.append(dict(name="matmul_fp8", kernel="matmul_kernel", grid=(1,),
                    tensors=dict(a=a8, b=b8, c=np.zeros((M, N), np.float32)),
                    dtypes=dict(a="float8_e4m3fn", b="float8_e4m3fn"),
                    args=[("t", "a"), ("t", "b"), ("t", "c"), ("s", M), ("s", N), ("s", K),
                          ("s", K), ("s", 1), ("s", N), ("s", 1), ("s", N), ("s", 1)],
                    const=dict(BM=128, BN=128, BK=64, GROUP_M=8, num_warps=4, num_stages=3),
                    outputs=["c"]))
    n = 20000
    out.append(dict(name="dropout", kernel="dropout_kernel", grid=(triton.cdiv(n, 1024),),
                    tensors=dict(x=rng.standard_normal(n).astype(np.float32), out=np.zeros(n, np.float32)),
                    args=[("t", "x"), ("t", "out"), ("s", n), ("f", 0.3), ("s", 123456)],
                    const=dict(BLOCK=1024), outputs=["out"]))
    rows, N = 64, 1500
    out.append(dict(name="layernorm", kernel="layernorm_kernel", grid=(rows,),
                    tensors=dict(x=(rng.standard_normal((rows, N)) * 3 + 1).astype(np.float16),
                                 y=np.zeros((rows, N), np.float16),
                                 w=rng.standard_normal(N).astype(np.float16),
                                 b=rng.standard_normal(N).astype(np.float16),
                                 mean=np.zeros(rows, np.float32), rstd=np.zeros(rows, np.float32)),
                    args=[("t", "x"), ("t", "y"), ("t", "w"), ("t", "b"), ("t", "mean"), ("t", "rstd"),
                          ("s", N), ("s", N), ("f", 1e-5)],
                    const=dict(BLOCK=512, num_warps=8), outputs=["y", "mean", "rstd"]))
    n = 65536
    out.append(dict(name="cast_fp16_fp8e5", kernel="cast_kernel", grid=(n // 1024,),
                    tensors=dict(x=np.arange(n, dtype=np.uint32).astype(np.uint16).view(np.float16),
                                 out=np.zeros(n, np.uint8)),
                    dtypes=dict(out="float8_e5m2"),
                    args=[("t", "x"), ("t", "out"), ("s", n)], const=dict(BLOCK=1024), outputs=["out"]))
    M = N = K = 64
    out.append(dict(name="dot_bf16", kernel="dot_kernel", grid=(1,),
                    tensors=dict(a=_bf16(rng, (M, K)), b=_bf16(rng, (K, N)), c=np.zeros((M, N), np.float32)),
                    dtypes=dict(a="bfloat16", b="bfloat16"),
                    args=[("t", "a"), ("t", "b"), ("t", "c")], const=dict(M=M, N=N, K=K, num_warps=4),
                    outputs=["c"]))
    out.append(dict(name="dot_fp32_tf32", kernel="dot_kernel", grid=(1,),
                    tensors=dict(a=rng.standard_normal((M, K)).astype(np.float32),
                                 b=rng.standard_normal((K, N)).astype(np.float32),
                                 c=np.zeros((M, N), np.float32)),
                    args=[("t", "a"), ("t", "b"), ("t", "c")], const=dict(M=M, N=N, K=K, num_warps=4),
                    outputs=["c"]))
    M, N, K = 256, 256, 192
    tma = dict(a=rng.standard_normal((M, K)).astype(np.float16),
               b=rng.standard_normal((K, N)).astype(np.float16), c=np.zeros((M, N), np.float16))
    out.append(dict(name="matmul_tma_host", kernel="tma_host_kernel", grid=(M // 128, N // 128),
                    tensors={k: v.copy() for k, v in tma.items()},
                    args=[("d", "a", [128, 64]), ("d", "b", [64, 128]), ("d", "c", [128, 128]), ("s", K)],
                    const=dict(BM=128, BN=128, BK=64, num_warps=4), outputs=["c"]))
    out.append(dict(name="matmul_tma_device", kernel="tma_device_kernel", grid=(M // 128, N // 128),
                    tensors={k: v.copy() for k, v in tma.items()},
                    args=[("t", "a"), ("t", "b"), ("t", "c"), ("s", M), ("s", N), ("s", K)],
                    const=dict(BM=128, BN=128, BK=64, num_warps=4), outputs=["c"]))
    return out


def torch_tensors(case: dict, device: str) -> dict:
    """The case's inputs as torch tensors on `device`, each of its torch dtype (raw codes reinterpreted)."""
    import torch

    out = {}
    for k, a in case["tensors"].items():
        t = torch.from_numpy(a.copy())
        dt = case.get("dtypes", {}).get(k)
        if dt is not None:
            t = t.view(getattr(torch, dt))
        out[k] = t.to(device)
    return out


def launch(case: dict, tensors: dict):
    """kernel[grid](...) as a user writes it; returns Triton's compiled kernel."""
    return jitted(case["kernel"])[case["grid"]](*arguments(case, tensors), **case["const"])


def arguments(case: dict, tensors: dict) -> list:
    """The case's arguments: tensors, host TensorDescriptors over them, scalars."""
    from triton.tools.tensor_descriptor import TensorDescriptor

    args = []
    for kind, v, *rest in case["args"]:
        if kind == "d":
            args.append(TensorDescriptor.from_tensor(tensors[v], rest[0]))
        else:
            args.append(tensors[v] if kind == "t" else float(v) if kind == "f" else v)
    return args


def raw(t) -> np.ndarray:
    """A tensor's bytes as a numpy array of its width's unsigned type (torch's float8/bf16 too)."""
    import torch

    width = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()]
    return t.detach().cpu().contiguous().view(width).numpy().view(f"u{t.element_size()}")
