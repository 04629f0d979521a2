"""The Blackwell models' fast routes must agree bit for bit with the block-FMA engine itself.

numerics/blackwell.py evaluates outputs with finite inputs by the compiled block-FMA kernel
(numerics/blockfma_kernel.py, where numba is present) or else from float64 matrix products where
that is provably exact, and hands the rest to numerics/blockfma.evaluate; here every test runs
once per fast route, and both routes run on random and adversarial batches (every
element code incl. NaN/inf/subnormals, scales over the whole ue8m0/ue4m3 range, C from 2^-149 to
inf, exact cancellation, huge exponent spreads) and must give identical codes.
"""

from __future__ import annotations

import dataclasses
import zlib

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ptxemu
from ptxemu.numerics import blackwell
from ptxemu.numerics.blackwell import MODELS

pytestmark = pytest.mark.usefixtures("jit_route")  # both routes: tests/conftest.py


BASE = "mma.sync.aligned"
FORMS = {
    "f8f6f4-f32": (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f32.{{a}}.{{b}}.f32", 32, 0, None),
    "f8f6f4-f16": (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f16.{{a}}.{{b}}.f16", 32, 0, None),
    "mxf8f6f4": (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.{{a}}.{{b}}.f32.ue8m0", 32, 1,
                 "ue8m0"),
    "mxf4": (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0", 64, 2, "ue8m0"),
    "nvf4-ue4m3": (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32"
                   ".ue4m3", 64, 4, "ue4m3"),
    "nvf4-ue8m0": (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32"
                   ".ue8m0", 64, 4, "ue8m0"),
}
BITS = {"e4m3": 8, "e5m2": 8, "e3m2": 6, "e2m3": 6, "e2m1": 4}
TYPES = list(BITS)


def _both(form, A, B, C, kw, model):
    fast = MODELS[model]
    slow = dataclasses.replace(fast, fast=False)
    d1 = ptxemu.mma(form, A, B, C, target=fast, **kw)
    d2 = ptxemu.mma(form, A, B, C, target=slow, **kw)
    return d1, d2


def _case(rng, key, ta, tb, T, style):
    form, K, sv, stype = FORMS[key]
    if K == 64:
        ta = tb = "e2m1"
    A = rng.integers(0, 1 << BITS[ta], (T, 16, K), dtype=np.uint8)
    B = rng.integers(0, 1 << BITS[tb], (T, K, 8), dtype=np.uint8)
    f16 = ".f16." in form
    if style == "wide":  # C across the whole range incl. subnormal, inf, NaN, -0
        C = rng.integers(0, 1 << (16 if f16 else 32), (T, 16, 8)).astype(np.uint16 if f16 else np.uint32)
    else:  # C of the products' size, and exact cancellation partners
        C = (rng.standard_normal((T, 16, 8)) * 8).astype(np.float16 if f16 else np.float32)
        C = C.view(np.uint16 if f16 else np.uint32)
    kw = {}
    if sv:
        if stype == "ue8m0":
            lo, hi = (0, 256) if style == "wide" else (120, 135)
            SA = rng.integers(lo, hi, (T, 16, sv)).astype(np.uint8)
            SB = rng.integers(lo, hi, (T, sv, 8)).astype(np.uint8)
        else:
            hi = 0x80 if style == "wide" else 0x50
            SA = rng.integers(0, hi, (T, 16, sv)).astype(np.uint8)
            SB = rng.integers(0, hi, (T, sv, 8)).astype(np.uint8)
        kw = dict(scale_a=SA, scale_b=SB)
    return form.format(a=ta, b=tb), A, B, C, kw


@pytest.mark.parametrize("model", list(MODELS))
@pytest.mark.parametrize("key", list(FORMS))
@pytest.mark.parametrize("style", ["wide", "typical"])
def test_fast_path_equals_engine(model: str, key: str, style: str) -> None:
    rng = np.random.default_rng(zlib.crc32(f"{model}{key}{style}".encode()))
    pairs = [("e4m3", "e4m3"), ("e5m2", "e2m1"), ("e3m2", "e2m3")] if FORMS[key][1] == 32 else [(None, None)]
    for ta, tb in pairs:
        form, A, B, C, kw = _case(rng, key, ta, tb, 24, style)
        d1, d2 = _both(form, A, B, C, kw, model)
        assert np.array_equal(d1, d2), (form, int((d1 != d2).sum()))


@pytest.mark.parametrize("key", ["f8f6f4-f16", "mxf8f6f4", "nvf4-ue4m3"])
def test_batches_longer_than_a_run(key: str) -> None:
    """Several 64-entry runs of the short-row kernel and a partial last one (T = 150), with
    NaN/inf C and scales over their whole range."""
    rng = np.random.default_rng(zlib.crc32(key.encode()))
    form, A, B, C, kw = _case(rng, key, "e5m2", "e3m2", 150, "wide")
    d1, d2 = _both(form, A, B, C, kw, list(MODELS)[0])
    assert np.array_equal(d1, d2), (form, int((d1 != d2).sum()))


@pytest.mark.parametrize("model", list(MODELS))
def test_fast_path_cancellation_and_spread(model: str) -> None:
    """Products that cancel exactly, tiny leftovers, and rows mixing 2^-133 with 2^135 scales."""
    rng = np.random.default_rng(5)
    form = FORMS["nvf4-ue8m0"][0]
    T = 32
    A = rng.integers(0, 16, (T, 16, 64), dtype=np.uint8)
    B = rng.integers(0, 16, (T, 64, 8), dtype=np.uint8)
    A[:, :, 32:48] = A[:, :, 0:16] ^ 0x8  # chunk 2 = -chunk 0 ...
    B[:, 32:48, :] = B[:, 0:16, :]  # ... times the same B: cancels when the scales match
    SA = rng.integers(100, 150, (T, 16, 4)).astype(np.uint8)
    SA[:, :, 2] = SA[:, :, 0]
    SA[::3, :, 3] = 0  # 2^-127 next to 2^22
    SB = rng.integers(100, 150, (T, 4, 8)).astype(np.uint8)
    SB[:, 2] = SB[:, 0]
    SB[1::3, 1] = 254
    C = np.zeros((T, 16, 8), np.uint32)
    C[::2] = (rng.standard_normal((16, 8)) * 2.0 ** 20).astype(np.float32).view(np.uint32)
    d1, d2 = _both(form, A, B, C, dict(scale_a=SA, scale_b=SB), model)
    assert np.array_equal(d1, d2)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), key=st.sampled_from(list(FORMS)), ta=st.sampled_from(TYPES),
       tb=st.sampled_from(TYPES), style=st.sampled_from(["wide", "typical"]))
def test_fast_path_property(seed: int, key: str, ta: str, tb: str, style: str) -> None:
    rng = np.random.default_rng(seed)
    form, A, B, C, kw = _case(rng, key, ta, tb, 4, style)
    d1, d2 = _both(form, A, B, C, kw, blackwell.DEFAULT_MODEL)
    assert np.array_equal(d1, d2)
