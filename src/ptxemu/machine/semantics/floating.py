"""Floating-point instructions in kernels, through the ops layer's exact definitions.

add/sub/mul/fma .f32/.f64/.f32x2 call ops.arith (one rounding from the exact value, the GPU's NaN
codes, ftz and sat); cvt runs through the same handlers as `run_instruction`; the special-function
forms (.approx, div.full) through ops.sfu's models. The rest is defined here, each by the manual's
rule: IEEE division and square root (correctly rounded: a float64 quotient or root of f32 values
rounds to f32 without a double-rounding error, since 53 >= 2*24 + 2), min/max, comparisons, abs,
neg, copysign, testp, and half-precision arithmetic (exact float64 pairs, rounded once).
"""

from __future__ import annotations

import math

import numpy as np

from ptxemu.errors import Unsupported
from ptxemu.isa.statement import Instruction, Reg
from ptxemu.machine.program.program import type_bits
from ptxemu.machine.program.step import Cx, compiles, op_type
from ptxemu.ops.arith import F32_NAN, f32_arith, f64_arith

F64_NAN = np.uint64(0x7FFFFFFFFFFFFFFF)
H_NAN = {".f16": 0x7FFF, ".bf16": 0x7FFF}
_SIGN = {16: np.uint16(0x8000), 32: np.uint32(0x80000000), 64: np.uint64(0x8000000000000000)}
_FMT = {".f16": "f16", ".bf16": "bf16"}


def _mode(cx: Cx) -> str:
    r = [q[1:] for q in cx.ins.qualifiers if q in (".rn", ".rz", ".rm", ".rp")]
    return r[0] if r else "rn"


def _flush32(b: np.ndarray) -> np.ndarray:
    sub = (b & np.uint32(0x7F800000)) == 0
    return np.where(sub, b & np.uint32(0x80000000), b)


def _isnan(b: np.ndarray, typ: str) -> np.ndarray:
    bits = b.dtype.itemsize * 8
    if typ in (".bf16", ".bf16x2"):
        return (b & np.uint16(0x7FFF)) > np.uint16(0x7F80)
    if bits == 16:
        return (b & np.uint16(0x7FFF)) > np.uint16(0x7C00)
    if bits == 32:
        return (b & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)
    return (b & np.uint64(0x7FFFFFFFFFFFFFFF)) > np.uint64(0x7FF0000000000000)


def _values(b: np.ndarray, typ: str) -> np.ndarray:
    """float64 values of raw bits (a signalling NaN widens quietly: numpy would warn)."""
    with np.errstate(invalid="ignore"):
        return _widen(b, typ)


def _widen(b: np.ndarray, typ: str) -> np.ndarray:
    if typ == ".f32":
        return b.view(np.float32).astype(np.float64)
    if typ == ".f64":
        return b.view(np.float64)
    if typ == ".f16":
        return b.view(np.float16).astype(np.float64)
    if typ == ".bf16":
        return (b.astype(np.uint32) << np.uint32(16)).view(np.float32).astype(np.float64)
    raise Unsupported(f"no float view of {typ}")


def _halves(typ: str):
    """(element type, lanes per register) for scalar and packed half forms."""
    if typ in (".f16x2", ".bf16x2"):
        return typ[:-2], 2
    return typ, 1


def _split2(v: np.ndarray) -> list[np.ndarray]:
    return [(v & np.uint32(0xFFFF)).astype(np.uint16), (v >> np.uint32(16)).astype(np.uint16)]


def _join2(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    return lo.astype(np.uint32) | (hi.astype(np.uint32) << np.uint32(16))


def _two_sum(x, y):
    s = x + y
    bb = s - x
    e = (x - (s - bb)) + (y - bb)
    return s, e


def _round_odd(s: np.ndarray, e: np.ndarray) -> np.ndarray:
    """s + e (s = RN(s + e)) as one float64 rounded to odd: a later rounding to <= 51 bits is then
    the correct rounding of the exact value."""
    inexact = (e != 0) & np.isfinite(s)
    bits = s.view(np.int64)
    even = (bits & 1) == 0
    step = np.where((e > 0) == (s > 0), 1, -1)  # toward e in magnitude terms
    fix = inexact & even & (s != 0)
    out = np.where(fix, bits + step, bits).view(np.float64)
    # s == 0 with e != 0 cannot happen for two-sums of finite values (the sum is exact then)
    return out


def half_arith(op: str, typ: str, args: list[np.ndarray], mode: str, ftz: bool, sat: bool) -> np.ndarray:
    """add/sub/mul/fma on f16/bf16 bits: the exact result as a float64 pair, rounded once."""
    from ptxemu.formats import encode

    fmt = _FMT[typ]
    if ftz:
        if typ == ".f16":
            args = [np.where((a & np.uint16(0x7C00)) == 0, a & np.uint16(0x8000), a) for a in args]
        else:
            args = [np.where((a & np.uint16(0x7F80)) == 0, a & np.uint16(0x8000), a) for a in args]
    x = [_values(a, typ) for a in args]
    with np.errstate(all="ignore"):
        if op in ("add", "sub"):
            y = -x[1] if op == "sub" else x[1]
            s, e = _two_sum(x[0], y)
            zero = (s == 0) & (e == 0)
            zsign = np.signbit(x[0]) & np.signbit(y) if mode != "rm" else (np.signbit(x[0]) | np.signbit(y))
        elif op == "mul":
            s, e = x[0] * x[1], np.zeros_like(x[0])  # 8- or 11-bit significands: exact
            zero, zsign = None, None
        else:
            p = x[0] * x[1]
            s, e = _two_sum(p, x[2])
            zero = (s == 0) & (e == 0)
            zsign = np.signbit(p) & np.signbit(x[2]) if mode != "rm" else (np.signbit(p) | np.signbit(x[2]))
        v = _round_odd(s, np.where(np.isfinite(e), e, 0.0))
        if zero is not None:
            v = np.where(zero & np.isfinite(s), np.where(zsign, -0.0, 0.0), v)
    out = encode(v, fmt, mode, ftz=ftz).astype(np.uint16)
    nan = np.isnan(v)
    out = np.where(nan, np.uint16(H_NAN[typ]), out)
    if sat:
        isn = _isnan(out, typ)
        neg = (out & np.uint16(0x8000)) != 0
        one = np.uint16(0x3C00 if typ == ".f16" else 0x3F80)
        big = _values(out, typ) > 1.0
        out = np.where(isn | neg, np.uint16(0), np.where(big, one, out))
    return out


def float_arith(cx: Cx, typ: str):
    op = cx.ins.opcode
    if op == "mad":
        if not any(q in cx.ins.qualifiers for q in (".rn", ".rz", ".rm", ".rp")) and typ != ".f64":
            raise cx.unsupported("mad.f32 without a rounding modifier (sm_1x semantics) is not supported")
        op = "fma"
    mode = _mode(cx)
    q = cx.ins.qualifiers
    ftz, sat = ".ftz" in q, ".sat" in q
    nsrc = 3 if op == "fma" else 2
    ops = cx.ins.operands
    if ".f32" in q and any(x in q for x in (".f16", ".bf16")):
        # mixed precision add/sub/fma .f32.f16/.bf16 (op_type names the source type, .f16):
        # ops.arith's handler, each operand read with its own type
        return _bridge(cx)
    wd = cx.dst(ops[0], typ)
    rs = [cx.src(o, typ) for o in ops[1 : 1 + nsrc]]
    fused = cx.k.contract.get(cx.pc)
    if fused is not None:  # ptxas contracts this add/sub with its mul (kernel.contractions)
        return _contracted(cx, typ, fused, ftz)
    if typ == ".f32":
        if nsrc == 2 and mode == "rn" and not ftz and not sat:
            # numpy's float32 add/sub/mul is the IEEE operation; only the NaN code is the GPU's own
            fn = {"add": np.add, "sub": np.subtract, "mul": np.multiply}[op]

            def fast(st, m):
                with np.errstate(all="ignore"):
                    r = fn(rs[0](st).view(np.float32), rs[1](st).view(np.float32))
                b = r.view(np.uint32)
                wd(st, np.where(r != r, F32_NAN, b), m)

            return fast
        return lambda st, m: wd(
            st,
            f32_arith(op, rs[0](st), rs[1](st), rs[2](st) if nsrc == 3 else None, mode, ftz=ftz, sat=sat),
            m,
        )
    if typ == ".f64":
        return lambda st, m: wd(
            st, f64_arith(op, rs[0](st), rs[1](st), rs[2](st) if nsrc == 3 else None, mode), m
        )
    if typ == ".f32x2":
        return _bridge(cx)
    el, n = _halves(typ)
    if n == 1:
        return lambda st, m: wd(st, half_arith(op, el, [r(st) for r in rs], mode, ftz, sat), m)

    def packed(st, m):
        parts = [_split2(r(st)) for r in rs]
        lo = half_arith(op, el, [p[0] for p in parts], mode, ftz, sat)
        hi = half_arith(op, el, [p[1] for p in parts], mode, ftz, sat)
        wd(st, _join2(lo, hi), m)

    return packed


def _contracted(cx: Cx, typ: str, fused, ftz: bool):
    """An add/sub that ptxas fuses with the multiply producing one of its sources (kernel.contractions):
    add: a*b + c; sub t - c: a*b + (-c); sub c - t: (-a)*b + c, rounded once. A division's multiply
    is a' * MUFU.RCP(b') (numerics.sfu.div_f32_operands)."""
    from ptxemu.machine.program.step import Cx as _Cx
    from ptxemu.numerics.sfu import div_f32_operands

    prod, k, negp = fused
    pcx = _Cx(cx.k, prod, cx.pc)
    pa, pb = (pcx.src(o, typ) for o in prod.ins.operands[1:3])
    other = cx.src(cx.ins.operands[3 - k], typ)
    wd = cx.dst(cx.ins.operands[0], typ)
    el, n = _halves(typ)
    sign = {16: np.uint16(0x8000), 32: np.uint32(0x80000000), 64: np.uint64(0x8000000000000000)}[
        type_bits(typ) if n == 1 else 32]
    if n == 2:
        sign = np.uint32(0x80008000)  # both halves
    sub = cx.ins.opcode == "sub"
    neg_c, neg_a = sub and k == 1, (sub and k == 2) != negp
    div = prod.ins.opcode == "div"
    pftz, full = ".ftz" in prod.ins.qualifiers, ".full" in prod.ins.qualifiers
    sat = ".sat" in cx.ins.qualifiers

    def run(st, m):
        a0, b, c0 = pa(st), pb(st), other(st)
        if div:
            a0, b = div_f32_operands(a0, b, pftz, full)
        a = a0 ^ sign if neg_a else a0
        c = c0 ^ sign if neg_c else c0
        if typ == ".f32":
            r = f32_arith("fma", a, b, c, "rn", ftz=ftz, sat=sat)
        elif typ == ".f64":
            r = f64_arith("fma", a, b, c, "rn")
            if neg_a or neg_c:  # DFMA's operand negation does not reach a NaN input's sign (H100)
                r = np.where(_isnan(r, ".f64"), f64_arith("fma", a0, b, c0, "rn"), r)
        elif n == 1:
            r = half_arith("fma", el, [a, b, c], "rn", ftz, sat)
        else:
            ha, hb, hc = _split2(a), _split2(b), _split2(c)
            lo = half_arith("fma", el, [ha[0], hb[0], hc[0]], "rn", ftz, sat)
            hi = half_arith("fma", el, [ha[1], hb[1], hc[1]], "rn", ftz, sat)
            r = _join2(lo, hi)
        wd(st, r, m)

    return run


@compiles("fma")
def _fma(cx: Cx):

    return float_arith(cx, op_type(cx))


def _two_prod(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Dekker: p + e == a * b exactly (float64, no overflow or underflow in the range used here)."""
    c = 134217729.0  # 2^27 + 1

    def split(x):
        t = c * x
        hi = t - (t - x)
        return hi, x - hi

    p = a * b
    ah, al = split(a)
    bh, bl = split(b)
    return p, ((ah * bh - p) + ah * bl + al * bh) + al * bl


def directed_f32(op: str, a: np.ndarray, b: np.ndarray | None, mode: str, ftz: bool) -> np.ndarray:
    """div/sqrt/rcp .rz/.rm/.rp/.rn on f32 bits, correctly rounded: the float64 result q (nearest),
    the exact sign of the true result minus q (a residual through an exact product), q rounded to
    odd with it, then one rounding into f32 in the wanted mode (exact since 53 >= 24 + 2)."""
    from ptxemu.formats import encode

    if ftz:
        a = _flush32(a)
        b = _flush32(b) if b is not None else None
    x = a.view(np.float32).astype(np.float64)
    with np.errstate(all="ignore"):
        if op == "sqrt":
            q = np.sqrt(x)
            p, e = _two_prod(q, q)
            res = (x - p) - e  # sign of sqrt(x)^2 - q^2: of sqrt(x) - q
        else:
            y = b.view(np.float32).astype(np.float64) if op == "div" else x  # rcp: 1 / x
            num = x if op == "div" else np.ones_like(x)
            q = num / y
            p, e = _two_prod(q, y)
            res = ((num - p) - e) * np.sign(y)  # sign of num/y - q
        finite = np.isfinite(q) & (q != 0) & np.isfinite(res)
        bits = q.view(np.int64)
        odd_fix = finite & (res != 0) & ((bits & 1) == 0)
        toward = np.where((res > 0) == (q > 0), 1, -1)
        q = np.where(odd_fix, (bits + toward).view(np.float64), q)
    out = encode(q, "f32", mode).astype(np.uint32)
    out = np.where(np.isnan(q), F32_NAN, out)
    return _flush32(out) if ftz else out


_F64_SAFE_LO, _F64_SAFE_HI = 2.0**-900, 2.0**900  # Dekker's product and the residual stay exact here


def _round_exact_f64(neg: bool, n: int, d: int, e: int, mode: str) -> int:
    """Bits of the f64 nearest (in `mode`) to (-1)^neg * n/d * 2^e, n, d > 0 integers: IEEE rounding
    with subnormals and overflow, from exact integer arithmetic."""
    s = max(0, 64 + d.bit_length() - n.bit_length())
    t, r = divmod(n << s, d)
    ex = e - s  # value = (t + r/d) * 2^ex
    big = t.bit_length() - 1 + ex  # the value's binary exponent
    q_exp = max(big, -1022) - 52  # its quantum (subnormals: 2^-1074)
    drop = q_exp - ex  # > 0: t has at least 64 bits
    m = t >> drop
    rem = t & ((1 << drop) - 1)
    half = 1 << (drop - 1)
    inexact = rem != 0 or r != 0
    if mode == "rn":
        up = rem > half or (rem == half and (r != 0 or m & 1))
    elif mode == "rz":
        up = False
    elif mode == "rp":
        up = inexact and not neg
    else:
        up = inexact and neg
    m += int(up)
    if m >= 1 << 53:
        m >>= 1
        q_exp += 1
    sign = (1 << 63) if neg else 0
    if q_exp + 52 > 1023:  # overflow: infinity, or the largest finite toward zero
        to_inf = mode == "rn" or (mode == "rp" and not neg) or (mode == "rm" and neg)
        return sign | (0x7FF0000000000000 if to_inf else 0x7FEFFFFFFFFFFFFF)
    if m < 1 << 52:
        return sign | m  # subnormal (or zero)
    return sign | ((q_exp + 52 + 1023) << 52) | (m - (1 << 52))


def _exact_parts(x: float) -> tuple[bool, int, int]:
    """A finite nonzero double as (negative, integer mantissa, exponent)."""
    mant, ex = np.frexp(abs(x))
    return x < 0, int(mant * (1 << 53)), int(ex) - 53


def directed_f64(op: str, a: np.ndarray, b: np.ndarray | None, mode: str, rn: np.ndarray) -> np.ndarray:
    """div/sqrt/rcp .rz/.rm/.rp on f64 bits, correctly rounded. `rn` is the IEEE .rn result (special
    cases - NaN, infinities, zeros, negative square roots - are exact, hence the same in every mode).
    Finite results: q = RN(result); the exact sign of result - q from a residual through Dekker's
    product (x - q*y, x - q*q: exact by Sterbenz) moves q one step in the wanted direction when it lies
    on the wrong side. Lanes where that could under- or overflow are rounded from exact integers."""
    x = a.view(np.float64)
    y = b.view(np.float64) if b is not None else None
    q = rn.view(np.float64)
    with np.errstate(all="ignore"):
        if op == "sqrt":
            live = np.isfinite(x) & (x > 0)
            den = None
        else:
            den = y if op == "div" else x
            num = x if op == "div" else np.ones_like(x)
            live = np.isfinite(num) & np.isfinite(den) & (num != 0) & (den != 0)
        ok = live & np.isfinite(q) & (np.abs(q) >= _F64_SAFE_LO) & (np.abs(q) <= _F64_SAFE_HI)
        ok &= (np.abs(x) >= _F64_SAFE_LO) & (np.abs(x) <= _F64_SAFE_HI)
        if den is not None:
            ok &= (np.abs(den) >= _F64_SAFE_LO) & (np.abs(den) <= _F64_SAFE_HI)
        qq = np.where(ok, q, 1.0)
        if op == "sqrt":
            p, e = _two_prod(qq, qq)
            diff = np.where(ok, (x - p) - e, 0.0)  # sign of sqrt(x) - q
        else:
            dd = np.where(ok, den, 1.0)
            p, e = _two_prod(qq, dd)
            diff = np.where(ok, ((np.where(ok, num, 1.0) - p) - e) * np.sign(dd), 0.0)
        if mode == "rz":
            step = np.where(np.sign(diff) == -np.sign(q), -np.sign(q) * np.inf, 0.0)
        elif mode == "rp":
            step = np.where(diff > 0, np.inf, 0.0)
        else:
            step = np.where(diff < 0, -np.inf, 0.0)
        moved = np.where(ok & (step != 0), np.nextafter(q, step), q)
    out = moved.view(np.uint64).copy()
    for i in np.flatnonzero(live & ~ok):  # the exact route: rare lanes near the format's limits
        if op == "sqrt":
            _, mx, ex = _exact_parts(float(x[i]))
            if ex & 1:
                mx, ex = mx << 1, ex - 1
            k = 200  # sqrt(mx * 2^(2k)) to 100+ bits, the remainder as sticky
            root = math.isqrt(mx << (2 * k))
            exact = root * root == mx << (2 * k)
            n_, d_ = (root << 1) | (0 if exact else 1), 2  # root + (1/2 if inexact): sticky below
            out[i] = _round_exact_f64(False, n_, d_, ex // 2 - k, mode)
        else:
            nx = float(x[i]) if op == "div" else 1.0
            na, ma, ea = _exact_parts(nx)
            nb, mb, eb = _exact_parts(float(den[i]))
            out[i] = _round_exact_f64(na != nb, ma, mb, ea - eb, mode)
    return np.where(live, out, rn.view(np.uint64))


def _ieee(cx: Cx, typ: str, fn2, nsrc: int):
    """div/sqrt/rcp .rn (IEEE, correctly rounded) on .f32/.f64; .rz/.rm/.rp on .f32."""
    mode = _mode(cx)
    if mode != "rn" and typ == ".f64":
        rn_run = _ieee_rn64(cx, fn2, nsrc)
        ops = cx.ins.operands
        rs64 = [cx.src(o, typ) for o in ops[1 : 1 + nsrc]]
        wd64 = cx.dst(ops[0], typ)
        opname = cx.ins.opcode

        def run_directed64(st, m):
            args = [r(st) for r in rs64]
            rn = rn_run(args)
            wd64(st, directed_f64(opname, args[0], args[1] if len(args) > 1 else None, mode, rn), m)

        return run_directed64
    if mode != "rn":
        ftz = ".ftz" in cx.ins.qualifiers
        ops = cx.ins.operands
        wd = cx.dst(ops[0], typ)
        rs = [cx.src(o, typ) for o in ops[1 : 1 + nsrc]]
        opname = cx.ins.opcode

        def run_directed(st, m):
            args = [r(st) for r in rs]
            wd(st, directed_f32(opname, args[0], args[1] if len(args) > 1 else None, mode, ftz), m)

        return run_directed
    ftz = ".ftz" in cx.ins.qualifiers
    ops = cx.ins.operands
    wd = cx.dst(ops[0], typ)
    rs = [cx.src(o, typ) for o in ops[1 : 1 + nsrc]]
    if typ == ".f32":

        def run(st, m):
            a = [r(st) for r in rs]
            if ftz:
                a = [_flush32(x) for x in a]
            with np.errstate(all="ignore"):
                r = fn2(*[x.view(np.float32).astype(np.float64) for x in a]).astype(np.float32)
            b = r.view(np.uint32)
            if ftz:
                b = _flush32(b)
            wd(st, np.where(r != r, F32_NAN, b), m)

        return run

    rn64 = _ieee_rn64(cx, fn2, nsrc)
    return lambda st, m: wd(st, rn64([r(st) for r in rs]), m)


def _ieee_rn64(cx: Cx, fn2, nsrc: int):
    """IEEE .rn div/sqrt/rcp on f64 source bits, with the GPU's NaN rule."""

    def run64(a: list) -> np.ndarray:
        with np.errstate(all="ignore"):
            r = fn2(*[x.view(np.float64) for x in a])
        b = r.view(np.uint64)
        nan = r != r
        if nan.any():  # a NaN input's payload, quietened (later operands win), else the default NaN
            out = np.full(b.shape, np.uint64(0xFFF8000000000000))
            for x in a:
                out = np.where(_isnan(x, ".f64"), x | np.uint64(1 << 51), out)
            b = np.where(nan, out, b)
        return b

    return run64


def _sfu(cx: Cx, fn: str, typ: str, full: bool = False):
    try:
        from ptxemu.ops import sfu
    except ImportError:
        raise cx.unsupported("the special-function unit model (ops.sfu) is not built yet") from None
    ops = cx.ins.operands
    ftz = ".ftz" in cx.ins.qualifiers
    wd = cx.dst(ops[0], typ)
    rs = [cx.src(o, typ) for o in ops[1:]]
    t = typ[1:]

    def run(st, m):
        args = [r(st) for r in rs]
        wd(st, sfu.evaluate(fn, t, ftz, args[0], args[1] if len(args) > 1 else None, full=full), m)

    return run


def float_div(cx: Cx, typ: str):
    q = cx.ins.qualifiers
    if ".approx" in q:
        return _sfu(cx, "div", typ)
    if ".full" in q:
        return _sfu(cx, "div", typ, full=True)
    return _ieee(cx, typ, np.divide, 2)


@compiles("sqrt", "rcp")
def _sqrt_rcp(cx: Cx):

    typ = op_type(cx)
    if ".approx" in cx.ins.qualifiers:
        return _sfu(cx, cx.ins.opcode, typ)
    fn = np.sqrt if cx.ins.opcode == "sqrt" else (lambda x: 1.0 / x)
    return _ieee(cx, typ, fn, 1)


@compiles("ex2", "lg2", "sin", "cos", "tanh", "rsqrt")
def _approx(cx: Cx):

    return _sfu(cx, cx.ins.opcode, op_type(cx))


def float_absneg(cx: Cx, typ: str):
    bits = type_bits(typ)
    d, a = cx.ins.operands
    ra, wd = cx.src(a, typ), cx.dst(d, typ)
    ftz = ".ftz" in cx.ins.qualifiers
    sign = _SIGN[bits]
    if typ in (".f16x2", ".bf16x2"):
        sign = np.uint32(0x80008000)
    neg = cx.ins.opcode == "neg"

    def run(st, m):
        v = ra(st)
        if ftz and typ == ".f32":
            v = _flush32(v)
        v = (v ^ sign) if neg else (v & ~sign)  # the sign bit alone: NaN payloads pass (H100)
        wd(st, v.astype(ra(st).dtype), m)

    return run


def minmax_bits(is_max: bool, el: str, x: np.ndarray, y: np.ndarray, *, nan_mode: bool) -> np.ndarray:
    """The manual's two_inputs_max/min on raw bits of one element type: a NaN input is ignored
    unless both are (or .NaN); a NaN result is the canonical NaN; +0 > -0."""
    canon = {".f32": F32_NAN, ".f64": F64_NAN, ".f16": np.uint16(0x7FFF), ".bf16": np.uint16(0x7FFF)}[el]
    xv, yv = _values(x, el), _values(y, el)
    xn, yn = np.isnan(xv), np.isnan(yv)
    if is_max:  # -0 < +0: compare (value, sign) pairs
        pick_x = (xv > yv) | ((xv == yv) & ~np.signbit(xv))
    else:
        pick_x = (xv < yv) | ((xv == yv) & np.signbit(xv))
    r = np.where(pick_x, x, y)
    r = np.where(xn & ~yn, y, np.where(yn & ~xn, x, r))
    bothnan = (xn | yn) if nan_mode else (xn & yn)
    return np.where(bothnan, canon, r).astype(x.dtype)


def float_minmax(cx: Cx, typ: str):
    """min/max{.ftz}{.NaN}{.xorsign.abs}{.abs} with two or three inputs, as the manual's Semantics:
    d = two_inputs(a, b), then two_inputs(d, c); NaN inputs are ignored unless .NaN (a NaN result
    is the canonical NaN); +0 > -0; .abs takes magnitudes; .xorsign (two inputs) gives the result
    the xor of the inputs' signs."""
    q = cx.ins.qualifiers
    is_max = cx.ins.opcode == "max"
    nan_mode, ftz, absolute, xorsign = ".NaN" in q, ".ftz" in q, ".abs" in q, ".xorsign" in q
    ops = cx.ins.operands
    if len(ops) not in (3, 4):
        raise cx.error("min/max take two or three sources")
    wd = cx.dst(ops[0], typ)
    rs = [cx.src(o, typ) for o in ops[1:]]
    el, n = _halves(typ)
    sign = _SIGN[{".f32": 32, ".f64": 64}.get(el, 16)]

    def two(x, y):
        return minmax_bits(is_max, el, x, y, nan_mode=nan_mode)

    def one(args):
        if ftz and el == ".f32":
            args = [_flush32(x) for x in args]
        xs = (args[0] ^ args[1]) & sign if xorsign and len(args) == 2 else None
        if absolute:
            args = [x & ~sign for x in args]
        r = two(args[0], args[1])
        if len(args) == 3:
            r = two(r, args[2])
        if xs is not None:
            r = np.where(_isnan(r, el), r, (r & ~sign) | xs)
        return r

    if n == 1:
        return lambda st, m: wd(st, one([r(st) for r in rs]), m)

    def packed(st, m):
        parts = [_split2(r(st)) for r in rs]
        wd(st, _join2(one([p[0] for p in parts]), one([p[1] for p in parts])), m)

    return packed


def float_compare(cx: Cx, typ: str, cmp: str):
    ftz = ".ftz" in cx.ins.qualifiers

    def test(a, b):
        if ftz and typ == ".f32":
            a, b = _flush32(a), _flush32(b)
        x, y = _values(a, typ), _values(b, typ)
        un = np.isnan(x) | np.isnan(y)
        base = cmp[:-1] if cmp.endswith("u") and cmp not in ("num",) else cmp
        if cmp == "num":
            return ~un
        if cmp == "nan":
            return un
        with np.errstate(invalid="ignore"):
            r = {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[base]
        if cmp.endswith("u"):
            return r | un
        return r & ~un

    return test


@compiles("testp")
def _testp(cx: Cx):

    typ = op_type(cx)
    what = next(
        q
        for q in cx.ins.qualifiers
        if q in (".finite", ".infinite", ".number", ".notanumber", ".normal", ".subnormal")
    )
    d, a = cx.ins.operands
    ra, wd = cx.src(a, typ), cx.dst(d, ".pred")

    def run(st, m):
        v = _values(ra(st), typ)
        with np.errstate(all="ignore"):
            tiny = np.finfo(np.float32 if typ == ".f32" else np.float64).tiny
            r = {
                ".finite": np.isfinite(v),
                ".infinite": np.isinf(v),
                ".number": ~np.isnan(v),
                ".notanumber": np.isnan(v),
                ".normal": np.isfinite(v) & (np.abs(v) >= tiny),
                ".subnormal": (v != 0) & (np.abs(v) < tiny),
            }[what]
        wd(st, r, m)

    return run


@compiles("copysign")
def _copysign(cx: Cx):

    typ = op_type(cx)
    bits = type_bits(typ)
    d, a, b = cx.ins.operands
    ra, rb, wd = cx.src(a, typ), cx.src(b, typ), cx.dst(d, typ)
    s = _SIGN[bits]
    return lambda st, m: wd(st, (rb(st) & ~s) | (ra(st) & s), m)


@compiles("cvt")
def _cvt(cx: Cx):
    if ".pack" in cx.ins.qualifiers:  # cvt.pack.sat: 32-bit d from .s32 a, b (and .b32 c)
        from ptxemu.ops.cvt_int import PACK_TYPES, pack_sat

        ctype = next((q[1:] for q in cx.ins.qualifiers if q[1:] in PACK_TYPES), None)
        if ctype is None or ".sat" not in cx.ins.qualifiers:
            raise cx.error("cvt.pack needs .sat and a convert type")
        ops = cx.ins.operands
        n = 3 if ctype in ("u16", "s16") else 4
        if len(ops) != n:
            raise cx.error(f"takes {n} operands")
        ra, rb = cx.src(ops[1], ".s32"), cx.src(ops[2], ".s32")
        rc = cx.src(ops[3], ".b32") if n == 4 else None
        wd = cx.dst(ops[0], ".b32")
        return lambda st, m: wd(st, pack_sat(ra(st), rb(st), rc(st) if rc else None, ctype), m)
    return _bridge(cx)


def _bridge(cx: Cx):
    """Run an element-wise ops-layer handler on lane arrays; each operand is read with the type the
    form table gives it (isa.operand_types: a mixed-precision add.f32.f16's c is .f32, cvt.rs's rbits
    .b32), a vector source ({a, b, e, f} of cvt.rs ...x4) item by item."""
    from ptxemu.isa.operand_types import operand_types
    from ptxemu.isa.statement import Vector
    from ptxemu.machine.program.step import UINT
    from ptxemu.ops import load_all
    from ptxemu.ops.registry import find_handler

    load_all()
    ins = cx.ins
    ops = ins.operands
    types = operand_types(ins).by_index
    if not ops or any(t is None for t in types):
        raise cx.unsupported("cannot tell the operand types")
    d = ops[0]
    if not isinstance(d, Reg):
        raise cx.unsupported("vector destinations are not supported here")
    renamed_ops: list = [Reg("o0")]
    readers: list[tuple[str, object]] = []
    for i, (o, t) in enumerate(zip(ops[1:], types[1:], strict=True), start=1):
        if isinstance(o, Vector):
            names = [f"o{i}_{j}" for j in range(len(o.items))]
            renamed_ops.append(Vector(tuple(Reg(n) for n in names)))
            readers += [(n, cx.src(it, t)) for n, it in zip(names, o.items, strict=True)]
        else:
            renamed_ops.append(Reg(f"o{i}"))
            readers.append((f"o{i}", cx.pred(o) if t == ".pred" else cx.src(o, t)))
    renamed = Instruction(ins.opcode, ins.qualifiers, tuple(renamed_ops), None, ins.line, ins.column,
                          ins.text)
    h = find_handler(renamed)
    if h is None or not h.elementwise:
        raise cx.unsupported("no element-wise model for this form")
    wbits = type_bits(types[0])
    wd = cx.dst(d, types[0])

    def run(st, m):
        vals = {n: r(st) for n, r in readers}
        with np.errstate(all="ignore"):
            out = h.execute(renamed, vals)
        v = np.asarray(out["o0"])
        if v.dtype.kind == "f":
            v = v.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[v.dtype.itemsize])
        v = v.astype(UINT[max(wbits, 8)], copy=False)
        wd(st, np.broadcast_to(v, (st.L,)), m)

    return run


def type_bits_or_none(t: str) -> int | None:
    try:
        return type_bits(t)
    except Exception:
        return None
