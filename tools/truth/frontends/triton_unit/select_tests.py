"""The test selection both sides run: from `pytest --collect-only -q` node ids (stdin), every
parametrization of a test function with at most 3, else ceil(2.5 * sqrt(n)) of them (at most 48),
evenly spaced over the collected order, so that each test function of the file is represented and
the whole runs in minutes on the H100. Writes the ids, one a line, to stdout."""

from __future__ import annotations

import math
import sys
from collections import defaultdict


def select(ids: list[str]) -> list[str]:
    groups: dict[str, list[str]] = defaultdict(list)
    for i in ids:
        groups[i.split("[")[0]].append(i)
    out: list[str] = []
    for members in groups.values():
        n = len(members)
        k = n if n <= 3 else min(n, 48, math.ceil(2.5 * math.sqrt(n)))
        out += [members[(j * n) // k] for j in range(k)]
    return out


if __name__ == "__main__":
    # node ids only, once each (pytest's warning summary repeats some, and names tests in prose)
    ids = list(dict.fromkeys(line.strip() for line in sys.stdin if line.startswith("test_core.py::")))
    print("\n".join(select(ids)))
