"""Instruction semantics inside kernels, each case worked by hand from the manual's Semantics block
(the section is named on every test), and the H100's address windows (probe_windows.json)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ptxemu

HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"


def run32(body: str, nout: int, threads: int = 32, regs: str = "", head: str = HEAD) -> np.ndarray:
    """Run `body` (which leaves results in %o0..%o{nout-1}) and return out[thread, k] as uint32
    (`head`: the module's .version/.target lines, where a form needs a later one)."""
    outs = "\n".join(f"st.global.u32 [%addr+{4 * k}], %o{k};" for k in range(nout))
    src = (
        head + ".visible .entry k(.param .u64 out)\n{\n.reg .b32 %r<16>;\n.reg .b64 %rd<8>;\n"
        f".reg .b32 %o<{nout}>;\n.reg .pred %p<8>;\n.reg .b64 %addr;\n{regs}\n"
        "ld.param.u64 %rd1, [out];\nmov.u32 %r15, %tid.x;\n"
        f"mul.wide.u32 %rd2, %r15, {4 * nout};\nadd.s64 %addr, %rd1, %rd2;\n{body}\n{outs}\nret;\n}}\n"
    )
    out = np.zeros((threads, nout), np.uint32)
    ptxemu.launch(src, "k", grid=1, block=threads, args=[out])
    return out


def test_prmt_default_mode_and_sign_replication():
    # 9.7.9.7: tmp64 = b:a; nibble k of c picks byte k; msb of a nibble replicates that byte's sign
    o = run32(
        "mov.u32 %r1, 0x03020100;\nmov.u32 %r2, 0x07060504;\nprmt.b32 %o0, %r1, %r2, 0x5140;\n"
        "mov.u32 %r3, 0x000080FF;\nprmt.b32 %o1, %r3, 0, 0x3219;\nprmt.b32.f4e %o2, %r1, %r2, 1;\n"
        "prmt.b32.rc16 %o3, %r1, %r2, 3;",
        4,
        threads=1,
    )
    assert o[0].tolist() == [0x05010400, 0x000080FF, 0x04030201, 0x03020302]


def test_bfe_bfi_bfind():
    # 9.7.1.19 bfe: field bits, sign bit a[min(pos+len-1, msb)] for .s32, zero when len == 0
    # 9.7.1.20 bfi: only bits with pos+i <= msb are inserted; 9.7.1.16 bfind: msb index or ~0
    o = run32(
        "mov.u32 %r1, 0x0000F000;\nbfe.s32 %o0, %r1, 12, 4;\nbfe.u32 %o1, %r1, 12, 4;\n"
        "bfe.s32 %o2, %r1, 12, 0;\nmov.u32 %r2, 0x80000000;\nbfe.s32 %o3, %r2, 40, 8;\n"
        "bfi.b32 %o4, 0xF, 0, 28, 8;\nbfind.u32 %o5, 0x00010000;\nbfind.shiftamt.u32 %o6, 0x00010000;\n"
        "bfind.s32 %o7, -1;\nbfind.u32 %o8, 0;",
        9,
        threads=1,
    )
    assert o[0].tolist() == [0xFFFFFFFF, 0xF, 0, 0xFFFFFFFF, 0xF0000000, 16, 15, 0xFFFFFFFF, 0xFFFFFFFF]


def test_shift_funnel_and_bit_counts():
    # shl/shr clamp shift amounts > width (9.7.8.8/9); shf.l.clamp / shf.r.wrap (9.7.8.7)
    o = run32(
        "shl.b32 %o0, 1, 33;\nshr.s32 %o1, 0x80000000, 40;\nshr.u32 %o2, 0x80000000, 31;\n"
        "shf.l.clamp.b32 %o3, 0x80000000, 0x1, 40;\nshf.r.wrap.b32 %o4, 0x1, 0x2, 33;\n"
        "brev.b32 %o5, 0x1;\npopc.b32 %o6, 0xF0F0;\nclz.b32 %o7, 0x00008000;\nclz.b32 %o8, 0;",
        9,
        threads=1,
    )
    assert o[0].tolist() == [0, 0xFFFFFFFF, 1, 0x80000000, 0, 0x80000000, 8, 16, 32]


def test_shfl_sync_up_with_segments_and_predicate():
    # 9.7.9.6: c = ((32 - width) << 8) | clamp; .up reads lane - b unless that leaves the segment
    o = run32(
        "mov.u32 %r1, %laneid;\nmul.lo.u32 %r2, %r1, 10;\n"
        "shfl.sync.up.b32 %o0|%p1, %r2, 3, 0x1000, -1;\nselp.u32 %o1, 1, 0, %p1;\n"
        "shfl.sync.idx.b32 %o2, %r2, 5, 0x181f, -1;\nshfl.sync.down.b32 %o3, %r2, 2, 0x1f, -1;",
        4,
    )
    lane = np.arange(32)
    seg = lane & 16
    src = lane - 3
    ok = src >= seg
    assert o[:, 0].tolist() == (np.where(ok, src, lane) * 10).tolist()
    assert o[:, 1].tolist() == ok.astype(int).tolist()
    assert o[:, 2].tolist() == (((lane & 0x18) | 5) * 10).tolist()  # idx within 8-lane segments
    assert o[:, 3].tolist() == (np.where(lane + 2 <= 31, lane + 2, lane) * 10).tolist()


def test_vote_and_match_on_a_divergent_subset():
    o = run32(
        "mov.u32 %r1, %laneid;\nand.b32 %r2, %r1, 1;\nsetp.eq.u32 %p1, %r2, 1;\n"
        "vote.sync.ballot.b32 %o0, %p1, -1;\nand.b32 %r3, %r1, 3;\nmatch.any.sync.b32 %o1, %r3, -1;\n"
        "activemask.b32 %o2;",
        3,
    )
    assert (o[:, 0] == 0xAAAAAAAA).all()
    for lane in range(32):
        assert o[lane, 1] == sum(1 << j for j in range(32) if j % 4 == lane % 4)
    assert (o[:, 2] == 0xFFFFFFFF).all()


def test_atomics_from_one_warp_apply_in_lane_order():
    # the H100's order inside a warp (design notes: atom.global.add.u32 returns old values in lane order)
    src = (
        HEAD + ".visible .entry k(.param .u64 c, .param .u64 old)\n{\n.reg .b32 %r<4>;\n.reg .b64 %rd<6>;\n"
        "ld.param.u64 %rd1, [c];\nld.param.u64 %rd2, [old];\nmov.u32 %r1, %tid.x;\n"
        "atom.global.add.u32 %r2, [%rd1], %r1;\nmul.wide.u32 %rd3, %r1, 4;\nadd.s64 %rd4, %rd2, %rd3;\n"
        "st.global.u32 [%rd4], %r2;\natom.global.cas.b32 %r3, [%rd1+4], %r1, 100;\nret;\n}\n"
    )
    c = np.array([5, 0], np.uint32)
    old = np.zeros(32, np.uint32)
    ptxemu.launch(src, "k", grid=1, block=32, args=[c, old])
    assert old.tolist() == (5 + np.concatenate([[0], np.cumsum(np.arange(31))])).tolist()
    assert c[0] == 5 + sum(range(32))
    assert c[1] == 100  # lane 0's compare (0 == 0) swapped in 100; later lanes see 100


def test_call_with_params_and_scoped_registers():
    src = (
        HEAD
        + """
.func (.param .b32 ret) twice(.param .b32 x)
{
.reg .b32 %a;
ld.param.b32 %a, [x];
add.s32 %a, %a, %a;
st.param.b32 [ret], %a;
ret;
}
.visible .entry k(.param .u64 out)
{
.reg .b32 %r<4>;
.reg .b64 %rd<4>;
ld.param.u64 %rd1, [out];
mov.u32 %r1, %tid.x;
{
.reg .b32 %r1;
.param .b32 a0;
.param .b32 r0;
mov.u32 %r1, 1000;
st.param.b32 [a0], %r1;
call.uni (r0), twice, (a0);
ld.param.b32 %r2, [r0];
}
add.s32 %r3, %r2, %r1;
mul.wide.u32 %rd2, %r1, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r3;
ret;
}
"""
    )
    out = np.zeros(32, np.uint32)
    ptxemu.launch(src, "k", grid=1, block=32, args=[out])
    assert out.tolist() == [2000 + t for t in range(32)]  # the inner %r1 shadows the outer one


def test_address_windows_match_the_h100():
    probe = Path(__file__).resolve().parents[2] / "tools" / "truth" / "kernels" / "probe_windows.ptx"
    rec = json.loads(
        (Path(__file__).resolve().parents[1] / "data" / "kernels" / "probe_windows.json").read_text()
    )
    out = np.zeros(4 * 8, np.uint64)
    ptxemu.launch(probe.read_text(), "probe", grid=2, block=2, args=[out], shared_mem=1024)
    rows = out.reshape(4, 8)
    keys = list(rec[0])  # the recorder's names, in the order the probe writes its words
    for r, want in zip(rows, rec, strict=True):
        got = {k: hex(int(v)) for k, v in zip(keys, r, strict=True)}
        for k in keys:
            if k != "cvta_local":  # the local window's stack position is the driver's choice
                assert got[k] == want[k], k


@pytest.mark.parametrize("op,expect", [("min", 0xBF800000), ("max", 0x3F800000)])
def test_float_min_max_nan_rules(op, expect):
    # 9.7.3.11/12: NaN inputs are ignored unless both are NaN; .NaN propagates the canonical NaN
    o = run32(
        f"{op}.f32 %o0, 0fBF800000, 0f3F800000;\n{op}.f32 %o1, 0f7FC00001, 0f3F800000;\n"
        f"{op}.f32 %o2, 0f7FC00001, 0fFFC00000;\n{op}.NaN.f32 %o3, 0f7FC00001, 0f3F800000;\n"
        f"{op}.f32 %o4, 0f80000000, 0f00000000;",
        5,
        threads=1,
    )
    assert o[0].tolist() == [expect, 0x3F800000, 0x7FFFFFFF, 0x7FFFFFFF, 0x80000000 if op == "min" else 0]


def test_cluster_addressing_matches_the_h100():
    """Clusters of 4 (.reqnctapercluster): shared addresses carry the cluster rank in bits 24+, mapa
    (shared::cluster and generic), isspacep, ld.shared::cluster and generic loads of another CTA's
    shared memory, barrier.cluster - against tools/truth/kernels/probe_cluster.ptx on the H100. The
    generic window's base is the driver's choice per process, so generic addresses are compared
    relative to it."""
    root = Path(__file__).resolve().parents[2]
    rec = json.loads((root / "tests" / "data" / "kernels" / "probe_cluster.json").read_text())
    out = np.zeros(8 * 16, np.uint64)
    st = ptxemu.launch((root / "tools" / "truth" / "kernels" / "probe_cluster.ptx").read_text(), "probe",
                       grid=8, block=32, args=[out])
    assert st.ctas == 8
    keys = list(rec[0])
    generic = {"generic", "gmapa0", "gmapa1", "gmapa2", "gmapa3"}
    for row, want in zip(out.reshape(8, 16), rec, strict=True):
        got = dict(zip(keys, (int(v) for v in row), strict=True))
        base_hw = int(want["generic"], 16) - int(want["shared_cta"], 16)
        base_emu = got["generic"] - got["shared_cta"]
        for k in keys:
            w = int(want[k], 16)
            assert (got[k] - base_emu if k in generic else got[k]) == (w - base_hw if k in generic else w), k


def test_three_input_max_and_xorsign_abs():
    # 9.7.3.12: d = two_inputs_max(two_inputs_max(a, b), c); .xorsign.abs: max(|a|, |b|) with the sign
    # a ^ b; a NaN only wins when every input is NaN (canonical NaN)
    body = ["max.f32 %o0, 0f3F800000, 0f40000000, 0fC0400000;",
            "max.f32 %o1, 0f7FC00001, 0f7FC00002, 0fBF800000;",
            "min.f32 %o2, 0f7FC00001, 0f40000000, 0f3F000000;",
            "max.xorsign.abs.f32 %o3, 0fC0000000, 0f3F800000;",
            "min.xorsign.abs.f32 %o4, 0fC0000000, 0fBF800000;",
            "max.NaN.f32 %o5, 0f3F800000, 0f40000000, 0f7FC00000;"]
    # ptxas: three-input max.f32 needs PTX 8.8 and sm_100 or later
    o = run32("\n".join(body), 6, threads=1, head=".version 8.8\n.target sm_100a\n.address_size 64\n")
    assert o[0].tolist() == [0x40000000, 0xBF800000, 0x3F000000, 0xC0000000, 0x3F800000, 0x7FFFFFFF]


def test_sm120_triton_softmax_runs_through_f32x2():
    """Triton's sm_120 softmax (tests/data/isa/real; add/sub/mul.f32x2, three-input max) runs; its
    rows sum to 1 within float32 rounding and agree with the sm_90 build's to 1 ulp-level."""
    real = Path(__file__).resolve().parents[1] / "data" / "isa" / "real"
    rng = np.random.default_rng(5)
    x = (rng.standard_normal((6, 781)) * 4).astype(np.float32)
    outs = {}
    for t in ("sm90", "sm120"):
        mod = ptxemu.Module((real / f"triton_softmax_{t}.ptx").read_text())
        out = np.zeros_like(x)
        mod.launch("softmax_kernel", 6, 128, [out, x.copy(), np.int32(781), np.int32(781), None, None],
                   shared_mem=16)
        outs[t] = out
    assert np.allclose(outs["sm120"].sum(axis=1), 1.0, atol=1e-5)
    assert np.abs(outs["sm120"] - outs["sm90"]).max() <= 4e-7 * outs["sm90"].max()


def test_extended_precision_carry_chain():
    # 9.7.1.x add.cc/addc and mad.lo.cc/madc.hi: a 64x64 -> 128-bit product from 32-bit pieces, by hand:
    # 0xFFFFFFFF_FFFFFFFF * 0xFFFFFFFF_FFFFFFFF = 0xFFFFFFFF_FFFFFFFE_00000000_00000001
    body = ["mov.u32 %r1, 0xFFFFFFFF;",
            "mul.lo.u32 %o0, %r1, %r1;",  # word 0
            "mul.hi.u32 %r2, %r1, %r1;",
            "mad.lo.cc.u32 %r3, %r1, %r1, %r2;",  # a0*b1 lo + carry word
            "madc.hi.u32 %r4, %r1, %r1, 0;",
            "mad.lo.cc.u32 %o1, %r1, %r1, %r3;",  # + a1*b0 lo -> word 1
            "madc.hi.cc.u32 %r5, %r1, %r1, %r4;",
            "addc.u32 %r6, 0, 0;",
            "mad.lo.cc.u32 %o2, %r1, %r1, %r5;",  # + a1*b1 lo -> word 2
            "madc.hi.u32 %o3, %r1, %r1, %r6;",  # word 3
            "add.cc.u32 %r7, 0xFFFFFFFF, 1;",
            "addc.cc.u32 %r8, 0, 0;",
            "subc.u32 %o4, %r8, 0;"]  # carry 1 -> %r8 = 1, CF = 0
    o = run32("\n".join(body), 5, threads=1)
    # subc adds the complement with CF as carry-in (1 + ~0 + 0 = 0 mod 2^32): CF is "no borrow", as the
    # H100 shows for add.cc -> subc and sub.cc -> addc chains (base_isa_intops.ptx `carry`), not the
    # manual's borrow reading (which would give 1)
    assert o[0].tolist() == [0x00000001, 0x00000000, 0xFFFFFFFE, 0xFFFFFFFF, 0]


def test_ldmatrix_packed_4bit_rows():
    """ldmatrix.m8n16.x1.b8x16.b4x16_p64 (sm_100a, no hardware here): lane r's address names row r,
    16 4-bit codes read LSB-first then 64 padding bits (layouts.fragments.smem_row_bits, ptxemu's
    reading); thread t receives row t/4, columns 4(t%4)..4(t%4)+3 in bytes 0..3, code in the low bits
    (CuTe's SM100_U8x8_LDSM_T). Expected values computed here from that statement, bit by bit."""
    src = (".version 8.7\n.target sm_100a\n.address_size 64\n.visible .entry k(.param .u64 out)\n{\n"
           ".reg .b32 %r<8>;\n.reg .b64 %rd<8>;\n.shared .align 16 .b8 s[128];\n"
           "mov.u32 %r1, %tid.x;\nmov.u32 %r2, s;\nshl.b32 %r3, %r1, 2;\nadd.u32 %r4, %r2, %r3;\n"
           "mad.lo.u32 %r5, %r1, 0x01010101, 0x76543210;\nst.shared.u32 [%r4], %r5;\nbar.sync 0;\n"
           "and.b32 %r6, %r1, 7;\nshl.b32 %r6, %r6, 4;\nadd.u32 %r6, %r2, %r6;\n"
           "ldmatrix.sync.aligned.m8n16.x1.shared.b8x16.b4x16_p64 {%r7}, [%r6];\n"
           "ld.param.u64 %rd1, [out];\nmul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\n"
           "st.global.u32 [%rd3], %r7;\nret;\n}\n")
    out = np.zeros(32, np.uint32)
    ptxemu.launch(src, "k", grid=1, block=32, args=[out])
    smem = (np.arange(32, dtype=np.uint64) * 0x01010101 + 0x76543210).astype(np.uint32).view(np.uint8)
    want = []
    for t in range(32):
        row = smem[16 * (t >> 2): 16 * (t >> 2) + 16]
        v = 0
        for byte in range(4):
            col = 4 * (t & 3) + byte
            v |= ((int(row[col // 2]) >> (4 * (col % 2))) & 0xF) << (8 * byte)
        want.append(v)
    assert out.tolist() == want


def test_warp_sz_is_the_warp_size():
    # manual 5.5 (predefined identifiers): WARP_SZ, the number of threads in a warp: 32
    o = run32("mov.u32 %o0, WARP_SZ;\nadd.u32 %o1, WARP_SZ, 1;", 2, threads=1)
    assert o[0].tolist() == [32, 33]


def test_b128_loads_and_stores_round_trip():
    # 9.7.9.8/9 ld/st .b128 (sm_90, PTX 8.3): 16 bytes per thread through a .b128 register and shared
    body = [".version 8.3", ".target sm_90a", ".address_size 64",
            ".visible .entry k(.param .u64 a, .param .u64 b)", "{", ".reg .b128 %q<2>;", ".reg .b64 %rd<8>;",
            ".reg .b32 %r<4>;", ".shared .align 16 .b8 s[512];", "ld.param.u64 %rd1, [a];",
            "ld.param.u64 %rd2, [b];", "mov.u32 %r1, %tid.x;", "mul.wide.u32 %rd3, %r1, 16;",
            "add.s64 %rd4, %rd1, %rd3;", "add.s64 %rd5, %rd2, %rd3;", "ld.global.b128 %q0, [%rd4];",
            "mov.u32 %r2, s;", "shl.b32 %r3, %r1, 4;", "add.u32 %r2, %r2, %r3;", "st.shared.b128 [%r2], %q0;",
            "ld.shared.b128 %q1, [%r2];", "st.global.b128 [%rd5], %q1;", "ret;", "}"]
    src = "\n".join(body) + "\n"
    a = np.arange(32 * 4, dtype=np.uint32) * np.uint32(2654435761)
    b = np.zeros_like(a)
    ptxemu.launch(src, "k", grid=1, block=32, args=[a, b])
    assert (a == b).all()


def test_packed_half_setp_and_lop3_predicate():
    # 9.7.7.2: setp.f16x2 p|q compares the low halves into p and the high halves into q;
    # 9.7.8.6: lop3.BoolOp.b32 d|p: d = LUT(a, b, c), p = (d != 0) BoolOp q
    body = ["mov.b32 %r1, 0xC0003C00;",  # halves (low, high) = (1.0, -2.0)
            "mov.b32 %r2, 0x40003C00;",  # (1.0, 2.0)
            "setp.lt.f16x2 %p1|%p2, %r1, %r2;",  # 1 < 1 false; -2 < 2 true
            "setp.eq.and.f16x2 %p3|%p4, %r1, %r2, %p2;",  # (1 == 1) and true; (-2 == 2) and true
            "selp.u32 %o0, 1, 0, %p1;", "selp.u32 %o1, 1, 0, %p2;", "selp.u32 %o2, 1, 0, %p3;",
            "selp.u32 %o3, 1, 0, %p4;",
            "setp.ne.u32 %p5, 0, 0;",
            "lop3.or.b32 %o4|%p6, 0xF0, 0xCC, 0xAA, 0x80, %p5;",  # a & b & c = 0x80, != 0 -> true
            "lop3.and.b32 %o5|%p7, 0x0F, 0xF0, 0xFF, 0x80, %p6;",  # 0x0F & 0xF0 & 0xFF = 0 -> false
            "selp.u32 %o6, 1, 0, %p6;", "selp.u32 %o7, 1, 0, %p7;"]
    # lop3's d|p needs PTX 8.2
    o = run32("\n".join(body), 8, threads=1, head=".version 8.2\n.target sm_90a\n.address_size 64\n")
    assert o[0].tolist() == [0, 1, 1, 0, 0x80, 0, 1, 0]


def test_initialisers_of_many_integers_hold_their_bytes():
    """Decimal initialisers of more than 8 items (nvcc's strings and tables, read by numpy at once)
    give the bytes of each value modulo 2^bits, little-endian, as the item-by-item reading does (a
    hex item or a value past int64 takes that reading): the expected bytes worked with int.to_bytes."""
    from ptxemu.isa.module import Decl
    from ptxemu.machine.program.program import _initialiser

    vals = [0, 1, -1, 255, 256, -129, 65535, 70000, 2**31, -(2**31), 2**40 + 3, 12, 7]
    for t, bits in ((".u8", 8), (".s16", 16), (".b32", 32), (".u64", 64)):
        for items in (vals, vals + ["0x10"], vals + [str(2**64 - 1)]):
            text = ", ".join(str(v) for v in items)
            d = Decl(".global", t, [], [], 1, 1, text=f".global {t} a[20] = {{{text}}}")
            got, syms = _initialiser(d, 20 * bits // 8)
            want = b"".join((int(str(v), 0) % (1 << bits)).to_bytes(bits // 8, "little") for v in items)
            assert syms == [] and got == want + bytes(20 * bits // 8 - len(want)), (t, items[-1])
