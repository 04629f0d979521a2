// All-reduce kernels built from multimem instructions, in the style of NVLS all-reduces (NCCL's
// symmetric kernels, PyTorch symmetric memory): each of `ndev` devices runs the same kernel on its
// own rank. build.py compiles them with nvcc 13.5 -O3 for sm_90a into tests/data/multimem/allreduce_sm90a.ptx.
// No GPU here has NVLink multicast: ptxemu's System runs them (tests/machine/test_multimem.py).
#include <cstdint>

// Cross-device barrier on a multicast signal word: every CTA of every rank adds 1 to every rank's
// copy (multimem.red.release.sys), then waits until its own copy has seen all of them (ld.acquire.sys).
__device__ void barrier_all(uint32_t* sig_mc, uint32_t* sig_local, uint32_t ndev, uint32_t round) {
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("multimem.red.release.sys.global.add.u32 [%0], %1;" ::"l"(sig_mc), "r"(1u) : "memory");
    uint32_t v;
    do {
      asm volatile("ld.acquire.sys.global.u32 %0, [%1];" : "=r"(v) : "l"(sig_local) : "memory");
    } while (v < ndev * gridDim.x * round);
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

// ---- PyTorch-symmetric-memory-style kernels: a barrier through signal pads reached by peer
// pointers (each rank's pad mapped on every device: System.peer_pointers), as symmetric memory's
// all-reduces synchronise their blocks; `pads[r]` is rank r's pad of gridDim.x * ndev words.
__device__ __forceinline__ uint32_t cas_sys(uint32_t* p, uint32_t cmp, uint32_t val, bool release) {
  uint32_t old;
  if (release)
    asm volatile("atom.release.sys.global.cas.b32 %0, [%1], %2, %3;" : "=r"(old) : "l"(p), "r"(cmp), "r"(val) : "memory");
  else
    asm volatile("atom.acquire.sys.global.cas.b32 %0, [%1], %2, %3;" : "=r"(old) : "l"(p), "r"(cmp), "r"(val) : "memory");
  return old;
}

// Block b of rank r raises its flag in every peer's pad (slot b * ndev + r), then waits for every
// peer's flag in its own pad and lowers it: the pads are all zero again afterwards.
__device__ void sync_peers(uint32_t* const* pads, uint32_t rank, uint32_t ndev) {
  __syncthreads();
  if (threadIdx.x < ndev) {
    uint32_t peer = threadIdx.x;
    while (cas_sys(pads[peer] + blockIdx.x * ndev + rank, 0u, 1u, true) != 0u) {
    }
    while (cas_sys(pads[rank] + blockIdx.x * ndev + peer, 1u, 0u, false) != 1u) {
    }
  }
  __syncthreads();
}

// One-shot: every rank reduces the whole buffer from every device (ld_reduce) into its own
// output with plain stores; no multimem.st.
extern "C" __global__ void symm_oneshot_f32(const float* mc, float* out, uint32_t* const* pads, uint32_t n4,
                                            uint32_t rank, uint32_t ndev) {
  sync_peers(pads, rank, ndev);  // every rank's input is in place
  for (uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += gridDim.x * blockDim.x) {
    float a, b, c, d;
    asm volatile("multimem.ld_reduce.relaxed.sys.global.add.v4.f32 {%0, %1, %2, %3}, [%4];"
                 : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(mc + 4 * i) : "memory");
    reinterpret_cast<float4*>(out)[i] = make_float4(a, b, c, d);
  }
  sync_peers(pads, rank, ndev);  // nobody changes its input while another rank still reads it
}

// Two-shot through multimem (symmetric memory's multimem all-reduce): rank r reduces its slice
// (bf16 pairs accumulated in f32) and multicasts the sum to every device, between two barriers.
extern "C" __global__ void symm_twoshot_bf16(uint32_t* mc, uint32_t* const* pads, uint32_t n4, uint32_t rank,
                                             uint32_t ndev) {
  sync_peers(pads, rank, ndev);
  uint32_t per = (n4 + ndev - 1) / ndev;
  for (uint32_t i = rank * per + blockIdx.x * blockDim.x + threadIdx.x; i < min(n4, (rank + 1) * per);
       i += gridDim.x * blockDim.x) {
    uint32_t a, b, c, d;
    asm volatile("multimem.ld_reduce.relaxed.sys.global.add.acc::f32.v4.bf16x2 {%0, %1, %2, %3}, [%4];"
                 : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(mc + 4 * i) : "memory");
    asm volatile("multimem.st.relaxed.sys.global.v4.bf16x2 [%0], {%1, %2, %3, %4};"
                 ::"l"(mc + 4 * i), "r"(a), "r"(b), "r"(c), "r"(d) : "memory");
  }
  sync_peers(pads, rank, ndev);
}

// Two-shot through the copy engine: (1) reduce-scatter: rank r stages each 4 KiB chunk of its
// input in shared memory and cp.reduce.async.bulk's it into the owner's scratch (slice j of the
// buffer belongs to rank j; scratch[j]: rank j's scratch through its peer pointer, zero at start);
// (2) after the barrier, rank r multicasts its reduced slice to every device's output (multimem.st).
template <typename T>
__device__ void twoshot_cpreduce(const T* x, T* const* scratch, T* out_mc, uint32_t* const* pads, uint32_t n,
                                 uint32_t rank, uint32_t ndev) {
  __shared__ alignas(128) T stage[4096 / sizeof(T)];
  const uint32_t per_chunk = 4096 / sizeof(T);
  const uint32_t slice = (n + ndev - 1) / ndev / per_chunk * per_chunk + per_chunk;  // whole chunks
  for (uint32_t j = 0; j < ndev; ++j) {
    uint32_t owner = (rank + j) % ndev;  // start at one's own slice, as ring schedules do
    for (uint32_t c = owner * slice + blockIdx.x * per_chunk; c < min(n, (owner + 1) * slice);
         c += gridDim.x * per_chunk) {
      for (uint32_t i = threadIdx.x; i < per_chunk; i += blockDim.x) stage[i] = c + i < n ? x[c + i] : T(0);
      asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
      __syncthreads();
      if (threadIdx.x == 0) {
        uint32_t s = (uint32_t)__cvta_generic_to_shared(stage);
        if constexpr (sizeof(T) == 4 && T(0.5) != T(0)) {
          asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%0], [%1], 4096;"
                       ::"l"(scratch[owner] + c), "r"(s) : "memory");
        } else {
          asm volatile("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [%0], [%1], 4096;"
                       ::"l"(scratch[owner] + c), "r"(s) : "memory");
        }
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
        asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
      }
      __syncthreads();
    }
  }
  if (threadIdx.x == 0) asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
  sync_peers(pads, rank, ndev);  // block b of every rank has pushed its chunks (the same chunks below)
  const T* mine = scratch[rank];
  for (uint32_t c = rank * slice + blockIdx.x * per_chunk; c < min(n, (rank + 1) * slice);
       c += gridDim.x * per_chunk)
    for (uint32_t i = c + threadIdx.x; i < min(n, c + per_chunk); i += blockDim.x) {
    T v = mine[i];
    if constexpr (sizeof(T) == 4 && T(0.5) != T(0)) {
      asm volatile("multimem.st.relaxed.sys.global.f32 [%0], %1;" ::"l"(out_mc + i), "f"(v) : "memory");
    } else {
      asm volatile("multimem.st.relaxed.sys.global.u32 [%0], %1;" ::"l"(out_mc + i), "r"(v) : "memory");
    }
  }
  sync_peers(pads, rank, ndev);
}

extern "C" __global__ void twoshot_cpreduce_u32(const uint32_t* x, uint32_t* const* scratch, uint32_t* out_mc,
                                                uint32_t* const* pads, uint32_t n, uint32_t rank, uint32_t ndev) {
  twoshot_cpreduce(x, scratch, out_mc, pads, n, rank, ndev);
}
extern "C" __global__ void twoshot_cpreduce_f32(const float* x, float* const* scratch, float* out_mc,
                                                uint32_t* const* pads, uint32_t n, uint32_t rank, uint32_t ndev) {
  twoshot_cpreduce(x, scratch, out_mc, pads, n, rank, ndev);
}
