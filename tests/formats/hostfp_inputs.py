"""The f32 inputs fed to NVIDIA's host conversions (tools/truth/hostfp) - deterministic.

`boundary_inputs()` holds every rounding boundary of every narrow format: each representable
value, each midpoint between neighbours (the RN/RNA ties), the overflow thresholds, each +-1 and
+-2 f32 ulps, in both signs; plus +-0, +-inf, NaN payloads (quiet and signalling, both signs),
f32 subnormals and the f32 extremes. `random_inputs()` adds seeded random patterns: uniform
bits and values whose exponents fall in the narrow formats' ranges.
"""

from __future__ import annotations

import numpy as np

from ptxemu.formats import FORMATS, decode

BOUNDARY_FORMATS = ("e4m3", "e5m2", "e2m3", "e3m2", "e2m1", "ue8m0", "f16", "bf16")
SMALL_FORMATS = ("e4m3", "e5m2", "e2m3", "e3m2", "e2m1", "ue8m0")


def _f32_neighbours(vals: np.ndarray, k: int = 2) -> np.ndarray:
    f = vals.astype(np.float32)
    out = [f]
    lo, hi = f, f
    for _ in range(k):
        lo = np.nextafter(lo, np.float32(-np.inf))
        hi = np.nextafter(hi, np.float32(np.inf))
        out += [lo, hi]
    return np.concatenate(out)


def _boundaries(name: str) -> np.ndarray:
    fmt = FORMATS[name]
    v = decode(np.arange(1 << fmt.bits, dtype=np.uint32), fmt)
    v = np.unique(np.abs(v[np.isfinite(v)]))
    ulp_top = v[-1] - v[-2]
    v = np.concatenate([v, [v[-1] + ulp_top / 2, v[-1] + ulp_top]])  # overflow threshold, next
    mids = (v[:-1] + v[1:]) / 2
    allv = np.concatenate([v, mids, [v[0] / 2]])
    allv = allv[np.abs(allv) < 3.4e38]
    with np.errstate(over="ignore"):
        b = _f32_neighbours(allv)
    return np.concatenate([b, -b])


def special_inputs() -> np.ndarray:
    bits = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001,
            0xFF800001, 0x7FBFFFFF, 0x7FFFFFFF, 0xFFFFFFFF, 0x7FC00001, 0x7FA00000, 0x00000001,
            0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000, 0x7F7FFFFF, 0xFF7FFFFF,
            0x00400000, 0x3F800000, 0xBF800000]
    return np.array(bits, dtype=np.uint32)


def boundary_inputs(formats=BOUNDARY_FORMATS) -> np.ndarray:
    parts = [special_inputs()] + [_boundaries(n).view(np.uint32) for n in formats]
    return np.unique(np.concatenate(parts)).astype(np.uint32)


def random_inputs(n: int = 2_000_000, seed: int = 2024) -> np.ndarray:
    rng = np.random.default_rng(seed)
    half = n // 2
    uni = rng.integers(0, 1 << 32, size=half, dtype=np.uint64).astype(np.uint32)
    # exponents -30..+20 (the fp4..f16 ranges and their underflow), any mantissa, any sign
    exp = rng.integers(127 - 30, 127 + 21, size=n - half, dtype=np.uint64).astype(np.uint32)
    man = rng.integers(0, 1 << 23, size=n - half, dtype=np.uint64).astype(np.uint32)
    sgn = rng.integers(0, 2, size=n - half, dtype=np.uint64).astype(np.uint32)
    ranged = (sgn << np.uint32(31)) | (exp << np.uint32(23)) | man
    return np.concatenate([uni, ranged]).astype(np.uint32)
