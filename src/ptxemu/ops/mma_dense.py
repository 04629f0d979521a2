"""Matrix-level execution of the dense MMA forms: wgmma.mma_async (sm_90a) and mma.sync (sm_80..).

`parse_dense_form` turns the instruction into a `DenseForm` (shape, types, qualifiers) after
checking it is a valid combination (tables below, from PTX ISA 9.0 sections 9.7.14.5.14 and
9.7.15.5.2); `mma_dense` validates the operands and hands the arithmetic to the model that
numerics.models picks for (target, instruction path).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.isa.statement import Instruction

FLOAT_TYPES = {"f16", "bf16", "tf32", "f32", "f64", "e4m3", "e5m2"}
INT_TYPES = {"s8", "u8", "s4", "u4", "b1", "s32"}
_ELEM_BITS = {"f16": 16, "bf16": 16, "tf32": 32, "f32": 32, "f64": 64, "e4m3": 8, "e5m2": 8,
              "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1, "s32": 32}
# numpy dtype of the element codes at the matrix-level API (ARCHITECTURE.md)
CODE_DTYPES = {"f16": np.uint16, "bf16": np.uint16, "tf32": np.uint32, "f32": np.uint32,
               "f64": np.uint64, "e4m3": np.uint8, "e5m2": np.uint8, "s8": np.uint8, "u8": np.uint8,
               "s4": np.uint8, "u4": np.uint8, "b1": np.uint8, "s32": np.uint32}


def elem_bits(typ: str) -> int:
    return _ELEM_BITS[typ]


@dataclass(frozen=True)
class DenseForm:
    family: str  # "wgmma" | "mma"
    m: int
    n: int
    k: int
    atype: str
    btype: str
    ctype: str
    dtype: str
    satfinite: bool = False
    bitop: str | None = None  # b1: "and" | "xor"
    rnd: str | None = None  # f64 mma: "rn" | "rz" | "rm" | "rp"
    alayout: str = "row"
    blayout: str = "col"
    name: str = ""

    @property
    def path(self) -> str:
        """The arithmetic path key used by numerics.models (family + input/accumulator types)."""
        ab = self.atype if self.atype == self.btype else f"{self.atype}x{self.btype}"
        if self.atype in ("e4m3", "e5m2"):
            ab = "fp8"
        if self.atype in ("s8", "u8", "s4", "u4"):
            ab = "int"
        return f"{self.family}.{ab}.{self.ctype}.{self.dtype}"


_SHAPE_RE = re.compile(r"^\.m(\d+)n(\d+)k(\d+)$")
_TYPES = FLOAT_TYPES | INT_TYPES

# mma.sync: shape -> allowed (atype set); checked with the type rules in _check_mma
_MMA_SHAPES = {
    (8, 8, 4): {"f16", "f64"},
    (16, 8, 8): {"f16", "bf16", "tf32"},
    (16, 8, 16): {"f16", "bf16", "e4m3", "e5m2", "s8", "u8", "f64"},
    (16, 8, 4): {"tf32", "f64"},
    (16, 8, 32): {"e4m3", "e5m2", "s8", "u8", "s4", "u4"},
    (8, 8, 16): {"s8", "u8"},
    (8, 8, 32): {"s4", "u4"},
    (16, 8, 64): {"s4", "u4"},
    (8, 8, 128): {"b1"},
    (16, 8, 128): {"b1"},
    (16, 8, 256): {"b1"},
}
_MMA_SHAPES[(16, 8, 8)] = {"f16", "bf16", "tf32", "f64"}
_WGMMA_K = {"f16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32, "s8": 32, "u8": 32, "b1": 256}
_WGMMA_INT_N = {8, 16, 24} | set(range(32, 257, 16))
_WGMMA_INT_N = {n for n in _WGMMA_INT_N if n <= 224} | {8, 16, 24, 32}
_WGMMA_B1_N = {8, 16, 24} | set(range(32, 257, 16))


def parse_dense_form(ins: Instruction) -> DenseForm:
    q = list(ins.qualifiers)
    name = ins.name
    if ins.opcode == "wgmma":
        family = "wgmma"
        if ".mma_async" not in q:
            raise PtxError(f"'{name}': only wgmma.mma_async is a matrix multiply")
        if ".sp" in q:
            raise Unsupported(f"'{name}': sparse wgmma is not modelled")
    elif ins.opcode == "mma":
        family = "mma"
        if ".sp" in q or ".sp::ordered_metadata" in q:
            raise Unsupported(f"'{name}': sparse mma.sp is not modelled")
    else:
        raise PtxError(f"'{name}' is not a dense MMA instruction")
    for req in (".sync", ".aligned"):
        if req not in q:
            raise PtxError(f"'{name}': missing the mandatory {req} qualifier")
    shapes = [s for s in q if _SHAPE_RE.match(s)]
    if len(shapes) != 1:
        raise PtxError(f"'{name}': expected one .mMnNkK shape qualifier")
    m, n, k = (int(x) for x in _SHAPE_RE.match(shapes[0]).groups())
    types = [s[1:] for s in q if s[1:] in _TYPES]
    layouts = [s[1:] for s in q if s in (".row", ".col")]
    rnds = [s[1:] for s in q if s in (".rn", ".rz", ".rm", ".rp")]
    bitops = [s[1:] for s in q if s in (".and", ".xor")]
    sat = ".satfinite" in q
    known = {".mma_async", ".sync", ".aligned", ".satfinite", ".popc", shapes[0]}
    extra = [s for s in q if s not in known and s[1:] not in _TYPES and s not in (
        ".row", ".col", ".rn", ".rz", ".rm", ".rp", ".and", ".xor")]
    if extra:
        raise PtxError(f"'{name}': unexpected qualifier(s) {' '.join(extra)}")
    if family == "wgmma":
        if len(types) != 3:
            raise PtxError(f"'{name}': wgmma needs .dtype.atype.btype")
        dtype, atype, btype = types
        ctype = dtype
        form = DenseForm("wgmma", m, n, k, atype, btype, ctype, dtype, sat, bitops[0] if bitops else None,
                         None, "row", "col", name)
        _check_wgmma(form, q, layouts, rnds)
    else:
        if len(types) != 4:
            raise PtxError(f"'{name}': mma.sync needs .dtype.atype.btype.ctype")
        dtype, atype, btype, ctype = types
        if len(layouts) != 2:
            raise PtxError(f"'{name}': mma.sync needs .alayout.blayout")
        form = DenseForm("mma", m, n, k, atype, btype, ctype, dtype, sat, bitops[0] if bitops else None,
                         rnds[0] if rnds else ("rn" if atype == "f64" else None), layouts[0], layouts[1],
                         name)
        _check_mma(form, q, rnds)
    return form


def _bad(form: DenseForm, why: str) -> PtxError:
    return PtxError(f"'{form.name}': {why}")


def _check_wgmma(f: DenseForm, q: list[str], layouts: list[str], rnds: list[str]) -> None:
    if layouts or rnds:
        raise _bad(f, "wgmma takes no layout or rounding qualifiers")
    if f.m != 64 or f.atype not in _WGMMA_K or f.k != _WGMMA_K[f.atype]:
        raise _bad(f, f"invalid wgmma shape m{f.m}n{f.n}k{f.k} for .{f.atype}")
    fp8 = {"e4m3", "e5m2"}
    ints = {"s8", "u8"}
    if f.atype in fp8 or f.btype in fp8:
        ok = f.atype in fp8 and f.btype in fp8 and f.dtype in ("f16", "f32")
    elif f.atype in ints or f.btype in ints:
        ok = f.atype in ints and f.btype in ints and f.dtype == "s32"
    elif f.atype == "b1":
        ok = f.btype == "b1" and f.dtype == "s32" and f.bitop == "and" and ".popc" in q
    else:
        ok = f.atype == f.btype and (f.dtype == "f32" or (f.dtype == "f16" and f.atype == "f16"))
    if not ok:
        raise _bad(f, f"invalid wgmma type combination .{f.dtype}.{f.atype}.{f.btype}")
    if f.satfinite and f.atype not in ints:
        raise _bad(f, ".satfinite is only valid for integer wgmma")
    if f.atype == "b1" and f.bitop != "and":
        raise _bad(f, "wgmma .b1 supports only .and.popc")
    valid_n = (_WGMMA_INT_N if f.atype in ints else _WGMMA_B1_N if f.atype == "b1"
               else set(range(8, 257, 8)))
    if f.n not in valid_n:
        raise _bad(f, f"n={f.n} is not a valid N for this wgmma type")


def _check_mma(f: DenseForm, q: list[str], rnds: list[str]) -> None:
    shape = (f.m, f.n, f.k)
    if shape not in _MMA_SHAPES or f.atype not in _MMA_SHAPES[shape]:
        raise _bad(f, f"invalid mma.sync shape m{f.m}n{f.n}k{f.k} for .{f.atype}")
    a, b, c, d = f.atype, f.btype, f.ctype, f.dtype
    if shape != (8, 8, 4) or a != "f16":
        if (f.alayout, f.blayout) != ("row", "col"):
            raise _bad(f, "this mma.sync shape needs .row.col")
    fp8 = {"e4m3", "e5m2"}
    ints8, ints4 = {"s8", "u8"}, {"s4", "u4"}
    if a == "f16":
        ok = b == "f16" and c in ("f16", "f32") and d in ("f16", "f32")
        if shape != (8, 8, 4) and c != d:  # ptxas: only m8n8k4 mixes C and D types
            ok = False
        if shape == (8, 8, 4) and c == "f32" and d != "f32":
            ok = False
    elif a in ("bf16", "tf32"):
        ok = b == a and c == "f32" and d == "f32"
    elif a in fp8:
        ok = b in fp8 and c in ("f16", "f32") and d == c
    elif a in ints8 | ints4:
        ok = (b in (ints8 if a in ints8 else ints4)) and c == "s32" and d == "s32"
    elif a == "b1":
        ok = b == "b1" and c == d == "s32" and f.bitop in ("and", "xor") and ".popc" in q
    elif a == "f64":
        ok = b == c == d == "f64"
    else:
        ok = False
    if not ok:
        raise _bad(f, f"invalid mma.sync type combination .{d}.{a}.{b}.{c}")
    if f.satfinite and a not in ints8 | ints4:
        raise _bad(f, ".satfinite is only valid for integer mma.sync")
    if rnds and a != "f64":
        raise _bad(f, "rounding modifiers are only valid for .f64 mma.sync")


def _sm(target: str) -> int:
    digits = "".join(ch for ch in target.split("_", 1)[-1] if ch.isdigit())
    if not target.startswith("sm_") or not digits:
        raise PtxError(f"unknown target {target!r} (expected e.g. 'sm_90a')")
    return int(digits)


def check_target(form: DenseForm, target: str | None) -> None:
    """Target ISA notes of the manual: wgmma needs sm_90a; fp8 mma.sync sm_89; the m16n8k* f64
    shapes sm_90; m8n8k4 .f16 sm_70; the 8x8 integer / b1 .xor shapes sm_75; the rest sm_80."""
    if target is None:
        return
    sm = _sm(target)
    if form.family == "wgmma":
        if target != "sm_90a":
            raise PtxError(f"'{form.name}' requires sm_90a (not {target})")
        return
    need = 80
    if form.atype in ("e4m3", "e5m2"):
        need = 89
    elif form.atype == "f64" and form.m == 16:
        need = 90
    elif form.m == 8 and form.atype == "f16":
        need = 70
    elif form.m == 8 and form.atype != "f64" and form.bitop != "and":
        need = 75
    if sm < need:
        raise PtxError(f"'{form.name}' requires sm_{need} or later (not {target})")


def _as_codes(x: Any, typ: str, what: str, form: DenseForm) -> np.ndarray:
    want = CODE_DTYPES[typ]
    arr = np.asarray(x)
    if arr.dtype == want:
        return arr
    floats = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
    if typ in floats and arr.dtype == floats[typ]:
        return arr.view(want)
    raise PtxOperandError(f"'{form.name}': {what} must hold .{typ} codes as {np.dtype(want).name}"
                          f" (got {arr.dtype})")


def mma_dense(ins: Instruction, A: Any, B: Any, C: Any, *, scale_a: Any = None, scale_b: Any = None,
              scale_d: Any = True, imm_scale_a: Any = 1, imm_scale_b: Any = 1,
              target: str | None = None) -> np.ndarray:
    form = parse_dense_form(ins)
    check_target(form, target)
    if scale_a is not None or scale_b is not None:
        raise PtxError(f"'{form.name}': scale_a/scale_b are only for .block_scale forms")
    A = _as_codes(A, form.atype, "A", form)
    B = _as_codes(B, form.btype, "B", form)
    C = _as_codes(C, form.ctype, "C", form)
    M, N, K = form.m, form.n, form.k
    if form.family == "mma" and (M, N, K) == (8, 8, 4) and form.atype == "f16":
        pass  # one quad pair's MMA: the warp's four are four batch entries
    for arr, shp, what in ((A, (M, K), "A"), (B, (K, N), "B"), (C, (M, N), "C")):
        if arr.ndim < 2 or arr.shape[-2:] != shp:
            raise PtxOperandError(f"'{form.name}': {what} must have shape (..., {shp[0]}, {shp[1]}),"
                                  f" got {arr.shape}")
    try:
        batch = np.broadcast_shapes(A.shape[:-2], B.shape[:-2], C.shape[:-2])
    except ValueError:
        raise PtxOperandError(f"'{form.name}': batch dimensions of A {A.shape}, B {B.shape},"
                              f" C {C.shape} do not broadcast") from None
    sd = np.asarray(scale_d)
    ia, ib = np.asarray(imm_scale_a), np.asarray(imm_scale_b)
    if form.family == "mma":
        if not (np.all(sd) and np.all(ia == 1) and np.all(ib == 1)):
            raise PtxError(f"'{form.name}': scale_d / imm_scale_a / imm_scale_b are wgmma operands")
    if not (((ia == 1) | (ia == -1)).all() and ((ib == 1) | (ib == -1)).all()):
        raise PtxError(f"'{form.name}': imm_scale_a/imm_scale_b must be 1 or -1")
    if form.atype not in FLOAT_TYPES and not (np.all(ia == 1) and np.all(ib == 1)):
        raise PtxError(f"'{form.name}': imm-scale-a/b exist only for floating-point wgmma")
    for arr, what in ((sd, "scale_d"), (ia, "imm_scale_a"), (ib, "imm_scale_b")):
        try:
            np.broadcast_shapes(arr.shape, batch + (1, 1))
        except ValueError:
            raise PtxOperandError(f"'{form.name}': {what} of shape {arr.shape} does not broadcast"
                                  f" over the batch {batch}") from None
    from ptxemu.numerics.models import evaluate_form
    from ptxemu.ops.arith import f64_arith

    def fma(a, b, c, mode):  # the error-free vectorised f64 FMA of the fma instruction
        return f64_arith("fma", a, b, c, mode)

    return evaluate_form(form, A, B, C, scale_d=sd.astype(bool), neg_a=ia == -1, neg_b=ib == -1,
                         target=target, f64_fma=fma)
