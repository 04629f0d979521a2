"""Per metric, how many recorded launches ptxemu's counters equal Nsight Compute's, and the others.

    PYTHONPATH=src python tools/truth/counters/agreement.py [ncu_h100.json | ncu_async_h100.json]

Runs every case of the recording with counters=True (tests/machine/counters_cases.py) and prints,
per ptxemu counter, equal/recorded and each differing case with both values.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "machine"))

from counters_cases import ASYNC_CASES, CASES, run  # noqa: E402

from ptxemu.host import read_text  # noqa: E402
from ptxemu.machine.observing.counters import NCU_METRICS  # noqa: E402


def main(rec: str = "ncu_h100.json") -> None:
    ref = json.loads(read_text(ROOT / "tests" / "data" / "counters" / rec))["cases"]  # kept .json.xz
    pool = CASES if rec == "ncu_h100.json" else ASYNC_CASES
    cases = [c for c in pool if c["name"] in ref]
    got = {c["name"]: run(c).total for c in cases}
    for mine, (ours, names) in NCU_METRICS.items():
        rows = [(c["name"], sum(got[c["name"]].get(o, 0) for o in ours),
                 sum(int(ref[c["name"]][n]) for n in names))
                for c in cases if all(n in ref[c["name"]] for n in names)]
        if not rows:
            continue
        bad = [r for r in rows if r[1] != r[2]]
        print(f"{mine}: {len(rows) - len(bad)}/{len(rows)} equal")
        for name, a, b in bad:
            print(f"    {name}: ptxemu {a}, H100 {b}")
    extra = sorted({m for c in cases for m in ref[c["name"]]} - {n for v in NCU_METRICS.values() for n in v[1]})  # noqa: E501 - metric names
    for m in extra:  # recorded metrics no counter is compared with: their values, for reading
        vals = {c["name"]: ref[c["name"]][m] for c in cases if ref[c["name"]].get(m)}
        print(f"(not compared) {m}: {vals}")


if __name__ == "__main__":
    main(*sys.argv[1:2])
