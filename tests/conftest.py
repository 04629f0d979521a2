"""Fixtures shared by the test layers."""

from __future__ import annotations

import pytest

from ptxemu.numerics import jit


@pytest.fixture(params=["kernel", "numpy"])
def jit_route(request: pytest.FixtureRequest):
    """Run a test through the compiled kernels (where numba is present) and through the numpy
    routes (numerics.jit switched off): both must give the same bits."""
    if request.param == "kernel":
        if not jit.available():
            pytest.skip("numba is not installed: no compiled route")
        yield request.param
    else:
        with jit.disabled():
            yield request.param
