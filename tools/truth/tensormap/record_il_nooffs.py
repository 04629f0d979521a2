# ruff: noqa: E501, B905
"""Record TMA .im2col_no_offs stores and reductions through INTERLEAVED im2col maps on the H100
(issue 20).

    ptxas -arch=sm_90a tests/data/tensormap/tma_nooffs_sm90a.ptx -o tma_nooffs.cubin
    python3 record_il_nooffs.py tma_nooffs.cubin OUTDIR       (on the GPU; writes OUTDIR/il_nooffs_record.npz)
    python3 record_il_nooffs.py --list                        (the cases, here)

The kernels, buffers and worker processes are record_nooffs.py's (its run_group and pack, with
this file's cases): nooffs_store_{r}d, nooffs_red_{op}_{r}d and tma_im2col_{r}d (offsets 0) of
tests/data/tensormap/tma_nooffs_sm90a.ptx. G holds the uint16 words 1, 2, 3, ... (what loads read),
stores write O pre-filled with 0xFF from SRC whose uint16 word k is 0x4000 + k, reductions run over
record_tma.pattern(.., 2) with SRC = pattern(.., 3). Every store case has a load case of the same
map and coordinates (group "load", transaction count pixels * S), so the recording alone says
whether a store writes exactly the slices the same-coordinate load reads.

The maps (record_il_im2col._imap: dims [W, (H, (D)), C/g, N], W in S-byte slices, S = 16 / 32):
both interleaves, ranks 3-5, 1/2/4-byte types, one slice a pixel and 2 slices / half a slice
(channelsPerPixel * element size != S), every swizzle with base offsets, element strides (W too),
padded strides, corners inside the image, pixels past the last image (N out of bounds), the
channel group at and past the end of its dimension; reductions add/min (f16, u32, s32, bf16) and
add (f32); then stores that break the manual's store rules (negative lower corner, positive upper
corner, a negative coordinate). Ran on an H100 80GB HBM3 (driver 580.159.04) in 5.9 s
(record_il_nooffs.log: 87 cases, the driver encoded every map, the 5 rule-breaking launches
stopped with CUDA error 715, the cubin ptxas 13.5's of the committed PTX); committed as
tests/data/tensormap/tma_il_nooffs.npz (LZMA, tools/recompress_npz.py), replayed by
tests/machine/test_tma_il_nooffs_hw.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_nooffs as rn  # noqa: E402
from record_il_im2col import _imap  # noqa: E402

U8, U16, U32, S32, F16, F32, BF16 = 0, 1, 2, 3, 6, 7, 9


def cases() -> dict[str, list[dict]]:
    g: dict[str, list[dict]] = {"store": [], "load": [], "red": []}

    def st(m, c, off=0, ops=()):
        g["store"].append({"kernel": f"nooffs_store_{m['rank']}d", "map": m, "coords": c, "off": off})
        g["load"].append({"kernel": f"tma_im2col_{m['rank']}d", "map": m, "coords": c, "off": off})
        for op in ops:
            g["red"].append({"kernel": f"nooffs_red_{op}_{m['rank']}d", "map": m, "coords": c, "off": off})

    # rank 4, 16B interleave, one slice a pixel: inside, across rows, past the last image, channel
    # group at and past the end of its dimension
    m = _imap(U16, 1, 6, [5], 4, 2, [0, 0], [0, 0], 8, 16)
    for c in ([0, 0, 1, 0], [2, 3, 0, 1], [1, 1, 3, 0], [0, 0, 4, 0], [5, 4, 2, 1]):
        st(m, c)
    st(_imap(F16, 1, 6, [5], 4, 2, [0, 0], [0, 0], 8, 16), [3, 2, 1, 1], ops=("add", "min"))
    # 32B interleave, one slice a pixel
    st(_imap(F32, 2, 5, [4], 4, 2, [0, 0], [0, 0], 8, 12), [1, 3, 2, 1], ops=("add",))
    st(_imap(U32, 2, 5, [4], 3, 2, [0, 0], [0, 0], 8, 20), [0, 0, 0, 0], ops=("add", "min"))
    st(_imap(U8, 2, 5, [4], 3, 2, [0, 0], [0, 0], 32, 9), [4, 2, 2, 0])
    # channelsPerPixel * element size != S: 2 slices, half a slice, one and a half slices
    st(_imap(U16, 1, 6, [5], 4, 2, [0, 0], [0, 0], 16, 12), [0, 1, 1, 0])
    st(_imap(U16, 1, 6, [5], 4, 2, [0, 0], [0, 0], 64, 10), [2, 4, 3, 1])
    st(_imap(F32, 2, 5, [4], 4, 2, [0, 0], [0, 0], 4, 12), [1, 1, 1, 0], ops=("add",))
    st(_imap(U8, 2, 5, [4], 4, 2, [0, 0], [0, 0], 48, 14), [0, 2, 3, 1])
    # corners inside the image, element strides (W too), padded strides
    st(_imap(U16, 1, 8, [6], 4, 2, [1, 1], [-1, -2], 8, 14, es=[2, 1, 1, 1]), [1, 1, 1, 0])
    st(_imap(S32, 1, 8, [6], 4, 2, [0, 1], [-1, 0], 4, 12, es=[1, 2, 1, 1]), [3, 1, 2, 1], ops=("min", "add"))
    st(_imap(U16, 1, 6, [5], 4, 2, [0, 0], [0, 0], 8, 12, pad=32), [4, 3, 1, 0])
    st(
        _imap(F16, 2, 6, [5], 4, 2, [2, 0], [0, -1], 16, 18, es=[2, 2, 1, 1], pad=64),
        [2, 0, 3, 1],
        ops=("add",),
    )
    # swizzles (rows stay S bytes apart), base offsets
    for il in (1, 2):
        for sw, off in ((1, 256), (2, 512), (3, 0), (3, 384)):
            st(_imap(U16, il, 6, [5], 4, 2, [0, 0], [0, 0], 8 * il, 20, sw=sw), [1, 2, 1, 0], off=off)
    st(_imap(BF16, 2, 6, [5], 4, 2, [0, 0], [0, 0], 16, 24, sw=3), [3, 4, 2, 1], ops=("add", "min"))
    # rank 3
    st(_imap(U16, 1, 12, [], 4, 3, [0], [0], 8, 20), [3, 1, 0])
    st(_imap(U8, 2, 12, [], 4, 2, [1], [-1], 32, 15, sw=2), [5, 2, 1], off=128)
    st(_imap(U32, 1, 12, [], 4, 3, [0], [-2], 4, 30, es=[3, 1, 1]), [0, 0, 2], ops=("add",))
    # rank 5
    st(_imap(U16, 1, 4, [3, 3], 3, 2, [0, 0, 0], [0, 0, 0], 8, 24), [1, 1, 0, 1, 0])
    st(_imap(F32, 2, 4, [3, 3], 3, 2, [0, 0, 0], [0, 0, 0], 8, 20, sw=1), [1, 2, 2, 2, 1], ops=("add",))
    st(
        _imap(F16, 1, 5, [3, 4], 4, 2, [1, 0, 0], [0, 0, -1], 8, 30, es=[1, 1, 2, 1, 1]),
        [2, 0, 1, 3, 0],
        ops=("min",),
    )
    # outside the manual's store rules: what does the GPU do?
    st(_imap(U16, 1, 6, [5], 4, 2, [-1, -1], [0, 0], 8, 16), [0, 0, 1, 0])
    st(_imap(U16, 2, 6, [5], 4, 2, [0, 0], [1, 0], 16, 16), [0, 0, 1, 0])
    st(_imap(U16, 1, 6, [5], 4, 2, [0, 0], [0, 0], 8, 16), [0, 0, -1, 0])
    st(_imap(U32, 1, 6, [5], 4, 2, [0, -1], [0, 0], 4, 16), [0, 0, 1, 0], ops=("add",))
    return g


rn.cases = cases  # record_nooffs.run_group and pack walk these


def _self_check() -> None:
    """Each map within record_nooffs' 1 MiB buffers (G's words distinct over the first 128 KiB)."""
    for grp in cases().values():
        for c in grp:
            m = c["map"]
            assert m["goff"] + rn.out_len(m) <= 128 * 1024, m
            assert c["off"] + rn.window(m) + 8192 < 200 * 1024, m


if __name__ == "__main__":
    _self_check()
    if sys.argv[1] == "--list":
        for grp, cs in cases().items():
            print(grp, len(cs))
        sys.exit(0)
    cubin, outdir = sys.argv[1:3]
    rest = sys.argv[3:]
    if rest and rest[0] == "--one":
        rn.run_group(cubin, outdir, rest[1], int(rest[2]))
        sys.exit(0)
    for grp in rest or list(cases()):
        total, start = len(cases()[grp]), 0
        while start < total:
            r = subprocess.run(
                [sys.executable, __file__, cubin, outdir, "--one", grp, str(start)], timeout=60
            )
            try:
                done = [json.loads(x)["index"] for x in open(f"{outdir}/n_{grp}.jsonl")]
            except FileNotFoundError:
                done = []
            start = max((max(done) + 1) if done else start + 1, start + 1)
            if r.returncode not in (0, 3):
                print(grp, "worker exit", r.returncode, "at", start - 1, flush=True)
        print(grp, "finished", flush=True)
    rn.pack(outdir, "il_nooffs_record.npz")
