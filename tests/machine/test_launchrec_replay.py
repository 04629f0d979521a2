"""Real programs' kernels replayed from what launchrec recorded on the H100: every allocation at its
recorded address (cuBLASLt's 32 MiB workspace included), the raw parameter bytes as the program
passed them, and every byte of every allocation compared after each launch.

The programs are llm.c's dev/cuda kernels (karpathy/llm.c, dev/cuda/*.cu at f1e2ace), built on the
H100 with their own flags (-O3 --use_fast_math, bf16 where they default to it) as PTX-only
binaries for compute_90a with B=2, T=32, C=64, V=300 instead of their benchmark sizes (the kernels
untouched), run under launchrec (LAUNCHREC_MAX=6: the correctness pass at six block sizes) and
packed by launchrec's pack.py; the PTX is nvcc 13.0's from the same build. Only the recordings and
the generated PTX are committed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.launching.replay import replay_launchrec

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels" / "llmc"
PROGRAMS = sorted(p.stem for p in DATA.glob("*.npz"))


@pytest.mark.parametrize("program", PROGRAMS)
def test_llmc_kernel_replays_bit_exactly(program):
    mod = ptxemu.Module((DATA / f"{program}.ptx").read_text())
    rec = np.load(DATA / f"{program}.npz")
    # --use_fast_math turns expf/tanhf/logf/division into .approx forms (gelu: tanh.approx.f32)
    results = replay_launchrec(rec, mod)
    assert len(results) == 6
    for r in results:
        assert r.stats.thread_instructions > 0
        assert r.differing_bytes == 0, f"launch {r.index} ({r.kernel}): {r.differing_bytes} bytes differ"
