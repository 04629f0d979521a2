"""Stratified inputs for the special-function-unit recordings (tools/truth/sfu/sfu_campaign.cu).

    python3 tools/truth/sfu/sfu_inputs.py OUTDIR

Writes OUTDIR/in_f32.bin, in_f64.bin, in_div_a.bin, in_div_b.bin (raw little-endian bits) and
OUTDIR/inputs.npz with the same arrays. Seeded: the same files every run.

f32: every special value, every (sign, exponent) with its edge mantissas and random ones, the
table-segment boundaries (mantissa multiples of 2^15, +-1) in [0.25, 4), and dense ranges per
function (ex2 near -150..-125 and 126..128, lg2 near 1, sin/cos/tanh in [-12, 12] and large
arguments). f64: the same per exponent and the boundaries of the high word. div: pairs from both.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np


def f32_inputs(rng: np.random.Generator) -> np.ndarray:
    parts: list[np.ndarray] = []
    specials = [0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000,
                0x80800000, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000,
                0x7F800001, 0xFF800001, 0x7FFFFFFF, 0xFFFFFFFF, 0x7FA00000, 0x3F800000, 0xBF800000]
    parts.append(np.array(specials, dtype=np.uint32))
    se = np.arange(512, dtype=np.uint32) << np.uint32(23)  # sign and exponent
    edges = np.array([0, 1, 2, 3, 0x7FFFFF, 0x7FFFFE, 0x400000, 0x3FFFFF, 0x200000, 0x600000],
                     dtype=np.uint32)
    parts.append((se[:, None] | edges[None, :]).ravel())
    parts.append((se[:, None] | rng.integers(0, 1 << 23, (512, 48), dtype=np.uint32)).ravel())
    # segment boundaries of 6/7/8-bit tables in [0.25, 4), both signs
    j = np.arange(256, dtype=np.uint32) << np.uint32(15)
    mant = np.concatenate([j, j + 1, (j - 1) & np.uint32(0x7FFFFF)])
    for e in (125, 126, 127, 128):
        for s in (0, 1):
            parts.append(np.uint32(s << 31 | e << 23) | mant)
    # dense ranges
    def fl(a: np.ndarray) -> np.ndarray:
        return np.asarray(a, dtype=np.float32).view(np.uint32)
    parts.append(fl(rng.uniform(-152, -124, 6000)))
    parts.append(fl(rng.uniform(124, 129, 3000)))
    parts.append(fl(np.arange(-160, 131, 0.25)))
    one = np.uint32(0x3F800000)
    k = np.arange(-2000, 2000, dtype=np.int64)
    parts.append((np.int64(one) + k).astype(np.uint32))
    parts.append(fl(rng.uniform(-12, 12, 12000)))
    parts.append(fl(rng.uniform(-1, 1, 6000)))
    parts.append(fl(rng.uniform(-1e5, 1e5, 4000)))
    parts.append(fl(rng.uniform(-10, 10, 6000)) ^ np.uint32(0))
    parts.append(rng.integers(0, 1 << 32, 20000, dtype=np.uint64).astype(np.uint32))
    x = np.concatenate(parts).astype(np.uint32)
    return np.unique(x)


def f64_inputs(rng: np.random.Generator) -> np.ndarray:
    parts: list[np.ndarray] = []
    specials = [0, 1 << 63, 1, (1 << 63) | 1, (1 << 52) - 1, 1 << 52, 0x7FEFFFFFFFFFFFFF, 0x7FF0000000000000,
                0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000001,
                0x7FF4000000000000, 0x3FF0000000000000, 0xBFF0000000000000]
    parts.append(np.array(specials, dtype=np.uint64))
    se = np.arange(4096, dtype=np.uint64) << np.uint64(52)
    edges = np.array([0, 1, (1 << 52) - 1, 1 << 51, 1 << 32, (1 << 32) - 1], dtype=np.uint64)
    parts.append((se[:, None] | edges[None, :]).ravel())
    parts.append((se[:, None] | rng.integers(0, 1 << 52, (4096, 12), dtype=np.uint64)).ravel())
    j = np.arange(1024, dtype=np.uint64) << np.uint64(42)
    for e in (1022, 1023, 1024):
        base = np.uint64(e << 52)
        parts.append(base | j)
        parts.append(base | (j + np.uint64(1)))
        parts.append(base | ((j - np.uint64(1)) & np.uint64((1 << 52) - 1)))
    parts.append(rng.integers(0, 1 << 63, 20000, dtype=np.uint64) | (rng.integers(0, 2, 20000, dtype=np.uint64)
                                                                     << np.uint64(63)))
    return np.unique(np.concatenate(parts))


def div_inputs(rng: np.random.Generator, x32: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    n = 120000
    a = rng.choice(x32, n)
    b = rng.choice(x32, n)
    # divisors near the 2^126 / 2^-126 scaling thresholds and quotients near the f32 limits
    nb = 20000
    be = rng.integers(0, 2, nb) * 2 + 124 + 127 * rng.integers(0, 2, nb)  # exponents 124..127 / 251..254
    bb = (rng.integers(0, 2, nb, dtype=np.uint32) << 31) | (be.astype(np.uint32) << 23) | \
        rng.integers(0, 1 << 23, nb, dtype=np.uint32)
    bb[: nb // 2] = (bb[: nb // 2] & np.uint32(0x807FFFFF)) | (rng.integers(1, 4, nb // 2).astype(np.uint32) << 23)
    ab = rng.choice(x32, nb)
    return np.concatenate([a, ab]).astype(np.uint32), np.concatenate([b, bb]).astype(np.uint32)


# tests/data/sfu/samples.npz keeps the first and the last of the div pairs (sfu_pack_tests.py)
DIV_KEPT = (40000, 20000)


def build() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(14)
    x32 = f32_inputs(rng)
    x64 = f64_inputs(rng)
    da, db = div_inputs(rng, x32)
    return x32, x64, da, db


def div_kept(n: int) -> np.ndarray:
    return np.r_[0 : DIV_KEPT[0], n - DIV_KEPT[1] : n]


def recorded_inputs() -> dict[str, np.ndarray]:
    """The inputs tests/data/sfu/samples.npz holds (not stored: load_npz makes them again from
    samples.seeded.json; the outputs recorded on the H100 are stored, samples.npz.xz)."""
    x32, x64, da, db = build()
    keep = div_kept(da.size)
    return {"in_f32": x32, "in_f64": x64, "in_div_a": da[keep], "in_div_b": db[keep]}


def main(out: Path) -> None:
    x32, x64, da, db = build()
    out.mkdir(parents=True, exist_ok=True)
    x32.tofile(out / "in_f32.bin")
    x64.tofile(out / "in_f64.bin")
    da.tofile(out / "in_div_a.bin")
    db.tofile(out / "in_div_b.bin")
    np.savez_compressed(out / "inputs.npz", f32=x32, f64=x64, div_a=da, div_b=db)
    print(f"f32 {x32.size}, f64 {x64.size}, div {da.size}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
