"""A cupy RawKernel program for `ptxemu capture`. CUPY_COMPILE_WITH_PTX=1 makes cupy hand the driver
PTX (its default is a cubin from NVRTC, SASS only, which ptxemu cannot run)."""

import os

os.environ.setdefault("CUPY_COMPILE_WITH_PTX", "1")

import cupy as cp  # noqa: E402

SOURCE = r"""
extern "C" __global__ void gather_softplus(const float* x, const int* idx, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = x[idx[i]];
        y[i] = v > 15.f ? v : __logf(1.f + __expf(v)) + rsqrtf(1.f + v * v);
    }
}
extern "C" __global__ void half_mix(const __half* a, const __half* b, __half* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = __hfma(a[i], b[i], __hmul(a[i], __float2half(0.5f)));
}
"""

mod = cp.RawModule(code="#include <cuda_fp16.h>\n" + SOURCE, options=("--std=c++17",))
n = 3000
rng = cp.random.default_rng(7)
x = (rng.standard_normal(n, dtype=cp.float32) * 6).astype(cp.float32)
idx = rng.integers(0, n, n).astype(cp.int32)
y = cp.zeros(n, cp.float32)
mod.get_function("gather_softplus")(((n + 127) // 128,), (128,), (x, idx, y, cp.int32(n)))
a = rng.standard_normal(n, dtype=cp.float32).astype(cp.float16)
b = rng.standard_normal(n, dtype=cp.float32).astype(cp.float16)
c = cp.empty(n, cp.float16)
mod.get_function("half_mix")(((n + 255) // 256,), (256,), (a, b, c, cp.int32(n)))
cp.cuda.Device().synchronize()
print("cupy", float(y.sum()), float(c.astype(cp.float32).sum()))
pool = cp.get_default_memory_pool()
print(f"cupy memory: pool used {pool.used_bytes()} bytes, pool total {pool.total_bytes()} bytes")
