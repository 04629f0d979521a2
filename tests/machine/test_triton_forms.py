"""Two forms Triton 3.6's PTX uses that ptxemu refused, each against its truth.

cp.async with a src-size operand (manual 9.7.9.25.3.1, cp.async: "src-size ... the remaining
cp-size - src-size bytes are filled with zeros"): only src-size bytes are read, so a lane whose
src-size is 0 reads nothing and its address may lie outside every allocation. Triton's pipelined
masked loads do exactly that past a tensor's end (tests/triton's fp16/fp8 matmuls).

tcgen05.commit with a 64-bit operand and no state space: ptxas 13 for sm_100a (the one in Triton's
wheel, nvdisasm of the cubin) hands UTCBAR the operand's low 32 bits as a shared::cluster address,
the same instruction for `cvta.shared` generic addresses and for the zero-extended shared::cta
address Triton 3.6 passes (`cvt.u64.u32 %rd, %r; tcgen05.commit...b64 [%rd]`), which the manual's
generic-addressing reading would send outside the shared window.
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

CP = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 src, .param .u64 out, .param .u32 n)
{
 .reg .b32 %r<12>; .reg .b64 %rd<8>; .reg .pred %p<2>;
 .shared .align 16 .b8 buf[512];
 mov.u32 %r1, %tid.x;
 ld.param.u64 %rd1, [src];
 ld.param.u32 %r2, [n];
 mul.wide.u32 %rd2, %r1, 16;
 add.u64 %rd3, %rd1, %rd2;
 // src-size = clamp(n - 16 * tid, 0, 16): whole, partial, then nothing past the source's end
 mul.lo.u32 %r3, %r1, 16;
 sub.s32 %r4, %r2, %r3;
 max.s32 %r4, %r4, 0;
 min.s32 %r4, %r4, 16;
 mov.u32 %r5, buf;
 mad.lo.u32 %r6, %r1, 16, %r5;
 cp.async.cg.shared.global [%r6], [%rd3], 16, %r4;
 cp.async.wait_all;
 bar.sync 0;
 ld.shared.v4.u32 {%r7, %r8, %r9, %r10}, [%r6];
 ld.param.u64 %rd4, [out];
 add.u64 %rd5, %rd4, %rd2;
 st.global.v4.u32 [%rd5], {%r7, %r8, %r9, %r10};
 ret;
}
"""


@pytest.mark.parametrize("n", [0, 40, 64])
def test_cp_async_reads_only_src_size_bytes(n):
    """32 threads copy 16 bytes each from a source of n bytes (allocated exactly): lanes past the end
    have src-size 0 and addresses outside it; the lane at the end has a partial src-size."""
    src = np.arange(1, n + 1, dtype=np.uint8)
    out = np.full(512, 0xEE, np.uint8)
    ptxemu.launch(CP, "k", grid=1, block=32, args=[src if n else None, out, np.uint32(n)])
    ref = np.zeros(512, np.uint8)
    ref[:n] = src  # the rest zero-filled, as the manual says
    assert np.array_equal(out, ref)


COMMIT = """.version 8.7
.target sm_100a
.address_size 64
.visible .entry k(.param .u64 out)
{
 .reg .b32 %r<8>; .reg .b64 %rd<4>; .reg .pred %p<3>;
 .shared .align 8 .b64 mbar;
 mov.u32 %r1, %tid.x;
 setp.ne.u32 %p1, %r1, 0;
 @%p1 bra W;
 mbarrier.init.shared::cta.b64 [mbar], 1;
 mov.u32 %r2, mbar;
 cvt.u64.u32 %rd1, %r2;   // Triton's operand: the shared::cta address, zero-extended
 tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [%rd1];
W:
 bar.sync 0;
 mbarrier.try_wait.parity.shared::cta.b64 %p2, [mbar], 0;
 selp.u32 %r3, 1, 0, %p2;
 ld.param.u64 %rd2, [out];
 mul.wide.u32 %rd3, %r1, 4;
 add.u64 %rd2, %rd2, %rd3;
 st.global.u32 [%rd2], %r3;
 ret;
}
"""


def test_tcgen05_commit_takes_a_zero_extended_shared_address():
    """The commit's arrive completes phase 0 of the mbarrier (count 1): every thread sees it."""
    out = np.zeros(32, np.uint32)
    ptxemu.launch(COMMIT, "k", grid=1, block=32, args=[out])
    assert (out == 1).all()
    gen = COMMIT.replace(
        "cvt.u64.u32 %rd1, %r2;   // Triton's operand: the shared::cta address, zero-extended",
        "mov.u64 %rd1, mbar;\n cvta.shared.u64 %rd1, %rd1;",
    )
    out[:] = 0
    ptxemu.launch(gen, "k", grid=1, block=32, args=[out])  # a generic address: the same arrive
    assert (out == 1).all()
