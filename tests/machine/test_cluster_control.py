"""Clusters, warp-specialised control and launch control: the launch's cluster shape checked as the
driver checks it (manual 11.7, 11.8.1), cluster special registers (10.11-10.17), setmaxnreg
(9.7.19.5), named barriers between warpgroups (9.7.13.1), st.async/red.async (9.7.9.12, 9.7.13.7),
griddepcontrol (9.7.13.13), fences, and clusterlaunchcontrol (9.7.13.17-18) under both policies.
Every expected value is worked by hand from those sections."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

H90 = ".version 8.3\n.target sm_90a\n.address_size 64\n"
H100 = ".version 8.8\n.target sm_100a\n.address_size 64\n"


def _k(body: str, head: str = H90, directives: str = "", decl: str = "") -> str:
    return (
        head + f".visible .entry k(.param .u64 out) {directives}\n{{\n.reg .b32 %r<32>;\n.reg .b64 %rd<16>;\n"
        ".reg .pred %p<8>;\n.reg .b128 %h;\n"
        + decl
        + "ld.param.u64 %rd1, [out];\nmov.u32 %r1, %tid.x;\n"
        + body
        + "\nret;\n}\n"
    )


NOP = _k("")


@pytest.mark.parametrize(
    "kw, directives, err",
    [
        (dict(grid=6, cluster=4), "", "not a multiple of the cluster shape"),
        (dict(grid=16, cluster=16), "", "non-portable"),
        (dict(grid=34, cluster=(17, 1, 1)), "", "at most 16 CTAs"),
        (dict(grid=8, cluster=8), ".maxclusterrank 4", r"allows 4 CTAs per cluster \(.maxclusterrank\)"),
        (dict(grid=8, cluster=4), ".reqnctapercluster 2", "requires .reqnctapercluster"),
        (dict(grid=8), ".explicitcluster", "is .explicitcluster"),
    ],
)
def test_the_launch_rejects_what_the_driver_rejects(kw, directives, err):
    with pytest.raises(ptxemu.PtxError, match=err):
        ptxemu.launch(_k("", directives=directives), "k", block=32, args=[np.zeros(1, np.uint32)], **kw)


def test_sixteen_ctas_with_the_non_portable_attribute_and_blocks_as_clusters():
    out = np.zeros(64, np.uint32)
    body = (
        "mov.u32 %r2, %ctaid.x;\nmov.u32 %r3, %cluster_nctarank;\nmul.wide.u32 %rd2, %r2, 4;\n"
        "add.s64 %rd3, %rd1, %rd2;\nsetp.eq.u32 %p1, %r1, 0;\n@%p1 st.global.u32 [%rd3], %r3;"
    )
    st = ptxemu.launch(_k(body), "k", grid=32, block=32, cluster=16, args=[out], nonportable_cluster=True)
    assert st.ctas == 32 and (out[:32] == 16).all()
    out[:] = 0
    # .blocksareclusters: the grid counts clusters of .reqnctapercluster CTAs of .reqntid threads
    st = ptxemu.launch(
        _k(body, head=H90.replace("8.3", "9.0"),  # .blocksareclusters: PTX 9.0
           directives=".reqntid 32 .reqnctapercluster 2 .blocksareclusters"),
        "k",
        grid=3,
        block=32,
        args=[out],
    )
    assert st.ctas == 6 and out[:6].tolist() == [2] * 6 and out[6] == 0


def test_cluster_special_registers_of_a_2d_cluster():
    """grid (4,4), cluster (2,2): CTA (3,2) has cluster_ctaid (1,0), rank 1 + 2*0 = 1, clusterid (1,1),
    nclusterid (2,2), cluster_nctaid (2,2), nctarank 4, is_explicit_cluster true."""
    regs = [
        "%cluster_ctaid.x",
        "%cluster_ctaid.y",
        "%cluster_ctarank",
        "%clusterid.x",
        "%clusterid.y",
        "%nclusterid.x",
        "%nclusterid.y",
        "%cluster_nctaid.x",
        "%cluster_nctaid.y",
        "%cluster_nctarank",
    ]
    body = (
        "mov.u32 %r2, %ctaid.x;\nmov.u32 %r3, %ctaid.y;\n"
        "mad.lo.u32 %r4, %r3, 4, %r2;\nmul.lo.u32 %r4, %r4, 11;\n"
        "mul.wide.u32 %rd2, %r4, 4;\nadd.s64 %rd3, %rd1, %rd2;\nsetp.eq.u32 %p1, %r1, 0;\n@!%p1 bra END;\n"
        + "".join(
            f"mov.u32 %r{10 + i}, {r};\nst.global.u32 [%rd3+{4 * i}], %r{10 + i};\n"
            for i, r in enumerate(regs)
        )
        + "mov.pred %p2, %is_explicit_cluster;\nselp.u32 %r9, 1, 0, %p2;\nst.global.u32 [%rd3+40], %r9;\nEND:"
    )
    out = np.zeros((16, 11), np.uint32)
    ptxemu.launch(_k(body), "k", grid=(4, 4), block=32, cluster=(2, 2), args=[out])
    assert out[2 * 4 + 3].tolist() == [1, 0, 1, 1, 1, 2, 2, 2, 2, 4, 1]
    assert out[0].tolist() == [0, 0, 0, 0, 0, 2, 2, 2, 2, 4, 1]
    out[:] = 0
    ptxemu.launch(_k(body), "k", grid=(4, 4), block=32, cluster=(1, 1), args=[out])
    assert out[5].tolist() == [0, 0, 0, 1, 1, 4, 4, 1, 1, 1, 1]  # an explicit cluster of one CTA
    out[:] = 0
    ptxemu.launch(_k(body), "k", grid=(4, 4), block=32, args=[out])
    assert out[5][10] == 0  # no cluster given: %is_explicit_cluster is false


CANCEL = """
@%p1 mbarrier.init.shared.b64 [mbar], 1;
mov.u32 %r10, %ctaid.x;
barrier.cluster.arrive;
barrier.cluster.wait;
LOOP:
@!%p1 bra DONE;
mul.wide.u32 %rd2, %r10, 4;
add.s64 %rd3, %rd1, %rd2;
mov.u32 %r12, %ctaid.x;
add.u32 %r12, %r12, 1000;
st.global.u32 [%rd3], %r12;
mbarrier.arrive.expect_tx.relaxed.cluster.shared::cta.b64 %rd4, [mbar], 16;
mov.u32 %r3, %cluster_ctarank;
setp.eq.u32 %p2, %r3, 0;
@%p2 clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes{MC}.b128 [resp], [mbar];
W:
mbarrier.try_wait.cluster.acquire.shared::cta.b64 %p3, [mbar], %rd4;
@!%p3 bra W;
ld.shared.b128 %h, [resp];
clusterlaunchcontrol.query_cancel.is_canceled.pred.b128 %p4, %h;
@!%p4 bra DONE;
clusterlaunchcontrol.query_cancel.get_first_ctaid.v4.b32.b128 {%r13, %r14, %r15, _}, %h;
add.u32 %r10, %r13, %r3;
bra LOOP;
DONE:
"""


def test_clusterlaunchcontrol_fail_and_steal_policies():
    """A persistent loop after the manual's example (9.7.13.17): rank 0 asks to cancel a cluster with
    .multicast::cluster::all, every CTA waits for its 16-byte response and works on the tile of the
    cancelled cluster's CTA of its rank. "fail": each CTA does its own tile; "steal": the first
    cluster (clusters of 2 start one at a time) takes the 7 others, so CTAs 0 and 1 do every tile."""
    src = _k(
        "setp.eq.u32 %p1, %r1, 0;\n" + CANCEL.replace("{MC}", ".multicast::cluster::all"),
        head=H100,
        directives=".reqnctapercluster 2",
        decl=".shared .align 16 .b8 resp[16];\n.shared .align 8 .b64 mbar;\n",
    )
    out = np.zeros(16, np.uint32)
    st = ptxemu.launch(src, "k", grid=16, block=32, args=[out], cancel_policy="fail")
    assert st.cancelled == 0 and out.tolist() == list(range(1000, 1016))
    st = ptxemu.launch(src, "k", grid=16, block=32, args=[out], cancel_policy="steal")
    assert st.cancelled == 7 and out.tolist() == [1000, 1001] * 8
    with pytest.raises(ptxemu.PtxError, match="cancel_policy"):
        ptxemu.launch(src, "k", grid=16, block=32, args=[out], cancel_policy="sometimes")


def test_setmaxnreg_producer_and_consumer_warpgroups():
    # warpgroup 0 gives registers back, warpgroup 1 takes more, as CUTLASS's warp-specialised kernels do
    body = (
        "setp.lt.u32 %p1, %r1, 128;\n@%p1 bra PROD;\nsetmaxnreg.inc.sync.aligned.u32 232;\nbra.uni END;\n"
        "PROD:\nsetmaxnreg.dec.sync.aligned.u32 40;\nEND:\nst.global.u32 [%rd1], 1;"
    )
    out = np.zeros(1, np.uint32)
    ptxemu.launch(_k(body, directives=".maxnreg 168"), "k", grid=2, block=256, args=[out])
    assert out[0] == 1
    with pytest.raises(ptxemu.PtxRuntimeError, match="owns 168"):  # .inc below the count the warp owns
        ptxemu.launch(
            _k("setmaxnreg.inc.sync.aligned.u32 120;", directives=".maxnreg 168"),
            "k",
            grid=1,
            block=128,
            args=[out],
        )
    with pytest.raises(ptxemu.PtxRuntimeError, match="part of a warpgroup"):
        ptxemu.launch(
            _k("setp.ge.u32 %p1, %r1, 32;\n@%p1 exit;\nsetmaxnreg.dec.sync.aligned.u32 40;"),
            "k",
            grid=1,
            block=128,
            args=[out],
        )
    with pytest.raises(ptxemu.PtxError, match="24..256"):
        ptxemu.launch(_k("setmaxnreg.dec.sync.aligned.u32 20;"), "k", grid=1, block=128, args=[out])


def test_named_barriers_between_producer_and_consumer_warpgroups():
    """A producer warpgroup fills a buffer and signals with bar.arrive 1, 256; the consumer warpgroup
    waits at bar.sync 1, 256, reads, then frees the buffer with bar.arrive 2, 256 while the producer
    waits at bar.sync 2, 256 before refilling (9.7.13.1: bar.arrive + bar.sync producer/consumer)."""
    body = """
mov.u32 %r20, buf;
and.b32 %r2, %r1, 127;
shl.b32 %r3, %r2, 2;
add.u32 %r4, %r20, %r3;
mov.u32 %r5, 0;
setp.lt.u32 %p1, %r1, 128;
@!%p1 bra CONS;
PROD:
mad.lo.u32 %r6, %r5, 1000, %r2;
st.shared.u32 [%r4], %r6;
bar.arrive 1, 256;
bar.sync 2, 256;
add.u32 %r5, %r5, 1;
setp.lt.u32 %p2, %r5, 3;
@%p2 bra PROD;
bra.uni END;
CONS:
bar.sync 1, 256;
ld.shared.u32 %r7, [%r4];
xor.b32 %r8, %r2, 1;
shl.b32 %r9, %r8, 2;
add.u32 %r10, %r20, %r9;
ld.shared.u32 %r11, [%r10];
add.u32 %r12, %r7, %r11;
mad.lo.u32 %r13, %r5, 128, %r2;
mul.wide.u32 %rd2, %r13, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r12;
bar.arrive 2, 256;
add.u32 %r5, %r5, 1;
setp.lt.u32 %p2, %r5, 3;
@%p2 bra CONS;
END:
"""
    out = np.zeros(3 * 128, np.uint32)
    ptxemu.launch(_k(body, decl=".shared .align 4 .b32 buf[128];\n"), "k", grid=1, block=256, args=[out])
    i = np.arange(128)
    want = np.concatenate([2 * r * 1000 + i + (i ^ 1) for r in range(3)])
    assert out.tolist() == want.tolist()


def test_st_async_and_red_async_complete_tx_on_the_destination_mbarrier():
    """CTA 1 stores 4 words with st.async.v4 and adds 5 with red.async.add.u32 into CTA 0's shared
    memory, each completing its bytes (16 and 4) on CTA 0's mbarrier, which CTA 0 armed with
    arrive.expect_tx(20); CTA 0 waits and reads what arrived (9.7.9.12, 9.7.13.7)."""
    body = """
mov.u32 %r2, %cluster_ctarank;
setp.eq.u32 %p1, %r1, 0;
setp.eq.u32 %p2, %r2, 0;
and.pred %p3, %p1, %p2;
@%p3 mbarrier.init.shared.b64 [mbar], 1;
@%p3 st.shared.u32 [acc], 10;
fence.mbarrier_init.release.cluster;
barrier.cluster.arrive.relaxed;
barrier.cluster.wait.acquire;
@!%p1 bra END;
@%p2 bra WAITER;
mov.u32 %r3, buf;
mapa.shared::cluster.u32 %r4, %r3, 0;
mov.u32 %r5, mbar;
mapa.shared::cluster.u32 %r6, %r5, 0;
mov.u32 %r7, acc;
mapa.shared::cluster.u32 %r8, %r7, 0;
st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%r4], {11, 22, 33, 44}, [%r6];
red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%r8], 5, [%r6];
bra.uni END;
WAITER:
mbarrier.arrive.expect_tx.shared.b64 %rd4, [mbar], 20;
W:
mbarrier.try_wait.shared.b64 %p4, [mbar], %rd4;
@!%p4 bra W;
ld.shared.v4.u32 {%r10, %r11, %r12, %r13}, [buf];
ld.shared.u32 %r14, [acc];
st.global.v4.u32 [%rd1], {%r10, %r11, %r12, %r13};
st.global.u32 [%rd1+16], %r14;
END:
barrier.cluster.arrive;
barrier.cluster.wait;
"""
    out = np.zeros(5, np.uint32)
    decl = ".shared .align 16 .b32 buf[4];\n.shared .align 8 .b64 mbar;\n.shared .align 4 .b32 acc;\n"
    ptxemu.launch(_k(body, decl=decl), "k", grid=2, block=32, cluster=2, args=[out])
    assert out.tolist() == [11, 22, 33, 44, 15]


def test_griddepcontrol_fences_and_elect():
    body = (
        "griddepcontrol.wait;\ngriddepcontrol.launch_dependents;\nfence.proxy.async.shared::cta;\n"
        "fence.proxy.async.global;\nfence.proxy.async;\nfence.acq_rel.cluster;\nfence.sc.cluster;\n"
        "fence.mbarrier_init.release.cluster;\nmov.u32 %r2, 0;\nsetp.ne.u32 %p1, 0, 0;\n"
        "setp.lt.u32 %p2, %r1, 4;\n@%p2 bra SKIP;\nelect.sync %r2|%p1, 0xFFFFFFF0;\nSKIP:\n"
        "mul.wide.u32 %rd2, %r1, 4;\nadd.s64 %rd3, %rd1, %rd2;\n"
        "selp.u32 %r3, 1, 0, %p1;\nadd.u32 %r3, %r3, %r2;\n"
        "st.global.u32 [%rd3], %r3;"
    )
    out = np.zeros(32, np.uint32)
    ptxemu.launch(_k(body), "k", grid=1, block=32, cluster=1, args=[out])
    assert out.tolist() == [0] * 4 + [5] + [4] * 27  # lowest member lane 4 is elected (H100-measured rule)
