"""Data movement: mov, ld, st, cvta, isspacep, atom, red, cp.async (manual 9.7.9, 9.7.13).

Addresses are resolved per lane into (buffer, byte offset) groups: global/const/param addresses
into the Device's allocations, shared addresses into the lane's CTA's shared memory, local
addresses into the lane's own local memory, and generic addresses by their window. Every access
is checked (bounds, natural alignment of the whole access) before any byte moves. Stores from
several lanes to one address land in ascending lane order (the highest lane's value remains);
atomics apply in ascending lane order, one update per lane (the H100's order inside a warp).
cp.async copies at issue: completion mechanisms then have nothing left to wait for.
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxMemoryError
from ptxemu.isa.statement import Address, Imm, Reg, Vector
from ptxemu.machine import memory as M
from ptxemu.machine.program import type_bits
from ptxemu.machine.state import State
from ptxemu.machine.step import UINT, Cx, compiles, is_signed

SPACES = (".global", ".shared", ".local", ".param", ".const")


def space_of(cx: Cx) -> str:
    for q in cx.ins.qualifiers:
        base = q.split("::")[0]
        if base in SPACES:
            if q == ".shared::cluster":
                return ".shared::cluster"
            if q == ".param::func":
                return ".param"
            return base
    return ""


def data_type(cx: Cx) -> str:
    ts = [q for q in cx.ins.qualifiers if q in _LDST_TYPES]
    if not ts:
        raise cx.error("no data type")
    return ts[-1]


_LDST_TYPES = (
    ".b8",
    ".b16",
    ".b32",
    ".b64",
    ".b128",
    ".u8",
    ".u16",
    ".u32",
    ".u64",
    ".s8",
    ".s16",
    ".s32",
    ".s64",
    ".f16",
    ".f16x2",
    ".f32",
    ".f64",
    ".bf16",
    ".bf16x2",
    ".pred",
)


def vec_count(cx: Cx) -> int:
    for q in cx.ins.qualifiers:
        if q in (".v2", ".v4", ".v8"):
            return int(q[2:])
    return 1


# -- address operands --------------------------------------------------------------------------
class Addr:
    """How an instruction's [address] resolves: per-lane register + offset, a constant, or a
    per-lane function parameter."""

    def __init__(self, cx: Cx, op, space: str) -> None:
        if not isinstance(op, Address):
            raise cx.error("expected an address operand [..]")
        self.fparam = None
        self.space = space
        base = op.base
        self.const: int | None = None
        self.param_off: int | None = None
        self.reader = None
        if isinstance(base, Reg):
            sn = cx.item.names.get(base.name)
            if sn is not None and sn.kind == "param" and sn.owner != cx.k.func.name:
                self.fparam = (id(sn.param), sn.param.size, op.offset, sn.param.name)
                return
            if sn is not None and sn.kind == "reg":
                r = cx.src(base, ".u64")
                off = np.uint64(op.offset & 0xFFFFFFFFFFFFFFFF)
                self.reader = (lambda st: r(st) + off) if op.offset else r
                return
            sym = cx.symbol_address(base.name)
            if sym is None:
                raise cx.error(f"'{base.name}' is not a register, variable or parameter")
            sp, a = sym
            if space and space.split("::")[0] != sp and not (space == ".param" and sp == ".param"):
                if not (space in (".global",) and sp in (".global", ".const")):
                    raise cx.error(f"'{base.name}' is in {sp} but the access is {space}")
            if sp == ".shared" and space in ("", ".shared::cluster"):  # own CTA: rank bits per lane
                c0 = np.uint64(a + op.offset)
                if space:
                    self.reader = lambda st: st.special["%_shared_rank"].astype(np.uint64) + c0
                else:  # generic: inside the launch's shared window
                    self.reader = lambda st: (
                        st.special["%_shared_rank"].astype(np.uint64) + c0 + np.uint64(st.windows.shared)
                    )
                return
            if sp == ".local" and not space:
                c0 = np.uint64(a + op.offset)
                self.reader = lambda st: np.full(st.L, np.uint64(st.windows.local) + c0)
                return
            if sp == ".param":  # the launch's parameter buffer (generic or .param: the same address)
                self.param_off = a - M.PARAM_BUFFER + op.offset
                return
            self.const = a + op.offset
        elif isinstance(base, Imm):
            self.const = int(base.value) + op.offset
        else:
            self.const = op.offset

    def lanes_addr(self, st: State, lanes) -> np.ndarray:
        if self.param_off is not None:
            n = len(lanes) if not isinstance(lanes, slice) else st.L
            return np.full(n, (st.windows.param + self.param_off) & (2**64 - 1), np.uint64)
        if self.const is not None:
            return np.full(
                len(lanes) if not isinstance(lanes, slice) else st.L, self.const & (2**64 - 1), np.uint64
            )
        a = self.reader(st)
        return a if isinstance(lanes, slice) else a[lanes]


def _lanes(st: State, m):
    return slice(None) if m is None else np.flatnonzero(m)


def _lane_index(st: State, lanes) -> np.ndarray:
    return np.arange(st.L) if isinstance(lanes, slice) else lanes


def resolve(st: State, space: str, addr: np.ndarray, lanes, nbytes: int, write: bool = False):
    """[(buffer uint8 array, positions into the access's lanes, byte offsets)] for an access of
    `nbytes` per lane, after checking bounds and alignment."""
    li = _lane_index(st, lanes)
    if nbytes > 1:
        bad = (addr % np.uint64(min(nbytes, 16))) != 0
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise PtxMemoryError(
                f"misaligned {nbytes}-byte access at {int(addr[k]):#x} "
                f"({'generic' if not space else space[1:]} address)",
                lane=int(li[k]),
            )
    if space == "":
        sh, lo = in_windows(st, addr)
        if not sh.any() and not lo.any():
            return _global(st, addr, li, nbytes, write)
        out = []
        gl = ~(sh | lo)
        # the generic shared window spans the cluster: rank in bits 24 and up (as shared::cluster)
        for sel, sp, base in ((sh, ".shared::cluster", st.windows.shared), (lo, ".local", st.windows.local)):
            if sel.any():
                pos = np.flatnonzero(sel)
                for buf, p, off in resolve(st, sp, addr[pos] - np.uint64(base), li[pos], nbytes, write):
                    out.append((buf, pos[p], off))
        if gl.any():
            pos = np.flatnonzero(gl)
            for buf, p, off in _global(st, addr[pos], li[pos], nbytes, write):
                out.append((buf, pos[p] if not isinstance(p, slice) else pos, off))
        return out
    if space in (".shared", ".shared::cluster"):
        full = addr.astype(np.int64)
        a = full & 0xFFFFFF
        rank = full >> 24
        own = (st.special["%cluster_ctarank"][li]).astype(np.int64)
        if space == ".shared":
            wrong = (rank != 0) & (rank != own)
            if wrong.any():
                k = int(np.flatnonzero(wrong)[0])
                raise PtxMemoryError(
                    f"shared::cta access at {int(full[k]):#x} names cluster rank {int(rank[k])}, "
                    f"not the CTA's own ({int(own[k])}): use .shared::cluster",
                    lane=int(li[k]),
                )
            rank = own
        elif (rank >= st.csize).any():
            k = int(np.flatnonzero(rank >= st.csize)[0])
            raise PtxMemoryError(
                f"shared::cluster access at {int(full[k]):#x} names cluster rank {int(rank[k])}; "
                f"the cluster has {st.csize} CTA(s)",
                lane=int(li[k]),
            )
        bad = (a < M.SHARED_RESERVED) | (a + nbytes > st.smem_size)
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise PtxMemoryError(
                f"{nbytes}-byte shared-memory access at {int(full[k]):#x} is outside the CTA's "
                f"shared memory [{M.SHARED_RESERVED:#x}, {st.smem_size:#x})",
                lane=int(li[k]),
            )
        cta = st.cta[li] - own + rank  # batches hold whole clusters in rank order
        return [(st.smem, slice(None), cta * st.smem_stride + a)]
    if space == ".local":
        a = addr.astype(np.int64)
        bad = (a < 0) | (a + nbytes > st.local_stride)
        if bad.any():
            k = int(np.flatnonzero(bad)[0])
            raise PtxMemoryError(
                f"{nbytes}-byte local-memory access at {int(a[k]):#x} is outside the thread's "
                f"local memory ({st.local_stride} bytes)",
                lane=int(li[k]),
            )
        return [(st.local, slice(None), li.astype(np.int64) * st.local_stride + a)]
    return _global(st, addr, li, nbytes, write)


def in_windows(st: State, addr: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Which generic addresses fall in the launch's shared and local windows."""
    W, Lw = np.uint64(st.windows.shared), np.uint64(st.windows.local)
    sh = (addr >= W) & (addr < W + np.uint64(M.SHARED_WINDOW_SIZE))
    lo = (addr >= Lw) & (addr < Lw + np.uint64(M.LOCAL_WINDOW_SIZE))
    return sh, lo


def _global(st: State, addr, li, nbytes, write):
    try:
        groups = st.device.locate(addr, nbytes, write=write)
    except PtxMemoryError as e:
        if e.address is not None:
            k = np.flatnonzero(addr == np.uint64(e.address))
            e.lane = int(li[k[0]]) if len(k) else None
        raise
    if write:  # the spin detector hashes only allocations written since it last looked
        for a, _, _ in groups:
            st.dirty.add(id(a))
    return [(a.data, p, off) for a, p, off in groups]


def load(st: State, space: str, addr: np.ndarray, lanes, esize: int, count: int) -> np.ndarray:
    """(n, count) words of esize bytes ((n, count, 2) uint64 for 16-byte elements)."""
    n = len(addr)
    shape = (n, count, 2) if esize == 16 else (n, count)
    out = np.zeros(shape, UINT[64 if esize == 16 else esize * 8])
    for buf, p, off in resolve(st, space, addr, lanes, esize * count):
        if st.checker is not None:
            st.checker.access(st, buf, _lane_index(st, lanes)[p], off, esize * count, False)
        out[p] = M.gather(buf, off, esize, count)
    return out


def store(st: State, space: str, addr: np.ndarray, lanes, esize: int, values: np.ndarray) -> None:
    for buf, p, off in resolve(st, space, addr, lanes, esize * values.shape[1], write=True):
        if st.checker is not None:
            st.checker.access(st, buf, _lane_index(st, lanes)[p], off, esize * values.shape[1], True)
        M.scatter(buf, off, esize, values[p])


# -- mov ----------------------------------------------------------------------------------------
@compiles("mov")
def _mov(cx: Cx):
    typ = next((q for q in cx.ins.qualifiers if q in _LDST_TYPES), None)
    if typ is None:
        raise cx.error("mov needs a type")
    d, a = cx.ins.operands
    if isinstance(a, Vector):  # pack: the first element is the least significant
        n = len(a.items)
        el = type_bits(typ) // n
        rs = [cx.src(x, f".b{el}") for x in a.items]
        wd = cx.dst(d, typ)
        big = type_bits(typ)
        if big == 128:  # a .b128 register is (L, 2) uint64, low half first
            per = 64 // el

            def pack128(st, m):
                acc = np.zeros((st.L, 2), np.uint64)
                for k, r in enumerate(rs):
                    acc[:, k // per] |= r(st).astype(np.uint64) << np.uint64((k % per) * el)
                wd(st, acc, m)

            return pack128

        def pack(st, m):
            acc = np.zeros(st.L, UINT[big])
            for k, r in enumerate(rs):
                acc |= r(st).astype(UINT[big]) << UINT[big](k * el)
            wd(st, acc, m)

        return pack
    if isinstance(d, Vector):  # unpack
        n = len(d.items)
        el = type_bits(typ) // n
        ra = cx.src(a, typ)
        ws = [cx.dst(x, f".b{el}") if not (isinstance(x, Reg) and x.name == "_") else None for x in d.items]
        if type_bits(typ) == 128:
            per = 64 // el
            mask = np.uint64((1 << el) - 1)

            def unpack128(st, m):
                v = ra(st)
                for k, w in enumerate(ws):
                    if w is not None:
                        w(st, ((v[:, k // per] >> np.uint64((k % per) * el)) & mask).astype(UINT[el]), m)

            return unpack128

        def unpack(st, m):
            v = ra(st)
            for k, w in enumerate(ws):
                if w is not None:
                    w(st, ((v >> v.dtype.type(k * el)) & v.dtype.type((1 << el) - 1)).astype(UINT[el]), m)

        return unpack
    if typ == ".pred":
        ra, wd = cx.pred(a), cx.dst(d, ".pred")
    else:
        ra, wd = cx.src(a, typ), cx.dst(d, typ)
    return lambda st, m: wd(st, ra(st), m)


@compiles("cvta")
def _cvta(cx: Cx):
    q = cx.ins.qualifiers
    to = ".to" in q
    sp = next((x.split("::")[0] for x in q if x.split("::")[0] in SPACES), None)
    size = ".u32" if ".u32" in q else ".u64"
    d, a = cx.ins.operands
    ra, wd = cx.src(a, size), cx.dst(d, size)
    if sp not in (".shared", ".local"):
        return lambda st, m: wd(st, ra(st), m)
    dt = UINT[type_bits(size)]
    mask = (1 << type_bits(size)) - 1

    def run(st, m):
        b = dt((st.windows.shared if sp == ".shared" else st.windows.local) & mask)
        wd(st, ra(st) - b if to else ra(st) + b, m)

    return run


@compiles("isspacep")
def _isspacep(cx: Cx):
    full_sp = next(x for x in cx.ins.qualifiers)
    sp = full_sp.split("::")[0]
    d, a = cx.ins.operands
    ra, wd = cx.src(a, ".u64"), cx.dst(d, ".pred")

    def run(st, m):
        x = ra(st)
        sh, lo = in_windows(st, x)
        P = np.uint64(st.windows.param)
        par = (x >= P) & (x < P + np.uint64(M.PARAM_WINDOW_SIZE))
        r = {".shared": sh, ".local": lo, ".global": ~(sh | lo), ".param": par, ".const": ~(sh | lo)}[sp]
        if full_sp in (".shared", ".shared::cta"):  # shared::cta: the lane's own CTA only
            rank = ((x - np.uint64(st.windows.shared)) >> np.uint64(24)).astype(np.int64)
            r = sh & ((rank == st.special["%cluster_ctarank"].astype(np.int64)) | (st.csize == 1))
        wd(st, r, m)

    return run


# -- ld / st ------------------------------------------------------------------------------------
@compiles("ld", "ldu")
def _ld(cx: Cx):
    space = space_of(cx)
    typ = data_type(cx)
    n = vec_count(cx)
    d, a = cx.ins.operands[:2]  # a third operand is a cache policy: a hint, no effect here
    addr = Addr(cx, a, space)
    bits = type_bits(typ) if typ != ".pred" else 8
    esize = bits // 8
    items = cx.vector_members(d) or (d,)
    if len(items) != n:
        raise cx.error(f"{n} destination(s) expected")
    ws = [None if (isinstance(x, Reg) and x.name == "_") else cx.dst(x, typ) for x in items]
    if addr.fparam is not None:
        key, size, off, pname = addr.fparam
        if off + esize * n > size:
            raise cx.error(f"ld.param reads past the end of '{pname}' ({size} bytes)")

        def ldp(st, m):
            raw = st.fparam(key, size)[:, off : off + esize * n]
            words = np.ascontiguousarray(raw).view(UINT[max(bits, 8)] if bits < 128 else np.uint64)
            for k, w in enumerate(ws):
                if w is not None:
                    w(st, words[:, k] if bits < 128 else words[:, 2 * k : 2 * k + 2], m)

        return ldp
    if addr.param_off is not None and space == ".param":
        # a kernel parameter: the same bytes for every lane
        def ldk(st, m):
            raw = st.device.read(st.windows.param + addr.param_off, esize * n)
            words = raw.view(UINT[max(bits, 8)] if bits < 128 else np.uint64)
            for k, w in enumerate(ws):
                if w is not None:
                    v = words[k] if bits < 128 else words[2 * k : 2 * k + 2]
                    w(st, np.full((st.L,) + np.shape(v), v, words.dtype), m)

        return ldk
    if typ == ".pred":
        raise cx.unsupported("ld of a .pred is not supported")

    def run(st, m):
        lanes = _lanes(st, m)
        ad = addr.lanes_addr(st, lanes)
        vals = load(st, addr.space, ad, lanes, esize, n)
        for k, w in enumerate(ws):
            if w is None:
                continue
            v = vals[:, k]
            if m is not None:
                full = np.zeros((st.L,) + v.shape[1:], v.dtype)
                full[lanes] = v
                v = full
            w(st, v, m)

    return run


@compiles("st")
def _st(cx: Cx):
    if ".async" in cx.ins.qualifiers:
        from ptxemu.machine.ops_async import async_form

        return async_form(cx, _st_plain(cx))
    return _st_plain(cx)


def _st_plain(cx: Cx):
    space = space_of(cx)
    typ = data_type(cx)
    n = vec_count(cx)
    a, s = cx.ins.operands[:2]
    addr = Addr(cx, a, space)
    bits = type_bits(typ)
    esize = bits // 8
    items = cx.vector_members(s) or (s,)
    rs = [_st_source(cx, x, typ) for x in items]
    if addr.fparam is not None:
        key, size, off, pname = addr.fparam
        if off + esize * n > size:
            raise cx.error(f"st.param writes past the end of '{pname}' ({size} bytes)")

        def stp(st, m):
            buf = st.fparam(key, size).copy()
            vals = np.stack([np.ascontiguousarray(r(st)) for r in rs], axis=1)
            raw = vals.view(np.uint8).reshape(st.L, -1)
            if m is None:
                buf[:, off : off + esize * n] = raw
            else:
                buf[m, off : off + esize * n] = raw[m]
            st.fparams[key] = buf

        return stp
    if space == ".param":
        raise cx.error("kernel parameters are read-only")

    def run(st, m):
        lanes = _lanes(st, m)
        ad = addr.lanes_addr(st, lanes)
        cols = []
        for r in rs:
            v = r(st)
            cols.append(v if isinstance(lanes, slice) else v[lanes])
        vals = np.stack(cols, axis=1)
        system = st.device.system
        if system is not None and system.plain_multicast_stores and addr.space in ("", ".global"):
            ad, lanes, vals = _multicast_plain_store(st, system, ad, lanes, vals)
            if ad is None:
                return
        store(st, addr.space, ad, lanes, esize, vals)

    return run


def _multicast_plain_store(st: State, system, ad: np.ndarray, lanes, vals: np.ndarray):
    """System(plain_multicast_stores=True): the lanes of a plain st that hit a multicast object store
    their bytes into every member's copy, as multimem.st does (an assumption: the manual leaves a
    plain access to a multimem address undefined, 8.2.3; NCCL's own kernels rely on it). Returns
    the other lanes' (addresses, lanes, values), or (None, None, None) when none is left."""
    a64 = ad.astype(np.uint64)
    hit = np.zeros(len(a64), bool)
    for mc in system.multicasts:
        hit |= (a64 >= np.uint64(mc.address)) & (a64 < np.uint64(mc.address + mc.size))
    if not hit.any():
        return ad, lanes, vals
    from ptxemu.machine.ops_multimem import _targets, members_store

    li = _lane_index(st, lanes)
    pos = np.flatnonzero(hit)
    rows = np.ascontiguousarray(vals[pos]).view(np.uint8).reshape(len(pos), -1)
    with system.lock:
        for p, mc, rel in _targets(st, a64[pos], rows.shape[1], li[pos]):
            members_store(system, mc, rel, rows[p])
    if hit.all():
        return None, None, None
    rest = np.flatnonzero(~hit)
    return ad[rest], li[rest], vals[rest]


def _st_source(cx: Cx, op, typ: str):
    """A stored value. ptxas compiles `st.f32 [a], %rd` of a .b64 register (a relaxed-type form, manual
    9.4.1) into a conversion of the register's unsigned integer value: I2F.U64 in the SASS, and the
    H100 stores cvt.rn.f32.u64 of it (tests/data/kernels/base_isa_relaxed.ptx, r_st_f32_b64), not the
    low 32 bits the manual's table describes."""
    if typ == ".f32" and isinstance(op, Reg):
        sn = cx.item.names.get(op.name)
        if sn is not None and sn.kind == "reg" and cx.k.program.regs[sn.index].bits == 64:
            from ptxemu.ops.cvt_int import int_to_float

            r = cx.src(op, ".b64")
            return lambda st: int_to_float(r(st), "u64", "f32", "rn").astype(np.uint32)
    return cx.src(op, typ)


# -- atomics ------------------------------------------------------------------------------------
def _rounds(keys: np.ndarray) -> list[np.ndarray]:
    """Positions grouped into rounds so that each round has each key at most once, keeping the
    ascending position order of equal keys across rounds."""
    if len(keys) == 0:
        return []
    order = np.argsort(keys, kind="stable")
    k = keys[order]
    start = np.r_[True, k[1:] != k[:-1]]
    grp = np.cumsum(start) - 1
    first = np.flatnonzero(start)
    rank = np.arange(len(k)) - first[grp]
    return [order[rank == r] for r in range(int(rank.max()) + 1)]


def _atom_apply(
    op: str, typ: str, old: np.ndarray, b: np.ndarray, c: np.ndarray | None, space: str
) -> np.ndarray:
    bits = old.dtype.itemsize * 8
    signed = is_signed(typ)
    if op == ".add":
        if typ == ".f32":
            x, y = old, b
            if space != ".shared":  # the H100 flushes f32 atomic adds on global memory
                x = np.where((x & np.uint32(0x7F800000)) == 0, x & np.uint32(0x80000000), x)
                y = np.where((y & np.uint32(0x7F800000)) == 0, y & np.uint32(0x80000000), y)
            with np.errstate(all="ignore"):
                r = x.view(np.float32) + y.view(np.float32)
            rb = r.view(np.uint32)
            if space != ".shared":
                rb = np.where((rb & np.uint32(0x7F800000)) == 0, rb & np.uint32(0x80000000), rb)
            return np.where(r != r, np.uint32(0x7FFFFFFF), rb)
        if typ == ".f64":
            return f64_atomic_add(old, b, space)
        return old + b
    if op in (".min", ".max"):
        fn = np.minimum if op == ".min" else np.maximum
        if typ in (".f32", ".f64"):
            raise ValueError("float atom min/max")
        if signed:
            sv = {32: np.int32, 64: np.int64}[bits]
            return fn(old.view(sv), b.view(sv)).view(old.dtype)
        return fn(old, b)
    if op == ".and":
        return old & b
    if op == ".or":
        return old | b
    if op == ".xor":
        return old ^ b
    if op == ".exch":
        return b
    if op == ".cas":
        return np.where(old == b, c, old)
    if op == ".inc":
        return np.where(old >= b, old.dtype.type(0), old + old.dtype.type(1))
    if op == ".dec":
        return np.where((old == 0) | (old > b), b, old - old.dtype.type(1))
    raise ValueError(op)


def f64_atomic_add(old: np.ndarray, b: np.ndarray, space: str) -> np.ndarray:
    """atom/red .add.f64 as the H100/H200 do it (tests/data/kernels/float_atomics_h200.npz):
    a NaN operand passes through, on global memory unchanged (signalling NaNs stay signalling)
    with the operand b's NaN winning over memory's, on shared memory quieted with memory's NaN
    winning; a NaN made from two non-NaNs (inf + -inf) is 0xFFF8000000000000."""
    q = np.uint64(1 << 51)
    with np.errstate(all="ignore"):
        r = old.view(np.float64) + b.view(np.float64)
    an, bn = np.isnan(old.view(np.float64)), np.isnan(b.view(np.float64))
    if space == ".shared":
        nan_in = np.where(an, old | q, b | q)
    else:
        nan_in = np.where(bn, b, old)
    made = np.where(r != r, np.uint64(0xFFF8000000000000), r.view(np.uint64))
    return np.where(an | bn, nan_in, made)


_ATOM_OPS = (".add", ".min", ".max", ".and", ".or", ".xor", ".exch", ".cas", ".inc", ".dec")
_ATOM_TYPES = (".b16", ".b32", ".b64", ".u32", ".u64", ".s32", ".s64", ".f32", ".f64", ".f16", ".bf16",
               ".f16x2", ".bf16x2")


def _half_apply(op: str, el: str, old: np.ndarray, b: np.ndarray) -> np.ndarray:
    """add.noftz / min / max on f16 or bf16 bits (add rounds once to nearest, subnormals kept;
    min/max ignore a NaN input unless both are NaN), through ops_float's definitions."""
    from ptxemu.machine.ops_float import half_arith, minmax_bits

    if op == ".add":
        return half_arith("add", el, [old, b], "rn", False, False)
    return minmax_bits(op == ".max", el, old, b, nan_mode=False)


def _apply_vector(op: str, typ: str, old: np.ndarray, b: np.ndarray, c, sp: str) -> np.ndarray:
    """One atomic update of each row (a lane's scalar or vector) of `old` with `b` (`c` for cas)."""
    if typ in (".f16", ".bf16"):
        return _half_apply(op, typ, old, b)
    if typ in (".f16x2", ".bf16x2"):
        from ptxemu.machine.ops_float import _join2, _split2

        (o0, o1), (b0, b1) = _split2(old), _split2(b)
        return _join2(_half_apply(op, typ[:-2], o0, b0), _half_apply(op, typ[:-2], o1, b1))
    return _atom_apply(op, typ, old, b, c, sp)


@compiles("atom", "red")
def _atom(cx: Cx):
    """atom/red: every op and type of the manual's two syntax blocks (scalar; .v2/.v4/.v8 vectors of
    f32, f16, bf16, f16x2, bf16x2), one update per lane in ascending lane order."""
    if ".async" in cx.ins.qualifiers:
        from ptxemu.machine.ops_async import async_form

        return async_form(cx, _atom_plain(cx))
    return _atom_plain(cx)


def _atom_plain(cx: Cx):
    q = cx.ins.qualifiers
    space = space_of(cx)
    op = next((x for x in q if x in _ATOM_OPS), None)
    typ = next((x for x in q if x in _ATOM_TYPES), None)
    if ".b128" in q:
        return _atom_b128(cx, space, op)
    if op is None or typ is None:
        raise cx.error("atom/red needs an operation and a type")
    if typ in (".f32", ".f64") and op not in (".add", ".exch"):
        raise cx.error(f"{op} is not an atomic operation on {typ}")
    n = vec_count(cx)
    red = cx.ins.opcode == "red"
    ops = list(cx.ins.operands)
    d = None if red else ops.pop(0)
    a = ops.pop(0)
    addr = Addr(cx, a, space)
    if addr.fparam is not None:
        raise cx.error("atomics on parameters are not allowed")
    rbs = cx.srcs(ops[0], typ)
    rc = cx.src(ops[1], typ) if op == ".cas" else None
    wds = cx.dsts(d, typ) if d is not None else []
    if len(rbs) != n or (wds and len(wds) != n):
        raise cx.error(f"{n} element(s) expected in the vector operands")
    bits = type_bits(typ)
    esize = bits // 8
    seq = _sequential_add(op, typ, n)

    def run(st, m):
        lanes = _lanes(st, m)
        li = _lane_index(st, lanes)
        ad = addr.lanes_addr(st, lanes)
        bv = np.stack([r(st)[li] for r in rbs], axis=1)
        cv = rc(st)[li] if rc is not None else None
        olds = np.zeros((len(li), n), UINT[bits])
        for buf, p, off in resolve(st, addr.space, ad, lanes, esize * n, write=True):
            pos = np.arange(len(li))[p]
            view = buf.view(UINT[bits])
            idx = off // esize
            sp = ".shared" if buf is st.smem else ".global"  # shared by space or by generic window
            # global memory may be shared with a launch's other worker processes: their lock
            with M.global_atomic() if sp == ".global" else M.NO_LOCK:
                if seq is not None:  # the same updates in the same (ascending lane) order, compiled
                    o = np.empty(len(idx), UINT[bits])
                    b = np.ascontiguousarray(bv[pos, 0])
                    if typ == ".f32":
                        seq(view, idx.astype(np.int64), b, sp != ".shared", o)
                    else:
                        seq(view, idx.astype(np.int64), b, o)
                    olds[pos, 0] = o
                    continue
                for rnd in _rounds(idx):
                    cols = idx[rnd][:, None] + np.arange(n)
                    old = view[cols]
                    olds[pos[rnd]] = old
                    b = bv[pos[rnd]]
                    cc = cv[pos[rnd]][:, None] if cv is not None else None
                    view[cols] = _apply_vector(op, typ, old, b, cc, sp)
        for k, w in enumerate(wds):
            full = np.zeros(st.L, UINT[bits])
            full[li] = olds[:, k]
            w(st, full, m)

    return run


def _atom_b128(cx: Cx, space: str, op: str | None):
    """atom{.sem}{.scope}{.space}.cas.b128 d, [a], b, c / .exch.b128 d, [a], b (manual 9.7.13.5,
    sm_90): one 16-byte atomic per lane in ascending lane order; cas stores c where the 16 bytes
    equal b; d gets the old 16 bytes. A .b128 register is (L, 2) uint64, low half first."""
    if cx.ins.opcode == "red" or op not in (".cas", ".exch"):
        raise cx.error(".b128 atomics are atom.cas and atom.exch only")
    ops = list(cx.ins.operands)
    if len(ops) != (4 if op == ".cas" else 3):
        raise cx.error(f"atom{op}.b128 takes {'d, [a], b, c' if op == '.cas' else 'd, [a], b'}")
    wd = cx.dst(ops[0], ".b128")
    addr = Addr(cx, ops[1], space)
    if addr.fparam is not None:
        raise cx.error("atomics on parameters are not allowed")
    rb = cx.src(ops[2], ".b128")
    rc = cx.src(ops[3], ".b128") if op == ".cas" else None

    def run(st, m):
        lanes = _lanes(st, m)
        li = _lane_index(st, lanes)
        ad = addr.lanes_addr(st, lanes)
        bv = rb(st)[li]
        cv = rc(st)[li] if rc is not None else None
        olds = np.zeros((len(li), 2), np.uint64)
        for buf, p, off in resolve(st, addr.space, ad, lanes, 16, write=True):
            pos = np.arange(len(li))[p]
            view = buf.view(np.uint64)
            idx = off // 8
            with M.global_atomic() if buf is not st.smem else M.NO_LOCK:
                for rnd in _rounds(idx):
                    cols = idx[rnd][:, None] + np.arange(2)
                    old = view[cols]
                    olds[pos[rnd]] = old
                    if cv is None:
                        view[cols] = bv[pos[rnd]]
                    else:
                        hit = (old == bv[pos[rnd]]).all(axis=1)
                        view[cols[hit]] = cv[pos[rnd]][hit]
        full = np.zeros((st.L, 2), np.uint64)
        full[li] = olds
        wd(st, full, m)

    return run


def _sequential_add(op: str, typ: str, n: int):
    """The compiled loop for scalar atom/red .add on f32 and 32/64-bit integers (machine.compiled.atomics),
    or None (numba absent or switched off: the rounds above)."""
    from ptxemu.numerics import jit

    if op != ".add" or n != 1 or not jit.active():
        return None
    from ptxemu.machine.compiled import atomics

    if typ == ".f32":
        return atomics.add_f32
    if typ in (".u32", ".s32", ".u64", ".s64"):
        return atomics.add_int
    return None


# -- cp.async -----------------------------------------------------------------------------------
_COMPLETION = ("commit_group", "wait_group", "wait_all")


@compiles("cp")
def _cp(cx: Cx):
    q = cx.ins.qualifiers
    if ".bulk" in q:  # cp.async.bulk*, cp.reduce.async.bulk*: machine.ops_bulk
        from ptxemu.machine.ops_bulk import compile_bulk

        return compile_bulk(cx)
    if len(q) >= 2 and q[0] == ".async" and q[1][1:] in _COMPLETION:
        return _cp_completion(cx)  # the copies completed at issue (deferred in checking mode)
    if tuple(q[:3]) == (".async", ".mbarrier", ".arrive"):
        from ptxemu.machine.ops_mbarrier import cp_async_mbarrier_arrive

        return cp_async_mbarrier_arrive(cx)
    if q[:1] != (".async",) or ".bulk" in q or any(x.startswith(".mbarrier") for x in q):
        raise cx.unsupported("cp.async.bulk / TMA / mbarrier completion are not built yet")
    ops = list(cx.ins.operands)
    dst, src, size = ops[0], ops[1], ops[2]
    if not isinstance(size, Imm):
        raise cx.error("cp-size must be an immediate (4, 8 or 16)")
    n = int(size.value)
    if n not in (4, 8, 16):
        raise cx.error("cp-size must be 4, 8 or 16")
    srcsize = (
        cx.src(ops[3], ".u32")
        if len(ops) > 3
        and not (
            isinstance(ops[3], Reg)
            and cx.item.names.get(ops[3].name) is not None
            and cx.k.program.regs[cx.item.names[ops[3].name].index].bits == 64
        )
        else None
    )
    da, sa = Addr(cx, dst, ".shared"), Addr(cx, src, ".global")

    def run(st, m):
        lanes = _lanes(st, m)
        li = _lane_index(st, lanes)
        s_ad = sa.lanes_addr(st, lanes)
        d_ad = da.lanes_addr(st, lanes)
        vals = (
            load(st, ".global", s_ad, lanes, n, 1).view(np.uint8).reshape(len(li), n)
            if n < 16
            else load(st, ".global", s_ad, lanes, 16, 1)
            .reshape(len(li), 2)
            .view(np.uint8)
            .reshape(len(li), 16)
        )
        if srcsize is not None:
            ss = srcsize(st)[li].astype(np.int64)
            vals = np.where(np.arange(n)[None, :] < ss[:, None], vals, np.uint8(0))
        if st.checker is not None:  # deferred until a completion mechanism covers it
            groups = resolve(st, ".shared", d_ad, lanes, n, write=True)
            for buf, p, off in groups:
                st.checker.cp_async(st, li[p], buf, off, np.ascontiguousarray(vals[p]))
            return
        store(st, ".shared", d_ad, lanes, 1, np.ascontiguousarray(vals))

    return run


def _cp_completion(cx: Cx):
    """cp.async.commit_group / wait_group N / wait_all: nothing to do eagerly; in checking mode they
    group and complete the issuing threads' deferred copies."""
    what = cx.ins.qualifiers[1][1:]
    n = int(cx.ins.operands[0].value) if what == "wait_group" else None

    def run(st, m) -> None:
        if st.checker is None:
            return
        lanes = _lane_index(st, _lanes(st, m))
        if what == "commit_group":
            st.checker.cp_commit(st, lanes)
        else:
            st.checker.cp_wait(st, lanes, n)

    return run


@compiles("getctarank")
def _getctarank(cx: Cx):
    """getctarank{.shared::cluster}.type d, a (9.7.9.24): the cluster rank of the CTA whose shared
    memory a addresses; ptxemu's shared::cluster addresses carry the rank in bits 24 and up (as the
    H100's do, see mapa), generic ones inside the launch's shared window."""
    q = cx.ins.qualifiers
    typ = ".u64" if ".u64" in q else ".u32"
    d, a = cx.ins.operands
    ra, wd = cx.src(a, typ), cx.dst(d, ".u32")
    generic = ".shared::cluster" not in q

    def run(st, m):
        x = ra(st).astype(np.uint64)
        if generic:
            sh, _ = in_windows(st, x)
            live = np.ones(st.L, bool) if m is None else m
            bad = live & ~sh
            if bad.any():
                k = int(np.flatnonzero(bad)[0])
                raise PtxMemoryError(
                    f"getctarank: {int(x[k]):#x} is not a generic shared-memory address", lane=k
                )
            x = x - np.uint64(st.windows.shared)
        wd(st, ((x >> np.uint64(24)) & np.uint64(0xFF)).astype(np.uint32), m)

    return run


@compiles("mapa")
def _mapa(cx: Cx):
    """mapa{.space}.type d, a, b: a's location in the CTA of cluster rank b (rank in bits 24+)."""
    q = cx.ins.qualifiers
    typ = ".u64" if ".u64" in q else ".u32"
    d, a, b = cx.ins.operands
    ra, rb, wd = cx.src(a, typ), cx.src(b, ".u32"), cx.dst(d, typ)
    generic = not any(x.startswith(".shared") for x in q)
    low = np.uint64(0xFFFFFF)

    def run(st, m):
        W = np.uint64(st.windows.shared)
        # a rank outside the cluster is not an error here: CUTLASS's sm_120a kernels map every lane's
        # id (0..31) and use only the ranks that exist; an access through such an address is refused
        # (ops_mem.resolve names the rank)
        r = rb(st).astype(np.uint64) & np.uint64(0xFF)
        x = ra(st).astype(np.uint64)
        if generic:
            out = W + (r << np.uint64(24)) + ((x - W) & low)
        else:
            out = (r << np.uint64(24)) | (x & low)
        wd(st, out.astype(np.uint32 if typ == ".u32" else np.uint64), m)

    return run
