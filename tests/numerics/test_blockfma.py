"""The block-FMA engine: the float64 datapath equals the int64 significand datapath bit for bit,
and the int64 datapath agrees with exact rational arithmetic where the model is exact."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ptxemu.numerics import models
from ptxemu.numerics.blockfma import BlockFMA, evaluate
from ptxemu.numerics.fp import F16, F32, FORMATS, decode, round_to_format
from ptxemu.verify import cases
from ptxemu.verify.kernels import form_of

FORMS = ["wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16",
         "wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16",
         "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16",
         "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32",
         "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2",
         "wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3",
         "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32",
         "mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e4m3.f16"]
IN = {"f16": F16, "bf16": FORMATS["bf16"], "tf32": FORMATS["tf32"], "e4m3": FORMATS["e4m3"],
      "e5m2": FORMATS["e5m2"]}


@pytest.mark.parametrize("text", FORMS)
def test_float64_datapath_equals_integer_datapath(text):
    f = form_of(text)
    model = models.model_for(f, None)
    A, B, C, _, _ = cases.make_cases(f, 3, seed=11)
    a, b = decode(A, IN[f.atype]), decode(B, IN[f.btype])
    c = decode(C, FORMATS[f.ctype])
    out = FORMATS[f.dtype]
    fast = evaluate(model, a, b, c, out, C, exact=False)
    slow = evaluate(model, a, b, c, out, C, exact=True)
    assert np.array_equal(fast, slow)


WIDE = BlockFMA("exact-enough", block=16, align_bits=50, step_format=F32, step_rounding="rn",
                out_rounding="rn")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0x2800, 0x5BFF), min_size=16, max_size=16),
       st.lists(st.integers(0x2800, 0x5BFF) | st.integers(0xA800, 0xDBFF), min_size=16, max_size=16))
def test_wide_alignment_is_the_correctly_rounded_dot_product(a, b):
    # with 50 alignment bits, every f16 product of one block fits: the result must be the exact
    # rational dot product rounded once to nearest f32 (checked with fractions, not numpy floats)
    A = np.array(a, np.uint16).reshape(1, 16)
    B = np.array(b, np.uint16).reshape(16, 1)
    C = np.zeros((1, 1), np.uint32)
    # exponent fields 10..22: every product lies within the 50-bit window of the largest
    d = evaluate(WIDE, decode(A, F16), decode(B, F16), decode(C, F32), F32, exact=True)
    exact = sum(Fraction(float(x)) * Fraction(float(y)) for x, y in
                zip(A.view(np.float16).ravel(), B.view(np.float16).ravel(), strict=True))
    # the exact sum needs at most 22 + 24 + 5 bits: float(Fraction) is exact, one f32 rounding
    assert d.view(np.float32)[0, 0] == np.float32(float(exact))


def test_round_to_format_matches_numpy_casts():
    rng = np.random.default_rng(5)
    x = (rng.standard_normal(20000) * 2.0 ** rng.integers(-30, 20, 20000)).astype(np.float32)
    d = decode(x.view(np.uint32), F32)
    with np.errstate(over="ignore"):
        want = x.astype(np.float16).view(np.uint16)
    assert np.array_equal(round_to_format(d.neg, d.sig, d.exp, F16, "rn", overflow_inf=True), want)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(FORMS))
def test_float64_datapath_equals_integer_datapath_on_any_codes(seed, text):
    # every bit pattern, NaN/inf/subnormal included, plus C from the full code range
    f = form_of(text)
    model = models.model_for(f, None)
    rng = np.random.default_rng(seed)
    bits = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8}
    dt = {8: np.uint8, 16: np.uint16, 32: np.uint32}
    A = rng.integers(0, 1 << bits[f.atype], size=(2, f.m, f.k), dtype=np.uint64).astype(dt[bits[f.atype]])
    B = rng.integers(0, 1 << bits[f.btype], size=(2, f.k, f.n), dtype=np.uint64).astype(dt[bits[f.btype]])
    cw = FORMATS[f.ctype].width
    C = rng.integers(0, 1 << cw, size=(2, f.m, f.n), dtype=np.uint64).astype(dt[cw])
    a, b = decode(A, IN[f.atype]), decode(B, IN[f.btype])
    out = FORMATS[f.dtype]
    fast = evaluate(model, a, b, None, out, C, exact=False, c_fmt=FORMATS[f.ctype])
    slow = evaluate(model, a, b, decode(C, FORMATS[f.ctype]), out, C, exact=True)
    assert np.array_equal(fast, slow)
