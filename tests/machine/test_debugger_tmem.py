"""The debugger's view of Blackwell tensor memory (Debugger.tmem, `xt` in `ptxemu debug`): a CTA's
tensor-memory columns as typed arrays at a stop, on the hand-written tcgen05 GEMM of tcgen05_ptx.py
(kind::f16, M=128, N=64, K=16, f32 accumulators, 512 columns allocated).

Worked by hand: A and B hold multiples of 1/4 in [-2, 2], so every product and every partial sum of
16 of them is exact in f32 and D = A.B computed by numpy in float64 is the accumulator bit for bit,
whatever the order of the sum; with cta_group::1 and M = 128, row i of D is tensor-memory lane i and
column j is column j (the manual's data-path layout for M = 128, 9.7.16.2.3: layout D)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.errors import PtxOperandError
from ptxemu.machine.observing.debug import Debugger

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tcgen05_ptx import gemm_ptx, idesc  # noqa: E402

M, N, K = 128, 64, 16


def _operands():
    rng = np.random.default_rng(34)
    a = (rng.integers(-8, 9, (M, K)) / 4).astype(np.float16)
    b = (rng.integers(-8, 9, (K, N)) / 4).astype(np.float16)
    return a, b


def _debugger(a, b) -> tuple[Debugger, str]:
    ptx = gemm_ptx("f16", rows_a=M, rows_b=N, chunks=2, nk=1, ocols=N)
    ra = a.view(np.uint16).view(np.uint8).reshape(M, -1)
    rb = np.ascontiguousarray(b.T).view(np.uint16).view(np.uint8).reshape(N, -1)
    ide = idesc("f16", M, N, atype=0, btype=0, dtype=1)
    out = np.zeros((M, N), np.uint32)
    args = [ra.copy(), rb.copy(), out, np.zeros(1536, np.uint8), np.uint32(ide)]
    return Debugger(ptxemu.Module(ptx), "tc", 1, 128, args, print_output=False), ptx


def test_tensor_memory_columns_as_typed_arrays():
    a, b = _operands()
    d, _ = _debugger(a, b)
    d.break_at_op("mbarrier.init")  # after warp 0's tcgen05.alloc, before any MMA
    d.run()
    assert d.tmem_allocations() == [(0, 512)]
    assert (d.tmem(0, ".u32", 512) == 0).all()  # zero at launch
    d.op_breaks.clear()
    d.break_at_op("tcgen05.ld")  # the MMA has completed (its commit arrived on the mbarrier)
    stop = d.run()
    assert stop.text.startswith("tcgen05.ld.sync.aligned.32x32b.x32.b32")
    want = a.astype(np.float64) @ b.astype(np.float64)
    got = d.tmem(0, ".f32", N)
    assert got.shape == (M, N) and got.dtype == np.float32
    assert (got.astype(np.float64) == want).all()
    assert (got[:, 0] != 0).any()
    # from lane 32 on, 8 lanes; columns 8..11 (address lane << 16 | column)
    assert (d.tmem(32 << 16 | 8, ".f32", 4, 8) == want[32:40, 8:12]).all()
    # the same cells as halves: two a cell, the low half first
    halves = d.tmem(0, ".u16", 2)
    bits = want[:, :2].astype(np.float32).view(np.uint32)
    assert (halves[:, 0::2] == (bits & 0xFFFF)).all() and (halves[:, 1::2] == (bits >> 16)).all()
    with pytest.raises(PtxOperandError, match="outside 128 lanes x 512 columns"):
        d.tmem(100 << 16, ".f32", 1, 64)
    d.breaks.clear()
    d.op_breaks.clear()
    d.break_at_op("tcgen05.relinquish_alloc_permit")  # after the dealloc: nothing is allocated
    d.cont()
    assert d.tmem_allocations() == []
    with pytest.raises(PtxOperandError, match="column 0 of CTA .* is not allocated now"):
        d.tmem(0, ".f32", 1)
    d.op_breaks.clear()
    assert d.cont() is None


def test_xt_command_prints_lanes(tmp_path, capsys):
    from ptxemu.cli import main

    a, b = _operands()
    _, ptx = _debugger(a, b)
    (tmp_path / "k.ptx").write_text(ptx)
    ra = a.view(np.uint16).view(np.uint8).reshape(M, -1)
    rb = np.ascontiguousarray(b.T).view(np.uint16).view(np.uint8).reshape(N, -1)
    files = []
    for i, x in enumerate((ra, rb, np.zeros((M, N), np.uint32), np.zeros(1536, np.uint8))):
        np.save(tmp_path / f"{i}.npy", x)
        files += ["--arg", str(tmp_path / f"{i}.npy")]
    ide = idesc("f16", M, N, atype=0, btype=0, dtype=1)
    rc = main(["debug", str(tmp_path / "k.ptx"), "--kernel", "tc", "--block", "128", *files,
               "--arg", f"u32:{ide}", "--do", "b tcgen05.ld; c; xt 0x50002 .f32 3 lanes 2; q"])
    out = capsys.readouterr().out.splitlines()
    assert rc == 0, out
    want = a.astype(np.float64) @ b.astype(np.float64)
    assert out[1] == "tensor memory of CTA (0,) (columns allocated: [0, 512)), .f32 per lane:"
    for i, lane in enumerate((5, 6)):
        assert out[2 + i] == f"  lane {lane:3d}: " + " ".join(str(float(v)) for v in want[lane, 2:5])
