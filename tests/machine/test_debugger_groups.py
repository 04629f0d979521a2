"""The debugger's mbarrier and async-group state (machine.observing.debug, .groups) and the warp
timeline's async-group waits, on a kernel whose every state is worked by hand from the manual.

Thread 0 of a 32-thread CTA: mbarrier.init [mb], 3 and one arrive (9.7.13.15.9, .13: pending 2 of 3,
phase 0); expect_tx 256 (.11: tx-count 256); a 256-byte bulk copy global -> shared completing on
it (9.7.9.25.4.1: complete_tx of 256 bytes: tx-count back to 0 once the copy is done); three
cp.async copies of 16, 16 and 8 bytes with a commit after the first two (9.7.9.25.3: groups 1
and 2 committed, the third open); cp.async.wait_group 1 (group 1 retired: 2 and the open one left),
cp.async.wait_all (commit, then wait_group 0: nothing left); a 32-byte bulk copy shared -> global
in a bulk async-group, its commit, wait_group.read 0 (the source reads done) and wait_group 0;
an arrive of count 2 (pending 0 and tx-count 0: phase 0 completes, phase 1 starts with 3 pending).

Eagerly every copy completes at issue (tx-count back to 0 at the next instruction); in checking
mode the copies are deferred to their mechanism: the mbarrier's copy lands only when no thread can
run otherwise (here: at the try_wait), so tx-count stays 256 until then, and each cp.async or
bulk copy is in flight until the wait that retires its group."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.observing.debug import Debugger

K = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 src, .param .u64 dst)
{
  .reg .pred %p<4>; .reg .b32 %r<8>; .reg .b64 %rd<8>;
  .shared .align 8 .b64 mb;
  .shared .align 128 .b8 buf[512];
  ld.param.u64 %rd1, [src];
  ld.param.u64 %rd2, [dst];
  mov.u32 %r1, %tid.x;
  setp.ne.u32 %p1, %r1, 0;
  @%p1 bra DONE;
  mov.u32 %r2, mb;
  mov.u32 %r3, buf;
  mbarrier.init.shared::cta.b64 [%r2], 3;
  mbarrier.arrive.shared::cta.b64 %rd3, [%r2];
  mbarrier.expect_tx.shared::cta.b64 [%r2], 256;
  cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd1], 256, [%r2];
  add.u32 %r4, %r3, 256;
  cp.async.ca.shared.global [%r4], [%rd1], 16;
  cp.async.commit_group;
  add.u32 %r5, %r3, 272;
  add.s64 %rd4, %rd1, 16;
  cp.async.cg.shared.global [%r5], [%rd4], 16;
  cp.async.commit_group;
  add.u32 %r6, %r3, 288;
  cp.async.ca.shared.global [%r6], [%rd1], 8;
  cp.async.wait_group 1;
  cp.async.wait_all;
  fence.proxy.async.shared::cta;
  cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r4], 32;
  cp.async.bulk.commit_group;
  cp.async.bulk.wait_group.read 0;
  cp.async.bulk.wait_group 0;
  mbarrier.arrive.shared::cta.b64 %rd5, [%r2], 2;
W:
  mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
  @!%p2 bra W;
  cp.async.wait_all;
DONE:
  ret;
}
"""
LINE: dict[str, int] = {}  # a line's text -> its number (the first, for the repeated cp.async.wait_all)
for _i, _t in enumerate(K.splitlines()):
    LINE.setdefault(_t.strip(), _i + 1)
MOD = ptxemu.Module(K)
MB, BUF = 0x400, 0x480  # the shared variables (1 KiB reserved below the first, as on the H100)


def _at(check: bool, *lines: str):
    """A debugger breaking at these lines, and the arrays it launches with."""
    src, dst = np.arange(256, dtype=np.uint8), np.zeros(64, np.uint8)
    d = Debugger(MOD, "k", 1, 32, [src, dst], print_output=False, check=check)
    for t in lines:
        d.break_at(LINE[t])
    return d, src, dst


def _mb(d) -> tuple[int, int, int, int, int]:
    m = d.mbarrier(MB)
    return m["pending"], m["expected"], m["tx"], m["phase"], m["parity"]


def _ops(view, mech):
    """[(group or 'open', [(line, bytes, [(what, address)])])] of one mechanism."""
    g = view[mech]
    row = lambda o: (o["line"], o["bytes"], o["where"])  # noqa: E731
    return [(n, [row(o) for o in ops]) for n, ops in g["committed"]] + (
        [("open", [row(o) for o in g["open"]])] if g["open"] else []
    )


CP1 = (LINE["cp.async.ca.shared.global [%r4], [%rd1], 16;"], 16, [("shared", BUF + 256), ("global", 0)])
CP2 = (LINE["cp.async.cg.shared.global [%r5], [%rd4], 16;"], 16, [("shared", BUF + 272), ("global", 16)])
CP3 = (LINE["cp.async.ca.shared.global [%r6], [%rd1], 8;"], 8, [("shared", BUF + 288), ("global", 0)])
BULK = LINE["cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r4], 32;"]
COPY = "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd1], 256, [%r2];"


def _rel(ops, src_addr, dst_addr):
    """Global addresses relative to the src array (dst's for the bulk store), for comparing."""
    out = []
    for n, rows in ops:
        rs = []
        for line, nb, where in rows:
            w = [(k, a - (dst_addr if line == BULK else src_addr) if k == "global" else a) for k, a in where]
            rs.append((line, nb, w))
        out.append((n, rs))
    return out


@pytest.mark.parametrize("check", [False, True], ids=["eager", "checking"])
def test_mbarrier_state_at_each_step_as_the_manual_defines_it(check):
    expect_tx = "mbarrier.expect_tx.shared::cta.b64 [%r2], 256;"
    after = "add.u32 %r4, %r3, 256;"
    last = "mbarrier.arrive.shared::cta.b64 %rd5, [%r2], 2;"
    end = "cp.async.wait_all;"  # the second one, after the wait loop: breaks below at its line
    d, src, _ = _at(check, expect_tx, COPY, after, last)
    d.break_at(max(i + 1 for i, t in enumerate(K.splitlines()) if t.strip() == end))
    d.run()
    assert _mb(d) == (2, 3, 0, 0, 0)  # init 3, one arrive
    assert d.mbarriers() == [(MB, LINE["mbarrier.init.shared::cta.b64 [%r2], 3;"])]
    d.cont()
    assert _mb(d) == (2, 3, 256, 0, 0)  # expect_tx 256
    d.cont()
    # the copy issued: eagerly it completed its 256 bytes at once; checking mode defers it
    assert _mb(d) == ((2, 3, 0, 0, 0) if not check else (2, 3, 256, 0, 0))
    landed = d.mem(BUF, ".u8", 256, shared=True)
    assert (landed == src).all() if not check else (landed == 0).all()
    d.cont()
    assert _mb(d) == ((2, 3, 0, 0, 0) if not check else (2, 3, 256, 0, 0))
    assert "pending arrivals 2 of 3 expected" in d.describe_mbarrier(MB)
    d.cont()  # after the wait loop: phase 0 completed (arrivals and tx-count), 3 pending again
    assert _mb(d) == (3, 3, 0, 1, 1)
    assert (d.mem(BUF, ".u8", 256, shared=True) == src).all()
    assert d.cont() is None
    with pytest.raises(ptxemu.PtxOperandError, match="not stopped"):
        d.mbarrier(MB)


def test_an_address_without_an_mbarrier_is_an_error():
    d, _, _ = _at(False, "mbarrier.arrive.shared::cta.b64 %rd3, [%r2];")
    d.run()
    with pytest.raises(ptxemu.PtxOperandError, match=r"0x480 of CTA \(0, 0, 0\) holds no initialised.*0x400"):
        d.mbarrier(BUF)
    with pytest.raises(ptxemu.PtxOperandError, match="outside the launch's block"):
        d.groups(thread=(32,))
    d.quit()


@pytest.mark.parametrize("check", [False, True], ids=["eager", "checking"])
def test_async_groups_of_a_thread(check):
    d, src, dst = _at(
        check, "cp.async.ca.shared.global [%r4], [%rd1], 16;", "cp.async.wait_group 1;", "cp.async.wait_all;",
        "cp.async.bulk.commit_group;", "cp.async.bulk.wait_group.read 0;", "cp.async.bulk.wait_group 0;",
        "mbarrier.arrive.shared::cta.b64 %rd5, [%r2], 2;",
    )
    d.run()
    s, t = int(d.reg("%rd1"), 16), int(d.reg("%rd2"), 16)  # the arrays' device addresses
    mbar_copy = LINE[COPY]
    v = d.groups()
    assert _ops(v, "cp") == [] and _ops(v, "bulk") == [] and _ops(v, "wgmma") == []
    tma = [("mbarrier", None, mbar_copy, "write", 256, f"shared [{BUF:#x}, {BUF + 255:#x}] of CTA (0,0,0)",
            (MB, 0, 256))]  # completes 256 bytes on mb (of cluster rank 0: the CTA itself)

    def flight():
        f = d.groups()["in_flight"]
        keys = ("mechanism", "group", "line", "access", "bytes", "at", "mbarrier")
        return None if f is None else [tuple(x[k] for k in keys) for x in f]

    assert flight() == (None if not check else tma)
    d.cont()  # at cp.async.wait_group 1: groups 1 and 2 committed, the 8-byte copy open
    assert _rel(_ops(d.groups(), "cp"), s, t) == [(1, [CP1]), (2, [CP2]), ("open", [CP3])]
    sh = lambda a, n: f"shared [{a:#x}, {a + n - 1:#x}] of CTA (0,0,0)"  # noqa: E731
    if check:
        assert flight() == tma + [("cp", 1, CP1[0], "write", 16, sh(BUF + 256, 16), None),
                                  ("cp", 2, CP2[0], "write", 16, sh(BUF + 272, 16), None),
                                  ("cp", 3, CP3[0], "write", 8, sh(BUF + 288, 8), None)]
    else:
        assert flight() is None and "already completed when it was issued" in d.describe_groups()
    d.cont()  # at cp.async.wait_all: wait_group 1 retired group 1
    assert _rel(_ops(d.groups(), "cp"), s, t) == [(2, [CP2]), ("open", [CP3])]
    if check:
        assert [x[1] for x in flight()] == [None, 2, 3]
    d.cont()  # at the bulk commit: wait_all retired everything; the bulk store is open
    v = d.groups()
    assert _ops(v, "cp") == []
    bulk = (BULK, 32, [("global", t), ("shared::cta", BUF + 256)])
    assert _ops(v, "bulk") == [("open", [bulk])]
    gl = f"global [{t:#x}, {t + 31:#x}]"
    if check:
        assert flight() == tma + [("bulk", 1, BULK, "read", 32, sh(BUF + 256, 32), None),
                                  ("bulk", 1, BULK, "write", 32, gl, None)]
        assert (d.mem(t, ".u8", 32) == 0).all()  # the store's bytes have not landed
    else:
        assert (d.mem(t, ".u8", 32) == src[:32]).all()
    d.cont()  # at wait_group.read 0: bulk group 1 committed
    assert _ops(d.groups(), "bulk") == [(1, [bulk])] and d.groups()["bulk"]["read"] == 0
    d.cont()  # at wait_group 0: the group's source reads are retired, its writes not
    v = d.groups()
    assert _ops(v, "bulk") == [(1, [bulk])] and v["bulk"]["read"] == 1
    assert "(sources read: wait_group.read)" in d.describe_groups()
    if check:
        assert flight() == tma + [("bulk", 1, BULK, "write", 32, gl, None)]
    d.cont()  # at the last arrive: nothing left in any group; the mbarrier's copy still in flight
    v = d.groups()
    assert _ops(v, "cp") == _ops(v, "bulk") == []
    assert flight() == (None if not check else tma)
    assert (d.mem(t, ".u8", 32) == src[:32]).all()  # landed at the wait_group 0 at the latest
    assert d.cont() is None
    assert (dst[:32] == src[:32]).all()
    if check:
        assert d.stats.findings == []


def test_the_timeline_shows_async_group_waits_only_where_copies_are_in_flight():
    """Checking mode: warp 0 waits at an async group in exactly one scheduler step, the block with
    cp.async.wait_group 1 (copies in flight); the final cp.async.wait_all (its own block, nothing
    left) is no wait. Eagerly nothing is ever in flight: no such state, and the picture says why."""
    for check in (False, True):
        src, dst = np.arange(256, dtype=np.uint8), np.zeros(64, np.uint8)
        st = MOD.launch("k", 1, 32, [src, dst], print_output=False, check=check, timeline=True)
        tl = st.timeline
        waits = [(a, b) for a, b, s in tl.segments(0, 0) if s == "async group"]
        assert tl.eager is not check
        assert len(waits) == (1 if check else 0) and all(b - a == 1 for a, b in waits)
        assert ("eager run" in tl.svg()) is not check
        assert (dst[:32] == src[:32]).all()


def test_debug_command_mbs_and_g(tmp_path, capsys):
    from ptxemu.cli import main

    f = tmp_path / "k.ptx"
    f.write_text(K)
    np.save(tmp_path / "src.npy", np.arange(256, dtype=np.uint8))
    do = f"b {LINE['cp.async.wait_group 1;']}; c; mbs; mb 0x400; g; g 1; g 32; q"
    rc = main(["debug", str(f), "--grid", "1", "--block", "32", "--arg", str(tmp_path / "src.npy"), "--arg",
               "zeros:u8:64", "--check", "--do", do])
    out = capsys.readouterr().out
    assert rc == 0
    assert "1 mbarrier(s) initialised by CTA (0, 0, 0)" in out
    assert out.count("mbarrier 0x400 of CTA (0,0,0): phase 0 (mod 8; parity 0), pending arrivals 2 of 3 "
                     "expected, tx-count 256") == 2
    assert "async groups of CTA (0,0,0) thread (0,0,0):" in out
    assert "group 2, committed, not waited for" in out
    assert "cp.async group 3: line" in out and "open (not committed yet): 1 operation(s)" in out
    assert "async groups of CTA (0,0,0) thread (1,0,0):\n  cp.async groups: none pending" in out
    assert "error: thread (32, 0, 0) of CTA (0, 0, 0): outside" in out


EARLY = """
.version 8.0
.target sm_90a
.address_size 64
.visible .entry early(.param .u64 src)
{
  .reg .b32 %r<4>; .reg .b64 %rd<2>;
  .shared .align 16 .b8 s[16];
  ld.param.u64 %rd1, [src];
  mov.u32 %r1, s;
  cp.async.ca.shared.global [%r1], [%rd1], 16;
  cp.async.commit_group;
  ld.shared.u32 %r2, [%r1];
  cp.async.wait_all;
  ret;
}
"""


def test_debug_check_shows_the_copy_in_flight_at_a_read_before_its_wait(tmp_path, capsys):
    """`ptxemu debug --check` on a kernel that reads a cp.async's destination before waiting: at the
    read, `g` shows the committed group and the copy in flight; the launch's finding (async-read)
    is printed at its end and the exit status is 1, as `ptxemu run --check`'s."""
    from ptxemu.cli import main

    f = tmp_path / "early.ptx"
    f.write_text(EARLY)
    read = EARLY.splitlines().index("  ld.shared.u32 %r2, [%r1];") + 1
    np.save(tmp_path / "src.npy", np.arange(16, dtype=np.uint8))
    rc = main(["debug", str(f), "--grid", "1", "--block", "1", "--arg", str(tmp_path / "src.npy"), "--check",
               "--do", f"b {read}; c; g; q"])
    out = capsys.readouterr().out
    assert rc == 1
    assert "    group 1, committed, not waited for: 1 operation(s)" in out
    flying = "    cp.async group 1: line 11 cp.async: writes 16 bytes at shared [0x400, 0x40f] of CTA (0,0,0)"
    assert flying in out.splitlines()
    assert "checking mode: 1 finding(s)" in out and f"async-read: line {read}, 11:" in out
