"""One training step of a small MLP in PyTorch's eager mode (PyTorch's own prebuilt kernels and
cuBLAS): what a capture of such a program records, and for which kernels it finds PTX."""

import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(64, 128), nn.ReLU(), nn.Linear(128, 10)).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(32, 64, device="cuda")
y = torch.randint(0, 10, (32,), device="cuda")
loss = nn.functional.cross_entropy(model(x), y)
loss.backward()
opt.step()
torch.cuda.synchronize()
print("loss", float(loss))
