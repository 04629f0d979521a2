"""CUDA C++ through NVRTC against the H100: the kernels of tools/truth/kernels, compiled by
ptxemu.cuda (NVRTC, sm_90a) from the very .cu sources that nvcc -O3 compiled for the recordings in
tests/data/kernels, launched through the cupy-shaped API, give the H100's bytes in every buffer.

NVRTC's PTX differs from nvcc's for most of these kernels (another compiler version and front end);
a kernel whose function text (comments aside) is identical to nvcc's and that calls no function
is not run again here: that PTX is run against the same recording by tests/machine/test_kernels_hw.py.
The same IEEE-exact kernels (kernels.cu: integer, float, f16, warp and atomic arithmetic, no
approximate instruction) compiled for sm_100a and sm_120a must give the H100's bytes as well.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

cuda = pytest.importorskip("ptxemu.cuda")
if not cuda.available():
    pytest.skip("NVRTC is not installed (pip install 'ptxemu[cuda]')", allow_module_level=True)

from ptxemu.machine.launching.replay import load_npz  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "tools" / "truth" / "kernels"
DATA = ROOT / "tests" / "data" / "kernels"
EXAMPLES = ROOT / "src" / "ptxemu" / "examples"
# (source, recording stem, nvcc's PTX, NVRTC options: the nvcc flags of tools/truth/kernels/build.py)
SETS = [
    ("kernels.cu", "nvcc", EXAMPLES / "nvcc_sm90a.ptx", ()),
    ("tensor_kernels.cu", "tensor", EXAMPLES / "tensor_sm90a.ptx", ()),
    ("cluster_kernels.cu", "cluster", DATA / "cluster_sm90a.ptx", ()),
    ("atomic_kernels.cu", "atomic", DATA / "atomic_sm90a.ptx", ()),
    ("directed_kernels.cu", "directed", DATA / "directed_sm90a.ptx", ()),
    ("fastmath_kernels.cu", "fastmath", DATA / "fastmath_sm90a.ptx", ("-use_fast_math",)),
    ("async_kernels.cu", "async", DATA / "async_sm90a.ptx", ()),
]
_MODULES: dict = {}


def _module(src: str, opts, arch="sm_90a"):
    key = (src, arch)
    if key not in _MODULES:
        _MODULES[key] = cuda.RawModule(code=(SRC / src).read_text(), options=opts, arch=arch)
    return _MODULES[key]


def _functions(ptx: str) -> dict[str, str]:
    parts = re.split(r"\n(?=(?:\.visible |\.weak )?(?:\.entry|\.func))", ptx)
    out = {}
    for p in parts[1:]:
        m = re.search(r"(?:\.entry|\.func)\s+(?:\([^)]*\)\s*)?(\w+)", p)
        out[m.group(1)] = re.sub(r"//[^\n]*", "", p).strip()
    return out


def _cases():
    out = []
    for src, stem, ref, opts in SETS:
        IN = load_npz(DATA / f"{stem}_inputs.npz")
        for c in json.loads(str(IN["cases"])):
            out.append(pytest.param(src, stem, ref, opts, c, id=f"{stem}/{c['name']}"))
    return out


def _run(mod, stem: str, case: dict):
    IN = load_npz(DATA / f"{stem}_inputs.npz")
    bufs, args = {}, []
    for kind, v in case["args"]:
        if kind == "buf":
            bufs[v] = IN[f"{case['name']}/{v}"].copy()
            args.append(bufs[v])
        else:
            args.append({"i32": np.int32, "f32": np.float32, "u64": np.uint64}[kind](v))
    st = mod.get_function(case["kernel"])(case["grid"], case["block"], args, shared_mem=case.get("shared", 0))
    return st, bufs


def _differing(stem: str, case: dict, bufs) -> dict[str, int]:
    OUT = np.load(DATA / f"{stem}_outputs.npz")
    out = {}
    for k, a in bufs.items():
        ref = OUT[f"{case['name']}/{k}"]
        ne = a.view(np.uint8).reshape(a.size, -1) != ref.view(np.uint8).reshape(a.size, -1)
        n = int(ne.any(axis=1).sum())
        if n:
            out[k] = n
    return out


@pytest.mark.parametrize("src,stem,ref,opts,case", _cases())
def test_nvrtc_compiled_kernel_matches_h100(src, stem, ref, opts, case):
    mod = _module(src, opts)
    mine, nvcc = _functions(mod.ptx), _functions(ref.read_text())
    body = mine[case["kernel"]]
    if body == nvcc.get(case["kernel"]) and not re.search(r"\bcall(\.uni)?\b", body):
        return  # the same PTX as nvcc's: tests/machine/test_kernels_hw.py runs it against the recording
    OUT = np.load(DATA / f"{stem}_outputs.npz")
    if f"{case['name']}/fault" in OUT.files:  # the GPU faulted (a deliberately broken protocol)
        import ptxemu

        with pytest.raises(ptxemu.PtxRuntimeError, match="more arrivals than the current phase has pending"):
            _run(mod, stem, case)
        return
    st, bufs = _run(mod, stem, case)
    assert st.thread_instructions > 0
    assert _differing(stem, case, bufs) == {}, "elements differing from the H100"


def test_nvrtc_ptx_is_nvrtcs_own():
    """The modules above really are NVRTC's (not nvcc's PTX read back): its header and version."""
    ptx = _module("kernels.cu", ()).ptx
    assert "NVVM" in ptx and ".target sm_90a" in ptx
    assert _functions(ptx)["saxpy"] != _functions((EXAMPLES / "nvcc_sm90a.ptx").read_text())["saxpy"]


def test_nvrtc_printf_kernel_prints_what_the_gpu_prints(capsys):
    """printf_kernels.cu through NVRTC (its <cstdio> is ptxemu.cuda's stand-in): 169 lines, each warp's
    in the order the H100 printed them (tests/data/kernels/base_isa_printf.txt)."""
    IN = load_npz(DATA / "base_isa_inputs.npz")
    mod = cuda.RawModule(code=(SRC / "printf_kernels.cu").read_text())
    args = [IN[f"printf/{k}"].copy() for k in ("iv", "dv", "lv", "name")]
    st = mod.get_function("printf_kernel")(2, 96, args)
    gpu = (DATA / "base_isa_printf.txt").read_text().splitlines()

    def per_warp(lines):
        out: dict[int, list[str]] = {}
        for ln in lines:
            t = int(ln.split()[0][2:]) if ln.startswith("t=") else 0
            out.setdefault(t // 32, []).append(ln)
        return out

    assert len(st.printf) == len(gpu) == 169
    assert per_warp(st.printf) == per_warp(gpu)
    capsys.readouterr()


_IEEE = [c for c in _cases() if c.values[1] == "nvcc"]


@pytest.mark.parametrize("arch", ["sm_100a", "sm_120a"])
@pytest.mark.parametrize("src,stem,ref,opts,case", _IEEE)
def test_blackwell_targets_give_the_ieee_results(arch, src, stem, ref, opts, case):
    mod = _module(src, opts, arch)
    assert f".target {arch}" in mod.ptx and mod.arch == arch
    st, bufs = _run(mod, stem, case)
    assert st.thread_instructions > 0
    assert _differing(stem, case, bufs) == {}, "elements differing from the H100"
