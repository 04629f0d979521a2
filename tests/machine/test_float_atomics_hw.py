"""Float atomics on special operands against the GPU (tools/truth/kernels/float_atomics.py, recorded
on an H200, the H100's sm_90 chip): atom/red .add on f32, f64, f16, bf16, f16x2, bf16x2 and the
vector f32 forms, on global and on shared memory; every ordered pair of 24 special values of each
width (NaN payloads, signalling NaNs, signed zeros, subnormals, infinities, overflow, cancellation).
Every bit of memory after the launch and of the returned old values is compared."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

import ptxemu

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "kernels"
_spec = importlib.util.spec_from_file_location("float_atomics", ROOT / "tools/truth/kernels/float_atomics.py")
F = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(F)
PTX = (DATA / "float_atomics_sm90a.ptx").read_text()
KERNELS = F.kernels(PTX)


@pytest.fixture(scope="module")
def module():
    return ptxemu.Module(PTX)


@pytest.fixture(scope="module")
def rec():
    return np.load(DATA / "float_atomics_h200.npz")


def test_every_form_was_recorded(rec):
    assert len(KERNELS) == 20
    assert all(f"{k}/mem" in rec for k in KERNELS)


@pytest.mark.parametrize("kernel", KERNELS)
def test_float_atomic_matches_gpu(module, rec, kernel, atomic_route):
    """Through the compiled lane-order loop, the numpy chains and the numpy rounds (atomic_route)."""
    init, b = F.inputs(kernel)
    mem, old = init.copy(), np.zeros_like(init)
    module.launch(kernel, 1, len(init), [init, b, mem, old])
    np.testing.assert_array_equal(mem, rec[f"{kernel}/mem"])
    if kernel.startswith("atom"):
        np.testing.assert_array_equal(old, rec[f"{kernel}/old"])
