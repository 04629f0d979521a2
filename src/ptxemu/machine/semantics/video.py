"""Video instructions (manual 9.7.18): the scalar forms with byte/half-word selectors, saturation,
secondary operations and merges, vmad, vset, and the 2- and 4-way SIMD forms with selectors and masks.

The scalar forms follow the manual's pipeline: extract and sign/zero-extend the selected part of
each source to s33, operate to s34, optionally clamp (to the merge's sub-word width when the
destination has a selector), then a secondary operation with c (.add/.min/.max; c signed as dtype)
or a merge into c, keeping the low 32 bits; vmad computes (a*b) + c with negations, .po, scaling
and clamping. Where the H100 departs from that pipeline the measured rule runs (below).
Values are exact Python integers in object arrays: these instructions are rare and their
intermediates exceed 64 bits. The SIMD forms select 16-bit (x2) or 8-bit (x4) elements from the
pair {b, a} (a holds elements 0..1 / 0..3), `.hxy` / `.bxyzw` naming the element for each lane from
the highest lane down.

The departures from the manual's scalar pipeline (9.7.18.1). sm_90 has no video unit: the
driver's compiler (ptxas 13.0, the recording's driver) lowers each form to 32/64-bit integer code,
and these rules are that code's arithmetic. Each is exact on every lane of every recorded form
(tests/data/kernels/base_isa_video.ptx: 358 scalar forms x 256 lanes) and each is needed: the
manual's reading fails recorded lanes.
vadd, vsub, vabsdiff, vmin, vmax:
* .sat with a .u32 destination clamps negative results to 0 and lets larger ones wrap
  (vadd.u32.u32.u32.sat of 0x00ff00ff + 0xfffffff8 is 0x00ff00f7);
* .sat with a destination merge makes every result outside [0, the sub-word's maximum] that
  maximum, negative ones included (an s8 merge of -1 gives 0x7f);
* vadd and vsub keep only the low 32 bits of their result, sign-extended, before a .min/.max
  (vabsdiff, vmin and vmax keep the whole s34 value).
vshl, vshr:
* vshl shifts in 64 bits: bits shifted past bit 63 are lost (a .u32 0xffffffff shifted by 32 is
  negative as a signed value);
* .sat keeps the low 34 bits of the shifted value (sign-extended from bit 33), then clamps to the
  32-bit range of the destination type, a merge's sub-word width ignored; a saturated result meets a
  .min/.max's c as its low 32 bits, sign-extended, as vadd/vsub's do (ptxas 13.0's code, not in the
  recording: see the end).
All scalar forms but vmad:
* a `d.h1` merge keeps bits 16..31 of the result itself, not its low half moved up (recorded for
  vadd..vmax; ptxas 13.0 emits PRMT 0x3254 for every scalar op, ptxas 13.5 the manual's merge);
* .min/.max with a .u32 destination compare the result's 64-bit two's complement with c unsigned:
  a negative result is larger than every c (vsub.u32.u32.u32.max of 0x1f - 0x6446 and c = 0x21 is
  0xffff9bd9);
* vset's .min/.max take c signed as atype (the manual: unsigned).
vmad (64-bit arithmetic throughout):
* a full-word .u32 source of 2^31 or more enters the product as a negative .s32 (the product is a
  signed 32x32-bit multiply of the extracted values);
* c is sign-extended from 32 bits even when the final result is unsigned;
* the sum keeps 64 bits; .shr7/.shr15 shift it logically when the final result is unsigned and
  arithmetically when signed; .sat clamps that 64-bit value, read as signed, to the final type's
  32-bit range.
Other combinations of these qualifiers compose the same stages. tools/truth/kernels/video_sass.py
evaluates the SASS ptxas 13.0 makes of each form; that evaluation gives the GPU's word on every
recorded lane of the 358 recorded forms, and ptxemu agrees with it on those and on 280 combinations
the recording lacks (video_more.py), 512 lanes each (tests/machine/test_base_isa_hw.py).
"""

from __future__ import annotations

import numpy as np

from ptxemu.isa.statement import Reg
from ptxemu.machine.program.step import Cx, compiles

_SCALAR = ("vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", "vmad", "vset")
_CMP = {
    ".eq": np.equal,
    ".ne": np.not_equal,
    ".lt": np.less,
    ".le": np.less_equal,
    ".gt": np.greater,
    ".ge": np.greater_equal,
}


def _types(cx: Cx, n: int) -> list[bool]:
    ts = [q for q in cx.ins.qualifiers if q in (".u32", ".s32")]
    if len(ts) != n:
        raise cx.error(f"expected {n} operand types (.u32/.s32)")
    return [t == ".s32" for t in ts]


def _part(v: np.ndarray, signed: bool, sel: str) -> np.ndarray:
    """partSelectSignExtend: the selected byte/half-word (or the word) of 32-bit v, extended to s33."""
    x = v.astype(np.int64)
    if sel.startswith(".b"):
        x, w = (x >> (8 * int(sel[2]))) & 0xFF, 8
    elif sel.startswith(".h"):
        x, w = (x >> (16 * int(sel[2]))) & 0xFFFF, 16
    else:
        w = 32
    if signed:
        x = np.where(x >= (1 << (w - 1)), x - (1 << w), x)
    return x.astype(object)


def _wrap(t, bits: int):
    """The low `bits` bits of t, read as a signed value."""
    t = t & ((1 << bits) - 1)
    return np.where(t >= (1 << (bits - 1)), t - (1 << bits), t)


def _clamp(t, lo: int, hi: int):
    return np.minimum(np.maximum(t, lo), hi)


def _sat_range(signed: bool, dsel: str) -> tuple[int, int]:
    w = 8 if dsel.startswith(".b") else 16 if dsel.startswith(".h") else 32
    return (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)


def _merge(dsel: str, t, c):
    if dsel.startswith(".h"):  # the H100 keeps the half-word of the result at the merged position
        k = int(dsel[2])
        keep = 0xFFFF << (16 * k)
        return (t & keep) | (c & (0xFFFFFFFF ^ keep))
    k = int(dsel[2])
    return ((t & 0xFF) << (8 * k)) | (c & (0xFFFFFFFF ^ (0xFF << (8 * k))))


def _sel(op) -> str:
    return op.sel if isinstance(op, Reg) else ""


def _plain(op):
    return Reg(op.name, op.negated, "") if isinstance(op, Reg) else op


@compiles(*_SCALAR)
def _scalar(cx: Cx):
    """vadd vsub vabsdiff vmin vmax vshl vshr vset (9.7.18.1.1/2/4): the manual's stages, with the
    H100's departures (the module's docstring) marked where they act."""
    op = cx.ins.opcode
    q = cx.ins.qualifiers
    ops = cx.ins.operands
    if op == "vmad":
        return _vmad(cx)
    if op == "vset":
        sa, sb = _types(cx, 2)
        sd = False  # the comparison's result is unsigned, and so are d and c
        sc = sa  # H100: .min/.max compare with c signed as atype
    else:
        sd, sa, sb = _types(cx, 3)
        sc = sd
        if op in ("vshl", "vshr"):
            sb = False  # the shift amount is .u32
    d = ops[0]
    dsel = _sel(d)
    if len(ops) not in (3, 4):
        raise cx.error("takes d, a, b and an optional c")
    secop = next((x for x in q if x in (".add", ".min", ".max")), None)
    if dsel and (len(ops) != 4 or secop):
        raise cx.error("a destination selector merges into c: it needs c and no secondary operation")
    if secop and len(ops) != 4:
        raise cx.error("a secondary operation needs c")
    cmp = next((_CMP[x] for x in q if x in _CMP), None) if op == "vset" else None
    if op == "vset" and cmp is None:
        raise cx.error("vset needs a comparison")
    sat = ".sat" in q
    clamp = ".clamp" in q
    shift = op in ("vshl", "vshr")
    if shift and not (clamp or ".wrap" in q):
        raise cx.error("vshl/vshr need .clamp or .wrap")
    asel, bsel = _sel(ops[1]), _sel(ops[2])
    ra, rb = cx.src(_plain(ops[1]), ".b32"), cx.src(_plain(ops[2]), ".b32")
    rc = cx.src(ops[3], ".b32") if len(ops) == 4 else None
    wd = cx.dst(_plain(d), ".b32")
    lo, hi = _sat_range(sd, "" if shift else dsel)

    def run(st, m):
        ta, tb = _part(ra(st), sa, asel), _part(rb(st), sb, bsel)
        if op == "vadd":
            t = ta + tb
        elif op == "vsub":
            t = ta - tb
        elif op == "vabsdiff":
            t = abs(ta - tb)
        elif op == "vmin":
            t = np.minimum(ta, tb)
        elif op == "vmax":
            t = np.maximum(ta, tb)
        elif op == "vset":
            t = cmp(ta, tb).astype(np.int64).astype(object)
        else:
            n = np.minimum(tb, 32) if clamp else tb & 0x1F
            t = _wrap(ta << n, 64) if op == "vshl" else (ta >> n)  # H100: vshl in 64 bits
        if sat and shift:  # H100: the low 34 bits, clamped to the 32-bit range (merge or not)
            t = _clamp(_wrap(t, 34), lo, hi)
        elif sat and op != "vset":
            if dsel:  # H100: a result outside [0, the sub-word's maximum] (negative too) is that maximum
                t = np.where((t < 0) | (t > hi), hi, t)
            elif sd:
                t = _clamp(t, lo, hi)
            else:  # H100: .u32 destination: negative results clamp to 0, larger ones wrap
                t = np.maximum(t, 0)
        if rc is not None:
            c = _part(rc(st), sc, "")
            if secop == ".add":
                t = t + c
            elif secop in (".min", ".max"):
                if op in ("vadd", "vsub") or (shift and sat):  # H100: the low 32 bits, sign-extended
                    t = _wrap(t, 32)
                if not sc:  # H100: the result's 64-bit two's complement against c, unsigned
                    t = t & 0xFFFFFFFFFFFFFFFF
                t = np.minimum(t, c) if secop == ".min" else np.maximum(t, c)
            elif dsel:
                t = _merge(dsel, t, c & 0xFFFFFFFF)
        wd(st, (t & 0xFFFFFFFF).astype(np.uint64).astype(np.uint32), m)

    return run


def _vmad(cx: Cx):
    """vmad (9.7.18.1.3): (a*b) + c with the product or c negated, .po (+1), .shr7/.shr15, .sat, in
    the H100's 64-bit arithmetic (the module's docstring)."""
    q = cx.ins.qualifiers
    _, sa, sb = _types(cx, 3)
    d, a, b, c = cx.ins.operands
    na, nb, nc = (bool(getattr(x, "minus", False)) for x in (a, b, c))
    po = ".po" in q
    if po and (na or nb or nc):
        raise cx.error("vmad.po takes no negated operands")
    if (na != nb) and nc:  # ptxas: "Operand negation limited to either (source A xor source B) or source C"
        raise cx.error("negates the product and c")
    shift = 7 if ".shr7" in q else 15 if ".shr15" in q else 0
    sat = ".sat" in q
    signed_final = sa or sb or (na != nb) or nc
    asel, bsel = _sel(a), _sel(b)
    ra, rb = cx.src(Reg(a.name), ".b32"), cx.src(Reg(b.name), ".b32")
    rc = cx.src(Reg(c.name), ".b32") if isinstance(c, Reg) else cx.src(c, ".b32")
    wd = cx.dst(d, ".b32")
    lo, hi = _sat_range(signed_final, "")

    def run(st, m):
        # H100: a signed 32x32-bit product (a full-word .u32 of 2^31 or more counts as negative)
        t = _wrap(_part(ra(st), sa, asel), 32) * _wrap(_part(rb(st), sb, bsel), 32)
        cv = rc(st).astype(np.int64).astype(object)
        lsb = 0
        if po:
            lsb = 1
        elif na != nb:
            t, lsb = ~t, 1
        elif nc:
            cv, lsb = cv ^ 0xFFFFFFFF, 1
        t = _wrap(t + _wrap(cv, 32) + lsb, 64)  # H100: c sign-extended whatever the final type
        if shift:  # H100: a logical shift of the 64 bits when the final result is unsigned
            t = t >> shift if signed_final else (t & 0xFFFFFFFFFFFFFFFF) >> shift
        if sat:
            t = _clamp(_wrap(t, 64), lo, hi)
        wd(st, (t & 0xFFFFFFFF).astype(np.uint64).astype(np.uint32), m)

    return run


# -- SIMD: vadd2 ... vset2, vadd4 ... vset4 (9.7.18.2) --------------------------------------------
_SIMD2 = ("vadd2", "vsub2", "vavrg2", "vabsdiff2", "vmin2", "vmax2", "vset2")
_SIMD4 = ("vadd4", "vsub4", "vavrg4", "vabsdiff4", "vmin4", "vmax4", "vset4")


def _elements(a: np.ndarray, b: np.ndarray, sel: str, n: int, w: int, signed: bool) -> np.ndarray:
    """(L, n) elements picked from {b, a} by a `.hxy` / `.bxyzw` selector (lowest lane last)."""
    pool = (b.astype(np.int64) << 32) | a.astype(np.int64)
    idx = [int(ch) for ch in reversed(sel[2:])]  # lane 0 first
    mask = (1 << w) - 1
    cols = [(pool >> (w * k)) & mask for k in idx]
    x = np.stack(cols, axis=1)
    if signed:
        x = np.where(x >= (1 << (w - 1)), x - (1 << w), x)
    return x


@compiles(*_SIMD2, *_SIMD4)
def _simd(cx: Cx):
    op = cx.ins.opcode
    q = cx.ins.qualifiers
    two = op in _SIMD2
    n, w = (2, 16) if two else (4, 8)
    if op.startswith("vset"):
        sa, sb = _types(cx, 2)
        sd = False
        cmp = next((_CMP[x] for x in q if x in _CMP), None)
        if cmp is None:
            raise cx.error("needs a comparison")
    else:
        sd, sa, sb = _types(cx, 3)
        cmp = None
    ops = cx.ins.operands
    if len(ops) != 4:
        raise cx.error("takes d, a, b, c")
    d, a, b, c = ops
    add, sat = ".add" in q, ".sat" in q
    if add and sat:
        raise cx.error(".sat cannot be used with the secondary accumulate")
    dsel = _sel(d) or (".h10" if two else ".b3210")
    asel = _sel(a) or (".h10" if two else ".b3210")
    bsel = _sel(b) or (".h32" if two else ".b7654")
    for s in (dsel, asel, bsel):
        if s[1] != ("h" if two else "b"):
            raise cx.error(f"selector '{s}' does not fit a {n}-way instruction")
    if len(asel) != 2 + n or len(bsel) != 2 + n:
        raise cx.error(f"source selectors name {n} elements")
    mask = np.zeros(n, bool)
    for ch in dsel[2:]:
        if int(ch) >= n:
            raise cx.error(f"mask '{dsel}' names element {ch}")
        mask[int(ch)] = True
    ra, rb = cx.src(_plain(a), ".b32"), cx.src(_plain(b), ".b32")
    rc, wd = cx.src(c, ".b32"), cx.dst(_plain(d), ".b32")
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if sd else (0, (1 << w) - 1)
    em = (1 << w) - 1

    def run(st, m):
        av, bv = ra(st), rb(st)
        va = _elements(av, bv, asel, n, w, sa)
        vb = _elements(av, bv, bsel, n, w, sb)
        if op.startswith("vadd"):
            t = va + vb
        elif op.startswith("vsub"):
            t = va - vb
        elif op.startswith("vavrg"):
            s_ = va + vb
            t = np.where(s_ >= 0, (s_ + 1) >> 1, s_ >> 1)
        elif op.startswith("vabsdiff"):
            t = np.abs(va - vb)
        elif op.startswith("vmin"):
            t = np.minimum(va, vb)
        elif op.startswith("vmax"):
            t = np.maximum(va, vb)
        else:
            t = cmp(va, vb).astype(np.int64)
        if sat:
            t = np.clip(t, lo, hi)
        cv = rc(st).astype(np.int64)
        if add:
            r = cv + (t * mask).sum(axis=1)
        else:
            r = np.zeros(st.L, np.int64)
            for i in range(n):
                part = (t[:, i] & em) if mask[i] else ((cv >> (w * i)) & em)
                r |= part << (w * i)
        wd(st, (r & 0xFFFFFFFF).astype(np.uint32), m)

    return run
