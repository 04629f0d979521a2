// A stand-in for cuRAND (absent from the local CUDA toolkit) so CUTLASS examples compile to PTX
// (tools/corpus/cutlass_ptx/build.sh); ptxemu's own code, not NVIDIA's.
// Only the PTX size and shape matter for ptxemu's module-reading benchmarks: an xorshift generator.
#pragma once
struct curandStateXORWOW { unsigned long long s; };
typedef curandStateXORWOW curandState_t;
typedef curandStateXORWOW curandState;
__device__ inline void curand_init(unsigned long long seed, unsigned long long seq, unsigned long long off,
                                   curandState_t *st) { st->s = seed ^ (seq * 0x9E3779B97F4A7C15ull) ^ off; }
__device__ inline unsigned int curand(curandState_t *st) {
  unsigned long long x = st->s; x ^= x << 13; x ^= x >> 7; x ^= x << 17; st->s = x; return (unsigned int)(x >> 32);
}
__device__ inline float curand_uniform(curandState_t *st) { return (curand(st) + 1.0f) * 2.3283064e-10f; }
__device__ inline double curand_uniform_double(curandState_t *st) { return (curand(st) + 1.0) * 2.3283064365386963e-10; }
__device__ inline float curand_normal(curandState_t *st) { return curand_uniform(st) - 0.5f; }
__device__ inline double curand_normal_double(curandState_t *st) { return curand_uniform_double(st) - 0.5; }
