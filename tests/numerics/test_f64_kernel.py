"""The compiled DMMA chain (numerics/f64_kernel.py) against the exact integer FMA chain.

Truth: `fma_step` of numerics/f64.py (Python-integer a*b + c, one rounding per step), which
reproduces every recorded H100 DMMA result (tests/data/mma, test_mma_dense_hw.py; replayed here
with the kernel on and off). The kernel must give the same bits for every output it decides and
hand the rest back in `redo`: adversarial batches for every mode and shape (NaN payloads, inf,
signed zeros, subnormals, overflow, exact cancellations, ties, the edges of its range gates and
of its quick error-sign test), hypothesis-drawn tiles, one case worked by hand, an ordering law
between the rounding modes, and the optimised LLVM IR (no fast-math flags: nothing contracted or
reassociated).
"""

from __future__ import annotations

import pathlib
import re
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ptxemu.isa.statement import parse_instruction
from ptxemu.machine.launching.replay import load_npz, npz_files
from ptxemu.numerics import f64_kernel, jit
from ptxemu.numerics.f64 import f64_mma, fma_step
from ptxemu.ops.mma_dense import parse_dense_form

pytestmark = pytest.mark.skipif(not jit.available(), reason="numba not available (PTXEMU_JIT=0 or absent)")



@pytest.fixture(autouse=True, params=["rounded", "portable"])
def directed_route(request: pytest.FixtureRequest):
    """Directed modes have two routes: the AVX-512 rounding-control FMA (where the CPU has it) and
    the portable RN-plus-error-sign one; every test runs on both."""
    if request.param == "rounded" and f64_kernel._rounded is None:
        pytest.skip("this CPU has no AVX-512 rounding control")
    old = f64_kernel._use_rounded["on"]
    f64_kernel._use_rounded["on"] = request.param == "rounded"
    yield request.param
    f64_kernel._use_rounded["on"] = old


MODES = ["rn", "rz", "rm", "rp"]
SHAPES = ["m8n8k4", "m16n8k4", "m16n8k8", "m16n8k16"]
_SPECIAL = np.array([0x7FF8000000000000, 0xFFF8000000000123, 0x7FF0000000000001, 0xFFF4000000000ABC,
                     0x7FF0000000000000, 0xFFF0000000000000, 0, 1 << 63, 1, (1 << 63) | 1,
                     0x000FFFFFFFFFFFFF, 0x7FEFFFFFFFFFFFFF, 0xFFEFFFFFFFFFFFFF, 0x3FF0000000000000,
                     0xBFF0000000000000, 0x0010000000000000], dtype=np.uint64)


def _form(mode: str, shape: str):
    return parse_dense_form(parse_instruction(f"mma.sync.aligned.{shape}.row.col.{mode}.f64.f64.f64.f64"))


def _scaled(rng: np.random.Generator, shape: tuple[int, ...], exps) -> np.ndarray:
    e = rng.choice(np.asarray(exps), shape).astype(float)
    with np.errstate(over="ignore"):
        v = rng.standard_normal(shape) * np.exp2(e)
    return np.where(np.isfinite(v), v, 0.0)


def _abc(rng: np.random.Generator, form, T: int, kind: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(A, B, C) f64 codes of one adversarial kind."""
    sa, sb, sc = (T, form.m, form.k), (T, form.k, form.n), (T, form.m, form.n)
    if kind == "bits":  # any pattern
        return tuple(rng.integers(0, 2**64, s, dtype=np.uint64) for s in (sa, sb, sc))
    if kind == "specials":  # NaN payloads (quiet and signalling), inf, zeros, subnormal, max
        def pick(s):
            x = rng.standard_normal(s).view(np.uint64)
            return np.where(rng.random(s) < 0.3, rng.choice(_SPECIAL, s), x)
        return pick(sa), pick(sb), pick(sc)
    if kind == "normal":
        a, b, c = rng.standard_normal(sa), rng.standard_normal(sb), rng.standard_normal(sc)
    elif kind == "wide":  # exponents over the whole range
        a, b, c = (_scaled(rng, s, np.arange(-1074, 1024)) for s in (sa, sb, sc))
    elif kind == "gate":  # the directed vector route's operand gate and its neighbours
        ea = [-442, -441, -440, -439, 493, 494, 495, 496, 0]
        a, b = _scaled(rng, sa, ea), _scaled(rng, sb, ea)
        c = _scaled(rng, sc, [997, 998, 999, 1000, 0, -1000])
    elif kind == "tinyprod":  # products from 2**-1070 to 2**-860 (ErrFma's underflow limit and
        # the kernel's 2**-900) against accumulators on both sides of 2**-800
        a, b = _scaled(rng, sa, np.arange(-535, -430)), _scaled(rng, sb, np.arange(-535, -430))
        c = _scaled(rng, sc, [-1074, -1060, -1030, -1000, -960, -900, -850, -801, -800, -799, -700, 0])
    elif kind == "subnormal":
        a, b = _scaled(rng, sa, [-1074, -1060, -1023, -60, 0, 30]), _scaled(rng, sb, [-1074, -30, 0, 60])
        c = _scaled(rng, sc, [-1074, -1050, -1022, -1000])
    elif kind == "huge":  # overflow: .rn gives inf, the directed modes hand it back
        a, b = _scaled(rng, sa, [500, 511, 512, 0]), _scaled(rng, sb, [500, 511, 512, 0])
        c = _scaled(rng, sc, [1000, 1022, 1023, 0])
    elif kind == "nearmax":  # operands below 2**512 and 2**1023, sums beyond the largest double
        # (one sign per batch entry, so that the products pile up)
        sign = rng.choice([-1.0, 1.0], (T, 1, 1))
        a = rng.uniform(1, 2, sa) * np.exp2(rng.integers(508, 512, sa).astype(float))
        b = sign * rng.uniform(1, 2, sb) * np.exp2(rng.integers(508, 512, sb).astype(float))
        c = sign * rng.uniform(1, 2, sc) * np.exp2(rng.integers(1020, 1023, sc).astype(float))
    elif kind == "zeros":
        a, b = (np.where(rng.random(s) < 0.5, rng.choice([0.0, -0.0], s), rng.standard_normal(s))
                for s in (sa, sb))
        c = np.where(rng.random(sc) < 0.7, rng.choice([0.0, -0.0], sc), rng.standard_normal(sc))
    elif kind == "ints":  # small integers: exact cancellations and exact zero sums (-0 under .rm)
        a, b = rng.integers(-3, 4, sa).astype(float), rng.integers(-3, 4, sb).astype(float)
        c = np.where(rng.random(sc) < 0.5, -(a @ b), rng.integers(-3, 4, sc).astype(float))
    elif kind == "ties":  # powers of two on a grid: a*b + c often exactly half an ulp off
        a = rng.choice([-1.0, 1.0], sa) * np.exp2(rng.integers(-60, 1, sa).astype(float))
        b = rng.choice([-1.0, 1.0], sb) * np.exp2(rng.integers(-60, 1, sb).astype(float))
        c = rng.choice([-1.0, 1.0], sc) * (1 + rng.integers(0, 4, sc) * 2.0 ** -52) \
            * np.exp2(rng.integers(-8, 8, sc).astype(float))
    elif kind == "undecided":  # C = -(a*b - RN(a*b)) for the first product: the error of the
        # first step is 0 while C - RN(a*b + C) is inexact, the quick test's undecided case
        a, b = rng.standard_normal(sa), rng.standard_normal(sb)
        c = np.empty(sc)
        for t, i, j in np.ndindex(*sc):
            x, y = a[t, i, 0], b[t, 0, j]
            c[t, i, j] = -float(Fraction(x) * Fraction(y) - Fraction(x * y))
        c *= rng.choice([1.0, 1.0, -1.0, 0.0], sc)  # also cases where C = +u2 and C = 0
    else:
        raise ValueError(kind)
    return tuple(np.ascontiguousarray(x, dtype=np.float64).view(np.uint64) for x in (a, b, c))


KINDS = ["normal", "wide", "gate", "tinyprod", "subnormal", "huge", "nearmax", "zeros", "ints", "ties",
         "undecided", "specials", "bits"]


def _chain_ref(A: np.ndarray, B: np.ndarray, C: np.ndarray, mode: str) -> np.ndarray:
    """The exact chain: C, then fma_step with A[:, :, k] x B[:, k, :] for k = 0 .. K-1."""
    acc = C.copy()
    for k in range(A.shape[-1]):
        a = np.broadcast_to(A[:, :, k:k + 1], acc.shape)
        acc = fma_step(a, np.broadcast_to(B[:, k:k + 1, :], acc.shape), acc, mode)
    return acc


def _reference(form, A, B, C) -> np.ndarray:
    return _chain_ref(A, B, C, form.rnd)


def _check(form, A, B, C, what: str) -> int:
    """Kernel == integer chain on every output it decides, and f64_mma (kernel plus the integer
    chain for the rest) == integer chain everywhere; returns how many outputs were handed back."""
    mode = form.rnd
    ref = _reference(form, A, B, C)
    out, redo = f64_kernel.chain(A, B, C, mode)
    bad = np.argwhere((out != ref) & ~redo)
    assert not len(bad), f"{what}: {len(bad)} differ, first {tuple(bad[0])}: " \
                         f"{int(out[tuple(bad[0])]):#018x} vs {int(ref[tuple(bad[0])]):#018x}"
    if mode == "rn":
        assert not redo.any(), f"{what}: .rn hands nothing back"
    full = f64_mma(form, A, B, C, target="sm_90a", fma=fma_step, fast=True)
    assert np.array_equal(full, ref), what
    return int(redo.sum())


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("shape", SHAPES)
def test_kernel_equals_integer_chain(mode: str, shape: str) -> None:
    form = _form(mode, shape)
    rng = np.random.default_rng([MODES.index(mode), SHAPES.index(shape), 7])
    assert f64_kernel.available()
    for kind in KINDS:
        A, B, C = _abc(rng, form, 3, kind)
        _check(form, A, B, C, kind)


@pytest.mark.parametrize("mode", MODES)
def test_other_shapes_take_the_scalar_route(mode: str) -> None:
    """Rows of N != 8 (no f64 mma shape has them) run the per-output route: still exact."""
    rng = np.random.default_rng(MODES.index(mode))
    for kind in ("normal", "ints", "ties", "tinyprod", "specials"):
        form = _form(mode, "m8n8k4")
        A, B, C = _abc(rng, form, 2, kind)
        A, B, C = A[:, :5, :3].copy(), B[:, :3, :5].copy(), C[:, :5, :5].copy()  # M=5, K=3, N=5
        out, redo = f64_kernel.chain(A, B, C, mode)
        ref = _chain_ref(A, B, C, mode)
        assert np.array_equal(out[~redo], ref[~redo]), kind


def test_empty_batch() -> None:
    for mode in MODES:
        out, redo = f64_kernel.chain(np.zeros((0, 8, 4), np.uint64), np.zeros((0, 4, 8), np.uint64),
                                     np.zeros((0, 8, 8), np.uint64), mode)
        assert out.shape == redo.shape == (0, 8, 8) and out.dtype == np.uint64


def test_normal_batches_need_no_handback() -> None:
    """Ordinary operands stay in the kernel (vector routes), in every mode."""
    rng = np.random.default_rng(11)
    for mode in MODES:
        form = _form(mode, "m16n8k16")
        A, B, C = _abc(rng, form, 16, "normal")
        assert _check(form, A, B, C, mode) == 0


def test_hand_worked_exact_step() -> None:
    """3 * 3002399751580331 = 2**53 + 1 (not a double) and C = -1: a*b + C = 2**53 exactly, so
    every mode gives 2**53 (worked by hand; this is the quick test's undecided case: C - RN(...)
    = -(2**53 + 1) is inexact while the error is 0). The other k columns hold zero products."""
    for mode in MODES:
        form = _form(mode, "m8n8k4")
        a = np.zeros((1, 8, 4))
        b = np.zeros((1, 4, 8))
        a[..., 0], b[:, 0, :] = 3.0, 3002399751580331.0
        c = np.full((1, 8, 8), -1.0)
        c[0, 1, :] = 1.0  # a*b + 1 = 2**53 + 2 exactly
        A, B, C = (x.view(np.uint64) for x in (a, b, c))
        out, redo = f64_kernel.chain(A, B, C, mode)
        assert not redo.any()
        got = out.view(np.float64)
        assert (got[0, 0] == 2.0 ** 53).all() and (got[0, 2:] == 2.0 ** 53).all(), mode
        assert (got[0, 1] == 2.0 ** 53 + 2).all(), mode
        assert np.array_equal(f64_mma(form, A, B, C, target="sm_90a"), out)


_u64 = st.one_of(st.integers(0, 2**64 - 1), st.sampled_from([int(x) for x in _SPECIAL]),
                 st.floats(allow_nan=False, width=64).map(lambda f: int(np.float64(f).view(np.uint64))),
                 st.integers(-40, 40).map(lambda e: int(np.float64(2.0 ** e * 1.5).view(np.uint64))))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(MODES), st.lists(_u64, min_size=32 + 32 + 64, max_size=32 + 32 + 64))
def test_hypothesis_tiles(mode: str, codes: list[int]) -> None:
    form = _form(mode, "m8n8k4")
    x = np.array(codes, dtype=np.uint64)
    A, B, C = x[:32].reshape(1, 8, 4), x[32:64].reshape(1, 4, 8), x[64:].reshape(1, 8, 8)
    _check(form, A, B, C, "hypothesis")


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_mode_order_law(seed: int) -> None:
    """Each rounded step is monotone in its accumulator, and RD(x) <= RN(x), RZ(x) <= RU(x); by
    induction over the chain, D(.rm) <= D(.rn), D(.rz) <= D(.rp) (a law of IEEE rounding, not of
    any implementation)."""
    rng = np.random.default_rng(seed)
    A, B, C = _abc(rng, _form("rn", "m16n8k8"), 2, ["normal", "ties", "ints", "wide"][seed % 4])
    d = {m: f64_mma(_form(m, "m16n8k8"), A, B, C, target="sm_90a").view(np.float64) for m in MODES}
    ok = np.isfinite(d["rm"]) & np.isfinite(d["rp"])
    assert (d["rm"][ok] <= d["rn"][ok]).all() and (d["rn"][ok] <= d["rp"][ok]).all()
    assert (d["rm"][ok] <= d["rz"][ok]).all() and (d["rz"][ok] <= d["rp"][ok]).all()


DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "mma"


def _h100_f64() -> list[dict[str, np.ndarray]]:
    recs = []
    for path in npz_files(DATA):  # kept solid: FILE.npz.xz
        z = load_npz(path)
        for key in sorted({k.split("|")[0] for k in z.files}):
            if str(z[f"{key}|text"]).endswith(".f64.f64.f64.f64"):
                recs.append({k.split("|")[1]: z[k] for k in z.files if k.split("|")[0] == key})
    return recs


@pytest.mark.parametrize("kernel", [True, False], ids=["kernel", "numpy"])
def test_h100_replay(kernel: bool) -> None:
    """Every recorded H100 DMMA case (tools/truth/mma_dense), through ptxemu.mma, with the
    compiled chain and with the numpy route of numerics/f64.py."""
    import ptxemu

    recs = _h100_f64()
    assert len(recs) == 16  # 4 shapes x 4 modes
    for rec in recs:
        if kernel:
            D = ptxemu.mma(str(rec["text"]), rec["A"], rec["B"], rec["C"])
        else:
            with jit.disabled():
                D = ptxemu.mma(str(rec["text"]), rec["A"], rec["B"], rec["C"])
        assert np.array_equal(D, rec["D"]), str(rec["text"])


def test_llvm_ir_has_no_fast_math() -> None:
    """The kernel as compiled (same settings as numerics.jit, fresh so that it can be inspected):
    vector and scalar llvm.fma calls, and no fast-math flag on any instruction or function."""
    import numba

    fresh = numba.njit(nogil=True, fastmath=False, error_model="numpy")(f64_kernel._chain)
    form = _form("rz", "m8n8k4")
    A, B, C = _abc(np.random.default_rng(0), form, 1, "normal")
    a, b, c = (x.view(np.float64) for x in (A, B, C))
    out, redo = np.empty(c.shape), np.zeros(c.shape, np.bool_)
    fresh(a, b, c, A.view(np.int64).reshape(1, -1), B.view(np.int64).reshape(1, -1),
          C.view(np.int64).reshape(1, -1), out, redo, f64_kernel.MODES["rz"])
    ir = fresh.inspect_llvm(fresh.signatures[0])
    assert "llvm.fma.v8f64" in ir and "llvm.fma.f64" in ir
    flags = re.findall(r"=\s*(?:fadd|fsub|fmul|fdiv|fneg|fcmp|call)\s+((?:fast|contract|reassoc|nnan|ninf|"
                       r"nsz|arcp|afn)\b)", ir)
    assert not flags, flags[:5]
    assert '"unsafe-fp-math"="true"' not in ir and '"no-signed-zeros-fp-math"="true"' not in ir
    assert np.array_equal(out.view(np.uint64), _reference(form, A, B, C))


def test_rounded_route_ir() -> None:
    """The AVX-512 route as compiled: the rounding-controlled vfmadd for the three directed modes,
    and no fast-math flag anywhere."""
    import numba

    if f64_kernel._rounded is None:
        pytest.skip("this CPU has no AVX-512 rounding control")
    fresh = numba.njit(nogil=True, fastmath=False, error_model="numpy")(f64_kernel._rounded_chain)
    form = _form("rm", "m8n8k4")
    A, B, C = _abc(np.random.default_rng(1), form, 1, "normal")
    a, b, c = (x.view(np.float64) for x in (A, B, C))
    out, redo = np.empty(c.shape), np.zeros(c.shape, np.bool_)
    fresh(a, b, c, out, redo, f64_kernel.MODES["rm"])
    ir = fresh.inspect_llvm(fresh.signatures[0])
    assert "llvm.x86.avx512.vfmadd.pd.512" in ir
    flags = re.findall(r"=\s*(?:fadd|fsub|fmul|fdiv|fneg|fcmp|call)\s+((?:fast|contract|reassoc|nnan|ninf|"
                       r"nsz|arcp|afn)\b)", ir)
    assert not flags, flags[:5]
    assert np.array_equal(out.view(np.uint64), _reference(form, A, B, C))
