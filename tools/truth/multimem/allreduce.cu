// All-reduce kernels built from multimem instructions, in the style of NVLS all-reduces (NCCL's
// symmetric kernels, PyTorch symmetric memory): each of `ndev` devices runs the same kernel on its
// own rank. build.py compiles them with nvcc 13.5 -O3 for sm_90a into tests/data/multimem/allreduce_sm90a.ptx.
// No GPU here has NVLink multicast: ptxemu's System runs them (tests/machine/test_multimem.py).
#include <cstdint>

// Cross-device barrier on a multicast signal word: every rank adds 1 to every rank's copy
// (multimem.red.release.sys), then waits until its own copy has seen all ranks (ld.acquire.sys).
__device__ void barrier_all(uint32_t* sig_mc, uint32_t* sig_local, uint32_t ndev, uint32_t round) {
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("multimem.red.release.sys.global.add.u32 [%0], %1;" ::"l"(sig_mc), "r"(1u) : "memory");
    uint32_t v;
    do {
      asm volatile("ld.acquire.sys.global.u32 %0, [%1];" : "=r"(v) : "l"(sig_local) : "memory");
    } while (v < ndev * round);
  }
  __syncthreads();
}

// One-shot: rank r reduces its slice of the buffer from every device (ld_reduce) and stores the
// sum to every device (multimem.st); f32 in 16-byte vectors.
extern "C" __global__ void oneshot_f32(float* mc, uint32_t* sig_mc, uint32_t* sig_local, uint32_t n4,
                                       uint32_t rank, uint32_t ndev) {
  uint32_t per = (n4 + ndev - 1) / ndev;
  for (uint32_t i = rank * per + blockIdx.x * blockDim.x + threadIdx.x; i < min(n4, (rank + 1) * per);
       i += gridDim.x * blockDim.x) {
    float a, b, c, d;
    asm volatile("multimem.ld_reduce.relaxed.sys.global.add.v4.f32 {%0, %1, %2, %3}, [%4];"
                 : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(mc + 4 * i) : "memory");
    asm volatile("multimem.st.relaxed.sys.global.v4.f32 [%0], {%1, %2, %3, %4};"
                 ::"l"(mc + 4 * i), "f"(a), "f"(b), "f"(c), "f"(d) : "memory");
  }
  barrier_all(sig_mc, sig_local, ndev, 1);
}

// bf16 pairs accumulated in f32 (.acc::f32), the form NCCL uses for bf16 all-reduces.
extern "C" __global__ void oneshot_bf16(uint32_t* mc, uint32_t* sig_mc, uint32_t* sig_local, uint32_t n4,
                                        uint32_t rank, uint32_t ndev) {
  uint32_t per = (n4 + ndev - 1) / ndev;
  for (uint32_t i = rank * per + blockIdx.x * blockDim.x + threadIdx.x; i < min(n4, (rank + 1) * per);
       i += gridDim.x * blockDim.x) {
    uint32_t a, b, c, d;
    asm volatile("multimem.ld_reduce.relaxed.sys.global.add.acc::f32.v4.bf16x2 {%0, %1, %2, %3}, [%4];"
                 : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(mc + 4 * i) : "memory");
    asm volatile("multimem.st.relaxed.sys.global.v4.bf16x2 [%0], {%1, %2, %3, %4};"
                 ::"l"(mc + 4 * i), "r"(a), "r"(b), "r"(c), "r"(d) : "memory");
  }
  barrier_all(sig_mc, sig_local, ndev, 1);
}

// Integer reductions: u32 add, s32 max, b64 xor, one element per thread; the result to `out`.
extern "C" __global__ void ints(uint32_t* mc32, uint64_t* mc64, uint32_t* out, uint64_t* out64, uint32_t n) {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint32_t s, m;
  uint64_t x;
  asm volatile("multimem.ld_reduce.relaxed.sys.global.add.u32 %0, [%1];" : "=r"(s) : "l"(mc32 + i));
  asm volatile("multimem.ld_reduce.relaxed.sys.global.max.s32 %0, [%1];" : "=r"(m) : "l"(mc32 + i));
  asm volatile("multimem.ld_reduce.relaxed.sys.global.xor.b64 %0, [%1];" : "=l"(x) : "l"(mc64 + i));
  out[2 * i] = s;
  out[2 * i + 1] = m;
  out64[i] = x;
}

// Every rank adds its contribution into every rank's copy (multimem.red), f32 and u64.
extern "C" __global__ void red_add(float* mcf, uint64_t* mcu, const float* x, const uint64_t* y, uint32_t n) {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  asm volatile("multimem.red.relaxed.sys.global.add.f32 [%0], %1;" ::"l"(mcf + i), "f"(x[i]) : "memory");
  asm volatile("multimem.red.relaxed.sys.global.add.u64 [%0], %1;" ::"l"(mcu + i), "l"(y[i]) : "memory");
}

// Reduce-into-all through the copy engine: each rank stages 4 KiB chunks of its input in shared
// memory and multimem.cp.reduce.async.bulk's them into every rank's copy of `mc` (zero at start),
// waits for its bulk group, then the cross-device barrier: afterwards every copy holds the sum.
template <typename T>
__device__ void cpreduce_allreduce(const T* x, T* mc, uint32_t* sig_mc, uint32_t* sig_local, uint32_t n,
                                   uint32_t ndev) {
  __shared__ alignas(128) T stage[4096 / sizeof(T)];
  const uint32_t per = 4096 / sizeof(T);
  for (uint32_t c = blockIdx.x * per; c < n; c += gridDim.x * per) {
    for (uint32_t i = threadIdx.x; i < per; i += blockDim.x) stage[i] = c + i < n ? x[c + i] : T(0);
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    __syncthreads();
    if (threadIdx.x == 0) {
      uint32_t s = (uint32_t)__cvta_generic_to_shared(stage);
      if constexpr (sizeof(T) == 4 && T(0.5) != T(0)) {
        asm volatile("multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], 4096;"
                     ::"l"(mc + c), "r"(s) : "memory");
      } else {
        asm volatile("multimem.cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%0], [%1], 4096;"
                     ::"l"(mc + c), "r"(s) : "memory");
      }
      asm volatile("cp.async.bulk.commit_group;" ::: "memory");
      asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
  barrier_all(sig_mc, sig_local, ndev, 1);
}

extern "C" __global__ void cpreduce_u32(const uint32_t* x, uint32_t* mc, uint32_t* sig_mc, uint32_t* sig_local,
                                        uint32_t n, uint32_t ndev) {
  cpreduce_allreduce(x, mc, sig_mc, sig_local, n, ndev);
}
extern "C" __global__ void cpreduce_f32(const float* x, float* mc, uint32_t* sig_mc, uint32_t* sig_local,
                                        uint32_t n, uint32_t ndev) {
  cpreduce_allreduce(x, mc, sig_mc, sig_local, n, ndev);
}
