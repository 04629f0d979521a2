"""Texture and surface instructions (manual 9.7.10 tex/tld4, 9.7.11 suld/sust/sured) in unified texture
mode: the texture/surface handle is a .b64 register or a name, `[a, {c}]` or `[a, b, {c}]` with an
explicit sampler.  Labelled by ptxas 13.5 in tests/data/isa/manual.jsonl.gz.  txq/suq/istypep are
plain forms in more_forms.py.  TEXSURF_FORMS is merged into base.BASE_FORMS (one table).
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

from ptxemu.isa.catalogue.forms import CLASSES, Form
from ptxemu.isa.statement import Address, PredPair, Reg, Vector
from ptxemu.isa.types import TYPES

F = Form

CLASSES.update({
    "texgeom": (".1d", ".2d", ".3d", ".a1d", ".a2d", ".cube", ".acube", ".2dms", ".a2dms"),
    "texmip": (".base", ".level", ".grad"),
    "texdtype": (".u32", ".s32", ".f16", ".f32"),
    "texctype": (".s32", ".f32"),
    "tld4comp": (".r", ".g", ".b", ".a"),
    "tld4geom": (".2d", ".a2d", ".cube", ".acube"),
    "tld4dtype": (".u32", ".s32", ".f32"),
    "sugeom": (".1d", ".2d", ".3d", ".a1d", ".a2d"),
    "sugeom3": (".1d", ".2d", ".3d"),
    "sudtype": (".b8", ".b16", ".b32", ".b64"),
    "suclamp": (".trap", ".clamp", ".zero"),
    "suldcop": (".ca", ".cg", ".cs", ".cv"),
    "sustcop": (".wb", ".cg", ".cs", ".wt"),
    "suredop": (".add", ".min", ".max", ".and", ".or"),
    "suredbt": (".u32", ".u64", ".s32", ".b32", ".s64"),
})

# coordinates per geometry (manual 9.7.10.3: 3d and the array/cube forms take a 4-vector)
_COORDS = {".1d": 1, ".2d": 2, ".3d": 4, ".a1d": 2, ".a2d": 4, ".cube": 4, ".acube": 4, ".2dms": 4, ".a2dms": 4}
_SU_COORDS = {".1d": 1, ".2d": 2, ".3d": 4, ".a1d": 2, ".a2d": 4}
_ARRAY = (".a1d", ".a2d", ".acube", ".a2dms")


def _coords(ins, ctx, addr, geom: str, ctype: str, table: dict[str, int]) -> None:
    if not isinstance(addr, Address) or addr.coords is None:
        ctx.err(f"the address of '{ins.name}' must be [handle, {{coordinates}}]")
        return
    for h in (addr.base, addr.sampler):  # a handle is a .b64 register or a .texref/.surfref name
        t = ctx.decl_type(h.name) if isinstance(h, Reg) else None
        if t is not None and t.startswith(".") and t not in (".b64", ".u64", ".s64"):
            ctx.err(f"the texture/surface handle '{h.name}' must be a 64-bit register, not {t[1:]}")
        if t is not None and t.startswith("sym:") and h.name not in ctx.c.handles:
            ctx.err(f"the texture/surface handle '{h.name}' is a variable, not a .texref/.surfref")
    n = table.get(geom, 0)
    if isinstance(addr.coords, Reg):
        # the coordinates as one register `[tex, v]`: ptxas 13.0 takes a vector register of any
        # length, even a scalar, for any geometry (what it reads from a short one is not known)
        if ctx.decl_type(addr.coords.name) is None:
            ctx.err(f"the coordinates '{addr.coords.name}' of '{ins.name}' are not declared")
        return
    items = addr.coords.items
    if len(items) != n:
        ctx.err(f"'{geom}' takes {n} coordinate(s), got {len(items)}")
        return
    if ctype == ".b32" and geom not in _ARRAY:  # surface coordinates: read as tensor coordinates are
        from ptxemu.isa.catalogue.async_copy import tensor_coords
        tensor_coords(addr.coords, ctx)
        return
    for k, it in enumerate(items):
        want = ".s32" if (k == 0 and geom in _ARRAY) else ctype
        ctx.reg(it, (want,), f"coordinate {k + 1} of '{ins.name}'", imm=True)


def _tex(v: int):
    def extra(ins, chosen, ctx) -> None:
        ops = ins.operands
        if len(ops) < 2:
            return
        d = ops[0].first if isinstance(ops[0], PredPair) else ops[0]
        t = chosen.get("texdtype") or chosen.get("tld4dtype") or ".f16x2"
        if not isinstance(d, (Vector, Reg)) or isinstance(d, Vector) and len(d.items) != v:
            ctx.err(f"the destination of '{ins.name}' must be a vector of {v}")
        else:  # a brace, or a vector register of v elements
            ctx.vec(d, v, (t,), f"operand 1 of '{ins.name}'", relaxed=True)
        geom = chosen.get("texgeom") or chosen.get("tld4geom") or ""
        ctype = chosen.get("texctype", ".f32")
        if geom in (".cube", ".acube") and ctype != ".f32":
            ctx.err("floating-point coordinates required for cube textures")
        if geom in (".2dms", ".a2dms") and ctype != ".s32":
            ctx.err("integer coordinates required for multi-sample textures")
        _coords(ins, ctx, ops[1], geom, ctype, _COORDS)
    return extra


def _su_data(ins, ctx, op, chosen, t: str, imm: bool = False) -> None:
    vec = chosen.get("vec32")
    n = int(vec[2:]) if vec else 1
    if TYPES[t].bits * n > 128:
        ctx.err(f"vector type {vec}{t} is too large (exceeds the 128-bit limit)")
        return
    what = f"data operand of '{ins.name}'"
    if isinstance(op, Vector):
        ctx.vec(op, n, (t,), what, relaxed=True, imm=imm)
    elif n == 1:
        ctx.reg(op, (t,), what, relaxed=True, imm=imm)
    else:
        ctx.err(f"{what} must be a vector of {n}")


def _suld(ins, chosen, ctx) -> None:
    if len(ins.operands) == 2:
        _su_data(ins, ctx, ins.operands[0], chosen, chosen.get("sudtype", ".b32"))
        _coords(ins, ctx, ins.operands[1], chosen.get("sugeom", ""), ".b32", _SU_COORDS)


def _sust(ins, chosen, ctx) -> None:
    if len(ins.operands) == 2:
        geom = chosen.get("sugeom") or chosen.get("sugeom3") or ""
        _coords(ins, ctx, ins.operands[0], geom, ".b32", _SU_COORDS)
        # ptxas takes an immediate (or var+imm) as the data stored
        _su_data(ins, ctx, ins.operands[1], chosen, chosen.get("sudtype", ".b32"), imm=True)


def _sured(ins, chosen, ctx) -> None:
    if chosen.get("suredop") in (".min", ".max") and chosen.get("suredbt") in (".u64", ".s64"):
        ctx.need_ptx((8, 1), "64-bit min/max on sured.b")  # ptxas 13.5
    if ins.operands:
        _coords(ins, ctx, ins.operands[0], chosen.get("sugeom3", ""), ".b32", _SU_COORDS)


TEXSURF_FORMS: dict[str, list[Form]] = {
    "tex": [F("tex{.<texmip>}.<texgeom>.v4.<texdtype>.<texctype>", "_, a, _?, _?, _?", extra=_tex(4)),
            F("tex{.<texmip>}.<texgeom>.v2.f16x2.<texctype>", "_, a, _?, _?, _?", ptx=(4, 2), extra=_tex(2))],
    "tld4": [F("tld4.<tld4comp>.<tld4geom>.v4.<tld4dtype>.f32", "_, a, _?, _?", ptx=(2, 2), extra=_tex(4))],
    "suld": [F("suld.b.<sugeom>{.<suldcop>}{.<vec32>}.<sudtype>.<suclamp>", "_, a", extra=_suld, lead=1)],
    "sust": [F("sust.b.<sugeom>{.<sustcop>}{.<vec32>}.<sudtype>.<suclamp>", "a, _", extra=_sust, lead=1),
             F("sust.p.<sugeom3>{.<vec32>}.b32.<suclamp>", "a, _", extra=_sust, lead=1)],
    # the data: a register of the type or a wider one (ptxas takes `sured.b.add.1d.u32 [..], %rd`)
    "sured": [F("sured.b.<suredop>.<sugeom3>.<suredbt>.<suclamp>", "a, ri:t0*", extra=_sured, lead=1),
              F("sured.p.<suredop>.<sugeom3>.<bits32_64>.<suclamp>", "a, ri:t0*", extra=_sured, lead=1)],
}
