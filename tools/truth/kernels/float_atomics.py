"""Float atomics on special operands: build the PTX, make the inputs, record them on the GPU.

    python3 tools/truth/kernels/float_atomics.py build            # PTX -> tests/data/kernels/
    python3 tools/truth/kernels/float_atomics.py record PTX OUT.npz   # on the GPU (CuPy)

Every kernel of float_atomics.cu gets the same-width pairs (old, b) of a set of special values
(signed zeros, smallest/largest subnormals, smallest normals, largest finite, infinities, quiet
and signalling NaNs with payloads and both signs, values whose sum overflows, cancels or lands in
the subnormal range): every ordered pair, one thread and one address each. The recording holds
each kernel's memory after the launch and the old values that atom returned.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
PTX = HERE.parents[2] / "tests" / "data" / "kernels" / "float_atomics_sm90a.ptx"

F32 = [0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x00000001, 0x007FFFFF, 0x80000001, 0x00800000,
       0x80800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FFFFFFF, 0x7FC00000, 0x7F800001,
       0xFFC00001, 0x7FA12345, 0x3FC00000, 0x33800000, 0x3F800001, 0x00400000, 0x80400000, 0xFF812345]
F64 = [0x0, 1 << 63, 0x3FF0000000000000, 0xBFF0000000000000, 0x1, 0x000FFFFFFFFFFFFF, 0x8000000000000001,
       0x0010000000000000, 0x8010000000000000, 0x7FEFFFFFFFFFFFFF, 0xFFEFFFFFFFFFFFFF, 0x7FF0000000000000,
       0xFFF0000000000000, 0x7FFFFFFFFFFFFFFF, 0x7FF8000000000000, 0x7FF0000000000001, 0xFFF8000000000001,
       0x7FF4123456789ABC, 0x3FF8000000000000, 0x3CA0000000000000, 0x3FF0000000000001, 0x0008000000000000,
       0x8008000000000000, 0xFFF0123400000000]
F16 = [0x0000, 0x8000, 0x3C00, 0xBC00, 0x0001, 0x03FF, 0x8001, 0x0400, 0x8400, 0x7BFF, 0xFBFF, 0x7C00,
       0xFC00, 0x7FFF, 0x7E00, 0x7C01, 0xFE01, 0x7D23, 0x3E00, 0x1400, 0x3C01, 0x0200, 0x8200, 0x6800]
BF16 = [0x0000, 0x8000, 0x3F80, 0xBF80, 0x0001, 0x007F, 0x8001, 0x0080, 0x8080, 0x7F7F, 0xFF7F, 0x7F80,
        0xFF80, 0x7FFF, 0x7FC0, 0x7F81, 0xFFC1, 0x7FA3, 0x3FC0, 0x3380, 0x3F81, 0x0040, 0x8040, 0x4B00]


def pairs(vals, dtype):
    v = np.array(vals, dtype)
    return np.repeat(v, len(v)), np.tile(v, len(v))


def packed(vals):
    a, b = pairs(vals, np.uint32)
    j = (np.arange(len(a)) * 7 + 5) % len(a)
    return a | (a[j] << np.uint32(16)), b | (b[j] << np.uint32(16))


def inputs(kernel: str) -> tuple[np.ndarray, np.ndarray]:
    """(init, b) of one kernel, chosen by the type in its name."""
    if kernel.endswith("f32"):
        return pairs(F32, np.uint32)
    if kernel.endswith("f64"):
        return pairs(F64, np.uint64)
    if kernel.endswith("bf16x2"):
        return packed(BF16)
    if kernel.endswith("f16x2"):
        return packed(F16)
    if kernel.endswith("bf16"):
        return pairs(BF16, np.uint16)
    if kernel.endswith("f16"):
        return pairs(F16, np.uint16)
    raise ValueError(kernel)


def kernels(ptx: str) -> list[str]:
    return [ln.split()[2].split("(")[0] for ln in ptx.splitlines() if ln.startswith(".visible .entry")]


def record(ptx_path: str, out: str) -> None:
    import cupy as cp

    text = Path(ptx_path).read_text()
    mod = cp.RawModule(path=ptx_path)  # a .ptx path: the driver compiles it
    res = {}
    for k in kernels(text):
        init, b = inputs(k)
        d_init, d_b = cp.asarray(init), cp.asarray(b)
        d_mem, d_old = cp.asarray(init), cp.zeros_like(d_init)
        mod.get_function(k)((1,), (len(init),), (d_init, d_b, d_mem, d_old))
        cp.cuda.Device().synchronize()
        res[f"{k}/mem"] = cp.asnumpy(d_mem)
        res[f"{k}/old"] = cp.asnumpy(d_old)
    props = cp.cuda.runtime.getDeviceProperties(0)
    res["device"] = np.array(f"{props['name'].decode()} cc {props['major']}.{props['minor']} "
                             f"driver {cp.cuda.runtime.driverGetVersion()}")
    np.savez_compressed(out, **res)
    print(len(kernels(text)), "kernels recorded on", res["device"])


if __name__ == "__main__":
    if sys.argv[1] == "build":
        cmd = ["nvcc", "-O3", "-arch=sm_90a", "-ptx", "-o", str(PTX), str(HERE / "float_atomics.cu")]
        subprocess.run(cmd,
                       check=True)
    else:
        record(sys.argv[2], sys.argv[3])
