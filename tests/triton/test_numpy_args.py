"""numpy arrays as `kernel[grid](...)` arguments under ptxemu.triton: read where they lie (strided
views through the strides the kernel is given), results written into them, ml_dtypes' bfloat16 and
float8 arrays as Triton's types. Truth: numpy's own IEEE arithmetic and views (a float32 add and an
exact widening are the same operation on the GPU), ml_dtypes' casts."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
triton = pytest.importorskip("triton")
import triton.language as tl  # noqa: E402

import ptxemu  # noqa: E402
import ptxemu.triton  # noqa: E402


@pytest.fixture(autouse=True)
def _active():
    ptxemu.triton.activate("sm_90a")
    yield
    ptxemu.triton.deactivate()


@triton.jit
def _strided_add(x_ptr, sx, y_ptr, sy, out_ptr, so, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = i < n
    x = tl.load(x_ptr + i * sx, mask=m)
    y = tl.load(y_ptr + i * sy, mask=m)
    tl.store(out_ptr + i * so, (x.to(tl.float32) + y.to(tl.float32)).to(out_ptr.dtype.element_ty), mask=m)


@triton.jit
def _copy2d(src, s0, s1, dst, d0, d1, R: tl.constexpr, C: tl.constexpr):
    r, c = tl.arange(0, R)[:, None], tl.arange(0, C)[None, :]
    tl.store(dst + r * d0 + c * d1, tl.load(src + r * s0 + c * s1))


def _el(a: np.ndarray) -> tuple[int, ...]:
    return tuple(s // a.itemsize for s in a.strides)


def test_numpy_arrays_and_strided_views_are_kernel_arguments():
    rng = np.random.default_rng(1)
    base = rng.standard_normal(3 * 1000).astype(np.float32)
    x = base[::3]  # every third element: not contiguous
    y = rng.standard_normal(1000).astype(np.float32)
    out_base = np.full(2 * 1000, -7.0, np.float32)
    out = out_base[1::2]  # written through its stride; the other half must stay
    _strided_add[(4,)](x, _el(x)[0], y, 1, out, _el(out)[0], 1000, BLOCK=256)
    assert np.array_equal(out.view(np.uint32), (x + y).view(np.uint32))
    assert (out_base[0::2] == -7.0).all()


def test_a_transposed_numpy_view_is_read_through_its_strides():
    a = np.arange(32 * 64, dtype=np.float32).reshape(32, 64)
    src = a.T  # (64, 32), strides (1, 64) elements
    dst = np.zeros((64, 32), np.float32)
    _copy2d[(1,)](src, *_el(src), dst, *_el(dst), R=64, C=32)
    assert np.array_equal(dst, src)


def test_ml_dtypes_bfloat16_and_float8_arrays_are_tritons_types():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    codes = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    x = codes.view(ml_dtypes.bfloat16)
    zero = np.zeros(1 << 16, ml_dtypes.bfloat16)
    out = np.zeros(1 << 16, np.float32)
    # bf16 + bf16(0) in float32, stored as float32: the exact widening of every bf16 code (-0 + +0
    # is +0, a NaN stays a NaN)
    _strided_add[(64,)](x, 1, zero, 1, out, 1, 1 << 16, BLOCK=1024)
    want = x.astype(np.float32) + np.float32(0)
    nan = np.isnan(want)
    assert np.array_equal(out.view(np.uint32)[~nan], want.view(np.uint32)[~nan]) and np.isnan(out[nan]).all()
    e4 = np.arange(256, dtype=np.uint8).view(ml_dtypes.float8_e4m3fn)
    out8 = np.zeros(256, np.float32)
    _strided_add[(1,)](e4, 1, np.zeros(256, ml_dtypes.float8_e4m3fn), 1, out8, 1, 256, BLOCK=256)
    w8 = e4.astype(np.float32)
    n8 = np.isnan(w8)
    assert np.array_equal(out8[~n8], w8[~n8]) and np.isnan(out8[n8]).all()


def test_a_reversed_numpy_view_is_an_error_naming_the_argument():
    x = np.arange(256, dtype=np.float32)[::-1]
    with pytest.raises(ptxemu.PtxemuError, match="argument 'x_ptr'.*negative stride"):
        _strided_add[(1,)](x, 1, x, 1, np.zeros(256, np.float32), 1, 256, BLOCK=256)
