"""The compiled route's C backend (machine.running.compiled.native): its helpers against independent
references (ops.arith's float64-pair f32 route, which the H100 recordings check; PTX's shift and
sign-extension rules worked from the manual; Python's floor division), its refusal of what it
cannot translate exactly, and a whole kernel through it in fresh processes (the route comparison
tests in test_routes.py run every recorded kernel through it, as it is the default where a C
compiler is found)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ptxemu.machine.running.compiled import native
from ptxemu.numerics import jit
from ptxemu.ops.arith import f32_arith

pytestmark = pytest.mark.skipif(native.compiler() is None, reason="no C compiler")

ROOT = Path(__file__).resolve().parents[2]
HEAD = "import numpy as np\n\nfrom ptxemu.machine.running.compiled import rt\n\n"


def module(text: str, tmp_path: Path):
    text = HEAD + text
    stem = "ptxemu_route_" + hashlib.sha256(text.encode()).hexdigest()[:24]
    return native.NativeModule(text, stem, tmp_path)


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PTXEMU_CACHE", str(tmp_path))
    monkeypatch.setenv("PTXEMU_NATIVE_STRICT", "1")


F32 = """
def f(L, op, ftz, a, b, c, out):
    for i in range(L):
        out[i] = rt.scalar_rn(op, np.uint64(a[i]), np.uint64(b[i]), np.uint64(c[i]), ftz)
    return 0
"""


@pytest.mark.parametrize("op", ["add", "sub", "mul", "fma"])
@pytest.mark.parametrize("ftz", [False, True])
def test_f32_rn_in_c_equals_the_float64_pair_route(op, ftz, tmp_path, f32_codes):
    rng = np.random.default_rng(sum(map(ord, op)) + ftz)
    n = 100_000
    a, b, c = f32_codes(rng, n), f32_codes(rng, n), f32_codes(rng, n)
    if op == "fma":  # products around the .ftz boundary (2^-130..2^-126) half of the time
        tiny = rng.integers(0x1F000000, 0x21000000, n).astype(np.uint32)
        pick = rng.integers(0, 2, n).astype(bool)
        a = np.where(pick, tiny, a)
        b = np.where(pick, tiny ^ (rng.integers(0, 2, n).astype(np.uint32) << np.uint32(31)), b)
    out = np.zeros(n, np.uint32)
    code = {"add": 0, "sub": 1, "mul": 2, "fma": 3}[op]  # rt.scalar_rn's operation codes
    assert module(F32, tmp_path).f(n, code, ftz, a, b, c, out) == 0
    with jit.disabled():  # the numpy float64-pair route, not numba's kernel
        ref = f32_arith(op, a, b, c if op == "fma" else None, "rn", ftz=ftz)
    bad = np.flatnonzero(out != ref)
    assert len(bad) == 0, f"{len(bad)} differ, first a={a[bad[0]]:#x} b={b[bad[0]]:#x} c={c[bad[0]]:#x}"


def test_f32_threshold_is_f32_kernels():
    from ptxemu.numerics.f32_kernel import _T

    assert native._T == _T


INT = """
def g(L, a, n, o1, o2, o3, o4, o5):
    for i in range(L):
        x = np.uint64(a[i])
        k = np.uint64(n[i])
        o1[i] = rt.shl(x, k, 32)
        o2[i] = rt.shr_u(x, k, 32)
        o3[i] = rt.shr_s(x, k, 32)
        o4[i] = np.uint64(rt.sext(x, 16))
        o5[i] = rt.shr_s(x, k, 16)
    return 0


def h(L, a, b, q, r):
    for i in range(L):
        q[i] = a[i] // b[i]
        r[i] = a[i] % b[i]
    return 0
"""


def test_shifts_and_sign_extension_follow_the_manual(tmp_path):
    """shl/shr (manual 9.7.8.7-8): amounts above the width give 0, or all sign bits for .s types;
    the count is unsigned (a huge count clamps too)."""
    a = np.array([0x80000001, 0x7FFFFFFF, 0xFFFF8000, 0x12345678, 0x8001, 0], np.uint32)
    n = np.array([0, 1, 31, 32, 33, 0xFFFFFFFF], np.uint32)
    A, N = (x.ravel() for x in np.meshgrid(a, n, indexing="ij"))
    L = len(A)
    outs = [np.zeros(L, np.uint64) for _ in range(5)]
    assert module(INT, tmp_path).g(L, A, N, *outs) == 0
    for i in range(L):
        x, k = int(A[i]), int(N[i])
        s32 = x - (1 << 32) if x >> 31 else x
        lo16 = x & 0xFFFF
        s16 = lo16 - (1 << 16) if lo16 >> 15 else lo16
        assert outs[0][i] == ((x << k) & 0xFFFFFFFF if k < 32 else 0)
        assert outs[1][i] == (x >> k if k < 32 else 0)
        assert outs[2][i] == (s32 >> min(k, 31)) & 0xFFFFFFFF
        assert outs[3][i] == s16 & (2**64 - 1)
        assert outs[4][i] == (s16 >> min(k, 15)) & 0xFFFF


def test_signed_division_is_pythons_floor_division(tmp_path):
    a = np.array([7, -7, 7, -7, 0, -1, 2**62], np.int64)
    b = np.array([2, 2, -2, -2, 3, 4, -3], np.int64)
    q, r = np.zeros(7, np.int64), np.zeros(7, np.int64)
    assert module(INT, tmp_path).h(7, a, b, q, r) == 0
    assert q.tolist() == [x // y for x, y in zip(a.tolist(), b.tolist(), strict=True)]
    assert r.tolist() == [x % y for x, y in zip(a.tolist(), b.tolist(), strict=True)]


MIXED = """
def bad(L, a, o):
    for i in range(L):
        o[i] = a[i] + np.int64(1)
    return 0
"""


def test_what_numba_would_compute_in_float64_is_refused(tmp_path, monkeypatch):
    """uint64 + int64 is float64 in numba: not translated (the route then interprets the phase)."""
    a, o = np.arange(4, dtype=np.uint64), np.zeros(4, np.uint64)
    with pytest.raises(native.NotC, match="float64"):
        module(MIXED, tmp_path).bad(4, a, o)
    monkeypatch.setenv("PTXEMU_NATIVE_STRICT", "0")
    assert module(MIXED, tmp_path).bad(4, a, o) == -1  # refused: nothing done
    assert not o.any()


def test_arguments_it_does_not_take_are_declined(tmp_path):
    """A non-contiguous array (or an object it does not know) makes the call return -1 unbuilt."""
    a = np.arange(8, dtype=np.int64)[::2]
    assert module(INT, tmp_path).h(4, a, a, np.zeros(4, np.int64), np.zeros(4, np.int64)) == -1


CELL = """
import json, os, sys
import numpy as np, ptxemu
from ptxemu.machine.running.compiled import native
rk = ptxemu.Module(open(sys.argv[1]).read())
rng = np.random.default_rng(0)
A = rng.standard_normal((64, 128)).astype(np.float32)
B = rng.standard_normal((128, 64)).astype(np.float32)
out = {}
for route in ("compiled", "interp"):
    C = np.zeros((64, 64), np.float32)
    args = [np.int32(64), np.int32(64), np.int32(128), A, B, C]
    rk.launch("sgemm_tiled", (4, 4), (16, 16), args, route=route)
    out[route] = C.view(np.uint32).tolist()
print(json.dumps({"same": out["compiled"] == out["interp"], "stats": native.stats,
                  "numba": "numba" in sys.modules}))
"""


def test_sgemm_runs_native_from_its_first_launch_without_numba(tmp_path):
    """A fresh process: hot blocks built by the C compiler in the launch that makes them hot (no
    child process, numba never imported), the same bits as the interpreter; a second process
    loads the libraries from the disk cache."""
    env = dict(os.environ, PTXEMU_CACHE=str(tmp_path), PTXEMU_NATIVE="c", PTXEMU_COMPILE_AFTER="0",
               PTXEMU_COMPILE_WAIT="0", PTXEMU_JOBS="1", PTXEMU_NATIVE_STRICT="1",
               PYTHONPATH=str(ROOT / "src"))
    ptx = str(ROOT / "benchmarks" / "kernels" / "route_sm90a.ptx")
    runs = []
    for _ in range(2):
        r = subprocess.run([sys.executable, "-c", CELL, ptx], env=env, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr[-2000:]
        runs.append(json.loads(r.stdout.strip().splitlines()[-1]))
    first, second = runs
    assert first["same"] and second["same"]
    assert not first["numba"] and not second["numba"]
    assert first["stats"]["built"] > 0 and first["stats"]["refused"] == 0
    assert second["stats"]["built"] == 0 and second["stats"]["loaded"] == first["stats"]["built"]
