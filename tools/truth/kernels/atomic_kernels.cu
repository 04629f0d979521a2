// Atomics beyond 32/64-bit integers and f32/f64 add, for the interpreter's hardware truth (nvcc -O3,
// sm_90a; build.py writes tests/data/kernels/atomic_sm90a.ptx). One warp per address, so the order is
// the H100's lane order (deterministic); old values come back too.
#include <cstdint>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

extern "C" __global__ void atomic_halves(const uint32_t* __restrict__ x, uint32_t* __restrict__ acc,
                                         uint32_t* __restrict__ old) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int w = i >> 5;
  uint32_t v = x[i];
  // f16x2 and bf16x2 packed adds, scalar f16 / bf16 adds
  __half2 h2 = *reinterpret_cast<__half2*>(&v);
  __half2 o1 = atomicAdd(reinterpret_cast<__half2*>(&acc[4 * w + 0]), h2);
  __nv_bfloat162 b2 = *reinterpret_cast<__nv_bfloat162*>(&v);
  __nv_bfloat162 o2 = atomicAdd(reinterpret_cast<__nv_bfloat162*>(&acc[4 * w + 1]), b2);
  __half o3 = atomicAdd(reinterpret_cast<__half*>(&acc[4 * w + 2]), __low2half(h2));
  __nv_bfloat16 o4 = atomicAdd(reinterpret_cast<__nv_bfloat16*>(&acc[4 * w + 2]) + 1, __high2bfloat16(b2));
  old[4 * i + 0] = *reinterpret_cast<uint32_t*>(&o1);
  old[4 * i + 1] = *reinterpret_cast<uint32_t*>(&o2);
  old[4 * i + 2] = (uint32_t)__half_as_ushort(o3) | ((uint32_t)__bfloat16_as_ushort(o4) << 16);
  // packed f16x2 / bf16x2 min and max through PTX (sm_90), and a 16-bit compare-and-swap
  uint32_t mn, mn2;
  asm volatile("atom.global.min.noftz.v2.f16x2 {%0, %1}, [%2], {%3, %4};" : "=r"(mn), "=r"(mn2)
               : "l"(&acc[1024 + 2 * w]), "r"(v), "r"(v ^ 0x80008000u));
  asm volatile("red.global.max.noftz.v2.bf16x2 [%0], {%1, %2};" :: "l"(&acc[1536 + 2 * w]), "r"(v), "r"(~v));
  unsigned short c;
  asm volatile("atom.global.cas.b16 %0, [%1], %2, %3;" : "=h"(c) : "l"((unsigned short*)&acc[2048 + w]),
               "h"((unsigned short)(i & 7)), "h"((unsigned short)(v & 0xFFFF)));
  old[4 * i + 3] = mn ^ (mn2 << 3) ^ ((uint32_t)c << 7);
}

extern "C" __global__ void atomic_vectors(const float4* __restrict__ x, float4* __restrict__ acc,
                                          float4* __restrict__ old) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int w = i >> 5;
  old[i] = atomicAdd(&acc[w], x[i]);  // atom.global.v4.f32.add
  float2 lo = make_float2(x[i].x, x[i].y);
  float2 r = atomicAdd(reinterpret_cast<float2*>(&acc[64 + w]), lo);  // atom.global.v2.f32.add
  old[256 + i] = make_float4(r.x, r.y, 0.f, 0.f);
}
