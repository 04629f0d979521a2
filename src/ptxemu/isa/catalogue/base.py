"""Base ISA forms (what nvcc -O3 and Triton emit), in the manual's syntax notation.

Each entry is one Syntax line of the PTX ISA 9.0 manual section named in the comment, with the
minimum PTX version from "PTX ISA Notes" and the targets from "Target ISA Notes".
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

from ptxemu.isa.catalogue.forms import CLASSES, Form
from ptxemu.isa.statement import Imm, Reg, Vector
from ptxemu.isa.targets import BLACKWELL_ALL, req
from ptxemu.isa.types import TYPES

F = Form
_TMAP = "sm_90a sm_100a sm_101a sm_110a sm_120a sm_121a sm_103a +sm_100f +sm_110f +sm_120f"
_TC05 = "sm_100a sm_101a sm_110a sm_103a +sm_100f +sm_110f"
_SM100_UP = req(">=100")


_SEM_NEEDS_SCOPE = (".relaxed", ".acquire", ".release")
_GENERIC_OR_GLOBAL = (None, ".global")


def _ldst_data(index: int):
    """ld/st data operand: a register (wider allowed for bit/integer types) or a .vN vector;
    plus the rules ptxas applies around it: a .relaxed/.acquire/.release needs a scope, .v8 is
    256-bit (PTX 8.8, sm_100+), and global/generic addresses are 64-bit."""
    def extra(ins, chosen, ctx) -> None:
        if index >= len(ins.operands):
            return
        sem = chosen.get("sem_ld") or chosen.get("sem_st")
        if sem in _SEM_NEEDS_SCOPE and not chosen.get("scope"):
            ctx.err(f"Modifier '{sem}' requires scope with '{ins.opcode}' instruction")
        if chosen.get("vec") == ".v8" and 8 * TYPES.get(chosen.get("ldst", ".b32"), TYPES[".b32"]).bits > 128:
            # 256 bits only: ptxas 13.0 takes st.v8.b8 / .v8.b16 on sm_90a
            ctx.need_ptx((8, 8), "'256 bit wide load/store'")
            ctx.need_target(_SM100_UP, "'256 bit wide load/store'")
        space = chosen.get("ldss") or chosen.get("stss")
        if len(ins.operands) < 2:
            return  # the operand count was reported already
        addr = ins.operands[1 - index]
        from ptxemu.isa.statement import Address, Reg
        if space in _GENERIC_OR_GLOBAL and isinstance(addr, Address) and isinstance(addr.base, Reg):
            t = ctx.decl_type(addr.base.name)
            if t in (".b32", ".u32", ".s32"):
                ctx.err("32-bit addressing of a global/generic address is not supported on sm_90 or "
                        "higher (needs a 64-bit register)")
        op = ins.operands[index]
        t = chosen.get("ldst", ".b32")
        vec = chosen.get("vec")
        what = f"operand {index + 1} of '{ins.name}'"
        if t in (".f16", ".f16x2"):  # ptxas 13.0 refuses ld/st .f16 and .f16x2 with any register
            # ("Unexpected instruction types specified for 'ld'"); the manual's ld/st type lists have
            # neither: data moves as .b16/.b32
            ctx.err(f"unexpected instruction type {t} for '{ins.opcode}' (use .b{16 if t == '.f16' else 32})")
            return
        if t == ".b128":
            want: tuple[str, ...] = (".b128",)
        elif t == ".f16x2":
            want = (".f16x2", ".b32")
        else:
            want = (t,)
        if vec:  # stored data takes immediates as ptxas reads a brace (Ctx.brace_imms, "data")
            ctx.vec(op, int(vec[2:]), want, what, relaxed=True, imm="data" if index == 1 else False)
        elif isinstance(op, Vector):  # `{ %r1 }` (Triton) is a one-element vector: fine
            if len(op.items) != 1:
                ctx.err(f"{what}: a vector of {len(op.items)} needs a .v{len(op.items)} qualifier")
            else:
                ctx.reg(op.items[0], want, what, relaxed=True, imm=index == 1, sink=index == 0)
        else:
            ctx.reg(op, want, what, relaxed=True, imm=index == 1, sink=index == 0)
    return extra


def _call_args(ins, chosen, ctx) -> None:
    """Arguments bound to `.reg` parameters that are vectors (`.func f(.reg .v2 .u32 input)`): ptxas
    wants a vector register of the same length and element size ("Type of argument does not match
    formal parameter"); a brace is a syntax error there, as is a vector register for a scalar."""
    from ptxemu.isa.statement import ParamList, Reg
    from ptxemu.isa.types import TYPES
    ops = ins.operands
    fn = next((op for op in ops if isinstance(op, Reg)), None)
    if fn is not None and fn.name not in ctx.c.functions and ctx.decl_type(fn.name) is None:
        # ptxas 13.5: "Call to 'f' requires call prototype" (OptiX's _optix_* intrinsics, undeclared)
        ctx.err(f"call to '{fn.name}': no function of that name is declared (a call needs its prototype)")
        return
    header = ctx.c.headers.get(fn.name) if fn is not None else None
    lists = [op for op in ops if isinstance(op, ParamList)]
    if fn is not None and ops and ops[0] is not fn and lists:  # `call (ret), f, (args)`
        pairs = [(lists[0], header.returns if header else [])] + [(x, header.params if header else []) for x in lists[1:2]]
    else:
        pairs = [(x, header.params if header else []) for x in lists[:1]]
    for plist, formals in pairs:
        for k, arg in enumerate(plist.items):
            if isinstance(arg, Vector):
                ctx.err(f"argument {k + 1} of 'call': a brace {{...}} is not an argument (pass a vector register)")
                continue
            if k >= len(formals) or formals[k].space != ".reg" or not isinstance(arg, Reg):
                continue
            p, t = formals[k], ctx.decl_type(arg.name) or ""
            if p.vector == 1 and not t.startswith("vec"):
                continue
            ok = t.startswith("vec") and p.vector == int(t[3:t.index(":")])
            if ok:
                et, pt = TYPES.get(t[t.index(":") + 1:]), TYPES.get(p.type)
                ok = et is not None and pt is not None and et.bits == pt.bits and (et.kind == "f") == (pt.kind == "f")
            if not ok:
                ctx.err(f"Type of argument '{arg.name}' does not match formal parameter '{p.name}'")


def _ldu_type(ins, chosen, ctx) -> None:
    if chosen.get("ldst") in (".f16", ".f16x2"):  # as ld/st: ptxas 13.0 "Unexpected instruction types"
        ctx.err(f"unexpected instruction type {chosen['ldst']} for 'ldu'")


def _mov_vector(ins, chosen, ctx) -> None:
    """mov.v2/.v4 (ptxas 13.0 accepts it; the manual's 6.4.3 writes `mov.v4.f32 {a,b,c,d}, V`): the
    destination a vector register or a brace; the source one of those, an immediate, or a scalar of
    the whole type's width, which ptxas splits into the elements."""
    from ptxemu.isa.statement import Imm, Reg
    from ptxemu.isa.types import TYPES
    n, t = int(chosen["vec32"][2:]), chosen["movvec"]
    if n * TYPES[t].bits > 128:
        ctx.err(f"vector type .v{n}{t} is too large (exceeds the 128-bit limit)")
        return
    if len(ins.operands) != 2:
        ctx.err(f"'mov' takes 2 operands, got {len(ins.operands)}")
        return
    d, a = ins.operands
    what = f"operand {{}} of '{ins.name}'"
    ctx.vec(d, n, t, what.format(1))
    if isinstance(a, Imm):
        ctx.reg(a, t, what.format(2), imm=True)
    elif isinstance(a, Reg) and not (ctx.decl_type(a.name) or "").startswith("vec"):
        st = ctx.decl_type(a.name)
        if st is None or st not in TYPES or TYPES[st].bits != TYPES[t].bits or st == ".pred":
            ctx.err(f"{what.format(2)}: a scalar source must be a {TYPES[t].bits}-bit register")
    else:  # immediates as ptxas reads a data brace; the sink `_` passes in a .v2/.v4.b32 source brace
        # (ptxas 13.0 takes `mov.v2.b32 v, {_, r}`, not .u32/.f32/.b16/.b64; the interpreter refuses
        # it: no value to model), not alone
        if isinstance(a, Vector) and all(isinstance(it, Reg) and it.name == "_" for it in a.items):
            ctx.err(f"{what.format(2)}: Unable to infer type of vector elements (a brace of sinks)")
            return
        ctx.vec(a, n, t, what.format(2), imm="data", sink=t == ".b32")


def _atom_vec(dst: int | None, src: int):
    """atom/red's vector forms: `{..}` of the .vN count of the element type's registers; immediates
    in the source only, the sink `_` only in the destination (ptxas: "Vector expected", "Argument vector size
    mismatch", "Sink not allowed as a source operand")."""
    def extra(ins, chosen, ctx) -> None:
        from ptxemu.isa.statement import Imm, Reg
        vec = chosen.get("vec32") or chosen.get("vec") or ""
        n = int(vec[2:]) if vec else 0
        t = chosen.get("_types", "").split(".")[-1]
        want = {"f32": (".f32",), "f16": (".f16", ".b16"), "bf16": (".b16",), "f16x2": (".f16x2", ".b32"),
                "bf16x2": (".b32",)}.get(t, (".b32",))
        for k in (dst, src):
            if k is None or k >= len(ins.operands):
                continue
            op, what = ins.operands[k], f"operand {k + 1} of '{ins.name}'"
            if isinstance(op, Reg) and (ctx.decl_type(op.name) or "").startswith("vec"):
                ctx.vec(op, n, want, what)  # a whole vector register (`.reg .v4 .f32 v;`)
                continue
            if not isinstance(op, Vector):
                ctx.err(f"Vector expected for {what}")
                continue
            if len(op.items) != n:
                ctx.err(f"{what}: Argument vector size mismatch ({len(op.items)} for {vec})")
                continue
            if k == dst and any(isinstance(it, Imm) for it in op.items):
                ctx.err(f"{what}: the elements must be registers (Result register required)")
                continue
            # the source takes immediates as ptxas reads a brace (Ctx.brace_imms: `{0f3F800000, f}`
            # for .f32, `{1, h}` and `{0f3F800000, h}` for .bf16, none for .f16 / .f16x2)
            ctx.vec(op, n, want, what, imm="brace" if k == src else False)
    return extra


def _imm(op):
    from ptxemu.isa.statement import Imm
    return op.value if isinstance(op, Imm) and isinstance(op.value, int) else None


def _mov_pack(ins, chosen, ctx) -> None:
    """mov.bN packs a brace into a scalar or unpacks a scalar into one: a vector on both sides is
    refused (ptxas 13.0: "Illegal vector-vector operands for vector-scalar or scalar-vector mov
    instruction", `mov.b64 {r1, r2}, v2_f32`)."""
    def vector(op) -> bool:
        return isinstance(op, Vector) and len(op.items) > 1 or (
            isinstance(op, Reg) and (ctx.decl_type(op.name) or "").startswith("vec"))
    if len(ins.operands) == 2 and all(vector(op) for op in ins.operands):
        ctx.err("Illegal vector-vector operands for a vector-scalar or scalar-vector mov")


def _alloca_align(ins, chosen, ctx) -> None:
    """alloca's immAlign: a power of two up to 2^23 (ptxas 13.0: "Alignment must be a power of two",
    "Alignment value too large, exceeds 2^23")."""
    n = _imm(ins.operands[2]) if len(ins.operands) == 3 else None
    if n is not None and (n <= 0 or n & (n - 1)):
        ctx.err(f"alloca: alignment {n} must be a power of two")
    elif n is not None and n > 1 << 23:
        ctx.err(f"alloca: alignment {n} is too large (exceeds 2^23)")


def _barrier_ids(ins, chosen, ctx) -> None:
    """Barrier number 0..15; the thread count a multiple of the warp size (manual 9.7.13.1)."""
    ops = ins.operands
    first = 1 if ".red" in ins.qualifiers else 0
    if len(ops) > first:
        b = _imm(ops[first])
        if b is not None and not 0 <= b <= 15:
            ctx.err(f"Barrier number '{b}' out of range, expected to be in range [0..15]")
    nthreads_at = first + 1
    if len(ops) > nthreads_at and not (".red" in ins.qualifiers and len(ops) == 3):
        n = _imm(ops[nthreads_at])
        if n is not None and (n % 32 or n <= 0):
            ctx.err("Number of threads participating in barrier must be in multiple of warp size")


# atom/red: which types each operation takes (manual 9.7.13.5, 9.7.13.6)
ATOM_TYPES = {".and": (".b32", ".b64"), ".or": (".b32", ".b64"), ".xor": (".b32", ".b64"),
              ".cas": (".b32", ".b64", ".b128", ".u32", ".u64", ".s32", ".s64", ".f32", ".f64"),
              ".exch": (".b32", ".b64", ".b128", ".u32", ".u64", ".s32", ".s64", ".f32", ".f64"),
              ".add": (".u32", ".s32", ".u64", ".f32", ".f64"), ".inc": (".u32",), ".dec": (".u32",),
              ".min": (".u32", ".s32", ".u64", ".s64"), ".max": (".u32", ".s32", ".u64", ".s64")}


def _atom_types(ins, chosen, ctx) -> None:
    op = chosen.get("atomop") or chosen.get("redop")
    t = chosen.get("atomtype")
    if op in ATOM_TYPES and t not in ATOM_TYPES[op]:
        ctx.err(f"Operation {op} requires {' or '.join(ATOM_TYPES[op])} type for instruction '{ins.opcode}'")
    last = ins.operands[3] if len(ins.operands) == 4 else None
    if (ins.opcode == "atom" and op != ".cas" and isinstance(last, Imm) and last.bits is None
            and not isinstance(last.value, float) and ".L2::cache_hint" not in ins.qualifiers):
        # a fourth operand is .cas's new value or, with .L2::cache_hint, the cache policy; ptxas 13.0
        # lets a 32-bit register or a float literal pass without the hint (SASS: it becomes the cache
        # policy of the memory descriptor, UMOV UR4, 0x3f800000; the result is the plain atom's)
        ctx.err(".L2::cache_hint modifier required for instruction 'atom' with 4 arguments")


_INT_TYPES = (".u16", ".u32", ".u64", ".s16", ".s32", ".s64")


def _legacy_mad_f32(ins, chosen, ctx) -> None:
    """`mad.f32` without a rounding modifier is sm_1x's mad (PTX 1.x-3.1, ptxas 13.5 takes it there;
    executing it raises Unsupported); from PTX 3.2 ptxas wants the modifier."""
    if not any(q in (".rn", ".rz", ".rm", ".rp") for q in ins.qualifiers):
        v = ctx.c.mod.version
        if v is None or v >= (3, 2):
            ctx.err("'mad' requires a rnd modifier")


def _mode_first(ins, chosen, ctx) -> None:
    """ptxas reads `mul/mad.{hi,lo,wide}` before the type: `mad.s32.lo` is an error."""
    q = list(ins.qualifiers)
    modes = [i for i, x in enumerate(q) if x in (".hi", ".lo", ".wide")]
    first_type = next((i for i, x in enumerate(q) if x in _INT_TYPES), None)
    if modes and first_type is not None and modes[0] > first_type:
        ctx.err(f"unexpected instruction types for '{ins.opcode}': '{q[modes[0]]}' must come before the type")


def _clc_multicast(ins, chosen, ctx) -> None:
    """`.multicast::cluster::all` needs an arch- or family-specific target (ptxas 13.5: "not
    supported on .target 'sm_100'"; sm_100a/f, sm_103a, sm_110a, sm_120a/f, sm_121a take it)."""
    if ".multicast::cluster::all" in ins.qualifiers:
        ctx.need_target(BLACKWELL_ALL, "'.multicast::cluster::all'")


# tcgen05.ld/st: registers per thread = .num x the shape's factor (manual 9.7.16.8.3; ptxas 13.5)
_TC_FACTOR = {".32x32b": 1, ".16x64b": 1, ".16x128b": 2, ".16x256b": 4, ".16x32bx2": 1}
_TC_MAXNUM = {".16x128b": 64, ".16x256b": 32}


def _tmem(ins, ctx, *indices: int) -> None:
    """A tensor-memory address is a 32-bit register (ptxas: "Illegal to use symbol ... of type .b64
    as address operand")."""
    from ptxemu.isa.statement import Address, Reg
    for i in indices:
        op = ins.operands[i] if i < len(ins.operands) else None
        if isinstance(op, Address) and isinstance(op.base, Reg):
            t = ctx.decl_type(op.base.name) or ""
            if t in (".b64", ".u64", ".s64"):
                ctx.err(f"the tensor-memory address of '{ins.name}' must be a 32-bit register, not '{op.base.name}'")


def _tc_ldst(index: int):
    def extra(ins, chosen, ctx) -> None:
        _tmem(ins, ctx, 1 if index == 0 else 0)
        shape = next((q for q in ins.qualifiers if q in _TC_FACTOR), None)
        num = next((q for q in ins.qualifiers if q in CLASSES["tc_num"]), None)
        if shape is None or num is None or index >= len(ins.operands):
            return
        n = int(num[2:])
        if n > _TC_MAXNUM.get(shape, 128):
            ctx.err(f"'{num}' is not valid with shape '{shape}' (at most .x{_TC_MAXNUM[shape]})")
            return
        op, what = ins.operands[index], f"operand {index + 1} of '{ins.name}'"
        if isinstance(op, Vector) and any(isinstance(it, Reg) and it.name == "_" for it in op.items):
            ctx.err(f"{what}: the sink '_' is not allowed here (\"Result discard mode is not allowed\")")
            return
        ctx.vec(op, n * _TC_FACTOR[shape], (".b32",), what)  # registers only, no immediate
    return extra


def _tc_cp(ins, chosen, ctx) -> None:
    """.64x128b needs a .warpx2:: multicast, .32x128b needs .warpx4, the others take none; the
    decompression formats come as a pair .b8x16.<src_fmt>."""
    q = ins.qualifiers
    _tmem(ins, ctx, 0)
    mc = chosen.get("tc_multicast")
    shape = chosen.get("tc_cpshape")
    want = {".64x128b": (".warpx2::02_13", ".warpx2::01_23"), ".32x128b": (".warpx4",)}.get(shape, ())
    if (mc or None) not in (want or (None,)):
        ctx.err(f"shape '{shape}' {'needs ' + ' or '.join(want) if want else 'takes no multicast'}"
                f"{'' if mc is None else ', not ' + mc}")
    if (".b8x16" in q) != ("tc_srcfmt" in chosen):
        ctx.err("the decompression formats come as a pair: .b8x16 followed by .b6x16_p32 or .b4x16_p64")


def _tc_mma(ins, chosen, ctx) -> None:
    """[d-tmem], a-desc or [a-tmem], b-desc, ([sp-meta-tmem],) idesc, {disable-output-lane}?,
    enable-input-d {, scale-input-d} (manual 9.7.16.10.9); the lane mask has 4 (cta_group::1) or 8
    registers."""
    from ptxemu.isa.statement import Address, Imm, Vector
    ops = ins.operands
    sp = 1 if ".sp" in ins.qualifiers else 0
    _tmem(ins, ctx, 0, 1, *((3,) if sp else ()))
    if not isinstance(ops[1], Address):
        ctx.reg(ops[1], ".b64", "a-desc")
    rest = list(ops[4 + sp:])
    if rest and isinstance(rest[0], Vector):
        n = 8 if chosen.get("ctagroup") == ".cta_group::2" else 4
        ctx.vec(rest[0], n, (".b32",), "disable-output-lane")
        rest = rest[1:]
    if not rest:
        ctx.err(f"'{ins.name}' needs an enable-input-d predicate")
        return
    ctx.pred(rest[0], "enable-input-d", imm=True)
    if len(rest) == 2:
        if chosen.get("tc_kind") not in (".kind::f16", ".kind::tf32", ".kind::i8"):  # ptxas takes i8 too
            ctx.err("scale-input-d is only allowed with .kind::f16, .kind::tf32 (and .kind::i8)")
        op = rest[1]
        if isinstance(op, Imm):
            if not isinstance(op.value, int) or not 0 <= op.value <= 15:
                ctx.err(f"scale-input-d must be in [0..15], got '{op.text}'")
        else:
            ctx.err("scale-input-d must be an immediate in [0..15]")
    elif len(rest) > 2:
        ctx.err(f"'{ins.name}': too many operands")


# block-scaled tcgen05.mma: the scale vector sizes each kind takes (None: the default), as ptxas 13.5
_TC_BS_VEC = {".kind::mxf8f6f4": (None, ".scale_vec::1X", ".block32"),
              ".kind::mxf4": (None, ".scale_vec::2X", ".block32"),
              ".kind::mxf4nvf4": (".scale_vec::2X", ".scale_vec::4X", ".block16", ".block32")}


def _tc_mma_bs(ins, chosen, ctx) -> None:
    from ptxemu.isa.statement import Address
    _tmem(ins, ctx, *((0, 1, 3, 5, 6) if ".sp" in ins.qualifiers else (0, 1, 4, 5)))
    if len(ins.operands) > 1 and not isinstance(ins.operands[1], Address):
        ctx.reg(ins.operands[1], ".b64", "a-desc")
    kind, vec = chosen.get("tc_bskind"), chosen.get("tc_scalevec")
    if kind in _TC_BS_VEC and vec not in _TC_BS_VEC[kind]:
        ctx.err(f"'{kind}' requires a scale vector size" if vec is None else
                f"Modifier '{kind}' cannot be combined with modifier '{vec}'")


# tensormap.replace: the field's width (manual 9.7.9.26)
_TMAP_TYPE = {".global_address": ".b64", ".global_stride": ".b64"}
_TMAP_FIELD3 = (".elemtype", ".interleave_layout", ".swizzle_mode", ".swizzle_atomicity", ".fill_mode")


def _tmap_replace(ins, chosen, ctx) -> None:
    field = chosen.get("tmap_field1") or chosen.get("tmap_field2") or next(
        (q for q in ins.qualifiers if q in _TMAP_FIELD3), None)
    want = _TMAP_TYPE.get(field, ".b32")
    t = chosen.get("_types")
    if field and t and t != want:
        ctx.err(f"'{field}' of tensormap.replace takes type {want}, not {t}")
    # the new value of a dimension/stride/enum field is an integer (ptxas lets .rank take anything)
    new = ins.operands[-1] if len(ins.operands) > 1 and not chosen.get("tmap_field1") else None
    if isinstance(new, Imm) and new.bits is not None:
        ctx.err(f"the new value of tensormap.replace{field} is an integer, not the float literal '{new.text}'")
    elif isinstance(new, Reg) and (ctx.decl_type(new.name) or "") in (".f16", ".f32", ".f64"):
        ctx.err(f"the new value of tensormap.replace{field} is an integer, not the float register '{new.name}'")
    if field == ".elemtype" and isinstance(new, Imm) and isinstance(new.value, int) and 13 <= new.value <= 15:
        # the sub-byte element types (manual: PTX 8.7, sm_100a/sm_101a/sm_120a and the families); ptxas
        # 13.0 on sm_90a: "value '13' expected to be in range [0..12] when .elemtype modifier is used"
        if ctx.need_ptx((8, 7), "'tensormap.replace.elemtype with input value >= 13'"):
            ctx.need_target(BLACKWELL_ALL, f"'tensormap.replace.elemtype' value {new.value} (range [0..12])")
    if chosen.get("tmap_field2") and len(ins.operands) > 1:
        n = _imm(ins.operands[1])
        if n is not None and not 0 <= n <= 4:
            ctx.err(f"the ordinal of tensormap.replace{field} must be in range [0..4], got '{n}'")


def _tmap_cp(ins, chosen, ctx) -> None:
    """Destination space first (`.global.shared::cta`), and the size is 128 (ptxas 13.5)."""
    q = ins.qualifiers
    if q.index(".global") > q.index(".shared::cta"):
        ctx.err("State space incorrect for instruction 'tensormap.cp_fenceproxy', expected '.global' first")
    n = _imm(ins.operands[2]) if len(ins.operands) > 2 else None
    if n is not None and n != 128:
        ctx.err(f"Argument 2 of instruction 'tensormap.cp_fenceproxy': unexpected value '{n}', expected to be 128")


def _maxnreg(ins, chosen, ctx) -> None:
    n = _imm(ins.operands[0]) if ins.operands else None
    if n is not None and (n % 8 or not 24 <= n <= 256):
        ctx.err(f"setmaxnreg: unexpected value '{n}', expected a multiple of 8 in [24, 256]")


BASE_FORMS: dict[str, list[Form]] = {
    # 9.7.1 integer arithmetic
    "add": [F("add{.sat}.s32", "r:t0, ri:t0, ri:t0"),
            F("add.<int>", "r:t0, ri:t0, ri:t0"),
            F("add{.<rnd>}{.ftz}{.sat}.f32", "r:t0, ri:t0, ri:t0"),
            F("add{.<rnd>}.f64", "r:t0, ri:t0, ri:t0"),
            F("add{.rn}{.ftz}{.sat}.<half>", "r:t0, ri:t0, ri:t0", ptx=(4, 2), targets=">=53"),
            F("add{.rn}.<bhalf>", "r:t0, ri:t0, ri:t0", ptx=(7, 8), targets=">=90"),
            F("add.cc.<int32>", "r:t0, ri:t0, ri:t0"),
            F("add.cc.<int64>", "r:t0, ri:t0, ri:t0", ptx=(4, 3)),
            F("add.<int16x2>", "r:t0, ri:t0, ri:t0", ptx=(8, 0), targets=">=90")],
    "addc": [F("addc{.cc}.<int32>", "r:t0, ri:t0, ri:t0"), F("addc{.cc}.<int64>", "r:t0, ri:t0, ri:t0", ptx=(4, 3))],
    "sub": [F("sub{.sat}.s32", "r:t0, ri:t0, ri:t0"),
            F("sub.<int>", "r:t0, ri:t0, ri:t0"),
            F("sub{.<rnd>}{.ftz}{.sat}.f32", "r:t0, ri:t0, ri:t0"),
            F("sub{.<rnd>}.f64", "r:t0, ri:t0, ri:t0"),
            F("sub{.rn}{.ftz}{.sat}.<half>", "r:t0, ri:t0, ri:t0", ptx=(4, 2), targets=">=53"),
            F("sub{.rn}.<bhalf>", "r:t0, ri:t0, ri:t0", ptx=(7, 8), targets=">=90"),
            F("sub.cc.<int32>", "r:t0, ri:t0, ri:t0"), F("sub.cc.<int64>", "r:t0, ri:t0, ri:t0", ptx=(4, 3))],
    "subc": [F("subc{.cc}.<int32>", "r:t0, ri:t0, ri:t0"), F("subc{.cc}.<int64>", "r:t0, ri:t0, ri:t0", ptx=(4, 3))],
    "mul": [F("mul.wide.<int1632>", "r:w0, ri:t0, ri:t0", extra=_mode_first),
            F("mul.<mulmode>.<int>", "r:t0, ri:t0, ri:t0", extra=_mode_first),
            F("mul{.<rnd>}{.ftz}{.sat}.f32", "r:t0, ri:t0, ri:t0"),
            F("mul{.<rnd>}.f64", "r:t0, ri:t0, ri:t0"),
            F("mul{.rn}{.ftz}{.sat}.<half>", "r:t0, ri:t0, ri:t0", ptx=(4, 2), targets=">=53"),
            F("mul{.rn}.<bhalf>", "r:t0, ri:t0, ri:t0", ptx=(7, 8), targets=">=90")],
    "mad": [F("mad.wide.<int1632>", "r:w0, ri:t0, ri:t0, ri:w0", extra=_mode_first),
            F("mad.<madmode>.<int>", "r:t0, ri:t0, ri:t0, ri:t0", extra=_mode_first),
            F("mad.hi.sat.s32", "r:t0, ri:t0, ri:t0, ri:t0"),
            F("mad{.<rnd>}{.ftz}{.sat}.f32", "r:t0, ri:t0, ri:t0, ri:t0", extra=_legacy_mad_f32),
            F("mad.<rnd>.f64", "r:t0, ri:t0, ri:t0, ri:t0")],
    "mul24": [F("mul24.<dpmode>.<int32>", "r:t0, ri:t0, ri:t0")],
    "mad24": [F("mad24.<dpmode>.<int32>", "r:t0, ri:t0, ri:t0, ri:t0"), F("mad24.hi.sat.s32", "r:t0, ri:t0, ri:t0, ri:t0")],
    "sad": [F("sad.<int>", "r:t0, ri:t0, ri:t0, ri:t0")],
    # 64-bit integer div/rem take no `var+imm` source: ptxas 13.0 expands them into a builtin routine
    # whose text its parser then rejects ("ptxas <builtin>, line 3; fatal : Parsing error near '+'")
    "div": [F("div.<int1632>", "r:t0, ri:t0, ri:t0"), F("div.<int64>", "r:t0, rn:t0, rn:t0"),
            F("div.approx{.ftz}.f32", "r:t0, ri:t0, ri:t0"), F("div.full{.ftz}.f32", "r:t0, ri:t0, ri:t0"),
            F("div.<rnd>{.ftz}.f32", "r:t0, ri:t0, ri:t0"), F("div.<rnd>.f64", "r:t0, ri:t0, ri:t0")],
    "rem": [F("rem.<int1632>", "r:t0, ri:t0, ri:t0"), F("rem.<int64>", "r:t0, rn:t0, rn:t0")],
    "abs": [F("abs.<sint>", "r:t0, ri:t0"), F("abs{.ftz}.f32", "r:t0, ri:t0"), F("abs.f64", "r:t0, ri:t0"),
            F("abs{.ftz}.<half>", "r:t0, ri:t0", ptx=(6, 5), targets=">=53"),
            F("abs.<bhalf>", "r:t0, ri:t0", ptx=(7, 0), targets=">=80")],
    "neg": [F("neg.<sint>", "r:t0, ri:t0"), F("neg{.ftz}.f32", "r:t0, ri:t0"), F("neg.f64", "r:t0, ri:t0"),
            F("neg{.ftz}.<half>", "r:t0, ri:t0", ptx=(6, 0), targets=">=53"),
            F("neg.<bhalf>", "r:t0, ri:t0", ptx=(7, 0), targets=">=80")],
    "min": [F("min{.relu}.<int>", "r:t0, ri:t0, ri:t0"),
            F("min.u16x2", "r:t0, ri:t0, ri:t0", ptx=(8, 0), targets=">=90"),
            F("min{.relu}.s16x2", "r:t0, ri:t0, ri:t0", ptx=(8, 0), targets=">=90"),
            F("min{.ftz}{.NaN}{.xorsign}{.abs}.f32", "r:t0, ri:t0, ri:t0"),
            F("min{.ftz}{.NaN}.f32", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(8, 8), targets=">=100",
              what="min.f32 with 3 input operands"),
            F("min.f64", "r:t0, ri:t0, ri:t0"),
            F("min{.ftz}{.NaN}{.xorsign}{.abs}.<half>", "r:t0, ri:t0, ri:t0", ptx=(7, 0), targets=">=80"),
            F("min{.NaN}{.xorsign}{.abs}.<bhalf>", "r:t0, ri:t0, ri:t0", ptx=(7, 0), targets=">=80")],
    "max": [F("max{.relu}.<int>", "r:t0, ri:t0, ri:t0"),
            F("max.u16x2", "r:t0, ri:t0, ri:t0", ptx=(8, 0), targets=">=90"),
            F("max{.relu}.s16x2", "r:t0, ri:t0, ri:t0", ptx=(8, 0), targets=">=90"),
            F("max{.ftz}{.NaN}{.xorsign}{.abs}.f32", "r:t0, ri:t0, ri:t0"),
            F("max{.ftz}{.NaN}.f32", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(8, 8), targets=">=100",
              what="max.f32 with 3 input operands"),
            F("max.f64", "r:t0, ri:t0, ri:t0"),
            F("max{.ftz}{.NaN}{.xorsign}{.abs}.<half>", "r:t0, ri:t0, ri:t0", ptx=(7, 0), targets=">=80"),
            F("max{.NaN}{.xorsign}{.abs}.<bhalf>", "r:t0, ri:t0, ri:t0", ptx=(7, 0), targets=">=80")],
    "popc": [F("popc.<bits32_64>", "r:u32, ri:t0")],
    "clz": [F("clz.<bits32_64>", "r:u32, ri:t0")],
    "bfind": [F("bfind{.shiftamt}.<int32>", "r:u32, ri:t0"), F("bfind{.shiftamt}.<int64>", "r:u32, ri:t0")],
    "fns": [F("fns.b32", "r:b32, ri:b32, ri:b32, ri:b32")],  # ptxas takes .f32 registers and 0f literals
    "brev": [F("brev.<bits32_64>", "r:t0, ri:t0")],
    "bfe": [F("bfe.<int32>", "r:t0, ri:t0, ri:u32@0..255, ri:u32@0..255"),
            F("bfe.<int64>", "r:t0, ri:t0, ri:u32@0..255, ri:u32@0..255")],
    "bfi": [F("bfi.<bits32_64>", "r:t0, ri:t0, ri:t0, ri:u32@0..255, ri:u32@0..255")],
    "dp4a": [F("dp4a.<int32>.<int32>", "r:t0, ri:t0, ri:t1, ri:t0", ptx=(5, 0), targets=">=61")],
    "dp2a": [F("dp2a.<dpmode>.<int32>.<int32>", "r:t0, ri:t0, ri:t1, ri:t0", ptx=(5, 0), targets=">=61")],
    # 9.7.3 floating point
    "fma": [F("fma.<rnd>{.ftz}{.sat}.f32", "r:t0, ri:t0, ri:t0, ri:t0"),
            F("fma.<rnd>.f64", "r:t0, ri:t0, ri:t0, ri:t0"),
            F("fma.rn{.ftz}{.sat}.<half>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(4, 2), targets=">=53"),
            F("fma.rn{.ftz}.relu.<half>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(7, 0), targets=">=80"),
            F("fma.rn{.relu}.<bhalf>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(7, 0), targets=">=80"),
            F("fma.rn.oob{.relu}.<half>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(8, 1), targets=">=90"),
            F("fma.rn.oob{.relu}.<bhalf>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(8, 1), targets=">=90")],
    "rcp": [F("rcp.approx{.ftz}.f32", "r:t0, ri:t0"), F("rcp.<rnd>{.ftz}.f32", "r:t0, ri:t0"),
            F("rcp.<rnd>.f64", "r:t0, ri:t0"), F("rcp.approx.ftz.f64", "r:t0, ri:t0")],
    "sqrt": [F("sqrt.approx{.ftz}.f32", "r:t0, ri:t0"), F("sqrt.<rnd>{.ftz}.f32", "r:t0, ri:t0"),
             F("sqrt.<rnd>.f64", "r:t0, ri:t0")],
    "rsqrt": [F("rsqrt.approx{.ftz}.f32", "r:t0, ri:t0"), F("rsqrt.approx{.ftz}.f64", "r:t0, ri:t0")],
    "sin": [F("sin.approx{.ftz}.f32", "r:t0, ri:t0")],
    "cos": [F("cos.approx{.ftz}.f32", "r:t0, ri:t0")],
    "lg2": [F("lg2.approx{.ftz}.f32", "r:t0, ri:t0")],
    "ex2": [F("ex2.approx{.ftz}.f32", "r:t0, ri:t0"),
            F("ex2.approx.<half>", "r:t0, ri:t0", ptx=(7, 0), targets=">=75"),
            F("ex2.approx.ftz.<bhalf>", "r:t0, ri:t0", ptx=(7, 8), targets=">=90")],
    "tanh": [F("tanh.approx.f32", "r:t0, ri:t0", ptx=(7, 0), targets=">=75"),
             F("tanh.approx.<half>", "r:t0, ri:t0", ptx=(7, 0), targets=">=75"),
             F("tanh.approx.<bhalf>", "r:t0, ri:t0", ptx=(7, 8), targets=">=90")],
    "testp": [F("testp.<testop>.<f32f64>", "p, ri:t0")],
    "copysign": [F("copysign.<f32f64>", "r:t0, ri:t0, ri:t0")],
    # 9.7.6 comparison and selection
    "setp": [F("setp.<ucmp>.<ubitint>", "pq, ri:t0, ri:t0"),
             F("setp.<ucmp>.<boolop>.<ubitint>", "pq, ri:t0, ri:t0, pi"),
             F("setp.<icmp>.<sint>", "pq, ri:t0, ri:t0"),
             F("setp.<icmp>.<boolop>.<sint>", "pq, ri:t0, ri:t0, pi"),
             F("setp.<fcmp>{.ftz}.<f32f64>", "pq, ri:t0, ri:t0"),
             F("setp.<fcmp>.<boolop>{.ftz}.<f32f64>", "pq, ri:t0, ri:t0, pi"),
             F("setp.<fcmp>{.ftz}.<half>", "pq, ri:t0, ri:t0", ptx=(4, 2), targets=">=53"),
             F("setp.<fcmp>.<boolop>{.ftz}.<half>", "pq, ri:t0, ri:t0, pi", ptx=(4, 2), targets=">=53"),
             F("setp.<fcmp>.bf16", "pq, ri:t0, ri:t0", ptx=(7, 8), targets=">=90"),
             # ptxas 13.0 also takes a predicate as b of the .bf16x2 form (`setp.eq.bf16x2 p, a, p5`) and
             # drops the comparison in SASS (the result is an unset predicate): check accepts, the
             # interpreter raises Unsupported
             F("setp.<fcmp>.bf16x2", "pq, ri:t0, rp:t0", ptx=(7, 8), targets=">=90"),
             F("setp.<fcmp>.<boolop>.<bhalf>", "pq, ri:t0, ri:t0, p", ptx=(7, 8), targets=">=90")],
    "set": [F("set.<cmp>{.ftz}.<int32>.<bitint>", "r:t0, ri:t1, ri:t1"),
            F("set.<fcmp>{.ftz}.<int32>.<f32f64>", "r:t0, ri:t1, ri:t1"),
            F("set.<fcmp>{.ftz}.f32.<f32f64>", "r:t0, ri:t1, ri:t1")],
    "selp": [F("selp.<selp>", "r:t0, ri:t0, ri:t0, pi"), F("selp.<half>", "r:t0, ri:t0, ri:t0, pi")],
    "slct": [F("slct{.ftz}.<selp>.s32", "r:t0, ri:t0, ri:t0, ri:t1"),
             F("slct{.ftz}.<selp>.f32", "r:t0, ri:t0, ri:t0, ri:t1")],
    # 9.7.7 logic and shift
    "and": [F("and.<lgc>", "r:t0, ri:t0, ri:t0")],
    "or": [F("or.<lgc>", "r:t0, ri:t0, ri:t0")],
    "xor": [F("xor.<lgc>", "r:t0, ri:t0, ri:t0")],
    "not": [F("not.<lgc>", "r:t0, ri:t0")],
    "cnot": [F("cnot.<bits>", "r:t0, ri:t0")],
    "lop3": [F("lop3.b32", "r:b32, ri:b32, ri:b32, ri:b32, i:b32"),
             F("lop3.<boolop>.b32", "rq:b32, ri:b32, ri:b32, ri:b32, i:b32, p", ptx=(8, 2), targets=">=50")],
    "shf": [F("shf.<shfmode>.<shfclamp>.b32", "r:b32, ri:b32, ri:b32, ri:u32"),
            F("shf.<shfmode>.<shfclamp>.<int32>", "r:t0, ri:t0, ri:t0, ri:u32", ptx=(7, 6))],
    "shl": [F("shl.<bits>", "r:t0, ri:t0, ri:u32")],
    "shr": [F("shr.<bitint>", "r:t0, ri:t0, ri:u32")],
    "prmt": [F("prmt.b32{.<prmtmode>}", "r:b32, ri:b32, ri:b32, ri:b32")],
    # 9.7.9 data movement
    # ptxas 13.0 and 13.5 refuse mov.f16/mov.f16x2 ("Unexpected instruction types"): not in the manual
    "mov": [F("mov.<mov>", "pk:t0, pk:t0", extra=_mov_pack), F("mov.<vec32>.<movvec>", "_, _", extra=_mov_vector)],
    "ld": [F("ld{.<sem_ld>}{.<scope>}{.<ldss>}{.<ldcop>}{.<l1ev>}{.<l2ev>}{.<l2pf>}{.L2::cache_hint}"
             "{.<vec>}{.nc}{.unified}.<ldst>", "_, a, rn:b64?", extra=_ldst_data(0))],
    "ldu": [F("ldu{.global}{.<vec>}.<ldst>", "_, a",
              extra=lambda ins, chosen, ctx: (_ldst_data(0)(ins, chosen, ctx), _ldu_type(ins, chosen, ctx)))],
    "st": [F("st{.<sem_st>}{.<scope>}{.<stss>}{.<stcop>}{.<l1ev>}{.<l2ev>}{.L2::cache_hint}"
             "{.<vec>}.<ldst>", "a, _, rn:b64?", extra=_ldst_data(1))],
    "prefetch": [F("prefetch{.<prefetch_ss>}.<prefetch_lvl>", "a"),
                 F("prefetch{.const}{.param}.tensormap", "a", ptx=(8, 0), targets=">=90"),
                 F("prefetchu.L1", "a")],
    "cvta": [F("cvta{.to}.<cvta_ss>.<size>", "r:t0, s:t0")],
    "isspacep": [F("isspacep.<cvta_ss>", "p, ri:u64|u32")],
    "mapa": [F("mapa{.shared::cluster}.<size>", "r:t0, s:t0, ri:u32", ptx=(7, 8), targets=">=90")],
    "getctarank": [F("getctarank{.shared::cluster}.<size>", "r:b32!, s:t0", ptx=(7, 8), targets=">=90")],
    "createpolicy": [F("createpolicy.fractional.<policy>{.<policy>}.b64", "r:b64, ri:f32?", ptx=(7, 4), targets=">=80"),
                     F("createpolicy.range{.global}.<policy>{.<policy>}.b64", "r:b64, a, rn:u32, rn:u32",
                       ptx=(7, 4), targets=">=80")],
    "cp": [],  # filled by async_copy
    "shfl": [F("shfl.sync.<shflmode>.b32", "rq:b32, ri:b32, ri:b32, ri:b32, ri:u32", ptx=(6, 0), targets=">=30")],
    "vote": [F("vote.sync.<voteop>.pred", "p, pi, ri:u32", ptx=(6, 0)),
             F("vote.sync.ballot.b32", "r:b32, pi, ri:u32", ptx=(6, 0))],
    "match": [F("match.any.sync.<bits32_64>", "r:b32!, ri:t0, ri:u32", ptx=(6, 0), targets=">=70"),
              F("match.all.sync.<bits32_64>", "rq:b32!, ri:t0, ri:u32", ptx=(6, 0), targets=">=70")],
    "activemask": [F("activemask.b32", "r:b32", ptx=(6, 2), targets=">=30")],
    "elect": [F("elect.sync", "rq:b32, ri:b32", ptx=(8, 0), targets=">=90")],
    "bar": [F("bar{.cta}.sync", "ri:u32, ri:u32?", extra=_barrier_ids),
            F("bar{.cta}.arrive", "ri:u32, ri:u32", extra=_barrier_ids),
            F("bar{.cta}.red.popc.u32", "r:u32, ri:u32, pi", extra=_barrier_ids),
            F("bar{.cta}.red.popc.u32", "r:u32, ri:u32, ri:u32, pi", extra=_barrier_ids),
            F("bar{.cta}.red.<boolop>.pred", "p, ri:u32, pi", extra=_barrier_ids),
            F("bar{.cta}.red.<boolop>.pred", "p, ri:u32, ri:u32, pi", extra=_barrier_ids),
            F("bar.warp.sync", "ri:u32", ptx=(6, 0), targets=">=30")],
    "barrier": [F("barrier{.cta}{.aligned}.sync", "ri:u32, ri:u32?", ptx=(6, 0), extra=_barrier_ids),
                F("barrier{.cta}{.aligned}.arrive", "ri:u32, ri:u32", ptx=(6, 0), extra=_barrier_ids),
                F("barrier.cluster.arrive{.<cluster_sem>}{.aligned}", "", ptx=(7, 8), targets=">=90"),
                F("barrier.cluster.wait{.acquire}{.aligned}", "", ptx=(7, 8), targets=">=90")],
    "membar": [F("membar.<membar_lvl>", ""), F("membar.proxy.alias", "", ptx=(7, 5), targets=">=70")],
    "fence": [F("fence{.<fence_sem>}.<scope>", "", ptx=(6, 0), targets=">=70"),
              F("fence.proxy.alias", "", ptx=(7, 5), targets=">=70"),
              F("fence.proxy.async{.<fence_proxy_ss>}", "", ptx=(8, 0), targets=">=90"),
              F("fence.proxy.tensormap::generic.release.<scope>", "", ptx=(8, 3), targets=">=90"),
              F("fence.proxy.tensormap::generic.acquire.<scope>", "a, i:b32@128..128", ptx=(8, 3), targets=">=90"),
              F("fence.mbarrier_init.release.cluster", "", ptx=(8, 0), targets=">=90"),
              F("fence.op_restrict.release.cluster", "", ptx=(8, 6), targets=">=90"),
              # uni-directional thread and proxy fences restricted to shared memory (9.7.13.4); ptxas 13.0/13.5
              # also take the proxy fence with .acq_rel, either restriction and any scope
              F("fence.acquire.sync_restrict::shared::cluster.cluster", "", ptx=(8, 6), targets=">=90"),
              F("fence.release.sync_restrict::shared::cta.cluster", "", ptx=(8, 6), targets=">=90"),
              F("fence.proxy.async::generic.acquire.sync_restrict::shared::cluster.cluster", "", ptx=(8, 6),
                targets=">=90"),
              F("fence.proxy.async::generic.release.sync_restrict::shared::cta.cluster", "", ptx=(8, 6),
                targets=">=90"),
              F("fence.proxy.async::generic.acq_rel.<sync_restrict>.<scope>", "", ptx=(8, 6), targets=">=90")],
    # the scalar .noftz half forms take a state space like the others (manual 9.7.13.5: `{.space}`;
    # ptxas 13.0 accepts .shared, .shared::cta and .shared::cluster there)
    "atom": [F("atom{.<atomsem>}{.<scope>}{.<atomss>}.<atomop>.<atomtype>", "r:t0, a, ri:t0, ri:t0?",
               extra=_atom_types),
             F("atom{.<atomsem>}{.<scope>}{.<atomss>}.add.noftz.<half>", "r:t0, a, r:t0", ptx=(6, 3), targets=">=70"),
             F("atom{.<atomsem>}{.<scope>}{.<atomss>}.add.noftz.<bhalf>", "r:t0, a, r:t0", ptx=(7, 8), targets=">=90"),
             # vector forms (9.7.13.5, second syntax block): .add on .v2/.v4 .f32; add/min/max .noftz
             # on .v2/.v4/.v8 of .f16/.bf16 and on .v2/.v4 of .f16x2/.bf16x2 (ptxas 13.0 agrees)
             F("atom{.<atomsem>}{.<scope>}{.global}.add.<vec32>.f32", "_, a, _", ptx=(8, 1), targets=">=90",
               extra=_atom_vec(0, 2)),
             F("atom{.<atomsem>}{.<scope>}{.global}.<vecop>.noftz.<vec>.<halfword>", "_, a, _", ptx=(8, 1),
               targets=">=90", extra=_atom_vec(0, 2)),
             F("atom{.<atomsem>}{.<scope>}{.global}.<vecop>.noftz.<vec32>.<packedhalf>", "_, a, _", ptx=(8, 1),
               targets=">=90", extra=_atom_vec(0, 2)),
             F("atom{.<atomsem>}{.<scope>}{.<atomss>}.cas.b16", "r:b16, a, ri:b16, ri:b16", ptx=(6, 3),
               targets=">=70")],
    "red": [F("red{.<atomsem>}{.<scope>}{.<atomss>}.<redop>.<atomtype>", "a, ri:t0", extra=_atom_types),
            F("red{.<atomsem>}{.<scope>}{.<atomss>}.add.noftz.<half>", "a, r:t0", ptx=(6, 3), targets=">=70"),
            F("red{.<atomsem>}{.<scope>}{.<atomss>}.add.noftz.<bhalf>", "a, r:t0", ptx=(7, 8), targets=">=90"),
            F("red{.<atomsem>}{.<scope>}{.global}.add.<vec32>.f32", "a, _", ptx=(8, 1), targets=">=90",
              extra=_atom_vec(None, 1)),
            F("red{.<atomsem>}{.<scope>}{.global}.<vecop>.noftz.<vec>.<halfword>", "a, _", ptx=(8, 1),
              targets=">=90", extra=_atom_vec(None, 1)),
            F("red{.<atomsem>}{.<scope>}{.global}.<vecop>.noftz.<vec32>.<packedhalf>", "a, _", ptx=(8, 1),
              targets=">=90", extra=_atom_vec(None, 1))],
    "bra": [F("bra{.uni}", "l")],
    "brx": [F("brx.idx{.uni}", "r:u32, l")],
    "call": [F("call{.uni}", "_, _?, _?, _?", extra=_call_args)],
    "ret": [F("ret{.uni}", "")],
    "exit": [F("exit", "")],
    "trap": [F("trap", "")],
    "brkpt": [F("brkpt", "")],
    "pmevent": [F("pmevent{.mask}", "i:b32@0..15")],
    "nanosleep": [F("nanosleep.u32", "ri:u32", ptx=(6, 2), targets=">=70")],
    "griddepcontrol": [F("griddepcontrol.launch_dependents", "", ptx=(7, 8), targets=">=90"),
                       F("griddepcontrol.wait", "", ptx=(7, 8), targets=">=90")],
    "setmaxnreg": [F("setmaxnreg.<incdec>.sync.aligned.u32", "i:u32", ptx=(8, 0), extra=_maxnreg, targets="sm_90a "
                     "sm_100a sm_101a sm_110a sm_120a sm_103a sm_121a +sm_100f +sm_110f +sm_120f")],
    "stacksave": [F("stacksave.<size>", "r:t0", ptx=(7, 3), targets=">=52")],
    "stackrestore": [F("stackrestore.<size>", "r:t0", ptx=(7, 3), targets=">=52")],
    # tcgen05 (9.7.16): the synchronisation forms only; the rest is reported unknown
    "tcgen05": [F("tcgen05.fence::before_thread_sync", "", ptx=(8, 6), targets=_TC05),
                F("tcgen05.fence::after_thread_sync", "", ptx=(8, 6), targets=_TC05),
                F("tcgen05.wait::ld.sync.aligned", "", ptx=(8, 6), targets=_TC05),
                F("tcgen05.wait::st.sync.aligned", "", ptx=(8, 6), targets=_TC05),
                # ctaMask: a 16-bit register or literal, no `var+imm` (ptxas 13.5: "Argument 1 of
                # instruction 'tcgen05.commit': must be 16-bit size")
                F("tcgen05.commit.<ctagroup>.mbarrier::arrive::one{.shared::cluster}{.multicast::cluster}.b64",
                  "a, rn:b16@0..65535?", ptx=(8, 6), targets=_TC05),
                # the forms CUTLASS's sm_100a kernels use, with the manual's full qualifier sets
                F("tcgen05.alloc.<ctagroup>.sync.aligned{.shared::cta}.b32", "a, ri:u32@32..512%32", ptx=(8, 6), targets=_TC05),
                F("tcgen05.dealloc.<ctagroup>.sync.aligned.b32", "ri:u32, ri:u32@32..512%32", ptx=(8, 6), targets=_TC05),
                F("tcgen05.relinquish_alloc_permit.<ctagroup>.sync.aligned", "", ptx=(8, 6), targets=_TC05),
                F("tcgen05.ld.sync.aligned.<tc_shape1>.<tc_num>{.pack::16b}.b32", "_, at", ptx=(8, 6), targets=_TC05,
                  extra=_tc_ldst(0)),
                F("tcgen05.ld.sync.aligned.16x32bx2.<tc_num>{.pack::16b}.b32", "_, at, i:b32", ptx=(8, 6),
                  targets=_TC05, extra=_tc_ldst(0)),
                F("tcgen05.st.sync.aligned.<tc_shape1>.<tc_num>{.unpack::16b}.b32", "at, _", ptx=(8, 6),
                  targets=_TC05, extra=_tc_ldst(1)),
                F("tcgen05.st.sync.aligned.16x32bx2.<tc_num>{.unpack::16b}.b32", "at, i:b32, _", ptx=(8, 6),
                  targets=_TC05, extra=_tc_ldst(2)),
                F("tcgen05.cp.<ctagroup>.<tc_cpshape>{.<tc_multicast>}{.b8x16}{.<tc_srcfmt>}", "at, r:b64",
                  ptx=(8, 6), targets=_TC05, extra=_tc_cp),
                F("tcgen05.shift.<ctagroup>.down", "at", ptx=(8, 6), targets=_TC05,
                  extra=lambda ins, chosen, ctx: _tmem(ins, ctx, 0)),
                F("tcgen05.mma.<ctagroup>.<tc_kind>{.<tc_collector>}", "at, _, r:b64, r:b32, _, _?, _?",
                  ptx=(8, 6), targets=_TC05, extra=_tc_mma),
                F("tcgen05.mma.<ctagroup>.<tc_kind>.ashift{.<tc_collector>}", "at, at, r:b64, r:b32, _, _?, _?",
                  ptx=(8, 6), targets=_TC05, extra=_tc_mma),
                F("tcgen05.mma.<ctagroup>.<tc_bskind>.block_scale{.<tc_scalevec>}{.<tc_collector>}",
                  "a, _, r:b64, r:b32, a, a, pi", ptx=(8, 6), targets=_TC05, extra=_tc_mma_bs),
                F("tcgen05.mma.sp.<ctagroup>.<tc_kind>{.<tc_collector>}", "at, _, r:b64, a, r:b32, _, _?, _?",
                  ptx=(8, 6), targets=_TC05, extra=_tc_mma),
                F("tcgen05.mma.sp.<ctagroup>.<tc_bskind>.block_scale{.<tc_scalevec>}{.<tc_collector>}",
                  "a, _, r:b64, a, r:b32, a, a, pi", ptx=(8, 6), targets=_TC05, extra=_tc_mma_bs)],
    # 9.7.13.x clusterlaunchcontrol (PTX 8.6, sm_100 and later; ptxas 13.5 agrees)
    "clusterlaunchcontrol": [
        F("clusterlaunchcontrol.try_cancel.async{.shared::cta}.mbarrier::complete_tx::bytes"
          "{.multicast::cluster::all}.b128", "a, a", ptx=(8, 6), targets=">=100", extra=_clc_multicast),
        F("clusterlaunchcontrol.query_cancel.is_canceled.pred.b128", "p, ri:b128", ptx=(8, 6), targets=">=100"),
        F("clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128", "v4:b32, ri:b128", ptx=(8, 6),
          targets=">=100"),
        # ptxas 13.5 takes `{x}` for the response here only ("Vector operand is not allowed" in
        # .is_canceled, "Argument vector size mismatch" in .v4)
        F("clusterlaunchcontrol.query_cancel.<ctaid_dim>.b32.b128", "r:b32, ri:b128{}", ptx=(8, 6),
          targets=">=100")],
    # 9.7.9.26-27 tensormap.replace, tensormap.cp_fenceproxy (PTX 8.3)
    "tensormap": [
        F("tensormap.replace.tile.<tmap_field1>{.<tmap_ss>}.b1024.<bits32_64>", "a, ri:t0", ptx=(8, 3),
          targets=_TMAP, extra=_tmap_replace),
        F("tensormap.replace.tile.<tmap_field2>{.<tmap_ss>}.b1024.<bits32_64>", "a, i:b32, ri:t0", ptx=(8, 3),
          targets=_TMAP, extra=_tmap_replace),
        # the enum fields' ranges as ptxas 13.0/13.5 check them ("value '-1' expected to be in range
        # [0..3] when .swizzle_mode modifier is used"); the manual's swizzle_mode 4 (PTX 8.8) is refused
        # by both; elemtype 13..15 is Blackwell's (_tmap_replace)
        F("tensormap.replace.tile.elemtype{.<tmap_ss>}.b1024.<bits32_64>", "a, i:t0@0..15", ptx=(8, 3),
          targets=_TMAP, extra=_tmap_replace),
        F("tensormap.replace.tile.interleave_layout{.<tmap_ss>}.b1024.<bits32_64>", "a, i:t0@0..2", ptx=(8, 3),
          targets=_TMAP, extra=_tmap_replace),
        F("tensormap.replace.tile.swizzle_mode{.<tmap_ss>}.b1024.<bits32_64>", "a, i:t0@0..3", ptx=(8, 3),
          targets=_TMAP, extra=_tmap_replace),
        F("tensormap.replace.tile.fill_mode{.<tmap_ss>}.b1024.<bits32_64>", "a, i:t0@0..1", ptx=(8, 3),
          targets=_TMAP, extra=_tmap_replace),
        F("tensormap.replace.tile.swizzle_atomicity{.<tmap_ss>}.b1024.<bits32_64>", "a, i:t0@0..3", ptx=(8, 6),
          targets=_TC05 + " sm_120a sm_121a +sm_120f", extra=_tmap_replace),
        F("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.<scope>.sync.aligned",
          "a, a, i:b32", ptx=(8, 3), targets=">=90", extra=_tmap_cp)],
    "alloca": [F("alloca.<size>", "r:t0, ri:t0, i:t0?", ptx=(7, 3), targets=">=52", extra=_alloca_align)],
    # registers only, no float register (ptxas: "Incorrect video selector" for an immediate)
    **{op: [F(f"{op}.<int32>.<int32>.<int32>{{.sat}}", "r:b32~, r:b32~, r:b32~, r:b32~", ptx=(3, 0), targets=">=30"),
            F(f"{op}.<int32>.<int32>.<int32>.add", "r:b32~, r:b32~, r:b32~, r:b32~", ptx=(3, 0), targets=">=30")]
       for op in ("vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4",
                  "vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2")},
}
