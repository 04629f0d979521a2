"""The H100's results of job.sh (the folder it wrote: log.txt, ncu_N.csv, gpu.txt) as
tests/data/counters/ncu_ldgsts_h100.json.gz: per case name, every metric's value (int); and the cases
themselves for the tests (ldgsts_cases.json: name, kernel, threads, copies and `tab`, its table's
name in ldgsts_tables.npz, which holds each distinct table once; ldgsts_sm90a.ptx), and the LDGSTS
lines of the H100 machine's SASS (ldgsts_sass.txt).

    python3 tools/truth/counters/ldgsts/parse.py RESULTS_DIR [RESULTS_DIR2 ...]
"""

from __future__ import annotations

import csv
import gzip
import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from ldgsts_cases import cases  # noqa: E402

DATA = HERE.parents[3] / "tests" / "data" / "counters"
OUT = DATA / "ncu_ldgsts_h100.json.gz"  # a case a line, gzip


def results(d: Path) -> dict[str, dict[str, int]]:
    """One run's values per case name: each chunk's launches are the LAUNCH lines profile.py printed
    before job.sh's `chunk K` line; ncu's IDs count them from 0."""
    names: list[list[tuple[str, str]]] = [[]]
    for ln in (d / "log.txt").read_text().splitlines():
        w = ln.split()
        if w[:1] == ["LAUNCH"]:
            names[-1].append((w[2], w[3]))
        elif w[:1] == ["chunk"] and "rc=" in ln:
            names.append([])
    out: dict[str, dict[str, int]] = {}
    for k, launched in enumerate(names):
        f = d / f"ncu_{k}.csv"
        if not launched or not f.exists():
            continue
        rows = csv.DictReader(ln for ln in f.read_text().splitlines() if ln.startswith('"'))
        for r in rows:
            name, kernel = launched[int(r["ID"])]
            assert r["Kernel Name"] == kernel, (r["Kernel Name"], name)
            v = r["Metric Value"].replace(",", "")
            out.setdefault(name, {})[r["Metric Name"]] = int(float(v))
    return out


def main(dirs: list[str]) -> None:
    """Later runs add cases and replace the values of cases an earlier run recorded."""
    cs = cases()
    known = {c["name"] for c in cs}
    out: dict[str, dict[str, int]] = {}
    gpu = []
    for d in map(Path, dirs):
        got = results(d)
        assert set(got) <= known, set(got) - known
        out.update(got)
        gpu.append((d / "gpu.txt").read_text().strip())
    compact = {"sort_keys": True, "separators": (",", ":")}
    lines = [f"{json.dumps(n)}: {json.dumps(out[n], **compact)}" for n in sorted(out)]
    head = f'{{"gpu": {json.dumps(gpu[-1])}, "runs": {len(dirs)}, "cases": {{\n'
    OUT.write_bytes(gzip.compress((head + ",\n".join(lines) + "\n}}\n").encode(), mtime=0))
    sass = [ln.rstrip() for ln in (Path(dirs[-1]) / "ldgsts.sass").read_text().splitlines()
            if "Function" in ln or "LDGSTS" in ln]
    (DATA / "ldgsts_sass.txt").write_text("\n".join(sass) + "\n")
    # each distinct table once, as uint16 (offsets < 65536), the cases naming theirs
    tables: dict[bytes, str] = {}
    for c in cs:
        t = c["table"].astype(np.uint16)
        assert (t == c["table"]).all()
        c["tab"] = tables.setdefault(t.tobytes() + repr(t.shape).encode(), f"t{len(tables)}")
    arrays = {}
    for c in cs:
        arrays.setdefault(c["tab"], c["table"].astype(np.uint16))
    np.savez_compressed(DATA / "ldgsts_tables.npz", **arrays)
    meta = [{k: c[k] for k in ("name", "kernel", "threads", "n", "tab")} for c in cs]
    (DATA / "ldgsts_cases.json").write_text(json.dumps(meta, indent=0) + "\n")
    (DATA / "ldgsts_sm90a.ptx").write_text((HERE / "ldgsts_sm90a.ptx").read_text())
    print(len(out), "of", len(cs), "cases ->", OUT)


if __name__ == "__main__":
    main(sys.argv[1:])
