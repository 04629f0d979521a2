"""Captures made on an H100 (driver 580.159.04) with `ptxemu capture` itself, replayed here: every
recorded launch runs from its recorded state and every byte it reached is compared with what the GPU
left (tests/data/captures/h100/README.md: the programs, the jobs that made them, sizes and timings).

Where a kernel adds floats atomically across warps the GPU fixes no order, so one recording cannot
be matched bit for bit; there the test checks the rule instead: the differing bytes are the
atomically summed word alone, and both the GPU's and the replay's value lie within the worst-case
rounding error of a float32 sum of those terms in any order (Higham's bound for recursive summation,
gamma_{n-1} * sum |x_i|, around the exact sum computed in float64).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu.capture
from ptxemu.cli import main

DATA = Path(__file__).resolve().parents[1] / "data" / "captures" / "h100"

# capture -> the verdict of each launch, in order
EXPECTED = {
    # tools/truth/capture/cuda_kernels.cu (nvcc -O3 -arch=sm_90a, static runtime): elementwise, block
    # reduction, float atomicAdd of 4096 terms, a struct parameter with pointers into cudaMallocAsync memory
    "cuda": ["identical", "identical", "atomic-order", "identical"],
    # graph_kernels.cu: a CUDA graph (3 kernels captured from a stream, 1 added by hand) launched twice
    "graph": ["identical"] * 8,
    # fp4_blackwell.cu, captured --as sm_100a: to_fp4 recorded and not launched, its reference run
    "fp4_as_sm100a": ["not run on the GPU", "identical"],
}


@cache
def capture(name: str):
    return ptxemu.capture.open(DATA / f"{name}.ptxcap.xz")


@cache
def replayed(name: str):
    return [x.replay(keep_device=x.skipped) for x in capture(name).launches]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_launch_as_the_h100_left_it(name):
    cap = capture(name)
    assert cap.device["name"] == "NVIDIA H100 80GB HBM3" and cap.index["exit_code"] == 0
    results = replayed(name)
    assert [r.verdict for r in results] == EXPECTED[name], [r.describe() for r in results]
    for r in results:
        if r.verdict == "identical":
            assert r.changed_bytes > 0  # each launch wrote something: the comparison is not vacuous


def _sum_bound(terms: np.ndarray, start: float) -> tuple[float, float]:
    """The exact sum of start + terms (float64 holds it here) and the largest rounding error a float32
    recursive summation of them can make in any order: gamma_n * sum |x| with gamma_n = n*u/(1-n*u)."""
    x = np.concatenate([[start], terms.astype(np.float64)])
    n, u = len(x) - 1, 2.0**-24
    return float(x.sum()), n * u / (1 - n * u) * float(np.abs(x).sum())


def test_float_atomic_sum_differs_only_as_float_order_allows():
    """cuda_kernels.cu's atomic_sum: `atomicAdd(total, x[i])` for 4096 floats (red.global.add.f32)."""
    (launch,) = [x for x in capture("cuda").launches if "atomic_sum" in x.kernel]
    r = replayed("cuda")[launch.index]
    x_region, total_region = launch.memory
    assert (x_region.size, total_region.size) == (16384, 4)
    d = r.difference
    assert (d.address, d.offset) == (total_region.address, 0)  # the summed word, and nothing else
    terms = np.frombuffer(x_region.before, np.float32)
    start = float(np.frombuffer(total_region.before, np.float32)[0])
    exact, bound = _sum_bound(terms, start)
    gpu = float(np.frombuffer(d.gpu, np.float32)[0])
    here = float(np.frombuffer(d.replay, np.float32)[0])
    assert gpu != here and abs(gpu - exact) <= bound and abs(here - exact) <= bound


def test_as_sm100a_kernel_equals_the_programs_reference():
    """fp4_blackwell.cu built for compute_90a and compute_100a, captured --as sm_100a on the H100: the
    program took its Blackwell path; to_fp4 (cvt.rn.satfinite.e2m1x2.f32 in its compute_100a PTX) was
    recorded, not launched; here it runs on ptxemu's sm_100a model, and its 4096 bytes equal what the
    program's own reference kernel to_fp4_ref (run on the H100) wrote."""
    skipped, ref = capture("fp4_as_sm100a").launches
    assert skipped.skipped and "e2m1x2" in skipped.module.ptx and ".target sm_100a" in skipped.module.ptx
    r = replayed("fp4_as_sm100a")[0]
    out = skipped.memory[1]
    (written,) = [m for m in ref.memory if m.changed]
    assert out.size == written.size == 4096
    assert bytes(r.device.read(out.address, out.size)) == written.after


def test_ranks_sharing_memory_through_cuda_ipc(capsys):
    """ipc_ranks.cu as two processes (RANK 0 and 1; the second opens the first's buffer through CUDA
    IPC, at another address) captured as one file: replayed together on a ptxemu.System, each rank's
    launch identical."""
    cap = ptxemu.capture.open(DATA / "ipc.ptxcap.xz")
    assert len(cap.launches) == 2 and len({x.process for x in cap.launches}) == 2
    assert main(["replay", str(DATA / "ipc.ptxcap.xz")]) == 0
    out = capsys.readouterr().out
    assert "2 rank(s)" in out and "2 launch(es): 2 identical" in out


def test_cli_exit_status_says_atomic_order(capsys):
    assert main(["replay", str(DATA / "cuda.ptxcap.xz")]) == 3
    out = capsys.readouterr().out
    assert "identical but for 1 word(s) that only float atomic adds wrote" in out
    lines = [line for line in out.splitlines() if line.startswith("launch")]
    verdicts = Counter(line.split(": ")[1].split(" ")[0] for line in lines)
    assert verdicts == {"identical": 4}


@pytest.mark.parametrize(("argv", "words"), [
    (["--kernel", "no_such_kernel"], "no launch of a kernel matching 'no_such_kernel' in the capture"),
    (["--launch", "99"], "no launch 99 in the capture (it has 0, 1, 2, 3)"),
    (["--kernel", "("], "--kernel '(' is not a regular expression"),
])
def test_replay_mistakes_are_one_line(argv, words, capsys):
    assert main(["replay", str(DATA / "cuda.ptxcap.xz"), *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
