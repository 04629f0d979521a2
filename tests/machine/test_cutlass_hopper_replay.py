"""CUTLASS's Hopper examples replayed launch by launch from what launchrec recorded on the H100
(tests/data/cutlass, programs and arguments in tools/truth/cutlass/programs.txt): every allocation at
its recorded address, the kernel's real Params struct as the program passed it (tensor maps inside),
and every byte of every allocation compared with what the GPU left.

Each launch is one test. The GEMMs and FMHAs (TMA with multicast into a cluster, mbarrier
transactions, warp-specialised producer/consumer warpgroups, wgmma from descriptors, TMA-store
epilogues, persistent and stream-K schedulers) run in a few seconds; the support kernels that fill
tensors with CUTLASS's random generators run ~2/3 of a billion thread-instructions each and are
marked slow (run them with PTXEMU_SLOW=1), as are the reference GEMM on six more data sets and
h88's abs-diff kernels (1.4e9 thread-instructions, minutes). h62_sparse's sparse GEMM (launch 4:
2:4 wgmma.sp from the compressor's output and metadata) runs like the dense ones.
"""

from __future__ import annotations

import gzip
import os
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.replay import launches, replay_launchrec

DATA = Path(__file__).resolve().parents[1] / "data" / "cutlass"
SLOW = pytest.mark.skipif(
    not os.environ.get("PTXEMU_SLOW"),
    reason="CUTLASS's random-fill kernel: ~6.6e8 thread-instructions, about a minute (PTXEMU_SLOW=1 runs it)",
)

# (program, launch index, what it is); the slow ones are the random fills (BlockForEach<RandomUniform>)
GEMMS = [
    ("h48_tf32_ws", 3, "TF32 warp-specialised cooperative GEMM, 4x2 cluster, TMA multicast"),
    ("h54_fp8_ws", 0, "FP8 warp-specialised GEMM, 1x2 cluster, scaled epilogue"),
    ("h49_builder", 3, "builder: TMA warp-specialised cooperative, 7 stages, persistent"),
    ("h49_builder", 9, "builder: TMA warp-specialised cooperative, 5 stages, persistent"),
    ("h49_builder", 15, "builder: TMA (not warp-specialised), 128 threads"),
    ("h49_builder", 21, "builder: TMA warp-specialised, 256 threads"),
    ("h49_builder", 27, "builder: TMA warp-specialised ping-pong, persistent"),
    ("h49_builder", 33, "builder: cooperative stream-K scheduler (2x66 grid, cross-CTA reduction)"),
    ("h49_builder", 39, "builder: cooperative with an EVT epilogue (scalar broadcast, tree visitor)"),
    ("h62_sparse", 4, "2:4 sparse TMA warp-specialised GEMM (wgmma.sp, compressed A and metadata)"),
    ("h62_sparse", 5, "dense TMA warp-specialised cooperative GEMM (the sparse GEMM's reference)"),
    ("h88_fmha", 3, "FMHA, TMA, one warpgroup (P.V: wgmma with A in registers, B MN-major)"),
    ("h88_fmha", 4, "FMHA, TMA, one warpgroup, second run"),
    ("h88_fmha", 11, "FMHA, TMA warp-specialised (384 threads)"),
    ("h88_fmha", 12, "FMHA, TMA warp-specialised, second run"),
    ("h88_fmha", 19, "FMHA, TMA warp-specialised, persistent tile scheduler"),
    ("h88_fmha", 20, "FMHA, TMA warp-specialised, persistent, second run"),
]
SUPPORT = [
    ("h48_tf32_ws", 4, "reference GEMM"),
    ("h48_tf32_ws", 5, "BlockCompareEqual"),
    ("h88_fmha", 5, "FMHA reference kernel"),
    ("h49_builder", 4, "reference GEMM (GemmComplex)"),
    ("h49_builder", 5, "BlockCompareEqual"),
    ("h49_builder", 11, "BlockCompareEqual"),
    ("h62_sparse", 3, "SM90 structured-sparse compressor (the sparse GEMM's input)"),
    ("h62_sparse", 6, "BlockCompareEqual"),
]
# the same reference GEMM on the other schedules' data: 1.3e8 thread-instructions, 15-40 s each
SLOW_SUPPORT = [("h49_builder", i, "reference GEMM (GemmComplex)") for i in (10, 16, 22, 28, 34, 40)]
# launches run with the checking mode on: it must report nothing on them
CHECKED = [("h48_tf32_ws", 3), ("h49_builder", 9), ("h49_builder", 27), ("h54_fp8_ws", 0), ("h88_fmha", 11)]
FILLS = [("h48_tf32_ws", i, "random fill (uniform, f32)") for i in (0, 1, 2)] + [
    ("h49_builder", 0, "random fill (uniform, f16)"),
    ("h62_sparse", 0, "random fill (uniform, f16)"),
    ("h88_fmha", 0, "random fill (gaussian, f16)"),
    ("h88_fmha", 6, "reference_abs_diff_kernel<half> (1.4e9 thread-instructions, 3-5 minutes)"),
    ("h88_fmha", 7, "reference_abs_diff_kernel<float> (1.4e9 thread-instructions, 3-5 minutes)"),
]
SLOW_SUPPORT_REASON = (
    "CUTLASS's reference GEMM on a schedule's data: 1.3e8 thread-instructions (PTXEMU_SLOW=1)"
)


@cache
def _module(program: str) -> ptxemu.Module:
    with gzip.open(DATA / f"{program}.compute_90a.ptx.gz", "rt") as f:
        return ptxemu.Module(f.read())


def _replay(program: str, index: int, check: bool = False):
    rec = np.load(DATA / f"{program}.npz")
    mod = _module(program)
    if check:  # replay_launchrec has no check flag: the launch gets it through a thin wrapper
        real = mod.launch
        mod = type("Checked", (), {"launch": lambda self, *a, **kw: real(*a, check=True, **kw)})()
    (r,) = replay_launchrec(rec, mod, only={index})
    assert r.stats.thread_instructions > 0
    assert r.differing_bytes == 0, (
        f"{program} launch {index} ({r.kernel[:60]}): {r.differing_bytes} bytes differ"
    )
    return r


def test_the_table_names_the_recorded_kernels():
    for program, index, _what in GEMMS + SUPPORT + FILLS + SLOW_SUPPORT:
        meta = launches(np.load(DATA / f"{program}.npz"))[index]
        assert meta["index"] == index
        assert ("GemmUniversal" in meta["name"] or "Fmha" in meta["name"]) == (
            (program, index, _what) in GEMMS
        )


@pytest.mark.parametrize("program, index, what", GEMMS + SUPPORT)
def test_cutlass_launch_replays_bit_exactly(program, index, what):
    _replay(program, index)


@SLOW
@pytest.mark.parametrize("program, index, what", FILLS)
def test_cutlass_random_fill_replays_bit_exactly(program, index, what):
    _replay(program, index)


@pytest.mark.skipif(not os.environ.get("PTXEMU_SLOW"), reason=SLOW_SUPPORT_REASON)
@pytest.mark.parametrize("program, index, what", SLOW_SUPPORT)
def test_cutlass_reference_gemm_replays_bit_exactly(program, index, what):
    _replay(program, index)


@pytest.mark.parametrize("program, index", CHECKED)
def test_checking_mode_reports_nothing_on_cutlass(program, index):
    r = _replay(program, index, check=True)
    assert r.stats.findings == [], "\n".join(str(f) for f in r.stats.findings)
