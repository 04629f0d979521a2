"""TMA .im2col_no_offs stores and reductions through INTERLEAVED im2col maps against the H100:
tests/data/tensormap/tma_il_nooffs.npz (issue 20).

tools/truth/tensormap/record_il_nooffs.py ran cp.async.bulk.tensor.{3,4,5}d.global.shared::cta
.im2col_no_offs.bulk_group and cp.reduce.async.bulk.tensor...{add,min}.im2col_no_offs
(tma_nooffs_sm90a.ptx) through interleaved im2col maps the driver encoded (INTERLEAVE_16B and
32B; u8, u16, f16, bf16, u32, s32, f32; one slice a pixel and 2 slices, half and one and a half
slices; every swizzle with base offsets; element strides on W too; padded strides; corners inside
the image; pixels past the last image; the channel group at and past the end of its dimension),
each beside the .im2col load (offsets 0) of the same map at the same coordinates, and five that
break the manual's store rules (negative lower corner, positive upper corner, a negative
coordinate): the H100 stopped on each with an illegal-instruction error. Here the same PTX runs in
ptxemu over the same bytes at the same addresses: every recorded byte and status word must agree,
and every launch the H100 stopped must stop ptxemu with a PtxError naming the line and thread.
"""

from __future__ import annotations

import json
import pathlib

import numpy as np
import pytest
from nooffs_replay import replay  # noqa: E402

import ptxemu

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap"

_Z = np.load(DATA / "tma_il_nooffs.npz")
META = json.loads(bytes(_Z["meta"]))
OUT = _Z["out"]
CASES = META["cases"]
RAN = [c for c in CASES if "error" not in c]
REFUSED = [c for c in CASES if "error" in c]
BY = {(c["group"], c["index"]): c for c in CASES}


def _ids(cs):
    return [f"{c['group']}{c['index']}-{c['kernel']}-il{c['map']['il']}-dt{c['map']['dtype']}" for c in cs]


def _got(c):
    return OUT[c["out_at"] : c["out_at"] + c["out_len"]]


def test_recording_counts():
    """What the H100 did: the driver encoded every map; 32 of 36 stores, 36 of 36 loads and 14 of
    15 reductions ran; the rest (every one breaking 9.7.9.25.5.1's store rules) stopped with an
    illegal-instruction error (CUDA error 715)."""
    assert META["device"].startswith("NVIDIA H100")
    assert all(c["rc"] == 0 and c["map"]["il"] in (1, 2) for c in CASES)
    count = {g: sum(c["group"] == g for c in CASES) for g in ("store", "load", "red")}
    assert count == {"store": 36, "load": 36, "red": 15}
    assert len(RAN) == 82 and len(REFUSED) == 5
    assert all("error 715" in c["error"] for c in REFUSED)
    assert all(c["status"][0] == 1 for c in RAN)
    for c in CASES:
        if c["group"] != "load":
            m = c["map"]
            bad = min(m["lower"]) < 0 or max(m["upper"]) > 0 or min(c["coords"]) < 0
            assert ("error" in c) == bad, (c["group"], c["index"])


def test_store_writes_what_the_load_reads():
    """Read off the recording alone (no ptxemu): a store writes global uint16 word h from shared
    word O[h] - 0x4000; the load at the same coordinates reads global word G[k] - 1 into shared
    word k. The two sets of (shared, global) pairs are equal for every store that ran: one S-byte
    slice a pixel, whatever channelsPerPixel says, nothing more (no 16-byte chunk rule to apply)."""
    words = 0
    for c in RAN:
        if c["group"] != "store":
            continue
        o, L = _got(c).view(np.uint16), _got(BY[("load", c["index"])]).view(np.uint16)
        w = np.flatnonzero(o != 0xFFFF)
        store = set(zip((o[w].astype(int) - 0x4000).tolist(), w.tolist(), strict=True))
        k = np.flatnonzero((L != 0) & (L != 0xEEEE))  # 0: the zero fill, 0xEEEE: the kernel's fill
        load = set(zip((k - c["off"] // 2).tolist(), (L[k].astype(int) - 1).tolist(), strict=True))
        assert store == load, c["index"]
        assert len(store) % (8 * c["map"]["il"]) == 0  # whole slices
        words += len(store)
    assert words == 4576


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
