"""Bulk and tensor copies (manual 9.7.9.25-9.7.9.26, 9.7.13.16): cp.async.bulk*, cp.reduce.async.bulk*,
cp.async.bulk.prefetch*, cp.async.bulk.commit_group / wait_group, tensormap.replace,
tensormap.cp_fenceproxy.

Every copy completes at issue (as cp.async does, machine.semantics.data_movement): the bytes move when the
instruction runs, and the mbarrier's complete-tx (mbarrier.complete_tx) happens then too, so
wait_group has nothing left to wait for and prefetches and proxy fences change nothing a correctly
synchronised program can observe. In checking mode (st.checker set, observing.checking) loads'
writes land with their complete-tx at the latest possible moment, stores' global writes at wait_group,
and sources are read through the async proxy until wait_group.read (`_put`, `_source`).

A tensor-map operand is the generic address of its 128
bytes (a kernel parameter's, as `mov.b64 %rd, param; cvta.param` give, or global memory); the map
is decoded by formats.tensormap and the box laid out by layouts.tma.

Checked before any byte moves, each with the line and thread: the alignments and sizes of the
manual (16-byte addresses and sizes for bulk copies, 128-byte shared addresses under a swizzle, a
64-byte aligned tensor map), bounds of every access, a box whose first element is not 16-byte
aligned in global memory and an im2col filter base outside its bounding box (both stop the H200
with an illegal-instruction error, recorded in tests/data/tensormap/tma_record.npz), negative
store coordinates and an .im2col_no_offs store's corners outside the tensor (manual 9.7.9.25.5.1;
both stop the H100, recorded in tests/data/tensormap/tma_nooffs.npz and, through interleaved
maps, tma_il_nooffs.npz). Loads fill out-of-bounds
elements with zeros, or with 0x7FF7 in every 16 bits under the NaN request (measured for f16,
bf16, f32, f64, tf32; an integer map with the request stops the H100), and round TFLOAT32 maps'
elements to nearest even at 10 mantissa bits with NaNs made 0x7FFFE000; FLOAT32_FTZ maps flush
nothing on loads and stores, and only their reductions' f32 add flushes subnormals
(`_load_transform`, `_red_space`; all measured).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ptxemu.errors import PtxemuError, PtxMemoryError, Unsupported
from ptxemu.formats.tensormap import TensorMap, decode_tensor_map, replace_field
from ptxemu.isa.statement import Address, Imm, Vector
from ptxemu.layouts import tma
from ptxemu.machine.program.step import Cx, compiles
from ptxemu.machine.semantics.access import Addr, _lane_index, _lanes, in_windows, resolve
from ptxemu.machine.semantics.atomic import _apply_vector
from ptxemu.machine.semantics.mbarrier import complete_tx, complete_tx_plan
from ptxemu.machine.state import memory as M

U8 = np.uint8
_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
RANK_SHIFT = np.uint64(24)
LOW24 = np.uint64(0xFFFFFF)


def _noop(st, m) -> None:
    return None


# -- byte movement ------------------------------------------------------------------------------
def read_bytes(st, space: str, addrs: np.ndarray, lanes: np.ndarray, nbytes: int) -> np.ndarray:
    """(n, nbytes) bytes at per-entry addresses (each entry's lane gives its CTA), checked."""
    out = np.zeros((len(addrs), nbytes), U8)
    for buf, p, off in resolve(st, space, addrs.astype(np.uint64), lanes, nbytes):
        out[p] = buf[off[:, None] + np.arange(nbytes)]
    return out


def write_bytes(st, space: str, addrs: np.ndarray, lanes: np.ndarray, data: np.ndarray) -> None:
    nbytes = data.shape[1]
    for buf, p, off in resolve(st, space, addrs.astype(np.uint64), lanes, nbytes, write=True):
        buf[(off[:, None] + np.arange(nbytes)).ravel()] = data[p].ravel()


# -- checking mode (observing.checking): the copies complete at their mechanism, not at issue ---------
class _tx:  # noqa: N801 - used as the function it was
    """The complete-tx a deferred copy performs once it has landed; `mbar` (its shared::cluster
    address) and `nbytes` say which mbarrier it signals (the debugger's `groups` shows them)."""

    def __init__(self, st, lane: int, mbar: int, nbytes: int) -> None:
        self.st, self.lane, self.mbar, self.nbytes = st, lane, int(mbar), int(nbytes)

    def __call__(self) -> None:
        complete_tx(self.st, [self.lane], [self.mbar], self.nbytes)


def _put(st, kind: str, space: str, addrs, lanes, data, lane: int, after=None, group=None, width=16) -> None:
    """Checking mode: the copy's write of `data` lands at its completion mechanism; `after` (the
    complete-tx) runs once it has landed. `data=None`: written already (a reduction), the `width`
    bytes at each address are only marked pending."""
    nbytes = width if data is None else data.shape[1]
    groups = list(resolve(st, space, np.asarray(addrs).astype(np.uint64), lanes, nbytes, write=True))
    for i, (buf, p, off) in enumerate(groups):
        st.checker.defer(
            st,
            kind=kind,
            line=st.checker._line(st),
            lane=lane,
            buf=buf,
            offs=(off[:, None] + np.arange(nbytes)).ravel(),
            data=None if data is None else data[p].ravel(),
            group=group,
            after=after if i == len(groups) - 1 else None,
            async_proxy=True,
        )
    if not groups and after is not None:
        after()


def _source(st, kind: str, space: str, addrs, lanes, nbytes: int, lane: int, group=None) -> None:
    """Checking mode: the async proxy reads these shared-memory bytes (a fence.proxy.async must
    separate them from generic writes), and may go on reading them until the copy's completion."""
    chk = st.checker
    for buf, _, off in resolve(st, space, np.asarray(addrs).astype(np.uint64), lanes, nbytes):
        offs = (off[:, None] + np.arange(nbytes)).ravel()
        if buf is st.smem:
            chk.async_read(st, offs, kind)
        chk.defer(
            st,
            kind=kind,
            line=chk._line(st),
            lane=lane,
            buf=buf,
            offs=offs,
            data=None,
            group=group,
            reading=True,
        )


def _completion(cx: Cx):
    """cp.async.bulk.commit_group / wait_group(.read) N: nothing eagerly (the copies completed at
    issue); in checking mode they group and complete the issuing threads' bulk copies."""
    q = cx.ins.qualifiers
    commit = ".commit_group" in q
    read = ".read" in q
    n = 0 if commit else int(cx.ins.operands[0].value)

    def run(st, m) -> None:
        if st.checker is None:
            return
        lanes = _lane_index(st, _lanes(st, m))
        if commit:
            st.checker.bulk_commit(st, lanes)
        else:
            st.checker.bulk_wait(st, lanes, n, read)

    return run


def _err(msg: str, lane: int) -> PtxMemoryError:
    return PtxMemoryError(msg, lane=lane)


def _read_map(st, addr: int, lane: int) -> tuple[TensorMap, bytes]:
    if addr % 64:
        raise _err(f"the tensor map at {addr:#x} is not 64-byte aligned", lane)
    raw = read_bytes(st, "", np.array([addr], np.uint64), np.array([lane]), 128)[0].tobytes()
    return decode_tensor_map(raw), raw


# -- element transforms of the tensor copies -------------------------------------------------------
_FLOAT_CODES = (6, 7, 8, 9, 10)


def _fill(tm: TensorMap, n: int, eb: int) -> np.ndarray:
    """n out-of-bounds units of eb bytes (elements, or an interleaved map's 16/32-byte slices): zeros,
    or 0x7FF7 in every 16 bits under the NaN request (measured for f16, bf16, f32, f64, tf32). The
    request on an integer map (which only tensormap.replace or edited bytes can make: the driver
    refuses it) is refused by `_check_fill` first."""
    if not tm.fill_nan:
        return np.zeros((n, eb), U8)
    return np.tile(np.array([0xF7, 0x7F], U8), (n, eb // 2))


def _check_fill(tm: TensorMap, inb: np.ndarray, lane: int) -> None:
    """The NaN-request fill on an integer element type. The driver refuses such a map
    (cuTensorMapEncodeTiled returns CUDA_ERROR_INVALID_VALUE); with the fill bit set in the driver's
    map of every integer type (u8, u16, u32, s32, u64, s64), every load stopped the H100 with an
    illegal-instruction error (CUDA error 715), whether its box had out-of-bounds elements (12 loads,
    2 per type; tests/data/tensormap/tma_corners.npz, tools/truth/tensormap/record_corners.py) or
    lay wholly in bounds (12 loads; tests/data/tensormap/tma_il_im2col.npz,
    tools/truth/tensormap/record_il_im2col.py). FLOAT32 and FLOAT16 maps with the bit load normally."""
    if not tm.fill_nan or tm.elemtype in _FLOAT_CODES:
        return
    where = "with out-of-bounds elements" if not inb.all() else "wholly in bounds"
    raise _err(
        f"a TMA load through a {tm.type_name} tensor map with the NaN-request out-of-bounds fill (box "
        f"{where}): the H100 stops every such load with an illegal-instruction error (recorded)",
        lane,
    )


def _read_units(st, gaddr: np.ndarray, lanes: np.ndarray, eb: int) -> np.ndarray:
    """(n, eb) global bytes; 12-byte units (.b6x16_p32, 4-byte aligned) as three 4-byte words."""
    if eb != 12:
        return read_bytes(st, ".global", gaddr, lanes, eb)
    a = (gaddr[:, None] + np.arange(0, 12, 4, dtype=np.uint64)).reshape(-1)
    return read_bytes(st, ".global", a, np.repeat(lanes, 3), 4).reshape(-1, 12)


def _load_transform(tm: TensorMap, vals: np.ndarray) -> np.ndarray:
    """In-bounds element bytes (n, eb) as the TMA writes them to shared memory.

    Measured on the H100 (tools/truth/tensormap/record_corners.py, tests/data/tensormap/tma_corners.npz,
    4096 words through each map: every class of f32 value, the rounding edges, 94 NaNs):
    * FLOAT32_FTZ maps load every value unchanged (subnormals of both signs are not flushed);
    * TFLOAT32 and TFLOAT32_FTZ maps (the TF32 flag) round to nearest even at 10 mantissa bits (13
      bits dropped; a carry may reach the exponent: the largest finite values round to infinity),
      subnormals included (not flushed under TFLOAT32_FTZ either), infinities unchanged, and every
      NaN (either sign, any payload, signalling or quiet) becomes 0x7FFFE000."""
    if not tm.tf32:
        return vals
    w = np.ascontiguousarray(vals).view(np.uint32).reshape(-1)
    exp = (w >> np.uint32(23)) & np.uint32(0xFF)
    nan = (exp == 0xFF) & ((w & np.uint32(0x7FFFFF)) != 0)
    low = w & np.uint32(0x1FFF)
    keep = w & np.uint32(0xFFFFE000)
    up = (low > 0x1000) | ((low == 0x1000) & ((w & np.uint32(0x2000)) != 0))
    w = np.where((exp != 0xFF) & up, keep + np.uint32(0x2000), np.where(exp == 0xFF, w, keep))
    w = np.where(nan, np.uint32(0x7FFFE000), w)
    return w.astype(np.uint32).view(U8).reshape(vals.shape)


_RED_TYPES = {  # redOp -> element-type code -> the atom type whose arithmetic applies (data_movement)
    # f32 maps (FLOAT32, FLOAT32_FTZ, with or without the TF32 flag) take .add only: min, max, inc,
    # dec, and, or and xor through them stop the H100 with an illegal-instruction error (28 recorded
    # reductions, tests/data/tensormap/tma_corners.npz); `_red_space` says which f32 add applies
    ".add": {2: ".u32", 3: ".s32", 4: ".u64", 7: ".f32", 8: ".f32", 6: ".f16", 10: ".bf16"},
    ".min": {2: ".u32", 3: ".s32", 4: ".u64", 5: ".s64", 6: ".f16", 10: ".bf16"},
    ".max": {2: ".u32", 3: ".s32", 4: ".u64", 5: ".s64", 6: ".f16", 10: ".bf16"},
    ".inc": {2: ".u32"},
    ".dec": {2: ".u32"},
    # the bitwise ops on .s64 maps stop the H200 (recorded for .or); u32, s32 and u64 maps run
    ".and": {2: ".b32", 3: ".b32", 4: ".b64"},
    ".or": {2: ".b32", 3: ".b32", 4: ".b64"},
    ".xor": {2: ".b32", 3: ".b32", 4: ".b64"},
}
_RED_OPS = tuple(_RED_TYPES)


def _red_space(tm: TensorMap) -> str:
    """The memory space whose atomic arithmetic a tensor reduction through `tm` applies (data_movement's
    f32 add flushes subnormal inputs and results on global memory and keeps them on shared memory).
    Measured on the H100 (4096 pairs a map, the cross product of 48 special values among them,
    tests/data/tensormap/tma_corners.npz): .add through a FLOAT32_FTZ map (TF32 flag or not) is the
    flushing add, through a FLOAT32 map (TF32 flag or not) the add that keeps subnormals; both
    give 0x7FFFFFFF for a NaN and the TF32 flag rounds nothing."""
    return ".shared" if tm.elemtype == 7 else ".global"


def _reduce(
    op: str, typ: str, old: np.ndarray, src: np.ndarray, eb: int, space: str = ".global"
) -> np.ndarray:
    """Element-wise op(old, src) on (n, eb) bytes, through the atomics' one definition."""
    dt = _UINT[eb]
    a = np.ascontiguousarray(old).view(dt).reshape(-1)
    b = np.ascontiguousarray(src).view(dt).reshape(-1)
    r = _apply_vector(op, typ, a, b, None, space).astype(dt)
    return r.view(U8).reshape(old.shape)


# -- operands -----------------------------------------------------------------------------------
def _spaces(q: tuple[str, ...]) -> tuple[str, str]:
    sp = [x for x in q if x.split("::")[0] in (".shared", ".global")]
    if len(sp) < 2:
        raise KeyError("a bulk copy names its destination and source state spaces")
    return sp[0], sp[1]


def _scalar(cx: Cx, op, typ: str):
    if isinstance(op, Imm):
        v = cx.imm_bits(op, typ)
        return lambda st: np.full(st.L, v, np.uint64)
    r = cx.src(op, typ)
    return lambda st: r(st).astype(np.uint64)


def _bracketed(cx: Cx, *ops) -> None:
    """ptxas 13.0 also takes a bare operand for the shared address and the mbarrier of the bulk copies
    (a register of any width, a float literal, `smem+16`: the form table's `ar` / `am`); what address
    it then uses is not established, so only the bracketed form `[..]` runs."""
    for op in ops:
        if not isinstance(op, Address):
            raise cx.unsupported(f"the bare operand '{getattr(op, 'text', getattr(op, 'name', op))}' as an "
                                 "address of a bulk copy: ptxas 13.0 accepts it; ptxemu runs [..] only")


def _first_of_brace(op):
    """cp.async.bulk's ctaMask written as a brace (the form table's `^`): ptxas 13.0 compiles its first
    element (`{3, 2}` gives the mask 3: UMOV UR8, 0x30001, mask in the high half beside size / 16)."""
    return op.items[0] if isinstance(op, Vector) and op.items else op


def _cluster_space(sp: str) -> str:
    return (
        ".shared::cluster" if sp in (".shared::cluster",) else ".shared" if sp.startswith(".shared") else sp
    )


# -- the compilers ------------------------------------------------------------------------------
def compile_bulk(cx: Cx):
    """Every `cp{.reduce}.async.bulk*` form (called by data_movement's cp compiler)."""
    q = cx.ins.qualifiers
    if ".commit_group" in q or ".wait_group" in q:
        return _completion(cx)
    if ".prefetch" in q:
        return _noop  # a hint to the L2 cache
    if ".tensor" in q:
        return _tensor(cx)
    return _bulk(cx)


def _bulk(cx: Cx):
    """cp.async.bulk / cp.reduce.async.bulk between global and shared memory (9.7.9.25.4)."""
    q = cx.ins.qualifiers
    reduce = q[0] == ".reduce"
    dsp, ssp = _spaces(q)
    ops = list(cx.ins.operands)
    _bracketed(cx, *ops[:2], *[o for o in ops[3:4] if any(x.startswith(".mbarrier") for x in q)])
    dst, src, size = Addr(cx, ops[0], _cluster_space(dsp)), Addr(cx, ops[1], _cluster_space(ssp)), ops[2]
    rsize = _scalar(cx, size, ".u32")
    mbar = None
    rest = ops[3:]
    # .cp_mask (sm_100, 9.7.9.25.4): bit i of the last operand, byteMask, says whether byte i of each
    # 16-byte chunk is copied; the other destination bytes are not written
    rbytes = None
    if ".cp_mask" in q:
        if reduce or not dsp.startswith(".global") or not rest:
            raise cx.error(".cp_mask is a cp.async.bulk.global.shared::cta form with a byteMask operand")
        rbytes = _scalar(cx, rest.pop(), ".b16")
    if any(x.startswith(".mbarrier") for x in q):
        if not rest or not isinstance(rest[0], Address):
            raise cx.error("the mbarrier completion needs an [mbar] operand")
        mbar = Addr(cx, rest.pop(0), ".shared::cluster")
    multicast = ".multicast::cluster" in q
    rmask = _scalar(cx, _first_of_brace(rest.pop(0)), ".b16") if multicast else None
    op = typ = None
    if reduce:
        op = next((x for x in q if x in _RED_OPS), None)
        typ = next(
            (
                x
                for x in q
                if x in (".b32", ".u32", ".s32", ".b64", ".u64", ".s64", ".f16", ".bf16", ".f32", ".f64")
            ),
            None,
        )
        if op is None or typ is None:
            raise cx.error("cp.reduce.async.bulk needs a reduction operation and a type")
    name = cx.ins.name
    ebytes = {".f16": 2, ".bf16": 2, ".f64": 8, ".b64": 8, ".u64": 8, ".s64": 8}.get(typ or "", 4)

    def run(st, m):
        lanes = _lane_index(st, _lanes(st, m))
        if len(lanes) == 0:
            return
        d_all, s_all, n_all = dst.lanes_addr(st, slice(None)), src.lanes_addr(st, slice(None)), rsize(st)
        b_all = mbar.lanes_addr(st, slice(None)) if mbar is not None else None
        k_all = rmask(st) if rmask is not None else None
        for lane in lanes:
            lane = int(lane)
            n, d, s = int(n_all[lane]), int(d_all[lane]), int(s_all[lane])
            if n % 16:
                raise _err(f"bulk copy size {n} is not a multiple of 16", lane)
            for what, a in (("destination", d), ("source", s)):
                if a % 16:
                    raise _err(f"bulk copy {what} address {a:#x} is not 16-byte aligned", lane)
            if n == 0:
                continue
            chunks = np.arange(n // 16, dtype=np.uint64) * np.uint64(16)
            li = np.full(len(chunks), lane)
            data = read_bytes(st, _cluster_space(ssp), np.uint64(s) + chunks, li, 16)
            chk = st.checker
            grp = chk.bulk_group(st, lane) if chk is not None and b_all is None else None
            if chk is not None and ssp.startswith(".shared"):
                _source(st, name, _cluster_space(ssp), np.uint64(s) + chunks, li, 16, lane, grp)
            dests = [d]
            if multicast:
                mask = int(k_all[lane]) & 0xFFFF
                if mask >> st.csize:
                    raise _err(f"ctaMask {mask:#x} names CTAs beyond the cluster's {st.csize}", lane)
                dests = [(d & 0xFFFFFF) | (r << 24) for r in range(st.csize) if mask >> r & 1]
            if rbytes is not None:  # only the masked bytes, each a 1-byte write
                keep = (int(rbytes(st)[lane]) >> np.arange(16)) & 1 == 1
                at = (np.uint64(d) + chunks)[:, None] + np.flatnonzero(keep).astype(np.uint64)
                at, bl, sel = at.reshape(-1), np.full(at.size, lane), data[:, keep].reshape(-1, 1)
                if at.size and st.checker is not None:
                    _put(st, name, _cluster_space(dsp), at, bl, sel, lane, None, grp)
                elif at.size:
                    write_bytes(st, _cluster_space(dsp), at, bl, sel)
                continue
            for dd in dests:
                dsp_ = _cluster_space(dsp)
                if (
                    reduce
                    and dsp_ == ".shared::cluster"
                    and (dd >> 24) == int(st.special["%cluster_ctarank"][lane])
                ):
                    raise _err(
                        "cp.reduce.async.bulk.shared::cluster into the issuing CTA's own shared memory (the "
                        "H200 stops such a reduction with an illegal-instruction error, recorded)",
                        lane,
                    )
                tx = None
                if b_all is not None:
                    bm = int(b_all[lane])
                    if multicast:
                        bm = (bm & 0xFFFFFF) | ((dd >> 24) << 24)
                    tx = _tx(st, lane, bm, n)
                if reduce:  # reductions apply at issue in every mode (other reductions may follow)
                    with M.global_atomic():  # atomic across a launch's worker processes
                        old = read_bytes(st, dsp_, np.uint64(dd) + chunks, li, 16).reshape(-1, ebytes)
                        new = _reduce(op, typ, old, data.reshape(-1, ebytes), ebytes)
                        write_bytes(st, dsp_, np.uint64(dd) + chunks, li, new.reshape(-1, 16))
                    if chk is not None and grp is not None:  # not visible before wait_group
                        _put(st, name, dsp_, np.uint64(dd) + chunks, li, None, lane, None, grp)
                elif chk is not None:
                    _put(st, name, dsp_, np.uint64(dd) + chunks, li, data, lane, tx, grp)
                    continue
                else:
                    write_bytes(st, dsp_, np.uint64(dd) + chunks, li, data)
                if tx is not None:
                    tx()

    return run


def _same(x, y) -> bool:
    return all(
        np.array_equal(a, b) if isinstance(a, np.ndarray) else a == b for a, b in zip(x, y, strict=True)
    )


def _distinct(idx: np.ndarray) -> bool:
    """No value twice in an int64 array (a mark per value over its range, or a sort if that is wide)."""
    if len(idx) < 2:
        return True
    lo = int(idx.min())
    span = int(idx.max()) - lo + 1
    if span > 1 << 26:
        return len(np.unique(idx)) == len(idx)
    mark = np.zeros(span, bool)
    mark[idx - lo] = True
    return int(np.count_nonzero(mark)) == len(idx)


def _independent(starts, eb, ids) -> list[int] | None:
    """Which of a step's requests to carry out, in order, so that doing them at once is doing them
    one after another: starts[i] the first byte of each element request i writes (elements of eb[i]
    bytes), ids[i] what else decides its bytes (sources, CTA). A request writing the same bytes as
    a later one, with the same ids, is dropped (the later one writes the same values over it); None
    when two bytes the rest write coincide (within one request too)."""
    later: dict[tuple, list[int]] = {}
    keep = []
    for i in range(len(starts) - 1, -1, -1):
        f = starts[i]
        key = (len(f), eb[i], int(f[0]), int(f[-1])) if len(f) else (0,)
        twins = later.setdefault(key, [])
        if any(np.array_equal(f, starts[j]) and _same(ids[i], ids[j]) for j in twins):
            continue
        twins.append(i)
        keep.append(i)
    keep.reverse()
    parts = [i for i in keep if len(starts[i])]
    if parts:
        e = eb[parts[0]]
        f = np.concatenate([starts[i] for i in parts]).astype(np.int64)
        if all(eb[i] == e for i in parts) and not (f % e).any():
            return keep if _distinct(f // e) else None  # aligned elements of one size: compare those
        f = np.concatenate([(starts[i][:, None] + np.arange(eb[i])).ravel() for i in parts]).astype(np.int64)
        return keep if _distinct(f) else None
    return keep


_TILE_MAPS: dict[bytes, tuple | None] = {}


def _tile_map(raw: bytes):
    """(map, layouts.tma.tile_pattern) of a plain tiled map's 128 bytes, or None for any other map
    (im2col, packed, interleaved, undecodable: the lane-by-lane loop handles those). Cached by the
    bytes (a step's lanes share one map, a kernel a few)."""
    hit = _TILE_MAPS.get(raw, False)
    if hit is False:
        if len(_TILE_MAPS) >= 256:
            _TILE_MAPS.clear()
        hit = None
        try:
            tm = decode_tensor_map(raw)
            if tm.mode == "tiled" and tm.elemtype < 13 and not tm.interleave:
                hit = (tm, tma.tile_pattern(tm))
        except PtxemuError:
            pass
        _TILE_MAPS[raw] = hit
    return hit


def _no_offs_box(tm: TensorMap, coords, lane: int):
    """An .im2col_no_offs store or reduction (9.7.9.25.5.2-3): the elements the .im2col load at the
    same coordinates with offsets 0 reads, written from the same shared-memory places, channels in
    whole 16-byte chunks as tile stores write dimension 0 (layouts.tma.im2col_box's inb_store;
    measured on an H100, tests/data/tensormap/tma_nooffs.npz). A corner outside the tensor (lower
    < 0 or upper > 0, manual 9.7.9.25.5.1) or a filter base outside the bounding box stops the GPU
    with an illegal-instruction error (recorded): an error here. Through an interleaved map the
    store writes exactly the S-byte slices the .im2col load at the same coordinates reads (one a
    pixel, from shared rows S bytes apart; the 32 stores recorded on an H100 wrote exactly their
    loads' slices, and they and 14 reductions replay bit-exact: tests/data/tensormap/tma_il_nooffs.npz),
    and the corner and coordinate rules are the same (5 breaking stores recorded)."""
    lo, up = list(tm.lower_corner[: tm.rank - 2]), list(tm.upper_corner[: tm.rank - 2])
    if any(x < 0 for x in lo) or any(x > 0 for x in up):
        raise _err(
            f"an .im2col_no_offs store's bounding box must stay inside the tensor: lower corner {lo} "
            f"must be >= 0 and upper corner {up} <= 0 (manual 9.7.9.25.5.1; the GPU stops with an "
            "illegal-instruction error)",
            lane,
        )
    return tma.im2col_box(tm, coords, [0] * (tm.rank - 2))


def _tensor(cx: Cx):
    """cp.async.bulk.tensor and cp.reduce.async.bulk.tensor (9.7.9.25.5)."""
    q = cx.ins.qualifiers
    reduce = q[0] == ".reduce"
    dim = next((int(x[1]) for x in q if x in (".1d", ".2d", ".3d", ".4d", ".5d")), None)
    if dim is None:
        raise cx.error("a tensor copy needs .1d .. .5d")
    dsp, ssp = _spaces(q)
    load = dsp.startswith(".shared")
    mode = next((x for x in q if x.startswith((".tile", ".im2col"))), ".tile")
    wide = mode in (".im2col::w", ".im2col::w::128")
    if wide and not load:
        raise cx.error(f"{mode[1:]} is a load mode: the .global.shared::cta direction does not take it")
    if mode == ".im2col_no_offs" and load:
        raise cx.error(
            "im2col_no_offs is a store mode: the .shared::cluster.global direction does not take it"
        )
    op = next((x for x in q if x in _RED_OPS), None) if reduce else None
    ops = list(cx.ins.operands)
    if load:
        smem_op, map_op = ops[0], ops[1]
        rest = ops[2:]
    else:
        map_op, smem_op = ops[0], ops[1]
        rest = ops[2:]
    if not isinstance(map_op, Address) or not isinstance(map_op.coords, Vector):
        raise cx.error("the tensor operand is [tensorMap, {coordinates}]")
    tmap = Addr(cx, dataclasses.replace(map_op, coords=None), "")
    ncoord = 5 if mode in (".tile::gather4", ".tile::scatter4") else dim
    if len(map_op.coords.items) != ncoord:
        raise cx.error(
            f"{mode[1:]} .{dim}d takes {ncoord} tensor coordinates, got {len(map_op.coords.items)}"
        )
    rcoords = [cx.src(x, ".s32") for x in map_op.coords.items]
    _bracketed(cx, smem_op, *rest[:1 if load else 0])
    smem = Addr(cx, smem_op, _cluster_space(dsp if load else ssp))
    mbar = None
    if load:
        if not rest or not isinstance(rest[0], Address):
            raise cx.error("a tensor load needs an [mbar] operand")
        mbar = Addr(cx, rest.pop(0), ".shared::cluster")
    roffs = []
    if mode == ".im2col":
        if not rest or not isinstance(rest[0], Vector) or len(rest[0].items) != dim - 2:
            raise cx.error(f"im2col .{dim}d takes {{{dim - 2} im2col offsets}}")
        roffs = [cx.src(x, ".u16") for x in rest.pop(0).items]
    elif wide:
        if not rest or not isinstance(rest[0], Vector) or len(rest[0].items) != 2:
            raise cx.error(f"{mode[1:]} takes im2colInfo {{wHalo, wOffset}}")
        roffs = [cx.src(x, ".u16") for x in rest.pop(0).items]
    multicast = ".multicast::cluster" in q
    rmask = _scalar(cx, rest.pop(0), ".b16") if multicast else None
    peer = ".cta_group::2" in q
    name = cx.ins.name
    target = cx.k.target

    def box_of(tm: TensorMap, coords, offs, lane: int):
        if tm.rank != dim:
            raise _err(f"the tensor map has rank {tm.rank}, the instruction is .{dim}d", lane)
        if mode == ".tile" and tm.mode != "tiled" or mode.startswith(".im2col") and tm.mode != "im2col":
            raise _err(f"a {tm.mode} tensor map used by a {mode[1:]} copy", lane)
        eb = tm.element_bytes
        # packed types: layouts.tma checks their units; interleaved maps count dimension 0 in slices
        if tm.elemtype < 13 and not tm.interleave and (coords[0] * eb) % 16:
            raise _err(
                f"the box starts at coordinate {coords[0]} of dimension 0, {coords[0] * eb} bytes: not "
                "16-byte aligned (the GPU stops with an illegal-instruction error)",
                lane,
            )
        if not load and any(c < 0 for c in coords):
            raise _err(f"tensor store coordinates must be non-negative, got {list(coords)}", lane)
        try:
            if mode == ".im2col":
                return tma.im2col_box(tm, coords, offs)
            if mode == ".im2col_no_offs":
                return _no_offs_box(tm, coords, lane)
            if wide:
                return tma.im2col_w_box(tm, coords, offs[0], offs[1], mode == ".im2col::w::128")
            if mode in (".tile::gather4", ".tile::scatter4"):
                return tma.gather4_box(tm, coords)
            return tma.tile_box(tm, coords)
        except Unsupported:
            raise
        except Exception as e:  # noqa: BLE001 - a PtxError from the layout, with the lane attached
            raise _err(str(getattr(e, "message", e)), lane) from None

    # plain .tile loads and stores (not reductions) of all the step's lanes at once, when that is
    # what the lane-by-lane loop below would do: every request checked first, nothing moved unless
    # all of them pass, no request writing bytes another one writes, reads or signals through
    # (requests equal to a later one in every address and CTA are redundant and dropped), the
    # complete-tx worked out first (mbarrier.complete_tx_plan). Anything else returns False
    # with nothing changed, and the loop runs: same bytes, same errors at the same lane.
    batchable = mode == ".tile" and not reduce

    def _tile_batch(st, lanes, t_all, s_all, c_all, b_all, k_all) -> bool:
        t = t_all[lanes]
        if (t % np.uint64(64)).any():
            return False
        sh, lo = in_windows(st, t)
        if sh.any() or lo.any():  # a map in shared or local memory: a copy may write it
            return False
        try:
            raws = read_bytes(st, "", t, lanes, 128)
        except PtxemuError:
            return False
        if (raws == raws[0]).all():
            which = np.zeros(len(lanes), np.int64)
            keys = [raws[0].tobytes()]
        else:
            index: dict[bytes, int] = {}
            which = np.array([index.setdefault(r.tobytes(), len(index)) for r in raws], np.int64)
            keys = list(index)
        maps = [_tile_map(raw) for raw in keys]
        if any(x is None for x in maps):
            return False
        for tm, _ in maps:  # the swizzle-atomicity refusals below are the lane loop's to raise
            flip_packed = tm.swizzle_atomicity == 2 and tm.elemtype in (14, 15)
            if tm.swizzle_atomicity and ((load and target.startswith("sm_12")) or flip_packed):
                return False
        coords = np.stack([c[lanes].astype(np.int64) for c in c_all], axis=1)
        s = s_all[lanes].astype(np.int64)
        # lanes asking for the very same copy as a later lane (CUTLASS's epilogue: a whole warp
        # issues each store) move the same bytes: the last of them stands for all
        cols = [which[:, None], coords, s[:, None], st.cta[lanes].astype(np.int64)[:, None]]
        if load:
            cols.append(b_all[lanes].astype(np.int64)[:, None])
            if multicast:
                cols.append(k_all[lanes].astype(np.int64)[:, None])
        key = np.concatenate(cols, axis=1)
        _, last = np.unique(key[::-1], axis=0, return_index=True)
        rep = np.sort(len(lanes) - 1 - last)
        reqs = []  # (positions in lanes, map, gaddr, inb (of a store: what it writes), saddr) per map
        for mi, (tm, pattern) in enumerate(maps):
            pos = rep[which[rep] == mi]
            c = coords[pos]
            eb = tm.element_bytes
            align = 128 if tm.swizzle_span else 16
            if tm.rank != dim or ((coords[which == mi, 0] * eb) % 16).any() or (s[which == mi] % align).any():
                return False
            if not load and (c < 0).any():
                return False
            gaddr, inb, inb_store, soff = tma.tile_boxes(tm, c, pattern)
            saddr = tma.swizzle(tm, s[pos, None] + soff)
            reqs.append((pos, tm, gaddr, inb if load else inb_store, saddr))
        if load:
            return _batch_load(st, lanes, reqs, which, maps, b_all, k_all)
        return _batch_store(st, lanes, reqs, t)

    def _batch_store(st, lanes, reqs, t) -> bool:
        rows = []  # per request: (position, eb, global addresses written, shared addresses read)
        for pos, tm, gaddr, inb, saddr in reqs:
            eb = tm.element_bytes
            for k, p in enumerate(pos.tolist()):
                sel = inb[k]
                rows.append((p, eb, gaddr[k][sel], saddr[k][sel]))
        rows.sort(key=lambda x: x[0])
        keep = _independent(
            [r[2] for r in rows], [r[1] for r in rows], [(r[3], int(st.cta[lanes[r[0]]])) for r in rows]
        )
        if keep is None:
            return False
        rows = [rows[i] for i in keep if len(rows[i][2])]
        if not rows:
            return True
        lo = min(int(r[2].min()) for r in rows)
        hi = max(int(r[2].max()) + r[1] for r in rows)
        if ((t >= np.uint64(max(lo - 127, 0))) & (t < np.uint64(hi))).any():
            return False  # a store may write a later lane's tensor map
        eb = rows[0][1]
        if any(r[1] != eb for r in rows):
            return False
        li = np.concatenate([np.full(len(r[2]), lanes[r[0]]) for r in rows])
        g = np.concatenate([r[2] for r in rows]).astype(np.uint64)
        sa = np.concatenate([r[3] for r in rows]).astype(np.uint64)
        try:
            data = read_bytes(st, _cluster_space(ssp), sa, li, eb)
            write_bytes(st, ".global", g, li, data)  # checks every address before writing any
        except PtxemuError:
            return False
        return True

    def _dests(st, lane: int, k_all, b_all):
        """[(destination rank or None, the mbarrier it signals)] of a load (the loop below uses it too);
        None for a ctaMask naming CTAs beyond the cluster."""
        bm0 = int(b_all[lane])
        if not multicast:
            return [(None, bm0)]
        mask = int(k_all[lane]) & 0xFFFF
        if mask >> st.csize:
            return None
        out = []
        for r in range(st.csize):
            if mask >> r & 1:
                # 9.7.9.25.5.1: the signal goes to the destination's mbarrier or its peer's, by the
                # mbar's CTA parity (the data to the destination)
                rb = (r & ~1) | ((bm0 >> 24) & 1) if peer else r
                out.append((r, (bm0 & 0xFFFFFF) | (rb << 24)))
        return out

    def _batch_load(st, lanes, reqs, which, maps, b_all, k_all) -> bool:
        # every lane's complete-tx, in the loop's order, run dry
        sig_l, sig_b, sig_n = [], [], []
        for p, lane in enumerate(lanes.tolist()):
            d = _dests(st, lane, k_all, b_all)
            if d is None:
                return False
            tm, pattern = maps[which[p]]
            for _, bm in d:
                sig_l.append(lane)
                sig_b.append(bm)
                sig_n.append(len(pattern[1]) * tm.element_bytes)  # the box's bytes, as tile_box counts
        rows = []  # per request: (order, lane, map, eb, shared::cluster addresses, gaddr, inb)
        for mi, (pos, tm, gaddr, inb, saddr) in enumerate(reqs):
            su = saddr.astype(np.uint64)
            for k, p in enumerate(pos.tolist()):
                lane = int(lanes[p])
                for d_i, (r, _) in enumerate(_dests(st, lane, k_all, b_all)):
                    a = su[k] if r is None else (su[k] & LOW24) | (np.uint64(r) << RANK_SHIFT)
                    rows.append(((p, d_i), lane, mi, tm.element_bytes, a, gaddr[k], inb[k]))
        rows.sort(key=lambda x: x[0])
        if not rows or any(r[3] != rows[0][3] for r in rows):
            return False
        # the st.smem byte offsets each request writes (resolve checks them all; nothing written)
        a = np.concatenate([r[4] for r in rows])
        try:
            groups = resolve(
                st,
                _cluster_space(dsp),
                a,
                np.repeat([r[1] for r in rows], [len(r[4]) for r in rows]),
                rows[0][3],
            )
        except PtxemuError:
            return False
        if len(groups) != 1 or groups[0][0] is not st.smem:
            return False
        off = np.broadcast_to(groups[0][2], a.shape).astype(np.int64)
        offs = np.split(off, np.cumsum([len(r[4]) for r in rows])[:-1])
        keep = _independent(offs, [r[3] for r in rows], [(r[5], r[6], r[2], int(st.cta[r[1]])) for r in rows])
        if keep is None:
            return False
        plan = complete_tx_plan(st, sig_l, sig_b, sig_n)
        if plan is None:
            return False
        mb, commit = plan
        eb = rows[0][3]  # one element size (checked above)
        off = np.concatenate([offs[i] for i in keep]) if keep else np.zeros(0, np.int64)
        if (off % eb).any():
            return False
        if np.isin(off // 8, mb // 8).any():  # an mbarrier inside a box: the loop signals between boxes
            return False
        # each request's values (the same for each of its destinations): per map, one read of every
        # request's in-bounds elements and one transform, then the fill where out of bounds
        first: dict[int, int] = {}
        for i in keep:
            first.setdefault(rows[i][0][0], i)
        got: dict[int, np.ndarray] = {}
        try:
            for mi in sorted({rows[i][2] for i in first.values()}):
                tm = reqs[mi][1]
                mine = [(p, rows[i]) for p, i in first.items() if rows[i][2] == mi]
                inb = np.concatenate([r[6] for _, r in mine])
                if tm.fill_nan and tm.elemtype not in _FLOAT_CODES:
                    return False  # the loop refuses it at its lane (_check_fill)
                vals = _fill(tm, len(inb), eb)
                gi = np.flatnonzero(inb)
                if len(gi):
                    g = np.concatenate([r[5] for _, r in mine])[gi].astype(np.uint64)
                    li = np.repeat([r[1] for _, r in mine], [len(r[6]) for _, r in mine])[gi]
                    vals[gi] = _load_transform(tm, read_bytes(st, ".global", g, li, eb))
                parts = np.split(vals, np.cumsum([len(r[6]) for _, r in mine])[:-1])
                for (p, _), part in zip(mine, parts, strict=True):
                    got[p] = part
        except PtxemuError:  # Unsupported too: the loop raises it at its lane
            return False
        # all checked: the boxes (disjoint, aligned, bounds checked by resolve above), then the signals
        if keep:
            vals = np.concatenate([got[rows[i][0][0]] for i in keep])
            st.smem.view(_UINT[eb])[off // eb] = np.ascontiguousarray(vals).view(_UINT[eb]).reshape(-1)
        commit()
        return True

    def run(st, m):
        lanes = _lane_index(st, _lanes(st, m))
        if len(lanes) == 0:
            return
        t_all, s_all = tmap.lanes_addr(st, slice(None)), smem.lanes_addr(st, slice(None))
        c_all = [r(st).view(np.int32) for r in rcoords]
        o_all = [r(st) for r in roffs]
        b_all = mbar.lanes_addr(st, slice(None)) if mbar is not None else None
        k_all = rmask(st) if rmask is not None else None
        if batchable and st.checker is None and _tile_batch(st, lanes, t_all, s_all, c_all, b_all, k_all):
            return
        for lane in lanes:
            lane = int(lane)
            tm, _ = _read_map(st, int(t_all[lane]), lane)
            coords = [int(c[lane]) for c in c_all]
            box = box_of(tm, coords, [int(o[lane]) for o in o_all], lane)
            s = int(s_all[lane])
            if tm.swizzle_atomicity:  # manual 9.7.9.25.5.1's restrictions on the 128B sub-modes
                if load and target.startswith("sm_12"):
                    raise _err(
                        f"a {tm.swizzle_name} tensor map: sm_120a's loads do not take a swizzle atomicity "
                        "(manual 9.7.9.25.5.1)",
                        lane,
                    )
                if tm.swizzle_atomicity == 2 and tm.elemtype in (14, 15):
                    raise _err(
                        f"{tm.type_name} does not take the 128B_ATOM_32B_FLIP_8B swizzle "
                        "(manual 9.7.9.25.5.1)",
                        lane,
                    )
            align = 128 if tm.swizzle_span else 16
            if s % align:
                raise _err(
                    f"the shared-memory address {s:#x} of a tensor copy is not {align}-byte aligned", lane
                )
            n = len(box.soff)
            eb = box.esize
            li = np.full(n, lane)
            saddr = tma.swizzle(tm, np.int64(s) + box.soff).astype(np.uint64)
            gi = np.flatnonzero(box.inb)
            gaddr = box.gaddr[gi].astype(np.uint64)
            if load:
                _check_fill(tm, box.inb, lane)
                vals = _fill(tm, n, eb)
                if len(gi):
                    vals[gi] = _load_transform(tm, _read_units(st, gaddr, li[gi], eb))
                if eb == 12:  # .b6x16_p32 units: 12 data bytes each, moved as three 4-byte words
                    vals = vals.reshape(-1, 4)
                    saddr = (saddr[:, None] + np.arange(0, 12, 4, dtype=np.uint64)).reshape(-1)
                    li = np.repeat(li, 3)
                dests = _dests(st, lane, k_all, b_all)
                if dests is None:
                    mask = int(k_all[lane]) & 0xFFFF
                    raise _err(f"ctaMask {mask:#x} names CTAs beyond the cluster's {st.csize}", lane)
                for r, bm in dests:
                    a = saddr if r is None else (saddr & LOW24) | (np.uint64(r) << RANK_SHIFT)
                    if st.checker is not None:  # lands when the mbarrier's phase is awaited
                        _put(st, name, _cluster_space(dsp), a, li, vals, lane, _tx(st, lane, bm, box.nbytes))
                        continue
                    write_bytes(st, _cluster_space(dsp), a, li, vals)
                    complete_tx(st, [lane], [bm], box.nbytes)
                continue
            if tm.elemtype in (14, 15):
                raise Unsupported(
                    f"a TMA store through a {tm.type_name} tensor map (.b6p2x16 for code 15) is not modelled"
                )
            # stores through FLOAT32_FTZ and TF32 maps write the shared bytes unchanged (no flush, no
            # rounding; 4 x 4096 words measured, tests/data/tensormap/tma_corners.npz)
            # stores write dimension 0 in whole 16-byte chunks (layouts.tma.Box.inb_store)
            gi = np.flatnonzero(box.inb_store)
            gaddr = box.gaddr[gi].astype(np.uint64)
            if not len(gi):
                continue
            data = read_bytes(st, _cluster_space(ssp), saddr[gi], li[gi], eb)
            chk = st.checker
            grp = chk.bulk_group(st, lane) if chk is not None else None
            if chk is not None:
                _source(st, name, _cluster_space(ssp), saddr[gi], li[gi], eb, lane, grp)
            if reduce:
                typ = _RED_TYPES[op].get(tm.elemtype)
                if typ is None:
                    raise _err(f"cp.reduce.async.bulk.tensor{op} does not take {tm.type_name} elements", lane)
                with M.global_atomic():  # atomic across a launch's worker processes
                    old = read_bytes(st, ".global", gaddr, li[gi], eb)
                    el = tm.element_bytes  # interleaved maps move slices of several elements
                    data = _reduce(op, typ, old.reshape(-1, el), data.reshape(-1, el), el, _red_space(tm))
                    data = data.reshape(old.shape)
                    write_bytes(st, ".global", gaddr, li[gi], data)
                if chk is not None:  # applied now (other reductions may follow), visible at wait_group
                    _put(st, name, ".global", gaddr, li[gi], None, lane, None, grp, width=eb)
                continue
            elif chk is not None:  # visible at the group's wait_group (not .read)
                _put(st, name, ".global", gaddr, li[gi], data, lane, None, grp)
                continue
            write_bytes(st, ".global", gaddr, li[gi], data)

    return run


@compiles("tensormap")
def _tensormap(cx: Cx):
    """tensormap.replace (9.7.9.26) and tensormap.cp_fenceproxy (9.7.13.16)."""
    q = cx.ins.qualifiers
    ops = list(cx.ins.operands)
    if q and q[0] == ".cp_fenceproxy":
        dst, src, size = Addr(cx, ops[0], ".global"), Addr(cx, ops[1], ".shared"), ops[2]
        if not isinstance(size, Imm) or int(size.value) != 128:
            raise cx.error("tensormap.cp_fenceproxy copies 128 bytes")

        def cp(st, m):
            lanes = _lane_index(st, _lanes(st, m))
            if len(lanes) == 0:
                return
            d, s = dst.lanes_addr(st, lanes), src.lanes_addr(st, lanes)
            for name, a in (("destination", d), ("source", s)):
                bad = (a % np.uint64(128)) != 0
                if bad.any():
                    k = int(np.flatnonzero(bad)[0])
                    raise _err(
                        f"tensormap.cp_fenceproxy {name} {int(a[k]):#x} is not 128-byte aligned",
                        int(lanes[k]),
                    )
            write_bytes(st, ".global", d, lanes, read_bytes(st, ".shared", s, lanes, 128))

        return cp
    if not q or q[0] != ".replace":
        raise cx.unsupported(f"tensormap{''.join(q[:1])} is not an instruction ptxemu knows")
    field = q[2][1:]
    space = next((x for x in q if x in (".global", ".shared::cta", ".shared")), "")
    space = ".shared" if space.startswith(".shared") else space
    addr = Addr(cx, ops[0], space)
    typ = ".b64" if ".b64" in q else ".b32"
    ordinal = int(ops[1].value) if len(ops) == 3 else 0
    rv = _scalar(cx, ops[-1], typ)

    def rep(st, m):
        lanes = _lane_index(st, _lanes(st, m))
        if len(lanes) == 0:
            return
        a_all, v_all = addr.lanes_addr(st, slice(None)), rv(st)
        for lane in lanes:
            lane = int(lane)
            a = int(a_all[lane])
            if a % 128:
                raise _err(f"tensormap.replace needs a 128-byte aligned tensor map, got {a:#x}", lane)
            sp = addr.space
            raw = read_bytes(st, sp, np.array([a], np.uint64), np.array([lane]), 128)[0].tobytes()
            new = replace_field(raw, field, int(v_all[lane]), ordinal)
            write_bytes(
                st, sp, np.array([a], np.uint64), np.array([lane]), np.frombuffer(new, U8).reshape(1, 128)
            )

    return rep


__all__ = ["compile_bulk", "read_bytes", "write_bytes"]
