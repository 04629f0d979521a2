"""Triton kernels launched as users launch them (`kernel[grid](...)` on torch CPU tensors, ptxemu as
Triton's GPU), against an H100.

Truth: tests/data/kernels/triton.npz, recorded on an H100 with Triton 3.6.0 by
tools/truth/kernels/triton_record.py, whose @triton.jit kernels are the ones launched here (vector
add, fused softmax, layer norm, an integer row reduction and a wgmma fp16 matmul). Here Triton 3.6.0
compiles each for sm_90a on the CPU: its PTX must be the PTX the H100 ran (comments and debug lines
aside) and every output bit must be the H100's. (tests/machine/test_kernels_hw.py runs the recorded
PTX through ptxemu.Module; this runs the whole front end: Triton's compiler, the driver, the
launcher's argument packing, torch tensors written back in place.)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "truth" / "kernels"))
import triton_record as R  # noqa: E402

import ptxemu.triton  # noqa: E402

REC = np.load(ROOT / "tests" / "data" / "kernels" / "triton.npz")
KERNELS = {"add": R.add_kernel, "softmax": R.softmax_kernel, "layernorm": R.layernorm_kernel,
           "rowsum_int": R.rowsum_int_kernel, "matmul": R.matmul_kernel}


@pytest.fixture(autouse=True)
def _active():
    ptxemu.triton.activate("sm_90a")
    yield
    ptxemu.triton.deactivate()


def body(ptx: str) -> str:
    """The PTX without comments and debug information (.file names the source's path, .loc its lines)."""
    ptx = ptx.split(".section\t.debug")[0].split(".section .debug")[0]
    lines = (ln.split("//")[0].rstrip() for ln in ptx.splitlines())
    return "\n".join(ln for ln in lines if ln.strip() and not ln.lstrip().startswith((".loc", ".file")))


@pytest.mark.parametrize("name", list(KERNELS))
def test_recorded_triton_kernel_through_the_driver_matches_h100(name):
    meta = json.loads(str(REC[f"{name}/meta"]))
    tensors = {t: torch.from_numpy(REC[f"{name}/in_{t}"].copy()) for t in meta["tensors"]}
    scalars = [float(v) if ty == "float" else int(v) for ty, v in meta["scalars"].values()]
    grid = tuple(meta["grid"])
    ck = KERNELS[name][grid](*tensors.values(), *scalars, **meta["consts"], num_warps=meta["num_warps"])
    assert body(ck.asm["ptx"]) == body(str(REC[f"{name}/ptx"])), "Triton made other PTX than the H100 ran"
    assert ck.metadata.shared == meta["shared"]
    for t, v in tensors.items():
        got, ref = v.numpy(), REC[f"{name}/out_{t}"]
        bad = int((got.view(np.uint8).reshape(got.size, -1) != ref.view(np.uint8).reshape(ref.size, -1))
                  .any(axis=1).sum())
        assert bad == 0, f"{t}: {bad} of {ref.size} elements differ from the H100"
