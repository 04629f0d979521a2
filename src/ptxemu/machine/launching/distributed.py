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

The ranks therefore run one at a time, as the one-process System's threads do: the distributed
mode spreads devices' memory and host work over processes, not the emulation's arithmetic.
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError
from ptxemu.machine.launching.turns import Stopped, name_launch
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
    multicast binding), none of its bytes."""

    def __init__(self, rank: int) -> None:
        super().__init__()
        self.rank = rank

    def alloc(self, size: int, **kw) -> int:
        address = super().alloc(size, **kw)
        self.find(address).data = np.zeros(0, np.uint8)
        return address

    def _remote(self, what: str):
        raise PtxOperandError(f"device {self.index} lives in rank {self.rank}: {what} it there")

    def write(self, address: int, data) -> None:
        self._remote("write")

    def read(self, address: int, n: int) -> np.ndarray:
        self._remote("read")


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

    def end_turn(self, flag: int) -> None:
        self._send(END, flag=flag)

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


DONE, FAILED = 1, 2


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
    results: list[Any] = [None] * n
    errors: list[BaseException | None] = [None] * n
    cv = threading.Condition()
    # the local launch allowed to run; why it stopped; whether a launch (of any rank) has failed
    state: dict[str, Any] = {"go": None, "yield": None, "stop": False}
    count = [0]

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
                tick=lambda: tick(i),
                **kw,
            )
        except Stopped:
            pass  # another launch failed: this one stops where it was (it may wait on that one)
        except BaseException as e:  # noqa: BLE001 - raised below
            name_launch(e, spec)
            errors[i] = e
            flag = FAILED
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
            tr.end_turn(flag)
        else:
            flag = tr.serve(owner[turn])
            if flag == FAILED:
                remote_failed.append(turn)
        if flag:
            alive[turn] = False
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
    for i in range(n):
        if errors[i] is not None:
            raise errors[i]
        if i in remote_failed:
            raise PtxError(
                f"launch {i} (device {owner[i]}, rank {owner[i]}) failed; its error is raised there"
            )
    return results


def check_world(system, n_devices: int) -> None:
    if n_devices != system.dist.world:
        raise PtxOperandError(
            f"a distributed System has one device per rank: {n_devices} devices "
            f"in a group of {system.dist.world} ranks"
        )


def choose_base(system, base: int, span: int) -> int:
    """The multicast base every rank agrees on (the largest proposed), after each rank moved it
    past its own allocations: repeated until no rank moves it."""
    while True:
        agreed = system.dist.agree_max(base)
        moved = system._clear_base(agreed, span)
        if system.dist.agree_max(moved) == agreed:
            return agreed
        base = moved
