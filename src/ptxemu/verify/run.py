"""Build, run and record one form on the GPU: the engine of `ptxemu verify` and of
tools/truth/mma_dense/record.py."""

from __future__ import annotations

import pathlib
import shutil
import subprocess
import tempfile

import numpy as np

from ptxemu.errors import Unsupported
from ptxemu.verify import cases, gpu
from ptxemu.verify.kernels import form_of, mma_kernel, wgmma_kernel

NVCC_FLAGS = ["-cubin", "-gencode=arch=compute_90a,code=sm_90a"]


def build_module(forms: list[tuple[str, int, int]], workdir: str | None = None):
    """Compile verify kernels for (form, imm_a, imm_b) with nvcc and load them with cupy."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise Unsupported("ptxemu verify needs nvcc (CUDA 12.x/13.x) to build its kernels")
    cupy = gpu._cupy()
    parts = ["#include <cstdint>\n"]
    for text, ia, ib in forms:
        f = form_of(text)
        parts.append((wgmma_kernel(text, ia, ib) if f.family == "wgmma" else mma_kernel(text))[1])
    d = pathlib.Path(workdir or tempfile.mkdtemp(prefix="ptxemu_verify_"))
    src, cubin = d / "verify.cu", d / "verify.cubin"
    src.write_text("\n".join(parts))
    subprocess.run([nvcc, *NVCC_FLAGS, "-o", str(cubin), str(src)], check=True)
    return cupy.RawModule(path=str(cubin))


def record_wgmma(mod, text: str, ia: int, ib: int, per_kind: int, steps: int, seed: int,
                 sd_zero_frac: float = 0.1) -> dict[str, np.ndarray]:
    """Cases of every kind, `steps` chained wgmma per case (each with its own scale-d)."""
    f = form_of(text)
    A, B, C, kind, names = cases.make_cases(f, per_kind * steps, seed)
    b = A.shape[0] // steps
    A = A.reshape(b, steps, *A.shape[1:])  # each case: `steps` consecutive (A, B) pairs
    B = B.reshape(b, steps, *B.shape[1:])
    C = C[::steps]
    kind = kind[::steps]
    rng = np.random.default_rng(seed + 1)
    sd = (rng.random((b, steps)) >= sd_zero_frac).astype(np.int8)
    D = gpu.run_wgmma(mod, text, f, A, B, C, sd, ia, ib)
    return dict(A=A, B=B, C=C, sd=sd, D=D, kind=kind, imm=np.array([ia, ib], np.int8),
                kinds=np.array(names))


def record_mma(mod, text: str, per_kind: int, seed: int) -> dict[str, np.ndarray]:
    f = form_of(text)
    A, B, C, kind, names = cases.make_cases(f, per_kind, seed)
    n = A.shape[0]
    if f.m == 8 and f.k == 4 and f.atype == "f16":  # four MMAs per warp
        n -= n % 4
        A, B, C, kind = A[:n], B[:n], C[:n], kind[:n]
    D = gpu.run_mma(mod, text, f, A, B, C)
    return dict(A=A, B=B, C=C, D=D, kind=kind, kinds=np.array(names))
