"""H100 truth recorded earlier with launchrec (llm.c's dev/cuda kernels, tests/data/kernels/llmc, see
tests/machine/test_launchrec_replay.py) turned into capture files and replayed through
`ptxemu replay`: every launch identical to what the H100 left."""

from __future__ import annotations

from pathlib import Path

import pytest

import ptxemu.capture
from ptxemu.capture.launchrec import convert
from ptxemu.cli import main

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels" / "llmc"


@pytest.mark.parametrize("program", ["gelu_forward", "residual_forward", "encoder_forward"])
def test_launchrec_recording_replays_identically(program, tmp_path, capsys):
    out = tmp_path / f"{program}.ptxcap"
    assert convert(DATA / f"{program}.npz", DATA / f"{program}.ptx", out) == 6
    cap = ptxemu.capture.open(out)
    results = cap.replay()
    assert [r.verdict for r in results] == ["identical"] * 6, [r.describe() for r in results]
    # later launches of one kernel rewrite the bytes the first one wrote: only the first changes them
    assert results[0].changed_bytes > 0
    capsys.readouterr()
    assert main(["replay", str(out), "--launch", "5"]) == 0
    assert "1 launch(es): 1 identical" in capsys.readouterr().out


def test_cutlass_cluster_gemm_replays_identically(tmp_path):
    """CUTLASS's FP8 warp-specialised GEMM (tests/data/cutlass/h54_fp8_ws, launch 0): a 1x2 cluster,
    225 KiB of dynamic shared memory, tensor maps inside its Params struct."""
    cutlass = DATA.parents[1] / "cutlass"
    out = tmp_path / "h54.ptxcap"
    ptx = cutlass / "h54_fp8_ws.compute_90a.ptx.xz"
    assert convert(cutlass / "h54_fp8_ws.npz.xz", ptx, out, only={0}) == 1
    (launch,) = ptxemu.capture.open(out).launches
    shape = (launch.grid, launch.block, launch.cluster, launch.shared)
    assert shape == ((2, 2, 1), (384, 1, 1), (1, 2, 1), 230400)
    r = launch.replay()
    assert r.verdict == "identical", r.describe()
    assert (r.compared_bytes, r.changed_bytes) == (458768, 96665)
