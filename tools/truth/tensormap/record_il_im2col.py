# ruff: noqa: E501, B905
"""Record two TMA corners ptxemu refused as unmeasured, on the H100 (issue 20).

    xz -dc tests/data/tensormap/tma_kernels_sm90a.ptx.xz > tma_kernels_sm90a.ptx
    ptxas -arch=sm_90a tma_kernels_sm90a.ptx -o tma_kernels.cubin
    python3 gen_probe_cu.py && nvcc -arch=sm_90a -cubin tma_probe.cu -o tma_probe.cubin
    python3 record_il_im2col.py tma_kernels.cubin tma_probe.cubin OUTDIR      (on the GPU)
    python3 record_il_im2col.py --list                                          (the cases, here)

* group 'im2col': .im2col loads through interleaved maps (INTERLEAVE_16B / 32B) whose
  channelsPerPixel * element size is not one slice of S = 16 / 32 bytes: 2, 3, 4, 8 slices, and
  half / one and a half slices (16 and 48 bytes under the 32-byte interleave); ranks 3-5, 1/2/4/8-byte
  types, every swizzle, element strides, corners and offsets putting pixels out of bounds, the
  channel-group coordinate near the end of its dimension, padded strides, the NaN-request fill.
  Runs through record_interleave.run_group: global memory holds upattern() (every 2-byte unit
  distinct, never 0x00 or 0xEE), the probe kernel fills 192 KiB of shared memory with 0xEE, runs the
  copy, measures its transaction count and dumps the window; then tma_im2col_Nd (the replayed
  kernel of tma_kernels_sm90a.ptx) runs with that count. The driver's return code is recorded for
  every map (a refused map is not launched).
* group 'nanfill': integer-type tiled maps (u8 u16 u32 s32 u64 s64; f32 and f16 as controls) with
  the NaN-request OOB fill bit (79) set by hand in the driver's map (the driver refuses to encode
  it: its rc is recorded too), loading a box wholly in bounds. Runs through
  record_corners.run_group (tma_load_2d, global memory gpattern()).

Each case group runs in worker processes (a fault loses only the case: the next worker goes on).
Everything is packed into OUTDIR/il_im2col_record.npz: meta (json: device, cases), out (the blobs).
Ran on an H100 80GB HBM3 (driver 580.159.04) in 12 s (record_il_im2col.log); committed as
tests/data/tensormap/tma_il_im2col.npz (LZMA, tools/recompress_npz.py), replayed by
tests/machine/test_tma_il_im2col_hw.py. What it showed: the driver encodes every such map, and the
copy moves one S-byte slice a pixel whatever channelsPerPixel says (transaction count pixels * S);
a coordinate off its element-stride grid stays off it until its dimension wraps; every integer map
with the fill bit stops the GPU (CUDA error 715) also with the box wholly in bounds.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_corners as rcn  # noqa: E402
import record_interleave as ril  # noqa: E402

ESIZE = ril.ESIZE


def _imap(dt, il, W, sp, cg, n, lo, up, ch, px, es=None, sw=0, oob=0, pad=0, goff=0):
    """An interleaved im2col map: dims [W, (H, (D)), C/g, N] (W in slices of S bytes); strides
    dense in slices, plus `pad` bytes (a multiple of S) after every row and plane."""
    S = 16 * il
    dims = [W] + list(sp) + [cg, n]
    st, s = [], W * S + pad
    for d in dims[1:]:
        st.append(s)
        s = s * d + pad
    es = es or [1] * len(dims)
    return ril.imap(dt, dims, st, lo, up, ch, px, es, il, sw, oob, goff)


def _extent(m) -> int:
    """Bytes the map's tensor spans from its base (dimension 0 in slices)."""
    return m["dims"][0] * 16 * m["il"] + sum((d - 1) * s for d, s in zip(m["dims"][1:], m["strides"]))


def cases() -> dict[str, list[dict]]:
    g: dict[str, list[dict]] = {"im2col": [], "nanfill": []}
    I = g["im2col"]

    def add(m, coords, offs):
        I.append({"map": m, "coords": coords, "offs": offs})

    # hand-picked: rank 4, u16, 16B interleave, 2/3/4/8 slices a pixel, channel group 0 and near the end
    for k in (2, 3, 4, 8):
        for cg in (0, 2):
            add(_imap(1, 1, 6, [5], 4, 2, [-1, -1], [1, 1], 8 * k, 12), [0, 0, cg, 0], [1, 1])
    # 32B interleave, 2 and 4 slices, half and one and a half slices (16 / 48 bytes), u8 and f32
    for dt, chb in ((0, 64), (0, 128), (0, 16), (0, 48), (7, 64), (7, 16), (7, 48)):
        for cg in (0, 3):
            add(
                _imap(dt, 2, 5, [4], 4, 2, [-1, 0], [0, -1], chb // ESIZE[dt], 10),
                [-1, 0, cg, 1],
                [0, 1],
            )
    # every swizzle (16B and 32B interleave)
    for il in (1, 2):
        for sw in (0, 1, 2, 3):
            add(_imap(1, il, 6, [5], 4, 2, [-1, -1], [0, 0], 16 * il, 16, sw=sw), [1, 2, 1, 0], [0, 0])
            add(_imap(7, il, 6, [5], 4, 2, [0, 0], [0, 0], 12 * il, 9, sw=sw), [2, 1, 1, 1], [0, 0])
    # rank 3 and rank 5
    add(_imap(1, 1, 12, [], 4, 3, [-2], [1], 16, 20), [-2, 1, 0], [1])
    add(_imap(4, 1, 12, [], 4, 3, [-2], [1], 6, 20, sw=2), [3, 3, 1], [0])
    add(_imap(0, 2, 12, [], 4, 2, [0], [-1], 96, 11), [0, 2, 0], [2])
    add(_imap(1, 1, 4, [3, 3], 3, 2, [-1, -1, -1], [0, 0, 0], 16, 24), [-1, -1, 0, 1, 0], [0, 1, 1])
    add(_imap(7, 2, 4, [3, 3], 3, 2, [0, 0, 0], [0, 0, 0], 16, 20, sw=1), [1, 1, 1, 1, 0], [0, 0, 0])
    add(_imap(0, 2, 4, [3, 2], 4, 2, [0, 0, 0], [-1, 0, 0], 16, 20), [0, 0, 0, 2, 1], [0, 0, 0])
    # element strides, padded strides, NaN fill, base offset
    add(_imap(1, 1, 8, [6], 4, 2, [-1, -1], [0, 0], 16, 14, es=[2, 2, 1, 1]), [-1, -1, 1, 0], [1, 1])
    add(_imap(1, 1, 6, [5], 4, 2, [-1, -1], [1, 1], 24, 12, pad=32), [0, 0, 1, 0], [1, 1])
    add(_imap(6, 1, 6, [5], 4, 2, [-1, -1], [1, 1], 16, 12, oob=1), [-1, -1, 2, 1], [0, 0])
    add(_imap(7, 2, 5, [4], 4, 2, [-1, -1], [1, 1], 16, 12, oob=1, goff=64), [-1, -1, 3, 0], [0, 0])
    add(_imap(6, 1, 6, [5], 4, 2, [-1, -1], [1, 1], 16, 12, oob=1), [0, 0, 5, 0], [1, 1])
    # random sweep
    rng = np.random.default_rng(2027)
    n_rand = 0
    while n_rand < 40:
        il = int(rng.integers(1, 3))
        S = 16 * il
        dt = int(rng.choice([0, 1, 6, 7, 4]))
        e = ESIZE[dt]
        r = int(rng.integers(3, 6))
        chb = int(rng.choice([16, 32, 48, 64, 96, 128]))
        if chb == S or chb % 16:
            continue
        ch = chb // e
        W = int(rng.integers(2, 9))
        sp = [int(rng.integers(2, 6)) for _ in range(r - 3)]
        cg = int(rng.integers(1, 6))
        nn = int(rng.integers(1, 3))
        lo = [int(rng.integers(-2, 1)) for _ in range(r - 2)]
        up = [int(rng.integers(-1, 2)) for _ in range(r - 2)]
        spd = [W] + sp
        if any(d - 1 + u < lw for d, u, lw in zip(spd, up, lo)):
            continue
        es = [int(rng.choice([1, 1, 2])) for _ in range(r - 2)] + [1, 1]
        sw = int(rng.choice([0, 1, 2, 3]))
        oob = int(dt in (6, 7) and rng.random() < 0.3)
        pad = S * int(rng.choice([0, 0, 1]))
        px = int(rng.integers(1, 30))
        m = _imap(dt, il, W, sp, cg, nn, lo, up, ch, px, es=es, sw=sw, oob=oob, pad=pad)
        if _extent(m) > ril.PREG - 4096 or chb * px > 60 * 1024:
            continue
        c = [int(rng.integers(lw, d + u)) for d, u, lw in zip(spd, up, lo)]
        c = [c[0]] + c[1:] + [int(rng.integers(0, cg + 1)), int(rng.integers(0, nn))]
        offs = [int(rng.integers(0, 3)) for _ in range(r - 2)]
        add(m, c, offs)
        n_rand += 1

    # nanfill: integer maps with the fill bit, boxes wholly in bounds (f32, f16 controls)
    for dt in (0, 1, 2, 3, 4, 5, 7, 6):
        e = ESIZE[dt]
        m = rcn.tiled(dt, [128 // e, 8], [64 // e, 4])
        for c in ([0, 0], [64 // e, 4]):
            g["nanfill"].append({"kernel": "tma_load_2d", "map": m, "coords": c, "n": 256, "set_fill": True})
    return g


def _one(kc: str, pc: str, outdir: str, group: str, start: int) -> None:
    if group == "im2col":
        ril.cases = lambda: {"im2col": cases()["im2col"]}
        ril.run_group(kc, pc, outdir, "im2col", start)
    else:
        rcn.cases = lambda: {"nanfill": cases()["nanfill"]}
        rcn.run_group(kc, outdir, "nanfill", start)


def pack(outdir: str) -> None:
    recs, blobs, pos = [], [], 0
    for grp, jn, bn in (
        ("im2col", "il_im2col.jsonl", "il_im2col.bin"),
        ("nanfill", "c_nanfill.jsonl", "c_nanfill.bin"),
    ):
        try:
            lines = open(f"{outdir}/{jn}").read().splitlines()
            raw = open(f"{outdir}/{bn}", "rb").read()
        except FileNotFoundError:
            continue
        for ln in lines:
            r = json.loads(ln)
            if grp == "nanfill" and "out_at" in r:  # record_corners' single blob -> a named blob
                r["blobs"] = [["out", r.pop("out_at"), r.pop("out_len")]]
            for b in r.get("blobs", []):
                _, at, n = b
                blobs.append(np.frombuffer(raw[at : at + n], np.uint8))
                b[1] = pos
                pos += n
            r["group"] = grp
            recs.append(r)
    dev = subprocess.run(
        ["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    np.savez_compressed(
        f"{outdir}/il_im2col_record.npz",
        meta=np.frombuffer(json.dumps({"device": dev, "cases": recs}).encode(), np.uint8),
        out=np.concatenate(blobs) if blobs else np.zeros(0, np.uint8),
    )
    print("packed", len(recs), "records", pos, "bytes", dev, flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--list":
        for grp, cs in cases().items():
            print(grp, len(cs))
        sys.exit(0)
    kc, pc, outdir = sys.argv[1:4]
    rest = sys.argv[4:]
    if rest and rest[0] == "--one":
        _one(kc, pc, outdir, rest[1], int(rest[2]))
        sys.exit(0)
    files = {"im2col": "il_im2col.jsonl", "nanfill": "c_nanfill.jsonl"}
    for grp in rest or list(cases()):
        total, start = len(cases()[grp]), 0
        while start < total:
            r = subprocess.run(
                [sys.executable, __file__, kc, pc, outdir, "--one", grp, str(start)], timeout=300
            )
            try:
                done = [json.loads(x)["index"] for x in open(f"{outdir}/{files[grp]}")]
            except FileNotFoundError:
                done = []
            start = max((max(done) + 1) if done else start + 1, start + 1)
            if r.returncode not in (0, 3):
                print(grp, "worker exit", r.returncode, "at", start - 1, flush=True)
        print(grp, "finished", flush=True)
    pack(outdir)
