"""Warp timelines: what each warp of each CTA did at every scheduler step of the launch.

States: running (it executed an instruction in that step), ready (it could run but another group
ran), waiting at a CTA barrier, at a warp collective, at a cluster barrier, at an mbarrier, at an
async group, exited. A warp whose lanes differ takes the first that applies in that order, except
that "async group" comes before "running": a warp that executed a cp.async.wait_group/wait_all,
cp.async.bulk.wait_group{.read} or wgmma.wait_group in that step while operations the wait retires
were still in flight waited there. Only the checking mode (check=True) has such operations: it
defers copies to their completion mechanism (and tracks wgmma groups); eagerly every copy and wgmma
completes when it is issued, so an eager timeline never shows the state, and says why
(`Timeline.eager`), rather than inventing waits. Steps are the interpreter's
scheduler steps (one basic block of one group of lanes each), not GPU cycles: the order of events
is ptxemu's valid execution, the lengths count blocks run, not time.
Stored as changes only (bounded by `limit` changes); `segments()` gives the runs, `svg()` draws them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.machine.observing.observer import Observer, executing

STATES = ("running", "ready", "barrier", "collective", "cluster barrier", "mbarrier", "async group", "exited")
COLOURS = ("#2e7d32", "#c5e1a5", "#e53935", "#fb8c00", "#8e24aa", "#1e88e5", "#00acc1", "#eeeeee")
_GROUP = 6  # the "async group" state
_DONE = 1 << 40  # the engine's program counter of an exited lane


@dataclass
class Timeline:
    kernel: str
    steps: int = 0
    # (cta linear id, warp in CTA) -> [(first step, state index)], in step order
    changes: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict)
    truncated: bool = False
    eager: bool = True  # no checking mode: async copies completed at issue, no async-group waits

    def segments(self, cta: int, warp: int) -> list[tuple[int, int, str]]:
        """[(first step, last step + 1, state)] of one warp."""
        ch = self.changes.get((cta, warp), [])
        out = []
        for i, (t, s) in enumerate(ch):
            end = ch[i + 1][0] if i + 1 < len(ch) else self.steps
            if end > t:
                out.append((t, end, STATES[s]))
        return out

    def svg(self, ctas: list[int] | None = None, width: int = 900) -> str:
        """The timelines of the chosen CTAs (default the first two) as an SVG picture."""
        keys = sorted(self.changes)
        ctas = ctas if ctas is not None else sorted({c for c, _ in keys})[:2]
        rows = [k for k in keys if k[0] in ctas]
        h, left = 14, 110
        scale = (width - left - 10) / max(self.steps, 1)
        out = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{len(rows) * h + 54}" '
            'font-family="sans-serif" font-size="10">'
        ]
        for i, (c, w) in enumerate(rows):
            y = 4 + i * h
            out.append(f'<text x="2" y="{y + 10}">CTA {c} warp {w}</text>')
            for a, b, s in self.segments(c, w):
                out.append(
                    f'<rect x="{left + a * scale:.1f}" y="{y}" width="{max((b - a) * scale, 0.5):.1f}" '
                    f'height="{h - 2}" fill="{COLOURS[STATES.index(s)]}"><title>{s} {a}-{b}</title></rect>'
                )
        y = len(rows) * h + 20
        gap = (width - left) // len(STATES)
        for j, s in enumerate(STATES):
            out.append(
                f'<rect x="{left + j * gap}" y="{y}" width="10" height="10" fill="{COLOURS[j]}"/>'
                f'<text x="{left + j * gap + 14}" y="{y + 9}">{s}</text>'
            )
        if self.eager:
            out.append(
                f'<text x="{left}" y="{y + 24}">eager run: async copies and wgmma completed when issued, '
                "so no warp waits at an async group (the checking mode defers them)</text>"
            )
        out.append("</svg>")
        return "\n".join(out)


class TimelineObserver(Observer):
    wants_ticks = True

    def __init__(self, kernel: Any, limit: int = 2_000_000) -> None:
        self.tl = Timeline(kernel.func.name)
        self.limit = limit
        self.n = 0
        self.ran: np.ndarray | None = None
        self.last: np.ndarray | None = None
        self.waits: dict[int, tuple | None] = {}  # pc -> (mechanism, n, read) of an async-group wait

    def begin_batch(self, st) -> None:
        self.W = st.L // 32
        self.ran = np.zeros(self.W, bool)
        self.waited = np.zeros(self.W, bool)
        self.last = np.full(self.W, -1, np.int64)
        g = st.geom
        wl = np.arange(self.W)
        self.cta = st.cta_ids[(wl * 32) // g.padded]
        self.warp = (wl * 32 % g.padded) // 32
        self.eng = None

    def step(self, st, s, m) -> None:
        ex = executing(st, s, m) if s.kind != "bra" else (st.live if m is None else m & st.live)
        self.ran |= ex.reshape(-1, 32).any(axis=1)
        if st.checker is not None:
            self.tl.eager = False
            w = self.waits.get(s.pc, False)
            if w is False:
                w = self.waits[s.pc] = _wait_of(s.item.ins)
            if w is not None and ex.any():
                mech, n, read = w
                lanes = st.checker.waiting(st, np.flatnonzero(ex), mech, n, read)
                self.waited[lanes // 32] = True

    def tick(self, eng) -> None:
        """Called once per scheduler step (before it): the state of every warp in the step that ended."""
        first, self.eng = self.eng is None, eng
        if first:  # nothing has run yet in this batch
            self.ran[:] = False
            self.waited[:] = False
            return
        pc = eng.pc.reshape(-1, 32)
        live = eng.st.live.reshape(-1, 32)
        alive = (pc != _DONE) & live
        parked = eng.parked.reshape(-1, 32) & alive
        wb = eng.wait_bar.reshape(-1, 32)
        state = np.full(self.W, 7, np.int64)  # exited
        for code, sel in ((5, wb == -3), (4, wb == -2), (3, wb == -1), (2, wb >= 0)):
            state = np.where((parked & sel).any(axis=1), code, state)
        state = np.where((alive & ~parked).any(axis=1), 1, state)
        state = np.where(self.ran, 0, state)
        state = np.where(self.waited, _GROUP, state)
        self.ran[:] = False
        self.waited[:] = False
        t = self.tl.steps
        self.tl.steps += 1
        changed = np.flatnonzero(state != self.last)
        if self.n + len(changed) > self.limit:
            self.tl.truncated = True
            return
        self.n += len(changed)
        for w in changed:
            self.tl.changes.setdefault((int(self.cta[w]), int(self.warp[w])), []).append((t, int(state[w])))
        self.last = state

    def end_batch(self, st) -> None:
        if self.eng is not None:  # the batch's last step
            self.tick(self.eng)

    def report(self, stats) -> None:
        stats.timeline = self.tl


def _wait_of(ins) -> tuple | None:
    """(mechanism, groups left pending or None for wait_all, .read) of an async-group wait."""
    from ptxemu.machine.observing.groups import classify

    c = classify(ins)
    if c is None or c[1] not in ("wait", "wait_read", "wait_all"):
        return None
    n = None if c[1] == "wait_all" else int(ins.operands[0].value)
    return c[0], n, c[1] == "wait_read"
