"""A torch-distributed System whose ranks share one host runs their launches at once (issue 31,
machine.launching.distributed: each rank's device in memory files the others map, peer pointers
and multimem as plain accesses, a board for the spin detectors), against the one-process System
and truths from outside the implementation:

- NCCL's multicast all-reduce (RSxLDMC_AGxSTMC) and its peer-pointer one over NCCL's flat LSA
  space (RSxLD_AGxST, System.map_peer at chosen addresses) on 4 gloo ranks with general f32
  inputs: every rank's bits equal the one-process System's (whose member order test_nccl_symk
  pins against numpy);
- PyTorch symmetric memory's peer-pointer all-reduces and reduce-scatter as recorded on 4 H200s
  (tests/data/multimem/torch/gpu_peer_allreduce.npz.xz): test_torch_symm_mem's own checks, run in
  every rank of a distributed System;
- peer pointers (System.peer_pointers) between ranks: the ping-pong of test_ranks, worked by hand;
- waits across devices that nothing can end (two devices each waiting on the other; NCCL's
  barrier with one of 4 ranks not launched): every rank raises the report naming every waiting
  device's loop, in seconds.
"""

from __future__ import annotations

import os
import time

import numpy as np
import pytest
import test_nccl_symk as T  # noqa: E402
import test_ranks as TR  # noqa: E402
import test_torch_symm_mem as TS  # noqa: E402

import ptxemu

torch = pytest.importorskip("torch")

W = 4
LDMC, LD = T.AR[3], T.AR[2]  # f32 sm_90a RSxLDMC_AGxSTMC, RSxLD_AGxST


def _floats(seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(T.COUNT["f32"]).astype(np.float32) for _ in range(W)]


def _ping(s: ptxemu.System, rank: int, firsts: list[int]) -> tuple[list[int], list[int]]:
    """test_ranks' ping-pong between devices 2k and 2k+1 through peer pointers: what this rank's
    launch returned, and device rank's buffer."""
    buf = s.alloc_symmetric(64)
    P = s.peer_pointers(buf)
    mod = ptxemu.Module(TR.PING)
    out = np.zeros(1, np.uint32)
    s.launch([dict(device=d, module=mod, kernel="ping", grid=1, block=1,
                   args=[np.uint64(P[d]), np.uint64(P[d ^ 1]), np.uint32(firsts[d]),
                         out if d == rank else np.zeros(1, np.uint32)]) for d in range(W)])  # fmt: skip
    return [int(out[0])], s.devices[rank].read(buf, 8).view(np.uint32).tolist()


def _stuck(s: ptxemu.System) -> tuple[str, float]:
    t0 = time.perf_counter()
    try:
        _ping(s, s.rank, [0] * W)  # every device serves: each waits for a flag nobody raises
    except ptxemu.PtxError as e:
        return str(e), time.perf_counter() - t0
    return "", time.perf_counter() - t0


def _nccl_stuck(s: ptxemu.System) -> tuple[str, float]:
    import nccl_symk as K

    mod, coll, alg, ty = LDMC
    comm = K.Comm(s, W, 2 * 1024 * 4)
    specs = []
    for r in range(W - 1):
        a, grid = comm.args(r, [(1024, 0, 4096)], elt_size=4, n_max=1)
        specs.append(dict(device=r, module=K.module(mod), kernel=K.kernel_name(coll, alg, "sum", ty),
                          grid=grid, block=K.MAX_THREADS, args=[a]))
    t0 = time.perf_counter()
    try:
        s.launch(specs)
    except ptxemu.PtxError as e:
        return str(e), time.perf_counter() - t0
    return "", time.perf_counter() - t0


def _rank(rank: int, tmp: str) -> None:
    import torch.distributed as dist

    os.environ.setdefault("GLOO_SOCKET_IFNAME", "lo")
    dist.init_process_group("gloo", init_method=f"file://{tmp}/rendezvous", rank=rank, world_size=W)
    try:
        assert ptxemu.System(W, distributed=True).dist.one_host
        out = {}
        for name, case, seed in (("ldmc", LDMC, 1), ("ld", LD, 2)):
            got, _, _ = T.collective(W, case, _floats(seed), distributed=True)
            for r in range(W):  # every rank reads every device's output (mapped)
                out[f"{name}{r}"] = got[r]
        s = ptxemu.System(W, distributed=True)
        out["ping"], out["buf"] = _ping(s, rank, [1, 0] * (W // 2))
        text, dt = _stuck(ptxemu.System(W, distributed=True))
        out["stuck_s"] = dt
        text2, dt2 = _nccl_stuck(ptxemu.System(W, plain_multicast_stores=True, distributed=True))
        out["nccl_stuck_s"] = dt2
        np.savez(f"{tmp}/rank{rank}.npz", **out)
        for k, t in (("stuck", text), ("nccl_stuck", text2)):
            with open(f"{tmp}/{k}{rank}.txt", "w") as f:
                f.write(t)
        # PyTorch's own kernels against their H200 recordings, in every rank
        TS._sys = lambda n, nbytes, **kw: (
            s := ptxemu.System(n, distributed=True, **kw), TS.T.SymmMem(s, nbytes))
        TS.test_peer_pointer_kernels_equal_pytorchs_own_on_h200s(W, "bf16", 1032)
        TS.test_peer_pointer_kernels_equal_pytorchs_own_on_h200s(W, "f32", 517)
        TS.test_reduce_scatter_equals_pytorchs_own_on_h200s(W)
    finally:
        dist.destroy_process_group()


def test_ranks_on_one_host_run_at_once_with_the_one_process_bits(tmp_path):
    import torch.multiprocessing as mp

    mp.start_processes(_rank, args=(str(tmp_path),), nprocs=W, join=True, start_method="fork")
    got = [np.load(tmp_path / f"rank{r}.npz") for r in range(W)]
    for name, case, seed in (("ldmc", LDMC, 1), ("ld", LD, 2)):
        ref, _, _ = T.collective(W, case, _floats(seed))
        for r in range(W):
            for d in range(W):
                np.testing.assert_array_equal(got[r][f"{name}{d}"].view(np.uint32), ref[d].view(np.uint32),
                                              err_msg=f"{name}: device {d} seen from rank {r}")
    for r in range(W):  # the ping-pong: 7 * 6 on both sides; each device's buffer as worked by hand
        assert got[r]["ping"].tolist() == [42]
        assert got[r]["buf"].tolist() == ([42, 2] if r % 2 == 0 else [7, 1])
    for r in range(W):
        msg = (tmp_path / f"stuck{r}.txt").read_text()
        assert f"spin-wait across {W} devices that nothing can end" in msg
        for d in range(W):
            assert f"device {d} (ping): spin-wait that no thread can end: the loop at lines 21-23" in msg
        assert float(got[r]["stuck_s"]) < 60
        msg = (tmp_path / f"nccl_stuck{r}.txt").read_text()
        assert "spin-wait across 3 devices that nothing can end" in msg
        assert msg.count("the loop at lines 5646-5669 (@%p8 bra \t$L__BB3_4)") == 3
        assert float(got[r]["nccl_stuck_s"]) < 180


WAIT = """.version 8.0
.target sm_90
.address_size 64
.visible .entry w(.param .u64 flag)
{
  .reg .b64 %a1; .reg .b32 %r1; .reg .pred %p1;
  ld.param.u64 %a1, [flag];
WAIT:
  ld.acquire.sys.global.u32 %r1, [%a1];
  setp.ne.u32 %p1, %r1, 1;
  @%p1 bra WAIT;
  ret;
}"""


def _turns_rank(rank: int, tmp: str) -> None:
    import torch.distributed as dist

    os.environ.setdefault("GLOO_SOCKET_IFNAME", "lo")
    os.environ["PTXEMU_DIST_SHARED"] = "0"
    dist.init_process_group("gloo", init_method=f"file://{tmp}/rendezvous", rank=rank, world_size=2)
    try:
        s = ptxemu.System(2, distributed=True)
        assert not s.dist.one_host
        flag = s.alloc_symmetric(16)
        mod = ptxemu.Module(WAIT)
        t0 = time.perf_counter()
        try:
            s.launch([dict(device=d, module=mod, kernel="w", grid=1, block=1, args=[np.uint64(flag)])
                      for d in range(2)])
            text = ""
        except ptxemu.PtxError as e:
            text = str(e)
        with open(f"{tmp}/turns{rank}.txt", "w") as f:
            f.write(f"{time.perf_counter() - t0}\n{text}")
    finally:
        dist.destroy_process_group()


def test_a_wait_nothing_can_end_is_reported_in_the_turns_too(tmp_path):
    """Ranks that take the one-process turns (PTXEMU_DIST_SHARED=0: ranks on several hosts), each
    device waiting for a flag in its own memory that nobody raises: every rank raises the report
    naming both devices' loops, in seconds (it used to run to the instruction budget)."""
    import torch.multiprocessing as mp

    mp.start_processes(_turns_rank, args=(str(tmp_path),), nprocs=2, join=True, start_method="fork")
    for r in range(2):
        dt, msg = (tmp_path / f"turns{r}.txt").read_text().split("\n", 1)
        assert "spin-wait across 2 devices that nothing can end" in msg, msg
        for d in range(2):
            assert f"device {d} (w): spin-wait that no thread can end: the loop at lines 9-11" in msg
        assert float(dt) < 60
