"""Stepping: stop a launch where something happens, look at any thread's registers with their PTX
types, go on, or go back. The launch runs in a worker thread that the debugger's observer holds at
each stop, so the state read at a stop is the state of that moment.

    dbg = Debugger(module, "kernel", grid, block, args, shared_mem=...)
    dbg.break_at(42)                      # a PTX line (of the module's text)
    dbg.break_at(57, "%r5 == 3")          # ... where some executing thread has %r5 == 3
    dbg.break_at_op("wgmma.mma_async")    # every line whose instruction name starts so
    dbg.break_barriers()                  # bar.sync / barrier / bar.arrive / barrier.cluster.*
    dbg.break_mbarrier(("complete_tx",), address=0x400)   # mbarrier operations (by shared address)
    dbg.watch_reg("%r2", thread=(3, 0, 0))   # stop after an instruction changed a register
    dbg.watch_mem(0x7FA000000010, 4)      # ... or memory (global, or shared=True in a CTA)
    stop = dbg.run()                      # -> Stop(line, text, lanes, first, reason, seq, device)
    dbg.reg("%f4", thread=(3, 0, 0))      # typed value of a register in a thread of CTA (0,0,0)
    dbg.operands(thread=(3, 0, 0))        # the stopped instruction's register operands, typed
    dbg.mbarrier(0x400)                   # an mbarrier object: phase, parity, pending, expected, tx
    dbg.mbarriers()                       # those CTA (0,0,0) has initialised (address, init line)
    dbg.groups(thread=(0, 0, 0))          # its cp.async / bulk / wgmma groups (observing.groups);
                                          # with check=True also what is still in flight
    dbg.step(); dbg.cont(); dbg.back()    # one instruction on, to the next stop, one instruction back

Stepping back: execution is deterministic, so instruction number N-1 (`Stop.seq`: the warp- or
group-instructions the launch executed, counted from 1) is reached by running the launch again from
its start with the arguments restored and stopping there; it costs a run to that point
(docs/observing.md). A `System`'s launches on several devices are debugged as one program
(`Debugger.system`): they take turns as System.launch runs them, a stop holds every device, and
`Stop.device` / `reg(..., device=)` name the device.
"""

from __future__ import annotations

import operator
import re
import threading
import warnings
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.machine.observing.groups import Ledger, describe, where_of
from ptxemu.machine.observing.observer import Observer, executing
from ptxemu.machine.observing.operands import RegRef, show, values


@dataclass
class Stop:
    line: int | None
    text: str
    lanes: int  # threads about to execute it (in the batch; with a condition: those meeting it)
    first: str  # the first of them
    reason: str = ""  # why it stopped, when not a plain line breakpoint or step
    seq: int = 0  # the instruction's number in the launch (what back() counts)
    device: int | None = None  # a System's device
    lane: int = -1  # the first thread's lane in the batch (what operands() reads by default)

    def __str__(self) -> str:
        dev = f" on device {self.device}" if self.device is not None else ""
        why = f"  [{self.reason}]" if self.reason else ""
        text = " ".join(self.text.split())  # wgmma's 64-register vector: one line, cut short
        if len(text) > 120:
            text = text[:117] + "..."
        return (
            f"stopped at line {self.line}{dev}: {text}  ({self.lanes} thread(s), first "
            f"{self.first}){why}"
        )


class _Quit(Exception):  # noqa: N818 - ends a launch the user left
    pass


_OPS = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
        ">=": operator.ge}
_COND = re.compile(r"^\s*(%[\w$.]+)\s*(==|!=|<=|>=|<|>)\s*(\S+)\s*$")
_NP_TYPES = {
    **{f".{k}{b}": f"{'i' if k == 's' else 'u'}{b // 8}" for k in "usb" for b in (8, 16, 32, 64)},
    ".f16": "f2", ".f32": "f4", ".f64": "f8", ".bf16": "bf16", ".e4m3": "e4m3", ".e5m2": "e5m2",
}
MBAR_OPS = ("init", "inval", "arrive", "arrive_drop", "expect_tx", "complete_tx", "test_wait", "try_wait",
            "pending_count")


def typed(r: RegRef, bits: np.ndarray) -> np.ndarray:
    """Raw register bits as numbers of the register's PTX type (what conditions compare)."""
    t = r.type
    if r.bits == 1:
        return bits.astype(bool).astype(np.int64)
    n = r.bits
    if t.startswith(".f") and n in (16, 32, 64):
        return bits.astype(f"u{n // 8}").view(f"f{n // 8}").astype(np.float64)
    if t.startswith(".s") and n in (8, 16, 32, 64):
        return bits.astype(f"u{n // 8}").view(f"i{n // 8}").astype(np.int64)
    return bits.astype(np.uint64)


@dataclass
class Cond:
    """`REG OP VALUE`, per thread, the register read as its PTX type (floats, signed, unsigned)."""

    reg: str
    op: str
    value: float | int
    text: str

    @staticmethod
    def parse(text: str) -> Cond:
        m = _COND.match(text)
        if m is None:
            raise PtxOperandError(f"condition {text!r}: expected REG OP VALUE (==, !=, <, <=, >, >=)")
        v = m.group(3)
        try:
            value: float | int = int(v, 0)
        except ValueError:
            try:
                value = float(v)
            except ValueError:
                raise PtxOperandError(f"condition {text!r}: {v!r} is not a number") from None
        return Cond(m.group(1), m.group(2), value, text.strip())

    def lanes(self, dbg: Debugger, hold: _Hold, st, s, ex: np.ndarray) -> np.ndarray:
        r = hold.regref(s, self.reg)
        lanes = np.flatnonzero(ex)
        v = typed(r, values(st, r, lanes))
        return lanes[_OPS[self.op](v, self.value)]


@dataclass
class _Watch:
    what: str  # "reg" | "mem"
    name: str = ""
    thread: tuple | None = None
    cta: tuple = (0, 0, 0)
    address: int = 0
    nbytes: int = 4
    shared: bool = False
    last: dict = field(default_factory=dict)  # device -> the value last seen

    def read(self, hold: _Hold, st, s) -> Any:
        if self.what == "mem":
            if self.shared:
                lane = Debugger._lane(st, (0, 0, 0), self.cta)
                o = int(st.cta[lane]) * st.smem_stride + self.address
                return bytes(st.smem[o : o + self.nbytes])
            return bytes(st.device.read(self.address, self.nbytes))
        r = hold.regref(s, self.name, missing_ok=True)
        if r is None:
            return None
        lanes = (
            np.arange(st.L) if self.thread is None else np.array([Debugger._lane(st, self.thread, self.cta)])
        )
        return values(st, r, lanes).copy()

    def label(self) -> str:
        if self.what == "reg":
            return self.name + ("" if self.thread is None else f" of thread {self.thread} CTA {self.cta}")
        return f"{'shared ' if self.shared else ''}{self.address:#x}:{self.nbytes}"


class _Hold(Observer):
    """The debugger's observer in one launch (one per device of a System)."""

    def __init__(self, dbg: Debugger, device: int | None = None) -> None:
        self.d = dbg
        self.dev = device
        self.k = None
        self.st = None
        self.s = None
        self.prev: Any = None  # the last step executed (what a watch names as the writer)
        self.ran: Any = None  # the step before the one held (what `operands(ran=True)` reads)
        self._mbar: dict[int, Any] = {}
        self.ledger: Ledger | None = None  # the threads' async groups (observing.groups)
        self.inits: dict[tuple[int, int], int | None] = {}  # (CTA linear id, shared address) -> line

    def bind(self, kernel) -> None:
        self.k = kernel
        self.d.holds[self.dev] = self
        self.ledger = Ledger(kernel)

    def regref(self, s, name: str, missing_ok: bool = False) -> RegRef | None:
        sn = s.item.names.get(name)
        if sn is None or sn.kind != "reg":
            if missing_ok:
                return None
            raise PtxOperandError(f"{name} is not a register of the function at line {s.line}")
        spec = self.k.program.regs[sn.index]
        return RegRef(name, sn.index, spec.type, spec.bits)

    def begin_batch(self, st) -> None:
        for w in self.d.watches:  # new CTAs: their registers start afresh
            w.last.pop(self.dev, None)
        self.ledger.begin(st)
        self.inits = {}

    def end_batch(self, st) -> None:
        if self.d.watches and self.prev is not None:
            self._check_watches(st, self.prev, end=True)

    def step(self, st, s, m) -> None:
        self.st, self.s = st, s
        if s.kind == "bra":  # every lane standing at a branch executes it; its guard picks the way
            ex = st.live if m is None else (m & st.live)
        else:
            ex = executing(st, s, m)
        if not ex.any():
            return
        self._stops(st, s, ex)
        # after any stop at it: what a stop shows is the state before the instruction runs
        self.ledger.step(st, s, ex)
        if s.item.ins.opcode == "mbarrier":
            self._init(st, s, ex)

    def _stops(self, st, s, ex) -> None:
        """Hold the launch at `s` if a breakpoint, a watch or stepping says so."""
        d = self.d
        d.seq += 1
        if d.target is not None:  # running again to an earlier instruction: nothing else stops
            if d.seq == d.target:
                d.target = None
                self._hold(st, s, ex, f"stepped back to instruction {d.seq}")
            return
        if d.watches and self._check_watches(st, s):
            self.prev = s  # held there: the instruction about to run comes after the change
            return
        self.ran = self.prev  # the instruction executed before this one (operands(ran=True))
        self.prev = s
        reason = None
        lanes = ex
        if d.stepping:
            reason = ""
        elif s.line in d.breaks or d.op_breaks:
            cond = d.breaks.get(s.line, False)
            if cond is False:  # not a line break: an instruction-name break, or none
                name = s.item.ins.name
                cond = next((c for p, c in d.op_breaks.items() if name.startswith(p)), False)
            if cond is False:
                pass
            elif cond is None:
                reason = ""
            else:
                hit = cond.lanes(d, self, st, s, ex)
                if len(hit):
                    reason = f"{cond.text} in {len(hit)} thread(s)"
                    lanes = np.zeros_like(ex)
                    lanes[hit] = True
        if reason is None and d.barriers and _is_barrier(s.item.ins):
            reason = "barrier"
        if reason is None and d.mbars:
            reason, lanes = self._mbarrier(st, s, ex)
        if reason is not None:
            self._hold(st, s, lanes, reason)

    def _init(self, st, s, ex) -> None:
        """Keep the mbarrier objects each CTA initialised (and has not invalidated) and the line."""
        f = self._mbar_at(s)
        if f is None or f[0] not in ("init", "inval"):
            return
        lanes = np.flatnonzero(ex)
        off = _shared_offsets(st, f[1], lanes)
        for ln, a in zip(lanes, off, strict=True):
            if a < 0:
                continue
            key = (int(st.cta_ids[int(ln) // st.geom.padded]), int(a))
            if f[0] == "init":
                self.inits[key] = s.line
            else:
                self.inits.pop(key, None)

    def _mbar_at(self, s):
        f = self._mbar.get(s.pc, False)
        if f is False:
            f = self._mbar[s.pc] = _mbar_of(self.k, s)
        return f

    def _check_watches(self, st, s, end: bool = False) -> bool:
        for w in self.d.watches:
            now = w.read(self, st, s)
            old = w.last.get(self.dev)
            w.last[self.dev] = now
            if old is None or now is None or (len(old) == len(now) and np.array_equal(old, now)):
                continue
            if isinstance(now, bytes):
                change = f"{int.from_bytes(old, 'little'):#x} -> {int.from_bytes(now, 'little'):#x}"
                lanes = np.zeros(st.L, bool)
                lanes[0] = True
            else:
                diff = np.flatnonzero(old != now if old.ndim == 1 else (old != now).any(axis=1))
                r = self.regref(self.prev, w.name, missing_ok=True) if self.prev is not None else None
                i = int(diff[0])
                lane = i if w.thread is None else Debugger._lane(st, w.thread, w.cta)
                if r is not None:
                    change = f"{show(r, old[i])} -> {show(r, now[i])} in {st.lane_label(lane)}"
                else:
                    change = f"{int(old[i]):#x} -> {int(now[i]):#x}"
                lanes = np.zeros(st.L, bool)
                lanes[lane] = True
                if w.thread is None and len(diff) > 1:
                    change += f" and {len(diff) - 1} more thread(s)"
            by = self.prev
            writer = f" by line {by.line}: {by.item.ins.text.strip()}" if by is not None else ""
            where = " (the batch's last instruction)" if end else ""
            self._hold(st, s, lanes, f"{w.label()} changed{writer}: {change}{where}")
            return True
        return False

    def _mbarrier(self, st, s, ex):
        """(reason, lanes) when `s` is an mbarrier operation the debugger breaks on, else (None, ex)."""
        f = self._mbar_at(s)
        if f is None:
            return None, ex
        op, addr = f
        for want_ops, want_addr in self.d.mbars:
            if want_ops is not None and op not in want_ops:
                continue
            lanes = np.flatnonzero(ex)
            if want_addr is not None:
                lanes = lanes[_shared_offsets(st, addr, lanes) == (want_addr & 0xFFFFFF)]
            if len(lanes):
                sel = np.zeros_like(ex)
                sel[lanes] = True
                return f"mbarrier {op}", sel
        return None, ex

    def _hold(self, st, s, lanes: np.ndarray, reason: str) -> None:
        d = self.d
        d.current = self
        idx = np.flatnonzero(lanes)
        d.stop = Stop(
            s.line, s.item.ins.text.strip(), len(idx), st.lane_label(int(idx[0])), reason, d.seq, self.dev,
            int(idx[0]),
        )
        d.stepping = False
        d._stopped.set()
        d._go.wait()
        d._go.clear()
        if d.quitting:
            raise _Quit


def _dtype(type: str):
    """The numpy dtype of a PTX memory type (bf16 and fp8 as ml_dtypes names them, else raw bits)."""
    dt = _NP_TYPES.get(type if type.startswith(".") else "." + type)
    if dt is None:
        raise PtxOperandError(f"memory type {type!r}: expected one of {sorted(_NP_TYPES)}")
    if dt in ("bf16", "e4m3", "e5m2"):  # numpy has none: as ml_dtypes names them, else the raw bits
        try:
            import ml_dtypes

            named = {"bf16": "bfloat16", "e4m3": "float8_e4m3fn", "e5m2": "float8_e5m2"}
            return getattr(ml_dtypes, named[dt])
        except ImportError:
            return "u2" if dt == "bf16" else "u1"
    return dt


def _is_barrier(ins) -> bool:
    """CTA and cluster barriers: bar.sync/arrive/red, barrier.sync/arrive/red, barrier.cluster.*
    (not bar.warp.sync, a warp's own convergence point)."""
    if ins.opcode == "barrier":
        return True
    return ins.opcode == "bar" and ".warp" not in ins.qualifiers


def _shared_offsets(st, addr, lanes: np.ndarray) -> np.ndarray:
    """The shared-memory offsets (in the CTA that holds them) an mbarrier operand `addr` (an Addr)
    names in batch lanes `lanes`; -1 where a generic address is outside the shared window."""
    from ptxemu.machine.semantics.access import in_windows

    a = addr.lanes_addr(st, lanes)
    off = (a & np.uint64(0xFFFFFF)).astype(np.int64)
    if addr.space == "":
        sh, _ = in_windows(st, a)
        off = np.where(sh, ((a - np.uint64(st.windows.shared)) & np.uint64(0xFFFFFF)).astype(np.int64), -1)
    return off


def _mbar_of(kernel, s):
    """(operation, Addr of the mbarrier) of an mbarrier instruction, a bulk copy completing its
    transaction bytes on one (`complete_tx`) or cp.async.mbarrier.arrive (`arrive`); else None."""
    from ptxemu.isa.statement import Address
    from ptxemu.machine.program.step import Cx
    from ptxemu.machine.semantics.access import Addr

    ins = s.item.ins
    q = ins.qualifiers
    addrs = [o for o in ins.operands if isinstance(o, Address)]
    if ins.opcode == "mbarrier" and q and addrs:
        op = q[0][1:]
        space = next((x for x in q if x.startswith(".shared")), "")
        return op, Addr(Cx(kernel, s.item, s.pc), addrs[0], space)
    if ins.opcode == "cp" and any(x.startswith(".mbarrier") for x in q) and addrs:
        op = "complete_tx" if ".bulk" in q else "arrive"
        space = next((x for x in q if x.startswith(".shared")), "") if op == "arrive" else ".shared::cluster"
        return op, Addr(Cx(kernel, s.item, s.pc), addrs[-1], space)
    return None


class BreakNeverStops(UserWarning):
    """A break set at a line that holds no instruction (a directive, a label, a comment, a blank)."""


def _line_note(lines: list[str] | None, n: int) -> str | None:
    """Whether a break at line `n` of the module text `lines` can stop: past the module's end a
    PtxOperandError; at a line without an instruction the note why it never stops (None: it can; or
    the text is unknown)."""
    if lines is None:
        return None
    if not 1 <= n <= len(lines):
        raise PtxOperandError(f"break at line {n}: the module has lines 1 to {len(lines)}")
    text = lines[n - 1].split("//")[0].strip()
    if not text or text.startswith((".", "{", "}", "/*", "*")) or text.endswith(":"):
        return f"line {n} holds no instruction ({text or 'blank'!s}): a break there never stops"
    return None


class Debugger:
    def __init__(self, module: Any, kernel: str, grid, block, args, **launch: Any) -> None:
        self.call = lambda obs: module.launch(kernel, grid, block, args, observer=obs, **launch)
        # stepping back runs the launch again from its inputs: keep them
        saved = [(a, a.copy()) for a in args if isinstance(a, np.ndarray)]
        self.reset = lambda: [np.copyto(a, c) for a, c in saved]
        self._setup()
        self.lines = getattr(getattr(module, "program", None), "lines", None)

    def _setup(self) -> None:
        self.holds: dict[int | None, _Hold] = {}
        self.current: _Hold | None = None
        self.quitting = False
        self.breaks: dict[int, Cond | None] = {}
        self.op_breaks: dict[str, Cond | None] = {}  # instruction-name prefix -> condition
        self.barriers = False
        self.mbars: list[tuple[tuple[str, ...] | None, int | None]] = []
        self.watches: list[_Watch] = []
        self.stepping = False
        self.target: int | None = None
        self.seq = 0
        self.stop: Stop | None = None
        self.stats = None
        self.error: BaseException | None = None
        self._go, self._stopped = threading.Event(), threading.Event()
        self._thread: threading.Thread | None = None
        self.lines: list[str] | None = None  # the module's text, where known: break lines checked on it

    @classmethod
    def calling(cls, launch, reset=None, lines: list[str] | None = None) -> Debugger:
        """A debugger of whatever launch `launch(observer)` makes (a recorded launch's replay: pass
        the observer on to Module.launch as `observer=`); `reset()`, if given, restores its inputs
        so that back() can run it again; `lines`, the module's text as lines, checks break lines."""
        d = cls.__new__(cls)
        d._setup()
        d.call = lambda obs: launch(obs)
        d.reset = reset
        d.lines = lines
        return d

    @classmethod
    def system(cls, system: Any, launches: list[dict[str, Any]], reset=None) -> Debugger:
        """Launches on several devices of a `System` (System.launch's list), debugged as one program."""
        d = cls.__new__(cls)
        d._setup()

        def call(_obs):
            specs = [dict(sp, observer=_Hold(d, sp["device"])) for sp in launches]
            return system.launch(specs)

        d.call = call
        d.reset = reset
        return d

    # -- where to stop ------------------------------------------------------------------------
    def break_at(self, line: int, cond: str | None = None) -> None:
        """Stop at a PTX line; with `cond` ("%r5 == 3"), only where an executing thread meets it.
        Where the module's text is known, a line past its end is a PtxOperandError, and a line that
        holds no instruction (a directive, a label, a comment) warns BreakNeverStops: the break is
        set, and never stops."""
        n = int(line)
        note = _line_note(self.lines, n)
        self.breaks[n] = Cond.parse(cond) if cond else None
        if note:
            warnings.warn(note, BreakNeverStops, stacklevel=2)

    def break_at_op(self, name: str, cond: str | None = None) -> None:
        """Stop at every instruction whose name (opcode and qualifiers, "wgmma.mma_async.sync...")
        starts with `name`; with `cond`, only where an executing thread meets it."""
        if not re.match(r"^[a-z][\w.:]*$", name):
            raise PtxOperandError(f"break at {name!r}: expected a line number or an instruction name")
        self.op_breaks[name] = Cond.parse(cond) if cond else None

    def break_barriers(self, on: bool = True) -> None:
        self.barriers = on

    def break_mbarrier(self, ops=None, address: int | None = None) -> None:
        """Stop at mbarrier operations (`ops` of MBAR_OPS; None: all), bulk copies completing
        transactions on one (`complete_tx`) and cp.async.mbarrier.arrive (`arrive`); at one
        mbarrier when `address` (its shared-memory address) is given."""
        if ops is not None:
            ops = tuple(o.lstrip(".") for o in ([ops] if isinstance(ops, str) else ops))
            bad = [o for o in ops if o not in MBAR_OPS]
            if bad:
                raise PtxOperandError(f"mbarrier operation(s) {bad}: expected some of {MBAR_OPS}")
        self.mbars.append((ops, address))

    def watch_reg(self, name: str, thread=None, cta=(0, 0, 0)) -> None:
        """Stop after an instruction changes register `name` (in `thread` of `cta`, or any thread)."""
        self.watches.append(_Watch("reg", name, None if thread is None else tuple(thread), tuple(cta)))

    def watch_mem(self, address: int, nbytes: int = 4, shared: bool = False, cta=(0, 0, 0)) -> None:
        """Stop after an instruction changes the bytes (global, or shared in `cta`)."""
        w = _Watch("mem", address=int(address), nbytes=int(nbytes), shared=shared, cta=tuple(cta))
        self.watches.append(w)

    # -- running ------------------------------------------------------------------------------
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

    def back(self, n: int = 1) -> Stop:
        """Go back `n` instructions: the launch runs again from its start (inputs restored) to
        instruction `seq - n`, deterministically the same execution."""
        if self.stop is None:
            raise PtxOperandError("the launch is not stopped")
        return self.goto(self.stop.seq - n)

    def goto(self, seq: int) -> Stop:
        """Run the launch again from its start and stop at instruction number `seq` (from 1)."""
        if self.reset is None:
            raise PtxOperandError(
                "stepping back runs the launch again: it needs its inputs (Debugger(module, ...), or "
                "calling(fn, reset=...) / system(..., reset=...))"
            )
        if seq < 1:
            raise PtxOperandError("there is no instruction before the first")
        if self.stop is not None:
            self.quit()
        self._thread.join()
        self.quitting = False
        self._thread = None
        self.reset()
        self.seq = 0
        self.target = seq
        for w in self.watches:
            w.last.clear()
        stop = self._resume()
        if stop is None or stop.seq != seq:
            raise PtxOperandError(f"the launch ended before instruction {seq}")
        return stop

    def quit(self) -> None:
        """End the launch here (its results are incomplete)."""
        if self.stop is not None:
            self.quitting = True
            self._resume()

    # -- looking ------------------------------------------------------------------------------
    def regs(self, names, thread=(0, 0, 0), cta=(0, 0, 0), device=None) -> dict[str, str]:
        return {n: self.reg(n, thread, cta, device) for n in names}

    def reg(self, name: str, thread=(0, 0, 0), cta=(0, 0, 0), device=None) -> str:
        """A register of one thread at the stop, as its PTX type shows it (`device`: a System's
        device, default the one stopped)."""
        h = self._held(device)
        r = h.regref(h.s, name)
        lane = self._lane(h.st, thread, cta)
        return show(r, values(h.st, r, np.array([lane]))[0])

    def operands(self, thread=None, cta=(0, 0, 0), device=None, ran: bool = False
                 ) -> list[tuple[str, dict[str, str]]]:
        """The register operands of the instruction at the stop, in order, each as (its text,
        {register: value as its PTX type}) for one thread (default: the first thread stopped
        there; else `thread` of `cta`): a vector's every element (wgmma's
        accumulator fragment: 64 f32 of m64n128), an address's base register; immediates and
        symbols are left out. They are read before the instruction runs; with `ran`, those of the
        instruction executed just before the stop, as it left them (after step(): what it wrote)."""
        from ptxemu.isa.statement import Address, Reg, Vector

        h = self._held(device)
        s = h.ran if ran else h.s
        if s is None:
            raise PtxOperandError("no instruction has run before this stop")
        lane = self.stop.lane if thread is None else self._lane(h.st, thread, cta)
        out: list[tuple[str, dict[str, str]]] = []
        for op in s.item.ins.operands:
            if isinstance(op, Vector):
                names = [x.name for x in op.items if isinstance(x, Reg)]
                text = "{" + ", ".join(names) + "}"
            elif isinstance(op, Reg):
                names, text = [op.name], op.name
            elif isinstance(op, Address) and isinstance(op.base, Reg):
                names, text = [op.base.name], f"[{op.text or op.base.name}]"
            else:
                continue
            refs = [r for r in (h.regref(s, n, missing_ok=True) for n in names) if r is not None]
            if refs:
                at = np.array([lane])
                out.append((text, {r.name: show(r, values(h.st, r, at)[0]) for r in refs}))
        return out

    def _held(self, device):
        if self.stop is None or self.current is None:
            raise PtxOperandError("the launch is not stopped")
        h = self.current if device is None else self.holds.get(device)
        if h is None or h.st is None:
            raise PtxOperandError(f"device {device} has not started its launch")
        return h

    def mem(self, address: int, type: str = ".u32", count: int = 1, shared: bool = False,
            cta=(0, 0, 0), device=None) -> np.ndarray:
        """`count` values of PTX `type` (.u8-.u64, .s8-.s64, .b8-.b64, .f16, .bf16, .f32, .f64) at
        a global address, or at a shared address of `cta` (shared=True), at the stop."""
        st = self._held(device).st
        dt = _dtype(type)
        n = np.dtype(dt).itemsize * int(count)
        if shared:
            lane = self._lane(st, (0, 0, 0), cta)
            o = int(st.cta[lane]) * st.smem_stride + int(address)
            raw = np.array(st.smem[o : o + n], np.uint8)
        else:
            raw = np.array(st.device.read(int(address), n), np.uint8)
        return raw.view(dt)

    def mbarrier(self, address: int, cta=(0, 0, 0), device=None) -> dict[str, int]:
        """The mbarrier object at a shared address of `cta` (manual 9.7.13.15.2), as ptxemu keeps it
        (machine.semantics.mbarrier's encoding): pending arrivals of the current phase, expected
        arrivals of the next, the tx-count, the phase (ptxemu counts it mod 8) and its parity (what
        try_wait.parity and test_wait compare). An object not initialised (expected 0) is an error."""
        from ptxemu.machine.semantics.mbarrier import decode

        w = self.mem(address, ".u64", 1, shared=True, cta=cta, device=device)
        pend, exp, tx, ph = (int(x[0]) for x in decode(w))
        if exp == 0:
            raise PtxOperandError(
                f"shared {int(address):#x} of CTA {tuple(cta)} holds no initialised mbarrier object "
                f"(the word is {int(w[0]):#018x}; initialised: "
                f"{', '.join(f'{a:#x}' for a, _ in self.mbarriers(cta, device)) or 'none'})"
            )
        return {"pending": pend, "expected": exp, "tx": tx, "phase": ph, "parity": ph & 1}

    def describe_mbarrier(self, address: int, cta=(0, 0, 0), device=None) -> str:
        m = self.mbarrier(address, cta, device)
        c = tuple(cta) + (0,) * (3 - len(cta))
        return (
            f"mbarrier {int(address):#x} of CTA ({c[0]},{c[1]},{c[2]}): phase {m['phase']} (mod 8; parity "
            f"{m['parity']}), pending arrivals {m['pending']} of {m['expected']} expected, "
            f"tx-count {m['tx']}"
        )

    def mbarriers(self, cta=(0, 0, 0), device=None) -> list[tuple[int, int | None]]:
        """The mbarrier objects `cta` has initialised in this launch and not invalidated, as
        (shared address, the line of the mbarrier.init), by address."""
        h = self._held(device)
        lin = int(h.st.cta_ids[self._lane(h.st, (0, 0, 0), cta) // h.st.geom.padded])
        return sorted((a, ln) for (c, a), ln in h.inits.items() if c == lin)

    def groups(self, thread=(0, 0, 0), cta=(0, 0, 0), device=None) -> dict[str, Any]:
        """A thread's asynchronous groups at the stop (machine.observing.groups): per mechanism
        ("cp", "bulk", "wgmma") the committed groups no wait has retired, each with its operations
        (line, text, bytes, addresses at issue), and the open group's; "in_flight": in checking
        mode (check=True) the operations really still deferred (mechanism, group, line, kind,
        access "write" / "read" / "visible", bytes, where; wgmma: the accumulator registers),
        eagerly None: every operation completed when it was issued."""
        h = self._held(device)
        st = h.st
        lane = self._lane(st, thread, cta)
        out: dict[str, Any] = h.ledger.of(lane)
        out["dropped"] = h.ledger.dropped
        chk = st.checker
        if chk is None:
            out["in_flight"] = None
            return out
        fl = []
        for mech, seq, o in chk.in_flight(st, lane):
            access = "read" if o.reading else ("write" if len(o.data) else "visible")
            tx = next((f for f in o.after if hasattr(f, "mbar")), None)  # bulk_copy's complete-tx
            fl.append({"mechanism": mech, "group": seq, "line": o.line, "kind": o.kind, "access": access,
                       "bytes": len(o.offs), "at": where_of(st, o.buf, o.offs),
                       "mbarrier": None if tx is None else (tx.mbar & 0xFFFFFF, tx.mbar >> 24, tx.nbytes)})
        regs = h.k.program.regs
        for seq, rs in chk.wgmma_in_flight(st, lane).items():
            fl.append({"mechanism": "wgmma", "group": seq, "registers": [regs[r].name for r in rs]})
        out["in_flight"] = fl
        return out

    def describe_groups(self, thread=(0, 0, 0), cta=(0, 0, 0), device=None) -> str:
        st = self._held(device).st
        return describe(self.groups(thread, cta, device), st.lane_label(self._lane(st, thread, cta)))

    def tmem(self, address: int = 0, type: str = ".f32", ncols: int = 1, nlanes: int | None = None,
             cta=(0, 0, 0), device=None) -> np.ndarray:
        """Blackwell tensor memory of `cta` at the stop, as a typed array [lane][value]: the lanes
        from `address` (a tensor-memory address, `lane << 16 | column`, as tcgen05.alloc wrote it)
        on (`nlanes`, default to lane 127), `ncols` 32-bit columns each, every cell read as `type`
        (.f32/.u32/.s32/.b32: one value a cell; .f16/.bf16/.u16/.s16/.b16: two, the low half first;
        .e4m3/.e5m2/.u8/.s8/.b8: four). Columns not allocated now read as error, naming them."""
        from ptxemu.machine.state.tmem import COLUMNS, LANES

        h = self._held(device)
        t = getattr(h.st, "tmem", None)
        if t is None:
            raise PtxOperandError("this launch has not used tensor memory (no tcgen05 instruction yet)")
        lane0, col0 = int(address) >> 16, int(address) & 0xFFFF
        nl = LANES - lane0 if nlanes is None else int(nlanes)
        if not (0 <= lane0 and nl > 0 and lane0 + nl <= LANES and 0 <= col0 and ncols > 0
                and col0 + ncols <= COLUMNS):
            raise PtxOperandError(
                f"tensor memory lanes [{lane0}, {lane0 + nl}) x columns [{col0}, {col0 + ncols}): "
                f"outside {LANES} lanes x {COLUMNS} columns"
            )
        c = self._lane(h.st, (0, 0, 0), cta) // h.st.geom.padded
        free = np.flatnonzero(t.owner[c, col0 : col0 + ncols] == 0)
        if len(free):
            raise PtxOperandError(
                f"tensor-memory column {col0 + int(free[0])} of CTA {tuple(cta)} is not allocated now "
                f"(allocated: {self.tmem_allocations(cta, device) or 'none'})"
            )
        cells = np.ascontiguousarray(t.cells[c, lane0 : lane0 + nl, col0 : col0 + ncols])
        return cells.view(_dtype(type))

    def tmem_allocations(self, cta=(0, 0, 0), device=None) -> list[tuple[int, int]]:
        """The tensor-memory allocations `cta` holds at the stop: (first column, columns) each."""
        h = self._held(device)
        t = getattr(h.st, "tmem", None)
        if t is None:
            return []
        c = self._lane(h.st, (0, 0, 0), cta) // h.st.geom.padded
        starts = sorted({int(x) - 1 for x in t.owner[c] if x})
        return [(a, int(t.size[c, a])) for a in starts]

    @property
    def st(self):  # the stopped launch's state (the stopped device's)
        return None if self.current is None else self.current.st

    @property
    def s(self):  # the step (instruction) stopped at
        return None if self.current is None else self.current.s

    @property
    def k(self):
        return None if self.current is None else self.current.k

    @staticmethod
    def _lane(st, thread, cta) -> int:
        g = st.geom
        t = tuple(thread) + (0,) * (3 - len(thread))
        c = tuple(cta) + (0,) * (3 - len(cta))
        lin = c[0] + g.grid[0] * (c[1] + g.grid[1] * c[2])
        if not all(0 <= t[i] < g.block[i] and 0 <= c[i] < g.grid[i] for i in range(3)):
            raise PtxOperandError(f"thread {t} of CTA {c}: outside the launch's block {tuple(g.block)} "
                                  f"or grid {tuple(g.grid)}")
        pos = np.flatnonzero(st.cta_ids == lin)
        if not len(pos):
            raise PtxOperandError(f"CTA {c} is not running now (batches of CTAs run one after another)")
        return int(pos[0]) * g.padded + t[0] + g.block[0] * (t[1] + g.block[1] * t[2])
