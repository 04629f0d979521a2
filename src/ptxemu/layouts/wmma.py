"""wmma fragment layouts (manual 9.7.14.4.1 leaves them unspecified: these are the H100's, read off
tools/truth/wmma's recording, where every element of A, B and C held a distinct code).

On sm_90 ptxas executes wmma.mma as mma.sync instructions side by side (the SASS of the recorded
kernels: two HMMA.16816 / IMMA.16816 for the 16-element shapes, one DMMA.884 / IMMA.8832 /
BMMA.88128 for the 8x8 shapes), and a wmma fragment is those instructions' fragments in a row:

- m16n16k16 (and tf32 m16n16k8): A is the base A fragment; B and C/D are two base fragments, the
  columns 0-7 then 8-15;
- m32n8k16: A and C/D are two base fragments, rows 0-15 then 16-31; B is one;
- m8n32k16: the transpose of m32n8k16 (D^T = B^T A^T + C^T): A is a base B fragment of A^T, B and
  C/D two base A / C fragments of B^T / C^T, columns 0-15 then 16-31;
- m8n8k4 f64, m8n8k32 s4/u4, m8n8k128 b1: the base fragments.

The fragment does not depend on the load's .row/.col (every recorded pair of layouts gave the same
registers). The .f16 a/b fragments hold more registers than the matrix needs (8 where bf16 holds 4
or 2): wmma.load fills them with copies of the first base fragment(s) and wmma.mma reads only the
first copy (the recording perturbs each half of the registers).

`layout(name, operand)` gives the whole fragment (copies included) as a `Layout` in the wmma
matrix's coordinates; `tiles(...)` the mma.sync executions of a wmma.mma with the registers each
reads and writes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ptxemu.errors import PtxError
from ptxemu.layouts.core import Layout
from ptxemu.layouts.forms import TYPE_BITS

SHAPES = {
    "m16n16k16": (16, 16, 16),
    "m32n8k16": (32, 8, 16),
    "m8n32k16": (8, 32, 16),
    "m16n16k8": (16, 16, 8),
    "m8n8k4": (8, 8, 4),
    "m8n8k32": (8, 8, 32),
    "m8n8k128": (8, 8, 128),
}
# the base mma.sync shape of each multiplicand type
_BASE_SHAPE = {
    "f16": "m16n8k16",
    "bf16": "m16n8k16",
    "s8": "m16n8k16",
    "u8": "m16n8k16",
    "tf32": "m16n8k8",
    "f64": "m8n8k4",
    "s4": "m8n8k32",
    "u4": "m8n8k32",
    "b1": "m8n8k128",
}
# multiplicand type of the accumulator-only names (wmma.load.c / wmma.store.d): the shape decides
# the tiling, and every 16-element shape tiles m16n8 accumulators alike
_SHAPE_AB = {
    "m16n16k16": "f16",
    "m32n8k16": "f16",
    "m8n32k16": "f16",
    "m16n16k8": "tf32",
    "m8n8k4": "f64",
    "m8n8k32": "s4",
    "m8n8k128": "b1",
}


def base_name(ab: str, ct: str, dt: str | None = None, mods: str = "") -> str:
    """The mma.sync form a wmma tile runs (its layouts and its arithmetic)."""
    dt = dt or ct
    s = _BASE_SHAPE[ab]
    if ab == "f16":
        return f"mma.sync.aligned.{s}.row.col.{dt}.f16.f16.{ct}"
    if ab == "b1":  # the layouts are .and's and .xor's alike
        return f"mma.sync.aligned.{s}.row.col.s32.b1.b1.s32{mods or '.and'}.popc"
    if ab == "f64":
        return f"mma.sync.aligned.{s}.row.col{mods}.f64.f64.f64.f64"
    d = {"bf16": "f32", "tf32": "f32"}.get(ab, "s32")
    return f"mma.sync.aligned.{s}.row.col.{d}.{ab}.{ab}.{d}{mods}"


@dataclass(frozen=True)
class Piece:
    """One base fragment inside a wmma fragment: base operand, first wmma register, where the base
    matrix sits in the wmma matrix, and whether it is stored transposed (m8n32k16)."""

    operand: str
    reg0: int
    row0: int
    col0: int
    transposed: bool = False


def _base(ab: str, t: str, operand: str) -> Layout:
    from ptxemu.layouts.fragments import cached

    ct = t if operand in "cd" else ("f32" if ab == "f16" else None)
    if ab == "f16" and operand in "cd":
        return cached(base_name("f16", t), operand, ())
    ct = ct or {"bf16": "f32", "tf32": "f32", "f64": "f64"}.get(ab, "s32")
    return cached(base_name(ab, ct), operand, ())


def _copies(ab: str, shape: str, operand: str) -> int:
    """Copies of the a/b fragment: .f16 fragments are 8 registers whatever the matrix size."""
    if ab != "f16" or operand not in "ab":
        return 1
    M, N, K = SHAPES[shape]
    elems = M * K if operand == "a" else K * N
    return 16 * 32 // elems


def pieces(ab: str, shape: str, operand: str, t: str) -> list[Piece]:
    """The base fragments of a wmma fragment (first copy only)."""
    base = {o: _base(ab, t, o) for o in ("a", "b")} if operand in "ab" else {"c": _base(ab, t, operand)}
    if shape in ("m8n8k4", "m8n8k32", "m8n8k128"):
        return [Piece(operand if operand in "ab" else "c", 0, 0, 0)]
    if operand in "cd":
        rc = base["c"].regs
        if shape == "m32n8k16":
            return [Piece("c", 0, 0, 0), Piece("c", rc, 16, 0)]
        if shape == "m8n32k16":
            return [Piece("c", 0, 0, 0, True), Piece("c", rc, 0, 16, True)]
        return [Piece("c", 0, 0, 0), Piece("c", rc, 0, 8)]
    ra, rb = base["a"].regs, base["b"].regs
    if shape == "m32n8k16":
        return [Piece("a", 0, 0, 0), Piece("a", ra, 16, 0)] if operand == "a" else [Piece("b", 0, 0, 0)]
    if shape == "m8n32k16":  # A^T is a base B fragment, B^T two base A fragments
        return (
            [Piece("b", 0, 0, 0, True)]
            if operand == "a"
            else [Piece("a", 0, 0, 0, True), Piece("a", ra, 0, 16, True)]
        )
    return [Piece("a", 0, 0, 0)] if operand == "a" else [Piece("b", 0, 0, 0), Piece("b", rb, 0, 8)]


def _parse(name: str, operand: str) -> tuple[str, str, str, str]:
    """(multiplicand type, shape, operand, element type) of a wmma name and operand."""
    q = name.strip().rstrip(";").split()[0].split(".")
    if q[0] != "wmma":
        raise PtxError(f"'{name}' is not a wmma instruction")
    shape = next((x for x in q if x in SHAPES), None)
    if shape is None:
        raise PtxError(f"'{name}': no wmma shape ({', '.join(SHAPES)})")
    types = [x for x in q if x in TYPE_BITS]
    op = operand.lower().lstrip("%")
    if len(q) > 2 and q[1] in ("load", "store"):
        frag = q[2]
        if op not in (frag, "r"):
            raise PtxError(f"'{name}' moves fragment {frag}, not '{operand}'")
        op = frag
        t = types[-1]
        ab = t if frag in "ab" else _SHAPE_AB[shape]
        if frag in "cd" and t == "s32" and _BASE_SHAPE[ab] == "m16n8k16":
            ab = "s8"
        return ab, shape, op, t
    if op not in ("a", "b", "c", "d"):
        raise PtxError(f"wmma.mma has operands a, b, c, d, not '{operand}'")
    if len(types) == 2:  # .f16 multiplicands: dtype.ctype
        dt, ct, ab = types[0], types[1], "f16"
    else:
        dt, ab, _, ct = types
    return ab, shape, op, {"a": ab, "b": ab, "c": ct, "d": dt}[op]


@lru_cache(maxsize=512)
def layout(name: str, operand: str) -> Layout:
    """The whole wmma fragment of `operand` of `name` (wmma.load.a..., wmma.mma..., with operand
    'a'/'b'/'c'/'d'; for wmma.load/store the fragment letter or 'r'), copies included."""
    ab, shape, op, t = _parse(name, operand)
    M, N, K = SHAPES[shape]
    rows, cols = {"a": (M, K), "b": (K, N), "c": (M, N), "d": (M, N)}[op]
    ps = pieces(ab, shape, op, t)
    bases = {p.operand: _base(ab, t, p.operand) for p in ps}
    per_copy = sum(bases[p.operand].regs for p in ps)
    cols_ = {k: [] for k in ("thread", "reg", "slot", "row", "col")}
    for c in range(_copies(ab, shape, op)):
        for p in ps:
            b = bases[p.operand]
            r, cc = (b.col, b.row) if p.transposed else (b.row, b.col)
            cols_["thread"].append(b.thread)
            cols_["reg"].append(b.reg + p.reg0 + c * per_copy)
            cols_["slot"].append(b.slot)
            cols_["row"].append(r + p.row0)
            cols_["col"].append(cc + p.col0)
    arr = {k: np.ascontiguousarray(np.concatenate(v), dtype=np.int32) for k, v in cols_.items()}
    for x in arr.values():
        x.flags.writeable = False
    b0 = bases[ps[0].operand]
    copies = _copies(ab, shape, op)
    return Layout(
        name,
        op,
        rows,
        cols,
        32,
        per_copy * copies,
        b0.slots,
        b0.bits,
        arr["thread"],
        arr["reg"],
        arr["slot"],
        arr["row"],
        arr["col"],
        reg_bits=b0.reg_bits,
        copies=copies,
        element_type=t,
        note="H100 recording (tools/truth/wmma): mma.sync fragments side by side",
    )


@dataclass(frozen=True)
class Tile:
    """One mma.sync of a wmma.mma: which wmma registers feed its a, b and c and receive its d.
    `a_from`/`b_from` name the wmma operand (m8n32k16 swaps them: its tiles compute D^T)."""

    a_from: str
    a_regs: tuple[int, ...]
    b_from: str
    b_regs: tuple[int, ...]
    c_regs: tuple[int, ...]
    d_regs: tuple[int, ...]


def tiles(ab: str, shape: str, ct: str, dt: str) -> list[Tile]:
    """The mma.sync executions of wmma.mma (each reads the first copy of .f16 a/b)."""
    ba, bb = _base(ab, ct, "a"), _base(ab, ct, "b")
    bc, bd = _base(ab, ct, "c"), _base(ab, dt, "d")
    rng = lambda r0, n: tuple(range(r0, r0 + n))  # noqa: E731
    if shape in ("m8n8k4", "m8n8k32", "m8n8k128"):
        return [Tile("a", rng(0, ba.regs), "b", rng(0, bb.regs), rng(0, bc.regs), rng(0, bd.regs))]
    out = []
    for t in range(2):
        c, d = rng(t * bc.regs, bc.regs), rng(t * bd.regs, bd.regs)
        if shape == "m32n8k16":
            out.append(Tile("a", rng(t * ba.regs, ba.regs), "b", rng(0, bb.regs), c, d))
        elif shape == "m8n32k16":
            out.append(Tile("b", rng(t * ba.regs, ba.regs), "a", rng(0, bb.regs), c, d))
        else:
            out.append(Tile("a", rng(0, ba.regs), "b", rng(t * bb.regs, bb.regs), c, d))
    return out


def parse_mma(name: str) -> tuple[str, str, str, str, str, str, str]:
    """(multiplicand type, shape, ctype, dtype, alayout, blayout, modifiers) of a wmma.mma name."""
    q = name.split(".")
    shape = next((x for x in q if x in SHAPES), None)
    types = [x for x in q if x in TYPE_BITS]
    lay = [x for x in q if x in ("row", "col")]
    if shape is None or len(lay) != 2 or len(types) not in (2, 4):
        raise PtxError(f"'{name}' is not a wmma.mma form")
    if len(types) == 2:
        dt, ct, ab = types[0], types[1], "f16"
    else:
        dt, ab, _, ct = types
    mods = "".join("." + x for x in q if x in ("satfinite", "rn", "rz", "rm", "rp", "xor", "and"))
    return ab, shape, ct, dt, lay[0], lay[1], mods


def is_wmma(name: str) -> bool:
    return re.match(r"\s*wmma\.", name) is not None
