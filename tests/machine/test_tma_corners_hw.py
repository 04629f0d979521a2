"""TMA corners against the H100: tests/data/tensormap/tma_corners.npz (issue 20).

tools/truth/tensormap/record_corners.py ran gen_cu.py's kernels (tma_kernels_sm90a.ptx) with maps
the driver encoded: 64 x 64 boxes of 4096 f32 words (every class of value: zeros, subnormals and
NaNs of both signs with many payloads, the TF32 rounding edges, infinities, random words) loaded
and stored through FLOAT32, FLOAT32_FTZ, TFLOAT32 and TFLOAT32_FTZ maps; every
cp.reduce.async.bulk.tensor redOp through the same maps over 4096 (old, new) pairs (the cross
product of 48 special values, near-cancellations, subnormal sums, random words); and the
NaN-request fill with every integer element type (the fill bit set in the driver's map), FLOAT32
and FLOAT16 as controls. Here the same PTX runs in ptxemu over the same bytes at the same
addresses: every recorded byte and status word must agree, and every launch the H100 stopped with
an illegal-instruction error must stop ptxemu with a PtxError naming the line and thread.
"""

from __future__ import annotations

import json
import pathlib
import sys

import numpy as np
import pytest

import ptxemu
from ptxemu.host import read_text

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap"
sys.path.insert(0, str(pathlib.Path(__file__).parents[2] / "tools" / "truth" / "tensormap"))
from record_corners import BOX, gpattern  # noqa: E402  (the recording's own buffer contents)

_Z = np.load(DATA / "tma_corners.npz")
META = json.loads(bytes(_Z["meta"]))
OUT, VALS, OLD, NEW = _Z["out"], _Z["vals"], _Z["old"], _Z["new"]
CASES = META["cases"]
MODULE = ptxemu.Module(read_text(DATA / "tma_kernels_sm90a.ptx"))
RAN = [c for c in CASES if "error" not in c]
REFUSED = [c for c in CASES if "error" in c]


def _run(c, check=False):
    a, g = c["addrs"], c["group"]
    dev = ptxemu.Device()
    dev.write(a["G"], (VALS if g == "load" else gpattern()).view(np.uint8))
    dev.write(a["SRC"], (VALS if g == "store" else NEW).view(np.uint8))
    dev.write(a["O"], OLD.view(np.uint8) if g == "red" else np.full(BOX, 0xEE, np.uint8))
    dev.write(a["OUT"], np.zeros(1 << 16, np.uint8))
    dev.write(a["ST"], np.zeros(64, np.uint8))
    tmap = bytes.fromhex(c["tmap"])
    conv = {"u32": np.uint32, "s32": np.int32, "u64": np.uint64}
    args = [tmap if t == "map" else conv[t](v) for t, v in c["params"]]
    MODULE.launch(
        c["kernel"],
        grid=c["grid"],
        block=c["block"],
        args=args,
        shared_mem=c["smem"],
        device=dev,
        check=check,
    )
    out = dev.read(a["OUT"] if g in ("load", "nanfill") else a["O"], c["out_len"])
    return out, dev.read(a["ST"], 32).view(np.uint32).tolist()


def _ids(cs):
    return [f"{c['group']}{c['index']}-{c['kernel']}-dt{c['map']['dtype']}" for c in cs]


def test_recording_counts():
    """What the H100 did: every load and store ran; of the reductions through f32 maps only .add
    ran; every integer map with the NaN-request fill bit stopped the GPU (the driver refuses to
    encode one: rc 1)."""
    assert META["device"].startswith("NVIDIA H100")
    assert len(CASES) == 56 and len(RAN) == 16 and len(REFUSED) == 40
    assert {c["kernel"] for c in RAN if c["group"] == "red"} == {"tma_red_add_2d"}
    assert all(
        c["rc_nan_fill"] == (0 if c["map"]["dtype"] in (6, 7) else 1)
        for c in CASES
        if c["group"] == "nanfill"
    )
    assert all(c["map"]["dtype"] in (6, 7) for c in RAN if c["group"] == "nanfill")


@pytest.mark.parametrize("check", [False, True], ids=["eager", "checking"])
@pytest.mark.parametrize("c", RAN, ids=_ids(RAN))
def test_replay(c, check):
    """Eagerly (loads and stores in one batch) and in the checking mode (the lane-by-lane loop)."""
    out, status = _run(c, check)
    want = OUT[c["out_at"] : c["out_at"] + c["out_len"]]
    bad = np.flatnonzero(out != want)
    assert not len(bad), f"{len(bad)} of {len(want)} bytes differ, first at {bad[0]}"
    assert status == c["status"]


@pytest.mark.parametrize("c", REFUSED, ids=_ids(REFUSED))
def test_refused_like_the_gpu(c):
    with pytest.raises(ptxemu.PtxError) as e:
        _run(c, check=c["index"] % 2 == 1)
    assert "line" in str(e.value) and "thread" in str(e.value)


def test_the_recorded_rules():
    """The rules ops_bulk implements, read off the recording itself (no ptxemu arithmetic)."""
    by = {(c["group"], c["kernel"], c["map"]["dtype"]): c for c in RAN}

    def got(g, k, dt):
        c = by[(g, k, dt)]
        return OUT[c["out_at"] : c["out_at"] + c["out_len"]].view(np.uint32)

    # loads through FLOAT32_FTZ and stores through every f32 map change nothing
    assert (got("load", "tma_load_2d", 10) == VALS).all()
    for dt in (7, 10, 11, 12):
        assert (got("store", "tma_store_2d", dt) == VALS).all()
    # TF32 loads: every NaN becomes 0x7FFFE000; TFLOAT32_FTZ loads as TFLOAT32 does
    nan = ((VALS & 0x7F800000) == 0x7F800000) & ((VALS & 0x7FFFFF) != 0)
    assert nan.sum() == 94 and (got("load", "tma_load_2d", 11)[nan] == 0x7FFFE000).all()
    assert (got("load", "tma_load_2d", 12) == got("load", "tma_load_2d", 11)).all()
    # reductions: the TF32 flag changes nothing, the FTZ type does (0 + subnormal keeps it without)
    r = {dt: got("red", "tma_red_add_2d", dt) for dt in (7, 10, 11, 12)}
    assert (r[11] == r[7]).all() and (r[12] == r[10]).all() and (r[7] != r[10]).sum() == 881
    assert r[7][2] == 0x00000001 and r[10][2] == 0x00000000  # old +0, new 0x00000001
