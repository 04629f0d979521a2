"""cvt (9.7.9.21): every form.

Scalar conversions between {u,s}{8,16,32,64}, f16, bf16, f32, f64 follow the rounding rules of the
"Integer Notes"/"Floating Point Notes" (which rounding is required, allowed or illegal depends on
the direction and the sizes) — `scalar_rounding()` states them.  The packed / low-precision forms
are the table `PACKED`, one row per Syntax line: rounding modes, whether .relu is allowed,
whether .satfinite is mandatory/optional/forbidden, the operand layout, PTX version and targets.
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

from dataclasses import dataclass

from ptxemu.isa.catalogue.forms import report_duplicates, split_quals
from ptxemu.isa.statement import Instruction, Reg, Vector
from ptxemu.isa.targets import BLACKWELL_ALL, Req, req
from ptxemu.isa.types import TYPES

INTS = (".u8", ".u16", ".u32", ".u64", ".s8", ".s16", ".s32", ".s64")
FLOATS = (".f16", ".bf16", ".f32", ".f64")
IRND = (".rni", ".rzi", ".rmi", ".rpi")
FRND = (".rn", ".rz", ".rm", ".rp")
ALL_RND = IRND + FRND + (".rna", ".rs")
RS_TARGETS = req("sm_100a sm_103a +sm_100f")  # ".rs is supported on sm_100a, sm_103a"


@dataclass(frozen=True)
class Packed:
    dtype: str
    atype: str
    rnds: tuple[str, ...]
    relu: bool
    satfinite: str  # "required" | "optional" | "forbidden"
    dst: str  # register type of d
    srcs: tuple[str, ...]  # operand layout after d: "f32", "b16", "v4f32", "b32"...
    ptx: tuple[int, int]
    targets: Req
    satfinite_ptx: tuple[int, int] | None = None
    satfinite_targets: Req | None = None


_F8X2 = (".e4m3x2", ".e5m2x2")
_F6X2 = (".e2m3x2", ".e3m2x2")
_X4_32 = (".e4m3x4", ".e5m2x4", ".e2m3x4", ".e3m2x4")
SM89 = req(">=89")
SM80 = req(">=80")
SM90 = req(">=90")
SM100 = req(">=100")

PACKED: list[Packed] = []
for _d in (".f16x2", ".bf16x2"):
    PACKED.append(Packed(_d, ".f32", (".rn", ".rz"), True, "optional", ".b32", (".f32", ".f32"), (7, 0), SM80,
                         (8, 1), SM80))
    PACKED.append(Packed(_d, ".f32", (".rs",), True, "optional", ".b32", (".f32", ".f32", ".b32"), (8, 7),
                         RS_TARGETS))
PACKED += [
    Packed(".tf32", ".f32", (".rna",), False, "optional", ".b32", (".f32",), (7, 0), SM80, (8, 1), SM80),
    Packed(".tf32", ".f32", (".rn", ".rz"), True, "optional", ".b32", (".f32",), (7, 8), SM90, (8, 6), SM100),
]
for _d in _F8X2:
    PACKED.append(Packed(_d, ".f32", (".rn",), True, "required", ".b16", (".f32", ".f32"), (7, 8), SM89))
    PACKED.append(Packed(_d, ".f16x2", (".rn",), True, "required", ".b16", (".b32",), (7, 8), SM89))
    PACKED.append(Packed(".f16x2", _d, (".rn",), True, "forbidden", ".b32", (".b16",), (7, 8), SM89))
PACKED.append(Packed(".e2m1x2", ".f32", (".rn",), True, "required", ".b8", (".f32", ".f32"), (8, 6),
                     BLACKWELL_ALL))
# PTX ISA 9.1 (ptxas 13.5, tests/data/isa/crossproduct.jsonl.gz): the f8/f6/f4 x2 types also from a
# .f16x2 / .bf16x2 source on the Blackwell targets (fp8 from .f16x2 is the sm_89 row above)
for _d, _r in ((".e4m3x2", ".b16"), (".e5m2x2", ".b16"), (".e2m3x2", ".b16"), (".e3m2x2", ".b16"),
               (".e2m1x2", ".b8")):
    for _a in (".f16x2", ".bf16x2"):
        if not (_d in _F8X2 and _a == ".f16x2"):
            PACKED.append(Packed(_d, _a, (".rn",), True, "required", _r, (".b32",), (9, 1), BLACKWELL_ALL))
    # PTX ISA 9.2 (ptxas 13.5): packed bf16 from each of them (.relu, .satfinite optional)
    PACKED.append(Packed(".bf16x2", _d, (".rn",), True, "optional", ".b32", (_r,), (9, 2), BLACKWELL_ALL))
PACKED.append(Packed(".f16x2", ".e2m1x2", (".rn",), True, "forbidden", ".b32", (".b8",), (8, 6), BLACKWELL_ALL))
for _d in _F6X2:
    PACKED.append(Packed(_d, ".f32", (".rn",), True, "required", ".b16", (".f32", ".f32"), (8, 6), BLACKWELL_ALL))
    PACKED.append(Packed(".f16x2", _d, (".rn",), True, "forbidden", ".b32", (".b16",), (8, 6), BLACKWELL_ALL))
for _d in _X4_32:
    PACKED.append(Packed(_d, ".f32", (".rs",), True, "required", ".b32", ("v4.f32", ".b32"), (8, 7), RS_TARGETS))
PACKED += [
    Packed(".e2m1x4", ".f32", (".rs",), True, "required", ".b16", ("v4.f32", ".b32"), (8, 7), RS_TARGETS),
    Packed(".ue8m0x2", ".f32", (".rz", ".rp"), False, "optional", ".b16", (".f32", ".f32"), (8, 6), BLACKWELL_ALL),
    Packed(".ue8m0x2", ".bf16x2", (".rz", ".rp"), False, "optional", ".b16", (".b32",), (8, 6), BLACKWELL_ALL),
    Packed(".bf16x2", ".ue8m0x2", (".rn",), False, "forbidden", ".b32", (".b16",), (8, 6), BLACKWELL_ALL),
]
PACKED_TYPES = {p.dtype for p in PACKED} | {p.atype for p in PACKED} - {".f32"}
# the two scalar lines that take .relu/.satfinite: cvt.frnd2{.relu}{.satfinite}.{f16,bf16}.f32
# (.relu needs sm_80, .satfinite PTX 8.1; the plain scalar form is the generic scalar rule's)
FRND2 = tuple(Packed(d, ".f32", (".rn", ".rz"), True, "optional", ".b16", (".f32",), (1, 0), SM80, (8, 1), None)
              for d in (".f16", ".bf16"))
# every cvt line ptxemu.ops.cvt executes as a float conversion with .relu/.satfinite/packing
FLOAT_LINES = FRND2 + tuple(PACKED)


def _bits(t: str) -> int:
    return TYPES[t].bits


def scalar_rounding(dt: str, at: str) -> tuple[tuple[str, ...], bool]:
    """(allowed rounding modifiers, is one required) for a scalar cvt.dt.at."""
    di, ai = dt in INTS, at in INTS
    if di and ai:
        return (), False
    if di and not ai:  # float -> int: integer rounding required
        return IRND, True
    if ai and not di:  # int -> float: float rounding required
        return FRND, True
    db, ab = _bits(dt), _bits(at)
    if {dt, at} == {".f16", ".bf16"} or (at == ".bf16" and db > ab):
        # different formats of one size, or widening bf16 (manual example cvt.f64.bf16.rp):
        # an optional float rounding
        return FRND, False
    if db < ab:
        return FRND, True
    if db == ab:  # same size: optional integer rounding (to an integral value)
        return IRND, False
    return (), False


def _sat_possible(dt: str, at: str) -> bool:
    """.sat is legal for integer destinations only where the source range is not a subset."""
    if dt not in INTS:
        return True
    if at not in INTS:
        return True
    ds, as_ = dt.startswith(".s"), at.startswith(".s")
    db, ab = _bits(dt), _bits(at)
    if ds == as_:
        return db < ab
    if ds:  # unsigned -> signed: saturates unless the signed type is wider
        return db <= ab
    return True  # signed -> unsigned: negative values saturate


def _half_reg(ctx, op, t: str, what: str, relaxed: bool, imm: bool) -> None:
    """f16 data sits in .f16/.b16 registers (or a wider .bN under the relaxed rule); bf16 in .b16
    only — a .u16/.s16 register is an "Arguments mismatch" for ptxas."""
    from ptxemu.isa.statement import Imm, Reg
    if isinstance(op, Imm) and imm:
        return
    if isinstance(op, Reg):
        rt = ctx.decl_type(op.name)
        ok = (".f16", ".b16") if t == ".f16" else (".b16",)
        if rt in ok or (relaxed and t == ".f16" and rt in (".b32", ".b64")):
            return
        if rt is not None:
            ctx.err(f"{what}: register '{op.name}' is {rt[1:] if rt.startswith('.') else rt}, "
                    f"expected {'/'.join(x[1:] for x in ok)}")
            return
    ctx.reg(op, (".b16",), what, imm=imm)


def _scalar(ins: Instruction, dt: str, at: str, mods: list[str], ctx) -> None:
    what = f"cvt{dt}{at}"
    frnd2 = next((r for r in FRND2 if (r.dtype, r.atype) == (dt, at)), None)
    report_duplicates(mods, ctx, allow=(".sat",))  # ptxas tolerates .sat.sat, not .ftz.ftz
    rnds = [m for m in mods if m in ALL_RND]
    allowed, required = scalar_rounding(dt, at)
    if len(rnds) > 1:
        ctx.err("Multiple rounding modifiers specified")
        return
    if dt in (".f16", ".bf16") and at == ".f32":
        allowed = FRND + (".rna",) if dt == ".f16" and False else FRND
    if len(rnds) > 1:
        ctx.err(f"more than one rounding modifier on '{what}'")
    elif rnds and rnds[0] not in allowed:
        ctx.err(f"rounding modifier '{rnds[0]}' is not allowed for '{what}'")
    elif required and not rnds:
        ctx.err(f"'{what}' requires a rounding modifier ({'/'.join(x[1:] for x in allowed)})")
    for m in mods:
        if m in ALL_RND:
            continue
        if m == ".ftz":
            if ".f32" not in (dt, at):
                ctx.err(f"'.ftz' needs .f32 as source or destination in '{what}'")
            elif (dt, at) == (".f32", ".bf16"):  # ptxas 13.5: "cvt with .f32.bf16.ftz" needs sm_90
                ctx.need_target(SM90, f"'cvt.ftz{dt}{at}'")
        elif m == ".sat":
            if ".bf16" in (dt, at):
                ctx.err(f"'.sat' is not allowed on '{what}' (bf16 conversions)")
            elif not _sat_possible(dt, at):
                ctx.err(f"'.sat' cannot saturate in '{what}'")
        elif m in (".relu", ".satfinite"):
            if frnd2 is None:
                ctx.err(f"'{m}' is not allowed on '{what}'")
            elif m == ".satfinite":
                ctx.need_ptx(frnd2.satfinite_ptx, f"'cvt.satfinite{dt}.f32'")
        else:
            ctx.err(f"modifier '{m}' is not allowed on '{what}'")
    if frnd2 is not None and rnds and rnds[0] not in frnd2.rnds and (".relu" in mods or ".satfinite" in mods):
        ctx.err(f"'.relu'/'.satfinite' need .rn or .rz on '{what}'")
    if ".bf16" in (dt, at) and not (dt == ".bf16" and at == ".f32") and not (dt == ".f32" and at == ".bf16"):
        ctx.need_ptx((7, 8), f"'{what}'")
        ctx.need_target(SM90, f"'{what}'")
    if ".relu" in mods and frnd2 is not None:
        ctx.need_target(frnd2.targets, f"'cvt.relu{dt}{at}'")
    if ctx.nops(2):
        d, a = ins.operands
        # the wider-register rule does not apply to any operand of a bf16 conversion
        dr = ar = ".bf16" not in (dt, at)
        if dt in (".f16", ".bf16"):
            _half_reg(ctx, d, dt, "the destination of cvt", dr, False)
        else:
            ctx.reg(d, _reg_want(dt), "the destination of cvt", relaxed=dr)
        if at in (".f16", ".bf16"):
            _half_reg(ctx, a, at, "the source of cvt", ar, True)
        else:
            ctx.reg(a, _reg_want(at), "the source of cvt", imm=True, relaxed=ar)


def _reg_want(t: str) -> tuple[str, ...]:
    if t == ".bf16":
        return (".b16",)
    if t == ".f16":
        return (".f16", ".b16")
    if t in (".u8", ".s8", ".u16", ".s16", ".u32", ".s32"):
        # ptxas 13.5 takes an .f16x2 register as a 32-bit integer register in cvt (held-out sets 3, 5)
        return (t, ".f16x2")
    return (t,)


def _packed(ins: Instruction, dt: str, at: str, mods: list[str], ctx) -> None:
    what = f"cvt{dt}{at}"
    if report_duplicates(mods, ctx):
        return
    rows = [p for p in PACKED if p.dtype == dt and p.atype == at]
    if not rows:
        ctx.err(f"unexpected instruction types '{dt}{at}' for 'cvt'")
        return
    rnds = [m for m in mods if m in ALL_RND]
    if len(rnds) > 1:
        ctx.err(f"more than one rounding modifier on '{what}'")
        return
    if not rnds:
        ctx.err(f"'{what}' requires a rounding modifier ({'/'.join(r[1:] for p in rows for r in p.rnds)})")
        return
    rnd = rnds[0]
    row = next((p for p in rows if rnd in p.rnds), None)
    if row is None:
        ctx.err(f"rounding modifier '{rnd}' is not allowed for '{what}' "
                f"(valid: {', '.join(r for p in rows for r in p.rnds)})")
        return
    for m in mods:
        if m in ALL_RND:
            continue
        if m == ".relu":
            if not row.relu:
                ctx.err(f"'.relu' is not allowed on 'cvt{rnd}{dt}{at}'")
        elif m == ".satfinite":
            if row.satfinite == "forbidden":
                ctx.err(f"'.satfinite' is not allowed on 'cvt{rnd}{dt}{at}'")
        else:
            ctx.err(f"modifier '{m}' is not allowed on 'cvt{rnd}{dt}{at}'")
    if row.satfinite == "required" and ".satfinite" not in mods:
        ctx.err(f"'cvt{rnd}{dt}{at}' requires .satfinite")
    label = f"cvt{rnd}{dt}{at}"
    ctx.need_ptx(row.ptx, f"'{label}'")
    ctx.need_target(row.targets, f"'{label}'")
    if dt == ".f16x2" and at in _F8X2 and ctx.target is not None and ctx.target.sm == 89:
        # ptxas 13.5: "Feature 'cvt.f16x2.e4m3x2 on sm_89' requires PTX ISA .version 8.1"
        ctx.need_ptx((8, 1), f"'{label}' on sm_89")
    if ".satfinite" in mods and row.satfinite_ptx:
        ctx.need_ptx(row.satfinite_ptx, f"'cvt{rnd}.satfinite{dt}{at}'")
        if row.satfinite_targets:
            ctx.need_target(row.satfinite_targets, f"'cvt{rnd}.satfinite{dt}{at}'")
    ops = ins.operands
    if not ctx.nops(1 + len(row.srcs)):
        return
    # ptxas 13.0 takes a wider .b register (.b64, .b128) for every operand of cvt.f16x2.f32 (not of
    # .bf16x2 or the fp8 forms); SASS reads a source's low 32 bits and zero-extends the result
    def wide_b(op) -> bool:
        return (dt == ".f16x2" and at == ".f32" and isinstance(op, Reg)
                and (ctx.decl_type(op.name) or "") in (".b64", ".b128"))

    if not wide_b(ops[0]):
        ctx.reg(ops[0], (row.dst,) + ((".f16x2",) if row.dst == ".b32" and dt == ".f16x2" else ()),
                "the destination of cvt", strict=dt != ".f16x2", exact=dt in (".f16x2", ".bf16x2"))
    for op, s in zip(ops[1:], row.srcs, strict=True):
        if wide_b(op):
            continue
        if s.startswith("v4"):
            ctx.vec(op, 4, s[2:], "the source vector of cvt")
        elif isinstance(op, Vector):
            ctx.err("a vector source is only for the x4 forms of cvt")
        else:
            want = (s,) + ((".f16x2",) if s == ".b32" and at == ".f16x2" else ())
            # the .rs forms take their f32 sources in .f32 registers only
            ctx.reg(op, want, "a source of cvt", imm=s == ".f32", exact=rnd == ".rs" and s == ".f32")


def rule(ins: Instruction, quals: list[str], ctx) -> None:
    types, mods = split_quals(quals)
    if len(types) != 2:
        ctx.err(f"'cvt' needs .dtype.atype, got '{''.join(types) or '(none)'}'")
        return
    dt, at = types
    scalar = (INTS + FLOATS)
    if dt in scalar and at in scalar:
        _scalar(ins, dt, at, mods, ctx)
    else:
        _packed(ins, dt, at, mods, ctx)


def pack_rule(ins: Instruction, quals: list[str], ctx) -> None:
    """cvt.pack.sat.{u8,s8,u16,s16}.s32.b32 d, a, b, c (9.7.9.22)."""
    types, mods = split_quals(quals)
    if ".pack" not in mods or ".sat" not in mods or len(types) not in (2, 3):
        ctx.err(f"unknown form '{ins.name}'")
        return
    ctx.need_ptx((6, 5), "'cvt.pack'")
    ctx.need_target(req(">=72"), "'cvt.pack'")


def dispatch(ins: Instruction, quals: list[str], ctx) -> None:
    if ".pack" in quals:
        if quals[0] != ".pack":  # `cvt.sat.pack...` is "Unknown modifier '.pack'" for ptxas
            ctx.err("Unknown modifier '.pack': cvt.pack must start with '.pack'")
            return
        pack_rule(ins, quals, ctx)
    else:
        rule(ins, quals, ctx)


RULES = {"cvt": dispatch}
