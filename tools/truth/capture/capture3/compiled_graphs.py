"""The block of capture2/compiled_model.py through torch.compile(mode="reduce-overhead"): Inductor's
Triton kernels recorded into CUDA graphs (cudagraph trees) and replayed by graph launches; checked
against the same model run eagerly."""

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
compiled = torch.compile(model, mode="reduce-overhead")
with torch.no_grad():
    for step in range(4):  # warm-up, recording, then graph replays
        x = torch.randn(24, 96, device="cuda")
        got = compiled(x).clone()
        want = model(x)
        print(f"step {step}: compiled vs eager max abs difference {float((got - want).abs().max()):.3g}")
torch.cuda.synchronize()
