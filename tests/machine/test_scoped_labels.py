"""Labels are scoped by braces: nvcc's inline-asm blocks each define the same label names (CUTLASS's
mbarrier waits repeat `LAB_WAIT:` / `DONE:` in every `{ ... }`), and ptxas resolves a branch to the
label of its innermost enclosing block. A branch that reached another block's `DONE:` sent CUTLASS's
sm_100a FP8 GEMM's producer warp into its epilogue (tests/machine/test_cutlass_blackwell_replay.py)."""

from __future__ import annotations

import numpy as np

import ptxemu

PTX = """
.version 8.7
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, 0;
    {
    .reg .pred P1;
    setp.eq.u32 P1, %r1, 0;
    @P1 bra DONE;
    add.u32 %r1, %r1, 100;
    DONE:
    add.u32 %r1, %r1, 1;
    }
    {
    .reg .pred P1;
    setp.eq.u32 P1, %r1, 1;
    @P1 bra DONE;
    add.u32 %r1, %r1, 1000;
    DONE:
    add.u32 %r1, %r1, 10;
    }
    st.global.u32 [%rd1], %r1;
    ret;
}
"""


def test_a_branch_takes_the_label_of_its_own_block():
    dev = ptxemu.Device()
    out = dev.alloc(4)
    ptxemu.Module(PTX).launch("k", 1, 1, [np.uint64(out)], device=dev)
    # first block: skip +100, +1 -> 1; second: skip +1000, +10 -> 11 (the last DONE: for both gives 10)
    assert int(np.frombuffer(dev.read(out, 4), np.uint32)[0]) == 11
