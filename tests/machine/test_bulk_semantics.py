"""Bulk and tensor copies: the manual's rules checked by small kernels (tests/machine/test_tma_hw.py
replays the H200 recordings; these are the cases worked from the manual, and the errors)."""

from __future__ import annotations

import json
import pathlib

import numpy as np
import pytest

import ptxemu
from ptxemu.formats.tensormap import decode_tensor_map

HEAD = """
.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 pg, .param .u64 pout, .param .align 64 .b8 tmap[128])
{
    .reg .b64 %rd<10>;
    .reg .b32 %r<20>;
    .reg .b16 %rs<4>;
    .reg .pred %p<3>;
    .shared .align 1024 .b8 buf[8192];
    .shared .align 8 .b64 mbar;
    ld.param.u64 %rd1, [pg];
    ld.param.u64 %rd2, [pout];
    mov.b64 %rd3, tmap;
    cvta.param.u64 %rd3, %rd3;
    mov.u32 %r1, buf;
    mov.u32 %r2, mbar;
    mbarrier.init.shared::cta.b64 [%r2], 1;
"""
TAIL = """
    ret;
}
"""
G = 0x7F10_0000_0000
OUT = 0x7F20_0000_0000


def _launch(body: str, tmap: bytes = bytes(128), g=None, block=1, cluster=None, target="sm_90a"):
    dev = ptxemu.Device()
    src = np.arange(1 << 14, dtype=np.uint32) * np.uint32(2654435761) if g is None else g
    dev.write(G, src)
    dev.write(OUT, np.zeros(1 << 16, np.uint8))
    ptxemu.Module(HEAD.replace("sm_90a", target) + body + TAIL).launch(
        "k",
        grid=(1 if cluster is None else cluster),
        block=block,
        args=[np.uint64(G), np.uint64(OUT), tmap],
        device=dev,
        cluster=cluster,
    )
    return dev, src


def test_bulk_copy_round_trip_and_mbarrier():
    """global -> shared (complete_tx on the mbarrier, whose phase then completes) -> global."""
    dev, src = _launch("""
    mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 64;
    cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 64, [%r2];
    mbarrier.try_wait.parity.shared::cta.b64 %p1, [%r2], 0;
    selp.u32 %r5, 1, 0, %p1;
    st.global.u32 [%rd2+1024], %r5;
    cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r1], 64;
    cp.async.bulk.commit_group;
    cp.async.bulk.wait_group.read 0;
""")
    assert (dev.read(OUT, 64) == src.view(np.uint8)[:64]).all()
    assert dev.read(OUT + 1024, 4).view(np.uint32)[0] == 1


@pytest.mark.parametrize(
    "body, msg",
    [
        (
            "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 24, [%r2];",
            "not a multiple of 16",
        ),
        (
            "add.u64 %rd4, %rd1, 8;\n cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes "
            "[%r1], [%rd4], 32, [%r2];",
            "source address .* not 16-byte aligned",
        ),
        ("cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r1], 1048576;", "outside"),
        (
            "mov.b16 %rs1, 3;\n cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
            ".multicast::cluster [%r1], [%rd1], 32, [%r2], %rs1;",
            "ctaMask",
        ),
        (
            "add.u64 %rd4, %rd3, 16;\n cp.async.bulk.tensor.1d.shared::cluster.global.tile"
            ".mbarrier::complete_tx::bytes [%r1], [%rd4, {%r9}], [%r2];",
            "64-byte aligned",
        ),
    ],
)
def test_errors_name_line_and_thread(body, msg, monkeypatch):
    # the machine's own run-time checks, behind the validator (which refuses a literal size of 24
    # before the launch, as ptxas does): a register-held value reaches them the same way
    monkeypatch.setenv("PTXEMU_VALIDATE", "0")
    tmap = ptxemu.encode_tensor_map_tiled("UINT32", 1, G, [1024], [], [64], [1])
    with pytest.raises(ptxemu.PtxError, match=msg) as e:
        _launch(body, tmap)
    assert "line" in str(e.value) and "thread (0,0,0)" in str(e.value)


def test_tensor_store_negative_and_swizzle_alignment():
    tmap = ptxemu.encode_tensor_map_tiled(
        "UINT32", 2, G, [64, 16], [256], [32, 4], [1, 1], swizzle="SWIZZLE_128B"
    )
    with pytest.raises(ptxemu.PtxError, match="non-negative"):
        _launch(
            "mov.u32 %r9, -32;\n mov.u32 %r10, 0;\n"
            " cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd3, {%r9, %r10}], [%r1];",
            tmap,
        )
    with pytest.raises(ptxemu.PtxError, match="128-byte aligned"):
        _launch(
            "add.u32 %r3, %r1, 16;\n mov.u32 %r9, 0;\n cp.async.bulk.tensor.2d.shared::cluster.global.tile"
            ".mbarrier::complete_tx::bytes [%r3], [%rd3, {%r9, %r9}], [%r2];",
            tmap,
        )


def test_gather4_rows_from_the_manual():
    """.tile::gather4 (manual 5.5.3.4): {col, row0..row3} gather four rows of box[0] elements of a
    2-D tensor into a 4-row box (sm_100a; no hardware here, the manual's definition)."""
    g = np.arange(16 * 8, dtype=np.uint32)
    tmap = ptxemu.encode_tensor_map_tiled("UINT32", 2, G, [16, 8], [64], [4, 1], [1, 1])
    body = """
    mov.u32 %r9, 4;
    mov.u32 %r10, 1;
    mov.u32 %r11, 5;
    mov.u32 %r12, 0;
    mov.u32 %r13, 9;
    cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes
        [%r1], [%rd3, {%r9, %r10, %r11, %r12, %r13}], [%r2];
    cp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r1], 64;
"""
    dev, _ = _launch(body, tmap, g=g, target="sm_100a")
    got = dev.read(OUT, 64).view(np.uint32).reshape(4, 4)
    want = np.array([g.reshape(8, 16)[r, 4:8] if r < 8 else np.zeros(4, np.uint32) for r in (1, 5, 0, 9)])
    assert (got == want).all()


def test_replace_in_global_memory_matches_the_gpu():
    """tensormap.replace.global on a map in global memory writes what the H200 wrote for the same edit
    in shared memory (the recorded global_dim[1] = 1000 case)."""
    meta = json.loads(
        bytes(np.load(pathlib.Path(__file__).parents[1] / "data" / "tensormap" / "tma_record.npz")["meta"])
    )
    z = np.load(pathlib.Path(__file__).parents[1] / "data" / "tensormap" / "tma_record.npz")["out"]
    c = next(c for c in meta["cases"] if c.get("field") == "global_dim" and c["ord"] == 1 and c["v"] == 1000)
    want = z[c["out_at"] : c["out_at"] + 128]
    tm = bytes.fromhex(c["tmap"])
    body = """
    mov.u32 %r5, 1000;
    tensormap.replace.tile.global_dim.global.b1024.b32 [%rd1], 1, %r5;
"""
    dev, _ = _launch(body, tm, g=np.frombuffer(tm, np.uint32).copy())
    assert (dev.read(G, 128) == want).all()
    assert decode_tensor_map(dev.read(G, 128).tobytes()).global_dim[1] == 1000


def test_tensor_map_inside_a_params_struct():
    """CUTLASS passes its tensor maps as members of a Params struct: the map's generic address is the
    struct parameter's address plus the member offset. A 1-D box of 64 u32 at coordinate 992 of a
    1000-element tensor: 8 elements, then zeros (manual 5.5.3.3)."""
    ptx = """
.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .align 64 .b8 params[256])
{
    .reg .b64 %rd<10>;
    .reg .b32 %r<10>;
    .shared .align 1024 .b8 buf[1024];
    .shared .align 8 .b64 mbar;
    mov.b64 %rd1, params;
    cvta.param.u64 %rd1, %rd1;
    add.u64 %rd2, %rd1, 128;
    ld.param.u64 %rd3, [params+8];
    mov.u32 %r1, buf;
    mov.u32 %r2, mbar;
    mov.u32 %r3, 992;
    mbarrier.init.shared::cta.b64 [%r2], 1;
    mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], 256;
    cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
        [%r1], [%rd2, {%r3}], [%r2];
    cp.async.bulk.global.shared::cta.bulk_group [%rd3], [%r1], 256;
    ret;
}
"""
    dev = ptxemu.Device()
    g = np.arange(1000, dtype=np.uint32) * np.uint32(2654435761)
    dev.write(G, g)
    dev.write(OUT, np.zeros(256, np.uint8))
    params = bytearray(256)
    params[8:16] = np.uint64(OUT).tobytes()
    params[128:256] = ptxemu.encode_tensor_map_tiled("UINT32", 1, G, [1000], [], [64], [1])
    ptxemu.Module(ptx).launch("k", grid=1, block=1, args=[bytes(params)], device=dev)
    want = np.concatenate([g[992:], np.zeros(56, np.uint32)])
    assert (dev.read(OUT, 256).view(np.uint32) == want).all()


def test_bulk_multicast_to_a_cluster():
    """cp.async.bulk ... .multicast::cluster (9.7.9.25.4.1): the bytes land at the same shared offset
    of every CTA in ctaMask, and each of those CTAs' mbarrier at the same offset gets the complete-tx
    (its phase completes); a CTA outside the mask gets nothing."""
    ptx = """
.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 pg, .param .u64 pout, .param .u16 pmask) .reqnctapercluster 3, 1, 1
{
    .reg .b64 %rd<10>;
    .reg .b32 %r<10>;
    .reg .b16 %rs<2>;
    .reg .pred %p<3>;
    .shared .align 128 .b8 buf[128];
    .shared .align 8 .b64 mbar;
    ld.param.u64 %rd1, [pg];
    ld.param.u64 %rd2, [pout];
    ld.param.u16 %rs1, [pmask];
    mov.u32 %r1, buf;
    mov.u32 %r2, mbar;
    mov.u32 %r3, %cluster_ctarank;
    mbarrier.init.shared::cta.b64 [%r2], 1;
    mbarrier.expect_tx.shared::cta.b64 [%r2], 64;
    barrier.cluster.arrive.release.aligned;
    barrier.cluster.wait.acquire.aligned;
    setp.ne.u32 %p1, %r3, 0;
    @%p1 bra WAIT;
    cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster
        [%r1], [%rd1], 64, [%r2], %rs1;
WAIT:
    barrier.cluster.arrive.release.aligned;
    barrier.cluster.wait.acquire.aligned;
    mbarrier.arrive.shared::cta.b64 _, [%r2];
    mbarrier.test_wait.parity.shared::cta.b64 %p2, [%r2], 0;
    selp.u32 %r4, 1, 0, %p2;
    mul.wide.u32 %rd3, %r3, 128;
    add.u64 %rd4, %rd2, %rd3;
    st.global.u32 [%rd4+64], %r4;
    cp.async.bulk.global.shared::cta.bulk_group [%rd4], [%r1], 64;
    ret;
}
"""
    dev = ptxemu.Device()
    g = np.arange(16, dtype=np.uint32) * np.uint32(2654435761)
    dev.write(G, g)
    dev.write(OUT, np.zeros(384, np.uint8))
    ptxemu.Module(ptx).launch("k", grid=3, block=1, args=[np.uint64(G), np.uint64(OUT), np.uint16(0b101)],
                              device=dev)
    out = dev.read(OUT, 384).view(np.uint32).reshape(3, 32)
    for rank, hit in ((0, True), (1, False), (2, True)):
        assert (out[rank, :16] == (g if hit else 0)).all()
        assert out[rank, 16] == (1 if hit else 0)  # only the masked CTAs' transactions completed


def test_cp_mask_copies_only_the_masked_bytes_of_each_chunk():
    """Manual 9.7.9.25.4 (sm_100): bit i of byteMask says whether byte i of each 16-byte chunk is
    copied; the others keep what the destination held. Mask 0x8421: bytes 0, 5, 10 and 15."""
    ptx = """.version 8.6
.target sm_100a
.address_size 64
.visible .entry k(.param .u64 out)
{
  .reg .b64 %rd<4>; .reg .b32 %r<4>; .reg .b16 %h1; .reg .pred %p;
  .shared .align 16 .b8 src[64];
  ld.param.u64 %rd1, [out];
  mov.u32 %r1, %tid.x;
  cvt.u64.u32 %rd2, %r1;
  mov.u64 %rd3, src;
  add.s64 %rd3, %rd3, %rd2;
  add.u32 %r2, %r1, 0xA0;
  st.shared.u8 [%rd3], %r2;
  fence.proxy.async.shared::cta;
  bar.sync 0;
  setp.ne.u32 %p, %r1, 0;
  @%p bra DONE;
  mov.b16 %h1, 0x8421;
  cvta.to.global.u64 %rd1, %rd1;
  cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd1], [src], 64, %h1;
  cp.async.bulk.commit_group;
  cp.async.bulk.wait_group 0;
DONE:
  ret;
}
"""
    for check in (False, True):
        out = np.full(64, 0x11, np.uint8)
        st = ptxemu.launch(ptx, "k", grid=1, block=64, args=[out], check=check)
        want = np.full(64, 0x11, np.uint8)
        for i in range(64):
            if i % 16 in (0, 5, 10, 15):
                want[i] = 0xA0 + i
        assert (out == want).all()
        assert not check or st.findings == []
