"""A System whose devices live in separate processes (or machines), through torch.distributed.

`ptxemu.System(n, distributed=True)` in each of the n ranks of a torch.distributed process group
(gloo on CPUs; `torchrun --nproc-per-node n`, or torch.multiprocessing) makes the same System in
every rank, which holds device `rank` itself and knows the others only by their allocations'
addresses and sizes. torch.distributed is the only transport; nothing else is written here.

Every call on the System is collective, as torch.distributed's are: every rank makes the same
alloc_symmetric / multicast / launch calls in the same order (the addresses they give are
checked equal across ranks). `System.launch` takes the same list of launches in every rank; each
rank runs the launches on its own device and serves the others.

Same bits as the one-process System: the launches take turns exactly as there (each runs
`quantum` scheduler steps, then the next unfinished launch in list order), so every memory sees
the same operations in the same order. While one launch has the turn, its rank is the only one
that runs; the others wait for its messages, all of them broadcasts from the running rank:

    LOAD   (multimem.ld_reduce)  the lanes' offsets; every rank answers with its device's bytes
           there through one gather to the running rank, which reduces the members' values in
           member order with the System's reduce_order, the one-process code (multimem).
    STORE  (multimem.st)          offsets and bytes; every member rank stores them.
    UPDATE (multimem.red, multimem.cp.reduce.async.bulk)  offsets, operand bytes, op and type;
           every member rank applies them to its own copy, lanes in ascending order (the
           one-process order per member: members' memories are disjoint).
    END    the turn is over (and whether that launch finished or failed); every rank computes
           the next turn alike.

The ranks therefore run one at a time, as the one-process System's threads do. Each END also
carries the launch's spin detector's count of confirmations that it repeats a cycle with its
device's memory unchanged (TurnsBoard): a wait across devices that nothing can end is reported
in seconds, every rank raising the whole report.

Ranks on one host (every rank's host name and boot id alike, and /proc/PID/fd open to them;
PTXEMU_DIST_SHARED=0 keeps the turns) run at once instead, as a System(processes=True)'s ranks
do (launching.ranks): each rank's device keeps every allocation in an anonymous memory file
(memfd: SharedDevice), listed in the rank's table on a board rank 0 shares (FileTable), and the
other ranks map the files of the allocations they know of (RemoteDevice.attach: symmetric ones,
peer mappings' sources, and those every rank makes alike, as the same calls do). Peer loads and
stores (System.map_peer, peer_pointers, NCCL's flat LSA space), multimem.* on every member's
copy and flags across devices are then plain memory accesses, with no message; host reads and
writes of another rank's mapped allocation reach it too. Every rank runs its own launch
concurrently with the others'; read-modify-writes hold one lock across the ranks (flock on the
board, FileLock); the spin detectors share the board (SharedBoard: a wait that nothing can end is
reported in seconds, every rank raising the whole report); a launch that fails raises a flag on
the board that stops the others at their next scheduler step, and every rank learns its error.
The same bits as the one-process System wherever the GPU fixes them (launching.ranks' docstring
says where it does not). A rank with more than one launch in a System.launch, or more launches
than the board holds, takes the turns. A file ends with its last mapping: nothing is left behind.
"""

from __future__ import annotations

import fcntl
import mmap
import os
import socket
import threading
import time
import weakref
import zlib
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxMemoryError, PtxOperandError, PtxRuntimeError, Unsupported
from ptxemu.machine.launching import workers as W
from ptxemu.machine.launching.turns import Board, Stopped, Tick, first_error, is_spin, name_launch
from ptxemu.machine.state import memory as M

LOAD, STORE, UPDATE, END = 1, 2, 3, 4
_HEADER = 9  # int64 words: kind, multicast index, nbytes, lanes, op, type, payload bytes, flag, run
# (run >= 0: the lanes' offsets are run, run + nbytes, ... and are not sent; -1: they are, as int64)


def _pack(s: str) -> int:
    return int.from_bytes(s.encode().ljust(8, b"\0")[:8], "little", signed=True)


def _unpack(v: int) -> str:
    return int(v).to_bytes(8, "little", signed=True).rstrip(b"\0").decode()


class RemoteDevice(M.Device):
    """A device held by another rank: its allocations' addresses and sizes (for address checks and
    multicast binding); on one host, their bytes mapped from the owner's memory files (`attach`:
    the owner lists each in its table on the board, FileTable), else none."""

    def __init__(self, rank: int, files: FileTable | None = None) -> None:
        super().__init__()
        self.rank = rank
        self.files = files  # the owner's memory files (one host), else None

    def _buffer(self, nbytes: int, address: int) -> np.ndarray:
        return np.zeros(0, np.uint8)

    def attach(self, only: M.Allocation | None = None, wait: float = 0.0) -> None:
        """Map the owner's file of every allocation known here (or `only` that one) whose bytes
        are not mapped yet, waiting up to `wait` seconds for the owner to make it (the ranks make
        the same calls, not in step)."""
        if self.files is None:
            return
        for a in self._allocs if only is None else [only]:
            if a.size and not a.data.size:
                fd = self.files.find(a.address, wait)
                if fd is not None:
                    a.data = _open_file(self.files.pid, fd, (a.size + 15) // 16 * 16)

    def _remote(self, what: str, address: int, n: int) -> M.Allocation:
        """The mapped allocation holding [address, address + n) (one host), else an error."""
        a = self.find(address)
        if a is not None and not a.data.size:
            self.attach(a, wait=WAIT_FOR_OWNER)
        if a is None or not a.data.size or address + n > a.address + a.size:
            raise PtxOperandError(
                f"device {self.index} lives in rank {self.rank}: {what} it there (on one host, "
                "memory that rank has allocated too, as the ranks' same calls do)"
            )
        return a

    def write(self, address: int, data) -> None:
        n = np.asarray(data).nbytes if not isinstance(data, (bytes, bytearray, memoryview)) else len(data)
        self._remote("write", address, n)
        super().write(address, data)

    def read(self, address: int, n: int) -> np.ndarray:
        self._remote("read", address, n)
        return super().read(address, n)


def _new_file(name: str, nbytes: int) -> tuple[int, np.ndarray]:
    """An anonymous memory file (memfd) of `nbytes` zero bytes, mapped shared: (fd, its bytes)."""
    fd = os.memfd_create(name)
    os.ftruncate(fd, max(nbytes, 1))
    arr = np.frombuffer(mmap.mmap(fd, max(nbytes, 1), flags=mmap.MAP_SHARED), np.uint8)
    return fd, arr if nbytes else arr[:0]


def _open_file(pid: int, fd: int, nbytes: int) -> np.ndarray:
    """Another process's memory file (its fd), mapped shared here."""
    mine = os.open(f"/proc/{pid}/fd/{fd}", os.O_RDWR)
    try:
        arr = np.frombuffer(mmap.mmap(mine, max(nbytes, 1), flags=mmap.MAP_SHARED), np.uint8)
    finally:
        os.close(mine)
    return arr if nbytes else arr[:0]


class SharedDevice(M.Device):
    """This rank's device on one host: every allocation's bytes in a memory file (memfd) that the
    other ranks map (RemoteDevice.attach, through /proc/PID/fd); a peer mapping's bytes are the
    owner's. Nothing is left behind: a file ends with its last mapping."""

    def __init__(self, rank: int, files: FileTable) -> None:
        super().__init__()
        self.owner = rank  # (not `rank`: that names a RemoteDevice)
        self.files = files  # this rank's table on the board
        self.fds: dict[int, int] = {}  # address -> its file

    def _buffer(self, nbytes: int, address: int) -> np.ndarray:
        fd, data = _new_file(f"ptxemu device {self.owner} {address:#x}", nbytes)
        self.fds[address] = fd
        self.files.add(address, fd)
        return data

    def free(self, address: int) -> None:
        super().free(address)
        fd = self.fds.pop(address, None)
        if fd is not None:
            self.files.drop(address)
            os.close(fd)


def devices(system, n: int) -> list[M.Device]:
    """The devices of a distributed System: this rank's own, the others' as RemoteDevices."""
    tr, me = system.dist, system.dist.rank
    if not tr.one_host:
        return [M.Device() if i == me else RemoteDevice(i) for i in range(n)]
    return [SharedDevice(i, tr.table(i)) if i == me else RemoteDevice(i, tr.table(i)) for i in range(n)]


MAX_FILES = 4096  # memory files one rank lists at once
WAIT_FOR_OWNER = 60.0  # seconds a host write to another rank's allocation waits for that rank to make it


class FileTable:
    """One rank's memory files, listed in the board's memory file for the others: a count, then
    (address, fd) pairs (fd -1: freed). Only the owner writes it."""

    def __init__(self, words: np.ndarray, pid: int) -> None:
        self.w = words  # 1 + 2 * MAX_FILES int64
        self.pid = pid

    def _hits(self, address: int) -> np.ndarray:
        n = int(self.w[0])
        return np.flatnonzero((self.w[1 : 1 + 2 * n : 2] == address) & (self.w[2 : 2 + 2 * n : 2] >= 0))

    def add(self, address: int, fd: int) -> None:
        n = int(self.w[0])
        free = np.flatnonzero(self.w[2 : 2 + 2 * n : 2] < 0)
        k = int(free[0]) if free.size else n
        if k >= MAX_FILES:
            raise PtxMemoryError(f"more than {MAX_FILES} allocations on one device of a distributed System")
        self.w[1 + 2 * k], self.w[2 + 2 * k] = address, fd
        if k == n:
            self.w[0] = n + 1  # after the entry: a reader never sees half of it

    def drop(self, address: int) -> None:
        for k in self._hits(address):
            self.w[2 + 2 * int(k)] = -1

    def find(self, address: int, wait: float = 0.0) -> int | None:
        """The fd of the owner's file of the allocation at `address`, or None."""
        end = time.monotonic() + wait
        delay = 0.0005
        while True:
            hit = self._hits(address)
            if hit.size:
                return int(self.w[2 + 2 * int(hit[-1])])
            if time.monotonic() >= end:
                return None
            time.sleep(delay)
            delay = min(2 * delay, 0.05)


class FileLock:
    """A lock across the ranks' processes (flock on a file each opens for itself) that one process
    may take again."""

    def __init__(self, path: str) -> None:
        self.fd = os.open(path, os.O_RDWR)
        self.local = threading.RLock()
        self.depth = 0
        weakref.finalize(self, os.close, self.fd)

    def __enter__(self) -> FileLock:
        self.local.acquire()
        if self.depth == 0:
            fcntl.flock(self.fd, fcntl.LOCK_EX)
        self.depth += 1
        return self

    def __exit__(self, *exc) -> None:
        self.depth -= 1
        if self.depth == 0:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
        self.local.release()

    acquire = __enter__

    def release(self) -> None:
        self.__exit__()


MAX_LAUNCHES = 1024  # launches of one System.launch the board holds (more: the turns)
_FAILED = W._HEAD + W._SLOT * MAX_LAUNCHES  # the board's word: a launch has failed


class SharedBoard(Board):
    """The spin detectors' board of a distributed System's concurrent launches, in a memory file
    every rank maps, under the ranks' FileLock. Each rank compares the memory it sees (its own
    allocations and those of the others it maps): a launch is reported when every other is
    finished or stuck and has confirmed it, each rank's view unchanged since its own loop repeated."""

    def __init__(self, n: int, words: np.ndarray, lock: FileLock, system) -> None:
        super().__init__(n, system, None, yields=True)
        self._mm = None
        self.w = words
        self.lock = lock

    def stuck(self, gsum: int) -> bool:
        return super().stuck(0)  # the ranks see different private memory: each checks its own


class Transport:
    """The collectives that carry a distributed System's multimem operations and turns."""

    def __init__(self, system, group) -> None:
        try:
            import torch
            import torch.distributed as dist
        except ImportError as e:
            raise PtxOperandError("System(distributed=True) needs torch: pip install 'ptxemu[dist]'") from e
        if not dist.is_available() or not dist.is_initialized():
            raise PtxOperandError(
                "System(distributed=True) needs torch.distributed initialised "
                "(torch.distributed.init_process_group, e.g. under torchrun)"
            )
        self.torch, self.dist, self.group, self.system = torch, dist, group, system
        self.rank = dist.get_rank(group)
        self.world = dist.get_world_size(group)
        self.failed: PtxError | None = None  # an error of this rank's part of another's operation
        self.direct = False  # True while a launch runs at once with the others' (one host)
        self.one_host = False  # every rank on this host: the ranks map each other's memory
        self._one_host()

    def _one_host(self) -> None:
        """Where every rank runs on this host (its name and boot id alike) and can map rank 0's
        memory files: the board (rank 0's memory file) and the lock (flock on it)."""
        here = 0
        if os.environ.get("PTXEMU_DIST_SHARED", "1") != "0" and hasattr(os, "memfd_create"):
            try:
                boot = open("/proc/sys/kernel/random/boot_id").read().strip()
            except OSError:
                boot = ""
            here = zlib.crc32(f"{socket.gethostname()} {boot}".encode()) or 1
        if not here or self.agree_max(here) != here or -self.agree_max(-here) != here:
            return
        try:  # a memory file per allocation: as many open files as the system lets this process have
            import resource

            soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
            want = 4 * MAX_FILES if hard == resource.RLIM_INFINITY else min(hard, 4 * MAX_FILES)
            if soft != resource.RLIM_INFINITY and soft < want:
                resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
        except (ImportError, OSError, ValueError):
            pass
        nwords = _FAILED + 1 + self.world * (1 + 2 * MAX_FILES)
        fd = -1
        if self.rank == 0:
            fd, words = _new_file("ptxemu board", 8 * nwords)
            self._board_fd = fd  # open while this Transport lives (the others map it)
        where = self._bcast(np.array([os.getpid(), fd], np.int64), 0)
        ok = 1
        try:
            if self.rank:
                words = _open_file(int(where[0]), int(where[1]), 8 * nwords)
            self.lock = FileLock(f"/proc/{int(where[0])}/fd/{int(where[1])}")
        except OSError:
            ok = 0  # /proc/PID/fd closed to this process: the turns
        pids = self.torch.zeros(self.world, dtype=self.torch.int64)
        pids[self.rank] = os.getpid()
        self.dist.all_reduce(pids, group=self.group)
        if -self.agree_max(-ok) == 1:
            self.words = words.view(np.int64)
            self.pids = [int(p) for p in pids]
            self.one_host = True

    def table(self, rank: int) -> FileTable:
        """Rank `rank`'s list of its memory files, on the board."""
        k = _FAILED + 1 + rank * (1 + 2 * MAX_FILES)
        return FileTable(self.words[k : k + 1 + 2 * MAX_FILES], self.pids[rank])

    # -- collectives ----------------------------------------------------------------------------
    def _bcast(self, arr: np.ndarray, src: int) -> np.ndarray:
        t = self.torch.from_numpy(arr)
        self.dist.broadcast(t, group=self.group, group_src=src)
        return t.numpy()

    def agree(self, value: int, what: str) -> None:
        """Check that every rank computed the same integer (a collective call made alike)."""
        t = self.torch.tensor([value, -value], dtype=self.torch.int64)
        self.dist.all_reduce(t, op=self.dist.ReduceOp.MAX, group=self.group)
        if int(t[0]) != value or -int(t[1]) != value:
            raise PtxOperandError(
                f"{what} differs between ranks ({value:#x} here): every rank must "
                "make the same System calls in the same order"
            )

    def agree_max(self, value: int) -> int:
        t = self.torch.tensor([value], dtype=self.torch.int64)
        self.dist.all_reduce(t, op=self.dist.ReduceOp.MAX, group=self.group)
        return int(t[0])

    def _send(
        self,
        kind: int,
        mc_index: int = 0,
        nbytes: int = 0,
        rel: np.ndarray | None = None,
        op: str = "",
        el: str = "",
        rows: np.ndarray | None = None,
        flag: int = 0,
    ) -> None:
        from ptxemu.machine.semantics.multimem import contiguous

        lanes = 0 if rel is None else len(rel)
        run = int(rel[0]) if lanes and contiguous(rel, nbytes) else -1
        parts = [] if run >= 0 or not lanes else [rel.astype(np.int64).view(np.uint8)]
        if rows is not None:
            parts.append(np.ascontiguousarray(rows).reshape(-1))
        payload = np.concatenate(parts) if len(parts) > 1 else (parts[0] if parts else None)
        size = 0 if payload is None else payload.size
        h = np.array([kind, mc_index, nbytes, lanes, _pack(op), _pack(el), size, flag, run], np.int64)
        self._bcast(h, self.rank)
        if size:
            self._bcast(np.ascontiguousarray(payload), self.rank)

    def _contribution(self, mc, rel: np.ndarray, nbytes: int) -> np.ndarray:
        from ptxemu.machine.semantics.multimem import local_load

        d = self.rank
        if d in mc.members:
            b = mc.bindings[d]
            return np.ascontiguousarray(local_load(self.system.devices[d], d, b, mc, rel, nbytes)).reshape(-1)
        return np.zeros(len(rel) * nbytes, np.uint8)

    # -- the running rank's side ----------------------------------------------------------------
    def _index(self, mc) -> int:
        return self.system.multicasts.index(mc)

    def load(self, mc, rel: np.ndarray, nbytes: int) -> np.ndarray:
        self._send(LOAD, self._index(mc), nbytes, rel)
        mine = self.torch.from_numpy(self._contribution(mc, rel, nbytes))
        parts = [self.torch.empty_like(mine) for _ in range(self.world)]
        self.dist.gather(mine, parts, group=self.group, group_dst=self.rank)
        return np.stack([parts[d].numpy().reshape(len(rel), nbytes) for d in mc.members])

    def store(self, mc, rel: np.ndarray, rows: np.ndarray) -> None:
        from ptxemu.machine.semantics.multimem import local_store

        self._send(STORE, self._index(mc), rows.shape[1], rel, rows=rows)
        if self.rank in mc.members:
            local_store(self.system.devices[self.rank], self.rank, mc.bindings[self.rank], mc, rel, rows)

    def update(self, mc, rel: np.ndarray, rows: np.ndarray, op: str, el: str) -> None:
        from ptxemu.machine.semantics.multimem import local_update

        self._send(UPDATE, self._index(mc), rows.shape[1], rel, op, el, rows=rows)
        if self.rank in mc.members:
            local_update(
                self.system.devices[self.rank], self.rank, mc.bindings[self.rank], mc, rel, rows, op, el
            )

    def end_turn(self, flag: int, marks: int = -1) -> None:
        """The turn is over: whether its launch finished (flag), and its spin detector's count of
        confirmations that it repeats a cycle (-1: running), in the header's multicast field."""
        self._send(END, mc_index=marks, flag=flag)

    # -- the other ranks' side ------------------------------------------------------------------
    def serve(self, src: int) -> int:
        """Carry out the running rank `src`'s messages until its END; returns END's flag."""
        from ptxemu.machine.semantics.multimem import local_store, local_update

        me = self.rank
        dev = self.system.devices[me]
        while True:
            h = self._bcast(np.zeros(_HEADER, np.int64), src)
            kind, mci, nbytes, lanes, op, el, size, flag, run = (int(x) for x in h)
            if kind == END:
                self.marks = mci
                return flag
            pay = self._bcast(np.empty(size, np.uint8), src) if size else np.zeros(0, np.uint8)
            mc = self.system.multicasts[mci]
            if run >= 0:
                rel = run + nbytes * np.arange(lanes, dtype=np.int64)
            else:
                rel, pay = pay[: 8 * lanes].view(np.int64), pay[8 * lanes :]
            # an error in this rank's part is kept for after the launch (this rank goes on serving,
            # so the others never wait for it)
            try:
                if kind == LOAD:
                    mine = self._contribution(mc, rel, nbytes)
                elif me in mc.members and kind in (STORE, UPDATE):
                    rows = pay.reshape(lanes, nbytes)
                    if kind == STORE:
                        local_store(dev, me, mc.bindings[me], mc, rel, rows)
                    else:
                        local_update(dev, me, mc.bindings[me], mc, rel, rows, _unpack(op), _unpack(el))
            except PtxError as e:
                self.failed = self.failed or e
                mine = np.zeros(lanes * nbytes, np.uint8)
            if kind == LOAD:
                self.dist.gather(self.torch.from_numpy(mine), None, group=self.group, group_dst=src)


DONE, FAILED, SPUN = 1, 2, 3  # SPUN: a spin-wait report (the others go on to make theirs)


class TurnsBoard:
    """The spin detectors' board of the turns (machine.running.spin asks it, as it asks the
    launch workers' Coordinator): `marks[j]` is launch j's count of confirmations that it repeats
    a cycle with its device's memory unchanged (-1: running; None: finished), learnt from each
    turn's END. A launch whose state repeats is reported once every other unfinished launch is
    stuck and has confirmed it since (a launch that left its loop never confirms again). Each
    compares its own device's memory: another's multimem writes into it show there."""

    yields = False

    def __init__(self, me: int, marks: list) -> None:
        self.me, self.marks, self.snap = me, marks, None
        self.workers = len(marks)

    def running(self) -> None:
        self.marks[self.me] = -1
        self.snap = None

    def stuck(self, gsum: int) -> bool:
        self.marks[self.me] = max(self.marks[self.me], 0) + 1
        others = {j: m for j, m in enumerate(self.marks) if j != self.me and m is not None}
        if any(m < 0 for m in others.values()):
            self.snap = None
            return False
        if not others:
            return True
        if self.snap is None or set(self.snap) != set(others):
            self.snap = others
            return False
        return all(others[j] > self.snap[j] for j in others)

    def allocations(self, st) -> list:
        return st.device.allocations()

    def unstarted(self) -> int:
        return 0


def launch(system, launches: list[dict[str, Any]], spec_keys: tuple[str, ...]) -> list:
    """System.launch of a distributed System (module docstring): the same turns as the one-process
    System's _Baton, each launch run by the rank that holds its device. Returns the LaunchStats
    of this rank's launches (None for the others')."""
    tr = system.dist
    n = len(launches)
    owner = [int(s["device"]) for s in launches]
    for d in owner:
        if not 0 <= d < len(system.devices):
            raise PtxOperandError(f"launch on device {d}: the system has {len(system.devices)} devices")
    tr.agree(hash(tuple(owner)) & ((1 << 62) - 1), "the launch list's devices")
    if tr.one_host and len(set(owner)) == n <= MAX_LAUNCHES:  # one host: all at once
        return launch_at_once(system, launches, spec_keys, owner)
    results: list[Any] = [None] * n
    errors: list[BaseException | None] = [None] * n
    cv = threading.Condition()
    # the local launch allowed to run; why it stopped; whether a launch (of any rank) has failed
    state: dict[str, Any] = {"go": None, "yield": None, "stop": False}
    count = [0]
    marks: list = [-1] * n  # TurnsBoard's: each launch's confirmations of a cycle, as last heard

    def tick(i: int) -> None:
        count[0] += 1
        if count[0] < system.quantum:
            return
        with cv:
            state["yield"], state["go"] = 0, None
            cv.notify_all()
            cv.wait_for(lambda: state["go"] == i)
        if state["stop"]:  # a launch has failed meanwhile (every rank saw its END): stop here
            raise Stopped

    def work(i: int, spec: dict[str, Any]) -> None:
        kw = {k: v for k, v in spec.items() if k not in spec_keys}
        with cv:
            cv.wait_for(lambda: state["go"] == i)
        flag = DONE
        try:
            if state["stop"]:
                raise Stopped
            results[i] = spec["module"].launch(
                spec["kernel"],
                spec["grid"],
                spec["block"],
                spec["args"],
                device=system.devices[spec["device"]],
                tick=Tick(lambda: tick(i), TurnsBoard(i, marks)),
                **kw,
            )
        except Stopped:
            pass  # another launch failed: this one stops where it was (it may wait on that one)
        except BaseException as e:  # noqa: BLE001 - raised below
            name_launch(e, spec)
            errors[i] = e
            flag = SPUN if is_spin(e) else FAILED
        with cv:
            state["yield"], state["go"] = flag, None
            cv.notify_all()

    threads = {
        i: threading.Thread(target=work, args=(i, s), daemon=True)
        for i, s in enumerate(launches)
        if owner[i] == tr.rank
    }
    for t in threads.values():
        t.start()
    alive = [True] * n
    turn = 0
    remote_failed: list[int] = []
    while any(alive):
        if owner[turn] == tr.rank:
            count[0] = 0
            with cv:
                state["yield"], state["go"] = None, turn
                cv.notify_all()
                cv.wait_for(lambda: state["yield"] is not None)
                flag = state["yield"]
            tr.end_turn(flag, marks[turn] if marks[turn] is not None else -1)
        else:
            flag = tr.serve(owner[turn])
            marks[turn] = tr.marks
            if flag in (FAILED, SPUN):
                remote_failed.append(turn)
        if flag:
            alive[turn] = False
            marks[turn] = None
        if flag == FAILED:  # as in the one-process System, the others stop at their next turn:
            state["stop"] = True  # they might wait on the failed one forever (a barrier across devices)
        for k in range(1, n + 1):  # the next unfinished launch in list order (this one last)
            j = (turn + k) % n
            if alive[j]:
                turn = j
                break
    for t in threads.values():
        t.join()
    if tr.failed is not None:
        e, tr.failed = tr.failed, None
        raise e
    if remote_failed or any(e is not None for e in errors):  # every rank takes this branch alike
        _raise_first(tr, errors, owner)
    return results


def _raise_first(tr, errors: list, owner: list[int]) -> None:
    """Raise the first failed launch's error in every rank (collective): this rank's own, or
    another's as it told (its text); spin-wait reports of several devices as one."""
    mine = [i for i in range(len(errors)) if owner[i] == tr.rank]
    told: list = [None] * tr.world  # (launch, text, a spin-wait report?) of each rank's failed launch
    tr.dist.all_gather_object(told, [(i, str(errors[i]), is_spin(errors[i])) for i in mine if errors[i]],
                              group=tr.group)
    for part in told:
        for i, text, spin in part:
            if errors[i] is None:
                errors[i] = _Told(i, owner[i], text, spin)
    e = first_error(errors)
    if isinstance(e, _Told):
        raise PtxError(f"launch {e.i} (device {e.d}, rank {e.d}) failed; its error is raised there: {e.text}")
    if e is not None:
        raise e


def check_world(system, n_devices: int) -> None:
    if n_devices != system.dist.world:
        raise PtxOperandError(
            f"a distributed System has one device per rank: {n_devices} devices "
            f"in a group of {system.dist.world} ranks"
        )


def choose_base(system, base: int, span: int, clear=None) -> int:
    """The base (of a multicast object; `clear`: of a peer mapping) every rank agrees on (the
    largest proposed), after each rank moved it past its own allocations: repeated until no rank
    moves it."""
    clear = system._clear_base if clear is None else clear
    while True:
        agreed = system.dist.agree_max(base)
        moved = clear(agreed, span)
        if system.dist.agree_max(moved) == agreed:
            return agreed
        base = moved


def peer_source(system, device: int, address: int) -> M.Allocation | None:
    """System.map_peer's source in a distributed System (collective): device's allocation holding
    `address`, which its rank names to the others (address and size), and which they map from its
    file. Ranks on several hosts cannot address each other's memory: Unsupported."""
    tr = system.dist
    if not tr.one_host:
        raise Unsupported(
            "peer mapping in a distributed System whose ranks are not on one host (another host's "
            "memory is not addressable; PTXEMU_DIST_SHARED=0 also keeps the ranks' memory apart)"
        )
    dev = system.devices[device]
    a = dev.find(address) if device == tr.rank else None
    fd = dev.fds.get(a.address, -1) if a is not None else -1
    info = tr._bcast(np.array([a.address, a.size, os.getpid(), fd] if a is not None else [-1, 0, 0, -1],
                              np.int64), device)
    if int(info[0]) < 0:
        return None
    if int(info[3]) < 0:  # a peer mapping on its device (another's bytes): map the owner's instead
        raise PtxOperandError(f"map_peer: {address:#x} on device {device} is not that device's own memory")
    if device == tr.rank:
        return a
    base, size = int(info[0]), int(info[1])
    a = dev.find(base)
    if a is None or a.address != base:  # the owner's private allocation: known from now on
        dev.alloc(size, address=base, name="peer source")
        a = dev.find(base)
    if not a.data.size and a.size:
        a.data = _open_file(int(info[2]), int(info[3]), (a.size + 15) // 16 * 16)
    return a


def launch_at_once(system, launches: list[dict[str, Any]], spec_keys, owner: list[int]) -> list:
    """The ranks' launches at once on one host (module docstring): this rank's own, concurrently
    with the others'; then every rank learns which failed."""
    tr = system.dist
    n = len(launches)
    words = tr.words
    if tr.rank == 0:  # every launch running, none failed
        for j in range(n):
            s = W._HEAD + W._SLOT * j
            words[s : s + 4] = (W.RUNNING, 0, 0, 0)
        words[_FAILED] = 0
    tr.dist.barrier(group=tr.group)  # what rank 0 wrote, and every rank's allocations, are made
    for d in system.devices:
        if isinstance(d, RemoteDevice):
            d.attach()
    results: list[Any] = [None] * n
    errors: list[BaseException | None] = [None] * n
    mine = [i for i in range(n) if owner[i] == tr.rank]
    if mine:
        i = mine[0]
        spec = launches[i]
        seat = SharedBoard(n, words, tr.lock, system).seat(i)

        def tick() -> None:
            if words[_FAILED]:
                raise Stopped

        kw = {k: v for k, v in spec.items() if k not in spec_keys}
        old = M.ATOMIC_LOCK, system.lock
        M.ATOMIC_LOCK, system.lock, tr.direct = tr.lock, M.NO_LOCK, True
        try:
            results[i] = spec["module"].launch(
                spec["kernel"], spec["grid"], spec["block"], spec["args"],
                device=system.devices[int(spec["device"])], tick=Tick(tick, seat), **kw,
            )  # fmt: skip
        except Stopped:
            pass  # another launch failed: this one stops where it was (it may wait on that one)
        except BaseException as e:  # noqa: BLE001 - raised below
            name_launch(e, spec)
            errors[i] = e
            if not is_spin(e):
                words[_FAILED] = 1
        finally:
            M.ATOMIC_LOCK, system.lock = old
            tr.direct = False
            seat.done()
    _raise_first(tr, errors, owner)
    return results


class _Told(PtxRuntimeError):
    """Another rank's failed launch, as it told this one (its text)."""

    def __init__(self, i: int, d: int, text: str, spin: bool) -> None:
        super().__init__(text)
        self.i, self.d, self.text, self.spin_wait = i, d, text, spin

    def __str__(self) -> str:
        return self.text
