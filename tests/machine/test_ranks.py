"""A System whose launches run at once, each in a forked process of its own
(System(n, processes=True), machine.launching.ranks; issue 31), against the one-process System
(the reference, launches taking turns) and against truths from outside the implementation:

- NCCL's 27 symmetric-memory kernels (tests/data/multimem/nccl, nvcc 13.5 -O3) on 4 ranks with
  integer-valued inputs: numpy's sums on every rank (exact whatever the order), and the very bytes
  the one-process System leaves; the multicast reductions on 8 ranks and the peer-pointer
  all-reduces on 2 with general floats: every bit the one-process System gives (that System's
  member order is pinned against numpy in test_nccl_symk.py);
- an NVLS one-shot all-reduce (allreduce_sm90a.ptx: multimem.ld_reduce after a multimem.red
  barrier) on general floats: numpy's member-order f32 sums;
- PyTorch symmetric memory's peer-pointer all-reduces and reduce-scatter as recorded on 2 and 4
  H200s (tests/data/multimem/torch): every rank's bits;
- peer pointers (System.map_peer) between processes: a ping-pong through each other's memory,
  worked by hand;
- a wait across devices that nothing can end (NCCL's LSA barrier with one rank missing; two
  devices each waiting on the other): reported in seconds with every waiting device's loop, in
  both modes, where it used to run to the instruction budget;
- a failed launch stops the others and its error is the one-process System's.
"""

from __future__ import annotations

import time
from pathlib import Path

import nccl_symk as K  # noqa: E402
import numpy as np
import pytest
import test_nccl_symk as T  # noqa: E402
import test_torch_symm_mem as TS  # noqa: E402
from test_multimem import FAILING_RANK  # noqa: E402

import ptxemu

pytestmark = pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="ranks in processes need fork")


def _bits(a: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(a).view(np.uint8)


@pytest.mark.parametrize("case", T.ALL, ids=[T._id((4, c)) for c in T.ALL])
def test_nccl_kernels_on_four_ranks_in_processes(case):
    n = 4
    _, coll, _, ty = case
    xs = T._int_inputs(n, case, np.random.default_rng(31 + n))
    got, grid, _ = T.collective(n, case, xs, processes=True)
    ref, grid1, _ = T.collective(n, case, xs)
    assert grid == grid1 >= 1
    if coll == "AllGather":
        want = [np.concatenate(xs)] * n
    else:
        tot = np.sum([x.astype(np.float64) for x in xs], axis=0)
        c = T.COUNT[ty]
        want = [tot[r * c : (r + 1) * c] if coll == "ReduceScatter" else tot for r in range(n)]
    for r in range(n):
        np.testing.assert_array_equal(got[r].astype(np.float64), want[r].astype(np.float64))
        np.testing.assert_array_equal(_bits(got[r]), _bits(ref[r]))


GENERAL = [(8, c) for c in T.LDMC] + [(2, c) for c in T.AR if c[2] in ("AGxLL_R", "RSxLD_AGxST")]


@pytest.mark.parametrize("n, case", GENERAL, ids=[T._id(c) for c in GENERAL])
def test_general_floats_give_the_one_process_bits(n, case):
    _, coll, _, ty = case
    rng = np.random.default_rng(200 + n)
    m = T.COUNT[ty] * (n if coll == "ReduceScatter" else 1)
    scale = 0.5 if ty.startswith("f8") else 1.0
    xs = [(rng.standard_normal(m) * scale).astype(T.DT[ty][0]) for _ in range(n)]
    got, _, _ = T.collective(n, case, xs, processes=True)
    ref, _, _ = T.collective(n, case, xs)
    for r in range(n):
        np.testing.assert_array_equal(_bits(got[r]), _bits(ref[r]), err_msg=f"rank {r}")
    if case[2] != "AGxLL_R" and case[2] != "RSxLD_AGxST":  # multimem: the documented member order
        want = T._documented_order(ty, xs)
        c = T.COUNT[ty]
        for r in range(n):
            w = want[r * c : (r + 1) * c] if coll == "ReduceScatter" else want
            np.testing.assert_array_equal(got[r].view(w.dtype), w)


PTX = (Path(__file__).resolve().parents[1] / "data" / "multimem" / "allreduce_sm90a.ptx").read_text()


def test_nvls_oneshot_allreduce_in_processes():
    """oneshot_f32: each rank's slice reduced by multimem.ld_reduce, stored by multimem.st, a
    multimem.red barrier: numpy's f32 sums in member order on every rank, in both modes."""
    W, N = 4, 4096
    xs = [np.random.default_rng(100 + d).standard_normal(N).astype(np.float32) for d in range(W)]
    want = xs[0].copy()
    for x in xs[1:]:
        want = (want + x).astype(np.float32)
    outs = {}
    for proc in (True, False):
        s = ptxemu.System(W, processes=proc)
        mod = ptxemu.Module(PTX)
        b, sig = s.alloc_symmetric(4 * N), s.alloc_symmetric(16)
        m, ms = s.multicast(4 * N, b), s.multicast(16, sig)
        for d in range(W):
            s.devices[d].write(b, xs[d])
        stats = s.launch([dict(device=d, module=mod, kernel="oneshot_f32", grid=2, block=64,
                               args=[np.uint64(m.address), np.uint64(ms.address), np.uint64(sig),
                                     np.uint32(N // 4), np.uint32(d), np.uint32(W)])
                          for d in range(W)])  # fmt: skip
        assert all(st.thread_instructions > 0 for st in stats)
        outs[proc] = [s.devices[d].read(b, 4 * N) for d in range(W)]
    for d in range(W):
        np.testing.assert_array_equal(outs[True][d].view(np.uint32), want.view(np.uint32))
        np.testing.assert_array_equal(outs[True][d], outs[False][d])


PING = """.version 8.0
.target sm_90
.address_size 64
.visible .entry ping(.param .u64 mine, .param .u64 other, .param .u32 first, .param .u64 out)
{
  .reg .b64 %a<4>; .reg .b32 %r<4>; .reg .pred %p<3>;
  ld.param.u64 %a1, [mine]; ld.param.u64 %a2, [other]; ld.param.u32 %r3, [first];
  ld.param.u64 %a3, [out];
  setp.eq.u32 %p2, %r3, 0;
  @%p2 bra SERVE;
  st.relaxed.sys.global.u32 [%a2], 7;
  st.release.sys.global.u32 [%a2+4], 1;
WAIT:
  ld.acquire.sys.global.u32 %r1, [%a1+4];
  setp.ne.u32 %p1, %r1, 2;
  @%p1 bra WAIT;
  ld.relaxed.sys.global.u32 %r2, [%a1];
  st.global.u32 [%a3], %r2;
  ret;
SERVE:
  ld.acquire.sys.global.u32 %r1, [%a1+4];
  setp.ne.u32 %p1, %r1, 1;
  @%p1 bra SERVE;
  ld.relaxed.sys.global.u32 %r2, [%a1];
  mul.lo.u32 %r2, %r2, 6;
  st.relaxed.sys.global.u32 [%a2], %r2;
  st.release.sys.global.u32 [%a2+4], 2;
  st.global.u32 [%a3], %r2;
  ret;
}
"""


def _ping(processes: bool, firsts: list[int]):
    """Device d's kernel reaches its own buffer and its partner's through peer pointers
    (sys.peer_pointers: device p's copy of the symmetric buffer at P[p] on every device)."""
    n = len(firsts)
    s = ptxemu.System(n, processes=processes)
    buf = s.alloc_symmetric(64)
    P = s.peer_pointers(buf)
    assert len(set(P)) == n and buf not in P
    mod = ptxemu.Module(PING)
    outs = [np.zeros(1, np.uint32) for _ in range(n)]
    specs = [dict(device=d, module=mod, kernel="ping", grid=1, block=1,
                  args=[np.uint64(P[d]), np.uint64(P[d ^ 1]), np.uint32(firsts[d]), outs[d]])
             for d in range(n)]  # fmt: skip
    return s, buf, outs, specs


@pytest.mark.parametrize("processes", [True, False], ids=["processes", "one-process"])
def test_peer_pointers_between_ranks(processes):
    """Device 0 puts 7 into device 1's buffer and raises its flag; device 1 answers 7 * 6 = 42 in
    device 0's; each returns what it saw through a host array (copied back from the rank)."""
    s, buf, outs, specs = _ping(processes, [1, 0])
    s.launch(specs)
    assert [int(o[0]) for o in outs] == [42, 42]
    assert s.devices[0].read(buf, 8).view(np.uint32).tolist() == [42, 2]
    assert s.devices[1].read(buf, 8).view(np.uint32).tolist() == [7, 1]


@pytest.mark.parametrize("processes", [True, False], ids=["processes", "one-process"])
def test_two_devices_waiting_on_each_other_are_reported(processes):
    """Both devices serve (wait for a flag the other never raises): each device's loop is named."""
    s, _, _, specs = _ping(processes, [0, 0])
    t0 = time.perf_counter()
    with pytest.raises(ptxemu.PtxRuntimeError) as e:
        s.launch(specs)
    dt = time.perf_counter() - t0
    msg = str(e.value)
    assert "spin-wait across 2 devices that nothing can end" in msg
    for d in (0, 1):
        head = f"device {d} (ping): spin-wait that no thread can end"
        assert f"{head}: the loop at lines 21-23 (@%p1 bra SERVE)" in msg
    assert dt < 60, dt  # about 1 s on an idle core (the budget: 2e9 instructions, hours)


@pytest.mark.parametrize("processes", [True, False], ids=["processes", "one-process"])
def test_nccl_barrier_with_a_rank_missing_is_reported(processes):
    """NCCL's all-reduce launched on 3 of its 4 ranks: the three wait in the LSA barrier forever
    (a loop that counts to 10,000 between reads of the abort flag: its state repeats only once a
    period). Each waiting device's loop is named, within seconds of one period of that loop."""
    n = 4
    mod, coll, alg, ty = T.AR[3]
    s = ptxemu.System(n, plain_multicast_stores=True, processes=processes)
    comm = K.Comm(s, n, 2 * 1024 * 4)
    specs = []
    for r in range(n - 1):
        a, grid = comm.args(r, [(1024, 0, 4096)], elt_size=4, n_max=1)
        specs.append(dict(device=r, module=K.module(mod), kernel=K.kernel_name(coll, alg, "sum", ty),
                          grid=grid, block=K.MAX_THREADS, args=[a]))
    t0 = time.perf_counter()
    with pytest.raises(ptxemu.PtxRuntimeError) as e:
        s.launch(specs)
    dt = time.perf_counter() - t0
    msg = str(e.value)
    assert "spin-wait across 3 devices that nothing can end" in msg
    for d in range(3):
        assert f"device {d} (_Z51ncclSymkDevKernel_AllReduce_RSxLDMC_AGxSTMC" in msg
    assert msg.count("the loop at lines 5646-5669 (@%p8 bra \t$L__BB3_4)") == 3
    assert msg.count("511 parked at line 5672 (bar.sync \t0)") == 3
    assert dt < 180, dt  # 16-19 s on this loaded 2-core machine, 4 s for one device alone





def test_a_failed_rank_stops_the_others_with_the_one_process_error():
    """Device 2 reads a misaligned multimem address; the others would count to 10^9 (hours) but
    are stopped; the error is the one the one-process System raises."""
    errs = []
    for proc in (True, False):
        s = ptxemu.System(4, processes=proc)
        m = s.multicast(64, s.alloc_symmetric(64))
        mod = ptxemu.Module(FAILING_RANK)
        t0 = time.perf_counter()
        with pytest.raises(ptxemu.PtxError) as e:
            s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=1,
                           args=[np.uint64(m.address), np.uint32(2 if d == 2 else 0)]) for d in range(4)])
        assert time.perf_counter() - t0 < 30
        errs.append(str(e.value))
    assert "line 12: device 2 (k): multimem access at" in errs[0]
    assert errs[0] == errs[1]


@pytest.mark.parametrize("n, ty, numel", TS.GPU, ids=[f"{t}-{m}-n{n}" for n, t, m in TS.GPU])
def test_pytorch_peer_pointer_ops_equal_the_h200_recordings_in_processes(n, ty, numel, monkeypatch):
    """PyTorch 2.11's symmetric-memory all-reduces (one-shot, two-shot, their copies) recorded on 2
    and 4 H200s (tests/data/multimem/torch/gpu_peer_allreduce.npz.xz): every rank's bits, with each
    rank's launch in its own process (test_torch_symm_mem's test on a System(processes=True))."""
    monkeypatch.setattr(TS, "_sys", lambda n, nbytes, **kw: _processes_sys(n, nbytes, **kw))
    TS.test_peer_pointer_kernels_equal_pytorchs_own_on_h200s(n, ty, numel)


@pytest.mark.parametrize("n", [2, 4])
def test_pytorch_reduce_scatter_equals_the_h200_recordings_in_processes(n, monkeypatch):
    monkeypatch.setattr(TS, "_sys", lambda n, nbytes, **kw: _processes_sys(n, nbytes, **kw))
    TS.test_reduce_scatter_equals_pytorchs_own_on_h200s(n)


def _processes_sys(n: int, nbytes: int, **kw):
    s = ptxemu.System(n, processes=True, **kw)
    return s, TS.T.SymmMem(s, nbytes)


def test_ptxemu_processes_sets_the_default(monkeypatch):
    monkeypatch.setenv("PTXEMU_PROCESSES", "1")
    assert ptxemu.System(2).processes and not ptxemu.System(2, processes=False).processes
    monkeypatch.setenv("PTXEMU_PROCESSES", "0")
    assert not ptxemu.System(2).processes
    with pytest.raises(ptxemu.PtxError, match="not both"):
        ptxemu.System(2, distributed=True, processes=True)


RACE = """.version 8.1
.target sm_90a
.address_size 64
.visible .entry r(.param .u64 mc, .param .f32 v)
{
  .reg .b64 %a1; .reg .f32 %f1;
  ld.param.u64 %a1, [mc]; ld.param.f32 %f1, [v];
  multimem.red.relaxed.sys.global.add.f32 [%a1], %f1;
  ret;
}"""


@pytest.mark.parametrize("processes", [True, False], ids=["processes", "one-process"])
def test_racing_float_reductions_give_a_sum_in_some_device_order(processes):
    """Four devices' multimem.red.add.f32 into one address, nothing ordering them: the GPU allows
    the sum in any order of arrival. Every member's copy holds the same f32 sum of the values in
    one of the 24 orders (numpy's f32 adds, worked here); the one-process System's turns give
    device order; ranks in processes give the order they got there."""
    vals = [np.float32(1e8), np.float32(1.0), np.float32(-1e8), np.float32(0.5)]
    sums = set()
    for perm in __import__("itertools").permutations(vals):
        acc = np.float32(0)
        for v in perm:
            acc = np.float32(acc + v)
        sums.add(int(np.array(acc).view(np.uint32)))
    assert len(sums) > 1  # the order shows
    s = ptxemu.System(4, processes=processes)
    buf = s.alloc_symmetric(64)
    mc = s.multicast(64, buf)
    mod = ptxemu.Module(RACE)
    s.launch([dict(device=d, module=mod, kernel="r", grid=1, block=1, args=[np.uint64(mc.address), vals[d]])
              for d in range(4)])
    got = [int(s.devices[d].read(buf, 4).view(np.uint32)[0]) for d in range(4)]
    assert len(set(got)) == 1 and got[0] in sums
    if not processes:
        acc = np.float32(0)
        for v in vals:
            acc = np.float32(acc + v)
        assert got[0] == int(np.array(acc).view(np.uint32))


RACE_LOOP = """.version 8.1
.target sm_90a
.address_size 64
.visible .entry rl(.param .u64 mc, .param .f32 v, .param .u32 n)
{
  .reg .b64 %a<3>; .reg .f32 %f1; .reg .b32 %r<4>; .reg .pred %p;
  ld.param.u64 %a1, [mc]; ld.param.f32 %f1, [v]; ld.param.u32 %r1, [n];
  add.u64 %a2, %a1, 4;
  mov.u32 %r2, 0; mov.u32 %r3, 1;
L:
  multimem.red.relaxed.sys.global.add.f32 [%a1], %f1;
  multimem.red.relaxed.sys.global.add.u32 [%a2], %r3;
  add.u32 %r2, %r2, 1;
  setp.lt.u32 %p, %r2, %r1;
  @%p bra L;
  ret;
}"""


def test_racing_float_reductions_reach_every_member_in_one_order():
    """The race above many times over, each launch's four devices issuing `n` multimem.red.add.f32
    apiece (+2^25, -2^25, 1.0, 0.5: whether a small one survives depends on what the others added
    before it) and a u32 count beside it. Every member's copy must hold the same f32 bits: each
    multimem.red reaches all members in one indivisible step, so all of them see the one order of
    arrival (a lock taken member by member let two ranks interleave there, and the copies' sums
    differed in about 1 launch of 4 here); and each count is 4n (worked by hand: no update lost). One
    System, its rank pool reused, the host zeroing the memory between launches."""
    n, launches = 24, 40
    vals = [np.float32(2.0**25), np.float32(-(2.0**25)), np.float32(1.0), np.float32(0.5)]
    s = ptxemu.System(4, processes=True)
    buf = s.alloc_symmetric(64)
    mc = s.multicast(64, buf)
    mod = ptxemu.Module(RACE_LOOP)
    seen = set()
    try:
        for _ in range(launches):
            for d in range(4):
                s.devices[d].write(buf, np.zeros(2, np.uint32))
            s.launch([dict(device=d, module=mod, kernel="rl", grid=1, block=1,
                           args=[np.uint64(mc.address), vals[d], np.uint32(n)]) for d in range(4)])
            got = [s.devices[d].read(buf, 8).view(np.uint32) for d in range(4)]
            assert [int(g[1]) for g in got] == [4 * n] * 4
            assert len({int(g[0]) for g in got}) == 1, [hex(int(g[0])) for g in got]
            seen.add(int(got[0][0]))
    finally:
        s.close()
    # every operand and partial sum is a whole number of halves (f32 holds each such value below
    # 2^24 exactly and rounds larger ones to multiples of 2 or more), and the bigs cancel exactly
    sums = np.array(sorted(seen), np.uint32).view(np.float32)
    assert (np.isfinite(sums) & (sums * 2 == np.round(sums * 2))).all(), sums


def _pids(s) -> list[int]:
    pool = s._rank_pool
    return sorted(pool.pids.values()) if pool is not None and pool.alive() else []


def _ldmc_steps(processes: bool, steps: int = 3):
    """NCCL's multicast all-reduce (f32, 4 ranks) `steps` times on one System, new general-float
    inputs written by the host between launches; then once more after an allocation, its peer
    mappings and a multicast object over it: a new memory map the running ranks learn. Each
    step's outputs, and the rank processes' ids before each launch."""
    n = 4
    case = T.AR[3]
    mod, coll, alg, ty = case
    m = T.COUNT[ty]
    s = ptxemu.System(n, plain_multicast_stores=True, processes=processes)
    comm = K.Comm(s, n, K._up(4 * m, 4096) + 4 * m)
    kern = K.kernel_name(coll, alg, "sum", ty)
    nb = K.n_blocks(f"{coll}_{alg}", n, K._up(m, K.CELL // 4) * 4, False)
    rng = np.random.default_rng(77)
    outs, pids = [], []
    for step in range(steps + 1):
        if step == steps:
            extra = s.alloc_symmetric(1 << 16)
            s.peer_pointers(extra)
            s.multicast(1 << 16, extra)
        xs = [rng.standard_normal(m).astype(np.float32) for _ in range(n)]
        for r in range(n):
            comm.write(r, 0, xs[r])
        pids.append(_pids(s) if processes else [])
        K.run(comm, K.module(mod), kern, [(m, 0, K._up(4 * m, 4096))], elt_size=4, n_max=nb)
        outs.append([comm.read(r, K._up(4 * m, 4096), 4 * m).view(np.float32) for r in range(n)])
    return s, outs, pids


def test_a_pool_of_rank_processes_runs_a_sequence_of_launches():
    """The rank processes are forked once: the same processes serve the later launches, also after
    allocations, peer mappings and a multicast object made between launches; every step gives
    the one-process System's bits; the next launch after System.close() forks again."""
    s, got, pids = _ldmc_steps(True)
    _, ref, _ = _ldmc_steps(False)
    for step, (g, r) in enumerate(zip(got, ref, strict=True)):
        for d in range(4):
            np.testing.assert_array_equal(_bits(g[d]), _bits(r[d]), err_msg=f"step {step} rank {d}")
    assert pids[0] == [] and len(pids[1]) == 4 and pids[1] == pids[2] == pids[3] == _pids(s)
    live = _pids(s)
    s.close()
    assert _pids(s) == []
    for pid in live:  # ended and reaped
        with pytest.raises(ProcessLookupError):
            __import__("os").kill(pid, 0)


def _ping_again(s, specs):
    """The ping-pong again through a buffer allocated and peer-mapped after the first launch."""
    buf2 = s.alloc_symmetric(64)
    P = s.peer_pointers(buf2)
    outs2 = [np.zeros(1, np.uint32) for _ in range(2)]
    s.launch([dict(sp, args=[np.uint64(P[d]), np.uint64(P[d ^ 1]), sp["args"][2], outs2[d]])
              for d, sp in enumerate(specs)])
    return buf2, outs2


def test_memory_allocated_between_launches_reaches_the_running_ranks():
    """A second ping-pong through a buffer allocated (and peer-mapped) after the first launch: the
    same rank processes run it, reaching the new memory (moved into memory files they map)."""
    s, buf, outs, specs = _ping(True, [1, 0])
    s.launch(specs)
    first = _pids(s)
    buf2, outs2 = _ping_again(s, specs)
    assert [int(o[0]) for o in outs2] == [42, 42] and _pids(s) == first
    assert s.devices[0].read(buf2, 8).view(np.uint32).tolist() == [42, 2]
    assert s.devices[1].read(buf2, 8).view(np.uint32).tolist() == [7, 1]
    assert s.devices[0].read(buf, 8).view(np.uint32).tolist() == [42, 2]  # the first one's, kept
    s.devices[1].free(buf2)  # freed: the ranks forget it
    for d in range(2):
        s.devices[d].write(buf, np.zeros(2, np.uint32))
    outs3 = [np.zeros(1, np.uint32) for _ in range(2)]
    s.launch([dict(sp, args=[*sp["args"][:3], outs3[d]]) for d, sp in enumerate(specs)])
    assert [int(o[0]) for o in outs3] == [42, 42] and _pids(s) == first


def test_a_failed_launch_ends_the_pool_and_the_next_launch_runs():
    """After a launch whose rank fails (the others are ended: they would wait for it), the
    System's next launch forks fresh ranks and runs: the ping-pong through peer pointers."""
    s, buf, outs, specs = _ping(True, [1, 0])
    bad = ptxemu.Module(FAILING_RANK)
    mc = s.multicast(64, s.alloc_symmetric(64))
    with pytest.raises(ptxemu.PtxError, match="device 1 \\(k\\)"):
        s.launch([dict(device=d, module=bad, kernel="k", grid=1, block=1,
                       args=[np.uint64(mc.address), np.uint32(2 if d == 1 else 0)]) for d in range(2)])
    assert _pids(s) == []
    s.launch(specs)
    assert [int(o[0]) for o in outs] == [42, 42]
    first = _pids(s)
    s.devices[0].write(buf, np.zeros(2, np.uint32))  # host writes need no new pool
    s.devices[1].write(buf, np.zeros(2, np.uint32))
    outs2 = [np.zeros(1, np.uint32) for _ in range(2)]
    s.launch([dict(sp, args=[*sp["args"][:3], o]) for sp, o in zip(specs, outs2, strict=True)])
    assert [int(o[0]) for o in outs2] == [42, 42] and _pids(s) == first


def test_fewer_launches_than_rank_processes():
    """A pool of 4 runs a launch list of 2 (the others idle: finished, for the spin detectors)."""
    s, buf, outs, specs = _ping(True, [1, 0, 1, 0])
    s.launch(specs)
    assert [int(o[0]) for o in outs] == [42] * 4
    first = _pids(s)
    outs2 = [np.zeros(1, np.uint32) for _ in range(2)]
    for d in range(4):
        s.devices[d].write(buf, np.zeros(2, np.uint32))
    s.launch([dict(sp, args=[*sp["args"][:3], o]) for sp, o in zip(specs[:2], outs2, strict=True)])
    assert [int(o[0]) for o in outs2] == [42, 42] and _pids(s) == first


def test_ranks_that_cannot_map_new_memory_are_forked_anew(monkeypatch):
    """Where /proc/PID/fd is closed to the ranks (here: their file opener fails), the launch after
    an allocation forks a new pool over the memory as it is, and runs."""
    from ptxemu.machine.launching import distributed

    def refuse(*a):
        raise PermissionError("no /proc/PID/fd here")

    monkeypatch.setattr(distributed, "_open_file", refuse)  # inherited by the ranks forked below
    s, buf, outs, specs = _ping(True, [1, 0])
    s.launch(specs)
    first = _pids(s)
    buf2, outs2 = _ping_again(s, specs)
    assert [int(o[0]) for o in outs2] == [42, 42]
    assert len(_pids(s)) == 2 and not set(_pids(s)) & set(first)


def test_a_pool_forked_from_a_thread_that_ended_is_forked_anew():
    """Rank processes end with the thread that forked them (PR_SET_PDEATHSIG, Linux): a launch
    after that thread has ended forks a new pool and runs."""
    import threading
    import time as _t

    s, buf, outs, specs = _ping(True, [1, 0])
    t = threading.Thread(target=s.launch, args=(specs,))
    t.start()
    t.join()
    assert [int(o[0]) for o in outs] == [42, 42]
    first = s._rank_pool.pids.copy()
    for _ in range(100):  # the kernel ends them once the thread is gone
        if not s._rank_pool.alive():
            break
        _t.sleep(0.05)
    for d in range(2):
        s.devices[d].write(buf, np.zeros(2, np.uint32))
    outs2 = [np.zeros(1, np.uint32) for _ in range(2)]
    s.launch([dict(sp, args=[*sp["args"][:3], outs2[d]]) for d, sp in enumerate(specs)])
    assert [int(o[0]) for o in outs2] == [42, 42]
    if __import__("sys").platform == "linux":
        assert not set(_pids(s)) & set(first.values())
