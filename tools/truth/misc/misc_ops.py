"""fns, movmatrix and getctarank (manual 9.7.1.17, 9.7.14.5.17, 9.7.9.24), written from the manual
and recorded on the H100 by record.py.

    python3 tools/truth/misc/misc_ops.py        # tests/data/kernels/misc_ops_sm90a.ptx, misc_ops_inputs.npz
    python3 tools/truth/misc/record.py DIR OUT  # on the GPU: misc_ops_outputs.npz

misc_ops(pin, pout): clusters of 4 CTAs x 64 threads, 16 CTAs; thread g reads 4 words at pin + 16g
(fns mask, base 0-31, offset, a movmatrix element pair) and writes 8 words at pout + 32g: fns, the
movmatrix result, then getctarank of a shared::cluster address mapa made for rank (r + 1) % 4, of
its generic form, of a shared variable, of variable + 8, and of a generic address of the variable.
fns_any(pin, pout): fns with any base (bases above 31 are undefined in the manual: what the GPU does).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "kernels"
THREADS, CTAS = 64, 16

PTX = r"""
.version 8.5
.target sm_90a
.address_size 64

.visible .entry misc_ops(.param.u64 pin, .param.u64 pout)
.reqnctapercluster 4, 1, 1
{
  .reg .b64 %pi, %po, %rd<12>;
  .reg .b32 %r<16>, %m, %b, %o, %e;
  .shared .align 16 .b8 buf[256];
  ld.param.u64 %rd1, [pin];
  ld.param.u64 %rd2, [pout];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mad.lo.u32 %r4, %r2, %r3, %r1;
  mul.wide.u32 %rd3, %r4, 16;
  add.s64 %pi, %rd1, %rd3;
  mul.wide.u32 %rd3, %r4, 32;
  add.s64 %po, %rd2, %rd3;
  ld.global.v4.b32 {%m, %b, %o, %e}, [%pi];
  fns.b32 %r5, %m, %b, %o;
  movmatrix.sync.aligned.m8n8.trans.b16 %r6, %e;
  st.global.v2.b32 [%po], {%r5, %r6};
  mov.u32 %r7, %cluster_ctarank;
  add.u32 %r8, %r7, 1;
  and.b32 %r8, %r8, 3;
  mov.u32 %r9, buf;
  add.u32 %r9, %r9, 16;
  mapa.shared::cluster.u32 %r10, %r9, %r8;
  getctarank.shared::cluster.u32 %r11, %r10;
  mov.u64 %rd4, buf;
  cvta.shared.u64 %rd5, %rd4;
  mapa.u64 %rd6, %rd5, %r8;
  getctarank.u64 %r12, %rd6;
  getctarank.shared::cluster.u32 %r13, buf;
  getctarank.shared::cluster.u32 %r14, buf+8;
  getctarank.u64 %r15, %rd5;
  st.global.v2.b32 [%po+8], {%r11, %r12};
  st.global.v2.b32 [%po+16], {%r13, %r14};
  st.global.v2.b32 [%po+24], {%r15, %r10};
  barrier.cluster.arrive;
  barrier.cluster.wait;
  ret;
}

.visible .entry fns_any(.param.u64 pin, .param.u64 pout)
{
  .reg .b64 %rd<6>;
  .reg .b32 %r<8>, %m, %b, %o, %e;
  ld.param.u64 %rd1, [pin];
  ld.param.u64 %rd2, [pout];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  mov.u32 %r3, %ntid.x;
  mad.lo.u32 %r4, %r2, %r3, %r1;
  mul.wide.u32 %rd3, %r4, 16;
  add.s64 %rd4, %rd1, %rd3;
  mul.wide.u32 %rd3, %r4, 4;
  add.s64 %rd5, %rd2, %rd3;
  ld.global.v4.b32 {%m, %b, %o, %e}, [%rd4];
  fns.b32 %r5, %m, %b, %o;
  st.global.b32 [%rd5], %r5;
  ret;
}
"""


def inputs() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(917)
    n = THREADS * CTAS
    w = np.zeros((n, 4), np.uint32)
    masks = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    sparse = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32) & masks & rng.integers(
        0, 2**32, n, dtype=np.uint64
    ).astype(np.uint32)
    masks[n // 4 : n // 2] = sparse[n // 4 : n // 2]
    masks[:8] = [0, 0xFFFFFFFF, 1, 0x80000000, 0x80000001, 0x55555555, 0xAAAAAAAA, 0x00010000]
    w[:, 0] = masks
    w[:, 1] = rng.integers(0, 32, n)
    w[:, 1][:64] = np.tile([0, 31], 32)
    off = rng.integers(-34, 35, n).astype(np.int32)
    off[::7] = 0
    off[1::11] = np.int32(-(2**31))
    off[2::13] = np.int32(2**31 - 1)
    w[:, 2] = off.view(np.uint32)
    w[:, 3] = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    wide = w.copy()
    wide[:, 1] = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    wide[: n // 2, 1] = rng.integers(32, 70, n // 2)
    wide[:8, 1] = [32, 33, 63, 64, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 100]
    # zero and one-bit masks with every base and the extreme offsets (fns_any): what offset -2^31 gives
    # when nothing is set
    zero = np.zeros((n, 4), np.uint32)
    z = np.random.default_rng(918)
    zero[:, 0] = np.where(np.arange(n) % 2 == 0, 0, np.uint32(1) << z.integers(0, 32, n).astype(np.uint32))
    zero[:, 1] = np.arange(n) % 40
    zero[:, 2] = np.array([-(2**31), 2**31 - 1, 0, 1, -1, 32, -32, 33], np.int64)[(np.arange(n) // 2) % 8].astype(
        np.int32
    ).view(np.uint32)
    return {
        "in": w,
        "out": np.zeros((n, 8), np.uint32),
        "in_any": wide,
        "out_any": np.zeros(n, np.uint32),
        "in_zero": zero,
        "out_zero": np.zeros(n, np.uint32),
    }


def main() -> None:
    (OUT / "misc_ops_sm90a.ptx").write_text(PTX.lstrip())
    np.savez_compressed(OUT / "misc_ops_inputs.npz", **inputs())


if __name__ == "__main__":
    main()
