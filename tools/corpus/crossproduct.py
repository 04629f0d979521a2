"""The full cross-product of qualifiers, shapes and types of the matrix and seed families, labelled
by ptxas 13.5.

Usage:  python tools/corpus/crossproduct.py [--ptxas PATH] [--jobs 2] [--count]
            [--out tests/data/isa/crossproduct.jsonl.gz]

Unlike generate.py (valid forms of the syntax blocks and their near misses), the candidate values
here are every value any section of the manual names for a slot (and a few it names nowhere),
crossed with each other, so that a form the syntax block leaves out but ptxas accepts (integer
wgmma n = 240 / 256, say) is seen.  Nothing here reads ptxemu's catalogue: the operand counts of a
case come from the manual's register-count formulas (elements per thread / elements per register),
so a form is written the way it would be valid if ptxas takes it, and ptxas alone decides.

Every body is labelled for the targets of its family (TARGETS_OF): sm_90a, sm_100a, sm_120a, and
sm_80 / sm_89 where the family exists there; `.target` is the -arch under test (module() of
generate.py), the record format is generate.py's.  Products are factored where the full product of
every slot would be dominated by one dimension: each factor is a complete product of the slots it
names (the docstring of each generator says which).
"""

# ruff: noqa: E501

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import DEFAULT_PTXAS, REG_FOR, label_all, regs  # noqa: E402

Case = tuple[str, str, str]  # family, body, version
ALL_TARGETS = ("sm_80", "sm_89", "sm_90a", "sm_100a", "sm_120a")
NEW_TARGETS = ("sm_90a", "sm_100a", "sm_120a")
TARGETS_OF = {"wgmma": NEW_TARGETS, "mma": ALL_TARGETS, "ldstmatrix": ALL_TARGETS,
              "redux": ALL_TARGETS, "f32x2": NEW_TARGETS, "mixed": NEW_TARGETS,
              "multimem": NEW_TARGETS, "cvt": ALL_TARGETS, "mma_sp": ("sm_80", "sm_90a", "sm_100a", "sm_120a")}
VERSIONS = ("6.0", "7.0", "7.8", "8.0", "8.3", "8.4", "8.5", "8.6", "8.7", "8.8", "9.0", "9.1")

BITS = {"f16": 16, "bf16": 16, "tf32": 32, "f32": 32, "f64": 64, "s32": 32, "e4m3": 8, "e5m2": 8,
        "e3m2": 8, "e2m3": 8, "e2m1": 8, "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}


# ---------------------------------------------------------------------------------- wgmma
WG_D = ("f16", "f32", "s32")
WG_AB = ("f16", "bf16", "tf32", "e4m3", "e5m2", "s8", "u8", "b1")
WG_K = {"f16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32, "s8": 32, "u8": 32, "b1": 256}
WG_NS = tuple(range(8, 257, 8)) + (1, 4, 12, 20, 36, 100, 264, 272)


def _wg_tail(a: str, reg_a: bool) -> str:
    """The immediate operands the manual's syntax block gives the atype's group."""
    if a in ("f16", "bf16"):
        return ", p1, 1, 1, 0" if reg_a else ", p1, 1, 1, 0, 0"
    if a in ("tf32", "e4m3", "e5m2"):
        return ", p1, 1, 1"
    return ", p1"


def _wg(m: int, n: int, k: int, d: str, a: str, b: str, mods: str = "", reg_a: bool = False) -> str:
    nd = max(1, m * n // 128 // (2 if d == "f16" else 1))
    dr = regs("f" if d == "f32" else "r", min(nd, 256))
    tail = ".and.popc" if a == "b1" and mods == "" else ""
    A = regs("r", 4, 280) if reg_a else "rd1"
    return f"wgmma.mma_async.sync.aligned.m{m}n{n}k{k}.{d}.{a}.{b}{mods}{tail} {dr}, {A}, rd2{_wg_tail(a, reg_a)};"


def wgmma_cases() -> Iterator[Case]:
    """(1) dtype x atype x btype x K, n = 8 and 240 (3*8*8*4*2 = 1,536);
    (2) every n of 8..256 step 8 and 8 others x the 17 dtype/atype/btype triples the manual's syntax
        block names (K of the atype), n in {16, 224, 256} for the other 175 triples;
    (3) modifiers {satfinite, and/xor/popc subsets} x dtype x atype x btype at m64n8 (192*6);
    (4) M in {32, 64, 128} x the 17 atype/btype/dtype triples of the syntax block (n 8);
    (5) register A for every triple x n {8, 240, 256}; (6) PTX 7.8 .. 9.1 for every triple x n {8, 256}."""
    F = "wgmma"
    triples = [("f16", "f16", "f16"), ("f32", "f16", "f16"), ("f32", "bf16", "bf16"), ("f32", "tf32", "tf32")]
    triples += [(d, a, b) for d in ("f16", "f32") for a in ("e4m3", "e5m2") for b in ("e4m3", "e5m2")]
    triples += [("s32", a, b) for a in ("s8", "u8") for b in ("s8", "u8")] + [("s32", "b1", "b1")]
    for d, a, b in itertools.product(WG_D, WG_AB, WG_AB):
        for k in (8, 16, 32, 256):
            for n in (8, 240):
                yield F, _wg(64, n, k, d, a, b), "8.7"
        for n in (WG_NS if (d, a, b) in triples else (16, 224, 256)):
            if n not in (8, 240):
                yield F, _wg(64, n, WG_K[a], d, a, b), "8.7"
        for mods in (".satfinite", ".and.popc", ".xor.popc", ".and", ".popc", ".satfinite.satfinite"):
            yield F, _wg(64, 8, WG_K[a], d, a, b, mods), "8.7"
    for d, a, b in triples:
        for m in (32, 128):
            yield F, _wg(m, 8, WG_K[a], d, a, b), "8.7"
        for n in (8, 240, 256):
            yield F, _wg(64, n, WG_K[a], d, a, b, reg_a=True), "8.7"
        for v in VERSIONS[2:]:
            for n in (8, 256):
                yield F, _wg(64, n, WG_K[a], d, a, b), v
    for sub, nops in (("fence", 0), ("commit_group", 0), ("wait_group", 1)):
        for q in (".sync.aligned", ".sync", ".aligned", ""):
            for v in ("7.8", "8.0", "9.1"):
                yield F, f"wgmma.{sub}{q}{' 0' if nops else ''};", v


# ---------------------------------------------------------------------------------- mma.sync
MMA_SHAPES = ("m8n8k4", "m8n8k16", "m8n8k32", "m8n8k128", "m16n8k4", "m16n8k8", "m16n8k16", "m16n8k32",
              "m16n8k64", "m16n8k128", "m16n8k256", "m16n16k16", "m8n8k8", "m16n8k2")
MMA_AB = ("f16", "bf16", "tf32", "f64", "e4m3", "e5m2", "e3m2", "e2m3", "e2m1", "s8", "u8", "s4", "u4", "b1")
MMA_DC = ("f16", "f32", "f64", "s32")
NATURAL = {"f16": "f32", "bf16": "f32", "tf32": "f32", "f64": "f64", "e4m3": "f32", "e5m2": "f32",
           "e3m2": "f32", "e2m3": "f32", "e2m1": "f32", "s8": "s32", "u8": "s32", "s4": "s32", "u4": "s32",
           "b1": "s32"}
HOME = {"f16": "m16n8k16", "bf16": "m16n8k16", "tf32": "m16n8k8", "f64": "m16n8k8", "e4m3": "m16n8k32",
        "e5m2": "m16n8k32", "e3m2": "m16n8k32", "e2m3": "m16n8k32", "e2m1": "m16n8k32", "s8": "m16n8k32",
        "u8": "m16n8k32", "s4": "m16n8k64", "u4": "m16n8k64", "b1": "m16n8k256"}


def _shape(s: str) -> tuple[int, int, int]:
    m, rest = s[1:].split("n")
    n, k = rest.split("k")
    return int(m), int(n), int(k)


def _mma_ops(shape: str, d: str, a: str, b: str, c: str, kind: bool = False) -> str:
    """Registers per thread from the manual's fragment sections: elements / 32 threads / elements
    per register (m8n8k4 .f16: four quad-pair copies; f64 fragments in .f64 registers)."""
    m, n, k = _shape(shape)
    copies = 4 if shape == "m8n8k4" and a == "f16" else 1

    def cnt(elems: int, t: str) -> int:
        per = 1 if t == "f64" else max(1, 32 // (8 if kind and t.startswith("e") else BITS[t]))
        return max(1, elems * copies // 32 // per)

    def cls(t: str) -> str:
        return {"f32": "f", "f64": "fd", "s32": "r"}.get(t, "r")

    nd, nc = cnt(m * n, d), cnt(m * n, c)
    na, nb = cnt(m * k, a), cnt(k * n, b)
    if a == "f64" or d == "f64":  # .f64 registers: D fd0.., A fd4.., B fd12.. (C aliases D)
        return (f"{regs(cls(d), nd)}, {regs(cls(a), min(na, 8), 4)}, {regs(cls(b), min(nb, 4), 12)}, "
                f"{regs(cls(c), nc)}")
    return f"{regs(cls(d), nd)}, {regs('r', na, 100)}, {regs('r', nb, 120)}, {regs(cls(c), nc, 140)}"


def _mma(shape: str, d: str, a: str, b: str, c: str, lay: str = ".row.col", mods: str = "") -> str:
    tail = ".xor.popc" if a == "b1" and mods == "" else ""
    return f"mma.sync.aligned.{shape}{lay}{mods}.{d}.{a}.{b}.{c}{tail} {_mma_ops(shape, d, a, b, c)};"


def mma_cases() -> Iterator[Case]:
    """Dense: (1) shape (14) x atype x btype (14 x 14), accumulator the atype's natural one (2,744);
    (1b) atype x btype x dtype = ctype in {f16, f32} at m16n8k8, m16n8k16 and the atype's largest K;
    (1c) m8n8k4 .f16: layouts {row,col}^2 x dtype x ctype; (1d) every shape x {xor.popc, and.popc,
    satfinite, rn} for b1, s4, u4, s8, f64;
    for every atype (= btype) at the shapes m8n8k4, m16n8k8, m16n8k16 and the atype's largest K:
    (2) dtype x ctype (16; m16n8k8 left out); (3) layouts {row,col}^2; (4) modifiers {satfinite,
    xor/and/popc, rn/rz}; (5) PTX 6.0 .. 8.7.
    kind: (6) kind {f8f6f4, mxf8f6f4, mxf4, mxf4nvf4, f16} x {block_scale or not} x scale_vec {-, 1X, 2X, 4X}
    x shape {m16n8k16, m16n8k32, m16n8k64} x stype {ue8m0, ue4m3}, e2m1/e2m1 f32; (7) kind x shape x
    atype x btype (5 x 5 f8f6f4 types) x dtype = ctype {f32, f16} (block-scaled: default scale_vec); (8) kind x dtype = ctype
    in {f16, f32} x shape; (9) PTX 8.6 .. 9.1 for each kind."""
    F = "mma"
    for shape in MMA_SHAPES:
        for a, b in itertools.product(MMA_AB, MMA_AB):
            dc = NATURAL[a]
            yield F, _mma(shape, dc, a, b, dc), "8.7"
    for a, b in itertools.product(MMA_AB, MMA_AB):
        for shape in sorted({HOME[a], "m16n8k8", "m16n8k16"}):
            for dc in ("f16", "f32"):
                yield F, _mma(shape, dc, a, b, dc), "8.7"
    for lay in (".row.col", ".row.row", ".col.col", ".col.row"):
        for d, c in itertools.product(MMA_DC, MMA_DC):
            yield F, _mma("m8n8k4", d, "f16", "f16", c, lay), "8.7"
    for a in ("b1", "s4", "u4", "s8", "f64"):
        for shape in MMA_SHAPES:
            for mods in (".xor.popc", ".and.popc", ".satfinite", ".rn"):
                yield F, _mma(shape, NATURAL[a], a, a, NATURAL[a], mods=mods), "8.7"
    for a in MMA_AB:
        for shape in sorted({HOME[a], "m8n8k4", "m16n8k8", "m16n8k16"}):
            for d, c in itertools.product(MMA_DC, MMA_DC):
                if (d, c) != (NATURAL[a], NATURAL[a]) and shape != "m16n8k8":
                    yield F, _mma(shape, d, a, a, c), "8.7"
            dc = NATURAL[a]
            for lay in (".row.row", ".col.col", ".col.row"):
                yield F, _mma(shape, dc, a, a, dc, lay), "8.7"
            for mods in (".satfinite", ".xor.popc", ".and.popc", ".popc", ".xor", ".rn", ".rz", ".rn.rz"):
                yield F, _mma(shape, dc, a, a, dc, mods=mods), "8.7"
            for v in ("6.0", "6.5", "7.0", "7.8", "8.0", "8.4", "8.7"):
                yield F, _mma(shape, dc, a, a, dc), v
    KINDS = ("f8f6f4", "mxf8f6f4", "mxf4", "mxf4nvf4", "f16")
    T5 = ("e4m3", "e5m2", "e3m2", "e2m3", "e2m1")

    def kind_line(kind, bs, sv, shape, d, a, b, st):
        m, n, k = _shape(shape)
        nd = 4 if d == "f32" else 2
        dreg = "f" if d == "f32" else "r"
        na = max(1, m * k // 32 // 4) if k >= 32 else 2
        nb = max(1, k * n // 32 // 4) if k >= 32 else 1
        q = f"mma.sync.aligned.{shape}.row.col.kind::{kind}{'.block_scale' if bs else ''}{sv}.{d}.{a}.{b}.{d}{st}"
        ops = f"{regs(dreg, nd)}, {regs('r', min(na, 4), 100)}, {regs('r', min(nb, 2), 120)}, {regs(dreg, nd, 140)}"
        if bs or st:
            ops += ", r10, {0, 0}, r11, {0, 0}"
        return f"{q} {ops};"

    for kind in KINDS:
        for bs in (False, True):
            for sv in ("", ".scale_vec::1X", ".scale_vec::2X", ".scale_vec::4X"):
                for shape in ("m16n8k16", "m16n8k32", "m16n8k64"):
                    for st in ("", ".ue8m0", ".ue4m3"):
                        yield F, kind_line(kind, bs, sv, shape, "f32", "e2m1", "e2m1", st), "9.1"
        for shape in ("m16n8k16", "m16n8k32", "m16n8k64"):
            bs = kind.startswith("mx")
            for a, b, d in itertools.product(T5, T5, ("f32", "f16")):
                yield F, kind_line(kind, bs, "", shape, d, a, b, ".ue8m0" if bs else ""), "9.1"
            for d in ("f16", "f32", "f64", "s32"):
                yield F, kind_line(kind, bs, "", shape, d, "e4m3", "e4m3", ".ue8m0" if bs else ""), "9.1"
                yield F, kind_line(kind, bs, "", shape, d, "e2m1", "e2m1", ".ue8m0" if bs else ""), "9.1"
            for v in ("8.6", "8.7", "8.8", "9.0"):
                for a in ("e4m3", "e2m1"):
                    yield F, kind_line(kind, bs, "", shape, "f32", a, a, ".ue8m0" if bs else ""), v
    for sv, st in (("2X", ".ue8m0"), ("4X", ".ue8m0"), ("4X", ".ue4m3")):
        for v in ("8.7", "8.8", "9.0", "9.1"):
            yield F, kind_line("mxf4nvf4", True, f".scale_vec::{sv}", "m16n8k64", "f32", "e2m1", "e2m1", st), v


# ---------------------------------------------------------------------------------- mma.sp (sparse A)
SP_SHAPES = ("m16n8k8", "m16n8k16", "m16n8k32", "m16n8k64", "m16n8k128", "m16n8k256", "m16n8k4")
SP_AB = ("f16", "bf16", "tf32", "e4m3", "e5m2", "e3m2", "e2m3", "e2m1", "s8", "u8", "s4", "u4", "f64", "b1")
SP_VARIANTS = (".sp", ".sp::ordered_metadata")
# the shapes each type's sparse syntax block names (manual 9.7.14.6.3), used for the factors below
SP_HOME = {"f16": ("m16n8k16", "m16n8k32"), "bf16": ("m16n8k16", "m16n8k32"), "tf32": ("m16n8k8", "m16n8k16"),
           "e4m3": ("m16n8k32", "m16n8k64"), "e5m2": ("m16n8k32", "m16n8k64"), "e3m2": ("m16n8k64",),
           "e2m3": ("m16n8k64",), "e2m1": ("m16n8k64",), "s8": ("m16n8k32", "m16n8k64"), "u8": ("m16n8k32", "m16n8k64"),
           "s4": ("m16n8k64", "m16n8k128"), "u4": ("m16n8k64", "m16n8k128"), "f64": ("m16n8k8",), "b1": ("m16n8k256",)}


def _sp(var: str, shape: str, d: str, a: str, b: str, c: str, lay: str = ".row.col", mods: str = "",
        kind: str = "", e: str = "r9", f: str = "0x0", da: int = 0, db: int = 0) -> str:
    """One sparse mma line, operands as the manual's sparse fragments count them: A holds 16 x K/2
    elements, B K x 8, C/D 4 elements a thread (two .f16 in a register); 8-bit containers for the
    .kind::f8f6f4 types; e the metadata, f the sparsity selector."""
    m, n, k = _shape(shape)
    bits = 8 if kind else BITS.get(a, 16)
    bbits = 8 if kind else BITS.get(b, 16)
    na = max(1, m * (k // 2) * bits // 1024) + da
    nb = max(1, k * n * bbits // 1024) + db
    nd = {"f32": 4, "f16": 2, "s32": 4, "f64": 4}[d]
    nc = {"f32": 4, "f16": 2, "s32": 4, "f64": 4}[c]
    dr = {"f32": "f", "f64": "fd"}.get(d, "r")
    cr = {"f32": "f", "f64": "fd"}.get(c, "r")
    q = f"mma{var}.sync.aligned.{shape}{lay}{mods}{kind}.{d}.{a}.{b}.{c}"
    return (f"{q} {regs(dr, nd)}, {regs('r', min(na, 8), 100)}, {regs('r', min(nb, 8), 120)}, "
            f"{regs(cr, nc, 8 if cr != 'r' else 140)}, {e}, {f};")


def mma_sp_cases() -> Iterator[Case]:
    """Sparse mma (mma.sp, mma.sp::ordered_metadata; labelled for sm_80, sm_90a, sm_100a, sm_120a):
    (1) variant x shape (7) x atype x btype (14 x 14), accumulator the atype's natural one (2,744);
    for every atype (= btype) at each of its sparse shapes (SP_HOME) and variant:
    (2) dtype x ctype in {f16, f32, s32, f64}^2; (3) layouts {row,col}^2; (4) modifiers {satfinite,
    rn, xor.popc, kind::f8f6f4, kind::f8f6f4 + satfinite}; (5) selector 0..4 and the metadata as an
    immediate or a 64-bit register; (6) A or B one register short; (7) PTX 7.0 .. 9.1;
    kind::f8f6f4: (8) variant x shape {k32, k64} x atype x btype (5 x 5) x dtype = ctype {f16, f32}."""
    F = "mma_sp"
    for var, shape in itertools.product(SP_VARIANTS, SP_SHAPES):
        for a, b in itertools.product(SP_AB, SP_AB):
            dc = NATURAL[a]
            yield F, _sp(var, shape, dc, a, b, dc), "9.0"
    for a in SP_AB:
        dc = NATURAL[a]
        for var, shape in itertools.product(SP_VARIANTS, SP_HOME[a]):
            for d, c in itertools.product(("f16", "f32", "s32", "f64"), repeat=2):
                if (d, c) != (dc, dc):
                    yield F, _sp(var, shape, d, a, a, c), "9.0"
            for lay in (".row.row", ".col.col", ".col.row"):
                yield F, _sp(var, shape, dc, a, a, dc, lay), "9.0"
            for mods, kind in ((".satfinite", ""), (".rn", ""), (".xor.popc", ""), ("", ".kind::f8f6f4"),
                               (".satfinite", ".kind::f8f6f4")):
                yield F, _sp(var, shape, dc, a, a, dc, mods=mods, kind=kind), "9.0"
            for sel in ("0x1", "2", "3", "4"):
                yield F, _sp(var, shape, dc, a, a, dc, f=sel), "9.0"
            for e in ("0", "rd9", "f9"):
                yield F, _sp(var, shape, dc, a, a, dc, e=e), "9.0"
            yield F, _sp(var, shape, dc, a, a, dc, da=-1), "9.0"
            yield F, _sp(var, shape, dc, a, a, dc, db=-1), "9.0"
            for v in ("7.0", "7.1", "7.8", "8.3", "8.4", "8.5", "8.6", "8.7", "8.8", "9.1"):
                yield F, _sp(var, shape, dc, a, a, dc), v
    T5 = ("e4m3", "e5m2", "e3m2", "e2m3", "e2m1")
    for var, shape in itertools.product(SP_VARIANTS, ("m16n8k32", "m16n8k64")):
        for a, b, dc in itertools.product(T5, T5, ("f16", "f32")):
            yield F, _sp(var, shape, dc, a, b, dc, kind=".kind::f8f6f4"), "9.0"


# ---------------------------------------------------------------------------------- ldmatrix / stmatrix
def ldst_cases() -> Iterator[Case]:
    """opcode {ld, st} x shape (5) x num {x1, x2, x4, x8} x {trans or not} x state space {shared, shared::cta, global} x type (6),
    register count = 32-bit registers per matrix (16x16: 2) x num; PTX 7.8 .. 9.1 for a few."""
    F = "ldstmatrix"
    shapes = ("m8n8", "m16n16", "m8n16", "m16n8", "m16n8k8")
    types = (".b16", ".b8", ".b8x16.b6x16_p32", ".b8x16.b4x16_p64", ".b32", ".b8x16")
    for op, shape, num, tr, ss, ty in itertools.product(("ldmatrix", "stmatrix"), shapes, (1, 2, 4, 8),
                                                          ("", ".trans"), (".shared", ".shared::cta", ".global"),
                                                          types):
        cnt = num * (2 if shape == "m16n16" else 1)
        head = f"{op}.sync.aligned.{shape}.x{num}{tr}{ss}{ty}"
        body = f"{head} {regs('r', cnt)}, [rd1];" if op == "ldmatrix" else f"{head} [rd1], {regs('r', cnt)};"
        yield F, body, "8.7"
        if ss == ".shared" and num == 1 and ty in (".b16", ".b8"):
            for v in ("7.0", "7.8", "8.0", "8.6", "9.0"):
                yield F, body, v


# ---------------------------------------------------------------------------------- seed families
def redux_cases() -> Iterator[Case]:
    """op x modifiers (abs/NaN subsets) x type, and PTX 8.0 .. 9.1 for the f32 forms."""
    F = "redux"
    regc = {"u32": "u", "s32": "s", "b32": "r", "f32": "f", "u64": "ud", "b64": "rd", "s64": "sd", "f16": "h",
            "f64": "fd"}
    for op, mods, ty in itertools.product(("add", "min", "max", "and", "or", "xor", "mul"),
                                          ("", ".abs", ".NaN", ".abs.NaN"), tuple(regc)):
        body = f"redux.sync.{op}{mods}.{ty} {regc[ty]}1, {regc[ty]}2, 0xffffffff;"
        yield F, body, "9.1"
        if ty in ("f32", "u32"):
            for v in ("7.0", "8.0", "8.5", "8.6"):
                yield F, body, v


def f32x2_cases() -> Iterator[Case]:
    """opcode x rounding x {ftz, sat, relu subsets} on .f32x2, and PTX 8.5 .. 9.1."""
    F = "f32x2"
    for opc, nsrc in (("add", 2), ("sub", 2), ("mul", 2), ("fma", 3), ("mad", 3), ("min", 2), ("max", 2),
                      ("neg", 1), ("abs", 1)):
        for rnd, mod in itertools.product(("", ".rn", ".rz", ".rm", ".rp", ".rna"),
                                          ("", ".ftz", ".sat", ".ftz.sat", ".relu")):
            srcs = ", ".join(f"rd{i + 2}" for i in range(nsrc))
            yield F, f"{opc}{rnd}{mod}.f32x2 rd1, {srcs};", "8.6"
        for v in ("8.5", "8.6", "8.7", "9.0"):
            yield F, f"{opc}.rn.f32x2 rd1, {', '.join(f'rd{i + 2}' for i in range(nsrc))};", v


def mixed_cases() -> Iterator[Case]:
    """opcode x rounding x modifier x dtype x atype of the mixed-precision add/sub/mul/fma."""
    F = "mixed"
    reg = {"f16": "h", "bf16": "h", "f32": "f", "f64": "fd", "e4m3": "c", "tf32": "r"}
    for (opc, form), rnd, sat, dt, at in itertools.product(
            (("add", "{d}1, {a}2, {d}3"), ("sub", "{d}1, {a}2, {d}3"), ("fma", "{d}1, {a}2, {a}3, {d}4"),
             ("mul", "{d}1, {a}2, {a}3")),
            ("", ".rn", ".rz", ".rm", ".rp", ".rna"), ("", ".sat", ".ftz", ".relu"), ("f32", "f16", "f64"),
            ("f16", "bf16", "f64", "e4m3", "tf32")):
        if at == dt:
            continue
        yield F, f"{opc}{rnd}{sat}.{dt}.{at} {form.format(d=reg[dt], a=reg[at])};", "8.6"


def multimem_cases() -> Iterator[Case]:
    """cp.reduce.async.bulk: redOp x {noftz} x type, PTX 8.6 .. 9.1."""
    F = "multimem"
    pre = "multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group"
    for op, nf, ty in itertools.product(("and", "or", "xor", "add", "inc", "dec", "min", "max"), ("", ".noftz"),
                                        ("f16", "bf16", "b32", "u32", "s32", "b64", "u64", "s64", "f32", "f64",
                                         "f16x2", "bf16x2", "e4m3", "u16")):
        yield F, f"{pre}.{op}{nf}.{ty} [rd1], [rd2], 64;", "9.1"
    for v in ("8.6", "8.7", "8.8", "9.0"):
        yield F, f"{pre}.add.u32 [rd1], [rd2], 64;", v


def cvt_cases() -> Iterator[Case]:
    """Scalar cvt: dtype x atype (the 8 integer types, f16, bf16, tf32, f32, f64) x rounding (11:
    none, rn rz rm rp, rni rzi rmi rpi, rna, rs) x modifier {none, ftz, sat, relu, satfinite}, each
    register of its type's class.  (The packed forms are in generate.py's corpus.)"""
    F = "cvt"
    types = ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "f16", "bf16", "tf32", "f32", "f64")
    for dt, at, rnd, mod in itertools.product(types, types, ("", ".rn", ".rz", ".rm", ".rp", ".rni", ".rzi",
                                                             ".rmi", ".rpi", ".rna", ".rs"),
                                              ("", ".ftz", ".sat", ".relu", ".satfinite")):
        yield F, f"cvt{rnd}{mod}.{dt}.{at} {REG_FOR[dt]}1, {REG_FOR[at]}2;", "9.1"


# packed / low-precision cvt types: lanes per register and register width (bits)
PACKED = {"f16x2": (2, 32), "bf16x2": (2, 32), "e4m3x2": (2, 16), "e5m2x2": (2, 16), "e2m1x2": (2, 8),
          "e2m3x2": (2, 16), "e3m2x2": (2, 16), "ue8m0x2": (2, 16), "e4m3x4": (4, 32), "e5m2x4": (4, 32),
          "e2m1x4": (4, 16), "e2m3x4": (4, 32), "e3m2x4": (4, 32), "f16": (1, 16), "bf16": (1, 16),
          "tf32": (1, 32), "f32": (1, 32)}
PACKED_SRC = ("f32", "f16x2", "bf16x2", "e4m3x2", "e5m2x2", "e2m1x2", "e2m3x2", "e3m2x2", "ue8m0x2", "f16",
              "bf16")
WIDTH_REG = {8: "c", 16: "h", 32: "r"}


def cvt_packed_cases() -> Iterator[Case]:
    """Packed / low-precision cvt: dtype (17) x atype (11) x rounding {none, rn, rz, rm, rp, rna, rs}
    x {none, relu, satfinite, relu.satfinite} at PTX 9.1, and at 9.2 for {none, rn, rz, rs}; the
    scalar-to-scalar pairs left to cvt_cases.  The
    operands follow the manual's semantics, not a syntax line: a register of the dtype's width; as
    many sources as the dtype has lanes per source lane (f32 sources one each, a vector of four
    for x4), in registers of the atype's width; an rbits register with .rs."""
    F = "cvt"
    for dt, at, rnd, mod in itertools.product(PACKED, PACKED_SRC, ("", ".rn", ".rz", ".rm", ".rp", ".rna", ".rs"),
                                              ("", ".relu", ".satfinite", ".relu.satfinite")):
        (ld, wd), (la, wa) = PACKED[dt], PACKED[at]
        if ld == la == 1:
            continue
        n = max(1, ld // la)
        src = "f" if at == "f32" else WIDTH_REG[wa]
        srcs = [f"{src}{2 + i}" for i in range(n)]
        ops = [f"{'f' if dt == 'f32' else WIDTH_REG[wd]}1"] + (["{" + ", ".join(srcs) + "}"] if n == 4 else srcs)
        if rnd == ".rs":
            ops.append("r9")
        yield F, f"cvt{rnd}{mod}.{dt}.{at} {', '.join(ops)};", "9.1"
        if rnd in ("", ".rn", ".rz", ".rs"):
            yield F, f"cvt{rnd}{mod}.{dt}.{at} {', '.join(ops)};", "9.2"


FAMILIES = {"wgmma": wgmma_cases, "mma": mma_cases, "ldstmatrix": ldst_cases, "redux": redux_cases,
            "f32x2": f32x2_cases, "mixed": mixed_cases, "multimem": multimem_cases, "cvt": cvt_cases,
            "cvt_packed": cvt_packed_cases, "mma_sp": mma_sp_cases}


def targets_of(fam: str, body: str) -> tuple[str, ...]:
    """The .kind forms of mma (PTX 8.6+) are labelled for the new targets only (sparse ones on all)."""
    return NEW_TARGETS if "kind::" in body and fam != "mma_sp" else TARGETS_OF[fam]


def all_cases() -> list[Case]:
    out: list[Case] = []
    seen: set[tuple[str, str]] = set()
    for gen in FAMILIES.values():
        for fam, body, ver in gen():
            if (body, ver) not in seen:
                seen.add((body, ver))
                out.append((fam, body, ver))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default=DEFAULT_PTXAS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="tests/data/isa/crossproduct.jsonl.gz")
    ap.add_argument("--family", default=None)
    ap.add_argument("--count", action="store_true")
    args = ap.parse_args()
    cases = [c for c in all_cases() if args.family in (None, c[0])]
    jobs = [(fam, body, ver, t) for fam, body, ver in cases for t in targets_of(fam, body)]
    if args.count:
        print(len(cases), "bodies", len(jobs), "records", Counter(j[0] for j in jobs))
        return
    label_all(jobs, args.ptxas, args.jobs, args.out)

if __name__ == "__main__":
    main()
