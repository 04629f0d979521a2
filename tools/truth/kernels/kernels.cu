// Kernels for the interpreter's hardware truth: ordinary CUDA C++, compiled by nvcc -O3 for sm_90a
// (tools/truth/kernels/build.py writes src/ptxemu/examples/nvcc_sm90a.ptx). Each exercises a part of
// the base ISA that nvcc emits: arithmetic, control flow, shared memory, barriers, warp collectives,
// atomics, conversions, and independent thread scheduling.
#include <cstdint>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

extern "C" __global__ void saxpy(int n, float a, const float* __restrict__ x, float* __restrict__ y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

// integer mix: shifts, bit fields, popc/clz/brev, mul.hi/wide, div/rem, min/max, byte permute
extern "C" __global__ void int_mix(int n, const uint32_t* __restrict__ a, const uint32_t* __restrict__ b,
                                   uint32_t* __restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t x = a[i], y = b[i];
  int32_t sx = (int32_t)x, sy = (int32_t)y;
  uint32_t* o = out + (size_t)i * 16;
  o[0] = (x << (y & 31)) ^ (x >> ((y >> 5) & 31));
  o[1] = (uint32_t)(sx >> (y & 31));
  o[2] = __popc(x) + 32 * __clz(y) + 1024 * __ffs(x);
  o[3] = __brev(x) ^ __byte_perm(x, y, y & 0x7777);
  o[4] = __umulhi(x, y) + (uint32_t)__mulhi(sx, sy);
  uint64_t w = (uint64_t)x * y;
  o[5] = (uint32_t)(w >> 17) ^ (uint32_t)w;
  o[6] = y ? x / y : 0xFFFFFFFFu;
  o[7] = y ? x % y : 0xFFFFFFFFu;
  o[8] = (sy != 0 && !(sx == INT32_MIN && sy == -1)) ? (uint32_t)(sx / sy) : 0;
  o[9] = (sy != 0 && !(sx == INT32_MIN && sy == -1)) ? (uint32_t)(sx % sy) : 0;
  o[10] = max(sx, sy) ^ min(x, y);
  o[11] = __sad(x, y, 7u) + __usad(x, y, 3u);
  o[12] = (x & 0xF0F0F0F0u) | (~y & 0x0F0F0F0Fu);
  o[13] = __funnelshift_l(x, y, y) ^ __funnelshift_r(y, x, x);
  o[14] = __vabsdiffu4(x, y) + __dp4a(x, y, 5u);
  int64_t sw = (int64_t)sx * sy + ((int64_t)sx << 20);
  o[15] = (uint32_t)(sw >> 31) + (uint32_t)(sw % 1000003);
}

// floats with IEEE rounding (no fast math): add/mul/fma/div/sqrt/min/max/abs, f64, conversions
extern "C" __global__ void float_mix(int n, const float* __restrict__ a, const float* __restrict__ b,
                                     const float* __restrict__ c, float* __restrict__ out,
                                     double* __restrict__ dout, uint32_t* __restrict__ iout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i], z = c[i];
  float* o = out + (size_t)i * 12;
  o[0] = x + y;
  o[1] = x * y - z;
  o[2] = fmaf(x, y, z);
  o[3] = x / y;
  o[4] = sqrtf(fabsf(x));
  o[5] = fminf(x, y) + fmaxf(y, z);
  o[6] = __fadd_rz(x, y) + __fmul_ru(y, z);
  o[7] = __fmaf_rd(x, z, y);
  o[8] = floorf(x) + ceilf(y) + truncf(z) + rintf(x * 0.5f);
  o[9] = copysignf(y, x) - fabsf(z);
  o[10] = __int2float_rn((int)(x * 1000.f)) + __uint2float_rz((unsigned)fabsf(y * 77.f));
  o[11] = x > y ? z : (x == y ? 1.0f : -z);
  double dx = x, dy = y, dz = z;
  double* d = dout + (size_t)i * 4;
  d[0] = dx * dy + dz;
  d[1] = fma(dx, dy, dz * 3.0);
  d[2] = dx / (dy + 0.5);
  d[3] = sqrt(fabs(dx * dz));
  uint32_t* io = iout + (size_t)i * 6;
  io[0] = (uint32_t)__float2int_rn(x * 100.f);
  io[1] = (uint32_t)__float2int_rz(y * 1e6f);
  io[2] = __float2uint_rd(fabsf(z) * 3.f);
  io[3] = __half_as_ushort(__float2half_rn(x)) | ((uint32_t)__bfloat16_as_ushort(__float2bfloat16_rn(y)) << 16);
  io[4] = __float_as_uint(__half2float(__ushort_as_half((unsigned short)(__float_as_uint(z) >> 7))));
  io[5] = (uint32_t)(long long)(dx * 1e12) ^ (uint32_t)((unsigned long long)(fabs(dz) * 1e15) >> 13);
}

// block reduction: warp shuffles, shared memory, __syncthreads, one atomicAdd per block
extern "C" __global__ void block_sum(int n, const float* __restrict__ x, float* __restrict__ partial,
                                     unsigned int* __restrict__ count) {
  __shared__ float warp_sums[32];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x * 4 + tid;
  float s = 0.f;
  for (int k = 0; k < 4; ++k, i += blockDim.x) if (i < n) s += x[i];
  for (int off = 16; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
  if ((tid & 31) == 0) warp_sums[tid >> 5] = s;
  __syncthreads();
  if (tid < 32) {
    s = tid < (blockDim.x >> 5) ? warp_sums[tid] : 0.f;
    for (int off = 16; off > 0; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
    if (tid == 0) {
      partial[blockIdx.x] = s;
      atomicAdd(count, 1u);
    }
  }
}

// shared-memory histogram with atomics; the global merge is integer (order-independent)
extern "C" __global__ void histogram(int n, const uint32_t* __restrict__ x, unsigned int* __restrict__ hist) {
  __shared__ unsigned int h[64];
  for (int k = threadIdx.x; k < 64; k += blockDim.x) h[k] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&h[(x[i] * 2654435761u) >> 26], 1u);
  __syncthreads();
  for (int k = threadIdx.x; k < 64; k += blockDim.x) atomicAdd(&hist[k], h[k]);
}

// divergence: a data-dependent loop per thread (Collatz steps), nested branches, early exit
extern "C" __global__ void collatz(int n, const uint32_t* __restrict__ x, uint32_t* __restrict__ steps,
                                   uint32_t* __restrict__ peak) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint64_t v = x[i];
  uint32_t s = 0;
  uint64_t p = v;
  while (v > 1 && s < 1000) {
    if (v & 1) {
      v = 3 * v + 1;
      if (v > p) p = v;
    } else {
      v >>= 1;
    }
    ++s;
  }
  steps[i] = s;
  peak[i] = (uint32_t)(p ^ (p >> 32));
}

// warp collectives: ballot, any/all, match, redux, shfl idx/up with widths, lane masks
extern "C" __global__ void warp_ops(const uint32_t* __restrict__ x, uint32_t* __restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t v = x[i];
  uint32_t* o = out + (size_t)i * 10;
  unsigned lane = threadIdx.x & 31;
  o[0] = __ballot_sync(0xffffffffu, v & 1);
  o[1] = __any_sync(0xffffffffu, v > 0xF0000000u) | (__all_sync(0xffffffffu, v != 7) << 1);
  o[2] = __match_any_sync(0xffffffffu, v & 3);
  o[3] = __reduce_add_sync(0xffffffffu, v & 0xFFFF);
  o[4] = __reduce_max_sync(0xffffffffu, v) ^ __reduce_min_sync(0xffffffffu, v >> 3);
  o[5] = __reduce_and_sync(0xffffffffu, v | 0x10) ^ __reduce_or_sync(0xffffffffu, v & 0xF00) ^
         __reduce_xor_sync(0xffffffffu, v);
  o[6] = __shfl_sync(0xffffffffu, v, v & 31) + __shfl_up_sync(0xffffffffu, v, 3, 16);
  o[7] = __shfl_down_sync(0xffffffffu, v, 5, 8) ^ __shfl_xor_sync(0xffffffffu, v, 6, 16);
  o[8] = __popc(__activemask()) + (lane << 8);
  int pred = 0;
  o[9] = __match_all_sync(0xffffffffu, v >> 31, &pred) ^ (pred << 5);
  if (lane & 1) {  // a divergent subset of the warp
    unsigned m = __activemask();
    o[8] ^= __reduce_add_sync(m, v & 0xFF) << 12;
    o[6] ^= __shfl_sync(m, v, (lane + 2) & 31);
  }
}

// independent thread scheduling: lanes of one warp wait on each other through a shared flag
extern "C" __global__ void lane_handoff(const uint32_t* __restrict__ x, uint32_t* __restrict__ out) {
  __shared__ volatile uint32_t flag[32];
  __shared__ volatile uint32_t val[32];
  unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0) { flag[warp] = 0; val[warp] = 0; }
  __syncwarp();
  uint32_t v = x[blockIdx.x * blockDim.x + threadIdx.x];
  // lane k waits until lane k-1 has published, then adds its own value: a serial chain in a warp
  if (lane > 0) while (flag[warp] != lane) { }
  uint32_t acc = val[warp] * 31u + v;
  val[warp] = acc;
  __threadfence_block();
  flag[warp] = lane + 1;
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// tiled matrix transpose through padded shared memory with a 2-D block
extern "C" __global__ void transpose(int rows, int cols, const float* __restrict__ in, float* __restrict__ out) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += blockDim.y)
    if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(size_t)(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += blockDim.y)
    if (x < rows && y + j < cols) out[(size_t)(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

// per-warp float atomics to one address (ascending lane order is the H100's order inside a warp)
extern "C" __global__ void warp_atomics(const float* __restrict__ x, float* __restrict__ acc,
                                        uint32_t* __restrict__ old) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int w = i >> 5;
  float prev = atomicAdd(&acc[w], x[i]);
  old[i] = __float_as_uint(prev) ^ atomicMax((unsigned*)&old[1024 + w], (unsigned)i * 2654435761u);
  atomicExch((unsigned*)&old[2048 + w], 0u);
}

// half-precision vector math (f16x2 / bf16x2 through __hfma2 and friends), 16-byte vector loads
extern "C" __global__ void half_math(int n, const uint4* __restrict__ a, const uint4* __restrict__ b,
                                     uint4* __restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint4 va = a[i], vb = b[i], r;
  __half2 x0 = *reinterpret_cast<__half2*>(&va.x), y0 = *reinterpret_cast<__half2*>(&vb.x);
  __half2 r0 = __hfma2(x0, y0, __hadd2(x0, y0));
  __nv_bfloat162 x1 = *reinterpret_cast<__nv_bfloat162*>(&va.y), y1 = *reinterpret_cast<__nv_bfloat162*>(&vb.y);
  __nv_bfloat162 r1 = __hfma2(x1, y1, __hmul2(x1, x1));
  __half2 x2 = *reinterpret_cast<__half2*>(&va.z), y2 = *reinterpret_cast<__half2*>(&vb.z);
  __half2 r2 = __hmax2(__hsub2(x2, y2), __hmin2(x2, y2));
  float f = __half2float(__low2half(x0)) * __bfloat162float(__high2bfloat16(x1));
  r.x = *reinterpret_cast<uint32_t*>(&r0);
  r.y = *reinterpret_cast<uint32_t*>(&r1);
  r.z = *reinterpret_cast<uint32_t*>(&r2);
  r.w = __float_as_uint(f) ^ (uint32_t)__hgt(__low2half(x2), __high2half(y2));
  out[i] = r;
}

// a real call (not inlined) with by-value params and a return value; a local-memory array indexed by
// data; __syncthreads_count / _and / _or (bar.red)
__device__ __noinline__ uint32_t mix3(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t t[8];
#pragma unroll
  for (int k = 0; k < 8; ++k) t[k] = a * (k + 1) + b;
  return t[c & 7] ^ t[(c >> 3) & 7];
}

extern "C" __global__ void calls_local(const uint32_t* __restrict__ x, uint32_t* __restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t v = x[i];
  volatile uint32_t buf[16];
  for (int k = 0; k < 16; ++k) buf[k] = v + k * 0x9E3779B9u;
  uint32_t r = mix3(v, buf[v & 15], buf[(v >> 4) & 15]);
  int cnt = __syncthreads_count(v & 1);
  int all = __syncthreads_and(v != 0);
  int any = __syncthreads_or(v > 0xFFFF0000u);
  out[i] = r ^ (cnt << 8) ^ (all << 20) ^ (any << 21);
}
