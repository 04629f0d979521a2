// Cluster kernels for the interpreter's hardware truth (nvcc -O3, sm_90a; build.py writes
// tests/data/kernels/cluster_sm90a.ptx).
#include <cstdint>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
// Distributed-shared-memory histogram/reduction over a cluster of 4 CTAs (the CUDA programming guide's
// pattern): each CTA bins its slice into the owning CTA's shared memory through map_shared_rank,
// cluster.sync() around it, then each CTA writes its bins.
extern "C" __global__ void __cluster_dims__(4, 1, 1) cluster_hist(const uint32_t* __restrict__ x, int n,
                                                                 uint32_t* __restrict__ bins) {
  extern __shared__ uint32_t smem[];
  cg::cluster_group cluster = cg::this_cluster();
  const int per = 64;  // bins per CTA; 256 bins over the cluster
  for (int i = threadIdx.x; i < per; i += blockDim.x) smem[i] = 0;
  cluster.sync();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    uint32_t b = (x[i] * 2654435761u) >> 24;
    uint32_t* dst = cluster.map_shared_rank(smem, (int)(b / per));
    atomicAdd(dst + b % per, 1u);
  }
  cluster.sync();
  unsigned clid = blockIdx.x / 4;
  for (int i = threadIdx.x; i < per; i += blockDim.x)
    bins[clid * 256 + cluster.block_rank() * per + i] = smem[i];
}
