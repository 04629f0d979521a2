"""The form engine: instruction forms written in the manual's own syntax, matched generically.

A form is one line of a "Syntax" block, e.g.

    Form("add{.rnd}{.ftz}{.sat}.f32", "r:t0, ri:t0, ri:t0", ptx=(1, 0), targets=">=20")

Qualifier components:
  `.word`      a literal modifier that must be present (`.sync`, `.wide`)
  `{.word}`    an optional literal
  `.<cls>`     a mandatory choice from the value class CLASSES[cls] (e.g. `.<rnd>`)
  `{.<cls>}`   an optional choice
A component whose values are all PTX types is a *type slot*; type slots are positional (ptxas reads
`dtype.atype` in order) while modifiers may come in any order (ptxas accepts `.aligned.sync`).

Operand specs (comma separated), one per operand:
  r:T   register of type T      ri:T  register or immediate      i:T  immediate only
  p     predicate register      pi    predicate or immediate     pq    predicate, or `p|q` pair
  a     address [..]            l     label                      _     anything (not checked)
  at    tensor-memory address [reg{+imm}] (no variable)
  ar    a shared-memory address of the bulk tensor copies: `[..]`, or (ptxas takes it) a bare register
  am    the mbarrier of a plain bulk copy: `[..]`, a bare 64-bit register or an integer literal
  vN:T  vector of N registers   T is `tK` (the K-th type slot's value) or a type name (`b32`).
  rn:T  register or a numeric literal (no `var+imm` address constant)
  rp:T  register or immediate of T, or a predicate (`!p` too): cp.async's src-size / ignore-src
  A trailing `?` marks the operand optional (only at the end).
  `@lo..hi` and/or `%m` after the type bound an immediate (`ri:u32@0..255`, `ri:b32@32..512%32`):
  ptxas's "value out of range" / "expected to be multiple of".
  `*` suffix on the type (`r:t0*`) applies the relaxed width rule (wider register allowed); `!` refuses
  a float register, `~` a scalar float one (a packed .f16x2 passes), `=` wants the exact type, `^`
  also takes a brace `{x, ...}` of .b16 registers and integer literals, read as its first element
  (ptxas 13.0's reading of cp.async.bulk's ctaMask), `{}` also takes a one-element brace `{x}` as x.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ptxemu.isa.statement import Address, Imm, Instruction, PredPair, Reg, Vector
from ptxemu.isa.targets import Req, req
from ptxemu.isa.types import TYPES

CLASSES: dict[str, tuple[str, ...]] = {
    "rnd": (".rn", ".rz", ".rm", ".rp"),
    "irnd": (".rni", ".rzi", ".rmi", ".rpi"),
    "ftz": (".ftz",), "sat": (".sat",),
    "int": (".u16", ".u32", ".u64", ".s16", ".s32", ".s64"),
    "int32": (".u32", ".s32"), "int64": (".u64", ".s64"), "int16x2": (".u16x2", ".s16x2"),
    "iall": (".u8", ".u16", ".u32", ".u64", ".s8", ".s16", ".s32", ".s64"),
    "uint": (".u16", ".u32", ".u64"), "sint": (".s16", ".s32", ".s64"),
    "ctagroup": (".cta_group::1", ".cta_group::2"),
    "int1632": (".u16", ".u32", ".s16", ".s32"),
    "ubitint": (".b16", ".b32", ".b64", ".u16", ".u32", ".u64"),
    "bits": (".b16", ".b32", ".b64"), "bits32_64": (".b32", ".b64"),
    "bitint": (".b16", ".b32", ".b64", ".u16", ".u32", ".u64", ".s16", ".s32", ".s64"),
    "bitint3264": (".b32", ".b64", ".u32", ".u64", ".s32", ".s64"),
    "lgc": (".b16", ".b32", ".b64", ".pred"),
    "ldst": (".b8", ".b16", ".b32", ".b64", ".b128", ".u8", ".u16", ".u32", ".u64", ".s8", ".s16",
             ".s32", ".s64", ".f16", ".f16x2", ".f32", ".f64"),
    "mov": (".pred", ".b16", ".b32", ".b64", ".u16", ".u32", ".u64", ".s16", ".s32", ".s64", ".f32",
            ".f64", ".b128"),
    "movvec": (".b16", ".b32", ".b64", ".u16", ".u32", ".u64", ".s16", ".s32", ".s64", ".f32", ".f64"),
    "selp": (".b16", ".b32", ".b64", ".u16", ".u32", ".u64", ".s16", ".s32", ".s64", ".f32", ".f64"),
    "cmp": (".eq", ".ne", ".lt", ".le", ".gt", ".ge", ".lo", ".ls", ".hi", ".hs"),
    "icmp": (".eq", ".ne", ".lt", ".le", ".gt", ".ge"),
    "ucmp": (".eq", ".ne", ".lt", ".le", ".gt", ".ge", ".lo", ".ls", ".hi", ".hs"),
    "bcmp": (".eq", ".ne"),
    "fcmp": (".eq", ".ne", ".lt", ".le", ".gt", ".ge", ".equ", ".neu", ".ltu", ".leu", ".gtu", ".geu",
             ".num", ".nan"),
    "boolop": (".and", ".or", ".xor"),
    "f32f64": (".f32", ".f64"),
    "half": (".f16", ".f16x2"), "bhalf": (".bf16", ".bf16x2"),
    "ss": (".global", ".shared", ".shared::cta", ".shared::cluster", ".local", ".const", ".param",
           ".param::entry", ".param::func"),
    "ldss": (".global", ".shared", ".shared::cta", ".shared::cluster", ".local", ".const", ".param",
             ".param::entry", ".param::func"),
    "stss": (".global", ".shared", ".shared::cta", ".shared::cluster", ".local", ".param",
             ".param::func"),
    "ldcop": (".ca", ".cg", ".cs", ".lu", ".cv"),
    "stcop": (".wb", ".cg", ".cs", ".wt"),
    "vec": (".v2", ".v4", ".v8"),
    "sem_ld": (".relaxed", ".acquire", ".volatile", ".weak", ".mmio"),
    "sem_st": (".relaxed", ".release", ".volatile", ".weak", ".mmio"),
    "scope": (".cta", ".cluster", ".gpu", ".sys"),
    "l1ev": (".L1::evict_normal", ".L1::evict_unchanged", ".L1::evict_first", ".L1::evict_last",
             ".L1::no_allocate"),
    "l2ev": (".L2::evict_normal", ".L2::evict_first", ".L2::evict_last"),
    "l2pf": (".L2::64B", ".L2::128B", ".L2::256B"),
    "l2hint": (".L2::cache_hint",),
    "shflmode": (".up", ".down", ".bfly", ".idx"),
    "voteop": (".all", ".any", ".uni"),
    "mulmode": (".hi", ".lo"),
    "madmode": (".hi", ".lo"),
    "shfmode": (".l", ".r"), "shfclamp": (".clamp", ".wrap"),
    "prmtmode": (".f4e", ".b4e", ".rc8", ".ecl", ".ecr", ".rc16"),
    "approx": (".approx",), "full": (".full",),
    "atomop": (".and", ".or", ".xor", ".cas", ".exch", ".add", ".inc", ".dec", ".min", ".max"),
    "vecop": (".add", ".min", ".max"),
    "vec32": (".v2", ".v4"),
    "halfword": (".f16", ".bf16"),
    "packedhalf": (".f16x2", ".bf16x2"),
    "redop": (".and", ".or", ".xor", ".add", ".inc", ".dec", ".min", ".max"),
    "atomsem": (".relaxed", ".acquire", ".release", ".acq_rel"),
    "atomss": (".global", ".shared", ".shared::cta", ".shared::cluster"),
    "atomtype": (".b32", ".b64", ".u32", ".u64", ".s32", ".s64", ".f32", ".f64", ".b128"),
    "fence_sem": (".sc", ".acq_rel", ".acquire", ".release"),
    "membar_lvl": (".cta", ".gl", ".sys"),
    "cvta_ss": (".global", ".shared", ".shared::cta", ".shared::cluster", ".local", ".const", ".param",
                ".param::entry"),
    "size": (".u32", ".u64"),
    "relu": (".relu",), "nan": (".NaN",), "xorsign": (".xorsign",), "abs": (".abs",),
    "uni": (".uni",), "aligned": (".aligned",),
    "testop": (".finite", ".infinite", ".number", ".notanumber", ".normal", ".subnormal"),
    "barop": (".popc", ".and", ".or"),
    "dim": (".1d", ".2d", ".3d", ".4d", ".5d"),
    "cpsize": (),
    "mbar_sem": (".release", ".relaxed"), "mbar_sem_acq": (".acquire", ".relaxed"),
    "mbar_scope": (".cta", ".cluster"),
    "mbar_ss": (".shared", ".shared::cta", ".shared::cluster"),
    "mbar_ss_cta": (".shared", ".shared::cta"),
    "cluster_sem": (".release", ".relaxed"), "cluster_sem_acq": (".acquire",),
    "policy": (".L2::evict_last", ".L2::evict_normal", ".L2::evict_first", ".L2::evict_unchanged"),
    "incdec": (".inc", ".dec"),
    "tmap_field1": (".global_address", ".rank"),
    "tmap_field2": (".box_dim", ".global_dim", ".global_stride", ".element_stride"),
    "tmap_ss": (".global", ".shared::cta"),
    "tc_shape1": (".32x32b", ".16x64b", ".16x128b", ".16x256b"),
    "tc_num": (".x1", ".x2", ".x4", ".x8", ".x16", ".x32", ".x64", ".x128"),
    "tc_cpshape": (".128x256b", ".4x256b", ".128x128b", ".64x128b", ".32x128b"),
    "tc_multicast": (".warpx2::02_13", ".warpx2::01_23", ".warpx4"),
    "tc_srcfmt": (".b6x16_p32", ".b4x16_p64"),
    "tc_kind": (".kind::f16", ".kind::tf32", ".kind::f8f6f4", ".kind::i8"),
    "tc_bskind": (".kind::mxf8f6f4", ".kind::mxf4", ".kind::mxf4nvf4"),
    "tc_scalevec": (".scale_vec::1X", ".scale_vec::2X", ".scale_vec::4X", ".block16", ".block32"),
    "tc_collector": (".collector::a::fill", ".collector::a::use", ".collector::a::lastuse",
                     ".collector::a::discard"),
    "ctaid_dim": (".get_first_ctaid::x", ".get_first_ctaid::y", ".get_first_ctaid::z"),
    "matchmode": (".any", ".all"),
    "cpcache": (".ca", ".cg"),
    "bfind": (".shiftamt",),
    "dpmode": (".lo", ".hi"),
    "prefetch_ss": (".global", ".local"),
    "prefetch_lvl": (".L1", ".L2", ".L2::evict_last", ".L2::evict_normal"),
    "fence_proxy": (".proxy.async", ".proxy.alias"),
    "fence_proxy_ss": (".global", ".shared::cta", ".shared::cluster", ".shared"),
    "sync_restrict": (".sync_restrict::shared::cluster", ".sync_restrict::shared::cta"),
}


@dataclass(frozen=True)
class Slot:
    values: tuple[str, ...]
    optional: bool
    name: str  # class name or the literal
    is_type: bool = False  # all values are PTX types: a positional slot


_COMP_RE = re.compile(r"\{\.([<>\w:]+)\}|\.([<>\w:]+)")


@dataclass
class Form:
    syntax: str
    operands: str
    ptx: tuple[int, int] = (1, 0)
    targets: str = ">=20"
    # extra constraints: fn(ins, chosen: dict[name->value], ctx) reporting via ctx.err
    extra: Callable | None = None
    what: str = ""
    lead: int = 0  # the first `lead` components are literals that must open the qualifiers, in order
    # what each operand is, in the manual's words ("dst, src, cp-size, cache-policy"): execution reads
    # operands by role (operand_roles) so that check and the interpreter share one reading of positions
    roles: str = ""
    opcode: str = field(init=False)
    slots: list[Slot] = field(init=False)
    req: Req = field(init=False)
    ops: list[tuple[str, str, bool]] = field(init=False)
    type_slots: list[Slot] = field(init=False)
    mod_slots: list[Slot] = field(init=False)

    def __post_init__(self) -> None:
        m = re.match(r"([A-Za-z_][\w]*)", self.syntax)
        assert m, self.syntax
        self.opcode = m.group(1)
        self.slots = []
        for cm in _COMP_RE.finditer(self.syntax, m.end()):
            raw = cm.group(1) or cm.group(2)
            optional = cm.group(1) is not None
            if raw.startswith("<"):
                name = raw[1:-1]
                vals = CLASSES[name]
                self.slots.append(Slot(vals, optional, name, all(v in TYPES for v in vals)))
            else:
                self.slots.append(Slot(("." + raw,), optional, "." + raw, "." + raw in TYPES))
        self.req = req(self.targets)
        self.ops = []
        for tok in [t.strip() for t in self.operands.split(",") if t.strip()]:
            opt = tok.endswith("?")
            tok = tok.rstrip("?")
            kind, _, ty = tok.partition(":")
            self.ops.append((kind, ty, opt))

        self.type_slots = [s for s in self.slots if s.is_type]
        self.mod_slots = [s for s in self.slots if not s.is_type]


# ptxas tolerates a repeated .sync/.sat/.satfinite/.approx (held-out set 5: ex2.approx.f16.approx);
# any other repeated modifier is "Multiple .X modifiers specified"
DUP_OK = frozenset({".sync", ".sat", ".satfinite", ".approx", ".cc"})


def duplicates(mods: Iterable[str], allow: Iterable[str] = ()) -> list[str]:
    """Modifiers written more than once (other than the tolerated ones)."""
    seen: set[str] = set()
    dups: list[str] = []
    ok = DUP_OK | set(allow)
    for m in mods:
        key = m.split("::")[0] if m.startswith(".kind::") else m
        if key in seen and key not in ok and key not in dups:
            dups.append(key)
        seen.add(key)
    return dups


def report_duplicates(mods: Iterable[str], ctx, allow: Iterable[str] = ()) -> bool:
    d = duplicates(mods, allow)
    for m in d:
        ctx.err(f"Multiple {m} modifiers specified")
    return bool(d)


def split_quals(quals: Iterable[str]) -> tuple[list[str], list[str]]:
    """(types in order, modifiers in order)."""
    types, mods = [], []
    for q in quals:
        (types if q in TYPES else mods).append(q)
    return types, mods


@dataclass
class Match:
    form: Form
    chosen: dict[str, str]
    problems: list[str]
    score: int


def match_form(form: Form, types: list[str], mods: list[str]) -> Match:
    problems: list[str] = []
    chosen: dict[str, str] = {}
    score = 0
    tslots = form.type_slots
    mandatory_t = [s for s in tslots if not s.optional]
    # positional type slots, optional ones may be skipped only when fewer types are written
    if len(types) < len(mandatory_t) or len(types) > len(tslots):
        problems.append("types")
        score -= 100
    else:
        ti = 0
        skip = len(tslots) - len(types)
        for s in tslots:
            if s.optional and skip > 0:
                skip -= 1
                continue
            t = types[ti]
            ti += 1
            if t in s.values:
                chosen[s.name if s.name not in chosen else s.name + str(ti)] = t
                score += 3
            else:
                problems.append("types")
                score -= 20
        chosen["_types"] = ".".join(types)
    mslots = form.mod_slots
    filled: dict[int, str] = {}  # slot index -> value (a class may have two slots: createpolicy)
    for m in duplicates(mods):
        problems.append(f"duplicate {m}")
        score -= 1
    for m in mods:
        idx = [i for i, s in enumerate(mslots) if m in s.values]
        if not idx:
            problems.append(f"modifier {m}")
            score -= 10
            continue
        if any(filled.get(i) == m for i in idx):
            continue  # a tolerated repeat (.sync)
        free = [i for i in idx if i not in filled]
        if not free:
            problems.append(f"conflict {filled[idx[0]]} {m}")
            score -= 5
            continue
        filled[free[0]] = m
        score += 2
    for i, s in enumerate(mslots):
        if not s.optional and i not in filled:
            problems.append(f"missing {s.name}")
            score -= 4
    for i, v in sorted(filled.items()):
        chosen.setdefault(mslots[i].name, v)
    return Match(form, chosen, problems, score)


_WIDE = {".u16": ".u32", ".u32": ".u64", ".s16": ".s32", ".s32": ".s64", ".b16": ".b32", ".b32": ".b64"}


def _type_of(spec: str, chosen: dict[str, str], form: Form, types: list[str]) -> list[str]:
    if spec.startswith("t") and spec[1:].isdigit():
        k = int(spec[1:])
        return [types[k]] if k < len(types) else []
    if spec.startswith("w") and spec[1:].isdigit():  # the double-width type (mul.wide/mad.wide)
        k = int(spec[1:])
        t = types[k] if k < len(types) else ""
        return [_WIDE.get(t, t)]
    return ["." + x for x in spec.split("|")]


# instructions whose scalar sources ptxas also takes as a one-element vector `{x}` (the sweep of
# tools/corpus/operand_kinds.py: add, bfe, ... refuse it; of mbarrier, only arrive's count)
_ONE_VECTOR_OK = frozenset({"mbarrier", "txq"})


def _bounded(op: Imm, bound: str, what: str, ctx) -> None:
    """An immediate within `lo..hi` and a multiple of `%m` (the spec's `@lo..hi%m`)."""
    rng, _, mult = bound.partition("%")
    v = int(op.value)
    if rng:
        lo, hi = (int(x) for x in rng.split(".."))
        if not lo <= v <= hi:
            ctx.err(f"{what}: value '{op.text}' out of range, expected to be in range [{lo}..{hi}]")
            return
    if mult and v % int(mult):
        ctx.err(f"{what}: unexpected value '{op.text}', expected to be multiple of {mult}")


def check_operands(form: Form, ins: Instruction, types: list[str], ctx) -> None:
    ops = ins.operands
    need = sum(1 for _, _, opt in form.ops if not opt)
    if not (need <= len(ops) <= len(form.ops)):
        want = str(need) if need == len(form.ops) else f"{need} to {len(form.ops)}"
        ctx.err(f"'{form.opcode}' takes {want} operands, got {len(ops)}")
        return
    for k, (op, (kind, ty, _)) in enumerate(zip(ops, form.ops, strict=False)):
        if k == 0 and isinstance(op, Reg) and op.negated and kind in ("r", "rq", "pk", "p", "pq"):
            ctx.err(f"Result register required for instruction '{ins.opcode}' ('{op.name}' is negated)")
            continue
        one_vector = ty.endswith("{}")
        ty = ty.removesuffix("{}")
        # mov's `{x}` is a pack of one: .bN types only (ptxas 13.0: "Argument vector size mismatch" for
        # mov.u32/.f32/.u16, "Vector operand is not allowed" for mov.pred)
        pack_of_one = kind == "pk" and all(
            t[1:2] == "b" for t in _type_of(ty.rstrip("*!=~^"), {}, form, types))
        if (isinstance(op, Vector) and len(op.items) == 1 and k > 0
                and (pack_of_one or one_vector or ins.opcode in _ONE_VECTOR_OK)
                and (ins.opcode != "mbarrier" or (ins.qualifiers[:1] in ((".arrive",), (".arrive_drop",))
                                                  and ".expect_tx" not in ins.qualifiers))):
            op = op.items[0]  # ptxas reads a one-element vector `{x}` as x here
        bound = ""
        if "@" in ty or "%" in ty:
            cut = min(i for i in (ty.find("@"), ty.find("%")) if i >= 0)
            ty, bound = ty[:cut], ty[cut:].lstrip("@")
        if bound and isinstance(op, Imm) and isinstance(op.value, int):
            _bounded(op, bound, f"operand {k + 1} of '{ins.name}'", ctx)
        first_of_brace = ty.endswith("^")
        ty = ty.rstrip("^")
        relaxed = ty.endswith("*")
        strict: bool | str = "scalar" if ty.endswith("~") else ty.endswith("!")
        exact = ty.endswith("=")
        ty = ty.rstrip("*!=~")
        wants = _type_of(ty, {}, form, types) if ty else [".b32"]
        what = f"operand {k + 1} of '{ins.name}'"
        if kind == "_":
            continue
        if first_of_brace and isinstance(op, Vector):
            # ptxas 13.0: `{h}` and `{1, 2}` pass, `{%us}` is "Vector is not expected", `{%r}` a mismatch
            for it in op.items:
                if isinstance(it, Imm) and isinstance(it.value, int) and it.bits is None:
                    continue
                if not (isinstance(it, Reg) and ctx.decl_type(it.name) == ".b16"):
                    ctx.err(f"{what}: a brace here holds .b16 registers or integer literals, not "
                            f"'{getattr(it, 'text', it)}'")
                    break
            continue
        if kind == "r":
            if isinstance(op, Vector):
                ctx.err(f"{what} must be a scalar register, not a vector")
            else:
                ctx.reg(op, wants, what, relaxed=relaxed, sink=k == 0, strict=strict, exact=exact)
        elif kind == "ri":
            ctx.reg(op, wants, what, imm=True, relaxed=relaxed, sink=k == 0, strict=strict)
        elif kind == "rn":  # register or a numeric literal (not `var+imm`)
            ctx.reg(op, wants, what, imm=True, relaxed=relaxed, strict=strict, literal=True)
        elif kind == "i":
            ctx.imm(op, None, what)
        elif kind == "p":  # a destination predicate takes no `!` ("Result register required")
            ctx.pred(op, what, negate=k != 0)
        elif kind == "pi":
            ctx.pred(op, what, imm=True)
        elif kind == "pq":
            if isinstance(op, PredPair):
                ctx.pred(op.first, what, negate=k != 0)
                if op.second.name != "_":
                    ctx.pred(op.second, what, negate=k != 0)
            else:
                ctx.pred(op, what, negate=k != 0)
        elif kind == "rq":  # register, or `r|p` (shfl, elect)
            if isinstance(op, PredPair):
                ctx.reg(op.first, wants, what, sink=True, strict=strict)
                ctx.pred(op.second, what)
            else:
                ctx.reg(op, wants, what, sink=True, strict=strict)
        elif kind == "rp":  # a register/immediate of the type, or a predicate
            if isinstance(op, Reg) and (op.negated or ctx.decl_type(op.name) == ".pred"):
                ctx.pred(op, what)
            else:
                ctx.reg(op, wants, what, imm=True, strict=strict)
        elif kind == "a":
            ctx.addr(op, what)
        elif kind == "ar":
            # a bare shared address of the bulk tensor copies, as ptxas 13.0 reads it: a register of
            # any width (not a predicate: ptxas runs out of memory), a float literal (!), a .shared
            # variable with or without `+imm`; an integer literal is "Immediate addresses allowed only
            # for .local", a .global variable "State space mismatch"
            t = ctx.decl_type(op.name) if isinstance(op, Reg) else None
            if isinstance(op, Reg) and t is not None and not t.startswith("sym:") and not op.offset:
                # a predicate: ptxas 13.0 runs out of memory in the .mbarrier forms, takes it in the
                # .bulk_group ones (not `!p`)
                if op.negated or (t == ".pred" and (".mbarrier::complete_tx::bytes" in ins.qualifiers
                                                     or ins.qualifiers[:1] != (".async",))):
                    ctx.err(f"{what}: a predicate is not an address")
                elif t.startswith("vec"):
                    ctx.err(f"{what}: Vector operand is not allowed")
            elif isinstance(op, Reg) and t is not None and t.startswith("sym:"):
                if not t[4:].startswith(".shared"):
                    ctx.err(f"State space mismatch between instruction and address in instruction "
                            f"'{ins.opcode}' ('{op.name}' is {t[4:]})")
            elif isinstance(op, Imm):
                if op.bits is None and not isinstance(op.value, float):
                    ctx.err("Immediate addresses allowed only for .local state space")
            elif isinstance(op, Address):
                ctx.addr(op, what)
            elif isinstance(op, Reg) and t is None:
                ctx.err(f"{what}: '{op.name}' is not declared")
            else:
                ctx.err(f"{what} must be an address [..] or a register")
        elif kind == "am":
            # the mbarrier of a plain bulk copy: `[..]`, a .b64 register, an integer literal; ptxas 13.0
            # also takes a .b16 register and a brace of one literal in cp.async.bulk (not cp.reduce)
            loose = ins.qualifiers[:1] == (".async",)
            if loose and isinstance(op, Vector) and len(op.items) == 1 and isinstance(op.items[0], Imm):
                op = op.items[0]
            if isinstance(op, Reg) and not (ctx.decl_type(op.name) or "sym:").startswith("sym:"):
                ctx.reg(op, (".b64", ".b16") if loose else (".b64",), what, strict=True)
            elif not (isinstance(op, Imm) and isinstance(op.value, int)):
                ctx.addr(op, what)
        elif kind == "at":  # a tensor-memory address: a register, no variable ("must be register")
            base = op.base if isinstance(op, Address) else None
            is_var = isinstance(base, Reg) and (ctx.decl_type(base.name) or "").startswith("sym:")
            if ctx.addr(op, what) and is_var:
                ctx.err(f"{what}: a tensor-memory address must be a register, not the variable '{base.name}'")
        elif kind == "l":
            ctx.label(op, what)
        elif kind.startswith("v"):
            if kind == "v" or not kind[1:].isdigit():
                continue
            ctx.vec(op, int(kind[1:]), wants, what, relaxed=relaxed)
        elif kind == "s":  # symbol or register (mov of an address)
            t = ctx.decl_type(op.name) if isinstance(op, Reg) else None
            if t is not None and t.startswith("sym:"):
                space = next((q for q in ins.qualifiers if q.startswith((".global", ".shared", ".local",
                                                                         ".const", ".param"))), None)
                if ins.opcode in ("mapa", "getctarank"):  # a shared::cluster address
                    space = ".shared"
                fam = (space or "").split("::")[0]
                if space is not None and t[4:].split("::")[0] != fam:
                    ctx.err(f"State space mismatch between instruction and address in instruction "
                            f"'{ins.opcode}' ('{op.name}' is {t[4:]})")
                continue
            ctx.reg(op, wants, what, imm=True, relaxed=relaxed)
        elif kind == "pk":  # mov pack/unpack: a scalar of the type, or a vector of its equal parts
            if isinstance(op, Vector):
                ti = TYPES.get(wants[0])
                n = len(op.items)
                # packing is a .bN move only (ptxas 13.0: mov.u64 d, {a, b} is "Arguments mismatch")
                if ti is None or ti.kind != "b" or n not in (2, 4) or ti.bits // n < 8:
                    ctx.err(f"{what}: cannot split {wants[0][1:]} into {n} parts")
                    continue
                part = f".b{ti.bits // n}"
                if not ctx.brace_items(op, what):
                    continue
                for it in op.items:
                    ctx.reg(it, part, what, imm=k > 0, sink=True)
            elif isinstance(op, Reg) and (ctx.decl_type(op.name) or "").startswith("vec"):
                # a whole vector register packs or unpacks like a brace of its members: ptxas takes
                # any element type whose elements fill the scalar exactly (mov.b64 d, v2_f32)
                vt = ctx.decl_type(op.name)
                n, et = int(vt[3:vt.index(":")]), vt[vt.index(":") + 1:]
                ti, te = TYPES.get(wants[0]), TYPES.get(et)
                if ti is None or te is None or n * te.bits != ti.bits or wants[0] == ".pred":
                    ctx.err(f"{what}: vector register '{op.name}' (.v{n}{et}) does not fill {wants[0][1:]}")
            elif k == 0:
                ctx.reg(op, wants, what, sink=True)
            elif (isinstance(op, Reg) and (ctx.decl_type(op.name) or "").startswith("sym:")
                  and wants[0] != ".pred"):
                # a variable's address: no float type ("Arguments mismatch" for mov.f32 f, var); a
                # bare .global one in 32 bits is ptxas 13.0's fatal "32-Bit ABI ... not supported"
                # (mov.b32 r, gbuf; `gbuf+8`, a .shared or .const one, or 16 bits pass)
                ti = TYPES.get(wants[0])
                if ti is not None and ti.kind == "f":
                    ctx.err(f"{what}: a variable's address is not a {wants[0][1:]} value")
                elif (ti is not None and ti.bits == 32 and not op.offset
                      and ctx.decl_type(op.name) == "sym:.global"):
                    ctx.err(f"{what}: the 32-bit address of the .global variable '{op.name}' (32-Bit ABI "
                            "is not supported on sm_90 or higher)")
                continue
            else:
                ctx.reg(op, wants, what, imm=True)


_MATCH_CACHE: dict[tuple[int, tuple[str, ...], int], Match | None] = {}


def _fits(form: Form, n: int) -> bool:
    need = sum(1 for _, _, opt in form.ops if not opt)
    return need <= n <= len(form.ops)


def best_match(forms: list[Form], quals: list[str], nops: int = -1) -> Match | None:
    """The first form without problems whose operand count fits, else the first without
    qualifier problems, else the closest one (memoised: modules repeat the same forms)."""
    key = (id(forms), tuple(quals), nops)
    hit = _MATCH_CACHE.get(key, False)
    if hit is not False:
        return hit
    types, mods = split_quals(quals)
    best: Match | None = None
    clean: Match | None = None
    for f in forms:
        m = match_form(f, types, mods)
        if not m.problems:
            if _fits(f, nops):
                clean = best = m
                break
            if clean is None:
                clean = m
            continue
        if best is None or m.score > best.score:
            best = m
    result = clean or best
    if len(_MATCH_CACHE) > 50000:
        _MATCH_CACHE.clear()
    _MATCH_CACHE[key] = result
    return result


def run_forms(forms: list[Form], ins: Instruction, quals: list[str], ctx,
              what: str | None = None) -> Match | None:
    """Match `ins` against its forms; report the best form's problems, or check its operands."""
    types, mods = split_quals(quals)
    best = best_match(forms, quals, len(ins.operands))
    name = what or ins.opcode
    if best is None:
        ctx.err(f"unknown instruction '{ins.name}'")
        return None
    if best.problems:
        for p in best.problems:
            if p == "types":
                ctx.err(f"unexpected instruction types '{''.join(types) or '(none)'}' for '{name}'")
            elif p.startswith("modifier"):
                ctx.err(f"modifier '{p.split()[1]}' is not allowed on '{name}'")
            elif p.startswith("conflict"):
                a, b = p.split()[1:]
                ctx.err(f"conflicting modifiers '{a}' and '{b}' on '{name}'")
            elif p.startswith("duplicate"):
                ctx.err(f"Multiple {p.split()[1]} modifiers specified")
            elif p.startswith("missing"):
                ctx.err(f"'{name}' requires a {p.split()[1].lstrip('.')} modifier")
        return None
    f = best.form
    label = f.what or name
    if f.lead and tuple(ins.qualifiers[:f.lead]) != tuple(sl.values[0] for sl in f.slots[:f.lead]):
        want = "".join(sl.values[0] for sl in f.slots[:f.lead])
        ctx.err(f"'{ins.opcode}{want}' must open the instruction name '{ins.name}'")
    ctx.need_ptx(f.ptx, f"'{label}'")
    ctx.need_target(f.req, f"'{label}'")
    check_operands(f, ins, types, ctx)
    if f.extra is not None:
        f.extra(ins, best.chosen, ctx)
    return best


def operand_roles(forms: list[Form], quals: list[str], operands: tuple) -> dict[str, object]:
    """The operands of an instruction by the role its form gives each position (Form.roles), for
    the form that check() matches; {} when the form names no roles or none matches cleanly."""
    m = best_match(forms, quals, len(operands))
    if m is None or m.problems or not m.form.roles or not _fits(m.form, len(operands)):
        return {}
    names = [r.strip() for r in m.form.roles.split(",")]
    return {names[k]: op for k, op in enumerate(operands) if k < len(names)}


def is_reg(op) -> bool:
    return isinstance(op, Reg)
