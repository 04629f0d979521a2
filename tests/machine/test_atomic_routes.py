"""The compiled lane-order loop of atom/red (semantics.atomic_kernels) and the numpy chains
(semantics.atomic_chains) against the numpy rounds (semantics.atomic, the reference whose results
the hardware tests check: test_float_atomics_hw, test_kernels_hw's atomics, run through every
route): every operation and type, scalar and vector rows, global and shared rules, lanes colliding
on one address (a chain of 200 updates) and scattered, with special values (NaN payloads,
infinities, signed zeros, subnormals, the halves' extremes). Memory after and the old values must
be equal bit for bit."""

from __future__ import annotations

import zlib

import numpy as np
import pytest

from ptxemu.machine.semantics import atomic
from ptxemu.machine.semantics.atomic_chains import apply_chains
from ptxemu.machine.semantics.atomic_kernels import KINDS, OPS, apply_rows
from ptxemu.numerics import jit

needs_numba = pytest.mark.skipif(not jit.available(), reason="numba not installed")

BITS = {".b16": 16, ".b32": 32, ".b64": 64, ".u32": 32, ".u64": 64, ".s32": 32, ".s64": 64, ".f32": 32,
        ".f64": 64, ".f16": 16, ".bf16": 16, ".f16x2": 32, ".bf16x2": 32}
UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}
HALVES = [0, 0x8000, 1, 0x8001, 0x3FF, 0x400, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7C01, 0x7E00, 0xFE00,
          0x3C00, 0xBC00, 0x7F7F, 0xFF7F, 0x7F80, 0xFF80, 0x7F81, 0x7FC0, 0x80, 0x7F, 0x3F80, 0xBF80]
WORDS32 = [0, 0x80000000, 1, 0x807FFFFF, 0x7F800000, 0xFF800000, 0x7FC00001, 0x7F800001, 0x3F800000,
           0x00800000, 0x7F7FFFFF, 0xFFFFFFFF]
WORDS64 = [0, 1 << 63, 1, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF0000000000001,
           0x7FF8000000000000, 0x3FF0000000000000, 0x000FFFFFFFFFFFFF, (1 << 64) - 1]


def _values(rng, bits: int, m: int) -> np.ndarray:
    v = rng.integers(0, 1 << 63, m, dtype=np.uint64) * np.uint64(2) + rng.integers(0, 2, m, dtype=np.uint64)
    v = v & np.uint64((1 << bits) - 1) if bits < 64 else v
    s = rng.random(m) < 0.4
    if bits == 16:
        v[s] = rng.choice(HALVES, s.sum())
    elif bits == 32:
        h = np.array(HALVES, np.uint64)
        v[s] = (rng.choice(h, s.sum()) << np.uint64(16)) | rng.choice(h, s.sum())
        s2 = rng.random(m) < 0.2
        v[s2] = rng.choice(np.array(WORDS32, np.uint64), s2.sum())
    else:
        v[s] = rng.choice(np.array(WORDS64, np.uint64), s.sum())
    return v.astype(UINT[bits])


def _cases():
    for typ in BITS:
        for op in OPS:
            if typ in (".f32", ".f64") and op not in (".add", ".exch"):
                continue
            if typ in (".f16", ".bf16", ".f16x2", ".bf16x2") and op not in (".add", ".min", ".max"):
                continue
            if typ == ".b16" and op not in (".cas", ".exch"):
                continue
            if op in (".inc", ".dec") and typ != ".u32":
                continue
            yield typ, op


@needs_numba
@pytest.mark.parametrize("typ,op", list(_cases()))
def test_compiled_loop_equals_rounds(typ, op):
    rng = np.random.default_rng(zlib.crc32(f"{typ}{op}".encode()))
    bits = BITS[typ]
    vec = [1, 2, 4] if typ in (".f32", ".f16", ".bf16", ".f16x2", ".bf16x2") else [1]
    for n in vec:
        for sp in (".global", ".shared"):
            for one_address in (True, False):
                mem0 = _values(rng, bits, 64)
                lanes = 200
                idx = (rng.integers(0, 64 // n, lanes) * n).astype(np.int64)
                if one_address:
                    idx[:] = idx[0]
                b = _values(rng, bits, lanes * n).reshape(lanes, n)
                c = _values(rng, bits, lanes * n).reshape(lanes, n) if op == ".cas" else None
                ref, olds_ref = mem0.copy(), np.zeros((lanes, n), UINT[bits])
                for rnd in atomic._rounds(idx):  # the reference: numpy rounds
                    cols = idx[rnd][:, None] + np.arange(n)
                    olds_ref[rnd] = ref[cols]
                    cr = None if c is None else c[rnd]
                    ref[cols] = atomic._apply_vector(op, typ, ref[cols], b[rnd], cr, sp)
                got, olds = mem0.copy(), np.zeros((lanes, n), UINT[bits])
                cc = b if c is None else c
                apply_rows(got, idx, b, cc, olds, OPS[op], KINDS[typ], bits, sp == ".shared")
                assert np.array_equal(got, ref), (typ, op, n, sp, one_address)
                assert np.array_equal(olds, olds_ref), (typ, op, n, sp, one_address)


@needs_numba
@pytest.mark.parametrize("typ", [".f16", ".bf16"])
def test_half_add_on_every_pair_class(typ):
    """add.noftz on 2^20 random pairs of 16-bit codes (every class: NaN, inf, zero, subnormal,
    normal, overflow, cancellation), the compiled loop against floating.half_arith."""
    from ptxemu.machine.semantics.floating import half_arith

    rng = np.random.default_rng(7)
    x = rng.integers(0, 1 << 16, 1 << 20).astype(np.uint16)
    y = rng.integers(0, 1 << 16, 1 << 20).astype(np.uint16)
    mem, olds = x.copy(), np.zeros((len(x), 1), np.uint16)
    apply_rows(mem, np.arange(len(x), dtype=np.int64), y[:, None], y[:, None], olds, OPS[".add"], KINDS[typ],
               16, False)
    assert np.array_equal(mem, half_arith("add", typ, [x, y], "rn", False, False))
    assert np.array_equal(olds[:, 0], x)


def _reference(mem0, idx, b, c, op, typ, sp):
    ref, olds = mem0.copy(), np.zeros(b.shape, mem0.dtype)
    for rnd in atomic._rounds(idx):
        cols = idx[rnd][:, None] + np.arange(b.shape[1])
        olds[rnd] = ref[cols]
        ref[cols] = atomic._apply_vector(op, typ, ref[cols], b[rnd], None if c is None else c[rnd], sp)
    return ref, olds


@pytest.mark.parametrize("typ,op", list(_cases()))
def test_chains_equal_rounds(typ, op):
    """Chains of every length pattern: one address (200 deep), scattered, and skewed (one address
    taking half the lanes beside single and double hits: groups of different depths)."""
    rng = np.random.default_rng(zlib.crc32(f"chains{typ}{op}".encode()))
    bits = BITS[typ]
    vec = [1, 2, 4] if typ in (".f32", ".f16", ".bf16", ".f16x2", ".bf16x2") else [1]
    for n in vec:
        for sp in (".global", ".shared"):
            for shape in ("one", "scattered", "skewed"):
                mem0 = _values(rng, bits, 256)
                lanes = 200
                idx = (rng.integers(0, 256 // n, lanes) * n).astype(np.int64)
                if shape == "one":
                    idx[:] = idx[0]
                elif shape == "skewed":
                    idx[rng.random(lanes) < 0.5] = 0
                b = _values(rng, bits, lanes * n).reshape(lanes, n)
                c = _values(rng, bits, lanes * n).reshape(lanes, n) if op == ".cas" else None
                ref, olds_ref = _reference(mem0, idx, b, c, op, typ, sp)
                got = mem0.copy()
                olds = apply_chains(got, idx, b, c, op, typ, sp)
                if olds is None:  # not this route's (cas, inc, dec, NaN in f64, f32 subnormal sums)
                    assert np.array_equal(got, mem0), "memory touched by a route that declined"
                    continue
                assert np.array_equal(got, ref), (typ, op, n, sp, shape)
                assert np.array_equal(olds, olds_ref), (typ, op, n, sp, shape)


@pytest.mark.parametrize("typ", [".f16", ".bf16", ".f16x2", ".bf16x2", ".f32", ".u32", ".s32"])
def test_chains_long_and_ordinary(typ):
    """Ordinary values (where the chains route runs rather than declines): 6,000 lanes on 8
    addresses (750-deep chains) and on 3,000, adds and min/max, against the rounds."""
    rng = np.random.default_rng(zlib.crc32(typ.encode()))
    bits = BITS[typ]
    ops = [".add"] + ([".min", ".max"] if typ not in (".f32",) else [])
    for op in ops:
        for sp in (".global", ".shared"):
            for slots in (8, 3000):
                lanes = 6000
                if typ == ".f32":
                    b = rng.standard_normal(lanes).astype(np.float32).view(np.uint32)[:, None]
                    mem0 = rng.standard_normal(slots).astype(np.float32).view(np.uint32)
                elif bits == 16 or typ.endswith("x2"):
                    h = rng.integers(0x2000, 0x4400, (lanes, 2 if typ.endswith("x2") else 1), dtype=np.uint16)
                    h |= (rng.integers(0, 2, h.shape, dtype=np.uint16) << np.uint16(15))
                    b = np.ascontiguousarray(h).view(UINT[bits])
                    mem0 = np.zeros(slots, UINT[bits])
                else:
                    b = rng.integers(0, 1 << 32, (lanes, 1), dtype=np.uint64).astype(np.uint32)
                    mem0 = rng.integers(0, 1 << 32, slots, dtype=np.uint64).astype(np.uint32)
                idx = rng.integers(0, slots, lanes).astype(np.int64)
                ref, olds_ref = _reference(mem0, idx, b, None, op, typ, sp)
                got = mem0.copy()
                olds = apply_chains(got, idx, b, None, op, typ, sp)
                assert olds is not None, (typ, op, sp, slots)
                assert np.array_equal(got, ref), (typ, op, sp, slots)
                assert np.array_equal(olds, olds_ref), (typ, op, sp, slots)


@pytest.mark.parametrize("typ", [".f16", ".bf16"])
def test_chains_half_add_on_every_pair_class(typ):
    """add.noftz on 2^20 random pairs of 16-bit codes (every class), the chains route (one update
    per address: numpy's float16 add, or the bf16 step) against floating.half_arith."""
    from ptxemu.machine.semantics.floating import half_arith

    rng = np.random.default_rng(8)
    x = rng.integers(0, 1 << 16, 1 << 20).astype(np.uint16)
    y = rng.integers(0, 1 << 16, 1 << 20).astype(np.uint16)
    mem = x.copy()
    olds = apply_chains(mem, np.arange(len(x), dtype=np.int64), y[:, None], None, ".add", typ, ".global")
    assert np.array_equal(mem, half_arith("add", typ, [x, y], "rn", False, False))
    assert np.array_equal(olds[:, 0], x)


@pytest.mark.parametrize("typ", [".f16", ".bf16"])
def test_chains_half_add_pairs_in_one_chain(typ):
    """Chains of two updates from every class of codes (memory 0, then x, then y: the second step
    adds y to the rounded x), against floating.half_arith applied twice."""
    from ptxemu.machine.semantics.floating import half_arith

    rng = np.random.default_rng(9)
    m = 1 << 18
    x = rng.integers(0, 1 << 16, m).astype(np.uint16)
    y = rng.integers(0, 1 << 16, m).astype(np.uint16)
    z = rng.integers(0, 1 << 16, m).astype(np.uint16)
    mem = z.copy()
    idx = np.repeat(np.arange(m, dtype=np.int64), 2)
    b = np.stack([x, y], axis=1).reshape(-1, 1)
    apply_chains(mem, idx, b, None, ".add", typ, ".shared")
    step1 = half_arith("add", typ, [z, x], "rn", False, False)
    assert np.array_equal(mem, half_arith("add", typ, [step1, y], "rn", False, False))


def test_a_fresh_process_reduces_without_loading_numba():
    """A process's first launch of 32,768 bf16x2 red.global.add into 32 words (chains 1,024 deep)
    runs on numpy's chains: numba is not loaded for it, and memory equals the numpy rounds'."""
    import subprocess
    import sys

    code = r'''
import sys, numpy as np, ptxemu
from ptxemu.machine.semantics import atomic
ptx = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out, .param .u64 inp)
{
  .reg .b32 %r<9>; .reg .b64 %rd<7>;
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [inp];
  mov.u32 %r2, %tid.x; mov.u32 %r3, %ctaid.x; mov.u32 %r4, %ntid.x;
  mad.lo.u32 %r5, %r3, %r4, %r2; and.b32 %r6, %r5, 31;
  mul.wide.u32 %rd3, %r5, 4; add.u64 %rd4, %rd2, %rd3; ld.global.b32 %r7, [%rd4];
  mul.wide.u32 %rd5, %r6, 4; add.u64 %rd6, %rd1, %rd5;
  red.global.add.noftz.bf16x2 [%rd6], %r7;
  ret;
}
"""
mod = ptxemu.Module(ptx)
rng = np.random.default_rng(5)
n = 32768
lo, hi = (rng.integers(0x3000, 0x3C00, n, dtype=np.uint32) for _ in range(2))
inp = lo | (hi << 16) | (rng.integers(0, 2, n, dtype=np.uint32) << 31)
out = np.zeros(32, np.uint32)
mod.launch("k", n // 256, 256, [out, inp], route="interp", workers=1)
loaded = "numba.core.dispatcher" in sys.modules
ref = np.zeros(32, np.uint32)
with atomic.route("rounds"):
    mod.launch("k", n // 256, 256, [ref, inp], route="interp", workers=1)
print(loaded, np.array_equal(out, ref), int(out.astype(np.uint64).sum()))
'''
    env = {k: v for k, v in __import__("os").environ.items() if k != "PTXEMU_JIT"}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    loaded, same, total = r.stdout.split()
    assert loaded == "False" and same == "True" and int(total) != 0, r.stdout


@pytest.mark.parametrize("mem", ["ordinary", "canonical nan", "minus zero", "nan payload"])
def test_chains_bf16x2_add_with_a_zero_half(mem, monkeypatch):
    """The 16-bit atomicAdd written as a bf16x2 one (llm.c's atomicAddX, PyTorch's fastAtomicAdd):
    each lane adds +0 to one half. The chains skip those updates where that cannot change a value
    (ordinary values, 0x7FFF) and step every update where memory holds -0 or a NaN other than
    0x7FFF; against the rounds."""
    from ptxemu.machine.semantics import atomic_chains

    stepped = []
    real = atomic_chains._half_add
    def counted(bf, m, v, *rest):
        stepped.append(len(v))
        return real(bf, m, v, *rest)

    monkeypatch.setattr(atomic_chains, "_half_add", counted)
    rng = np.random.default_rng(zlib.crc32(mem.encode()))
    lanes, slots = 4096, 16
    h = rng.integers(0x3000, 0x3C00, lanes, dtype=np.uint32)
    h |= rng.integers(0, 2, lanes, dtype=np.uint32) << np.uint32(15)
    hi = rng.integers(0, 2, lanes).astype(bool)
    b = np.where(hi, h << np.uint32(16), h).astype(np.uint32)[:, None]
    b[::97] = 0  # some lanes add +0 to both halves
    fill = {"ordinary": 0x3F80, "minus zero": 0x8000, "nan payload": 0x7FC1, "canonical nan": 0x7FFF}[mem]
    mem0 = np.full(slots, fill | (fill << 16), np.uint32)
    idx = rng.integers(0, slots, lanes).astype(np.int64)
    for sp in (".global", ".shared"):
        ref, olds_ref = _reference(mem0, idx, b, None, ".add", ".bf16x2", sp)
        got = mem0.copy()
        olds = apply_chains(got, idx, b, None, ".add", ".bf16x2", sp)
        assert np.array_equal(got, ref) and np.array_equal(olds, olds_ref), (mem, sp)
    skipped = mem in ("ordinary", "canonical nan")
    assert stepped[-1] < 2 * lanes if skipped else stepped[-1] == 2 * lanes, stepped
