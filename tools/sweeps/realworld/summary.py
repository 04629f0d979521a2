"""Summarise sweep results (results.jsonl from sweep.py) as markdown: corpus size, ptxas-vs-ptxemu
check agreement, the disagreements, run outcomes and the Unsupported forms with their counts.

    python tools/sweeps/realworld/summary.py RESULTS.jsonl [MORE.jsonl ...] > RESULTS.md
"""

from __future__ import annotations

import collections
import json
import re
import sys


def _sm(arch: str | None) -> int:
    m = re.match(r"(?:sm|compute)_(\d+)", arch or "")
    return int(m.group(1)) if m else 0


def _mine(r: dict) -> bool | None:
    c = r.get("check", {})
    return None if "errors" not in c else not c["errors"]


def _shape(msg: str) -> str:
    """A message with its names and numbers blanked, to group alike disagreements."""
    return re.sub(r"'[^']*'", "'…'", re.sub(r"\d+", "N", msg))[:140]


def summarise(rs: list[dict]) -> str:
    out: list[str] = []
    w = out.append
    repos = collections.Counter(r["repo"] for r in rs)
    kernels = sum(r.get("entries", 0) for r in rs)
    w(f"modules: {len(rs)} from {len(repos)} repositories; kernels launched: "
      f"{sum(len(r.get('kernels', [])) for r in rs)} (of {kernels} entries in accepted modules)")
    bands = collections.Counter("sm_90+" if _sm(r["target"]) >= 90 else "sm_75..89" if _sm(r["target"]) >= 75
                                else "older" for r in rs)
    w(f"module .target: {dict(bands)}; PTX ISA: "
      f"{dict(sorted(collections.Counter((r['version'] or '?').split('.')[0] + '.x' for r in rs).items()))}")
    w("repositories: " + ", ".join(f"{k} {v}" for k, v in repos.most_common()))
    w("")
    for which in ("13.0", "13.5"):
        m = collections.Counter((r[f"ptxas{which}"]["ok"], _mine(r)) for r in rs)
        agree = m[(True, True)] + m[(False, False)]
        w(f"ptxas {which} vs ptxemu check: agree {agree}/{len(rs)} "
          f"(both accept {m[(True, True)]}, both reject {m[(False, False)]}; ptxas accepts/ptxemu rejects "
          f"{m[(True, False)]}, ptxas rejects/ptxemu accepts {m[(False, True)]}; check crashed "
          f"{sum(v for (a, b), v in m.items() if b is None)})")
    split = [r for r in rs if r["ptxas13.0"]["ok"] != r["ptxas13.5"]["ok"]]
    w(f"ptxas 13.0 and 13.5 differ on {len(split)} modules")
    w("")
    w("## Disagreements (against ptxas 13.5)")
    groups: dict[tuple, list[dict]] = collections.defaultdict(list)
    for r in rs:
        mine = _mine(r)
        ok = r["ptxas13.5"]["ok"]
        if mine is None:
            groups[("check crashed", r["check"].get("crash") or r["check"].get("hang"))].append(r)
        elif mine != ok:
            key = ("ptxas accepts, ptxemu rejects", _shape(r["check"]["errors"][0][1])) if ok else \
                  ("ptxas rejects, ptxemu accepts", _shape(r["ptxas13.5"]["error"]))
            groups[key].append(r)
    for (kind, shape), items in sorted(groups.items(), key=lambda kv: (kv[0][0], -len(kv[1]))):
        ex = items[0]
        first = (ex["check"].get("errors") or [[0, ""]])[0]
        w(f"- {kind} ×{len(items)}: `{shape}` (e.g. {ex['repo']}:{ex['path']} {ex['arch']}; "
          f"ptxemu line {first[0]}; ptxas: {ex['ptxas13.5']['error'][:160] or 'accepts'})")
    w("")
    w("## Launches (modules ptxas accepts; 1 CTA, dummy arguments)")
    ks = [k for r in rs for k in r.get("kernels", [])]
    outcomes = collections.Counter(k["outcome"] for k in ks)
    w("outcomes: " + ", ".join(f"{k} {v}" for k, v in outcomes.most_common()))
    errs = collections.Counter(k.get("error") for k in ks if k["outcome"] == "ptxerror")
    w("clean PtxErrors by class: " + ", ".join(f"{k} {v}" for k, v in errs.most_common()))
    w("")
    w("### Unsupported (what real code uses that ptxemu lacks)")
    uns = collections.Counter(_shape(k["detail"]) for k in ks if k["outcome"] == "unsupported")
    for k, v in uns.most_common():
        w(f"- ×{v}: `{k}`")
    w("")
    w("### Crashes, timeouts, hangs")
    for r in rs:
        for k in r.get("kernels", []):
            if k["outcome"] in ("crash", "timeout"):
                w(f"- {k['outcome']}: {r['repo']}:{r['path']} {k['name'][:60]}: {k['detail'][:200]}")
        for key in ("hang", "worker_crash", "parse_crash"):
            if key in r:
                w(f"- {key}: {r['repo']}:{r['path']}: {r[key][:200]}")
    return "\n".join(out) + "\n"


def main() -> None:
    rs = [json.loads(x) for p in sys.argv[1:] for x in open(p) if x.strip()]
    sys.stdout.write(summarise(rs))


if __name__ == "__main__":
    main()
