"""`ptxemu check FILE [--target]`: ptxas-style lines, exit status 1 on errors, 0 when clean."""

from pathlib import Path

from ptxemu.cli import main

REAL = Path(__file__).resolve().parents[1] / "data" / "isa" / "real"

BAD = """.version 9.1
.target sm_120a
.address_size 64
.visible .entry k()
{
.reg .f32 f<8>;
.reg .b32 r<8>;
mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0
    {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5}, {f4, f5, f6, f7}, r6, {0, 0}, r7, {0, 0};
mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue4m3
    {f0, f1, f2, f3}, {r0, r1, r2, r3}, {r4, r5}, {f4, f5, f6, f7}, r6, {0, 0}, r7, {0, 0};
ret;
}
"""


def test_clean_file_exits_zero(capsys):
    assert main(["check", str(REAL / "mma_block_scale_sm120a.ptx")]) == 0
    assert capsys.readouterr().out == ""


def test_errors_print_file_line_and_exit_one(tmp_path, capsys):
    p = tmp_path / "bad.ptx"
    p.write_text(BAD)
    assert main(["check", str(p)]) == 1
    out = capsys.readouterr().out.splitlines()
    # Table 36: mxf4nvf4 with ue4m3 needs scale_vec::4X (the statement on line 10); line 8
    # (4X + ue8m0, PTX 9.1) is valid.  ptxas 13.5 rejects line 10 only (its
    # wording: "Illegal modifier '.scale_vec::2X' for instruction 'mma' with type '.ue4m3'").
    assert out == [f"{p}:10: error: scale_vec::2X with kind::mxf4nvf4 needs .ue8m0"]


def test_target_option_overrides(tmp_path, capsys):
    assert main(["check", "--target", "sm_90a", str(REAL / "wgmma_gemm_sm90a.ptx")]) == 0
    assert main(["check", "--target", "sm_100a", str(REAL / "wgmma_gemm_sm90a.ptx")]) == 1
    out = capsys.readouterr().out
    assert "wgmma.mma_async" in out and "requires sm_90a" in out
