"""Counters of the shared-memory traffic that is not an ld/st (machine.observing.counters,
async_traffic): cp.async (ptxas's LDGSTS), the bulk copy unit (TMA) and wgmma's shared operands,
on the launches of tests/data/counters/async_cases.json with answers worked by hand here. Which of
Nsight Compute's metrics count them is docs/observing.md's "Asynchronous copies"; the H100's own
numbers (tools/truth/counters/async_job.sh) are compared in test_counters_hw.py once recorded."""

from __future__ import annotations

import pytest
from counters_cases import ASYNC_CASES, run

CASE = {c["name"]: c for c in ASYNC_CASES}


def _run(name):
    return run(CASE[name]).total


@pytest.mark.parametrize(
    ("name", "wavefronts", "sectors"),
    [
        # lane t writes 4 bytes at shared word t*s (s = 1, 2, 32): the 32 words take gcd(s, 32)
        # distinct words in the busiest bank; global words t (4 sectors) or t*8 (one sector each)
        ("cpa_ca4_1_1", 1, 4),
        ("cpa_ca4_2_1", 2, 4),
        ("cpa_ca4_32_1", 32, 4),
        # global words t*8: each 128-byte line L1 returns holds 4 lanes, and cp.async.ca
        # (LDGSTS.ACCESS) writes shared memory per returned line: 8 wavefronts (the H100's 8)
        ("cpa_ca4_1_8", 8, 32),
        # 8 bytes: half-warps of 128 bytes; s=2 puts a half-warp's 16 lanes on 32 words of 64 words
        # (banks hit twice); s=16: 16 lanes 128 bytes apart on banks 0-1, 16 words each
        ("cpa_ca8_1_1", 2, 8),
        ("cpa_ca8_2_1", 4, 8),
        ("cpa_ca8_16_1", 32, 8),
        # 16 bytes: quarter-warps of 128 bytes; s=8: 8 lanes 128 bytes apart on banks 0-3
        ("cpa_ca16_1_1", 4, 16),
        ("cpa_ca16_2_1", 8, 16),
        ("cpa_ca16_8_1", 32, 16),
        ("cpa_ca16_1_2", 8, 32),  # global lanes 32 bytes apart: a sector each, 4 lanes a line
        # cp.async.cg (LDGSTS.BYPASS) moves whole sectors: contiguous, a 128-byte line a wavefront
        ("cpa_cg16_1_1_0", 4, 16),
        # shared 32 bytes apart: the two lanes of each global sector go to two 32-byte shared blocks,
        # so every lane reads its sector alone (32 sectors) and is its own wavefront
        ("cpa_cg16_2_1_0", 32, 32),
        # src-size (selp: 16 or 0, ptxas's ignore-src form) 0 for lanes 16-31: lanes 0-15 fill two
        # lines (2 wavefronts), and a warp with zero-filled lanes takes a store's phases for all its
        # lanes (4; the H100 took 4 in all here, 6 in the probe cg16s_hi0: test_counters_hw's
        # DIFFERS); the zero-filled lanes read nothing: 16 lanes x 16 bytes = 8 sectors
        ("cpa_cg16_1_1_1", 6, 8),
    ],
)
def test_cp_async_counts_a_shared_store_and_a_global_load(name, wavefronts, sectors):
    """One warp, one cp.async (LDGSTS) each: its own op_ldgsts counters, not op_ld/op_st. Conflicts
    are the wavefronts beyond the plain store's phases (1, 2 or 4) for .ca; LDGSTS.BYPASS reports
    none (the H100's 0 at 32 wavefronts)."""
    t = _run(name)
    assert t["ldgsts_shared_wavefronts"] == wavefronts
    first_phase = {"4": 1, "8": 2, "16": 4}[name.split("_")[1][2:]]
    cg = name.startswith("cpa_cg")
    assert t["ldgsts_shared_conflicts"] == (0 if cg else wavefronts - first_phase)
    assert t["ldgsts_global_requests"] == 1 and t["ldgsts_global_sectors"] == sectors
    assert t["shared_st_wavefronts"] == 0 and t["global_ld_requests"] == 0


@pytest.mark.parametrize("nbytes", [256, 4096])
def test_bulk_copies_count_bytes_through_the_copy_unit(nbytes):
    """Thread 0 copies n bytes global -> shared, then shared -> global: two bulk copies, n bytes
    read from and n written to global memory, 2n shared bytes; no LSU wavefront or sector."""
    t = _run(f"bulk_copy_{nbytes}")
    assert t["bulk_copies"] == 2
    assert t["bulk_global_read_bytes"] == nbytes and t["bulk_global_write_bytes"] == nbytes
    assert t["bulk_shared_bytes"] == 2 * nbytes
    assert not any(t[k] for k in t if k.startswith(("shared_", "global_", "ldgsts_")))


def test_wgmma_reads_its_descriptors_shared_operands():
    """gemm_wgmma, 2 CTAs of one warpgroup, K = 128: 8 wgmma.m64n128k16.f32.f16.f16 per CTA, each
    reading A (64 x 16 f16 = 2,048 bytes) and B (16 x 128 f16 = 4,096 bytes) through descriptors:
    16 x 6,144 = 98,304 bytes. Its cp.async loads of A and B (64x128 + 128x128 f16 per CTA =
    48 KiB, 16 bytes a lane, contiguous): 3,072 lanes = 96 warp-requests a CTA, 4 wavefronts and
    16 sectors each."""
    t = _run("gemm_wgmma")
    assert t["wgmma_shared_bytes"] == 98304
    assert t["ldgsts_global_requests"] == 192 and t["ldgsts_global_sectors"] == 192 * 16
    assert t["ldgsts_shared_wavefronts"] == 192 * 4 and t["ldgsts_shared_conflicts"] == 0


@pytest.mark.parametrize(
    ("index", "read", "written"),
    [
        (0, 2048, 0),  # tma_load_2d, box 64 x 16 of f16
        (93, 2048, 0),  # tma_im2col_4d: 64 pixels x 16 channels of f16
        (110, 0, 2048),  # tma_store_2d, box 64 x 16 of f16
        (135, 0, 512),  # tma_red_add_2d, box 16 x 8 of u32 (a reduction writes global memory)
    ],
)
def test_tensor_copies_count_their_box(index, read, written):
    """The recorded TMA kernels of test_tma_hw.py (one thread issues one tensor copy): the box's
    bytes, from the map the driver encoded, whatever part of it lies in bounds."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    import test_tma_hw as T

    c = T.CASES[index]
    st = T.MODULE.launch(
        c["kernel"], grid=c["grid"], block=c["block"], args=T._args(c["params"], bytes.fromhex(c["tmap"])),
        shared_mem=c["smem"], device=T._device(c["addrs"]), counters=True, print_output=False,
    )
    t = st.counters.total
    assert t["bulk_copies"] == 1 and t["bulk_shared_bytes"] == read + written
    assert (t["bulk_global_read_bytes"], t["bulk_global_write_bytes"]) == (read, written)
