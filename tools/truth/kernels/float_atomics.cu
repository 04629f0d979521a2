// Float atomics and reductions on special operands (NaN payloads, signed zeros, infinities,
// subnormals, overflow, cancellation), on global and on shared memory, for the rules that
// ptxemu's atom/red and multimem element arithmetic share (issue 18). One thread per (old, b)
// pair and one address per thread, so no ordering question arises. build_float_atomics.py writes
// tests/data/kernels/float_atomics_sm90a.ptx; record_float_atomics.py runs it on the GPU.
#include <cstdint>

#define G_ATOM(NAME, T, C, INS)                                                                 \
  extern "C" __global__ void NAME(const T* __restrict__ init, const T* __restrict__ b,         \
                                  T* __restrict__ mem, T* __restrict__ old) {                 \
    int i = threadIdx.x;                                                                        \
    T o;                                                                                        \
    asm volatile(INS " %0, [%1], %2;" : "=" C(o) : "l"(&mem[i]), C(b[i]) : "memory");        \
    old[i] = o;                                                                                 \
  }
#define G_RED(NAME, T, C, INS)                                                                  \
  extern "C" __global__ void NAME(const T* __restrict__ init, const T* __restrict__ b,         \
                                  T* __restrict__ mem, T* __restrict__ old) {                 \
    int i = threadIdx.x;                                                                        \
    asm volatile(INS " [%0], %1;" ::"l"(&mem[i]), C(b[i]) : "memory");                         \
  }
#define S_ATOM(NAME, T, C, INS)                                                                 \
  extern "C" __global__ void NAME(const T* __restrict__ init, const T* __restrict__ b,         \
                                  T* __restrict__ mem, T* __restrict__ old) {                 \
    __shared__ T s[1024];                                                                       \
    int i = threadIdx.x;                                                                        \
    s[i] = init[i];                                                                             \
    __syncthreads();                                                                            \
    T o;                                                                                        \
    uint32_t a = (uint32_t)__cvta_generic_to_shared(&s[i]);                                     \
    asm volatile(INS " %0, [%1], %2;" : "=" C(o) : "r"(a), C(b[i]) : "memory");              \
    __syncthreads();                                                                            \
    old[i] = o;                                                                                 \
    mem[i] = s[i];                                                                              \
  }
#define S_RED(NAME, T, C, INS)                                                                  \
  extern "C" __global__ void NAME(const T* __restrict__ init, const T* __restrict__ b,         \
                                  T* __restrict__ mem, T* __restrict__ old) {                 \
    __shared__ T s[1024];                                                                       \
    int i = threadIdx.x;                                                                        \
    s[i] = init[i];                                                                             \
    __syncthreads();                                                                            \
    uint32_t a = (uint32_t)__cvta_generic_to_shared(&s[i]);                                     \
    asm volatile(INS " [%0], %1;" ::"r"(a), C(b[i]) : "memory");                               \
    __syncthreads();                                                                            \
    mem[i] = s[i];                                                                              \
  }

// f32 (the register constraint "f" keeps the bits: mov.b32 moves)
G_ATOM(atom_global_add_f32, float, "f", "atom.global.add.f32")
G_RED(red_global_add_f32, float, "f", "red.global.add.f32")
S_ATOM(atom_shared_add_f32, float, "f", "atom.shared.add.f32")
S_RED(red_shared_add_f32, float, "f", "red.shared.add.f32")
// f64
G_ATOM(atom_global_add_f64, double, "d", "atom.global.add.f64")
G_RED(red_global_add_f64, double, "d", "red.global.add.f64")
S_ATOM(atom_shared_add_f64, double, "d", "atom.shared.add.f64")
S_RED(red_shared_add_f64, double, "d", "red.shared.add.f64")
// f16 / bf16 scalars (16-bit registers)
G_ATOM(atom_global_add_f16, unsigned short, "h", "atom.global.add.noftz.f16")
G_RED(red_global_add_f16, unsigned short, "h", "red.global.add.noftz.f16")
S_ATOM(atom_shared_add_f16, unsigned short, "h", "atom.shared.add.noftz.f16")
G_ATOM(atom_global_add_bf16, unsigned short, "h", "atom.global.add.noftz.bf16")
G_RED(red_global_add_bf16, unsigned short, "h", "red.global.add.noftz.bf16")
S_ATOM(atom_shared_add_bf16, unsigned short, "h", "atom.shared.add.noftz.bf16")
// packed pairs (32-bit registers)
G_ATOM(atom_global_add_f16x2, uint32_t, "r", "atom.global.add.noftz.f16x2")
S_ATOM(atom_shared_add_f16x2, uint32_t, "r", "atom.shared.add.noftz.f16x2")
G_ATOM(atom_global_add_bf16x2, uint32_t, "r", "atom.global.add.noftz.bf16x2")
S_ATOM(atom_shared_add_bf16x2, uint32_t, "r", "atom.shared.add.noftz.bf16x2")

// vector f32 adds on global memory (sm_90): do they follow the scalar rules?
extern "C" __global__ void atom_global_add_v2_f32(const float* __restrict__ init, const float* __restrict__ b,
                                                  float* __restrict__ mem, float* __restrict__ old) {
  int i = threadIdx.x;
  if (i & 1) return;
  float o0, o1;
  asm volatile("atom.global.v2.f32.add {%0, %1}, [%2], {%3, %4};"
               : "=f"(o0), "=f"(o1) : "l"(&mem[i]), "f"(b[i]), "f"(b[i + 1]) : "memory");
  old[i] = o0;
  old[i + 1] = o1;
}
extern "C" __global__ void red_global_add_v4_f32(const float* __restrict__ init, const float* __restrict__ b,
                                                 float* __restrict__ mem, float* __restrict__ old) {
  int i = threadIdx.x;
  if (i & 3) return;
  asm volatile("red.global.v4.f32.add [%0], {%1, %2, %3, %4};"
               ::"l"(&mem[i]), "f"(b[i]), "f"(b[i + 1]), "f"(b[i + 2]), "f"(b[i + 3]) : "memory");
}
