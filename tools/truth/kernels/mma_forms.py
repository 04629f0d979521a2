"""mma.sync forms inside kernels, for the interpreter's hardware truth (the shapes and types the
tensor_kernels.cu fragment kernels do not already cover).

    python3 tools/truth/kernels/mma_forms.py     # writes mma_forms.cu beside this file (not committed),
                                                 # tests/data/kernels/mma_forms_sm90a.ptx and mma_inputs.npz
    python3 tools/truth/kernels/record.py tests/data/kernels/mma_forms_sm90a.ptx \\
        tests/data/kernels/mma_inputs.npz OUT.npz      # on the H100

Each kernel: every lane loads its A, B and C registers as raw bits from global memory, runs one
mma.sync, stores its D registers (64 threads: two warps).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DATA = HERE.parents[2] / "tests" / "data" / "kernels"

# name, form, (regs a, b, c, d), 64-bit registers
FORMS = [
    ("f64_m8n8k4", "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64", (1, 1, 2, 2), True),
    ("f16_m16n8k8", "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32", (2, 1, 4, 4), False),
    ("bf16_m16n8k8", "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32", (2, 1, 4, 4), False),
    ("tf32_m16n8k4", "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32", (2, 1, 4, 4), False),
    ("e5m2_m16n8k32_f16", "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16", (4, 2, 2, 2), False),
    ("e4m3_m16n8k16", "mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32", (2, 1, 4, 4), False),
    ("s8_m8n8k16", "mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32", (1, 1, 2, 2), False),
    ("u8_m16n8k16", "mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32", (2, 1, 4, 4), False),
    ("s4u4_m16n8k64_sat", "mma.sync.aligned.m16n8k64.row.col.satfinite.s32.s4.u4.s32", (4, 2, 4, 4), False),
    ("s4_m8n8k32", "mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32", (1, 1, 2, 2), False),
    ("b1_m16n8k256_and", "mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc", (4, 2, 4, 4), False),
    ("b1_m8n8k128_xor", "mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc", (1, 1, 2, 2), False),
]


def kernel(name: str, form: str, regs, wide: bool) -> str:
    na, nb, nc, nd = regs
    t = "unsigned long long" if wide else "uint32_t"
    cons = "l" if wide else "r"
    ops, k = [], 0
    groups = []
    for n in (nd, na, nb, nc):
        groups.append("{" + ", ".join(f"%{k + i}" for i in range(n)) + "}")
        k += n
    outs = ", ".join(f'"={cons}"(D[{i}])' for i in range(nd))
    ins = ", ".join([f'"{cons}"(A[{i}])' for i in range(na)] + [f'"{cons}"(B[{i}])' for i in range(nb)]
                    + [f'"{cons}"(C[{i}])' for i in range(nc)])
    ops = ", ".join(groups)
    return f"""
extern "C" __global__ void {name}(const {t}* __restrict__ a, const {t}* __restrict__ b, const {t}* __restrict__ c,
                                  {t}* __restrict__ d) {{
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  {t} A[{na}], B[{nb}], C[{nc}], D[{nd}];
  for (int i = 0; i < {na}; ++i) A[i] = a[t * {na} + i];
  for (int i = 0; i < {nb}; ++i) B[i] = b[t * {nb} + i];
  for (int i = 0; i < {nc}; ++i) C[i] = c[t * {nc} + i];
  asm volatile("{form} {ops};" : {outs} : {ins});
  for (int i = 0; i < {nd}; ++i) d[t * {nd} + i] = D[i];
}}
"""


def words(rng, kind: str, n: int) -> np.ndarray:
    if kind == "f64":
        v = rng.standard_normal(n) * np.exp2(rng.integers(-20, 20, n))
        v[rng.random(n) < 0.03] = np.nan
        return v.view(np.uint64)
    if kind in ("f16", "bf16"):
        h = (rng.standard_normal(2 * n) * 2).astype(np.float16).view(np.uint16)
        if kind == "bf16":
            h = (rng.standard_normal(2 * n).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
        h = np.where(rng.random(2 * n) < 0.05, rng.integers(0, 2**16, 2 * n).astype(np.uint16), h)
        return h.view(np.uint32)
    if kind in ("f32", "tf32"):
        return (rng.standard_normal(n) * 4).astype(np.float32).view(np.uint32)
    if kind in ("e4m3", "e5m2"):
        b = rng.integers(0, 256, 4 * n).astype(np.uint8)
        bad = (b & 0x7F) == 0x7F if kind == "e4m3" else (b & 0x7C) == 0x7C
        b[bad & (rng.random(4 * n) < 0.97)] &= 0xB3
        return b.view(np.uint32)
    if kind == "s32":
        return rng.integers(-2**24, 2**24, n).astype(np.int32).view(np.uint32)
    return rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)


def main() -> None:
    rng = np.random.default_rng(80)
    src = ["#include <cstdint>"]
    cases, bufs = [], {}
    T = 64
    for name, form, regs, wide in FORMS:
        src.append(kernel(name, form, regs, wide))
        parts = form.split(".")
        ab = parts[-2] if "popc" not in form else "b1"
        atype = [p for p in parts if p in ("f64", "f16", "bf16", "tf32", "e4m3", "e5m2", "s8", "u8", "s4", "u4", "b1")][0]
        ctype = parts[-1] if "popc" not in form else "s32"
        if form.endswith(".f16") and "f32.f16.f16.f16" in form:
            ctype = "f16"
        na, nb, nc, nd = regs
        dt = np.uint64 if wide else np.uint32
        bufs[f"{name}/a"] = words(rng, atype, T * na)
        bufs[f"{name}/b"] = words(rng, atype if atype not in ("s4", "u4") else "u4", T * nb)
        bufs[f"{name}/c"] = words(rng, ctype, T * nc)
        bufs[f"{name}/d"] = np.zeros(T * nd, dt)
        cases.append({"name": name, "kernel": name, "grid": [2, 1, 1], "block": [32, 1, 1], "shared": 0,
                      "args": [["buf", "a"], ["buf", "b"], ["buf", "c"], ["buf", "d"]], "form": form})
        del ab
    (HERE / "mma_forms.cu").write_text("\n".join(src))
    np.savez_compressed(DATA / "mma_inputs.npz", cases=np.array(json.dumps(cases)), **bufs)
    subprocess.run(["nvcc", "-O3", "-arch=sm_90a", "-ptx", "-o", str(DATA / "mma_forms_sm90a.ptx"),
                    str(HERE / "mma_forms.cu")], check=True)


if __name__ == "__main__":
    main()
