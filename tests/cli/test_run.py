"""`ptxemu run`: the README's main job. Outputs are compared with the H100 recordings
(tests/data/kernels, tools/truth/kernels/record.py and triton_record.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from ptxemu.cli import main
from ptxemu.examples import path
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"


def test_run_nvcc_kernel_from_npy_files(tmp_path, capsys):
    zi, zo = load_npz(DATA / "nvcc_inputs.npz"), np.load(DATA / "nvcc_outputs.npz")
    np.save(tmp_path / "x.npy", zi["saxpy/x"])
    np.save(tmp_path / "y.npy", zi["saxpy/y"])
    rc = main(["run", str(path("nvcc_sm90a.ptx")), "--kernel", "saxpy", "--grid", "4", "--block", "256",
               "--arg", "i32:1000", "--arg", "f32:1.7", "--arg", str(tmp_path / "x.npy"),
               "--arg", str(tmp_path / "y.npy"), "--out", str(tmp_path / "out"), "--quiet"])
    assert rc == 0
    y = np.load(tmp_path / "out" / "y.npy")
    assert (y.view(np.uint32) == zo["saxpy/y"].view(np.uint32)).all()
    out = capsys.readouterr().out
    assert "saxpy: 4 CTAs" in out and "thread-instructions" in out


def test_run_triton_cache_entry(tmp_path):
    """A Triton cache entry: NAME.ptx with NAME.json beside it gives name, block and shared memory; the
    trailing scratch pointers are passed as null."""
    z = np.load(DATA / "triton.npz")
    meta = json.loads(str(z["softmax/meta"]))
    (tmp_path / "softmax_kernel.ptx").write_text(str(z["softmax/ptx"]))
    cache_meta = {"name": meta["kernel"], "num_warps": meta["num_warps"], "shared": meta["shared"]}
    (tmp_path / "softmax_kernel.json").write_text(json.dumps(cache_meta))
    np.save(tmp_path / "out.npy", z["softmax/in_out"])
    np.save(tmp_path / "inp.npy", z["softmax/in_inp"])
    cols = meta["scalars"]["n_cols"][1]
    rc = main(["run", str(tmp_path / "softmax_kernel.ptx"), "--grid", str(meta["grid"][0]),
               "--arg", str(tmp_path / "out.npy"), "--arg", str(tmp_path / "inp.npy"),
               "--arg", f"i32:{cols}", "--arg", f"i32:{cols}", "--arg", f"i32:{cols}",
               "--out", str(tmp_path / "o"), "--quiet"])
    assert rc == 0
    got = np.load(tmp_path / "o" / "out.npy")
    assert (got.view(np.uint32) == z["softmax/out_out"].view(np.uint32)).all()


def test_run_reports_a_kernel_fault_with_exit_code_1(tmp_path, capsys):
    """n = 64 over arrays of 8: threads 8..31 of the one warp read out of bounds, 24 of them."""
    rc = main(["run", str(path("nvcc_sm90a.ptx")), "--kernel", "saxpy", "--grid", "1", "--block", "32",
               "--arg", "i32:64", "--arg", "f32:1", "--arg", "zeros:f32:8", "--arg", "zeros:f32:8", "--quiet",
               "--out", str(tmp_path)])
    assert rc == 1
    err = capsys.readouterr().err
    assert "PtxMemoryError" in err and "outside every global allocation" in err
    assert "thread (8,0,0) and 23 more)" in err  # the threads that faulted, not all 32 running it


def test_run_check_reports_a_race_and_exits_1(tmp_path, capsys):
    """`ptxemu run --check`: warp 1 reads what warp 0 wrote to shared memory with no barrier."""
    src = tmp_path / "race.ptx"
    src.write_text(
        ".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 out)\n{\n"
        ".reg .b32 %r<8>;\n.reg .pred %p<2>;\n.shared .align 4 .b32 buf[32];\nmov.u32 %r1, %tid.x;\n"
        "and.b32 %r2, %r1, 31;\nshl.b32 %r3, %r2, 2;\nmov.u32 %r4, buf;\nadd.u32 %r5, %r4, %r3;\n"
        "setp.lt.u32 %p1, %r1, 32;\n@%p1 st.shared.u32 [%r5], %r1;\n"
        "@!%p1 ld.shared.u32 %r6, [%r5];\nret;\n}\n"
    )
    rc = main(["run", str(src), "--grid", "1", "--block", "64", "--arg", "null", "--check", "--quiet",
               "--out", str(tmp_path / "o")])
    out = capsys.readouterr().out
    assert rc == 1 and "checking mode: 1 finding(s)" in out and "race: line 15, 16" in out
