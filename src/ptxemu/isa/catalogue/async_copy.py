"""Asynchronous copies and barriers: cp.async*, cp.reduce.async.bulk, mbarrier.* (9.7.9.25-9.7.9.27,
9.7.13.15).  Forms in the manual's notation; operand checks are generic."""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

from ptxemu.isa.catalogue.forms import CLASSES, Form, operand_roles, run_forms
from ptxemu.isa.statement import Address, Imm, Reg, Vector
from ptxemu.isa.types import TYPES

CLASSES.update({
    "cp_size_ca": (), "shared_dst": (".shared", ".shared::cta"),
    "bulk_dst": (".shared::cluster", ".shared::cta"),
    "cpr_op": (".and", ".or", ".xor", ".add", ".inc", ".dec", ".min", ".max"),
    "cpr_type": (".b32", ".u32", ".s32", ".b64", ".u64", ".s64", ".f32", ".f64", ".f16", ".bf16"),
    "mbar_arrive_ss": (".shared", ".shared::cta", ".shared::cluster"),
    "mbar_wait": (".test_wait", ".try_wait"),
    "tensor_ss": (".shared::cluster", ".shared::cta"),
    "dim_im2col": (".3d", ".4d", ".5d"),
})
_SCATTER4 = "sm_100a sm_101a sm_110a sm_103a +sm_100f +sm_110f"  # ptxas: not sm_90a, sm_100 or sm_120a
_SM100F = _SCATTER4  # the sm_100 family (9.7.9.25.5.2's "sm_100a ... sm_100f or higher in the same family")

# The global -> shared tensor loads and their L2 prefetches, by load mode (9.7.9.25.5.2, 9.7.9.25.5.4;
# tests/data/isa/async_modes.json.xz, every row checked against ptxas 13.0 and 13.5): the mode, its
# dimensions, whether an im2colInfo brace follows [mbar] (its length: _im2col_info), the targets with
# a .shared::cluster destination, with a .shared::cta one, and for the prefetch, and the PTX version.
# .cta_group::1/2 narrows any of them to the sm_100 family from PTX 8.6; .multicast::cluster (a ctaMask
# operand) goes only with .shared::cluster; .tile::scatter4 and .im2col_no_offs are store modes.
_LOAD_MODES = (
    ("{.tile}", "<dim>", False, ">=90", ">=90", ">=90", (8, 0)),
    (".im2col", "<dim_im2col>", True, ">=90", ">=90", ">=90", (8, 0)),
    (".im2col::w", "<dim_im2col>", True, _SM100F, ">=100", _SM100F, (8, 6)),
    (".im2col::w::128", "<dim_im2col>", True, _SM100F, _SM100F, _SM100F, (8, 6)),
    (".tile::gather4", "2d", False, _SM100F, ">=100", _SM100F, (8, 6)),
)


def _im2col_at(k: int):
    return lambda ins, chosen, ctx: _im2col_info(ins, ctx, k)


# [dstMem], [tensorMap, tensorCoords], [mbar] {, im2colInfo} {, ctaMask} {, cache-policy}: each optional
# operand there exactly when its mode or modifier is (ptxas: "Arguments mismatch"); ctaMask a 16-bit
# register or an integer literal, the policy a .b64 register or an integer literal
_LOADS = [
    Form(f"cp.async.bulk.tensor.{dim}.{dst}.global{mode}.mbarrier::complete_tx::bytes{mc}{cg}{hint}",
         "ar, a, ar" + (", _" if info else "") + (", rn:b16!" if mc else "") + (", rn:b64!" if hint else ""),
         ptx=(8, 6) if cg else ptx, targets=_SM100F if cg else (cl if dst == ".shared::cluster" else cta),
         what="cp.async.bulk.tensor", extra=_im2col_at(3) if info else None)
    for mode, dim, info, cl, cta, _, ptx in _LOAD_MODES
    for dst in (".shared::cluster", ".shared::cta")
    for mc in ((".multicast::cluster", "") if dst == ".shared::cluster" else ("",))
    for cg in (".<ctagroup>", "") for hint in (".L2::cache_hint", "")
]
# [tensorMap, tensorCoords] {, im2colInfo} {, cache-policy}
_PREFETCHES = [
    Form(f"cp.async.bulk.prefetch.tensor.{dim}.L2.global{mode}{hint}",
         "a" + (", _" if info else "") + (", rn:b64!" if hint else ""), ptx=ptx, targets=pf,
         what="cp.async.bulk.prefetch.tensor", extra=_im2col_at(1) if info else None)
    for mode, dim, info, _, _, pf, ptx in _LOAD_MODES for hint in (".L2::cache_hint", "")
]

CP = [
    # cp.async [dst], [src], cp-size{, src-size | ignore-src}{, cache-policy} (9.7.9.25.3): ptxas reads
    # the operand after cp-size as the cache policy when .L2::cache_hint is written and there are four,
    # and requires the hint for five; src-size is a u32 register or immediate, ignore-src a predicate
    Form("cp.async.<cpcache>.<shared_dst>.global{.<l2ev>}{.<l2pf>}", "a, a, i:u32, rp:u32@0..16?",
         ptx=(7, 0), targets=">=80", what="cp.async", roles="dst, src, cp-size, src-size|ignore-src"),
    Form("cp.async.<cpcache>.<shared_dst>.global{.<l2ev>}{.<l2pf>}.L2::cache_hint", "a, a, i:u32, rn:b64",
         ptx=(7, 0), targets=">=80", what="cp.async", roles="dst, src, cp-size, cache-policy"),
    Form("cp.async.<cpcache>.<shared_dst>.global{.<l2ev>}{.<l2pf>}.L2::cache_hint", "a, a, i:u32, rp:u32@0..16, rn:b64",
         ptx=(7, 0), targets=">=80", what="cp.async", roles="dst, src, cp-size, src-size|ignore-src, cache-policy"),
    Form("cp.async.commit_group", "", ptx=(7, 0), targets=">=80"),
    Form("cp.async.wait_group", "i:u32", ptx=(7, 0), targets=">=80"),
    Form("cp.async.wait_all", "", ptx=(7, 0), targets=">=80"),
    Form("cp.async.mbarrier.arrive{.noinc}{.<shared_dst>}.b64", "a", ptx=(7, 0), targets=">=80"),
    # [dst], [src], size, [mbar]{, ctaMask}{, cache-policy}: each optional operand is there exactly
    # when its modifier is (.multicast::cluster: a u16 mask; .L2::cache_hint: a b64 policy); ptxas
    # 13.0 also takes the mask as a brace and compiles its first element (`{3, 2}`: UMOV UR8, 0x30001)
    Form("cp.async.bulk.<bulk_dst>.global.mbarrier::complete_tx::bytes", "a, a, ri:u32, am", ptx=(8, 0),
         targets=">=90", what="cp.async.bulk", roles="dst, src, size, mbar"),
    Form("cp.async.bulk.<bulk_dst>.global.mbarrier::complete_tx::bytes.L2::cache_hint", "a, a, ri:u32, a, rn:b64",
         ptx=(8, 0), targets=">=90", what="cp.async.bulk", roles="dst, src, size, mbar, cache-policy"),
    # .multicast::cluster only into .shared::cluster (ptxas: "Illegal modifier '.multicast::cluster' for
    # instruction 'cp.async.bulk' with '.shared::cta.global'")
    Form("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster", "a, a, ri:u32, a, rn:u16^",
         ptx=(8, 0), targets=">=90", what="cp.async.bulk", roles="dst, src, size, mbar, ctaMask"),
    Form("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint",
         "a, a, ri:u32, a, rn:u16^, rn:b64", ptx=(8, 0), targets=">=90", what="cp.async.bulk",
         roles="dst, src, size, mbar, ctaMask, cache-policy"),
    Form("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes", "a, a, ri:u32, am",
         ptx=(8, 0), targets=">=90", what="cp.async.bulk"),
    # [dstMem], [srcMem], size{, cache-policy}{, byteMask}: each there exactly when its modifier is
    Form("cp.async.bulk.global.shared::cta.bulk_group", "a, a, ri:u32", ptx=(8, 0), targets=">=90",
         what="cp.async.bulk", roles="dst, src, size"),
    Form("cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint", "a, a, ri:u32, rn:b64", ptx=(8, 0),
         targets=">=90", what="cp.async.bulk", roles="dst, src, size, cache-policy"),
    Form("cp.async.bulk.global.shared::cta.bulk_group.cp_mask", "a, a, ri:u32, rn:u16{}", ptx=(8, 6),
         targets=">=100", what="cp.async.bulk", roles="dst, src, size, byteMask"),
    Form("cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask", "a, a, ri:u32, rn:b64, rn:u16{}",
         ptx=(8, 6), targets=">=100", what="cp.async.bulk", roles="dst, src, size, cache-policy, byteMask"),
    Form("cp.async.bulk.commit_group", "", ptx=(8, 0), targets=">=90"),
    Form("cp.async.bulk.wait_group{.read}", "i:u32", ptx=(8, 0), targets=">=90"),
    Form("cp.async.bulk.prefetch.L2.global{.L2::cache_hint}", "a, ri:u32%16, rn:b64?", ptx=(8, 0), targets=">=90"),
    *_LOADS,
    # shared::cta -> global: .tile (any dim), .im2col_no_offs (3d-5d), .tile::scatter4 (2d, five coordinates,
    # sm_100a family, PTX 8.6); ptxas 13.0/13.5 refuse every other mode ("Illegal modifier", "Modifier '.2d'
    # cannot be combined with modifier '.im2col_no_offs'"); the reductions take the same modes
    Form("cp.async.bulk.tensor.<dim>.global.shared::cta{.tile}.bulk_group{.L2::cache_hint}", "a, ar, rn:b64!?",
         ptx=(8, 0), targets=">=90", what="cp.async.bulk.tensor"),
    Form("cp.async.bulk.tensor.<dim_im2col>.global.shared::cta.im2col_no_offs.bulk_group{.L2::cache_hint}",
         "a, ar, rn:b64!?", ptx=(8, 0), targets=">=90", what="cp.async.bulk.tensor"),
    Form("cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group{.L2::cache_hint}", "a, ar, rn:b64!?",
         ptx=(8, 6), targets=_SCATTER4, what="cp.async.bulk.tensor"),
    *_PREFETCHES,
    Form("cp.reduce.async.bulk.global.shared::cta.bulk_group{.L2::cache_hint}.<cpr_op>{.noftz}.<cpr_type>",
         "a, a, ri:u32, rn:b64?", ptx=(8, 0), targets=">=90", what="cp.reduce.async.bulk"),
    Form("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.<cpr_op>.<cpr_type>",
         "a, a, ri:u32, am", ptx=(8, 0), targets=">=90", what="cp.reduce.async.bulk"),
    Form("cp.reduce.async.bulk.tensor.<dim>.global.shared::cta.<cpr_op>{.tile}.bulk_group{.L2::cache_hint}",
         "a, ar, rn:b64!?", ptx=(8, 0), targets=">=90", what="cp.reduce.async.bulk.tensor"),
    Form("cp.reduce.async.bulk.tensor.<dim_im2col>.global.shared::cta.<cpr_op>.im2col_no_offs.bulk_group"
         "{.L2::cache_hint}", "a, ar, rn:b64!?", ptx=(8, 0), targets=">=90", what="cp.reduce.async.bulk.tensor"),
    Form("cp.reduce.async.bulk.tensor.2d.global.shared::cta.<cpr_op>.tile::scatter4.bulk_group{.L2::cache_hint}",
         "a, ar, rn:b64!?", ptx=(8, 6), targets=_SCATTER4, what="cp.reduce.async.bulk.tensor"),
]

MBAR = [
    Form("mbarrier.init{.<mbar_ss_cta>}.b64", "a, ri:u32", ptx=(7, 0), targets=">=80"),
    Form("mbarrier.inval{.<mbar_ss_cta>}.b64", "a", ptx=(7, 0), targets=">=80"),
    Form("mbarrier.arrive{.<mbar_sem>}{.<mbar_scope>}{.<mbar_arrive_ss>}.b64", "r:b64, a, ri:u32@1..4294967295?", ptx=(7, 0),
         targets=">=80"),
    Form("mbarrier.arrive.expect_tx{.<mbar_sem>}{.<mbar_scope>}{.<mbar_arrive_ss>}.b64", "r:b64, a, ri:u32",
         ptx=(8, 0), targets=">=90"),
    Form("mbarrier.arrive.noComplete{.release}{.cta}{.<mbar_ss_cta>}.b64", "r:b64, a, ri:u32@1..4294967295", ptx=(7, 0),
         targets=">=80"),
    Form("mbarrier.arrive_drop{.<mbar_sem>}{.<mbar_scope>}{.<mbar_arrive_ss>}.b64", "r:b64, a, ri:u32@1..4294967295?",
         ptx=(7, 0), targets=">=80"),
    Form("mbarrier.arrive_drop.expect_tx{.<mbar_sem>}{.<mbar_scope>}{.<mbar_arrive_ss>}.b64", "r:b64, a, ri:u32",
         ptx=(8, 0), targets=">=90"),
    Form("mbarrier.expect_tx{.relaxed}{.<mbar_scope>}{.<mbar_arrive_ss>}.b64", "a, ri:u32", ptx=(8, 0),
         targets=">=90"),
    Form("mbarrier.complete_tx{.relaxed}{.<mbar_scope>}{.<mbar_arrive_ss>}.b64", "a, ri:u32", ptx=(8, 0),
         targets=">=90"),
    Form("mbarrier.test_wait{.<mbar_sem_acq>}{.<mbar_scope>}{.<mbar_ss_cta>}.b64", "p, a, rn:b64", ptx=(7, 0),
         targets=">=80"),
    Form("mbarrier.test_wait.parity{.<mbar_sem_acq>}{.<mbar_scope>}{.<mbar_ss_cta>}.b64", "p, a, ri:u32",
         ptx=(7, 1), targets=">=80"),
    Form("mbarrier.try_wait{.<mbar_sem_acq>}{.<mbar_scope>}{.<mbar_ss_cta>}.b64", "p, a, rn:b64, ri:u32?",
         ptx=(7, 8), targets=">=90"),
    Form("mbarrier.try_wait.parity{.<mbar_sem_acq>}{.<mbar_scope>}{.<mbar_ss_cta>}.b64", "p, a, ri:u32, ri:u32?",
         ptx=(7, 8), targets=">=90"),
    Form("mbarrier.pending_count.b64", "r:u32, rn:b64", ptx=(7, 0), targets=">=80"),
]


_WHATS = sorted({f.what for f in CP if f.what}, key=len, reverse=True)
# tensorCoords has one element per dimension but in these modes (the manual's table in 9.7.9.25.5.2)
_MODE_COORDS = {".tile::gather4": 5, ".tile::scatter4": 5}
_SPACES = (".global", ".shared", ".shared::cta", ".shared::cluster")


def _im2col_info(ins, ctx, k: int) -> None:
    """im2colInfo, operand k of a load or prefetch: a brace of 16-bit registers or literals, dims - 2
    offsets for .im2col, {wHalo, wOffset} for .im2col::w and .im2col::w::128 (ptxas 13.0/13.5: "Vector
    expected for argument 4", "Argument vector size mismatch", "Arguments mismatch" for a .b32 one)."""
    if len(ins.operands) <= k:
        return
    dims = next((int(q[1]) for q in ins.qualifiers if len(q) == 3 and q[2] == "d" and q[1].isdigit()), 0)
    n = dims - 2 if ".im2col" in ins.qualifiers else 2
    op, what = ins.operands[k], f"im2colInfo of '{ins.name}'"
    if not isinstance(op, Vector):
        ctx.err(f"Vector expected for {what}")
    elif len(op.items) != n:
        ctx.err(f"{what}: {len(op.items)} elements for a {dims}d tensor (expected {n}: Argument vector size "
                "mismatch)")
    else:
        ctx.vec(op, n, (".b16",), what, imm="data")


def cp_rule(ins, quals, ctx) -> None:
    # a refusal names the instruction as ptxas does ("Illegal modifier ... for instruction
    # 'cp.async.bulk.tensor'"), whichever form came closest
    m = run_forms(CP, ins, quals, ctx, what=next((w for w in _WHATS if ins.name.startswith(w + ".")), "cp"))
    if m is not None:
        # state spaces are read in the syntax's order (destination, then source)
        slots = [i for i, s in enumerate(m.form.slots) if set(s.values) & set(_SPACES)]
        pos = [next((i for i in slots if q in m.form.slots[i].values), -1) for q in quals if q in _SPACES]
        if len(pos) >= 2 and pos != sorted(pos):
            ctx.err(f"State space incorrect for instruction '{m.form.what or 'cp'}': the destination "
                    "state space comes before the source")
        for op in ins.operands:
            if isinstance(op, Address) and isinstance(op.coords, Reg):
                # ptxas 13.0 crashes (SIGSEGV) on a vector register there; a brace of members works
                ctx.err(f"tensor coordinates must be a brace {{...}}, not the vector register '{op.coords.name}'")
            elif isinstance(op, Address) and op.coords is not None:
                tensor_coords(op.coords, ctx)
                dims = next((int(q[1]) for q in quals if q in CLASSES["dim"]), 0)
                n = next((c for q, c in _MODE_COORDS.items() if q in quals), dims)
                if dims and isinstance(op.coords, Vector) and len(op.coords.items) != n:
                    ctx.err(f"tensor coordinates of '{ins.name}': {len(op.coords.items)} for {n} (Argument "
                            "vector size mismatch)")
    if m and m.form.what in ("cp.async.bulk", "cp.reduce.async.bulk") and len(ins.operands) >= 3:
        sz = ins.operands[2]  # ptxas: "unexpected value, expected to be multiple of 16"
        if isinstance(sz, Imm) and (not isinstance(sz.value, int) or sz.value <= 0 or sz.value % 16):
            ctx.err(f"size {sz.text} of '{ins.name}' must be a positive multiple of 16")
    if m and m.form.what == "cp.async" and ins.operands and len(ins.operands) >= 3:
        sz = ins.operands[2]
        allowed = (16,) if ".cg" in quals else (4, 8, 16)
        if isinstance(sz, Imm) and sz.value not in allowed:
            ctx.err(f"cp-size {sz.value} is not valid for '{ins.name}' (valid: {', '.join(map(str, allowed))})")


def tensor_coords(vec: Vector, ctx) -> None:
    """Tensor coordinates as ptxas 13 reads them: each a 32-bit register or an immediate (`{0, %r57,
    ...}`: the manual asks for no register).  One coordinate is an integer operand; in a longer vector
    ptxas checks only that the registers are 32 bits wide (an .f32 or .pred one passes) and that float
    registers are not mixed with integer literals; `var+imm` does not parse there."""
    what = "tensor coordinates"
    items = vec.items
    if len(items) == 1:
        ctx.reg(items[0], (".b32",), what, imm=True, strict=True, literal=True)
        return
    floats = ints = False
    for it in items:
        if isinstance(it, Imm):
            if isinstance(it.value, float) and it.bits is None:
                ctx.err(f"{what}: floating-point immediate '{it.text}'")
            ints |= it.bits is None
            continue
        if not isinstance(it, Reg) or it.negated:
            ctx.err(f"{what}: '{getattr(it, 'text', it)}' is not a register or an immediate")
            continue
        t = ctx.decl_type(it.name)
        if t is None:
            ctx.err(f"{what}: '{it.name}' is not declared")
        elif t.startswith("sym:"):
            ctx.err(f"{what}: '{it.name}' is a variable, not a register")
        elif t != ".pred" and (TYPES.get(t) is None or TYPES[t].bits != 32):
            ctx.err(f"Incompatible elements of vector expression: {what} are 32-bit, '{it.name}' is {t[1:]}")
        floats |= t == ".f32"
    if floats and ints:
        ctx.err(f"Vector with elements of different types: {what} mix .f32 registers and integer literals")


def cp_async_operands(ins) -> dict[str, object]:
    """cp.async's operands by role: dst, src, cp-size, and where written `src-size|ignore-src`
    (a predicate is ignore-src, anything else src-size) and cache-policy; the one reading of their
    positions, for check and the interpreter alike."""
    return operand_roles(CP, list(ins.qualifiers), ins.operands)


_MBAR_OPS = (".init", ".inval", ".arrive", ".arrive_drop", ".expect_tx", ".complete_tx", ".test_wait",
             ".try_wait", ".pending_count")


def mbar_rule(ins, quals, ctx) -> None:
    # the operation comes first: `mbarrier.shared::cta.init` is "Unknown modifier '.init'" for ptxas
    if not quals or quals[0] not in _MBAR_OPS:
        bad = next((q for q in quals if q in _MBAR_OPS), quals[0] if quals else "")
        ctx.err(f"Unknown modifier '{bad}': the mbarrier operation must follow 'mbarrier'")
        return
    m = run_forms(MBAR, ins, quals, ctx, what="mbarrier")
    if m is None:
        return
    ops = ins.operands
    if ".parity" in quals and len(ops) >= 3 and isinstance(ops[2], Imm) and ops[2].value not in (0, 1):
        ctx.err(f"mbarrier{quals[0]}.parity: phase parity '{ops[2].text}' must be 0 or 1")
    if not any(q.startswith(".shared") for q in quals):
        # a generic address on sm_90+ must be 64-bit
        from ptxemu.isa.statement import Address, Reg
        addr = next((o for o in ops if isinstance(o, Address)), None)
        if addr is not None and isinstance(addr.base, Reg) and ctx.decl_type(addr.base.name) in (
                ".b32", ".u32", ".s32"):
            ctx.err("32-bit addressing of a generic address is not supported on sm_90 or higher")


RULES = {"cp": cp_rule, "mbarrier": mbar_rule}
