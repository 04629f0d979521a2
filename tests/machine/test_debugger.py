"""The debugger (machine.observing.debug): breaks on conditions, barriers and mbarrier operations,
watch-breaks on registers and memory, stepping back, and a System's devices as one program, on a
kernel whose every value is worked by hand here."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.observing.debug import Debugger

# 64 threads: each loops 4 times on %r2, computes %r3 = 3 * tid, passes a CTA barrier, arrives on
# an mbarrier that thread 0 initialised for 64 arrivals, waits on it and stores out[tid] = %r3
DBG = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry dbg(.param .u64 out)
{
  .reg .pred %p<4>; .reg .b32 %r<8>; .reg .b64 %rd<6>;
  .shared .align 8 .b64 bar;
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, 0;
LOOP:
  add.u32 %r2, %r2, 1;
  setp.lt.u32 %p1, %r2, 4;
  @%p1 bra LOOP;
  mul.lo.u32 %r3, %r1, 3;
  bar.sync 0;
  mov.u32 %r4, bar;
  setp.eq.u32 %p2, %r1, 0;
  @%p2 mbarrier.init.shared::cta.b64 [%r4], 64;
  bar.sync 1;
  mbarrier.arrive.shared::cta.b64 %rd1, [%r4];
W:
  mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r4], 0;
  @!%p3 bra W;
  ld.param.u64 %rd2, [out];
  mul.wide.u32 %rd3, %r1, 4;
  add.s64 %rd4, %rd2, %rd3;
  st.global.u32 [%rd4], %r3;
  ret;
}
"""
LINE = {t.strip(): i + 1 for i, t in enumerate(DBG.splitlines())}
MOD = ptxemu.Module(DBG)
BAR = 0x400  # the first shared variable's address (1 KiB reserved below it, as on the H100)


def _dbg():
    out = np.zeros(64, np.uint32)
    return Debugger(MOD, "dbg", 1, 64, [out], print_output=False), out


def test_conditional_break_is_evaluated_per_thread():
    d, out = _dbg()
    d.break_at(LINE["mul.lo.u32 %r3, %r1, 3;"], "%r1 == 37")
    stop = d.run()
    assert stop.line == LINE["mul.lo.u32 %r3, %r1, 3;"] and stop.lanes == 1
    assert stop.first.endswith("thread (37,0,0)") and "%r1 == 37" in stop.reason
    assert d.reg("%r1", thread=(37,)) == "0x25" and d.reg("%r2", thread=(37,)) == "0x4"
    assert d.cont() is None  # no other thread meets it
    assert out.tolist() == [3 * t for t in range(64)]


def test_conditional_break_counts_the_threads_meeting_it():
    d, _ = _dbg()
    d.break_at(LINE["mul.lo.u32 %r3, %r1, 3;"], "%r1 >= 60")
    stop = d.run()
    assert stop.lanes == 4 and stop.first.endswith("thread (60,0,0)")
    d.quit()
    with pytest.raises(ptxemu.PtxOperandError, match="REG OP VALUE"):
        d.break_at(3, "r1 = 2")


def test_break_on_barriers():
    d, _ = _dbg()
    d.break_barriers()
    stop = d.run()
    assert stop.line == LINE["bar.sync 0;"] and stop.reason == "barrier"
    assert d.reg("%r3", thread=(5,)) == "0xf"  # computed before the barrier
    lines = [stop.line]
    while (stop := d.cont()) is not None:
        lines.append(stop.line)
    assert set(lines) == {LINE["bar.sync 0;"], LINE["bar.sync 1;"]}


def test_break_on_mbarrier_operations_by_address():
    d, _ = _dbg()
    d.break_mbarrier("init")
    d.break_mbarrier(("arrive",), address=BAR)
    stop = d.run()
    assert stop.line == LINE["@%p2 mbarrier.init.shared::cta.b64 [%r4], 64;"] and stop.lanes == 1
    assert stop.reason == "mbarrier init" and d.reg("%r4") == hex(BAR)
    stop = d.cont()
    assert stop.line == LINE["mbarrier.arrive.shared::cta.b64 %rd1, [%r4];"]
    assert stop.reason == "mbarrier arrive"
    d.quit()
    d, _ = _dbg()
    d.break_mbarrier(("arrive", "try_wait"), address=BAR + 8)  # no mbarrier there
    assert d.run() is None


def test_watch_break_on_a_register_of_one_thread():
    """%r2 of thread 3 goes 0 -> 1 -> 2 -> 3 -> 4 at the add; the stop comes at the instruction
    after the change and names the add's line."""
    d, _ = _dbg()
    d.watch_reg("%r2", thread=(3,))
    add = LINE["add.u32 %r2, %r2, 1;"]
    seen = []
    while (stop := d.cont()) is not None:
        assert stop.line == add + 1 and f"by line {add}" in stop.reason
        seen.append(stop.reason.split(": ")[-1])
    assert seen == [f"{a:#x} -> {a + 1:#x} in CTA (0,0,0) thread (3,0,0)" for a in range(4)]


def test_watch_break_on_shared_memory():
    d, _ = _dbg()
    d.watch_mem(BAR, 8, shared=True)
    stop = d.run()
    init = LINE["@%p2 mbarrier.init.shared::cta.b64 [%r4], 64;"]
    assert stop.line == init + 1 and f"shared {BAR:#x}:8 changed by line {init}" in stop.reason


def test_stepping_back_reruns_to_the_instruction_before():
    d, out = _dbg()
    mul = LINE["mul.lo.u32 %r3, %r1, 3;"]
    d.break_at(mul)
    first = d.run()
    assert d.reg("%r3", thread=(5,)) == "0x0"
    nxt = d.step()
    assert nxt.seq == first.seq + 1 and nxt.line == LINE["bar.sync 0;"]
    assert d.reg("%r3", thread=(5,)) == "0xf"
    back = d.back()
    assert (back.seq, back.line) == (first.seq, mul) and "stepped back" in back.reason
    assert d.reg("%r3", thread=(5,)) == "0x0" and d.reg("%r2", thread=(5,)) == "0x4"
    again = d.step()
    assert (again.seq, again.line) == (nxt.seq, nxt.line)
    two = d.back(2)
    assert two.seq == first.seq - 1 and two.line == LINE["@%p1 bra LOOP;"]
    d.breaks.clear()
    assert d.cont() is None
    assert out.tolist() == [3 * t for t in range(64)]  # the rerun from restored inputs ran whole


def test_a_system_steps_as_one_program_and_names_the_device():
    s = ptxemu.System(2)
    outs = [s.devices[i].alloc(256) for i in range(2)]
    launches = [
        dict(device=i, module=MOD, kernel="dbg", grid=1, block=64, args=[np.uint64(outs[i])],
             print_output=False)
        for i in range(2)
    ]
    d = Debugger.system(s, launches)
    st_line = LINE["st.global.u32 [%rd4], %r3;"]
    d.break_at(st_line, "%r1 == 1")
    stop = d.run()
    assert stop.device == 0 and stop.line == st_line and "on device 0" in str(stop)
    assert d.reg("%r3", thread=(1,)) == "0x3"
    stop = d.cont()
    assert stop.device == 1 and d.reg("%r3", thread=(1,), device=1) == "0x3"
    assert d.reg("%r2", thread=(1,), device=0) == "0x4"
    assert d.cont() is None
    for i in range(2):
        assert s.devices[i].read(outs[i], 256).view(np.uint32).tolist() == [3 * t for t in range(64)]


def test_debug_command_conditions_watches_and_back(tmp_path, capsys):
    from ptxemu.cli import main

    (tmp_path / "k.ptx").write_text(DBG)
    np.save(tmp_path / "o.npy", np.zeros(64, np.uint32))
    mul = LINE["mul.lo.u32 %r3, %r1, 3;"]
    rc = main(
        ["debug", str(tmp_path / "k.ptx"), "--block", "64", "--arg", str(tmp_path / "o.npy"),
         "--do", f"b {mul} if %r1 == 9;c;p %r1 9;s;p %r3 9;back;p %r3 9;bm arrive @{BAR:#x};c;q"]
    )
    out = capsys.readouterr().out.splitlines()
    assert rc == 0
    assert out[0].startswith(f"stopped at line {mul}")
    assert "%r1 == 9 in 1 thread(s)" in out[0] and out[1] == "%r1 = 0x9"
    assert out[2].startswith(f"stopped at line {LINE['bar.sync 0;']}") and out[3] == "%r3 = 0x1b"
    assert "stepped back" in out[4] and out[5] == "%r3 = 0x0"
    assert out[6].startswith(f"stopped at line {LINE['mbarrier.arrive.shared::cta.b64 %rd1, [%r4];']}")


def test_memory_views_and_mbarrier_state():
    """At thread 0's arrive the mbarrier holds 64 expected arrivals, none made; at thread 1's store
    every thread has arrived: phase 1, pending back to 64. out is still zero there except the
    threads whose stores ran before (none of thread 1's warp: it stands at the store)."""
    d, out = _dbg()
    arrive = LINE["mbarrier.arrive.shared::cta.b64 %rd1, [%r4];"]
    d.break_at(arrive, "%r1 == 0")
    d.run()
    assert d.mbarrier(BAR) == {"pending": 64, "expected": 64, "tx": 0, "phase": 0, "parity": 0}
    d.breaks.clear()
    d.break_at(LINE["st.global.u32 [%rd4], %r3;"], "%r1 == 1")
    d.cont()
    assert d.mbarrier(BAR) == {"pending": 64, "expected": 64, "tx": 0, "phase": 1, "parity": 1}
    ptr = int(d.reg("%rd2", thread=(1,)), 16)
    assert d.mem(ptr, ".u32", 4).tolist() == [0, 0, 0, 0]
    d.breaks.clear()
    assert d.cont() is None and out[:4].tolist() == [0, 3, 6, 9]
    with pytest.raises(ptxemu.PtxOperandError, match="not stopped"):
        d.mem(ptr)


def test_break_lines_are_checked_on_the_module_text():
    """Debugger.break_at (the API, and `ptxemu debug` through it): a line past the module's end is an
    error, one holding no instruction (a label, a directive, a blank) a BreakNeverStops warning; the
    text of DBG above (30 lines: a blank first, the closing brace last) counted by hand."""
    from ptxemu.machine.observing.debug import BreakNeverStops

    d, _ = _dbg()
    assert len(DBG.splitlines()) == 30
    with pytest.raises(ptxemu.PtxOperandError, match="break at line 31: the module has lines 1 to 30"):
        d.break_at(31)
    with pytest.raises(ptxemu.PtxOperandError, match="break at line 0: the module has lines 1 to 30"):
        d.break_at(0)
    with pytest.warns(BreakNeverStops, match=r"line 11 holds no instruction \(LOOP:\): a break there never"):
        d.break_at(LINE["LOOP:"])
    assert LINE["LOOP:"] == 11
    with pytest.warns(BreakNeverStops, match=r"line 1 holds no instruction \(blank\)"):
        d.break_at(1)
    with pytest.warns(BreakNeverStops, match=r"\(\.shared \.align 8 \.b64 bar;\)"):
        d.break_at(LINE[".shared .align 8 .b64 bar;"])
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an instruction's line: no warning
        d.break_at(LINE["mul.lo.u32 %r3, %r1, 3;"])
    # a debugger of any launch is checked where it is given the text, and not where it is not
    c = Debugger.calling(lambda obs: None, lines=DBG.splitlines())
    with pytest.raises(ptxemu.PtxOperandError, match="the module has lines 1 to 30"):
        c.break_at(99)
    Debugger.calling(lambda obs: None).break_at(99)
