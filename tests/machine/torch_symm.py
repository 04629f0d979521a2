"""PyTorch symmetric memory's CUDA all-reduce / all-gather kernels (tests/data/multimem/torch:
CUDASymmetricMemoryOps.cu, nvcc 13.0 -O3 sm_90a) launched on every rank of a ptxemu.System at once,
as PyTorch's host wrappers launch them (issue 18).

Facts from PyTorch's source (CUDASymmetricMemoryOps.cu 03a4032b, CUDASymmetricMemory.cu,
CUDASymmetricMemoryTypes.hpp of the 2.13 wheel); this module ports them, none of its code:
- CUDASymmetricMemoryAllocator::alloc: one block per rank, the buffer at its start, the signal pad
  at round_up(size, 16), get_signal_pad_size() bytes (default symm_max_nblocks 32 *
  max_cuda_p2p_domain_size 72 * 4 = 9216), the whole block zeroed (cudaMemset) at allocation.
- the multicast object binds every rank's block; get_multicast_ptr() is its address (plus the
  tensor's offset). get_buffer_ptrs_dev() / get_signal_pad_ptrs_dev(): device arrays of world_size
  pointers, rank r's own entry its local address, the others its peer mappings.
- get_and_verify_alignment: min(alignment of the storage offset in bytes, of numel * element size)
  with get_alignment's 16/8/4/2/1 ladder, at least max(4, element size).
- init_elementwise_launch_config(numel, element_size, alignment, splits, max_blocks, max_threads):
  ported below; the wrappers pass (world_size splits, 8, 1024) for multimem_all_reduce_, (1, 8,
  1024) for the multimem one-shot and all-gather (bytes, element size 1), (1, 24, 512) for
  one_shot_all_reduce, (world_size, 24, 1024) for two_shot_all_reduce.
- DISPATCH_WORLD_SIZES: k_world_size 8, 4 or 2, else -1 (the unspecialised loop).
- the kernels' arguments, in order, as the wrappers pass them (size_t and pointers 8 bytes each).
"""

from __future__ import annotations

import gzip
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "multimem" / "torch"
SIGNAL_PAD_SIZE = 32 * 72 * 4  # default_signal_pad_size
WARP = 32

_mod: list = []


def module() -> tuple[ptxemu.Module, list[str]]:
    if not _mod:
        ptx = gzip.decompress((DATA / "symm_mem_ops.sm_90a.ptx.gz").read_bytes()).decode()
        _mod.extend([ptxemu.Module(ptx), re.findall(r"^(?:\.\w+\s+)*\.entry\s+(\w+)\(", ptx, re.M)])
    return _mod[0], _mod[1]


_TY = {"f32": "f", "bf16": "N3c108BFloat16E"}  # Itanium mangling of float / c10::BFloat16


def _lit(v: int) -> str:
    return f"Li{v}E" if v >= 0 else f"Lin{-v}E"


def kernel_name(
    name: str, ty: str | None, alignment: int, world: int | None = None, rs: str = "Lb0ELb0E"
) -> str:
    """The mangled entry of `name`<ty, alignment[, k_world_size]> (the anonymous namespace's
    prefix is nvcc's and differs per build); rs: two_shot_all_reduce_kernel's two bool arguments."""
    targs = (_TY[ty] if ty else "") + _lit(alignment) + (_lit(world) if world is not None else "")
    if name == "two_shot_all_reduce_kernel":
        targs += rs  # reduce_scatter, split_last_dim: false, false unless reduce_scatter_out's
    key = f"{len(name)}{name}I{targs}E"
    hits = [e for e in module()[1] if key in e]
    if len(hits) != 1:
        raise KeyError(f"{key}: {len(hits)} entries")
    return hits[0]


def get_alignment(v: int) -> int:
    return next(a for a in (16, 8, 4, 2, 1) if v % a == 0)


def alignment(numel: int, esize: int, offset: int = 0) -> int:
    """get_and_verify_alignment of a contiguous tensor at storage offset `offset`."""
    a = min(get_alignment(offset * esize), get_alignment(numel * esize))
    if a < max(4, esize):
        raise ValueError(f"numel {numel} x {esize} bytes is not {max(4, esize)}-byte aligned")
    return a


def _cdiv(a: int, b: int) -> int:
    return (a + b - 1) // b


def launch_config(numel: int, esize: int, align: int, splits: int, max_blocks: int, max_threads: int):
    """init_elementwise_launch_config: (num_blocks, num_threads)."""
    aligned = _cdiv(numel, align * splits) * (align * splits)
    per_split = aligned // splits
    per_thread = align // esize
    if per_split <= max_threads * per_thread:
        return 1, _cdiv(_cdiv(per_split, per_thread), WARP) * WARP
    return min(_cdiv(per_split, max_threads * per_thread), max_blocks), max_threads


def world_dispatch(n: int) -> int:
    return n if n in (2, 4, 8) else -1


@dataclass
class SymmMem:
    """A tensor of `nbytes` allocated by PyTorch's CUDASymmetricMemoryAllocator on every rank of
    `system`, rendezvoused: buffers, signal pads, the multicast object, the pointer arrays."""

    system: ptxemu.System
    nbytes: int
    multicast: bool = True
    times: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        s, n = self.system, len(self.system)
        self.n = n
        self.pad_off = _cdiv(self.nbytes, 16) * 16
        block = self.pad_off + SIGNAL_PAD_SIZE
        self.buf = s.alloc_symmetric(block)  # device memory starts zero, as cudaMemset leaves it
        peers = s.peer_pointers(self.buf)
        self.mc = s.multicast(block, self.buf) if self.multicast else None
        self.buffer_ptrs_dev, self.signal_pad_ptrs_dev = [], []
        for r in range(n):
            bufs = np.array([self.buf if j == r else peers[j] for j in range(n)], np.uint64)
            pads = bufs + np.uint64(self.pad_off)
            for arr, lst in ((bufs, self.buffer_ptrs_dev), (pads, self.signal_pad_ptrs_dev)):
                a = s.devices[r].alloc(8 * n, name="symm_mem pointers")
                s.devices[r].write(a, arr.view(np.uint8))
                lst.append(a)

    # offset: a tensor's storage offset in the buffer, in its elements
    def write(self, rank: int, data: np.ndarray, offset: int = 0) -> None:
        raw = np.ascontiguousarray(data).view(np.uint8)
        self.system.devices[rank].write(self.buf + offset * data.dtype.itemsize, raw)

    def read(self, rank: int, dtype, count: int, offset: int = 0) -> np.ndarray:
        es = np.dtype(dtype).itemsize
        return self.system.devices[rank].read(self.buf + offset * es, count * es).view(dtype)

    def signal_pads_clear(self) -> bool:
        pads = self.buf + self.pad_off
        return all(not self.system.devices[r].read(pads, SIGNAL_PAD_SIZE).any() for r in range(self.n))

    def _launch(self, kernel: str, grid: int, block: int, args) -> None:
        mod = module()[0]
        specs = [dict(device=r, module=mod, kernel=kernel, grid=grid, block=block, args=args(r))
                 for r in range(self.n)]  # fmt: skip
        t0 = time.perf_counter()
        self.system.launch(specs)
        self.times.append(time.perf_counter() - t0)

    def _out(self, nbytes: int) -> list[int]:
        return [self.system.devices[r].alloc(nbytes, name="out") for r in range(self.n)]

    # -- the host wrappers ------------------------------------------------------------------------
    def multimem_all_reduce_(self, ty: str, numel: int, offset: int = 0) -> None:
        es = 4 if ty == "f32" else 2
        a = alignment(numel, es, offset)
        mc = self.mc.address + offset * es
        grid, block = launch_config(numel, es, a, self.n, 8, 1024)
        u = np.uint64
        self._launch(kernel_name("multimem_all_reduce_kernel", ty, a), grid, block,
                     lambda r: [u(mc), u(numel), u(self.signal_pad_ptrs_dev[r]), u(r),
                                u(self.n)])  # fmt: skip

    def multimem_one_shot_all_reduce(self, ty: str, numel: int, offset: int = 0) -> list[int]:
        es = 4 if ty == "f32" else 2
        a = alignment(numel, es, offset)
        mc = self.mc.address + offset * es
        grid, block = launch_config(numel, es, a, 1, 8, 1024)
        out, u = self._out(numel * es), np.uint64
        self._launch(kernel_name("multimem_one_shot_all_reduce_kernel", ty, a), grid, block,
                     lambda r: [u(mc), u(out[r]), u(numel), u(self.signal_pad_ptrs_dev[r]), u(r),
                                u(self.n)])  # fmt: skip
        return out

    def multimem_all_gather_out(self, inputs: list[np.ndarray], offset: int = 0) -> None:
        """`out` (world_size x the input's bytes, a byte tensor at `offset` in this buffer);
        inputs: each rank's input."""
        nb = inputs[0].nbytes
        a = alignment(nb * self.n, 1, offset)
        mc = self.mc.address + offset
        grid, block = launch_config(nb, 1, a, 1, 8, 1024)
        ins, u = self._out(nb), np.uint64
        for r in range(self.n):
            self.system.devices[r].write(ins[r], inputs[r].view(np.uint8))
        self._launch(kernel_name("multimem_all_gather_kernel", None, a), grid, block,
                     lambda r: [u(ins[r]), u(mc), u(nb), u(self.signal_pad_ptrs_dev[r]), u(r),
                                u(self.n)])  # fmt: skip

    def one_shot_all_reduce(
        self, ty: str, numel: int, local: list[np.ndarray] | None = None, offset: int = 0
    ) -> list[int]:
        """one_shot_all_reduce (local None) or one_shot_all_reduce_copy (each rank's local input)."""
        es = 4 if ty == "f32" else 2
        a = alignment(numel, es, offset)
        grid, block = launch_config(numel, es, a, 1, 24, 512)
        out, u = self._out(numel * es), np.uint64
        loc = [0] * self.n
        if local is not None:
            loc = self._out(numel * es)
            for r in range(self.n):
                self.system.devices[r].write(loc[r], local[r].view(np.uint8))
        self._launch(kernel_name("one_shot_all_reduce_kernel", ty, a, world_dispatch(self.n)), grid, block,
                     lambda r: [u(self.buffer_ptrs_dev[r]), u(out[r]), u(loc[r]), u(offset), u(numel),
                                u(self.signal_pad_ptrs_dev[r]), u(r), u(self.n)])  # fmt: skip
        return out

    def two_shot_all_reduce(
        self, ty: str, numel: int, out: bool = False, offset: int = 0
    ) -> list[int] | None:
        """two_shot_all_reduce_ (in place, out False) or two_shot_all_reduce_out."""
        es = 4 if ty == "f32" else 2
        a = alignment(numel, es, offset)
        grid, block = launch_config(numel, es, a, self.n, 24, 1024)
        u = np.uint64
        if not out:
            k = kernel_name("two_shot_all_reduce_kernel_inplace", ty, a, world_dispatch(self.n))
            pads = self.signal_pad_ptrs_dev
            ptrs = self.buffer_ptrs_dev
            self._launch(k, grid, block, lambda r: [u(ptrs[r]), u(offset), u(numel), u(pads[r]), u(r),
                                                    u(self.n)])  # fmt: skip
            return None
        if self.n not in (2, 4, 8):  # DISPATCH_WORLD_SIZES_NO_DEFAULT
            raise ValueError(f"two_shot_all_reduce_out: not implemented for world_size={self.n}")
        o = self._out(numel * es)
        self._launch(kernel_name("two_shot_all_reduce_kernel", ty, a, self.n), grid, block,
                     lambda r: [u(self.buffer_ptrs_dev[r]), u(o[r]), u(offset), u(numel),
                                u(self.signal_pad_ptrs_dev[r]), u(r), u(self.n), u(0)])  # fmt: skip
        return o

    def reduce_scatter_out(self, ty: str, shape: tuple[int, ...], split_last_dim: bool) -> list[int]:
        """reduce_scatter_out of this buffer viewed as `shape` (1-D unless split_last_dim): each
        rank's output (numel / world_size elements)."""
        es = 4 if ty == "f32" else 2
        numel, last = int(np.prod(shape)), shape[-1]
        a = alignment(numel, es)
        per = a // es
        if numel % (self.n * per) or (split_last_dim and last % (self.n * per)):
            raise ValueError("reduce_scatter: not divisible by world_size * alignment")
        grid, block = launch_config(numel, es, a, self.n, 24, 1024)
        o, u = self._out(numel // self.n * es), np.uint64
        rs = "Lb1ELb1E" if split_last_dim else "Lb1ELb0E"
        self._launch(kernel_name("two_shot_all_reduce_kernel", ty, a, self.n, rs), grid, block,
                     lambda r: [u(self.buffer_ptrs_dev[r]), u(o[r]), u(0), u(numel),
                                u(self.signal_pad_ptrs_dev[r]), u(r), u(self.n), u(last)])  # fmt: skip
        return o
