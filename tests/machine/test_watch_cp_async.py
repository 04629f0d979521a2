"""Watchpoints over cp.async (found by tools/fuzz/fuzz_launch.py's "observe" mode): a watch on any
kernel with cp.async was an internal KeyError ('ldgsts', the counters' probe kind for it). Worked by
hand: lane t copies x's bytes [16t, 16t + 16) to shared memory at sm + 16t (sm at 0x400, after the
1 KiB reserve), then stores their first word to y[4t]. x[i] = 100 + i, so bytes 32..35 of x are
x[8] = 108 = 0x6c, read by lane 2."""

from __future__ import annotations

import numpy as np

import ptxemu

PTX = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry cpa(.param .u64 x, .param .u64 y)
{
  .reg .b32 %r<6>;
  .reg .b64 %rd<8>;
  .shared .align 16 .b8 sm[512];
  mov.u32 %r1, %tid.x;
  ld.param.u64 %rd1, [x];
  ld.param.u64 %rd2, [y];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  mul.wide.u32 %rd3, %r1, 16;
  add.u64 %rd4, %rd1, %rd3;
  add.u64 %rd5, %rd2, %rd3;
  mov.u32 %r2, sm;
  shl.b32 %r3, %r1, 4;
  add.u32 %r2, %r2, %r3;
  cp.async.cg.shared.global [%r2], [%rd4], 16;
  cp.async.wait_all;
  ld.shared.u32 %r4, [%r2];
  st.global.u32 [%rd5], %r4;
  ret;
}
"""


def test_watch_sees_cp_async_read_and_its_shared_write() -> None:
    x, y = np.arange(128, dtype=np.uint32) + 100, np.zeros(128, np.uint32)
    st = ptxemu.Module(PTX).launch("cpa", 1, 32, [x, y], watch=["arg0+32:4", "shared:0x420:4", "arg1+32:4"],
                                   route="interp")
    got = [(h.kind, h.line, h.thread, h.old, h.new) for h in st.watch]
    assert got == [
        ("read", 20, "CTA (0,0,0) thread (2,0,0)", 0x6C, 0x6C),  # x[8], cp.async's global source
        ("write", 20, "CTA (0,0,0) thread (2,0,0)", 0, 0x6C),  # its shared destination sm + 32
        ("read", 22, "CTA (0,0,0) thread (2,0,0)", 0x6C, 0x6C),  # ld.shared
        ("write", 23, "CTA (0,0,0) thread (2,0,0)", 0, 0x6C),  # st.global to y[8]
    ]
    assert y[8] == 108 and y[::4][:4].tolist() == [100, 104, 108, 112]
