# ruff: noqa: E501, B905
"""Record the TMA corners ptxemu had refused as unmeasured, on the H100 (issue 20).

    xz -dc tests/data/tensormap/tma_kernels_sm90a.ptx.xz > tma_kernels_sm90a.ptx
    ptxas -arch=sm_90a tma_kernels_sm90a.ptx -o tma_kernels.cubin
    python3 record_corners.py tma_kernels.cubin OUTDIR          (on the GPU; writes OUTDIR/corners_record.npz)
    python3 record_corners.py --list                             (the cases, here)

The kernels are gen_cu.py's (tma_load_2d, tma_store_2d, tma_red_{op}_2d of tma_kernels_sm90a.ptx,
which tests/machine/test_tma_corners_hw.py replays in ptxemu); the driver (record_tma.Cuda) encodes
every map. Every case moves one 64 x 64 box of 4-byte elements (16 KiB, the whole tensor):

* load:  FLOAT32 (control), FLOAT32_FTZ, TFLOAT32, TFLOAT32_FTZ maps over VALS (below: every class
  of f32 value, the TF32 rounding edges, NaN payloads of both signs, 4096 words) -> shared memory;
* store: the same four maps, VALS in shared memory -> global memory;
* red:   every cp.reduce.async.bulk.tensor redOp (add min max inc dec and or xor) through the same
  four maps: global memory holds OLD, shared memory NEW; the first 2304 pairs are the cross product
  of 48 special values (zeros, subnormals, normals, rounding edges, infinities, NaNs of both signs),
  the rest near-cancellations, subnormal sums and random words;
* nanfill: the NaN-request OOB fill with the integer element types. The driver refuses
  OOB_FILL_NAN_REQUEST_ZERO_FMA for them (its rc is recorded), so the map is the driver's map
  without the fill with the fill bit (79, the field tensormap.replace .fill_mode writes) set, and a
  box half out of bounds is loaded; FLOAT32 and FLOAT16 maps run the same way as controls.

Every case runs in a worker process (an illegal-instruction error loses the context: it is
recorded as the case's error and the next worker goes on). Everything is packed into
OUTDIR/corners_record.npz: meta (json: device, the cases with map bytes, params, status or error),
out (the recorded bytes, each case's at out_at/out_len), vals, old, new. Ran on an H100 80GB HBM3
(driver 580.159.04) in 34 s (record_corners.log); committed as tests/data/tensormap/tma_corners.npz
(LZMA, tools/recompress_npz.py).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from record_tma import Cuda, dense  # noqa: E402

F32, F32Z, TF32, TF32Z = 7, 10, 11, 12  # CUtensorMapDataType
N = 4096  # elements per case (a 64 x 64 box)
BOX = 64 * 64 * 4
OPS = ("add", "min", "max", "inc", "dec", "and", "or", "xor")

SPECIAL = [
    0x00000000,
    0x80000000,
    # subnormals: the smallest, around the 13 bits TF32 drops, the largest (rounds to the smallest normal)
    0x00000001,
    0x00000FFF,
    0x00001000,
    0x00001001,
    0x00002000,
    0x00003000,
    0x00400000,
    0x007FEFFF,
    0x007FF000,
    0x007FFFFF,
    0x80000001,
    0x80001000,
    0x80400000,
    0x807FF000,
    0x807FFFFF,
    # normals: the smallest, ties to even (down and up), the carry into the exponent, the largest
    0x00800000,
    0x80800000,
    0x3F800000,
    0xBF800000,
    0x3F801000,
    0x3F803000,
    0x3F800FFF,
    0x3F801001,
    0x3FFFF000,
    0x00FFF000,
    0x7F7FFFFF,
    0x7F7FF000,
    0x7F7FEFFF,
    0xFF7FFFFF,
    0x40490FDB,
    0xC0490FDB,
    0x3EAAAAAB,
    0x7F800000,
    0xFF800000,
    # NaNs: payloads only in the 13 bits TF32 drops, above them, signalling and quiet, both signs
    0x7F800001,
    0x7F801000,
    0x7F802000,
    0x7FBFFFFF,
    0x7FC00000,
    0x7FC00001,
    0x7FFFFFFF,
    0xFFC00000,
    0xFF800001,
    0xFFFFFFFF,
    0x7FA00000,
    0x7FC01000,
]
assert len(SPECIAL) == 48


def values() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """VALS (loads, stores), OLD and NEW (reductions): uint32[4096] each, deterministic."""
    rng = np.random.default_rng(20)
    sp = np.array(SPECIAL, np.uint32)
    # TF32 rounding edges: sign x exponent (0, 1, 2, 0x7F, 0xFD, 0xFE, 0xFF) x the mantissa's kept
    # bit 13 x the dropped 13 bits (0, 1, 0xFFF, 0x1000, 0x1001, 0x1FFF), random kept bits above
    edges = []
    for s in (0, 1):
        for e in (0, 1, 2, 0x7F, 0xFD, 0xFE, 0xFF):
            for b13 in (0, 1):
                for low in (0, 1, 0xFFF, 0x1000, 0x1001, 0x1FFF):
                    for hi in (0, int(rng.integers(0, 1 << 9)), 0x1FF):
                        m = (hi << 14) | (b13 << 13) | low
                        edges.append((s << 31) | (e << 23) | m)
    edges = np.array(edges, np.uint32)
    rnd = rng.integers(0, 1 << 32, N, dtype=np.uint64).astype(np.uint32)
    sub = (
        rng.integers(1, 1 << 23, N, dtype=np.uint64) | (rng.integers(0, 2, N, dtype=np.uint64) << 31)
    ).astype(np.uint32)
    vals = np.concatenate([sp, edges, sub[:512], rnd])[:N]
    # reductions: the cross product of the specials, then near-cancellations around the smallest
    # normal (results subnormal), subnormal + subnormal, random words, random subnormals
    a, b = np.meshgrid(sp, sp, indexing="ij")
    k = 256
    small = (0x00800000 + rng.integers(0, 1 << 12, k, dtype=np.uint64)).astype(np.uint32)
    near = (0x80800000 + rng.integers(0, 1 << 12, k, dtype=np.uint64)).astype(np.uint32)
    old = np.concatenate([a.ravel(), small, sub[512 : 512 + k], rnd[: N - 2304 - 2 * k]])
    new = np.concatenate(
        [b.ravel(), near, sub[1024 : 1024 + k], rnd[N - 2304 - 2 * k : 2 * (N - 2304 - 2 * k)]]
    )
    assert len(vals) == len(old) == len(new) == N
    return vals, old, new


def gpattern() -> np.ndarray:
    """The global words the nanfill loads read (uint32[16384])."""
    return np.arange(1 << 14, dtype=np.uint32) * np.uint32(0x01010101) + np.uint32(0x10203)


def tiled(dt, dims, box, oob=0):
    return {
        "k": "tiled",
        "dtype": dt,
        "rank": len(dims),
        "goff": 0,
        "dims": dims,
        "strides": dense(dt, dims),
        "box": box,
        "es": [1] * len(dims),
        "il": 0,
        "sw": 0,
        "l2": 0,
        "oob": oob,
    }


ESIZE = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4}


def cases() -> dict[str, list[dict]]:
    g: dict[str, list[dict]] = {"load": [], "store": [], "red": [], "nanfill": []}
    for dt in (F32, F32Z, TF32, TF32Z):
        m = tiled(dt, [64, 64], [64, 64])
        g["load"].append({"kernel": "tma_load_2d", "map": m, "coords": [0, 0], "n": BOX})
        g["store"].append({"kernel": "tma_store_2d", "map": m, "coords": [0, 0], "n": BOX})
        for op in OPS:
            g["red"].append({"kernel": f"tma_red_{op}_2d", "map": m, "coords": [0, 0], "n": BOX})
    for dt in (0, 1, 2, 3, 4, 5, 7, 6):
        e = ESIZE[dt]
        b0 = 64 // e
        m = tiled(dt, [48 // e, 8], [b0, 4])
        for c in ([-32 // e, -2], [16 // e, 6]):
            g["nanfill"].append({"kernel": "tma_load_2d", "map": m, "coords": c, "n": 256, "set_fill": True})
    return g


def _coords(c):
    return [("s32", v) for v in list(c) + [0] * (5 - len(c))]


def run_group(cubin: str, outdir: str, group: str, start: int) -> None:
    cu = Cuda(cubin)
    vals, old, new = values()
    G, O, SRC, OUT, ST = (
        cu.alloc(1 << 16),
        cu.alloc(1 << 16),
        cu.alloc(1 << 16),
        cu.alloc(1 << 16),
        cu.alloc(64),
    )
    addrs = {"G": G, "O": O, "SRC": SRC, "OUT": OUT, "ST": ST}
    jf = open(f"{outdir}/c_{group}.jsonl", "a")
    bf = open(f"{outdir}/c_{group}.bin", "ab")
    for idx, case in enumerate(cases()[group]):
        if idx < start:
            continue
        rec = dict(case, index=idx, group=group, addrs=addrs)
        m = case["map"]
        load = group in ("load", "nanfill")
        cu.h2d(G, (vals if group == "load" else gpattern()).view(np.uint8))
        cu.h2d(SRC, (vals if group == "store" else new).view(np.uint8))
        cu.h2d(O, old.view(np.uint8) if group == "red" else np.full(BOX, 0xEE, np.uint8))
        cu.ok(cu.cu.cuMemsetD8_v2(ST, 0, 64))
        cu.ok(cu.cu.cuMemsetD8_v2(OUT, 0, 1 << 16))
        rc, tm = cu.encode(m, (G if load else O) + m["goff"])
        rec["rc"] = rc
        if case.get("set_fill"):
            rec["rc_nan_fill"] = cu.encode(dict(m, oob=1), G)[0]  # what the driver says to the request
            tm = bytearray(tm)
            tm[79 // 8] |= 1 << (79 % 8)
            tm = bytes(tm)
        rec["tmap"] = tm.hex()
        if rc != 0:
            jf.write(json.dumps(rec) + "\n")
            jf.flush()
            continue
        n = case["n"]
        if load:
            params = _coords(case["coords"]) + [("u32", 0), ("u32", n), ("u32", n), ("u64", OUT), ("u64", ST)]
        else:
            params = _coords(case["coords"]) + [("u32", 0), ("u32", n), ("u64", SRC), ("u64", ST)]
        params = [("map", tm)] + params
        rec["params"] = [[t, v if t != "map" else "tmap"] for t, v in params]
        rec["grid"], rec["block"], rec["smem"] = 1, 128, 2048 + n + 8192
        try:
            cu.launch(case["kernel"], 1, 128, rec["smem"], params)
        except RuntimeError as e:
            rec["error"] = str(e)
            jf.write(json.dumps(rec) + "\n")
            jf.flush()
            print(group, idx, case["kernel"], m["dtype"], "FAILED", e, flush=True)
            sys.exit(3)
        rec["status"] = cu.d2h(ST, 32).view(np.uint32).tolist()
        out = cu.d2h(OUT, n) if load else cu.d2h(O, BOX)
        rec["out_at"], rec["out_len"] = bf.tell(), len(out)
        bf.write(out.tobytes())
        bf.flush()
        jf.write(json.dumps(rec) + "\n")
        jf.flush()
        print(group, idx, case["kernel"], m["dtype"], "status", rec["status"][0], flush=True)
    print(group, "done", flush=True)


def pack(outdir: str) -> None:
    recs, blobs, pos = [], [], 0
    for grp in cases():
        try:
            lines = open(f"{outdir}/c_{grp}.jsonl").read().splitlines()
            raw = open(f"{outdir}/c_{grp}.bin", "rb").read()
        except FileNotFoundError:
            continue
        for ln in lines:
            r = json.loads(ln)
            if "out_at" in r:
                blobs.append(np.frombuffer(raw[r["out_at"] : r["out_at"] + r["out_len"]], np.uint8))
                r["out_at"] = pos
                pos += r["out_len"]
            recs.append(r)
    dev = subprocess.run(
        ["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    vals, old, new = values()
    np.savez_compressed(
        f"{outdir}/corners_record.npz",
        meta=np.frombuffer(json.dumps({"device": dev, "cases": recs}).encode(), np.uint8),
        out=np.concatenate(blobs) if blobs else np.zeros(0, np.uint8),
        vals=vals,
        old=old,
        new=new,
    )
    print("packed", len(recs), "records", pos, "bytes", dev, flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--list":
        for grp, cs in cases().items():
            print(grp, len(cs))
        sys.exit(0)
    cubin, outdir = sys.argv[1:3]
    rest = sys.argv[3:]
    if rest and rest[0] == "--one":
        run_group(cubin, outdir, rest[1], int(rest[2]))
        sys.exit(0)
    for grp in rest or list(cases()):
        total, start = len(cases()[grp]), 0
        while start < total:
            r = subprocess.run(
                [sys.executable, __file__, cubin, outdir, "--one", grp, str(start)], timeout=120
            )
            try:
                done = [json.loads(x)["index"] for x in open(f"{outdir}/c_{grp}.jsonl")]
            except FileNotFoundError:
                done = []
            start = max((max(done) + 1) if done else start + 1, start + 1)
            if r.returncode not in (0, 3):
                print(grp, "worker exit", r.returncode, "at", start - 1, flush=True)
        print(grp, "finished", flush=True)
    pack(outdir)
