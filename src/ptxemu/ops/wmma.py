"""wmma.mma at register level (manual 9.7.14.4.5): the mma.sync executions that ptxas issues for it
on sm_90 (layouts.wmma.tiles: HMMA.16816 / IMMA.16816 / DMMA.884 / IMMA.8832 / BMMA.88128 side by
side), each through `ptxemu.mma`'s model of that mma.sync form.

The .f16 forms with mixed accumulators have no mma.sync of their own; the SASS of the recorded
kernels (tests/data/kernels/wmma_*: tools/truth/wmma) shows what runs instead:
- d .f32, c .f16: C widened to f32 (HADD2.F32 -RZ, c), then HMMA.16816.F32;
- d .f16, c .f32: HMMA.16816.F32, then each result rounded to f16 (F2FP.F16.F32.PACK_AB, i.e.
  cvt.rn.f16.f32).
The tf32 m16n16k8 tiles are not one HMMA.1688 but two HMMA.1684.F32.TF32 chained (k 0-3, then
k 4-7 onto that result): mma.sync m16n8k4 twice.
"""

from __future__ import annotations

import numpy as np

from ptxemu.layouts import layout
from ptxemu.layouts.wmma import base_name, parse_mma, tiles


def _cvt(codes: np.ndarray, instr: str) -> np.ndarray:
    from ptxemu.isa.statement import parse_instruction
    from ptxemu.ops.cvt import execute

    return execute(parse_instruction(instr + " d, a;"), {"a": codes})["d"]


def wmma_mma(name: str, regs: dict[str, np.ndarray], target: str | None = None) -> np.ndarray:
    """D registers (W, 32, d regs) of wmma.mma `name` from the a, b, c registers (W, 32, n) of W
    warps (uint32; uint64 for .f64)."""
    from ptxemu.ops.mma import mma

    ab, shape, ct, dt, _la, _lb, mods = parse_mma(name)
    mixed = ab == "f16" and ct != dt
    run = base_name(ab, "f32" if mixed else ct, "f32" if mixed else dt, mods)
    La, Lb = layout(run, "a"), layout(run, "b")
    Lc, Ld = layout(base_name(ab, ct), "c"), layout(base_name(ab, dt), "d")
    ts = tiles(ab, shape, ct, dt)
    A = np.concatenate([La.from_registers(regs[t.a_from][:, :, list(t.a_regs)]) for t in ts])
    B = np.concatenate([Lb.from_registers(regs[t.b_from][:, :, list(t.b_regs)]) for t in ts])
    C = np.concatenate([Lc.from_registers(regs["c"][:, :, list(t.c_regs)]) for t in ts])
    if mixed and ct == "f16":
        C = _cvt(C, "cvt.f32.f16").astype(np.uint32)
    if ab == "tf32":  # two k4 steps (see the module docstring)
        run = run.replace(".m16n8k8.", ".m16n8k4.")
        D = mma(run, A[..., :4], B[..., :4, :], C, target=target)
        D = mma(run, A[..., 4:], B[..., 4:, :], D, target=target)
    else:
        D = mma(run, A, B, C, target=target)
    if mixed and dt == "f16":
        D = _cvt(D, "cvt.rn.f16.f32").astype(np.uint16)
    W = regs["c"].shape[0]
    out = np.zeros((W, 32, max(max(t.d_regs) for t in ts) + 1), np.uint64 if dt == "f64" else np.uint32)
    for k, t in enumerate(ts):
        out[:, :, list(t.d_regs)] = Ld.to_registers(D[k * W : (k + 1) * W])
    return out
