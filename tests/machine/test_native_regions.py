"""Native regions across bar.sync, with shared and global stores (compiled/region.py), on one thread
and split over several (compiled/threads.py): the interpreter's bits, thread- and warp-instruction
counts and errors. The interpreter is the reference (test_kernels_hw.py and the replays hold it to
the H100's recordings); the tiled SGEMM here is also checked against a float64 product."""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.running.compiled import native, threads

pytestmark = pytest.mark.skipif(native.compiler() is None, reason="no C compiler")

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "kernels"


@contextmanager
def env(**kv):
    old = {k: os.environ.get(k) for k in kv}
    os.environ.update({k: str(v) for k, v in kv.items()})
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                del os.environ[k]
            else:
                os.environ[k] = v


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PTXEMU_CACHE", str(tmp_path))
    monkeypatch.setenv("PTXEMU_NATIVE", "c")
    monkeypatch.setenv("PTXEMU_NATIVE_STRICT", "1")
    monkeypatch.setenv("PTXEMU_COMPILE_AFTER", "0")
    monkeypatch.setenv("PTXEMU_COMPILE_WAIT", "1")


def _run(mod, name, grid, block, make_args, route, nthreads=1, **kw):
    with env(PTXEMU_ROUTE=route, PTXEMU_THREADS=nthreads):
        args = make_args()
        st = mod.launch(name, grid, block, args, workers=1, **kw)
    return st, [a.tobytes() for a in args if isinstance(a, np.ndarray)]


@pytest.mark.parametrize("nthreads", [1, 3])
@pytest.mark.parametrize("mnk", [(48, 64, 40), (80, 80, 96)])
def test_sgemm_region_across_barriers(mnk, nthreads):
    """The tiled SGEMM (two bar.sync a k-tile, shared stores, ragged edges) runs as one region:
    every block but the last is covered by it (no phases built for them)."""
    mod = ptxemu.Module((BENCH / "route_sm90a.ptx").read_text())
    M, N, K = mnk
    rng = np.random.default_rng(M + K)
    A = rng.standard_normal((M, K)).astype(np.float32)
    B = rng.standard_normal((K, N)).astype(np.float32)

    def args():
        return [np.int32(M), np.int32(N), np.int32(K), A.copy(), B.copy(), np.zeros((M, N), np.float32)]

    grid = (-(-N // 16), -(-M // 16))
    ref, rb = _run(mod, "sgemm_tiled", grid, (16, 16), args, "interp")
    out = []
    for _ in range(2):  # the first launch builds the region, the second starts in it
        st, b = _run(mod, "sgemm_tiled", grid, (16, 16), args, "compiled", nthreads)
        out.append(((st.thread_instructions, st.warp_instructions), b))
    for counts, b in out:
        assert counts == (ref.thread_instructions, ref.warp_instructions)
        assert b == rb
    C = np.frombuffer(rb[-1], np.float32).reshape(M, N)
    assert np.allclose(C, A.astype(np.float64) @ B.astype(np.float64), rtol=1e-5, atol=1e-5)
    kr = mod.kernel("sgemm_tiled")._compiled_route
    assert kr.stats["regions"] == 1 and kr.stats["region_blocks"] > 0 and kr.stats.get("covered", 0) >= 8
    assert kr.stats["phases"] <= 2
    if nthreads > 1 and grid[0] * grid[1] >= 3:
        assert kr.stats["region_threads"] == 3


HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"

# Lanes reach JOIN from two blocks (odd lanes first: its list is out of lane order), store to one
# shared word (the highest lane's value stays) and to one word per CTA in global memory, then two
# stores of one block to overlapping words (the engine writes the first for every lane, then the
# second). Threads 40 and up exit first (a count-less bar.sync counts them as arrived); block 48:
# padded lanes.
ORDER = HEAD + """
.visible .entry k(.param .u64 p, .param .u32 n)
{
.reg .b32 %r<16>;
.reg .b64 %rd<8>;
.reg .pred %p<4>;
.shared .align 16 .b8 s[256];
ld.param.u64 %rd1, [p];
ld.param.u32 %r9, [n];
mov.u32 %r1, %tid.x;
mov.u32 %r10, %ctaid.x;
setp.ge.u32 %p3, %r1, 40;
@%p3 bra DONE;
mul.wide.u32 %rd2, %r10, 4;
add.s64 %rd3, %rd1, %rd2;
mov.u32 %r5, 0;
mov.u32 %r6, s;
and.b32 %r11, %r1, 3;
shl.b32 %r11, %r11, 2;
add.s32 %r11, %r11, %r6;
add.s32 %r12, %r1, 1;
and.b32 %r12, %r12, 3;
shl.b32 %r12, %r12, 2;
add.s32 %r12, %r12, %r6;
LOOP:
and.b32 %r2, %r1, 1;
setp.eq.u32 %p1, %r2, 0;
@%p1 bra EVEN;
add.s32 %r3, %r1, %r5;
bra JOIN;
EVEN:
mul.lo.s32 %r3, %r1, 3;
add.s32 %r3, %r3, %r5;
JOIN:
st.shared.u32 [%r6+64], %r3;
st.global.u32 [%rd3], %r3;
bar.sync 0;
ld.shared.u32 %r4, [%r6+64];
add.s32 %r7, %r4, %r1;
st.shared.u32 [%r11+16], %r7;
st.shared.u32 [%r12+16], %r1;
bar.sync 0;
ld.shared.u32 %r8, [%r11+16];
add.s32 %r13, %r13, %r8;
add.s32 %r5, %r5, 1;
setp.lt.u32 %p2, %r5, %r9;
@%p2 bra LOOP;
mad.lo.s32 %r14, %r10, 40, %r1;
mul.wide.u32 %rd4, %r14, 4;
add.s64 %rd5, %rd1, %rd4;
st.global.u32 [%rd5+64], %r13;
DONE:
ret;
}
"""


@pytest.mark.parametrize("nthreads", [1, 2, 3])
def test_store_order_and_early_exits_in_a_region(nthreads, monkeypatch):
    monkeypatch.setattr(threads, "MIN_LANES", 64)  # 7 CTAs of 64 lanes: split them all the same
    mod = ptxemu.Module(ORDER)

    def args():
        return [np.zeros(16 + 7 * 40, np.uint32), np.uint32(23)]

    ref, rb = _run(mod, "k", 7, 48, args, "interp")
    for _ in range(2):
        st, b = _run(mod, "k", 7, 48, args, "compiled", nthreads)
        assert (st.thread_instructions, st.warp_instructions) == (ref.thread_instructions,
                                                                  ref.warp_instructions)
        assert b == rb
    kr = mod.kernel("k")._compiled_route
    assert kr.stats["regions"] >= 1 and kr.stats["region_blocks"] > 0
    assert kr.stats.get("region_threads", 1) == nthreads
    # worked by hand: in the last iteration (i = 22) the highest lane, 39 (odd), stores 39 + 22
    got = np.frombuffer(rb[0], np.uint32)
    assert list(got[:7]) == [61] * 7


# an access out of bounds inside the region: lanes 32-39 store past the CTA's shared memory in the
# third iteration; the same error (line, thread, message) and the same memory left behind
OOB = ORDER.replace("st.shared.u32 [%r12+16], %r1;",
                    "setp.eq.u32 %p3, %r5, 2;\n@%p3 mul.lo.s32 %r15, %r1, 8;\n@!%p3 mov.u32 %r15, 0;\n"
                    "add.s32 %r15, %r15, %r12;\nst.shared.u32 [%r15+16], %r1;")


@pytest.mark.parametrize("nthreads", [1, 3])
def test_errors_in_a_region_are_the_interpreters(nthreads, monkeypatch):
    monkeypatch.setattr(threads, "MIN_LANES", 64)
    mod = ptxemu.Module(OOB)
    seen = []
    for route, n in (("interp", 1), ("compiled", nthreads), ("compiled", nthreads)):
        buf = np.zeros(16 + 7 * 40, np.uint32)
        with env(PTXEMU_ROUTE=route, PTXEMU_THREADS=n), pytest.raises(ptxemu.PtxemuError) as e:
            mod.launch("k", 7, 48, [buf, np.uint32(5)], workers=1)
        seen.append((type(e.value), e.value.line, str(e.value), buf.tobytes()))
    if nthreads == 1:
        assert seen[0] == seen[1] == seen[2]
    else:  # other threads' CTAs may be further on when the first one's error is raised
        assert {s[:2] for s in seen} == {seen[0][:2]}
        assert "out of bounds" in seen[1][2] or "shared" in seen[1][2]


def test_thread_chunks_are_whole_clusters():
    cta = np.repeat(np.arange(24), 256)
    parts = threads.chunks(cta, 2, len(cta), 5)
    assert parts[0][0] == 0 and parts[-1][1] == len(cta)
    assert all(b == c for (_, b), (c, _) in zip(parts, parts[1:], strict=False))
    assert all(lo % 512 == 0 for lo, _ in parts)  # a cluster is 2 CTAs of 256 lanes
    assert len(parts) == 5
    assert threads.chunks(np.repeat(np.arange(2), 64), 2, 128, 8) == [(0, 128)]  # one cluster: one range
    assert len(threads.chunks(np.repeat(np.arange(64), 32), 1, 2048, 16)) == 2  # MIN_LANES a thread


# five .shared loads from one register share two checks (codegen.SharedGroup); with `limit` 59 every
# lane's loads are in bounds, with 60 lanes 60-63 read past the CTA's shared memory with the fifth
GROUP = HEAD + """
.visible .entry k(.param .u64 p, .param .u32 limit)
{
.reg .b32 %r<16>;
.reg .b64 %rd<8>;
.shared .align 16 .b8 s[256];
ld.param.u64 %rd1, [p];
ld.param.u32 %r9, [limit];
mov.u32 %r1, %tid.x;
mov.u32 %r2, s;
shl.b32 %r4, %r1, 2;
add.s32 %r5, %r2, %r4;
st.shared.u32 [%r5], %r1;
bar.sync 0;
min.u32 %r6, %r1, %r9;
shl.b32 %r6, %r6, 2;
add.s32 %r3, %r2, %r6;
ld.shared.u32 %r10, [%r3];
ld.shared.u32 %r11, [%r3+4];
ld.shared.u32 %r12, [%r3+8];
ld.shared.u32 %r13, [%r3+12];
ld.shared.u32 %r14, [%r3+16];
add.s32 %r10, %r10, %r11;
add.s32 %r10, %r10, %r12;
add.s32 %r10, %r10, %r13;
mad.lo.s32 %r10, %r14, 1000, %r10;
mov.u32 %r7, %ctaid.x;
mad.lo.s32 %r8, %r7, 64, %r1;
mul.wide.u32 %rd2, %r8, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r10;
ret;
}
"""


@pytest.mark.parametrize("limit", [59, 60])
def test_grouped_shared_loads_check_as_each_load(limit):
    mod = ptxemu.Module(GROUP)
    seen = []
    for route in ("interp", "compiled"):
        buf = np.zeros(3 * 64, np.uint32)
        with env(PTXEMU_ROUTE=route):
            try:
                mod.launch("k", 3, 64, [buf, np.uint32(limit)], workers=1)
                seen.append(("ok", buf.tobytes()))
            except ptxemu.PtxemuError as e:
                seen.append((type(e), e.line, str(e), buf.tobytes()))
    assert seen[0] == seen[1]
    if limit == 59:  # worked by hand: lane 0 reads words 0-4 (0+1+2+3) + 4 * 1000
        assert np.frombuffer(seen[0][1], np.uint32)[0] == 4006
    else:
        assert seen[0][0] is not None and "thread (60,0,0)" in seen[0][2]


@pytest.mark.parametrize("nthreads", [1, 3])
def test_block_reduction_region(nthreads, monkeypatch):
    """The block reduction (benchmarks/kernels): a grid-stride loop, then a shared-memory tree with a
    divergent `if (tid < s)` between two bar.sync, one store per CTA: one region, the
    interpreter's bits and counts; the sums within float32 rounding of float64's."""
    monkeypatch.setattr(threads, "MIN_LANES", 256)
    mod = ptxemu.Module((BENCH / "route_sm90a.ptx").read_text())
    x = np.random.default_rng(3).standard_normal(7001).astype(np.float32)

    def args():
        return [np.int32(x.size), x.copy(), np.zeros(9, np.float32)]

    ref, rb = _run(mod, "block_reduce", 9, 256, args, "interp")
    for _ in range(2):
        st, b = _run(mod, "block_reduce", 9, 256, args, "compiled", nthreads)
        assert (st.thread_instructions, st.warp_instructions) == (ref.thread_instructions,
                                                                  ref.warp_instructions)
        assert b == rb
    kr = mod.kernel("block_reduce")._compiled_route
    assert kr.stats["regions"] >= 1 and kr.stats.get("region_threads", 1) == nthreads
    assert abs(np.frombuffer(rb[-1], np.float32).astype(np.float64).sum() - x.astype(np.float64).sum()) < 1e-2


# -- the default budget grows with the launch --------------------------------------------------------
LOOPS = HEAD + """
.visible .entry k(.param .u64 p, .param .u32 n)
{
.reg .b32 %r<8>;
.reg .b64 %rd<4>;
.reg .pred %p<2>;
ld.param.u64 %rd1, [p];
ld.param.u32 %r2, [n];
mov.u32 %r1, 0;
mov.u32 %r3, 0;
LOOP:
add.s32 %r3, %r3, %r1;
add.s32 %r1, %r1, 1;
setp.ne.u32 %p1, %r1, %r2;
@%p1 bra LOOP;
mov.u32 %r4, %tid.x;
mul.wide.u32 %rd2, %r4, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r3;
ret;
}
"""


def test_default_budget_is_per_thread_beyond_the_floor(monkeypatch):
    """A launch that keeps the default budget may run BUDGET_PER_THREAD a thread (a large SGEMM ran
    past the flat 2e9 and was called an endless loop); a chosen budget stays; an endless loop in a
    small launch still stops at the floor (the counter changes every turn: the spin detector cannot
    end it, the budget does)."""
    from ptxemu.machine.launching import launch as L

    monkeypatch.setattr(L, "BUDGET_FLOOR", 50_000)
    monkeypatch.setattr(L, "BUDGET_PER_THREAD", 10_000)
    assert L.default_budget(2) == 50_000 and L.default_budget(64 * 4) == 2_560_000
    mod = ptxemu.Module(LOOPS)
    out = np.zeros(64, np.uint32)
    st = mod.launch("k", 4, 64, [out, np.uint32(200)], workers=1)  # ~200k thread-instructions
    assert st.thread_instructions > 50_000
    assert out[0] == 199 * 200 // 2  # worked by hand: 0 + 1 + ... + 199
    with pytest.raises(ptxemu.PtxRuntimeError, match="budget of 50,000"):
        mod.launch("k", 4, 64, [out, np.uint32(200)], workers=1, budget=50_000)
    with pytest.raises(ptxemu.PtxRuntimeError, match="budget of 320,000 thread-instructions exceeded in the"):
        mod.launch("k", 1, 32, [out, np.uint32(0)], workers=1)  # n = 0: the counter never meets it
    monkeypatch.undo()
    assert L.default_budget(256) == 2 * 10**9 and L.default_budget(4 << 20) == (4 << 20) * 10**6


def test_a_kernel_all_in_regions_runs_on_threads_by_default(monkeypatch):
    """A launch that does not choose its workers: the first in worker processes (nothing is known
    of the kernel), the later ones in this process on threads once every hot block is covered by a
    native region (threads.prefers_threads; 4 threads or more), the same bits and counts."""
    monkeypatch.delenv("PTXEMU_JOBS", raising=False)
    monkeypatch.setenv("PTXEMU_THREADS", "4")
    monkeypatch.setenv("PTXEMU_ROUTE", "compiled")
    from ptxemu.machine.launching import launch as L

    monkeypatch.setattr(L.W, "jobs", lambda workers=None: workers or 2)  # two cores, whatever this has
    mod = ptxemu.Module((BENCH / "route_sm90a.ptx").read_text())
    M, K = 256, 32
    rng = np.random.default_rng(5)
    A = rng.standard_normal((M, K)).astype(np.float32)
    B = rng.standard_normal((K, M)).astype(np.float32)
    seen = []
    for _ in range(3):
        C = np.zeros((M, M), np.float32)
        args = [np.int32(M), np.int32(M), np.int32(K), A, B, C]
        st = mod.launch("sgemm_tiled", (M // 16, M // 16), (16, 16), args)
        seen.append((st.batches, st.thread_instructions, st.warp_instructions, C.tobytes()))
    assert seen[0][0] == 2 and seen[1][0] == seen[2][0] == 1  # workers, then one 131,072-lane batch
    assert len({s[1:] for s in seen}) == 1


def test_default_workers_fork_only_for_enough_work(monkeypatch):
    """A launch that does not choose its workers forks one per FORK_MIN_WORK thread-instructions
    its kernel's last launch says it will run: nvcc's saxpy (20 a thread) at 16,384 threads forks
    on its first launch (nothing known) and runs in this process after (6.6 ms against 22 ms on two
    workers on this VM); a worker count chosen (workers=, PTXEMU_JOBS) stays."""
    from ptxemu.examples import path
    from ptxemu.machine.launching import launch as L

    monkeypatch.delenv("PTXEMU_JOBS", raising=False)
    monkeypatch.setattr(L.W, "jobs", lambda workers=None: workers or 2)
    mod = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
    n = 16384
    x = np.arange(n, dtype=np.float32)
    outs = []
    for w in (None, None, 2):
        y = np.ones(n, np.float32)
        st = mod.launch("saxpy", n // 256, 256, [np.int32(n), np.float32(2), x, y], workers=w)
        outs.append((st.batches, y.tobytes()))
    assert [b for b, _ in outs] == [2, 1, 2]
    assert len({y for _, y in outs}) == 1 and np.array_equal(y, 2 * x + 1)
    monkeypatch.setattr(L, "FORK_MIN_WORK", 1000)  # more work than that per worker: forks again
    st = mod.launch("saxpy", n // 256, 256, [np.int32(n), np.float32(2), x, np.ones(n, np.float32)])
    assert st.batches == 2


@pytest.mark.parametrize("value", ["abc", "0", "-2"])
def test_a_bad_thread_count_is_a_users_mistake(monkeypatch, value):
    monkeypatch.setenv("PTXEMU_THREADS", value)
    want = f"PTXEMU_THREADS must be a positive integer, got '{value}'"
    with pytest.raises(ptxemu.PtxOperandError, match=want):
        threads.count()
