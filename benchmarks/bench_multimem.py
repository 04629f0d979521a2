"""Speed of multimem on a System of emulated devices (issue 18): a one-shot all-reduce of
`--mib` MiB of f32 on `--devices` devices (tests/data/multimem/allreduce_sm90a.ptx, oneshot_f32:
each rank multimem.ld_reduce's its share from every device and multimem.st's the sum to every
device, then a cross-device barrier), beside numpy summing the same arrays in one process.

Then the same all-reduce on a distributed System of `--ranks` processes (torch.distributed, gloo
on localhost; one device per rank), beside gloo's own all_reduce of the same bytes, in the same
run (`--ranks 0` skips it; it needs torch).

    python benchmarks/bench_multimem.py [--mib 64] [--devices 8] [--repeat 2] [--ranks 8]

The first launch includes loading the compiled reduction loop from numba's cache (compiling it
on a first run ever); later ones do not: both are printed. Every result is compared bit for bit
with numpy's sum in member order (the System's default reduce_order).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np

import ptxemu

PTX = Path(__file__).resolve().parents[1] / "tests" / "data" / "multimem" / "allreduce_sm90a.ptx"


def _input(d: int, n: int) -> np.ndarray:
    return np.random.default_rng(d).standard_normal(n).astype(np.float32)


def _reference(ndev: int, n: int) -> np.ndarray:
    ref = _input(0, n)
    for d in range(1, ndev):
        ref += _input(d, n)
    return ref


def _oneshot(s: ptxemu.System, mod, n: int, mine: list[int]):
    """Allocate, write this process's inputs and run the one-shot all-reduce; (seconds, buffer)."""
    ndev = len(s.devices)
    buf, sig = s.alloc_symmetric(4 * n), s.alloc_symmetric(16)
    mc, smc = s.multicast(4 * n, buf), s.multicast(16, sig)
    for d in mine:
        s.devices[d].write(buf, _input(d, n))
    args = [np.uint64(mc.address), np.uint64(smc.address), np.uint64(sig), np.uint32(n // 4)]
    if s.dist is not None:
        s.dist.dist.barrier()
    t0, c0 = time.perf_counter(), time.process_time()
    # one CTA of 1,024 threads per rank, grid-stride over its slice (the real kernels' shape)
    s.launch([
        dict(device=d, module=mod, kernel="oneshot_f32", grid=8, block=1024,
             args=[*args, np.uint32(d), np.uint32(ndev)])
        for d in range(ndev)
    ])  # fmt: skip
    if s.dist is not None:
        s.dist.dist.barrier()
    return (time.perf_counter() - t0, time.process_time() - c0), buf


_MOD: list = []  # the module the one-process part ran, inherited by the forked ranks


def _rank(rank: int, world: int, n: int, repeat: int, tmp: str) -> None:
    import torch
    import torch.distributed as dist

    dist.init_process_group("gloo", init_method=f"file://{tmp}/rendezvous", rank=rank, world_size=world)
    try:
        mod = _MOD[0] if _MOD else ptxemu.Module(PTX.read_text())
        times = []
        for _ in range(repeat):
            s = ptxemu.System(world, distributed=True)
            (t, _), buf = _oneshot(s, mod, n, [rank])
            times.append(t)
        mine = s.devices[rank].read(buf, 4 * n)
        x = torch.from_numpy(_input(rank, n))
        dist.barrier()
        t0 = time.perf_counter()
        dist.all_reduce(x)
        dist.barrier()
        tg = time.perf_counter() - t0
        if rank == 0:
            ok = np.array_equal(mine.view(np.uint32), _reference(world, n).view(np.uint32))
            Path(tmp, "result").write_text(f"{times[0]} {min(times)} {tg} {ok}")
    finally:
        dist.destroy_process_group()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mib", type=int, default=64)
    ap.add_argument("--devices", type=int, default=8)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--ranks", type=int, default=8)
    a = ap.parse_args()
    n = a.mib * (1 << 20) // 4
    mod = ptxemu.Module(PTX.read_text())
    _MOD.append(mod)
    times = []
    for _ in range(a.repeat):
        s = ptxemu.System(a.devices)
        t, buf = _oneshot(s, mod, n, list(range(a.devices)))
        times.append(t)
    best, cpu = min(times)
    ref_t0 = time.perf_counter()
    xs = [_input(d, n) for d in range(a.devices)]
    t0 = time.perf_counter()
    ref = xs[0].copy()
    for x in xs[1:]:
        ref += x
    tn = time.perf_counter() - t0
    del xs
    _ = ref_t0
    ok = np.array_equal(s.devices[a.devices - 1].read(buf, 4 * n).view(np.uint32), ref.view(np.uint32))
    print(
        f"one process: all-reduce {a.mib} MiB f32 on {a.devices} devices: first launch {times[0][0]:.2f} s "
        f"({times[0][1]:.2f} s CPU), best of {a.repeat} {best:.2f} s ({cpu:.2f} s CPU); "
        f"numpy sum {tn:.3f} s; "
        f"bits equal to numpy: {ok}"
    )
    if a.ranks:
        import torch.multiprocessing as mp

        del s, ref
        with tempfile.TemporaryDirectory() as tmp:
            args = (a.ranks, n, a.repeat, tmp)
            mp.start_processes(_rank, args=args, nprocs=a.ranks, join=True, start_method="fork")
            t, tb, tg, ok = Path(tmp, "result").read_text().split()
        print(
            f"distributed ({a.ranks} ranks, gloo): all-reduce {a.mib} MiB f32: "
            f"first launch {float(t):.2f} s, "
            f"best of {a.repeat} {float(tb):.2f} s; "
            f"gloo's all_reduce of the same {a.mib} MiB: {float(tg):.3f} s; bits equal to numpy: {ok}"
        )


if __name__ == "__main__":
    main()
