"""One instruction through the kernel path: what `ptxemu.run_instruction` and `ptxemu exec` run.

There is one definition of what an instruction does, the kernel interpreter's (machine/: the
instruction compiles to a Step like any other in a kernel). To run one instruction on given
operand values, a small kernel is written around it: each lane loads its source operands from a
buffer, runs the instruction, and stores its destinations; lane i of the launch is element i of
the (broadcast) operand arrays, so warp collectives (shfl, vote, redux, match) see elements 0-31
as one warp, 32-63 as the next. Registers are declared with the types the form table gives
(isa.operand_types), so the kernel passes the same check as any module.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from ptxemu.errors import PtxemuError, PtxError, PtxOperandError
from ptxemu.isa.check import MAX_PTX, SPECIAL_REGS
from ptxemu.isa.operand_types import Operands, operand_types
from ptxemu.isa.statement import Imm, Instruction, Reg, parse_instruction
from ptxemu.isa.types import REG_TYPES, TYPES
from ptxemu.machine.program.program import DTYPE

_COLLECTIVES = ("redux", "vote", "shfl", "match", "elect")
UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
TARGETS = ("sm_90a", "sm_100a", "sm_120a")  # the H100's first: the recorded truth is from it
_FLOAT_DTYPE = {".f16": np.float16, ".f32": np.float32, ".f64": np.float64, ".tf32": np.float32}

def bits_of(t: str) -> int:
    """Register width in bits of an operand type (1 for .pred)."""
    info = TYPES.get(t)
    if info is None:
        raise PtxOperandError(f"operand type {t} has no width")
    return info.bits


def _decl_type(t: str) -> str:
    """The type a register of operand type t is declared with (.bN for formats without registers)."""
    if t in REG_TYPES and t != ".f16x2":
        return t
    return f".b{bits_of(t)}"


def value_type(ins: Instruction, name: str, ops: Operands) -> str:
    """The type an operand's values are written in: the form's, except that cvt's .bN registers
    hold its dtype (destination) or atype (sources) - an f16 source of cvt travels in a .b16."""
    t = ops.types[name]
    if ins.opcode == "cvt" and t.startswith(".b") and ".pack" not in ins.qualifiers:
        types = [q for q in ins.qualifiers if q in TYPES and TYPES[q].kind != "pred"]
        if len(types) >= 2:
            want = types[-2] if name in ops.dests else types[-1]
            if bits_of(want) == bits_of(t) and not (".rs" in ins.qualifiers and name == ops.sources[-1]):
                return want
    return t


def _is_special(name: str) -> bool:
    return name in SPECIAL_REGS  # %tid.x, %laneid, ...: the kernel gives their values


@functools.lru_cache(maxsize=256)
def _plan(text: str) -> tuple[Instruction, Operands]:
    ins = parse_instruction(text if text.rstrip().endswith(";") else text + ";")
    ops = operand_types(ins)
    if not ops.known:
        raise PtxError(ops.errors[0], source=text)
    wide = [n for n, t in ops.types.items() if t in TYPES and TYPES[t].bits > 64]
    if wide:
        raise PtxOperandError(f"'{ins.name}': {', '.join(wide)} are 128-bit registers, which one "
                              "instruction cannot take here: run it inside a kernel", source=text)
    if ops.memory or ops.label:
        why = "reads or writes memory through an address" if ops.memory else "branches to a label"
        raise PtxOperandError(f"'{ins.name}' {why}: run it inside a kernel (ptxemu.launch, ptxemu run); "
                              "one instruction runs on register operands", source=text)
    for group in (ops.dests, ops.sources):
        group[:] = [n for n in group if not _is_special("%" + n) and not _is_special(n)]
    return ins, ops


def _kernel_text(ins: Instruction, ops: Operands, target: str, wide: dict[str, int]) -> str:
    """The kernel around the instruction: its registers declared with the form table's types
    (`wide`: the bits of registers given wider than their operand, the relaxed rule), the instruction
    (for a warp collective, guarded so that only lanes in their own membermask run it), `ret`.
    The registers' values are set in the batch state directly and read back from it (run())."""
    decl = []
    for name in dict.fromkeys([*ops.dests, *ops.sources]):
        reg = ("%" + name) if f"%{name}" in ins.text else name
        t = f".b{wide[name]}" if name in wide else _decl_type(ops.types[name])
        decl.append(f"  .reg {t} {reg};")
    body = [*decl]
    own = _own(ins)
    last = ins.operands[-1] if ins.operands else None
    if ins.opcode in _COLLECTIVES and ins.guard is None and (
            isinstance(last, Imm) or (isinstance(last, Reg) and last.name.lstrip("%") in ops.sources[-1:])):
        # only the lanes in their own membermask run it (the manual leaves the others undefined)
        mask = last.text if isinstance(last, Imm) else last.name
        body += ["  .reg .b32 %__r<3>;", "  .reg .pred %__q;", "  mov.u32 %__r1, %laneid;",
                 f"  mov.b32 %__r2, {mask};", "  shr.b32 %__r2, %__r2, %__r1;", "  and.b32 %__r2, %__r2, 1;",
                 "  setp.ne.b32 %__q, %__r2, 0;"]
        own = "@%__q " + own
    lines = [f".version {MAX_PTX[0]}.{MAX_PTX[1]}", f".target {target}", ".address_size 64",
             ".visible .entry __one()", "{", *body, "  " + own, "  ret;", "}", ""]
    return "\n".join(lines)


def _own(ins: Instruction) -> str:
    text = ins.text.strip()
    return text if text.endswith(";") else text + ";"


@functools.lru_cache(maxsize=256)
def _module(text: str, wide: tuple[tuple[str, int], ...] = ()):
    """The compiled kernel for one instruction text (memoised): (Module, Kernel, ins, operands,
    register number by name). The first target of TARGETS whose check passes."""
    from ptxemu.isa.check import check
    from ptxemu.machine.launching.launch import Module

    ins, ops = _plan(text)
    first_errors = None
    for target in TARGETS:
        ptx = _kernel_text(ins, ops, target, dict(wide))
        errs = [d for d in check(ptx) if d.severity == "error"]
        if not errs:
            mod = Module(ptx)
            k = mod.kernel("__one")
            regs = {mod.program.regs[i].name.lstrip("%"): i for i in k.func.regs}
            return mod, k, ins, ops, regs
        if first_errors is None:
            first_errors = errs
        if not all("requires sm_" in d.message or "not supported on .target" in d.message for d in errs):
            break
    line = next(i for i, s in enumerate(ptx.splitlines(), 1) if s.strip().endswith(_own(ins)))
    mine = [d for d in first_errors if d.line == line] or first_errors
    msg = "; ".join(dict.fromkeys(d.message for d in mine))
    cls = PtxOperandError if any(w in msg for w in ("operand", "register", "immediate", "Arguments")) \
        else PtxError
    raise cls(msg, source=text)


def to_bits(value: Any, t: str, what: str, relaxed: bool = False) -> np.ndarray:
    """Operand values -> raw bits of type t. A numpy integer array holds the register's bits and has
    its width (wider where the form's relaxed rule allows a wider register: its low bits are used);
    a Python int is a value that must fit; floats are values of a float operand (rounded to nearest
    even); bools are predicates (or 0/1)."""
    a = np.asarray(value)
    w = bits_of(t)
    if t == ".pred":
        if a.dtype.kind not in "biu":
            raise PtxOperandError(f"{what} is a predicate: give bools (or 0/1), got {a.dtype}")
        return a != 0
    if a.dtype.kind == "b":
        return a.astype(UINT[max(w, 8)])
    if a.dtype.kind == "f":
        if t in _FLOAT_DTYPE:
            return a.astype(_FLOAT_DTYPE[t], copy=False).view(UINT[w])
        if t == ".bf16":
            from ptxemu.formats import encode

            return encode(a.astype(np.float64).ravel(), "bf16", "rn").astype(np.uint16).reshape(a.shape)
        raise PtxOperandError(f"{what} is {t}: give its raw bits as integers (np.uint{max(w, 8)}), "
                              f"not {a.dtype} values")
    if a.dtype.kind not in "iu":
        raise PtxOperandError(f"{what} must be numbers (register bits, float values or bools), "
                              f"got {a.dtype}")
    if isinstance(value, int):  # a Python int: a value, checked against the operand's range
        kind = TYPES[t].kind
        lo = -(1 << (w - 1)) if kind in "sbu" else 0
        if not lo <= value < 1 << w:
            raise PtxOperandError(f"{what} is {t}: {value} does not fit {w} bits"
                                  + (" (a float operand takes bits >= 0 or a float)" if value < 0 else ""))
        return np.array(value % (1 << w), dtype=UINT[max(w, 8)])
    have = 8 * a.dtype.itemsize
    if have > w and relaxed:
        return a.view(UINT[have])
    if have != max(w, 8):
        raise PtxOperandError(f"{what} is {t} ({w}-bit): got {a.dtype} bits; pass np.uint{max(w, 8)} "
                              + ("(or np.float" + str(w) + " values)" if t in _FLOAT_DTYPE else "")
                              + ("or a wider register" if relaxed else ""))
    return a.view(UINT[have])


def _per_warp_mask(ins: Instruction, ops: Operands, bits: dict[str, np.ndarray]) -> None:
    """A warp collective's membermask may be given once per warp: shape S against (S..., 32) lanes."""
    if ins.opcode not in _COLLECTIVES or not ops.sources:
        return
    m = ops.sources[-1]
    others = [np.shape(v) for k, v in bits.items() if k != m]
    if others and all(o[-1:] == (32,) and o[:-1] == np.shape(bits[m]) for o in others if o) \
            and any(others) and np.ndim(bits[m]) >= 1:
        bits[m] = np.asarray(bits[m])[..., None]


def _warps(ins: Instruction, ops: Operands, bits: dict[str, np.ndarray], shape: tuple) -> tuple:
    """For a warp collective the last axis holds a warp's lanes: fewer than 32 are padded with lanes
    that exit at once; a membermask naming a lane that was not given is an error. Elsewhere every
    element is a live lane. Returns (the shape run, live flags)."""
    if ins.opcode not in _COLLECTIVES or not shape or shape[-1] >= 32:
        return shape, np.ones(shape, bool)
    width = shape[-1]
    last = ins.operands[-1] if ins.operands else None
    mask = None
    if isinstance(last, Imm) and isinstance(last.value, int):
        mask = np.uint64(last.value & 0xFFFFFFFF)
    elif isinstance(last, Reg) and last.name.lstrip("%") in bits:
        mask = np.asarray(bits[last.name.lstrip("%")]).astype(np.uint64)
    if mask is not None and np.any(mask >> np.uint64(width)):
        raise PtxOperandError(f"'{ins.name}': the membermask names lanes past the {width} given "
                              f"(the last axis holds one warp's lanes)")
    for k, v in bits.items():
        v = np.broadcast_to(v, shape)
        bits[k] = np.concatenate([v, np.zeros(shape[:-1] + (32 - width,), v.dtype)], axis=-1)
    live = np.zeros(shape[:-1] + (32,), bool)
    live[..., :width] = True
    return shape[:-1] + (32,), live


class _LazySpecial(dict):
    """The special registers, built for every lane only when one is first read (most single
    instructions read none; building them all costs more than the instruction on a million lanes)."""

    def __init__(self, g, ids) -> None:
        super().__init__()
        self._args = (g, ids)
        self["%cluster_ctarank"] = np.zeros(len(ids) * g.padded, np.uint32)  # no clusters here
        self._built = False

    def _build(self) -> None:
        if not self._built:
            from ptxemu.machine.state.registers import make_special

            self._built = True
            for key, v in make_special(*self._args).items():
                self.setdefault(key, v)

    def __missing__(self, key):
        self._build()
        return dict.__getitem__(self, key)

    def get(self, key, default=None):
        self._build()
        return dict.get(self, key, default)

    def __contains__(self, key) -> bool:
        self._build()
        return dict.__contains__(self, key)


def run(text: str, operands: dict[str, Any]) -> dict[str, np.ndarray]:
    """Run the instruction `text` element-wise over the broadcast operands (see the docstring)."""
    from ptxemu.machine.launching.launch import launch_geometry
    from ptxemu.machine.running.engine import Engine
    from ptxemu.machine.state import memory as M

    text = text.strip()
    ins, ops = _plan(text)
    given = {k.lstrip("%"): v for k, v in operands.items()}
    missing = [n for n in ops.sources if n not in given]
    if missing:
        raise PtxOperandError(f"no value given for {', '.join(missing)} (sources of '{ins.name}': "
                              f"{', '.join(ops.sources)})", source=text)
    # a destination given a value starts with it (a guarded instruction that does not run keeps it)
    loaded = tuple(ops.sources) + tuple(n for n in ops.dests if n in given and n not in ops.sources)
    bits = {n: to_bits(given[n], value_type(ins, n, ops), f"operand '{n}' of '{ins.name}'",
                       relaxed=n in ops.relaxed)
            for n in loaded}
    wide = tuple((n, 8 * v.dtype.itemsize) for n, v in bits.items()
                 if v.dtype != bool and 8 * v.dtype.itemsize > bits_of(ops.types[n]) >= 8)
    mod, k, ins, ops, regs = _module(text, wide)
    _per_warp_mask(ins, ops, bits)
    try:
        shape = np.broadcast_shapes(*(np.shape(v) for v in bits.values()))
    except ValueError:
        raise PtxOperandError(f"operands of '{ins.name}' do not broadcast together: "
                              + ", ".join(f"{k}{np.shape(v)}" for k, v in bits.items())) from None
    given_shape = shape
    shape, live = _warps(ins, ops, bits, shape)
    n = int(np.prod(shape, dtype=np.int64))
    outs: dict[str, np.ndarray] = {}
    if n == 0:
        for d in ops.dests:
            t = ops.types[d]
            outs[d] = np.zeros(shape, bool if t == ".pred" else UINT[max(bits_of(t), 8)])
        return outs
    direct = _direct_step(k, ins)
    if direct is not None and shape == given_shape and live.all():
        try:
            return _run_direct(k, mod, direct, ops, regs, loaded, bits, shape, n, text)
        except _NeedsEngine:  # it reads a special register: the whole batch state, below
            pass
    # one batch of every lane: lane i is element i (threads x-fastest, CTAs of up to 1024 threads);
    # lanes past the last element and those padding a short warp start exited
    block = min(1024, -(-n // 32) * 32)
    grid = -(-n // block)
    g = launch_geometry(k, grid, block, None)
    dev = M.Device()
    mod._params(k, [], dev)
    ids = np.arange(grid)
    st = mod._state(k, g, ids, dev, k.dynamic_base, special=_LazySpecial(g, ids))
    flat_live = np.zeros(st.L, bool)
    flat_live[:n] = live.reshape(-1)
    st.live = st.live & flat_live
    for name in loaded:
        i = regs[name]
        v = np.broadcast_to(bits[name], shape).reshape(-1)
        r = st.reg(i, DTYPE[mod.program.regs[i].bits])
        r[:n] = v.astype(r.dtype, copy=False)
    try:
        with np.errstate(all="ignore"):
            Engine(k, st, None, route="interp").run()
    except PtxemuError as e:
        e.line, e.source = None, text  # the line is the instruction's own, in the user's words
        e.args = (e._render(),)
        raise
    if st.printf:
        import sys

        sys.stdout.write("".join(t for _, _, t in st.printf))
    for name in ops.dests:
        t = ops.types[name]
        i = regs[name]
        r = st.reg(i, DTYPE[mod.program.regs[i].bits])[:n]
        outs[name] = r.reshape(shape).copy() if t != ".pred" else (r != 0).reshape(shape)
    if given_shape != shape:  # drop the lanes that padded the warps
        cut = (..., slice(0, given_shape[-1]))
        outs = {k: v[cut].copy() for k, v in outs.items()}
    return outs


# chapters whose steps are element-wise arithmetic: a lane reads its own registers (and constants)
# and writes its own; nothing else of the batch (memory, warps, barriers, the scheduler)
_ELEMENTWISE = ("ptxemu.machine.semantics.integer", "ptxemu.machine.semantics.floating",
                "ptxemu.machine.semantics.video")


def _direct_step(k, ins: Instruction):
    """The kernel's own Step for the instruction when it can run without the engine: an unguarded
    element-wise op (see _ELEMENTWISE); else None. The same Step the engine would run, so still
    one definition: only the scheduler around it (nothing to schedule for one such step) is left
    out, with the per-lane state it needs (program counters, special registers, local memory)."""
    from ptxemu.machine.program.step import COMPILERS

    comp = COMPILERS.get(ins.opcode)
    if comp is None or comp.__module__ not in _ELEMENTWISE or ins.opcode in _COLLECTIVES:
        return None
    steps = [st for st in k.steps.values() if st.kind not in ("ret", "falloff")]
    if len(steps) != 1 or steps[0].kind != "op" or steps[0].guard is not None or steps[0].run is None:
        return None
    return steps[0]


def _run_direct(k, mod, step, ops, regs, loaded, bits, shape, n, text) -> dict[str, np.ndarray]:
    """Run `step` on n lanes with a batch state holding only registers and constants: the large
    element-wise calls (a conversion of millions of values) pay for the arithmetic alone."""
    from ptxemu.machine.launching.launch import launch_geometry
    from ptxemu.machine.state import memory as M
    from ptxemu.machine.state.registers import State

    g = launch_geometry(k, 1, 32, None)
    empty = np.zeros(0, np.uint8)
    st = State(geom=g, cta_ids=np.zeros(1, np.int64), device=M.Device(), L=n,
               R=[None] * len(mod.program.regs), K=[np.full(n, v, dt) for v, dt in k.consts],
               special=_NoSpecial(), live=np.broadcast_to(True, (n,)),
               cta=np.broadcast_to(np.int64(0), (n,)), smem=empty,
               smem_size=0, smem_stride=0, local=empty, local_stride=0, param_addr=0)
    for name in loaded:
        i = regs[name]
        v = np.broadcast_to(bits[name], shape).reshape(-1)
        # a source is only read: the caller's bits serve as they are (a destination gets its own copy)
        st.R[i] = np.array(v, DTYPE[mod.program.regs[i].bits], copy=name in ops.dests or None)
    try:
        with np.errstate(all="ignore"):
            step.run(st, None)
    except PtxemuError as e:
        e.line, e.source = None, text
        e.args = (e._render(),)
        raise
    outs: dict[str, np.ndarray] = {}
    for name in ops.dests:
        t = ops.types[name]
        i = regs[name]
        r = st.reg(i, DTYPE[mod.program.regs[i].bits])
        outs[name] = r.reshape(shape) if t != ".pred" else (r != 0).reshape(shape)
    return outs


class _NoSpecial(dict):
    """Special registers for the direct path: none (an element-wise step that reads one, e.g.
    %laneid, makes _direct_step's caller fall back: it raises here, before any result exists)."""

    def __missing__(self, key):
        raise _NeedsEngine(key)


class _NeedsEngine(Exception):
    pass
