"""Forms of the manual's instruction sections the base ISA lacked (issue 12's whole-manual sweep,
tools/corpus/manual.py, each labelled by ptxas 13.5 in tests/data/isa/manual.jsonl.gz).

MORE_FORMS is merged into base.BASE_FORMS (appended to an opcode's forms where it has some): one table.
The value classes these forms name are added to forms.CLASSES here.
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

from ptxemu.isa.catalogue.base import _mode_first
from ptxemu.isa.catalogue.forms import CLASSES, Form
from ptxemu.isa.statement import Address, Imm, Reg, Vector
from ptxemu.isa.types import TYPES

F = Form
_TC05 = "sm_100a sm_101a sm_110a sm_103a +sm_100f +sm_110f"

CLASSES.update({
    "stasync_t": (".b32", ".b64", ".u32", ".u64", ".s32", ".s64", ".f32", ".f64"),
    "stasync_rel_t": (".b8", ".b16", ".b32", ".b64", ".u8", ".u16", ".u32", ".u64", ".s8", ".s16", ".s32",
                      ".s64", ".f32", ".f64"),
    "async_ss": (".shared::cluster", ".shared::cta"),
    "gpusys": (".gpu", ".sys"),
    "redasync_rel_scope": (".gpu", ".sys", ".cluster"),
    "minmax": (".min", ".max"),
    "andorxor": (".and", ".or", ".xor"),
    "redasync_add_t": (".u32", ".s32", ".u64"),
    "redasync_rel_t": (".u32", ".s32", ".u64", ".s64"),
    "stype_all": (".b16", ".b32", ".b64", ".u16", ".u32", ".u64", ".s16", ".s32", ".s64", ".f16", ".f32", ".f64"),
    "int16_32": (".u16", ".s16", ".u32", ".s32"),
    "tquery": (".width", ".height", ".depth", ".channel_data_type", ".channel_order", ".normalized_coords",
               ".array_size", ".num_mipmap_levels", ".num_samples", ".force_unnormalized_coords",
               ".filter_mode", ".addr_mode_0", ".addr_mode_1", ".addr_mode_2"),
    "tlquery": (".width", ".height", ".depth"),
    "squery": (".width", ".height", ".depth", ".channel_data_type", ".channel_order", ".array_size",
               ".memory_layout"),
    "refkind": (".texref", ".samplerref", ".surfref"),
    "ws_kind": (".kind::f16", ".kind::tf32", ".kind::f8f6f4", ".kind::i8"),
    "ws_collector": tuple(f".collector::b{i}::{u}" for i in range(4) for u in ("fill", "use", "lastuse", "discard")),
})


def addr_width(ins, ctx, index: int, bits: int = 64) -> None:
    """A register address: 64-bit for a generic/global address, 32 or 64 for a shared one or where
    `bits` is 32 (wmma) (ptxas 13.5: "32-Bit addressing is not supported", "Arguments mismatch" for a
    16-bit one)."""
    op = ins.operands[index] if index < len(ins.operands) else None
    if not (isinstance(op, Address) and isinstance(op.base, Reg)):
        return
    t = ctx.decl_type(op.base.name) or ""
    if not t.startswith(".") or t == ".pred":
        return
    shared = bits == 32 or any(q.startswith(".shared") for q in ins.qualifiers)
    ok = (".b64", ".u64", ".s64") + ((".b32", ".u32", ".s32") if shared else ())
    if t not in ok:
        ctx.err(f"address register '{op.base.name}' of '{ins.name}' is {t[1:]}, expected a "
                f"{'32- or ' if shared else ''}64-bit integer register")


def _all(*fns):
    def extra(ins, chosen, ctx) -> None:
        for fn in fns:
            fn(ins, chosen, ctx)
    return extra


def _addr(*indices: int):
    def extra(ins, chosen, ctx) -> None:
        for i in indices:
            addr_width(ins, ctx, i)
    return extra


def _handle(index: int):
    def extra(ins, chosen, ctx) -> None:
        if index < len(ins.operands) and isinstance(ins.operands[index], Address):
            ctx.handle(ins.operands[index], f"operand {index + 1} of '{ins.name}'")
    return extra


def _addr32(*indices: int):
    """A register address of 32 or 64 bits (ptxas takes `[%r]` for st.async/red.async .release and
    st.bulk, not a 16-bit one)."""
    def extra(ins, chosen, ctx) -> None:
        for i in indices:
            addr_width(ins, ctx, i, bits=32)
    return extra


def _imm(op) -> int | None:
    return op.value if isinstance(op, Imm) and isinstance(op.value, int) else None


def _order(first: str, then: tuple[str, ...], msg: str):
    """`first` must come after one of `then` (ptxas: `mad.cc.lo` is "Unexpected instruction types")."""
    def extra(ins, chosen, ctx) -> None:
        q = list(ins.qualifiers)
        at = [i for i, x in enumerate(q) if x in then]
        if first in q and at and q.index(first) < at[0]:
            ctx.err(msg)
    return extra


def _data(index: int, tslot: str, release: bool = False):
    """The data operand of st.async: a register of the type's width (ptxas takes no wider one), an
    immediate, or a .v2/.v4 vector of at most 128 bits; a `{x}` of one element stands for x, except
    in the .release form, whose immediate is a literal (no `var+imm`)."""
    def extra(ins, chosen, ctx) -> None:
        if index >= len(ins.operands):
            return
        t = chosen.get(tslot, ".b32")
        vec = chosen.get("vec32")
        op = ins.operands[index]
        what = f"operand {index + 1} of '{ins.name}'"
        if vec:
            n = int(vec[2:])
            if TYPES[t].bits * n > 128:
                ctx.err(f"vector type {vec}{t} is too large (exceeds the 128-bit limit)")
                return
            if isinstance(op, (Reg, Imm)) and not (ctx.decl_type(getattr(op, "name", "")) or "").startswith("vec"):
                # ptxas 13.0 also takes a scalar register or a literal for the vector (the interpreter
                # refuses it: what SASS makes of it is not known)
                ctx.reg(op, (t,), what, imm=True)
                return
            ctx.vec(op, n, (t,), what, relaxed=True, imm="data")
        elif isinstance(op, Vector) and len(op.items) == 1 and not release:
            ctx.reg(op.items[0], (t,), what, imm=True)
        else:
            # the .release form's .b8/.b32/.b64 data is pasted into a builtin routine whose text ptxas
            # 13.5 cannot parse with `var+imm` ("ptxas <builtin>, line 20; Parsing error near '+'");
            # its .b16 takes it (SASS: USTGR.U16 of the address + imm)
            ctx.reg(op, (t,), what, imm=True, literal=release and t != ".b16")
    return extra


def _st_bulk(ins, chosen, ctx) -> None:
    """size: an immediate multiple of 8 or a register; initval: the immediate 0 (manual 9.7.9.13)."""
    ops = ins.operands
    if len(ops) == 3:
        n = _imm(ops[1])
        if n is not None and n % 8:
            ctx.err(f"st.bulk size '{n}' must be a multiple of 8")
        if _imm(ops[2]) != 0:
            ctx.err("st.bulk initval must be the immediate 0")


def _size_128(ins, chosen, ctx) -> None:
    """applypriority/discard take the size 128 (ptxas: "unexpected value '64', expected to be 128")."""
    ops = ins.operands
    if len(ops) == 2:
        if not isinstance(ops[1], Imm):
            ctx.err(f"the size of '{ins.opcode}' must be the immediate 128")
        elif _imm(ops[1]) != 128:
            ctx.err(f"the size of '{ins.opcode}' must be 128, not '{ops[1].text}'")


def _movmatrix(ins, chosen, ctx) -> None:
    if any(isinstance(op, Vector) for op in ins.operands):
        ctx.err("a vector operand is not allowed for 'movmatrix'")


def _tc_ws(sp: bool):
    """tcgen05.mma.ws{.sp}: [d-tmem], a-desc or [a-tmem], b-desc, ([sp-meta-tmem],) idesc, enable-input-d
    {, zero-column-mask-desc} (manual 9.7.16.10.9.3-4); tensor-memory addresses are 32-bit registers."""
    def extra(ins, chosen, ctx) -> None:
        ops = ins.operands
        k = 4 if sp else 3
        tm = [0, 1, 3] if sp else [0, 1]
        for i in tm:
            op = ops[i] if i < len(ops) else None
            if isinstance(op, Address) and op.base is not None and not isinstance(op.base, Imm):
                t = ctx.decl_type(op.base.name) or ""
                if t in (".b64", ".u64", ".s64"):
                    ctx.err(f"the tensor-memory address of '{ins.name}' must be a 32-bit register")
        if len(ops) > 1 and not isinstance(ops[1], Address):
            ctx.reg(ops[1], ".b64", "a-desc")
        if sp and len(ops) > 3 and not isinstance(ops[3], Address):
            ctx.err("the sparsity metadata of tcgen05.mma.ws.sp is a tensor-memory address [..]")
        if len(ops) > k + 2:
            ctx.reg(ops[k + 2], ".b64", "zero-column-mask-desc")
    return extra


MORE_FORMS: dict[str, list[Form]] = {
    # 9.7.1.21-22
    "szext": [F("szext.<shfclamp>.<int32>", "r:t0, ri:t0, ri:u32", ptx=(7, 6), targets=">=70")],
    "bmsk": [F("bmsk.<shfclamp>.b32", "r:b32!, ri:u32, ri:u32", ptx=(7, 6), targets=">=70")],
    # 9.7.2.5-6: the mode comes before .cc
    "mad": [F("mad.<madmode>.cc.<int32>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(3, 0),
              extra=_all(_mode_first, _order(".cc", (".hi", ".lo"), "'.cc' must follow .hi/.lo in 'mad'"))),
            F("mad.<madmode>.cc.<int64>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(4, 3),
              extra=_all(_mode_first, _order(".cc", (".hi", ".lo"), "'.cc' must follow .hi/.lo in 'mad'")))],
    # ptxas 13.5 also takes madc on 16-bit types (madc.lo.u16), the manual names .u32/.s32/.u64/.s64
    "madc": [F("madc.<madmode>{.cc}.<int1632>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(3, 0), extra=_mode_first),
             F("madc.<madmode>{.cc}.<int64>", "r:t0, ri:t0, ri:t0, ri:t0", ptx=(4, 3), extra=_mode_first)],
    # 9.7.7.1 half-precision set
    "set": [F("set.<fcmp>{.ftz}.f16.<stype_all>", "r:t0, ri:t1, ri:t1", ptx=(4, 2), targets=">=53"),
            F("set.<fcmp>.<boolop>{.ftz}.f16.<stype_all>", "r:t0, ri:t1, ri:t1, pi", ptx=(4, 2), targets=">=53"),
            F("set.<fcmp>.bf16.<stype_all>", "r:t0, ri:t1, ri:t1", ptx=(7, 8), targets=">=90"),
            F("set.<fcmp>.<boolop>.bf16.<stype_all>", "r:t0, ri:t1, ri:t1, p", ptx=(7, 8), targets=">=90"),
            F("set.<fcmp>{.ftz}.<int16_32>.f16", "r:t0, ri:t1, ri:t1", ptx=(6, 5), targets=">=53"),
            F("set.<fcmp>.<boolop>{.ftz}.<int16_32>.f16", "r:t0, ri:t1, ri:t1, pi", ptx=(6, 5), targets=">=53"),
            F("set.<fcmp>.<int16_32>.bf16", "r:t0, ri:t1, ri:t1", ptx=(7, 8), targets=">=90"),
            F("set.<fcmp>.<boolop>.<int16_32>.bf16", "r:t0, ri:t1, ri:t1, p", ptx=(7, 8), targets=">=90"),
            F("set.<fcmp>{.ftz}.f16x2.f16x2", "r:t0, ri:t1, ri:t1", ptx=(4, 2), targets=">=53"),
            F("set.<fcmp>.<boolop>{.ftz}.f16x2.f16x2", "r:t0, ri:t1, ri:t1, pi", ptx=(4, 2), targets=">=53"),
            F("set.<fcmp>{.ftz}.<int32>.f16x2", "r:t0, ri:t1, ri:t1", ptx=(6, 5), targets=">=53"),
            F("set.<fcmp>.<boolop>{.ftz}.<int32>.f16x2", "r:t0, ri:t1, ri:t1, pi", ptx=(6, 5), targets=">=53"),
            # ptxas 13.0 takes a .f32 or a predicate register as the .bf16x2 destination (SASS: the
            # packed bits, or `bits != 0` for a predicate), and a predicate as b of the three-operand
            # forms (SASS drops the comparison: the destination keeps its old value)
            F("set.<fcmp>.bf16x2.bf16x2", "r:bf16x2|f32|pred, ri:t1, rp:t1", ptx=(7, 8), targets=">=90"),
            F("set.<fcmp>.<int32>.bf16x2", "r:t0, ri:t1, rp:t1", ptx=(7, 8), targets=">=90"),
            F("set.<fcmp>.<boolop>.bf16x2.bf16x2", "r:bf16x2|f32|pred, ri:t1, ri:t1, p", ptx=(7, 8),
              targets=">=90"),
            F("set.<fcmp>.<boolop>.<int32>.bf16x2", "r:t0, ri:t1, ri:t1, p", ptx=(7, 8), targets=">=90")],
    # 9.7.9.12 st.async (ptxas 13.5 also takes .shared::cta beside the manual's .shared::cluster)
    "st": [F("st.async{.weak}{.cluster}{.<async_ss>}.mbarrier::complete_tx::bytes{.<vec32>}.<stasync_t>", "a, _, a",
             ptx=(8, 1), targets=">=90", extra=_data(1, "stasync_t"), lead=1),
           F("st.async{.mmio}.release.<gpusys>{.global}.<stasync_rel_t>", "a, _", ptx=(8, 7), targets=">=100",
             extra=_all(_data(1, "stasync_rel_t", release=True), _addr32(0)), lead=1),
           # 9.7.9.13 st.bulk
           F("st.bulk{.weak}{.shared::cta}", "a, ri:u64|u32, i:b64", ptx=(8, 6), targets=">=100",
             extra=_all(_st_bulk, _addr32(0)), lead=1)],
    # 9.7.13.7 red.async
    "red": [F("red.async.relaxed.cluster{.shared::cluster}.mbarrier::complete_tx::bytes.<incdec>.u32", "a, ri:t0, a?",
              ptx=(8, 1), targets=">=90", lead=1),
            F("red.async.relaxed.cluster{.shared::cluster}.mbarrier::complete_tx::bytes.<minmax>.<int32>", "a, ri:t0, a?",
              ptx=(8, 1), targets=">=90", lead=1),
            F("red.async.relaxed.cluster{.shared::cluster}.mbarrier::complete_tx::bytes.<andorxor>.b32", "a, ri:t0, a?",
              ptx=(8, 1), targets=">=90", lead=1),
            F("red.async.relaxed.cluster{.shared::cluster}.mbarrier::complete_tx::bytes.add.<redasync_add_t>",
              "a, ri:t0, a?", ptx=(8, 1), targets=">=90", lead=1),
            # ptxas takes a 32-bit address here, and no `var+imm` operand
            F("red.async.release.<redasync_rel_scope>{.global}.<vecop>.<redasync_rel_t>", "a, rn:t0", ptx=(8, 7),
              targets=">=100", lead=1, extra=_addr32(0)),
            F("red.async.mmio.release.<gpusys>{.global}.<vecop>.<redasync_rel_t>", "a, rn:t0", ptx=(8, 7),
              targets=">=100", lead=1, extra=_addr32(0))],
    # 9.7.9.15 prefetchu, 9.7.9.16 applypriority, 9.7.9.17 discard
    "prefetchu": [F("prefetchu.L1", "a", extra=_addr(0))],
    "applypriority": [F("applypriority{.global}.L2::evict_normal", "a, _", ptx=(7, 4), targets=">=80",
                        extra=_all(_size_128, _addr(0)))],
    "discard": [F("discard{.global}.L2", "a, _", ptx=(7, 4), targets=">=80", extra=_all(_size_128, _addr(0)))],
    # 9.7.10.5-6 txq, istypep; 9.7.11.4 suq (the handle in a .b64 register or a .texref/.surfref name)
    "txq": [F("txq.<tquery>.b32", "r:b32, a", ptx=(1, 5), extra=_handle(1)),
            F("txq.level.<tlquery>.b32", "r:b32, a, ri:u32", ptx=(4, 3), extra=_handle(1))],
    "istypep": [F("istypep.<refkind>", "p, rn:b64", ptx=(4, 0), targets=">=30")],
    "suq": [F("suq.<squery>.b32", "r:b32, a", ptx=(1, 5), extra=_handle(1))],
    # 9.7.14.5.17 movmatrix
    # ptxas 13.0 also takes a .f32 or predicate destination and a .f32, predicate, float-literal or
    # `var+imm` source (an integer literal or a bare variable is "Arguments mismatch"); execution: the
    # bits, `d != 0` for a predicate destination, Unsupported for a predicate source (SASS reads an
    # unwritten register)
    "movmatrix": [F("movmatrix.sync.aligned.m8n8.trans.b16", "r:b32|f32|pred, rp:f32|b32", ptx=(7, 8),
                    targets=">=75", extra=_movmatrix)],
    # 9.7.16.10.9.3-4 tcgen05.mma.ws{.sp}: cta_group::1 only, kinds f16/tf32/f8f6f4/i8
    "tcgen05": [F("tcgen05.mma.ws.cta_group::1.<ws_kind>{.<ws_collector>}", "at, _, ri:b64, ri:b32!, pi, _?", ptx=(8, 6),
                  targets=_TC05, extra=_tc_ws(False), lead=2),
                F("tcgen05.mma.ws.sp.cta_group::1.<ws_kind>{.<ws_collector>}", "a, _, r:b64, _, r:b32!, pi, _?",
                  ptx=(8, 6), targets=_TC05, extra=_tc_ws(True), lead=3)],
}


# 9.7.18 video instructions: scalar forms (the SIMD x2/x4 forms are in base.py) and their selectors
_SCALAR_VIDEO = ("vadd", "vsub", "vabsdiff", "vmin", "vmax")
_SEL1 = frozenset({".b0", ".b1", ".b2", ".b3", ".h0", ".h1"})
_X2_OPS = frozenset({"vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2"})
_X4_OPS = frozenset({"vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4"})
VIDEO_OPS = frozenset(_SCALAR_VIDEO + ("vshl", "vshr", "vmad", "vset")) | _X2_OPS | _X4_OPS
CLASSES.update({"vscale": (".shr7", ".shr15")})


def _desc_digits(s: str, hi: int) -> bool:
    return len(s) >= 1 and all(c.isdigit() and int(c) <= hi for c in s) and list(s) == sorted(set(s), reverse=True)


def _valid_sel(op: str, k: int, sel: str, nops: int, has_op2: bool) -> bool:
    """May operand k (0 = d) of video instruction `op` carry the selector `sel` (manual 9.7.18)?"""
    body = sel[2:]
    if op in _X2_OPS:
        if k == 0:
            return sel in (".h0", ".h1", ".h10")
        return k in (1, 2) and sel[1] == "h" and len(body) == 2 and all(c in "0123" for c in body)
    if op in _X4_OPS:
        if k == 0:
            return sel[1] == "b" and _desc_digits(body, 3)
        return k in (1, 2) and sel[1] == "b" and len(body) == 4 and all(c in "01234567" for c in body)
    if k == 0:
        return op != "vmad" and nops == 4 and not has_op2 and sel in _SEL1
    return k in (1, 2) and sel in _SEL1


def video_selectors(ins) -> list[str]:
    """Errors for the selectors (`r1.b0`) of `ins`: only video instructions take them, each where its
    section allows it (ptxas: "Incorrect video selector for operand 1")."""
    errs = []
    ops = ins.operands
    has_op2 = any(q in (".add", ".min", ".max") for q in ins.qualifiers)
    for k, op in enumerate(ops):
        sel = getattr(op, "sel", "")
        if not sel:
            continue
        if ins.opcode not in VIDEO_OPS:
            errs.append(f"operand {k + 1} of '{ins.name}': a selector '{sel}' is only allowed on video instructions")
        elif not _valid_sel(ins.opcode, k, sel, len(ops), has_op2):
            errs.append(f"incorrect video selector '{sel}' for operand {k + 1} of '{ins.name}'")
    neg = [bool(getattr(op, "minus", False)) for op in ops]
    if ins.opcode == "vmad" and any(neg):  # ptxas 13.0's rules for vmad's `-a`, `-b`, `-c`
        if neg[0] or (len(neg) > 3 and neg[1] != neg[2] and neg[3]):
            errs.append("operand negation limited to either (source A xor source B) or source C")
        elif ".po" in ins.qualifiers:
            errs.append("conflicting use of '.po' modifier with operand negation")
    return errs


# ptxas: a and b take a register or an integer literal (no `var+imm`, no 0f..), c also `var+imm`; the
# SIMD forms (vadd2, vset4, ...) registers only ("Incorrect video selector" for an immediate)
_V3 = "r:b32~, rn:u32~, rn:u32~"
_V4 = "r:b32~, rn:u32~, rn:u32~, ri:u32~"
VIDEO_SIMD = "r:b32~, r:b32~, r:b32~, r:b32~"
for _op in _SCALAR_VIDEO:
    MORE_FORMS[_op] = [F(f"{_op}.<int32>.<int32>.<int32>{{.sat}}", _V3, ptx=(2, 0), targets=">=20"),
                       F(f"{_op}.<int32>.<int32>.<int32>{{.sat}}.<vecop>", _V4, ptx=(2, 0), targets=">=20"),
                       F(f"{_op}.<int32>.<int32>.<int32>{{.sat}}", _V4, ptx=(2, 0), targets=">=20")]
for _op in ("vshl", "vshr"):
    MORE_FORMS[_op] = [F(f"{_op}.<int32>.<int32>.u32{{.sat}}.<shfclamp>", _V3, ptx=(2, 0), targets=">=20"),
                       F(f"{_op}.<int32>.<int32>.u32{{.sat}}.<shfclamp>.<vecop>", _V4, ptx=(2, 0), targets=">=20"),
                       F(f"{_op}.<int32>.<int32>.u32{{.sat}}.<shfclamp>", _V4, ptx=(2, 0), targets=">=20")]
MORE_FORMS["vmad"] = [F("vmad.<int32>.<int32>.<int32>{.sat}{.<vscale>}", _V4, ptx=(2, 0), targets=">=20"),
                      F("vmad.<int32>.<int32>.<int32>.po{.sat}{.<vscale>}", _V4, ptx=(2, 0), targets=">=20")]
MORE_FORMS["vset"] = [F("vset.<int32>.<int32>.<icmp>", _V3, ptx=(2, 0), targets=">=20"),
                      F("vset.<int32>.<int32>.<icmp>.<vecop>", _V4, ptx=(2, 0), targets=">=20"),
                      F("vset.<int32>.<int32>.<icmp>", _V4, ptx=(2, 0), targets=">=20")]
for _op in ("vset2", "vset4"):
    MORE_FORMS[_op] = [F(f"{_op}.<int32>.<int32>.<icmp>{{.add}}", VIDEO_SIMD, ptx=(3, 0), targets=">=30")]


def _no_sync(ins, chosen, ctx) -> None:
    """vote/shfl without .sync (9.7.13.8, 9.7.9.5): ptxas 13.5 takes them (with a warning) unless the
    module's .target is sm_70 or later and its .version 6.4 or later."""
    t, v = ctx.target, ctx.version
    if t is not None and t.sm >= 70 and v is not None and v >= (6, 4):
        ctx.err(f"'{ins.opcode}' without '.sync' is not supported on .target sm_70 and higher from PTX ISA 6.4")


MORE_FORMS["vote"] = [F("vote.<voteop>.pred", "p, pi", extra=_no_sync), F("vote.ballot.b32", "r:b32, pi", extra=_no_sync)]
MORE_FORMS["shfl"] = [F("shfl.<shflmode>.b32", "rq:b32, ri:b32, ri:b32, ri:b32", ptx=(3, 0), targets=">=30",
                        extra=_no_sync)]
