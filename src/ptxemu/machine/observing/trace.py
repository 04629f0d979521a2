"""Traces: every instruction chosen threads execute, with their operands' values, streamed to a file.

A line per executed instruction and chosen warp: sequence number, CTA, warp, PTX line, the lanes
(a mask of the warp's lanes that executed it), the instruction, its source registers' values before
it ran and its destination registers' values after. A value shared by every traced lane prints once.
Memory stays bounded whatever the kernel's size: the file is written as the kernel runs and stops at
`limit` lines, or (`ring=N`) only the last N lines are kept, in memory, and written when the launch
ends or fails (what led to an error). `cta=all` traces the chosen warp or thread (or every thread)
of every CTA.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.machine.observing.observer import Observer, executing
from ptxemu.machine.observing.operands import float_type, show, split, values


@dataclass
class TraceSpec:
    """What to trace: `path` (a file), the CTA `cta` (x, y, z; None: every CTA), and in it one `warp`
    or one `thread` (linear index, x fastest) or, with neither, every thread; at most `limit` trace
    lines, or with `ring` the last `ring` lines only."""

    path: str
    cta: tuple[int, int, int] | None = (0, 0, 0)
    warp: int | None = None
    thread: int | None = None
    limit: int = 1_000_000
    ring: int | None = None

    @staticmethod
    def parse(text: str) -> TraceSpec:
        """`FILE[:cta=X,Y,Z|all][:warp=W][:thread=T][:limit=N][:ring=N]` (the CLI's --trace)."""
        if not isinstance(text, str):
            raise PtxOperandError(f"trace must be 'FILE[:cta=X,Y,Z|all][:warp=W][:thread=T][:limit=N]"
                                  f"[:ring=N]' or a TraceSpec, got {type(text).__name__}")
        path, *opts = text.split(":")
        spec = TraceSpec(path)
        for o in opts:
            k, _, v = o.partition("=")
            try:
                if k == "cta" and v == "all":
                    spec.cta = None
                elif k == "cta":
                    c = [int(x) for x in v.split(",")]
                    spec.cta = tuple((c + [0, 0])[:3])  # type: ignore[assignment]
                elif k in ("warp", "thread", "limit", "ring"):
                    setattr(spec, k, int(v))
                else:
                    raise ValueError(k)
            except ValueError:
                raise PtxOperandError(
                    f"--trace {text!r}: expected FILE[:cta=X,Y,Z|all][:warp=W][:thread=T][:limit=N][:ring=N]"
                ) from None
        return spec


class TraceObserver(Observer):
    def __init__(self, kernel: Any, spec: TraceSpec) -> None:
        self.k = kernel
        self.spec = spec
        self.f = open(spec.path, "w")  # noqa: SIM115 - streamed for the launch's duration
        # ring: the last lines only, written at the end (bounded memory, whatever the kernel's size)
        self.ring: deque[str] | None = deque(maxlen=spec.ring) if spec.ring else None
        self.f.write(
            f"# trace of {kernel.func.name}: {'every CTA' if spec.cta is None else f'CTA {spec.cta}'}, "
            f"{'warp ' + str(spec.warp) if spec.warp is not None else ''}"
            f"{'thread ' + str(spec.thread) if spec.thread is not None else ''}"
            f"{'every thread' if spec.warp is None and spec.thread is None else ''}\n"
        )
        self.n = 0
        self.ops: dict[int, tuple] = {}
        self.pending: tuple | None = None
        self.sel = np.zeros(0, np.int64)
        self.stopped = False

    def wants_batch(self, ctas, geom) -> bool:
        """Only the batch holding the traced CTA runs on the interpreter (the rest: the launch's
        route), so tracing one warp costs about one batch interpreted."""
        c = self.spec.cta
        if c is None:
            return True
        g = geom.grid
        return bool((np.asarray(ctas) == c[0] + g[0] * (c[1] + g[1] * c[2])).any())

    def begin_batch(self, st) -> None:
        g = st.geom
        c = self.spec.cta
        if c is None:
            pos = np.arange(len(st.cta_ids))
        else:
            lin = c[0] + g.grid[0] * (c[1] + g.grid[1] * c[2])
            pos = np.flatnonzero(st.cta_ids == lin)
        if not len(pos):
            self.sel = np.zeros(0, np.int64)
            return
        if self.spec.thread is not None:
            lanes = np.array([self.spec.thread])
        elif self.spec.warp is not None:
            lanes = self.spec.warp * 32 + np.arange(32)
        else:
            lanes = np.arange(g.padded)
        lanes = lanes[lanes < g.threads]
        self.sel = (pos[:, None] * g.padded + lanes).reshape(-1)
        self.padded = g.padded

    def step(self, st, s, m) -> None:
        if self.pending is not None:
            self._flush(st)
        sel = self.sel
        if not len(sel) or self.stopped or (m is not None and not m[sel].any()):
            return
        ex = executing(st, s, m)[sel]
        if s.kind == "bra":  # all lanes standing at a branch execute it; its guard picks the way
            ex = (np.ones(len(sel), bool) if m is None else m[sel]) & st.live[sel]
        if not ex.any():
            return
        lanes = sel[ex]
        ops = self.ops.get(s.pc)
        if ops is None:
            ops = self.ops[s.pc] = split(s.item, self.k.program)
        src, dst = ops
        ft = float_type(s.item.ins)
        if self.spec.cta is None:  # every CTA: sources read now, a line per CTA
            cta = lanes // self.padded
            cut = np.flatnonzero(np.r_[True, cta[1:] != cta[:-1], True])
            pairs = zip(cut[:-1], cut[1:], strict=True)
            self._before = [[self._vals(st, r, lanes[a:b], ft) for r in src] for a, b in pairs]
            srcs = ""
        else:
            srcs = " ".join(f"{r.name}={self._vals(st, r, lanes, ft)}" for r in src)
        self.pending = (s, lanes, srcs, dst)
        if s.kind not in ("op", "sync") or not dst:
            self._flush(st)

    def _vals(self, st, r, lanes, ft=None) -> str:
        v = values(st, r, lanes)
        if len(lanes) == 1 or (v.ndim == 1 and (v == v[0]).all()):
            return show(r, v[0], ft)
        t = (ft if ft and r.type.startswith(".b") else r.type).lstrip(".")
        if v.ndim == 1 and r.bits > 1 and t not in ("f16", "f32", "f64"):
            return "[" + " ".join(map(hex, v.tolist())) + "]"  # integers: the common case, fast
        return "[" + " ".join(show(r, x, ft) for x in v) + "]"

    def _flush(self, st) -> None:
        s, lanes, srcs, dst = self.pending
        self.pending = None
        if self.spec.cta is None:  # every CTA: a line per CTA (sources read per CTA below)
            self._flush_ctas(st, s, lanes, dst)
            return
        self._line(st, s, lanes, srcs, dst, "")

    def _flush_ctas(self, st, s, lanes, dst) -> None:
        src, _ = self.ops[s.pc]
        cta = lanes // self.padded
        cut = np.flatnonzero(np.r_[True, cta[1:] != cta[:-1], True])
        for a, b in zip(cut[:-1], cut[1:], strict=True):
            part = lanes[a:b]
            srcs = " ".join(f"{r.name}={v}" for r, v in zip(src, self._before.pop(0), strict=True))
            self._line(st, s, part, srcs, dst, st.lane_label(int(part[0])).split(" thread")[0] + " ")
            if self.stopped:
                return

    def _line(self, st, s, lanes, srcs, dst, cta: str) -> None:
        t = lanes % self.padded
        warps = np.unique(t // 32)
        mask = int(np.bitwise_or.reduce(np.left_shift(1, t % 32)))
        where = f"w{int(warps[0])}" if len(warps) == 1 else f"w{int(warps[0])}-{int(warps[-1])}"
        out = ""
        if dst:
            if s.kind == "sync":  # a warp collective runs when the warp has arrived: values below are before
                out = " -> (written when the warp's collective completes)"
            else:
                ft = float_type(s.item.ins)
                out = " -> " + " ".join(f"{r.name}={self._vals(st, r, lanes, ft)}" for r in dst)
        self.n += 1
        text = (
            f"{self.n} {cta}{where} lanes={mask:#010x} line {s.line}: {s.item.ins.text.strip()}"
            f"{' | ' + srcs if srcs else ''}{out}\n"
        )
        if self.ring is not None:
            self.ring.append(text)
            return
        self.f.write(text)
        if self.n >= self.spec.limit:
            self.f.write(f"# stopped at the limit of {self.spec.limit} instructions\n")
            self.stopped = True

    def end_batch(self, st) -> None:
        if self.pending is not None:
            self._flush(st)

    def finish(self) -> None:
        if not self.f.closed:
            if self.ring is not None:
                if self.n > len(self.ring):
                    self.f.write(f"# the last {len(self.ring)} of {self.n} lines (ring={self.spec.ring})\n")
                self.f.writelines(self.ring)
            self.f.close()

    def report(self, stats) -> None:
        stats.trace = (self.spec.path, self.n)
