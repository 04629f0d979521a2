"""Two ranks of torch.distributed over NCCL (one process per GPU, started by torchrun): all_reduce,
all_gather_into_tensor and reduce_scatter_tensor of small tensors, each checked against the sum or
gather computed on the host.

NVLink multicast must stay off (NCCL's NVLS algorithms, PyTorch's symmetric memory, NVSHMEM): on the
shared GPU hosts a program using it can put the GPUs out of service. The program refuses to start
unless NCCL_NVLS_ENABLE=0, TORCH_SYMM_MEM_DISABLE_MULTICAST=1 and NVSHMEM_DISABLE_NVLS=1 are set.

X2_BACKEND=gloo runs the same code on the CPU with gloo (a check of the program where there is no
GPU: `torchrun --nproc-per-node 2 dist_collectives.py`)."""

import os
import sys

import torch
import torch.distributed as dist

REQUIRED = {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1", "NVSHMEM_DISABLE_NVLS": "1"}
wrong = {k: os.environ.get(k) for k, v in REQUIRED.items() if os.environ.get(k) != v}
if wrong:
    sys.exit(f"dist_collectives.py: NVLink multicast must be off; set {REQUIRED} (have {wrong})")

backend = os.environ.get("X2_BACKEND", "nccl")
if backend == "nccl":  # the rank's GPU before NCCL's communicator is made
    torch.cuda.set_device(int(os.environ["LOCAL_RANK"]))
    device = "cuda"
else:
    device = "cpu"
dist.init_process_group(backend)
rank, world = dist.get_rank(), dist.get_world_size()
g = torch.Generator().manual_seed(1234)
inputs = [torch.randn(3000, generator=g) for _ in range(world)]  # every rank's input, known to all
x = inputs[rank].clone().to(device)
dist.all_reduce(x)
ok = torch.allclose(x.cpu(), sum(inputs), atol=1e-5)
gathered = torch.empty(world * 3000, device=device)
dist.all_gather_into_tensor(gathered, inputs[rank].clone().to(device))
ok &= torch.equal(gathered.cpu(), torch.cat(inputs))
n = 3000 // world  # reduce_scatter: each rank's input is world pieces of n; rank r gets piece r summed
part = torch.empty(n, device=device)
dist.reduce_scatter_tensor(part, inputs[rank].clone().to(device))
want = sum(inputs)[rank * n : (rank + 1) * n]
ok &= torch.allclose(part.cpu(), want, atol=1e-5)
if device == "cuda":
    torch.cuda.synchronize()
print(f"rank {rank}/{world} ({backend}): collectives {'agree' if ok else 'DISAGREE'} with the host")
dist.destroy_process_group()
sys.exit(0 if ok else 1)
