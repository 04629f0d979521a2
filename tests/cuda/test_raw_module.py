"""ptxemu.cuda's cupy-shaped API: what a cupy program relies on, and the errors it gets.

Results are checked against numpy on exact arithmetic (integer and integer-valued float work), or
against the H100 where a recording exists (tests/cuda/test_nvrtc_truth.py).
"""

from __future__ import annotations

import io

import numpy as np
import pytest

cuda = pytest.importorskip("ptxemu.cuda")
if not cuda.available():
    pytest.skip("NVRTC is not installed (pip install 'ptxemu[cuda]')", allow_module_level=True)

import ptxemu  # noqa: E402

SRC = r"""
#include <cstdint>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
extern "C" __global__ void add(const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += x[i];
}
template <typename T> __global__ void scale(T* y, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] *= a;
}
__device__ unsigned int counter;
extern "C" __global__ void count(uint64_t step) { atomicAdd(&counter, (unsigned int)step); }
extern "C" __global__ void to_e4m3(const float* x, __nv_fp8_e4m3* o, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) o[i] = __nv_fp8_e4m3(x[i]);
}
extern "C" __global__ void dyn(int* out) {
  extern __shared__ int s[];
  s[threadIdx.x] = threadIdx.x * 3;
  __syncthreads();
  out[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}
"""


@pytest.fixture(scope="module")
def mod():
    return cuda.RawModule(code=SRC, name_expressions=["scale<float>", "scale<int>"])


def test_raw_module_functions_and_python_scalars(mod):
    x = np.arange(1000, dtype=np.float32)
    y = np.ones(1000, np.float32)
    mod.get_function("add")((4,), (256,), (x, y, 1000))  # a Python int for an int parameter
    assert np.array_equal(y, x + 1)
    mod.get_function("scale<float>")((4,), (256,), (y, 2.0, 1000))  # a Python float for T = float
    assert np.array_equal(y, (x + 1) * 2)
    z = np.arange(10, dtype=np.int32)
    mod.get_function("scale<int>")((1,), (32,), (z, -3, 10))
    assert np.array_equal(z, np.arange(10) * -3)


def test_device_globals_persist_between_launches_of_a_module(mod):
    g = mod.get_global("counter").view(np.uint32)
    g[:] = 0
    mod.get_function("count")((2,), (64,), (np.uint64(1),))
    mod.get_function("count")(1, 32, (5,))
    assert int(g[0]) == 2 * 64 + 32 * 5


def test_cuda_fp8_header_conversion_equals_ml_dtypes(mod):
    """cuda_fp8.h's __nv_fp8_e4m3(float) (satfinite, round to nearest even) on every float32 that
    is a half of e4m3's neighbourhood: ml_dtypes' float8_e4m3fn rounds the same way where finite."""
    ml = pytest.importorskip("ml_dtypes")
    rng = np.random.default_rng(1)
    x = (rng.standard_normal(4096) * 100).astype(np.float32)
    o = np.zeros(4096, np.uint8)
    mod.get_function("to_e4m3")((16,), (256,), (x, o, 4096))
    ref = np.clip(x, -448, 448).astype(ml.float8_e4m3fn).view(np.uint8)
    assert np.array_equal(o, ref)


def test_dynamic_shared_memory(mod):
    out = np.zeros(128, np.int32)
    mod.get_function("dyn")((1,), (128,), (out,), shared_mem=128 * 4)
    assert np.array_equal(out, (127 - np.arange(128)) * 3)


def test_raw_kernel_torch_tensors_and_targets():
    torch = pytest.importorskip("torch")
    for arch in ("sm_90a", "sm_100a", "sm_120a"):
        k = cuda.RawKernel(SRC, "add", arch=arch)
        assert k.raw_module.arch == arch and f".target {arch}" in k.raw_module.ptx
        x, y = torch.arange(300, dtype=torch.float32), torch.zeros(300)
        st = k((2,), (256,), (x, y, 300))
        assert torch.equal(y, x) and st.thread_instructions > 0
    k = cuda.RawKernel(SRC, "add", options=("-arch=sm_100a",))
    assert k.raw_module.arch == "sm_100a"


def test_compile_errors_carry_nvrtcs_log():
    with pytest.raises(cuda.CompileError) as e:
        cuda.RawModule(code='extern "C" __global__ void f(int* p) { p[0] = undefined_name; }')
    assert 'identifier "undefined_name" is undefined' in e.value.log
    assert "kernel.cu(1)" in str(e.value) and isinstance(e.value, ptxemu.PtxemuError)


def test_compile_log_and_ptx():
    ptx = cuda.compile_to_ptx('extern "C" __global__ void f(int* p) { p[0] = 1; }', arch="sm_120a")
    assert ".target sm_120a" in ptx and ".entry f" in ptx
    m = cuda.RawModule(code='extern "C" __global__ void f(int* p) { int unused; p[0] = 1; }')
    buf = io.StringIO()
    m.compile(log_stream=buf)
    assert buf.getvalue() == m.log


def test_bad_calls_are_clear_errors(mod):
    with pytest.raises(ptxemu.PtxemuError, match="no kernel 'scale' .*name_expressions"):
        mod.get_function("scale")
    with pytest.raises(ptxemu.PtxemuError, match="takes 3 argument"):
        mod.get_function("add")((1,), (32,), (np.zeros(4, np.float32),))
    with pytest.raises(ptxemu.PtxemuError, match="does not fit"):
        mod.get_function("add")((1,), (32,), (np.zeros(4, np.float32), np.zeros(4, np.float32), 2**40))
    with pytest.raises(ptxemu.Unsupported, match="cooperative"):
        cuda.RawModule(code=SRC, enable_cooperative_groups=True)
    with pytest.raises(ptxemu.PtxemuError, match="disagree"):
        cuda.RawModule(code=SRC, options=("-arch=sm_100a",), arch="sm_90a")


def test_a_failing_assert_names_its_expression_file_line_and_function():
    """CUDA's assert() passes __assertfail its expression, __FILE__, __LINE__ and the function: the
    error carries them, with the PTX line, CTA and thread."""
    k = cuda.RawKernel('#include <cassert>\nextern "C" __global__ void k(const int* x) {\n'
                       '  assert(x[threadIdx.x] < 5);\n}\n', "k")
    k(1, 32, (np.zeros(32, np.int32),))
    x = np.zeros(32, np.int32)
    x[7] = 9
    failed = r"failed: x\[threadIdx.x\] < 5 \(kernel.cu:3, in void k\(const int \*\)\)"
    with pytest.raises(ptxemu.PtxRuntimeError, match=failed) as e:
        k(1, 32, (x,))
    assert "thread (7,0,0)" in str(e.value)
