"""A tiny PyTorch model run through torch.compile: Inductor writes its elementwise and reduction work
as Triton kernels (captured with --kernel '^triton_'); the Linear layers go to cuBLAS (no PTX: not
captured). Checked against the same model run eagerly."""

import torch
import torch.nn.functional as F
from torch import nn


class Block(nn.Module):
    def __init__(self, d: int) -> None:
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.up = nn.Linear(d, 2 * d)
        self.down = nn.Linear(2 * d, d)

    def forward(self, x):
        h = self.up(self.ln(x))
        h = F.gelu(h) * torch.sigmoid(h)
        return torch.softmax(x + self.down(h), dim=-1)


torch.manual_seed(0)
model = Block(96).cuda()
x = torch.randn(24, 96, device="cuda")
with torch.no_grad():
    want = model(x)
    got = torch.compile(model)(x)
torch.cuda.synchronize()
print("compiled vs eager: max abs difference", float((got - want).abs().max()))
print(f"torch memory: allocated peak {torch.cuda.max_memory_allocated()} bytes, reserved peak "
      f"{torch.cuda.max_memory_reserved()} bytes")
