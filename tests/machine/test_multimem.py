"""multimem on a System of emulated devices (issue 18): NVLS-style all-reduce kernels (nvcc -O3,
tools/truth/multimem/allreduce.cu) on 8 devices against numpy, and hand-worked element cases from
the manual (9.7.9.14, 9.7.9.27) and the H100's atomic rules (tests/data/kernels/float_atomics_*).

No hardware here has NVLink multicast, so the truth is: integers exact against numpy; floats against
a sum computed independently in numpy in the documented order (System.reduce_order, member order)
on inputs where the element rules cannot matter, and hand-worked cases where they do."""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import ptxemu

PTX = (Path(__file__).resolve().parents[1] / "data" / "multimem" / "allreduce_sm90a.ptx").read_text()
N = 8


@pytest.fixture(scope="module")
def mod():
    return ptxemu.Module(PTX)


def _system(n_bytes: int, ndev: int = N, **kw):
    s = ptxemu.System(ndev, **kw)
    buf, sig = s.alloc_symmetric(n_bytes), s.alloc_symmetric(16)
    return s, buf, sig, s.multicast(n_bytes, buf), s.multicast(16, sig)


def _oneshot(mod, kernel, xs, dtype):
    n_bytes = xs[0].nbytes
    s, buf, sig, mc, smc = _system(n_bytes)
    for d in range(N):
        s.devices[d].write(buf, xs[d])
    s.launch(
        [
            dict(
                device=d,
                module=mod,
                kernel=kernel,
                grid=2,
                block=64,
                args=[
                    np.uint64(mc.address),
                    np.uint64(smc.address),
                    np.uint64(sig),
                    np.uint32(n_bytes // 16),
                    np.uint32(d),
                    np.uint32(N),
                ],
            )
            for d in range(N)
        ]
    )
    return [s.devices[d].read(buf, n_bytes).view(dtype) for d in range(N)], s, sig


def test_oneshot_f32_allreduce_on_8_devices(mod):
    rng = np.random.default_rng(7)
    xs = [rng.standard_normal(2048).astype(np.float32) for _ in range(N)]
    got, s, sig = _oneshot(mod, "oneshot_f32", xs, np.float32)
    want = xs[0].copy()
    for x in xs[1:]:  # member order, one f32 rounding per step (normal values: no flush applies)
        want = (want + x).astype(np.float32)
    for g in got:
        np.testing.assert_array_equal(g.view(np.uint32), want.view(np.uint32))
    # the cross-device barrier: each of the 2 CTAs of every rank added 1 to every rank's copy
    assert all(int(s.devices[d].read(sig, 4).view(np.uint32)[0]) == 2 * N for d in range(N))


def test_oneshot_bf16_accumulates_in_f32(mod):
    rng = np.random.default_rng(8)
    xs = [(rng.standard_normal(1024) * 4).astype(ml_dtypes.bfloat16) for _ in range(N)]
    got, _, _ = _oneshot(mod, "oneshot_bf16", xs, np.uint16)
    acc = xs[0].astype(np.float32)
    for x in xs[1:]:
        acc = (acc + x.astype(np.float32)).astype(np.float32)
    want = acc.astype(ml_dtypes.bfloat16).view(np.uint16)  # one rounding to bf16 at the end
    for g in got:
        np.testing.assert_array_equal(g, want)
    # accumulating in bf16 instead would differ: the f32 accumulator is what is tested
    b = xs[0]
    for x in xs[1:]:
        b = (b.astype(np.float32) + x.astype(np.float32)).astype(ml_dtypes.bfloat16)
    assert (b.view(np.uint16) != want).any()


def test_integer_ld_reduce(mod):
    n = 256
    s = ptxemu.System(N)
    b32, b64 = s.alloc_symmetric(4 * n), s.alloc_symmetric(8 * n)
    m32, m64 = s.multicast(4 * n, b32), s.multicast(8 * n, b64)
    rng = np.random.default_rng(9)
    v32 = rng.integers(0, 2**32, (N, n), dtype=np.uint64).astype(np.uint32)
    v32[:, 0] = 0xFFFFFFFF  # wraps
    v64 = rng.integers(0, 2**63, (N, n), dtype=np.uint64)
    for d in range(N):
        s.devices[d].write(b32, v32[d])
        s.devices[d].write(b64, v64[d])
    out, out64 = np.zeros(2 * n, np.uint32), np.zeros(n, np.uint64)
    dev3 = s.devices[3]
    mod.launch(
        "ints",
        2,
        128,
        [np.uint64(m32.address), np.uint64(m64.address), out, out64, np.uint32(n)],
        device=dev3,
    )
    np.testing.assert_array_equal(out[0::2], v32.sum(axis=0, dtype=np.uint64).astype(np.uint32))
    np.testing.assert_array_equal(out[1::2], v32.view(np.int32).max(axis=0).view(np.uint32))
    np.testing.assert_array_equal(out64, np.bitwise_xor.reduce(v64, axis=0))


def test_red_adds_every_rank_into_every_copy(mod):
    n = 512
    s = ptxemu.System(N)
    bf, bu = s.alloc_symmetric(4 * n), s.alloc_symmetric(8 * n)
    mf, mu = s.multicast(4 * n, bf), s.multicast(8 * n, bu)
    rng = np.random.default_rng(10)
    xs = rng.integers(-1000, 1000, (N, n)).astype(np.float32)  # integers: every order gives one sum
    ys = rng.integers(0, 2**62, (N, n), dtype=np.uint64)
    s.launch(
        [
            dict(
                device=d,
                module=mod,
                kernel="red_add",
                grid=4,
                block=128,
                args=[np.uint64(mf.address), np.uint64(mu.address), xs[d], ys[d], np.uint32(n)],
            )
            for d in range(N)
        ]
    )
    for d in range(N):
        np.testing.assert_array_equal(s.devices[d].read(bf, 4 * n).view(np.float32), xs.sum(axis=0))
        np.testing.assert_array_equal(
            s.devices[d].read(bu, 8 * n).view(np.uint64), ys.sum(axis=0, dtype=np.uint64)
        )


@pytest.mark.parametrize("kernel,dtype", [("cpreduce_u32", np.uint32), ("cpreduce_f32", np.float32)])
def test_reduce_into_all_through_the_copy_engine(mod, kernel, dtype):
    """multimem.cp.reduce.async.bulk of staged 4 KiB chunks, bulk-group commit/wait, then the
    cross-device barrier: every device's copy holds the sum (u32 wraps; f32 inputs are integers,
    so every order of the ranks' reductions gives the same sum)."""
    n = 3 * 1024 + 256
    s, buf, sig, mc, smc = _system(4 * n + 4096)  # whole chunks: the last one runs past n
    rng = np.random.default_rng(11)
    if dtype is np.uint32:
        xs = rng.integers(0, 2**32, (N, n), dtype=np.uint64).astype(np.uint32)
        want = xs.sum(axis=0, dtype=np.uint64).astype(np.uint32)
    else:
        xs = rng.integers(-(2**16), 2**16, (N, n)).astype(np.float32)
        want = xs.sum(axis=0)
    s.launch(
        [
            dict(
                device=d,
                module=mod,
                kernel=kernel,
                grid=2,
                block=128,
                args=[
                    xs[d],
                    np.uint64(mc.address),
                    np.uint64(smc.address),
                    np.uint64(sig),
                    np.uint32(n),
                    np.uint32(N),
                ],
            )
            for d in range(N)
        ]
    )
    for d in range(N):
        np.testing.assert_array_equal(s.devices[d].read(buf, 4 * n).view(dtype), want)


# -- hand-worked element cases -------------------------------------------------------------------
HEAD = ".version 8.6\n.target {t}\n.address_size 64\n"
# lanes whose multimem addresses are no ascending run (reversed; 4 lanes per address): ld_reduce.add.u32
# reversed, then red.add.u32 of tid + 1 (test_multimem_distributed.py runs it on 4 ranks too)
SCATTER = HEAD.format(t="sm_90a") + """.visible .entry k(.param .u64 mc, .param .u64 out)
{
  .reg .b64 %a<6>; .reg .b32 %r<6>;
  ld.param.u64 %a1, [mc]; ld.param.u64 %a2, [out];
  mov.u32 %r1, %tid.x;
  sub.u32 %r2, 127, %r1;
  mul.wide.u32 %a3, %r2, 4;
  add.u64 %a4, %a1, %a3;
  multimem.ld_reduce.relaxed.sys.global.add.u32 %r3, [%a4];
  mul.wide.u32 %a3, %r1, 4;
  add.u64 %a5, %a2, %a3;
  st.global.u32 [%a5], %r3;
  bar.sync 0;
  shr.u32 %r4, %r1, 2;
  mul.wide.u32 %a3, %r4, 4;
  add.u64 %a4, %a1, %a3;
  add.u32 %r5, %r1, 1;
  multimem.red.relaxed.sys.global.add.u32 [%a4], %r5;
  ret;
}"""


def _one(
    form: str,
    values: list[np.ndarray],
    *,
    target="sm_90a",
    order="sequential",
    out_dtype=np.uint32,
    nout: int = 1,
):
    """Run `multimem.ld_reduce` form `form` once, with `values[d]` at the multimem address on
    device d; returns the registers it loaded."""
    nbytes = values[0].nbytes
    regs = ", ".join(f"%r{i}" for i in range(nout))
    dst = "{" + regs + "}" if nout > 1 else regs
    rb = {
        np.dtype(np.uint32): "b32",
        np.dtype(np.uint64): "b64",
        np.dtype(np.uint16): "b16",
        np.dtype(np.uint8): "b8",
    }[np.dtype(out_dtype)]
    st = "st.global" + (f".v{nout}" if nout > 1 else "") + f".{rb}"
    ptx = (
        HEAD.format(t=target)
        + f""".visible .entry k(.param .u64 mc, .param .u64 out)
{{
  .reg .b64 %a<3>; .reg .{rb} %r<9>;
  ld.param.u64 %a1, [mc]; ld.param.u64 %a2, [out];
  {form} {dst}, [%a1];
  {st} [%a2], {dst};
  ret;
}}"""
    )
    s = ptxemu.System(len(values), reduce_order=order)
    buf = s.alloc_symmetric(max(nbytes, 16))
    mc = s.multicast(max(nbytes, 16), buf)
    for d, v in enumerate(values):
        s.devices[d].write(buf, v.view(np.uint8))
    out = np.zeros(nout, out_dtype)
    ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(mc.address), out], device=s.devices[0])
    return out


def f32(*v):
    return np.array(v, np.float32).view(np.uint32)


def test_f32_add_flushes_subnormals_like_the_global_atomics():
    # 2^-130 + 2^-130: subnormal inputs are flushed to +0 (red.global.add.f32 on the H100), sum +0
    r = _one("multimem.ld_reduce.add.f32", [f32(2.0**-130), f32(2.0**-130)])
    assert r[0] == 0x00000000
    # -2^-149 + -0.0 -> -0 (sign kept by the flush)
    assert _one("multimem.ld_reduce.add.f32", [f32(-(2.0**-149)), f32(-0.0)])[0] == 0x80000000
    # NaN in -> the canonical 0x7FFFFFFF
    assert _one("multimem.ld_reduce.add.f32", [np.array([0x7FC01234], np.uint32), f32(1.0)])[0] == 0x7FFFFFFF


def test_reduce_order_is_a_named_choice():
    vals = [f32(1e8), f32(1.0), f32(-1e8), f32(1.0)]
    # sequential ((1e8 + 1) + -1e8) + 1 = 0 + 1 = 1 (1e8 + 1 rounds to 1e8); tree (1e8 + 1) + (-1e8 + 1) = 0
    assert _one("multimem.ld_reduce.add.f32", vals, order="sequential")[0] == f32(1.0)[0]
    assert _one("multimem.ld_reduce.add.f32", vals, order="tree")[0] == f32(0.0)[0]


def test_integer_wrap_and_signed_max():
    u = [np.array([0xFFFFFFFF], np.uint32), np.array([2], np.uint32)]
    assert _one("multimem.ld_reduce.add.u32", u)[0] == 1
    s = [np.array([-5], np.int32).view(np.uint32), np.array([3], np.int32).view(np.uint32)]
    assert _one("multimem.ld_reduce.min.s32", s)[0] == np.array([-5], np.int32).view(np.uint32)[0]
    assert _one("multimem.ld_reduce.min.u32", s)[0] == 3


def test_half_min_ignores_one_nan_and_add_keeps_subnormals():
    # f16x2: low half min(NaN, 2) = 2, high half min(-0, +0) = -0
    a = np.array([0x7E00 | (0x8000 << 16)], np.uint32)
    b = np.array([0x4000 | (0x0000 << 16)], np.uint32)
    assert _one("multimem.ld_reduce.min.f16x2", [a, b])[0] == (0x4000 | (0x8000 << 16))
    # f16 smallest subnormals: 0x0001 + 0x0001 = 0x0002 (no flush)
    h = np.array([0x0001, 0x0001], np.uint16).view(np.uint32)
    assert _one("multimem.ld_reduce.add.v2.f16", [h, h], out_dtype=np.uint16, nout=2).tolist() == [2, 2]


def test_fp8_forms_on_sm_100a():
    # e4m3x4 lanes: 448 + 448 saturates to 448 (0x7E), 1 + 1 = 2 (0x40), -0.5 + 0.25 = -0.25 (0xB0),
    # NaN (0x7F) + 1 = NaN
    a = np.array([0x7E | 0x38 << 8 | 0xB0 << 16 | 0x7F << 24], np.uint32)
    b = np.array([0x7E | 0x38 << 8 | 0x28 << 16 | 0x38 << 24], np.uint32)
    r = int(_one("multimem.ld_reduce.add.e4m3x4", [a, b], target="sm_100a")[0])
    assert [(r >> s) & 0xFF for s in (0, 8, 16, 24)] == [0x7E, 0x40, 0xA8, 0x7F]
    # .acc::f16 rounds once: 1 + 2^-4 + 2^-4 + 2^-4 + 2^-4 = 1.25 (0x3A); per-step e4m3 rounding
    # keeps 1 (1 + 2^-4 is a tie to even each time)
    one, tiny = np.array([0x38], np.uint8), np.array([0x18], np.uint8)  # 1.0, 2^-4
    vals = [np.tile(x, 4).view(np.uint32) for x in (one, tiny, tiny, tiny, tiny)]
    acc = _one("multimem.ld_reduce.add.acc::f16.v4.e4m3", vals, target="sm_100a", out_dtype=np.uint8, nout=4)
    step = _one("multimem.ld_reduce.add.v4.e4m3", vals, target="sm_100a", out_dtype=np.uint8, nout=4)
    assert acc.tolist() == [0x3A] * 4 and step.tolist() == [0x38] * 4


def test_plain_access_to_a_multimem_address_is_an_error():
    ptx = (
        HEAD.format(t="sm_90a")
        + """.visible .entry k(.param .u64 mc)
{ .reg .b64 %a; .reg .b32 %r; ld.param.u64 %a, [mc]; ld.global.u32 %r, [%a]; ret; }"""
    )
    s = ptxemu.System(2)
    buf = s.alloc_symmetric(64)
    mc = s.multicast(64, buf)
    with pytest.raises(ptxemu.PtxMemoryError, match="multimem address"):
        ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(mc.address)], device=s.devices[0])


def test_multimem_needs_a_system_and_bound_memory():
    form = "multimem.ld_reduce.add.u32"
    ptx = (
        HEAD.format(t="sm_90a")
        + f""".visible .entry k(.param .u64 mc)
{{ .reg .b64 %a; .reg .b32 %r; ld.param.u64 %a, [mc]; {form} %r, [%a]; ret; }}"""
    )
    with pytest.raises(ptxemu.PtxMemoryError, match="no ptxemu.System"):
        ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(0x7F80_0000_0000)])
    s = ptxemu.System(2)
    mc = s.multicast(64)  # nothing bound
    with pytest.raises(ptxemu.PtxMemoryError, match="no memory bound"):
        ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(mc.address)], device=s.devices[0])


def _cp_reduce(form: str, mem: list[np.ndarray], src: np.ndarray) -> list[np.ndarray]:
    """Thread 0 copies `src` (16 bytes) into shared memory and reduces it into every device's copy."""
    head = HEAD.format(t="sm_90a").replace("8.6", "9.1")
    ptx = (
        head
        + f""".visible .entry k(.param .u64 mc, .param .u64 src)
{{
  .reg .b64 %a<4>; .reg .b32 %s;
  .shared .align 16 .b8 buf[16];
  ld.param.u64 %a1, [mc]; ld.param.u64 %a2, [src];
  ld.global.v2.b64 {{%a0, %a3}}, [%a2];
  mov.u32 %s, buf;
  st.shared.v2.b64 [%s], {{%a0, %a3}};
  fence.proxy.async.shared::cta;
  multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.{form} [%a1], [%s], 16;
  ret;
}}"""
    )
    s = ptxemu.System(len(mem))
    buf = s.alloc_symmetric(16)
    mc = s.multicast(16, buf)
    for d, v in enumerate(mem):
        s.devices[d].write(buf, v.view(np.uint8))
    ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(mc.address), src], device=s.devices[1])
    return [s.devices[d].read(buf, 16).view(mem[0].dtype) for d in range(len(mem))]


def test_cp_reduce_bulk_into_every_device():
    # .inc.u32 (manual: old >= b ? 0 : old + 1) on each device's copy
    mem = [np.array([0, 5, 7, 9], np.uint32), np.array([7, 7, 100, 0], np.uint32)]
    out = _cp_reduce("inc.u32", mem, np.array([7, 7, 7, 7], np.uint32))
    assert out[0].tolist() == [1, 6, 0, 0] and out[1].tolist() == [0, 0, 0, 1]
    # .dec.u32: (old == 0 or old > b) ? b : old - 1
    out = _cp_reduce("dec.u32", mem, np.array([7, 7, 7, 7], np.uint32))
    assert out[0].tolist() == [7, 4, 6, 7] and out[1].tolist() == [6, 6, 7, 7]
    # .add.noftz.bf16 keeps subnormals: 0x0001 + 0x0001 = 0x0002; 1 + 1 = 2 (0x4000)
    mem = [np.array([1, 0x3F80, 0, 0, 0, 0, 0, 0], np.uint16)] * 2
    out = _cp_reduce("add.noftz.bf16", mem, np.array([1, 0x3F80, 0, 0, 0, 0, 0, 0], np.uint16))
    assert out[0][:2].tolist() == [2, 0x4000] and out[1][:2].tolist() == [2, 0x4000]
    # .add.f32 flushes: 2^-149 + 2^-149 = +0
    mem = [f32(2.0**-149, 1, 2, 3)] * 2
    out = _cp_reduce("add.f32", mem, f32(2.0**-149, 1, 1, 1))
    assert out[0].tolist() == f32(0, 2, 3, 4).tolist()


def test_invalid_form_is_an_error_at_run_time():
    ptx = (
        HEAD.format(t="sm_90a")
        + """.visible .entry k(.param .u64 mc)
{ .reg .b64 %a; .reg .b32 %r<2>; ld.param.u64 %a, [mc];
  multimem.ld_reduce.add.v2.u32 {%r0, %r1}, [%a]; ret; }"""
    )
    s = ptxemu.System(2)
    mc = s.multicast(64, s.alloc_symmetric(64))
    with pytest.raises(ptxemu.PtxError, match="[Vv]ector"):
        ptxemu.Module(ptx).launch("k", 1, 1, [np.uint64(mc.address)], device=s.devices[0])


def test_multicast_ranges_avoid_recorded_allocations():
    """A recorded program's allocation may lie anywhere (one lay at 0x7fbe55e00000): a multicast
    object is mapped clear of every device's allocations, and nothing is allocated over it later."""
    s = ptxemu.System(2)
    s.devices[1].alloc(4096, address=0x7F80_0000_1000)
    mc = s.multicast(4096, s.alloc_symmetric(4096))
    assert not (mc.address <= 0x7F80_0000_1000 < mc.address + (2 << 20))
    with pytest.raises(ptxemu.PtxMemoryError, match="multicast object"):
        s.devices[0].alloc(64, address=mc.address + 64)


@pytest.mark.parametrize("order", ["sequential", "tree"])
def test_compiled_f32_reduction_matches_the_numpy_route(order):
    """ld_reduce .add.f32's compiled loop gives the numpy route's bits (the route the hand-worked
    cases above pin to the H100's global-atomic rules): subnormals, ±0, inf, NaN payloads, 1-8 members."""
    from ptxemu.machine.semantics.multimem import ld_reduce_elements, ld_reduce_stack
    from ptxemu.numerics import jit

    if not jit.available():
        pytest.skip("numba absent")
    rng = np.random.default_rng(12)
    special = np.array(
        [
            0,
            0x80000000,
            1,
            0x807FFFFF,
            0x00800000,
            0x7F800000,
            0xFF800000,
            0x7FC01234,
            0xFFBFFFFF,
            0x7F7FFFFF,
            0x3F800000,
            0xBF800000,
        ],
        np.uint32,
    )
    for m in (1, 2, 3, 5, 8):
        st = rng.integers(0, 2**32, (m, 4096), dtype=np.uint64).astype(np.uint32)
        st[:, ::3] = rng.choice(special, (m, st[:, ::3].shape[1]))
        want = ld_reduce_elements(".add", ".f32", "", list(st), order)
        np.testing.assert_array_equal(ld_reduce_stack(".add", ".f32", "", st, order), want)


def test_scattered_and_colliding_lanes():
    """Lanes whose multimem addresses are not one ascending run (reversed, and 4 lanes per address):
    ld_reduce gathers, red applies every lane's update to every copy (integers: numpy's sum)."""
    ptx = SCATTER
    s = ptxemu.System(3)
    buf = s.alloc_symmetric(512)
    mc = s.multicast(512, buf)
    rng = np.random.default_rng(13)
    xs = rng.integers(0, 2**32, (3, 128), dtype=np.uint64).astype(np.uint32)
    for d in range(3):
        s.devices[d].write(buf, xs[d])
    out = np.zeros(128, np.uint32)
    ptxemu.Module(ptx).launch("k", 1, 128, [np.uint64(mc.address), out], device=s.devices[2])
    total = xs.sum(axis=0, dtype=np.uint64).astype(np.uint32)
    np.testing.assert_array_equal(out, total[::-1])
    add = np.zeros(128, np.uint64)
    np.add.at(add, np.arange(128) // 4, np.arange(1, 129))
    for d in range(3):
        np.testing.assert_array_equal(
            s.devices[d].read(buf, 512).view(np.uint32), (xs[d] + add).astype(np.uint32)
        )


# -- peer mapping and symmetric-memory-style all-reduces ------------------------------------------
def _symm(ndev: int, nbytes: int, grid: int):
    """A System with a symmetric buffer + its multicast object and signal pads whose peer pointers
    (each device's pad, mapped on every device) the kernels' barrier uses."""
    s = ptxemu.System(ndev)
    buf = s.alloc_symmetric(nbytes)
    mc = s.multicast(nbytes, buf)
    pad = s.alloc_symmetric(4 * grid * ndev)
    pads = np.array(s.peer_pointers(pad), np.uint64)
    return s, buf, mc, pad, pads


def test_peer_pointers_reach_every_device():
    """st/atom through another device's peer pointer change that device's memory (CUDA peer access
    over unified addresses); the mapping of one allocation is the same address everywhere."""
    ptx = HEAD.format(t="sm_90a") + """.visible .entry k(.param .u64 peers, .param .u32 me)
{
  .reg .b64 %a<5>; .reg .b32 %r<4>;
  ld.param.u64 %a1, [peers]; ld.param.u32 %r1, [me];
  mov.u32 %r2, %tid.x;
  mul.wide.u32 %a2, %r2, 8;
  add.u64 %a3, %a1, %a2;
  ld.global.u64 %a4, [%a3];
  mul.wide.u32 %a2, %r1, 4;
  add.u64 %a4, %a4, %a2;
  add.u32 %r3, %r1, 1;
  st.global.u32 [%a4], %r3;
  atom.global.add.u32 %r3, [%a4+64], %r3;
  ret;
}"""  # fmt: skip
    s = ptxemu.System(4)
    buf = s.alloc_symmetric(128)
    peers = s.peer_pointers(buf)
    assert len(set(peers)) == 4 and s.peer_pointers(buf) == peers and buf not in peers
    assert s.map_peer(2, buf + 96) == peers[2] + 96
    with pytest.raises(ptxemu.PtxMemoryError, match="no allocation of device 1"):
        s.map_peer(1, 0x1000)
    mod = ptxemu.Module(ptx)
    s.launch([dict(device=d, module=mod, kernel="k", grid=1, block=4,
                   args=[np.array(peers, np.uint64), np.uint32(d)]) for d in range(4)])  # fmt: skip
    for d in range(4):  # device d's copy: word e from device e (e + 1), and 4 adds of e + 1
        got = s.devices[d].read(buf, 128).view(np.uint32)
        np.testing.assert_array_equal(got[:4], [1, 2, 3, 4])
        np.testing.assert_array_equal(got[16:20], [1, 2, 3, 4])


def test_symmetric_memory_oneshot_f32_on_8_devices(mod):
    """PyTorch-symmetric-memory-style one-shot: a signal-pad barrier over peer pointers, then every
    rank ld_reduce's the whole buffer into its own output: the member-order f32 sum (normal values)."""
    n, grid = 4096, 2
    s, buf, mc, pad, pads = _symm(N, 4 * n, grid)
    rng = np.random.default_rng(14)
    xs = [rng.standard_normal(n).astype(np.float32) for _ in range(N)]
    for d in range(N):
        s.devices[d].write(buf, xs[d])
    outs = [np.zeros(n, np.float32) for _ in range(N)]
    s.launch([dict(device=d, module=mod, kernel="symm_oneshot_f32", grid=grid, block=128,
                   args=[np.uint64(mc.address), outs[d], pads, np.uint32(n // 4), np.uint32(d), np.uint32(N)])
              for d in range(N)])  # fmt: skip
    want = xs[0].copy()
    for x in xs[1:]:
        want = (want + x).astype(np.float32)
    for d in range(N):
        np.testing.assert_array_equal(outs[d].view(np.uint32), want.view(np.uint32))
        assert not s.devices[d].read(pad, 4 * grid * N).any()  # the barrier's flags are down again


def test_symmetric_memory_twoshot_bf16_on_8_devices(mod):
    n, grid = 2048, 2  # bf16 elements
    s, buf, mc, pad, pads = _symm(N, 2 * n, grid)
    rng = np.random.default_rng(15)
    xs = [(rng.standard_normal(n) * 3).astype(ml_dtypes.bfloat16) for _ in range(N)]
    for d in range(N):
        s.devices[d].write(buf, xs[d])
    s.launch([dict(device=d, module=mod, kernel="symm_twoshot_bf16", grid=grid, block=64,
                   args=[np.uint64(mc.address), pads, np.uint32(2 * n // 16), np.uint32(d), np.uint32(N)])
              for d in range(N)])  # fmt: skip
    acc = xs[0].astype(np.float32)
    for x in xs[1:]:
        acc = (acc + x.astype(np.float32)).astype(np.float32)
    want = acc.astype(ml_dtypes.bfloat16).view(np.uint16)
    for d in range(N):
        np.testing.assert_array_equal(s.devices[d].read(buf, 2 * n).view(np.uint16), want)


@pytest.mark.parametrize(
    "kernel,dtype", [("twoshot_cpreduce_u32", np.uint32), ("twoshot_cpreduce_f32", np.float32)]
)
def test_twoshot_reduce_scatter_by_bulk_reductions_then_multicast(mod, kernel, dtype):
    """Two-shot: cp.reduce.async.bulk of 4 KiB chunks into each slice's owner through peer pointers
    (reduce-scatter), a barrier, then multimem.st of the owner's slice to every device. u32 wraps;
    the f32 inputs are integers, so the owners' arrival order cannot change the sum."""
    n, grid = 5000, 2
    per = 1024
    slice_ = (n + N - 1) // N // per * per + per
    s = ptxemu.System(N)
    out = s.alloc_symmetric(4 * N * slice_)
    out_mc = s.multicast(4 * N * slice_, out)
    scratch = s.alloc_symmetric(4 * N * slice_)
    pad = s.alloc_symmetric(4 * grid * N)
    sp, pads = np.array(s.peer_pointers(scratch), np.uint64), np.array(s.peer_pointers(pad), np.uint64)
    rng = np.random.default_rng(16)
    if dtype is np.uint32:
        xs = rng.integers(0, 2**32, (N, n), dtype=np.uint64).astype(np.uint32)
        want = xs.sum(axis=0, dtype=np.uint64).astype(np.uint32)
    else:
        xs = rng.integers(-(2**16), 2**16, (N, n)).astype(np.float32)
        want = xs.sum(axis=0)
    omc = np.uint64(out_mc.address)
    s.launch([dict(device=d, module=mod, kernel=kernel, grid=grid, block=128,
                   args=[xs[d], sp, omc, pads, np.uint32(n), np.uint32(d), np.uint32(N)])
              for d in range(N)])  # fmt: skip
    for d in range(N):
        np.testing.assert_array_equal(s.devices[d].read(out, 4 * n).view(dtype), want)


# A kernel for the several-process Systems (test_multimem_distributed, test_ranks): skew 0 counts to
# 10^9; any other skew reads a misaligned multimem address and fails.
FAILING_RANK = """.version 8.6
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 mc, .param .u32 skew)
{
  .reg .b64 %a<3>; .reg .b32 %r<3>; .reg .pred %p<3>;
  ld.param.u64 %a1, [mc]; ld.param.u32 %r1, [skew];
  setp.eq.u32 %p1, %r1, 0;
  @%p1 bra LONG;
  cvt.u64.u32 %a2, %r1;
  add.u64 %a1, %a1, %a2;
  multimem.ld_reduce.relaxed.sys.global.add.u32 %r0, [%a1];
  ret;
LONG:
  mov.u32 %r2, 0;
LOOP:
  add.u32 %r2, %r2, 1;
  setp.lt.u32 %p2, %r2, 1000000000;
  @%p2 bra LOOP;
  ret;
}"""
