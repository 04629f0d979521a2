"""mbarrier objects in shared memory (manual 9.7.13.15), CTA-local.

The object is opaque (8 bytes, 8-aligned); ptxemu's encoding, a named model: bits 0-19 pending
arrivals, 20-39 expected arrivals, 40-61 tx-count (two's complement, 22 bits), 63 the current
phase's parity. A phase completes when pending arrivals and tx-count are both zero: the parity
flips and pending is reloaded with expected. The state an arrive returns holds the parity of the
phase it arrived on (bit 63) and the pending count it left (bits 0-19, for pending_count);
test_wait/try_wait with it (or .parity P) is true once that phase has completed. Operations from
several lanes on one object apply in ascending lane order. try_wait returns at once (its time
limit is a hint): kernels loop on it, and the scheduler lets the other lanes run meanwhile.
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxRuntimeError
from ptxemu.machine.kernel import Cx, compiles
from ptxemu.machine.ops_mem import Addr, _lane_index, _lanes, _rounds, resolve, space_of

U = np.uint64
M20 = U((1 << 20) - 1)
M22 = U((1 << 22) - 1)
PHASE = U(1 << 63)


def _fields(s: np.ndarray):
    pend = (s & M20).astype(np.int64)
    exp = ((s >> U(20)) & M20).astype(np.int64)
    tx = ((s >> U(40)) & M22).astype(np.int64)
    tx = np.where(tx >= (1 << 21), tx - (1 << 22), tx)
    ph = (s >> U(63)).astype(np.int64)
    return pend, exp, tx, ph


def _pack(pend, exp, tx, ph) -> np.ndarray:
    return (
        (pend.astype(U) & M20)
        | ((exp.astype(U) & M20) << U(20))
        | ((tx.astype(np.int64) & ((1 << 22) - 1)).astype(U) << U(40))
        | (ph.astype(U) << U(63))
    )


def _complete(pend, exp, tx, ph):
    done = (pend == 0) & (tx == 0)
    return np.where(done, exp, pend), exp, tx, np.where(done, ph ^ 1, ph)


def _rmw(st, addr: Addr, m, fn, args):
    """Apply fn(state, *per-lane args) -> (new state, result) lane by lane in ascending order."""
    lanes = _lanes(st, m)
    li = _lane_index(st, lanes)
    ad = addr.lanes_addr(st, lanes)
    res = np.zeros(len(li), np.uint64)
    vals = [a[li] if isinstance(a, np.ndarray) else np.full(len(li), a) for a in args]
    for buf, p, off in resolve(st, addr.space, ad, lanes, 8, write=True):
        pos = np.arange(len(li))[p]
        view = buf.view(np.uint64)
        idx = off // 8
        for rnd in _rounds(idx):
            i = idx[rnd]
            new, r = fn(view[i], *[v[pos[rnd]] for v in vals])
            view[i] = new
            res[pos[rnd]] = r
    full = np.zeros(st.L, np.uint64)
    full[li] = res
    return full


def arrive_on(st, space: str, addr: np.ndarray, m) -> None:
    """One arrive-on (pending count - 1, no tx) by each lane of m on the mbarrier at addr[lane]
    (a full lane array of addresses in `space`): tcgen05.commit's arrive, outside the PTX operand path."""
    at = type(
        "At",
        (),
        {"space": space, "lanes_addr": lambda self, st_, ln: addr if isinstance(ln, slice) else addr[ln]},
    )()

    def f(s, c):
        pend, exp, tx, ph = _fields(s)
        pend = pend - c
        if (pend < 0).any():
            raise PtxRuntimeError("mbarrier arrive (tcgen05.commit): more arrivals than the phase expects")
        return _pack(*_complete(pend, exp, tx, ph)), s

    _rmw(st, at, m, f, [np.ones(st.L, np.int64)])


@compiles("mbarrier")
def _mbarrier(cx: Cx):
    q = cx.ins.qualifiers
    op = q[0]
    space = space_of(cx) or ""
    ops = list(cx.ins.operands)
    if op == ".init":
        a, cnt = ops
        addr, rc = Addr(cx, a, space), cx.src(cnt, ".u32")

        def init(st, m):
            c = rc(st).astype(np.int64)
            bad = (c < 1) | (c > (1 << 20) - 1)
            if (bad if m is None else bad & m).any():
                raise PtxRuntimeError("mbarrier.init count must be in 1 .. 2^20-1")
            _rmw(st, addr, m, lambda s, c: (_pack(c, c, np.zeros_like(c), np.zeros_like(c)), s), [c])

        return init
    if op == ".inval":
        addr = Addr(cx, ops[0], space)
        return lambda st, m: _rmw(st, addr, m, lambda s: (np.zeros_like(s), s), [])
    if op in (".arrive", ".arrive_drop"):
        drop = op == ".arrive_drop"
        expect = ".expect_tx" in q
        dst, a = ops[0], ops[1]
        addr = Addr(cx, a, space)
        rest = ops[2:]
        rn = cx.src(rest[0], ".u32") if rest else None
        wd = None if (getattr(dst, "name", "") == "_") else cx.dst(dst, ".b64")

        def arrive(st, m):
            n = rn(st).astype(np.int64) if rn is not None else np.ones(st.L, np.int64)
            cnt = np.ones(st.L, np.int64) if (expect or rn is None) else n
            txn = n if expect else np.zeros(st.L, np.int64)

            def f(s, c, t):
                pend, exp, tx, ph = _fields(s)
                tx = tx + t
                pend = pend - c
                if drop:
                    exp = exp - c
                state = (ph.astype(U) << U(63)) | (np.maximum(pend, 0).astype(U) & M20)
                if (pend < 0).any():
                    raise PtxRuntimeError("mbarrier arrive: more arrivals than the phase expects")
                return _pack(*_complete(pend, exp, tx, ph)), state

            r = _rmw(st, addr, m, f, [cnt, txn])
            if wd is not None:
                wd(st, r, m)

        return arrive
    if op in (".expect_tx", ".complete_tx"):
        a, n = ops
        addr, rn = Addr(cx, a, space), cx.src(n, ".u32")
        sign = 1 if op == ".expect_tx" else -1

        def tx(st, m):
            def f(s, t):
                pend, exp, tx_, ph = _fields(s)
                return _pack(*_complete(pend, exp, tx_ + sign * t, ph)) if sign < 0 else _pack(
                    pend, exp, tx_ + t, ph
                ), s

            _rmw(st, addr, m, f, [rn(st).astype(np.int64)])

        return tx
    if op in (".test_wait", ".try_wait"):
        parity = ".parity" in q
        d, a, s_op = ops[0], ops[1], ops[2]
        addr = Addr(cx, a, space)
        rs = cx.src(s_op, ".b32" if parity else ".b64")
        wp = cx.dst(d, ".pred")

        def wait(st, m):
            want = rs(st).astype(np.uint64) & U(1) if parity else rs(st) >> U(63)

            def f(s, w):
                return s, ((s >> U(63)) != w).astype(U)  # the phase of parity w has completed

            r = _rmw(st, addr, m, f, [want])
            wp(st, r != 0, m)

        return wait
    if op == ".pending_count":
        d, s_op = ops
        rs, wd = cx.src(s_op, ".b64"), cx.dst(d, ".u32")
        return lambda st, m: wd(st, (rs(st) & M20).astype(np.uint32), m)
    raise cx.unsupported(f"mbarrier{op} is not supported yet")


def complete_tx(st, lanes, shared_cluster_addresses, nbytes) -> None:
    """complete-tx of `nbytes` on the mbarrier at each .shared::cluster address (one per entry of
    `lanes`, the issuing lane, whose cluster the address names), in order: the completion
    mechanism of cp.async.bulk* and cp.reduce.async.bulk* (machine.ops_bulk)."""
    lanes = np.asarray(lanes, np.int64)
    addrs = np.asarray(shared_cluster_addresses, np.uint64)
    nb = np.broadcast_to(np.asarray(nbytes, np.int64), addrs.shape)
    for buf, p, off in resolve(st, ".shared::cluster", addrs, lanes, 8, write=True):
        pos = np.arange(len(addrs))[p]
        view = buf.view(np.uint64)
        idx = off // 8
        for rnd in _rounds(idx):
            i = idx[rnd]
            pend, exp, tx, ph = _fields(view[i])
            view[i] = _pack(*_complete(pend, exp, tx - nb[pos[rnd]], ph))
