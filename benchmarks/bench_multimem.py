"""Speed of multimem on a System of emulated devices (issue 18): a one-shot all-reduce of
`--mib` MiB of f32 on `--devices` devices (tests/data/multimem/allreduce_sm90a.ptx, oneshot_f32:
each rank multimem.ld_reduce's its eighth from every device and multimem.st's the sum to every
device, then a cross-device barrier), beside numpy summing the same arrays in one process.

    python benchmarks/bench_multimem.py [--mib 64] [--devices 8] [--repeat 2]

The first launch includes loading the compiled reduction loop from numba's cache (compiling it
on a first run ever); later ones do not: both are printed.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

import ptxemu

PTX = Path(__file__).resolve().parents[1] / "tests" / "data" / "multimem" / "allreduce_sm90a.ptx"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mib", type=int, default=64)
    ap.add_argument("--devices", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=2)
    a = ap.parse_args()
    n = a.mib * (1 << 20) // 4
    mod = ptxemu.Module(PTX.read_text())
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal(n).astype(np.float32) for _ in range(a.devices)]
    times = []
    for _ in range(a.repeat):
        s = ptxemu.System(a.devices)
        buf, sig = s.alloc_symmetric(4 * n), s.alloc_symmetric(16)
        mc, smc = s.multicast(4 * n, buf), s.multicast(16, sig)
        for d in range(a.devices):
            s.devices[d].write(buf, xs[d])
        # one CTA of 1,024 threads per rank, grid-stride over its slice (the real kernels' shape)
        t0 = time.perf_counter()
        st = s.launch(
            [
                dict(
                    device=d,
                    module=mod,
                    kernel="oneshot_f32",
                    grid=8,
                    block=1024,
                    args=[
                        np.uint64(mc.address),
                        np.uint64(smc.address),
                        np.uint64(sig),
                        np.uint32(n // 4),
                        np.uint32(d),
                        np.uint32(a.devices),
                    ],
                )
                for d in range(a.devices)
            ]
        )
        times.append(time.perf_counter() - t0)
    best = min(times)
    t0 = time.perf_counter()
    ref = xs[0].copy()
    for x in xs[1:]:
        ref += x
    tn = time.perf_counter() - t0
    ok = np.array_equal(s.devices[a.devices - 1].read(buf, 4 * n).view(np.uint32), ref.view(np.uint32))
    ti = sum(x.thread_instructions for x in st)
    print(
        f"all-reduce {a.mib} MiB f32 on {a.devices} devices: first launch {times[0]:.2f} s, "
        f"best {best:.2f} s "
        f"({ti:,} thread-instructions, {ti / best:.3g}/s); numpy sum {tn:.3f} s; ratio {best / tn:.0f}x; "
        f"bits equal: {ok}"
    )


if __name__ == "__main__":
    main()
