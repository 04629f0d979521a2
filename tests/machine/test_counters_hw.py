"""Memory counters against Nsight Compute on the H100: every launch of tests/data/counters/cases.json
(tools/truth/counters/cases.py) was profiled by `ncu --metrics ...` (tools/truth/counters/job.sh,
parse.py -> tests/data/counters/ncu_h100.json). ncu counts the SASS ptxas made, ptxemu the PTX: a
case may differ from the H100 only where DIFFERS names the metric and the rule that explains it
(docs/observing.md, "Where SASS differs"); everything else must be equal."""

from __future__ import annotations

import json

import pytest
from counters_cases import ASYNC_CASES, CASES, DATA, run

from ptxemu.machine.observing.counters import NCU_METRICS

_REC = DATA / "counters" / "ncu_h100.json"
# cp.async, bulk copies and wgmma with the LDGSTS metrics (tools/truth/counters/async_job.sh)
_REC_ASYNC = DATA / "counters" / "ncu_async_h100.json"
NCU = json.loads(_REC.read_text())["cases"] if _REC.exists() else {}
NCU_ASYNC = json.loads(_REC_ASYNC.read_text())["cases"] if _REC_ASYNC.exists() else {}
_ALL = [(c, NCU) for c in CASES] + [(c, NCU_ASYNC) for c in ASYNC_CASES]


def ncu_value(ref: dict, mine: str) -> int | None:
    """The H100's value of ptxemu's counter `mine` (a sum of metrics for the atomics)."""
    names = NCU_METRICS[mine]
    names = (names,) if isinstance(names, str) else names
    if not all(n in ref for n in names):
        return None
    return sum(int(ref[n]) for n in names)


# (case, ptxemu counter) -> why the H100's SASS counts differently (docs/observing.md)
DIFFERS: dict[tuple[str, str], str] = {}


@pytest.mark.parametrize(
    ("case", "rec"), _ALL, ids=[c["name"] + ("_async" if r is NCU_ASYNC else "") for c, r in _ALL]
)
def test_counters_match_nsight_compute(case, rec):
    if case["name"] not in rec:
        pytest.skip("not recorded yet (tools/truth/counters: ncu_h100.json, ncu_async_h100.json)")
    got = run(case).total
    ref = rec[case["name"]]
    wrong = []
    for mine in NCU_METRICS:
        h100 = ncu_value(ref, mine)
        if h100 is None:
            continue
        same = got.get(mine, 0) == h100
        why = DIFFERS.get((case["name"], mine))
        if not same and why is None:
            wrong.append(f"{mine}: ptxemu {got.get(mine, 0)}, H100 {h100}")
        if same and why is not None:
            wrong.append(f"{mine}: equal to the H100 ({h100}) though DIFFERS explains a difference")
    assert not wrong, "; ".join(wrong)


@pytest.mark.skipif(not NCU, reason="ncu_h100.json not recorded yet (tools/truth/counters)")
def test_agreement_per_metric_is_at_least_90_percent():
    """With the test above enforcing that only DIFFERS's entries differ, the share of equal kernels
    per metric follows from DIFFERS alone."""
    for mine in NCU_METRICS:
        n = sum(1 for c in CASES if c["name"] in NCU and ncu_value(NCU[c["name"]], mine) is not None)
        if not n:
            continue
        bad = sum(1 for (c, m) in DIFFERS if m == mine)
        assert (n - bad) / n >= 0.9, f"{mine}: {n - bad} of {n} equal"
