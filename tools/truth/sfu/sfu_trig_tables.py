"""Check the MUFU.SIN/COS/TANH structure on the recordings and store the cores.

    python3 tools/truth/sfu/sfu_trig_tables.py REC_DIR

REC_DIR: what sfu_trig.cu + sfu_trig_pack.py brought back from the H100 (trig_report.json,
trig25.npz, trig25_{sin,cos}_{lo,hi_even}.npz, tanh.npz). This script
1. rebuilds the K = 25 sin/cos tables and counts, over every recorded F, mismatches of the quadrant
   folding of numerics.sfu_trig (one's-complement mirror) and of the two's-complement alternative;
2. checks on every tanh output of [2^-8, 8) that the low TANH_DROP mantissa bits never matter;
3. writes the recorded cores to tests/data/sfu/trig_recorded.npz (CI compares the stored cores with
   them) and the stored form (per-segment quadratic reference + residual: sin 2-bit packed, tanh
   int8) into src/ptxemu/numerics/sfu_cores.npz.
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
from ptxemu.numerics.sfu import pack_residual  # noqa: E402

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


def fit(y_bits: np.ndarray, nseg: int) -> tuple[np.ndarray, np.ndarray]:
    """Per-segment weighted least-squares quadratic (in ulps, centred for truncation)."""
    y = y_bits.view(np.float32).astype(np.float64)
    u = np.maximum(np.spacing(y_bits.view(np.float32)).astype(np.float64), 2.0**-149)
    n = y.size // nseg
    dx = np.arange(n, dtype=np.float64)
    a = np.stack([np.ones(n), dx, dx * dx], 1)
    coef = np.zeros((nseg, 3))
    for s in range(nseg):
        ys, us = y[s * n:(s + 1) * n], u[s * n:(s + 1) * n]
        coef[s], *_ = np.linalg.lstsq(a / us[:, None], (ys + 0.5 * us) / us, rcond=None)
    return coef, dx


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
    # stored form: sin
    seg_n = 1 << st.SIN_SEG
    sin_coef, _ = fit(q, st.QUARTER >> st.SIN_SEG)
    sin_coef[0] = 0.0
    r = np.arange(st.QUARTER)
    res = q.astype(np.int64) - st.sin_reference(sin_coef, r).astype(np.int64)
    res[:seg_n] = 0
    print("sin residuals", np.unique(res, return_counts=True))
    assert res.min() >= -2 and res.max() <= 1
    # tanh: 256 segments per binade
    tanh_coef = np.zeros((len(st.TANH_DROP) * st.TANH_SEGS, 3))
    for b in range(len(st.TANH_DROP)):
        o, sz = st.TANH_OFFSETS[b], st.TANH_SIZES[b]
        tanh_coef[b * st.TANH_SEGS:(b + 1) * st.TANH_SEGS], _ = fit(tanh[o:o + sz], st.TANH_SEGS)
    tres = tanh.astype(np.int64) - st.tanh_reference(tanh_coef, np.arange(st.TANH_ENTRIES)).astype(np.int64)
    print("tanh residual range", tres.min(), tres.max(), "zero", float((tres == 0).mean()))
    assert tres.min() >= -128 and tres.max() <= 127
    cores = ROOT / "src" / "ptxemu" / "numerics" / "sfu_cores.npz"
    zc = dict(np.load(cores))
    zc.update(sin_coef=sin_coef, sin_res=pack_residual(res), sin_seg0=q[:seg_n],
              tanh_coef=tanh_coef, tanh_res=tres.astype(np.int8))
    np.savez_compressed(cores, **zc)
    print("wrote", cores, cores.stat().st_size)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
