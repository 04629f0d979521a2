"""Pictures of layouts, in the spirit of the manual's fragment figures: the matrix as a grid,
each cell coloured by the thread that holds it and labelled T<thread>:r<reg>[.<slot>]; and
descriptor pictures showing where every element of a wgmma operand lives in shared memory
(8 x 16-byte core matrices, swizzle). SVG as text, PNG through pngfont (no dependencies).
Everything is drawn from the Layout tables / smem.element_offsets: no layout is restated here.
"""

from __future__ import annotations

from html import escape

import numpy as np

from ptxemu.layouts import pngfont, smem
from ptxemu.layouts.core import Layout


# ---------------------------------------------------------------------------------------------
# colours
# ---------------------------------------------------------------------------------------------
def _hsl(h: np.ndarray, s: float, l: np.ndarray) -> np.ndarray:
    """Vectorised HSL -> RGB uint8 (h in [0,1))."""
    c = (1 - np.abs(2 * l - 1)) * s
    hp = h * 6
    x = c * (1 - np.abs(hp % 2 - 1))
    z = np.zeros_like(hp)
    sector = hp.astype(int) % 6
    r = np.select([sector == 0, sector == 1, sector == 2, sector == 3, sector == 4], [c, x, z, z, x], c)
    g = np.select([sector == 0, sector == 1, sector == 2, sector == 3, sector == 4], [x, c, c, x, z], z)
    b = np.select([sector == 0, sector == 1, sector == 2, sector == 3, sector == 4], [z, z, x, c, c], x)
    m = l - c / 2
    return np.clip(np.stack([r + m, g + m, b + m], axis=-1) * 255 + 0.5, 0, 255).astype(np.uint8)


def thread_colors(thread: np.ndarray) -> np.ndarray:
    """Lane -> hue (neighbouring lanes far apart on the wheel), warp -> lightness."""
    lane, warp = thread % 32, thread // 32
    hue = ((lane * 13) % 32) / 32.0
    return _hsl(hue, 0.65, 0.84 - 0.05 * (warp % 4))


def index_colors(idx: np.ndarray) -> np.ndarray:
    hue = ((idx * 0.618034) % 1.0)
    return _hsl(hue, 0.55, np.full(idx.shape, 0.78))


# ---------------------------------------------------------------------------------------------
# a generic labelled grid
# ---------------------------------------------------------------------------------------------
class Grid:
    def __init__(self, labels: np.ndarray, colors: np.ndarray, title: str,
                 row_names: list[str] | None = None, col_names: list[str] | None = None):
        self.labels, self.colors, self.title = labels, colors, title
        R, C = labels.shape
        self.row_names = row_names if row_names is not None else [str(i) for i in range(R)]
        self.col_names = col_names if col_names is not None else [str(j) for j in range(C)]

    def svg(self, cell_h: int = 18) -> str:
        R, C = self.labels.shape
        width = max(max((len(s) for s in self.labels.ravel()), default=1), 3)
        cw = int(width * 6.2 + 8)
        left, top = 34, 40
        W, H = left + C * cw + 8, top + R * cell_h + 8
        out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
               f'font-family="monospace" font-size="10">',
               f'<text x="4" y="14" font-size="12">{escape(self.title)}</text>']
        ys = top + np.arange(R) * cell_h
        xs = left + np.arange(C) * cw
        out += [f'<text x="{x + 2}" y="{top - 4}" fill="#555">{escape(n)}</text>'
                for x, n in zip(xs, self.col_names, strict=True)]
        out += [f'<text x="2" y="{y + 13}" fill="#555">{escape(n)}</text>'
                for y, n in zip(ys, self.row_names, strict=True)]
        hexes = np.char.add("#", np.char.mod("%06x", (self.colors[..., 0].astype(np.int64) << 16)
                                             | (self.colors[..., 1].astype(np.int64) << 8)
                                             | self.colors[..., 2]))
        for i in range(R):
            y = ys[i]
            row = [f'<rect x="{x}" y="{y}" width="{cw}" height="{cell_h}" fill="{c}" stroke="#fff"/>'
                   f'<text x="{x + 3}" y="{y + 13}">{escape(lab)}</text>'
                   for x, c, lab in zip(xs, hexes[i], self.labels[i], strict=True)]
            out.append("".join(row))
        out.append("</svg>")
        return "\n".join(out)

    def rgb(self, scale: int = 2) -> np.ndarray:
        R, C = self.labels.shape
        width = max(max((len(s) for s in self.labels.ravel()), default=1), 4)
        # header row/column are cells too (white); the title is drawn separately below
        labels = np.full((R + 2, C + 1), "", dtype=f"<U{width}")
        labels[1, 1:] = self.col_names
        labels[2:, 0] = self.row_names
        labels[2:, 1:] = self.labels
        colors = np.full((R + 2, C + 1, 3), 255, dtype=np.uint8)
        colors[2:, 1:] = self.colors
        cw, ch = width * pngfont.GLYPH_W + 2, pngfont.GLYPH_H
        img = np.repeat(np.repeat(colors, ch, axis=0), cw, axis=1)
        img[ch * 2::ch, cw:] = 255  # thin white grid lines between cells
        img[ch * 2:, cw::cw] = 255
        text = pngfont.text_bitmap(labels, width)
        # the title runs across the first row; widen the picture if the title is wider
        if self.title:
            tb = pngfont.text_bitmap(np.array([[self.title]]), len(self.title))
            extra = tb.shape[1] - text.shape[1]
            if extra > 0:
                img = np.pad(img, ((0, 0), (0, extra), (0, 0)), constant_values=255)
                text = np.pad(text, ((0, 0), (0, extra)))
            text[:ch, : tb.shape[1]] |= tb
        img *= ~text[..., None]
        if scale > 1:
            img = np.repeat(np.repeat(img, scale, axis=0), scale, axis=1)
        return img

    def png(self, scale: int = 2) -> bytes:
        return pngfont.write_png(self.rgb(scale))


# ---------------------------------------------------------------------------------------------
# fragment pictures
# ---------------------------------------------------------------------------------------------
def layout_grid(L: Layout) -> Grid:
    idx = L._first_copy()
    labels = np.full((L.rows, L.cols), "", dtype=object)
    thread = np.zeros((L.rows, L.cols), dtype=np.int64)
    present = np.zeros((L.rows, L.cols), dtype=bool)
    t, r, s = L.thread[idx], L.reg[idx], L.slot[idx]
    if "tmem_datapath" in L.meta or "tmem_scale" in L.meta:  # tensor memory: L<lane>:c<column>...
        lab = np.array([L.label(int(i)) for i in idx], dtype=object)
    else:
        lab = np.char.add(np.char.add("T", t.astype(str)), np.char.add(":r", r.astype(str)))
        if L.slots > 1:
            lab = np.char.add(np.char.add(lab, "."), s.astype(str))
    labels[L.row[idx], L.col[idx]] = lab
    thread[L.row[idx], L.col[idx]] = t
    present[L.row[idx], L.col[idx]] = True
    colors = thread_colors(thread)
    colors[~present] = 240
    title = f"{L.instruction}  operand {L.operand}: {L.rows}x{L.cols}, {L.threads} threads x {L.regs} regs"
    if "tmem_datapath" in L.meta:
        title = (f"{L.instruction}  {L.operand}: {L.rows}x{L.cols} in tensor memory (Layout "
                 f"{L.meta['tmem_datapath']}), {L.regs} columns")
    if L.slots > 1:
        title += f" x {L.slots} slots of {L.bits} bits"
    if L.copies > 1:
        title += f"  ({L.copies} copies: quad-pair 0 shown)"
    return Grid(labels.astype(str), colors, title)


def layout_svg(L: Layout) -> str:
    return layout_grid(L).svg()


def layout_png(L: Layout, scale: int = 2) -> bytes:
    return layout_grid(L).png(scale)


# ---------------------------------------------------------------------------------------------
# descriptor pictures
# ---------------------------------------------------------------------------------------------
def descriptor_grids(desc, operand: str, major: str, rows: int, cols: int, elem_bits: int,
                     kind: str = "wgmma") -> tuple[Grid, Grid]:
    """(matrix view, memory view). Matrix view: each element labelled with its shared-memory
    byte address (hex), coloured by its 8x16-byte core matrix. Memory view: one row per
    128-byte line, 8 chunks of 16 bytes, each labelled with the first element stored there."""
    d = desc if isinstance(desc, smem.Descriptor) else smem.decode_descriptor(desc, kind)
    unit = "bit" if elem_bits < 8 else "byte"
    addr = smem.element_offsets(d, operand, major, rows, cols, elem_bits, unit=unit)
    byte = addr // 8 if unit == "bit" else addr
    core = smem.core_matrices(d, operand, major, rows, cols, elem_bits)
    _, core_id = np.unique(core, return_inverse=True)
    core_id = core_id.reshape(rows, cols)
    title = (f"{operand.upper()} {rows}x{cols} {major}-major, {elem_bits}-bit: start={d.start_address:#x} "
             f"LBO={d.lbo:#x} SBO={d.sbo:#x} base_offset={d.base_offset} swizzle={d.swizzle_name}")
    mat = Grid(np.char.mod("%x", byte), index_colors(core_id), title + " - address of each element")
    # memory view
    chunk = byte // 16
    lo, hi = int(chunk.min()) // 8 * 8, int(chunk.max()) // 8 * 8 + 8
    lines = (hi - lo) // 8
    if lines > 512:  # keep pictures of sparse descriptors readable
        used = np.unique(chunk // 8)
        used = used[:512]
    else:
        used = np.arange(lo // 8, hi // 8)
    pos = {int(u): i for i, u in enumerate(used)}
    labels = np.full((len(used), 8), "", dtype=object)
    colors = np.full((len(used), 8, 3), 245, dtype=np.uint8)
    order = np.lexsort((np.indices((rows, cols))[1].ravel(), np.indices((rows, cols))[0].ravel()))
    rr, cc = np.indices((rows, cols))
    flat_chunk, flat_r, flat_c = chunk.ravel()[order], rr.ravel()[order], cc.ravel()[order]
    first = {}
    for ch_, r_, c_ in zip(flat_chunk.tolist(), flat_r.tolist(), flat_c.tolist(), strict=True):
        first.setdefault(ch_, (r_, c_))
    for ch_, (r_, c_) in first.items():
        line = ch_ // 8
        if line in pos:
            labels[pos[line], ch_ % 8] = f"r{r_}c{c_}"
            colors[pos[line], ch_ % 8] = index_colors(np.array([core_id[r_, c_]]))[0]
    mem = Grid(labels.astype(str), colors, "shared memory: 128-byte lines x 16-byte chunks",
               row_names=[f"{int(u) * 128:x}" for u in used], col_names=[f"+{16 * j}" for j in range(8)])
    return mat, mem


def descriptor_svg(*args, **kwargs) -> str:
    mat, mem = descriptor_grids(*args, **kwargs)
    a, b = mat.svg(), mem.svg()
    # stack the two pictures
    import re

    wa, ha = (int(x) for x in re.search(r'width="(\d+)" height="(\d+)"', a).groups())
    wb, hb = (int(x) for x in re.search(r'width="(\d+)" height="(\d+)"', b).groups())
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{max(wa, wb)}" height="{ha + hb}">'
            f'<g>{a}</g><g transform="translate(0,{ha})">{b}</g></svg>')


def descriptor_png(*args, scale: int = 2, **kwargs) -> bytes:
    mat, mem = descriptor_grids(*args, **kwargs)
    a, b = mat.rgb(scale), mem.rgb(scale)
    W = max(a.shape[1], b.shape[1])
    img = np.full((a.shape[0] + b.shape[0], W, 3), 255, dtype=np.uint8)
    img[: a.shape[0], : a.shape[1]] = a
    img[a.shape[0]:, : b.shape[1]] = b
    return pngfont.write_png(img)
