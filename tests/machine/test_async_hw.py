"""Kernels with mbarrier pipelines, clusters and warp specialisation recorded on the H100-class GPU
(tools/truth/kernels/async_kernels.cu, nvcc -O3 sm_90a -> tests/data/kernels/async_sm90a.ptx; inputs
by async_cases.py; recorded by record_each.py on an H200, the same bits in three runs): ptxemu gives
the same bits eagerly and in checking mode, where only the deliberately broken protocol of
mb_lane_order_48 is reported (the H100 faults on it, and ptxemu raises)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"
IN, OUT = np.load(DATA / "async_inputs.npz"), np.load(DATA / "async_outputs.npz")
MOD = ptxemu.Module((DATA / "async_sm90a.ptx").read_text())
CASES = json.loads(str(IN["cases"]))


def _launch(case, check: bool):
    args, bufs = [], {}
    for kind, v in case["args"]:
        if kind == "buf":
            bufs[v] = IN[f"{case['name']}/{v}"].copy()
            args.append(bufs[v])
        else:
            args.append(np.int32(v))
    st = MOD.launch(case["kernel"], case["grid"], case["block"], args, shared_mem=case["shared"], check=check)
    return st, bufs


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
@pytest.mark.parametrize("check", [False, True], ids=["eager", "check"])
def test_async_kernel_matches_the_h100(case, check):
    name = case["name"]
    if f"{name}/fault" in OUT.files:  # the GPU faulted: ptxemu must stop with an error
        with pytest.raises(ptxemu.PtxRuntimeError, match="more arrivals than the current phase has pending"):
            _launch(case, check)
        return
    st, bufs = _launch(case, check)
    for k, a in bufs.items():
        ref = OUT[f"{name}/{k}"]
        assert (a.view(np.uint8) == ref.view(np.uint8)).all(), f"{k}: {np.count_nonzero(a != ref)} differ"
    assert st.findings == []
