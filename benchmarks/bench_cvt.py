"""Time f32 -> narrow formats through ptxemu.run_instruction against ml_dtypes' (numpy's for f16) astype.

    python benchmarks/bench_cvt.py [--sizes 1000000 10000000] [--repeat 5]

Both sides convert the same n float32 values in the same process (best of `repeat`). ptxemu runs
the packed PTX forms (cvt.rn.satfinite.e2m1x2.f32, .e4m3x2.f32, ..., cvt.rn.f16x2.f32: n/2 values
in a, n/2 in b, so n conversions plus the packing); ml_dtypes runs x.astype(float4_e2m1fn,
float8_e4m3fn, ...) (no packing). ratio = ml_dtypes time / ptxemu time (above 1: ptxemu
faster). `encode ms` is the conversion alone (ptxemu.formats.encode on the same n values,
.satfinite as the PTX form, no packing) and `ratio e` ml_dtypes time / that: the difference is
run_instruction's own cost per call (it runs the instruction in the kernel interpreter's state).

numba is loaded first (as in a process whose conversions have run for about 0.2 s: numerics.jit.ready
loads it then, and f32 -> f16/bf16 go through one compiled pass, numerics.half_kernel); --numpy
switches it off (PTXEMU_JIT=0 does the same): the numpy routes a process runs before that.
"""

from __future__ import annotations

import argparse
import time

import ml_dtypes
import numpy as np

import ptxemu
from ptxemu.formats import encode

CASES = [
    ("f32->e2m1", "cvt.rn.satfinite.e2m1x2.f32 d, a, b;", ml_dtypes.float4_e2m1fn),
    ("f32->e4m3", "cvt.rn.satfinite.e4m3x2.f32 d, a, b;", ml_dtypes.float8_e4m3fn),
    ("f32->e5m2", "cvt.rn.satfinite.e5m2x2.f32 d, a, b;", ml_dtypes.float8_e5m2),
    ("f32->e2m3", "cvt.rn.satfinite.e2m3x2.f32 d, a, b;", ml_dtypes.float6_e2m3fn),
    ("f32->e3m2", "cvt.rn.satfinite.e3m2x2.f32 d, a, b;", ml_dtypes.float6_e3m2fn),
    ("f32->bf16", "cvt.rn.bf16x2.f32 d, a, b;", ml_dtypes.bfloat16),
    ("f32->f16", "cvt.rn.f16x2.f32 d, a, b;", np.float16),
]


def best(fn, repeat: int) -> float:
    t = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        t.append(time.perf_counter() - t0)
    return min(t)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="*", default=[1_000_000, 10_000_000])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--numpy", action="store_true", help="numba off: the numpy routes")
    args = ap.parse_args()
    from ptxemu.numerics import jit

    if args.numpy:
        jit._state["on"] = False
    elif jit.available():
        assert jit.numba is not None  # loaded now, as a process converting for ~0.2 s would have
    print(f"numba {'off' if args.numpy or not jit.available() else 'loaded'}")
    rng = np.random.default_rng(0)
    print(f"{'conversion':12s} {'n':>10s} {'ptxemu ms':>10s} {'ml_dtypes ms':>13s} {'ratio':>6s} "
          f"{'encode ms':>10s} {'ratio e':>8s}")
    for name, text, mlt in CASES:
        ptxemu.run_instruction(text, a=np.float32([1.0]), b=np.float32([1.0]))  # build tables once
        for n in args.sizes:
            x = (rng.standard_normal(n) * 4).astype(np.float32)
            a, b = x[: n // 2], x[n // 2:]
            t_p = best(lambda a=a, b=b, text=text: ptxemu.run_instruction(text, a=a, b=b), args.repeat)
            t_m = best(lambda x=x, mlt=mlt: x.astype(mlt), args.repeat)
            fmt, sat = name.split("->")[1], "satfinite" in text
            t_e = best(lambda x=x, fmt=fmt, sat=sat: encode(x, fmt, "rn", satfinite=sat), args.repeat)
            print(f"{name:12s} {n:>10d} {t_p * 1e3:>10.1f} {t_m * 1e3:>13.1f} {t_m / t_p:>6.2f}x "
                  f"{t_e * 1e3:>10.1f} {t_m / t_e:>7.2f}x")


if __name__ == "__main__":
    main()
