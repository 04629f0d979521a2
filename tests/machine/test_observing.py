"""Seeing inside a kernel (machine.observing): counters, traces, watchpoints and NaN origins on
kernels whose answers are worked by hand here, and a real Triton kernel fed an overflowing row.

The H100's own counters for the same launches are compared in test_counters_hw.py."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.observing.timeline import STATES
from ptxemu.machine.observing.trace import TraceSpec

DATA = Path(__file__).resolve().parents[1] / "data"
BANK = ptxemu.Module((DATA / "counters" / "bank_sm90a.ptx").read_text())
WORDS = np.load(DATA / "counters" / "bank_inputs.npz")["words"]

# even lanes take one way, odd lanes the other: both warps diverge at the guarded branch
PARITY = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry parity(.param .u64 out, .param .u64 x)
{
  .reg .pred %p<2>; .reg .b32 %r<4>; .reg .b64 %rd<8>; .reg .f32 %f<4>;
  mov.u32 %r1, %tid.x;
  and.b32 %r2, %r1, 1;
  setp.eq.u32 %p1, %r2, 0;
  @%p1 bra EVEN;
  mov.u32 %r3, 7;
  bra DONE;
EVEN:
  mov.u32 %r3, 9;
DONE:
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r3;
  ld.param.u64 %rd4, [x];
  add.s64 %rd5, %rd4, %rd2;
  ld.global.f32 %f1, [%rd5];
  mul.f32 %f2, %f1, %f1;
  sub.f32 %f3, %f2, %f2;
  st.global.f32 [%rd5], %f3;
  ret;
}
"""
_LINE = {t.strip(): i + 1 for i, t in enumerate(PARITY.splitlines())}


def _bank(kernel, *ints, block=32, grid=1, src=True):
    args = ([WORDS.copy()] if src else []) + [np.zeros(65536, np.uint8)] + [np.int32(i) for i in ints]
    return BANK.launch(kernel, grid, block, args, counters=True, print_output=False).counters


@pytest.mark.parametrize("stride", [0, 1, 2, 3, 4, 8, 16, 17, 32, 33, 64])
def test_strided_shared_loads_take_gcd_wavefronts(stride):
    """Lane t reads word 32*k-periodic t*stride: the 32 words fall in 32/gcd(stride,32) banks, each
    holding gcd(stride, 32) distinct words (stride 0: one word, broadcast; 64: every lane bank 0
    but words 0, 64, ... distinct). The fill loop stores 4096 consecutive words: 128 wavefronts."""
    c = _bank("sh_ld32", stride, 0)
    expect = 1 if stride == 0 else np.gcd(stride, 32)
    assert c["shared_ld_wavefronts"] == expect
    assert c["shared_ld_conflicts"] == expect - 1
    assert c["shared_st_wavefronts"] == 128 and c["shared_st_conflicts"] == 0


@pytest.mark.parametrize(
    ("kernel", "stride", "wavefronts"),
    [
        ("sh_ld64", 1, 2),  # 256 bytes: two half-warps of 128 conflict-free bytes
        ("sh_ld64", 2, 4),  # a half-warp's 16 lanes on 32 words of 64 words: banks hit twice
        ("sh_ld64", 16, 32),  # lanes 128 bytes apart: a half-warp's 16 lanes all on banks 0-1, twice
        ("sh_ld128", 1, 4),  # four quarter-warps of 128 bytes
        ("sh_ld128", 2, 8),
        ("sh_ld128", 8, 32),  # every lane of a quarter-warp on banks 0-3: 8 each, 4 phases
    ],
)
def test_vector_shared_loads_are_served_in_128_byte_phases(kernel, stride, wavefronts):
    assert _bank(kernel, stride)["shared_ld_wavefronts"] == wavefronts


@pytest.mark.parametrize(
    ("kernel", "rowbytes", "wavefronts"),
    [
        ("ldsm_x1", 16, 1),  # 8 rows of 16 bytes side by side: 128 bytes, every bank once
        ("ldsm_x1", 32, 2),  # rows 32 bytes apart: banks 0-3, 8-11, ... each twice
        ("ldsm_x1", 128, 8),  # every row on banks 0-3: 8-way
        ("ldsm_x1", 144, 1),  # 16 bytes of padding per 128: rows rotate through the banks
        ("ldsm_x4", 16, 4),  # four matrices, one wavefront each
        ("ldsm_x4", 128, 32),
    ],
)
def test_ldmatrix_serves_each_matrix_as_a_phase(kernel, rowbytes, wavefronts):
    c = _bank(kernel, rowbytes)
    assert c["ldsm_wavefronts"] == wavefronts
    assert c["ldsm_conflicts"] == wavefronts - {"ldsm_x1": 1, "ldsm_x4": 4}[kernel]


@pytest.mark.parametrize(
    ("stride", "offset", "sectors"), [(1, 0, 4), (2, 0, 8), (8, 0, 32), (32, 0, 32), (1, 1, 5)]
)
def test_global_loads_count_requests_and_32_byte_sectors(stride, offset, sectors):
    """2 CTAs of 128 threads: 8 warps, one request each; a warp's 32 words t*stride+offset
    (allocations are 256-byte aligned) span `sectors` 32-byte sectors."""
    c = _bank("g_ld32", stride, offset, block=128, grid=2)
    assert c["global_ld_requests"] == 8
    assert c["global_ld_sectors"] == 8 * sectors
    assert c["global_st_requests"] == 8 and c["global_st_sectors"] == 8 * 4


def test_branches_and_divergence_and_mix():
    out = np.zeros(64, np.uint32)
    x = np.ones(64, np.float32)
    # Module.launch places arrays as cudaMalloc would (256-byte aligned); ptxemu.launch keeps the
    # host arrays' own addresses, whose alignment would change the sector counts
    st = ptxemu.Module(PARITY).launch("parity", 1, 64, [out, x], counters=True, print_output=False)
    c = st.counters
    # `@%p1 bra EVEN`: both warps stand there and split; `bra DONE`: the odd lanes of both warps
    assert c["branches"] == 4 and c["divergent_branches"] == 2
    line = _LINE["@%p1 bra EVEN;"]
    assert c.lines[line] == {
        "warp_instructions": 2,
        "thread_instructions": 64,
        "branches": 2,
        "divergent_branches": 2,
    }
    assert c.mix["st.global"] == [4, 128] and c.mix["mov"] == [6, 128]
    assert c["global_st_requests"] == 4 and c["global_st_sectors"] == 16
    assert "divergent_branches" in c.table()


def test_trace_of_one_thread(tmp_path):
    out = np.zeros(64, np.uint32)
    x = np.arange(64, dtype=np.float32)
    f = tmp_path / "t.txt"
    st = ptxemu.launch(
        PARITY,
        "parity",
        grid=1,
        block=64,
        args=[out, x],
        trace=TraceSpec(str(f), thread=35),
        print_output=False,
    )
    lines = f.read_text().splitlines()[1:]
    assert st.trace == (str(f), len(lines))
    assert len(lines) == 17  # thread 35 is odd: it skips `mov.u32 %r3, 9`
    assert "w1 lanes=0x00000008" in lines[0] and "-> %r1=0x23" in lines[0]
    assert "-> %r2=0x1" in lines[1] and "-> %p1=0" in lines[2]
    assert f"line {_LINE['mov.u32 %r3, 7;']}:" in lines[4] and "-> %r3=0x7" in lines[4]
    mul = next(x for x in lines if "mul.f32" in x)
    assert "%f1=35(0x420c0000) -> %f2=1225(0x44992000)" in mul


def test_trace_of_a_warp_is_bounded(tmp_path):
    f = tmp_path / "t.txt"
    ptxemu.launch(
        PARITY,
        "parity",
        grid=2,
        block=64,
        args=[np.zeros(128, np.uint32), np.ones(128, np.float32)],
        trace=f"{f}:cta=1:warp=0:limit=5",
        print_output=False,
    )
    lines = f.read_text().splitlines()
    assert len(lines) == 7 and lines[-1].startswith("# stopped at the limit of 5")
    assert "%r1=[0x0 0x1 0x2" in lines[1] and "lanes=0xffffffff" in lines[1]


def _saxpy_100k(**kw):
    """saxpy over 100,000 threads (391 CTAs of 256), interpreter route, one process."""
    from ptxemu.examples import path as example_path

    n = 100_000
    mod = ptxemu.Module(example_path("nvcc_sm90a.ptx").read_text())
    args = [np.int32(n), np.float32(2), np.arange(n, dtype=np.float32), np.ones(n, np.float32)]
    return mod.launch("saxpy", -(-n // 256), 256, args, workers=1, print_output=False, route="interp", **kw)


def test_trace_of_every_cta_of_a_100k_thread_kernel_stays_in_bounded_memory(tmp_path):
    """Thread 5 of each of the 391 CTAs (all in range: i = 256c + 5 < 100,000) runs the same
    instructions as thread 5 of CTA 0 alone: 391 x that many trace lines, streamed to the file;
    with ring=50 only the last 50 are kept (in memory) and written at the end, the last one CTA
    390's ret. tracemalloc: the streamed trace's peak is within 1 MB of the untraced run's."""
    import tracemalloc

    one = tmp_path / "one.txt"
    _saxpy_100k(trace=f"{one}:cta=0:thread=5")
    per_cta = len(one.read_text().splitlines()) - 1
    tracemalloc.start()
    _saxpy_100k()
    plain = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    f = tmp_path / "all.txt"
    tracemalloc.start()
    st = _saxpy_100k(trace=f"{f}:cta=all:thread=5")
    traced = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    lines = f.read_text().splitlines()
    assert st.trace[1] == 391 * per_cta == len(lines) - 1
    assert sum(1 for x in lines if x.split()[1:3] == ["CTA", "(390,0,0)"]) == per_cta
    assert traced - plain < 1_000_000
    r = tmp_path / "ring.txt"
    _saxpy_100k(trace=f"{r}:cta=all:thread=5:ring=50")
    ring = r.read_text().splitlines()
    assert ring[1] == f"# the last 50 of {391 * per_cta} lines (ring=50)" and len(ring) == 52
    assert ring[-1].startswith(f"{391 * per_cta} CTA (390,0,0) w0 lanes=0x00000020")
    assert ring[-1].endswith("ret")


def test_watch_reports_thread_line_and_values():
    out = np.zeros(64, np.uint32)
    x = np.ones(64, np.float32)
    st = ptxemu.launch(
        PARITY, "parity", grid=1, block=64, args=[out, x], watch=["arg0+12:4", "arg1+20"], print_output=False
    )
    hits = [str(h) for h in st.watch]
    assert len(st.watch) == 3
    h = st.watch[0]  # thread 3 writes 7 to out[3]
    assert (h.kind, h.line, h.thread, h.old, h.new) == (
        "write",
        _LINE["st.global.u32 [%rd3], %r3;"],
        "CTA (0,0,0) thread (3,0,0)",
        0,
        7,
    )
    assert st.watch[1].kind == "read" and st.watch[1].thread == "CTA (0,0,0) thread (5,0,0)"
    assert st.watch[1].old == 0x3F800000
    assert st.watch[2].old == 0x3F800000 and st.watch[2].new == 0  # 1*1 - 1*1
    assert "wrote 0x00000000 -> 0x00000007" in hits[0]


def test_first_nan_from_finite_operands_only():
    """x[2] = 1e20: 1e20*1e20 overflows to +inf at the mul (finite operands: reported), then
    inf - inf is NaN at the sub (a non-finite operand: not an origin). x[5] = NaN: nothing new."""
    x = np.ones(64, np.float32)
    x[2], x[5] = 1e20, np.nan
    st = ptxemu.launch(
        PARITY, "parity", grid=1, block=64, args=[np.zeros(64, np.uint32), x], nans=True, print_output=False
    )
    assert len(st.nans) == 1
    o = st.nans[0]
    assert o.line == _LINE["mul.f32 %f2, %f1, %f1;"] and o.thread == "CTA (0,0,0) thread (2,0,0)"
    assert o.result == "%f2=inf(0x7f800000)"
    assert o.operands == "%f1=1.00000002e+20(0x60ad78ec) %f1=1.00000002e+20(0x60ad78ec)"
    assert np.isnan(x[2])


def _triton_layernorm(x_row_values):
    z = np.load(DATA / "kernels" / "triton.npz")
    meta = json.loads(str(z["layernorm/meta"]))
    mod = ptxemu.Module(str(z["layernorm/ptx"]))
    bufs = {t: z[f"layernorm/in_{t}"].copy() for t in meta["tensors"]}
    for (r, c), v in x_row_values.items():
        bufs["x"][r, c] = v
    params = mod.kernel(meta["kernel"]).func.params
    args = list(bufs.values()) + [np.int32(300), np.int32(300), np.float32(1e-5)]
    args += [None] * (len(params) - len(args))
    st = mod.launch(
        meta["kernel"],
        meta["grid"],
        (128, 1, 1),
        args,
        shared_mem=meta["shared"],
        nans=True,
        print_output=False,
    )
    return st, bufs


def test_triton_layernorm_overflow_is_traced_to_its_first_add():
    """Two values of 3e38 in row 3 of Triton's layernorm: their sum overflows. The first origin is
    an f32 addition of two finite values in a thread of CTA 3 whose result is +inf; row 3's outputs
    are all NaN, the other rows stay finite."""
    st, bufs = _triton_layernorm({(3, 10): 3e38, (3, 200): 3e38})
    assert st.nans, "no origin found"
    o = st.nans[0]
    assert o.thread.startswith("CTA (3,0,0)")
    assert o.text.split()[0].startswith(("add.f32", "fma.rn.f32", "add.rn.f32"))
    assert o.result.endswith("(0x7f800000)")
    vals = [float(v.split("=")[1].split("(")[0]) for v in o.operands.split()]
    assert all(np.isfinite(vals))
    assert np.isnan(bufs["y"][3]).all() and np.isfinite(bufs["y"][[0, 1, 2, 4]]).all()


def test_triton_layernorm_planted_nan_is_no_origin():
    """A NaN fed in is not made by the kernel: no origin, though row 1 turns to NaN."""
    st, bufs = _triton_layernorm({(1, 7): np.nan})
    assert st.nans == [] and np.isnan(bufs["y"][1]).all()


def test_debugger_breaks_steps_and_prints_typed_registers():
    from ptxemu.machine.observing.debug import Debugger

    x = np.arange(64, dtype=np.float32)
    d = Debugger(ptxemu.Module(PARITY), "parity", 1, 64, [np.zeros(64, np.uint32), x], print_output=False)
    d.break_at(_LINE["mul.f32 %f2, %f1, %f1;"])
    stop = d.run()
    assert stop.line == _LINE["mul.f32 %f2, %f1, %f1;"] and stop.lanes == 64
    assert d.reg("%f1", thread=(5,)) == "5(0x40a00000)"  # x[5], loaded the line before
    assert d.reg("%r3", thread=(5,)) == "0x7" and d.reg("%r3", thread=(4,)) == "0x9"
    assert d.reg("%p1", thread=(4,)) == "1"
    assert d.reg("%f2", thread=(5,)) == "0(0x0)"  # not yet written
    stop = d.step()
    assert stop.line == _LINE["sub.f32 %f3, %f2, %f2;"] and d.reg("%f2", thread=(5,)) == "25(0x41c80000)"
    assert d.cont() is None and d.stats.ctas == 1


def test_debug_command(capsys):
    import tempfile

    from ptxemu.cli import main

    with tempfile.TemporaryDirectory() as t:
        (Path(t) / "k.ptx").write_text(PARITY)
        np.save(Path(t) / "o.npy", np.zeros(64, np.uint32))
        np.save(Path(t) / "x.npy", np.arange(64, dtype=np.float32))
        line = _LINE["mul.f32 %f2, %f1, %f1;"]
        rc = main(
            [
                "debug",
                str(Path(t) / "k.ptx"),
                "--block",
                "64",
                "--arg",
                str(Path(t) / "o.npy"),
                "--arg",
                str(Path(t) / "x.npy"),
                "--break",
                str(line),
                "--do",
                "p %f1 5;s;p %f2 5;c",
            ]
        )
    out = capsys.readouterr().out.splitlines()
    assert rc == 0
    assert out[0].startswith(f"stopped at line {line}: mul.f32")
    assert out[1] == "%f1 = 5(0x40a00000)" and out[3] == "%f2 = 25(0x41c80000)"
    assert out[4].startswith("the launch ended: parity: 1 CTAs")


WAIT = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry wait(.param .u64 out)
{
  .reg .pred %p<3>; .reg .b32 %r<6>; .reg .b64 %rd<4>;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, 0;
  setp.ge.u32 %p1, %r1, 32;
  @%p1 bra SYNC;
LOOP:
  add.u32 %r2, %r2, 1;
  setp.lt.u32 %p2, %r2, 20;
  @%p2 bra LOOP;
SYNC:
  bar.sync 0;
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r2;
  ret;
}
"""


def test_timeline_shows_a_warp_waiting_at_the_barrier_while_the_other_loops(tmp_path):
    """Warp 0 loops 20 times before bar.sync; warp 1 goes straight there. Warp 1 waits at the
    barrier only while warp 0 runs; both run after it and end exited."""
    out = np.zeros(64, np.uint32)
    st = ptxemu.launch(WAIT, "wait", grid=1, block=64, args=[out], timeline=True, print_output=False)
    tl = st.timeline
    w0, w1 = tl.segments(0, 0), tl.segments(0, 1)
    states1 = [s for _, _, s in w1]
    assert states1[0] == "running" and states1[-1] == "exited" and w0[-1][2] == "exited"
    assert "barrier" in states1 and "barrier" not in [s for _, _, s in w0]
    a, b, _ = next(x for x in w1 if x[2] == "barrier")
    assert all(s == "running" for x, y, s in w0 if x < b and y > a)  # warp 0 runs while warp 1 waits
    assert sum(y - x for x, y, s in w0 if s == "running") >= 20  # the entry block and 20 iterations
    assert (out[:32] == 20).all() and (out[32:] == 0).all()
    svg = tl.svg()
    assert svg.startswith("<svg") and svg.count("<rect") == len(w0) + len(w1) + len(STATES)


CONVERT = """
.version 8.6
.target sm_90a
.address_size 64
.visible .entry cv(.param .u64 x, .param .u64 out)
{
  .reg .b32 %r<4>; .reg .b16 %h<2>; .reg .f32 %f<3>; .reg .b64 %rd<8>;
  mov.u32 %r1, %tid.x;
  ld.param.u64 %rd1, [x];
  mul.wide.u32 %rd2, %r1, 8;
  add.s64 %rd3, %rd1, %rd2;
  ld.global.v2.f32 {%f1, %f2}, [%rd3];
  cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;
  ld.param.u64 %rd4, [out];
  mul.wide.u32 %rd5, %r1, 2;
  add.s64 %rd6, %rd4, %rd5;
  st.global.b16 [%rd6], %h1;
  ret;
}
"""


def test_narrow_conversions_that_saturate_or_flush():
    """e4m3's largest finite value is 448 (0x7e), 1.0 is 0x38 and 1e-6 is below half its smallest
    subnormal (2^-10): thread 3's a = 1000 saturates (high byte 0x7e), thread 7's b = 1e-6 flushes
    (low byte 0); thread 9's a = inf is not finite, so not reported."""
    x = np.ones((32, 2), np.float32)
    x[3, 0], x[7, 1], x[9, 0] = 1000.0, 1e-6, np.inf
    out = np.zeros(32, np.uint16)
    st = ptxemu.launch(CONVERT, "cv", grid=1, block=32, args=[x, out], nans="conversions", print_output=False)
    assert [(o.kind, o.thread, o.operands, o.result) for o in st.nans] == [
        ("saturated", "CTA (0,0,0) thread (3,0,0)", "%f1=1000(0x447a0000)", "e4m3 448(0x7e)"),
        ("flushed", "CTA (0,0,0) thread (7,0,0)", "%f2=9.99999997e-07(0x358637bd)", "e4m3 0(0x0)"),
    ]
    assert out[3] == 0x7E38 and out[7] == 0x3800
    plain = ptxemu.launch(CONVERT, "cv", grid=1, block=32, args=[x, out], nans=True, print_output=False)
    assert plain.nans == []


def test_watch_on_shared_memory():
    """sh_st32 with stride 1: thread t stores t to s[t], then reads s[t] back. The CTA's shared
    variables start at shared address 0x400, so s[1] is at 0x404: thread 1 writes 0 -> 1 there,
    then reads 1."""
    st = BANK.launch(
        "sh_st32",
        1,
        32,
        [np.zeros(65536, np.uint8), np.int32(1)],
        watch=["shared:0x404:4"],
        print_output=False,
    )
    assert [(h.kind, h.thread, h.old, h.new) for h in st.watch] == [
        ("write", "CTA (0,0,0) thread (1,0,0)", 0, 1),
        ("read", "CTA (0,0,0) thread (1,0,0)", 1, 1),
    ]
