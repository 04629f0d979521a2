"""Tensor-core instructions inside kernels: mma.sync, ldmatrix, stmatrix, wgmma.

Each gathers the warp's (or warpgroup's) registers, reads them through the layouts layer's
fragment tables (the same tables `ptxemu.layout` shows), runs `ptxemu.mma`'s arithmetic model on
the whole batch of warps at once, and scatters D back through the same tables. wgmma reads A and
B from shared memory at the addresses `layouts.smem.element_offsets` gives for the descriptors
(every swizzle, K- or MN-major by imm-trans). wgmma runs at issue: reading its accumulators
before the wait_group that covers it is undefined (manual 9.7.15.5), so the eager result is one
the GPU may give; fence, commit_group and wait_group then have nothing to do. Sparse forms
(mma.sp, mma.sp::ordered_metadata, wgmma.mma_async.sp) read A's M x K/2 stored elements and the
metadata register through layout operand 'e' for the instruction's sparsity selector (the other
threads' metadata is not read) and pass it to `ptxemu.mma(..., metadata=)`.
"""

from __future__ import annotations

import re
from functools import lru_cache

import numpy as np

from ptxemu.errors import PtxRuntimeError, Unsupported
from ptxemu.isa.catalogue import match
from ptxemu.isa.statement import Imm, Reg, Vector
from ptxemu.layouts import layout, smem
from ptxemu.layouts.core import quad_from_registers, quad_to_registers
from ptxemu.machine.program.step import UINT, Cx, Step, compiles
from ptxemu.machine.semantics.access import Addr, load, space_of, store
from ptxemu.ops.mma_dense import elem_bits


def _regs(cx: Cx, op, width: int):
    items = op.items if isinstance(op, Vector) else (op,)
    return [cx.src(x, f".b{width}") for x in items]


def _dsts(cx: Cx, op, width: int):
    items = op.items if isinstance(op, Vector) else (op,)
    return [cx.dst(x, f".b{width}") for x in items]


def _gather(st, readers, threads: int) -> np.ndarray:
    """(groups, threads, regs) from per-lane register readers."""
    cols = np.stack([r(st) for r in readers], axis=1)
    return cols.reshape(-1, threads, len(readers))


def _scatter(st, writers, R: np.ndarray, m) -> None:
    flat = R.reshape(st.L, -1)
    for k, w in enumerate(writers):
        w(st, flat[:, k], m)


def _warps(st, m) -> np.ndarray:
    """Warps taking part (the engine runs warp collectives for whole warps only)."""
    if m is None:
        return np.arange(st.L // 32)
    return np.flatnonzero(m.reshape(-1, 32).any(axis=1))


def _form_name(cx: Cx) -> str:
    """The form's name in the manual's qualifier order (.sync.aligned, shape, .row.col, the rest):
    ptxas takes any order, and CUTLASS's sm_120a GEMMs write mma.sync.aligned.kind::...m16n8k32..."""
    ins = cx.ins
    if ins.opcode != "mma":
        return ins.name
    q = list(ins.qualifiers)
    head = [x for x in q if x in (".sync", ".aligned")]
    shape = [x for x in q if re.fullmatch(r"\.m\d+n\d+k\d+", x)]
    lay = [x for x in q if x in (".row", ".col")]
    rest = [x for x in q if x not in head and x not in shape and x not in lay]
    return ins.opcode + "".join(head + shape + lay + rest)


@compiles("mma")
def _mma(cx: Cx) -> Step:
    from ptxemu.ops.mma import mma

    name = _form_name(cx)
    sparse = ".sp" in cx.ins.qualifiers or ".sp::ordered_metadata" in cx.ins.qualifiers
    L = {o: layout(name, o) for o in "abcd"}
    ops = cx.ins.operands
    scaled = ".block_scale" in cx.ins.qualifiers
    want = 8 if scaled else (6 if sparse else 4)
    if len(ops) != want:
        raise cx.error(f"{want} operands expected, got {len(ops)}")
    meta = None
    if sparse:  # d, a, b, c, sparsity metadata, sparsity selector (an immediate)
        if not isinstance(ops[5], Imm):
            raise cx.error("the sparsity selector must be an immediate")
        meta = (layout(name, "e", selector=int(ops[5].value)), cx.src(ops[4], ".b32"))
    scales = []
    if scaled:  # scale-a, {byte-id-a, thread-id-a}, scale-b, {byte-id-b, thread-id-b}
        # the selectors are 16-bit values (9.7.14.5.14): immediates, or registers (CUTLASS's sm_120a
        # block-scaled GEMMs pass {%rs, %rs}), read per warp and required to be warp-uniform
        for o, reg_op, sel in (("sfa", ops[4], ops[5]), ("sfb", ops[6], ops[7])):
            items = list(sel.items) if isinstance(sel, Vector) else []
            if len(items) != 2:
                raise cx.error(f"{o}: the selector must be a pair {{byte-id, thread-id}}")
            ids = [int(x.value) if isinstance(x, Imm) else cx.src(x, ".u16") for x in items]
            if isinstance(reg_op, Vector) and len(reg_op.items) == 1:  # `{%r}`, as CUTLASS writes it
                reg_op = reg_op.items[0]
            scales.append((o, ids, cx.src(reg_op, ".b32")))
    rw = {o: L[o].reg_bits for o in "abcd"}
    ra, rb, rc = (_regs(cx, ops[i], rw[o]) for i, o in ((1, "a"), (2, "b"), (3, "c")))
    wd = _dsts(cx, ops[0], rw["d"])
    for o, rs in (("a", ra), ("b", rb), ("c", rc), ("d", wd)):
        if len(rs) != L[o].regs:
            raise cx.error(f"operand {o} takes {L[o].regs} registers, got {len(rs)}")
    quad = L["a"].copies > 1
    target = cx.k.target

    def run(st, m) -> None:
        frm = quad_from_registers if quad else (lambda lay, R: lay.from_registers(R))
        A = frm(L["a"], _gather(st, ra, 32))
        B = frm(L["b"], _gather(st, rb, 32))
        C = frm(L["c"], _gather(st, rc, 32))
        if not scales:
            kw = {}
            if meta is not None:
                kw["metadata"] = meta[0].from_registers(_gather(st, [meta[1]], 32))
            D = mma(name, A, B, C, target=target, **kw)
        else:
            # each warp's selector values; warps with equal selectors run together
            W = A.shape[0]
            live = _warps(st, m)
            key = np.zeros((W, 4), np.int64)
            for k, (o, ids, _r) in enumerate(scales):
                for j, v in enumerate(ids):
                    if isinstance(v, int):
                        key[:, 2 * k + j] = v
                        continue
                    vals = v(st).astype(np.int64).reshape(W, 32)
                    lanes_on = np.ones((W, 32), bool) if m is None else m.reshape(W, 32)
                    first = vals[np.arange(W), np.argmax(lanes_on, axis=1)]
                    if ((vals != first[:, None]) & lanes_on).any():
                        raise Unsupported(f"mma block_scale: {o} selector differs between a warp's lanes")
                    key[:, 2 * k + j] = first
            D = None
            for combo in np.unique(key[live], axis=0):
                sub = np.flatnonzero((key == combo).all(axis=1))
                kw = {}
                for k, (o, _ids, r) in enumerate(scales):
                    lay = layout(name, o, byte_id=int(combo[2 * k]), thread_id=int(combo[2 * k + 1]))
                    kw["scale_a" if o == "sfa" else "scale_b"] = lay.from_registers(_gather(st, [r], 32)[sub])
                Ds = mma(name, A[sub], B[sub], C[sub], target=target, **kw)
                if D is None:
                    D = np.zeros((W,) + Ds.shape[1:], Ds.dtype)
                D[sub] = Ds
            if D is None:
                return
        R = quad_to_registers(L["d"], D) if quad else L["d"].to_registers(D)
        _scatter(st, wd, R, m)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


def _matrix_rows(cx: Cx, L) -> tuple[int, int]:
    """(rows, bytes per row): every ldmatrix/stmatrix row is one lane's 16-byte (or 8-element) row."""
    eb = L.meta.get("smem_elem_bits", L.bits)
    if eb == L.bits and L.bits in (8, 16):
        return L.rows, L.cols * L.bits // 8
    return L.rows, 16  # packed 4/6-bit sources: 16 codes and their padding in 16 bytes


@compiles("ldmatrix")
def _ldmatrix(cx: Cx) -> Step:
    L = layout(_form_name(cx), "r")
    rows, row_bytes = _matrix_rows(cx, L)
    d, a = cx.ins.operands
    wd = _dsts(cx, d, 32)
    addr = Addr(cx, a, space_of(cx) or "")
    if len(wd) != L.regs:
        raise cx.error(f"{L.regs} destination registers expected")
    eb = L.meta.get("smem_elem_bits", L.bits)
    packed = None
    if eb != L.bits or eb not in (8, 16):
        from ptxemu.layouts.fragments import smem_row_bits

        first = np.zeros(L.cols, np.int64)  # bit offset of each column's code in its row
        first[L.col] = smem_row_bits(L)
        packed = first[:, None] + np.arange(eb)

    def run(st, m) -> None:
        # row j of the stacked matrices starts at the address lane j of the warp gives
        warps = _warps(st, m)
        W = len(warps)
        rowlanes = (warps[:, None] * 32 + np.arange(rows)).reshape(-1)
        ad = addr.lanes_addr(st, rowlanes)
        raw = load(st, addr.space, ad, rowlanes, row_bytes, 1)  # (W*rows, 1) words of a whole row
        rowbytes = np.ascontiguousarray(raw.reshape(W * rows, -1))
        if packed is None:
            codes = rowbytes.view(UINT[L.bits]).reshape(W, rows, L.cols)
        else:  # 4/6-bit codes at the row bit offsets layouts.fragments.smem_row_bits gives
            bits = np.unpackbits(rowbytes.view(np.uint8), axis=1, bitorder="little")
            codes = (bits[:, packed] * (1 << np.arange(eb))).sum(axis=2).astype(np.uint8)
            codes = codes.reshape(W, rows, L.cols)
        R = np.zeros((st.L // 32, 32, L.regs), np.uint32)
        R[warps] = L.to_registers(codes)
        _scatter(st, wd, R, m)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


@compiles("stmatrix")
def _stmatrix(cx: Cx) -> Step:
    L = layout(_form_name(cx), "r")
    rows, row_bytes = _matrix_rows(cx, L)
    a, s = cx.ins.operands
    rs = _regs(cx, s, 32)
    addr = Addr(cx, a, space_of(cx) or "")

    def run(st, m) -> None:
        warps = _warps(st, m)
        W = len(warps)
        codes = L.from_registers(_gather(st, rs, 32)[warps])  # (W, rows, cols)
        rowlanes = (warps[:, None] * 32 + np.arange(rows)).reshape(-1)
        ad = addr.lanes_addr(st, rowlanes)
        vals = np.ascontiguousarray(codes.reshape(W * rows, L.cols)).view(np.uint8)
        store(st, addr.space, ad, rowlanes, 1, vals)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


@lru_cache(maxsize=4096)
def _offsets(desc: int, operand: str, major: str, rows: int, cols: int, bits: int) -> np.ndarray:
    return smem.element_offsets(desc, operand, major, rows, cols, bits, unit="bit").reshape(-1)


@lru_cache(maxsize=4096)
def _operand_cells(desc: int, operand: str, major: str, rows: int, cols: int, bits: int):
    """(bit offsets, byte offsets, element index (bytes // element size), lowest byte, end byte) of
    an operand's elements: what _smem_matrix needs of a descriptor, worked out once."""
    off = _offsets(desc, operand, major, rows, cols, bits)
    byte = off // 8
    return off, byte, byte // max(bits // 8, 1), int(byte.min()), int(byte.max()) + max(bits // 8, 1)


def _smem_matrix(st, cta: int, desc: int, operand: str, major: str, rows: int, cols: int, bits: int):
    off, byte, el, lo, hi = _operand_cells(desc, operand, major, rows, cols, bits)
    if lo < 0x400 or hi > st.smem_size:
        raise PtxRuntimeError(
            f"wgmma descriptor {desc:#018x} reads shared memory [{lo:#x}, {hi:#x}) "
            f"outside the CTA's [0x400, {st.smem_size:#x})"
        )
    base = cta * st.smem_stride
    if st.checker is not None:  # wgmma reads its shared-memory operands through the async proxy
        st.checker.async_read(st, base + byte, "wgmma.mma_async")
    if bits >= 8:
        size = max(bits // 8, 1)
        buf = st.smem.view(UINT[bits]) if bits > 8 else st.smem
        v = buf[base // size + el] if base % size == 0 else buf[(base + byte) // size]
    else:
        v = (st.smem[base + byte] >> (off % 8).astype(np.uint8)) & np.uint8((1 << bits) - 1)
    return v.reshape(rows, cols)


@compiles("wgmma")
def _wgmma(cx: Cx):
    from ptxemu.ops.mma import mma

    q = cx.ins.qualifiers
    if q[0] in (".fence", ".commit_group", ".wait_group"):
        n = int(cx.ins.operands[0].value) if q[0] == ".wait_group" else 0

        def sync(st, m) -> None:  # completed at issue (see the module docstring); the checking mode
            if st.checker is not None and q[0] != ".fence":  # tracks the groups' accumulators
                lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
                if q[0] == ".commit_group":
                    st.checker.wgmma_commit(st, lanes)
                else:
                    st.checker.wgmma_wait(st, lanes, n)

        return sync
    if q[0] != ".mma_async":
        raise cx.unsupported(f"wgmma{q[0]} is not a wgmma operation")
    name = _form_name(cx)
    entry = match(name)
    if entry is None:
        raise cx.error(f"'{name}' is not a wgmma.mma_async form")
    g = entry.row  # the table's group: which immediates the form takes
    sparse = ".sp" in entry.modifiers
    Ld = layout(name, "d")
    ops = list(cx.ins.operands)
    d, a_op, b_op = ops[:3]
    rest = ops[3:]
    wd = _dsts(cx, d, Ld.reg_bits)
    rd_c = _regs(cx, d, Ld.reg_bits)
    d_regs = [cx.reg_of(x)[0] for x in (d.items if isinstance(d, Vector) else [d]) if isinstance(x, Reg)]
    a_regs = isinstance(a_op, Vector)
    La = layout(name, "a") if a_regs else None
    ra = _regs(cx, a_op, 32) if a_regs else cx.src(a_op, ".b64")
    rb = cx.src(b_op, ".b64")
    Le = re_ = None
    if sparse:  # sp-meta, sp-sel come right after b-desc (manual 9.7.15.6.3)
        if len(rest) < 2 or not isinstance(rest[1], Imm):
            raise cx.error("wgmma.mma_async.sp needs sp-meta and an immediate sp-sel after b-desc")
        Le = layout(name, "e", selector=int(rest[1].value))
        re_ = cx.src(rest[0], ".b32")
        rest = rest[2:]
    # scale-d, then imm-scale-a/b (floating-point groups), then imm-trans-a (descriptor A only) and
    # imm-trans-b (f16/bf16): the operand list of the table's group, as check reads it
    nimm = (2 if g.scale_imms else 0) + ((1 if a_regs else 2) if g.trans else 0)
    if len(rest) != 1 + nimm or not all(isinstance(o, Imm) for o in rest[1:]):
        raise cx.error(f"'{name}' takes scale-d and {nimm} immediates after the descriptors")
    scale_d = cx.pred(rest[0])
    imms = [int(o.value) for o in rest[1:]]
    isa, isb = imms[:2] if g.scale_imms else (1, 1)
    trans = imms[2:] if g.scale_imms else imms
    # register A has imm-trans-b only: reading it as imm-trans-a left B K-major (issue 20)
    ta, tb = (0, trans[0] if trans else 0) if a_regs else tuple((trans + [0, 0])[:2])
    n, k = entry.n, entry.k
    ka = k // 2 if sparse else k  # sparse A: the 64 x K/2 stored elements
    bits = elem_bits(entry.types["atype"])
    amaj, bmaj = ("MN" if ta else "K"), ("MN" if tb else "K")

    def run(st, m) -> None:
        G = st.L // 128
        if m is not None:
            part = m.reshape(G, 128)
            if (part.any(axis=1) & ~part.all(axis=1)).any():
                raise PtxRuntimeError(
                    "wgmma.mma_async executed by part of a warpgroup (it is .sync.aligned "
                    "over all 128 threads)"
                )
        groups = np.arange(G) if m is None else np.flatnonzero(m.reshape(G, 128).all(axis=1))
        first = groups * 128
        ctas = st.cta[first]
        bdesc = rb(st)[first]
        if a_regs:
            A = La.from_registers(_gather(st, ra, 128)[groups])
        else:
            adesc = ra(st)[first]
            A = np.stack(
                [
                    _smem_matrix(st, int(c), int(x), "a", amaj, 64, ka, bits)
                    for c, x in zip(ctas, adesc, strict=False)
                ]
            )
        B = np.stack(
            [
                _smem_matrix(st, int(c), int(x), "b", bmaj, k, n, bits)
                for c, x in zip(ctas, bdesc, strict=False)
            ]
        )
        C = Ld.from_registers(_gather(st, rd_c, 128)[groups])
        sd = scale_d(st)[first].reshape(-1, 1, 1)
        kw = {}
        if Le is not None:
            kw["metadata"] = Le.from_registers(_gather(st, [re_], 128)[groups])
        D = mma(name, A, B, C, scale_d=sd, imm_scale_a=isa, imm_scale_b=isb, **kw)
        R = np.zeros((G, 128, Ld.regs), UINT[Ld.reg_bits])
        R[groups] = Ld.to_registers(D)
        mm = np.zeros(st.L, bool)
        mm.reshape(G, 128)[groups] = True
        _scatter(st, wd, R, mm if m is not None else None)
        if st.checker is not None:
            st.checker.wgmma_issue(st, np.flatnonzero(mm), d_regs)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


@compiles("movmatrix")
def _movmatrix(cx: Cx) -> Step:
    """movmatrix.sync.aligned.m8n8.trans.b16 d, a (9.7.14.5.17): lane t holds row t / 4, columns
    2(t % 4) and 2(t % 4) + 1 (low half first) of an 8x8 b16 matrix in a and of its transpose in d."""
    if tuple(cx.ins.qualifiers) != (".sync", ".aligned", ".m8n8", ".trans", ".b16"):
        raise cx.error("movmatrix is movmatrix.sync.aligned.m8n8.trans.b16")
    d, a = cx.ins.operands
    # ptxas 13.0 also takes a .f32 register, an .f32 literal or `var+imm` (their bits), a predicate
    # destination (SASS: MOVM then ISETP against RZ) and a predicate source (SASS reads a register
    # nothing wrote: Unsupported)
    cx.no_pred_source(a, "the source matrix")
    ra, wd = cx.src(a, ".b32"), cx.dst_or_pred(d, ".b32")

    def run(st, m) -> None:
        v = ra(st).reshape(-1, 32)
        h = np.stack([v & np.uint32(0xFFFF), v >> np.uint32(16)], axis=2).reshape(-1, 8, 8)
        t = np.ascontiguousarray(h.transpose(0, 2, 1)).reshape(-1, 32, 2)
        wd(st, (t[..., 0] | (t[..., 1] << np.uint32(16))).reshape(-1), m)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


# -- wmma (manual 9.7.14.4) ----------------------------------------------------------------------
def _whole_warps(st, m, what: str) -> np.ndarray:
    """The warps executing a .sync.aligned warp instruction; part of a warp is an error."""
    if m is not None:
        part = m.reshape(-1, 32)
        if (part.any(axis=1) & ~part.all(axis=1)).any():
            raise PtxRuntimeError(
                f"{what} executed by part of a warp (it is .sync.aligned over all 32 threads)"
            )
    return _warps(st, m)


@lru_cache(maxsize=256)
def _wmma_elements(name: str, frag: str):
    """Per lane, the fragment's elements (copies included) as (32, E) arrays: register, bit shift,
    row and column, from layouts.wmma."""
    from ptxemu.layouts.wmma import layout as wmma_layout

    L = wmma_layout(name, frag)
    order = np.lexsort((L.slot, L.reg, L.thread))
    E = L.size // 32
    t = L.thread[order].reshape(32, E)
    if not (t == np.arange(32)[:, None]).all():
        raise AssertionError(f"{name}: lanes hold different element counts")
    reg, shift = L.reg[order].reshape(32, E), L.bit_offset()[order].reshape(32, E)
    return L, reg, shift, L.row[order].reshape(32, E), L.col[order].reshape(32, E)


def _wmma_ldst(cx: Cx, load_: bool) -> Step:
    """wmma.load.{a,b,c} / wmma.store.d: every lane moves its fragment's elements (layouts.wmma)
    from / to p + (row * stride + col) elements (.row; col * stride + row for .col) of its own
    address p and stride (default: the leading dimension, manual 9.7.14.4.2). Sub-byte and
    single-bit elements sit at bit (row * stride + col) * bits, least significant first. Every
    access is checked like ld/st (bounds, the element's natural alignment)."""
    q = cx.ins.qualifiers
    frag = q[1][1:] if len(q) > 1 else ""
    if frag not in (("a", "b", "c") if load_ else ("d",)):
        raise cx.error(f"'{cx.ins.name}' must name the fragment right after .{'load' if load_ else 'store'}")
    rowmajor = ".row" in q
    if rowmajor == (".col" in q):
        raise cx.error(f"'{cx.ins.name}' needs one layout, .row or .col")
    L, reg, shift, row, col = _wmma_elements(cx.ins.name, frag)
    ops = cx.ins.operands
    if len(ops) not in (2, 3):
        raise cx.error(f"'{cx.ins.name}' takes a fragment, an address and an optional stride")
    data, addr_op = (ops[0], ops[1]) if load_ else (ops[1], ops[0])
    regs = (_dsts if load_ else _regs)(cx, data, L.reg_bits)
    if len(regs) != L.regs:
        raise cx.error(f"the {frag} fragment of '{cx.ins.name}' is {L.regs} registers, got {len(regs)}")
    stride = cx.src(ops[2], ".u32") if len(ops) == 3 else None
    lead = L.cols if rowmajor else L.rows
    addr = Addr(cx, addr_op, space_of(cx) or "")
    bits = L.bits
    first, second = (row, col) if rowmajor else (col, row)
    E = reg.shape[1]
    rd = np.uint64 if L.reg_bits == 64 else np.uint32

    def run(st, m) -> None:
        warps = _whole_warps(st, m, cx.ins.name)
        if not len(warps):
            return
        lanes = (warps[:, None] * 32 + np.arange(32)).reshape(-1)
        base = addr.lanes_addr(st, lanes).astype(np.uint64)
        s = np.full(len(lanes), lead, np.uint64) if stride is None else stride(st)[lanes].astype(np.uint64)
        W = len(warps)
        el = np.tile(first, (W, 1)).astype(np.uint64) * s[:, None] + np.tile(second, (W, 1)).astype(np.uint64)
        lane_rep = np.repeat(lanes, E)
        if bits >= 8:
            ad = (base[:, None] + el * np.uint64(bits // 8)).reshape(-1)
        else:  # sub-byte: the byte holding the element and the element's bit inside it
            bit = el * np.uint64(bits)
            ad = (base[:, None] + (bit >> np.uint64(3))).reshape(-1)
            inbyte = (bit & np.uint64(7)).reshape(-1)
        sh = np.tile(shift, (W, 1)).astype(rd)
        rg = np.tile(reg, (W, 1))
        if load_:
            v = load(st, addr.space, ad, lane_rep, max(bits // 8, 1), 1)[:, 0].astype(np.uint64)
            if bits < 8:
                v = (v >> inbyte) & np.uint64((1 << bits) - 1)
            R = np.zeros((st.L // 32, 32, L.regs), rd)
            sub = np.zeros((W * 32, L.regs), rd)
            np.add.at(
                sub, (np.repeat(np.arange(W * 32), E), rg.reshape(-1)), v.astype(rd) << sh.reshape(-1)
            )  # distinct bits: add is or
            R[warps] = sub.reshape(W, 32, L.regs)
            _scatter(st, regs, R, m)
        else:
            Rg = _gather(st, regs, 32)[warps].reshape(W * 32, L.regs).astype(rd)
            v = (Rg[np.arange(W * 32)[:, None], rg] >> sh) & rd((1 << bits) - 1)
            store(
                st,
                addr.space,
                ad,
                lane_rep,
                bits // 8,
                np.ascontiguousarray(v.reshape(-1, 1)).astype(UINT[bits]),
            )

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


def _wmma_mma(cx: Cx) -> Step:
    """wmma.mma: the mma.sync executions of ops.wmma (layouts.wmma.tiles) on the warp's registers."""
    from ptxemu.layouts.wmma import layout as wmma_layout
    from ptxemu.ops.wmma import wmma_mma

    name = cx.ins.name
    ops = cx.ins.operands
    if len(ops) != 4:
        raise cx.error(f"'{name}' takes d, a, b, c")
    Ls = {o: wmma_layout(name, o) for o in "abcd"}
    rs = {o: _regs(cx, ops[i], Ls[o].reg_bits) for i, o in ((1, "a"), (2, "b"), (3, "c"))}
    wd = _dsts(cx, ops[0], Ls["d"].reg_bits)
    for o, r in list(rs.items()) + [("d", wd)]:
        if len(r) != Ls[o].regs:
            raise cx.error(f"operand {o} of '{name}' is {Ls[o].regs} registers, got {len(r)}")
    target = cx.k.target

    def run(st, m) -> None:
        warps = _whole_warps(st, m, name)
        if not len(warps):
            return
        regs = {o: _gather(st, r, 32)[warps] for o, r in rs.items()}
        D = wmma_mma(name, regs, target=target)
        R = np.zeros((st.L // 32,) + D.shape[1:], D.dtype)
        R[warps] = D
        _scatter(st, wd, R, m)

    return Step(cx.pc, cx.item, "sync", run=run, members=None)


@compiles("wmma")
def _wmma(cx: Cx) -> Step:
    q = cx.ins.qualifiers
    if q and q[0] == ".mma":
        return _wmma_mma(cx)
    if q and q[0] in (".load", ".store"):
        return _wmma_ldst(cx, q[0] == ".load")
    raise cx.error(f"'{cx.ins.name}' is not wmma.load, wmma.store or wmma.mma")
