"""A new user's first hour (issue 29): every command-line slip is answered with one line naming the
argument and what was expected, exit status 2 (usage) or 1 (a kernel fault), never a traceback.
Each case here was a traceback or a silent wrong answer before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ptxemu.cli import main
from ptxemu.examples import path

SAXPY = str(path("nvcc_sm90a.ptx"))  # saxpy(.u32 n, .f32 a, .u64 x, .u64 y)
DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"


def cli(capsys, *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def saxpy(capsys, tmp_path, *args: str) -> tuple[int, str]:
    argv = ["run", SAXPY, "--kernel", "saxpy", "--block", "32", "--quiet", "--out", str(tmp_path / "o")]
    for a in args:
        argv += ["--arg", a]
    rc, _, err = cli(capsys, *argv)
    return rc, err


def test_missing_file(capsys, tmp_path) -> None:
    rc, _, err = cli(capsys, "run", str(tmp_path / "nope.ptx"), "--block", "32")
    assert rc == 2 and "FILE" in one_line(err) and "nope.ptx': no such file" in err


def test_directory_for_a_file(capsys, tmp_path) -> None:
    rc, _, err = cli(capsys, "run", str(tmp_path), "--block", "32")
    assert rc == 2 and "is a directory, not a file" in one_line(err)


def test_binary_file(capsys, tmp_path) -> None:
    (tmp_path / "k.ptx").write_bytes(b"\xff\xfe\x00\x81")
    rc, _, err = cli(capsys, "run", str(tmp_path / "k.ptx"), "--block", "32")
    assert rc == 2 and "is not a text file" in one_line(err)


def test_compressed_ptx(capsys, tmp_path) -> None:
    """run and check read .ptx.xz / .ptx.gz as the text inside; a file that only says it is
    compressed gets one line."""
    import gzip
    import lzma

    text = Path(SAXPY).read_text()
    np.save(tmp_path / "x.npy", np.ones(32, np.float32))
    np.save(tmp_path / "y.npy", np.full(32, 3, np.float32))
    raw = text.encode()
    for name, data in (("k.ptx.xz", lzma.compress(raw)), ("k.ptx.gz", gzip.compress(raw))):
        (tmp_path / name).write_bytes(data)
        rc, out, err = cli(capsys, "run", str(tmp_path / name), "--kernel", "saxpy", "--block", "32",
                           "--arg", "u32:32", "--arg", "f32:2", "--arg", str(tmp_path / "x.npy"),
                           "--arg", str(tmp_path / "y.npy"), "--quiet", "--out", str(tmp_path / "o"))
        assert rc == 0 and not err, err
        outs = sorted((tmp_path / "o").glob("*.npy"))
        assert any(np.array_equal(np.load(f), np.full(32, 5, np.float32)) for f in outs), outs  # 2*1+3
        assert cli(capsys, "check", str(tmp_path / name))[0] == 0
        (tmp_path / name).write_bytes(b"plain words")
        rc, _, err = cli(capsys, "run", str(tmp_path / name), "--block", "32")
        assert rc == 2 and "is not a text file" in one_line(err)
        rc, _, err = cli(capsys, "check", str(tmp_path / name))
        assert rc == 1 and "cannot read: not a compressed file" in one_line(err)


@pytest.mark.parametrize("arg,words", [
    ("missing.npy", "--arg 3 'missing.npy' for parameter 'saxpy_param_2' (.u64): no such file"),
    ("bad.npy", "not a readable .npy file"),
    ("zeros:f32", "expected zeros:T:N"),
    ("zeros:q7:8", "expected zeros:T:N"),
    ("zeros:f32:x", "'x' is not an integer"),
    ("hex:zz", "hex: takes pairs of hex digits"),
    ("hex:0011", "2 bytes given, the parameter has 8"),
    ("f32:1", "f32 does not match a .u64 parameter"),
    ("frob", "expected FILE.npy, zeros:T:N"),
    ("q7:1", "unknown type 'q7'"),
])
def test_bad_array_argument(capsys, tmp_path, monkeypatch, arg, words) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.npy").write_text("not numpy")
    rc, err = saxpy(capsys, tmp_path, "i32:8", "f32:1", arg, "zeros:f32:8")
    assert rc == 2 and words in one_line(err)


@pytest.mark.parametrize("n,a,words", [
    ("i32:8", "f32:abc", "'abc' is not a number"),
    ("i32:1.5", "f32:1", "'1.5' is not an integer"),
    ("i32:8", "i32:2", "i32 does not match a .f32 parameter; write f32:VALUE"),  # was a = 2^-148
    ("i32:8", "u32:1000", "u32 does not match a .f32 parameter"),
    ("f32:1000", "f32:1", "f32 does not match a .u32 parameter; write u32:VALUE"),  # was accepted
    ("u64:1000", "f32:1", "u64 does not match a .u32 parameter; write u32:VALUE"),  # was np.uint32(...)
    ("i32:99999999999", "f32:1", "outside the range of i32"),
    ("u32:-1", "f32:1", "outside the range of u32"),
    ("i32:8", "null", "null is an 8-byte pointer; this parameter wants f32:VALUE"),
    ("i32:8", "zeros:f32:4", "an array is passed by its address"),
])
def test_bad_scalar_argument(capsys, tmp_path, n, a, words) -> None:
    rc, err = saxpy(capsys, tmp_path, n, a, "zeros:f32:8", "zeros:f32:8")
    assert rc == 2 and words in one_line(err)


def test_raw_bits_reach_any_parameter(capsys, tmp_path) -> None:
    """b32:/hex: pass bits whatever the parameter's type: a = 1.5 as 0x3fc00000."""
    x = np.arange(8, dtype=np.float32)
    np.save(tmp_path / "x.npy", x)
    rc, err = saxpy(capsys, tmp_path, "u32:8", "b32:0x3fc00000", str(tmp_path / "x.npy"), "hex:" + "00" * 8)
    assert rc == 1 and "PtxMemoryError" in err  # y is null: the kernel faults, exit 1
    rc, _ = saxpy(capsys, tmp_path, "i32:8", "hex:0000c03f", str(tmp_path / "x.npy"), "zeros:f32:8")
    assert rc == 0
    y = np.load(tmp_path / "o" / "arg3.npy")
    assert (y.view(np.uint32) == (x * np.float32(1.5)).view(np.uint32)).all()  # y = a*x + 0


def test_argument_count(capsys, tmp_path) -> None:
    rc, err = saxpy(capsys, tmp_path, "i32:8", "f32:1", "zeros:f32:8")
    assert rc == 2 and "parameter 4 'saxpy_param_3' (.u64) has none" in one_line(err)
    rc, err = saxpy(capsys, tmp_path, "i32:8", "f32:1", "zeros:f32:8", "zeros:f32:8", "null")
    assert rc == 2 and "takes 4 parameter(s)" in one_line(err)


def test_missing_triton_scalar_is_named(capsys, tmp_path) -> None:
    """Triton's trailing scratch pointers are filled in; a missing scalar is named, not 'None'."""
    z = np.load(DATA / "triton.npz")
    meta = json.loads(str(z["softmax/meta"]))
    (tmp_path / "k.ptx").write_text(str(z["softmax/ptx"]))
    (tmp_path / "k.json").write_text(json.dumps({"name": meta["kernel"], "num_warps": meta["num_warps"],
                                                 "shared": meta["shared"]}))
    rc, _, err = cli(capsys, "run", str(tmp_path / "k.ptx"), "--arg", "zeros:f32:4", "--arg", "zeros:f32:4",
                     "--arg", "i32:4", "--quiet", "--out", str(tmp_path / "o"))
    line = one_line(err)
    assert rc == 2 and "has none" in line and "only Triton's trailing scratch pointers" in line
    assert "None" not in line and "null pointer" not in line


@pytest.mark.parametrize("opt,val,words", [
    ("--grid", "x", "--grid 'x': expected 1 to 3 positive integers"),
    ("--grid", "0", "--grid '0': expected 1 to 3 positive integers"),
    ("--block", "1,2,3,4", "--block '1,2,3,4'"),
    ("--shared", "-4", "--shared -4"),
    ("--budget", "0", "--budget 0"),
    ("--jobs", "0", "--jobs 0"),
    ("--kernel", "sxpy", "--kernel 'sxpy': the module's kernels are"),
])
def test_bad_option(capsys, tmp_path, opt, val, words) -> None:
    argv = ["run", SAXPY, "--kernel", "saxpy", "--block", "32", "--quiet", "--out", str(tmp_path),
            "--arg", "i32:8", "--arg", "f32:1", "--arg", "zeros:f32:8", "--arg", "zeros:f32:8"]
    if opt in argv:
        argv[argv.index(opt) + 1] = val
    else:
        argv += [opt, val]
    rc, _, err = cli(capsys, *argv)
    assert rc == 2 and words in one_line(err)


def test_argparse_errors_are_one_line(capsys) -> None:
    rc, _, err = cli(capsys, "run", "--grid")
    assert rc == 2 and "expected one argument" in one_line(err)
    rc, _, err = cli(capsys, "frobnicate")
    assert rc == 2 and "invalid choice" in one_line(err)
    rc, _, err = cli(capsys, "run", "--shared", "lots")
    assert rc == 2 and "invalid int value" in one_line(err)


def test_kernel_fault_exits_1(capsys, tmp_path) -> None:
    rc, err = saxpy(capsys, tmp_path, "i32:64", "f32:1", "zeros:f32:8", "zeros:f32:8")
    assert rc == 1 and "PtxMemoryError" in err and "Traceback" not in err


def test_debug_gives_the_traceback(capsys, tmp_path, monkeypatch) -> None:
    from ptxemu import PtxOperandError

    with pytest.raises(PtxOperandError):
        main(["--debug", "run", str(tmp_path / "nope.ptx"), "--block", "1"])
    with pytest.raises(PtxOperandError):
        main(["run", str(tmp_path / "nope.ptx"), "--block", "1", "--debug"])
    monkeypatch.setenv("PTXEMU_DEBUG", "1")
    with pytest.raises(PtxOperandError):
        main(["run", str(tmp_path / "nope.ptx"), "--block", "1"])


def test_version(capsys) -> None:
    import ptxemu

    rc, out, _ = cli(capsys, "--version")
    assert rc == 0 and out.strip() == f"ptxemu {ptxemu.__version__}"


def test_no_unbuilt_verbs(capsys) -> None:
    rc, out, _ = cli(capsys, "--help")
    assert rc == 0 and "not built" not in out and "bench" not in out


def test_run_help_describes_the_arg_forms(capsys) -> None:
    rc, out, _ = cli(capsys, "run", "--help")
    assert rc == 0
    for form in ("a.npy", "zeros:f32:1024", "i32:7", "b32:", "hex:", "null", "Triton"):
        assert form in out, form


def test_example_honours_check(capsys) -> None:
    rc, out, _ = cli(capsys, "run", "--example", "--check", "--quiet")
    assert rc == 0 and "checking mode: 0 finding(s)" in out and "bit-identical" in out


def test_error_is_not_printed_on_the_progress_bar_line(tmp_path) -> None:
    """--progress with a launch that faults after the bar showed: the error starts a new line."""
    from ptxemu.cli import run_cmd

    class Stream:
        def __init__(self) -> None:
            self.text = ""

        def write(self, s: str) -> None:
            self.text += s

        def flush(self) -> None:
            pass

        def isatty(self) -> bool:
            return True

    s = Stream()
    bar = run_cmd._Bar(False, True, stream=s)
    bar.after = 0.0
    bar(1, 4, 100)
    bar.end()
    assert s.text.startswith("\r[") and s.text.endswith("\n")
    bar.end()  # twice: still one line end
    assert s.text.count("\n") == 1


def _subprocess(*argv: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"))
    env.pop("PTXEMU_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "ptxemu", *argv], capture_output=True, text=True, env=env,
                          timeout=120)


def test_broken_pipe_is_quiet() -> None:
    """`ptxemu layout ... | head -1`: the reader leaves early; no BrokenPipeError traceback."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"))
    cmd = (f"'{sys.executable}' -m ptxemu layout 'wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16' "
           "--operand d | head -1")
    r = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, env=env, timeout=300)
    assert r.stdout.count("\n") == 1
    assert "Traceback" not in r.stderr and "BrokenPipe" not in r.stderr, r.stderr


def test_python_dash_m_and_exit_status() -> None:
    r = _subprocess("run", "nope.ptx", "--block", "1")
    assert r.returncode == 2
    assert r.stderr.strip() == "ptxemu run: PtxOperandError: FILE 'nope.ptx': no such file"


@pytest.mark.parametrize("args,words", [
    (["--desc", "zz", "--shape", "64x16", "--operand", "a"], "--desc 'zz': expected a 64-bit integer"),
    (["--desc", "0x4000004000100000", "--shape", "64", "--operand", "a"], "--shape '64': expected ROWSxCOLS"),
    (["mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "-o", "/nonexistent/x.svg"], "cannot write it"),
])
def test_layout_mistakes(capsys, args, words):
    rc, _, err = cli(capsys, "layout", *args)
    assert rc == 2 and words in one_line(err)
