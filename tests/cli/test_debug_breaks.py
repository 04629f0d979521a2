"""`ptxemu debug` checks break lines through Debugger.break_at (one definition, machine.observing.debug),
now on a captured launch's PTX too (was: only on a PTX file, a capture's breaks went unchecked)."""

from __future__ import annotations

from pathlib import Path

from ptxemu.cli import main

CAP = Path(__file__).resolve().parents[1] / "data" / "captures" / "h100" / "cuda.ptxcap.xz"


def test_breaks_on_a_captured_launch_are_checked(capsys) -> None:
    # the capture's module: nvcc's PTX of cuda_kernels.cu, 206 lines, line 1 blank
    rc = main(["debug", str(CAP), "--launch", "0", "--do", "b 99999; b 1; q"])
    out = capsys.readouterr().out
    assert rc == 0
    assert "error: break at line 99999: the module has lines 1 to 206" in out
    assert "note: line 1 holds no instruction" in out
    rc = main(["debug", str(CAP), "--launch", "0", "--break", "207", "--do", "q"])
    err = capsys.readouterr().err
    assert rc == 2 and "break at line 207: the module has lines 1 to 206" in err
