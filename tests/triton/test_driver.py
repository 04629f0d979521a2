"""ptxemu.triton's driver: activation, targets, printing, assertions, strided views and the
scalars Triton's launcher packs. Bits are checked against the H100's recording
(tests/data/frontends/triton_h100.npz) where one applies."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
triton = pytest.importorskip("triton")
import triton.language as tl  # noqa: E402

import ptxemu  # noqa: E402
import ptxemu.triton  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "truth" / "frontends"))
import triton_kernels as K  # noqa: E402

REC = ROOT / "tests" / "data" / "frontends" / "triton_h100.npz"


@pytest.fixture(autouse=True)
def _active():
    ptxemu.triton.activate("sm_90a")
    yield
    ptxemu.triton.deactivate()


@triton.jit
def _print_assert(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.device_print("x", x)
    tl.device_assert(x < 100, "x too big")


def test_targets_and_devices():
    from triton.runtime import driver

    assert driver.active.get_current_target().arch == 90
    ptxemu.triton.activate("sm_120a")
    assert ptxemu.triton.active_target() == "sm_120a"
    assert driver.active.get_current_target().arch == 120 and driver.active.get_current_device() == 2
    assert driver.active.utils.get_device_properties(2)["max_shared_mem"] == 101376
    with pytest.raises(ptxemu.PtxemuError, match="sm_90a"):
        ptxemu.triton.activate("sm_80")


def test_device_print_and_assert():
    x = torch.arange(4, dtype=torch.int32)
    _print_assert[(1,)](x, 4, BLOCK=4, num_warps=1)
    lines = ptxemu.triton.last_stats().printf
    assert "pid (0, 0, 0) idx (2) x: 2" in lines and len(lines) == 32  # every thread of the warp
    x[2] = 500
    failed = r"assert\(\) failed: x too big \(.*test_driver.py:\d+"
    with pytest.raises(ptxemu.PtxRuntimeError, match=failed) as e:
        _print_assert[(1,)](x, 4, BLOCK=4, num_warps=1, debug=True)
    assert "thread (2,0,0)" in str(e.value)  # the lane whose x failed


@pytest.mark.skipif(not REC.exists(), reason="no H100 recording")
def test_strided_views_in_and_out_give_the_h100s_softmax():
    """softmax over rows of a wider tensor (row stride 1000) into a column slice of another at a
    4-byte-aligned offset: Triton specialises the output pointer differently (no 16-byte
    divisibility, so narrower stores), the arithmetic of each row is the same, and every output bit
    equals the H100's contiguous run; the columns around the slice are untouched."""
    rec = np.load(REC)
    case = next(c for c in K.cases() if c["name"] == "softmax")
    x = torch.from_numpy(case["tensors"]["x"])
    wide_in = torch.full((128, 1000), 7.0)
    wide_in[:, :781] = x
    wide_out = torch.full((128, 1003), -3.0)
    out = wide_out[:, 5:786]
    K.jitted("softmax_kernel")[(128,)](out, wide_in, 1000, 1003, 781, BLOCK=1024, num_warps=4)
    assert np.array_equal(K.raw(out), rec["softmax/out_y"])
    assert (wide_out[:, :5] == -3).all() and (wide_out[:, 786:] == -3).all()


def test_an_unmodified_program_runs_on_ptxemu_with_ptxemu_triton_set(tmp_path):
    """With ptxemu installed (its `triton.backends` entry point), PTXEMU_TRITON=sm_100a alone makes
    Triton choose ptxemu's driver: a program that never imports ptxemu runs its kernel on it."""
    import importlib.metadata
    import os
    import subprocess

    if not any(ep.name == "ptxemu" for ep in importlib.metadata.entry_points(group="triton.backends")):
        pytest.skip("ptxemu is not installed (pip install -e .): Triton cannot find its entry point")
    prog = tmp_path / "prog.py"
    prog.write_text(
        "import torch, triton, triton.language as tl\n"
        "@triton.jit\n"
        "def add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
        "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n"
        "    m = offs < n\n"
        "    s = tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m)\n"
        "    tl.store(out_ptr + offs, s, mask=m)\n"
        "x, y = torch.rand(5000), torch.rand(5000)\n"
        "out = torch.empty_like(x)\n"
        "add[(5,)](x, y, out, 5000, BLOCK=1024)\n"
        "d = triton.runtime.driver.active\n"
        "print(torch.equal(out, x + y), type(d).__name__, d.target)\n"
    )
    env = dict(os.environ, PTXEMU_TRITON="sm_100a")
    r = subprocess.run([sys.executable, str(prog)], env=env, capture_output=True, text=True, timeout=600)
    assert r.stdout.split() == ["True", "PtxemuDriver", "sm_100a"], r.stderr[-2000:]
