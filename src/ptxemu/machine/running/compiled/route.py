"""Running blocks through compiled phases (codegen), with the interpreter for everything else.

`KernelRoute` belongs to a Kernel: the plan of each block (translated on first execution, so only
what a launch reaches is compiled) and the compiled functions. The generated source of a block
is a module written to the cache directory under its own hash (PTXEMU_CACHE, default
~/.cache/ptxemu/route) and its machine code is cached beside it (the C compiler's libraries,
compiled/native.py, or numba's cache), so a second process loads it without compiling.
`BatchRoute` belongs to an Engine: the batch's memory as the arrays the compiled code takes.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
import time
from pathlib import Path

import numpy as np

from ptxemu import settings
from ptxemu.errors import PtxOperandError
from ptxemu.host import cache_root
from ptxemu.machine.program.step import Step
from ptxemu.machine.running.compiled import codegen, native

_ONE = np.ones(1, np.bool_)
_HEADER = """import numba
import numpy as np

from ptxemu.machine.running.compiled import rt

_jit = numba.njit(cache=True, nogil=True, fastmath=False, error_model="numpy", boundscheck=False)
"""


def compile_after() -> int:
    """Thread-instructions a block runs interpreted before it is compiled (PTXEMU_COMPILE_AFTER,
    default 2^20: compiling costs about a second per block, so only hot code pays for it)."""
    return settings.setting("PTXEMU_COMPILE_AFTER", 1 << 20, expected="a non-negative integer",
                            valid=lambda v: v >= 0)


def cache_dir() -> Path:
    d = os.environ.get("PTXEMU_CACHE")  # this folder itself; else route/ under ptxemu.host's root
    p = Path(d) if d else cache_root() / "route"
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as e:  # the user's setting, not ours: name it
        name = "PTXEMU_CACHE" if d else "PTXEMU_CACHE_DIR" if os.environ.get("PTXEMU_CACHE_DIR") else \
            "the cache folder (set PTXEMU_CACHE_DIR)"
        raise PtxOperandError(f"{name}: cannot make the compiled route's cache folder {str(p)!r} "
                              f"({e.strerror})") from None
    return p


def cache_limit() -> int:
    """Bytes the route cache may hold (PTXEMU_CACHE_MB, default 100): entries not used for the
    longest time go first once a new one is written (`trim_cache`)."""
    mb = settings.setting("PTXEMU_CACHE_MB", 100.0, float, "a non-negative number of MB",
                          lambda v: 0 <= v < 2**40)
    return int(mb * (1 << 20))


CACHE_GRACE_S = 600.0  # an entry used this recently stays (another process may be loading it)


def trim_cache(d: Path, limit: int, now: float | None = None) -> list[str]:
    """Delete whole entries (a generated module and numba's index and machine code for it) of the
    route cache `d`, least recently used first (a load touches the module), until it holds at most
    `limit` bytes; entries used within CACHE_GRACE_S stay whatever the size. Returns the names."""
    now = time.time() if now is None else now
    entries: dict[str, list[Path]] = {}
    # modules, hot lists, the C route's libraries
    files = [*d.glob("ptxemu_route_*.py"), *d.glob("ptxemu_route_*.hot*"), *d.glob("ptxemu_route_*.so")]
    files += (d / "__pycache__").glob("ptxemu_route_*")  # numba's index and machine code
    for f in files:
        entries.setdefault(f.name.split(".", 1)[0], []).append(f)

    def stat(files: list[Path]) -> tuple[float, int]:
        used, size = 0.0, 0
        for f in files:
            try:
                st = f.stat()
            except OSError:  # another process removed it meanwhile
                continue
            used, size = max(used, st.st_mtime), size + st.st_size
        return used, size

    info = {k: stat(v) for k, v in entries.items()}
    total = sum(size for _, size in info.values())
    gone = []
    for k in sorted(info, key=lambda k: info[k][0]):
        if total <= limit:
            break
        used, size = info[k]
        if now - used < CACHE_GRACE_S or k in sys.modules or k in _native_mods:
            continue
        for f in entries[k]:
            try:
                f.unlink()
            except OSError:
                pass
        total -= size
        gone.append(k)
    return gone


_native_mods: dict[str, object] = {}  # the C route's modules loaded in this process


def load_module(source: str):
    """Import generated source from the cache directory (written once under its hash)."""
    h = hashlib.sha256(source.encode()).hexdigest()[:24]
    name = f"ptxemu_route_{h}"
    c = native.backend() == "c"
    mod = _native_mods.get(name) if c else sys.modules.get(name)
    if mod is not None:
        return mod
    d = cache_dir()
    path = d / f"{name}.py"
    if not path.exists():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(source)
        os.replace(tmp, path)
        trim_cache(d, cache_limit())  # a new entry: the cache may have outgrown its bound
    else:
        try:
            os.utime(path)  # used now: trim_cache removes the least recently used first
        except OSError:
            pass
    if c:  # built by the C compiler (compiled/native.py): numba is not imported
        mod = _native_mods[name] = native.NativeModule(source, name, d)
        return mod
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _canonical_registers(text: str) -> str:
    """Registers renamed in order of first appearance (`r<n>`, its array `a<n>` and a phase's output
    array `n<n>`): a template's instantiations number their registers differently, and with the
    same names (and program counters relative to the region, region.py; phases named by their
    place in the block) their code has one source, compiled once (CUTLASS's random fill: ~100 s
    of numba per instantiation). Arguments keep their positions."""
    import re

    names: dict[str, str] = {}

    def sub(m: re.Match) -> str:
        return m.group(1) + names.setdefault(m.group(2), str(len(names)))

    return re.sub(r"\b([arn])(\d+)\b", sub, text)


def _signatures(fn, more=()) -> list:
    """The signatures numba function `fn` is known by: compiled or loaded here, left by a launch
    worker to its parent (background.forget), and `more` (still compiling)."""
    from ptxemu.machine.running.compiled import background

    return list(dict.fromkeys([*fn.signatures, *background.wanted(fn), *more]))


class KernelRoute:
    def __init__(self, kernel) -> None:
        self.k = kernel
        self.plans: dict[int, list] = {}
        self.heat: dict[int, int] = {}  # thread-instructions each block ran interpreted so far
        self.live = codegen.liveness(kernel)
        # phases planned, steps left to the interpreter, phase runs given back to it, translation time
        self.stats = {"phases": 0, "interpreted": 0, "fallbacks": 0, "compile_s": 0.0, "regions": 0}
        self.regions: dict[int, object] = {}  # entry pc -> region.Region, or None (none there)
        self._region_src: dict[tuple, object] = {}  # (generated source, first pc) -> Region
        self.pending: list[tuple] = []  # (phase or region, signature) adopted but not loaded yet
        self._remembered: tuple | None = None  # what the hot list on disk holds (`remember`)

    def region(self, p: int):
        """The native region entered at the hot block `p` (region.py), or None."""
        if p in self.regions:
            return self.regions[p]
        for rg in self.regions.values():  # a region runs lanes standing at any of its blocks
            if rg is not None and rg.base <= p < rg.base + len(rg.nodeof) and rg.nodeof[p - rg.base] >= 0:
                self.regions[p] = rg  # (a second region from another entry compiled the same loops again)
                return rg
        from ptxemu.machine.running.compiled import region

        t0 = time.perf_counter()
        consts: dict[int, str] = {}
        try:
            rg = region.find(self.k, p, consts, self.live)
        except Exception:  # noqa: BLE001 - a form the region builder does not know: no region
            rg = None
        if rg is not None:
            name = "rg"
            fns = region.source(rg, name)
            src = [_HEADER] + [f"{n} = np.uint64({v:#x})" for v, n in consts.items()]
            text = _canonical_registers("\n".join(src) + "".join("\n\n@_jit\n" + body for _, body in fns))
            same = self._region_src.get((text, rg.base))
            if same is not None:
                rg = same
            else:
                try:
                    rg.fn = getattr(load_module(text), name)
                except Exception:  # noqa: BLE001 - generated source Python refuses: a bug here
                    rg = None
                    self.stats["broken"] = self.stats.get("broken", 0) + 1
                if rg is not None:
                    rg.npcs = np.array([n.pc for n in rg.nodes], np.int64)
                    rg.nsteps = region.nsteps(rg)
                    rg.brt, rg.brp = region.branches(rg)
                    rg.dagend = np.full(len(rg.nodes), -1, np.int64)
                    for da, db in rg.dags.items():
                        rg.dagend[da] = db
                    self._region_src[(text, rg.base)] = rg
                    self.stats["regions"] += 1
        self.stats["compile_s"] += time.perf_counter() - t0
        self.regions[p] = rg
        return rg

    def hot(self, since: dict) -> dict:
        """What this process made hot since `since` (updated here; its first use marks what was
        there), for a launch's parent (`adopt`): each block's heat as a difference, the blocks
        planned and the regions made, with the signatures their functions were called with. A
        worker sends this back with each batch so the parent, and the workers it forks later, load
        that machine code once instead of once per worker and launch; only what is new goes, as
        unpickling numba types costs (a whole state per batch cost the SGEMM ~0.5 s a launch)."""
        def sigs(fn) -> list:
            return [] if fn is None else _signatures(fn)

        old = since.get("heat", {})
        heat = {p: v - old.get(p, 0) for p, v in self.heat.items() if v != old.get(p, 0)}
        since["heat"] = dict(self.heat)
        seen = since.setdefault("seen", set())
        phases = {}
        for p, units in self.plans.items():
            new = ("plan", p) not in seen
            seen.add(("plan", p))
            per = []
            for j, u in enumerate(u for u in units if isinstance(u, codegen.Phase)):
                ss = [x for x in sigs(u.fn) if ("phase", p, j, x) not in seen]
                seen.update(("phase", p, j, x) for x in ss)
                per.append(ss)
                new = new or bool(ss)
            if new:
                phases[p] = per
        regions = {}
        for p, rg in self.regions.items():
            if rg is not None and rg.fn is not None:
                ss = [x for x in sigs(rg.fn) if ("region", p, x) not in seen]
                if ss or ("region", p) not in seen:
                    seen.add(("region", p))
                    seen.update(("region", p, x) for x in ss)
                    regions[p] = ss
        return {"heat": heat, "phases": phases, "regions": regions}

    def adopt(self, hots: list[dict]) -> None:
        """Take on what workers forked from this process made hot (`hot`):
        heat adds up as if their batches had run here, planned blocks are planned here and their
        machine code loaded (numba's disk cache) for the signatures they were called with, or
        compiled in a child process (compiled/background.py) where a worker left that to this one."""
        for h in hots:
            for p, v in h["heat"].items():
                self.heat[p] = self.heat.get(p, 0) + v
        for h in hots:
            self._take(h["phases"], h["regions"])
        self.settle()

    def _take(self, phases: dict[int, list], regions: dict[int, list]) -> None:
        """Plan the blocks `phases` names ({pc: each phase's signatures}) and make the regions
        `regions` names ({entry pc: signatures}); their machine code waits in `pending`."""
        for p, sigs in phases.items():
            units = self.plan(self.k.block(p)[0])
            for ph, ss in zip([u for u in units if isinstance(u, codegen.Phase)], sigs, strict=False):
                if ph.fn is not None:
                    self.pending += [(ph, sig) for sig in ss]
        for p, sigs in regions.items():
            rg = self.region(p) if p in self.plans else None
            if rg is not None and rg.fn is not None:
                self.pending += [(rg, sig) for sig in sigs]

    def settle(self) -> None:
        """Load what was adopted (`pending`) where it can be: from the disk cache, compiled here
        (PTXEMU_COMPILE_WAIT) or once a child has compiled it; the rest waits for the next call
        (before a launch forks its workers, and after it). Workers only interpret what is not
        loaded, so what is not retried here would never run natively in them."""
        from ptxemu.machine.running.compiled import background

        left, seen = [], set()
        # regions first: a free compile slot goes to the loop nest before the blocks inside it
        self.pending.sort(key=lambda item: isinstance(item[0], codegen.Phase))
        for unit, sig in self.pending:
            if (id(unit), sig) in seen:
                continue
            seen.add((id(unit), sig))
            try:
                done = background.prepare(unit.fn, sig)
            except Exception:  # noqa: BLE001 - the first call compiles it, as without workers
                done = True
            if done:
                unit.ready = unit.ready or sig in unit.fn.signatures
            else:
                left.append((unit, sig))
        self.pending = left

    # -- the hot list: what turned hot in earlier processes --------------------------------------
    def _hot_path(self) -> Path:
        """The kernel's hot list in the cache: keyed by the module's text, the kernel and the GPU
        it runs as (program counters depend on which kernels the module loaded before, so the
        list names blocks by function and offset)."""
        k = self.k
        h = hashlib.sha256()
        for part in (k.program.text, k.name, str(k.target)):
            h.update(part.encode())
            h.update(b"\0")
        # .hot2: heats apart from the signatures (remember); an older .hot list unpickles numba
        return cache_dir() / f"ptxemu_route_{h.hexdigest()[:24]}.hot2"

    def _where(self) -> tuple:
        """pc -> (function, offset) and back, for this kernel's functions."""
        funcs = sorted(self.k.funcs.values(), key=lambda f: f.start)

        def rel(pc: int) -> tuple[str, int] | None:
            for f in funcs:
                if f.start <= pc <= f.end:
                    return f.name, pc - f.start
            return None

        def absolute(fo: tuple[str, int]) -> int | None:
            f = self.k.funcs.get(fo[0])
            return None if f is None or not 0 <= fo[1] <= f.end - f.start else f.start + fo[1]

        return rel, absolute

    def _mark(self) -> tuple:
        regions = {p for p, rg in self.regions.items() if rg is not None and rg.fn is not None}
        nsig = sum(len(u.fn.signatures) for us in self.plans.values() for u in us
                   if isinstance(u, codegen.Phase) and u.fn is not None)
        nsig += sum(len(self.regions[p].fn.signatures) for p in regions)
        return len(self.plans), len(regions), nsig

    def remember(self) -> None:
        """Write the kernel's hot list (after a launch, in the launching process): each planned
        block with the heat it reached, its phases' and regions' signatures. A later process
        running this kernel plans those blocks and loads their machine code before its first
        launch runs (`recall`), instead of interpreting them until they turn hot again, and once
        in the parent instead of once per launch worker. Where nothing turned hot since the list
        was read or written, nothing is written."""
        mark = self._mark()
        if mark == self._remembered or not self.plans:
            return
        import pickle

        waiting: dict[int, list] = {}  # adopted or recalled, still compiling
        for unit, sig in self.pending:
            waiting.setdefault(id(unit), []).append(sig)

        def sigs(unit) -> list:
            return _signatures(unit.fn, waiting.get(id(unit), ()))

        rel, _ = self._where()
        blocks, phases, regions = {}, {}, {}
        for p, units in self.plans.items():
            fo = rel(p)
            if fo is None:
                continue
            blocks[fo] = self.heat.get(p, 0)
            phases[fo] = [[] if u.fn is None else sigs(u) for u in units if isinstance(u, codegen.Phase)]
        for p, rg in self.regions.items():
            fo = rel(p)
            if rg is not None and rg.fn is not None and fo is not None and fo in blocks:
                regions[fo] = sigs(rg)
        path = self._hot_path()
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        try:
            # the signatures (numba types) pickled apart: reading the heats must not import numba
            # (a process whose blocks are all below its threshold never loads it)
            sig_bytes = pickle.dumps({"phases": phases, "regions": regions})
            tmp.write_bytes(pickle.dumps({"v": 2, "blocks": blocks, "sigs": sig_bytes}))
            os.replace(tmp, path)
        except Exception:  # noqa: BLE001 - a signature that does not pickle, a full disk: no list
            tmp.unlink(missing_ok=True)
            return
        self._remembered = mark

    def recall(self) -> None:
        """Plan the blocks an earlier process's hot list names (`remember`) whose heat reached
        this process's threshold (a list made under PTXEMU_COMPILE_AFTER=0 does not make a run
        at the default compile more), and load their machine code, or have it compiled
        (`settle`). Results do not depend on it, only when native code starts running."""
        path = self._hot_path()
        try:
            raw = path.read_bytes()
        except OSError:
            return
        import pickle

        try:
            hot = pickle.loads(raw)
            if hot.get("v") != 2:
                return  # a list written by an older ptxemu: planned again as it heats
            _, absolute = self._where()
            limit = compile_after()
            phases, regions, sig = {}, {}, None
            for fo, heat in hot["blocks"].items():
                p = absolute(fo)
                if p is None or heat < limit or p in self.plans or p not in self.k.steps:
                    continue
                if not self.k.block(p)[0]:
                    continue
                if sig is None:
                    sig = pickle.loads(hot["sigs"])
                self.heat[p] = max(self.heat.get(p, 0), heat)
                phases[p] = sig["phases"].get(fo, [])
                if fo in sig["regions"]:
                    regions[p] = sig["regions"][fo]
            self._take(phases, regions)
        except Exception:  # noqa: BLE001 - a list from another ptxemu or numba: planned as it heats
            return
        try:
            os.utime(path)  # used now: trim_cache removes the least recently used first
        except OSError:
            pass
        self.settle()
        self._remembered = self._mark()

    def plan(self, runs: list[Step]) -> list:
        p = runs[0].pc
        units = self.plans.get(p)
        if units is None and self._covered(p):
            # a native region runs this block from its next execution on: its phases would be
            # built for nothing (the tiled SGEMM's first launch built every block twice)
            units = self.plans[p] = list(runs)
            self.stats["covered"] = self.stats.get("covered", 0) + 1
        if units is None:
            t0 = time.perf_counter()
            consts: dict[int, str] = {}
            units = codegen.plan(self.k, runs, consts, f"ph{p}", self.live)
            phases = [u for u in units if isinstance(u, codegen.Phase)]
            if phases:
                src = [_HEADER]
                src += [f"{name} = np.uint64({v:#x})" for v, name in consts.items()]
                for ph in phases:
                    src.append("\n\n@_jit\n" + ph.source)
                # one source for the same block in another kernel (a template's instantiations)
                text = _canonical_registers("\n".join(src))
                for j, ph in enumerate(phases):
                    text = text.replace(f"def {ph.name}(", f"def ph{j}(")
                    ph.name = f"ph{j}"
                try:
                    mod = load_module(text)
                except Exception:  # noqa: BLE001 - generated source Python refuses: a bug here; interpret
                    mod = None
                    self.stats["broken"] = self.stats.get("broken", 0) + len(phases)
                for ph in phases:
                    ph.fn = getattr(mod, ph.name, None)
            self.stats["phases"] += len(phases)
            self.stats["interpreted"] += len(units) - len(phases)
            self.stats["compile_s"] += time.perf_counter() - t0
            self.plans[p] = units
        return units


    def _covered(self, p: int) -> bool:
        """A region of the C route (built at its first call, in the launch) runs the block at `p`.
        numba's regions compile in a child process meanwhile: their blocks keep their phases."""
        if native.backend() != "c":
            return False
        rg = self.region(p)
        return rg is not None and rg.fn is not None


class BatchRoute:
    """One Engine's view of its batch for compiled phases."""

    def __init__(self, eng, kroute: KernelRoute) -> None:
        self.eng = eng
        self.kr = kroute
        self._mem: dict[str, tuple] = {}
        self._own: dict[int, np.ndarray] = {}  # register arrays regions made (written in place)

    def mem_args(self, kinds: set) -> list:
        out: list = []
        for kind in ("shared", "local", "global"):
            if kind in kinds:
                a = self._mem.get(kind)
                if a is None:
                    a = self._mem[kind] = self._make(kind)
                out += a
        return out

    def _make(self, kind: str) -> tuple:
        st = self.eng.st
        if kind == "shared":
            b = st.smem
            return (
                b,
                b.view(np.uint16),
                b.view(np.uint32),
                b.view(np.uint64),
                int(st.smem_stride),
                int(st.smem_size),
                st.cta,
                st.special["%cluster_ctarank"],
                int(st.csize),
            )
        if kind == "local":
            b = st.local
            return (b, b.view(np.uint16), b.view(np.uint32), b.view(np.uint64), int(st.local_stride))
        allocs = st.device.allocations()
        gb = np.array([a.address for a in allocs], np.uint64)
        ge = np.array([a.address + a.size for a in allocs], np.uint64)
        gro = np.array([a.readonly for a in allocs], np.bool_)
        gp = np.array([a.data.ctypes.data for a in allocs], np.uint64)  # buffers the Device keeps alive
        self._keep = [a.data for a in allocs]
        return (gb, ge, gro, gp)

    def run(self, runs: list[Step], m) -> None:
        eng = self.eng
        kr = self.kr
        p = runs[0].pc
        if p not in kr.plans:  # cold code stays interpreted until it has run COMPILE_AFTER's worth
            n = eng.lanes  # counted by the engine for this block just before
            heat = kr.heat[p] = kr.heat.get(p, 0) + n * len(runs)
            if heat < compile_after():
                eng._run_steps(runs, m)
                return
        new = p not in kr.plans
        units = kr.plan(runs)
        if new:
            self._prebuild(units, m)
        for u in units:
            if isinstance(u, Step):
                eng._run_steps([u], m)
                continue
            self._phase(u, m)

    def region(self, p: int) -> bool:
        """Run the native region entered at `p` (all lanes standing in it) if there is one and
        `p` is hot; True if it ran any block (the engine then searches the lowest pc again)."""
        kr = self.kr
        if p not in kr.plans:
            return False
        rg = kr.region(p)
        if rg is None or rg.fn is None:
            return False
        eng, st = self.eng, self.eng.st
        L = st.L
        arrays = []
        shared = None
        for r in sorted(rg.regs):
            dt = rg.regs[r]
            if st.R[r] is None:  # made now: this batch's own array (no copy below)
                self._own[r] = st.reg(r, np.bool_ if dt == "bool" else np.dtype(dt).type)
            a = st.reg(r, np.bool_ if dt == "bool" else np.dtype(dt).type)
            if a.dtype.name != dt or a.shape != (L,):
                return False
            if r in rg.written:
                if shared is None:  # arrays that more than one register holds
                    ids = [id(x) for x in st.R if x is not None]
                    shared = {i for i in ids if ids.count(i) > 1} if len(set(ids)) != len(ids) else set()
                if a is not self._own.get(r) or id(a) in shared or not a.flags.c_contiguous:
                    a = a.copy()
                    st.R[r] = self._own[r] = a
            arrays.append(a)
        sps = [st.special[s] for s in rg.specials]
        budget = -1 if eng.budget is None else eng.budget
        closed = eng.spin_target if eng.spin_target >= 0 and eng._closed_loop(eng.spin_target) else -1
        cnt = np.array(
            [st.thread_instructions, st.warp_instructions, eng.spin_target, eng.spin_count, eng.spin_branch,
             budget, 0, closed],
            np.int64,
        )
        arrf = int(eng.arrived.any())
        args = (L, 0, L, eng.pc, eng.parked, eng.wait_bar, eng.wait_count, arrf, cnt, rg.nodeof, rg.npcs,
                rg.nsteps, rg.brt, rg.brp, rg.dagend, *arrays, *sps, *self.mem_args(rg.mem))
        if not rg.ready:  # the first call compiles (or loads numba's cache)
            from ptxemu.machine.running.compiled import background

            if not background.may_call(rg, args):
                return False  # compiling in a child process: the engine interprets meanwhile
            depth = sys.getrecursionlimit()
            sys.setrecursionlimit(max(depth, 100_000))  # numba's SSA pass recurses over the blocks
            try:
                rg.fn(*args)
            except Exception:  # noqa: BLE001 - numba refuses the generated code (before it runs): a bug here
                rg.fn = None
                kr.stats["broken"] = kr.stats.get("broken", 0) + 1
                return False
            finally:
                sys.setrecursionlimit(depth)
            rg.ready = True
        else:
            parts = self._chunks(rg) if rg.nbar or rg.ordered_any else None
            if parts is not None and len(parts) > 1:
                return self._region_threads(rg, args, cnt, parts)
            rg.fn(*args)
        kr.stats["region_blocks"] = kr.stats.get("region_blocks", 0) + int(cnt[6])
        kr.stats["region_ti"] = kr.stats.get("region_ti", 0) + int(cnt[0]) - st.thread_instructions
        st.thread_instructions, st.warp_instructions = int(cnt[0]), int(cnt[1])
        eng.spin_target, eng.spin_count, eng.spin_branch = int(cnt[2]), int(cnt[3]), int(cnt[4])
        return cnt[6] > 0

    def _chunks(self, rg) -> list | None:
        """The lane ranges of the threads that run this batch's region (threads.py), or None."""
        from ptxemu.machine.running.compiled import threads

        n = threads.count()
        if n < 2:
            return None
        st = self.eng.st
        key = (n, st.L)
        if getattr(self, "_parts_key", None) != key:
            self._parts_key = key
            self._parts = threads.chunks(st.cta, int(st.csize), st.L, n)
        return self._parts

    def _region_threads(self, rg, args: tuple, cnt: np.ndarray, parts: list) -> bool:
        """The region run by one thread per lane range (whole clusters: they share no register,
        shared memory or barrier), the GIL released while each runs. Each thread follows the
        engine's schedule over its lanes, so registers, shared memory and each warp's counts are
        the one-thread run's; a barrier completes when every live lane of the thread's CTAs waits
        (the engine's rule applied per range). Global memory is shared: CTAs that read what other
        CTAs of the batch write inside the region (or write the same bytes) see an order the GPU
        may also give but the one-thread run does not. The budget is split between the threads;
        the spin rule's state continues from the first range's (ranges that take different
        back-edges leave different states; the engine's next steps use one of them)."""
        from ptxemu.machine.running.compiled import threads

        eng, st = self.eng, self.eng.st
        T = len(parts)
        cnts = np.repeat(cnt[None, :], T, axis=0)
        if cnt[5] >= 0:
            cnts[:, 5] = cnt[0] + (cnt[5] - cnt[0]) // T
        fn = rg.fn

        def one(t: int) -> int:
            lo, hi = parts[t]
            return fn(args[0], lo, hi, *args[3:8], cnts[t], *args[9:])

        list(threads.pool(T).map(one, range(T)))
        ti = int(cnt[0] + (cnts[:, 0] - cnt[0]).sum())
        wi = int(cnt[1] + (cnts[:, 1] - cnt[1]).sum())
        blocks = int(cnts[:, 6].sum())
        kr = self.kr
        kr.stats["region_blocks"] = kr.stats.get("region_blocks", 0) + blocks
        kr.stats["region_ti"] = kr.stats.get("region_ti", 0) + ti - st.thread_instructions
        kr.stats["region_threads"] = max(kr.stats.get("region_threads", 0), T)
        st.thread_instructions, st.warp_instructions = ti, wi
        eng.spin_target, eng.spin_count, eng.spin_branch = (int(x) for x in cnts[0, 2:5])
        return blocks > 0

    def _prebuild(self, units: list, m) -> None:
        """A newly planned block's phases built in one compiler run (native.prebuild), with the
        argument types their calls will have (registers as the phases read them: a register
        found in another layout makes its phase fall back anyway)."""
        phases = [u for u in units if isinstance(u, codegen.Phase) and getattr(u.fn, "native", False)]
        if len(phases) < 2:
            return
        st = self.eng.st

        def like(dt: str) -> np.ndarray:
            return np.empty(0, np.bool_ if dt == "bool" else np.dtype(dt))

        calls = []
        for ph in phases:
            regs = [like(dt) for dt in ph.reads.values()] + [like(dt) for dt in ph.writes.values()]
            sps = [st.special[s] for s in ph.specials]
            mem = self.mem_args(ph.mem)
            calls.append((ph.fn, [st.L, _ONE if m is None else m, m is None, *regs, *sps, *mem]))
        native.prebuild(calls)

    def _phase(self, ph, m) -> None:
        eng, st = self.eng, self.eng.st
        L = st.L
        ins = []
        for r, dt in ph.reads.items():
            a = st.reg(r, np.dtype(dt).type if dt != "bool" else np.bool_)
            if a.dtype.name != dt or a.shape != (L,):
                self.kr.stats["fallbacks"] += 1
                eng._run_steps(ph.steps, m)  # not the layout compiled code reads: interpret
                return
            ins.append(a)
        outs = [np.empty(L, np.bool_ if dt == "bool" else np.dtype(dt)) for dt in ph.writes.values()]
        sps = [st.special[s] for s in ph.specials]
        args = [L, _ONE if m is None else m, m is None, *ins, *outs, *sps, *self.mem_args(ph.mem)]
        if ph.fn is None:
            eng._run_steps(ph.steps, m)
            return
        if not ph.ready:
            from ptxemu.machine.running.compiled import background

            if not background.may_call(ph, args):
                eng._run_steps(ph.steps, m)  # compiling in a child process: interpreted meanwhile
                return
            ph.ready = True
        try:
            rc = ph.fn(*args)
        except Exception as e:  # a translation numba cannot compile: a bug here, never the user's problem
            from numba.core.errors import NumbaError

            if not isinstance(e, NumbaError):
                raise
            ph.fn = None
            self.kr.stats["broken"] = self.kr.stats.get("broken", 0) + 1
            eng._run_steps(ph.steps, m)
            return
        if rc != 0:
            self.kr.stats["fallbacks"] += 1
        if rc < 0:
            eng._run_steps(ph.steps, m)
            return
        for r, o in zip(ph.writes, outs, strict=True):
            st.R[r] = o
        if rc > 0:
            eng._run_steps(ph.steps[ph.store_start + rc - 1 :], m)


def kernel_route(kernel) -> KernelRoute:
    """The kernel's compiled route, made on first use."""
    kr = getattr(kernel, "_compiled_route", None)
    if kr is None:
        kr = kernel._compiled_route = KernelRoute(kernel)
        kr.recall()
    return kr
