"""The special-function unit's interpolator (numerics.sfu_interp) against the H100's recorded cores.

Truth: tests/data/sfu/trig_recorded.npz (every entry of MUFU.SIN's quarter-wave core and of
MUFU.TANH on [2^-8, 8)) and cores_recorded.npz (every entry of the RCP, RSQ, SQRT, EX2 T+/T-,
LG2, RCP64H and RSQ64H cores), recorded on the H100 (tools/truth/sfu/). The squarer cases are
worked by hand from its definition (partial products of x^2 in columns >= 19).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ptxemu.numerics import sfu, sfu_interp

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
    """The whole special-function unit is seven small integer tables (no stored cores)."""
    z = sfu.tables()
    assert {k: v.shape for k, v in z.items()} == {
        "sin_interp": (64, 3), "rcp_interp": (128, 3), "rsq_interp": (128, 3), "sqrt_interp": (128, 3),
        "ex2_interp": (64, 3), "lg2_interp": (64, 3), "tanh_interp": (51, 4)}
    assert sum(1 << n for n in sfu_interp.TANH_SEG_BITS) == 51


CORE_RECORDINGS = {  # core -> (recording file, key, dtype of its differences, every k-th recorded entry)
    "rcp": ("cores_recorded.npz", "rcp", np.int8, 1), "rsq": ("cores_recorded.npz", "rsq", np.int8, 1),
    "sqrt": ("cores_recorded.npz", "sqrt", np.int8, 1),
    "ex2_pos": ("cores_recorded.npz", "ex2", np.int8, 2),
    "ex2_neg": ("cores_recorded.npz", "ex2_neg", np.int8, 1),
    "lg2": ("cores_recorded.npz", "lg2", np.int32, 1),
    "rcp64": ("cores_recorded.npz", "rcp64", np.int8, 1),
    "rsq64": ("cores_recorded.npz", "rsq64", np.int8, 1),
    "sin": ("trig_recorded.npz", "sin", np.int32, 1), "tanh": ("trig_recorded.npz", "tanh", np.int16, 1)}


def test_every_core_equals_its_recording():
    """Every entry of every core (about 95 million), built from the interpolator, against the H100:
    rcp 2^23, rsq/sqrt 2^24, ex2 T+/T- 2^23, lg2 2^24, rcp64/rsq64 high words 2^20/2^21, the sin
    quarter wave 2^23, tanh's 6,684,672 inputs of [2^-8, 8)."""
    cores = sfu.cores()
    assert set(cores) == set(CORE_RECORDINGS)
    for name, (file, key, _, step) in CORE_RECORDINGS.items():
        rec = _recorded(key, file)[::step]
        assert np.array_equal(cores[name], rec), (name, int((cores[name] != rec).sum()))


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
    rows: dict[str, list[list[int]]] = {}
    part = None
    for line in doc.splitlines():
        if line.startswith("## MUFU."):
            part = line.split(".")[1].split(":")[0].lower()
            rows[part] = []
        elif part == "tanh" and line.startswith("| 2^"):
            rows[part].append([int(c) for c in line.strip("| ").split(" | ")[2:]])
        elif part and line.startswith("| ") and line[2].isdigit():
            rows[part].append([int(c) for c in line.strip("| ").split(" | ")[1:]])
    z = sfu.tables()
    assert set(rows) == {k.removesuffix("_interp") for k in z}
    for name, r in rows.items():
        assert np.array_equal(np.array(r), z[name + "_interp"]), name


def test_cores_computed_at_scattered_entries_equal_the_recordings():
    """sfu.core_at before a table is built (a small kernel's MUFU: only the entries asked for are
    computed) gives the recorded entries: 4,096 scattered indices of every core, and its ends."""
    rng = np.random.default_rng(3)
    for name, (file, key, _, step) in CORE_RECORDINGS.items():
        if name == "tanh":
            continue  # indexed by binade, always through its table (core_table)
        n = sfu.CORES[name][0]
        idx = np.r_[0, 1, n - 1, rng.integers(0, n, 4096)]
        sfu._asked[name] = 0
        got = sfu.core_at(name, idx)
        rec = _recorded(key, file)[::step]
        assert np.array_equal(got, rec[idx]), name


def test_squarer_table_equals_the_readable_squarer_on_every_input() -> None:
    """squarer_table's row-at-a-time sum (sfu_interp._truncated_square_rows) against
    truncated_square, the partial products one by one, on all 2^17 inputs."""
    from ptxemu.numerics.sfu_interp import squarer_table, truncated_square

    assert np.array_equal(squarer_table(), truncated_square(np.arange(1 << 17)))
