"""`check(text, target)`: validate a PTX module like ptxas, reporting every error.

Module-level rules (version, target) live here; each instruction goes to the rule of its family in
`ptxemu.isa.catalogue`, which reads the catalogue tables and reports through `Ctx`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ptxemu.isa.catalogue import find_rule
from ptxemu.isa.catalogue.gates import DIRECTIVE_PTX, PRAGMA_PTX, TYPE_PTX, modifier_gates
from ptxemu.isa.catalogue.more_forms import video_selectors
from ptxemu.isa.diagnostics import Diagnostic
from ptxemu.isa.module import Decl, Directive, FuncHeader, Label, Module, Scope, Var, parse_module
from ptxemu.isa.statement import Address, Imm, Instruction, Operand, ParamList, PredPair, Reg, Vector
from ptxemu.isa.targets import (
    OLDEST_MODELLED_SM,
    TARGET_MIN_PTX,
    Req,
    Target,
    compiles_for,
    known_target,
    parse_target,
)
from ptxemu.isa.types import REG_TYPES, TYPES, compatible, type_of

MAX_PTX = (9, 5)  # the newest PTX ISA ptxas 13.5 reads

# Special registers: name -> type.  Vector ones (%tid) are addressed per component (.x/.y/.z).
_V4 = ("tid", "ntid", "ctaid", "nctaid", "clusterid", "nclusterid", "cluster_ctaid", "cluster_nctaid")
SPECIAL_REGS: dict[str, str] = {f"%{n}.{c}": ".u32" for n in _V4 for c in "xyzw"}  # ptxas takes .w
SPECIAL_REGS.update({f"%{n}": ".u32" for n in (
    "laneid", "warpid", "nwarpid", "smid", "nsmid", "gridid", "lanemask_eq", "lanemask_le",
    "lanemask_lt", "lanemask_ge", "lanemask_gt", "clock", "clock_hi", "cluster_ctarank",
    "cluster_nctarank", "dynamic_smem_size", "total_smem_size", "aggr_smem_size",
    "reserved_smem_offset_begin", "reserved_smem_offset_end", "reserved_smem_offset_cap",
    "globaltimer_lo", "globaltimer_hi", "is_explicit_cluster")})
SPECIAL_REGS.update({f"%pm{i}": ".u32" for i in range(8)})
SPECIAL_REGS.update({f"%envreg{i}": ".b32" for i in range(32)})
SPECIAL_REGS.update({"%clock64": ".u64", "%globaltimer": ".u64", "%gridid": ".u64",
                     "%current_graph_exec": ".u64", "%is_explicit_cluster": ".pred",
                     "%reserved_smem_offset_2": ".u32"})
SPECIAL_REGS.update({f"%pm{i}_64": ".u64" for i in range(8)})


# special registers legacy PTX reads 16 bits of with mov/cvt (manual 10.1, 10.2, 10.6, 10.7, 10.10)
_LEGACY16 = frozenset({f"%{n}.{c}" for n in ("tid", "ntid", "ctaid", "nctaid") for c in "xyz"} | {"%gridid"})

# the state-space qualifiers an address operand's space is read from (Ctx.space_of)
_ADDR_SPACES = frozenset({".global", ".shared", ".shared::cta", ".shared::cluster", ".local", ".const",
                          ".param", ".param::entry", ".param::func"})

# instructions whose global or generic address must be a 64-bit register on sm_90+ (ptxas: "32-Bit
# ABI ... is not supported"); ld/st/ldu/prefetchu check it in their own rules
_ABI64_OPS = frozenset({"prefetch", "atom", "red", "multimem"})

_RANGES = "\0ranges"  # scope key of the `%r<N>` ranges: prefix -> (count, type, vector length)
_NUM_SUFFIX = re.compile(r"^(.*?)(\d+)$")
_MEMBER = re.compile(r"^(.+)\.([xyzwrgba])$")
_MEMBERS = {c: i for i, c in enumerate("xyzw")} | {c: i for i, c in enumerate("rgba")}


def _version_str(v: tuple[int, int]) -> str:
    return f"{v[0]}.{v[1]}"


class Ctx:
    """What a family rule sees: the instruction, the target, declared names, and `err`."""

    def __init__(self, checker: _Checker, ins: Instruction) -> None:
        self.c = checker
        self.ins = ins
        self.target = checker.target
        self.version = checker.version
        self.errors: list[str] = []

    # -- reporting
    def err(self, msg: str) -> None:
        if msg not in self.errors:
            self.errors.append(msg)

    @property
    def name(self) -> str:
        return self.ins.name

    def need_target(self, r: Req, what: str) -> bool:
        if self.target is not None and not r.allows(self.target):
            self.err(f"{what} requires {r.describe()} (not supported on .target '{self.target.name}')")
            return False
        arch = self.c.arch  # the GPU (ptxas -arch), when it is not the module's .target
        if arch is not None and not r.allows(arch):
            self.err(f"{what} requires {r.describe()} (cannot be compiled for architecture '{arch.name}')")
            return False
        return True

    def need_ptx(self, v: tuple[int, int], what: str) -> bool:
        if self.version is None or self.version >= v:
            return True
        self.err(f"{what} requires PTX ISA version {_version_str(v)} or later "
                 f"(module has .version {_version_str(self.version)})")
        return False

    # -- operands
    def nops(self, *counts: int) -> bool:
        n = len(self.ins.operands)
        if n in counts:
            return True
        want = " or ".join(str(c) for c in counts)
        self.err(f"'{self.ins.opcode}' takes {want} operands, got {n}")
        return False

    def decl_type(self, name: str) -> str | None:
        return self.c.lookup(name)

    def handle(self, op: Operand, what: str) -> bool:
        """A texture/surface handle address: `[%rd]` (a 64-bit register, no offset) or `[tex]` (a
        .texref/.surfref variable); ptxas: ".texref or .u64 register expected", "Arguments mismatch"."""
        b = op.base if isinstance(op, Address) else None
        if isinstance(b, Reg):
            t = self.c.lookup(b.name) or ""
            if t.startswith("sym:"):
                if b.name in self.c.handles and not op.offset:
                    return True
                self.err(f"{what}: '{b.name}' is not a .texref/.surfref/.samplerref variable")
                return False
            if t in (".b64", ".u64", ".s64") and not op.offset:
                return True
        got = getattr(op, "text", op)
        self.err(f"{what}: a .texref/.surfref name or a 64-bit register expected, got '{got}'")
        return False

    def reg(self, op: Operand, want: str | Iterable[str], what: str, *, imm: bool = False,
            relaxed: bool = False, sink: bool = False, strict: bool | str = False, exact: bool = False,
            literal: bool = False) -> bool:
        """A scalar register (or an immediate when `imm`: a literal, or `var+imm` unless `literal`)
        whose type is compatible with `want`."""
        wants = (want,) if isinstance(want, str) else tuple(want)
        if isinstance(op, Imm):
            if imm:
                return self._imm_fits(op, wants[0], what)
            self.err(f"{what} must be a register, not the immediate '{op.text}'")
            return False
        if not isinstance(op, Reg):
            self.err(f"{what} must be a {wants[0][1:]} register")
            return False
        if op.name == "_" and sink:
            return True
        if op.negated and wants[0] != ".pred":
            self.err(f"'!' is only allowed on predicate operands, not {what}")
            return False
        if op.minus and self.ins.opcode != "vmad":  # ptxas: "Operand negation not allowed for instruction"
            self.err(f"operand negation not allowed for instruction '{self.ins.opcode}'")
            return False
        if op.minus and self.ins.opcode == "vmad":
            return True  # vmad's negations are checked with its selectors (catalogue.more_forms)
        t = self.c.lookup(op.name)
        if t is None and sink and not imm and self.c.member_of(op.name):
            return True  # ptxas accepts writing `v.z` of a .v2 register (reading it is an error)
        if t is None:
            self.err(f"{what}: '{op.name}' is not declared")
            return False
        if t.startswith("sym:"):
            # ptxas reads `var+imm` as an address constant, an integer immediate of any integer or bit
            # width; `var` alone (outside mov/cvta's symbol operand) is "must be register", and
            # `var-imm` does not parse
            if op.offset < 0:
                self.err(f"{what}: '{op.name} - {-op.offset}': a variable's address takes only '+' offsets")
                return False
            if imm and not literal and op.offset and any(
                    (TYPES.get(w) or TYPES[".pred"]).kind in "bus" for w in wants):
                return True
            self.err(f"{what}: '{op.name}' is a variable, not a register")
            return False
        if t == "label:":
            self.err(f"{what}: '{op.name}' is a label, not a register")
            return False
        if t.startswith("vec"):  # ptxas: "Vector operand is not allowed for instruction"
            self.err(f"{what}: the vector register '{op.name}' where a scalar is expected")
            return False
        if op.offset and sink and not imm:  # ptxas: "Result register required"
            self.err(f"{what}: '{op.name} + {op.offset}' cannot be a destination")
            return False
        if op.offset and self.c.member_of(op.name):  # ptxas: a syntax error near '+'
            self.err(f"{what}: a vector member takes no '+ imm'")
            return False
        if exact and t not in wants:  # e.g. .f32x2 operands are .b64 registers, nothing else
            self.err(f"{what}: register '{op.name}' is {t[1:]}, expected {'/'.join(w[1:] for w in wants)}")
            return False
        # an integer/bit operand takes no float register; strict="scalar" lets a packed .f16x2 one pass
        # (ptxas takes `vabsdiff4 ..., %hx4` but not `tcgen05.mma.ws ..., %hx4`)
        if strict and (t in (".f16", ".f32", ".f64") if strict == "scalar" else t.startswith(".f")):
            self.err(f"{what}: register '{op.name}' is {t[1:]}, expected {'/'.join(w[1:] for w in wants)}")
            return False
        if any(compatible(t, w, relaxed=relaxed) for w in wants):
            return True
        if op.name in _LEGACY16 and self.ins.opcode in ("mov", "cvt") and any(w[2:] == "16" for w in wants):
            return True  # manual 10.1 (%tid): "16-bit mov and cvt instructions may be used" (legacy PTX)
        self.err(f"{what}: register '{op.name}' is {t[1:]}, expected {'/'.join(w[1:] for w in wants)}")
        return False

    def _imm_fits(self, op: Imm, want: str, what: str) -> bool:
        ti = TYPES.get(want)
        if ti is None or ti.kind == "pred":
            if isinstance(op.value, int) and ti is not None:
                return True
            self.err(f"{what} cannot be an immediate")
            return False
        is_float = op.bits is not None or isinstance(op.value, float)
        if ti.kind in ("f", "opaque"):
            # ptxas: f32/f64 operands take float literals only (1.5, 0f.., 0d.., either width,
            # converted); half and packed types take no immediate at all
            if want not in (".f32", ".f64"):
                self.err(f"{what}: a {want[1:]} operand cannot be an immediate")
                return False
            if not is_float:
                # ptxas 13: "Arguments mismatch" for `add.f32 d, a, 1` (mov, setp, selp, fma, max alike)
                self.err(f"{what}: integer immediate '{op.text}' for a {want[1:]} operand "
                         "(write a float: 1.0 or 0f3F800000)")
                return False
            return True
        if op.bits is not None:  # 0f / 0d: the bits of a .b32 / .b64 operand, nothing else
            if ti.kind == "b" and op.width == ti.bits:
                return True
            self.err(f"{what}: float literal '{op.text}' for a {want[1:]} operand")
            return False
        if is_float:
            self.err(f"{what}: floating-point immediate '{op.text}' for a {want[1:]} operand")
            return False
        return True

    def pred(self, op: Operand, what: str, *, imm: bool = False, negate: bool = True) -> bool:
        if imm and isinstance(op, Imm) and isinstance(op.value, int):
            return True
        if isinstance(op, Reg):
            t = self.c.lookup(op.name)
            if t is None:
                self.err(f"{what}: '{op.name}' is not declared")
                return False
            if t != ".pred":
                self.err(f"{what}: '{op.name}' is {t[1:] if t.startswith('.') else t}, expected a predicate")
                return False
            if op.negated and not negate:
                self.err(f"{what}: '!' is not allowed here")
                return False
            return True
        self.err(f"{what} must be a predicate register")
        return False

    def vec(self, op: Operand, count: int | Iterable[int], want: str | Iterable[str], what: str,
            *, imm: bool | str = False, relaxed: bool = False, rule: str = "", strict: bool = False,
            sink: bool | None = None) -> bool:
        """A vector operand of `count` elements of `want`.  `imm=True` takes immediates as a scalar
        operand of `want` would; `imm="brace"` reads them as ptxas reads a source brace of a fragment
        or an atom/red/tex vector (`brace_imms`).  The sink `_` is allowed in the destination (the
        first operand) only, unless `sink` says otherwise (ptxas: "Sink '_' not allowed as a source
        operand")."""
        counts = (count,) if isinstance(count, int) else tuple(count)
        if sink is None:
            first = self.ins.operands[0] if self.ins.operands else None
            sink = op is first or (isinstance(first, PredPair) and op is first.first)
        if isinstance(op, Reg) and not op.negated and not op.minus and not op.sel:
            t = self.c.lookup(op.name)  # a whole vector register (`.reg .v4 .u16 t;` ... `ld.v4.u16 t, [a]`)
            if t is not None and t.startswith("vec"):
                n = self.c.vector_len(op.name)
                if n not in counts:
                    self.err(
                        f"{what}: vector register '{op.name}' has {n} elements, expected "
                        f"{' or '.join(map(str, counts))}"
                    )
                    return False
                wants = (want,) if isinstance(want, str) else tuple(want)
                et = t[t.index(":") + 1:]
                ei, wi = TYPES.get(et), TYPES.get(wants[0])
                # ptxas lets a float instruction type move a whole integer vector register of the same
                # element size (ld.global.v4.f32 into .v4 .u32), which it refuses for a scalar register
                if ei is not None and wi is not None and wi.kind == "f" and ei.kind in "bus" \
                        and ei.bits == wi.bits:
                    return True
                return self.reg(Reg(f"{op.name}.x"), want, what, imm=imm, relaxed=relaxed, strict=strict)
        if not isinstance(op, Vector):
            self.err(f"{what} must be a vector {{...}} of {counts[0]} registers")
            return False
        if len(op.items) not in counts:
            wt = want if isinstance(want, str) else next(iter(want))
            extra = f" for {rule}" if rule else ""
            self.err(f"expected {' or '.join(map(str, counts))} {wt[1:]} registers{extra}, "
                     f"got {len(op.items)} ({what})")
            return False
        if not self.brace_items(op, what):
            return False
        ok = True
        if not sink and any(isinstance(it, Reg) and it.name == "_" for it in op.items):
            self.err(f"Sink '_' not allowed as a source operand ({what})")
            return False
        if imm in ("brace", "data"):
            ok = self.brace_imms(op, want, what, alone="s32" if imm == "brace" else "scalar")
            items = [it for it in op.items if not isinstance(it, Imm)]
        else:
            items = list(op.items)
        for it in items:
            ok &= self.reg(it, want, what, imm=bool(imm), relaxed=relaxed, sink=sink, strict=strict)
        return ok

    def brace_imms(self, op: Vector, want: str | Iterable[str], what: str, alone: str = "s32") -> bool:
        """Immediates inside a source brace, as ptxas 13 reads them (the operand-kind sweep, mma/wgmma
        fragments, stmatrix, atom/red vectors, tex offsets, ld/st/mov/sust data): the brace takes the
        type of its registers, an integer immediate needs a .b/.u/.s one and a float literal a
        .f32/.f64 or .b one (ptxas: "Vector with elements of different types are not allowed"; a
        .f16 or .f16x2 brace takes neither: "Arguments mismatch").  A brace of immediates alone reads
        as .s32 elements in a fragment (`alone="s32"`: {1, 1, 1, 1} is refused for mma's .b32 A) and
        as immediates of the element type in data (`alone="scalar"`: st.v4.b32 [a], {0, 0, 0, 0}).
        Each immediate is its low bits at the element's width (SASS: `{0f3F800000, h}` of a .v2.bf16
        red moves RZ into the low half)."""
        wants = (want,) if isinstance(want, str) else tuple(want)
        imms = [it for it in op.items if isinstance(it, Imm)]
        if not imms:
            return True
        regs = [it for it in op.items if isinstance(it, Reg) and it.name != "_"]
        if not regs and alone == "scalar":
            return all([self._imm_fits(it, wants[0], what) for it in imms])
        if not regs:
            if ".s32" in wants and all(isinstance(i.value, int) and i.bits is None for i in imms):
                return True
            self.err(f"{what}: a brace of immediates only (Arguments mismatch: it reads as .s32, "
                     f"the operand is {'/'.join(w[1:] for w in wants)})")
            return False
        rt = self.c.lookup(regs[0].name) or ""
        ti = TYPES.get(rt)
        for it in imms:
            is_float = it.bits is not None or isinstance(it.value, float)
            fits = ti is not None and ti.kind != "pred" and (
                (ti.kind == "b" or rt in (".f32", ".f64")) if is_float else ti.kind in "bus")
            if not fits:
                self.err(f"{what}: the immediate '{it.text}' in a brace of {rt[1:] or '?'} registers "
                         "(Vector with elements of different types)")
                return False
        return True

    def brace_items(self, op: Vector, what: str) -> bool:
        """ptxas refuses a brace that holds both a vector register's member and an immediate
        (`{v.y, 7}`: "must be register or constant") and `reg + imm` inside a brace (a syntax error)."""
        if any(isinstance(it, Reg) and it.offset for it in op.items):
            self.err(f"{what}: 'register + immediate' is not allowed inside a vector brace")
            return False
        if any(isinstance(it, Imm) for it in op.items) and any(
                isinstance(it, Reg) and self.c.member_of(it.name) for it in op.items):
            self.err(f"{what}: a vector member and an immediate in one brace (must be register or constant)")
            return False
        return True

    def space_of(self, op: Address) -> str | None:
        """The state space the instruction gives address operand `op`: its space qualifiers are read
        in order, one an address (cp.async's dst then src; a tensor address takes the `.global`), the
        last one for the rest of a one-space instruction, `.shared` for a trailing mbarrier address;
        None for a generic address."""
        spaces = [q for q in self.ins.qualifiers if q in _ADDR_SPACES]
        if not spaces:
            return None
        addrs = [o for o in self.ins.operands if isinstance(o, Address)]
        k = next((i for i, o in enumerate(addrs) if o is op), 0)
        if len(spaces) == 1:
            return spaces[0]
        return spaces[k] if k < len(spaces) else ".shared"

    def addr(self, op: Operand, what: str = "address") -> bool:
        if not isinstance(op, Address):
            self.err(f"{what} must be an address [..]")
            return False
        b = op.base
        if (isinstance(b, Imm) and op.coords is None and ".local" not in self.ins.qualifiers
                and self.ins.opcode != "fence"):  # fence.proxy.tensormap takes `[64]`
            self.err("Immediate addresses allowed only for .local state space")
            return False
        if op.coords is not None and op.offset:  # `[map+8, {x, y}]` does not parse
            self.err(f"{what}: a tensor address takes no offset ('{op.text}')")
            return False
        if isinstance(b, Reg):
            t = self.c.lookup(b.name)
            if t is None:
                self.err(f"{what}: '{b.name}' is not declared")
                return False
            if t.startswith("sym:") and op.coords is None:
                # a variable's own space must be the one the instruction gives this address
                want, have = self.space_of(op), t[4:]
                if not self.addr_space(op, want, what):
                    return False
                if want is None and self.ins.opcode == "prefetchu" and have != ".global":
                    self.err("Non-generic address is not supported as operand for prefetchu instruction "
                             f"('{b.name}' is {have})")
                    return False
                if want is None and self.ins.opcode == "mbarrier" and have != ".shared":
                    self.err(f"Illegal state space for address operand '{b.name}' with instruction "
                             "'mbarrier'")
                    return False
                return True
            if t.startswith("sym:") or t == "label:":
                return True
            if self.c.member_of(b.name) or t.startswith("vec"):  # ptxas: a syntax error near '.x'
                self.err(f"{what}: a vector register or its member '{b.name}' cannot be an address")
                return False
            ti = TYPES.get(t)
            # ptxas 13.5 takes any integer/bit register as an address base (even .b8/.s16)
            if ti is None or ti.kind not in "bus":
                self.err(f"{what}: address register '{b.name}' must be an integer register, is {t[1:]}")
                return False
            if (ti.bits == 32 and self.ins.opcode in _ABI64_OPS and self.ins.qualifiers[:1] != (".async",)
                    and ".tensormap" not in self.ins.qualifiers
                    and self.space_of(op) in (None, ".global")):
                self.err("32-bit addressing of a global/generic address is not supported on sm_90 or higher "
                         f"(needs a 64-bit register, '{b.name}' is {t[1:]})")
                return False
        return True

    def addr_space(self, op: Operand, space: str | None, what: str) -> bool:
        """A variable named as the address must live in the instruction's state space (ptxas: "State
        space mismatch between instruction and address"); generic and .param addresses take any."""
        if not space or not isinstance(op, Address) or not isinstance(op.base, Reg):
            return True
        t = self.c.lookup(op.base.name) or ""
        sp, mine = t[4:], space.split("::")[0]
        kinds = (".global", ".shared", ".const", ".local")
        if t.startswith("sym:") and sp in kinds and mine in kinds and sp != mine:
            self.err(f"{what}: state space mismatch between '{self.ins.name}' and the {sp[1:]} variable "
                     f"'{op.base.name}'")
            return False
        return True

    def imm(self, op: Operand, allowed: Iterable[int] | None, what: str) -> bool:
        if not isinstance(op, Imm) or not isinstance(op.value, int):
            self.err(f"{what} must be an integer immediate")
            return False
        if allowed is not None:
            al = tuple(allowed)
            if op.value not in al:
                self.err(f"{what}: unexpected value {op.value}, expected {' or '.join(map(str, al))}")
                return False
        return True

    def label(self, op: Operand, what: str = "branch target") -> bool:
        if isinstance(op, Reg) and self.c.lookup(op.name) == "label:":
            return True
        if isinstance(op, Reg) and op.name in self.c.functions:
            return True
        self.err(f"{what}: '{getattr(op, 'name', op)}' is not a label")
        return False


class _Checker:
    def __init__(self, mod: Module, target: str | None) -> None:
        self.mod = mod
        self.diags: list[Diagnostic] = list(mod.diagnostics)
        self.version = mod.version
        self.target: Target | None = None
        self.arch: Target | None = None  # the GPU given to check(), when other than the .target
        self.scopes: list[dict[str, str]] = [{}]
        self.functions: set[str] = set()
        self.headers: dict[str, FuncHeader] = {}  # for call's arguments
        self.handles: set[str] = set()  # .texref/.surfref/.samplerref variables (texture handles)
        self._setup_target(target)

    def _setup_target(self, target: str | None) -> None:
        mod = self.mod
        ln, col = mod.version_loc
        if mod.version is None:
            self.diags.append(Diagnostic(1, 1, "error", "missing .version directive"))
        elif mod.version > MAX_PTX:
            self.diags.append(Diagnostic(ln, col, "error",
                                         f"unsupported .version {_version_str(mod.version)}; "
                                         f"newest is {_version_str(MAX_PTX)}"))
        tl, tc = mod.target_loc
        names = [t for t in mod.target if t.startswith("sm_") or t.startswith("compute_")]
        mt = names[0] if names else None
        for t in mod.target:
            if not known_target(t) and t not in ("texmode_unified", "texmode_independent", "debug",
                                                 "map_f64_to_f32"):
                self.diags.append(Diagnostic(tl, tc, "error", f"unknown target '{t}'"))
        if not mod.target:
            self.diags.append(Diagnostic(1, 1, "error", "missing .target directive"))
        # `target` is the GPU (ptxas -arch); the instructions are checked against the module's own
        # .target, which must be one that GPU can run (a PTX 6.0 module for sm_30 runs on sm_90a)
        name = mt or target
        if target and mt:
            arch = parse_target(target)
            mods = [parse_target(t) for t in names if known_target(t)]
            if arch is None or not known_target(target):
                self.diags.append(Diagnostic(tl, tc, "error", f"unknown GPU target '{target}'"))
            elif mods and not any(compiles_for(m, arch) for m in mods):
                self.diags.append(Diagnostic(tl, tc, "error", f"a module for .target '{mt}' cannot be "
                                             f"compiled for '{target}'"))
            if arch is not None and arch.name != (parse_target(mt) or arch).name:
                self.arch = arch
        if name:
            self.target = parse_target(name)
            key = self.target.name if self.target else name
            minv = TARGET_MIN_PTX.get(key)
            if minv and mod.version and mod.version < minv:
                self.diags.append(Diagnostic(tl, tc, "error",
                                             f"PTX .version {_version_str(mod.version)} does "
                                             f"not support .target {name} (needs {_version_str(minv)})"))
            if "map_f64_to_f32" in mod.target and self.target is not None and self.target.sm >= 13:
                self.diags.append(Diagnostic(tl, tc, "error", "map_f64_to_f32 is only for sm_10-sm_12 "
                                             "targets (sm_13 and later have double precision)"))
            if self.target is not None and self.target.sm < OLDEST_MODELLED_SM:
                self.diags.append(Diagnostic(tl, tc, "warning", f".target {self.target.name}: the sm_1x "
                                             "instruction requirements are not modelled; instructions are "
                                             f"checked as for sm_{OLDEST_MODELLED_SM}"))
                self.target = parse_target(f"sm_{OLDEST_MODELLED_SM}")

    def vector_len(self, name: str) -> int:
        t = self.lookup(name)
        return int(t[3:t.index(":")]) if t is not None and t.startswith("vec") else 0

    def member_of(self, name: str) -> str | None:
        """The vector register `name` is a member of (`v.x`, `v.a`: manual 6.4.3), else None."""
        m = _MEMBER.match(name)
        if m is None:
            return None
        t = self._lookup(m.group(1))
        return m.group(1) if t is not None and t.startswith("vec") else None

    def lookup(self, name: str) -> str | None:
        t = self._lookup(name)
        if t is None:
            m = _MEMBER.match(name)  # `v.y` of a vector register `.reg .v2 .u32 v` (or of a range's `z1`)
            if m is not None:
                base = self._lookup(m.group(1))
                if base is not None and base.startswith("vec"):
                    n = int(base[3:base.index(":")])
                    return base[base.index(":") + 1:] if _MEMBERS[m.group(2)] < n else None
        return t

    def _lookup(self, name: str) -> str | None:
        m = None
        for s in reversed(self.scopes):
            t = s.get(name)
            if t is not None:
                return t
            ranges = s.get(_RANGES)
            if ranges:
                # `%r<100>` is kept as a range, never expanded: %r0 .. %r99 (no leading zeros)
                if m is None:
                    m = _NUM_SUFFIX.match(name)
                if m:
                    r = ranges.get(m.group(1))
                    idx = m.group(2)
                    if r is not None and int(idx) < r[0] and (idx == "0" or idx[0] != "0"):
                        return r[1] if r[2] == 1 else f"vec{r[2]}:{r[1]}"
        if name.startswith("%"):
            t = SPECIAL_REGS.get(name)
            if t is not None:
                return t
        if name in self.functions:  # a function's address (`mov.b64 %rd1, f;`, .calltargets)
            return "sym:.func"
        if name == "WARP_SZ":  # the predefined constant (manual 5.5: "WARP_SZ", the warp size)
            return ".u32"
        return None

    def need_ptx(self, v: tuple[int, int], what: str, line: int, column: int) -> None:
        if self.version is not None and self.version < v:
            self.diags.append(Diagnostic(line, column, "error", f"{what} requires PTX ISA version "
                                         f"{_version_str(v)} or later (module has .version "
                                         f"{_version_str(self.version)})"))

    def _type_gates(self, typ: str, vector: int, line: int, column: int) -> None:
        v = TYPE_PTX.get(typ)
        if v is not None:
            self.need_ptx(v, f"type '{typ}'", line, column)
        ti = type_of(typ)
        if vector > 1 and ti is not None and ti.bits * vector > 128:
            self.diags.append(Diagnostic(line, column, "error", f"vector type .v{vector} {typ} is too large "
                                         "(exceeds the 128-bit limit)"))

    def _directive(self, d: Directive) -> None:
        v = DIRECTIVE_PTX.get(d.name)
        if v is not None:
            self.need_ptx(v, f"'{d.name}'", d.line, d.column)
        if d.name == ".callprototype":  # a prototype's own directives: `... .abi_preserve 4;`
            for group in re.findall(r"\(([^()]*)\)", d.args):
                for item in (x.strip() for x in group.split(",") if x.strip()):
                    words = [w for w in item.split() if not w.startswith(".") and not w.isdigit()]
                    if not words:  # ptxas: "Parsing error near ')'" for `(.reg .f64)`
                        self.diags.append(Diagnostic(d.line, d.column, "error", f"the .callprototype "
                                                     f"parameter '{item}' has no name"))
            for word in re.findall(r"\.\w+", d.args):
                v = DIRECTIVE_PTX.get(word)
                if v is not None:
                    self.need_ptx(v, f"'{word}'", d.line, d.column)
        if d.name == ".pragma":
            for word in re.findall(r"[A-Za-z_]\w*", d.args)[:1]:
                v = PRAGMA_PTX.get(word)
                if v is not None:
                    self.need_ptx(v, f"pragma '{word}'", d.line, d.column)

    def declare(self, var: Var, line: int, column: int) -> None:
        scope = self.scopes[-1]
        self._type_gates(var.type, var.vector, line, column)
        if var.vector > 1 and var.type == ".pred":
            self.diags.append(Diagnostic(line, column, "error", "Predicate type can only be used to define "
                                         "scalar register variables"))
        if var.space == ".param" and var.vector > 1:  # ptxas: "cannot be allocated in .param state space"
            self.diags.append(Diagnostic(line, column, "error", f"'{var.name}': a vector cannot be allocated "
                                         "in the .param state space"))
        if var.space == ".reg":
            if var.type not in REG_TYPES:
                self.diags.append(Diagnostic(line, column, "error", f"'{var.type}' is not a register type"))
            if var.array:  # ptxas: "Variable 'a' cannot be allocated into a register"
                self.diags.append(Diagnostic(line, column, "error",
                                             f"register '{var.name}' cannot be an array"))
            # a vector register: "vecN:T"; its members `v.x`..`v.w`, `v.r`..`v.a` are found by lookup
            t = var.type if var.vector == 1 else f"vec{var.vector}:{var.type}"
        else:
            t = f"sym:{var.space}"
            if var.type in (".texref", ".surfref", ".samplerref") or var.space == ".tex":
                self.handles.add(var.name)  # `.tex .u32 t` is PTX 1.x's texture reference
        if var.name in scope and scope[var.name] != "label:":
            self.diags.append(Diagnostic(line, column, "error", f"'{var.name}' is declared twice"))
        scope[var.name] = t

    def run(self) -> list[Diagnostic]:
        stmts = self.mod.statements
        if self.mod.address_size == 32:  # ptxas 13.0 refuses it for every target (messages as ptxas's)
            ln, col = self.mod.address_size_loc
            old = self.target is not None and self.target.sm < 90
            why = ("32-bit compilation is no longer supported" if old else
                   "32-Bit ABI (--machine 32 or 32-Bit addressing) is not supported on sm_90 or higher "
                   "architectures")
            self.diags.append(Diagnostic(ln, col, "error", f".address_size 32: {why}"))
        for st in stmts:
            if isinstance(st, FuncHeader):
                self.functions.add(st.name)
                self.headers.setdefault(st.name, st)
        # module scope: global variables
        i = 0
        n = len(stmts)
        depth = 0
        while i < n:
            st = stmts[i]
            if isinstance(st, FuncHeader):
                params = st.params + st.returns
                seen: set[str] = set()
                for p in params:
                    if p.name in seen:  # ptxas: "Duplicate definition of variable"
                        self.diags.append(Diagnostic(st.line, st.column, "error",
                                                     f"'{p.name}' is declared twice"))
                    seen.add(p.name)
                    self._type_gates(p.type, p.vector, st.line, st.column)
                    if p.space == ".param" and p.vector > 1:
                        self.diags.append(Diagnostic(st.line, st.column, "error", f"parameter '{p.name}': a "
                                                     "vector cannot be allocated in the .param state space"))
                for d in st.directives:
                    self._directive(d)
                    if d.name == ".noreturn" and st.kind == ".entry":  # ptxas: a syntax error
                        self.diags.append(Diagnostic(d.line, d.column, "error",
                                                     "'.noreturn' is for a .func, not an .entry"))
                if st.kind == ".entry":
                    for p in st.params:
                        if p.array and p.count == 0:
                            self.diags.append(Diagnostic(
                                st.line, st.column, "error",
                                f"parameter '{p.name}' of an entry function cannot be an incomplete array"))
                body_start = i + 1
                if st.is_prototype or body_start >= n or not (isinstance(stmts[body_start], Scope)
                                                              and stmts[body_start].open):
                    i += 1
                    continue
                # find the function's extent and its labels (labels may be used before they appear)
                j = body_start
                d = 0
                labels: dict[str, str] = {}
                while j < n:
                    sj = stmts[j]
                    if isinstance(sj, Scope):
                        d += 1 if sj.open else -1
                        if d == 0:
                            break
                    elif isinstance(sj, Label):
                        labels[sj.name] = "label:"
                    j += 1
                fscope: dict[str, str] = dict(labels)
                for p in params:
                    if p.space != ".reg":
                        fscope[p.name] = "sym:.param"
                        continue
                    if p.array:
                        self.diags.append(Diagnostic(st.line, st.column, "error",
                                                     f"register parameter '{p.name}' cannot be an array"))
                    fscope[p.name] = p.type if p.vector == 1 else f"vec{p.vector}:{p.type}"
                self.scopes.append(fscope)
                for k in range(body_start + 1, min(j, n)):
                    self._stmt(stmts[k])
                del self.scopes[1:]
                self._call_sequence(stmts[body_start + 1:min(j, n)])
                i = j + 1
                continue
            if isinstance(st, Scope):
                depth += 1 if st.open else -1
                if depth < 0:
                    self.diags.append(Diagnostic(st.line, st.column, "error", "unbalanced '}'"))
                    depth = 0
            elif isinstance(st, Decl):
                self._decl(st)
            elif isinstance(st, Directive):
                self._directive(st)
            elif isinstance(st, Instruction):
                self.diags.append(Diagnostic(st.line or 1, st.column or 1, "error",
                                             f"instruction '{st.name}' outside a function body"))
            i += 1
        self._unresolved(stmts)
        return self.diags

    def _call_sequence(self, body: list[object]) -> None:
        """ptxas 13.5: "Function call sequence invalid: 'ld.param' of 'p' without corresponding call"
        when a function body's own .param (a call's argument or return slot) is read but no call of
        the body returns into it (whether the read follows the call is not checked here)."""
        local = {v.name for st in body if isinstance(st, Decl) and st.space == ".param" for v in st.names}
        if not local:
            return
        returned = {it.name for st in body if isinstance(st, Instruction) and st.opcode == "call"
                    and st.operands and isinstance(st.operands[0], ParamList)
                    for it in st.operands[0].items if isinstance(it, Reg)}
        for st in body:
            if isinstance(st, Instruction) and st.opcode == "ld" and ".param" in st.qualifiers:
                for op in st.operands[1:2]:
                    base = op.base if isinstance(op, Address) else None
                    if isinstance(base, Reg) and base.name in local and base.name not in returned:
                        self.diags.append(Diagnostic(st.line or 1, st.column or 1, "error",
                                                     f"'ld.param' of '{base.name}' without a call that "
                                                     "returns into it (function call sequence invalid)"))

    def _unresolved(self, stmts: list[object]) -> None:
        """ptxas (without -c) and the driver's loader link the module alone: a function it declares
        but never defines is "Unresolved extern function" where it is called, and where it is not
        .extern even when it is not (ptxas 13.0 and 13.5; tests/isa/test_realworld_sweep.py)."""
        defined = set()
        for k, st in enumerate(stmts):
            if isinstance(st, FuncHeader) and not st.is_prototype and k + 1 < len(stmts) \
                    and isinstance(stmts[k + 1], Scope) and stmts[k + 1].open:
                defined.add(st.name)
            elif isinstance(st, Directive) and st.name == ".alias":  # `.alias g, f;` defines g as f
                defined.add(st.args.split(",")[0].strip())
        declared = {st.name: st for st in stmts if isinstance(st, FuncHeader) and st.name not in defined
                    and st.name not in _SYSCALLS}
        if not declared:
            return
        called = {op.name for st in stmts if isinstance(st, Instruction) and st.opcode == "call"
                  for op in st.operands if isinstance(op, Reg) and op.name in declared}
        for name, h in declared.items():
            if name in called or ".extern" not in h.linkage:
                self.diags.append(Diagnostic(h.line, h.column, "error",
                                             f"unresolved extern function '{name}' (declared, never "
                                             "defined: ptxas without -c and the driver's loader link the "
                                             "module alone)"))

    def _decl(self, st: Decl) -> None:
        v = self.mod.version
        if st.space in (".reg", ".local") and len(self.scopes) == 1 and v is not None and v >= (3, 0):
            # ptxas 13.5: before PTX 3.0 they compile without the ABI (a warning), from 3.0 not at all
            self.diags.append(Diagnostic(st.line, st.column, "error", f"module-scope {st.space} variables "
                                         "are not allowed with the ABI (PTX 3.0 and later)"))
        if st.space == ".tex":  # ptxas 13.5: "Deprecated feature: '.tex' not supported as of PTX version 1.5"
            if v is not None and v >= (1, 5):
                self.diags.append(Diagnostic(st.line, st.column, "error", "the .tex state space is not "
                                             "supported as of PTX 1.5 (declare a .global .texref)"))
            if st.type not in (".u32", ".u64"):
                self.diags.append(Diagnostic(st.line, st.column, "error",
                                             f"a .tex variable is .u32 or .u64, not {st.type}"))
        complete = "=" in st.text or re.search(r"\.extern\b", st.text) is not None
        for v in st.names:
            if v.array and v.count == 0 and not complete and st.space not in (".param", ".reg"):
                # `x[]` has a size only from an initialiser, or another module's (ptxas 13.5)
                self.diags.append(Diagnostic(st.line, st.column, "error",
                                             f"non-external variable '{v.name}' has incomplete type"))
            self.declare(v, st.line, st.column)
        for r in st.ranges:
            scope = self.scopes[-1]
            self._type_gates(r.type, r.vector, st.line, st.column)
            if r.vector > 1 and r.type == ".pred":
                self.diags.append(Diagnostic(st.line, st.column, "error", "Predicate type can only be used "
                                             "to define scalar register variables"))
            if r.type not in REG_TYPES:
                self.diags.append(Diagnostic(st.line, st.column, "error",
                                             f"'{r.type}' is not a register type"))
            scope.setdefault(_RANGES, {})[r.prefix] = (r.count, r.type, r.vector)  # type: ignore[index]

    def _stmt(self, st: object) -> None:
        if isinstance(st, Scope):
            if st.open:
                self.scopes.append({})
            elif len(self.scopes) > 2:
                self.scopes.pop()
        elif isinstance(st, Decl):
            self._decl(st)
        elif isinstance(st, Directive):
            self._directive(st)
        elif isinstance(st, Instruction):
            self._instruction(st)
        elif isinstance(st, FuncHeader):
            self.diags.append(Diagnostic(st.line, st.column, "error", "function defined inside a function"))

    def _instruction(self, ins: Instruction) -> None:
        ctx = Ctx(self, ins)
        try:
            if ins.guard is not None:
                ctx.pred(ins.guard, "guard predicate")
            if any(getattr(op, "sel", "") or getattr(op, "minus", False) for op in ins.operands):
                for m in video_selectors(ins):
                    ctx.err(m)
            rule, nq = find_rule(ins)
            if rule is None:
                ctx.err(f"unknown instruction '{ins.opcode if nq < 0 else ins.name}'")
            else:
                rule(ins, list(ins.qualifiers[nq:]), ctx)
                for v, what in modifier_gates(ins.name, ins.qualifiers):
                    ctx.need_ptx(v, f"'{what}'")
        except Exception as e:  # a rule must never take check() down; report instead
            ctx.err(f"internal checker error on '{ins.name}': {type(e).__name__}: {e}")
        for m in ctx.errors:
            self.diags.append(Diagnostic(ins.line or 1, ins.column or 1, "error", m))


# functions ptxas itself provides to a module that declares them (.extern, any prototype)
_SYSCALLS = frozenset({"vprintf", "malloc", "free", "__assertfail"})


def check(text: str, target: str | None = None) -> list[Diagnostic]:
    """Every diagnostic for the module `text` (compiled for `target`, default: its .target)."""
    try:
        mod = parse_module(text)
        diags = _Checker(mod, target).run()
    except RecursionError:
        return [Diagnostic(1, 1, "error", "input nested too deeply")]
    return sorted(diags)


__all__ = ["check", "Ctx", "SPECIAL_REGS", "Address", "ParamList", "PredPair", "Imm", "Reg", "Vector"]
