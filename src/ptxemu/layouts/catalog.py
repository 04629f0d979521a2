"""Every instruction form that has a fragment layout, with its operands (for tests, the HTML
explorer and `ptxemu layout --list`)."""

from __future__ import annotations

from collections.abc import Iterator

_MMA_DENSE = [
    # (shape, dtype, atype, btype, ctype)
    ("m8n8k4", "f32", "f16", "f16", "f32"), ("m8n8k4", "f16", "f16", "f16", "f16"),
    ("m8n8k4", "f64", "f64", "f64", "f64"),
    ("m8n8k16", "s32", "s8", "s8", "s32"), ("m8n8k16", "s32", "u8", "s8", "s32"),
    ("m8n8k32", "s32", "s4", "s4", "s32"), ("m8n8k32", "s32", "u4", "u4", "s32"),
    ("m16n8k4", "f32", "tf32", "tf32", "f32"), ("m16n8k4", "f64", "f64", "f64", "f64"),
    ("m16n8k8", "f32", "f16", "f16", "f32"), ("m16n8k8", "f16", "f16", "f16", "f16"),
    ("m16n8k8", "f32", "bf16", "bf16", "f32"), ("m16n8k8", "f32", "tf32", "tf32", "f32"),
    ("m16n8k8", "f64", "f64", "f64", "f64"),
    ("m16n8k16", "f32", "f16", "f16", "f32"), ("m16n8k16", "f16", "f16", "f16", "f16"),
    ("m16n8k16", "f32", "bf16", "bf16", "f32"), ("m16n8k16", "f64", "f64", "f64", "f64"),
    ("m16n8k16", "s32", "s8", "s8", "s32"), ("m16n8k16", "s32", "u8", "u8", "s32"),
    ("m16n8k16", "f32", "e4m3", "e4m3", "f32"), ("m16n8k16", "f16", "e5m2", "e4m3", "f16"),
    ("m16n8k32", "s32", "s8", "s8", "s32"), ("m16n8k32", "s32", "s4", "s4", "s32"),
    ("m16n8k32", "f32", "e4m3", "e5m2", "f32"), ("m16n8k32", "f16", "e4m3", "e4m3", "f16"),
    ("m16n8k64", "s32", "s4", "s4", "s32"), ("m16n8k64", "s32", "u4", "s4", "s32"),
]
_MMA_B1 = [("m8n8k128", "xor"), ("m16n8k128", "and"), ("m16n8k256", "and")]
_F8F6F4 = ["e4m3", "e5m2", "e3m2", "e2m3", "e2m1"]


def mma_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    for shape, d, a, b, c in _MMA_DENSE:
        if shape == "m8n8k4" and a == "f16":
            for al, bl in (("row", "col"), ("col", "row"), ("row", "row"), ("col", "col")):
                yield f"mma.sync.aligned.{shape}.{al}.{bl}.{d}.{a}.{b}.{c}", ("a", "b", "c", "d")
            continue
        yield f"mma.sync.aligned.{shape}.row.col.{d}.{a}.{b}.{c}", ("a", "b", "c", "d")
    for shape, op in _MMA_B1:
        yield f"mma.sync.aligned.{shape}.row.col.s32.b1.b1.s32.{op}.popc", ("a", "b", "c", "d")
    for a in _F8F6F4:
        for b in ("e4m3", "e2m1", "e3m2"):
            yield (f"mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.{a}.{b}.f32", ("a", "b", "c", "d"))
    for a in _F8F6F4:
        yield (f"mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X"
               f".f32.{a}.e2m1.f32.ue8m0", ("a", "b", "c", "d", "sfa", "sfb"))
    yield ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0",
           ("a", "b", "c", "d", "sfa", "sfb"))
    for v, s in ((2, "ue8m0"), (4, "ue8m0"), (4, "ue4m3")):
        yield (f"mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::{v}X"
               f".f32.e2m1.e2m1.f32.{s}", ("a", "b", "c", "d", "sfa", "sfb"))


WGMMA_TYPES = [
    # (dtype, atype, btype)
    ("f32", "f16", "f16"), ("f16", "f16", "f16"), ("f32", "bf16", "bf16"), ("f32", "tf32", "tf32"),
    ("f32", "e4m3", "e4m3"), ("f16", "e5m2", "e4m3"), ("s32", "s8", "s8"), ("s32", "u8", "s8"),
    ("s32", "b1", "b1"),
]
WGMMA_K = {"f16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32, "s8": 32, "u8": 32, "b1": 256}


def wgmma_ns(atype: str) -> list[int]:
    if atype in ("s8", "u8", "b1"):
        return [8, 16, 24] + list(range(32, 257, 16))
    return list(range(8, 257, 8))


def wgmma_name(n: int, d: str, a: str, b: str) -> str:
    tail = ".and.popc" if a == "b1" else ""
    return f"wgmma.mma_async.sync.aligned.m64n{n}k{WGMMA_K[a]}.{d}.{a}.{b}{tail}"


def wgmma_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    for d, a, b in WGMMA_TYPES:
        for n in wgmma_ns(a):
            yield wgmma_name(n, d, a, b), ("a", "d")


def ldst_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    for num in (1, 2, 4):
        for tr in ("", ".trans"):
            yield f"ldmatrix.sync.aligned.m8n8.x{num}{tr}.shared.b16", ("r",)
            yield f"stmatrix.sync.aligned.m8n8.x{num}{tr}.shared.b16", ("r",)
        yield f"stmatrix.sync.aligned.m16n8.x{num}.trans.shared.b8", ("r",)
        for src in ("b6x16_p32", "b4x16_p64"):
            yield f"ldmatrix.sync.aligned.m8n16.x{num}.shared.b8x16.{src}", ("r",)
    for num in (1, 2):
        yield f"ldmatrix.sync.aligned.m16n16.x{num}.trans.shared.b8", ("r",)
        for src in ("b6x16_p32", "b4x16_p64"):
            yield f"ldmatrix.sync.aligned.m16n16.x{num}.trans.shared.b8x16.{src}", ("r",)


def all_forms() -> Iterator[tuple[str, tuple[str, ...]]]:
    yield from wgmma_forms()
    yield from mma_forms()
    yield from ldst_forms()
