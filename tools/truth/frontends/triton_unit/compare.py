"""Triton's test_core.py on the H100 against the same selection under ptxemu: counts, the fraction
of the H100's passes that pass under ptxemu, and every test that passes on the H100 and not under
ptxemu grouped by cause.

    python compare.py H100.tsv[.xz] PTXEMU.tsv[.xz] [--ids ids.txt] [--write RESULTS.tsv.xz]

Each .tsv is the harness's --outcomes file (outcome, node id, reason per line). RESULTS holds one
line per selected test: node id, the H100's outcome, ptxemu's, and for a test the H100 passes and
ptxemu does not, the cause (below) and ptxemu's message.
"""

from __future__ import annotations

import argparse
import lzma
import re
from collections import Counter, defaultdict
from pathlib import Path

# (pattern on ptxemu's message, the cause reported): first match wins
CAUSES = [
    (r"instruction budget of [\d,]+ thread-instructions exceeded",
     "a spin-lock over thousands of CTAs exceeds the instruction budget (each hand-off of the lock "
     "costs whole-batch spins in lockstep batches)"),
    (r"Timeout \(>", "slower than the harness's 90 s per test under the emulator"),
    (r"Unsupported: (?:line \d+: )?([^:(]+)", None),  # ptxemu.Unsupported: the form it names
    (r"hard-codes|device=.cuda.|Torch not compiled with CUDA|CUDA",
     "the test makes its tensors on torch's CUDA device (or pinned host memory) itself"),
    (r"^Skipped$", "the test skips itself unless torch's device is 'cuda' (where it then makes its tensors)"),
    (r"DID NOT RAISE ValueError",
     "by design: ptxemu's memory is CPU tensors, which the test expects a GPU launch to refuse"),
    (r"AssertionError|Not equal|Mismatch", "a result differs from the test's reference"),
]


def _read(path: str) -> dict[str, tuple[str, str]]:
    p = Path(path)
    text = lzma.open(p, "rt").read() if p.suffix == ".xz" else p.read_text()
    out = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) >= 2:
            out[parts[1]] = (parts[0], parts[2] if len(parts) > 2 else "")
    return out


def cause(msg: str) -> str:
    for pat, label in CAUSES:
        m = re.search(pat, msg)
        if m:
            return label if label is not None else "Unsupported: " + m.group(1).strip()
    return msg.split(":")[0][:80] or "unknown"


def compare(h100: dict, emu: dict, ids: list[str]) -> tuple[dict, list[tuple]]:
    rows = []
    for i in ids:
        h, e = h100.get(i, ("not run", "")), emu.get(i, ("not run", ""))
        c = cause(e[1]) if h[0] == "passed" and e[0] != "passed" else ""
        rows.append((i, h[0], e[0], c, e[1] if c else ""))
    hp = [r for r in rows if r[1] == "passed"]
    both = [r for r in hp if r[2] == "passed"]
    summary = dict(selected=len(ids), h100=Counter(r[1] for r in rows), ptxemu=Counter(r[2] for r in rows),
                   h100_passed=len(hp), both_passed=len(both),
                   fraction=len(both) / len(hp) if hp else float("nan"),
                   ptxemu_only=sum(1 for r in rows if r[2] == "passed" and r[1] != "passed"))
    return summary, rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("h100")
    ap.add_argument("ptxemu")
    ap.add_argument("--ids", default=str(Path(__file__).with_name("ids.txt")))
    ap.add_argument("--write")
    a = ap.parse_args()
    ids = [x.strip() for x in open(a.ids) if x.strip()]
    s, rows = compare(_read(a.h100), _read(a.ptxemu), ids)
    print(f"selected {s['selected']}; H100 {dict(s['h100'])}; ptxemu {dict(s['ptxemu'])}")
    print(f"of the H100's {s['h100_passed']} passes, {s['both_passed']} pass under ptxemu "
          f"({100 * s['fraction']:.1f}%); ptxemu passes {s['ptxemu_only']} the H100 does not")
    groups = defaultdict(list)
    for r in rows:
        if r[3]:
            groups[r[3]].append(r[0])
    for c, members in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(members):4d}  {c}")
        for m in members[:6]:
            print(f"          {m}")
    if a.write:
        text = "".join("\t".join(r) + "\n" for r in rows)
        with lzma.open(a.write, "wt", preset=9) as f:
            f.write("# node id\tH100\tptxemu (sm_90a)\tcause\tptxemu's message\n" + text)


if __name__ == "__main__":
    main()
