"""What concurrent launches of one System share: the signal that stops the others once one has
failed, the prefix that names which launch an error came from, the board on which their spin
detectors find a wait across devices that nothing can end, and the error a System.launch raises.
Read by the one-process System (system.py), by its ranks in processes (ranks.py) and by the
torch-distributed one (distributed.py)."""

from __future__ import annotations

import copy
import os
import time
from typing import Any

from ptxemu.errors import PtxemuError, PtxRuntimeError
from ptxemu.machine.launching import workers as W


def name_launch(e: BaseException, spec: dict[str, Any]) -> None:
    """Prefix a launch's error with its device and kernel: which of the concurrent launches it was."""
    if isinstance(e, PtxemuError):
        e.message = f"device {spec['device']} ({spec['kernel']}): {e.message}"
        e.args = (e._render(),)


class Stopped(BaseException):
    """Raised in a launch's turn once another launch of the same System.launch has failed: the
    others would otherwise wait for it forever (a cross-device barrier never reached)."""


def is_spin(e: BaseException | None) -> bool:
    """A spin-wait report (machine.running.spin): the other launches were stuck too when it was
    made, so they are left to make their own reports rather than stopped."""
    return bool(getattr(e, "spin_wait", False))


def first_error(errors: list[BaseException | None]) -> BaseException | None:
    """The error a System.launch raises: the first in launch order; where that is a spin-wait
    report, one error that holds every launch's report (each names its device, kernel and the
    lines where its threads wait), since a wait across devices is every waiter's."""
    errs = [e for e in errors if e is not None]
    if not errs:
        return None
    first = errs[0]
    spins = [e for e in errs if is_spin(e)]
    if not is_spin(first) or len(spins) < 2:
        return first
    parts = [str(e) for e in spins]
    out = PtxRuntimeError(
        f"spin-wait across {len(spins)} devices that nothing can end (each waits on memory no "
        "running launch writes):\n  " + "\n  ".join(p.replace("\n", "\n  ") for p in parts)
    )
    out.spin_wait = True
    out.reports = spins  # each launch's own error (its line and source)
    return out


def shared_allocations(devices, only: set | None = None) -> list:
    """Every allocation of the devices (or those of `only`: (device index, address)), each buffer
    once (a peer mapping is its owner's buffer): the memory a concurrent launch compares with the
    others' when its spin detector finds it stuck."""
    out, seen = [], set()
    for i, d in enumerate(devices):
        for a in d.allocations():
            if only is not None and (i, a.address) not in only:
                continue
            if a.data.size and id(a.data) not in seen:
                seen.add(id(a.data))
                out.append(a)
    return out


BACKOFF_MAX = 0.002  # seconds a spinning rank sleeps per turn at most (more ranks than cores)
BACKOFF_FOR = 1.0  # ... for the first second of its wait


class Board(W.Coordinator):
    """The spin detectors' board for a System's concurrent launches (the launch workers' rule,
    machine.launching.workers.Coordinator.stuck): a launch found repeating its state is reported only
    when every other launch is finished, or repeats its own with the same memory everywhere and
    has confirmed it since. `seat(i)` is launch i's view of the board."""

    def __init__(self, n: int, system=None, shared: list | None = None, *, yields: bool = False) -> None:
        super().__init__(n, 0, 1, 0)  # no batches: every launch runs from the start
        self.system = system
        self.shared = shared
        self.yields = yields  # each launch in a process of its own: spinning ones call idle()
        aff = getattr(os, "sched_getaffinity", None)
        self.crowded = n > (len(aff(0)) if aff is not None else os.cpu_count() or 1)
        self._episode, self._since = -1, 0.0

    def idle(self, episode: int) -> None:
        """A spinning launch's turn (each back-edge of its spin, machine.running.spin): where there
        are more ranks than cores, it sleeps a little, more the longer it has waited (up to
        BACKOFF_MAX a turn, for the first BACKOFF_FOR seconds of a wait: a wait that long may be
        one nothing can end, which the detector finds only by spinning), then yields; with a core
        each it goes on (a yield per turn gave a counting loop's core away to any other process:
        a 20,000-turn loop took 11.9 s of wall time for 1.1 s of CPU on a loaded 2-core VM)."""
        if not self.crowded:
            return
        now = time.perf_counter()
        if episode != self._episode:
            self._episode, self._since = episode, now
        waited = now - self._since
        if waited < BACKOFF_FOR:
            time.sleep(min(BACKOFF_MAX, waited / 10))
            return
        os.sched_yield()

    def allocations(self, st) -> list:
        """Every device's memory: captured before the ranks' fork (`shared`), else all of it now
        (the one-process System's launches allocate their host arrays as they start)."""
        return self.shared if self.shared is not None else shared_allocations(self.system.devices)

    def seat(self, i: int) -> Board:
        """Launch i's view: the same shared words and lock, its own number and snapshot. A launch
        of the one-process System runs in this process, which stuck() must take as the launching one."""
        s = copy.copy(self)
        s.me, s.snap, s.parent = i, None, os.getppid()
        return s


class Tick:
    """A launch's turn-taking callable (called once per scheduler step) that also carries its seat
    on the board, where the engine's spin detector finds it (machine.running.spin)."""

    def __init__(self, fn, coord: Board) -> None:
        self.fn = fn
        self.coord = coord

    def __call__(self) -> None:
        self.fn()
