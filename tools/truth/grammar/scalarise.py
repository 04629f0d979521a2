"""grammar.ptx spelled without issue 30's constructs: python3 scalarise.py -> scalar.ptx.

A textual rewrite (no ptxemu code): every `.reg .vN .T v` becomes N scalar registers `v_x, v_y, ...`,
a member `v.y`/`v.g` becomes `v_y`, a vector named whole becomes the brace `{v_x, v_y}`, mov.vN
becomes N scalar movs through temporaries (every source read before any destination is written),
vector .reg parameters become scalar parameters, `r + imm` an explicit add at the register's type, and
a scalar moved into a vector the shifts and masks ptxas 13.0's SASS for it shows (sass_compare.py
compares the two modules' SASS kernel by kernel)."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
AXES = {"x": "x", "y": "y", "z": "z", "w": "w", "r": "x", "g": "y", "b": "z", "a": "w"}
TEMPS = {".u16": "__h", ".b16": "__h", ".s16": "__h", ".u32": "__w", ".b32": "__w", ".s32": "__w",
         ".f32": "__f", ".u64": "__d", ".b64": "__d", ".s64": "__d"}
TEMP_DECLS = "\t.reg .b16 __h<4>;\n\t.reg .b32 __w<4>;\n\t.reg .f32 __f<4>;\n\t.reg .b64 __d<4>;\n"
# `r + imm` values: the register's type (every such line of grammar.ptx)
PLUS_TYPES = {"q3": ".u64", "r15": ".u32", "a": ".u16", "r14": ".u32", "r13": ".u32", "r12": ".u32"}
# a scalar into a vector: what ptxas 13.0 compiles (PRMT/LOP3 of the halves or bytes, zero-extended)
SPLITS = {
    "mov.v2.u32 vv, r7;": "and.b32 vv_x, r7, 0xffff;\n\tshr.u32 vv_y, r7, 16;",
    "mov.v4.u32 w4, r8;": "and.b32 w4_x, r8, 0xff;\n\tbfe.u32 w4_y, r8, 8, 8;\n\t"
                          "bfe.u32 w4_z, r8, 16, 8;\n\tshr.u32 w4_w, r8, 24;",
    "mov.v2.s32 sv, r9;": "and.b32 sv_x, r9, 0xffff;\n\tshr.u32 sv_y, r9, 16;",
    "mov.v2.u64 d2, q2;": "and.b64 d2_x, q2, 0xffffffff;\n\tshr.u64 d2_y, q2, 32;",
    "mov.v2.u32 vv, 7;": "mov.u32 vv_x, 7;\n\tmov.u32 vv_y, 0;",
    # g14: .v4 of 16-bit elements take the whole scalar in .x (a part would be narrower than a byte),
    # float elements the halves converted as unsigned integers (I2F.U16)
    "mov.v4.u16 bar, a;": "mov.u16 bar_x, a;\n\tmov.u16 bar_y, 0;\n\tmov.u16 bar_z, 0;\n\tmov.u16 bar_w, 0;",
    "mov.v2.f32 fv, fx;": "mov.b32 __w0, fx;\n\tand.b32 __w1, __w0, 0xffff;\n\tcvt.rn.f32.u32 fv_x, __w1;\n\t"
                          "shr.u32 __w2, __w0, 16;\n\tcvt.rn.f32.u32 fv_y, __w2;",
}


def _vectors(text: str) -> dict[str, tuple[int, str]]:
    """The vector registers one function declares: parameters and `.reg .vN` declarations."""
    out = {}
    header = text.split("\n", 1)[0] if text.startswith(".func") else ""
    found = re.findall(r"\.reg \.v(\d) (\.\w+) (\w+)(?=[,)])", header)
    found += re.findall(r"\.reg \.v(\d) (\.\w+) ([\w<>, ]+);", text)
    for n, t, names in found:
        for name in names.split(","):
            name = name.strip()
            m = re.fullmatch(r"(\w+)<(\d+)>", name)
            for nm in ([f"{m.group(1)}{k}" for k in range(int(m.group(2)))] if m else [name]):
                out[nm] = (int(n), t)
    return out


def _brace(name: str, n: int) -> str:
    return "{" + ", ".join(f"{name}_{'xyzw'[k]}" for k in range(n)) + "}"


def _decl(m: re.Match) -> str:
    n, t, names = int(m.group(1)), m.group(2), m.group(3)
    regs = []
    for name in names.split(","):
        name = name.strip()
        mm = re.fullmatch(r"(\w+)<(\d+)>", name)
        for nm in ([f"{mm.group(1)}{k}" for k in range(int(mm.group(2)))] if mm else [name]):
            regs += [f"{nm}_{'xyzw'[k]}" for k in range(n)]
    return f".reg {t} {', '.join(regs)};"


def _params(m: re.Match) -> str:  # `.reg .v2 .u32 input` -> `.reg .u32 input_x, .reg .u32 input_y`
    n, t, name = int(m.group(1)), m.group(2), m.group(3)
    return ", ".join(f".reg {t} {name}_{'xyzw'[k]}" for k in range(n))


def scalarise(text: str) -> str:
    """Each function of `text` on its own (vector names are scoped by function)."""
    parts = re.split(r"(?=^(?:\.visible \.entry|\.func|// a vector))", text, flags=re.M)
    return "".join(_function(p) for p in parts)


def _function(text: str) -> str:
    vecs = _vectors(text)
    if not vecs:
        return text
    if text.startswith(".func"):  # parameters
        head, rest = text.split("\n", 1)
        text = re.sub(r"\.reg \.v(\d) (\.\w+) (\w+)(?=[,)])", _params, head) + "\n" + rest
    text = re.sub(r"\.reg \.v(\d) (\.\w+) ([\w<>, ]+);", _decl, text)  # declarations
    for line, new in SPLITS.items():
        text = text.replace(line, new)
    text = re.sub(r"\b(\w+)\.([xyzwrgba])\b", lambda m: f"{m.group(1)}_{AXES[m.group(2)]}"
                  if m.group(1) in vecs else m.group(0), text)
    names = "|".join(sorted(vecs, key=len, reverse=True))
    out = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith((".reg", ".func", "//", ".visible", "{", "}")) or not s:
            out.append(line)
            continue
        s = re.sub(rf"(?<![\w%.])({names})(?![\w.])", lambda m: _brace(m.group(1), vecs[m.group(1)][0]), s)
        if s.startswith("call"):  # a vector argument or result: its members, one by one
            s = re.sub(r"\(\{([^}]*)\}", r"(\1", s)
            s = re.sub(r", \{([^}]*)\}\)", r", \1)", s)
        mv = re.match(r"mov\.v(\d)(\.\w+) \{([^}]*)\}, (\{[^}]*\}|[^;]+);", s)
        if mv:
            n, t = int(mv.group(1)), mv.group(2)
            dst = [x.strip() for x in mv.group(3).split(",")]
            src = [x.strip() for x in mv.group(4).strip("{}").split(",")]
            tmp = TEMPS[t]
            mt = ".f32" if t == ".f32" else ".b" + re.sub(r"\D", "", t)
            body = [f"mov{mt} {tmp}{k}, {src[k]};" for k in range(n)]
            body += [f"mov{mt} {dst[k]}, {tmp}{k};" for k in range(n) if dst[k] != "_"]
            s = "\n\t".join(body)
        pm = re.search(r"(?<![\[\w])(\w+) \+ (-?\w+)(?=[,;])", s)
        if pm and pm.group(1) in PLUS_TYPES:
            t = PLUS_TYPES[pm.group(1)]
            tmp = TEMPS[t] + "3"
            s = f"add{t} {tmp}, {pm.group(1)}, {pm.group(2)};\n\t" + s.replace(pm.group(0), tmp)
        out.append("\t" + s)
    text = "\n".join(out) + "\n"
    text = re.sub(r"(\.visible \.entry \w+\([^)]*\)\n\{\n)", lambda m: m.group(1) + TEMP_DECLS, text)
    text = re.sub(r"(\.func [^\n]*\n\{\n)", lambda m: m.group(1) + TEMP_DECLS, text)
    return text


if __name__ == "__main__":
    head = "// scalar.ptx: grammar.ptx without issue 30's constructs (written by scalarise.py)\n"
    (HERE / "scalar.ptx").write_text(head + scalarise((HERE / "grammar.ptx").read_text()))
