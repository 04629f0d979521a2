"""Record cupy's SGEMM example (cupy/examples/gemm: sgemm.py launching MAGMA's sgemm.cu through
cupy.RawKernel) on the H100, for ptxemu.cuda's port of it.

    python3 record_cupy_sgemm.py SGEMM_CU OUT.npz       # on the H100, with cupy

sgemm.cu is cupy's file, fetched beside the job (it is not in this repository); this script does what
sgemm.py's sgemm() does: prepends the tile #defines as its utils.read_code does, makes A and B
Fortran-ordered, launches grid (ceil(m/BLK_M), ceil(n/BLK_N)), block (DIM_X, DIM_Y) with its
shared-memory size, and saves A, B and C (float32 bits, Fortran order) with the source's sha256 and
the configuration. Sizes are whole tiles (m, n multiples of 64, k of 4): the kernel reads whole
tiles of A and B whatever the bounds. The launch runs twice; both Cs must agree bit for bit.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys

import numpy as np

CONFIG = {"DIM_X": 16, "DIM_Y": 16, "BLK_M": 64, "BLK_N": 64, "BLK_K": 4, "DIM_XA": 64, "DIM_YA": 4,
          "DIM_XB": 4, "DIM_YB": 64, "THR_M": 64 // 16, "THR_N": 64 // 16}
M, N, K = 256, 192, 132


def source(cu_text: str) -> str:
    """sgemm.cu with the configuration prepended, as cupy's examples/gemm/utils.read_code does."""
    code = cu_text
    for k, v in CONFIG.items():
        code = "#define " + k + " " + str(v) + "\n" + code
    return code


def inputs() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(4242)
    a = rng.uniform(-1.0, 1.0, (M, K)).astype(np.float32)
    b = rng.uniform(-1.0, 1.0, (K, N)).astype(np.float32)
    return np.asfortranarray(a), np.asfortranarray(b)


def launch_shape() -> tuple[tuple, tuple, int]:
    c = CONFIG
    grid = (math.ceil(M / c["BLK_M"]), math.ceil(N / c["BLK_N"]), 1)
    block = (c["DIM_X"], c["DIM_Y"], 1)
    shared = c["BLK_K"] * (c["BLK_M"] + 1) * 4 + c["BLK_N"] * (c["BLK_K"] + 1) * 4
    return grid, block, shared


def main(cu_path: str, out: str) -> None:
    import cupy as cp

    text = open(cu_path).read()
    kern = cp.RawKernel(source(text), "sgemm")
    a, b = inputs()
    grid, block, shared = launch_shape()
    cs = []
    for _ in range(2):
        A, B = cp.asfortranarray(cp.asarray(a)), cp.asfortranarray(cp.asarray(b))
        C = cp.empty((M, N), dtype=cp.float32, order="F")
        kern(grid, block, args=(M, N, K, A, B, C), shared_mem=shared)
        cp.cuda.Device().synchronize()
        cs.append(cp.asnumpy(C))
    assert cs[0].tobytes(order="F") == cs[1].tobytes(order="F"), "two runs differ"
    meta = dict(config=CONFIG, m=M, n=N, k=K, sha256=hashlib.sha256(text.encode()).hexdigest(),
                gpu=cp.cuda.runtime.getDeviceProperties(0)["name"].decode(), cupy=cp.__version__,
                nvrtc=list(cp.cuda.nvrtc.getVersion()))
    np.savez_compressed(out, a=a, b=b, c=cs[0], meta=np.array(json.dumps(meta)))
    print("sgemm recorded", meta)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
