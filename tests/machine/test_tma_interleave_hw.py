"""Interleaved TMA (INTERLEAVE_16B / 32B) against the H200: tests/data/tensormap/tma_interleave.npz.

tools/truth/tensormap/record_interleave.py recorded 200 tile loads (ranks 3-5, 1/2/4/8-byte types,
both interleaves, every swizzle, element strides in every dimension, boxes across every edge, the
NaN-request fill), 6 im2col loads, 16 stores and 2 reductions through interleaved maps, over global
memory in which every 2-byte unit is distinct. For each load a probe kernel measured the
transaction count and dumped 192 KiB of shared memory (so every byte the copy wrote is known), then
gen_cu.py's tma_load_Nd / tma_im2col_Nd ran with that count; stores and reductions wrote a tensor
filled with 0xEE. The 'wide' group holds cuTensorMapEncodeIm2colWide's bytes (tests/formats).

Here: every load's layout (layouts.tma, as machine.ops_bulk applies it) reproduces the probe's
whole dump and transaction count; every recorded launch runs in ptxemu and reproduces the recorded
bytes and status words.
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
from record_interleave import GBUF, upattern  # noqa: E402  (the recording's own buffer contents)

_Z = np.load(DATA / "tma_interleave.npz")
META = json.loads(bytes(_Z["meta"]))
OUT = _Z["out"]
CASES = META["cases"]
LOADS = [c for c in CASES if c["group"] in ("load", "im2col")]
STORES = [c for c in CASES if c["group"] == "store"]


def _blob(c, name):
    for n, at, ln in c["blobs"]:
        if n == name:
            return OUT[at : at + ln]
    raise KeyError(name)


@functools.cache
def _pattern():
    return upattern(GBUF)


def _ids(cs):
    return [f"{c['group']}{c['index']}" for c in cs]


def test_recording_counts():
    assert META["device"].startswith("NVIDIA H200")
    assert len(CASES) == 232
    assert all(c["rc"] == 0 for c in CASES if c["group"] != "wide")
    assert len(LOADS) == 206 and len(STORES) == 18
    assert all(c["status"][0] == 1 and c["probe_status"][0] == 1 for c in LOADS)
    assert all(c["status"][0] == 1 for c in STORES)


def _layout_bytes(c) -> tuple[np.ndarray, int]:
    """What ptxemu's copy writes into a 0xEE window (1024-aligned, as the kernels' is)."""
    tm = decode_tensor_map(bytes.fromhex(c["tmap"]))
    g = _pattern()
    base = c["addrs"]["G"]
    if c["group"] == "im2col":
        box = tma.im2col_box(tm, c["coords"], c["offs"])
    else:
        box = tma.tile_box(tm, c["coords"])
    S = box.esize
    k = np.repeat(box.inb, S)
    gb = (box.gaddr - base)[:, None] + np.arange(S)
    fill = (
        np.tile(np.array([0xF7, 0x7F], np.uint8), len(k) // 2) if tm.fill_nan else np.zeros(len(k), np.uint8)
    )
    vals = np.where(k, g[np.where(k, gb.ravel(), 0)], fill)
    sb = tma.swizzle(tm, (box.soff[:, None] + np.arange(S)).ravel())
    out = np.full(max(int(sb.max()) + 1, len(_blob(c, "probe"))), 0xEE, np.uint8)
    out[sb] = vals
    return out, box.nbytes


@pytest.mark.parametrize("c", LOADS, ids=_ids(LOADS))
def test_layout_reproduces_the_whole_dump(c):
    """Every byte the H200 wrote (and every byte it left alone) in 192 KiB, and the tx count."""
    got, nbytes = _layout_bytes(c)
    want = _blob(c, "probe")
    assert nbytes == c["tx"]
    assert not (got[len(want) :] != 0xEE).any(), "ptxemu writes past the recorded copy's last byte"
    bad = np.flatnonzero(got[: len(want)] != want)
    assert not len(bad), f"{len(bad)} of {len(want)} bytes differ, first at {bad[0]}"


def _device(c) -> ptxemu.Device:
    a = c["addrs"]
    dev = ptxemu.Device()
    dev.write(a["G"], _pattern())
    dev.write(a["SRC"], _pattern())
    dev.write(a["O"], np.full(1 << 16, 0xEE, np.uint8))
    dev.write(a["OUT"], np.zeros(1 << 20, np.uint8))
    dev.write(a["ST"], np.zeros(64, np.uint8))
    return dev


@functools.cache
def _module():
    return ptxemu.Module(read_text(DATA / "tma_kernels_sm90a.ptx"))


def _replay(c):
    dev = _device(c)
    tmap = bytes.fromhex(c["tmap"])
    conv = {"u16": np.uint16, "u32": np.uint32, "s32": np.int32, "u64": np.uint64}
    args = [tmap if t == "map" else conv[t](v) for t, v in c["params"]]
    _module().launch(
        c["kernel"], grid=c["grid"], block=c["block"], args=args, shared_mem=c["smem"], device=dev
    )
    a = c["addrs"]
    want = _blob(c, "out")
    if c["group"] == "store":
        got = dev.read(a["O"] + c["map"]["goff"], len(want))
    else:
        got = dev.read(a["OUT"], len(want))
    return got, want, dev.read(a["ST"], 32).view(np.uint32).tolist()


REPLAY = LOADS + STORES


@pytest.mark.parametrize("c", REPLAY, ids=_ids(REPLAY))
def test_replay(c):
    got, want, status = _replay(c)
    bad = np.flatnonzero(got != want)
    assert not len(bad), f"{len(bad)} of {len(want)} bytes differ, first at {bad[0]}"
    assert status == c["status"]


WIDE = [c for c in CASES if c["group"] == "wide"]


@pytest.mark.parametrize("c", WIDE, ids=_ids(WIDE))
def test_im2col_wide_encoder_matches_the_driver(c):
    """cuTensorMapEncodeIm2colWide on the H200: 5 maps byte for byte, 3 rejections."""
    m = c["map"]
    args = (m["dtype"], m["rank"], c["addrs"]["G"], m["dims"], m["strides"], m["lowerW"], m["upperW"])
    args += (m["channels"], m["pixels"], m["es"], m["il"], m["mode"], m["sw"], m["l2"], m["oob"])
    if c["rc"]:
        with pytest.raises(ptxemu.TensorMapError, match="cuTensorMapEncodeIm2colWide"):
            ptxemu.encode_tensor_map_im2col_wide(*args)
    else:
        assert ptxemu.encode_tensor_map_im2col_wide(*args).hex() == c["tmap"]


def test_im2col_wide_counts():
    assert [c["rc"] for c in WIDE] == [0, 0, 0, 1, 1, 0, 0, 1]


def test_im2col_wide_corner_beyond_the_field_is_unsupported():
    with pytest.raises(ptxemu.Unsupported, match="corner field"):
        ptxemu.encode_tensor_map_im2col_wide(
            6, 4, 0x10000, [64, 300, 7, 2], [128, 38400, 268800], -200, 0, 64, 128, [1, 1, 1, 1]
        )
