"""The fast f64 chains of f64_mma (the compiled one of numerics/f64_kernel.py where numba is on,
else the numpy error-free chain `_chain_fast` of numerics/f64.py; each run here) against the
integer FMA chain of the same module (Python-integer exact a*b + c, one rounding per step), which
reproduces the recorded H100 DMMA results (test_mma_dense_hw.py, every shape and mode). Both must
give the same bits, also where the fast chain hands outputs back (NaN/inf, huge, tiny, zeros)."""

from __future__ import annotations

from contextlib import nullcontext

import numpy as np
import pytest

from ptxemu.isa.statement import parse_instruction
from ptxemu.numerics import jit
from ptxemu.numerics.f64 import f64_mma, fma_step
from ptxemu.ops.mma_dense import parse_dense_form


def _values(rng: np.random.Generator, shape: tuple[int, ...], kind: str) -> np.ndarray:
    if kind == "normal":
        v = rng.standard_normal(shape)
    elif kind == "wide":  # exponents over the whole range, around the fast chain's limits too
        with np.errstate(over="ignore"):  # inf products become 0 below
            v = rng.standard_normal(shape) * np.exp2(rng.integers(-1074, 1024, shape).astype(float))
    elif kind == "edges":
        e = rng.choice([-481, -480, -479, 494, 495, 496, 0, -1000, 998, 999], shape)
        v = rng.standard_normal(shape) * np.exp2(e.astype(float))
    elif kind == "zeros":
        v = np.where(rng.random(shape) < 0.5, rng.choice([0.0, -0.0], shape), rng.standard_normal(shape))
    elif kind == "ints":  # small integers: exact cancellations and exact zero sums
        v = rng.integers(-3, 4, shape).astype(float)
    else:  # any bit pattern: NaN payloads, inf, subnormals
        return rng.integers(0, 2**64, shape, dtype=np.uint64)
    return np.where(np.isfinite(v), v, 0.0).view(np.uint64)


def _route(route: str):
    """'kernel': the compiled chain (skipped without numba); 'numpy': `_chain_fast`."""
    if route == "kernel":
        if not jit.available():
            pytest.skip("numba not available")
        return nullcontext()
    return jit.disabled()


@pytest.mark.parametrize("route", ["kernel", "numpy"])
@pytest.mark.parametrize("mode", ["rn", "rz", "rm", "rp"])
@pytest.mark.parametrize("shape", ["m16n8k4", "m16n8k16", "m8n8k4"])
def test_fast_chain_equals_integer_chain(mode: str, shape: str, route: str) -> None:
    form = parse_dense_form(parse_instruction(f"mma.sync.aligned.{shape}.row.col.{mode}.f64.f64.f64.f64"))
    rng = np.random.default_rng(["rn", "rz", "rm", "rp"].index(mode) * 97 + form.k + form.m)
    T = 6
    for kind in ("normal", "wide", "edges", "zeros", "ints", "bits"):
        A = _values(rng, (T, form.m, form.k), kind)
        B = _values(rng, (T, form.k, form.n), kind)
        C = _values(rng, (T, form.m, form.n), kind)
        if kind == "ints":  # C cancels the exact dot product in some outputs
            exact = A.view(float) @ B.view(float)
            C = np.where(rng.random(exact.shape) < 0.5, (-exact).view(np.uint64), C)
        with _route(route):
            fast = f64_mma(form, A, B, C, target="sm_90a", fma=fma_step, fast=True)
        ref = f64_mma(form, A, B, C, target="sm_90a", fma=fma_step, fast=False)
        bad = np.argwhere(fast != ref)
        assert not len(bad), f"{kind}: {len(bad)} differ, first {bad[0]}: " \
                             f"{int(fast[tuple(bad[0])]):#x} vs {int(ref[tuple(bad[0])]):#x}"


@pytest.mark.parametrize("route", ["kernel", "numpy"])
def test_broadcast_batch(route: str) -> None:
    form = parse_dense_form(parse_instruction("mma.sync.aligned.m16n8k8.row.col.rn.f64.f64.f64.f64"))
    rng = np.random.default_rng(3)
    A = _values(rng, (2, 1, 16, 8), "normal")
    B = _values(rng, (3, 8, 8), "zeros")
    C = _values(rng, (16, 8), "normal")
    with _route(route):
        fast = f64_mma(form, A, B, C, target="sm_90a", fma=fma_step)
    assert fast.shape == (2, 3, 16, 8)
    assert np.array_equal(fast, f64_mma(form, A, B, C, target="sm_90a", fma=fma_step, fast=False))
