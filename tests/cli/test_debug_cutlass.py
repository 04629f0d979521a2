"""`ptxemu debug RECORDING --launch N` on CUTLASS's warp-specialised Hopper GEMM (h49 launch 21,
KernelTmaWarpSpecialized: the kernel of the README's warp timeline), recorded on the H100 by
launchrec (tests/data/cutlass; the CLI turns the launch into a capture file, as
ptxemu.capture.launchrec.convert does, and replays it): break at its first wgmma, show the
consumer thread's accumulator fragment before and after it, step back, and let the launch end with
every recorded byte the H100's.

The fragment is checked against numpy: after the first wgmma (m64n128k16, scale-d 0) thread 128
(the consumer warpgroup's first thread) holds D[m, n] = sum over k < 16 of A[m, k] * B[n, k] of
the recorded inputs (A and B K-major 256x256 f16, the tensor maps' global addresses), at the
places the PTX manual's wgmma D fragment layout gives lane 0 of warp 0: rows 0 and 8, columns
8j + {0, 1} (register 4j + {0, 1} row 0, 4j + {2, 3} row 8)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

DATA = Path(__file__).resolve().parents[1] / "data" / "cutlass"
A_ADDR, B_ADDR = 0x7FE2B5FE0000, 0x7FE2BAA00000  # h49 launch 21's tensor maps (tensor_map_calls)


def _inputs_at(rec, index: int) -> dict[int, np.ndarray]:
    """Every allocation's bytes as launch `index` found them (launchrec stores only changes)."""
    from ptxemu.machine.launching.replay import launches

    state: dict[int, np.ndarray] = {}
    for meta in launches(rec):
        i = meta["index"]
        for addr, _ in meta["allocs"]:
            if f"{i:03d}_before_{addr}" in rec:
                state[addr] = rec[f"{i:03d}_before_{addr}"]
        if i == index:
            return state
        for addr, _ in meta["allocs"]:
            if f"{i:03d}_after_{addr}" in rec:
                state[addr] = rec[f"{i:03d}_after_{addr}"]
    raise AssertionError(index)


def _value(shown: str) -> float:
    return float(shown.split("(")[0])


@pytest.mark.timeout(300)
def test_debug_steps_a_recorded_cutlass_gemm_to_its_first_wgmma(tmp_path, capsys):
    from ptxemu.cli import main
    from ptxemu.machine.launching.replay import load_npz, tensor_map_calls

    npz = DATA / "h49_builder.npz"  # stored as .npz.xz; its PTX beside it: h49_builder.compute_90a.ptx.xz
    rec = dict(load_npz(npz))
    assert [int(c["global_address"]) for c in tensor_map_calls(rec, 21)] == [A_ADDR, B_ADDR]

    rc = main(["debug", str(npz), "--launch", "21", "--do", "b wgmma.mma_async; c; ops; s; ops ran; back; q"])
    out = capsys.readouterr().out.splitlines()
    assert rc == 0
    stops = [i for i, ln in enumerate(out) if ln.startswith("stopped at line")]
    assert len(stops) == 3
    assert "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" in out[stops[0]]
    assert "512 thread(s), first CTA (0,0,0) thread (128,0,0)" in out[stops[0]]
    assert "stepped back" in out[stops[2]] and "wgmma.mma_async" in out[stops[2]]

    def fragment(lines: list[str]) -> list[float]:
        head = next(i for i, ln in enumerate(lines) if "(64 registers) =" in ln)
        rows = lines[head + 1 : head + 9]
        return [_value(v) for r in rows for v in r.split(":", 1)[1].split()]

    before = fragment(out[stops[0] : stops[1]])
    after = fragment(out[stops[1] : stops[2]])
    assert "p = 0" in out[stops[0] : stops[1]]  # scale-d false: the accumulator's old value unread
    state = _inputs_at(rec, 21)
    a = np.asarray(state[A_ADDR]).view(np.float16).reshape(256, 256).astype(np.float64)
    b = np.asarray(state[B_ADDR]).view(np.float16).reshape(256, 256).astype(np.float64)
    d = a[:64, :16] @ b[:128, :16].T
    want = []
    for j in range(16):
        want += [d[0, 8 * j], d[0, 8 * j + 1], d[8, 8 * j], d[8, 8 * j + 1]]
    assert after == want
    assert after != before
    assert out[-1].startswith("the launch ended: launch 21 ") and ": identical (" in out[-1]


def test_debug_launch_of_a_file_that_is_not_a_capture(tmp_path, capsys):
    from ptxemu.capture.launchrec import convert
    from ptxemu.cli import main

    f = tmp_path / "k.ptx"
    f.write_text(".version 8.0\n.target sm_90a\n.address_size 64\n")
    assert main(["debug", str(f), "--launch", "3", "--do", "c"]) == 2
    assert "not a ptxemu capture" in capsys.readouterr().err
    assert main(["debug", str(DATA / "h49_builder.npz"), "--launch", "99", "--do", "c"]) == 2
    assert "no launch 99 in the recording" in capsys.readouterr().err
    # a capture file made from the recording is debugged the same way
    cap = tmp_path / "h49.ptxcap"
    assert convert(DATA / "h49_builder.npz", DATA / "h49_builder.compute_90a.ptx.xz", cap, only={21}) == 1
    assert main(["debug", str(cap), "--launch", "21", "--do", "b wgmma.mma_async; c; q"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "wgmma.mma_async" in out[0] and ": identical (" in out[-1]


@pytest.mark.timeout(300)
def test_debug_shows_the_full_barrier_and_the_loads_in_flight(capsys):
    """`--check` on the same launch: at the producer's second wait for an empty stage (line 24129,
    the producer thread 0 of each CTA; stage 0's loads issued), the full barrier of stage 0
    (0x38400, the first mbarrier.init) is in phase 0 with no arrival pending (the producer's
    arrive.expect_tx) and a tx-count of the stage's bytes, none landed yet: A's box and B's box
    from the recorded tensor maps (cuTensorMapEncodeTiled: 64x128 and 64x64 16-bit elements), B
    multicast by both CTAs of the cluster, 16384 + 2 x 8192. The producer thread has no cp.async,
    bulk or wgmma group (CUTLASS's TMA loads complete on the mbarrier) and three copies in flight:
    its A box into its CTA and its B half into both CTAs, each completing its bytes on stage 0's
    full barrier of the CTA it writes. Then at the consumers' first
    wgmma.wait_group 1 (line 21338), thread 128 has wgmma groups 1 and 2 committed, 8 wgmma.mma_async
    each (k16 steps of the 64-wide K tile, for two m64 halves)."""
    from ptxemu.cli import main
    from ptxemu.machine.launching.replay import load_npz, tensor_map_calls

    npz = DATA / "h49_builder.npz"
    a, b = tensor_map_calls(dict(load_npz(npz)), 21)
    box = lambda c: int(np.prod(c["box_dim"])) * 2  # noqa: E731 - 16-bit elements (data_type 1)
    assert (box(a), box(b)) == (16384, 8192)
    do = "b 24129; c; c; mb 0x38400; mbs; g 0; q"
    rc = main(["debug", str(npz), "--launch", "21", "--check", "--do", do])
    out = capsys.readouterr().out
    assert rc == 0
    want = (f"mbarrier 0x38400 of CTA (0,0,0): phase 0 (mod 8; parity 0), pending arrivals 0 of 1 expected, "
            f"tx-count {box(a) + 2 * box(b)}")
    assert out.count(want) == 2  # mb, and mbs's first line
    assert "14 mbarrier(s) initialised by CTA (0, 0, 0)" in out
    groups = out[out.index("async groups of CTA (0,0,0) thread (0,0,0):") :].splitlines()
    assert groups[1:4] == ["  cp.async groups: none pending", "  bulk async-groups: none pending",
                           "  wgmma groups: none pending"]
    flying = groups[5:8]
    for ln, rank, n in zip(flying, (0, 0, 1), (box(a), box(b), box(b)), strict=True):
        assert ln.startswith(f"    on mbarrier 0x38400 of cluster rank {rank} (complete_tx {n} bytes): line ")
    a_at = f"shared [0x400, {0x400 + box(a) - 1:#x}] of CTA (0,0,0)"
    assert flying[0].endswith(f"writes {box(a)} bytes at {a_at}")
    assert flying[1].endswith(f"writes {box(b)} bytes at shared [0x1c400, 0x1e3ff] of CTA (0,0,0)")
    assert flying[2].endswith(f"writes {box(b)} bytes at shared [0x1c400, 0x1e3ff] of CTA (1,0,0)")
    assert out.splitlines()[-2].startswith("the launch ended: launch 21 ") and ": identical (" in out
    assert out.splitlines()[-1] == "checking mode: 0 finding(s)"

    rc = main(["debug", str(npz), "--launch", "21", "--check", "--do", "b wgmma.wait_group; c; g 128; q"])
    out = capsys.readouterr().out
    assert rc == 0
    assert "stopped at line 21338: wgmma.wait_group.sync.aligned 1" in out
    wg = out[out.index("async groups of CTA (0,0,0) thread (128,0,0):") :]
    assert "group 1, committed, not waited for: 8 operation(s)" in wg
    assert "group 2, committed, not waited for: 8 operation(s)" in wg
    assert "wgmma group 2 (the newest to write them): accumulators" in wg
    assert out.splitlines()[-1] == "checking mode: 0 finding(s)"
