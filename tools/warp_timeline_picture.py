"""The warp timeline of CUTLASS's warp-specialised TMA GEMM (example 49, launch 21, replayed from its
recorded Params) as docs/pictures/h49_ws_timeline.svg (README, docs/observing.md). In checking mode:
it defers the TMA loads to their mbarriers and tracks the wgmma groups, so the consumers' waits at
wgmma.wait_group show (eagerly everything completes at issue and no warp waits at an async group).

    PYTHONPATH=src python tools/warp_timeline_picture.py
"""

from __future__ import annotations

import lzma
from pathlib import Path

import ptxemu
from ptxemu.machine.launching.replay import load_npz, replay_launchrec

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "cutlass"


def main() -> None:
    rec = dict(load_npz(DATA / "h49_builder.npz"))
    with lzma.open(DATA / "h49_builder.compute_90a.ptx.xz", "rt") as f:
        mod = ptxemu.Module(f.read())
    run = lambda self, *a, **kw: mod.launch(*a, timeline=True, check=True, **kw)  # noqa: E731
    (r,) = replay_launchrec(rec, type("Timed", (), {"launch": run})(), only={21})
    assert r.differing_bytes == 0 and r.stats.findings == []
    out = ROOT / "docs" / "pictures" / "h49_ws_timeline.svg"
    out.write_text(r.stats.timeline.svg(ctas=[0]) + "\n")
    print(out, r.stats.timeline.steps, "steps")


if __name__ == "__main__":
    main()
