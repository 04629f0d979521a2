"""mma.sync (PTX ISA 9.0 section 9.7.14.5.14), dense forms and .kind / .block_scale forms.

`DENSE` is the Syntax block as data: (shape, a/b type group) -> registers per thread of A, B and
C/D (C/D counts are per dtype: two .f16 travel in one .b32), legal dtypes, layouts, version and
targets.  `BLOCK_SCALE` is Table 36 (kind x element types x scale type x scale_vec) and
`SELECTORS` is Table 37 (legal byte-id / thread-id values per scale_vec).
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

import re
from dataclasses import dataclass

from ptxemu.isa.catalogue.forms import report_duplicates, split_quals
from ptxemu.isa.statement import Imm, Instruction, Vector
from ptxemu.isa.targets import Req, req


@dataclass(frozen=True)
class MmaForm:
    shape: str
    atypes: tuple[str, ...]
    btypes: tuple[str, ...]
    na: int
    nb: int
    nd: dict  # dtype -> registers
    dtypes: tuple[str, ...]
    ctypes: tuple[str, ...]
    layouts: tuple[tuple[str, str], ...]
    ptx: tuple[int, int]
    targets: Req
    kind: str = ""  # "", "f8f6f4"
    same_ab: bool = False


RC = ((".row", ".col"),)
ANY_LAYOUT = tuple((a, b) for a in (".row", ".col") for b in (".row", ".col"))
F16 = (".f16",)
F8 = (".e4m3", ".e5m2")
F8F6F4 = (".e4m3", ".e5m2", ".e3m2", ".e2m3", ".e2m1")
I8 = (".s8", ".u8")
I4 = (".s4", ".u4")
HF = {".f16": 4, ".f32": 8}
SM120 = req("sm_120a sm_121a +sm_120f")

DENSE: tuple[MmaForm, ...] = (
    MmaForm(".m8n8k4", F16, F16, 2, 2, {".f16": 4, ".f32": 8}, (".f16", ".f32"), (".f16", ".f32"), ANY_LAYOUT,
            (6, 4), req(">=70")),
    MmaForm(".m16n8k8", F16, F16, 2, 1, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (6, 5), req(">=75")),
    MmaForm(".m16n8k16", F16, F16, 4, 2, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (7, 0), req(">=80")),
    MmaForm(".m16n8k4", (".tf32",), (".tf32",), 2, 1, {".f32": 4}, (".f32",), (".f32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k8", (".bf16", ".tf32"), (".bf16", ".tf32"), 0, 0, {".f32": 4}, (".f32",), (".f32",), RC,
            (7, 0), req(">=80"), same_ab=True),
    MmaForm(".m16n8k16", (".bf16",), (".bf16",), 4, 2, {".f32": 4}, (".f32",), (".f32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k16", F8, F8, 2, 1, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (8, 7), req(">=89")),
    MmaForm(".m16n8k32", F8, F8, 4, 2, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (8, 4), req(">=89")),
    MmaForm(".m16n8k32", F8F6F4, F8F6F4, 4, 2, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (8, 7), SM120, kind="f8f6f4"),
    MmaForm(".m8n8k4", (".f64",), (".f64",), 1, 1, {".f64": 2}, (".f64",), (".f64",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k4", (".f64",), (".f64",), 2, 1, {".f64": 4}, (".f64",), (".f64",), RC, (7, 8), req(">=90")),
    MmaForm(".m16n8k8", (".f64",), (".f64",), 4, 2, {".f64": 4}, (".f64",), (".f64",), RC, (7, 8), req(">=90")),
    MmaForm(".m16n8k16", (".f64",), (".f64",), 8, 4, {".f64": 4}, (".f64",), (".f64",), RC, (7, 8), req(">=90")),
    MmaForm(".m8n8k16", I8, I8, 1, 1, {".s32": 2}, (".s32",), (".s32",), RC, (6, 5), req(">=75")),
    MmaForm(".m16n8k16", I8, I8, 2, 1, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k32", I8, I8, 4, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m8n8k32", I4, I4, 1, 1, {".s32": 2}, (".s32",), (".s32",), RC, (6, 5), req(">=75")),
    MmaForm(".m16n8k32", I4, I4, 2, 1, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k64", I4, I4, 4, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m8n8k128", (".b1",), (".b1",), 1, 1, {".s32": 2}, (".s32",), (".s32",), RC, (6, 5), req(">=75")),
    MmaForm(".m16n8k128", (".b1",), (".b1",), 2, 1, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k256", (".b1",), (".b1",), 4, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
)
# m16n8k8 with bf16 has 2/1 registers, with tf32 4/2
_K8 = {".bf16": (2, 1), ".tf32": (4, 2)}


@dataclass(frozen=True)
class BlockScale:
    kind: str
    shape: str
    types: tuple[str, ...]
    combos: tuple[tuple[str, str], ...]  # (scale_vec, stype)
    default_vec: str | None  # scale_vec when omitted (None: mandatory)


# Table 36
BLOCK_SCALE = {
    "mxf8f6f4": BlockScale("mxf8f6f4", ".m16n8k32", F8F6F4, (("1X", ".ue8m0"),), "1X"),
    "mxf4": BlockScale("mxf4", ".m16n8k64", (".e2m1",), (("2X", ".ue8m0"),), "2X"),
    "mxf4nvf4": BlockScale("mxf4nvf4", ".m16n8k64", (".e2m1",),
                           (("2X", ".ue8m0"), ("4X", ".ue8m0"), ("4X", ".ue4m3")), None),
}
# Table 37: legal (byte-id-a, thread-id-a, byte-id-b, thread-id-b) values per scale_vec
SELECTORS = {"1X": ((0, 1, 2, 3), (0, 1), (0, 1, 2, 3), (0, 1, 2, 3)),
             "2X": ((0, 2), (0, 1), (0, 2), (0, 1, 2, 3)),
             "4X": ((0,), (0, 1), (0,), (0, 1, 2, 3))}
_SHAPE_RE = re.compile(r"^\.m\d+n\d+k\d+$")
_KIND_RE = re.compile(r"^\.kind::(\w+)$")
_SV_RE = re.compile(r"^\.scale_vec::(\w+)$")


def _reg_type(t: str) -> tuple[str, ...]:
    return {".f16": (".f16x2", ".b32"), ".f32": (".f32",), ".f64": (".f64",), ".s32": (".s32",)}[t]


def _ab_type(t: str) -> tuple[str, ...]:
    if t == ".f64":
        return (".f64",)
    if t == ".f16":
        return (".f16x2", ".b32")
    return (".b32",)


def rule(ins: Instruction, quals: list[str], ctx) -> None:
    what = "mma"
    types, mods = split_quals(quals)
    shapes = [m for m in mods if _SHAPE_RE.match(m)]
    layouts = [m for m in mods if m in (".row", ".col")]
    kinds = [m for m in mods if _KIND_RE.match(m)]
    svs = [m for m in mods if _SV_RE.match(m)]
    block = ".block_scale" in mods
    known = set(shapes) | set(layouts) | set(kinds) | set(svs) | {
        ".sync", ".aligned", ".block_scale", ".satfinite", ".xor", ".and", ".popc"}
    for m in mods:
        if m not in known:
            ctx.err(f"modifier '{m}' is not allowed on '{what}'")
    for r_ in (".sync", ".aligned"):
        if r_ not in mods:
            ctx.err(f"{r_} modifier required for instruction '{what}'")
    if report_duplicates(mods, ctx, allow=(".row", ".col")):
        return
    if len(shapes) != 1:
        ctx.err(f"'{what}' needs exactly one .mMnNkK shape")
        return
    shape = shapes[0]
    if len(layouts) != 2:
        ctx.err(f"'{what}' needs .alayout.blayout (e.g. .row.col)")
        return
    lay = (layouts[0], layouts[1])
    kind = _KIND_RE.match(kinds[0]).group(1) if kinds else ""
    if len(set(kinds)) > 1 or len(set(svs)) > 1:
        ctx.err(f"conflicting .kind/.scale_vec qualifiers on '{what}'")
        return
    if block or kind in BLOCK_SCALE:
        _block_scale(ins, types, mods, shape, lay, kind, svs, ctx)
        return
    if svs:
        ctx.err(f"'{svs[0]}' needs .block_scale")
        return
    nt = len(types)
    if nt != 4:
        ctx.err(f"unexpected instruction types '{''.join(types) or '(none)'}' for '{what}'")
        return
    dt, at, bt, ct = types
    if kind and kind != "f8f6f4":
        ctx.err(f"unknown .kind::{kind} for '{what}'")
        return
    cands = [f for f in DENSE if f.shape == shape and f.kind == kind]
    form = next((f for f in cands if at in f.atypes and bt in f.btypes), None)
    if form is None:
        if not cands:
            ctx.err(f"{shape[1:]} is not a shape for '{what}'" + (f" with .kind::{kind}" if kind else ""))
        else:
            ctx.err(f"{shape[1:]} is not a shape for {at}/{bt}"
                    + (f" with .kind::{kind}" if kind else ""))
        if not kind and at in F8F6F4 and at not in F8 or bt in F8F6F4 and bt not in F8:
            pass
        return
    if form.same_ab and at != bt:
        ctx.err(f"'{what}.{shape[1:]}' needs .atype == .btype, got {at}/{bt}")
        return
    if dt not in form.dtypes or ct not in form.ctypes:
        ctx.err(f"unexpected accumulator types '{dt}'/'{ct}' for '{what}.{shape[1:]}{at}'")
        return
    if shape == ".m8n8k4" and at == ".f16" and ct == ".f32" and dt != ".f32":
        ctx.err("m8n8k4: when .ctype is .f32, .dtype must also be .f32")
    if shape != ".m8n8k4" and dt != ct:
        ctx.err(f".dtype must be '{ct}' when .ctype is '{ct}' for 'mma' with shape '{shape}'")
    if lay not in form.layouts:
        ctx.err(f"layout '{lay[0]}{lay[1]}' is not allowed for '{what}.{shape[1:]}{at}' (only .row.col)")
    is_int = dt == ".s32" and at != ".b1"
    if ".satfinite" in mods and not is_int:
        ctx.err(f"'.satfinite' is only for integer '{what}'")
    if at == ".b1":
        ops = [m for m in mods if m in (".xor", ".and")]
        if len(ops) != 1:
            ctx.err(f"'{what}' with .b1 needs exactly one of .xor/.and")
        if ".popc" not in mods:
            ctx.err(f"'{what}' with .b1 needs .popc")
        if ".and" in ops:
            ctx.need_ptx((7, 1), f"'{what}.and.popc'")
    else:
        for m in (".xor", ".and", ".popc"):
            if m in mods:
                ctx.err(f"modifier '{m}' is only for .b1 '{what}'")
    ptx = form.ptx
    if form.atypes == F8 and dt == ".f16":
        ptx = max(ptx, (8, 7))
    if is_int and at != bt and False:
        ptx = ptx
    label = f"{what}.{shape[1:]}" + (f".kind::{kind}" if kind else "") + f"{dt}{at}{bt}{ct}"
    targets = form.targets
    if kind == "f8f6f4" and at in F8 and bt in F8:
        # ptxas 13.5 also takes the fp8-only .kind::f8f6f4 forms on sm_100a (as PTX 8.6)
        ptx = (8, 7) if dt == ".f16" else (8, 6)  # fp8 with f16 accumulation is PTX 8.7
        targets = req("sm_100a sm_101a sm_110a sm_103a sm_120a sm_121a +sm_100f +sm_110f +sm_120f")
    ctx.need_ptx(ptx, f"'{label}'")
    ctx.need_target(targets, f"'{label}'")
    na, nb = (form.na, form.nb) if not form.same_ab else _K8[at]
    _operands(ins, 4, form.nd[dt], na, nb, form.nd[ct], dt, at, bt, ct, shape, ctx)


def _operands(ins: Instruction, nops: int, nd: int, na: int, nb: int, nc: int, dt: str, at: str, bt: str,
              ct: str, shape: str, ctx) -> bool:
    ops = ins.operands
    if len(ops) != nops:
        ctx.err(f"'mma' takes {nops} operands here, got {len(ops)}")
        return False
    rule_ = shape[1:]
    ok = ctx.vec(ops[0], nd, _reg_type(dt), "the D operand", rule=rule_)
    ok &= ctx.vec(ops[1], na, _ab_type(at), "the A operand", rule=rule_)
    ok &= ctx.vec(ops[2], nb, _ab_type(bt), "the B operand", rule=rule_)
    ok &= ctx.vec(ops[3], nc, _reg_type(ct), "the C operand", rule=rule_, imm=False)
    return ok


def _block_scale(ins: Instruction, types: list[str], mods: list[str], shape: str, lay, kind: str,
                 svs: list[str], ctx) -> None:
    what = "mma"
    if kind not in BLOCK_SCALE:
        ctx.err("'.block_scale' needs .kind::mxf8f6f4, .kind::mxf4 or .kind::mxf4nvf4"
                + (f", not .kind::{kind}" if kind else ""))
        return
    if ".block_scale" not in mods:
        ctx.err(f".kind::{kind} requires .block_scale")
        return
    bs = BLOCK_SCALE[kind]
    if len(types) != 5:
        ctx.err(f"unexpected instruction types '{''.join(types)}' for '{what}.kind::{kind}' "
                "(expected .dtype.atype.btype.ctype.stype)")
        return
    dt, at, bt, ct, st = types
    if shape != bs.shape:
        ctx.err(f"{shape[1:]} is not a shape for .kind::{kind} (needs {bs.shape[1:]})")
        return
    if lay != (".row", ".col"):
        ctx.err(f"layout '{lay[0]}{lay[1]}' is not allowed for '{what}' (only .row.col)")
    if dt != ".f32" or ct != ".f32":
        ctx.err(f"unexpected accumulator types '{dt}'/'{ct}' for .kind::{kind} (only .f32)")
    if at not in bs.types or bt not in bs.types:
        ctx.err(f"'{at}'/'{bt}' are not element types of .kind::{kind}")
        return
    sv = _SV_RE.match(svs[0]).group(1) if svs else bs.default_vec
    if sv is None:
        ctx.err(f".kind::{kind} requires a .scale_vec::2X or .scale_vec::4X qualifier")
        return
    if (sv, st) not in bs.combos:
        legal_st = [s for v, s in bs.combos if v == sv]
        if legal_st:
            ctx.err(f"scale_vec::{sv} with kind::{kind} needs {' or '.join(legal_st)}")
        else:
            ctx.err(f"scale_vec::{sv} is not valid with kind::{kind}")
        return
    for m in (".satfinite", ".xor", ".and", ".popc"):
        if m in mods:
            ctx.err(f"modifier '{m}' is not allowed on '{what}.kind::{kind}'")
    label = f"{what}.kind::{kind}.block_scale"
    ctx.need_ptx((8, 7), f"'{label}'")
    if kind == "mxf4nvf4" and sv == "4X" and st == ".ue8m0":
        ctx.need_ptx((9, 1), f"'{label}' with .scale_vec::4X and .ue8m0")
    ctx.need_target(SM120, f"'{label}'")
    ops = ins.operands
    if len(ops) != 8:
        ctx.err(f"'{label}' takes 8 operands, got {len(ops)}")
        return
    na, nb = 4, 2
    _operands_prefix = ops[:4]
    ctx.vec(_operands_prefix[0], 4, (".f32",), "the D operand", rule=shape[1:])
    ctx.vec(_operands_prefix[1], na, (".b32",), "the A operand", rule=shape[1:])
    ctx.vec(_operands_prefix[2], nb, (".b32",), "the B operand", rule=shape[1:])
    ctx.vec(_operands_prefix[3], 4, (".f32",), "the C operand", rule=shape[1:])
    legal = SELECTORS[sv]
    for base, nm in ((4, "a"), (6, "b")):
        ctx.reg(ops[base], (".b32",), f"scale-{nm}-data")
        sel = ops[base + 1]
        if not isinstance(sel, Vector) or len(sel.items) != 2:
            ctx.err(f"the selector of scale-{nm}-data must be {{byte-id-{nm}, thread-id-{nm}}}")
            continue
        for j, (it, nmj) in enumerate(zip(sel.items, (f"byte-id-{nm}", f"thread-id-{nm}"), strict=True)):
            allowed = legal[(0 if nm == "a" else 2) + j]
            if isinstance(it, Imm):
                if not isinstance(it.value, int) or it.value not in allowed:
                    ctx.err(f"{nmj} = {it.text} is not valid with scale_vec::{sv} "
                            f"(Table 37: {', '.join(map(str, allowed))})")
            else:
                ctx.reg(it, (".u16", ".b16"), nmj)


RULES = {"mma": rule}
