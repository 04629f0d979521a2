"""A parsed module, read once into functions, registers, variables and instruction lists.

`Program(text)` reads the module (isa.module), rejects it with the parser's diagnostics if it is
malformed, and resolves every name once: registers get numbers (scoped `{ }` blocks rename their
registers, as nvcc's call sequences need), labels get instruction indices, variables their state
space, size and alignment. Kernels compile from this (machine.kernel) without re-reading text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from ptxemu.errors import PtxError, PtxSyntaxError, Unsupported
from ptxemu.isa.module import Decl, Directive, FuncHeader, Label, Scope, Var, parse_module
from ptxemu.isa.statement import Instruction
from ptxemu.isa.types import TYPES

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
    labels: dict[str, int] = field(default_factory=dict)  # by name (a name defined twice: the last)
    # (brace-scope id, name) -> index: inline-asm blocks each define their own `DONE:` (CUTLASS's
    # mbarrier waits), and a branch takes the label of its innermost enclosing scope
    scoped_labels: dict[tuple[int, str], int] = field(default_factory=dict)
    line: int = 0
    param_size: int = 0
    # `ts: .branchtargets L0, L1;` / `.calltargets f, g;` / `.callprototype ...`: label -> (directive, args)
    tables: dict[str, tuple[str, str]] = field(default_factory=dict)
    regs: list[int] = field(default_factory=list)  # registers declared in its body or as .reg params
    site_params: list[Param] = field(default_factory=list)  # call-site .param variables of its body

    def label(self, name: str, item: Item) -> int | None:
        """The index a branch in `item` reaches by `name`: the innermost enclosing scope's label."""
        for sid in reversed(item.scopes):
            t = self.scoped_labels.get((sid, name))
            if t is not None:
                return t
        return self.labels.get(name)

    def directive(self, name: str) -> list[int] | None:
        for d in self.directives:
            if d.name == name:
                return [int(x, 0) for x in re.split(r"[\s,]+", d.args.strip()) if x]
        return None


@dataclass
class Item:
    """One instruction with its names resolved."""

    ins: Instruction
    func: str
    names: dict[str, ScopedName]
    scopes: tuple[int, ...] = ()  # ids of the brace scopes around it, outermost first (Function.label)


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
    out = bytearray()
    syms: list[tuple[int, int, str, int]] = []
    for item in _init_items(text):
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
    """A whole PTX module with names resolved; kernels compile from it."""

    def __init__(self, text: str) -> None:
        mod = parse_module(text)
        errors = [d for d in mod.diagnostics if d.severity == "error"]
        if errors:
            d = errors[0]
            more = f" (and {len(errors) - 1} more errors)" if len(errors) > 1 else ""
            raise PtxSyntaxError(
                f"the module does not parse: {d.message}{more}", line=d.line, column=d.column
            )
        self.text = text
        self.lines = text.splitlines()
        self.version = mod.version
        self.target = mod.target
        if mod.address_size != 64:
            # ptxas: "32-Bit ABI (--machine 32 or 32-Bit addressing) is not supported on sm_90 or higher
            # architectures"; no GPU ptxemu models runs such a module
            raise Unsupported(
                ".address_size 32 modules are not supported: ptxas refuses 32-bit addressing "
                "for sm_90 and later, the GPUs ptxemu models"
            )
        self.regs: list[RegSpec] = []
        self.items: list[Item] = []
        self.functions: dict[str, Function] = {}
        self.variables: dict[str, Variable] = {}  # module scope
        self.func_vars: dict[str, list[Variable]] = {}  # function-scope .shared/.local/.global/.const
        self._cur: Function | None = None
        self._read(mod.statements)

    def source_line(self, line: int | None) -> str:
        if line is None or not (1 <= line <= len(self.lines)):
            return ""
        return self.lines[line - 1].strip()

    # -- reading ----------------------------------------------------------------------------
    def _read(self, statements: list) -> None:
        func: Function | None = None
        scopes: list[dict[str, ScopedName]] = []
        scope_ids: list[int] = []  # the open brace scopes (for labels), outermost first
        nscopes = 0
        depth = 0
        pending_header: FuncHeader | None = None
        last_label: str | None = None
        for st in statements:
            if isinstance(st, Directive) and func is not None:
                if last_label is not None and st.name in (".branchtargets", ".calltargets", ".callprototype"):
                    func.tables[last_label] = (st.name, st.args)
                last_label = None
                continue
            last_label = st.name if isinstance(st, Label) else None
            if isinstance(st, FuncHeader):
                if st.is_prototype:
                    continue
                if func is not None:
                    raise PtxSyntaxError(
                        f"'{st.name}' starts inside the body of '{func.name}' (a '}}' is missing)",
                        line=st.line,
                    )
                pending_header = st
                continue
            if isinstance(st, Scope):
                if st.open:
                    if pending_header is not None and depth == 0:
                        func = self._begin_function(pending_header)
                        self._cur = func
                        pending_header = None
                        scopes = [self._param_scope(func)]
                    scopes.append({})
                    nscopes += 1
                    scope_ids.append(nscopes)
                    depth += 1
                else:
                    depth -= 1
                    if scope_ids:
                        scope_ids.pop()
                    if scopes:
                        scopes.pop()
                    if depth == 0 and func is not None:
                        func.end = len(self.items)
                        # a sentinel after the body: a lane that runs past the last instruction
                        # lands here (not in the next function) and the kernel stops with an error
                        end = Instruction("__end__", (), (), None, st.line, st.column, "}")
                        self.items.append(Item(end, func.name, {}))
                        func = None
                        self._cur = None
                        scopes = []
                continue
            if isinstance(st, Decl):
                if func is None:
                    self._module_decl(st)
                else:
                    self._function_decl(st, func, scopes[-1])
                continue
            if isinstance(st, Label):
                if func is not None:
                    func.labels[st.name] = len(self.items)
                    if scope_ids:
                        func.scoped_labels[(scope_ids[-1], st.name)] = len(self.items)
                continue
            if isinstance(st, Instruction):
                if func is None:
                    raise PtxSyntaxError(f"instruction '{st.name}' outside a function", line=st.line)
                names: dict[str, ScopedName] = {}
                for s in scopes:
                    names.update(s)
                self.items.append(Item(st, func.name, names, tuple(scope_ids)))
        self._closed(func)

    def _closed(self, func: Function | None) -> None:
        if func is not None:
            raise PtxSyntaxError(
                f"the body of '{func.name}' is not closed (a '}}' is missing)", line=func.line
            )

    def _begin_function(self, h: FuncHeader) -> Function:
        params = self._layout_params(h.params)
        rets = self._layout_params(h.returns)
        f = Function(h.name, h.kind, params, rets, h.directives, start=len(self.items), line=h.line)
        for v, p in zip([*h.params, *h.returns], [*params, *rets], strict=True):
            if v.space == ".reg":  # `.func (.reg .b32 q, .reg .b32 r) f(.reg .b32 a)`: registers of f
                if v.vector != 1 or v.array:
                    raise Unsupported(f"vector or array .reg parameter '{v.name}' of '{h.name}'", line=h.line)
                p.reg = len(self.regs)
                self.regs.append(RegSpec(v.name, v.type, 1 if v.type == ".pred" else type_bits(v.type)))
                f.regs.append(p.reg)
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
        return {
            p.name: ScopedName("reg", p.reg) if p.reg >= 0 else ScopedName("param", param=p, owner=f.name)
            for p in [*f.params, *f.returns]
        }

    def _module_decl(self, d: Decl) -> None:
        if d.space in (".global", ".const", ".shared"):
            for v in d.names:
                size, ext = _var_size(v, d)
                align = d.align or max(type_bits(d.type) // 8, 1) * v.vector
                init, syms = _initialiser(d, size)
                var = Variable(v.name, d.space, size, align, ext, init, None, d.line, syms)
                self.variables[v.name] = var
        elif d.space == ".reg":
            raise PtxSyntaxError("module-scope .reg declarations are not allowed", line=d.line)

    def _function_decl(self, d: Decl, f: Function, scope: dict[str, ScopedName]) -> None:
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
                for k in range(r.count):
                    scope[f"{r.prefix}{k}"] = ScopedName("reg", self._new_reg(f"{r.prefix}{k}", t, bits))
            for v in d.names:
                if v.vector != 1:
                    # `.reg .v2 .f32 mx;`: one register per member, `mx.x`/`mx.r` ... (manual 5.4.2.1);
                    # the bare name stands for the vector {mx.x, mx.y} where an instruction takes one
                    members = tuple(self._new_reg(f"{v.name}.{'xyzw'[k]}", t, bits) for k in range(v.vector))
                    for k, r in enumerate(members):
                        scope[f"{v.name}.{'xyzw'[k]}"] = ScopedName("reg", r)
                        scope[f"{v.name}.{'rgba'[k]}"] = ScopedName("reg", r)
                    scope[v.name] = ScopedName("vreg", members=members)
                    continue
                scope[v.name] = ScopedName("reg", self._new_reg(v.name, t, bits))
            return
        if d.space == ".param":  # call-site parameters inside a function body
            for v in d.names:
                size, _ = _var_size(v, d)
                p = Param(v.name, d.type, size, d.align or max(type_bits(d.type) // 8, 1) * v.vector)
                scope[v.name] = ScopedName("param", param=p, owner="")
                f.site_params.append(p)
            return
        for v in d.names:
            size, ext = _var_size(v, d)
            align = d.align or max(type_bits(d.type) // 8, 1) * v.vector
            init, syms = _initialiser(d, size)
            var = Variable(v.name, d.space, size, align, ext, init, f.name, d.line, syms)
            self.func_vars.setdefault(f.name, []).append(var)
            scope[v.name] = ScopedName("var", var=var)

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
