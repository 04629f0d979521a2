"""Execution of the operand kinds that ptxas 13 accepts beyond the manual's syntax (the operand-kind
sweep of tools/corpus/operand_kinds.py, issue 36), each against what ptxas's own SASS does with them:

- immediates inside source braces (mma/stmatrix fragments, atom/red vectors): SASS moves each into a
  register first (IMAD.MOV / UMOV), so the kernel must write what it writes with the immediates moved
  into registers by hand; a `{0f3F800000, h}` of a .v2.bf16 red puts RZ in the low half (the
  literal's low 16 bits), `{0x12345, h}` 0x2345;
- a predicate destination of set.bf16x2 / movmatrix is `result != 0` (SASS: ISETP against RZ); a
  predicate source is Unsupported (SASS reads a register nothing wrote, or drops the comparison);
- cvt.rn.f16x2.f32 with .b64 registers reads a source's low 32 bits and zero-extends the result;
- cp.async.bulk's ctaMask written `{3, 2}` is the mask 3 (SASS: UMOV UR8, 0x30001);
- clusterlaunchcontrol.query_cancel decodes the response as ptxas 13.5's SASS does (x = word 0, y =
  word 1 & 0xffff, z = word 1 >> 16, is_canceled = word 2 bit 0) and takes a literal response as its
  low 64 bits.
The SASS listings are quoted where each case is tested; every expected value is worked by hand.
"""

# ruff: noqa: E501  (PTX kernels: one instruction per line)

from __future__ import annotations

import re

import numpy as np
import pytest

import ptxemu
from ptxemu.host import read_text

HEAD = ".version {v}\n.target {t}\n.address_size 64\n"


def _kernel(body: str, decl: str = "", target: str = "sm_90a", version: str = "8.7") -> str:
    return (HEAD.format(v=version, t=target) + ".global .align 128 .b8 gbuf[256];\n"
            ".visible .entry k(.param .u64 out, .param .u64 inp)\n{\n"
            ".reg .pred %p<8>;\n.reg .b16 %h<16>;\n.reg .b32 %r<64>;\n.reg .f32 %f<48>;\n"
            ".reg .b64 %rd<16>;\n.reg .b128 %q<4>;\n" + decl
            + "ld.param.u64 %rd1, [out];\nld.param.u64 %rd2, [inp];\nmov.u32 %r0, %tid.x;\n"
            "mul.wide.u32 %rd3, %r0, 16;\nadd.s64 %rd4, %rd1, %rd3;\nadd.s64 %rd5, %rd2, %rd3;\n"
            + body + "\nret;\n}\n")


def _run(src: str, inp: np.ndarray, n_out: int = 32 * 4, block: int = 32) -> np.ndarray:
    out = np.zeros(n_out, np.uint32)
    assert not [d for d in ptxemu.check(src) if d.severity == "error"], ptxemu.check(src)
    ptxemu.launch(src, "k", grid=1, block=block, args=[out, inp])
    return out


def _registers_for_immediates(src: str) -> str:
    """Every immediate inside a brace moved into a register of its own first (what ptxas's SASS does:
    an IMAD.MOV of the literal), `%r40`, `%r41`, ... for 32-bit ones, `%h10`, ... for 16-bit."""
    out, k = [], 0
    for line in src.splitlines():
        for m in list(re.finditer(r"\{([^{}]*)\}", line)):
            items = [x.strip() for x in m.group(1).split(",")]
            if not any(re.fullmatch(r"-?\d+|0[fF][0-9a-fA-F]{8}|0x[0-9a-fA-F]+", it) for it in items):
                continue
            wide16 = ".bf16 " in line or ".v2.bf16 " in line
            regs = []
            for it in items:
                if re.fullmatch(r"-?\d+|0[fF][0-9a-fA-F]{8}|0x[0-9a-fA-F]+", it):
                    r = f"%h{10 + k}" if wide16 else f"%r{40 + k}"
                    # a 16-bit element takes the literal's low 16 bits (SASS: RZ for 0f3F800000)
                    val = it if not wide16 else str(int(it[2:], 16) & 0xFFFF if it[:2] in ("0f", "0x")
                                                    else int(it) & 0xFFFF)
                    out.append(f"mov.b{16 if wide16 else 32} {r}, {val};")
                    regs.append(r)
                    k += 1
                else:
                    regs.append(it)
            line = line.replace(m.group(0), "{" + ", ".join(regs) + "}")
        out.append(line)
    return "\n".join(out)


MMA = """
ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd5];
ld.global.v2.b32 {%r5, %r6}, [%rd5+512];
ld.global.v4.f32 {%f5, %f6, %f7, %f8}, [%rd5+1024];
mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f1, %f2, %f3, %f4}, {0x3C003C00, %r2, %r3, 7}, {%r5, 0f3F800000}, {0f3F800000, %f6, %f7, %f8};
st.global.v4.f32 [%rd4], {%f1, %f2, %f3, %f4};
mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%r10, %r11, %r12, %r13}, {%r1, 0x01020304, %r3, %r4}, {-1, %r6}, {1, 2, 3, 4};
st.global.v4.b32 [%rd4+512], {%r10, %r11, %r12, %r13};
stmatrix.sync.aligned.m8n8.x2.shared.b16 [%r20], {0x12345678, %r2};
bar.warp.sync -1;
ld.shared.v2.b32 {%r14, %r15}, [%r21];
st.global.v2.b32 [%rd4+1024], {%r14, %r15};
"""
SMEM = ".shared .align 16 .b8 sm[1024];\n"
SMEM_ADDR = "mov.u32 %r20, sm;\nmul.lo.u32 %r22, %r0, 16;\nadd.u32 %r20, %r20, %r22;\nmov.u32 %r21, sm;\n" \
            "mul.lo.u32 %r22, %r0, 8;\nadd.u32 %r21, %r21, %r22;\n"


def test_fragment_immediates_run_as_the_registers_ptxas_moves_them_into():
    rng = np.random.default_rng(36)
    inp = rng.integers(0, 1 << 32, 32 * 4 * 3, dtype=np.uint64).astype(np.uint32)
    # finite f16 halves in A/B (no NaN codes), small f32 accumulators
    inp[:512 // 4 * 2] &= np.uint32(0x3BFF3BFF)
    inp[1024 // 4:] = np.float32(rng.standard_normal(inp.size - 1024 // 4)).view(np.uint32)
    src = _kernel(SMEM_ADDR + MMA, SMEM)
    regs = _registers_for_immediates(src)
    assert "{%r1, 0x01020304" not in regs and "mov.b32 %r40, 0x3C003C00;" in regs  # the rewrite took place
    got, want = _run(src, inp, 32 * 4 * 3), _run(regs, inp, 32 * 4 * 3)
    assert (got == want).all()
    assert got.any()


def test_red_vector_immediates_take_their_low_bits():
    """red.add.noftz.v2.bf16 [a], {imm, h} (SASS of ptxas 13.0: `{0f3F800000, h}` and `{0f3FC00000, h}`
    PRMT RZ into the low half, `{1, h}` 0x0001, `{0x12345, h}` 0x2345): worked by hand on memory
    holding bf16 +0 (0x0000) and 1.0 (0x3F80) with h = 1.0: low + 0 = 0x0000, low + 0x0001 = 0x0001
    (the smallest subnormal), low + 0x2345 = 0x2345; the high half 1.0 + 1.0 = 2.0 (0x4000)."""
    body = """
mov.b16 %h1, 0x3F80;
setp.eq.u32 %p1, %r0, 0;
@%p1 red.global.add.noftz.v2.bf16 [%rd1], {0f3F800000, %h1};
@%p1 red.global.add.noftz.v2.bf16 [%rd1+4], {1, %h1};
@%p1 red.global.add.noftz.v2.bf16 [%rd1+8], {0x12345, %h1};
@%p1 red.global.add.v2.f32 [%rd1+16], {0f3F800000, %f1};
"""
    src = _kernel("mov.f32 %f1, 0f40000000;\n" + body)
    out = np.zeros(8, np.uint32)
    out[:3] = 0x3F800000  # bf16 pairs (low 0x0000, high 1.0)
    out[4:6] = np.float32([0.5, 0.25]).view(np.uint32)
    ptxemu.launch(src, "k", grid=1, block=32, args=[out, np.zeros(4, np.uint32)])
    assert out[:3].tolist() == [0x40000000, 0x40000001, 0x40002345]
    assert out[4:6].view(np.float32).tolist() == [1.5, 2.25]


SET = """
ld.global.v2.b32 {%r1, %r2}, [%rd5];
set.lt.bf16x2.bf16x2 %f1, %r1, %r2;
set.lt.bf16x2.bf16x2 %p1, %r1, %r2;
selp.u32 %r3, 1, 0, %p1;
mov.b32 %r4, %f1;
st.global.v2.b32 [%rd4], {%r4, %r3};
"""


def test_set_bf16x2_into_f32_and_predicate_registers():
    """set.lt.bf16x2.bf16x2 (9.7.7.1): 1.0 per true half.  Into an .f32 register: the packed bits
    (SASS: STG of the HSET2 result); into a predicate: bits != 0 (SASS: ISETP.EQ.U32 against RZ and
    the inverted predicate).  Lane 0: a = (1.0, 2.0), b = (2.0, 1.0) -> (true, false) = 0x00003F80;
    lane 1: a = b -> 0, predicate false."""
    inp = np.zeros(32 * 4, np.uint32)
    inp[0:2] = (0x40003F80, 0x3F804000)  # lane 0: a = (lo 1.0, hi 2.0), b = (lo 2.0, hi 1.0)
    inp[4:6] = (0x40003F80, 0x40003F80)  # lane 1: equal
    out = _run(_kernel(SET), inp)
    assert out[0:2].tolist() == [0x00003F80, 1]
    assert out[4:6].tolist() == [0, 0]


PACKED = """
ld.global.v2.b32 {%r1, %r2}, [%rd5];
set.lt.u32.bf16x2 %r3, %r1, %r2;
set.lt.f16x2.f16x2 %r4, %r1, %r2;
setp.lt.bf16x2 %p1, %r1, %r2;
selp.u32 %r5, 1, 0, %p1;
mov.f32 %f1, 0f3F800000;
mov.f32 %f2, 0f40000000;
set.lt.f16.f32 %h1, %f1, %f2;
set.lt.bf16.f32 %h2, %f1, %f2;
mov.b32 %r6, {%h1, %h2};
st.global.v4.b32 [%rd4], {%r3, %r4, %r5, %r6};
"""


def test_packed_set_and_setp_as_sass_computes_them():
    """set on .bf16x2 / .f16x2 sources (9.7.7.1): per half 0xffff into .u32 (SASS: HSET2.BF16_V2
    without .BF for set.lt.u32.bf16x2, where the manual's pseudo-code says 1.0), 1.0 = 0x3C00 into
    .f16x2 (HSET2.BF); setp with one predicate is the low halves' result (HSETP2 of .H0_H0); a .f16 /
    .bf16 destination of set gets 1.0 (SASS: I2F.F16 / I2F.BF16 of 1).  a = 0x40003F80, b = 0x3F804000:
    as bf16 the low halves 1.0 < 2.0, the high 2.0 < 1.0 false; as f16 0x3F80 (1.875) < 0x4000 (2.0)
    true, 0x4000 < 0x3F80 false."""
    inp = np.zeros(32 * 4, np.uint32)
    inp[0:2] = (0x40003F80, 0x3F804000)
    out = _run(_kernel(PACKED), inp)
    assert out[0:4].tolist() == [0x0000FFFF, 0x00003C00, 1, 0x3F803C00]


@pytest.mark.parametrize("line", [
    "set.lt.bf16x2.bf16x2 %r3, %r1, %p2;",
    "setp.lt.bf16x2 %p3, %r1, %p2;",
    "movmatrix.sync.aligned.m8n8.trans.b16 %r3, %p2;",
])
def test_a_predicate_source_ptxas_never_reads_is_unsupported(line):
    """ptxas 13.0 accepts these (check agrees) but its SASS drops the comparison or reads a register
    nothing wrote (`movmatrix r, p` -> MOVM R4, R4 with R4 unset): no behaviour to model."""
    src = _kernel("mov.b32 %r1, 0;\nsetp.eq.u32 %p2, %r0, 0;\n" + line)
    assert not [d for d in ptxemu.check(src) if d.severity == "error"]
    with pytest.raises(ptxemu.Unsupported, match="predicate"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[np.zeros(4, np.uint32), np.zeros(4, np.uint32)])


def test_movmatrix_literal_source_and_predicate_destination():
    """movmatrix.sync.aligned.m8n8.trans.b16 (9.7.14.5.17) of the literal 0f3F800000 (SASS: IMAD.MOV
    then MOVM): every lane holds (lo 0x0000, hi 0x3F80), so row r of the matrix is 0, 0x3F80, 0,
    0x3F80, ...; in the transpose row r is all 0x3F80 when r is odd, all 0 when even: lane t holds
    row t / 4, so 0x3F803F80 for t / 4 odd.  Into a predicate: d != 0 (SASS: ISETP against RZ)."""
    body = """
movmatrix.sync.aligned.m8n8.trans.b16 %r1, 0f3F800000;
movmatrix.sync.aligned.m8n8.trans.b16 %p1, 0f3F800000;
selp.u32 %r2, 1, 0, %p1;
movmatrix.sync.aligned.m8n8.trans.b16 %f1, gbuf+8;
mov.b32 %r3, %f1;
st.global.v4.b32 [%rd4], {%r1, %r2, %r3, %r0};
"""
    src = _kernel(body)
    out = _run(src, np.zeros(4, np.uint32)).reshape(32, 4)
    t = np.arange(32)
    want = np.where((t // 4) % 2 == 1, 0x3F803F80, 0).astype(np.uint32)
    assert (out[:, 0] == want).all() and (out[:, 1] == (want != 0)).all()
    # `var+imm` is the address plus 8, as a register holding it would be
    regs = src.replace("movmatrix.sync.aligned.m8n8.trans.b16 %f1, gbuf+8;",
                       "mov.u64 %rd8, gbuf;\ncvt.u32.u64 %r5, %rd8;\nadd.u32 %r5, %r5, 8;\n"
                       "movmatrix.sync.aligned.m8n8.trans.b16 %f1, %r5;")
    assert (out[:, 2] == _run(regs, np.zeros(4, np.uint32)).reshape(32, 4)[:, 2]).all()
    # an integer literal source is refused, as ptxas 13.0 refuses it ("Arguments mismatch")
    assert [d for d in ptxemu.check(_kernel("movmatrix.sync.aligned.m8n8.trans.b16 %r4, 7;"))
            if d.severity == "error"]


def test_cvt_f16x2_f32_with_b64_registers():
    """cvt.rn.f16x2.f32 d, a, b (9.7.9.21: d = {cvt(a) hi, cvt(b) lo}) with .b64 registers, which ptxas
    13.0 accepts: SASS F2FP.F16.F32.PACK_AB of a source's low word (`LDG.E R7` of the .b64 source's
    low half) and a zero high word for a .b64 destination (IMAD.MOV.U32 R5, RZ, RZ, RZ).
    1.0 -> 0x3C00, -2.0 -> 0xC000."""
    body = """
mov.b64 %rd6, 0x12345678C0000000;
mov.f32 %f1, 0f3F800000;
cvt.rn.f16x2.f32 %r1, %f1, %rd6;
mov.b64 %rd7, -1;
cvt.rn.f16x2.f32 %rd7, %f1, %f1;
mov.b64 {%r2, %r3}, %rd7;
st.global.v4.b32 [%rd4], {%r1, %r2, %r3, %r0};
"""
    out = _run(_kernel(body), np.zeros(4, np.uint32)).reshape(32, 4)
    assert out[0, :3].tolist() == [0x3C00C000, 0x3C003C00, 0]


CLC = """
ld.global.b128 %q1, [%rd5];
clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {%r1, %r2, %r3, %r4}, %q1;
clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p1, %q1;
selp.u32 %r5, 1, 0, %p1;
clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128 %r6, %q1;
st.global.v4.b32 [%rd4], {%r1, %r2, %r3, %r5};
clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128 %r7, {-1};
clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128 %r8, -1;
clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128 %r9, 0x123456789;
clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p2, 3;
selp.u32 %r10, 1, 0, %p2;
st.global.v4.b32 [%rd4+512], {%r7, %r8, %r9, %r10};
st.global.v4.b32 [%rd4+1024], {%r4, %r6, %r0, %r0};
"""


def test_query_cancel_decodes_the_response_as_ptxas_does():
    """ptxas 13.5's SASS for query_cancel on a .b128 register (sm_100a): get_first_ctaid x = MOV of
    word 0, y = LOP3 word 1 & 0xffff, z = SHF.R.U32.HI word 1 by 16, the .v4's fourth = 0 (IMAD.MOV
    RZ), is_canceled = LOP3 word 2 & 1.  For the literals (their SASS constants): {-1} and -1 are
    0x0000..00FFFFFFFFFFFFFFFF (x = 0xFFFFFFFF, y = 0xFFFF), 0x123456789 gives z = 0 (word 1 is 1),
    3 is not cancelled (word 2 is 0)."""
    inp = np.zeros(32 * 4, np.uint32)
    inp[0:4] = (0x11111111, 0xBBBBAAAA, 0xFFFFFFF1, 0x33333333)
    inp[4:8] = (7, 0x00050006, 0, 0)
    src = _kernel(CLC, target="sm_100a", version="8.7")
    out = _run(src, inp, n_out=32 * 4 * 3).reshape(3, 32, 4)
    assert out[0, 0].tolist() == [0x11111111, 0xAAAA, 0xBBBB, 1]
    assert out[0, 1].tolist() == [7, 6, 5, 0]
    assert out[1, 0].tolist() == [0xFFFFFFFF, 0xFFFF, 0, 0]
    assert out[2, 0, :2].tolist() == [0, 0xAAAA]


BULK = """.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 pg, .param .u64 pout) .reqnctapercluster 3, 1, 1
{
    .reg .b64 %rd<10>;
    .reg .b32 %r<10>;
    .reg .pred %p<3>;
    .shared .align 128 .b8 buf[128];
    .shared .align 8 .b64 mbar;
    ld.param.u64 %rd1, [pg];
    ld.param.u64 %rd2, [pout];
    mov.u32 %r1, buf;
    mov.u32 %r2, mbar;
    mov.u32 %r3, %cluster_ctarank;
    mbarrier.init.shared::cta.b64 [%r2], 1;
    mbarrier.expect_tx.shared::cta.b64 [%r2], 64;
    barrier.cluster.arrive.release.aligned;
    barrier.cluster.wait.acquire.aligned;
    setp.ne.u32 %p1, %r3, 0;
    @%p1 bra WAIT;
    cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster
        [%r1], [%rd1], 64, [%r2], MASK;
WAIT:
    barrier.cluster.arrive.release.aligned;
    barrier.cluster.wait.acquire.aligned;
    mbarrier.arrive.shared::cta.b64 _, [%r2];
    mbarrier.test_wait.parity.shared::cta.b64 %p2, [%r2], 0;
    selp.u32 %r4, 1, 0, %p2;
    mul.wide.u32 %rd3, %r3, 128;
    add.u64 %rd4, %rd2, %rd3;
    st.global.u32 [%rd4+64], %r4;
    cp.async.bulk.global.shared::cta.bulk_group [%rd4], [%r1], 64;
    ret;
}
"""


def test_bulk_multicast_mask_in_a_brace_is_its_first_element():
    """cp.async.bulk ... .multicast::cluster with ctaMask `{5, 2}`: ptxas 13.0 compiles the first
    element (`{3, 2}` -> UMOV UR8, 0x30001: mask 3 beside size / 16), so CTAs 0 and 2 get the bytes
    and their mbarrier's phase completes, CTA 1 nothing (9.7.9.25.4.1)."""
    g = np.arange(16, dtype=np.uint32) * np.uint32(2654435761)
    outs = []
    for mask in ("{5, 2}", "5"):
        src = BULK.replace("MASK", mask)
        assert not [d for d in ptxemu.check(src) if d.severity == "error"]
        out = np.zeros(96, np.uint32)
        ptxemu.launch(src, "k", grid=3, block=1, args=[g, out])
        outs.append(out.reshape(3, 32))
    assert (outs[0] == outs[1]).all()
    for rank, hit in ((0, True), (1, False), (2, True)):
        assert (outs[0][rank, :16] == (g if hit else 0)).all() and outs[0][rank, 16] == int(hit)


SPLIT = """
mov.v2.f32 %v2f, 0fC0490FDB;
mov.v4.f32 %v4f, 0fC0490FDB;
mov.v4.u16 %v4h, 0xABCD;
mov.b16 %h1, 0xFFFF;
mov.v2.s16 %v2s, %h1;
mov.b64 %rd8, 0xFFFFFFFF00000005;
mov.v2.f64 %v2d, %rd8;
st.global.v2.f32 [%rd4], %v2f;
st.global.v4.u16 [%rd4+8], %v4h;
st.global.v4.f32 [%rd4+512], %v4f;
st.global.v2.s16 [%rd4+1024], %v2s;
st.global.v2.f64 [%rd4+1536], %v2d;
"""


def test_a_scalar_split_into_a_vector_as_ptxas_compiles_it():
    """mov.vN.T v, scalar (undocumented; issue 30): the scalar's n unsigned parts, low first.  The
    literals' results are ptxas 13.0's own SASS constants: mov.v2.f32 v, 0fC0490FDB -> 4059.0
    (0x457DB000) and 49225.0 (0x47404900); mov.v4.f32 of it -> the bytes 0xDB, 0x0F, 0x49, 0xC0 as
    floats (0x435B0000, 0x41700000, 0x42920000, 0x43400000); mov.v4.u16 v, 0xABCD -> (0xABCD, 0, 0, 0)
    (HFMA2.MMA R4 = 0x0000ABCD, R5 = RZ).  Registers: .v2.s16 of 0xFFFF is the bytes zero-extended
    (LOP3 & 0xff, no sign), .v2.f64 of a 64-bit scalar the halves as unsigned (I2F.F64.U32):
    5.0 and 4294967295.0."""
    decl = ".reg .v2 .f32 %v2f;\n.reg .v4 .f32 %v4f;\n.reg .v4 .u16 %v4h;\n.reg .v2 .s16 %v2s;\n" \
           ".reg .v2 .f64 %v2d;\n"
    out = _run(_kernel(SPLIT, decl), np.zeros(4, np.uint32), n_out=32 * 4 * 4).reshape(4, 32, 4)
    assert out[0, 0].tolist() == [0x457DB000, 0x47404900, 0x0000ABCD, 0]
    assert out[1, 0].tolist() == [0x435B0000, 0x41700000, 0x42920000, 0x43400000]
    assert out[2, 0, 0] == 0x00FF00FF
    assert out[3, 0, :4].view(np.float64).tolist() == [5.0, 4294967295.0]


def test_wgmma_a_fragment_immediate_runs_as_a_register():
    """An immediate in wgmma's A brace (ptxas 13.0 accepts `{0x3C003C00, %r76, ...}` and moves it into
    a register): a recorded register-A kernel (tools/truth/kernels/sparse_forms.py, whose register form
    matches the H200) run with the first A register replaced by an immediate writes what it writes with
    that register set to the same value by a mov right before the wgmma."""
    import json
    from pathlib import Path

    data = Path(__file__).resolve().parents[1] / "data" / "kernels"
    name = "dense_f16_n8_regA_transB_64B"
    z = np.load(data / "sparse_inputs.npz")
    case = next(c for c in json.loads(str(z["cases"])) if c["name"] == name)
    text = read_text(data / "sparse_forms_sm90a.ptx")  # kept .ptx.xz
    start = text.index(f".entry {name}(")
    end = text.index("\n}", start)
    body = text[start:end]
    line = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%r71, %r72, %r73, %r74}, {%r75, %r76, %r77, %r78}"
    assert body.count(line) == 1
    imm = text[:start] + body.replace(line, line.replace("{%r75,", "{0x3C003C00,")) + text[end:]
    reg = text[:start] + body.replace(line, "mov.b32 %r75, 0x3C003C00;\n" + line) + text[end:]

    def run(ptx: str) -> np.ndarray:
        bufs, args = {}, []
        for kind, v in case["args"]:
            if kind == "buf":
                bufs[v] = z[f"{name}/{v}"].copy()
                args.append(bufs[v])
            else:
                args.append(np.uint64(v))
        ptxemu.Module(ptx).launch(case["kernel"], case["grid"], case["block"], args, shared_mem=case["shared"])
        return bufs["d"]

    got, want, orig = run(imm), run(reg), run(text)
    assert (got.view(np.uint8) == want.view(np.uint8)).all()
    assert (got.view(np.uint8) != orig.view(np.uint8)).any()  # the immediate changed the product


@pytest.mark.parametrize("line, match", [
    ("cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes %r3, [%rd2, {%r1}], %r4;",
     "bare operand"),
    ("mov.v2.b32 {%r3, %r4}, {_, %r1};", "sink"),
    ("st.async.mbarrier::complete_tx::bytes.v2.b32 [%r5], %r1, [%r6];", "scalar as the .v2 data"),
])
def test_forms_ptxas_accepts_without_a_known_meaning_are_unsupported(line, match):
    """ptxas 13.0 accepts these (the operand-kind sweep; check agrees) but what it makes of them is not
    established: a bare register as a bulk copy's shared address, a sink in mov's source brace, a scalar
    for st.async's vector data.  The interpreter names the form instead of guessing."""
    src = _kernel("mov.b32 %r1, 0;\nmov.b32 %r3, 0;\nmov.b32 %r4, 0;\nmov.b32 %r5, 0;\nmov.b32 %r6, 0;\n" + line)
    assert not [d.message for d in ptxemu.check(src) if d.severity == "error"]
    with pytest.raises(ptxemu.Unsupported, match=match):
        ptxemu.launch(src, "k", grid=1, block=32, args=[np.zeros(4, np.uint32), np.zeros(4, np.uint32)])
