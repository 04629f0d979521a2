"""PyTorch symmetric memory's all-reduce / all-gather kernels (tests/data/multimem/torch:
CUDASymmetricMemoryOps.cu, nvcc 13.0 -O3 sm_90a) RUN on a ptxemu.System of 2, 3, 4 and 8 devices,
each launched on every rank at once with the grid, block, arguments and device memory PyTorch's
host wrappers give them (tests/machine/torch_symm.py), issue 18.

Truth, from outside the implementation:
- integer-valued inputs, where every partial sum is exact in the element type: the result equals
  numpy's sum on every rank, whatever the order;
- general floats through multimem.ld_reduce (multimem_all_reduce_, multimem_one_shot_all_reduce):
  ptxemu's documented cross-device reduction (docs/numerics.md, "multimem": member order, f32 adds
  for .f32, exact f32 adds and one rn rounding for .acc::f32 bf16x2) computed element by element
  here from numpy and ptxemu.formats, not through the emulator; identical bits on every rank;
- the peer-pointer kernels (one_shot_all_reduce, two_shot_all_reduce) reduce in the thread in the
  order PyTorch's load_and_reduce writes (acc = vecs[0], then + vecs[1], ... in rank order; IEEE
  f32 adds, __hadd2's one rn rounding per bf16 add): the same value on every rank; and PyTorch
  2.11's own one_shot / two_shot all-reduces recorded on 2 and 4 H200s (gpu_peer_allreduce.npz.xz)
  give the same bits as this PTX on a System;
- the barrier (sync_remote_blocks: put_signal / wait_signal, atom.cas on the peers' signal pads)
  leaves every signal pad zero again, as PyTorch's next launch needs.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
import torch_symm as T  # noqa: E402

import ptxemu
from ptxemu.formats import decode, encode
from ptxemu.machine.launching.replay import load_npz

DT = {"f32": np.float32, "bf16": ml_dtypes.bfloat16}
# element counts giving PyTorch's alignment 16 (with a tail past the last whole rank chunk) or 4
COUNT = {
    ("f32", 16): 1028,
    ("f32", 8): 518,
    ("f32", 4): 517,
    ("bf16", 16): 1032,
    ("bf16", 8): 1036,
    ("bf16", 4): 1030,
}


def _sys(n: int, nbytes: int, **kw) -> tuple[ptxemu.System, T.SymmMem]:
    s = ptxemu.System(n, **kw)
    return s, T.SymmMem(s, nbytes)


def _ints(n: int, ty: str, numel: int, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    hi = 1000 if ty == "f32" else 16  # bf16: |partial sums| <= 8 * 16 = 128 < 256, exact
    return [rng.integers(-hi, hi, numel).astype(DT[ty]) for _ in range(n)]


def _read(s, addr: int, ty: str, numel: int, r: int) -> np.ndarray:
    return s.devices[r].read(addr, numel * np.dtype(DT[ty]).itemsize).view(DT[ty])


def _run(op: str, sm: T.SymmMem, ty: str, numel: int, xs):
    """Run `op` as PyTorch's wrapper would; each rank's result."""
    s, n = sm.system, sm.n
    if op == "multimem_all_reduce_":
        sm.multimem_all_reduce_(ty, numel)
        return [sm.read(r, DT[ty], numel) for r in range(n)]
    if op == "multimem_one_shot_all_reduce":
        out = sm.multimem_one_shot_all_reduce(ty, numel)
    elif op == "one_shot_all_reduce":
        out = sm.one_shot_all_reduce(ty, numel)
    elif op == "one_shot_all_reduce_copy":  # the inputs come from local tensors, the buffer is scratch
        for r in range(n):
            sm.write(r, np.zeros(numel, DT[ty]))
        out = sm.one_shot_all_reduce(ty, numel, local=xs)
    elif op == "two_shot_all_reduce_":
        sm.two_shot_all_reduce(ty, numel)
        return [sm.read(r, DT[ty], numel) for r in range(n)]
    else:
        out = sm.two_shot_all_reduce(ty, numel, out=True)
    return [_read(s, out[r], ty, numel, r) for r in range(n)]


MULTIMEM = ["multimem_all_reduce_", "multimem_one_shot_all_reduce"]
PEER = ["one_shot_all_reduce", "one_shot_all_reduce_copy", "two_shot_all_reduce_", "two_shot_all_reduce_out"]
# every op on 2, 4 and 8 ranks, alternating type and alignment; the unspecialised world size (3)
CASES = [(n, op, ty, al) for n, ty, al in ((2, "f32", 4), (4, "bf16", 16), (8, "f32", 16))
         for op in MULTIMEM + PEER]  # fmt: skip
CASES += [(8, op, "bf16", 4) for op in MULTIMEM] + [(3, op, "f32", 16) for op in PEER[:3]]
CASES += [(4, op, ty, 8) for op in MULTIMEM[:1] + PEER[::2] for ty in ("f32", "bf16")]


@pytest.mark.parametrize("n, op, ty, al", CASES, ids=[f"{o}-{t}-a{a}-n{n}" for n, o, t, a in CASES])
def test_integer_valued_inputs_give_numpys_sum(n, op, ty, al):
    numel = COUNT[ty, al]
    assert T.alignment(numel, np.dtype(DT[ty]).itemsize) == al
    s, sm = _sys(n, numel * np.dtype(DT[ty]).itemsize)
    xs = _ints(n, ty, numel, seed=n * 10 + al)
    for r in range(n):
        sm.write(r, xs[r])
    outs = _run(op, sm, ty, numel, xs)
    want = np.sum([x.astype(np.float64) for x in xs], axis=0)
    for r in range(n):
        np.testing.assert_array_equal(outs[r].astype(np.float64), want, err_msg=f"rank {r}")
    assert sm.signal_pads_clear()


def _member_order(ty: str, xs: list[np.ndarray]) -> np.ndarray:
    """multimem.ld_reduce .add in member order (docs/numerics.md, "multimem"): result codes."""
    if ty == "f32":  # .add.f32: f32 adds (normal inputs and sums: no flush applies)
        acc = xs[0].astype(np.float32)
        for x in xs[1:]:
            acc = (acc + x).astype(np.float32)
        assert np.all(np.abs(acc[acc != 0]) > 1e-30)
        return acc.view(np.uint32)
    acc = decode(xs[0].view(np.uint16), "bf16").astype(np.float32)  # .acc::f32: exact values, f32 adds
    for x in xs[1:]:
        acc = (acc + decode(x.view(np.uint16), "bf16").astype(np.float32)).astype(np.float32)
    return encode(acc.astype(np.float64), "bf16", "rn").astype(np.uint16)  # one rounding at the end


def _thread_order(ty: str, xs: list[np.ndarray]) -> np.ndarray:
    """load_and_reduce: acc = vecs[0]; acc = add_vec(acc, vecs[r]) for r = 1.. (rank order); f32:
    IEEE adds; bf16: __hadd2, each add of two bf16 values rounded once (rn) to bf16."""
    if ty == "f32":
        acc = xs[0].astype(np.float32)
        for x in xs[1:]:
            acc = (acc + x).astype(np.float32)
        return acc.view(np.uint32)
    acc = decode(xs[0].view(np.uint16), "bf16")
    for x in xs[1:]:
        b = decode(x.view(np.uint16), "bf16")
        exact = acc + b  # f64: exact for bf16 operands whose exponents differ by < 45
        assert np.all((exact - acc) == b)
        acc = decode(encode(exact, "bf16", "rn"), "bf16")
    return encode(acc, "bf16", "rn").astype(np.uint16)


GENERAL = [(n, op, ty) for n in (4, 8) for op in MULTIMEM for ty in ("f32", "bf16")]


@pytest.mark.parametrize("n, op, ty", GENERAL, ids=[f"{o}-{t}-n{n}" for n, o, t in GENERAL])
def test_general_floats_through_multimem_reduce_in_member_order(n, op, ty):
    numel = COUNT[ty, 16]
    s, sm = _sys(n, numel * np.dtype(DT[ty]).itemsize)
    rng = np.random.default_rng(200 + n)
    xs = [rng.standard_normal(numel).astype(DT[ty]) for _ in range(n)]
    for r in range(n):
        sm.write(r, xs[r])
    outs = _run(op, sm, ty, numel, xs)
    want = _member_order(ty, xs)
    for r in range(n):
        np.testing.assert_array_equal(outs[r].view(want.dtype), want, err_msg=f"rank {r}")


def test_tree_order_is_what_the_kernel_then_gives():
    """multimem_all_reduce_ (f32, 4 ranks) under reduce_order='tree' gives the pairwise sums, which
    differ from the member order on these inputs: the order is the model's, and it shows (PyTorch's
    own note: multimem.ld_reduce guarantees no fixed accumulation order)."""
    n, numel = 4, COUNT["f32", 16]
    s, sm = _sys(n, numel * 4, reduce_order="tree")
    rng = np.random.default_rng(7)
    xs = [
        (rng.standard_normal(numel) * 10.0 ** rng.integers(-3, 4, numel)).astype(np.float32) for _ in range(n)
    ]
    for r in range(n):
        sm.write(r, xs[r])
    outs = _run("multimem_all_reduce_", sm, "f32", numel, xs)
    want = ((xs[0] + xs[1]).astype(np.float32) + (xs[2] + xs[3]).astype(np.float32)).astype(np.float32)
    for o in outs:
        np.testing.assert_array_equal(o.view(np.uint32), want.view(np.uint32))
    assert not np.array_equal(want.view(np.uint32), _member_order("f32", xs))


PEER_GENERAL = [(n, op, ty) for n, ty in ((4, "f32"), (8, "bf16"), (3, "bf16"))
                for op in ("one_shot_all_reduce", "two_shot_all_reduce_")]  # fmt: skip


@pytest.mark.parametrize("n, op, ty", PEER_GENERAL, ids=[f"{o}-{t}-n{n}" for n, o, t in PEER_GENERAL])
def test_peer_pointer_kernels_give_every_rank_the_same_bits(n, op, ty):
    numel = COUNT[ty, 16]
    s, sm = _sys(n, numel * np.dtype(DT[ty]).itemsize)
    rng = np.random.default_rng(300 + n)
    xs = [rng.standard_normal(numel).astype(DT[ty]) for _ in range(n)]
    for r in range(n):
        sm.write(r, xs[r])
    outs = _run(op, sm, ty, numel, xs)
    want = _thread_order(ty, xs)
    for r in range(n):
        np.testing.assert_array_equal(outs[r].view(want.dtype), want, err_msg=f"rank {r}")


@pytest.mark.parametrize("n", [2, 4, 8])
def test_multimem_all_gather_places_rank_r_at_r_times_its_bytes(n):
    nb = 1024 + 16 * n  # bytes per rank, a whole number of 16-byte vectors: the 16-byte kernel
    s, sm = _sys(n, nb * n)
    rng = np.random.default_rng(400 + n)
    xs = [rng.integers(0, 256, nb, dtype=np.uint8) for _ in range(n)]
    sm.multimem_all_gather_out(xs)
    want = np.concatenate(xs)
    for r in range(n):
        np.testing.assert_array_equal(sm.read(r, np.uint8, nb * n), want, err_msg=f"rank {r}")
    assert sm.signal_pads_clear()


def test_the_launch_config_port_on_hand_worked_cases():
    """init_elementwise_launch_config by hand: 1028 f32 (16-byte alignment, 4 per thread) split in 4
    ranks: round_up(1028, 64) = 1088, 272 per rank, 68 threads rounded to 96, one block; 2^20 f32,
    1 split, at most 8 blocks of 1024: 2^18 threads' worth, 256 blocks wanted, 8 given."""
    assert T.launch_config(1028, 4, 16, 4, 8, 1024) == (1, 96)
    assert T.launch_config(1 << 20, 4, 16, 1, 8, 1024) == (8, 1024)
    assert T.launch_config(517, 4, 4, 2, 24, 1024) == (1, 288)  # round_up(517, 8) / 2 = 259 -> 288
    assert T.alignment(517, 4) == 4 and T.alignment(1032, 2) == 16
    with pytest.raises(ValueError):
        T.alignment(515, 2)  # bf16 of 1030 bytes: 2-byte aligned, PyTorch refuses


SEVERAL = [(2, "multimem_all_reduce_", "f32", 16400), (4, "one_shot_all_reduce", "bf16", 8200),
           (2, "two_shot_all_reduce_out", "f32", 16400)]  # fmt: skip


@pytest.mark.parametrize("n, op, ty, numel", SEVERAL, ids=[f"{o}-{t}-n{n}" for n, o, t, _ in SEVERAL])
def test_several_blocks_each_with_its_own_signal_slots(n, op, ty, numel):
    """Counts past one block's share (PyTorch's grid of 3 here): each block syncs through its own
    signal pad slots (blockIdx.x * world_size + rank)."""
    es = np.dtype(DT[ty]).itemsize
    splits = 1 if op.startswith("one_shot") else n
    grid, _ = T.launch_config(numel, es, 16, splits, 8 if op.startswith("multimem") else 24,
                              512 if op.startswith("one_shot") else 1024)  # fmt: skip
    assert grid == 3
    s, sm = _sys(n, numel * es)
    xs = _ints(n, ty, numel, seed=500 + n)
    for r in range(n):
        sm.write(r, xs[r])
    outs = _run(op, sm, ty, numel, xs)
    want = np.sum([x.astype(np.float64) for x in xs], axis=0)
    for r in range(n):
        np.testing.assert_array_equal(outs[r].astype(np.float64), want, err_msg=f"rank {r}")
    assert sm.signal_pads_clear()


RS = [(n, ty, split) for n, ty in ((2, "f32"), (4, "bf16"), (8, "f32")) for split in (False, True)]


@pytest.mark.parametrize(
    "n, ty, split", RS, ids=[f"{t}-{'split_last_dim' if s else '1d'}-n{n}" for n, t, s in RS]
)
def test_reduce_scatter_gives_rank_r_its_share_of_numpys_sum(n, ty, split):
    """reduce_scatter_out: rank r's output is chunk r of the sum (1-D), or columns
    [r * L / n, (r + 1) * L / n) of every row (split_last_dim, input rows x L)."""
    es = np.dtype(DT[ty]).itemsize
    shape = (6, 32 * n) if split else (256 * n,)
    numel = int(np.prod(shape))
    s, sm = _sys(n, numel * es)
    xs = _ints(n, ty, numel, seed=600 + n)
    for r in range(n):
        sm.write(r, xs[r])
    out = sm.reduce_scatter_out(ty, shape, split)
    total = np.sum([x.astype(np.float64) for x in xs], axis=0).reshape(shape)
    for r in range(n):
        got = _read(s, out[r], ty, numel // n, r).astype(np.float64)
        k = numel // n
        w = total[:, r * shape[1] // n : (r + 1) * shape[1] // n] if split else total[r * k : (r + 1) * k]
        np.testing.assert_array_equal(got, w.reshape(-1), err_msg=f"rank {r}")
    assert sm.signal_pads_clear()


def test_all_gather_of_a_byte_count_off_the_output_alignment_is_a_clear_error():
    """2 ranks x 1016 bytes: the wrapper checks only the output's alignment (2032 bytes: 16) and
    picks the 16-byte kernel, whose vectors then overrun the 1016-byte input and store rank 1's
    share at multicast offset 1016, misaligned: ptxemu names the line and thread of the first
    (with exact-size allocations: the input overrun; PyTorch's caching allocator's 512-byte
    rounding would hide that one, leaving the misaligned multimem.st)."""
    s, sm = _sys(2, 2 * 1016)
    xs = [np.full(1016, r + 1, np.uint8) for r in range(2)]
    with pytest.raises(ptxemu.PtxMemoryError, match=r"line \d+.*all_gather_kernelILi16E.*outside every"):
        sm.multimem_all_gather_out(xs)


OFFSET = [
    (4, "multimem_all_reduce_", "f32", 2),
    (4, "multimem_one_shot_all_reduce", "bf16", 2),
    (4, "one_shot_all_reduce", "f32", 1),
    (4, "two_shot_all_reduce_", "bf16", 4),
    (4, "two_shot_all_reduce_out", "f32", 2),
]


@pytest.mark.parametrize("n, op, ty, off", OFFSET, ids=[f"{o}-{t}-offset{f}" for n, o, t, f in OFFSET])
def test_a_tensor_at_a_storage_offset_in_the_symmetric_buffer(n, op, ty, off):
    """A tensor at storage offset `off` elements inside the symmetric allocation: the wrappers pass
    the multicast pointer + offset bytes (multimem) or input_offset (peer kernels), and the offset's
    alignment picks the kernel (8 or 4 bytes here); the elements before the tensor stay untouched."""
    es = np.dtype(DT[ty]).itemsize
    numel = 1024
    assert T.alignment(numel, es, off) == min(16, T.get_alignment(off * es))
    s, sm = _sys(n, (numel + off) * es)
    xs = _ints(n, ty, numel, seed=700 + off)
    head = [np.full(off, r + 1, DT[ty]) for r in range(n)]
    for r in range(n):
        sm.write(r, head[r])
        sm.write(r, xs[r], offset=off)
    if op == "multimem_all_reduce_":
        sm.multimem_all_reduce_(ty, numel, offset=off)
        outs = [sm.read(r, DT[ty], numel, offset=off) for r in range(n)]
    elif op == "two_shot_all_reduce_":
        sm.two_shot_all_reduce(ty, numel, offset=off)
        outs = [sm.read(r, DT[ty], numel, offset=off) for r in range(n)]
    else:
        if op == "multimem_one_shot_all_reduce":
            out = sm.multimem_one_shot_all_reduce(ty, numel, offset=off)
        elif op == "one_shot_all_reduce":
            out = sm.one_shot_all_reduce(ty, numel, offset=off)
        else:
            out = sm.two_shot_all_reduce(ty, numel, out=True, offset=off)
        outs = [_read(s, out[r], ty, numel, r) for r in range(n)]
    want = np.sum([x.astype(np.float64) for x in xs], axis=0)
    for r in range(n):
        np.testing.assert_array_equal(outs[r].astype(np.float64), want, err_msg=f"rank {r}")
        np.testing.assert_array_equal(sm.read(r, DT[ty], off), head[r])
    assert sm.signal_pads_clear()


@pytest.mark.parametrize("n", [2, 8])
def test_all_gather_into_an_output_at_an_offset(n):
    """The output at byte offset 8 (4) of the buffer: the 8-byte (4-byte) kernel."""
    for off, al in ((8, 8), (4, 4)):
        nb = 1024
        s, sm = _sys(n, nb * n + off)
        xs = [np.random.default_rng(800 + r).integers(0, 256, nb, dtype=np.uint8) for r in range(n)]
        assert T.alignment(nb * n, 1, off) == al
        sm.multimem_all_gather_out(xs, offset=off)
        for r in range(n):
            np.testing.assert_array_equal(sm.read(r, np.uint8, nb * n, offset=off), np.concatenate(xs))
            assert not sm.read(r, np.uint8, off).any()


def test_ops_one_after_another_reuse_the_signal_pads():
    """As a training step calls them: multimem_all_reduce_, two_shot_all_reduce_, then
    one_shot_all_reduce on the same buffer (4 ranks); each sees the previous op's result."""
    n, numel = 4, COUNT["f32", 16]
    s, sm = _sys(n, numel * 4)
    xs = _ints(n, "f32", numel, seed=900)
    for r in range(n):
        sm.write(r, xs[r])
    total = np.sum([x.astype(np.float64) for x in xs], axis=0)
    sm.multimem_all_reduce_("f32", numel)
    sm.two_shot_all_reduce("f32", numel)  # every rank holds total: n * total
    out = sm.one_shot_all_reduce("f32", numel)  # n * n * total
    for r in range(n):
        np.testing.assert_array_equal(sm.read(r, np.float32, numel).astype(np.float64), n * total)
        np.testing.assert_array_equal(_read(s, out[r], "f32", numel, r).astype(np.float64), n * n * total)
    assert len(sm.times) == 3 and sm.signal_pads_clear()


GPU = [(n, ty, numel) for n in (2, 4) for ty, numel in (("f32", 1028), ("bf16", 1032), ("f32", 517))]


@pytest.mark.parametrize("n, ty, numel", GPU, ids=[f"{t}-{m}-n{n}" for n, t, m in GPU])
def test_peer_pointer_kernels_equal_pytorchs_own_on_h200s(n, ty, numel):
    """PyTorch 2.11.0+cu130's own one_shot_all_reduce, two_shot_all_reduce_, two_shot_all_reduce_out
    and one_shot_all_reduce_copy on 2 and 4 H200s (tests/data/multimem/torch/gpu_peer_allreduce.npz.xz,
    tools/truth/multimem/torch_symm_mem_record.py): the same inputs through this PTX on a System
    give the recorded bits on every rank."""
    rec = load_npz(T.DATA / "gpu_peer_allreduce.npz")
    codes = np.int32 if ty == "f32" else np.int16
    xs = [rec[f"n{n}_in_{ty}_{numel}_r{r}"] for r in range(n)]
    for op in (
        "one_shot_all_reduce",
        "two_shot_all_reduce_",
        "two_shot_all_reduce_out",
        "one_shot_all_reduce_copy",
    ):
        s, sm = _sys(n, numel * xs[0].itemsize)
        for r in range(n):
            sm.write(r, xs[r])
        outs = _run(op, sm, ty, numel, xs)
        for r in range(n):
            np.testing.assert_array_equal(
                outs[r].view(codes), rec[f"n{n}_out_{op}_{ty}_{numel}_r{r}"], err_msg=f"{op} rank {r}"
            )
    if ty == "bf16" and n == 4:  # one rounding per add shows: f32 accumulation would differ
        assert not np.array_equal(
            _member_order("bf16", [x.view(DT[ty]) for x in xs]), outs[0].view(np.uint16)
        )


@pytest.mark.parametrize("n", [2, 4])
def test_reduce_scatter_equals_pytorchs_own_on_h200s(n):
    """reduce_scatter_out (1-D, 1536 f32 / bf16 normal values) as PyTorch 2.11 computed it on H200s."""
    rec = load_npz(T.DATA / "gpu_peer_allreduce.npz")
    for ty, codes in (("f32", np.int32), ("bf16", np.int16)):
        xs = [rec[f"n{n}_in_{ty}_1536_r{r}"] for r in range(n)]
        s, sm = _sys(n, 1536 * xs[0].itemsize)
        for r in range(n):
            sm.write(r, xs[r])
        out = sm.reduce_scatter_out(ty, (1536,), False)
        for r in range(n):
            got = s.devices[r].read(out[r], 1536 // n * xs[0].itemsize).view(codes)
            np.testing.assert_array_equal(
                got, rec[f"n{n}_out_reduce_scatter_out_{ty}_1536_r{r}"], err_msg=f"rank {r}"
            )
