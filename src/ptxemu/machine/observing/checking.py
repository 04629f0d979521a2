"""The checking mode (`launch(..., check=True)`, `ptxemu run --check`): defects the eager
interpreter cannot show, because running every instruction at once in program order is one of the
executions a correct program allows and so hides missing waits, fences and synchronisation.

Findings (each with lines, CTAs and threads, collected on `LaunchStats.findings`, deduplicated by
kind and lines; the launch still completes, and `ptxemu run --check` prints them):

* ``async-read`` / ``async-write``: an access to bytes an asynchronous operation has not completed
  yet. Asynchronous writes are deferred (`Deferred`): cp.async copies complete at the issuing
  thread's cp.async.wait_group/wait_all (or, with cp.async.mbarrier.arrive, when everything
  pending is flushed), bulk copies (bulk_copy, through `defer`) when their mechanism completes;
  whatever is still pending completes when no thread can run otherwise (every thread parked or
  exited, or a spin-wait), which is the latest a GPU may complete it. So a read that no completion
  mechanism covers sees the bytes before the copy and is reported.
* ``wgmma-accumulator``: an instruction reads or writes registers of a wgmma.mma_async whose
  group no wgmma.wait_group has waited for.
* ``proxy-fence``: the async proxy (wgmma's shared-memory operands, bulk copies through
  `async_read`) reads shared memory written through the generic proxy with no fence.proxy.async
  by the writer, or by a thread the write happens-before, in between (manual 8, proxies).
* ``race``: two accesses to one shared-memory byte by different warps, at least one a write, with
  no synchronisation between them. Happens-before is tracked with vector clocks per warp (lanes of
  one warp are not told apart): bar/barrier (arrive releases, the completed barrier joins),
  barrier.cluster arrive/wait, and mbarrier arrive (release) -> a wait that observes that phase
  (acquire); .relaxed arrives and waits count as release/acquire too (fewer reports, never
  false ones from that). Atomics are not checked.
* ``mbarrier-phase``: a wait with a state from neither the current nor the immediately preceding
  phase (9.7.13.15.16), an arrive-on in phase k+1 before any wait observed phase k complete
  (9.7.13.15.4), mbarrier.init on a valid object (9.7.13.15.9).
* ``tcgen05-commit`` / ``tcgen05-wait`` / ``tcgen05-fence`` / ``tcgen05-dealloc``: tensor
  memory used before its operation's completion is observed (machine.observing.checking_tcgen05).
Counts and tx-counts past their limits are errors in every mode (mbarrier).

Hooks for asynchronous operations elsewhere (bulk_copy, tcgen05), when `st.checker` is set: write
through `defer(st, kind=, line=, lane=, buf=, offs=, data=, group=, after=)` instead of at once
(`after` performs the complete-tx / arrive-on, e.g. `lambda: complete_tx(st, lanes, addrs, n)`;
`group=bulk_group(st, lane)` for bulk async-groups, completed by `bulk_commit`/`bulk_wait`), and
report async-proxy reads of shared memory with `async_read(st, byte_offsets_of_st.smem, what)`.

Batches hold at most 2,048 threads in checking mode (whole clusters), which bounds the shadow
state: vector clocks per pair of warps and nine 32-bit shadow words per byte of shared memory.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ptxemu.isa.statement import Address, Reg, Vector
from ptxemu.machine.observing.checking_tcgen05 import Tcgen05Shadow
from ptxemu.machine.observing.groups import retired_through

MAX_FINDINGS = 200


@dataclass
class Finding:
    kind: str
    message: str
    lines: tuple[int, ...]
    threads: tuple[str, ...] = ()

    def __str__(self) -> str:
        who = (
            f" [{'; '.join(self.threads[:3])}{' ...' if len(self.threads) > 3 else ''}]"
            if self.threads
            else ""
        )
        return f"{self.kind}: line {', '.join(map(str, self.lines))}: {self.message}{who}"


@dataclass
class _Op:
    """A deferred asynchronous write: bytes to put into a buffer, then what completes it."""

    id: int
    line: int
    lane: int
    kind: str
    buf: np.ndarray
    offs: np.ndarray  # byte offsets into buf
    data: np.ndarray  # uint8, one per offset
    group: tuple | None = None  # ("cp", lane, seq) / ("bulk", lane, seq)
    after: list[Callable[[], None]] = field(default_factory=list)
    done: bool = False
    async_proxy: bool = False  # written by the async proxy (bulk copies): no fence needed to read it there
    reading: bool = False  # no write: the operation may still read `offs` (a bulk copy's source)


class Checker:
    def __init__(self, kernel) -> None:
        self.k = kernel
        self.findings: list[Finding] = []
        self._seen: set = set()
        self._st = None
        self._regs_of: dict[int, tuple[int, ...]] = {}

    # -- findings ---------------------------------------------------------------------------
    def report(self, st, kind: str, message: str, lines, lanes=()) -> None:
        lines = tuple(int(x) for x in lines if x is not None and x >= 0)
        key = (kind, lines)
        if key in self._seen or len(self.findings) >= MAX_FINDINGS:
            return
        self._seen.add(key)
        threads = tuple(st.lane_label(int(x)) for x in list(lanes)[:4])
        self.findings.append(Finding(kind, message, lines, threads))

    # -- per batch ----------------------------------------------------------------------------
    def _batch(self, st) -> None:
        if self._st is st:
            return
        self._st = st
        W = st.L // 32
        self.vc = np.zeros((W, W), np.int32)
        self.vc[np.arange(W), np.arange(W)] = 1
        n = len(st.smem)
        self.wr_w, self.wr_c, self.wr_line = (np.zeros(n, np.int32) for _ in range(3))
        self.rd_w, self.rd_c, self.rd_line = (np.zeros(n, np.int32) for _ in range(3))
        self.gen_w, self.gen_c, self.gen_line = (np.zeros(n, np.int32) for _ in range(3))
        self.bar_acc: dict = {}
        self.cbar_acc: dict = {}
        self.mb_acc: dict = {}
        self.mb_unobserved: dict = {}
        self.pending: dict[int, np.ndarray] = {}  # id(buf) -> op id + 1 per byte
        self.reading: dict[int, np.ndarray] = {}  # id(buf) -> op id + 1 per byte a copy may still read
        self.ops: list[_Op] = []
        self.cp_seq = np.zeros(st.L, np.int64)  # cp.async groups committed per lane
        self.bulk_seq = np.zeros(st.L, np.int64)  # bulk async-groups committed per lane
        self.wg_pending: dict[int, np.ndarray] = {}  # register -> wgmma group seq per lane (0: none)
        self.wg_seq = np.zeros(st.L, np.int64)
        self.wg_ops: dict[int, np.ndarray] = {}  # group seq -> wgmma.mma_async issued into it per lane
        self.triggers: list[tuple[set, Callable[[], None]]] = []
        self.t5: Tcgen05Shadow | None = None

    def tcgen05(self, st) -> Tcgen05Shadow:
        """The batch's tensor-memory shadow (machine.observing.checking_tcgen05), for tcgen05's hooks."""
        self._batch(st)
        if self.t5 is None:
            self.t5 = Tcgen05Shadow(self, st)
        return self.t5

    def end_batch(self, st) -> None:
        self._batch(st)
        self.flush(st)

    def signature(self):
        if self._st is None:
            return ()
        return (len([o for o in self.ops if not o.done]), len(self.triggers))

    @staticmethod
    def _line(st) -> int:
        s = getattr(st, "step", None)
        return -1 if s is None or s.line is None else int(s.line)

    # -- before each instruction: wgmma accumulators -----------------------------------------------
    def before_step(self, st, s, m) -> None:
        self._batch(st)
        if not self.wg_pending or s.item.ins.opcode == "wgmma":
            return
        regs = self._regs_of.get(s.pc)
        if regs is None:
            regs = self._regs_of[s.pc] = _step_regs(s)
        for r in regs:
            p = self.wg_pending.get(r)
            if p is None:
                continue
            hit = (p > 0) if m is None else ((p > 0) & m)
            if hit.any():
                lanes = np.flatnonzero(hit)
                self.report(
                    st,
                    "wgmma-accumulator",
                    f"'{s.item.ins.text.strip()}' uses a register of a wgmma.mma_async that no "
                    "wgmma.wait_group has waited for",
                    [s.line],
                    lanes,
                )

    def wgmma_issue(self, st, lanes: np.ndarray, regs: list[int]) -> None:
        self._batch(st)
        for r in regs:
            a = self.wg_pending.setdefault(r, np.zeros(st.L, np.int64))
            a[lanes] = self.wg_seq[lanes] + 1
        seq = self.wg_seq[lanes] + 1
        for g in np.unique(seq):  # (the warpgroup's lanes share one group number)
            self.wg_ops.setdefault(int(g), np.zeros(st.L, np.int64))[lanes[seq == g]] += 1

    def wgmma_commit(self, st, lanes) -> None:
        self._batch(st)
        self.wg_seq[lanes] += 1

    def wgmma_wait(self, st, lanes, n: int) -> None:
        self._batch(st)
        lim = np.zeros(st.L, np.int64)
        lim[lanes] = self.wg_seq[lanes] - n
        sel = np.zeros(st.L, bool)
        sel[lanes] = True
        for r in list(self.wg_pending):
            a = self.wg_pending[r]
            a[sel & (a > 0) & (a <= lim)] = 0
            if not a.any():
                del self.wg_pending[r]
        for g in list(self.wg_ops):
            c = self.wg_ops[g]
            c[sel & (g <= lim)] = 0
            if not c.any():
                del self.wg_ops[g]

    # -- memory accesses (access.load/store) -------------------------------------------------------
    def access(self, st, buf, lanes: np.ndarray, offs: np.ndarray, nbytes: int, write: bool) -> None:
        self._batch(st)
        line = self._line(st)
        b = (offs.astype(np.int64)[:, None] + np.arange(nbytes)).reshape(-1)
        ln = np.repeat(lanes.astype(np.int64), nbytes)
        pend = self.pending.get(id(buf))
        if pend is not None:
            hit = pend[b] > 0
            if hit.any():
                op = self.ops[int(pend[b[hit][0]]) - 1]
                k = int(ln[np.flatnonzero(hit)[0]])
                what = "writes" if write else "reads"
                self.report(
                    st,
                    "async-write" if write else "async-read",
                    f"{what} bytes that the {op.kind} at line {op.line} ({st.lane_label(op.lane)}) has "
                    "not completed: no completion mechanism (wait_group, mbarrier wait) covers them",
                    [line, op.line],
                    [k],
                )
        rd = self.reading.get(id(buf)) if write else None
        if rd is not None:
            hit = rd[b] > 0
            if hit.any():
                op = self.ops[int(rd[b[hit][0]]) - 1]
                self.report(
                    st,
                    "async-write",
                    f"overwrites bytes that the {op.kind} at line {op.line} ({st.lane_label(op.lane)}) may "
                    "still be reading: no completion mechanism (cp.async.bulk.wait_group.read, mbarrier "
                    "wait) covers them",
                    [line, op.line],
                    [int(ln[np.flatnonzero(hit)[0]])],
                )
        if buf is not st.smem:
            return
        w = ln // 32
        vc = self.vc
        pw = self.wr_w[b] - 1
        race = (pw >= 0) & (pw != w)
        race &= self.wr_c[b] > vc[w, np.maximum(pw, 0)]
        if race.any():
            i = int(np.flatnonzero(race)[0])
            self._race(
                st,
                b[i],
                "write",
                int(self.wr_line[b[i]]),
                int(pw[i]),
                "write" if write else "read",
                line,
                int(ln[i]),
            )
        if write:
            pr = self.rd_w[b] - 1
            race = (pr >= 0) & (pr != w) & (self.rd_c[b] > vc[w, np.maximum(pr, 0)])
            if race.any():
                i = int(np.flatnonzero(race)[0])
                self._race(st, b[i], "read", int(self.rd_line[b[i]]), int(pr[i]), "write", line, int(ln[i]))
            if len(b) > 1:  # two warps writing one byte in the same instruction
                o = np.lexsort((w, b))
                bb, ww = b[o], w[o]
                dup = (bb[1:] == bb[:-1]) & (ww[1:] != ww[:-1])
                if dup.any():
                    i = int(np.flatnonzero(dup)[0])
                    self._race(st, bb[i], "write", line, int(ww[i]), "write", line, int(ln[o][i + 1]))
            c = vc[w, w]
            self.wr_w[b], self.wr_c[b], self.wr_line[b] = w + 1, c, line
            self.rd_w[b] = 0
            self.gen_w[b], self.gen_c[b], self.gen_line[b] = w + 1, c, line
        else:
            self.rd_w[b], self.rd_c[b], self.rd_line[b] = w + 1, vc[w, w], line

    def _race(self, st, byte, k1, line1, warp1, k2, line2, lane2) -> None:
        stride = st.smem_stride
        cta, addr = divmod(int(byte), stride)
        w = st.geom.warps
        where = st.lane_label(cta * st.geom.padded).split(" thread")[0][4:]
        self.report(
            st,
            "race",
            f"shared-memory race at shared address {addr:#x} of CTA {where}: "
            f"{k1} at line {line1} by warp {warp1 % w} and {k2} at line {line2} by warp {(lane2 // 32) % w} "
            "with no synchronisation between them",
            [line1, line2],
            [warp1 * 32, lane2],
        )

    # -- the async proxy ----------------------------------------------------------------------------
    def async_read(self, st, offs: np.ndarray, what: str) -> None:
        """The async proxy reads these shared-memory byte offsets (of st.smem)."""
        self._batch(st)
        b = np.asarray(offs, np.int64).reshape(-1)
        gw = self.gen_w[b]
        if (gw > 0).any():
            i = int(np.flatnonzero(gw > 0)[0])
            line = self._line(st)
            self.report(
                st,
                "proxy-fence",
                f"{what} (async proxy) reads shared memory written through the generic proxy at line "
                f"{int(self.gen_line[b[i]])} without a fence.proxy.async in between",
                [line, int(self.gen_line[b[i]])],
                [int(gw[i] - 1) * 32],
            )
        pend = self.pending.get(id(st.smem))
        if pend is not None and (pend[b] > 0).any():
            op = self.ops[int(pend[b][pend[b] > 0][0]) - 1]
            self.report(
                st,
                "async-read",
                f"{what} reads bytes that the {op.kind} at line {op.line} has not completed",
                [self._line(st), op.line],
                [op.lane],
            )

    def fence(self, st, kind: str, quals, m, line) -> None:
        self._batch(st)
        if kind != "proxy.async":
            return
        lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
        for w in np.unique(lanes // 32):  # every generic write that happens-before the fence
            gw = self.gen_w - 1
            ok = (gw >= 0) & (self.gen_c <= self.vc[w, np.maximum(gw, 0)])
            self.gen_w[ok] = 0

    # -- synchronisation (happens-before) ---------------------------------------------------------
    def _release(self, acc: dict, key, warps: np.ndarray) -> None:
        row = self.vc[warps].max(axis=0)
        acc[key] = np.maximum(acc[key], row) if key in acc else row
        self.vc[warps, warps] += 1

    def _acquire(self, row, warps: np.ndarray) -> None:
        if row is not None:
            self.vc[warps] = np.maximum(self.vc[warps], row)
        self.vc[warps, warps] += 1

    def bar_arrive(self, st, lanes, bid) -> None:
        self._batch(st)
        for c in np.unique(st.cta[lanes]):
            sel = lanes[st.cta[lanes] == c]
            for b in np.unique(bid[st.cta[lanes] == c]):
                self._release(self.bar_acc, (int(c), int(b)), np.unique(sel // 32))
                if self.t5 is not None:
                    self.t5.bar_arrive((int(c), int(b)), sel[bid[st.cta[lanes] == c] == b])

    def bar_complete(self, st, c: int, bid: int, lanes) -> None:
        self._batch(st)
        ws = np.unique(lanes // 32)
        row = self.vc[ws].max(axis=0)
        acc = self.bar_acc.pop((int(c), int(bid)), None)
        if acc is not None:
            row = np.maximum(row, acc)
        self._acquire(row, ws)
        if self.t5 is not None:
            self.t5.barrier((int(c), int(bid)), lanes, self._line(st))

    def cbar_arrive(self, st, lanes, counts) -> None:
        self._batch(st)
        cl = st.cta[lanes] // st.csize
        for key in {(int(a), int(b)) for a, b in zip(cl, counts, strict=False)}:
            sel = lanes[(cl == key[0]) & (counts == key[1])]
            self._release(self.cbar_acc, key, np.unique(sel // 32))

    def cbar_wait(self, st, lanes, counts) -> None:
        self._batch(st)
        cl = st.cta[lanes] // st.csize
        for key in {(int(a), int(b)) for a, b in zip(cl, counts, strict=False)}:
            sel = lanes[(cl == key[0]) & (counts == key[1])]
            self._acquire(self.cbar_acc.get(key), np.unique(sel // 32))

    # -- mbarrier (called by mbarrier per round of distinct objects) ---------------------------
    def mbarrier_init(self, st, line, lanes, keys, words) -> None:
        self._batch(st)
        from ptxemu.machine.semantics.mbarrier import decode

        _, exp, _, _ = decode(words)
        if (exp != 0).any():
            self.report(
                st,
                "mbarrier-phase",
                "mbarrier.init on memory that holds a valid mbarrier object "
                "(invalidate it first, 9.7.13.15.9)",
                [line],
                lanes[exp != 0],
            )
        for k in keys:
            self.mb_unobserved.pop(int(k), None)

    def mbarrier_arrive(self, st, line, lanes, keys, phases, completed) -> None:
        """Arrive-on by `lanes` on objects `keys` in phase numbers `phases` (mod 8); `completed`: the
        arrive completed that phase."""
        self._batch(st)
        for ln, k, ph, done in zip(lanes, keys, phases, completed, strict=False):
            k = int(k)
            if k in self.mb_unobserved:
                prev = self.mb_unobserved.pop(k)
                self.report(
                    st,
                    "mbarrier-phase",
                    f"arrive-on in phase {int(ph)} (mod 8) of the mbarrier at shared offset "
                    f"{k % st.smem_stride:#x} "
                    f"before any test_wait/try_wait observed phase {prev} complete (9.7.13.15.4)",
                    [line],
                    [int(ln)],
                )
            if ln >= 0:
                self._release(self.mb_acc, (k, int(ph)), np.array([int(ln) // 32]))
            if self.t5 is not None:
                self.t5.arrived(k, int(ph), int(ln))
            if done:
                self.mb_unobserved[k] = int(ph)

    def mbarrier_complete(self, st, keys, phases, completed) -> None:
        """complete-tx / expect-tx that completed a phase (no thread arrives)."""
        self._batch(st)
        for k, ph, done in zip(keys, phases, completed, strict=False):
            if done:
                self.mb_unobserved[int(k)] = int(ph)

    def mbarrier_wait(self, st, line, lanes, keys, dist, done, phases) -> None:
        """A wait by `lanes`; dist: current phase minus the state's phase (mod 8), None for .parity;
        done: it returned True for the completed phase `phases` (mod 8)."""
        self._batch(st)
        if dist is not None:
            bad = (dist != 0) & (dist != 1)
            if bad.any():
                self.report(
                    st,
                    "mbarrier-phase",
                    f"test_wait/try_wait with a state {int(dist[bad][0])} phases old: "
                    "only the current and the immediately preceding phase may be waited on "
                    "(9.7.13.15.16)",
                    [line],
                    lanes[bad],
                )
        for ln, k, ph, d in zip(lanes, keys, phases, done, strict=False):
            if d:
                k = int(k)
                if self.mb_unobserved.get(k) == int(ph):
                    del self.mb_unobserved[k]
                self._acquire(self.mb_acc.get((k, int(ph))), np.array([int(ln) // 32]))
                if self.t5 is not None:
                    self.t5.observed(st, k, int(ph), int(ln), line)

    # -- deferred asynchronous writes ----------------------------------------------------------------
    def defer(
        self,
        st,
        *,
        kind: str,
        line: int,
        lane: int,
        buf: np.ndarray,
        offs: np.ndarray,
        data: np.ndarray,
        group: tuple | None = None,
        after: Callable[[], None] | None = None,
        async_proxy: bool = False,
        reading: bool = False,
    ) -> _Op:
        """Register an asynchronous write of `data` (uint8) at byte offsets `offs` of `buf`, completed
        by its mechanism (`cp_wait`, `bulk_wait`) or at the latest by `flush`; `after` runs once it
        lands (a complete-tx, an arrive-on). `async_proxy`: the async proxy writes it (bulk copies).
        `reading=True` (data None) registers instead bytes the operation may read until it
        completes: a write to them before then is an ``async-write`` finding. `data=None` without
        `reading`: the bytes are already written (a reduction applied at issue) and only marked
        not visible until the mechanism completes."""
        self._batch(st)
        offs = np.asarray(offs, np.int64).reshape(-1)
        op = _Op(
            len(self.ops),
            line,
            int(lane),
            kind,
            buf,
            offs,
            np.zeros(0, np.uint8) if data is None else np.asarray(data, np.uint8).reshape(-1),
            group,
            [after] if after else [],
            async_proxy=async_proxy,
            reading=reading,
        )
        self.ops.append(op)
        table = self.reading if reading else self.pending
        sh = table.get(id(buf))
        if sh is None:
            sh = table[id(buf)] = np.zeros(len(buf), np.int32)
        sh[op.offs] = op.id + 1
        return op

    def _complete(self, op: _Op) -> None:
        if op.done:
            return
        op.done = True
        sh = (self.reading if op.reading else self.pending)[id(op.buf)]
        mine = sh[op.offs] == op.id + 1
        sh[op.offs[mine]] = 0
        if not op.reading:
            if len(op.data):  # data None: the bytes were written at issue (a reduction), only marked
                op.buf[op.offs] = op.data
            if op.async_proxy and op.buf is self._st.smem:
                # the async proxy's write replaces the generic one (a later async-proxy read needs no
                # fence) and reaches readers through its completion mechanism, not a thread's clock
                self.gen_w[op.offs] = 0
                self.wr_w[op.offs] = 0
                self.rd_w[op.offs] = 0
        for f in op.after:
            f()
        for t in list(self.triggers):
            ids, fn = t
            ids.discard(op.id)
            if not ids:
                self.triggers.remove(t)
                fn()

    def complete_where(self, pred) -> bool:
        todo = [o for o in self.ops if not o.done and pred(o)]
        for o in todo:
            self._complete(o)
        return bool(todo)

    def flush(self, st) -> bool:
        """Complete everything still pending (no thread can run otherwise). True if anything landed."""
        self._batch(st)
        return self.complete_where(lambda o: True)

    # cp.async
    def cp_async(self, st, lanes, buf, offs_per_lane: np.ndarray, data: np.ndarray) -> None:
        line = self._line(st)
        n = data.shape[1]
        for i, ln in enumerate(lanes):
            self.defer(
                st,
                kind="cp.async",
                line=line,
                lane=int(ln),
                buf=buf,
                offs=offs_per_lane[i] + np.arange(n),
                data=data[i],
                group=("cp", int(ln), int(self.cp_seq[ln]) + 1),
            )

    def cp_commit(self, st, lanes) -> None:
        self._batch(st)
        self.cp_seq[lanes] += 1

    def cp_wait(self, st, lanes, n: int | None) -> None:
        """cp.async.wait_group n (None: wait_all) by `lanes`."""
        self._batch(st)
        self.complete_where(self._due("cp", lanes, n))

    def _due(self, mech: str, lanes, n: int | None, read: bool = False) -> Callable[[_Op], bool]:
        """Which operations a wait of `lanes` completes: their `mech` ("cp" or "bulk") groups but the
        newest `n` committed (None, cp.async.wait_all: every group, the open one too); with `read`
        (cp.async.bulk.wait_group.read) only the groups' reads of their sources."""
        lset = {int(x) for x in lanes}
        seq = self.cp_seq if mech == "cp" else self.bulk_seq
        lim = {ln: retired_through(int(seq[ln]), n) for ln in lset}
        return lambda o: (
            o.group is not None
            and o.group[0] == mech
            and o.group[1] in lset
            and o.group[2] <= lim[o.group[1]]
            and (o.reading or not read)
        )

    # bulk async-groups (cp.async.bulk.commit_group / wait_group(.read)), for bulk_copy: a bulk copy
    # in checking mode calls defer(..., group=checker.bulk_group(st, lane), after=complete-tx or None)
    def bulk_group(self, st, lane: int) -> tuple:
        self._batch(st)
        return ("bulk", int(lane), int(self.bulk_seq[lane]) + 1)

    def bulk_commit(self, st, lanes) -> None:
        self._batch(st)
        self.bulk_seq[lanes] += 1

    def bulk_wait(self, st, lanes, n: int, read: bool = False) -> None:
        """cp.async.bulk.wait_group(.read) n: the lanes' bulk groups but the newest n complete; with
        .read only their reads of the source (the writes may still be in flight, 9.7.9.25.4.x)."""
        self._batch(st)
        self.complete_where(self._due("bulk", lanes, n, read))

    # -- what is in flight (the debugger's `groups`, the warp timeline's async-group waits) ---------
    def waiting(self, st, lanes, mech: str, n: int | None, read: bool = False) -> np.ndarray:
        """The lanes (of `lanes`) for which a wait (`mech` "cp", "bulk" or "wgmma", as `_due`) would
        have operations still in flight to complete: where a GPU's wait can take time."""
        if self._st is not st:
            return np.zeros(0, np.int64)
        lanes = np.asarray(lanes, np.int64)
        if mech == "wgmma":  # a group with a wgmma.mma_async in it that the wait retires
            hit = np.zeros(len(lanes), bool)
            lim = retired_through(self.wg_seq[lanes], 0 if n is None else n)
            for g, c in self.wg_ops.items():
                hit |= (c[lanes] > 0) & (g <= lim)
            return lanes[hit]
        due = self._due(mech, lanes, n, read)
        return np.array(sorted({o.lane for o in self.ops if not o.done and due(o)}), np.int64)

    def in_flight(self, st, lane: int) -> list[tuple[str, int | None, _Op]]:
        """Batch lane `lane`'s asynchronous operations not completed yet, in issue order, each as
        (mechanism: "cp" / "bulk" / "mbarrier", its group's number or None, the operation)."""
        if self._st is not st:
            return []
        out = []
        for o in self.ops:
            if o.done or o.lane != lane:
                continue
            mech, seq = (o.group[0], o.group[2]) if o.group is not None else ("mbarrier", None)
            out.append((mech, seq, o))
        return out

    def wgmma_in_flight(self, st, lane: int) -> dict[int, list[int]]:
        """{wgmma group number: accumulator registers (program register numbers)} of batch lane
        `lane`: the wgmma.mma_async groups no wgmma.wait_group has waited for yet."""
        if self._st is not st:
            return {}
        out: dict[int, list[int]] = {}
        for r, a in self.wg_pending.items():
            if a[lane] > 0:
                out.setdefault(int(a[lane]), []).append(r)
        return dict(sorted(out.items()))

    def cp_async_arrive(self, st, lanes, addrs, noinc: bool, space: str) -> None:
        """cp.async.mbarrier.arrive: the arrive-on happens when the lane's pending copies land."""
        from ptxemu.machine.semantics.mbarrier import apply, arrive_on, decode, encode

        self._batch(st)
        for ln, a in zip(lanes, addrs, strict=False):
            ln = int(ln)
            la, aa = np.array([ln]), np.array([a], np.uint64)
            if not noinc:  # the pending count goes up now; the deferred arrive takes it back

                def inc(w, **_):
                    p, e, t, ph = decode(w)
                    return encode(p + 1, e, t, ph), w

                apply(st, space, la, aa, inc, [])
            ids = {o.id for o in self.ops if not o.done and o.kind == "cp.async" and o.lane == ln}
            here = self._line(st)  # the arrive-on is this instruction's, whenever it happens

            def fire(la=la, aa=aa, line=here) -> None:
                arrive_on(st, la, aa, 1, space=space, line=line)

            if ids:
                self.triggers.append((ids, fire))
            else:
                fire()


def _step_regs(s) -> tuple[int, ...]:
    """Register numbers an instruction names (sources and destinations)."""
    out: list[int] = []

    def visit(op) -> None:
        if isinstance(op, Reg):
            sn = s.item.names.get(op.name)
            if sn is not None and sn.kind == "reg":
                out.append(sn.index)
            elif sn is not None and sn.kind == "vreg":  # a vector register passed whole to a call
                out.extend(sn.members)
        elif isinstance(op, Address) and isinstance(op.base, Reg):
            visit(op.base)
        elif isinstance(op, Vector):
            for x in op.items:
                visit(x)

    for op in s.item.ins.operands:
        visit(op)
    return tuple(dict.fromkeys(out))
