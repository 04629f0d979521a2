"""Pictures, CLI and explorer: well-formed SVG/PNG whose labels are the layout tables."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
import zlib

import numpy as np

import ptxemu
from ptxemu.cli import main
from ptxemu.layouts import pngfont, render, smem

MMA = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
WG = "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16"


def _png_pixels(data: bytes) -> np.ndarray:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    w = h = 0
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        tag, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        assert struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])[0] == zlib.crc32(tag + body)
        if tag == b"IHDR":
            w, h = struct.unpack(">II", body[:8])
        elif tag == b"IDAT":
            idat += body
        pos += 12 + n
    raw = np.frombuffer(zlib.decompress(idat), np.uint8).reshape(h, w * 3 + 1)
    assert (raw[:, 0] == 0).all()
    return raw[:, 1:].reshape(h, w, 3)


def test_svg_labels_are_the_table():
    L = ptxemu.layout(MMA, "a")
    root = ET.fromstring(render.layout_svg(L))
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    # manual 9.7.14.5.8: lane 0 holds a0,a1 = (0,0),(0,1) in register 0
    assert "T0:r0.0" in texts and "T0:r0.1" in texts
    labels = [t for t in texts if t and t.startswith("T")]
    assert len(labels) == L.rows * L.cols == len(set(labels))


def test_png_is_valid_and_coloured_by_thread():
    L = ptxemu.layout(WG, "d")
    img = _png_pixels(render.layout_png(L, scale=1))
    grid = render.layout_grid(L)
    assert img.shape == grid.rgb(1).shape
    # at least one distinct colour per lane appears
    colours = {tuple(c) for c in img.reshape(-1, 3)[::7]}
    assert len(colours) > 32


def test_font_renders_known_glyph():
    bm = pngfont.text_bitmap(np.array([["1"]]), 1)
    assert bm.shape == (7, 6) and bm.sum() == 8  # "1": 010/110/010/010/111


def test_descriptor_picture_and_core_matrices():
    d = smem.Descriptor(0, 16, 1024, 0, 128)
    core = smem.core_matrices(d, "a", "K", 64, 16, 16)
    assert core.max() == 15 and (np.bincount(core.ravel()) == 64).all()  # 16 core matrices of 8x8 f16
    root = ET.fromstring(render.descriptor_svg(d.encode(), "a", "K", 64, 16, 16))
    texts = {t.text for t in root.iter("{http://www.w3.org/2000/svg}text")}
    # manual 128B swizzle, K-major: row 1, first 16-byte chunk sits at line 1, chunk 1 (0x90)
    assert "90" in texts
    img = _png_pixels(render.descriptor_png(d.encode(), "a", "K", 64, 16, 16, scale=1))
    assert img.shape[0] > 64 * pngfont.GLYPH_H


def test_cli(tmp_path, capsys):
    assert main(["layout", MMA, "--operand", "a"]) == 0
    out = capsys.readouterr().out
    assert "T0:r0.0 -> (0, 0)" in out and "T31:r3.1 -> (15, 15)" in out
    svg, png = tmp_path / "d.svg", tmp_path / "d.png"
    assert main(["layout", WG, "--operand", "d", "-o", str(svg)]) == 0
    assert main(["layout", WG, "--operand", "a", "-o", str(png), "--scale", "1"]) == 0
    ET.fromstring(svg.read_text())
    _png_pixels(png.read_bytes())
    desc = hex(smem.Descriptor(0, 16, 1024, 0, 128).encode())
    assert main(["layout", "--desc", desc, "--operand", "a", "--shape", "64x16", "--bits", "16"]) == 0
    assert "swizzle=128B" in capsys.readouterr().out
    assert main(["layout", "add.f32", "--operand", "a"]) == 2
    assert main(["layout", "--list"]) == 0
    assert "kind::mxf4nvf4" in capsys.readouterr().out


def test_html_explorer(tmp_path):
    assert main(["layout", "--html", str(tmp_path / "x")]) == 0
    page = (tmp_path / "x" / "index.html").read_text()
    data = (tmp_path / "x" / "layouts.js").read_text()
    assert "LAYOUT_DATA" in page and "<script" in page and "https:" not in page  # offline
    assert "wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32" in data
    assert "stmatrix.sync.aligned.m16n8.x4.trans.shared.b8" in data
    assert len(list((tmp_path / "x" / "desc").glob("*.svg"))) == 16
