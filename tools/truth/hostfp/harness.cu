// CPU harness over NVIDIA's host conversion code (cuda_fp16/bf16/fp8/fp6/fp4 headers).
// Compiled with nvcc, it runs on the host only: every function below takes its
// non-__CUDA_ARCH__ branch, i.e. NVIDIA's reference C implementation of the conversion.
//
// usage: harness f32  <in.u32> <out.bin>   -- one record of outputs per f32 input (see F32_COLS)
//        harness f16  <out.bin>            -- exhaustive over the 65536 f16 codes
//        harness bf16 <out.bin>            -- exhaustive over the 65536 bf16 codes
//        harness dec  <out.bin>            -- decode tables of fp8/fp6/fp4/e8m0
// Column order is mirrored in record.py; all outputs are little-endian raw integers.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda_fp6.h>
#include <cuda_fp4.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <vector>

static float f_of(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint16_t h_bits(__half h) { __half_raw r = h; return r.x; }
static uint16_t b_bits(__nv_bfloat16 b) { __nv_bfloat16_raw r = b; return r.x; }
static uint32_t u_of(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static void put(FILE* o, const void* p, size_t n) { if (fwrite(p, 1, n, o) != n) { perror("write"); exit(1); } }

int main(int argc, char** argv) {
    if (argc < 3) { fprintf(stderr, "usage: harness f32|f16|bf16|dec ...\n"); return 2; }
    const char* mode = argv[1];
    if (!strcmp(mode, "f32")) {
        FILE* in = fopen(argv[2], "rb");
        FILE* o = fopen(argv[3], "wb");
        if (!in || !o) { perror("open"); return 1; }
        std::vector<uint32_t> xs;
        uint32_t u;
        while (fread(&u, 4, 1, in) == 1) xs.push_back(u);
        // F32_COLS (uint8): e4m3 nosat, e4m3 sat, e5m2 nosat, e5m2 sat,
        //   e2m3 rn, e2m3 rz, e3m2 rn, e3m2 rz, e2m1 rn, e2m1 rz,
        //   e8m0 rz nosat, rz sat, rp nosat, rp sat
        // then (uint16): f16 rn rz rd ru, bf16 rn rz rd ru
        for (uint32_t x : xs) {
            float f = f_of(x);
            uint8_t b[14];
            b[0] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E4M3);
            b[1] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E4M3);
            b[2] = __nv_cvt_float_to_fp8(f, __NV_NOSAT, __NV_E5M2);
            b[3] = __nv_cvt_float_to_fp8(f, __NV_SATFINITE, __NV_E5M2);
            b[4] = __nv_cvt_float_to_fp6(f, __NV_E2M3, cudaRoundNearest);
            b[5] = __nv_cvt_float_to_fp6(f, __NV_E2M3, cudaRoundZero);
            b[6] = __nv_cvt_float_to_fp6(f, __NV_E3M2, cudaRoundNearest);
            b[7] = __nv_cvt_float_to_fp6(f, __NV_E3M2, cudaRoundZero);
            b[8] = __nv_cvt_float_to_fp4(f, __NV_E2M1, cudaRoundNearest);
            b[9] = __nv_cvt_float_to_fp4(f, __NV_E2M1, cudaRoundZero);
            b[10] = __nv_cvt_float_to_e8m0(f, __NV_NOSAT, cudaRoundZero);
            b[11] = __nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundZero);
            b[12] = __nv_cvt_float_to_e8m0(f, __NV_NOSAT, cudaRoundPosInf);
            b[13] = __nv_cvt_float_to_e8m0(f, __NV_SATFINITE, cudaRoundPosInf);
            uint16_t h[8];
            h[0] = h_bits(__float2half_rn(f));
            h[1] = h_bits(__float2half_rz(f));
            h[2] = h_bits(__float2half_rd(f));
            h[3] = h_bits(__float2half_ru(f));
            h[4] = b_bits(__float2bfloat16_rn(f));
            h[5] = b_bits(__float2bfloat16_rz(f));
            h[6] = b_bits(__float2bfloat16_rd(f));
            h[7] = b_bits(__float2bfloat16_ru(f));
            put(o, b, sizeof b);
            put(o, h, sizeof h);
        }
        fclose(o);
        return 0;
    }
    FILE* o = fopen(argv[2], "wb");
    if (!o) { perror("open"); return 1; }
    if (!strcmp(mode, "f16")) {
        // per f16 code (uint8): e4m3 nosat, e4m3 sat, e5m2 nosat, e5m2 sat, e2m3 rn, e2m3 rz,
        //   e3m2 rn, e3m2 rz, e2m1 rn, e2m1 rz; then (uint32) f32 bits of __half2float
        for (uint32_t c = 0; c < 65536; ++c) {
            __half_raw hr; hr.x = (unsigned short)c;
            uint8_t b[10];
            b[0] = __nv_cvt_halfraw_to_fp8(hr, __NV_NOSAT, __NV_E4M3);
            b[1] = __nv_cvt_halfraw_to_fp8(hr, __NV_SATFINITE, __NV_E4M3);
            b[2] = __nv_cvt_halfraw_to_fp8(hr, __NV_NOSAT, __NV_E5M2);
            b[3] = __nv_cvt_halfraw_to_fp8(hr, __NV_SATFINITE, __NV_E5M2);
            b[4] = __nv_cvt_halfraw_to_fp6(hr, __NV_E2M3, cudaRoundNearest);
            b[5] = __nv_cvt_halfraw_to_fp6(hr, __NV_E2M3, cudaRoundZero);
            b[6] = __nv_cvt_halfraw_to_fp6(hr, __NV_E3M2, cudaRoundNearest);
            b[7] = __nv_cvt_halfraw_to_fp6(hr, __NV_E3M2, cudaRoundZero);
            b[8] = __nv_cvt_halfraw_to_fp4(hr, __NV_E2M1, cudaRoundNearest);
            b[9] = __nv_cvt_halfraw_to_fp4(hr, __NV_E2M1, cudaRoundZero);
            uint32_t f = u_of(__half2float(__half(hr)));
            put(o, b, sizeof b);
            put(o, &f, 4);
        }
    } else if (!strcmp(mode, "bf16")) {
        // per bf16 code (uint8): e4m3 nosat, e4m3 sat, e5m2 nosat, e5m2 sat, e2m1 rn, e2m1 rz,
        //   e8m0 rz nosat, rz sat, rp nosat, rp sat, e2m3 rn, e2m3 rz, e3m2 rn, e3m2 rz;
        //   then (uint32) f32 bits of __bfloat162float
        for (uint32_t c = 0; c < 65536; ++c) {
            __nv_bfloat16_raw br; br.x = (unsigned short)c;
            uint8_t b[14];
            b[0] = __nv_cvt_bfloat16raw_to_fp8(br, __NV_NOSAT, __NV_E4M3);
            b[1] = __nv_cvt_bfloat16raw_to_fp8(br, __NV_SATFINITE, __NV_E4M3);
            b[2] = __nv_cvt_bfloat16raw_to_fp8(br, __NV_NOSAT, __NV_E5M2);
            b[3] = __nv_cvt_bfloat16raw_to_fp8(br, __NV_SATFINITE, __NV_E5M2);
            b[4] = __nv_cvt_bfloat16raw_to_fp4(br, __NV_E2M1, cudaRoundNearest);
            b[5] = __nv_cvt_bfloat16raw_to_fp4(br, __NV_E2M1, cudaRoundZero);
            b[6] = __nv_cvt_bfloat16raw_to_e8m0(br, __NV_NOSAT, cudaRoundZero);
            b[7] = __nv_cvt_bfloat16raw_to_e8m0(br, __NV_SATFINITE, cudaRoundZero);
            b[8] = __nv_cvt_bfloat16raw_to_e8m0(br, __NV_NOSAT, cudaRoundPosInf);
            b[9] = __nv_cvt_bfloat16raw_to_e8m0(br, __NV_SATFINITE, cudaRoundPosInf);
            b[10] = __nv_cvt_bfloat16raw_to_fp6(br, __NV_E2M3, cudaRoundNearest);
            b[11] = __nv_cvt_bfloat16raw_to_fp6(br, __NV_E2M3, cudaRoundZero);
            b[12] = __nv_cvt_bfloat16raw_to_fp6(br, __NV_E3M2, cudaRoundNearest);
            b[13] = __nv_cvt_bfloat16raw_to_fp6(br, __NV_E3M2, cudaRoundZero);
            uint32_t f = u_of(__bfloat162float(__nv_bfloat16(br)));
            put(o, b, sizeof b);
            put(o, &f, 4);
        }
    } else if (!strcmp(mode, "dec")) {
        // uint16 each: e4m3[256], e5m2[256] -> f16; e2m3[64], e3m2[64] -> f16;
        // e2m1[16] -> f16; e8m0[256] -> bf16; then fp8x2 (e4m3) pairs 0x0000..0xffff step 0x0101
        for (int c = 0; c < 256; ++c) { uint16_t v = __nv_cvt_fp8_to_halfraw(c, __NV_E4M3).x; put(o, &v, 2); }
        for (int c = 0; c < 256; ++c) { uint16_t v = __nv_cvt_fp8_to_halfraw(c, __NV_E5M2).x; put(o, &v, 2); }
        for (int c = 0; c < 64; ++c) { uint16_t v = __nv_cvt_fp6_to_halfraw(c, __NV_E2M3).x; put(o, &v, 2); }
        for (int c = 0; c < 64; ++c) { uint16_t v = __nv_cvt_fp6_to_halfraw(c, __NV_E3M2).x; put(o, &v, 2); }
        for (int c = 0; c < 16; ++c) { uint16_t v = __nv_cvt_fp4_to_halfraw(c, __NV_E2M1).x; put(o, &v, 2); }
        for (int c = 0; c < 256; ++c) { uint16_t v = __nv_cvt_e8m0_to_bf16raw(c).x; put(o, &v, 2); }
    } else {
        fprintf(stderr, "unknown mode %s\n", mode);
        return 2;
    }
    fclose(o);
    return 0;
}
