// PTX with device functions, for the test of images.prune_ptx (tests/data/captures/nvcc/prune_example.ptx):
//   nvcc -O3 -arch=sm_90a -rdc=true -ptx -o prune_example.ptx prune_example.cu
#include <cstdio>
__device__ __noinline__ float twice(float x) { return 2.f * x; }
__device__ __noinline__ float leaf(float x) { return x + 1.f; }
__device__ __noinline__ float outer(float x) { return twice(leaf(x)); }
__global__ void uses_outer(float* y) { y[threadIdx.x] = outer(y[threadIdx.x]); }
__global__ void uses_twice(float* y) { y[threadIdx.x] = twice(y[threadIdx.x]); }
__global__ void prints(float* y) { printf("%f\n", y[threadIdx.x]); }
