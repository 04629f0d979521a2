"""Real compiler output must validate clean.  Truth: every file here was accepted by ptxas 13.5 for
its .target (nvcc 13.0 -O3 -ptx output of the .cu beside it; Triton 3.9 output from
tools/corpus/triton_ptx.py)."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from ptxemu.isa.check import check

REAL = Path(__file__).resolve().parents[1] / "data" / "isa" / "real"
FILES = sorted(REAL.glob("*.ptx"))


def _target(text: str) -> str:
    for line in text.splitlines():
        if line.startswith(".target"):
            return line.split()[1].rstrip(",")
    raise AssertionError("no .target")


def test_the_set_is_complete():
    names = {f.name for f in FILES}
    assert {"wgmma_gemm_sm90a.ptx", "mma_block_scale_sm120a.ptx", "triton_matmul_sm90.ptx",
            "triton_matmul_sm120.ptx"} <= names


@pytest.mark.parametrize("path", FILES, ids=[f.name for f in FILES])
def test_real_ptx_is_clean(path):
    text = path.read_text()
    diags = check(text, _target(text))
    assert [d for d in diags if d.severity == "error"] == []


def test_real_ptx_uses_the_seed_families():
    g = (REAL / "wgmma_gemm_sm90a.ptx").read_text()
    assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" in g
    m = (REAL / "mma_block_scale_sm120a.ptx").read_text()
    assert "kind::mxf4nvf4.block_scale.scale_vec::4X" in m
    t = (REAL / "triton_matmul_sm90.ptx").read_text()
    assert "wgmma.mma_async" in t


@pytest.mark.skipif(shutil.which("nvcc") is None and not os.path.exists("/usr/local/cuda/bin/nvcc"),
                    reason="nvcc not installed")
def test_nvcc_recompile_is_clean(tmp_path):
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    for cu, arch in (("wgmma_gemm_sm90a.cu", "90a"), ("mma_block_scale_sm120a.cu", "120a")):
        out = tmp_path / (cu + ".ptx")
        subprocess.run([nvcc, "-O3", "-ptx", f"-gencode=arch=compute_{arch},code=sm_{arch}",
                        str(REAL / cu), "-o", str(out)], check=True, capture_output=True)
        assert check(out.read_text(), f"sm_{arch}") == []


def test_wrong_target_is_reported():
    text = (REAL / "wgmma_gemm_sm90a.ptx").read_text().replace(".target sm_90a", ".target sm_100a")
    msgs = [d.message for d in check(text, "sm_100a")]
    assert any("wgmma.mma_async" in m and "sm_90a" in m for m in msgs)
