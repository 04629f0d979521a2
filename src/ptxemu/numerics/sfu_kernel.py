"""Compiled (numba) element loops for the exact f32 special-function forms of numerics.sfu.

The same model as the numpy functions there, one element at a time: MUFU's range reduction and
core-table lookup in integer arithmetic, the SASS wrappers' multiplies as float32 IEEE multiplies
(numba without fastmath; subnormal results kept, as the CPU computes them). Used when numba is
available and jit is active; tests compare both routes bit for bit.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ptxemu.numerics import jit, sfu_interp

_K: dict[str, Any] = {}

if jit.available():
    from numba import types
    from numba.extending import intrinsic

    @intrinsic
    def _f32(typingctx, x):
        def codegen(context, builder, signature, args):
            return builder.bitcast(args[0], context.get_value_type(types.float32))
        return types.float32(types.uint32), codegen

    _fma64, _f64i, _bits64i = jit.fma64, jit.f64_from_bits, jit.bits_of_f64

    @intrinsic
    def _bits(typingctx, x):
        def codegen(context, builder, signature, args):
            return builder.bitcast(args[0], context.get_value_type(types.uint32))
        return types.uint32(types.float32), codegen

    def _is_nan(u):
        return (u & np.uint32(0x7FFFFFFF)) > np.uint32(0x7F800000)

    def _flush(u):
        return u & np.uint32(0x80000000) if (u & np.uint32(0x7F800000)) == 0 else u

    def _rz(y, scale):
        # numerics.sfu_interp.rz_f32: the f32 bits of y * scale (y > 0 exact in float64), cut toward 0
        v = np.float64(y) * scale
        b = _bits(np.float32(v))
        return b - np.uint32(np.float64(_f32(b)) > v)  # branch-free: the comparison is a coin toss

    def _c_rcp(i, tab):
        # numerics.sfu_interp.rcp_core: tab = (the 128 x 3 table, the squarer's table)
        coef, sq = tab
        s = i >> 16
        dx = i & 0xFFFF
        y = (coef[s, 0] << 13) + 2023 + coef[s, 1] * dx + coef[s, 2] * np.int64(sq[2 * dx])
        m = y >> 15  # the value is m 2^-24, in [1/2, 1] (1 at i = 0)
        if m >= (1 << 24):
            return np.uint32(0x3F800000) | np.uint32((m >> 1) & 0x7FFFFF)
        return np.uint32(0x3F000000) | np.uint32(m & 0x7FFFFF)

    def _c_rsq_sqrt(i, tab, rsq):
        # numerics.sfu_interp.rsq_core / sqrt_core
        if rsq and i == 0:
            return np.uint32(0x3F800000)
        coef, sq = tab
        s = i >> 17
        dx = i & 0x1FFFF
        c0 = (coef[s, 0] << 14) + 16383 if rsq else (coef[s, 0] << 15) + 32767
        return _rz(c0 + coef[s, 1] * dx + coef[s, 2] * np.int64(sq[dx]), 2.0**-40)

    def _c_ex2(i, tab, neg):
        # numerics.sfu_interp.ex2_pos_core / ex2_neg_core
        if neg and i == 0:
            return np.uint32(0x3F800000)
        coef, sq = tab
        f = (1 << 23) - 1 - i if neg else i
        s = f >> 17
        dx = f & 0x1FFFF
        b = _rz((coef[s, 0] << 13) + 6114 + coef[s, 1] * dx + coef[s, 2] * np.int64(sq[dx]), 2.0**-38)
        return b - np.uint32(1 << 23) if neg else b  # T- = T+ / 2: the exponent lowered

    def _c_lg2(i, tab):
        # numerics.sfu_interp.lg2_core
        coef, sq = tab
        j = i & 0x7FFFFF
        s = j >> 17
        dx = j & 0x1FFFF
        y = ((coef[s, 0] << 12) + 837 + coef[s, 1] * dx + coef[s, 2] * np.int64(sq[dx])) >> 2
        if i >= (1 << 23):
            return np.uint32(0) if j == 0 else _rz(y, 2.0**-36)
        return _rz((np.int64(1) << 36) - 1 - y, 2.0**-36) | np.uint32(0x80000000)

    def _rcp(u, tab):
        u = _flush(u)
        if _is_nan(u):
            return np.uint32(0x7FFFFFFF)
        s = u & np.uint32(0x80000000)
        ef = np.int64((u >> np.uint32(23)) & np.uint32(0xFF))
        if ef == 0:
            return s | np.uint32(0x7F800000)
        if ef == 255:
            return s
        core = _c_rcp(np.int64(u & np.uint32(0x7FFFFF)), tab)
        new = np.int64((core >> np.uint32(23)) & np.uint32(0xFF)) - (ef - 127)
        if new <= 0:
            return s
        return s | (np.uint32(new) << np.uint32(23)) | (core & np.uint32(0x7FFFFF))

    def _rsq_sqrt(u, tab, rsq):
        u = _flush(u)
        if _is_nan(u):
            return np.uint32(0x7FFFFFFF)
        ef = np.int64((u >> np.uint32(23)) & np.uint32(0xFF))
        neg = (u >> np.uint32(31)) == 1
        if ef == 0:
            return (u & np.uint32(0x80000000)) | (np.uint32(0x7F800000) if rsq else np.uint32(0))
        if neg:
            return np.uint32(0x7FFFFFFF)
        if ef == 255:
            return np.uint32(0) if rsq else np.uint32(0x7F800000)
        e = ef - 127
        idx = (np.uint32(e & 1) << np.uint32(23)) | (u & np.uint32(0x7FFFFF))
        core = _c_rsq_sqrt(np.int64(idx), tab, rsq)
        k = e >> 1
        new = np.int64((core >> np.uint32(23)) & np.uint32(0xFF)) + (-k if rsq else k)
        return (np.uint32(new) << np.uint32(23)) | (core & np.uint32(0x7FFFFF))

    def _ex2(u, tab):
        u = _flush(u)
        if _is_nan(u):
            return np.uint32(0x7FFFFFFF)
        ef = np.int64((u >> np.uint32(23)) & np.uint32(0xFF))
        neg = (u >> np.uint32(31)) == 1
        if ef >= 134:
            return np.uint32(0) if neg else np.uint32(0x7F800000)
        m = np.int64(0)
        if ef > 0:
            m = np.int64(u & np.uint32(0x7FFFFF)) | np.int64(1 << 23)
        sh = ef - 127
        if sh >= 0:
            fx = m << sh
        elif sh > -40:
            fx = m >> (-sh)
        else:
            fx = np.int64(0)
        n = fx >> 23
        f = fx & 0x7FFFFF
        if neg:
            c = _c_ex2(f, tab, True)
            en = np.int64((c >> np.uint32(23)) & np.uint32(0xFF)) - n
            if en <= 0:
                return np.uint32(0)
            return (np.uint32(en) << np.uint32(23)) | (c & np.uint32(0x7FFFFF))
        c = _c_ex2(f, tab, False)
        ep = np.int64((c >> np.uint32(23)) & np.uint32(0xFF)) + n
        if ep >= 255:
            return np.uint32(0x7F800000)
        return (np.uint32(ep) << np.uint32(23)) | (c & np.uint32(0x7FFFFF))

    def _canon(u):
        return np.uint32(0x7FFFFFFF) if _is_nan(u) else u

    # helpers compiled for inlining; numba resolves these globals when a loop is first compiled
    _is_nan, _flush, _canon, _rz = (jit.kernel(f, inline=True) for f in (_is_nan, _flush, _canon, _rz))
    _c_rcp, _c_rsq_sqrt, _c_ex2, _c_lg2 = (jit.kernel(f, inline=True)
                                           for f in (_c_rcp, _c_rsq_sqrt, _c_ex2, _c_lg2))
    _rcp, _rsq_sqrt, _ex2 = (jit.kernel(f, inline=True) for f in (_rcp, _rsq_sqrt, _ex2))
    _SMALL = np.float32(2.0**24)

    def _ex2_loop(a, out, tab, ftz):
        for i in range(a.size):
            u = a[i]
            x = _f32(u)
            if ftz or not (x < np.float32(-126.0)):
                out[i] = _ex2(u, tab)
            else:
                y = _f32(_ex2(_bits(x * np.float32(0.5)), tab))
                out[i] = _canon(_bits(y * y))

    def _rcp_loop(a, out, tab, ftz):
        for i in range(a.size):
            u = a[i]
            mag = u & np.uint32(0x7FFFFFFF)
            small = (u & np.uint32(0x7F800000)) == 0
            big = mag > np.uint32(0x7E800000) and mag <= np.uint32(0x7F800000)
            if ftz or not (small or big):  # s = 1: x * 1 and 1 * r change nothing (NaN: canonical)
                out[i] = _rcp(u, tab)
                continue
            sc = _SMALL if small else np.float32(0.25)
            r = _f32(_rcp(_bits(_f32(u) * sc), tab))
            out[i] = _canon(_bits(sc * r))

    def _rsq_sqrt_loop(a, out, tab, ftz, rsq):
        post = np.float32(4096.0) if rsq else np.float32(2.0**-12)
        for i in range(a.size):
            u = a[i]
            if ftz or (u & np.uint32(0x7F800000)) != 0:
                out[i] = _rsq_sqrt(u, tab, rsq)
            else:
                y = _f32(_rsq_sqrt(_bits(_f32(u) * _SMALL), tab, rsq))
                out[i] = _canon(_bits(y * post))

    def _mul_ftz(a, b):
        a, b = _flush(a), _flush(b)
        p = np.float64(_f32(a)) * np.float64(_f32(b))
        r = _bits(np.float32(p))
        if abs(p) < 2.0**-126:
            return r & np.uint32(0x80000000)
        return r

    _mul_ftz = jit.kernel(_mul_ftz, inline=True)

    def _div_loop(a, b, out, tab, ftz, full):
        for i in range(a.size):
            x, y = a[i], b[i]
            mag = y & np.uint32(0x7FFFFFFF)
            big = mag > np.uint32(0x7E800000) and mag <= np.uint32(0x7F800000)
            if ftz:
                if full and big and (y & np.uint32(0x7F800000)) != 0:
                    q = _bits(np.float32(0.25))
                    x, y = _mul_ftz(x, q), _mul_ftz(y, q)
                out[i] = _canon(_mul_ftz(x, _rcp(y, tab)))
                continue
            small = (y & np.uint32(0x7F800000)) == 0
            if not small and not (full and big):
                out[i] = _canon(_bits(_f32(x) * _f32(_rcp(y, tab))))
                continue
            xf, y2 = _f32(x), _f32(y)
            if full and big:
                xf = xf * np.float32(0.25)
                y2 = y2 * np.float32(0.25)
            if small:
                xf = xf * _SMALL
                y2 = y2 * _SMALL
            out[i] = _canon(_bits(xf * _f32(_rcp(_bits(y2), tab))))

    _INV_2PI = np.float64(np.uint32(0x3E22F983).view(np.float32))

    def _sincos_loop(a, out, coef, sq, cos):
        # numerics.sfu_trig.sincos_f32, one element at a time; the core Q from the interpolator
        for i in range(a.size):
            u = a[i]
            if (u & np.uint32(0x7FFFFFFF)) >= np.uint32(0x7F800000):
                out[i] = np.uint32(0x7FFFFFFF)
                continue
            p = np.float64(_f32(u)) * _INV_2PI  # exact
            tb = _bits(np.float32(p))
            tb -= np.uint32(abs(np.float64(_f32(tb))) > abs(p))  # FMUL.RZ: cut toward zero
            tm = tb & np.uint32(0x7FFFFFFF)
            fx = np.int64(0)
            if tm < np.uint32(0x4B000000):
                fx = np.int64(np.float64(_f32(tm)) * 33554432.0) & np.int64((1 << 25) - 1)
            # quadrant folding without branches (the quadrant is a coin toss): odd quadrants of sin,
            # even ones of cos, read the mirrored index ~r = r ^ (2^23 - 1); sin's q >= 2 and cos's
            # q = 1, 2 negate
            q = fx >> 23
            qc = (q + 1) & 3 if cos else q
            r = (fx & np.int64((1 << 23) - 1)) ^ (np.int64((1 << 23) - 1) * (qc & 1))
            j, dx = r >> 17, r & 0x1FFFF
            y = _rz((coef[j, 0] << 12) + coef[j, 1] * dx + coef[j, 2] * np.int64(sq[dx]), 2.0**-37)
            y ^= np.uint32(0x80000000) * np.uint32(qc >> 1)
            if not cos:
                y ^= tb & np.uint32(0x80000000)
            out[i] = y

    def _tanh_loop(a, out, table, sq, seg_bits, seg_offsets):
        # numerics.sfu_trig.mufu_tanh, one element at a time; the core from the interpolator
        for i in range(a.size):
            u = a[i]
            mag = u & np.uint32(0x7FFFFFFF)
            if mag > np.uint32(0x7F800000):
                out[i] = np.uint32(0x7FFFFFFF)
            elif mag >= np.uint32(0x41000000):
                out[i] = (u & np.uint32(0x80000000)) | np.uint32(0x3F800000)
            elif mag <= np.uint32(0x3B800000):
                out[i] = u
            else:
                b = np.int64(mag >> np.uint32(23)) - 119
                k = np.int64(mag & np.uint32(0x7FFFFF)) >> (6 - seg_bits[b])
                row = seg_offsets[b] + (k >> 17)
                dx = k & 0x1FFFF
                m = table[row, 0]
                y = (table[row, 1] << (12 + m)) + table[row, 2] * dx + table[row, 3] * np.int64(sq[dx])
                out[i] = _rz(y, 2.0 ** -(37 + m)) | (u & np.uint32(0x80000000))

    def _rsq64h(x, core):
        # numerics.sfu._f64_hi(rsq=True) for a positive normal x: MUFU.RSQ64H of the high word
        hi = np.uint32(x >> np.uint64(32))
        e = np.int64((hi >> np.uint32(20)) & np.uint32(0x7FF)) - 1023
        c = core[((e & 1) << 20) | np.int64(hi & np.uint32(0xFFFFF))]
        new = np.int64((c >> np.uint32(20)) & np.uint32(0x7FF)) - (e >> 1)
        body = np.uint64(0)
        if new > 0:
            body = (np.uint64(new) << np.uint64(20)) | np.uint64(c & np.uint32(0xFFFFF))
        return _f64i(np.int64(body << np.uint64(32)))

    _rsq64h = jit.kernel(_rsq64h, inline=True)

    def _rsq64_newton(x, core):
        # numerics.sfu._rsq64_newton: y = RSQ64H(x), e = fma(x, -y*y, 1), r = fma(fma(e, 3/8, 1/2), y*e, y)
        y = _rsq64h(x, core)
        e = _fma64(_f64i(np.int64(x)), -(y * y), 1.0)
        return _fma64(_fma64(e, 0.375, 0.5), y * e, y)

    _rsq64_newton = jit.kernel(_rsq64_newton, inline=True)

    def _rsqrt64_loop(a, out, core):
        # numerics.sfu.rsqrt_f64, one element at a time
        for i in range(a.size):
            u = a[i]
            hi = np.uint32(u >> np.uint64(32))
            mag = u & np.uint64(0x7FFFFFFFFFFFFFFF)
            neg = (u >> np.uint64(63)) == 1
            if np.uint32(hi - np.uint32(0x00100000)) < np.uint32(0x7FE00000):  # positive normal
                out[i] = np.uint64(_bits64i(_rsq64_newton(u, core)))
            elif mag > np.uint64(0x7FF0000000000000):  # NaN: quietened
                out[i] = u | np.uint64(1 << 51)
            elif mag == 0:
                out[i] = (u & np.uint64(0x8000000000000000)) | np.uint64(0x7FF0000000000000)
            elif neg:
                out[i] = np.uint64(0xFFF8000000000000)
            elif u == np.uint64(0x7FF0000000000000):
                out[i] = np.uint64(0)
            else:  # positive subnormal: Newton(x 2^54) 2^27
                x2 = np.uint64(_bits64i(_f64i(np.int64(u)) * 18014398509481984.0))
                out[i] = np.uint64(_bits64i(_rsq64_newton(x2, core) * 134217728.0))

    _K.update(rsqrt64=jit.kernel(_rsqrt64_loop))

    def _lg2_finish(u, c):
        # numerics.sfu.mufu_lg2 given c = the core entry of u (flushed u): RZ(e + L(m)) for x >= 1,
        # RZ((e + 1) + L(m / 2)) for x < 1; +-0 -> -inf, negative -> NaN, +inf -> +inf
        if _is_nan(u):
            return np.uint32(0x7FFFFFFF)
        ef = np.int64((u >> np.uint32(23)) & np.uint32(0xFF))
        if ef == 0:
            return np.uint32(0xFF800000)
        if (u >> np.uint32(31)) == 1:
            return np.uint32(0x7FFFFFFF)
        if ef == 255:
            return np.uint32(0x7F800000)
        v = np.float64(ef - 126 if ef < 127 else ef - 127) + np.float64(_f32(c))  # exact in float64
        b = _bits(np.float32(v))
        return b - np.uint32(abs(np.float64(_f32(b))) > abs(v))  # cut toward zero, branch-free

    _lg2_finish = jit.kernel(_lg2_finish, inline=True)

    def _lg2_loop(a, out, tab, ftz):
        for i in range(a.size):
            u = a[i]
            small = (u & np.uint32(0x7F800000)) == 0
            if not ftz and small:  # |x| < 2^-126: MUFU.LG2(x 2^24) - 24
                u = _bits(_f32(u) * _SMALL)
            u = _flush(u)
            mant = np.int64(u & np.uint32(0x7FFFFF))
            idx = mant if ((u >> np.uint32(23)) & np.uint32(0xFF)) < 127 else mant + (1 << 23)
            y = _lg2_finish(u, _c_lg2(idx, tab))
            if not ftz and small:
                y = _canon(_bits(_f32(y) + np.float32(-24.0)))
            out[i] = y

    _K.update(lg2=jit.kernel(_lg2_loop))
    _K.update(ex2=jit.kernel(_ex2_loop), rcp=jit.kernel(_rcp_loop), rsq_sqrt=jit.kernel(_rsq_sqrt_loop),
              div=jit.kernel(_div_loop), sincos=jit.kernel(_sincos_loop), tanh=jit.kernel(_tanh_loop))


def rsqrt_f64(a: np.ndarray, rsq64_core: np.ndarray) -> np.ndarray:
    """rsqrt.approx.f64 (no .ftz), compiled: RSQ64H and the DFMA Newton step with an exact fma."""
    shape = np.shape(a)
    af = np.ascontiguousarray(a, dtype=np.uint64).ravel()
    out = np.empty_like(af)
    _K["rsqrt64"](af, out, rsq64_core)
    return out.reshape(shape)


def usable() -> bool:
    return bool(_K) and jit.active()


def run(fn: str, ftz: bool, a: np.ndarray, tables: dict[str, np.ndarray], b: np.ndarray | None = None,
        full: bool = False) -> np.ndarray:
    """The f32 form `fn` (ex2 lg2 rcp rsqrt sqrt div sin cos tanh) over uint32 arrays, compiled.
    `tables`: the interpolator's tables (numerics.sfu.tables())."""
    if b is not None:
        a, b = np.broadcast_arrays(a, b)
        b = np.ascontiguousarray(b, dtype=np.uint32).ravel()
    shape = np.shape(a)
    af = np.ascontiguousarray(a, dtype=np.uint32).ravel()
    out = np.empty_like(af)
    sq = sfu_interp.squarer_table()
    if fn == "ex2":
        _K["ex2"](af, out, (tables["ex2_interp"], sq), ftz)
    elif fn == "rcp":
        _K["rcp"](af, out, (tables["rcp_interp"], sq), ftz)
    elif fn in ("rsqrt", "sqrt"):
        _K["rsq_sqrt"](af, out, (tables["rsq_interp" if fn == "rsqrt" else "sqrt_interp"], sq), ftz,
                       fn == "rsqrt")
    elif fn == "lg2":
        _K["lg2"](af, out, (tables["lg2_interp"], sq), ftz)
    elif fn in ("sin", "cos"):
        _K["sincos"](af, out, tables["sin_interp"], sq, fn == "cos")
    elif fn == "tanh":
        _K["tanh"](af, out, tables["tanh_interp"], sq,
                   np.asarray(sfu_interp.TANH_SEG_BITS, dtype=np.int64),
                   np.asarray(sfu_interp.TANH_SEG_OFFSETS, dtype=np.int64))
    else:
        _K["div"](af, b, out, (tables["rcp_interp"], sq), ftz, full)
    return out.reshape(shape)
