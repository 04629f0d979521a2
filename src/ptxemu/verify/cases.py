"""Random and adversarial operands for hardware cross-checks (element codes, per form).

Every generator returns codes of the matrix-level API (ARCHITECTURE.md). A batch mixes case
kinds (one kind per batch entry) so that one hardware run covers: typical values, every
exponent including subnormals, exact cancellation, an accumulator far larger or smaller than the
products, one dominant product among tiny ones, signed zeros, inf/NaN, and int32 overflow.
"""

from __future__ import annotations

import numpy as np

from ptxemu.isa.catalogue import table
from ptxemu.numerics.fp import FORMATS, FloatFormat
from ptxemu.ops.mma_dense import CODE_DTYPES, DenseForm, elem_bits

FLOAT_KINDS = ("normal", "wide", "subnormal", "cancel", "bigc", "tinyc", "dominant", "zeros", "special",
               "anycode", "sameexp")
INT_KINDS = ("random", "extreme", "overflow", "small")


def _fmt(typ: str) -> FloatFormat:
    return FORMATS[typ]


def float_codes(rng: np.random.Generator, fmt: FloatFormat, shape, lo: int, hi: int,
                zero_frac: float = 0.0) -> np.ndarray:
    """Finite codes whose leading-bit exponent is uniform in [lo, hi] (clipped to the format:
    below emin they are subnormal), random sign and fraction bits."""
    e = rng.integers(lo, hi + 1, size=shape)
    bexp = np.clip(e + fmt.bias, 0, fmt.emax + fmt.bias)
    mant = rng.integers(0, 1 << fmt.mbits, size=shape, dtype=np.int64)
    if fmt.nan_all_ones_only:
        mant = np.where(bexp == fmt.emax + fmt.bias, np.minimum(mant, (1 << fmt.mbits) - 2), mant)
    # below the normal range: a subnormal whose leading bit is at e
    sub = e < fmt.emin
    shift = np.clip(fmt.emin - e, 0, fmt.mbits + 1)
    mant = np.where(sub, ((mant | (1 << fmt.mbits)) >> shift) & ((1 << fmt.mbits) - 1), mant)
    neg = rng.integers(0, 2, size=shape, dtype=np.int64)
    code = (neg << (fmt.width - 1)) | (bexp.astype(np.int64) << fmt.mbits) | mant
    if zero_frac:
        z = rng.random(shape) < zero_frac
        code = np.where(z, neg << (fmt.width - 1), code)
    if fmt.name == "tf32":  # low 13 bits are ignored by the hardware; make them random garbage
        code = code | rng.integers(0, 1 << 13, size=shape)
    return code.astype(CODE_DTYPES[fmt.name])


def _special_fill(rng, codes, fmt: FloatFormat, frac: float):
    shape = codes.shape
    pick = rng.random(shape) < frac
    inf = ((1 << fmt.ebits) - 1) << fmt.mbits
    nan = inf | (1 << (fmt.mbits - 1)) if fmt.has_inf else (1 << (fmt.width - 1)) - 1
    choices = np.array([inf, inf | (1 << (fmt.width - 1)), nan, 1 << (fmt.width - 1), 0])
    if not fmt.has_inf:
        choices = np.array([nan, nan | (1 << (fmt.width - 1)), 1 << (fmt.width - 1), 0])
    val = choices[rng.integers(0, len(choices), size=shape)]
    return np.where(pick, val, codes.astype(np.int64)).astype(codes.dtype)


def float_case(rng, form: DenseForm, kind: str, batch: int):
    M, N, K = form.m, form.n, form.k
    fa, fb, fc = _fmt(form.atype), _fmt(form.btype), _fmt(form.ctype)
    def ab(lo_a, hi_a, lo_b, hi_b, z=0.0):
        return (float_codes(rng, fa, (batch, M, K), lo_a, hi_a, z),
                float_codes(rng, fb, (batch, K, N), lo_b, hi_b, z))
    ra = min(fa.emax, 6)
    rb = min(fb.emax, 6)
    if kind == "normal":
        A, B = ab(-3, 3, -3, 3)
        C = float_codes(rng, fc, (batch, M, N), -3, 4)
    elif kind == "sameexp":
        A, B = ab(0, 0, 0, 0)
        C = float_codes(rng, fc, (batch, M, N), 0, 2)
    elif kind == "wide":
        A, B = ab(fa.emin - fa.mbits, fa.emax, fb.emin - fb.mbits, fb.emax, 0.05)
        C = float_codes(rng, fc, (batch, M, N), -20, 20, 0.05)
    elif kind == "subnormal":
        A, B = ab(fa.emin - fa.mbits, fa.emin + 2, -2, 4, 0.05)
        C = float_codes(rng, fc, (batch, M, N), fc.emin - fc.mbits, fc.emin + 3, 0.1)
    elif kind == "cancel":
        A, B = ab(-ra, ra, -rb, rb)
        # pair column k with k+K/2 so that a_k*b_k = -(a_k'*b_k') exactly, then perturb one
        h = K // 2
        A[..., h:2 * h] = A[..., :h] ^ np.array(1 << (fa.width - 1), A.dtype)
        B[:, h:2 * h, :] = B[:, :h, :]
        A[..., -1] = float_codes(rng, fa, (batch, M), -ra - 6, -ra)
        C = float_codes(rng, fc, (batch, M, N), -12, 0, 0.3)
    elif kind == "bigc":
        A, B = ab(-2, 2, -2, 2)
        C = float_codes(rng, fc, (batch, M, N), 10, 30 if fc.emax > 30 else fc.emax - 1)
    elif kind == "tinyc":
        A, B = ab(-2, 2, -2, 2)
        C = float_codes(rng, fc, (batch, M, N), -40 if fc.emax > 30 else -14, -10)
    elif kind == "dominant":
        A, B = ab(-ra, -ra + 3, -rb, -rb + 3)
        A[..., rng.integers(0, K)] = float_codes(rng, fa, (batch, M), ra - 2, ra)
        C = float_codes(rng, fc, (batch, M, N), -4, 4, 0.3)
    elif kind == "zeros":
        A, B = ab(-2, 2, -2, 2, 0.8)
        C = float_codes(rng, fc, (batch, M, N), -2, 2, 0.8)
    elif kind == "special":
        A, B = ab(-3, 3, -3, 3, 0.1)
        A = _special_fill(rng, A, fa, 0.02)
        B = _special_fill(rng, B, fb, 0.02)
        C = _special_fill(rng, float_codes(rng, fc, (batch, M, N), -3, 3), fc, 0.05)
    elif kind == "anycode":
        A = rng.integers(0, 1 << fa.width, size=(batch, M, K)).astype(CODE_DTYPES[form.atype])
        B = rng.integers(0, 1 << fb.width, size=(batch, K, N)).astype(CODE_DTYPES[form.btype])
        C = float_codes(rng, fc, (batch, M, N), -5, 5)
    else:
        raise ValueError(kind)
    return A, B, C


def int_case(rng, form: DenseForm, kind: str, batch: int):
    M, N, K = form.m, form.n, form.k
    bits = elem_bits(form.atype)
    top = 1 << bits
    A = rng.integers(0, top, size=(batch, M, K)).astype(np.uint8)
    B = rng.integers(0, top, size=(batch, K, N)).astype(np.uint8)
    C = rng.integers(0, 1 << 32, size=(batch, M, N), dtype=np.uint64).astype(np.uint32)
    if kind == "extreme":
        ext = np.array([0, top - 1, top // 2, top // 2 - 1], np.uint8) if bits > 1 else np.array([0, 1])
        A = ext[rng.integers(0, len(ext), size=A.shape)].astype(np.uint8)
        B = ext[rng.integers(0, len(ext), size=B.shape)].astype(np.uint8)
    elif kind == "overflow":
        near = np.array([0x7FFFFFFF, 0x80000000, 0x7FFF0000, 0x80010000, 0x7FFFFFF0, 0x8000000F],
                        np.uint32)
        C = near[rng.integers(0, len(near), size=C.shape)]
        if bits > 1:
            ext = np.array([top - 1, top // 2, top // 2 - 1], np.uint8)
            A = ext[rng.integers(0, 3, size=A.shape)].astype(np.uint8)
            B = ext[rng.integers(0, 3, size=B.shape)].astype(np.uint8)
    elif kind == "small":
        C = (rng.integers(-1000, 1000, size=C.shape) & 0xFFFFFFFF).astype(np.uint32)
    return A, B, C


def f64_case(rng, form: DenseForm, kind: str, batch: int):
    f = FORMATS["f64"]
    M, N, K = form.m, form.n, form.k
    if kind in ("normal", "sameexp"):
        lo, hi = (-3, 3) if kind == "normal" else (0, 0)
        A, B = (float_codes(rng, f, (batch, M, K), lo, hi), float_codes(rng, f, (batch, K, N), lo, hi))
        C = float_codes(rng, f, (batch, M, N), lo, hi + 1)
    elif kind == "cancel":
        A = float_codes(rng, f, (batch, M, K), -3, 3)
        B = float_codes(rng, f, (batch, K, N), -3, 3)
        h = K // 2
        if h:
            A[..., h:2 * h] = A[..., :h] ^ np.uint64(1 << 63)
            B[:, h:2 * h, :] = B[:, :h, :]
        C = float_codes(rng, f, (batch, M, N), -60, -50)
    elif kind == "wide":
        A = float_codes(rng, f, (batch, M, K), -1100, 1000, 0.05)
        B = float_codes(rng, f, (batch, K, N), -60, 20, 0.05)
        C = float_codes(rng, f, (batch, M, N), -1100, 1000, 0.05)
    elif kind == "special":
        A = _special_fill(rng, float_codes(rng, f, (batch, M, K), -3, 3), f, 0.05)
        B = _special_fill(rng, float_codes(rng, f, (batch, K, N), -3, 3), f, 0.05)
        C = _special_fill(rng, float_codes(rng, f, (batch, M, N), -3, 3), f, 0.05)
    elif kind == "nanpay":  # NaNs with random payloads (quiet and signalling) in A, B and C at once
        def pay(shape):
            x = float_codes(rng, f, shape, -3, 3)
            p = rng.integers(1, 1 << 52, size=shape, dtype=np.uint64)
            sgn = rng.integers(0, 2, size=shape, dtype=np.uint64) << np.uint64(63)
            nan = sgn | np.uint64(0x7FF0000000000000) | p
            return np.where(rng.random(shape) < 0.15, nan, x).astype(np.uint64)
        A, B, C = pay((batch, M, K)), pay((batch, K, N)), pay((batch, M, N))
    else:  # tiny/bigc-like: accumulator far from the products
        A = float_codes(rng, f, (batch, M, K), -3, 3)
        B = float_codes(rng, f, (batch, K, N), -3, 3)
        C = float_codes(rng, f, (batch, M, N), 40, 60)
    return A, B, C


def make_cases(form: DenseForm, batch_per_kind: int, seed: int = 0):
    """All kinds for `form`, concatenated: returns (A, B, C, kind_index, kind_names)."""
    rng = np.random.default_rng(seed)
    if "." + form.atype in table.I8 + table.I4 + (".b1",):
        kinds, gen = INT_KINDS, int_case
    elif form.atype == "f64":
        kinds, gen = ("normal", "sameexp", "cancel", "wide", "special", "bigc", "nanpay"), f64_case
    else:
        kinds, gen = FLOAT_KINDS, float_case
    parts = [gen(rng, form, k, batch_per_kind) for k in kinds]
    A = np.concatenate([p[0] for p in parts])
    B = np.concatenate([p[1] for p in parts])
    C = np.concatenate([p[2] for p in parts])
    kind = np.repeat(np.arange(len(kinds)), batch_per_kind).astype(np.uint8)
    return A, B, C, kind, kinds
