"""Compile one kernel of a Program: memory layout, operand accessors and the decoded steps.

Every instruction becomes a `Step` whose `run(state, mask)` closure has its registers, immediates,
addresses and operation bound once; `mask` is None when every lane of the batch runs it, else a
bool lane array. Nothing reads PTX text while a kernel runs. Control flow, barriers and warp
collectives are Steps of their own kinds that the engine (machine.running.engine) schedules.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, Unsupported
from ptxemu.graphs import strong_components
from ptxemu.isa.statement import Address, Instruction, ParamList, PredPair, Reg, Vector
from ptxemu.machine.program.program import Function, Item, Param, Program, Variable, type_bits
from ptxemu.machine.program.step import (  # noqa: F401  (the step core; re-exported for older imports)
    _INTERNAL,
    COMPILERS,
    FLOAT,
    SINT,
    SPECIAL,
    UINT,
    Compiler,
    Cx,
    Reader,
    Run,
    Step,
    Writer,
    clock_value,
    compiles,
    explain_invalid,
    is_signed,
    resize,
)
from ptxemu.machine.state import memory as mem


def _compiler(opcode: str) -> Compiler | None:
    """The compiler of `opcode`; the chapters that load the instruction catalogue and the layouts
    (0.05-0.1 s of imports a kernel without matrix or bulk-copy instructions need not pay) are
    imported at the first opcode the others leave without one."""
    comp = COMPILERS.get(opcode)
    if comp is None:
        from ptxemu.machine.semantics import bulk_copy, multimem, tcgen05, tensor_core  # noqa: F401

        comp = COMPILERS.get(opcode)
    return comp


class Kernel:
    """One entry of a Program, compiled: steps by instruction index, blocks, memory layout."""

    def __init__(self, program: Program, name: str, target: str | None = None) -> None:
        # every chapter registers its compilers on import (program.step.compiles); the matrix and
        # bulk-copy chapters at the first opcode the others do not compile (_compiler)
        from ptxemu.machine.semantics import (  # noqa: F401
            control_flow,
            data_movement,
            floating,
            integer,
            mbarrier,
            video,
            warp,
        )

        self.program = program
        # the GPU whose arithmetic models run (tensor cores): the launch's target, else the module's
        from ptxemu.isa.targets import emulated_gpu

        self.target = emulated_gpu(program.target, target)
        self.func: Function = program.entry(name)
        self.name = name
        self.funcs = self._reachable()
        self.consts: list[tuple[Any, Any]] = []
        self._const_ix: dict[tuple, int] = {}
        self.call_sites: list = []  # control_flow.CallSite, by index
        self._layout()
        self.contract = contractions(program, self.funcs.values())
        self.steps: dict[int, Step] = {}
        for f in self.funcs.values():
            for pc in range(f.start, f.end):
                self.steps[pc] = self._compile(pc)
            self.steps[f.end] = Step(f.end, self.program.items[f.end], "falloff")
        self._blocks()

    # -- structure ----------------------------------------------------------------------------
    def _reachable(self) -> dict[str, Function]:
        """Functions this kernel can reach through direct and indirect calls; `self.recursive` holds
        those on a call cycle, whose calls save and restore the callee's frame (registers, parameters,
        local variables) so that every activation has its own."""
        out: dict[str, Function] = {}
        todo = [self.func]
        graph: dict[str, set[str]] = {}
        while todo:
            f = todo.pop()
            if f.name in out:
                continue
            out[f.name] = self.program.load(f)  # only what the kernel reaches is read
            graph[f.name] = set()
            for it in self.program.items[f.start : f.end]:
                if it.ins.opcode == "call":
                    for g in self.call_candidates(f, it.ins):
                        graph[f.name].add(g.name)
                        todo.append(g)
        # functions on a cycle: in a strongly connected component of two or more, or calling itself
        self.recursive: set[str] = set()
        for comp in strong_components(graph, lambda v: graph[v]):
            if len(comp) > 1 or comp[0] in graph[comp[0]]:
                self.recursive.update(comp)
        return out

    def call_candidates(self, f: Function, ins: Instruction) -> list[Function]:
        """The functions a call can enter: its named callee, or for an indirect call (`call (r), %rd,
        (a), flist`) the functions of the `.calltargets` list or call table `flist`, or every function of
        the module matching the `.callprototype` (by parameter and return counts and sizes)."""
        ops = [op for op in ins.operands if not isinstance(op, ParamList)]
        if not ops or not isinstance(ops[0], Reg):
            return []
        g = self.program.functions.get(ops[0].name)
        if g is not None:
            return [g]
        if len(ops) < 2 or not isinstance(ops[-1], Reg):
            return []
        lst = ops[-1].name
        names: list[str] = []
        tab = f.tables.get(lst)
        if tab is not None and tab[0] == ".calltargets":
            names = [x.strip() for x in tab[1].split(",") if x.strip()]
        elif tab is not None and tab[0] == ".callprototype":
            want = _prototype_shape(tab[1])
            return [
                h
                for h in self.program.functions.values()
                if h.kind == ".func" and want == ([p.size for p in h.returns], [p.size for p in h.params])
            ]
        else:
            var = self.program.variables.get(lst) or next(
                (v for v in self.program.func_vars.get(f.name, []) if v.name == lst), None
            )
            if var is not None:
                names = [name for _, _, name, _ in var.init_syms]
        return [self.program.functions[n] for n in names if n in self.program.functions]

    def _layout(self) -> None:
        """Shared and local variables of this kernel, and the module's global/const variables."""
        prog = self.program
        used: set[str] = set()
        for f in self.funcs.values():
            for it in prog.items[f.start : f.end]:
                for tok in _names_in(it.ins):
                    used.add(tok)
        shared: list[Variable] = []
        local: list[Variable] = []
        for v in prog.variables.values():
            if v.space == ".shared" and v.name in used:
                shared.append(v)
        for f in self.funcs.values():
            for v in prog.func_vars.get(f.name, []):
                (shared if v.space == ".shared" else local if v.space == ".local" else shared).append(
                    v
                ) if v.space in (".shared", ".local") else None
        self.addr: dict[int, tuple[str, int]] = {}
        off = mem.SHARED_RESERVED
        ext_align = 16
        for v in sorted([v for v in shared if not v.extern], key=lambda v: v.line):
            off = (off + v.align - 1) // v.align * v.align
            self.addr[id(v)] = (".shared", off)
            off += v.size
        for v in shared:
            if v.extern:
                ext_align = max(ext_align, v.align)
        self.static_smem = off
        self.dynamic_base = (off + ext_align - 1) // ext_align * ext_align
        for v in shared:
            if v.extern:
                self.addr[id(v)] = (".shared", self.dynamic_base)
        loff = 0
        for v in local:
            loff = (loff + v.align - 1) // v.align * v.align
            self.addr[id(v)] = (".local", loff)
            loff += v.size
        # alloca's stack sits above the static locals: the GPU's default stack size (cudaLimitStackSize)
        uses_alloca = any(
            it.ins.opcode == "alloca" for f in self.funcs.values() for it in prog.items[f.start : f.end]
        )
        self.alloca_stack = ALLOCA_STACK if uses_alloca else 0
        self.local_size = (loff + 15) // 16 * 16 + self.alloca_stack
        if self.local_size > 512 * 1024:  # the H100's local memory per thread
            raise PtxError(f"kernel '{self.name}' declares {self.local_size} bytes of local memory per "
                           "thread; an sm_90 thread has at most 512 KiB")
        goff = 0
        self.globals: list[tuple[Variable, int]] = []
        for v in prog.variables.values():
            if v.space == ".const" and v.size > 64 * 1024:
                raise PtxError(f".const variable '{v.name}' has {v.size} bytes; a constant bank holds 64 KiB",
                               line=v.line)
            if v.space in (".global", ".const"):
                goff = (goff + max(v.align, 16) - 1) // max(v.align, 16) * max(v.align, 16)
                self.addr[id(v)] = (v.space, mem.MODULE_GLOBALS + goff)
                self.globals.append((v, mem.MODULE_GLOBALS + goff))
                goff += max(v.size, 1)
        # .global/.const declared inside a function (`.global .b32 from[4] = {1, 2, 3, 4};` in a body):
        # after the module's, at offsets the program keeps, so every kernel reaching the function sees
        # one variable at one address
        slots = prog.__dict__.setdefault("_func_global_slots", {})
        for f in self.funcs.values():
            for v in prog.func_vars.get(f.name, []):
                if v.space not in (".global", ".const"):
                    continue
                if id(v) not in slots:
                    end = max((o + max(n, 1) for o, n in slots.values()), default=0)
                    a = max(v.align, 16)
                    slots[id(v)] = ((end + a - 1) // a * a, v.size)
                base = (goff + 255) // 256 * 256
                addr = mem.MODULE_GLOBALS + base + slots[id(v)][0]
                self.addr[id(v)] = (v.space, addr)
                self.globals.append((v, addr))

    def add_call_site(self, site) -> int:
        site.index = len(self.call_sites)
        self.call_sites.append(site)
        return site.index

    def function_address(self, name: str) -> int:
        """The code address ptxemu gives function `name` (its index in the module, 256 bytes apart)."""
        return mem.CODE_BASE + 0x100 * list(self.program.functions).index(name)

    def function_at(self, address: int) -> Function | None:
        k, r = divmod(address - mem.CODE_BASE, 0x100)
        names = list(self.program.functions)
        return self.program.functions[names[k]] if r == 0 and 0 <= k < len(names) else None

    def initial_bytes(self, v: Variable) -> bytes | None:
        """A .global/.const variable's initial bytes with the addresses its initialiser names patched in
        (variables' global/generic addresses, which are equal for .global/.const, or functions')."""
        if not v.init_syms:
            return v.init
        out = bytearray(v.init or bytes(v.size))
        for off, width, name, add in v.init_syms:
            var = self.program.variables.get(name)
            if var is not None:
                space, addr = self.var_address(var)
                if space not in (".global", ".const"):
                    raise Unsupported(
                        f"initialiser of '{v.name}': the address of {space} variable '{name}'", line=v.line
                    )
            elif name in self.program.functions:
                addr = self.function_address(name)
            else:
                raise PtxError(
                    f"initialiser of '{v.name}' names '{name}', which is not a variable or function",
                    line=v.line,
                )
            out[off : off + width] = ((addr + add) & ((1 << (8 * width)) - 1)).to_bytes(width, "little")
        return bytes(out)

    def var_address(self, v: Variable) -> tuple[str, int]:
        a = self.addr.get(id(v))
        if a is None:
            raise Unsupported(f"variable '{v.name}' ({v.space}) is not laid out for kernel '{self.name}'")
        return a

    def const_index(self, value, dtype) -> int:
        key = (value, np.dtype(dtype).str)
        j = self._const_ix.get(key)
        if j is None:
            j = len(self.consts)
            self.consts.append((value, dtype))
            self._const_ix[key] = j
        return j

    def _compile(self, pc: int) -> Step:
        item = self.program.items[pc]
        ins = item.ins
        cx = Cx(self, item, pc)
        comp = _compiler(ins.opcode)
        if comp is None:
            from ptxemu.isa.catalogue import find_rule

            if find_rule(ins)[0] is None:  # not PTX at all: check() and ptxas say the same
                raise PtxError(f"unknown instruction '{ins.opcode}'", line=ins.line, source=ins.text)
            step = Step(
                pc,
                item,
                "unsupported",
                data={"why": f"'{ins.opcode}' is valid PTX the interpreter does not run yet"},
            )
        else:
            try:
                out = comp(cx)
            except Unsupported as e:
                step = Step(pc, item, "unsupported", data={"why": e.message})
            except _INTERNAL as e:  # an operand or qualifier mix the compiler cannot read
                step = Step(pc, item, "invalid", data={"why": f"{type(e).__name__}: {e}"})
            else:
                step = out if isinstance(out, Step) else Step(pc, item, "op", run=out)
        if ins.guard is not None and step.kind not in ("unsupported", "invalid"):
            step.guard = cx.pred(ins.guard)
        return step

    def _blocks(self) -> None:
        """Blocks end where lanes can join: branch targets and function starts (labels that nothing
        branches to, such as Triton's debug labels, do not split a block)."""
        label_pcs: set[int] = set()
        for f in self.funcs.values():
            label_pcs.add(f.start)
            for it in self.program.items[f.start : f.end]:
                if it.ins.opcode == "bra":
                    label_pcs.update(
                        f.label(op.name, it)
                        for op in it.ins.operands
                        if isinstance(op, Reg) and op.name in f.labels
                    )
        for s in self.steps.values():
            if s.kind == "brx":
                label_pcs.update(int(t) for t in s.data["targets"])
        self.label_pcs = label_pcs
        self.blocks: dict[int, tuple[list[Step], int]] = {}

    def block(self, pc: int) -> tuple[list[Step], int]:
        b = self.blocks.get(pc)
        if b is None:
            runs: list[Step] = []
            p = pc
            while True:
                s = self.steps.get(p)
                if s is None or s.kind != "op":
                    break
                runs.append(s)
                p += 1
                if p in self.label_pcs:
                    break
            b = (runs, p)
            self.blocks[pc] = b
        return b


_RND = (".rn", ".rz", ".rm", ".rp")
ALLOCA_STACK = 1024  # bytes of alloca stack per thread: the GPU's default stack size


_CONTRACT_TYPES = (".f16", ".f16x2", ".bf16", ".bf16x2", ".f32", ".f64")


def contractions(program: Program, funcs) -> dict[int, tuple[Item, int, bool]]:
    """ptxas's contraction of a multiply and the add/sub that consume it into fused multiply-adds.

    The manual allows it ("mul/add sequences with no rounding modifiers may be optimized to use
    fused-multiply-add"), and ptxas 13.0 does it for every float type: cuobjdump of small kernels
    (tests/data/kernels/base_isa_contract.ptx, one form per kernel, SASS and H100 outputs recorded)
    shows HFMA2 for mul.f16 + add.f16 (also .f16x2, and HFMA2.BF16_V2 for .bf16/.bf16x2), FFMA for
    .f32, DFMA for .f64; mul.f32; sub.f32 gives fma(a, b, -c) (nvcc's float_mix kernel); div.full/
    div.approx .f32 end in a multiply a' * MUFU.RCP(b') (numerics.sfu) that fuses the same way
    (Triton's layernorm). The model, which every recorded form follows:
    * the producer is a `mul` of one of those types (or div.full/div.approx .f32) without a rounding
      modifier or .sat, unguarded;
    * every use of its result, followed through `mov` and `neg` copies (a neg negates the product:
      FFMA -a, b, c), is an add/sub of the same type and .ftz without a rounding modifier (a .sat
      consumer fuses into FFMA.SAT/HFMA2.SAT), unguarded, later in the same basic block (labels that
      no branch targets do not end a block, nor does an unguarded `bra` to the next instruction),
      with the producer's sources not written in between; one other use (a store, an fma's addend,
      a mul.f16 feeding add.bf16) keeps the multiply;
    * nothing in between is a guarded instruction that does more than write registers (a load,
      store, atom/red, cp.async, prefetch, mbarrier, shfl, bar, call or branch under a predicate:
      issue 35, Triton's masked load between div.full and sub) nor a memory-ordering fence
      (fence.sc / fence.acq_rel / membar at any scope; fence.proxy and fence.mbarrier_init are not);
      a guarded add, mov or setp and unguarded memory instructions, barriers and shuffles are;
    * an add whose both sources are products fuses the first (HFMA2 x*y + (x*z)).
    The between-rules are the sweep of issue 35 (tools/truth/contraction/sweep.py: 6,548 kernels,
    ptxas 13.0.88 and 13.5.37 decide every one alike; tests/machine/test_contraction_sweep.py).
    Each such add/sub becomes one fma rounded once. Returns {add pc: (producer item, index of the
    fused source operand, whether the product is negated)}.
    """
    out: dict[int, tuple[Item, int, bool]] = {}
    for f in funcs:
        items = program.items[f.start : f.end]
        targets = {
            f.label(op.name, it)
            for off, it in enumerate(items)
            if it.ins.opcode == "bra" and not _branch_to_next(f, f.start + off, it)
            for op in it.ins.operands
            if isinstance(op, Reg) and op.name in f.labels
        }
        uses: dict[int, int] = {}
        for it in items:
            for k, op in enumerate(it.ins.operands):
                if k == 0 and it.ins.opcode not in ("st", "red"):
                    continue
                for name in _names_in_op(op):
                    sn = it.names.get(name)
                    if sn is not None and sn.kind == "reg":
                        uses[sn.index] = uses.get(sn.index, 0) + 1
            if it.ins.guard is not None:
                sn = it.names.get(it.ins.guard.name)
                if sn is not None and sn.kind == "reg":
                    uses[sn.index] = uses.get(sn.index, 0) + 1
        # register -> (producer pc, producer item, negated, root register) in the current block
        producer: dict[int, tuple[int, Item, bool, int]] = {}
        written_since: dict[int, int] = {}  # register -> pc of its last write
        found: dict[int, list[tuple[int, Item, int, bool]]] = {}  # root register -> fusable consumers
        copies: dict[int, list[int]] = {}  # register -> registers copied from it (mov/neg)
        for off, it in enumerate(items):
            pc = f.start + off
            ins = it.ins
            guarded_effect = ins.guard is not None and ins.opcode not in _REGISTER_ONLY
            if pc in targets or guarded_effect or _ends_contraction(ins):
                producer.clear()
            q = ins.qualifiers
            ftypes = [t for t in q if t in _CONTRACT_TYPES]
            typ = ftypes[0] if len(ftypes) == 1 else None
            plain = typ is not None and not any(r in q for r in _RND) and ins.guard is None
            d = ins.operands[0] if ins.operands else None
            dsn = it.names.get(d.name) if isinstance(d, Reg) else None
            src_sn = None
            if len(ins.operands) == 2 and isinstance(ins.operands[1], Reg):
                src_sn = it.names.get(ins.operands[1].name)
            if ins.opcode in ("add", "sub") and plain and len(ins.operands) == 3:
                for k in (1, 2):
                    op = ins.operands[k]
                    sn = it.names.get(op.name) if isinstance(op, Reg) else None
                    if sn is None or sn.kind != "reg" or sn.index not in producer:
                        continue
                    ppc, prod, neg, root = producer[sn.index]
                    pq = prod.ins.qualifiers
                    if typ not in pq or (".ftz" in pq) != (".ftz" in q):
                        continue
                    srcs = [prod.names.get(o.name) for o in prod.ins.operands[1:] if isinstance(o, Reg)]
                    if any(
                        s is not None and s.kind == "reg" and written_since.get(s.index, -1) > ppc
                        for s in srcs
                    ):
                        continue
                    found.setdefault(sn.index, []).append((pc, prod, k, neg))
                    break
            copied = None
            if (
                ins.opcode in ("mov", "neg")
                and ins.guard is None
                and src_sn is not None
                and src_sn.kind == "reg"
                and src_sn.index in producer
                and not any(x in q for x in (".ftz", ".relu", ".sat"))
            ):
                ppc, prod, neg, root = producer[src_sn.index]
                copied = (ppc, prod, neg != (ins.opcode == "neg"), root)
                if ins.opcode == "neg" and not any(t in prod.ins.qualifiers for t in q):
                    copied = None  # a neg of another type is no copy of the product
            if dsn is not None and dsn.kind == "reg":
                written_since[dsn.index] = pc
                producer.pop(dsn.index, None)
                is_div = ins.opcode == "div" and typ == ".f32" and (".full" in q or ".approx" in q)
                if plain and ".sat" not in q and (ins.opcode == "mul" or is_div):
                    producer[dsn.index] = (pc, it, False, dsn.index)
                    found.pop(dsn.index, None)
                    copies.pop(dsn.index, None)
                elif copied is not None:
                    producer[dsn.index] = copied
                    copies.setdefault(src_sn.index, []).append(dsn.index)
                    found.pop(dsn.index, None)
            if ins.opcode in ("brx", "call", "ret", "exit") or (
                ins.opcode == "bra" and not _branch_to_next(f, pc, it)
            ):
                producer.clear()

        copied_regs = {c for kids in copies.values() for c in kids}
        for reg in set(found) | set(copies):
            if reg not in copied_regs and _all_fused(reg, found, copies, uses, frozenset()):
                for pc, prod, k, neg in _fused_consumers(reg, found, copies):
                    out[pc] = (prod, k, neg)
    return out


# opcodes that only read and write registers: under a predicate they do not end ptxas's contraction
# window (the sweep: @p add.s32/add.f32/mov/setp keep the FFMA); any other guarded instruction does
_REGISTER_ONLY = frozenset(
    "add sub mul mad mul24 mad24 sad div rem abs neg min max popc clz bfind fns brev bfe bfi bmsk "
    "szext dp4a dp2a addc subc madc mov cvt cvta cvt.pack copysign fma rcp sqrt rsqrt sin cos lg2 "
    "ex2 tanh testp set setp selp slct and or xor not cnot lop3 shf shl shr prmt isspacep "
    "vadd vsub vabsdiff vmin vmax vshl vshr vmad vset vadd2 vsub2 vavrg2 vabsdiff2 vmin2 vmax2 vset2 "
    "vadd4 vsub4 vavrg4 vabsdiff4 vmin4 vmax4 vset4".split()
)


def _ends_contraction(ins: Instruction) -> bool:
    """A memory-ordering fence: ptxas contracts across no fence.sc/acq_rel or membar (any scope),
    but across fence.proxy.* and fence.mbarrier_init (the sweep)."""
    if ins.opcode == "membar":
        return True
    q = ins.qualifiers
    return ins.opcode == "fence" and not any(x.startswith((".proxy", ".mbarrier_init")) for x in q)


def _branch_to_next(f, pc: int, it: Item) -> bool:
    """An unguarded `bra L` where L labels the next instruction: ptxas drops it (the sweep's
    `bra.uni L; L:` keeps the FFMA)."""
    ins = it.ins
    if ins.opcode != "bra" or ins.guard is not None:
        return False
    ops = [op for op in ins.operands if isinstance(op, Reg) and op.name in f.labels]
    return len(ops) == 1 and f.label(ops[0].name, it) == pc + 1


def _all_fused(reg: int, found: dict, copies: dict, uses: dict, seen: frozenset) -> bool:
    """Is every use of `reg` a fusable add/sub, or a mov/neg copy all of whose uses are?"""
    if reg in seen:
        return False
    kids = copies.get(reg, [])
    n = len(found.get(reg, [])) + len(kids)
    inner = seen | {reg}
    return n > 0 and n == uses.get(reg, 0) and all(_all_fused(c, found, copies, uses, inner) for c in kids)


def _fused_consumers(reg: int, found: dict, copies: dict) -> list:
    return found.get(reg, []) + [x for c in copies.get(reg, []) for x in _fused_consumers(c, found, copies)]


def _names_in_op(op):
    """Register and symbol names an operand mentions."""
    if isinstance(op, Reg):
        yield op.name
    elif isinstance(op, Address):
        if isinstance(op.base, Reg):
            yield op.base.name
    elif isinstance(op, (Vector, ParamList)):
        for x in op.items:
            yield from _names_in_op(x)
    elif isinstance(op, PredPair):
        yield op.first.name


def _prototype_shape(args: str) -> tuple[list[int], list[int]]:
    """(return sizes, parameter sizes) of `.callprototype (.param .b32 _) _ (.param .b32 _, ...)`."""
    from ptxemu.isa.module import parse_decl

    def sizes(group: str) -> list[int]:
        out = []
        for item in [x for x in group.split(",") if x.strip()]:
            d = parse_decl(item.strip(), 0, 0)
            for v in d.names:
                el = max(type_bits(d.type) // 8, 1) * v.vector
                out.append(el * max(v.count, 1))
        return out

    groups = re.findall(r"\(([^)]*)\)", args)
    head = args.split("_", 1)[0]
    rets = sizes(groups[0]) if groups and "(" in head else []
    params = sizes(groups[-1]) if groups and (len(groups) > 1 or "(" not in head) else []
    return rets, params


def _call_target(ins: Instruction) -> str:
    for op in ins.operands:
        if isinstance(op, Reg):
            return op.name
    raise PtxError("call without a target", line=ins.line, source=ins.text)


def _names_in(ins: Instruction):
    for op in ins.operands:
        yield from _names_in_op(op)


__all__ = ["Kernel", "Cx", "Step", "compiles", "resize", "UINT", "SINT", "FLOAT", "is_signed", "Param"]
