"""NCCL's symmetric-memory collective kernels (tests/data/multimem/nccl: NVIDIA/nccl 5067397c,
nvcc 13.5 -O3) RUN on a ptxemu.System of 2, 4 and 8 devices, each launched on every rank at once
with the arguments and device memory NCCL's host side builds (tests/machine/nccl_symk.py), issue 18.

Truth, from outside the implementation:
- integer-valued inputs, where every partial sum is exact in the element and accumulator types:
  the result equals numpy's sum on every rank, whatever the reduction order;
- general floats through multimem.ld_reduce (AllReduce RSxLDMC_AGxSTMC, ReduceScatter LDMC): the
  reduction in ptxemu's documented cross-device order (docs/numerics.md, "multimem": member order,
  ((v0 + v1) + v2) + ..., f32 adds for .f32, exact f32 adds and one rounding for .acc::f32 bf16,
  f16 adds and one rn/satfinite rounding for .acc::f16 fp8), computed element by element here from
  ptxemu.formats and numpy, not through ptxemu's execution; every rank holds identical bits;
- AllGather / ReduceScatter placement as NCCL defines it: rank r's chunk at offset r * count.

NCCL's kernels store to multicast addresses with plain st (op128.h's multimem_st_global for 1- and
2-byte packs, ll_a2a's bcast): the Systems here have plain_multicast_stores=True; without it those
stores are errors (the manual leaves them undefined, 8.2.3), which one test shows.
"""

from __future__ import annotations

import ml_dtypes
import nccl_symk as K  # noqa: E402
import numpy as np
import pytest

import ptxemu
from ptxemu.formats import decode, encode

DT = {
    "f32": (np.float32, 4, None),
    "bf16": (ml_dtypes.bfloat16, 2, "bf16"),
    "f8e4m3": (ml_dtypes.float8_e4m3fn, 1, "e4m3"),
    "f8e5m2": (ml_dtypes.float8_e5m2, 1, "e5m2"),
}
# (module stem, collective, algorithm, type); AllGather's type is bytes
AR = [(f"all_reduce_sum_{t}.{a}", "AllReduce", alg, t)
      for a, t in (("sm_90a", "f32"), ("sm_90a", "bf16"), ("sm_100a", "f32"))
      for alg in ("AGxLL_R", "AGxLLMC_R", "RSxLD_AGxST", "RSxLDMC_AGxSTMC", "RSxTmaLD_AGxTmaST")]
AG = [("all_gather.sm_90a", "AllGather", alg, "") for alg in ("LL", "LLMC", "ST", "STMC", "TmaST", "TmaSTMC")]
RS = [("reduce_scatter_sum_bf16.sm_90a", "ReduceScatter", a, "bf16") for a in ("LL", "LD", "LDMC", "TmaLD")]
FP8 = [
    ("all_reduce_sum_f8e4m3_RSxLDMC_AGxSTMC.sm_100a", "AllReduce", "RSxLDMC_AGxSTMC", "f8e4m3"),
    ("reduce_scatter_sum_f8e5m2_LDMC.sm_100a", "ReduceScatter", "LDMC", "f8e5m2"),
]
MC = {"AGxLLMC_R", "RSxLDMC_AGxSTMC", "LLMC", "STMC", "TmaSTMC", "LDMC"}
ALL = AR + AG + RS + FP8
# every kernel on 4 ranks; on 8 (an NVLS node) the multicast kernels, on 2 (where NCCL has no
# multicast: hasLsaMultimem needs more than 2 LSA ranks) the peer-pointer ones
CASES = [(4, c) for c in ALL] + [(8, c) for c in ALL if c[2] in MC] + [(2, c) for c in ALL if c[2] not in MC]
# a few KiB per rank, with a tail that is no whole 16-byte pack (the kernels' element-wise ends)
COUNT = {"f32": 2048 + 5, "bf16": 2048 + 3, "f8e4m3": 4096 + 5, "f8e5m2": 4096 + 5, "": 4096 + 7}


def _id(c):
    n, (m, _coll, alg, _t) = c
    return f"{m.split('.')[0]}-{alg}-{m.split('.')[1]}-n{n}"


def collective(n: int, case, xs: list[np.ndarray], **kw):
    """Run `case` on n ranks with inputs xs (one array per rank): (outputs per rank, grid, seconds)."""
    mod, coll, alg, ty = case
    count = len(xs[0]) // (n if coll == "ReduceScatter" else 1)
    es = xs[0].dtype.itemsize
    inb = xs[0].nbytes
    outb = count * es * (n if coll == "AllGather" else 1)
    s = ptxemu.System(n, plain_multicast_stores=True, **kw)
    comm = K.Comm(s, n, K._up(inb, 4096) + outb)
    for r in range(n):
        comm.write(r, 0, xs[r])
    cname = K.kernel_name(coll, alg, "sum", ty) if ty else K.kernel_name(coll, alg)
    # the task: AllGather's count in bytes (int8); ncclSymkPickKernel sees the count rounded up to
    # whole cells, in bytes
    tcount, tsize = (count * es, 1) if coll == "AllGather" else (count, es)
    nb = K.n_blocks(f"{coll}_{alg}", n, K._up(tcount, K.CELL // tsize) * tsize, "sm_100a" in mod)
    grid, dt = K.run(comm, K.module(mod), cname, [(tcount, 0, K._up(inb, 4096))], elt_size=tsize, n_max=nb)
    outs = [comm.read(r, K._up(inb, 4096), outb).view(xs[0].dtype) for r in range(n)]
    return outs, grid, dt


def _int_inputs(n, case, rng, scale: int = 1):
    _, coll, _, ty = case
    if not ty:  # AllGather: arbitrary bytes
        return [rng.integers(0, 256, COUNT[""] * scale, dtype=np.uint8) for _ in range(n)]
    dt = DT[ty][0]
    m = COUNT[ty] * scale * (n if coll == "ReduceScatter" else 1)
    hi = 1 if ty == "f8e5m2" else 2  # |sum| <= 8 (e5m2: 5, 6, 7 exact) or 16 (e4m3, bf16, f32)
    return [rng.integers(-hi, hi + 1, m).astype(dt) for _ in range(n)]


@pytest.mark.parametrize("n, case", CASES, ids=[_id(c) for c in CASES])
def test_integer_valued_inputs_give_numpys_sum(n, case):
    _check_integer_valued(n, case, 1)


# The peer-pointer kernels take their 16-byte-pack loops (allreduceDeep, reduceDeep, the ST
# kernels' unrolled copy) only for whole chunks of 8 KiB (16 KiB with TMA) per block (times nRanks
# for the reductions): below that, their element-wise ends do everything. 8x the counts on 2 ranks
# enter them; sm_100a's RSxTmaLD_AGxTmaST then runs its TMA path (cp.async.bulk, mbarrier) in the
# dynamic shared memory NCCL gives it.
DEEP = [c for c in AR + AG + RS if c[2] in ("RSxLD_AGxST", "RSxTmaLD_AGxTmaST", "ST", "TmaST", "LD", "TmaLD")
        and (c[2] != "RSxTmaLD_AGxTmaST" or "sm_100a" in c[0])]


@pytest.mark.parametrize("case", DEEP, ids=[_id((2, c)) for c in DEEP])
def test_the_deep_loops_of_the_peer_pointer_kernels(case):
    _check_integer_valued(2, case, 8)


def _check_integer_valued(n, case, scale):
    _, coll, _, ty = case
    rng = np.random.default_rng(18 + n)
    xs = _int_inputs(n, case, rng, scale)
    outs, grid, _ = collective(n, case, xs)
    assert grid >= 1
    if coll == "AllGather":  # rank r's bytes at r * count on every rank
        want = np.concatenate(xs)
        for o in outs:
            np.testing.assert_array_equal(o, want)
        return
    total = np.sum([x.astype(np.float64) for x in xs], axis=0)
    count = COUNT[ty] * scale
    for r, o in enumerate(outs):
        w = total[r * count : (r + 1) * count] if coll == "ReduceScatter" else total
        np.testing.assert_array_equal(o.astype(np.float64), w)


def _documented_order(ty: str, xs: list[np.ndarray]) -> np.ndarray:
    """multimem.ld_reduce .add of the members' values in member order (docs/numerics.md,
    "multimem"), from the formats layer and numpy's IEEE arithmetic: codes of the result."""
    if ty == "f32":  # .add.f32: f32 adds, one rounding each (normal inputs, no flush can apply)
        acc = xs[0].astype(np.float32)
        for x in xs[1:]:
            acc = (acc + x.astype(np.float32)).astype(np.float32)
        return acc.view(np.uint32)
    fmt = DT[ty][2]
    codes = [x.view(np.uint16 if ty == "bf16" else np.uint8) for x in xs]
    if ty == "bf16":  # .acc::f32: exact values in f32, f32 adds, one rn rounding to bf16
        acc = decode(codes[0], fmt).astype(np.float32)
        for c in codes[1:]:
            acc = (acc + decode(c, fmt).astype(np.float32)).astype(np.float32)
        return encode(acc.astype(np.float64), fmt, "rn").astype(np.uint16)
    acc = decode(codes[0], fmt)  # .acc::f16: exact f16 values, f16 adds (exact in f64, one rn each)
    for c in codes[1:]:
        acc = decode(encode(acc + decode(c, fmt), "f16", "rn"), "f16")
    return encode(acc, fmt, "rn", satfinite=True).astype(np.uint8)


LDMC = [c for c in AR + RS + FP8 if c[2] in ("RSxLDMC_AGxSTMC", "LDMC")]
GENERAL = [(n, c) for n in (4, 8) for c in LDMC]


@pytest.mark.parametrize("n, case", GENERAL, ids=[_id(c) for c in GENERAL])
def test_general_floats_reduce_in_the_documented_order(n, case):
    _, coll, _, ty = case
    rng = np.random.default_rng(100 + n)
    dt = DT[ty][0]
    m = COUNT[ty] * (n if coll == "ReduceScatter" else 1)
    scale = 0.5 if ty.startswith("f8") else 1.0  # fp8: keep the sums inside the range
    xs = [(rng.standard_normal(m) * scale).astype(dt) for _ in range(n)]
    if ty == "f32":  # the element rules flush f32 subnormals: keep the inputs normal
        assert np.all(np.abs(np.concatenate(xs)[np.concatenate(xs) != 0]) > 1e-30)
    outs, _, _ = collective(n, case, xs)
    want = _documented_order(ty, xs)
    bits = [o.view(want.dtype) for o in outs]
    count = COUNT[ty]
    for r, b in enumerate(bits):
        w = want[r * count : (r + 1) * count] if coll == "ReduceScatter" else want
        np.testing.assert_array_equal(b, w)
    if coll == "AllReduce":  # every rank holds identical bits
        for b in bits[1:]:
            np.testing.assert_array_equal(b, bits[0])


def test_tree_order_is_what_the_kernel_then_gives():
    """The same f32 AllReduce under reduce_order='tree' gives the pairwise sums (and differs from
    the sequential order on these inputs: the order is the model's, and it shows)."""
    n, case = 4, AR[3]
    assert case[2] == "RSxLDMC_AGxSTMC" and case[3] == "f32"
    rng = np.random.default_rng(7)
    xs = [(rng.standard_normal(COUNT["f32"]) * 10.0 ** rng.integers(-3, 4, COUNT["f32"])).astype(np.float32)
          for _ in range(n)]
    outs, _, _ = collective(n, case, xs, reduce_order="tree")
    want = ((xs[0] + xs[1]).astype(np.float32) + (xs[2] + xs[3]).astype(np.float32)).astype(np.float32)
    for o in outs:
        np.testing.assert_array_equal(o.view(np.uint32), want.view(np.uint32))
    assert not np.array_equal(want.view(np.uint32), _documented_order("f32", xs))


def test_a_buffer_offset_outside_the_window_is_a_clear_error():
    """A work whose output offset lies past the window: the multimem store lands outside the
    multicast object; the error names the PTX line, the device and the CTA, and nothing hangs."""
    n, (mod, coll, alg, ty) = 4, AR[3]
    s = ptxemu.System(n, plain_multicast_stores=True)
    count = 1024
    comm = K.Comm(s, n, 2 * count * 4)
    specs = []
    for r in range(n):
        a, grid = comm.args(r, [(count, 0, comm.seg_bytes)], elt_size=4, n_max=1)
        specs.append(dict(device=r, module=K.module(mod), kernel=K.kernel_name(coll, alg, "sum", ty),
                          grid=grid, block=K.MAX_THREADS, args=[a]))
    with pytest.raises(ptxemu.PtxError) as e:
        s.launch(specs)
    msg = str(e.value)
    assert "multimem" in msg and "outside every multicast object" in msg
    assert e.value.line is not None and "device 0" in msg and "CTA (0,0,0)" in msg


def test_plain_stores_to_a_multicast_address_are_errors_by_default():
    """NCCL's AGxLLMC_R broadcasts its LL lines with st.relaxed.sys.v4.u32 to the multicast
    address; a default System refuses that store (manual 8.2.3: undefined)."""
    n, (mod, coll, alg, ty) = 4, AR[1]
    assert alg == "AGxLLMC_R"
    s = ptxemu.System(n)
    comm = K.Comm(s, n, 8192)
    specs = []
    for r in range(n):
        a, grid = comm.args(r, [(256, 0, 4096)], elt_size=4, n_max=1)
        specs.append(dict(device=r, module=K.module(mod), kernel=K.kernel_name(coll, alg, "sum", ty),
                          grid=grid, block=K.MAX_THREADS, args=[a]))
    with pytest.raises(ptxemu.PtxError, match=r"multimem address.*8\.2\.3") as e:
        s.launch(specs)
    assert "st.relaxed.sys.v4.u32" in str(e.value)


def test_plain_stores_reach_every_member_when_allowed():
    """A hand case: st.global.b16 and st.global.v2.b32 to a multicast address with
    plain_multicast_stores=True write every member's copy (lanes in ascending order); a plain
    ld there is still an error."""
    ptx = """
.version 8.1
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 p, .param .u64 q)
{
  .reg .b16 %h; .reg .b32 %r<4>; .reg .b64 %rd<6>;
  ld.param.u64 %rd1, [p];
  ld.param.u64 %rd4, [q];
  mov.u32 %r1, %tid.x;
  cvt.u16.u32 %h, %r1;
  add.u16 %h, %h, 0x100;
  mul.wide.u32 %rd2, %r1, 2;
  add.u64 %rd3, %rd1, %rd2;
  st.global.b16 [%rd3], %h;
  setp.eq.u32 %p1, %r1, 0;
  @%p1 st.global.v2.b32 [%rd1+64], {%r1, %r1};
  ret;
}
"""
    ptx = ptx.replace(".reg .b64 %rd<6>;", ".reg .b64 %rd<6>; .reg .pred %p1;")
    s = ptxemu.System(3, plain_multicast_stores=True)
    buf = s.alloc_symmetric(4096)
    mc = s.multicast(4096, buf)
    mod = ptxemu.Module(ptx)
    s.launch([dict(device=0, module=mod, kernel="k", grid=1, block=32,
                   args=[np.uint64(mc.address), np.uint64(0)])])
    for d in range(3):
        got = s.devices[d].read(buf, 72)
        np.testing.assert_array_equal(got[:64].view(np.uint16), 0x100 + np.arange(32))
        np.testing.assert_array_equal(got[64:72].view(np.uint32), [0, 0])
    ld = ptx.replace("st.global.b16 [%rd3], %h;", "ld.global.b16 %h, [%rd3];")
    with pytest.raises(ptxemu.PtxError, match="multimem address"):
        s.launch([dict(device=1, module=ptxemu.Module(ld), kernel="k", grid=1, block=32,
                       args=[np.uint64(mc.address), np.uint64(0)])])


def test_the_scheduler_port_on_hand_worked_cases():
    """ncclSymmetricTaskScheduler, worked by hand: 2053 f32 = 9 cells of 256 elements over 2
    channels gives 5 cells per channel: channel 0 ends at 5/9 of the work (fracHi =
    ceil(0x10000 * 5 / 9) - 1 = 36408), channel 1 at the end; one task on both channels."""
    ranges, works, grid = K.schedule([2053], 4, 2)
    assert ranges == [(0, 36408), (0, 0xFFFF)] and works == [(0, 2)] and grid == 2
    ranges, works, grid = K.schedule([100], 4, 3)  # one cell: one channel of three
    assert ranges[0] == (0, 0xFFFF) and works == [(0, 1)] and grid == 1
    # two tasks of 3 and 4 cells on 2 channels: ceil(7 / 2) = 4 cells per channel. Task 0 fits in
    # channel 0 (sChannelId 0, nChannels 1); task 1 does not fit the one cell left there: that cell
    # is channel 0's tail (workHi 1, fracHi = ceil(0x10000 * 1 / 4) - 1), and its fused range
    # starts at channel 1 (sChannelId 1, nChannels 1), which takes the other 3 cells
    ranges, works, grid = K.schedule([3 * 256, 4 * 256], 4, 2)
    assert ranges == [(1, 16383), (1, 0xFFFF)] and works == [(0, 1), (1, 1)] and grid == 2


ARG = [(n, c) for n in (2, 4) for c in AR if c[2] not in ("RSxLDMC_AGxSTMC",)]


@pytest.mark.parametrize("n, case", ARG, ids=[_id(c) for c in ARG])
def test_peer_pointer_allreduces_leave_identical_bits_on_every_rank(n, case):
    """General floats through the AllReduce kernels that reduce in the thread (their order is the
    kernel's own): every rank ends with the same bits (the reduce-scatter's owner's sum is what the
    all-gather copies; LL ranks each reduce the slots in the same order), near the exact sum."""
    rng = np.random.default_rng(5 + n)
    dt = DT[case[3]][0]
    xs = [rng.standard_normal(COUNT[case[3]]).astype(dt) for _ in range(n)]
    outs, _, _ = collective(n, case, xs)
    bits = [o.view(np.uint32 if case[3] == "f32" else np.uint16) for o in outs]
    for b in bits[1:]:
        np.testing.assert_array_equal(b, bits[0])
    exact = np.sum([x.astype(np.float64) for x in xs], axis=0)  # a sanity bound, not the truth
    np.testing.assert_allclose(outs[0].astype(np.float64), exact, rtol=2e-2 if case[3] == "bf16" else 1e-6,
                               atol=2e-2 if case[3] == "bf16" else 1e-6)


def test_map_peer_at_a_chosen_address():
    """NCCL's flat LSA space: device d's segment at base + (d << 32) on every device; the owner's
    own allocation is its place; a mapping onto another allocation is an error."""
    s = ptxemu.System(3)
    base = 0x7E00_0000_0000
    for d in range(3):
        s.devices[d].alloc(4096, address=base + (d << 32))
        s.devices[d].write(base + (d << 32), np.full(16, d + 1, np.uint8))
    for d in range(3):
        assert s.map_peer(d, base + (d << 32) + 8, at=base + (d << 32) + 8) == base + (d << 32) + 8
    for d in range(3):
        for p in range(3):
            assert s.devices[d].read(base + (p << 32), 1)[0] == p + 1
    s.devices[0].write(base + (2 << 32), np.uint8(9))  # through the mapping: device 2's own bytes
    assert s.devices[2].read(base + (2 << 32), 1)[0] == 9
    s.devices[1].alloc(64, address=base + (5 << 32))
    s.devices[0].alloc(64, address=base + (5 << 32) + 4096)
    with pytest.raises(ptxemu.PtxError, match="would overlap device 0"):
        s.map_peer(1, base + (5 << 32), at=base + (5 << 32) + 4096)


GROUPED = [(4, AR[3]), (2, AR[2]), (4, RS[2]), (8, AG[3])]


@pytest.mark.parametrize("n, case", GROUPED, ids=[_id(c) for c in GROUPED])
def test_grouped_collectives_in_one_launch(n, case):
    """ncclGroupStart/End of three collectives of one kernel: one launch, three ncclSymkDevWorks,
    the channels split among them by NCCL's scheduler (some blocks run a work's fused range, some a
    piece of another's); each result is numpy's, at its own offsets."""
    mod, coll, alg, ty = case
    dt, es = (np.uint8, 1) if not ty else DT[ty][:2]
    counts = [700, 2 * 1024 + 9, 333] if ty else [3000, 5000 + 3, 999]  # AllGather: bytes
    rng = np.random.default_rng(31)
    ins = [[(rng.integers(0, 256, c, dtype=np.uint8) if not ty else
             rng.integers(-2, 3, c * (n if coll == "ReduceScatter" else 1)).astype(dt)) for c in counts]
           for _ in range(n)]
    off, works = 0, []
    for c in counts:  # input then output, each 256-byte aligned, one after the other
        ib = c * es * (n if coll == "ReduceScatter" else 1)
        ob = c * es * (n if coll == "AllGather" else 1)
        works.append((c, off, K._up(off + ib, 256)))
        off = K._up(K._up(off + ib, 256) + ob, 256)
    s = ptxemu.System(n, plain_multicast_stores=True)
    comm = K.Comm(s, n, off)
    for r in range(n):
        for (_, i_off, _), x in zip(works, ins[r], strict=True):
            comm.write(r, i_off, x)
    cname = K.kernel_name(coll, alg, "sum", ty) if ty else K.kernel_name(coll, alg)
    total = sum(K._up(c, K.CELL // es) for c in counts) * es
    nb = K.n_blocks(f"{coll}_{alg}", n, total, "sm_100a" in mod)
    nb = max(nb, 3)  # as NCCL_SYM_CTAS=3 would: fused ranges and pieces of works both occur
    ranges, _, grid = K.schedule(counts, es, nb)
    assert grid >= 2 and len({hi for hi, _ in ranges[:grid]}) >= 2
    K.run(comm, K.module(mod), cname, works, elt_size=es, n_max=nb)
    for k, (c, _, o_off) in enumerate(works):
        xs = [ins[r][k] for r in range(n)]
        if coll == "AllGather":
            want = [np.concatenate(xs)] * n
        else:
            tot = np.sum([x.astype(np.float64) for x in xs], axis=0)
            want = [tot[r * c : (r + 1) * c] if coll == "ReduceScatter" else tot for r in range(n)]
        ob = c * es * (n if coll == "AllGather" else 1)
        for r in range(n):
            got = comm.read(r, o_off, ob).view(dt)
            np.testing.assert_array_equal(got.astype(np.float64), want[r].astype(np.float64))
