"""sm_120a kernels (no hardware here) run through the named Blackwell models and agree with the public
API on the same data: an nvcc module (tests/data/isa/real/mma_block_scale_sm120a.ptx) chaining four
block-scaled / kind::f8f6f4 mma.sync forms and the new cvt forms, against the same steps done by
hand with ptxemu.layout (registers <-> matrices), ptxemu.mma and ptxemu.run_instruction."""

from __future__ import annotations

from pathlib import Path

import numpy as np

import ptxemu

REAL = Path(__file__).resolve().parents[1] / "data" / "isa" / "real"
STEPS = [  # (form, sfa selector, sfb selector) in the kernel's order
    ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3",
     (0, 0), (0, 0)),
    ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0",
     (2, 1), (0, 3)),
    ("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m3.f32.ue8m0",
     (3, 1), (1, 2)),
    ("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32", None, None),
]


def _by_hand(a, b, sfa, sfb, x):
    d = np.zeros((1, 32, 4), np.uint32)
    for form, sa, sb in STEPS:
        A = ptxemu.layout(form, "a").from_registers(a.reshape(1, 32, 4))
        B = ptxemu.layout(form, "b").from_registers(b.reshape(1, 32, 2))
        C = ptxemu.layout(form, "c").from_registers(d)
        kw = {}
        if sa is not None:
            kw["scale_a"] = ptxemu.layout(form, "sfa", byte_id=sa[0], thread_id=sa[1]).from_registers(
                sfa.reshape(1, 32, 1))
            kw["scale_b"] = ptxemu.layout(form, "sfb", byte_id=sb[0], thread_id=sb[1]).from_registers(
                sfb.reshape(1, 32, 1))
        D = ptxemu.mma(form, A, B, C, target="sm_120a", **kw)
        d = ptxemu.layout(form, "d").to_registers(D)
    d = d[0]  # (32 threads, 4 registers) of f32 bits
    run = ptxemu.run_instruction
    b0 = run("cvt.rn.satfinite.e2m1x2.f32 d, a, b;", a=d[:, 0], b=d[:, 1])["d"].astype(np.uint32)
    b1 = run("cvt.rn.satfinite.e2m1x2.f32 d, a, b;", a=d[:, 2], b=d[:, 3])["d"].astype(np.uint32)
    packed = b0 | (b1 << 8)
    lo = run("cvt.rp.satfinite.ue8m0x2.f32 d, a, b;", a=x[:32].view(np.uint32), b=x[32:].view(np.uint32))["d"]
    h = run("cvt.rn.bf16x2.ue8m0x2 d, a;", a=lo)["d"]
    f_packed = run("cvt.rn.f32.u32 d, a;", a=packed)["d"]
    f_h = run("cvt.rn.f32.u32 d, a;", a=h)["d"]
    out = np.stack([run("add.f32 d, a, b;", a=d[:, 0], b=f_packed)["d"],
                    run("add.f32 d, a, b;", a=d[:, 1], b=f_h)["d"], d[:, 2], d[:, 3]], axis=1)
    return out.astype(np.uint32)


def test_block_scaled_mma_chain_agrees_with_the_api():
    rng = np.random.default_rng(120)
    mod = ptxemu.Module((REAL / "mma_block_scale_sm120a.ptx").read_text())
    for _ in range(3):
        a = rng.integers(0, 2**32, 128, dtype=np.uint64).astype(np.uint32)
        ab = a.view(np.uint8)
        ab[(ab & 0x7F) == 0x7F] &= 0xBF  # no e4m3 NaN codes in A (its third MMA reads it as e4m3)
        b = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
        # scales valid for ue8m0 and ue4m3 alike (the same registers feed both): ue4m3 has a 0 MSB
        # and 0x7f is its NaN
        sfa = rng.integers(100, 127, 128, dtype=np.uint64).astype(np.uint8).view(np.uint32)
        sfb = rng.integers(100, 127, 128, dtype=np.uint64).astype(np.uint8).view(np.uint32)
        x = (rng.standard_normal(64) * 8).astype(np.float32)
        out = np.zeros(128, np.float32)
        mod.launch(mod.kernels[0], 1, 32, [a, b, sfa, sfb, out, x])
        want = _by_hand(a, b, sfa, sfb, x)
        assert (out.view(np.uint32).reshape(32, 4) == want).all()
        assert np.isfinite(out).mean() > 0.5  # the data exercised the arithmetic, not only NaN paths
