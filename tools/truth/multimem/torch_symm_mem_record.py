"""Record PyTorch's own symmetric-memory peer-pointer all-reduces on real GPUs (issue 18): the
truth for tests/machine/test_torch_symm_mem.py's general-float comparison of the peer-pointer
kernels (one_shot_all_reduce, two_shot_all_reduce_, two_shot_all_reduce_out,
one_shot_all_reduce_copy, reduce_scatter_out).

Run on a machine of N GPUs with PyTorch (CUDA), multicast off (TORCH_SYMM_MEM_DISABLE_MULTICAST=1:
these ops use peer pointers only):
    torchrun --nproc-per-node N tools/truth/multimem/torch_symm_mem_record.py OUTDIR
Every rank draws every rank's inputs from the same seeds (so each knows them all), writes its own
into a symmetric tensor, runs each op and saves inputs and outputs (raw codes) to
OUTDIR/torch_symm_n{N}_rank{r}.npz, with torch's version and the GPU's name. Then, here:
    python tools/truth/multimem/torch_symm_mem_record.py --combine OUTDIR $D/gpu_peer_allreduce.npz
    python tools/recompress_npz.py --solid $D/gpu_peer_allreduce.npz      # D=tests/data/multimem/torch
keeps one copy of the inputs (every rank's are checked equal) and every rank's outputs, keys
n{N}_in_{ty}_{numel}_r{r} and n{N}_out_{op}_{ty}_{numel}_r{r}.

Recorded (tests/data/multimem/torch/gpu_peer_allreduce.npz.xz) with the device image's PyTorch
2.11.0+cu130 (its own compiled kernels) on 2 and 4 NVIDIA H200s, multicast off. (3 ranks, the unspecialised
k_world_size = -1 kernels, where PyTorch refuses two_shot _out and reduce_scatter: not recorded.)
"""

from __future__ import annotations

import os
import sys

import numpy as np
import torch
import torch.distributed as dist
import torch.distributed._symmetric_memory as symm_mem

CASES = [("f32", 1028), ("bf16", 1032), ("f32", 517)]  # alignments 16, 16, 4
OPS = ["one_shot_all_reduce", "two_shot_all_reduce_", "two_shot_all_reduce_out", "one_shot_all_reduce_copy"]
RS = [("f32", 1536), ("bf16", 1536)]  # reduce_scatter_out: divisible by world_size * the vector
DT = {"f32": (torch.float32, torch.int32), "bf16": (torch.bfloat16, torch.int16)}


def inputs(n: int, ty: str, numel: int, k: int) -> list[torch.Tensor]:
    """Every rank's input: normal values (f32; bf16 rounded rn from f32 by torch)."""
    rng = np.random.default_rng(4000 + 100 * n + 10 * k + (ty == "bf16"))
    xs = [rng.standard_normal(numel).astype(np.float32) for _ in range(n)]
    return [torch.from_numpy(x).to(DT[ty][0]) for x in xs]


def main() -> None:
    out_dir = sys.argv[1]
    dist.init_process_group("nccl")
    rank, n = dist.get_rank(), dist.get_world_size()
    torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", rank)))
    group = dist.group.WORLD.group_name
    if hasattr(symm_mem, "enable_symm_mem_for_group"):
        symm_mem.enable_symm_mem_for_group(group)
    rec: dict[str, np.ndarray] = {}
    spec = n in (2, 4, 8)  # DISPATCH_WORLD_SIZES_NO_DEFAULT: two_shot _out and reduce_scatter
    for k, (ty, numel) in enumerate(CASES + RS if spec else CASES):
        xs = inputs(n, ty, numel, k)
        for r, x in enumerate(xs):
            rec[f"in_{ty}_{numel}_r{r}"] = x.view(DT[ty][1]).numpy()
        for op in OPS if k < len(CASES) else ["reduce_scatter_out"]:
            if op == "two_shot_all_reduce_out" and not spec:
                continue
            t = symm_mem.empty(numel, dtype=DT[ty][0], device="cuda")
            symm_mem.rendezvous(t, group)
            t.copy_(xs[rank].cuda())
            dist.barrier()
            if op == "one_shot_all_reduce":
                res = torch.ops.symm_mem.one_shot_all_reduce(t, "sum", group)
            elif op == "two_shot_all_reduce_":
                torch.ops.symm_mem.two_shot_all_reduce_(t, "sum", group)
                res = t
            elif op == "two_shot_all_reduce_out":
                res = torch.empty_like(t)
                torch.ops.symm_mem.two_shot_all_reduce_out(t, "sum", group, res)
            elif op == "one_shot_all_reduce_copy":  # the symmetric tensor is scratch (zeros)
                t.zero_()
                dist.barrier()
                res = torch.ops.symm_mem.one_shot_all_reduce_copy(t, xs[rank].cuda(), "sum", group)
            else:
                res = torch.empty(numel // n, dtype=t.dtype, device="cuda")
                torch.ops.symm_mem.reduce_scatter_out(t, group, False, res)
            torch.cuda.synchronize()
            rec[f"out_{op}_{ty}_{numel}"] = res.view(DT[ty][1]).cpu().numpy()
            dist.barrier()
    rec["torch_version"] = np.array(torch.__version__)
    rec["gpu"] = np.array(torch.cuda.get_device_name())
    np.savez(os.path.join(out_dir, f"torch_symm_n{n}_rank{rank}.npz"), **rec)
    dist.destroy_process_group()


def combine(src: str, dst: str) -> None:
    import glob

    out: dict[str, np.ndarray] = {}
    for path in sorted(glob.glob(os.path.join(src, "torch_symm_n*_rank*.npz"))):
        n, r = (int(x) for x in os.path.basename(path)[len("torch_symm_n") : -4].split("_rank"))
        with np.load(path) as f:
            for k in f.files:
                key = f"n{n}_{k}" + (f"_r{r}" if k.startswith("out_") else "")
                if k.startswith("in_") and key in out:
                    assert (out[key] == f[k]).all(), key  # every rank drew the same inputs
                out[key] = f[k]
    np.savez(dst, **out)


if __name__ == "__main__":
    if sys.argv[1] == "--combine":
        combine(sys.argv[2], sys.argv[3])
    else:
        main()
