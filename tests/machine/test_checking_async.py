"""The checking mode on bulk/tensor copies and tcgen05 (machine/observing/checking.py with the hooks in
ops_bulk.py and ops_tcgen05.py): planted defects are found, their correct versions report nothing
and give the bytes the manual defines, and the H200-recorded TMA kernels keep their bits and report
nothing when checked.

The rules, per case: a bulk copy's result is visible only after its completion mechanism is
observed (9.7.9.25.2 "Async Proxy": mbarrier-based or bulk async-group completion "must be used");
the async proxy needs fence.proxy.async to see generic-proxy writes (9.7.9.25.2, 8.6 "Proxies");
cp.async.bulk.wait_group.read waits only until the source has been read, wait_group until the writes
are visible to the executing thread (9.7.9.25.6.2).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

import ptxemu

G = 0x7F10_0000_0000
OUT = 0x7F20_0000_0000

HEAD = """
.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 pg, .param .u64 pout, .param .align 64 .b8 tmap[128])
{
    .reg .b64 %rd<10>;
    .reg .b32 %r<20>;
    .reg .pred %p<4>;
    .shared .align 1024 .b8 buf[4096];
    .shared .align 8 .b64 mbar;
    ld.param.u64 %rd1, [pg];
    ld.param.u64 %rd2, [pout];
    mov.b64 %rd3, tmap;
    cvta.param.u64 %rd3, %rd3;
    mov.u32 %r1, buf;
    mov.u32 %r2, mbar;
    mov.u32 %r0, %tid.x;
    shl.b32 %r3, %r0, 2;
    add.u32 %r4, %r1, %r3;
    cvt.u64.u32 %rd4, %r3;
    add.u64 %rd5, %rd2, %rd4;
    mov.u32 %r9, 0;
    setp.eq.u32 %p1, %r0, 0;
    @!%p1 bra INIT_DONE;
    mbarrier.init.shared::cta.b64 [%r2], 1;
    fence.mbarrier_init.release.cluster;
INIT_DONE:
    bar.sync 0;
"""
TAIL = """
    ret;
}
"""
# a 64 x 16 UINT32 tensor, box 32 x 4 at (0, 0): 512 bytes, rows of the box one after another in
# shared memory (9.7.9.25.5 tile mode, no swizzle)
SRC = np.arange(64 * 16, dtype=np.uint32) * np.uint32(2654435761)
BOX = SRC.reshape(16, 64)[:4, :32].reshape(-1)


def _launch(body: str, block: int = 128, check: bool = True):
    dev = ptxemu.Device()
    dev.write(G, SRC)
    dev.write(OUT, np.zeros(4096, np.uint8))
    tmap = ptxemu.encode_tensor_map_tiled("UINT32", 2, G, [64, 16], [256], [32, 4], [1, 1])
    st = ptxemu.Module(HEAD + body + TAIL).launch(
        "k", grid=1, block=block, args=[np.uint64(G), np.uint64(OUT), tmap], device=dev, check=check
    )
    return st, dev.read(OUT, 4096).view(np.uint32)


def _kinds(st) -> list[str]:
    return [f.kind for f in st.findings]


# -- TMA load: the consumers read after the mbarrier phase completes --------------------------------
TMA_LOAD = """
    @!%p1 bra ISSUED;
    mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 512;
    cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
        [%r1], [%rd3, {%r9, %r9}], [%r2];
ISSUED:
WAIT
    ld.shared.u32 %r5, [%r4];
    st.global.u32 [%rd5], %r5;
"""
SPIN = """
SPIN:
    mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
    @!%p2 bra SPIN;
"""


def test_tma_load_read_after_the_mbarrier_wait_is_clean_and_exact():
    for check in (False, True):
        st, out = _launch(TMA_LOAD.replace("WAIT", SPIN), check=check)
        assert (out[:128] == BOX).all()
    assert _kinds(st) == []


def test_tma_load_read_before_the_mbarrier_wait_is_found():
    """bar.sync orders the threads but not the copy: only the mbarrier's phase completes it."""
    st, _ = _launch(TMA_LOAD.replace("WAIT", "    bar.sync 0;"))
    assert _kinds(st) == ["async-read"]
    f = st.findings[0]
    assert "cp.async.bulk.tensor" in f.message and "not completed" in f.message
    assert len(f.lines) == 2 and f.threads


def test_bulk_load_read_before_the_mbarrier_wait_is_found():
    body = TMA_LOAD.replace(
        "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes\n"
        "        [%r1], [%rd3, {%r9, %r9}], [%r2];",
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 512, [%r2];",
    )
    st, out = _launch(body.replace("WAIT", SPIN))
    assert _kinds(st) == [] and (out[:128] == SRC[:128]).all()
    st, _ = _launch(body.replace("WAIT", "    bar.sync 0;"))
    assert _kinds(st) == ["async-read"]


# -- TMA store: shared memory written with st.shared, then the async proxy reads it ------------------
TMA_STORE = """
    add.u32 %r6, %r0, 7;
    st.shared.u32 [%r4], %r6;
FENCE
    bar.sync 0;
    @!%p1 bra DONE;
    cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd3, {%r9, %r9}], [%r1];
    cp.async.bulk.commit_group;
    cp.async.bulk.wait_group 0;
DONE:
"""


def _stored(check=True, fence=True):
    dev = ptxemu.Device()
    dev.write(G, SRC)
    dev.write(OUT, np.zeros(4096, np.uint8))
    tmap = ptxemu.encode_tensor_map_tiled("UINT32", 2, G, [64, 16], [256], [32, 4], [1, 1])
    body = TMA_STORE.replace("FENCE", "    fence.proxy.async.shared::cta;" if fence else "")
    st = ptxemu.Module(HEAD + body + TAIL).launch(
        "k", grid=1, block=128, args=[np.uint64(G), np.uint64(OUT), tmap], device=dev, check=check
    )
    return st, dev.read(G, SRC.nbytes).view(np.uint32)


def test_tma_store_after_fence_proxy_async_is_clean_and_exact():
    want = SRC.copy().reshape(16, 64)
    want[:4, :32] = (np.arange(128) + 7).reshape(4, 32)
    for check in (False, True):
        st, g = _stored(check)
        assert (g == want.reshape(-1)).all()
    assert _kinds(st) == []


def test_tma_store_of_st_shared_data_without_fence_proxy_async_is_found():
    st, _ = _stored(fence=False)
    assert _kinds(st) == ["proxy-fence"]
    assert "generic proxy" in st.findings[0].message


# -- bulk store: its source may be read until wait_group.read; its result is visible after wait_group
BULK_STORE = """
    @!%p1 bra DONE;
    mov.u32 %r6, 11;
    st.shared.u32 [%r1], %r6;
    fence.proxy.async.shared::cta;
    cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r1], 256;
    cp.async.bulk.commit_group;
BODY
DONE:
"""
LOAD_OUT = "    ld.global.u32 %r7, [%rd2];\n    st.global.u32 [%rd2+512], %r7;"


@pytest.mark.parametrize(
    "body, kinds",
    [
        ("    cp.async.bulk.wait_group.read 0;\n    mov.u32 %r6, 22;\n    st.shared.u32 [%r1], %r6;", []),
        (
            "    mov.u32 %r6, 22;\n    st.shared.u32 [%r1], %r6;\n    cp.async.bulk.wait_group.read 0;",
            ["async-write"],
        ),
        (
            "    cp.async.bulk.wait_group 0;\n" + LOAD_OUT,
            [],
        ),
        # .read waits for the source only: the global bytes may not be written yet
        (
            "    cp.async.bulk.wait_group.read 0;\n" + LOAD_OUT,
            ["async-read"],
        ),
    ],
    ids=["overwrite-after-read", "overwrite-before-read", "load-after-wait", "load-after-read-only"],
)
def test_bulk_store_source_and_result(body, kinds):
    st, out = _launch(BULK_STORE.replace("BODY", body), block=32)
    assert _kinds(st) == kinds
    if not kinds:
        assert out[0] == 11  # the store copied the value written before it


@pytest.mark.parametrize("wait, kinds", [("", []), (".read", ["async-read"])])
def test_bulk_reduce_result_visible_after_wait_group(wait, kinds):
    """A reduction into global memory is visible to the issuing thread after wait_group, not after
    wait_group.read (9.7.9.25.6.2); the sum is the same in both modes (applied at issue)."""
    body = BULK_STORE.replace(
        "cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r1], 256;",
        "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%rd2], [%r1], 256;",
    ).replace("BODY", f"    cp.async.bulk.wait_group{wait} 0;\n" + LOAD_OUT)
    for check in (False, True):
        st, out = _launch(body, block=32, check=check)
        assert out[0] == 11 and out[128] == 11  # 0 + 11, and the thread's load of it
    assert _kinds(st) == kinds


# -- the H200-recorded TMA kernels (tests/machine/test_tma_hw.py) in checking mode ----------------------
sys.path.insert(0, str(Path(__file__).parent))
import test_tma_hw as TMA  # noqa: E402


def test_recorded_tma_kernels_report_nothing_and_keep_their_bits(monkeypatch):
    launch = TMA.MODULE.launch
    found: list = []

    def checked(*a, **k):
        st = launch(*a, **k, check=True)
        found.extend(st.findings)
        return st

    monkeypatch.setattr(TMA.MODULE, "launch", checked)
    ran = 0
    for c in TMA.RAN:
        try:
            out, status = TMA._run(c)
        except ptxemu.PtxError as e:  # recorded addresses inside the multimem window (memory.py)
            assert "multimem window" in str(e)
            continue
        want = TMA.OUT[c["out_at"] : c["out_at"] + c["out_len"]]
        assert (out == want).all() and status == c["status"], TMA._ids([c])[0]
        ran += 1
    assert ran >= 251 and found == []


# -- tcgen05 (9.7.16.6): the hand-written GEMM kernel of tests/machine/tcgen05_ptx.py ------------------
# alloc; st.shared tiles; fence.proxy.async; bar.sync; fence::after_thread_sync; thread 0 issues
# tcgen05.mma and tcgen05.commit; every thread waits on the mbarrier, fence::after_thread_sync,
# tcgen05.ld + wait::ld of its lanes; fence::before_thread_sync; bar.sync; dealloc.
import tcgen05_ptx as T5  # noqa: E402
from test_tcgen05 import _codes, _rows  # noqa: E402

M5, N5, K5 = 128, 64, 16


def _gemm(edit=None, check=True):
    rng = np.random.default_rng(5)
    A, B = _codes(rng, "f16", (M5, K5)), _codes(rng, "f16", (K5, N5))
    ptx = T5.gemm_ptx("f16", rows_a=M5, rows_b=N5, chunks=2, nk=1, ocols=N5)
    if edit is not None:
        old, new = edit
        assert ptx.count(old) == 1, old
        ptx = ptx.replace(old, new)
    D = np.zeros((128, N5), np.uint32)
    ide = T5.idesc("f16", M5, N5, atype=0, btype=0, dtype=1)
    st = ptxemu.Module(ptx).launch(
        "tc",
        1,
        128,
        [
            _rows(A, "f16", "f16"),
            _rows(np.ascontiguousarray(B.T), "f16", "f16"),
            D,
            np.zeros(1536, np.uint8),
            np.uint32(ide),
        ],
        check=check,
    )
    return st, D, A, B, ide


def test_tcgen05_gemm_is_clean_and_keeps_the_models_bits():
    st, D, A, B, ide = _gemm()
    assert _kinds(st) == []
    want = ptxemu.mma(
        "tcgen05.mma.cta_group::1.kind::f16", A, B, np.zeros((M5, N5), np.uint32), idesc=ide, scale_d=False
    )
    assert (D == want.astype(np.uint32)).all()
    _, De, *_ = _gemm(check=False)
    assert (D == De).all()


WAIT_LOOP = """WAIT:
  mbarrier.try_wait.parity.shared::cta.b64 %p7, [mbar], 0;
  @!%p7 bra WAIT;
"""


@pytest.mark.parametrize(
    "edit, kind, where",
    [
        # 9.7.16.6.5: tcgen05.mma reads shared memory through the async proxy
        (("  fence.proxy.async.shared::cta;\n", ""), "proxy-fence", "tcgen05.mma"),
        # 9.7.16.6.4.2 example 2 / 9.7.16.6.4.4: mbarrier wait, fence::after_thread_sync, tcgen05.ld
        (
            ("@!%p7 bra WAIT;\n  tcgen05.fence::after_thread_sync;\n", "@!%p7 bra WAIT;\n"),
            "tcgen05-fence",
            "tcgen05.ld",
        ),
        # 9.7.16.6.2.1.1: the MMA completes when its commit's mbarrier phase is observed
        ((WAIT_LOOP, ""), "tcgen05-commit", "tcgen05.ld"),
        # 9.7.16.8.5: tcgen05.ld completes at tcgen05.wait::ld; dealloc frees columns still read
        (
            (
                "  tcgen05.wait::ld.sync.aligned;\n  st.global.v4.b32 [%rd13+128]",
                "  st.global.v4.b32 [%rd13+128]",
            ),
            "tcgen05-dealloc",
            "tcgen05.ld",
        ),
    ],
    ids=[
        "missing-fence-proxy-async",
        "missing-after-thread-sync",
        "ld-before-commit-observed",
        "missing-wait-ld",
    ],
)
def test_tcgen05_planted_defects_are_found(edit, kind, where):
    st, *_ = _gemm(edit)
    assert _kinds(st)[0] == kind
    # with no wait at all the MMA is never seen complete: the dealloc frees columns it still writes
    assert set(_kinds(st)) == ({kind, "tcgen05-dealloc"} if kind == "tcgen05-commit" else {kind})
    assert where in st.findings[0].message or kind == "tcgen05-dealloc"


LDST = """
.version 8.6
.target sm_100a
.address_size 64
.visible .entry k(.param .u64 out)
{
 .reg .b32 %r<12>; .reg .b64 %rd<4>;
 .shared .align 16 .b32 slot;
 mov.u32 %r1, %tid.x;
 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;
 tcgen05.fence::before_thread_sync;
 bar.sync 0;
 tcgen05.fence::after_thread_sync;
 ld.shared.b32 %r2, [slot];
 tcgen05.st.sync.aligned.32x32b.x1.b32 [%r2], {%r1};
 tcgen05.wait::st.sync.aligned;
 tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r5}, [%r2];
WAITLD
 tcgen05.fence::before_thread_sync;
 bar.sync 0;
 tcgen05.fence::after_thread_sync;
 add.u32 %r6, %r1, 100;
 tcgen05.st.sync.aligned.32x32b.x1.b32 [%r2], {%r6};
 tcgen05.wait::st.sync.aligned;
 tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r7}, [%r2];
 tcgen05.wait::ld.sync.aligned;
 ld.param.u64 %rd1, [out];
 cvta.to.global.u64 %rd1, %rd1;
 mul.wide.u32 %rd2, %r1, 8;
 add.u64 %rd1, %rd1, %rd2;
 st.global.v2.u32 [%rd1], {%r5, %r7};
 tcgen05.fence::before_thread_sync;
 bar.sync 0;
 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r2, 32;
 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
 ret;
}
"""


@pytest.mark.parametrize("wait, kinds", [(" tcgen05.wait::ld.sync.aligned;", []), ("", ["tcgen05-wait"])])
def test_tensor_memory_overwritten_before_tcgen05_wait_ld(wait, kinds):
    """9.7.16.6.4.4-5: the anti-dependency of a tcgen05.ld (its cells written again, here after a
    synchronisation) needs tcgen05.wait::ld before the synchronisation."""
    out = np.zeros(64, np.uint32)
    st = ptxemu.launch(LDST.replace("WAITLD", wait), "k", grid=1, block=32, args=[out], check=True)
    assert _kinds(st) == kinds
    assert (out.reshape(32, 2) == np.stack([np.arange(32), np.arange(32) + 100], 1)).all()


def test_triton_persistent_tma_matmul_reports_nothing_and_keeps_the_h100_bits(monkeypatch):
    """Triton 3.6's descriptor-persistent fp16 matmul (TMA loads into a multi-stage ring, wgmma,
    TMA stores), recorded on the H100 (tests/machine/test_triton_tma_replay.py), in checking mode."""
    import gzip

    from ptxemu.machine.launching.replay import replay_launchrec

    data = Path(__file__).resolve().parents[1] / "data" / "triton_tma"
    rec = np.load(data / "matmul_tma_persistent_fp16.npz")
    with gzip.open(data / "matmul_tma_persistent_fp16.ptx.gz", "rt") as f:
        mod = ptxemu.Module(f.read())
    launch, found = mod.launch, []

    def checked(*a, **k):
        st = launch(*a, **k, check=True)
        found.extend(st.findings)
        return st

    monkeypatch.setattr(mod, "launch", checked)
    (r,) = replay_launchrec(rec, mod)
    assert r.differing_bytes == 0 and r.checked_bytes > 0
    assert found == []


def test_tcgen05_op_after_a_barrier_without_fence_after_thread_sync():
    """9.7.16.6.3 / 9.7.16.6.4.3: tcgen05 work fenced with fence::before_thread_sync, a bar.sync,
    then the next asynchronous tcgen05 operation needs fence::after_thread_sync."""
    old = " tcgen05.fence::after_thread_sync;\n add.u32 %r6, %r1, 100;"
    src = LDST.replace("WAITLD", " tcgen05.wait::ld.sync.aligned;")
    assert src.count(old) == 1
    out = np.zeros(64, np.uint32)
    st = ptxemu.launch(
        src.replace(old, " add.u32 %r6, %r1, 100;"), "k", grid=1, block=32, args=[out], check=True
    )
    assert _kinds(st) == ["tcgen05-fence"]
    assert "tcgen05.st" in st.findings[0].message
