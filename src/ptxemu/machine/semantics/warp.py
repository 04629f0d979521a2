"""Warp collectives: shfl.sync, vote.sync, match.sync, redux.sync, elect.sync, activemask.

Each is a "sync" step: the engine runs it once every member lane named by membermask has arrived
(or exited), for all such lanes of every warp at once; lanes are viewed as (warps, 32).
"""

from __future__ import annotations

import numpy as np

from ptxemu.isa.statement import PredPair
from ptxemu.machine.program.step import Cx, Step, compiles
from ptxemu.ops.redux import reduce_f32, reduce_int

_BIT = np.uint32(1) << np.arange(32, dtype=np.uint32)


def _ballot(flags: np.ndarray) -> np.ndarray:
    """(L,) bools -> each lane's warp's 32-bit mask of set lanes, per lane."""
    w = (flags.reshape(-1, 32) * _BIT).sum(axis=1, dtype=np.uint64).astype(np.uint32)
    return np.repeat(w, 32)


def _members(cx: Cx, op):
    return cx.src(op, ".b32")


def _active(st, m):
    return np.ones(st.L, bool) if m is None else m


@compiles("shfl")
def _shfl(cx: Cx) -> Step:
    q = cx.ins.qualifiers
    if ".sync" not in q:
        raise cx.unsupported("shfl without .sync (deprecated since sm_70) is not supported")
    mode = next((x for x in q if x in (".up", ".down", ".bfly", ".idx")), None)
    if mode is None:
        raise cx.error("shfl.sync needs a mode (.up/.down/.bfly/.idx)")
    d, a, b, c, mm = cx.ins.operands
    if isinstance(d, PredPair):
        wd, wp = cx.dst(d.first, ".b32"), cx.dst(d.second, ".pred")
    else:
        wd, wp = cx.dst(d, ".b32"), None
    ra, rb, rc = cx.src(a, ".b32"), cx.src(b, ".b32"), cx.src(c, ".b32")

    def run(st, m) -> None:
        lane = st.special["%laneid"].astype(np.int64)
        bval = (rb(st) & np.uint32(31)).astype(np.int64)
        cv = rc(st)
        cval = (cv & np.uint32(31)).astype(np.int64)
        seg = ((cv >> np.uint32(8)) & np.uint32(31)).astype(np.int64)
        max_lane = (lane & seg) | (cval & ~seg)
        min_lane = lane & seg
        if mode == ".up":
            j = lane - bval
            pval = j >= max_lane
        elif mode == ".down":
            j = lane + bval
            pval = j <= max_lane
        elif mode == ".bfly":
            j = lane ^ bval
            pval = j <= max_lane
        else:
            j = min_lane | (bval & ~seg)
            pval = j <= max_lane
        j = np.where(pval, j, lane)
        base = np.arange(st.L, dtype=np.int64) - lane
        val = ra(st)[base + j]
        wd(st, val, m)
        if wp is not None:
            wp(st, pval, m)

    return Step(cx.pc, cx.item, "sync", run=run, members=_members(cx, mm))


@compiles("vote")
def _vote(cx: Cx) -> Step:
    q = cx.ins.qualifiers
    if ".sync" not in q:
        raise cx.unsupported("vote without .sync (deprecated since sm_70) is not supported")
    mode = next((x for x in q if x in (".all", ".any", ".uni", ".ballot")), None)
    d, a, mm = cx.ins.operands
    ra = cx.pred(a)
    wd = cx.dst(d, ".b32" if mode == ".ballot" else ".pred")

    def run(st, m) -> None:
        act = _active(st, m)
        p = ra(st)
        if mode == ".ballot":
            wd(st, _ballot(p & act), m)
            return
        t = _ballot(p & act)
        present = _ballot(act)
        if mode == ".all":
            r = t == present
        elif mode == ".any":
            r = t != 0
        else:
            r = (t == present) | (t == 0)
        wd(st, r, m)

    return Step(cx.pc, cx.item, "sync", run=run, members=_members(cx, mm))


@compiles("match")
def _match(cx: Cx) -> Step:
    q = cx.ins.qualifiers
    mode = ".any" if ".any" in q else ".all"
    typ = ".b64" if ".b64" in q else ".b32"
    d, a, mm = cx.ins.operands
    if isinstance(d, PredPair):
        wd, wp = cx.dst(d.first, ".b32"), cx.dst(d.second, ".pred")
    else:
        wd, wp = cx.dst(d, ".b32"), None
    ra = cx.src(a, typ)
    rm = _members(cx, mm)

    def run(st, m) -> None:
        act = _active(st, m).reshape(-1, 32)
        v = ra(st).reshape(-1, 32)
        eq = (v[:, :, None] == v[:, None, :]) & act[:, None, :] & act[:, :, None]  # (W, lane, other)
        same = (eq * _BIT[None, None, :]).sum(axis=2, dtype=np.uint64).astype(np.uint32).reshape(-1)
        if mode == ".any":
            wd(st, same, m)
            return
        present = _ballot(act.reshape(-1))
        allsame = same == present
        wd(st, np.where(allsame, rm(st), np.uint32(0)).astype(np.uint32), m)
        if wp is not None:
            wp(st, allsame, m)

    return Step(cx.pc, cx.item, "sync", run=run, members=rm)


@compiles("redux")
def _redux(cx: Cx) -> Step:
    q = [x[1:] for x in cx.ins.qualifiers]
    op = next(x for x in q if x in ("add", "min", "max", "and", "or", "xor"))
    typ = next(x for x in q if x in ("u32", "s32", "b32", "f32"))
    d, a, mm = cx.ins.operands
    ra = cx.src(a, "." + typ)
    wd = cx.dst(d, "." + typ)

    def run(st, m) -> None:
        act = _active(st, m).reshape(-1, 32)
        v = ra(st).reshape(-1, 32)
        if typ == "f32":
            r = reduce_f32(v, op, absolute="abs" in q, nan="NaN" in q, mask=act, axis=1)
        else:
            r = reduce_int(v, op, typ, mask=act, axis=1)
        wd(st, np.repeat(r, 32), m)

    return Step(cx.pc, cx.item, "sync", run=run, members=_members(cx, mm))


@compiles("elect")
def _elect(cx: Cx) -> Step:
    """elect.sync elects the lowest active lane of membermask (measured on the H100: 47 masks)."""
    d, mm = cx.ins.operands
    if isinstance(d, PredPair):
        wd, wp = cx.dst(d.first, ".b32"), cx.dst(d.second, ".pred")
    else:
        wd, wp = None, cx.dst(d, ".pred")
    rm = _members(cx, mm)

    def run(st, m) -> None:
        act = _active(st, m)
        w = _ballot(act) & rm(st)
        low = (w & (~w + np.uint32(1))).astype(np.uint32)  # lowest set bit
        leader = np.log2(np.maximum(low, 1)).astype(np.uint32)
        if wd is not None:
            wd(st, leader, m)
        wp(st, (st.special["%laneid"] == leader) & (low != 0), m)

    return Step(cx.pc, cx.item, "sync", run=run, members=rm)


@compiles("activemask")
def _activemask(cx: Cx):
    (d,) = cx.ins.operands
    wd = cx.dst(d, ".b32")

    def run(st, m) -> None:
        wd(st, _ballot(_active(st, m)), m)

    return run
