// A grab-bag of what nvcc -O3 emits for ordinary CUDA: printf (call/.param), atomics, warp
// shuffles and votes, half/bfloat16 math, double math, shared-memory reductions, clusters,
// a device function call, and TMA-less async copies.  For `ptxemu check` to validate clean.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__device__ __noinline__ float helper(float x, int k) { return x * k + sinf(x); }

__global__ void __cluster_dims__(2, 1, 1) misc(float* out, const __half2* h, const __nv_bfloat162* b,
                                               double* d, unsigned long long* cnt, int n) {
  __shared__ float red[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? out[i] : 0.f;
  __half2 hh = __hfma2(h[i % 7], h[(i + 1) % 7], __float2half2_rn(1.5f));
  __nv_bfloat162 bb = __hmul2(b[i % 5], b[(i + 3) % 5]);
  v += __low2float(hh) + __high2float(bb);
  v = helper(v, i);
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  unsigned ball = __ballot_sync(0xffffffff, v > 0.f);
  red[threadIdx.x] = v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s) red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  cg::cluster_group cl = cg::this_cluster();
  cl.sync();
  if (threadIdx.x == 0) {
    atomicAdd(out + blockIdx.x, red[0]);
    atomicAdd(cnt, (unsigned long long)__popc(ball));
    d[blockIdx.x] = sqrt((double)red[0]) + exp((double)v);
    printf("block %d sum %f rank %u\n", blockIdx.x, red[0], cl.block_rank());
  }
  if (i < n) out[i] = __expf(v) / (1.f + __logf(fabsf(v) + 1.f)) + rsqrtf(v * v + 1.f);
}
