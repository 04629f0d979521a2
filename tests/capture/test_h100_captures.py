"""Captures made on an H100 (driver 580.159.04) with `ptxemu capture` itself, replayed here: every
recorded launch runs from its recorded state and every byte it reached is compared with what the GPU
left (tests/data/captures/h100/README.md: the programs, the jobs that made them, sizes and timings).
Most are programs nobody here wrote: llm.c's dev/cuda programs, CUTLASS's examples (one built for
Blackwell and captured --as sm_100a), a Triton tutorial, a torch.compile'd model in CUDA graphs,
cupy's sgemm and black_scholes examples.

Where a kernel adds floats atomically across warps the GPU fixes no order, so one recording cannot
be matched bit for bit; the replay's `atomic-order` verdict says that a second run with a watchpoint
on each differing word found only float atomic adds writing it, and the tests here check the rule
besides: both the GPU's and the replay's value lie within the worst-case rounding error of a float32
sum of those terms in any order (Higham's bound for recursive summation, gamma_n * sum |x_i|, around
the exact sum computed in float64).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

import numpy as np
import pytest

import ptxemu.capture
from ptxemu.capture import ranks
from ptxemu.cli import main

DATA = Path(__file__).resolve().parents[1] / "data" / "captures" / "h100"

# capture -> the verdict of each launch, in order
EXPECTED = {
    # tools/truth/capture/cuda_kernels.cu (nvcc -O3 -arch=sm_90a, static runtime): elementwise, block
    # reduction, float atomicAdd of 4096 terms, a struct parameter with pointers into cudaMallocAsync memory
    "cuda": ["identical", "identical", "atomic-order", "identical"],
    # fp4_blackwell.cu, captured --as sm_100a: to_fp4 recorded and not launched, its reference run
    "fp4_as_sm100a": ["not run on the GPU", "identical"],
    # -- programs nobody here wrote (tools/truth/capture/capture2) --
    # llm.c dev/cuda/layernorm_forward.cu (kernel 2: mean, rstd, normalization at six block sizes)
    "llmc_layernorm_forward": ["identical"] * 18,
    # llm.c dev/cuda/global_norm.cu (kernel 1, bf16 input: one float atomicAdd per block, 7 block sizes);
    # at 768 and 1024 threads the GPU's order of the block sums gave ptxemu's bits
    "llmc_global_norm": ["atomic-order"] * 5 + ["identical"] * 2,
    # cupy's examples/gemm/sgemm.py (RawKernel from sgemm.cu, loaded as PTX): its check, 3 dry runs, 5 timed
    "cupy_sgemm": ["identical"] * 9,
    # Triton's tutorial 01-vector-add (4000 elements)
    "triton_01_vector_add": ["identical"],
    # a LayerNorm/Linear/GELU/softmax block through torch.compile(mode="reduce-overhead"): Inductor's
    # three Triton kernels in a CUDA graph (cudagraph trees), recorded node by node at the 4th step's
    # cuGraphLaunch (the capture holds 12 launches, all identical here; shrink.py kept these 3)
    "torch_compile_graphs": ["identical"] * 3,
    # cupy's examples/finance/black_scholes.py -n 1000: cupy's generated float64 ufunc kernels (sqrt,
    # log, exp, where; the capture holds 78 launches, all identical here) and the example's
    # ElementwiseKernel
    "cupy_black_scholes": ["identical"] * 5,
    # CUTLASS 48_hopper_warp_specialized_gemm (TF32, 256x256x128): the GEMM (TMA, cluster, warp
    # specialised), the device reference GEMM, the comparison kernel (the random fills left out)
    "cutlass48_gemm": ["identical"] * 3,
    # CUTLASS 70_blackwell_fp16_gemm built for compute_100a, --as sm_100a: the 2-SM tcgen05 GEMM recorded,
    # not launched (two of its tensor maps refused by the H100's driver), its reference and comparison
    "cutlass70_as_sm100a": ["not run on the GPU", "identical", "identical"],
}


@cache
def capture(name: str):
    return ptxemu.capture.open(DATA / f"{name}.ptxcap.xz")


@cache
def replayed(name: str):
    return [x.replay(keep_device=x.skipped) for x in capture(name).launches]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_launch_as_the_h100_left_it(name):
    cap = capture(name)
    assert cap.device["name"] == "NVIDIA H100 80GB HBM3"
    # the --as program's own check fails on the H100: its GEMM was not run there
    assert cap.index["exit_code"] == (255 if name == "cutlass70_as_sm100a" else 0)
    results = replayed(name)
    assert [r.verdict for r in results] == EXPECTED[name], [r.describe() for r in results]
    # the GPU changed memory in every kernel's first recorded launch (later ones may rewrite equal
    # bytes, a comparison kernel writes nothing when it finds equality): the comparison is not vacuous
    first: dict[str, int] = {}
    for r in results:
        first.setdefault(r.launch.kernel, r.changed_bytes)
    assert sum(first.values()) > 0 and sum(1 for v in first.values() if v) >= len(first) - 1


def _sum_bound(terms: np.ndarray, start: float) -> tuple[float, float]:
    """The exact sum of start + terms (float64 holds it here) and the largest rounding error a float32
    recursive summation of them can make in any order: gamma_n * sum |x| with gamma_n = n*u/(1-n*u)."""
    x = np.concatenate([[start], terms.astype(np.float64)])
    n, u = len(x) - 1, 2.0**-24
    return float(x.sum()), n * u / (1 - n * u) * float(np.abs(x).sum())


def test_float_atomic_sum_differs_only_as_float_order_allows():
    """cuda_kernels.cu's atomic_sum: `atomicAdd(total, x[i])` for 4096 floats (red.global.add.f32)."""
    (launch,) = [x for x in capture("cuda").launches if "atomic_sum" in x.kernel]
    r = replayed("cuda")[launch.index]
    x_region, total_region = launch.memory
    assert (x_region.size, total_region.size) == (16384, 4)
    d = r.difference
    assert (d.address, d.offset) == (total_region.address, 0)  # the summed word, and nothing else
    terms = np.frombuffer(x_region.before, np.float32)
    start = float(np.frombuffer(total_region.before, np.float32)[0])
    exact, bound = _sum_bound(terms, start)
    gpu = float(np.frombuffer(d.gpu, np.float32)[0])
    here = float(np.frombuffer(d.replay, np.float32)[0])
    assert gpu != here and abs(gpu - exact) <= bound and abs(here - exact) <= bound


def test_as_sm100a_kernel_equals_the_programs_reference():
    """fp4_blackwell.cu built for compute_90a and compute_100a, captured --as sm_100a on the H100: the
    program took its Blackwell path; to_fp4 (cvt.rn.satfinite.e2m1x2.f32 in its compute_100a PTX) was
    recorded, not launched; here it runs on ptxemu's sm_100a model, and its 4096 bytes equal what the
    program's own reference kernel to_fp4_ref (run on the H100) wrote."""
    skipped, ref = capture("fp4_as_sm100a").launches
    assert skipped.skipped and "e2m1x2" in skipped.module.ptx and ".target sm_100a" in skipped.module.ptx
    r = replayed("fp4_as_sm100a")[0]
    out = skipped.memory[1]
    (written,) = [m for m in ref.memory if m.changed]
    assert out.size == written.size == 4096
    assert bytes(r.device.read(out.address, out.size)) == written.after


def test_ranks_sharing_memory_through_cuda_ipc(capsys):
    """ipc_ranks.cu as two processes (RANK 0 and 1; the second opens the first's buffer through CUDA
    IPC, at another address) captured as one file: replayed together on a ptxemu.System, each rank's
    launch identical."""
    cap = ptxemu.capture.open(DATA / "ipc.ptxcap.xz")
    assert len(cap.launches) == 2 and len({x.process for x in cap.launches}) == 2
    assert main(["replay", str(DATA / "ipc.ptxcap.xz")]) == 0
    out = capsys.readouterr().out
    assert "2 rank(s)" in out and "2 launch(es): 2 identical" in out


def test_cli_exit_status_says_atomic_order(capsys):
    assert main(["replay", str(DATA / "cuda.ptxcap.xz")]) == 3
    out = capsys.readouterr().out
    assert "identical but for 1 word(s) that only float atomic adds wrote" in out
    lines = [line for line in out.splitlines() if line.startswith("launch")]
    verdicts = Counter(line.split(": ")[1].split(" ")[0] for line in lines)
    assert verdicts == {"identical": 4}


@pytest.mark.parametrize(("argv", "words"), [
    (["--kernel", "no_such_kernel"], "no launch of a kernel matching 'no_such_kernel' in the capture"),
    (["--launch", "99"], "no launch 99 in the capture (it has 0, 1, 2, 3)"),
    (["--kernel", "("], "--kernel '(' is not a regular expression"),
])
def test_replay_mistakes_are_one_line(argv, words, capsys):
    assert main(["replay", str(DATA / "cuda.ptxcap.xz"), *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err


def test_llmc_global_norm_atomics_within_the_bound_of_any_order():
    """global_norm's norm_kernel1 adds each block's float sum of squares of the bf16 input into `out`
    with atomicAdd: the GPU's value and the replay's, where they differ, both lie within the bound of a
    float32 sum of the 10240 squares in any order (the kernel's own summation tree included)."""
    import ml_dtypes

    cap = capture("llmc_global_norm")
    for launch, r in zip(cap.launches, replayed("llmc_global_norm"), strict=True):
        out, inp = sorted(launch.memory, key=lambda m: m.size)
        squares = np.frombuffer(inp.before, ml_dtypes.bfloat16).astype(np.float64) ** 2
        assert squares.size == 10240
        start = float(np.frombuffer(out.before[:4], np.float32)[0])
        exact, bound = _sum_bound(squares, start)
        gpu = float(np.frombuffer(out.after[:4], np.float32)[0])
        assert abs(gpu - exact) <= bound
        if r.verdict == "atomic-order":
            assert (r.difference.address, r.difference.offset) == (out.address, 0)
            here = float(np.frombuffer(r.difference.replay, np.float32)[0])
            assert here != gpu and abs(here - exact) <= bound


def test_blackwell_cutlass_gemm_equals_its_reference():
    """CUTLASS 70_blackwell_fp16_gemm (fp16 A/B, fp32 C/D, 256x128x64 2-SM tcgen05 MMA tile, cluster
    2x2), built for compute_90a SASS and compute_100a PTX and captured --as sm_100a on the H100: the
    program took its Blackwell path, its GEMM was recorded and not launched. The H100's driver refused
    the two fp32 C/D tensor maps (128B_ATOM_32B swizzle); the replay encodes them for sm_100a from the
    recorded arguments. Run on ptxemu's sm_100a model, D equals, bit for bit, what the example's own
    device reference GEMM wrote on the H100 (the example demands equality: BlockCompareEqual)."""
    cap = capture("cutlass70_as_sm100a")
    gemm, reference, _ = cap.launches
    assert cap.device["as"] == [10, 0] and gemm.skipped and gemm.cluster == (2, 2, 1)
    assert ".target sm_100a" in gemm.module.ptx and "tcgen05.mma" in gemm.module.ptx
    refused = [t for t in cap.index["tensor_maps"] if t["result"] != 0]
    assert len(refused) == 2 and len(gemm.refused_maps()) == 2
    r = replayed("cutlass70_as_sm100a")[0]
    written = [m for m in gemm.memory if bytes(r.device.read(m.address, m.size)) != m.before]
    (ref_d,) = [m for m in reference.memory if m.changed]
    assert len(written) == 1 and written[0].size == ref_d.size == 256 * 256 * 4
    assert bytes(r.device.read(written[0].address, written[0].size)) == ref_d.after


X2 = [DATA / "dist.rank0.ptxcap.xz", DATA / "dist.rank1.ptxcap.xz"]


@pytest.mark.skipif(not all(p.exists() for p in X2),
                    reason="no 2-GPU capture yet (tools/truth/capture/capture_x2 waits for a 2-GPU machine)")
def test_two_gpus_nccl_ranks_replay_together():
    """torch.distributed over NCCL on two GPUs (capture_x2/dist_collectives.py under torchrun, NVLS
    off), captured --split-ranks --kernel nccl --follow-pointers (NCCL's buffers are reached through
    its communicator in device memory): one file per rank, replayed together step by step on
    one System, each step the same NCCL kernel on both ranks. Every launch whose module has PTX is
    identical to what its GPU left; a kernel NCCL shipped as SASS only cannot run here and says so
    (docs/capture.md, "What is not seen")."""
    caps = [ptxemu.capture.open(p) for p in X2]
    rs = ranks.ranks_of(caps)
    assert [r.label.split(": ")[1] for r in rs] == ["rank 0", "rank 1"]
    assert len(rs[0].launches) == len(rs[1].launches) > 0
    with ranks.Session() as session:
        for step in ranks.steps(rs):
            assert len({x.kernel for _, x in step}) == 1 and step[0][1].kernel.startswith("nccl")
            for (_, x), r in zip(step, session.replay(step), strict=True):
                if x.module.ptx is None:
                    assert r.verdict == "error" and "no PTX to run" in r.error
                else:
                    assert r.verdict == "identical", r.describe()


@pytest.mark.skipif(not (DATA / "triton_03_matmul.ptxcap.xz").exists(),
                    reason="no capture of tutorial 03 yet (tools/truth/capture/capture4 waits for a device)")
def test_triton_03_matmul_chosen_by_its_autotuner():
    """Triton's tutorial 03 with its autotuner on (A 64x512, B 512x64; capture4/job.sh): the autotuner's
    choice read from Triton's cache, so the capture holds the program's own two GEMMs, fp16 and fp8
    inputs, each the chosen configuration's kernel with the PTX beside its cubin; both identical here."""
    cap = capture("triton_03_matmul")
    assert cap.index["exit_code"] == 0
    assert [x.kernel for x in cap.launches] == ["matmul_kernel"] * 2
    assert all(x.module.ptx is not None and ".target sm_90a" in x.module.ptx for x in cap.launches)
    results = replayed("triton_03_matmul")
    assert [r.verdict for r in results] == ["identical"] * 2, [r.describe() for r in results]
    assert all(r.changed_bytes for r in results)
