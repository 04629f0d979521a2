"""A launch's batches on every core: forked worker processes over shared global memory.

The numpy interpreter holds the GIL, so parallel batches need processes. Before forking, the
launch moves its Device's allocation buffers into shared anonymous memory (`Device.share`, MAP_SHARED):
every worker's loads and stores reach the parent's very bytes, and they stay there after the launch.
Batches (whole clusters, in `cluster_order`) are handed out by a counter in shared memory, lowest
first; each worker runs one batch at a time and sends back its thread/warp-instruction counts and
printf text, or its error, through a pipe. The parent merges them in batch order, so the counters
and printf lines are those of the same batches run one after another.

* Global read-modify-writes (atom/red, cp.reduce.async.bulk) hold one cross-process lock
  (`memory.ATOMIC_LOCK`, made before the fork): each atomic step is atomic across workers. Updates
  from CTAs in different workers land in the order the workers reach them: float sums may round
  differently from a one-process run (as on the GPU, whose order across CTAs is not fixed either);
  integer atomics give the same result in any order.
* A batch spin-waiting on global memory that another worker's CTA will write is not a deadlock:
  the spin detector (machine.running.spin) asks `Coordinator.stuck`, which reports it only when every other
  worker is finished, or stuck too on the same memory and has confirmed it since (a true deadlock is
  still found in seconds, with its lines and threads).
* Errors: a worker stops at its first error; no batch after the lowest failed one is handed out,
  workers running later batches are stopped (SIGUSR1 raises inside them, so locks are released), and
  the parent raises the lowest batch's error once every earlier batch has finished: the error a
  one-process launch raises. A worker that dies (killed: it may hold a lock others wait on) ends
  the launch with an error naming its batch. Workers ignore SIGINT; the parent kills and reaps
  them on any exit; a worker whose parent dies is killed with it (Linux's PR_SET_PDEATHSIG).
* `budget` stays per launch: each batch may run `budget` minus the instructions of the batches
  finished when it starts; `%clock` starts each batch at the warp-instructions finished so far.
"""

from __future__ import annotations

import mmap
import multiprocessing as mp
import os
import pickle
import signal
import sys
import traceback
from collections.abc import Callable
from multiprocessing.connection import wait as wait_conns

import numpy as np

from ptxemu import settings
from ptxemu.errors import PtxemuError, PtxOperandError, PtxRuntimeError

RUNNING, STUCK, DONE = 0, 1, 2
_NEXT, _STOP, _TI, _WI = 0, 1, 2, 3  # shared words: next batch, first batch not to start, counts done
_HEAD = 4
_SLOT = 4  # per worker: status, confirmations, global-memory checksum, batch


def jobs(workers: int | None = None) -> int:
    """The number of worker processes: `workers`, else PTXEMU_JOBS, else every core this process may use."""
    if workers is None:
        workers = settings.setting("PTXEMU_JOBS", 0)
        if not workers:
            aff = getattr(os, "sched_getaffinity", None)
            workers = len(aff(0)) if aff is not None else os.cpu_count() or 1
    if not isinstance(workers, (int, np.integer)) or int(workers) < 1:
        raise PtxOperandError(f"workers must be a positive integer, got {workers!r}")
    return int(workers) if hasattr(os, "fork") else 1  # no fork (Windows): one process


class _Stop(BaseException):
    """Raised in a worker by SIGUSR1: its batch comes after a failed one, its result is not needed."""


def _raise_stop(signum, frame) -> None:
    raise _Stop


class Coordinator:
    """What a launch's workers share besides global memory: the batch counter, the counts of finished
    batches, and each worker's state for the spin detector (words in shared anonymous memory)."""

    def __init__(self, workers: int, nbatches: int, batch_ctas: int, total_ctas: int) -> None:
        self.workers = workers
        self.nbatches = nbatches
        self.batch_ctas = batch_ctas
        self.total_ctas = total_ctas
        self._mm = mmap.mmap(-1, 8 * (_HEAD + _SLOT * workers), flags=mmap.MAP_SHARED)
        self.w = np.frombuffer(self._mm, np.int64)
        self.w[_STOP] = nbatches
        self.lock = mp.get_context("fork").Lock()
        self.me = -1  # this worker's number (set in the worker)
        self.parent = os.getpid()
        self.snap: dict[int, int] | None = None

    yields = False  # a spinning worker keeps its core (one worker per core)

    def allocations(self, st) -> list:
        """The global memory the workers compare when they find themselves stuck: the Device's."""
        return st.device.allocations()

    def _slot(self, i: int) -> int:
        return _HEAD + _SLOT * i

    def take(self) -> tuple[int, int, int] | None:
        """The next batch and the thread-/warp-instructions finished so far, or None: no batch left."""
        s = self._slot(self.me)
        with self.lock:
            i = int(self.w[_NEXT])
            if i >= int(self.w[_STOP]):
                self.w[s] = DONE
                return None
            self.w[_NEXT] = i + 1
            self.w[s], self.w[s + 3] = RUNNING, i
            self.snap = None
            return i, int(self.w[_TI]), int(self.w[_WI])

    def finish(self, ti: int, wi: int) -> None:
        with self.lock:
            self.w[_TI] += ti
            self.w[_WI] += wi

    def stop_at(self, i: int) -> None:
        with self.lock:
            self.w[_STOP] = min(int(self.w[_STOP]), i)

    def done(self) -> None:
        with self.lock:
            self.w[self._slot(self.me)] = DONE

    def batch_of(self, worker: int) -> tuple[int, int]:
        s = self._slot(worker)
        return int(self.w[s]), int(self.w[s + 3])

    def unstarted(self) -> int:
        return max(0, self.total_ctas - min(int(self.w[_NEXT]), self.nbatches) * self.batch_ctas)

    # -- the spin detector's questions (machine.running.spin) ----------------------------------------------
    def running(self) -> None:
        """This worker's batch changed state since its last sample: it is not stuck."""
        self.w[self._slot(self.me)] = RUNNING
        self.snap = None

    def stuck(self, gsum: int) -> bool:
        """This worker's batch repeats a state with global memory's checksum `gsum`: is the whole
        launch stuck? Yes when every other worker is finished, or is stuck on the same memory and
        has confirmed that again since this worker first found them all so (a worker that left its
        loop since never confirms again, so a stale mark cannot make a deadlock)."""
        if os.getppid() != self.parent:  # the launch is gone (killed): so is its wait
            raise _Stop
        s = self._slot(self.me)
        with self.lock:
            self.w[s], self.w[s + 2] = STUCK, gsum
            self.w[s + 1] += 1
            others = [i for i in range(self.workers) if i != self.me]
            state = {i: (int(self.w[self._slot(i)]), int(self.w[self._slot(i) + 1]),
                         int(self.w[self._slot(i) + 2])) for i in others}
        if any(st == RUNNING or (st == STUCK and g != gsum) for st, _, g in state.values()):
            self.snap = None
            return False
        waiting = {i: c for i, (st, c, _) in state.items() if st == STUCK}
        if not waiting:
            return True
        if self.snap is None or set(self.snap) != set(waiting):
            self.snap = waiting
            return False
        return all(waiting[i] > self.snap[i] for i in waiting)


def _pack(e: BaseException):
    """The exception for the parent: itself if it pickles, else its type and text."""
    tb = "".join(traceback.format_exception(e))
    try:
        data = pickle.dumps(e)
        pickle.loads(data)
        return ("pickle", data, tb)
    except Exception:  # noqa: BLE001 - any exception that does not survive pickling
        return ("text", f"{type(e).__name__}: {e}", tb)


def _unpack(packed) -> BaseException:
    kind, data, tb = packed
    if kind == "pickle":
        e = pickle.loads(data)
    else:
        e = PtxRuntimeError(f"a worker process failed: {data}")
    if not isinstance(e, PtxemuError):  # an unexpected failure: keep where it happened
        e.add_note(f"in a ptxemu launch worker process:\n{tb}")
    return e


def _worker(coord: Coordinator, me: int, run_batch, conn, atomic_lock) -> int:
    from ptxemu.machine.running import spin
    from ptxemu.machine.state import memory as M

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and ends the workers
    signal.signal(signal.SIGUSR1, _raise_stop)
    _die_with_parent()
    if os.getppid() != coord.parent:  # it died before that
        return 0
    coord.me = me
    spin.COORD = coord
    from ptxemu.machine.running.compiled import background

    background.forget()  # compiles are the parent's, also where nothing was compiled before the fork
    M.ATOMIC_LOCK = atomic_lock
    quiet = {signal.SIGUSR1}
    try:
        while True:
            signal.pthread_sigmask(signal.SIG_BLOCK, quiet)  # not while holding the counter's lock
            got = coord.take()
            signal.pthread_sigmask(signal.SIG_UNBLOCK, quiet)
            if got is None:
                break
            i, ti_done, wi_done = got
            try:
                result = run_batch(i, wi_done, ti_done)
            except _Stop:
                break
            except BaseException as e:  # noqa: BLE001 - every error goes to the parent
                signal.pthread_sigmask(signal.SIG_BLOCK, quiet)
                coord.stop_at(i)
                conn.send(("err", i, _pack(e)))
                break
            signal.pthread_sigmask(signal.SIG_BLOCK, quiet)
            coord.finish(result[0], result[1])
            conn.send(("ok", i, result))
            signal.pthread_sigmask(signal.SIG_UNBLOCK, quiet)
        return 0
    except _Stop:
        return 0
    except BaseException:  # noqa: BLE001 - a broken pipe (the parent is gone) or worse
        return 1
    finally:
        signal.pthread_sigmask(signal.SIG_BLOCK, quiet)
        coord.done()


def _die_with_parent() -> None:
    """Linux: the kernel kills this worker when the launching process dies (even by SIGKILL)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # elsewhere: the worker stops at its next spin sample or its next message


def run_batches(
    coord: Coordinator,
    run_batch: Callable[[int, int, int], tuple],
    on_result: Callable[[int, tuple], None] | None = None,
) -> dict[int, tuple]:
    """Run batches 0..n-1 on coord.workers forked processes: `run_batch(i, clock0, instructions_done)`
    returns (thread_instructions, warp_instructions, printf texts). Returns the results by batch, or
    raises the error of the lowest failed batch; every worker is ended and reaped on return."""
    ctx_lock = mp.get_context("fork").RLock()  # global atomics: one at a time across the workers
    sys.stdout.flush()
    sys.stderr.flush()
    pids: dict[int, int] = {}
    conns = {}
    exits: dict[int, int] = {}
    try:
        for me in range(coord.workers):
            r, w = mp.Pipe(duplex=False)
            pid = os.fork()
            if pid == 0:  # the worker: never returns into the caller's code
                code = 1
                try:
                    r.close()
                    code = _worker(coord, me, run_batch, w, ctx_lock)
                finally:
                    os._exit(code)
            w.close()
            pids[me] = pid
            conns[r] = me
        results: dict[int, tuple] = {}
        errors: dict[int, BaseException] = {}
        signalled: set[int] = set()
        crashed = None
        while conns and crashed is None:
            for c in wait_conns(list(conns)):
                try:
                    kind, i, payload = c.recv()
                except (EOFError, OSError, pickle.UnpicklingError):
                    wk = conns.pop(c)
                    c.close()
                    status, b = coord.batch_of(wk)
                    exits[wk] = _reap(pids[wk])
                    if exits[wk] != 0:  # killed (out of memory?) or broken: it may hold a lock
                        crashed = (b, exits[wk])
                        break
                    continue
                if kind == "ok":
                    results[i] = payload
                    if on_result is not None:
                        on_result(i, payload)
                    continue
                errors[i] = _unpack(payload)
                first = min(errors)
                coord.stop_at(first)
                for wk, pid in pids.items():  # batches after the failed one are not needed
                    status, b = coord.batch_of(wk)
                    if status != DONE and b > first and wk not in signalled:
                        signalled.add(wk)
                        _kill(pid, signal.SIGUSR1)
        stop = min(errors) if errors else coord.nbatches
        if crashed is not None and crashed[0] < stop:  # the others may wait on it: end them all
            b, code = crashed
            raise PtxRuntimeError(
                f"a launch worker process ended abnormally ({_describe(code)}) while running batch {b} "
                f"(CTAs {b * coord.batch_ctas}-{min((b + 1) * coord.batch_ctas, coord.total_ctas) - 1}"
                " in cluster order)"
            )
        if errors:
            raise errors[min(errors)]
        missing = [i for i in range(stop) if i not in results]
        if missing:  # cannot happen: every worker ended normally, having taken every batch
            raise PtxRuntimeError(f"no result for batch {missing[0]} of the launch's workers")
        return results
    finally:
        for c in conns:
            c.close()
        for wk, pid in pids.items():
            if wk not in exits:
                _kill(pid, signal.SIGKILL)
                _reap(pid)


def _kill(pid: int, sig: int) -> None:
    try:
        os.kill(pid, sig)
    except ProcessLookupError:
        pass


def _reap(pid: int) -> int:
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            return status
        except ChildProcessError:
            return 0
        except InterruptedError:
            continue


def _describe(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"killed by signal {os.WTERMSIG(status)}"
    return f"exit status {os.WEXITSTATUS(status)}"
