"""Triton kernels launched as users launch them (`kernel[grid](...)` on torch CPU tensors) with
ptxemu as Triton's GPU, against the H100.

Truth: tests/data/frontends/triton_h100.npz, recorded by tools/truth/frontends/record_triton.py on an
H100 (Triton 3.6.0): every case of tools/truth/frontends/triton_kernels.py (the tutorials' vector
add, fused softmax, fp16 and fp8 matmul, low-memory dropout, layer norm; and the three places where
Triton's interpreter departs from the GPU: float16 -> float8e5 casts of all 65,536 halves (Triton
issue 8322), tl.dot on bfloat16 (issue 11584), tl.dot on float32, which the GPU computes in TF32).
Here Triton compiles each kernel for sm_90a on the CPU, its PTX must be the PTX the H100 ran, and
ptxemu's outputs must equal the H100's bit for bit. For sm_100a and sm_120a (no hardware), the same
kernels must compile and give the results a program checks itself against (torch on the CPU).

The recording was made on an H100 (Triton 3.6.0, torch 2.11; inputs kept as their sha256 by
tools/truth/frontends/slim_recording.py). The cast case has a second truth from outside: NVIDIA's
host conversion (tools/truth/frontends/fp16_to_e5m2_host.cu, cuda_fp8.h compiled by nvcc for the
CPU) of every float16, which is what the instruction Triton emits computes.
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
sys.path.insert(0, str(ROOT / "tools" / "truth" / "frontends"))
import triton_kernels as K  # noqa: E402
from slim_recording import digest  # noqa: E402

import ptxemu  # noqa: E402
import ptxemu.triton  # noqa: E402

DATA = ROOT / "tests" / "data" / "frontends"
REC = np.load(DATA / "triton_h100.npz") if (DATA / "triton_h100.npz").exists() else None
CASES = {c["name"]: c for c in K.cases()}
# the later tutorials have their own recording and tests (tests/triton/test_tutorials.py)
FIRST = [n for n in CASES if n not in {c["name"] for c in K.more_cases()}]
recorded = pytest.mark.skipif(REC is None, reason="tests/data/frontends/triton_h100.npz not recorded yet")


@pytest.fixture(autouse=True)
def _active():
    ptxemu.triton.activate("sm_90a")
    yield
    ptxemu.triton.deactivate()


def _body(ptx: str) -> str:
    """The PTX without comments and debug information (.file names the source's path, .loc its lines)."""
    ptx = ptx.split(".section\t.debug")[0].split(".section .debug")[0]
    lines = (ln.split("//")[0].rstrip() for ln in ptx.splitlines())
    return "\n".join(ln for ln in lines if ln.strip() and not ln.lstrip().startswith((".loc", ".file")))


@recorded
@pytest.mark.parametrize("name", FIRST)
def test_triton_kernel_on_ptxemu_matches_h100(name):
    case = CASES[name]
    for t, a in case["tensors"].items():  # the inputs the H100 ran on (kept as their sha256)
        assert str(REC[f"{name}/in_{t}.sha256"]) == digest(a), t
    ts = K.torch_tensors(case, "cpu")
    ck = K.launch(case, ts)
    assert _body(ck.asm["ptx"]) == _body(str(REC[f"{name}/ptx"])), "Triton made other PTX than on the H100"
    for t in case["outputs"]:
        got, ref = K.raw(ts[t]), REC[f"{name}/out_{t}"]
        bad = int((got != ref).sum())
        assert bad == 0, f"{t}: {bad} of {ref.size} elements differ from the H100"


@recorded
def test_the_recording_is_the_h100s():
    meta = json.loads(str(REC["vadd/meta"]))
    assert ("H100" in meta["gpu"] or "H200" in meta["gpu"]) and meta["triton"] == "3.6.0"  # GH100, sm_90


def test_fp16_to_fp8e5_cast_of_every_half_matches_nvidias_host_code():
    """Triton issue 8322 (the interpreter differs from the GPU on 1,790 of the 65,536 halves): the
    kernel's PTX converts with cvt.rn.satfinite.e5m2x2.f16x2, and every one of ptxemu's 65,536
    results equals cuda_fp8.h's __nv_cvt_halfraw_to_fp8(h, __NV_SATFINITE, __NV_E5M2)."""
    case = CASES["cast_fp16_fp8e5"]
    ts = K.torch_tensors(case, "cpu")
    ck = K.launch(case, ts)
    assert "cvt.rn.satfinite.e5m2x2.f16x2" in ck.asm["ptx"]
    ref = np.load(DATA / "fp16_to_e5m2_host.npz")["e5m2"]
    got = K.raw(ts["out"])
    assert int((got != ref).sum()) == 0


@pytest.mark.parametrize("name", ["dot_fp32_tf32", "dot_bf16"])
def test_dots_multiply_as_the_tensor_cores_do(name):
    """tl.dot on float32 inputs is TF32 on the GPU (the interpreter multiplies in full float32) and on
    bfloat16 multiplies values (the interpreter of issue 11584 multiplied bit patterns). Until the
    H100's bits are recorded: ptxemu's results lie within float32 accumulation error of the float64
    product of the inputs as the tensor cores read them (TF32: the top 19 bits of each float32), and
    for TF32 they are measurably not the full-float32 product."""
    case = CASES[name]
    ts = K.torch_tensors(case, "cpu")
    ck = K.launch(case, ts)
    assert ("mma" in ck.asm["ptx"]) and ("tf32" in ck.asm["ptx"]) == (name == "dot_fp32_tf32")
    a = K.torch_tensors(case, "cpu")["a"].double()
    b = K.torch_tensors(case, "cpu")["b"].double()
    if name == "dot_fp32_tf32":
        def tf32(t):  # Triton hands the mma raw float32 registers; .tf32 operands ignore the low
            # 13 bits (manual, mma's tf32 fragments), so the tensor core reads them truncated
            bits = torch.from_numpy(t.float().numpy().view(np.uint32) & 0xFFFFE000)
            return bits.view(torch.float32).double()
        full = a @ b
        a, b = tf32(a), tf32(b)
        assert (ts["c"].double() - full).abs().max() > 1e-3  # visibly not float32 multiplication
    ref = a @ b
    torch.testing.assert_close(ts["c"].double(), ref, atol=1e-4, rtol=1e-5)


@pytest.mark.parametrize("target", ["sm_100a", "sm_120a"])
@pytest.mark.parametrize("name", ["vadd", "softmax", "matmul_fp16", "layernorm", "dot_fp32_tf32"])
def test_blackwell_targets_give_the_programs_own_results(target, name):
    """No Blackwell hardware here: the kernels compile for the target (its PTX says so) and their
    results pass the checks the tutorials make against torch (exact for the add)."""
    ptxemu.triton.activate(target)
    case = CASES[name]
    ts = K.torch_tensors(case, "cpu")
    # sm_120a's matmuls are mma.sync, whose Blackwell arithmetic is the named model of
    # docs/numerics.md "Dense mma.sync on Blackwell" (no hardware): checked against torch here
    ck = K.launch(case, ts)
    assert f".target {target}" in ck.asm["ptx"]
    inp = K.torch_tensors(case, "cpu")
    if name == "vadd":
        assert torch.equal(ts["out"], inp["x"] + inp["y"])
    elif name == "softmax":
        torch.testing.assert_close(ts["y"], torch.softmax(inp["x"], dim=1))
    elif name == "matmul_fp16":
        ref = inp["a"].float() @ inp["b"].float()
        torch.testing.assert_close(ts["c"].float(), ref, atol=0.2, rtol=1e-2)
    elif name == "layernorm":
        x = inp["x"].float()
        ref = torch.nn.functional.layer_norm(x, (x.shape[1],), inp["w"].float(), inp["b"].float(), 1e-5)
        torch.testing.assert_close(ts["y"].float(), ref, atol=2e-2, rtol=1e-2)
    else:  # TF32 inputs: 10-bit mantissas, errors ~1e-3 relative
        ref = inp["a"].double() @ inp["b"].double()
        torch.testing.assert_close(ts["c"].double(), ref, atol=0.05, rtol=1e-2)
