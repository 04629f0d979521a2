"""Check the MUFU.SIN/COS/TANH structure on the recordings and store the cores.

    python3 tools/truth/sfu/sfu_trig_tables.py REC_DIR

REC_DIR: what sfu_trig.cu + sfu_trig_pack.py brought back from the H100 (trig_report.json,
trig25.npz, trig25_{sin,cos}_{lo,hi_even}.npz, tanh.npz). This script
1. rebuilds the K = 25 sin/cos tables and counts, over every recorded F, mismatches of the quadrant
   folding of numerics.sfu_trig (one's-complement mirror) and of the two's-complement alternative;
2. checks on every tanh output of [2^-8, 8) that the low TANH_DROP mantissa bits never matter;
3. writes the recorded cores to tests/data/sfu/trig_recorded.npz (CI compares the package's cores
   with them; sfu_interp_fit.py derives the interpolator's tables from them).
"""

from __future__ import annotations

import json
import lzma
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "src"))
from ptxemu.numerics import sfu_trig as st  # noqa: E402

U = 0xFFFFFFFF


def undiff(d: np.ndarray) -> np.ndarray:
    return np.cumsum(d.astype(np.uint64)).astype(np.uint32)  # wrapping uint32 sums


def load_table(rec: Path, fn: str) -> np.ndarray:
    t = np.full(1 << 25, U, dtype=np.uint32)
    for part, sl in (("lo", slice(0, 1 << 24)), ("hi_even", slice(1 << 24, None, 2))):
        blob = np.load(rec / f"trig25_{fn}_{part}.npz")["table"].tobytes()
        t[sl] = undiff(undiff(np.frombuffer(lzma.decompress(blob), dtype=np.uint32)))
    return t


def fold(core: np.ndarray, cos: bool, twos: bool) -> np.ndarray:
    f = np.arange(1 << 25, dtype=np.int64)
    q, r = f >> 23, f & (st.QUARTER - 1)
    mirror = np.minimum(st.QUARTER - r, st.QUARTER - 1) if twos else st.QUARTER - 1 - r
    direct = (q & 1) == (1 if cos else 0)
    neg = ((q == 1) | (q == 2)) if cos else (q >= 2)
    return core[np.where(direct, r, mirror)] ^ np.where(neg, np.uint32(0x80000000), np.uint32(0))


def main(rec: Path) -> None:
    report = json.loads((rec / "trig_report.json").read_text())
    print("device:", report)
    sin, cos = load_table(rec, "sin"), load_table(rec, "cos")
    q = sin[:st.QUARTER].copy()
    assert (q != U).all(), "every r of the quarter is recorded"
    for name, tab, is_cos in (("sin", sin, False), ("cos", cos, True)):
        seen = tab != U
        for twos in (False, True):
            bad = int((seen & (fold(q, is_cos, twos) != tab)).sum())
            how = "2^23 - r" if twos else "~r"
            print(f"{name}: {int(seen.sum())} recorded F, folding ({how}): {bad} mismatches")
    # tanh
    z = np.load(rec / "tanh.npz")
    n = 1 << 23
    parts = []
    for b, k in enumerate(st.TANH_DROP):
        d = np.frombuffer(lzma.decompress(z[f"b{b}"].tobytes()), dtype=np.int16).astype(np.int64)
        out = (int(z[f"first{b}"][0]) + np.concatenate([[0], np.cumsum(d)])).astype(np.uint32)
        assert out.size == n
        blocks = out.reshape(-1, 1 << k)
        changed = int((blocks != blocks[:, :1]).sum())
        finer = out.reshape(-1, 1 << (k + 1))
        print(f"tanh binade 2^{b - 8}: drop {k} bits: {changed} changes; drop {k + 1}: "
              f"{int((finer != finer[:, :1]).sum())}")
        assert changed == 0
        parts.append(blocks[:, 0])
    tanh = np.concatenate(parts)
    assert tanh.size == st.TANH_ENTRIES
    np.savez_compressed(ROOT / "tests" / "data" / "sfu" / "trig_recorded.npz",
                        sin_first=q[:1], sin_d=np.diff(q.astype(np.int64)).astype(np.int32),
                        tanh_first=tanh[:1], tanh_d=np.diff(tanh.astype(np.int64)).astype(np.int16))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
