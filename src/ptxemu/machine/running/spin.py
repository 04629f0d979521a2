"""Spin-waits that nothing can end, found in seconds instead of after the instruction budget.

The interpreter is deterministic: what a batch does next depends only on its state (program
counters, parked lanes and barrier counts, call stacks, the scheduler's spin counter, registers,
shared, local and global memory, parameters, pending deferred operations in checking mode) and on
the clocks. So if, while some group keeps taking a back-edge, the whole state is found equal at two
moments with no clock read in between, the batch repeats the same cycle forever: every thread
is in the loop, parked, or exited, and nothing the loop reads ever changes. A loop that reads
%clock/%globaltimer can end when time passes (a timeout), so any clock read clears the history and
such loops still run to the budget.

In a launch's worker processes (machine.launching.workers) and in the concurrent launches of a
ptxemu.System (launching.turns.Board, on the launch's tick or in its rank process) others write
global memory too: where a batch's own state repeats, the memory they all share is compared by a
checksum (taken then, rate-limited by its cost), and a repeated state is reported only when every
other worker or launch is finished or stuck in the same way on the same memory
(machine.workers.Coordinator.stuck), which it confirms at later samples while that memory stays.

A loop with a counter (NCCL's barrier reads its abort flag once every 10,000 turns) repeats its
state only once a period, which samples at wall-time intervals rarely meet: a cycle search over
the spin's back-edges (SpinDetector._search) holds one state with its whole signature and finds
it again one period on.

Sampling is rate-limited by wall time (at least 50 ms apart and ten times the cost of one sample),
so a long but progressing loop pays little; a stuck loop is reported after two or a few samples.
Global memory enters through a hash per allocation, recomputed only for allocations written since
the last sample (data_movement marks them in `State.dirty`).
"""

from __future__ import annotations

import hashlib
import time
import zlib

import numpy as np

from ptxemu.errors import PtxRuntimeError

# the scheduler's spin rule, read by the engine and by native regions (compiled/region.py)
SPIN_LIMIT = 16  # back-edges of one group in a row before others get a turn
DONE = np.int64(1 << 40)  # the program counter of an exited lane

# instructions that neither read what another thread may write nor wait for one (_closed_loop)
_COMPUTE = frozenset(
    """add sub mul mad mul24 mad24 sad div rem abs neg min max popc clz bfind fns brev bfe bfi bmsk
    szext dp4a dp2a and or xor not cnot lop3 shf shl shr prmt mov setp set selp slct cvt cvta fma rcp
    sqrt rsqrt sin cos lg2 ex2 tanh testp copysign addc subc madc bra ret st isspacep mapa getctarank
    prefetch prefetchu createpolicy ldu""".split()
)
_PRIVATE_LOADS = (".param", ".local", ".const", ".nc")
_CLOCKS = frozenset({"%clock", "%clock64", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi"})


def closed_loop(kernel, target: int) -> bool:
    """Whether the loop whose back-edges go to `target` only computes: every instruction from
    `target` to its last back-edge is arithmetic, a move, a branch, a store, or a load of memory no
    other thread changes (.param, .local, .const, .global.nc, ldu), and no operand reads a clock.
    Such a loop cannot be waiting for another thread, so the spin rule lets it run on while the
    lanes that left it wait (cached per kernel)."""
    cache = kernel.__dict__.setdefault("_closed_loops", {})
    got = cache.get(target)
    if got is None:
        steps = kernel.steps
        ends = [s.pc for s in steps.values() if s.kind == "bra" and s.target == target and s.pc >= target]
        got = bool(ends) and all(
            _computes(steps[pc].item.ins) for pc in range(target, max(ends) + 1) if pc in steps
        )
        cache[target] = got
    return got


def _computes(ins) -> bool:
    from ptxemu.isa.statement import Reg, Vector

    if ins.opcode == "ld":
        if not any(q in _PRIVATE_LOADS for q in ins.qualifiers):
            return False
    elif ins.opcode not in _COMPUTE:
        return False
    for op in ins.operands:
        items = op.items if isinstance(op, Vector) else (op,)
        if any(isinstance(x, Reg) and x.name in _CLOCKS for x in items):
            return False
    return True


MIN_INTERVAL = 0.05
HISTORY = 512
STRIDE = 4  # the cycle search looks at every STRIDE-th back-edge of a spin (a fingerprint each)
SETTLE = 0.5  # seconds a concurrent launch spins before the memory it shares is compared
SEEN = 1 << 16  # fingerprints it keeps: loops of longer periods run to the budget
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
        # the cycle search over the spin's back-edges (_search)
        self.mark: tuple | None = None  # (clock reads, spin episode) of the table
        self.seen: dict[int, int] = {}  # fingerprint -> the back-edge it was first seen at
        self.held: tuple | None = None  # the state held: (fingerprint, back-edge, whole signature)
        self.steps = 0
        self.brent_time = self.next_time
        self.episode, self.episode_start = -1, 0.0  # the spin the detector has seen since when
        self.proof: tuple[int, int] | None = None  # (memory checksum, clock reads) of a proven cycle

    def observe(self, e) -> None:
        """Called at each back-edge of a spinning group (engine.run)."""
        coord = _coord(e)
        if coord is not None and coord.yields:  # a System's rank in its own process: a spinning
            coord.idle(e.spin_episode)  # rank leaves its core to the others (launching.turns.Board)
        if self.proof is None:
            self._search(e, coord)
            if self.proof is not None:
                return
        now = time.perf_counter()
        if now < self.next_time:
            return
        st = e.st
        if self.proof is not None:  # a proven cycle lasts while the memory it reads stays as it was
            self.next_time = now + MIN_INTERVAL
            g = self._shared(coord, st)
            if (g, st.clock_reads) != self.proof:
                self._forget()
                coord.running()
            elif coord.stuck(g):
                self.report(e)
            return
        if st.clock_reads != self.clock_reads:  # a clock was read: time passing may end the loop
            self.clock_reads = st.clock_reads
            self.history.clear()
        sig = self.signature(e)
        self.samples += 1
        self.next_time = time.perf_counter() + max(MIN_INTERVAL, 10 * (time.perf_counter() - now))
        old = self.history.get(sig)
        if old is not None and self._settled(e, coord) and self._shared_same(coord, st, old):
            self._repeated(e, coord)
            return
        if coord is not None:
            coord.running()
        if len(self.history) >= HISTORY:
            self.history.clear()
        # the shared memory's checksum, taken where this launch's own state repeats (else None)
        self.history[sig] = old if old is not None else [None]

    def _search(self, e, coord) -> None:
        """The cycle search over the states at the spin's back-edges (every STRIDE-th): a loop with
        a counter (NCCL's barrier checks its abort flag every 10,000 turns) repeats its state only
        after its period, which samples at wall-time intervals rarely meet. Each state's cheap
        fingerprint goes into a table; one state is held with its whole signature (the first the
        rate limit allows), and where its fingerprint comes back with the same signature, the loop
        repeats: found one period after it. A fingerprint first seen after the held one that comes
        back before it shows the held state was not in the loop's cycle: that one is held instead
        (found two periods on)."""
        self.steps += 1
        if self.steps % STRIDE:
            return
        st = e.st
        key = (st.clock_reads, e.spin_episode)
        if key != self.mark or len(self.seen) >= SEEN:  # another loop, a clock read, a long cycle
            self.mark, self.seen, self.held = key, {}, None
        fp = self.fingerprint(e)
        held = self.held  # (fingerprint, back-edge, signature, [shared memory's checksum])
        if held is not None and fp == held[0]:
            sig = self._signed(e)
            if sig != held[2]:  # the same fingerprint, another state
                self.held = (fp, self.steps, sig, [None])
            elif self._shared_same(coord, st, held[3]):
                self._repeated(e, coord)
            else:  # the shared memory has changed (held[3] is now's): held again from here
                self.held = (fp, self.steps, sig, held[3])
            return
        old = self.seen.setdefault(fp, self.steps)
        again = old != self.steps
        if (held is None or (again and old > held[1])) and time.perf_counter() >= self.brent_time \
                and self._settled(e, coord):
            sig = self._signed(e)
            self.held = (fp, self.steps, sig, [self._shared(coord, st) if coord is not None else None])

    def _signed(self, e) -> bytes:
        t0 = time.perf_counter()
        sig = self.signature(e)
        self.brent_time = time.perf_counter() + max(MIN_INTERVAL, 10 * (time.perf_counter() - t0))
        return sig

    def _repeated(self, e, coord) -> None:
        """The whole state was found equal at two moments with no clock read between: this launch
        repeats a cycle for as long as the memory it reads stays as it is."""
        st = e.st
        if st.checker is not None and st.checker.flush(st):  # deferred writes land: progress
            self._forget()
            return
        if e.tick is not None and coord is None:  # a concurrent launch whose turns know of no board
            self._forget()  # (an observer's chain, a torch-distributed System's ranks): another
            return  # device may end the wait; the budget decides
        if coord is None or coord.stuck(self.gsum):  # another worker or launch may end it
            self.report(e)
        self.proof = (self.gsum, st.clock_reads)  # confirmed with the others at later samples

    def _forget(self) -> None:
        self.history.clear()
        self.seen, self.held = {}, None
        self.mark = self.proof = None

    def _settled(self, e, coord) -> bool:
        """Has this spin lasted SETTLE seconds? Before that, a wait among concurrent launches is
        most likely one another launch is about to end (a barrier), and the memory they share,
        which may be large, is not compared yet."""
        if coord is None:
            return True
        if e.spin_episode != self.episode:
            self.episode, self.episode_start = e.spin_episode, time.perf_counter()
        return time.perf_counter() - self.episode_start >= SETTLE

    def _shared(self, coord, st) -> int:
        """The memory the other workers or launches share, as a checksum (kept in self.gsum); the
        next samples and whole signatures wait ten times what it cost (a System's memory can be
        large: NCCL's 8 segments of LL buffers hold 67 MB)."""
        t0 = time.perf_counter()
        self.gsum = self._memory_sum(coord, st)
        t1 = time.perf_counter()
        self.next_time = max(self.next_time, t1 + 10 * (t1 - t0))
        self.brent_time = max(self.brent_time, t1 + 10 * (t1 - t0))
        return self.gsum

    def _shared_same(self, coord, st, kept: list) -> bool:
        """This launch's own state repeats one kept with `kept` = [checksum of the shared memory
        then, or None]: is the shared memory the same now? (One launch alone: its global memory
        is in its signature already.) The checksum is taken now and kept for the next time."""
        if coord is None:
            return True
        g = self._shared(coord, st)
        same = kept[0] == g
        kept[0] = g
        return same

    @staticmethod
    def _memory_sum(coord, st) -> int:
        """A checksum of the memory every worker or launch compares (coord.allocations)."""
        crcs = np.array([zlib.crc32(a.data) for a in coord.allocations(st)], np.uint32)
        return zlib.crc32(crcs.data)

    def fingerprint(self, e) -> int:
        """A cheap digest of the state that a cycle's turns share: the program counters' sum, the
        spin's back-edge and the first spinning lane's registers (its loop counter among them)."""
        st = e.st
        lane = int(np.argmax((e.pc == e.spin_target) & ~e.parked))
        vals = [0 if r is None or r.ndim != 1 else r[lane] for r in st.R]  # unwritten: zero bits
        raw = np.array(vals, np.uint64) if vals else np.zeros(0, np.uint64)
        return hash((int(e.spin_target), lane, int(e.pc.sum()), raw.tobytes()))

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
            e._stack if e._stack is not None else b"",  # made at the first call (Engine.stack)
            st.smem,
            st.local,
        ):
            h.update(np.ascontiguousarray(a).data)
        h.update(np.array([e.spin_target, min(e.spin_count, SPIN_LIMIT + 1)], np.int64).data)
        for i, r in enumerate(st.R):
            # a register never written reads as zero bits: one written with zeros is the same state
            # (NCCL's barrier loads its abort flag, 0, into a fresh register at the first wrap)
            if r is not None and (raw := np.ascontiguousarray(r).view(np.uint8)).any():
                h.update(i.to_bytes(4, "little"))
                h.update(raw.data)
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
        else:  # other processes or launches write memory too: the memory they share is compared
            ids = {id(a.data) for a in coord.allocations(st)}  # apart (_shared_same), where the
            own = [zlib.crc32(a.data) for a in st.device.allocations() if id(a.data) not in ids]
            h.update(np.array(own, np.uint32).data)  # rest repeats; this launch's private buffers
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
