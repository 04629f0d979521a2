"""Warps reconverge at the exit of a loop that only computes, as ptxas's BSSY/BSYNC make them do
(collatz's SASS: `BSSY B0` before the loop, `BSYNC B0` after its back-edge, then the stores; the
H100 stores once a warp: 58 requests, tests/data/counters/ncu_h100.json), while a loop that reads
shared memory another thread may write still lets the lanes that left it run on (a spin-wait
needs that), and another warp still reaches its barrier while one warp loops.

Worked by hand: lane i of each warp loops 20 + i times (more than the spin rule's 16 back-edges),
then stores its word: a warp's 32 words are 128 contiguous bytes, one request of 4 sectors; two
warps: 2 requests, 8 sectors."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.running.spin import closed_loop

LOOP = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out)
{{
  .reg .pred %p<3>; .reg .b32 %r<8>; .reg .b64 %rd<4>;
  .shared .align 4 .b32 flag[64];
  mov.u32 %r1, %tid.x;
  and.b32 %r2, %r1, 31;
  add.u32 %r3, %r2, 20;          // trips: 20 + lane
  mov.u32 %r4, 0;
  mov.u32 %r5, 7;
LOOP:
  {body}
  add.u32 %r4, %r4, 1;
  setp.lt.u32 %p1, %r4, %r3;
  @%p1 bra LOOP;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r5;
  ret;
}}
"""
COMPUTE = "mad.lo.u32 %r5, %r5, 3, 1;"
READS = (
    "ld.volatile.shared.u32 %r6, [flag]; and.b32 %r6, %r6, 0; "
    "mad.lo.u32 %r5, %r5, 3, %r6; add.u32 %r5, %r5, 1;"
)


def _run(body: str, route: str = "interp"):
    mod = ptxemu.Module(LOOP.format(body=body))
    out = np.zeros(64, np.uint32)
    st = mod.launch("k", 1, 64, [out], counters=route == "interp", route=route, print_output=False)
    return mod, st, out


def _want() -> np.ndarray:
    lane = np.arange(64) % 32
    v = np.full(64, 7, np.uint64)
    for i in range(64):
        for _ in range(20 + lane[i]):
            v[i] = (v[i] * 3 + 1) % 2**32
    return v.astype(np.uint32)


def test_a_loop_that_only_computes_reconverges_each_warp():
    mod, st, out = _run(COMPUTE)
    assert (out == _want()).all()
    t = st.counters.total
    assert t["global_st_requests"] == 2 and t["global_st_sectors"] == 8
    k = mod.kernel("k")
    heads = {s.target for s in k.steps.values() if s.kind == "bra" and s.target <= s.pc}
    assert [closed_loop(k, h) for h in heads] == [True]


def test_a_loop_that_reads_shared_memory_still_yields():
    mod, st, out = _run(READS)
    assert (out == _want()).all()
    assert st.counters.total["global_st_requests"] > 2  # groups leaving the loop ran on to the store
    k = mod.kernel("k")
    heads = {s.target for s in k.steps.values() if s.kind == "bra" and s.target <= s.pc}
    assert [closed_loop(k, h) for h in heads] == [False]


@pytest.mark.parametrize("route", ["interp", "compiled"])
def test_both_routes_give_the_same_words(route):
    _, _, out = _run(COMPUTE, route)
    assert (out == _want()).all()
