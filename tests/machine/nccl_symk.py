"""The memory image and kernel arguments NCCL's host side builds for its symmetric-memory kernels
(tests/data/multimem/nccl: NVIDIA/nccl 5067397c, 2.30.7, src/device/symmetric), on a
ptxemu.System of N devices, and a launch of one kernel on every rank at once (issue 18).

Facts from NCCL's source. The layouts are tests/data/multimem/nccl/offsets.json, recorded by
tools/truth/multimem/nccl_offsets.py (nvcc's offsetof / sizeof on NCCL's headers); this module
reads them from there:
- A kernel takes one 4096-byte parameter, union ncclSymkDevWorkArgs4K: ncclSymkDevWorkArgs
  (kcomm, a ncclSymkDevComm: ncclDevComm, then lsaLLA2A; nMaxChannels, maxDynamicSmem), then
  ncclSymkChannelWorkRange[nMaxChannels] (u16 workHi, u16 fracHi) from alignUp(sizeof, 16) on,
  then ncclSymkDevWork[] after alignUp(4 * nMaxChannels, 16) more.
- ncclDevComm: rank, nRanks (and their 32-bit reciprocals), lsaRank, lsaSize, resourceWindow and
  its inlined copy (lsaFlatBase, stride4G, mcOffset4K), lsaMultimem.mcBasePtr, lsaBarrier
  {bufHandle, nBarriers}, abortFlag.
- ncclWindow_vidmem (device memory): lsaFlatBase, lsaRank, worldRank, stride4G, mcOffset4K. LSA
  peer p's copy of window byte `off` is at lsaFlatBase + (p * stride4G << 32) + off (add4G); its
  multimem address is mcBasePtr + 4096 * mcOffset4K + off.
- Resource buffers are addressed by handle (128-byte units) in the resource window: the LSA
  barrier ((3 + nRanks) * nBarriers u32: multimem epochs, unicast epochs, multimem inboxes, unicast
  inboxes; nBarriers = ncclSymkMaxBlocks = 64) and the LL all-to-all buffer (64 blocks of
  (1 + 2 * nSlots) 16-byte lines, nSlots = nRanks * 512), all zero at init.
- ncclSymkDevWork: redOpArg, nElts, inputWin, outputWin, inputOff, outputOff, rootRank, then the
  bit fields sChannelId:16, nChannels:16 in the 4 bytes after rootRank (the 8-byte unit rootRank
  starts). Counts: AllReduce the element count, ReduceScatter the per-rank (receive) count,
  AllGather the per-rank count in bytes (the host turns AllGather into int8).
- 16 warps per block (ncclSymkPickKernel); the channels and work ranges are
  ncclSymmetricTaskScheduler's (ported below); the block count is queryModel_lsa's.

The layout of the buffers inside the window, the addresses and the handles are this image's choice
(NCCL's allocator picks its own); the kernels take whatever the arguments say.
"""

from __future__ import annotations

import gzip
import json
import math
import struct
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

import ptxemu
from ptxemu.machine.launching.launch import MAX_SHARED

DATA = Path(__file__).resolve().parents[1] / "data" / "multimem" / "nccl"
F = json.loads((DATA / "offsets.json").read_text())["facts"]  # nvcc's layout of NCCL's structs
FLAT_BASE = 0x7E00_0000_0000  # the LSA team's flat space: rank r at FLAT_BASE + (r << 32)
STRIDE4G = 1
MAX_BLOCKS = F["ncclSymkMaxBlocks"]
MAX_THREADS = F["ncclSymkMaxThreads"]  # ncclSymkPickKernel gives 16 warps
CELL = F["NCCL_SYM_KERNEL_CELL_SIZE"]
API_MAGIC = F["NCCL_API_MAGIC"]
VERSION = F["NCCL_VERSION_CODE"]
ARGS_HEAD = F["ncclSymkDevWorkArgs.getWorkRange"]  # alignUp(sizeof(ncclSymkDevWorkArgs), 16)
# the bit fields sChannelId:16 | nChannels:16: the first byte the probe saw them in
WORK_CHANNELS = min(int(k.rsplit("byte", 1)[1]) for k in F if k.startswith("ncclSymkDevWork.byte"))
# the probe stored sChannelId 0x1234 and nChannels 0x5678: a little-endian u32 there holds both
assert sum(F.get(f"ncclSymkDevWork.byte{WORK_CHANNELS + i}", 0) << 8 * i for i in range(4)) == 0x56781234

_modules: dict[str, ptxemu.Module] = {}


def module(name: str) -> ptxemu.Module:
    """A committed module by its file stem, e.g. 'all_reduce_sum_f32.sm_90a'."""
    if name not in _modules:
        _modules[name] = ptxemu.Module(gzip.decompress((DATA / f"{name}.ptx.gz").read_bytes()).decode())
    return _modules[name]


def kernel_name(coll: str, algo: str, red: str = "", ty: str = "") -> str:
    """generate.py's kernel_cname, mangled as nvcc does (one ncclSymkDevWorkArgs4K argument)."""
    base = f"ncclSymkDevKernel_{coll}_{algo}" + (f"_{red}_{ty}" if red else "")
    return f"_Z{len(base)}{base}21ncclSymkDevWorkArgs4K"


def _rcp32(x: int) -> int:  # nccl::utility::idivRcp32
    return (0xFFFFFFFF // x + (1 if x & (x - 1) == 0 else 0)) & 0xFFFFFFFF


def _up(x: int, a: int) -> int:
    return (x + a - 1) // a * a


def _div_up(x: int, a: int) -> int:
    return (x + a - 1) // a


# -- the host's choices ---------------------------------------------------------------------------
_NVLS = {"AllReduce_RSxLDMC_AGxSTMC", "AllGather_STMC", "AllGather_TmaSTMC", "ReduceScatter_LDMC"}
_LL = {"AllReduce_AGxLL_R", "AllReduce_AGxLLMC_R", "AllGather_LL", "AllGather_LLMC", "ReduceScatter_LL"}


def n_blocks(
    kernel: str, n_ranks: int, n_bytes: int, sm100: bool, min_ctas: int = 1, max_ctas: int = 64
) -> int:
    """queryModel_lsa's block count for `kernel` (e.g. 'AllReduce_RSxLDMC_AGxSTMC'), with
    ncclConfig's minCTAs / maxCTAs (assumed 1 and 64 here) and no NCCL_SYM_CTAS."""
    ll_bus = 9
    nmax = MAX_BLOCKS
    mult = 1.0
    coll, _, algo = kernel.partition("_")
    if kernel in ("AllReduce_AGxLL_R", "AllGather_LL", "ReduceScatter_LL"):
        bus = n_ranks * n_bytes * ll_bus
    elif kernel in ("AllReduce_AGxLLMC_R", "AllGather_LLMC"):
        bus, mult = n_ranks * n_bytes * ll_bus, 1.1
    elif kernel in ("AllReduce_RSxTmaLD_AGxTmaST", "AllReduce_RSxLD_AGxST"):
        bus = 2 * n_bytes * (n_ranks - 1) // n_ranks
    elif kernel == "AllReduce_RSxLDMC_AGxSTMC":
        bus, mult = n_bytes // n_ranks + n_bytes, n_ranks
    elif kernel in ("AllGather_TmaST", "AllGather_ST", "ReduceScatter_TmaLD", "ReduceScatter_LD"):
        bus = (n_ranks - 1) * n_bytes
    elif kernel in ("AllGather_TmaSTMC", "AllGather_STMC", "ReduceScatter_LDMC"):
        bus, mult = (n_ranks - 1) * n_bytes, 0.55 * n_ranks
    else:
        raise ValueError(kernel)
    if kernel in _NVLS:
        nmax = _div_up(32 if sm100 else 16, n_ranks)
    nmax = min(nmax, max_ctas)
    gbps = (1 << 30) / 1.0e6
    is_ll, is_ag, is_ar = kernel in _LL, coll == "AllGather", coll == "AllReduce"
    if not sm100:
        lat = 4.5 if is_ll else 7.8
        smbw = (65 if is_ar else 44) * gbps
        peak = (480 if kernel == "AllReduce_RSxLDMC_AGxSTMC" else 320) * gbps
    else:
        lat = (8.5 if is_ag else 11) if is_ll else (19.5 if is_ar else 13.0)
        smbw = 55 * gbps
        peak = (1000 if kernel == "AllReduce_RSxLDMC_AGxSTMC" else 600) * gbps

    def model(nsm: int) -> float:
        def softmin(x, ceiling, soft):
            return ceiling - soft * math.log1p((math.exp(ceiling / soft) - 1) * math.exp(-x / soft))

        def softplus(x, soft):
            z = x / soft
            return x if z >= 100 else soft * math.log1p(math.exp(z))

        bw = softmin(nsm * smbw * mult, peak, smbw)
        return lat + softplus(bus / bw - 1, 1)

    best = model(nmax)
    for bn in range(min_ctas, nmax):
        if model(bn) <= 1.025 * best:
            return bn
    return nmax


def schedule(counts: list[int], elt_size: int, n_max: int):
    """ncclSymmetricTaskScheduler for the tasks of one launch (a group of collectives of one kernel):
    (work ranges (workHi, fracHi) per channel, each work's (sChannelId, nChannels), the number of
    channels launched)."""
    cell = CELL // elt_size
    per = _div_up(_div_up(sum(_up(c, cell) for c in counts), n_max), cell)
    remain = per
    ranges = [(0, 0)] * n_max
    works = []
    cur = cur_work = 0
    for w, count in enumerate(counts):
        last = w == len(counts) - 1  # the queue is empty after this task
        s_ch, n_ch = 0xFFFF, 0
        left = task = _div_up(count, cell)
        while cur < n_max:
            if cur_work == 0:
                if n_ch == 0:
                    s_ch, n_ch = cur, 1
                elif left <= remain:  # the task's last segment: fused when little is left or last
                    if (remain - left) * CELL <= 1 << 10 or last:
                        n_ch += 1
                else:
                    n_ch += 1
            elif task <= remain:  # the task fits in what is left of the channel
                s_ch, n_ch = cur, 1
            if left < remain:
                ranges[cur] = (w, 0xFFFF)
                remain -= left
                cur_work += 1
                break
            if left == remain:
                ranges[cur] = (w, 0xFFFF)
                remain, cur, cur_work = per, cur + 1, 0
                break
            left -= remain
            ranges[cur] = (w, _div_up(0x10000 * (task - left), task) - 1)
            remain, cur, cur_work = per, cur + 1, 0
        works.append((s_ch, n_ch))
        if not last and cur == n_max:
            raise ValueError("ncclSymmetricTaskScheduler ran out of channel space")
    if remain < per:
        cur += 1
    return ranges, works, cur


# -- the memory image -------------------------------------------------------------------------------
@dataclass
class Comm:
    """An N-rank communicator's device side on a ptxemu.System: one LSA segment per rank (resource
    buffers, then one user window), the multicast object over the segments, the window structs."""

    system: ptxemu.System
    n: int
    user_bytes: int
    multimem: bool = True

    def __post_init__(self) -> None:
        s, n = self.system, self.n
        self.bar_handle, self.n_barriers = 0, MAX_BLOCKS
        bar_bytes = (3 * MAX_BLOCKS + MAX_BLOCKS * n) * 4
        self.n_slots = n * MAX_THREADS  # ncclLLA2ACalcSlots(nRanks * 512, 8)
        self.ll_handle = _up(bar_bytes, 128) // 128
        ll_bytes = MAX_BLOCKS * (1 + 2 * self.n_slots) * 16
        self.win_off = _up(self.ll_handle * 128 + ll_bytes, 4096)  # the user window in the segment
        self.seg_bytes = self.win_off + _up(self.user_bytes, 4096)
        self.seg = [FLAT_BASE + (r * STRIDE4G << 32) for r in range(n)]
        for r in range(n):
            s.devices[r].alloc(self.seg_bytes, address=self.seg[r], name=f"NCCL LSA segment of rank {r}")
        for r in range(n):  # every rank's segment at its place in every rank's flat space
            s.map_peer(r, self.seg[r], at=self.seg[r])
        self.mc = s.multicast(self.seg_bytes, {r: self.seg[r] for r in range(n)}) if self.multimem else None
        self.res_win = s.alloc_symmetric(128)  # ncclWindow_vidmem of the resource window
        self.user_win = s.alloc_symmetric(128)  # ... and of the user's window
        self.abort = s.alloc_symmetric(16)  # comm->abortFlagDev, zero
        for r in range(n):
            s.devices[r].write(self.res_win, self._window(r, 0))
            s.devices[r].write(self.user_win, self._window(r, self.win_off))

    def _window(self, rank: int, off: int) -> np.ndarray:
        """ncclWindow_vidmem of a window at `off` in every rank's segment."""
        b = bytearray(F["sizeof.ncclWindow_vidmem"])
        fields = (("lsaFlatBase", "Q", FLAT_BASE + off), ("lsaRank", "i", rank), ("worldRank", "i", rank),
                  ("stride4G", "I", STRIDE4G), ("mcOffset4K", "I", off // 4096))
        for f, fmt, v in fields:
            struct.pack_into("<" + fmt, b, F[f"ncclWindow_vidmem.{f}"], v)
        return np.frombuffer(bytes(b), np.uint8)

    # the user window of rank r, as the host sees it
    def user_address(self, rank: int, off: int = 0) -> int:
        return self.seg[rank] + self.win_off + off

    def write(self, rank: int, off: int, data: np.ndarray) -> None:
        raw = np.ascontiguousarray(data).view(np.uint8)
        self.system.devices[rank].write(self.user_address(rank, off), raw)

    def read(self, rank: int, off: int, nbytes: int) -> np.ndarray:
        return self.system.devices[rank].read(self.user_address(rank, off), nbytes)

    def args(self, rank: int, works: list[tuple[int, int, int]], *, elt_size: int, n_max: int,
             red_arg: int = 0, max_dyn_smem: int = 0) -> tuple[bytes, int]:
        """The 4096 parameter bytes of rank `rank`'s launch of `works` ((count, input offset, output
        offset) in the user window, one per grouped collective) and the grid (channels used)."""
        b = bytearray(F["sizeof.ncclSymkDevWorkArgs4K"])

        def put(fmt: str, off: int, v: int) -> None:
            struct.pack_into("<" + fmt, b, off, v)

        n, rcp = self.n, _rcp32(self.n)
        kc = F["ncclSymkDevWorkArgs.kcomm"]
        dc = kc + F["ncclSymkDevComm.devComm"]
        for f, fmt, v in (("magic", "I", API_MAGIC), ("version", "I", VERSION), ("rank", "i", rank),
                          ("nRanks", "i", n), ("nRanks_rcp32", "I", rcp), ("lsaRank", "i", rank),
                          ("lsaSize", "i", n), ("lsaSize_rcp32", "I", rcp), ("windowTable", "Q", 0),
                          ("resourceWindow", "Q", self.res_win), ("abortFlag", "Q", self.abort)):
            put(fmt, dc + F[f"ncclDevComm.{f}"], v)
        rw = dc + F["ncclDevComm.resourceWindow_inlined"]
        put("Q", rw + F["ncclResourceWindow_vidmem_t.lsaFlatBase"], FLAT_BASE)
        put("I", rw + F["ncclResourceWindow_vidmem_t.stride4G"], STRIDE4G)
        put("I", rw + F["ncclResourceWindow_vidmem_t.mcOffset4K"], 0)
        mc = self.mc.address if self.mc is not None else 0
        put("Q", dc + F["ncclDevComm.lsaMultimem"] + F["ncclMultimemHandle.mcBasePtr"], mc)
        put("I", dc + F["ncclDevComm.lsaBarrier"] + F["ncclLsaBarrierHandle.bufHandle"], self.bar_handle)
        put("i", dc + F["ncclDevComm.lsaBarrier"] + F["ncclLsaBarrierHandle.nBarriers"], self.n_barriers)
        put("I", kc + F["ncclSymkDevComm.lsaLLA2A"] + F["ncclLLA2AHandle.bufHandle"], self.ll_handle)
        put("I", kc + F["ncclSymkDevComm.lsaLLA2A"] + F["ncclLLA2AHandle.nSlots"], self.n_slots)
        put("i", F["ncclSymkDevWorkArgs.nMaxChannels"], n_max)
        put("i", F["ncclSymkDevWorkArgs.maxDynamicSmem"], max_dyn_smem)
        ranges, chans, grid = schedule([c for c, _, _ in works], elt_size, n_max)
        wr = F["sizeof.ncclSymkChannelWorkRange"]
        for c, (hi, frac) in enumerate(ranges):
            put("H", ARGS_HEAD + wr * c + F["ncclSymkChannelWorkRange.workHi"], hi)
            put("H", ARGS_HEAD + wr * c + F["ncclSymkChannelWorkRange.fracHi"], frac)
        base = ARGS_HEAD + _up(wr * n_max, 16)
        size = F["sizeof.ncclSymkDevWork"]
        if base + size * len(works) > len(b):
            raise ValueError("the works do not fit NCCL's 4 KiB of kernel arguments")
        for k, ((count, i_off, o_off), (s_ch, n_ch)) in enumerate(zip(works, chans, strict=True)):
            w = base + size * k
            for f, v in (("redOpArg", red_arg), ("nElts", count), ("inputWin", self.user_win),
                         ("outputWin", self.user_win), ("inputOff", i_off), ("outputOff", o_off)):
                put("Q", w + F[f"ncclSymkDevWork.{f}"], v)
            put("i", w + F["ncclSymkDevWork.rootRank"], 0)
            put("I", w + WORK_CHANNELS, s_ch | n_ch << 16)
        return bytes(b), grid


def run(comm: Comm, mod: ptxemu.Module, kernel: str, works: list[tuple[int, int, int]], *, elt_size: int,
        n_max: int) -> tuple[int, float]:
    """Launch `kernel` for `works` ((count, input offset, output offset) each) on every rank at once
    with NCCL's block shape and dynamic shared memory: (grid, seconds). ncclInitKernelsForDevice
    gives each kernel all the dynamic shared memory the device allows beside its static (the opt-in
    maximum, 227 KiB on sm_90/sm_100, which is launch.MAX_SHARED less the 1 KiB reserve); every
    args carries it, the TMA kernels launch with it."""
    dyn = MAX_SHARED - mod.kernel(kernel).dynamic_base
    smem = dyn if "Tma" in kernel else 0  # kernelMask_DynamicSmem = kernelMask_Tma
    specs = []
    for r in range(comm.n):
        a, grid = comm.args(r, works, elt_size=elt_size, n_max=n_max, max_dyn_smem=dyn)
        specs.append(dict(device=r, module=mod, kernel=kernel, grid=grid, block=MAX_THREADS, args=[a],
                          shared_mem=smem))
    t0 = time.perf_counter()
    comm.system.launch(specs)
    return specs[0]["grid"], time.perf_counter() - t0
