"""mbarrier objects in shared memory (manual 9.7.13.15) and the operations on them.

The object is opaque (8 bytes, 8-aligned, in shared memory). ptxemu's encoding, a named model:
bits 0-19 pending arrivals, 20-39 expected arrivals, 40-60 tx-count (21-bit two's complement),
61-63 the phase number mod 8. An all-zero word (expected 0) is not a valid object.

Rules (manual 9.7.13.15.2-7, and the H100 where the manual is silent,
tools/truth/kernels/probe_mbarrier.ptx -> tests/data/kernels/probe_mbarrier.json):
* counts: init/arrive counts in 1..2^20-1; tx-count within +-(2^20-1); an arrive larger than the
  pending count is an error (the H100 faults on it), as are counts and tx-counts out of range.
* a phase completes when pending arrivals and tx-count are both zero after any update (arrive,
  complete-tx, and expect-tx too: the H100 completed a phase when expect_tx brought a negative
  tx-count back to zero); the phase number increments and pending is reloaded with expected.
* the lanes of one warp that execute an arrive on the same object make ONE arrive of their summed
  counts, and all receive its state (the H100: 32 lanes arriving on a count-64 object all see
  pending 64, then all 32; on a count-48 object the second instruction's 32 arrivals exceed the 16
  pending and fault; tools/truth/kernels/async_kernels.cu mb_lane_order, async_outputs.npz). Warps
  and remaining operations apply in ascending lane order.
* the state an arrive returns: bit 63 the parity of the phase it arrived on and bits 43-62 the
  pending count before the arrive, negated mod 2^20, as the H100 returns them (0x7fffe00000000000
  for the first arrive on a count-4 object); bits 20-22 the phase number mod 8 (ptxemu's own, for
  the checking mode); the H100's low bits (small values whose meaning is unknown) are left zero.
  pending_count gives the pending count before the arrive (the manual, and the H100: 4 then 3).
* test_wait/try_wait compare parities, as the H100 does: a state from two phases back reads as
  the current phase (False). The manual allows only the current and the immediately preceding
  phase: anything else is a finding in checking mode.
* try_wait is a control step (kind "mbwait"): a lane whose phase is incomplete parks until the
  phase completes (the manual lets a suspended thread resume when the phase completes), so
  waiting costs no instructions and a wait nothing can end is a deadlock error.
The plain functions
`arrive_on` and `complete_tx` are the entry points for asynchronous operations (bulk copies,
tcgen05.commit, st.async) that signal an mbarrier by shared::cluster address.
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxemuError, PtxRuntimeError
from ptxemu.machine.program.step import Cx, Step, compiles
from ptxemu.machine.semantics.access import Addr, _lane_index, _lanes, resolve, space_of
from ptxemu.machine.semantics.atomic import _rounds

U = np.uint64
M20 = (1 << 20) - 1
LIMIT = (1 << 20) - 1  # the manual's bound on counts and |tx-count|


class _Bad(Exception):
    """An operation on an mbarrier broke a rule: message and the position (in the round) at fault."""

    def __init__(self, message: str, where: np.ndarray) -> None:
        super().__init__(message)
        self.message = message
        self.where = where


def decode(w: np.ndarray):
    """(pending, expected, tx, phase mod 8) of object words, as int64 arrays."""
    w = w.astype(U)
    pend = (w & U(M20)).astype(np.int64)
    exp = ((w >> U(20)) & U(M20)).astype(np.int64)
    tx = ((w >> U(40)) & U((1 << 21) - 1)).astype(np.int64)
    tx = np.where(tx >= (1 << 20), tx - (1 << 21), tx)
    ph = (w >> U(61)).astype(np.int64)
    return pend, exp, tx, ph


def encode(pend, exp, tx, ph) -> np.ndarray:
    return (
        (np.asarray(pend).astype(U) & U(M20))
        | ((np.asarray(exp).astype(U) & U(M20)) << U(20))
        | ((np.asarray(tx).astype(np.int64) & ((1 << 21) - 1)).astype(U) << U(40))
        | ((np.asarray(ph).astype(U) & U(7)) << U(61))
    )


def _state(pend_before, ph) -> np.ndarray:
    """The opaque state an arrive returns (see the module docstring)."""
    neg = ((1 << 20) - pend_before) & M20
    return ((ph.astype(U) & U(1)) << U(63)) | (neg.astype(U) << U(43)) | ((ph.astype(U) & U(7)) << U(20))


def _valid(w: np.ndarray, what: str):
    _, exp, _, _ = decode(w)
    if (exp == 0).any():
        raise _Bad(f"{what} on memory that holds no initialised mbarrier object", exp == 0)


def _update(w, d_pend, d_exp, d_tx, what: str, no_complete: bool = False):
    """Apply arrivals (d_pend), expected-count drops (d_exp) and tx changes; complete the phase."""
    _valid(w, what)
    pend, exp, tx, ph = decode(w)
    pend = pend - d_pend
    exp = exp - d_exp
    tx = tx + d_tx
    if (pend < 0).any():
        raise _Bad(f"{what}: more arrivals than the current phase has pending", pend < 0)
    if (np.abs(tx) > LIMIT).any():
        raise _Bad(
            f"{what}: tx-count {int(tx[np.abs(tx) > LIMIT][0])} is outside +-(2^20-1)", np.abs(tx) > LIMIT
        )
    if (exp < 0).any():
        raise _Bad(f"{what}: the expected arrival count drops below zero", exp < 0)
    done = (pend == 0) & (tx == 0)
    if no_complete and done.any():
        raise _Bad(f"{what}.noComplete completed the phase (undefined behaviour)", done)
    return encode(np.where(done, exp, pend), exp, tx, np.where(done, ph + 1, ph)), done


def _label(st, lane: int) -> str:
    return st.lane_label(lane)


def apply(st, space: str, lanes: np.ndarray, addrs: np.ndarray, fn, args: list, *, write: bool = True):
    """Apply fn(words, *args at those lanes) -> (new words, result) to the objects at `addrs` (one per
    entry of `lanes`, batch lane indices), entry by entry in ascending order (rounds of distinct
    objects). Returns the results per entry (uint64). A rule broken raises PtxRuntimeError naming
    the first offending thread."""
    n = len(lanes)
    res = np.zeros(n, np.uint64)
    vals = [a if isinstance(a, np.ndarray) and a.shape == (n,) else np.full(n, a) for a in args]
    for buf, p, off in resolve(st, space, addrs, lanes, 8, write=write):
        pos = np.arange(n)[p]
        view = buf.view(np.uint64)
        idx = off // 8
        if not write and st.checker is None:
            # a read-only fn (the waits' polls) sees the same words in every round: one call for all
            # entries; a rule broken goes through the rounds below, which name the same entry
            try:
                _, r = fn(view[idx], *[v[pos] for v in vals], lanes=lanes[pos], keys=idx * 8)
                res[pos] = r
                continue
            except _Bad:
                pass
        for rnd in _rounds(idx):
            i = idx[rnd]
            try:  # ctx for the checking mode: the round's lanes and objects (byte offsets of st.smem)
                new, r = fn(view[i], *[v[pos[rnd]] for v in vals], lanes=lanes[pos[rnd]], keys=i * 8)
            except _Bad as e:
                k = int(pos[rnd][np.flatnonzero(np.broadcast_to(e.where, (len(rnd),)))[0]])
                err = PtxRuntimeError(
                    f"mbarrier at shared address {int(addrs[k]) & 0xFFFFFFFF:#x}: {e.message}"
                )
                err.lane = int(lanes[k])
                raise err from None
            view[i] = new
            res[pos[rnd]] = r
    return res


# -- entry points for asynchronous operations (bulk_copy, tcgen05, st.async) --------------------
def complete_tx(st, lanes, addrs, nbytes) -> None:
    """complete-tx of `nbytes` (per entry, or one number) on the mbarriers at shared::cluster
    addresses `addrs`, issued by batch lanes `lanes` (one entry per signal, applied in order)."""
    lanes = np.asarray(lanes, np.int64)
    addrs = np.asarray(addrs, np.uint64)
    nb = np.broadcast_to(np.asarray(nbytes, np.int64), lanes.shape)

    apply(st, ".shared::cluster", lanes, addrs, _tx_fn(st, -1, "complete-tx"), [np.ascontiguousarray(nb)])


def complete_tx_plan(st, lanes, addrs, nbytes):
    """complete_tx(st, lanes, addrs, nbytes) worked out without changing anything: (the objects'
    byte offsets in st.smem, one per entry; commit, which writes the words complete_tx would leave),
    or None where complete_tx would raise (an address it cannot resolve, a rule broken). Lets a
    batched caller (bulk_copy's tensor loads) move its data first and signal afterwards only when
    that cannot change which error is raised, or where. Not for the checking mode (no hooks)."""
    lanes = np.asarray(lanes, np.int64)
    try:
        groups = resolve(st, ".shared::cluster", np.asarray(addrs, np.uint64), lanes, 8)
    except PtxemuError:
        return None
    if len(groups) != 1 or groups[0][0] is not st.smem:
        return None
    off = np.broadcast_to(groups[0][2], lanes.shape).astype(np.int64)
    nb = np.broadcast_to(np.asarray(nbytes, np.int64), lanes.shape)
    view = st.smem.view(np.uint64)
    idx = off // 8
    uniq, inv = np.unique(idx, return_inverse=True)
    words = view[uniq].copy()
    try:
        for rnd in _rounds(idx):  # as apply does, on copies of the words
            k = inv[rnd]
            words[k], _ = _update(words[k], 0, 0, -nb[rnd], "complete-tx")
    except _Bad:
        return None

    def commit() -> None:
        view[uniq] = words

    return off, commit


def arrive_on(st, lanes, addrs, count=1, *, space: str = ".shared::cluster", line: int | None = None) -> None:
    """One arrive-on (of `count`) on each mbarrier at shared::cluster addresses `addrs` (or in
    `space`), issued by batch lanes `lanes` (tcgen05.commit, cp.async.mbarrier.arrive): no state is
    returned."""
    lanes = np.asarray(lanes, np.int64)
    addrs = np.asarray(addrs, np.uint64)
    c = np.broadcast_to(np.asarray(count, np.int64), lanes.shape)

    def f(w, k, lanes, keys):
        _, _, _, ph = decode(w)
        new, done = _update(w, k, 0, 0, "arrive-on")
        if st.checker is not None:
            st.checker.mbarrier_arrive(st, _step_line(st) if line is None else line, lanes, keys, ph, done)
        return new, w

    apply(st, space, lanes, addrs, f, [np.ascontiguousarray(c)])


def expect_tx(st, lanes, addrs, nbytes) -> None:
    """expect-tx of `nbytes` on the mbarriers at shared::cluster addresses `addrs`."""
    lanes = np.asarray(lanes, np.int64)
    addrs = np.asarray(addrs, np.uint64)
    nb = np.broadcast_to(np.asarray(nbytes, np.int64), lanes.shape)
    apply(st, ".shared::cluster", lanes, addrs, _tx_fn(st, 1, "expect-tx"), [np.ascontiguousarray(nb)])


def _tx_fn(st, sign: int, what: str):
    def f(w, t, lanes, keys):
        _, _, _, ph = decode(w)
        new, done = _update(w, 0, 0, sign * t, what)
        if st.checker is not None:
            st.checker.mbarrier_complete(st, keys, ph, done)
        return new, w

    return f


def _step_line(st) -> int:
    s = getattr(st, "step", None)
    return -1 if s is None or s.line is None else int(s.line)


# -- the instruction ----------------------------------------------------------------------------
def _space(cx: Cx) -> str:
    sp = space_of(cx) or ""
    return ".shared" if sp == ".shared" else sp


def _count_ok(c: np.ndarray, what: str) -> None:
    bad = (c < 1) | (c > LIMIT)
    if bad.any():
        raise _Bad(f"{what} count {int(c[bad][0])} is outside 1..2^20-1", bad)


@compiles("mbarrier")
def _mbarrier(cx: Cx):
    q = cx.ins.qualifiers
    op = q[0]
    space = _space(cx)
    ops = list(cx.ins.operands)
    line = cx.ins.line
    if op == ".init":
        a, cnt = ops
        addr, rc = Addr(cx, a, space), cx.src(cnt, ".u32")

        def init(st, m):
            lanes = _lane_index(st, _lanes(st, m))
            ad = addr.lanes_addr(st, lanes)
            c = rc(st)[lanes].astype(np.int64)

            def f(w, c, lanes, keys):
                _count_ok(c, "mbarrier.init")
                if st.checker is not None:
                    st.checker.mbarrier_init(st, line, lanes, keys, w)
                return encode(c, c, 0, 0), w

            apply(st, space, lanes, ad, f, [c])

        return init
    if op == ".inval":
        addr = Addr(cx, ops[0], space)

        def inval(st, m):
            lanes = _lane_index(st, _lanes(st, m))
            apply(st, space, lanes, addr.lanes_addr(st, lanes), lambda w, **_: (np.zeros_like(w), w), [])

        return inval
    if op in (".arrive", ".arrive_drop"):
        return _arrive(cx, op == ".arrive_drop", space)
    if op in (".expect_tx", ".complete_tx"):
        a, n = ops
        addr, rn = Addr(cx, a, space), cx.src(n, ".u32")
        sign = 1 if op == ".expect_tx" else -1
        what = f"mbarrier{op}"

        def tx(st, m):
            lanes = _lane_index(st, _lanes(st, m))
            t = rn(st)[lanes].astype(np.int64)
            apply(st, space, lanes, addr.lanes_addr(st, lanes), _tx_fn(st, sign, what), [t])

        return tx
    if op in (".test_wait", ".try_wait"):
        return _wait(cx, op == ".try_wait", space)
    if op == ".pending_count":
        d, s_op = ops
        rs, wd = cx.src(s_op, ".b64"), cx.dst(d, ".u32")

        def pending(st, m):
            neg = ((rs(st) >> U(43)) & U(M20)).astype(np.int64)
            wd(st, (((1 << 20) - neg) & M20).astype(np.uint32), m)

        return pending
    raise cx.unsupported(f"mbarrier{op} is not supported yet")


def _arrive(cx: Cx, drop: bool, space: str):
    q = cx.ins.qualifiers
    expect = ".expect_tx" in q
    no_complete = ".noComplete" in q
    ops = list(cx.ins.operands)
    dst, a = ops[0], ops[1]
    addr = Addr(cx, a, space)
    rest = ops[2:]
    rn = cx.src(rest[0], ".u32") if rest else None
    sink = getattr(dst, "name", "") == "_"
    if space == ".shared::cluster" and not sink:
        raise cx.error("an arrive on a .shared::cluster mbarrier cannot return a state: use '_'")
    wd = None if sink else cx.dst(dst, ".b64")
    what = "mbarrier" + (".arrive_drop" if drop else ".arrive")

    def arrive(st, m):
        lanes = _lane_index(st, _lanes(st, m))
        n = rn(st)[lanes].astype(np.int64) if rn is not None else np.ones(len(lanes), np.int64)
        cnt = np.ones(len(lanes), np.int64) if (expect or rn is None) else n
        txn = n if expect else np.zeros(len(lanes), np.int64)
        ad = addr.lanes_addr(st, lanes)
        if wd is not None and not space:  # a returned state needs the lane's own CTA's object
            _own_cta(st, ad, lanes, what)
        _count_ok_lanes(st, cnt, lanes, what)
        # the lanes of one warp that arrive on one object make one arrive of their summed counts, and
        # all get its state (the H100: async_kernels.cu mb_lane_order)
        first, group = _warp_groups(lanes, ad)
        cnt_g = np.bincount(group, weights=cnt).astype(np.int64)
        tx_g = np.bincount(group, weights=txn).astype(np.int64)

        def f(w, c, t, lanes, keys):
            pend, _, _, ph = decode(w)
            new, done = _update(w, c, c if drop else 0, t, what, no_complete)
            if st.checker is not None:
                st.checker.mbarrier_arrive(st, cx.ins.line, lanes, keys, ph, done)
            return new, _state(pend, ph)

        r = apply(st, space, lanes[first], ad[first], f, [cnt_g, tx_g])
        if wd is not None:
            full = np.zeros(st.L, np.uint64)
            full[lanes] = r[group]
            wd(st, full, m)

    return arrive


def _warp_groups(lanes: np.ndarray, ad: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(index of each (warp, address) group's first lane, group of every lane), groups in the order
    of their first lanes."""
    key = np.stack([lanes // 32, ad.astype(np.int64)], axis=1)
    _, first, group = np.unique(key, axis=0, return_index=True, return_inverse=True)
    order = np.argsort(first, kind="stable")
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    return first[order], rank[group.reshape(-1)]


def _count_ok_lanes(st, c: np.ndarray, lanes: np.ndarray, what: str) -> None:
    bad = (c < 1) | (c > LIMIT)
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        err = PtxRuntimeError(f"{what} count {int(c[k])} is outside 1..2^20-1")
        err.lane = int(lanes[k])
        raise err


def _own_cta(st, ad: np.ndarray, lanes: np.ndarray, what: str) -> None:
    """Generic addresses of another CTA's shared memory cannot return a state (manual 9.7.13.15.8)."""
    from ptxemu.machine.state import memory as M

    W = U(st.windows.shared)
    sh = (ad >= W) & (ad < W + U(M.SHARED_WINDOW_SIZE))
    rank = ((ad - W) >> U(24)).astype(np.int64)
    own = st.special["%cluster_ctarank"][lanes].astype(np.int64)
    bad = sh & (rank != own) & (st.csize > 1)
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        err = PtxRuntimeError(f"{what} on another CTA's mbarrier cannot return a state: use '_'")
        err.lane = int(lanes[k])
        raise err


def _wait(cx: Cx, blocking: bool, space: str):
    q = cx.ins.qualifiers
    parity = ".parity" in q
    ops = list(cx.ins.operands)
    d, a, s_op = ops[0], ops[1], ops[2]  # a fourth operand (try_wait) is the suspend-time hint
    if space == ".shared::cluster":
        raise cx.error("test_wait/try_wait need the CTA's own mbarrier (.shared::cta)")
    addr = Addr(cx, a, space)
    rs = cx.src(s_op, ".b32" if parity else ".b64")
    wp = cx.dst(d, ".pred")
    line = cx.ins.line
    what = "mbarrier" + (".try_wait" if blocking else ".test_wait") + (".parity" if parity else "")

    def poll(st, m) -> np.ndarray:
        """Write waitComplete for the lanes of m; return the lanes (L bools) whose phase completed."""
        lanes = _lane_index(st, _lanes(st, m))
        sv = rs(st)[lanes]
        if parity:
            want_ph = sv.astype(np.int64) & 1
            tag = None
        else:
            want_ph = (sv >> U(63)).astype(np.int64)
            tag = ((sv >> U(20)) & U(7)).astype(np.int64)  # the phase number mod 8
        ad = addr.lanes_addr(st, lanes)
        if not space:
            _own_cta(st, ad, lanes, what)

        def f(w, p, *t, lanes, keys):
            _valid(w, what)
            _, _, _, ph = decode(w)
            done = (ph & 1) != p  # parity p names the preceding phase: complete
            if st.checker is not None:
                dist = (ph - t[0]) % 8 if t else None
                st.checker.mbarrier_wait(st, line, lanes, keys, dist, done, (ph - 1) % 8)
            return w, done.astype(U)

        r = apply(st, space, lanes, ad, f, [want_ph] + ([tag] if tag is not None else []), write=False)
        full = np.zeros(st.L, bool)
        full[lanes] = r != 0
        wp(st, full, m)
        return full

    if not blocking:
        return lambda st, m: poll(st, m)
    return Step(cx.pc, cx.item, "mbwait", data={"poll": poll})


def cp_async_mbarrier_arrive(cx: Cx):
    """cp.async.mbarrier.arrive{.noinc}: an arrive-on once the thread's prior cp.async copies have
    completed. They complete at issue here, so the arrive happens now: without .noinc the pending
    count is first incremented, a net change of zero (manual 9.7.13.15.15)."""
    noinc = ".noinc" in cx.ins.qualifiers
    sp = _space(cx)
    addr = Addr(cx, cx.ins.operands[0], sp)
    line = cx.ins.line

    def run(st, m):
        lanes = _lane_index(st, _lanes(st, m))

        def f(w, lanes, keys):
            if noinc:
                _, _, _, ph = decode(w)
                new, done = _update(w, 1, 0, 0, "cp.async.mbarrier.arrive.noinc")
                if st.checker is not None:
                    st.checker.mbarrier_arrive(st, line, lanes, keys, ph, done)
                return new, w
            _valid(w, "cp.async.mbarrier.arrive")
            pend, _, _, _ = decode(w)
            if (pend + 1 > LIMIT).any():
                raise _Bad("cp.async.mbarrier.arrive: the pending count passes 2^20-1", pend + 1 > LIMIT)
            return w, w

        if st.checker is not None:  # the copies are deferred: so is the arrive-on
            st.checker.cp_async_arrive(st, lanes, addr.lanes_addr(st, lanes), noinc, sp)
            return
        apply(st, sp, lanes, addr.lanes_addr(st, lanes), f, [])

    return run
