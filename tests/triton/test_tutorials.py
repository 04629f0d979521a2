"""The later Triton tutorials under ptxemu.triton: fused attention (plain and causal), grouped GEMM
(matrices reached through tables of device addresses), persistent matmul with TMA descriptors,
block-scaled matmul (tl.dot_scaled on e4m3 with e8m0 scales) and the cvt.bf16.f16 probe
(tools/truth/frontends/triton_kernels.py, more_cases()).

Truth: for sm_90a, tests/data/frontends/triton_h100_more.npz, recorded on the H100 by
tools/truth/frontends/record_triton.py (`... OUT.npz more`, Triton 3.6.0; inputs kept as their
sha256 by slim_recording.py): the same PTX, the same bytes (the cvt probe also confirms that
`cvt.bf16.f16` rounds to nearest even on the H100, all 65,536 halves). For sm_100a and sm_120a (no hardware
here) the programs' own references: torch in float64 on the CPU, within the error of float16
outputs / float32 accumulation.
"""

from __future__ import annotations

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

import ptxemu.triton  # noqa: E402

DATA = ROOT / "tests" / "data" / "frontends"
REC = np.load(DATA / "triton_h100_more.npz") if (DATA / "triton_h100_more.npz").exists() else None
CASES = {c["name"]: c for c in K.more_cases()}


def _run(case: dict):
    ts = K.torch_tensors(case, "cpu")
    # grouped GEMM's matrices are reached only through its tables of data_ptr()s
    tables = [ts[n] for kind, v, *_ in case["args"] if kind == "p" for n in v]
    with ptxemu.triton.mapped(*tables):
        ck = K.launch(case, ts)
    return ck, ts


def _body(ptx: str) -> str:
    ptx = ptx.split(".section\t.debug")[0].split(".section .debug")[0]
    lines = (ln.split("//")[0].rstrip() for ln in ptx.splitlines())
    return "\n".join(ln for ln in lines if ln.strip() and not ln.lstrip().startswith((".loc", ".file")))


@pytest.mark.skipif(REC is None, reason="tests/data/frontends/triton_h100_more.npz not recorded yet")
@pytest.mark.parametrize("name", list(CASES))
def test_tutorial_on_ptxemu_matches_h100(name):
    if f"{name}/ptx" not in REC.files:
        pytest.fail(f"{name}: the H100 recording has no such case (it failed there: see its log)")
    ptxemu.triton.activate("sm_90a")
    try:
        case = CASES[name]
        for t, a in case["tensors"].items():  # the inputs the H100 ran on (kept as their sha256)
            assert str(REC[f"{name}/in_{t}.sha256"]) == digest(a), t
        ck, ts = _run(case)
        assert _body(ck.asm["ptx"]) == _body(str(REC[f"{name}/ptx"])), "other PTX than the H100's"
        for t in case["outputs"]:
            got, ref = K.raw(ts[t]), REC[f"{name}/out_{t}"]
            bad = int((got != ref).sum())
            assert bad == 0, f"{t}: {bad} of {ref.size} elements differ from the H100"
    finally:
        ptxemu.triton.deactivate()


def _reference(name: str, inp: dict) -> dict:
    """The tutorials' own checks: torch on the CPU in float64."""
    d = {k: v.double() if v.dtype != torch.float8_e4m3fn else v.float().double() for k, v in inp.items()}
    if name.startswith("attention"):
        s = d["q"] @ d["k"].transpose(1, 2) * 0.125
        if name.endswith("causal"):
            n = s.shape[-1]
            s = s.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float("-inf"))
        return {"o": torch.softmax(s, -1) @ d["v"]}
    if name == "grouped_gemm":
        return {f"c{g}": d[f"a{g}"] @ d[f"b{g}"] for g in range(3)}
    if name == "persistent_tma":
        return {"c": d["a"] @ d["b"].T}
    if name == "dot_scaled_e4m3":
        sa = torch.exp2(inp["sa"].double() - 127).repeat_interleave(32, 1)
        sb = torch.exp2(inp["sb"].double() - 127).repeat_interleave(32, 1)
        return {"c": (d["a"] * sa) @ (d["b"] * sb.T)}
    raise KeyError(name)


@pytest.mark.parametrize("target", ["sm_100a", "sm_120a"])
@pytest.mark.parametrize("name", ["attention_causal", "grouped_gemm", "persistent_tma", "dot_scaled_e4m3"])
def test_tutorial_on_blackwell_gives_its_own_reference(name, target):
    ptxemu.triton.activate(target)
    try:
        case = CASES[name]
        ck, ts = _run(case)
        ptx = ck.asm["ptx"]
        assert f".target {target}" in ptx
        if name == "dot_scaled_e4m3" and target == "sm_100a":  # block-scaled tcgen05 MMA, not an upcast
            assert "tcgen05.mma" in ptx and "block_scale" in ptx
        ref = _reference(name, K.torch_tensors(case, "cpu"))
        for t, want in ref.items():
            got = ts[t].double()
            if ts[t].dtype == torch.float16:  # float32 accumulation, one float16 rounding
                torch.testing.assert_close(got, want, atol=2e-3 * want.abs().max().item(), rtol=2e-3)
            else:
                torch.testing.assert_close(got, want, atol=1e-5 * want.abs().max().item(), rtol=1e-5)
    finally:
        ptxemu.triton.deactivate()
