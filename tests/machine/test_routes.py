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
from ptxemu.machine.launching.replay import load_npz, replay_launchrec
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
        inputs = load_npz(DATA / f"{stem}_inputs.npz")
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
    inputs = load_npz(DATA / f"{stem}_inputs.npz")
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
    # five loads from one register share one bounds check (codegen.LoadGroup); every lane's first
    # load is in bounds, lanes 36-63 of each CTA read past the end with the fifth: its line is the error's
    "grouped_loads_last_oob": "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmin.u32 %r1, %r1, 36;\n"
    "mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\nld.global.u32 %r2, [%rd3];\n"
    "ld.global.u32 %r3, [%rd3+4];\nld.global.u32 %r4, [%rd3+8];\nld.global.u32 %r5, [%rd3+12];\n"
    "ld.global.u32 %r6, [%rd3+16];\nadd.s32 %r2, %r2, %r6;\nst.global.u32 [%rd1], %r2;",
    # a uniform loop runs on in its region past the spin rule's 16 back-edges (region.SPIN_SAMPLE):
    # 20,000 iterations, then a load out of bounds; and a loop that can never end, which the spin
    # detector must still report (the region returns to the engine to be sampled)
    "long_uniform_loop_then_oob": "ld.param.u64 %rd1, [p];\nmov.u32 %r1, 0;\nmov.u32 %r2, %tid.x;\n"
    "LOOP:\nmad.lo.s32 %r2, %r2, 3, %r1;\nadd.s32 %r1, %r1, 1;\nsetp.lt.u32 %p1, %r1, 20000;\n"
    "@%p1 bra LOOP;\nand.b32 %r2, %r2, 255;\nmul.wide.u32 %rd2, %r2, 4;\nadd.s64 %rd3, %rd1, %rd2;\n"
    "ld.global.u32 %r3, [%rd3];",
    "endless_uniform_loop": "mov.u32 %r1, 7;\nLOOP:\nxor.b32 %r1, %r1, 0;\nsetp.ne.u32 %p1, %r1, 0;\n"
    "@%p1 bra LOOP;",
    "divergent_guarded_oob": "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nsetp.gt.u32 %p1, %r1, 20;\n"
    "mul.wide.u32 %rd2, %r1, 256;\nadd.s64 %rd3, %rd1, %rd2;\n@%p1 ld.global.u32 %r2, [%rd3];",
}


@pytest.mark.parametrize("name", sorted(_ERRORS))
def test_errors_same_through_both_routes(name):
    src = _kernel(_ERRORS[name])
    seen = []
    buf = np.arange(40, dtype=np.uint32)  # one host array: ptxemu.launch maps it at its own address
    for r in ("interp", "compiled"):
        buf[:] = np.arange(40, dtype=np.uint32)
        with route(r), pytest.raises(ptxemu.PtxemuError) as e:
            ptxemu.launch(src, "k", grid=2, block=64, args=[buf])
        seen.append((type(e.value), str(e.value), e.value.line, buf.tobytes()))
    assert seen[0] == seen[1]


# -- every translated form, one lane per random input ---------------------------------------------
_FORMS = [  # (destination register class, instruction with d as the destination)
    ("r", "add.s32 d, %r1, %r2;"),
    ("r", "sub.u32 d, %r1, %r2;"),
    ("r", "mul.lo.s32 d, %r1, %r2;"),
    ("r", "mul.hi.s32 d, %r1, %r2;"),
    ("r", "mul.hi.u32 d, %r1, %r2;"),
    ("rd", "mul.wide.s32 d, %r1, %r2;"),
    ("rd", "mul.wide.u32 d, %r1, %r2;"),
    ("r", "mad.lo.s32 d, %r1, %r2, %r3;"),
    ("r", "mad.hi.u32 d, %r1, %r2, %r3;"),
    ("r", "mad.hi.s32 d, %r1, %r2, %r3;"),
    ("rd", "mad.wide.s32 d, %r1, %r2, %rd1;"),
    ("rd", "mad.wide.u32 d, %r1, %r2, %rd2;"),
    ("r", "and.b32 d, %r1, %r2;"),
    ("r", "or.b32 d, %r1, %r2;"),
    ("r", "xor.b32 d, %r1, %r2;"),
    ("r", "not.b32 d, %r1;"),
    ("r", "shl.b32 d, %r1, %r4;"),
    ("r", "shr.u32 d, %r1, %r4;"),
    ("r", "shr.s32 d, %r1, %r4;"),
    ("rd", "shl.b64 d, %rd1, %r4;"),
    ("rd", "shr.s64 d, %rd1, %r4;"),
    ("rd", "shr.u64 d, %rd1, %r4;"),
    ("r", "neg.s32 d, %r1;"),
    ("r", "min.s32 d, %r1, %r2;"),
    ("r", "max.u32 d, %r1, %r2;"),
    ("rd", "min.s64 d, %rd1, %rd2;"),
    ("rd", "max.u64 d, %rd1, %rd2;"),
    ("rd", "add.s64 d, %rd1, %rd2;"),
    ("rd", "sub.s64 d, %rd1, %rd2;"),
    ("rd", "mul.lo.u64 d, %rd1, %rd2;"),
    ("r", "add.s32 d, %r1, -7;"),
    ("r", "shl.b32 d, %r1, 35;"),
    ("r", "selp.b32 d, %r1, %r2, %p1;"),
    ("rd", "cvt.u64.u32 d, %r1;"),
    ("rd", "cvt.s64.s32 d, %r1;"),
    ("r", "cvt.u32.u64 d, %rd1;"),
    ("r", "cvt.s32.s64 d, %rd1;"),
    ("h", "cvt.u16.u32 d, %r1;"),
    ("r", "cvt.s32.s16 d, %h1;"),
    ("r", "cvt.u32.u16 d, %h1;"),
    ("h", "add.u16 d, %h1, %h2;"),
    ("h", "mul.lo.s16 d, %h1, %h2;"),
    ("r", "mul.wide.s16 d, %h1, %h2;"),
    ("h", "shr.s16 d, %h1, %r4;"),
    ("f", "cvt.rn.f32.s32 d, %r1;"),
    ("f", "cvt.rn.f32.u32 d, %r1;"),
    ("f", "cvt.rn.f32.s64 d, %rd1;"),
    ("f", "cvt.rn.f32.u64 d, %rd1;"),
    ("f", "add.rn.f32 d, %f1, %f2;"),
    ("f", "sub.f32 d, %f1, %f2;"),
    ("f", "mul.rn.f32 d, %f1, %f2;"),
    ("f", "fma.rn.f32 d, %f1, %f2, %f3;"),
    ("f", "add.rn.ftz.f32 d, %f1, %f2;"),
    ("f", "mul.rn.ftz.f32 d, %f1, %f2;"),
    ("f", "fma.rn.ftz.f32 d, %f1, %f2, %f3;"),
    ("f", "fma.rn.sat.f32 d, %f1, %f2, %f3;"),
    ("f", "add.rn.ftz.sat.f32 d, %f1, %f2;"),
    ("f", "mad.rn.f32 d, %f1, %f2, %f3;"),
    ("f", "neg.f32 d, %f1;"),
    ("f", "abs.f32 d, %f1;"),
    ("f", "mov.f32 d, 0f3F800000;"),
    ("f", "selp.f32 d, %f1, %f2, %p2;"),
    ("f", "@%p1 add.rn.f32 d, %f1, %f3;"),
    ("r", "@!%p2 mad.lo.s32 d, %r1, %r3, %r2;"),
]
_CMPS = ["eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"]
_FORMS += [("p", f"setp.{c}.f32 d, %f1, %f2;") for c in _CMPS]
_FORMS += [("p", f"setp.{c}.ftz.f32 d, %f1, %f3;") for c in ("lt", "equ", "ge")]
_FORMS += [("p", f"setp.{c}.s32 d, %r1, %r2;") for c in ("eq", "ne", "lt", "le", "gt", "ge")]
_FORMS += [("p", f"setp.{c}.u32 d, %r1, %r2;") for c in ("lo", "ls", "hi", "hs", "lt", "ge")]
_FORMS += [
    ("p", "setp.lt.s64 d, %rd1, %rd2;"),
    ("p", "setp.ge.u64 d, %rd1, %rd2;"),
    ("p", "setp.lt.and.s32 d, %r1, %r2, %p1;"),
    ("p", "setp.gt.or.f32 d, %f1, %f2, !%p2;"),
    ("p", "setp.ne.xor.u16 d, %h1, %h2, %p1;"),
]


def _forms_kernel() -> str:
    regs = {"r": 0, "rd": 0, "f": 0, "h": 0, "p": 0}
    body, outs = [], []
    for cls, text in _FORMS:
        regs[cls] += 1
        d = f"%{cls}{10 + regs[cls]}"
        if text.startswith("@"):  # keep the old value where the guard is false: start from an input
            body.append({"f": f"mov.f32 {d}, %f2;", "r": f"mov.u32 {d}, %r3;"}[cls])
        body.append(text.replace(" d,", f" {d},"))
        outs.append((cls, d))
    addr, st = [], []
    for j, (cls, d) in enumerate(outs):  # one 8-byte slot per form and lane: out[(j * n + lane) * 8]
        a = f"%ra{j}"
        addr.append(f"mad.wide.u32 {a}, %r30, {j}, %rd8;\nshl.b64 {a}, {a}, 3;\nadd.s64 {a}, %rd7, {a};")
        if cls == "p":
            addr.append(f"selp.u32 %rs{j}, 1, 0, {d};")
            st.append(f"st.global.u32 [{a}], %rs{j};")
        else:
            st.append(f"st.global.{ {'r': 'u32', 'rd': 'u64', 'f': 'f32', 'h': 'u16'}[cls] } [{a}], {d};")
    body += addr  # every address first, then the stores back to back: one phase and its stores
    decl = "".join(
        f".reg .{t} %{c}<{max(regs[c] + 12, {'r': 40, 'rd': 12}.get(c, 0))}>;\n"
        for c, t in (("r", "b32"), ("rd", "b64"), ("f", "f32"), ("h", "b16"), ("p", "pred"))
    )
    return (
        HEAD
        + ".visible .entry forms(.param .u64 pin, .param .u64 pout, .param .u32 pn)\n{\n"
        + decl
        + f".reg .b64 %ra<{len(outs)}>;\n.reg .b32 %rs<{len(outs)}>;\n"
        "ld.param.u64 %rd5, [pin];\nld.param.u64 %rd7, [pout];\nld.param.u32 %r30, [pn];\n"
        "mov.u32 %r5, %tid.x;\nmov.u32 %r6, %ctaid.x;\nmov.u32 %r7, %ntid.x;\n"
        "mad.lo.s32 %r8, %r6, %r7, %r5;\n"
        "cvt.u64.u32 %rd8, %r8;\nmul.wide.u32 %rd6, %r8, 32;\nadd.s64 %rd6, %rd5, %rd6;\n"
        "ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd6];\nld.global.v2.u64 {%rd1, %rd2}, [%rd6+16];\n"
        "mov.b32 %f1, %r1;\nmov.b32 %f2, %r2;\nmov.b32 %f3, %r3;\n"
        "cvt.u16.u32 %h1, %r2;\ncvt.u16.u32 %h2, %r3;\n"
        "and.b32 %r4, %r4, 127;\nsetp.lt.u32 %p1, %r1, %r2;\nsetp.ne.s32 %p2, %r3, 0;\n"
        + "\n".join(body)
        + "\n"
        + "\n".join(st)
        + "\nret;\n}\n"
    )


def test_every_translated_form_same_through_both_routes():
    from ptxemu.machine.running.compiled import codegen
    from ptxemu.machine.running.compiled.route import kernel_route

    src = _forms_kernel()
    n = 16 * 256
    rng = np.random.default_rng(11)
    specials = np.array(
        [
            0,
            0x80000000,
            0x7F800000,
            0xFF800000,
            0x7FC00000,
            0x7FA00001,
            0x00000001,
            0x807FFFFF,
            0x00800000,
            0x3F800000,
            0xBF800000,
            0x7F7FFFFF,
            0xFFFFFFFF,
            0x80000001,
            0x7FFFFFFF,
            0x3F7FFFFF,
        ],
        np.uint32,
    )
    words = rng.integers(0, 2**32, (n, 8), dtype=np.uint64).astype(np.uint32)
    pick = rng.integers(0, 3, (n, 8))
    words = np.where(pick == 0, specials[rng.integers(0, len(specials), (n, 8))], words)
    words = np.where(pick == 1, (words & np.uint32(0x807FFFFF)) | np.uint32(0x3F000000), words)  # near 1
    inp = words.copy()
    res = []
    for r in ("interp", "compiled"):
        mod = ptxemu.Module(src)
        out = np.zeros(len(_FORMS) * n * 2, np.uint32)
        with route(r):
            st = mod.launch("forms", n // 256, 256, [inp, out, np.uint32(n)])
        res.append((st.thread_instructions, out.copy()))
        if r == "compiled":  # the forms were translated, not interpreted
            kr = kernel_route(mod.kernel("forms"))
            units = [u for p in kr.plans.values() for u in p]
            interpreted = [u.item.ins.text.strip() for u in units if not isinstance(u, codegen.Phase)]
            assert interpreted == [], interpreted
            assert kr.stats["fallbacks"] == 0
    assert res[0][0] == res[1][0]
    bad = np.flatnonzero(res[0][1] != res[1][1])
    if len(bad):
        j = (bad[0] // 2) // n
        raise AssertionError(f"{len(bad)} words differ; first in form {_FORMS[j][1]}")


def test_llmc_layernorm_backward_same_through_both_routes():
    """llm.c's layernorm_backward_kernel1 (benchmarks/kernels/llmc_layernorm_backward_sm90a.ptx,
    --use_fast_math: mul/sub.ftz with contractions, div.approx, atom.global.add.f32)."""
    mod = ptxemu.Module((BENCH / "llmc_layernorm_backward_sm90a.ptx").read_text())
    k1 = next(k for k in mod.kernels if "kernel1P" in k)
    B, T, C = 1, 32, 128
    rng = np.random.default_rng(5)
    dout, inp = (rng.standard_normal(B * T * C).astype(np.float32) for _ in range(2))
    weight = rng.standard_normal(C).astype(np.float32)
    mean = rng.standard_normal(B * T).astype(np.float32)
    rstd = rng.random(B * T).astype(np.float32) + 0.5
    outs = []
    for r in ("interp", "compiled"):
        dinp, dw, db = np.zeros(B * T * C, np.float32), np.zeros(C, np.float32), np.zeros(C, np.float32)
        args = [dinp, dw, db, dout, inp, weight, mean, rstd, np.int32(B), np.int32(T), np.int32(C)]
        with route(r):
            st = mod.launch(k1, 1, 256, args)
        outs.append(
            (st.thread_instructions, st.warp_instructions, dinp.tobytes(), dw.tobytes(), db.tobytes())
        )
    assert outs[0] == outs[1]


def test_cutlass_random_fill_same_through_both_routes():
    """CUTLASS's random fill (BlockForEach<RandomUniformFunc<float>>, recorded in h48_tf32_ws launch
    0) on 2 CTAs: curand's skip-ahead loops, divergent on every bit of the state, then a grid-stride
    loop whose `mul.f32` + `sub.f32` contract into an fma read by the interpreter from the product's
    sources (the liveness must keep them: the compiled route once dropped them)."""
    import lzma

    from ptxemu.machine.launching.replay import launches, load_npz
    from ptxemu.machine.state.memory import Device

    cut = HERE.parent / "data" / "cutlass"
    rec = load_npz(cut / "h48_tf32_ws.npz")
    meta = launches(rec)[0]
    raw = bytes(rec["000_params"])
    with lzma.open(cut / "h48_tf32_ws.compute_90a.ptx.xz", "rt") as f:
        mod = ptxemu.Module(f.read())
    ptr, n = int.from_bytes(raw[:8], "little"), 600
    outs = []
    for r in ("interp", "compiled"):
        dev = Device()
        dev.alloc(n * 4, address=ptr)
        with route(r):
            st = mod.launch(
                meta["name"], 2, meta["block"], [raw[:8], n.to_bytes(8, "little"), raw[16:64]], device=dev
            )
        outs.append((st.thread_instructions, st.warp_instructions, dev.read(ptr, n * 4).tobytes()))
    assert outs[0] == outs[1]


def test_the_compiled_route_is_the_default(monkeypatch, tmp_path):
    """route=None takes PTXEMU_ROUTE, else the compiled route (numba is installed here); a launch
    too small to turn any block hot still runs every block interpreted. An empty cache: a hot list
    an earlier process left for this kernel (a 100,000-thread saxpy) would plan its blocks."""
    monkeypatch.setenv("PTXEMU_CACHE", str(tmp_path))
    text = example_path("nvcc_sm90a.ptx").read_text()
    x, y = np.arange(256, dtype=np.float32), np.ones(256, np.float32)
    for env, want in ((None, True), ("interp", False), ("compiled", True)):
        if env is None:
            monkeypatch.delenv("PTXEMU_ROUTE", raising=False)
        else:
            monkeypatch.setenv("PTXEMU_ROUTE", env)
        mod = ptxemu.Module(text)
        out = y.copy()
        mod.launch("saxpy", 1, 256, [np.int32(256), np.float32(2.0), x, out])
        kr = getattr(mod.kernel("saxpy"), "_compiled_route", None)
        assert (kr is not None) == want, env
        assert kr is None or kr.stats["phases"] == 0  # nothing hot: no block translated
        assert out.tobytes() == (np.float32(2.0) * x + y).tobytes()  # one rounding each: exact


def _sibling(name: str):
    """Another test module of this folder, loaded under its own name (its cached modules apart)."""
    spec = importlib.util.spec_from_file_location(f"_routes_{name}", HERE / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _representatives(params, ids, keep: set[str]):
    """`params` (tuples of values) as pytest.params with `ids`, every one but those in `keep` marked
    slow: the default run keeps a representative of each family, `pytest -m slow` runs the rest
    (the rule: README "Tests", tests/conftest.py)."""
    assert keep <= set(ids), keep - set(ids)  # a representative renamed away: choose another
    return [
        pytest.param(*v, id=i, marks=() if i in keep else pytest.mark.slow)
        for v, i in zip(params, ids, strict=True)
    ]


# -- CUTLASS's Hopper programs' support kernels through the compiled route ----------------------------
_HOPPER = _sibling("test_cutlass_hopper_replay")
# the random fills are one kernel family (the test above runs one through both routes); each of their
# instantiations compiles its own skip-ahead region (~100 s of numba on a cold cache)
_SUPPORT = [p for p in _HOPPER.SUPPORT_LAUNCHES if "RandomUniform" not in p.values[2]]


@pytest.mark.parametrize(
    "program, index, kernel",
    _representatives([p.values for p in _SUPPORT], [p.id for p in _SUPPORT], {"h48_tf32_ws-4", "h88_fmha-0"}),
)
def test_cutlass_support_launch_same_through_the_compiled_route(program, index, kernel, monkeypatch):
    """Every other launch the CUTLASS Hopper programs made (the reference GEMMs, comparisons, abs-diff
    reductions, the FMHA reference) replayed through the compiled route as users run it (hot blocks
    compiled at the default threshold): every byte equal to the H100's, as the interpreter's are
    (test_cutlass_hopper_replay.py); a launch long enough to turn blocks hot ran compiled code."""
    from ptxemu.machine.running.compiled.route import kernel_route

    monkeypatch.setenv("PTXEMU_ROUTE", "compiled")
    monkeypatch.delenv("PTXEMU_COMPILE_AFTER", raising=False)  # the default threshold, as users run it
    r = _HOPPER._replay(program, index)
    stats = kernel_route(_HOPPER._module(program).kernel(r.kernel)).stats
    if r.stats.thread_instructions > 1 << 27:
        assert stats["phases"] + stats["regions"] > 0, stats


def test_tensor_coordinates_and_samplers_are_live():
    """A register read only as a tensor copy's coordinate (`[tmap, {x, y}]`) or a texture's sampler
    and coordinates (`[tex, smp, {x, y}]`) is live from its definition to that use (worked by hand
    below). The liveness once saw only an address's base: a compiled phase computing CUTLASS's TMA
    coordinates kept them in machine registers, and every Blackwell GEMM replayed with its blocks
    compiled gave a wrong D (b70_fp16: 65,468 of 65,536 elements)."""
    from ptxemu.machine.running.compiled import codegen

    text = """.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 map, .param .u64 t, .param .u64 s)
{
.reg .b32 %r<12>;
.reg .f32 %f<5>;
.reg .b64 %rd<6>;
.shared .align 128 .b8 buf[1024];
.shared .align 8 .b64 bar;
ld.param.u64 %rd1, [map];
ld.param.u64 %rd2, [t];
ld.param.u64 %rd3, [s];
mov.u32 %r1, %tid.x;
add.s32 %r2, %r1, 3;
add.s32 %r3, %r1, 5;
mov.u32 %r4, buf;
mov.u32 %r5, bar;
cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
    [%r4], [%rd1, {%r2, %r3}], [%r5];
add.s32 %r6, %r1, 7;
tex.2d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd2, %rd3, {%r6, %r1}];
ret;
}
"""
    mod = ptxemu.Module(text)
    k = mod.kernel("k")
    live = codegen.liveness(k)
    prog = k.program

    def reg(name: str) -> int:
        return 1 << prog.items[k.func.start].names.get(name).index

    start = k.func.start
    texts = {pc: prog.items[pc].ins.text.strip() for pc in range(start, k.func.end)}
    cp = next(pc for pc, t in texts.items() if t.startswith("cp.async"))
    tex = next(pc for pc, t in texts.items() if t.startswith("tex"))
    for name in ("%r2", "%r3", "%rd1", "%r4", "%r5"):  # live from after its definition to the copy
        assert live[cp] & reg(name), name
    for name in ("%r6", "%r1", "%rd2", "%rd3"):  # the texture's coordinates, texture and sampler
        assert live[tex] & reg(name), name
    assert not live[tex] & reg("%r2")  # dead after the copy, its last use


# -- CUTLASS's Hopper GEMMs and FMHAs, Blackwell GEMMs, Triton's TMA kernels, NCCL's and PyTorch's
# collectives: every block compiled --------------------------------------------------------------------
@pytest.mark.parametrize(
    "program, index, what",
    _representatives(
        _HOPPER.GEMMS,
        ["-".join(map(str, g)) for g in _HOPPER.GEMMS],
        {"h49_builder-15-builder: TMA (not warp-specialised), 128 threads",
         "h88_fmha-3-FMHA, TMA, one warpgroup (P.V: wgmma with A in registers, B MN-major)"},
    ),
)
def test_cutlass_hopper_gemm_same_through_both_routes(program, index, what):
    """The recorded Hopper GEMMs and FMHAs (TMA multicast, mbarriers, warp specialisation, wgmma,
    stream-K) with every block compiled at its first execution: every byte of every allocation
    equal to the H100's through both routes, and the same counts."""
    got = []
    for r in ("interp", "compiled"):
        with route(r):
            st = _HOPPER._replay(program, index).stats
        got.append((st.thread_instructions, st.warp_instructions))
    assert got[0] == got[1]


# -- Blackwell GEMMs, Triton's TMA kernels, NCCL's and PyTorch's collectives: every block compiled -------
def _memory(dev) -> dict[int, bytes]:
    return {a.address: a.data.tobytes() for a in dev.allocations()}


_BLACKWELL = _sibling("test_cutlass_blackwell_replay")


@pytest.mark.parametrize(
    ("program", "index"),
    _representatives(
        sorted(_BLACKWELL.CASES), [f"{p}-{i}" for p, i in sorted(_BLACKWELL.CASES)], {"b70_fp16-3"}
    ),
)
def test_blackwell_launch_same_through_both_routes(program, index):
    """Every recorded CUTLASS Blackwell launch (tcgen05, tensor memory, TMA multicast, 2-SM
    clusters, block scaling, sparsity) replayed through both routes, every block compiled at its
    first execution: the same bytes in every allocation and the same counts (the interpreter's
    D equals the example's reference, test_cutlass_blackwell_replay.py)."""
    got = []
    for r in ("interp", "compiled"):
        with route(r):
            _, rr = _BLACKWELL.run(program, index)
        got.append((rr.stats.thread_instructions, rr.stats.warp_instructions, _memory(rr.device)))
    assert got[0][:2] == got[1][:2]
    assert got[0][2].keys() == got[1][2].keys()
    bad = [hex(a) for a in got[0][2] if got[0][2][a] != got[1][2][a]]
    assert not bad, f"allocations differ: {bad}"


_TRITON_TMA = sorted(p.stem for p in (DATA.parent / "triton_tma").glob("*.npz"))


@pytest.mark.parametrize(
    "case", _representatives([(c,) for c in _TRITON_TMA], _TRITON_TMA, {"matmul_tma_persistent_fp16"})
)
def test_triton_tma_kernel_same_through_both_routes(case):
    """Triton's descriptor-persistent matmuls and TMA attention: both routes equal the H100's bytes,
    with the same counts."""
    import gzip

    d = DATA.parent / "triton_tma"
    rec = np.load(d / f"{case}.npz")
    with gzip.open(d / f"{case}.ptx.gz", "rt") as f:
        text = f.read()
    got = []
    for r in ("interp", "compiled"):
        with route(r):
            (rr,) = replay_launchrec(rec, ptxemu.Module(text))
        assert rr.differing_bytes == 0, (r, rr.differing_bytes)
        got.append((rr.stats.thread_instructions, rr.stats.warp_instructions))
    assert got[0] == got[1]


_NCCL = _sibling("test_nccl_symk")


@pytest.mark.parametrize(
    "case",
    _representatives(
        [(c,) for c in _NCCL.ALL],
        [_NCCL._id((4, c)) for c in _NCCL.ALL],
        {"all_reduce_sum_bf16-RSxLDMC_AGxSTMC-sm_90a-n4", "all_gather-LL-sm_90a-n4"},
    ),
)
def test_nccl_collective_same_through_both_routes(case):
    """Each of NCCL's symmetric-memory kernels on a System of 4 devices with general values (not
    only integers: the reductions' rounding and NaN-free floats of every exponent): every rank's
    output the same bytes through both routes."""
    _, coll, _, ty = case
    rng = np.random.default_rng(77)
    if ty:
        m = _NCCL.COUNT[ty] * (4 if coll == "ReduceScatter" else 1)
        xs = [(rng.standard_normal(m) * 4).astype(_NCCL.DT[ty][0]) for _ in range(4)]
    else:
        xs = [rng.integers(0, 256, _NCCL.COUNT[""], dtype=np.uint8) for _ in range(4)]
    got = []
    for r in ("interp", "compiled"):
        with route(r):
            outs, grid, _ = _NCCL.collective(4, case, xs)
        got.append((grid, [o.tobytes() for o in outs]))
    assert got[0] == got[1]


_TORCH = _sibling("test_torch_symm_mem")


_TORCH_OPS = [(ty, op) for ty in ("f32", "bf16") for op in _TORCH.MULTIMEM + _TORCH.PEER]


@pytest.mark.parametrize(
    "ty, op",
    _representatives(
        _TORCH_OPS,
        [f"{ty}-{op}" for ty, op in _TORCH_OPS],
        {"bf16-multimem_one_shot_all_reduce", "f32-two_shot_all_reduce_"},
    ),
)
def test_torch_symmetric_memory_op_same_through_both_routes(ty, op):
    """PyTorch's symmetric-memory all-reduces on 4 devices with general values: every rank's result
    and every signal pad the same bytes through both routes."""
    numel = _TORCH.COUNT[ty, 16]
    rng = np.random.default_rng(78)
    xs = [(rng.standard_normal(numel) * 4).astype(_TORCH.DT[ty]) for _ in range(4)]
    got = []
    for r in ("interp", "compiled"):
        with route(r):
            s, sm = _TORCH._sys(4, numel * np.dtype(_TORCH.DT[ty]).itemsize)
            for k in range(4):
                sm.write(k, xs[k])
            outs = _TORCH._run(op, sm, ty, numel, xs)
        got.append(([o.tobytes() for o in outs], [_memory(d) for d in s.devices]))
    assert got[0] == got[1]
