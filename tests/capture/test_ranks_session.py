"""Ranks replayed step by step on one System (`ranks.Session`, what `ptxemu replay` of several ranks
uses): the System is built once, and each step still starts from its own recorded state, as a
System of its own would (the replay contract: every launch from its recorded memory, module globals
from the PTX's initialisers)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import ptxemu.capture
from ptxemu.capture import ranks
from ptxemu.capture.fileformat import Reader, Writer
from ptxemu.cli import main

IPC = Path(__file__).resolve().parents[1] / "data" / "captures" / "h100" / "ipc.ptxcap.xz"


def _repeated(src: Path, dst: Path, steps: int) -> Path:
    """The capture `src` with its launches `steps` times over (indices counting on): as many steps,
    each with the recorded memory before and after."""
    r = Reader(src)
    w = Writer(dst)
    for h in r.names():
        w.blob(r.blob(h))
    index = {k: v for k, v in r.index.items() if k not in ("format", "version")}
    launches = index["launches"]
    span = max(x["index"] for x in launches) + 1
    index["launches"] = [{**x, "index": x["index"] + k * span} for k in range(steps) for x in launches]
    w.close(index)
    return dst


@pytest.mark.parametrize("processes", ["0", "1"])
def test_every_step_on_one_system(tmp_path, monkeypatch, processes):
    """The H100's 2-rank CUDA IPC capture (rank 1 writes rank 0's buffer through its IPC mapping)
    as three steps: each step identical to what the GPU left, on the same System, the peer mapping
    kept onto the owner's bytes; with rank processes (System(processes=True)), the same rank
    processes for every step (no fork per step)."""
    monkeypatch.setenv("PTXEMU_PROCESSES", processes)
    cap = ptxemu.capture.open(_repeated(IPC, tmp_path / "steps.ptxcap", 3))
    steps = ranks.steps(ranks.ranks_of([cap]))
    assert [len(s) for s in steps] == [2, 2, 2]
    systems, pools = set(), set()
    with ranks.Session() as session:
        for step in steps:
            results = session.replay(step)
            assert [r.verdict for r in results] == ["identical", "identical"], [r.describe() for r in results]
            assert [r.compared_bytes for r in results] == [32768, 32768]
            systems.add(id(session.system))
            pools.add(session.system._rank_pool)
            # rank 1's view (its own device) is rank 0's very bytes
            (view,) = [a for a in session.system.devices[1].allocations() if a.name.startswith("peer")]
            owner = session.system.devices[0].find(step[0][1].memory[0].address)
            assert view.data is owner.data
    assert len(systems) == 1
    (pool,) = pools
    assert (pool is not None) == (processes == "1")


PTX = """.version 8.0
.target sm_90
.address_size 64
.global .align 4 .u32 counter = 5;
.visible .entry bump(.param .u64 out)
{
    .reg .u32 %r<2>;
    .reg .u64 %rd<3>;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd2, %rd1;
    atom.global.add.u32 %r1, [counter], 1;
    st.global.u32 [%rd2], %r1;
    ret;
}
"""


def _bump_capture(path: Path, steps: int) -> Path:
    """Two ranks (processes 11 and 12, RANK 0 and 1), each launching `bump` once a step, one thread,
    into a 16-byte buffer at the same address of its own process; recorded as the replay contract
    has it: the global `counter` starts at its initialiser (5), atom.add returns the old value, so
    the buffer holds 5 after every launch (worked by hand from the manual's atom: the old value)."""
    w = Writer(path)
    ptx = w.blob(PTX.encode())
    address = 0x7F00_0000_0000
    before = w.blob(bytes(16))
    after = w.blob((5).to_bytes(4, "little") + bytes(12))
    launches = []
    for k in range(steps):
        for rank, pid in enumerate((11, 12)):
            launches.append({
                "index": k, "process": pid, "kernel": "bump", "module": 0, "via": "cuLaunchKernel",
                "grid": [1, 1, 1], "block": [1, 1, 1], "cluster": None, "shared": 0,
                "params": {"blob": w.blob(address.to_bytes(8, "little")), "size": 8, "layout": [[0, 8]],
                           "source": "param-info"},
                "memory": [{"address": address, "size": 16, "found": "alloc", "before": before,
                            "after": after, "device": 0}],
                "status": {"before": 0, "launch": 0, "after": 0},
                "wall": [1000.0 + k + rank / 10, 1000.05 + k + rank / 10], "device": 0})
    w.close({"device": {"name": "hand-made", "cc": [9, 0], "driver": 13000},
             "processes": {"11": {"RANK": "0", "WORLD_SIZE": "2"}, "12": {"RANK": "1", "WORLD_SIZE": "2"}},
             "modules": [{"id": 0, "image_kind": "ptx", "image_bytes": len(PTX), "ptx": ptx,
                          "ptx_source": "PTX text given to the driver"}],
             "launches": launches, "notes": []})
    return path


@pytest.mark.parametrize("processes", ["0", "1"])
def test_module_globals_start_from_their_initialisers_at_every_step(tmp_path, monkeypatch, capsys, processes):
    """A kernel that bumps a module global: on the reused System each step's launch sees the
    global's initialiser again (5), not what the step before left (6)."""
    monkeypatch.setenv("PTXEMU_PROCESSES", processes)
    path = _bump_capture(tmp_path / "bump.ptxcap", 3)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "2 rank(s): rank 0 (3 launch(es)), rank 1 (3 launch(es))" in out
    assert out.count("identical (16 bytes compared, 1 changed by the GPU)") == 6
    assert "6 launch(es): 6 identical" in out


def test_a_step_naming_more_devices_gets_a_larger_system(tmp_path):
    """A later step with a process the first did not have: a System with a device more, that step
    still from its own recorded state."""
    path = _bump_capture(tmp_path / "bump.ptxcap", 1)
    cap = ptxemu.capture.open(path)
    (r0, r1) = ranks.ranks_of([cap])
    with ranks.Session() as session:
        (res,) = session.replay([(r0, r0.launches[0])])
        assert res.verdict == "identical" and len(session.system.devices) == 1
        results = session.replay([(r0, r0.launches[0]), (r1, r1.launches[0])])
        assert [r.verdict for r in results] == ["identical", "identical"]
        assert len(session.system.devices) == 2


def test_out_writes_each_ranks_launch(tmp_path, capsys):
    """`ptxemu replay --out DIR` of ranks replayed together: rank-K-launch-N.npz per launch (K its place
    in the list of ranks printed), the memory as the replay started from it, as the GPU left it (the
    copy compared with) and as the replay left it; rank 1's view of rank 0's buffer is those bytes."""
    assert main(["replay", str(IPC), "--out", str(tmp_path)]) == 0
    assert "2 launch(es): 2 identical" in capsys.readouterr().out
    z0, z1 = (np.load(tmp_path / f"rank-{k}-launch-0.npz") for k in (0, 1))
    (a0,), (a1,) = ([k[4:] for k in z.files if k.startswith("gpu_")] for z in (z0, z1))
    assert a0 != a1  # the same memory at another address in rank 1's process
    for z, a in ((z0, a0), (z1, a1)):
        assert z[f"gpu_{a}"].size == 32768 and np.array_equal(z[f"gpu_{a}"], z[f"replay_{a}"])
        assert np.count_nonzero(z[f"gpu_{a}"] != z[f"before_{a}"]) > 0
    assert np.array_equal(z0[f"replay_{a0}"], z1[f"replay_{a1}"])
