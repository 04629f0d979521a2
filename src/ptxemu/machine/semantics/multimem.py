"""multimem.ld_reduce / multimem.st / multimem.red (9.7.9.14) and multimem.cp.reduce.async.bulk
(9.7.9.27): operations on a multimem address, which reach the buffer that each member device of a
multicast object (machine.launching.system) has bound at the same offset.

The forms are read by `isa.catalogue.multimem.multimem_form` (one table for check and execution).
Element arithmetic is the atomics' (machine.semantics.data_movement), which the H100 recorded on global memory
(tests/data/kernels/float_atomics_h200.npz, atomic_*): .add.f32 flushes subnormal inputs and
results and gives the canonical NaN, .add.f64 passes NaN operands, half types add with one
rounding to nearest even and keep subnormals (.noftz), float min/max ignore a NaN unless both are.
What no hardware here can show, and is therefore a named assumption (docs/numerics.md, "multimem"):
that the switch's reduction uses these same element rules; the order of a ld_reduce's combination
(`System.reduce_order`); the fp8 forms (each step rounded to nearest even into the type with
satfinite, as PTX's conversions into fp8 are; .acc::f16 accumulates in f16 and rounds once at the
end); .acc::f32 (IEEE f32 adds, subnormals kept, one rounding to the half type at the end).
Every lane's operation is applied in ascending lane order, each one to every member in member
order (.relaxed.sys per element).
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxMemoryError
from ptxemu.formats import decode, encode
from ptxemu.isa.catalogue.multimem import REG_BITS, multimem_form
from ptxemu.isa.statement import Imm, Vector
from ptxemu.machine.program.program import type_bits
from ptxemu.machine.program.step import UINT, Cx, compiles
from ptxemu.machine.semantics.access import Addr, _lane_index, _lanes, resolve
from ptxemu.machine.semantics.atomic import _atom_apply, _half_apply, _rounds, apply_in_lane_order
from ptxemu.machine.state import memory as M

_FP8 = {".e4m3": "e4m3", ".e5m2": "e5m2"}
_HALF_NAN = {".f16": 0x7FFF, ".bf16": 0x7FFF}


def element_of(ty: str) -> tuple[str, int]:
    """(element type, elements per register) of a multimem data type: .e4m3x4 -> (.e4m3, 4)."""
    for suffix, n in (("x4", 4), ("x2", 2)):
        if ty.endswith(suffix):
            return ty[: -len(suffix)], n
    return ty, 1


def _el_bits(el: str) -> int:
    return 8 if el in _FP8 else type_bits(el)


# -- element arithmetic -------------------------------------------------------------------------
def _fp8_minmax(is_max: bool, el: str, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    xv, yv = decode(x, _FP8[el]), decode(y, _FP8[el])
    xn, yn = np.isnan(xv), np.isnan(yv)
    if is_max:  # -0 < +0
        pick_x = (xv > yv) | ((xv == yv) & ~np.signbit(xv))
    else:
        pick_x = (xv < yv) | ((xv == yv) & np.signbit(xv))
    r = np.where(xn & ~yn, y, np.where(yn & ~xn, x, np.where(pick_x, x, y)))
    return np.where(xn & yn, encode(np.full(x.shape, np.nan), _FP8[el]), r).astype(np.uint8)


def combine(op: str, el: str, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """One reduction step of element codes: x op y (x: memory's or the accumulated value)."""
    if el in _FP8:
        if op in (".min", ".max"):
            return _fp8_minmax(op == ".max", el, x, y)
        with np.errstate(all="ignore"):
            s = decode(x, _FP8[el]) + decode(y, _FP8[el])  # exact: fp8 sums fit a float64
        return encode(s, _FP8[el], "rn", satfinite=True).astype(np.uint8)
    if el in _HALF_NAN:
        return _half_apply(op, el, x, y)
    return _atom_apply(op, el, x, y, None, ".global")


def ld_reduce_elements(op: str, el: str, acc: str, vals: list[np.ndarray], order: str) -> np.ndarray:
    """multimem.ld_reduce of the members' element codes `vals` (member order)."""
    if acc == ".acc::f32":  # half types: exact f32 values, IEEE f32 adds, one rounding at the end
        fmt = el[1:]
        xs = [decode(v, fmt).astype(np.float32) for v in vals]
        s = _fold(lambda a, b: a + b, xs, order)
        out = encode(s, fmt, "rn").astype(np.uint16)
        return np.where(np.isnan(s), np.uint16(_HALF_NAN[el]), out)
    if acc == ".acc::f16":  # fp8: exact f16 codes, f16 adds (one rounding each), fp8 at the end
        xs = [encode(decode(v, _FP8[el]), "f16").astype(np.uint16) for v in vals]
        s = _fold(lambda a, b: _half_apply(".add", ".f16", a, b), xs, order)
        return encode(decode(s, "f16"), _FP8[el], "rn", satfinite=True).astype(np.uint8)
    return _fold(lambda a, b: combine(op, el, a, b), vals, order)


_INT_REDUCE = {
    ".add": np.add,
    ".and": np.bitwise_and,
    ".or": np.bitwise_or,
    ".xor": np.bitwise_xor,
    ".min": np.minimum,
    ".max": np.maximum,
}
_INT_TYPES = (".u32", ".s32", ".u64", ".s64", ".b32", ".b64")


def ld_reduce_stack(op: str, el: str, acc: str, stack: np.ndarray, order: str) -> np.ndarray:
    """ld_reduce_elements of a (members, elements) array of codes, with the same bits: integer
    operations, which any order gives alike, as one numpy reduction; .add.f32 through the compiled
    element-wise add (machine.compiled.atomics.add_f32_rows) when numba is active."""
    if not acc and el in _INT_TYPES and op in _INT_REDUCE:
        v = stack.view(np.int32 if el == ".s32" else np.int64) if el in (".s32", ".s64") else stack
        return _INT_REDUCE[op].reduce(v, axis=0, dtype=v.dtype).view(stack.dtype)
    if not acc and el == ".f32" and op == ".add" and stack.shape[0] > 1:
        from ptxemu.numerics import jit

        if jit.active():
            from ptxemu.machine.semantics.atomic_kernels import add_f32_rows

            def add(x, y):
                out = np.empty(x.shape[0], np.uint32)
                add_f32_rows(x, y, out)
                return out

            return _fold(add, [np.ascontiguousarray(r) for r in stack], order)
    return ld_reduce_elements(op, el, acc, list(stack), order)


def _fold(fn, xs: list[np.ndarray], order: str):
    if order == "tree":
        while len(xs) > 1:
            xs = [fn(xs[i], xs[i + 1]) if i + 1 < len(xs) else xs[i] for i in range(0, len(xs), 2)]
        return xs[0]
    acc = xs[0]
    for x in xs[1:]:
        acc = fn(acc, x)
    return acc


# -- memory of the members ----------------------------------------------------------------------
# A multimem access of a group of lanes reaches one multicast object `mc` at byte offsets `rel`
# (lane order). The three member operations below act on every member's bound memory in member
# order; a distributed System (machine.launching.distributed) carries each one to the processes that hold
# the members and runs the same local_* function there.
def contiguous(rel: np.ndarray, nbytes: int) -> bool:
    """The lanes' accesses are one ascending run (read and written as one slice; distinct addresses)."""
    n = len(rel)
    return (
        n > 0
        and int(rel[-1]) - int(rel[0]) == (n - 1) * nbytes
        and (n == 1 or bool((np.diff(rel) == nbytes).all()))
    )


def _bound(dev: M.Device, d: int, b: int, mc, write: bool) -> tuple[M.Allocation, int]:
    """The allocation holding device d's bound memory at b, and b's offset in it."""
    al = dev.find(b)
    if al is None or b + mc.size > al.address + al.size:
        raise PtxMemoryError(
            f"multicast object at {mc.address:#x}: device {d}'s bound memory at {b:#x} "
            "is no longer allocated",
            address=b,
        )
    if write:
        dev._check_write(al, True, b)
    return al, b - al.address


def _rows_read(data: np.ndarray, offs: np.ndarray, nbytes: int, run: bool) -> np.ndarray:
    if run:
        o = int(offs[0])
        return data[o : o + len(offs) * nbytes].reshape(len(offs), nbytes)
    w = min(nbytes, 8)
    return M.gather(data, offs, w, nbytes // w).reshape(len(offs), -1).view(np.uint8)


def _rows_write(data: np.ndarray, offs: np.ndarray, rows: np.ndarray, run: bool) -> None:
    nbytes = rows.shape[1]
    if run:
        o = int(offs[0])
        data[o : o + rows.size] = rows.reshape(-1)
        return
    w = min(nbytes, 8)
    words = np.ascontiguousarray(rows).view(UINT[w * 8])
    M.scatter(data, offs, w, words.reshape(len(offs), nbytes // w))


def local_load(
    dev: M.Device, d: int, b: int, mc, rel: np.ndarray, nbytes: int, run: bool | None = None
) -> np.ndarray:
    """(lanes, nbytes) bytes of device d's copy (bound at b) at the lanes' offsets (`run`:
    contiguous(rel, nbytes), if the caller knows it)."""
    al, base = _bound(dev, d, b, mc, False)
    run = contiguous(rel, nbytes) if run is None else run
    return _rows_read(al.data, rel.astype(np.int64) + base, nbytes, run)


def local_store(
    dev: M.Device, d: int, b: int, mc, rel: np.ndarray, rows: np.ndarray, run: bool | None = None
) -> None:
    """multimem.st into device d's copy: lanes in ascending order (the highest of lanes that
    collide lands)."""
    al, base = _bound(dev, d, b, mc, True)
    offs = rel.astype(np.int64) + base
    if contiguous(rel, rows.shape[1]) if run is None else run:
        _rows_write(al.data, offs, rows, True)
        return
    for rnd in _rounds(rel):
        _rows_write(al.data, offs[rnd], rows[rnd], False)


def local_update(
    dev: M.Device, d: int, b: int, mc, rel: np.ndarray, rows: np.ndarray, op: str, el: str
) -> None:
    """multimem.red / cp.reduce into device d's copy: memory op rows, element by element, each
    lane's update in ascending lane order; atomic across processes that share the memory (a
    System's ranks in processes hold memory.global_atomic's lock around their read-modify-writes,
    launching.ranks)."""
    with M.global_atomic():
        _update(dev, d, b, mc, rel, rows, op, el)


def _update(dev: M.Device, d: int, b: int, mc, rel: np.ndarray, rows: np.ndarray, op: str, el: str) -> None:
    al, base = _bound(dev, d, b, mc, True)
    offs = rel.astype(np.int64) + base
    nbytes = rows.shape[1]
    e0 = element_of(el)[0]
    edt = UINT[_el_bits(e0)]
    run = contiguous(rel, nbytes)
    es = np.dtype(edt).itemsize
    if not run and e0 not in _FP8 and not (offs % es).any():  # atomic's lane-order loop
        words = al.data[: al.data.size // es * es].view(edt)
        apply_in_lane_order(words, offs // es, np.ascontiguousarray(rows).view(edt), None, op, e0, ".global")
        return
    for rnd in [slice(None)] if run else _rounds(rel):
        o, r = offs[rnd], rows[rnd]
        old = _rows_read(al.data, o, nbytes, run).view(edt)
        new = combine(op, element_of(el)[0], old, np.ascontiguousarray(r).view(edt)).astype(edt)
        _rows_write(al.data, o, np.ascontiguousarray(new).view(np.uint8).reshape(len(o), nbytes), run)


def members_load(system, mc, rel: np.ndarray, nbytes: int) -> np.ndarray:
    """(members, lanes, nbytes): every member's bytes at the lanes' offsets, in member order."""
    if system.dist is not None and not system.dist.direct:  # the turns: messages to the ranks
        return system.dist.load(mc, rel, nbytes)
    run = contiguous(rel, nbytes)
    return np.stack([local_load(system.devices[d], d, b, mc, rel, nbytes, run) for d, b in mc.targets()])


def members_store(system, mc, rel: np.ndarray, rows: np.ndarray) -> None:
    if system.dist is not None and not system.dist.direct:  # the turns: messages to the ranks
        return system.dist.store(mc, rel, rows)
    run = contiguous(rel, rows.shape[1])
    for d, b in mc.targets():
        local_store(system.devices[d], d, b, mc, rel, rows, run)


def members_update(system, mc, rel: np.ndarray, rows: np.ndarray, op: str, el: str) -> None:
    if system.dist is not None and not system.dist.direct:  # the turns: messages to the ranks
        return system.dist.update(mc, rel, rows, op, el)
    targets = mc.targets()
    # one hold of the lock for every member, not one per member: launches running at once (a
    # System's ranks in processes, a launch's workers, distributed ranks on one host) then reach
    # every member's copy in the same order, as the one-process System's turns do (system.lock
    # around the instruction); held member by member, two devices' float reductions interleaved
    # and the members' copies ended with sums in different orders (test_ranks)
    with M.global_atomic():
        for d, b in targets:
            _update(system.devices[d], d, b, mc, rel, rows, op, el)


def _targets(st, addrs: np.ndarray, nbytes: int, li: np.ndarray):
    """[(positions, multicast object, offsets in it)] for multimem lane addresses (one entry per
    multicast object the lanes reach; positions are a slice when it is one)."""
    system = st.device.system
    bad = addrs % np.uint64(min(nbytes, 16)) != 0
    if system is None or bad.any():
        k = int(np.flatnonzero(bad)[0]) if bad.any() else 0
        why = (
            f"misaligned for {nbytes} bytes"
            if bad.any()
            else "the launch's device belongs to no ptxemu.System"
        )
        raise PtxMemoryError(f"multimem access at {int(addrs[k]):#x}: {why}", lane=int(li[k]))
    lo, hi = int(addrs.min()), int(addrs.max())
    one = next(
        (mc for mc in system.multicasts if mc.address <= lo and hi + nbytes <= mc.address + mc.size), None
    )
    if one is not None:
        groups = [(slice(None), one, addrs)]
    else:
        groups = []
        key = addrs // np.uint64(1 << 21)  # multicast objects are 2 MiB-granular
        for a in np.unique(key):
            pos = np.flatnonzero(key == a)
            sub = addrs[pos]
            mc = system.find_multicast(int(sub.min()), int(sub.max() - sub.min()) + nbytes)
            groups.append((pos, mc, sub))
    out = []
    for pos, mc, sub in groups:
        if st.device.index not in mc.members:
            first = int(li[pos][0]) if isinstance(pos, np.ndarray) else int(li[0])
            raise PtxMemoryError(
                f"device {st.device.index} is not a member of the multicast object at {mc.address:#x}",
                lane=first,
            )
        mc.targets()  # every member bound
        out.append((pos, mc, (sub - np.uint64(mc.address)).astype(np.int64)))
    return out


# -- the instructions ---------------------------------------------------------------------------
@compiles("multimem")
def _multimem(cx: Cx):
    q = list(cx.ins.qualifiers)
    if q[:4] == [".cp", ".reduce", ".async", ".bulk"]:
        return _cp_reduce(cx, q[4:])
    sub = q[0] if q else ""
    if sub not in (".ld_reduce", ".st", ".red"):
        raise cx.unsupported(f"multimem{sub} is not an instruction of the manual")
    op, ty, vec, acc, errs = multimem_form(sub, q[1:])
    if errs:
        raise cx.error(errs[0])
    el, _ = element_of(ty)
    rbits = REG_BITS.get(ty) or type_bits(ty)
    n = int(vec[2:]) if vec else 1
    nbytes = n * rbits // 8
    edt = UINT[_el_bits(el)]
    rdt = UINT[rbits]
    ops = cx.ins.operands
    data, aop = (ops[0], ops[1]) if sub == ".ld_reduce" else (ops[1], ops[0])
    space = ".global" if ".global" in q else ""
    addr = Addr(cx, aop, space)
    rtyp = f".b{rbits}"
    items = data.items if isinstance(data, Vector) else (data,)
    if len(items) != n:
        raise cx.error(f"the data operand needs {n} register(s)")

    def lanes_of(st, m):
        lanes = _lanes(st, m)
        return lanes, _lane_index(st, lanes), addr.lanes_addr(st, lanes).astype(np.uint64)

    if sub == ".ld_reduce":
        ws = [cx.dst(x, rtyp) for x in items]

        def run_ld(st, m):
            lanes, li, ad = lanes_of(st, m)
            out = np.zeros((len(li), nbytes), np.uint8)
            system = st.device.system
            with system.lock if system else _null():
                for pos, mc, rel in _targets(st, ad, nbytes, li):
                    vals = members_load(system, mc, rel, nbytes)
                    red = ld_reduce_stack(
                        op, el, acc, vals.view(edt).reshape(len(vals), -1), system.reduce_order
                    )
                    out[pos] = np.ascontiguousarray(red.astype(edt)).view(np.uint8).reshape(-1, nbytes)
            regs = out.view(rdt)
            for k, w in enumerate(ws):
                if isinstance(lanes, slice):
                    w(st, np.ascontiguousarray(regs[:, k]), m)
                    continue
                full = np.zeros(st.L, rdt)
                full[li] = regs[:, k]
                w(st, full, m)

        return run_ld
    rs = [cx.src(x, rtyp) for x in items]

    def run_st(st, m):
        lanes, li, ad = lanes_of(st, m)
        b = np.ascontiguousarray(np.stack([r(st)[li] for r in rs], axis=1).astype(rdt)).view(np.uint8)
        system = st.device.system
        with system.lock if system else _null():
            for pos, mc, rel in _targets(st, ad, nbytes, li):
                if sub == ".st":
                    members_store(system, mc, rel, b[pos])
                else:
                    members_update(system, mc, rel, b[pos], op, el)

    return run_st


def _cp_reduce(cx: Cx, quals: list[str]):
    """multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.op{.noftz}.type [dst], [src], size:
    each issuing thread reduces `size` bytes of its CTA's shared memory into every member's copy,
    element by element (eagerly at issue: the bulk group then has nothing left to wait for)."""
    from ptxemu.isa.catalogue.multimem import CP_REDUCE_TYPES

    op = next((x for x in quals if x in CP_REDUCE_TYPES), None)
    ty = next((x for x in quals if x in CP_REDUCE_TYPES.get(op, ())), None)
    if op is None or ty is None or ".bulk_group" not in quals:
        raise cx.error("multimem.cp.reduce.async.bulk needs .bulk_group, one .redOp and its type")
    dst, src, size = cx.ins.operands
    d_addr = Addr(cx, dst, ".global")
    s_addr = Addr(cx, src, ".shared")
    rsize = cx.const(int(size.value), np.uint32) if isinstance(size, Imm) else cx.src(size, ".u32")
    edt = UINT[type_bits(ty)]

    def run(st, m):
        lanes = _lanes(st, m)
        li = _lane_index(st, lanes)
        da = d_addr.lanes_addr(st, lanes).astype(np.uint64)
        sa = s_addr.lanes_addr(st, lanes).astype(np.uint64)
        nb = rsize(st)[li].astype(np.int64)
        with st.device.system.lock if st.device.system else _null():
            for k in range(len(li)):  # each issuing thread's copy in lane order (few threads issue)
                n = int(nb[k])
                if n % 16 or n <= 0:
                    raise PtxMemoryError(
                        f"multimem.cp.reduce.async.bulk size {n} is not a positive multiple of 16",
                        lane=int(li[k]),
                    )
                if int(sa[k]) % 16 or int(da[k]) % 16:
                    raise PtxMemoryError(
                        "multimem.cp.reduce.async.bulk addresses must be 16-byte aligned", lane=int(li[k])
                    )
                ((buf, _, off),) = resolve(st, ".shared", sa[k : k + 1], li[k : k + 1], 16, write=False)[:1]
                end = int(off[0]) + n
                if end > st.smem_stride * int(st.cta[li[k]]) + st.smem_size:
                    raise PtxMemoryError(
                        f"multimem.cp.reduce.async.bulk reads {n} bytes past the CTA's shared memory",
                        lane=int(li[k]),
                    )
                srcv = buf[int(off[0]) : end].view(edt)
                for _pos, mc, rel in _targets(st, da[k : k + 1], n, li[k : k + 1]):
                    members_update(st.device.system, mc, rel, srcv.view(np.uint8)[None, :].copy(), op, ty)

    return run


class _null:
    def __enter__(self):
        return None

    def __exit__(self, *a):
        return False
