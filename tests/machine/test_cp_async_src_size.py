"""cp.async with src-size and ignore-src reads exactly the bytes the manual says (9.7.9.25.3.1):
"src-size ... the size of the data in bytes to be copied from src to dst ... remaining bytes in
destination dst are filled with zeros"; "If the source data is ignored then zeros will be copied".
Cases worked by hand from that text: the source is an allocation of exactly NBYTES bytes, so a read
of more than src-size bytes at its end would be out of bounds; a source range that is truly out of
bounds is still named. A whole pipelined kernel with the same rule: test_issue35.py.
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

HEAD = ".version 8.5\n.target sm_90a\n.address_size 64\n"

# thread t copies cp-size bytes from src + OFF(t) into tile + 16 t with the fourth operand FOURTH(t),
# then writes its 16 tile bytes to out + 16 t (the tile starts zeroed: 0xEE marks "not written")
KERNEL = (
    HEAD
    + """
.visible .entry k(.param .u64 src, .param .u64 out, .param .u64 offs, .param .u64 fourth)
{
.reg .b32 %r<16>; .reg .b64 %rd<16>; .reg .pred %p<4>;
.shared .align 16 .b8 tile[512];
ld.param.u64 %rd1, [src];
ld.param.u64 %rd2, [out];
ld.param.u64 %rd3, [offs];
ld.param.u64 %rd4, [fourth];
mov.u32 %r1, %tid.x;
mul.wide.u32 %rd5, %r1, 8;
add.s64 %rd6, %rd3, %rd5;
ld.global.s64 %rd7, [%rd6];
add.s64 %rd8, %rd1, %rd7;
mul.wide.u32 %rd5, %r1, 4;
add.s64 %rd6, %rd4, %rd5;
ld.global.u32 %r2, [%rd6];
shl.b32 %r3, %r1, 4;
mov.u32 %r4, tile;
add.u32 %r5, %r4, %r3;
mov.u32 %r6, 0xEEEEEEEE;
st.shared.v4.b32 [%r5], {%r6, %r6, %r6, %r6};
setp.ne.u32 %p1, %r2, 0;
BODY
cp.async.wait_all;
ld.shared.v4.b32 {%r8, %r9, %r10, %r11}, [%r5];
cvt.u64.u32 %rd9, %r3;
add.s64 %rd10, %rd2, %rd9;
st.global.v4.b32 [%rd10], {%r8, %r9, %r10, %r11};
ret;
}
"""
)

NBYTES = 100  # the source allocation's exact size


def _run(body: str, offs, fourth, nbytes: int = NBYTES):
    n = len(offs)
    src = (np.arange(nbytes, dtype=np.uint32) * 7 + 1).astype(np.uint8)
    out = np.zeros(16 * n, np.uint8)
    ptx = KERNEL.replace("BODY", body)
    ptxemu.launch(
        ptx,
        "k",
        grid=(1, 1, 1),
        block=(n, 1, 1),
        args=[src, out, np.array(offs, np.int64), np.array(fourth, np.uint32)],
        workers=1,
    )
    return src, out.reshape(n, 16)


def _expect(src, off, cp, nread):
    """By hand: the first nread source bytes, zeros to cp-size, the tile's 0xEE marks after."""
    row = np.full(16, 0xEE, np.uint8)
    row[:cp] = 0
    row[:nread] = src[off : off + nread]
    return row


def test_src_size_reads_only_src_size_bytes_at_the_end_of_an_allocation():
    # bytes 96..99 are the last four: src-size 4 at offset 96 is in bounds, a 16-byte read would not be
    offs = [96, 80, 0, 48]
    sizes = [4, 16, 9, 0]
    src, out = _run("cp.async.cg.shared.global [%r5], [%rd8], 16, %r2;", offs, sizes)
    for t, (o, s) in enumerate(zip(offs, sizes, strict=True)):
        assert (out[t] == _expect(src, o, 16, s)).all(), t


def test_src_size_zero_past_the_end_and_before_the_start_reads_nothing():
    # Triton's pipelined prefetch: src-size 0 at addresses no allocation holds
    offs = [4096, 1 << 30, -4096, -16]
    src, out = _run("cp.async.cg.shared.global [%r5], [%rd8], 16, %r2;", offs, [0, 0, 0, 0])
    assert (out[:, :16] == 0).all()


@pytest.mark.parametrize("cp", [4, 8])
def test_cp_size_4_and_8_with_every_src_size(cp):
    # at offset 96 only bytes 96..99 exist: src-size up to 4 is in bounds for both cp-sizes
    sizes = list(range(5)) + list(range(cp + 1))
    offs = [96] * 5 + [88] * (cp + 1)
    src, out = _run(f"cp.async.ca.shared.global [%r5], [%rd8], {cp}, %r2;", offs, sizes)
    for t, (o, s) in enumerate(zip(offs, sizes, strict=True)):
        assert (out[t] == _expect(src, o, cp, s)).all(), (cp, o, s)
    if cp == 8:
        with pytest.raises(ptxemu.PtxMemoryError, match=r"outside every global allocation"):
            _run("cp.async.ca.shared.global [%r5], [%rd8], 8, %r2;", [96], [5])


def test_an_immediate_src_size():
    src, out = _run("cp.async.cg.shared.global [%r5], [%rd8], 16, 3;", [96, 0], [0, 0])
    assert (out[0] == _expect(src, 96, 16, 3)).all()
    assert (out[1] == _expect(src, 0, 16, 3)).all()


def test_ignore_src_true_reads_nothing_false_reads_all():
    offs = [1 << 30, 32, -64, 64]
    flags = [1, 0, 1, 0]
    src, out = _run("cp.async.cg.shared.global [%r5], [%rd8], 16, %p1;", offs, flags)
    for t, (o, f) in enumerate(zip(offs, flags, strict=True)):
        assert (out[t] == _expect(src, o, 16, 0 if f else 16)).all(), t


def test_cache_policy_is_no_src_size():
    body = (
        "createpolicy.fractional.L2::evict_last.b64 %rd11, 1.0;\n"
        "cp.async.cg.shared.global.L2::cache_hint [%r5], [%rd8], 16, %rd11;"
    )
    src, out = _run(body, [16, 32], [0, 0])
    assert (out[0] == src[16:32]).all() and (out[1] == src[32:48]).all()


def test_a_truly_out_of_bounds_source_is_named():
    # src-size 16 at offset 96 reads bytes 96..111 of a 100-byte allocation
    with pytest.raises(ptxemu.PtxMemoryError, match=r"outside every global allocation") as e:
        _run("cp.async.cg.shared.global [%r5], [%rd8], 16, %r2;", [0, 96], [16, 16])
    assert "thread (1,0,0)" in str(e.value) and "cp.async" in str(e.value)
    # a partial read crossing the end: src-size 8 at offset 96 reads bytes 96..103
    with pytest.raises(ptxemu.PtxMemoryError, match=r"outside every global allocation"):
        _run("cp.async.cg.shared.global [%r5], [%rd8], 16, %r2;", [96], [8])
    # the 16-byte form with no src-size reads all 16 bytes
    with pytest.raises(ptxemu.PtxMemoryError, match=r"outside every global allocation"):
        _run("cp.async.cg.shared.global [%r5], [%rd8], 16;", [96], [0])


def test_src_size_above_cp_size_is_named():
    with pytest.raises(ptxemu.PtxMemoryError, match=r"src-size 17 is larger than cp-size 16"):
        _run("cp.async.cg.shared.global [%r5], [%rd8], 16, %r2;", [0], [17])


def test_a_misaligned_partial_source_is_named():
    with pytest.raises(ptxemu.PtxMemoryError, match=r"misaligned 16-byte access"):
        _run("cp.async.cg.shared.global [%r5], [%rd8], 16, %r2;", [4], [4])
