"""The checking mode (machine/observing/checking.py): planted defects are found (a missing fence.proxy.async,
a missing cp.async / wgmma wait, a shared-memory race, mbarrier phase errors), their correct
versions and the H100-recorded kernels report nothing (and still give the H100's bits)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.examples import path
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"
HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"


def _replay(src: str, case, inputs, outputs=None):
    args, bufs = [], {}
    for kind, v in case["args"]:
        if kind == "buf":
            bufs[v] = inputs[f"{case['name']}/{v}"].copy()
            args.append(bufs[v])
        else:
            args.append({"i32": np.int32, "f32": np.float32, "u64": np.uint64}[kind](v))
    mod = ptxemu.Module(src) if isinstance(src, str) else src
    st = mod.launch(case["kernel"], case["grid"], case["block"], args, shared_mem=case["shared"], check=True)
    if outputs is not None:
        for k, a in bufs.items():
            ref = outputs[f"{case['name']}/{k}"]
            assert (a.view(np.uint8) == ref.view(np.uint8)).all(), k
    return st


def _kinds(st) -> list[str]:
    return [f.kind for f in st.findings]


WSRC = (DATA / "wgmma_forms_sm90a.ptx").read_text()
WIN, WOUT = load_npz(DATA / "wgmma_inputs.npz"), np.load(DATA / "wgmma_outputs.npz")
WCASE = json.loads(str(WIN["cases"]))[0]  # f16_n8_none: st.shared tiles, fence.proxy.async, bar.sync, wgmma


def _without(src: str, text: str, first_line: int, last_line: int) -> str:
    """The source with the line holding `text` (inside [first_line, last_line]) removed."""
    lines = src.split("\n")
    hits = [i for i in range(first_line - 1, last_line) if text in lines[i]]
    assert len(hits) == 1, hits
    del lines[hits[0]]
    return "\n".join(lines)


def test_missing_fence_proxy_async_before_wgmma_is_found():
    assert _kinds(_replay(WSRC, WCASE, WIN, WOUT)) == []
    st = _replay(_without(WSRC, "fence.proxy.async.shared::cta", 30, 157), WCASE, WIN)
    assert _kinds(st) == ["proxy-fence"]
    assert "generic proxy at line 99" in st.findings[0].message  # the st.shared of the A tile


def test_accumulators_read_before_wgmma_wait_group_are_found():
    st = _replay(_without(WSRC, "wgmma.wait_group.sync.aligned 0", 30, 157), WCASE, WIN)
    assert set(_kinds(st)) == {"wgmma-accumulator"}
    assert st.findings[0].lines == (149,)  # st.global of the first accumulator register


CP = (
    HEAD
    + """
.visible .entry k(.param .u64 src, .param .u64 out)
{
.reg .b32 %r<16>; .reg .b64 %rd<16>; .reg .pred %p<4>;
.shared .align 16 .b32 tile[128];
.shared .align 8 .b64 bar;
ld.param.u64 %rd1, [src];
ld.param.u64 %rd2, [out];
mov.u32 %r1, %tid.x;
shl.b32 %r2, %r1, 4;
mov.u32 %r3, tile;
add.u32 %r4, %r3, %r2;
cvt.u64.u32 %rd3, %r2;
add.s64 %rd4, %rd1, %rd3;
cp.async.cg.shared.global [%r4], [%rd4], 16;
cp.async.commit_group;
WAIT
bar.sync 0;
xor.b32 %r5, %r1, 1;
shl.b32 %r6, %r5, 4;
add.u32 %r7, %r3, %r6;
ld.shared.u32 %r8, [%r7];
mul.wide.u32 %rd5, %r1, 4;
add.s64 %rd6, %rd2, %rd5;
st.global.u32 [%rd6], %r8;
ret;
}
"""
)


def test_a_missing_cp_async_wait_is_found_and_the_wait_makes_it_clean():
    src = np.arange(128, dtype=np.uint32)
    for wait, found in (("cp.async.wait_group 0;", []), ("cp.async.wait_all;", []), ("", ["async-read"])):
        out = np.zeros(32, np.uint32)
        st = ptxemu.launch(CP.replace("WAIT", wait), "k", grid=1, block=32, args=[src, out], check=True)
        assert _kinds(st) == found, st.findings
        if not found:
            assert out.tolist() == [4 * (i ^ 1) for i in range(32)]
    assert "the cp.async at line 18" in st.findings[0].message and st.findings[0].lines == (25, 18)
    out = np.zeros(32, np.uint32)  # eagerly the copy lands at issue: the same program gives the values
    ptxemu.launch(CP.replace("WAIT", ""), "k", grid=1, block=32, args=[src, out])
    assert out.tolist() == [4 * (i ^ 1) for i in range(32)]


def test_cp_async_tracked_by_an_mbarrier_is_clean():
    body = (
        "setp.eq.u32 %p1, %r1, 0;\n@%p1 mbarrier.init.shared.b64 [bar], 32;\nbar.sync 0;\n"
        "cp.async.mbarrier.arrive.noinc.shared.b64 [bar];\nW:\n"
        "mbarrier.try_wait.parity.shared.b64 %p2, [bar], 0;\n@!%p2 bra W;"
    )
    src = np.arange(128, dtype=np.uint32)
    out = np.zeros(32, np.uint32)
    text = CP.replace("cp.async.commit_group;\nWAIT\n", body + "\n")
    st = ptxemu.launch(text, "k", grid=1, block=32, args=[src, out], check=True)
    assert _kinds(st) == [] and out.tolist() == [4 * (i ^ 1) for i in range(32)]


RACE = (
    HEAD
    + """
.visible .entry k(.param .u64 out)
{
.reg .b32 %r<16>; .reg .b64 %rd<16>; .reg .pred %p<4>;
.shared .align 4 .b32 buf[64];
.shared .align 8 .b64 bar;
ld.param.u64 %rd1, [out];
mov.u32 %r1, %tid.x;
and.b32 %r2, %r1, 31;
shl.b32 %r3, %r2, 2;
mov.u32 %r4, buf;
add.u32 %r5, %r4, %r3;
setp.eq.u32 %p3, %r1, 0;
@%p3 mbarrier.init.shared.b64 [bar], 32;
bar.sync 0;
setp.lt.u32 %p1, %r1, 32;
@!%p1 bra CONS;
st.shared.u32 [%r5], %r1;
PRODUCED
bra.uni END;
CONS:
CONSUME
ld.shared.u32 %r6, [%r5];
mul.wide.u32 %rd2, %r2, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r6;
END:
ret;
}
"""
)


@pytest.mark.parametrize(
    "produced, consume, race",
    [
        ("", "", True),  # warp 1 reads what warp 0 writes, nothing orders them
        ("bar.arrive 1, 64;", "bar.sync 1, 64;", False),  # named barrier: producer arrives, consumer syncs
        (
            "mbarrier.arrive.shared.b64 %rd9, [bar];",
            "W:\nmbarrier.try_wait.parity.shared.b64 %p2, [bar], 0;\n@!%p2 bra W;",
            False,
        ),  # mbarrier release/acquire
        ("mbarrier.arrive.shared.b64 %rd9, [bar];", "", True),  # the consumer never waits
    ],
)
def test_shared_memory_races_between_warps(produced, consume, race):
    out = np.zeros(32, np.uint32)
    src = RACE.replace("PRODUCED", produced).replace("CONSUME", consume)
    st = ptxemu.launch(src, "k", grid=1, block=64, args=[out], check=True)
    assert _kinds(st) == (["race"] if race else [])
    if race:
        f = st.findings[0]
        assert "write at line 21 by warp 0" in f.message and "read at line" in f.message
        assert "thread (0,0,0)" in f.threads[0] and "thread (32,0,0)" in f.threads[1]


PHASE = (
    HEAD
    + """
.visible .entry k(.param .u64 out)
{
.reg .b32 %r<16>; .reg .b64 %rd<16>; .reg .pred %p<4>;
.shared .align 8 .b64 bar;
ld.param.u64 %rd1, [out];
mov.u32 %r1, %tid.x;
setp.eq.u32 %p1, %r1, 0;
@%p1 mbarrier.init.shared.b64 [bar], 1;
bar.sync 0;
BODY
ret;
}
"""
)


def test_mbarrier_phase_errors_are_found():
    out = np.zeros(4, np.uint32)
    # the producer completes phase 0 and arrives in phase 1 before anyone waited on phase 0
    st = ptxemu.launch(
        PHASE.replace(
            "BODY",
            "@%p1 mbarrier.arrive.shared.b64 %rd2, [bar];\n@%p1 mbarrier.arrive.shared.b64 %rd3, [bar];",
        ),
        "k",
        grid=1,
        block=32,
        args=[out],
        check=True,
    )
    assert _kinds(st) == ["mbarrier-phase"] and "before any test_wait/try_wait observed phase 0" in str(
        st.findings[0]
    )
    # a wait with a state from two phases back (each phase observed in between)
    body = (
        "@!%p1 bra END;\nmbarrier.arrive.shared.b64 %rd2, [bar];\n"
        "mbarrier.test_wait.shared.b64 %p2, [bar], %rd2;\nmbarrier.arrive.shared.b64 %rd3, [bar];\n"
        "mbarrier.test_wait.shared.b64 %p2, [bar], %rd3;\n"
        "mbarrier.test_wait.shared.b64 %p3, [bar], %rd2;\nEND:"
    )
    st = ptxemu.launch(PHASE.replace("BODY", body), "k", grid=1, block=32, args=[out], check=True)
    assert _kinds(st) == ["mbarrier-phase"] and "2 phases old" in st.findings[0].message
    assert st.findings[0].lines == (19,)  # the third test_wait, with the state of phase 0
    # init twice without inval
    st = ptxemu.launch(
        PHASE.replace("BODY", "@%p1 mbarrier.init.shared.b64 [bar], 1;"),
        "k",
        grid=1,
        block=32,
        args=[out],
        check=True,
    )
    assert _kinds(st) == ["mbarrier-phase"] and "holds a valid mbarrier" in st.findings[0].message
    # the correct sequence: every phase observed before the next arrive, state waits on fresh states
    body = (
        "@!%p1 bra END;\nmbarrier.arrive.shared.b64 %rd2, [bar];\n"
        "mbarrier.test_wait.shared.b64 %p2, [bar], %rd2;\nmbarrier.arrive.shared.b64 %rd3, [bar];\n"
        "mbarrier.test_wait.shared.b64 %p2, [bar], %rd3;\nmbarrier.inval.shared.b64 [bar];\n"
        "mbarrier.init.shared.b64 [bar], 1;\nEND:"
    )
    st = ptxemu.launch(PHASE.replace("BODY", body), "k", grid=1, block=32, args=[out], check=True)
    assert _kinds(st) == []


_SETS = [
    ("nvcc", path("nvcc_sm90a.ptx")),
    ("tensor", path("tensor_sm90a.ptx")),
    ("cluster", DATA / "cluster_sm90a.ptx"),
    ("wgmma", DATA / "wgmma_forms_sm90a.ptx"),
]


@pytest.mark.parametrize("prefix, ptx", _SETS, ids=[s[0] for s in _SETS])
def test_recorded_kernels_report_nothing_and_keep_the_h100_bits(prefix, ptx):
    """Every recorded case of these modules runs in checking mode with the H100's output bits (the
    deferred cp.async copies, wgmma groups and mbarrier phases land where their waits are) and no
    finding, except one true race in the recorded gemm_wgmma test kernel: after the GEMM loop all
    four warps ldmatrix rows 0-15 of sA and stmatrix them back transposed with no barrier between
    one warp's stmatrix and another's ldmatrix (tools/truth/kernels/tensor_kernels.cu)."""
    inputs, outputs = load_npz(DATA / f"{prefix}_inputs.npz"), np.load(DATA / f"{prefix}_outputs.npz")
    mod = ptxemu.Module(Path(ptx).read_text())
    for case in json.loads(str(inputs["cases"])):
        st = _replay(mod, case, inputs, outputs)
        if case["name"] == "gemm_wgmma":
            assert set(_kinds(st)) == {"race"} and all(
                "ldmatrix" in f.message or f.lines[0] in (1044, 1047) for f in st.findings
            )
        else:
            assert _kinds(st) == [], (case["name"], [str(f) for f in st.findings])


PIPE = (DATA / "pipeline_ws.ptx").read_text()  # hand-written: a CUTLASS-style two-stage ring


def _pipe(producer_parity: str, consumer_parity: str, check: bool):
    n = 6
    src = np.arange(n * 32, dtype=np.uint32) * 7 + 3
    out = np.zeros(64, np.uint32)
    text = PIPE.replace("PPARITY", producer_parity).replace("CPARITY", consumer_parity)
    st = ptxemu.launch(text, "pipe", grid=1, block=96, args=[src, out, np.uint32(n)], check=check)
    want = np.concatenate([(c + 1) * src.reshape(n, 32).sum(0) for c in range(2)]).astype(np.uint32)
    return st, out, want


def test_a_warp_specialised_pipeline_runs_and_a_parity_error_is_explained():
    """Producer warp 0 fills a two-stage ring with cp.async and cp.async.mbarrier.arrive.noinc on
    full[s]; consumer warps 1-2 wait on full[s] (try_wait.parity ph) and free the stage on empty[s],
    which the producer waits on with parity ph^1 (a fresh barrier's preceding phase counts as
    complete, 9.7.13.15.16). Output: consumer warp c sums (c+1) * src over the 6 tiles. With the
    consumers waiting on ph^1 too, they run ahead: they read a stage whose copies have not landed
    and arrive on empty[s] twice before the producer observed the first phase; the ring then
    deadlocks, and the error carries what the checking mode found first."""
    for check in (False, True):
        st, out, want = _pipe("%r7", "%r6", check)
        assert out.tolist() == want.tolist() and st.findings == []
    with pytest.raises(ptxemu.PtxRuntimeError, match="deadlock") as e:
        _pipe("%r7", "%r7", True)
    kinds = [f.kind for f in e.value.findings]
    assert kinds[:2] == ["async-read", "mbarrier-phase"]
    assert e.value.findings[0].lines == (77, 53)  # the consumer's ld.shared, the producer's cp.async
    assert e.value.findings[1].lines == (56,)  # the producer's cp.async.mbarrier.arrive (deferred arrive-on)
