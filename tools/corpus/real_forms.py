"""Distinct instruction statements of real PTX modules, normalised, each labelled by ptxas.

    PTXAS=/path/to/ptxas-13.5 python3 tools/corpus/real_forms.py OUT.json.gz META.json

META.json lists the modules: [{"name", "path", "source", "nvcc_flags", ...}, ...] (any extra keys are
copied). Each module is PTX that was compiled elsewhere (e.g. nvcc output of a library's example);
nothing of its source is kept: only its distinct instruction forms (opcode + qualifiers) and its
instruction statements with every register renamed to %v0, %v1, ... in order of appearance (their
declared types kept), variables to s0/g0/c0/l0/P0 (declared as byte arrays of their state space),
labels to L0, ...; immediates, special registers and the sink `_` stay as written. `call`
statements and statements naming a function are left out (they need the callee's prototype).

Each distinct statement becomes a one-kernel module (`statement_module`), labelled by ptxas for the
module's own .target; tests/isa/test_real_forms.py replays them through ptxemu.check.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from ptxemu.isa import check as _check
from ptxemu.isa.module import parse_module
from ptxemu.isa.statement import Instruction

_IDENT_RE = re.compile(r"(?<![\w.$%])(%?[A-Za-z_$][\w$]*(?:\.[xyzw]\b)?)")
_HEAD_RE = re.compile(r"^\s*(@!?\s*%?[\w$]+\s+)?([A-Za-z_][\w]*(?:\.[\w:]+)*)")
_SPACE_DECL = {".shared": ("s", ".shared .align 16 .b8 {}[1024];"),
               ".global": ("g", ".global .align 16 .b8 {}[1024];"),
               ".const": ("c", ".const .align 16 .b8 {}[1024];"),
               ".local": ("l", ".local .align 16 .b8 {}[1024];"),
               ".param": ("P", "param")}


def statement_module(rec: dict) -> str:
    """The one-kernel module of a recorded statement (rec: version, target, params, decls, text)."""
    params = ", ".join(f".param .align 16 .b8 {p}[256]" for p in rec["params"])
    decls = "".join(d + "\n" for d in rec["decls"])
    labels = "".join(f"{lb}:\n" for lb in rec["labels"])
    return (f".version {rec['version']}\n.target {rec['target']}\n.address_size 64\n"
            f".visible .entry k({params})\n{{\n{decls}{rec['text']}\n{labels}ret;\n}}\n")


class _Recorder(_check._Checker):
    def __init__(self, mod, target) -> None:
        super().__init__(mod, target)
        self.seen: list[tuple[Instruction, dict[str, str | None]]] = []

    def _kind(self, name: str) -> str | None:
        t = self.lookup(name)
        if t == "sym:.param" and not any(name in sc for sc in self.scopes[:2]):
            return "sym:.param.local"  # declared in the body (a call's argument), not a kernel parameter
        return t

    def _instruction(self, ins: Instruction) -> None:
        names = {m.group(1): self._kind(m.group(1)) for m in _IDENT_RE.finditer(_operand_text(ins))}
        if ins.guard is not None:
            names[ins.guard.name] = self.lookup(ins.guard.name)
        self.seen.append((ins, names))


def _operand_text(ins: Instruction) -> str:
    t = re.sub(r"//.*", "", ins.text).strip().rstrip(";")
    m = _HEAD_RE.match(t)
    return t[m.end():] if m else ""


def normalise(ins: Instruction, names: dict[str, str | None], functions: set[str]) -> dict | None:
    if ins.opcode == "call" or any(n in functions for n in names):
        return None
    ren: dict[str, str] = {}
    decls: list[str] = []
    params: list[str] = []
    labels: list[str] = []
    counts: dict[str, int] = {}

    def new(prefix: str) -> str:
        k = counts.get(prefix, 0)
        counts[prefix] = k + 1
        return f"{prefix}{k}"

    def rename(name: str) -> str:
        if name in ren:
            return ren[name]
        t = names.get(name)
        if name in _check.SPECIAL_REGS or name == "WARP_SZ" or t is None:
            out = name
        elif t == "label:":
            out = new("L")
            labels.append(out)
        elif t.startswith("sym:"):
            if t == "sym:.param.local":
                prefix, decl = "P", ".param .align 16 .b8 {}[256];"
            else:
                prefix, decl = _SPACE_DECL.get(t[4:].split("::")[0], ("s", ".shared .align 16 .b8 {}[1024];"))
            out = new(prefix)
            if decl == "param":
                params.append(out)
            else:
                decls.append(decl.format(out))
        elif t.startswith("vec:"):
            raise ValueError("vector register")
        else:
            out = new("%v")
            decls.append(f".reg {t} {out};")
        ren[name] = out
        return out

    text = re.sub(r"//.*", "", ins.text).strip().rstrip(";").strip()
    m = _HEAD_RE.match(text)
    assert m
    guard = ""
    if ins.guard is not None:
        guard = "@" + ("!" if ins.guard.negated else "") + rename(ins.guard.name) + " "
    body = _IDENT_RE.sub(lambda mm: rename(mm.group(1)), text[m.end():])
    body = re.sub(r"\s+", " ", body).strip()
    stmt = f"{guard}{m.group(2)} {body};" if body else f"{guard}{m.group(2)};"
    return {"text": stmt, "decls": decls, "params": params, "labels": labels}


def extract(text: str) -> tuple[dict, list[dict]]:
    mod = parse_module(text)
    target = next(t for t in mod.target if t.startswith(("sm_", "compute_")))
    rec = _Recorder(mod, None)
    rec.run()
    version = f"{mod.version[0]}.{mod.version[1]}" if mod.version else "9.0"
    forms: dict[str, int] = {}
    out: dict[str, dict] = {}
    skipped = 0
    for ins, names in rec.seen:
        forms[ins.name] = forms.get(ins.name, 0) + 1
        try:
            n = normalise(ins, names, rec.functions)
        except ValueError:
            n = None
        if n is None:
            skipped += 1
            continue
        n.update(version=version, target=target)
        out.setdefault(n["text"] + "|" + " ".join(n["decls"]), n)
    info = {"target": target, "version": version, "instructions": len(rec.seen),
            "skipped_statements": skipped, "forms": dict(sorted(forms.items()))}
    return info, list(out.values())


def _ptxas(ptxas: str, text: str, arch: str) -> tuple[bool, str]:
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / "t.ptx"
        p.write_text(text)
        r = subprocess.run([ptxas, f"-arch={arch}", str(p), "-o", os.devnull], capture_output=True, text=True)
    return r.returncode == 0, " ".join(x for x in r.stderr.splitlines() if "error" in x)[:200]


def main(dst: str, meta_path: str) -> None:
    ptxas = os.environ.get("PTXAS", "ptxas")
    meta = json.loads(Path(meta_path).read_text())
    modules, stmts = [], {}
    for m in meta:
        text = Path(m.pop("path")).read_text()
        info, recs = extract(text)
        ok, msg = _ptxas(ptxas, text, info["target"])
        errors = [d for d in _check.check(text, info["target"]) if d.severity == "error"]
        modules.append({**m, **info, "ptxas_accepts": ok, "ptxemu_errors": len(errors),
                        "distinct_statements": len(recs)})
        for r in recs:
            key = (r["target"], r["version"], r["text"], tuple(r["decls"]), tuple(r["params"]))
            stmts.setdefault(key, r).setdefault("modules", []).append(m["name"])
    recs = list(stmts.values())
    for i, r in enumerate(recs):
        r["accepted"], r["ptxas"] = _ptxas(ptxas, statement_module(r), r["target"])
        if i % 500 == 0:
            print(i, "of", len(recs), file=sys.stderr)
    version = subprocess.run([ptxas, "--version"], capture_output=True, text=True).stdout.strip()
    version = version.splitlines()[-1]
    with gzip.open(dst, "wt") as f:
        json.dump({"ptxas": version, "modules": modules, "statements": recs}, f, separators=(",", ":"))
    print(len(modules), "modules,", len(recs), "statements,", sum(r["accepted"] for r in recs), "accepted")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
