"""CUTLASS's Hopper examples replayed launch by launch from what launchrec recorded on the H100
(tests/data/cutlass, programs and arguments in tools/truth/cutlass/programs.txt): every allocation at
its recorded address, the kernel's real Params struct as the program passed it (tensor maps inside),
and every byte of every allocation compared with what the GPU left.

Each launch is one test, every launch of every program: the GEMMs and FMHAs (TMA with multicast
into a cluster, mbarrier transactions, warp-specialised producer/consumer warpgroups, wgmma from
descriptors, TMA-store epilogues, persistent and stream-K schedulers, h62's 2:4 sparse GEMM with
wgmma.sp) and every support kernel the programs launched (CUTLASS's random fills, reference GEMMs,
the FMHA reference, the comparisons and abs-diff reductions). On 2 shared cores the GEMMs take a few
seconds, a random fill (6.6e8 thread-instructions) about 11 s, an abs-diff kernel (1.4e9) about 25 s.
"""

from __future__ import annotations

import lzma
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.launching.replay import launches, load_npz, replay_launchrec

DATA = Path(__file__).resolve().parents[1] / "data" / "cutlass"


@cache
def _rec(program: str) -> dict:
    """The program's recording (solid .npz.xz: read once per process)."""
    return dict(load_npz(DATA / f"{program}.npz"))
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
# launches run with the checking mode on: it must report nothing on them
CHECKED = [("h48_tf32_ws", 3), ("h49_builder", 9), ("h49_builder", 27), ("h54_fp8_ws", 0), ("h88_fmha", 11)]
PROGRAMS = ("h48_tf32_ws", "h49_builder", "h54_fp8_ws", "h62_sparse", "h88_fmha")


def _support_launches():
    """Every recorded launch that is not one of the GEMMS: (program, index, kernel name). A kernel a
    program launched before (the same function: h49_builder's six schedules each fill, multiply and
    compare with the same reference kernels) is in the slow set (README "Tests"): the first launch
    of every kernel stays in the default run."""
    named = {(p, i) for p, i, _ in GEMMS}
    out, seen = [], set()
    for program in PROGRAMS:
        for meta in launches(_rec(program)):
            if (program, meta["index"]) not in named:
                name = meta["name"]
                marks = pytest.mark.slow if (program, name) in seen else ()
                seen.add((program, name))
                pid = f"{program}-{meta['index']}"
                out.append(pytest.param(program, meta["index"], name, id=pid, marks=marks))
    return out


SUPPORT_LAUNCHES = _support_launches()


@cache
def _module(program: str) -> ptxemu.Module:
    with lzma.open(DATA / f"{program}.compute_90a.ptx.xz", "rt") as f:
        return ptxemu.Module(f.read())


def _replay(program: str, index: int, check: bool = False):
    rec = _rec(program)
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
    """GEMMS holds exactly the recorded GEMM/FMHA launches; every other launch is a support kernel."""
    for program, index, _what in GEMMS:
        meta = launches(_rec(program))[index]
        assert meta["index"] == index
        assert "GemmUniversal" in meta["name"] or "FmhaKernel" in meta["name"]
    for p in SUPPORT_LAUNCHES:
        _program, _index, name = p.values
        assert "GemmUniversal" not in name and "FmhaKernel" not in name, name


@pytest.mark.parametrize("program, index, what", GEMMS)
def test_cutlass_launch_replays_bit_exactly(program, index, what):
    _replay(program, index)


@pytest.mark.parametrize("program, index, kernel", SUPPORT_LAUNCHES)
def test_cutlass_support_launch_replays_bit_exactly(program, index, kernel):
    _replay(program, index)


@pytest.mark.parametrize("program, index", CHECKED)
def test_checking_mode_reports_nothing_on_cutlass(program, index):
    r = _replay(program, index, check=True)
    assert r.stats.findings == [], "\n".join(str(f) for f in r.stats.findings)


def test_debugger_stops_a_cutlass_gemm_at_its_first_wgmma():
    """ptxemu's debugger on h49's TMA GEMM (launch 15, its recorded Params): stop at the first
    wgmma.mma_async (m64n128k16, 64 f32 accumulators a thread), print thread 0's accumulator
    fragment before and after it, then let the launch finish: still every byte the H100's."""
    from ptxemu.isa.statement import Vector
    from ptxemu.machine.observing.debug import Debugger

    rec, mod = _rec("h49_builder"), _module("h49_builder")
    k = mod.kernel(launches(rec)[15]["name"])
    lines = {s.line for s in k.steps.values() if s.item.ins.name.startswith("wgmma.mma_async")}
    done = []

    def launch(obs):
        run = lambda self, *a, **kw: mod.launch(*a, observer=obs, **kw)  # noqa: E731
        wrapped = type("Observed", (), {"launch": run})()
        done.extend(replay_launchrec(rec, wrapped, only={15}))

    d = Debugger.calling(launch)
    for line in lines:
        d.break_at(line)
    stop = d.run()
    assert stop is not None and stop.line in lines and stop.text.startswith("wgmma.mma_async")
    assert stop.lanes == 4 * 128  # the warpgroup of each of the 4 CTAs (one batch) standing there
    acc = [x.name for x in d.s.item.ins.operands[0].items]
    assert isinstance(d.s.item.ins.operands[0], Vector) and len(acc) == 64
    before = d.regs(acc, thread=(0,))
    d.breaks.clear()
    d.step()  # the wgmma has run (ptxemu completes asynchronous operations at issue)
    after = d.regs(acc, thread=(0,))
    assert after != before
    vals = [float(v.split("(")[0]) for v in after.values()]
    assert all(np.isfinite(vals)) and any(v != 0 for v in vals)
    assert d.cont() is None
    (r,) = done
    assert r.differing_bytes == 0


def test_warp_timeline_of_a_warp_specialised_gemm():
    """h49 launch 21 (KernelTmaWarpSpecialized, 256 threads: a producer warpgroup whose first warp
    issues the TMA loads, a consumer warpgroup running wgmma): in CTA 0 the producer warp and every
    consumer warp wait at mbarriers (the pipeline's empty and full barriers), the producer
    warpgroup's other three warps have no work and exit early; the bytes stay the H100's."""
    rec, mod = _rec("h49_builder"), _module("h49_builder")
    run = lambda self, *a, **kw: mod.launch(*a, timeline=True, **kw)  # noqa: E731
    (r,) = replay_launchrec(rec, type("Timed", (), {"launch": run})(), only={21})
    assert r.differing_bytes == 0
    tl = r.stats.timeline

    def time_in(w):
        out: dict[str, int] = {}
        for a, b, s in tl.segments(0, w):
            out[s] = out.get(s, 0) + b - a
        return out

    producer = time_in(0)
    idle, consumers = [time_in(w) for w in (1, 2, 3)], [time_in(w) for w in (4, 5, 6, 7)]
    assert producer.get("mbarrier", 0) > 0 and producer["running"] > 0
    for t in idle:
        assert "mbarrier" not in t and t["exited"] > tl.steps // 3
    for t in consumers:
        assert t.get("mbarrier", 0) > 0 and t["running"] > t.get("ready", 0)


def test_warp_timeline_of_a_warp_specialised_gemm_in_checking_mode():
    """The same launch with check=True: each consumer warp waits at an async group (wgmma.wait_group
    with a wgmma group still to retire) once per K tile: K = 256 (the A tensor map's global
    dimension 0) in boxes of 64 (its box dimension 0) is 4 tiles; the CUTLASS mainloop retires
    tile k-1's group with wait_group 1 after issuing tile k's (3 waits) and the last with
    wait_group 0 (1). The producer warp (TMA loads complete on mbarriers, no group) never does;
    eagerly nothing is in flight, so no warp does. No finding; the bytes stay the H100's."""
    from ptxemu.machine.launching.replay import tensor_map_calls

    rec, mod = _rec("h49_builder"), _module("h49_builder")
    a = tensor_map_calls(rec, 21)[0]
    tiles = a["global_dim"][0] // a["box_dim"][0]
    assert tiles == 4
    for check in (True, False):
        run = lambda self, *a, c=check, **kw: mod.launch(*a, timeline=True, check=c, **kw)  # noqa: E731
        (r,) = replay_launchrec(rec, type("Timed", (), {"launch": run})(), only={21})
        assert r.differing_bytes == 0 and r.stats.findings == []
        tl = r.stats.timeline
        waits = [sum(b - x for x, b, s in tl.segments(0, w) if s == "async group") for w in range(8)]
        assert waits == ([0] * 4 + [tiles] * 4 if check else [0] * 8)
        assert tl.eager is not check
