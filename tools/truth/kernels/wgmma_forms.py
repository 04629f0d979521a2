"""wgmma.mma_async forms inside kernels, for the interpreter's hardware truth.

    python3 tools/truth/kernels/wgmma_forms.py          # writes wgmma_forms.cu beside this file,
                                                        # tests/data/kernels/wgmma_forms_sm90a.ptx (nvcc -O3)
                                                        # and tests/data/kernels/wgmma_inputs.npz
                                                        # (seeded, not stored: wgmma_inputs.seeded.json)
    python3 tools/truth/kernels/record.py tests/data/kernels/wgmma_forms_sm90a.ptx \
        tests/data/kernels/wgmma_inputs.npz OUT.npz     # on the H100

One kernel per form: 128 threads copy a 32 KiB shared-memory image (random element codes) from
global memory, add the shared base address to the descriptors passed as parameters (LBO, SBO,
swizzle and the operand's offset chosen here), load C (and A, for the register forms) per thread,
run one wgmma.mma_async (scale-d and imm-scale from the form), and store D per thread. The forms
cover every dense type family, N from 8 to 256, all four swizzle modes, K- and MN-major (imm-trans)
and A from registers.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SW = {"none": 0, "128B": 1, "64B": 2, "32B": 3}
SWW = {"none": 16, "128B": 128, "64B": 64, "32B": 32}
EB = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8, "s8": 8, "u8": 8}
K = {16: 16, 32: 8, 8: 32}

# (name, dtype, atype, btype, n, swizzle A, swizzle B, trans A, trans B, A in registers, scale_d, imm_scale_a)
FORMS = [
    ("f16_n8_none", "f32", "f16", "f16", 8, "none", "none", 0, 0, False, 1, 1),
    ("f16_n64_128B", "f32", "f16", "f16", 64, "128B", "128B", 0, 0, False, 1, 1),
    ("f16_n128_64B_transB", "f32", "f16", "f16", 128, "64B", "64B", 0, 1, False, 1, -1),
    ("f16_n24_32B_transAB", "f32", "f16", "f16", 24, "32B", "32B", 1, 1, False, 1, 1),
    ("f16_n256_f16acc_32B", "f16", "f16", "f16", 256, "128B", "32B", 0, 0, False, 1, 1),
    ("f16_n40_regA", "f32", "f16", "f16", 40, "none", "128B", 0, 0, True, 1, 1),
    ("bf16_n96_128B_transA", "f32", "bf16", "bf16", 96, "128B", "128B", 1, 0, False, 1, 1),
    ("bf16_n16_scale0", "f32", "bf16", "bf16", 16, "64B", "none", 0, 0, False, 0, 1),
    ("tf32_n32_none", "f32", "tf32", "tf32", 32, "none", "none", 0, 0, False, 1, 1),
    ("tf32_n72_128B", "f32", "tf32", "tf32", 72, "128B", "128B", 0, 0, False, 1, 1),
    ("e4m3_e5m2_n64_32B", "f32", "e4m3", "e5m2", 64, "32B", "32B", 0, 0, False, 1, 1),
    ("e5m2_e4m3_n128_f16acc", "f16", "e5m2", "e4m3", 128, "128B", "64B", 0, 0, False, 1, -1),
    ("e4m3_n48_regA", "f32", "e4m3", "e4m3", 48, "none", "none", 0, 0, True, 1, 1),
    ("s8_u8_n80_128B", "s32", "s8", "u8", 80, "128B", "128B", 0, 0, False, 1, 1),
    ("u8_s8_n144_satfinite", "s32", "u8", "s8", 144, "64B", "none", 0, 0, False, 1, 1),
]


def dregs(dtype: str, n: int) -> int:
    return n // 2 if dtype in ("f32", "s32") else n // 4


def form_name(f) -> str:
    name, dt, at, bt, n, *_ = f
    k = K[EB[at]]
    sat = ".satfinite" if "satfinite" in name else ""
    return f"wgmma.mma_async.sync.aligned.m64n{n}k{k}.{dt}.{at}.{bt}" if dt != "s32" else \
        f"wgmma.mma_async.sync.aligned.m64n{n}k{k}.s32{sat}.{at}.{bt}"


def kernel_source(f) -> str:
    name, dt, at, bt, n, swa, swb, ta, tb, areg, sd, isa = f
    nd = dregs(dt, n)
    na = 4
    outs = ", ".join(f'"+r"(D[{i}])' for i in range(nd))
    dl = ", ".join(f"%{i}" for i in range(nd))
    idx = nd
    if areg:
        a_op = "{" + ", ".join(f"%{idx + i}" for i in range(na)) + "}"
        ins = [f'"r"(A[{i}])' for i in range(na)]
        idx += na
    else:
        a_op = f"%{idx}"
        ins = ['"l"(da)']
        idx += 1
    b_op = f"%{idx}"
    ins.append('"l"(db)')
    idx += 1
    imm = f"{isa}, 1" if dt == "s32" else (f"{isa}, 1, {tb}" if areg else f"{isa}, 1, {ta}, {tb}")
    if at in ("e4m3", "e5m2", "tf32") or dt == "s32":
        imm = "" if dt == "s32" else f"{isa}, 1"
    tail = f", p, {imm}" if imm else ", p"
    asm = (f'"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{idx}, 0;\\n{form_name(f)} '
           f'{{{dl}}}, {a_op}, {b_op}{tail};\\n}}\\n"')
    ins.append(f'"r"({sd})')
    return f"""
extern "C" __global__ void __launch_bounds__(128) {name}(const uint4* __restrict__ img, const uint32_t* __restrict__ c,
    const uint32_t* __restrict__ ar, uint32_t* __restrict__ d, unsigned long long pa, unsigned long long pb) {{
  __shared__ alignas(1024) uint4 smem[2048];
  int t = threadIdx.x;
  for (int i = t; i < 2048; i += 128) smem[i] = img[i];
  uint32_t D[{nd}], A[4];
  for (int i = 0; i < {nd}; ++i) D[i] = c[t * {nd} + i];
  for (int i = 0; i < 4; ++i) A[i] = ar[t * 4 + i];
  asm volatile("fence.proxy.async.shared::cta;");
  __syncthreads();
  unsigned long long base = (unsigned long long)((uint32_t)__cvta_generic_to_shared(smem) >> 4);
  unsigned long long da = pa + base, db = pb + base;
  asm volatile("wgmma.fence.sync.aligned;");
  asm volatile({asm} : {outs} : {", ".join(ins)});
  asm volatile("wgmma.commit_group.sync.aligned;");
  asm volatile("wgmma.wait_group.sync.aligned 0;");
  for (int i = 0; i < {nd}; ++i) d[t * {nd} + i] = D[i];
}}
"""


def descriptor(offset: int, sw: str, lbo: int, sbo: int) -> int:
    return (offset >> 4) | ((lbo >> 4) << 16) | ((sbo >> 4) << 32) | (SW[sw] << 62)


def build() -> tuple[list[str], list[dict], dict[str, np.ndarray]]:
    """The CUDA source (lines), the cases and their buffers (seeded)."""
    rng = np.random.default_rng(90)
    src = ["#include <cstdint>"]
    cases, bufs = [], {}
    for f in FORMS:
        name, dt, at, bt, n, swa, swb, ta, tb, areg, sd, isa = f
        src.append(kernel_source(f))
        nd = dregs(dt, n)
        # A at offset 0, B at 16 KiB (both 1 KiB aligned for the swizzle pattern); LBO/SBO as the
        # canonical layouts use them (K-major: SBO = 8 rows * swizzle width; MN-major: LBO/SBO by atoms)
        wa, wb = SWW[swa], SWW[swb]
        da = descriptor(0, swa, 128 if not ta else wa * 8, 8 * wa if not ta else 1024)
        db = descriptor(16384, swb, 128 if not tb else wb * 8, 8 * wb if not tb else 1024)
        if swa == "none":
            da = descriptor(0, swa, 128, 256 if not ta else 256)
        if swb == "none":
            db = descriptor(16384, swb, 128, 256 if not tb else 256)
        img = rng.integers(0, 2**32, 8192, dtype=np.uint64).astype(np.uint32)
        if at in ("f16", "bf16"):  # mostly ordinary values, some NaN/inf/subnormal codes
            h = (rng.standard_normal(16384) * 2).astype(np.float16).view(np.uint16)
            if at == "bf16":
                h = (rng.standard_normal(16384).astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
            h = np.where(rng.random(16384) < 0.05, rng.integers(0, 2**16, 16384).astype(np.uint16), h)
            img = h.view(np.uint32)
        elif at in ("e4m3", "e5m2"):  # keep most codes finite so sums are informative
            b8 = img.view(np.uint8)
            for lo, hi, t in ((0, 16384, at), (16384, 32768, bt)):
                part = b8[lo:hi]
                bad = (part & 0x7F) == 0x7F if t == "e4m3" else (part & 0x7C) == 0x7C
                part[bad & (rng.random(hi - lo) < 0.98)] &= 0xB3
        elif at == "tf32":
            img = (rng.standard_normal(8192).astype(np.float32)).view(np.uint32)
        if dt == "f32":
            c = (rng.standard_normal(128 * nd) * 4).astype(np.float32).view(np.uint32)
        elif dt == "f16":
            c = (rng.standard_normal(256 * nd)).astype(np.float16).view(np.uint32)
        else:
            c = rng.integers(-2**20, 2**20, 128 * nd).astype(np.int32).view(np.uint32)
        if at in ("f16", "bf16") and areg:
            ar = (rng.standard_normal(1024) * 2).astype(np.float16).view(np.uint32)
        else:
            ar = rng.integers(0, 2**32, 512, dtype=np.uint64).astype(np.uint32)
            if at in ("e4m3",):  # no e4m3 NaN bytes in A registers
                b8 = ar.view(np.uint8)
                b8[(b8 & 0x7F) == 0x7F] &= 0xBF
        cases.append({"name": name, "kernel": name, "grid": [1, 1, 1], "block": [128, 1, 1], "shared": 0,
                      "args": [["buf", "img"], ["buf", "c"], ["buf", "ar"], ["buf", "d"], ["u64", da], ["u64", db]],
                      "form": form_name(f)})
        bufs[f"{name}/img"] = img
        bufs[f"{name}/c"] = c
        bufs[f"{name}/ar"] = ar
        bufs[f"{name}/d"] = np.zeros(128 * nd, np.uint32)
    return src, cases, bufs


def recorded_inputs() -> dict[str, np.ndarray]:
    """wgmma_inputs.npz: the cases (JSON) and their buffers."""
    _, cases, bufs = build()
    return {"cases": np.array(json.dumps(cases)), **bufs}


def main() -> None:
    sys.path.insert(0, str(ROOT / "src"))
    from ptxemu.machine.launching.seeded import write_manifest

    src, _, _ = build()
    (HERE / "wgmma_forms.cu").write_text("\n".join(src))
    data = ROOT / "tests" / "data" / "kernels"
    write_manifest(data / "wgmma_inputs.npz", recorded_inputs(), "tools/truth/kernels/wgmma_forms.py",
                   "recorded_inputs")
    if "--no-build" not in sys.argv:
        subprocess.run(["nvcc", "-O3", "-arch=sm_90a", "-ptx", "-o", str(data / "wgmma_forms_sm90a.ptx"),
                        str(HERE / "wgmma_forms.cu")], check=True)


if __name__ == "__main__":
    main()
