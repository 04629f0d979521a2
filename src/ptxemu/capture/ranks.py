"""Launches of several GPUs replayed together on a `ptxemu.System`.

Two cases reach here:
- one process driving several GPUs, a launch on one reaching memory of another (peer access under
  CUDA's unified addressing): the launch runs alone, on a System with each recorded allocation on
  the device that owns it, mapped at the same address on the launch's device;
- one process per GPU (torch.distributed, NCCL), each captured (`ptxemu capture` over the launcher,
  or one capture per rank): the ranks' k-th recorded launches form step k and run concurrently on one
  System, a device per rank, each rank's memory on its own device and the memory a rank mapped from
  another process (CUDA IPC, an exported VMM handle: the capture names it a `peer`) mapped where
  that rank mapped it, onto the owner's bytes. Every step runs on the same System (`Session`): it
  is built once, and each step's memory is restored from the recordings.

Each process has its own address space: the same address may mean different memory in two ranks,
so a mapping is made on the importing rank's device only.

Each piece of memory starts from the copy taken first (on the machine's real-time clock) among the
step's launches that reach it, and is compared with the copy taken last. The GPU runs the ranks'
kernels concurrently and each process copies its memory when its own kernel has finished: a rank's
copy may miss writes that another rank made later, and its copy before may already hold a peer's
early writes. The verdict says so where that memory differs (`SHARED_ORDER`), rather than calling
it a difference of the replay.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ptxemu.capture.verdict import (
    _FLOAT_ATOMIC,
    ATOMIC_MAYBE,
    DIFFERS,
    ERROR,
    IDENTICAL,
    SHARED_ORDER,
    Difference,
    Result,
)
from ptxemu.errors import PtxemuError


@dataclass
class Rank:
    """The launches of one process (of one capture file)."""

    capture: object  # the replay.Capture it is of
    process: int | None
    label: str
    launches: list = field(default_factory=list)  # its replay.Launch objects, in program order


def ranks_of(captures: list) -> list[Rank]:
    """Every process with launches, in the order of the files, then of the launcher's RANK (else the
    process id)."""
    out: list[Rank] = []
    for cap in captures:
        procs = (cap.index.get("processes") or {})
        by_pid: dict[int | None, list] = {}
        for x in cap.launches:
            by_pid.setdefault(x.process, []).append(x)

        def order(pid, procs=procs):
            env = procs.get(str(pid), {})
            try:
                return (0, int(env.get("RANK", "")), pid or 0)
            except ValueError:
                return (1, 0, pid or 0)

        for pid in sorted(by_pid, key=order):
            env = procs.get(str(pid), {})
            name = f"rank {env['RANK']}" if "RANK" in env else f"process {pid}"
            label = name if len(captures) == 1 else f"{cap.reader.path.name}: {name}"
            out.append(Rank(cap, pid, label, sorted(by_pid[pid], key=lambda x: x.index)))
    return out


def is_ranked(captures: list) -> bool:
    """Replay together: several files, or one whose processes a launcher gave different ranks."""
    if len(captures) > 1:
        return True
    procs = captures[0].index.get("processes") or {}
    ranks = {v.get("RANK") for v in procs.values() if v.get("RANK") is not None}
    return len(ranks) > 1


def steps(ranks: list[Rank]) -> list[list[tuple]]:
    """Step k: the k-th launch of every rank that has one."""
    n = max((len(r.launches) for r in ranks), default=0)
    return [[(r, r.launches[k]) for r in ranks if k < len(r.launches)] for k in range(n)]


def needs_system(launch) -> bool:
    """A launch reaching memory of another device or another process."""
    own = launch.device_ordinal
    for m in launch.record["memory"]:
        if "peer" in m or (own is not None and m.get("device", own) != own):
            return True
    return False


@dataclass
class _Phys:
    """One piece of GPU memory: where it lies on its owner device, and the recordings of it."""

    device: int  # System device index
    address: int
    size: int
    before: tuple[float, bytes] | None = None  # (wall time, bytes): the earliest copy before
    after: tuple[float, bytes] | None = None  # the latest copy after
    launches: set = field(default_factory=set)


def replay_together(items: list[tuple], *, route: str | None = None, check: bool = False,
                    budget: int | None = 2 * 10**9, session: Session | None = None) -> list[Result]:
    """Run the launches concurrently on one System and compare; one Result per launch, in order.
    `session`: the Session whose System runs them (every step of a replay on one System); without
    it, a System for these launches alone."""
    if session is not None:
        return session.replay(items, route=route, check=check, budget=budget)
    with Session() as one:
        return one.replay(items, route=route, check=check, budget=budget)


class Session:
    """The steps of a replay of ranks on one `ptxemu.System`, built at the first step and kept: each
    step's memory is restored from the recordings (every recorded allocation holds its bytes from
    before the step, everything else a step left on the devices, module globals and parameter
    buffers, is freed, so that each launch starts as on a System of its own), but the System, its
    devices' buffers where a later step reaches the same allocation, and a System(processes=True)'s
    rank processes (machine.launching.ranks.RankPool) are not made again for every step.

    Devices: one per (process, CUDA device ordinal), numbered in the order the steps first name
    them; a step naming more than the System has builds a larger one."""

    def __init__(self) -> None:
        self.system = None
        self._devs: dict[tuple, int] = {}
        # what this session put on the System's devices: (device, address) -> the Allocation, and
        # for a peer view also the owner's (device, address)
        self._owners: dict[tuple[int, int], object] = {}
        self._views: dict[tuple[int, int], tuple[object, tuple[int, int]]] = {}

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        """End a System(processes=True)'s rank processes; the session may go on (they are forked
        again at its next step)."""
        if self.system is not None:
            self.system.close()

    def _dev(self, proc, ordinal) -> int:
        return self._devs.setdefault((proc, ordinal), len(self._devs))

    def replay(self, items: list[tuple], *, route: str | None = None, check: bool = False,
               budget: int | None = 2 * 10**9, keep_device: bool = False) -> list[Result]:
        """One step: the launches of `items` ((rank, Launch) pairs) together, each compared.
        keep_device: each Result's `device` is the System device its launch ran on, every recorded
        allocation of the launch at its recorded address there (until the next step restores them)."""
        for _, x in items:
            early = _cannot_run(x)
            if early is not None:
                return [Result(y, ERROR, error=early if y is x else f"another launch of the step: {early}")
                        for _, y in items]
        phys, views, launch_dev = self._plan(items)
        try:
            system = self._restore(phys, views)
            specs = []
            for (_, x), d in zip(items, launch_dev, strict=True):
                specs.append(dict(
                    device=d, module=x.capture.ptxemu_module(x.module), kernel=x.kernel, grid=x.grid,
                    block=x.block,
                    args=x.args(), shared_mem=x.shared,
                    cluster=x.cluster if x.cluster and x.cluster != (1, 1, 1) else None,
                    budget=budget, route=route, check=check, print_output=False))
            stats = system.launch(specs)
        except PtxemuError as e:
            msg = str(e).splitlines()[0] if str(e) else type(e).__name__
            return [Result(x, ERROR, error=f"{type(e).__name__}: {msg}") for _, x in items]
        results = _compare(items, phys, views, stats, system)
        if keep_device:
            for r, d, view in zip(results, launch_dev, views, strict=True):
                r.device = system.devices[d]
                r.states = {address: (phys[key].before[1], phys[key].after[1]) for _, address, key in view}
        return results

    def _plan(self, items):
        """The step's pieces of memory (_Phys by (device, address) of the owner) and each launch's
        view of them: (device, address, owner's key) per recorded allocation."""
        launch_dev = [self._dev(x.process, x.device_ordinal) for _, x in items]
        proc_dev = {x.process: d for (_, x), d in zip(items, launch_dev, strict=True)}
        phys: dict[tuple[int, int], _Phys] = {}
        views: list[list[tuple[int, int, tuple[int, int]]]] = []
        for (_, x), d in zip(items, launch_dev, strict=True):
            t_before, t_after = (x.record.get("wall") or [0.0, 0.0])[:2]
            view = []
            for m, rec in zip(x.memory, x.record["memory"], strict=True):
                if "peer" in rec:
                    owner = proc_dev.get(rec["peer"]["process"])
                    if owner is None:  # the owner's process has no launch in this step
                        owner = self._dev(rec["peer"]["process"], None)
                    key = (owner, rec["peer"]["address"])
                    is_owner = False
                elif rec.get("device") is not None and rec["device"] != x.device_ordinal:
                    key = (self._dev(x.process, rec["device"]), m.address)
                    is_owner = False
                else:
                    key = (d, m.address)
                    is_owner = True
                p = phys.setdefault(key, _Phys(key[0], key[1], m.size))
                p.size = max(p.size, m.size)
                # the copy taken first: the state before the step, as near as the recordings tell (a
                # later copy may already hold what another rank's kernel of the step wrote)
                if p.before is None or t_before < p.before[0] or (t_before == p.before[0] and is_owner):
                    p.before = (t_before, m.before)
                if p.after is None or t_after >= p.after[0]:
                    p.after = (t_after, m.after)
                p.launches.add(id(x))
                view.append((d, m.address, key))
            views.append(view)
        return phys, views, launch_dev

    def _restore(self, phys: dict, views: list):
        """The System with exactly the step's memory: each owner's allocation holding its bytes
        before, each peer view the very bytes of its owner; an allocation of the same place and size
        as at the step before keeps its buffer (only its bytes are written)."""
        from ptxemu.machine.launching.system import System

        n = max(len(self._devs), 1)
        if self.system is None or len(self.system.devices) < n:
            if self.system is not None:
                self.system.close()
            self.system = System(n)
            self._owners, self._views = {}, {}
        system = self.system
        want_views: dict[tuple[int, int], tuple[int, int]] = {}
        for view in views:
            for d, address, key in view:
                if (d, address) != key:
                    want_views[(d, address)] = key
        keep_owner = {k for k, a in self._owners.items() if k in phys and phys[k].size == a.size}
        keep_view = {k for k, (a, owner) in self._views.items()
                     if want_views.get(k) == owner and owner in keep_owner and a.size == phys[owner].size}
        kept = {id(self._owners[k]) for k in keep_owner} | {id(self._views[k][0]) for k in keep_view}
        for dev in system.devices:  # everything else goes: the step before's, module globals, parameters
            for a in dev.allocations():
                if id(a) not in kept:
                    dev.free(a.address)
            dev._param_buffer = None
        self._owners = {k: self._owners[k] for k in keep_owner}
        self._views = {k: self._views[k] for k in keep_view}
        for key, p in phys.items():
            dev = system.devices[p.device]
            if key not in self._owners:
                dev.alloc(p.size, address=p.address)
                self._owners[key] = dev.find(p.address)
            data = self._owners[key].data
            before = np.frombuffer(p.before[1], np.uint8)[: p.size]
            data[: len(before)] = before
            data[len(before):] = 0
        for (d, address), key in want_views.items():
            if (d, address) in self._views:
                continue
            dev = system.devices[d]
            owner = self._owners[key]
            # the view's size is the owner's: the very same bytes (Allocation.data is shared)
            dev.alloc(phys[key].size, address=address, name=f"peer {key[0]}:{key[1]:#x}", data=owner.data)
            self._views[(d, address)] = (dev.find(address), key)
        return system


def _compare(items, phys, views, stats, system) -> list[Result]:
    results = []
    for (_, x), view, st in zip(items, views, stats, strict=True):
        compared = changed = 0
        first: Difference | None = None
        shared_only = True
        for (_d, address, key), m in zip(view, x.memory, strict=True):
            p = phys[key]
            # an importer's view may be longer or shorter than the owner's allocation (the driver's
            # range of an opened IPC handle): the bytes both hold
            n = min(m.size, p.size, len(p.after[1]))
            got = system.devices[p.device].read(p.address, n)
            want = np.frombuffer(p.after[1], np.uint8)[:n]
            compared += n
            changed += int(np.count_nonzero(np.frombuffer(m.before, np.uint8)
                                            != np.frombuffer(m.after, np.uint8)))
            bad = np.flatnonzero(got != want)
            if len(bad) and first is None:
                o = int(bad[0])
                w = o & ~3
                word = slice(w, min(w + 4, m.size))
                pad = b"\0" * (4 - (word.stop - word.start))
                first = Difference(address, o, len(bad), bytes(want[word]) + pad, bytes(got[word]) + pad)
                shared_only = len(p.launches) > 1
            elif len(bad) and len(p.launches) == 1:
                shared_only = False
        verdict = IDENTICAL
        if first is not None:
            from ptxemu.capture.images import prune_ptx

            if _FLOAT_ATOMIC.search(prune_ptx(x.module.ptx, x.kernel)):
                verdict = ATOMIC_MAYBE  # ranks together: not checked word by word
            else:
                verdict = SHARED_ORDER if shared_only and len(items) > 1 else DIFFERS
        results.append(Result(x, verdict, compared, changed, first, stats=st,
                              findings=list(getattr(st, "findings", []) or [])))
    return results


def _cannot_run(x) -> str | None:
    mod = x.module
    if mod.ptx is None:
        return f"no PTX to run: {mod.ptx_source}"
    if x.record.get("damaged"):
        return f"the record is damaged: {x.record['damaged']}"
    st = x.record.get("status", {})
    if st.get("launch") or st.get("after"):
        return (f"the launch failed on the GPU (CUresult {st.get('launch')} at the launch, "
                f"{st.get('after')} at the synchronisation after it)")
    return None
