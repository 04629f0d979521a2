"""A parsed module, read once into functions, registers, variables and instruction lists.

`Program(text)` reads the module (isa.module), rejects it with the parser's diagnostics if it is
malformed, and resolves every name once: registers get numbers (scoped `{ }` blocks rename their
registers, as nvcc's call sequences need), labels get instruction indices, variables their state
space, size and alignment. Kernels compile from this (machine.running.kernel) without re-reading text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

import numpy as np

from ptxemu.errors import PtxemuError, PtxError, PtxSyntaxError, Unsupported
from ptxemu.isa.module import SKIMMED, Decl, Directive, FuncHeader, Label, Module, Reader, Scope, Var
from ptxemu.isa.statement import Address, Instruction, Reg, Vector
from ptxemu.isa.types import TYPES

OPAQUE_TYPES = (".texref", ".samplerref", ".surfref")
MAX_RANGE = 1 << 17  # registers per `%r<N>` declaration (real kernels declare a few thousand)

# register widths in bits and the numpy dtype that holds a register's raw bits
DTYPE = {1: np.bool_, 8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64, 128: np.uint64}


def type_bits(t: str) -> int:
    info = TYPES.get(t)
    if info is None:
        raise PtxError(f"unknown type '{t}'")
    return info.bits


@dataclass
class RegSpec:
    name: str
    type: str
    bits: int  # 1 (pred), 8, 16, 32, 64, 128


@dataclass
class Param:
    """A .param of an entry or function: its bytes, at `offset` in the parameter buffer."""

    name: str
    type: str
    size: int
    align: int
    offset: int = 0
    reg: int = -1  # a `.reg` parameter (functions returning several values): its register number
    members: tuple[int, ...] = ()  # a vector `.reg` parameter (`.reg .v2 .u32 input`): its members' registers


@dataclass
class Variable:
    """A .global/.const/.shared/.local variable (module or function scope)."""

    name: str
    space: str
    size: int
    align: int
    extern: bool = False  # `.extern .shared x[]`: dynamic shared memory
    init: bytes | None = None
    func: str | None = None  # declaring function for function-scope variables
    line: int = 0
    # addresses in the initialiser (`{gA, generic(gB), gA+8, f0}`): (byte offset, width, symbol, addend),
    # patched in when a kernel lays the variable out (Kernel.initial_bytes)
    init_syms: list[tuple[int, int, str, int]] = field(default_factory=list)


@dataclass
class ScopedName:
    """What a name means at one instruction: a register number, a call-site/func param, a variable."""

    kind: str  # "reg" | "param" | "var" | "vreg" (a vector register: its members' numbers)
    index: int = -1  # register number
    param: Param | None = None
    var: Variable | None = None
    owner: str = ""  # function that owns a param ("" for call-site params)
    members: tuple[int, ...] = ()  # a vector register's member registers


@dataclass
class Function:
    name: str
    kind: str  # ".entry" | ".func"
    params: list[Param]
    returns: list[Param]
    directives: list[Directive]
    start: int = 0  # first instruction index
    end: int = 0
    labels: dict[str, int] = field(default_factory=dict)
    line: int = 0
    param_size: int = 0
    # `ts: .branchtargets L0, L1;` / `.calltargets f, g;` / `.callprototype ...`: label -> (directive, args)
    tables: dict[str, tuple[str, str]] = field(default_factory=dict)
    regs: list[int] = field(default_factory=list)  # registers declared in its body or as .reg params
    site_params: list[Param] = field(default_factory=list)  # call-site .param variables of its body
    body: tuple[int, int] = (0, 0)  # offsets of the body in the text: after its '{', at its '}'
    close: tuple[int, int] = (0, 0)  # line and column of the closing '}'
    loaded: bool = False  # the body is read (Program.load): start, end, labels are valid

    def label(self, name: str, item: Item | None = None) -> int | None:
        """The index a branch reaches by `name` (`load` already gave labels of nested `{ }` blocks,
        and the branches inside them, a name of their own per block)."""
        return self.labels.get(name)

    def directive(self, name: str) -> list[int] | None:
        for d in self.directives:
            if d.name == name:
                return [int(x, 0) for x in re.split(r"[\s,]+", d.args.strip()) if x]
        return None


class Names(Mapping[str, ScopedName]):
    """What names mean at one instruction: its scopes, innermost first. Instructions between two
    declarations or braces share one Names (a copy per instruction costs O(registers) each: 740 MB
    for a 5k-line CUTLASS module); a scope declared into after it was shared is copied first."""

    __slots__ = ("maps",)

    def __init__(self, maps: tuple[dict[str, ScopedName], ...] = ()) -> None:
        self.maps = maps

    def get(self, name: str, default=None):  # type: ignore[override]
        for m in self.maps:
            v = m.get(name)
            if v is not None:
                return v
        return default

    def __getitem__(self, name: str) -> ScopedName:
        v = self.get(name)
        if v is None:
            raise KeyError(name)
        return v

    def __contains__(self, name: object) -> bool:
        return any(name in m for m in self.maps)

    def _merged(self) -> dict[str, ScopedName]:
        out: dict[str, ScopedName] = {}
        for m in reversed(self.maps):
            out.update(m)
        return out

    def __iter__(self):
        return iter(self._merged())

    def __len__(self) -> int:
        return len(self._merged())


@dataclass
class Item:
    """One instruction with its names resolved."""

    ins: Instruction
    func: str
    names: Mapping[str, ScopedName]


def _nested_labels(statements: list) -> dict[int, tuple[str, ...]]:
    """The labels declared directly in each `{ }` block, by the index of its opening statement (a
    label may be used before its declaration, so they are collected first)."""
    out: dict[int, list[str]] = {}
    opened: list[int] = []
    for k, st in enumerate(statements):
        if isinstance(st, Scope):
            if st.open:
                opened.append(k)
            elif opened:
                opened.pop()
        elif isinstance(st, Label) and opened:
            out.setdefault(opened[-1], []).append(st.name)
    return {k: tuple(v) for k, v in out.items()}


def _scoped_branch(ins: Instruction, lscopes: list[dict[str, str]]) -> Instruction:
    """`bra L` inside nested blocks: L names the innermost block's label of that name."""

    def resolve(op):
        if isinstance(op, Reg):
            for sc in reversed(lscopes):
                if op.name in sc:
                    return replace(op, name=sc[op.name])
        return op

    ops = tuple(resolve(op) for op in ins.operands)
    return ins if ops == ins.operands else replace(ins, operands=ops)


def _whole_vectors(ins: Instruction, names: Names) -> Instruction:
    """A vector register named whole (`ld.global.v4.u16 t, [a]`, `mma ... fa, fb`, `[tex, v]`) is the
    brace of its members {t.x, t.y, ...} (manual 6.4.3): every instruction reads it as it reads a
    brace. Call arguments stay whole (a vector .reg parameter takes the register itself)."""

    def expand(op):
        if isinstance(op, Reg) and not op.negated and not op.offset and not op.sel:
            sn = names.get(op.name)
            if sn is not None and sn.kind == "vreg":
                return Vector(tuple(Reg(f"{op.name}.{'xyzw'[k]}") for k in range(len(sn.members))))
        elif isinstance(op, Address) and op.coords is not None and isinstance(op.coords, Reg):
            v = expand(op.coords)
            return replace(op, coords=v) if isinstance(v, Vector) else op
        return op

    if ins.opcode == "call":
        return ins
    ops = tuple(expand(op) for op in ins.operands)
    return ins if ops == ins.operands else replace(ins, operands=ops)


def _var_size(v: Var, decl: Decl) -> tuple[int, bool]:
    """Bytes of a declared variable (`x`, `x[16]`, `x[]`); unsized arrays are extern (0 bytes)."""
    el = (type_bits(decl.type) // 8 if decl.type != ".pred" else 1) * v.vector
    if v.array and v.count == 0:
        return 0, True
    return el * v.count, False


_INIT_NUM = re.compile(
    r"[-+]?(?:0[xX][0-9a-fA-F]+|0[fF][0-9a-fA-F]{8}|0[dD][0-9a-fA-F]{16}|\d+\.\d*(?:[eE][-+]?\d+)?|"
    r"\d+[eE][-+]?\d+|\d+)"
)


_SYM_ITEM = re.compile(
    r"^(?:generic\(\s*([A-Za-z_$%][\w$]*)\s*\)|([A-Za-z_$%][\w$]*))\s*(?:([+-])\s*(\w+))?$"
)


def _init_items(text: str) -> list[str]:
    """The scalar items of an initialiser, nested braces flattened: `{{1, 2}, {3, 4}}` -> 1 2 3 4."""
    return [x.strip() for x in re.split(r"[{},]", text) if x.strip()]


def _initialiser(decl: Decl, size: int) -> tuple[bytes | None, list[tuple[int, int, str, int]]]:
    """Bytes of `= {1, 2, 3}` / `= 5` initialisers, and the symbols (`{gA, generic(gB), gA+8, f}`:
    the addresses of variables and functions, manual 5.4.4) to patch in once they are laid out."""
    if "=" not in decl.text:
        return None, []
    text = decl.text.split("=", 1)[1]
    t = decl.type
    bits = type_bits(t)
    items = _init_items(text)
    if not t.startswith(".f") and len(items) > 8:
        # nvcc's strings and tables: decimal integers parsed by numpy at once (an item that is not
        # one, a hex literal, a symbol, a value past int64, takes the item-by-item reading below)
        try:
            ints = np.array(items, dtype=np.int64)
        except (ValueError, OverflowError):
            ints = None
        if ints is not None:
            if len(ints) * bits // 8 > size:
                raise PtxError(f"initialiser of '{decl.text.strip()}' has more elements than the variable",
                               line=decl.line)
            raw = ints.astype(f"<u{bits // 8}").tobytes()  # wraps modulo 2^bits, as `val & mask`
            return raw + bytes(size - len(raw)), []
    out = bytearray()
    syms: list[tuple[int, int, str, int]] = []
    for item in items:
        num = _INIT_NUM.fullmatch(item)
        if num is None:
            m = _SYM_ITEM.match(item)
            if m is None:
                raise PtxError(
                    f"cannot read initialiser item '{item}' of '{decl.text.strip()}'", line=decl.line
                )
            if bits not in (32, 64) or t.startswith(".f"):
                raise PtxError(
                    f"the address '{item}' needs a 32- or 64-bit integer element, not {t}", line=decl.line
                )
            add = 0
            if m.group(4) is not None:
                add = int(m.group(4), 0) * (-1 if m.group(3) == "-" else 1)
            syms.append((len(out), bits // 8, m.group(1) or m.group(2), add))
            out += bytes(bits // 8)
            continue
        tok = item
        s = tok.lstrip("+-")
        neg = tok.startswith("-")
        if s[:2].lower() == "0f":
            v = np.uint32(int(s[2:], 16)).view(np.float32)
            val: float | int = float(v)
        elif s[:2].lower() == "0d":
            val = float(np.uint64(int(s[2:], 16)).view(np.float64))
        elif "." in s or "e" in s.lower() and not s.lower().startswith("0x"):
            val = float(s)
        else:
            val = int(s, 16) if s.lower().startswith("0x") else int(s)
        if neg:
            val = -val
        if t.startswith(".f"):
            dt = {16: np.float16, 32: np.float32, 64: np.float64}[bits]
            if s[:2].lower() in ("0f", "0d") and bits == 8 * len(s[2:]) // 2:
                raw = int(s[2:], 16) ^ ((1 << (bits - 1)) if neg else 0)  # exact bits, NaN payloads kept
                out += raw.to_bytes(bits // 8, "little")
            else:
                out += np.array([val], dt).tobytes()
        else:
            out += int(val & ((1 << bits) - 1)).to_bytes(bits // 8, "little")
    if len(out) > size:
        raise PtxError(
            f"initialiser of '{decl.text.strip()}' has more elements than the variable", line=decl.line
        )
    return bytes(out) + bytes(size - len(out)), syms


class Program:
    """A whole PTX module with names resolved; kernels compile from it.

    Reading is in two depths. `Program(text)` checks the whole text as the module parser would
    (every syntax error, every structural and declaration error is raised here, as before) but
    builds nothing for instruction statements: it keeps function headers, module variables and each
    body's extent. A function's instructions are read and their names resolved when a kernel that
    reaches it is compiled (`load`), so a module of many kernels costs what the launched one costs.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self._reader = Reader(text)
        self.regs: list[RegSpec] = []
        self.items: list[Item] = []
        self.functions: dict[str, Function] = {}
        self.variables: dict[str, Variable] = {}  # module scope
        self.func_vars: dict[str, list[Variable]] = {}  # function-scope .shared/.local/.global/.const
        self.module_locals: set[str] = set()  # module-scope .local variables (Unsupported where used)
        self._cur: Function | None = None  # the function being loaded (its registers: Function.regs)
        self._cur_vectors = False  # it has vector registers (`load` expands their whole uses)
        mod = Module()
        self._mod = mod  # its .version, read before the declarations that follow it
        failure = self._skim(mod)
        errors = [d for d in mod.diagnostics if d.severity == "error"]
        if errors:
            d = errors[0]
            more = f" (and {len(errors) - 1} more errors)" if len(errors) > 1 else ""
            raise PtxSyntaxError(
                f"the module does not parse: {d.message}{more}", line=d.line, column=d.column
            )
        self.version = mod.version
        self.target = mod.target
        if mod.address_size != 64:
            # ptxas: "32-Bit ABI (--machine 32 or 32-Bit addressing) is not supported on sm_90 or higher
            # architectures"; no GPU ptxemu models runs such a module
            raise Unsupported(
                ".address_size 32 modules are not supported: ptxas refuses 32-bit addressing "
                "for sm_90 and later, the GPUs ptxemu models"
            )
        if failure is not None:
            raise failure

    @functools.cached_property
    def check_errors(self) -> list:
        """The validator's errors for this module (isa.check for its own .target, as ptxas judges
        it), computed once; [] where the validator itself fails (its trouble must not stop a run)."""
        from ptxemu.isa.check import check

        try:
            return [d for d in check(self.text) if d.severity == "error"]
        except Exception:  # noqa: BLE001
            return []

    def validate(self) -> None:
        """Refuse a module ptxas would refuse, before any of it runs: the first error of the
        validator, with its line (PTXEMU_VALIDATE=0 skips this and runs what ptxemu can)."""
        from ptxemu.settings import setting

        if not setting("PTXEMU_VALIDATE", 1, expected="0 or 1", valid=lambda v: v in (0, 1)):
            return
        errs = self.check_errors
        if errs:
            d = errs[0]
            more = f" (and {len(errs) - 1} more errors; `ptxemu check` lists them)" if len(errs) > 1 else ""
            raise PtxError(f"{d.message}{more}", line=d.line, column=d.column,
                           source=self.source_line(d.line) or None)

    @functools.cached_property
    def lines(self) -> list[str]:
        return self.text.splitlines()

    def source_line(self, line: int | None) -> str:
        if line is None or not (1 <= line <= len(self.lines)):
            return ""
        return self.lines[line - 1].strip()

    # -- reading ----------------------------------------------------------------------------
    def _skim(self, mod: Module) -> Exception | None:
        """Read the module through once: headers, module declarations, function extents; every
        function declaration checked as `load` will use it. Returns the first structural error
        (raised after the syntax errors, which take precedence), reading on for the diagnostics."""
        rd = self._reader
        func: Function | None = None
        depth = 0
        pending_header: FuncHeader | None = None
        failure: Exception | None = None
        for st in rd.statements(mod, skim=True):
            if failure is not None:
                continue
            try:
                if st is SKIMMED or isinstance(st, Instruction):
                    if func is None:  # a skimmed run may hold only labels, which are ignored here
                        ins = st if isinstance(st, Instruction) else rd.first_instruction(rd.at, rd.end)
                        if ins is not None:
                            msg = f"instruction '{ins.name}' outside a function"
                            raise PtxSyntaxError(msg, line=ins.line)
                elif isinstance(st, FuncHeader):
                    if st.is_prototype:
                        continue
                    if func is not None:
                        raise PtxSyntaxError(
                            f"'{st.name}' starts inside the body of '{func.name}' (a '}}' is missing)",
                            line=st.line,
                        )
                    pending_header = st
                elif isinstance(st, Scope):
                    if st.open:
                        if pending_header is not None and depth == 0:
                            func = self._begin_function(pending_header)
                            func.body = (rd.at + 1, -1)
                            pending_header = None
                        depth += 1
                    else:
                        depth -= 1
                        if depth == 0 and func is not None:
                            func.body = (func.body[0], rd.at)
                            func.close = (st.line, st.column)
                            func = None
                elif isinstance(st, Decl):
                    if func is None:
                        self._module_decl(st)
                    else:
                        self._function_decl(st, func, None)
            except Exception as e:  # noqa: BLE001 - raised after the syntax errors, as a whole reading did
                failure = e
        if failure is None:
            try:
                self._closed(func)
            except PtxemuError as e:
                failure = e
        return failure

    def load(self, f: Function) -> Function:
        """Read `f`'s body (once): its instructions with names resolved, labels, registers and
        variables. `f.start`/`f.end` are valid from here on."""
        if f.loaded:
            return f
        f.loaded = True
        f.start = len(self.items)
        scopes: list[dict[str, ScopedName]] = [self._param_scope(f), {}]
        shared = [True, False]  # scopes a Names already holds: copied before they change
        names: Names | None = None
        mod = Module()
        self._cur = f
        self._cur_vectors = any(p.members for p in [*f.params, *f.returns])
        last_label: str | None = None
        stmts = list(self._reader.statements(mod, f.body[0], f.body[1]))
        # labels are scoped like names (PTX 9.0, 4.4 "Scope"): a label declared inside a nested `{ }`
        # is visible only there. CUTLASS's inline asm repeats `LAB_WAIT:`/`DONE:` in every block, so
        # such labels get a name of their own per block, and branches inside resolve to the innermost
        nested = _nested_labels(stmts)
        lscopes: list[dict[str, str]] = []
        for k, st in enumerate(stmts):
            if isinstance(st, Directive):
                if last_label is not None and st.name in (".branchtargets", ".calltargets", ".callprototype"):
                    f.tables[last_label] = (st.name, st.args)
                last_label = None
                continue
            last_label = st.name if isinstance(st, Label) else None
            if isinstance(st, Instruction):
                if names is None:
                    names = Names(tuple(reversed(scopes)))
                    shared = [True] * len(scopes)
                if st.opcode == "bra" and any(lscopes):
                    st = _scoped_branch(st, lscopes)
                if self._cur_vectors:
                    st = _whole_vectors(st, names)
                self.items.append(Item(st, f.name, names))
            elif isinstance(st, Scope):
                names = None
                if st.open:
                    scopes.append({})
                    shared.append(False)
                    lscopes.append({n: f"{n}%{k}" for n in nested.get(k, ())})
                else:
                    scopes.pop()
                    shared.pop()
                    if lscopes:
                        lscopes.pop()
            elif isinstance(st, Decl):
                if shared[-1]:
                    scopes[-1] = dict(scopes[-1])
                    shared[-1] = False
                names = None
                self._function_decl(st, f, scopes[-1])
            elif isinstance(st, Label):
                f.labels[lscopes[-1].get(st.name, st.name) if lscopes else st.name] = len(self.items)
        if mod.diagnostics:  # the text was checked by _skim: cannot happen
            d = mod.diagnostics[0]
            raise PtxSyntaxError(f"the body of '{f.name}' does not parse: {d.message}", line=d.line)
        self._cur = None
        self._cur_vectors = False
        f.end = len(self.items)
        # a sentinel after the body: a lane that runs past the last instruction lands here (not in
        # the next function) and the kernel stops with an error
        end = Instruction("__end__", (), (), None, f.close[0], f.close[1], "}")
        self.items.append(Item(end, f.name, {}))
        return f

    def _closed(self, func: Function | None) -> None:
        if func is not None:
            raise PtxSyntaxError(
                f"the body of '{func.name}' is not closed (a '}}' is missing)", line=func.line
            )

    def _begin_function(self, h: FuncHeader) -> Function:
        params = self._layout_params(h.params)
        rets = self._layout_params(h.returns)
        f = Function(h.name, h.kind, params, rets, h.directives, line=h.line)
        for v, p in zip([*h.params, *h.returns], [*params, *rets], strict=True):
            if v.space == ".reg":  # `.func (.reg .b32 q, .reg .b32 r) f(.reg .b32 a)`: registers of f
                if v.array:  # ptxas: "Variable 'a' cannot be allocated into a register"
                    raise PtxSyntaxError(f".reg parameter '{v.name}' of '{h.name}' cannot be an array",
                                         line=h.line)
                bits = 1 if v.type == ".pred" else type_bits(v.type)
                # a vector parameter (`.reg .v2 .u32 input`): one register per member, `input.x` ...
                names = [v.name] if v.vector == 1 else [f"{v.name}.{'xyzw'[k]}" for k in range(v.vector)]
                regs = []
                for n in names:
                    regs.append(len(self.regs))
                    self.regs.append(RegSpec(n, v.type, bits))
                f.regs.extend(regs)
                p.reg = regs[0]
                if v.vector != 1:
                    p.members = tuple(regs)
        f.param_size = (params[-1].offset + params[-1].size) if params else 0
        if h.name in self.functions:
            raise PtxSyntaxError(f"function '{h.name}' is defined twice", line=h.line)
        self.functions[h.name] = f
        return f

    @staticmethod
    def _layout_params(vars_: list[Var]) -> list[Param]:
        out: list[Param] = []
        off = 0
        for v in vars_:
            el = max(type_bits(v.type) // 8, 1) * v.vector
            align = v.align or el
            off = (off + align - 1) // align * align
            out.append(Param(v.name, v.type, el * max(v.count, 1), align, off))
            off += el * max(v.count, 1)
        return out

    def _param_scope(self, f: Function) -> dict[str, ScopedName]:
        scope = {
            p.name: ScopedName("reg", p.reg) if p.reg >= 0 else ScopedName("param", param=p, owner=f.name)
            for p in [*f.params, *f.returns]
        }
        for p in [*f.params, *f.returns]:
            if p.members:  # a vector .reg parameter: the name is the vector, its members `p.x`/`p.r` ...
                scope[p.name] = ScopedName("vreg", members=p.members)
                for k, r in enumerate(p.members):
                    scope[f"{p.name}.{'xyzw'[k]}"] = scope[f"{p.name}.{'rgba'[k]}"] = ScopedName("reg", r)
        return scope

    def _module_decl(self, d: Decl) -> None:
        if d.space in (".global", ".const", ".shared"):
            for v in d.names:
                if d.type in OPAQUE_TYPES:
                    # a .texref/.samplerref/.surfref: a handle the driver binds (8 bytes, its
                    # initialiser the sampler's settings); tex/suld on it raise Unsupported
                    self.variables[v.name] = Variable(v.name, d.space, 8 * max(v.count, 1), 8, False, None,
                                                      None, d.line, [])
                    continue
                size, ext = _var_size(v, d)
                align = d.align or max(type_bits(d.type) // 8, 1) * v.vector
                init, syms = _initialiser(d, size)
                var = Variable(v.name, d.space, size, align, ext, init, None, d.line, syms)
                self.variables[v.name] = var
        elif d.space == ".reg":
            v = self._mod.version
            if v is not None and v < (3, 0):  # ptxas 13.5 takes them (compiled without the ABI)
                raise Unsupported("module-scope .reg variables (PTX before 3.0, compiled without the ABI: "
                                  "registers shared by a thread's functions) are not supported", line=d.line)
            raise PtxSyntaxError("module-scope .reg declarations are not allowed", line=d.line)
        elif d.space == ".local":  # per-thread and shared by every function of the thread: not laid out
            self.module_locals.update(v.name for v in d.names)

    def _function_decl(self, d: Decl, f: Function, scope: dict[str, ScopedName] | None) -> None:
        """Declare `d` into `scope`; with scope None only check it (what `_skim` does before the
        function is loaded: the same errors, nothing kept)."""
        if d.space == ".reg":
            t = d.type
            bits = 1 if t == ".pred" else type_bits(t)
            for r in d.ranges:
                if r.count > MAX_RANGE:
                    raise Unsupported(
                        f"register range '{r.prefix}<{r.count}>' is larger than ptxemu's limit of "
                        f"{MAX_RANGE:,} registers per declaration",
                        line=d.line,
                    )
                if scope is not None:
                    for k in range(r.count):
                        if r.vector != 1:  # `.reg .v2 .u32 z<3>;`: z0, z1, z2 are vectors
                            self._vector_reg(scope, f"{r.prefix}{k}", t, bits, r.vector)
                        else:
                            name = f"{r.prefix}{k}"
                            scope[name] = ScopedName("reg", self._new_reg(name, t, bits))
            for v in d.names:
                if scope is None:
                    continue
                if v.array:  # ptxas: "Variable 'a' cannot be allocated into a register"
                    raise PtxSyntaxError(f"register '{v.name}' cannot be an array", line=d.line)
                if v.vector != 1:
                    self._vector_reg(scope, v.name, t, bits, v.vector)
                    continue
                scope[v.name] = ScopedName("reg", self._new_reg(v.name, t, bits))
            return
        if d.space == ".param":  # call-site parameters inside a function body
            for v in d.names:
                size, _ = _var_size(v, d)
                p = Param(v.name, d.type, size, d.align or max(type_bits(d.type) // 8, 1) * v.vector)
                if scope is not None:
                    scope[v.name] = ScopedName("param", param=p, owner="")
                    f.site_params.append(p)
            return
        for v in d.names:
            size, ext = _var_size(v, d)
            align = d.align or max(type_bits(d.type) // 8, 1) * v.vector
            init, syms = _initialiser(d, size)
            var = Variable(v.name, d.space, size, align, ext, init, f.name, d.line, syms)
            if scope is not None:
                self.func_vars.setdefault(f.name, []).append(var)
                scope[v.name] = ScopedName("var", var=var)

    def _vector_reg(self, scope: dict[str, ScopedName], name: str, t: str, bits: int, n: int) -> None:
        """`.reg .v2 .f32 mx;`: one register per member, `mx.x`/`mx.r` ... (manual 5.4.2.1); the bare
        name stands for the vector {mx.x, mx.y} (`load` writes it so where an instruction names it)."""
        members = tuple(self._new_reg(f"{name}.{'xyzw'[k]}", t, bits) for k in range(n))
        for k, r in enumerate(members):
            scope[f"{name}.{'xyzw'[k]}"] = ScopedName("reg", r)
            scope[f"{name}.{'rgba'[k]}"] = ScopedName("reg", r)
        scope[name] = ScopedName("vreg", members=members)
        if self._cur is not None:
            self._cur_vectors = True

    def _new_reg(self, name: str, t: str, bits: int) -> int:
        self.regs.append(RegSpec(name, t, bits))
        if self._cur is not None:
            self._cur.regs.append(len(self.regs) - 1)
        return len(self.regs) - 1

    # -- queries ----------------------------------------------------------------------------
    def entry(self, name: str) -> Function:
        f = self.functions.get(name)
        if f is None or f.kind != ".entry":
            entries = [k for k, v in self.functions.items() if v.kind == ".entry"]
            raise PtxError(
                f"no kernel named '{name}' in the module (kernels: {', '.join(entries) or 'none'})"
            )
        return f

    def kernels(self) -> list[str]:
        return [k for k, v in self.functions.items() if v.kind == ".entry"]
