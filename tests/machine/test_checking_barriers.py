"""The checking mode and bar.sync: a barrier orders the shared-memory accesses before it in every warp
before those after it (PTX ISA 9.0, 9.7.13.1 bar/barrier: "bar.sync ... guarantees that memory
accesses requested by the threads prior to the barrier are performed relative to all threads
participating in the barrier"). Warp 0 writes, bar.sync, warp 1 reads: no race, in one CTA or in
many CTAs completing their barriers together (CUTLASS's FMHA reference kernel, h88 launch 5, was
reported racy when the barriers of 128 CTAs completed at once); without the barrier it is a race."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu


def _kernel(sync: str) -> str:
    return f""".version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out)
{{
.reg .b32 %r<8>;
.reg .b64 %rd<8>;
.reg .pred %p<4>;
.shared .align 4 .b32 buf[64];
ld.param.u64 %rd1, [out];
cvta.to.global.u64 %rd1, %rd1;
mov.u32 %r1, %tid.x;
mov.u32 %r2, %ctaid.x;
mov.u32 %r3, buf;
and.b32 %r4, %r1, 31;
shl.b32 %r4, %r4, 2;
add.u32 %r5, %r3, %r4;
setp.lt.u32 %p1, %r1, 32;
add.u32 %r6, %r2, %r1;
@%p1 st.shared.u32 [%r5], %r6;
{sync}
ld.shared.u32 %r7, [%r5];
mad.lo.u32 %r6, %r2, 64, %r1;
mul.wide.u32 %rd2, %r6, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r7;
ret;
}}
"""


@pytest.mark.parametrize("ctas", [1, 8])
def test_bar_sync_orders_shared_memory_between_warps(ctas):
    out = np.zeros(ctas * 64, np.uint32)
    st = ptxemu.launch(_kernel("bar.sync 0;"), "k", grid=ctas, block=64, args=[out], check=True)
    assert st.findings == []
    # every thread reads what thread (tid % 32) of its CTA wrote: ctaid + tid % 32
    c, t = np.divmod(np.arange(ctas * 64), 64)
    assert (out == c + t % 32).all()


def test_without_the_barrier_it_is_a_race():
    out = np.zeros(8 * 64, np.uint32)
    st = ptxemu.launch(_kernel(""), "k", grid=8, block=64, args=[out], check=True)
    assert [f.kind for f in st.findings][:1] == ["race"]
