// Blackwell (sm_120a) block-scaled mma.sync through inline asm: kind::mxf4nvf4 with ue4m3 scales
// (scale_vec::4X), kind::mxf8f6f4 with ue8m0 (1X), kind::f8f6f4, and the new cvt forms.
// Compiled with: nvcc -O3 -ptx -gencode=arch=compute_120a,code=sm_120a  (the .ptx beside it).
#include <cstdint>

__global__ void mma_blockscale(const uint32_t* __restrict__ a, const uint32_t* __restrict__ b,
                               const uint32_t* __restrict__ sfa, const uint32_t* __restrict__ sfb,
                               float* __restrict__ out, const float* __restrict__ x) {
  int t = threadIdx.x;
  uint32_t A0 = a[t * 4 + 0], A1 = a[t * 4 + 1], A2 = a[t * 4 + 2], A3 = a[t * 4 + 3];
  uint32_t B0 = b[t * 2 + 0], B1 = b[t * 2 + 1];
  uint32_t SA = sfa[t], SB = sfb[t];
  float d0 = 0.f, d1 = 0.f, d2 = 0.f, d3 = 0.f;
  asm volatile(
      "mma.sync.aligned.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {0, 0}, %11, {0, 0};"
      : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
      : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1), "r"(SA), "r"(SB));
  asm volatile(
      "mma.sync.aligned.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {2, 1}, %11, {0, 3};"
      : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
      : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1), "r"(SA), "r"(SB));
  asm volatile(
      "mma.sync.aligned.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e4m3.e2m3.f32.ue8m0 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3}, %10, {3, 1}, %11, {1, 2};"
      : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
      : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1), "r"(SA), "r"(SB));
  asm volatile(
      "mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.f32.e3m2.e2m1.f32 "
      "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
      : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
      : "r"(A0), "r"(A1), "r"(A2), "r"(A3), "r"(B0), "r"(B1));
  uint32_t packed;
  asm volatile("{\n.reg .b8 byte0, byte1;\n"
               "cvt.rn.satfinite.e2m1x2.f32 byte0, %1, %2;\n"
               "cvt.rn.satfinite.e2m1x2.f32 byte1, %3, %4;\n"
               "mov.b32 %0, {byte0, byte1, 0, 0};\n}"
               : "=r"(packed) : "f"(d0), "f"(d1), "f"(d2), "f"(d3));
  uint32_t h;
  asm volatile("{\n.reg .b16 lo;\ncvt.rp.satfinite.ue8m0x2.f32 lo, %1, %2;\ncvt.rn.bf16x2.ue8m0x2 %0, lo;\n}"
               : "=r"(h) : "f"(x[t]), "f"(x[t + 32]));
  out[t * 4 + 0] = d0 + (float)packed;
  out[t * 4 + 1] = d1 + (float)h;
  out[t * 4 + 2] = d2;
  out[t * 4 + 3] = d3;
}
