"""Layout benchmarks: table construction, register packing throughput, rendering every picture.

    python benchmarks/bench_layout.py [--png]
"""

from __future__ import annotations

import sys
import tempfile
import time

import numpy as np

from ptxemu.layouts import layout, render
from ptxemu.layouts.catalog import all_forms
from ptxemu.layouts.explorer import write_explorer
from ptxemu.layouts.fragments import cached


def _t(fn):
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def main(png: bool) -> None:
    cases = [(ins, op) for ins, ops in all_forms() for op in ops]
    cached.cache_clear()
    dt, _ = _t(lambda: [layout(i, o) for i, o in cases])
    print(f"build all {len(cases)} layout tables (cold): {dt:.3f} s")

    L = layout("wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16", "d")
    rng = np.random.default_rng(0)
    B = 256
    M = rng.integers(0, 2**32, size=(B, 64, 256), dtype=np.uint64).astype(np.uint32)
    dt, R = _t(lambda: L.to_registers(M))
    print(f"to_registers   m64n256 f32 D x{B}: {dt * 1e3:.1f} ms ({B * 64 * 256 / dt / 1e6:.1f} M elem/s)")
    dt, M2 = _t(lambda: L.from_registers(R))
    assert (M2 == M).all()
    print(f"from_registers m64n256 f32 D x{B}: {dt * 1e3:.1f} ms ({B * 64 * 256 / dt / 1e6:.1f} M elem/s)")
    mx = "mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0"
    A = layout(mx, "a")
    Ma = rng.integers(0, 16, size=(4096, 16, 64), dtype=np.uint8)
    dt, Ra = _t(lambda: A.to_registers(Ma))
    print(f"to_registers   m16n8k64 e2m1 A x4096: {dt * 1e3:.1f} ms")

    dt, total = _t(lambda: sum(len(render.layout_svg(layout(i, o))) for i, o in cases))
    print(f"render SVG of every picture ({len(cases)}): {dt:.2f} s, {total / 1e6:.0f} MB of SVG")
    with tempfile.TemporaryDirectory() as d:
        dt, info = _t(lambda: write_explorer(d))
    print(f"write HTML explorer ({info['forms']} forms, {info['layouts']} distinct tables, "
          f"{info['descriptors']} descriptor SVGs): {dt:.2f} s")
    if png:
        dt, total = _t(lambda: sum(len(render.layout_png(layout(i, o), scale=1)) for i, o in cases))
        print(f"render PNG (scale 1) of every picture: {dt:.2f} s, {total / 1e6:.0f} MB")


if __name__ == "__main__":
    main("--png" in sys.argv)
