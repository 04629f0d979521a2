"""cp.async's shared-memory wavefronts, bank conflicts and global sectors against Nsight Compute on
the H100, lane pattern by lane pattern: the probe launches of tools/truth/counters/ldgsts (one CTA,
each thread's copies taken from a table: LDGSTS.BYPASS and LDGSTS.ACCESS of 16/8/4 bytes at
contiguous, strided, permuted, misaligned and partial-warp mappings, src-size 0/4/8, several copies
a thread, and the exact copies of Triton's matmul), recorded by job.sh and parsed into
tests/data/counters/ncu_ldgsts_h100.json.gz. Every recorded case must equal ptxemu's counters
(docs/observing.md, "Asynchronous copies", states the rule)."""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "counters"
_REC = DATA / "ncu_ldgsts_h100.json.gz"
NCU = json.loads(gzip.decompress(_REC.read_bytes()))["cases"] if _REC.exists() else {}
CASES = json.loads((DATA / "ldgsts_cases.json").read_text()) if (DATA / "ldgsts_cases.json").exists() else []
SRC_BYTES = 1 << 16
# ptxemu counter -> the ncu metric it equals (ncu's LDGSTS metrics, docs/observing.md)
METRICS = {
    "ldgsts_shared_wavefronts": "sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum",
    "ldgsts_shared_conflicts": "sm__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum",
    "ldgsts_global_requests": "sm__sass_l1tex_t_requests_pipe_lsu_mem_global_op_ldgsts.sum",
    "ldgsts_global_sectors": "sm__sass_l1tex_t_sectors_pipe_lsu_mem_global_op_ldgsts.sum",
}
# (case, counter) -> why the H100 counts differently
_ZFILL = (
    "LDGSTS.BYPASS.128.ZFILL (src-size from a register ptxas cannot bound), 64 copies in flight a CTA: "
    "the H100 counts fewer wavefronts than the same copies measured one at a time (triton_mm_c*: "
    "equal to the rule), and fewer the fewer lanes read; the overlap of in-flight copies is not modelled"
)
DIFFERS: dict[tuple[str, str], str] = {
    **{(f"triton_mm_cta{i}", "ldgsts_shared_wavefronts"): _ZFILL for i in range(4)},
}


@cache
def _module() -> ptxemu.Module:
    return ptxemu.Module((DATA / "ldgsts_sm90a.ptx").read_text())


@cache
def _tables():
    return np.load(DATA / "ldgsts_tables.npz")


def run(case: dict) -> dict[str, int]:
    """The probe launch with counters on: ptxemu's totals."""
    src = (np.arange(SRC_BYTES // 4, dtype=np.uint64) * 2654435761 % 2**32).astype(np.uint32)
    tab = np.ascontiguousarray(_tables()[case["tab"]], np.uint32).reshape(-1)
    args = [tab, src, np.uint32(case["n"])]
    st = _module().launch(case["kernel"], 1, case["threads"], args, counters=True, print_output=False)
    return st.counters.total


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_ldgsts_counters_match_nsight_compute(case):
    ref = NCU.get(case["name"])
    if ref is None:
        pytest.skip("not recorded")
    got = run(case)
    bad = []
    for mine, metric in METRICS.items():
        if metric not in ref:
            continue
        named = (case["name"], mine) in DIFFERS
        if (got[mine] != ref[metric]) != named:
            why = "though DIFFERS names a difference" if named else "unexplained"
            bad.append(f"{mine}: ptxemu {got[mine]}, H100 {ref[metric]} ({why})")
    assert not bad, "; ".join(bad)


def test_agreement_per_metric():
    """At least 90% of the recorded cases equal per metric, every difference named in DIFFERS."""
    if not NCU:
        pytest.skip("not recorded")
    for mine, metric in METRICS.items():
        rec = [c for c in CASES if c["name"] in NCU and metric in NCU[c["name"]]]
        same = sum(run(c)[mine] == NCU[c["name"]][metric] for c in rec)
        assert same >= 0.9 * len(rec), (mine, same, len(rec))
