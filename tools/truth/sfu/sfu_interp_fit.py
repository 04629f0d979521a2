"""Derive the interpolator tables of MUFU.SIN, MUFU.RCP and MUFU.TANH from the recorded cores.

    python3 tools/truth/sfu/sfu_interp_fit.py [--write]

Inputs: the H100 recordings in tests/data/sfu/ (trig_recorded.npz: the sin quarter-wave core and
every distinct tanh input of [2^-8, 8); cores_recorded.npz: the rcp core on [1, 2)). Each recorded
f32 output bounds the integer Y of the datapath in numerics/sfu_interp.py to an interval (Y 2^-f
cut toward zero gives the output). Per segment, a least-squares fit on the basis (1, dx, S(dx))
centres a search over integer (C1, C2); for each, the feasible constant term is
[max(lo - C1 dx - C2 S), min(hi - C1 dx - C2 S)]. The script asserts that exactly one (C1, C2) is
feasible in every segment and that exactly one constant in the feasible range has the alignment
(sin: a multiple of 2^12; rcp: 2023 mod 2^13; tanh: 2^(12 + m) on the coarsest grid 2^-(37 + m)
that has a solution), then checks the whole core. --write stores the tables into
src/ptxemu/numerics/sfu_cores.npz (sin_interp 64 x 3, rcp_interp 128 x 3, tanh_interp 51 x 4) and
drops the residual forms they replace.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "src"))
from ptxemu.numerics import sfu_interp as si  # noqa: E402
from ptxemu.numerics import sfu_trig as st  # noqa: E402

DATA = ROOT / "tests" / "data" / "sfu"


def recorded(z: np.lib.npyio.NpzFile, name: str, dtype=np.int64) -> np.ndarray:
    d = np.concatenate([z[name + "_first"].astype(np.int64), z[name + "_d"].astype(dtype).astype(np.int64)])
    return (np.cumsum(d) & 0xFFFFFFFF).astype(np.uint32)


def bounds_rz(q: np.ndarray, frac: int = 37) -> tuple[np.ndarray, np.ndarray]:
    """Y with RZ(Y 2^-frac) = q: [q 2^frac, (q + ulp) 2^frac - 1] (q a multiple of 2^-frac)."""
    v = q.view(np.float32).astype(np.float64)
    lo = np.ldexp(v, frac).astype(np.int64)
    assert np.array_equal(lo.astype(np.float64), np.ldexp(v, frac))
    width = np.maximum(np.ldexp(np.spacing(q.view(np.float32)).astype(np.float64), frac), 1).astype(np.int64)
    return lo, lo + width - 1


def bounds_rcp(q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    v = q.view(np.float32).astype(np.float64)
    m = (v * 2.0**24).astype(np.int64)
    lo = m << 15
    hi = np.where(m >= 1 << 24, lo + (1 << 16) - 1, lo + (1 << 15) - 1)  # 1.0: a 2^-23 ulp
    return lo, hi


def solve(lo: np.ndarray, hi: np.ndarray, dx: np.ndarray, s: np.ndarray, c2_span: int) -> list[tuple]:
    a = np.stack([np.ones(dx.size), dx.astype(np.float64), s.astype(np.float64)], 1)
    w = 1.0 / np.maximum(hi - lo + 1, 1).astype(np.float64)
    c, *_ = np.linalg.lstsq(a * w[:, None], ((lo + hi) / 2.0) * w, rcond=None)
    found = []
    for c1 in range(int(round(c[1])) - 3, int(round(c[1])) + 4):
        base = c1 * dx
        for c2 in range(int(round(c[2])) - c2_span, int(round(c[2])) + c2_span + 1):
            rest = base + c2 * s
            k0, k1 = int(np.max(lo - rest)), int(np.min(hi - rest))
            if k0 <= k1:
                found.append((c1, c2, k0, k1))
    return found


def fit(q: np.ndarray, seg_bits: int, sq_in: np.ndarray, bounds, align: int, bias: int,
        c2_span: int) -> np.ndarray:
    lo, hi = bounds(q)
    n = 1 << seg_bits
    dx = np.arange(n, dtype=np.int64)
    s = si.squarer_table()[sq_in].astype(np.int64)
    rows = []
    for seg in range(q.size // n):
        sl = slice(seg * n, (seg + 1) * n)
        sols = solve(lo[sl], hi[sl], dx, s, c2_span)
        assert len(sols) == 1, (seg, sols[:4])
        c1, c2, k0, k1 = sols[0]
        consts = [k for k in range(k0, k1 + 1) if (k - bias) % align == 0]
        assert len(consts) == 1, (seg, k0, k1)
        rows.append(((consts[0] - bias) // align, c1, c2))
    return np.array(rows, dtype=np.int64)


def fit_tanh(core: np.ndarray) -> np.ndarray:
    """Rows (m, C0, C1, C2) of the 51 tanh segments: per segment the coarsest grid 2^-(37 + m) on
    which an integer solution exists (it is then unique, and C0 sits on the 2^-25 grid)."""
    rows = []
    d17 = np.arange(1 << 17)
    for b, nb in enumerate(si.TANH_SEG_BITS):
        o = st.TANH_OFFSETS[b]
        for seg in range(1 << nb):
            q = core[o + (seg << 17):o + ((seg + 1) << 17)]
            for m in range(3):
                try:
                    (row,) = fit(q, 17, d17, lambda v, m=m: bounds_rz(v, 37 + m), 1 << (12 + m), 0,
                                 40 if m == 0 else 10)
                except AssertionError:
                    continue
                rows.append((m, *row))
                break
            else:
                raise AssertionError(f"tanh binade {b - 8} segment {seg}: no grid fits")
    return np.array(rows, dtype=np.int64)


def main(write: bool) -> None:
    q_sin = recorded(np.load(DATA / "trig_recorded.npz"), "sin", np.int32)
    q_rcp = recorded(np.load(DATA / "cores_recorded.npz"), "rcp")
    d17 = np.arange(1 << 17)
    sin_t = fit(q_sin, 17, d17, bounds_rz, 1 << 12, 0, 40)
    rcp_t = fit(q_rcp, 16, 2 * np.arange(1 << 16), bounds_rcp, 1 << 13, si.RCP_BIAS, 6)
    q_tanh = recorded(np.load(DATA / "trig_recorded.npz"), "tanh", np.int16)
    tanh_t = fit_tanh(q_tanh)
    b = np.repeat(np.arange(11), st.TANH_SIZES)
    j = np.arange(st.TANH_ENTRIES) - np.asarray(st.TANH_OFFSETS)[b]
    bad_tanh = int((si.tanh_core(tanh_t, b, j << np.asarray(st.TANH_DROP)[b]) != q_tanh).sum())
    print(f"tanh: {tanh_t.shape[0]} segments (m = 0/1/2: {np.bincount(tanh_t[:, 0], minlength=3).tolist()}); "
          f"core mismatches {bad_tanh}")
    r = np.arange(1 << 23)
    bad_sin = int((si.sin_core(sin_t, r) != q_sin).sum())
    bad_rcp = int((si.rcp_core(rcp_t, r) != q_rcp).sum())
    print(f"sin: {sin_t.shape[0]} segments, one (C1, C2) and one aligned C0 each; core mismatches {bad_sin}")
    print(f"rcp: {rcp_t.shape[0]} segments, one (C1, C2) and one aligned C0 each; core mismatches {bad_rcp}")
    assert bad_sin == 0 and bad_rcp == 0 and bad_tanh == 0
    if write:
        path = ROOT / "src" / "ptxemu" / "numerics" / "sfu_cores.npz"
        drop = ("sin_coef", "sin_res", "sin_seg0", "rcp_res", "tanh_coef", "tanh_res")
        z = {k: v for k, v in np.load(path).items() if k not in drop}
        z.update(sin_interp=sin_t, rcp_interp=rcp_t, tanh_interp=tanh_t)
        np.savez_compressed(path, **z)
        print("wrote", path, path.stat().st_size)
        doc = ROOT / "docs" / "sfu_interpolator_tables.md"
        doc.write_text(render(sin_t, rcp_t, tanh_t))
        print("wrote", doc)


def render(sin_t: np.ndarray, rcp_t: np.ndarray, tanh_t: np.ndarray) -> str:
    """The three tables as markdown (docs/sfu_interpolator_tables.md; a test compares it with the
    package's copy)."""
    out = ["# The special-function unit's interpolator tables (H100)", "",
           "Written by `tools/truth/sfu/sfu_interp_fit.py --write` from the recorded cores; the datapath is in",
           "`src/ptxemu/numerics/sfu_interp.py` and docs/numerics.md (\"The interpolator\").", "",
           "## MUFU.SIN: Y = C0 2^12 + C1 dx + C2 S(dx), units 2^-37; segment s = r >> 17", "",
           "| s | C0 (2^-25) | C1 | C2 |", "| --- | --- | --- | --- |"]
    out += [f"| {i} | {c0} | {c1} | {c2} |" for i, (c0, c1, c2) in enumerate(sin_t.tolist())]
    out += ["", "## MUFU.RCP: Y = C0 2^13 + 2023 + C1 dx + C2 S(2 dx), units 2^-39; segment s = i >> 16", "",
            "| s | C0 (2^-26) | C1 | C2 |", "| --- | --- | --- | --- |"]
    out += [f"| {i} | {c0} | {c1} | {c2} |" for i, (c0, c1, c2) in enumerate(rcp_t.tolist())]
    out += ["", "## MUFU.TANH: Y = C0 2^(12+m) + C1 dx + C2 S(dx), units 2^-(37+m); rows binade by binade", "",
            "| binade | segment | m | C0 (2^-25) | C1 | C2 |", "| --- | --- | --- | --- | --- | --- |"]
    row = 0
    for b, nb in enumerate(si.TANH_SEG_BITS):
        for seg in range(1 << nb):
            m, c0, c1, c2 = tanh_t[row].tolist()
            out.append(f"| 2^{b - 8} | {seg} | {m} | {c0} | {c1} | {c2} |")
            row += 1
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    main("--write" in sys.argv)
