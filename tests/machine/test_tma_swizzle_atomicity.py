"""The 128B swizzle's atomicity sub-modes (CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B = 4, _32B_FLIP_8B = 5,
_64B = 6; sm_100a, no hardware here): manual 5.5.7 "Swizzling Modes", its tables written out below.

Truth: (1) the manual's tables, one row per 128-byte shared-memory line of 16-byte cells, the cell
number being the cell of that line's data that lands there; (2) H200 recordings of the same loads
under the plain 128B swizzle (16B atomicity; tests/data/tensormap/tma_record.npz): the recorded
shared memory is un-swizzled with the manual's 16B-atomicity table, giving the box's rows as the
hardware read them, and re-swizzled with the sub-mode's table: that is what ptxemu must load with
the sub-mode's map (ptxemu's encoding, target sm_100a). (3) CUTLASS's own kernel (example 70's fp32
epilogue, tests/machine/test_cutlass_blackwell_replay.py) writes shared memory at its own swizzled
addresses and TMA-stores it with a 128B_ATOM_32B map; its D equals the reference.

The 8-byte flip's lines (every odd line of the pattern) are an assumption: the manual's figure is
not in our copy (docs/numerics.md, "TMA swizzle atomicity").
"""

from __future__ import annotations

import functools
import json
import pathlib
import re
import sys

import numpy as np
import pytest

import ptxemu
from ptxemu.formats.tensormap import FIELDS, decode_tensor_map, replace_field
from ptxemu.host import read_text
from ptxemu.layouts.smem import swizzle_address
from ptxemu.machine.launching.replay import load_npz

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap"
sys.path.insert(0, str(pathlib.Path(__file__).parents[2] / "tools" / "truth" / "tensormap"))
from record_tma import GSIZE, pattern  # noqa: E402  (the recording's own buffer contents)

# manual 5.5.7: the 128-byte swizzle's tables (16-byte cells of a 128-byte line)
T16 = [
    [0, 1, 2, 3, 4, 5, 6, 7],
    [1, 0, 3, 2, 5, 4, 7, 6],
    [2, 3, 0, 1, 6, 7, 4, 5],
    [3, 2, 1, 0, 7, 6, 5, 4],
    [4, 5, 6, 7, 0, 1, 2, 3],
    [5, 4, 7, 6, 1, 0, 3, 2],
    [6, 7, 4, 5, 2, 3, 0, 1],
    [7, 6, 5, 4, 3, 2, 1, 0],
]
T32 = [  # "0 1 | 2 3 | 4 5 | 6 7", "2 3 | 0 1 | 6 7 | 4 5", ...: 32-byte pairs kept intact
    [0, 1, 2, 3, 4, 5, 6, 7],
    [2, 3, 0, 1, 6, 7, 4, 5],
    [4, 5, 6, 7, 0, 1, 2, 3],
    [6, 7, 4, 5, 2, 3, 0, 1],
]
T64 = [[0, 1, 2, 3, 4, 5, 6, 7], [4, 5, 6, 7, 0, 1, 2, 3]]  # "0 1 2 3 | 4 5 6 7", "4 5 6 7 | 0 1 2 3"
TABLES = {4: T32, 5: T32, 6: T64}


def _table_layout(table, lines: int) -> np.ndarray:
    """Byte address (from a pattern start) where each byte of `lines` un-swizzled lines lands."""
    out = np.empty(lines * 128, np.int64)
    for r in range(lines):
        row = table[r % len(table)]
        for p, cell in enumerate(row):
            src = r * 128 + cell * 16
            out[src : src + 16] = r * 128 + p * 16 + np.arange(16)
    return out


@pytest.mark.parametrize("atom", [0, 1, 3])
def test_swizzle_address_is_the_manuals_table(atom):
    table = {0: T16, 1: T32, 3: T64}[atom]
    addr = np.arange(2048, dtype=np.int64)
    want = _table_layout(table, 16)
    assert (swizzle_address(addr, 128, 0, atom) == want).all()
    # a pattern repeats: the same table from any 1024-byte boundary (5.5.7's base offset 0)
    assert (swizzle_address(addr + 0x7400, 128, 0, atom) == want + 0x7400).all()


def test_flip_8b_is_32b_atomicity_with_odd_lines_flipped():
    addr = np.arange(1024, dtype=np.int64)
    base = _table_layout(T32, 8)
    line = base >> 7
    assert (swizzle_address(addr, 128, 0, 2) == base ^ ((line & 1) << 3)).all()


def test_atomicity_needs_the_128b_swizzle():
    with pytest.raises(ptxemu.PtxError, match="Table 14"):
        swizzle_address(np.arange(16, dtype=np.int64), 64, 0, 1)


# -- the encoding (ptxemu's own field; docs/tensormap.md) -------------------------------------------
ARGS = (7, 2, 0x7F0000000000, [256, 90], [1024], [32, 16], [1, 1], 0)


def _sweep_maps():
    import gzip

    lines = [json.loads(x) for x in gzip.open(DATA / "sweep.jsonl.gz", "rt")][1:-1]
    return len(lines), [bytes.fromhex(c["b"]) for c in lines if c["rc"] == 0]


def test_the_atomicity_field_is_zero_in_every_recorded_driver_map():
    """Bits 83-84, ptxemu's choice for the atomicity, are 0 in all 11,768 maps the driver wrote in
    the 27,027-case sweep (the other 15,259 it refused), in the TMA recordings' maps (tiled, im2col,
    interleaved, im2col-wide) and in the CUTLASS programs' maps."""
    n, maps = _sweep_maps()
    assert n == 27027 and len(maps) == 11768
    for rec in ("tma_record.npz", "tma_interleave.npz"):
        z = np.load(DATA / rec)
        maps += [bytes.fromhex(c["tmap"]) for c in json.loads(bytes(z["meta"]))["cases"] if c.get("tmap")]
    assert len(maps) == 11768 + 509
    for npz in sorted((DATA.parent / "cutlass").glob("*.npz.xz")):
        for line in bytes(load_npz(npz)["tmaps"]).decode().splitlines():
            c = json.loads(line)
            if c.get("result") == 0 and c.get("bytes"):
                maps.append(bytes.fromhex(c["bytes"]))
    assert len(maps) >= 11768 + 509 + 143  # the CUTLASS programs' maps: more as programs are recorded
    f = FIELDS["swizzle_atomicity"]
    assert (f.bit, f.width) == (83, 2)
    mask = ((1 << f.width) - 1) << f.bit
    assert not any(int.from_bytes(m, "little") & mask for m in maps)


def test_blackwell_swizzles_encode_decode_and_replace():
    plain = ptxemu.encode_tensor_map_tiled(*ARGS, 3, 2, 0, target="sm_100a")
    for sw, code, name in ((4, 1, "128B_ATOM_32B"), (5, 2, "128B_ATOM_32B_FLIP_8B"), (6, 3, "128B_ATOM_64B")):
        for target in ("sm_100a", "sm_120a"):
            m = ptxemu.encode_tensor_map_tiled(*ARGS, sw, 2, 0, target=target)
            tm = decode_tensor_map(m)
            assert (tm.swizzle, tm.swizzle_atomicity, tm.swizzle_name) == (3, code, name)
            # one field apart from the 128B map: the one tensormap.replace .swizzle_atomicity writes
            assert replace_field(plain, "swizzle_atomicity", code) == m
            assert replace_field(m, "swizzle_atomicity", 0) == plain
        with pytest.raises(ptxemu.TensorMapError, match="refused by the H100 driver"):
            ptxemu.encode_tensor_map_tiled(*ARGS, sw, 2, 0)  # target sm_90a, as the H100's driver
    with pytest.raises(ptxemu.PtxError, match="Table 33"):
        replace_field(plain, "swizzle_atomicity", 4)


# -- loads through ptxemu's machine ------------------------------------------------------------------
@functools.cache
def _module(target: str = "sm_100a") -> ptxemu.Module:
    text = read_text(DATA / "tma_kernels_sm90a.ptx")
    body = re.search(r"^\.visible \.entry tma_load_2d\(.*?^}", text, re.S | re.M).group(0)
    head = f".version 9.0\n.target {target}\n.address_size 64\n.extern .shared .align 16 .b8 dsm[];\n"
    return ptxemu.Module(head + body)


def _recorded(index: int):
    z = np.load(DATA / "tma_record.npz")
    c = next(c for c in json.loads(bytes(z["meta"]))["cases"] if c["group"] == "load" and c["index"] == index)
    return c, z["out"][c["out_at"] : c["out_at"] + c["out_len"]]


def _load(c, tmap: bytes, target: str = "sm_100a") -> np.ndarray:
    a = c["addrs"]
    dev = ptxemu.Device()
    dev.write(a["G"], pattern(GSIZE, 1))
    dev.write(a["OUT"], np.zeros(1 << 20, np.uint8))
    dev.write(a["ST"], np.zeros(64, np.uint8))
    conv = {"u32": np.uint32, "s32": np.int32, "u64": np.uint64}
    args = [tmap if t == "map" else conv[t](v) for t, v in c["params"]]
    _module(target).launch("tma_load_2d", grid=1, block=128, args=args, shared_mem=c["smem"], device=dev)
    assert dev.read(a["ST"], 4).view(np.uint32)[0] == 1
    return dev.read(a["OUT"], c["out_len"])


# case 11: a u32 box of 32 x 16 (128-byte rows, like example 70's fp32 C/D boxes) at rows 80-95 of 90
# (the last six rows are the zero fill); case 49: an f16 box of 64 x 16 at 128 bytes past a 1024-byte
# boundary (the pattern follows the absolute address: box row r sits on line r + 1)
@pytest.mark.parametrize("index", [11, 49])
@pytest.mark.parametrize("sw", [4, 5, 6])
def test_load_lands_as_the_manuals_table_says(index, sw):
    c, rec = _recorded(index)
    m = c["map"]
    off = c["params"][6][1]
    assert m["sw"] == 3 and off % 128 == 0
    margs = (
        m["dtype"],
        m["rank"],
        c["addrs"]["G"] + m["goff"],
        m["dims"],
        m["strides"],
        m["box"],
        m["es"],
        0,
    )
    tmap = ptxemu.encode_tensor_map_tiled(*margs, sw, m["l2"], m["oob"], target="sm_100a")
    # the recorded map is the driver's for the same arguments with the plain 128B swizzle
    assert bytes.fromhex(c["tmap"]) == ptxemu.encode_tensor_map_tiled(*margs, 3, m["l2"], m["oob"])
    # the kernel dumps shared memory from the 1024-byte boundary (its 0xEE fill before the box)
    n = len(rec)
    lines = n // 128
    assert (rec[:off] == 0xEE).all()
    # the hardware's box, un-swizzled with the 16B table, then laid out with the sub-mode's table
    box = rec[_table_layout(T16, lines)]  # the bytes in row order
    smem = np.empty_like(box)
    smem[_table_layout(TABLES[sw], lines)] = box
    if sw == 5:  # 8-byte halves flipped on the odd lines (assumption)
        v = smem.reshape(lines, 8, 2, 8)
        v[1::2] = v[1::2, :, ::-1]
    got = _load(c, tmap)
    assert (got == smem).all(), f"{int((got != smem).sum())} of {n} bytes differ"
    assert not (got == rec).all()  # the sub-mode moves bytes the 16B atomicity does not


def test_sm120a_loads_refuse_an_atomicity():
    """Manual 9.7.9.25.5.1: on sm_120a, cp.async.bulk.tensor .shared::cluster.global does not
    support .swizzle_atomicity; the 128B map of the same arguments loads."""
    c, rec = _recorded(11)
    m = c["map"]
    margs = (
        m["dtype"],
        m["rank"],
        c["addrs"]["G"] + m["goff"],
        m["dims"],
        m["strides"],
        m["box"],
        m["es"],
        0,
    )
    plain = ptxemu.encode_tensor_map_tiled(*margs, 3, m["l2"], m["oob"], target="sm_120a")
    assert (_load(c, plain, "sm_120a") == rec).all()
    atom = ptxemu.encode_tensor_map_tiled(*margs, 4, m["l2"], m["oob"], target="sm_120a")
    with pytest.raises(ptxemu.PtxError, match="sm_120a's loads do not take a swizzle atomicity"):
        _load(c, atom, "sm_120a")


def _replace_kernel(target: str, value: int) -> str:
    return f""".version 9.0
.target {target}
.address_size 64
.visible .entry k(.param .u64 p) {{
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [p];
    tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%rd1], {value};
    ret;
}}
"""


@pytest.mark.parametrize("value", [1, 2, 3, 0])
def test_tensormap_replace_swizzle_atomicity_writes_the_encoders_field(value):
    """tensormap.replace .swizzle_atomicity (manual 9.7.9.26, Table 33: 0 16B, 1 32B, 2 32B + 8B
    flip, 3 64B) on a 128B map gives the encoder's map of the matching CUtensorMapSwizzle; the
    qualifier is Blackwell-only (ptxas's rule, ptxemu.check)."""
    start = ptxemu.encode_tensor_map_tiled(*ARGS, 3 if value else 4, 2, 0, target="sm_100a")
    dev, a = ptxemu.Device(), 0x7F0100000000
    dev.write(a, np.frombuffer(start, np.uint8))
    ptxemu.Module(_replace_kernel("sm_100a", value)).launch(
        "k", grid=1, block=1, args=[np.uint64(a)], device=dev
    )
    want = ptxemu.encode_tensor_map_tiled(*ARGS, {0: 3, 1: 4, 2: 5, 3: 6}[value], 2, 0, target="sm_100a")
    assert bytes(dev.read(a, 128)) == want
    (d,) = ptxemu.check(_replace_kernel("sm_90a", value))
    assert "not supported on .target 'sm_90a'" in d.message
