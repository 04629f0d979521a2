"""Speed of the exact MMA models (ptxemu.mma) against a float64 einsum of the same batch, on the CPU.

The baseline is what existing simulators do: decode the codes to float64 (a table lookup, or a
view for f32/tf32/f64 containers), apply block scales, one batched einsum (np.matmul), add C,
round once into the output type (f32/f16 cast; s32 wraps); the faster of np.matmul and np.einsum
for the product (see _PRODUCTS). Both run in this process, one thread
each (BLAS pinned to one thread, kernels single-threaded), on the same random batch: finite codes
drawn uniformly for formats of 8 bits or fewer (every exponent), normal samples for f16, bf16,
tf32, f32 and f64, uniform integers. There is one row per arithmetic path of ptxemu (see
docs/numerics.md), plus the short tf32 shapes; the table reports seconds per call (best of
--repeat) and the ratio exact / baseline, for the whole baseline pipeline and for the einsum alone.

    python benchmarks/bench_mma.py [--repeat 5] [--scale 1.0] [--only SUBSTRING]
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from dataclasses import dataclass

# Single-threaded BLAS for both sides: on a loaded 2-core box OpenBLAS threads make small batched
# matmuls 1000x slower and the timings meaningless. Set before numpy is imported.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402


def _steady_malloc() -> None:
    """Serve large arrays from the heap, not fresh mmaps: glibc's dynamic mmap threshold otherwise
    makes either side's temporaries page-fault in some runs and not in others (timings of the
    same call varied 1-5x). M_MMAP_THRESHOLD = -3 and M_TRIM_THRESHOLD = -1 (malloc.h); both
    sides benefit alike."""
    import ctypes

    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:  # not glibc: leave the allocator alone
        return
    libc.mallopt(-3, 1 << 30)
    libc.mallopt(-1, 1 << 30)


_steady_malloc()

import ptxemu  # noqa: E402
from ptxemu.errors import PtxemuError  # noqa: E402
from ptxemu.formats import FORMATS, decode  # noqa: E402

_INT_RANGE = {"s8": (-128, 128), "u8": (0, 256), "s4": (-8, 8), "u4": (0, 16), "b1": (0, 2)}
_WIDE = {"f16": np.float16, "bf16": None, "tf32": np.float32, "f32": np.float32, "f64": np.float64}
_CODE_DT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


@dataclass(frozen=True)
class Case:
    label: str
    form: str
    batch: int
    mnk: tuple[int, int, int]
    types: tuple[str, str, str, str]  # A, B, C, D
    scale: tuple[str, int] | None = None  # (scale type, elements per scale along K)


def _codes(rng: np.random.Generator, typ: str, shape: tuple[int, ...]) -> np.ndarray:
    """Random operand codes of `typ` as ptxemu.mma takes them; floats finite (no NaN/inf)."""
    if typ in _INT_RANGE:
        lo, hi = _INT_RANGE[typ]
        v = rng.integers(lo, hi, shape)
        return (v & ((1 << {"s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}[typ]) - 1)).astype(np.uint8)
    if typ == "s32":
        return rng.integers(-(1 << 20), 1 << 20, shape).astype(np.uint32)
    if typ in _WIDE:
        x = rng.standard_normal(shape)
        if typ == "bf16":
            return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)
        return x.astype(_WIDE[typ]).view(_CODE_DT[np.dtype(_WIDE[typ]).itemsize * 8])
    bits = FORMATS[typ].bits
    x = rng.integers(0, 1 << bits, shape, dtype=np.uint16).astype(np.uint8)
    bad = ~np.isfinite(decode(x, typ).astype(np.float64))
    x[bad] = 0
    return x


def _values(typ: str, codes: np.ndarray) -> Callable[[], np.ndarray]:
    """The baseline's decoding step: codes -> float64 (table lookup or view)."""
    if typ in _INT_RANGE or typ == "s32":
        if typ in ("s8", "s4", "s32"):
            w = {"s8": 8, "s4": 4, "s32": 32}[typ]
            tab = np.arange(1 << min(w, 8)).astype(np.float64)
            if w < 32:
                tab[tab >= 1 << (w - 1)] -= 1 << w
                return lambda: tab[codes]
            return lambda: codes.view(np.int32).astype(np.float64)
        return lambda: codes.astype(np.float64)
    if typ == "f32":
        return lambda: codes.view(np.float32).astype(np.float64)
    if typ == "tf32":  # the low 13 bits of the container are not part of the value
        return lambda: (codes & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
    if typ == "f64":
        return lambda: codes.view(np.float64)
    n = 1 << FORMATS[typ].bits
    tab = decode(np.arange(n, dtype=np.uint8 if n <= 256 else np.uint16), typ).astype(np.float64)
    return lambda: tab[codes]


def _round_out(typ: str, v: np.ndarray) -> np.ndarray:
    if typ == "s32":
        return (v.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)
    if typ == "f64":
        return v
    return v.astype(np.float16 if typ == "f16" else np.float32)


def build(case: Case, rng: np.random.Generator):
    """(operands for ptxemu.mma, the baseline pipeline, the einsum alone)."""
    M, N, K = case.mnk
    T = case.batch
    ta, tb, tc, td = case.types
    A, B, C = _codes(rng, ta, (T, M, K)), _codes(rng, tb, (T, K, N)), _codes(rng, tc, (T, M, N))
    kw: dict[str, np.ndarray] = {}
    va, vb, vc = _values(ta, A), _values(tb, B), _values(tc, C)
    sa = sb = None
    if case.scale is not None:
        st, per = case.scale
        lo, hi = (0x7C, 0x83) if st == "ue8m0" else (0x30, 0x40)  # scales around 1
        kw["scale_a"] = rng.integers(lo, hi, (T, M, K // per)).astype(np.uint8)
        kw["scale_b"] = rng.integers(lo, hi, (T, K // per, N)).astype(np.uint8)
        tab = decode(np.arange(1 << FORMATS[st].bits, dtype=np.uint8), st).astype(np.float64)
        sa = lambda: np.repeat(tab[kw["scale_a"]], per, axis=-1)  # noqa: E731
        sb = lambda: np.repeat(tab[kw["scale_b"]], per, axis=-2)  # noqa: E731

    def pipeline(product: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> Callable[[], np.ndarray]:
        def full() -> np.ndarray:
            a, b = va(), vb()
            if sa is not None:
                a, b = a * sa(), b * sb()
            with np.errstate(over="ignore"):  # an f16 output may overflow to inf: that is fine
                return _round_out(td, product(a, b) + vc())
        return full

    a0, b0 = va(), vb()
    return (dict(A=A, B=B, C=C, **kw), [pipeline(p) for p in _PRODUCTS],
            [lambda p=p: p(a0, b0) for p in _PRODUCTS])


# The batched float64 product two ways: numpy's matmul calls BLAS per matrix when the operands
# are aligned and contiguous (slow for thousands of 16x8 tiles) and its own loop otherwise, so its
# time is bimodal; einsum takes one path. The baseline is the faster of the two in each run.
_PRODUCTS: list[Callable[[np.ndarray, np.ndarray], np.ndarray]] = [
    np.matmul, lambda a, b: np.einsum("...mk,...kn->...mn", a, b)]


W, S = "wgmma.mma_async.sync.aligned", "mma.sync.aligned"


def cases(scale: float) -> list[Case]:
    s = lambda n: max(1, int(n * scale))  # noqa: E731
    wg = dict(batch=s(32))
    mm = dict(batch=s(4096))
    return [
        # wgmma (sm_90a): one row per model path
        Case("wgmma m64n256k16 f32.f16.f16", f"{W}.m64n256k16.f32.f16.f16", mnk=(64, 256, 16),
             types=("f16", "f16", "f32", "f32"), **wg),
        Case("wgmma m64n256k16 f16.f16.f16", f"{W}.m64n256k16.f16.f16.f16", mnk=(64, 256, 16),
             types=("f16", "f16", "f16", "f16"), **wg),
        Case("wgmma m64n256k16 f32.bf16.bf16", f"{W}.m64n256k16.f32.bf16.bf16", mnk=(64, 256, 16),
             types=("bf16", "bf16", "f32", "f32"), **wg),
        Case("wgmma m64n256k8 f32.tf32.tf32", f"{W}.m64n256k8.f32.tf32.tf32", mnk=(64, 256, 8),
             types=("tf32", "tf32", "f32", "f32"), **wg),
        # tf32 with N = 8 (here and below): the shapes where the exact model is furthest behind
        Case("wgmma m64n8k8 f32.tf32.tf32", f"{W}.m64n8k8.f32.tf32.tf32", mnk=(64, 8, 8),
             types=("tf32", "tf32", "f32", "f32"), batch=s(1024)),
        Case("wgmma m64n256k32 f32.e4m3.e4m3", f"{W}.m64n256k32.f32.e4m3.e4m3", mnk=(64, 256, 32),
             types=("e4m3", "e4m3", "f32", "f32"), **wg),
        Case("wgmma m64n256k32 f32.e5m2.e4m3", f"{W}.m64n256k32.f32.e5m2.e4m3", mnk=(64, 256, 32),
             types=("e5m2", "e4m3", "f32", "f32"), **wg),
        Case("wgmma m64n256k32 f16.e4m3.e5m2", f"{W}.m64n256k32.f16.e4m3.e5m2", mnk=(64, 256, 32),
             types=("e4m3", "e5m2", "f16", "f16"), **wg),
        Case("wgmma m64n224k32 s32.s8.u8", f"{W}.m64n224k32.s32.s8.u8", mnk=(64, 224, 32),
             types=("s8", "u8", "s32", "s32"), **wg),
        Case("wgmma m64n256k256 s32.b1.b1.and.popc", f"{W}.m64n256k256.s32.b1.b1.and.popc",
             mnk=(64, 256, 256), types=("b1", "b1", "s32", "s32"), batch=s(4)),
        # mma.sync on sm_90a
        Case("mma.sync m16n8k16 f32.f16.f16.f32", f"{S}.m16n8k16.row.col.f32.f16.f16.f32",
             mnk=(16, 8, 16), types=("f16", "f16", "f32", "f32"), **mm),
        Case("mma.sync m16n8k16 f16.f16.f16.f16", f"{S}.m16n8k16.row.col.f16.f16.f16.f16",
             mnk=(16, 8, 16), types=("f16", "f16", "f16", "f16"), **mm),
        Case("mma.sync m16n8k8 f32.tf32.tf32.f32", f"{S}.m16n8k8.row.col.f32.tf32.tf32.f32",
             mnk=(16, 8, 8), types=("tf32", "tf32", "f32", "f32"), **mm),
        Case("mma.sync m16n8k4 f32.tf32.tf32.f32", f"{S}.m16n8k4.row.col.f32.tf32.tf32.f32",
             mnk=(16, 8, 4), types=("tf32", "tf32", "f32", "f32"), batch=s(8192)),
        Case("mma.sync m16n8k32 f32.e4m3.e4m3.f32", f"{S}.m16n8k32.row.col.f32.e4m3.e4m3.f32",
             mnk=(16, 8, 32), types=("e4m3", "e4m3", "f32", "f32"), **mm),
        Case("mma.sync m16n8k32 f16.e5m2.e5m2.f16", f"{S}.m16n8k32.row.col.f16.e5m2.e5m2.f16",
             mnk=(16, 8, 32), types=("e5m2", "e5m2", "f16", "f16"), **mm),
        Case("mma.sync m8n8k4 f32.f16.f16.f32", f"{S}.m8n8k4.row.col.f32.f16.f16.f32",
             mnk=(8, 8, 4), types=("f16", "f16", "f32", "f32"), batch=s(8192)),
        Case("mma.sync m16n8k32 s32.s8.s8.s32", f"{S}.m16n8k32.row.col.s32.s8.s8.s32",
             mnk=(16, 8, 32), types=("s8", "s8", "s32", "s32"), **mm),
        Case("mma.sync m16n8k64 s32.s4.u4.s32.satfinite", f"{S}.m16n8k64.row.col.satfinite.s32.s4.u4.s32",
             mnk=(16, 8, 64), types=("s4", "u4", "s32", "s32"), **mm),
        Case("mma.sync m16n8k256 s32.b1.b1.s32.xor.popc", f"{S}.m16n8k256.row.col.s32.b1.b1.s32.xor.popc",
             mnk=(16, 8, 256), types=("b1", "b1", "s32", "s32"), batch=s(1024)),
        Case("mma.sync m16n8k16 .rn.f64", f"{S}.m16n8k16.row.col.rn.f64.f64.f64.f64",
             mnk=(16, 8, 16), types=("f64", "f64", "f64", "f64"), batch=s(1024)),
        Case("mma.sync m16n8k16 .rz.f64", f"{S}.m16n8k16.row.col.rz.f64.f64.f64.f64",
             mnk=(16, 8, 16), types=("f64", "f64", "f64", "f64"), batch=s(1024)),
        # mma.sync on sm_120a (no hardware here: the named models of docs/numerics.md)
        Case("mma.sync m16n8k32 kind::f8f6f4 f32.e4m3.e2m1",
             f"{S}.m16n8k32.row.col.kind::f8f6f4.f32.e4m3.e2m1.f32", mnk=(16, 8, 32),
             types=("e4m3", "e2m1", "f32", "f32"), batch=s(8192)),
        Case("mma.sync m16n8k32 kind::f8f6f4 f16.e3m2.e2m3",
             f"{S}.m16n8k32.row.col.kind::f8f6f4.f16.e3m2.e2m3.f16", mnk=(16, 8, 32),
             types=("e3m2", "e2m3", "f16", "f16"), batch=s(8192)),
        Case("mma.sync m16n8k32 kind::mxf8f6f4 1X ue8m0",
             f"{S}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e5m2.f32.ue8m0",
             mnk=(16, 8, 32), types=("e4m3", "e5m2", "f32", "f32"), scale=("ue8m0", 32), batch=s(8192)),
        Case("mma.sync m16n8k64 kind::mxf4 2X ue8m0",
             f"{S}.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0",
             mnk=(16, 8, 64), types=("e2m1", "e2m1", "f32", "f32"), scale=("ue8m0", 32), batch=s(4096)),
        Case("mma.sync m16n8k64 kind::mxf4nvf4 4X ue4m3",
             f"{S}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3",
             mnk=(16, 8, 64), types=("e2m1", "e2m1", "f32", "f32"), scale=("ue4m3", 16), batch=s(4096)),
    ]


def _best(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every batch size")
    ap.add_argument("--only", default="", help="rows whose label contains this")
    args = ap.parse_args(argv)
    rng = np.random.default_rng(2026)
    from ptxemu.numerics import jit

    print(f"compiled kernels: {'numba ' + jit.numba.__version__ if jit.active() else 'off (numpy routes)'}")
    hdr = f"{'form':<46} {'batch':>6} {'outputs':>9} {'exact s':>9} {'f64 s':>9} {'ratio':>7} " \
          f"{'einsum s':>9} {'ratio':>7}"
    print(hdr)
    print("-" * len(hdr))
    for case in cases(args.scale):
        if args.only not in case.label:
            continue
        ops, fulls, onlys = build(case, rng)
        kw = {k: v for k, v in ops.items() if k.startswith("scale_")}

        def exact(case: Case = case, d: dict = ops, kw: dict = kw) -> np.ndarray:
            return ptxemu.mma(case.form, d["A"], d["B"], d["C"], **kw)

        try:
            exact()  # warm-up (kernel compilation); also tells whether the form is available
        except (PtxemuError, ImportError, NotImplementedError) as e:
            why = f"{type(e).__name__}: {str(e).splitlines()[0][:60]}"
            print(f"{case.label:<46} {'not available':>16}  ({why})")
            continue
        te = _best(exact, args.repeat)
        tf = min(_best(f, args.repeat) for f in fulls)
        to = min(_best(f, args.repeat) for f in onlys)
        outs = ops["C"].size
        print(f"{case.label:<46} {case.batch:>6} {outs:>9} {te:>9.4f} {tf:>9.4f} {te / tf:>6.1f}x "
              f"{to:>9.4f} {te / to:>6.1f}x", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
