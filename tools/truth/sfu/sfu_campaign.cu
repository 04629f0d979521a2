// Special-function-unit campaign on an sm_90a GPU (H100): hardware-in-the-loop structure sweeps over
// all 2^32 inputs, core dumps (one or two binades of every MUFU function) and the stratified samples.
//
//   nvcc -gencode=arch=compute_90a,code=sm_90a -O2 -o sfu_campaign sfu_campaign.cu
//   ./sfu_campaign INDIR OUTDIR        (INDIR: files of sfu_inputs.py; OUTDIR: raw .bin + report.json)
//
// sfu_pack.py turns OUTDIR into compressed npz. The forms are issued as inline PTX, so ptxas
// produces exactly the SASS sequences that docs/numerics.md describes for each form.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
  fprintf(stderr, "CUDA error %s at line %d: %s\n", #x, __LINE__, cudaGetErrorString(e_)); exit(1);} } while (0)

__device__ __forceinline__ float bf(uint32_t u) { return __uint_as_float(u); }
__device__ __forceinline__ uint32_t fb(float f) { return __float_as_uint(f); }

#define UN(name, ins) __device__ __forceinline__ float name(float x) { float y; \
  asm volatile(ins " %0, %1;" : "=f"(y) : "f"(x)); return y; }
UN(ex2f, "ex2.approx.ftz.f32") UN(ex2n, "ex2.approx.f32")
UN(lg2f, "lg2.approx.ftz.f32") UN(lg2n, "lg2.approx.f32")
UN(rcpf, "rcp.approx.ftz.f32") UN(rcpn, "rcp.approx.f32")
UN(rsqf, "rsqrt.approx.ftz.f32") UN(rsqn, "rsqrt.approx.f32")
UN(sqrf, "sqrt.approx.ftz.f32") UN(sqrn, "sqrt.approx.f32")
UN(sinf_, "sin.approx.ftz.f32") UN(sinn, "sin.approx.f32")
UN(cosf_, "cos.approx.ftz.f32") UN(cosn, "cos.approx.f32")
UN(tanhf_, "tanh.approx.f32")
#define BIN(name, ins) __device__ __forceinline__ float name(float a, float b) { float y; \
  asm volatile(ins " %0, %1, %2;" : "=f"(y) : "f"(a), "f"(b)); return y; }
BIN(div_ap, "div.approx.f32") BIN(div_apf, "div.approx.ftz.f32")
BIN(div_fu, "div.full.f32") BIN(div_fuf, "div.full.ftz.f32")
#define UN64(name, ins) __device__ __forceinline__ double name(double x) { double y; \
  asm volatile(ins " %0, %1;" : "=d"(y) : "d"(x)); return y; }
UN64(rcp64f, "rcp.approx.ftz.f64") UN64(rsq64f, "rsqrt.approx.ftz.f64") UN64(rsq64n, "rsqrt.approx.f64")
#define UN16(name, ins) __device__ __forceinline__ uint16_t name(uint16_t x) { uint16_t y; \
  asm volatile(ins " %0, %1;" : "=h"(y) : "h"(x)); return y; }
UN16(ex2h, "ex2.approx.f16") UN16(ex2bh, "ex2.approx.ftz.bf16") UN16(tanhh, "tanh.approx.f16")
UN16(tanhbh, "tanh.approx.bf16")
#define UN32(name, ins) __device__ __forceinline__ uint32_t name(uint32_t x) { uint32_t y; \
  asm volatile(ins " %0, %1;" : "=r"(y) : "r"(x)); return y; }
UN32(ex2h2, "ex2.approx.f16x2") UN32(ex2bh2, "ex2.approx.ftz.bf16x2") UN32(tanhh2, "tanh.approx.f16x2")
UN32(tanhbh2, "tanh.approx.bf16x2")

__device__ __forceinline__ float mufu(int fn, float x) {
  switch (fn) {
    case 0: return ex2f(x); case 1: return lg2f(x); case 2: return rcpf(x); case 3: return rsqf(x);
    case 4: return sqrf(x); case 5: return sinf_(x); case 6: return cosf_(x); default: return tanhf_(x);
  }
}
__device__ __forceinline__ uint32_t hash32(uint32_t x) {
  x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16; return x;
}
__device__ __forceinline__ float pow2f(int n) { return bf((uint32_t)(n + 127) << 23); }  // n in [-126, 127]

// ----- test ids -----
enum {
  T_EX2_FLOOR23, T_EX2_FLOOR24, T_EX2_RNE23, T_EX2_RNE24, T_EX2_NF,
  T_RCP_SCALE, T_RCP_NF, T_RSQ_SCALE, T_RSQ_NF, T_SQRT_SCALE, T_SQRT_NF, T_LG2_SUM, T_LG2_NF,
  T_SIN_ODD, T_COS_EVEN, T_TANH_ODD, T_SIN_NF, T_COS_NF,
  T_DIV_AP, T_DIV_APF, T_DIV_FU, T_DIV_FUF, T_DIV_AP_B, T_DIV_FU_B,
  T_RCP64_HI, T_RCP64_LO, T_RSQ64_HI, T_RSQ64_LO, T_NTEST
};
static const char* TNAME[] = {
  "ex2_floor23", "ex2_floor24", "ex2_rne23", "ex2_rne24", "ex2_nonftz_wrapper",
  "rcp_scale", "rcp_nonftz_wrapper", "rsq_scale", "rsq_nonftz_wrapper", "sqrt_scale", "sqrt_nonftz_wrapper",
  "lg2_sum", "lg2_nonftz_wrapper", "sin_odd", "cos_even", "tanh_odd", "sin_nonftz_eq_ftz", "cos_nonftz_eq_ftz",
  "div_approx_wrapper", "div_approx_ftz_wrapper", "div_full_wrapper", "div_full_ftz_wrapper",
  "div_approx_wrapper_b", "div_full_wrapper_b",
  "rcp64_hi_only", "rcp64_lo_zero", "rsq64_hi_only", "rsq64_lo_zero"};

__device__ __forceinline__ float ex2_model(float x, int B, bool rne) {
  double X = ldexp((double)x, B);
  X = rne ? rint(X) : floor(X);
  long long Xi = (long long)X;
  long long n = Xi >> B;
  uint32_t f = (uint32_t)(Xi & ((1LL << B) - 1));
  float core = ex2f((float)f * (1.0f / (float)(1u << B)));
  if (n > 127) return bf(0x7f800000);
  return __fmul_rn(core, pow2f((int)n));
}
// the SASS sequences of the non-ftz forms (see docs/numerics.md), written with the ftz MUFU forms
__device__ __forceinline__ float ex2_nf_model(float x) {
  bool p = x >= -126.0f || x != x;
  float y = ex2f(p ? x : __fmul_rn(x, 0.5f));
  return p ? y : __fmul_rn(y, y);
}
__device__ __forceinline__ bool small_(float x) { return !(fabsf(x) >= 1.17549435e-38f) && x == x; }
__device__ __forceinline__ float lg2_nf_model(float x) {
  bool s = small_(x); float y = lg2f(s ? __fmul_rn(x, 16777216.0f) : x);
  return s ? __fadd_rn(y, -24.0f) : y;
}
__device__ __forceinline__ float rcp_nf_model(float x) {
  float sc = small_(x) ? 16777216.0f : 1.0f;
  if (fabsf(x) > 8.50705917e37f) sc = 0.25f;
  return __fmul_rn(sc, rcpf(__fmul_rn(x, sc)));
}
__device__ __forceinline__ float sqrt_nf_model(float x) {
  bool s = small_(x); float y = sqrf(s ? __fmul_rn(x, 16777216.0f) : x);
  return s ? __fmul_rn(y, 0.000244140625f) : y;
}
__device__ __forceinline__ float rsq_nf_model(float x) {
  bool s = small_(x); float y = rsqf(s ? __fmul_rn(x, 16777216.0f) : x);
  return s ? __fmul_rn(y, 4096.0f) : y;
}
__device__ __forceinline__ float div_ap_model(float a, float b) {
  bool s = small_(b);
  float bb = s ? __fmul_rn(b, 16777216.0f) : b, aa = s ? __fmul_rn(a, 16777216.0f) : a;
  return __fmul_rn(aa, rcpf(bb));
}
__device__ __forceinline__ float div_apf_model(float a, float b) {
  float r = rcpf(b); float y; asm("mul.ftz.f32 %0, %1, %2;" : "=f"(y) : "f"(a), "f"(r)); return y;
}
__device__ __forceinline__ float div_fu_model(float a, float b) {
  bool big = fabsf(b) > 8.50705917e37f;  // FSETP.GT (NaN: false)
  float bb = big ? __fmul_rn(b, 0.25f) : b, aa = big ? __fmul_rn(a, 0.25f) : a;
  if (small_(b)) { bb = __fmul_rn(bb, 16777216.0f); aa = __fmul_rn(aa, 16777216.0f); }
  return __fmul_rn(aa, rcpf(bb));
}
__device__ __forceinline__ float div_fuf_model(float a, float b) {
  float ab; asm("abs.ftz.f32 %0, %1;" : "=f"(ab) : "f"(b));
  bool big = ab > 8.50705917e37f;
  float bb = b, aa = a;
  if (big) { asm("mul.ftz.f32 %0, %1, 0f3E800000;" : "=f"(bb) : "f"(b)); asm("mul.ftz.f32 %0, %1, 0f3E800000;" : "=f"(aa) : "f"(a)); }
  float r = rcpf(bb); float y; asm("mul.ftz.f32 %0, %1, %2;" : "=f"(y) : "f"(aa), "f"(r)); return y;
}

// returns false when u is outside the test's domain
__device__ __forceinline__ bool run_test(int id, uint32_t u, uint32_t& hw, uint32_t& mo) {
  float x = bf(u);
  uint32_t ef = (u >> 23) & 0xff;
  switch (id) {
    case T_EX2_FLOOR23: case T_EX2_FLOOR24: case T_EX2_RNE23: case T_EX2_RNE24: {
      if (!(x > -126.0f && x < 128.0f)) return false;
      hw = fb(ex2f(x));
      int B = (id == T_EX2_FLOOR23 || id == T_EX2_RNE23) ? 23 : 24;
      mo = fb(ex2_model(x, B, id >= T_EX2_RNE23));
      return true;
    }
    case T_EX2_NF: hw = fb(ex2n(x)); mo = fb(ex2_nf_model(x)); return true;
    case T_RCP_SCALE: {
      if (ef == 0 || ef == 255) return false;
      int e = (int)ef - 127;
      float core = rcpf(bf((u & 0x7fffff) | 0x3f800000));
      double r = (double)core * ldexp(1.0, -e);
      if (fabs(r) < 1.1754943508222875e-38) r = 0.0;
      mo = fb((float)r) | (u & 0x80000000u); hw = fb(rcpf(x)); return true;
    }
    case T_RCP_NF: hw = fb(rcpn(x)); mo = fb(rcp_nf_model(x)); return true;
    case T_RSQ_SCALE: case T_SQRT_SCALE: {
      if (ef == 0 || ef == 255 || (u >> 31)) return false;
      int E = (int)ef - 127, par = E & 1, k = E >> 1;
      float m4 = bf(((uint32_t)(127 + par) << 23) | (u & 0x7fffff));
      if (id == T_RSQ_SCALE) { hw = fb(rsqf(x)); mo = fb(__fmul_rn(rsqf(m4), pow2f(-k))); }
      else { hw = fb(sqrf(x)); mo = fb(__fmul_rn(sqrf(m4), pow2f(k))); }
      return true;
    }
    case T_RSQ_NF: hw = fb(rsqn(x)); mo = fb(rsq_nf_model(x)); return true;
    case T_SQRT_NF: hw = fb(sqrn(x)); mo = fb(sqrt_nf_model(x)); return true;
    case T_LG2_SUM: {
      if (ef == 0 || ef == 255 || (u >> 31)) return false;
      float core = lg2f(bf((u & 0x7fffff) | 0x3f800000));
      hw = fb(lg2f(x)); mo = fb((float)((double)((int)ef - 127) + (double)core)); return true;
    }
    case T_LG2_NF: hw = fb(lg2n(x)); mo = fb(lg2_nf_model(x)); return true;
    case T_SIN_ODD: hw = fb(sinf_(x)); mo = fb(sinf_(-x)) ^ 0x80000000u; return true;
    case T_COS_EVEN: hw = fb(cosf_(x)); mo = fb(cosf_(-x)); return true;
    case T_TANH_ODD: hw = fb(tanhf_(x)); mo = fb(tanhf_(-x)) ^ 0x80000000u; return true;
    case T_SIN_NF: hw = fb(sinn(x)); mo = fb(sinf_(x)); return true;
    case T_COS_NF: hw = fb(cosn(x)); mo = fb(cosf_(x)); return true;
    case T_DIV_AP: case T_DIV_APF: case T_DIV_FU: case T_DIV_FUF: case T_DIV_AP_B: case T_DIV_FU_B: {
      float a = bf(hash32(u)), b = x;
      if (id >= T_DIV_AP_B) { a = x; b = bf(hash32(u ^ 0x9e3779b9u)); }
      if (id == T_DIV_AP || id == T_DIV_AP_B) { hw = fb(div_ap(a, b)); mo = fb(div_ap_model(a, b)); }
      else if (id == T_DIV_APF) { hw = fb(div_apf(a, b)); mo = fb(div_apf_model(a, b)); }
      else if (id == T_DIV_FU || id == T_DIV_FU_B) { hw = fb(div_fu(a, b)); mo = fb(div_fu_model(a, b)); }
      else { hw = fb(div_fuf(a, b)); mo = fb(div_fuf_model(a, b)); }
      return true;
    }
    case T_RCP64_HI: case T_RCP64_LO: case T_RSQ64_HI: case T_RSQ64_LO: {
      uint64_t lo = hash32(u) | 1u;
      double xr = __longlong_as_double((long long)(((uint64_t)u << 32) | lo));
      double x0 = __longlong_as_double((long long)((uint64_t)u << 32));
      bool r = id <= T_RCP64_LO;
      uint64_t yr = (uint64_t)__double_as_longlong(r ? rcp64f(xr) : rsq64f(xr));
      uint64_t y0 = (uint64_t)__double_as_longlong(r ? rcp64f(x0) : rsq64f(x0));
      if (id == T_RCP64_HI || id == T_RSQ64_HI) { hw = (uint32_t)(yr >> 32); mo = (uint32_t)(y0 >> 32); }
      else { hw = (uint32_t)yr | (uint32_t)y0; mo = 0; }
      return true;
    }
    default: {  // bit-usage probes: 1000 + fn * 100 + k
      int fn = (id - 1000) / 100, k = (id - 1000) % 100;
      uint32_t m = (1u << k) - 1;
      hw = fb(mufu(fn, x)); mo = fb(mufu(fn, bf(u & ~m))); return true;
    }
  }
}

#define MAXREC 4096
struct Rec { uint32_t u, hw, mo; };
__device__ unsigned long long d_count, d_tested;
__device__ unsigned d_nrec;
__device__ Rec d_rec[MAXREC];

__global__ void sweep(int id, uint64_t lo, uint64_t hi) {
  unsigned long long cnt = 0, tested = 0;
  for (uint64_t i = lo + (uint64_t)blockIdx.x * blockDim.x + threadIdx.x; i < hi; i += (uint64_t)gridDim.x * blockDim.x) {
    uint32_t u = (uint32_t)i, hw = 0, mo = 0;
    if (!run_test(id, u, hw, mo)) continue;
    tested++;
    if (hw != mo) {
      cnt++;
      unsigned k = atomicAdd(&d_nrec, 1u);
      if (k < MAXREC) { d_rec[k].u = u; d_rec[k].hw = hw; d_rec[k].mo = mo; }
    }
  }
  for (int o = 16; o > 0; o >>= 1) { cnt += __shfl_down_sync(0xffffffffu, cnt, o); tested += __shfl_down_sync(0xffffffffu, tested, o); }
  if ((threadIdx.x & 31) == 0) { atomicAdd(&d_count, cnt); atomicAdd(&d_tested, tested); }
}

// dumps: fn 0..7 over contiguous bit patterns start + i; fn 100: ex2 on x = i * 2^-24;
// fn 200/201: rcp64/rsq64 on high words start + i (output: high word); fn 300: tanh on u = i << 10
__global__ void dump(int fn, uint32_t start, uint32_t n, uint32_t* out) {
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    uint32_t r;
    if (fn < 8) r = fb(mufu(fn, bf(start + i)));
    else if (fn == 100) r = fb(ex2f((float)i * 5.9604644775390625e-08f));
    else if (fn == 200) r = (uint32_t)((uint64_t)__double_as_longlong(rcp64f(__longlong_as_double((long long)((uint64_t)(start + i) << 32)))) >> 32);
    else if (fn == 201) r = (uint32_t)((uint64_t)__double_as_longlong(rsq64f(__longlong_as_double((long long)((uint64_t)(start + i) << 32)))) >> 32);
    else if (fn == 300) r = fb(tanhf_(bf(i << 10)));
    else if (fn == 305) r = fb(sinf_(bf(start + i * 8)));
    else r = fb(cosf_(bf(start + i * 8)));
    out[i] = r;
  }
}

#define NF32 16
__global__ void samples_f32(const uint32_t* in, uint32_t n, uint32_t* out) {
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float x = bf(in[i]);
    out[0 * n + i] = fb(ex2f(x));  out[1 * n + i] = fb(ex2n(x));
    out[2 * n + i] = fb(lg2f(x));  out[3 * n + i] = fb(lg2n(x));
    out[4 * n + i] = fb(rcpf(x));  out[5 * n + i] = fb(rcpn(x));
    out[6 * n + i] = fb(rsqf(x));  out[7 * n + i] = fb(rsqn(x));
    out[8 * n + i] = fb(sqrf(x));  out[9 * n + i] = fb(sqrn(x));
    out[10 * n + i] = fb(sinf_(x)); out[11 * n + i] = fb(sinn(x));
    out[12 * n + i] = fb(cosf_(x)); out[13 * n + i] = fb(cosn(x));
    out[14 * n + i] = fb(tanhf_(x)); out[15 * n + i] = fb(tanhf_(x));
  }
}
__global__ void samples_16(uint32_t* out) {  // 8 x 65536
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= 65536) return;
  uint16_t h = (uint16_t)i;
  out[0 * 65536 + i] = ex2h(h); out[1 * 65536 + i] = ex2bh(h);
  out[2 * 65536 + i] = tanhh(h); out[3 * 65536 + i] = tanhbh(h);
  uint32_t p = i | ((uint32_t)((i * 40503u + 12345u) & 0xffffu) << 16);
  out[4 * 65536 + i] = ex2h2(p); out[5 * 65536 + i] = ex2bh2(p);
  out[6 * 65536 + i] = tanhh2(p); out[7 * 65536 + i] = tanhbh2(p);
}
__global__ void samples_f64(const uint64_t* in, uint32_t n, uint64_t* out) {
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    double x = __longlong_as_double((long long)in[i]);
    out[0 * n + i] = (uint64_t)__double_as_longlong(rcp64f(x));
    out[1 * n + i] = (uint64_t)__double_as_longlong(rsq64f(x));
    out[2 * n + i] = (uint64_t)__double_as_longlong(rsq64n(x));
  }
}
__global__ void samples_div(const uint32_t* a, const uint32_t* b, uint32_t n, uint32_t* out) {
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float x = bf(a[i]), y = bf(b[i]);
    out[0 * n + i] = fb(div_ap(x, y)); out[1 * n + i] = fb(div_apf(x, y));
    out[2 * n + i] = fb(div_fu(x, y)); out[3 * n + i] = fb(div_fuf(x, y));
  }
}

static std::vector<char> readf(const std::string& p) {
  FILE* f = fopen(p.c_str(), "rb"); if (!f) { fprintf(stderr, "cannot open %s\n", p.c_str()); exit(1); }
  fseek(f, 0, SEEK_END); long s = ftell(f); fseek(f, 0, SEEK_SET);
  std::vector<char> v(s); if (fread(v.data(), 1, s, f) != (size_t)s) exit(1); fclose(f); return v;
}
static void writef(const std::string& p, const void* d, size_t n) {
  FILE* f = fopen(p.c_str(), "wb"); fwrite(d, 1, n, f); fclose(f);
}

static FILE* rep;
static void run_sweep(int id, const char* name, uint64_t lo = 0, uint64_t hi = 1ULL << 32) {
  unsigned long long z = 0; unsigned zz = 0;
  CK(cudaMemcpyToSymbol(d_count, &z, 8)); CK(cudaMemcpyToSymbol(d_tested, &z, 8)); CK(cudaMemcpyToSymbol(d_nrec, &zz, 4));
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1); cudaEventRecord(e0);
  sweep<<<132 * 8, 256>>>(id, lo, hi);
  CK(cudaGetLastError()); cudaEventRecord(e1); CK(cudaEventSynchronize(e1));
  float ms; cudaEventElapsedTime(&ms, e0, e1);
  unsigned long long cnt, tested; unsigned nrec;
  CK(cudaMemcpyFromSymbol(&cnt, d_count, 8)); CK(cudaMemcpyFromSymbol(&tested, d_tested, 8)); CK(cudaMemcpyFromSymbol(&nrec, d_nrec, 4));
  if (nrec > MAXREC) nrec = MAXREC;
  static Rec rec[MAXREC];
  CK(cudaMemcpyFromSymbol(rec, d_rec, sizeof(Rec) * nrec));
  int show = nrec < 256 ? nrec : 256;
  fprintf(rep, "{\"test\": \"%s\", \"id\": %d, \"tested\": %llu, \"mismatches\": %llu, \"ms\": %.1f, \"first\": [", name, id, tested, cnt, ms);
  for (int i = 0; i < show; i++) fprintf(rep, "%s[%u,%u,%u]", i ? "," : "", rec[i].u, rec[i].hw, rec[i].mo);
  fprintf(rep, "]}\n"); fflush(rep);
  printf("%-28s tested %12llu mismatches %12llu  %.1f ms\n", name, tested, cnt, ms); fflush(stdout);
}
static void run_dump(int fn, uint32_t start, uint32_t n, const std::string& path) {
  uint32_t* d; CK(cudaMalloc(&d, (size_t)n * 4));
  dump<<<132 * 8, 256>>>(fn, start, n, d); CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
  std::vector<uint32_t> h(n); CK(cudaMemcpy(h.data(), d, (size_t)n * 4, cudaMemcpyDeviceToHost)); CK(cudaFree(d));
  writef(path, h.data(), (size_t)n * 4);
}

int main(int argc, char** argv) {
  if (argc < 3) { fprintf(stderr, "usage: %s INDIR OUTDIR\n", argv[0]); return 2; }
  std::string in = argv[1], out = argv[2];
  cudaDeviceProp pr; CK(cudaGetDeviceProperties(&pr, 0));
  printf("device %s cc %d.%d\n", pr.name, pr.major, pr.minor);
  // samples
  {
    auto v = readf(in + "/in_f32.bin"); uint32_t n = v.size() / 4;
    uint32_t *di, *dout; CK(cudaMalloc(&di, v.size())); CK(cudaMalloc(&dout, (size_t)n * 4 * NF32));
    CK(cudaMemcpy(di, v.data(), v.size(), cudaMemcpyHostToDevice));
    samples_f32<<<256, 256>>>(di, n, dout); CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    std::vector<uint32_t> h((size_t)n * NF32); CK(cudaMemcpy(h.data(), dout, h.size() * 4, cudaMemcpyDeviceToHost));
    writef(out + "/s_f32.bin", h.data(), h.size() * 4); cudaFree(di); cudaFree(dout);
  }
  {
    uint32_t* d; CK(cudaMalloc(&d, 8 * 65536 * 4)); samples_16<<<256, 256>>>(d); CK(cudaGetLastError());
    std::vector<uint32_t> h(8 * 65536); CK(cudaMemcpy(h.data(), d, h.size() * 4, cudaMemcpyDeviceToHost));
    writef(out + "/s_16.bin", h.data(), h.size() * 4); cudaFree(d);
  }
  {
    auto v = readf(in + "/in_f64.bin"); uint32_t n = v.size() / 8;
    uint64_t *di, *dout; CK(cudaMalloc(&di, v.size())); CK(cudaMalloc(&dout, (size_t)n * 8 * 3));
    CK(cudaMemcpy(di, v.data(), v.size(), cudaMemcpyHostToDevice));
    samples_f64<<<256, 256>>>(di, n, dout); CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    std::vector<uint64_t> h((size_t)n * 3); CK(cudaMemcpy(h.data(), dout, h.size() * 8, cudaMemcpyDeviceToHost));
    writef(out + "/s_f64.bin", h.data(), h.size() * 8); cudaFree(di); cudaFree(dout);
  }
  {
    auto va = readf(in + "/in_div_a.bin"), vb = readf(in + "/in_div_b.bin"); uint32_t n = va.size() / 4;
    uint32_t *da, *db, *dout; CK(cudaMalloc(&da, va.size())); CK(cudaMalloc(&db, vb.size())); CK(cudaMalloc(&dout, (size_t)n * 16));
    CK(cudaMemcpy(da, va.data(), va.size(), cudaMemcpyHostToDevice)); CK(cudaMemcpy(db, vb.data(), vb.size(), cudaMemcpyHostToDevice));
    samples_div<<<256, 256>>>(da, db, n, dout); CK(cudaGetLastError()); CK(cudaDeviceSynchronize());
    std::vector<uint32_t> h((size_t)n * 4); CK(cudaMemcpy(h.data(), dout, h.size() * 4, cudaMemcpyDeviceToHost));
    writef(out + "/s_div.bin", h.data(), h.size() * 4); cudaFree(da); cudaFree(db); cudaFree(dout);
  }
  printf("samples done\n"); fflush(stdout);
  // core dumps
  run_dump(100, 0, 1u << 24, out + "/c_ex2.bin");            // x = i * 2^-24 in [0, 1)
  run_dump(2, 0x3f800000u, 1u << 23, out + "/c_rcp.bin");    // [1, 2)
  run_dump(3, 0x3f800000u, 1u << 24, out + "/c_rsq.bin");    // [1, 4)
  run_dump(4, 0x3f800000u, 1u << 24, out + "/c_sqrt.bin");   // [1, 4)
  run_dump(1, 0x3f000000u, 1u << 24, out + "/c_lg2.bin");    // [0.5, 2)
  run_dump(200, 0x3ff00000u, 1u << 20, out + "/c_rcp64.bin"); // high words of [1, 2)
  run_dump(201, 0x3ff00000u, 1u << 21, out + "/c_rsq64.bin"); // high words of [1, 4)
  run_dump(300, 0, 1u << 21, out + "/c_tanh.bin");           // u = i << 10, positive
  run_dump(305, 0x40000000u, 1u << 21, out + "/c_sin.bin");  // x in [2, 8), every 8th
  run_dump(306, 0x40000000u, 1u << 21, out + "/c_cos.bin");
  printf("dumps done\n"); fflush(stdout);
  rep = fopen((out + "/report.jsonl").c_str(), "w");
  for (int id = 0; id < T_NTEST; id++) run_sweep(id, TNAME[id]);
  static const char* FN[] = {"ex2", "lg2", "rcp", "rsq", "sqrt", "sin", "cos", "tanh"};
  for (int fn = 0; fn < 8; fn++)
    for (int k : {1, 2, 3, 4, 6, 8, 10, 12, 14, 16}) {
      char nm[64]; snprintf(nm, 64, "bits_%s_k%d", FN[fn], k);
      run_sweep(1000 + fn * 100 + k, nm);
    }
  fclose(rep);
  printf("all done\n");
  return 0;
}
