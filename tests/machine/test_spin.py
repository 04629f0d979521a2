"""Spin-waits that nothing can end are reported in seconds, naming the loop's lines and threads
(machine/running/spin.py); spins that other threads end, and clock-bounded loops, run to completion."""

from __future__ import annotations

import time

import numpy as np
import pytest

import ptxemu

HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"


def _kernel(body: str) -> str:
    return (
        HEAD + ".visible .entry k(.param .u64 f)\n{\n.reg .b32 %r<16>;\n.reg .b64 %rd<16>;\n"
        ".reg .pred %p<8>;\n.shared .align 8 .b64 bar;\nld.param.u64 %rd1, [f];\nmov.u32 %r1, %tid.x;\n"
        + body
        + "\nret;\n}\n"
    )


def _run(body: str, threads: int = 64):
    f = np.zeros(8, np.uint32)
    t = time.perf_counter()
    ptxemu.launch(_kernel(body), "k", grid=1, block=threads, args=[f])
    return f, time.perf_counter() - t


def test_a_flag_nobody_sets_is_reported_in_seconds():
    with pytest.raises(
        ptxemu.PtxRuntimeError,
        match=r"spin-wait that no thread can end: the loop at lines 15-17 "
        r".*1 thread\(s\) at line 15.*thread \(0,0,0\); 63 thread\(s\) exited",
    ) as e:
        t = time.perf_counter()
        _run(
            "setp.ne.u32 %p1, %r1, 0;\n@%p1 exit;\nSPIN:\nld.volatile.global.u32 %r2, [%rd1];\n"
            "setp.eq.u32 %p2, %r2, 0;\n@%p2 bra SPIN;"
        )
    assert time.perf_counter() - t < 10, e


def test_two_warps_waiting_on_each_other_are_reported():
    # warp 0 waits for flag 1, warp 1 for flag 0; each would set its own flag only after its wait
    with pytest.raises(ptxemu.PtxRuntimeError, match="spin-wait that no thread can end"):
        _run(
            "shr.u32 %r2, %r1, 5;\nxor.b32 %r3, %r2, 1;\n"
            "mul.wide.u32 %rd2, %r3, 4;\nadd.s64 %rd3, %rd1, %rd2;\n"
            "SPIN:\nld.volatile.global.u32 %r4, [%rd3];\nsetp.eq.u32 %p2, %r4, 0;\n@%p2 bra SPIN;\n"
            "mul.wide.u32 %rd4, %r2, 4;\nadd.s64 %rd5, %rd1, %rd4;\nst.global.u32 [%rd5], 1;"
        )


def test_a_test_wait_loop_on_a_phase_nobody_completes_is_reported():
    with pytest.raises(ptxemu.PtxRuntimeError, match=r"spin-wait.*mbarrier.test_wait"):
        _run(
            "setp.eq.u32 %p1, %r1, 0;\n@%p1 mbarrier.init.shared.b64 [bar], 65;\nbar.sync 0;\n"
            "mbarrier.arrive.shared.b64 %rd2, [bar];\nW:\nmbarrier.test_wait.shared.b64 %p2, [bar], %rd2;\n"
            "@!%p2 bra W;"
        )


def test_a_spin_on_threads_parked_at_a_named_barrier_completes():
    # warp 0 spins on a flag; warps 1 and 2 meet at bar.sync 1, 64 and then set it: the spinning
    # group yields to the parked barrier, which is complete
    f, _ = _run(
        "setp.lt.u32 %p1, %r1, 32;\n@%p1 bra SPIN;\nbar.sync 1, 64;\nst.global.u32 [%rd1], 7;\nbra.uni END;\n"
        "SPIN:\nld.volatile.global.u32 %r2, [%rd1];\nsetp.eq.u32 %p2, %r2, 0;\n@%p2 bra SPIN;\n"
        "st.global.u32 [%rd1+4], %r2;\nEND:",
        threads=96,
    )
    assert f[:2].tolist() == [7, 7]


def test_a_clock_bounded_loop_is_not_reported():
    # the loop reads %clock64: time passing ends it, so it runs to its end
    f, _ = _run(
        "mov.u64 %rd2, %clock64;\nL:\nmov.u64 %rd3, %clock64;\nsub.s64 %rd4, %rd3, %rd2;\n"
        "setp.lt.s64 %p1, %rd4, 20000;\n@%p1 bra L;\nst.global.u32 [%rd1], 1;",
        threads=32,
    )
    assert f[0] == 1
