"""PTX-version gates: a representative valid module per catalogue feature at every `.version` ptxas
13.5 reads from 6.0 to 9.1, labelled by ptxas 13.5.

Usage:  python tools/corpus/versions.py [--ptxas PATH] [--jobs 2] [--out tests/data/isa/versions.jsonl.gz]

The bodies are taken from the other labelled corpora, never from ptxemu's catalogue: every body ptxas
accepted in corpus.jsonl.gz, crossproduct(_sp).jsonl.gz, manual.jsonl.gz (module() of generate.py; the
manual's lines ptxas takes only in a .target sm_60 module are labelled like the rest) and
cutlass_forms.json.gz (real_forms.statement_module), chosen per opcode so that every qualifier token
ptxas accepted with that opcode appears in at least one chosen body (greedy cover, fewest bodies), plus
the hand-written module-level probes of DIRECTIVES below (declarations, types, directives). For each
body the lowest module `.target` of TARGET_CHAIN that ptxas accepts at PTX 9.1 is found first (so that
the version gates, not the target gates, decide), then the body is labelled at every version of VERSIONS
with that target (-arch: the target itself, sm_75 for the sm_70 module; ptxas 13.5 compiles for sm_75
and up).
Record: {family: "version", body, version, target, arch, src, accepted, message}; `src` says how the
module is built ("gen": module() of generate.py, "real": statement_module with `decls`/`params`,
"raw": the body is the whole module with {V} and {T} for version and target).
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import DEFAULT_PTXAS, label, label_all, module  # noqa: E402
from real_forms import statement_module  # noqa: E402

DATA = Path(__file__).resolve().parents[2] / "tests" / "data" / "isa"
VERSIONS = tuple(f"6.{i}" for i in range(6)) + tuple(f"7.{i}" for i in range(9)) + tuple(
    f"8.{i}" for i in range(9)) + ("9.0", "9.1")
TARGET_CHAIN = ("sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100a", "sm_120a")
ARCH_OF = {"sm_70": "sm_75"}

_HEAD = ".version {V}\n.target {T}\n.address_size 64\n"
_K = ".visible .entry k()\n{{\n{body}\nret;\n}}\n"
# module-level probes: (name, whole module with {V}/{T}); braces of PTX are doubled for str.format
DIRECTIVES: tuple[tuple[str, str], ...] = tuple((n, _HEAD + t.replace("{{", "{").replace("}}", "}"))
                                                for n, t in (
    ("reg.b128", _K.format(body=".reg .b128 q;")),
    ("reg.b128.mov", _K.format(body=".reg .b128 q;\n.reg .b64 a, b;\nmov.b128 q, {{a, b}};")),
    ("reg.b128.vec", _K.format(body=".reg .v2 .b128 q;")),
    ("reg.f16", _K.format(body=".reg .f16 h;")),
    ("reg.f16x2", _K.format(body=".reg .f16x2 h;")),
    ("reg.bf16", _K.format(body=".reg .bf16 h;")),
    ("reg.bf16x2", _K.format(body=".reg .bf16x2 h;")),
    ("reg.b8", _K.format(body=".reg .b8 c;")),
    ("reg.pred.range", _K.format(body=".reg .pred p<4>;")),
    ("shared.b128", ".shared .align 16 .b128 s;\n" + _K.format(body="")),
    ("global.b128", ".global .align 16 .b128 g;\n" + _K.format(body="")),
    ("global.init", ".global .align 4 .u32 g[2] = {{1, 2}};\n" + _K.format(body="")),
    ("const.init", ".const .align 4 .f32 c[2] = {{1.0, 2.0}};\n" + _K.format(body="")),
    ("global.v4", ".global .align 16 .v4 .f32 g;\n" + _K.format(body="")),
    ("global.managed", ".global .attribute(.managed) .align 4 .u32 g;\n" + _K.format(body="")),
    ("global.weak", ".weak .global .align 4 .u32 g;\n" + _K.format(body="")),
    ("global.common", ".common .global .align 4 .u32 g;\n" + _K.format(body="")),
    ("extern.shared", ".extern .shared .align 16 .b8 dyn[];\n" + _K.format(body="")),
    ("entry.maxntid", ".visible .entry k() .maxntid 128, 1, 1\n{{\nret;\n}}\n"),
    ("entry.reqntid", ".visible .entry k() .reqntid 128\n{{\nret;\n}}\n"),
    ("entry.minnctapersm", ".visible .entry k() .maxntid 128 .minnctapersm 2\n{{\nret;\n}}\n"),
    ("entry.maxnreg", ".visible .entry k() .maxnreg 64\n{{\nret;\n}}\n"),
    ("entry.explicitcluster", ".visible .entry k() .explicitcluster\n{{\nret;\n}}\n"),
    ("entry.reqnctapercluster", ".visible .entry k() .reqnctapercluster 2, 1, 1\n{{\nret;\n}}\n"),
    ("entry.maxclusterrank", ".visible .entry k() .maxclusterrank 8\n{{\nret;\n}}\n"),
    ("entry.blocksareclusters", ".visible .entry k() .reqntid 128 .reqnctapercluster 2 .blocksareclusters\n"
     "{{\nret;\n}}\n"),
    ("entry.ptr.param", ".visible .entry k(.param .u64 .ptr .global .align 16 p)\n{{\nret;\n}}\n"),
    ("entry.ptr.param.noalign", ".visible .entry k(.param .u64 .ptr .shared p)\n{{\nret;\n}}\n"),
    ("entry.param.align", ".visible .entry k(.param .align 16 .b8 p[64])\n{{\nret;\n}}\n"),
    ("entry.tmap.param", ".visible .entry k(.param .align 64 .b8 tm[128])\n{{\nret;\n}}\n"),
    ("func.noreturn", ".func f() .noreturn\n{{\ntrap;\n}}\n" + _K.format(body="")),
    ("func.abi_preserve", ".func f() .abi_preserve 8\n{{\nret;\n}}\n" + _K.format(body="")),
    ("func.abi_preserve_control", ".func f() .abi_preserve_control 8\n{{\nret;\n}}\n" + _K.format(body="")),
    ("func.alias", ".func f()\n{{\nret;\n}}\n.func g();\n.alias g, f;\n" + _K.format(body="")),
    ("func.weak", ".weak .func f()\n{{\nret;\n}}\n" + _K.format(body="")),
    ("func.extern", ".extern .func f();\n" + _K.format(body="")),
    ("func.param.b128", ".func f(.param .b128 x)\n{{\nret;\n}}\n" + _K.format(body="")),
    ("func.ret", ".func (.reg .b32 r) f(.reg .b32 a)\n{{\nmov.b32 r, a;\nret;\n}}\n" + _K.format(body="")),
    ("pragma.nounroll", _K.format(body=".pragma \"nounroll\";")),
    ("pragma.used_bytes_mask", _K.format(body=".reg .b64 a;\n.reg .b32 r;\nmov.b64 a, 0;\n"
                                         ".pragma \"used_bytes_mask 0xf\";\nld.global.b32 r, [a];")),
    ("pragma.enable_smem_spilling", ".visible .entry k()\n{{\n.pragma \"enable_smem_spilling\";\nret;\n}}\n"),
    ("callprototype", _K.format(body=".reg .b64 a;\nmov.b64 a, 0;\nP: .callprototype _ (.param .b32 x);")),
    ("branchtargets", _K.format(body=".reg .b32 r;\nmov.b32 r, 0;\nT: .branchtargets L0, L1;\n"
                                "brx.idx r, T;\nL0:\nret;\nL1:")),
    ("call", ".func f()\n{{\nret;\n}}\n" + _K.format(body="call f;")),
    ("call.uni.args", ".func (.param .b32 r) f(.param .b32 a)\n{{\nret;\n}}\n" + _K.format(
        body="{{\n.param .b32 x;\n.param .b32 y;\ncall.uni (y), f, (x);\n}}")),
    ("calltargets", ".func f()\n{{\nret;\n}}\n" + _K.format(
        body=".reg .b64 a;\nmov.b64 a, f;\nT: .calltargets f;\ncall a, T;")),
    ("reg.v4.f64", _K.format(body=".reg .v4 .f64 v;")),
    ("reg.v2.f64", _K.format(body=".reg .v2 .f64 v;")),
    ("shared.v4.f64", ".shared .align 16 .v4 .f64 s;\n" + _K.format(body="")),
    ("file.timestamp", ".file 1 \"a.cu\", 1700000000, 42\n" + _K.format(body=".loc 1 2 3")),
    ("section.debug", _K.format(body="") + ".section .debug_str\n{{\n.b8 0\n}}\n"),
    ("local.decl", _K.format(body=".local .align 8 .b8 buf[64];")),
    ("shared.decl.in.body", _K.format(body=".shared .align 16 .b8 s[64];")),
    ("param.in.body", _K.format(body=".param .b32 x;")),
    ("reg.vector", _K.format(body=".reg .v4 .f32 v;")),
    ("reg.e4m3", _K.format(body=".reg .e4m3x2 v;")),
))


# opcodes the other corpora have no accepted body for (one instruction line each, module() of generate.py)
EXTRA_BODIES = (
    "alloca.u64 rd1, 64;", "alloca.local.u64 rd1, 64, 16;", "alloca.u32 r1, 64;",
    "ldu.global.u32 u1, [rd1];", "ldu.global.v2.f32 {f1, f2}, [rd1];", "ldu.u64 ud1, [rd1];",
    "stacksave.u64 rd1;", "stackrestore.u64 rd1;", "stacksave.u32 r1;",
    "subc.u32 r1, r2, r3;", "subc.cc.s32 r1, r2, r3;", "addc.cc.u64 rd1, rd2, rd3;",
    "sub.cc.u64 rd1, rd2, rd3;",
    *(f"{op}.u32.u32.u32 r1, r2, r3, r4;" for op in (
        "vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vadd2", "vsub2", "vavrg2", "vabsdiff2",
        "vmin2", "vmax2")),
    "vadd4.s32.s32.s32.sat r1, r2, r3, r4;", "vmax2.u32.u32.u32.add r1, r2, r3, r4;",
)


def qualifier_tokens(text: str) -> tuple[str, list[str]]:
    """(opcode, qualifiers) of an instruction line: the first word split at dots."""
    head = text.split("{", 1)[0].split("[", 1)[0].strip().split()
    if not head:
        return "", []
    word = head[0] if not head[0].startswith("@") else (head[1] if len(head) > 1 else "")
    parts = word.split(".")
    return parts[0], ["." + p for p in parts[1:]]


def candidates() -> list[dict]:
    """Every accepted body of the other corpora, as a record (src gen/real)."""
    out: list[dict] = []
    seen: set[str] = set()
    for name in ("corpus.jsonl.gz", "crossproduct.jsonl.gz", "crossproduct_sp.jsonl.gz", "manual.jsonl.gz"):
        with gzip.open(DATA / name, "rt") as fh:
            for line in fh:
                r = json.loads(line)
                if r["accepted"] and r["body"] not in seen:
                    seen.add(r["body"])
                    out.append({"src": "gen", "body": r["body"]})
    real = json.loads(gzip.decompress((DATA / "cutlass_forms.json.gz").read_bytes()))
    for r in real["statements"]:
        if r["accepted"] and r["text"] not in seen:
            seen.add(r["text"])
            out.append({"src": "real", "body": r["text"], "decls": r["decls"], "params": r["params"],
                        "labels": r["labels"]})
    out += [{"src": "gen", "body": b} for b in EXTRA_BODIES]
    return out


def choose(cands: list[dict]) -> list[dict]:
    """Per opcode, the fewest bodies (greedy) that together show every qualifier token."""
    by_op: dict[str, list[tuple[dict, set[str]]]] = defaultdict(list)
    for c in cands:
        lines = [x for x in c["body"].split(";") if x.strip()]
        for ln in lines[-1:]:  # the instruction under test is the last line of a body
            op, quals = qualifier_tokens(ln)
            if op:
                by_op[op].append((c, set(quals)))
    chosen: list[dict] = []
    for op in sorted(by_op):
        rows = sorted(by_op[op], key=lambda x: (len(x[0]["body"]), x[0]["body"]))
        need = set().union(*(q for _, q in rows))
        chosen.append(rows[0][0])
        need -= rows[0][1]
        while need:
            c, q = max(rows, key=lambda x: len(x[1] & need))
            chosen.append(c)
            need -= q
    return chosen


def text_of(rec: dict, version: str, target: str) -> str:
    if rec["src"] == "gen":
        return module(rec["body"], target, version)
    if rec["src"] == "raw":
        return rec["body"].replace("{V}", version).replace("{T}", target)
    return statement_module({**rec, "text": rec["body"], "version": version, "target": target})


def lowest_target(ptxas: str, rec: dict) -> str:
    for t in TARGET_CHAIN:
        if label(ptxas, "", ARCH_OF.get(t, t), "", text_of(rec, "9.1", t))[0]:
            return t
    return "sm_90a"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ptxas", default=DEFAULT_PTXAS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", default=str(DATA / "versions.jsonl.gz"))
    args = ap.parse_args()
    recs = choose(candidates())
    recs += [{"src": "raw", "body": body, "name": name} for name, body in DIRECTIVES]
    with ThreadPoolExecutor(args.jobs) as ex:
        targets = list(ex.map(lambda r: lowest_target(args.ptxas, r), recs))
    print(f"{len(recs)} bodies; lowest targets chosen")
    jobs, texts, extras = [], [], []
    for rec, t in zip(recs, targets, strict=True):
        for v in VERSIONS:
            jobs.append(("version", rec["body"], v, ARCH_OF.get(t, t)))
            texts.append(text_of(rec, v, t))
            extras.append({"target": t, "arch": ARCH_OF.get(t, t), "src": rec["src"],
                           **{k: rec[k] for k in ("decls", "params", "labels", "name") if k in rec}})
    label_all(jobs, args.ptxas, args.jobs, args.out, texts=texts, extras=extras)


if __name__ == "__main__":
    main()
