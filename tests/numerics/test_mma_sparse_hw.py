"""Sparse MMA at matrix level against the GPU: every recorded output bit of mma.sp,
mma.sp::ordered_metadata and wgmma.mma_async.sp.

Truth: tests/data/kernels/sparse_outputs.npz, recorded on an H200 (GH100, sm_90a, driver 580) by
tools/truth/kernels/record.py from the inputs tools/truth/kernels/sparse_forms.py makes (raw
registers and shared-memory bytes in, raw D registers out). Here the registers are read back
through ptxemu.layout (A, B, C, D and the metadata operand 'e' with the case's selector) and the
shared-memory images through layouts.smem, and ptxemu.mma must give the hardware's D. The kernel
route (the interpreter) is tests/machine/test_kernels_hw.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.isa.statement import parse_instruction
from ptxemu.layouts import layout, smem
from ptxemu.ops.mma_dense import elem_bits, parse_dense_form
from ptxemu.ops.mma_sparse import stored_columns

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"
_IN = np.load(DATA / "sparse_inputs.npz")
_OUT = np.load(DATA / "sparse_outputs.npz")
_CASES = json.loads(str(_IN["cases"]))


def _smem_read(img: np.ndarray, desc: int, operand: str, major: str, rows: int, cols: int, bits: int):
    off = smem.element_offsets(desc, operand, major, rows, cols, bits).reshape(-1)
    v = np.zeros((img.shape[0], off.size), np.uint64)
    for j in range(bits // 8):  # little-endian element bytes
        v |= img[:, off + j].astype(np.uint64) << np.uint64(8 * j)
    return v.astype({8: np.uint8, 16: np.uint16, 32: np.uint32}[bits]).reshape(-1, rows, cols)


def _operands(c: dict):
    name, text = c["name"], c["form"]
    f = parse_dense_form(parse_instruction(text))
    g = lambda k: _IN[f"{name}/{k}"]  # noqa: E731
    D = _OUT[f"{name}/d"]
    if text.startswith("mma"):
        La, Lb, Lc = (layout(text, o) for o in "abc")
        w = len(g("a")) // (32 * La.regs)
        E = layout(text, "e", selector=c["selector"]).from_registers(g("e").reshape(w, 32, 1))
        return (
            f,
            La.from_registers(g("a").reshape(w, 32, La.regs)),
            Lb.from_registers(g("b").reshape(w, 32, Lb.regs)),
            Lc.from_registers(g("c").reshape(w, 32, Lc.regs)),
            E,
            Lc.from_registers(D.reshape(w, 32, Lc.regs)),
            {},
        )
    Ld = layout(text, "d")
    b = c["grid"][0]
    img = g("img").reshape(b, -1)
    ta = "transA" in name
    tb = "transB" in name or "transAB" in name
    eb = elem_bits(f.atype)
    if "regA" in name:
        A = layout(text, "a").from_registers(g("ar").reshape(b, 128, 4))
    else:
        A = _smem_read(img, c["args"][6][1], "a", "MN" if ta else "K", 64, f.k // 2 if f.sparse else f.k, eb)
    B = _smem_read(img, c["args"][7][1], "b", "MN" if tb else "K", f.k, f.n, eb)
    E = None
    if c["selector"] is not None:
        E = layout(text, "e", selector=c["selector"]).from_registers(g("e").reshape(b, 128, 1))
    kw = {"scale_d": g("sd").astype(bool)[:, None, None], "imm_scale_a": c.get("imm_scale_a", 1)}
    return (
        f,
        A,
        B,
        Ld.from_registers(g("c").reshape(b, 128, Ld.regs)),
        E,
        Ld.from_registers(D.reshape(b, 128, Ld.regs)),
        kw,
    )


@pytest.mark.parametrize("case", _CASES, ids=[c["name"] for c in _CASES])
def test_every_output_bit_matches_the_gpu(case):
    f, A, B, C, E, H, kw = _operands(case)
    D = ptxemu.mma(case["form"], A, B, C, metadata=E, **kw)
    assert D.dtype == H.dtype and D.shape == H.shape
    bad = D != H
    if bad.any():
        kinds = np.array(case["kinds"])[_IN[f"{case['name']}/kind"]]
        per = {k: int(bad[kinds == k].sum()) for k in case["kinds"] if bad[kinds == k].any()}
        pytest.fail(f"{case['form']}: {int(bad.sum())}/{H.size} outputs differ from the GPU {per}")


def test_recording_covers_every_sparse_family():
    """Every sm_90 mma.sp row of the one table, both metadata variants, every selector the manual
    defines for some form, and wgmma.sp for each type family, from descriptors and registers."""
    from ptxemu.isa.catalogue import table

    forms = [c["form"] for c in _CASES]
    for row in table.MMA_SPARSE:
        if row.kind:  # .kind::f8f6f4: sm_120a only
            continue
        for at in row.atypes:
            assert any(row.shape in f and f".{at[1:]}." in f and f.startswith("mma.sp") for f in forms), (
                row,
                at,
            )
    assert any(".sp::ordered_metadata" in f for f in forms) and any("mma.sp.sync" in f for f in forms)
    assert {c["selector"] for c in _CASES if c["form"].startswith("mma")} == {0, 1, 2, 3}
    wg = [c for c in _CASES if c["form"].startswith("wgmma.mma_async.sp")]
    for at in ("f16", "bf16", "tf32", "e4m3", "e5m2", "s8", "u8"):
        assert any(f".{at}" in c["form"] for c in wg), at
    for at in ("f16", "bf16", "tf32", "e5m2", "s8"):  # A from registers
        assert any(f".{at}" in c["form"] and "regA" in c["name"] for c in wg), at
    assert sum(_OUT[f"{c['name']}/d"].size for c in _CASES) > 500_000  # D registers


def test_skipped_rows_of_b_never_reach_d():
    """The 'skipnan' cases put inf/NaN only in rows of B that no stored element of A names: the
    GPU's D is finite there, so the product never reads them (a dense model with zeros in A's
    skipped places would give NaN from 0 x inf)."""
    seen = 0
    for c in _CASES:
        if "skipnan" not in c["kinds"] or c["selector"] is None:
            continue
        f, A, B, C, E, H, kw = _operands(c)
        sel = np.array(c["kinds"])[_IN[f"{c['name']}/kind"]] == "skipnan"
        cols = stored_columns(f, E[sel])
        Bf = B[sel]
        used = np.zeros(Bf.shape[:2], bool)
        np.put_along_axis(used, cols[:, 0], True, axis=1)
        from ptxemu.numerics.fp import FORMATS, decode

        d = decode(Bf, FORMATS[f.btype])
        assert ((d.nan | d.inf).any(axis=2) & ~used).any(), c["name"]  # specials in skipped rows
        out = decode(H[sel], FORMATS[f.dtype])
        assert not out.nan.any(), c["name"]
        seen += 1
    assert seen >= 20
