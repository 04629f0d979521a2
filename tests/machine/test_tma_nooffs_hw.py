"""TMA .im2col_no_offs stores and reductions against the H100: tests/data/tensormap/tma_nooffs.npz
(issue 20).

tools/truth/tensormap/record_nooffs.py ran cp.async.bulk.tensor.{3,4,5}d.global.shared::cta
.im2col_no_offs.bulk_group and cp.reduce.async.bulk.tensor...{redOp}.im2col_no_offs
(tma_nooffs_sm90a.ptx) through im2col maps the driver encoded (cuTensorMapEncodeIm2col): u8, u16,
f16, bf16, u32, s32 and f32 elements, 4 to 64 channels a pixel (channel ranges inside dimension 0
and running past its end), 16 to 200 pixels a column (across rows, images, and past the last
image), corners inside the image and at its edges, element strides, every swizzle with base
offsets; the reductions with every redOp on u32, min/max/add on s32, add and min on f16, add on
bf16 and f32. Each store has a load (.im2col, offsets 0) of the same map at the same coordinates,
and five stores break the manual's store rules (a negative lower corner, a positive upper corner, a
negative coordinate, a filter base outside the bounding box): the H100 stopped on each with an
illegal-instruction error. Here the same PTX runs in ptxemu over the same bytes at the same
addresses: every recorded byte and status word must agree, and every launch the H100 stopped must
stop ptxemu with a PtxError naming the line and thread.
"""

from __future__ import annotations

import json
import pathlib

import numpy as np
import pytest
from nooffs_replay import replay  # noqa: E402

import ptxemu

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap"

_Z = np.load(DATA / "tma_nooffs.npz")
META = json.loads(bytes(_Z["meta"]))
OUT = _Z["out"]
CASES = META["cases"]
RAN = [c for c in CASES if "error" not in c]
REFUSED = [c for c in CASES if "error" in c]
BY = {(c["group"], c["index"]): c for c in CASES}
ESIZE = {0: 1, 1: 2, 2: 4, 3: 4, 6: 2, 7: 4, 9: 2}


def _ids(cs):
    return [f"{c['group']}{c['index']}-{c['kernel']}-dt{c['map']['dtype']}" for c in cs]


def _got(c):
    return OUT[c["out_at"] : c["out_at"] + c["out_len"]]


def test_recording_counts():
    """What the H100 did: 29 of 34 stores, 33 of 34 loads and 27 of 28 reductions ran; the rest
    stopped with an illegal-instruction error (CUDA error 715)."""
    assert META["device"].startswith("NVIDIA H100")
    count = {g: sum(c["group"] == g for c in CASES) for g in ("store", "load", "red")}
    assert count == {"store": 34, "load": 34, "red": 28}
    assert len(RAN) == 89 and len(REFUSED) == 7
    assert all("error 715" in c["error"] for c in REFUSED)
    assert all(c["status"][0] == 1 for c in RAN)
    # every store whose map breaks manual 9.7.9.25.5.1's store rules stopped the GPU
    for c in CASES:
        if c["group"] != "load":
            m = c["map"]
            bad = min(m["lower"]) < 0 or max(m["upper"]) > 0 or min(c["coords"]) < 0
            outside = c["group"] == "store" and c["index"] == 32  # filter base outside the bounding box
            assert ("error" in c) == (bad or outside), c["index"]


# every case eagerly; the stores and reductions in the checking mode too
RUNS = [(c, False) for c in RAN] + [(c, True) for c in RAN if c["group"] != "load"]


@pytest.mark.parametrize(
    ("c", "check"),
    RUNS,
    ids=[i + ("-checking" if k else "") for i, (_, k) in zip(_ids([c for c, _ in RUNS]), RUNS, strict=True)],
)
def test_replay(c, check):
    out, status = replay(c, check=check)
    want = _got(c)
    bad = np.flatnonzero(out != want)
    assert not len(bad), f"{len(bad)} of {len(want)} bytes differ, first at {bad[0]}"
    assert status == c["status"]


@pytest.mark.parametrize("c", REFUSED, ids=_ids(REFUSED))
def test_refused_like_the_gpu(c):
    with pytest.raises(ptxemu.PtxError) as e:
        replay(c, check=c["index"] % 2 == 1)
    assert "line" in str(e.value) and "thread" in str(e.value)


def test_store_writes_what_the_load_reads():
    """Read off the recording alone (no ptxemu): a store writes global uint16 word h from shared
    word O[h] - 0x4000; the load at the same coordinates reads global word G[k] - 1 into shared
    word k. The two sets of (shared, global) pairs are equal, except that the store also writes the
    channels past dimension 0's end that share a 16-byte chunk with channels inside it (into the
    row's padding: the tile stores' rule)."""
    extra_cases = 0
    for c in RAN:
        if c["group"] != "store":
            continue
        ld = BY[("load", c["index"])]
        m = c["map"]
        o, L = _got(c).view(np.uint16), _got(ld).view(np.uint16)
        w = np.flatnonzero(o != 0xFFFF)
        store = set(zip((o[w].astype(int) - 0x4000).tolist(), w.tolist(), strict=True))
        k = np.flatnonzero((L != 0) & (L != 0xEEEE))  # 0: the zero fill, 0xEEEE: the kernel's fill
        load = set(zip((k - c["off"] // 2).tolist(), (L[k].astype(int) - 1).tolist(), strict=True))
        lim = (len(L) * 2 - c["off"]) // 2  # the load kernel dumps the window from its start
        store = {p for p in store if p[0] < lim}
        assert load <= store, c["index"]
        extra = np.array(sorted(h for _, h in store - load), np.int64)
        row = m["dims"][0] * ESIZE[m["dtype"]]
        if len(extra):
            extra_cases += 1
            assert row % 16, c["index"]
            in_row = (extra * 2) % m["strides"][0]
            assert ((in_row >= row) & (in_row < (row + 15) // 16 * 16)).all(), c["index"]
    assert extra_cases == 4
