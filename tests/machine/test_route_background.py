"""A hot block compiles in a child process while the launch goes on interpreting it
(compiled/background.py): the launch's results are the interpreter's meanwhile and after, and the
machine code is used once the child has written numba's disk cache."""

from __future__ import annotations

import json
import os
import time

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.running.compiled import background
from ptxemu.machine.running.compiled.route import kernel_route
from ptxemu.numerics import jit


def _kernel(salt: int) -> str:
    # a loop the route compiles; the salt makes its generated source (and cache entry) new
    return f""".version 8.0
.target sm_90a
.address_size 64
.visible .entry loop(.param .u64 out, .param .u32 n)
{{
.reg .b32 %r<8>;
.reg .b64 %rd<4>;
.reg .pred %p<2>;
ld.param.u64 %rd1, [out];
ld.param.u32 %r1, [n];
mov.u32 %r2, %tid.x;
mov.u32 %r3, 0;
mov.u32 %r4, 0;
LOOP:
mad.lo.s32 %r3, %r4, {salt}, %r3;
xor.b32 %r3, %r3, %r2;
add.s32 %r4, %r4, 1;
setp.lt.u32 %p1, %r4, %r1;
@%p1 bra LOOP;
mul.wide.u32 %rd2, %r2, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r3;
ret;
}}
"""


def _run(mod, route: str):
    out = np.zeros(256, np.uint32)
    st = mod.launch("loop", 1, 256, [out, np.uint32(200)], route=route, workers=1)
    return out.tobytes(), st.thread_instructions, st.warp_instructions


def _setup(tmp_path, monkeypatch, wait: str, after: str, fork: bool = False) -> None:
    """numba (and fork where children compile), an empty cache of the test's own, the compile mode
    and threshold."""
    if not jit.available() or (fork and not hasattr(os, "fork")):
        pytest.skip("numba and fork needed" if fork else "numba not installed")
    monkeypatch.setenv("PTXEMU_CACHE", str(tmp_path))
    monkeypatch.setenv("PTXEMU_NATIVE", "numba")  # children compile numba code (C builds in the call)
    monkeypatch.setenv("PTXEMU_COMPILE_WAIT", wait)
    monkeypatch.setenv("PTXEMU_COMPILE_AFTER", after)


def _until_nothing_compiles(launch, want) -> None:
    """Launch again and again (each time the interpreter's result) until a launch starts no compile."""
    for _ in range(12):
        n = background.started
        background.drain()
        time.sleep(background.POLL_S)  # a block told to wait asks again after this long
        assert launch() == want
        if background.started == n:
            break
    assert background.started == n and background.pending() == 0


def test_a_hot_block_compiles_in_a_child_while_the_launch_interprets(tmp_path, monkeypatch):
    _setup(tmp_path, monkeypatch, "0", "0", fork=True)
    mod = ptxemu.Module(_kernel(1_000_003 + (time.time_ns() % 1_000_000) * 2))
    want = _run(mod, "interp")
    n0 = background.started
    assert _run(mod, "compiled") == want  # its blocks turn hot here: compiles start, one per free core
    assert background.started > n0
    kr = kernel_route(mod.kernel("loop"))
    ti = [kr.stats.get("region_ti", 0)]

    def launch():
        ti[0] = kr.stats.get("region_ti", 0)
        return _run(mod, "compiled")

    _until_nothing_compiles(launch, want)
    assert kr.stats.get("region_ti", 0) > ti[0]  # the last launch ran its loop natively
    assert any(p.name.endswith(".nbi") for p in (tmp_path / "__pycache__").iterdir())


def test_compile_wait_compiles_in_the_launching_process(tmp_path, monkeypatch):
    _setup(tmp_path, monkeypatch, "1", "0")
    mod = ptxemu.Module(_kernel(2_000_003 + (time.time_ns() % 1_000_000) * 2))
    want = _run(mod, "interp")
    assert _run(mod, "compiled") == want
    kr = kernel_route(mod.kernel("loop"))
    units = [u for us in kr.plans.values() for u in us if hasattr(u, "ready")]
    assert units and all(u.ready and u.fn.signatures for u in units)
    assert background.pending() == 0


def test_launch_workers_leave_compiling_to_their_parent(tmp_path, monkeypatch):
    """A launch's workers start no compiling children (each would compile every function once per
    worker): they interpret and send the signatures back; the parent starts one child per function
    after the launch, and a later launch's workers inherit the machine code it loaded."""
    from ptxemu.machine.launching import launch as L

    _setup(tmp_path, monkeypatch, "0", "0", fork=True)
    monkeypatch.setattr(L, "MIN_WORKER_LANES", 0)
    mod = ptxemu.Module(_kernel(3_000_003 + (time.time_ns() % 1_000_000) * 2))

    def run(route: str, workers: int):
        out = np.zeros(4 * 128, np.uint32)
        st = mod.launch("loop", 4, 128, [out, np.uint32(200)], route=route, workers=workers)
        return out.tobytes(), st.thread_instructions, st.warp_instructions, st.batches

    want = run("interp", 1)
    n0 = background.started
    got = run("compiled", 2)
    assert got[:3] == want[:3] and got[3] >= 2
    assert background.started > n0, "the parent started no compile"
    kr = kernel_route(mod.kernel("loop"))
    _until_nothing_compiles(lambda: run("compiled", 2)[:3], want[:3])
    units = [u for us in kr.plans.values() for u in us if hasattr(u, "ready")]
    regions = [rg for rg in kr.regions.values() if rg is not None]
    loaded = [u.fn.signatures for u in units] + [rg.fn.signatures for rg in regions]
    assert loaded and all(loaded), "the parent holds every planned function's machine code"


# -- the hot list: a later process starts with what turned hot before (KernelRoute.remember/recall) --
_RECALL = """
import json
import sys
import numpy as np
import ptxemu
from ptxemu.machine.running.compiled.route import kernel_route
mod = ptxemu.Module(open(sys.argv[1]).read())
mod.kernel("other")  # loaded first: "loop"'s program counters differ from the first process's
kr = kernel_route(mod.kernel("loop"))
ready = [rg.fn.signatures != [] and rg.ready for rg in kr.regions.values() if rg is not None]
out = np.zeros(256, np.uint32)
st = mod.launch("loop", 1, 256, [out, np.uint32(200)], route="compiled", workers=1)
print(json.dumps({"plans": len(kr.plans), "ready": ready, "region_ti": kr.stats.get("region_ti", 0),
                  "got": [out.tobytes().hex(), st.thread_instructions, st.warp_instructions]}))
"""


_COLD = """
import json
import sys
import ptxemu
from ptxemu.machine.running.compiled.route import kernel_route
kr = kernel_route(ptxemu.Module(open(sys.argv[1]).read()).kernel("loop"))
print(json.dumps({"plans": len(kr.plans), "numba": "numba" in sys.modules}))
"""


def _two_kernels(salt: int) -> str:
    other = """
.visible .entry other(.param .u64 out)
{
.reg .b32 %r<4>;
.reg .b64 %rd<2>;
ld.param.u64 %rd1, [out];
mov.u32 %r1, %tid.x;
add.s32 %r2, %r1, 7;
st.global.u32 [%rd1], %r2;
ret;
}
"""
    return _kernel(salt) + other


def test_a_later_process_starts_with_the_blocks_that_turned_hot(tmp_path, monkeypatch):
    """After a launch the kernel's hot list names its hot blocks (by function and offset) with their
    heat and signatures; a new process plans them and loads their machine code before its first
    launch runs, which then runs the loop natively from its first iteration with the interpreter's
    bits, even where another kernel of the module was loaded first and moved every pc."""
    import subprocess
    import sys

    _setup(tmp_path, monkeypatch, "1", "20000")
    text = _two_kernels(4_000_003 + (time.time_ns() % 1_000_000) * 2)
    mod = ptxemu.Module(text)
    want = _run(mod, "interp")
    assert _run(mod, "compiled") == want
    kr = kernel_route(mod.kernel("loop"))
    assert kr.stats["regions"] == 1 and kr.heat[min(kr.plans)] >= 20000
    assert len(list(tmp_path.glob("ptxemu_route_*.hot2"))) == 1
    src = tmp_path / "k.ptx"
    src.write_text(text)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    got = subprocess.run([sys.executable, "-c", _RECALL, str(src)], env=env, capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
    later = json.loads(got.stdout.splitlines()[-1])
    assert later["got"] == [want[0].hex(), want[1], want[2]]  # the interpreter's bits and counts
    assert later["plans"] == len(kr.plans) and later["ready"] and all(later["ready"])
    assert later["region_ti"] > 0.9 * want[1]  # the loop ran natively from the start
    # the same list, read where blocks need more heat than they had: nothing is planned early
    monkeypatch.setenv("PTXEMU_COMPILE_AFTER", str(1 << 40))
    late = kernel_route(ptxemu.Module(text).kernel("loop"))
    assert late.plans == {} and late.heat == {}
    # ... and a process reading it there never loads numba (the signatures stay pickled)
    cold = subprocess.run(
        [sys.executable, "-c", _COLD, str(src)], env=dict(env, PTXEMU_COMPILE_AFTER=str(1 << 40)),
        capture_output=True, text=True,
    )
    assert cold.returncode == 0, cold.stderr
    assert json.loads(cold.stdout.splitlines()[-1]) == {"plans": 0, "numba": False}


def test_a_damaged_hot_list_is_ignored(tmp_path, monkeypatch):
    _setup(tmp_path, monkeypatch, "1", "0")
    text = _kernel(5_000_003 + (time.time_ns() % 1_000_000) * 2)
    mod = ptxemu.Module(text)
    want = _run(mod, "interp")
    assert _run(mod, "compiled") == want
    (hot,) = tmp_path.glob("ptxemu_route_*.hot2")
    hot.write_bytes(b"not a pickle")
    again = ptxemu.Module(text)
    assert kernel_route(again.kernel("loop")).plans == {}
    assert _run(again, "compiled") == want
    assert hot.read_bytes() != b"not a pickle"  # written anew after the launch
