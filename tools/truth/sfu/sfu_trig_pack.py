"""Pack sfu_trig's raw recordings (OUTDIR/*.bin) into compressed files small enough to bring back.

    python3 sfu_trig_pack.py RAWDIR OUTDIR

trig25_{sin,cos}_{lo,hi_even}.npz: the K = 25 MUFU.SIN / MUFU.COS tables (F = floor(frac(|t|)
2^25)). The lower
half (F < 2^24) is stored whole; of the upper half only even F (odd F there is reached by no f32 t,
which the file counts). Unreached entries stay 0xffffffff. Each array is stored as the wrapping
uint32 second differences of consecutive entries, lzma-compressed.
tanh.npz: tanh.approx.f32 of every x in [2^-8, 8), one binade (2^23 inputs) per key, as
lzma-compressed int16 differences of consecutive output bits (the first output of each binade
separately).
"""
from __future__ import annotations

import lzma
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np


def diff_code(a: np.ndarray) -> np.ndarray:
    return np.diff(a.astype(np.uint32), prepend=np.uint32(0)).astype(np.uint32)


def pack_binade(args: tuple[bytes, int]) -> tuple[int, int, bytes]:
    raw, e = args
    a = np.frombuffer(raw, dtype=np.uint32).astype(np.int64)
    d = np.diff(a)
    if d.min() < -32768 or d.max() > 32767:
        raise SystemExit(f"binade {e}: difference out of int16 range {d.min()} {d.max()}")
    return e, int(a[0]), lzma.compress(d.astype(np.int16).tobytes(), preset=6)


def pack_table(args: tuple[str, bytes]) -> tuple[str, bytes]:
    """Second differences (wrapping uint32) of one table, lzma-compressed."""
    name, raw = args
    a = np.frombuffer(raw, dtype=np.uint32)
    return name, lzma.compress(diff_code(diff_code(a)).tobytes(), preset=6)


def main(raw: Path, out: Path) -> None:
    half = 1 << 24
    arrays: dict[str, np.ndarray] = {}
    jobs_t = []
    for fn in ("sin", "cos"):
        t = np.fromfile(raw / f"{fn}25.bin", dtype=np.uint32)
        odd_hi = t[half + 1::2]
        jobs_t += [(f"{fn}_lo", t[:half].tobytes()), (f"{fn}_hi_even", t[half::2].tobytes())]
        arrays[f"{fn}_hi_odd_reached"] = np.array([int((odd_hi != 0xFFFFFFFF).sum())])
    with ProcessPoolExecutor(4) as pool:
        for name, blob in pool.map(pack_table, jobs_t):  # one file each: a file comes back under 16 MB
            np.savez(out / f"trig25_{name}.npz", table=np.frombuffer(blob, dtype=np.uint8))
    np.savez(out / "trig25.npz", **arrays)
    th = np.fromfile(raw / "tanh.bin", dtype=np.uint32)
    n = 1 << 23
    jobs = [(th[e * n:(e + 1) * n].tobytes(), e) for e in range(len(th) // n)]
    with ProcessPoolExecutor(12) as pool:
        done = sorted(pool.map(pack_binade, jobs))
    np.savez(out / "tanh.npz",
             **{f"b{e}": np.frombuffer(blob, dtype=np.uint8) for e, _, blob in done},
             **{f"first{e}": np.array([first], dtype=np.uint32) for e, first, _ in done})
    print("packed", {p.name: p.stat().st_size for p in out.iterdir()})


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
