// MUFU.SIN / MUFU.COS / MUFU.TANH on an sm_90a GPU (H100): structure proofs and core recordings.
//
//   nvcc -gencode=arch=compute_90a,code=sm_90a -O2 -o sfu_trig sfu_trig.cu
//   ./sfu_trig OUTDIR
//
// sin/cos.approx.f32 compile to FMUL.RZ t, x, 1/2pi (0x3e22f983) and MUFU.SIN/COS t. The hypothesis
// tested here: MUFU reads t as a fixed-point number of revolutions with K fraction bits,
// F = floor(frac(|t|) 2^K), and its result is a function of F alone (sin odd, cos even in t).
// For K in {24, 25, 26} every positive finite x is scattered into a table indexed by F with an
// atomic compare-and-swap; two inputs with the same F and different results count as a conflict.
// The K = 25 tables of both functions are written out (OUTDIR/sin25.bin, cos25.bin; 0xffffffff
// where no f32 x reaches that F).
//
// tanh.approx.f32 is one MUFU.TANH: it is x on |x| <= 2^-8 and 1 on |x| >= 8 (samples); every
// output of the positive inputs in between, [2^-8, 8) (11 binades), is written to tanh.bin, and
// the identity / saturation / oddness claims are counted over all 2^32 inputs.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "CUDA error %s at line %d: %s\n", #x, __LINE__, cudaGetErrorString(e_)); exit(1);} } while (0)

__device__ __forceinline__ float bf(uint32_t u) { return __uint_as_float(u); }
__device__ __forceinline__ uint32_t fb(float f) { return __float_as_uint(f); }
__device__ __forceinline__ float sinx(float x) { float y; asm volatile("sin.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__device__ __forceinline__ float cosx(float x) { float y; asm volatile("cos.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }
__device__ __forceinline__ float tanhx(float x) { float y; asm volatile("tanh.approx.f32 %0, %1;" : "=f"(y) : "f"(x)); return y; }

__device__ __forceinline__ uint64_t fixed_rev(float t, int K) {
  // floor(frac(|t|) 2^K); |t| >= 2^23 is an integer (fraction 0). Exact in double: |t| 2^K < 2^49.
  float a = fabsf(t);
  if (a >= 8388608.0f) return 0;
  uint64_t v = (uint64_t)((double)a * (double)(1ull << K));
  return v & ((1ull << K) - 1);
}

// counters: [K index][fn] conflicts; first conflicts stored
__global__ void scatter(uint32_t base, uint32_t* tab24s, uint32_t* tab25s, uint32_t* tab26s, uint32_t* tab24c,
                        uint32_t* tab25c, uint32_t* tab26c, unsigned long long* cnt, uint32_t* firsts) {
  uint32_t i = base + blockIdx.x * blockDim.x + threadIdx.x;  // positive finite x: i < 0x7f800000
  if (i >= 0x7f800000u) return;
  float x = bf(i);
  float t = __fmul_rz(x, bf(0x3e22f983u));
  uint32_t s = fb(sinx(x)), c = fb(cosx(x));
  uint32_t* ts[3] = {tab24s, tab25s, tab26s};
  uint32_t* tc[3] = {tab24c, tab25c, tab26c};
  for (int k = 0; k < 3; ++k) {
    uint64_t F = fixed_rev(t, 24 + k);
    uint32_t o = atomicCAS(&ts[k][F], 0xffffffffu, s);
    if (o != 0xffffffffu && o != s) {
      unsigned long long n = atomicAdd(&cnt[2 * k], 1ull);
      if (k == 1 && n < 8) { firsts[6 * n] = i; firsts[6 * n + 1] = s; firsts[6 * n + 2] = o; }
    }
    o = atomicCAS(&tc[k][F], 0xffffffffu, c);
    if (o != 0xffffffffu && o != c) {
      unsigned long long n = atomicAdd(&cnt[2 * k + 1], 1ull);
      if (k == 1 && n < 8) { firsts[6 * n + 3] = i; firsts[6 * n + 4] = c; firsts[6 * n + 5] = o; }
    }
  }
}

// sign symmetry of the results over all 2^32 inputs: sin(-x) == -sin(x), cos(-x) == cos(x),
// tanh(-x) == -tanh(x) (non-NaN results); tanh identity on |x| <= 2^-8 and 1 on 8 <= |x| < inf.
__global__ void claims(uint32_t base, unsigned long long* cnt) {
  uint32_t i = base + blockIdx.x * blockDim.x + threadIdx.x;
  float x = bf(i);
  uint32_t a = i & 0x7fffffffu;
  if (a > 0x7f800000u) {  // NaN input: results
    if (fb(sinx(x)) != 0x7fffffffu) atomicAdd(&cnt[0], 1ull);
    if (fb(cosx(x)) != 0x7fffffffu) atomicAdd(&cnt[1], 1ull);
    if (fb(tanhx(x)) != 0x7fffffffu) atomicAdd(&cnt[2], 1ull);
    return;
  }
  float nx = bf(i ^ 0x80000000u);
  uint32_t s = fb(sinx(x)), sn = fb(sinx(nx));
  if (s != 0x7fffffffu && s != (sn ^ 0x80000000u)) atomicAdd(&cnt[3], 1ull);
  if (fb(cosx(x)) != fb(cosx(nx))) atomicAdd(&cnt[4], 1ull);
  uint32_t th = fb(tanhx(x));
  if (th != (fb(tanhx(nx)) ^ 0x80000000u)) atomicAdd(&cnt[5], 1ull);
  if (a <= 0x3b800000u && th != i) atomicAdd(&cnt[6], 1ull);
  if (a >= 0x41000000u && a < 0x7f800000u && th != ((i & 0x80000000u) | 0x3f800000u)) atomicAdd(&cnt[7], 1ull);
  if (a == 0x7f800000u) {  // +-inf
    if (fb(sinx(x)) != 0x7fffffffu) atomicAdd(&cnt[8], 1ull);
    if (fb(cosx(x)) != 0x7fffffffu) atomicAdd(&cnt[9], 1ull);
  }
  // tanh output monotone non-decreasing in x on positive inputs
  if (!(i & 0x80000000u) && a < 0x7f800000u && a > 0) {
    if (bf(th) < tanhx(bf(i - 1))) atomicAdd(&cnt[10], 1ull);
  }
}

__global__ void tanh_dump(uint32_t lo, uint32_t n, uint32_t* out) {
  uint32_t j = blockIdx.x * blockDim.x + threadIdx.x;
  if (j < n) out[j] = fb(tanhx(bf(lo + j)));
}

static void write_file(const std::string& p, const void* d, size_t n) {
  FILE* f = fopen(p.c_str(), "wb");
  if (!f || fwrite(d, 1, n, f) != n) { fprintf(stderr, "write %s failed\n", p.c_str()); exit(1); }
  fclose(f);
}

int main(int argc, char** argv) {
  if (argc < 2) { fprintf(stderr, "usage: sfu_trig OUTDIR\n"); return 2; }
  std::string out = argv[1];
  size_t n24 = 1ull << 24, n25 = 1ull << 25, n26 = 1ull << 26;
  uint32_t *t24s, *t25s, *t26s, *t24c, *t25c, *t26c, *firsts;
  unsigned long long* cnt;
  CK(cudaMalloc(&t24s, n24 * 4)); CK(cudaMalloc(&t25s, n25 * 4)); CK(cudaMalloc(&t26s, n26 * 4));
  CK(cudaMalloc(&t24c, n24 * 4)); CK(cudaMalloc(&t25c, n25 * 4)); CK(cudaMalloc(&t26c, n26 * 4));
  CK(cudaMemset(t24s, 0xff, n24 * 4)); CK(cudaMemset(t25s, 0xff, n25 * 4)); CK(cudaMemset(t26s, 0xff, n26 * 4));
  CK(cudaMemset(t24c, 0xff, n24 * 4)); CK(cudaMemset(t25c, 0xff, n25 * 4)); CK(cudaMemset(t26c, 0xff, n26 * 4));
  CK(cudaMalloc(&cnt, 64 * 8)); CK(cudaMemset(cnt, 0, 64 * 8));
  CK(cudaMalloc(&firsts, 48 * 4)); CK(cudaMemset(firsts, 0, 48 * 4));
  const uint32_t chunk = 1u << 28;
  for (uint64_t b = 0; b < 0x7f800000ull; b += chunk)
    scatter<<<chunk / 256, 256>>>((uint32_t)b, t24s, t25s, t26s, t24c, t25c, t26c, cnt, firsts);
  for (uint64_t b = 0; b < (1ull << 32); b += chunk) claims<<<chunk / 256, 256>>>((uint32_t)b, cnt + 16);
  CK(cudaDeviceSynchronize());
  unsigned long long h[64]; uint32_t hf[48];
  CK(cudaMemcpy(h, cnt, sizeof h, cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(hf, firsts, sizeof hf, cudaMemcpyDeviceToHost));
  FILE* r = fopen((out + "/trig_report.json").c_str(), "w");
  fprintf(r, "{\"conflicts\": {\"sin24\": %llu, \"cos24\": %llu, \"sin25\": %llu, \"cos25\": %llu, "
             "\"sin26\": %llu, \"cos26\": %llu},\n", h[0], h[1], h[2], h[3], h[4], h[5]);
  fprintf(r, " \"first25\": [");
  for (int j = 0; j < 8; ++j) fprintf(r, "%s[%u,%u,%u,%u,%u,%u]", j ? "," : "", hf[6*j], hf[6*j+1], hf[6*j+2], hf[6*j+3], hf[6*j+4], hf[6*j+5]);
  fprintf(r, "],\n \"claims\": {\"sin_nan_not_canonical\": %llu, \"cos_nan_not_canonical\": %llu, "
             "\"tanh_nan_not_canonical\": %llu, \"sin_not_odd\": %llu, \"cos_not_even\": %llu, \"tanh_not_odd\": %llu, "
             "\"tanh_not_identity_le_2m8\": %llu, \"tanh_not_one_ge_8\": %llu, \"sin_inf_not_nan\": %llu, "
             "\"cos_inf_not_nan\": %llu, \"tanh_not_monotone\": %llu}}\n",
          h[16], h[17], h[18], h[19], h[20], h[21], h[22], h[23], h[24], h[25], h[26]);
  fclose(r);
  std::vector<uint32_t> host(n25);
  CK(cudaMemcpy(host.data(), t25s, n25 * 4, cudaMemcpyDeviceToHost));
  write_file(out + "/sin25.bin", host.data(), n25 * 4);
  CK(cudaMemcpy(host.data(), t25c, n25 * 4, cudaMemcpyDeviceToHost));
  write_file(out + "/cos25.bin", host.data(), n25 * 4);
  // tanh on [2^-8, 8): 11 binades
  uint32_t lo = 0x3b800000u, n = 0x41000000u - lo;
  uint32_t* td; CK(cudaMalloc(&td, (size_t)n * 4));
  tanh_dump<<<(n + 255) / 256, 256>>>(lo, n, td);
  CK(cudaDeviceSynchronize());
  std::vector<uint32_t> th(n);
  CK(cudaMemcpy(th.data(), td, (size_t)n * 4, cudaMemcpyDeviceToHost));
  write_file(out + "/tanh.bin", th.data(), (size_t)n * 4);
  printf("done\n");
  return 0;
}
