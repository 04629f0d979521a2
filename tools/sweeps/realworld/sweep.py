"""Real-world PTX against ptxas: every module of the manifest through ptxas 13.0 and 13.5 and
`ptxemu check` (accept, or errors with lines), then a small launch of every kernel ptxas accepts
(worker.py, one process per module, killed on a hang).

    PYTHONPATH=src python tools/sweeps/realworld/sweep.py --corpus .corpus [--only SHA...] [--no-run]

The corpus folder (kept out of the repository: fetched code is never committed) holds files/<sha16>.ptx
and manifest.jsonl (repo, path, commit, sha256, file: what collect.py wrote). ptxas verdicts are
cached in ptxas_cache.json (they do not change with ptxemu); results.jsonl gets one line a module.
`summary.py` turns results.jsonl into the committed summary.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from worker import check_module, run_kernels  # noqa: E402

PTXAS = {"13.0": os.environ.get("PTXAS_130", "/usr/local/bin/ptxas"),
         "13.5": os.environ.get("PTXAS_135", "/tmp/corpus135/ptxas")}
_TARGET = re.compile(r"^\s*\.target\s+([^\n/]+)", re.M)
_VERSION = re.compile(r"^\s*\.version\s+(\d+\.\d+)", re.M)
MIN_SM = 75  # the oldest -arch ptxas 13 compiles for


def header(text: str) -> tuple[str | None, str | None, str]:
    """(.version, the module's first sm_/compute_ target, the -arch to compile it for)."""
    v = _VERSION.search(text)
    t = _TARGET.search(text)
    tgt = None
    if t:
        names = [x.strip() for x in t.group(1).split(",")]
        tgt = next((x for x in names if x.startswith(("sm_", "compute_"))), None)
    arch = "sm_" + tgt.split("_", 1)[1] if tgt else "sm_75"
    m = re.match(r"sm_(\d+)", arch)
    if m and int(m.group(1)) < MIN_SM:
        arch = f"sm_{MIN_SM}"  # ptxas compiles an older .target for a newer arch (as the driver does)
    return (v.group(1) if v else None), tgt, arch


def ptxas(which: str, path: Path, arch: str) -> dict:
    try:
        r = subprocess.run(["nice", "-n", "10", PTXAS[which], f"-arch={arch}", str(path), "-o", os.devnull],
                           capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return {"ok": None, "error": "ptxas timed out"}
    errs = [x for x in r.stderr.splitlines() if "error" in x or "fatal" in x]
    return {"ok": r.returncode == 0, "error": " | ".join(errs[:4])[:600]}


def worker(path: Path, arch: str, run: bool, timeout: int) -> dict:
    cmd = ["nice", "-n", "10", sys.executable, str(HERE / "worker.py"), str(path), arch]
    if run:
        cmd.append("--run")  # the worker's own defaults: 30 s and 2e7 thread-instructions a launch
    env = dict(os.environ, PTXEMU_ROUTE=os.environ.get("PTXEMU_ROUTE", "interp"), PTXEMU_JOBS="1")
    t0 = time.monotonic()
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"hang": f"worker over {timeout} s", "seconds": timeout}
    out = {"seconds": round(time.monotonic() - t0, 2)}
    try:
        out.update(json.loads(r.stdout.strip().splitlines()[-1]))
    except (IndexError, json.JSONDecodeError):
        last = (r.stderr.strip().splitlines() or ["no output"])[-1][:300]
        out["worker_crash"] = f"{last} (rc {r.returncode})"
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default=".corpus")
    ap.add_argument("--only", nargs="*", default=None, help="sha256 prefixes")
    ap.add_argument("--no-run", action="store_true")
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--out", default=None)
    ap.add_argument("--manifest", default="manifest.jsonl")
    ap.add_argument("--isolate", action="store_true",
                    help="each module in its own process (killed on a hang)")
    ap.add_argument("--seconds", type=int, default=15, help="wall-clock limit of one launch")
    ap.add_argument("--budget", type=int, default=5_000_000, help="thread-instruction budget of one launch")
    args = ap.parse_args()
    root = Path(args.corpus)
    cache_path = root / "ptxas_cache.json"
    cache = json.loads(cache_path.read_text()) if cache_path.exists() else {}
    manifest = [json.loads(x) for x in (root / args.manifest).read_text().splitlines() if x.strip()]
    if args.only:
        manifest = [m for m in manifest if m["sha256"].startswith(tuple(args.only))]
    out_path = Path(args.out) if args.out else root / "results.jsonl"
    with out_path.open("w") as out:
        for i, m in enumerate(manifest):
            path = root / "files" / m["file"]
            text = path.read_text(errors="replace")
            version, target, arch = header(text)
            rec = {k: m[k] for k in ("repo", "path", "commit", "sha256")}
            rec.update(version=version, target=target, arch=arch)
            for which in PTXAS:
                key = f"{m['sha256']}:{arch}:{which}"
                if key not in cache:
                    cache[key] = ptxas(which, path, arch)
                rec["ptxas" + which] = cache[key]
            accepted = bool(rec["ptxas13.5"]["ok"] or rec["ptxas13.0"]["ok"])
            if args.isolate:
                rec.update(worker(path, arch, accepted and not args.no_run, args.timeout))
            else:  # in this process (a process a module costs seconds of start-up on a loaded machine)
                t0 = time.monotonic()
                rec["check"] = check_module(text, arch)
                if accepted and not args.no_run:
                    rec.update(run_kernels(text, args.seconds, args.budget))
                rec["seconds"] = round(time.monotonic() - t0, 2)
            out.write(json.dumps(rec) + "\n")
            out.flush()
            if i % 25 == 0:
                cache_path.write_text(json.dumps(cache))
                print(f"{i}/{len(manifest)}", file=sys.stderr, flush=True)
    cache_path.write_text(json.dumps(cache))


if __name__ == "__main__":
    main()
