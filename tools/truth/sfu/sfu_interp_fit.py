"""Derive the interpolator tables of every MUFU core from the H100's recorded cores.

    python3 tools/truth/sfu/sfu_interp_fit.py [--write]

Inputs: the H100 recordings in tests/data/sfu/: trig_recorded.npz (the sin quarter-wave core, every
distinct tanh input of [2^-8, 8)) and cores_recorded.npz (rcp on [1, 2), rsq and sqrt on [1, 4),
ex2's T+ and T-, lg2 on [0.5, 2), the f64 rcp64/rsq64 high words). Each recorded output bounds the
integer Y of the datapath in numerics/sfu_interp.py to an interval (Y 2^-f cut toward zero gives
the output). Per segment, a least-squares fit on the basis (1, dx, S(dx)) centres a search over
integer (C1, C2); for each, the feasible constant term is [max(lo - C1 dx - C2 S), min(hi - C1 dx
- C2 S)]. The script asserts that exactly one (C1, C2) is feasible in every segment, that exactly
one residue mod 2^c (the bias) lies in every segment's constant range, and that each range then
holds exactly one C0; tanh takes per segment the coarsest grid 2^-(37 + m) with a solution. Then
every recorded entry of every core is compared with the model (T-, rcp64 and rsq64 are not fitted:
they follow from the T+, rcp and rsq tables). --write stores the tables (sfu_cores.npz: *_interp)
and docs/sfu_interpolator_tables.md.
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
    w = 1.0 / np.maximum(hi.astype(np.float64) - lo.astype(np.float64) + 1, 1)  # free entries: ~0
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


def segments(lo: np.ndarray, hi: np.ndarray, seg_bits: int, sq_in: np.ndarray, c2_span: int) -> list[tuple]:
    """Per segment of 2^seg_bits entries: the only feasible (C1, C2) and its constant range."""
    n = 1 << seg_bits
    dx = np.arange(n, dtype=np.int64)
    s = si.squarer_table()[sq_in].astype(np.int64)
    out = []
    for seg in range(lo.size // n):
        sl = slice(seg * n, (seg + 1) * n)
        sols = solve(lo[sl], hi[sl], dx, s, c2_span)
        assert len(sols) == 1, (seg, sols[:4])
        out.append(sols[0])
    return out


def align(sols: list[tuple], c: int, bias: int | None = None) -> tuple[np.ndarray, int]:
    """C0 per segment and the bias: the constant is C0 2^c + bias, and exactly one residue mod 2^c
    (bias) lies in every segment's feasible range (given: only that residue is tried)."""
    mod = 1 << c
    ok = np.ones(mod, dtype=bool)
    for _, _, k0, k1 in sols:
        have = np.zeros(mod, dtype=bool)
        if k1 - k0 + 1 >= mod:
            have[:] = True
        else:
            r = np.arange(k0, k1 + 1) % mod
            have[r] = True
        ok &= have
    residues = np.nonzero(ok)[0].tolist() if bias is None else [bias] if ok[bias] else []
    assert len(residues) == 1, residues[:8]
    r = residues[0]
    rows = []
    for c1, c2, k0, k1 in sols:
        consts = [k for k in range(k0, k1 + 1) if (k - r) % mod == 0]
        assert len(consts) == 1, (k0, k1)
        rows.append(((consts[0] - r) >> c, c1, c2))
    return np.array(rows, dtype=np.int64), r


def fit(q: np.ndarray, seg_bits: int, sq_in: np.ndarray, bounds, c: int, bias: int | None,
        c2_span: int, free: tuple[int, ...] = ()) -> tuple[np.ndarray, int]:
    """The table (rows C0, C1, C2) and the bias of one core; `free`: entries that do not constrain
    (documented special cases)."""
    lo, hi = bounds(q)
    for i in free:
        lo[i], hi[i] = -(1 << 62), 1 << 62
    return align(segments(lo, hi, seg_bits, sq_in, c2_span), c, bias)


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
                    (row,), _ = fit(q, 17, d17, lambda v, m=m: bounds_rz(v, 37 + m), 12 + m, 0,
                                    40 if m == 0 else 10)
                except AssertionError:
                    continue
                rows.append((m, *row))
                break
            else:
                raise AssertionError(f"tanh binade {b - 8} segment {seg}: no grid fits")
    return np.array(rows, dtype=np.int64)


def bounds_lg2(q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Y' (units 2^-38, Y = Y' >> 2) per mantissa j from both halves of the core: m in [1, 2) gives
    RZ(Y 2^-36), m in [1/2, 1) minus RZ((2^36 - 1 - Y) 2^-36)."""
    half = 1 << 23
    lo_p, hi_p = bounds_rz(q[half:], 36)
    lo_n, hi_n = bounds_rz(q[:half] & np.uint32(0x7FFFFFFF), 36)
    lo = np.maximum(lo_p, (1 << 36) - 1 - hi_n)
    hi = np.minimum(hi_p, (1 << 36) - 1 - lo_n)
    lo[0], hi[0] = -(1 << 60), 1 << 60  # m = 1: +0 (a special case)
    assert (lo <= hi).all()
    return 4 * lo, 4 * hi + 3


def main(write: bool) -> None:
    z = np.load(DATA / "cores_recorded.npz")
    zt = np.load(DATA / "trig_recorded.npz")
    d17, i23, i24 = np.arange(1 << 17), np.arange(1 << 23), np.arange(1 << 24)
    rec = {"sin": recorded(zt, "sin", np.int32), "tanh": recorded(zt, "tanh", np.int16),
           "rcp": recorded(z, "rcp"), "rsq": recorded(z, "rsq"), "sqrt": recorded(z, "sqrt"),
           "ex2_pos": recorded(z, "ex2")[::2], "ex2_neg": recorded(z, "ex2_neg"),
           "lg2": recorded(z, "lg2", np.int32),
           "rcp64": recorded(z, "rcp64"), "rsq64": recorded(z, "rsq64")}
    tab: dict[str, np.ndarray] = {}
    tab["sin"], b_sin = fit(rec["sin"], 17, d17, bounds_rz, 12, None, 40)
    tab["rcp"], b_rcp = fit(rec["rcp"], 16, 2 * np.arange(1 << 16), bounds_rcp, 13, None, 6)
    tab["rsq"], b_rsq = fit(rec["rsq"], 17, d17, lambda v: bounds_rz(v, 40), 14, None, 6, free=(0,))
    tab["sqrt"], b_sqrt = fit(rec["sqrt"], 17, d17, lambda v: bounds_rz(v, 40), 15, None, 6)
    tab["ex2"], b_ex2 = fit(rec["ex2_pos"], 17, d17, lambda v: bounds_rz(v, 38), 13, None, 6)
    tab["lg2"], b_lg2 = fit(rec["lg2"], 17, d17, bounds_lg2, 12, None, 6)
    tab["tanh"] = fit_tanh(rec["tanh"])
    print("biases found (each the only residue that fits every segment):",
          dict(sin=b_sin, rcp=b_rcp, rsq=b_rsq, sqrt=b_sqrt, ex2=b_ex2, lg2=b_lg2))
    assert (b_sin, b_rcp, b_rsq, b_sqrt, b_ex2, b_lg2) == (0, si.RCP_BIAS, si.RSQ_BIAS, si.SQRT_BIAS,
                                                          si.EX2_BIAS, si.LG2_BIAS)
    tb = np.repeat(np.arange(11), st.TANH_SIZES)
    tj = np.arange(st.TANH_ENTRIES) - np.asarray(st.TANH_OFFSETS)[tb]
    model = {"sin": si.sin_core(tab["sin"], i23), "rcp": si.rcp_core(tab["rcp"], i23),
             "rsq": si.rsq_core(tab["rsq"], i24), "sqrt": si.sqrt_core(tab["sqrt"], i24),
             "ex2_pos": si.ex2_pos_core(tab["ex2"], i23), "ex2_neg": si.ex2_neg_core(tab["ex2"], i23),
             "lg2": si.lg2_core(tab["lg2"], i24), "rcp64": si.rcp64_core(tab["rcp"], np.arange(1 << 20)),
             "rsq64": si.rsq64_core(tab["rsq"], np.arange(1 << 21)),
             "tanh": si.tanh_core(tab["tanh"], tb, tj << np.asarray(st.TANH_DROP)[tb])}
    for name, m in model.items():
        bad = int((m != rec[name]).sum())
        print(f"{name:8s} {m.size:9d} entries, mismatches {bad}")
        assert bad == 0
    print("tanh grids m = 0/1/2:", np.bincount(tab["tanh"][:, 0], minlength=3).tolist())
    if write:
        path = ROOT / "src" / "ptxemu" / "numerics" / "sfu_cores.npz"
        np.savez_compressed(path, **{f"{k}_interp": v for k, v in tab.items()})
        print("wrote", path, path.stat().st_size)
        doc = ROOT / "docs" / "sfu_interpolator_tables.md"
        doc.write_text(render(tab))
        print("wrote", doc)


SECTIONS = [  # (table, title, the index-to-segment rule)
    ("rcp", "MUFU.RCP: Y = C0 2^13 + 2023 + C1 dx + C2 S(2 dx), units 2^-39, C0 in 2^-26", "s = i >> 16"),
    ("rsq", "MUFU.RSQ: Y = C0 2^14 + 16383 + C1 dx + C2 S(dx), units 2^-40, C0 in 2^-26", "s = i >> 17"),
    ("sqrt", "MUFU.SQRT: Y = C0 2^15 + 32767 + C1 dx + C2 S(dx), units 2^-40, C0 in 2^-25", "s = i >> 17"),
    ("ex2", "MUFU.EX2: Y = C0 2^13 + 6114 + C1 dx + C2 S(dx), units 2^-38, C0 in 2^-25", "s = f >> 17"),
    ("lg2", "MUFU.LG2: Y' = C0 2^12 + 837 + C1 dx + C2 S(dx), units 2^-38, C0 in 2^-26", "s = j >> 17"),
    ("sin", "MUFU.SIN: Y = C0 2^12 + C1 dx + C2 S(dx), units 2^-37, C0 in 2^-25", "s = r >> 17"),
]


def render(tab: dict[str, np.ndarray]) -> str:
    """The tables as markdown (docs/sfu_interpolator_tables.md; a test compares it with the
    package's copy)."""
    out = ["# The special-function unit's interpolator tables (H100)", "",
           "Written by `tools/truth/sfu/sfu_interp_fit.py --write` from the recorded cores; the datapath",
           "is in `src/ptxemu/numerics/sfu_interp.py` and docs/numerics.md (\"The interpolator\").", ""]
    for name, title, rule in SECTIONS:
        out += [f"## {title}; {rule}", "", "| s | C0 | C1 | C2 |", "| --- | --- | --- | --- |"]
        out += [f"| {i} | {c0} | {c1} | {c2} |" for i, (c0, c1, c2) in enumerate(tab[name].tolist())]
        out.append("")
    out += ["## MUFU.TANH: Y = C0 2^(12+m) + C1 dx + C2 S(dx), units 2^-(37+m), C0 in 2^-25; rows binade by "
            "binade", "", "| binade | segment | m | C0 | C1 | C2 |", "| --- | --- | --- | --- | --- | --- |"]
    row = 0
    for b, nb in enumerate(si.TANH_SEG_BITS):
        for seg in range(1 << nb):
            m, c0, c1, c2 = tab["tanh"][row].tolist()
            out.append(f"| 2^{b - 8} | {seg} | {m} | {c0} | {c1} | {c2} |")
            row += 1
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    main("--write" in sys.argv)
