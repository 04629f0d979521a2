# ruff: noqa: E501, B905
"""Record TMA im2col_no_offs stores and reductions on the H100 (issue 20).

    python3 record_nooffs.py --cu DIR                        (here: writes DIR/tma_nooffs.cu)
    nvcc -arch=sm_90a -ptx DIR/tma_nooffs.cu -o tests/data/tensormap/tma_nooffs_sm90a.ptx
    nvcc -arch=sm_90a -cubin DIR/tma_nooffs.cu -o DIR/tma_nooffs.cubin
    python3 record_nooffs.py tma_nooffs.cubin OUTDIR          (on the GPU; writes OUTDIR/nooffs_record.npz)
    python3 record_nooffs.py --list                           (the cases, here)

Kernels: gen_cu.py's tma_im2col_{3,4,5}d (the .im2col load, offsets 0) and, new here,
nooffs_store_{r}d (cp.async.bulk.tensor.{r}d.global.shared::cta.im2col_no_offs.bulk_group) and
nooffs_red_{op}_{r}d (cp.reduce.async.bulk.tensor.{r}d.global.shared::cta.{op}.im2col_no_offs
.bulk_group), each written like gen_cu.store_kernel: n bytes of SRC copied to the 1024-aligned
shared window (+ off), one copy, wait_group, status 1. Every map is the driver's
(cuTensorMapEncodeIm2col through record_tma.Cuda).

Buffers: G (what loads read) holds the uint16 words 1, 2, 3, ... (word i = i + 1: a loaded word
names its global word, 0 is the fill); stores write into O pre-filled with the marker 0xFF bytes
from SRC whose uint16 word k is 0x4000 + k (a written word names its shared word); reductions
run over O = record_tma.pattern(.., 2) with SRC = record_tma.pattern(.., 3). Every store case has
a load case of the same map parameters and coordinates (group "load"), so that the recording alone
says whether a store writes exactly the elements the same-coordinate load reads. Output: loads the
n-byte shared window, stores and reductions O from the map's base to 256 bytes past its extent.

Every case group runs in worker processes that stop at the first CUDA error (the context is lost:
the case is recorded with its error and the next worker goes on). Packed into
OUTDIR/nooffs_record.npz: meta (json: device, cases with map bytes, params, status or error), out.
Ran on an H100 80GB HBM3 (driver 580.159.04) in 6.4 s (record_nooffs.log: 96 cases, 7 stopped
with CUDA error 715); committed as tests/data/tensormap/tma_nooffs.npz (LZMA,
tools/recompress_npz.py) with the PTX as tests/data/tensormap/tma_nooffs_sm90a.ptx (nvcc 13.0);
tests/machine/test_tma_nooffs_hw.py replays it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_cu import COORDS, HEAD, im2col_kernel  # noqa: E402
from record_tma import ESIZE, Cuda, extent, im2col, pattern  # noqa: E402

U8, U16, U32, S32, F16, F32, BF16 = 0, 1, 2, 3, 6, 7, 9
OPS = ("add", "min", "max", "inc", "dec", "and", "or", "xor")
BUF = 1 << 20
MARK = 0xFF


def store_kernel(r: int, op: str | None) -> str:
    cs = ", ".join(f'"r"(c{i})' for i in range(r))
    name = f"nooffs_store_{r}d" if op is None else f"nooffs_red_{op}_{r}d"
    ins = (
        f"cp.async.bulk.tensor.{r}d.global.shared::cta.im2col_no_offs.bulk_group"
        if op is None
        else f"cp.reduce.async.bulk.tensor.{r}d.global.shared::cta.{op}.im2col_no_offs.bulk_group"
    )
    return f"""
extern "C" __global__ void {name}(const __grid_constant__ CUtensorMap tmap, int c0, int c1, int c2, int c3,
        int c4, uint32_t off, uint32_t n, const uint8_t* src, uint32_t* status) {{
    WINDOW
    uint64_t tm = (uint64_t)&tmap;
    fill(gwin + off, n, src);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0) {{
        asm volatile("{ins} [%0, {COORDS[r]}], [%{r + 1}];" :: "l"(tm), {cs}, "r"(win + off) : "memory");
        asm volatile("cp.async.bulk.commit_group;");
        asm volatile("cp.async.bulk.wait_group.read 0;");
        asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
        status[0] = 1;
    }}
}}
"""


def source() -> str:
    parts = [HEAD] + [im2col_kernel(r) for r in (3, 4, 5)]
    parts += [store_kernel(r, None) for r in (3, 4, 5)]
    parts += [store_kernel(r, op) for r in (3, 4, 5) for op in OPS]
    return "".join(parts)


def window(m) -> int:
    """Shared bytes a case fills or dumps: pixels rows of at least 128 bytes (more than any layout needs)."""
    return m["pixels"] * max(m["channels"] * ESIZE[m["dtype"]], 128)


def load_tx(m) -> int:
    """The .im2col load's transaction count: channels * pixels * element size, or one S-byte slice a
    pixel through an interleaved map (S = 16 or 32: tests/data/tensormap/tma_il_im2col.npz)."""
    if m.get("il"):
        return m["pixels"] * 16 * m["il"]
    return m["channels"] * m["pixels"] * ESIZE[m["dtype"]]


def out_len(m) -> int:
    """Bytes a store or reduction case dumps from the map's base: the tensor's extent (dimension 0
    in S-byte slices under an interleave) rounded up to 16, plus 256."""
    if m.get("il"):
        ext = m["dims"][0] * 16 * m["il"] + sum((d - 1) * s for d, s in zip(m["dims"][1:], m["strides"]))
    else:
        ext = extent(m["dtype"], m["dims"], m["strides"])
    return (ext + 15) // 16 * 16 + 256


def cases() -> dict[str, list[dict]]:
    g: dict[str, list[dict]] = {"store": [], "load": [], "red": []}

    def st(m, c, off=0, ops=()):
        g["store"].append({"kernel": f"nooffs_store_{m['rank']}d", "map": m, "coords": c, "off": off})
        g["load"].append({"kernel": f"tma_im2col_{m['rank']}d", "map": m, "coords": c, "off": off})
        for op in ops:
            g["red"].append({"kernel": f"nooffs_red_{op}_{m['rank']}d", "map": m, "coords": c, "off": off})

    # rank 4 (NHWC), u16: inside, across rows, past the last image, channel sub-ranges
    m = im2col(U16, [16, 9, 7, 2], [0, 0], [0, 0], 16, 64)
    for c in ([0, 0, 0, 0], [0, 3, 2, 0], [0, 7, 5, 1], [0, 8, 6, 1]):
        st(m, c)
    st(im2col(F16, [16, 9, 7, 2], [0, 0], [0, 0], 16, 64), [0, 7, 5, 1], ops=("add", "min"))
    st(im2col(U16, [16, 9, 7, 2], [0, 0], [0, 0], 8, 100), [8, 4, 1, 0])
    # channels past dimension 0's end inside a 16-byte chunk (20 u16 channels, rows 48 bytes apart)
    st(im2col(U16, [20, 9, 7, 2], [0, 0], [0, 0], 16, 64), [8, 2, 3, 0])
    st(im2col(U16, [20, 9, 7, 2], [0, 0], [0, 0], 8, 40), [16, 0, 0, 1])
    st(im2col(U16, [20, 9, 7, 2], [0, 0], [0, 0], 32, 32), [0, 5, 5, 0])
    st(im2col(U32, [10, 9, 7, 2], [0, 0], [0, 0], 8, 64), [8, 3, 5, 0], ops=("add", "xor"))
    # corners inside the image (the store's rule: lower >= 0, upper <= 0), element strides
    m = im2col(F16, [16, 9, 7, 2], [1, 2], [-2, -1], 16, 64)
    st(m, [0, 1, 2, 0], ops=("add",))
    st(m, [0, 6, 5, 0])
    m = im2col(U16, [16, 9, 7, 2], [0, 1], [-1, 0], 16, 48, es=[1, 2, 3, 1])
    st(m, [0, 0, 1, 0])
    st(m, [0, 4, 4, 1])
    # swizzles: rows of 32/64/128 bytes and rows narrower than the span, base offsets
    st(im2col(U16, [16, 9, 7, 2], [0, 0], [0, 0], 16, 64, sw=1), [0, 2, 1, 0], off=256)
    st(im2col(U16, [32, 9, 7, 2], [0, 0], [0, 0], 32, 64, sw=2), [0, 3, 3, 0], off=512)
    st(im2col(U16, [64, 9, 7, 2], [0, 0], [0, 0], 64, 64, sw=3), [0, 1, 4, 1])
    st(im2col(U16, [64, 9, 7, 2], [0, 0], [0, 0], 32, 80, sw=3), [32, 5, 5, 0], off=128 * 3)
    st(im2col(U16, [64, 9, 7, 2], [0, 0], [0, 0], 8, 64, sw=2), [24, 0, 6, 0])
    st(im2col(U32, [32, 6, 5, 3], [0, 1], [-1, 0], 32, 64, es=[1, 1, 2, 1], sw=3), [0, 2, 1, 1], ops=OPS)
    st(im2col(S32, [16, 6, 5, 3], [0, 0], [0, 0], 16, 96, sw=2), [4, 3, 2, 1], ops=("min", "max", "add"))
    # rank 3 (NWC)
    m = im2col(F32, [8, 40, 3], [0], [0], 8, 48, es=[1, 2, 1], sw=2)
    st(m, [0, 10, 1], ops=("add",))
    st(im2col(F32, [8, 40, 3], [3], [-2], 4, 100, sw=1), [4, 3, 0], ops=("add",))
    st(im2col(U8, [32, 50, 3], [0], [0], 32, 128, sw=1), [0, 30, 2])
    st(im2col(U8, [48, 50, 3], [0], [-5], 16, 96), [32, 40, 1])
    # rank 5 (NDHWC)
    st(im2col(U16, [16, 5, 4, 3, 2], [0, 0, 0], [0, 0, 0], 16, 64), [0, 1, 2, 1, 0])
    st(
        im2col(BF16, [16, 5, 4, 3, 2], [0, 1, 0], [-1, 0, -1], 16, 32, es=[1, 2, 1, 1, 1]),
        [0, 2, 3, 1, 1],
        ops=("add",),
    )
    st(im2col(U32, [16, 5, 4, 3, 2], [0, 0, 0], [0, 0, 0], 8, 128, sw=1), [8, 0, 0, 1, 1], ops=OPS)
    st(
        im2col(U16, [32, 6, 5, 4, 2], [1, 0, 1], [0, -1, 0], 32, 200, es=[1, 1, 2, 1, 1], sw=2),
        [0, 1, 0, 1, 0],
    )
    # outside the manual's store rules (negative lower corner, positive upper corner, a negative
    # coordinate, a filter base outside the bounding box): what does the GPU do?
    st(im2col(U16, [16, 9, 7, 2], [-1, -1], [-1, -1], 16, 64), [0, 0, 0, 0])
    st(im2col(U16, [16, 9, 7, 2], [0, 0], [1, 1], 16, 64), [0, 0, 0, 0])
    st(im2col(U16, [16, 9, 7, 2], [-1, -1], [-1, -1], 16, 64), [0, -1, -1, 0])
    st(im2col(U16, [16, 9, 7, 2], [1, 1], [0, 0], 16, 64), [0, 0, 0, 0])
    st(im2col(U32, [16, 9, 7, 2], [-1, -1], [-1, -1], 16, 64), [0, 1, 0, 0], ops=("add",))
    return g


def _coords(c):
    return [("s32", v) for v in list(c) + [0] * (5 - len(c))]


def gvals() -> np.ndarray:
    return (np.arange(BUF // 2, dtype=np.uint32) + 1).astype(np.uint16).view(np.uint8)


def svals() -> np.ndarray:
    return (np.arange(BUF // 2, dtype=np.uint32) + 0x4000).astype(np.uint16).view(np.uint8)


def run_group(cubin: str, outdir: str, group: str, start: int) -> None:
    cu = Cuda(cubin)
    G, O, SRC, OUT, ST = cu.alloc(BUF), cu.alloc(BUF), cu.alloc(BUF), cu.alloc(BUF), cu.alloc(64)
    addrs = {"G": G, "O": O, "SRC": SRC, "OUT": OUT, "ST": ST}
    cu.h2d(G, gvals())
    jf = open(f"{outdir}/n_{group}.jsonl", "a")
    bf = open(f"{outdir}/n_{group}.bin", "ab")
    for idx, case in enumerate(cases()[group]):
        if idx < start:
            continue
        rec = dict(case, index=idx, group=group, addrs=addrs)
        m = case["map"]
        n = window(m)
        if group == "red":
            cu.h2d(O, pattern(BUF, 2))
            cu.h2d(SRC, pattern(BUF, 3))
        else:
            cu.ok(cu.cu.cuMemsetD8_v2(O, MARK, BUF))
            cu.h2d(SRC, svals())
        cu.ok(cu.cu.cuMemsetD8_v2(ST, 0, 64))
        cu.ok(cu.cu.cuMemsetD8_v2(OUT, 0, BUF))
        rc, tm = cu.encode(m, (G if group == "load" else O) + m["goff"])
        rec["rc"], rec["tmap"] = rc, tm.hex()
        if rc != 0:
            jf.write(json.dumps(rec) + "\n")
            jf.flush()
            print(group, idx, "encode rc", rc, flush=True)
            continue
        if group == "load":
            tx = load_tx(m)
            params = (
                _coords(case["coords"])
                + [("u16", 0)] * 3
                + [("u32", case["off"]), ("u32", tx), ("u32", n), ("u64", OUT), ("u64", ST)]
            )
        else:
            params = _coords(case["coords"]) + [("u32", case["off"]), ("u32", n), ("u64", SRC), ("u64", ST)]
        params = [("map", tm)] + params
        rec["params"] = [[t, v if t != "map" else "tmap"] for t, v in params]
        rec["grid"], rec["block"], rec["smem"] = 1, 128, 2048 + case["off"] + n + 8192
        try:
            cu.launch(case["kernel"], 1, 128, rec["smem"], params)
        except RuntimeError as e:
            rec["error"] = str(e)
            jf.write(json.dumps(rec) + "\n")
            jf.flush()
            print(group, idx, case["kernel"], "FAILED", e, flush=True)
            sys.exit(3)
        rec["status"] = cu.d2h(ST, 32).view(np.uint32).tolist()
        out = cu.d2h(OUT, n) if group == "load" else cu.d2h(O + m["goff"], out_len(m))
        rec["out_at"], rec["out_len"] = bf.tell(), len(out)
        bf.write(out.tobytes())
        bf.flush()
        jf.write(json.dumps(rec) + "\n")
        jf.flush()
        print(group, idx, case["kernel"], "status", rec["status"][0], flush=True)
    print(group, "done", flush=True)


def pack(outdir: str, name: str = "nooffs_record.npz") -> None:
    recs, blobs, pos = [], [], 0
    for grp in cases():
        try:
            lines = open(f"{outdir}/n_{grp}.jsonl").read().splitlines()
            raw = open(f"{outdir}/n_{grp}.bin", "rb").read()
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
    np.savez_compressed(
        f"{outdir}/{name}",
        meta=np.frombuffer(json.dumps({"device": dev, "cases": recs}).encode(), np.uint8),
        out=np.concatenate(blobs) if blobs else np.zeros(0, np.uint8),
    )
    print("packed", len(recs), "records", pos, "bytes", dev, flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "--list":
        for grp, cs in cases().items():
            print(grp, len(cs))
        sys.exit(0)
    if sys.argv[1] == "--cu":
        open(os.path.join(sys.argv[2], "tma_nooffs.cu"), "w").write(source())
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
    pack(outdir)
