"""`ptxemu run`'s progress bar: stderr only, on a terminal or with --progress, never for launches
shorter than PROGRESS_AFTER; it shows CTAs, thread-instructions and their rate. Launches report
progress while a long batch runs, not only between batches."""

from __future__ import annotations

import io

import numpy as np

import ptxemu
from ptxemu.cli import main, run_cmd
from ptxemu.examples import path
from ptxemu.machine.launching import launch as launch_mod


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_bar_shows_ctas_instructions_and_rate_on_a_terminal(monkeypatch):
    monkeypatch.setattr(run_cmd, "PROGRESS_AFTER", 0.0)
    out = _Tty()
    bar = run_cmd._Bar(quiet=False, stream=out)
    bar(1, 4, 1000)
    bar(4, 4, 4000)
    bar(4, 4, 4000)  # anything after the last report is ignored
    text = out.getvalue()
    assert text.count("\n") == 1 and text.endswith("\n")
    assert "1/4 CTAs, 1,000 thread-instructions" in text
    last = text.rsplit("\r", 1)[1]
    assert last.startswith("[" + "#" * 30 + "] 4/4 CTAs, 4,000 thread-instructions, ") and "/s, " in last


def test_bar_is_silent_off_a_terminal_when_quiet_and_for_short_launches(monkeypatch):
    pipe = io.StringIO()  # not a terminal
    bar = run_cmd._Bar(quiet=False, stream=pipe)
    bar(1, 1, 10)
    assert pipe.getvalue() == ""
    tty = _Tty()
    bar = run_cmd._Bar(quiet=True, force=True, stream=tty)
    bar(1, 1, 10)
    assert tty.getvalue() == ""
    monkeypatch.setattr(run_cmd, "PROGRESS_AFTER", 60.0)  # a launch that ends before the threshold
    bar = run_cmd._Bar(quiet=False, stream=tty)
    bar(1, 2, 10)
    bar(2, 2, 20)
    assert tty.getvalue() == ""
    monkeypatch.setattr(run_cmd, "PROGRESS_AFTER", 0.0)
    bar = run_cmd._Bar(quiet=False, force=True, stream=pipe)  # --progress: shown off a terminal too
    bar(2, 2, 20)
    assert "2/2 CTAs, 20 thread-instructions" in pipe.getvalue()


def test_run_with_progress_writes_the_bar_to_stderr(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(run_cmd, "PROGRESS_AFTER", 0.0)
    rc = main(
        [
            "run",
            str(path("nvcc_sm90a.ptx")),
            "--kernel",
            "saxpy",
            "--grid",
            "4",
            "--block",
            "256",
            "--arg",
            "i32:1000",
            "--arg",
            "f32:1.5",
            "--arg",
            "zeros:f32:1024",
            "--arg",
            "zeros:f32:1024",
            "--out",
            str(tmp_path),
            "--progress",
        ]
    )
    assert rc == 0
    cap = capsys.readouterr()
    assert "4/4 CTAs" in cap.err and "thread-instructions, " in cap.err and "/s, " in cap.err
    assert "4/4 CTAs" not in cap.out  # the bar never goes to stdout
    rc = main(
        [
            "run",
            str(path("nvcc_sm90a.ptx")),
            "--kernel",
            "saxpy",
            "--grid",
            "4",
            "--block",
            "256",
            "--arg",
            "i32:1000",
            "--arg",
            "f32:1.5",
            "--arg",
            "zeros:f32:1024",
            "--arg",
            "zeros:f32:1024",
            "--out",
            str(tmp_path),
        ]
    )  # stderr is not a terminal here: no bar
    assert rc == 0 and "CTAs" not in capsys.readouterr().err


SPIN = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry spin(.param .u32 n)
{
.reg .b32 %r<4>;
.reg .pred %p<2>;
ld.param.u32 %r1, [n];
mov.u32 %r2, 0;
L:
add.u32 %r2, %r2, 1;
setp.lt.u32 %p1, %r2, %r1;
@%p1 bra L;
ret;
}
"""


def test_a_long_single_batch_reports_progress_while_it_runs(monkeypatch):
    monkeypatch.setattr(launch_mod, "PROGRESS_EVERY", 0.005)
    calls: list[tuple[int, int, int]] = []
    st = ptxemu.launch(
        SPIN,
        "spin",
        grid=1,
        block=32,
        args=[np.uint32(200_000)],  # ~2e7 thread-instructions: tens of ms on any route
        progress=lambda d, t, n: calls.append((d, t, n)),
    )
    assert calls[-1] == (1, 1, st.thread_instructions)  # the last report is the batch's end
    running = [c for c in calls[:-1] if c[0] == 0]
    assert running, "no report while the only batch ran"
    counts = [n for _, _, n in calls]
    assert counts == sorted(counts) and 0 < running[-1][2] <= st.thread_instructions
