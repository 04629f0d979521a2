"""Both execution routes give the same bits, counters and errors on every recorded kernel.

The interpreter is the reference (test_kernels_hw.py and test_launchrec_replay.py hold it to the
H100's recordings); the compiled route (machine.compiled) must give every output buffer bit for
bit, the same thread- and warp-instruction counts, and the same errors, which makes it equal to
the H100 on the same recordings.
"""

from __future__ import annotations

import importlib.util
import json
import os
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.examples import path as example_path
from ptxemu.machine.replay import replay_launchrec
from ptxemu.numerics import jit

pytestmark = pytest.mark.skipif(not jit.available(), reason="numba not installed")

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data" / "kernels"
BENCH = HERE.parents[1] / "benchmarks" / "kernels"


@contextmanager
def route(name: str):
    """Launches inside run through route `name`; the compiled route compiles every block at its
    first execution (PTXEMU_COMPILE_AFTER=0), so every translated instruction is compared."""
    env = {"PTXEMU_ROUTE": name, "PTXEMU_COMPILE_AFTER": "0"}
    old = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                del os.environ[k]
            else:
                os.environ[k] = v


def _case_launches():
    """(id, module, case, inputs) for every recorded nvcc kernel case."""
    sets = [
        ("nvcc", example_path("nvcc_sm90a.ptx"), "nvcc"),
        ("tensor", example_path("tensor_sm90a.ptx"), "tensor"),
        ("wgmma", DATA / "wgmma_forms_sm90a.ptx", "wgmma"),
        ("mma", DATA / "mma_forms_sm90a.ptx", "mma"),
        ("atomic", DATA / "atomic_sm90a.ptx", "atomic"),
        ("directed", DATA / "directed_sm90a.ptx", "directed"),
        ("fastmath", DATA / "fastmath_sm90a.ptx", "fastmath"),
        ("cluster", DATA / "cluster_sm90a.ptx", "cluster"),
    ]
    out = []
    for tag, ptx, stem in sets:
        inputs = np.load(DATA / f"{stem}_inputs.npz")
        for case in json.loads(str(inputs["cases"])):
            out.append(pytest.param(ptx, case, stem, id=f"{tag}-{case['name']}"))
    return out


_MODULES: dict[Path, ptxemu.Module] = {}


def _module(ptx: Path) -> ptxemu.Module:
    m = _MODULES.get(ptx)
    if m is None:
        m = _MODULES[ptx] = ptxemu.Module(Path(ptx).read_text())
    return m


def _run_case(ptx, case, stem):
    inputs = np.load(DATA / f"{stem}_inputs.npz")
    bufs, args = {}, []
    for kind, v in case["args"]:
        if kind == "buf":
            bufs[v] = inputs[f"{case['name']}/{v}"].copy()
            args.append(bufs[v])
        else:
            args.append({"i32": np.int32, "f32": np.float32, "u64": np.uint64}[kind](v))
    st = _module(ptx).launch(case["kernel"], case["grid"], case["block"], args, shared_mem=case["shared"])
    return st, bufs


def _same(a, b) -> None:
    (sa, ba), (sb, bb) = a, b
    assert (sa.thread_instructions, sa.warp_instructions, sa.ctas, sa.batches) == (
        sb.thread_instructions,
        sb.warp_instructions,
        sb.ctas,
        sb.batches,
    )
    for k in ba:
        x, y = ba[k], bb[k]
        assert x.view(np.uint8).tobytes() == y.view(np.uint8).tobytes(), f"buffer {k} differs"


@pytest.mark.parametrize("ptx,case,stem", _case_launches())
def test_recorded_kernel_same_through_both_routes(ptx, case, stem):
    with route("interp"):
        ref = _run_case(ptx, case, stem)
    with route("compiled"):
        got = _run_case(ptx, case, stem)
    _same(ref, got)


@pytest.mark.parametrize("name", ["add", "rowsum_int", "matmul", "softmax", "layernorm"])
def test_triton_kernel_same_through_both_routes(name):
    spec = importlib.util.spec_from_file_location("_hw", HERE / "test_kernels_hw.py")
    hw = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hw)
    with route("interp"):
        ref = hw._triton_launch(name)
    with route("compiled"):
        got = hw._triton_launch(name)
    _same(ref, got)


@pytest.mark.parametrize("program", sorted(p.stem for p in (DATA / "llmc").glob("*.npz")))
def test_llmc_launches_same_through_both_routes(program):
    mod = ptxemu.Module((DATA / "llmc" / f"{program}.ptx").read_text())
    rec = np.load(DATA / "llmc" / f"{program}.npz")
    with route("interp"):
        ref = replay_launchrec(rec, mod)
    with route("compiled"):
        got = replay_launchrec(rec, mod)
    for r, g in zip(ref, got, strict=True):
        assert g.differing_bytes == r.differing_bytes == 0
        assert (g.stats.thread_instructions, g.stats.warp_instructions) == (
            r.stats.thread_instructions,
            r.stats.warp_instructions,
        )


def test_benchmark_kernels_same_through_both_routes():
    mod = ptxemu.Module((BENCH / "route_sm90a.ptx").read_text())
    rng = np.random.default_rng(7)
    M, N, K = 48, 64, 40  # ragged edges: the bounds tests and zero fills of the tiles
    A = rng.standard_normal((M, K)).astype(np.float32)
    B = rng.standard_normal((K, N)).astype(np.float32)
    x = rng.standard_normal(5000).astype(np.float32)
    outs = []
    for r in ("interp", "compiled"):
        C = np.zeros((M, N), np.float32)
        o = np.zeros(8, np.float32)
        with route(r):
            s1 = mod.launch("sgemm_tiled", (4, 3), (16, 16), [np.int32(M), np.int32(N), np.int32(K), A, B, C])
            s2 = mod.launch("block_reduce", 8, 256, [np.int32(x.size), x, o])
        outs.append(((s1.thread_instructions, s2.thread_instructions), C.tobytes(), o.tobytes()))
    assert outs[0] == outs[1]
    # and the result is a matrix product (fp32 fma chains: within a few ulps of float64)
    C = np.frombuffer(outs[1][1], np.float32).reshape(M, N)
    assert np.allclose(C, A.astype(np.float64) @ B.astype(np.float64), rtol=1e-5, atol=1e-5)


# -- errors: the same exception, message, line and memory left behind ----------------------------------
HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"


def _kernel(body: str, params: str = ".param .u64 p") -> str:
    return (
        HEAD + f".visible .entry k({params})\n{{\n.reg .b32 %r<8>;\n.reg .b64 %rd<8>;\n.reg .f32 %f<4>;\n"
        ".reg .pred %p<4>;\n.shared .align 16 .b8 s[256];\n" + body + "\nret;\n}\n"
    )


_ERRORS = {
    "oob_load": "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\n"
    "add.s64 %rd3, %rd1, %rd2;\nld.global.u32 %r2, [%rd3];\nst.global.u32 [%rd3], %r2;",
    "misaligned_store": "ld.param.u64 %rd1, [p];\nadd.s64 %rd2, %rd1, 2;\nst.global.u32 [%rd2], 7;",
    "stores_then_oob": "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\n"
    "add.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd1], %r1;\nst.global.u32 [%rd3+64], %r1;",
    "load_after_store_then_oob": "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\n"
    "add.s64 %rd3, %rd1, %rd2;\nld.global.u32 %r2, [%rd1];\nadd.s32 %r2, %r2, 1;\n"
    "st.global.u32 [%rd1], %r2;\n"
    "ld.global.u32 %r3, [%rd3+96];",
    "shared_oob": "mov.u32 %r1, %tid.x;\nshl.b32 %r2, %r1, 3;\nmov.u32 %r3, s;\nadd.s32 %r3, %r3, %r2;\n"
    "st.shared.u32 [%r3], %r1;",
    "shared_misaligned_vector": "mov.u32 %r1, s;\nadd.s32 %r1, %r1, 4;\nld.shared.v2.u32 {%r2, %r3}, [%r1];",
    "store_to_param": "mov.u64 %rd1, p;\nst.global.u32 [%rd1], 1;",
    "generic_null": "mov.u64 %rd1, 0;\nld.u32 %r1, [%rd1];",
    "divergent_guarded_oob": "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nsetp.gt.u32 %p1, %r1, 20;\n"
    "mul.wide.u32 %rd2, %r1, 256;\nadd.s64 %rd3, %rd1, %rd2;\n@%p1 ld.global.u32 %r2, [%rd3];",
}


@pytest.mark.parametrize("name", sorted(_ERRORS))
def test_errors_same_through_both_routes(name):
    src = _kernel(_ERRORS[name])
    seen = []
    for r in ("interp", "compiled"):
        buf = np.arange(40, dtype=np.uint32)
        with route(r), pytest.raises(ptxemu.PtxemuError) as e:
            ptxemu.launch(src, "k", grid=2, block=64, args=[buf])
        seen.append((type(e.value), str(e.value), e.value.line, buf.tobytes()))
    assert seen[0] == seen[1]
