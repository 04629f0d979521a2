"""A tiny PyTorch model run through torch.compile: Inductor writes its elementwise and reduction work
as Triton kernels (captured with --kernel '^triton_'); the Linear layers go to cuBLAS (no PTX: not
captured). Checked against the same model run eagerly.

    python3 compiled_model.py           one call of torch.compile(model) (capture2)
    python3 compiled_model.py graphs    torch.compile(mode="reduce-overhead"), 4 steps: Inductor's
                                        kernels recorded into CUDA graphs (cudagraph trees) and
                                        replayed by graph launches (capture3; it was
                                        capture3/compiled_graphs.py when the H100 ran it)
"""

import sys

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
if sys.argv[1:] == ["graphs"]:
    compiled = torch.compile(model, mode="reduce-overhead")
    with torch.no_grad():
        for step in range(4):  # warm-up, recording, then graph replays
            x = torch.randn(24, 96, device="cuda")
            got = compiled(x).clone()
            want = model(x)
            print(f"step {step}: compiled vs eager max abs difference {float((got - want).abs().max()):.3g}")
    torch.cuda.synchronize()
else:
    x = torch.randn(24, 96, device="cuda")
    with torch.no_grad():
        want = model(x)
        got = torch.compile(model)(x)
    torch.cuda.synchronize()
    print("compiled vs eager: max abs difference", float((got - want).abs().max()))
    print(f"torch memory: allocated peak {torch.cuda.max_memory_allocated()} bytes, reserved peak "
          f"{torch.cuda.max_memory_reserved()} bytes")
