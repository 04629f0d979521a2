# ruff: noqa: E501, B905
"""Record interleaved TMA copies (CU_TENSOR_MAP_INTERLEAVE_16B / 32B) whole, on the H100.

    python3 record_interleave.py tma_kernels.cubin tma_probe.cubin OUTDIR      (on the GPU)
    python3 record_interleave.py --list                                          (the cases, here)

(PYTHONPATH=src: the case list keeps the argument sets ptxemu's encoder, which agrees with the
driver on 27,027 sets, accepts.) Ran on an H200 (driver 580.159.04) in about 10 s; the log is
record_interleave.log. tma_kernels.cubin is ptxas -arch=sm_90a of tests/data/tensormap/tma_kernels_sm90a.ptx.xz (the kernels
the replay runs); tma_probe.cubin is gen_probe_cu.py's. Global memory holds upattern(): every
2-byte unit of the first 126 KiB a distinct value whose bytes are never 0x00 (the zero fill) nor
0xEE (the untouched shared memory), so every byte in a dump says where it came from.

For each load case (tile or im2col): the probe kernel fills 192 KiB of shared memory with 0xEE,
runs the copy and measures its transaction count (complete-tx one byte at a time until the phase
completes); the dump, cut after its last written byte, says how far the copy wrote. Then the
replayed kernel (tma_load_Nd / tma_im2col_Nd) runs with that count and that window and its status
and dump are recorded. Stores and reductions (tma_store_Nd, tma_red_add_3d) read a 64 KiB window
filled from upattern and write a global tensor filled with 0xEE. The 'wide' group tries the
driver's cuTensorMapEncodeIm2colWide (sm_100 im2col::w maps) over a few argument sets and records
the return codes and bytes. Every group runs in its own processes (a fault loses one case).
Everything is packed into OUTDIR/interleave_record.npz (meta json + the dumps).
"""

from __future__ import annotations

import ctypes as C
import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from record_tma import Cuda  # noqa: E402

PREG = 126 * 1024  # bytes of G in which every 2-byte unit is distinct
GBUF = 1 << 20
PROBE_N = 192 * 1024
STORE_N = 64 * 1024
ESIZE = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4, 8: 8, 9: 2, 10: 4, 11: 4, 12: 4}
DIGITS = np.array([v for v in range(1, 256) if v != 0xEE], np.uint8)  # 254 values


def upattern(nbytes: int) -> np.ndarray:
    """Byte pairs (lo, hi) = (DIGITS[i % 254], DIGITS[i // 254 % 254]) for 2-byte unit i."""
    i = np.arange((nbytes + 1) // 2, dtype=np.int64)
    out = np.empty((len(i), 2), np.uint8)
    out[:, 0] = DIGITS[i % 254]
    out[:, 1] = DIGITS[(i // 254) % 254]
    return out.reshape(-1)[:nbytes]


def pad(n: int, a: int = 16) -> int:
    return (n + a - 1) // a * a


def extent(m) -> int:
    return m["dims"][0] * ESIZE[m["dtype"]] + sum((d - 1) * s for d, s in zip(m["dims"][1:], m["strides"]))


def tmap(dt, dims, strides, box, es, il, sw, oob=0, goff=0):
    return {
        "k": "tiled",
        "dtype": dt,
        "rank": len(dims),
        "goff": goff,
        "dims": dims,
        "strides": strides,
        "box": box,
        "es": es,
        "il": il,
        "sw": sw,
        "l2": 0,
        "oob": oob,
    }


def imap(dt, dims, strides, lo, up, ch, px, es, il, sw, oob=0, goff=0):
    return {
        "k": "im2col",
        "dtype": dt,
        "rank": len(dims),
        "goff": goff,
        "dims": dims,
        "strides": strides,
        "lower": lo,
        "upper": up,
        "channels": ch,
        "pixels": px,
        "es": es,
        "il": il,
        "sw": sw,
        "l2": 0,
        "oob": oob,
    }


def _bound(m) -> int:
    """Bytes the copy may write if dimension 0 counts 16/32-byte slices (the earlier recording)."""
    n = 16 * m["il"]
    for b, e in zip(m["box"], m["es"]):
        n *= -(-b // e)
    return n


TYPES = [0, 1, 6, 9, 2, 7, 3, 8, 4]


def cases() -> dict[str, list[dict]]:
    """The case matrix (deterministic)."""
    from ptxemu.formats.tensormap import TensorMapError, encode_tensor_map_tiled

    def ok(m):
        try:
            encode_tensor_map_tiled(
                m["dtype"],
                m["rank"],
                0x10000,
                m["dims"],
                m["strides"],
                m["box"],
                m["es"],
                m["il"],
                m["sw"],
                0,
                m["oob"],
            )
        except TensorMapError:
            return False
        return _bound(m) <= 150 * 1024 and m["goff"] + extent(m) <= PREG

    rng = np.random.default_rng(2026)
    g: dict[str, list[dict]] = {"load": [], "store": [], "im2col": [], "wide": []}
    L = g["load"]
    # hand-picked: slice-dense rows, both interleaves, every swizzle, 1/2/4/8-byte types, rank 3 and 4
    for il in (1, 2):
        S = 16 * il
        for dt in (0, 1, 7, 8):
            m16 = 16 // ESIZE[dt]
            for sw in (0, 1, 2, 3):
                m = tmap(dt, [4, 5, 4], [4 * S, 20 * S], [m16, 4, 3], [1, 1, 1], il, sw)
                if ok(m):
                    L.append({"map": m, "coords": [0, 1, 1]})
            st = [3 * S + S, 4 * S * 6, 4 * S * 30]
            for box0, es0 in ((m16, 1), (m16, 2), (2 * m16, 3)):
                m = tmap(dt, [3, 6, 5, 3], st, [box0, 3, 2, 2], [es0, 1, 1, 1], il, 0)
                if ok(m):
                    L.append({"map": m, "coords": [0, 2, 1, 1]})
                    L.append({"map": m, "coords": [1, 4, 4, 2]})
    # random sweep: ranks 3-5, types, boxes, element strides (dimension 0 too), swizzles, fills, edges,
    # row strides dense in elements or in slices
    n_rand = 0
    while n_rand < 120:
        il = int(rng.integers(1, 3))
        S = 16 * il
        dt = int(rng.choice(TYPES))
        e = ESIZE[dt]
        m16 = 16 // e
        r = int(rng.integers(3, 6))
        d0 = int(rng.choice([1, 2, 3, 5, 8, 16, 24, 40]))
        dims = [d0] + [int(rng.integers(2, 8)) for _ in range(r - 1)]
        box0 = int(rng.choice([m16, m16, 2 * m16, 3 * m16]))
        box = [box0] + [int(rng.integers(1, 5)) for _ in range(r - 1)]
        es = [int(rng.choice([1, 1, 1, 2, 3]))] + [int(rng.choice([1, 1, 2, 3])) for _ in range(r - 1)]
        sw = int(rng.choice([0, 1, 1, 2, 3]))
        oob = int(dt in (6, 7, 8, 9) and rng.random() < 0.3)
        s0 = pad(d0 * e, S) if rng.random() < 0.3 else d0 * S + S * int(rng.integers(0, 3))
        st = [s0]
        for d in dims[1:-1]:
            st.append(st[-1] * d + S * int(rng.integers(0, 2)))
        m = tmap(dt, dims, st, box, es, il, sw, oob, goff=32 * int(rng.integers(0, 4)))
        if not ok(m):
            continue
        c = [int(rng.choice([0, 0, 0, 1, 2, -1, -2, d0 - 1, d0 - 3]))]
        c += [int(rng.integers(-2, dims[i] + 1)) for i in range(1, r)]
        L.append({"map": m, "coords": c})
        n_rand += 1

    S = g["store"]
    loads = [c for c in L if _bound(c["map"]) <= 60 * 1024]
    pick = rng.choice(len(loads), 16, replace=False)
    for k in pick:
        c = dict(loads[int(k)])
        c["coords"] = [max(0, x) for x in c["coords"]]
        m = dict(c["map"], oob=0)
        S.append({"map": m, "coords": c["coords"], "kernel": f"tma_store_{m['rank']}d"})
    m = tmap(2, [8, 6, 5], [64, 384], [8, 3, 2], [1, 1, 1], 2, 1)
    S.append({"map": m, "coords": [0, 2, 1], "kernel": "tma_red_add_3d"})
    m = tmap(2, [4, 6, 5], [32, 192], [4, 4, 2], [1, 2, 1], 1, 0)
    S.append({"map": m, "coords": [0, 4, 3], "kernel": "tma_red_add_3d"})

    I = g["im2col"]
    I.append(
        {
            "map": imap(1, [8, 9, 7, 2], [16, 144, 1008], [-1, -1], [1, 1], 8, 64, [1, 1, 1, 1], 1, 0),
            "coords": [0, 0, 0, 0],
            "offs": [1, 1],
        }
    )
    I.append(
        {
            "map": imap(1, [16, 9, 7, 2], [32, 288, 2016], [-1, -1], [1, 1], 8, 32, [1, 1, 1, 1], 1, 0),
            "coords": [0, 1, 2, 0],
            "offs": [0, 1],
        }
    )
    I.append(
        {
            "map": imap(7, [8, 9, 7, 2], [32, 288, 2016], [0, 0], [0, 0], 8, 16, [1, 1, 1, 1], 2, 1),
            "coords": [0, 2, 1, 1],
            "offs": [0, 0],
        }
    )
    I.append(
        {
            "map": imap(0, [32, 10, 3], [32, 320], [-2], [0], 32, 20, [1, 1, 1], 2, 1),
            "coords": [0, 3, 1],
            "offs": [1],
        }
    )
    I.append(
        {
            "map": imap(
                6, [8, 5, 4, 3, 2], [16, 80, 320, 960], [0, 0, 0], [-1, -1, -1], 8, 24, [1, 1, 1, 1, 1], 1, 2
            ),
            "coords": [0, 1, 0, 1, 0],
            "offs": [1, 0, 0],
        }
    )
    I.append(
        {
            "map": imap(1, [16, 9, 7, 2], [32, 288, 2016], [-1, -1], [1, 1], 8, 32, [1, 2, 1, 1], 1, 0),
            "coords": [0, 1, 2, 0],
            "offs": [0, 1],
        }
    )

    W = g["wide"]
    for dt, dims, st, lo, up, ch, px, es, il, mode, sw in (
        (6, [64, 9, 7, 2], [128, 1152, 8064], -1, 1, 64, 128, [1, 1, 1, 1], 0, 0, 3),
        (6, [64, 9, 7, 2], [128, 1152, 8064], 0, 0, 64, 128, [1, 1, 1, 1], 0, 1, 3),
        (6, [64, 9, 7, 2], [128, 1152, 8064], -1, 0, 32, 64, [1, 2, 1, 1], 0, 0, 2),
        (7, [32, 9, 2], [128, 1152], -3, 2, 16, 200, [1, 1, 1], 0, 0, 1),
        (0, [64, 9, 7, 3, 2], [64, 576, 4032, 12096], 5, -7, 64, 32, [1, 1, 1, 1, 1], 0, 1, 0),
        (1, [8, 9, 7, 2], [16, 144, 1008], -1, 1, 8, 64, [1, 1, 1, 1], 1, 0, 0),
        (6, [64, 9, 7, 2], [128, 1152, 8064], -1, 1, 64, 128, [1, 1, 1, 1], 0, 0, 0),
        (6, [64, 9, 7, 2], [128, 1152, 8064], -1, 1, 64, 128, [1, 1, 1, 1], 0, 2, 3),
    ):
        W.append(
            {
                "map": {
                    "k": "wide",
                    "dtype": dt,
                    "rank": len(dims),
                    "goff": 0,
                    "dims": dims,
                    "strides": st,
                    "lowerW": lo,
                    "upperW": up,
                    "channels": ch,
                    "pixels": px,
                    "es": es,
                    "il": il,
                    "mode": mode,
                    "sw": sw,
                    "l2": 0,
                    "oob": 0,
                }
            }
        )
    return g


def encode_wide(cu: Cuda, m, addr):
    f = getattr(cu.cu, "cuTensorMapEncodeIm2colWide", None)
    if f is None:
        return -1, b""
    f.argtypes = [
        C.c_void_p,
        C.c_int,
        C.c_uint32,
        C.c_void_p,
        C.c_void_p,
        C.c_void_p,
        C.c_int,
        C.c_int,
        C.c_uint32,
        C.c_uint32,
        C.c_void_p,
        C.c_int,
        C.c_int,
        C.c_int,
        C.c_int,
        C.c_int,
    ]

    def a(t, v):
        v = list(v) + [1] * (8 - len(v))
        return (t * 8)(*v)

    buf = C.create_string_buffer(256)
    p = (C.addressof(buf) + 63) // 64 * 64
    C.memset(p, 0, 128)
    rc = f(
        p,
        m["dtype"],
        m["rank"],
        C.c_void_p(addr),
        a(C.c_uint64, m["dims"]),
        a(C.c_uint64, m["strides"]),
        m["lowerW"],
        m["upperW"],
        m["channels"],
        m["pixels"],
        a(C.c_uint32, m["es"]),
        m["il"],
        m["mode"],
        m["sw"],
        m["l2"],
        m["oob"],
    )
    return rc, C.string_at(p, 128)


def _trim(d: np.ndarray) -> int:
    w = np.flatnonzero(d != 0xEE)
    return 0 if not len(w) else pad(int(w[-1]) + 1)


def _coords(c):
    return [("s32", v) for v in list(c) + [0] * (5 - len(c))]


def run_group(kcubin: str, pcubin: str, outdir: str, group: str, start: int) -> None:
    cu = Cuda(kcubin)
    pr = Cuda(pcubin)
    G, O, SRC = cu.alloc(GBUF), cu.alloc(GBUF), cu.alloc(GBUF)
    OUT, ST = cu.alloc(1 << 20), cu.alloc(64)
    up = upattern(GBUF)
    cu.h2d(G, up)
    cu.h2d(SRC, up)
    addrs = {"G": G, "O": O, "SRC": SRC, "OUT": OUT, "ST": ST}
    jf = open(f"{outdir}/il_{group}.jsonl", "a")
    bf = open(f"{outdir}/il_{group}.bin", "ab")

    def put(rec, arrs):
        rec["blobs"] = []
        for name, a in arrs:
            rec["blobs"].append([name, bf.tell(), len(a)])
            bf.write(np.ascontiguousarray(a, np.uint8).tobytes())
        bf.flush()
        jf.write(json.dumps(rec) + "\n")
        jf.flush()

    for idx, case in enumerate(cases()[group]):
        if idx < start:
            continue
        rec = dict(case, index=idx, group=group, addrs=addrs)
        m = case["map"]
        target = O if group == "store" else G
        addr = target + m["goff"]
        if group == "wide":
            rc, tm = encode_wide(cu, m, addr)
            rec["rc"], rec["tmap"] = rc, tm.hex()
            put(rec, [])
            continue
        rc, tm = cu.encode(m, addr)
        rec["rc"], rec["tmap"] = rc, tm.hex()
        if rc != 0:
            put(rec, [])
            print(group, idx, "encode rc", rc, flush=True)
            continue
        try:
            if group == "store":
                cu.ok(cu.cu.cuMemsetD8_v2(O, 0xEE, 1 << 16))
                cu.ok(cu.cu.cuMemsetD8_v2(ST, 0, 64))
                params = (
                    [("map", tm)]
                    + _coords(case["coords"])
                    + [("u32", 0), ("u32", STORE_N), ("u64", SRC), ("u64", ST)]
                )
                rec["params"] = [[t, v if t != "map" else "tmap"] for t, v in params]
                rec["grid"], rec["block"], rec["smem"] = 1, 128, 2048 + STORE_N + 8192
                cu.launch(case["kernel"], 1, 128, rec["smem"], params)
                rec["status"] = cu.d2h(ST, 32).view(np.uint32).tolist()
                out = cu.d2h(O + m["goff"], pad(extent(m)) + 64)
                put(rec, [("out", out)])
                continue
            r = m["rank"]
            offs = list(case.get("offs", [])) + [0] * (3 - len(case.get("offs", [])))
            extra = [("u16", v) for v in offs] if group == "im2col" else []
            kind = "tile" if group == "load" else "im2col"
            big = 1 << 18
            cu.ok(cu.cu.cuMemsetD8_v2(ST, 0, 64))
            pparams = (
                [("map", tm)]
                + _coords(case["coords"])
                + extra
                + [("u32", big), ("u32", PROBE_N), ("u64", OUT), ("u64", ST)]
            )
            pr.launch(f"probe_{kind}_{r}d", 1, 128, 200 * 1024, pparams)
            pst = pr.d2h(ST, 8).view(np.uint32).tolist()
            probe = cu.d2h(OUT, PROBE_N)
            rec["probe_status"] = pst
            rec["tx"] = big - pst[1] if pst[0] else None
            ext = _trim(probe)
            rec["extent"] = ext
            n = max(16, ext)
            drv = int.from_bytes(tm[64:68], "little")
            tx = rec["tx"] if rec["tx"] is not None else drv
            cu.ok(cu.cu.cuMemsetD8_v2(ST, 0, 64))
            cu.ok(cu.cu.cuMemsetD8_v2(OUT, 0, 1 << 20))
            name = f"tma_load_{r}d" if kind == "tile" else f"tma_im2col_{r}d"
            params = (
                [("map", tm)]
                + _coords(case["coords"])
                + extra
                + [("u32", 0), ("u32", tx), ("u32", n), ("u64", OUT), ("u64", ST)]
            )
            rec["params"] = [[t, v if t != "map" else "tmap"] for t, v in params]
            rec["kernel"], rec["n"] = name, n
            rec["grid"], rec["block"], rec["smem"] = 1, 128, 2048 + n + 8192
            cu.launch(name, 1, 128, rec["smem"], params)
            rec["status"] = cu.d2h(ST, 32).view(np.uint32).tolist()
            out = cu.d2h(OUT, n)
            put(rec, [("probe", probe[:n]), ("out", out)])
        except RuntimeError as e:
            rec["error"] = str(e)
            put(rec, [])
            print(group, idx, "FAILED", e, flush=True)
            sys.exit(3)
    print(group, "done", flush=True)


def pack(outdir: str) -> None:
    recs, blobs, pos = [], [], 0
    for grp in cases():
        try:
            lines = open(f"{outdir}/il_{grp}.jsonl").read().splitlines()
            raw = open(f"{outdir}/il_{grp}.bin", "rb").read()
        except FileNotFoundError:
            continue
        for ln in lines:
            r = json.loads(ln)
            for b in r["blobs"]:
                _, at, n = b
                blobs.append(np.frombuffer(raw[at : at + n], np.uint8))
                b[1] = pos
                pos += n
            recs.append(r)
    out = np.concatenate(blobs) if blobs else np.zeros(0, np.uint8)
    dev = subprocess.run(
        ["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    meta = {"device": dev, "cases": recs}
    np.savez_compressed(
        f"{outdir}/interleave_record.npz", meta=np.frombuffer(json.dumps(meta).encode(), np.uint8), out=out
    )
    print("packed", len(recs), "records", len(out), "bytes", flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--list":
        for grp, cs in cases().items():
            print(grp, len(cs))
        sys.exit(0)
    kc, pc, outdir = sys.argv[1:4]
    rest = sys.argv[4:]
    if rest and rest[0] == "--one":
        run_group(kc, pc, outdir, rest[1], int(rest[2]))
        sys.exit(0)
    for grp in rest or list(cases()):
        total, start = len(cases()[grp]), 0
        while start < total:
            r = subprocess.run(
                [sys.executable, __file__, kc, pc, outdir, "--one", grp, str(start)], timeout=300
            )
            try:
                done = [json.loads(x)["index"] for x in open(f"{outdir}/il_{grp}.jsonl")]
            except FileNotFoundError:
                done = []
            start = max((max(done) + 1) if done else start + 1, start + 1)
            if r.returncode not in (0, 3):
                print(grp, "worker exit", r.returncode, "at", start - 1, flush=True)
        print(grp, "finished", flush=True)
    pack(outdir)
