"""What the running engine calls while a kernel runs, when something watches it.

The engine knows only this protocol (an object in `State.observer`, set by the launch): `step(st, s, m)`
before every executed instruction with the lanes that stand at it (`m`, None for all; a guarded
step's own predicate is not yet applied), then `end_batch(st)` when a batch of CTAs has finished.
Observers (counters, traces, watchpoints, the first NaN) run on the interpreter route only: the
compiled route runs whole blocks natively and has no per-instruction hook.
"""

from __future__ import annotations

from typing import Any

import numpy as np


class Observer:
    """Base: does nothing. Subclasses override what they need; one with `wants_ticks` also gets
    `tick(engine)` once per scheduler step (the launch chains it to the engine's tick)."""

    wants_ticks = False

    def tick(self, engine: Any) -> None:
        pass

    def wants_batch(self, ctas: Any, geom: Any) -> bool:
        """Whether this observer needs the batch of CTAs `ctas` (linear ids in the launch's
        geometry `geom`): a batch no observer
        wants runs unobserved, on the launch's own route (the compiled one by default)."""
        return True

    def begin_batch(self, st: Any) -> None:  # before the first step of a batch
        pass

    def step(self, st: Any, s: Any, m: np.ndarray | None) -> None:
        pass

    def end_batch(self, st: Any) -> None:
        pass

    def finish(self) -> None:  # the launch is over (close files)
        pass

    def report(self, stats: Any) -> None:  # put what was seen on the launch's LaunchStats
        pass


class Observers(Observer):
    """Several observers as one (the engine holds one)."""

    def __init__(self, parts: list[Observer]) -> None:
        self.parts = parts
        self.wants_ticks = any(p.wants_ticks for p in parts)

    def tick(self, engine) -> None:
        for p in self.parts:
            if p.wants_ticks:
                p.tick(engine)

    def wants_batch(self, ctas, geom) -> bool:
        return any(p.wants_batch(ctas, geom) for p in self.parts)

    def begin_batch(self, st) -> None:
        for p in self.parts:
            p.begin_batch(st)

    def step(self, st, s, m) -> None:
        for p in self.parts:
            p.step(st, s, m)

    def end_batch(self, st) -> None:
        for p in self.parts:
            p.end_batch(st)

    def finish(self) -> None:
        for p in self.parts:
            p.finish()

    def report(self, stats) -> None:
        for p in self.parts:
            p.report(stats)


def executing(st: Any, s: Any, m: np.ndarray | None) -> np.ndarray:
    """The lanes that execute step `s` (its guard applied), as a bool array over the batch."""
    mm = np.ones(st.L, bool) if m is None else m
    if s.guard is not None and s.kind not in ("sync",):
        mm = mm & s.guard(st)
    return mm & st.live
