"""A new user's first hour through the Python API (issue 29): launch arguments checked against the
parameters' PTX types (in numpy terms), fault messages that count the threads that faulted, and the
same word for an unknown opcode as check()."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu import PtxError, PtxMemoryError, PtxOperandError
from ptxemu.examples import path

SAXPY = path("nvcc_sm90a.ptx").read_text()  # saxpy(.u32 n, .f32 a, .u64 x, .u64 y)


def _saxpy(n, a, x=None, y=None):
    x = np.arange(8, dtype=np.float32) if x is None else x
    y = np.zeros(8, np.float32) if y is None else y
    ptxemu.launch(SAXPY, "saxpy", grid=1, block=32, args=[n, a, x, y], route="interp")
    return y


def test_integer_scalar_for_a_float_parameter():
    # was: a = np.int32(2) ran with a = 2^-148 (its bits as an f32) and y unchanged, exit 0
    with pytest.raises(PtxOperandError, match=r"argument 1 \('saxpy_param_1', \.f32\): a int32 scalar for a "
                       r"\.f32 parameter; pass np\.float32"):
        _saxpy(np.uint32(8), np.int32(2))


def test_float_scalar_for_an_integer_parameter():
    with pytest.raises(PtxOperandError, match=r"argument 0 .*a float32 scalar for a \.u32 parameter"):
        _saxpy(np.float32(8), np.float32(2))


def test_wrong_width_names_the_numpy_type():
    with pytest.raises(PtxOperandError, match=r"a uint64 scalar has 8 bytes, the parameter 4; "
                       r"pass np\.uint32"):
        _saxpy(np.uint64(8), np.float32(2))


def test_raw_bits_as_bytes_reach_any_parameter():
    y = _saxpy(np.uint32(8), np.float32(1.5).tobytes())  # a = 1.5 as its bits
    assert (y.view(np.uint32) == (np.arange(8, dtype=np.float32) * np.float32(1.5)).view(np.uint32)).all()
    y = _saxpy(np.int32(8), np.float32(2))  # a signed int32 for .u32 (Triton's i32 parameters are .u32)
    assert y.tolist() == [2.0 * i for i in range(8)]


def test_fault_counts_the_threads_that_faulted():
    """n = 32 over arrays of 8 (one warp): threads 8..31 read x out of bounds, 24 of them; the
    message once said 'and 31 more' (every lane running the load)."""
    with pytest.raises(PtxMemoryError) as e:
        _saxpy(np.uint32(32), np.float32(1))
    assert "CTA (0,0,0) thread (8,0,0) and 23 more)" in str(e.value)


def test_fault_count_across_ctas():
    """1000 floats, 4 CTAs of 256 threads: threads 1000..1023 (CTA 3, threads 232..255) fault."""
    src = (".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
           ".reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n.reg .f32 %f1;\nld.param.u64 %rd1, [p];\n"
           "mov.u32 %r1, %ntid.x;\nmov.u32 %r2, %ctaid.x;\nmov.u32 %r3, %tid.x;\n"
           "mad.lo.u32 %r1, %r1, %r2, %r3;\nmul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\n"
           "ld.global.f32 %f1, [%rd3];\nret;\n}\n")
    with pytest.raises(PtxMemoryError) as e:
        ptxemu.launch(src, "k", grid=4, block=256, args=[np.zeros(1000, np.float32)], route="interp",
                      workers=1)
    assert "line 16" in str(e.value) and "CTA (3,0,0) thread (232,0,0) and 23 more)" in str(e.value)


def test_unknown_opcode_is_unknown_in_launch_and_check():
    src = SAXPY.replace("ld.global.nc.f32", "ldd.global.nc.f32", 1)
    assert any("unknown instruction 'ldd'" in d.message for d in ptxemu.check(src))
    with pytest.raises(PtxError, match="unknown instruction 'ldd'"):
        _launch = ptxemu.Module(src)
        _launch.launch("saxpy", 1, 32, [np.uint32(8), np.float32(1), np.zeros(8, np.float32),
                                        np.zeros(8, np.float32)])


def test_mixed_precision_in_a_kernel():
    """add.rp.f32.f16 and fma.rn.f32.bf16 in a kernel (9.7.5): the f16/bf16 sources widen exactly,
    one f32 rounding. 1 + 2^-30 rounds up to 0x3F800001 in .rp; bf16 1.5 * 2 + 0.25 = 3.25. The
    interpreter once ran these as f16 operations (d = 0x3C00)."""
    src = (".version 8.6\n.target sm_100a\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
           ".reg .b16 %h<3>;\n.reg .f32 %f<4>;\n.reg .b64 %rd1;\nld.param.u64 %rd1, [p];\n"
           "mov.b16 %h1, 0x3C00;\nmov.b32 %f1, 0x30800000;\nadd.rp.f32.f16 %f2, %h1, %f1;\n"
           "st.global.f32 [%rd1], %f2;\nmov.b16 %h1, 0x3FC0;\nmov.b16 %h2, 0x4000;\n"
           "mov.b32 %f1, 0x3E800000;\nfma.rn.f32.bf16 %f3, %h1, %h2, %f1;\nst.global.f32 [%rd1+4], %f3;\n"
           "ret;\n}\n")
    out = np.zeros(2, np.uint32)
    ptxemu.launch(src, "k", grid=1, block=1, args=[out], route="interp")
    assert out.tolist() == [0x3F800001, int(np.float32(3.25).view(np.uint32))]


@pytest.mark.parametrize("kw,words", [
    (dict(grid=1.5), "grid must be 1 to 3 positive integers, got 1.5"),
    (dict(grid="abc"), "grid must be 1 to 3 positive integers"),
    (dict(block=None), "block must be 1 to 3 positive integers, got None"),
    (dict(cluster="x"), "cluster must be 1 to 3 positive integers"),
    (dict(shared_mem=-5), "shared_mem must be a byte count >= 0, got -5"),
    (dict(budget="x"), "budget must be a positive number"),
    (dict(args=None), "args must be a list, one argument per kernel parameter"),
    (dict(kernel="sxpy"), "no kernel named 'sxpy'"),
])
def test_launch_options_are_checked(kw, words):
    """Each was a raw TypeError/ValueError/OverflowError from inside the launch."""
    k = dict(kernel="saxpy", grid=1, block=32,
             args=[np.uint32(8), np.float32(1), np.zeros(8, np.float32), np.zeros(8, np.float32)])
    k.update(kw)
    with pytest.raises(PtxError, match=words.replace("(", r"\(")):
        ptxemu.Module(SAXPY).launch(k.pop("kernel"), k.pop("grid"), k.pop("block"), k.pop("args"), **k)


@pytest.mark.parametrize("ptx", [None, 5, b".version 8.0"])
def test_module_wants_text(ptx):
    with pytest.raises(PtxOperandError, match="Module takes the PTX text as a str"):
        ptxemu.Module(ptx)


@pytest.mark.parametrize("call", [
    lambda: ptxemu.check(None), lambda: ptxemu.check(b".version 8.0"), lambda: ptxemu.layout(None, "a"),
    lambda: ptxemu.layout("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", 5),
    lambda: ptxemu.run_instruction(None), lambda: ptxemu.mma(None, 1, 2, 3),
    lambda: ptxemu.launch(SAXPY, None, grid=1, block=1, args=[]),
])
def test_api_entry_points_want_text(call):
    """Each was a raw AttributeError/TypeError from deep inside."""
    with pytest.raises(PtxOperandError, match="must be a str, got"):
        call()


def test_endless_loop_names_ctas_threads_and_lines():
    """Threads 0..39 of each of 2 CTAs spin on a register nothing changes (lines 13-15); the report
    names the loop's lines, how many threads spin, their CTAs and the first, and how many exited."""
    src = (".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n"
           ".reg .b32 %r<4>;\n.reg .pred %p1;\nmov.u32 %r1, 0;\nmov.u32 %r3, %tid.x;\n"
           "setp.lt.u32 %p1, %r3, 40;\n@!%p1 ret;\nLOOP:\nadd.s32 %r2, %r1, 1;\n"
           "setp.ne.s32 %p1, %r2, 0;\n@%p1 bra LOOP;\nret;\n}\n")
    with pytest.raises(ptxemu.PtxRuntimeError) as e:
        ptxemu.launch(src, "k", grid=2, block=64, args=[], route="interp", workers=1)
    msg = str(e.value)
    assert "the loop at lines 13-15" in msg
    assert "80 thread(s) at line 13 (add.s32 %r2, %r1, 1) in CTAs (0,0,0), (1,0,0), first CTA (0,0,0) " \
           "thread (0,0,0)" in msg
    assert "48 thread(s) exited" in msg
