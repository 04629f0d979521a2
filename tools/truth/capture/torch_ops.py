"""PyTorch for `ptxemu capture`: a few eager elementwise and reduction kernels (PyTorch's own, from its
fatbinaries), then with `compile` a torch.compile'd function (Inductor's Triton kernels)."""

import sys

import torch

torch.manual_seed(0)
x = torch.randn(256, 384, device="cuda")
w = torch.randn(384, device="cuda")
y = torch.relu(x * 2 + 1)  # elementwise
s = y.sum(dim=1)  # reduction
z = torch.sigmoid(x) * w  # broadcast elementwise
if "compile" in sys.argv:

    @torch.compile
    def f(a, b):
        return torch.sin(a) * b + a.sum(dim=-1, keepdim=True)

    r = f(x, w)
    torch.cuda.synchronize()
    print("compiled", float(r.sum()))
torch.cuda.synchronize()
print("torch", float(s.sum()), float(z.sum()))
print(f"torch memory: allocated peak {torch.cuda.max_memory_allocated()} bytes, reserved peak "
      f"{torch.cuda.max_memory_reserved()} bytes")
