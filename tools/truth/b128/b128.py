"""128-bit data: mov.b128 pack/unpack, ld/st .b128 and atom.{cas,exch}.b128 (manual 9.7.9.4 and
9.7.13.5, sm_90), written from the manual and recorded on the H100 by record.py.

    python3 tools/truth/b128/b128.py          # writes tests/data/kernels/b128_sm90a.ptx and b128_inputs.npz
    python3 tools/truth/b128/record.py DIR OUT # on the GPU: b128_outputs.npz (every buffer after the launch)

Kernel b128_ops(pin, pout, pmem): 2 CTAs x 64 threads; thread g reads 8 u64 at pin + 64g and writes
16 u64 at pout + 128g; pmem holds 2 u64 per thread (the global atomics' slots, initialised from the
inputs). Out words: 0-1 mov.b128 of {in0, in1}, 2-5 the 4 x b32 unpack of ld.b128 [in2,in3] ...
(see the body); shared contention: every thread of a warp CASes one 16-byte shared slot from 0 to
its own value, one must win.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "kernels"
THREADS, CTAS = 64, 2

PTX = r"""
.version 8.5
.target sm_90a
.address_size 64

.visible .entry b128_ops(.param.u64 pin, .param.u64 pout, .param.u64 pmem)
{
  .reg .b64 %pi, %po, %pm, %rd<16>, %x<8>;
  .reg .b32 %r<16>, %w<4>;
  .reg .b128 %q<8>;
  .reg .pred %p<4>;
  .shared .align 16 .b8 slot[64];
  .shared .align 16 .b8 mine[1024];
  ld.param.u64 %rd1, [pin];
  ld.param.u64 %rd2, [pout];
  ld.param.u64 %rd3, [pmem];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  cvta.to.global.u64 %rd3, %rd3;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mad.lo.u32 %r4, %r2, %r3, %r1;
  mul.wide.u32 %rd4, %r4, 64;
  add.s64 %pi, %rd1, %rd4;
  mul.wide.u32 %rd4, %r4, 128;
  add.s64 %po, %rd2, %rd4;
  mul.wide.u32 %rd4, %r4, 16;
  add.s64 %pm, %rd3, %rd4;
  ld.global.v2.u64 {%x0, %x1}, [%pi];
  ld.global.v2.u64 {%x2, %x3}, [%pi+16];
  ld.global.v2.u64 {%x4, %x5}, [%pi+32];
  ld.global.v2.u64 {%x6, %x7}, [%pi+48];
  // out 0-1: pack two 64-bit elements, store as one b128
  mov.b128 %q0, {%x0, %x1};
  st.global.b128 [%po], %q0;
  // out 2-3: load a b128, unpack into four 32-bit words
  ld.global.b128 %q1, [%pi+16];
  mov.b128 {%w0, %w1, %w2, %w3}, %q1;
  st.global.v4.b32 [%po+16], {%w0, %w1, %w2, %w3};
  // out 4-5: pack four 32-bit words (the halves of x4, x5 swapped), unpack as two 64-bit
  mov.b64 {%r5, %r6}, %x4;
  mov.b64 {%r7, %r8}, %x5;
  mov.b128 %q2, {%r6, %r5, %r8, %r7};
  mov.b128 {%rd5, %rd6}, %q2;
  st.global.v2.u64 [%po+32], {%rd5, %rd6};
  // out 6-7: global cas: slot holds {x2, x3}; compare {x4, x5} (the inputs make some equal),
  // new {x6, x7}; old value out, memory checked after the launch
  mov.b128 %q3, {%x4, %x5};
  mov.b128 %q4, {%x6, %x7};
  atom.global.cas.b128 %q5, [%pm], %q3, %q4;
  st.global.b128 [%po+48], %q5;
  // out 8-9: exch on this thread's shared 16 bytes (written with {x0, x1} first), generic address
  mul.wide.u32 %rd7, %r1, 16;
  mov.u64 %rd8, mine;
  add.s64 %rd8, %rd8, %rd7;
  st.shared.b128 [%rd8], %q0;
  cvta.shared.u64 %rd9, %rd8;
  mov.b128 %q6, {%x7, %x6};
  atom.exch.b128 %q5, [%rd9], %q6;
  st.global.b128 [%po+64], %q5;
  // out 10-11: what the shared bytes hold after the exch
  ld.shared.b128 %q5, [%rd8];
  st.global.b128 [%po+80], %q5;
  // out 12-13: contention: each warp's slot starts 0; every lane CASes 0 -> {gid+1, ~gid}
  shr.u32 %r9, %r1, 5;
  mul.wide.u32 %rd10, %r9, 16;
  mov.u64 %rd11, slot;
  add.s64 %rd11, %rd11, %rd10;
  and.b32 %r10, %r1, 31;
  setp.eq.u32 %p1, %r10, 0;
  mov.b64 %rd12, 0;
  mov.b128 %q7, {%rd12, %rd12};
  @%p1 st.shared.b128 [%rd11], %q7;
  bar.sync 0;
  add.u32 %r11, %r4, 1;
  cvt.u64.u32 %rd13, %r11;
  not.b64 %rd14, %rd13;
  mov.b128 %q6, {%rd13, %rd14};
  atom.shared.cas.b128 %q5, [%rd11], %q7, %q6;
  st.global.b128 [%po+96], %q5;
  bar.sync 0;
  // out 14-15: the slot after every lane's cas
  ld.shared.b128 %q5, [%rd11];
  st.global.b128 [%po+112], %q5;
  ret;
}
"""


def inputs() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(128)
    n = THREADS * CTAS
    x = rng.integers(0, 2**64, size=(n, 8), dtype=np.uint64)
    # the cas compares {x4, x5} with the slot {x2, x3}: equal for a quarter of the threads,
    # differing only in the low half, only in the high half, or in both for the others
    kind = np.arange(n) % 4
    x[kind == 0, 4] = x[kind == 0, 2]
    x[kind == 0, 5] = x[kind == 0, 3]
    x[kind == 1, 5] = x[kind == 1, 3]  # low halves differ
    x[kind == 2, 4] = x[kind == 2, 2]  # high halves differ
    return {"in": x, "mem": x[:, 2:4].copy(), "out": np.zeros((n, 16), np.uint64)}


def main() -> None:
    (OUT / "b128_sm90a.ptx").write_text(PTX.lstrip())
    np.savez_compressed(OUT / "b128_inputs.npz", **inputs())


if __name__ == "__main__":
    main()
