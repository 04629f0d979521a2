"""Read a whole PTX module into a flat list of located statements.

The reader works statement by statement (PTX statements end with ';', except the line-oriented
module directives .version/.target/.address_size/.loc/.file and function headers), using regexes
anchored at the current position, so there is no per-character Python loop on the common path.
Instructions become `isa.statement.Instruction` objects carrying line and column.  Malformed input
never raises: every problem becomes a `Diagnostic` and reading resumes at the next statement.
"""

from __future__ import annotations

import array
import bisect
import functools
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np

from ptxemu.errors import PtxSyntaxError
from ptxemu.isa.diagnostics import Diagnostic
from ptxemu.isa.statement import Instruction, parse_instruction


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class RegRange:
    """`.reg .b32 %r<100>;` declares %r0 .. %r99."""

    prefix: str
    count: int
    type: str
    vector: int = 1  # `.reg .v2 .u32 z<3>;`: z0, z1, z2 are each a .v2 .u32 vector


@dataclass(slots=True)
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


@dataclass(slots=True)
class Label:
    name: str
    line: int
    column: int


@dataclass(slots=True)
class Directive:
    name: str  # ".pragma", ".maxntid", ...
    args: str
    line: int
    column: int


@dataclass(slots=True)
class Scope:
    """`{` (open=True) or `}`; function bodies and nested blocks."""

    open: bool
    line: int
    column: int


@dataclass(slots=True)
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
_DIMS_RE = re.compile(r"\[(\d*)\]")


# statement-level directives other than declarations (manual chapter 11)
_KNOWN_DIRECTIVES = frozenset({
    ".pragma", ".maxntid", ".reqntid", ".minnctapersm", ".maxnctapersm", ".maxnreg", ".noreturn",
    ".branchtargets", ".calltargets", ".callprototype", ".alias", ".explicitcluster",
    ".reqnctapercluster", ".maxclusterrank", ".blocksareclusters", ".abi_preserve",
    ".abi_preserve_control", ".weak", ".visible", ".extern", ".common", ".attribute", ".section",
    ".loc", ".file", ".dwarf"})


class _Locator:
    def __init__(self, text: str) -> None:
        # newline offsets as machine integers (a list of ints costs 36 bytes a line); for ASCII text
        # character offsets are byte offsets and numpy finds them
        if text.isascii():
            self.nl = array.array("q")
            step = 1 << 20  # a megabyte at a time: no whole-text temporaries
            for i in range(0, len(text), step):
                chunk = np.frombuffer(text[i:i + step].encode("ascii"), np.uint8)
                self.nl.frombytes((np.flatnonzero(chunk == 10) + i).astype(np.int64).tobytes())
        else:
            self.nl = array.array("q", (m.start() for m in re.finditer("\n", text)))

    def __call__(self, pos: int) -> tuple[int, int]:
        i = bisect.bisect_left(self.nl, pos)
        start = self.nl[i - 1] + 1 if i else 0
        return i + 1, pos - start + 1


def _blank_comments(text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        s = m.group(0)
        if s.startswith('"'):
            return s
        if "\n" not in s:
            return " " * len(s)
        return re.sub(r"[^\n]", " ", s)

    if "/" not in text:
        return text
    return _COMMENT_RE.sub(repl, text)


def _split_commas(text: str) -> list[str]:
    if not any(b in text for b in "[]{}()"):  # the common case: a plain list
        return [x.strip() for x in text.split(",") if x.strip()]
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
    space, typ, align, names, ranges = _decl_fields(body)
    vars_ = [Var(name, space, typ, vector, array, line, column, count, align)
             for name, vector, array, count in names]
    return Decl(space, typ, vars_, list(ranges), line, column, align, body)


@functools.lru_cache(maxsize=8192)
def _decl_fields(body: str) -> tuple[str, str, int | None, tuple[tuple[str, int, bool, int], ...],
                                     tuple[RegRange, ...]]:
    """What a declaration says, wherever it stands: the same `.reg .pred %p<5>;` opens many functions."""
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
        elif re.fullmatch(r"\.v\d+", t):
            # ptxas: "Parsing error near '.v3'" for a length other than 2 or 4 (.v8 is only an
            # ld/st width), for a second vector prefix and for one after the type
            if t not in (".v2", ".v4") or vector != 1 or typ:
                raise PtxSyntaxError(f"syntax error near '{t}' in a declaration")
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
    names: list[tuple[str, int, bool, int]] = []
    ranges: list[RegRange] = []
    for item in _split_commas(rest):
        m = _RANGE_RE.match(item)
        if m:
            if space != ".reg":
                raise PtxSyntaxError(f"'<n>' ranges are only for .reg declarations, not '{item}'")
            ranges.append(RegRange(m.group(1), int(m.group(2)), typ, vector))
            continue
        m = _VARNAME_RE.match(item.replace(" ", ""))
        if not m:
            raise PtxSyntaxError(f"cannot read declared name '{item}'")
        dims = _DIMS_RE.findall(m.group(2)) if m.group(2) else ()
        count = 0 if any(x == "" for x in dims) else math.prod(int(x) for x in dims)
        names.append((m.group(1), vector, bool(m.group(2)), count))
    if not names and not ranges:
        raise PtxSyntaxError(f"'{space}' declaration declares no name")
    if init and space == ".reg":
        raise PtxSyntaxError("registers cannot have initialisers")
    return space, typ, align, tuple(names), tuple(ranges)


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


def _balanced_parens(src: str, start: int, end: int) -> bool:
    """Whether src[start:end] closes every '(' it opens (a parameter list may span lines)."""
    depth = 0
    for ch in src[start:end]:
        depth += (ch == "(") - (ch == ")")
    return depth == 0


def _parse_version(s: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\.(\d+)\s*", s)
    if not m:
        raise PtxSyntaxError(f"bad .version '{s.strip()}'")
    return int(m.group(1)), int(m.group(2))


# The instruction statements `Reader.statements(skim=True)` accepts without building objects: guard,
# opcode and operands of the plain kinds (registers, integer and float literals, `[reg+off]` addresses,
# register vectors, call argument lists, `p|q`). Every statement this matches is one
# `parse_instruction` accepts (the operand forms below are subsets of statement.parse_operand's);
# anything else goes through the full parser, which reports the error if there is one.
_Q_ID = r"(?:%[\w$]+(?:\.[A-Za-z]\w*)?|[A-Za-z_$][\w$]*)"
_Q_UINT = r"(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)[uU]?"
_Q_NUM = (r"(?:[+-]?0[fF][0-9a-fA-F]{8}|[+-]?0[dD][0-9a-fA-F]{16}|[+-]?" + _Q_UINT
          + r"|[+-]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?)")
_Q_SCALAR = rf"(?:!?{_Q_ID}|{_Q_NUM})"
_Q_OPERAND = (rf"(?:{_Q_SCALAR}(?!\s*\|)|{_Q_ID}\s*\|\s*{_Q_ID}"
              rf"|\[\s*(?:{_Q_ID}(?:\s*[+-]\s*[+-]?{_Q_UINT})?|[+-]?{_Q_UINT})\s*\]"
              rf"|\{{\s*{_Q_SCALAR}(?:\s*,\s*{_Q_SCALAR})*\s*\}}"
              rf"|\(\s*(?:{_Q_ID}(?:\s*,\s*{_Q_ID})*)?\s*\))")
_Q_INSTRUCTION = (rf"(?:@!?{_Q_ID}\s+)?[A-Za-z_]\w*(?:\.[\w:]+)*"
                  rf"(?:(?:\s+|(?=\{{)){_Q_OPERAND}(?:\s*,\s*{_Q_OPERAND})*)?\s*")
_Q_LABEL = r"[A-Za-z_$%][\w$]*\s*:(?!:)"


@functools.cache
def _skim_run() -> re.Pattern[str]:
    """A run of such instructions and labels: one regex call skims a basic block. Compiled on first
    use (tens of milliseconds) so that `import ptxemu` does not pay for it."""
    return re.compile(rf"(?:\s*(?:{_Q_LABEL}|{_Q_INSTRUCTION};))+")


_HEADER_END_RE = re.compile(r"[{;]")
# what starts a new module-level statement: a header that reaches one of these before its '{' or ';'
# is a prototype written without the ';' (nvopencc's PTX 1.x-2.x does so; ptxas 13 reads it)
_NEXT_TOP_RE = re.compile(r"\n[ \t]*(?=\.(?:visible|extern|weak|common|entry|func|file|global|const|shared|"
                          r"local|tex|section|loc|version|target|address_size)\b)")

SKIMMED = object()  # what `Reader.statements(skim=True)` yields for a run it only checked


class Reader:
    """The statements of one module's text, read on demand: the whole module, or one span of it
    (a function body) with the same lines, columns and diagnostics as a whole reading gives.

    `Reader.at` and `Reader.end` are the offsets of the statement last yielded (a `{`/`}` scope:
    the brace itself), so a caller can come back to a span later."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.src = _blank_comments(text)
        self.loc = _Locator(self.src)
        self.at = 0
        self.end = 0

    def statements(self, mod: Module, start: int = 0, stop: int | None = None, *,
                   skim: bool = False) -> Iterator[Statement | object]:
        """Statements of text[start:stop]; problems become `mod.diagnostics`, module directives
        (.version, .target, .address_size) set `mod`'s fields. With `skim`, an instruction the quick
        pattern accepts is not built: `SKIMMED` stands for a run of them and labels, text[at:end]
        (a reading that only validates; `first_instruction` reads one such run in full)."""
        text, src, loc = self.text, self.src, self.loc
        n = len(src) if stop is None else stop
        pos = start
        diags = mod.diagnostics
        run = _skim_run().match if skim else None

        def err(at: int, msg: str) -> None:
            ln, col = loc(at)
            diags.append(Diagnostic(ln, col, "error", msg))

        while pos < n:
            if run is not None:
                m = run(src, pos, n)
                if m:
                    self.at, self.end = m.span()
                    yield SKIMMED
                    pos = m.end()
                    continue
            ws = _WS_RE.match(src, pos, n)
            if ws:
                pos = ws.end()
                if pos >= n:
                    break
            ch = src[pos]
            if ch == "{" or ch == "}":
                ln, col = loc(pos)
                self.at, self.end = pos, pos + 1
                yield Scope(ch == "{", ln, col)
                pos += 1
                continue
            if ch == ";":  # an empty statement: ptxas reports "Parsing error near ';'"
                err(pos, "syntax error: empty statement ';'")
                pos += 1
                continue
            if ch == ".":
                m = _LINE_DIRECTIVE_RE.match(src, pos, n)
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
                m = _SECTION_RE.match(src, pos, n)
                if m:  # debug sections: skip the balanced block
                    close = src.find("}", m.end(), n)
                    pos = n if close < 0 else close + 1
                    continue
                m = _HEADER_START_RE.match(src, pos, n)
                if m:
                    # the header runs to the body's '{' or to ';' for a prototype
                    end_m = _HEADER_END_RE.search(src, m.end(), n)
                    end = end_m.start() if end_m else n
                    next_m = _NEXT_TOP_RE.search(src, m.end(), end)
                    bare = bool(next_m and _balanced_parens(src, m.end(), next_m.start()))
                    if bare:  # a prototype without its ';'
                        end = next_m.start()  # type: ignore[union-attr]
                    ln, col = loc(pos)
                    try:
                        proto = bare or bool(end_m and end_m.group(0) == ";")
                        hdr = _parse_header(src[pos:end], ln, col, proto)
                    except PtxSyntaxError as e:
                        err(pos, e.message)
                    else:
                        self.at, self.end = pos, end
                        yield hdr
                    pos = end if bare or end_m and end_m.group(0) == "{" else end + 1
                    continue
            # labels first: `$L__BB0_1:` may share a line with the next statement
            lm = _LABEL_RE.match(src, pos, n)
            if lm:
                ln, col = loc(pos)
                self.at, self.end = pos, lm.end()
                yield Label(lm.group(1), ln, col)
                pos = lm.end()
                continue
            semi = src.find(";", pos, n)
            if semi < 0:
                err(pos, f"expected ';' after '{src[pos:n].strip()[:40]}'")
                break
            self.at, self.end = pos, semi
            stmt = src[pos:semi]
            ln, col = loc(pos)
            if ch == ".":
                dm = _DECL_RE.match(stmt)
                if dm:
                    try:
                        decl = parse_decl(stmt, ln, col)
                    except PtxSyntaxError as e:
                        err(pos, e.message)
                    else:
                        yield decl
                    pos = semi + 1
                    continue
                name = re.match(r"\.[\w:]+", stmt)
                dname = name.group(0) if name else stmt.split()[0] if stmt.split() else "."
                if dname not in _KNOWN_DIRECTIVES:
                    err(pos, f"syntax error near '{dname}': not a directive")
                else:
                    # the arguments from the original text: a .pragma's string is blanked in `src`
                    yield Directive(dname, text[pos + len(dname):semi].strip(), ln, col)
                pos = semi + 1
                continue
            try:
                ins = parse_instruction(stmt, line=ln)
            except PtxSyntaxError as e:
                err(pos, e.message)
            else:
                object.__setattr__(ins, "column", col)
                yield ins
            pos = semi + 1

    def first_instruction(self, start: int, end: int) -> Instruction | None:
        """The first instruction of text[start:end] (a run `statements` skimmed), read in full."""
        return next((s for s in self.statements(Module(), start, end) if isinstance(s, Instruction)), None)


def parse_module(text: str) -> Module:
    """Read `text` into a Module; syntax problems become diagnostics, never exceptions."""
    mod = Module()
    mod.statements = list(Reader(text).statements(mod))  # type: ignore[arg-type]
    return mod
