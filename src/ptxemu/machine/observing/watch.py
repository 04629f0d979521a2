"""Watchpoints: every read and write of chosen bytes, with the thread, the PTX line and the value.

A watch is `ADDR[:BYTES]` (a global or generic address; 4 bytes by default), `argN[+OFF][:BYTES]`
(bytes of the array passed as the kernel's N-th argument, 0-based) or `shared:ADDR[:BYTES]` (a
shared-memory address, in every CTA). ld/ldu/st/atom/red/ldmatrix/stmatrix report the lanes whose
access overlaps the watched bytes; any other instruction that changes them (bulk and tensor copies,
cp.async, multimem...) is reported as a write by its line and first executing thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.machine.observing.accesses import Probes
from ptxemu.machine.observing.observer import Observer, executing
from ptxemu.machine.semantics.access import in_windows


@dataclass
class Watch:
    space: str  # "global" | "shared" | "arg"
    address: int
    nbytes: int = 4
    arg: int = -1

    @staticmethod
    def parse(text: str | int | tuple) -> Watch:
        if isinstance(text, int):
            return Watch("global", text)
        if isinstance(text, tuple):
            return Watch("global", int(text[0]), int(text[1]))
        try:
            space = "global"
            t = text
            if t.startswith("shared:"):
                space, t = "shared", t[7:]
            head, _, nb = t.partition(":")
            n = int(nb, 0) if nb else 4
            if head.startswith("arg"):
                a, _, off = head[3:].partition("+")
                return Watch("arg", int(off, 0) if off else 0, n, int(a))
            return Watch(space, int(head, 0), n)
        except ValueError:
            raise PtxOperandError(
                f"--watch {text!r}: expected ADDR[:BYTES], argN[+OFF][:BYTES] or shared:ADDR[:BYTES]"
            ) from None


@dataclass
class Hit:
    """One access to watched bytes."""

    kind: str  # read | write | atomic
    line: int | None
    text: str  # the instruction
    thread: str  # `CTA (x,y,z) thread (x,y,z)`
    address: int  # the watched bytes' first address
    old: int  # the watched bytes before the instruction (little-endian)
    new: int  # and after
    nbytes: int

    def __str__(self) -> str:
        v = f"{self.old:#0{2 * self.nbytes + 2}x}"
        if self.kind == "read":
            what = f"read {v}"
        else:
            verb = "atomically updated" if self.kind == "atomic" else "wrote"
            what = f"{verb} {v} -> {self.new:#0{2 * self.nbytes + 2}x}"
        return f"line {self.line}: {self.thread}: {what} at {self.address:#x}  ({self.text})"


_WRITERS = {"cp", "st", "red", "atom", "mbarrier", "multimem", "tensormap", "tcgen05", "stmatrix", "wgmma"}


class WatchObserver(Observer):
    def __init__(self, kernel: Any, watches, limit: int = 10_000) -> None:
        self.k = kernel
        self.watches = [
            Watch.parse(w) if not isinstance(w, Watch) else w
            for w in (watches if isinstance(watches, list | tuple) else [watches])
        ]
        self.probes = Probes(kernel)
        self.hits: list[Hit] = []
        self.pending: list | None = None
        self.limit = limit
        self.resolved: list[Watch] = []

    def begin_batch(self, st) -> None:
        if self.resolved:
            return
        params = self.k.func.params
        for w in self.watches:
            if w.space == "arg":
                if not 0 <= w.arg < len(params):
                    raise PtxOperandError(f"--watch arg{w.arg}: the kernel has {len(params)} parameters")
                p = params[w.arg]
                ptr = int(st.device.read(st.windows.param + p.offset, 8).view(np.uint64)[0])
                w = Watch("global", ptr + w.address, w.nbytes)
            self.resolved.append(w)

    def _bytes(self, st, w: Watch, cta: int) -> int:
        if w.space == "shared":
            o = cta * st.smem_stride + w.address
            b = st.smem[o : o + w.nbytes]
        else:
            b = st.device.read(w.address, w.nbytes)
        return int.from_bytes(bytes(b), "little")

    def step(self, st, s, m) -> None:
        if self.pending is not None:
            self._flush(st)
        if len(self.hits) >= self.limit:
            return
        op = s.item.ins.opcode
        p = self.probes.get(s)
        if p is None and op not in _WRITERS:
            return
        ex = executing(st, s, m)
        if not ex.any():
            return
        found = []  # (watch, cta, lanes, kind)
        if p is not None and p.kind == "ldgsts":  # cp.async: reads its global source and writes its
            lanes = p.lanes(ex)  # shared destination, reported where the bytes changed (in checking mode
            found += self._accesses(st, p.source, lanes, p.size, "read")  # they land at the wait)
            found += self._accesses(st, p.addr, lanes, p.size, "changed")
        elif p is not None:
            kind = {"ld": "read", "ldsm": "read", "st": "write", "stsm": "write", "atom": "atomic"}[p.kind]
            found += self._accesses(st, p.addr, p.lanes(ex), p.size, kind)
        else:  # another writer: compare the bytes
            found += self._changed(st, ex)
        if found:
            self.pending = [
                (s, w, cta, lanes, kind, self._bytes(st, w, cta)) for w, cta, lanes, kind in found
            ]

    def _accesses(self, st, addr, lanes, size: int, kind: str) -> list:
        """(watch, cta, lanes, kind) for the lanes whose `size`-byte access at `addr` overlaps a watch."""
        found = []
        ad = addr.lanes_addr(st, lanes)
        sh = np.zeros(len(lanes), bool)
        if addr.space == "":
            sh, _ = in_windows(st, ad)
            ad = np.where(sh, ad - np.uint64(st.windows.shared), ad)
        elif addr.space.startswith(".shared"):
            sh[:] = True
        a = ad.astype(np.uint64)
        for w in self.resolved:
            inw = sh if w.space == "shared" else ~sh
            aa = (a & np.uint64(0xFFFFFF)) if w.space == "shared" else a
            end = aa + np.uint64(size)
            over = inw & (aa < np.uint64(w.address + w.nbytes)) & (end > np.uint64(w.address))
            if over.any():
                hl = lanes[over]
                for cta in np.unique(st.cta[hl]):
                    found.append((w, int(cta), hl[st.cta[hl] == cta], kind))
        return found

    def _changed(self, st, ex) -> list:
        """(watch, cta, first lane, "changed") for every watch: its bytes are compared after the step."""
        found = []
        for w in self.resolved:
            ctas = np.unique(st.cta[ex]) if w.space == "shared" else [int(st.cta[np.flatnonzero(ex)[0]])]
            for cta in ctas:
                found.append((w, int(cta), np.flatnonzero(ex & (st.cta == cta))[:1], "changed"))
        return found

    def _flush(self, st) -> None:
        for s, w, cta, lanes, kind, old in self.pending:
            new = self._bytes(st, w, cta)
            if kind == "changed":
                if new == old:
                    continue
                kind = "write"
            for ln in lanes:
                if len(self.hits) < self.limit:
                    self.hits.append(
                        Hit(
                            kind,
                            s.line,
                            s.item.ins.text.strip(),
                            st.lane_label(int(ln)),
                            w.address,
                            old,
                            new,
                            w.nbytes,
                        )
                    )
        self.pending = None

    def end_batch(self, st) -> None:
        if self.pending is not None:
            self._flush(st)

    def report(self, stats) -> None:
        stats.watch = self.hits
