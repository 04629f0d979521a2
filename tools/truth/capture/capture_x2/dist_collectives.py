"""Two ranks of torch.distributed over NCCL (one process per GPU, started by torchrun): all_reduce,
all_gather_into_tensor and reduce_scatter_tensor of small tensors, each checked against the sum or
gather computed on the host. Run with NCCL_NVLS_ENABLE=0 (no NVLink multicast)."""

import os

import torch
import torch.distributed as dist

dist.init_process_group("nccl")
rank, world = dist.get_rank(), dist.get_world_size()
torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", rank)))
g = torch.Generator().manual_seed(1234)
inputs = [torch.randn(3000, generator=g) for _ in range(world)]  # every rank's input, known to all
x = inputs[rank].cuda()
dist.all_reduce(x)
ok = torch.allclose(x.cpu(), sum(inputs), atol=1e-5)
gathered = torch.empty(world * 3000, device="cuda")
dist.all_gather_into_tensor(gathered, inputs[rank].cuda())
ok &= torch.equal(gathered.cpu(), torch.cat(inputs))
part = torch.empty(1500, device="cuda")
dist.reduce_scatter_tensor(part, torch.cat([inputs[rank], inputs[rank]]).cuda())
want = sum(torch.cat([t, t]) for t in inputs)[rank * 1500 : (rank + 1) * 1500]
ok &= torch.allclose(part.cpu(), want, atol=1e-5)
torch.cuda.synchronize()
print(f"rank {rank}/{world}: collectives {'agree' if ok else 'DISAGREE'} with the host")
dist.destroy_process_group()
