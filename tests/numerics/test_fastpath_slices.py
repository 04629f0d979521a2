"""Large batches of the sm_120a `.kind` forms run in cache-sized slices (ops/mma_kind.py): every
entry must come out exactly as when it is computed on its own (a batch of one), with broadcast
batch dimensions, block scales and NaN/inf codes included."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.ops import mma_kind

FORMS = [
    ("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e4m3.e2m1.f32", None, 0),
    ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32"
     ".ue4m3", "ue4m3", 4),
    ("mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e5m2.e3m2.f32"
     ".ue8m0", "ue8m0", 1),
    ("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f16.e5m2.e2m3.f16", None, 0),
]
_BITS = {"e4m3": 8, "e5m2": 8, "e2m1": 4, "e3m2": 6, "e2m3": 6}


@pytest.mark.parametrize("text,stype,sf", FORMS)
def test_sliced_batch_equals_single_entries(text: str, stype: str | None, sf: int,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mma_kind, "_SLICE", 128 * 7)  # slices of 7 entries, a ragged last one
    parts = text.split(".")
    k = int(parts[3].split("k")[1])
    ta, tb = [p for p in parts if p in _BITS][:2]
    f16 = ".f16." in text
    rng = np.random.default_rng(7)
    T = 30
    A = rng.integers(0, 1 << _BITS[ta], (T, 16, k), dtype=np.uint8)
    B = rng.integers(0, 1 << _BITS[tb], (1, k, 8), dtype=np.uint8)  # broadcast over the batch
    if f16:
        C = rng.standard_normal((T, 16, 8)).astype(np.float16).view(np.uint16)
    else:
        C = rng.integers(0, 1 << 32, (T, 16, 8), dtype=np.uint64).astype(np.uint32)  # any f32 code
    kw = {}
    if stype:
        lo, hi = (0x30, 0x48) if stype == "ue4m3" else (100, 150)
        kw = dict(scale_a=rng.integers(lo, hi, (T, 16, sf), dtype=np.uint8),
                  scale_b=rng.integers(lo, hi, (T, sf, 8), dtype=np.uint8))
    D = ptxemu.mma(text, A, B, C, **kw)
    assert D.shape == (T, 16, 8)
    for t in range(T):
        one = {key: v[t:t + 1] for key, v in kw.items()}
        assert np.array_equal(D[t:t + 1], ptxemu.mma(text, A[t:t + 1], B, C[t:t + 1], **one)), t


@pytest.mark.parametrize("text,dt,cdt,mnk,sf", [
    ("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16", np.uint16, np.uint32, (64, 8, 16), 0),
    ("mma.sync.aligned.m16n8k16.row.col.rn.f64.f64.f64.f64", np.uint64, np.uint64, (16, 8, 16), 0),
    ("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32", np.uint8, np.uint32, (16, 8, 32), 0),
    ("mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e4m3.e2m1.f32", np.uint8, np.uint32, (16, 8, 32), 0),
    ("mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3",
     np.uint8, np.uint32, (16, 8, 64), 4),
])
def test_empty_and_unbatched_shapes(text, dt, cdt, mnk, sf) -> None:
    """Batches of 0 and of no dimension at all keep the API's shapes (zeros in: +0 out, by hand)."""
    m, n, k = mnk
    for lead in ((0,), (), (3,)):
        kw = {} if not sf else dict(scale_a=np.full(lead + (m, sf), 0x38, np.uint8),
                                    scale_b=np.full(lead + (sf, n), 0x38, np.uint8))
        D = ptxemu.mma(text, np.zeros(lead + (m, k), dt), np.zeros(lead + (k, n), dt),
                       np.zeros(lead + (m, n), cdt), **kw)
        assert D.shape == lead + (m, n) and D.dtype == cdt
        assert not D.any()
