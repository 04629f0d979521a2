"""A newcomer's first hour, second pass (the README followed in a fresh venv, every verb, then
mistakes): each case here was an internal error, a traceback, a silent wrong answer or a misleading
line before, and is now one line naming what is wrong (exit 2 usage, 1 kernel fault)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

from ptxemu.cli import capture_cmd, main
from ptxemu.examples import path

SAXPY = str(path("nvcc_sm90a.ptx"))  # saxpy(.u32 n, .f32 a, .u64 x, .u64 y)


def cli(capsys, *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err and "internal error" not in err, err
    return lines[0]


def saxpy_argv(tmp_path: Path, *extra: str, n: int = 32) -> list[str]:
    np.save(tmp_path / "x.npy", np.ones(n, np.float32))
    np.save(tmp_path / "y.npy", np.full(n, 3, np.float32))
    return ["run", SAXPY, "--kernel", "saxpy", "--block", "32", "--quiet", "--arg", f"u32:{n}",
            "--arg", "f32:2", "--arg", str(tmp_path / "x.npy"), "--arg", str(tmp_path / "y.npy"), *extra]


@pytest.mark.skipif(capture_cmd.driver_found(), reason="a CUDA driver is here")
def test_capture_without_a_gpu_says_so(capsys, monkeypatch, tmp_path) -> None:
    """was: `ptxemu capture -- true` here recorded '0 launch(es) of 0 seen' and nothing said why. The
    program still runs as it would without a GPU and the file is written (docs/capture.md); one note
    line says that no driver was found."""
    from ptxemu.host import compiler

    if compiler() is None:
        pytest.skip("no C compiler to build the interposer")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PTXEMU_CACHE_DIR", str(tmp_path / "cache"))
    rc, _, err = cli(capsys, "capture", "--", "true")
    notes = [ln for ln in err.splitlines() if "no NVIDIA GPU driver here" in ln]
    assert rc == 0 and len(notes) == 1 and "0 launch(es) of 0 seen" in err and "Traceback" not in err
    assert (tmp_path / "capture.ptxcap").exists()


def test_driver_probe_follows_the_library_path(monkeypatch, tmp_path) -> None:
    """The probe asks a child process, which reads LD_LIBRARY_PATH as the captured program will:
    an empty folder first on the path changes nothing, a stand-in libcuda.so.1 there is found."""
    from ptxemu.host import compiler

    monkeypatch.setenv("LD_LIBRARY_PATH", str(tmp_path))
    before = capture_cmd.driver_found()
    if compiler() is None:
        pytest.skip("no C compiler")
    src = tmp_path / "stub.c"
    src.write_text("int cuInit(unsigned f) { return 0; }\n")
    lib = tmp_path / "libcuda.so.1"
    subprocess.run([compiler(), "-shared", "-fPIC", "-o", str(lib), str(src)], check=True)
    assert capture_cmd.driver_found() and isinstance(before, bool)


def test_grid_past_the_gpu_limit(capsys, tmp_path) -> None:
    """was: --grid 4000000000 an internal MemoryError (an array of every CTA id, 29.8 GiB)."""
    rc, _, err = cli(capsys, *saxpy_argv(tmp_path, "--grid", "4000000000", "--out", str(tmp_path / "o")))
    assert rc == 2 and "a grid has at most (2147483647, 65535, 65535) CTAs" in one_line(err)
    rc, _, err = cli(capsys, *saxpy_argv(tmp_path, "--grid", "1,65536", "--out", str(tmp_path / "o")))
    assert rc == 2 and "maxGridSize" in one_line(err)


@pytest.mark.parametrize("var, value, words", [
    ("PTXEMU_COMPILE_AFTER", "soon", "PTXEMU_COMPILE_AFTER must be a non-negative integer"),  # ValueError
    ("PTXEMU_JOBS", "-3", "PTXEMU_JOBS must be a positive integer, got '-3'"),  # was "workers must ..."
    ("PTXEMU_CACHE", "/proc/no/such", "PTXEMU_CACHE: cannot make the compiled route's cache folder"),
])
def test_bad_settings_are_one_line(capsys, monkeypatch, tmp_path, var, value, words) -> None:
    monkeypatch.setenv(var, value)
    monkeypatch.setenv("PTXEMU_CACHE_DIR", str(tmp_path / "cache"))
    rc, _, err = cli(capsys, *saxpy_argv(tmp_path, "--route", "compiled", "--out", str(tmp_path / "o")))
    assert rc == 2 and words in one_line(err) and "PtxOperandError" in err


def test_out_checked_before_the_launch(capsys, tmp_path) -> None:
    """was: --out naming a file failed after the launch ('cannot write x.npy (File exists)')."""
    (tmp_path / "afile").write_text("")
    rc, out, err = cli(capsys, *saxpy_argv(tmp_path, "--out", str(tmp_path / "afile")))
    assert rc == 2 and "is a file, not a folder" in one_line(err) and "saxpy:" not in out
    rc, out, err = cli(capsys, *saxpy_argv(tmp_path, "--out", str(tmp_path / "afile" / "sub")))
    assert rc == 2 and "cannot make the folder (Not a directory)" in one_line(err) and "saxpy:" not in out


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_read_only_out_folder(capsys, tmp_path) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    try:
        rc, _, err = cli(capsys, *saxpy_argv(tmp_path, "--out", str(ro)))
    finally:
        ro.chmod(0o755)
    assert rc == 2 and "is not writable" in one_line(err)


def test_empty_file(capsys, tmp_path) -> None:
    """was: 'the module has 0 kernels (none): pick one with --kernel'."""
    (tmp_path / "e.ptx").write_text("")
    rc, _, err = cli(capsys, "run", str(tmp_path / "e.ptx"), "--block", "32")
    assert rc == 2 and f"'{tmp_path / 'e.ptx'}' has no kernel (no .entry); it is empty" in one_line(err)


def test_cubin_is_named(capsys, tmp_path) -> None:
    """A cubin (ptxas's output: an ELF file) given for PTX. was: run 'not a text file', check read it
    as text ("expected ';' after 'ELF...'" and two more errors)."""
    cubin = tmp_path / "k.cubin"
    cubin.write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)))
    for verb in ("run", "check"):
        rc, out, err = cli(capsys, verb, str(cubin), *(["--block", "32"] if verb == "run" else []))
        assert rc == (2 if verb == "run" else 1) and not out
        assert "an ELF file (a cubin or a program), not PTX text" in one_line(err)
    (tmp_path / "nul.ptx").write_bytes(b".version 8.0\x00\x00")
    rc, _, err = cli(capsys, "check", str(tmp_path / "nul.ptx"))
    assert rc == 1 and "not a text file (it holds NUL bytes)" in one_line(err)


def test_empty_array_argument(capsys, tmp_path) -> None:
    """was: a zero-length .npy made 'read of 0 bytes at 0x7fa000000000 is outside every allocation'
    after the launch (its write-back); with n = 0 nothing is read and the run succeeds."""
    np.save(tmp_path / "e.npy", np.zeros(0, np.float32))
    np.save(tmp_path / "y.npy", np.full(4, 3, np.float32))
    argv = ["run", SAXPY, "--kernel", "saxpy", "--block", "32", "--quiet", "--out", str(tmp_path / "o"),
            "--arg", "u32:0", "--arg", "f32:2", "--arg", str(tmp_path / "e.npy"),
            "--arg", str(tmp_path / "y.npy")]
    rc, _, err = cli(capsys, *argv)
    assert rc == 0 and not err and np.load(tmp_path / "o" / "e.npy").size == 0
    argv[argv.index("u32:0")] = "u32:3"  # now the kernel reads x[0..2] of an empty array: a fault
    rc, _, err = cli(capsys, *argv)
    assert rc == 1 and "line 91: 4-byte access at" in err and "outside every global allocation" in err


def test_exec_matrix_form_with_values(capsys) -> None:
    """was: "'a' is not a source operand of this instruction (sources: none)"."""
    rc, _, err = cli(capsys, "exec", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 d, a, b, c;", "a=1")
    assert rc == 1 and "Unsupported" in err and "is a matrix form: run it with ptxemu.mma" in err


def test_debug_example(capsys) -> None:
    """`ptxemu debug --example` (listed by debug --help) said 'give a FILE.ptx (or --example)'; the
    debugger's slips were 'list index out of range' and help was an unknown command."""
    rc, out, err = cli(capsys, "debug", "--example", "--do", "help; b; p; x zzz; b 9999; b 428; b 442; c; q")
    assert rc == 0 and not err, err
    assert "b LINE [if REG OP VALUE]" in out  # help
    assert "error: 'b' is missing an argument" in out and "error: 'p' is missing an argument" in out
    assert "error: 'x zzz': invalid literal" in out
    assert "stopped at line 442: ld.param.u32 %r9, [block_sum_param_0]" in out
    # a break past the end, or where no instruction is, was accepted and never stopped
    assert "error: break at line 9999: the module has lines 1 to 1292" in out
    assert "note: line 428 holds no instruction (.visible .entry block_sum(): a break there never" in out


@pytest.mark.parametrize("flag, value", [("--trace", "{tmp}/no/t.txt:cta=all"),
                                         ("--timeline", "{tmp}/no/t.svg")])
def test_observer_files_checked_before_the_launch(capsys, tmp_path, flag, value) -> None:
    """was: --timeline into a missing folder failed after the launch (its results written first), as a
    bare 'No such file or directory'."""
    argv = saxpy_argv(tmp_path, flag, value.format(tmp=tmp_path), "--out", str(tmp_path / "o"))
    rc, out, err = cli(capsys, *argv)
    assert rc == 2 and f"{flag} '{tmp_path}/no/t." in one_line(err) and "no such folder" in err
    assert "saxpy:" not in out and not (tmp_path / "o").exists()


def test_verify_replay_filter_that_matches_nothing(capsys) -> None:
    """was: no output and exit 0 (a pass)."""
    data = Path(__file__).resolve().parents[1] / "data" / "mma"
    rc, out, err = cli(capsys, "verify", "--replay", str(data), "no-such-form")
    assert rc == 2 and not out and "no recorded form in" in one_line(err)
    rc, _, err = cli(capsys, "verify", "--replay", str(data / "nope"))
    assert rc == 2 and "no such folder" in one_line(err)


def test_budget_inf_and_an_array_past_memory(capsys, tmp_path) -> None:
    """was: --budget inf an internal OverflowError; zeros:f32:1e11 an internal MemoryError 'please
    report it' (it is this machine's memory: 373 GiB)."""
    rc, out, err = cli(capsys, *saxpy_argv(tmp_path, "--budget", "inf", "--out", str(tmp_path / "o")))
    assert rc == 0 and not err and "saxpy:" in out
    argv = saxpy_argv(tmp_path, "--out", str(tmp_path / "o"))
    argv[argv.index(str(tmp_path / "x.npy"))] = "zeros:f32:1000000000000000"  # 3.55 PiB: no address space
    rc, _, err = cli(capsys, *argv)
    assert rc == 1 and one_line(err).startswith("ptxemu run: out of memory: Unable to allocate 3.55 PiB")


@pytest.mark.parametrize("meta, words", [
    ({"num_warps": "x"}, "\"num_warps\" is 'x', expected a whole number"),
    ({"num_warps": 1, "shared": "big"}, "\"shared\" is 'big'"),
])
def test_triton_metadata_values(capsys, tmp_path, meta, words) -> None:
    """A Triton cache entry's .json with a value of the wrong kind. was: internal ValueError from int()."""
    import json

    (tmp_path / "k.ptx").write_text(Path(SAXPY).read_text())
    (tmp_path / "k.json").write_text(json.dumps({"name": "saxpy", **meta}))
    rc, _, err = cli(capsys, "run", str(tmp_path / "k.ptx"), "--quiet", "--arg", "u32:0", "--arg", "f32:1",
                     "--arg", "null", "--arg", "null", "--out", str(tmp_path / "o"))
    assert rc == 2 and f"the Triton metadata '{tmp_path / 'k.json'}': {words}" in one_line(err)


def test_exec_negative_zero_and_overflowing_decimals(capsys) -> None:
    """Worked by hand (IEEE 754): -0 for a float operand is -0.0 (0x80000000; was read as the integer
    0, +0.0), and -0.0 + -0.0 = -0.0; an integer operand's -0 is 0. A decimal past f32's range is its
    infinity without numpy's overflow warning on stderr (was a RuntimeWarning line)."""
    rc, out, err = cli(capsys, "exec", "add.f32 d, a, b;", "a=-0", "b=-0")
    assert rc == 0 and not err and "a        = 0x80000000  .f32 -0.0" in out
    assert "d        = 0x80000000  .f32 -0.0" in out
    rc, out, _ = cli(capsys, "exec", "add.f16x2 d, a, b;", "a=-0:1", "b=0x0")
    assert rc == 0 and "a        = 0x80003c00" in out
    rc, out, _ = cli(capsys, "exec", "add.s32 d, a, b;", "a=-0", "b=5")
    assert rc == 0 and "a        = 0x00000000" in out
    rc, out, err = cli(capsys, "exec", "add.f32 d, a, b;", "a=1e39", "b=0")
    assert rc == 0 and not err and "a        = 0x7f800000  .f32 inf" in out


@pytest.mark.parametrize("damage", ["no modules", "device a list", "launch kernel a dict"])
def test_replay_of_a_damaged_index(capsys, tmp_path, damage) -> None:
    """A capture whose capture.json was edited or damaged (the H100's cuda.ptxcap.xz, its index
    changed): one line naming the file. was: internal KeyError / AttributeError / TypeError (23 of 300
    random index edits through `ptxemu replay`; 9 remain, deep in the capture's own reading)."""
    import io
    import json
    import lzma
    import zipfile

    src = Path(__file__).resolve().parents[1] / "data" / "captures" / "h100" / "cuda.ptxcap.xz"
    z = zipfile.ZipFile(io.BytesIO(lzma.decompress(src.read_bytes())))
    doc = json.loads(z.read("capture.json"))
    if damage == "no modules":
        del doc["modules"]
    elif damage == "device a list":
        doc["device"] = [9, 0]
    else:
        doc["launches"][0]["kernel"] = {"name": 1}
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as w:
        w.writestr("capture.json", json.dumps(doc))
        for n in z.namelist():
            if n != "capture.json":
                w.writestr(n, z.read(n))
    bad = tmp_path / "bad.ptxcap"
    bad.write_bytes(out.getvalue())
    if damage == "launch kernel a dict":  # refused at open by the index's schema (fileformat.INDEX_SCHEMA)
        rc, out, err = cli(capsys, "replay", str(bad), "--launch", "0", "--route", "interp")
        assert rc == 2 and "launches[0].kernel is {'name': 1}, not a kernel's name" in one_line(err)
        return
    rc, _, err = cli(capsys, "replay", str(bad), "--list")
    assert rc == 2 and f"{bad}: a damaged capture: its index (capture.json) does not read" in one_line(err)
