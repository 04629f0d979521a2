"""tcgen05 inside kernels (PTX ISA 9.0, 9.7.16): tensor memory, its allocator, ld/st/cp/shift, the
MMA and its commit.

Tensor memory and the allocator live in machine/state/tmem.py; every layout (ld/st fragments, data paths,
scale factors) comes from layouts/tmem.py, the tables `ptxemu.layout` draws; the MMA's arithmetic is
ops/mma_tcgen05.py (the named Blackwell model `ptxemu.mma` uses). Like wgmma here, the asynchronous
operations (mma, cp, shift, ld, st) complete at issue: the manual makes reading their results before
the matching tcgen05.wait / commit-mbarrier undefined, so the eager result is one the GPU may give,
and tcgen05.commit's mbarrier arrive happens at once. tcgen05.fence::* and tcgen05.wait::* then have
nothing to order. tcgen05.alloc blocks (the warp parks in the scheduler) while its columns are
taken; if nothing can free them the scheduler reports a deadlock naming the alloc.
In checking mode the hooks (st.checker.tcgen05(st), machine.observing.checking_tcgen05) record which
cells each asynchronous operation has not completed, and the mma/cp shared-memory reads go
through the async proxy.

Readings where the manual's figures are missing here (docs/interpreter.md "tcgen05" lists them):
tcgen05.st .unpack::16b writes each 16-bit half into the low half of its column (upper half 0);
tcgen05.cp .warpx2::02_13 gives 64 rows as rows 0-31 to warps 0 and 1 and rows 32-63 to warps 2
and 3 (::01_23: rows 0-31 to warps 0 and 2, rows 32-63 to warps 1 and 3); tcgen05.shift moves
lanes 0..30 of the 32-lane x 8-column block down by one (lane 0 keeps its value); cta_group::2
tcgen05.cp reads each CTA's own shared memory at the descriptor and writes that CTA's tensor memory.
tcgen05.mma.sp (.kind::f16, ::tf32, ::f8f6f4, ::mxf8f6f4, ::mxf4nvf4 pinned; ::i8, ::mxf4 assumed;
128 rows per CTA) reads its metadata by layouts.tmem.sparse_meta_map (CuTe's tmem_e_frg, pinned by
CUTLASS's sparse GEMMs 83 (also as tf32 / e4m3) and 84a/b recorded); .ashift by the named assumption
ops.mma_tcgen05.ashift_rows (docs/numerics.md).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

import numpy as np

from ptxemu.errors import PtxError, PtxRuntimeError, Unsupported
from ptxemu.isa.statement import Address, Imm, Vector
from ptxemu.layouts import smem
from ptxemu.layouts import tmem as TL
from ptxemu.machine.program.step import Cx, Step, compiles
from ptxemu.machine.semantics.access import Addr, store
from ptxemu.machine.state.tmem import tmem_of

U32 = np.uint32


# -- operands -----------------------------------------------------------------------------------
def _taddr(cx: Cx, op):
    """A tensor-memory address operand [reg(+imm)] as a per-lane uint32 reader."""
    if not isinstance(op, Address):
        raise cx.error("expected a tensor-memory address [taddr]")
    if isinstance(op.base, Imm):
        v = (int(op.base.value) + op.offset) & 0xFFFFFFFF
        return lambda st: np.full(st.L, v, U32)
    r = cx.src(op.base, ".b32")
    off = U32(op.offset & 0xFFFFFFFF)
    return (lambda st: (r(st) + off).astype(U32)) if op.offset else r


def _smem_space(cx: Cx) -> str:
    q = cx.ins.qualifiers
    if ".shared::cluster" in q:
        return ".shared::cluster"
    if ".shared::cta" in q or ".shared" in q:
        return ".shared"
    return ""


def _cta_group(cx: Cx) -> int:
    return 2 if ".cta_group::2" in cx.ins.qualifiers else 1


def _warps(st, m) -> np.ndarray:
    if m is None:
        return np.arange(st.L // 32)
    return np.flatnonzero(m.reshape(-1, 32).any(axis=1))


def _who(st, lane: int) -> str:
    return st.lane_label(int(lane))


def _peer(st, lanes: np.ndarray, what: str) -> np.ndarray:
    """Batch CTA index of each lane's peer CTA (cluster ranks differing in the last bit)."""
    if st.csize < 2 or st.csize % 2:
        raise PtxRuntimeError(
            f"{what} with .cta_group::2 needs a CTA pair: the launch's clusters have "
            f"{st.csize} CTA(s) (9.7.16.5.1)"
        )
    rank = st.special["%cluster_ctarank"][lanes].astype(np.int64)
    return st.cta[lanes] - rank + (rank ^ 1)


def _same_per_warp(st, v: np.ndarray, warps: np.ndarray, what: str) -> np.ndarray:
    w = v.reshape(-1, 32)[warps]
    if (w != w[:, :1]).any():
        k = int(np.flatnonzero((w != w[:, :1]).any(axis=1))[0])
        raise PtxRuntimeError(
            f"{what}: every thread of the warp must give the same value ({_who(st, warps[k] * 32)})"
        )
    return w[:, 0]


# -- allocation ---------------------------------------------------------------------------------
def _alloc(cx: Cx):
    dst, ncols = cx.ins.operands
    addr = Addr(cx, dst, _smem_space(cx))
    rn = cx.src(ncols, ".u32")
    cg = _cta_group(cx)

    def members(st):
        # a warp whose CTA lacks the columns does not run yet: bit 32, which no warp can supply
        need = np.full(st.L, 0xFFFFFFFF, np.uint64)
        tm = tmem_of(st)
        n = rn(st).astype(np.int64)
        key = st.cta * 1024 + n
        for kv in np.unique(key):
            c, k = int(kv // 1024), int(kv % 1024)
            if 32 <= k <= 512 and not k & (k - 1) and not tm.relinquished[c] and tm.find(c, k) is None:
                need[key == kv] |= np.uint64(1 << 32)
        return need

    def run(st, m) -> None:
        tm = tmem_of(st)
        warps = _warps(st, m)
        n = _same_per_warp(st, rn(st), warps, "tcgen05.alloc nCols")
        first = warps * 32
        peers = _peer(st, first, "tcgen05.alloc") if cg == 2 else first
        out = np.zeros(st.L, U32)
        for k, lane, p in zip(n, first, peers, strict=True):
            c = int(st.cta[lane])
            tm.check_request(c, int(k), _who(st, lane))
            out[lane] = tm.alloc(c, int(k))
            if cg == 2:  # the pair allocates together: the k-th allocations must agree
                mine, theirs = tm.pair_allocs[c], tm.pair_allocs[int(p)]
                mine.append(int(out[lane]))
                if len(theirs) >= len(mine) and theirs[len(mine) - 1] != mine[-1]:
                    raise PtxRuntimeError(
                        f"tcgen05.alloc.cta_group::2: the CTA pair's allocations differ (column "
                        f"{mine[-1]} here, {theirs[len(mine) - 1]} in the peer CTA): both CTAs must "
                        f"allocate the same columns together ({_who(st, lane)})"
                    )
        store(st, addr.space, addr.lanes_addr(st, first), first, 4, out[first].reshape(-1, 1))

    return Step(
        cx.pc,
        cx.item,
        "sync",
        run=run,
        members=members,
        data={"blocked": "tcgen05.alloc waiting for tensor-memory columns that no thread frees"},
    )


def _dealloc(cx: Cx):
    ta, ncols = cx.ins.operands
    rt, rn = cx.src(ta, ".b32"), cx.src(ncols, ".u32")
    line = cx.ins.line

    def run(st, m) -> None:
        tm = tmem_of(st)
        warps = _warps(st, m)
        t = _same_per_warp(st, rt(st), warps, "tcgen05.dealloc taddr")
        n = _same_per_warp(st, rn(st), warps, "tcgen05.dealloc nCols")
        for w, a, k in zip(warps, t, n, strict=True):
            if st.checker is not None:  # checking mode: columns an operation still accesses
                st.checker.tcgen05(st).dealloc(st, int(st.cta[w * 32]), int(a) & 0xFFFF, int(k), w * 32, line)
            tm.dealloc(int(st.cta[w * 32]), int(a), int(k), _who(st, w * 32))

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


def _relinquish(cx: Cx):
    def run(st, m) -> None:
        tm = tmem_of(st)
        for w in _warps(st, m):
            tm.relinquished[int(st.cta[w * 32])] = True

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


# -- ld / st ------------------------------------------------------------------------------------
def _ldst_form(cx: Cx) -> tuple[str, int, bool]:
    q = cx.ins.qualifiers
    shape = next((x[1:] for x in q if x[1:] in TL.LDST_SHAPES), None)
    num = next((int(x[2:]) for x in q if re.fullmatch(r"\.x\d+", x)), None)
    if shape is None or num is None:
        raise cx.error("expected a shape (.32x32b, .16x64b, .16x128b, .16x256b, .16x32bx2) and .num")
    return shape, num, (".pack::16b" in q or ".unpack::16b" in q)


def _cells(st, cx_name: str, warps: np.ndarray, ta: np.ndarray, shape: str, num: int, pack: bool, imm: int):
    """(cta, lane, column) index arrays [W, 32, regs(, 2 halves for pack)] of a warp's ld/st."""
    lmap, cmap, hmap = TL.ldst_map(shape, num)
    rows = TL.LDST_SHAPES[shape][0]
    first = warps * 32
    cta = st.cta[first]
    wq = ((first % st.geom.padded) // 32) % 4
    lane0 = (ta >> 16).astype(np.int64)
    col0 = (ta & 0xFFFF).astype(np.int64)
    bad = (lane0 < 32 * wq) | (lane0 + rows > 32 * wq + 32)
    if bad.any():
        k = int(np.flatnonzero(bad)[0])
        raise PtxRuntimeError(
            f"{cx_name}: warp {int(first[k] % st.geom.padded) // 32} (warp {int(wq[k])} of its warpgroup) "
            f"can reach tensor-memory lanes {32 * int(wq[k])}-{32 * int(wq[k]) + 31} only; the address "
            f"{int(ta[k]):#x} asks for lanes {int(lane0[k])}-{int(lane0[k]) + rows - 1} (9.7.16.8.1; "
            f"{_who(st, first[k])})"
        )
    lanes = lane0[:, None, None] + lmap[None]
    cols = col0[:, None, None] + (2 * cmap if pack else cmap)[None] + imm * hmap[None]
    if pack:
        cols = np.stack([cols, cols + 1], axis=-1)
        lanes = np.stack([lanes, lanes], axis=-1)
    ctas = np.broadcast_to(cta.reshape((-1,) + (1,) * (cols.ndim - 1)), cols.shape)
    return ctas, lanes, cols


def _ld(cx: Cx):
    if ".red" in cx.ins.qualifiers:
        raise cx.unsupported(
            "tcgen05.ld.red exists on sm_101a/sm_103f and later family targets only; "
            "ptxemu models sm_100a's tcgen05"
        )
    shape, num, pack = _ldst_form(cx)
    ops = cx.ins.operands
    regs = TL.ldst_regs(shape, num)
    dst = ops[0].items if isinstance(ops[0], Vector) else (ops[0],)
    if len(dst) != regs:
        raise cx.error(f".{shape}.x{num} loads {regs} registers per thread, got {len(dst)}")
    wd = [cx.dst(x, ".b32") for x in dst]
    rt = _taddr(cx, ops[1])
    imm = int(ops[2].value) if shape == "16x32bx2" else 0
    name = cx.ins.name

    def run(st, m) -> None:
        tm = tmem_of(st)
        warps = _warps(st, m)
        ta = _same_per_warp(st, rt(st), warps, f"{name} taddr")
        ctas, lanes, cols = _cells(st, name, warps, ta, shape, num, pack, imm)
        tm.check(ctas, cols, name)
        if st.checker is not None:  # checking mode: pending until tcgen05.wait::ld
            st.checker.tcgen05(st).load(st, warps * 32, warps, ctas, lanes, cols, name, cx.ins.line)
        v = tm.cells[ctas, lanes, cols]
        if pack:  # low halves of two adjacent columns, the lower column in bits 0-15
            v = (v[..., 0] & U32(0xFFFF)) | ((v[..., 1] & U32(0xFFFF)) << U32(16))
        R = np.zeros((st.L // 32, 32, regs), U32)
        R[warps] = v
        flat = R.reshape(st.L, regs)
        for k, w in enumerate(wd):
            w(st, flat[:, k], m)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


def _st(cx: Cx):
    shape, num, pack = _ldst_form(cx)
    ops = cx.ins.operands
    regs = TL.ldst_regs(shape, num)
    imm = int(ops[1].value) if shape == "16x32bx2" else 0
    src = ops[-1].items if isinstance(ops[-1], Vector) else (ops[-1],)
    if len(src) != regs:
        raise cx.error(f".{shape}.x{num} stores {regs} registers per thread, got {len(src)}")
    rs = [cx.src(x, ".b32") for x in src]
    rt = _taddr(cx, ops[0])
    name = cx.ins.name

    def run(st, m) -> None:
        tm = tmem_of(st)
        warps = _warps(st, m)
        ta = _same_per_warp(st, rt(st), warps, f"{name} taddr")
        ctas, lanes, cols = _cells(st, name, warps, ta, shape, num, pack, imm)
        tm.check(ctas, cols, name)
        v = np.stack([r(st) for r in rs], axis=1).reshape(-1, 32, regs)[warps].astype(U32)
        if pack:  # .unpack::16b: each half into the low 16 bits of its column
            v = np.stack([v & U32(0xFFFF), v >> U32(16)], axis=-1)
        tm.cells[ctas, lanes, cols] = v
        if st.checker is not None:  # checking mode: pending until tcgen05.wait::st
            st.checker.tcgen05(st).write(st, warps * 32, ctas, lanes, cols, name, cx.ins.line, warps)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


# -- shared-memory matrices -----------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _offsets(desc: int, operand: str, major: str, rows: int, cols: int, bits: int, padded: bool):
    """Bit address of every element (rows x cols) of a descriptor's matrix. `padded`: 4/6-bit codes
    of the .kind::f8f6f4 family, 16 to a 16-byte chunk, LSB-first, the padding after them (the
    b4x16_p64 / b6x16_p32 packing that formats.packing.packed_row_bits defines)."""
    if padded:
        from ptxemu.formats.packing import packed_row_bits

        if major != "K":  # _smem_read refuses these first (Table 52)
            raise PtxError("tcgen05.mma: 4/6-bit operands are K-major only (9.7.16.10.3, Table 52)")
        off = smem.element_offsets(desc, operand, major, rows, cols, 8, kind="tcgen05", unit="byte")
        k = np.arange(cols if operand == "a" else rows) % 16
        kk = k[None, :] if operand == "a" else k[:, None]
        return (off - kk) * 8 + packed_row_bits(kk, bits)
    return smem.element_offsets(desc, operand, major, rows, cols, bits, kind="tcgen05", unit="bit")


def _smem_read(
    st, cta: int, desc: int, operand: str, major: str, rows: int, cols: int, bits: int, padded: bool = False
) -> np.ndarray:
    d = int(desc)
    if (d >> 46) & 7 != 1 or (d >> 53) & 0xFF:
        raise PtxRuntimeError(
            f"tcgen05 shared-memory descriptor {d:#018x}: bits 46-48 must hold the fixed value 0b001 "
            "and bits 53-60 must be 0 (9.7.16.4.1, Table 40)"
        )
    code = (d >> 61) & 7
    if major == "MN" and bits < 8:  # 9.7.16.10.3, Table 52: transposed operands are 8, 16 or 32-bit
        raise PtxRuntimeError(
            f"tcgen05 descriptor {d:#018x}: a {bits}-bit operand cannot be MN-major (transposed): "
            "Table 52 (9.7.16.10.3) allows 4/6-bit elements K-major only"
        )
    if major == "MN" and (bits == 32) != (code == 1):  # 9.7.16.10.3, Table 52 (transposed operands)
        raise PtxRuntimeError(
            f"tcgen05 descriptor {d:#018x}: an MN-major (transposed) {bits}-bit operand "
            + ("takes only" if bits == 32 else "takes any swizzle but")
            + " the 128B swizzle with 32B atomicity (code 1; 9.7.16.10.3, Table 52)"
        )
    off = _offsets(int(desc), operand, major, rows, cols, bits, padded)
    byte = off // 8
    lo, hi = int(byte.min()), int(byte.max()) + max(bits // 8, 1)
    if lo < 0x400 or hi > st.smem_size:
        raise PtxRuntimeError(
            f"tcgen05 descriptor {int(desc):#018x} reads shared memory [{lo:#x}, {hi:#x}) "
            f"outside the CTA's [0x400, {st.smem_size:#x})"
        )
    base = cta * st.smem_stride
    if getattr(st, "checker", None) is not None:  # checking mode: the async proxy reads them (9.7.16.6.5)
        st.checker.async_read(st, base + np.unique(byte), "tcgen05.mma/cp")
    if bits in (8, 16, 32):
        buf = st.smem if bits == 8 else st.smem.view({16: np.uint16, 32: np.uint32}[bits])
        return buf[(base + byte) // (bits // 8)].reshape(rows, cols)
    # sub-byte codes: up to two bytes hold one code
    pos = base * 8 + off
    two = st.smem[pos // 8].astype(np.uint32) | (
        st.smem[np.minimum(pos // 8 + 1, st.smem.size - 1)].astype(np.uint32) << 8
    )
    return ((two >> (pos % 8).astype(np.uint32)) & ((1 << bits) - 1)).astype(np.uint8).reshape(rows, cols)


# -- mma ------------------------------------------------------------------------------------------
def _mma(cx: Cx):
    from ptxemu.ops.mma_tcgen05 import (
        ELEM_BITS,
        ashift_rows,
        decode_idesc,
        mma_tcgen05,
        mma_tcgen05_sparse,
        sparse_columns,
    )

    q = cx.ins.qualifiers
    name = cx.ins.name
    sp = ".sp" in q
    ws = ".ws" in q
    block = ".block_scale" in q
    ops = list(cx.ins.operands)
    rd = _taddr(cx, ops[0])
    a_tmem = isinstance(ops[1], Address)
    if ".ashift" in q and not a_tmem:
        raise cx.error(".ashift takes A in tensor memory ([a-tmem])")
    if sp and a_tmem:
        raise cx.unsupported("tcgen05.mma.sp with A in tensor memory ([a-tmem]) is not modelled")
    ra = _taddr(cx, ops[1]) if a_tmem else cx.src(ops[1], ".b64")
    rb = cx.src(ops[2], ".b64")
    re_ = _taddr(cx, ops[3]) if sp else None  # [sp-meta-tmem]
    ri = cx.src(ops[4 if sp else 3], ".b32")
    rest = ops[5 if sp else 4 :]
    rsfa = rsfb = None
    disable = None
    sid = 0
    zmask = None
    if block:
        if len(rest) != 3:
            raise cx.error("block-scaled tcgen05.mma takes [scale-A-tmem], [scale-B-tmem], enable-input-d")
        rsfa, rsfb = _taddr(cx, rest[0]), _taddr(cx, rest[1])
        ren = cx.pred(rest[2])
    elif ws:
        ren = cx.pred(rest[0])
        if len(rest) > 1:
            zmask = cx.src(rest[1], ".b64")
    else:
        if rest and isinstance(rest[0], Vector):
            disable = [cx.src(x, ".b32") for x in rest[0].items]
            rest = rest[1:]
        if not rest:
            raise cx.error("tcgen05.mma needs enable-input-d")
        ren = cx.pred(rest[0])
        if len(rest) > 1:
            if not isinstance(rest[1], Imm):
                raise cx.error("scale-input-d must be an immediate")
            sid = int(rest[1].value)
    cg = _cta_group(cx)
    if disable is not None and len(disable) != 4 * cg:
        raise cx.error(f"disable-output-lane has {4 * cg} elements with .cta_group::{cg}")

    def run(st, m) -> None:
        lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
        if not len(lanes):
            return
        tm = tmem_of(st)
        idesc = ri(st)[lanes]
        groups: dict[int, list[int]] = {}
        for i, v in enumerate(idesc):
            groups.setdefault(int(v), []).append(i)
        for v, idx in groups.items():
            form = decode_idesc(name, v)
            _mma_issue(st, tm, form, lanes[idx])

    def _mma_issue(st, tm, form, lanes: np.ndarray) -> None:
        M, N, K = form.m, form.n, form.k
        what = f"{name} (M={M}, N={N})"
        if zmask is not None:
            z = zmask(st)[lanes]
            if ((z >> np.uint64(39)) & np.uint64(1)).any() or ((z >> np.uint64(56)) & np.uint64(63)).any():
                raise Unsupported(
                    f"{name}: a zero-column mask descriptor with a mask or a column shift is not modelled",
                    line=cx.ins.line,
                    source=cx.ins.text,
                )
        own = st.cta[lanes]
        if cg == 2:
            peer = _peer(st, lanes, name)
            rank = st.special["%cluster_ctarank"][lanes].astype(np.int64)
            pair = np.where((rank & 1)[:, None] == 0, np.stack([own, peer], 1), np.stack([peer, own], 1))
        else:
            pair = own[:, None]
        nct = pair.shape[1]
        Mc = M // nct  # rows of D (and A) per CTA
        dta = rd(st)[lanes]
        dp = TL.datapath(M, N, cg, ws=ws, sparse=form.sparse, lane_base=int(dta[0] >> 16) if len(dta) else 0)
        dlane0 = (dta >> 16).astype(np.int64)
        if (dlane0 != dlane0[0]).any():
            raise PtxRuntimeError(f"{what}: lanes of d-tmem differ between issuing threads")
        dcol = (dta & 0xFFFF).astype(np.int64)
        abits, bbits = ELEM_BITS[form.atype], ELEM_BITS[form.btype]
        padded_a = abits in (4, 6) and form.kind in ("f8f6f4", "mxf8f6f4")
        padded_b = bbits in (4, 6) and form.kind in ("f8f6f4", "mxf8f6f4")
        amaj = "MN" if form.transpose_a else "K"
        bmaj = "MN" if form.transpose_b else "K"
        # D / C cells: per issuing lane, per CTA of the pair, (Mc, N)
        rows = np.arange(M).reshape(nct, Mc)
        Ls = dp.lane[rows]  # (nct, Mc, N)
        Cs = dp.col[rows]
        ctas_d = pair[:, :, None, None]  # (I, nct, 1, 1)
        dcols = dcol[:, None, None, None] + Cs[None]
        dlanes = np.broadcast_to(Ls[None], dcols.shape)
        ctas_d = np.broadcast_to(ctas_d, dcols.shape)
        tm.check_range(pair, np.repeat(dcol, nct), dp.width, what)
        straight = dp.name in ("D", "A")  # row r of each CTA in lane r, column c in column c: slices
        if straight:
            Craw = np.stack(
                [
                    np.stack([tm.cells[int(c), :Mc, int(d) : int(d) + N] for c in pr])
                    for pr, d in zip(pair, dcol, strict=True)
                ]
            )
        else:
            Craw = tm.cells[ctas_d, dlanes, dcols]
        C = Craw & U32(0xFFFF) if form.dtype == "f16" else Craw
        # A: (I, nct, Mc, K), or the stored (I, nct, Mc, K/2) and their columns for .sp
        if form.sparse:
            ad = ra(st)[lanes]
            A = np.stack(
                [
                    np.stack(
                        [_smem_read(st, int(c), int(d), "a", amaj, Mc, K // 2, abits, padded_a) for c in pr]
                    )
                    for pr, d in zip(pair, ad, strict=True)
                ]
            )
            fields = _sparse_fields(tm, form, re_(st)[lanes], pair, Mc, what)
        elif a_tmem:
            A = _a_from_tmem(st, tm, form, ra(st)[lanes], pair, dp, rows, what)
            if form.ashift:  # Layouts A / D: row r of each CTA is lane r (ops.mma_tcgen05.ashift_rows)
                A = ashift_rows(A)
        else:
            ad = ra(st)[lanes]
            A = np.stack(
                [
                    np.stack([_smem_read(st, int(c), int(d), "a", amaj, Mc, K, abits, padded_a) for c in pr])
                    for pr, d in zip(pair, ad, strict=True)
                ]
            )
        # B: cta_group::2 splits N between the pair's CTAs
        bd = rb(st)[lanes]
        Nc = N // nct
        B = np.stack(
            [
                np.concatenate(
                    [_smem_read(st, int(c), int(d), "b", bmaj, K, Nc, bbits, padded_b) for c in pr], axis=1
                )
                for pr, d in zip(pair, bd, strict=True)
            ]
        )
        B = np.broadcast_to(B[:, None], (len(lanes), nct, K, N))
        kw = {}
        if block:
            kw["scale_a"] = _scales(st, tm, form, rsfa(st)[lanes], pair, Mc, form.sfa_id, what + " scale_A")
            sb = _scales(st, tm, form, rsfb(st)[lanes], pair, N, form.sfb_id, what + " scale_B")
            kw["scale_b"] = np.swapaxes(sb, -1, -2)
        en = ren(st)[lanes]
        sub = replace(form, m=Mc)
        if form.sparse:
            try:
                cols = sparse_columns(sub, fields, A, B)
            except PtxError as e:
                raise PtxRuntimeError(f"{what}: {e}") from None
            D = mma_tcgen05_sparse(sub, A, cols, B, C, enable_input_d=en[:, None], scale_input_d=sid, **kw)
        else:
            D = mma_tcgen05(sub, A, B, C, enable_input_d=en[:, None], scale_input_d=sid, **kw)
        D = D.astype(U32)
        keep = np.ones(Craw.shape, bool)
        if disable is not None:
            bits = np.stack([r(st)[lanes] for r in disable], axis=1).astype(np.uint64)  # (I, 4*cg)
            lane_bit = np.arange(nct)[:, None, None] * 128 + Ls  # (nct, Mc, N)
            word = bits[:, lane_bit // 32]  # (I, nct, Mc, N)
            off = ((word >> (lane_bit % 32).astype(np.uint64)) & np.uint64(1)) != 0
            keep &= ~off
        if disable is None and straight:
            for i, (pr, d) in enumerate(zip(pair, dcol, strict=True)):
                for j, c in enumerate(pr):
                    tm.cells[int(c), :Mc, int(d) : int(d) + N] = D[i, j]
        elif disable is None:
            tm.cells[ctas_d, dlanes, dcols] = D
        else:
            tm.cells[ctas_d[keep], dlanes[keep], dcols[keep]] = D[keep]
        if st.checker is not None:  # checking mode: D pending until its commit's phase is observed
            st.checker.tcgen05(st).write(st, lanes, ctas_d, dlanes, dcols, name, cx.ins.line)

    return Step(cx.pc, cx.item, "op", run=run)


def _sparse_fields(tm, form, ta: np.ndarray, pair: np.ndarray, rows: int, what: str) -> np.ndarray:
    """The metadata's index fields (I, nct, rows, F) that each CTA of the pair holds in its tensor
    memory at `ta` (layouts.tmem.sparse_meta_map)."""
    if ((ta >> 16) != 0).any():
        bad = int(ta[(ta >> 16) != 0][0])
        raise PtxRuntimeError(f"{what}: the metadata address {bad:#x} must be at lane 0 (Layouts A and D)")
    lane, col, bit = TL.sparse_meta_map(form.kind, rows, form.selector)
    c0 = (ta & 0xFFFF).astype(np.int64)
    shape = (len(ta), pair.shape[1]) + lane.shape
    cols = np.broadcast_to(c0[:, None, None, None] + col[None, None], shape)
    ctas = np.broadcast_to(pair[:, :, None, None], shape)
    tm.check(ctas, cols, what + " metadata")
    cells = tm.cells[ctas, np.broadcast_to(lane, shape), cols]
    from ptxemu.isa.catalogue.table import TCGEN05_SPARSE_PATTERNS

    mask = U32((1 << TCGEN05_SPARSE_PATTERNS[form.kind].field_bits) - 1)  # 2 bits; tf32's 4
    return ((cells >> bit.astype(U32)) & mask).astype(np.uint8)


def _a_from_tmem(st, tm, form, ta: np.ndarray, pair: np.ndarray, dp, rows: np.ndarray, what: str):
    """A (I, nct, Mc, K) read from tensor memory: row r in the lanes of D's row r (every copy of a
    row in the 2x2 / 1x4 layouts must agree), K packed along the columns (32 / bits per cell)."""
    from ptxemu.ops.mma_tcgen05 import ELEM_BITS

    bits = ELEM_BITS[form.atype]
    if bits < 8:
        raise Unsupported(
            f"{what}: A in tensor memory with {bits}-bit .{form.atype} elements (the "
            "container figures 199-201, 204 are not in the manual here)"
        )
    if dp.name in ("E", "G"):
        raise Unsupported(f"{what}: A in tensor memory with the .ws Layout {dp.name} is not modelled")
    K = form.k
    col = (ta & 0xFFFF).astype(np.int64)
    lane0 = (ta >> 16).astype(np.int64)
    if (lane0 != int(dp.lane.min())).any():
        raise PtxRuntimeError(
            f"{what}: A in tensor memory must use the same lane alignment as D (9.7.16.10.5)"
        )
    copies, kcol, kbit = TL.a_map(dp, K, bits)
    outs = []
    for lane_rows in copies:
        L = lane_rows[rows]  # (nct, Mc)
        shape = (len(ta),) + L.shape + (K,)
        cols = np.broadcast_to(col[:, None, None, None] + kcol[None, None, None, :], shape)
        lanes = np.broadcast_to(L[None, :, :, None], shape)
        ctas = np.broadcast_to(pair[:, :, None, None], cols.shape)
        tm.check(ctas, cols, what + " A")
        cell = tm.cells[ctas, lanes, cols]
        outs.append((cell >> kbit.astype(U32)) & U32((1 << bits) - 1))
    if any((o != outs[0]).any() for o in outs[1:]):
        raise PtxRuntimeError(
            f"{what}: A in tensor memory differs between the copies Layout {dp.name} "
            "reads (the lane groups must hold the same A rows)"
        )
    return outs[0]


def _scales(st, tm, form, ta: np.ndarray, pair: np.ndarray, count: int, sid: int, what: str):
    """Scale factors (I, nct, count, SF) from tensor memory at `layouts.tmem.scale_map`'s cells (the
    four subpartition copies must agree).

    Bits 31:30 of the address are ignored: CuTe keeps the scale factors' byte id there and copies it
    into the instruction descriptor's a_sf_id / b_sf_id, passing the address unchanged (CUTLASS's
    sm_100a block-scaled GEMMs, which run on the B200, use 0x4000_0000 + column)."""
    ta = ta & ta.dtype.type(0x3FFFFFFF)
    if ((ta >> 16) != 0).any():
        bad = int(ta[(ta >> 16) != 0][0])
        raise PtxRuntimeError(f"{what}: the scale-factor address must be at lane 0, got {bad:#x}")
    lanes4, xcol, byte = TL.scale_map(count, form.scale_vec, sid)
    col = (ta & 0xFFFF).astype(np.int64)
    cols = col[:, None, None, None] + xcol[None, None, None, :]  # (I, 1, 1, count)
    copies = []
    for lanes_p in lanes4:
        lanes = np.broadcast_to(lanes_p[None, None, None, :], (len(ta), pair.shape[1], 1, count))
        c = np.broadcast_to(cols, lanes.shape)
        ctas = np.broadcast_to(pair[:, :, None, None], lanes.shape)
        tm.check(ctas, c, what)
        copies.append(tm.cells[ctas, lanes, c][:, :, 0, :])  # (I, nct, count)
    if any((c != copies[0]).any() for c in copies[1:]):
        raise PtxRuntimeError(
            f"{what}: scale factors must be duplicated to all four 32-lane partitions of "
            "tensor memory (9.7.16.10.7)"
        )
    return ((copies[0][..., None] >> (byte * 8).astype(U32)) & U32(0xFF)).astype(np.uint8)


# -- cp / shift -----------------------------------------------------------------------------------
_CP_SHAPES = {
    "128x256b": (128, 256),
    "4x256b": (4, 256),
    "128x128b": (128, 128),
    "64x128b": (64, 128),
    "32x128b": (32, 128),
}


def _cp(cx: Cx):
    q = cx.ins.qualifiers
    shape = next((x[1:] for x in q if x[1:] in _CP_SHAPES), None)
    if shape is None:
        raise cx.error(f"tcgen05.cp needs a shape ({', '.join(_CP_SHAPES)})")
    nrows, nbits = _CP_SHAPES[shape]
    mc = next((x[1:] for x in q if x.startswith(".warpx")), None)
    need = {"64x128b": ("warpx2::02_13", "warpx2::01_23"), "32x128b": ("warpx4",)}.get(shape, (None,))
    if mc not in need:
        raise cx.error(
            f".{shape} needs {' or '.join('.' + str(x) for x in need)}"
            if need != (None,)
            else f".{shape} takes no multicast qualifier"
        )
    src = next((x[1:] for x in q if x in (".b6x16_p32", ".b4x16_p64")), None)
    if (".b8x16" in q) != (src is not None):
        raise cx.error("decompression needs both .b8x16 and a source format")
    cg = _cta_group(cx)
    rt = _taddr(cx, cx.ins.operands[0])
    rdesc = cx.src(cx.ins.operands[1], ".b64")
    rowbytes = nbits // 8
    ncols = nbits // 32
    name = cx.ins.name
    # destination lane of each source row, per 32-lane quarter (multicast) or straight
    if mc == "warpx4":
        dest = [(q4, np.arange(32)) for q4 in range(4)]
    elif mc == "warpx2::02_13":
        dest = [(0, np.arange(32)), (1, np.arange(32)), (2, np.arange(32, 64)), (3, np.arange(32, 64))]
    elif mc == "warpx2::01_23":
        dest = [(0, np.arange(32)), (2, np.arange(32)), (1, np.arange(32, 64)), (3, np.arange(32, 64))]
    else:
        dest = None

    def run(st, m) -> None:
        tm = tmem_of(st)
        lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
        ta, desc = rt(st)[lanes], rdesc(st)[lanes]
        ctas = st.cta[lanes][:, None]
        if cg == 2:
            peer = _peer(st, lanes, name)
            ctas = np.stack([st.cta[lanes], peer], 1)
        for i in range(len(lanes)):
            lane0, col0 = int(ta[i] >> 16), int(ta[i] & 0xFFFF)
            if (nrows != 4 and lane0 != 0) or lane0 + nrows > 128:
                raise PtxRuntimeError(
                    f"{name}: tensor-memory address {int(ta[i]):#x}: the lane must be 0 "
                    "(4x256b: any lane with 4 lanes below 128)"
                )
            for c in ctas[i]:
                data = _smem_read(st, int(c), int(desc[i]), "a", "K", nrows, rowbytes, 8)  # bytes
                if src is not None:
                    data = _decompress(data, 4 if src == "b4x16_p64" else 6)
                words = np.ascontiguousarray(data).view(U32).reshape(nrows, ncols)
                cols = col0 + np.arange(ncols)
                tm.check(int(c), cols, name)
                if dest is None:
                    tm.cells[int(c), lane0 + np.arange(nrows)[:, None], cols[None, :]] = words
                else:
                    for q4, r in dest:
                        tm.cells[int(c), 32 * q4 + np.arange(32)[:, None], cols[None, :]] = words[r]
                if st.checker is not None:  # checking mode: pending until its commit's phase is observed
                    tl = lane0 + np.arange(nrows) if dest is None else np.arange(128)
                    st.checker.tcgen05(st).write(
                        st, lanes[i : i + 1], int(c), tl[:, None], cols[None, :], name, cx.ins.line
                    )

    return Step(cx.pc, cx.item, "op", run=run)


def _decompress(rows: np.ndarray, bits: int) -> np.ndarray:
    """.b8x16 <- .b6x16_p32 / .b4x16_p64: each 16-byte chunk holds 16 codes (LSB-first, then the
    padding: formats.packing.packed_row_bits) that become 16 bytes, the code in the low bits."""
    from ptxemu.formats.packing import packed_row_bits

    r, nb = rows.shape
    chunks = rows.reshape(r, nb // 16, 16)
    bitsarr = np.unpackbits(chunks, axis=2, bitorder="little")  # (r, c, 128)
    pos = packed_row_bits(np.arange(16), bits)[:, None] + np.arange(bits)[None, :]  # (16, bits)
    codes = (bitsarr[:, :, pos] * (1 << np.arange(bits))).sum(axis=3).astype(np.uint8)
    return codes.reshape(r, nb)


def _shift(cx: Cx):
    rt = _taddr(cx, cx.ins.operands[0])
    cg = _cta_group(cx)
    name = cx.ins.name

    def run(st, m) -> None:
        tm = tmem_of(st)
        lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
        ta = rt(st)[lanes]
        ctas = st.cta[lanes][:, None] if cg == 1 else np.stack([st.cta[lanes], _peer(st, lanes, name)], 1)
        for i in range(len(lanes)):
            lane0, col0 = int(ta[i] >> 16), int(ta[i] & 0xFFFF)
            if lane0 % 32:
                raise PtxRuntimeError(f"{name}: the lane of {int(ta[i]):#x} must be aligned to 32")
            cols = col0 + np.arange(8)
            for c in ctas[i]:
                tm.check(int(c), cols, name)
                blk = tm.cells[int(c), lane0 : lane0 + 32, col0 : col0 + 8].copy()
                tm.cells[int(c), lane0 + 1 : lane0 + 32, col0 : col0 + 8] = blk[:31]
                if st.checker is not None:  # checking mode: pending until its commit's phase is observed
                    tl = lane0 + np.arange(32)[:, None]
                    st.checker.tcgen05(st).write(
                        st, lanes[i : i + 1], int(c), tl, cols[None, :], name, cx.ins.line
                    )

    return Step(cx.pc, cx.item, "op", run=run)


# -- commit ---------------------------------------------------------------------------------------
def _commit(cx: Cx):
    from ptxemu.machine.semantics.mbarrier import arrive_on

    q = cx.ins.qualifiers
    ops = cx.ins.operands
    space = ".shared::cluster" if ".shared::cluster" in q else ""
    addr = Addr(cx, ops[0], space)
    multicast = ".multicast::cluster" in q
    rmask = cx.src(ops[1], ".b16") if multicast else None
    if multicast and len(ops) != 2:
        raise cx.error(".multicast::cluster needs the ctaMask operand")

    def run(st, m) -> None:
        if st.checker is not None:  # checking mode: the arrive-on's phase tracks the thread's operations
            lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
            st.checker.tcgen05(st).commit(st, lanes, lambda: arrive(st, m))
            return
        arrive(st, m)

    def arrive(st, m) -> None:
        lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
        a = addr.lanes_addr(st, slice(None)).astype(np.uint64)
        if not multicast:
            if not space:  # ptxas 13 (sm_100a) hands UTCBAR the operand's low 32 bits as a
                # shared::cluster address, for a generic address (its window is 4 GiB-aligned) and
                # for the zero-extended shared address Triton 3.6 passes alike (tests/triton)
                arrive_on(st, lanes, a[lanes] & np.uint64(0xFFFFFFFF), 1, space=".shared::cluster")
                return
            arrive_on(st, lanes, a[lanes], 1, space=addr.space)
            return
        mask = rmask(st).astype(np.int64)
        # the same shared-memory offset in every CTA of the mask (a shared::cluster address)
        off = a & np.uint64(0xFFFFFF)
        if not space:
            off = (a - np.uint64(st.windows.shared)) & np.uint64(0xFFFFFF)
        for r in range(16):
            sel = np.zeros(st.L, bool)
            sel[lanes] = ((mask[lanes] >> r) & 1) != 0
            if not sel.any():
                continue
            if r >= st.csize:
                raise PtxRuntimeError(
                    f"{cx.ins.name}: ctaMask names cluster rank {r}; the cluster has {st.csize} CTA(s)"
                )
            ln = np.flatnonzero(sel)
            arrive_on(st, ln, (off | np.uint64(r << 24))[ln], 1, space=".shared::cluster")

    return Step(cx.pc, cx.item, "op", run=run)


def _order(op: str):
    """tcgen05.fence::* / wait::*: nothing eagerly; the checking mode records them."""

    def run(st, m) -> None:
        if st.checker is None:
            return
        t5 = st.checker.tcgen05(st)
        if op.startswith(".wait"):
            t5.wait(st, _warps(st, m), op[7:])
        else:
            t5.fence(
                st, np.arange(st.L) if m is None else np.flatnonzero(m), op == ".fence::before_thread_sync"
            )

    return run


@compiles("tcgen05")
def _tcgen05(cx: Cx):
    op = cx.ins.qualifiers[0] if cx.ins.qualifiers else ""
    if op in (".fence::before_thread_sync", ".fence::after_thread_sync", ".wait::ld", ".wait::st"):
        return _order(op)  # the operations they order completed at issue (module docstring)
    table = {
        ".alloc": _alloc,
        ".dealloc": _dealloc,
        ".relinquish_alloc_permit": _relinquish,
        ".ld": _ld,
        ".st": _st,
        ".mma": _mma,
        ".cp": _cp,
        ".shift": _shift,
        ".commit": _commit,
    }
    fn = table.get(op)
    if fn is None:
        raise cx.unsupported(f"tcgen05{op} is not a tcgen05 instruction ptxemu knows")
    return fn(cx)
