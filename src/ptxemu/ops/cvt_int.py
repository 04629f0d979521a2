"""cvt with an integer on either side, and float rounding to an integral value (PTX ISA 9.7.9.21).

    cvt.irnd{.ftz}{.sat}.ITYPE.FTYPE   float -> integer (.rni/.rzi/.rmi/.rpi, always clamped)
    cvt.frnd{.ftz}{.sat}.FTYPE.ITYPE   integer -> float (.rn/.rz/.rm/.rp, exact single rounding)
    cvt{.sat}.ITYPE.ITYPE              integer -> integer (wrap, or clamp with .sat)
    cvt.irnd{.ftz}{.sat}.F.F           float -> same float type, rounded to an integral value

Rules the manual gives and the H100 shows (tests/data/gpu_elementwise):
* float -> int clamps to the destination range; NaN gives 0, except 1 << (width-1) when the source
  is .f64 or the destination is 64-bit.
* .ftz flushes .f32 subnormal inputs to a zero of the same sign; .sat on a float destination
  clamps to [+0, 1] with NaN and every negative value (-0 too) -> +0.
* float -> float integral rounding keeps the sign of zero (rni(-0.25) = -0) and gives the
  format's canonical NaN (f16/bf16 0x7fff, f32 0x7fffffff); .f64 keeps the NaN's sign and payload,
  quietened.
* integer -> integer without .sat keeps the value modulo 2^width (sign- or zero-extended from
  the source type first).
Results are raw bits of the destination type's width (uint8 for .s8, ...).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError
from ptxemu.isa.statement import Instruction
from ptxemu.numerics.fp import BF16, F16, F32, F64, round_to_format
from ptxemu.ops.arith import dest_names, operand_bits
from ptxemu.ops.registry import register

INT_BITS = {"u8": 8, "u16": 16, "u32": 32, "u64": 64, "s8": 8, "s16": 16, "s32": 32, "s64": 64}
FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
IRND = ("rni", "rzi", "rmi", "rpi")
FRND = ("rn", "rz", "rm", "rp")
NAN_CODE = {"f16": 0x7FFF, "bf16": 0x7FFF, "f32": 0x7FFFFFFF, "f64": 0x7FFFFFFFFFFFFFFF}
FPFMT = {"f16": F16, "bf16": BF16, "f32": F32, "f64": F64}
UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
ONE = {"f16": 0x3C00, "bf16": 0x3F80, "f32": 0x3F800000, "f64": 0x3FF0000000000000}


def int_range(t: str) -> tuple[int, int]:
    w = INT_BITS[t]
    return (-(1 << (w - 1)), (1 << (w - 1)) - 1) if t[0] == "s" else (0, (1 << w) - 1)


def float_values(bits: np.ndarray, t: str, *, ftz: bool = False) -> np.ndarray:
    """Exact float64 values of f16/bf16/f32/f64 bit patterns (.ftz: f32 subnormals -> +-0)."""
    b = np.asarray(bits)
    with np.errstate(invalid="ignore"):  # signalling NaNs convert quietly; only NaN-ness is used
        if t == "f64":
            return b.astype(np.uint64).view(np.float64)
        if t == "f32":
            b = b.astype(np.uint32)
            if ftz:
                b = np.where((b & np.uint32(0x7F800000)) == 0, b & np.uint32(0x80000000), b)
            return b.view(np.float32).astype(np.float64)
        if t == "f16":
            return b.astype(np.uint16).view(np.float16).astype(np.float64)
        return (b.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)


def round_integral(v: np.ndarray, irnd: str) -> np.ndarray:
    """Exact rounding of float64 values to integral float64 values (keeps -0, NaN, inf)."""
    fn = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}[irnd]
    return fn(v)


def float_to_int(v: np.ndarray, irnd: str, dtype: str, src: str) -> np.ndarray:
    """float64 values -> integer bits of `dtype` (clamped; NaN rule of 9.7.9.21)."""
    w = INT_BITS[dtype]
    lo, hi = int_range(dtype)
    r = round_integral(v, irnd)
    nan = np.isnan(r)
    r0 = np.where(nan, 0.0, r)
    if w < 64:
        q = np.clip(r0, lo, hi).astype(np.int64)
        out = (q & ((1 << w) - 1)).astype(np.uint64)
    elif dtype == "s64":
        big = r0 >= 2.0**63
        small = r0 < -(2.0**63)
        q = np.where(big | small, 0.0, r0)
        out = q.astype(np.int64).view(np.uint64)
        out = np.where(big, np.uint64(hi), np.where(small, np.uint64(1 << 63), out))
    else:  # u64
        big = r0 >= 2.0**64
        q = np.where(big | (r0 < 0), 0.0, r0)
        out = np.where(big, np.uint64(hi), q.astype(np.uint64))
    nan_val = (1 << (w - 1)) if (src == "f64" or w == 64) else 0
    out = np.where(nan, np.uint64(nan_val), out)
    return out.astype(UINT[w])


def int_values(bits: np.ndarray, t: str) -> tuple[np.ndarray, np.ndarray]:
    """Integer bits -> (negative: bool, magnitude: uint64) exactly, for every width."""
    w = INT_BITS[t]
    u = np.asarray(bits).astype(np.uint64) & np.uint64((1 << w) - 1)
    if t[0] == "u":
        return np.zeros(u.shape, bool), u
    neg = (u >> np.uint64(w - 1)).astype(bool)
    # two's complement magnitude, modulo 2^w; the minimum (-2^(w-1)) gives 2^(w-1), which fits
    mag = np.where(neg, (np.uint64(0) - u) & np.uint64((1 << w) - 1), u)
    return neg, mag.astype(np.uint64)


def int_to_float(bits: np.ndarray, stype: str, dtype: str, frnd: str) -> np.ndarray:
    neg, mag = int_values(bits, stype)
    big = mag >= np.uint64(1 << 62)
    # Above 2^62 two low bits go into a sticky bit: every float destination keeps <= 53 bits,
    # so the rounding only needs to know whether anything non-zero sits that far down.
    S = np.where(big, (mag >> np.uint64(2)) | ((mag & np.uint64(3)) != 0).astype(np.uint64), mag)
    scale = np.where(big, 2, 0)
    out = round_to_format(neg, S.astype(np.int64), scale, FPFMT[dtype], frnd)
    return out.astype(UINT[FLOAT_BITS[dtype]])


def int_to_int(bits: np.ndarray, stype: str, dtype: str, sat: bool) -> np.ndarray:
    neg, mag = int_values(bits, stype)
    dw = INT_BITS[dtype]
    mask = np.uint64((1 << dw) - 1) if dw < 64 else np.uint64(0xFFFFFFFFFFFFFFFF)
    if sat:
        lo, hi = int_range(dtype)
        over = ~neg & (mag > np.uint64(hi))
        under = neg & (mag > np.uint64(-lo))  # -lo: 0 for unsigned -> every negative clamps
        neg_ok = neg & ~under
        val = np.where(neg_ok, (np.uint64(0) - mag) & mask, mag & mask)
        val = np.where(over, np.uint64(hi), val)
        val = np.where(under, np.uint64(lo & ((1 << dw) - 1)), val)
        return val.astype(UINT[dw])
    val = np.where(neg, np.uint64(0) - mag, mag) & mask
    return val.astype(UINT[dw])


def float_sat(bits: np.ndarray, t: str) -> np.ndarray:
    """Clamp float bits to [+0, 1]; NaN and negatives (-0 too) -> +0."""
    w = FLOAT_BITS[t]
    b = np.asarray(bits).astype(np.uint64)
    sign = b >> np.uint64(w - 1)
    mag = b & np.uint64((1 << (w - 1)) - 1)
    expo_all = {"f16": 0x7C00, "bf16": 0x7F80, "f32": 0x7F800000, "f64": 0x7FF0000000000000}[t]
    nan = mag > np.uint64(expo_all)
    out = np.where(nan | (sign == 1), np.uint64(0), np.minimum(b, np.uint64(ONE[t])))
    return out.astype(UINT[w])


def float_integral(bits: np.ndarray, t: str, irnd: str, ftz: bool) -> np.ndarray:
    v = float_values(bits, t, ftz=ftz)
    r = round_integral(v, irnd)
    w = FLOAT_BITS[t]
    if t == "f64":
        out = r.view(np.uint64)
    elif t == "f32":
        out = r.astype(np.float32).view(np.uint32)
    elif t == "f16":
        out = r.astype(np.float16).view(np.uint16)
    else:  # every integral bf16 value is an f32 value whose low 16 bits are zero
        out = (r.astype(np.float32).view(np.uint32) >> np.uint32(16)).astype(np.uint16)
    if t == "f64":  # H100: an f64 NaN keeps its sign and payload, quietened
        nan_out = np.asarray(bits).astype(np.uint64) | np.uint64(1 << 51)
    else:  # the narrower types give their canonical NaN
        nan_out = UINT[w](NAN_CODE[t])
    return np.where(np.isnan(r), nan_out, out).astype(UINT[w])


# ---------------------------------------------------------------------------------------------
# instruction
# ---------------------------------------------------------------------------------------------
def _split(ins: Instruction) -> dict[str, Any]:
    q = [x.lstrip(".") for x in ins.qualifiers]
    types = [x for x in q if x in INT_BITS or x in FLOAT_BITS]
    if len(types) != 2:
        raise PtxError(f"{ins.name}: cvt needs a destination and a source type")
    dtype, stype = types
    rnd = [x for x in q if x in IRND or x in FRND]
    other = [x for x in q if x not in types and x not in rnd]
    if len(rnd) > 1:
        raise PtxError(f"{ins.name}: more than one rounding modifier")
    bad = [x for x in other if x not in ("ftz", "sat")]
    if bad:
        raise PtxError(f"{ins.name}: qualifier(s) {', '.join('.' + b for b in bad)} not allowed here")
    if len(set(rnd + other)) != len(rnd + other):
        raise PtxError(f"{ins.name}: repeated qualifier")
    return {"dtype": dtype, "stype": stype, "rnd": rnd[0] if rnd else None, "ftz": "ftz" in other,
            "sat": "sat" in other}


def _accepts(ins: Instruction) -> bool:
    q = {x.lstrip(".") for x in ins.qualifiers}
    return "pack" not in q and (bool(q & set(INT_BITS)) or bool(q & set(IRND)))


def execute(ins: Instruction, operands: Mapping[str, Any]) -> dict[str, np.ndarray]:
    p = _split(ins)
    d, s, rnd = p["dtype"], p["stype"], p["rnd"]
    if len(ins.operands) != 2:
        raise PtxOperandError(f"{ins.name} takes 2 operands (d, a), got {len(ins.operands)}")
    (dname,) = dest_names(ins)
    if p["ftz"] and "f32" not in (d, s):
        raise PtxError(f"{ins.name}: .ftz needs .f32 as source or destination type")
    d_int, s_int = d in INT_BITS, s in INT_BITS
    if not d_int and not s_int:  # float -> same float, integral rounding
        if d != s:
            raise PtxError(f"{ins.name}: integer rounding (.{rnd}) needs the same float type on both sides")
        if rnd not in IRND:
            raise PtxError(f"{ins.name}: rounding to an integral value takes .rni/.rzi/.rmi/.rpi")
        if p["sat"] and d == "bf16":
            raise PtxError(f"{ins.name}: .sat is not allowed with .bf16")
        a = operand_bits(ins, operands, 1, FLOAT_BITS[s], "bf16" if s == "bf16" else "float")
        out = float_integral(a, s, rnd, p["ftz"])
        return {dname: float_sat(out, d) if p["sat"] else out}
    if s_int:
        a = operand_bits(ins, operands, 1, INT_BITS[s], "int")
    else:
        a = operand_bits(ins, operands, 1, FLOAT_BITS[s], "bf16" if s == "bf16" else "float")
    if d_int and not s_int:  # float -> int
        if rnd not in IRND:
            raise PtxError(f"{ins.name}: float-to-integer cvt needs .rni/.rzi/.rmi/.rpi")
        if p["sat"] and s == "bf16":  # ptxas 13.0: "Illegal modifier '.sat'" (redundant anyway)
            raise PtxError(f"{ins.name}: .sat is not allowed with .bf16")
        v = float_values(a, s, ftz=p["ftz"] and s == "f32")
        return {dname: float_to_int(v, rnd, d, s)}
    if s_int and not d_int:  # int -> float
        if rnd not in FRND:
            raise PtxError(f"{ins.name}: integer-to-float cvt needs .rn/.rz/.rm/.rp")
        if p["sat"] and d == "bf16":
            raise PtxError(f"{ins.name}: .sat is not allowed with .bf16")
        out = int_to_float(a, s, d, rnd)
        return {dname: float_sat(out, d) if p["sat"] else out}
    # int -> int
    if rnd is not None:
        raise PtxError(f"{ins.name}: integer-to-integer cvt takes no rounding modifier")
    if p["ftz"]:
        raise PtxError(f"{ins.name}: .ftz needs a float type")
    if p["sat"]:
        lo_d, hi_d = int_range(d)
        lo_s, hi_s = int_range(s)
        if lo_d <= lo_s and hi_s <= hi_d:
            raise PtxError(f"{ins.name}: .sat is illegal where .{d} holds every .{s} value")
    return {dname: int_to_int(a, s, d, p["sat"])}


register("cvt", _accepts)(execute)


# ---------------------------------------------------------------------------------------------
# cvt.pack.sat (9.7.9.22)
# ---------------------------------------------------------------------------------------------
PACK_TYPES = {"u16": (0, 0xFFFF), "s16": (-0x8000, 0x7FFF), "u8": (0, 0xFF), "s8": (-0x80, 0x7F),
              "u4": (0, 15), "s4": (-8, 7), "u2": (0, 3), "s2": (-2, 1)}


def pack_sat(a: np.ndarray, b: np.ndarray, c: np.ndarray | None, ctype: str) -> np.ndarray:
    """cvt.pack.sat.ctype.s32{.b32} d, a, b{, c}: a and b (.s32 bits) clamped to ctype, b in the low
    `size` bits, a above it, the rest of d from the low bits of c (16-bit types: no c)."""
    lo, hi = PACK_TYPES[ctype]
    size = int(ctype[1:])
    m = (1 << size) - 1
    ta = np.clip(np.asarray(a).astype(np.uint32).view(np.int32).astype(np.int64), lo, hi) & m
    tb = np.clip(np.asarray(b).astype(np.uint32).view(np.int32).astype(np.int64), lo, hi) & m
    d = tb | (ta << size)
    if size < 16:
        cc = np.asarray(c).astype(np.uint32).astype(np.int64)
        d = d | ((cc << (2 * size)) & 0xFFFFFFFF)
    return (d & 0xFFFFFFFF).astype(np.uint32)


def _pack_accepts(ins: Instruction) -> bool:
    return ".pack" in ins.qualifiers


def execute_pack(ins: Instruction, operands: Mapping[str, Any]) -> dict[str, np.ndarray]:
    q = [x.lstrip(".") for x in ins.qualifiers]
    ctype = next((x for x in q if x in PACK_TYPES), None)
    if ctype is None or "sat" not in q or "s32" not in q:
        raise PtxError(f"{ins.name}: cvt.pack needs .sat, a convert type and .s32 sources")
    n = 3 if ctype in ("u16", "s16") else 4
    if len(ins.operands) != n:
        raise PtxOperandError(f"{ins.name} takes {n} operands")
    (dname,) = dest_names(ins)
    a = operand_bits(ins, operands, 1, 32, "int")
    b = operand_bits(ins, operands, 2, 32, "int")
    c = operand_bits(ins, operands, 3, 32, "int") if n == 4 else None
    return {dname: pack_sat(a, b, c, ctype)}


register("cvt", _pack_accepts)(execute_pack)
