"""A System whose 4 devices live in 4 processes (torch.distributed, gloo on localhost) gives the
same bits as the one-process System (issue 18): NVLS-style all-reduces built from
multimem.ld_reduce + multimem.st (with a multimem.red barrier) and from
multimem.cp.reduce.async.bulk, on float inputs whose sums depend on the order of the reduction
(the one-process System's order is pinned against numpy in test_multimem.py)."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest
from test_multimem import FAILING_RANK, SCATTER  # noqa: E402  (the one-process test's kernel)

import ptxemu

torch = pytest.importorskip("torch")

W = 4
PTX = (Path(__file__).resolve().parents[1] / "data" / "multimem" / "allreduce_sm90a.ptx").read_text()
N1 = 2048  # f32 elements of the one-shot all-reduce
N2 = 1024 + 256  # f32 elements of the copy-engine all-reduce (chunks of 1,024)


def _inputs(d: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(100 + d)
    return rng.standard_normal(N1).astype(np.float32), rng.standard_normal(N2).astype(np.float32)


def _programs(s: ptxemu.System, mine: list[int]) -> dict[int, dict[str, np.ndarray]]:
    """The same calls in every rank (and in the one-process System, where `mine` is every device)."""
    mod = ptxemu.Module(PTX)
    b1, sig1 = s.alloc_symmetric(4 * N1), s.alloc_symmetric(16)
    m1, ms1 = s.multicast(4 * N1, b1), s.multicast(16, sig1)
    b2, sig2 = s.alloc_symmetric(4 * N2 + 4096), s.alloc_symmetric(16)
    m2, ms2 = s.multicast(4 * N2 + 4096, b2), s.multicast(16, sig2)
    for d in mine:
        s.devices[d].write(b1, _inputs(d)[0])
    s.launch(
        [
            dict(device=d, module=mod, kernel="oneshot_f32", grid=2, block=64,
                 args=[np.uint64(m1.address), np.uint64(ms1.address), np.uint64(sig1),
                       np.uint32(N1 // 4), np.uint32(d), np.uint32(W)])
            for d in range(W)
        ]
    )  # fmt: skip
    xs = {d: _inputs(d)[1] for d in range(W)}  # each launch's own input (a host array per rank)
    s.launch(
        [
            dict(device=d, module=mod, kernel="cpreduce_f32", grid=2, block=128,
                 args=[xs[d], np.uint64(m2.address), np.uint64(ms2.address), np.uint64(sig2),
                       np.uint32(N2), np.uint32(W)])
            for d in range(W)
        ]
    )  # fmt: skip
    b3 = s.alloc_symmetric(512)
    m3 = s.multicast(512, b3)
    for d in mine:
        s.devices[d].write(b3, np.arange(128, dtype=np.uint32) * np.uint32(d + 1))
    outs = {d: np.zeros(128, np.uint32) for d in range(W)}
    s.launch([dict(device=d, module=ptxemu.Module(SCATTER), kernel="k", grid=1, block=128,
                   args=[np.uint64(m3.address), outs[d]]) for d in range(W)])  # fmt: skip
    return {
        d: {"oneshot": s.devices[d].read(b1, 4 * N1), "cpreduce": s.devices[d].read(b2, 4 * N2),
            "scatter": s.devices[d].read(b3, 512), "scatter_out": outs[d]}
        for d in mine
    }  # fmt: skip





def _failing(s: ptxemu.System) -> str:
    """Device 2's kernel reads a misaligned multimem address; the others would count to 10^9 (an
    hour), but stop at their next turn once it has failed."""
    m = s.multicast(64, s.alloc_symmetric(64))
    try:
        mod = ptxemu.Module(FAILING_RANK)
        skew = [np.uint32(2 if d == 2 else 0) for d in range(W)]
        a = np.uint64(m.address)
        s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1, args=[a, skew[d]])
                  for d in range(W)])  # fmt: skip
    except ptxemu.PtxError as e:
        return str(e)
    return ""


def _rank(rank: int, tmp: str) -> None:
    import os

    import torch.distributed as dist

    # the ranks talk over loopback: the host name may resolve to an interface a sandbox blocks
    os.environ.setdefault("GLOO_SOCKET_IFNAME", "lo")
    dist.init_process_group("gloo", init_method=f"file://{tmp}/rendezvous", rank=rank, world_size=W)
    try:
        s = ptxemu.System(W, distributed=True)
        out = _programs(s, [rank])[rank]
        np.savez(f"{tmp}/rank{rank}.npz", at_once=s.dist.one_host, **out)
        with open(f"{tmp}/error{rank}.txt", "w") as f:
            f.write(_failing(s))
    finally:
        dist.destroy_process_group()


def _any_order_sums(xs: list[np.ndarray]) -> np.ndarray:
    """(orders, elements): the f32 sum of the devices' values in each of their orders (numpy)."""
    out = []
    for perm in itertools.permutations(range(len(xs))):
        acc = np.zeros_like(xs[0])
        for d in perm:
            acc = (acc + xs[d]).astype(np.float32)
        out.append(acc.view(np.uint32))
    return np.stack(out)


@pytest.mark.parametrize("at_once", [False, True], ids=["turns", "at-once"])
def test_four_ranks_give_the_one_process_bits(tmp_path, monkeypatch, at_once):
    """The ranks take the one-process turns (PTXEMU_DIST_SHARED=0), or, on this one host, run at
    once: then the copy-engine all-reduce, whose four devices' f32 reductions into every copy race
    (the GPU fixes no order), holds in each element the sum in one of the 24 device orders, the
    same on every device; each device's multimem.ld_reduce in the scatter kernel sees some of the
    other devices' multimem.red (nothing orders them) in some of the copies, worked by hand;
    everything else is the one-process System's bits."""
    import torch.multiprocessing as mp

    monkeypatch.setenv("PTXEMU_DIST_SHARED", "1" if at_once else "0")
    # fork: the ranks start with this process's imports and compiled kernels (spawn re-imports
    # torch, numba and ptxemu in each, 5 s on 2 cores)
    mp.start_processes(_rank, args=(str(tmp_path),), nprocs=W, join=True, start_method="fork")
    local = _programs(ptxemu.System(W), list(range(W)))
    orders = _any_order_sums([_inputs(d)[1] for d in range(W)])
    copies = [np.load(tmp_path / f"rank{d}.npz")["cpreduce"] for d in range(W)]
    for d in range(W):
        got = np.load(tmp_path / f"rank{d}.npz")
        assert bool(got["at_once"]) == at_once
        for k in ("oneshot", "cpreduce", "scatter", "scatter_out"):
            if k == "cpreduce" and at_once:
                np.testing.assert_array_equal(got[k], copies[0], err_msg=f"{k} on device {d}")
                c = got[k].view(np.uint32)[:N2]
                assert ((orders == c).any(axis=0)).all()
                continue
            if k == "scatter_out" and at_once:  # loads racing the other devices' reds: worked below
                j = 127 - np.arange(128)  # the word thread t loads
                init = j * sum(range(1, W + 1))  # device d's word j holds j * (d + 1)
                # each device's reds into word j (tids 4j..4j+3) reach the W copies the load sums
                # one by one: a load sees 0 to W of them from each of the W - 1 others
                red = np.where(j < 32, 16 * j + 10, 0)
                k_seen = (got[k].astype(np.int64) - init)
                assert (k_seen[red == 0] == 0).all()
                assert (k_seen[red > 0] % red[red > 0] == 0).all()
                assert ((k_seen[red > 0] // red[red > 0]) <= (W - 1) * W).all()  # its own come later
                continue
            np.testing.assert_array_equal(got[k], local[d][k], err_msg=f"{k} on device {d}")
    # the inputs make the order matter: the one-shot's member-order sum differs from the reverse one
    xs = [_inputs(d)[0] for d in range(W)]
    fwd, rev = xs[0].copy(), xs[-1].copy()
    for x in xs[1:]:
        fwd = fwd + x
    for x in xs[-2::-1]:
        rev = rev + x
    assert (fwd.view(np.uint32) != rev.view(np.uint32)).any()
    np.testing.assert_array_equal(local[0]["oneshot"].view(np.uint32), fwd.view(np.uint32))
    # a launch that fails: its rank raises its error (as the one-process System does), the others
    # say which launch failed, and nobody waits forever
    for got in [_failing(ptxemu.System(W))] + [(tmp_path / f"error{d}.txt").read_text() for d in range(W)]:
        if "rank 2" not in got:  # the one-process System's error, and rank 2's: the same
            assert "line 12: device 2 (k): multimem access at" in got
            assert "misaligned for 4 bytes (CTA (0,0,0)" in got
    assert all(
        "launch 2 (device 2, rank 2) failed" in (tmp_path / f"error{d}.txt").read_text() for d in (0, 1, 3)
    )
    # every launch's red reached every copy (integers: numpy's sum)
    add = np.zeros(128, np.uint64)
    np.add.at(add, np.arange(128) // 4, np.arange(1, 129))
    for d in range(W):
        want = (np.arange(128, dtype=np.uint64) * (d + 1) + W * add).astype(np.uint32)
        np.testing.assert_array_equal(local[d]["scatter"].view(np.uint32), want)
