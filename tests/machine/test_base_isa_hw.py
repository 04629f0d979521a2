"""The base-ISA corpus (issue 22) against the H100-class GPU: every output word, bit for bit.

Truth: tests/data/kernels/base_isa_outputs.npz, recorded on a Hopper GPU (sm_90, driver 580/13.0)
by tools/truth/kernels/base_isa_record.py from the kernels and inputs base_isa.py writes (PTX written
from the manual, one construct or instruction family per kernel); base_isa_printf.txt is the GPU's
stdout of printf_kernels.cu's kernel.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"
TRUTH = Path(__file__).resolve().parents[2] / "tools" / "truth" / "kernels"
_IN = load_npz(DATA / "base_isa_inputs.npz")
_OUT = np.load(DATA / "base_isa_outputs.npz")
_CASES = [c for c in json.loads(str(_IN["cases"])) if f"{c['name']}/out" in _OUT]
_MODS: dict[str, ptxemu.Module] = {}


def _module(name: str) -> ptxemu.Module:
    if name not in _MODS:
        _MODS[name] = ptxemu.Module((DATA / f"base_isa_{name}.ptx").read_text())
    return _MODS[name]


def run_case(case: dict) -> tuple[np.ndarray, np.ndarray]:
    inp = _IN[f"{case['name']}/inp"].copy()
    out = _IN[f"{case['name']}/out"].copy()
    _module(case["module"]).launch(
        case["kernel"], case["grid"], case["block"], [inp, out], shared_mem=case["shared"]
    )
    return out, _OUT[f"{case['name']}/out"]


# recorded, not run exactly yet (issue 22 work in progress): each must still fail (strict)
_PENDING: set[str] = set()


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(c, marks=pytest.mark.xfail(strict=True)) if c["name"] in _PENDING else c
        for c in _CASES
        if c["module"] != "video"
    ],
    ids=lambda c: c["name"],
)
def test_base_isa_kernel_matches_gpu(case):
    out, ref = run_case(case)
    bad = np.flatnonzero(out != ref)
    assert len(bad) == 0, (
        f"{len(bad)} of {out.size} words differ from the GPU; first at word {bad[0]}: "
        f"{out[bad[0]]:#010x} != {ref[bad[0]]:#010x}"
    )


def _per_warp(lines: list[str]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for ln in lines:
        t = int(ln.split()[0][2:]) if ln.startswith("t=") else 0
        out.setdefault(t // 32, []).append(ln)  # 96-thread CTAs: warps never straddle CTAs
    return out


def test_printf_prints_what_the_gpu_prints(capsys):
    """printf_kernels.cu (nvcc -O3): 2 CTAs x 96 threads, %d %u %x %X %o %f %e %g %G %s %c %lld %llx %hd %p
    %%, widths, precisions, flags, NaN/inf/-0 and 1e300. Every warp's lines in the GPU's order."""
    mod = ptxemu.Module((DATA / "base_isa_printf.ptx").read_text())
    args = [
        _IN["printf/iv"].copy(),
        _IN["printf/dv"].copy(),
        _IN["printf/lv"].copy(),
        _IN["printf/name"].copy(),
    ]
    st = mod.launch("printf_kernel", 2, 96, args)
    gpu = (DATA / "base_isa_printf.txt").read_text().splitlines()
    assert len(st.printf) == len(gpu) == 169
    assert _per_warp(st.printf) == _per_warp(gpu)
    assert capsys.readouterr().out.splitlines() == st.printf  # printed when the launch ends


@pytest.mark.parametrize("case", [c for c in _CASES if c["module"] == "video"], ids=lambda c: c["name"])
def test_video_instructions_match_gpu(case):
    """670 video forms (the scalar ones with selectors, .sat, secondary ops, merges, vmad's negations,
    .po and scaling; vadd2..vset2 and vadd4..vset4 with selectors and masks), 256 lanes each: every
    output word equals the GPU's, the scalar forms where the H100 departs from the manual included
    (machine.ops_video's docstring lists those rules)."""
    mod = ptxemu.Module((DATA / "base_isa_video.ptx").read_text())
    inp, out = _IN[f"{case['name']}/inp"].copy(), _IN[f"{case['name']}/out"].copy()
    mod.launch(case["kernel"], case["grid"], case["block"], [inp, out])
    ref = _OUT[f"{case['name']}/out"].reshape(-1, 96)
    got = out.reshape(-1, 96)
    forms = min(96, 670 - 96 * int(case["name"][5:]))
    assert (got[:, forms:] == 0xDEADBEEF).all() and (ref[:, forms:] == 0xDEADBEEF).all()
    bad = np.flatnonzero((got != ref)[:, :forms].any(axis=0))
    assert len(bad) == 0, f"{len(bad)} of {forms} forms differ from the GPU; first: form {bad[0]}"


def _video_sass():
    sys.path.insert(0, str(TRUTH))
    import video_more
    import video_sass

    return video_sass, video_more


def test_video_sass_evaluation_reproduces_the_gpu():
    """The SASS ptxas 13.0 (the recording driver's compiler) makes of each of the 358 recorded scalar
    video forms (tests/data/kernels/video_sass.txt.gz), evaluated instruction by instruction by
    tools/truth/kernels/video_sass.py, gives the GPU's word on every recorded lane: the listings are
    what the GPU ran, and the evaluator reads them right."""
    vs, _ = _video_sass()
    listings = iter(vs.load())
    text = (DATA / "base_isa_video.ptx").read_text()
    checked = 0
    for k, body in enumerate(re.findall(r"\.entry video\d+\(.*?\n}", text, re.S)):
        forms = [ln.strip().rstrip(";") for ln in body.splitlines() if re.match(r"\s+v[a-z]+\d?\.", ln)]
        inp = _IN[f"video{k}/inp"].reshape(-1, 4)
        ref = _OUT[f"video{k}/out"].reshape(-1, 96)
        for j, form in enumerate(forms):
            if form.split(".")[0].endswith(("2", "4")):
                continue
            name, sass = next(listings)
            assert vs.ptx_form(name).rstrip(";") == form
            got = vs.evaluate(sass, inp[:, 0], inp[:, 1], inp[:, 2])
            assert (got == ref[:, j]).all(), f"{form}: the SASS gives {got[got != ref[:, j]][:4]}"
            checked += 1
    assert checked == 358


def test_video_forms_run_as_their_sass():
    """ptxemu against the evaluated ptxas 13.0 SASS (the test above ties it to the GPU) on 512 more
    lanes: the 358 recorded scalar forms and video_more.py's 280 combinations the recording lacks
    (.sat with .min/.max/.add, d.h0/d.h1 and d.bN merges with and without .sat, vset's secondary
    operations and merges, vmad's .po/.sat/.shr7/.shr15 with every negation)."""
    vs, vm = _video_sass()
    listings = vs.load()
    assert len(listings) == 358 + len(vm.FORMS) == 638
    lanes = vm.inputs(512, seed=5)
    body = []
    for j, (form, _) in enumerate(listings):
        body += ["  mov.b32 %v, %c;", "  " + vs.ptx_form(form), f"  st.global.b32 [%po + {4 * j}], %v;"]
    sys.path.insert(0, str(TRUTH))
    from base_isa import HEAD, entry

    text = HEAD.format(target="sm_90a") + entry(
        "k", 4, len(listings), "\n".join(body), regs="  .reg .b32 %v;"
    )
    out = np.zeros(512 * len(listings), np.uint32)
    ptxemu.Module(text).launch("k", 1, 512, [lanes.reshape(-1).copy(), out])
    out = out.reshape(512, -1)
    bad = [
        form
        for j, (form, sass) in enumerate(listings)
        if (vs.evaluate(sass, lanes[:, 0], lanes[:, 1], lanes[:, 2]) != out[:, j]).any()
    ]
    assert bad == []


def test_video_forms_beyond_the_corpus_match_the_h100():
    """video_more.py's 280 combinations (the SASS-derived rules composed: .sat with .min/.max/.add,
    merges with and without .sat, vset's secondary operations and merges, vmad's .po/.sat/.shr7/
    .shr15 with every negation) recorded on an H100 afterwards (video_more_outputs_h100.npz), 128
    lanes each: every word equal."""
    z = np.load(DATA / "video_more_inputs.npz")
    h = np.load(DATA / "video_more_outputs_h100.npz")
    mod = ptxemu.Module((DATA / "video_more.ptx").read_text())
    for k in range(int(z["kernels"])):
        out = np.full(128 * 96, 0xDEADBEEF, np.uint32)
        mod.launch(f"vmore{k}", 1, 128, [z["inp"].copy(), out])
        assert np.array_equal(out, h[f"vmore{k}/out"]), f"vmore{k}"


def test_old_target_module_runs_as_on_the_h100():
    """A `.target sm_80` module runs as the H100 runs it (the driver JIT-compiles it for the GPU): its
    mma.sync uses the H100's tensor-core model (the `mma80` case above matches the GPU); naming
    target='sm_80' asks for an Ampere datapath, which is not measured."""
    text = (DATA / "base_isa_sm80.ptx").read_text()
    assert ptxemu.Module(text).target == "sm_90a"
    args = [_IN["mma80/inp"].copy(), _IN["mma80/out"].copy()]
    with pytest.raises(ptxemu.Unsupported, match="no measured tensor-core model for target sm_80"):
        ptxemu.Module(text, target="sm_80").launch("mma80", 1, 32, args)


@pytest.mark.parametrize("path", sorted(DATA.glob("base_isa_*.ptx")), ids=lambda p: p.stem)
def test_check_accepts_every_corpus_module(path):
    """ptxas 13.0 (-arch=sm_90a, sm_80 for the old-target module) accepts every module of the corpus;
    so must check()."""
    errors = [d for d in ptxemu.check(path.read_text()) if d.severity == "error"]
    assert errors == []


def test_contraction_model_agrees_with_the_sass():
    """The contraction model's verdict for every recorded form equals what ptxas did (the device's
    cuobjdump of ptxas -arch=sm_90a, tests/data/kernels/base_isa_sass.txt.gz): a fused form has no
    separate multiply left, a kept one has it."""
    import gzip

    from ptxemu.machine.running.kernel import Kernel

    sass = gzip.open(DATA / "base_isa_sass.txt.gz", "rt").read()
    funcs = dict(re.findall(r"Function : (c_\w+)\n(.*?)(?=\n\s*\.+\n|Function :|\Z)", sass, re.S))
    mod = _module("contract")
    checked = 0
    for name, body in funcs.items():
        k = Kernel(mod.program, name)
        muls = sum(
            it.ins.opcode == "mul"
            and any(t in it.ins.qualifiers for t in (".f16", ".f16x2", ".bf16", ".bf16x2", ".f32", ".f64"))
            for it in mod.program.items[k.func.start : k.func.end]
        )
        fused = len({id(prod) for prod, _, _ in k.contract.values()})
        # multiplies left: FMUL/HMUL2/DMUL, or an FMA adding -0 (mul.rn.f16x2 is HFMA2.MMA R0, R0, R9, -RZ)
        left = len(
            re.findall(r"\b(?:FMUL|HMUL2|DMUL)\b|FMA2?[.\w]* R\d+, -?R\d+[.\w]*, -?R\d+[.\w]*, -?RZ\b", body)
        )
        assert left == muls - fused, (
            f"{name}: the model fuses {fused} of {muls} multiplies, the SASS keeps {left}"
        )
        checked += 1
    assert checked == 38
