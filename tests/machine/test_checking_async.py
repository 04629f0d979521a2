"""The checking mode on bulk/tensor copies and tcgen05 (machine/checking.py with the hooks in
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
