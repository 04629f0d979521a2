"""mapa to a rank outside the cluster computes an address; only an access through it is an error.
CUTLASS's sm_120a block-scaled GEMMs (example 79b) map every lane's id 0..31 in a one-CTA cluster
and use only the ranks that exist (tests/machine/test_cutlass_blackwell_replay.py)."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

PTX = """
.version 8.7
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out, .param .u32 touch)
{
    .reg .b32 %r<6>;
    .reg .b64 %rd<3>;
    .reg .pred %p<2>;
    .shared .align 4 .b32 x;
    ld.param.u64 %rd1, [out];
    ld.param.u32 %r5, [touch];
    mov.u32 %r1, x;
    mov.u32 %r2, 5;
    mapa.shared::cluster.u32 %r3, %r1, %r2;
    st.global.u32 [%rd1], %r3;
    setp.ne.u32 %p1, %r5, 0;
    @%p1 ld.shared::cluster.u32 %r4, [%r3];
    ret;
}
"""


def test_mapa_beyond_the_cluster_is_an_address_and_its_access_an_error():
    dev = ptxemu.Device()
    out = dev.alloc(4)
    mod = ptxemu.Module(PTX)
    mod.launch("k", 1, 1, [np.uint64(out), np.uint32(0)], device=dev)
    got = int(np.frombuffer(dev.read(out, 4), np.uint32)[0])
    assert got >> 24 == 5  # rank in bits 24+ (the form ptxemu gives every shared::cluster address)
    with pytest.raises(ptxemu.PtxMemoryError, match="names cluster rank 5"):
        mod.launch("k", 1, 1, [np.uint64(out), np.uint32(1)], device=dev)
