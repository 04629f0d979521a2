# ruff: noqa: E501, B007, B905
"""Record the TMA / bulk-copy kernels of tma_kernels.cu on the H100 (driver API through ctypes).

    python3 record_tma.py tma_kernels.cubin OUTDIR [group ...]

Each case builds its tensor map with the driver (cuTensorMapEncodeTiled/Im2col), launches one kernel
of tma_kernels.cu and records the tensor map's 128 bytes, the kernel's arguments, its status words
and what it wrote (the shared-memory window for loads, the global tensor for stores and reduces).
Global memory holds a hashed pattern (pattern() below) at recorded addresses, so the replay
(tests/machine/test_tma_hw.py) rebuilds the same memory and passes the same bytes. Groups run in
their own processes: a fault in one group cannot lose the others.
"""

from __future__ import annotations

import ctypes as C
import json
import subprocess
import sys

import numpy as np

GSIZE = 8 << 20  # the global source buffer G and the store target O (bytes)


def pattern(nbytes: int, seed: int) -> np.ndarray:
    """The hashed uint32 pattern every buffer starts with (the replay builds the same)."""
    i = np.arange(nbytes // 4, dtype=np.uint64)
    w = (i * np.uint64(2654435761) + np.uint64(seed * 40503 + 12345)) & np.uint64(0xFFFFFFFF)
    w ^= w >> np.uint64(15)
    return w.astype(np.uint32).view(np.uint8)


ESIZE = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4, 8: 8, 9: 2, 10: 4, 11: 4, 12: 4}
U8, U16, U32, S32, U64, S64, F16, F32, F64, BF16, F32Z, TF32, TF32Z = range(13)


def dense(dt, dims, pad=0):
    s, out = (dims[0] * ESIZE[dt] + 15) // 16 * 16 + pad, []
    for d in dims[1:]:
        out.append(s)
        s *= d
    return out


def extent(dt, dims, strides):
    return dims[0] * ESIZE[dt] + sum((d - 1) * s for d, s in zip(dims[1:], strides))


def tiled(dt, dims, box, es=None, il=0, sw=0, oob=0, goff=0, pad=0, l2=2):
    es = es or [1] * len(dims)
    return {"k": "tiled", "dtype": dt, "rank": len(dims), "goff": goff, "dims": dims,
            "strides": dense(dt, dims, pad), "box": box, "es": es, "il": il, "sw": sw, "l2": l2, "oob": oob}


def im2col(dt, dims, lo, up, ch, px, es=None, il=0, sw=0, oob=0, goff=0):
    es = es or [1] * len(dims)
    return {"k": "im2col", "dtype": dt, "rank": len(dims), "goff": goff, "dims": dims,
            "strides": dense(dt, dims), "lower": lo, "upper": up, "channels": ch, "pixels": px, "es": es,
            "il": il, "sw": sw, "l2": 2, "oob": oob}


def box_bytes(m):
    if m["k"] == "im2col":
        return m["channels"] * m["pixels"] * ESIZE[m["dtype"]]
    n = ESIZE[m["dtype"]]
    for i, (b, e) in enumerate(zip(m["box"], m["es"])):
        n *= b if (i == 0 and m["il"] == 0) else -(-b // e)
    return n


def _pad16(n):
    return (n + 15) // 16 * 16


# -- the case matrix ------------------------------------------------------------------------------
def cases() -> dict[str, list[dict]]:
    g: dict[str, list[dict]] = {k: [] for k in ("load", "im2col", "store", "red", "mc", "bulk", "bred",
                                                "replace")}
    L = g["load"]

    def load(m, coords, off=0, n=None):
        n = n or _pad16(max(box_bytes(m), 16))
        L.append({"kernel": f"tma_load_{m['rank']}d", "map": m, "coords": coords, "off": off, "n": n})

    # run 1 (H200, driver 580) stopped with error 715 at the first tile box crossing an edge: these
    # isolate which crossings the hardware refuses (every case that faults runs in its own process)
    m0 = tiled(F16, [200, 90], [64, 16])
    for c in ([0, 80], [150, 0], [136, 0], [-8, 0], [0, -5], [150, 80]):
        load(m0, c)
    L.append({"kernel": "tma_load_gmap_2d", "map": m0, "coords": [0, 80], "off": 0, "n": 2048})
    L.append({"kernel": "tma_load_gmap_2d", "map": m0, "coords": [136, 0], "off": 0, "n": 2048})
    load(tiled(F16, [200, 90, 1], [64, 16, 1]), [0, 80, 0])
    load(tiled(F16, [256, 90], [64, 16]), [224, 0])
    load(tiled(F16, [256, 90], [64, 16], l2=0), [0, 80])
    load(tiled(U32, [256, 90], [32, 16], sw=3), [0, 80])
    # rank 2, every swizzle, boxes inside and across every edge, swizzle base offsets
    for sw, inner in ((0, 64), (1, 16), (2, 32), (3, 64)):
        m = tiled(F16, [200, 90], [inner, 16], sw=sw)
        for c in ([0, 0], [8, 3], [150, 80], [-8, -5], [190, -3], [-300, 0], [0, 89]):
            load(m, c)
        for off in (128, 384, 896):
            load(m, [16, 4], off=off)
    # inner box narrower than the swizzle span; byte and 4/8-byte elements
    load(tiled(F16, [200, 90], [16, 8], sw=3), [4, 2])
    load(tiled(F16, [200, 90], [8, 8], sw=2), [4, 2])
    load(tiled(U8, [300, 50], [32, 9], sw=3, goff=16), [270, 45])
    load(tiled(F32, [70, 33], [32, 12], sw=3, goff=48), [50, 25])
    load(tiled(F64, [40, 20], [4, 10], sw=1), [38, 15])
    load(tiled(F64, [40, 20], [16, 10], sw=3), [-4, 15])
    # element strides (traversal), padded row pitch
    load(tiled(F16, [200, 90], [32, 12], es=[1, 2]), [3, 5])
    load(tiled(F16, [200, 90], [32, 12], es=[1, 3], sw=2), [3, 85])
    load(tiled(U16, [64, 40, 9], [16, 8, 6], es=[1, 3, 2], sw=1, pad=32), [8, 30, 4])
    load(tiled(F32, [64, 40], [8, 7], es=[2, 1]), [0, 0])  # es[0] ignored without interleave
    # ranks 1, 3, 4, 5
    for c in ([0], [960], [-16], [1000], [993]):
        load(tiled(U8, [1000], [64]), c)
    load(tiled(F32, [1000], [256], goff=32), [900])
    load(tiled(BF16, [48, 7, 5], [16, 4, 3], sw=1), [40, 5, 4])
    load(tiled(F32, [20, 6, 5, 4], [8, 3, 2, 3], sw=1), [16, 4, 4, 2])
    load(tiled(F64, [6, 5, 4, 3, 3], [2, 3, 2, 2, 2], sw=0), [5, -1, 3, 2, 2])
    load(tiled(U16, [40, 3, 4, 5, 6], [32, 2, 2, 2, 2], sw=2), [20, 2, 3, 4, 5])
    load(tiled(S32, [40, 3, 4, 5, 6], [32, 3, 4, 5, 2], sw=3, pad=64), [-8, 0, 0, 0, 5])
    # out-of-bounds fill: zeros, and the NaN request for every float type
    for dt in (F16, BF16, F32, F64, F32Z, TF32, TF32Z):
        inner = 64 // ESIZE[dt]
        for oob in (0, 1):
            load(tiled(dt, [50, 20], [inner, 8], sw=2, oob=oob), [40, 16])
    load(tiled(F32, [50, 20, 3], [16, 8, 2], oob=1), [-10, -4, 2])
    # interleave 16B / 32B
    load(tiled(U16, [8, 10, 12, 3], [8, 4, 6, 2], il=1), [0, 8, 10, 1])
    load(tiled(U16, [8, 10, 12, 3], [8, 4, 6, 2], il=1, sw=3), [0, 2, 3, 0])
    load(tiled(F16, [8, 10, 12], [8, 8, 4], il=1, sw=2, es=[2, 1, 1]), [0, 5, 9])
    load(tiled(F32, [8, 10, 12, 3], [8, 4, 6, 2], il=2, sw=1), [0, 8, 10, 1])
    load(tiled(U8, [32, 10, 12], [32, 8, 4], il=2, sw=1, es=[1, 2, 1]), [0, 5, 9])
    # the prefetch forms ran in every rank-2 load; a tensor map at a global address is tma_load_gmap

    I = g["im2col"]

    def i2c(m, coords, offs, off=0):
        n = _pad16(max(box_bytes(m), 16))
        I.append({"kernel": f"tma_im2col_{m['rank']}d", "map": m, "coords": coords, "offs": offs, "off": off,
                  "n": n})

    m = im2col(F16, [16, 9, 7, 2], [-1, -1], [-1, -1], 16, 64)
    for c, o in (([0, 0, 0, 0], [0, 0]), ([0, 3, 2, 0], [1, 1]), ([0, -1, -1, 0], [0, 0]),
                 ([0, 7, 5, 1], [2, 2]), ([0, 0, 0, 1], [2, 0]), ([0, 6, 0, 0], [0, 2])):
        i2c(m, c, o)
    i2c(im2col(F16, [64, 9, 14, 64], [-1, -1], [-1, -1], 8, 64, sw=1, goff=0x1000), [0, 7, 7, 4], [0, 0])
    i2c(im2col(F16, [64, 9, 14, 64], [0, 0], [-2, -2], 8, 64, sw=1, goff=0x1000), [0, 7, 7, 4], [2, 2])
    i2c(im2col(F16, [64, 8, 14, 64], [-1, -1], [-1, -1], 16, 32, es=[1, 2, 2, 1], sw=2, goff=0x1000),
        [0, 7, 5, 0], [1, 1])
    i2c(im2col(F32, [8, 40, 3], [-2], [0], 8, 48, es=[1, 2, 1], sw=2), [0, 10, 1], [3])
    i2c(im2col(F32, [8, 40, 3], [-3], [2], 4, 100, sw=1), [4, -3, 0], [0])
    i2c(im2col(F32, [8, 40, 3], [0], [0], 8, 256, oob=1), [0, 20, 2], [5])
    i2c(im2col(U8, [32, 5, 4, 3, 2], [-1, -1, -1], [0, 0, 0], 32, 128, sw=1), [0, 1, 0, 0, 0], [1, 0, 1])
    i2c(im2col(U8, [32, 5, 4, 3, 2], [0, 0, 0], [-1, -1, -1], 16, 64, sw=1), [16, 0, 1, 0, 1], [0, 1, 0])
    i2c(im2col(BF16, [16, 6, 6, 6, 2], [-2, -2, -2], [1, 1, 1], 16, 96, sw=1, oob=1), [0, 1, 1, 1, 0],
        [3, 2, 1])
    i2c(im2col(F16, [32, 9, 7, 2], [-1, -1], [-1, -1], 32, 64, sw=3, il=0), [0, 1, 1, 0], [0, 1], off=256)
    i2c(im2col(U16, [8, 9, 7, 2], [-1, -1], [1, 1], 8, 64, il=1), [0, 0, 0, 0], [1, 1])

    S = g["store"]

    def store(m, coords, off=0, kernel=None):
        n = _pad16(max(box_bytes(m), 16))
        S.append({"kernel": kernel or f"tma_store_{m['rank']}d", "map": m, "coords": coords, "off": off,
                  "n": n})

    for sw, inner in ((0, 64), (1, 16), (2, 32), (3, 64)):
        m = tiled(F16, [200, 90], [inner, 16], sw=sw)
        for c in ([0, 0], [150, 80], [190, 3]):
            store(m, c)
        store(m, [32, 8], off=384)
    for c in ([0], [960], [993]):
        store(tiled(U8, [1000], [64]), c)
    store(tiled(BF16, [48, 7, 5], [16, 4, 3], sw=1), [40, 5, 4])
    store(tiled(F32, [20, 6, 5, 4], [8, 3, 2, 3], sw=1), [16, 4, 4, 2])
    store(tiled(F64, [6, 5, 4, 3, 3], [2, 3, 2, 2, 2]), [5, 0, 3, 2, 2])
    store(tiled(U16, [64, 40, 9], [16, 8, 6], es=[1, 3, 2], sw=1, pad=32), [8, 30, 4])
    store(tiled(U16, [8, 10, 12, 3], [8, 4, 6, 2], il=1), [0, 8, 10, 1])
    store(tiled(F32, [8, 10, 12, 3], [8, 4, 6, 2], il=2, sw=1), [0, 2, 3, 1])

    R = g["red"]
    red_types = {"add": (U32, S32, U64, F32, F16, BF16), "min": (U32, S32, U64, S64, F16, BF16),
                 "max": (U32, S32, U64, S64, F16, BF16), "inc": (U32,), "dec": (U32,), "and": (U32, U64),
                 "or": (U32, S64), "xor": (S32, U64)}
    for op, dts in red_types.items():
        for dt in dts:
            inner = 64 // ESIZE[dt]
            m = tiled(dt, [40, 12], [inner, 8], sw=2)
            n = _pad16(box_bytes(m))
            R.append({"kernel": f"tma_red_{op}_2d", "map": m, "coords": [20, 8], "off": 0, "n": n})
    m = tiled(F32, [20, 6, 5], [8, 3, 2], sw=1)
    R.append({"kernel": "tma_red_add_3d", "map": m, "coords": [16, 4, 4], "off": 128, "n": _pad16(box_bytes(m))})

    M = g["mc"]
    for coords in ([16, 8], [100, 85]):
        for mask in (3, 1, 2):
            m = tiled(F16, [200, 90], [64, 8], sw=3)
            M.append({"kernel": "tma_load_mc_2d", "map": m, "coords": coords, "off": 128, "mask": mask,
                      "n": _pad16(box_bytes(m)) + 128})

    B = g["bulk"]
    for size, soff, soff2 in ((16, 0, 4096), (1024, 128, 2064), (4096, 16, 8192), (48, 4080, 6000)):
        B.append({"kernel": "bulk_copy", "size": size, "soff": soff, "soff2": soff2, "n": 12288})

    from gen_cu import BULK_RED_G, BULK_RED_S

    BR = g["bred"]
    for op, t in BULK_RED_G:
        BR.append({"kernel": f"bulk_red_g_{op}_{t.replace('.', '_')}", "size": 256})
    for op, t in BULK_RED_S:
        BR.append({"kernel": f"bulk_red_c_{op}_{t.replace('.', '_')}", "size": 256, "grid": 2})
    for op, t in BULK_RED_S:
        BR.append({"kernel": f"bulk_red_s_{op}_{t.replace('.', '_')}", "size": 256})

    from gen_cu import REPLACE

    RP = g["replace"]
    base = tiled(F16, [200, 90], [64, 16], sw=3)
    vals = {"global_address": [0x7F00_1234_5670, 0x10, (1 << 56) + 0x30, (1 << 64) - 16],
            "rank": [0, 1, 2, 3, 4, 7], "box_dim": [1, 17, 256, 255],
            "global_dim": [1, 1000, (1 << 32) - 1, 1 << 31], "global_stride": [16, 4096, 1 << 39, (1 << 40) - 16],
            "element_stride": [1, 2, 8, 5]}
    for k, (f, t, o, imm) in enumerate(REPLACE):
        for v in (vals[f] if imm is None else [0]):
            RP.append({"kernel": "tmap_replace", "map": base, "which": k, "field": f, "ord": o, "imm": imm,
                       "v": v})
    # a map edited on the device (global_dim[1] = 40, box crossing it) then used from global memory
    RP.append({"kernel": "tmap_replace+tma_load_gmap_2d", "map": base, "which": 2 + 5 + 1, "v": 40,
               "coords": [8, 32], "off": 0, "n": 2048})
    return g


# -- the driver -----------------------------------------------------------------------------------
class Cuda:
    def __init__(self, cubin: str) -> None:
        cu = C.CDLL("libcuda.so.1")
        self.cu = cu
        self.ok(cu.cuInit(0))
        dev = C.c_int()
        self.ok(cu.cuDeviceGet(C.byref(dev), 0))
        ctx = C.c_void_p()
        self.ok(cu.cuDevicePrimaryCtxRetain(C.byref(ctx), dev))
        self.ok(cu.cuCtxSetCurrent(ctx))
        self.mod = C.c_void_p()
        data = open(cubin, "rb").read()
        self.ok(cu.cuModuleLoadData(C.byref(self.mod), data))
        cu.cuTensorMapEncodeTiled.argtypes = [C.c_void_p, C.c_int, C.c_uint32, C.c_void_p, C.c_void_p, C.c_void_p,
                                              C.c_void_p, C.c_void_p, C.c_int, C.c_int, C.c_int, C.c_int]
        cu.cuTensorMapEncodeIm2col.argtypes = [C.c_void_p, C.c_int, C.c_uint32, C.c_void_p, C.c_void_p,
                                               C.c_void_p, C.c_void_p, C.c_void_p, C.c_uint32, C.c_uint32,
                                               C.c_void_p, C.c_int, C.c_int, C.c_int, C.c_int]
        cu.cuMemAlloc_v2.argtypes = [C.POINTER(C.c_uint64), C.c_size_t]
        cu.cuMemcpyHtoD_v2.argtypes = [C.c_uint64, C.c_void_p, C.c_size_t]
        cu.cuMemcpyDtoH_v2.argtypes = [C.c_void_p, C.c_uint64, C.c_size_t]
        cu.cuMemsetD8_v2.argtypes = [C.c_uint64, C.c_ubyte, C.c_size_t]
        self.funcs: dict[str, C.c_void_p] = {}

    def ok(self, rc, what=""):
        if rc != 0:
            raise RuntimeError(f"CUDA error {rc} {what}")

    def alloc(self, n):
        p = C.c_uint64()
        self.ok(self.cu.cuMemAlloc_v2(C.byref(p), n), "alloc")
        return p.value

    def h2d(self, p, arr):
        arr = np.ascontiguousarray(arr)
        self.ok(self.cu.cuMemcpyHtoD_v2(p, arr.ctypes.data, arr.nbytes), "h2d")

    def d2h(self, p, n):
        out = np.zeros(n, np.uint8)
        self.ok(self.cu.cuMemcpyDtoH_v2(out.ctypes.data, p, n), "d2h")
        return out

    def func(self, name):
        f = self.funcs.get(name)
        if f is None:
            f = C.c_void_p()
            self.ok(self.cu.cuModuleGetFunction(C.byref(f), self.mod, name.encode()), name)
            self.ok(self.cu.cuFuncSetAttribute(f, 8, 200 * 1024), "smem attr")
            self.funcs[name] = f
        return f

    def launch(self, name, grid, block, smem, params):
        objs = []
        for t, v in params:
            if t == "map":
                objs.append((C.c_uint8 * 128).from_buffer_copy(v))
            else:
                objs.append({"u16": C.c_uint16, "u32": C.c_uint32, "s32": C.c_int32, "u64": C.c_uint64}[t](v))
        pp = (C.c_void_p * len(objs))(*[C.cast(C.pointer(o), C.c_void_p) for o in objs])
        self.ok(self.cu.cuLaunchKernel(self.func(name), grid, 1, 1, block, 1, 1, smem, None, pp, None), name)
        self.ok(self.cu.cuCtxSynchronize(), name + " sync")

    def encode(self, m, addr):
        def a(t, v):
            v = list(v) + [1] * (8 - len(v))
            return (t * 8)(*v)

        buf = C.create_string_buffer(256)
        p = (C.addressof(buf) + 63) // 64 * 64
        cu = self.cu
        if m["k"] == "tiled":
            rc = cu.cuTensorMapEncodeTiled(p, m["dtype"], m["rank"], C.c_void_p(addr), a(C.c_uint64, m["dims"]),
                                           a(C.c_uint64, m["strides"]), a(C.c_uint32, m["box"]),
                                           a(C.c_uint32, m["es"]), m["il"], m["sw"], m["l2"], m["oob"])
        else:
            rc = cu.cuTensorMapEncodeIm2col(p, m["dtype"], m["rank"], C.c_void_p(addr), a(C.c_uint64, m["dims"]),
                                            a(C.c_uint64, m["strides"]), a(C.c_int32, m["lower"]),
                                            a(C.c_int32, m["upper"]), m["channels"], m["pixels"],
                                            a(C.c_uint32, m["es"]), m["il"], m["sw"], m["l2"], m["oob"])
        return rc, C.string_at(p, 128)


def _coords(c):
    c = list(c) + [0] * (5 - len(c))
    return [("s32", v) for v in c]


def run_group(cubin: str, outdir: str, group: str, start: int = 0) -> None:
    """Cases start.. of a group, each record appended to OUTDIR/tma_GROUP.jsonl (its output bytes to
    .bin) as soon as it is done; stops at the first CUDA error (the context is lost)."""
    cu = Cuda(cubin)
    G = cu.alloc(GSIZE)
    O = cu.alloc(GSIZE)
    OUT = cu.alloc(1 << 20)
    ST = cu.alloc(64)
    SRC = cu.alloc(1 << 20)
    INIT = cu.alloc(1 << 20)
    GMAP = cu.alloc(256)
    gpat, opat = pattern(GSIZE, 1), pattern(GSIZE, 2)
    srcpat, initpat = pattern(1 << 20, 3), pattern(1 << 20, 4)
    cu.h2d(G, gpat)
    cu.h2d(SRC, srcpat)
    cu.h2d(INIT, initpat)
    addrs = {"G": G, "O": O, "OUT": OUT, "ST": ST, "SRC": SRC, "INIT": INIT, "GMAP": GMAP}
    jf = open(f"{outdir}/tma_{group}.jsonl", "a")
    bf = open(f"{outdir}/tma_{group}.bin", "ab")
    for idx, case in enumerate(cases()[group]):
        if idx < start:
            continue
        rec = dict(case)
        rec["index"] = idx
        rec["addrs"] = addrs
        k = case["kernel"]
        cu.ok(cu.cu.cuMemsetD8_v2(ST, 0, 64))
        cu.ok(cu.cu.cuMemsetD8_v2(OUT, 0, 1 << 16))
        if "map" in case:
            m = case["map"]
            target = O if group in ("store", "red") else G
            if group in ("store", "red"):
                cu.h2d(O, opat)
            rc, tm = cu.encode(m, target + m["goff"])
            rec["rc"] = rc
            rec["tmap"] = tm.hex()
            if rc != 0:
                jf.write(json.dumps(rec) + "\n")
                jf.flush()
                print(group, k, "encode rc", rc, flush=True)
                continue
            ext = extent(m["dtype"], m["dims"], m["strides"])
            assert m["goff"] + ext <= GSIZE, case
        n = case.get("n", 0)
        smem = 2048 + case.get("off", 0) + n + 8192
        if group == "load" and k == "tma_load_gmap_2d":
            cu.h2d(GMAP, np.frombuffer(tm, np.uint8))
            params = [("u64", GMAP), ("s32", case["coords"][0]), ("s32", case["coords"][1]), ("u32", case["off"]),
                      ("u32", box_bytes(m)), ("u32", n), ("u64", OUT), ("u64", ST)]
            grid = 1
        elif group == "load":
            params = [("map", tm)] + _coords(case["coords"]) + [("u32", case["off"]), ("u32", box_bytes(m)),
                                                                 ("u32", n), ("u64", OUT), ("u64", ST)]
            grid = 1
        elif group == "im2col":
            o = list(case["offs"]) + [0] * (3 - len(case["offs"]))
            params = [("map", tm)] + _coords(case["coords"]) + [("u16", v) for v in o] + [
                ("u32", case["off"]), ("u32", box_bytes(m)), ("u32", n), ("u64", OUT), ("u64", ST)]
            grid = 1
        elif group in ("store", "red"):
            params = [("map", tm)] + _coords(case["coords"]) + [("u32", case["off"]), ("u32", n), ("u64", SRC),
                                                                 ("u64", ST)]
            grid = 1
        elif group == "mc":
            params = [("map", tm), ("s32", case["coords"][0]), ("s32", case["coords"][1]), ("u32", case["off"]),
                      ("u32", box_bytes(m)), ("u32", n), ("u16", case["mask"]), ("u64", OUT), ("u64", ST)]
            grid = 2
        elif group == "bulk":
            cu.h2d(O, opat[: 1 << 16])
            params = [("u64", G + 256), ("u32", case["size"]), ("u32", case["soff"]), ("u32", case["soff2"]),
                      ("u64", O + 512), ("u32", case["n"]), ("u64", OUT), ("u64", ST)]
            grid = 2
            smem = 2048 + case["n"] + 1024
        elif group == "bred":
            cu.h2d(O, opat[: 1 << 16])
            params = [("u64", SRC), ("u64", INIT), ("u64", O + 1024), ("u32", case["size"]), ("u64", OUT),
                      ("u64", ST)]
            grid = case.get("grid", 1)
            smem = 2048 + 4096 + case["size"] + 1024
        elif group == "replace":
            cu.ok(cu.cu.cuMemsetD8_v2(GMAP, 0, 256))
            params = [("map", tm), ("u32", case["which"]), ("u64", case["v"]), ("u64", OUT), ("u64", GMAP)]
            grid = 1
            smem = 4096
        rec["params"] = [[t, v if t != "map" else "tmap"] for t, v in params]
        rec["grid"], rec["block"], rec["smem"] = grid, 128, smem
        try:
            name = k.split("+")[0]
            cu.launch(name, grid, 128, smem, params)
            if "+" in k:  # then load through the edited map in global memory
                rec["gmap"] = cu.d2h(GMAP, 128).tobytes().hex()
                p2 = [("u64", GMAP), ("s32", case["coords"][0]), ("s32", case["coords"][1]), ("u32", 0),
                      ("u32", box_bytes(m)), ("u32", case["n"]), ("u64", OUT), ("u64", ST)]
                rec["params2"] = [[t, v] for t, v in p2]
                cu.launch("tma_load_gmap_2d", 1, 128, 2048 + case["n"] + 8192, p2)
        except RuntimeError as e:
            rec["error"] = str(e)
            jf.write(json.dumps(rec) + "\n")
            jf.flush()
            print(group, idx, k, "FAILED", e, flush=True)
            sys.exit(3)
        rec["status"] = cu.d2h(ST, 64).view(np.uint32)[:8].tolist()
        if group in ("load", "im2col", "replace"):
            out = cu.d2h(OUT, 128 if group == "replace" and "+" not in k else n)
        elif group == "mc":
            out = cu.d2h(OUT, 2 * n)
        elif group in ("store", "red"):
            out = cu.d2h(O + m["goff"], _pad16(ext))
        elif group == "bulk":
            out = np.concatenate([cu.d2h(OUT, 2 * case["n"]), cu.d2h(O, 1 << 14)])
        elif group == "bred":
            out = np.concatenate([cu.d2h(O + 1024, case["size"]), cu.d2h(OUT, case["size"])])
        rec["out_at"] = bf.tell()
        rec["out_len"] = len(out)
        bf.write(out.tobytes())
        bf.flush()
        jf.write(json.dumps(rec) + "\n")
        jf.flush()
    print(group, "done", flush=True)


if __name__ == "__main__":
    cubin, outdir = sys.argv[1], sys.argv[2]
    groups = sys.argv[3:]
    if groups and groups[0] == "--one":
        run_group(cubin, outdir, groups[1], int(groups[2]))
    else:
        for grp in groups or list(cases()):
            total, start = len(cases()[grp]), 0
            while start < total:
                r = subprocess.run([sys.executable, __file__, cubin, outdir, "--one", grp, str(start)], timeout=240)
                try:
                    done = [json.loads(x)["index"] for x in open(f"{outdir}/tma_{grp}.jsonl")]
                except FileNotFoundError:
                    done = []
                nxt = max(done) + 1 if done else start + 1
                start = max(nxt, start + 1)
                if r.returncode not in (0, 3):
                    print(grp, "worker exit", r.returncode, "at", start - 1, flush=True)
            print(grp, "finished", flush=True)
