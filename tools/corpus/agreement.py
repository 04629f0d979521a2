"""Compare check() with the ptxas labels of the committed corpus; print the per-family table.

Usage: python tools/corpus/agreement.py [--corpus tests/data/isa/corpus.jsonl.gz] [--show FAMILY] [--limit N]
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import module  # noqa: E402

from ptxemu.isa.check import check  # noqa: E402


def load(path: str) -> list[dict]:
    with gzip.open(path, "rt") as fh:
        return [json.loads(x) for x in fh]


def evaluate(records: list[dict]):
    stats: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])  # acc_ok, acc_n, rej_ok, rej_n
    bad: list[tuple[dict, list]] = []
    for r in records:
        diags = [d for d in check(module(r["body"], r["target"], r["version"]), r["target"])
                 if d.severity == "error"]
        mine = not diags
        s = stats[r["family"]]
        if r["accepted"]:
            s[1] += 1
            s[0] += mine
        else:
            s[3] += 1
            s[2] += not mine
        if mine != r["accepted"]:
            bad.append((r, diags))
    return stats, bad


def table(stats) -> str:
    lines = [f"{'family':12s} {'accepts':>16s} {'rejects':>16s}"]
    for fam, (ao, an, ro, rn) in sorted(stats.items()):
        pa = 100 * ao / an if an else 100.0
        pr = 100 * ro / rn if rn else 100.0
        lines.append(f"{fam:12s} {ao:6d}/{an:<6d}{pa:6.2f}% {ro:6d}/{rn:<6d}{pr:6.2f}%")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", default="tests/data/isa/corpus.jsonl.gz")
    ap.add_argument("--show", default=None)
    ap.add_argument("--limit", type=int, default=40)
    args = ap.parse_args()
    stats, bad = evaluate(load(args.corpus))
    print(table(stats))
    shown = 0
    for r, diags in bad:
        if args.show and r["family"] != args.show and args.show != "all":
            continue
        if shown >= args.limit:
            break
        shown += 1
        verdict = "accept" if r["accepted"] else "reject"
        print("----", r["family"], r["target"], r["version"], "ptxas:", verdict)
        print("  ", r["body"].replace("\n", " | "))
        print("   ptxas:", r["message"].replace("\n", " | ")[:300])
        print("   mine :", "; ".join(d.message for d in diags)[:300])


if __name__ == "__main__":
    main()
