"""Compiled one-block tiles of the dense block-FMA route: the bits of numerics/blockfma_kernel.py.

For the block-FMA models whose whole K is one block, whose products are float32 and whose step is
a truncation into a format with float32's exponent range (sm90.f32acc: f16/bf16/tf32 -> f32, and
the fp8 wgmma f32 accumulator with its 14-bit significand), every output is

    E  = max(C's nominal exponent, max_k(ea_k + eb_k))        (C: none if zero or NaN/inf)
    X  = trunc(C * 2**(F-E)) + sum_k trunc(a_k * b_k * 2**(F - max(E, lo)))   (integers)
    D  = X * 2**(E-F) truncated to the step format; beyond its range an inf of X's sign

which is what blockfma_kernel computes, there with the accumulator in float64 and the step from
float64 bits. Here the whole output stays in 16 lanes of 32-bit integers and floats: C's term is
its significand shifted (magnitude truncation), the step keeps the top `mbits + 1` bits of |X|
(bit length by count-leading-zeros; the grid of the step format's subnormals below its emin) and
writes them as float32 bits, so nothing is widened to 64-bit lanes. The sums fit: a term is below
2**(F+2) and C's below 2**(F+1), so with (K + 1) * 2**(F+2) <= 2**31 the int32 sum is exact; the
one form past that bound (f16/bf16 K = 16, F = 25) adds C in int64 lanes.

Layout: one batch entry at a time, its A and B decoded once (contiguous loops: per-code tables or
tf32 bits, and the entry's negation), then its M x N outputs in row-major runs of 16, which are
16 contiguous C codes and D words. When N is a multiple of 16 a run lies in one row (per k one
broadcast A element and one 16-element load of a B row); otherwise it is two halves of 8 outputs
of one row each (N is a multiple of 8): the A lanes two broadcasts, the B lanes two 8-element
loads. No transposes, and no per-output state in memory. numba cannot express these shuffles in
its loops (its loop vectoriser wants long rows, its SLP vectoriser is off), hence the LLVM IR
below, with K a constant of each compiled kernel so that the k loop unrolls. No fast-math flags:
nothing is contracted or reassociated (the products are two IEEE multiplications, exact here, and
a truncating conversion).
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ptxemu.numerics import jit
from ptxemu.numerics.blockfma_kernel import BIG, Side

_W = 16  # outputs per run: one 512-bit vector of 32-bit lanes
_KS = (4, 8, 16, 32)  # block lengths with a compiled run (unrolled k loop)
_WIDE_K = 16  # the K whose C + sum may pass 2**31: summed in int64 lanes

_kernel_for = None
if jit.available():
    from llvmlite import ir
    from numba import types
    from numba.core import cgutils
    from numba.core.extending import intrinsic

    from ptxemu.numerics.blockfma_kernel import decode_code

    _I1, _I8, _I32, _I64, _F = ir.IntType(1), ir.IntType(8), ir.IntType(32), ir.IntType(64), ir.FloatType()

    def _vec(ty, n=_W):
        return ir.VectorType(ty, n)

    def _k(ty, v):
        """A constant (splat for vector types)."""
        return ir.Constant(ty, [v] * ty.count) if isinstance(ty, ir.VectorType) else ir.Constant(ty, v)

    def _splat(b, x, n=_W):
        v = b.insert_element(ir.Constant(_vec(x.type, 1), ir.Undefined), x, _k(_I32, 0))
        return b.shuffle_vector(v, ir.Constant(_vec(x.type, 1), ir.Undefined),
                                ir.Constant(_vec(_I32, n), [0] * n))

    def _pair(b, x0, x1):
        """16 lanes: x0 in the first 8, x1 in the last 8."""
        v = b.insert_element(ir.Constant(_vec(x0.type, 2), ir.Undefined), x0, _k(_I32, 0))
        v = b.insert_element(v, x1, _k(_I32, 1))
        return b.shuffle_vector(v, ir.Constant(_vec(x0.type, 2), ir.Undefined),
                                ir.Constant(_vec(_I32, _W), [0] * 8 + [1] * 8))

    def _concat(b, lo, hi):
        return b.shuffle_vector(lo, hi, ir.Constant(_vec(_I32, _W), list(range(_W))))

    def _smax(b, x, y):
        return b.select(b.icmp_signed(">", x, y), x, y)

    def _smin(b, x, y):
        return b.select(b.icmp_signed("<", x, y), x, y)

    def _shift(b, x, d):
        """x * 2**-d truncated (d > 0: logical right shift) or x * 2**-d (d <= 0: left shift), for
        x >= 0 and shift counts clamped to the lane width (LLVM leaves wider shifts undefined)."""
        top = _k(d.type, d.type.element.width - 1)
        zero = _k(d.type, 0)
        r = b.lshr(x, _smin(b, _smax(b, d, zero), top))
        return b.shl(r, _smin(b, _smax(b, b.neg(d), zero), top))

    class _Ptrs:
        """Typed element pointers into the kernel's arrays (C-contiguous 1-D)."""

        def __init__(self, context, builder, tys, vals):
            self.b = builder
            self.data = [context.make_array(t)(context, builder, v).data
                         for t, v in zip(tys, vals, strict=True)]

        def load(self, i, off, ty, align=4):
            p = self.b.gep(self.data[i], [off])
            return self.b.load(self.b.bitcast(p, ty.as_pointer()), align=align)

        def store(self, i, off, val, align=4):
            p = self.b.gep(self.data[i], [off])
            self.b.store(val, self.b.bitcast(p, val.type.as_pointer()), align=align)

    def _run_ir(b, P, p0, N, K, F, lo, mbits, wide, onerow):
        """The 16 outputs p0..p0+15 (row-major over M x N) of one batch entry; P's arrays: va, na
        (M*K decoded A values / nominal exponents), vb, nb (K*N), C codes, D bits, redo flags.
        onerow: N is a multiple of 16, so the run lies in one row (one A element per k, one
        16-element load of a B row)."""
        VI, VF, F8 = _vec(_I32), _vec(_F), _vec(_F, 8)
        h1 = b.add(p0, _k(_I64, 8))
        m0, n0, m1, n1 = b.sdiv(p0, N), b.srem(p0, N), b.sdiv(h1, N), b.srem(h1, N)

        def lanes(i, ia0, ia1, ib0, ib1):  # A (array i) and B (array i + 2) lanes of one k
            if onerow:
                return _splat(b, P.load(i, ia0, _F)), P.load(i + 2, ib0, VF)
            return (_pair(b, P.load(i, ia0, _F), P.load(i, ia1, _F)),
                    _concat(b, P.load(i + 2, ib0, F8), P.load(i + 2, ib1, F8)))
        # C: its term enters on the products' grid. A zero C sets no exponent (whether it would
        # is moot: every live product lies above float32's emin here); a NaN/inf C neither, and
        # its outputs are the engine's (redo), so its term is never read.
        code = P.load(4, p0, VI)
        e = b.and_(b.lshr(code, _k(VI, 23)), _k(VI, 0xFF))
        special = b.icmp_unsigned("==", e, _k(VI, 0xFF))
        zero = b.icmp_unsigned("==", b.and_(code, _k(VI, 0x7FFFFFFF)), _k(VI, 0))
        dead = b.or_(special, zero)
        ec = b.sub(_smax(b, e, _k(VI, 1)), _k(VI, 127))
        E = b.sitofp(b.select(dead, _k(VI, -BIG), ec), VF)
        terms = []
        for k in range(K):
            kk = _k(_I64, k)
            ia0, ia1 = b.add(b.mul(m0, _k(_I64, K)), kk), b.add(b.mul(m1, _k(_I64, K)), kk)
            ib0, ib1 = b.add(b.mul(kk, N), n0), b.add(b.mul(kk, N), n1)
            nom = b.fadd(*lanes(1, ia0, ia1, ib0, ib1))
            E = b.select(b.fcmp_ordered(">", E, nom), E, nom)
            terms.append(lanes(0, ia0, ia1, ib0, ib1))
        Ei = b.fptosi(E, VI)
        Fv = _splat(b, b.trunc(F, _I32))
        # 2**(F - max(E, lo)) as float32 bits: every live product has ea + eb >= lo
        sw = b.bitcast(b.shl(b.add(b.sub(Fv, _smax(b, Ei, _splat(b, b.trunc(lo, _I32)))), _k(VI, 127)),
                             _k(VI, 23)), VF)
        S = _k(VI, 0)
        for av, bv in terms:  # exact product, exact scaling, truncating conversion
            S = b.add(S, b.fptosi(b.fmul(b.fmul(av, bv), sw), VI))
        sig = b.or_(b.and_(code, _k(VI, 0x7FFFFF)),
                    b.select(b.icmp_unsigned("!=", e, _k(VI, 0)), _k(VI, 1 << 23), _k(VI, 0)))
        cm = _shift(b, sig, b.sub(b.add(b.sub(Ei, ec), _k(VI, 23)), Fv))  # |C| * 2**(F-E), truncated
        cm = b.select(b.icmp_signed("<", code, _k(VI, 0)), b.neg(cm), cm)
        XT = _vec(_I64) if wide else VI
        X = b.add(b.sext(cm, XT), b.sext(S, XT)) if wide else b.add(cm, S)
        neg = b.icmp_signed("<", X, _k(XT, 0))
        mag = b.select(neg, b.neg(X), X)
        ctlz = cgutils.get_or_insert_function(b.module, ir.FunctionType(XT, [XT, _I1]),
                                              f"llvm.ctlz.v{_W}i{XT.element.width}")
        nbits = b.sub(_k(XT, XT.element.width), b.call(ctlz, [mag, _k(_I1, 0)]))  # bit length of |X|
        nbits = b.trunc(nbits, VI) if wide else nbits
        G = b.sub(Ei, Fv)  # X counts units of 2**G
        ex = b.sub(b.add(G, nbits), _k(VI, 1))  # exponent of X * 2**G
        ee = _smax(b, ex, _k(VI, -126))
        Mb = _splat(b, b.trunc(mbits, _I32))
        drop = b.sub(b.sub(ee, Mb), G)  # bits of |X| below the step format's last place
        kept = _shift(b, mag, b.sext(drop, XT) if wide else drop)
        kept = b.trunc(kept, VI) if wide else kept
        # float32 bits of kept * 2**(ee - mbits): a significand with its leading bit (normal)
        # carries into the exponent field; below emin the field stays 0 (subnormal)
        bits = b.add(b.shl(b.add(ee, _k(VI, 126)), _k(VI, 23)), b.shl(kept, b.sub(_k(VI, 23), Mb)))
        # overflow: an inf of X's sign (the model's rule; float32 products stay below 2**102,
        # so no sum reaches 2**128 under applies(), but the rule costs one select)
        bits = b.select(b.icmp_signed(">", ex, _k(VI, 127)), _k(VI, 0x7F800000), bits)
        bits = b.or_(bits, b.select(neg, _k(VI, -(1 << 31)), _k(VI, 0)))
        nz = b.icmp_unsigned("!=", mag, _k(XT, 0))
        bits = b.select(nz, bits, _k(VI, 0))  # an exact zero is +0
        P.store(5, p0, bits)
        P.store(6, p0, b.zext(special, _vec(_I8)), align=1)

    @intrinsic(prefer_literal=True)
    def _run(typingctx, va, na, vb, nb, c, res, redo, p0, N, K, onerow, F, lo, mbits):
        """One run of 16 outputs (_run_ir); K and onerow must be literals (the k loop unrolls)."""
        if not isinstance(K, types.IntegerLiteral) or not isinstance(onerow, types.BooleanLiteral):
            raise TypeError("the run needs K and onerow as literals")
        k, one = K.literal_value, onerow.literal_value

        def codegen(context, builder, signature, args):
            P = _Ptrs(context, builder, signature.args[:7], args[:7])
            p0_, N_, _, _, F_, lo_, mb_ = args[7:]
            _run_ir(builder, P, p0_, N_, k, F_, lo_, mb_, k == _WIDE_K, one)
            return context.get_dummy_value()
        return types.none(va, na, vb, nb, c, res, redo, p0, N, K, onerow, F, lo, mbits), codegen

    @cache  # one kernel per (K, onerow), compiled on first use
    def _kernel_for(K: int, onerow: bool):
        """The batch loop for one block length K and row split (constants of the closure, which
        numba types as literals: _run's k loop unrolls)."""

        def tiles(A, B, C, atv, atn, afb, btv, btn, bfb, sga, sgb, F, lo, mbits, res, redo):
            """A (T, M, K), B (T, K, N) element codes (per-code tables atv/atn, btv/btn: float32
            value, int16 nominal exponent; or afb/bfb > 0: tf32 bits), sga/sgb (T,) +-1, C (T, M,
            N) float32 codes; res (T, M, N) the step values as float32 bits, redo where C is
            NaN/inf."""
            T, M, _ = A.shape
            N = B.shape[2]
            A2, B2, C2 = A.reshape(T, M * K), B.reshape(T, K * N), C.reshape(T, M * N)
            R2, O2 = res.reshape(T, M * N), redo.reshape(T, M * N)
            va, na = np.empty(M * K, np.float32), np.empty(M * K, np.float32)
            vb, nb = np.empty(K * N, np.float32), np.empty(K * N, np.float32)
            for t in range(T):
                ar, br = A2[t], B2[t]
                for i in range(M * K):
                    va[i], na[i] = decode_code(ar[i], atv, atn, afb)
                for i in range(K * N):
                    vb[i], nb[i] = decode_code(br[i], btv, btn, bfb)
                if sga[t] != 1:
                    for i in range(M * K):
                        va[i] *= sga[t]
                if sgb[t] != 1:
                    for i in range(K * N):
                        vb[i] *= sgb[t]
                c, r, o = C2[t], R2[t], O2[t]
                for p0 in range(0, M * N, _W):
                    _run(va, na, vb, nb, c, r, o, p0, N, K, onerow, F, lo, mbits)

        return jit.kernel(tiles)


def applies(*, M: int, K: int, N: int, block: int, F: int, wt, c_fmt, c_add: bool, natural_k: bool,
            step_fmt, rz: bool) -> bool:
    """Whether `block_tiles` computes this form: one block of a compiled length, float32
    products, float32 C codes entering the block, a truncating step with float32's exponent range,
    runs of 16 outputs made of rows of 8, and an exact sum in the lanes chosen for K."""
    if _kernel_for is None or not jit.active():
        return False
    if K not in _KS or K > block or wt != np.float32 or c_add or not natural_k or not rz:
        return False
    if (c_fmt.ebits, c_fmt.mbits) != (8, 23) or step_fmt.ebits != 8 or not step_fmt.has_inf \
            or step_fmt.mbits > 23 or N % 8 or (M * N) % _W:
        return False
    terms = 1 << (F + 2)  # a term (product or C) is below this many units
    return K * terms <= 2 ** 31 and (K == _WIDE_K or (K + 1) * terms <= 2 ** 31)


def block_tiles(a: Side, b: Side, C: np.ndarray, *, F: int, lo: int,
                step_fmt) -> tuple[np.ndarray, np.ndarray]:
    """(the step values as float32 (T, M, N), outputs whose C is NaN/inf) of one-block forms
    (applies() holds; a, b without scales)."""
    T = a.codes.shape[0]
    one = np.ones(T, np.float32)
    res = np.empty(C.shape, np.uint32)
    redo = np.empty(C.shape, np.bool_)
    kernel = _kernel_for(a.codes.shape[-1], b.codes.shape[-1] % 16 == 0)
    kernel(np.ascontiguousarray(a.codes), np.ascontiguousarray(b.codes), np.ascontiguousarray(C),
           a.values.astype(np.float32, copy=False), a.noms, int(a.fbits),
           b.values.astype(np.float32, copy=False), b.noms, int(b.fbits),
           one if a.sign is None else a.sign.astype(np.float32),
           one if b.sign is None else b.sign.astype(np.float32),
           int(F), int(lo), int(step_fmt.mbits), res, redo)
    return res.view(np.float32), redo


__all__ = ["applies", "block_tiles"]
