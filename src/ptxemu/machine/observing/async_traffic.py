"""The memory traffic of the asynchronous units, per instruction: the bulk copy unit (TMA:
cp.async.bulk and cp.reduce.async.bulk, plain and .tensor) and wgmma's shared-memory operands.

Neither goes through the LSU pipe that Nsight Compute's l1tex__data_pipe_lsu_* and
l1tex__t_*_pipe_lsu_* metrics count (docs/observing.md, "Asynchronous copies"), so they are counted
apart, in bytes:
* a bulk copy moves its size (plain) or its box (tensor: the box's elements times their size,
  in bounds or not; im2col: pixels x channels; gather4/scatter4: 4 rows of box_dim[0]) per
  executing thread; bytes read from or written to global memory, and bytes written to or read from
  shared memory (a shared::cluster -> shared::cta copy moves shared bytes only);
* wgmma.mma_async reads A (when given by a descriptor: 64 x K elements, K/2 stored for .sp) and B
  (K x N) from shared memory once per warpgroup, counted a quarter per executing warp.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from ptxemu.isa.statement import Address, Imm, Vector
from ptxemu.machine.program.step import Cx

IX: dict[str, int] = {}  # the counters' columns (counters.IX, handed in: counters imports this module)


def traffic(kernel: Any, s, ix: dict[str, int]) -> Any:
    """A function (st, row, executing lanes) adding the instruction's bytes to a counters row (its
    columns by name in `ix`), or None when `s` moves no bytes through these units (completion,
    prefetch and wait forms)."""
    global IX
    IX = ix
    ins = s.item.ins
    q = ins.qualifiers
    cx = Cx(kernel, s.item, s.pc)
    if ins.opcode == "wgmma":
        return _wgmma(cx) if ".mma_async" in q else None
    if ".bulk" not in q or ".commit_group" in q or ".wait_group" in q or ".prefetch" in q:
        return None
    return _tensor(cx) if ".tensor" in q else _bulk(cx)


def _spaces(q) -> tuple[str, str]:
    sp = [x for x in q if x.split("::")[0] in (".shared", ".global")]
    return sp[0], sp[1]


def _add(row, dsp: str, ssp: str, n: int, nbytes: int) -> None:
    row[IX["bulk_copies"]] += n
    if ssp.startswith(".global"):
        row[IX["bulk_global_read_bytes"]] += nbytes
    if dsp.startswith(".global"):
        row[IX["bulk_global_write_bytes"]] += nbytes
    both = dsp.startswith(".shared") and ssp.startswith(".shared")  # shared::cta -> shared::cluster
    row[IX["bulk_shared_bytes"]] += nbytes * (2 if both else 1)


def _bulk(cx: Cx):
    q = cx.ins.qualifiers
    dsp, ssp = _spaces(q)
    size = cx.ins.operands[2]
    if isinstance(size, Imm):
        v = int(size.value)
        read = lambda st, lanes: v * len(lanes)  # noqa: E731
    else:
        r = cx.src(size, ".u32")
        read = lambda st, lanes: int(r(st)[lanes].astype(np.int64).sum())  # noqa: E731

    def count(st, row, ex) -> None:
        lanes = np.flatnonzero(ex)
        if len(lanes):
            _add(row, dsp, ssp, len(lanes), read(st, lanes))

    return count


def _tensor(cx: Cx):
    from ptxemu.machine.semantics.access import Addr
    from ptxemu.machine.semantics.bulk_copy import _read_map

    q = cx.ins.qualifiers
    dsp, ssp = _spaces(q)
    load = dsp.startswith(".shared")
    ops = cx.ins.operands
    map_op = ops[1] if load else ops[0]
    if not isinstance(map_op, Address) or not isinstance(map_op.coords, Vector):
        return None  # the semantics name the error when it runs
    tmap = Addr(cx, dataclasses.replace(map_op, coords=None), "")
    gather = any(x in (".tile::gather4", ".tile::scatter4") for x in q)

    def count(st, row, ex) -> None:
        lanes = np.flatnonzero(ex)
        if not len(lanes):
            return
        total = 0
        for ln, a in zip(lanes.tolist(), tmap.lanes_addr(st, lanes).tolist(), strict=True):
            tm, _ = _read_map(st, int(a), ln)
            eb = tm.element_bytes
            if tm.mode == "im2col":
                total += tm.pixels * tm.channels * eb
            elif gather:
                total += 4 * tm.box_dim[0] * eb
            else:
                total += int(np.prod(tm.box_dim)) * eb
        _add(row, dsp, ssp, len(lanes), total)

    return count


def _wgmma(cx: Cx):
    from ptxemu.isa.catalogue import match
    from ptxemu.machine.semantics.tensor_core import _form_name
    from ptxemu.ops.mma_dense import elem_bits

    entry = match(_form_name(cx))
    if entry is None:
        return None
    sparse = ".sp" in entry.modifiers
    k = entry.k
    a_bits = elem_bits(entry.types["atype"])
    b_bits = elem_bits(entry.types.get("btype", entry.types["atype"]))
    a_desc = not isinstance(cx.ins.operands[1], Vector)
    per_group = (64 * (k // 2 if sparse else k) * a_bits // 8 if a_desc else 0) + entry.n * k * b_bits // 8

    def count(st, row, ex) -> None:
        warps = int(ex.reshape(-1, 32).any(axis=1).sum())
        row[IX["wgmma_shared_bytes"]] += warps * per_group // 4

    return count
