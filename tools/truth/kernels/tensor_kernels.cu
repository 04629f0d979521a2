// Tensor-core kernels for the interpreter's hardware truth (nvcc -O3, sm_90a; build.py writes
// src/ptxemu/examples/tensor_sm90a.ptx). frag_*: every lane loads its fragment registers as raw bits
// from global memory, runs one mma.sync, stores its D registers: the register-level semantics,
// layouts included. mma_ldmatrix: a small GEMM whose fragments come from shared memory through
// ldmatrix (x4, x2.trans), looping over K. gemm_wgmma: a 64x128 tile per CTA through wgmma with
// 128-byte-swizzled shared-memory descriptors, cp.async, ldmatrix and stmatrix.
#include <cstdint>
#include <cuda_fp16.h>

#define FRAG_KERNEL(NAME, INSTR, NA, NB, NC, ND)                                                   \
  extern "C" __global__ void NAME(const uint32_t* __restrict__ a, const uint32_t* __restrict__ b,    \
                                  const uint32_t* __restrict__ c, uint32_t* __restrict__ d) {        \
    int t = blockIdx.x * blockDim.x + threadIdx.x;                                                  \
    uint32_t A[4] = {0, 0, 0, 0}, B[4] = {0, 0, 0, 0}, C[4] = {0, 0, 0, 0}, D[4];                     \
    for (int i = 0; i < NA; ++i) A[i] = a[t * NA + i];                                              \
    for (int i = 0; i < NB; ++i) B[i] = b[t * NB + i];                                              \
    for (int i = 0; i < NC; ++i) C[i] = c[t * NC + i];                                              \
    INSTR;                                                                                          \
    for (int i = 0; i < ND; ++i) d[t * ND + i] = D[i];                                              \
  }

FRAG_KERNEL(frag_f16_f32, asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
    : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3])), 4, 2, 4, 4)
FRAG_KERNEL(frag_f16_f16, asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};"
    : "=r"(D[0]), "=r"(D[1]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1])), 4, 2, 2, 2)
FRAG_KERNEL(frag_bf16_f32, asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
    : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3])), 4, 2, 4, 4)
FRAG_KERNEL(frag_tf32, asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
    : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3])), 4, 2, 4, 4)
FRAG_KERNEL(frag_e4m3, asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
    : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3])), 4, 2, 4, 4)
FRAG_KERNEL(frag_s8, asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
    : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3]) : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3])), 4, 2, 4, 4)
FRAG_KERNEL(frag_f16_m8n8k4, asm volatile("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9}, {%10,%11}, {%12,%13,%14,%15,%16,%17,%18,%19};"
    : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3]), "=r"(C[0]), "=r"(C[1]), "=r"(C[2]), "=r"(C[3]) : "r"(A[0]), "r"(A[1]), "r"(B[0]), "r"(B[1]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3]), "r"(C[0]), "r"(C[1]), "r"(C[2]), "r"(C[3])), 2, 2, 4, 4)

// C (M x N, f32) = A (M x K, f16 row-major) * B (K x N, f16 row-major); one warp per 16x8 tile
extern "C" __global__ void mma_ldmatrix(int M, int N, int K, const half* __restrict__ A,
                                        const half* __restrict__ B, float* __restrict__ C) {
  __shared__ alignas(16) half sA[4][16 * 16];
  __shared__ alignas(16) half sB[4][16 * 8];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  int tile = blockIdx.x * 4 + warp;
  int tm = tile / (N / 8), tn = tile % (N / 8);
  if (tm * 16 >= M) return;
  float acc[4] = {0.f, 0.f, 0.f, 0.f};
  for (int k0 = 0; k0 < K; k0 += 16) {
    for (int i = lane; i < 16 * 16; i += 32) sA[warp][i] = A[(size_t)(tm * 16 + i / 16) * K + k0 + i % 16];
    for (int i = lane; i < 16 * 8; i += 32) sB[warp][i] = B[(size_t)(k0 + i / 8) * N + tn * 8 + i % 8];
    __syncwarp();
    uint32_t a[4], b[2];
    uint32_t pa = (uint32_t)__cvta_generic_to_shared(&sA[warp][(lane % 16) * 16 + (lane / 16) * 8]);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3]) : "r"(pa));
    uint32_t pb = (uint32_t)__cvta_generic_to_shared(&sB[warp][(lane % 16) * 8]);
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];"
                 : "=r"(b[0]), "=r"(b[1]) : "r"(pb));
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(acc[0]), "+f"(acc[1]), "+f"(acc[2]), "+f"(acc[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
    __syncwarp();
  }
  int r = tm * 16 + lane / 4, c = tn * 8 + (lane % 4) * 2;
  C[(size_t)r * N + c] = acc[0];
  C[(size_t)r * N + c + 1] = acc[1];
  C[(size_t)(r + 8) * N + c] = acc[2];
  C[(size_t)(r + 8) * N + c + 1] = acc[3];
}

__device__ __forceinline__ uint64_t make_desc(const void* smem_ptr) {
  uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(smem_ptr));
  uint64_t desc = 0;
  desc |= (uint64_t)((addr & 0x3FFFF) >> 4);
  desc |= (uint64_t)1 << 16;   // leading byte offset
  desc |= (uint64_t)64 << 32;  // stride byte offset
  desc |= (uint64_t)1 << 62;   // 128B swizzle
  return desc;
}

extern "C" __global__ void __launch_bounds__(128) gemm_wgmma(const half* __restrict__ A, const half* __restrict__ B,
                                                  float* __restrict__ C, int K) {
  __shared__ alignas(1024) half sA[64 * 64];
  __shared__ alignas(1024) half sB[128 * 64];
  __shared__ alignas(8) uint64_t bar;
  float d[64];
#pragma unroll
  for (int i = 0; i < 64; ++i) d[i] = 0.f;
  int tid = threadIdx.x;
  if (tid == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"((uint32_t)__cvta_generic_to_shared(&bar)), "r"(1));
  }
  __syncthreads();
  for (int k0 = 0; k0 < K; k0 += 64) {
    for (int i = tid * 8; i < 64 * 64; i += 128 * 8) {
      uint32_t dst = (uint32_t)__cvta_generic_to_shared(&sA[i]);
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(dst), "l"(&A[(size_t)k0 * 64 + i]));
    }
    for (int i = tid * 8; i < 128 * 64; i += 128 * 8) {
      uint32_t dst = (uint32_t)__cvta_generic_to_shared(&sB[i]);
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" :: "r"(dst), "l"(&B[(size_t)k0 * 128 + i]));
    }
    asm volatile("cp.async.commit_group;");
    asm volatile("cp.async.wait_group 0;");
    __syncthreads();
    asm volatile("wgmma.fence.sync.aligned;");
#pragma unroll
    for (int kk = 0; kk < 4; ++kk) {
      uint64_t da = make_desc(&sA[kk * 16]);
      uint64_t db = make_desc(&sB[kk * 16]);
      asm volatile(
          "{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"
          "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
          "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
          "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
          "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
          "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, "
          "%64, %65, p, 1, 1, 0, 1;\n}\n"
          : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
            "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
            "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
            "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
            "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
            "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
            "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
            "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
          : "l"(da), "l"(db), "r"(1));
    }
    asm volatile("wgmma.commit_group.sync.aligned;");
    asm volatile("wgmma.wait_group.sync.aligned 0;");
    __syncthreads();
  }
  uint32_t frag[4];
  uint32_t saddr = (uint32_t)__cvta_generic_to_shared(&sA[(tid % 16) * 64]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(frag[0]), "=r"(frag[1]), "=r"(frag[2]), "=r"(frag[3]) : "r"(saddr));
  asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%4], {%0, %1, %2, %3};"
               :: "r"(frag[0]), "r"(frag[1]), "r"(frag[2]), "r"(frag[3]), "r"(saddr));
  float m = d[0];
  for (int off = 16; off > 0; off >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, off));
  for (int i = 0; i < 64; ++i) C[(size_t)blockIdx.x * 128 * 64 + tid * 64 + i] = d[i] * m + __half2float(__ushort_as_half((unsigned short)frag[i & 3]));
}
