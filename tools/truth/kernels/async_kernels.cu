// mbarrier, cluster and warp-specialisation kernels for the interpreter's hardware truth (nvcc -O3,
// sm_90a; async_cases.py writes the inputs, record.py runs them on the GPU). Inline PTX as CUTLASS
// writes it: try_wait.parity loops in { } scopes, remote arrives through mapa, st.async/red.async
// completing bytes on another CTA's mbarrier, setmaxnreg and named barriers between warpgroups.
#include <cstdint>

__device__ __forceinline__ uint32_t smem(const void* p) { return (uint32_t)__cvta_generic_to_shared(p); }

__device__ __forceinline__ void wait_parity(uint32_t bar, uint32_t ph) {
  asm volatile("{\n.reg .pred P1;\nLAB_WAIT:\nmbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n"
               "@!P1 bra LAB_WAIT;\n}\n" :: "r"(bar), "r"(ph) : "memory");
}

__device__ __forceinline__ uint32_t mapa(uint32_t a, uint32_t rank) {
  uint32_t r;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
  return r;
}

// One warp arrives twice on a count-n mbarrier: the pending count before each arrive and the phase
// parity of each state show the order in which a warp's arrivals apply (n = 64: no phase ends inside
// one instruction; n = 48: the second instruction's arrivals complete phase 0 part-way).
extern "C" __global__ void mb_lane_order(uint32_t* __restrict__ out, int n) {
  __shared__ alignas(8) uint64_t bar;
  int t = threadIdx.x;
  if (t == 0) asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&bar)), "r"(n) : "memory");
  __syncthreads();
  uint64_t s1, s2;
  uint32_t p1, p2;
  asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(s1) : "r"(smem(&bar)) : "memory");
  asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(s2) : "r"(smem(&bar)) : "memory");
  asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(p1) : "l"(s1));
  asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(p2) : "l"(s2));
  out[t * 4 + 0] = p1;
  out[t * 4 + 1] = p2;
  out[t * 4 + 2] = (uint32_t)(s1 >> 63);
  out[t * 4 + 3] = (uint32_t)(s2 >> 63);
}

// A warp-specialised two-stage ring: warp 0 fills stage s with cp.async and signals full[s] with
// cp.async.mbarrier.arrive.noinc; warps 1-2 wait on full[s], fold the stage into a running value and
// free it on empty[s]; the producer waits on empty[s] with parity ph ^ 1.
extern "C" __global__ void ws_ring(const float* __restrict__ src, float* __restrict__ out, int ntiles) {
  __shared__ alignas(16) float ring[2][32];
  __shared__ alignas(8) uint64_t full[2], empty[2];
  int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  if (t == 0) {
    for (int s = 0; s < 2; ++s) {
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&full[s])), "r"(32) : "memory");
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&empty[s])), "r"(64) : "memory");
    }
  }
  __syncthreads();
  const float* base = src + (size_t)blockIdx.x * ntiles * 32;
  if (warp == 0) {
    for (int i = 0; i < ntiles; ++i) {
      int s = i & 1;
      uint32_t ph = (i >> 1) & 1;
      wait_parity(smem(&empty[s]), ph ^ 1);
      asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(smem(&ring[s][lane])), "l"(base + i * 32 + lane)
                   : "memory");
      asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];" :: "r"(smem(&full[s])) : "memory");
    }
  } else {
    float acc = 0.f;
    for (int i = 0; i < ntiles; ++i) {
      int s = i & 1;
      uint32_t ph = (i >> 1) & 1;
      wait_parity(smem(&full[s]), ph);
      float v = ring[s][lane];
      acc = acc * 0.75f + v * (float)warp;
      asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(smem(&empty[s])) : "memory");
    }
    out[blockIdx.x * 64 + (t - 32)] = acc;
  }
}

// Clusters of 4: ranks 1-3 store four words (st.async) and add to a counter (red.async) in rank 0's
// shared memory, each completing its bytes on rank 0's mbarrier, which rank 0 arms with
// arrive.expect_tx(60); every thread of the cluster also arrives on a second rank-0 mbarrier
// (count 128) through mapa; rank 0 waits on both and writes what arrived.
extern "C" __global__ void __cluster_dims__(4, 1, 1) cluster_async(uint32_t* __restrict__ out) {
  __shared__ alignas(16) uint32_t slots[4][4];
  __shared__ alignas(4) uint32_t counter;
  __shared__ alignas(8) uint64_t txbar, arrbar;
  int t = threadIdx.x;
  uint32_t rank;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  if (t == 0 && rank == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&txbar)), "r"(1) : "memory");
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&arrbar)), "r"(128) : "memory");
    counter = 100;
    for (int i = 0; i < 16; ++i) (&slots[0][0])[i] = 0;
  }
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  uint32_t rtx = mapa(smem(&txbar), 0), rarr = mapa(smem(&arrbar), 0);
  if (rank != 0 && t == 0) {
    uint32_t a = rank * 1000 + blockIdx.x, b = a + 1, c = a + 2, d = a + 3;
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];"
                 :: "r"(mapa(smem(&slots[rank][0]), 0)), "r"(a), "r"(b), "r"(c), "r"(d), "r"(rtx) : "memory");
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];"
                 :: "r"(mapa(smem(&counter), 0)), "r"(rank * 10), "r"(rtx) : "memory");
  }
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(rarr) : "memory");
  if (rank == 0) {
    if (t == 0)
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(smem(&txbar)), "r"(60) : "memory");
    wait_parity(smem(&txbar), 0);
    wait_parity(smem(&arrbar), 0);
    uint32_t clid = blockIdx.x / 4;
    if (t < 16) out[clid * 17 + t] = (&slots[0][0])[t];
    if (t == 16) out[clid * 17 + 16] = counter;
  }
  asm volatile("barrier.cluster.arrive.aligned;\nbarrier.cluster.wait.aligned;" ::: "memory");
}

// Two warpgroups: the producer gives registers back (setmaxnreg.dec), the consumer takes more
// (setmaxnreg.inc); rounds of bar.arrive 1 / bar.sync 1 (full) and bar.arrive 2 / bar.sync 2
// (empty) hand a shared buffer over; elect.sync picks the producer lane that writes a round tag.
extern "C" __global__ void __launch_bounds__(256, 1) named_ws(const uint32_t* __restrict__ src,
                                                              uint32_t* __restrict__ out, int rounds) {
  __shared__ uint32_t buf[128];
  __shared__ uint32_t tag;
  int t = threadIdx.x, i = t & 127;
  if (t < 128) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;" ::: "memory");
    for (int r = 0; r < rounds; ++r) {
      buf[i] = src[r * 128 + i] * 3u + (uint32_t)r;
      uint32_t leader;
      asm volatile("{\n.reg .pred P;\nelect.sync %0|P, 0xffffffff;\n}" : "=r"(leader));
      if ((t & 31) == (int)leader && t < 32) tag = (uint32_t)(r * 16 + leader);
      asm volatile("bar.arrive 1, 256;" ::: "memory");
      asm volatile("bar.sync 2, 256;" ::: "memory");
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;" ::: "memory");
    uint32_t acc = 0;
    for (int r = 0; r < rounds; ++r) {
      asm volatile("bar.sync 1, 256;" ::: "memory");
      acc = acc * 31u + buf[i] + buf[i ^ 5] + tag;
      asm volatile("bar.arrive 2, 256;" ::: "memory");
    }
    out[blockIdx.x * 128 + i] = acc;
  }
}
