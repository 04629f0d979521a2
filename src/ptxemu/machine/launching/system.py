"""A system of several GPUs: one `Device` each, multicast objects, kernels launched together.

The model of the CUDA driver's multicast objects (cuMulticastCreate, cuMulticastAddDevice,
cuMulticastBindMem/BindAddr, cuMemMap of the multicast handle) that NVLS kernels are built on: a
multicast object of `size` bytes binds a buffer on each member device, and is mapped at one
multimem address (from memory.MULTIMEM_BASE on, clear of every device's allocations; the devices
then allocate nothing over it). multimem.*
instructions on a device of the group reach every member's buffer at the same offset; any other
access to a multimem address is an error (manual 8.2.3: undefined), except that
`System(n, plain_multicast_stores=True)` makes a plain st there store into every member's copy, as
NCCL's kernels expect of the hardware (an assumption, docs/numerics.md "multimem").

    sys = ptxemu.System(8)
    buf = sys.alloc_symmetric(1 << 20)        # the same address on every device (a symmetric heap,
    mc = sys.multicast(1 << 20, buf)          #   as NVSHMEM and PyTorch symmetric memory have)
    sys.devices[3].write(buf, data)           # each device's copy is ordinary global memory
    stats = sys.launch([dict(device=d, module=mod, kernel="allreduce", grid=4, block=512,
                             args=[np.uint64(mc.address), np.uint64(buf), np.int32(d)])
                        for d in range(8)])

Peer access (CUDA's unified addressing with peer mappings, PyTorch symmetric memory's buffer
pointers, nvshmem_ptr): `sys.peer_pointers(buf)[d]` is the address at which device d's copy of a
symmetric allocation lies on every device; `sys.map_peer(d, address)` maps any allocation of d.
Plain loads, stores and atomics there reach device d's memory (one process, ranks in
processes, or a torch-distributed System whose ranks share one host: launching.distributed).

Kernels launched together run concurrently: each device's launch advances in turns of
`quantum` scheduler steps, device by device, so a kernel on device 0 may wait on a flag that a
kernel on device 5 sets, and the interleaving (hence every result) is deterministic. With
`System(n, processes=True)` each launch runs in a forked process of its own, all at once, over the
devices' memory in shared memory (launching.ranks: the same bits wherever the GPU fixes them).

Cross-device float reductions have no hardware here (NVLink SHARP reduces in the switch). The
order in which multimem.ld_reduce combines the members' values is a named, selectable model,
`reduce_order`: "sequential" (default: ((v0 + v1) + v2) + ... in member order) or "tree"
(pairwise, (v0 + v1) + (v2 + v3), ...). docs/numerics.md ("multimem") says what else is assumed.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from typing import Any

from ptxemu.errors import PtxMemoryError, PtxOperandError
from ptxemu.machine.launching.turns import Board, Stopped, Tick, first_error, is_spin, name_launch
from ptxemu.machine.state import memory as M

REDUCE_ORDERS = ("sequential", "tree")
MULTICAST_GRANULARITY = 2 << 20  # cuMulticastGetGranularity's recommended granularity (2 MiB)
PEER_BASE = 0x7FD0_0000_0000  # where map_peer maps devices' allocations for every device


@dataclass
class Multicast:
    """A multicast object: `size` bytes mapped at the multimem `address`, bound on each member."""

    address: int
    size: int
    members: list[int]
    bindings: dict[int, int] = field(default_factory=dict)  # device -> bound global address

    def bind(self, device: int, address: int, system: System) -> None:
        if device not in self.members:
            raise PtxOperandError(
                f"device {device} is not a member of the multicast object at "
                f"{self.address:#x} (members {self.members})"
            )
        dev = system.devices[device]
        if getattr(dev, "rank", None) is not None:  # another rank's device: that rank checks it
            self.bindings[device] = address
            return
        a = dev.find(address)
        if a is None or address + self.size > a.address + a.size:
            raise PtxMemoryError(
                f"binding {self.size} bytes at {address:#x} on device {device}: "
                "not inside one allocation of that device"
            )
        self.bindings[device] = address

    def targets(self) -> list[tuple[int, int]]:
        """(device, bound address) of every member, in member order; all must be bound."""
        missing = [d for d in self.members if d not in self.bindings]
        if missing:
            raise PtxMemoryError(
                f"multicast object at {self.address:#x}: device(s) {missing} have no "
                "memory bound (cuMulticastBindMem) yet"
            )
        return [(d, self.bindings[d]) for d in self.members]


class System:
    """N GPUs, each a `ptxemu.Device`, with multicast objects across them."""

    def __init__(
        self,
        n_devices: int,
        *,
        reduce_order: str = "sequential",
        quantum: int = 64,
        distributed: bool = False,
        group: Any = None,
        plain_multicast_stores: bool = False,
        processes: bool | None = None,
    ) -> None:
        if isinstance(n_devices, bool) or not hasattr(n_devices, "__index__") or n_devices < 1:
            raise PtxOperandError(f"a system has a whole number of devices, at least one; got {n_devices!r}")
        if reduce_order not in REDUCE_ORDERS:
            raise PtxOperandError(f"reduce_order must be one of {REDUCE_ORDERS}, got {reduce_order!r}")
        if processes is None:  # PTXEMU_PROCESSES=1: every System's launches in processes (a test run)
            processes = not distributed and os.environ.get("PTXEMU_PROCESSES", "") not in ("", "0")
        if distributed and processes:
            raise PtxOperandError("a System is distributed (torch) or has processes=True, not both")
        self.dist = None  # launching.distributed's transport when the devices live in several processes
        # launches run at once, each in a forked process of its own, over the devices' memory in
        # shared memory (launching.ranks); else in this process, taking turns
        self.processes = bool(processes)
        self._rank_pool = None  # launching.ranks.RankPool: the rank processes kept between launches
        self.rank: int | None = None  # the device this process holds (distributed), else None
        if distributed:
            from ptxemu.machine.launching import distributed as D

            self.dist = D.Transport(self, group)
            D.check_world(self, n_devices)
            self.rank = self.dist.rank
            self.dist.agree(quantum, "quantum")
            self.dist.agree(REDUCE_ORDERS.index(reduce_order), "reduce_order")
            self.dist.agree(int(bool(plain_multicast_stores)), "plain_multicast_stores")
            self.devices = D.devices(self, n_devices)
        else:
            self.devices = [M.Device() for _ in range(n_devices)]
        for i, d in enumerate(self.devices):
            d.system, d.index = self, i
        self.reduce_order = reduce_order
        # a plain st to a multicast address: an error (manual 8.2.3: undefined), or, when True, a
        # store into every member's copy (what NCCL's kernels rely on; docs/numerics.md, "multimem")
        self.plain_multicast_stores = bool(plain_multicast_stores)
        self.quantum = quantum
        self.multicasts: list[Multicast] = []
        self._next_mc = M.MULTIMEM_BASE
        self._next_sym = 0x7FC0_0000_0000
        self._next_peer = PEER_BASE
        self._peer: dict[tuple[int, int], int] = {}
        self.lock = threading.RLock()  # multimem operations touch every member's memory

    def __len__(self) -> int:
        return len(self.devices)

    def close(self) -> None:
        """End the rank processes a System(processes=True) keeps between launches
        (launching.ranks.RankPool; they also end when the System is collected or this process
        exits). The System stays usable: its next launch forks them again."""
        if self.processes:
            from ptxemu.machine.launching.ranks import close

            close(self)

    # -- memory -------------------------------------------------------------------------------
    def alloc_symmetric(self, size: int, *, address: int | None = None) -> int:
        """One allocation of `size` bytes at the same address on every device."""
        if address is None:
            address = self._next_sym
            self._next_sym += (int(size) + M.ALLOC_ALIGN - 1) // M.ALLOC_ALIGN * M.ALLOC_ALIGN + M.ALLOC_ALIGN
        if self.dist is not None:
            self.dist.agree(int(address), "alloc_symmetric's address")
        for d in self.devices:
            d.alloc(size, address=address, name="symmetric")
        return address

    def map_peer(self, device: int, address: int, *, at: int | None = None) -> int:
        """Map the allocation of `device` holding `address` into every device's address space
        (CUDA's unified addressing with peer access, as cudaIpcOpenMemHandle / PyTorch symmetric
        memory's buffer pointers give it): returns the address at which `address` of `device`
        lies on every device of the system. Loads, stores and atomics there from any device reach
        that device's memory; the mapping of one allocation is made once.

        at: where `address` is to lie on the other devices (cuMemMap of the imported handle at a
        reserved address, as NCCL's flat LSA space has it: rank r's memory at base + r * stride on
        every rank, the owner's own allocation among them); the owner keeps its allocation where
        it is when that is the place, else sees the mapping there too."""
        if self.dist is not None:  # the owner's allocation, mapped from its file here (collective)
            from ptxemu.machine.launching.distributed import peer_source

            a = peer_source(self, device, address)
        else:
            a = self.devices[device].find(address)
        if a is None:
            raise PtxMemoryError(f"map_peer: no allocation of device {device} holds {address:#x}")
        if at is not None:
            if self.dist is not None:
                self.dist.agree(int(at), "map_peer's address")
            return self._map_at(device, a, int(at) - (address - a.address)) + (address - a.address)
        key = (device, a.address)
        if key not in self._peer:
            span = (max(a.size, 1) + M.ALLOC_ALIGN - 1) // M.ALLOC_ALIGN * M.ALLOC_ALIGN
            base = self._clear_peer(self._next_peer, span)
            if self.dist is not None:  # the same address in every rank
                from ptxemu.machine.launching.distributed import choose_base

                base = choose_base(self, base, span, self._clear_peer)
            for d in self.devices:  # the very bytes of the owner's allocation
                d.alloc(a.size, address=base, name=f"peer {device}:{a.address:#x}", data=a.data)
            self._next_peer = base + span + M.ALLOC_ALIGN
            self._peer[key] = base
        return self._peer[key] + (address - a.address)

    def _clear_peer(self, base: int, span: int) -> int:
        """The first aligned base from `base` on whose `span` bytes meet no device's allocation."""
        while True:
            hit = next((x for d in self.devices if (x := d._collides(base, span)) is not None), None)
            if hit is None:
                return base
            base = (hit.address + max(hit.size, 1) + M.ALLOC_ALIGN - 1) // M.ALLOC_ALIGN * M.ALLOC_ALIGN

    def _map_at(self, device: int, a: M.Allocation, base: int) -> int:
        """Map allocation `a` of `device` at `base` on every device (not on the owner where `a`
        itself lies at base); an existing mapping of the same bytes there is kept."""
        todo = []
        for i, d in enumerate(self.devices):
            if i == device and base == a.address:
                continue
            there = d.find(base)
            if there is not None and there.data is a.data and there.address == base:
                continue  # mapped already
            hit = d._collides(base, max(a.size, 1))
            if hit is not None:  # checked on every device before any is mapped
                raise PtxMemoryError(
                    f"map_peer: {a.size} bytes of device {device} at {base:#x} would overlap device "
                    f"{i}'s allocation at {hit.address:#x} ({hit.size} bytes)"
                )
            todo.append(d)
        for d in todo:  # the very bytes of the owner's allocation
            d.alloc(a.size, address=base, name=f"peer {device}:{a.address:#x}", data=a.data)
        self._peer.setdefault((device, a.address), base)
        return base

    def peer_pointers(self, address: int) -> list[int]:
        """For a symmetric allocation: device d's copy's address on every device, for each d
        (PyTorch symmetric memory's buffer_ptrs, NVSHMEM's nvshmem_ptr)."""
        return [self.map_peer(d, address) for d in range(len(self.devices))]

    def multicast(
        self, size: int, bind: int | dict[int, int] | None = None, members: list[int] | None = None
    ) -> Multicast:
        """A multicast object of `size` bytes over `members` (default every device), mapped at a new
        multimem address; `bind` binds each member's buffer: one address for all (a symmetric
        allocation) or {device: address}."""
        members = list(range(len(self.devices))) if members is None else list(members)
        n = len(self.devices)
        if not members or any(not 0 <= d < n for d in members) or len(set(members)) != len(members):
            raise PtxOperandError(f"multicast members must be distinct devices of the system, got {members}")
        if size <= 0:
            raise PtxOperandError("a multicast object has a positive size")
        span = (size + MULTICAST_GRANULARITY - 1) // MULTICAST_GRANULARITY * MULTICAST_GRANULARITY
        base = self._clear_base(self._next_mc, span)
        if self.dist is not None:  # the same address in every rank
            from ptxemu.machine.launching.distributed import choose_base

            base = choose_base(self, base, span)
        if base + span > M.MULTIMEM_LIMIT:
            raise PtxMemoryError("no room left for multicast objects below the parameter window")
        self._next_mc = base
        mc = Multicast(self._next_mc, int(size), members)
        self._next_mc += span
        self.multicasts.append(mc)
        if bind is not None:
            for d in members:
                mc.bind(d, bind if isinstance(bind, int) else bind[d], self)
        return mc

    def _clear_base(self, base: int, span: int) -> int:
        """The first granular base from `base` on whose `span` bytes meet no device's allocation
        (a recorded program's may lie anywhere)."""
        while True:
            hit = next((a for d in self.devices if (a := d._collides(base, span)) is not None), None)
            if hit is None:
                return base
            g = MULTICAST_GRANULARITY
            base = (hit.address + hit.size + g - 1) // g * g

    def multicast_overlapping(self, start: int, end: int) -> Multicast | None:
        """The multicast object whose range meets [start, end), if any."""
        return next((mc for mc in self.multicasts if mc.address < end and start < mc.address + mc.size), None)

    def find_multicast(self, address: int, nbytes: int) -> Multicast:
        for mc in self.multicasts:
            if mc.address <= address and address + nbytes <= mc.address + mc.size:
                return mc
        raise PtxMemoryError(
            f"{nbytes}-byte multimem access at {address:#x} is outside every multicast object's range",
            address=address,
        )

    # -- launches -----------------------------------------------------------------------------
    def _check_specs(self, launches: Any) -> None:
        if not isinstance(launches, (list, tuple)):
            raise PtxOperandError(f"launches must be a list of dicts, one per launch, got "
                                  f"{type(launches).__name__}")
        for i, spec in enumerate(launches):
            _check_spec(i, spec, len(self.devices))

    def launch(self, launches: list[dict[str, Any]]) -> list:
        """Run kernels on devices of the system concurrently; each entry is a dict with `device`
        (index), `module` (ptxemu.Module), `kernel`, `grid`, `block`, `args` and optionally any
        other keyword of Module.launch. Returns their LaunchStats in the same order; the first
        error (in launch order) is raised after every launch has stopped (once one fails, the others
        stop at their next turn: they might wait on it forever). Distributed: every rank
        passes the same list and runs the launches on its own device (machine.launching.distributed); the
        others' LaunchStats are None there, and a failed launch of another rank raises PtxError."""
        self._check_specs(launches)
        if self.dist is not None:
            from ptxemu.machine.launching.distributed import launch

            return launch(self, launches, _SPEC_KEYS)
        if self.processes:
            from ptxemu.machine.launching.ranks import launch

            return launch(self, launches, _SPEC_KEYS)
        n = len(launches)
        baton = _Baton(n, self.quantum)
        board = Board(n, self)  # where the launches' spin detectors find a wait nothing can end
        results: list[Any] = [None] * n
        errors: list[BaseException | None] = [None] * n

        def work(i: int, spec: dict[str, Any]) -> None:
            kw = {k: v for k, v in spec.items() if k not in _SPEC_KEYS}
            seat = board.seat(i)
            try:
                baton.wait(i)
                results[i] = spec["module"].launch(
                    spec["kernel"],
                    spec["grid"],
                    spec["block"],
                    spec["args"],
                    device=self.devices[spec["device"]],
                    tick=Tick(lambda: baton.tick(i), seat),
                    **kw,
                )
            except Stopped:
                pass  # another launch failed: this one stops where it was (it may wait on that one)
            except BaseException as e:  # noqa: BLE001 - handed to the caller below
                name_launch(e, spec)
                errors[i] = e
                # a spin-wait report: every other launch was stuck too and makes its own report
                baton.failed = baton.failed or not is_spin(e)
            finally:
                seat.done()
                baton.done(i)

        threads = [threading.Thread(target=work, args=(i, s), daemon=True) for i, s in enumerate(launches)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        e = first_error(errors)
        if e is not None:
            raise e
        return results


_SPEC_KEYS = ("device", "module", "kernel", "grid", "block", "args")


def _check_spec(i: int, spec: Any, n_devices: int) -> None:
    """One entry of System.launch: a dict with every key of _SPEC_KEYS, a device of the system and a
    module (a slip here was a KeyError, IndexError or AttributeError from a launch thread)."""
    if not isinstance(spec, dict):
        raise PtxOperandError(f"launch {i}: expected a dict with keys {', '.join(_SPEC_KEYS)}, got "
                              f"{type(spec).__name__}")
    missing = [k for k in _SPEC_KEYS if k not in spec]
    if missing:
        raise PtxOperandError(f"launch {i}: missing {', '.join(missing)} (each launch is a dict with "
                              f"{', '.join(_SPEC_KEYS)})")
    d = spec["device"]
    if isinstance(d, bool) or not hasattr(d, "__index__") or not 0 <= d < n_devices:
        raise PtxOperandError(f"launch {i}: device {d!r} is not a device of this system "
                              f"(0 to {n_devices - 1})")
    if not hasattr(spec["module"], "launch"):
        raise PtxOperandError(f"launch {i}: module must be a ptxemu.Module, got "
                              f"{type(spec['module']).__name__}")


class _Baton:
    """Turns among the threads of concurrent launches: thread i runs `quantum` scheduler steps,
    then the next unfinished thread in order runs; one thread at a time, deterministic. Once a
    launch has failed, every other one stops at its next turn."""

    def __init__(self, n: int, quantum: int) -> None:
        self.cv = threading.Condition()
        self.turn = 0
        self.alive = [True] * n
        self.count = 0
        self.quantum = quantum
        self.failed = False

    def wait(self, i: int) -> None:
        with self.cv:
            self.cv.wait_for(lambda: self.turn == i)

    def _pass(self, i: int) -> None:
        n = len(self.alive)
        for k in range(1, n + 1):
            j = (i + k) % n
            if self.alive[j]:
                self.turn = j
                break
        self.count = 0
        self.cv.notify_all()

    def tick(self, i: int) -> None:
        if self.failed:
            raise Stopped
        self.count += 1
        if self.count < self.quantum:
            return
        with self.cv:
            self._pass(i)
            self.cv.wait_for(lambda: self.turn == i)
        if self.failed:
            raise Stopped

    def done(self, i: int) -> None:
        with self.cv:
            self.alive[i] = False
            if self.turn == i:
                self._pass(i)
