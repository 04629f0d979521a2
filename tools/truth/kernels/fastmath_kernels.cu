// Kernels as people write them with nvcc -O3 --use_fast_math (sm_90a; build.py writes
// tests/data/kernels/fastmath_sm90a.ptx): sinf/cosf/tanhf/expf/logf/powf/division become the
// .approx special functions. Rotary position embedding (large angles), GELU (tanh form), logit
// soft-capping, and CUTLASS-style packed half/bfloat16 tanh through inline PTX.
#include <cstdint>
#include <cuda_bf16.h>
#include <cuda_fp16.h>

// RoPE on (T, H, D) rows: pair (x[2i], x[2i+1]) of position t rotated by t * base^(-2i/D)
extern "C" __global__ void rope(const float* __restrict__ x, float* __restrict__ out, int T, int HD, int D,
                                float base) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= T * HD / 2) return;
  int t = idx / (HD / 2), j = idx % (HD / 2), i = j % (D / 2);
  float inv_freq = powf(base, -2.0f * i / D);
  float ang = t * inv_freq;
  float s, c;
  sincosf(ang, &s, &c);
  float a = x[2 * idx], b = x[2 * idx + 1];
  out[2 * idx] = a * c - b * s;
  out[2 * idx + 1] = a * s + b * c;
}

// GPT-2's GELU (tanh approximation), llm.c's formula
extern "C" __global__ void gelu_tanh(const float* __restrict__ x, float* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  float cube = 0.044715f * v * v * v;
  out[i] = 0.5f * v * (1.0f + tanhf(0.7978845608f * (v + cube)));
}

// attention-logit soft-capping (Gemma 2): cap * tanh(x / cap), then a softmax numerator
extern "C" __global__ void softcap(const float* __restrict__ x, float* __restrict__ out, int n, float cap) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float y = cap * tanhf(x[i] / cap);
  out[2 * i] = y;
  out[2 * i + 1] = expf(y - cap);
}

// trigonometry of raw inputs (large arguments, specials) and a phase accumulator
extern "C" __global__ void trig(const float* __restrict__ x, uint32_t* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  out[4 * i] = __float_as_uint(sinf(v));
  out[4 * i + 1] = __float_as_uint(cosf(v));
  out[4 * i + 2] = __float_as_uint(tanf(v));  // sin * (1/cos) under fast math
  out[4 * i + 3] = __float_as_uint(__sinf(v * 1000.0f) + __cosf(v * 0.001f));
}

// packed 16-bit tanh as CUTLASS's fast_math does it (inline PTX), and a GELU on half2
extern "C" __global__ void tanh16(const uint32_t* __restrict__ x, uint32_t* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t p = x[i], a, b;
  asm("tanh.approx.f16x2 %0, %1;" : "=r"(a) : "r"(p));
  asm("tanh.approx.bf16x2 %0, %1;" : "=r"(b) : "r"(p));
  out[3 * i] = a;
  out[3 * i + 1] = b;
  __half2 h = *reinterpret_cast<__half2*>(&p);
  __half2 k = __float2half2_rn(0.7978845608f);
  __half2 in = __hmul2(k, h);
  uint32_t in_bits = *reinterpret_cast<uint32_t*>(&in), t;
  asm("tanh.approx.f16x2 %0, %1;" : "=r"(t) : "r"(in_bits));
  __half2 th = *reinterpret_cast<__half2*>(&t);
  __half2 g = __hmul2(__hmul2(__float2half2_rn(0.5f), h), __hadd2(__float2half2_rn(1.0f), th));
  out[3 * i + 2] = *reinterpret_cast<uint32_t*>(&g);
}
