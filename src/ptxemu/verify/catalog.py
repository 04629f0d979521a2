"""The instruction forms `ptxemu verify` knows how to run on sm_90a hardware."""

from __future__ import annotations

import itertools

FP8 = ("e4m3", "e5m2")
I8 = ("s8", "u8")
I4 = ("s4", "u4")


def wgmma_forms(n: int = 8) -> list[str]:
    w = f"wgmma.mma_async.sync.aligned.m64n{n}"
    out = [f"{w}k16.f16.f16.f16", f"{w}k16.f32.f16.f16", f"{w}k16.f32.bf16.bf16", f"{w}k8.f32.tf32.tf32"]
    out += [f"{w}k32.{d}.{a}.{b}" for d in ("f16", "f32") for a, b in itertools.product(FP8, FP8)]
    out += [f"{w}k32{s}.s32.{a}.{b}" for s in ("", ".satfinite") for a, b in itertools.product(I8, I8)]
    out += [f"{w}k256.s32.b1.b1.and.popc"]
    return out


def mma_forms() -> list[str]:
    m = "mma.sync.aligned"
    out = []
    for d, c in (("f32", "f32"), ("f16", "f16")):
        out.append(f"{m}.m16n8k16.row.col.{d}.f16.f16.{c}")
    out += [f"{m}.m16n8k8.row.col.f32.f16.f16.f32", f"{m}.m16n8k8.row.col.f16.f16.f16.f16"]
    out += [f"{m}.m8n8k4.row.col.f32.f16.f16.f32", f"{m}.m8n8k4.row.col.f16.f16.f16.f16",
            f"{m}.m8n8k4.row.col.f32.f16.f16.f16"]
    out += [f"{m}.m16n8k16.row.col.f32.bf16.bf16.f32", f"{m}.m16n8k8.row.col.f32.bf16.bf16.f32"]
    out += [f"{m}.m16n8k4.row.col.f32.tf32.tf32.f32", f"{m}.m16n8k8.row.col.f32.tf32.tf32.f32"]
    for k in (32, 16):
        for d in ("f32", "f16"):
            out += [f"{m}.m16n8k{k}.row.col.{d}.{a}.{b}.{d}" for a, b in itertools.product(FP8, FP8)]
    for s in ("", ".satfinite"):
        for shape in ("m8n8k16", "m16n8k16", "m16n8k32"):
            out += [f"{m}.{shape}.row.col{s}.s32.{a}.{b}.s32" for a, b in itertools.product(I8, I8)]
        for shape in ("m8n8k32", "m16n8k32", "m16n8k64"):
            out += [f"{m}.{shape}.row.col{s}.s32.{a}.{b}.s32" for a, b in itertools.product(I4, I4)]
    for shape in ("m8n8k128", "m16n8k128", "m16n8k256"):
        out += [f"{m}.{shape}.row.col.s32.b1.b1.s32.{op}.popc" for op in ("xor", "and")]
    for shape in ("m8n8k4", "m16n8k4", "m16n8k8", "m16n8k16"):
        out += [f"{m}.{shape}.row.col{r}.f64.f64.f64.f64" for r in (".rn", ".rz", ".rm", ".rp")]
    return out
