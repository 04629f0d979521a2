"""The scheduler: a batch of CTAs runs as one array of lanes with per-lane program counters.

Independent thread scheduling (manual 3-2) as a frontier: each step picks the lowest program counter
among runnable lanes and runs that block for every lane standing there, across warps and CTAs
(lockstep when code is convergent; structured branches reconverge without post-dominator analysis).
Lanes park at CTA barriers (per CTA and barrier id, with thread counts) and at warp collectives
until the lanes they wait for arrive. A group that keeps taking the same backward branch while
other lanes could run is rotated out for a block, so spin-waits on other lanes make progress.
Nothing runnable while lanes are parked is a deadlock: an error names the lines and threads.
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxemuError, PtxRuntimeError, Unsupported
from ptxemu.machine.program.program import DTYPE
from ptxemu.machine.running.kernel import _INTERNAL, Kernel, Step, explain_invalid
from ptxemu.machine.running.spin import DONE, SPIN_LIMIT, SpinDetector, closed_loop
from ptxemu.machine.state.registers import State

MAX_CALL_DEPTH = 64
class Engine:
    def __init__(self, kernel: Kernel, st: State, budget: int | None, route: str = "interp") -> None:
        self.k = kernel
        self.st = st
        self.route = None  # the compiled route (machine.running.compiled), or the interpreter alone
        if route == "compiled":
            from ptxemu.machine.running.compiled.route import BatchRoute, kernel_route

            self.route = BatchRoute(self, kernel_route(kernel))
        L = st.L
        self.budget = budget
        self.pc = np.where(st.live, kernel.func.start, DONE).astype(np.int64)
        self.parked = np.zeros(L, bool)
        self.wait_bar = np.full(L, -1, np.int64)  # barrier id a lane waits on
        self.wait_count = np.zeros(L, np.int64)  # its thread count (0: all threads of the CTA)
        self.bar_pred = np.zeros(L, bool)
        self.arrived = np.zeros((len(st.cta_ids), 16), np.int64)  # bar.arrive counts per CTA and id
        self.carr = np.zeros(L, np.int64)  # barrier.cluster.arrive count per lane
        self.cwait = np.zeros(L, np.int64)  # the arrival count a barrier.cluster.wait waits for
        # the call site (CallSite.index) and alloca's stack pointer per lane and call depth: 32 MB for
        # a full batch, made at the first call (zeroing them cost 10-20 ms a batch of a call-free kernel)
        self._stack: np.ndarray | None = None
        self._ssave: np.ndarray | None = None
        self.sp = np.zeros(L, np.int64)
        self.frames: dict[int, dict] = {}  # recursive callees' saved frames, by call depth
        self.spin_target = -1
        self.spin_branch = -1
        self.spin_count = 0
        self.spin_episode = 0  # a new loop or a loop left: the spin detector's cycle search starts again
        self.upc: int | None = None  # every lane stands at this pc, none parked (skips the search)
        self.warps = L // 32
        self.tick = None  # called once per scheduler step (a System's concurrent launches take turns)
        self.spin = SpinDetector()
        self.lanes = 0  # lanes counted for the last block (_count)
        self.timeouts: set[bytes] = set()  # whole-state signatures at try_wait time-outs

    @property
    def stack(self) -> np.ndarray:
        if self._stack is None:
            self._stack = np.zeros((self.st.L, MAX_CALL_DEPTH), np.int64)
        return self._stack

    @property
    def ssave(self) -> np.ndarray:
        if self._ssave is None:
            self._ssave = np.zeros((self.st.L, MAX_CALL_DEPTH), np.uint64)
        return self._ssave

    # -- helpers ------------------------------------------------------------------------------
    def _fail(self, e: PtxemuError, step: Step, m) -> None:
        # the lanes that went wrong: those the op named (every bad access), else one it named (the
        # first; how many others is unknown, so none is claimed), else every lane running the step
        lanes = np.flatnonzero(m) if m is not None else np.arange(self.st.L)
        lane = None
        if getattr(e, "lanes", None) is not None and len(e.lanes):
            lanes = np.asarray(e.lanes)
            lane = int(e.lane) if getattr(e, "lane", None) is not None else int(lanes[0])
        elif getattr(e, "lane", None) is not None:
            lane = e.lane
            lanes = np.array([lane])
        elif len(lanes):
            lane = int(lanes[0])
        more = f" and {len(lanes) - 1} more" if len(lanes) > 1 else ""
        who = f" ({self.st.lane_label(lane)}{more})" if lane is not None else ""
        e.message = f"{e.message}{who}"
        if e.line is None:
            e.line = step.line
            e.source = step.item.ins.text
        e.args = (e._render(),)
        raise e

    def _count(self, m, n_steps: int) -> None:
        st = self.st
        if m is None:
            self.lanes = st.L  # the compiled route's heat reads it (no second count)
            st.thread_instructions += st.L * n_steps
            st.warp_instructions += self.warps * n_steps
        else:
            self.lanes = int(np.count_nonzero(m))
            st.thread_instructions += self.lanes * n_steps
            st.warp_instructions += int(np.count_nonzero(m.reshape(-1, 32).any(axis=1))) * n_steps
        if self.budget is not None and st.thread_instructions > self.budget:
            where = self._where()
            head, br = self.k.steps.get(int(self.spin_target)), self.k.steps.get(int(self.spin_branch))
            loop = ""
            if head is not None and br is not None:
                loop = f" in the loop at lines {head.line}-{br.line}"
            raise PtxRuntimeError(
                f"instruction budget of {self.budget:,} thread-instructions exceeded{loop} (an endless "
                f"loop? --budget / budget= raises it); {where}"
            )

    def _where(self) -> str:
        """Where the unfinished lanes stand: per line, the first thread there (not how many: a
        batch holds a share of the launch that depends on the worker count, the message must not)."""
        st = self.st
        out = []
        undone = self.pc != DONE
        for p in np.unique(self.pc[undone])[:4]:
            s = self.k.steps.get(int(p))
            lanes = np.flatnonzero(undone & (self.pc == p))
            if s is not None:
                out.append(f"threads at line {s.line} ({s.item.ins.text.strip()}), first "
                           f"{st.lane_label(int(lanes[0]))}")
        return "; ".join(out) or "no thread running"

    # -- the loop -----------------------------------------------------------------------------
    def run(self) -> None:
        pc = self.pc
        while True:
            if self.tick is not None:
                self.tick()
            if self.upc is not None:  # the last block ran for every lane and left them at one pc
                p, self.upc = self.upc, None
                # a convergent group spinning on one back-edge goes the long way: spin detection
                if not (self.spin_count > SPIN_LIMIT and p == self.spin_target):
                    if self.route is None or not self._region(p):
                        self._run_block(p, None)
                    continue
            runnable = (pc != DONE) & ~self.parked
            if not runnable.any():
                if not self.parked.any():
                    return
                if not self._release():
                    # checking mode: deferred asynchronous writes land at the latest possible moment,
                    # when nothing could go on without them
                    if self.st.checker is None or not self.st.checker.flush(self.st):
                        if not self._time_out_try_waits():
                            self._deadlock()
                continue
            key = np.where(runnable, pc, DONE)
            p = int(key.min())
            if self.spin_count > SPIN_LIMIT and p == self.spin_target:
                # a group spins: let parked lanes whose barrier or phase is complete go first, then
                # the other runnable lanes; a spin that nothing can end is reported (machine.running.spin)
                if self.parked.any() and self._release():
                    self.spin_count = SPIN_LIMIT // 2
                    continue
                if self._closed_loop(p):
                    # a loop that reads nothing other threads write and waits for nothing cannot be
                    # waiting on them: the lanes of its warps that left it wait below, as ptxas's
                    # BSSY/BSYNC reconverge a warp at a loop's exit (collatz stores once a warp on
                    # the H100; docs/observing.md); other warps still get their turns
                    looping = (key == p).reshape(-1, 32).any(axis=1)
                    key = np.where(np.repeat(looping, 32), np.where(key == p, p, DONE), key)
                others = key[(key != p) & (key != DONE)]
                if len(others):
                    p = int(others.min())
                    # and at its next back-edge the spinning group yields again: one block for the
                    # others per spin while they can run (a lock handed through 2,000 CTAs then costs
                    # ~1 spin of the batch per hand-off, not 8: Triton's test_atomic_cas)
                    self.spin_count = SPIN_LIMIT + 1
                self.spin.observe(self)
                # a group alone in the batch (or in a loop that only computes, beside lanes that wait
                # for it) spins on: in a native region, which returns for sampling
                alone = not self.parked.any() or self._closed_loop(self.spin_target)
                if not len(others) and self.route is not None and alone and self._region(p):
                    continue
            elif self.route is not None and self._region(p):
                continue
            m = key == p
            if m.all():
                m = None
            self._run_block(p, m)

    def _closed_loop(self, target: int) -> bool:
        """Whether the loop whose back-edges go to `target` only computes (spin.closed_loop)."""
        return closed_loop(self.k, target)

    def _region(self, p: int) -> bool:
        """The compiled route's native region at `p` (compiled/region.py), which runs this
        scheduler's own order over a loop of translated blocks; False where there is none."""
        if self.tick is not None or self.st.checker is not None or self.st.observer is not None:
            return False
        return self.route.region(p)

    def _run_block(self, p: int, m) -> None:
        st = self.st
        runs, end = self.k.block(p)
        chk = st.checker
        if runs:
            self._count(m, len(runs))
            if self.route is not None and chk is None and st.observer is None:  # hooks need every step
                self.route.run(runs, m)
            else:
                self._run_steps(runs, m)
        step = self.k.steps.get(end)
        if step is None and not runs:  # cannot happen for a well-formed program; never spin on it
            raise PtxRuntimeError(f"no instruction at position {p} of the program (internal)")
        self._set_pc(m, end)
        if step is None or step.kind == "op":
            if m is None:
                self.upc = end
            return
        self._control(step, m)

    def _run_steps(self, runs: list[Step], m) -> None:
        """Interpret op steps for the lanes of `m` (None: all)."""
        st = self.st
        chk = st.checker
        obs = st.observer
        for s in runs:
            st.step = s  # the line of memory accesses, for the checking mode's findings
            if chk is not None:
                chk.before_step(st, s, m)
            if obs is not None:  # counters, traces, watchpoints (machine.observing)
                obs.step(st, s, m)
            try:
                if s.guard is None:
                    s.run(st, m)
                else:
                    g = s.guard(st)
                    mm = g if m is None else (g & m)
                    if mm.all():
                        s.run(st, None)
                    elif mm.any():
                        s.run(st, mm)
            except PtxemuError as e:
                self._fail(e, s, m)
            except _INTERNAL as e:
                self._fail(explain_invalid(self.k.program, s, f"{type(e).__name__}: {e}"), s, m)

    def _set_pc(self, m, value) -> None:
        if m is None:
            self.pc[:] = value
        elif np.ndim(value) == 0:
            np.putmask(self.pc, m, value)  # a bool mask: about twice as fast as pc[m] = value
        else:
            np.copyto(self.pc, value, where=m)

    # -- control steps ------------------------------------------------------------------------
    def _control(self, s: Step, m) -> None:
        st = self.st
        mm = m
        if s.guard is not None and s.kind not in ("bra",):
            g = s.guard(st)
            mm = g if m is None else (g & m)
            skip = ~g if m is None else (m & ~g)
            if skip.any():
                np.putmask(self.pc, skip, s.pc + 1)
            if not mm.any():
                return
        self._count(mm, 1)
        kind = s.kind
        st.step = s
        if st.checker is not None:
            st.checker.before_step(st, s, mm)
        if st.observer is not None:
            st.observer.step(st, s, mm)
        try:
            if kind == "bra":
                self._branch(s, m)
            elif kind == "brx":
                self._brx(s, mm)
            elif kind == "exit" or (kind == "ret" and s.item.func == self.k.func.name):
                self._set_pc(mm, DONE)
            elif kind == "ret":
                self._ret(s, mm)
            elif kind == "call":
                self._call(s, mm)
            elif kind == "bar":
                self._barrier(s, mm)
            elif kind == "cbar":
                self._cluster_barrier(s, mm)
            elif kind == "sync":
                self._sync(s, mm)
            elif kind == "mbwait":
                self._mbwait(s, mm)
            elif kind == "trap":
                raise PtxRuntimeError(s.data.get("why", f"the kernel executed '{s.item.ins.name}' (trap)"))
            elif kind == "falloff":
                raise PtxRuntimeError(f"execution ran past the end of '{s.item.func}' without ret or exit")
            elif kind == "unsupported":
                raise Unsupported(s.data["why"], line=s.line, source=s.item.ins.text)
            elif kind == "invalid":
                raise explain_invalid(self.k.program, s, s.data["why"])
            else:
                raise AssertionError(kind)
        except PtxemuError as e:
            self._fail(e, s, mm)
        except _INTERNAL as e:
            self._fail(explain_invalid(self.k.program, s, f"{type(e).__name__}: {e}"), s, mm)

    def _branch(self, s: Step, m) -> None:
        if s.guard is None:
            self._set_pc(m, s.target)
            taken_any = True
            if m is None:
                self.upc = s.target
        else:
            g = s.guard(self.st)
            new = np.where(g, s.target, s.pc + 1)
            if m is None:
                self.pc[:] = new
                if g.all() or not g.any():
                    self.upc = int(new[0])
            else:
                np.copyto(self.pc, new, where=m)
            taken_any = bool((g if m is None else (g & m)).any())
        # spin detection: the same group taking the same back-edge again and again
        if s.target <= s.pc and taken_any:
            if self.spin_target == s.target:
                self.spin_count += 1
            else:
                self.spin_target, self.spin_count = s.target, 1
                self.spin_branch = s.pc
                self.spin_episode += 1
        elif s.target <= s.pc:
            self.spin_count = 0
            self.spin_episode += 1

    def _brx(self, s: Step, m) -> None:
        lanes = np.flatnonzero(m) if m is not None else np.arange(self.st.L)
        idx = s.data["index"](self.st)[lanes].astype(np.int64)
        tg = s.data["targets"]
        bad = idx >= len(tg)
        if bad.any():
            raise PtxRuntimeError(
                f"brx.idx index {int(idx[bad][0])} is past the {len(tg)} branch targets (undefined behaviour)"
            )
        self.pc[lanes] = tg[idx]

    def _call(self, s: Step, m) -> None:
        lanes = np.flatnonzero(m) if m is not None else np.arange(self.st.L)
        if (self.sp[lanes] >= MAX_CALL_DEPTH).any():
            raise PtxRuntimeError(f"call depth above {MAX_CALL_DEPTH}")
        if "site" in s.data:
            self._enter(self.k.call_sites[s.data["site"]], lanes)
            return
        addr = s.data["address"](self.st)[lanes]  # an indirect call: lanes grouped by target
        for a in np.unique(addr):
            site = s.data["sites"].get(int(a))
            if site is None:
                g = self.k.function_at(int(a))
                why = f"'{g.name}', which is not among the call's targets" if g else "no function"
                raise PtxRuntimeError(f"indirect call to address {int(a):#x}: {why}")
            self._enter(self.k.call_sites[site], lanes[addr == a])

    def _enter(self, site, lanes: np.ndarray) -> None:
        st = self.st
        mask = np.zeros(st.L, bool)
        mask[lanes] = True
        depth = self.sp[lanes]
        if site.frame is not None:
            for d in np.unique(depth):
                self._save_frame(site.frame, int(d), lanes[depth == d])
        site.enter(st, mask)  # copies the arguments into the callee's parameters
        self.stack[lanes, depth] = site.index
        self.ssave[lanes, depth] = st.stack_ptr[lanes]
        self.sp[lanes] += 1
        self.pc[lanes] = site.callee.start

    def _ret(self, s: Step, m) -> None:
        st = self.st
        lanes = np.flatnonzero(m) if m is not None else np.arange(st.L)
        self.sp[lanes] -= 1
        depth = self.sp[lanes]
        sites = self.stack[lanes, depth]
        st.stack_ptr[lanes] = self.ssave[lanes, depth]  # the callee's allocas are freed
        for key in np.unique(sites * MAX_CALL_DEPTH + depth):
            site_ix, d = divmod(int(key), MAX_CALL_DEPTH)
            sel = lanes[(sites == site_ix) & (depth == d)]
            site = self.k.call_sites[site_ix]
            mask = np.zeros(st.L, bool)
            mask[sel] = True
            values = site.read_back(st, mask)
            if site.frame is not None:
                self._restore_frame(site.frame, d, sel)
            site.write_back(st, values, mask)
            self.pc[sel] = site.pc + 1

    def _save_frame(self, fr, depth: int, lanes: np.ndarray) -> None:
        """Keep the values a recursive callee is about to overwrite, for these lanes at this depth."""
        st = self.st
        saved = self.frames.setdefault(depth, {})
        for r in fr.regs:
            bits = self.k.program.regs[r].bits
            cur = st.reg(r, DTYPE[bits] if bits != 128 else None)
            buf = saved.get(("r", r))
            if buf is None or buf.shape != cur.shape or buf.dtype != cur.dtype:
                buf = saved[("r", r)] = np.zeros_like(cur)
            buf[lanes] = cur[lanes]
        for key, size in fr.params:
            cur = st.fparam(key, size)
            buf = saved.get(("p", key))
            if buf is None:
                buf = saved[("p", key)] = np.zeros_like(cur)
            buf[lanes] = cur[lanes]
        if fr.local:
            loc = st.local.reshape(st.L, st.local_stride)
            for off, size in fr.local:
                buf = saved.get(("l", off))
                if buf is None:
                    buf = saved[("l", off)] = np.zeros((st.L, size), np.uint8)
                buf[lanes] = loc[lanes, off : off + size]

    def _restore_frame(self, fr, depth: int, lanes: np.ndarray) -> None:
        st = self.st
        saved = self.frames.get(depth, {})
        for r in fr.regs:
            buf = saved.get(("r", r))
            if buf is not None and st.R[r] is not None:
                new = st.R[r].copy()  # register arrays may be shared between registers: never in place
                new[lanes] = buf[lanes]
                st.R[r] = new
        for key, _ in fr.params:
            buf = saved.get(("p", key))
            if buf is not None:
                new = st.fparams[key].copy()
                new[lanes] = buf[lanes]
                st.fparams[key] = new
        if fr.local:
            loc = st.local.reshape(st.L, st.local_stride)
            for off, size in fr.local:
                buf = saved.get(("l", off))
                if buf is not None:
                    loc[lanes, off : off + size] = buf[lanes]

    # -- barriers -----------------------------------------------------------------------------
    def _barrier(self, s: Step, m) -> None:
        st = self.st
        d = s.data
        bid = d["id"](st)
        cnt = d["count"](st) if d["count"] is not None else None
        lanes = np.flatnonzero(m) if m is not None else np.arange(st.L)
        b = bid[lanes].astype(np.int64)
        if (b > 15).any():
            raise PtxRuntimeError(f"barrier id {int(b.max())} is out of range 0..15")
        if cnt is not None:
            c = cnt[lanes].astype(np.int64)
            if ((c % 32) != 0).any() or (c <= 0).any():
                raise PtxRuntimeError(
                    f"barrier thread count {int(c[(c % 32 != 0) | (c <= 0)][0])} is not a "
                    "positive multiple of 32"
                )
        if d["mode"] == "arrive":
            np.add.at(self.arrived, (st.cta[lanes], b), 1)
            self.pc[lanes] = s.pc + 1
            if st.checker is not None:
                st.checker.bar_arrive(st, lanes, b)
            return
        self.parked[lanes] = True
        self.wait_bar[lanes] = b
        self.wait_count[lanes] = 0 if cnt is None else cnt[lanes]
        if d.get("pred") is not None:
            self.bar_pred[lanes] = d["pred"](st)[lanes]

    def _cluster_barrier(self, s: Step, m) -> None:
        lanes = np.flatnonzero(m) if m is not None else np.arange(self.st.L)
        if s.data["mode"] == "arrive":
            self.carr[lanes] += 1
            self.pc[lanes] = s.pc + 1
            if self.st.checker is not None:
                self.st.checker.cbar_arrive(self.st, lanes, self.carr[lanes])
            return
        self.parked[lanes] = True
        self.wait_bar[lanes] = -2  # a cluster-barrier wait
        self.cwait[lanes] = self.carr[lanes]

    def _mbwait(self, s: Step, m) -> None:
        """mbarrier.try_wait: lanes whose phase is complete go on; the others park until it is."""
        st = self.st
        mm = np.ones(st.L, bool) if m is None else m
        mm = mm & (self.pc != DONE)
        done = s.data["poll"](st, mm)
        self.pc[done] = s.pc + 1
        rest = mm & ~done
        if rest.any():
            self.parked[rest] = True
            self.wait_bar[rest] = -3

    def _release(self) -> bool:
        """Complete every barrier whose threads have all arrived, run warp collectives whose member
        lanes have all arrived, and wake try_wait lanes whose phase completed. True if any lane was
        released."""
        st = self.st
        progressed = False
        mw = self.parked & (self.wait_bar == -3)
        if mw.any():
            for p in np.unique(self.pc[mw]):
                s = self.k.steps[int(p)]
                cand = mw & (self.pc == p)
                try:
                    done = s.data["poll"](st, cand)
                except PtxemuError as e:
                    self._fail(e, s, cand)
                if done.any():
                    self.parked[done] = False
                    self.wait_bar[done] = -1
                    self.pc[done] = s.pc + 1
                    progressed = True
        waiting = self.parked & (self.wait_bar >= 0)
        if waiting.any() and self._release_everyone(waiting):
            progressed = True
        elif waiting.any():
            nb = len(st.cta_ids)
            alive = np.bincount(st.cta[self.pc != DONE], minlength=nb)
            key = st.cta * 16 + np.where(waiting, self.wait_bar, 0)
            arrived = np.bincount(key[waiting], minlength=nb * 16).reshape(nb, 16) + self.arrived
            if self._release_all(waiting, key, arrived, alive):
                progressed = True
                arrived = np.zeros_like(arrived)  # done: the loop below finds nothing more to release
            for c, bid in zip(*np.nonzero(arrived), strict=False):
                lanes = np.flatnonzero(waiting & (st.cta == c) & (self.wait_bar == bid))
                if not len(lanes):
                    continue
                want = int(self.wait_count[lanes].max())
                want = int(alive[c]) if want == 0 else want
                if arrived[c, bid] >= want:
                    if st.checker is not None:
                        st.checker.bar_complete(st, c, bid, lanes)
                    self._complete_barrier(lanes)
                    self.arrived[c, bid] = 0
                    progressed = True
        cw = self.parked & (self.wait_bar == -2)
        if cw.any():  # barrier.cluster.wait: every live thread of the cluster has arrived that often
            cl = st.cta // st.csize
            alive = self.pc != DONE
            minc = np.full(int(cl.max()) + 1, np.iinfo(np.int64).max)
            np.minimum.at(minc, cl[alive], self.carr[alive])
            ready = cw & (minc[cl] >= self.cwait)
            if ready.any():
                if st.checker is not None:
                    rl = np.flatnonzero(ready)
                    st.checker.cbar_wait(st, rl, self.cwait[rl])
                self.parked[ready] = False
                self.wait_bar[ready] = -1
                self.pc[ready] += 1
                progressed = True
        syncing = self.parked & (self.wait_bar == -1)
        if syncing.any():
            for p in np.unique(self.pc[syncing]):
                s = self.k.steps[int(p)]
                cand = syncing & (self.pc == p) & self.parked  # a rendezvous may have run them
                ready = self._ready(s, cand)
                if ready.any():
                    self.parked[ready] = False
                    self._count(ready, 0)
                    st.step = s
                    try:
                        self._run_collective(s, ready)
                    except PtxemuError as e:
                        self._fail(e, s, ready)
                    except _INTERNAL as e:
                        self._fail(explain_invalid(self.k.program, s, f"{type(e).__name__}: {e}"), s, ready)
                    progressed = True
        return progressed

    def _release_everyone(self, waiting) -> bool:
        """Every live thread waits at one count-less, non-reducing barrier instruction (a
        convergent __syncthreads): each CTA's instance has all its threads, and no warp can be
        split, so all complete; False (nothing done) otherwise. The checking mode takes the per-CTA
        loop: each completion is a happens-before edge it records."""
        if self.st.checker is not None or self.arrived.any() or not (waiting == (self.pc != DONE)).all():
            return False
        pcs, bids = self.pc[waiting], self.wait_bar[waiting]
        p0 = int(pcs[0])
        if (pcs != p0).any() or (bids != bids[0]).any() or self.wait_count[waiting].any():
            return False
        s = self.k.steps[p0]
        if s.data.get("red") is not None:
            return False
        self.parked &= ~waiting
        self.wait_bar[waiting] = -1
        self.pc[waiting] += 1
        return True

    def _release_all(self, waiting, key, arrived, alive) -> bool:
        """The common case at once: every barrier instance that completes now has one barrier id
        (any number of CTAs). Completing them together is what the per-CTA loop below does in
        ascending CTA order (each CTA's lanes, red results and .aligned checks are its own).
        False, with nothing done, unless the completing instances share one id and one instruction.
        The checking mode takes the per-CTA loop: each completion is a happens-before edge it records."""
        if self.st.checker is not None:
            return False
        nb = self.arrived.shape[0]
        wl = np.flatnonzero(waiting)
        k = key[wl]
        want = np.zeros(nb * 16, np.int64)
        wc = self.wait_count[wl]
        if wc.any():  # counted barriers: the largest count asked per instance
            np.maximum.at(want, k, wc)
        want = want.reshape(nb, 16)
        want = np.where(want == 0, alive[:, None], want)
        has = np.bincount(k, minlength=nb * 16).reshape(nb, 16) > 0
        ready = has & (arrived >= want)
        if not ready.any():
            return False
        bids = np.flatnonzero(ready.any(axis=0))
        if len(bids) != 1:
            return False  # several ids: keep the per-CTA order (which error comes first)
        lanes = wl[ready.reshape(-1)[k]]
        p0 = self.pc[lanes[0]]
        if (self.pc[lanes] != p0).any():
            return False  # one barrier at several places: the same
        self._complete_barrier(lanes, int(p0))
        self.arrived[ready] = 0
        return True

    def _complete_barrier(self, lanes: np.ndarray, at: int | None = None) -> None:
        """Release `lanes` from their barrier (`at`: the one instruction they all stand at, if known)."""
        st = self.st
        steps = {at} if at is not None else {int(p) for p in np.unique(self.pc[lanes])}
        for p in steps:
            s = self.k.steps[p]
            sel = lanes if at is not None else lanes[self.pc[lanes] == p]
            if s.data.get("aligned"):
                self._check_aligned(s, sel)
            if s.data.get("red") is not None:
                mask = np.zeros(st.L, bool)
                mask[sel] = True
                s.data["red"](st, mask, self.bar_pred, lanes)
        self.parked[lanes] = False
        self.wait_bar[lanes] = -1
        self.pc[lanes] += 1

    def _check_aligned(self, s: Step, sel: np.ndarray) -> None:
        """An .aligned barrier (every bar.*) must be executed by all non-exited threads of a warp
        together (manual 9.7.13.1): a warp split over two barrier instructions is an error."""
        part = np.zeros(self.st.L, bool)
        part[sel] = True
        W = part.reshape(-1, 32)
        alive = (self.pc != DONE).reshape(-1, 32)
        bad = W.any(axis=1) & (alive & ~W).any(axis=1)
        if bad.any():
            w = int(np.flatnonzero(bad)[0])
            other = np.flatnonzero(alive[w] & ~W[w])
            o = self.k.steps.get(int(self.pc[w * 32 + other[0]]))
            where = f"line {o.line} ({o.item.ins.text.strip()})" if o is not None else "elsewhere"
            cta = self.st.lane_label(w * 32).split(" thread")[0]
            raise PtxRuntimeError(
                f"'{s.item.ins.name}' is .aligned but warp {w % self.st.geom.warps} of {cta} reached it "
                "divergently: "
                f"lanes {', '.join(map(str, other[:8]))}{'...' if len(other) > 8 else ''} are at {where}",
                line=s.line,
                source=s.item.ins.text,
            )

    # -- warp collectives ---------------------------------------------------------------------
    def _ready(self, s: Step, m: np.ndarray) -> np.ndarray:
        """Lanes of `m` whose member lanes (membermask, or the whole warp for .aligned forms) are all
        in `m` or have exited."""
        st = self.st
        exited = (self.pc == DONE).reshape(-1, 32)
        inm = m.reshape(-1, 32)
        bitw = np.uint64(1) << np.arange(32, dtype=np.uint64)
        have = ((inm | exited) * bitw).sum(axis=1).astype(np.uint64)  # per warp
        if s.members is None:
            need = np.full(st.L, 0xFFFFFFFF, np.uint64)
        else:
            need = s.members(st).astype(np.uint64)
        have_l = np.repeat(have, 32)
        ok = (need & ~have_l) == 0
        if s.data.get("warpgroup"):  # .aligned over a warpgroup (setmaxnreg): all its 4 warps
            wg = self._warpgroups()
            absent = ~(m | self._at_warpgroup_step() | (self.pc == DONE) | ~st.live)
            missing = np.bincount(wg, weights=absent, minlength=int(wg.max()) + 1)
            ok &= missing[wg] == 0
        return m & ok

    def _warpgroups(self) -> np.ndarray:
        st = self.st
        P = st.geom.padded
        return st.cta * ((P + 127) // 128) + (np.arange(st.L) % P) // 128

    def _at_warpgroup_step(self) -> np.ndarray:
        """Lanes parked at any warpgroup collective (setmaxnreg). CUTLASS's sm_100a FMHA has the four
        warps of a warpgroup reach four different setmaxnreg instructions (its load, MMA, epilogue
        and idle warps, .dec 32 and .dec 24): they meet as one rendezvous, each warp running its own
        (docs/interpreter.md "setmaxnreg")."""
        if not hasattr(self, "_wg_pcs"):
            self._wg_pcs = np.array(
                sorted(p for p, x in self.k.steps.items() if x.data.get("warpgroup")), np.int64
            )
        if not len(self._wg_pcs):
            return np.zeros(self.st.L, bool)
        return self.parked & (self.wait_bar == -1) & np.isin(self.pc, self._wg_pcs)

    def _run_collective(self, s: Step, ready: np.ndarray) -> None:
        """Run warp collective `s` for `ready`; for a warpgroup collective also the other warps of the
        rendezvous, parked at other warpgroup collectives (each its own step)."""
        st = self.st
        if not s.data.get("warpgroup"):
            s.run(st, None if ready.all() else ready)
            self.pc[ready] = s.pc + 1
            return
        wg = self._warpgroups()
        others = self._at_warpgroup_step() & np.isin(wg, np.unique(wg[ready])) & ~ready
        st.warpgroup_members = ready | others  # the step's check: every warp of the warpgroup is here
        try:
            s.run(st, None if ready.all() else ready)
            self.pc[ready] = s.pc + 1
            for p in np.unique(self.pc[others]):
                s2 = self.k.steps[int(p)]
                lanes = others & (self.pc == p)
                self.parked[lanes] = False
                self._count(lanes, 0)
                st.step = s2
                try:
                    s2.run(st, lanes)
                except PtxemuError as e:
                    self._fail(e, s2, lanes)
                self.pc[lanes] = s2.pc + 1
        finally:
            st.warpgroup_members = None
            st.step = s

    def _sync(self, s: Step, m) -> None:
        st = self.st
        mm = np.ones(st.L, bool) if m is None else m
        mm = mm & (self.pc != DONE)
        if s.members is not None:
            # a lane must be a member of its own mask (manual: undefined otherwise)
            own = (s.members(st).astype(np.uint64) >> (np.arange(st.L, dtype=np.uint64) % np.uint64(32))) & 1
            bad = mm & (own == 0)
            if bad.any():
                err = PtxRuntimeError(f"'{s.item.ins.name}': the executing thread is not in its own "
                                      "membermask")
                err.lanes = np.flatnonzero(bad)  # only these are reported, not every lane running it
                raise err
        ready = self._ready(s, mm)
        if ready.any():
            self._run_collective(s, ready)
        rest = mm & ~ready
        if rest.any():
            self.parked[rest] = True
            self.wait_bar[rest] = -1

    # -- deadlock -----------------------------------------------------------------------------
    def _time_out_try_waits(self) -> bool:
        """When nothing else can run, suspended mbarrier.try_wait lanes time out: the manual lets a
        suspended thread resume before the phase completes, after a system-dependent time limit, with
        waitComplete false (9.7.13.15.16). CUTLASS's sm_100a producers peek at the next stage with a
        try_wait whose false result is fine (a try-acquire) and issue their TMA loads after it. A
        time-out that comes back to a state equal to one at an earlier time-out would repeat the
        same cycle forever (machine.running.spin's whole-state signature): that is the deadlock reported."""
        mw = self.parked & (self.wait_bar == -3)
        if not mw.any():
            return False
        sig = self.spin.signature(self)
        if sig in self.timeouts:
            return False
        self.timeouts.add(sig)
        self.parked[mw] = False
        self.wait_bar[mw] = -1
        self.pc[mw] += 1  # waitComplete was written false when the lane parked (and at each poll)
        return True

    def _deadlock(self) -> None:
        st = self.st
        parts = []
        for p in np.unique(self.pc[self.parked]):
            lanes = np.flatnonzero(self.parked & (self.pc == p))
            s = self.k.steps[int(p)]
            what = s.data.get("blocked") or {
                "sync": "a warp collective whose member threads never arrive",
                "cbar": "a cluster barrier that not all the cluster's threads arrive at",
                "mbwait": "an mbarrier phase that nothing can complete",
            }.get(s.kind, "a barrier that not all its threads reach")
            parts.append(
                f"line {s.line} ({s.item.ins.text.strip()}): {len(lanes)} thread(s) wait at {what}, "
                f"first {st.lane_label(int(lanes[0]))}"
            )
        raise PtxRuntimeError("deadlock: no thread can run; " + "; ".join(parts))
