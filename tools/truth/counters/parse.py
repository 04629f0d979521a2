"""Nsight Compute's CSV (job.sh's ncu.csv) to tests/data/counters/ncu_h100.json: per case, per metric.

    python3 tools/truth/counters/parse.py RESULTS_DIR
    python3 tools/truth/counters/parse.py RESULTS_DIR core async     # async_job.sh's two runs:
    python3 tools/truth/counters/parse.py RESULTS_DIR wide async_wide  # -> ncu_async[_wide]_h100.json
    python3 tools/truth/counters/parse.py merge    # the two into ncu_async_h100.json: every core
                                                   # value, the wide run's metrics nonzero somewhere

RESULTS_DIR holds ncu.csv, profile.log (the launches in order, which ncu's IDs follow), gpu.txt and
ncu_version.txt (async_job.sh: ncu_core.csv and profile_core.log, ncu_wide.csv and
profile_wide.log). A kernel ncu names differently from its case stops the script.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "src"))
from ptxemu.host import read_text, write_text  # noqa: E402

# kept xz-compressed (.json.xz): read_text / write_text
OUT = ROOT / "tests" / "data" / "counters" / "ncu_h100.json.xz"


def main(d: str, run: str = "", name: str = "") -> None:
    d = Path(d)
    suffix = f"_{run}" if run else ""
    out_path = OUT.with_name(f"ncu_{name}_h100.json.xz") if name else OUT
    log = (d / f"profile{suffix}.log").read_text().splitlines()
    launches = [ln.split()[1:4] for ln in log if ln.startswith("LAUNCH ")]
    raw = (d / f"ncu{suffix}.csv").read_text().splitlines()
    text = "\n".join(ln for ln in raw if not ln.startswith("=="))
    rows = list(csv.DictReader(io.StringIO(text)))
    by_id: dict[int, dict] = {}
    for r in rows:
        k = by_id.setdefault(int(r["ID"]), {"kernel": r["Kernel Name"], "metrics": {}})
        v = r["Metric Value"].replace(",", "")
        k["metrics"][r["Metric Name"]] = float(v) if "." in v else int(v)
    out = {}
    for i, (idx, name, kernel) in enumerate(launches):
        got = by_id[i]
        if got["kernel"].split("(")[0] != kernel:
            raise SystemExit(f"launch {idx} ({name}): ncu's kernel {got['kernel']!r} is not {kernel!r}")
        out[name] = got["metrics"]
    meta = {"gpu": (d / "gpu.txt").read_text().strip(), "ncu": (d / "ncu_version.txt").read_text().strip()}
    write_text(out_path, json.dumps({"recorded_on": meta, "cases": out}, indent=1, sort_keys=True) + "\n")
    print(len(out), "cases,", len(rows), "values")


def merge() -> None:
    core_p, wide_p = OUT.with_name("ncu_async_h100.json.xz"), OUT.with_name("ncu_async_wide_h100.json.xz")
    core, wide = json.loads(read_text(core_p)), json.loads(read_text(wide_p))
    used = {m for c in wide["cases"].values() for m, v in c.items() if v and "pct" not in m}
    for name, c in core["cases"].items():
        c.update({m: v for m, v in wide["cases"][name].items() if m in used})
    core["recorded_on"]["runs"] = "core metrics.txt + ldgsts, then every shared/LDGSTS/TMA/GMMA counter"
    write_text(core_p, json.dumps(core, indent=1, sort_keys=True) + "\n")
    wide_p.unlink()
    print(len(used), "wide metrics kept")


if __name__ == "__main__":
    if sys.argv[1:] == ["merge"]:
        merge()
    else:
        main(*sys.argv[1:4])
