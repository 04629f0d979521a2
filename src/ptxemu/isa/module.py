"""Read a whole PTX module into a flat list of located statements.

The reader works statement by statement (PTX statements end with ';', except the line-oriented
module directives .version/.target/.address_size/.loc/.file and function headers), using regexes
anchored at the current position, so there is no per-character Python loop on the common path.
Instructions become `isa.statement.Instruction` objects carrying line and column.  Malformed input
never raises: every problem becomes a `Diagnostic` and reading resumes at the next statement.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass, field

import numpy as np

from ptxemu.errors import PtxSyntaxError
from ptxemu.isa.diagnostics import Diagnostic
from ptxemu.isa.statement import Instruction, parse_instruction


@dataclass(frozen=True)
class Var:
    """A declared register or variable."""

    name: str
    space: str  # ".reg", ".shared", ".global", ".const", ".local", ".param"
    type: str  # ".b32", ".pred", ...
    vector: int = 1  # .v2/.v4 variables
    array: bool = False
    line: int = 0
    column: int = 0
    count: int = 1  # elements of an array (product of its dimensions); 0 for an unsized `x[]`
    align: int | None = None


@dataclass(frozen=True)
class RegRange:
    """`.reg .b32 %r<100>;` declares %r0 .. %r99."""

    prefix: str
    count: int
    type: str


@dataclass
class Decl:
    """A state-space declaration statement (.reg/.shared/.global/.const/.local/.param)."""

    space: str
    type: str
    names: list[Var]
    ranges: list[RegRange]
    line: int
    column: int
    align: int | None = None
    text: str = ""


@dataclass
class Label:
    name: str
    line: int
    column: int


@dataclass
class Directive:
    name: str  # ".pragma", ".maxntid", ...
    args: str
    line: int
    column: int


@dataclass
class Scope:
    """`{` (open=True) or `}`; function bodies and nested blocks."""

    open: bool
    line: int
    column: int


@dataclass
class FuncHeader:
    kind: str  # ".entry" | ".func"
    name: str
    params: list[Var]
    returns: list[Var]
    directives: list[Directive]
    linkage: tuple[str, ...]
    line: int
    column: int
    is_prototype: bool = False  # `.extern .func f(...);` (no body)


Statement = Instruction | Decl | Label | Directive | Scope | FuncHeader


@dataclass
class Module:
    version: tuple[int, int] | None = None
    version_loc: tuple[int, int] = (1, 1)
    target: list[str] = field(default_factory=list)
    target_loc: tuple[int, int] = (1, 1)
    address_size: int = 64
    address_size_loc: tuple[int, int] = (1, 1)
    statements: list[Statement] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)


# Comments and strings, replaced by blanks of the same length so offsets (lines, columns) survive.
_COMMENT_RE = re.compile(r"//[^\n]*|/\*.*?\*/|\"(?:[^\"\\\n]|\\.)*\"", re.S)
_WS_RE = re.compile(r"\s+")
_LABEL_RE = re.compile(r"([A-Za-z_$%][\w$]*)\s*:(?!:)")
_LINE_DIRECTIVE_RE = re.compile(r"\.(version|target|address_size|loc|file)\b([^\n;]*);?")
_HEADER_START_RE = re.compile(r"(?:\.(?:visible|extern|weak|common)\s+)*\.(entry|func)\b")
_LINKAGE_RE = re.compile(r"\.(visible|extern|weak|common)\b")
_SECTION_RE = re.compile(r"\.section\b[^{]*\{")
_HEADER_DIRECTIVE_RE = re.compile(
    r"\.(maxntid|reqntid|minnctapersm|maxnctapersm|maxnreg|noreturn|pragma|explicitcluster|"
    r"reqnctapercluster|maxclusterrank|blocksareclusters|abi_preserve|abi_preserve_control)\b([^.{;]*)")
_DECL_SPACES = (".reg", ".shared", ".global", ".const", ".local", ".param", ".tex")
_DECL_RE = re.compile(
    r"(?:\.(?:visible|extern|weak|common)\s+)*\.(reg|shared|global|const|local|param|tex)\b")
_RANGE_RE = re.compile(r"^([%A-Za-z_$][\w$]*)\s*<\s*(\d+)\s*>$")
_VARNAME_RE = re.compile(r"^([%A-Za-z_$][\w$]*)\s*((?:\[\s*\d*\s*\])*)$")


# statement-level directives other than declarations (manual chapter 11)
_KNOWN_DIRECTIVES = frozenset({
    ".pragma", ".maxntid", ".reqntid", ".minnctapersm", ".maxnctapersm", ".maxnreg", ".noreturn",
    ".branchtargets", ".calltargets", ".callprototype", ".alias", ".explicitcluster",
    ".reqnctapercluster", ".maxclusterrank", ".blocksareclusters", ".abi_preserve",
    ".abi_preserve_control", ".weak", ".visible", ".extern", ".common", ".attribute", ".section",
    ".loc", ".file", ".dwarf"})


class _Locator:
    def __init__(self, text: str) -> None:
        self.nl = [i for i, ch in enumerate(text) if ch == "\n"] if len(text) < 4096 else \
            [m.start() for m in re.finditer("\n", text)]

    def __call__(self, pos: int) -> tuple[int, int]:
        i = bisect.bisect_left(self.nl, pos)
        start = self.nl[i - 1] + 1 if i else 0
        return i + 1, pos - start + 1


def _blank_comments(text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        s = m.group(0)
        if s.startswith('"'):
            return s
        return re.sub(r"[^\n]", " ", s)

    if "/" not in text:
        return text
    return _COMMENT_RE.sub(repl, text)


def _split_commas(text: str) -> list[str]:
    out, depth, start = [], 0, 0
    for m in re.finditer(r"[,\[\]{}()]", text):
        ch = m.group(0)
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth -= 1
        elif depth == 0:
            out.append(text[start:m.start()])
            start = m.end()
    out.append(text[start:])
    return [x.strip() for x in out if x.strip()]


@functools.lru_cache(maxsize=8192)
def parse_decl(body: str, line: int, column: int) -> Decl:
    """`.reg .b32 %r<4>, %x;`, `.shared .align 16 .b8 smem[1024];`, `.param .u64 .ptr .align 1 p`.
    Memoised (modules repeat their declarations): the Decl is shared, read it only."""
    head, _, init = body.partition("=")
    toks = []
    for t in head.split():
        # ptxas reads a state space glued to its type (`.param.u64 p`, `.reg.b32 r`) as two words
        if t.startswith(".") and "." in t[1:] and "(" not in t and "::" not in t:
            toks += ["." + x for x in t[1:].split(".") if x]
        else:
            toks.append(t)
    space = ""
    typ = ""
    align = None
    vector = 1
    i = 0
    while i < len(toks) and toks[i].startswith("."):
        t = toks[i]
        if t in _DECL_SPACES:
            space = t
        elif t == ".align":
            i += 1
            if i >= len(toks):
                raise PtxSyntaxError("'.align' needs a value")
            try:
                align = int(toks[i], 0)
            except ValueError:
                raise PtxSyntaxError(f"bad alignment '{toks[i]}'") from None
        elif t in (".v2", ".v4", ".v8"):
            vector = int(t[2:])
        elif t in (".visible", ".extern", ".weak", ".common", ".ptr", ".global", ".shared", ".const",
                   ".local", ".attribute"):
            pass
        elif t.startswith(".attribute"):
            pass
        else:
            typ = t
        i += 1
    if not space:
        raise PtxSyntaxError("declaration without a state space")
    if not typ:
        raise PtxSyntaxError(f"'{space}' declaration without a type")
    rest = " ".join(toks[i:])
    names: list[Var] = []
    ranges: list[RegRange] = []
    for item in _split_commas(rest):
        m = _RANGE_RE.match(item)
        if m:
            if space != ".reg":
                raise PtxSyntaxError(f"'<n>' ranges are only for .reg declarations, not '{item}'")
            ranges.append(RegRange(m.group(1), int(m.group(2)), typ))
            continue
        m = _VARNAME_RE.match(item.replace(" ", ""))
        if not m:
            raise PtxSyntaxError(f"cannot read declared name '{item}'")
        dims = re.findall(r"\[(\d*)\]", m.group(2))
        count = 0 if any(x == "" for x in dims) else int(np.prod([int(x) for x in dims])) if dims else 1
        names.append(Var(m.group(1), space, typ, vector, bool(m.group(2)), line, column, count, align))
    if not names and not ranges:
        raise PtxSyntaxError(f"'{space}' declaration declares no name")
    if init and space == ".reg":
        raise PtxSyntaxError("registers cannot have initialisers")
    return Decl(space, typ, names, ranges, line, column, align, body)


def _paren_params(rest: str, line: int, column: int, what: str) -> tuple[list[Var], str]:
    """`(params) tail` -> (the parsed params, the tail)."""
    close = rest.find(")")
    if close < 0:
        raise PtxSyntaxError(f"unterminated {what}")
    return _parse_params(rest[1:close], line, column), rest[close + 1:].strip()


def _parse_params(text: str, line: int, column: int) -> list[Var]:
    out: list[Var] = []
    for item in _split_commas(text):
        d = parse_decl(item, line, column)
        out.extend(d.names)
        for r in d.ranges:
            if r.count > 4096:
                raise PtxSyntaxError(f"parameter range '{r.prefix}<{r.count}>' is too large")
            out.extend(Var(f"{r.prefix}{k}", ".reg", r.type, 1, False, line, column) for k in range(r.count))
    return out


def _parse_header(text: str, line: int, column: int, proto: bool) -> FuncHeader:
    m = _HEADER_START_RE.match(text)
    assert m
    kind = "." + m.group(1)
    linkage = tuple("." + x for x in _LINKAGE_RE.findall(text[:m.end()]))
    rest = text[m.end():].strip()
    returns: list[Var] = []
    if rest.startswith("("):
        returns, rest = _paren_params(rest, line, column, "return parameter list")
    nm = re.match(r"([A-Za-z_$%][\w$]*)", rest)
    if not nm:
        raise PtxSyntaxError(f"expected a name after '{kind}'")
    name = nm.group(1)
    rest = rest[nm.end():].strip()
    params: list[Var] = []
    if rest.startswith("("):
        params, rest = _paren_params(rest, line, column, "parameter list")
    directives: list[Directive] = []
    pos = 0
    while pos < len(rest):
        ws = _WS_RE.match(rest, pos)
        if ws:
            pos = ws.end()
            continue
        dm = _HEADER_DIRECTIVE_RE.match(rest, pos)
        if not dm:
            raise PtxSyntaxError(f"unexpected '{rest[pos:].split()[0]}' in the header of '{name}'")
        directives.append(Directive("." + dm.group(1), dm.group(2).strip(), line, column))
        pos = dm.end()
    return FuncHeader(kind, name, params, returns, directives, linkage, line, column, proto)


def _parse_version(s: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\.(\d+)\s*", s)
    if not m:
        raise PtxSyntaxError(f"bad .version '{s.strip()}'")
    return int(m.group(1)), int(m.group(2))


def parse_module(text: str) -> Module:
    """Read `text` into a Module; syntax problems become diagnostics, never exceptions."""
    mod = Module()
    src = _blank_comments(text)
    loc = _Locator(src)
    n = len(src)
    pos = 0
    out = mod.statements
    diags = mod.diagnostics

    def err(at: int, msg: str) -> None:
        ln, col = loc(at)
        diags.append(Diagnostic(ln, col, "error", msg))

    while pos < n:
        ws = _WS_RE.match(src, pos)
        if ws:
            pos = ws.end()
            if pos >= n:
                break
        ch = src[pos]
        if ch == "{" or ch == "}":
            ln, col = loc(pos)
            out.append(Scope(ch == "{", ln, col))
            pos += 1
            continue
        if ch == ";":  # an empty statement: ptxas reports "Parsing error near ';'"
            err(pos, "syntax error: empty statement ';'")
            pos += 1
            continue
        if ch == ".":
            m = _LINE_DIRECTIVE_RE.match(src, pos)
            if m:
                name, arg = m.group(1), m.group(2)
                ln, col = loc(pos)
                try:
                    if name == "version":
                        mod.version = _parse_version(arg)
                        mod.version_loc = (ln, col)
                    elif name == "target":
                        mod.target = [t.strip() for t in arg.split(",") if t.strip()]
                        mod.target_loc = (ln, col)
                        if not mod.target:
                            raise PtxSyntaxError(".target needs a target name")
                    elif name == "address_size":
                        mod.address_size_loc = (ln, col)
                        mod.address_size = int(arg.strip())
                        if mod.address_size not in (32, 64):
                            raise PtxSyntaxError(f".address_size must be 32 or 64, not {arg.strip()}")
                except (PtxSyntaxError, ValueError) as e:
                    diags.append(Diagnostic(ln, col, "error", getattr(e, "message", str(e))))
                pos = m.end()
                continue
            m = _SECTION_RE.match(src, pos)
            if m:  # debug sections: skip the balanced block
                close = src.find("}", m.end())
                pos = n if close < 0 else close + 1
                continue
            m = _HEADER_START_RE.match(src, pos)
            if m:
                # the header runs to the body's '{' or to ';' for a prototype
                end_m = re.compile(r"[{;]").search(src, m.end())
                end = end_m.start() if end_m else n
                ln, col = loc(pos)
                try:
                    out.append(_parse_header(src[pos:end], ln, col, bool(end_m and end_m.group(0) == ";")))
                except PtxSyntaxError as e:
                    err(pos, e.message)
                pos = end if end_m and end_m.group(0) == "{" else end + 1
                continue
        # labels first: `$L__BB0_1:` may share a line with the next statement
        lm = _LABEL_RE.match(src, pos)
        if lm:
            ln, col = loc(pos)
            out.append(Label(lm.group(1), ln, col))
            pos = lm.end()
            continue
        semi = src.find(";", pos)
        if semi < 0:
            err(pos, f"expected ';' after '{src[pos:].strip()[:40]}'")
            break
        stmt = src[pos:semi]
        # a '{' or '}' inside the statement text, outside a vector/initialiser, means a missing ';'
        ln, col = loc(pos)
        if ch == ".":
            dm = _DECL_RE.match(stmt)
            if dm:
                try:
                    out.append(parse_decl(stmt, ln, col))
                except PtxSyntaxError as e:
                    err(pos, e.message)
                pos = semi + 1
                continue
            name = re.match(r"\.[\w:]+", stmt)
            dname = name.group(0) if name else stmt.split()[0] if stmt.split() else "."
            if dname not in _KNOWN_DIRECTIVES:
                err(pos, f"syntax error near '{dname}': not a directive")
            else:
                # the arguments from the original text: a .pragma's string is blanked in `src`
                out.append(Directive(dname, text[pos + len(dname):semi].strip(), ln, col))
            pos = semi + 1
            continue
        try:
            ins = parse_instruction(stmt, line=ln)
        except PtxSyntaxError as e:
            err(pos, e.message)
        else:
            object.__setattr__(ins, "column", col)
            out.append(ins)
        pos = semi + 1
    return mod
