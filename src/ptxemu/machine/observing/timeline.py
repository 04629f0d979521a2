"""Warp timelines: what each warp of each CTA did at every scheduler step of the launch.

States: running (it executed an instruction in that step), ready (it could run but another group
ran), waiting at a CTA barrier, at a warp collective, at a cluster barrier, at an mbarrier, exited.
A warp whose lanes differ takes the first that applies in that order. Steps are the interpreter's
scheduler steps (one basic block of one group of lanes each), not GPU cycles: the order of events
is ptxemu's valid execution, the lengths count blocks run, not time.
Stored as changes only (bounded by `limit` changes); `segments()` gives the runs, `svg()` draws them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.machine.observing.observer import Observer, executing

STATES = ("running", "ready", "barrier", "collective", "cluster barrier", "mbarrier", "exited")
COLOURS = ("#2e7d32", "#c5e1a5", "#e53935", "#fb8c00", "#8e24aa", "#1e88e5", "#eeeeee")
_DONE = 1 << 40  # the engine's program counter of an exited lane


@dataclass
class Timeline:
    kernel: str
    steps: int = 0
    # (cta linear id, warp in CTA) -> [(first step, state index)], in step order
    changes: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict)
    truncated: bool = False

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
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{len(rows) * h + 40}" '
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
        for j, s in enumerate(STATES):
            out.append(
                f'<rect x="{left + j * 110}" y="{y}" width="10" height="10" fill="{COLOURS[j]}"/>'
                f'<text x="{left + j * 110 + 14}" y="{y + 9}">{s}</text>'
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

    def begin_batch(self, st) -> None:
        self.W = st.L // 32
        self.ran = np.zeros(self.W, bool)
        self.last = np.full(self.W, -1, np.int64)
        g = st.geom
        wl = np.arange(self.W)
        self.cta = st.cta_ids[(wl * 32) // g.padded]
        self.warp = (wl * 32 % g.padded) // 32
        self.eng = None

    def step(self, st, s, m) -> None:
        self.ran |= (
            executing(st, s, m).reshape(-1, 32).any(axis=1)
            if s.kind != "bra"
            else ((st.live if m is None else m & st.live).reshape(-1, 32).any(axis=1))
        )

    def tick(self, eng) -> None:
        """Called once per scheduler step (before it): the state of every warp in the step that ended."""
        first, self.eng = self.eng is None, eng
        if first:  # nothing has run yet in this batch
            self.ran[:] = False
            return
        pc = eng.pc.reshape(-1, 32)
        live = eng.st.live.reshape(-1, 32)
        alive = (pc != _DONE) & live
        parked = eng.parked.reshape(-1, 32) & alive
        wb = eng.wait_bar.reshape(-1, 32)
        state = np.full(self.W, 6, np.int64)  # exited
        for code, sel in ((5, wb == -3), (4, wb == -2), (3, wb == -1), (2, wb >= 0)):
            state = np.where((parked & sel).any(axis=1), code, state)
        state = np.where((alive & ~parked).any(axis=1), 1, state)
        state = np.where(self.ran, 0, state)
        self.ran[:] = False
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
