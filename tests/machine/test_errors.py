"""Bad kernels and bad launches end in a clear error naming the PTX line (and CTA/thread) - never
a crash, a hang or a silent wrong answer. Each kernel below is written to break one rule."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu import PtxMemoryError, PtxOperandError, PtxRuntimeError, PtxSyntaxError, Unsupported

HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"


def kernel(body: str, params: str = ".param .u64 p") -> str:
    return (
        HEAD
        + f".visible .entry k({params})\n{{\n.reg .b32 %r<8>;\n.reg .b64 %rd<8>;\n.reg .pred %p<4>;\n"
        + body
        + "\nret;\n}\n"
    )


def line_of(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def test_out_of_bounds_load_names_line_and_thread():
    src = kernel(
        "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\n"
        "add.s64 %rd3, %rd1, %rd2;\nld.global.u32 %r2, [%rd3];\nst.global.u32 [%rd3], %r2;"
    )
    with pytest.raises(PtxMemoryError) as e:
        ptxemu.launch(src, "k", grid=1, block=64, args=[np.zeros(40, np.uint32)])
    assert e.value.line == line_of(src, "ld.global.u32")
    assert "outside every global allocation" in str(e.value)
    assert "thread (40,0,0)" in str(e.value)  # the first lane past the 40 elements


def test_misaligned_store():
    src = kernel("ld.param.u64 %rd1, [p];\nadd.s64 %rd2, %rd1, 2;\nst.global.u32 [%rd2], 7;")
    with pytest.raises(PtxMemoryError, match="misaligned 4-byte access") as e:
        ptxemu.launch(src, "k", grid=1, block=32, args=[np.zeros(8, np.uint32)])
    assert e.value.line == line_of(src, "st.global.u32")


def test_shared_out_of_bounds():
    src = (
        HEAD + ".visible .entry k()\n{\n.reg .b32 %r<4>;\n.shared .align 4 .b8 s[64];\n"
        "mov.u32 %r1, s;\nst.shared.u32 [%r1+64], 1;\nret;\n}\n"
    )
    with pytest.raises(PtxMemoryError, match="outside the CTA's shared memory") as e:
        ptxemu.launch(src, "k", grid=1, block=32, args=[])
    assert e.value.line == line_of(src, "st.shared")


def test_barrier_not_all_threads_reach_is_a_deadlock():
    # warp 0 waits at barrier 1 for 64 threads; warp 1 waits at barrier 2: nobody can go on
    src = kernel(
        "mov.u32 %r1, %tid.x;\nsetp.lt.u32 %p1, %r1, 32;\n@%p1 bra A;\nbar.sync 2, 64;\nbra.uni B;\n"
        "A:\nbar.sync 1, 64;\nB:",
        "",
    )
    with pytest.raises(PtxRuntimeError, match="deadlock") as e:
        ptxemu.launch(src, "k", grid=1, block=64, args=[])
    msg = str(e.value)
    assert f"line {line_of(src, 'bar.sync 1')}" in msg and f"line {line_of(src, 'bar.sync 2')}" in msg


def test_shuffle_whose_members_never_arrive_is_a_deadlock():
    # lanes 0-15 shuffle with the full mask while lanes 16-31 wait at a different shuffle
    src = kernel(
        "mov.u32 %r1, %laneid;\nsetp.lt.u32 %p1, %r1, 16;\n@%p1 bra A;\n"
        "shfl.sync.bfly.b32 %r2, %r1, 1, 31, 0xffff0000;\nshfl.sync.bfly.b32 %r3, %r1, 1, 31, -1;\n"
        "bra.uni B;\nA:\nshfl.sync.bfly.b32 %r2, %r1, 1, 31, -1;\nB:",
        "",
    )
    with pytest.raises(PtxRuntimeError, match="warp collective whose member threads never arrive"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[])


def test_endless_loop_stops_at_the_budget():
    src = kernel("L:\nadd.s32 %r1, %r1, 1;\nbra.uni L;", "")
    with pytest.raises(PtxRuntimeError, match="budget of 100,000 thread-instructions exceeded") as e:
        ptxemu.launch(src, "k", grid=1, block=32, args=[], budget=100_000)
    msg = str(e.value)
    assert f"at line {line_of(src, 'bra.uni L')} (bra.uni L)" in msg  # the loop's back-edge
    # issue 29: the loop's lines, how many threads, their CTA and the first thread
    assert f"in the loop at lines {line_of(src, 'add.s32 %r1')}-{line_of(src, 'bra.uni L')}" in msg
    assert "first CTA (0,0,0) thread (0,0,0)" in msg


def test_arguments_are_checked_against_the_parameter_list():
    src = kernel("", ".param .u64 p, .param .u32 n")
    with pytest.raises(PtxOperandError, match="takes 2 parameter"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[None])
    with pytest.raises(PtxOperandError, match=r"pass a numpy scalar such as np.uint32\(5\)"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[None, 5])
    with pytest.raises(PtxOperandError, match="has 8 bytes, the parameter 4"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[None, np.int64(5)])
    with pytest.raises(PtxOperandError, match="3 bytes given, the parameter has 4"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[None, b"abc"])
    with pytest.raises(ptxemu.PtxError, match="no kernel named 'nope'"):
        ptxemu.launch(src, "nope", grid=1, block=32, args=[None, np.uint32(1)])


def test_kernel_parameters_are_read_only():
    src = kernel("st.param.u64 [p], %rd1;")
    with pytest.raises(PtxOperandError, match="read-only"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[None])


def test_unimplemented_instruction_is_unsupported_by_name():
    src = kernel(
        "mov.u32 %r1, %tid.x;\nsetp.eq.u32 %p1, %r1, 99;\n@%p1 bra L;\nbra.uni E;\n"
        "L:\nsuq.width.b32 %r2, [%rd1];\nE:",
        "",
    )
    # never reached: the kernel runs
    ptxemu.launch(src, "k", grid=1, block=32, args=[])
    # a surface query: surfaces are driver-made descriptors ptxemu does not model (docs/interpreter.md)
    with pytest.raises(Unsupported, match="suq.width") as e:
        ptxemu.launch(src.replace("99", "0"), "k", grid=1, block=32, args=[])
    assert e.value.line == line_of(src, "suq.width")


def test_malformed_module_is_a_syntax_error_with_its_line():
    src = kernel("add.s32 %r1, %r1 1;", "")
    with pytest.raises(PtxSyntaxError) as e:
        ptxemu.Module(src)
    assert e.value.line == line_of(src, "add.s32")


def test_trap_stops_the_kernel():
    src = kernel("trap;", "")
    with pytest.raises(PtxRuntimeError, match="trap"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[])


def test_block_shape_limits():
    src = kernel("", "")
    with pytest.raises(PtxOperandError, match="at most 1024 threads"):
        ptxemu.launch(src, "k", grid=1, block=(64, 32, 1), args=[])
    with pytest.raises(PtxOperandError, match="exceeds the H100"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[], shared_mem=300_000)


def test_big_grid_runs_in_bounded_batches():
    """10,000 CTAs run in batches: memory is that of one batch, not of the grid."""
    import tracemalloc

    from ptxemu.examples import path

    mod = ptxemu.Module(path("nvcc_sm90a.ptx").read_text())
    n = 10_000 * 32
    x = (np.arange(n) % 1000).astype(np.float32)
    y = np.ones(n, np.float32)
    tracemalloc.start()
    st = mod.launch("saxpy", 10_000, 32, [np.int32(n), np.float32(2.0), x, y])
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert st.ctas == 10_000 and st.batches > 1
    assert (y == 2 * (np.arange(n) % 1000) + 1).all()  # small integers: exact in any rounding
    assert peak < 200 * 2**20, f"peak {peak / 2**20:.0f} MiB"


def test_aligned_barrier_reached_by_a_divergent_warp():
    # bar.sync is barrier.sync.aligned: a warp split over two bar.sync instructions is invalid
    src = kernel(
        "mov.u32 %r1, %laneid;\nsetp.lt.u32 %p1, %r1, 16;\n@%p1 bra A;\nbar.sync 0;\nbra.uni B;\n"
        "A:\nbar.sync 0;\nB:",
        "",
    )
    with pytest.raises(PtxRuntimeError, match="is .aligned but warp 0 of CTA .* reached it divergently") as e:
        ptxemu.launch(src, "k", grid=1, block=32, args=[])
    assert "lanes 0, 1, 2" in str(e.value) or "lanes 16, 17" in str(e.value)
    # the non-aligned barrier.sync allows it (independent thread scheduling)
    ptxemu.launch(src.replace("bar.sync 0", "barrier.sync 0"), "k", grid=1, block=32, args=[])


def test_assert_and_external_calls_only_fail_when_reached():
    """CUDA's assert() calls __assertfail (no body in the module): a kernel runs while the assert holds
    and stops with an error naming it when it fails."""
    src = (
        HEAD
        + """.extern .func __assertfail(.param .b64 a, .param .b64 b, .param .b32 c, .param .b64 d,
    .param .b64 e);
.extern .func (.param .b32 r) vprintf(.param .b64 f, .param .b64 a);
.visible .entry k(.param .u32 n)
{
.reg .b32 %r<4>;
.reg .pred %p<3>;
ld.param.u32 %r1, [n];
setp.lt.u32 %p1, %r1, 10;
@%p1 bra OK;
{
.param .b64 a0;
.param .b64 a1;
.param .b32 a2;
.param .b64 a3;
.param .b64 a4;
call.uni __assertfail, (a0, a1, a2, a3, a4);
}
OK:
setp.eq.u32 %p2, %r1, 7;
@!%p2 bra END;
{
.param .b64 f0;
.param .b64 f1;
.param .b32 r0;
call.uni (r0), vprintf, (f0, f1);
}
END:
ret;
}
"""
    )
    ptxemu.launch(src, "k", grid=1, block=32, args=[np.uint32(3)])
    with pytest.raises(PtxRuntimeError, match=r"assert\(\) failed") as e:
        ptxemu.launch(src, "k", grid=1, block=32, args=[np.uint32(12)])
    assert e.value.line == line_of(src, "call.uni __assertfail")
    # vprintf runs (machine.printf); a NULL format prints nothing and returns -1, as CUDA documents
    st = ptxemu.launch(src, "k", grid=1, block=32, args=[np.uint32(7)])
    assert st.printf == []


def test_running_past_the_last_instruction():
    body = ".reg .b32 %r<2>;\nmov.u32 %r1, %laneid;\nshfl.sync.bfly.b32 %r1, %r1, 1, 31, -1;\n"
    src = HEAD + ".visible .entry k()\n{\n" + body + "}\n"
    with pytest.raises(PtxRuntimeError, match="ran past the end of 'k' without ret or exit"):
        ptxemu.launch(src, "k", grid=1, block=32, args=[])


def test_unbalanced_braces_and_huge_register_ranges_are_reported():
    src = kernel("{\nmov.u32 %r1, 1;", "")  # one '{' too many: the body never closes
    with pytest.raises(PtxSyntaxError, match="not closed"):
        ptxemu.Module(src)
    with pytest.raises(Unsupported, match="larger than ptxemu's limit"):
        ptxemu.launch(kernel("", "").replace("%r<8>", "%r<2147483648>"), "k", grid=1, block=32, args=[])
