"""128-bit data against the H200 (tools/truth/b128: kernel written from the manual, recorded with
record.py): mov.b128 packing and unpacking (2 x b64, 4 x b32), ld/st .b128 (global, shared), and
atom.cas.b128 / atom.exch.b128 on global, shared and generic addresses (manual 9.7.9.4, 9.7.13.5)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"


def _launch():
    z = np.load(DATA / "b128_inputs.npz")
    i, o, m = z["in"].copy(), z["out"].copy(), z["mem"].copy()
    ptxemu.Module((DATA / "b128_sm90a.ptx").read_text()).launch("b128_ops", 2, 64, [i, o, m])
    return z, o, m


def test_b128_moves_loads_stores_and_per_thread_atomics_match_the_gpu():
    z, o, m = _launch()
    h = np.load(DATA / "b128_outputs_h200.npz")
    assert np.array_equal(o[:, :12], h["out"][:, :12])  # every word but the contention's
    assert np.array_equal(m, h["mem"])  # the global cas slots: swapped where equal, kept elsewhere
    kind = np.arange(len(m)) % 4
    assert np.array_equal(m[kind == 1], z["in"][kind == 1, 2:4])  # low halves differ: no swap


def test_contended_shared_cas_has_one_winner_per_warp():
    """Every lane of a warp CASes one slot from 0 to its own value: which lane wins is the GPU's
    choice (the H200 run picked lane 0, as ptxemu's ascending order does); the rule is that exactly
    one lane sees 0, the others and the slot hold the winner's value."""
    for o in (_launch()[1], np.load(DATA / "b128_outputs_h200.npz")["out"]):
        for w in range(4):
            old, final = o[32 * w : 32 * w + 32, 12:14], o[32 * w : 32 * w + 32, 14:16]
            won = (old == 0).all(axis=1)
            assert won.sum() == 1
            g = 32 * w + int(np.flatnonzero(won)[0])  # the winner's global id
            value = np.array([g + 1, ~np.uint64(g + 1)], np.uint64)
            assert (final == value).all() and (old[~won] == value).all()
