"""A cupy program ported to ptxemu.cuda: cupy's SGEMM example (cupy/examples/gemm: sgemm.py
launching MAGMA's sgemm.cu through cupy.RawKernel with Fortran-ordered arrays and dynamic shared
memory). The port is the example's own sgemm() with `cupy` replaced by numpy for the arrays and
ptxemu.cuda for the kernel; the kernel is the PTX NVRTC made of the example's source here
(tests/data/frontends/cupy_sgemm_sm90a.ptx, tools/truth/frontends/cupy_sgemm_ptx.py; the source
itself is cupy's and stays out of this repository).

Truth: tests/data/frontends/cupy_sgemm_h100.npz, the example run by cupy on the H100
(tools/truth/frontends/record_cupy_sgemm.py; inputs kept as their sha256 by slim_recording.py):
every one of C's floats, bit for bit.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "truth" / "frontends"))
import record_cupy_sgemm as R  # noqa: E402
from slim_recording import digest  # noqa: E402

import ptxemu.cuda  # noqa: E402

DATA = ROOT / "tests" / "data" / "frontends"
PTX = DATA / "cupy_sgemm_sm90a.ptx"
REC = DATA / "cupy_sgemm_h100.npz"


def sgemm(A: np.ndarray, B: np.ndarray) -> np.ndarray:
    """The example's sgemm() (defaults: 16x16 threads, 64x64x4 tiles), ported."""
    c = R.CONFIG
    m, k = A.shape
    k, n = B.shape
    A, B = np.asfortranarray(A), np.asfortranarray(B)
    C = np.empty((m, n), dtype=np.float32, order="F")
    kern = ptxemu.cuda.RawModule(path=str(PTX)).get_function("sgemm")
    grid = (-(-m // c["BLK_M"]), -(-n // c["BLK_N"]), 1)
    shared_mem = c["BLK_K"] * (c["BLK_M"] + 1) * 4 + c["BLK_N"] * (c["BLK_K"] + 1) * 4
    kern(grid, (c["DIM_X"], c["DIM_Y"], 1), args=(m, n, k, A, B, C), shared_mem=shared_mem)
    return C


@pytest.fixture(scope="module")
def product():
    a, b = R.inputs()
    return a, b, sgemm(a, b)


@pytest.mark.skipif(not REC.exists(), reason="tests/data/frontends/cupy_sgemm_h100.npz not recorded yet")
def test_cupy_sgemm_example_matches_the_h100(product):
    rec = np.load(REC)
    meta = json.loads(str(rec["meta"]))
    sha = re.search(r"sha256 ([0-9a-f]{64})", PTX.read_text().splitlines()[0]).group(1)
    assert meta["sha256"] == sha and meta["config"] == R.CONFIG  # the same source and tiles
    a, b, c = product
    assert str(rec["a.sha256"]) == digest(a) and str(rec["b.sha256"]) == digest(b)  # the H100's inputs
    bad = int((c.view(np.uint32) != rec["c"].view(np.uint32)).sum())
    assert bad == 0, f"{bad} of {c.size} floats differ from the H100"


def test_cupy_sgemm_example_computes_the_product(product):
    """The example's own check is cupy.dot's result; here numpy's float64 product, within the
    float32 accumulation error of 132-term dot products of values in [-1, 1]."""
    a, b, c = product
    assert c.flags.f_contiguous
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64), atol=2e-5, rtol=0)
