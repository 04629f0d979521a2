"""Stepping: stop a launch at a PTX line (or at every instruction), look at any thread's registers
with their PTX types, go on. The launch runs in a worker thread that the debugger's observer holds
at each stop, so the state read at a stop is the state of that moment.

    dbg = Debugger(module, "kernel", grid, block, args, shared_mem=...)
    dbg.break_at(42)                    # a PTX line (of the module's text)
    stop = dbg.run()                    # -> Stop(line, text, lanes) or None when the launch ended
    dbg.reg("%f4", thread=(3, 0, 0))    # typed value of a register in a thread of CTA (0,0,0)
    dbg.step(); dbg.cont(); dbg.stats   # one instruction, to the next breakpoint, the LaunchStats

Not yet: break on barriers, mbarrier phases or register conditions, stepping back, memory views.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.machine.observing.observer import Observer, executing
from ptxemu.machine.observing.operands import RegRef, show, values


@dataclass
class Stop:
    line: int | None
    text: str
    lanes: int  # threads about to execute it (in the batch)
    first: str  # the first of them

    def __str__(self) -> str:
        return f"stopped at line {self.line}: {self.text}  ({self.lanes} thread(s), first {self.first})"


class _Quit(Exception):  # noqa: N818 - ends a launch the user left
    pass


class _Hold(Observer):
    def __init__(self, dbg: Debugger) -> None:
        self.d = dbg

    def bind(self, kernel) -> None:
        self.d.k = kernel

    def step(self, st, s, m) -> None:
        d = self.d
        if not (d.stepping or s.line in d.breaks):
            return
        ex = executing(st, s, m)
        if not ex.any():
            return
        d.st, d.s = st, s
        lanes = np.flatnonzero(ex)
        d.stop = Stop(s.line, s.item.ins.text.strip(), len(lanes), st.lane_label(int(lanes[0])))
        d.stepping = False
        d._stopped.set()
        d._go.wait()
        d._go.clear()
        if d.quitting:
            raise _Quit


class Debugger:
    def __init__(self, module: Any, kernel: str, grid, block, args, **launch: Any) -> None:
        self.call = lambda obs: module.launch(kernel, grid, block, args, observer=obs, **launch)
        self.k = None  # the running kernel (bound by the launch)
        self.quitting = False
        self.breaks: set[int] = set()
        self.stepping = False
        self.stop: Stop | None = None
        self.stats = None
        self.error: BaseException | None = None
        self.st = self.s = None
        self._go, self._stopped = threading.Event(), threading.Event()
        self._thread: threading.Thread | None = None

    @classmethod
    def calling(cls, launch) -> Debugger:
        """A debugger of whatever launch `launch(observer)` makes (a recorded launch's replay: pass
        the observer on to Module.launch as `observer=`)."""
        d = cls.__new__(cls)
        cls.__init__(d, None, "", 1, 1, [])
        d.call = launch
        return d

    def break_at(self, line: int) -> None:
        self.breaks.add(int(line))

    def _main(self) -> None:
        try:
            self.stats = self.call(_Hold(self))
        except _Quit:
            pass
        except BaseException as e:  # noqa: BLE001 - handed to the caller at its next command
            self.error = e
        finally:
            self.stop = None
            self._stopped.set()

    def _resume(self) -> Stop | None:
        self._stopped.clear()
        if self._thread is None:
            self._thread = threading.Thread(target=self._main, daemon=True)
            self._thread.start()
        else:
            self._go.set()
        self._stopped.wait()
        if self.error is not None:
            e, self.error = self.error, None
            raise e
        return self.stop

    def run(self) -> Stop | None:
        """Start the launch; stop at the first breakpoint (None: it ran to the end)."""
        return self._resume()

    cont = run

    def step(self) -> Stop | None:
        """Run to the next instruction any thread executes."""
        self.stepping = True
        return self._resume()

    def quit(self) -> None:
        """End the launch here (its results are incomplete)."""
        if self.stop is not None:
            self.quitting = True
            self._resume()

    def regs(self, names, thread=(0, 0, 0), cta=(0, 0, 0)) -> dict[str, str]:
        return {n: self.reg(n, thread, cta) for n in names}

    def reg(self, name: str, thread=(0, 0, 0), cta=(0, 0, 0)) -> str:
        """A register of one thread at the stop, as its PTX type shows it."""
        if self.stop is None or self.st is None:
            raise PtxOperandError("the launch is not stopped")
        st, k = self.st, self.k
        sn = self.s.item.names.get(name)
        if sn is None or sn.kind != "reg":
            raise PtxOperandError(f"{name} is not a register of the function at line {self.stop.line}")
        spec = k.program.regs[sn.index]
        lane = self._lane(st, thread, cta)
        r = RegRef(name, sn.index, spec.type, spec.bits)
        return show(r, values(st, r, np.array([lane]))[0])

    @staticmethod
    def _lane(st, thread, cta) -> int:
        g = st.geom
        t = tuple(thread) + (0,) * (3 - len(thread))
        c = tuple(cta) + (0,) * (3 - len(cta))
        lin = c[0] + g.grid[0] * (c[1] + g.grid[1] * c[2])
        pos = np.flatnonzero(st.cta_ids == lin)
        if not len(pos):
            raise PtxOperandError(f"CTA {c} is not running now (batches of CTAs run one after another)")
        return int(pos[0]) * g.padded + t[0] + g.block[0] * (t[1] + g.block[1] * t[2])
