"""cvt between floating-point formats (PTX ISA 9.0, 9.7.9.21), every float<->float form.

Integer sides and the integer roundings (.rni/.rzi/.rmi/.rpi) belong to ops/cvt_int.py; this
handler declines them. The forms are data (FORMS below: the lines of the one cvt table,
ptxemu.isa.catalogue.cvt, that check() reads too);
execution is generic: read each source element, round it once into the destination format with
ptxemu.formats.encode, pack with a -> upper slot.

Modelling choices the manual leaves open (see docs/formats.md):
- .rs: rbits are added to the top `width` discarded bits of the source significand, the carry
  rounds away from zero (manual text; seed 004). e2m1x4 byte assignment (figure 40 missing):
  a <- rbits[31:24], b <- rbits[15:8], e <- rbits[23:16], f <- rbits[7:0].
- .relu maps every negative result (and -0) to +0; NaN stays the canonical NaN.
- .sat (float destinations) clamps to [+0, 1.0]; NaN -> +0.
- NaN results are the destination's canonical NaN, except bf16 -> f32 widening, which keeps the
  payload as NVIDIA's host __bfloat162float does (the manual: "unspecified NaN").
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.formats import FORMATS, decode, encode, half_rn, nan_payload, pack, unpack, widen
from ptxemu.isa.catalogue.cvt import FLOAT_LINES
from ptxemu.isa.statement import Imm, Instruction, Reg, Vector
from ptxemu.isa.types import TYPES
from ptxemu.ops.registry import register

SCALAR = ("f16", "bf16", "f32", "f64")
# the float types of the cvt lines (the one cvt table) and the scalar ones
FLOAT_TYPES = set(SCALAR) | {t[1:] for p in FLOAT_LINES for t in (p.dtype, p.atype)}
INT_TYPES = {"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64"}
IRND = {"rni", "rzi", "rmi", "rpi"}
FRND = {"rn", "rna", "rz", "rm", "rp", "rs"}
FLAGS = {"ftz", "sat", "satfinite", "relu"}

# Register width of each instruction type (5.2.4.1 Table 9, 9.7.9.21 operand types)
REG_BITS = {t: TYPES["." + t].bits for t in FLOAT_TYPES}


def element(t: str) -> tuple[str, int]:
    """('e4m3', 2) for 'e4m3x2'; ('f32', 1) for 'f32'."""
    for n in (2, 4):
        if t.endswith(f"x{n}"):
            return t[:-2], n
    return t, 1


@dataclass(frozen=True)
class Form:
    """One syntax line of 9.7.9.21 for a (dtype, atype) pair and a set of roundings."""

    dst: str
    src: str
    roundings: frozenset[str]
    relu: bool = False  # .relu allowed
    satfinite: str = "no"  # "no" | "opt" | "req"
    sources: str = "a"  # "a", "ab" (two .f32), "abef" (vector of four .f32)
    rbits: bool = False  # takes the rbits operand (.rs)
    line: str = ""  # the manual's syntax line, for messages
    unsupported: str = ""  # valid (ptxas accepts it) but not modelled: the reason


def _from_line(p) -> Form:
    """One line of the one cvt table (ptxemu.isa.catalogue.cvt.FLOAT_LINES) as an executable form."""
    rbits = ".rs" in p.rnds
    n = len(p.srcs) - rbits
    sources = "abef" if p.srcs[0].startswith("v4") else ("ab" if n == 2 else "a")
    sat = {"required": "req", "optional": "opt", "forbidden": "no"}[p.satfinite]
    rnd = "." + "/".join(r[1:] for r in p.rnds) if len(p.rnds) == 1 else "{" + "/".join(p.rnds) + "}"
    ops = {"a": "a", "ab": "a, b", "abef": "{a, b, e, f}"}[sources] + (", rbits" if rbits else "")
    line = (f"cvt{rnd}{'{.relu}' if p.relu else ''}{dict(req='.satfinite', opt='{.satfinite}', no='')[sat]}"
            f"{p.dtype}{p.atype} d, {ops};")
    return Form(p.dtype[1:], p.atype[1:], frozenset(r[1:] for r in p.rnds), p.relu, sat, sources, rbits, line)


# The forms are the lines of the one cvt table that check() reads too (isa/catalogue/cvt.py):
# the packed / low-precision lines and the two scalar .f16/.bf16 <- .f32 lines with .relu/.satfinite
FORMS: list[Form] = [_from_line(p) for p in FLOAT_LINES]

# .rs random-bit slices per destination element, in source order (a, b[, e, f]):
# (shift, width) read as (rbits >> shift) & ((1 << width) - 1). Manual 9.7.9.21 text.
RBITS_SLICES = {
    "f16x2": ((16, 13), (0, 13)),  # 13 LSBs of each half; a <- upper half
    "bf16x2": ((16, 16), (0, 16)),  # a <- upper 16, b <- lower 16
    "x4_8bit": ((16, 16), (16, 16), (0, 16), (0, 16)),  # a, b share the upper 16; e, f the lower
    "e2m1x4": ((24, 8), (8, 8), (16, 8), (0, 8)),  # upper bytes of each half -> a, b; lower -> e, f
}


def _rbits_slices(dst: str) -> tuple[tuple[int, int], ...]:
    if dst in RBITS_SLICES:
        return RBITS_SLICES[dst]
    return RBITS_SLICES["x4_8bit"]


def _is_narrowing(dst: str, src: str) -> bool:
    d, s = FORMATS[dst], FORMATS[src]
    return d.man_bits < s.man_bits or d.exp_bits < s.exp_bits


def _scalar_form(dst: str, src: str, rnd: str | None, quals: set[str]) -> Form:
    """The classic `cvt{.frnd}{.ftz}{.sat}.dtype.atype` line, plus the f32 -> f16/bf16 frnd2 line."""
    if "relu" in quals or "satfinite" in quals:
        rows = [f for f in FORMS if (f.dst, f.src) == (dst, src) and f.sources == "a"]
        if not rows:
            which = " and ".join(f".{q}" for q in ("relu", "satfinite") if q in quals)
            raise PtxError(
                f"cvt.{dst}.{src}: {which} only exists on the cvt.frnd2{{.relu}}{{.satfinite}}"
                ".{f16,bf16}.f32 forms (9.7.9.21)"
            )
        return rows[0]
    return Form(
        dst, src, frozenset({"rn", "rz", "rm", "rp"}), line="cvt{.frnd}{.ftz}{.sat}.dtype.atype d, a;"
    )


# ---------------------------------------------------------------------------------------------
# parsing the qualifiers
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Parsed:
    dst: str
    src: str
    rnd: str | None
    ftz: bool
    sat: bool
    satfinite: bool
    relu: bool
    form: Form


def _parse(ins: Instruction) -> Parsed:
    quals = [q.lstrip(".") for q in ins.qualifiers]
    types = [q for q in quals if q in FLOAT_TYPES]
    rnds = [q for q in quals if q in FRND]
    flags = [q for q in quals if q in FLAGS]
    unknown = [q for q in quals if q not in FLOAT_TYPES and q not in FRND and q not in FLAGS]
    if unknown:
        raise PtxError(f"cvt: unknown qualifier(s) {', '.join('.' + u for u in unknown)}")
    if len(types) != 2:
        raise PtxError("cvt needs exactly two types, .dtype then .atype")
    if len(rnds) > 1:
        raise PtxError(f"cvt: more than one rounding modifier ({', '.join('.' + r for r in rnds)})")
    for f in set(flags):
        if flags.count(f) > 1:
            raise PtxError(f"cvt: .{f} given twice")
    dst, src = types
    rnd = rnds[0] if rnds else None
    qs = set(flags)
    if dst in SCALAR and src in SCALAR:
        form = _scalar_form(dst, src, rnd, qs)
    else:
        cands = [f for f in FORMS if (f.dst, f.src) == (dst, src)]
        if not cands:
            raise PtxError(f"cvt.{dst}.{src} is not a conversion PTX ISA 9.0 defines (9.7.9.21 syntax block)")
        match = [f for f in cands if rnd in f.roundings]
        if not match:
            allowed = sorted(set().union(*(f.roundings for f in cands)))
            what = f".{rnd}" if rnd else "no rounding modifier"
            raise PtxError(
                f"cvt.{dst}.{src}: {what} is not allowed; the rounding modifier is mandatory and one "
                f"of {', '.join('.' + r for r in allowed)} (9.7.9.21)"
            )
        form = match[0]
    if rnd is None and {dst, src} == {"f16", "bf16"}:
        # The manual asks for a rounding modifier here, but ptxas accepts none (Triton emits
        # cvt.bf16.f16 in tl.dot_scaled's upcast) and translates it to the very machine
        # instruction of .rn: F2F.BF16.F16 / F2F.F16.BF16 with no rounding suffix, the encoding
        # of cvt.rn.* (.rz/.rm/.rp get .RZ/.RM/.RP), by ptxas 12.8 and 13.0 for sm_90a, sm_100a
        # and sm_120a (tests/ops/test_cvt_default_rounding.py reads the SASS)
        rnd = "rn"
    p = Parsed(dst, src, rnd, "ftz" in qs, "sat" in qs, "satfinite" in qs, "relu" in qs, form)
    _validate(p)
    if form.unsupported:
        raise Unsupported(f"{ins.name}: {form.unsupported}")
    return p


def _validate(p: Parsed) -> None:
    f, name = p.form, f"cvt.{p.dst}.{p.src}"
    if p.dst in SCALAR and p.src in SCALAR:
        narrowing = _is_narrowing(p.dst, p.src)
        if p.sat and p.src == "bf16":
            raise PtxError(
                f"{name}: .sat is illegal with a .bf16 source (ptxas 13.x: Illegal modifier '.sat')"
            )
        if p.rnd is None and narrowing and {p.dst, p.src} != {"f16", "bf16"}:
            raise PtxError(
                f"{name}: a rounding modifier is mandatory for a float-to-float conversion to a "
                "smaller type (9.7.9.21)"
            )
        # ptxas accepts (and ignores) a rounding modifier on the exact .bf16 -> .f32/.f64 widening
        # (the manual's own example: cvt.f64.bf16.rp); other widenings reject it
        if p.rnd is not None and not narrowing and (p.src != "bf16" or p.dst == "bf16"):
            raise PtxError(
                f"{name}: floating-point rounding is illegal when the conversion loses no "
                "precision (9.7.9.21 Floating Point Notes)"
            )
        if p.rnd is not None and p.rnd not in f.roundings:
            raise PtxError(
                f"{name}: .{p.rnd} is not allowed here; use one of "
                f"{', '.join('.' + r for r in sorted(f.roundings))} ({f.line})"
            )
        if p.ftz and "f32" not in (p.dst, p.src):
            raise PtxError(f"{name}: .ftz can only be specified when .dtype or .atype is .f32 (9.7.9.21)")
        if p.sat and p.dst not in ("f16", "f32", "f64"):
            raise PtxError(f"{name}: .sat applies to .f16, .f32 and .f64 destinations only (9.7.9.21)")
        if (p.relu or p.satfinite) and (p.ftz or p.sat):
            raise PtxError(f"{name}: .relu/.satfinite (the frnd2 form) cannot be combined with .ftz/.sat")
    else:
        if p.ftz:
            raise PtxError(f"{name}: .ftz applies only to conversions with an .f32 scalar type (9.7.9.21)")
        if p.sat:
            raise PtxError(f"{name}: .sat is for .f16/.f32/.f64 destinations; use .satfinite (9.7.9.21)")
    if p.relu and not f.relu:
        raise PtxError(f"{name}: .relu is not allowed on this form ({f.line})")
    if p.satfinite and f.satfinite == "no":
        raise PtxError(f"{name}: .satfinite is not allowed on this form ({f.line})")
    if not p.satfinite and f.satfinite == "req":
        raise PtxError(f"{name}: .satfinite is mandatory for .{p.dst} destinations (9.7.9.21)")


def _accepts(ins: Instruction) -> bool:
    quals = {q.lstrip(".") for q in ins.qualifiers}
    if quals & INT_TYPES or quals & IRND:
        return False  # ops/cvt_int.py
    return len(quals & FLOAT_TYPES) >= 1


# ---------------------------------------------------------------------------------------------
# operands
# ---------------------------------------------------------------------------------------------
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
_FLOAT_OK = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


def _bf16_dtype():
    """ml_dtypes' bfloat16 where ml_dtypes is loaded already (an array of that dtype exists only
    then), else None: importing it costs 0.5-1 s, which no conversion needs."""
    ml_dtypes = sys.modules.get("ml_dtypes")
    return None if ml_dtypes is None else np.dtype(ml_dtypes.bfloat16)


def _value(name: str, operands: Mapping[str, Any]) -> Any:
    if name not in operands:
        raise PtxOperandError(f"cvt: no value given for operand '{name}'")
    return operands[name]


def _bits(op, typ: str, operands: Mapping[str, Any], role: str) -> np.ndarray:
    """An operand as raw bits of REG_BITS[typ] width (uint array)."""
    width = REG_BITS[typ] if typ in REG_BITS else 32
    ut = _UINT[width]
    if isinstance(op, Imm):
        if op.bits is not None:
            if typ in _FLOAT_OK and op.width != width:
                # 0f literal for an f64 operand etc.: the immediate's value, rounded like ptxas
                return np.asarray(np.array(op.value, dtype=_FLOAT_OK[typ]).view(ut))
            return np.asarray(ut(op.bits & ((1 << width) - 1)))
        val: Any = op.value
        if isinstance(val, float) and typ in _FLOAT_OK:
            return np.asarray(np.array(val, dtype=_FLOAT_OK[typ]).view(ut))
        if isinstance(val, int) and 0 <= val < (1 << width):
            return np.asarray(ut(val))
        raise PtxOperandError(f"cvt: immediate {op.text} does not fit the .{typ} {role}")
    if not isinstance(op, Reg):
        raise PtxOperandError(f"cvt: {role} must be a register or an immediate, got {op!r}")
    name = op.name.lstrip("%")
    v = _value(name, operands)
    if isinstance(v, bool):
        raise PtxOperandError(f"cvt: operand '{name}' is a predicate, expected .{typ} bits")
    if isinstance(v, float):
        if typ not in _FLOAT_OK:
            raise PtxOperandError(
                f"cvt: operand '{name}' is .{typ}; pass raw bits (unsigned integers), not floats"
            )
        return np.asarray(np.array(v, dtype=_FLOAT_OK[typ]).view(ut))
    if isinstance(v, int):
        if not 0 <= v < (1 << width):
            raise PtxOperandError(f"cvt: operand '{name}' = {v} does not fit in {width} bits (.{typ})")
        return np.asarray(ut(v))
    a = np.asarray(v)
    if a.dtype.kind == "f" or (_bf16_dtype() is not None and a.dtype == _bf16_dtype()):
        if typ == "bf16" and a.dtype == _bf16_dtype():
            return a.view(np.uint16)
        if typ not in _FLOAT_OK:
            raise PtxOperandError(
                f"cvt: operand '{name}' is .{typ}; float arrays are accepted only for "
                f".f16/.f32/.f64 operands - pass raw bits (uint{width})"
            )
        with np.errstate(over="ignore", invalid="ignore"):
            return a.astype(_FLOAT_OK[typ], copy=False).view(ut)
    if a.dtype.kind in "ui":
        have = a.dtype.itemsize * 8
        if have < width:
            raise PtxOperandError(
                f"cvt: operand '{name}' has {have}-bit values but .{typ} needs a {width}-bit "
                f"register (uint{width})"
            )
        if have > width and typ in ("bf16", "bf16x2"):
            raise PtxOperandError(
                f"cvt: operand '{name}': a wider register is not allowed for .{typ} (9.7.9.21 Notes)"
            )
        if have > width:  # 9.7.9.21 Notes: a wider source register is allowed; the low bits are used
            a = a & ((1 << width) - 1)
        return a.astype(ut, copy=False)
    raise PtxOperandError(f"cvt: operand '{name}' has unsupported dtype {a.dtype}")


def _sources(ins: Instruction, p: Parsed) -> tuple[str, list, Any]:
    ops = ins.operands
    want = {"a": 2, "ab": 3, "abef": 2}[p.form.sources] + int(p.form.rbits)
    if len(ops) != want:
        raise PtxOperandError(f"cvt.{p.dst}.{p.src} takes {want} operands ({p.form.line}), got {len(ops)}")
    d = ops[0]
    if not isinstance(d, Reg):
        raise PtxOperandError("cvt: the destination must be a register")
    if p.form.sources == "abef":
        vec = ops[1]
        if not isinstance(vec, Vector) or len(vec.items) != 4:
            raise PtxOperandError(f"cvt.{p.dst}.{p.src} takes a vector of four sources {{a, b, e, f}}")
        srcs = list(vec.items)
    else:
        srcs = list(ops[1 : 1 + len(p.form.sources)])
        if any(isinstance(s, Vector) for s in srcs):
            raise PtxOperandError(f"cvt.{p.dst}.{p.src}: sources are scalars here, not a vector")
    rb = ops[-1] if p.form.rbits else None
    return d.name.lstrip("%"), srcs, rb


# ---------------------------------------------------------------------------------------------
# semantics
# ---------------------------------------------------------------------------------------------
def _flush_f32(bits: np.ndarray) -> np.ndarray:
    """.ftz on .f32 inputs: subnormals -> sign-preserving zero."""
    sub = (bits & np.uint32(0x7F800000)) == 0
    return np.where(sub, bits & np.uint32(0x80000000), bits).astype(np.uint32)


def _values(codes: np.ndarray, fmt: str) -> np.ndarray:
    """Source element codes -> an exact float array encode() takes (f16/f32 keep their dtype)."""
    if fmt == "f32":
        return codes.astype(np.uint32, copy=False).view(np.float32)
    if fmt == "f16":
        return codes.astype(np.uint16, copy=False).view(np.float16)
    if fmt == "bf16":  # a bf16 code is the top half of the f32 of the same value
        return (codes.astype(np.uint32) << np.uint32(16)).view(np.float32)
    return decode(codes, fmt)


def _sat01(v: np.ndarray) -> np.ndarray:
    """.sat on float destinations: clamp to [+0, 1]; NaN -> +0."""
    f = np.asarray(v, dtype=np.float64)
    return np.where(np.isnan(f) | (f <= 0), 0.0, np.minimum(f, 1.0))


# NaN results where the H100 does not give the canonical NaN (tests/data/gpu_elementwise):
# f64 <-> f32/f16/bf16 keep sign and payload and set the quiet bit; bf16 -> f32 is a plain
# shift (payload kept, not quieted). Everything else gives the destination's canonical NaN
# (f16/bf16 0x7fff, f32 0x7fffffff, tf32 0x7fffe000), except cvt.rna.tf32.f32 below.
NAN_QUIET_PAYLOAD = {
    ("f32", "f64"),
    ("f16", "f64"),
    ("bf16", "f64"),
    ("f64", "f32"),
    ("f64", "f16"),
    ("f64", "bf16"),
}
NAN_PAYLOAD = {("f32", "bf16")}
# .ftz inputs: the H100 flushes subnormal .f32 sources except when the destination is .f16
# (cvt.rm.ftz.f16.f32 of -2^-149 gives -2^-24, not -0).
FTZ_KEEPS_F32_INPUT = {"f16"}


def _nan_fix(out: np.ndarray, codes: np.ndarray, d_el: str, s_el: str, p: Parsed) -> np.ndarray:
    if s_el not in SCALAR or p.sat or p.relu:
        return out
    rna_tf32 = d_el == "tf32" and p.rnd == "rna"
    if not (rna_tf32 or (d_el, s_el) in NAN_PAYLOAD or (d_el, s_el) in NAN_QUIET_PAYLOAD):
        return out  # canonical NaN, already produced by encode()
    isnan = np.isnan(decode(codes, s_el))
    if not isnan.any():
        return out
    if rna_tf32:
        # H100: a NaN is truncated to 19 bits (0x7f800001 -> 0x7f800000); with .satfinite one
        # tf32 ulp is then subtracted (0x7fc00000 -> 0x7fbfe000), as for +-inf -> +-MAX.
        t = codes.astype(np.uint32) & np.uint32(0xFFFFE000)
        if p.satfinite:
            t = t - np.uint32(0x2000)
        return np.where(isnan, t, out).astype(out.dtype)
    if (d_el, s_el) in NAN_PAYLOAD and not p.ftz:
        return np.where(isnan, nan_payload(codes, s_el, d_el, quiet=False), out).astype(out.dtype)
    if (d_el, s_el) in NAN_QUIET_PAYLOAD:
        src = codes
        if p.ftz and s_el == "f32":  # .ftz goes through the canonical f32 NaN first
            src = np.full_like(codes, FORMATS["f32"].nan_code)
        return np.where(isnan, nan_payload(src, s_el, d_el, quiet=True), out).astype(out.dtype)
    return out


def _convert(codes: np.ndarray, p: Parsed, rbits: np.ndarray | None) -> np.ndarray:
    """One element: source codes -> destination element codes."""
    s_el, _ = element(p.src)
    d_el, _ = element(p.dst)
    if s_el == "f32" and p.ftz and d_el not in FTZ_KEEPS_F32_INPUT:
        codes = _flush_f32(codes)
    if d_el == s_el and d_el in SCALAR:  # same type: a move (with .ftz / .sat)
        out = codes.astype(FORMATS[d_el].storage)
        if p.sat:
            out = encode(_sat01(decode(out, d_el)), d_el)
        elif p.ftz:
            out = encode(decode(out, d_el), d_el, ftz=True)
        return out
    vals = _values(codes, s_el)
    if p.sat:
        vals = _sat01(vals)
    if not _is_narrowing(d_el, s_el):
        out = widen(codes, s_el, d_el, nan="canonical")  # exact; NaN rules in _nan_fix
        if p.sat:
            out = encode(vals, d_el)
        if p.relu:
            out = encode(decode(out, d_el), d_el, relu=True)
        if p.ftz and d_el == "f32":
            out = encode(decode(out, d_el), d_el, ftz=True)
        return _nan_fix(out, codes, d_el, s_el, p)
    rnd = p.rnd or "rn"
    out = encode(
        vals,
        d_el,
        rnd,
        satfinite=p.satfinite,
        relu=p.relu,
        ftz=p.ftz and d_el == "f32",
        rbits=rbits if rnd == "rs" else None,
    )
    return _nan_fix(out, codes, d_el, s_el, p)


# Values per element-operation of numerics.jit.ready that the numpy route of f32 -> f16/bf16 costs
# (formats.half_rn: 0.5-1.7 ns a value; jit.ready decides when loading numba for the compiled
# loop, one pass of ~0.2 ns a value, pays).
_HALF_PER_WORK = 40


def _half_fast(p: Parsed, raw: list) -> np.ndarray | None:
    """cvt.rn.{f16,bf16}{x2}.f32 without .relu/.satfinite/.ftz in one call: numerics.half_kernel
    (one compiled pass) where numba is loaded or loading it pays, else formats.half_rn (numpy's
    integer rounding in blocks); both the bits of encode's exact route."""
    if (p.src != "f32" or p.dst not in ("f16", "bf16", "f16x2", "bf16x2") or p.rnd not in (None, "rn")
            or p.sat or p.satfinite or p.relu or p.ftz):
        return None
    arrs = [np.asarray(r) for r in raw]
    if any(a.dtype != np.uint32 for a in arrs):
        return None
    shape = np.broadcast_shapes(*(a.shape for a in arrs))
    n = int(np.prod(shape))
    bf = p.dst.startswith("bf")
    from ptxemu.numerics import jit

    if jit.active() and jit.ready(n // _HALF_PER_WORK, "ptxemu.numerics.half_kernel:warm"):
        from ptxemu.numerics import half_kernel

        if half_kernel.one is not None:
            # broadcast only where needed: a broadcast view is read-only, another kernel signature
            flat = [np.ascontiguousarray(a if a.shape == shape else np.broadcast_to(a, shape)).reshape(-1)
                    for a in arrs]
            out = np.empty(n, np.uint32 if len(flat) == 2 else np.uint16)
            if len(flat) == 2:
                half_kernel.pack2(flat[0], flat[1], bf, out)
            else:
                half_kernel.one(flat[0], bf, out)
            return out.reshape(shape)
    return half_rn.pack2(arrs[0], arrs[1], bf) if len(arrs) == 2 else half_rn.one(arrs[0], bf)


def execute(ins: Instruction, operands: Mapping[str, Any]) -> dict[str, np.ndarray]:
    p = _parse(ins)
    dname, srcs, rb_op = _sources(ins, p)
    s_el, s_n = element(p.src)
    d_el, d_n = element(p.dst)
    raw = [_bits(s, p.src, operands, f"source {i}") for i, s in enumerate(srcs)]
    rbits = _bits(rb_op, "b32", operands, "rbits") if rb_op is not None else None
    if rbits is None and ins.guard is None and (fast := _half_fast(p, raw)) is not None:
        return {dname: fast}
    # source element codes in destination-slot order (most significant first)
    if s_n == 1:
        elems = raw
    else:
        elems = unpack(raw[0], s_n, s_el)
    if len(elems) != d_n:
        raise PtxError(f"cvt.{p.dst}.{p.src}: {len(elems)} source elements for {d_n} destination slots")
    if s_el in ("e2m3", "e3m2"):
        # 5.2.3: each 6-bit value sits in a byte with 2 zero MSBs; what the hardware does with
        # set padding bits is not documented, so refuse rather than guess.
        for e in elems:
            if np.any(np.asarray(e) & 0xC0):
                raise Unsupported(
                    f"cvt.{p.dst}.{p.src}: an .{s_el} byte has its 2 padding MSBs set; "
                    "the hardware's reading of those bits is not documented"
                )
    out_elems = []
    slices = _rbits_slices(p.dst) if rbits is not None else None
    for i, e in enumerate(elems):
        rb = None
        if slices is not None:
            sh, w = slices[i]
            rb = (rbits.astype(np.uint32) >> np.uint32(sh)) & np.uint32((1 << w) - 1)
        out_elems.append(_convert(np.asarray(e), p, rb))
    if d_n == 1:
        out = np.asarray(out_elems[0]).astype(_UINT[REG_BITS[p.dst]], copy=False)
    else:
        out = pack(out_elems, d_el)
    if ins.guard is not None:
        out = _guarded(ins, operands, dname, out, p)
    return {dname: out}


def _guarded(
    ins: Instruction, operands: Mapping[str, Any], dname: str, out: np.ndarray, p: Parsed
) -> np.ndarray:
    g = ins.guard
    assert g is not None
    pred = np.asarray(_value(g.name.lstrip("%"), operands), dtype=bool)
    if g.negated:
        pred = ~pred
    if dname not in operands:
        raise PtxOperandError(
            f"predicated cvt: pass the destination '{dname}' (its value where the guard is false)"
        )
    old = _bits(Reg(dname), p.dst, operands, "destination")
    return np.where(pred, out, old).astype(out.dtype)


register("cvt", _accepts)(execute)
