"""A real kernel of one-warp CTAs doing bf16x2 global atomics, interpreted (issue 31): llm.c's
layernorm_backward_kernel3<bf16> (karpathy/llm.c dev/cuda/layernorm_backward.cu at f1e2ace, nvcc
13.0 -O3 --use_fast_math -arch=sm_90a: benchmarks/kernels/llmc_layernorm_backward_sm90a.ptx),
launched as llm.c launches it on an H100: (1024 / 32) x 132 SMs = 4,224 CTAs of one warp, 2C x 4
bytes of shared memory; each CTA ends with atomicAddX on every dbias/dweight element
(atom.global.add.noftz.bf16x2 with a zero in the other half), so every word gets one update from
every CTA of a batch (chains 2,048 deep).

Rows: the default interpreter in a fresh process (first launch, then the best of the next
--repeat: numba loads once the process's numpy work says it pays), and in this process each
atomics route (semantics.atomic.route: numpy's chains, numba's compiled loop, the numpy rounds
that were the route before), best of --repeat; all must give the same bits. Thread-instructions/s
is the launch's count over its wall time.

    python benchmarks/bench_llmc_atomics.py [--btc 8,256,64] [--repeat 3] [--skip-rounds]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

import ptxemu
from ptxemu.machine.semantics import atomic

PTX = Path(__file__).resolve().parent / "kernels" / "llmc_layernorm_backward_sm90a.ptx"
GRID = (1024 // 32) * 132


def setup(B: int, T: int, C: int):
    mod = ptxemu.Module(PTX.read_text())
    k3 = next(k for k in mod.kernels if "kernel3" in k)
    rng = np.random.default_rng(0)

    def bf(x):  # float32 -> bf16 codes (cut toward zero: any bf16 inputs do)
        return (x.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16)

    dout, inp = bf(rng.standard_normal(B * T * C)), bf(rng.standard_normal(B * T * C))
    weight, mean = bf(rng.standard_normal(C)), bf(rng.standard_normal(B * T))
    rstd = bf(rng.random(B * T) + 0.5)

    def run():
        dinp, dw, db = np.zeros(B * T * C, np.uint16), np.zeros(C, np.uint16), np.zeros(C, np.uint16)
        t = time.perf_counter()
        st = mod.launch(k3, GRID, 32, [dinp, dw, db, dout, inp, weight, mean, rstd, np.int32(B), np.int32(T),
                                       np.int32(C)], shared_mem=2 * C * 4, route="interp", workers=1)
        return time.perf_counter() - t, st.thread_instructions, dinp.tobytes() + dw.tobytes() + db.tobytes()

    return run


def _fresh(btc: str, repeat: int) -> dict:
    code = (
        "import json, sys, hashlib\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "import bench_llmc_atomics as b\n"
        "run = b.setup(*map(int, sys.argv[2].split(',')))\n"
        "ts = [run() for _ in range(int(sys.argv[3]) + 1)]\n"
        "print(json.dumps({'first': ts[0][0], 'best': min(t for t, _, _ in ts[1:]), 'n': ts[0][1],\n"
        "  'numba': 'numba.core.dispatcher' in sys.modules, 'sha': hashlib.sha1(ts[0][2]).hexdigest()}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(Path(__file__).parent), btc, str(repeat)],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--btc", default="8,256,64", help="B,T,C of the layernorm")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-rounds", action="store_true")
    args = ap.parse_args()
    B, T, C = map(int, args.btc.split(","))
    print(f"llm.c layernorm_backward_kernel3<bf16> B={B} T={T} C={C}: {GRID:,} CTAs x 32, interpreter, "
          "one worker")
    f = _fresh(args.btc, args.repeat)
    n = f["n"]
    print(f"fresh process, default: first launch {f['first']:.3f} s ({n / f['first']:.3g}/s), "
          f"then best {f['best']:.3f} s ({n / f['best']:.3g}/s); numba loaded by then: {f['numba']}")
    import hashlib

    run = setup(B, T, C)
    run()
    routes = ["chains", "compiled"] + ([] if args.skip_rounds else ["rounds"])
    shas, best = {f["sha"]}, {}
    for r in routes:
        with atomic.route(r):
            ts = [run() for _ in range(args.repeat if r != "rounds" else 1)]
        best[r] = min(t for t, _, _ in ts)
        shas |= {hashlib.sha1(o).hexdigest() for _, _, o in ts}
        print(f"atomics route {r:9s} {best[r]:7.3f} s  {n / best[r]:.3g} thread-instructions/s")
    if "rounds" in best:
        print(f"rounds / chains: {best['rounds'] / best['chains']:.1f}x; rounds / compiled: "
              f"{best['rounds'] / best['compiled']:.1f}x")
    same = "bit-identical" if len(shas) == 1 else "DIFFER"
    print(f"{n:,} thread-instructions; outputs {same} on every route")


if __name__ == "__main__":
    main()
