"""`ptxemu layout`: fragment layouts and shared-memory descriptor layouts, as tables or pictures.

    ptxemu layout "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16" --operand d -o d.svg
    ptxemu layout "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32" --operand a        # table
    ptxemu layout --desc 0x4000004000100000 --operand a --major K --shape 64x16 --bits 16 -o a.png
    ptxemu layout --html out_dir/          # static offline explorer of every form
    ptxemu layout --list                   # every form with a layout
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ptxemu.errors import PtxError

HELP = "fragment / shared-memory layouts: tables, SVG/PNG pictures, HTML explorer"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("instruction", nargs="?", help="instruction name, e.g. mma.sync.aligned.m16n8k16...")
    p.add_argument("--operand", default="d",
                   help="a, b, c, d, sfa, sfb, e (sparse metadata; r for ldmatrix/stmatrix)")
    p.add_argument("-o", "--output", help="write a picture (.svg or .png) instead of printing a table")
    p.add_argument("--byte-id", type=int, default=0, help="byte-id selector for sfa/sfb")
    p.add_argument("--selector", type=int, default=0, help="sparsity selector for the metadata operand e")
    p.add_argument("--thread-id", type=int, default=0, help="thread-id selector for sfa/sfb")
    p.add_argument("--desc", help="a 64-bit matrix descriptor value (wgmma format unless --tcgen05)")
    p.add_argument("--tcgen05", action="store_true", help="decode --desc in the tcgen05 format")
    p.add_argument("--major", default="K", choices=["K", "MN", "k", "mn"])
    p.add_argument("--shape", help="operand shape ROWSxCOLS for --desc (A: MxK, B: KxN)")
    p.add_argument("--bits", type=int, default=16, help="element bits for --desc")
    p.add_argument("--scale", type=int, default=2, help="PNG pixel scale")
    p.add_argument("--html", metavar="DIR", help="write the static HTML explorer to DIR")
    p.add_argument("--list", action="store_true", help="list every form with a layout table")


def _write(path: str, svg: str | None, png: bytes | None) -> None:
    try:
        if path.endswith(".svg"):
            Path(path).write_text(svg or "")
        elif path.endswith(".png"):
            Path(path).write_bytes(png or b"")
        else:
            raise PtxError(f"output must end in .svg or .png: {path}")
    except OSError as e:
        raise PtxError(f"-o '{path}': cannot write it ({e.strerror})") from None
    print(f"wrote {path}")


def run(args: argparse.Namespace) -> int:
    from ptxemu.layouts import layout, render, smem

    if args.list:
        from ptxemu.layouts.catalog import all_forms

        for ins, ops in all_forms():
            print(f"{ins}  [{' '.join(ops)}]")
        return 0
    if args.html:
        from ptxemu.layouts.explorer import write_explorer

        try:
            info = write_explorer(args.html)
        except OSError as e:
            raise PtxError(f"--html '{args.html}': cannot write there ({e.strerror})") from None
        print(f"wrote {args.html}/index.html: {info['forms']} forms, {info['layouts']} distinct layouts, "
              f"{info['descriptors']} descriptor pictures")
        return 0
    if args.desc is not None:
        if not args.shape:
            raise PtxError("--desc needs --shape ROWSxCOLS")
        try:
            rows, cols = (int(x) for x in args.shape.lower().split("x"))
        except ValueError:
            raise PtxError(f"--shape '{args.shape}': expected ROWSxCOLS, e.g. 64x16") from None
        try:
            desc = int(args.desc, 0)
        except ValueError:
            raise PtxError(f"--desc '{args.desc}': expected a 64-bit integer (0x4000004000100000)") from None
        if not 0 <= desc < 1 << 64 or rows < 1 or cols < 1 or args.bits not in (4, 6, 8, 16, 32, 64):
            raise PtxError("--desc is 64 bits, --shape positive, --bits one of 4 6 8 16 32 64")
        kind = "tcgen05" if args.tcgen05 else "wgmma"
        d = smem.decode_descriptor(desc, kind)
        major = args.major.upper()
        print(f"start={d.start_address:#x} LBO={d.lbo:#x} SBO={d.sbo:#x} base_offset={d.base_offset} "
              f"swizzle={d.swizzle_name}")
        if args.output:
            want_png = args.output.endswith(".png")
            svg = None if want_png else render.descriptor_svg(d, args.operand, major, rows, cols, args.bits)
            png = render.descriptor_png(d, args.operand, major, rows, cols, args.bits, scale=args.scale) \
                if want_png else None
            _write(args.output, svg, png)
        else:
            unit = "bit" if args.bits < 8 else "byte"
            addr = smem.element_offsets(d, args.operand, major, rows, cols, args.bits, unit=unit)
            for r in range(rows):
                print(" ".join(f"{int(a):6x}" for a in addr[r]))
        return 0
    if not args.instruction:
        raise PtxError("give an instruction, --desc, --html or --list")
    kw = {}
    if args.operand in ("sfa", "sfb"):
        kw = {"byte_id": args.byte_id, "thread_id": args.thread_id}
    if args.operand in ("e", "metadata"):
        kw = {"selector": args.selector}
    L = layout(args.instruction, args.operand, **kw)
    if args.output:
        png = args.output.endswith(".png")
        _write(args.output, None if png else render.layout_svg(L),
               render.layout_png(L, scale=args.scale) if png else None)
        return 0
    print(repr(L))
    print("thread reg slot -> row col")
    w = sys.stdout.write
    for t, r, s, row, col in L.table():
        w(f"T{t}:r{r}.{s} -> ({row}, {col})\n")
    return 0
