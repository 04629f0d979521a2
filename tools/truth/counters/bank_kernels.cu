// Kernels whose shared-memory bank conflicts and global sectors are known by hand, for the memory
// counters' truth (docs/observing.md). Each kernel reads its access pattern from
// arguments, so one kernel gives many cases; every result goes to global memory so nothing is
// optimised away. nvcc -O3 -arch=sm_90a -ptx -o tests/data/counters/bank_sm90a.ptx bank_kernels.cu (CUDA 13.0)
#include <cstdint>

#define N_WORDS 4096

// 32-bit shared loads: lane t reads word (t * stride + offset) mod 4096
extern "C" __global__ void sh_ld32(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int stride, int offset) {
    __shared__ uint32_t s[N_WORDS];
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x * stride + offset) & (N_WORDS - 1)];
}

// 32-bit shared stores with a stride, read back contiguously
extern "C" __global__ void sh_st32(uint32_t* __restrict__ out, int stride) {
    __shared__ uint32_t s[N_WORDS];
    s[(threadIdx.x * stride) & (N_WORDS - 1)] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

// 64-bit and 128-bit shared loads and stores (ld.shared.v2.u32 / v4.u32)
extern "C" __global__ void sh_ld64(const uint2* __restrict__ in, uint2* __restrict__ out, int stride) {
    __shared__ uint2 s[N_WORDS / 2];
    for (int i = threadIdx.x; i < N_WORDS / 2; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x * stride) & (N_WORDS / 2 - 1)];
}

extern "C" __global__ void sh_ld128(const uint4* __restrict__ in, uint4* __restrict__ out, int stride) {
    __shared__ uint4 s[N_WORDS / 4];
    for (int i = threadIdx.x; i < N_WORDS / 4; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x * stride) & (N_WORDS / 4 - 1)];
}

extern "C" __global__ void sh_st64(uint2* __restrict__ out, int stride) {
    __shared__ uint2 s[N_WORDS / 2];
    s[(threadIdx.x * stride) & (N_WORDS / 2 - 1)] = make_uint2(threadIdx.x, ~threadIdx.x);
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

extern "C" __global__ void sh_st128(uint4* __restrict__ out, int stride) {
    __shared__ uint4 s[N_WORDS / 4];
    s[(threadIdx.x * stride) & (N_WORDS / 4 - 1)] = make_uint4(threadIdx.x, 1, 2, 3);
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

// byte loads: lane t reads byte t * stride
extern "C" __global__ void sh_ld8(const uint8_t* __restrict__ in, uint32_t* __restrict__ out, int stride) {
    __shared__ uint8_t s[4 * N_WORDS];
    for (int i = threadIdx.x; i < 4 * N_WORDS; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x * stride) & (4 * N_WORDS - 1)];
}

// shared atomics: lane t adds to word (t * stride) mod 1024
extern "C" __global__ void sh_atom(uint32_t* __restrict__ out, int stride) {
    __shared__ uint32_t s[1024];
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) s[i] = 0;
    __syncthreads();
    uint32_t old = atomicAdd(&s[(threadIdx.x * stride) & 1023], threadIdx.x + 1);
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x] + old;
}

// ldmatrix: lane l gives the address of row (l % 8) of matrix (l / 8); rows are rowbytes apart and
// matrices 8 rows apart
__device__ __forceinline__ uint32_t smem_addr(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

extern "C" __global__ void ldsm_x1(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int rowbytes) {
    __shared__ __align__(128) uint32_t s[N_WORDS];
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    int l = threadIdx.x & 31;
    uint32_t a = smem_addr(s) + (l % 8) * rowbytes;
    uint32_t r0;
    asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(a));
    out[threadIdx.x] = r0;
}

extern "C" __global__ void ldsm_x2(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int rowbytes) {
    __shared__ __align__(128) uint32_t s[N_WORDS];
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    int l = threadIdx.x & 31;
    uint32_t a = smem_addr(s) + (l % 16) * rowbytes;
    uint32_t r0, r1;
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(a));
    out[2 * threadIdx.x] = r0;
    out[2 * threadIdx.x + 1] = r1;
}

extern "C" __global__ void ldsm_x4(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int rowbytes) {
    __shared__ __align__(128) uint32_t s[N_WORDS];
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    int l = threadIdx.x & 31;
    uint32_t a = smem_addr(s) + l * rowbytes;
    uint32_t r0, r1, r2, r3;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
    out[4 * threadIdx.x] = r0;
    out[4 * threadIdx.x + 1] = r1;
    out[4 * threadIdx.x + 2] = r2;
    out[4 * threadIdx.x + 3] = r3;
}

// 128-byte rows with the 128B swizzle (chunk ^= row % 8): conflict-free ldmatrix.x4
extern "C" __global__ void ldsm_x4_swizzle(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int chunk) {
    __shared__ __align__(1024) uint32_t s[N_WORDS];
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) s[i] = in[i];
    __syncthreads();
    int l = threadIdx.x & 31;
    int row = l % 8 + 8 * (l / 16), c = chunk + (l / 8) % 2;
    uint32_t a = smem_addr(s) + row * 128 + ((c ^ (row % 8)) * 16);
    uint32_t r0, r1, r2, r3;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
    out[4 * threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

extern "C" __global__ void stsm_x1(uint32_t* __restrict__ out, int rowbytes) {
    __shared__ __align__(128) uint32_t s[N_WORDS];
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) s[i] = 0;
    __syncthreads();
    int l = threadIdx.x & 31;
    uint32_t a = smem_addr(s) + (l % 8) * rowbytes;
    asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "r"(a), "r"(threadIdx.x * 3u));
    __syncthreads();
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) out[i] = s[i];
}

extern "C" __global__ void stsm_x4(uint32_t* __restrict__ out, int rowbytes) {
    __shared__ __align__(128) uint32_t s[N_WORDS];
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) s[i] = 0;
    __syncthreads();
    int l = threadIdx.x & 31;
    uint32_t a = smem_addr(s) + l * rowbytes, v = threadIdx.x * 5u;
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};"
                 :: "r"(a), "r"(v), "r"(v + 1), "r"(v + 2), "r"(v + 3));
    __syncthreads();
    for (int i = threadIdx.x; i < N_WORDS; i += blockDim.x) out[i] = s[i];
}

// global loads and stores: lane t of the grid touches element t * stride + offset
extern "C" __global__ void g_ld32(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int stride, int offset) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = in[t * stride + offset];
}

extern "C" __global__ void g_st32(uint32_t* __restrict__ out, int stride, int offset) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t * stride + offset] = t;
}

extern "C" __global__ void g_ld64(const uint2* __restrict__ in, uint2* __restrict__ out, int stride) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = in[t * stride];
}

extern "C" __global__ void g_ld128(const uint4* __restrict__ in, uint4* __restrict__ out, int stride) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = in[t * stride];
}

extern "C" __global__ void g_ld8(const uint8_t* __restrict__ in, uint8_t* __restrict__ out, int stride) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = in[t * stride];
}

// global atomics: lane t adds to word (t * stride) mod 1024
extern "C" __global__ void g_atom(uint32_t* __restrict__ acc, uint32_t* __restrict__ out, int stride) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = atomicAdd(&acc[(t * stride) & 1023], 1u);
}

extern "C" __global__ void g_red(uint32_t* __restrict__ acc, int stride) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&acc[(t * stride) & 1023], 1u);
}

// divergence: lanes with (t % period) < cut take one side
extern "C" __global__ void diverge(const uint32_t* __restrict__ in, uint32_t* __restrict__ out, int period, int cut) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    uint32_t v = in[t];
    if ((threadIdx.x % period) < cut) {
        for (int i = 0; i < (v & 7); ++i) v = v * 2654435761u + i;
    } else {
        v ^= v >> 13;
    }
    out[t] = v;
}
