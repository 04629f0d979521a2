"""The special-function unit (MUFU) behind ex2/lg2/rcp/rsqrt/sqrt/sin/cos/tanh .approx and the
divisions built on rcp (PTX ISA 9.7.3.x), as measured on an H100 (sm_90a).

What is modelled, and how (evidence: tools/truth/sfu/, docs/numerics.md "Special-function unit"):

* ptxas turns every form into one MUFU instruction plus IEEE f32 multiplies/adds (read from the
  SASS; each transcription matched the hardware on all 2^32 inputs):
  - the .ftz f32 forms and sin/cos (with or without .ftz: the same SASS) are one MUFU each;
  - ex2.approx.f32: x < -126 -> MUFU.EX2(x * 0.5) squared (FMUL, subnormal results kept);
  - lg2.approx.f32: |x| < 2^-126 -> MUFU.LG2(x * 2^24) - 24;
  - rcp.approx.f32: s * MUFU.RCP(x * s), s = 2^24 for |x| < 2^-126, 1/4 for |x| > 2^126, else 1;
  - sqrt/rsqrt.approx.f32: |x| < 2^-126 -> MUFU(x * 2^24) * 2^-12 (sqrt) or * 2^12 (rsqrt);
  - div.approx.ftz.f32: a *ftz MUFU.RCP(b); div.approx.f32: both scaled by 2^24 when
    |b| < 2^-126, then a * MUFU.RCP(b); div.full.f32: both * 1/4 when |b| > 2^126, then both
    * 2^24 when |b| < 2^-126, then a * MUFU.RCP(b); div.full.ftz.f32: the 1/4 step with ftz
    multiplies, then a *ftz MUFU.RCP(b);
  - rcp.approx.ftz.f64 / rsqrt.approx.ftz.f64: MUFU.RCP64H / MUFU.RSQ64H of the high word, the
    low word of the result 0 (the low word of the input is ignored); rsqrt.approx.f64 adds one
    Newton step in DMUL/DFMA (rsqrt_f64; exact IEEE fma via numerics.f64.fma_step, slow; the
    compiled route uses llvm.fma, a correctly rounded fma);
  - the 16-bit ex2/tanh forms: the f32 MUFU result truncated (round toward zero) to f16/bf16
    (f16: subnormal results kept, |y| >= 2^16 -> inf); x2 forms lane by lane.
* MUFU itself (all flush subnormal inputs and outputs to zero, NaN -> 0x7fffffff) is a range
  reduction around one core per function, and every core is the same quadratic interpolator
  (numerics.sfu_interp: a table of three integer coefficients per segment, a truncated squarer,
  one fused sum cut toward zero), recovered exactly from the H100's recorded cores:
  - RCP, RSQ, SQRT: the result for x = 2^e * m is the core's for the mantissa m (one binade; two
    for RSQ/SQRT, by exponent parity) with the exponent moved (shown on all 2^32 inputs);
  - EX2: x becomes a fixed-point number with 23 fraction bits, truncating |x| (n = floor, f =
    frac of |x|); x >= 0: 2^n T+(f); x < 0: 2^-n T-(f), T- the core of the one's complement of f,
    halved. Results below 2^-126 flush to +0; x >= 128 gives +inf;
  - LG2: for x = 2^e m, RZ(e + L(m)) for x >= 1 and RZ((e + 1) + L(m/2)) for x < 1, L on [0.5, 2)
    one core read by the mantissa (the one's complement of its fixed point below 1);
  - SIN, COS, TANH: numerics.sfu_trig (25-bit fixed-point revolutions and a quarter-wave core
    with one's-complement mirroring; tanh by binade on the top mantissa bits);
  - RCP64H, RSQ64H: the RCP / RSQ cores at the high word's 20-bit mantissa.
  Every f32 form was swept on the H100 over all 2^32 inputs through both routes (0 mismatches;
  tools/truth/sfu/verify_run7_interp.json, verify_run8_interp.json). model="libm" names the
  approximate float64 libm model (its distance from the hardware in docs/numerics.md);
  model="h100-sampled" is an old name of the exact lg2.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np

from ptxemu.numerics import jit, sfu_interp, sfu_trig

# A numpy route's element costs about one element-operation of numerics.jit.ready (20-90 ns on
# this machine, measured at 32k elements): numba and the compiled loops are loaded once a
# process's numpy work says loading them pays.
_ELEMENT_WORK = 1


def _compiled(n: int, fn: str):
    """numerics.sfu_kernel (the same bits, compiled) where numba is loaded already or this
    process's numpy work says loading it pays for `n` more elements, and its kernel for the f32
    form `fn` ("rsqrt64": the f64 rsqrt) is loaded; else None."""
    if not jit.active():
        return None
    if not jit.ready(n * _ELEMENT_WORK, f"ptxemu.numerics.sfu:warm:{fn}"):
        return None
    from ptxemu.numerics import sfu_kernel

    return sfu_kernel if sfu_kernel.usable() else None


def warm(fn: str) -> None:
    """Load (or compile) sfu_kernel's kernel of `fn` with the types the routes below pass, on a few
    inputs (numerics.jit's loader thread)."""
    from ptxemu.numerics import sfu_kernel

    if not sfu_kernel.usable():
        return
    a = np.full(4, 0x3F800000, np.uint32)
    if fn == "rsqrt64":
        sfu_kernel.rsqrt_f64(np.full(4, 0x3FF0000000000000, np.uint64), core_table("rsq64"))
    else:
        b = a.copy()
        b.setflags(write=False)  # the interpreter's divisors arrive read-only (another signature)
        sfu_kernel.run(fn, False, a, tables(), b if fn == "div" else None, False)


FUNCTIONS = ("ex2", "lg2", "rcp", "rsqrt", "sqrt", "sin", "cos", "tanh", "div")
DTYPES = ("f32", "f64", "f16", "bf16", "f16x2", "bf16x2")
NAN32 = np.uint32(0x7FFFFFFF)
NAN16 = np.uint16(0x7FFF)
_U32 = np.uint32
_SIGN = _U32(0x80000000)
_EXP = _U32(0x7F800000)
_MANT = _U32(0x007FFFFF)
_INF = _U32(0x7F800000)
_TABLES = Path(__file__).with_name("sfu_cores.npz")

@cache
def tables() -> dict[str, np.ndarray]:
    """The interpolator's tables of sfu_cores.npz (name_interp -> int64 array; numerics.sfu_interp)."""
    z = np.load(_TABLES)
    return {k: z[k] for k in z.files}


# every core as a function of its index (numerics.sfu_interp; docs/numerics.md, "The interpolator")
CORES = {
    "rcp": (1 << 23, lambda t, i: sfu_interp.rcp_core(t["rcp_interp"], i)),
    "rsq": (1 << 24, lambda t, i: sfu_interp.rsq_core(t["rsq_interp"], i)),
    "sqrt": (1 << 24, lambda t, i: sfu_interp.sqrt_core(t["sqrt_interp"], i)),
    "ex2_pos": (1 << 23, lambda t, i: sfu_interp.ex2_pos_core(t["ex2_interp"], i)),
    "ex2_neg": (1 << 23, lambda t, i: sfu_interp.ex2_neg_core(t["ex2_interp"], i)),
    "lg2": (1 << 24, lambda t, i: sfu_interp.lg2_core(t["lg2_interp"], i)),
    "rcp64": (1 << 20, lambda t, i: sfu_interp.rcp64_core(t["rcp_interp"], i)),
    "rsq64": (1 << 21, lambda t, i: sfu_interp.rsq64_core(t["rsq_interp"], i)),
    "sin": (sfu_trig.QUARTER, lambda t, i: sfu_interp.sin_core(t["sin_interp"], i)),
}


@cache
def core_table(name: str) -> np.ndarray:
    """One MUFU core as a full uint32 array (the numpy route's lookup table), built from the
    interpolator on first use: rcp, rsq, sqrt, ex2_pos, ex2_neg, lg2, rcp64, rsq64 (high words),
    sin (the quarter wave), tanh (one entry per distinct input of [2^-8, 8), binade by binade)."""
    if name == "tanh":
        b = np.repeat(np.arange(11), sfu_trig.TANH_SIZES)
        j = np.arange(sfu_trig.TANH_ENTRIES) - np.asarray(sfu_trig.TANH_OFFSETS)[b]
        return sfu_interp.tanh_core(tables()["tanh_interp"], b, j << np.asarray(sfu_trig.TANH_DROP)[b])
    n, fn = CORES[name]
    return fn(tables(), np.arange(n))


_asked: dict[str, int] = {}


def core_at(name: str, idx: np.ndarray) -> np.ndarray:
    """core_table(name)[idx]; until a process has asked for an eighth of the table's entries, only
    the entries asked for are computed (the interpolator is element-wise: the same bits), so a
    small kernel never builds an 8-16M-entry table (0.5-1.5 s each)."""
    n, fn = CORES[name]
    asked = _asked.get(name, 0) + np.size(idx)
    _asked[name] = asked
    if asked > n >> 3:
        return core_table(name)[idx]
    return fn(tables(), np.asarray(idx, dtype=np.int64)).astype(np.uint32, copy=False)


def cores() -> dict[str, np.ndarray]:
    """Every MUFU core as a full uint32 array: name -> array."""
    return {name: core_table(name) for name in (*CORES, "tanh")}


def _f32(bits: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(bits, dtype=np.uint32).view(np.float32)


def _bits(x: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)


def _is_nan(u: np.ndarray) -> np.ndarray:
    return (u & ~_SIGN) > _INF


def _flush(u: np.ndarray) -> np.ndarray:
    """ftz on inputs: subnormals -> zero of the same sign."""
    return np.where((u & _EXP) == 0, u & _SIGN, u)


def _fmul(a: np.ndarray, b) -> np.ndarray:
    """IEEE f32 multiply, round to nearest even, subnormal results kept (FMUL without .FTZ)."""
    with np.errstate(all="ignore"):
        return _bits(_f32(a) * np.float32(b) if np.isscalar(b) else _f32(a) * _f32(b))


def _fmul_ftz(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """f32 multiply with .ftz: subnormal inputs are zeros; an exact product below 2^-126 in
    magnitude is a signed zero (decided before rounding)."""
    a, b = _flush(a), _flush(b)
    with np.errstate(all="ignore"):
        p = _f32(a).astype(np.float64) * _f32(b).astype(np.float64)  # exact
        r = _bits(p.astype(np.float32))
    tiny = np.abs(p) < 2.0**-126
    return np.where(tiny, r & _SIGN, r)


def _small(u: np.ndarray) -> np.ndarray:
    """FSETP.GEU |x|, 2^-126 false: zeros and subnormals (NaN is not small)."""
    return (u & _EXP) == 0


def _canon(u: np.ndarray, out: np.ndarray) -> np.ndarray:
    return np.where(_is_nan(u) | _is_nan(out), NAN32, out)


# ---------------------------------------------------------------------------------------------
# MUFU f32 (all .ftz)
# ---------------------------------------------------------------------------------------------
def mufu_rcp(u: np.ndarray) -> np.ndarray:
    u = _flush(np.asarray(u, dtype=np.uint32))
    s = u & _SIGN
    ef = ((u >> 23) & 0xFF).astype(np.int32)
    core = core_at("rcp", u & _MANT)
    new = ((core >> 23) & 0xFF).astype(np.int32) - (ef - 127)
    out = np.where(new > 0, s | (new.astype(np.uint32) << 23) | (core & _MANT), s)
    out = np.where(ef == 0, s | _INF, out)
    out = np.where(ef == 255, s, out)  # inf -> signed zero (NaN below)
    return np.where(_is_nan(u), NAN32, out)


def _rsq_sqrt_index(u: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    e = ((u >> 23) & 0xFF).astype(np.int32) - 127
    idx = ((e & 1).astype(np.uint32) << 23) | (u & _MANT)
    return idx, e >> 1


def mufu_rsq(u: np.ndarray) -> np.ndarray:
    u = _flush(np.asarray(u, dtype=np.uint32))
    idx, k = _rsq_sqrt_index(u)
    core = core_at("rsq", idx)
    new = ((core >> 23) & 0xFF).astype(np.int32) - k
    out = (new.astype(np.uint32) << 23) | (core & _MANT)
    ef = (u >> 23) & 0xFF
    neg = (u >> 31) == 1
    out = np.where(ef == 0, (u & _SIGN) | _INF, out)       # +-0 -> +-inf
    out = np.where(u == _INF, _U32(0), out)                # +inf -> +0
    out = np.where(neg & (ef != 0), NAN32, out)            # negative (not -0) -> NaN
    return np.where(_is_nan(u), NAN32, out)


def mufu_sqrt(u: np.ndarray) -> np.ndarray:
    u = _flush(np.asarray(u, dtype=np.uint32))
    idx, k = _rsq_sqrt_index(u)
    core = core_at("sqrt", idx)
    new = ((core >> 23) & 0xFF).astype(np.int32) + k
    out = (new.astype(np.uint32) << 23) | (core & _MANT)
    ef = (u >> 23) & 0xFF
    neg = (u >> 31) == 1
    out = np.where(ef == 0, u & _SIGN, out)                # +-0 -> +-0
    out = np.where(u == _INF, _INF, out)
    out = np.where(neg & (ef != 0), NAN32, out)
    return np.where(_is_nan(u), NAN32, out)


def mufu_ex2(u: np.ndarray) -> np.ndarray:
    u = _flush(np.asarray(u, dtype=np.uint32))
    ef = ((u >> 23) & 0xFF).astype(np.int64)
    m = np.where(ef > 0, (u & _MANT).astype(np.int64) | (1 << 23), 0)
    sh = ef - 127  # |x| * 2^23 = m * 2^sh
    big = ef >= 134  # |x| >= 128 (inf too)
    shc = np.clip(sh, -40, 6)
    fx = np.where(shc >= 0, m << np.maximum(shc, 0), m >> np.maximum(-shc, 0))
    n = fx >> 23
    f = (fx & 0x7FFFFF).astype(np.intp)
    neg = (u >> 31) == 1
    cp = core_at("ex2_pos", f)
    cn = core_at("ex2_neg", f)
    ep = ((cp >> 23) & 0xFF).astype(np.int64) + n
    en = ((cn >> 23) & 0xFF).astype(np.int64) - n
    pos_out = np.where(ep >= 255, _INF, (np.clip(ep, 0, 255).astype(np.uint32) << 23) | (cp & _MANT))
    neg_out = np.where(en <= 0, _U32(0), (np.clip(en, 0, 255).astype(np.uint32) << 23) | (cn & _MANT))
    out = np.where(neg, neg_out, pos_out)
    out = np.where(big, np.where(neg, _U32(0), _INF), out)
    return np.where(_is_nan(u), NAN32, out)


def mufu_lg2(u: np.ndarray) -> np.ndarray:
    """MUFU.LG2 as the samples show it (not swept over all inputs): for x = 2^e m, m in [1, 2),
    the core L on [0.5, 2) (recorded, 2^24 entries) and a truncating add: x >= 1: RZ(e + L(m));
    x < 1: RZ((e + 1) + L(m / 2)). +-0 and subnormals -> -inf, negative -> NaN, +inf -> +inf."""
    u = _flush(np.asarray(u, dtype=np.uint32))
    ef = ((u >> 23) & 0xFF).astype(np.int64)
    mant = (u & _MANT).astype(np.int64)
    lo = ef < 127
    idx = np.where(lo, mant, mant + (1 << 23))
    L = _f32(core_at("lg2", idx)).astype(np.float64)
    e = np.where(lo, ef - 126, ef - 127).astype(np.float64)
    out = sfu_interp.cut_f32(e + L)
    out = np.where(ef == 0, _U32(0xFF800000), out)
    out = np.where(u == _INF, _INF, out)
    out = np.where(((u >> 31) == 1) & (ef != 0), NAN32, out)
    return np.where(_is_nan(u), NAN32, out)


def lg2_f32(u: np.ndarray, ftz: bool) -> np.ndarray:
    u = np.asarray(u, dtype=np.uint32)
    if ftz:
        return mufu_lg2(u)
    s = _small(u)
    y = mufu_lg2(np.where(s, _fmul(u, 2.0**24), u))
    with np.errstate(all="ignore"):
        y2 = _bits(_f32(y) + np.float32(-24.0))
    return _canon(u, np.where(s, y2, y))


# ---------------------------------------------------------------------------------------------
# the PTX f32 forms (SASS sequences around MUFU)
# ---------------------------------------------------------------------------------------------
def ex2_f32(u: np.ndarray, ftz: bool) -> np.ndarray:
    u = np.asarray(u, dtype=np.uint32)
    if ftz:
        return mufu_ex2(u)
    x = _f32(u)
    with np.errstate(invalid="ignore"):
        low = x < np.float32(-126.0)
    if not low.any():
        return mufu_ex2(u)
    y = mufu_ex2(np.where(low, _fmul(u, 0.5), u))
    return _canon(u, np.where(low, _fmul(y, y), y))


def rcp_f32(u: np.ndarray, ftz: bool) -> np.ndarray:
    u = np.asarray(u, dtype=np.uint32)
    if ftz:
        return mufu_rcp(u)
    mag = u & ~_SIGN
    sc = np.where(_small(u), np.float32(2.0**24), np.where((mag > 0x7E800000) & (mag <= _INF),
                                                           np.float32(0.25), np.float32(1.0)))
    sc_b = _bits(sc)
    return _canon(u, _fmul(sc_b, mufu_rcp(_fmul(u, sc_b))))


def sqrt_f32(u: np.ndarray, ftz: bool) -> np.ndarray:
    u = np.asarray(u, dtype=np.uint32)
    if ftz:
        return mufu_sqrt(u)
    s = _small(u)
    y = mufu_sqrt(np.where(s, _fmul(u, 2.0**24), u))
    return _canon(u, np.where(s, _fmul(y, 2.0**-12), y))


def rsqrt_f32(u: np.ndarray, ftz: bool) -> np.ndarray:
    u = np.asarray(u, dtype=np.uint32)
    if ftz:
        return mufu_rsq(u)
    s = _small(u)
    y = mufu_rsq(np.where(s, _fmul(u, 2.0**24), u))
    return _canon(u, np.where(s, _fmul(y, 2.0**12), y))


def div_f32_operands(a: np.ndarray, b: np.ndarray, ftz: bool, full: bool) -> tuple[np.ndarray, np.ndarray]:
    """The two factors of the division's final multiply: (a', MUFU.RCP(b')) after the rescaling.

    div = a' * MUFU.RCP(b') rounded once (FMUL, .ftz: FMUL.FTZ); ptxas may contract that multiply
    with a following add/sub into one FFMA (machine.kernel.contractions), hence the factors."""
    a, b = np.broadcast_arrays(np.asarray(a, dtype=np.uint32), np.asarray(b, dtype=np.uint32))
    mag = b & ~_SIGN
    if ftz:
        if full:
            big = ((b & _EXP) != 0) & (mag > 0x7E800000) & (mag <= _INF)
            q = _bits(np.float32(0.25)) * np.ones_like(b)
            b = np.where(big, _fmul_ftz(b, q), b)
            a = np.where(big, _fmul_ftz(a, q), a)
        return a, mufu_rcp(b)
    if full:
        big = (mag > 0x7E800000) & (mag <= _INF)
        a = np.where(big, _fmul(a, 0.25), a)
        b2 = np.where(big, _fmul(b, 0.25), b)
    else:
        b2 = b
    s = _small(b)
    a = np.where(s, _fmul(a, 2.0**24), a)
    b2 = np.where(s, _fmul(b2, 2.0**24), b2)
    return a, mufu_rcp(b2)


def div_f32(a: np.ndarray, b: np.ndarray, ftz: bool, full: bool) -> np.ndarray:
    x, r = div_f32_operands(a, b, ftz, full)
    out = _fmul_ftz(x, r) if ftz else _fmul(x, r)
    return np.where(_is_nan(out), NAN32, out)


# ---------------------------------------------------------------------------------------------
# f64 (MUFU.RCP64H / RSQ64H on the high word)
# ---------------------------------------------------------------------------------------------
def _f64_hi(u: np.ndarray, rsq: bool) -> np.ndarray:
    u = np.asarray(u, dtype=np.uint64)
    hi = (u >> np.uint64(32)).astype(np.uint32)
    s = hi & _SIGN
    ef = ((hi >> 20) & 0x7FF).astype(np.int32)
    m20 = hi & _U32(0xFFFFF)
    if rsq:
        e = ef - 1023
        idx = ((e & 1).astype(np.uint32) << 20) | m20
        core = core_at("rsq64", idx)
        new = ((core >> 20) & 0x7FF).astype(np.int32) - (e >> 1)
    else:
        core = core_at("rcp64", m20)
        new = ((core >> 20) & 0x7FF).astype(np.int32) - (ef - 1023)
    body = np.where(new > 0, (np.clip(new, 0, 2047).astype(np.uint32) << 20) | (core & _U32(0xFFFFF)), 0)
    out = s | body if not rsq else body
    inf_hi = _U32(0x7FF00000)
    nan_in = (ef == 2047) & (m20 != 0)
    if rsq:
        out = np.where(ef == 0, s | inf_hi, out)
        out = np.where((ef == 2047) & (m20 == 0) & (s == 0), _U32(0), out)
        out = np.where((s != 0) & (ef != 0), NAN32, out)
    else:
        out = np.where(ef == 0, s | inf_hi, out)
        out = np.where((ef == 2047) & (m20 == 0), s, out)
    out = np.where(nan_in, NAN32, out)
    return out.astype(np.uint64) << np.uint64(32)


_U64 = np.uint64
_F64_SIGN = _U64(1 << 63)


def _dmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    with np.errstate(all="ignore"):
        return (np.asarray(a, _U64).view(np.float64) * np.asarray(b, _U64).view(np.float64)).view(_U64)


def _rsq64_newton(x: np.ndarray) -> np.ndarray:
    """The fast path of rsqrt.approx.f64 on positive normal x: y = MUFU.RSQ64H (low word 0),
    e = fma(x, -y*y, 1), r = fma(fma(e, 3/8, 1/2), y*e, y) (DMUL, DFMA: IEEE, round to nearest)."""
    from ptxemu.numerics.f64 import fma_step

    y = _f64_hi(x, rsq=True)
    one = np.full(x.shape, 0x3FF0000000000000, dtype=_U64)
    e = fma_step(x, _dmul(y, y) ^ _F64_SIGN, one, "rn")
    three_eighths = np.full(x.shape, 0x3FD8000000000000, _U64)
    h = fma_step(e, three_eighths, np.full(x.shape, 0x3FE0000000000000, _U64), "rn")
    return fma_step(h, _dmul(y, e), y, "rn")


def rsqrt_f64(u: np.ndarray) -> np.ndarray:
    """rsqrt.approx.f64 (no .ftz) as ptxas compiles it: the Newton step above for positive normal x;
    a slow path for the rest: +-0 -> +-inf, NaN -> x + x (quietened), negative -> the default NaN
    0xfff8000000000000, +inf -> +0, positive subnormal x -> Newton(x 2^54) 2^27."""
    u = np.asarray(u, dtype=_U64)
    shape = u.shape
    u = u.ravel()
    hi = (u >> _U64(32)).astype(np.uint32)
    fast = (hi - np.uint32(0x00100000)) < np.uint32(0x7FE00000)
    out = np.zeros(u.shape, dtype=_U64)
    if fast.any():
        out[fast] = _rsq64_newton(u[fast])
    mag = u & ~_F64_SIGN
    neg = (u & _F64_SIGN) != 0
    nan = mag > _U64(0x7FF0000000000000)
    sub = ~fast & ~neg & (mag != 0) & (mag < _U64(1 << 52))
    if sub.any():
        x2 = _dmul(u[sub], np.full(int(sub.sum()), 0x4350000000000000, _U64))  # 2^54
        out[sub] = _dmul(_rsq64_newton(x2), np.full(x2.shape, 0x41A0000000000000, _U64))  # 2^27
    out = np.where(mag == 0, (u & _F64_SIGN) | _U64(0x7FF0000000000000), out)
    out = np.where(~fast & neg & (mag != 0), _U64(0xFFF8000000000000), out)
    out = np.where(u == _U64(0x7FF0000000000000), _U64(0), out)
    out = np.where(nan, u | _U64(1 << 51), out)
    return out.reshape(shape)


# ---------------------------------------------------------------------------------------------
# 16-bit forms: the f32 MUFU result truncated
# ---------------------------------------------------------------------------------------------
def _f32_to_f16_rz(y: np.ndarray) -> np.ndarray:
    from ptxemu.formats import encode

    out = encode(_f32(y), "f16", "rz")
    big = (np.abs(_f32(y)) >= np.float32(65536.0)) & ~_is_nan(y)
    out = np.where(big, ((y >> 16) & 0x8000).astype(np.uint16) | np.uint16(0x7C00), out)
    return np.where(_is_nan(y), NAN16, out).astype(np.uint16)


def _f32_to_bf16_rz(y: np.ndarray) -> np.ndarray:
    return np.where(_is_nan(y), NAN16, (y >> 16).astype(np.uint16)).astype(np.uint16)


def _h16(fn: str, dtype: str, h: np.ndarray, model: str | None) -> np.ndarray:
    h = np.asarray(h, dtype=np.uint16)
    if dtype == "f16":
        x = _bits(h.view(np.float16).astype(np.float32))
    else:
        x = h.astype(np.uint32) << 16
    if fn == "ex2" and model is None:
        y = mufu_ex2(x)
    elif fn == "tanh" and model is None:
        y = sfu_trig.mufu_tanh(x, tables()["tanh_interp"])
    else:
        y = _libm(fn, x)
    return _f32_to_f16_rz(y) if dtype == "f16" else _f32_to_bf16_rz(y)


# ---------------------------------------------------------------------------------------------
# the named approximate model: libm in float64, rounded to nearest
# ---------------------------------------------------------------------------------------------
def _libm(fn: str, u: np.ndarray, ftz: bool = True) -> np.ndarray:
    with np.errstate(invalid="ignore"):
        x = _f32(_flush(u) if ftz else u).astype(np.float64)
    f = {"ex2": np.exp2, "lg2": np.log2, "rcp": lambda v: 1.0 / v, "rsqrt": lambda v: 1.0 / np.sqrt(v),
         "sqrt": np.sqrt, "sin": np.sin, "cos": np.cos, "tanh": np.tanh}[fn]
    with np.errstate(all="ignore"):
        y = _bits(f(x).astype(np.float32))
    if ftz:
        y = _flush(y)
    return np.where(_is_nan(y), NAN32, y)


# ---------------------------------------------------------------------------------------------
# entry point
# ---------------------------------------------------------------------------------------------
_EXACT_F32 = {"ex2": ex2_f32, "rcp": rcp_f32, "rsqrt": rsqrt_f32, "sqrt": sqrt_f32}


def evaluate(fn: str, dtype: str, ftz: bool, a: np.ndarray, b: np.ndarray | None = None, *,
             full: bool = False, model: str | None = None) -> np.ndarray:
    """One special-function instruction over arrays of raw bits; returns raw destination bits.

    fn: ex2 lg2 rcp rsqrt sqrt sin cos tanh div; dtype: f32 f64 f16 bf16 f16x2 bf16x2 (the x2 forms
    packed in uint32, lane 0 in the low half); full=True selects div.full. model=None is the exact
    H100 model (every form has one); model="libm" names the approximate model (float64 libm rounded
    to nearest, flushed like the .ftz form; its measured distance from the H100 is in
    docs/numerics.md).
    """
    if fn not in FUNCTIONS or dtype not in DTYPES:
        raise ValueError(f"unknown special function {fn}.{dtype}")
    if model not in (None, "libm", "h100", "h100-sampled"):
        raise ValueError(f"unknown model {model!r} (None/'h100': exact, 'libm': approximate, "
                         "'h100-sampled': lg2's model, by its old name)")
    model = None if model == "h100" else model
    if dtype in ("f16x2", "bf16x2"):
        p = np.asarray(a, dtype=np.uint32)
        lo = evaluate(fn, dtype[:-2], ftz, (p & 0xFFFF).astype(np.uint16), model=model)
        hi = evaluate(fn, dtype[:-2], ftz, (p >> 16).astype(np.uint16), model=model)
        return lo.astype(np.uint32) | (hi.astype(np.uint32) << 16)
    if dtype in ("f16", "bf16"):
        if fn not in ("ex2", "tanh"):
            raise ValueError(f"{fn}.approx has no .{dtype} form")
        return _h16(fn, dtype, a, model)
    if dtype == "f64":
        if fn == "rcp" and ftz:
            return _f64_hi(a, rsq=False)
        if fn == "rsqrt":
            if ftz:
                return _f64_hi(a, rsq=True)
            k = _compiled(np.size(a), "rsqrt64")
            if k is not None:  # the same bits through llvm.fma (tests compare the routes)
                return k.rsqrt_f64(a, core_table("rsq64"))
            return rsqrt_f64(a)
        raise ValueError(f"{fn}.approx{'.ftz' if ftz else ''}.f64 is not a PTX form")
    u = np.asarray(a, dtype=np.uint32)
    if fn == "div":
        if b is None:
            raise ValueError("div needs b")
        bb = np.asarray(b, dtype=np.uint32)
        if model == "libm":
            with np.errstate(all="ignore"):
                q = _bits((_f32(u).astype(np.float64) / _f32(bb).astype(np.float64)).astype(np.float32))
            return np.where(_is_nan(q), NAN32, q)
        if (k := _compiled(u.size, "div")) is not None:
            return k.run("div", ftz, u, tables(), bb, full)
        return div_f32(u, bb, ftz, full)
    if model == "libm":
        return _libm(fn, u, ftz=True)
    if fn == "lg2" and model in (None, "h100-sampled"):
        if (k := _compiled(u.size, fn)) is not None:
            return k.run(fn, ftz, u, tables())
        return lg2_f32(u, ftz)  # exact: swept over all 2^32 inputs (verify_run3_lg2.json)
    if fn in _EXACT_F32:
        if (k := _compiled(u.size, fn)) is not None:
            return k.run(fn, ftz, u, tables())
        return _EXACT_F32[fn](u, ftz)
    if fn in ("sin", "cos"):  # with or without .ftz: the same SASS
        if (k := _compiled(u.size, fn)) is not None:
            return k.run(fn, ftz, u, tables())
        return sfu_trig.sincos_f32(u, tables()["sin_interp"], cos=fn == "cos")
    if fn == "tanh":
        if (k := _compiled(u.size, fn)) is not None:
            return k.run(fn, ftz, u, tables())
        return sfu_trig.mufu_tanh(u, tables()["tanh_interp"])
    raise ValueError(f"{fn}.approx.{dtype}: no such special function")
