"""Write valid forms and near misses for every catalogue family; label each with ptxas 13.5.

Usage:  python tools/corpus/generate.py [--ptxas PATH] [--jobs 2] [--out tests/data/isa/corpus.jsonl.gz]

Each case is one small complete module (see `module()`): the same fixed register declarations, one
or a few instruction lines, a `.version` (default 9.1) and the `.target` under test.  Every case is
assembled by ptxas for sm_90a, sm_100a and sm_120a (`ptxas -arch T`), and the record
{family, body, version, target, accepted, message} is written, one JSON line each, gzip-compressed.
The truth is ptxas: nothing here decides validity.
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import os
import random
import subprocess
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

TARGETS = ("sm_90a", "sm_100a", "sm_120a")
DEFAULT_PTXAS = "/work/ptxas135/lib/python3.11/site-packages/nvidia/cu13/bin/ptxas"

# Fixed declarations shared by every case: register families named after their type.
DECLS = """\
.reg .pred p<8>;
.reg .b8 c<8>;
.reg .b16 h<16>;
.reg .b32 r<300>;
.reg .b64 rd<64>;
.reg .f16 hf<8>;
.reg .f16x2 hx<8>;
.reg .f32 f<300>;
.reg .f64 fd<16>;
.reg .u16 us<8>;
.reg .s16 ss<8>;
.reg .u32 u<16>;
.reg .s32 s<16>;
.reg .u64 ud<16>;
.reg .s64 sd<16>;"""


def module(body: str, target: str, version: str = "9.1") -> str:
    return (f".version {version}\n.target {target}\n.address_size 64\n\n"
            ".shared .align 16 .b8 smem[4096];\n.global .align 8 .b64 gbuf[64];\n\n"
            ".visible .entry k(.param .u64 k_p0)\n{\n" + DECLS + "\n" + body + "\nret;\n}\n")


def regs(prefix: str, n: int, start: int = 0) -> str:
    return "{" + ", ".join(f"{prefix}{start + i}" for i in range(n)) + "}"


Case = tuple[str, str, str]  # family, body, version


# ---------------------------------------------------------------------------------- wgmma
WG_N_FLOAT = list(range(8, 257, 8))
WG_N_INT = [8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224]
WG_N_B1 = WG_N_INT + [240, 256]


def wgmma_cases(rng: random.Random) -> Iterator[Case]:
    F = "wgmma"
    # (atype, btype, k, dtypes, kind)
    groups = [("f16", "f16", 16, ("f16", "f32"), "h"), ("bf16", "bf16", 16, ("f32",), "h"),
              ("tf32", "tf32", 8, ("f32",), "t")]
    groups += [(a, b, 32, ("f16", "f32"), "f8") for a in ("e4m3", "e5m2") for b in ("e4m3", "e5m2")]
    groups += [(a, b, 32, ("s32",), "i") for a in ("s8", "u8") for b in ("s8", "u8")]
    groups += [("b1", "b1", 256, ("s32",), "b")]
    for a, b, k, dts, kind in groups:
        ns = WG_N_FLOAT if kind in "h t f8" else (WG_N_INT if kind == "i" else WG_N_B1)
        for dt in dts:
            for n in ns:
                nd = n // 2 if dt in ("f32", "s32") else n // 4
                dreg = "f" if dt == "f32" else "r"
                quals = f"m64n{n}k{k}.{dt}.{a}.{b}"
                tail = {"h": ", p1, 1, -1, 0, 1", "t": ", p1, 1, -1", "f8": ", p1, -1, 1",
                        "i": ", p1", "b": ", p1"}[kind]
                tail_reg = {"h": ", p1, 1, -1, 1", "t": ", p1, 1, -1", "f8": ", p1, -1, 1",
                            "i": ", p1", "b": ", p1"}[kind]
                extra = ".and.popc" if kind == "b" else ""
                op = f"wgmma.mma_async.sync.aligned.{quals}{extra}"
                d = regs(dreg, nd)
                yield F, f"{op} {d}, rd1, rd2{tail};", "8.0"
                yield F, f"{op} {d}, {regs('r', 4, 200)}, rd2{tail_reg};", "8.0"
                if kind == "i":
                    yield F, f"wgmma.mma_async.sync.aligned.{quals}.satfinite {d}, rd1, rd2{tail};", "8.0"
                # near misses, sampled so the corpus stays balanced
                if rng.random() < 0.35:
                    yield F, f"{op} {regs(dreg, nd - 1)}, rd1, rd2{tail};", "8.0"
                if rng.random() < 0.2:
                    yield F, f"{op} {regs(dreg, nd + 1)}, rd1, rd2{tail};", "8.0"
                if rng.random() < 0.15:
                    yield F, f"{op} {d}, {regs('r', 3, 200)}, rd2{tail_reg};", "8.0"
                if kind == "h" and rng.random() < 0.3:
                    bad = rng.choice([", p1, 2, -1, 0, 1", ", p1, 1, 0, 0, 1", ", p1, 1, -1, 2, 1",
                                      ", p1, 1, -1, 0, -1", ", p1, 1, -1, 0", ", r1, 1, -1, 0, 1"])
                    yield F, f"{op} {d}, rd1, rd2{bad};", "8.0"
                if kind in ("f8", "t") and rng.random() < 0.3:
                    yield F, f"{op} {d}, rd1, rd2{tail}, 0, 0;", "8.0"
                if kind == "i" and rng.random() < 0.3:
                    yield F, f"{op} {d}, rd1, rd2, p1, 1, 1;", "8.0"
                if rng.random() < 0.25:
                    yield F, f"{op} {d}, rd1, rd2{tail};", "7.8"
                if kind == "i" and a != b and rng.random() < 0.5:
                    yield F, f"{op} {d}, rd1, rd2{tail};", "8.3"
                if rng.random() < 0.15:
                    yield F, f"{op} {d}, r1, rd2{tail};", "8.0"
                if rng.random() < 0.1:
                    yield F, f"{op} {regs('h', min(nd, 16))}, rd1, rd2{tail};", "8.0"
            # shapes that belong to another type
            for n in rng.sample(range(1, 300), 6):
                for kk in (8, 16, 32, 64, 256):
                    if (kk == k and ((kind in "h t f8" and n in WG_N_FLOAT) or
                                     (kind == "i" and n in WG_N_INT) or (kind == "b" and n in WG_N_B1))):
                        continue
                    if rng.random() < 0.25:
                        nd = max(1, n // 2)
                        dt = dts[-1]
                        yield F, (f"wgmma.mma_async.sync.aligned.m64n{n}k{kk}.{dt}.{a}.{b}"
                                  f"{'.and.popc' if kind == 'b' else ''} {regs('f' if dt == 'f32' else 'r', min(nd, 128))}, "
                                  f"rd1, rd2, p1{', 1, 1' if kind in 'h t f8' else ''}"
                                  f"{', 0, 0' if kind == 'h' else ''};"), "8.0"
    # type mixing, qualifier placement, missing/duplicated qualifiers
    base_q = ["sync", "aligned", "m64n8k16", "f32", "f16", "f16"]
    for _ in range(120):
        q = list(base_q)
        how = rng.choice(["swap", "dup", "drop", "extra", "type", "mshape"])
        if how == "swap":
            i, j = rng.sample(range(len(q)), 2)
            q[i], q[j] = q[j], q[i]
        elif how == "dup":
            i = rng.randrange(len(q))
            q.insert(rng.randrange(len(q) + 1), q[i])
        elif how == "drop":
            q.pop(rng.randrange(len(q)))
        elif how == "extra":
            q.insert(rng.randrange(len(q) + 1), rng.choice(["satfinite", "trans", "ftz", "rn", "relu",
                                                          "and", "popc", "noftz", "cta"]))
        elif how == "type":
            i = rng.choice([3, 4, 5])
            q[i] = rng.choice(["f16", "bf16", "f32", "tf32", "e4m3", "s8", "u8", "f64", "b16", "s32"])
        else:
            q[2] = rng.choice(["m64n8k8", "m64n8k32", "m32n8k16", "m64n4k16", "m64n264k16", "m128n8k16"])
        yield F, f"wgmma.mma_async.{'.'.join(q)} {regs('f', 4)}, rd1, rd2, p1, 1, 1, 0, 0;", "8.0"
    for line in ["wgmma.fence.sync.aligned;", "wgmma.commit_group.sync.aligned;",
                 "wgmma.wait_group.sync.aligned 0;", "wgmma.wait_group.sync.aligned 1;",
                 "wgmma.wait_group.sync.aligned 7;", "wgmma.fence.aligned;", "wgmma.fence.sync;",
                 "wgmma.commit_group.sync;", "wgmma.wait_group.sync.aligned r1;",
                 "wgmma.wait_group.sync.aligned;", "wgmma.fence.sync.aligned r1;",
                 "wgmma.commit_group.sync.aligned 1;", "wgmma.wait_group.aligned 0;",
                 "wgmma.fence.sync.aligned.sync;", "wgmma.fence.async.sync.aligned;",
                 "wgmma.wait_group.sync.aligned -1;", "wgmma.wait_group.sync.aligned 0, 1;"]:
        for v in ("8.0", "7.8", "9.1"):
            yield F, line, v


# ---------------------------------------------------------------------------------- mma.sync
# (shape, atype, btype, dtypes, nA, nB, nD per dtype {f32/s32/f64: n, f16: n2}, target class)
MMA_DENSE = [
    ("m8n8k4", "f64", "f64", ("f64",), 1, 1, {"f64": 2}),
    ("m16n8k4", "f64", "f64", ("f64",), 2, 1, {"f64": 4}),
    ("m16n8k8", "f64", "f64", ("f64",), 4, 2, {"f64": 4}),
    ("m16n8k16", "f64", "f64", ("f64",), 8, 4, {"f64": 4}),
    ("m8n8k4", "f16", "f16", ("f16", "f32"), 2, 2, {"f32": 8, "f16": 4}),
    ("m16n8k8", "f16", "f16", ("f16", "f32"), 2, 1, {"f32": 4, "f16": 2}),
    ("m16n8k16", "f16", "f16", ("f16", "f32"), 4, 2, {"f32": 4, "f16": 2}),
    ("m16n8k8", "bf16", "bf16", ("f32",), 2, 1, {"f32": 4}),
    ("m16n8k16", "bf16", "bf16", ("f32",), 4, 2, {"f32": 4}),
    ("m16n8k4", "tf32", "tf32", ("f32",), 2, 1, {"f32": 4}),
    ("m16n8k8", "tf32", "tf32", ("f32",), 4, 2, {"f32": 4}),
    ("m16n8k16", "e4m3", "e4m3", ("f32", "f16"), 2, 1, {"f32": 4, "f16": 2}),
    ("m16n8k32", "e4m3", "e5m2", ("f32", "f16"), 4, 2, {"f32": 4, "f16": 2}),
    ("m16n8k32", "e5m2", "e4m3", ("f32",), 4, 2, {"f32": 4}),
    ("m8n8k16", "s8", "s8", ("s32",), 1, 1, {"s32": 2}),
    ("m16n8k16", "u8", "s8", ("s32",), 2, 1, {"s32": 4}),
    ("m16n8k32", "s8", "u8", ("s32",), 4, 2, {"s32": 4}),
    ("m8n8k32", "s4", "s4", ("s32",), 1, 1, {"s32": 2}),
    ("m16n8k32", "u4", "s4", ("s32",), 2, 1, {"s32": 4}),
    ("m16n8k64", "s4", "u4", ("s32",), 4, 2, {"s32": 4}),
    ("m8n8k128", "b1", "b1", ("s32",), 1, 1, {"s32": 2}),
    ("m16n8k128", "b1", "b1", ("s32",), 2, 1, {"s32": 4}),
    ("m16n8k256", "b1", "b1", ("s32",), 4, 2, {"s32": 4}),
]
F8F6F4 = ("e4m3", "e5m2", "e3m2", "e2m3", "e2m1")


def _dreg(dt: str) -> str:
    return {"f32": "f", "f64": "fd", "s32": "r", "f16": "r"}[dt]


def mma_cases(rng: random.Random) -> Iterator[Case]:
    F = "mma"
    for shape, a, b, dts, na, nb, nds in MMA_DENSE:
        for dt in dts:
            nd = nds[dt]
            ab = "fd" if a == "f64" else "r"
            cts = (dt,) if a not in ("f16",) else ("f16", "f32")
            for ct in cts:
                if shape == "m8n8k4" and a == "f16" and ct == "f32" and dt == "f16":
                    pass
                ncs = nds[ct]
                lay = "row.col"
                extra = ".xor.popc" if a == "b1" else ""
                op = f"mma.sync.aligned.{shape}.{lay}.{dt}.{a}.{b}.{ct}{extra}"
                body = (f"{op} {regs(_dreg(dt), nd)}, {regs(ab, na, 100)}, {regs(ab, nb, 120)}, "
                        f"{regs(_dreg(ct), ncs, 140)};")
                yield F, body, "8.7"
                if a == "b1":
                    yield F, body.replace(".xor.popc", ".and.popc"), "8.7"
                    yield F, body.replace(".xor.popc", ""), "8.7"
                    yield F, body.replace(".xor.popc", ".xor"), "8.7"
                if dt == "s32":
                    yield F, body.replace(".s32.", ".satfinite.s32.", 1), "8.7"
                if shape == "m8n8k4" and a == "f16":
                    for lay2 in ("row.row", "col.col", "col.row"):
                        yield F, body.replace("row.col", lay2), "8.7"
                else:
                    yield F, body.replace("row.col", rng.choice(["row.row", "col.col", "col.row"])), "8.7"
                yield F, body.replace(".row.col", ".col"), "8.7"
                # register count near misses
                yield F, (f"{op} {regs(_dreg(dt), nd + 1)}, {regs(ab, na, 100)}, {regs(ab, nb, 120)}, "
                          f"{regs(_dreg(ct), ncs, 140)};"), "8.7"
                yield F, (f"{op} {regs(_dreg(dt), nd)}, {regs(ab, max(1, na - 1), 100)}, {regs(ab, nb, 120)}, "
                          f"{regs(_dreg(ct), ncs, 140)};"), "8.7"
                yield F, body, "6.0"
                yield F, body.replace("mma.sync.aligned", "mma.sync"), "8.7"
                yield F, body.replace("mma.sync.aligned", "mma.aligned"), "8.7"
                yield F, body.replace(f".{ct}{extra}", f".{ct}.{ct}{extra}"), "8.7"
    # .kind::f8f6f4 on sm_120a
    for a, b in itertools.product(F8F6F4, F8F6F4):
        for dt in ("f32", "f16"):
            nd = 4 if dt == "f32" else 2
            op = f"mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.{dt}.{a}.{b}.{dt}"
            body = f"{op} {regs(_dreg(dt), nd)}, {regs('r', 4, 100)}, {regs('r', 2, 120)}, {regs(_dreg(dt), nd, 140)};"
            yield F, body, "8.7"
            if rng.random() < 0.3:
                yield F, body, "8.6"
            if rng.random() < 0.3:
                yield F, body.replace("m16n8k32", "m16n8k64"), "8.7"
            if rng.random() < 0.3:
                yield F, body.replace("kind::f8f6f4", "kind::f8f6"), "8.7"
            if rng.random() < 0.3:
                yield F, body.replace(".kind::f8f6f4", ""), "8.7"
            if rng.random() < 0.2:
                yield F, (f"{op} {regs(_dreg(dt), nd)}, {regs('r', 3, 100)}, {regs('r', 2, 120)}, "
                          f"{regs(_dreg(dt), nd, 140)};"), "8.7"
    # block scaling
    sel_vals = [0, 1, 2, 3, 4]
    bs_forms = [("mxf8f6f4", "m16n8k32", F8F6F4, ("1X", None), ("ue8m0",)),
                ("mxf4", "m16n8k64", ("e2m1",), ("2X", None), ("ue8m0",)),
                ("mxf4nvf4", "m16n8k64", ("e2m1",), ("2X", "4X", None), ("ue8m0", "ue4m3"))]
    all_sv = ("1X", "2X", "4X", None)
    for kind, shape, types, svs, sts in bs_forms:
        for a, b in itertools.product(types, types):
            for sv in all_sv:
                for st in ("ue8m0", "ue4m3"):
                    svq = f".scale_vec::{sv}" if sv else ""
                    op = f"mma.sync.aligned.{shape}.row.col.kind::{kind}.block_scale{svq}.f32.{a}.{b}.f32.{st}"
                    for sels in [(0, 0, 0, 0)] + [tuple(rng.choice(sel_vals) for _ in range(4)) for _ in range(3)]:
                        body = (f"{op} {regs('f', 4)}, {regs('r', 4, 100)}, {regs('r', 2, 120)}, {regs('f', 4, 140)}, "
                                f"r10, {{{sels[0]}, {sels[1]}}}, r11, {{{sels[2]}, {sels[3]}}};")
                        if sv in svs and st in sts or rng.random() < 0.35:
                            yield F, body, "8.7"
                    if sv in svs and st in sts:
                        yield F, body.replace("r10, {", "f10, {"), "8.7"
                        yield F, body.replace("r10, {", "h10, {"), "8.7"
                        yield F, body.replace("r11, {", "rd11, {"), "8.7"
                        yield F, (f"{op} {regs('f', 4)}, {regs('r', 4, 100)}, {regs('r', 2, 120)}, {regs('f', 4, 140)}, "
                                  "r10, {us1, us2}, r11, {us3, us4};"), "8.7"
                        yield F, (f"{op} {regs('f', 4)}, {regs('r', 4, 100)}, {regs('r', 2, 120)}, {regs('f', 4, 140)}, "
                                  "r10, {0}, r11, {0, 0};"), "8.7"
                        yield F, body.replace(".f32.e", ".f16.e", 1), "8.7"
                        yield F, body, "8.6"
                        yield F, body.replace(".block_scale", ""), "8.7"
    # qualifier shuffles on the canonical block-scaled form
    q = ["sync", "aligned", "m16n8k64", "row", "col", "kind::mxf4nvf4", "block_scale", "scale_vec::4X",
         "f32", "e2m1", "e2m1", "f32", "ue4m3"]
    for _ in range(60):
        qq = list(q)
        how = rng.choice(["swap", "dup", "drop"])
        if how == "swap":
            i, j = rng.sample(range(len(qq)), 2)
            qq[i], qq[j] = qq[j], qq[i]
        elif how == "dup":
            i = rng.randrange(len(qq))
            qq.insert(rng.randrange(len(qq) + 1), qq[i])
        else:
            qq.pop(rng.randrange(len(qq)))
        yield F, (f"mma.{'.'.join(qq)} {regs('f', 4)}, {regs('r', 4, 100)}, {regs('r', 2, 120)}, "
                  f"{regs('f', 4, 140)}, r10, {{0, 0}}, r11, {{0, 0}};"), "8.7"


# ---------------------------------------------------------------------------------- ldmatrix / stmatrix
def ldst_matrix_cases(rng: random.Random) -> Iterator[Case]:
    F = "ldstmatrix"
    nums = {"x1": 1, "x2": 2, "x4": 4}
    sss = ["", ".shared", ".shared::cta", ".global", ".shared::cluster"]
    for shape in ("m8n8", "m16n16", "m8n16", "m16n8"):
        for num, cnt in nums.items():
            for trans in ("", ".trans"):
                for ss in sss:
                    for ty in (".b16", ".b8", ".b8x16.b6x16_p32", ".b8x16.b4x16_p64", ".b32", ".b6x16_p32"):
                        mult = 2 if shape == "m16n16" else 1
                        nr = cnt * mult
                        if rng.random() < 0.5 and not (shape in ("m8n8", "m16n16") and ss in sss[:3]):
                            continue
                        ld = f"ldmatrix.sync.aligned.{shape}.{num}{trans}{ss}{ty} {regs('r', nr)}, [rd1];"
                        yield F, ld, "8.6"
                        if rng.random() < 0.3:
                            yield F, ld.replace(regs("r", nr), regs("r", nr + 1)), "8.6"
                        if rng.random() < 0.2:
                            yield F, ld, "8.5"
                        st = f"stmatrix.sync.aligned.{shape}.{num}{trans}{ss}{ty} [rd1], {regs('r', cnt)};"
                        yield F, st, "8.6"
                        if rng.random() < 0.2:
                            yield F, st.replace(regs("r", cnt), regs("r", cnt + 1)), "8.6"
                        if rng.random() < 0.15:
                            yield F, st, "7.8"
    extra = ["ldmatrix.sync.aligned.m8n8.x4.shared.b16 {r0, r1, r2, r3}, [r5];",
             "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {f0, f1, f2, f3}, [rd1];",
             "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {h0, h1, h2, h3}, [rd1];",
             "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {r0, r1, r2, r3}, [smem];",
             "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {r0, r1, r2, r3}, [smem+64];",
             "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {r0, r1, r2, r3}, rd1;",
             "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {r0, r1}, [rd1+16];",
             "ldmatrix.sync.m8n8.x1.b16 {r0}, [rd1];", "ldmatrix.aligned.m8n8.x1.b16 {r0}, [rd1];",
             "ldmatrix.sync.aligned.m8n8.x1.b16 r0, [rd1];",
             "ldmatrix.sync.aligned.m8n8.x1.x2.b16 {r0}, [rd1];",
             "ldmatrix.sync.aligned.m8n8.b16 {r0}, [rd1];",
             "ldmatrix.sync.aligned.x1.b16 {r0}, [rd1];",
             "ldmatrix.sync.aligned.m8n8.x1.trans.trans.b16 {r0}, [rd1];",
             "stmatrix.sync.aligned.m8n8.x1.b16 [rd1], r0;",
             "stmatrix.sync.aligned.m8n8.x4.shared.b16 [r5], {r0, r1, r2, r3};",
             "stmatrix.sync.aligned.m8n8.x4.shared.b16 [smem+32], {r0, r1, r2, r3};",
             "stmatrix.sync.aligned.m8n8.x1.b16 {r0}, [rd1];",
             "stmatrix.sync.aligned.m8n8.x2.shared::cta.b16 [rd1], {f0, f1};"]
    for e in extra:
        for v in ("7.8", "8.6"):
            yield F, e, v


# ---------------------------------------------------------------------------------- multimem
MM_OPS = ("and", "or", "xor", "add", "inc", "dec", "min", "max")
MM_TYPES = ("f16", "bf16", "b32", "u32", "s32", "b64", "u64", "s64", "f32", "f64")


def multimem_cases(rng: random.Random) -> Iterator[Case]:
    F = "multimem"
    pre = "multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group"
    for op in MM_OPS:
        for ty in MM_TYPES:
            for nf in ("", ".noftz"):
                body = f"{pre}.{op}{nf}.{ty} [rd1], [rd2], r1;"
                yield F, body, "9.1"
                yield F, body.replace("r1;", "64;"), "9.1"
                if rng.random() < 0.3:
                    yield F, body, "9.0"
                if rng.random() < 0.2:
                    yield F, body.replace("r1;", "rd3;"), "9.1"
    for tail in ["add.u32 [rd1], [rd2], r1;", "add.noftz.f16 [rd1], [rd2], r1;"]:
        for q in ["multimem.cp.reduce.async.bulk.global.shared::cta", "multimem.cp.reduce.async.bulk.global",
                  "multimem.cp.reduce.async.bulk.shared::cta.bulk_group",
                  "multimem.cp.reduce.async.bulk.shared::cta.global.bulk_group",
                  "multimem.cp.reduce.async.bulk.global.shared::cluster.bulk_group",
                  "multimem.cp.reduce.async.bulk.global.shared.bulk_group",
                  "multimem.cp.reduce.async.bulk.global.global.bulk_group",
                  "multimem.cp.reduce.async.bulk.global.shared::cta.mbarrier::complete_tx::bytes",
                  "multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.bulk_group",
                  "multimem.cp.async.bulk.global.shared::cta.bulk_group"]:
            yield F, f"{q}.{tail}", "9.1"
    for b in ["[rd1], [rd2], r1, r2;", "[rd1], [rd2];", "rd1, [rd2], r1;", "[rd1], rd2, r1;",
              "[rd1+16], [rd2+32], r1;", "[gbuf], [smem], 128;", "[rd1], [r2], r1;", "[rd1], [rd2], f1;",
              "[rd1], [rd2], h1;", "[rd1], [rd2], u1;", "[rd1], [rd2], s1;"]:
        yield F, f"{pre}.add.u32 {b}", "9.1"
    # the other multimem forms ptxas knows (multimem.ld_reduce / st / red), a few each
    for body in ["multimem.ld_reduce.relaxed.sys.global.add.f32 f1, [rd1];",
                 "multimem.ld_reduce.global.add.u32 r1, [rd1];",
                 "multimem.ld_reduce.global.min.f32 f1, [rd1];",
                 "multimem.st.relaxed.sys.global.f32 [rd1], f1;", "multimem.st.global.u32 [rd1], r1;",
                 "multimem.red.relaxed.sys.global.add.u32 [rd1], r1;", "multimem.red.global.add.f32 [rd1], f1;",
                 "multimem.red.global.and.b32 [rd1], r1;", "multimem.ld_reduce.global.and.b32 r1, [rd1];",
                 "multimem.ld_reduce.acquire.gpu.global.add.u32 r1, [rd1];"]:
        for v in ("8.1", "7.8"):
            yield F, body, v


# ---------------------------------------------------------------------------------- cvt
INT_T = ("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64")
FLT_T = ("f16", "bf16", "f32", "f64")
REG_FOR = {"u8": "us", "s8": "ss", "u16": "us", "s16": "ss", "u32": "u", "s32": "s", "u64": "ud",
           "s64": "sd", "f16": "h", "bf16": "h", "f32": "f", "f64": "fd", "b8": "c", "b16": "h",
           "b32": "r", "b64": "rd", "tf32": "r"}


def cvt_cases(rng: random.Random) -> Iterator[Case]:
    F = "cvt"
    rnds = ("", ".rn", ".rz", ".rm", ".rp", ".rni", ".rzi", ".rmi", ".rpi", ".rna", ".rs")
    for dt in INT_T + FLT_T:
        for at in INT_T + FLT_T:
            for rnd in rnds:
                for mod in ("", ".ftz", ".sat", ".ftz.sat", ".relu", ".satfinite"):
                    if mod and rng.random() < 0.6:
                        continue
                    if rnd in (".rna", ".rs") and rng.random() < 0.7:
                        continue
                    yield F, f"cvt{rnd}{mod}.{dt}.{at} {REG_FOR[dt]}1, {REG_FOR[at]}2;", "9.1"
    # packed / low-precision forms from the syntax block, with their neighbours
    packed = []
    for rnd in (".rn", ".rz", ".rm", ".rp", ".rna", ".rs", ""):
        for relu in ("", ".relu"):
            for sf in ("", ".satfinite"):
                packed += [f"cvt{rnd}{relu}{sf}.f16.f32 h1, f2;",
                           f"cvt{rnd}{relu}{sf}.f16x2.f32 r1, f2, f3;",
                           f"cvt{rnd}{relu}{sf}.bf16.f32 h1, f2;",
                           f"cvt{rnd}{relu}{sf}.bf16x2.f32 r1, f2, f3;",
                           f"cvt{rnd}{relu}{sf}.tf32.f32 r1, f2;",
                           f"cvt{rnd}{relu}{sf}.e4m3x2.f32 h1, f2, f3;",
                           f"cvt{rnd}{relu}{sf}.e5m2x2.f16x2 h1, r2;",
                           f"cvt{rnd}{relu}{sf}.f16x2.e4m3x2 r1, h2;",
                           f"cvt{rnd}{relu}{sf}.e2m1x2.f32 c1, f2, f3;",
                           f"cvt{rnd}{relu}{sf}.f16x2.e2m1x2 r1, c2;",
                           f"cvt{rnd}{relu}{sf}.e2m3x2.f32 h1, f2, f3;",
                           f"cvt{rnd}{relu}{sf}.e3m2x2.f32 h1, f2, f3;",
                           f"cvt{rnd}{relu}{sf}.f16x2.e3m2x2 r1, h2;",
                           f"cvt{rnd}{relu}{sf}.ue8m0x2.f32 h1, f2, f3;",
                           f"cvt{rnd}{relu}{sf}.ue8m0x2.bf16x2 h1, r2;",
                           f"cvt{rnd}{relu}{sf}.bf16x2.ue8m0x2 r1, h2;",
                           f"cvt{rnd}{relu}{sf}.f16x2.f32 r1, f2, f3, r4;",
                           f"cvt{rnd}{relu}{sf}.bf16x2.f32 r1, f2, f3, r4;",
                           f"cvt{rnd}{relu}{sf}.e4m3x4.f32 r1, {{f2, f3, f4, f5}}, r6;",
                           f"cvt{rnd}{relu}{sf}.e5m2x4.f32 r1, {{f2, f3, f4, f5}}, r6;",
                           f"cvt{rnd}{relu}{sf}.e2m1x4.f32 h1, {{f2, f3, f4, f5}}, r6;",
                           f"cvt{rnd}{relu}{sf}.e2m3x4.f32 r1, {{f2, f3, f4, f5}}, r6;",
                           f"cvt{rnd}{relu}{sf}.e3m2x4.f32 r1, {{f2, f3, f4, f5}}, r6;"]
    for body in packed:
        yield F, body, "9.1"
        if rng.random() < 0.12:
            yield F, body, "8.0"
    # register width near misses on the common low-precision forms
    for body in ["cvt.rn.satfinite.e2m1x2.f32 h1, f2, f3;", "cvt.rn.satfinite.e2m1x2.f32 r1, f2, f3;",
                 "cvt.rn.satfinite.e4m3x2.f32 r1, f2, f3;", "cvt.rn.satfinite.e4m3x2.f32 c1, f2, f3;",
                 "cvt.rn.satfinite.e4m3x2.f32 h1, f2;", "cvt.rn.satfinite.e4m3x2.f32 h1, f2, f3, f4;",
                 "cvt.rn.f16x2.e2m1x2 h1, c2;", "cvt.rn.f16x2.e2m1x2 r1, h2;", "cvt.rn.f16x2.e4m3x2 r1, r2;",
                 "cvt.rn.bf16x2.f32 rd1, f2, f3;", "cvt.rn.bf16x2.f32 r1, fd2, f3;",
                 "cvt.rz.satfinite.ue8m0x2.f32 r1, f2, f3;", "cvt.rna.satfinite.tf32.f32 r1, f2;",
                 "cvt.rna.tf32.f32 f1, f2;", "cvt.rn.f32.f16 f1, h2;", "cvt.f32.f16 f1, h2;",
                 "cvt.f32.f16 f1, r2;", "cvt.f32.f16 f1, hf2;", "cvt.u32.f32 u1, f2;", "cvt.rzi.u32.f32 u1, f2;",
                 "cvt.rn.f32.u32 f1, u1;", "cvt.u32.u64 u1, ud2;", "cvt.u64.u32 ud1, u2;", "cvt.u64.u32 rd1, r2;",
                 "cvt.s32.s8 s1, r2;", "cvt.u8.u32 r1, u2;", "cvt.u16.u32 h1, u2;", "cvt.f32.f32 f1, f2;",
                 "cvt.rni.f32.f32 f1, f2;", "cvt.rn.f32.f32 f1, f2;", "cvt.rzi.ftz.f32.f32 f1, f2;",
                 "cvt.rn.f16.f16 h1, h2;", "cvt.rn.f64.f64 fd1, fd2;", "cvt.rni.f64.f64 fd1, fd2;",
                 "cvt.rn.rz.f32.f64 f1, fd2;", "cvt.rn.f32.f64.f64 f1, fd2;", "cvt.f32 f1, fd2;",
                 "cvt.rn.f32.f64 f1, 0d3FF0000000000000;", "cvt.rn.f32.s32 f1, 5;",
                 "cvt.rn.satfinite.e2m1x2.f32 c1, 0f3F800000, f3;", "cvt.s32.f32 s1, f2;",
                 "cvt.rp.satfinite.ue8m0x2.bf16x2 h1, r2;", "cvt.rn.satfinite.relu.e4m3x2.f16x2 h1, r2;",
                 "cvt.rs.satfinite.e4m3x4.f32 r1, {f2, f3, f4}, r6;",
                 "cvt.rs.satfinite.e4m3x4.f32 r1, {f2, f3, f4, f5};",
                 "cvt.rs.satfinite.e4m3x4.f32 h1, {f2, f3, f4, f5}, r6;",
                 "cvt.rs.satfinite.e2m1x4.f32 r1, {f2, f3, f4, f5}, r6;",
                 "cvt.rs.relu.satfinite.e2m1x4.f32 h1, {f2, f3, f4, f5}, r6;",
                 "cvt.rs.f16x2.f32 r1, f2, f3, r4;", "cvt.rs.f16x2.f32 r1, f2, f3, h4;"]:
        yield F, body, "9.1"
        yield F, body, "8.6"


# ---------------------------------------------------------------------------------- redux.sync
def redux_cases(rng: random.Random) -> Iterator[Case]:
    F = "redux"
    for op in ("add", "min", "max", "and", "or", "xor", "mul", "inc"):
        for ty in ("u32", "s32", "b32", "f32", "u64", "b64", "f16", "s64"):
            for mods in ("", ".abs", ".NaN", ".abs.NaN", ".NaN.abs", ".nan"):
                reg = {"u32": "u", "s32": "s", "b32": "r", "f32": "f", "u64": "ud", "b64": "rd",
                       "f16": "h", "s64": "sd"}[ty]
                body = f"redux.sync.{op}{mods}.{ty} {reg}1, {reg}2, 0xffffffff;"
                yield F, body, "8.6"
                if mods == "" or ty == "f32":
                    yield F, body, "8.5"
                    yield F, body.replace("0xffffffff", "r9"), "8.6"
                    yield F, body.replace(f"{reg}2,", "r2,"), "8.6"
    for body in ["redux.sync.add.u32 u1, u2;", "redux.sync.add.u32 u1, u2, 0xffffffff, 1;",
                 "redux.add.u32 u1, u2, 0xffffffff;", "redux.sync.add.u32 u1, 5, 0xffffffff;",
                 "redux.sync.max.f32 f1, 0f3F800000, 0xffffffff;", "redux.sync.max.abs.f32 r1, r2, 0xffffffff;",
                 "redux.sync.min.u32.abs u1, u2, 0xffffffff;", "redux.sync.sync.min.u32 u1, u2, 0xffffffff;",
                 "redux.sync.min.min.u32 u1, u2, 0xffffffff;", "redux.sync.u32 u1, u2, 0xffffffff;",
                 "redux.sync.max.f32.NaN f1, f2, 0xffffffff;", "redux.sync.max.abs.abs.f32 f1, f2, 0xffffffff;",
                 "redux.sync.max.f32 f1, f2, rd3;", "redux.sync.max.f32 f1, f2, f3;"]:
        for v in ("8.6", "9.1"):
            yield F, body, v


# ---------------------------------------------------------------------------------- f32x2 + mixed
def f32x2_cases(rng: random.Random) -> Iterator[Case]:
    F = "f32x2"
    for opc, nsrc in (("add", 2), ("sub", 2), ("mul", 2), ("fma", 3), ("mad", 3), ("min", 2), ("max", 2)):
        for rnd in ("", ".rn", ".rz", ".rm", ".rp", ".rna"):
            for mod in ("", ".ftz", ".sat", ".ftz.sat", ".relu"):
                srcs = ", ".join(f"rd{i + 2}" for i in range(nsrc))
                body = f"{opc}{rnd}{mod}.f32x2 rd1, {srcs};"
                yield F, body, "8.6"
                if rnd in ("", ".rn") and mod in ("", ".ftz"):
                    yield F, body, "8.5"
                    yield F, body.replace("rd1,", "r1,"), "8.6"
                    yield F, body.replace("rd1,", "f1,"), "8.6"
                    yield F, body.replace("rd1,", "fd1,"), "8.6"
                    yield F, body.replace("rd2", "{f2, f3}"), "8.6"
                    yield F, body.replace(", rd2", ""), "8.6"
                    yield F, body.replace("rd2", "0d3FF0000000000000"), "8.6"


def mixed_cases(rng: random.Random) -> Iterator[Case]:
    F = "mixed"
    for opc, form in (("add", "f1, {a}2, f3"), ("sub", "f1, {a}2, f3"), ("fma", "f1, {a}2, {a}3, f4"),
                      ("mul", "f1, {a}2, {a}3")):
        for rnd in ("", ".rn", ".rz", ".rm", ".rp", ".rna"):
            for sat in ("", ".sat", ".ftz", ".relu"):
                for at in ("f16", "bf16", "f32", "f64", "e4m3", "tf32"):
                    reg = {"f16": "h", "bf16": "h", "f32": "f", "f64": "fd", "e4m3": "c", "tf32": "r"}[at]
                    body = f"{opc}{rnd}{sat}.f32.{at} {form.format(a=reg)};"
                    yield F, body, "8.6"
                    if rnd in ("", ".rn") and sat == "" and at in ("f16", "bf16"):
                        yield F, body, "8.5"
                        yield F, body.replace(f"{reg}2", "f2"), "8.6"
                        yield F, body.replace(f"{reg}2", "r2"), "8.6"
                        yield F, body.replace(f"{reg}2", "hf2"), "8.6"
                        yield F, body.replace("f1,", "r1,"), "8.6"
                        yield F, body.replace(".f32.", ".f16.", 1), "8.6"
                        yield F, body.replace(f".f32.{at}", f".{at}.f32"), "8.6"


# ---------------------------------------------------------------------------------- base ISA
BASE = """\
ld.param.u64 rd1, [k_p0];
ld.param.u64 rd1, [k_p0+8];
ld.param.u32 r1, [k_p0];
ld.global.u32 r1, [rd1];
ld.global.u32 r1, [rd1+4];
ld.global.u32 r1, [rd1+-4];
ld.global.v4.f32 {f1, f2, f3, f4}, [rd1];
ld.global.v2.u64 {rd2, rd3}, [rd1];
ld.global.v8.f32 {f1, f2, f3, f4, f5, f6, f7, f8}, [rd1];
ld.global.v3.f32 {f1, f2, f3}, [rd1];
ld.global.v4.f32 {f1, f2, f3}, [rd1];
ld.global.nc.f32 f1, [rd1];
ld.global.ca.f32 f1, [rd1];
ld.global.cg.f32 f1, [rd1];
ld.global.cs.f32 f1, [rd1];
ld.global.lu.f32 f1, [rd1];
ld.global.L1::evict_last.f32 f1, [rd1];
ld.global.L1::no_allocate.f32 f1, [rd1];
ld.global.L2::128B.f32 f1, [rd1];
ld.global.L2::256B.f32 f1, [rd1];
ld.global.nc.L1::no_allocate.L2::256B.v4.f32 {f1, f2, f3, f4}, [rd1];
ld.relaxed.gpu.global.u32 r1, [rd1];
ld.acquire.gpu.global.u32 r1, [rd1];
ld.volatile.global.u32 r1, [rd1];
ld.acquire.global.u32 r1, [rd1];
ld.shared.u32 r1, [r2];
ld.shared.u32 r1, [smem+16];
ld.shared.v2.f32 {f1, f2}, [smem];
ld.shared::cta.u32 r1, [r2];
ld.shared::cluster.u32 r1, [r2];
ld.local.u32 r1, [rd1];
ld.const.u32 r1, [rd1];
ld.u32 r1, [rd1];
ld.global.u32 r1, [r2];
ld.global.u32 f1, [rd1];
ld.global.f32 r1, [rd1];
ld.global.f32 u1, [rd1];
ld.global.u32 r1, rd1;
ld.global.global.u32 r1, [rd1];
ld.global.shared.u32 r1, [rd1];
ld.global.b128 rd1, [rd1];
ld.global.u8 r1, [rd1];
ld.global.u8 h1, [rd1];
ld.global.u16 r1, [rd1];
ld.global.u32 rd1, [rd1];
st.global.u32 [rd1], r1;
st.global.u32 [rd1+8], 5;
st.global.v4.f32 [rd1], {f1, f2, f3, f4};
st.global.v2.f32 [rd1], {f1, f2, f3};
st.shared.u32 [r1], r2;
st.shared.v4.b32 [smem+16], {r1, r2, r3, r4};
st.global.f32 [rd1], r1;
st.global.u32 r1, [rd1];
st.relaxed.gpu.global.u32 [rd1], r1;
st.release.gpu.global.u32 [rd1], r1;
st.global.wb.u32 [rd1], r1;
st.global.cs.u32 [rd1], r1;
st.global.nc.u32 [rd1], r1;
mov.u32 r1, r2;
mov.u32 r1, 7;
mov.b32 r1, 0f3F800000;
mov.f32 f1, 0f3F800000;
mov.f32 f1, 0F3F800000;
mov.f32 f1, 1.5;
mov.f64 fd1, 0d3FF0000000000000;
mov.f32 f1, 0d3FF0000000000000;
mov.u32 r1, %tid.x;
mov.u32 r1, %ctaid.y;
mov.u32 r1, %ntid.z;
mov.u32 r1, %laneid;
mov.u32 r1, %warpid;
mov.u32 r1, %clusterid.x;
mov.u32 r1, %cluster_ctarank;
mov.u64 rd1, %clock64;
mov.u32 r1, %clock;
mov.u64 rd1, %globaltimer;
mov.u32 r1, %tid.w;
mov.u32 r1, %tid;
mov.u32 r1, %nosuchreg;
mov.u64 rd1, smem;
mov.u64 rd1, gbuf;
mov.u32 r1, smem;
mov.b64 rd1, {r1, r2};
mov.b32 r1, {h1, h2};
mov.b32 {h1, h2}, r1;
mov.b32 r1, {c1, c2, c3, c4};
mov.b64 {r1, r2}, rd1;
mov.b32 r1, {h1, h2, h3};
mov.pred p1, p2;
mov.pred p1, 1;
mov.u32 r1, rd1;
mov.u32 r1, f1;
mov.u64 rd1, r1;
mov.b16 h1, h2;
mov.u32 r1, undefined_sym;
mov.u32 r9999, r1;
add.s32 r1, r2, r3;
add.s32 r1, r2, -7;
add.u32 r1, r2, 0x10;
add.s64 rd1, rd2, rd3;
add.s64 rd1, rd2, r3;
add.f32 f1, f2, f3;
add.rn.ftz.sat.f32 f1, f2, f3;
add.f64 fd1, fd2, fd3;
add.f16 h1, h2, h3;
add.f16x2 r1, r2, r3;
add.bf16 h1, h2, h3;
add.bf16x2 r1, r2, r3;
add.rn.f16 h1, h2, h3;
add.cc.u32 r1, r2, r3;
addc.cc.u32 r1, r2, r3;
add.sat.s32 r1, r2, r3;
add.sat.u32 r1, r2, r3;
add.ftz.f64 fd1, fd2, fd3;
add.sat.f64 fd1, fd2, fd3;
add.f32 f1, f2;
add.f32 f1, f2, f3, f4;
add.u32 r1, r2, 1.5;
add.rn.rz.f32 f1, f2, f3;
add.u8 r1, r2, r3;
add.s16 h1, h2, h3;
sub.s32 r1, r2, r3;
sub.f32 f1, f2, f3;
sub.rn.f64 fd1, fd2, fd3;
mul.lo.s32 r1, r2, r3;
mul.hi.u32 r1, r2, r3;
mul.wide.s32 rd1, r2, r3;
mul.wide.u32 rd1, r2, 4;
mul.wide.s32 r1, r2, r3;
mul.s32 r1, r2, r3;
mul.lo.f32 f1, f2, f3;
mul.f32 f1, f2, f3;
mul.rn.f32 f1, f2, f3;
mul.wide.u64 rd1, rd2, rd3;
mad.lo.s32 r1, r2, r3, r4;
mad.wide.s32 rd1, r2, r3, rd4;
mad.hi.u32 r1, r2, r3, r4;
mad.rn.f32 f1, f2, f3, f4;
mad.f32 f1, f2, f3, f4;
mad.lo.s32 r1, r2, r3;
fma.rn.f32 f1, f2, f3, f4;
fma.rn.ftz.f32 f1, f2, f3, f4;
fma.f32 f1, f2, f3, f4;
fma.rn.f64 fd1, fd2, fd3, fd4;
fma.rn.f16x2 r1, r2, r3, r4;
fma.rn.relu.bf16x2 r1, r2, r3, r4;
fma.rn.sat.f32 f1, f2, f3, f4;
div.rn.f32 f1, f2, f3;
div.approx.f32 f1, f2, f3;
div.full.f32 f1, f2, f3;
div.f32 f1, f2, f3;
div.s32 r1, r2, r3;
div.u32 r1, r2, r3;
rem.u32 r1, r2, r3;
rem.s64 rd1, rd2, rd3;
rcp.rn.f32 f1, f2;
rcp.approx.ftz.f32 f1, f2;
rcp.approx.f64 fd1, fd2;
rcp.f32 f1, f2;
sqrt.rn.f32 f1, f2;
sqrt.approx.f32 f1, f2;
rsqrt.approx.f32 f1, f2;
rsqrt.approx.f64 fd1, fd2;
ex2.approx.f32 f1, f2;
ex2.approx.ftz.f32 f1, f2;
ex2.approx.f16 h1, h2;
lg2.approx.f32 f1, f2;
lg2.approx.ftz.f32 f1, f2;
sin.approx.f32 f1, f2;
cos.approx.ftz.f32 f1, f2;
tanh.approx.f32 f1, f2;
tanh.approx.f16x2 r1, r2;
ex2.f32 f1, f2;
abs.f32 f1, f2;
abs.s32 r1, r2;
abs.ftz.f32 f1, f2;
neg.f32 f1, f2;
neg.s32 r1, r2;
min.f32 f1, f2, f3;
min.NaN.f32 f1, f2, f3;
min.s32 r1, r2, r3;
min.u32 r1, r2, r3;
max.f32 f1, f2, f3;
max.ftz.NaN.f32 f1, f2, f3;
max.f16x2 r1, r2, r3;
max.bf16x2 r1, r2, r3;
max.u64 rd1, rd2, rd3;
max.f32 f1, f2, f3, f4;
max.s32 r1, r2, r3, r4;
and.b32 r1, r2, r3;
and.pred p1, p2, p3;
or.b32 r1, r2, r3;
or.b64 rd1, rd2, rd3;
xor.b32 r1, r2, r3;
xor.pred p1, p2, p3;
not.b32 r1, r2;
not.pred p1, p2;
and.u32 r1, r2, r3;
and.f32 f1, f2, f3;
cnot.b32 r1, r2;
shl.b32 r1, r2, 3;
shl.b32 r1, r2, r3;
shl.b64 rd1, rd2, r3;
shl.b64 rd1, rd2, rd3;
shr.u32 r1, r2, 3;
shr.s32 r1, r2, 3;
shr.b32 r1, r2, 3;
shr.u64 rd1, rd2, 3;
shf.l.wrap.b32 r1, r2, r3, r4;
shf.r.clamp.b32 r1, r2, r3, 5;
shf.l.b32 r1, r2, r3, r4;
lop3.b32 r1, r2, r3, r4, 0xe8;
lop3.b32 r1, r2, r3, r4, r5;
lop3.b32 r1, r2, r3, r4, 300;
prmt.b32 r1, r2, r3, 0x5410;
prmt.b32.f4e r1, r2, r3, r4;
prmt.b32 r1, r2, r3;
bfe.u32 r1, r2, 8, 4;
bfi.b32 r1, r2, r3, 8, 4;
popc.b32 r1, r2;
popc.b64 r1, rd2;
popc.b64 rd1, rd2;
clz.b32 r1, r2;
brev.b32 r1, r2;
bfind.u32 r1, r2;
fns.b32 r1, r2, r3, 1;
dp4a.u32.u32 r1, r2, r3, r4;
dp2a.lo.u32.u32 r1, r2, r3, r4;
setp.lt.s32 p1, r2, r3;
setp.eq.u32 p1, r2, 0;
setp.ne.s64 p1, rd1, rd2;
setp.gt.f32 p1, f2, f3;
setp.ge.ftz.f32 p1, f2, f3;
setp.lt.and.s32 p1, r2, r3, p2;
setp.lt.s32 p1|p2, r2, r3;
setp.nan.f32 p1, f2, f3;
setp.gtu.f32 p1, f2, f3;
setp.lo.u32 p1, r2, r3;
setp.lt.f16x2 p1|p2, r2, r3;
setp.lt.s32 r1, r2, r3;
setp.s32 p1, r2, r3;
setp.lt.s32 p1, r2;
setp.lo.s32 p1, r2, r3;
setp.ltu.s32 p1, r2, r3;
set.lt.u32.s32 r1, r2, r3;
selp.b32 r1, r2, r3, p1;
selp.f32 f1, f2, f3, p1;
selp.u64 rd1, rd2, rd3, p1;
selp.b32 r1, r2, r3, r4;
selp.b32 r1, r2, r3;
slct.f32.s32 f1, f2, f3, r4;
bra LBL;
bra.uni LBL;
@p1 bra LBL;
@!p1 bra LBL;
bra NOWHERE;
@r1 bra LBL;
@p1 bra.uni LBL;
bar.sync 0;
bar.sync 1, 64;
bar.sync r1;
barrier.sync 0;
barrier.sync.aligned 0;
bar.arrive 1, 64;
bar.red.popc.u32 r1, 0, p1;
bar.red.and.pred p1, 0, p2;
bar.warp.sync 0xffffffff;
bar.sync 16;
bar.sync 0, 33;
membar.gl;
membar.cta;
membar.sys;
fence.acq_rel.gpu;
fence.sc.cta;
fence.proxy.async;
fence.proxy.async.shared::cta;
fence.mbarrier_init.release.cluster;
shfl.sync.bfly.b32 r1, r2, 16, 31, 0xffffffff;
shfl.sync.down.b32 r1|p1, r2, 1, 31, 0xffffffff;
shfl.sync.idx.b32 r1, r2, r3, 0x1f, r4;
shfl.sync.up.b32 r1, r2, 1, 0, 0xffffffff;
shfl.bfly.b32 r1, r2, 16, 31;
shfl.sync.bfly.b32 r1, r2, 16, 31;
shfl.sync.bfly.f32 f1, f2, 16, 31, 0xffffffff;
shfl.sync.xor.b32 r1, r2, 16, 31, 0xffffffff;
vote.sync.all.pred p1, p2, 0xffffffff;
vote.sync.ballot.b32 r1, p2, 0xffffffff;
vote.sync.any.pred p1, !p2, 0xffffffff;
vote.all.pred p1, p2;
vote.sync.ballot.b32 r1, p2;
match.any.sync.b32 r1, r2, 0xffffffff;
activemask.b32 r1;
elect.sync r1|p1, 0xffffffff;
atom.global.add.u32 r1, [rd1], r2;
atom.global.add.f32 f1, [rd1], f2;
atom.shared.cas.b32 r1, [r2], r3, r4;
atom.global.exch.b64 rd1, [rd2], rd3;
atom.global.add.f16 h1, [rd1], h2;
atom.global.add.noftz.f16 h1, [rd1], h2;
atom.global.max.f32 f1, [rd1], f2;
atom.acq_rel.gpu.global.add.u32 r1, [rd1], r2;
atom.global.v4.f32.add {f1, f2, f3, f4}, [rd1], {f5, f6, f7, f8};
red.global.add.u32 [rd1], r2;
red.global.add.f32 [rd1], f2;
red.shared.add.u64 [r1], rd2;
red.global.add.noftz.bf16x2 [rd1], r2;
red.release.gpu.global.add.s32 [rd1], r2;
cp.async.ca.shared.global [r1], [rd1], 4;
cp.async.ca.shared.global [r1], [rd1], 16;
cp.async.cg.shared.global [r1], [rd1], 16;
cp.async.cg.shared.global [r1], [rd1], 8;
cp.async.cg.shared.global [r1], [rd1], 16, r2;
cp.async.ca.shared.global [r1], [rd1], 3;
cp.async.cg.shared.global.L2::128B [r1], [rd1], 16;
cp.async.commit_group;
cp.async.wait_group 0;
cp.async.wait_all;
cp.async.wait_group r1;
cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [r1], [rd1], r2, [r3];
cp.async.bulk.global.shared::cta.bulk_group [rd1], [r2], r3;
cp.async.bulk.commit_group;
cp.async.bulk.wait_group 0;
cp.async.bulk.wait_group.read 0;
cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [r1], [rd1, {r2, r3}], [r4];
cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [rd1, {r2, r3}], [r4];
cp.async.bulk.prefetch.L2.global [rd1], r2;
cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [rd1], [r2], r3;
mbarrier.init.shared.b64 [r1], 1;
mbarrier.init.shared::cta.b64 [r1], r2;
mbarrier.arrive.shared.b64 rd1, [r1];
mbarrier.arrive.expect_tx.shared::cta.b64 rd1, [r1], 1024;
mbarrier.arrive.expect_tx.release.cta.shared::cluster.b64 _, [r1], 1024;
mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [r1], 1024;
mbarrier.test_wait.shared.b64 p1, [r1], rd2;
mbarrier.try_wait.shared::cta.b64 p1, [r1], rd2;
mbarrier.try_wait.parity.shared::cta.b64 p1, [r1], r2;
mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p1, [r1], r2, 1000;
mbarrier.inval.shared.b64 [r1];
mbarrier.pending_count.b64 r1, rd2;
mbarrier.arrive.shared.b32 rd1, [r1];
mbarrier.init.shared.b64 [r1];
mbarrier.try_wait.parity.shared::cta.b64 r1, [r1], r2;
cvta.to.global.u64 rd1, rd2;
cvta.to.shared.u64 rd1, rd2;
cvta.shared.u64 rd1, rd2;
cvta.global.u64 rd1, rd2;
cvta.to.global.u32 r1, rd2;
cvta.to.shared::cluster.u64 rd1, rd2;
isspacep.shared p1, rd1;
mapa.shared::cluster.u32 r1, r2, r3;
mapa.u64 rd1, rd2, r3;
getctarank.shared::cluster.u32 r1, r2;
barrier.cluster.arrive;
barrier.cluster.arrive.relaxed.aligned;
barrier.cluster.wait;
barrier.cluster.wait.acquire;
griddepcontrol.wait;
griddepcontrol.launch_dependents;
prefetch.global.L2 [rd1];
prefetch.global.L2::evict_last [rd1];
prefetch.tensormap [rd1];
createpolicy.fractional.L2::evict_last.b64 rd1, 1.0;
createpolicy.fractional.L2::evict_first.L2::evict_unchanged.b64 rd1, 0.5;
nanosleep.u32 100;
trap;
exit;
brkpt;
pmevent 1;
setmaxnreg.inc.sync.aligned.u32 240;
setmaxnreg.dec.sync.aligned.u32 40;
setmaxnreg.inc.sync.aligned.u32 241;
stackrestore.u32 r1;
testp.finite.f32 p1, f2;
testp.nan.f64 p1, fd2;
copysign.f32 f1, f2, f3;
sad.u32 r1, r2, r3, r4;
min.relu.s32 r1, r2, r3;
max.xorsign.abs.f32 f1, f2, f3;
mul24.lo.s32 r1, r2, r3;
mad24.lo.u32 r1, r2, r3, r4;
fma.rn.oob.f16 h1, h2, h3, h4;
cvt.pack.sat.s8.s32.b32 r1, r2, r3, r4;
tcgen05.fence::before_thread_sync;
tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [rd1];
tcgen05.wait::ld.sync.aligned;
ret.uni;
nosuchop.b32 r1, r2;
add r1, r2, r3;
ld.global.u32 r1 [rd1];
add.s32 r1, r2, r3
mov.u32 r1, ;
"""


def base_cases(rng: random.Random) -> Iterator[Case]:
    for line in BASE.splitlines():
        line = line.strip()
        if not line:
            continue
        body = line
        if "LBL" in body:
            body = body + "\nLBL:"
        for v in ("8.0", "9.1"):
            yield "base", body, v


FAMILIES = {"wgmma": wgmma_cases, "mma": mma_cases, "ldstmatrix": ldst_matrix_cases,
            "multimem": multimem_cases, "cvt": cvt_cases, "redux": redux_cases, "f32x2": f32x2_cases,
            "mixed": mixed_cases, "base": base_cases}


def all_cases(seed: int = 4) -> list[Case]:
    out: list[Case] = []
    seen: set[tuple[str, str]] = set()
    for name, gen in FAMILIES.items():
        rng = random.Random(f"{seed}-{name}")
        for fam, body, ver in gen(rng):
            if (body, ver) in seen:
                continue
            seen.add((body, ver))
            out.append((fam, body, ver))
    return out


REG_CLASSES = ("p", "c", "h", "r", "rd", "hf", "hx", "f", "fd", "us", "ss", "u", "s", "ud", "sd")
SWAP_TYPES = (".f16", ".bf16", ".f32", ".f64", ".s32", ".u32", ".b32", ".b64", ".e4m3", ".e2m1", ".s8", ".u8",
              ".b16", ".tf32", ".ue8m0", ".ue4m3", ".f16x2", ".e4m3x2", ".e2m1x2")


def mutate_case(rng: random.Random, body: str) -> str:
    """One random edit of a statement: qualifier swap/duplicate/drop/replace, operand drop/duplicate,
    register class change, immediate change.  Used for the held-out corpus."""
    head, sep, ops = body.partition(" ")
    quals = head.split(".")
    how = rng.randrange(8)
    if how == 0 and len(quals) > 2:
        i, j = rng.sample(range(1, len(quals)), 2)
        quals[i], quals[j] = quals[j], quals[i]
    elif how == 1 and len(quals) > 1:
        i = rng.randrange(1, len(quals))
        quals.insert(rng.randrange(1, len(quals) + 1), quals[i])
    elif how == 2 and len(quals) > 1:
        quals.pop(rng.randrange(1, len(quals)))
    elif how == 3 and len(quals) > 1:
        quals[rng.randrange(1, len(quals))] = rng.choice(SWAP_TYPES)[1:]
    elif how == 4:
        parts = ops.rstrip(";").split(", ")
        if len(parts) > 1:
            parts.pop(rng.randrange(len(parts)))
        ops = ", ".join(parts) + ";"
    elif how == 5:
        parts = ops.rstrip(";").split(", ")
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(parts))
        ops = ", ".join(parts) + ";"
    elif how == 6:
        import re as _re
        regs_ = _re.findall(r"\b([a-z]+)(\d+)\b", ops)
        if regs_:
            cls, num = rng.choice(regs_)
            ops = _re.sub(rf"\b{cls}{num}\b", f"{rng.choice(REG_CLASSES)}{num}", ops, count=1)
    else:
        import re as _re
        nums = list(_re.finditer(r"(?<![\w.])-?\d+\b", ops))
        if nums:
            m = rng.choice(nums)
            ops = ops[:m.start()] + str(rng.choice([-1, 0, 1, 2, 3, 4, 7, 8, 16, 255, 256, 1024])) + ops[m.end():]
    return ".".join(quals) + sep + ops


def heldout_cases(seed: int, n: int, exclude: set[tuple[str, str]]) -> list[Case]:
    """Fresh cases: the generators under another seed, plus single random edits of valid forms."""
    out: list[Case] = []
    seen = set(exclude)
    rng = random.Random(f"heldout-{seed}")
    fresh = all_cases(seed)
    new = [c for c in fresh if (c[1], c[2]) not in seen]
    rng.shuffle(new)
    for c in new[: n // 2]:
        seen.add((c[1], c[2]))
        out.append(c)
    pool = [c for c in fresh if "\n" not in c[1]]
    while len(out) < n:
        fam, body, ver = rng.choice(pool)
        m = mutate_case(rng, body)
        if (m, ver) in seen:
            continue
        seen.add((m, ver))
        out.append((fam, m, ver))
    return out


def label(ptxas: str, body: str, target: str, version: str, text: str | None = None) -> tuple[bool, str]:
    """ptxas -arch `target` on module(body, target, version), or on `text` when given."""
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as fh:
        fh.write(text if text is not None else module(body, target, version))
        path = fh.name
    try:
        p = subprocess.run([ptxas, "-arch", target, path, "-o", os.devnull], capture_output=True,
                           text=True, timeout=60)
        msg = "\n".join(x.replace(path, "M.ptx") for x in (p.stdout + p.stderr).splitlines()
                        if "error" in x or "fatal" in x)
        return p.returncode == 0, msg
    finally:
        os.unlink(path)


def label_all(jobs: list[tuple[str, str, str, str]], ptxas: str, nthreads: int, out: str,
              texts: list[str] | None = None, extras: list[dict] | None = None) -> None:
    """Label every (family, body, version, target) job with ptxas -arch target and write the records
    to `out` (gzipped JSON lines); `texts[i]` is job i's module when it is not module()'s, `extras[i]`
    more fields of its record."""
    with ThreadPoolExecutor(nthreads) as ex:
        results = list(ex.map(lambda i: label(ptxas, jobs[i][1], jobs[i][3], jobs[i][2],
                                              texts[i] if texts else None), range(len(jobs))))
    with gzip.open(out, "wt") as fh:
        for i, ((fam, body, ver, t), (ok, msg)) in enumerate(zip(jobs, results, strict=True)):
            rec = {"family": fam, "body": body, "version": ver, "target": t, **(extras[i] if extras else {}),
                   "accepted": ok, "message": msg}
            fh.write(json.dumps(rec) + "\n")
    print(f"{len(jobs)} labelled records -> {out}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default=DEFAULT_PTXAS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default="tests/data/isa/corpus.jsonl.gz")
    ap.add_argument("--family", default=None)
    ap.add_argument("--count", action="store_true")
    ap.add_argument("--heldout", type=int, default=0,
                    help="write N held-out cases (new seed + random edits) not in the main corpus")
    ap.add_argument("--seed", type=int, default=4)
    args = ap.parse_args()
    cases = all_cases()
    if args.heldout:
        cases = heldout_cases(args.seed, args.heldout, {(b, v) for _, b, v in cases})
    if args.family:
        cases = [c for c in cases if c[0] == args.family]
    if args.count:
        from collections import Counter
        print(len(cases), Counter(c[0] for c in cases))
        return
    jobs = [(fam, body, ver, t) for fam, body, ver in cases for t in TARGETS]
    label_all(jobs, args.ptxas, args.jobs, args.out)


if __name__ == "__main__":
    main()
