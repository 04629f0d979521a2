"""The hardware cross-check tool without a GPU: replay, kernel source, case generators."""

from __future__ import annotations

import pathlib
import shutil
import subprocess

import numpy as np
import pytest

from ptxemu.cli import main
from ptxemu.verify import cases, kernels
from ptxemu.verify.fragments import from_registers, operand_layout, smem_image, to_registers

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "mma"


def test_replay_reports_full_agreement(capsys):
    assert main(["verify", "--replay", str(DATA), "m16n8k8.row.col.f32.tf32"]) == 0
    out = capsys.readouterr().out
    assert "ptxemu 100.00%" in out and "float64-once-rounded" in out


def test_verify_without_form_is_an_error(capsys):
    assert main(["verify"]) == 2


@pytest.mark.parametrize("text", ["wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2",
                                  "mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16",
                                  "mma.sync.aligned.m16n8k16.row.col.rm.f64.f64.f64.f64"])
def test_cases_have_the_api_shapes_and_dtypes(text):
    f = kernels.form_of(text)
    A, B, C, kind, names = cases.make_cases(f, 2, seed=3)
    assert A.shape[1:] == (f.m, f.k) and B.shape[1:] == (f.k, f.n) and C.shape[1:] == (f.m, f.n)
    assert len(kind) == A.shape[0] == 2 * len(names)


def test_quad_pair_packing_round_trips():
    f = kernels.form_of("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32")
    rng = np.random.default_rng(0)
    for op, shape, dt in (("a", (8, 4), np.uint16), ("c", (8, 8), np.uint32)):
        M = rng.integers(0, 1 << 16, size=(12,) + shape).astype(dt)
        L = operand_layout(f, op)
        R = to_registers(L, M, quad=True)
        assert R.shape == (3, 32, L.regs)
        assert np.array_equal(from_registers(L, R, quad=True), M)


def test_b1_smem_image_is_bit_packed_lsb_first():
    f = kernels.form_of("wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc")
    A = np.zeros((1, 64, 256), np.uint8)
    A[0, 0, 0] = 1  # element (0, 0): bit 0 of byte 0
    A[0, 0, 9] = 1  # element (0, 9): bit 1 of byte 1
    img = smem_image(f, "a", A)
    assert img.shape == (1, 64 * 32)
    assert img[0, 0] == 1 and img[0, 1] == 2 and img[0, 2:].sum() == 0


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")
def test_generated_kernels_assemble_with_ptxas(tmp_path):
    src = kernels.source(["mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s4.u4.s32"],
                         [("wgmma.mma_async.sync.aligned.m64n24k16.f16.f16.f16", -1, 1)])
    cu = tmp_path / "k.cu"
    cu.write_text(src)
    subprocess.run(["nvcc", "-cubin", "-gencode=arch=compute_90a,code=sm_90a", "-o",
                    str(tmp_path / "k.cubin"), str(cu)], check=True)
