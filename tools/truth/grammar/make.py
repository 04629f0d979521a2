"""Inputs for grammar.ptx's kernels: python3 make.py OUTDIR -> OUTDIR/grammar_inputs.npz.

128 threads (2 CTAs of 64), 16 random words each (seed 30), the first rows holding edge values:
half-precision NaNs, infinities, subnormals and zeros (the .noftz atomics), all-ones and sign bits
(the `reg + imm` wrap-arounds)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

THREADS, WORDS_IN, WORDS_OUT = 128, 16, 80
EDGES = [0x7C007C00, 0xFC00FC00, 0x7E017E01, 0x00010001, 0x80008000, 0x03FF8001, 0xFFFFFFFF,
         0x80000000, 0x7F807F80, 0xFF80FF80, 0x7FC07FC1, 0x00000000, 0x3C003C00, 0x7BFF7BFF,
         0xFBFF0400, 0x00800080]


def inputs() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(30)
    x = rng.integers(0, 1 << 32, (THREADS, WORDS_IN), dtype=np.uint64).astype(np.uint32)
    for i, e in enumerate(EDGES):  # row i: the edge value in every word, rotated per word
        x[i] = np.array([(e >> (k % 4)) | (e << (32 - k % 4)) & 0xFFFFFFFF if k % 4 else e
                         for k in range(WORDS_IN)], np.uint64).astype(np.uint32)
    return {"in": x, "out": np.zeros((THREADS, WORDS_OUT), np.uint32)}


if __name__ == "__main__":
    np.savez_compressed(Path(sys.argv[1]) / "grammar_inputs.npz", **inputs())
