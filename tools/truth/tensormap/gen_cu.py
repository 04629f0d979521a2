# ruff: noqa: E501, B007, B905
"""Write tma_kernels.cu: TMA and bulk-copy kernels with inline PTX, one per instruction form.

    python3 gen_cu.py && nvcc -arch=sm_90a -ptx tma_kernels.cu -o tma_kernels_sm90a.ptx
                      && xz -9e tma_kernels_sm90a.ptx   # tests/data/tensormap/ keeps the .ptx.xz
                      && nvcc -arch=sm_90a -cubin tma_kernels.cu -o tma_kernels.cubin

Every kernel works in a 1024-byte aligned window of dynamic shared memory (the swizzles are a
function of the absolute shared address), fills or loads it, runs one copy form, waits for its
completion mechanism (a bounded wait: a wrong transaction count reports status 0 rather than hang)
and dumps the window (loads) or leaves global memory to be read back by the host (stores, reduces).
record_tma.py runs them on the H100; tests/machine/test_tma_hw.py replays the PTX in ptxemu.
"""

from __future__ import annotations

import pathlib

HEAD = r"""
#include <cuda.h>
#include <stdint.h>

__device__ __forceinline__ uint32_t saddr(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

extern __shared__ __align__(16) uint8_t dsm[];

// the 1024-aligned window: its shared address and generic pointer
#define WINDOW                                                     \
    uint32_t win = (saddr(dsm) + 1023u) & ~1023u;                  \
    uint8_t* gwin = dsm + (win - saddr(dsm));

__device__ __forceinline__ void mbar_init(uint32_t mb, uint32_t n) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(mb), "r"(n));
    asm volatile("fence.mbarrier_init.release.cluster;");
    asm volatile("fence.proxy.async.shared::cta;");
}
__device__ __forceinline__ void expect(uint32_t mb, uint32_t tx) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(mb), "r"(tx));
}
__device__ __forceinline__ uint32_t wait_parity(uint32_t mb, uint32_t parity) {
    uint32_t ok = 0;
    long long t0 = clock64();  // about 0.1 s on the GPU at most; 2^16 tries in ptxemu
    for (int it = 0; it < (1 << 16) && !ok && clock64() - t0 < 200000000ll; ++it) {
        asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                     : "=r"(ok) : "r"(mb), "r"(parity));
    }
    return ok;
}
__device__ __forceinline__ void cluster_sync() {
    asm volatile("barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned;");
}
__device__ __forceinline__ void fill(uint8_t* p, uint32_t n, const uint8_t* src) {
    for (uint32_t i = threadIdx.x; i < n / 4; i += blockDim.x)
        ((uint32_t*)p)[i] = src ? ((const uint32_t*)src)[i] : 0xEEEEEEEEu;
}
__device__ __forceinline__ void dump(uint8_t* out, const uint8_t* p, uint32_t n) {
    for (uint32_t i = threadIdx.x; i < n / 4; i += blockDim.x) ((uint32_t*)out)[i] = ((const uint32_t*)p)[i];
}
"""

COORDS = {1: "{%1}", 2: "{%1, %2}", 3: "{%1, %2, %3}", 4: "{%1, %2, %3, %4}", 5: "{%1, %2, %3, %4, %5}"}


def load_kernel(r: int) -> str:
    cs = ", ".join(f'"r"(c{i})' for i in range(r))
    pre = ""
    if r == 2:  # the prefetch forms ride along (no observable effect)
        pre = ('asm volatile("prefetch.tensormap [%0];" :: "l"(tm));\n'
               '        asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%0, {%1, %2}];" '
               ':: "l"(tm), "r"(c0), "r"(c1));\n')
    return f"""
extern "C" __global__ void tma_load_{r}d(const __grid_constant__ CUtensorMap tmap, int c0, int c1, int c2, int c3,
        int c4, uint32_t off, uint32_t tx, uint32_t n, uint8_t* out, uint32_t* status) {{
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    uint64_t tm = (uint64_t)&tmap;
    fill(gwin, n, 0);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    __syncthreads();
    if (threadIdx.x == 0) {{
        {pre}        expect(mb, tx);
        asm volatile("cp.async.bulk.tensor.{r}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                     " [%{r + 1}], [%0, {COORDS[r]}], [%{r + 2}];"
                     :: "l"(tm), {cs}, "r"(win + off), "r"(mb) : "memory");
        status[0] = wait_parity(mb, 0);
    }}
    __syncthreads();
    dump(out, gwin, n);
}}
"""


def im2col_kernel(r: int) -> str:
    cs = ", ".join(f'"r"(c{i})' for i in range(r))
    no = r - 2
    offs = "{" + ", ".join(f"%{r + 3 + i}" for i in range(no)) + "}"
    os_ = ", ".join(f'"h"(o{i})' for i in range(no))
    return f"""
extern "C" __global__ void tma_im2col_{r}d(const __grid_constant__ CUtensorMap tmap, int c0, int c1, int c2, int c3,
        int c4, unsigned short o0, unsigned short o1, unsigned short o2, uint32_t off, uint32_t tx, uint32_t n,
        uint8_t* out, uint32_t* status) {{
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    uint64_t tm = (uint64_t)&tmap;
    fill(gwin, n, 0);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    __syncthreads();
    if (threadIdx.x == 0) {{
        expect(mb, tx);
        asm volatile("cp.async.bulk.tensor.{r}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
                     " [%{r + 1}], [%0, {COORDS[r]}], [%{r + 2}], {offs};"
                     :: "l"(tm), {cs}, "r"(win + off), "r"(mb), {os_} : "memory");
        status[0] = wait_parity(mb, 0);
    }}
    __syncthreads();
    dump(out, gwin, n);
}}
"""


def store_kernel(r: int, op: str | None) -> str:
    cs = ", ".join(f'"r"(c{i})' for i in range(r))
    name = f"tma_store_{r}d" if op is None else f"tma_red_{op}_{r}d"
    ins = (f"cp.async.bulk.tensor.{r}d.global.shared::cta.tile.bulk_group" if op is None
           else f"cp.reduce.async.bulk.tensor.{r}d.global.shared::cta.{op}.tile.bulk_group")
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


MULTICAST = r"""
extern "C" __global__ void __cluster_dims__(2, 1, 1) tma_load_mc_2d(const __grid_constant__ CUtensorMap tmap,
        int c0, int c1, uint32_t off, uint32_t tx, uint32_t n, unsigned short mask, uint8_t* out, uint32_t* status) {
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    uint32_t rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    uint64_t tm = (uint64_t)&tmap;
    fill(gwin, n, 0);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    __syncthreads();
    cluster_sync();
    bool mine = (mask >> rank) & 1;
    if (threadIdx.x == 0 && mine) expect(mb, tx);
    if (threadIdx.x == 0 && rank == 0) {
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                     ".multicast::cluster [%3], [%0, {%1, %2}], [%4], %5;"
                     :: "l"(tm), "r"(c0), "r"(c1), "r"(win + off), "r"(mb), "h"(mask) : "memory");
    }
    if (threadIdx.x == 0) status[rank] = mine ? wait_parity(mb, 0) : 2;
    __syncthreads();
    dump(out + rank * n, gwin, n);
    cluster_sync();
}
"""

BULK = r"""
// cp.async.bulk: global -> shared::cluster (mbarrier), prefetch, shared::cta -> global (bulk_group),
// shared::cta -> shared::cluster of the other CTA (its mbarrier)
extern "C" __global__ void __cluster_dims__(2, 1, 1) bulk_copy(const uint8_t* g, uint32_t size, uint32_t soff,
        uint32_t soff2, uint8_t* gout, uint32_t n, uint8_t* out, uint32_t* status) {
    __shared__ __align__(8) uint64_t mbar[2];
    WINDOW
    uint32_t mb = saddr(&mbar[0]), mb2 = saddr(&mbar[1]);
    uint32_t rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    fill(gwin, n, 0);
    if (threadIdx.x == 0) { mbar_init(mb, 1); mbar_init(mb2, 1); }
    __syncthreads();
    if (threadIdx.x == 0 && rank == 1) expect(mb2, size);
    cluster_sync();
    if (threadIdx.x == 0) {
        asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" :: "l"(g + rank * size), "r"(size));
        expect(mb, size);
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                     :: "r"(win + soff), "l"(g + rank * size), "r"(size), "r"(mb) : "memory");
        status[rank * 3] = wait_parity(mb, 0);
        asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;"
                     :: "l"(gout + rank * size), "r"(win + soff), "r"(size) : "memory");
        asm volatile("cp.async.bulk.commit_group;");
        asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
        if (rank == 0) {
            uint32_t rdst, rmb;
            asm volatile("mapa.shared::cluster.u32 %0, %1, 1;" : "=r"(rdst) : "r"(win + soff2));
            asm volatile("mapa.shared::cluster.u32 %0, %1, 1;" : "=r"(rmb) : "r"(mb2));
            asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                         :: "r"(rdst), "r"(win + soff), "r"(size), "r"(rmb) : "memory");
            status[1] = 2;
        } else {
            status[4] = wait_parity(mb2, 0);
        }
    }
    __syncthreads();
    cluster_sync();
    dump(out + rank * n, gwin, n);
    cluster_sync();
}
"""


def bulk_red_kernel(op: str, typ: str, dst: str) -> str:
    name = f"bulk_red_{dst}_{op}_{typ.replace('.', '_')}"
    if dst == "g":
        body = f"""
    if (threadIdx.x == 0) {{
        asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.{op}{typ} [%0], [%1], %2;"
                     :: "l"(dstg), "r"(win), "r"(size) : "memory");
        asm volatile("cp.async.bulk.commit_group;");
        asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
        status[0] = 1;
    }}
    __syncthreads();"""
    else:
        body = f"""
    if (threadIdx.x == 0) {{
        expect(mb, size);
        asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.{op}{typ}"
                     " [%0], [%1], %2, [%3];" :: "r"(win + 4096), "r"(win), "r"(size), "r"(mb) : "memory");
        status[0] = wait_parity(mb, 0);
    }}
    __syncthreads();
    dump(out, gwin + 4096, size);"""
    if dst == "c":  # into the other CTA of a 2-CTA cluster, its mbarrier
        return f"""
extern "C" __global__ void __cluster_dims__(2, 1, 1) {name}(const uint8_t* src, const uint8_t* init, uint8_t* dstg,
        uint32_t size, uint8_t* out, uint32_t* status) {{
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    uint32_t rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    fill(gwin, size, src);
    fill(gwin + 4096, size, init);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0 && rank == 1) expect(mb, size);
    cluster_sync();
    if (threadIdx.x == 0 && rank == 0) {{
        uint32_t rdst, rmb;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 1;" : "=r"(rdst) : "r"(win + 4096));
        asm volatile("mapa.shared::cluster.u32 %0, %1, 1;" : "=r"(rmb) : "r"(mb));
        asm volatile("cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.{op}{typ}"
                     " [%0], [%1], %2, [%3];" :: "r"(rdst), "r"(win), "r"(size), "r"(rmb) : "memory");
    }}
    if (threadIdx.x == 0 && rank == 1) status[0] = wait_parity(mb, 0);
    __syncthreads();
    if (rank == 1) dump(out, gwin + 4096, size);
    cluster_sync();
}}
"""
    return f"""
extern "C" __global__ void {name}(const uint8_t* src, const uint8_t* init, uint8_t* dstg, uint32_t size,
        uint8_t* out, uint32_t* status) {{
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    fill(gwin, size, src);
    fill(gwin + 4096, size, init);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();{body}
}}
"""


# tensormap.replace: (field, ptx type, ordinal?, immediate values for field3)
REPLACE = [("global_address", "b64", None, None), ("rank", "b32", None, None)]
REPLACE += [(f, "b64" if f == "global_stride" else "b32", o, None)
            for f in ("box_dim", "global_dim", "global_stride", "element_stride") for o in range(5)
            if not (f == "global_stride" and o == 4)]
REPLACE += [("elemtype", "b32", None, v) for v in range(13)]
REPLACE += [("interleave_layout", "b32", None, v) for v in range(3)]
REPLACE += [("swizzle_mode", "b32", None, v) for v in range(4)]
REPLACE += [("fill_mode", "b32", None, v) for v in range(2)]


def replace_kernel() -> str:
    cases = []
    for k, (f, t, o, imm) in enumerate(REPLACE):
        if imm is not None:
            ins = f'"tensormap.replace.tile.{f}.shared::cta.b1024.{t} [%0], {imm};" :: "r"(win)'
        elif o is not None:
            reg = '"l"(v)' if t == "b64" else '"r"((uint32_t)v)'
            ins = f'"tensormap.replace.tile.{f}.shared::cta.b1024.{t} [%0], {o}, %1;" :: "r"(win), {reg}'
        else:
            reg = '"l"(v)' if t == "b64" else '"r"((uint32_t)v)'
            ins = f'"tensormap.replace.tile.{f}.shared::cta.b1024.{t} [%0], %1;" :: "r"(win), {reg}'
        cases.append(f"        case {k}: asm volatile({ins} : \"memory\"); break;")
    sw = "\n".join(cases)
    return f"""
// tensormap.replace in shared memory (the map copied there), then the 128 bytes dumped; also copied to
// global memory by tensormap.cp_fenceproxy (gmap) for the next launch to use
extern "C" __global__ void tmap_replace(const __grid_constant__ CUtensorMap tmap, uint32_t which, uint64_t v,
        uint8_t* out, uint8_t* gmap) {{
    WINDOW
    if (threadIdx.x < 32) ((uint32_t*)gwin)[threadIdx.x] = ((const uint32_t*)&tmap)[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {{
        switch (which) {{
{sw}
        }}
    }}
    __syncthreads();
    if (threadIdx.x < 32) {{
        ((uint32_t*)out)[threadIdx.x] = ((uint32_t*)gwin)[threadIdx.x];
        asm volatile("tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned"
                     " [%0], [%1], 128;" :: "l"(gmap), "r"(win) : "memory");
    }}
}}

// a TMA load through a tensor map in global memory (written by tmap_replace), after the acquire fence
extern "C" __global__ void tma_load_gmap_2d(const uint8_t* gmap, int c0, int c1, uint32_t off, uint32_t tx,
        uint32_t n, uint8_t* out, uint32_t* status) {{
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    fill(gwin, n, 0);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    __syncthreads();
    if (threadIdx.x == 0) {{
        asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" :: "l"(gmap) : "memory");
        expect(mb, tx);
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                     " [%3], [%0, {{%1, %2}}], [%4];" :: "l"(gmap), "r"(c0), "r"(c1), "r"(win + off), "r"(mb)
                     : "memory");
        status[0] = wait_parity(mb, 0);
    }}
    __syncthreads();
    dump(out, gwin, n);
}}
"""


TENSOR_RED = ["add", "min", "max", "inc", "dec", "and", "or", "xor"]
BULK_RED_G = [("add", t) for t in (".u32", ".s32", ".u64", ".f32", ".f64", ".noftz.f16", ".noftz.bf16")]
BULK_RED_G += [(o, t) for o in ("min", "max") for t in (".u32", ".s32", ".u64", ".s64", ".f16", ".bf16")]
BULK_RED_G += [(o, ".u32") for o in ("inc", "dec")]
BULK_RED_G += [(o, t) for o in ("and", "or", "xor") for t in (".b32", ".b64")]
BULK_RED_S = [("add", t) for t in (".u32", ".s32", ".u64")] + [(o, t) for o in ("min", "max")
                                                               for t in (".u32", ".s32")]
BULK_RED_S += [(o, ".u32") for o in ("inc", "dec")] + [(o, ".b32") for o in ("and", "or", "xor")]


def source() -> str:
    parts = [HEAD]
    parts += [load_kernel(r) for r in range(1, 6)]
    parts += [im2col_kernel(r) for r in range(3, 6)]
    parts += [store_kernel(r, None) for r in range(1, 6)]
    parts += [store_kernel(2, op) for op in TENSOR_RED]
    parts += [store_kernel(3, "add")]
    parts += [MULTICAST, BULK]
    parts += [bulk_red_kernel(o, t, "g") for o, t in BULK_RED_G]
    parts += [bulk_red_kernel(o, t, "s") for o, t in BULK_RED_S]
    parts += [bulk_red_kernel(o, t, "c") for o, t in BULK_RED_S]
    parts += [replace_kernel()]
    return "".join(parts)


if __name__ == "__main__":
    here = pathlib.Path(__file__).parent
    (here / "tma_kernels.cu").write_text(source())
