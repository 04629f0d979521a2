"""Speed of atomic reductions in the interpreter (issue 31): `--n` threads (one-warp CTAs, default
170,016 = 5,313 x 32) each do one `red.global.add` into one of `--slots` words (thread i into slot
i mod slots: every slot is hit by thousands of lanes of a batch, so the lane-order rule makes
thousands of rounds of distinct addresses per instruction).

Each form runs the same launch twice in this process: with the compiled sequential loop
(machine atomics, numba) and with numba switched off (numerics.jit.disabled: the numpy rounds,
the reference); their memory must be equal bit for bit. Beside them, the same kernel with the
`red` replaced by a plain `st.global` (the launch's cost without the atomic): the reductions'
own cost is the launch time minus that.

    python benchmarks/bench_atomics.py [--n 170016] [--slots 32] [--repeat 3] [--skip-rounds]

Route: the interpreter (route="interp", one worker), so the timing is the atomics' and not the
compiler's. The first compiled launch includes loading the compiled loop from numba's cache (or
compiling it on a first run ever): printed apart.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import ptxemu
from ptxemu.numerics import jit

HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"
BODY = """
.visible .entry k(.param .u64 out, .param .u64 inp, .param .u32 nout)
{{
  .reg .b32 %r<9>; .reg .b64 %rd<7>;
  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [inp]; ld.param.u32 %r1, [nout];
  mov.u32 %r2, %tid.x; mov.u32 %r3, %ctaid.x; mov.u32 %r4, %ntid.x;
  mad.lo.u32 %r5, %r3, %r4, %r2;
  rem.u32 %r6, %r5, %r1;
  mul.wide.u32 %rd3, %r5, 4; add.u64 %rd4, %rd2, %rd3; ld.global.b32 %r7, [%rd4];
  mul.wide.u32 %rd5, %r6, 4; add.u64 %rd6, %rd1, %rd5;
  {op}
  ret;
}}
"""
FORMS = {  # name: (instruction, input generator)
    "bf16x2": ("red.global.add.noftz.bf16x2 [%rd6], %r7;", "halves"),
    "f16x2": ("red.global.add.noftz.f16x2 [%rd6], %r7;", "halves"),
    "f32": ("red.global.add.f32 [%rd6], %r7;", "f32"),
    "u32": ("red.global.add.u32 [%rd6], %r7;", "u32"),
    "max.s32": ("red.global.max.s32 [%rd6], %r7;", "u32"),
    "st (no atomic)": ("st.global.b32 [%rd6], %r7;", "u32"),
}


def _inputs(kind: str, n: int) -> np.ndarray:
    rng = np.random.default_rng(0)
    if kind == "f32":
        return rng.standard_normal(n).astype(np.float32).view(np.uint32)
    if kind == "halves":  # two small normal halves (bf16 or f16 codes of magnitude < 2)
        lo = rng.integers(0x3000, 0x3C00, n, dtype=np.uint32) | (rng.integers(0, 2, n, dtype=np.uint32) << 15)
        hi = rng.integers(0x3000, 0x3C00, n, dtype=np.uint32) | (rng.integers(0, 2, n, dtype=np.uint32) << 15)
        return lo | (hi << 16)
    return rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)


def _launch(mod, n: int, slots: int, inp: np.ndarray) -> tuple[float, np.ndarray]:
    out = np.zeros(slots, np.uint32)
    t0 = time.perf_counter()
    mod.launch("k", n // 32, 32, [out, inp, np.uint32(slots)], route="interp", workers=1)
    return time.perf_counter() - t0, out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=170_016)
    ap.add_argument("--slots", type=int, default=32)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-rounds", action="store_true", help="do not time the numpy rounds")
    args = ap.parse_args()
    n = args.n - args.n % 32
    print(f"{n:,} one-lane reductions into {args.slots} words; interpreter, one worker; "
          f"best of {args.repeat}")
    print(f"{'form':16s} {'compiled s':>10s} {'first s':>8s} {'rounds s':>9s} {'ratio':>7s}  bits")
    for name, (op, kind) in FORMS.items():
        mod = ptxemu.Module(HEAD + BODY.format(op=op))
        inp = _inputs(kind, n)
        first, ref = _launch(mod, n, args.slots, inp)
        best = min(_launch(mod, n, args.slots, inp)[0] for _ in range(args.repeat))
        if args.skip_rounds or not jit.available():
            print(f"{name:16s} {best:>10.3f} {first:>8.3f}")
            continue
        with jit.disabled():
            rt = [_launch(mod, n, args.slots, inp) for _ in range(max(1, args.repeat - 1))]
        same = all(np.array_equal(o, ref) for _, o in rt)
        r = min(t for t, _ in rt)
        bits = "equal" if same else "DIFFER"
        print(f"{name:16s} {best:>10.3f} {first:>8.3f} {r:>9.3f} {r / best:>6.1f}x  {bits}")


if __name__ == "__main__":
    main()
