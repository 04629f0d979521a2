"""Tensor-memory (TMEM) layouts of tcgen05 (PTX ISA 9.0, 9.7.16): the one definition the machine
(machine/semantics/tcgen05.py), `ptxemu.layout` and the pictures read.

TMEM is 128 lanes x 512 columns of 32-bit cells per CTA; an address is ``lane << 16 | column``
(9.7.16.1.1).

* **tcgen05.ld / tcgen05.st fragments** (9.7.16.2.3.1, Figures 183-187; the figures are not in the
  copy of the manual here, so the tables follow CuTe's Copy_Traits<SM100_TMEM_{LOAD,STORE}_*> in
  include/cute/atom/copy_traits_sm100.hpp, which state the same maps as (thread, value) -> bit
  layouts). A warp reaches the 32 lanes of its quarter (warp w of a warpgroup: lanes
  32*(w%4)..+31, 9.7.16.8.1); `row` is the lane offset from the address's lane, `col` the 32-bit
  column offset from the address's column (for .16x32bx2, columns >= num are the second access,
  at +immHalfSplitoff):

      32x32b   thread t: lane t,           reg i: column i
      16x64b   thread t: lane t/4 + 8*(t%2), column (t/2)%2, reg i: column + 2*i
      16x128b  thread t: lane t/4, column t%4; reg 2j+h: lane + 8*h, column + 4*j
      16x256b  thread t: lane t/4, column 2*(t%4); reg 4j+2h+e: lane + 8*h, column + e + 8*j
      16x32bx2 thread t: lane t%16, first access for t < 16, second for t >= 16, reg i: column i

  `.pack::16b` (ld) / `.unpack::16b` (st) move twice the columns: each register holds the low
  16 bits of two adjacent columns (the lower column in bits 0-15), so `slots = 2, bits = 16`.
* **Data-path layouts** of tcgen05.mma's D (and of A read from TMEM), 9.7.16.10.5 Table "Data path
  layout organization", Layouts A-G (figures missing here; the maps are CuTe's
  UMMA::tmem_frg / tmem_frg_ws atoms in include/cute/atom/mma_traits_sm100.hpp):

      M=128 cta_group::1 (D), M=128 .ws:   D[r, c] -> lane r, column c
      M=64 cta_group::1 (F, half data path): lane (r%16) + 32*(r//16) + base (base 0 or 16)
      M=64 .ws (E, "2x2"):               lane r + 64*(c // (N/2)), column c % (N/2)
      M=32 .ws (G, "1x4"):               lane r + 32*(c // (N/4)), column c % (N/4)
      M=256 cta_group::2 (A):            CTA r // 128 of the pair, lane r % 128, column c
      M=128 cta_group::2 dense (B, 2x2): CTA r // 64, lane r%64 + 64*(c // (N/2)), column c % (N/2)
      M=128 cta_group::2 sparse (C):     CTA r // 64, then Layout F's lanes for r % 64

  CTA 0 is the even CTA of the pair (9.7.16.5.1).
* **Scale factors** (9.7.16.10.7.2/3, figures missing; CuTe UMMA::tmem_sf_frg): scale row/column
  `x` of SFA (rows of A) or SFB (columns of B) lives in lane x % 32 of every 32-lane
  subpartition ("duplicated to all 32 lane partitions", 9.7.16.10.7), column x // 32 from the
  scale address, byte `id + j` of that cell for scale j of the row (id = the instruction
  descriptor's SFA_ID / SFB_ID: a byte offset for 1X, a half-word 0/2 for 2X, 0 for 4X).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ptxemu.errors import PtxError, Unsupported
from ptxemu.layouts.core import Layout

LANES = 128
COLUMNS = 512
_MANUAL = "PTX ISA 9.0 "

# registers per .num per shape (Table 47) and the lanes a warp reaches
LDST_SHAPES: dict[str, tuple[int, int]] = {  # shape -> (lanes, registers per .x1)
    "32x32b": (32, 1),
    "16x64b": (16, 1),
    "16x128b": (16, 2),
    "16x256b": (16, 4),
    "16x32bx2": (16, 1),
}
LDST_NUMS = (1, 2, 4, 8, 16, 32, 64, 128)


def ldst_regs(shape: str, num: int) -> int:
    """Registers per thread of tcgen05.ld/st `shape`.x`num` (Table 47 / 48), or PtxError."""
    if shape not in LDST_SHAPES:
        raise PtxError(f"tcgen05.ld/st shape .{shape} is not one of {', '.join(LDST_SHAPES)}")
    regs = LDST_SHAPES[shape][1] * num
    if num not in LDST_NUMS or regs > 128:
        raise PtxError(f"tcgen05.ld/st .{shape}.x{num} is not in Table 47 (at most 128 registers)")
    return regs


def ldst_map(shape: str, num: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(lane, column, half) of every (thread, register), arrays [32, regs]: lane offset from the
    address's lane, 32-bit column offset, and for .16x32bx2 which access (0 / 1) it belongs to."""
    regs = ldst_regs(shape, num)
    t, r = np.meshgrid(np.arange(32), np.arange(regs), indexing="ij")
    half = np.zeros_like(t)
    if shape == "32x32b":
        lane, col = t, r
    elif shape == "16x64b":
        lane, col = t // 4 + 8 * (t % 2), (t // 2) % 2 + 2 * r
    elif shape == "16x128b":
        lane, col = t // 4 + 8 * (r % 2), t % 4 + 4 * (r // 2)
    elif shape == "16x256b":
        lane = t // 4 + 8 * ((r // 2) % 2)
        col = 2 * (t % 4) + r % 2 + 8 * (r // 4)
    else:  # 16x32bx2
        lane, col, half = t % 16, r, t // 16
    return lane, col, half


def ldst_layout(text: str, shape: str, num: int, pack: bool) -> Layout:
    """The register fragment of tcgen05.ld/st as a Layout: rows = lanes reached, cols = columns
    (for .16x32bx2: num columns of the first access, then num of the second)."""
    lane, col, half = ldst_map(shape, num)
    regs = lane.shape[1]
    ncols = num * LDST_SHAPES[shape][1] * 32 // LDST_SHAPES[shape][0]
    if shape == "16x32bx2":
        col = col + num * half
        ncols = 2 * num
    rows = LDST_SHAPES[shape][0]
    t = np.repeat(np.arange(32), regs)
    r = np.tile(np.arange(regs), 32)
    ln, cl = lane.ravel(), col.ravel()
    note = (
        _MANUAL + "9.7.16.2.3.1 (tcgen05 ld/st fragments; maps as in CuTe copy_traits_sm100.hpp); "
        "row = TMEM lane offset, col = 32-bit column offset"
        + ("; columns >= num are the second access at +immHalfSplitoff" if shape == "16x32bx2" else "")
    )
    meta = {"tmem_ldst": shape, "num": num}
    if pack:  # two 16-bit halves from adjacent columns: column 2c (bits 0-15) and 2c+1 (16-31)
        t2, r2 = np.repeat(t, 2), np.repeat(r, 2)
        s2 = np.tile([0, 1], t.size)
        cl2 = np.repeat(cl, 2)
        ncols_u = ncols * 2
        if shape == "16x32bx2":  # halves stay apart: first access's columns, then the second's
            h = cl2 // num
            cl2 = (cl2 % num) * 2 + s2 + h * 2 * num
        else:
            cl2 = cl2 * 2 + s2
        return _mk(
            text,
            "r",
            rows,
            ncols_u,
            32,
            regs,
            2,
            16,
            t2,
            r2,
            s2,
            np.repeat(ln, 2),
            cl2,
            element_type="b16",
            note=note + "; .pack::16b/.unpack::16b: low 16 bits of two columns",
            meta=meta,
        )
    return _mk(
        text,
        "r",
        rows,
        ncols,
        32,
        regs,
        1,
        32,
        t,
        r,
        np.zeros_like(t),
        ln,
        cl,
        element_type="b32",
        note=note,
        meta=meta,
    )


def _mk(text, operand, rows, cols, threads, regs, slots, bits, t, r, s, row, col, **kw) -> Layout:
    arrays = [np.ascontiguousarray(x, dtype=np.int32) for x in (t, r, s, row, col)]
    for x in arrays:
        x.flags.writeable = False
    return Layout(text, operand, rows, cols, threads, regs, slots, bits, *arrays, **kw)


# ---------------------------------------------------------------------------------------------
# data-path layouts
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DataPath:
    """Where D[r, c] of an M x N tcgen05.mma lives: CTA of the pair, TMEM lane, column offset."""

    name: str  # the manual's Layout letter
    m: int
    n: int
    cta: np.ndarray  # [M, N] 0 = even CTA of the pair (always 0 for cta_group::1)
    lane: np.ndarray  # [M, N] absolute lane (the address's lane must be 0, or 16 for F / C)
    col: np.ndarray  # [M, N] column offset from the address's column
    ctas: int

    @property
    def width(self) -> int:
        """Columns used from the address's column."""
        return int(self.col.max()) + 1


@lru_cache(maxsize=256)
def datapath(
    m: int, n: int, cta_group: int = 1, *, ws: bool = False, sparse: bool = False, lane_base: int = 0
) -> DataPath:
    """The data-path layout of D for an M x N tcgen05.mma (Table "Data path layout organization").
    Cached: treat the arrays as read-only."""
    r, c = np.meshgrid(np.arange(m), np.arange(n), indexing="ij")
    zero = np.zeros_like(r)
    if lane_base not in (0, 16):
        raise PtxError(
            f"tcgen05.mma: the TMEM lane of D must be 0 (or 16 for the half-data-path "
            f"layouts), not {lane_base}"
        )
    half_ok = (m == 64 and cta_group == 1 and not ws) or (m == 128 and cta_group == 2 and sparse)
    if lane_base and not half_ok:
        raise PtxError(
            f"tcgen05.mma M={m}: the TMEM lane of D must be 0 (lane alignment 16 exists "
            "only for Layouts F and C)"
        )
    if cta_group == 1:
        if ws and m == 32:
            return DataPath("G", m, n, zero, r + 32 * (c // (n // 4)), c % (n // 4), 1)
        if ws and m == 64:
            return DataPath("E", m, n, zero, r + 64 * (c // (n // 2)), c % (n // 2), 1)
        if m == 64 and not ws:
            return DataPath("F", m, n, zero, (r % 16) + 32 * (r // 16) + lane_base, c, 1)
        if m == 128:
            return DataPath("D", m, n, zero, r, c, 1)
    elif not ws:
        if m == 256:
            return DataPath("A", m, n, r // 128, r % 128, c, 2)
        if m == 128 and not sparse:
            rr = r % 64
            return DataPath("B", m, n, r // 64, rr + 64 * (c // (n // 2)), c % (n // 2), 2)
        if m == 128 and sparse:
            rr = r % 64
            return DataPath("C", m, n, r // 64, (rr % 16) + 32 * (rr // 16) + lane_base, c, 2)
    raise PtxError(
        f"tcgen05.mma has no data-path layout for M={m} with .cta_group::{cta_group}" + (" .ws" if ws else "")
    )


def datapath_layout(text: str, dp: DataPath, operand: str = "d", bits: int = 32) -> Layout:
    """A data-path layout as a Layout table: 'thread' = lane + 128 * CTA, 'reg' = column offset
    (the pictures label cells L<lane>:c<column>, with /1 for the odd CTA of a pair)."""
    t = (dp.lane + LANES * dp.cta).ravel()
    r = dp.col.ravel()
    row, col = np.meshgrid(np.arange(dp.m), np.arange(dp.n), indexing="ij")
    note = (
        _MANUAL + f"9.7.16.10.5 Layout {dp.name} (maps as in CuTe UMMA::tmem_frg); "
        "thread = TMEM lane + 128 * CTA of the pair, reg = column offset"
    )
    return _mk(
        text,
        operand,
        dp.m,
        dp.n,
        LANES * dp.ctas,
        dp.width,
        1,
        bits,
        t,
        r,
        np.zeros_like(t),
        row.ravel(),
        col.ravel(),
        element_type=f"b{bits}",
        note=note,
        meta={"tmem_datapath": dp.name},
    )


def a_map(dp: DataPath, k: int, bits: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A (M x K) read from tensor memory for the data path `dp`: (lanes [copies, M], column offset
    [K], bit offset [K]). Row r sits in the lanes of D's row r (the 2x2 / 1x4 layouts hold a copy per
    lane group, CuTe's "Duplicated" allocation); element k in column k * bits // 32 at bit
    (k * bits) % 32 (9.7.16.10.4: sub-word elements packed in a 32-bit cell, lowest first)."""
    per = 32 // bits
    groups = sorted(set(range(0, dp.n, max(1, dp.n // 4))))
    lanes = np.stack([dp.lane[:, n0] for n0 in groups])
    lanes = np.unique(lanes, axis=0)
    kk = np.arange(k)
    return lanes, kk // per, (kk % per) * bits


# tcgen05.mma.sp kinds -> the CuTe tmem_e_frg atom that holds their metadata ("f16": 128 x 32, 1 bit per
# logical element; "tf32": 128 x 16, 2 bits each; "8bit": 128 x 64, 1 bit each; "4bit": 128 x 128, half a
# bit each). Pinned by CUTLASS recordings (tests/data/cutlass): b83_sparse .kind::f16, b83_tf32 ::tf32,
# b83_e4m3 ::f8f6f4, b84b_mxfp8_sparse ::mxf8f6f4, b84a_nvfp4_sparse ::mxf4nvf4. ASSUMPTION
# "sparse-meta-shared" (docs/numerics.md): ::i8 (CuTe: the same 8-bit atom) and ::mxf4 (no CuTe form) use
# the map of the recorded kinds, as the manual's one figure for all five (Figure 267's caption) says.
SPARSE_META_ATOMS = {
    "f16": "f16",
    "tf32": "tf32",
    "mxf8f6f4": "8bit",
    "f8f6f4": "8bit",
    "i8": "8bit",
    "mxf4nvf4": "4bit",
    "mxf4": "4bit",
}


def sparse_meta_map(kind: str, rows: int, selector: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Sparsity metadata of tcgen05.mma.sp in tensor memory (9.7.16.10.8.4, Figures 262-267 missing
    here; the maps are CuTe's UMMA::tmem_e_frg, include/cute/atom/mma_traits_sm100_frag.hpp, each pinned
    by a CUTLASS sparse GEMM recorded, SPARSE_META_ATOMS): the 2-bit index field j of row m -> (lane,
    column offset from the metadata address, bit), arrays [rows, fields].

    .kind::f16 (K = 32, 16 fields): one bit per logical element k = 2j of the row (field j covers bits
    k, k+1; chunk j // 2 is the nibble at bits 4*(j//2) of the row's 32):

        lane = m % 8 + 8 * (k // 16) + 16 * (m // 16),  bit = k % 16 + 16 * ((m // 8) % 2),
        column = selector (CUTLASS puts the k-block pair's metadata in two adjacent columns and
        passes the even one with selector 0 or 1).

    .kind::tf32 (K = 16, 1:2, 8 chunks, one 4-bit field each: CuTe's 128 x 16 atom of 2-bit elements):
    field j (logical k = 2j) at lane m % 8 + 8 * (k // 8) + 16 * (m // 16), bit 2 * (k % 8) + 16 *
    ((m // 8) % 2), column = selector (0 or 1, as f16).

    .kind::f8f6f4 / ::mxf8f6f4 (K = 64, 2:4, 32 fields) and .kind::mxf4 / ::mxf4nvf4 (K = 128, 4:8 pairs, one
    field per stored pair: 32 fields): row m in lane m, the row's 64 bits in two columns, field j at

        column = j // 16,  bit = 2 * (j % 16)

    (CuTe's 128 x 64 atom of 1-bit elements, and its 128 x 128 atom of half-bit elements, whose
    tmem_ptr offsets rotate right by 5 and 6 bits); .kind::i8 and ::mxf4 the same by the
    assumption sparse-meta-shared (SPARSE_META_ATOMS). Their selector is 0 (9.7.16.10.8.4.6: "must
    be 0" / "assumed to be 0"; it is not used here). Other kinds and row counts raise Unsupported."""
    atom = SPARSE_META_ATOMS.get(kind)
    if atom is None or rows != 128:
        raise Unsupported(
            f"tcgen05.mma.sp .kind::{kind} with {rows} rows of A per CTA: its metadata layout in "
            "tensor memory (9.7.16.10.8.4) is not pinned (pinned: 128 rows per CTA with "
            f"{', '.join('.kind::' + k for k in SPARSE_META_ATOMS)})"
        )
    if atom == "f16":
        m, j = np.meshgrid(np.arange(rows), np.arange(16), indexing="ij")
        k = 2 * j
        lane = m % 8 + 8 * (k // 16) + 16 * (m // 16)
        bit = k % 16 + 16 * ((m // 8) % 2)
        return lane, np.full_like(lane, selector), bit
    if atom == "tf32":  # 8 chunks of two (K = 16), one 4-bit field each: 2 bits per logical element
        m, j = np.meshgrid(np.arange(rows), np.arange(8), indexing="ij")
        k = 2 * j
        lane = m % 8 + 8 * (k // 8) + 16 * (m // 16)
        bit = 2 * (k % 8) + 16 * ((m // 8) % 2)
        return lane, np.full_like(lane, selector), bit
    m, j = np.meshgrid(np.arange(rows), np.arange(32), indexing="ij")
    return m, j // 16, 2 * (j % 16)


def scale_map(count: int, sf: int, sf_id: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Scale factors in tensor memory (9.7.16.10.7.2/3, CuTe UMMA::tmem_sf_frg): entry x (row of A
    or column of B), scale j -> (lanes [4, count]: lane x % 32 of each 32-lane subpartition, which
    hold copies; column offset [count] x // 32; byte [sf] sf_id + j)."""
    x = np.arange(count)
    lanes = (x % 32)[None, :] + 32 * np.arange(4)[:, None]
    return lanes, x // 32, sf_id + np.arange(sf)


def scale_layout(text: str, count: int, sf: int, sf_id: int, operand: str) -> Layout:
    """The scale-factor matrix (count x sf; for sfb drawn transposed as count = N rows) as a Layout:
    'thread' = lane (first copy), 'reg' = column offset, 'slot' = byte."""
    lanes, col, byte = scale_map(count, sf, sf_id)
    x, j = np.meshgrid(np.arange(count), np.arange(sf), indexing="ij")
    t, r, s = lanes[0][x], col[x], byte[j]
    note = (
        _MANUAL + "9.7.16.10.7 (scale factors in tensor memory, as CuTe UMMA::tmem_sf_frg); thread = "
        "lane (copies in all four 32-lane subpartitions), reg = column offset, slot = byte"
    )
    return _mk(
        text,
        operand,
        count,
        sf,
        LANES,
        int(col.max()) + 1,
        4,
        8,
        t.ravel(),
        r.ravel(),
        s.ravel(),
        x.ravel(),
        j.ravel(),
        element_type="b8",
        note=note,
        meta={"tmem_scale": operand},
    )


# ---------------------------------------------------------------------------------------------
# layout names: ptxemu.layout("tcgen05.ld.sync.aligned.16x64b.x2.b32", "r"),
#               ptxemu.layout("tcgen05.mma.cta_group::1.kind::f16.m128n64", "d")
# ---------------------------------------------------------------------------------------------
_MN = re.compile(r"^m(\d+)n(\d+)$")


def build(text: str, operand: str) -> Layout:
    parts = text.split(".")
    if len(parts) < 2:
        raise PtxError(f"no tcgen05 layout for {text!r}")
    op = parts[1]
    quals = parts[2:]
    if op in ("ld", "st"):
        if operand not in ("r", "d", "a", "s"):
            raise PtxError(f"tcgen05.{op} has one register operand ('r'), not '{operand}'")
        shape = next((q for q in quals if q in LDST_SHAPES), None)
        num = next((int(q[1:]) for q in quals if re.fullmatch(r"x\d+", q)), None)
        if shape is None or num is None:
            raise PtxError(f"{text}: tcgen05.{op} needs a shape ({', '.join(LDST_SHAPES)}) and .num")
        if "red" in quals:
            raise Unsupported(f"{text}: tcgen05.ld.red (sm_101a/sm_103f) has no layout here")
        pack = ("pack::16b" in quals) or ("unpack::16b" in quals)
        return ldst_layout(text, shape, num, pack)
    if op == "mma":
        cg = 2 if "cta_group::2" in quals else 1
        mn = next((_MN.match(q) for q in quals if _MN.match(q)), None)
        if mn is None:
            raise PtxError(f"{text}: name the shape as .mMnN (e.g. tcgen05.mma.cta_group::1.m128n64)")
        m, n = int(mn.group(1)), int(mn.group(2))
        ws = "ws" in quals
        sparse = "sp" in quals
        if operand in ("sfa", "sfb"):
            sfq = next((q for q in quals if q.startswith("scale_vec::") or q in ("block16", "block32")), None)
            kind = next((q[6:] for q in quals if q.startswith("kind::")), "")
            sf = {"scale_vec::1X": 1, "scale_vec::2X": 2, "scale_vec::4X": 4, "block16": 4}.get(
                sfq or "", 1 if kind == "mxf8f6f4" else 2
            )
            sid = next((int(q[2:]) for q in quals if re.fullmatch(r"id\d", q)), 0)
            return scale_layout(text, (m // cg) if operand == "sfa" else n, sf, sid, operand)
        if operand != "d":
            raise PtxError(f"{text}: tensor-memory layouts are drawn for operands 'd', 'sfa', 'sfb'")
        return datapath_layout(text, datapath(m, n, cg, ws=ws, sparse=sparse))
    raise PtxError(f"no tcgen05 layout for '{text}' (tcgen05.ld, tcgen05.st, tcgen05.mma)")


def forms() -> list[tuple[str, tuple[str, ...]]]:
    """Every tcgen05 form with a layout (for --list and the explorer)."""
    out = []
    for op in ("ld", "st"):
        for shape, (_, per) in LDST_SHAPES.items():
            for num in LDST_NUMS:
                if per * num <= 128:
                    out.append((f"tcgen05.{op}.sync.aligned.{shape}.x{num}.b32", ("r",)))
    for cg, ms in ((1, (64, 128)), (2, (128, 256))):
        for m in ms:
            out.append((f"tcgen05.mma.cta_group::{cg}.m{m}n64", ("d",)))
    for m in (32, 64, 128):
        out.append((f"tcgen05.mma.ws.cta_group::1.m{m}n64", ("d",)))
    for kind, vec in (
        ("mxf8f6f4", "scale_vec::1X"),
        ("mxf4", "scale_vec::2X"),
        ("mxf4nvf4", "scale_vec::4X"),
    ):
        out.append((f"tcgen05.mma.cta_group::1.kind::{kind}.block_scale.{vec}.m128n256", ("sfa", "sfb")))
    return out
