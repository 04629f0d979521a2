"""Module and launch: arguments into a parameter buffer and device memory, CTAs in batches.

A launch lays its parameters out as the kernel's `.param` list says (offsets, alignment), copies
numpy arrays into device allocations whose addresses it passes, runs the grid in batches of whole
clusters (so memory stays bounded on big grids), and copies the arrays back.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.errors import PtxemuError, PtxOperandError
from ptxemu.machine.launching import workers as W
from ptxemu.machine.program.program import Program, type_bits
from ptxemu.machine.running.engine import Engine
from ptxemu.machine.running.kernel import Kernel
from ptxemu.machine.state import memory as M
from ptxemu.machine.state.host_memory import extent, host_bytes
from ptxemu.machine.state.registers import Consts, Geometry, State, make_special, zeros
from ptxemu.machine.state.tmem import check_released
from ptxemu.numerics import jit

MAX_BATCH_LANES = 1 << 15  # lanes per batch: whole clusters of CTAs up to this many threads
CHECK_BATCH_LANES = 2048  # the checking mode's batches
# the smallest batch a launch splits into for its worker processes: a batch's rate grows with its
# lanes up to about 8,192 (numpy's per-call cost; half the lanes, half the rate below 4,096), so
# smaller batches lose on each core what the other cores gain; a launch of fewer than twice this
# many lanes stays one batch in this process (no fork)
MIN_WORKER_LANES = 8192
# A launch that does not choose its workers forks one per FORK_MIN_WORK thread-instructions it is
# expected to run (the kernel's last launch, per thread), at least: forking, the workers' first
# touches and the results cost ~15-20 ms a launch on the 2-core VM, and nvcc's saxpy (20
# thread-instructions a thread) ran in 6.6 ms on one process at 16,384 threads, 22 ms on two
# workers; at 262,144 threads (5.2e6) 38 against 43 ms interpreted, 28 against 40 compiled.
FORK_MIN_WORK = 10**7
MAX_GRID = (2**31 - 1, 65535, 65535)  # cudaDeviceProp.maxGridSize of every GPU since sm_30
MAX_SHARED = 228 * 1024  # an H100 SM's shared memory (the 1 KiB reserve included)
# The default budget (an endless loop's guard): 2e9 thread-instructions, or BUDGET_PER_THREAD for
# each thread of the launch where that is more. A flat 2e9 stopped real large launches as "an
# endless loop" (the tiled SGEMM at 1024x1024x512 runs 2.6e9); a small launch keeps 2e9. A spin-wait
# that nothing can end is reported by the spin detector whatever the budget (running/spin.py).
DEFAULT_BUDGET = 2 * 10**9
BUDGET_FLOOR = DEFAULT_BUDGET
BUDGET_PER_THREAD = 10**6


def default_budget(threads: int) -> int:
    """The budget of a launch of `threads` threads that did not choose one."""
    return max(BUDGET_FLOOR, BUDGET_PER_THREAD * threads)


@dataclass
class LaunchStats:
    """What a launch did: executed thread- and warp-instructions, CTAs, batches and wall time;
    `findings` holds the checking mode's reports (machine.checking.Finding), empty when it is off."""

    kernel: str
    thread_instructions: int
    warp_instructions: int
    ctas: int
    batches: int
    seconds: float
    findings: list = field(default_factory=list)
    cancelled: int = 0  # clusters handed to running CTAs by clusterlaunchcontrol.try_cancel
    # device printf's output, line by line (machine.semantics.printf): per warp in the GPU's order, warps in
    # ptxemu's execution order; also written to stdout when the launch ends unless print_output=False
    printf: list[str] = field(default_factory=list)
    counters: Any = None  # memory counters (machine.observing.counters.Counters) with counters=True
    watch: list = field(default_factory=list)  # watchpoint hits (machine.observing.watch.Hit)
    nans: list = field(default_factory=list)  # first NaN/inf origins (machine.observing.nans.Origin)
    trace: Any = None  # (file, instructions written) with trace=
    timeline: Any = None  # warp timelines (machine.observing.timeline.Timeline) with timeline=True

    @property
    def rate(self) -> float:
        return self.thread_instructions / self.seconds if self.seconds else 0.0

    def __str__(self) -> str:
        return (
            f"{self.kernel}: {self.ctas} CTAs, {self.thread_instructions:,} thread-instructions "
            f"({self.warp_instructions:,} warp-instructions) in {self.seconds:.3f} s "
            f"({self.rate:.3g}/s)"
        )


CANCEL_POLICIES = ("fail", "steal")


class LaunchControl:
    """What the CTAs of one launch share beyond memory: the clusters not started yet.

    The launch starts clusters in `cluster_order`, batch by batch, from `next`;
    clusterlaunchcontrol.try_cancel under the "steal" policy hands the next unstarted cluster to
    the requesting CTA (which then runs that cluster's work itself) and advances `next`, so the
    cancelled cluster never starts; under "fail" every request fails (as when no cluster is left).
    Both are outcomes the manual allows: a request succeeds only for a cluster not yet launched,
    and whether any is left depends on the GPU's scheduling.
    """

    def __init__(self, geom: Geometry, order: ClusterOrder, policy: str) -> None:
        if policy not in CANCEL_POLICIES:
            raise PtxOperandError(f"cancel_policy must be one of {CANCEL_POLICIES}, got {policy!r}")
        self.geom = geom
        self.order = order
        self.policy = policy
        self.next = 0
        self.cancelled = 0

    def try_cancel(self) -> int | None:
        """The linear id of the first CTA of a cancelled (never to start) cluster, or None."""
        csize = self.geom.cluster[0] * self.geom.cluster[1] * self.geom.cluster[2]
        if self.policy == "fail" or self.next >= len(self.order):
            return None
        first = int(self.order[self.next])
        self.next += csize
        self.cancelled += 1
        return first

    def signature(self) -> tuple[int, int]:
        return (self.next, self.cancelled)


def _dim3(v, what: str) -> tuple[int, int, int]:
    if isinstance(v, (int, np.integer)):
        v = (int(v),)
    if isinstance(v, (str, bytes)) or not hasattr(v, "__iter__") \
            or not all(isinstance(x, (int, np.integer)) for x in v):
        raise PtxOperandError(f"{what} must be 1 to 3 positive integers, got {v!r}")
    t = tuple(int(x) for x in v)
    if not 1 <= len(t) <= 3 or any(x < 1 for x in t):
        raise PtxOperandError(f"{what} must be 1 to 3 positive integers, got {v!r}")
    return t + (1,) * (3 - len(t))


class Module:
    """A PTX module read once; `launch` runs one of its kernels (compiled on first use)."""

    def __init__(self, ptx: str, *, target: str | None = None) -> None:
        if not isinstance(ptx, str):
            raise PtxOperandError(f"Module takes the PTX text as a str, got {type(ptx).__name__}"
                                  + (" (read the file first: open(path).read())" if hasattr(ptx, "read")
                                     or isinstance(ptx, bytes) else ""))
        if "\n" not in ptx and ptx.strip().endswith((".ptx", ".ptx.gz", ".ptx.xz")):
            raise PtxOperandError(f"Module takes the PTX text, not a file name: "
                                  f"ptxemu.Module(open({ptx.strip()!r}).read())")
        self.program = Program(ptx)
        from ptxemu.isa.targets import emulated_gpu

        tgt = emulated_gpu(self.program.target, target)
        if not tgt.startswith("sm_"):
            raise PtxOperandError(f"target must name a GPU such as sm_90a, got {tgt!r}")
        self.target = tgt  # the arithmetic models' target (tensor cores, special functions)
        self._kernels: dict[str, Kernel] = {}

    def kernel(self, name: str) -> Kernel:
        if not isinstance(name, str):  # a dict or list was "unhashable type", None "no kernel 'None'"
            raise PtxOperandError(f"the kernel is named by a str (the .entry's name), got "
                                  f"{type(name).__name__} (kernels: {', '.join(self.kernels)})")
        k = self._kernels.get(name)
        if k is None:
            self.program.validate()
            # compiling allocates a closure or two per instruction, all kept: the collector's full
            # passes over them find nothing and cost up to half the time (a 5k-step CUTLASS kernel)
            was_enabled = gc.isenabled()
            gc.disable()
            try:
                k = Kernel(self.program, name, self.target)
            finally:
                if was_enabled:
                    gc.enable()
            self._kernels[name] = k
        return k

    @property
    def kernels(self) -> list[str]:
        return self.program.kernels()

    @jit.launching  # numba's loader waits for the launch's end unless the launch is long
    def launch(
        self,
        kernel: str,
        grid,
        block,
        args: list[Any],
        *,
        shared_mem: int = 0,
        cluster=None,
        device: M.Device | None = None,
        budget: int | None = DEFAULT_BUDGET,
        progress=None,
        tick=None,
        check: bool = False,
        cancel_policy: str = "fail",
        nonportable_cluster: bool = False,
        print_output: bool = True,
        route: str | None = None,
        workers: int | None = None,
        counters: bool = False,
        trace=None,
        watch=None,
        nans: bool = False,
        timeline: bool = False,
        observer=None,
    ) -> LaunchStats:
        """Run `kernel` over `grid` CTAs of `block` threads (see docs/interpreter.md).
        `progress(done_ctas, total_ctas, thread_instructions)`, if given, is called after each batch
        of CTAs and every PROGRESS_EVERY seconds while one runs.

        cluster: the cluster shape (else the kernel's .reqnctapercluster); clusters of more than 8
        CTAs need nonportable_cluster=True (the driver's cudaFuncAttributeNonPortableClusterSizeAllowed),
        16 at most. check: the checking mode (machine.observing.checking): findings on the returned stats.
        cancel_policy: what clusterlaunchcontrol.try_cancel does, "fail" or "steal" (LaunchControl).
        route: "interp" (the interpreter alone) or "compiled" (hot code as native code,
        machine.running.compiled; the same bits, counters and errors); default PTXEMU_ROUTE, else compiled
        where numba is installed (blocks compile only once hot, so small launches stay interpreted).
        workers: processes that run batches of CTAs at once (launching.workers); default PTXEMU_JOBS or
        every core; 1 runs the batches one after another in this process. A launch with check=True,
        cancel_policy="steal", a tick (a System's launch) or a single batch runs in this process.
        counters, trace, watch, nans: see inside the kernel (machine.observing, docs/observing.md):
        memory counters as Nsight Compute counts them (`LaunchStats.counters`), a trace of chosen
        threads (`observing.TraceSpec` or its text, written to a file), watchpoints (addresses or
        "ADDR[:BYTES]" strings; `LaunchStats.watch`), the first NaN/inf (`LaunchStats.nans`), warp
        timelines (timeline=True: `LaunchStats.timeline`); observer:
        any other machine.observing.observer.Observer (the debugger's). They run on the interpreter
        route, in this process.
        """
        if not isinstance(args, (list, tuple)):
            raise PtxOperandError(f"args must be a list, one argument per kernel parameter, got "
                                  f"{type(args).__name__}")
        if not isinstance(shared_mem, (int, np.integer)) or shared_mem < 0:
            raise PtxOperandError(f"shared_mem must be a byte count >= 0, got {shared_mem!r}")
        if budget is not None:
            if isinstance(budget, bool) or not isinstance(budget, (int, float, np.integer, np.floating)) \
                    or not budget >= 1:
                raise PtxOperandError(f"budget must be a positive number of thread-instructions, "
                                      f"got {budget!r}")
            budget = int(min(budget, 2**62))
        route = route or os.environ.get("PTXEMU_ROUTE") or "compiled"
        if route not in ("interp", "compiled"):
            raise PtxOperandError(f"route must be 'interp' or 'compiled', got {route!r}")
        if route == "compiled" and not _numba_usable():
            route = "interp"  # no numba: the interpreter
        k = self.kernel(kernel)
        g = launch_geometry(k, grid, block, cluster, nonportable_cluster)
        if budget == DEFAULT_BUDGET:  # not chosen (the API's and the CLI's default): per thread
            budget = default_budget(g.ctas * g.threads)
        csize = g.cluster[0] * g.cluster[1] * g.cluster[2]
        smem_size = k.dynamic_base + int(shared_mem)
        if smem_size > MAX_SHARED:
            raise PtxOperandError(
                f"shared memory of {smem_size} bytes (static {k.static_smem - M.SHARED_RESERVED}"
                f", dynamic {shared_mem}, 1 KiB reserved) exceeds the H100's {MAX_SHARED}"
            )
        from ptxemu.machine.observing.options import observers_for

        observer = observers_for(
            k, counters=counters, trace=trace, watch=watch, nans=nans, timeline=timeline, extra=observer
        )
        plain_route = route  # batches no observer wants (a trace of one CTA) keep the launch's route
        if observer is not None:
            route = "interp"  # the hooks see every instruction
        if device is not None and not isinstance(device, M.Device):
            raise PtxOperandError(f"device must be a ptxemu.Device, got {type(device).__name__}")
        dev = device if device is not None else M.Device()
        self._place_globals(k, dev)
        host = self._params(k, args, dev)
        t0 = time.perf_counter()
        totals = [0, 0]
        per_cta = g.padded
        order = cluster_order(g)  # CTAs grouped by cluster, rank order inside each
        nb = max(1, min(g.ctas, MAX_BATCH_LANES // per_cta)) // csize * csize or csize
        nw = W.jobs(workers)
        chosen = workers is not None or os.environ.get("PTXEMU_JOBS", "").strip()
        per = getattr(k, "_work_per_thread", None)  # thread-instructions a thread, last launch
        if not chosen and nw > 1 and per is not None:  # a worker only for FORK_MIN_WORK's worth
            nw = max(1, min(nw, int(per * g.ctas * g.threads // FORK_MIN_WORK)))
        if not chosen and nw > 1 and route == "compiled":
            from ptxemu.machine.running.compiled import threads as TH

            if TH.prefers_threads(k):  # its hot code all in native regions: threads, not processes
                nw = 1
        one = check or observer is not None or cancel_policy == "steal"
        if one or tick is not None or dev.system is not None:
            nw = 1  # state shared across batches or launches: one process (docs/interpreter.md)
        if nw > 1:  # a batch per worker, but never less than a cluster or MIN_WORKER_LANES
            share = -(-(g.ctas // csize) // nw) * csize
            least = -(-max(1, MIN_WORKER_LANES // per_cta) // csize) * csize
            nb = min(nb, max(share, least))
        if nw == 1 and route == "compiled" and not one and tick is None and dev.system is None:
            from ptxemu.machine.running.compiled import threads as TH

            # native regions split a batch over threads: a batch per thread's worth of lanes, so
            # the per-batch Python (state, scheduling) is paid once for all of them
            lanes = TH.batch_lanes(MAX_BATCH_LANES)
            nb = max(1, min(g.ctas, lanes // per_cta)) // csize * csize or csize
        if cancel_policy == "steal":  # one cluster at a time: later clusters are still unstarted
            nb = csize  # when a running CTA asks to cancel one
        elif check:  # the checking mode's shadow state (vector clocks per warp pair) stays small
            nb = max(1, min(g.ctas, CHECK_BATCH_LANES // per_cta)) // csize * csize or csize
        nbatches = 0
        ctl = LaunchControl(g, order, cancel_policy)
        checker = None
        if check:
            from ptxemu.machine.observing.checking import Checker

            checker = Checker(k)
        printed: list[str] = []
        nbatch_all = -(-g.ctas // nb)
        if nw > 1 and nbatch_all > 1:
            try:
                totals[0], totals[1], printed = self._run_workers(
                    k, g, order, nb, dev, smem_size, ctl, budget, route, min(nw, nbatch_all), progress
                )
                nbatches = nbatch_all
            finally:
                lost = _write_back(host, dev)
            _refuse_lost(lost)
            k._work_per_thread = totals[0] / max(1, g.ctas * g.threads)
            return self._stats(kernel, totals, g, nbatches, t0, printed, print_output, ctl, None)
        ticker = _Ticker(progress, g.ctas) if progress is not None else None
        try:
            while ctl.next < g.ctas:  # clusters start in order; try_cancel may take later ones
                ids = order[ctl.next : ctl.next + nb]
                ctl.next += len(ids)
                st = self._state(k, g, ids, dev, smem_size)
                st.clock0 = totals[1]
                st.launch = ctl
                st.checker = checker
                obs = observer if observer is not None and observer.wants_batch(ids, g) else None
                st.observer = obs
                if obs is not None:
                    obs.begin_batch(st)
                if ticker is not None:
                    ticker.now = (ctl.next - len(ids), totals[0], st)
                eng = Engine(k, st, None if budget is None else budget - totals[0],
                             route=route if obs is not None else plain_route)
                eng.tick = tick  # a System's concurrent launches take turns (machine.launching.system)
                if obs is not None and obs.wants_ticks:  # warp timelines see every step
                    eng.tick = _chain(tick, obs, eng)
                with np.errstate(all="ignore"):  # NaN/inf/overflow are values the kernel computes with
                    eng.run()
                check_released(st)  # a CTA that exited holding tensor memory (tcgen05)
                if checker is not None:
                    checker.end_batch(st)
                if obs is not None:
                    obs.end_batch(st)
                totals[0] += st.thread_instructions
                totals[1] += st.warp_instructions
                printed += [text for _, _, text in st.printf]
                nbatches += 1
                if ticker is not None:
                    ticker.report(min(ctl.next, g.ctas), totals[0])
        except PtxemuError as e:  # what the checking mode found first often explains the error
            if checker is not None and checker.findings:
                e.findings = checker.findings
                found = "\n  ".join(map(str, checker.findings[:5]))
                e.message += f"\nthe checking mode found before it:\n  {found}"
                e.args = (e._render(),)
            raise
        finally:
            if observer is not None:
                observer.finish()
            if ticker is not None:
                ticker.stop()
            lost = _write_back(host, dev)
        _refuse_lost(lost)
        k._work_per_thread = totals[0] / max(1, g.ctas * g.threads)  # the next launch's workers
        kr = getattr(k, "_compiled_route", None)
        if kr is not None:
            kr.remember()  # what turned hot, for later processes (the kernel's hot list)
        stats = self._stats(kernel, totals, g, nbatches, t0, printed, print_output, ctl, checker)
        if observer is not None:
            observer.report(stats)
        return stats

    @staticmethod
    def _stats(kernel, totals, g, nbatches, t0, printed, print_output, ctl, checker) -> LaunchStats:
        text = "".join(printed)
        if text and print_output:
            sys.stdout.write(text)
            sys.stdout.flush()
        stats = LaunchStats(
            kernel, totals[0], totals[1], g.ctas, nbatches, time.perf_counter() - t0, printf=text.splitlines()
        )
        stats.cancelled = ctl.cancelled
        if checker is not None:
            stats.findings = checker.findings
        return stats

    def _run_workers(self, k, g, order, nb, dev, smem_size, ctl, budget, route, nw, progress):
        """The batches on `nw` forked processes (launching.workers); totals and printf in batch order."""
        nbatches = -(-g.ctas // nb)
        dev.share()  # global memory the workers write into (kept shared for later launches)

        def run_batch(i: int, clock0: int, done: int) -> tuple[int, int, list[str]]:
            ids = order[i * nb : (i + 1) * nb]
            ctl.next = min((i + 1) * nb, g.ctas)  # as a one-process launch has it during this batch
            st = self._state(k, g, ids, dev, smem_size)
            st.clock0 = clock0
            st.launch = ctl
            eng = Engine(k, st, None if budget is None else budget - done, route=route)
            with np.errstate(all="ignore"):
                eng.run()
            check_released(st)
            hot = kr.hot(since) if kr is not None else None  # what is new since the fork
            return st.thread_instructions, st.warp_instructions, [text for _, _, text in st.printf], hot

        kr = None
        if route == "compiled":
            from ptxemu.machine.running.compiled.route import kernel_route

            kr = kernel_route(k)
            kr.settle()  # what earlier launches' workers left to compile: loaded now if it can be
            since: dict = {}
            kr.hot(since)  # the state the workers start from
        got = [0, 0]

        def on_result(i: int, r: tuple) -> None:
            got[0] += len(order[i * nb : (i + 1) * nb])
            got[1] += r[0]
            progress(got[0], g.ctas, got[1])

        coord = W.Coordinator(nw, nbatches, nb, g.ctas)
        results = W.run_batches(coord, run_batch, on_result if progress is not None else None)
        printed: list[str] = []
        for i in range(nbatches):
            printed += results[i][2]
        if kr is not None:  # what the workers compiled: loaded here once, inherited by later forks
            kr.adopt([r[3] for _, r in sorted(results.items()) if r[3] is not None])
            kr.remember()  # and by later processes (the kernel's hot list)
        return sum(r[0] for r in results.values()), sum(r[1] for r in results.values()), printed

    # -- setup --------------------------------------------------------------------------------
    def _place_globals(self, k: Kernel, dev: M.Device) -> None:
        for v, addr in k.globals:
            if dev.find(addr) is None:
                dev.alloc(max(v.size, 1), address=addr, name=v.name, readonly=v.space == ".const")
                init = k.initial_bytes(v)
                if init is not None:
                    a = dev.find(addr)
                    a.data[: len(init)] = np.frombuffer(init, np.uint8)

    def _params(self, k: Kernel, args: list[Any], dev: M.Device) -> list[tuple[np.ndarray, int]]:
        params = k.func.params
        if len(args) != len(params):
            raise PtxOperandError(
                f"kernel '{k.name}' takes {len(params)} parameter(s) "
                f"({', '.join(p.name for p in params)}), got {len(args)} argument(s)"
            )
        size = k.func.param_size
        if size > 32764:  # the limit for kernel parameters on sm_70 and later (CUDA 12.1+)
            raise PtxOperandError(f"kernel '{k.name}' has {size} bytes of parameters; the limit is 32,764")
        buf = np.zeros(max(size, 1), np.uint8)
        host: list[tuple[np.ndarray, int]] = []
        self._seen: dict[int, int] = {}
        for i, (p, a) in enumerate(zip(params, args, strict=False)):
            raw = self._arg_bytes(k, i, p, a, dev, host)
            buf[p.offset : p.offset + p.size] = raw
        old = getattr(dev, "_param_buffer", None)  # the previous launch's parameters
        if old is not None and dev.find(old) is not None:
            dev.free(old)
        self._windows = w = dev.windows()  # no window may overlap the Device's allocations
        dev.alloc(max(size, 1), address=w.param, name="kernel parameters", readonly=True)
        dev.find(w.param).data[: len(buf)] = buf
        dev._param_buffer = w.param
        return host

    def _strided_arg(self, a: np.ndarray, i: int, what: str, dev: M.Device, host) -> np.ndarray:
        """A strided view (a transpose, every other row, a reversed axis): its extent, the bytes from
        its lowest to its highest element, is copied into one allocation and back after the launch,
        and the kernel gets the address of its first element there, addressing the others through
        the strides as on a GPU (the same rule as ptxemu.arrays, which maps views at their host
        addresses)."""
        ptr = a.__array_interface__["data"][0]
        lo, hi = extent(ptr, a.shape, a.strides, a.itemsize)
        if id(a) in self._seen:  # the same view twice: one buffer, as on the GPU
            return np.frombuffer(np.uint64(self._seen[id(a)]).tobytes(), np.uint8)
        if _overlaps(lo, hi, host):
            raise PtxOperandError(
                f"{what}: a view whose memory overlaps another argument's; Module.launch copies each "
                "argument apart, so use ptxemu.launch (one allocation for overlapping views)"
            )
        ext = host_bytes(lo, hi)
        base = dev.alloc(max(hi - lo, 1), name=f"arg{i} (strided view)")
        dev.write(base, ext)
        # copied back after the launch (a read-only view's bytes into a scratch copy: never into it)
        host.append((ext if a.flags.writeable else ext.copy(), base))
        self._seen[id(a)] = base + (ptr - lo)
        return np.frombuffer(np.uint64(base + (ptr - lo)).tobytes(), np.uint8)

    def _arg_bytes(self, k: Kernel, i: int, p, a, dev: M.Device, host) -> np.ndarray:
        what = f"argument {i} ('{p.name}', {p.type}{'[' + str(p.size) + ']' if p.size > 8 else ''})"
        if isinstance(a, (bytes, bytearray, memoryview)):
            b = np.frombuffer(bytes(a), np.uint8)
            if len(b) != p.size:
                raise PtxOperandError(f"{what}: {len(b)} bytes given, the parameter has {p.size}")
            return b
        if a is None:
            if p.size != 8:
                raise PtxOperandError(f"{what}: None (a null pointer) needs an 8-byte parameter")
            return np.zeros(8, np.uint8)
        if not isinstance(a, (np.ndarray, np.generic)):  # torch, __array_interface__, DLPack: views
            a = _host_view(a, what)
        if isinstance(a, np.ndarray) and a.ndim > 0:
            if a.dtype.kind not in "biufcVm":  # objects, strings: no bytes a GPU buffer could hold
                raise PtxOperandError(f"{what}: an array of {a.dtype} holds no numbers (a GPU buffer "
                                      "holds numbers or raw bytes)")
            if p.size != 8:
                raise PtxOperandError(
                    f"{what}: an array is passed by its address, which needs an 8-byte parameter"
                )
            if not a.flags.c_contiguous:
                return self._strided_arg(a, i, what, dev, host)
            if id(a) in self._seen:  # the same array twice: one buffer, as on the GPU
                addr = self._seen[id(a)]
            else:
                addr = dev.alloc(a.nbytes, name=f"arg{i}")
                if a.nbytes:
                    dev.write(addr, a.reshape(-1).view(np.uint8))
                host.append((a, addr))
                self._seen[id(a)] = addr
            return np.frombuffer(np.uint64(addr).tobytes(), np.uint8)
        if isinstance(a, (np.generic, np.ndarray)):
            v = np.asarray(a)
            if v.dtype.kind not in "biuf":
                raise PtxOperandError(f"{what}: {v.dtype} is not a number")
            if v.nbytes != p.size:
                raise PtxOperandError(
                    f"{what}: a {v.dtype} scalar has {v.nbytes} bytes, the parameter "
                    f"{p.size}; pass np.{_dtype_for(p.type)}(...) or raw bytes"
                )
            # a float for an integer parameter, or an integer for a float one, would pass its bits
            # reinterpreted (np.int32(2) into .f32 is 2^-148): an error; raw bits go as bytes
            pk = p.type[1:2]
            if (pk in "su" and v.dtype.kind == "f") or (pk == "f" and v.dtype.kind in "iub"):
                raise PtxOperandError(
                    f"{what}: a {v.dtype} scalar for a {p.type} parameter; pass np.{_dtype_for(p.type)}"
                    f"(...), or its raw bits as bytes (np.{_dtype_for(p.type)}(x).tobytes())"
                )
            return np.frombuffer(v.tobytes(), np.uint8)
        if isinstance(a, (int, float, bool)):
            raise PtxOperandError(
                f"{what}: a Python {type(a).__name__} has no width; pass a numpy scalar such "
                f"as np.{_dtype_for(p.type)}({a!r})"
            )
        raise PtxOperandError(f"{what}: cannot pass a {type(a).__name__}")

    def _state(self, k: Kernel, g: Geometry, ids: np.ndarray, dev: M.Device, smem_size: int,
               special: dict | None = None) -> State:
        """A batch's state; `special`: the special registers when the caller builds them (lazily:
        one_instruction), else all of them for every lane (make_special)."""
        nb = len(ids)
        L = nb * g.padded
        live_t = np.arange(g.padded) < g.threads
        consts = Consts(L, k.consts)  # made on first read
        stride = (smem_size + 15) // 16 * 16
        special = make_special(g, ids) if special is None else special
        dyn = smem_size - k.dynamic_base
        # measured on the H100 (probe_windows): total = static + dynamic, rounded up to 128 bytes;
        # aggregate adds the 1 KiB the system reserves
        total = (k.dynamic_base - M.SHARED_RESERVED + dyn + 127) // 128 * 128
        lazy = getattr(special, "lazy", None)  # registers.Specials: made when first read

        def put(key: str, make) -> None:
            if lazy is not None:
                lazy(key, make)
            else:
                special[key] = make()

        u32 = np.uint32
        put("%dynamic_smem_size", lambda: np.full(L, dyn, u32))
        # shared addresses carry the CTA's cluster rank in bits 24 and up (the H100: probe_cluster.json)
        put("%_shared_rank", lambda: (special["%cluster_ctarank"] << u32(24)).astype(u32))
        put("%total_smem_size", lambda: np.full(L, total, u32))
        put("%aggr_smem_size", lambda: np.full(L, total + M.SHARED_RESERVED, u32))
        return State(
            geom=g,
            cta_ids=ids,
            device=dev,
            L=L,
            R=[None] * len(k.program.regs),
            K=consts,
            special=special,
            csize=g.cluster[0] * g.cluster[1] * g.cluster[2],
            live=np.tile(live_t, nb),
            cta=np.repeat(np.arange(nb, dtype=np.int64), g.padded),
            smem=zeros(nb * stride, np.uint8),
            smem_size=smem_size,
            smem_stride=stride,
            local=zeros(L * max(k.local_size, 16), np.uint8),
            local_stride=max(k.local_size, 16),
            param_addr=self._windows.param,
            windows=self._windows,
            stack_ptr=np.full(L, max(k.local_size, 16), np.uint64),
        )


def launch_geometry(k: Kernel, grid, block, cluster, nonportable: bool = False) -> Geometry:
    """The launch's shape, checked as the driver checks it: block size and .reqntid/.maxntid, the
    cluster from the launch or .reqnctapercluster (which must agree), .explicitcluster,
    .maxclusterrank, the grid a multiple of the cluster shape, at most 8 CTAs per cluster (16 with
    the non-portable attribute), and .blocksareclusters (the grid counts clusters)."""
    f = k.func
    name = k.name
    req_cl = f.directive(".reqnctapercluster")
    explicit = cluster is not None or bool(req_cl)
    if cluster is None and req_cl:
        cluster = tuple(req_cl)
    elif cluster is not None and req_cl and _dim3(cluster, "cluster") != _dim3(tuple(req_cl), "cluster"):
        raise PtxOperandError(
            f"kernel '{name}' requires .reqnctapercluster {req_cl}, launched with cluster {cluster}"
        )
    if cluster is None and f.directive(".explicitcluster") is not None:
        raise PtxOperandError(f"kernel '{name}' is .explicitcluster: give cluster=(x, y, z)")
    cl = _dim3(cluster or 1, "cluster")
    gr = _dim3(grid, "grid")
    if gr[0] > MAX_GRID[0] or gr[1] > MAX_GRID[1] or gr[2] > MAX_GRID[2]:
        raise PtxOperandError(f"grid {gr}: a grid has at most {MAX_GRID} CTAs in x, y, z (the H100's "
                              "maxGridSize; the driver refuses a larger launch)")
    if f.directive(".blocksareclusters") is not None:
        if not req_cl or not f.directive(".reqntid"):
            raise PtxOperandError(
                f"kernel '{name}' is .blocksareclusters without .reqntid and .reqnctapercluster"
            )
        gr = (gr[0] * cl[0], gr[1] * cl[1], gr[2] * cl[2])  # the launch counts clusters
    g = Geometry(gr, _dim3(block, "block"), cl, explicit)
    if g.threads > 1024:
        raise PtxOperandError(f"a CTA has at most 1024 threads, the block asks {g.threads}")
    for i in range(3):
        if g.grid[i] % g.cluster[i]:
            raise PtxOperandError(f"grid {g.grid} is not a multiple of the cluster shape {g.cluster}")
    csize = cl[0] * cl[1] * cl[2]
    if csize > 16:
        raise PtxOperandError(f"a cluster has at most 16 CTAs (8 portably), the launch asks {csize}")
    if csize > 8 and not nonportable:
        raise PtxOperandError(
            f"a cluster of {csize} CTAs is non-portable (more than 8): the driver needs the kernel's "
            "cudaFuncAttributeNonPortableClusterSizeAllowed; pass nonportable_cluster=True"
        )
    mcr = f.directive(".maxclusterrank")
    if mcr:
        if req_cl:
            raise PtxOperandError(f"kernel '{name}' has both .maxclusterrank and .reqnctapercluster")
        if csize > mcr[0]:
            raise PtxOperandError(f"kernel '{name}' allows {mcr[0]} CTAs per cluster (.maxclusterrank), "
                                  f"launched with {csize}")
    req = f.directive(".reqntid")
    if req and tuple(req + [1] * (3 - len(req))) != g.block:
        raise PtxOperandError(f"kernel '{name}' requires .reqntid {req}, launched with block {g.block}")
    mx = f.directive(".maxntid")
    if mx and g.threads > int(np.prod(mx)):
        raise PtxOperandError(
            f"kernel '{name}' allows at most {int(np.prod(mx))} threads (.maxntid), launched with {g.threads}"
        )
    return g


def _numba_usable() -> bool:
    """numba is there and not switched off (numerics.jit), without importing it for launches that
    never turn hot (importing numba costs about half a second)."""
    import sys

    jit = sys.modules.get("ptxemu.numerics.jit")
    if jit is not None:
        return jit.active()
    if os.environ.get("PTXEMU_JIT", "1") == "0":
        return False
    import importlib.util

    return importlib.util.find_spec("numba") is not None


PROGRESS_EVERY = 0.25  # seconds between progress reports while a batch runs


class _Ticker(threading.Thread):
    """Calls a launch's `progress(done_ctas, total_ctas, thread_instructions)` after every batch and,
    from this thread, every PROGRESS_EVERY seconds while one runs (a launch of one long batch shows
    its progress too); never after the last batch's report, never two calls at once."""

    def __init__(self, progress, total: int) -> None:
        super().__init__(daemon=True, name="ptxemu-progress")
        self.progress = progress
        self.total = total
        self.now: tuple[int, int, State | None] = (0, 0, None)  # CTAs done, instructions before, batch
        self.lock = threading.Lock()
        self.done = threading.Event()
        self.start()

    def run(self) -> None:
        while not self.done.wait(PROGRESS_EVERY):
            with self.lock:
                if self.done.is_set():
                    break
                ctas, before, st = self.now
                try:
                    self.progress(ctas, self.total, before + (st.thread_instructions if st else 0))
                except Exception:  # noqa: BLE001 - the launch's own report after the batch raises it
                    break

    def report(self, ctas: int, instructions: int) -> None:
        with self.lock:
            self.now = (ctas, instructions, None)
            if ctas >= self.total:
                self.done.set()
            self.progress(ctas, self.total, instructions)

    def stop(self) -> None:
        with self.lock:
            self.done.set()
        if self is not threading.current_thread():
            self.join()


class ClusterOrder:
    """Linear CTA ids ordered cluster by cluster (clusters in x, y, z order), each cluster's CTAs in
    %cluster_ctarank order, so that a batch of consecutive entries holds whole clusters.  Computed
    per slice: a batch reads only its own entries, and a grid of 2^31 - 1 CTAs (the GPU's largest)
    holds no array of every CTA."""

    def __init__(self, g: Geometry) -> None:
        self.g = g

    def __len__(self) -> int:
        return self.g.ctas

    def __getitem__(self, key):
        if isinstance(key, slice):
            k = np.arange(*key.indices(self.g.ctas), dtype=np.int64)
        else:
            k = np.int64(range(self.g.ctas)[key])
        (gx, gy, _), (cx, cy, cz) = self.g.grid, self.g.cluster
        csize = cx * cy * cz
        c, r = k // csize, k % csize  # cluster number (x fastest) and rank inside it
        ncx, ncy = gx // cx, gy // cy
        x = (c % ncx) * cx + r % cx
        y = ((c // ncx) % ncy) * cy + (r // cx) % cy
        z = (c // (ncx * ncy)) * cz + r // (cx * cy)
        return x + gx * (y + gy * z)


def cluster_order(g: Geometry) -> ClusterOrder:
    return ClusterOrder(g)


def _write_back(host, dev: M.Device) -> list[str]:
    """Each argument array's device bytes back into it, its allocation freed; returns the read-only
    arrays (np.frombuffer of bytes, a broadcast view) that the kernel changed, whose results would
    be lost."""
    lost = []
    for arr, addr in host:
        got = dev.read(addr, arr.nbytes)
        flat = arr.reshape(-1).view(np.uint8)
        if arr.flags.writeable:
            flat[:] = got
        elif not np.array_equal(flat, got):
            lost.append(f"{arr.dtype}{list(arr.shape)}")
        dev.free(addr)
    return lost


def _refuse_lost(lost: list[str]) -> None:
    if lost:
        raise PtxOperandError(f"the kernel wrote into read-only array argument(s) {', '.join(lost)}, whose "
                              "results cannot be written back: pass writeable arrays (np.array(a))")


def _overlaps(lo: int, hi: int, host) -> bool:
    for arr, _ in host:
        alo = arr.__array_interface__["data"][0]
        if alo < hi and lo < alo + arr.nbytes:
            return True
    return False


def _host_view(a, what: str):
    """A numpy view (no copy: written back in place) of a torch CPU tensor of any dtype (bfloat16 and
    float8 as unsigned integers of their width), an object with __array_interface__ or one with
    DLPack; anything else unchanged. (ptxemu.launch and the front-ends also take strided views:
    ptxemu.arrays.)"""
    mod = type(a).__module__ or ""
    if mod.startswith("torch") and hasattr(a, "data_ptr") and hasattr(a, "element_size"):
        t = a.detach()
        if t.device.type != "cpu":
            raise PtxOperandError(f"{what}: a tensor on {t.device}; ptxemu runs on CPU tensors")
        try:
            return t.numpy()
        except TypeError:  # a dtype numpy lacks: its bits, as the integers of its width
            import torch

            width = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()]
            return t.view(width).numpy()
    if hasattr(a, "__array_interface__") and not isinstance(a, (bytes, bytearray, memoryview)):
        return np.asarray(a)
    if hasattr(a, "__dlpack__"):
        return np.from_dlpack(a)
    return a


def _dtype_for(t: str) -> str:
    kind = t[1]
    bits = type_bits(t)
    return {"u": f"uint{bits}", "s": f"int{bits}", "f": f"float{bits}", "b": f"uint{bits}"}.get(kind, "uint8")


def _chain(tick, observer, eng):
    """The engine's per-step tick: the observer's, then a System's (if any)."""

    def both() -> None:
        observer.tick(eng)
        if tick is not None:
            tick()

    return both
