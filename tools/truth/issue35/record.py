"""Issue 35's two patterns on the GPU (issue35.ptx, written by hand after the Triton kernels).

    python3 tools/truth/issue35/record.py inputs   # writes tests/data/kernels/issue35_inputs.npz
    python3 record.py run DIR OUT                  # on the device: DIR holds issue35.ptx and
                                                   # issue35_inputs.npz; writes OUT/issue35_outputs.npz

tests/data/kernels/issue35_sass.txt is `ptxas -arch=sm_90a issue35.ptx; cuobjdump -sass` (13.0.88;
NOPs, blank lines and encodings dropped). On the device the driver JIT-compiles the PTX
(cupy.RawModule), as for a PTX-only fatbin. Every output buffer starts filled with a sentinel
byte, so a byte the kernel did not write shows as such.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "tests" / "data" / "kernels"

ROWS, N, THREADS = 16, 250, 256  # tau kernels: one CTA per row, N valid columns of THREADS
NCHUNKS, NBYTES = 4, 4 * 2048 - 5  # cp_pipe: the last chunk holds 11 bytes
OUT_PIPE = 128 * (NCHUNKS + 3) * 16
SENTINEL = 0xAB
TAU_KERNELS = ("tau_sub_pred", "tau_sub_nopred", "tau_sub_loadfirst")


def inputs() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(35)
    a = rng.uniform(1.0, 100.0, ROWS).astype(np.float32)
    b = rng.uniform(1.0, 100.0, ROWS).astype(np.float32)
    tau = (a / b).astype(np.float32)
    # half the columns close to tau (the subtraction cancels, so the product's rounding shows),
    # half anywhere
    near = tau[:, None] * (1 + rng.normal(0, 2.0**-8, (ROWS, N)))
    far = rng.uniform(-4.0, 4.0, (ROWS, N))
    x = np.where(rng.random((ROWS, N)) < 0.5, near, far).astype(np.float32)
    src = rng.integers(0, 256, NBYTES, dtype=np.uint8)
    return {"a": a, "b": b, "x": x.reshape(-1), "src": src}


def run(d: str, out: str) -> None:
    import cupy as cp

    z = np.load(Path(d) / "issue35_inputs.npz")
    mod = cp.RawModule(path=str(Path(d) / "issue35.ptx"))
    res = {}
    x, a, b = (cp.asarray(z[k]) for k in ("x", "a", "b"))
    for name in TAU_KERNELS:
        o = cp.full(ROWS * N, 0xABABABAB, dtype=cp.uint32)
        mod.get_function(name)((ROWS, 1, 1), (THREADS, 1, 1), (x, a, b, o, np.int32(N)))
        cp.cuda.Device().synchronize()
        res[name] = o.get()
    # the source is an allocation of exactly NBYTES bytes (cupy rounds allocations up inside its pool,
    # so the GPU would not fault on a 16-byte read either: the bytes past NBYTES in `out` being zero
    # is what shows that only src-size bytes were read)
    src = cp.asarray(z["src"])
    o = cp.full(OUT_PIPE, SENTINEL, dtype=cp.uint8)
    mod.get_function("cp_pipe")((1, 1, 1), (128, 1, 1), (src, o, np.int32(NBYTES), np.int32(NCHUNKS)))
    cp.cuda.Device().synchronize()
    res["cp_pipe"] = o.get()
    res["device"] = np.array(cp.cuda.runtime.getDeviceProperties(0)["name"].decode())
    res["driver"] = np.array(cp.cuda.runtime.driverGetVersion())
    np.savez_compressed(Path(out) / "issue35_outputs.npz", **res)
    for k, v in res.items():
        print(k, v.shape, v.dtype)


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        np.savez_compressed(DATA / "issue35_inputs.npz", **inputs())
    else:
        run(sys.argv[2], sys.argv[3])
