"""Two Triton kernels for `ptxemu capture`: a vector add and a row softmax. Triton loads cubins (SASS
only); `ptxemu capture` takes their PTX from Triton's cache, beside the byte-identical cubin."""

import torch
import triton.language as tl

import triton


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=cols < n_cols)


torch.manual_seed(0)
x = torch.randn(5000, device="cuda")
y = torch.randn(5000, device="cuda")
out = torch.empty_like(x)
add_kernel[(triton.cdiv(5000, 1024),)](x, y, out, 5000, BLOCK=1024)
m = torch.randn(64, 200, device="cuda") * 4
sm = torch.empty_like(m)
softmax_kernel[(64,)](sm, m, m.stride(0), 200, BLOCK=256)
torch.cuda.synchronize()
print("triton", float(out.sum()), float(sm.sum()))
print(f"torch memory: allocated peak {torch.cuda.max_memory_allocated()} bytes, reserved peak "
      f"{torch.cuda.max_memory_reserved()} bytes")
