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


def attention_kernel(Q, K, V, O, sm_scale, stride_h, stride_m, N_CTX, HEAD_DIM: tl.constexpr,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, CAUSAL: tl.constexpr):
    """The fused-attention tutorial's forward pass (online softmax in base 2, K read transposed,
    P cast to float16 for the second dot), one (BLOCK_M rows, head) tile per program."""
    start_m, off_h = tl.program_id(0), tl.program_id(1)
    base = off_h * stride_h
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(Q + base + offs_m[:, None] * stride_m + offs_d[None, :])
    m_i = tl.full([BLOCK_M], -float("inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = (start_m + 1) * BLOCK_M if CAUSAL else N_CTX
    for start_n in range(0, hi, BLOCK_N):
        k = tl.load(K + base + (start_n + offs_n)[None, :] * stride_m + offs_d[:, None])
        qk = tl.dot(q, k)
        if CAUSAL:
            mask = offs_m[:, None] >= (start_n + offs_n[None, :])
            qk = qk * qk_scale + tl.where(mask, 0, -1.0e6)
            m_ij = tl.maximum(m_i, tl.max(qk, 1))
            qk -= m_ij[:, None]
        else:
            m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
            qk = qk * qk_scale - m_ij[:, None]
        p = tl.math.exp2(qk)
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(V + base + (start_n + offs_n)[:, None] * stride_m + offs_d[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij
    acc = acc / l_i[:, None]
    tl.store(O + base + offs_m[:, None] * stride_m + offs_d[None, :], acc.to(tl.float16))


def grouped_matmul_kernel(group_a_ptrs, group_b_ptrs, group_c_ptrs, group_gemm_sizes, g_lds, group_size,
                          NUM_SM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                          BLOCK_K: tl.constexpr):
    """The grouped-GEMM tutorial: a fixed number of programs walks the tiles of several GEMMs whose
    matrices are reached through tables of device addresses (int64) and of sizes and strides."""
    tile_idx = tl.program_id(0)
    last_problem_end = 0
    for g in range(group_size):
        gm = tl.load(group_gemm_sizes + g * 3)
        gn = tl.load(group_gemm_sizes + g * 3 + 1)
        gk = tl.load(group_gemm_sizes + g * 3 + 2)
        num_n_tiles = tl.cdiv(gn, BLOCK_N)
        num_tiles = tl.cdiv(gm, BLOCK_M) * num_n_tiles
        while tile_idx >= last_problem_end and tile_idx < last_problem_end + num_tiles:
            lda = tl.load(g_lds + g * 3)
            ldb = tl.load(g_lds + g * 3 + 1)
            ldc = tl.load(g_lds + g * 3 + 2)
            a_ptr = tl.load(group_a_ptrs + g).to(tl.pointer_type(tl.float16))
            b_ptr = tl.load(group_b_ptrs + g).to(tl.pointer_type(tl.float16))
            c_ptr = tl.load(group_c_ptrs + g).to(tl.pointer_type(tl.float16))
            tile_in_gemm = tile_idx - last_problem_end
            offs_am = (tile_in_gemm // num_n_tiles) * BLOCK_M + tl.arange(0, BLOCK_M)
            offs_bn = (tile_in_gemm % num_n_tiles) * BLOCK_N + tl.arange(0, BLOCK_N)
            offs_k = tl.arange(0, BLOCK_K)
            a_ptrs = a_ptr + offs_am[:, None] * lda + offs_k[None, :]
            b_ptrs = b_ptr + offs_k[:, None] * ldb + offs_bn[None, :]
            acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
            for _ in range(0, tl.cdiv(gk, BLOCK_K)):
                tl.multiple_of(a_ptrs, [16, 16])
                tl.multiple_of(b_ptrs, [16, 16])
                acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs))
                a_ptrs += BLOCK_K
                b_ptrs += BLOCK_K * ldb
            c_ptrs = c_ptr + ldc * offs_am[:, None] + offs_bn[None, :]
            tl.store(c_ptrs, acc.to(tl.float16))
            tile_idx += NUM_SM
        last_problem_end = last_problem_end + num_tiles


def persistent_tma_kernel(a_desc, b_desc, c_desc, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                          BK: tl.constexpr, GROUP_M: tl.constexpr, NUM_SMS: tl.constexpr):
    """The persistent-matmul tutorial's TMA variant: NUM_SMS programs loop over the output tiles
    (grouped order, tl.range flattened), A (M, K) and B (N, K) read through host TensorDescriptors,
    C written through one."""
    start_pid = tl.program_id(0)
    num_pid_m, num_pid_n = tl.cdiv(M, BM), tl.cdiv(N, BN)
    k_tiles = tl.cdiv(K, BK)
    num_pid_in_group = GROUP_M * num_pid_n
    for tile_id in tl.range(start_pid, num_pid_m * num_pid_n, NUM_SMS, flatten=True):
        first_pid_m = (tile_id // num_pid_in_group) * GROUP_M
        group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
        pid_m = first_pid_m + (tile_id % group_size_m)
        pid_n = (tile_id % num_pid_in_group) // group_size_m
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for ki in range(k_tiles):
            a = a_desc.load([pid_m * BM, ki * BK])
            b = b_desc.load([pid_n * BN, ki * BK])
            acc = tl.dot(a, b.T, acc)
        c_desc.store([pid_m * BM, pid_n * BN], acc.to(tl.float16))


def dot_scaled_kernel(a_ptr, a_scale_ptr, b_ptr, b_scale_ptr, c_ptr, M: tl.constexpr, N: tl.constexpr,
                      K: tl.constexpr):
    """The block-scaled-matmul tutorial's product in one tile: e4m3 A (M, K) and B (K, N), one e8m0
    scale per 32 elements along K (A's scales (M, K/32), B's (N, K/32)), tl.dot_scaled into float32
    (tcgen05.mma ... block_scale on sm_100a; upcast then wgmma on sm_90a)."""
    rm, rn, rk, rs = tl.arange(0, M), tl.arange(0, N), tl.arange(0, K), tl.arange(0, K // 32)
    a = tl.load(a_ptr + rm[:, None] * K + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * N + rn[None, :])
    sa = tl.load(a_scale_ptr + rm[:, None] * (K // 32) + rs[None, :])
    sb = tl.load(b_scale_ptr + rn[:, None] * (K // 32) + rs[None, :])
    c = tl.dot_scaled(a, sa, "e4m3", b, sb, "e4m3")
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], c)


def cvt_bf16_f16_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    """`cvt.bf16.f16` with no rounding modifier, which Triton emits (tl.dot_scaled's upcast on sm_90)
    and ptxas accepts though the manual asks for one: every half through it, to measure what the
    GPU does."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.inline_asm_elementwise("cvt.bf16.f16 $0, $1;", "=h,h", [x], dtype=tl.int16, is_pure=True, pack=1)
    tl.store(out_ptr + offs, y)


KERNELS = {f.__name__: f for f in (vadd_kernel, softmax_kernel, matmul_kernel, dropout_kernel,
                                   layernorm_kernel, cast_kernel, dot_kernel, tma_host_kernel,
                                   tma_device_kernel, attention_kernel, grouped_matmul_kernel,
                                   persistent_tma_kernel, dot_scaled_kernel, cvt_bf16_f16_kernel)}
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
    return out + more_cases()


def _e4m3(rng, shape) -> np.ndarray:
    """Random e4m3 codes without the NaN codes (S.1111.111)."""
    a = rng.integers(0, 256, shape, dtype=np.uint8)
    a[(a & 0x7F) == 0x7F] = 0x38
    return a


def more_cases() -> list[dict]:
    """The later tutorials (fused attention, grouped GEMM, persistent matmul with TMA, block-scaled
    matmul), from their own seed so that the cases above keep their inputs."""
    out = []
    rng = np.random.default_rng(3333)
    H, S, D = 2, 256, 64
    for causal in (False, True):
        qkv = {t: (rng.standard_normal((H, S, D)) * 0.5).astype(np.float16) for t in "qkv"}
        out.append(dict(name=f"attention{'_causal' if causal else ''}", kernel="attention_kernel",
                        grid=(S // 128, H), tensors=dict(qkv, o=np.zeros((H, S, D), np.float16)),
                        args=[("t", "q"), ("t", "k"), ("t", "v"), ("t", "o"), ("f", 0.125), ("s", S * D),
                              ("s", D), ("s", S)],
                        const=dict(HEAD_DIM=D, BLOCK_M=128, BLOCK_N=64, CAUSAL=causal, num_warps=4,
                                   num_stages=3), outputs=["o"]))
    sizes = [(128, 128, 64), (256, 128, 128), (128, 256, 64)]
    ts: dict = {}
    for g, (m, n, k) in enumerate(sizes):
        ts[f"a{g}"] = rng.standard_normal((m, k)).astype(np.float16)
        ts[f"b{g}"] = rng.standard_normal((k, n)).astype(np.float16)
        ts[f"c{g}"] = np.zeros((m, n), np.float16)
    ts["sizes"] = np.array(sizes, np.int32).ravel()
    ts["lds"] = np.array([(k, n, n) for m, n, k in sizes], np.int32).ravel()
    g = len(sizes)
    out.append(dict(name="grouped_gemm", kernel="grouped_matmul_kernel", grid=(4,), tensors=ts,
                    args=[("p", [f"a{i}" for i in range(g)]), ("p", [f"b{i}" for i in range(g)]),
                          ("p", [f"c{i}" for i in range(g)]), ("t", "sizes"), ("t", "lds"), ("s", g)],
                    const=dict(NUM_SM=4, BLOCK_M=64, BLOCK_N=64, BLOCK_K=32, num_warps=4),
                    outputs=[f"c{i}" for i in range(g)]))
    M, N, K = 256, 256, 192
    out.append(dict(name="persistent_tma", kernel="persistent_tma_kernel", grid=(3,),
                    tensors=dict(a=rng.standard_normal((M, K)).astype(np.float16),
                                 b=rng.standard_normal((N, K)).astype(np.float16),
                                 c=np.zeros((M, N), np.float16)),
                    args=[("d", "a", [128, 64]), ("d", "b", [128, 64]), ("d", "c", [128, 128]), ("s", M),
                          ("s", N), ("s", K)],
                    const=dict(BM=128, BN=128, BK=64, GROUP_M=8, NUM_SMS=3, num_warps=4, num_stages=3),
                    outputs=["c"]))
    M, N, K = 128, 128, 64
    out.append(dict(name="dot_scaled_e4m3", kernel="dot_scaled_kernel", grid=(1,),
                    tensors=dict(a=_e4m3(rng, (M, K)), sa=rng.integers(120, 135, (M, K // 32), np.uint8),
                                 b=_e4m3(rng, (K, N)), sb=rng.integers(120, 135, (N, K // 32), np.uint8),
                                 c=np.zeros((M, N), np.float32)),
                    dtypes=dict(a="float8_e4m3fn", b="float8_e4m3fn"),
                    args=[("t", "a"), ("t", "sa"), ("t", "b"), ("t", "sb"), ("t", "c")],
                    const=dict(M=M, N=N, K=K, num_warps=4), outputs=["c"]))
    n = 65536
    out.append(dict(name="cvt_bf16_f16", kernel="cvt_bf16_f16_kernel", grid=(n // 1024,),
                    tensors=dict(x=np.arange(n, dtype=np.uint32).astype(np.uint16).view(np.float16),
                                 out=np.zeros(n, np.int16)),
                    args=[("t", "x"), ("t", "out")], const=dict(BLOCK=1024), outputs=["out"]))
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
    import torch
    from triton.tools.tensor_descriptor import TensorDescriptor

    args = []
    for kind, v, *rest in case["args"]:
        if kind == "d":
            args.append(TensorDescriptor.from_tensor(tensors[v], rest[0]))
        elif kind == "p":  # a table of the named tensors' device addresses (int64), as grouped GEMM's
            t0 = tensors[v[0]]
            args.append(torch.tensor([tensors[n].data_ptr() for n in v], dtype=torch.int64, device=t0.device))
        else:
            args.append(tensors[v] if kind == "t" else float(v) if kind == "f" else v)
    return args


def raw(t) -> np.ndarray:
    """A tensor's bytes as a numpy array of its width's unsigned type (torch's float8/bf16 too)."""
    import torch

    width = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()]
    return t.detach().cpu().contiguous().view(width).numpy().view(f"u{t.element_size()}")
