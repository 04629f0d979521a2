# ruff: noqa: E501
"""Write tma_probe.cu: TMA loads that measure their own transaction count (record_interleave.py).

    python3 gen_probe_cu.py && nvcc -arch=sm_90a -cubin tma_probe.cu -o tma_probe.cubin

A probe kernel fills a 192 KiB window of shared memory with 0xEE, arms its mbarrier with one arrival
and an expected count BIG (larger than any copy's), issues one cp.async.bulk.tensor load (tile or
im2col), waits about a millisecond for the copy to land, then performs complete-tx of one byte at a
time until the phase completes: the copy counted BIG - steps bytes. It dumps the whole window, so
every byte the copy wrote (and none it did not) is seen. These kernels are not replayed: the
recording then runs gen_cu.py's tma_load_Nd / tma_im2col_Nd (tma_kernels_sm90a.ptx) with the
measured count, and that launch is what tests/machine/test_tma_interleave_hw.py replays.
"""

from __future__ import annotations

import pathlib

from gen_cu import COORDS, HEAD

PROBE = r"""
__device__ __forceinline__ void probe_count(uint32_t mb, uint32_t big, uint32_t* status) {
    long long t0 = clock64();
    while (clock64() - t0 < 2000000ll) { }
    uint32_t ok = 0, k = 0;
    asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared::cta.b64 p, [%1], 0; selp.u32 %0, 1, 0, p; }"
                 : "=r"(ok) : "r"(mb));
    while (!ok && k < big) {
        asm volatile("mbarrier.complete_tx.shared::cta.b64 [%0], 1;" :: "r"(mb) : "memory");
        ++k;
        asm volatile("{ .reg .pred p; mbarrier.test_wait.parity.shared::cta.b64 p, [%1], 0; selp.u32 %0, 1, 0, p; }"
                     : "=r"(ok) : "r"(mb));
    }
    status[0] = ok;
    status[1] = k;
}
"""


def probe_tile(r: int) -> str:
    cs = ", ".join(f'"r"(c{i})' for i in range(r))
    return f"""
extern "C" __global__ void probe_tile_{r}d(const __grid_constant__ CUtensorMap tmap, int c0, int c1, int c2, int c3,
        int c4, uint32_t big, uint32_t n, uint8_t* out, uint32_t* status) {{
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    uint64_t tm = (uint64_t)&tmap;
    fill(gwin, n, 0);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    __syncthreads();
    if (threadIdx.x == 0) {{
        expect(mb, big);
        asm volatile("cp.async.bulk.tensor.{r}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                     " [%{r + 1}], [%0, {COORDS[r]}], [%{r + 2}];"
                     :: "l"(tm), {cs}, "r"(win), "r"(mb) : "memory");
        probe_count(mb, big, status);
    }}
    __syncthreads();
    dump(out, gwin, n);
}}
"""


def probe_im2col(r: int) -> str:
    cs = ", ".join(f'"r"(c{i})' for i in range(r))
    no = r - 2
    offs = "{" + ", ".join(f"%{r + 3 + i}" for i in range(no)) + "}"
    os_ = ", ".join(f'"h"(o{i})' for i in range(no))
    return f"""
extern "C" __global__ void probe_im2col_{r}d(const __grid_constant__ CUtensorMap tmap, int c0, int c1, int c2, int c3,
        int c4, unsigned short o0, unsigned short o1, unsigned short o2, uint32_t big, uint32_t n, uint8_t* out,
        uint32_t* status) {{
    __shared__ __align__(8) uint64_t mbar;
    WINDOW
    uint32_t mb = saddr(&mbar);
    uint64_t tm = (uint64_t)&tmap;
    fill(gwin, n, 0);
    if (threadIdx.x == 0) mbar_init(mb, 1);
    __syncthreads();
    if (threadIdx.x == 0) {{
        expect(mb, big);
        asm volatile("cp.async.bulk.tensor.{r}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
                     " [%{r + 1}], [%0, {COORDS[r]}], [%{r + 2}], {offs};"
                     :: "l"(tm), {cs}, "r"(win), "r"(mb), {os_} : "memory");
        probe_count(mb, big, status);
    }}
    __syncthreads();
    dump(out, gwin, n);
}}
"""


def source() -> str:
    return "".join([HEAD, PROBE] + [probe_tile(r) for r in (3, 4, 5)] + [probe_im2col(r) for r in (3, 4, 5)])


if __name__ == "__main__":
    (pathlib.Path(__file__).parent / "tma_probe.cu").write_text(source())
