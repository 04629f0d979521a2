"""ptxemu.encode_tensor_map_tiled / _im2col against the H100 driver's own encoder.

tests/data/tensormap/sweep.jsonl.gz holds 27,027 argument sets swept through the driver (580, CUDA
13.0, on an H200) by tools/truth/tensormap/sweep.py: one argument varied at a time from 14 bases
(every bit of every numeric field, every range edge, every enum value and beyond) and 9,000 seeded
random combinations, with the driver's return code and, when it accepted, its 128 bytes. Every
accepted case must encode to the driver's bytes, every rejected one must raise TensorMapError.
"""

from __future__ import annotations

import gzip
import json
import pathlib

import pytest

import ptxemu
from ptxemu.formats.tensormap import TensorMapError, decode_tensor_map, encode_tensor_map_im2col

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap" / "sweep.jsonl.gz"


def _cases():
    lines = [json.loads(x) for x in gzip.open(DATA, "rt")]
    head, tail = lines[0], lines[-1]
    return head, tail, lines[1:-1]


HEAD, TAIL, CASES = _cases()


def _pad(v):  # the sweep passed arrays of 8, padded with 1
    return list(v) + [1] * (8 - len(v))


def _encode(c):
    head = (c["dtype"], c["rank"], c["addr"], _pad(c["dims"]), _pad(c["strides"]))
    tail = (c["il"], c["sw"], c["l2"], c["oob"])
    if c["k"] == "tiled":
        return ptxemu.encode_tensor_map_tiled(*head, _pad(c["box"]), _pad(c["es"]), *tail)
    return encode_tensor_map_im2col(
        *head, _pad(c["lower"]), _pad(c["upper"]), c["channels"], c["pixels"], _pad(c["es"]), *tail
    )


def test_sweep_is_the_recorded_one():
    assert HEAD["cases"] == len(CASES) == 27027
    assert sum(c["rc"] == 0 for c in CASES) == 11768
    assert TAIL["determinism_same"] == TAIL["of"] == 200  # the driver gives the same bytes twice


def test_every_driver_case():
    bad = []
    for c in CASES:
        try:
            got = _encode(c)
        except TensorMapError:
            got = None
        want = bytes.fromhex(c["b"]) if c["rc"] == 0 else None
        if got != want:
            bad.append(c)
    assert not bad, f"{len(bad)} of {len(CASES)} cases differ from the driver, first: {bad[0]}"


def test_decode_round_trip():
    for c in CASES[::7]:
        if c["rc"] != 0:
            continue
        tm = decode_tensor_map(bytes.fromhex(c["b"]))
        n = c["rank"]
        assert tm.rank == n and tm.global_address == c["addr"]
        assert tm.global_dim == c["dims"][:n] and tm.global_strides == c["strides"][: n - 1]
        assert tm.element_strides == _pad(c["es"])[:n] and tm.interleave == c["il"] and tm.swizzle == c["sw"]
        if c["k"] == "tiled":
            assert tm.mode == "tiled" and tm.box_dim == _pad(c["box"])[:n]
        else:
            assert tm.mode == "im2col" and tm.channels == c["channels"] and tm.pixels == c["pixels"]
            assert tm.lower_corner == c["lower"][: n - 2] and tm.upper_corner == c["upper"][: n - 2]


def test_names_and_errors():
    a = ptxemu.encode_tensor_map_tiled(
        "FLOAT16",
        2,
        0x7F0000000000,
        [64, 32],
        [128],
        [64, 16],
        [1, 1],
        "INTERLEAVE_NONE",
        "SWIZZLE_128B",
        "L2_PROMOTION_L2_128B",
        "NONE",
    )
    b = ptxemu.encode_tensor_map_tiled(6, 2, 0x7F0000000000, [64, 32], [128], [64, 16], [1, 1], 0, 3, 2, 0)
    assert a == b
    with pytest.raises(TensorMapError, match="16-byte aligned"):
        ptxemu.encode_tensor_map_tiled(6, 2, 0x7F0000000008, [64, 32], [128], [64, 16], [1, 1], 0, 3, 2, 0)
    with pytest.raises(TensorMapError, match="swizzle's 64"):
        ptxemu.encode_tensor_map_tiled(6, 2, 0x7F0000000000, [64, 32], [128], [64, 16], [1, 1], 0, 2, 2, 0)
    with pytest.raises(ValueError):  # TensorMapError is a ValueError too
        ptxemu.encode_tensor_map_tiled("FLOAT17", 2, 0, [1, 1], [16], [8, 1], [1, 1])
    with pytest.raises(TensorMapError, match="Blackwell"):
        ptxemu.encode_tensor_map_tiled("16U4_ALIGN8B", 2, 0, [128, 1], [64], [128, 1], [1, 1])


def test_blackwell_extrapolation():
    """Data types 13-15 (refused by the H100 driver) encode with tensormap.replace's codes 13-15
    when asked for sm_100a; the 128B-atom swizzles take ptxemu's own atomicity field there
    (tests/machine/test_tma_swizzle_atomicity.py) and are refused for sm_90a, as the H100 did."""
    b = ptxemu.encode_tensor_map_tiled(
        "16U4_ALIGN8B", 2, 0x7F0000000000, [256, 4], [128], [128, 2], [1, 1], target="sm_100a"
    )
    assert decode_tensor_map(b).elemtype == 13
    m = ptxemu.encode_tensor_map_tiled(
        6, 2, 0x7F0000000000, [64, 32], [128], [64, 16], [1, 1], 0, 4, 2, 0, target="sm_100a"
    )
    assert decode_tensor_map(m).swizzle_name == "128B_ATOM_32B"
    with pytest.raises(TensorMapError, match="refused by the H100 driver"):
        ptxemu.encode_tensor_map_tiled(6, 2, 0x7F0000000000, [64, 32], [128], [64, 16], [1, 1], 0, 4, 2, 0)
