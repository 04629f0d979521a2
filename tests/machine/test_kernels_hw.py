"""Whole kernels against the H100: every buffer after the launch, bit for bit.

Truth: tests/data/kernels/nvcc_outputs.npz and triton.npz, recorded on an H100 (driver 580) by
tools/truth/kernels/record.py and triton_record.py from the inputs cases.py makes; the nvcc kernels
are ordinary CUDA C++ (tools/truth/kernels/kernels.cu) compiled by nvcc -O3 for sm_90a, the Triton
kernels are Triton 3.6's own PTX for the H100.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.examples import path as example_path
from ptxemu.host import read_text
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"
_IN = load_npz(DATA / "nvcc_inputs.npz")
_OUT = np.load(DATA / "nvcc_outputs.npz")
_CASES = json.loads(str(_IN["cases"]))
_MOD = ptxemu.Module(example_path("nvcc_sm90a.ptx").read_text())
_TRITON = np.load(DATA / "triton.npz")
_TIN = load_npz(DATA / "tensor_inputs.npz")
_TOUT = np.load(DATA / "tensor_outputs.npz")
_TCASES = json.loads(str(_TIN["cases"]))
_TMOD = ptxemu.Module(example_path("tensor_sm90a.ptx").read_text())
_WIN = load_npz(DATA / "wgmma_inputs.npz")
_WOUT = np.load(DATA / "wgmma_outputs.npz")
_WCASES = json.loads(str(_WIN["cases"]))
_WMOD = ptxemu.Module((DATA / "wgmma_forms_sm90a.ptx").read_text())
_MIN = np.load(DATA / "mma_inputs.npz")
_MOUT = np.load(DATA / "mma_outputs.npz")
_MCASES = json.loads(str(_MIN["cases"]))
_MMOD = ptxemu.Module((DATA / "mma_forms_sm90a.ptx").read_text())
_AIN = load_npz(DATA / "atomic_inputs.npz")
_AOUT = np.load(DATA / "atomic_outputs.npz")
_ACASES = json.loads(str(_AIN["cases"]))
_AMOD = ptxemu.Module((DATA / "atomic_sm90a.ptx").read_text())
_DIN = load_npz(DATA / "directed_inputs.npz")
_DOUT = np.load(DATA / "directed_outputs.npz")
_DMOD = ptxemu.Module((DATA / "directed_sm90a.ptx").read_text())
_FIN = load_npz(DATA / "fastmath_inputs.npz")
_FOUT = np.load(DATA / "fastmath_outputs.npz")
_FCASES = json.loads(str(_FIN["cases"]))
_FMOD = ptxemu.Module((DATA / "fastmath_sm90a.ptx").read_text())
_CIN = load_npz(DATA / "cluster_inputs.npz")
_COUT = np.load(DATA / "cluster_outputs.npz")
_CCASES = json.loads(str(_CIN["cases"]))
_CMOD = ptxemu.Module((DATA / "cluster_sm90a.ptx").read_text())
_SIN = np.load(DATA / "sparse_inputs.npz")
_SOUT = np.load(DATA / "sparse_outputs.npz")
_SCASES = json.loads(str(_SIN["cases"]))
_SMOD = ptxemu.Module(read_text(DATA / "sparse_forms_sm90a.ptx"))  # kept .ptx.xz


def _differing(a: np.ndarray, ref: np.ndarray) -> int:
    return int(
        (a.view(np.uint8).reshape(a.size, -1) != ref.view(np.uint8).reshape(a.size, -1)).any(axis=1).sum()
    )


def _replay(mod, case, inputs, outputs, only=None):
    bufs, args = {}, []
    for kind, v in case["args"]:
        if kind == "buf":
            bufs[v] = inputs[f"{case['name']}/{v}"].copy()
            args.append(bufs[v])
        else:
            args.append({"i32": np.int32, "f32": np.float32, "u64": np.uint64}[kind](v))
    st = mod.launch(case["kernel"], case["grid"], case["block"], args, shared_mem=case["shared"])
    assert st.ctas == int(np.prod(case["grid"]))
    assert st.thread_instructions > 0
    for k, a in bufs.items():
        if only is not None and k not in only:  # the other buffers are inputs, left as they were
            continue
        ref = outputs[f"{case['name']}/{k}"]
        assert _differing(a, ref) == 0, f"{k}: {_differing(a, ref)} of {a.size} elements differ from the H100"


@pytest.mark.parametrize("case", _CASES, ids=[c["name"] for c in _CASES])
def test_nvcc_kernel_matches_h100(case):
    _replay(_MOD, case, _IN, _OUT)


@pytest.mark.parametrize("case", _TCASES, ids=[c["name"] for c in _TCASES])
def test_tensor_core_kernel_matches_h100(case):
    """mma.sync fragments of six type families and m8n8k4's quad pairs, an ldmatrix-fed mma.sync
    GEMM, and a wgmma GEMM (128B swizzle descriptors, cp.async, mbarrier, ldmatrix, stmatrix)."""
    _replay(_TMOD, case, _TIN, _TOUT)


@pytest.mark.parametrize("case", _WCASES, ids=[c["name"] for c in _WCASES])
def test_wgmma_form_in_a_kernel_matches_h100(case):
    """One wgmma.mma_async per kernel (tools/truth/kernels/wgmma_forms.py): f16/bf16/tf32/fp8/int8,
    N from 8 to 256, every swizzle mode, K- and MN-major, A from registers, scale-d 0, imm-scale -1,
    descriptors built in the kernel from its shared base address."""
    _replay(_WMOD, case, _WIN, _WOUT)


@pytest.mark.parametrize("case", _MCASES, ids=[c["name"] for c in _MCASES])
def test_mma_sync_form_in_a_kernel_matches_h100(case):
    """The mma.sync shapes and types the fragment kernels above do not cover (tools/truth/kernels/
    mma_forms.py): f64 m8n8k4, f16/bf16 m16n8k8, tf32 m16n8k4, fp8 with f16 accumulators and
    m16n8k16, s8/u8/s4/u4 (satfinite), b1 .and/.xor.popc."""
    _replay(_MMOD, case, _MIN, _MOUT)


@pytest.mark.parametrize("case", _SCASES, ids=[c["name"] for c in _SCASES])
def test_sparse_and_register_a_wgmma_forms_match_h100(case):
    """tools/truth/kernels/sparse_forms.py, recorded on an H200 (GH100, sm_90; sparse_subset.py cut
    the N >= 64 wgmma cases to three kinds): every mma.sp /
    mma.sp::ordered_metadata family of sm_90 (f16, bf16, tf32, fp8, s8/u8, s4/u4, satfinite, every
    shape and selector value), wgmma.mma_async.sp (every type family, N 8-256, A from descriptors
    (K- and MN-major, every swizzle) or registers, both selectors, scale-d 0, imm-scale-a -1), and
    dense wgmma with A in registers and imm-trans-b = 1 (issue 20: B was read K-major). Random and
    adversarial values, inf/NaN in the rows of B the metadata skips, garbage metadata in the threads
    the selector does not name."""
    _replay(_SMOD, case, _SIN, _SOUT, only=("d",))


@pytest.mark.parametrize("case", _ACASES, ids=[c["name"] for c in _ACASES])
def test_atomics_beyond_integers_match_h100(case, atomic_route):
    """atom.add.noftz f16/bf16/f16x2/bf16x2, atom/red min/max .noftz.v2 on packed halves, atom.cas.b16,
    atom.global.add.v2/.v4.f32 (tools/truth/kernels/atomic_kernels.cu), one warp per address;
    through the compiled lane-order loop, the numpy chains and the numpy rounds (atomic_route)."""
    _replay(_AMOD, case, _AIN, _AOUT)


def test_directed_rounding_div_sqrt_rcp_match_h100():
    """div/sqrt/rcp .rz/.rm/.rp .f32 (CUDA's __fdiv_rz, __fsqrt_ru, __frcp_rd, ...) and .ftz forms on
    4,096 inputs mixing ordinary values, NaN, infinities, zeros and subnormals."""
    for case in json.loads(str(_DIN["cases"])):
        _replay(_DMOD, case, _DIN, _DOUT)


@pytest.mark.parametrize("case", _FCASES, ids=[c["name"] for c in _FCASES])
def test_fast_math_kernel_matches_h100(case):
    """nvcc -O3 --use_fast_math (tools/truth/kernels/fastmath_kernels.cu): RoPE (sincosf of angles up
    to ~2047 rad, powf), GPT-2's tanh GELU, logit soft-capping (tanhf, expf, division), sinf/cosf/
    tanf of raw inputs with specials and arguments up to 2^40, and packed f16x2/bf16x2 tanh (inline
    PTX, a half2 GELU): sin/cos/tanh/ex2/lg2 .approx and div.approx in real code."""
    _replay(_FMOD, case, _FIN, _FOUT)


@pytest.mark.parametrize("case", _CCASES, ids=[c["name"] for c in _CCASES])
def test_cluster_kernel_matches_h100(case):
    """Clusters of 4 from __cluster_dims__ (.reqnctapercluster): cooperative groups' cluster.sync
    (barrier.cluster) and map_shared_rank (mapa, generic atomics on another CTA's shared memory)."""
    _replay(_CMOD, case, _CIN, _COUT)


def _triton_launch(name: str):
    meta = json.loads(str(_TRITON[f"{name}/meta"]))
    mod = ptxemu.Module(str(_TRITON[f"{name}/ptx"]))
    params = mod.kernel(meta["kernel"]).func.params
    bufs = {t: _TRITON[f"{name}/in_{t}"].copy() for t in meta["tensors"]}
    args: list = list(bufs.values())
    for _, (ty, v) in meta["scalars"].items():
        if ty == "int" and v == 1:
            continue  # Triton specialises integer arguments equal to 1 into constants
        p = params[len(args)]
        args.append(np.float32(v) if ty == "float" else (np.int32(v) if p.size == 4 else np.int64(v)))
    args += [None] * (len(params) - len(args))  # Triton's scratch pointers
    st = mod.launch(
        meta["kernel"], meta["grid"], (32 * meta["num_warps"], 1, 1), args, shared_mem=meta["shared"]
    )
    return st, bufs


@pytest.mark.parametrize("name", ["add", "rowsum_int", "matmul", "softmax", "layernorm"])
def test_triton_kernel_matches_h100(name):
    """layernorm needs the contraction model (kernel.contractions): ptxas fuses div.full's final
    multiply into the four subtractions that consume the mean (23 of 1500 outputs differ without)."""
    st, bufs = _triton_launch(name)
    assert st.thread_instructions > 0
    for t, a in bufs.items():
        ref = _TRITON[f"{name}/out_{t}"]
        assert _differing(a, ref) == 0, f"{t}: {_differing(a, ref)} of {a.size} differ from the H100"


def test_example_command_matches_h100(capsys):
    from ptxemu.cli import main

    assert main(["run", "--example"]) == 0
    out = capsys.readouterr().out
    assert "4101 of 4101" in out
