"""The largest exponent sum of a dot product from one BLAS call (shared by the fast paths).

For integers x_k, sum_k beta**x_k with beta = 2**BETA_LOG2 lies in [beta**x, W beta**x] for
x = max_k x_k and W < beta terms, so x = floor(log2(sum) / BETA_LOG2), read off the float64
exponent field. With per-element powers beta**ea (A) and beta**eb (B), the matrix product of the
power tables gives max_k (ea_k + eb_k) for every output at once; the powers (and their products)
must stay normal float64 numbers, which callers ensure by clipping or shifting the exponents.
"""

from __future__ import annotations

import numpy as np

BETA_LOG2 = 6  # beta = 64: up to 63 terms per sum


def powers(e: np.ndarray, live: np.ndarray) -> np.ndarray:
    """beta**e (float64) where live, else 0; e must keep beta**e normal (|e| <= 170)."""
    return np.where(live, np.exp2(BETA_LOG2 * np.asarray(e).astype(np.float64)), 0.0)


def log_beta(s: np.ndarray, dtype=np.int32) -> np.ndarray:
    """floor(log2(s) / BETA_LOG2) for positive normal float64 s (s = 0 gives -171), exact: the
    float64 exponent field is an integer, floor-divided."""
    e2 = ((np.asarray(s).view(np.int64) >> 52) & 0x7FF).astype(dtype) - dtype(1023)
    return e2 // dtype(BETA_LOG2)
