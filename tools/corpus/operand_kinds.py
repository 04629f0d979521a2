"""Operand kinds as ptxas reads them: every form of the catalogue's form table, each operand position
given a register, an immediate, a vector with immediates, a variable, a `var+imm`, an address of each
shape, and the optional trailing operands in each count, labelled by ptxas.

Usage:  PTXAS135=/path/to/ptxas-13.5 python tools/corpus/operand_kinds.py [--jobs 2] [--batch 300]
            [--out tests/data/isa/operand_kinds.jsonl.gz]
(PTXAS90 / PTXAS135 may name a wrapper that limits ptxas's memory and time: a run it kills reports
no line, so its kernels are labelled again in halves)
(about 5 minutes on 2 busy cores: ~65,000 cases in ~270 ptxas calls)

The forms come from ptxemu's catalogue (the generic `Form` rows: base ISA, async copies, mbarrier,
redux, the .f32x2 and mixed-precision rows) plus a few seed lines of the families with tables of
their own (cvt, mma, wgmma, ldmatrix/stmatrix, multimem, wmma); the catalogue only proposes what to
write, ptxas alone decides what is valid.

1. Bases.  For each form, qualifier sets (the mandatory slots with their first values, then other
   values; each operand-bearing optional modifier, `.L2::cache_hint` first, and each optional vector
   size switched on) and, for each
   operand count the form allows, candidate operand lists (a register of the slot's type, an
   immediate for immediates, addresses of each shape, tensor addresses whose coordinate count is the
   `.Nd` qualifier's, and for the `_` positions registers and vectors of common widths).  Candidates
   are labelled in rounds; the first ptxas accepts is the base of that (qualifiers, count).
2. Variants.  In each base, each operand position in turn is replaced by every operand kind: a
   register of another width, a predicate, `!p`, an integer and a float immediate, a variable, a
   `var+imm`, an address `[reg]`, `[reg+imm]`, `[var]`, `[var+imm]`, `[imm]`, a vector whose first or
   every element is an immediate, and for a tensor address an immediate coordinate; cp.async's
   trailing operands (src-size / ignore-src / cache-policy) in every combination with and without
   `.L2::cache_hint`.

Targets: a form sm_90a has is labelled by ptxas 13.0 (/usr/local/bin/ptxas, -arch sm_90a, .version
9.0); a Blackwell-only form by ptxas 13.5 (-arch sm_100a, .version 9.1).  Calls are batched: each
case is a kernel of its own, a few hundred kernels a module; the errors ptxas prints are given to
the kernel of their line, the rest are labelled again until the module assembles (an error with no
line: the module is split in two).  Records: {form, variant, body, version, target, ptxas,
accepted, message}, gzipped JSON lines; `module([body], target, version)` is each one's module.
"""

# ruff: noqa: E501

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "src"))

PTXAS_90 = os.environ.get("PTXAS90", "/usr/local/bin/ptxas")
PTXAS_135 = os.environ.get("PTXAS135", str(ROOT / ".venv-x/lib/python3.11/site-packages/nvidia/cu13/bin/ptxas"))

DECLS = """\
.reg .pred p<8>;
.reg .b8 c<8>;
.reg .b16 h<64>;
.reg .b32 r<300>;
.reg .b64 rd<64>;
.reg .b128 q<8>;
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

HEAD = (".shared .align 128 .b8 smem[4096];\n.global .align 128 .b8 gbuf[4096];\n"
        ".const .align 8 .b8 cbuf[256];\n")


def entry(body: str, i: int = 0) -> str:
    return f".visible .entry k{i}(.param .u64 k{i}_p0)\n{{\n{DECLS}\n{body}\n$Lend:\nret;\n}}\n"


def module(bodies: list[str], target: str, version: str) -> str:
    return (f".version {version}\n.target {target}\n.address_size 64\n\n{HEAD}\n"
            + "".join(entry(b, i) for i, b in enumerate(bodies)))


# --------------------------------------------------------------------------------- registers
REG_OF = {".pred": "p", ".b8": "c", ".u8": "c", ".s8": "c", ".b16": "h", ".u16": "us", ".s16": "ss",
          ".f16": "hf", ".bf16": "h", ".e4m3x2": "h", ".e5m2x2": "h", ".b32": "r", ".u32": "u",
          ".s32": "s", ".f32": "f", ".f16x2": "hx", ".bf16x2": "r", ".tf32": "r", ".b64": "rd",
          ".u64": "ud", ".s64": "sd", ".f64": "fd", ".b128": "q", ".f32x2": "rd"}
_counter = itertools.count()


def reg(t: str, k: int = 1) -> str:
    """Register k of type t's family (distinct numbers so operands do not alias by accident)."""
    p = REG_OF.get(t, "r")
    top = {"p": 8, "c": 8, "h": 64, "r": 300, "rd": 64, "q": 8, "hf": 8, "hx": 8, "f": 300, "fd": 16, "us": 8,
           "ss": 8}.get(p, 16)
    return f"{p}{k % top}"


def vec(n: int, t: str, start: int = 1) -> str:
    return "{" + ", ".join(reg(t, start + i) for i in range(n)) + "}"


# --------------------------------------------------------------------------------- forms
@dataclass(frozen=True)
class FormRef:
    name: str  # a readable key: opcode + syntax
    syntax: str
    operands: str
    targets: object  # Req
    ptx: tuple[int, int]


def catalogue_forms() -> list[FormRef]:
    from ptxemu.isa.catalogue import async_copy, base, floats, redux  # noqa: F401  (import fills BASE_FORMS)

    rows = []
    for op, fs in base.BASE_FORMS.items():
        rows += floats.FORMS.get(op, fs) if op in floats.FORMS else fs
    rows += async_copy.CP + async_copy.MBAR + redux.FORMS
    out, seen = [], set()
    for f in rows:
        key = (f.syntax, f.operands)
        if key in seen or f.opcode == "call":  # call needs prototypes: the real-module corpora cover it
            continue
        seen.add(key)
        out.append(FormRef(f"{f.syntax} | {f.operands}", f.syntax, f.operands, f.req, f.ptx))
    return out


def _slots(syntax: str):
    from ptxemu.isa.catalogue.forms import Form
    return Form(syntax, "").slots


# optional modifiers that change the operands a form takes
OPERAND_MODS = (".L2::cache_hint", ".multicast::cluster", ".cp_mask", ".cta_group::1", ".cta_group::2",
                ".shared::cluster", ".ashift", ".noinc", ".v2", ".v4", ".v8")


def qualifier_sets(syntax: str) -> list[list[str]]:
    """Qualifier lists in the order they are tried: the mandatory slots' first values, then other
    values (each slot cycling on its own), and each operand-bearing optional modifier switched on."""
    slots = _slots(syntax)
    head = re.match(r"[A-Za-z_]\w*", syntax).group(0)

    def build(choice: dict[int, str], on: set[int]) -> list[str]:
        q = []
        for i, s in enumerate(slots):
            if i in choice:
                q.append(choice[i])
            elif not s.optional:
                q.append(s.values[0])
            elif i in on:
                q.append(s.values[0])
        return [head + "".join(q)]

    sets = [build({}, set())]
    for i, s in enumerate(slots):
        if not s.optional:
            for v in s.values[1:4]:
                sets.append(build({i: v}, set()))
    opt = [i for i, s in enumerate(slots) if s.optional and any(v in OPERAND_MODS for v in s.values)]
    for i in opt:
        for v in slots[i].values:
            if v in OPERAND_MODS:
                sets.append(build({i: v}, set()))
    if len(opt) > 1:
        sets.append(build({i: next(v for v in slots[i].values if v in OPERAND_MODS) for i in opt}, set()))
    out = []
    for s in sets:
        if s not in out:
            out.append(s)
    return out


_TYPES = None


def _types_in(name: str) -> list[str]:
    global _TYPES
    if _TYPES is None:
        from ptxemu.isa.types import TYPES
        _TYPES = TYPES
    return ["." + q for q in name.split(".")[1:] if "." + q in _TYPES]


_WIDE = {".u16": ".u32", ".u32": ".u64", ".s16": ".s32", ".s32": ".s64", ".b16": ".b32", ".b32": ".b64"}


def type_of(spec: str, types: list[str]) -> str:
    spec = spec.rstrip("*!=")
    if not spec:
        return ".b32"
    if spec[0] in "tw" and spec[1:].isdigit():
        k = int(spec[1:])
        t = types[k] if k < len(types) else ".b32"
        return _WIDE.get(t, t) if spec[0] == "w" else t
    return "." + spec.split("|")[0]


def _dim(name: str) -> int:
    m = re.search(r"\.(\d)d\b", name)
    return int(m.group(1)) if m else 0


def address_candidates(name: str) -> list[str]:
    n = _dim(name)
    out = []
    if n and ".tensor" in name:
        out.append(f"[rd10, {vec(n, '.b32', 20)}]")
    out += ["[rd2]", "[r2]", "[smem]"]
    if n and ".tensor" not in name:  # texture / surface coordinates
        out += [f"[rd10, {vec(n, '.b32', 20)}]", f"[rd10, {vec(max(n, 2) if n < 3 else 4, '.b32', 20)}]"]
    return out


def any_candidates(name: str) -> list[str]:
    """The `_` positions: a register of the instruction's last type, its .vN vector, then common shapes."""
    types = _types_in(name)
    t = types[-1] if types else ".b32"
    m = re.search(r"\.v(\d)\b", name)
    out = [vec(int(m.group(1)), t, 30)] if m else []
    out += [reg(t, 30), "rd30", "r30", "h30", vec(4, ".b32", 30), vec(2, ".b32", 30), vec(4, ".f32", 30),
            vec(2, ".b64", 30), "q3", "p3", "1", vec(1, ".b32", 30), vec(8, ".b32", 30), "f30", "[rd30]",
            vec(2, ".b16", 30), vec(3, ".b16", 30)]
    return list(dict.fromkeys(out))


def operand_candidates(kind: str, ty: str, types: list[str], name: str, k: int) -> list[str]:
    t = type_of(ty, types)
    if kind in ("r", "rq", "pk"):
        return [reg(t, 3 + k)]
    if kind == "ri":
        return [reg(t, 3 + k), "1"]
    if kind == "i":
        return ["0", "16", "128", "1", "4", "32"]
    if kind in ("p", "pq"):
        return [f"p{1 + k % 6}"]
    if kind == "pi":
        return [f"p{1 + k % 6}", "1"]
    if kind == "a":
        return address_candidates(name)
    if kind == "l":
        return ["$Lend"]
    if kind == "s":
        return [reg(t, 3 + k), "smem"]
    if kind.startswith("v") and kind[1:].isdigit():
        return [vec(int(kind[1:]), t, 40)]
    return any_candidates(name)


def base_candidates(form: FormRef, name: str, cap: int = 160) -> dict[int, list[list[str]]]:
    """Candidate operand lists for each operand count, most likely first."""
    from ptxemu.isa.catalogue.forms import Form
    f = Form(form.syntax, form.operands)
    types = _types_in(name)
    need = sum(1 for _, _, o in f.ops if not o)
    out = {}
    for n in range(need, len(f.ops) + 1):
        per = [operand_candidates(kd, ty, types, name, k) for k, (kd, ty, _) in enumerate(f.ops[:n])]
        combos = []
        # vary one position at a time first (most forms need only one fix), then the full product
        first = [c[0] for c in per]
        combos.append(first)
        for k, c in enumerate(per):
            for alt in c[1:]:
                combos.append(first[:k] + [alt] + first[k + 1:])
        for combo in itertools.islice(itertools.product(*per), cap):
            combos.append(list(combo))
        uniq = []
        for c in combos:
            if c not in uniq:
                uniq.append(c)
        out[n] = uniq[:cap]
    return out


# seed lines of the families whose forms live in tables of their own (catalogue/table.py, cvt, multimem)
SEEDS = [
    ("cvt", "cvt.rn.f32.f16 f1, hf1;"), ("cvt", "cvt.rzi.s32.f32 s1, f1;"),
    ("cvt", "cvt.rn.satfinite.e4m3x2.f32 h1, f1, f2;"), ("cvt", "cvt.rn.f16x2.f32 hx1, f1, f2;"),
    ("cvt", "cvt.u32.u64 u1, ud1;"), ("cvt", "cvt.rn.bf16x2.f32 r1, f1, f2;"),
    ("mma", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {f1, f2, f3, f4}, {r1, r2, r3, r4}, {r5, r6}, {f5, f6, f7, f8};"),
    ("mma", "mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {s1, s2, s3, s4}, {r1, r2, r3, r4}, {r5, r6}, {s5, s6, s7, s8};"),
    ("wgmma", "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {f1, f2, f3, f4}, rd1, rd2, p1, 1, 1, 0, 0;"),
    ("wgmma", "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {f1, f2, f3, f4}, {r1, r2, r3, r4}, rd2, p1, 1, 1, 1;"),
    ("wgmma", "wgmma.wait_group.sync.aligned 0;"),
    ("ldmatrix", "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {r1, r2, r3, r4}, [r5];"),
    ("stmatrix", "stmatrix.sync.aligned.m8n8.x2.shared.b16 [r5], {r1, r2};"),
    ("multimem", "multimem.ld_reduce.relaxed.sys.global.add.f32 f1, [rd1];"),
    ("multimem", "multimem.st.relaxed.sys.global.b32 [rd1], r1;"),
    ("multimem", "multimem.red.relaxed.sys.global.add.u32 [rd1], u1;"),
    ("multimem", "multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [rd1], [r2], r3;"),
]
# vector data of ld/st/ldu in the common element types (the forms above give only their first type,
# .b8): a brace with immediates, a sink, a short brace, a scalar in each position
for _op, _vt in itertools.product(("st", "ld", "ldu"), (".v2.b16", ".v4.b16", ".v2.b32", ".v4.b32", ".v2.f32",
                                                         ".v4.f32", ".v2.u32", ".v2.s32", ".v2.b64", ".v2.f64",
                                                         ".v2.u16", ".v4.s16")):
    _n, _t = int(_vt[2]), "." + _vt.split(".")[2]
    _data = vec(_n, _t, 30)
    SEEDS.append((_op, f"st.global{_vt} [rd2], {_data};" if _op == "st" else f"{_op}.global{_vt} {_data}, [rd2];"))


# --------------------------------------------------------------------------------- variants
def split_operands(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def line_of(name: str, ops: list[str]) -> str:
    return f"{name} {', '.join(ops)};" if ops else f"{name};"


def operand_variants(op: str) -> list[tuple[str, str]]:
    """(kind, text) replacements for one operand written `op` in a base."""
    out = []
    scalar = [("reg_b16", "h50"), ("reg_b32", "r50"), ("reg_b64", "rd50"), ("reg_f32", "f50"), ("pred", "p5"),
              ("not_pred", "!p5"), ("imm", "1"), ("imm_neg", "-1"), ("imm_float", "0f3F800000"),
              ("var", "gbuf"), ("var_imm", "gbuf+8"), ("shared_var_imm", "smem+16"), ("vec_imm1", "{1}")]
    if op.startswith("["):
        inner = op[1:-1]
        if "{" in inner:  # a tensor / texture address: [base, {coords}]
            base, coords = inner.split(",", 1)
            items = split_operands(coords.strip()[1:-1])
            out += [("tensor_coord_imm_first", f"[{base}, {{{', '.join(['0'] + items[1:])}}}]"),
                    ("tensor_coord_imm_last", f"[{base}, {{{', '.join(items[:-1] + ['7'])}}}]"),
                    ("tensor_coord_imm_all", f"[{base}, {{{', '.join(str(i) for i in range(len(items)))}}}]"),
                    ("tensor_coord_b64", f"[{base}, {{{', '.join(['rd51'] + items[1:])}}}]"),
                    ("tensor_coord_b16", f"[{base}, {{{', '.join(['h51'] + items[1:])}}}]"),
                    ("tensor_coord_f32", f"[{base}, {{{', '.join(['f51'] + items[1:])}}}]"),
                    ("tensor_coord_pred", f"[{base}, {{{', '.join(['p5'] + items[1:])}}}]"),
                    ("tensor_base_var", f"[gbuf, {{{', '.join(items)}}}]"),
                    ("tensor_base_var_imm", f"[gbuf+128, {{{', '.join(items)}}}]"),
                    ("tensor_base_reg_imm", f"[{base}+64, {{{', '.join(items)}}}]"),
                    ("tensor_base_b32", f"[r51, {{{', '.join(items)}}}]")]
        else:
            out += [("addr_b64", "[rd50]"), ("addr_b64_imm", "[rd50+8]"), ("addr_b32", "[r50]"),
                    ("addr_b32_imm", "[r50+8]"), ("addr_var", "[gbuf]"), ("addr_var_imm", "[gbuf+8]"),
                    ("addr_shared_var", "[smem]"), ("addr_shared_var_imm", "[smem+16]"), ("addr_imm", "[64]")]
        out += [("reg_b64", "rd50"), ("reg_b32", "r50"), ("imm", "1"), ("var", "gbuf")]
        return out
    if op.startswith("{"):
        items = split_operands(op[1:-1])
        out += [("vec_imm_first", "{" + ", ".join(["1"] + items[1:]) + "}"),
                ("vec_imm_all", "{" + ", ".join("1" for _ in items) + "}"),
                ("vec_float_imm_first", "{" + ", ".join(["0f3F800000"] + items[1:]) + "}"),
                ("vec_sink_first", "{" + ", ".join(["_"] + items[1:]) + "}"),
                ("vec_shorter", "{" + ", ".join(items[:-1]) + "}") if len(items) > 1 else ("vec_longer", "{" + ", ".join(items + [items[-1]]) + "}"),
                ("scalar_reg", items[0]), ("imm", "1")]
        return out
    return [(k, t) for k, t in scalar if t != op]


def variants_of(name: str, ops: list[str]) -> Iterator[tuple[str, str]]:
    for k, op in enumerate(ops):
        for kind, text in operand_variants(op):
            yield f"op{k + 1}={kind}", line_of(name, ops[:k] + [text] + ops[k + 1:])


# cp.async's optional operands, every combination (manual 9.7.9.25.3): src-size (u32 register or
# immediate) or ignore-src (a predicate, `!p` too), then cache-policy (b64 register or immediate)
def cp_async_trailing() -> Iterator[tuple[str, str]]:
    for cache in ("ca", "cg"):
        for hint in ("", ".L2::cache_hint"):
            for pf in ("", ".L2::128B"):
                name = f"cp.async.{cache}.shared.global{hint}{pf}"
                for size in ("16", "8"):
                    fixed = ["[r1]", "[rd1]", size]
                    mids = [None, ("src-size-reg", "u2"), ("src-size-reg-b32", "r2"), ("src-size-imm", "8"),
                            ("src-size-b64", "rd3"), ("ignore-src", "p1"), ("ignore-src-not", "!p1"),
                            ("src-size-b16", "h2")]
                    pols = [None, ("policy-reg", "rd2"), ("policy-imm", "5"), ("policy-b32", "r4")]
                    for mid, pol in itertools.product(mids, pols):
                        ops = fixed + ([mid[1]] if mid else []) + ([pol[1]] if pol else [])
                        tag = f"trailing={mid[0] if mid else '-'}/{pol[0] if pol else '-'}"
                        yield tag, line_of(name, ops)
    for addr in ("[smem+16], [gbuf+8]", "[smem], [gbuf]", "[r1+16], [rd1+16]"):
        yield "addr_var_imm", f"cp.async.ca.shared.global.L2::cache_hint {addr}, 16, rd2;"
        yield "addr_var_imm", f"cp.async.cg.shared.global {addr}, 16, u2;"


# --------------------------------------------------------------------------------- labelling
@dataclass
class Job:
    form: str
    variant: str
    body: str
    target: str
    version: str
    ptxas: str


_LINE = re.compile(r"^ptxas M\.ptx, line (\d+);")


def _run(ptxas: str, target: str, text: str) -> tuple[int, list[str]]:
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as fh:
        fh.write(text)
        path = fh.name
    try:
        p = subprocess.run([ptxas, "-arch", target, path, "-o", os.devnull], capture_output=True, text=True,
                           timeout=600)
        lines = [x.replace(path, "M.ptx") for x in (p.stdout + p.stderr).splitlines()
                 if "error" in x or "fatal" in x]
        return p.returncode, lines
    finally:
        os.unlink(path)


def _label_group(ptxas: str, target: str, version: str, bodies: list[str]) -> list[tuple[bool, str]]:
    """ptxas's verdict on each body, many kernels a module (see the module docstring)."""
    verdict: dict[int, tuple[bool, str]] = {}

    def solve(idx: list[int]) -> None:
        while idx:
            text = module([bodies[i] for i in idx], target, version)
            # line ranges of each kernel's body
            starts, line = [], text[:text.index(".visible")].count("\n") + 1
            for i in idx:
                starts.append(line)
                line += entry(bodies[i]).count("\n")
            rc, msgs = _run(ptxas, target, text)
            if rc == 0:
                for i in idx:
                    verdict[i] = (True, "")
                return
            hit: dict[int, list[str]] = {}
            for m in msgs:
                mm = _LINE.search(m)
                if not mm:
                    continue
                ln = int(mm.group(1))
                pos = max(0, next((j for j, s in enumerate(starts) if s > ln), len(starts)) - 1)
                hit.setdefault(idx[pos], []).append(re.sub(r"^ptxas M\.ptx, line \d+; ", "", m))
            if not hit:
                if len(idx) == 1:
                    verdict[idx[0]] = (False, "\n".join(msgs))
                    return
                solve(idx[:len(idx) // 2])
                solve(idx[len(idx) // 2:])
                return
            for i, ms in hit.items():
                verdict[i] = (False, "\n".join(ms))
            idx = [i for i in idx if i not in hit]

    solve(list(range(len(bodies))))
    return [verdict[i] for i in range(len(bodies))]


BATCH = 300


def label(jobs: list[Job], nthreads: int, batch: int | None = None) -> list[tuple[bool, str]]:
    batch = batch or BATCH
    groups: dict[tuple[str, str, str], list[int]] = {}
    for i, j in enumerate(jobs):
        groups.setdefault((j.ptxas, j.target, j.version), []).append(i)
    tasks = []
    for key, idx in groups.items():
        for s in range(0, len(idx), batch):
            tasks.append((key, idx[s:s + batch]))
    out: list[tuple[bool, str] | None] = [None] * len(jobs)
    with ThreadPoolExecutor(nthreads) as ex:
        for (_key, idx), res in zip(tasks, ex.map(lambda t: _label_group(*t[0], [jobs[i].body for i in t[1]]), tasks),
                                   strict=True):
            for i, r in zip(idx, res, strict=True):
                out[i] = r
    return out  # type: ignore[return-value]


def where(form_req, ptx: tuple[int, int]) -> tuple[str, str, str] | None:
    """(target, version, ptxas) a form is labelled on."""
    from ptxemu.isa.targets import parse_target
    if form_req.allows(parse_target("sm_90a")) and ptx <= (9, 0):
        return "sm_90a", "9.0", PTXAS_90
    for t in ("sm_90a", "sm_100a", "sm_120a"):
        if form_req.allows(parse_target(t)):
            return t, "9.1", PTXAS_135
    return None


def seed_where(family: str) -> tuple[str, str, str]:
    return ("sm_90a", "9.0", PTXAS_90)


def build(nthreads: int, verbose: bool = True) -> tuple[list[Job], list[tuple[bool, str]], dict]:
    forms = catalogue_forms()
    # phase 1: bases
    pending = []  # (form key, qualified name, n, candidates, target triple)
    for fr in forms:
        w = where(fr.targets, fr.ptx)
        if w is None:
            continue
        for qs in qualifier_sets(fr.syntax):
            name = qs[0]
            for n, cands in base_candidates(fr, name).items():
                pending.append((fr.name, name, n, cands, w))
    bases: dict[tuple[str, str, int], tuple[list[str], tuple[str, str, str]]] = {}
    all_jobs: list[Job] = []
    all_res: list[tuple[bool, str]] = []
    rounds = ((0, 1), (1, 12), (12, 60), (60, 160))
    for lo, hi in rounds:
        jobs, keys = [], []
        for fk, name, n, cands, w in pending:
            if (fk, name, n) in bases:
                continue
            for c in cands[lo:hi]:
                jobs.append(Job(fk, f"base/{n}", line_of(name, c), *w))
                keys.append((fk, name, n, c, w))
        if not jobs:
            break
        res = label(jobs, nthreads)
        for job, key, (ok, msg) in zip(jobs, keys, res, strict=True):
            fk, name, n, c, w = key
            if ok and (fk, name, n) not in bases:
                bases[(fk, name, n)] = (c, w)
                all_jobs.append(job)  # the search's rejected guesses are not part of the sweep
                all_res.append((ok, msg))
        if verbose:
            print(f"bases round {lo}-{hi}: {len(jobs)} candidates, {len(bases)} bases", flush=True)
    # phase 2: variants of each base, the seed lines and cp.async's trailing operands
    jobs = []
    for (fk, name, _n), (ops, w) in bases.items():
        for tag, body in variants_of(name, ops):
            jobs.append(Job(fk, tag, body, *w))
    for fam, line in SEEDS:
        head, _, rest = line.rstrip(";").partition(" ")
        ops = split_operands(rest)
        w = seed_where(fam)
        jobs.append(Job(f"seed {fam}", "base", line, *w))
        for tag, body in variants_of(head, ops):
            jobs.append(Job(f"seed {fam}", tag, body, *w))
    for tag, body in cp_async_trailing():
        jobs.append(Job("cp.async trailing operands", tag, body, "sm_90a", "9.0", PTXAS_90))
    seen = {(j.body, j.target) for j in all_jobs}
    jobs = _dedup(jobs, seen)
    res = label(jobs, nthreads)
    if verbose:
        print(f"variants: {len(jobs)} labelled, {sum(ok for ok, _ in res)} accepted", flush=True)
    all_jobs += jobs
    all_res += res
    missing = sorted({(fk, name) for fk, name, n, _, _ in pending} - {(fk, name) for fk, name, _ in bases})
    return all_jobs, all_res, {"forms": len(forms), "bases": len(bases), "no_base": missing}


def _dedup(jobs: list[Job], seen: set) -> list[Job]:
    out = []
    for j in jobs:
        if (j.body, j.target) in seen:
            continue
        seen.add((j.body, j.target))
        out.append(j)
    return out


def ptxas_version(path: str) -> str:
    out = subprocess.run([path, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"release (\d+\.\d+)", out)
    return m.group(1) if m else "?"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=str(ROOT / "tests/data/isa/operand_kinds.jsonl.gz"))
    ap.add_argument("--batch", type=int, default=BATCH, help="kernels per ptxas call")
    args = ap.parse_args()
    globals()["BATCH"] = args.batch
    jobs, res, info = build(args.jobs)
    vers = {PTXAS_90: ptxas_version(PTXAS_90), PTXAS_135: ptxas_version(PTXAS_135)}
    with gzip.open(args.out, "wt") as fh:
        for j, (ok, msg) in zip(jobs, res, strict=True):
            fh.write(json.dumps({"form": j.form, "variant": j.variant, "body": j.body, "version": j.version,
                                 "target": j.target, "ptxas": vers[j.ptxas], "accepted": ok,
                                 "message": msg[:300]}) + "\n")
    print(f"{len(jobs)} records -> {args.out}; {info['forms']} forms, {info['bases']} bases; "
          f"{len(info['no_base'])} (form, qualifiers) without a base ptxas accepts")
    for fk, name in info["no_base"]:
        print("  no base:", name, "|", fk)
    print(Counter(ok for ok, _ in res))


if __name__ == "__main__":
    main()
