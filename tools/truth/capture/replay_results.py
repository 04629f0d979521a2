"""Replay every capture the device job brought back and print one line per launch (verdict, time).

    python tools/truth/capture/replay_results.py DIR [FILE.ptxcap ...]    # DIR: the unpacked res/
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import ptxemu.capture
from ptxemu.capture import ranks


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv]
    files = [f for p in paths for f in (sorted(p.glob("*.ptxcap*")) if p.is_dir() else [p])]
    for f in files:
        cap = ptxemu.capture.open(f)
        s = cap.index.get("summary", {})
        print(f"== {f.name}: {len(cap.launches)} launch(es), {f.stat().st_size} bytes, summary {s}")
        for n in cap.notes[:8]:
            print(f"   note: {n[:200]}")
        if ranks.is_ranked([cap]):
            for k, step in enumerate(ranks.steps(ranks.ranks_of([cap]))):
                t = time.perf_counter()
                rs = ranks.replay_together(step)
                dt = time.perf_counter() - t
                for (rank, _), r in zip(step, rs, strict=True):
                    print(f"   step {k} {rank.label}: {r.describe()[:400]} [{dt:.1f} s]")
            continue
        for x in cap.launches:
            t = time.perf_counter()
            r = x.replay()
            print(f"   {r.describe()[:400]} [{time.perf_counter() - t:.1f} s; {x.module.ptx_source[:80]}]",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
