"""Diagnostics name the rule.  Each case is worked by hand from the PTX ISA 9.0 manual (section
cited) and is also rejected by ptxas 13.5 (the same statements occur in the labelled corpus)."""

import pytest

from ptxemu.isa.check import check


def _module(body: str, target: str, version: str = "9.1") -> str:
    return (f".version {version}\n.target {target}\n.address_size 64\n.visible .entry k()\n{{\n"
            ".reg .pred p<4>;\n.reg .b32 r<200>;\n.reg .f32 f<200>;\n.reg .b64 rd<8>;\n"
            f"{body}\nret;\n}}\n")


def _msgs(body, target, version="9.1"):
    return [(d.line, d.message) for d in check(_module(body, target, version), target)]


def _regs(p, n):
    return "{" + ", ".join(f"{p}{i}" for i in range(n)) + "}"


def test_block_scale_table36():
    # 9.7.14.3 Table 36: mxf4nvf4 with scale_vec::4X takes .ue8m0 or .ue4m3 scales (nothing else)
    body = ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X"
            ".f32.e2m1.e2m1.f32.e4m3"
            f" {_regs('f', 4)}, {_regs('r', 4)}, {_regs('r', 2)}, {_regs('f', 4)},"
            " r10, {0, 0}, r11, {0, 0};")
    assert _msgs(body, "sm_120a") == [(10, "scale_vec::4X with kind::mxf4nvf4 needs .ue8m0 or .ue4m3")]


def test_table37_selector():
    # Table 37: with scale_vec::2X byte-id-a is 0 or 2
    body = ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0"
            f" {_regs('f', 4)}, {_regs('r', 4)}, {_regs('r', 2)}, {_regs('f', 4)},"
            " r10, {1, 0}, r11, {0, 0};")
    assert any("byte-id-a = 1 is not valid with scale_vec::2X" in m for _, m in _msgs(body, "sm_120a"))


def test_wgmma_needs_sm90a():
    # 9.7.15.5.2 Target ISA notes: requires sm_90a
    body = f"wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {_regs('f', 4)}, rd1, rd2, p1, 1, 1, 0, 0;"
    assert _msgs(body, "sm_90a") == []
    (line, msg), = _msgs(body, "sm_100a")
    assert line == 10 and msg.startswith("wgmma.mma_async requires sm_90a")


def test_wgmma_shape_for_type():
    # integer wgmma: N comes from {8,16,24,32,48,64,80,...}; 40 is only a float shape
    body = f"wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8 {_regs('r', 20)}, rd1, rd2, p1;"
    assert _msgs(body, "sm_90a") == [(10, "m64n40k32 is not a shape for .s8")]


@pytest.mark.parametrize("n,got", [(128, 63), (128, 65), (8, 3)])
def test_wgmma_register_count(n, got):
    # D of m64nNk16 with .f32 holds 64*N/128 = N/2 registers per thread
    body = f"wgmma.mma_async.sync.aligned.m64n{n}k16.f32.f16.f16 {_regs('f', got)}, rd1, rd2, p1, 1, 1, 0, 0;"
    (line, msg), = _msgs(body, "sm_90a")
    assert msg.startswith(f"expected {n // 2} f32 registers for m64n{n}k16, got {got}")


def test_every_error_is_reported_with_its_line():
    body = ("add.f32 f1, f2;\n"
            "cvt.rn.satfinite.e2m1x2.f32 r1, f1, f2;\n"
            "multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f16 [rd1], [rd2], 64;\n"
            "redux.sync.max.abs.f32 f1, f2, 0xffffffff;")
    lines = [ln for ln, _ in _msgs(body, "sm_90a")]
    # line 10: operand count; 11: e2m1x2 is sm_100a+/b8 dest; 12: add.f16 needs .noftz; 13: redux.f32 sm_100a
    assert sorted(set(lines)) == [10, 11, 12, 13]
