"""Compiled DMMA chain (numba): the bits of numerics/f64.py's `fma_step` chain, one output per lane.

D[i,j] = fma(A[i,K-1], B[K-1,j], ... fma(A[i,0], B[0,j], C[i,j])), each step rounded once in the
form's mode. The arithmetic is the CPU's own IEEE fused multiply-add (`llvm.fma`: the FMA unit,
or libm's correctly rounded fma where there is none), which rounds to nearest-even:

* .rn: the FMA is the step, for every operand that is not NaN (subnormal, overflow, infinite and
  signed-zero results are IEEE's, and the GPU's: test_f64_kernel.py checks each against fma_step).
  A NaN anywhere in a chain makes its result NaN, and only such outputs are run again through the
  per-step route below for the GPU's NaN codes.
* .rz/.rm/.rp: r1 = RN(a*b + c), then one step of r1's last bit where the sign of the exact
  error a*b + c - r1 says the mode rounds the other way. The sign comes from a cheap test
  (`_quick_ir`: z - r1 = w + w2 by TwoSum, q = fma(a, b, w); RN is monotone, so q against -w2
  decides it, except where q == -w2 != 0) and, for a row with an undecided lane, from Boldo &
  Muller's ErrFma ("Exact and approximated error of the FMA", IEEE TC 60(2), 2011: u1 = a*b,
  u2 = fma(a,b,-u1), (α1,α2) = TwoSum(c,u2), (β1,β2) = TwoSum(u1,α1), γ = (β1-r1)+β2; then
  r1+γ+α2 = a*b+c exactly). Both are exact when no intermediate overflows and the product does
  not underflow (its low half u2 is representable): |a*b| >= 2**-900 puts every bit of u2 at or
  above 2**-1006 (a margin over the paper's condition) and |a*b|, |c| < 2**1000 keep all sums
  far from overflow. Then a*b + c is a nonzero multiple of 2**-1074 or exactly 0, so r1 = 0 only
  for an exact cancellation and RN of a nonzero error is nonzero. A nonzero product below
  2**-900 next to |c| >= 2**-800 is far below half an ulp of c: the result is c, or its
  neighbour in the direction of the product.
* zero products: c + (+-0) is c; two zero addends give -0 only when both are -0, except under .rm,
  where they and an exact cancellation give -0 unless both are +0 (IEEE 754 6.3; what fma_step and
  the H100's DMMA.8x8x4.RM do: tools/truth/wmma).
* NaN/inf: as fma_step: a NaN operand propagates quieted with B's before the accumulator's
  before A's; inf*0 and inf-inf give the default NaN 0xFFF8000000000000.

Steps outside all of these (directed modes only: tiny products on a tiny accumulator, or values
near overflow) are flagged in `redo`; the caller runs its exact integer FMA chain for them.

Layout of the work: one batch entry (a tile of M x 8 outputs) at a time, k outermost and the M
rows innermost, each row's eight accumulators one LLVM <8 x double> vector (the f64 shapes all
have N = 8), so the M independent chains hide the FMA latency. numba's loop vectoriser cannot do
this (the rows are too short) and its SLP vectoriser is off, hence the explicit vector intrinsics.
Directed tiles take the vector route when all their operands lie in a range where every step is
an ErrFma step or a zero product (`_gate_ok`); other tiles (and shapes with N != 8) run the
per-output scalar route with every case above. No fast-math flags anywhere (numerics.jit compiles
without fastmath and the IR below sets none): nothing is contracted or reassociated, which the
test checks on the optimised LLVM IR.
"""

from __future__ import annotations

import os

import numpy as np

from ptxemu.numerics import jit

_RN, _RZ, _RM, _RP = 0, 1, 2, 3
MODES = {"rn": _RN, "rz": _RZ, "rm": _RM, "rp": _RP}

_TINY = 2.0 ** -900  # products at least this large: ErrFma's u2 does not underflow
_HUGE = 2.0 ** 1000  # products and accumulators below this: no intermediate overflows
_C_FAR = 2.0 ** -800  # accumulators this large swamp a product below _TINY
# The directed vector tile's gate: nonzero |a|, |b| in [2**-440, 2**495) make every product 0 or
# in [2**-880, 2**990), and |C| < 2**999 with K <= 16 keeps every partial sum below 2**1000; so
# each step of the tile is an ErrFma step or a zero product of the list above.
_E_LO, _E_HI, _E_C_HI = 1023 - 440, 1023 + 495, 1023 + 999  # biased exponents
_K_MAX = 16
# AVX-512 has a rounding mode per instruction: on such a CPU (numba compiles for the host) the
# directed modes are one FMA per step, like .rn (PTXEMU_F64_EMBEDDED=0 keeps the portable route).
_EMBEDDED = False
if jit.available() and os.environ.get("PTXEMU_F64_EMBEDDED", "1") != "0":
    import llvmlite.binding as _llvm
    import numba as _numba

    _EMBEDDED = bool(_numba.config.CPU_NAME is None and _llvm.get_host_cpu_features().get("avx512f", False))
_LANES = 8  # N of every f64 mma shape: one row of accumulators is one vector
_QUIET = np.int64(1 << 51)
_DEFAULT_NAN = np.int64(-0x0008000000000000)  # 0xFFF8000000000000 as int64

if jit.available():
    from llvmlite import ir
    from numba.core import cgutils, types
    from numba.core.extending import intrinsic

    _D = ir.DoubleType()
    _I64 = ir.IntType(64)

    def _llvm_fma(builder, ty, x, y, z):
        name = "llvm.fma.f64" if ty is _D else f"llvm.fma.v{ty.count}f64"
        fn = cgutils.get_or_insert_function(builder.module, ir.FunctionType(ty, [ty, ty, ty]), name)
        return builder.call(fn, [x, y, z])

    def _const(ty, v):
        return ir.Constant(ty, v) if not isinstance(ty, ir.VectorType) else ir.Constant(ty, [v] * ty.count)

    def _step_ir(b, ty, r1, p, n, mode, xs, y, x, z):
        """Round r1 = RN(x*y + z) into `mode` given two doubles whose exact comparison is the
        sign of the error x*y + z - r1 (error > 0 iff p > n, < 0 iff p < n). r1 != 0 wherever
        the error is not 0 (x*y + z is then a nonzero multiple of 2**-1074), and the step is on
        r1's magnitude bits: -1 toward zero, +1 away. xs: x as a scalar."""
        ity = _I64 if ty is _D else ir.VectorType(_I64, ty.count)
        rb = b.bitcast(r1, ity)
        away = b.or_(b.ashr(rb, _const(ity, 63)), _const(ity, 1))  # +1 for r1 > 0, -1 for r1 < 0
        if mode == _RZ:  # toward zero where the error has the other sign than r1: compare with
            # both sides negated (sign bit flipped) where r1 < 0, so one comparison decides
            sign = b.and_(rb, _const(ity, -(1 << 63)))
            need = b.fcmp_ordered("<", b.bitcast(b.xor(b.bitcast(p, ity), sign), ty),
                                  b.bitcast(b.xor(b.bitcast(n, ity), sign), ty))
            delta = _const(ity, -1)
        elif mode == _RM:
            need, delta = b.fcmp_ordered("<", p, n), b.neg(away)
        else:
            need, delta = b.fcmp_ordered(">", p, n), away
        r = b.bitcast(b.add(rb, b.select(need, delta, _const(ity, 0))), ty)
        if mode == _RM:  # an exact zero is -0 under .rm unless both addends are +0 (IEEE 754
            # 6.3; an exact cancellation and two zero addends of either sign alike, as the H100's
            # DMMA.8x8x4.RM: tools/truth/wmma). In the gate a nonzero x*y does not underflow.
            zero = _const(ty, 0.0)
            izero = _const(ity, 0)
            pos = b.and_(b.icmp_signed("==", b.bitcast(z, ity), izero),
                         b.icmp_signed("==", b.bitcast(b.fmul(x, y), ity), izero))
            negz = b.and_(b.fcmp_ordered("==", r1, zero), b.not_(pos))
            r = b.select(negz, _const(ty, -0.0), r)
        return r

    def _errfma_ir(b, ty, x, y, z, mode, xs):
        """fma(x, y, z) in a directed `mode` by ErrFma: for finite operands with x*y zero or in
        [_TINY, _HUGE) and |z| < _HUGE; ty is double or a vector of doubles."""
        r1 = _llvm_fma(b, ty, x, y, z)
        u1 = b.fmul(x, y)
        u2 = _llvm_fma(b, ty, x, y, b.fneg(u1))  # x*y = u1 + u2 exactly
        a1 = b.fadd(z, u2)
        t = b.fsub(a1, z)
        a2 = b.fadd(b.fsub(z, b.fsub(a1, t)), b.fsub(u2, t))  # z + u2 = a1 + a2 (TwoSum)
        b1 = b.fadd(u1, a1)
        t = b.fsub(b1, u1)
        b2 = b.fadd(b.fsub(u1, b.fsub(b1, t)), b.fsub(a1, t))  # u1 + a1 = b1 + b2 (TwoSum)
        g = b.fadd(b.fsub(b1, r1), b2)  # exact (ErrFma): x*y + z - r1 = g + a2
        return _step_ir(b, ty, r1, g, b.fneg(a2), mode, xs, y, x, z)  # error = g - (-a2)

    def _quick_ir(b, ty, x, y, z, mode, xs):
        """(fma(x, y, z) in a directed `mode`, lanes where that is not decided) for operands as
        _errfma_ir's, with half its operations. z - r1 = w + w2 exactly (TwoSum), so the error is
        x*y + w + w2; q = fma(x, y, w) = RN(x*y + w), and RN is monotone with -w2 a double: q > -w2
        implies x*y + w > -w2 (error > 0), q < -w2 implies error < 0. When q == -w2 and w2 == 0,
        the error x*y + w is a multiple of 2**-1074 that rounds to 0, so it is 0. Undecided: only
        q == -w2 != 0 (rare: the error far below its usual size while z - r1 is inexact)."""
        r1 = _llvm_fma(b, ty, x, y, z)
        nr = b.fneg(r1)
        w = b.fadd(z, nr)
        t = b.fsub(w, z)
        nw2 = b.fadd(b.fsub(b.fsub(w, t), z), b.fsub(t, nr))  # -w2, negated exactly
        q = _llvm_fma(b, ty, x, y, w)
        undecided = b.and_(b.fcmp_ordered("==", q, nw2), b.fcmp_ordered("!=", nw2, _const(ty, 0.0)))
        return _step_ir(b, ty, r1, q, nw2, mode, xs, y, x, z), undecided

    def _row_vector(context, builder, aryty, ary, vty):
        """Pointer to a C-contiguous row's first elements as one vector."""
        a = context.make_array(aryty)(context, builder, ary)
        return builder.bitcast(a.data, vty.as_pointer())

    def _splat(builder, vty, x):
        v = builder.insert_element(ir.Constant(vty, ir.Undefined), x, ir.Constant(ir.IntType(32), 0))
        mask = ir.Constant(ir.VectorType(ir.IntType(32), vty.count), [0] * vty.count)
        return builder.shuffle_vector(v, ir.Constant(vty, ir.Undefined), mask)

    @intrinsic
    def _fma(typingctx, a, b, c):
        """a*b + c rounded once to nearest-even (never split into a multiply and an add)."""
        def codegen(context, builder, signature, args):
            return _llvm_fma(builder, _D, *args)
        return types.float64(types.float64, types.float64, types.float64), codegen

    def _literal_mode(mode):
        if not isinstance(mode, types.IntegerLiteral) or mode.literal_value not in (_RZ, _RM, _RP):
            raise TypeError("the directed step needs its mode as a literal _RZ/_RM/_RP")
        return mode.literal_value

    @intrinsic(prefer_literal=True)
    def _directed(typingctx, x, y, z, mode):
        """One directed FMA step (_errfma_ir) on scalars; mode: a literal _RZ/_RM/_RP."""
        m = _literal_mode(mode)

        def codegen(context, builder, signature, args):
            return _errfma_ir(builder, _D, args[0], args[1], args[2], m, args[0])
        return types.float64(types.float64, types.float64, types.float64, mode), codegen

    _V8 = types.UniTuple(types.float64, _LANES)  # a row of 8 lanes between the intrinsics

    def _as_vector(builder, vty, tup):
        v = ir.Constant(vty, ir.Undefined)
        for n in range(vty.count):
            v = builder.insert_element(v, builder.extract_value(tup, n), ir.Constant(ir.IntType(32), n))
        return v

    @intrinsic
    def _row_load(typingctx, y):
        """y[:8] of a C-contiguous float64 row as one vector load (carried as a UniTuple, which
        LLVM turns back into the vector register)."""
        def codegen(context, builder, signature, args):
            vty = ir.VectorType(_D, _LANES)
            v = builder.load(_row_vector(context, builder, signature.args[0], args[0], vty), align=8)
            tup = cgutils.get_null_value(context.get_value_type(_V8))
            for n in range(_LANES):
                tup = builder.insert_value(tup, builder.extract_element(v, ir.Constant(ir.IntType(32), n)), n)
            return tup
        return _V8(y), codegen

    @intrinsic
    def _row_fma(typingctx, x, y, z):
        """z[:8] = fma(x, y, z[:8]) for y a _row_load vector and z a C-contiguous float64 row:
        one vector FMA."""
        def codegen(context, builder, signature, args):
            vty = ir.VectorType(_D, _LANES)
            zp = _row_vector(context, builder, signature.args[2], args[2], vty)
            r = _llvm_fma(builder, vty, _splat(builder, vty, args[0]), _as_vector(builder, vty, args[1]),
                          builder.load(zp, align=8))
            builder.store(r, zp, align=8)
            return context.get_dummy_value()
        return types.none(x, _V8, z), codegen

    @intrinsic(prefer_literal=True)
    def _row_directed(typingctx, x, y, z, mode):
        """z[:8] = the directed FMA step of x, y, z[:8] on vectors (mode: a literal): the quick
        test of _quick_ir, and ErrFma for the whole row where a lane is undecided."""
        m = _literal_mode(mode)

        def codegen(context, builder, signature, args):
            vty = ir.VectorType(_D, _LANES)
            zp = _row_vector(context, builder, signature.args[2], args[2], vty)
            xs, yv = _splat(builder, vty, args[0]), _as_vector(builder, vty, args[1])
            zv = builder.load(zp, align=8)
            r, undecided = _quick_ir(builder, vty, xs, yv, zv, m, args[0])
            builder.store(r, zp, align=8)
            anyu = builder.icmp_unsigned("!=", builder.bitcast(undecided, ir.IntType(_LANES)),
                                         ir.Constant(ir.IntType(_LANES), 0))
            with builder.if_then(anyu, likely=False):
                builder.store(_errfma_ir(builder, vty, xs, yv, zv, m, args[0]), zp, align=8)
            return context.get_dummy_value()
        return types.none(x, _V8, z, mode), codegen

    @intrinsic(prefer_literal=True)
    def _row_fma_rounded(typingctx, x, y, z, mode):
        """z[:8] = fma(x, y, z[:8]) rounded once in `mode` (a literal _RZ/_RM/_RP) by AVX-512's
        per-instruction rounding control (vfmadd with {rz,rd,ru}-sae): IEEE's directed FMA.
        Under .rm an exact zero is IEEE's -0 unless both addends are +0, two zero addends
        included, as fma_step and the H100 (tools/truth/wmma)."""
        m = _literal_mode(mode)

        def codegen(context, builder, signature, args):
            vty = ir.VectorType(_D, _LANES)
            zp = _row_vector(context, builder, signature.args[2], args[2], vty)
            xs, yv = _splat(builder, vty, args[0]), _as_vector(builder, vty, args[1])
            zv = builder.load(zp, align=8)
            fn = cgutils.get_or_insert_function(
                builder.module, ir.FunctionType(vty, [vty, vty, vty, ir.IntType(32)]),
                "llvm.x86.avx512.vfmadd.pd.512")
            imm = {_RZ: 11, _RM: 9, _RP: 10}[m]  # _MM_FROUND_TO_{ZERO,NEG_INF,POS_INF} | NO_EXC
            r = builder.call(fn, [xs, yv, zv, ir.Constant(ir.IntType(32), imm)])
            builder.store(r, zp, align=8)
            return context.get_dummy_value()
        return types.none(x, _V8, z, mode), codegen

    @intrinsic
    def _bits(typingctx, x):
        """The float64's bits as int64 (a register bitcast: NaN payloads survive)."""
        def codegen(context, builder, signature, args):
            return builder.bitcast(args[0], _I64)
        return types.int64(types.float64), codegen

    @intrinsic
    def _float(typingctx, i):
        """The float64 with these bits."""
        def codegen(context, builder, signature, args):
            return builder.bitcast(args[0], _D)
        return types.float64(types.int64), codegen
else:  # pragma: no cover - numba absent: nothing here is compiled or called
    _fma = _directed = _row_load = _row_fma = _row_directed = _row_fma_rounded = _bits = _float = None


def _step_any(x, y, z, mode):
    """(fma(x, y, z) in `mode` with the GPU's NaN/inf rules, False) for any operands, or
    (z, True) where this module cannot decide the step exactly."""
    fin = (x - x == 0.0) & (y - y == 0.0) & (z - z == 0.0)
    if not fin:
        if y != y:
            return _float(_bits(y) | _QUIET), False
        if z != z:
            return _float(_bits(z) | _QUIET), False
        if x != x:
            return _float(_bits(x) | _QUIET), False
        xinf, yinf = x - x != 0.0, y - y != 0.0
        if (xinf & (y == 0.0)) | (yinf & (x == 0.0)):
            return _float(_DEFAULT_NAN), False
        if xinf | yinf:
            pneg = (_bits(x) < 0) != (_bits(y) < 0)
            if (z - z != 0.0) & ((_bits(z) < 0) != pneg):
                return _float(_DEFAULT_NAN), False  # inf - inf
            return (-np.inf if pneg else np.inf), False
        return z, False  # an infinite accumulator plus a finite product
    if (x == 0.0) | (y == 0.0):  # c + (+-0) is exact; two zeros: -0 only if both are -0, or
        if z == 0.0:  # under .rm unless both are +0 (IEEE 754 6.3)
            pneg = (_bits(x) < 0) != (_bits(y) < 0)
            if mode == _RM:
                return (-0.0 if pneg | (_bits(z) < 0) else 0.0), False
            return (-0.0 if pneg & (_bits(z) < 0) else 0.0), False
        return z, False
    if mode == _RN:
        return _fma(x, y, z), False
    dz, dm, dp = mode == _RZ, mode == _RM, mode == _RP
    au, az = abs(x * y), abs(z)
    if (au >= _TINY) & (au < _HUGE) & (az < _HUGE):
        if dz:
            return _directed(x, y, z, _RZ), False
        if dm:
            return _directed(x, y, z, _RM), False
        return _directed(x, y, z, _RP), False
    if (au < _TINY) & (az >= _C_FAR) & (az < _HUGE):
        # |x*y| < 2**-899 <= 2**-99 |z|: RN gives z, the exact error has the product's sign
        pos = (_bits(x) < 0) == (_bits(y) < 0)
        up = pos & (dp | (dz & (z < 0.0)))
        down = (not pos) & (dm | (dz & (z > 0.0)))
        step = np.int64(up) - np.int64(down)
        return _float(_bits(z) + (step if z > 0.0 else -step)), False
    return z, True


def _gate_ok(ai, bi, ci, t):
    """Every operand of batch entry t lies in the directed vector route's range (int64 bits:
    integer tests in plain loops, which numba's loop vectoriser handles)."""
    bad = 0
    for r in (ai[t], bi[t]):
        for n in range(r.shape[0]):
            v = r[n]
            e = (v >> 52) & 0x7FF  # zero, or the biased exponent in [_E_LO, _E_HI)
            bad |= np.int64((v << 1) != 0) & np.int64(np.uint64(e - _E_LO) >= np.uint64(_E_HI - _E_LO))
    r = ci[t]
    for n in range(r.shape[0]):
        bad |= np.int64(((r[n] >> 52) & 0x7FF) >= _E_C_HI)
    return bad == 0


def _one(a, b, c, out, redo, t, i, j, mode):
    """One output through the per-step scalar route."""
    z = c[t, i, j]
    bad = False
    for k in range(a.shape[2]):
        z, bad = _step_any(a[t, i, k], b[t, k, j], z, mode)
        if bad:
            break
    out[t, i, j] = z
    redo[t, i, j] = bad


def _chain(a, b, c, ai, bi, ci, out, redo, mode):
    """a (T, M, K), b (T, K, N), c and out (T, M, N) float64, C-contiguous; ai, bi, ci: the bits
    of a, b, c as (T, -1) int64; redo (T, M, N) bool, False in: outputs left to the caller."""
    T, M, K = a.shape
    N = b.shape[2]
    rn = mode == _RN
    for t in range(T):
        if N == _LANES and (rn or (K <= _K_MAX and _gate_ok(ai, bi, ci, t))):
            out[t] = c[t]
            for k in range(K):  # the M rows are independent chains: the FMA latencies overlap
                y = _row_load(b[t, k])
                if rn:
                    for i in range(M):
                        _row_fma(a[t, i, k], y, out[t, i])
                elif mode == _RZ:
                    for i in range(M):
                        _row_directed(a[t, i, k], y, out[t, i], _RZ)
                elif mode == _RM:
                    for i in range(M):
                        _row_directed(a[t, i, k], y, out[t, i], _RM)
                else:
                    for i in range(M):
                        _row_directed(a[t, i, k], y, out[t, i], _RP)
        else:
            for i in range(M):
                for j in range(N):
                    _one(a, b, c, out, redo, t, i, j, mode)
    if rn and N == _LANES:  # a NaN result: its code follows the GPU's rules, not the CPU's
        _fix_nans(a, b, c, out, redo, mode)


def _fix_nans(a, b, c, out, redo, mode):
    """Outputs that came out NaN run the per-step route (the GPU's NaN codes, not the CPU's)."""
    T, M, N = out.shape
    flat = out.reshape(-1)
    nan = 0
    for n in range(flat.shape[0]):
        nan |= np.int64(flat[n] != flat[n])
    if nan:
        for t in range(T):
            for i in range(M):
                for j in range(N):
                    if out[t, i, j] != out[t, i, j]:
                        _one(a, b, c, out, redo, t, i, j, mode)


def _rounded_chain(a, b, c, out, redo, mode):
    """Directed modes on a CPU with AVX-512 (N == 8): every step one FMA rounded in the mode by
    the instruction itself (_row_fma_rounded), then the NaN results as in _chain."""
    T, M, K = a.shape
    for t in range(T):
        out[t] = c[t]
        for k in range(K):
            y = _row_load(b[t, k])
            if mode == _RZ:
                for i in range(M):
                    _row_fma_rounded(a[t, i, k], y, out[t, i], _RZ)
            elif mode == _RM:
                for i in range(M):
                    _row_fma_rounded(a[t, i, k], y, out[t, i], _RM)
            else:
                for i in range(M):
                    _row_fma_rounded(a[t, i, k], y, out[t, i], _RP)
    _fix_nans(a, b, c, out, redo, mode)


_step_any, _gate_ok, _one = jit.kernel(_step_any), jit.kernel(_gate_ok), jit.kernel(_one)
_fix_nans = jit.kernel(_fix_nans)
_kernel = jit.kernel(_chain)
# compiled only where the CPU has the instruction (it would not even compile elsewhere)
_rounded = jit.kernel(_rounded_chain) if _EMBEDDED else None
_use_rounded = {"on": _EMBEDDED}  # tests switch it off to run the portable directed route too


def available() -> bool:
    """The kernel is compiled (numba present) and switched on (numerics.jit)."""
    return _kernel is not None and jit.active()


def chain(A: np.ndarray, B: np.ndarray, C: np.ndarray, mode: str) -> tuple[np.ndarray, np.ndarray]:
    """(D codes (T, M, N) uint64, outputs not decided here) for f64 codes A (T, M, K), B (T, K, N),
    C (T, M, N) in `mode` (rn/rz/rm/rp)."""
    a, b, c = (np.ascontiguousarray(x, dtype=np.uint64) for x in (A, B, C))
    out = np.empty(c.shape, np.float64)
    redo = np.zeros(c.shape, np.bool_)
    if out.size and mode != "rn" and b.shape[-1] == _LANES and _rounded is not None and _use_rounded["on"]:
        _rounded(a.view(np.float64), b.view(np.float64), c.view(np.float64), out, redo, MODES[mode])
    elif out.size:
        T = c.shape[0]
        _kernel(a.view(np.float64), b.view(np.float64), c.view(np.float64), a.view(np.int64).reshape(T, -1),
                b.view(np.int64).reshape(T, -1), c.view(np.int64).reshape(T, -1), out, redo, MODES[mode])
    return out.view(np.uint64), redo


__all__ = ["MODES", "available", "chain"]
