"""Data movement: mov, ld, st, cvta, isspacep, atom, red, cp.async, getctarank, mapa (manual 9.7.9,
9.7.13).

Addressing and access checks are machine.semantics.access; the atomic arithmetic is
machine.semantics.atomic. cp.async copies at issue: completion mechanisms then have nothing left
to wait for.
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxMemoryError
from ptxemu.isa.statement import Imm, Reg, Vector
from ptxemu.machine.program.program import type_bits
from ptxemu.machine.program.step import FLOAT, UINT, Cx, compiles
from ptxemu.machine.semantics.access import (
    _LDST_TYPES,
    SPACES,
    Addr,
    _lane_index,
    _lanes,
    data_type,
    in_windows,
    load,
    resolve,
    space_of,
    store,
    vec_count,
)
from ptxemu.machine.semantics.atomic import _ATOM_OPS, _ATOM_TYPES, _rounds, apply_in_lane_order
from ptxemu.machine.state import memory as M
from ptxemu.machine.state.registers import State


def _mov_vector(cx: Cx, typ: str, n: int, d, a):
    """mov.v2/.v4 (manual 6.4.3): element by element between vector registers and braces (every
    source read before any destination is written: `mov.v2.u32 v, {v.y, v.x}` swaps).

    An immediate or a scalar register of the type's width (undocumented; ptxas 13.0 compiles it) is
    split into n equal unsigned parts, low part first, as ptxas 13.0's SASS does:
    - integer elements: each part zero-extended (mov.v2.u32 v, s: LOP3 s & 0xffff, PRMT s 0x7732 for
      s >> 16; .v4.u32 bytes by PRMT 0x7770/0x7771; .v2.u64 the 32-bit halves; .v2.s16 bytes, not
      sign-extended);
    - where a part would be narrower than a byte (.v4 of a 16-bit type) the whole scalar goes to the
      first element and the others are 0 (mov.v4.u16 v, 0x1234: R4 = 0x00001234, R5 = RZ);
    - float elements: each part converted to the float, exactly (.v2.f32: I2F.U16 of s.H0 and s.H1;
      .v4.f32: I2FP.F32.U32 of the bytes; .v2.f64: I2F.F64.U32 of the halves; mov.v2.f32 v, 0fC0490FDB
      gives 4059.0 = 0x457DB000 and 49225.0 = 0x47404900)."""
    dsts = cx.vector_members(d)
    if dsts is None or len(dsts) != n:
        raise cx.error(f"the destination of mov.v{n} must be a vector of {n}")
    writes = [None if isinstance(x, Reg) and x.name == "_" else cx.dst(x, typ) for x in dsts]
    srcs = cx.vector_members(a)
    if srcs is not None:
        if len(srcs) != n:
            raise cx.error(f"the source of mov.v{n} must be a vector of {n}")
        if any(isinstance(x, Reg) and x.name == "_" for x in srcs):
            raise cx.unsupported(f"a sink '_' in the source of mov.v{n}{typ}: ptxas 13.0 accepts it (.b32), "
                                 "what the destination element then holds is not known")
        reads = [cx.src(x, typ) for x in srcs]

        def run(st, m):
            vals = [r(st) for r in reads]
            for w, v in zip(writes, vals, strict=True):
                if w is not None:
                    w(st, v, m)

        return run
    bits = type_bits(typ)
    part = bits // n
    read = cx.src(a, f".b{bits}")
    dt = UINT[bits]
    if part < 8:  # only .v4 of a 16-bit type: the scalar in the first element, zeros after it
        def first(st, m):
            v = read(st)
            for k, w in enumerate(writes):
                if w is not None:
                    w(st, v if k == 0 else np.zeros_like(v), m)

        return first
    mask = dt((1 << part) - 1)
    to_float = FLOAT[bits] if typ[1] == "f" else None

    def split(st, m):
        v = read(st)
        for k, w in enumerate(writes):
            if w is not None:
                p = (v >> dt(k * part)) & mask
                if to_float is not None:  # exact: a part of at most 16 bits into .f32, 32 into .f64
                    p = p.astype(to_float).view(dt)
                w(st, p, m)

    return split


@compiles("mov")
def _mov(cx: Cx):
    typ = next((q for q in cx.ins.qualifiers if q in _LDST_TYPES), None)
    if typ is None:
        raise cx.error("mov needs a type")
    d, a = cx.ins.operands
    vec = next((q for q in cx.ins.qualifiers if q in (".v2", ".v4")), None)
    if vec is not None:
        return _mov_vector(cx, typ, int(vec[2:]), d, a)
    # a whole vector register packs and unpacks like the brace of its members (`mov.b64 %rd, v2`)
    a = Vector(tuple(cx.vector_members(a))) if isinstance(a, Reg) and cx.vector_members(a) else a
    d = Vector(tuple(cx.vector_members(d))) if isinstance(d, Reg) and cx.vector_members(d) else d
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
        from ptxemu.machine.semantics.async_copy import async_form

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
    if n > 1 and len(items) == 1:  # the form table lets st.async.vN take a scalar (ptxas 13.0 does)
        raise cx.unsupported(f"a scalar as the .v{n} data of '{cx.ins.name}': ptxas 13.0 accepts it, what "
                             "it stores is not known")
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
    from ptxemu.machine.semantics.multimem import _targets, members_store

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


@compiles("atom", "red")
def _atom(cx: Cx):
    """atom/red: every op and type of the manual's two syntax blocks (scalar; .v2/.v4/.v8 vectors of
    f32, f16, bf16, f16x2, bf16x2), one update per lane in ascending lane order."""
    if ".async" in cx.ins.qualifiers:
        from ptxemu.machine.semantics.async_copy import async_form

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

    def run(st, m):
        lanes = _lanes(st, m)
        li = _lane_index(st, lanes)
        ad = addr.lanes_addr(st, lanes)
        bv = np.stack([r(st)[li] for r in rbs], axis=1)
        cv = rc(st)[li][:, None] if rc is not None else None
        olds = np.zeros((len(li), n), UINT[bits])
        for buf, p, off in resolve(st, addr.space, ad, lanes, esize * n, write=True):
            pos = np.arange(len(li))[p]
            sp = ".shared" if buf is st.smem else ".global"  # shared by space or by generic window
            # global memory may be shared with a launch's other worker processes: their lock
            with M.global_atomic() if sp == ".global" else M.NO_LOCK:
                olds[pos] = apply_in_lane_order(
                    buf.view(UINT[bits]), off // esize, bv[pos], None if cv is None else cv[pos], op, typ, sp
                )
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


# -- cp.async -----------------------------------------------------------------------------------
_COMPLETION = ("commit_group", "wait_group", "wait_all")


@compiles("cp")
def _cp(cx: Cx):
    q = cx.ins.qualifiers
    if ".bulk" in q:  # cp.async.bulk*, cp.reduce.async.bulk*: machine.semantics.bulk_copy
        from ptxemu.machine.semantics.bulk_copy import compile_bulk

        return compile_bulk(cx)
    if len(q) >= 2 and q[0] == ".async" and q[1][1:] in _COMPLETION:
        return _cp_completion(cx)  # the copies completed at issue (deferred in checking mode)
    if tuple(q[:3]) == (".async", ".mbarrier", ".arrive"):
        from ptxemu.machine.semantics.mbarrier import cp_async_mbarrier_arrive

        return cp_async_mbarrier_arrive(cx)
    if q[:1] != (".async",) or ".bulk" in q or any(x.startswith(".mbarrier") for x in q):
        raise cx.unsupported("cp.async.bulk / TMA / mbarrier completion are not built yet")
    # the operands by the role the form table gives each position (catalogue.async_copy): with
    # .L2::cache_hint the operand after cp-size is the cache policy, a hint that reads nothing here
    from ptxemu.isa.catalogue.async_copy import cp_async_operands

    roles = cp_async_operands(cx.ins)
    if not roles:
        raise cx.error(f"'{cx.ins.name}' with {len(cx.ins.operands)} operands is not a form of cp.async")
    dst, src, size = roles["dst"], roles["src"], roles["cp-size"]
    if not isinstance(size, Imm):
        raise cx.error("cp-size must be an immediate (4, 8 or 16)")
    n = int(size.value)
    if n not in (4, 8, 16):
        raise cx.error("cp-size must be 4, 8 or 16")
    source = _cp_source(cx, roles.get("src-size|ignore-src"))
    da, sa = Addr(cx, dst, ".shared"), Addr(cx, src, ".global")

    def run(st, m):
        lanes = _lanes(st, m)
        li = _lane_index(st, lanes)
        s_ad = sa.lanes_addr(st, lanes)
        d_ad = da.lanes_addr(st, lanes)
        if source is None:
            vals = _cp_read(st, s_ad, lanes, n, len(li))
        else:
            vals = _cp_read_some(st, s_ad, li, n, source[0], source[1](st)[li])
        if st.checker is not None:  # deferred until a completion mechanism covers it
            groups = resolve(st, ".shared", d_ad, lanes, n, write=True)
            for buf, p, off in groups:
                st.checker.cp_async(st, li[p], buf, off, np.ascontiguousarray(vals[p]))
            return
        store(st, ".shared", d_ad, lanes, 1, np.ascontiguousarray(vals))

    return run


def _cp_source(cx: Cx, op):
    """cp.async's src-size / ignore-src operand (its role in the form table, catalogue.async_copy):
    ("size", reader) for src-size, ("ignore", reader) for the ignore-src predicate (`!p` too), None
    when absent. The cache policy, where written, is a hint and is not read."""
    if op is None:
        return None
    sn = cx.item.names.get(op.name) if isinstance(op, Reg) else None
    if isinstance(op, Reg) and (op.negated or (sn is not None and sn.kind == "reg"
                                               and cx.k.program.regs[sn.index].type == ".pred")):
        return "ignore", cx.pred(op)
    return "size", cx.src(op, ".u32")


def _cp_read(st: State, addr: np.ndarray, lanes, n: int, count: int) -> np.ndarray:
    """(count, n) bytes: all n source bytes of every lane, bounds-checked."""
    if n < 16:
        return load(st, ".global", addr, lanes, n, 1).view(np.uint8).reshape(count, n)
    return load(st, ".global", addr, lanes, 16, 1).reshape(count, 2).view(np.uint8).reshape(count, 16)


def _cp_read_some(st: State, addr: np.ndarray, li: np.ndarray, n: int, kind: str, v: np.ndarray):
    """The bytes a cp.async with src-size or ignore-src copies: per lane, the first src-size bytes
    of the source (n when the size is n, none when ignore-src is true), the rest zeros. Only the
    bytes read are bounds-checked (a prefetch past the end with src-size 0 reads nothing), as the
    manual says (tests/machine/test_cp_async_src_size.py, test_issue35.py)."""
    if kind == "ignore":
        ss = np.where(v.astype(bool), 0, n)
    else:
        ss = v.astype(np.int64)
        if (ss > n).any():
            k = int(np.flatnonzero(ss > n)[0])
            raise PtxMemoryError(
                f"cp.async src-size {int(ss[k])} is larger than cp-size {n} (undefined in the manual)",
                lane=int(li[k]),
            )
    vals = np.zeros((len(li), n), np.uint8)
    full = ss == n
    if full.all():
        return _cp_read(st, addr, li, n, len(li))
    if full.any():
        vals[full] = _cp_read(st, addr[full], li[full], n, int(full.sum()))
    part = np.flatnonzero((ss > 0) & (ss < n))
    if len(part):
        bad = part[(addr[part] % np.uint64(n)) != 0]
        if len(bad):
            k = int(bad[0])
            at = int(addr[k])
            raise PtxMemoryError(f"misaligned {n}-byte access at {at:#x} (global address)", lane=int(li[k]))
        for j in range(int(ss[part].max())):  # byte j of the lanes that read more than j bytes
            sel = part[ss[part] > j]
            vals[sel, j] = load(st, ".global", addr[sel] + np.uint64(j), li[sel], 1, 1)[:, 0]
    return vals


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
        # (access.resolve names the rank)
        r = rb(st).astype(np.uint64) & np.uint64(0xFF)
        x = ra(st).astype(np.uint64)
        if generic:
            out = W + (r << np.uint64(24)) + ((x - W) & low)
        else:
            out = (r << np.uint64(24)) | (x & low)
        wd(st, out.astype(np.uint32 if typ == ".u32" else np.uint64), m)

    return run
