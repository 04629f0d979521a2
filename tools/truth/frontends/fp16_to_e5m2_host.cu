// NVIDIA's host conversion (cuda_fp8.h, compiled for the CPU by nvcc) of every float16 bit pattern
// to float8 e5m2 with satfinite and round-to-nearest-even: what cvt.rn.satfinite.e5m2x2.f16x2 (the
// instruction Triton emits for x.to(tl.float8e5) on sm_90a) computes. Writes 65,536 bytes to stdout.
#include <cstdio>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

int main() {
  for (unsigned i = 0; i < 65536; ++i) {
    __half_raw h;
    h.x = (unsigned short)i;
    __nv_fp8_storage_t r = __nv_cvt_halfraw_to_fp8(h, __NV_SATFINITE, __NV_E5M2);
    fputc(r, stdout);
  }
  return 0;
}
