"""Speed of the exact MMA models (ptxemu.mma) against a float64 einsum of the same batch, on the CPU.

The baseline is what existing simulators do: decode the codes to float64 (a table lookup), apply
block scales, one batched einsum (np.matmul), add C, round once to f32 (f64 forms: view the codes,
matmul, add C). Both run in this process on the same
random batch; the table reports seconds per call (best of --repeat) and the ratio exact/einsum,
for the whole baseline pipeline and for the einsum alone. Forms whose model is not available in
this checkout are listed as 'not available'.

    python benchmarks/bench_mma.py [--repeat 3] [--scale 1.0]
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

import ptxemu  # noqa: E402
from ptxemu.errors import PtxemuError  # noqa: E402


def _table(fmt: str, n: int) -> np.ndarray:
    """float64 value of every code (a 256-entry table for 8-bit containers; unused slots NaN)."""
    from ptxemu.formats import FORMATS, decode

    bits = FORMATS[fmt].bits
    out = np.full(n, np.nan)
    k = min(n, 1 << bits)
    out[:k] = decode(np.arange(k, dtype=np.uint8 if k <= 256 else np.uint16), fmt).astype(np.float64)
    return out


@dataclass
class Case:
    label: str
    form: str
    batch: int
    make: Callable[[np.random.Generator, int], dict]
    baseline: Callable[[dict], tuple[Callable[[], np.ndarray], Callable[[], np.ndarray]]]


def _f16_case(rng, T):
    A = rng.standard_normal((T, 64, 16)).astype(np.float16).view(np.uint16)
    B = rng.standard_normal((T, 16, 256)).astype(np.float16).view(np.uint16)
    C = rng.standard_normal((T, 64, 256)).astype(np.float32).view(np.uint32)
    return dict(A=A, B=B, C=C)


def _f16_mma_case(rng, T):
    A = rng.standard_normal((T, 16, 16)).astype(np.float16).view(np.uint16)
    B = rng.standard_normal((T, 16, 8)).astype(np.float16).view(np.uint16)
    C = rng.standard_normal((T, 16, 8)).astype(np.float32).view(np.uint32)
    return dict(A=A, B=B, C=C)


def _f64_case(rng, T):
    A = rng.standard_normal((T, 16, 16)).view(np.uint64)
    B = rng.standard_normal((T, 16, 8)).view(np.uint64)
    C = rng.standard_normal((T, 16, 8)).view(np.uint64)
    return dict(A=A, B=B, C=C)


def _f64_baseline(d):
    """float64 operands need no decoding and no final rounding: view, matmul, add C."""
    def full():
        return np.matmul(d["A"].view(np.float64), d["B"].view(np.float64)) + d["C"].view(np.float64)

    a0, b0 = d["A"].view(np.float64), d["B"].view(np.float64)

    def einsum_only():
        return np.matmul(a0, b0)

    return full, einsum_only


def _fp8_case(M, N, K, ta, tb):
    def make(rng, T):
        def codes(shape, t):
            x = rng.integers(0, 256, shape, dtype=np.uint8)
            if t == "e4m3":
                x[(x & 0x7F) == 0x7F] = 0  # keep NaN out (it would make both sides trivial)
            elif t == "e5m2":
                x[(x & 0x7C) == 0x7C] = 0
            else:
                x &= (1 << {"e2m1": 4, "e2m3": 6, "e3m2": 6}[t]) - 1
            return x
        A = codes((T, M, K), ta)
        B = codes((T, K, N), tb)
        C = rng.standard_normal((T, M, N)).astype(np.float32).view(np.uint32)
        return dict(A=A, B=B, C=C)
    return make


def _nvf4_case(rng, T):
    A = rng.integers(0, 16, (T, 16, 64), dtype=np.uint8)
    B = rng.integers(0, 16, (T, 64, 8), dtype=np.uint8)
    C = rng.standard_normal((T, 16, 8)).astype(np.float32).view(np.uint32)
    SA = rng.integers(0x20, 0x50, (T, 16, 4), dtype=np.uint8)  # ue4m3 scales around 1
    SB = rng.integers(0x20, 0x50, (T, 4, 8), dtype=np.uint8)
    return dict(A=A, B=B, C=C, scale_a=SA, scale_b=SB)


def _baseline(ta: str, tb: str, stype: str | None = None, chunk: int = 0):
    def build(d):
        ta_tab = _table(ta, 1 << 16 if ta == "f16" else 256)
        tb_tab = ta_tab if tb == ta else _table(tb, 1 << 16 if tb == "f16" else 256)
        s_tab = _table(stype, 256) if stype else None

        def full():
            a = ta_tab[d["A"]]
            b = tb_tab[d["B"]]
            if s_tab is not None:
                a = a * np.repeat(s_tab[d["scale_a"]], chunk, axis=-1)
                b = b * np.repeat(s_tab[d["scale_b"]], chunk, axis=-2)
            c = d["C"].view(np.float32).astype(np.float64)
            return (np.matmul(a, b) + c).astype(np.float32)

        a0, b0 = ta_tab[d["A"]], tb_tab[d["B"]]

        def einsum_only():
            return np.matmul(a0, b0)

        return full, einsum_only
    return build


def cases(scale: float) -> list[Case]:
    s = lambda n: max(1, int(n * scale))  # noqa: E731
    return [
        Case("wgmma m64n256k16 f32.f16.f16", "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16",
             s(64), _f16_case, _baseline("f16", "f16")),
        Case("wgmma m64n256k32 f32.e4m3.e4m3", "wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3",
             s(32), _fp8_case(64, 256, 32, "e4m3", "e4m3"), _baseline("e4m3", "e4m3")),
        Case("mma.sync m16n8k16 f32.f16.f16.f32", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
             s(4096), _f16_mma_case, _baseline("f16", "f16")),
        Case("mma.sync m16n8k16 .rn.f64", "mma.sync.aligned.m16n8k16.row.col.rn.f64.f64.f64.f64",
             s(1024), _f64_case, _f64_baseline),
        Case("mma.sync m16n8k32 kind::f8f6f4 f32.e4m3.e2m1",
             "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e4m3.e2m1.f32",
             s(8192), _fp8_case(16, 8, 32, "e4m3", "e2m1"), _baseline("e4m3", "e2m1")),
        Case("mma.sync m16n8k64 kind::mxf4nvf4 4X ue4m3",
             "mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3",
             s(4096), _nvf4_case, _baseline("e2m1", "e2m1", "ue4m3", 16)),
    ]


def _best(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every batch size")
    args = ap.parse_args(argv)
    rng = np.random.default_rng(2026)
    hdr = f"{'form':<46} {'batch':>6} {'outputs':>9} {'exact s':>9} {'f64 s':>9} {'ratio':>7} " \
          f"{'einsum s':>9} {'ratio':>7}"
    print(hdr)
    print("-" * len(hdr))
    for case in cases(args.scale):
        d = case.make(rng, case.batch)
        kw = {k: v for k, v in d.items() if k.startswith("scale_")}

        def exact(case=case, d=d, kw=kw):
            return ptxemu.mma(case.form, d["A"], d["B"], d["C"], **kw)

        try:
            exact()  # warm-up; also tells whether the form is available
        except (PtxemuError, ImportError, NotImplementedError) as e:
            why = f"{type(e).__name__}: {str(e).splitlines()[0][:60]}"
            print(f"{case.label:<46} {'not available':>16}  ({why})")
            continue
        full, only = case.baseline(d)
        te = _best(exact, args.repeat)
        tf = _best(full, args.repeat)
        to = _best(only, args.repeat)
        outs = d["C"].size
        print(f"{case.label:<46} {case.batch:>6} {outs:>9} {te:>9.4f} {tf:>9.4f} {te / tf:>6.1f}x "
              f"{to:>9.4f} {te / to:>6.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
