"""Keep only some kernels of a PTX module nvcc wrote (a CUTLASS example's PTX holds every instantiation:
77_blackwell_fmha's compute_100a PTX is 11.7 MB for 24 FMHA kernels, of which a recording launches one).

    python3 tools/truth/cutlass/ptx_subset.py IN.ptx OUT.ptx NAME [NAME ...]

Keeps the header, the named .entry blocks, the .func blocks and module-scope declarations (.global,
.const, .shared, .extern) whose names the kept blocks mention, in their order; every kept line is
unchanged, so the kernels are the very PTX nvcc emitted."""

from __future__ import annotations

import re
import sys

START = re.compile(r"^(\.visible\s+|\.weak\s+|\.extern\s+)*\.(entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)")
DECL = re.compile(r"^(\.visible\s+|\.extern\s+|\.weak\s+)*\.(global|const|shared)\b.*?([\w$]+)\s*(\[|=|;)")


def blocks(lines: list[str]):
    """(kind, name, text) of each top-level item: 'head', 'decl', 'entry'/'func', 'other'."""
    i = 0
    while i < len(lines):
        ln = lines[i]
        m = START.match(ln)
        if m:
            j = i
            while not (lines[j].startswith("{") or lines[j].rstrip().endswith(";")):
                j += 1
            if lines[j].rstrip().endswith(";") and not lines[j].startswith("{"):  # a prototype
                yield "proto", m.group(3), "".join(lines[i : j + 1])
                i = j + 1
                continue
            depth = 0  # braces balance (inline asm opens its own { } blocks, some at column 0)
            while True:
                code = lines[j].split("//", 1)[0]
                depth += code.count("{") - code.count("}")
                if depth == 0 and "}" in code:
                    break
                j += 1
            yield m.group(2), m.group(3), "".join(lines[i : j + 1])
            i = j + 1
            continue
        d = DECL.match(ln)
        if d:
            yield "decl", d.group(3), ln
        else:
            yield "other", "", ln
        i += 1


def _mentions(name: str, text: str) -> bool:
    return re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text) is not None


def subset(text: str, names: list[str]) -> str:
    items = list(blocks(text.splitlines(keepends=True)))
    keep = set(names)
    bodies = {n: t for k, n, t in items if k in ("entry", "func")}
    missing = keep - set(bodies)
    if missing:
        raise SystemExit(f"not in the module: {sorted(missing)}")
    todo = list(keep)
    while todo:  # the functions the kept blocks call
        body = bodies[todo.pop()]
        for n in bodies:
            if n not in keep and _mentions(n, body):
                keep.add(n)
                todo.append(n)
    used = "".join(bodies[n] for n in keep)
    out = []
    head = True  # the lines before the first declaration or block: .version, .target, ...
    for k, n, t in items:
        head = head and k == "other"
        if k in ("entry", "func"):
            if n in keep:
                out.append(t)
        elif k in ("decl", "proto"):
            if _mentions(n, used):
                out.append(t)
        elif head:
            out.append(t)
    return "".join(out)


if __name__ == "__main__":
    src, dst, *want = sys.argv[1:]
    with open(src) as f:
        text = f.read()
    with open(dst, "w") as f:
        f.write(subset(text, want))
