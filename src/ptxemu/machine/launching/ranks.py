"""A System's launches at once, each in a process of its own: `System(n, processes=True)`.

The one-process System (system.py) is the reference: its launches take turns of `quantum`
scheduler steps in one process, so its devices' arithmetic never runs on two cores. Here each
launch of a System.launch runs in a forked process, all at the same time, exchanging nothing but
memory, and only where the program communicates:

* Memory. Before the fork every device's allocations move into shared anonymous memory
  (memory.Device.share, MAP_SHARED), a buffer that several devices map (System.map_peer, NCCL's
  flat LSA space) to one copy; every rank process sees every device's memory at the same
  addresses, so peer loads and stores, multimem.* (every member's copy), flags and barriers across
  devices are plain memory accesses of that process, with no message between ranks. What a launch
  allocates for itself (its parameters, the copies of host arrays) stays private to its process;
  host arrays come back to the caller through a pipe after the launch.
* Read-modify-writes. Global atomics and reductions, and multimem.red and
  multimem.cp.reduce.async.bulk (every member's copy in one hold, semantics.multimem.members_update)
  hold one cross-process lock (memory.global_atomic): each is atomic across ranks, as the hardware
  makes each atomic operation indivisible. Loads and stores hold no lock, multimem.ld_reduce and
  multimem.st neither (each member's access is a plain one: the switch gives no atomicity across
  members either); an aligned 8-byte word (also inside a v2/v4 vector of smaller elements,
  memory.gather/scatter) is one copy, never seen half written: single-copy atomicity up to 8
  bytes, as the GPU gives (NCCL's LL protocol pairs each data word with its flag in 8 bytes).
* Order. The GPU fixes no order among accesses of different devices that synchronisation does not
  order (PTX memory model, manual 8): a program whose results do not depend on that order (every
  data race resolved by release/acquire flags, barriers, or order-independent atomics such as
  integer adds), which NCCL's collectives are, gives the same bytes here as in the one-process
  System. Where the order does matter (two devices' float reductions into one address, plain
  stores of different values to one address, which of two racing atomics returns first), the GPU
  gives no answer and neither does this mode: it is the order in which the processes get there
  (one multimem.red updates every member's copy while it holds the lock, so every member sees the
  same order: test_ranks, the racing f32 reductions). The one-process System is the deterministic
  model for those programs (its turn order), and the default. The number of instructions a
  spin-wait executes (LaunchStats) depends on timing in both this mode and on the GPU.
* Spin-waits that nothing can end. Each rank's spin detector (machine.running.spin) reports a
  repeated state only when every other launch is finished, or repeats its own with the same
  memory everywhere (a checksum of every device's shared memory) and has confirmed it since
  (turns.Board, the launch workers' rule): every stuck launch reports its lines, and the
  System raises one error holding each device's report, seconds after the wait began.
  Where ranks outnumber cores a spinning rank sleeps up to 2 ms a turn for the first second of
  a wait, then yields its core at every turn (turns.Board.idle); with a core each it spins on.
* Errors. A launch that fails stops the others (they might wait on it forever); the error raised
  is that of the first failed launch in launch order (turns.first_error), as in one process.

Each rank runs its launch on the interpreter or the compiled route as Module.launch chooses, in
one process (no launch workers inside a rank); atomics and element rules take their numpy
routes there unless the compiled route is asked for (numba's kernels compiled in a rank would be
lost with it).

The rank processes persist (`RankPool`): forked at a System's first launch, they wait for the
next System.launch, which sends each its launch (kernel, geometry, arguments, through a pipe)
and takes back its LaunchStats and host arrays, so a sequence of small launches (the steps of
NCCL's all-reduces, a replayed training step) pays a message per rank, not a fork. A pool is
forked with the modules and kernels the launches use (compiled, their global variables placed)
and the devices' memory, every allocation moved into shared memory (memory.Device.share). What
the System's memory map gains or loses later (an allocation, a free, a peer mapping, a multicast
object) goes to the ranks with the next launch: a new allocation's bytes move into a memory file
(memfd) that the ranks map through /proc/PID/fd, a peer mapping of a buffer they have is that
buffer; writes into existing memory need nothing (the ranks see the same bytes). A launch that
uses another module or kernel, or more launches than the pool has ranks, forks a new pool (the
old one ends). A launch that fails ends the others' rank processes (they might wait on it
forever) and with them the pool. At most MAX_POOLS pools live at once (the least recently used
ends first); `System.close()` ends a System's. Where the launch's options do not pickle (a
progress callback), the launch forks its ranks for itself.
"""

from __future__ import annotations

import gc
import mmap
import multiprocessing as mp
import os
import pickle
import signal
import sys
import weakref
from contextlib import nullcontext
from multiprocessing.connection import wait as wait_conns
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError, PtxRuntimeError
from ptxemu.machine.launching import workers as W
from ptxemu.machine.launching.turns import Board, first_error, is_spin, name_launch, shared_allocations

MAX_POOLS = 2  # rank pools alive at once (each holds a process per launch of its System)
_LIVE: list[RankPool] = []  # most recently used last


def _rank_error(msg: tuple, launch: dict, i: int) -> BaseException:
    """The error a rank process reported for launch `i` ("crash": it ended abnormally; else the
    pickled exception it raised)."""
    if msg[0] == "crash":
        return PtxRuntimeError(f"device {launch['device']} ({launch['kernel']}): the rank process of "
                               f"launch {i} ended abnormally ({W._describe(msg[1])})")
    return W._unpack(msg[1])


def launch(system, launches: list[dict[str, Any]], spec_keys: tuple[str, ...]) -> list:
    """System.launch with every launch in a rank process of its own (module docstring)."""
    for s in launches:
        d = s.get("device")
        if not isinstance(d, (int, np.integer)) or not 0 <= int(d) < len(system.devices):
            raise PtxOperandError(f"launch on device {d!r}: the system has {len(system.devices)} devices")
    if not hasattr(os, "fork"):  # no fork (Windows): the one-process System's turns
        system.processes = False
        try:
            return system.launch(launches)
        finally:
            system.processes = True
    for s in launches:  # compiled once here, inherited by every rank; globals in shared memory
        k = s["module"].kernel(s["kernel"])
        s["module"]._place_globals(k, system.devices[int(s["device"])])
    try:  # what each rank is sent: its launch without the module (the rank has it by number)
        msgs = [pickle.dumps({k: v for k, v in s.items() if k != "module"}) for s in launches]
    except Exception:  # noqa: BLE001 - a callback or another object that does not pickle
        _share(system)
        return _forked(system, launches, spec_keys)
    pool = _pool(system, launches, spec_keys)
    changes = pool.changes(system)
    if changes and not pool.teach(changes):  # a rank could not map the new memory: fork anew
        pool.close()
        pool = _pool(system, launches, spec_keys)
        changes = None
    if changes is None:  # a new pool: forked over the memory as it is now
        _share(system)
        pool.fork(system, spec_keys)
    return pool.run(launches, msgs)


def _share(system) -> None:
    moved: dict = {}
    for dev in system.devices:
        dev.share(moved)


def close(system) -> None:
    """End the rank processes of `system` (System.close)."""
    pool = getattr(system, "_rank_pool", None)
    if pool is not None:
        pool.close()
        system._rank_pool = None


def _memory_map(system) -> list[dict[int, tuple]]:
    """Every device's allocations as a pool's ranks know them: address -> (size, the buffer's
    identity, read-only, the allocation)."""
    return [{a.address: (a.size, id(a.data), a.readonly, a) for a in d._allocs} for d in system.devices]


def _pool(system, launches, spec_keys) -> RankPool:
    """The System's pool if it can run these launches, else a new one, not yet forked (the old
    one ended)."""
    pool = getattr(system, "_rank_pool", None)
    kernels = {(id(s["module"]), s["kernel"]) for s in launches}
    fixed = (len(system.devices), system.plain_multicast_stores, system.reduce_order)
    if pool is not None and (not pool.alive() or len(launches) > pool.size or not kernels <= pool.kernels
                             or fixed != pool.fixed):
        pool.close()
        pool = None
    if pool is None:
        mods = {id(s["module"]): s["module"] for s in launches}
        if getattr(system, "_rank_pool", None) is not None:  # the old one's modules stay known
            mods = {**system._rank_pool.modules, **mods}
        pool = RankPool(len(launches), mods, kernels, fixed)
        system._rank_pool = pool
        weakref.finalize(system, pool.close)
    if pool in _LIVE:
        _LIVE.remove(pool)
    _LIVE.append(pool)
    while len(_LIVE) > MAX_POOLS:
        _LIVE.pop(0).close()
    return pool


class RankPool:
    """`size` rank processes forked over a System's shared memory, each running the launches it is
    sent, one at a time (module docstring). Holds no reference to the System (its finaliser ends
    the pool), only to the modules its ranks know by number and the memory files it gave them."""

    def __init__(self, size: int, modules: dict, kernels: set, fixed: tuple) -> None:
        self.size = size
        self.modules = modules
        self.kernels = kernels
        self.fixed = fixed
        self.pids: dict[int, int] = {}
        self.conns: dict[int, Any] = {}
        self.broken = False
        self.forked = False
        self.files: dict[int, tuple[int, np.ndarray]] = {}  # buffers given to the ranks since the fork

    def fork(self, system, spec_keys) -> None:
        """Fork the ranks over the System's memory (every allocation shared already)."""
        self.known = _memory_map(system)
        self.keys = {(i, addr) for i, k in enumerate(self.known) for addr in k}  # (in the ranks)
        self.mcs = pickle.dumps((system.multicasts, system._next_mc))
        self.board = Board(self.size, None, shared_allocations(system.devices), yields=True)
        self.lock = mp.get_context("fork").RLock()  # every rank's atomics and multimem operations
        self.forked = True
        sys.stdout.flush()
        sys.stderr.flush()
        others = [c for p in _LIVE for c in p.conns.values()]
        gc.freeze()  # the ranks' collector leaves this process's objects alone: no copy-on-write of them
        try:
            for i in range(self.size):
                mine, theirs = mp.Pipe(duplex=True)
                pid = os.fork()
                if pid == 0:  # the rank: never returns into the caller's code
                    code = 1
                    try:
                        for c in [*others, *self.conns.values(), mine]:
                            c.close()  # the parent's ends: EOF reaches the rank when the parent goes
                        code = _serve(system, i, self, spec_keys, theirs)
                    finally:
                        os._exit(code)
                theirs.close()
                self.pids[i], self.conns[i] = pid, mine
        except BaseException:
            self.close()
            raise
        finally:
            gc.unfreeze()

    def changes(self, system) -> list | None:
        """What the ranks must learn of the System's memory since they last heard (allocations
        made, freed or remapped, multicast objects): [] for nothing, None where the pool is not
        forked yet. A new allocation's bytes move into a memory file (memfd) the ranks map
        through /proc/PID/fd; one sharing a buffer the ranks have is an alias of it."""
        if not self.forked:
            return None
        now = _memory_map(system)
        ops: list = []
        held = {}  # buffer identity -> (device, address) of an allocation the ranks already hold
        for i, known in enumerate(self.known):
            for addr, k in known.items():
                held.setdefault(k[1], (i, addr))
        moved: dict[int, np.ndarray] = {}
        for i, (known, cur) in enumerate(zip(self.known, now, strict=True)):
            for addr, k in known.items():
                if cur.get(addr, (None,) * 4)[:3] != k[:3]:
                    ops.append(("free", i, addr))
            for addr, (size, did, ro, a) in cur.items():
                if known.get(addr, (None,) * 4)[:3] == (size, did, ro):
                    continue
                if did in held and did not in moved:
                    ops.append(("alloc", i, addr, size, a.name, ro, ("alias", *held[did])))
                    continue
                if did not in moved:  # into a memory file (a peer mapping of it follows along)
                    fd = os.memfd_create(f"ptxemu device {i} {addr:#x}")
                    os.ftruncate(fd, max(a.data.size, 1))
                    buf = np.frombuffer(mmap.mmap(fd, max(a.data.size, 1), flags=mmap.MAP_SHARED), np.uint8)
                    buf = buf if a.data.size else buf[:0]
                    buf[:] = a.data
                    moved[did] = buf
                    self.files[id(buf)] = (fd, buf)
                a.data = moved[did]
                fd = self.files[id(a.data)][0]
                ops.append(("alloc", i, addr, size, a.name, ro, ("file", os.getpid(), fd, a.data.size)))
        for d in system.devices:  # every allocation that shared a moved buffer
            for a in d._allocs:
                if id(a.data) in moved:
                    a.data = moved[id(a.data)]
        mcs = pickle.dumps((system.multicasts, system._next_mc))
        if mcs != self.mcs:
            ops.append(("multicasts", mcs))
            self.mcs = mcs
        self.known = _memory_map(system)
        return ops

    def alive(self) -> bool:
        """Every rank process is there (one ends with the thread that forked it, PR_SET_PDEATHSIG:
        a pool forked from a thread that has ended is forked anew)."""
        if self.broken or len(self.pids) != self.size:
            return False
        for pid in self.pids.values():
            try:
                if os.waitpid(pid, os.WNOHANG)[0]:
                    self.broken = True
                    return False
            except ChildProcessError:
                self.broken = True
                return False
        return True

    def close(self) -> None:
        """End the rank processes (killed: a rank may be in a launch) and reap them."""
        for c in self.conns.values():
            c.close()
        for pid in self.pids.values():
            W._kill(pid, signal.SIGKILL)
        for pid in self.pids.values():
            W._reap(pid)
        for fd, _ in self.files.values():
            os.close(fd)
        self.pids, self.conns, self.broken, self.files = {}, {}, True, {}
        if self in _LIVE:
            _LIVE.remove(self)

    def teach(self, changes: list) -> bool:
        """Send every rank the memory map's changes; False where one could not apply them."""
        try:
            for c in self.conns.values():
                c.send(("learn", changes))
            return all(c.recv() == "ok" for c in list(self.conns.values()))
        except (EOFError, OSError, pickle.UnpicklingError):
            self.broken = True
            return False

    def run(self, launches: list[dict[str, Any]], msgs: list[bytes]) -> list:
        n = len(launches)
        b = self.board
        for j in range(self.size):  # the spin detectors' words: idle ranks count as finished
            s = b._slot(j)
            b.w[s : s + 4] = (W.RUNNING if j < n else W.DONE, 0, 0, 0)
        aff = getattr(os, "sched_getaffinity", None)
        crowded = n > (len(aff(0)) if aff is not None else os.cpu_count() or 1)
        results: list[Any] = [None] * n
        errors: list[BaseException | None] = [None] * n
        waiting: dict[Any, int] = {}
        killed: set[int] = set()
        try:
            for i in range(n):
                self.conns[i].send(("run", id(launches[i]["module"]), msgs[i], crowded))
                waiting[self.conns[i]] = i
            while waiting:
                for c in wait_conns(list(waiting)):
                    i = waiting.pop(c)
                    try:
                        msg = c.recv()
                    except (EOFError, OSError, pickle.UnpicklingError):
                        self.broken = True
                        if i in killed:
                            continue  # stopped: another launch failed
                        msg = ("crash", W._reap(self.pids.pop(i)))
                    if msg[0] == "ok":
                        results[i] = msg[1]
                        for k, data in msg[2]:  # host arrays hold what the launch copied back
                            arr = np.asarray(launches[i]["args"][k]).reshape(-1).view(np.uint8)
                            arr[:] = data.reshape(-1).view(np.uint8)
                        continue
                    e = _rank_error(msg, launches[i], i)
                    errors[i] = e
                    if is_spin(e):  # the others were stuck too: each makes its own report
                        continue
                    self.broken = True  # the others might wait on it forever: they end, and the pool
                    for j in waiting.values():
                        if j not in killed:
                            killed.add(j)
                            W._kill(self.pids[j], signal.SIGKILL)
        except BaseException:
            self.broken = True
            raise
        finally:
            if self.broken:
                self.close()
        e = first_error(errors)
        if e is not None:
            raise e
        return results


def _serve(system, i: int, pool: RankPool, spec_keys, conn) -> int:
    """A rank process: runs the launches it is sent until its pipe ends."""
    from ptxemu.machine.running import spin
    from ptxemu.machine.running.compiled import background
    from ptxemu.machine.state import memory as M

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and ends the ranks
    W._die_with_parent()
    board = pool.board
    if os.getppid() != board.parent:
        return 0
    board.me = i
    spin.COORD = board
    background.forget()  # compiles are the parent's
    M.ATOMIC_LOCK = pool.lock  # read-modify-writes (atom, red, multimem.red, cp.reduce) one at a time;
    system.lock = M.NO_LOCK  # multimem loads and stores, plain accesses of each member, need none
    try:
        while True:
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                return 0
            if msg[0] == "learn":
                try:
                    _learn(system, msg[1], pool)
                    conn.send("ok")
                except Exception as e:  # noqa: BLE001 - /proc/PID/fd closed to it: the parent forks anew
                    conn.send(f"{type(e).__name__}: {e}")
                continue
            _, mid, raw, crowded = msg
            spec = pickle.loads(raw)
            spec["module"] = pool.modules[mid]
            board.snap, board.crowded, board._episode = None, crowded, -1
            out = _run(system, spec, spec_keys)
            board.done()
            conn.send(out)
    except W._Stop:  # the parent is gone
        return 0
    except BaseException:  # noqa: BLE001 - a broken pipe (the parent is gone) or worse
        return 1


def _learn(system, changes: list, pool: RankPool) -> None:
    """Apply the parent's memory changes in this rank (RankPool.changes)."""
    from ptxemu.machine.launching.distributed import _open_file

    data = {}
    for op in changes:  # every source first: an alias may name an allocation freed below
        if op[0] == "alloc":
            src = op[6]
            if src[0] == "alias":
                data[op[1:3]] = system.devices[src[1]].find(src[2]).data
            else:
                data[op[1:3]] = _open_file(src[1], src[2], src[3])
    for op in changes:
        if op[0] == "free":
            system.devices[op[1]].free(op[2])
        elif op[0] == "multicasts":
            system.multicasts, system._next_mc = pickle.loads(op[1])
    for op in changes:
        if op[0] == "alloc":
            _, i, addr, size, name, ro, _ = op
            dev = system.devices[i]
            while (hit := dev._collides(addr, max(size, 1))) is not None:  # this rank's own (parameters)
                if getattr(dev, "_param_buffer", None) == hit.address:
                    dev._param_buffer = None
                dev.free(hit.address)
            dev.alloc(size, address=addr, name=name, readonly=ro, data=data[(i, addr)])
    keys = pool.keys  # the parent's allocations (not this rank's own: its parameters)
    keys -= {op[1:3] for op in changes if op[0] == "free"}
    keys |= {op[1:3] for op in changes if op[0] == "alloc"}
    pool.board.shared = shared_allocations(system.devices, keys)


def _run(system, spec: dict[str, Any], spec_keys) -> tuple:
    """One launch in this rank: ("ok", stats, host arrays) or ("err", the packed error)."""
    from ptxemu.numerics import jit

    kw = {k: v for k, v in spec.items() if k not in spec_keys}
    # the numpy routes of atomics and element rules (the same bits): a kernel numba compiled here
    # (each rank at once, under the atomics' lock) would be lost with this process; the compiled
    # route's native regions still run where the launch asks for them
    numpy_only = jit.disabled() if kw.get("route", os.environ.get("PTXEMU_ROUTE")) != "compiled" \
        else nullcontext()
    try:
        with numpy_only:
            stats = spec["module"].launch(
                spec["kernel"],
                spec["grid"],
                spec["block"],
                spec["args"],
                device=system.devices[int(spec["device"])],
                **kw,
            )
        back = [(k, np.asarray(a)) for k, a in enumerate(spec["args"]) if isinstance(a, np.ndarray)]
        return ("ok", stats, back)
    except W._Stop:
        raise
    except BaseException as e:  # noqa: BLE001 - every error goes to the parent
        name_launch(e, spec)
        return ("err", W._pack(e))


def _forked(system, launches: list[dict[str, Any]], spec_keys: tuple[str, ...]) -> list:
    """The launches in rank processes forked for this launch alone, each inheriting its launch
    (options that do not pickle); the same rules as the pool's."""
    n = len(launches)
    board = Board(n, system, shared_allocations(system.devices), yields=True)
    lock = mp.get_context("fork").RLock()
    sys.stdout.flush()
    sys.stderr.flush()
    pids: dict[int, int] = {}
    conns: dict[Any, int] = {}
    results: list[Any] = [None] * n
    errors: list[BaseException | None] = [None] * n
    arrays: dict[int, list] = {}
    gc.freeze()
    try:
        for i, spec in enumerate(launches):
            r, w = mp.Pipe(duplex=False)
            pid = os.fork()
            if pid == 0:
                code = 1
                try:
                    r.close()
                    code = _forked_rank(system, i, spec, spec_keys, board, lock, w)
                finally:
                    os._exit(code)
            w.close()
            pids[i] = pid
            conns[r] = i
        gc.unfreeze()
        stopped: set[int] = set()
        while conns:
            for c in wait_conns(list(conns)):
                i = conns.pop(c)
                try:
                    msg = c.recv()
                except (EOFError, OSError, pickle.UnpicklingError):
                    msg = ("crash", W._reap(pids.pop(i))) if i not in stopped else ("stopped",)
                c.close()
                if msg[0] == "ok":
                    results[i], arrays[i] = msg[1], msg[2]
                    continue
                if msg[0] == "stopped":
                    continue
                e = _rank_error(msg, launches[i], i)
                errors[i] = e
                if is_spin(e):
                    continue
                for j, pid in pids.items():
                    if j not in stopped and any(conns[x] == j for x in conns):
                        stopped.add(j)
                        W._kill(pid, signal.SIGKILL)
    finally:
        gc.unfreeze()
        for c in conns:
            c.close()
        for pid in pids.values():
            W._kill(pid, signal.SIGKILL)
            W._reap(pid)
    for i, got in arrays.items():
        for k, data in got:
            np.asarray(launches[i]["args"][k]).reshape(-1).view(np.uint8)[:] = data.reshape(-1).view(np.uint8)
    e = first_error(errors)
    if e is not None:
        raise e
    return results


def _forked_rank(system, i: int, spec: dict[str, Any], spec_keys, board: Board, lock, conn) -> int:
    from ptxemu.machine.running import spin
    from ptxemu.machine.running.compiled import background
    from ptxemu.machine.state import memory as M

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    W._die_with_parent()
    if os.getppid() != board.parent:
        return 0
    board.me = i
    spin.COORD = board
    background.forget()
    M.ATOMIC_LOCK = lock
    system.lock = M.NO_LOCK
    try:
        out = _run(system, spec, spec_keys)
        board.done()
        conn.send(out)
        return 0
    except W._Stop:
        return 0
    except BaseException:  # noqa: BLE001
        return 1
