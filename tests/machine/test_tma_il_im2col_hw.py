"""Two TMA corners against the H100: tests/data/tensormap/tma_il_im2col.npz (issue 20).

tools/truth/tensormap/record_il_im2col.py recorded, with maps the driver encoded:

* 'im2col': 89 .im2col loads through interleaved maps (INTERLEAVE_16B / 32B) whose
  channelsPerPixel * element size is not one slice (2, 3, 4, 8 slices; half and one and a half
  32-byte slices), ranks 3-5, 1/2/4/8-byte types, every swizzle, element strides (coordinates off
  the stride grid too), pixels out of bounds, the channel group near and past the end of its
  dimension, padded strides, the NaN-request fill. Global memory holds record_interleave.upattern
  (every 2-byte unit distinct); a probe kernel measured each copy's transaction count and dumped
  192 KiB of 0xEE-filled shared memory, then tma_im2col_Nd ran with that count. The driver accepted
  every map; every copy moves one slice a pixel whatever channelsPerPixel says.
* 'nanfill': tiled loads of boxes wholly in bounds through integer maps (u8 u16 u32 s32 u64 s64)
  with the NaN-request fill bit set by hand in the driver's map (the driver refuses to encode it),
  FLOAT32 and FLOAT16 as controls: every integer load stopped the GPU (CUDA error 715), the controls
  copied.

Here: every probe dump and transaction count is what layouts.tma gives; every launch runs in
ptxemu over the same bytes at the same addresses and reproduces the recorded bytes and status
words, and every launch the H100 stopped stops ptxemu with a PtxError naming the line and thread.
"""

from __future__ import annotations

import functools
import json
import pathlib
import sys

import numpy as np
import pytest

import ptxemu
from ptxemu.formats.tensormap import decode_tensor_map
from ptxemu.host import read_text
from ptxemu.layouts import tma

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap"
sys.path.insert(0, str(pathlib.Path(__file__).parents[2] / "tools" / "truth" / "tensormap"))
from record_corners import gpattern  # noqa: E402  (the recordings' own buffer contents)
from record_interleave import GBUF, upattern  # noqa: E402

_Z = np.load(DATA / "tma_il_im2col.npz")
META = json.loads(bytes(_Z["meta"]))
OUT = _Z["out"]
CASES = META["cases"]
IM2COL = [c for c in CASES if c["group"] == "im2col"]
NANFILL = [c for c in CASES if c["group"] == "nanfill"]
ESIZE = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4}


def _blob(c, name):
    for n, at, ln in c["blobs"]:
        if n == name:
            return OUT[at : at + ln]
    raise KeyError(name)


@functools.cache
def _pattern():
    return upattern(GBUF)


@functools.cache
def _module():
    return ptxemu.Module(read_text(DATA / "tma_kernels_sm90a.ptx"))


def _ids(cs):
    return [f"{c['group']}{c['index']}" for c in cs]


def test_recording_counts():
    """What the H100 did: the driver encoded every interleaved im2col map and every copy ran; every
    integer map with the fill bit stopped the GPU (the driver refuses the request: rc 1)."""
    assert META["device"].startswith("NVIDIA H100")
    assert len(IM2COL) == 89 and len(NANFILL) == 16
    assert all(c["rc"] == 0 and c["status"][0] == 1 and c["probe_status"][0] == 1 for c in IM2COL)
    assert all(
        c["map"]["il"] and c["map"]["channels"] * ESIZE[c["map"]["dtype"]] != 16 * c["map"]["il"]
        for c in IM2COL
    )
    for c in NANFILL:
        integer = c["map"]["dtype"] not in (6, 7)
        assert c["rc"] == 0 and c["rc_nan_fill"] == int(integer)
        assert ("CUDA error 715" in c.get("error", "")) == integer
        assert integer or c["status"][0] == 1


def test_one_slice_a_pixel():
    """Read off the recording (no ptxemu): the transaction count is pixelsPerColumn slices, whatever
    channelsPerPixel * element size is (16, 32, 48, 64, 96, 128 bytes recorded)."""
    sizes = set()
    for c in IM2COL:
        m = c["map"]
        sizes.add(m["channels"] * ESIZE[m["dtype"]])
        assert c["tx"] == m["pixels"] * 16 * m["il"]
    assert sizes == {16, 32, 48, 64, 96, 128}


def test_off_grid_starts_are_recorded():
    """15 of the loads start with a spatial coordinate off its element-stride grid (coordinate -
    lowerCorner not a multiple of the stride): the walk that starts there (layouts.tma._pixel_walk)
    is what their dumps check; snapping the start to the grid got 6 of them wrong."""
    off = 0
    for c in IM2COL:
        m = c["map"]
        sp = range(m["rank"] - 2)  # interleaved: W, H, D are dimensions 0 .. rank-3
        off += any((c["coords"][d] - m["lower"][d]) % m["es"][d] for d in sp)
    assert off == 15


def _layout_bytes(c) -> tuple[np.ndarray, int]:
    """What ptxemu's copy writes into a 0xEE window (1024-aligned, as the kernels' is)."""
    tm = decode_tensor_map(bytes.fromhex(c["tmap"]))
    box = tma.im2col_box(tm, c["coords"], c["offs"])
    S = box.esize
    k = np.repeat(box.inb, S)
    gb = (box.gaddr - c["addrs"]["G"])[:, None] + np.arange(S)
    fill = (
        np.tile(np.array([0xF7, 0x7F], np.uint8), len(k) // 2) if tm.fill_nan else np.zeros(len(k), np.uint8)
    )
    vals = np.where(k, _pattern()[np.where(k, gb.ravel(), 0)], fill)
    sb = tma.swizzle(tm, (box.soff[:, None] + np.arange(S)).ravel())
    out = np.full(max(int(sb.max()) + 1, len(_blob(c, "probe"))), 0xEE, np.uint8)
    out[sb] = vals
    return out, box.nbytes


@pytest.mark.parametrize("c", IM2COL, ids=_ids(IM2COL))
def test_layout_reproduces_the_whole_dump(c):
    """Every byte the H100 wrote (and every byte it left alone) up to its last one, and the tx count."""
    got, nbytes = _layout_bytes(c)
    want = _blob(c, "probe")
    assert nbytes == c["tx"]
    assert not (got[len(want) :] != 0xEE).any(), "ptxemu writes past the recorded copy's last byte"
    bad = np.flatnonzero(got[: len(want)] != want)
    assert not len(bad), f"{len(bad)} of {len(want)} bytes differ, first at {bad[0]}"


def _run(c, check=False):
    a = c["addrs"]
    dev = ptxemu.Device()
    if c["group"] == "im2col":
        dev.write(a["G"], _pattern())
        dev.write(a["OUT"], np.zeros(1 << 20, np.uint8))
    else:
        dev.write(a["G"], gpattern().view(np.uint8))
        dev.write(a["OUT"], np.zeros(1 << 16, np.uint8))
    dev.write(a["ST"], np.zeros(64, np.uint8))
    tmap = bytes.fromhex(c["tmap"])
    conv = {"u16": np.uint16, "u32": np.uint32, "s32": np.int32, "u64": np.uint64}
    args = [tmap if t == "map" else conv[t](v) for t, v in c["params"]]
    _module().launch(
        c["kernel"],
        grid=c["grid"],
        block=c["block"],
        args=args,
        shared_mem=c["smem"],
        device=dev,
        check=check,
    )
    n = len(_blob(c, "out"))
    return dev.read(a["OUT"], n), dev.read(a["ST"], 32).view(np.uint32).tolist()


RAN = IM2COL + [c for c in NANFILL if "error" not in c]


@pytest.mark.parametrize("c", RAN, ids=_ids(RAN))
def test_replay(c):
    got, status = _run(c)
    want = _blob(c, "out")
    bad = np.flatnonzero(got != want)
    assert not len(bad), f"{len(bad)} of {len(want)} bytes differ, first at {bad[0]}"
    assert status == c["status"]


REFUSED = [c for c in NANFILL if "error" in c]


@pytest.mark.parametrize("c", REFUSED, ids=_ids(REFUSED))
def test_integer_fill_in_bounds_stops_like_the_gpu(c):
    """Eagerly and in the checking mode (alternating): a PtxError naming the line and thread."""
    with pytest.raises(ptxemu.PtxError, match="wholly in bounds") as e:
        _run(c, check=c["index"] % 2 == 1)
    assert "line" in str(e.value) and "thread" in str(e.value)
