"""cp.async.bulk.tensor .im2col::w / .im2col::w::128 (sm_100a; no hardware here): the manual's model.

The kernel is gen_cu.py's tma_im2col_4d (tests/data/tensormap/tma_kernels_sm90a.ptx) with its
copy's .im2col made .im2col::w or .im2col::w::128 and its two u16 offsets passed as im2colInfo
{wHalo, wOffset}, for sm_100a. Expected windows are worked from the manual's text (5.5.5, with
the examples of 5.5.5.3 and 5.5.5.4; their figures are not in our copy): the examples list the
tensor coordinates outermost first, (N, H, W, C) = (7, 2, 3, 0), as their corners show (W = -1 is
the lower corner of Example 1 and 2). Maps come from encode_tensor_map_im2col_wide (the H200
driver's bytes, tests/machine/test_tma_interleave_hw.py). docs/numerics.md, "TMA im2col::w", states
the model and its assumptions.
"""

from __future__ import annotations

import functools
import pathlib
import re

import numpy as np
import pytest

import ptxemu
from ptxemu.host import read_text

DATA = pathlib.Path(__file__).parents[1] / "data" / "tensormap"
G, OUT, ST = 0x7F0000000000, 0x7F0010000000, 0x7F0020000000


@functools.cache
def _module() -> ptxemu.Module:
    text = read_text(DATA / "tma_kernels_sm90a.ptx")
    body = re.search(r"^\.visible \.entry tma_im2col_4d\(.*?^}", text, re.S | re.M).group(0)
    out = [".version 9.0\n.target sm_100a\n.address_size 64\n.extern .shared .align 16 .b8 dsm[];\n"]
    for name, mode in (("w", ".im2col::w."), ("w128", ".im2col::w::128.")):
        k = body.replace("tma_im2col_4d", f"i2cw_{name}").replace(".global.im2col.", f".global{mode}")
        out.append(k.replace("_ZZ13i2cw_", "_ZZ13i2cw_" + name))
    return ptxemu.Module("\n".join(out))


# the tensor of 5.5.5.3: C = 128, W = 9, H = 7, N = 64, f16; element value = its linear index
DIMS = [128, 9, 7, 64]


def _tensor(dims) -> np.ndarray:
    n = int(np.prod(dims))
    return (np.arange(n, dtype=np.uint32) & 0x7FFF).astype(np.uint16).reshape(dims[::-1])  # [N, H, W, C]


def _strides(dims):
    s = [dims[0] * 2]
    for d in dims[1:-1]:
        s.append(s[-1] * d)
    return s


def _map(dims, lo, up, ch, px, es=(1, 1, 1, 1), mode=0, oob=0, swizzle=0, interleave=0):
    return ptxemu.encode_tensor_map_im2col_wide(
        "FLOAT16", 4, G, dims, _strides(dims), lo, up, ch, px, list(es), interleave, mode, swizzle, 0, oob
    )


def _run(kernel, tmap, coords, halo, woff, tx, n, dims=DIMS):
    dev = ptxemu.Device()
    dev.write(G, _tensor(dims).view(np.uint8).ravel())
    dev.write(OUT, np.zeros(n, np.uint8))
    dev.write(ST, np.zeros(64, np.uint8))
    args = [tmap] + [np.uint32(c & 0xFFFFFFFF) for c in coords] + [np.uint32(0)]
    args += [np.uint16(halo), np.uint16(woff), np.uint16(0), np.uint32(0), np.uint32(tx), np.uint32(n)]
    args += [np.uint64(OUT), np.uint64(ST)]
    _module().launch(kernel, grid=1, block=128, args=args, shared_mem=2048 + n + 8192, device=dev)
    return dev.read(OUT, n), int(dev.read(ST, 4).view(np.uint32)[0])


def _rows(ws, n, h, c0, ch, dims=DIMS, fill=0):
    """The window a row of pixels at W positions `ws` (H = h, N = n) gives, worked by hand: each
    pixel ch channels from c0, one 2*ch-byte row after another; outside the tensor, `fill`."""
    t = _tensor(dims)
    out = []
    for w in ws:
        if 0 <= w < dims[1]:
            out.append(t[n, h, w, c0 : c0 + ch])
        else:
            out.append(np.full(ch, fill, np.uint16))
    return np.concatenate(out).view(np.uint8)


def test_w_example_of_5_5_5_3():
    """128 pixels from W = 3 and 2 halo pixels next to them; only W 3..8 lie in the tensor."""
    tmap = _map(DIMS, 0, 0, 64, 128)
    n = 130 * 128
    got, ok = _run("i2cw_w", tmap, [0, 3, 2, 7], 2, 0, n, n)
    assert ok == 1  # the mbarrier completed: the copy counted (128 + 2) * 64 * 2 bytes
    assert (got == _rows(range(3, 133), 7, 2, 0, 64)).all()


def test_w128_example_of_5_5_5_3():
    """128 pixels in four groups of 32, each followed by wHalo = 2 halo pixels."""
    tmap = _map(DIMS, 0, 0, 64, 128, mode=1)
    ws = [3 + 32 * g + i for g in range(4) for i in range(34)]
    n = len(ws) * 128
    got, ok = _run("i2cw_w128", tmap, [0, 3, 2, 7], 2, 0, n, n)
    assert ok == 1
    assert (got == _rows(ws, 7, 2, 0, 64)).all()


def test_example_2_of_5_5_5_4_every_pixel_lands_once():
    """Traversal stride 3, corners -1/-1, W = -1: buffers with wOffset 0, 1, 2 take W = -1 + o + 3k;
    together they hold each of the row's 7 pixels exactly once (Example 2's three buffers)."""
    dims = [128, 7, 7, 64]
    tmap = _map(dims, -1, -1, 64, 8, es=(1, 3, 1, 1))
    seen = []
    t = _tensor(dims)
    for o in range(3):
        got, ok = _run("i2cw_w", tmap, [0, -1, 2, 7], 0, o, 8 * 128, 8 * 128, dims)
        assert ok == 1
        ws = [-1 + o + 3 * k for k in range(8)]
        assert (got == _rows(ws, 7, 2, 0, 64, dims)).all()
        rows = got.view(np.uint16).reshape(8, 64)
        seen += [w for w, row in zip(ws, rows, strict=True) if 0 <= w < 7 and (row == t[7, 2, w, :64]).all()]
    assert sorted(seen) == list(range(7))


def test_example_1_of_5_5_5_4_halo_and_offset():
    """Stride 2, corners -1/0, W = -1: buffer 1 (wHalo 1, wOffset 0) W = -1, 1, 3, ...; buffer 2
    (wHalo 0, wOffset 1) W = 0, 2, 4, ..."""
    dims = [128, 9, 67, 64]
    tmap = _map(dims, -1, 0, 64, 6, es=(1, 2, 1, 1))
    got, ok = _run("i2cw_w", tmap, [0, -1, 2, 7], 1, 0, 7 * 128, 7 * 128, dims)
    assert ok == 1 and (got == _rows([-1, 1, 3, 5, 7, 9, 11], 7, 2, 0, 64, dims)).all()
    got, ok = _run("i2cw_w", tmap, [0, -1, 2, 7], 0, 1, 6 * 128, 6 * 128, dims)
    assert ok == 1 and (got == _rows([0, 2, 4, 6, 8, 10], 7, 2, 0, 64, dims)).all()


def test_nan_fill_and_channel_window():
    """Pixels outside the tensor take the NaN request (0x7FF7) like every other mode; channels
    from c = 64 on."""
    tmap = _map(DIMS, 0, 0, 32, 8, oob=1)
    got, ok = _run("i2cw_w", tmap, [64, 5, 6, 63], 0, 0, 8 * 64, 8 * 64)
    assert ok == 1
    assert (got == _rows(range(5, 13), 63, 6, 64, 32, fill=0x7FF7)).all()


@pytest.mark.parametrize(
    "kernel, coords, halo, woff, match",
    [
        ("i2cw_w", [0, 3, 2, 7], 512, 0, "wHalo 512"),
        ("i2cw_w128", [0, 3, 2, 7], 32, 0, "wHalo 32"),
        ("i2cw_w", [0, 3, 2, 7], 0, 32, "wOffset 32"),
        ("i2cw_w", [0, 9, 2, 7], 0, 0, "right of the bounding box"),
        ("i2cw_w", [0, 9, 2, 7], 0, 1, "right of the bounding box"),
    ],
)
def test_invalid_uses_name_the_line(kernel, coords, halo, woff, match):
    with pytest.raises(ptxemu.PtxError, match=match) as e:
        _run(kernel, _map(DIMS, 0, 0, 64, 4), coords, halo, woff, 512, 512)
    assert "line" in str(e.value)


def test_interleaved_or_tiled_map_refused():
    im = ptxemu.encode_tensor_map_im2col_wide(1, 4, G, [8, 9, 7, 2], [16, 144, 1008], 0, 0, 8, 4, [1] * 4, 1)
    with pytest.raises(ptxemu.PtxError, match="interleaved"):
        _run("i2cw_w", im, [0, 3, 2, 1], 0, 0, 64, 64, [8, 9, 7, 2])
    tiled = ptxemu.encode_tensor_map_tiled("FLOAT16", 4, G, DIMS, _strides(DIMS), [64, 4, 1, 1], [1] * 4)
    with pytest.raises(ptxemu.PtxError, match="tiled tensor map"):
        _run("i2cw_w", tiled, [0, 3, 2, 7], 0, 0, 512, 512)


def test_store_direction_refused(monkeypatch):
    src = """.version 9.0
.target sm_100a
.address_size 64
.visible .entry k(.param .u64 m) {
  .reg .b64 %rd<2>; .reg .b32 %r<2>;
  ld.param.u64 %rd1, [m];
  mov.u32 %r1, 0;
  cp.async.bulk.tensor.4d.global.shared::cta.im2col::w.bulk_group [%rd1, {%r1, %r1, %r1, %r1}], [%r1];
  ret;
}"""
    # refused before the launch, as ptxas refuses it ("Illegal modifier '.im2col::w'"), with its line;
    # past the validation, the machine refuses the mode itself
    with pytest.raises(ptxemu.PtxError, match=r"line 8.*'\.im2col::w' is not allowed"):
        ptxemu.Module(src).launch("k", grid=1, block=1, args=[np.uint64(G)], device=ptxemu.Device())
    monkeypatch.setenv("PTXEMU_VALIDATE", "0")
    with pytest.raises(ptxemu.PtxError, match="load mode"):
        ptxemu.Module(src).launch("k", grid=1, block=1, args=[np.uint64(G)], device=ptxemu.Device())
