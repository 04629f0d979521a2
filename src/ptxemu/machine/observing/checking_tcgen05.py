"""The checking mode's view of tensor memory (machine.observing.checking, hooks in tcgen05): tcgen05's
asynchronous operations run eagerly, and this records which cells each one has not completed yet.

The manual's rules (PTX ISA 9.0, 9.7.16.6):
* tcgen05.mma / cp / shift complete through tcgen05.commit's mbarrier arrive-on, observed by a
  wait (9.7.16.6.2.1.1); mma -> mma on the same accumulator, cp -> mma and shift -> mma are
  pipelined (9.7.16.6.2), so only a tcgen05.ld of cells they write, before a wait observed the
  commit's phase, is a ``tcgen05-commit`` finding, as is a tcgen05.st to them.
* tcgen05.ld / st complete at the issuing thread's tcgen05.wait::ld / ::st (9.7.16.6.2.1.2,
  9.7.16.8.5): a write of cells that a tcgen05.ld still reads (the anti-dependency of
  9.7.16.6.4.5, e.g. an MMA of another thread after a sync) and a tcgen05.ld of cells a
  tcgen05.st still writes are ``tcgen05-wait`` findings. A register of tcgen05.ld read before
  wait::ld is not one: "an intra-thread ordering through true register dependency will be
  respected" (9.7.16.6.4.5).
* After a wait that orders the thread after other tcgen05 operations (a commit's phase, or an
  arrive after tcgen05.fence::before_thread_sync), its next asynchronous tcgen05 operation needs
  tcgen05.fence::after_thread_sync first (9.7.16.6.3, 9.7.16.6.4.2-4): ``tcgen05-fence``.
* tcgen05.dealloc of columns with an operation not completed: ``tcgen05-dealloc``.
Cells are tracked per (CTA, lane, column); operations per issuing thread.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

LANES, COLUMNS = 128, 512


@dataclass
class _T5Op:
    id: int
    line: int
    lane: int  # issuing batch lane
    what: str
    cells: tuple[np.ndarray, np.ndarray, np.ndarray]  # cta, lane, column
    committed: bool = False
    done: bool = False


class Tcgen05Shadow:
    def __init__(self, checker, st) -> None:
        self.c = checker
        n = len(st.cta_ids)
        self.w = np.zeros((n, LANES, COLUMNS), np.int32)  # uncompleted mma/cp/shift writing: op id + 1
        self.ld = np.zeros((n, LANES, COLUMNS), np.int32)  # a tcgen05.ld still reading: warp + 1
        self.ldline = np.zeros((n, LANES, COLUMNS), np.int32)
        self.st = np.zeros((n, LANES, COLUMNS), np.int32)  # a tcgen05.st still writing: warp + 1
        self.stline = np.zeros((n, LANES, COLUMNS), np.int32)
        self.ops: list[_T5Op] = []
        self.open: dict[int, list[_T5Op]] = {}  # issuing lane -> its uncommitted mma/cp/shift
        self.issued = np.zeros(st.L, bool)  # issued an asynchronous tcgen05 operation
        self.track: dict[tuple[int, int], list[_T5Op]] = {}  # (mbarrier, phase) -> committed ops
        self.sink: list | None = None
        self.before = np.zeros(st.L, bool)  # fence::before_thread_sync since the last arrive
        self.ordered: set[tuple[int, int]] = set()  # phases some arrive after before_thread_sync reached
        self.seen: set[tuple[int, int]] = set()  # phases a wait observed complete
        self.bar_before: set = set()  # barrier instances a fenced bar.arrive reached
        self.need_fence = np.zeros(st.L, bool)
        self.need_line = np.zeros(st.L, np.int32)

    # -- asynchronous operations ---------------------------------------------------------------
    def _fence_check(self, st, lanes, what: str, line: int) -> None:
        nf = self.need_fence[lanes]
        if nf.any():
            k = int(np.asarray(lanes)[nf][0])
            self.c.report(
                st,
                "tcgen05-fence",
                f"{what} follows the wait at line {int(self.need_line[k])}, which orders it after other "
                "tcgen05 operations, with no tcgen05.fence::after_thread_sync in between (9.7.16.6.3, "
                "9.7.16.6.4)",
                [line, int(self.need_line[k])],
                [k],
            )
            self.need_fence[lanes] = False

    def load(self, st, lanes, warps, ctas, tl, tc, what: str, line: int) -> None:
        """tcgen05.ld by `warps` of cells (ctas, tl, tc) (same-shaped arrays, first axis per warp)."""
        self._fence_check(st, lanes, what, line)
        self.issued[lanes] = True
        op = self.w[ctas, tl, tc]
        if (op > 0).any():
            o = self.ops[int(op[op > 0][0]) - 1]
            self.c.report(
                st,
                "tcgen05-commit",
                f"{what} reads tensor-memory cells that the {o.what} at line {o.line} writes before any "
                "wait observed the mbarrier phase of its tcgen05.commit (9.7.16.6.2.1.1, 9.7.16.6.4.4)",
                [line, o.line],
                [int(lanes[0])],
            )
        s = self.st[ctas, tl, tc]
        if (s > 0).any():
            k = int(np.flatnonzero(s.ravel() > 0)[0])
            self.c.report(
                st,
                "tcgen05-wait",
                f"{what} reads tensor-memory cells that the tcgen05.st at line "
                f"{int(self.stline[ctas, tl, tc].ravel()[k])} has not completed: no tcgen05.wait::st "
                "(9.7.16.8.5, 9.7.16.6.4.2)",
                [line, int(self.stline[ctas, tl, tc].ravel()[k])],
                [int(lanes[0])],
            )
        wid = np.broadcast_to(np.asarray(warps).reshape((-1,) + (1,) * (np.ndim(tc) - 1)), np.shape(tc))
        self.ld[ctas, tl, tc] = wid + 1
        self.ldline[ctas, tl, tc] = line

    def write(self, st, lanes, ctas, tl, tc, what: str, line: int, warps=None) -> None:
        """An asynchronous tcgen05 write (st by `warps`; mma/cp/shift issued by `lanes`)."""
        self._fence_check(st, lanes, what, line)
        self.issued[lanes] = True
        r = self.ld[ctas, tl, tc]
        if (r > 0).any():
            k = int(np.flatnonzero(r.ravel() > 0)[0])
            ln = int(self.ldline[ctas, tl, tc].ravel()[k])
            self.c.report(
                st,
                "tcgen05-wait",
                f"{what} writes tensor-memory cells that the tcgen05.ld at line {ln} (warp "
                f"{(int(r.ravel()[k]) - 1) % st.geom.warps}) may still be reading: no tcgen05.wait::ld "
                "before the write or the synchronisation that orders it (9.7.16.6.4.4-5)",
                [line, ln],
                [int(lanes[0])],
            )
        if what.startswith("tcgen05.st"):
            op = self.w[ctas, tl, tc]
            if (op > 0).any():
                o = self.ops[int(op[op > 0][0]) - 1]
                self.c.report(
                    st,
                    "tcgen05-commit",
                    f"{what} writes tensor-memory cells that the {o.what} at line {o.line} writes, before "
                    "any wait observed its tcgen05.commit's mbarrier phase",
                    [line, o.line],
                    [int(lanes[0])],
                )
            wid = np.broadcast_to(np.asarray(warps).reshape((-1,) + (1,) * (np.ndim(tc) - 1)), np.shape(tc))
            self.st[ctas, tl, tc] = wid + 1
            self.stline[ctas, tl, tc] = line
            return
        cells = tuple(
            np.ravel(x) for x in np.broadcast_arrays(np.asarray(ctas), np.asarray(tl), np.asarray(tc))
        )
        o = _T5Op(len(self.ops), line, int(lanes[0]), what, cells)
        self.ops.append(o)
        self.open.setdefault(o.lane, []).append(o)
        self.w[ctas, tl, tc] = o.id + 1

    def wait(self, st, warps, kind: str) -> None:
        """tcgen05.wait::ld / ::st by `warps`."""
        arr = self.ld if kind == "ld" else self.st
        for w in np.asarray(warps):
            arr[arr == int(w) + 1] = 0

    # -- commit, fences, mbarriers ---------------------------------------------------------------
    def commit(self, st, lanes, fire) -> None:
        """tcgen05.commit by `lanes`: `fire()` performs its arrive-on(s), whose (mbarrier, phase)
        then tracks every uncommitted mma/cp/shift of those threads."""
        self.sink = []
        try:
            fire()
        finally:
            sink, self.sink = self.sink, None
        mine = [o for ln in np.asarray(lanes) for o in self.open.pop(int(ln), [])]
        for o in mine:
            o.committed = True
        for key in sink:
            self.track.setdefault(key, []).extend(mine)

    def arrived(self, key: int, ph: int, lane: int) -> None:
        if (key, ph) in self.seen:  # phase numbers repeat mod 8: this is a new phase
            self.seen.discard((key, ph))
            self.ordered.discard((key, ph))
        if self.sink is not None:
            self.sink.append((key, ph))
            self.ordered.add((key, ph))  # commit's arrive orders its operations (9.7.16.6.4.2)
        elif lane >= 0 and self.before[lane]:
            self.ordered.add((key, ph))
            self.before[lane] = False

    def observed(self, st, key: int, ph: int, lane: int, line: int) -> None:
        """A wait by `lane` observed phase `ph` of mbarrier `key` complete."""
        ops = self.track.pop((key, ph), None)
        if ops:
            for o in ops:
                if not o.done:
                    o.done = True
                    c, tl, tc = o.cells
                    mine = self.w[c, tl, tc] == o.id + 1
                    self.w[c[mine], tl[mine], tc[mine]] = 0
        self.seen.add((key, ph))
        if (key, ph) in self.ordered:  # every thread that observes the phase
            self.need_fence[lane] = True
            self.need_line[lane] = line

    def bar_arrive(self, key, lanes) -> None:
        """bar.arrive by `lanes` on barrier instance `key` (cta, id)."""
        if self.before[lanes].any():
            self.before[lanes] = False
            self.bar_before.add(key)

    def barrier(self, key, lanes, line: int) -> None:
        """A completed bar.sync/barrier of `lanes` (instance `key`): if a participant had fenced
        tcgen05 work with fence::before_thread_sync, the waiters' next asynchronous tcgen05
        operations need fence::after_thread_sync (9.7.16.6.3)."""
        if self.before[lanes].any() or key in self.bar_before:
            self.bar_before.discard(key)
            self.before[lanes] = False
            self.need_fence[lanes] = True
            self.need_line[lanes] = line

    def fence(self, st, lanes, before: bool) -> None:
        if before:  # it orders this thread's earlier asynchronous tcgen05 operations
            self.before[lanes] |= self.issued[lanes]
            self.issued[lanes] = False
        else:
            self.need_fence[lanes] = False

    def dealloc(self, st, cta: int, col: int, ncols: int, lane: int, line: int) -> None:
        cols = slice(col, col + ncols)
        for arr, what in (
            (self.w, "an uncompleted tcgen05.mma/cp/shift"),
            (self.ld, "a tcgen05.ld"),
            (self.st, "a tcgen05.st"),
        ):
            if (arr[cta, :, cols] > 0).any():
                self.c.report(
                    st,
                    "tcgen05-dealloc",
                    f"tcgen05.dealloc of columns [{col}, {col + ncols}) that {what} still accesses (no "
                    "completion observed: tcgen05.commit + mbarrier wait, tcgen05.wait::ld/st)",
                    [line],
                    [lane],
                )
                arr[cta, :, cols] = 0
