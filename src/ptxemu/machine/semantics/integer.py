"""Integer, bit and logic instructions (manual 9.7.1, 9.7.8), comparisons and selects (9.7.6).

Values are raw bits in unsigned lane arrays; signed forms view them as two's complement. numpy's
unsigned arithmetic wraps modulo 2^n, which is PTX's integer arithmetic.
"""

from __future__ import annotations

import numpy as np

from ptxemu.isa.statement import PredPair
from ptxemu.machine.program.program import type_bits
from ptxemu.machine.program.step import (
    FLOAT_TYPES,
    INT_TYPES,
    SINT,
    UINT,
    Cx,
    compiles,
    is_float,
    is_signed,
    op_type,
)


def sview(v: np.ndarray) -> np.ndarray:
    return v.view(SINT[v.dtype.itemsize * 8])


def _unop(cx: Cx, typ: str, fn):
    d, a = cx.ins.operands
    ra, wd = cx.src(a, typ), cx.dst(d, typ)
    return lambda st, m: wd(st, fn(ra(st)), m)


def _binop(cx: Cx, typ: str, fn, btyp: str | None = None):
    d, a, b = cx.ins.operands[:3]
    ra, rb, wd = cx.src(a, typ), cx.src(b, btyp or typ), cx.dst(d, typ)
    return lambda st, m: wd(st, fn(ra(st), rb(st)), m)


def _mulhi(a: np.ndarray, b: np.ndarray, bits: int, signed: bool) -> np.ndarray:
    """High half of the 2n-bit product."""
    if bits <= 32:
        w = 2 * bits
        if signed:
            p = sview(a).astype(np.int64) * sview(b).astype(np.int64)
            return (p >> bits).astype(SINT[bits]).view(UINT[bits])
        p = a.astype(np.uint64) * b.astype(np.uint64)
        return (p >> np.uint64(bits)).astype(UINT[bits]) if w <= 64 else None
    # 64 x 64 -> high 64, through 32-bit halves
    m32 = np.uint64(0xFFFFFFFF)
    s32 = np.uint64(32)
    a0, a1, b0, b1 = a & m32, a >> s32, b & m32, b >> s32
    p00, p01, p10, p11 = a0 * b0, a0 * b1, a1 * b0, a1 * b1
    mid = (p00 >> s32) + (p01 & m32) + (p10 & m32)
    hi = p11 + (p01 >> s32) + (p10 >> s32) + (mid >> s32)
    if signed:  # signed correction: subtract b if a < 0, a if b < 0
        hi = hi - np.where(sview(a) < 0, b, np.uint64(0)) - np.where(sview(b) < 0, a, np.uint64(0))
    return hi


def _wide(a: np.ndarray, b: np.ndarray, bits: int, signed: bool) -> np.ndarray:
    if signed:
        return (sview(a).astype(SINT[2 * bits]) * sview(b).astype(SINT[2 * bits])).view(UINT[2 * bits])
    return a.astype(UINT[2 * bits]) * b.astype(UINT[2 * bits])


# packed halfword integers (add/min/max .u16x2/.s16x2, PTX 8.0, sm_90): two 16-bit lanes in a .b32
PACKED16 = (".u16x2", ".s16x2")


def _halves(fn, signed: bool, relu: bool = False):
    """fn applied to the two halfwords of 32-bit operands (manual 9.7.1.1/12/13: iA[0] = a[0:15],
    iA[1] = a[16:31], each pair computed apart), wrapping modulo 2^16 and clamped at 0 for .relu."""
    ht = np.int16 if signed else np.uint16

    def f(a, b):
        a, b = np.broadcast_arrays(np.asarray(a, np.uint32), np.asarray(b, np.uint32))
        ha = np.ascontiguousarray(a).view(ht)  # little-endian: [a[0:15], a[16:31]] per word
        hb = np.ascontiguousarray(b).view(ht)
        r = fn(ha, hb)
        if relu:
            r = np.maximum(r, 0)
        return r.astype(ht).view(np.uint32).reshape(a.shape)

    return f


def _sat32(v: np.ndarray) -> np.ndarray:
    return np.clip(v, -(2**31), 2**31 - 1).astype(np.int32).view(np.uint32)


@compiles("add", "sub")
def _addsub(cx: Cx):
    typ = op_type(cx, INT_TYPES + FLOAT_TYPES + PACKED16)
    if typ in PACKED16:  # add.u16x2 / add.s16x2 (sub has no packed form: the catalogue refuses it)
        return _binop(cx, typ, _halves(np.subtract if cx.ins.opcode == "sub" else np.add, False))
    if is_float(typ):
        from ptxemu.machine.semantics.floating import float_arith

        return float_arith(cx, typ)
    q = cx.ins.qualifiers
    sub = cx.ins.opcode == "sub"
    if ".cc" in q:
        return _carry_op(cx, typ, sub, carry_in=False, carry_out=True)
    if ".sat" in q:

        def sat(a, b):
            x, y = sview(a).astype(np.int64), sview(b).astype(np.int64)
            return _sat32(x - y if sub else x + y)

        return _binop(cx, typ, sat)
    return _binop(cx, typ, np.subtract if sub else np.add)


@compiles("addc", "subc")
def _addc(cx: Cx):
    typ = op_type(cx)
    return _carry_op(cx, typ, cx.ins.opcode == "subc", carry_in=True, carry_out=".cc" in cx.ins.qualifiers)


def _carry_op(cx: Cx, typ: str, sub: bool, carry_in: bool, carry_out: bool, first=None):
    """add.cc/addc/sub.cc/subc (and mad.cc/madc, whose first addend is the product's low or high
    half, `first`): the condition-code carry CC.CF is one hidden per-lane register, whatever the type's
    signedness. The GPU subtracts by adding the complement: sub.cc is a + ~b + 1 and subc a + ~b + CF,
    and CF is the carry out of that addition, i.e. NOT the borrow. Chains of one kind cannot tell this
    from the manual's borrow reading, but mixed chains can: on the H100, sub.cc followed by addc adds 1
    exactly when there was no borrow (tests/data/kernels/base_isa_intops.ptx, `carry`)."""
    ops = cx.ins.operands
    d, a, b = ops[0], ops[-2], ops[-1]
    ra = first if first is not None else cx.src(a, typ)
    rb, wd = cx.src(b, typ), cx.dst(d, typ)
    bits = type_bits(typ)
    mask = (1 << bits) - 1

    def run(st, m):
        x = ra(st).astype(object) if bits == 64 else ra(st).astype(np.int64)
        y = rb(st).astype(object) if bits == 64 else rb(st).astype(np.int64)
        cf = st.special.setdefault("%cc", np.zeros(st.L, np.int64))
        c = cf if carry_in else 0
        if sub:  # x + ~y + (1 for sub.cc, CF for subc)
            r = x + (mask - y) + (c if carry_in else 1)
        else:
            r = x + y + c
        cout = r > mask
        res = (
            (np.asarray(r, dtype=object) & mask).astype(UINT[bits])
            if bits == 64
            else (r & mask).astype(UINT[bits])
        )
        wd(st, res, m)
        if carry_out:
            co = np.asarray(cout, bool).astype(np.int64)
            st.special["%cc"] = co if m is None else np.where(m, co, cf)

    return run


@compiles("mul")
def _mul(cx: Cx):
    typ = op_type(cx)
    if is_float(typ):
        from ptxemu.machine.semantics.floating import float_arith

        return float_arith(cx, typ)
    q = cx.ins.qualifiers
    bits, signed = type_bits(typ), is_signed(typ)
    d, a, b = cx.ins.operands
    if ".wide" in q:
        ra, rb, wd = cx.src(a, typ), cx.src(b, typ), cx.dst(d, f".{'s' if signed else 'u'}{2 * bits}")
        return lambda st, m: wd(st, _wide(ra(st), rb(st), bits, signed), m)
    if ".hi" in q:
        return _binop(cx, typ, lambda x, y: _mulhi(x, y, bits, signed))
    return _binop(cx, typ, np.multiply)


@compiles("mad", "madc")
def _mad(cx: Cx):
    typ = op_type(cx)
    if is_float(typ):
        from ptxemu.machine.semantics.floating import float_arith

        return float_arith(cx, typ)
    q = cx.ins.qualifiers
    bits, signed = type_bits(typ), is_signed(typ)
    d, a, b, c = cx.ins.operands
    if ".cc" in q or cx.ins.opcode == "madc":
        if ".wide" in q:
            raise cx.error("mad.wide has no carry forms")
        ra_, rb_ = cx.src(a, typ), cx.src(b, typ)
        hi = ".hi" in q
        prod = (lambda st: _mulhi(ra_(st), rb_(st), bits, signed)) if hi else (lambda st: ra_(st) * rb_(st))
        return _carry_op(cx, typ, False, cx.ins.opcode == "madc", ".cc" in q, first=prod)
    if ".wide" in q:
        wt = f".{'s' if signed else 'u'}{2 * bits}"
        ra, rb, rc, wd = cx.src(a, typ), cx.src(b, typ), cx.src(c, wt), cx.dst(d, wt)
        return lambda st, m: wd(st, _wide(ra(st), rb(st), bits, signed) + rc(st), m)
    ra, rb, rc, wd = cx.src(a, typ), cx.src(b, typ), cx.src(c, typ), cx.dst(d, typ)
    if ".hi" in q:
        if ".sat" in q:

            def run_sat(st, m):
                p = sview(ra(st)).astype(np.int64) * sview(rb(st)).astype(np.int64)
                wd(st, _sat32((p >> 32) + sview(rc(st)).astype(np.int64)), m)

            return run_sat
        return lambda st, m: wd(st, _mulhi(ra(st), rb(st), bits, signed) + rc(st), m)
    return lambda st, m: wd(st, ra(st) * rb(st) + rc(st), m)


@compiles("mul24", "mad24")
def _mul24(cx: Cx):
    typ = op_type(cx)
    signed = is_signed(typ)
    ops = cx.ins.operands
    ra, rb = cx.src(ops[1], typ), cx.src(ops[2], typ)
    rc = cx.src(ops[3], typ) if cx.ins.opcode == "mad24" else None
    wd = cx.dst(ops[0], typ)
    hi = ".hi" in cx.ins.qualifiers

    def run(st, m):
        x, y = ra(st).astype(np.int64), rb(st).astype(np.int64)
        if signed:
            x, y = (x << 40) >> 40, (y << 40) >> 40
        else:
            x, y = x & 0xFFFFFF, y & 0xFFFFFF
        p = x * y  # 48-bit product
        r = ((p >> 16) if hi else p) & 0xFFFFFFFF
        r = r.astype(np.uint32)
        if rc is not None:
            r = r + rc(st)
        wd(st, r, m)

    return run


@compiles("div", "rem")
def _divrem(cx: Cx):
    typ = op_type(cx)
    if is_float(typ):
        from ptxemu.machine.semantics.floating import float_div

        return float_div(cx, typ)
    signed = is_signed(typ)
    bits = type_bits(typ)
    rem = cx.ins.opcode == "rem"

    def fn(a, b):
        if signed:
            x, y = sview(a).astype(np.int64), sview(b).astype(np.int64)
            if bits == 64:
                x, y = sview(a), sview(b)
            ys = np.where(y == 0, 1, y)
            q = np.abs(x) // np.abs(ys)  # C semantics: truncate toward zero
            q = np.where((x < 0) != (ys < 0), -q, q)
            r = x - q * ys
            out = np.where(y == 0, x if rem else -1, r if rem else q)
            return out.astype(SINT[bits]).view(UINT[bits])
        bs = np.where(b == 0, 1, b).astype(b.dtype)
        out = (a % bs) if rem else (a // bs)
        return np.where(b == 0, a if rem else UINT[bits](~np.uint64(0) >> np.uint64(64 - bits)), out).astype(
            UINT[bits]
        )

    return _binop(cx, typ, fn)


@compiles("abs", "neg")
def _absneg(cx: Cx):
    typ = op_type(cx)
    if is_float(typ):
        from ptxemu.machine.semantics.floating import float_absneg

        return float_absneg(cx, typ)
    if cx.ins.opcode == "neg":
        return _unop(cx, typ, lambda a: (~a + a.dtype.type(1)).astype(a.dtype))
    return _unop(cx, typ, lambda a: np.abs(sview(a)).view(a.dtype))


@compiles("min", "max")
def _minmax(cx: Cx):
    typ = op_type(cx, INT_TYPES + FLOAT_TYPES + PACKED16)
    if typ in PACKED16:
        fn = np.minimum if cx.ins.opcode == "min" else np.maximum
        return _binop(cx, typ, _halves(fn, typ == ".s16x2", ".relu" in cx.ins.qualifiers))
    if is_float(typ):
        from ptxemu.machine.semantics.floating import float_minmax

        return float_minmax(cx, typ)
    signed = is_signed(typ)
    fn = np.minimum if cx.ins.opcode == "min" else np.maximum
    relu = ".relu" in cx.ins.qualifiers
    if signed:

        def f(a, b):
            r = fn(sview(a), sview(b))
            return (np.maximum(r, 0) if relu else r).view(a.dtype)

        return _binop(cx, typ, f)
    return _binop(cx, typ, fn)


@compiles("popc", "clz")
def _popc(cx: Cx):
    typ = op_type(cx)
    bits = type_bits(typ)
    d, a = cx.ins.operands
    ra, wd = cx.src(a, typ), cx.dst(d, ".u32")
    if cx.ins.opcode == "popc":
        return lambda st, m: wd(st, np.bitwise_count(ra(st)).astype(np.uint32), m)

    def clz(st, m):
        v = ra(st)
        nz = v != 0
        msb = np.zeros(v.shape, np.int64)
        msb[nz] = np.floor(np.log2(v[nz].astype(np.float64))).astype(np.int64)
        # float64 log2 can round up for values just below a power of two: fix with a shift check
        if bits == 64:
            big = nz & (msb > 0)
            over = big & ((v >> msb.clip(0).astype(np.uint64)) == 0)
            msb[over] -= 1
        wd(st, np.where(nz, bits - 1 - msb, bits).astype(np.uint32), m)

    return clz


@compiles("bfind")
def _bfind(cx: Cx):
    typ = op_type(cx)
    bits, signed = type_bits(typ), is_signed(typ)
    shiftamt = ".shiftamt" in cx.ins.qualifiers
    d, a = cx.ins.operands
    ra, wd = cx.src(a, typ), cx.dst(d, ".u32")

    def run(st, m):
        v = ra(st)
        if signed:
            v = np.where(sview(v) < 0, ~v, v)
        nz = v != 0
        msb = np.full(v.shape, 0xFFFFFFFF, np.uint64)
        x = v.astype(np.uint64)
        pos = np.zeros(v.shape, np.uint64)
        for sh in (32, 16, 8, 4, 2, 1):  # binary search for the highest set bit, exact for 64 bits
            s = np.uint64(sh)
            hit = (x >> s) != 0
            pos = np.where(hit, pos + s, pos)
            x = np.where(hit, x >> s, x)
        msb = np.where(nz, pos, msb)
        if shiftamt:
            msb = np.where(nz, np.uint64(bits - 1) - pos, msb)
        wd(st, msb.astype(np.uint32), m)

    return run


@compiles("brev")
def _brev(cx: Cx):
    typ = op_type(cx)
    bits = type_bits(typ)

    def rev(a):
        x = a.astype(np.uint64)
        for sh, mk in (
            (1, 0x5555555555555555),
            (2, 0x3333333333333333),
            (4, 0x0F0F0F0F0F0F0F0F),
            (8, 0x00FF00FF00FF00FF),
            (16, 0x0000FFFF0000FFFF),
            (32, 0x00000000FFFFFFFF),
        ):
            s_, k = np.uint64(sh), np.uint64(mk)
            x = ((x >> s_) & k) | ((x & k) << s_)
        return (x >> np.uint64(64 - bits)).astype(UINT[bits])

    return _unop(cx, typ, rev)


@compiles("bfe")
def _bfe(cx: Cx):
    typ = op_type(cx)
    bits, signed = type_bits(typ), is_signed(typ)
    d, a, b, c = cx.ins.operands
    ra, rb, rc, wd = cx.src(a, typ), cx.src(b, ".u32"), cx.src(c, ".u32"), cx.dst(d, typ)
    msb = bits - 1

    def run(st, m):
        x = ra(st).astype(np.uint64)
        pos = (rb(st) & np.uint32(0xFF)).astype(np.int64)
        ln = (rc(st) & np.uint32(0xFF)).astype(np.int64)
        if signed:
            top = np.minimum(pos + ln - 1, msb).clip(0)
            sbit = np.where(ln == 0, np.uint64(0), (x >> top.astype(np.uint64)) & np.uint64(1))
        else:
            sbit = np.zeros(x.shape, np.uint64)
        take = np.clip(np.minimum(ln, msb + 1 - pos), 0, bits)  # bits copied from a
        sh = np.minimum(pos, 63).astype(np.uint64)
        field = np.where(pos > msb, np.uint64(0), x >> sh)
        keep = np.where(take >= 64, ~np.uint64(0), (np.uint64(1) << take.astype(np.uint64)) - np.uint64(1))
        field &= keep
        fill = np.where(sbit != 0, ~keep, np.uint64(0))
        wd(st, (field | fill).astype(UINT[bits]), m)

    return run


@compiles("bfi")
def _bfi(cx: Cx):
    typ = op_type(cx)
    bits = type_bits(typ)
    f, a, b, c, dlen = cx.ins.operands
    ra, rb, rc, rl, wd = (
        cx.src(a, typ),
        cx.src(b, typ),
        cx.src(c, ".u32"),
        cx.src(dlen, ".u32"),
        cx.dst(f, typ),
    )

    def run(st, m):
        x, y = ra(st).astype(np.uint64), rb(st).astype(np.uint64)
        pos = (rc(st) & np.uint32(0xFF)).astype(np.int64)
        ln = (rl(st) & np.uint32(0xFF)).astype(np.int64)
        n = np.clip(np.minimum(ln, bits - pos), 0, bits)
        keep = np.where(n >= 64, ~np.uint64(0), (np.uint64(1) << n.astype(np.uint64)) - np.uint64(1))
        sh = np.minimum(pos, 63).astype(np.uint64)
        ins_mask = np.where(pos >= bits, np.uint64(0), keep << sh)
        out = (y & ~ins_mask) | ((x << sh) & ins_mask)
        wd(st, out.astype(UINT[bits]), m)

    return run


_PRMT_MODES = {
    ".f4e": [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
    ".b4e": [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
    ".rc8": [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
    ".ecl": [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
    ".ecr": [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
    ".rc16": [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
}


@compiles("prmt")
def _prmt(cx: Cx):
    mode = next((q for q in cx.ins.qualifiers if q in _PRMT_MODES), None)
    d, a, b, c = cx.ins.operands
    ra, rb, rc, wd = cx.src(a, ".b32"), cx.src(b, ".b32"), cx.src(c, ".b32"), cx.dst(d, ".b32")
    table = np.array(_PRMT_MODES[mode], np.int64) if mode else None  # [selector][result byte]

    def run(st, m):
        tmp = (rb(st).astype(np.uint64) << np.uint64(32)) | ra(st).astype(np.uint64)
        src = tmp.view(np.uint8).reshape(-1, 8) if tmp.dtype.byteorder in "=<|" else None
        cv = rc(st).astype(np.int64)
        if table is None:
            sel = (cv[:, None] >> (4 * np.arange(4))) & 0xF
            byte = np.take_along_axis(src, sel & 7, axis=1)
            sign = (byte >> 7) & 1
            byte = np.where(sel & 8, (sign * 0xFF).astype(np.uint8), byte)
        else:
            sel = table[cv & 3]
            byte = np.take_along_axis(src, sel, axis=1)
        wd(st, np.ascontiguousarray(byte.astype(np.uint8)).view(np.uint32).reshape(-1), m)

    return run


@compiles("lop3")
def _lop3(cx: Cx):
    ops = cx.ins.operands
    d, a, b, c, lut = ops[0], ops[1], ops[2], ops[3], ops[4]
    typ = ".b32"
    boolop = next((q for q in cx.ins.qualifiers if q in (".and", ".or")), None)
    wp = rq = None
    if isinstance(d, PredPair):  # lop3.BoolOp.b32 d|p, a, b, c, immLut, q: p = (d != 0) BoolOp q
        if boolop is None or len(ops) != 6:
            raise cx.error("lop3 with a predicate output needs .or/.and and the q operand")
        d, wp, rq = d.first, cx.dst(d.second, ".pred"), cx.pred(ops[5])
    ra, rb, rc, wd = cx.src(a, typ), cx.src(b, typ), cx.src(c, typ), cx.dst(d, typ)
    imm = int(cx.imm_bits(lut, ".b32")) & 0xFF

    def run(st, m):
        x, y, z = ra(st), rb(st), rc(st)
        out = np.zeros_like(x)
        for k in range(8):  # sum of minterms: bit k of the LUT for (a,b,c) = (k>>2&1, k>>1&1, k&1)
            if imm >> k & 1:
                t = (x if k & 4 else ~x) & (y if k & 2 else ~y) & (z if k & 1 else ~z)
                out |= t
        wd(st, out, m)
        if wp is not None:
            nz = out != 0
            wp(st, (nz | rq(st)) if boolop == ".or" else (nz & rq(st)), m)

    return run


@compiles("shf")
def _shf(cx: Cx):
    q = cx.ins.qualifiers
    left = ".l" in q
    clamp = ".clamp" in q
    d, a, b, c = cx.ins.operands
    ra, rb, rc, wd = cx.src(a, ".b32"), cx.src(b, ".b32"), cx.src(c, ".u32"), cx.dst(d, ".b32")

    def run(st, m):
        n = rc(st).astype(np.uint64)
        n = np.minimum(n, np.uint64(32)) if clamp else n & np.uint64(31)
        cat = (rb(st).astype(np.uint64) << np.uint64(32)) | ra(st).astype(np.uint64)
        if left:
            r = (cat << n) >> np.uint64(32)
        else:
            r = cat >> n
        wd(st, (r & np.uint64(0xFFFFFFFF)).astype(np.uint32), m)

    return run


@compiles("shl", "shr")
def _shift(cx: Cx):
    typ = op_type(cx)
    bits, signed = type_bits(typ), is_signed(typ)
    right = cx.ins.opcode == "shr"

    def fn(a, b):
        n = b.astype(np.uint64)
        big = n >= bits
        s = np.minimum(n, bits - 1).astype(a.dtype)
        if right and signed:
            return (sview(a) >> s.astype(SINT[bits])).view(a.dtype)
        r = (a >> s) if right else (a << s)
        return np.where(big, a.dtype.type(0), r).astype(a.dtype)

    return _binop(cx, typ, fn, ".u32")


@compiles("and", "or", "xor")
def _logic(cx: Cx):
    typ = op_type(cx)
    fn = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[cx.ins.opcode]
    return _binop(cx, typ, fn)


@compiles("not", "cnot")
def _not(cx: Cx):
    typ = op_type(cx)
    if cx.ins.opcode == "cnot":
        return _unop(cx, typ, lambda a: (a == 0).astype(a.dtype))
    return _unop(cx, typ, np.invert)


@compiles("sad")
def _sad(cx: Cx):
    typ = op_type(cx)
    signed = is_signed(typ)
    d, a, b, c = cx.ins.operands
    ra, rb, rc, wd = cx.src(a, typ), cx.src(b, typ), cx.src(c, typ), cx.dst(d, typ)

    def run(st, m):
        x, y = ra(st), rb(st)
        if signed:
            diff = np.abs(sview(x).astype(np.int64) - sview(y).astype(np.int64))
        else:
            diff = np.abs(x.astype(np.int64) - y.astype(np.int64))
        wd(st, diff.astype(x.dtype) + rc(st), m)

    return run


@compiles("dp4a", "dp2a")
def _dp(cx: Cx):
    q = cx.ins.qualifiers
    ts = [x for x in q if x in (".u32", ".s32")]
    atype, btype = ts[0], ts[1]
    four = cx.ins.opcode == "dp4a"
    hi = ".hi" in q
    d, a, b, c = cx.ins.operands
    ra, rb, rc, wd = cx.src(a, ".b32"), cx.src(b, ".b32"), cx.src(c, ".b32"), cx.dst(d, ".b32")

    def parts(v, signed, width, n, offset=0):
        x = v.astype(np.int64)
        out = []
        for k in range(n):
            p = (x >> (width * k + offset)) & ((1 << width) - 1)
            if signed:
                p = np.where(p >> (width - 1), p - (1 << width), p)
            out.append(p)
        return out

    def run(st, m):
        if four:
            pa = parts(ra(st), atype == ".s32", 8, 4)
            pb = parts(rb(st), btype == ".s32", 8, 4)
        else:
            pa = parts(ra(st), atype == ".s32", 16, 2)
            pb = parts(rb(st), btype == ".s32", 8, 2, 16 if hi else 0)
        s = sum(x * y for x, y in zip(pa, pb, strict=False))
        cc = rc(st).astype(np.int64)
        if ".s32" in (atype, btype):
            cc = sview(rc(st)).astype(np.int64)
        wd(st, ((s + cc) & 0xFFFFFFFF).astype(np.uint32), m)

    return run


@compiles("bmsk")
def _bmsk(cx: Cx):
    """bmsk.clamp/.wrap.b32 d, a, b (9.7.1.22): a mask of b bits starting at bit a, the manual's
    semantics line by line."""
    clamp = ".clamp" in cx.ins.qualifiers
    if not clamp and ".wrap" not in cx.ins.qualifiers:
        raise cx.error("bmsk needs .clamp or .wrap")
    d, a, b = cx.ins.operands
    ra, rb, wd = cx.src(a, ".b32"), cx.src(b, ".b32"), cx.dst(d, ".b32")
    full = np.int64(0xFFFFFFFF)

    def run(st, m):
        av, bv = ra(st).astype(np.int64), rb(st).astype(np.int64)
        a1, b1 = av & 31, bv & 31
        mask0 = (full << a1) & full
        s_ = a1 + b1
        mask1 = np.where(s_ >= 32, 0, (full << np.minimum(s_, 31)) & full)
        over = s_ >= 32
        if clamp:
            mask0 = np.where(av >= 32, 0, mask0)
            over = over | (av >= 32) | (bv >= 32)
        mask1 = np.where(over, 0, np.where(b1 == 0, full, mask1))
        wd(st, (mask0 & ~mask1 & full).astype(np.uint32), m)

    return run


@compiles("szext")
def _szext(cx: Cx):
    typ = op_type(cx)
    signed = is_signed(typ)
    d, a, b = cx.ins.operands
    ra, rb, wd = cx.src(a, ".b32"), cx.src(b, ".u32"), cx.dst(d, ".b32")
    clamp = ".clamp" in cx.ins.qualifiers

    def run(st, m):
        x = ra(st).astype(np.uint64)
        n = rb(st).astype(np.int64)
        n = np.minimum(n, 32) if clamp else n & 31
        keep = (np.uint64(1) << n.astype(np.uint64)) - np.uint64(1)
        v = x & keep
        if signed:
            sb = np.where(n > 0, (x >> np.maximum(n - 1, 0).astype(np.uint64)) & np.uint64(1), np.uint64(0))
            v = np.where(sb != 0, v | (~keep & np.uint64(0xFFFFFFFF)), v)
        wd(st, v.astype(np.uint32), m)

    return run


# -- comparisons and selects ------------------------------------------------------------------
_CMP = (
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "lo",
    "ls",
    "hi",
    "hs",
    "equ",
    "neu",
    "ltu",
    "leu",
    "gtu",
    "geu",
    "num",
    "nan",
)


def compare_ints(cmp: str, a: np.ndarray, b: np.ndarray, signed: bool) -> np.ndarray:
    if signed:
        a, b = sview(a), sview(b)
    return {
        "eq": np.equal,
        "ne": np.not_equal,
        "lt": np.less,
        "le": np.less_equal,
        "gt": np.greater,
        "ge": np.greater_equal,
        "lo": np.less,
        "ls": np.less_equal,
        "hi": np.greater,
        "hs": np.greater_equal,
    }[cmp](a, b)


def _comparison(cx: Cx, typ: str):
    cmp = next(q[1:] for q in cx.ins.qualifiers if q[1:] in _CMP)
    if is_float(typ):
        from ptxemu.machine.semantics.floating import float_compare

        return float_compare(cx, typ, cmp)
    signed = is_signed(typ) and cmp not in ("lo", "ls", "hi", "hs")
    return lambda a, b: compare_ints(cmp, a, b, signed)


@compiles("setp")
def _setp(cx: Cx):
    typ = op_type(cx, INT_TYPES + FLOAT_TYPES)
    if typ in (".f16x2", ".bf16x2"):
        return _setp_packed(cx, typ)
    ops = cx.ins.operands
    test = _comparison(cx, typ)
    ra, rb = cx.src(ops[1], typ), cx.src(ops[2], typ)
    boolop = next((q for q in cx.ins.qualifiers if q in (".and", ".or", ".xor")), None)
    rc = cx.pred(ops[3]) if boolop else None
    comb = {".and": np.logical_and, ".or": np.logical_or, ".xor": np.logical_xor}.get(boolop)
    d = ops[0]
    wp = cx.dst(d.first if isinstance(d, PredPair) else d, ".pred")
    wq = cx.dst(d.second, ".pred") if isinstance(d, PredPair) else None

    def run(st, m):
        t = test(ra(st), rb(st))
        if comb is not None:
            c = rc(st)
            wp(st, comb(t, c), m)
            if wq is not None:
                wq(st, comb(~t, c), m)
        else:
            wp(st, t, m)
            if wq is not None:
                wq(st, ~t, m)

    return run


def _setp_packed(cx: Cx, typ: str):
    """setp.CmpOp{.BoolOp}{.ftz}.f16x2/.bf16x2 p|q, a, b{, c} (manual 9.7.7.2): p from the low halves,
    q from the high halves, each combined with c."""
    from ptxemu.machine.semantics.floating import _split2, float_compare

    ops = cx.ins.operands
    el = typ[:-2]
    cmp = next(q[1:] for q in cx.ins.qualifiers if q[1:] in _CMP)
    test = float_compare(cx, el, cmp)
    for op in ops[1:3]:  # ptxas takes `setp.eq.bf16x2 p, a, p5` (the form table's rp)
        cx.no_pred_source(op, "a comparison source")
    ra, rb = cx.src(ops[1], ".b32"), cx.src(ops[2], ".b32")
    boolop = next((q for q in cx.ins.qualifiers if q in (".and", ".or", ".xor")), None)
    rc = cx.pred(ops[3]) if boolop else None
    comb = {".and": np.logical_and, ".or": np.logical_or, ".xor": np.logical_xor}.get(boolop)
    d = ops[0]
    # a single destination p (ptxas 13.0 accepts it) is the low halves' result: SASS HSETP2 of
    # R4.H0_H0 against R5.H0_H0, the boolop's predicate combined as for p|q
    wp = cx.dst(d.first if isinstance(d, PredPair) else d, ".pred")
    wq = cx.dst(d.second, ".pred") if isinstance(d, PredPair) else None
    ftz = ".ftz" in cx.ins.qualifiers

    def run(st, m):
        (a0, a1), (b0, b1) = _split2(ra(st)), _split2(rb(st))
        if ftz and el == ".f16":
            sub = np.uint16(0x7C00)
            a0, a1, b0, b1 = (np.where((x & sub) == 0, x & np.uint16(0x8000), x) for x in (a0, a1, b0, b1))
        t0, t1 = test(a0, b0), test(a1, b1)
        if comb is not None:
            c = rc(st)
            t0, t1 = comb(t0, c), comb(t1, c)
        wp(st, t0, m)
        if wq is not None:
            wq(st, t1, m)

    return run


@compiles("set")
def _set(cx: Cx):
    ts = [q for q in cx.ins.qualifiers if q in INT_TYPES + FLOAT_TYPES]
    dtype, stype = ts[0], ts[-1]
    ops = cx.ins.operands
    if stype in (".f16x2", ".bf16x2"):
        return _set_packed(cx, dtype, stype)
    test = _comparison(cx, stype)
    wd = cx.dst(ops[0], dtype)
    ra, rb = cx.src(ops[1], stype), cx.src(ops[2], stype)
    boolop = next((q for q in cx.ins.qualifiers if q in (".and", ".or", ".xor")), None)
    rc = cx.pred(ops[3]) if boolop else None
    comb = {".and": np.logical_and, ".or": np.logical_or, ".xor": np.logical_xor}.get(boolop)
    bits = type_bits(dtype)
    # true is 1.0 in a float destination (SASS of set.lt.f16.f32: I2F.F16 of 1, 0x3C00), all ones in
    # an integer one (manual 9.7.6.1, 9.7.7.1)
    one = {".f32": 0x3F800000, ".f16": 0x3C00, ".bf16": 0x3F80}.get(dtype, (1 << bits) - 1)

    def run(st, m):
        t = test(ra(st), rb(st))
        if comb is not None:
            t = comb(t, rc(st))
        wd(st, np.where(t, UINT[bits](one), UINT[bits](0)), m)

    return run


def _set_packed(cx: Cx, dtype: str, stype: str):
    """set.CmpOp{.BoolOp}{.ftz}.dtype.f16x2/.bf16x2 d, a, b{, c} (manual 9.7.7.1): each half compared,
    combined with c and packed: 1.0 per true half for a .f16x2/.bf16x2 destination, 0xffff for .u32/.s32
    (SASS: HSET2.BF / HSET2.BF16_V2.BF for the float results, HSET2 / HSET2.BF16_V2 without .BF for
    set.lt.u32.bf16x2, though the manual's pseudo-code writes 1.0 for every .bf16x2 source)."""
    from ptxemu.machine.semantics.floating import _split2, float_compare

    ops = cx.ins.operands
    el = stype[:-2]
    cmp = next(q[1:] for q in cx.ins.qualifiers if q[1:] in _CMP)
    test = float_compare(cx, el, cmp)
    for op in ops[1:3]:  # ptxas takes `set.eq.bf16x2.bf16x2 d, a, p5` (the form table's rp)
        cx.no_pred_source(op, "a comparison source")
    ra, rb = cx.src(ops[1], ".b32"), cx.src(ops[2], ".b32")
    boolop = next((q for q in cx.ins.qualifiers if q in (".and", ".or", ".xor")), None)
    rc = cx.pred(ops[3]) if boolop else None
    comb = {".and": np.logical_and, ".or": np.logical_or, ".xor": np.logical_xor}.get(boolop)
    # a .f32 or predicate destination of set.bf16x2.bf16x2 (ptxas 13.0 takes both): the packed bits,
    # or `bits != 0` (SASS: ISETP.EQ.U32 of the HSET2 result against RZ)
    wd = cx.dst_or_pred(ops[0], ".b32")
    one = np.uint32({".f16x2": 0x3C00, ".bf16x2": 0x3F80}.get(dtype, 0xFFFF))
    ftz = ".ftz" in cx.ins.qualifiers and el == ".f16"

    def run(st, m):
        (a0, a1), (b0, b1) = _split2(ra(st)), _split2(rb(st))
        if ftz:
            sub = np.uint16(0x7C00)
            a0, a1, b0, b1 = (np.where((x & sub) == 0, x & np.uint16(0x8000), x) for x in (a0, a1, b0, b1))
        t0, t1 = test(a0, b0), test(a1, b1)
        if comb is not None:
            c = rc(st)
            t0, t1 = comb(t0, c), comb(t1, c)
        d = np.where(t0, one, np.uint32(0)) | (np.where(t1, one, np.uint32(0)) << np.uint32(16))
        wd(st, d.astype(np.uint32), m)

    return run


@compiles("selp")
def _selp(cx: Cx):
    typ = op_type(cx, INT_TYPES + FLOAT_TYPES)
    d, a, b, c = cx.ins.operands
    ra, rb, rc, wd = cx.src(a, typ), cx.src(b, typ), cx.pred(c), cx.dst(d, typ)
    return lambda st, m: wd(st, np.where(rc(st), ra(st), rb(st)), m)


@compiles("slct")
def _slct(cx: Cx):
    ts = [q for q in cx.ins.qualifiers if q in INT_TYPES + FLOAT_TYPES]
    dtype, ctype = ts[0], ts[-1]
    d, a, b, c = cx.ins.operands
    ra, rb, rc, wd = cx.src(a, dtype), cx.src(b, dtype), cx.src(c, ctype), cx.dst(d, dtype)
    ftz = ".ftz" in cx.ins.qualifiers

    def run(st, m):
        cv = rc(st)
        if ctype == ".f32":
            f = cv.view(np.float32)
            if ftz:
                f = np.where(np.abs(f) < np.float32(2.0**-126), np.float32(0), f)
            take = f >= 0  # NaN selects b
        else:
            take = sview(cv) >= 0
        wd(st, np.where(take, ra(st), rb(st)), m)

    return run


@compiles("fns")
def _fns(cx: Cx):
    """fns.b32 d, mask, base, offset (9.7.1.17): the |offset|-th set bit of mask counting from bit
    base upwards (offset > 0) or downwards (offset < 0); offset 0 asks whether bit base is set;
    0xffffffff when there is none. The manual's loop, over all bit positions at once. Measured on
    an H200 (tests/data/kernels/misc_ops_*): a base above 31 (undefined in the manual) finds
    nothing, as the loop read literally does; offset -2^31, whose |offset| does not fit, gives 0
    whatever the mask (zero masks included) and base."""
    d, mask, base, offset = cx.ins.operands
    rm, rb = cx.src(mask, ".b32"), cx.src(base, ".b32")
    ro, wd = cx.src(offset, ".s32"), cx.dst(d, ".b32")
    pos = np.arange(32, dtype=np.int64)

    def run(st, m):
        mv = rm(st).astype(np.int64)
        b = rb(st).astype(np.int64)
        off = ro(st).view(np.int32).astype(np.int64)
        bits = (mv[:, None] >> pos) & 1
        up = bits * (pos >= b[:, None])
        down = bits * (pos <= b[:, None]) * (b[:, None] <= 31)
        n = np.abs(off)[:, None]
        hit_up = (np.cumsum(up, axis=1) == n) & (up == 1)  # the n-th set bit from base upwards
        hit_dn = (np.cumsum(down[:, ::-1], axis=1)[:, ::-1] == n) & (down == 1)
        hit = np.where((off > 0)[:, None], hit_up, hit_dn)
        found = hit.any(axis=1)
        d_ = np.where(found, hit.argmax(axis=1), -1)
        at_base = (b <= 31) & (((mv >> np.minimum(b, 31)) & 1) == 1)
        d_ = np.where(off == 0, np.where(at_base, b, -1), d_)
        d_ = np.where(off == -(2**31), 0, d_)
        wd(st, (d_ & 0xFFFFFFFF).astype(np.uint32), m)

    return run
