"""The special-function unit's interpolator (numerics.sfu_interp) against the H100's recorded cores.

Truth: tests/data/sfu/trig_recorded.npz (every entry of MUFU.SIN's quarter-wave core and of
MUFU.TANH on [2^-8, 8)) and cores_recorded.npz (MUFU.RCP on [1, 2)), recorded on the H100
(tools/truth/sfu/). The squarer cases are worked by hand from its definition (partial products of
x^2 in columns >= 19).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ptxemu.numerics import sfu, sfu_interp, sfu_trig

DATA = Path(__file__).resolve().parents[1] / "data" / "sfu"


def _recorded(name: str, file: str = "trig_recorded.npz") -> np.ndarray:
    z = np.load(DATA / file)
    d = np.concatenate([z[name + "_first"].astype(np.int64), z[name + "_d"].astype(np.int64)])
    return (np.cumsum(d) & 0xFFFFFFFF).astype(np.uint32)


def test_truncated_squarer_by_hand():
    s = sfu_interp.truncated_square
    # x < 1024: no partial product reaches column 19 (the largest pair, bits 8 and 9, lands at 18);
    # an exact square would give floor(1023^2 / 2^19) = 1
    assert s(np.array([0, 1, 1023])).tolist() == [0, 0, 0]
    # 1024 = b10: column 20 -> 2; 1536 = b9 + b10: b10 at 20, b9 b10 at 20, b9 alone at 18 (dropped) -> 4
    assert s(np.array([1024, 1536])).tolist() == [2, 4]
    # 1280 = b8 + b10: b10 at 20 (2), b8 b10 at 19 (1), b8 at 16 (dropped) -> 3 (exact: 3.125)
    assert s(np.array([1280])).tolist() == [3]


def test_squarer_never_exceeds_the_square():
    x = np.arange(1 << 17, dtype=np.int64)
    deficit = (x * x) / 2.0**19 - sfu_interp.squarer_table()
    assert deficit.min() >= 0 and deficit.max() < 9


def test_the_tables_are_small():
    z = sfu.tables()
    assert z["sin_interp"].shape == (64, 3) and z["rcp_interp"].shape == (128, 3)
    assert z["tanh_interp"].shape == (sum(1 << n for n in sfu_interp.TANH_SEG_BITS), 4) == (51, 4)
    assert not {"sin_res", "rcp_res", "tanh_res"} & set(z)


def test_sin_rcp_tanh_cores_equal_the_recordings():
    """Every entry: 2^23 of sin, 2^23 of rcp, 6,684,672 of tanh."""
    z = sfu.tables()
    r = np.arange(1 << 23)
    assert np.array_equal(sfu_interp.sin_core(z["sin_interp"], r), _recorded("sin"))
    assert np.array_equal(sfu_interp.rcp_core(z["rcp_interp"], r), _recorded("rcp", "cores_recorded.npz"))
    b = np.repeat(np.arange(11), sfu_trig.TANH_SIZES)
    j = np.arange(sfu_trig.TANH_ENTRIES) - np.asarray(sfu_trig.TANH_OFFSETS)[b]
    got = sfu_interp.tanh_core(z["tanh_interp"], b, j << np.asarray(sfu_trig.TANH_DROP)[b])
    assert np.array_equal(got, _recorded("tanh"))


def test_the_recordings_reject_the_near_misses():
    """The same table with an exact square, or rounding to nearest at the end, is wrong on millions
    of recorded entries: the recordings pin these choices down."""
    t = sfu.tables()["sin_interp"]
    r = np.arange(1 << 23, dtype=np.int64)
    s, dx = r >> 17, r & ((1 << 17) - 1)
    rec = _recorded("sin")
    y_exact = (t[s, 0] << 12) + t[s, 1] * dx + t[s, 2] * ((dx * dx) >> 19)
    assert (sfu_interp.rz_f32(y_exact, 37) != rec).sum() > 1_000_000
    y = (t[s, 0] << 12) + t[s, 1] * dx + t[s, 2] * sfu_interp.squarer_table()[dx]
    rn = np.ldexp(y.astype(np.float64), -37).astype(np.float32).view(np.uint32)
    assert (rn != rec).sum() > 1_000_000


def test_the_documented_tables_are_the_package_tables():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "sfu_interpolator_tables.md").read_text()
    rows: dict[str, list[list[int]]] = {"SIN": [], "RCP": [], "TANH": []}
    part = None
    for line in doc.splitlines():
        if line.startswith("## MUFU."):
            part = line.split(".")[1].split(":")[0]
        elif part == "TANH" and line.startswith("| 2^"):
            rows[part].append([int(c) for c in line.strip("| ").split(" | ")[2:]])
        elif part and line.startswith("| ") and line[2].isdigit():
            rows[part].append([int(c) for c in line.strip("| ").split(" | ")[1:]])
    z = sfu.tables()
    assert np.array_equal(np.array(rows["SIN"]), z["sin_interp"])
    assert np.array_equal(np.array(rows["RCP"]), z["rcp_interp"])
    assert np.array_equal(np.array(rows["TANH"]), z["tanh_interp"])
