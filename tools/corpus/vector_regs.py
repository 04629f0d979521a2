"""ptxas's verdicts on vector registers and the other last corners of the grammar (issue 30).

    python3 tools/corpus/vector_regs.py     # writes tests/data/isa/vector_regs.jsonl.gz (ptxas 13.0)

A sweep, not a list of examples: every `.reg .vN .T` declaration (N in 2/3/4/8, every type), every
`mov.vN.T` with vector registers and braces on either side, packing a whole vector register into a
scalar and back, every member `.x .y .z .w .r .g .b .a` of every vector shape read and written, the
members in the scalar operand positions of ~40 instructions, whole vector registers in every
instruction that takes a vector operand (ld/st/ldu .vN, atom/red vectors, mma/wmma/ldmatrix/stmatrix
fragments, tex coordinates and results, tensor coordinates, shfl/cvt where they must be refused),
vector and array `.reg` parameters of `.func`, `reg + imm` as a value operand in every position,
`.noftz` half atomics with a state space and cp.async from an initialised `.global` array.

Each record: family, the case's declarations and line (or a whole module), ptxas -arch=sm_90a's
verdict and its first message. tests/isa/test_vector_regs.py holds ptxemu.check to every verdict.
"""

# ruff: noqa: E501  (tables of PTX lines: one case per line reads better than wrapped rows)

from __future__ import annotations

import gzip
import json
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "tests" / "data" / "isa" / "vector_regs.jsonl.gz"
PTXAS = os.environ.get("PTXAS", "ptxas")

# every fundamental type a register can have (.bf16/.bf16x2 are not register types for ptxas 13.0)
TYPES = ["b8", "u8", "s8", "b16", "u16", "s16", "f16", "b32", "u32", "s32", "f32", "f16x2", "b64", "u64",
         "s64", "f64", "b128"]
BITS = {t: int("".join(c for c in t.split("x")[0] if c.isdigit())) * (2 if t.endswith("x2") else 1)
        for t in TYPES}
SCALARS = " ".join(f".reg .{t} s_{t};" for t in TYPES) + " .reg .pred s_pred;"
MEMBERS = "xyzwrgba"


def module(decls: str, line: str) -> str:
    """One kernel: a scalar register `s_T` of every type, %a a global address, the case's own
    declarations and line, and a shared/const/global array and texture to point at."""
    return (
        ".version 8.7\n.target sm_90a\n.address_size 64\n"
        ".global .texref tex0;\n.global .align 16 .b32 gin[4] = {1, 2, 3, 4};\n.const .align 16 .b32 cin[8];\n"
        ".visible .entry k(.param .u64 p)\n{\n"
        f".reg .b64 %a;\n{SCALARS}\n.shared .align 16 .b8 smem[256];\n{decls}\n"
        f"ld.param.u64 %a, [p];\n{line}\nret;\n}}\n"
    )


def text_of(rec: dict) -> str:
    return rec["module"] if "module" in rec else module(rec["decls"], rec["line"])


def vname(n: int, t: str) -> str:
    return f"v{n}_{t}"


def vdecl(n: int, t: str, name: str | None = None) -> str:
    return f".reg .v{n} .{t} {name or vname(n, t)};"


def legal(n: int, t: str) -> bool:
    """The shapes a vector register may have (manual 5.4.2: .v2/.v4, at most 128 bits)."""
    return n in (2, 4) and BITS[t] * n <= 128


def scalars(t: str, n: int) -> str:
    return "{" + ", ".join([f"s_{t}"] * n) + "}"


def cases() -> list[dict]:
    out: list[dict] = []

    def add(family: str, decls: str, line: str) -> None:
        out.append({"family": family, "decls": decls, "line": line})

    # 1. declarations: every length and type, arrays, ranges, spellings
    for n in (2, 3, 4, 8):
        for t in [*TYPES, "pred", "bf16", "e4m3"]:
            add("decl", vdecl(n, t), "")
    for d in (".reg .v2 .u32 a[2];", ".reg .u32 a[2];", ".reg .v2 .u32 a<3>;", ".reg .v4.u16 a;",
              ".reg.v4.u16 a;", ".reg .v2 .u32 a, b, c;", ".reg .u32 .v2 a;", ".reg .v4 .v2 .u16 a;",
              ".reg .align 8 .v2 .u32 a;"):
        add("decl", d, "")

    # 2. mov.vN.T: every shape with registers and braces on either side
    for n in (2, 4, 8):
        for t in TYPES:
            v, d = vname(n, t), vdecl(n, t)
            other = 4 if n == 2 else 2
            w = vname(other, t)
            dw = d + " " + vdecl(other, t)
            add("mov", d, f"mov.v{n}.{t} {v}, {scalars(t, n)};")
            add("mov", d, f"mov.v{n}.{t} {scalars(t, n)}, {v};")
            add("mov", d + " " + vdecl(n, t, "u_" + v), f"mov.v{n}.{t} {v}, u_{v};")
            add("mov", d, f"mov.v{n}.{t} {v}, {v};")
            add("mov", "", f"mov.v{n}.{t} {scalars(t, n)}, {scalars(t, n)};")
            add("mov", d, f"mov.v{n}.{t} {v}, {{{', '.join(['1'] * n)}}};")
            add("mov", dw, f"mov.v{n}.{t} {v}, {w};")
            add("mov", d, f"mov.v{n}.{t} {v}, s_{t};")
            add("mov", d, f"mov.{t} s_{t}, {v};")
    # a brace of members on the other side
    for n, t in ((2, "u32"), (4, "u16"), (4, "f32"), (2, "f64"), (4, "b8")):
        v, d = vname(n, t), vdecl(n, t)
        mem = "{" + ", ".join(f"{v}.{MEMBERS[k]}" for k in reversed(range(n))) + "}"
        add("mov", d, f"mov.v{n}.{t} {v}, {mem};")
        add("mov", d, f"mov.v{n}.{t} {mem}, {v};")
        add("mov", d, f"mov.v{n}.{t} {mem}, {scalars(t, n)};")
    for n, t in ((2, "u32"), (4, "u16")):  # a member next to an immediate in a brace
        v, d = vname(n, t), vdecl(n, t)
        add("mov", d, f"mov.v{n}.{t} {v}, {{{v}.y, {', '.join(['7'] * (n - 1))}}};")
        add("mov", d, f"mov.v{n}.{t} {v}, {{7, {', '.join([f'{v}.x'] * (n - 1))}}};")

    # 3. a whole vector register packed into a scalar, and unpacked from one (mov.bW)
    for n in (2, 4):
        for t in TYPES:
            if not legal(n, t):
                continue
            v, d = vname(n, t), vdecl(n, t)
            for w in ("b16", "b32", "b64", "b128"):
                add("pack", d, f"mov.{w} s_{w}, {v};")
                add("pack", d, f"mov.{w} {v}, s_{w};")

    # 4. every member of every legal shape, read and written
    for n in (2, 4):
        for t in TYPES:
            if not legal(n, t):
                continue
            v, d = vname(n, t), vdecl(n, t)
            for m in MEMBERS:
                add("member", d, f"mov.{t} s_{t}, {v}.{m};")
                add("member", d, f"mov.{t} {v}.{m}, s_{t};")
    for bad in ("X", "xy", "u", "0", "lo"):
        add("member", vdecl(4, "u32"), f"mov.u32 s_u32, {vname(4, 'u32')}.{bad};")
    add("member", "", "mov.u32 s_u32, s_u32.x;")  # a member of a scalar
    add("member", vdecl(2, "u32"), "mov.u32 s_u32, %tid.x;")

    # 5. members (and whole vectors) in the scalar operand positions of many instructions: {X} is
    # the slot; (type of the slot, template)
    slots = [
        ("u32", "add.u32 {X}, s_u32, s_u32;"), ("u32", "add.u32 s_u32, {X}, 1;"),
        ("u32", "sub.u32 s_u32, 5, {X};"), ("u32", "mul.lo.u32 s_u32, {X}, {X};"),
        ("u32", "mad.lo.u32 s_u32, s_u32, {X}, s_u32;"), ("u32", "mul.wide.u32 s_u64, {X}, s_u32;"),
        ("u16", "cvt.rn.f32.u16 s_f32, {X};"), ("u16", "cvt.u32.u16 s_u32, {X};"),
        ("u16", "cvt.u16.u32 {X}, s_u32;"), ("f32", "cvt.rzi.s32.f32 s_s32, {X};"),
        ("f32", "cvt.rn.f16.f32 s_f16, {X};"), ("f32", "fma.rn.f32 s_f32, {X}, s_f32, {X};"),
        ("f32", "add.f32 {X}, s_f32, 0f3F800000;"), ("f32", "ex2.approx.f32 {X}, {X};"),
        ("f64", "add.rn.f64 s_f64, {X}, s_f64;"), ("f64", "cvt.rn.f32.f64 s_f32, {X};"),
        ("u32", "setp.lt.u32 s_pred, {X}, 7;"), ("u32", "selp.u32 s_u32, {X}, s_u32, s_pred;"),
        ("u32", "shl.b32 s_b32, s_b32, {X};"), ("b32", "lop3.b32 s_b32, {X}, s_b32, {X}, 0x96;"),
        ("b32", "prmt.b32 s_b32, {X}, s_b32, 0x3210;"), ("b32", "popc.b32 s_u32, {X};"),
        ("u32", "bfe.u32 s_u32, {X}, 4, 8;"), ("b32", "brev.b32 {X}, s_b32;"),
        ("u32", "min.u32 s_u32, {X}, s_u32;"), ("s32", "abs.s32 {X}, s_s32;"),
        ("b32", "shfl.sync.bfly.b32 {X}, s_b32, 1, 31, -1;"), ("b32", "shfl.sync.bfly.b32 s_b32, {X}, 1, 31, -1;"),
        ("u32", "ld.global.u32 {X}, [%a];"), ("u32", "st.global.u32 [%a], {X};"),
        ("u32", "ld.shared.u32 {X}, [smem];"), ("u32", "st.shared.u32 [smem+4], {X};"),
        ("u32", "ld.global.v2.u32 {{X}, s_u32}, [%a];"), ("u32", "st.global.v4.u32 [%a], {s_u32, {X}, s_u32, s_u32};"),
        ("u32", "atom.global.add.u32 {X}, [%a], s_u32;"), ("u32", "atom.global.add.u32 s_u32, [%a], {X};"),
        ("u32", "atom.global.cas.b32 s_b32, [%a], {X}, {X};"), ("u32", "red.global.add.u32 [%a], {X};"),
        ("b32", "mov.b64 {{X}, s_b32}, s_b64;"), ("b32", "mov.b64 s_b64, {s_b32, {X}};"),
        ("u64", "cvta.to.global.u64 s_u64, {X};"), ("u64", "ld.global.u32 s_u32, [{X}];"),
        ("u64", "ld.global.u32 s_u32, [{X}+4];"), ("u32", "bar.sync 0, {X};"),
        ("u32", "vote.sync.ballot.b32 {X}, s_pred, -1;"), ("u32", "activemask.b32 {X};"),
        ("u32", "mov.u32 {X}, %tid.x;"), ("f16", "add.f16 {X}, s_f16, s_f16;"),
        ("f16x2", "fma.rn.f16x2 s_f16x2, {X}, s_f16x2, s_f16x2;"),
        ("u32", "st.global.v2.u32 [%a], {{X}, 7};"), ("u32", "st.global.v2.u32 [%a], {7, {X}};"),
        ("u32", "cp.async.ca.shared.global [smem], [%a], 4, {X};"),
    ]
    for ty, tpl in slots:
        for n in (2, 4):
            if not legal(n, ty):
                continue
            v, d = vname(n, ty), vdecl(n, ty)
            add("position", d, tpl.replace("{X}", f"{v}.x"))
            add("position", d, tpl.replace("{X}", f"{v}.{MEMBERS[n - 1]}"))
            add("position", d, tpl.replace("{X}", v))  # the whole vector in a scalar slot
        # a member of a vector of another element type (the relaxed rules still apply)
        o = {"u32": "s32", "s32": "u32", "b32": "f32", "f32": "b32", "u16": "b16", "f16": "b16",
             "u64": "b64", "f64": "b64", "f16x2": "b32"}.get(ty, "b32")
        if legal(2, o):
            add("position", vdecl(2, o), tpl.replace("{X}", f"{vname(2, o)}.y"))
        add("position", vdecl(4, "u8"), tpl.replace("{X}", f"{vname(4, 'u8')}.z"))

    # 6. whole vector registers where an instruction takes a vector operand
    for n in (2, 4):
        for t in TYPES:
            if not legal(n, t):
                continue
            v, d = vname(n, t), vdecl(n, t)
            add("operand", d, f"ld.global.v{n}.{t} {v}, [%a];")
            add("operand", d, f"st.global.v{n}.{t} [%a], {v};")
            add("operand", d, f"ld.shared.v{n}.{t} {v}, [smem];")
            add("operand", d, f"st.local.v{n}.{t} [%a], {v};")
            add("operand", d, f"ld.global.nc.v{n}.{t} {v}, [%a+16];")
            add("operand", d, f"ldu.global.v{n}.{t} {v}, [%a];")
            add("operand", d, f"ld.const.v{n}.{t} {v}, [cin];")
            other = 4 if n == 2 else 2
            add("operand", d, f"ld.global.v{other}.{t} {v}, [%a];")
            add("operand", d, f"st.global.v{other}.{t} [%a], {v};")
            add("operand", d, f"ld.global.{t} {v}, [%a];")
            add("operand", d, f"st.global.{t} [%a], {v};")
    for n, t in ((2, "u32"), (4, "u16"), (4, "f32")):  # a vector of another type of the same width
        for o in ("b", "s", "f", "u"):
            ot = o + t[1:]
            if ot in TYPES and ot != t:
                add("operand", vdecl(n, ot), f"ld.global.v{n}.{t} {vname(n, ot)}, [%a];")
                add("operand", vdecl(n, ot), f"st.global.v{n}.{t} [%a], {vname(n, ot)};")
    add("operand", vdecl(4, "u32"), f"ld.global.v4.u16 {vname(4, 'u32')}, [%a];")
    add("operand", vdecl(4, "u16"), f"ld.global.v4.u32 {vname(4, 'u16')}, [%a];")
    vec_ops = [
        (vdecl(2, "f32"), "atom.global.add.v2.f32 v2_f32, [%a], v2_f32;"),
        (vdecl(4, "f32"), "atom.global.add.v4.f32 v4_f32, [%a], v4_f32;"),
        (vdecl(4, "f32"), "red.global.add.v4.f32 [%a], v4_f32;"),
        (vdecl(4, "b16"), "atom.global.add.noftz.v4.f16 v4_b16, [%a], v4_b16;"),
        (vdecl(4, "f16"), "red.global.add.noftz.v4.f16 [%a], v4_f16;"),
        (vdecl(4, "b16"), "red.global.max.noftz.v4.bf16 [%a], v4_b16;"),
        (vdecl(2, "b32"), "red.global.add.noftz.v2.f16x2 [%a], v2_b32;"),
        (vdecl(4, "u32"), "atom.global.add.v4.f32 v4_u32, [%a], v4_u32;"),
        (vdecl(4, "f32") + vdecl(4, "b32") + vdecl(2, "b32", "fb"),
         "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 v4_f32, v4_b32, fb, v4_f32;"),
        (vdecl(4, "f32") + vdecl(4, "b32") + vdecl(2, "b32", "fb"),
         "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {v4_f32.x, v4_f32.y, v4_f32.z, v4_f32.w}, "
         "{v4_b32.x, v4_b32.y, v4_b32.z, v4_b32.w}, {fb.x, fb.y}, {s_f32, s_f32, s_f32, s_f32};"),
        (vdecl(2, "f32") + vdecl(2, "b32"), "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 "
         "{s_f32, s_f32, s_f32, s_f32}, v2_b32, s_b32, {s_f32, s_f32, s_f32, s_f32};"),
        (vdecl(4, "b32"), "ldmatrix.sync.aligned.m8n8.x4.shared.b16 v4_b32, [smem];"),
        (vdecl(2, "b32"), "ldmatrix.sync.aligned.m8n8.x2.shared.b16 v2_b32, [smem];"),
        (vdecl(4, "b32"), "ldmatrix.sync.aligned.m8n8.x2.shared.b16 v4_b32, [smem];"),
        (vdecl(4, "b32"), "stmatrix.sync.aligned.m8n8.x4.shared.b16 [smem], v4_b32;"),
        (vdecl(4, "b32"), "movmatrix.sync.aligned.m8n8.trans.b16 v4_b32.x, v4_b32.y;"),
        (vdecl(4, "f32") + vdecl(2, "f32"), "tex.2d.v4.f32.f32 v4_f32, [tex0, v2_f32];"),
        (vdecl(4, "f32"), "tex.2d.v4.f32.f32 v4_f32, [tex0, {s_f32, s_f32}];"),
        (vdecl(4, "u32") + vdecl(4, "s32"), "tex.3d.v4.u32.s32 v4_u32, [tex0, v4_s32];"),
        (vdecl(4, "f32"), "tex.2d.v4.f32.f32 {v4_f32.x, v4_f32.y, v4_f32.z, v4_f32.w}, [tex0, {s_f32, s_f32}];"),
        (vdecl(2, "s32"), "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes "
         "[smem], [%a, v2_s32], [smem+128];"),
        (vdecl(2, "s32"), "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes "
         "[smem], [%a, {v2_s32.x, v2_s32.y}], [smem+128];"),
        (vdecl(4, "f32"), "multimem.ld_reduce.relaxed.sys.global.add.v4.f32 v4_f32, [%a];"),
        (vdecl(4, "f32"), "multimem.st.relaxed.sys.global.v4.f32 [%a], v4_f32;"),
        (vdecl(4, "b32"), "wmma.load.a.sync.aligned.row.m16n16k16.global.f16 "
         "{v4_b32.x, v4_b32.y, v4_b32.z, v4_b32.w, s_b32, s_b32, s_b32, s_b32}, [%a], 16;"),
        (vdecl(4, "b32"), "wmma.load.a.sync.aligned.row.m16n16k8.global.tf32 v4_b32, [%a], 16;"),
        (vdecl(4, "b32"), "wmma.load.a.sync.aligned.row.m16n16k8.global.tf32 {v4_b32.x, v4_b32.y, v4_b32.z, v4_b32.w}, [%a], 16;"),
        (vdecl(4, "f32"), "multimem.ld_reduce.relaxed.sys.global.add.v4.f32 {v4_f32.x, v4_f32.y, v4_f32.z, v4_f32.w}, [%a];"),
        (vdecl(4, "f32"), "tex.2d.v4.f32.f32 v4_f32, [tex0, s_f32];"),
        (vdecl(4, "f32") + vdecl(4, "f32", "c4"), "tex.2d.v4.f32.f32 v4_f32, [tex0, c4];"),
        (vdecl(2, "u32"), "shfl.sync.bfly.b32 v2_u32, s_b32, 1, 31, -1;"),
        (vdecl(2, "u32"), "cvt.u64.u32 s_u64, v2_u32;"),
        (vdecl(2, "u32"), "st.async.shared::cluster.mbarrier::complete_tx::bytes.v2.u32 [smem], v2_u32, [smem+8];"),
        (vdecl(4, "u32"), "st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [smem], v4_u32, [smem+8];"),
        (vdecl(2, "b32"), "mov.b64 {v2_b32.x, v2_b32.y}, s_b64;"),
        (vdecl(4, "f32"), "ld.global.v8.f32 {v4_f32.x, v4_f32.y, v4_f32.z, v4_f32.w, s_f32, s_f32, s_f32, s_f32}, [%a];"),
        (vdecl(2, "u32"), "@v2_u32.x bra.uni $L;\n$L:"),
        (vdecl(2, "u32"), "setp.eq.u32 v2_u32.x|s_pred, s_u32, 1;"),
    ]
    for d, line in vec_ops:
        add("operand", d, line)

    # 7. register plus immediate as a value operand: every position
    ri = [
        "st.global.u64 [%a], s_u64 + 1;", "st.global.u64 [%a], s_u64+1;", "st.global.u64 [%a], s_u64 - 1;",
        "st.global.u64 [%a], s_u64 + -1;", "st.global.u64 [%a], 1 + s_u64;", "st.global.u32 [%a], s_u32 + 7;",
        "st.global.u16 [%a], s_u16 + 65535;", "st.global.u8 [%a], s_u16 + 1;", "st.global.f32 [%a], s_f32 + 1;",
        "st.global.f64 [%a], s_f64 + 1;", "st.global.b64 [%a], s_b64 + 0x10;", "st.global.s32 [%a], s_s32 + -5;",
        "st.global.u64 [%a], %a + 8;", "st.local.u64 [%a], s_u64 + 1;", "st.shared.u32 [smem], s_u32 + 1;",
        "st.global.v2.u32 [%a], {s_u32 + 1, s_u32};", "st.global.u64 [%a], (s_u64 + 1);",
        "st.global.u64 [%a], s_u64 + s_u64;", "st.global.u32 [%a], s_u32 + 1 + 1;",
        "mov.u64 s_u64, s_u64 + 1;", "mov.u32 s_u32, s_u32 + 100000;", "mov.b16 s_b16, s_b16 + 1;",
        "mov.pred s_pred, s_pred + 1;", "add.u32 s_u32, s_u32 + 1, 2;", "add.u32 s_u32, 2, s_u32 + 1;",
        "add.u32 s_u32 + 1, s_u32, 2;", "cvt.u64.u32 s_u64, s_u32 + 0xffffffff;",
        "cvt.u32.u16 s_u32, s_u16 + 65537;", "setp.eq.u64 s_pred, s_u64 + 1, 0;",
        "selp.u64 s_u64, s_u64 + 1, s_u64, s_pred;", "mul.lo.u64 s_u64, s_u64 + 1, 3;",
        "atom.global.add.u64 s_u64, [%a], s_u64 + 1;", "red.global.add.u64 [%a], s_u64 + 1;",
        "cvta.to.global.u64 s_u64, s_u64 + 1;", "shl.b32 s_b32, s_b32, s_u32 + 1;",
        "ld.global.u64 s_u64 + 1, [%a];", "shfl.sync.bfly.b32 s_b32, s_b32 + 1, 1, 31, -1;",
        "mov.b64 s_b64, {s_b32 + 1, s_b32};", "st.global.u64 [%a], s_u64 + 18446744073709551615;",
        "st.global.u32 [%a], s_u32 + 0f3F800000;", "st.global.u32 [%a], s_u32 + 1.5;",
        "mad.lo.u32 s_u32, s_u32, s_u32, s_u32 + 1;", "bar.sync s_u32 + 1;",
        "st.global.f16 [%a], s_f16 + 1;", "st.global.b128 [%a], s_b128 + 1;",
        "cvt.rn.f32.s32 s_f32, s_s32 + 3;",
    ]
    for line in ri:
        add("regimm", "", line)
    add("regimm", vdecl(2, "u32"), "st.global.u32 [%a], v2_u32.x + 1;")
    add("regimm", ".local .u64 lx;", "st.local.u64 [lx], s_u64 + 1;")
    add("regimm", ".local .u64 lx;", "st.u64 [lx], s_u64 + 1;")

    # 8. atom/red .noftz half forms with a state space, and their neighbours
    for op in ("atom", "red"):
        for sp in ("", ".global", ".shared", ".shared::cta", ".shared::cluster", ".local"):
            for t, r in ((".f16", "s_b16"), (".f16x2", "s_b32"), (".bf16", "s_b16"), (".bf16x2", "s_b32")):
                addr = "[smem]" if sp.startswith(".shared") else "[%a]"
                dst = f"{r}, " if op == "atom" else ""
                add("noftz", "", f"{op}{sp}.add.noftz{t} {dst}{addr}, {r};")
                add("noftz", "", f"{op}.relaxed.gpu{sp}.add.noftz{t} {dst}{addr}, {r};")
            add("noftz", "", f"{op}{sp}.add.f16 {'s_b16, ' if op == 'atom' else ''}[%a], s_b16;")
    out.extend(module_cases())
    return out


_HEAD = ".version 8.7\n.target sm_90a\n.address_size 64\n"


def module_cases() -> list[dict]:
    """Whole modules: `.func` parameters that are vector or array `.reg`, and .global initialisers
    read by cp.async."""
    out: list[dict] = []

    def add(family: str, text: str) -> None:
        out.append({"family": family, "module": _HEAD + text})

    kernel = (".visible .entry k(.param .u64 p)\n{{\n.reg .u32 r<4>; .reg .b64 %a; {decls}\n"
              "ld.param.u64 %a, [p];\n{body}\nst.global.u32 [%a], r0;\nret;\n}}\n")
    funcs = {
        "v2u32": (".func (.reg .u32 out) f(.reg .v2 .u32 input)\n{\nadd.u32 out, input.x, input.y;\nret;\n}\n",
                  ".reg .v2 .u32 v;", "mov.v2.u32 v, {r1, r2};\ncall (r0), f, (v);"),
        "v2u32_brace": (".func (.reg .u32 out) f(.reg .v2 .u32 input)\n{\nadd.u32 out, input.x, input.y;\nret;\n}\n",
                        "", "call (r0), f, ({r1, r2});"),
        "v2u32_scalar_arg": (".func (.reg .u32 out) f(.reg .v2 .u32 input)\n{\nadd.u32 out, input.x, input.y;\nret;\n}\n",
                             "", "call (r0), f, (r1);"),
        "v4u16": (".func (.reg .u32 out) f(.reg .v4 .u16 input)\n{\n.reg .u32 t;\ncvt.u32.u16 out, input.w;\n"
                  "cvt.u32.u16 t, input.r;\nadd.u32 out, out, t;\nret;\n}\n",
                  ".reg .v4 .u16 v;", "mov.v4.u16 v, {1, 2, 3, 4};\ncall (r0), f, (v);"),
        "v4f32_ret": (".func (.reg .v4 .f32 out) f(.reg .f32 a)\n{\nmov.v4.f32 out, {a, a, a, a};\nret;\n}\n",
                      ".reg .v4 .f32 v; .reg .f32 x;", "mov.b32 x, r1;\ncall (v), f, (x);\nmov.b32 r0, v.z;"),
        "v2_wrongsize": (".func (.reg .u32 out) f(.reg .v2 .u32 input)\n{\nadd.u32 out, input.x, input.y;\nret;\n}\n",
                         ".reg .v4 .u32 v;", "call (r0), f, (v);"),
        "v2_wrongtype": (".func (.reg .u32 out) f(.reg .v2 .u32 input)\n{\nadd.u32 out, input.x, input.y;\nret;\n}\n",
                         ".reg .v2 .u16 v;", "call (r0), f, (v);"),
        "v2_member_oob": (".func (.reg .u32 out) f(.reg .v2 .u32 input)\n{\nadd.u32 out, input.x, input.z;\nret;\n}\n",
                          ".reg .v2 .u32 v;", "call (r0), f, (v);"),
        "array_param": (".func (.reg .u32 out) f(.reg .u32 input[2])\n{\nmov.u32 out, 1;\nret;\n}\n",
                        "", "call (r0), f, (r1);"),
        "vec_array_param": (".func (.reg .u32 out) f(.reg .v2 .u32 input[2])\n{\nmov.u32 out, 1;\nret;\n}\n",
                            "", "call (r0), f, (r1);"),
        "two_vec_params": (".func (.reg .u32 out) f(.reg .v2 .u32 a, .reg .v2 .u32 b)\n{\n"
                           "add.u32 out, a.y, b.x;\nret;\n}\n",
                           ".reg .v2 .u32 v, w;", "call (r0), f, (v, w);"),
        "param_space_vec": (".func (.param .u32 out) f(.param .v2 .u32 input)\n{\n.reg .v2 .u32 t;\n"
                            "ld.param.v2.u32 t, [input];\nst.param.u32 [out], t.y;\nret;\n}\n",
                            ".param .v2 .u32 a; .param .u32 b;",
                            "st.param.v2.u32 [a], {r1, r2};\ncall (b), f, (a);\nld.param.u32 r0, [b];"),
    }
    for _name, (func, decls, body) in funcs.items():
        add("func", func + kernel.format(decls=decls, body=body))
    # cp.async from an initialised .global variable (and neighbours: .const source, offsets)
    cp = (".global .align 16 .b32 from[4] = {{1, 2, 3, 4}};\n"
          ".visible .entry k(.param .u64 p)\n{{\n.shared .align 16 .b32 to[4];\n.reg .b64 %a;\n"
          "ld.param.u64 %a, [p];\n{line}\ncp.async.wait_all;\nret;\n}}\n")
    for line in ("cp.async.ca.shared.global [to], [from], 16, 12;",
                 "cp.async.cg.shared.global [to], [from], 16;",
                 "cp.async.ca.shared.global [to+4], [from+4], 4;",
                 "cp.async.ca.shared.global [to], [from], 8, 0;",
                 "cp.async.ca.shared.global [to], [to], 16;"):
        add("cp_async", cp.format(line=line))
    return out


def verdict(text: str) -> tuple[bool, str]:
    fd, path = tempfile.mkstemp(suffix=".ptx")
    os.close(fd)
    try:
        Path(path).write_text(text)
        r = subprocess.run([PTXAS, "-arch=sm_90a", path, "-o", os.devnull], capture_output=True, text=True)
    finally:
        os.unlink(path)
    msg = " | ".join(x.split(";", 1)[-1].strip() for x in r.stderr.splitlines()
                     if "error" in x or "fatal" in x and "aborted" not in x)
    ok = r.returncode == 0
    if r.returncode not in (0, 255):  # ptxas crashed (it segfaults on some float `reg + imm` pairs)
        msg = f"ptxas exit {r.returncode} {msg}".strip()
    return ok, msg[:300]


def main() -> None:
    recs = cases()
    version = subprocess.run([PTXAS, "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    with ThreadPoolExecutor(max(1, (os.cpu_count() or 2))) as ex:
        res = list(ex.map(lambda r: verdict(text_of(r)), recs))
    with gzip.open(OUT, "wt") as fh:
        fh.write(json.dumps({"ptxas": version, "arch": "sm_90a"}) + "\n")
        for r, (ok, msg) in zip(recs, res, strict=True):
            fh.write(json.dumps({**r, "accepted": ok, "message": msg}) + "\n")
    print(len(recs), "cases,", sum(ok for ok, _ in res), "accepted")


if __name__ == "__main__":
    main()
