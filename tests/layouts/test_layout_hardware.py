"""Layouts vs recorded H100 results (tests/data/layouts/layout_hw.npz, recorded by
tools/truth/layout_probe.py). The probe kernels embed no layout: they load raw registers / raw
shared-memory bytes, run one instruction and store raw registers / bytes. Here those raw values
are mapped through ptxemu's tables and must satisfy D = A @ B (+ C) exactly (small integers,
exact in every type), or equal the moved bytes for ldmatrix/stmatrix.
"""

from __future__ import annotations

import json
from pathlib import Path

import layout_hwmodel as hwmodel
import numpy as np
import pytest

import ptxemu
from ptxemu.host import read_text
from ptxemu.layouts import smem
from ptxemu.layouts.fragments import smem_row_bits
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "layouts"
NPZ, META = DATA / "layout_hw.npz", DATA / "layout_hw.json"  # kept compressed: .npz.xz, .json.xz
RECORDED = NPZ.with_name(NPZ.name + ".xz").exists()

pytestmark = pytest.mark.skipif(not RECORDED, reason="no recorded hardware data")


def _load():
    return load_npz(NPZ), json.loads(read_text(META))


_DATA = _load() if RECORDED else (None, {"wgmma": [], "mma": [], "ldst": []})
REC, META_J = _DATA
K_OF = {"f16": 16, "bf16": 16, "tf32": 8, "e4m3": 32, "e5m2": 32, "s8": 32, "u8": 32, "b1": 256}


def _matmul(A, B, etype_a):
    if etype_a == "b1":  # .and.popc: D = sum_k (a & b)
        return A.astype(np.int64) @ B.astype(np.int64)
    return A @ B


def _wgmma_expect(case):
    d, a, b, n = case["d"], case["a"], case["b"], case["n"]
    K = K_OF[a]
    ins = f"wgmma.mma_async.sync.aligned.m64n{n}k{K}.{d}.{a}.{b}" + (".and.popc" if a == "b1" else "")
    img = np.concatenate(
        [hwmodel.image(META_J["half"], a), hwmodel.image(2 * META_J["half"], b)[META_J["half"] :]]
    )
    unit = "bit" if a == "b1" else "byte"
    eb = hwmodel.BITS[b]
    addr_b = smem.element_offsets(case["descb"], "b", "MN" if case["tb"] else "K", K, n, eb, unit=unit)
    Bm = hwmodel.decode_int(hwmodel.read_elements(img, addr_b, b), b)
    if case["src"] == "rs":
        Am = hwmodel.decode_int(ptxemu.layout(ins, "a").from_registers(REC[case["tag"] + "_a"]), a)
    else:
        addr_a = smem.element_offsets(
            case["desca"], "a", "MN" if case["ta"] else "K", 64, K, hwmodel.BITS[a], unit=unit
        )
        Am = hwmodel.decode_int(hwmodel.read_elements(img, addr_a, a), a)
    got = hwmodel.decode_int(ptxemu.layout(ins, "d").from_registers(REC[case["tag"] + "_d"]), d)
    return _matmul(Am, Bm, a), got


WG = [c for c in META_J["wgmma"]]


def _base_offset(case) -> int:
    return max(smem.decode_descriptor(case[k]).base_offset for k in ("desca", "descb") if case.get(k))


@pytest.mark.parametrize("case", WG, ids=lambda c: c["tag"])
def test_wgmma(case):
    want, got = _wgmma_expect(case)
    assert np.array_equal(want, got), f"{case['tag']}: {np.argwhere(want != got)[:5]}"


def test_wgmma_coverage():
    """Every swizzle mode x major-ness x operand, non-zero base offsets and every n are recorded."""
    seen = set()
    for c in WG:
        for op, key, tr in (("a", "desca", "ta"), ("b", "descb", "tb")):
            if c.get(key):
                seen.add((op, smem.decode_descriptor(c[key]).swizzle, c[tr]))
    assert len(seen) == 16
    assert sum(_base_offset(c) > 0 for c in WG) > 100
    assert {c["n"] for c in WG if c["a"] == "f16" and c["d"] == "f32"} == set(range(8, 257, 8))


@pytest.mark.parametrize("case", META_J["mma"], ids=lambda c: c["tag"])
def test_mma_sync(case):
    ins = case["form"]
    d, a, b, c = case["types"]
    La, Lb, Lc, Ld = (ptxemu.layout(ins, op) for op in "abcd")
    Ra, Rb, Rc, Rd = (REC[f"{case['tag']}_{x}"] for x in "abcd")
    if La.copies > 1:
        # m8n8k4 .f16: quad-pair q (lanes 4q..4q+3, 16+4q..16+4q+3) computes its own MMA
        for q in range(4):
            lanes = np.array([4 * q + j for j in range(4)] + [16 + 4 * q + j for j in range(4)])
            perm = np.arange(32)
            perm[lanes], perm[lanes - 4 * q] = lanes - 4 * q, lanes  # move quad-pair q to pair 0
            A = hwmodel.decode_int(La.from_registers(Ra[perm]), a)
            B = hwmodel.decode_int(Lb.from_registers(Rb[perm]), b)
            C = hwmodel.decode_int(Lc.from_registers(Rc[perm]), c)
            D = hwmodel.decode_int(Ld.from_registers(Rd[perm]), d)
            assert np.array_equal(A @ B + C, D), (ins, q)
        return
    A = hwmodel.decode_int(La.from_registers(Ra), a)
    B = hwmodel.decode_int(Lb.from_registers(Rb), b)
    C = hwmodel.decode_int(Lc.from_registers(Rc), c)
    D = hwmodel.decode_int(Ld.from_registers(Rd), d)
    assert np.array_equal(_matmul(A, B, a) + C, D), ins


@pytest.mark.parametrize("case", META_J["ldst"], ids=lambda c: c["tag"])
def test_ldmatrix_stmatrix(case):
    L = ptxemu.layout(case["form"], "r")
    offs = REC[case["tag"] + "_offs"].astype(np.int64)
    # byte address of every element: thread R supplies the address of shared-memory row R
    addr = offs[L.row] + smem_row_bits(L) // 8
    if case["form"].startswith("ldmatrix"):
        img = REC[case["tag"] + "_img"]
        regs = REC[case["tag"] + "_out"][: 32 * L.regs].reshape(32, L.regs)
        want = img[addr].astype(np.uint32) | (img[addr + 1].astype(np.uint32) << 8)
        got = (regs[L.thread, L.reg] >> (16 * L.slot).astype(np.uint32)) & 0xFFFF
    else:
        out = REC[case["tag"] + "_out"].view(np.uint8)
        # the kernel reads thread t's registers from words [t*num, (t+1)*num) of the buffer
        regs = REC[case["tag"] + "_regs"].ravel()[: 32 * L.regs].reshape(32, L.regs)
        got = out[addr].astype(np.uint32) | (out[addr + 1].astype(np.uint32) << 8)
        want = (regs[L.thread, L.reg] >> (16 * L.slot).astype(np.uint32)) & 0xFFFF
        # and nothing else was written
        touched = np.zeros(out.size, bool)
        touched[addr], touched[addr + 1] = True, True
        assert not out[~touched].any()
    assert np.array_equal(want, got), case["tag"]


def test_recorded_on_hopper():
    assert "H100" in META_J.get("device", "") or "H200" in META_J.get("device", "")
