"""Tensor copies issued by many lanes of one step: ops_bulk moves a step's plain .tile requests in one
batch and falls back to its lane-by-lane loop whenever the batch could differ from it. Each kernel
here runs both ways (the batch disabled by making ops_bulk._tile_map refuse every map) and must leave
the same bytes and raise the same error; where the requests are distinct, the boxes are also
checked against the manual's tile mode worked by hand (5.5.3: the box holds the tensor's elements
[c1, c1 + box1) x [c0, c0 + box0), dimension 0 fastest, densely in shared memory)."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.machine.semantics import bulk_copy as ops_bulk

G = 0x7F10_0000_0000  # the source tensor: 32 rows x 64 u32
OUT = 0x7F20_0000_0000  # the shared buffer copied out (4096 bytes), then the store's tensor
W, H = 64, 32
SLOT = 8 * 4 * 4  # one 8 x 4 box of u32

HEAD = """
.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 pout, .param .align 64 .b8 tin[128], .param .align 64 .b8 tout[128])
{
    .reg .b64 %rd<10>;
    .reg .b32 %r<30>;
    .reg .pred %p<4>;
    .shared .align 1024 .b8 buf[4096];
    .shared .align 8 .b64 mbar;
    ld.param.u64 %rd2, [pout];
    mov.b64 %rd3, tin;
    cvta.param.u64 %rd3, %rd3;
    mov.b64 %rd4, tout;
    cvta.param.u64 %rd4, %rd4;
    mov.u32 %r1, buf;
    mov.u32 %r2, mbar;
    mov.u32 %r3, %tid.x;
    setp.eq.u32 %p1, %r3, 0;
    @%p1 mbarrier.init.shared::cta.b64 [%r2], 1;
    bar.sync 0;
    @%p1 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 8192;
    shr.u32 %r4, %r3, 2;        // g = tid / 4
    and.b32 %r5, %r3, 3;        // tid % 4
{COORDS}
    and.b32 %r8, %r4, 15;
    mad.lo.u32 %r9, %r8, 128, %r1;  // slot (tid / 4) % 16
    cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
        [%r9], [%rd3, {%r6, %r7}], [%r2];
WAIT:
    mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
    @!%p2 bra WAIT;
{STORE}
    bar.sync 0;
    @%p1 cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r1], 4096;
    cp.async.bulk.commit_group;
    cp.async.bulk.wait_group 0;
    ret;
}
"""
# every lane of a group of four asks for the same box into the same slot: one copy stands for four
SAME = """
    and.b32 %r10, %r4, 3;
    shl.b32 %r6, %r10, 3;       // c0 = (g % 4) * 8
    shr.u32 %r11, %r4, 2;
    and.b32 %r11, %r11, 3;
    shl.b32 %r7, %r11, 2;       // c1 = (g / 4 % 4) * 4
"""
# the four lanes of a group load different boxes into one slot: the batch cannot stand for them
CLASH = """
    shl.b32 %r6, %r5, 3;        // c0 = (tid % 4) * 8
    and.b32 %r11, %r4, 3;
    shl.b32 %r7, %r11, 2;       // c1 = (g % 4) * 4
"""
STORE = """
    add.u32 %r12, %r7, 16;      // the slot back to the store tensor, 16 rows further down
    cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd4, {%r6, %r12}], [%r9];
"""
# lane 37 asks for a box starting at column 1 (4 bytes: not 16-byte aligned, an error at lane 37)
BAD = SAME.replace("// c1 = (g / 4 % 4) * 4", "\n    setp.eq.u32 %p3, %r3, 37;\n    @%p3 mov.u32 %r6, 1;")


def _run(body: str, store: bool, batch: bool, monkeypatch):
    if not batch:
        monkeypatch.setattr(ops_bulk, "_tile_map", lambda raw: None)
    src = (np.arange(W * H, dtype=np.uint32) * np.uint32(2654435761)).reshape(H, W)
    dev = ptxemu.Device()
    dev.write(G, src)
    dev.write(OUT, np.zeros(4096 + W * 64 * 4, np.uint8))
    tin = ptxemu.encode_tensor_map_tiled("UINT32", 2, G, [W, H], [W * 4], [8, 4], [1, 1])
    tout = ptxemu.encode_tensor_map_tiled("UINT32", 2, OUT + 4096, [W, 64], [W * 4], [8, 4], [1, 1])
    text = HEAD.replace("{COORDS}", body).replace("{STORE}", STORE if store else "")
    err = None
    try:
        ptxemu.Module(text).launch("k", grid=1, block=64, args=[np.uint64(OUT), tin, tout], device=dev)
    except ptxemu.PtxError as e:
        err = str(e)
    monkeypatch.undo()
    return dev.read(OUT, 4096 + W * 64 * 4), err, src


@pytest.mark.parametrize("store", [False, True])
@pytest.mark.parametrize("body", [SAME, CLASH, BAD], ids=["same", "clash", "error"])
def test_batch_equals_the_lane_loop(body, store, monkeypatch):
    got, err, src = _run(body, store, True, monkeypatch)
    want, want_err, _ = _run(body, store, False, monkeypatch)
    assert err == want_err
    assert np.array_equal(got, want)
    if body is BAD:
        assert err is not None and "thread (37,0,0)" in err and "16-byte aligned" in err
    if body is SAME:
        assert err is None
        slots = got[:4096].view(np.uint32).reshape(32, 4, 8)
        for g in range(16):  # slot g: rows [c1, c1 + 4) x columns [c0, c0 + 8) (manual 5.5.3)
            c0, c1 = (g % 4) * 8, (g // 4 % 4) * 4
            assert np.array_equal(slots[g], src[c1 : c1 + 4, c0 : c0 + 8])
        if store:  # the boxes back in the store tensor at rows c1 + 16
            back = got[4096:].view(np.uint32).reshape(64, W)
            assert np.array_equal(back[16:32, :32], src[0:16, :32])
            assert not back[:16].any() and not back[32:].any() and not back[:, 32:].any()
