"""The arithmetic of atom and red (manual 9.7.13.5-6): rounds of distinct addresses in lane order,
one update per lane, for every operation and type (the reference); the same updates as chains
accumulated by numpy (atomic_chains) and as numba's compiled loop (atomic_kernels).

Atomics apply in ascending lane order, one update per lane (the H100's order inside a warp);
multimem and bulk reductions (cp.reduce.async.bulk) apply their elements through the same
definitions.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import numpy as np

from ptxemu.machine.program.step import is_signed


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
    min/max ignore a NaN input unless both are NaN), through floating's definitions."""
    from ptxemu.machine.semantics.floating import half_arith, minmax_bits

    if op == ".add":
        return half_arith("add", el, [old, b], "rn", False, False)
    return minmax_bits(op == ".max", el, old, b, nan_mode=False)


def _apply_vector(op: str, typ: str, old: np.ndarray, b: np.ndarray, c, sp: str) -> np.ndarray:
    """One atomic update of each row (a lane's scalar or vector) of `old` with `b` (`c` for cas)."""
    if typ in (".f16", ".bf16"):
        return _half_apply(op, typ, old, b)
    if typ in (".f16x2", ".bf16x2"):
        from ptxemu.machine.semantics.floating import _join2, _split2

        (o0, o1), (b0, b1) = _split2(old), _split2(b)
        return _join2(_half_apply(op, typ[:-2], o0, b0), _half_apply(op, typ[:-2], o1, b1))
    return _atom_apply(op, typ, old, b, c, sp)


# A round of the numpy route costs 20-150 us, about a thousand element-operations (numerics.jit.ready,
# which decides when loading numba for the compiled loop pays).
_ROUND_WORK = 1024

# The route apply_in_lane_order takes: None chooses (below); tests name one ("compiled", "chains",
# "rounds") to compare them, all giving the same bits.
_forced: list[str | None] = [None]


@contextmanager
def route(name: str | None) -> Iterator[None]:
    """Run atomics through one route inside this block: "compiled" (atomic_kernels' loop, numba),
    "chains" (atomic_chains' accumulations), "rounds" (the numpy rounds, the reference); where
    the named route does not apply, the rounds."""
    old = _forced[0]
    _forced[0] = name
    try:
        yield
    finally:
        _forced[0] = old


def _compiled(idx: np.ndarray, wait: bool):
    """atomic_kernels.apply_rows where numba is active and worth using for these lanes, else None;
    `wait`: only where numba is loaded already or this process's numpy work says loading it pays."""
    from ptxemu.numerics import jit

    if not jit.active() or len(idx) < 2:
        return None
    if wait and not jit.ready(0, _WARM):
        rounds = int(np.unique(idx, return_counts=True)[1].max())
        if not jit.ready(rounds * _ROUND_WORK, _WARM):
            return None
    from ptxemu.machine.semantics.atomic_kernels import apply_rows

    return apply_rows


# the loader thread's warm-up of atomic_kernels (numerics.jit.ready)
_WARM = "ptxemu.machine.semantics.atomic_kernels:warm"


def _compiled_ready() -> bool:
    """numba and atomic_kernels are loaded: the compiled loop runs without waiting for them."""
    from ptxemu.numerics import jit

    return jit.active() and jit.ready(0, _WARM)


# A row of atomic_chains' bf16 steps costs 5-10 us, about 120 element-operations.
_ROW_WORK = 120


def _rows_pay(rows: int) -> bool:
    """Step `rows` bf16 rows with numpy unless the process's numpy work says loading numba for the
    compiled loop pays (numerics.jit.ready)."""
    from ptxemu.numerics import jit

    return not (jit.active() and jit.ready(rows * _ROW_WORK, _WARM))


def apply_in_lane_order(
    view: np.ndarray, idx: np.ndarray, b: np.ndarray, c: np.ndarray | None, op: str, typ: str, sp: str
) -> np.ndarray:
    """The atomic updates of a group of lanes, one per lane in ascending lane order: row j of `b`
    ((lanes, n) codes; `c` the same for cas) updates the n elements view[idx[j]:idx[j] + n] of
    memory's words `view` (the element type's unsigned dtype) on space `sp` (".global"/".shared").
    Returns the (lanes, n) values each lane found. The compiled loop where numba is loaded already,
    else the chains (atomic_chains: a few numpy calls, no numba to load), else the compiled loop
    where loading numba pays, else the numpy rounds: the same bits."""
    forced = _forced[0]
    fn = None
    if forced == "compiled" or (forced is None and _compiled_ready()):
        fn = _compiled(idx, wait=False)
    if fn is None and forced in (None, "chains") and len(idx) > 1:
        from ptxemu.machine.semantics.atomic_chains import apply_chains

        olds = apply_chains(view, idx, b, c, op, typ, sp, None if forced else _rows_pay)
        if olds is not None:
            return olds
    if fn is None and forced in (None, "compiled"):
        fn = _compiled(idx, wait=forced is None)
    n = b.shape[1]
    olds = np.empty((len(idx), n), view.dtype)
    if fn is not None:
        from ptxemu.machine.semantics.atomic_kernels import KINDS, OPS

        cc = b if c is None else np.ascontiguousarray(c)
        fn(view, idx.astype(np.int64), np.ascontiguousarray(b), cc, olds, OPS[op], KINDS[typ],
           view.dtype.itemsize * 8, sp == ".shared")
        return olds
    for rnd in _rounds(idx):
        cols = idx[rnd][:, None] + np.arange(n)
        old = view[cols]
        olds[rnd] = old
        view[cols] = _apply_vector(op, typ, old, b[rnd], None if c is None else c[rnd], sp)
    return olds
