"""The 32-bit tile route of the dense fast path (numerics/tile_kernel.py): one-block forms with
float32 products and a truncating float32-range step, runs of 16 outputs in int32 lanes.

Truth: the int64 significand datapath of blockfma.evaluate (exact=True), which reproduces every
recorded H100 output (test_mma_dense_hw.py, where the recorded cases also run through this route
kind by kind), and cases worked by hand from the sm90.f32acc model (docs/numerics.md). Every
test checks that the route really ran (a spy on block_tiles)."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.isa.statement import parse_instruction
from ptxemu.numerics import jit, tile_kernel
from ptxemu.numerics.blockfma import evaluate
from ptxemu.numerics.fp import FORMATS, decode
from ptxemu.numerics.models import _IN_FMT, model_for
from ptxemu.ops.mma_dense import parse_dense_form

pytestmark = pytest.mark.skipif(not jit.available(), reason="numba is not installed: no compiled route")

W, S = "wgmma.mma_async.sync.aligned", "mma.sync.aligned"
FORMS = [
    f"{S}.m16n8k4.row.col.f32.tf32.tf32.f32",  # K = 4, runs of two rows
    f"{S}.m16n8k8.row.col.f32.tf32.tf32.f32",
    f"{W}.m64n8k8.f32.tf32.tf32",
    f"{W}.m64n24k8.f32.tf32.tf32",  # N = 24: runs straddle rows
    f"{W}.m64n256k8.f32.tf32.tf32",  # N % 16 == 0: a run in one row
    f"{S}.m16n8k8.row.col.f32.bf16.bf16.f32",
    f"{S}.m16n8k16.row.col.f32.f16.f16.f32",  # K = 16: C + sum in int64 lanes
    f"{W}.m64n40k16.f32.bf16.bf16",
    f"{W}.m64n8k32.f32.e4m3.e5m2",  # K = 32, the 14-bit fp8 accumulator
    f"{W}.m64n32k32.f32.e5m2.e5m2",
]


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Outputs that went through tile_kernel.block_tiles."""
    seen: list[int] = []
    real = tile_kernel.block_tiles

    def counting(a, b, C, **kw):
        seen.append(C.size)
        return real(a, b, C, **kw)

    monkeypatch.setattr(tile_kernel, "block_tiles", counting)
    return seen


def _ab(rng: np.random.Generator, typ: str, shape: tuple[int, ...]) -> np.ndarray:
    """Codes of every sign and significand, exponents within +-40 of 1 (float32 products: the
    route's condition), some zeros, a few NaN/inf (outputs left to the engine)."""
    fmt = FORMATS[typ]
    w = fmt.width
    x = rng.integers(0, 1 << w, shape, dtype=np.uint64)
    top = (1 << fmt.ebits) - 1
    lo, hi = max(fmt.bias - 40, 0), min(fmt.bias + 40, top - 1)
    e = rng.integers(lo, hi + 1, shape).astype(np.uint64)
    code = (x & np.uint64((1 << (w - 1)) | ((1 << fmt.mbits) - 1))) | (e << np.uint64(fmt.mbits))
    u = rng.random(shape)
    code = np.where(u < 0.1, code & np.uint64(1 << (w - 1)), code)  # +-0
    special = (top << fmt.mbits) | ((1 << fmt.mbits) - 1 if not fmt.has_inf else 0)  # inf, e4m3 NaN
    code = np.where(u > 0.995, np.uint64(special), code)
    if fmt.keep_low_bits:  # tf32: junk in the ignored low bits
        code |= x & np.uint64((1 << fmt.keep_low_bits) - 1)
    dt = np.uint8 if w == 8 else np.uint16 if w == 16 else np.uint32
    return code.astype(dt)


def _c(rng: np.random.Generator, shape: tuple[int, ...], approx: np.ndarray) -> np.ndarray:
    """float32 C codes of every class: any bits (huge, subnormal, NaN, inf), +-0, the largest
    finites, values near the products' sum and its exact negation (cancellation)."""
    pick = rng.integers(0, 6, shape)
    anyc = rng.integers(0, 1 << 32, shape, dtype=np.uint64).astype(np.uint32)
    sub = rng.integers(0, 1 << 23, shape, dtype=np.uint64).astype(np.uint32) | \
        (rng.integers(0, 2, shape).astype(np.uint32) << 31)
    big = np.uint32(0x7F7FFFFF) - rng.integers(0, 4, shape).astype(np.uint32) | \
        (rng.integers(0, 2, shape).astype(np.uint32) << 31)
    with np.errstate(over="ignore", invalid="ignore"):
        neg = (-approx).astype(np.float32).view(np.uint32)
        near = (-approx * (1 + 2.0 ** -20)).astype(np.float32).view(np.uint32)
    zero = np.where(rng.random(shape) < 0.5, np.uint32(0x80000000), np.uint32(0))
    return np.choose(pick, [anyc, sub, big, neg, near, zero]).astype(np.uint32)


def _values(codes: np.ndarray, typ: str) -> np.ndarray:
    d = decode(codes, _IN_FMT[typ])
    v = np.ldexp(d.sig.astype(np.float64), d.exp.astype(np.int32))
    return np.where(d.nan | d.inf, 0.0, np.where(d.neg, -v, v))


def _reference(form, A, B, C, neg_a, neg_b) -> np.ndarray:
    model = model_for(form, None)
    a = decode(A, _IN_FMT[form.atype]).negate(neg_a)
    b = decode(B, _IN_FMT[form.btype]).negate(neg_b)
    return evaluate(model, a, b, None, FORMATS[form.dtype], C, exact=True, c_fmt=FORMATS[form.ctype])


@pytest.mark.parametrize("text", FORMS)
def test_tiles_equal_int64_engine(text: str, spy: list[int]) -> None:
    form = parse_dense_form(parse_instruction(text))
    rng = np.random.default_rng(len(text) * form.n + form.k)
    T = 40 if form.family == "mma" else 6
    A = _ab(rng, form.atype, (T, form.m, form.k))
    A[:, 0] = 0  # row 0: zero products, so D is C through the datapath (subnormal C included)
    B = _ab(rng, form.btype, (T, form.k, form.n))
    with np.errstate(invalid="ignore", over="ignore"):
        approx = _values(A, form.atype) @ _values(B, form.btype)
    C = _c(rng, (T, form.m, form.n), approx)
    if form.family == "wgmma":
        sd = rng.random((T, 1, 1)) < 0.8
        ia = np.where(rng.random((T, 1, 1)) < 0.5, -1, 1)
        ib = np.where(rng.random((T, 1, 1)) < 0.5, -1, 1)
        D = ptxemu.mma(text, A, B, C, scale_d=sd, imm_scale_a=ia, imm_scale_b=ib)
        R = _reference(form, A, B, np.where(sd, C, np.uint32(0x80000000)), ia == -1, ib == -1)
    else:
        D = ptxemu.mma(text, A, B, C)
        R = _reference(form, A, B, C, False, False)
    assert sum(spy) == C.size, "the tile route did not take this batch"
    bad = np.argwhere(D != R)
    assert not len(bad), f"{len(bad)} differ, first {bad[0]}: {D[tuple(bad[0])]:#x} vs {R[tuple(bad[0])]:#x}"
    # the adversarial classes really occurred: exact zeros and subnormal results
    assert (D == 0).any() and ((D & 0x7F800000) == 0).sum() > (D == 0).sum()


def _tf32(x: float) -> int:
    return int(np.float32(x).view(np.uint32))


@pytest.mark.parametrize("N", [8, 16])  # runs of two rows, runs in one row
def test_worked_cases(N: int, spy: list[int]) -> None:
    """By hand from sm90.f32acc (one block; 25 bits kept below the largest exponent, truncated;
    the sum truncated to f32), B = 2**-13 everywhere:
    row 0: C = 1, eight products 1.5 * 2**-26: each is 0.75 units of the grid 2**-25 and truncates
           to 0, so D = 1 exactly (a float64 dot product rounded once gives 1 + 2**-22);
    row 1: C = -1 and one product -1.5 * 2**-24 = -3 units: -(1 + 0.75 ulp) truncates to -1;
    row 2: C = -1 and products 2**-1 + 2**-1: exact cancellation, +0;
    row 3: C = 2**-149 (the smallest subnormal) and zero products: C itself;
    row 4: C = -3 * 2**-20 and one product 2**-20: -2**-19 exactly (every bit on the grid)."""
    text = f"wgmma.mma_async.sync.aligned.m64n{N}k8.f32.tf32.tf32"
    A = np.zeros((64, 8), np.uint32)
    B = np.full((8, N), _tf32(2.0 ** -13), np.uint32)
    C = np.zeros((64, N), np.uint32)
    A[0, :] = _tf32(1.5 * 2.0 ** -13)
    C[0] = _tf32(1.0)
    A[1, 0] = _tf32(-1.5 * 2.0 ** -11)
    C[1] = _tf32(-1.0)
    A[2, :2] = _tf32(2.0 ** 12)
    C[2] = _tf32(-1.0)
    C[3] = 1
    A[4, 0] = _tf32(2.0 ** -7)
    C[4] = _tf32(-3 * 2.0 ** -20)
    D = ptxemu.mma(text, A, B, C)
    assert sum(spy) == C.size
    assert (D[0] == _tf32(1.0)).all()
    assert (D[1] == _tf32(-1.0)).all()
    assert (D[2] == 0).all()
    assert (D[3] == 1).all()
    assert (D[4] == _tf32(-(2.0 ** -19))).all()


def test_k16_sum_past_int32(spy: list[int]) -> None:
    """f16 K = 16: sixteen products (2 - 2**-10)**2 and C = 2 - 2**-23 at one exponent are
    2,212,495,868 units of the grid 2**-25, past 2**31, so the route adds C in int64 lanes. By hand:
    the exact sum (every bit is on the grid), truncated to float32's 24 bits."""
    from fractions import Fraction

    text = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
    A = np.full((16, 16), 0x3FFF, np.uint16)  # 2 - 2**-10
    B = np.full((16, 8), 0x3FFF, np.uint16)
    C = np.full((16, 8), 0x3FFFFFFF, np.uint32)  # 2 - 2**-23
    D = ptxemu.mma(text, A, B, C)
    assert sum(spy) == C.size
    exact = 16 * Fraction(2047, 1024) ** 2 + Fraction(2 ** 24 - 1, 2 ** 23)
    assert exact * 2 ** 25 > 2 ** 31
    ulp = Fraction(1, 2 ** 17)  # float32's last place in [64, 128)
    want = np.float32(float((exact // ulp) * ulp)).view(np.uint32)
    assert (D == want).all()


def test_route_conditions(spy: list[int]) -> None:
    """Forms outside the route's conditions take the other kernels: products beyond float32's
    exponent range, an f16 accumulator (rounded step), fp8 mma.sync (blocks from zero, C added
    after)."""
    rng = np.random.default_rng(3)
    wide = np.array([_tf32(2.0 ** -100), _tf32(2.0 ** 100)], np.uint32)
    A = rng.choice(wide, (2, 16, 8))
    B = rng.choice(wide, (2, 8, 8))
    ptxemu.mma(f"{S}.m16n8k8.row.col.f32.tf32.tf32.f32", A, B, np.zeros((2, 16, 8), np.uint32))
    ptxemu.mma(f"{S}.m16n8k16.row.col.f16.f16.f16.f16", np.zeros((2, 16, 16), np.uint16),
               np.zeros((2, 16, 8), np.uint16), np.zeros((2, 16, 8), np.uint16))
    ptxemu.mma(f"{S}.m16n8k32.row.col.f32.e4m3.e4m3.f32", np.zeros((2, 16, 32), np.uint8),
               np.zeros((2, 32, 8), np.uint8), np.zeros((2, 16, 8), np.uint32))
    assert spy == []
    with jit.disabled():  # and none when the kernels are switched off
        ptxemu.mma(f"{S}.m16n8k8.row.col.f32.tf32.tf32.f32", np.zeros((2, 16, 8), np.uint32),
                   np.zeros((2, 8, 8), np.uint32), np.zeros((2, 16, 8), np.uint32))
    assert spy == []
