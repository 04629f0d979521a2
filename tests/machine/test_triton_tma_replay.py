"""Triton 3.6 kernels with host-side tensor descriptors, recorded on the H100 and replayed.

Recorded by tools/truth/triton_tma/record.py (tutorials 09-persistent-matmul's descriptor-persistent
matmul, fp16 with the subtiled epilogue and fp8 e4m3, 256x256x256; 06-fused-attention's _attn_fwd_tma,
causal and full, Z=1 H=2 N_CTX=128 HEAD_DIM=64): Triton's PTX, the raw parameter bytes laid out at the
PTX's .param declarations (each descriptor is its 128-byte CUtensorMap as Triton's launcher passes it,
then its shape and strides; the trailing global/profile scratch pointers are null) and every tensor
before and after the launch, in launchrec's packed layout so replay_launchrec runs them.

Launches ptxemu cannot run yet are in EXPECTED with the error they raise today; such a test fails as soon
as the launch runs, and the entry must then go (the launch must then match the H100 byte for byte).
"""

from __future__ import annotations

import gzip
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.launching.replay import launches, replay_launchrec

DATA = Path(__file__).resolve().parents[1] / "data" / "triton_tma"
CASES = sorted(p.stem for p in DATA.glob("*.npz"))

EXPECTED: dict[str, tuple[type, str]] = {}  # every recorded kernel equals the H100 today


def _replay(case: str):
    rec = np.load(DATA / f"{case}.npz")
    with gzip.open(DATA / f"{case}.ptx.gz", "rt") as f:
        mod = ptxemu.Module(f.read())
    (r,) = replay_launchrec(rec, mod)
    assert r.stats.thread_instructions > 0
    assert r.differing_bytes == 0, f"{case}: {r.differing_bytes} bytes differ from the H100"


def test_recordings_are_what_the_kernels_take():
    """Each recording holds one CUtensorMap per descriptor argument, each encoded once by Triton's
    launcher (fill_tma_descriptor), at a 64-byte aligned offset of the parameter space as the PTX
    declares it (.param .align 64 .b8 [128])."""
    assert len(CASES) == 4
    for case in CASES:
        rec = np.load(DATA / f"{case}.npz")
        (meta,) = launches(rec)
        assert meta["status"][:2] == ["0", "0"] and meta["triton"] == "3.6.0"
        maps = [(o, n) for o, n in meta["params"] if n == 128]
        assert len(maps) == sum(s.startswith("tensordesc") for s in meta["signature"].values())
        assert len(maps) == len(meta["encodes"])
        raw = rec["000_params"]
        for offset, n in maps:
            assert offset % 64 == 0
            assert raw[offset : offset + n].any()


@pytest.mark.parametrize("case", CASES)
def test_triton_tma_kernel_replays(case):
    expect = EXPECTED.get(case)
    if expect is None:
        _replay(case)
        return
    exc, msg = expect
    with pytest.raises(exc) as info:
        _replay(case)
    assert msg in str(info.value), f"{case} now fails differently: {info.value}"


@pytest.mark.parametrize("case", CASES)
def test_checking_mode_reports_nothing_on_triton_tma(case):
    rec = np.load(DATA / f"{case}.npz")
    with gzip.open(DATA / f"{case}.ptx.gz", "rt") as f:
        mod = ptxemu.Module(f.read())
    real = mod.launch
    checked = type("Checked", (), {"launch": lambda self, *a, **kw: real(*a, check=True, **kw)})()
    (r,) = replay_launchrec(rec, checked)
    assert r.differing_bytes == 0
    assert r.stats.findings == [], "\n".join(str(f) for f in r.stats.findings)
