"""Parse one PTX instruction statement into opcode, qualifiers and operands.

This is the small shared front door used by `run_instruction` and `mma`; the whole-module
parser (isa.module) produces the same `Instruction` objects for every statement it reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ptxemu.errors import PtxSyntaxError


@dataclass(frozen=True, slots=True)
class Reg:
    """A register or symbol name (without a leading '%' unless it is a special register)."""

    name: str
    negated: bool = False  # `!p` as a predicate source operand
    sel: str = ""  # a video instruction's byte/half-word selector: `r1.b0`, `r2.h10` -> ".b0", ".h10"
    minus: bool = False  # `-a`: vmad's negated source operands (manual 9.7.18.1.3)
    offset: int = 0  # `var + imm`: a variable's address plus a byte offset (mov, mapa, getctarank)


@dataclass(frozen=True, slots=True)
class Imm:
    """An immediate: int, or float given as decimal or as exact bits (0fXXXXXXXX / 0dXXXX...)."""

    value: int | float
    text: str
    bits: int | None = None  # raw bits when written as 0f/0d hex
    width: int | None = None  # 32 for 0f, 64 for 0d


@dataclass(frozen=True, slots=True)
class Vector:
    items: tuple[Operand, ...]


@dataclass(frozen=True, slots=True)
class Address:
    base: Reg | Imm | None
    offset: int = 0
    text: str = ""
    coords: Vector | Reg | None = None  # tensor coordinates `[tmap, {x, y}]`; a vector register `[tex, v]`
    sampler: Reg | None = None  # a texture's explicit sampler: `[tex, smp, {x, y}]`


@dataclass(frozen=True, slots=True)
class ParamList:
    """`(a, b)` argument or return lists of `call`."""

    items: tuple[Operand, ...]


@dataclass(frozen=True, slots=True)
class PredPair:
    """`p|q` destination of setp-like instructions."""

    first: Reg
    second: Reg


Operand = Reg | Imm | Vector | Address | PredPair | ParamList


@dataclass(frozen=True, slots=True)
class Instruction:
    opcode: str  # e.g. "cvt"
    qualifiers: tuple[str, ...]  # e.g. (".rn", ".satfinite", ".e2m1x2", ".f32")
    operands: tuple[Operand, ...]
    guard: Reg | None = None  # `@p` / `@!p` (negated=True)
    line: int | None = None
    column: int | None = None
    text: str = field(default="", compare=False)

    @property
    def name(self) -> str:
        """The full dotted form, e.g. 'cvt.rn.satfinite.e2m1x2.f32'."""
        return self.opcode + "".join(self.qualifiers)

    def has(self, qualifier: str) -> bool:
        q = qualifier if qualifier.startswith(".") else "." + qualifier
        return q in self.qualifiers


# `%r1`, `name`, `$L__BB0_1`, special registers with a component (`%tid.x`) and the members of a vector
# register (`mx.x`, `t.w`, `c.r`: manual 5.4.2.1, as CUTLASS's inline PTX writes them)
_IDENT = r"(?:%[\w$]+(?:\.[A-Za-z]\w*)?|[A-Za-z_$][\w$]*(?:\.[xyzwrgba]\b)?)"
_OPCODE_RE = re.compile(r"([A-Za-z_][\w]*)((?:\.[\w:]+)*)")
_INT_RE = re.compile(r"^[+-]?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)[uU]?$")
_FHEX_RE = re.compile(r"^[+-]?0([fFdD])([0-9a-fA-F]+)$")
_FLOAT_RE = re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?$")
_NAME_RE = re.compile(rf"^{_IDENT}$")
# a video operand with a selector: `r1.b0`, `%r2.h10`, `r3.b7654`
_VAR_OFFSET_RE = re.compile(r"^([^\s+-]+)\s*([+-])\s*(.+)$")
_SEL_RE = re.compile(r"^(%?[A-Za-z_$][\w$]*)\.([bh][0-7]{1,4})$")
_GUARD_RE = re.compile(rf"@(!?)\s*({_IDENT})\s+")
_ADDR_RE = re.compile(rf"^({_IDENT}|[+-]?\w+)?(?:([+-])([+-]?\w+))?$")


def _split_top(text: str, sep: str = ",") -> list[str]:
    """Split on `sep` outside of {} and [] nesting."""
    if not any(b in text for b in "{[()]}"):
        return text.split(sep)  # the common case: plain operands, no per-character walk
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
            if depth < 0:
                raise PtxSyntaxError(f"unbalanced '{ch}'")
        if ch == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if depth != 0:
        raise PtxSyntaxError("unbalanced brackets")
    out.append("".join(cur))
    return out


def parse_immediate(tok: str) -> Imm | None:
    t = tok.strip()
    m = _FHEX_RE.match(t)
    if m:
        width = 32 if m.group(1) in "fF" else 64
        digits = m.group(2)
        if len(digits) != width // 4:
            raise PtxSyntaxError(f"float immediate '{t}' needs {width // 4} hex digits")
        bits = int(digits, 16)
        import struct

        if width == 32:
            value = struct.unpack("<f", struct.pack("<I", bits))[0]
        else:
            value = struct.unpack("<d", struct.pack("<Q", bits))[0]
        if t.startswith("-"):
            value = -value
            bits ^= 1 << (width - 1)
        return Imm(value, t, bits=bits, width=width)
    if _INT_RE.match(t):
        body = t.rstrip("uU")
        sign = -1 if body.startswith("-") else 1
        body = body.lstrip("+-")
        if body.lower().startswith("0x"):
            v = int(body, 16)
        elif body.lower().startswith("0b"):
            v = int(body[2:], 2)
        elif len(body) > 1 and body.startswith("0"):
            v = int(body, 8)
        else:
            v = int(body)
        return Imm(sign * v, t)
    if _FLOAT_RE.match(t):
        return Imm(float(t), t)
    return None


_EXPR_CHARS_RE = re.compile(r"^[\w\s()+\-*/%<>&|^~]+$")
_EXPR_OP_RE = re.compile(r"<<|>>|[-+*/%&|^~]")


def parse_operand(tok: str) -> Operand:
    t = tok.strip()
    if not t:
        raise PtxSyntaxError("empty operand")
    if t[0] in "(~" or t[0].isdigit() or t[:2] in ("-(", "-~"):
        # a constant expression of integer literals as a whole operand: `((128 >> 4) << 16)`,
        # `1 << 20`, `-(8)` (manual 4.6: "Constant expressions"); a call's `(a)` argument list is no
        # number
        ops = _EXPR_OP_RE.search(t) if t[0] == "-" else _EXPR_OP_RE.search(t.lstrip("-"))
        expr = _const_expr(t) if _EXPR_CHARS_RE.match(t) and ops else None
        if expr is not None:
            return Imm(expr, t)
    if t.startswith("{") and "|" in t and t.rsplit("|", 1)[0].rstrip().endswith("}"):
        vec, p = t.rsplit("|", 1)  # a texture's `{d0, d1, d2, d3}|p`
        return PredPair(parse_operand(vec), Reg(p.strip()))  # type: ignore[arg-type]
    if t.startswith("{"):
        if not t.endswith("}"):
            raise PtxSyntaxError(f"unterminated vector operand '{t}'")
        inner = t[1:-1]
        items = tuple(parse_operand(x) for x in _split_top(inner))
        return Vector(items)
    if t.startswith("("):
        if not t.endswith(")"):
            raise PtxSyntaxError(f"unterminated argument list '{t}'")
        inner = t[1:-1].strip()
        return ParamList(tuple(parse_operand(x) for x in _split_top(inner)) if inner else ())
    if t.startswith("["):
        if not t.endswith("]"):
            raise PtxSyntaxError(f"unterminated address '{t}'")
        inner = t[1:-1]
        coords = None
        sampler = None
        parts = _split_top(inner) if "," in inner else [inner]
        if "{" in inner or len(parts) in (2, 3) and _NAME_RE.match(parts[-1].strip()):
            # `[tmap, {x, y}]`, `[tex, smp, {x, y}]`, or the coordinates as a vector register `[tex, v]`
            if len(parts) == 3 and _NAME_RE.match(parts[1].strip()):
                sampler = Reg(parts[1].strip())
                parts = [parts[0], parts[2]]
            if len(parts) != 2:
                raise PtxSyntaxError(f"cannot read tensor address '{t}'")
            vec = parse_operand(parts[1])
            if not isinstance(vec, (Vector, Reg)) or isinstance(vec, Reg) and (vec.offset or vec.sel):
                raise PtxSyntaxError(f"tensor coordinates must be a vector in '{t}'")
            coords = vec
            inner = parts[0]
        inner = re.sub(r"\s+", "", inner)
        if not inner:
            raise PtxSyntaxError("empty address")
        m = _ADDR_RE.match(inner)
        if not m:
            raise PtxSyntaxError(f"cannot read address '{t}'")
        base_s, sign, off_s = m.groups()
        base: Reg | Imm | None = None
        offset = 0
        if base_s is not None:
            imm = parse_immediate(base_s)
            base = imm if imm is not None else Reg(base_s)
        if off_s is not None:
            imm = parse_immediate(off_s)
            if imm is None or not isinstance(imm.value, int):
                raise PtxSyntaxError(f"address offset '{off_s}' is not an integer")
            offset = imm.value if sign == "+" else -imm.value
        return Address(base, offset, t, coords, sampler)
    if "|" in t:
        a, b = t.split("|", 1)
        return PredPair(Reg(a.strip()), Reg(b.strip()))
    if t.startswith("!"):
        name = t[1:].strip()
        if not _NAME_RE.match(name):
            raise PtxSyntaxError(f"bad negated operand '{t}'")
        return Reg(name, negated=True)
    imm = parse_immediate(t)
    if imm is not None:
        return imm
    if t.startswith("-") and len(t) > 1:  # vmad's `-a`, `-b.h1`: a negated register
        inner = parse_operand(t[1:])
        if not isinstance(inner, Reg) or inner.minus or inner.negated:
            raise PtxSyntaxError(f"cannot read operand '{t}'")
        return Reg(inner.name, sel=inner.sel, minus=True)
    m = _SEL_RE.match(t)
    if m:
        return Reg(m.group(1), sel="." + m.group(2))
    if _NAME_RE.match(t):
        return Reg(t)
    m = _VAR_OFFSET_RE.match(t)
    if m and _NAME_RE.match(m.group(1)):
        if m.group(2) == "-":  # ptxas 13.0: "Parsing error near '-'" (`x + -1` is how to write it)
            raise PtxSyntaxError(f"syntax error near '-' in '{t}': a register or variable takes '+ imm'")
        value = _const_expr(m.group(3))
        if value is not None:
            return Reg(m.group(1), offset=value)
    raise PtxSyntaxError(f"cannot read operand '{t}'")


def _const_expr(text: str) -> int | None:
    """An integer constant expression after `name +` (ptxas reads `r + 1 + 1`, `r + (1)`, `r + 2*3`):
    integer literals, + - * / % << >> & | ^ ~ and parentheses; None for anything else."""
    import ast

    toks = re.findall(r"0[xX][0-9a-fA-F]+[uU]?|\d+[uU]?|<<|>>|[-+*/%()&|^~]|\S", text)
    py = []
    for tok in toks:
        if tok[0].isdigit():
            imm = parse_immediate(tok)
            if imm is None or not isinstance(imm.value, int):
                return None
            py.append(str(imm.value))
        elif tok in ("+", "-", "*", "/", "%", "(", ")", "<<", ">>", "&", "|", "^", "~"):
            py.append("//" if tok == "/" else tok)
        else:
            return None
    try:
        tree = ast.parse(" ".join(py), mode="eval")
    except SyntaxError:
        return None
    ok = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Add, ast.Sub, ast.Mult, ast.FloorDiv,
          ast.Mod, ast.LShift, ast.RShift, ast.USub, ast.UAdd, ast.BitAnd, ast.BitOr, ast.BitXor, ast.Invert)
    if not all(isinstance(n, ok) for n in ast.walk(tree)):
        return None
    try:
        v = eval(compile(tree, "<ptx>", "eval"), {"__builtins__": {}})  # only integer arithmetic nodes
    except (ZeroDivisionError, ValueError, OverflowError):
        return None
    return v if isinstance(v, int) else None


def parse_instruction(text: str, *, line: int | None = None) -> Instruction:
    """Parse a single instruction statement (with or without the trailing ';')."""
    src = text
    s = text
    if "/" in s:
        s = re.sub(r"//.*", "", s)
        s = re.sub(r"/\*.*?\*/", " ", s, flags=re.S)
    s = s.strip()
    if s.endswith(";"):
        s = s[:-1].rstrip()
    if ";" in s:
        raise PtxSyntaxError("expected one instruction, found ';' inside", line=line, source=src)
    if not s:
        raise PtxSyntaxError("empty instruction", line=line, source=src)
    guard = None
    if s.startswith("@"):
        m = _GUARD_RE.match(s)
        if not m:
            raise PtxSyntaxError("malformed guard predicate", line=line, source=src)
        guard = Reg(m.group(2), negated=bool(m.group(1)))
        s = s[m.end():]
    m = _OPCODE_RE.match(s)
    # ptxas reads `tcgen05.ld...b32{%r1, ...}` (CUTLASS writes it): `{`, `[` or `%` may follow directly,
    # and `(` after call (OptiX's inline asm: `call(%r38,...),_optix_trace_typed_32,(...)`)
    follow = "{[%(" if m is not None and m.group(0).startswith("call") else "{[%"
    if not m or (m.end() < len(s) and not s[m.end()].isspace() and s[m.end()] not in follow):
        raise PtxSyntaxError(f"cannot read opcode in '{s.split()[0]}'", line=line, source=src)
    opcode = m.group(1)
    quals = tuple("." + q for q in m.group(2).split(".")[1:]) if m.group(2) else ()
    rest = s[m.end():].strip()
    try:
        operands = tuple(parse_operand(x) for x in _split_top(rest)) if rest else ()
    except PtxSyntaxError as e:
        raise PtxSyntaxError(e.message, line=line, source=src) from None
    return Instruction(opcode, quals, operands, guard, line=line, text=src.strip())
