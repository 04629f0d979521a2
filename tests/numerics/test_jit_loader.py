"""numerics.jit's loader: numba is loaded in a background thread once a process's numpy work says it
pays, never in the caller's thread, and never in the midst of a short launch; the routes give the
same bits before and after (each route's own tests compare them with their references).

Each case runs in a fresh process (numba not yet imported), with the default settings."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from ptxemu.numerics import jit

pytestmark = pytest.mark.skipif(not jit.available(), reason="numba not installed")


def _run(code: str) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PTXEMU_JIT", "PTXEMU_JIT_WAIT")}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stdout.split()


def test_conversions_load_numba_in_the_background_with_the_same_bits() -> None:
    out = _run(r"""
import sys, time, numpy as np, ptxemu
from ptxemu.numerics import jit
x = np.random.default_rng(0).standard_normal(1 << 18).astype(np.float32)
a, b = x[: 1 << 17], x[1 << 17:]
text = "cvt.rn.bf16x2.f32 d, a, b;"
first = ptxemu.run_instruction(text, a=a, b=b)["d"]
print("imported_at_first", "numba.core.dispatcher" in sys.modules)
jit._work[0] = jit.LOAD_AFTER  # as after a quarter second of numpy work
ptxemu.run_instruction(text, a=a, b=b)
print("loader", jit._loader[0] is not None)
jit.settle()
print("ready", jit.ready(0, "ptxemu.numerics.half_kernel:warm"))
again = ptxemu.run_instruction(text, a=a, b=b)["d"]
print("same", np.array_equal(first, again))
""")
    assert out == ["imported_at_first", "False", "loader", "True", "ready", "True", "same", "True"]


def test_a_short_launch_leaves_the_loading_to_its_end() -> None:
    out = _run(r"""
import sys, numpy as np, ptxemu
from ptxemu.numerics import jit
from ptxemu.examples import path
mod = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
seen = []
ready = jit.ready
def spy(work, warm=None):
    r = ready(work, warm)
    seen.append((jit._depth[0], jit._loader[0] is not None))
    return r
jit.ready = spy
jit._work[0] = jit.LOAD_AFTER  # past the threshold outside a launch: inside one it is LOAD_DURING
x = np.arange(1 << 14, dtype=np.float32); y = np.ones(1 << 14, np.float32)
mod.launch("saxpy", grid=64, block=256, args=[np.int32(1 << 14), np.float32(2), x, y], route="interp",
           workers=1)
print("during", any(d and on for d, on in seen), "asked", any(d for d, _ in seen),
      "after", jit._loader[0] is not None)
print("ok", np.array_equal(y, 2 * np.arange(1 << 14, dtype=np.float32) + 1))
""")
    assert out == ["during", "False", "asked", "True", "after", "True", "ok", "True"]


def test_a_fork_waits_for_the_loader() -> None:
    """A thread holding the import or compile locks at a fork would leave them held in the child:
    os.fork waits for the loader (jit.settle), and the child can use numba."""
    out = _run(r"""
import os, numpy as np
from ptxemu.numerics import jit
jit._work[0] = jit.LOAD_AFTER
jit.ready(0, "ptxemu.numerics.half_kernel:warm")
pid = os.fork()
if pid == 0:
    if jit._loader[0] is not None or not jit.ready(0, "ptxemu.numerics.half_kernel:warm"):
        os._exit(2)  # the child has no loader thread: numba, loaded before the fork, is ready
    from ptxemu.numerics import half_kernel
    o = np.empty(2, np.uint32)
    half_kernel.pack2(np.uint32([0x3F800000, 0]), np.uint32([0, 0x3F800000]), True, o)
    os._exit(0 if o.tolist() == [0x3F800000, 0x3F80] else 1)
print("child", os.waitpid(pid, 0)[1], "settled", jit._loader[0].imported.is_set())
""")
    assert out == ["child", "0", "settled", "True"]


def test_a_numba_that_fails_to_import_raises_in_the_caller() -> None:
    """An installed numba that fails to import is not a silent change of route: once the loader
    has met the error, the route's own import raises it (as before the loader)."""
    out = _run(r"""
import sys, numpy as np, ptxemu
from ptxemu.numerics import jit
sys.modules["numba"] = None  # import numba now raises ImportError
jit._work[0] = jit.LOAD_AFTER
x = np.ones(1 << 12, np.uint32)
jit.ready(0, "ptxemu.numerics.half_kernel:warm")
jit.settle()
try:
    ptxemu.run_instruction("cvt.rn.bf16x2.f32 d, a, b;", a=x.view(np.float32), b=x.view(np.float32))
    print("no error")
except ImportError:
    print("ImportError", isinstance(jit._loader[0].broken, ImportError))
""")
    assert out == ["ImportError", "True"]
