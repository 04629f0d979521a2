"""atom/red in lane order without numba and without a Python step per round: the updates of each
address form a chain (memory's value, then each lane's operand in ascending lane order), and the
chains of a group of lanes are laid out as the columns of a 2-D array, one row per position in the
chain, so that one numpy `accumulate` down the rows applies every chain's updates in order, each
update rounded as the one atomic operation rounds it.

That works where the operation is a numpy ufunc with the atomic's rounding: integer add (wrapping),
and/or/xor, min/max (signed or not); f32 add (shared memory as IEEE; global memory flushes
subnormal inputs and results, so a chain that makes a subnormal intermediate is left to the
exact routes); f64 add where no NaN takes part (the NaN rules are the exact routes'); f16 add
(numpy's float16 adds in float32 and rounds once to nearest even: a float32 sum of two f16 values
rounded again to f16 is the correctly rounded sum, 24 >= 2 * 11 + 2 bits); exch. bf16 add has no
ufunc: its rows are one numpy step each over every chain at once (the float32 sum, which holds the
correctly rounded bf16 sum after a round to nearest even of the top 16 bits, 24 >= 2 * 8 + 2), so
a chain of k updates costs k small steps whatever the number of addresses. A NaN result of an f16
or bf16 add is 0x7FFF and of an f32 add 0x7FFFFFFF, and NaN stays NaN down a chain, so the NaN
codes are set afterwards; f16/bf16 min/max run as a max of ordered integer keys (+0 > -0), a NaN
operand ignored unless everything so far was NaN (0x7FFF).

`apply_chains` returns None for what it does not do (cas, inc, dec, the cases above): the caller
then runs atomic_kernels' compiled loop or atomic's numpy rounds, the reference these equal bit
for bit (tests/machine/test_atomic_routes.py)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

_INT_UFUNC = {".add": np.add, ".and": np.bitwise_and, ".or": np.bitwise_or, ".xor": np.bitwise_xor,
              ".min": np.minimum, ".max": np.maximum}
_SIGNED = {".s32": np.int32, ".s64": np.int64}
_HALF_NAN = np.uint16(0x7FFF)


def apply_chains(
    view: np.ndarray, idx: np.ndarray, b: np.ndarray, c: np.ndarray | None, op: str, typ: str, sp: str,
    steps_ok: Callable[[int], bool] | None = None,
) -> np.ndarray | None:
    """atomic.apply_in_lane_order's updates (row j of `b` updates view[idx[j]:idx[j] + n], lanes in
    ascending order), returning the (lanes, n) values each lane found; None (memory untouched) where
    this route does not apply, or where a bf16 add would take a numpy step per row and
    `steps_ok(rows)` says not to (the caller has a compiled loop that pays by then)."""
    if op not in (".add", ".min", ".max", ".and", ".or", ".xor", ".exch") or not view.flags.c_contiguous:
        return None
    lanes, n = b.shape
    b = np.ascontiguousarray(b)
    if typ in (".f16x2", ".bf16x2"):  # each half is its own chain of 16-bit codes
        ev, vals, el, k = view.view(np.uint16), b.view(np.uint16), typ[:-2], 2
    else:
        ev, vals, el, k = view, b, typ, 1
    keys = ((idx.astype(np.int64) * k)[:, None] + np.arange(n * k)).ravel()
    vals = vals.ravel()
    order = np.argsort(keys, kind="stable")
    sk = keys[order]
    start = np.ones(len(sk), bool)
    np.not_equal(sk[1:], sk[:-1], out=start[1:])
    first = np.flatnonzero(start)
    seg = np.cumsum(start) - 1
    rank = np.arange(len(sk)) - first[seg]
    mem0 = ev[sk[first]]
    res = _scan(op, el, sp, mem0, vals[order], seg, rank, np.diff(np.r_[first, len(sk)]), steps_ok)
    if res is None:
        return None
    olds = np.empty_like(res)
    olds[1:] = res[:-1]
    olds[first] = mem0
    last = np.r_[first[1:], len(sk)] - 1
    ev[sk[last]] = res[last]
    out = np.empty(len(sk), res.dtype)
    out[order] = olds
    return out.reshape(lanes, n * k).view(view.dtype).reshape(lanes, n)


def _scan(op, el, sp, mem0, v, seg, rank, mult, steps_ok) -> np.ndarray | None:
    """Each element's result (memory after its update) in the sorted order of v."""
    if op == ".exch":
        return v.copy()
    if el in (".f16", ".bf16"):
        if op == ".add":
            if el == ".bf16":
                return _bf16_add(mem0, v, seg, rank, mult, steps_ok)
            return _half_add(False, mem0, v, seg, rank, mult)
        return _half_minmax(op == ".max", el == ".bf16", mem0, v, seg, rank, mult)
    if el == ".f32":
        if op != ".add":
            return None
        return _f32_add(sp == ".shared", mem0, v, seg, rank, mult)
    if el == ".f64":
        if op != ".add":
            return None
        fv, fm = v.view(np.float64), mem0.view(np.float64)
        if np.isnan(fv).any() or np.isnan(fm).any():
            return None
        with np.errstate(all="ignore"):
            r = _columns(np.add, fm, fv, seg, rank, mult, np.float64)
        return None if np.isnan(r).any() else r.view(np.uint64)
    if el in _SIGNED and op in (".min", ".max"):
        st = _SIGNED[el]
        return _columns(_INT_UFUNC[op], mem0.view(st), v.view(st), seg, rank, mult, st).view(v.dtype)
    if op not in _INT_UFUNC:
        return None
    return _columns(_INT_UFUNC[op], mem0, v, seg, rank, mult, v.dtype)


def _groups(mult: np.ndarray):
    """The chains grouped by length (within a factor of two), so a group's rows hold at most twice
    its elements: (chain ids, longest length) per group."""
    g = np.log2(mult).astype(np.int64)
    for gv in np.flatnonzero(np.bincount(g)):  # np.unique's first call imports numpy.ma (~15 ms)
        ids = np.flatnonzero(g == gv)
        yield ids, int(mult[ids].max())


def _layout(mem0, v, seg, rank, mult, dtype):
    """For each group: (the rows: memory's values then the operands, one column per chain, the
    flat positions of v's elements in it, their indices in v)."""
    col = np.empty(len(mult), np.int64)
    grp = np.empty(len(mult), np.int64)
    groups = list(_groups(mult))
    for gi, (ids, _) in enumerate(groups):
        col[ids] = np.arange(len(ids))
        grp[ids] = gi
    eg = grp[seg]
    by = np.argsort(eg, kind="stable")
    bounds = np.searchsorted(eg[by], np.arange(len(groups) + 1))
    for gi, (ids, depth) in enumerate(groups):
        el = by[bounds[gi]:bounds[gi + 1]]
        w = len(ids)
        a = np.zeros((depth + 1, w), dtype)
        a[0] = mem0[ids]
        flat = (rank[el] + 1) * w + col[seg[el]]
        a.reshape(-1)[flat] = v[el]
        yield a, flat, el


def _columns(ufunc, mem0, v, seg, rank, mult, dtype) -> np.ndarray:
    out = np.empty(len(v), dtype)
    for a, flat, el in _layout(mem0, v, seg, rank, mult, dtype):
        ufunc.accumulate(a, axis=0, dtype=dtype, out=a)
        out[el] = a.reshape(-1)[flat]
    return out


def _f32_add(shared: bool, mem0, v, seg, rank, mult) -> np.ndarray | None:
    expo = np.uint32(0x7F800000)
    if not shared:  # the H100 flushes f32 atomic adds on global memory: inputs here, results checked
        sign = np.uint32(0x80000000)
        mem0 = np.where((mem0 & expo) == 0, mem0 & sign, mem0)
        v = np.where((v & expo) == 0, v & sign, v)
    with np.errstate(all="ignore"):
        r = _columns(np.add, mem0.view(np.float32), v.view(np.float32), seg, rank, mult, np.float32)
    rb = r.view(np.uint32)
    if not shared and (((rb & expo) == 0) & ((rb & np.uint32(0x7FFFFFFF)) != 0)).any():
        return None  # a subnormal sum, flushed before the next update: the exact routes
    return np.where(r != r, np.uint32(0x7FFFFFFF), rb)


def _half_add(bf: bool, mem0, v, seg, rank, mult) -> np.ndarray:
    if not bf:
        with np.errstate(all="ignore"):
            r = _columns(np.add, mem0.view(np.float16), v.view(np.float16), seg, rank, mult, np.float16)
        return np.where(r != r, _HALF_NAN, r.view(np.uint16))
    out = np.empty(len(v), np.uint16)
    m32 = (mem0.astype(np.uint32) << 16).view(np.float32)
    v32 = (v.astype(np.uint32) << 16).view(np.float32)
    keep, one, half, sixteen = np.uint32(0xFFFF0000), np.uint32(1), np.uint32(0x7FFF), np.uint32(16)
    add, shift, band = np.add, np.right_shift, np.bitwise_and
    with np.errstate(all="ignore"):
        for a, flat, el in _layout(m32, v32, seg, rank, mult, np.float32):
            u = a.view(np.uint32)
            t = np.empty(a.shape[1], np.uint32)
            rows, urows = list(a), list(u)  # the row views made once: the loop is the ufuncs alone
            prev = rows[0]
            for r in range(1, len(rows)):
                row, ur = rows[r], urows[r]
                # the float32 sum; then to nearest even bf16 (outputs positional: a ufunc call with
                # a keyword costs ~10% more, and a row is six calls on a few dozen elements)
                add(prev, row, row)
                shift(ur, sixteen, t)
                band(t, one, t)
                add(t, half, t)
                add(ur, t, ur)
                band(ur, keep, ur)
                prev = row
            out[el] = (u.reshape(-1)[flat] >> 16).astype(np.uint16)
    hi = out & np.uint16(0x7FFF)
    return np.where(hi > np.uint16(0x7F80), _HALF_NAN, out)


def _rows(mult) -> int:
    return sum(d for _, d in _groups(mult))


def _bf16_add(mem0, v, seg, rank, mult, steps_ok) -> np.ndarray | None:
    """bf16 add chains, stepping only the updates that are not +0 (a 16-bit atomicAdd written as a
    bf16x2 one with +0 in the other half, as llm.c and PyTorch do, makes half of them +0): adding +0
    leaves every value as it is but -0 (-> +0) and a NaN other than 0x7FFF (-> 0x7FFF), so where no
    dropped update meets one of those, each dropped update's result is the value before it; else
    every update is stepped. None where `steps_ok(rows)` says not to step (see apply_chains)."""
    keep = v != 0
    if keep.all() or not keep.any():
        if steps_ok is not None and not steps_ok(_rows(mult)):
            return None
        return _half_add(True, mem0, v, seg, rank, mult)
    start = np.ones(len(v), bool)
    np.not_equal(seg[1:], seg[:-1], out=start[1:])
    firstpos = np.flatnonzero(start)[seg]  # each element's segment's first position
    kidx = np.flatnonzero(keep)
    kseg = seg[kidx]
    kstart = np.ones(len(kidx), bool)
    np.not_equal(kseg[1:], kseg[:-1], out=kstart[1:])
    kfirst = np.flatnonzero(kstart)
    kgrp = np.cumsum(kstart) - 1
    kmult = np.diff(np.r_[kfirst, len(kidx)])
    if steps_ok is not None and not steps_ok(_rows(kmult)):
        return None
    kres = _half_add(True, mem0[kseg[kfirst]], v[kidx], kgrp, np.arange(len(kidx)) - kfirst[kgrp], kmult)
    pos = np.arange(len(v))
    last = np.maximum.accumulate(np.where(keep, pos, firstpos - 1))  # the last stepped update so far
    full = np.zeros(len(v), np.uint16)
    full[kidx] = kres
    res = np.where(last >= firstpos, full[np.maximum(last, 0)], mem0[seg])
    before = np.empty_like(res)
    before[1:] = res[:-1]
    before[start] = mem0[seg[start]]
    odd = (before == np.uint16(0x8000)) | (((before & np.uint16(0x7FFF)) > np.uint16(0x7F80))
                                            & (before != _HALF_NAN))
    if (odd & ~keep).any():
        return _half_add(True, mem0, v, seg, rank, mult)
    return res


def _half_minmax(is_max: bool, bf: bool, mem0, v, seg, rank, mult) -> np.ndarray:
    inf = 0x7F80 if bf else 0x7C00
    # ordered keys: -x below +x, -0 (key -1) below +0 (key 0); a NaN gets a key below (max) or
    # above (min) every number, so it loses unless everything in the chain so far is NaN
    none = np.int32(-(1 << 20)) if is_max else np.int32(1 << 20)

    def key(h):
        mag = (h & np.uint16(0x7FFF)).astype(np.int32)
        kk = np.where(h & np.uint16(0x8000), -mag - 1, mag)
        return np.where(mag > inf, none, kk).astype(np.int32)

    ufunc = np.maximum if is_max else np.minimum
    r = _columns(ufunc, key(mem0), key(v), seg, rank, mult, np.int32)
    bits = np.where(r < 0, (-(r + 1)) | 0x8000, r).astype(np.uint16)
    return np.where(r == none, _HALF_NAN, bits)
