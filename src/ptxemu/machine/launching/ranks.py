"""A System's launches at once, each in a process of its own: `System(n, processes=True)`.

The one-process System (system.py) is the reference: its launches take turns of `quantum`
scheduler steps in one process, so its devices' arithmetic never runs on two cores. Here each
launch of a System.launch runs in a forked process, all at the same time, exchanging nothing but
memory, and only where the program communicates:

* Memory. Before the fork every device's allocations move into shared anonymous memory
  (memory.Device.share, MAP_SHARED), a buffer that several devices map (System.map_peer, NCCL's
  flat LSA space) to one copy; every rank process sees every device's memory at the same
  addresses, so peer loads and stores, multimem.* (every member's copy), flags and barriers across
  devices are plain memory accesses of that process, with no message between ranks. What a launch
  allocates for itself (its parameters, the copies of host arrays) stays private to its process;
  host arrays come back to the caller through a pipe after the launch.
* Read-modify-writes. Global atomics and reductions, and multimem.red and
  multimem.cp.reduce.async.bulk on each member's copy (memory.global_atomic) hold one
  cross-process lock: each is atomic across ranks, as the hardware makes each atomic operation
  indivisible. Loads and stores hold no lock, multimem.ld_reduce and multimem.st neither (each
  member's access is a plain one: the switch gives no atomicity across members either); an
  aligned 8-byte word (also inside a v2/v4 vector of smaller elements, memory.gather/scatter) is
  one copy, never seen half written: single-copy atomicity up to 8 bytes, as the GPU gives
  (NCCL's LL protocol pairs each data word with its flag in 8 bytes).
* Order. The GPU fixes no order among accesses of different devices that synchronisation does not
  order (PTX memory model, manual 8): a program whose results do not depend on that order (every
  data race resolved by release/acquire flags, barriers, or order-independent atomics such as
  integer adds), which NCCL's collectives are, gives the same bytes here as in the one-process
  System. Where the order does matter (two devices' float reductions into one address, plain
  stores of different values to one address, which of two racing atomics returns first), the GPU
  gives no answer and neither does this mode: it is the order in which the processes get there
  (one multimem.red updates every member's copy while it holds the lock, so every member sees the
  same order: test_ranks, the racing f32 reductions). The one-process System is the deterministic
  model for those programs (its turn order), and the default. The number of instructions a
  spin-wait executes (LaunchStats) depends on timing in both this mode and on the GPU.
* Spin-waits that nothing can end. Each rank's spin detector (machine.running.spin) reports a
  repeated state only when every other launch is finished, or repeats its own with the same
  memory everywhere (a checksum of every device's shared memory) and has confirmed it since
  (turns.Board, the launch workers' rule): every stuck launch reports its lines, and the
  System raises one error holding each device's report, seconds after the wait began.
  A spinning rank yields its core, and where ranks outnumber cores it sleeps up to 2 ms a turn
  for the first second of a wait (turns.Board.idle).
* Errors. A launch that fails stops the others (they might wait on it forever); the error raised
  is that of the first failed launch in launch order (turns.first_error), as in one process.

Each rank runs its launch on the interpreter or the compiled route as Module.launch chooses, in
one process (no launch workers inside a rank); atomics and element rules take their numpy
routes there unless the compiled route is asked for (numba's kernels compiled in a rank would be
lost with it). The kernels are compiled and the modules' global variables placed before the
fork, so every rank inherits them. Each System.launch forks its ranks afresh (about 10 ms of the
parent's time and 15 ms of CPU per rank here): memory allocated between launches is shared at
the next one.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
import pickle
import signal
import sys
from multiprocessing.connection import wait as wait_conns
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError, PtxRuntimeError
from ptxemu.machine.launching import workers as W
from ptxemu.machine.launching.turns import Board, first_error, is_spin, name_launch, shared_allocations


def launch(system, launches: list[dict[str, Any]], spec_keys: tuple[str, ...]) -> list:
    """System.launch with every launch in a forked process of its own (module docstring)."""
    n = len(launches)
    for s in launches:
        d = s.get("device")
        if not isinstance(d, (int, np.integer)) or not 0 <= int(d) < len(system.devices):
            raise PtxOperandError(f"launch on device {d!r}: the system has {len(system.devices)} devices")
    if not hasattr(os, "fork"):  # no fork (Windows): the one-process System's turns
        system.processes = False
        try:
            return system.launch(launches)
        finally:
            system.processes = True
    for s in launches:  # compiled once here, inherited by every rank; globals in shared memory
        k = s["module"].kernel(s["kernel"])
        s["module"]._place_globals(k, system.devices[int(s["device"])])
    moved: dict = {}
    for dev in system.devices:
        dev.share(moved)
    board = Board(n, system, shared_allocations(system.devices), yields=True)
    lock = mp.get_context("fork").RLock()  # every rank's atomics and multimem operations
    sys.stdout.flush()
    sys.stderr.flush()
    pids: dict[int, int] = {}
    conns: dict[Any, int] = {}
    results: list[Any] = [None] * n
    errors: list[BaseException | None] = [None] * n
    arrays: dict[int, list] = {}
    gc.freeze()  # the ranks' collector leaves this process's objects alone: no copy-on-write of them
    try:
        for i, spec in enumerate(launches):
            r, w = mp.Pipe(duplex=False)
            pid = os.fork()
            if pid == 0:  # the rank: never returns into the caller's code
                code = 1
                try:
                    r.close()
                    code = _rank(system, i, spec, spec_keys, board, lock, w)
                finally:
                    os._exit(code)
            w.close()
            pids[i] = pid
            conns[r] = i
        gc.unfreeze()
        stopped: set[int] = set()
        while conns:
            for c in wait_conns(list(conns)):
                i = conns.pop(c)
                try:
                    msg = c.recv()
                except (EOFError, OSError, pickle.UnpicklingError):
                    msg = ("crash", W._reap(pids.pop(i)))
                c.close()
                if msg[0] == "ok":
                    results[i], arrays[i] = msg[1], msg[2]
                    continue
                if msg[0] == "stopped":
                    continue
                if msg[0] == "crash":
                    e: BaseException = PtxRuntimeError(
                        f"device {launches[i]['device']} ({launches[i]['kernel']}): the rank process of "
                        f"launch {i} ended abnormally ({W._describe(msg[1])})"
                    )
                else:
                    e = W._unpack(msg[1])
                errors[i] = e
                if is_spin(e):  # the others were stuck too: each makes its own report
                    continue
                for j, pid in pids.items():  # the others might wait on it forever: stop them
                    if j not in stopped and any(conns[x] == j for x in conns):
                        stopped.add(j)
                        W._kill(pid, signal.SIGUSR1)
    finally:
        gc.unfreeze()
        for c in conns:
            c.close()
        for pid in pids.values():
            W._kill(pid, signal.SIGKILL)  # finished ones are gone already; reaped below
            W._reap(pid)
    for i, got in arrays.items():  # host arrays hold what the launch copied back, in the rank
        for k, data in got:
            np.asarray(launches[i]["args"][k]).reshape(-1).view(np.uint8)[:] = data.reshape(-1).view(np.uint8)
    e = first_error(errors)
    if e is not None:
        raise e
    return results


def _rank(system, i: int, spec: dict[str, Any], spec_keys, board: Board, lock, conn) -> int:
    from ptxemu.machine.running import spin
    from ptxemu.machine.running.compiled import background
    from ptxemu.machine.state import memory as M

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and ends the ranks
    signal.signal(signal.SIGUSR1, W._raise_stop)
    W._die_with_parent()
    if os.getppid() != board.parent:
        return 0
    board.me = i
    spin.COORD = board
    background.forget()  # compiles are the parent's
    M.ATOMIC_LOCK = lock  # read-modify-writes (atom, red, multimem.red, cp.reduce) one at a time;
    system.lock = M.NO_LOCK  # multimem loads and stores, plain accesses of each member, need none
    quiet = {signal.SIGUSR1}
    kw = {k: v for k, v in spec.items() if k not in spec_keys}
    from contextlib import nullcontext

    from ptxemu.numerics import jit

    # the numpy routes of atomics and element rules (the same bits): a kernel numba compiled here
    # (each rank at once, under the atomics' lock) would be lost with this process; the compiled
    # route's native regions still run where the launch asks for them
    numpy_only = jit.disabled() if kw.get("route", os.environ.get("PTXEMU_ROUTE")) != "compiled" \
        else nullcontext()
    try:
        try:
            with numpy_only:
                stats = spec["module"].launch(
                    spec["kernel"],
                    spec["grid"],
                    spec["block"],
                    spec["args"],
                    device=system.devices[int(spec["device"])],
                    **kw,
                )
            signal.pthread_sigmask(signal.SIG_BLOCK, quiet)
            back = [(k, np.asarray(a)) for k, a in enumerate(spec["args"]) if isinstance(a, np.ndarray)]
            msg: tuple = ("ok", stats, back)
        except W._Stop:
            msg = ("stopped",)
        except BaseException as e:  # noqa: BLE001 - every error goes to the parent
            signal.pthread_sigmask(signal.SIG_BLOCK, quiet)
            name_launch(e, spec)
            msg = ("err", W._pack(e))
        signal.pthread_sigmask(signal.SIG_BLOCK, quiet)
        board.done()
        conn.send(msg)
        return 0
    except W._Stop:
        return 0
    except BaseException:  # noqa: BLE001 - a broken pipe (the parent is gone) or worse
        return 1
