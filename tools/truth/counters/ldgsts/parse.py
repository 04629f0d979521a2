"""The H100's results of job.sh (the folder it wrote: log.txt, ncu_N.csv, gpu.txt) as
tests/data/counters/ncu_ldgsts_h100.json: per case name, every metric's value (int); and the cases
themselves for the tests (ldgsts_cases.json: name, kernel, threads, copies; ldgsts_tables.npz: each
case's table; ldgsts_sm90a.ptx).

    python3 tools/truth/counters/ldgsts/parse.py RESULTS_DIR
"""

from __future__ import annotations

import csv
import json
import re
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from ldgsts_cases import cases  # noqa: E402

DATA = HERE.parents[3] / "tests" / "data" / "counters"
OUT = DATA / "ncu_ldgsts_h100.json"


def main(d: str) -> None:
    d = Path(d)
    cs = cases()
    log = (d / "log.txt").read_text()
    starts = {int(k): int(i) for k, i in re.findall(r"chunk (\d+) \[(\d+),\d+\) rc=", log)}
    out: dict[str, dict[str, int]] = {}
    for k, first in sorted(starts.items()):
        f = d / f"ncu_{k}.csv"
        if not f.exists():
            continue
        rows = csv.DictReader(ln for ln in f.read_text().splitlines() if ln.startswith('"'))
        for r in rows:
            c = cs[first + int(r["ID"])]
            assert r["Kernel Name"] == c["kernel"], (r["Kernel Name"], c["name"])
            v = r["Metric Value"].replace(",", "")
            out.setdefault(c["name"], {})[r["Metric Name"]] = int(float(v))
    rec = {"gpu": (d / "gpu.txt").read_text().strip(), "cases": out}
    OUT.write_text(json.dumps(rec, indent=1, sort_keys=True) + "\n")
    meta = [{k: c[k] for k in ("name", "kernel", "threads", "n")} for c in cs]
    (DATA / "ldgsts_cases.json").write_text(json.dumps(meta, indent=0) + "\n")
    np.savez_compressed(DATA / "ldgsts_tables.npz", **{c["name"]: c["table"] for c in cs})
    (DATA / "ldgsts_sm90a.ptx").write_text((HERE / "ldgsts_sm90a.ptx").read_text())
    print(len(out), "of", len(cs), "cases ->", OUT)


if __name__ == "__main__":
    main(sys.argv[1])
