"""Texture and surface instructions (manual 9.7.10 tex/tld4, 9.7.11 suld/sust/sured) in unified texture
mode: the texture/surface handle is a .b64 register or a name, `[a, {c}]` or `[a, b, {c}]` with an
explicit sampler.  Labelled by ptxas 13.5 in tests/data/isa/manual.jsonl.gz.  txq/suq/istypep are
plain forms in more_forms.py.  TEXSURF_FORMS is merged into base.BASE_FORMS (one table).
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

from ptxemu.isa.catalogue.forms import CLASSES, Form
from ptxemu.isa.statement import Address, Imm, PredPair, Reg, Vector
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
    if len(items) == 3:  # ptxas 13.5: "Illegal vector size: 3"
        ctx.err(f"the coordinates of '{ins.name}': a vector of 3 (vectors have 1, 2 or 4 elements)")
        return
    if len(items) < n:
        ctx.err(f"'{geom}' takes {n} coordinate(s), got {len(items)}")
        return
    # a longer vector is accepted, the elements past the geometry's unread (ptxas 13.5 takes
    # `tex.1d`/`suld.b.2d` with {x, y, z, w}, as nvopencc's PTX 2.x wrote them)
    items = items[:n]
    if ctype == ".b32" and geom not in _ARRAY:  # surface coordinates: read as tensor coordinates are
        from ptxemu.isa.catalogue.async_copy import tensor_coords
        tensor_coords(addr.coords, ctx)
        return
    if ctype == ".b32":
        for k, it in enumerate(items):
            want = ".s32" if (k == 0 and geom in _ARRAY) else ctype
            ctx.reg(it, (want,), f"coordinate {k + 1} of '{ins.name}'", imm=True)
        return
    if geom in _ARRAY:  # the array index: an .s32 ("Array index in the 'tex' instruction has un...")
        ctx.reg(items[0], (".s32",), f"the array index of '{ins.name}'", imm=True)
        items = items[1:]
    what = f"the coordinates of '{ins.name}'"
    for it in items:  # ptxas 13.0 fails without a message on an integer immediate for .f32 coordinates
        if isinstance(it, Imm) and ctype == ".f32" and isinstance(it.value, int) and it.bits is None:
            ctx.err(f"{what}: integer immediate '{it.text}' for .f32 coordinates")
            return
    cls = _brace_class(items, ctx, what)
    if cls is None:
        return
    # a .b32 register gives the brace no type; integer registers pass for .f32 coordinates (ptxas 13.0:
    # `tex.2d.v4.u32.f32 d, [t, {s1, s2}]`), float ones and predicates do not for .s32
    if cls == "b" or cls == "i" or (cls == "f" and ctype == ".f32"):
        return
    ctx.err(f"{what}: {_CLASS_NAME[cls]} elements for {ctype[1:]} coordinates (Arguments mismatch)")


_CLASS_NAME = {"i": "integer", "f": "floating-point", "pred": "predicate", "b": "bit"}


def _brace_class(items, ctx, what: str, *, width: int = 32) -> str | None:
    """How ptxas 13.0 types a brace of texture coordinates, offsets or results: every register
    `width` bits wide or a predicate ("Incompatible elements of vector expression"); the typed
    elements (integer registers and immediates, float registers and literals, predicates) of one
    class ("Vector with elements of different types are not allowed in tex instruction"); the class
    of the brace is theirs, or "b" when a .b register is in it (a .b register goes with any class:
    `{f51, r21}` and `{p5, r21}` are accepted for .s32 coordinates).  None after reporting."""
    classes: set[str] = set()
    has_b = False
    for it in items:
        if isinstance(it, Imm):
            classes.add("f" if (it.bits is not None or isinstance(it.value, float)) else "i")
            continue
        if not isinstance(it, Reg):
            ctx.err(f"{what}: '{getattr(it, 'text', it)}' is not a register or an immediate")
            return None
        if it.name == "_":
            ctx.err(f"Sink '_' not allowed as a source operand ({what})")
            return None
        t = ctx.decl_type(it.name)
        ti = TYPES.get(t or "")
        if ti is None:
            ctx.err(f"{what}: '{it.name}' is not a declared register")
            return None
        if ti.kind != "pred" and ti.bits != width:
            ctx.err(f"{what}: '{it.name}' is {t[1:]} (Incompatible elements of vector expression)")
            return None
        if ti.kind == "b":
            has_b = True
        else:
            classes.add({"u": "i", "s": "i"}.get(ti.kind, ti.kind))
    if len(classes) > 1:
        ctx.err(f"{what}: Vector with elements of different types are not allowed in tex instruction")
        return None
    if has_b or not classes:
        return "b"
    return classes.pop()


def _dest(ins, ctx, d, v: int, t: str) -> None:
    """tex/tld4's result brace.  .f32, .s32, .u32 results (ptxas 13.0): 32-bit registers of one class,
    integer ones for .f32 too (`tex.1d.v4.f32.s32 {s0, s1, s2, s3}, ...`), never float ones for an
    integer result; the sink `_` in a .v4 result only (.v2.f16x2: "Result discard mode is not
    allowed for instruction 'mov'")."""
    what = f"operand 1 of '{ins.name}'"
    if not isinstance(d, Vector) or t not in (".f32", ".s32", ".u32"):  # .f16: 16-bit registers only
        ctx.vec(d, v, (t,), what, relaxed=t != ".f16", sink=v == 4)
        return
    if any(isinstance(it, Imm) for it in d.items):
        ctx.err(f"Result register required for instruction '{ins.opcode}' ({what})")
        return
    cls = _brace_class([it for it in d.items if not (isinstance(it, Reg) and it.name == "_")], ctx, what)
    if cls == "pred" or (cls == "f" and t != ".f32"):
        ctx.err(f"{what}: {_CLASS_NAME[cls]} registers for a {t[1:]} result (Arguments mismatch)")


# the fewest offset elements per geometry (ptxas 13.0: "Operand vector size doesn't match geometry");
# cube textures take no offset ("Illegal modifier '.cube'")
_OFFSET_MIN = {".1d": 1, ".a1d": 1, ".2d": 2, ".a2d": 2, ".2dms": 2, ".a2dms": 2, ".3d": 3}


def _offsets(ins, ctx, op, geom: str, dtype: str, tld4: bool) -> None:
    """The third operand of tex (no .level/.grad) and tld4 as ptxas 13.0 reads it: a brace is the
    offset vector e (integer elements, 1, 2 or 4 of them, at least the geometry's dimensions);
    a scalar is tld4's depth compare (any 32-bit register, a literal, `var+imm`) and for tex a
    32-bit register or literal, a float one only with a .f32 result (the depth compare)."""
    what = f"operand 3 of '{ins.name}'"
    if isinstance(op, Vector):
        n = len(op.items)
        if geom not in _OFFSET_MIN:
            ctx.err(f"Illegal modifier '{geom}' for instruction '{ins.opcode}' with an offset vector")
            return
        if n not in (1, 2, 4):
            ctx.err(f"Illegal vector size: {n} ({what})")
            return
        if n < _OFFSET_MIN[geom]:
            ctx.err(f"Operand vector size doesn't match geometry for instruction '{ins.opcode}' ({what})")
            return
        cls = _brace_class(op.items, ctx, what)
        if cls is not None and cls not in ("b", "i"):
            ctx.err(f"{what}: {_CLASS_NAME[cls]} offsets (Arguments mismatch)")
        return
    if tld4 or dtype == ".f32":  # a depth compare
        ctx.reg(op, (".b32", ".u32", ".s32", ".f32"), what, imm=True)
        if isinstance(op, Reg) and (ctx.decl_type(op.name) or "") in (".b16", ".u16", ".s16", ".f16"):
            ctx.err(f"{what}: a 32-bit register expected (Arguments mismatch)")
        return
    if isinstance(op, Imm):
        if op.bits is not None or isinstance(op.value, float):
            ctx.err(f"{what}: a float literal for the offset (Arguments mismatch)")
        return
    ctx.reg(op, (".b32", ".u32", ".s32"), what, strict=True)


def _depth_compare(ins, ctx, op, geom: str, dtype: str) -> None:
    """tex's fourth operand after an offset vector: the depth compare, a .f32 result's only, not on
    3d textures (ptxas 13.0: "Arguments mismatch", "Illegal modifier '.3d'")."""
    what = f"operand 4 of '{ins.name}'"
    if dtype != ".f32" or geom == ".3d":
        ctx.err(f"'{ins.name}' takes no depth compare operand (Arguments mismatch)")
        return
    ctx.reg(op, (".f32",), what, imm=True)


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
            _dest(ins, ctx, d, v, t)
        geom = chosen.get("texgeom") or chosen.get("tld4geom") or ""
        ctype = chosen.get("texctype", ".f32")
        if geom in (".cube", ".acube") and ctype != ".f32":
            ctx.err("floating-point coordinates required for cube textures")
        if geom in (".2dms", ".a2dms") and ctype != ".s32":
            ctx.err("integer coordinates required for multi-sample textures")
        _coords(ins, ctx, ops[1], geom, ctype, _COORDS)
        tld4 = ins.opcode == "tld4"
        if len(ops) > 2 and (tld4 or not chosen.get("texmip")):
            _offsets(ins, ctx, ops[2], geom, t, tld4)
        if len(ops) > 3 and not tld4 and not chosen.get("texmip") and isinstance(ops[2], Vector):
            _depth_compare(ins, ctx, ops[3], geom, t)
    return extra


def _su_data(ins, ctx, op, chosen, t: str, imm: bool = False) -> None:
    vec = chosen.get("vec32")
    n = int(vec[2:]) if vec else 1
    if TYPES[t].bits * n > 128:
        ctx.err(f"vector type {vec}{t} is too large (exceeds the 128-bit limit)")
        return
    what = f"data operand of '{ins.name}'"
    if isinstance(op, Vector):
        ctx.vec(op, n, (t,), what, relaxed=True, imm="data" if imm else False)
    elif n == 1 or (imm and isinstance(op, Imm)):  # ptxas 13.0: sust.p.1d.v2.b32 [t, {x}], 1
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
