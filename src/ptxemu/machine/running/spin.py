"""Spin-waits that nothing can end, found in seconds instead of after the instruction budget.

The interpreter is deterministic: what a batch does next depends only on its state (program
counters, parked lanes and barrier counts, call stacks, the scheduler's spin counter, registers,
shared, local and global memory, parameters, pending deferred operations in checking mode) and on
the clocks. So if, while some group keeps taking a back-edge, the whole state is found equal at two
moments with no clock read in between, the batch repeats the same cycle forever: every thread
is in the loop, parked, or exited, and nothing the loop reads ever changes. A loop that reads
%clock/%globaltimer can end when time passes (a timeout), so any clock read clears the history and
such loops still run to the budget. So do loops in the concurrent launches of a ptxemu.System, whose
other devices may write what the loop reads.

In a launch's worker processes (machine.launching.workers) other processes write global memory too: every
sample hashes all of it, and a repeated state is reported only when every other worker is finished
or stuck in the same way on the same memory (machine.workers.Coordinator.stuck).

Sampling is rate-limited by wall time (at least 50 ms apart and ten times the cost of one sample),
so a long but progressing loop pays little; a stuck loop is reported after two or a few samples.
Global memory enters through a hash per allocation, recomputed only for allocations written since
the last sample (data_movement marks them in `State.dirty`).
"""

from __future__ import annotations

import hashlib
import os
import time
import zlib

import numpy as np

from ptxemu.errors import PtxRuntimeError

# the scheduler's spin rule, read by the engine and by native regions (compiled/region.py)
SPIN_LIMIT = 16  # back-edges of one group in a row before others get a turn
DONE = np.int64(1 << 40)  # the program counter of an exited lane

MIN_INTERVAL = 0.05
HISTORY = 512
# in a launch's worker process (machine.launching.workers): the other workers, which write global memory this
# batch may be waiting on; None in a launch that runs in one process
COORD = None


def _coord(e):
    """Who else may end a wait of engine `e`: the board of a System's concurrent launches (on its
    tick), else the launch's worker processes (COORD), else no one."""
    c = getattr(e.tick, "coord", None)
    return c if c is not None else COORD


class SpinDetector:
    def __init__(self) -> None:  # no reference to the engine: a cycle would keep each batch's arrays alive
        self.history: dict[bytes, int] = {}
        self.next_time = time.perf_counter() + MIN_INTERVAL
        self.clock_reads = -1
        self.ghash: dict[int, int] = {}
        self.samples = 0
        self.gsum = 0  # a checksum of global memory at the last sample (workers compare it)

    def observe(self, e) -> None:
        coord = _coord(e)
        if coord is not None and coord.yields:  # a System's rank in its own process: a spinning
            os.sched_yield()  # rank gives its core to the others (more ranks than cores)
        now = time.perf_counter()
        if now < self.next_time:
            return
        st = e.st
        if st.clock_reads != self.clock_reads:  # a clock was read: time passing may end the loop
            self.clock_reads = st.clock_reads
            self.history.clear()
        sig = self.signature(e)
        cost = time.perf_counter() - now
        self.next_time = time.perf_counter() + max(MIN_INTERVAL, 10 * cost)
        self.samples += 1
        if sig in self.history:
            if st.checker is not None and st.checker.flush(st):  # deferred writes land: progress
                self.history.clear()
                return
            if e.tick is not None and coord is None:  # a concurrent launch whose turns know of no
                self.history.clear()  # board (an observer's chain, a torch-distributed System's
                return  # ranks): another device may end the wait; the budget decides
            if coord is not None and not coord.stuck(self.gsum):  # another worker or launch may end it
                return
            self.report(e)
        elif coord is not None:
            coord.running()
        if len(self.history) >= HISTORY:
            self.history.clear()
        self.history[sig] = self.samples

    def signature(self, e) -> bytes:
        st = e.st
        h = hashlib.blake2b(digest_size=20)
        for a in (
            e.pc,
            e.parked,
            e.wait_bar,
            e.wait_count,
            e.bar_pred,
            e.arrived,
            e.carr,
            e.cwait,
            e.sp,
            e.stack,
            st.smem,
            st.local,
        ):
            h.update(np.ascontiguousarray(a).data)
        h.update(np.array([e.spin_target, min(e.spin_count, SPIN_LIMIT + 1)], np.int64).data)
        for i, r in enumerate(st.R):
            if r is not None:
                h.update(i.to_bytes(4, "little"))
                h.update(np.ascontiguousarray(r).data)
        for k in sorted(st.fparams):
            h.update(np.ascontiguousarray(st.fparams[k]).data)
        coord = _coord(e)
        if coord is None:  # one launch: only this batch writes its global memory
            if st.dirty:
                for a in st.device.allocations():
                    if id(a) in st.dirty:
                        self.ghash[id(a)] = zlib.crc32(a.data)
                st.dirty.clear()
            g = repr(sorted(self.ghash.items())).encode()
            self.gsum = zlib.crc32(g)
            h.update(g)
        else:  # other processes or launches write memory too: all of it the others see, each time
            seen = coord.allocations(st)
            crcs = np.array([zlib.crc32(a.data) for a in seen], np.uint32)
            self.gsum = zlib.crc32(crcs.data)  # what every worker or device compares
            ids = {id(a.data) for a in seen}
            own = [zlib.crc32(a.data) for a in st.device.allocations() if id(a.data) not in ids]
            h.update(crcs.data)
            h.update(np.array(own, np.uint32).data)  # this launch's private buffers
            st.dirty.clear()
        for extra in (st.checker, st.launch):
            sig = getattr(extra, "signature", None)
            if sig is not None:
                h.update(repr(sig()).encode())
        return h.digest()

    def report(self, e) -> None:
        st = e.st
        running = (e.pc != DONE) & ~e.parked
        parts = []
        head = e.k.steps.get(int(e.spin_target))
        br = e.k.steps.get(int(getattr(e, "spin_branch", -1)))
        loop = ""
        if head is not None and br is not None:
            loop = f"the loop at lines {head.line}-{br.line} ({br.item.ins.text.strip()})"
        for p in np.unique(e.pc[running])[:6]:
            lanes = np.flatnonzero(running & (e.pc == p))
            s = e.k.steps.get(int(p))
            where = f"line {s.line} ({s.item.ins.text.strip()})" if s is not None else f"position {p}"
            parts.append(f"{len(lanes)} thread(s) at {where} {st.ctas_label(lanes)}, first "
                         f"{st.lane_label(int(lanes[0]))}")
        for p in np.unique(e.pc[e.parked])[:4]:
            lanes = np.flatnonzero(e.parked & (e.pc == p))
            s = e.k.steps[int(p)]
            parts.append(f"{len(lanes)} parked at line {s.line} ({s.item.ins.text.strip()}) "
                         f"{st.ctas_label(lanes)}, first {st.lane_label(int(lanes[0]))}")
        exited = int(np.count_nonzero((e.pc == DONE) & st.live))
        later = ""
        ctl = st.launch
        coord = _coord(e)
        if coord is not None:
            n = coord.unstarted()
            if n:
                later = (f" ({n} CTA(s) of the launch have not started: each of the {coord.workers} worker "
                         "processes runs one batch of whole clusters at a time, and every one waits, so a "
                         "wait for a CTA not started cannot end here)")
        elif ctl is not None and ctl.next < len(ctl.order):
            later = (f" ({len(ctl.order) - ctl.next} CTA(s) of the launch have not started: batches of whole "
                     "clusters run one after another, so a wait for a later CTA cannot end here)")
        err = PtxRuntimeError(
            f"spin-wait that no thread can end: {loop or 'a loop'} repeats with registers and memory "
            f"unchanged; {'; '.join(parts)}; {exited} thread(s) exited{later}"
        )
        err.spin_wait = True  # a System gathers every device's report (launching.turns.first_error)
        raise err
