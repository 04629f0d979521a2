"""A suspended mbarrier.try_wait may resume before its phase completes, after a system-dependent time
limit, with waitComplete false (manual 9.7.13.15.16). ptxemu times such lanes out only when nothing
else can run, and reports a deadlock when the time-out leads back to a state it has seen (a wait
loop that nothing can end). CUTLASS's sm_100a producers peek at their next stage this way before
issuing the loads that complete it (tests/machine/test_cutlass_blackwell_replay.py)."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

HEAD = """
.version 8.7
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    .reg .pred %p<4>;
    .shared .align 8 .b64 bar;
    ld.param.u64 %rd1, [out];
    mbarrier.init.shared.b64 [bar], 1;
"""


def test_a_try_wait_nothing_else_can_complete_times_out_false():
    # the one thread peeks at phase 0 (incomplete), then completes it itself and waits for real
    ptx = (
        HEAD
        + """
    mbarrier.try_wait.parity.shared.b64 %p1, [bar], 0;
    selp.u32 %r1, 1, 0, %p1;
    mbarrier.arrive.shared.b64 %rd2, [bar];
W:
    mbarrier.try_wait.parity.shared.b64 %p2, [bar], 0;
    @!%p2 bra W;
    selp.u32 %r2, 1, 0, %p2;
    st.global.v2.u32 [%rd1], {%r1, %r2};
    ret;
}
"""
    )
    dev = ptxemu.Device()
    out = dev.alloc(8)
    ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(out)], device=dev)
    assert list(np.frombuffer(dev.read(out, 8), np.uint32)) == [0, 1]


def test_a_wait_loop_nothing_can_end_is_still_a_deadlock():
    ptx = (
        HEAD
        + """
W:
    mbarrier.try_wait.parity.shared.b64 %p2, [bar], 0;
    @!%p2 bra W;
    ret;
}
"""
    )
    with pytest.raises(ptxemu.PtxRuntimeError, match="deadlock.*mbarrier phase that nothing can complete"):
        ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(0)])
