"""`ptxemu exec`: the README's main job. Expected outputs are worked by hand from the manual."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from ptxemu.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    rc = main(["exec", *argv])
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def test_readme_command(capsys) -> None:
    # e2m1 values 0, .5, 1, 1.5, 2, 3, 4, 6: 1.7 -> 1.5 (code 0b0011), -0.3 -> -0.5 (0b1001);
    # a goes to the upper nibble (9.7.9.21): 0x39
    rc, out, _ = run(capsys, "cvt.rn.satfinite.e2m1x2.f32 d, a, b;", "a=1.7", "b=-0.3")
    assert rc == 0
    assert "d        = 0x39  .e2m1x2 [1.5, -0.5]" in out
    assert "a        = 0x3fd9999a  .f32 1.7" in out


def test_value_syntaxes_and_lanes(capsys) -> None:
    rc, out, _ = run(capsys, "add.rn.f32 d, a, b;", "a=1.5,0x3f800000,0f40000000,nan,-inf", "b=1,1,1,1,1")
    assert rc == 0
    assert "d[0]     = 0x40200000  .f32 2.5" in out
    assert "d[1]     = 0x40000000  .f32 2.0" in out
    assert "d[2]     = 0x40400000  .f32 3.0" in out
    assert "d[3]     = 0x7fffffff  .f32 nan" in out
    assert "d[4]     = 0xff800000  .f32 -inf" in out


def test_packed_source_slots_upper_first(capsys) -> None:
    # f16x2 a = [1.5 | -600]: e4m3 keeps 1.5 (0x3c) and -600 saturates to -448 (0xfe)
    rc, out, _ = run(capsys, "cvt.rn.satfinite.e4m3x2.f16x2 d, a;", "a=1.5:-600")
    assert rc == 0
    assert "d        = 0x3cfe  .e4m3x2 [1.5, -448.0]" in out


def test_integer_destination(capsys) -> None:
    rc, out, _ = run(capsys, "cvt.rni.s8.f32 d, a;", "a=-2.5,300")
    assert rc == 0
    assert "d[0]     = 0xfe  .s8 -2" in out and "d[1]     = 0x7f  .s8 127" in out


@pytest.mark.parametrize("argv", [
    ["add.rn.f32 d, a, b;", "a=1"],  # b missing
    ["add.rn.f32 d, a, b;", "a=1", "b=2", "c=3"],  # not an operand
    ["cvt.rni.s32.f32 d, a;", "a=zzz"],
    ["cvt.rn.f32.s32 d, a;", "a=1.5"],  # integer operand given a fraction
    ["frobnicate.f32 d, a;", "a=1"],  # unknown instruction
    ["add.rn.f32 d, a, b", "a=0x1ffffffff", "b=1"],  # too wide
])
def test_bad_input_is_a_clear_error(capsys, argv: list[str]) -> None:
    rc, out, err = run(capsys, *argv)
    assert rc == 2
    assert err.startswith("ptxemu exec: ")


def test_console_script_or_module_runs() -> None:
    exe = shutil.which("ptxemu")
    # the installed console script, or the same entry point through this interpreter
    entry = "import sys; from ptxemu.cli import main; sys.exit(main())"
    cmd = [exe] if exe else [sys.executable, "-c", entry]
    r = subprocess.run([*cmd, "exec", "mul.rz.f32 d, a, b;", "a=3", "b=0.1"], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    # 0.1f = 0x3dcccccd = 13421773 * 2^-27; times 3 = 40265319 * 2^-27 = 10066329.75 * 2^-25:
    # 24 bits keep 10066329 = 0x999999 under .rz (.rn would round the .75 up to 0x99999a)
    assert "d        = 0x3e999999" in r.stdout
    r = subprocess.run([*cmd, "exec", "mul.rn.f32 d, a, b;", "a=3", "b=0.1"], capture_output=True,
                       text=True, timeout=120)
    assert "d        = 0x3e99999a" in r.stdout
