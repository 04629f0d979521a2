"""Fixtures shared by the test layers."""

from __future__ import annotations

import os

import pytest

from ptxemu.numerics import jit

# The suite holds the interpreter, the reference, to the recordings: launches whose route is not
# named run interpreted (the compiled route, the users' default, compiles hot blocks with numba:
# minutes of a cold cache on CI's 2 cores, and time-bounded tests would measure the compiler).
# tests/machine/test_routes.py runs every recorded kernel through both routes and requires the
# same bits, counters and errors. PTXEMU_ROUTE=compiled runs the whole suite compiled.
os.environ.setdefault("PTXEMU_ROUTE", "interp")
# A hot block compiles in the launching process, so a test's launch runs the code it compares
# (users' launches interpret it while a child process compiles: compiled/background.py).
os.environ.setdefault("PTXEMU_COMPILE_WAIT", "1")
# A generated function the C route cannot build raises instead of leaving its work to the
# interpreter (machine.running.compiled.native): a gap in the translation shows as a failure.
os.environ.setdefault("PTXEMU_NATIVE_STRICT", "1")
# The suite compiles ~200 MB of machine code (test_routes compiles every block of every recorded
# kernel); at the users' 100 MB bound entries would be evicted mid-run and compiled again.
# tests/machine/test_route_cache.py tests the bound itself.
os.environ.setdefault("PTXEMU_CACHE_MB", "1024")
# The slow set (`@pytest.mark.slow`, left out by default: pyproject addopts; `pytest -m slow` runs it,
# README "Tests"). A test is slow when BOTH hold: (1) it takes over 30 s on CI's 2 cores with an empty
# cache (`pytest --durations`; numba compiling every block of a large recorded kernel is the usual
# cause), and (2) what it checks is checked by a default test too: the same truth (recording, route
# comparison, family of kernels) has a representative left in the default run. A family's
# representatives are named where it is parametrized (test_routes._representatives).


@pytest.fixture(params=["kernel", "numpy"])
def jit_route(request: pytest.FixtureRequest):
    """Run a test through the compiled kernels (where numba is present) and through the numpy
    routes (numerics.jit switched off): both must give the same bits."""
    if request.param == "kernel":
        if not jit.available():
            pytest.skip("numba is not installed: no compiled route")
        assert jit.numba is not None  # loaded now: routes that wait for numba to pay off take it at once
        yield request.param
    else:
        with jit.disabled():
            yield request.param


@pytest.fixture(params=["compiled", "chains", "rounds"])
def atomic_route(request: pytest.FixtureRequest):
    """Run a test's atomics through each route of semantics.atomic.apply_in_lane_order: numba's
    compiled loop, numpy's chains, the numpy rounds (the reference): the same bits."""
    from ptxemu.machine.semantics import atomic

    if request.param == "compiled" and not jit.available():
        pytest.skip("numba is not installed: no compiled route")
    with atomic.route(request.param):
        yield request.param


def _f32_codes(rng, n: int):
    """Random f32 bits mixed with subnormals, values near +-2^-126, small normals and specials."""
    import numpy as np

    sign = rng.integers(0, 2, n).astype(np.uint32) << np.uint32(31)
    k = rng.integers(0, 6, n)
    anything = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    sub = rng.integers(0, 2**23, n).astype(np.uint32) | sign
    near = (0x00800000 + rng.integers(-4, 4, n)).astype(np.uint32) | sign
    small = rng.integers(0x30000000, 0x40000000, n).astype(np.uint32) | sign
    special = rng.choice(
        np.array([0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00001, 0x7F800001, 0x3F800000, 1], np.uint32), n
    )
    return np.select([k == 0, k == 1, k == 2, k == 3, k == 4], [anything, sub, near, small, special],
                     anything & np.uint32(0x8FFFFFFF))


@pytest.fixture
def f32_codes():
    """f32_codes(rng, n): operands for comparing f32 arithmetic routes (tests/numerics/test_f32_kernel.py,
    tests/machine/test_native.py)."""
    return _f32_codes
