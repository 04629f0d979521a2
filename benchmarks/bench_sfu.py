"""Time the exact special-function models (ptxemu.numerics.sfu.evaluate) beside numpy's libm.

    python benchmarks/bench_sfu.py [--n 8000000] [--repeat 5]

One process, the same n float32 inputs for both sides (best of `repeat`, elements per second):
uniform in [-20, 20] (softmax-like arguments) and raw random bit patterns (every exponent, NaNs,
subnormals). ptxemu returns raw bits of the H100's result; numpy computes in float32 (np.exp2, np.log2,
np.reciprocal, 1/np.sqrt, np.sqrt, np.divide, np.sin, np.cos, np.tanh) and is not bit-exact. The
'numpy route' column is ptxemu with the compiled kernels switched off (numerics.jit.disabled).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from ptxemu.numerics import jit
from ptxemu.numerics.sfu import cores, evaluate

CASES = [
    ("ex2.approx.ftz.f32", ("ex2", True, False), lambda x, y: np.exp2(x)),
    ("ex2.approx.f32", ("ex2", False, False), lambda x, y: np.exp2(x)),
    ("lg2.approx.ftz.f32", ("lg2", True, False), lambda x, y: np.log2(x)),
    ("lg2.approx.f32", ("lg2", False, False), lambda x, y: np.log2(x)),
    ("rcp.approx.ftz.f32", ("rcp", True, False), lambda x, y: np.reciprocal(x)),
    ("rcp.approx.f32", ("rcp", False, False), lambda x, y: np.reciprocal(x)),
    ("rsqrt.approx.ftz.f32", ("rsqrt", True, False), lambda x, y: 1 / np.sqrt(x)),
    ("sqrt.approx.f32", ("sqrt", False, False), lambda x, y: np.sqrt(x)),
    ("div.approx.ftz.f32", ("div", True, False), lambda x, y: x / y),
    ("div.full.f32", ("div", False, True), lambda x, y: x / y),
    ("sin.approx.f32", ("sin", False, False), lambda x, y: np.sin(x)),
    ("cos.approx.f32", ("cos", False, False), lambda x, y: np.cos(x)),
    ("tanh.approx.f32", ("tanh", False, False), lambda x, y: np.tanh(x)),
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
    ap.add_argument("--n", type=int, default=8_000_000)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--only", default="", help="comma-separated functions (ex2,rcp,...,sin,cos,tanh)")
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    bits = rng.integers(0, 1 << 32, 2 * args.n, dtype=np.uint64).astype(np.uint32)
    inputs = {"[-20,20]": rng.uniform(-20, 20, 2 * args.n).astype(np.float32),
              "random bits": bits.view(np.float32)}
    cores()  # the numpy route's full core arrays, built once
    print(f"{'form':22s} {'inputs':12s} {'ptxemu M/s':>11s} {'numpy route':>12s} {'libm M/s':>9s}")
    only = set(args.only.split(",")) if args.only else None
    for name, (fn, ftz, full), ref in CASES:
        if only and fn not in only:
            continue
        for label, xs in inputs.items():
            x, y = xs[: args.n], xs[args.n:]
            xb, yb = x.view(np.uint32), y.view(np.uint32)
            b = yb if fn == "div" else None
            def run(fn=fn, ftz=ftz, xb=xb, b=b, full=full):
                return evaluate(fn, "f32", ftz, xb, b, full=full)

            evaluate(fn, "f32", ftz, xb[:1000], None if b is None else b[:1000], full=full)  # compile, load
            t_emu = best(run, args.repeat)
            with jit.disabled():
                t_np = best(run, max(1, args.repeat // 2))
            with np.errstate(all="ignore"):
                t_ref = best(lambda ref=ref, x=x, y=y: ref(x, y), args.repeat)
            n = args.n / 1e6
            print(f"{name:22s} {label:12s} {n / t_emu:11.1f} {n / t_np:12.1f} {n / t_ref:9.1f}")


if __name__ == "__main__":
    main()
