"""The step core: what an instruction compiles to (`Step`), what a compiler reads operands through
(`Cx`, bound to one kernel), the registry of instruction compilers by opcode (`compiles`), and the
helpers they share. The semantics chapters import this; running.kernel compiles whole kernels
with it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.isa.statement import Imm, Instruction, Reg, Vector
from ptxemu.machine.program.program import DTYPE, Item, Program, type_bits
from ptxemu.machine.state import memory as mem
from ptxemu.machine.state.registers import State

Reader = Callable[[State], np.ndarray]
Writer = Callable[[State, np.ndarray, "np.ndarray | None"], None]
Run = Callable[[State, "np.ndarray | None"], None]

UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
SINT = {8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}
FLOAT = {16: np.float16, 32: np.float32, 64: np.float64}


# the operand types of the typed instructions: integer chapters and float chapters both read them
INT_TYPES = (".u8", ".u16", ".u32", ".u64", ".s8", ".s16", ".s32", ".s64", ".b8", ".b16", ".b32", ".b64")
FLOAT_TYPES = (".f16", ".f32", ".f64", ".f16x2", ".bf16", ".bf16x2", ".f32x2")


def op_type(cx: Cx, allowed=INT_TYPES + FLOAT_TYPES + (".pred",)) -> str:
    ts = [q for q in cx.ins.qualifiers if q in allowed]
    if not ts:
        raise cx.error("no operand type")
    return ts[-1]


def is_float(t: str) -> bool:
    return t in FLOAT_TYPES


def is_signed(t: str) -> bool:
    return t.startswith(".s") and t[2:].isdigit()


def resize(v: np.ndarray, to_bits: int, signed: bool) -> np.ndarray:
    """Raw bits of one width to another: truncate, or zero/sign-extend (the relaxed operand rules)."""
    frm = v.dtype.itemsize * 8 if v.dtype != np.bool_ else 1
    if frm == to_bits:
        return v
    if to_bits == 1:
        return v != 0
    if frm == 1:
        return v.astype(UINT[to_bits])
    if to_bits < frm or not signed:
        return v.astype(UINT[to_bits])
    return v.view(SINT[frm]).astype(SINT[to_bits]).view(UINT[to_bits])


@dataclass
class Step:
    pc: int
    item: Item
    kind: str  # "op" | "bra" | "exit" | "ret" | "call" | "bar" | "sync" | "trap"
    run: Run | None = None
    guard: Reader | None = None
    target: int = -1
    members: Reader | None = None  # "sync": per-lane member masks (None: the whole warp)
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def line(self) -> int | None:
        return self.item.ins.line


class Cx:
    """What an instruction compiler needs: operand readers/writers bound to one kernel."""

    def __init__(self, kernel: Any, item: Item, pc: int) -> None:
        # kernel: the running.kernel.Kernel being compiled (a floor above; duck-typed here)
        self.k = kernel
        self.item = item
        self.ins: Instruction = item.ins
        self.pc = pc

    # -- errors -------------------------------------------------------------------------------
    def error(self, msg: str) -> PtxError:
        return PtxOperandError(f"{self.ins.name}: {msg}", line=self.ins.line, source=self.ins.text)

    def unsupported(self, msg: str) -> Unsupported:
        return Unsupported(f"{self.ins.name}: {msg}", line=self.ins.line, source=self.ins.text)

    # -- names --------------------------------------------------------------------------------
    def reg_of(self, op) -> tuple[int, int, str]:
        """(register number, width, declared type) of a register operand."""
        if not isinstance(op, Reg):
            raise self.error(f"expected a register, got '{getattr(op, 'text', op)}'")
        sn = self.item.names.get(op.name)
        if sn is None and op.name[-2:-1] == "." and op.name[-1] in "xyzwrgba":
            base = self.item.names.get(op.name[:-2])
            if base is not None and base.kind == "vreg":  # `v.z` of a .v2 register: ptxas takes it as a
                raise self.unsupported(  # destination (and crashes reading it); what it does is unknown
                    f"'{op.name}' is past the end of the {len(base.members)}-element vector '{op.name[:-2]}'")
        if sn is None or sn.kind != "reg":
            raise self.error(f"'{op.name}' is not a declared register")
        spec = self.k.program.regs[sn.index]
        return sn.index, spec.bits, spec.type

    def symbol_address(self, name: str) -> tuple[str, int] | None:
        """(state space, address) of a variable or kernel parameter named `name`."""
        sn = self.item.names.get(name)
        if sn is not None and sn.kind == "var":
            return self.k.var_address(sn.var)
        if sn is not None and sn.kind == "param":
            if sn.owner == self.k.func.name:  # relative to the launch's parameter window
                return ".param", mem.PARAM_BUFFER + sn.param.offset
            raise self.unsupported(f"taking the address of function parameter '{name}' is not supported")
        var = self.k.program.variables.get(name)
        if var is not None:
            return self.k.var_address(var)
        if name in self.k.program.functions:  # a function's address (`mov.u64 %rd, f;`)
            return ".code", self.k.function_address(name)
        if name in self.k.program.module_locals:
            raise self.unsupported(f"module-scope .local variable '{name}' (one per thread, shared by the "
                                   "thread's functions) is not supported")
        return None

    def const(self, value, dtype) -> Reader:
        j = self.k.const_index(value, dtype)
        return lambda st: st.K[j]

    # -- sources ------------------------------------------------------------------------------
    def src(self, op, typ: str) -> Reader:
        """Raw bits of a source operand as `typ` (uint by width; bool for .pred)."""
        bits = 1 if typ == ".pred" else type_bits(typ)
        signed = is_signed(typ)
        if isinstance(op, Reg):
            name = op.name
            if name.startswith("%") and name in SPECIAL and self.item.names.get(name) is None:
                return self._special(name, bits)
            sn = self.item.names.get(name)
            if name == "WARP_SZ" and sn is None:  # the predefined constant: the warp size
                return self.const(32, DTYPE[bits])
            if op.offset and sn is not None and sn.kind == "reg":
                return self._reg_plus_imm(op, sn.index, typ)
            if sn is None or sn.kind != "reg":
                sym = self.symbol_address(name)
                if sym is not None and op.offset:  # `var + imm`
                    sym = (sym[0], sym[1] + op.offset)
                if sym is not None and sym[0] == ".shared":  # the lane's CTA's cluster rank in bits 24+
                    c = np.uint64(sym[1])
                    dt = DTYPE[bits]
                    return lambda st: (st.special["%_shared_rank"].astype(np.uint64) + c).astype(dt)
                if sym is not None and sym[0] == ".param":  # the launch's parameter buffer
                    off = np.uint64(sym[1] - mem.PARAM_BUFFER)
                    dt = DTYPE[bits]
                    return lambda st: np.full(st.L, np.uint64(st.windows.param) + off).astype(dt)
                if sym is not None:
                    return self.const(sym[1] & ((1 << bits) - 1) if bits < 64 else sym[1], DTYPE[bits])
                raise self.error(f"'{name}' is not a declared register or variable")
            i, rbits, _ = self.reg_of(op)
            dt = DTYPE[rbits] if rbits != 128 else None
            if op.negated:
                if rbits != 1:
                    raise self.error(f"'!{name}' negates a non-predicate")
                return lambda st: ~st.reg(i, np.bool_)
            if rbits == bits:
                return lambda st: st.reg(i, dt)
            if rbits == 128 or bits == 128:
                raise self.error(f"register '{name}' ({rbits} bits) used as {typ}")
            return lambda st: resize(st.reg(i, dt), bits, signed)
        if isinstance(op, Imm):
            return self.const(self.imm_bits(op, typ), DTYPE[bits] if bits != 128 else np.uint64)
        if isinstance(op, Vector) and bits in (32, 64):  # `mov.b64 %rd, {%r1, %r2}` packing
            raise self.error("vector operand where a scalar is expected")
        raise self.error(f"cannot read operand '{getattr(op, 'text', op)}' as {typ}")

    def _reg_plus_imm(self, op: Reg, index: int, typ: str) -> Reader:
        """`r + imm` as a value (ptxas accepts it wherever a source register goes): the integer sum
        at the register's own width, wrapping (`st.global.u16 [a], h + 65535` stores h - 1; ptxas 13.0
        compiles an IADD/VIADD of the register), then read as `typ` like the register would be."""
        spec = self.k.program.regs[index]
        if spec.type[1] not in "bus" or spec.bits not in (8, 16, 32, 64):
            raise self.unsupported(
                f"'{op.name} + {op.offset}' on a {spec.type} register: ptxas 13.0 accepts it but drops the "
                "instruction or crashes, so there is no GPU behaviour to model")
        dt = DTYPE[spec.bits]
        c = dt(op.offset & ((1 << spec.bits) - 1))
        bits = type_bits(typ)
        signed = is_signed(typ)

        def read(st):
            v = st.reg(index, dt) + c
            return v if bits == spec.bits else resize(v, bits, signed)

        return read

    def imm_bits(self, op: Imm, typ: str) -> int | bool:
        bits = 1 if typ == ".pred" else type_bits(typ)
        if typ == ".pred":
            return bool(op.value)
        kind = typ[1]
        if kind == "f" and typ in (".f32", ".f64", ".f16"):
            if op.bits is not None and op.width == bits:
                return op.bits
            v = float(op.value)
            with np.errstate(over="ignore"):  # a decimal beyond the type's range is its infinity
                return int(np.array([v], FLOAT[bits]).view(UINT[bits])[0])
        if op.bits is not None:
            return op.bits & ((1 << bits) - 1)
        if isinstance(op.value, float):
            raise self.error(f"float immediate '{op.text}' for a {typ} operand")
        return int(op.value) & ((1 << bits) - 1)

    def _special(self, name: str, bits: int) -> Reader:
        base = SPECIAL[name]
        if name in ("%clock", "%clock_hi", "%clock64", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi"):
            return lambda st: resize(clock_value(st, name), bits, False)
        if base != bits:
            return lambda st: resize(st.special[name], bits, False)
        return lambda st: st.special[name]

    def pred(self, op) -> Reader:
        if isinstance(op, Imm):
            return self.const(bool(op.value), np.bool_)
        return self.src(op, ".pred")

    # -- destinations -------------------------------------------------------------------------
    def dst(self, op, typ: str) -> Writer:
        """A writer of `typ`-wide raw bits into a destination register (masked by lanes)."""
        bits = 1 if typ == ".pred" else type_bits(typ)
        if isinstance(op, Reg) and op.name == "_":
            return lambda st, v, m: None
        i, rbits, _ = self.reg_of(op)
        signed = is_signed(typ)
        dt = DTYPE[rbits] if rbits != 128 else None
        conv = (lambda v: v) if (rbits == bits) else (lambda v: resize(v, rbits, signed))

        def write(st: State, v: np.ndarray, m) -> None:
            v = conv(v)
            if m is None:
                if v.shape[0] != st.L:
                    v = np.broadcast_to(v, (st.L,) + v.shape[1:]).copy()
                st.R[i] = v
            else:
                old = st.reg(i, dt)
                st.R[i] = np.where(m if v.ndim == 1 else m[:, None], v, old)

        return write

    def is_pred_reg(self, op) -> bool:
        """Whether `op` is a declared predicate register (for the forms where ptxas takes one in a
        32-bit position: the form table says which)."""
        if not isinstance(op, Reg) or op.name == "_":
            return False
        sn = self.item.names.get(op.name)
        return sn is not None and sn.kind == "reg" and self.k.program.regs[sn.index].type == ".pred"

    def dst_or_pred(self, op, typ: str) -> Writer:
        """A writer of `typ` bits, or, where ptxas 13.0 accepts a predicate destination for a 32-bit
        result (set.bf16x2, movmatrix), of `bits != 0`: SASS tests the result against RZ (ISETP)."""
        if self.is_pred_reg(op):
            wp = self.dst(op, ".pred")
            return lambda st, v, m: wp(st, v != 0, m)
        return self.dst(op, typ)

    def no_pred_source(self, op, what: str = "a source") -> None:
        """Raise Unsupported for a predicate in a 32-bit source position that ptxas 13.0 accepts but
        compiles without reading it (set/setp .bf16x2, movmatrix: SASS reads an unwritten register or
        drops the comparison), so there is no GPU behaviour to model."""
        if self.is_pred_reg(op):
            raise self.unsupported(
                f"the predicate '{'!' * op.negated}{op.name}' as {what}: ptxas 13.0 accepts it but compiles "
                "code that never reads it")

    def vector_members(self, op) -> list | None:
        """A vector operand's items: `{a, b}`, or a vector register `mx` as {mx.x, mx.y}."""
        if isinstance(op, Vector):
            return list(op.items)
        if isinstance(op, Reg):
            sn = self.item.names.get(op.name)
            if sn is not None and sn.kind == "vreg":
                return [Reg(f"{op.name}.{'xyzw'[k]}") for k in range(len(sn.members))]
        return None

    def dsts(self, op, typ: str) -> list[Writer]:
        items = self.vector_members(op)
        if items is not None:
            return [self.dst(x, typ) for x in items]
        return [self.dst(op, typ)]

    def srcs(self, op, typ: str) -> list[Reader]:
        items = self.vector_members(op)
        if items is not None:
            return [self.src(x, typ) for x in items]
        return [self.src(op, typ)]


SPECIAL: dict[str, int] = {
    **{
        f"%{r}.{c}": 32
        for r in (
            "tid",
            "ntid",
            "ctaid",
            "nctaid",
            "cluster_ctaid",
            "cluster_nctaid",
            "clusterid",
            "nclusterid",
        )
        for c in "xyz"
    },
    "%laneid": 32,
    "%warpid": 32,
    "%nwarpid": 32,
    "%smid": 32,
    "%nsmid": 32,
    "%gridid": 64,
    "%cluster_ctarank": 32,
    "%cluster_nctarank": 32,
    "%is_explicit_cluster": 1,
    "%lanemask_eq": 32,
    "%lanemask_le": 32,
    "%lanemask_lt": 32,
    "%lanemask_ge": 32,
    "%lanemask_gt": 32,
    "%clock": 32,
    "%clock_hi": 32,
    "%clock64": 64,
    "%globaltimer": 64,
    "%globaltimer_lo": 32,
    "%globaltimer_hi": 32,
    "%dynamic_smem_size": 32,
    "%total_smem_size": 32,
    "%aggr_smem_size": 32,
}


def clock_value(st: State, name: str) -> np.ndarray:
    """Clocks count the batch's executed warp instructions (monotonic, deterministic)."""
    st.clock_reads += 1
    t = np.uint64(st.clock0 + st.warp_instructions)
    if name in ("%globaltimer",):
        v = t * np.uint64(1000)
    elif name == "%globaltimer_lo":
        v = (t * np.uint64(1000)) & np.uint64(0xFFFFFFFF)
    elif name == "%globaltimer_hi":
        v = (t * np.uint64(1000)) >> np.uint64(32)
    elif name == "%clock_hi":
        v = t >> np.uint64(32)
    elif name == "%clock":
        v = t & np.uint64(0xFFFFFFFF)
    else:
        v = t
    return np.full(st.L, v, np.uint64)


# exceptions that mean "this instruction is malformed or not understood", never a crash
_INTERNAL = (KeyError, ValueError, IndexError, TypeError, StopIteration, AttributeError, OverflowError,
             ZeroDivisionError)


def explain_invalid(program: Program, step: Step, detail: str):
    """The error for an instruction the interpreter could not read: the validator's diagnostic for
    its line if there is one (a PtxError), else Unsupported naming the form."""
    from ptxemu.errors import PtxError as _PtxError

    mine = [d for d in program.check_errors if d.line == step.line]
    if mine:
        return _PtxError(mine[0].message, line=step.line, source=step.item.ins.text)
    return Unsupported(f"'{step.item.ins.name}': ptxemu cannot run this form ({detail})", line=step.line,
                       source=step.item.ins.text)


# instruction compilers, by opcode (filled in by the machine.semantics chapters)
Compiler = Callable[[Cx], "Step | Run"]
COMPILERS: dict[str, Compiler] = {}


def compiles(*opcodes: str) -> Callable[[Compiler], Compiler]:
    def deco(fn: Compiler) -> Compiler:
        for o in opcodes:
            COMPILERS[o] = fn
        return fn

    return deco
