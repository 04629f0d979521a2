"""Hand-written tcgen05 GEMM kernels (PTX text) for the tests and benchmarks/bench_tcgen05.py.

One warpgroup per CTA: warp 0 allocates tensor memory; every thread copies A and B from global memory
into shared memory in the manual's canonical no-swizzle K-major layout (9.7.16.3.3: core matrices
of 8 rows x 16 bytes; chunk c of row i at (i%8)*16 + (i/8)*SBO + c*LBO, LBO = 128, SBO = 128 *
chunks per row); thread 0 builds the descriptors (9.7.16.4.1), issues the MMAs (K advanced by 32
bytes of each row per step) and commits to an mbarrier; everyone waits on it, each warp reads its
32 lanes with tcgen05.ld.32x32b and stores the raw tensor-memory rows (128 lanes x `ocols` columns
per CTA) to global memory; warp 0 deallocates. Block-scaled kinds first copy their scale factors
with tcgen05.cp.32x128b.warpx4 (SFA at column 256, SFB at 260-267). cta_group::2 runs on a cluster of
two CTAs: each CTA loads its half of A's rows and of B's columns, CTA 0 issues, the commit
multicasts to both CTAs' mbarriers.
"""

from __future__ import annotations


def gemm_ptx(
    kind: str,
    *,
    rows_a: int,
    rows_b: int,
    chunks: int,
    nk: int,
    ocols: int,
    ncols: int = 512,
    cta_group: int = 1,
    block_scale: str = "",
    a_tmem: bool = False,
    ashift: bool = False,
    ws: bool = False,
    disable: tuple[int, ...] | None = None,
    raw_desc: tuple[int, int, int, int] | None = None,
) -> str:
    """rows_a/rows_b: rows of A / of B^T this CTA loads (32 bytes of K per MMA step per row, `chunks`
    16-byte chunks per row), nk MMA steps."""
    cg = f"cta_group::{cta_group}"
    sa_bytes = rows_a * chunks * 16
    sb_bytes = rows_b * chunks * 16
    sb_off = (sa_bytes + 1023) // 1024 * 1024
    sf_off = sb_off + (sb_bytes + 1023) // 1024 * 1024
    smem = sf_off + 2048
    sbo = chunks * 128
    const = (8 << 16) | ((sbo >> 4) << 32) | (1 << 46)
    # raw_desc: the images in global memory are copied byte for byte (chunk j to offset 16 j) and the
    # descriptors take these upper fields (LBO, SBO, version, swizzle) for A and B
    const_a, const_b = raw_desc[:2] if raw_desc else (const, const)
    if raw_desc:  # image sizes in 16-byte chunks
        sa_bytes, sb_bytes = 16 * raw_desc[2], 16 * raw_desc[3]
        sb_off = (sa_bytes + 1023) // 1024 * 1024
        sf_off = sb_off + (sb_bytes + 1023) // 1024 * 1024
        smem = sf_off + 2048
    sf_const = (8 << 16) | ((128 >> 4) << 32) | (1 << 46)
    bs = bool(block_scale)
    L = []
    w = L.append
    w(".version 8.8\n.target sm_100a\n.address_size 64\n")
    w(f".shared .align 1024 .b8 smem[{smem}];")
    w(".shared .align 8 .b64 mbar;")
    w(".shared .align 4 .b32 tslot;")
    w(
        ".visible .entry tc(.param .u64 pA, .param .u64 pB, .param .u64 pD, .param .u64 pSF, "
        ".param .u32 pIdesc)"
    )
    if cta_group == 2:
        w(".reqnctapercluster 2, 1, 1")
    w("{")
    w(
        "  .reg .pred %p<8>;\n  .reg .b16 %rs<4>;\n  .reg .b32 %r<64>;\n  .reg .b32 %v<128>;\n"
        "  .reg .b64 %rd<32>;"
    )
    w("  ld.param.u64 %rd1, [pA];\n  ld.param.u64 %rd2, [pB];\n  ld.param.u64 %rd3, [pD];")
    w("  ld.param.u64 %rd4, [pSF];\n  ld.param.u32 %r1, [pIdesc];")
    w("  cvta.to.global.u64 %rd1, %rd1;\n  cvta.to.global.u64 %rd2, %rd2;\n  cvta.to.global.u64 %rd3, %rd3;")
    w("  cvta.to.global.u64 %rd4, %rd4;")
    w("  mov.u32 %r2, %tid.x;\n  shr.u32 %r3, %r2, 5;            // warp")
    if cta_group == 2:
        w("  mov.u32 %r4, %cluster_ctarank;")
    else:
        w("  mov.u32 %r4, 0;")
    # per-CTA operand halves: A rows rank*rows_a, B rows rank*rows_b; D block rank*128 lanes
    w(f"  mul.wide.u32 %rd5, %r4, {sa_bytes};\n  add.u64 %rd1, %rd1, %rd5;")
    w(f"  mul.wide.u32 %rd5, %r4, {sb_bytes};\n  add.u64 %rd2, %rd2, %rd5;")
    w(f"  mul.wide.u32 %rd5, %r4, {128 * ocols * 4};\n  add.u64 %rd3, %rd3, %rd5;")
    w("  mov.u32 %r5, smem;")
    # warp 0 allocates; thread 0 initialises the mbarrier
    w("  setp.ne.u32 %p1, %r3, 0;\n  @%p1 bra SKIP_ALLOC;")
    w(f"  tcgen05.alloc.{cg}.sync.aligned.shared::cta.b32 [tslot], {ncols};")
    w("SKIP_ALLOC:")
    w(
        "  setp.ne.u32 %p2, %r2, 0;\n  @%p2 bra SKIP_INIT;\n"
        "  mbarrier.init.shared::cta.b64 [mbar], 1;\nSKIP_INIT:"
    )

    def copy(label: str, src: str, base_off: int, rows: int, nch: int, sbo_: int) -> None:
        if raw_desc and label in ("CA", "CB"):  # chunk j to (j % 8) * 16 + (j // 8) * 128 = 16 j
            rows, nch, sbo_ = raw_desc[2] if label == "CA" else raw_desc[3], 1, 128
        w(f"  mov.u32 %r10, %r2;\n{label}_LOOP:")
        w(f"  setp.ge.u32 %p3, %r10, {rows * nch};\n  @%p3 bra {label}_END;")
        w(f"  div.u32 %r11, %r10, {nch};\n  rem.u32 %r12, %r10, {nch};")
        w(f"  mul.wide.u32 %rd6, %r10, 16;\n  add.u64 %rd7, {src}, %rd6;")
        w("  ld.global.v4.u32 {%r20, %r21, %r22, %r23}, [%rd7];")
        w("  and.b32 %r13, %r11, 7;\n  shl.b32 %r13, %r13, 4;")
        w(f"  shr.u32 %r14, %r11, 3;\n  mul.lo.u32 %r14, %r14, {sbo_};")
        w("  shl.b32 %r15, %r12, 7;\n  add.u32 %r13, %r13, %r14;\n  add.u32 %r13, %r13, %r15;")
        w(f"  add.u32 %r13, %r13, %r5;\n  add.u32 %r13, %r13, {base_off};")
        w("  st.shared.v4.u32 [%r13], {%r20, %r21, %r22, %r23};")
        w(f"  add.u32 %r10, %r10, 128;\n  bra {label}_LOOP;\n{label}_END:")

    copy("CA", "%rd1", 0, rows_a, chunks, sbo)
    copy("CB", "%rd2", sb_off, rows_b, chunks, sbo)
    if bs:  # SFA (32 rows x 16 bytes), then SFB (two blocks of 32 rows x 16 bytes)
        copy("CS", "%rd4", sf_off, 96, 1, 128)
    if a_tmem:  # thread t stores row t of A (8 words per K step) into tensor memory from column 256
        w("  bar.sync 0;\n  ld.shared.b32 %r6, [tslot];")
        w("  shl.b32 %r40, %r3, 21;\n  add.u32 %r40, %r40, %r6;\n  add.u32 %r40, %r40, 256;")
        w(f"  mul.wide.u32 %rd14, %r2, {chunks * 16};\n  add.u64 %rd14, %rd1, %rd14;")
        for c in range(chunks * 4):
            w(f"  ld.global.u32 %v{c}, [%rd14+{4 * c}];")
        regs = ", ".join(f"%v{c}" for c in range(chunks * 4))
        w(f"  tcgen05.st.sync.aligned.32x32b.x{chunks * 4}.b32 [%r40], {{{regs}}};")
        w("  tcgen05.wait::st.sync.aligned;\n  tcgen05.fence::before_thread_sync;")
    w("  fence.proxy.async.shared::cta;\n  bar.sync 0;")
    if cta_group == 2:
        w("  barrier.cluster.arrive.aligned;\n  barrier.cluster.wait.aligned;")
    w("  tcgen05.fence::after_thread_sync;")
    w("  ld.shared.b32 %r6, [tslot];")
    issuer = "%p2" if cta_group == 1 else "%p4"
    if cta_group == 2:
        w("  or.b32 %r16, %r2, %r4;\n  setp.ne.u32 %p4, %r16, 0;")
    w(f"  @{issuer} bra SKIP_MMA;")
    if bs:
        for j, off in enumerate((0, 512, 1024)):
            col = 256 + 4 * j
            w(
                f"  add.u32 %r17, %r5, {sf_off + off};\n  and.b32 %r17, %r17, 262143;\n"
                "  shr.u32 %r17, %r17, 4;"
            )
            w(f"  cvt.u64.u32 %rd10, %r17;\n  or.b64 %rd10, %rd10, {sf_const};")
            w(f"  add.u32 %r18, %r6, {col};")
            w(f"  tcgen05.cp.{cg}.32x128b.warpx4 [%r18], %rd10;")
    w("  mov.u32 %r30, 0;\nMMA_LOOP:")
    w("  shl.b32 %r31, %r30, 8;                // 256 bytes = 2 chunks of every row per K step")
    w("  add.u32 %r32, %r5, %r31;\n  and.b32 %r33, %r32, 262143;\n  shr.u32 %r33, %r33, 4;")
    w(f"  cvt.u64.u32 %rd11, %r33;\n  or.b64 %rd11, %rd11, {const_a};")
    w(f"  add.u32 %r34, %r32, {sb_off};\n  and.b32 %r34, %r34, 262143;\n  shr.u32 %r34, %r34, 4;")
    w(f"  cvt.u64.u32 %rd12, %r34;\n  or.b64 %rd12, %rd12, {const_b};")
    w("  setp.ne.u32 %p5, %r30, 0;")
    if bs:
        w("  add.u32 %r35, %r6, 256;\n  add.u32 %r36, %r6, 260;")
        w(
            f"  tcgen05.mma.{cg}.kind::{kind}.block_scale{block_scale} [%r6], %rd11, %rd12, %r1, "
            "[%r35], [%r36], %p5;"
        )
    elif a_tmem:  # A in tensor memory from column 256: 8 columns (32 bytes of K) per step
        w("  add.u32 %r35, %r6, 256;\n  mad.lo.u32 %r35, %r30, 8, %r35;")
        w(f"  tcgen05.mma.{cg}.kind::{kind}{'.ashift' if ashift else ''} [%r6], [%r35], %rd12, %r1, %p5;")
    elif ws:
        w(f"  tcgen05.mma.ws.{cg}.kind::{kind} [%r6], %rd11, %rd12, %r1, %p5;")
    elif disable is not None:
        for j, v in enumerate(disable):
            w(f"  mov.b32 %r{50 + j}, {v};")
        regs = ", ".join(f"%r{50 + j}" for j in range(len(disable)))
        w(f"  tcgen05.mma.{cg}.kind::{kind} [%r6], %rd11, %rd12, %r1, {{{regs}}}, %p5;")
    else:
        w(f"  tcgen05.mma.{cg}.kind::{kind} [%r6], %rd11, %rd12, %r1, %p5;")
    w(f"  add.u32 %r30, %r30, 1;\n  setp.lt.u32 %p6, %r30, {nk};\n  @%p6 bra MMA_LOOP;")
    if cta_group == 2:
        w("  mov.b16 %rs1, 3;")
        w(f"  tcgen05.commit.{cg}.mbarrier::arrive::one.shared::cluster.multicast::cluster.b64 [mbar], %rs1;")
    else:
        w(f"  tcgen05.commit.{cg}.mbarrier::arrive::one.shared::cluster.b64 [mbar];")
    w("SKIP_MMA:")
    w("WAIT:\n  mbarrier.try_wait.parity.shared::cta.b64 %p7, [mbar], 0;\n  @!%p7 bra WAIT;")
    w("  tcgen05.fence::after_thread_sync;")
    # warp w reads lanes 32w..32w+31 and writes them raw
    w("  shl.b32 %r40, %r3, 21;               // (32 * warp) << 16\n  add.u32 %r40, %r40, %r6;")
    w(f"  mul.lo.u32 %r41, %r2, {ocols * 4};\n  cvt.u64.u32 %rd13, %r41;\n  add.u64 %rd13, %rd3, %rd13;")
    for c0 in range(0, ocols, 32):
        regs = ", ".join(f"%v{i}" for i in range(32))
        w(f"  tcgen05.ld.sync.aligned.32x32b.x32.b32 {{{regs}}}, [%r40+{c0}];")
        w("  tcgen05.wait::ld.sync.aligned;")
        for i in range(0, 32, 4):
            w(f"  st.global.v4.b32 [%rd13+{(c0 + i) * 4}], {{%v{i}, %v{i + 1}, %v{i + 2}, %v{i + 3}}};")
    w("  tcgen05.fence::before_thread_sync;\n  bar.sync 0;")
    if cta_group == 2:
        w("  barrier.cluster.arrive.aligned;\n  barrier.cluster.wait.aligned;")
    w("  @%p1 bra DONE;")
    w(f"  tcgen05.dealloc.{cg}.sync.aligned.b32 %r6, {ncols};")
    w(f"  tcgen05.relinquish_alloc_permit.{cg}.sync.aligned;")
    w("DONE:\n  ret;\n}")
    return "\n".join(L) + "\n"


def idesc(
    kind: str,
    m: int,
    n: int,
    *,
    atype: int = 0,
    btype: int = 0,
    dtype: int = 1,
    neg_a: int = 0,
    neg_b: int = 0,
    trans_a: int = 0,
    trans_b: int = 0,
    sat: int = 0,
    scale_type: int = 1,
    sfa_id: int = 0,
    sfb_id: int = 0,
) -> int:
    """The instruction descriptor, bit by bit from Tables 42-44 (written here independently of
    ops/mma_tcgen05.py's decoding table)."""
    v = (atype << 7) | (btype << 10) | (neg_a << 13) | (neg_b << 14) | (trans_a << 15) | (trans_b << 16)
    v |= (n >> 3) << 17
    if kind in ("mxf8f6f4", "mxf4", "mxf4nvf4"):
        return v | (sfb_id << 4) | (scale_type << 23) | ((m >> 7) << 27) | (sfa_id << 29)
    return v | (sat << 3) | (dtype << 4) | ((m >> 4) << 24)
