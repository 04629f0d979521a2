"""Start-up and memory: reading modules with `ptxemu.Module` beside `ptxemu.check`, in one process.

For each module (the synthetic 50k-line module of benchmarks/synthetic_module.py, and any PTX files
given, e.g. CUTLASS modules compiled with nvcc -arch=sm_90a -ptx), prints the time (best of
--repeat) and the traced peak memory (tracemalloc, a separate run) of `ptxemu.Module(text)` and of
`ptxemu.check(text)` with their ratio, then compiling the module's largest kernel (`Module.kernel`,
which reads only the functions that kernel reaches). Then, in fresh processes: `import ptxemu`, and
the first and second launch of a small kernel (the nvcc saxpy of src/ptxemu/examples).

    python benchmarks/bench_module_read.py [FILE.ptx ...] [--lines 50000] [--repeat 3] [--no-check]
"""

from __future__ import annotations

import argparse
import gc
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from synthetic_module import synthetic_module  # noqa: E402

import ptxemu  # noqa: E402


def measure(fn, repeat: int) -> tuple[float, float, float]:
    """(best wall time in s, best CPU time of this process in s, traced peak in bytes of one more run).
    On a shared machine the CPU time is the figure to read: it is what an idle core would take."""
    best = cpu = float("inf")
    for _ in range(repeat):
        gc.collect()
        t, c = time.perf_counter(), time.process_time()
        r = fn()
        best, cpu = min(best, time.perf_counter() - t), min(cpu, time.process_time() - c)
        del r
    gc.collect()
    tracemalloc.start()
    r = fn()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    del r
    return best, cpu, peak


def fresh(code: str, repeat: int) -> list[float]:
    """Figures a snippet prints, best of `repeat` fresh interpreters."""
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        runs.append([float(x) for x in out.stdout.split()])
    return [min(col) for col in zip(*runs, strict=True)]


def bench_module(label: str, text: str, repeat: int, with_check: bool) -> None:
    lines = text.count("\n")
    print(f"{label}: {lines:,} lines, {len(text) / 1e6:.2f} MB of text")
    ptxemu.Module(text)  # first use compiles the reader's patterns
    tm, cm, pm = measure(lambda: ptxemu.Module(text), repeat)
    print(
        f"  Module : {cm:7.3f} s CPU ({tm:.3f} s wall), peak {pm / 1e6:7.1f} MB "
        f"({pm / len(text):.1f} x the text)"
    )
    if with_check:
        tc, cc, pc = measure(lambda: ptxemu.check(text), max(1, repeat - 1))
        print(
            f"  check  : {cc:7.3f} s CPU ({tc:.3f} s wall), peak {pc / 1e6:7.1f} MB;  Module/check: "
            f"CPU time {cm / cc:.3f}, memory {pm / pc:.2f}"
        )
    funcs = ptxemu.Module(text).program.functions
    order = sorted(
        (n for n, f in funcs.items() if f.kind == ".entry"), key=lambda n: funcs[n].body[1] - funcs[n].body[0]
    )
    ptxemu.Module(text).kernel(order[0])  # the first compile in a process imports the instruction modules
    name = order[-1]
    tk, ck, pk = measure(lambda: ptxemu.Module(text).kernel(name), 1)
    mod = ptxemu.Module(text)
    k = mod.kernel(name)
    loaded = sum(f.loaded for f in mod.program.functions.values())
    print(
        f"  its largest kernel, read and compiled: {ck:.3f} s CPU ({tk:.3f} s wall, Module included), "
        f"peak {pk / 1e6:.1f} MB; {len(k.steps):,} steps, {loaded} of {len(funcs)} functions read"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*", help="PTX modules to read besides the synthetic one")
    ap.add_argument("--lines", type=int, default=50_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-check", action="store_true", help="skip check() (minutes on a multi-MB module)")
    args = ap.parse_args()
    bench_module(
        f"synthetic module (benchmarks/synthetic_module.py, {args.lines:,} lines)",
        synthetic_module(args.lines),
        args.repeat,
        not args.no_check,
    )
    for f in args.files:
        bench_module(f, Path(f).read_text(), args.repeat, not args.no_check)
    t_import, c_import = fresh(
        "import time; t, c = time.perf_counter(), time.process_time(); import ptxemu; "
        "print(time.perf_counter() - t, time.process_time() - c)",
        args.repeat,
    )
    print(
        f"import ptxemu: {c_import:.3f} s CPU ({t_import:.3f} s wall; best of {args.repeat} fresh processes)"
    )
    launch = (
        "import time, numpy as np, ptxemu\n"
        "from ptxemu.examples import path\n"
        "c = time.process_time\n"
        "t = c(); m = ptxemu.Module(path('nvcc_sm90a.ptx').read_text())\n"
        "t1 = c()\n"
        "ones = lambda: np.ones(1024, np.float32)\n"
        "args = lambda: [np.int32(1024), np.float32(1.5), ones(), ones()]\n"
        "m.launch('saxpy', 4, 256, args()); t2 = c()\n"
        "m.launch('saxpy', 4, 256, args()); t3 = c()\n"
        "print(t1 - t, t2 - t1, t3 - t2)"
    )
    tr, t1, t2 = fresh(launch, args.repeat)
    print(
        f"small kernel (nvcc saxpy, 4 x 256 threads) in a fresh process, CPU: Module {tr:.3f} s, "
        f"first launch "
        f"{t1:.3f} s (compiles, imports the instruction modules), second launch {t2:.3f} s"
    )


if __name__ == "__main__":
    main()
