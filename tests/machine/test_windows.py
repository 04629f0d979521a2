"""The generic windows move out of the way of the Device's allocations (issue 20: a recorded program
had an allocation at 0x7fbe55e00000, inside the H100's shared window at 0x7FBE_0000_0000), keeping
the H100's offsets inside each window (tests/data/kernels/probe_windows.json)."""

from __future__ import annotations

import numpy as np

import ptxemu
from ptxemu.machine.state import memory as M

HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"
SRC = (
    HEAD
    + """
.visible .entry k(.param .u64 p, .param .u64 q)
{
.reg .b32 %r<8>; .reg .b64 %rd<16>; .reg .pred %p<4>;
.shared .align 4 .b32 sm[32];
.local .align 4 .b32 loc[4];
ld.param.u64 %rd1, [p];
ld.param.u64 %rd2, [q];
mov.u32 %r1, %tid.x;
mul.wide.u32 %rd3, %r1, 4;
add.s64 %rd4, %rd1, %rd3;
ld.u32 %r2, [%rd4];
add.u32 %r3, %r2, 1000;
st.u32 [%rd4], %r3;
mov.u64 %rd5, sm;
cvta.shared.u64 %rd6, %rd5;
add.s64 %rd7, %rd6, %rd3;
st.u32 [%rd7], %r2;
bar.sync 0;
xor.b64 %rd8, %rd3, 4;
add.s64 %rd9, %rd6, %rd8;
ld.u32 %r4, [%rd9];
mov.u64 %rd10, loc;
cvta.local.u64 %rd11, %rd10;
st.u32 [%rd11], %r4;
ld.local.u32 %r5, [loc];
isspacep.global %p1, %rd4;
isspacep.shared %p2, %rd7;
selp.u32 %r6, 1, 0, %p1;
selp.u32 %r7, 2, 0, %p2;
add.u32 %r6, %r6, %r7;
mul.wide.u32 %rd12, %r1, 8;
add.s64 %rd13, %rd2, %rd12;
st.v2.u32 [%rd13], {%r5, %r6};
mov.u64 %rd14, p;
st.u64 [%rd2+512], %rd14;
st.u64 [%rd2+520], %rd6;
st.u64 [%rd2+528], %rd11;
ret;
}
"""
)


def _launch(dev, p_addr, q_addr):
    ptxemu.Module(SRC).launch("k", grid=1, block=32, args=[np.uint64(p_addr), np.uint64(q_addr)], device=dev)


def test_windows_stay_at_the_h100_bases_when_free():
    dev = ptxemu.Device()
    p = dev.alloc(128)
    q = dev.alloc(544)
    dev.write(p, np.arange(32, dtype=np.uint32))
    _launch(dev, p, q)
    w = np.frombuffer(dev.read(q + 512, 24).tobytes(), np.uint64)
    assert w.tolist() == [M.PARAM_BUFFER, M.SHARED_WINDOW + 0x400, M.LOCAL_WINDOW]


def test_an_allocation_inside_the_shared_window_is_global_memory():
    dev = ptxemu.Device()
    p = 0x7FBE55E00000  # the recorded allocation of issue 20
    dev.write(p, np.arange(32, dtype=np.uint32))
    q = dev.alloc(544, address=M.PARAM_BUFFER + 0x100)  # and one inside the parameter window
    loc = dev.alloc(64, address=M.LOCAL_WINDOW + 0x1000)  # and one inside the local window
    _launch(dev, p, q)
    assert np.frombuffer(dev.read(p, 128).tobytes(), np.uint32).tolist() == list(range(1000, 1032))
    res = np.frombuffer(dev.read(q, 256).tobytes(), np.uint32).reshape(32, 2)
    lane = np.arange(32)
    assert res[:, 0].tolist() == (lane ^ 1).tolist()  # the neighbour's value through generic shared memory
    assert (res[:, 1] == 3).all()  # isspacep.global on the allocation, isspacep.shared on shared memory
    param, shared, local = np.frombuffer(dev.read(q + 512, 24).tobytes(), np.uint64).tolist()
    for base, size, got in (
        (M.PARAM_BUFFER, M.PARAM_WINDOW_SIZE, param),
        (M.SHARED_WINDOW, M.SHARED_WINDOW_SIZE, shared - 0x400),
        (M.LOCAL_WINDOW, M.LOCAL_WINDOW_SIZE, local),
    ):
        assert got != base and got % size == 0  # moved, same alignment, so offsets are the H100's
        for a, n in ((p, 128), (q, 544), (loc, 64)):
            assert not (got < a + n and a < got + size)
    assert shared & 0xFFFFFFFF == 0x400  # the first user variable at shared address 0x400
