"""Floating-point add/sub/mul/fma (PTX ISA 9.7.3.3-9.7.3.6) and the mixed-precision forms (9.7.5.*).

Every result is rounded exactly once from the exact mathematical value:

* f32: the exact result is held as an unevaluated float64 pair ``s + e`` (the product of two
  f32 values is exact in float64; TwoSum gives the exact error of one float64 addition). ``e`` only
  matters through its sign, so ``s`` becomes an integer significand with two extra bits and ``e``
  a sticky +-1 there; ``numerics.fp.round_to_format`` then rounds that integer once, in any mode.
  No f32 threshold lies strictly between ``s`` and ``s + e``, so the representative rounds the same.
  (add/sub/mul .rn without .ftz take numpy's float32 operation, which is the IEEE one.)
* f64: add/sub with TwoSum (the float64 sum is the .rn result; the error's sign moves .rz/.rm/.rp
  one ulp); mul with Dekker's exact product; fma as Boldo & Melquiond's emulation (exact product,
  TwoSum with c, the tail rounded to odd, then one rounding in the wanted mode). Where a partial
  result could overflow or underflow (zeros, |x| near 2^1000, products below 2^-960) the element
  is rounded from exact Python integers instead (np.frompyfunc; a per-element path, taken only
  for those rare elements).

Hardware rules (recorded on an H100, tests/data/gpu_elementwise):
* f32 NaN results are the canonical NaN 0x7fffffff, whatever the inputs.
* f64 NaN results keep the payload of a NaN input, quietened; b's NaN wins over a's, and for fma
  the order is b, then c, then a; an invalid operation (inf-inf, 0*inf) gives 0xfff8000000000000.
* .ftz flushes subnormal inputs, and results whose exact value is below 2^-126 in magnitude, to a
  zero of the same sign (the flush is decided before rounding: a product that would round up to
  the smallest normal is flushed too).
* .sat clamps to [+0, 1]; NaN and every negative result, -0 included, give +0.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.isa.catalogue.forms import best_match
from ptxemu.isa.statement import Imm, Instruction, Reg
from ptxemu.numerics.fp import F32, round_to_format
from ptxemu.ops.registry import register

ROUNDINGS = (".rn", ".rz", ".rm", ".rp")
F32_NAN = np.uint32(0x7FFFFFFF)
F64_INVALID_NAN = np.uint64(0xFFF8000000000000)
F64_QUIET = np.uint64(1 << 51)
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
_FLOAT_OF = {16: np.float16, 32: np.float32, 64: np.float64}


# ---------------------------------------------------------------------------------------------
# operands (shared by the element-wise op modules of this helper)
# ---------------------------------------------------------------------------------------------
def dest_names(ins: Instruction, count: int = 1) -> list[str]:
    names = []
    for op in ins.operands[:count]:
        if not isinstance(op, Reg):
            raise PtxOperandError(f"destination of {ins.name} must be a register, got {op!r}")
        names.append(op.name.lstrip("%"))
    return names


def operand_bits(ins: Instruction, operands: Mapping[str, Any], index: int, width: int,
                 kind: str = "float") -> np.ndarray:
    """Raw bits (uint of `width`) of source operand `index` of `ins`.

    kind "float": float arrays/scalars are converted to the operand's float type (f16/f32/f64;
    "bf16" rounds to nearest even); integer arrays/ints are raw bits. kind "int": integers are
    values (wrapped to `width` bits, two's complement), floats are refused.
    """
    if index >= len(ins.operands):
        raise PtxOperandError(f"{ins.name} needs more operands (have {len(ins.operands)})")
    op = ins.operands[index]
    if isinstance(op, Imm):
        if op.bits is not None:
            # 0f/0d literal: its bits when the width matches, else its value (rounded to nearest
            # even into the operand type; ptxas accepts 0d for .f32 operands and 0f for .f64)
            v: Any = op.value if width != op.width else np.asarray(op.bits, dtype=_UINT[width])
        elif isinstance(op.value, int) and kind in ("float", "bf16"):
            raise PtxOperandError(f"integer immediate {op.text} for a floating-point operand of {ins.name} "
                                  "(ptxas: arguments mismatch); write 1.0 or 0f3F800000")
        else:
            v = op.value
    elif isinstance(op, Reg):
        name = op.name.lstrip("%")
        if name not in operands:
            raise PtxOperandError(f"no value given for operand '{name}' of {ins.name}")
        v = operands[name]
    else:
        raise PtxOperandError(f"operand {index} of {ins.name} must be a register or immediate")
    return to_bits(v, width, kind, name=str(getattr(op, "name", getattr(op, "text", "?"))),
                   bf16=(kind == "bf16"))


def to_bits(v: Any, width: int, kind: str = "float", *, name: str = "?", bf16: bool = False) -> np.ndarray:
    a = np.asarray(v)
    if a.dtype == bool:
        raise PtxOperandError(f"operand '{name}' is boolean; expected {width}-bit values")
    if kind == "raw" and a.dtype.kind == "f":
        raise PtxOperandError(f"operand '{name}' is a {width}-bit bit pattern; pass unsigned integers")
    if a.dtype.kind == "f" or (a.dtype.kind == "V" and a.dtype.itemsize == 2) or a.dtype.name == "bfloat16":
        if kind == "int":
            raise PtxOperandError(f"operand '{name}' is an integer operand; got floats")
        if bf16 or kind == "bf16":
            if a.dtype.name == "bfloat16":
                return a.view(np.uint16)
            from ptxemu.formats import encode

            return encode(a.astype(np.float64) if a.dtype != np.float32 else a, "bf16", "rn")
        ft = _FLOAT_OF.get(width)
        if ft is None:
            raise PtxOperandError(f"operand '{name}' is {width}-bit raw bits; got floats")
        with np.errstate(over="ignore", invalid="ignore"):
            return a.astype(ft).view(_UINT[width])
    if a.dtype.kind in "ui" or a.dtype == object:
        ai = a.astype(object) if a.dtype == object else a
        if a.dtype.kind == "i" or a.dtype == object:
            lo = -(1 << (width - 1)) if kind == "int" else 0
            if a.size and (np.min(ai) < lo or np.max(ai) >= (1 << width)):
                raise PtxOperandError(f"operand '{name}' has values outside {width} bits")
            if a.dtype == object:
                return np.array([int(x) % (1 << width) for x in ai.ravel()],
                                dtype=_UINT[width]).reshape(a.shape)
            return (a.astype(np.int64).astype(np.uint64) & np.uint64((1 << width) - 1 if width < 64
                                                                      else 0xFFFFFFFFFFFFFFFF)
                    ).astype(_UINT[width])
        if a.dtype.itemsize * 8 > width and a.size and int(a.max()) >> width:
            raise PtxOperandError(f"operand '{name}' has bits set above bit {width - 1}")
        return a.astype(_UINT[width])
    raise PtxOperandError(f"operand '{name}': cannot use values of dtype {a.dtype}")


# ---------------------------------------------------------------------------------------------
# f32 core
# ---------------------------------------------------------------------------------------------
def _two_sum(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    s = x + y
    bb = s - x
    e = (x - (s - bb)) + (y - bb)
    return s, e


def _flush_f32(bits: np.ndarray) -> np.ndarray:
    sub = (bits & np.uint32(0x7F800000)) == 0
    return np.where(sub, bits & np.uint32(0x80000000), bits)


_F32_INF = np.float32(np.inf)


def _round_pair(s: np.ndarray, e: np.ndarray, mode: str, ftz: bool) -> np.ndarray:
    """Round the exact value s + e (float64 pair, |e| <= ulp(s)/2, finite) to f32 bits.

    Vectorised in float arithmetic: r0 = float32(s) is within one f32 step of the exact value,
    and the exact value's side of r0 (and of the midpoint of its two f32 neighbours) is the side
    of s, or of e where s sits exactly on that point (|e| is far below every f32 step). Only
    elements that .ftz may flush go through the integer rounding of _round_pair_exact.
    """
    with np.errstate(all="ignore"):
        r0 = s.astype(np.float32)
        r0d = r0.astype(np.float64)
        side = np.where(s != r0d, np.sign(s - r0d), np.sign(e))  # sign(exact - r0)
        down = np.where(side < 0, np.nextafter(r0, -_F32_INF), r0)
        up = np.where(side > 0, np.nextafter(r0, _F32_INF), r0)
        if mode == "rm":
            out = down
        elif mode == "rp":
            out = up
        elif mode == "rz":
            out = np.where(s > 0, down, up)
        else:
            dd, uu = down.astype(np.float64), up.astype(np.float64)
            # beyond MAX the next "f32 step" is 2^128 (the rn overflow threshold is its midpoint)
            dd = np.where(np.isinf(dd), np.copysign(2.0**128, dd), dd)
            uu = np.where(np.isinf(uu), np.copysign(2.0**128, uu), uu)
            m = (dd + uu) * 0.5  # exact: f32 midpoints are float64 values
            half = np.where(s != m, np.sign(s - m), np.sign(e))
            even_down = (down.view(np.uint32) & np.uint32(1)) == 0
            out = np.where(half < 0, down, np.where(half > 0, up, np.where(even_down, down, up)))
    bits = out.view(np.uint32)
    if ftz:
        low = np.abs(s) < 2.0**-125
        if low.any():
            idx = np.nonzero(low)
            bits = bits.copy()
            bits[idx] = _round_pair_exact(s[idx], e[idx], mode, ftz=True)
    return bits


def _round_pair_exact(s: np.ndarray, e: np.ndarray, mode: str, ftz: bool) -> np.ndarray:
    """Round the exact value s + e (float64 pair, |e| <= ulp(s)/2, finite) to f32 bits, in integers."""
    b = np.ascontiguousarray(s).view(np.uint64)
    neg = (b >> np.uint64(63)).astype(bool)
    E = ((b >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64)
    M = (b & np.uint64((1 << 52) - 1)).astype(np.int64)
    S = np.where(E > 0, M | (np.int64(1) << 52), M)
    scale = np.where(E > 0, E - 1075, -1074)
    rel = np.where(e == 0, 0, np.where((e < 0) == neg, 1, -1)).astype(np.int64)
    S4 = S * 4 + rel
    out = round_to_format(neg, S4, scale - 2, F32, mode).astype(np.uint32)
    if ftz:
        # The flush looks at the result rounded to 24 bits as if the exponent were unbounded:
        # below 2^-126 it becomes a signed zero, even where the subnormal rounding would have
        # reached the smallest normal (H100: mul.rn.ftz gives 0 there; fma.rn.ftz keeps -2^-126
        # for -2^-126 + tiny). Rounding 2^64 times the value shows it without subnormals.
        low = np.abs(s) < 2.0 ** -125
        if low.any():
            wide = round_to_format(neg, S4, scale - 2 + 64, F32, mode).astype(np.uint32)
            flush = low & ((wide & np.uint32(0x7FFFFFFF)) < np.uint32((127 - 126 + 64) << 23))
            out = np.where(flush, out & np.uint32(0x80000000), out)
    return out


def f32_arith(op: str, a: np.ndarray, b: np.ndarray, c: np.ndarray | None, mode: str, *,
              ftz: bool = False, sat: bool = False) -> np.ndarray:
    """add/sub/mul/fma on f32 bits (uint32 arrays, broadcast together) -> uint32 bits."""
    arrs = [np.asarray(a, np.uint32), np.asarray(b, np.uint32)]
    if op == "fma":
        arrs.append(np.asarray(c, np.uint32))
    shape = np.broadcast_shapes(*(x.shape for x in arrs))
    arrs = [np.ascontiguousarray(np.broadcast_to(x, shape)).ravel() for x in arrs]
    if ftz:
        arrs = [_flush_f32(x) for x in arrs]
    # the numpy fma.rn and .rn.ftz routes below cost about a quarter of an element-operation an element
    work = arrs[0].size // 4
    if mode == "rn" and (op == "fma" or ftz) and _f32_fast(work):
        # numerics.f32_kernel: LLVM's IEEE operations (llvm.fma.f32, one rounding) with the GPU's
        # NaN code and .ftz rule, tested equal to the float64-pair route below
        from ptxemu.numerics.f32_kernel import f32_rn_array

        out = f32_rn_array(op, arrs[0], arrs[1], arrs[2] if op == "fma" else None, ftz)
        return _sat(out).reshape(shape) if sat else out.reshape(shape)
    if mode == "rn" and ftz:
        out = _rn_ftz(op, arrs)
        return _sat(out).reshape(shape) if sat else out.reshape(shape)
    if mode == "rn" and not ftz and op == "fma":
        out = _fma_rn_odd(arrs[0], arrs[1], arrs[2])
        return _sat(out).reshape(shape) if sat else out.reshape(shape)
    if mode == "rn" and not ftz and op != "fma":
        # Fast path: numpy's float32 add/sub/mul is the IEEE 754 operation itself (one rounding,
        # ties to even, subnormals kept); only the NaN code differs from the GPU's.
        with np.errstate(all="ignore"):
            x32, y32 = arrs[0].view(np.float32), arrs[1].view(np.float32)
            r32 = x32 + y32 if op == "add" else (x32 - y32 if op == "sub" else x32 * y32)
        out = np.where(np.isnan(r32), F32_NAN, r32.view(np.uint32))
        return _sat(out).reshape(shape) if sat else out.reshape(shape)
    out = _pair_route(op, arrs, mode, ftz)
    if sat:
        out = _sat(out)
    return out.astype(np.uint32).reshape(shape)


def _pair_route(op: str, arrs: list[np.ndarray], mode: str, ftz: bool) -> np.ndarray:
    """The reference: the exact result as a float64 pair (two-sum), rounded by _round_pair; flat
    uint32 operands (already flushed for .ftz) -> uint32 bits."""
    with np.errstate(invalid="ignore"):  # signalling NaN payloads convert quietly
        x = [v.view(np.float32).astype(np.float64) for v in arrs]
    if op == "sub":
        x[1] = -x[1]
    with np.errstate(all="ignore"):
        if op in ("add", "sub"):
            s, e = _two_sum(x[0], x[1])
            zero_sign = _zero_sum_sign(x[0], x[1], mode)
        elif op == "mul":
            s = x[0] * x[1]
            e = np.zeros_like(s)
            zero_sign = None
        elif op == "fma":
            p = x[0] * x[1]
            s, e = _two_sum(p, x[2])
            zero_sign = _zero_sum_sign(p, x[2], mode)
        else:
            raise ValueError(op)
        special = ~np.isfinite(s) | ~np.isfinite(e)
        s_f = np.where(special, 0.0, s)
        e_f = np.where(special, 0.0, e)
    out = _round_pair(s_f, e_f, mode, ftz)
    if zero_sign is not None:
        exact_zero = (s_f == 0) & ~special
        out = np.where(exact_zero, np.where(zero_sign, np.uint32(0x80000000), np.uint32(0)), out)
    if special.any():  # an inf or NaN operand (no finite f32 result overflows float64)
        with np.errstate(all="ignore"):
            sv = s.astype(np.float32).view(np.uint32)
        sv = np.where(np.isnan(s), F32_NAN, sv)
        out = np.where(special, sv, out)
    return out


def _f32_fast(n: int) -> bool:
    from ptxemu.numerics import jit

    return jit.ready(n, "ptxemu.numerics.f32_kernel:warm")


def _odd_sum(x: np.ndarray, z: np.ndarray) -> np.ndarray:
    """x + z (float64, x exact products) rounded to odd: the float64 sum moved one step toward the
    exact value where it was inexact and its last bit is even (see _fma_rn_odd)."""
    s = x + z
    bb = s - x
    e = (x - (s - bb)) + (z - bb)
    sb = s.view(np.int64)
    move = (e != 0) & np.isfinite(e) & ((sb & 1) == 0)  # e is NaN where s is inf or NaN
    if move.any():  # toward the exact value: up in magnitude where e has s's sign
        sb = np.where(move, sb + np.where((e > 0) == (s > 0), 1, -1), sb)
    return sb.view(np.float64)


def _rn_ftz(op: str, arrs: list[np.ndarray]) -> np.ndarray:
    """add/sub/mul/fma .rn.ftz on flushed f32 bits in numpy. add/sub: numpy's float32 operation (a
    sum below 2^-126 is exact, so the IEEE result decides the flush); mul: the exact float64
    product cast once; fma: the sum rounded to odd, cast once. A result below 2^-126 becomes a zero
    of its sign; one that rounded to exactly 2^-126 is flushed where the 24-bit rounding with an
    unbounded exponent stays below it (the exact value times 2^64, cast: ops.arith._round_pair_exact's
    rule); NaN -> 0x7FFFFFFF. The float64-pair route (_pair_route) is the reference (tests)."""
    wide = None
    with np.errstate(all="ignore"):
        if op in ("add", "sub"):
            x32, y32 = arrs[0].view(np.float32), arrs[1].view(np.float32)
            r32 = x32 + y32 if op == "add" else x32 - y32
        else:
            wide = arrs[0].view(np.float32).astype(np.float64)
            wide *= arrs[1].view(np.float32)  # exact
            if op == "fma":
                wide = _odd_sum(wide, arrs[2].view(np.float32).astype(np.float64))
            r32 = wide.astype(np.float32)
    rb = r32.view(np.uint32)
    mag = rb & np.uint32(0x7FFFFFFF)
    flush = mag < np.uint32(0x00800000)
    if wide is not None:
        edge = mag == np.uint32(0x00800000)
        if edge.any():
            with np.errstate(all="ignore"):
                unb = (wide * 2.0**64).astype(np.float32).view(np.uint32) & np.uint32(0x7FFFFFFF)
            flush |= edge & (unb < np.uint32((127 - 62) << 23))
    out = np.where(flush, rb & np.uint32(0x80000000), rb)
    return np.where(mag > np.uint32(0x7F800000), F32_NAN, out)


def _fma_rn_odd(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """fma.rn.f32 (no .ftz) on f32 bits in numpy, rounding once: the product of two f32 values is
    exact in float64, the sum with c is rounded to float64 and its error found exactly (two-sum);
    where the sum was inexact and its last bit even, it is moved one float64 step toward the exact
    value (round to odd: the float64 neighbour with an odd last bit), and the float64 -> float32
    cast of a value rounded to odd with 53 >= 24 + 2 bits is the correctly rounded f32 (subnormal
    and overflowing results too). NaN results are the canonical 0x7FFFFFFF. About 10 ns an
    element beside the float64-pair route's 70; _round_pair's route is the reference (tests)."""
    with np.errstate(all="ignore"):
        x = a.view(np.float32).astype(np.float64)
        x *= b.view(np.float32)  # exact: 24 x 24 bits, exponents within float64's range
        z = c.view(np.float32).astype(np.float64)
        s = x + z
        bb = s - x
        e = (x - (s - bb)) + (z - bb)
        sb = s.view(np.int64)
        move = (e != 0) & np.isfinite(e) & ((sb & 1) == 0)  # e is NaN where s is inf or NaN
        if move.any():  # toward the exact value: up in magnitude where e has s's sign
            step = np.where((e > 0) == (s > 0), 1, -1)
            sb = np.where(move, sb + step, sb)
        r = sb.view(np.float64).astype(np.float32)
    return np.where(r != r, F32_NAN, r.view(np.uint32))


def _sat(out: np.ndarray) -> np.ndarray:
    """.sat: clamp to [+0, 1]; NaN and every negative result (-0 too) -> +0."""
    isnan = (out & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
    negative = (out >> np.uint32(31)).astype(bool)
    return np.where(isnan | negative, np.uint32(0), np.minimum(out, np.uint32(0x3F800000)))


def _zero_sum_sign(x: np.ndarray, y: np.ndarray, mode: str) -> np.ndarray:
    """Sign of an exactly-zero x + y (IEEE 754 6.3): two zeros of one sign keep it; otherwise
    (opposite signs, or x == -y != 0) +0, except -0 in .rm."""
    sx, sy = np.signbit(x), np.signbit(y)
    same = (x == 0) & (y == 0) & (sx == sy)
    return np.where(same, sx, mode == "rm")


# ---------------------------------------------------------------------------------------------
# f64 core
# ---------------------------------------------------------------------------------------------
def _dec64(bits: int) -> tuple[int, int]:
    """Finite f64 bits -> (signed integer significand, exponent of its LSB)."""
    neg = bits >> 63
    E = (bits >> 52) & 0x7FF
    M = bits & ((1 << 52) - 1)
    sig = (M | (1 << 52)) if E else M
    return (-sig if neg else sig), (E - 1075 if E else -1074)


def _round_int_f64(V: int, m: int, mode: str) -> int:
    """Round the exact nonzero value V * 2**m (V a signed Python int) to f64 bits."""
    neg = V < 0
    A = -V if neg else V
    lead = m + A.bit_length() - 1
    q = max(lead, -1022) - 52
    sh = q - m
    if sh <= 0:
        sig, up = A << -sh, False
    else:
        sig = A >> sh
        rem = A & ((1 << sh) - 1)
        half = 1 << (sh - 1)
        if mode == "rn":
            up = rem > half or (rem == half and sig & 1 == 1)
        elif mode == "rz":
            up = False
        elif mode == "rp":
            up = rem != 0 and not neg
        else:
            up = rem != 0 and neg
    sig += int(up)
    if sig >> 53:
        sig >>= 1
        q += 1
    sign = (1 << 63) if neg else 0
    if q + 52 > 1023:
        to_inf = mode == "rn" or (mode == "rp" and not neg) or (mode == "rm" and neg)
        return sign | (0x7FF0000000000000 if to_inf else 0x7FEFFFFFFFFFFFFF)
    if sig < (1 << 52):
        return sign | sig
    return sign | ((q + 52 + 1023) << 52) | (sig - (1 << 52))


def _exact_f64_scalar(op: str, mode: str, a: int, b: int, c: int) -> int:
    """One exactly rounded f64 operation on finite operands (Python integers)."""
    sa, ea = _dec64(a)
    sb, eb = _dec64(b)
    if op == "sub":
        sb = -sb
    if op == "mul" or op == "fma":
        V, m = sa * sb, ea + eb
        sign_p = (a >> 63) ^ (b >> 63)
        if op == "fma":
            sc, ec = _dec64(c)
            mm = min(m, ec)
            W = (V << (m - mm)) + (sc << (ec - mm))
            if W == 0:
                if V == 0 and sc == 0:
                    neg = bool(sign_p and c >> 63) or (mode == "rm" and bool(sign_p or c >> 63))
                else:
                    neg = mode == "rm"
                return (1 << 63) if neg else 0
            return _round_int_f64(W, mm, mode)
        if V == 0:
            return sign_p << 63
        return _round_int_f64(V, m, mode)
    mm = min(ea, eb)
    W = (sa << (ea - mm)) + (sb << (eb - mm))
    if W == 0:
        na, nb = bool(a >> 63), bool(b >> 63) ^ (op == "sub")
        neg = (sa == 0 and sb == 0 and na and nb) or (mode == "rm" and not (sa == 0 and sb == 0
                                                                             and not na and not nb))
        return (1 << 63) if neg else 0
    return _round_int_f64(W, mm, mode)


_exact_f64_ufunc = np.frompyfunc(_exact_f64_scalar, 5, 1)


def _f64_nan(op: str, arrs: list[np.ndarray], res: np.ndarray) -> np.ndarray:
    """The GPU's f64 NaN result: a NaN input's payload, quietened (b, then c, then a), else the
    invalid-operation NaN 0xfff8000000000000."""
    out = np.full(res.shape, F64_INVALID_NAN, dtype=np.uint64)
    order = [arrs[0], arrs[2], arrs[1]] if op == "fma" else [arrs[0], arrs[1]]
    for x in order:  # later assignments win
        isn = (x & np.uint64(0x7FFFFFFFFFFFFFFF)) > np.uint64(0x7FF0000000000000)
        out = np.where(isn, x | F64_QUIET, out)
    return out


def _split(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    c = 134217729.0 * x  # 2^27 + 1 (Veltkamp)
    hi = c - (c - x)
    return hi, x - hi


def _two_prod(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Dekker: a*b = p + e exactly (no overflow; e above the subnormal range)."""
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    e = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return p, e


def _round_odd_sum(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """x + y rounded to odd: truncate, and set the last bit when anything was lost."""
    v, err = _two_sum(x, y)
    even = (v.view(np.uint64) & np.uint64(1)) == 0
    fix = (err != 0) & even
    return np.where(fix, np.nextafter(v, np.where(err > 0, np.inf, -np.inf)), v)


def _apply_mode(s: np.ndarray, e: np.ndarray, mode: str) -> np.ndarray:
    """The `mode` rounding of the exact s + e, where s is its .rn rounding."""
    if mode == "rn":
        return s
    if mode == "rz":
        step, target = (e != 0) & ((e < 0) != (s < 0)), 0.0
    elif mode == "rm":
        step, target = e < 0, -np.inf
    else:
        step, target = e > 0, np.inf
    return np.where(step, np.nextafter(s, target), s)


def f64_arith(op: str, a: np.ndarray, b: np.ndarray, c: np.ndarray | None, mode: str) -> np.ndarray:
    arrs = [np.asarray(a, np.uint64), np.asarray(b, np.uint64)]
    if op == "fma":
        arrs.append(np.asarray(c, np.uint64))
    shape = np.broadcast_shapes(*(x.shape for x in arrs))
    arrs = [np.ascontiguousarray(np.broadcast_to(x, shape)).ravel() for x in arrs]
    x = [v.view(np.float64) for v in arrs]
    with np.errstate(all="ignore"):
        if op == "add":
            r = x[0] + x[1]
        elif op == "sub":
            r = x[0] - x[1]
        elif op == "mul":
            r = x[0] * x[1]
        else:  # only used for the inf/NaN cases: a finite product that overflows float64
            # must not meet an infinite c as inf - inf, so it stands in as +-1
            p = x[0] * x[1]
            p = np.where(np.isfinite(x[0]) & np.isfinite(x[1]) & ~np.isfinite(p), np.copysign(1.0, p), p)
            r = p + x[2]
    finite = np.ones(r.shape, bool)
    for v in x:
        finite &= np.isfinite(v)
    out = r.view(np.uint64).copy()
    if op in ("add", "sub") and mode != "rn":
        y = x[1] if op == "add" else -x[1]
        with np.errstate(all="ignore"):
            s, e = _two_sum(x[0], y)
        ok = finite & np.isfinite(s)
        step = np.zeros(r.shape, bool)
        if mode == "rz":
            step = (e != 0) & ((e < 0) != (s < 0))
            target = 0.0
        elif mode == "rm":
            step = e < 0
            target = -np.inf
        else:
            step = e > 0
            target = np.inf
        with np.errstate(all="ignore"):
            adj = np.where(ok & step, np.nextafter(s, target), s)
        out = np.where(ok, adj.view(np.uint64), out)
        # zero results: -0 in .rm unless both are +0; otherwise numpy's IEEE rn sign
        zs = ok & (s == 0)
        if mode == "rm":
            pos = (x[0] == 0) & (y == 0) & ~np.signbit(x[0]) & ~np.signbit(y)
            out = np.where(zs, np.where(pos, np.uint64(0), np.uint64(1 << 63)), out)
        ovf = finite & ~np.isfinite(s)
        if ovf.any():
            idx = np.nonzero(ovf)
            out[idx] = _exact_f64_ufunc(op, mode, arrs[0][idx].astype(object), arrs[1][idx].astype(object),
                                        0).astype(np.uint64)
    elif op == "mul" and mode != "rn" or op == "fma":
        # Error-free path where no partial result can overflow or underflow (Dekker's product
        # needs |a|,|b| < 2^996 and its error term above the subnormal range); the rest (zeros,
        # tiny or huge values) is rounded from exact Python integers.
        with np.errstate(all="ignore"):
            ph, pl = _two_prod(x[0], x[1])
            safe = finite & (np.abs(x[0]) < 2.0**990) & (np.abs(x[1]) < 2.0**990)
            safe &= (np.abs(ph) >= 2.0**-960) & (np.abs(ph) < 2.0**1000)
            if op == "mul":
                s, e = ph, pl
            else:
                safe &= np.abs(x[2]) < 2.0**1000
                th, tl = _two_sum(x[2], ph)
                v = _round_odd_sum(tl, pl)  # Boldo & Melquiond: RO of the tail, then one rounding
                s, e = _two_sum(th, v)
            z = _apply_mode(s, e, mode)
            if op == "fma" and mode == "rm":  # exact cancellation of non-zero terms: -0 in .rm
                z = np.where(s == 0, -0.0, z)
        out = np.where(safe, z.view(np.uint64), out)
        idx = np.nonzero(finite & ~safe)
        if idx[0].size:
            cc = arrs[2][idx].astype(object) if op == "fma" else 0
            out[idx] = _exact_f64_ufunc(op, mode, arrs[0][idx].astype(object),
                                        arrs[1][idx].astype(object), cc).astype(np.uint64)
    nan = np.isnan(r)
    if nan.any():
        out = np.where(nan, _f64_nan(op, arrs, r), out)
    return out.reshape(shape)


# ---------------------------------------------------------------------------------------------
# instruction handlers
# ---------------------------------------------------------------------------------------------
_OPS = ("add", "sub", "mul", "fma")
_MIXED = {".f16": "f16", ".bf16": "bf16"}


def _parse(ins: Instruction) -> dict[str, Any]:
    """The form is looked up in check()'s tables (isa/catalogue/floats.FORMS: the base ISA's
    add/sub/mul/fma, the .f32x2 and the mixed-precision forms)."""
    from ptxemu.isa.catalogue.floats import FORMS

    q = list(ins.qualifiers)
    m = best_match(FORMS[ins.opcode], q, len(ins.operands))
    if m is None or m.problems:
        raise PtxError(f"{ins.name}: not a form of {ins.opcode} ({', '.join(m.problems) if m else 'none'})")
    rnd = [x for x in q if x in ROUNDINGS]
    ftz = ".ftz" in q
    sat = ".sat" in q
    types = [x for x in q if x in (".f32", ".f64", ".f32x2", ".f16", ".bf16")]
    mixed = None
    if types in ([".f32"], [".f64"], [".f32x2"]):
        typ = types[0][1:]
    elif len(types) == 2 and types[0] == ".f32" and types[1] in _MIXED:
        typ, mixed = "f32", _MIXED[types[1]]
    else:
        raise Unsupported(f"{ins.name}: ptxemu executes .f32, .f64, .f32x2 and .f32.f16/.f32.bf16 here")
    op = ins.opcode
    nsrc = 3 if op == "fma" else 2
    if len(ins.operands) != nsrc + 1:
        raise PtxOperandError(f"{ins.name} takes {nsrc + 1} operands, got {len(ins.operands)}")
    return {"op": op, "mode": rnd[0][1:] if rnd else "rn", "ftz": ftz, "sat": sat, "type": typ,
            "mixed": mixed}


def _accepts(ins: Instruction) -> bool:
    types = {".f32", ".f64", ".f32x2"}
    return any(q in types for q in ins.qualifiers)


def execute(ins: Instruction, operands: Mapping[str, Any]) -> dict[str, np.ndarray]:
    p = _parse(ins)
    (dname,) = dest_names(ins)
    op, mode = p["op"], p["mode"]
    nsrc = 3 if op == "fma" else 2
    if p["type"] == "f64":
        src = [operand_bits(ins, operands, i + 1, 64) for i in range(nsrc)]
        return {dname: f64_arith(op, src[0], src[1], src[2] if nsrc == 3 else None, mode)}
    if p["type"] == "f32x2":
        src = [operand_bits(ins, operands, i + 1, 64, "raw") for i in range(nsrc)]
        src = list(np.broadcast_arrays(*src))
        halves = []
        for sh in (0, 32):
            part = [((s >> np.uint64(sh)) & np.uint64(0xFFFFFFFF)).astype(np.uint32) for s in src]
            halves.append(f32_arith(op, part[0], part[1], part[2] if nsrc == 3 else None, mode,
                                    ftz=p["ftz"]).astype(np.uint64))
        return {dname: halves[0] | (halves[1] << np.uint64(32))}
    if p["mixed"]:
        from ptxemu.formats import widen

        # sources: a (and b for fma) are .f16/.bf16 in .b16 registers, c is .f32
        nhalf = 2 if op == "fma" else 1
        src = []
        for i in range(nsrc):
            if i < nhalf:
                h = operand_bits(ins, operands, i + 1, 16, "bf16" if p["mixed"] == "bf16" else "float")
                src.append(widen(h, p["mixed"], "f32"))
            else:
                src.append(operand_bits(ins, operands, i + 1, 32))
        if op == "fma":
            return {dname: f32_arith("fma", src[0], src[1], src[2], mode, sat=p["sat"])}
        return {dname: f32_arith(op, src[0], src[1], None, mode, sat=p["sat"])}
    src = [operand_bits(ins, operands, i + 1, 32) for i in range(nsrc)]
    return {dname: f32_arith(op, src[0], src[1], src[2] if nsrc == 3 else None, mode, ftz=p["ftz"],
                             sat=p["sat"])}


for _op in _OPS:
    register(_op, _accepts)(execute)

__all__ = ["f32_arith", "f64_arith", "operand_bits", "to_bits", "dest_names", "Unsupported"]
