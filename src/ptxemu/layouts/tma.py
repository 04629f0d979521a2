"""Where each element of a TMA box lives: global address, in-bounds flag and shared-memory offset.

The tensor copies (cp.async.bulk.tensor, cp.reduce.async.bulk.tensor; machine.semantics.bulk_copy) move a box
of a tensor described by a tensor map (formats.tensormap). These functions give, for one request,
every element's global byte address, whether it lies inside the tensor (else the load fills it, the
store skips it) and its byte offset in shared memory, in the order the box is laid out there, as
numpy arrays; the swizzle is `swizzle` below, the same XOR pattern as the wgmma descriptors' (one
definition: layouts.smem.swizzle_address). Manual sections 5.5.3-5.5.7; every rule below was
checked against the H200 recordings of tests/data/tensormap/tma_record.npz:

* tile mode: ceil(box[i] / elementStrides[i]) elements along dimension i >= 1, stepping
  elementStrides[i]; dimension 0 takes box[0] consecutive elements (its element stride is ignored
  without interleave, as the driver's header says, though the driver's byte-count word counts it);
  shared memory holds the box densely, dimension 0 fastest; the transaction count is the elements
  moved times the element size;
* im2col mode: pixelsPerColumn rows of channelsPerPixel channels. The filter base positions of the
  bounding box run, per spatial dimension s (W, H, D = dims 1..rank-2), from lowerCorner[s] to
  dim[s] - 1 + upperCorner[s] in steps of elementStrides[s+1]; the pixels are consecutive base
  positions (W fastest, then H, D, then N = the last dimension) starting at the request's
  coordinates (the walk below), each shifted by the request's im2col offsets. With a swizzle, each
  pixel's row takes at least the swizzle span (32/64/128 bytes) in shared memory (measured: 16-byte
  rows under the 32-byte swizzle sit 32 bytes apart); the transaction count is channels * pixels *
  element size. .im2col_no_offs stores and reductions (recorded on an H100,
  tests/data/tensormap/tma_nooffs.npz) write exactly the elements the .im2col load at the same
  coordinates with offsets 0 reads, from the same shared-memory places, but the channels in whole
  16-byte chunks as tile stores write dimension 0 (im2col_box's inb_store);
* the swizzle is a function of the absolute shared address: 16-byte chunk bits [4, 4+b) XOR
  address bits [7, 7+b), b = 1, 2, 3 for 32B, 64B, 128B (manual 5.5.7; base offset 0 at the
  pattern's 256/512/1024-byte boundary).

* interleaved maps (INTERLEAVE_16B / 32B; manual 5.5.6: NC/8DHWC8 and NC/16HWC16 tensors), recorded
  whole in tests/data/tensormap/tma_interleave.npz (tools/truth/tensormap/record_interleave.py):
  the unit of dimension 0 is the slice of S = 16 or 32 bytes (the C8 / C16 channels of one
  pixel): globalDim[0], boxDim[0], elementStrides[0] and coordinate 0 count slices, slice k of a
  row sits at k * S in global memory and any coordinate is allowed (a slice is always 16-byte
  aligned). Dimensions 0 .. rank-3 are the spatial ones (W, H, D), rank-2 the channel group (C/8 or
  C/16) and rank-1 N. A tile box takes ceil(box[i] / elementStrides[i]) slices or rows in every
  dimension but rank-2, of which it takes the one slice group at the coordinate (boxDim[rank-2]
  and its element stride are ignored: 200 of 200 recorded loads); rows are dense (ceil(box[0] /
  es[0]) * S bytes, not padded to the swizzle span), the swizzle is the usual XOR, and the
  transaction count is the bytes moved. Stores and reductions walk the same box, slice by slice,
  and skip out-of-bounds slices exactly. An im2col box over an interleaved map walks the bounding
  box of dimensions 0 .. rank-3 (corners and offsets per spatial dimension, W = dimension 0) and
  loads, per pixel, the one slice at channel-group coordinate coords[rank-2], whatever
  channelsPerPixel * element size is: the transaction count is pixels * S and the rows are S bytes
  apart, not padded to the swizzle span (the driver encodes every such map; recorded with one
  slice a pixel in tma_interleave.npz and with 16, 32, 48, 64, 96 and 128 bytes a pixel under both
  interleaves, 89 loads, in tests/data/tensormap/tma_il_im2col.npz,
  tools/truth/tensormap/record_il_im2col.py, on the H100). .im2col_no_offs stores and reductions
  through an interleaved map write exactly the slices the same-coordinate load reads, from the
  same shared places (no 16-byte chunk rule: a slice is whole chunks; 32 stores and 14
  reductions recorded on the H100, tests/data/tensormap/tma_il_nooffs.npz);
* the im2col pixel walk (_pixel_walk, plain and interleaved maps) is a counter started at the
  request's coordinates: a coordinate off the element-stride grid of its dimension (coordinate -
  lowerCorner not a multiple of the stride) stays off it until that dimension first wraps, and a
  dimension wraps when the next step passes its upper bound (recorded through interleaved maps: 15
  of the 89 loads of tma_il_im2col.npz start off the grid; plain maps' off-grid starts were not
  recorded and take the same walk);
* .im2col::w / .im2col::w::128 (sm_100a, no hardware here; manual 5.5.5, model in docs/numerics.md):
  see im2col_w_box.

Assumptions (no recording): a tile box whose row is narrower than the swizzle span is padded to the
span as im2col rows are; .tile::gather4/.tile::scatter4 (sm_100a) stack their four rows as a
4-row box; an im2col request through a plain (not interleaved) map whose coordinate lies off its
element-stride grid walks as the interleaved ones recorded do (_pixel_walk).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.errors import PtxError, Unsupported
from ptxemu.formats.tensormap import TensorMap
from ptxemu.layouts.smem import swizzle_address


@dataclass
class Box:
    """One request's elements, in shared-memory order."""

    gaddr: np.ndarray  # int64 global byte address of each element (meaningless where not inb)
    inb: np.ndarray  # bool: inside the tensor
    soff: np.ndarray  # int64 byte offset from the request's shared address, before the swizzle
    esize: int  # bytes per element
    nbytes: int  # bytes the transaction counts
    inb_store: np.ndarray | None = None  # what a store writes (dimension 0 in whole 16-byte chunks)

    def __post_init__(self) -> None:
        if self.inb_store is None:
            self.inb_store = self.inb


def _row_pitch(tm: TensorMap, inner: int) -> int:
    span = tm.swizzle_span
    return max(inner, span) if span else inner


# packed sub-byte element types (manual 5.5.1.1.1): code -> (global bytes, shared bytes) of a unit of
# sixteen elements. .b4x16 copies the 8-byte unit as is; .b4x16_p64 / .b6x16_p32 append 64 / 32 bits
# of padding in shared memory (left uninitialised: the copy does not write it)
PACKED_UNITS = {13: (8, 8), 14: (8, 16), 15: (12, 16)}


def _need_plain(tm: TensorMap, packed_ok: bool = False, what: str = "") -> None:
    if tm.interleave and what:
        raise PtxError(
            f"{what} does not take an interleaved tensor map ({16 * tm.interleave}B, manual 5.5.6)"
        )
    if tm.elemtype >= 13 and not packed_ok:
        raise Unsupported(
            f"TMA with the packed sub-byte type {tm.type_name} (sm_100a) is modelled for .tile only"
        )


def _packed_tile_box(tm: TensorMap, coords) -> Box:
    """A .tile box of a packed sub-byte map: dimension 0 counts 4/6-bit elements and moves in units
    of sixteen (manual 5.5.1.1.1), each unit's global bytes at the unit's shared offset, units
    packed densely by their shared size. The transaction count is the data bytes, without the
    padding: CUTLASS's sm_100a mxf8f6f4 GEMM (example 72c) expects 104,448 bytes per stage, which
    its loads make only when each 128x128 .b4x16_p64 box counts 8,192 bytes, not 16,384."""
    gb, sb = PACKED_UNITS[tm.elemtype]
    r = tm.rank
    if coords[0] % 16 or tm.box_dim[0] % 16 or tm.global_dim[0] % 16:
        raise Unsupported(
            f"TMA of {tm.type_name} with dimension 0 (coordinate {coords[0]}, box {tm.box_dim[0]}, "
            f"size {tm.global_dim[0]}) not in whole units of 16 elements is not modelled"
        )
    cnt = [tm.box_dim[0] // 16] + [-(-tm.box_dim[i] // tm.element_strides[i]) for i in range(1, r)]
    step = [1] + [tm.element_strides[i] for i in range(1, r)]
    j = np.indices(cnt[::-1], dtype=np.int64).reshape(r, -1)[::-1]
    g = [np.int64(coords[0] // 16) + j[0]] + [np.int64(coords[i]) + j[i] * step[i] for i in range(1, r)]
    rest = np.ones(j.shape[1], bool)
    for i in range(1, r):
        rest &= (g[i] >= 0) & (g[i] < tm.global_dim[i])
    inb = rest & (g[0] >= 0) & (g[0] < tm.global_dim[0] // 16)
    gaddr = np.int64(tm.global_address) + g[0] * gb
    for i in range(1, r):
        gaddr = gaddr + g[i] * np.int64(tm.global_strides[i - 1])
    pitch = _row_pitch(tm, cnt[0] * sb)
    soff = j[0] * sb + (np.arange(j.shape[1], dtype=np.int64) // cnt[0]) * pitch
    return Box(gaddr, inb, soff, gb, j.shape[1] * gb, _store_mask(tm, rest, g[0], gb))


def tile_pattern(tm: TensorMap) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The coordinate-free part of a plain (not packed, not interleaved) .tile box, in shared-memory
    order: (jstep, soff, goff) with jstep[i] each element's distance from the box's first element
    along dimension i in elements (its index times elementStrides[i], dimension 0 fastest), soff its
    byte offset in shared memory before the swizzle, goff its global byte offset from the first
    element. A request at `coords` is these plus the coordinates (tile_boxes)."""
    r = tm.rank
    eb = tm.element_bytes
    cnt = [tm.box_dim[0]] + [-(-tm.box_dim[i] // tm.element_strides[i]) for i in range(1, r)]
    step = np.array([1] + [tm.element_strides[i] for i in range(1, r)], np.int64)
    j = np.indices(cnt[::-1], dtype=np.int64).reshape(r, -1)[::-1]  # j[i]: index along dim i, dim 0 fastest
    jstep = j * step[:, None]
    goff = jstep[0] * eb
    for i in range(1, r):
        goff = goff + jstep[i] * np.int64(tm.global_strides[i - 1])
    pitch = _row_pitch(tm, cnt[0] * eb)
    soff = j[0] * eb + (np.arange(j.shape[1], dtype=np.int64) // cnt[0]) * pitch
    return jstep, soff, goff


def tile_boxes(tm: TensorMap, coords: np.ndarray, pattern=None):
    """Plain .tile boxes of many requests at once: coords (k, rank) int64 -> (gaddr, inb, inb_store),
    each (k, elements), and soff (elements,), as tile_box gives them request by request.
    `pattern`: tile_pattern(tm), if the caller keeps it."""
    jstep, soff, goff = tile_pattern(tm) if pattern is None else pattern
    r = tm.rank
    eb = tm.element_bytes
    c = np.asarray(coords, np.int64)
    rest = np.ones((c.shape[0], jstep.shape[1]), bool)  # in bounds in dimensions 1..r-1
    for i in range(1, r):
        g = c[:, i : i + 1] + jstep[i]
        rest &= (g >= 0) & (g < tm.global_dim[i])
    g0 = c[:, :1] + jstep[0]
    inb = rest & (g0 >= 0) & (g0 < tm.global_dim[0])
    base = np.int64(tm.global_address) + c[:, 0] * eb
    for i in range(1, r):
        base = base + c[:, i] * np.int64(tm.global_strides[i - 1])
    gaddr = base[:, None] + goff
    return gaddr, inb, _store_mask(tm, rest, g0, eb), soff


def tile_box(tm: TensorMap, coords) -> Box:
    """The box of a .tile request at `coords` (one int per dimension)."""
    _need_plain(tm, packed_ok=True)
    r = tm.rank
    if len(coords) != r:
        raise PtxError(f"a rank-{r} tensor map takes {r} coordinates, the instruction gives {len(coords)}")
    if tm.elemtype >= 13:
        return _packed_tile_box(tm, coords)
    if tm.interleave:
        return _interleaved_tile_box(tm, coords)
    eb = tm.element_bytes
    gaddr, inb, inb_store, soff = tile_boxes(tm, np.array([[int(x) for x in coords]], np.int64))
    return Box(gaddr[0], inb[0], soff, eb, len(soff) * eb, inb_store[0])


def _interleaved_tile_box(tm: TensorMap, coords) -> Box:
    """A .tile box of an interleaved map: dimension 0 in slices of S bytes, the channel-group
    dimension rank-2 taken at its coordinate only (module docstring; recorded on the H200)."""
    S = 16 * tm.interleave
    r = tm.rank
    cnt = [-(-tm.box_dim[i] // tm.element_strides[i]) for i in range(r)]
    cnt[r - 2] = 1
    j = np.indices(cnt[::-1], dtype=np.int64).reshape(r, -1)[::-1]
    g = [np.int64(coords[i]) + j[i] * tm.element_strides[i] for i in range(r)]
    inb = np.ones(j.shape[1], bool)
    for i in range(r):
        inb &= (g[i] >= 0) & (g[i] < tm.global_dim[i])
    gaddr = np.int64(tm.global_address) + g[0] * S
    for i in range(1, r):
        gaddr = gaddr + g[i] * np.int64(tm.global_strides[i - 1])
    soff = np.arange(j.shape[1], dtype=np.int64) * S  # dense: dimension 0 fastest, rows not padded
    return _in_chunks(gaddr, inb, soff, S)


def _in_chunks(gaddr: np.ndarray, inb: np.ndarray, soff: np.ndarray, S: int) -> Box:
    """Slices of S bytes as the 16-byte units the swizzle moves (a 32-byte slice is two)."""
    k = S // 16
    step = np.arange(k, dtype=np.int64) * 16
    return Box(
        (gaddr[:, None] + step).ravel(), np.repeat(inb, k), (soff[:, None] + step).ravel(), 16, len(soff) * S
    )


def _store_mask(tm: TensorMap, rest: np.ndarray, g0: np.ndarray, eb: int) -> np.ndarray:
    """Stores write dimension 0 in whole 16-byte chunks: an element past the tensor's end in
    dimension 0 is written when its 16-byte chunk starts inside the tensor (recorded: a 1-D u8
    store at 960 of 1000 elements wrote bytes 1000-1007 as well). Other dimensions are exact."""
    per = max(16 // eb, 1)
    start = (g0 // per) * per  # the chunk's first element (the box starts 16-byte aligned)
    return rest & (g0 >= 0) & (start < tm.global_dim[0])


def gather4_box(tm: TensorMap, coords) -> Box:
    """.tile::gather4 / .tile::scatter4: {col, row0..row3} of a 2-D map; four rows of box[0]
    elements stacked (manual 5.5.3.4; box[1] must be 1)."""
    _need_plain(tm)
    if tm.rank != 2 or len(coords) != 5:
        raise PtxError("tile::gather4/scatter4 need a 2-D tensor map and 5 coordinates {col, row0..row3}")
    if tm.box_dim[1] != 1:
        raise PtxError(f"tile::gather4/scatter4 need box dimension 1 to be 1, the map has {tm.box_dim[1]}")
    eb = tm.element_bytes
    n0 = tm.box_dim[0]
    j0 = np.tile(np.arange(n0, dtype=np.int64), 4)
    row = np.repeat(np.array([int(c) for c in coords[1:]], np.int64), n0)
    g0 = np.int64(coords[0]) + j0
    rest = (row >= 0) & (row < tm.global_dim[1])
    inb = rest & (g0 >= 0) & (g0 < tm.global_dim[0])
    gaddr = np.int64(tm.global_address) + g0 * eb + row * np.int64(tm.global_strides[0])
    pitch = _row_pitch(tm, n0 * eb)
    soff = j0 * eb + np.repeat(np.arange(4, dtype=np.int64), n0) * pitch
    return Box(gaddr, inb, soff, eb, 4 * n0 * eb, _store_mask(tm, rest, g0, eb))


def _pixel_walk(spat, c, n0: int, P: int) -> tuple[list[np.ndarray], np.ndarray]:
    """The filter base positions of an im2col request's P pixels, before the offsets: spat[s] =
    (lower, upper, elementStride) of spatial dimension s (W first; upper = dim - 1 + upperCorner),
    c[s] the request's coordinate there, n0 its N. The walk is a counter started at the request's
    coordinates: W steps by its element stride and, past its upper bound, restarts at its lower
    corner while H steps, and so on up to N. A coordinate off the element-stride grid (c - lower
    not a multiple of the stride) stays off it until its dimension first wraps (recorded on the H100
    through interleaved maps, tests/data/tensormap/tma_il_im2col.npz: W 3, 5, then -2, 0, 2 ... with
    corners -2..5 and stride 2). Raises PtxError when c lies outside [lower, upper] (the GPU stops
    with an illegal-instruction error, recorded). Returns (positions per dimension, N), int64[P]."""
    S = len(spat)
    for s, ((lo, hi, _), cs) in enumerate(zip(spat, c, strict=True)):
        if not lo <= cs <= hi:
            raise PtxError(
                f"im2col: coordinate {cs} of spatial dimension {s} is outside the bounding box [{lo}, {hi}] "
                "(the filter base must lie inside it)"
            )
    cnt = [(hi - lo) // e + 1 for lo, hi, e in spat]  # positions of a full pass
    first = [(hi - cs) // e + 1 for (_, hi, e), cs in zip(spat, c, strict=True)]  # of the first pass
    M = np.cumprod([1] + cnt).tolist()  # M[s]: pixels of a full pass of dimensions < s
    F = [0]  # F[t + 1]: pixels before dimension t first wraps (dimension t + 1 steps)
    for t in range(S):
        F.append(F[t] + (first[t] - (t > 0)) * M[t])
    p = np.arange(P, dtype=np.int64)
    level = np.searchsorted(np.array(F[1:], np.int64), p, side="right")  # 0..S (S: past every first pass)
    q = p - np.array(F, np.int64)[np.minimum(level, S)]
    pos = []
    for s, ((lo, _, e), cs) in enumerate(zip(spat, c, strict=True)):
        reg = lo + (q // M[s]) % cnt[s] * e  # a digit of the regular counter
        at_first = cs + np.where(level == 0, q, 1 + q // M[s]) * e  # level s: dimension s in its first pass
        pos.append(np.where(level < s, cs, np.where(level == s, at_first, reg)))
    nn = np.int64(n0) + np.where(level == S, 1 + q // M[S], 0)
    return pos, nn


def im2col_box(tm: TensorMap, coords, offsets) -> Box:
    """The pixels x channels of an .im2col request: coords {c, w, (h, (d,)) n}, offsets {w, (h, (d))}.
    Raises PtxError when the filter base lies outside the bounding box (the GPU stops with an
    illegal-instruction error, recorded)."""
    _need_plain(tm)
    if tm.interleave:
        return _interleaved_im2col_box(tm, coords, offsets)
    r = tm.rank
    S = r - 2
    if r < 3 or len(coords) != r or len(offsets) != S:
        raise PtxError(f"im2col on a rank-{r} map takes {r} coordinates and {S} offsets")
    eb = tm.element_bytes
    P, C = tm.pixels, tm.channels
    spat = [
        (tm.lower_corner[s], tm.global_dim[1 + s] - 1 + tm.upper_corner[s], tm.element_strides[1 + s])
        for s in range(S)
    ]
    pos, nn = _pixel_walk(spat, [int(coords[1 + s]) for s in range(S)], int(coords[r - 1]), P)
    pos = [p + int(offsets[s]) for s, p in enumerate(pos)]
    ch = int(coords[0]) + np.arange(C, dtype=np.int64)
    inb_p = (nn >= 0) & (nn < tm.global_dim[r - 1])
    for s in range(S):
        inb_p &= (pos[s] >= 0) & (pos[s] < tm.global_dim[1 + s])
    inb = inb_p[:, None] & ((ch >= 0) & (ch < tm.global_dim[0]))[None, :]
    pix = nn * np.int64(tm.global_strides[r - 2])
    for s in range(S):
        pix = pix + pos[s] * np.int64(tm.global_strides[s])
    gaddr = np.int64(tm.global_address) + pix[:, None] + ch[None, :] * eb
    pitch = _row_pitch(tm, C * eb)
    soff = np.arange(P, dtype=np.int64)[:, None] * pitch + np.arange(C, dtype=np.int64)[None, :] * eb
    store = _store_mask(tm, inb_p[:, None], ch[None, :], eb)  # .im2col_no_offs stores: whole 16-byte chunks
    return Box(gaddr.ravel(), inb.ravel(), soff.ravel(), eb, P * C * eb, store.ravel())


def _interleaved_im2col_box(tm: TensorMap, coords, offsets) -> Box:
    """.im2col over an interleaved map: the spatial dimensions are 0 .. rank-3 (W = dimension 0, in
    slices), each pixel one slice of channel group coords[rank-2] (recorded on the H200)."""
    r = tm.rank
    S = 16 * tm.interleave
    sp = list(range(r - 2))
    if len(coords) != r or len(offsets) != r - 2:
        raise PtxError(f"im2col on a rank-{r} map takes {r} coordinates and {r - 2} offsets")
    spat = [
        (tm.lower_corner[s], tm.global_dim[d] - 1 + tm.upper_corner[s], tm.element_strides[d])
        for s, d in enumerate(sp)
    ]
    P = tm.pixels
    pos, nn = _pixel_walk(spat, [int(coords[d]) for d in sp], int(coords[r - 1]), P)
    pos = [p + int(offsets[s]) for s, p in enumerate(pos)]
    cg = int(coords[r - 2])
    inb = (nn >= 0) & (nn < tm.global_dim[r - 1]) & (0 <= cg < tm.global_dim[r - 2])
    for s, d in enumerate(sp):
        inb &= (pos[s] >= 0) & (pos[s] < tm.global_dim[d])
    gaddr = np.int64(tm.global_address) + pos[0] * S + cg * tm.global_strides[r - 3]
    gaddr = gaddr + nn * tm.global_strides[r - 2]
    for s, d in enumerate(sp[1:], 1):
        gaddr = gaddr + pos[s] * np.int64(tm.global_strides[d - 1])
    return _in_chunks(gaddr, inb, np.arange(P, dtype=np.int64) * S, S)


def im2col_w_box(tm: TensorMap, coords, w_halo: int, w_offset: int, w128: bool) -> Box:
    """.im2col::w / .im2col::w::128 (sm_100a; manual 5.5.5, no hardware here: the model of
    docs/numerics.md, "TMA im2col::w"): coords {c, w, (h, (d,)) n}, im2colInfo {wHalo, wOffset}.

    One row of pixels along W at the request's H, D and N (the box is one pixel there):
    wOffset moves W and both W corners of the bounding box (5.5.5.4); the first pixel is W and
    pixel k is W + k * elementStrides[1]. .im2col::w loads pixelsPerColumn pixels and then wHalo
    halo pixels, next to them (5.5.5.3); .im2col::w::128 loads 128 pixels in four groups of 32,
    each followed by its wHalo halo pixels (the pixels after the group along W). Each pixel is
    channelsPerPixel channels from c, a row in shared memory as in .im2col. The first pixel may lie
    left of the bounding box, never right of it (5.5.5.1: PtxError); a pixel outside the tensor is
    filled (zeros or the NaN request) like any out-of-bounds element."""
    _need_plain(tm, what=".im2col::w" + ("::128" if w128 else ""))
    r = tm.rank
    if r < 3 or len(coords) != r:
        raise PtxError(f"im2col::w on a rank-{r} map takes {r} coordinates (rank 3 to 5)")
    if w_halo < 0 or w_halo >= (32 if w128 else 512):
        raise PtxError(f"wHalo {w_halo} is outside [0, {32 if w128 else 512}) (manual 9.7.9.25.5.2)")
    if not 0 <= w_offset < 32:
        raise PtxError(f"wOffset {w_offset} is outside [0, 32) (manual 9.7.9.25.5.2)")
    e = tm.element_strides[1]
    hi = tm.global_dim[1] - 1 + tm.upper_corner[0] + w_offset
    w0 = int(coords[1]) + w_offset
    if w0 > hi:
        raise PtxError(
            f"im2col::w: the first pixel's W {w0} lies right of the bounding box (upper W {hi}); only the "
            "left side is allowed (manual 5.5.5.1)"
        )
    if w128:
        group = 32 * np.arange(4, dtype=np.int64)[:, None]
        k = (group + np.arange(32 + w_halo, dtype=np.int64)[None, :]).ravel()
    else:
        k = np.arange(tm.pixels + w_halo, dtype=np.int64)
    w = w0 + k * e
    P, C = len(k), tm.channels
    inb_p = (w >= 0) & (w < tm.global_dim[1])
    pix = np.int64(tm.global_address) + w * np.int64(tm.global_strides[0])
    for i in range(2, r):  # H, D, N: the request's coordinates
        c = int(coords[i])
        inb_p &= 0 <= c < tm.global_dim[i]
        pix = pix + c * np.int64(tm.global_strides[i - 1])
    eb = tm.element_bytes
    ch = int(coords[0]) + np.arange(C, dtype=np.int64)
    inb = inb_p[:, None] & ((ch >= 0) & (ch < tm.global_dim[0]))[None, :]
    gaddr = pix[:, None] + ch[None, :] * eb
    pitch = _row_pitch(tm, C * eb)
    soff = np.arange(P, dtype=np.int64)[:, None] * pitch + np.arange(C, dtype=np.int64)[None, :] * eb
    return Box(gaddr.ravel(), inb.ravel(), soff.ravel(), eb, P * C * eb)


def swizzle(tm: TensorMap, addr: np.ndarray) -> np.ndarray:
    """The map's swizzle applied to absolute shared addresses (layouts.smem's XOR pattern), with the
    swizzle atomicity of the 128B mode (manual 5.5.7; layouts.smem.swizzle_address)."""
    span = tm.swizzle_span
    if tm.swizzle_atomicity and span != 128:
        raise PtxError(
            f"the tensor map's swizzle atomicity {tm.swizzle_atomicity} is valid only with the 128B "
            f"swizzle, the map has {tm.swizzle_name} (manual 5.5.7, Table 14)"
        )
    return swizzle_address(addr, span, 0, tm.swizzle_atomicity) if span else addr


__all__ = [
    "Box",
    "tile_box",
    "tile_boxes",
    "tile_pattern",
    "gather4_box",
    "im2col_box",
    "im2col_w_box",
    "swizzle",
]
