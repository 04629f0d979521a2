"""Speed of atomic reductions in the interpreter (issue 31): `--n` threads (one-warp CTAs, default
170,016 = 5,313 x 32) each do one `red.global.add` into one of `--slots` words (thread i into slot
i mod slots: every slot is hit by thousands of lanes of a batch, so the lane-order rule makes
chains thousands of updates deep per instruction).

Each form runs the same launch through the three routes of semantics.atomic.apply_in_lane_order
in this process: numpy's chains (atomic_chains: what a process runs before numba is loaded), the
compiled sequential loop (atomic_kernels, numba) and the numpy rounds (the reference); their
memory must be equal bit for bit. Beside them, the same kernel with the `red` replaced by a plain
`st.global` (the launch's cost without the atomic): a route's reductions cost its launch time
minus that (the "own" columns). Last, the default route's first launch of the bf16x2 form in a
fresh process (what a user sees: no numba loaded).

    python benchmarks/bench_atomics.py [--n 170016] [--slots 32] [--repeat 3] [--skip-rounds]

Route: the interpreter (route="interp", one worker), so the timing is the atomics' and not the
compiler's. The compiled loop's first launch (loading numba and the loop from numba's cache, or
compiling it on a first run ever) is not in its best time.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

import ptxemu
from ptxemu.machine.semantics import atomic
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
          f"best of {args.repeat} (seconds)")
    print(f"{'form':16s} {'chains':>7s} {'own':>6s} {'compiled':>8s} {'own':>6s} {'rounds':>7s} {'own':>6s}"
          f" {'rounds/chains':>13s}  bits")
    floor = None
    routes = ["chains"] + (["compiled"] if jit.available() else []) + ([] if args.skip_rounds else ["rounds"])
    for name, (op, kind) in reversed(FORMS.items()):  # the plain store first: the floor
        mod = ptxemu.Module(HEAD + BODY.format(op=op))
        inp = _inputs(kind, n)
        best, outs = {}, {}
        with atomic.route("chains"):
            _launch(mod, n, args.slots, inp)  # the kernel decoded and compiled to steps: not timed
        for r in routes:
            with atomic.route(r):
                runs = [_launch(mod, n, args.slots, inp) for _ in range(args.repeat if r != "rounds" else 1)]
                if r == "compiled":  # the first launch loaded numba's loop
                    runs = runs[1:] + [_launch(mod, n, args.slots, inp)]
            best[r] = min(t for t, _ in runs)
            outs[r] = [o for _, o in runs]
        if floor is None:
            floor = min(best.values())
        ref = outs["rounds"][0] if "rounds" in outs else outs["chains"][0]
        same = all(np.array_equal(o, ref) for os_ in outs.values() for o in os_)
        cells = []
        for r in ("chains", "compiled", "rounds"):
            t = best.get(r)
            none = f"{'-':>7s} {'-':>6s}"
            cells.append(f"{t:>7.3f} {max(t - floor, 0.0):>6.3f}" if t is not None else none)
        ratio = f"{best['rounds'] / best['chains']:>12.1f}x" if "rounds" in best else f"{'-':>13s}"
        print(f"{name:16s} {' '.join(cells)} {ratio}  {'equal' if same else 'DIFFER'}")
    code = (
        "import time, numpy as np, ptxemu, sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "import bench_atomics as b\n"
        "n = int(sys.argv[2]); mod = ptxemu.Module(b.HEAD + b.BODY.format(op=b.FORMS['bf16x2'][0]))\n"
        "inp = b._inputs('halves', n)\n"
        "t, _ = b._launch(mod, n, int(sys.argv[3]), inp)\n"
        "print(t, 'numba.core.dispatcher' in sys.modules)\n"
    )
    firsts = []
    for _ in range(args.repeat):
        cmd = [sys.executable, "-c", code, str(Path(__file__).parent), str(n), str(args.slots)]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.split()
        firsts.append((float(out[0]), out[1]))
    t, numba = min(firsts)
    print(f"bf16x2, default route, first launch in a fresh process: {t:.3f} s (numba loaded: {numba})")


if __name__ == "__main__":
    main()
