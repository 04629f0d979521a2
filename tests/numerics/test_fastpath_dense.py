"""The table-driven dense fast path (numerics/blockfma_fast.py), in both its routes (the numba kernel
of numerics/blockfma_kernel.py and the numpy chunks), against the int64 significand
datapath of blockfma.evaluate (exact=True), which reproduces every recorded H100 output
(test_mma_dense_hw.py). Both must give the same bits on random and adversarial codes: any code
(NaN/inf included), wide exponent spreads, subnormals, exact cancellation, C far above or below the
products, overflow, zeros of both signs, negation and scale-d per batch entry, broadcast batches."""

from __future__ import annotations

import zlib

import numpy as np
import pytest

import ptxemu
from ptxemu.isa.statement import parse_instruction
from ptxemu.numerics import blockfma_fast
from ptxemu.numerics.blockfma import evaluate
from ptxemu.numerics.fp import FORMATS, decode
from ptxemu.numerics.models import _IN_FMT, model_for
from ptxemu.ops.mma_dense import parse_dense_form

pytestmark = pytest.mark.usefixtures("jit_route")  # both routes: tests/conftest.py


FORMS = [
    "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16",
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16",
    "wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16",
    "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2",
    "wgmma.mma_async.sync.aligned.m64n72k32.f16.e5m2.e4m3",
    "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
    "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32",
    "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16",
    "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32",
    "mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e4m3.f16",
    "wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32",
    "mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32",
    "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32",
]

KINDS = ["anycode", "finite", "wide", "subnormal", "cancel", "bigc", "tinyc", "zeros", "huge"]


def _codes(rng: np.random.Generator, typ: str, shape: tuple[int, ...], kind: str) -> np.ndarray:
    fmt = FORMATS[typ]
    w = fmt.width
    dt = np.uint8 if w == 8 else np.uint16 if w == 16 else np.uint32
    x = rng.integers(0, 1 << w, shape, dtype=np.uint64)
    sign = x & (1 << (w - 1))
    mant = x & ((1 << fmt.mbits) - 1)
    top = (1 << fmt.ebits) - 1
    if kind == "anycode":
        return x.astype(dt)
    if kind in ("finite", "wide", "bigc", "tinyc", "huge"):
        lo, hi = (top - 3, top - 1) if kind == "huge" else (0, top - 1)
        e = rng.integers(lo, hi + 1, shape).astype(np.uint64)
    elif kind == "subnormal":
        e = rng.integers(0, 3, shape).astype(np.uint64)
    elif kind == "cancel":  # one binade, few mantissa bits: many exact cancellations
        e = np.full(shape, fmt.bias, np.uint64)
        mant &= np.uint64(((1 << fmt.mbits) - 1) & ~((1 << max(fmt.mbits - 3, 0)) - 1))
    else:  # zeros
        e = np.zeros(shape, np.uint64)
        mant = np.where(rng.random(shape) < 0.8, 0, mant).astype(np.uint64)
    if kind == "wide":
        mant = np.where(rng.random(shape) < 0.5, mant & np.uint64(~1 & ((1 << fmt.mbits) - 1)), mant)
    code = sign | (e << np.uint64(fmt.mbits)) | mant
    if not fmt.has_inf:  # e4m3: keep NaN (S.1111.111) out of the finite kinds
        code = np.where((code & np.uint64(0x7F)) == 0x7F, code - np.uint64(1), code)
    return code.astype(dt)


def _c_codes(rng: np.random.Generator, typ: str, shape: tuple[int, ...], kind: str) -> np.ndarray:
    fmt = FORMATS[typ]
    dt = np.uint16 if fmt.width == 16 else np.uint32
    if kind == "anycode":
        return rng.integers(0, 1 << fmt.width, shape, dtype=np.uint64).astype(dt)
    v = rng.standard_normal(shape) * {"bigc": 2.0 ** 20, "tinyc": 2.0 ** -20, "huge": 2.0 ** 12}.get(kind, 1)
    if kind == "zeros":
        v = np.where(rng.random(shape) < 0.5, -0.0, 0.0)
    f = np.float16 if typ == "f16" else np.float32
    with np.errstate(over="ignore"):
        return v.astype(f).view(dt)


def _reference(text: str, A, B, C, neg_a, neg_b) -> np.ndarray:
    form = parse_dense_form(parse_instruction(text))
    model = model_for(form, None)
    a = decode(A, _IN_FMT[form.atype]).negate(neg_a)
    b = decode(B, _IN_FMT[form.btype]).negate(neg_b)
    out = FORMATS[form.dtype]
    return evaluate(model, a, b, None, out, C, exact=True, c_fmt=FORMATS[form.ctype])


@pytest.mark.parametrize("text", FORMS)
def test_fast_path_equals_int64_engine(text: str) -> None:
    form = parse_dense_form(parse_instruction(text))
    model = model_for(form, None)
    assert blockfma_fast.applies(model, _IN_FMT[form.atype], _IN_FMT[form.btype], FORMATS[form.ctype],
                                 FORMATS[form.dtype])
    rng = np.random.default_rng(zlib.crc32(text.encode()))
    _check_kinds(text, rng, 24 if form.family == "mma" else 3, KINDS)


@pytest.mark.parametrize("text,T", [
    ("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32", 150),
    ("mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16", 130),
    ("wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32", 70),
    ("wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2", 129),
])
def test_batches_longer_than_a_run(text: str, T: int) -> None:
    """The short-row kernel works on runs of 64 batch entries and blocks of 16 rows: batches of
    several runs, a partial last run and M = 64 (four row blocks) must match the engine too,
    with NaN/inf C, negation and scale-d spread over every run."""
    _check_kinds(text, np.random.default_rng(T), T, ["anycode", "wide", "cancel"])


def _check_kinds(text: str, rng: np.random.Generator, T: int, kinds: list[str]) -> None:
    form = parse_dense_form(parse_instruction(text))
    for kind in kinds:
        A = _codes(rng, form.atype, (T, form.m, form.k), kind)
        B = _codes(rng, form.btype, (T, form.k, form.n), kind)
        C = _c_codes(rng, form.ctype, (T, form.m, form.n), kind)
        if form.family == "wgmma":
            sd = rng.random((T, 1, 1)) < 0.8
            ia = np.where(rng.random((T, 1, 1)) < 0.5, -1, 1)
            ib = np.where(rng.random((T, 1, 1)) < 0.5, -1, 1)
            D = ptxemu.mma(text, A, B, C, scale_d=sd, imm_scale_a=ia, imm_scale_b=ib)
            neg_zero = np.array(1 << (FORMATS[form.ctype].width - 1)).astype(C.dtype)
            R = _reference(text, A, B, np.where(sd, C, neg_zero), ia == -1, ib == -1)
        else:
            D = ptxemu.mma(text, A, B, C)
            R = _reference(text, A, B, C, False, False)
        bad = np.argwhere(D != R)
        assert not len(bad), f"{kind}: {len(bad)} differ, first {bad[0]}: {D[tuple(bad[0])]:#x} vs " \
                             f"{R[tuple(bad[0])]:#x}"


def test_broadcast_batches_and_single_entry() -> None:
    text = "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16"
    rng = np.random.default_rng(5)
    A = _codes(rng, "f16", (2, 1, 64, 16), "wide")
    B = _codes(rng, "f16", (1, 3, 16, 256), "wide")
    C = _c_codes(rng, "f32", (64, 256), "finite")
    D = ptxemu.mma(text, A, B, C)
    assert D.shape == (2, 3, 64, 256)
    R = _reference(text, A, B, C, False, False)
    assert np.array_equal(D, R)
    assert np.array_equal(ptxemu.mma(text, A[0, 0], B[0, 1], C), R[0, 1])


@pytest.mark.parametrize("text", [
    "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16",
    "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32",
    "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32",
])
def test_zero_products_keep_a_subnormal_c(text: str) -> None:
    """By hand: every product is zero, so D = C exactly (C is representable; the grid keeps 25 or
    13 bits below C's own exponent field, more than a subnormal C has). Both datapaths of the
    engine and ptxemu.mma must say so (the float64 datapath once gave NaN: 2**151 overflowed its
    float32 scale and 0 * inf is NaN)."""
    form = parse_dense_form(parse_instruction(text))
    dt = {"f16": np.uint16, "tf32": np.uint32, "e4m3": np.uint8}[form.atype]
    A = np.zeros((2, form.m, form.k), dt)
    A[:, 0, 0] = {"f16": 0x3C00, "tf32": 0x3F800000, "e4m3": 0x38}[form.atype]  # 1.0: live codes
    B = np.zeros((2, form.k, form.n), dt)
    C = np.broadcast_to(np.array([1, 0x7FFFFF, 0x80000001, 0x00400000], np.uint32),
                        (2, form.m, form.n // 4, 4)).reshape(2, form.m, form.n).copy()
    D = ptxemu.mma(text, A, B, C)
    assert np.array_equal(D, C)
    model = model_for(form, None)
    a, b = decode(A, _IN_FMT[form.atype]), decode(B, _IN_FMT[form.btype])
    for exact in (False, True):
        assert np.array_equal(evaluate(model, a, b, None, FORMATS["f32"], C, exact=exact,
                                       c_fmt=FORMATS["f32"]), C)


@pytest.mark.parametrize("N", [11, 70])
@pytest.mark.parametrize("block,K", [(6, 16), (3, 7), (16, 13), (5, 5)])
def test_blocks_and_k_not_multiples_of_four(block: int, K: int, N: int) -> None:
    """Every hardware form has K and block multiples of 4; the compiled route also takes any other
    block size or K (its long-row k loop runs in fours plus a remainder; N = 11 takes the short-row
    loop order, N = 70 the long-row one). Variants of the sm_90 f16 -> f32 and fp8 models with such
    blocks, several steps, must match the int64 engine bit for bit."""
    from dataclasses import replace

    from ptxemu.numerics.models import SM90_F32ACC, SM90_WGMMA_FP8_F32ACC

    rng = np.random.default_rng(block * 100 + K)
    for base, typ in ((SM90_F32ACC, "f16"), (SM90_WGMMA_FP8_F32ACC, "e4m3")):
        model = replace(base, name=f"{base.name}.b{block}", block=block)
        fmt = FORMATS[typ]
        assert blockfma_fast.applies(model, fmt, fmt, FORMATS["f32"], FORMATS["f32"])
        for kind in KINDS:
            A = _codes(rng, typ, (4, 9, K), kind)
            B = _codes(rng, typ, (4, K, N), kind)
            C = _c_codes(rng, "f32", (4, 9, N), kind)
            D = blockfma_fast.evaluate_codes(model, A, B, C, fmt, fmt, FORMATS["f32"], FORMATS["f32"])
            R = evaluate(model, decode(A, fmt), decode(B, fmt), None, FORMATS["f32"], C, exact=True,
                         c_fmt=FORMATS["f32"])
            assert np.array_equal(D, R), f"{typ} {kind}: {np.count_nonzero(D != R)} differ"
