"""The observers a launch asks for (Module.launch's counters=, trace=, watch=, nans=, timeline=)."""

from __future__ import annotations

from typing import Any

from ptxemu.machine.observing.observer import Observer, Observers


def observers_for(
    kernel: Any,
    *,
    counters: bool = False,
    trace=None,
    watch=None,
    nans: bool | str = False,
    timeline: bool = False,
    extra: Observer | None = None,
) -> Observer | None:
    parts: list[Observer] = []
    if counters:
        from ptxemu.machine.observing.counters import CounterObserver

        parts.append(CounterObserver(kernel))
    if trace is not None:
        from ptxemu.machine.observing.trace import TraceObserver, TraceSpec

        parts.append(TraceObserver(kernel, trace if isinstance(trace, TraceSpec) else TraceSpec.parse(trace)))
    if watch:
        from ptxemu.machine.observing.watch import WatchObserver

        parts.append(WatchObserver(kernel, watch))
    if nans:
        from ptxemu.machine.observing.nans import NanObserver

        parts.append(NanObserver(kernel, conversions=nans == "conversions"))
    if timeline:
        from ptxemu.machine.observing.timeline import TimelineObserver

        parts.append(TimelineObserver(kernel))
    if extra is not None:
        if hasattr(extra, "bind"):  # an observer that reads the kernel's registers (the debugger's)
            extra.bind(kernel)
        parts.append(extra)
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else Observers(parts)
