"""The launches of tests/data/counters/cases.json (tools/truth/counters/cases.py) run by ptxemu with
counters on: the same kernels, arguments and inputs the H100 ran under Nsight Compute."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np

import ptxemu
from ptxemu.examples import path as example_path
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data"
CASES = json.loads((DATA / "counters" / "cases.json").read_text())
# cp.async, bulk copies and wgmma (tools/truth/counters/async_cases.py), recorded by async_job.sh
ASYNC_CASES = json.loads((DATA / "counters" / "async_cases.json").read_text())


@cache
def _module(ptx: str) -> ptxemu.Module:
    if ptx.startswith("triton:"):
        return ptxemu.Module(str(np.load(DATA / "kernels" / "triton.npz")[ptx[7:] + "/ptx"]))
    if ptx in ("nvcc_sm90a.ptx", "tensor_sm90a.ptx"):
        return ptxemu.Module(example_path(ptx).read_text())
    folder = "counters" if ptx in ("bank_sm90a.ptx", "async_sm90a.ptx") else "kernels"
    return ptxemu.Module((DATA / folder / ptx).read_text())


@cache
def _npz(name: str):
    folder = "counters" if name in ("bank_inputs.npz", "async_inputs.npz") else "kernels"
    return load_npz(DATA / folder / name)


def run(case: dict):
    """The case's launch with counters=True: its `Counters`."""
    args: list = []
    for a in case["args"]:
        if a[0] == "buf":
            args.append(_npz(a[1])[a[2]].copy())
        elif a[0] == "zeros":
            args.append(np.zeros(a[1], np.uint8))
        elif a[0] == "null":
            args.append(None)
        else:
            args.append({"i32": np.int32, "i64": np.int64, "f32": np.float32}[a[0]](a[1]))
    st = _module(case["ptx"]).launch(
        case["kernel"],
        case["grid"],
        case["block"],
        args,
        shared_mem=case["shared"],
        counters=True,
        print_output=False,
    )
    return st.counters
