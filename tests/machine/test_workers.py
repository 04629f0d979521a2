"""A launch's batches in worker processes (machine.workers): the GPU's recorded outputs bit for bit,
the counters and printf of the one-process launch, global atomics atomic across processes, CTAs
waiting on CTAs of another worker, deadlocks and errors reported, no process left behind.

Truth: the H100 recordings the other kernel tests use (tests/data/kernels: nvcc -O3 kernels with
global atomics, Triton kernels, llm.c kernels; tests/data/cutlass: CUTLASS's stream-K GEMM with its
cross-CTA reduction), and hand-worked sums for the PTX kernels written here. Small launches stay one
batch (MIN_WORKER_LANES, 8,192 lanes); the tests lower that so their small grids split.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.examples import path as example_path
from ptxemu.machine.launching import launch as L
from ptxemu.machine.launching.replay import load_npz, replay_launchrec

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data" / "kernels"
_IN = load_npz(DATA / "nvcc_inputs.npz")
_OUT = np.load(DATA / "nvcc_outputs.npz")
_CASES = json.loads(str(_IN["cases"]))
_MOD = ptxemu.Module(example_path("nvcc_sm90a.ptx").read_text())


@pytest.fixture(autouse=True)
def small_batches(monkeypatch):
    monkeypatch.setattr(L, "MIN_WORKER_LANES", 0)
    yield
    assert _children() == [], "a worker process was left behind"


def _children() -> list[int]:
    """This process's live or unreaped child processes."""
    me = os.getpid()
    out = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                stat = Path(f"/proc/{d}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == me:
                out.append(int(d))
    return out


def _nvcc(case, workers, **kw):
    bufs, args = {}, []
    for kind, v in case["args"]:
        if kind == "buf":
            bufs[v] = _IN[f"{case['name']}/{v}"].copy()
            args.append(bufs[v])
        else:
            args.append({"i32": np.int32, "f32": np.float32, "u64": np.uint64}[kind](v))
    st = _MOD.launch(case["kernel"], case["grid"], case["block"], args, shared_mem=case["shared"],
                     workers=workers, **kw)
    return st, bufs


@pytest.mark.parametrize("case", _CASES, ids=[c["name"] for c in _CASES])
def test_nvcc_kernels_in_workers_match_h100_and_one_process(case):
    """12 nvcc -O3 kernels (block_sum's atomicAdd count, the histogram's global atomicAdd merge,
    warp_atomics' float atomicAdd/atomicMax/atomicExch, divergent loops, calls): 2 and 3 workers give
    every buffer the H100 gave and the one-process launch's thread- and warp-instruction counts."""
    one, _ = _nvcc(case, 1)
    assert one.batches == 1
    for w in (2, 3):
        st, bufs = _nvcc(case, w)
        assert st.batches >= 2  # the grid really was split
        for k, a in bufs.items():
            ref = _OUT[f"{case['name']}/{k}"]
            assert a.view(np.uint8).tobytes() == ref.view(np.uint8).tobytes(), k
        assert st.thread_instructions == one.thread_instructions
        assert st.warp_instructions == one.warp_instructions


@pytest.mark.parametrize("name", ["matmul", "softmax", "layernorm"])
def test_triton_kernels_in_workers_match_h100(name):
    tri = np.load(DATA / "triton.npz")
    meta = json.loads(str(tri[f"{name}/meta"]))
    mod = ptxemu.Module(str(tri[f"{name}/ptx"]))
    params = mod.kernel(meta["kernel"]).func.params
    counts = set()
    for w in (1, 2):
        bufs = {t: tri[f"{name}/in_{t}"].copy() for t in meta["tensors"]}
        args: list = list(bufs.values())
        for _, (ty, v) in meta["scalars"].items():
            if ty == "int" and v == 1:
                continue
            p = params[len(args)]
            args.append(np.float32(v) if ty == "float" else (np.int32(v) if p.size == 4 else np.int64(v)))
        args += [None] * (len(params) - len(args))
        st = mod.launch(meta["kernel"], meta["grid"], (32 * meta["num_warps"], 1, 1), args,
                        shared_mem=meta["shared"], workers=w)
        counts.add((st.thread_instructions, st.warp_instructions))
        for t, a in bufs.items():
            assert a.tobytes() == tri[f"{name}/out_{t}"].tobytes(), t
    assert len(counts) == 1


def test_llmc_kernels_in_workers_match_h100(monkeypatch):
    """llm.c's crossentropy and layernorm forward kernels, every recorded launch, with 2 workers."""
    monkeypatch.setenv("PTXEMU_JOBS", "2")
    for program in ("crossentropy_forward", "layernorm_forward"):
        mod = ptxemu.Module((DATA / "llmc" / f"{program}.ptx").read_text())
        for r in replay_launchrec(np.load(DATA / "llmc" / f"{program}.npz"), mod):
            assert r.differing_bytes == 0, f"{program} launch {r.index}"


def test_cutlass_stream_k_in_workers_matches_h100(monkeypatch):
    """CUTLASS's cooperative stream-K GEMM (h49_builder launch 33: 2x66 CTAs, partial tiles reduced
    across CTAs through a workspace and flags): 2 and 3 workers give the H100's bytes, the
    one-process counters."""
    sys.path.insert(0, str(HERE))
    from test_cutlass_hopper_replay import _module, _rec

    rec, mod = _rec("h49_builder"), _module("h49_builder")
    counts = set()
    for w in ("1", "2", "3"):
        monkeypatch.setenv("PTXEMU_JOBS", w)
        (r,) = replay_launchrec(rec, mod, only={33})
        assert r.differing_bytes == 0
        counts.add((r.stats.thread_instructions, r.stats.warp_instructions))
    assert len(counts) == 1


def test_compiled_route_in_workers(monkeypatch):
    """The compiled route in forked workers, every block translated at its first execution (the
    numba disk cache shared): the H100's histogram and block sums, the one-process counters."""
    from ptxemu.numerics import jit

    if not jit.available():
        pytest.skip("numba not installed")
    monkeypatch.setenv("PTXEMU_COMPILE_AFTER", "0")
    for name in ("histogram", "block_sum"):
        case = next(c for c in _CASES if c["name"] == name)
        one, _ = _nvcc(case, 1, route="compiled")
        st, bufs = _nvcc(case, 2, route="compiled")
        assert st.batches >= 2
        for k, a in bufs.items():
            assert a.tobytes() == _OUT[f"{name}/{k}"].tobytes(), k
        assert st.thread_instructions == one.thread_instructions
        assert st.warp_instructions == one.warp_instructions


def test_the_parent_takes_on_what_the_workers_compiled(monkeypatch):
    """What turned hot in the workers comes back to the launching process (route.KernelRoute.adopt):
    the blocks' heat adds up to the one-process launch's, the blocks planned there are planned here
    with their machine code loaded for the signatures the workers called, so later launches' workers
    inherit it instead of each loading it again (CUTLASS's random fill: ~0.4 s per worker)."""
    from ptxemu.machine.running.compiled.route import kernel_route
    from ptxemu.numerics import jit

    if not jit.available():
        pytest.skip("numba not installed")
    case = next(c for c in _CASES if c["name"] == "block_sum")
    src = example_path("nvcc_sm90a.ptx").read_text()
    heats = []
    for workers in (1, 2):  # nothing turns hot: the heat alone
        monkeypatch.setattr(sys.modules[__name__], "_MOD", ptxemu.Module(src))
        monkeypatch.setenv("PTXEMU_COMPILE_AFTER", str(1 << 40))
        st, _ = _nvcc(case, workers, route="compiled")
        kr = kernel_route(_MOD.kernel(case["kernel"]))
        assert kr.plans == {}
        heats.append(kr.heat)
    assert st.batches >= 2 and heats[0] == heats[1] and heats[0]
    plans = []
    for workers in (1, 2):  # every block hot at once
        monkeypatch.setattr(sys.modules[__name__], "_MOD", ptxemu.Module(src))
        monkeypatch.setenv("PTXEMU_COMPILE_AFTER", "0")
        st, bufs = _nvcc(case, workers, route="compiled")
        kr = kernel_route(_MOD.kernel(case["kernel"]))
        plans.append(sorted(kr.plans))
        phases = [u for units in kr.plans.values() for u in units if hasattr(u, "fn")]
        assert phases and all(ph.fn is not None and ph.fn.signatures for ph in phases)
    assert plans[0] == plans[1]
    again, bufs2 = _nvcc(case, 2, route="compiled")  # forked from a parent holding the machine code
    assert again.thread_instructions == st.thread_instructions
    for k, a in bufs2.items():
        assert a.tobytes() == _OUT[f"block_sum/{k}"].tobytes(), k


def test_printf_in_workers_prints_what_the_one_process_launch_prints(monkeypatch):
    """The recorded printf kernel (2 CTAs x 96 threads; tests/data/kernels/base_isa_printf.txt), one
    CTA per worker: every warp's lines are the GPU's and the one-process launch's, in their order;
    the batches' lines follow in batch order, as a one-process launch with the same batches prints
    them (a single batch interleaves the two CTAs' statements: warps' order is not fixed)."""
    sys.path.insert(0, str(HERE))
    from test_base_isa_hw import _per_warp

    z = load_npz(DATA / "base_isa_inputs.npz")
    mod = ptxemu.Module((DATA / "base_isa_printf.ptx").read_text())

    def lines(w):
        args = [z[f"printf/{k}"].copy() for k in ("iv", "dv", "lv", "name")]
        return mod.launch("printf_kernel", 2, 96, args, workers=w, print_output=False).printf

    one, two = lines(1), lines(2)
    gpu = (DATA / "base_isa_printf.txt").read_text().splitlines()
    assert len(two) == len(gpu) == 169
    assert _per_warp(two) == _per_warp(one) == _per_warp(gpu)
    monkeypatch.setattr(L, "MAX_BATCH_LANES", 96)  # one process, one CTA per batch
    assert lines(1) == two


HEAD = """.version 8.0
.target sm_90a
.address_size 64
"""

ATOMICS = HEAD + """
.visible .entry atomics(.param .u64 pc, .param .u64 pw, .param .u64 pf)
{
  .reg .pred %p<2>;
  .reg .b32 %r<12>;
  .reg .b64 %rd<12>;
  .reg .f32 %f<2>;
  ld.param.u64 %rd1, [pc];
  ld.param.u64 %rd2, [pw];
  ld.param.u64 %rd3, [pf];
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  and.b32 %r3, %r1, 7;
  mul.wide.u32 %rd4, %r3, 4;
  add.u64 %rd5, %rd1, %rd4;
  add.u32 %r4, %r2, 1;
  cvt.u64.u32 %rd6, %r4;
  cvt.rn.f32.u32 %f1, %r4;
  mov.u32 %r5, 0;
LOOP:
  atom.global.inc.u32 %r6, [%rd5], -1;
  red.global.add.u64 [%rd2], %rd6;
  red.global.add.f32 [%rd3], %f1;
  add.u32 %r5, %r5, 1;
  setp.lt.u32 %p1, %r5, 32;
  @%p1 bra LOOP;
  ret;
}
"""


def test_global_atomics_are_atomic_across_workers():
    """8 CTAs x 256 threads, 32 rounds each: atom.inc.u32 (bound 0xFFFFFFFF: an increment) on 8
    counters, red.add.u64 of ctaid+1, red.add.f32 of ctaid+1 (integer-valued: exact in any order).
    Worked by hand: each counter gets 8 * 32 * 32 = 8192, the u64 sum 256 * 32 * (1+...+8) = 294912,
    the f32 sum the same. (Without the workers' lock the increments lose updates: 11,681 of 16,384
    per counter at 64 rounds in one run.)"""
    mod = ptxemu.Module(ATOMICS)
    for w in (1, 2, 3):
        c, s, f = np.zeros(8, np.uint32), np.zeros(1, np.uint64), np.zeros(1, np.float32)
        st = mod.launch("atomics", 8, 256, [c, s, f], workers=w)
        assert st.batches == (1 if w == 1 else w)
        assert c.tolist() == [8192] * 8
        assert int(s[0]) == 294912
        assert float(f[0]) == 294912.0


FSUM = HEAD + """
.visible .entry fsum(.param .u64 px, .param .u64 pacc)
{
  .reg .pred %p<2>;
  .reg .b32 %r<4>;
  .reg .b64 %rd<6>;
  .reg .f32 %f<2>;
  mov.u32 %r1, %tid.x;
  setp.ne.u32 %p1, %r1, 0;
  @%p1 bra DONE;
  ld.param.u64 %rd1, [px];
  ld.param.u64 %rd2, [pacc];
  mov.u32 %r2, %ctaid.x;
  mul.wide.u32 %rd3, %r2, 4;
  add.u64 %rd4, %rd1, %rd3;
  ld.global.f32 %f1, [%rd4];
  red.global.add.f32 [%rd2], %f1;
DONE:
  ret;
}
"""


def test_float_atomic_sum_is_one_order_of_the_updates():
    """Thread 0 of each of 4 CTAs adds x[ctaid] to one f32; two workers run CTAs {0,1} and {2,3},
    each batch's two adds in lane order under the lock, the batches in either order. The result is
    one of those two orders' f32 sums (worked here with numpy's f32 additions; the values are
    normal, so the global atomics' flush does not arise); with x chosen so the orders round
    differently, the one-process launch gives the first."""
    x = np.array([1.0, 2.0**-24, 2.0**-24, -1.0], np.float32)
    f32 = np.float32
    first = f32(f32(f32(f32(0) + x[0]) + x[1]) + x[2]) + x[3]
    second = f32(f32(f32(f32(0) + x[2]) + x[3]) + x[0]) + x[1]
    assert first != second
    mod = ptxemu.Module(FSUM)
    acc = np.zeros(1, np.float32)
    mod.launch("fsum", 4, 32, [x, acc], workers=1)
    assert acc[0] == first
    for _ in range(3):
        acc = np.zeros(1, np.float32)
        st = mod.launch("fsum", 4, 32, [x, acc], workers=2)
        assert st.batches == 2
        assert acc[0] in (first, second)


FLAG = HEAD + """
.visible .entry flag_wait(.param .u64 pflag, .param .u64 pout, .param .u32 setter, .param .u32 delay)
{
  .reg .pred %p<4>;
  .reg .b32 %r<10>;
  .reg .b64 %rd<4>;
  ld.param.u64 %rd1, [pflag];
  ld.param.u64 %rd2, [pout];
  ld.param.u32 %r6, [setter];
  ld.param.u32 %r8, [delay];
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r3, %tid.x;
  setp.ne.u32 %p1, %r3, 0;
  @%p1 bra DONE;
  setp.ne.u32 %p2, %r1, %r6;
  @%p2 bra WAIT;
  mov.u32 %r7, 0;
DELAY:
  add.u32 %r7, %r7, 1;
  setp.lt.u32 %p2, %r7, %r8;
  @%p2 bra DELAY;
  st.volatile.global.u32 [%rd1], 7;
  bra DONE;
WAIT:
  and.b32 %r4, %r1, 1;
  setp.ne.u32 %p3, %r4, 0;
  @%p3 bra DONE;
SPIN:
  ld.volatile.global.u32 %r5, [%rd1];
  setp.eq.u32 %p3, %r5, 0;
  @%p3 bra SPIN;
  mul.wide.u32 %rd3, %r1, 4;
  add.u64 %rd3, %rd2, %rd3;
  st.global.u32 [%rd3], %r5;
DONE:
  ret;
}
"""
SPIN_LINE = next(i for i, t in enumerate(FLAG.splitlines(), 1) if t.startswith("SPIN:")) + 1


def _flag(grid: int, setter: int, workers: int, delay: int = 0):
    mod = ptxemu.Module(FLAG)
    flag, out = np.zeros(1, np.uint32), np.zeros(grid, np.uint32)
    st = mod.launch("flag_wait", grid, 64, [flag, out, np.uint32(setter), np.uint32(delay)], workers=workers)
    return st, out


def test_cta_waits_for_the_last_cta_of_another_worker(monkeypatch):
    """The even CTAs' thread 0 spin until the last CTA sets a flag. With two workers (CTAs {0,1} and
    {2,3}) CTA 0's wait ends when the other worker's CTA 3 writes, after a loop of 8,000 rounds
    (long enough for the spin detector to see CTA 0's state repeat many times): no deadlock is
    reported while that worker still runs. One process with the whole grid in one batch gives the
    same. One process with batches of 2 CTAs reports the wait as a deadlock: CTA 3 never starts
    while CTA 0 spins. Both are executions the GPU allows (CTAs have no forward-progress guarantee
    unless co-resident)."""
    for w in (2, 1):
        st, out = _flag(4, 3, w, delay=8000)
        assert out.tolist() == [7, 0, 7, 0]
    monkeypatch.setattr(L, "MAX_BATCH_LANES", 128)
    with pytest.raises(ptxemu.PtxRuntimeError, match="have not started") as e:
        _flag(4, 3, 1)
    assert f"lines {SPIN_LINE}-" in str(e.value)


def test_deadlock_across_workers_is_reported_with_line_and_cta():
    """No CTA sets the flag: CTA 0 (worker 1) and CTA 2 (worker 2) spin forever. Reported in seconds,
    naming the loop's lines and the first spinning thread, of the lowest batch (CTA 0)."""
    t0 = time.perf_counter()
    with pytest.raises(ptxemu.PtxRuntimeError, match="spin-wait that no thread can end") as e:
        _flag(4, 99, 2)
    assert time.perf_counter() - t0 < 30
    msg = str(e.value)
    assert f"lines {SPIN_LINE}-{SPIN_LINE + 2}" in msg
    assert "CTA (0,0,0) thread (0,0,0)" in msg


def test_wait_for_a_batch_no_worker_can_start_is_a_deadlock(monkeypatch):
    """6 CTAs in 3 batches of 2 on 2 workers: CTAs 0 and 2 wait for CTA 5, whose batch cannot start
    while both workers spin. Reported, saying that CTAs have not started."""
    monkeypatch.setattr(L, "MAX_BATCH_LANES", 128)
    with pytest.raises(ptxemu.PtxRuntimeError, match="2 CTA\\(s\\) of the launch have not started") as e:
        _flag(6, 5, 2)
    assert "CTA (0,0,0) thread (0,0,0)" in str(e.value)


OOB = HEAD + """
.visible .entry oob(.param .u64 pout, .param .u32 bad1, .param .u32 bad2, .param .u64 pflag)
{
  .reg .pred %p<4>;
  .reg .b32 %r<8>;
  .reg .b64 %rd<6>;
  ld.param.u64 %rd1, [pout];
  ld.param.u32 %r1, [bad1];
  ld.param.u32 %r2, [bad2];
  ld.param.u64 %rd4, [pflag];
  mov.u32 %r3, %ctaid.x;
  mov.u32 %r4, %tid.x;
  mad.lo.u32 %r5, %r3, 64, %r4;
  mul.wide.u32 %rd2, %r5, 4;
  add.u64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r5;
  setp.ne.u32 %p3, %r3, 3;
  @%p3 bra CHECK;
SPIN:
  ld.volatile.global.u32 %r6, [%rd4];
  setp.eq.u32 %p3, %r6, 0;
  @%p3 bra SPIN;
CHECK:
  setp.eq.u32 %p1, %r3, %r1;
  setp.eq.u32 %p2, %r3, %r2;
  or.pred %p1, %p1, %p2;
  @!%p1 bra DONE;
  st.global.u32 [%rd3+1048576], %r5;
DONE:
  ret;
}
"""


@pytest.mark.parametrize("bad", [(1, 1), (2, 1), (0, 2)])
def test_error_in_a_batch_is_the_one_process_error(bad):
    """An out-of-bounds store in one or two CTAs (CTA 3 spins on a flag that its own batch sets
    never: it runs until stopped): with 2 workers the launch raises the error of the lowest failing
    batch, the message the one-process launch gives, and ends the other worker."""
    mod = ptxemu.Module(OOB)

    def run(w):
        out, flag = np.zeros(256, np.uint32), np.ones(1, np.uint32)
        with pytest.raises(ptxemu.PtxMemoryError) as e:
            mod.launch("oob", 4, 64, [out, np.uint32(bad[0]), np.uint32(bad[1]), flag], workers=w)
        return str(e.value)

    # one batch reports every failing lane of the step ("and 127 more" with two bad CTAs), a worker
    # its batch's
    def same(msg: str) -> str:
        return re.sub(r" and \d+ more", "", msg)

    assert same(run(2)) == same(run(1))
    assert f"CTA ({min(bad)},0,0) thread (0,0,0) and 63 more" in run(2)


def test_error_while_another_worker_spins_forever_is_raised_promptly():
    mod = ptxemu.Module(OOB)
    out, flag = np.zeros(256, np.uint32), np.zeros(1, np.uint32)  # CTA 3 spins until stopped
    t0 = time.perf_counter()
    with pytest.raises(ptxemu.PtxMemoryError, match="outside every global allocation"):
        mod.launch("oob", 4, 64, [out, np.uint32(0), np.uint32(0), flag], workers=2)
    assert time.perf_counter() - t0 < 20


CLOCK_SPIN = HEAD + ".visible .entry spin() {\n .reg .b32 %r<2>;\nLOOP:\n mov.u32 %r1, %clock;\n bra LOOP;\n}"


def test_budget_stays_per_launch():
    """Endless loops reading %clock (left to the budget): each worker's batch stops at the budget
    less the instructions of batches finished before it started, so the launch stops as in one
    process, with the same message."""
    mod = ptxemu.Module(CLOCK_SPIN)
    msgs = []
    for w in (1, 2):
        with pytest.raises(ptxemu.PtxRuntimeError, match="instruction budget of 20,000") as e:
            mod.launch("spin", 4, 32, [], workers=w, budget=20000)
        msgs.append(str(e.value))
    assert msgs[0] == msgs[1]


def test_what_runs_in_one_process():
    """check=True, cancel_policy="steal", workers=1 and launches too small to split: one batch
    sequence in this process (the batch counts of today's launch)."""
    mod = ptxemu.Module(ATOMICS)
    c, s, f = np.zeros(8, np.uint32), np.zeros(1, np.uint64), np.zeros(1, np.float32)
    assert mod.launch("atomics", 8, 256, [c, s, f], workers=4, check=True).batches == 1
    assert mod.launch("atomics", 8, 256, [c, s, f], workers=4, cancel_policy="steal").batches == 8
    assert mod.launch("atomics", 8, 256, [c, s, f], workers=1).batches == 1
    L.MIN_WORKER_LANES = 8192  # the real default (restored by the fixture)
    assert mod.launch("atomics", 32, 256, [c, s, f], workers=4).batches == 1
    c = np.zeros(8, np.uint32)
    assert mod.launch("atomics", 64, 256, [c, s, f], workers=4).batches == 2  # 8,192 lanes each
    assert c.tolist() == [65536] * 8


def test_progress_is_reported_per_batch():
    mod = ptxemu.Module(ATOMICS)
    seen = []
    c, s, f = np.zeros(8, np.uint32), np.zeros(1, np.uint64), np.zeros(1, np.float32)
    st = mod.launch("atomics", 8, 256, [c, s, f], workers=2, progress=lambda *a: seen.append(a))
    assert sorted(x[0] for x in seen) == [4, 8]
    assert seen[-1] == (8, 8, st.thread_instructions)


def test_a_worker_killed_ends_the_launch():
    """A worker dies (SIGKILL, as the out-of-memory killer does) while the other sleeps in its
    batch: the launch raises at once naming the batch, and the sleeping worker is ended too."""
    from ptxemu.machine.launching import workers as W

    def run_batch(i, clock0, done):
        if i == 1:
            os.kill(os.getpid(), signal.SIGKILL)
        time.sleep(60)

    t0 = time.perf_counter()
    with pytest.raises(ptxemu.PtxRuntimeError, match="killed by signal 9\\) while running batch 1"):
        W.run_batches(W.Coordinator(2, 2, 4, 8), run_batch)
    assert time.perf_counter() - t0 < 30


def test_workers_die_with_a_killed_parent(tmp_path):
    """The launching process killed by SIGKILL (no cleanup can run): its workers go with it."""
    marker = f"ptxemu-kill-{os.getpid()}"
    script = tmp_path / "spin.py"
    script.write_text(textwrap.dedent(f"""
        import ptxemu
        from ptxemu.machine.launching import launch as L
        L.MIN_WORKER_LANES = 0
        print("start", flush=True)
        ptxemu.Module({CLOCK_SPIN!r}).launch("spin", 4, 32, [], workers=2, budget=None)
        """))
    env = dict(os.environ, PYTHONPATH=str(HERE.parents[1] / "src"))
    proc = subprocess.Popen([sys.executable, str(script), marker], stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout.readline().strip() == "start"
    time.sleep(2.0)
    proc.kill()
    proc.wait(timeout=30)
    for _ in range(50):
        left = [d for d in os.listdir("/proc") if d.isdigit() and _cmdline_has(d, marker)]
        if not left:
            break
        time.sleep(0.1)
    assert left == []


def test_jobs_from_the_environment(monkeypatch):
    from ptxemu.machine.launching.workers import jobs

    monkeypatch.setenv("PTXEMU_JOBS", "3")
    assert jobs() == 3 and jobs(1) == 1
    monkeypatch.delenv("PTXEMU_JOBS")
    assert jobs() == len(os.sched_getaffinity(0))
    monkeypatch.setenv("PTXEMU_JOBS", "many")
    with pytest.raises(ptxemu.PtxemuError, match="PTXEMU_JOBS"):
        jobs()
    with pytest.raises(ptxemu.PtxemuError, match="workers must be a positive integer"):
        jobs(0)


def test_run_command_takes_jobs(tmp_path, capsys):
    from ptxemu.cli import main

    p = tmp_path / "atomics.ptx"
    p.write_text(ATOMICS)
    assert main(["run", str(p), "--grid", "8", "--block", "256", "--arg", "zeros:u32:8", "--arg",
                 "zeros:u64:1", "--arg", "zeros:f32:1", "--jobs", "2", "--out", str(tmp_path)]) == 0
    assert np.load(tmp_path / "arg0.npy").tolist() == [8192] * 8
    assert "8 CTAs" in capsys.readouterr().out


def test_ctrl_c_ends_the_workers(tmp_path):
    """SIGINT to a launch whose workers spin (budget-bound loops reading %clock): the parent raises
    KeyboardInterrupt at once and no worker outlives it."""
    marker = f"ptxemu-ctrl-c-{os.getpid()}"
    script = tmp_path / "spin.py"
    script.write_text(textwrap.dedent(f"""
        import numpy as np, ptxemu
        from ptxemu.machine.launching import launch as L
        L.MIN_WORKER_LANES = 0
        print("start", flush=True)
        try:
            ptxemu.Module({CLOCK_SPIN!r}).launch("spin", 4, 32, [], workers=2, budget=None)
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        """))
    env = dict(os.environ, PYTHONPATH=str(HERE.parents[1] / "src"))
    proc = subprocess.Popen([sys.executable, str(script), marker], stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout.readline().strip() == "start"
    time.sleep(2.0)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=30)
    assert "interrupted" in out
    left = [d for d in os.listdir("/proc") if d.isdigit() and _cmdline_has(d, marker)]
    assert left == []


def _cmdline_has(pid: str, marker: str) -> bool:
    try:
        return marker in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return False
