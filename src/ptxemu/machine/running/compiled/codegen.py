"""Translate straight-line runs of decoded instructions into numba source: one function per phase.

A block's steps (machine.running.kernel) split into units: a *phase* of instructions this module can
translate, or one interpreted step. A phase is one loop over the batch's lanes doing all of its
register arithmetic and loads for one lane before the next (each register a local scalar), then
its stores, each store first checked for every lane and then written in ascending lane order.
That is the interpreter's result: registers are per lane, the phase's loads see no store of the
phase (stores end a phase), and a store writes after every lane computed its values, as in
lockstep. Written registers go to fresh arrays that the caller commits only when the phase
succeeds: any lane whose access the compiled code refuses (rt's checks) makes the phase return
-1 with nothing changed, and the interpreter runs it instead (raising the same error, or doing
the access). A store that fails its check returns 1 + its index: the registers and earlier
stores are done, the interpreter runs from that store on.

Register values are uint64 locals holding the register's bits (bool for .pred); reads and writes
follow the interpreter's relaxed operand rules (machine.kernel.resize). Arithmetic is defined
here only where it is the same operation as the interpreter's: integer wrap-around, compares,
shifts with the interpreter's clamping, and f32 .rn through numerics.f32_kernel (tested equal to
ops.arith). What is not translated stays an interpreted step.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ptxemu.isa.statement import Address, Imm, PredPair, Reg, Vector
from ptxemu.machine.program.program import DTYPE, type_bits
from ptxemu.machine.program.step import SPECIAL, Cx, Step, is_signed

INT = (".u8", ".u16", ".u32", ".u64", ".s8", ".s16", ".s32", ".s64", ".b8", ".b16", ".b32", ".b64")
LDST = INT + (".f32", ".f64", ".f16", ".bf16", ".f16x2", ".bf16x2")
_IGNORED_MEM = {
    ".nc",
    ".ca",
    ".cg",
    ".cs",
    ".lu",
    ".cv",
    ".wb",
    ".wt",
    ".volatile",
    ".relaxed",
    ".weak",
    ".acquire",
    ".release",
    ".cta",
    ".gpu",
    ".sys",
    ".cluster",
}
_FCMP = {
    "eq": "({x} == {y})",
    "ne": "({x} != {y} and {x} == {x} and {y} == {y})",
    "lt": "({x} < {y})",
    "le": "({x} <= {y})",
    "gt": "({x} > {y})",
    "ge": "({x} >= {y})",
    "equ": "({x} == {y} or {x} != {x} or {y} != {y})",
    "neu": "({x} != {y})",
    "ltu": "(not ({x} >= {y}))",
    "leu": "(not ({x} > {y}))",
    "gtu": "(not ({x} <= {y}))",
    "geu": "(not ({x} < {y}))",
    "num": "({x} == {x} and {y} == {y})",
    "nan": "({x} != {x} or {y} != {y})",
}
_ICMP = {
    "eq": "==",
    "ne": "!=",
    "lt": "<",
    "le": "<=",
    "gt": ">",
    "ge": ">=",
    "lo": "<",
    "ls": "<=",
    "hi": ">",
    "hs": ">=",
}


MAX_STEPS = 64  # instructions per phase
MAX_STORES = 8  # stores ending one phase
MAX_SPAN = 256  # bytes one grouped bounds check of global loads may cover


class NoTranslation(Exception):
    """This instruction form stays with the interpreter."""


@dataclass
class LoadGroup:
    """Unguarded global loads at constant offsets from one register value: one bounds check
    (`line`, rewritten as loads join) covers [base + first, base + first + span); a lane for
    which it fails takes each load's own check, so results and refusals are the loads' own."""

    line: int  # index in the body of the check's `if` line
    ind: int
    ta: str  # the first load's address
    tp: str  # its host address
    ok: str  # whether the group's check held for this lane
    first: int  # the first load's offset from the register
    total: int  # bytes per load (every member the same)
    span: int

    def render(self) -> str:
        al = min(self.total, 16) - 1
        return "    " * self.ind + (
            f"if gk < gb.shape[0] and ({self.ta} & np.uint64({al})) == np.uint64(0) and gb[gk] <= {self.ta} "
            f"and {self.ta} < ge[gk] and ge[gk] - {self.ta} >= np.uint64({self.span}):"
        )


@dataclass
class SharedGroup:
    """Unguarded .shared loads at constant offsets from one register value: the first load's
    check, and one more of the last (`line`, rewritten as loads join); between them every address
    is in the CTA's shared memory, aligned, so later loads take the first one's offset plus their
    own distance (an unrolled SGEMM's 16 loads from one register: 2 checks, not 16). A lane whose
    last check fails refuses the phase there: the last load runs in every lane that gets past the
    first (the loads are unguarded, in straight-line code, from the same register value), where it
    would refuse it anyway, and nothing is written before a phase or a region's block is done."""

    line: int
    ind: int
    ta: str  # the first load's address
    to: str  # its offset in the batch's shared memory
    ok: str  # whether the last member's check held
    first: int  # the first load's offset from the register
    total: int  # bytes per load
    span: int

    def render(self) -> str:
        return "    " * self.ind + (
            f"if rt.shared({self.ta} + np.uint64({self.span - self.total}), {self.total}, False, "
            "np.uint64(rank[i]), csize, cta[i], smstride, smsize) < 0: return -1"
        )


@dataclass
class Store:
    step: Step
    space: str
    esize: int
    count: int
    addr: str  # expression
    vals: list[str]


@dataclass
class Phase:
    steps: list[Step]
    name: str = ""
    source: str = ""
    reads: dict[int, str] = field(default_factory=dict)  # register -> dtype name (inputs)
    writes: dict[int, str] = field(default_factory=dict)  # register -> dtype name (fresh outputs)
    specials: list[str] = field(default_factory=list)
    mem: set[str] = field(default_factory=set)  # "shared", "local", "global"
    nstores: int = 0
    fn: object = None  # the compiled function (None: not compiled, or numba refused it)
    ready: bool = False  # its machine code is loaded (compiled/background.py)
    poll: float = 0.0  # while a child compiles it: when to ask again (time.monotonic)

    @property
    def store_start(self) -> int:
        return len(self.steps) - self.nstores


def _ident(name: str) -> str:
    return "s_" + re.sub(r"[^0-9A-Za-z]", "_", name.lstrip("%"))


class Translator:
    """Source for one phase; `consts` are module-level uint64 constants shared by a module."""

    def __init__(self, kernel, consts: dict[int, str]) -> None:
        self.k = kernel
        self.consts = consts
        self.body: list[str] = []
        self.ind = 3
        self.reads: dict[int, str] = {}  # every register touched -> its array dtype
        self.writes: dict[int, str] = {}  # registers written
        self.need_in: set[int] = set()  # read (or conditionally written) before any plain write
        self.defined: set[int] = set()  # written unconditionally so far
        self.guarded = False
        self.specials: list[str] = []
        self.mem: set[str] = set()
        self.stores: list[Store] = []
        self.tmp = 0
        self.groups: dict[int, LoadGroup] = {}  # base register -> its open load group
        self.sgroups: dict[int, SharedGroup] = {}  # the same for .shared loads

    # -- helpers --------------------------------------------------------------------------------
    def c(self, v: int) -> str:
        v &= 0xFFFFFFFFFFFFFFFF
        name = self.consts.get(v)
        if name is None:
            name = f"K{len(self.consts)}"
            self.consts[v] = name
        return name

    def emit(self, line: str) -> None:
        self.body.append("    " * self.ind + line)

    def fresh(self) -> str:
        self.tmp += 1
        return f"t{self.tmp}"

    def _reg(self, cx: Cx, op) -> tuple[int, int]:
        i, bits, _ = cx.reg_of(op)
        if bits == 128:
            raise NoTranslation("128-bit register")
        self.reads.setdefault(i, DTYPE[bits].__name__)
        return i, bits

    def mask_expr(self, e: str, bits: int) -> str:
        return e if bits >= 64 else f"({e} & {self.c((1 << bits) - 1)})"

    def resize(self, e: str, frm: int, to: int, signed: bool) -> str:
        """The interpreter's resize on a uint64 expression holding `frm` bits."""
        if frm == to:
            return e
        if to == 1:
            return f"({e} != {self.c(0)})"
        if frm == 1:
            return f"({self.c(1)} if {e} else {self.c(0)})"
        if to < frm or not signed:
            return self.mask_expr(e, to)
        return self.mask_expr(f"np.uint64(rt.sext({e}, {frm}))", to)

    # -- operands -------------------------------------------------------------------------------
    def src(self, cx: Cx, op, typ: str) -> str:
        bits = 1 if typ == ".pred" else type_bits(typ)
        if bits == 128:
            raise NoTranslation("128-bit operand")
        signed = is_signed(typ)
        if isinstance(op, Reg):
            name = op.name
            sn = cx.item.names.get(name)
            if name.startswith("%") and name in SPECIAL and sn is None:
                if name.startswith(("%clock", "%globaltimer")):
                    raise NoTranslation("clock")
                ident = _ident(name)
                if name not in self.specials:
                    self.specials.append(name)
                base = SPECIAL[name]
                e = f"{ident}[i]" if base == 1 else f"np.uint64({ident}[i])"
                return self.resize(e, base, bits, False)
            if name == "WARP_SZ" and sn is None:
                return self.c(32)
            if sn is None or sn.kind != "reg":
                sym = cx.symbol_address(name)
                if sym is None:
                    raise NoTranslation(f"operand {name}")
                sym = (sym[0], sym[1] + op.offset)  # `var + imm`
                if sym[0] == ".shared":
                    if "%_shared_rank" not in self.specials:
                        self.specials.append("%_shared_rank")
                    return self.mask_expr(
                        f"(np.uint64({_ident('%_shared_rank')}[i]) + {self.c(sym[1])})", bits
                    )
                return self.c(sym[1] & ((1 << bits) - 1) if bits < 64 else sym[1])
            i, rbits = self._reg(cx, op)
            if i not in self.defined:
                self.need_in.add(i)
            if op.negated:
                if rbits != 1:
                    raise NoTranslation("negated non-predicate")
                return f"(not r{i})"
            if (rbits == 1) != (bits == 1):
                raise NoTranslation("predicate width mix")
            if op.offset:  # `r + imm`: the sum at the register's width (Cx._reg_plus_imm)
                if cx.k.program.regs[i].type[1] not in "bus":
                    raise NoTranslation("float or predicate register plus an immediate")
                s = self.mask_expr(f"(r{i} + {self.c(op.offset & ((1 << rbits) - 1))})", rbits)
                return self.resize(s, rbits, bits, signed)
            return self.resize(f"r{i}", rbits, bits, signed)
        if isinstance(op, Imm):
            v = cx.imm_bits(op, typ)
            if typ == ".pred":
                return "True" if v else "False"
            return self.c(int(v))
        raise NoTranslation(f"operand {getattr(op, 'text', op)}")

    def dst(self, cx: Cx, op, typ: str, e: str) -> None:
        bits = 1 if typ == ".pred" else type_bits(typ)
        if isinstance(op, Reg) and op.name == "_":
            return
        i, rbits = self._reg(cx, op)
        if (rbits == 1) != (bits == 1):
            raise NoTranslation("predicate width mix")
        self.groups.pop(i, None)  # a new base value: later loads from it check on their own
        self.sgroups.pop(i, None)
        self.writes.setdefault(i, DTYPE[rbits].__name__)
        if self.guarded:
            if i not in self.defined:
                self.need_in.add(i)
        else:
            self.defined.add(i)
        if bits == 1:
            self.emit(f"r{i} = {e}")
        else:
            self.emit(f"r{i} = np.uint64({self.resize(e, bits, rbits, is_signed(typ))})")

    # -- instructions ---------------------------------------------------------------------------
    def step(self, s: Step) -> None:
        cx = Cx(self.k, s.item, s.pc)
        ins = cx.ins
        fn = getattr(self, "op_" + ins.opcode, None)
        if fn is None:
            raise NoTranslation(ins.opcode)
        saved = (
            len(self.body),
            dict(self.reads),
            dict(self.writes),
            list(self.specials),
            set(self.mem),
            len(self.stores),
            self.ind,
            set(self.need_in),
            set(self.defined),
            {r: (g, g.span) for r, g in self.groups.items()},
            {r: (g, g.span) for r, g in self.sgroups.items()},
        )
        try:
            if ins.guard is not None:
                g = (
                    self.src(cx, ins.guard, ".pred")
                    if not isinstance(ins.guard, Imm)
                    else str(bool(ins.guard.value))
                )
                self.emit(f"if {g}:")
                self.ind += 1
                self.guarded = True
            fn(cx, ins, set(ins.qualifiers))
            if ins.guard is not None:
                self.emit("pass")
            self.ind = saved[6]
            self.guarded = False
        except NoTranslation:
            n, r, w, sp, mem, ns, ind, need, dfd, grp, sgrp = saved
            del self.body[n:]
            self.groups, self.sgroups = {}, {}
            for b, (g, span) in grp.items():
                g.span = span
                self.body[g.line] = g.render()
                self.groups[b] = g
            for b, (g, span) in sgrp.items():
                g.span = span
                self.body[g.line] = g.render()
                self.sgroups[b] = g
            self.reads, self.writes, self.specials, self.mem, self.ind = r, w, sp, mem, ind
            self.need_in, self.defined, self.guarded = need, dfd, False
            del self.stores[ns:]
            raise

    def _type(self, q: set, allowed=INT) -> str:
        ts = [t for t in allowed if t in q]
        if len(ts) != 1:
            raise NoTranslation("type")
        return ts[0]

    def _only(self, q: set, allowed: set) -> None:
        if not q <= allowed:
            raise NoTranslation(f"qualifiers {sorted(q - allowed)}")

    def op_mov(self, cx, ins, q):
        typ = self._type(q, INT + (".f32", ".f64", ".pred"))
        self._only(q, {typ})
        d, a = ins.operands
        if isinstance(a, Vector) or isinstance(d, Vector):
            raise NoTranslation("vector mov")
        self.dst(cx, d, typ, self.src(cx, a, typ))

    def op_add(self, cx, ins, q):
        self._arith(cx, ins, q, "add")

    def op_sub(self, cx, ins, q):
        self._arith(cx, ins, q, "sub")

    def _arith(self, cx, ins, q, op):
        if ".f32" in q:
            return self._f32(cx, ins, q, op)
        typ = self._type(q)
        self._only(q, {typ})
        bits = type_bits(typ)
        d, a, b = ins.operands
        x, y = self.src(cx, a, typ), self.src(cx, b, typ)
        self.dst(cx, d, typ, self.mask_expr(f"({x} {'+' if op == 'add' else '-'} {y})", bits))

    def _f32(self, cx, ins, q, op):
        mode = [m for m in (".rn", ".rz", ".rm", ".rp") if m in q]
        if mode and mode != [".rn"]:
            raise NoTranslation("directed rounding")
        if op == "mad" and not mode:
            raise NoTranslation("mad.f32 without rounding")
        self._only(q, {".f32", ".rn", ".ftz", ".sat"})
        ftz, sat = ".ftz" in q, ".sat" in q
        ops = ins.operands
        code = {"add": 0, "sub": 1, "mul": 2, "fma": 3, "mad": 3}[op]
        fused = cx.k.contract.get(cx.pc)
        if fused is not None:
            prod, k = fused
            if prod.ins.opcode != "mul" or sat:
                raise NoTranslation("contraction with a division")
            pcx = Cx(cx.k, prod, cx.pc)
            pa, pb = (self.src(pcx, o, ".f32") for o in prod.ins.operands[1:3])
            other = self.src(cx, ops[3 - k], ".f32")
            sub = op == "sub"
            if sub and k == 2:
                pa = f"({pa} ^ {self.c(0x80000000)})"
            if sub and k == 1:
                other = f"({other} ^ {self.c(0x80000000)})"
            e = f"rt.scalar_rn(3, {pa}, {pb}, {other}, {ftz})"
        else:
            n = 3 if code == 3 else 2
            xs = [self.src(cx, o, ".f32") for o in ops[1 : 1 + n]]
            if n == 2:
                xs.append(self.c(0))
            e = f"rt.scalar_rn({code}, {xs[0]}, {xs[1]}, {xs[2]}, {ftz})"
        if sat:
            e = f"rt.sat32({e})"
        self.dst(cx, ops[0], ".f32", e)

    def op_fma(self, cx, ins, q):
        if ".f32" not in q:
            raise NoTranslation("fma type")
        self._f32(cx, ins, q, "fma")

    def op_mul(self, cx, ins, q):
        if ".f32" in q:
            return self._f32(cx, ins, q, "mul")
        typ = self._type(q)
        bits, signed = type_bits(typ), is_signed(typ)
        d, a, b = ins.operands
        x, y = self.src(cx, a, typ), self.src(cx, b, typ)
        if ".wide" in q:
            self._only(q, {typ, ".wide"})
            if bits > 32:
                raise NoTranslation("mul.wide.64")
            p = f"np.uint64(rt.sext({x}, {bits}) * rt.sext({y}, {bits}))" if signed else f"({x} * {y})"
            self.dst(cx, d, f".{'s' if signed else 'u'}{2 * bits}", self.mask_expr(p, 2 * bits))
        elif ".hi" in q:
            self._only(q, {typ, ".hi"})
            if bits > 32:
                raise NoTranslation("mul.hi.64")
            if signed:
                p = f"(np.uint64((rt.sext({x}, {bits}) * rt.sext({y}, {bits})) >> np.int64({bits})))"
            else:
                p = f"(({x} * {y}) >> {self.c(bits)})"
            self.dst(cx, d, typ, self.mask_expr(p, bits))
        else:
            self._only(q, {typ, ".lo"})
            self.dst(cx, d, typ, self.mask_expr(f"({x} * {y})", bits))

    def op_mad(self, cx, ins, q):
        if ".f32" in q:
            return self._f32(cx, ins, q, "mad")
        typ = self._type(q)
        bits, signed = type_bits(typ), is_signed(typ)
        d, a, b, c = ins.operands
        x, y = self.src(cx, a, typ), self.src(cx, b, typ)
        if ".wide" in q:
            self._only(q, {typ, ".wide"})
            if bits > 32:
                raise NoTranslation("mad.wide.64")
            wt = f".{'s' if signed else 'u'}{2 * bits}"
            z = self.src(cx, c, wt)
            p = f"np.uint64(rt.sext({x}, {bits}) * rt.sext({y}, {bits}))" if signed else f"({x} * {y})"
            self.dst(cx, d, wt, self.mask_expr(f"({p} + {z})", 2 * bits))
            return
        z = self.src(cx, c, typ)
        if ".hi" in q:
            self._only(q, {typ, ".hi"})
            if bits > 32:
                raise NoTranslation("mad.hi.64")
            if signed:
                p = f"(np.uint64((rt.sext({x}, {bits}) * rt.sext({y}, {bits})) >> np.int64({bits})))"
            else:
                p = f"(({x} * {y}) >> {self.c(bits)})"
            self.dst(cx, d, typ, self.mask_expr(f"({p} + {z})", bits))
            return
        self._only(q, {typ, ".lo"})
        self.dst(cx, d, typ, self.mask_expr(f"({x} * {y} + {z})", bits))

    def op_and(self, cx, ins, q):
        self._logic(cx, ins, q, "&")

    def op_or(self, cx, ins, q):
        self._logic(cx, ins, q, "|")

    def op_xor(self, cx, ins, q):
        self._logic(cx, ins, q, "^")

    def _logic(self, cx, ins, q, sym):
        typ = self._type(q, (".b16", ".b32", ".b64", ".pred"))
        self._only(q, {typ})
        d, a, b = ins.operands
        x, y = self.src(cx, a, typ), self.src(cx, b, typ)
        if typ == ".pred":
            e = {"&": f"({x} and {y})", "|": f"({x} or {y})", "^": f"({x} != {y})"}[sym]
        else:
            e = f"({x} {sym} {y})"
        self.dst(cx, d, typ, e)

    def op_not(self, cx, ins, q):
        typ = self._type(q, (".b16", ".b32", ".b64", ".pred"))
        self._only(q, {typ})
        d, a = ins.operands
        x = self.src(cx, a, typ)
        if typ == ".pred":
            self.dst(cx, d, typ, f"(not {x})")
        else:
            self.dst(cx, d, typ, self.mask_expr(f"(~{x})", type_bits(typ)))

    def op_shl(self, cx, ins, q):
        self._shift(cx, ins, q, False)

    def op_shr(self, cx, ins, q):
        self._shift(cx, ins, q, True)

    def _shift(self, cx, ins, q, right):
        typ = self._type(q)
        self._only(q, {typ})
        bits, signed = type_bits(typ), is_signed(typ)
        d, a, b = ins.operands
        x, n = self.src(cx, a, typ), self.src(cx, b, ".u32")
        if not right:
            e = f"rt.shl({x}, {n}, {bits})"
        elif signed:
            e = f"rt.shr_s({x}, {n}, {bits})"
        else:
            e = f"rt.shr_u({x}, {n}, {bits})"
        self.dst(cx, d, typ, e)

    def op_neg(self, cx, ins, q):
        if ".f32" in q:
            self._only(q, {".f32"})
            d, a = ins.operands
            self.dst(cx, d, ".f32", f"({self.src(cx, a, '.f32')} ^ {self.c(0x80000000)})")
            return
        typ = self._type(q, (".s16", ".s32", ".s64"))
        self._only(q, {typ})
        d, a = ins.operands
        self.dst(cx, d, typ, self.mask_expr(f"({self.c(0)} - {self.src(cx, a, typ)})", type_bits(typ)))

    def op_abs(self, cx, ins, q):
        if ".f32" not in q:
            raise NoTranslation("integer abs")
        self._only(q, {".f32"})
        d, a = ins.operands
        self.dst(cx, d, ".f32", f"({self.src(cx, a, '.f32')} & {self.c(0x7FFFFFFF)})")

    def op_min(self, cx, ins, q):
        self._minmax(cx, ins, q, "<")

    def op_max(self, cx, ins, q):
        self._minmax(cx, ins, q, ">")

    def _minmax(self, cx, ins, q, sym):
        typ = self._type(q)
        self._only(q, {typ})
        if len(ins.operands) != 3:
            raise NoTranslation("three-input min/max")
        bits = type_bits(typ)
        d, a, b = ins.operands
        x, y = self.src(cx, a, typ), self.src(cx, b, typ)
        tx, ty = self.fresh(), self.fresh()
        self.emit(f"{tx} = {x}")
        self.emit(f"{ty} = {y}")
        if is_signed(typ):
            cond = f"rt.sext({tx}, {bits}) {sym} rt.sext({ty}, {bits})"
        else:
            cond = f"{tx} {sym} {ty}"
        self.dst(cx, d, typ, f"({tx} if {cond} else {ty})")

    def op_setp(self, cx, ins, q):
        cmp = next((x[1:] for x in q if x[1:] in _FCMP or x[1:] in _ICMP), None)
        if cmp is None:
            raise NoTranslation("setp comparison")
        boolop = next((x for x in q if x in (".and", ".or", ".xor")), None)
        ops = ins.operands
        if ".f32" in q:
            self._only(q, {".f32", "." + cmp, ".ftz"} | ({boolop} if boolop else set()))
            fx, fy = self.fresh(), self.fresh()
            a, b = self.src(cx, ops[1], ".f32"), self.src(cx, ops[2], ".f32")
            if ".ftz" in q:
                a, b = f"rt.flush32({a})", f"rt.flush32({b})"
            self.emit(f"{fx} = rt.f32_of({a})")
            self.emit(f"{fy} = rt.f32_of({b})")
            t = _FCMP[cmp].format(x=fx, y=fy)
        else:
            if cmp not in _ICMP:
                raise NoTranslation("setp comparison")
            typ = self._type(q)
            self._only(q, {typ, "." + cmp} | ({boolop} if boolop else set()))
            bits = type_bits(typ)
            a, b = self.src(cx, ops[1], typ), self.src(cx, ops[2], typ)
            if is_signed(typ) and cmp not in ("lo", "ls", "hi", "hs"):
                a, b = f"rt.sext({a}, {bits})", f"rt.sext({b}, {bits})"
            t = f"({a} {_ICMP[cmp]} {b})"
        tv = self.fresh()
        self.emit(f"{tv} = {t}")
        d = ops[0]
        first, second = (d.first, d.second) if isinstance(d, PredPair) else (d, None)
        if boolop:
            cv = self.fresh()
            self.emit(f"{cv} = {self.src(cx, ops[3], '.pred')}")
            comb = {".and": "({} and {})", ".or": "({} or {})", ".xor": "({} != {})"}[boolop]
            self.dst(cx, first, ".pred", comb.format(tv, cv))
            if second is not None:
                self.dst(cx, second, ".pred", comb.format(f"(not {tv})", cv))
        else:
            self.dst(cx, first, ".pred", tv)
            if second is not None:
                self.dst(cx, second, ".pred", f"(not {tv})")

    def op_selp(self, cx, ins, q):
        typ = self._type(q, INT + (".f32", ".f64"))
        self._only(q, {typ})
        d, a, b, c = ins.operands
        x, y, p = self.src(cx, a, typ), self.src(cx, b, typ), self.src(cx, c, ".pred")
        self.dst(cx, d, typ, f"({x} if {p} else {y})")

    def op_cvta(self, cx, ins, q):
        from ptxemu.machine.state import memory as M

        size = ".u32" if ".u32" in q else ".u64"
        sp = next(
            (
                x.split("::")[0]
                for x in q
                if x.split("::")[0] in (".global", ".shared", ".local", ".const", ".param")
            ),
            None,
        )
        self._only(q, {size, ".to", sp} | {x for x in q if x.startswith(sp + "::")} if sp else {size})
        d, a = ins.operands
        bits = type_bits(size)
        x = self.src(cx, a, size)
        base = {".shared": M.SHARED_WINDOW, ".local": M.LOCAL_WINDOW}.get(sp, 0)
        if base == 0:
            self.dst(cx, d, size, x)
            return
        b = self.c(base & ((1 << bits) - 1))
        e = f"({x} - {b})" if ".to" in q else f"({x} + {b})"
        self.dst(cx, d, size, self.mask_expr(e, bits))

    def op_cvt(self, cx, ins, q):
        ts = [t for t in ins.qualifiers if t in INT + (".f32", ".f64", ".f16", ".bf16")]
        if len(ts) != 2:
            raise NoTranslation("cvt types")
        dt, stt = ts
        d, a = ins.operands
        if dt in INT and stt in INT:
            self._only(q, {dt, stt})
            db, sb = type_bits(dt), type_bits(stt)
            x = self.src(cx, a, stt)
            e = self.resize(x, sb, db, is_signed(stt)) if db > sb else self.mask_expr(x, db)
            self.dst(cx, d, dt, e)
            return
        if dt == ".f32" and stt in (".s32", ".u32", ".s64", ".u64", ".s16", ".u16"):
            self._only(q, {dt, stt, ".rn"})
            if ".rn" not in q:
                raise NoTranslation("cvt rounding")
            sb = type_bits(stt)
            x = self.src(cx, a, stt)
            v = f"rt.sext({x}, {sb})" if is_signed(stt) else x
            self.dst(cx, d, ".f32", f"rt.u32_of(np.float32({v}))")
            return
        raise NoTranslation("cvt form")

    # -- memory ---------------------------------------------------------------------------------
    def _mem(self, cx, ins, q, store: bool):
        from ptxemu.machine.semantics.access import space_of

        space = space_of(cx)
        if space not in ("", ".global", ".shared", ".shared::cluster", ".local", ".param", ".const"):
            raise NoTranslation("state space")
        typs = [t for t in LDST if t in q]
        if len(typs) != 1:
            raise NoTranslation("ld/st type")
        typ = typs[0]
        vec = [v for v in (".v2", ".v4") if v in q]
        n = int(vec[0][2:]) if vec else 1
        rest = {x for x in q if x not in _IGNORED_MEM and not x.startswith((".L1::", ".L2::"))}
        spq = {x for x in q if x.split("::")[0] in (".global", ".shared", ".local", ".param", ".const")}
        self._only(rest, {typ, *vec, *spq})
        bits = type_bits(typ)
        if bits > 64:
            raise NoTranslation("wide element")
        esize = bits // 8
        ops = ins.operands
        aop = ops[0] if store else ops[1]
        if not isinstance(aop, Address):
            raise NoTranslation("address")
        # the address (as semantics.access.Addr)
        base = aop.base
        off = aop.offset & 0xFFFFFFFFFFFFFFFF
        self.addr_reg = None  # (register, offset) of a register-based address
        if isinstance(base, Reg):
            sn = cx.item.names.get(base.name)
            if sn is not None and sn.kind == "param" and sn.owner != cx.k.func.name:
                raise NoTranslation("function parameter")
            if sn is not None and sn.kind == "reg":
                r = self.src(cx, base, ".u64")
                addr = f"({r} + {self.c(off)})" if off else r
                self.addr_reg = (self._reg(cx, base)[0], aop.offset)
            else:
                sym = cx.symbol_address(base.name)
                if sym is None:
                    raise NoTranslation("address symbol")
                sp, av = sym
                if space and space.split("::")[0] != sp and not (space == ".global" and sp == ".const"):
                    raise NoTranslation("space mismatch")
                if not space and sp not in (".global", ".const"):
                    # a generic address of a shared/local/param variable lies in the launch's own
                    # window (access.Addr): not a constant of the compiled code
                    raise NoTranslation("generic address of a non-global variable")
                if sp == ".shared" and space in ("", ".shared::cluster"):
                    if "%_shared_rank" not in self.specials:
                        self.specials.append("%_shared_rank")
                    addr = f"(np.uint64({_ident('%_shared_rank')}[i]) + {self.c(av + aop.offset)})"
                else:
                    addr = self.c(av + aop.offset)
        elif isinstance(base, Imm):
            addr = self.c(int(base.value) + aop.offset)
        else:
            addr = self.c(aop.offset)
        kind = {".shared": "shared", ".shared::cluster": "shared", ".local": "local", "": "generic"}.get(
            space, "global"
        )
        self.mem.add(kind)
        if kind == "generic":
            self.mem.update(("shared", "local", "global"))
        items = ops[1] if store else ops[0]
        items = items.items if isinstance(items, Vector) else (items,)
        if len(items) != n:
            raise NoTranslation("vector count")
        return space, kind, typ, esize, n, addr, items

    def op_ld(self, cx, ins, q):
        space, kind, typ, esize, n, addr, items = self._mem(cx, ins, q, False)
        ta, to, tk = self.fresh(), self.fresh(), self.fresh()
        total = esize * n
        self.emit(f"{ta} = {addr}")
        w = esize * 8
        checked = False  # its refusal test emitted already
        if kind == "shared" and self._shared_group(space, ta, to, total):
            bufs = f"sm{w}"
            checked = True
        elif kind == "shared":
            self.emit(
                f"{to} = rt.shared({ta}, {total}, {space == '.shared::cluster'}, np.uint64(rank[i]), "
                "csize, cta[i], smstride, smsize)"
            )
            bufs = f"sm{w}"
        elif kind == "local":
            self.emit(f"{to} = rt.local({ta}, {total}, i, lcstride)")
            bufs = f"lc{w}"
        elif kind == "global":
            tp = self._global_load(ta, tk, to, total)
            for j, x in enumerate(items):
                if not (isinstance(x, Reg) and x.name == "_"):
                    at = f"{tp} + np.uint64({j * esize})" if j else tp
                    self.dst(cx, x, typ, f"rt.ld{w}({at})")
            return
        else:
            tb = self.fresh()
            self.emit(
                f"{tb}, {tk}, {to} = rt.generic({ta}, {total}, False, np.uint64(rank[i]), csize, cta[i], "
                "smstride, smsize, i, lcstride, gb, ge, gro, gk)"
            )
            self.emit(f"if {tb} == 2:")
            self.emit(f"    gk = {tk}")
        if not checked:
            self.emit(f"if {to} < 0:")
            self.emit("    return -1")
        for j, x in enumerate(items):
            if isinstance(x, Reg) and x.name == "_":
                continue
            idx = f"{to} // {esize} + {j}" if j else f"{to} // {esize}"
            gaddr = f"gp[{tk}] + np.uint64({to} + {j * esize})"
            if kind == "generic":
                e = (
                    f"(np.uint64(sm{w}[{idx}]) if {tb} == 0 else (np.uint64(lc{w}[{idx}]) if {tb} == 1 else "
                    f"rt.ld{w}({gaddr})))"
                )
            else:  # the offset is >= 0 here: an unsigned division is a shift (Python's floor
                # division of a signed value cost ~9 instructions a load in C)
                ui = f"np.uint64({to}) // np.uint64({esize})" + (f" + np.uint64({j})" if j else "")
                e = f"np.uint64({bufs}[{ui}])"
            self.dst(cx, x, typ, e)

    op_ldu = op_ld

    def _shared_group(self, space: str, ta: str, to: str, total: int) -> bool:
        """A .shared load's offset `to` through its register's SharedGroup (joining or opening
        one); False where it takes its own check (the caller emits it)."""
        base = self.addr_reg
        if space != ".shared" or base is None or self.guarded or not 0 <= base[1] < 1 << 24:
            return False
        al = min(total, 16)
        g = self.sgroups.get(base[0])
        if g is not None and g.total == total and base[1] >= g.first and (base[1] - g.first) % al == 0:
            span = base[1] + total - g.first
            if span <= MAX_SPAN * 4:
                g.span = max(g.span, span)
                self.body[g.line] = g.render()
                self.emit(f"{to} = {g.to} + {base[1] - g.first}")
                return True
        self.emit(f"{to} = rt.shared({ta}, {total}, False, np.uint64(rank[i]), csize, cta[i], smstride, "
                  "smsize)")
        self.emit(f"if {to} < 0:")
        self.emit("    return -1")
        g = SharedGroup(len(self.body), self.ind, ta, to, self.fresh(), base[1], total, total)
        self.sgroups[base[0]] = g
        self.body.append(g.render())
        return True

    def _global_load(self, ta: str, tk: str, to: str, total: int) -> str:
        """The checked host address of a global load (a uint64 name; the code returns -1 where the
        access is refused). Unguarded loads from one register value share one bounds check
        (LoadGroup): curand's skip-ahead reads five words of a table row per set bit, and their
        checks were most of its time."""
        al = min(total, 16)
        base = self.addr_reg
        tp = self.fresh()
        g = self.groups.get(base[0]) if base is not None and not self.guarded else None
        if g is not None and g.total == total and base[1] >= g.first and (base[1] - g.first) % al == 0:
            span = base[1] + total - g.first
            if span <= MAX_SPAN:
                g.span = max(g.span, span)
                self.body[g.line] = g.render()
                self.emit(f"if {g.ok}:")
                self.emit(f"    {tp} = {g.tp} + np.uint64({base[1] - g.first})")
                self.emit("else:")
                for ln in glob_lines(ta, tk, to, total, False):
                    self.emit("    " + ln)
                self._checked(tp, tk, to, "    ")
                return tp
        if base is None or self.guarded or not -(1 << 40) < base[1] < 1 << 40:
            for ln in glob_lines(ta, tk, to, total, False):
                self.emit(ln)
            self._checked(tp, tk, to, "")
            return tp
        g = LoadGroup(len(self.body), self.ind, ta, tp, self.fresh(), base[1], total, total)
        self.groups[base[0]] = g
        self.emit(g.render()[4 * self.ind :])
        self.emit(f"    {tk} = gk")
        self.emit(f"    {to} = np.int64({ta} - gb[gk])")
        self.emit(f"    {g.ok} = True")
        self.emit("else:")
        self.emit(f"    {tk}, {to} = rt.glob({ta}, {total}, gb, ge, gro, False, gk)")
        self.emit(f"    gk = {tk}")
        self.emit(f"    {g.ok} = False")
        self._checked(tp, tk, to, "")
        return tp

    def _checked(self, tp: str, tk: str, to: str, ind: str) -> None:
        """`tp`: the host address of a checked access (offset `to` in allocation `tk`), or the
        compiled code's refusal."""
        self.emit(ind + f"if {to} < 0:")
        self.emit(ind + "    return -1")
        self.emit(ind + f"{tp} = gp[{tk}] + np.uint64({to})")

    def op_st(self, cx, ins, q):
        space, kind, typ, esize, n, addr, items = self._mem(cx, ins, q, True)
        if typ == ".f32" and any(isinstance(x, Reg) and _reg_bits(cx, x) == 64 for x in items):
            # st.f32 of a 64-bit register stores cvt.rn.f32.u64 of it on the H100, not its low
            # bits (semantics.data_movement._st_source): the interpreter's step
            raise NoTranslation("st.f32 of a 64-bit register")
        j = len(self.stores)
        vals = [self.src(cx, x, typ) for x in items]
        self.emit(f"ta{j}[i] = {addr}")
        self.emit(f"tm{j}[i] = True")
        for k, v in enumerate(vals):
            self.emit(f"tv{j}[i, {k}] = {v}")
        self.stores.append(Store(None, space, esize, n, addr, vals))


def _reg_bits(cx: Cx, op: Reg) -> int:
    sn = cx.item.names.get(op.name)
    return cx.k.program.regs[sn.index].bits if sn is not None and sn.kind == "reg" else 0


def glob_lines(ta: str, tk: str, to: str, total: int, write: bool) -> list[str]:
    """A global access's (allocation, offset) into `tk`, `to`: the allocation the last lane hit
    (`gk`) tested inline, rt.glob's search otherwise. Inline because a call passing the
    allocation arrays costs each lane atomic reference counts (half the time of a load)."""
    al = min(total, 16) - 1
    ro = " and not gro[gk]" if write else ""
    return [
        f"if gk < gb.shape[0] and ({ta} & np.uint64({al})) == np.uint64(0) and gb[gk] <= {ta} "
        f"and {ta} < ge[gk] and ge[gk] - {ta} >= np.uint64({total}){ro}:",
        f"    {tk} = gk",
        f"    {to} = np.int64({ta} - gb[gk])",
        "else:",
        f"    {tk}, {to} = rt.glob({ta}, {total}, gb, ge, gro, {write}, gk)",
        f"    gk = {tk}",
    ]


# the memory arguments of generated functions, per kind, in the order route.BatchRoute._make builds them
MEM_NAMES = {
    "shared": ["sm8", "sm16", "sm32", "sm64", "smstride", "smsize", "cta", "rank", "csize"],
    "local": ["lc8", "lc16", "lc32", "lc64", "lcstride"],
    "global": ["gb", "ge", "gro", "gp"],
}


def mem_names(kinds: set[str]) -> list[str]:
    return [n for kind, names in MEM_NAMES.items() if kind in kinds for n in names]


def phase_source(tr: Translator, ph: Phase, name: str, live_out: int) -> str:
    """The numba function of one phase (its body already translated into `tr`). Only registers
    live after the phase (`live_out`, a bit set) are written back; only those read before a plain
    write, or kept for lanes that do not write them, are read in."""
    outs_r = sorted(r for r in tr.writes if (live_out >> r) & 1)
    in_r = sorted(set(tr.need_in) | set(outs_r))
    ins = [f"a{r}" for r in in_r]
    outs = [f"n{r}" for r in outs_r]
    sps = [_ident(s) for s in tr.specials]
    mem = mem_names(tr.mem)
    ph.reads = {r: tr.reads[r] for r in in_r}
    ph.writes = {r: tr.reads[r] for r in outs_r}
    ph.specials = list(tr.specials)
    ph.mem = set(tr.mem)
    ph.nstores = len(tr.stores)
    regs = sorted(tr.need_in)
    args = ["L", "mask", "allm"] + ins + outs + sps + mem
    lines = [f"def {name}({', '.join(args)}):"]
    for j, s in enumerate(tr.stores):
        lines.append(f"    ta{j} = np.empty(L, np.uint64)")
        lines.append(f"    tm{j} = np.zeros(L, np.bool_)")
        lines.append(f"    tv{j} = np.empty((L, {s.count}), np.uint64)")
    lines.append("    gk = 0  # the global allocation the last lane hit")
    lines.append("    for i in range(L):")
    lines.append("        if allm or mask[i]:")
    lines.append("            pass")
    for r in regs:
        conv = "bool" if ph.reads[r] == "bool" else "np.uint64"
        lines.append(f"            r{r} = {conv}(a{r}[i])")
    lines += tr.body
    for r in ph.writes:
        lines.append(f"            n{r}[i] = r{r}")
    lines.append("        else:")
    for r in ph.writes:
        lines.append(f"            n{r}[i] = a{r}[i]")
    if not ph.writes:
        lines.append("            pass")
    for j, s in enumerate(tr.stores):
        w = s.esize * 8
        total = s.esize * s.count
        kind = {".shared": "shared", ".shared::cluster": "shared", ".local": "local", "": "generic"}.get(
            s.space, "global"
        )
        lines.append(f"    tb{j} = np.empty(L, np.int64)")
        lines.append(f"    tk{j} = np.empty(L, np.int64)")
        lines.append(f"    to{j} = np.empty(L, np.int64)")
        lines.append("    for i in range(L):")
        lines.append(f"        if tm{j}[i]:")
        if kind == "shared":
            lines.append(f"            tb{j}[i] = 0")
            lines.append(f"            tk{j}[i] = 0")
            lines.append(
                f"            to{j}[i] = rt.shared(ta{j}[i], {total}, {s.space == '.shared::cluster'}, "
                "np.uint64(rank[i]), csize, cta[i], smstride, smsize)"
            )
        elif kind == "local":
            lines.append(f"            tb{j}[i] = 1")
            lines.append(f"            tk{j}[i] = 0")
            lines.append(f"            to{j}[i] = rt.local(ta{j}[i], {total}, i, lcstride)")
        elif kind == "global":
            lines.append(f"            tb{j}[i] = 2")
            lines.append(f"            ga = ta{j}[i]")
            lines += ["            " + ln for ln in glob_lines("ga", "gt", "go", total, True)]
            lines.append(f"            tk{j}[i] = gt")
            lines.append(f"            to{j}[i] = go")
        else:
            lines.append(
                f"            tb{j}[i], tk{j}[i], to{j}[i] = rt.generic(ta{j}[i], {total}, True, "
                "np.uint64(rank[i]), csize, cta[i], smstride, smsize, i, lcstride, gb, ge, gro, gk)"
            )
            lines.append(f"            if tb{j}[i] == 2:")
            lines.append(f"                gk = tk{j}[i]")
        lines.append(f"            if to{j}[i] < 0:")
        lines.append(f"                return {1 + j}")
        lines.append("    for i in range(L):")
        lines.append(f"        if tm{j}[i]:")
        lines.append(f"            o = np.uint64(to{j}[i]) // np.uint64({s.esize})  # >= 0: a shift")
        for k in range(s.count):
            idx = f"o + np.uint64({k})" if k else "o"
            if kind == "shared":
                lines.append(f"            sm{w}[{idx}] = tv{j}[i, {k}]")
            elif kind == "local":
                lines.append(f"            lc{w}[{idx}] = tv{j}[i, {k}]")
            elif kind == "global":
                lines.append(
                    f"            rt.st{w}(gp[tk{j}[i]] + np.uint64(to{j}[i] + {k * s.esize}), tv{j}[i, {k}])"
                )
            else:
                lines.append(f"            if tb{j}[i] == 0:")
                lines.append(f"                sm{w}[{idx}] = tv{j}[i, {k}]")
                lines.append(f"            elif tb{j}[i] == 1:")
                lines.append(f"                lc{w}[{idx}] = tv{j}[i, {k}]")
                lines.append("            else:")
                lines.append(
                    f"                rt.st{w}(gp[tk{j}[i]] + np.uint64(to{j}[i] + {k * s.esize}), "
                    f"tv{j}[i, {k}])"
                )
    lines.append("    return 0")
    return "\n".join(lines) + "\n"


def plan(kernel, runs: list[Step], consts: dict[int, str], prefix: str, live_in: dict[int, int]) -> list:
    """Units of a block: Phase (translated, source attached) or Step (interpreted)."""
    units: list = []
    tr: Translator | None = None
    steps: list[Step] = []

    def close():
        nonlocal tr, steps
        if tr is not None and steps:
            ph = Phase(steps)
            ph.name = f"{prefix}_{steps[0].pc}"
            # registers live after the phase, and those its stores read: a store that fails its
            # check is run again by the interpreter from the committed registers
            at = steps[len(steps) - len(tr.stores)].pc if tr.stores else steps[-1].pc + 1
            ph.source = phase_source(tr, ph, ph.name, live_in.get(at, -1))
            units.append(ph)
        tr, steps = None, []

    for s in runs:
        is_store = s.item.ins.opcode == "st"
        if tr is not None and tr.stores and not is_store:
            close()
        if tr is not None and (len(steps) >= MAX_STEPS or len(tr.stores) >= MAX_STORES):
            close()  # numba's compile time grows faster than a function's length: bounded phases
        if tr is None:
            tr = Translator(kernel, consts)
        try:
            tr.step(s)
        except NoTranslation:
            close()
            units.append(s)
            continue
        except Exception:  # noqa: BLE001 - an operand the interpreter reports at run time
            close()
            units.append(s)
            continue
        steps.append(s)
    close()
    return units


# -- liveness ----------------------------------------------------------------------------------------
# opcodes whose operand 0 is a plain destination (the translated ones); any other instruction counts
# all its registers as read and kills none, which only keeps more registers live
_KILLS = {
    "mov",
    "add",
    "sub",
    "mul",
    "mad",
    "fma",
    "and",
    "or",
    "xor",
    "not",
    "shl",
    "shr",
    "neg",
    "abs",
    "min",
    "max",
    "setp",
    "selp",
    "cvta",
    "cvt",
    "ld",
    "ldu",
}


def _regs_of(item, op) -> int:
    from ptxemu.isa.statement import ParamList

    out = 0
    if isinstance(op, Reg):
        sn = item.names.get(op.name)
        if sn is not None and sn.kind == "reg":
            out |= 1 << sn.index
        elif sn is not None and sn.kind == "vreg":  # a vector register passed whole to a call
            for r in sn.members:
                out |= 1 << r
    elif isinstance(op, Address):
        # `[tmap, {x, y}]`, `[tex, smp, {x, y}]`: a tensor copy's or texture's coordinates and sampler
        for x in (op.base, op.coords, op.sampler):
            if x is not None:
                out |= _regs_of(item, x)
    elif isinstance(op, (Vector, ParamList)):
        for x in op.items:
            out |= _regs_of(item, x)
    elif isinstance(op, PredPair):
        out |= _regs_of(item, op.first) | _regs_of(item, op.second)
    return out


def liveness(kernel) -> dict[int, int]:
    """Registers live on entry to each instruction (bit sets), over every function of the kernel.
    Calls and returns from called functions count every register live (registers are not per
    frame), so only the kernel's own code gets tighter sets."""
    prog = kernel.program
    everything = (1 << len(prog.regs)) - 1
    live: dict[int, int] = {}
    for f in kernel.funcs.values():
        pcs = range(f.start, f.end)
        use, kill, succ, fixed = {}, {}, {}, {}
        for pc in pcs:
            it = prog.items[pc]
            ins = it.ins
            ops = ins.operands
            g = _regs_of(it, ins.guard) if ins.guard is not None else 0
            if ins.opcode in _KILLS and ops:
                u = g
                for o in ops[1:]:
                    u |= _regs_of(it, o)
                use[pc], kill[pc] = u, (0 if ins.guard is not None else _regs_of(it, ops[0]))
            else:
                u = g
                for o in ops:
                    u |= _regs_of(it, o)
                use[pc], kill[pc] = u, 0
            fused = kernel.contract.get(pc)
            if fused is not None:  # a contracted add/sub reads its product's sources, not the product
                for o in fused[0].ins.operands[1:]:
                    use[pc] |= _regs_of(fused[0], o)
            op = ins.opcode
            if op == "bra":
                tgt = [f.label(o.name, it) for o in ops if isinstance(o, Reg) and o.name in f.labels]
                succ[pc] = tgt + ([pc + 1] if ins.guard is not None or not tgt else [])
            elif op in ("exit", "trap", "brkpt"):
                succ[pc] = [pc + 1] if ins.guard is not None else []
            elif op == "ret":
                if f.name == kernel.func.name:
                    succ[pc] = [pc + 1] if ins.guard is not None else []
                else:
                    fixed[pc] = everything
                    succ[pc] = []
            elif op == "call":
                fixed[pc] = everything
                succ[pc] = []
            else:
                succ[pc] = [pc + 1]
        lin = {pc: 0 for pc in pcs}
        lin[f.end] = 0
        changed = True
        while changed:
            changed = False
            for pc in reversed(pcs):
                if pc in fixed:
                    v = fixed[pc]
                else:
                    out = 0
                    for q in succ[pc]:
                        out |= lin.get(q, everything)
                    v = use[pc] | (out & ~kill[pc])
                if v != lin[pc]:
                    lin[pc] = v
                    changed = True
        live.update(lin)
    return live
