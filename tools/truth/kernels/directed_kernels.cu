// Directed-rounding IEEE division, square root and reciprocal (nvcc -O3, sm_90a; build.py writes
// tests/data/kernels/directed_sm90a.ptx): div/sqrt/rcp .rz/.rm/.rp/.rn .f32, with and without ftz.
#include <cstdint>

extern "C" __global__ void directed(int n, const float* __restrict__ a, const float* __restrict__ b,
                                    uint32_t* __restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = a[i], y = b[i];
  uint32_t* o = out + (size_t)i * 12;
  o[0] = __float_as_uint(__fdiv_rz(x, y));
  o[1] = __float_as_uint(__fdiv_rd(x, y));
  o[2] = __float_as_uint(__fdiv_ru(x, y));
  o[3] = __float_as_uint(__fsqrt_rz(x));
  o[4] = __float_as_uint(__fsqrt_rd(x));
  o[5] = __float_as_uint(__fsqrt_ru(x));
  o[6] = __float_as_uint(__frcp_rz(y));
  o[7] = __float_as_uint(__frcp_rd(y));
  o[8] = __float_as_uint(__frcp_ru(y));
  float r;
  asm("div.rz.ftz.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(y));
  o[9] = __float_as_uint(r);
  asm("sqrt.rp.ftz.f32 %0, %1;" : "=f"(r) : "f"(x));
  o[10] = __float_as_uint(r);
  asm("rcp.rm.ftz.f32 %0, %1;" : "=f"(r) : "f"(y));
  o[11] = __float_as_uint(r);
}
