"""CUDA C++ on ptxemu, in the shape of cupy's RawModule/RawKernel (port by changing an import).

    import ptxemu.cuda as cuda
    k = cuda.RawKernel(r'''extern "C" __global__ void add(const float* x, float* y, int n) {
        int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) y[i] += x[i]; }''', "add")
    k((4,), (256,), (x, y, np.int32(n)))        # x, y: numpy arrays or torch CPU tensors

The source is compiled by NVRTC (`pip install 'ptxemu[cuda]'`) for `arch` (sm_90a by default,
sm_100a, sm_120a) and its PTX runs on ptxemu, bit for bit as the GPU runs it. A compile error raises
CompileError carrying NVRTC's log.
"""

from ptxemu.cuda.module import RawKernel, RawModule
from ptxemu.cuda.nvrtc import CompileError, NvrtcNotFound, available, compile_source, version


def compile_to_ptx(code: str, options=(), arch: str | None = None, name_expressions=()) -> str:
    """The PTX NVRTC makes of `code` for `arch` (sm_90a unless `options` name another)."""
    return compile_source(code, options=options, arch=arch, name_expressions=name_expressions).ptx


__all__ = ["RawModule", "RawKernel", "CompileError", "NvrtcNotFound", "available", "compile_to_ptx",
           "compile_source", "version"]
