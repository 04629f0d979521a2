// A small CUDA C++ program for `ptxemu capture`: built with nvcc's defaults (the CUDA runtime linked
// statically), its launches reach the driver through cuGetProcAddress. Four kernels: an elementwise
// one, a shared-memory reduction, a float atomicAdd reduction (its result depends on the order the
// GPU's atomics land in) and one whose pointers travel inside a struct. One buffer comes from the
// stream-ordered allocator (cudaMallocAsync).
//   nvcc -O3 -arch=sm_90a -o cuda_kernels cuda_kernels.cu && ./cuda_kernels
#include <cstdio>
#include <cstdint>
#include <vector>

__global__ void scale_add(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = fmaf(a, x[i], y[i]) * 0.75f - sqrtf(fabsf(x[i]));
}

__global__ void block_sum(const float* x, float* partial, int n) {
    __shared__ float s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = i < n ? x[i] : 0.f;
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
        __syncthreads();
    }
    if (threadIdx.x == 0) partial[blockIdx.x] = s[0];
}

__global__ void atomic_sum(const float* x, float* total, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(total, x[i]);
}

struct Shift {
    const uint32_t* in;
    uint32_t* out;
    int n;
    int amount;
};

__global__ void rotate_words(Shift s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < s.n) s.out[i] = __funnelshift_l(s.in[i], s.in[(i + 1) % s.n], s.amount) ^ __brev(s.in[i]);
}

static float value(uint32_t i) {  // deterministic inputs with varied exponents and signs
    uint32_t h = i * 2654435761u;
    h ^= h >> 15;
    return ((h & 0xffff) / 65536.f - 0.5f) * (1 << (h >> 28));
}

int main() {
    const int n = 4096;
    std::vector<float> hx(n), hy(n);
    std::vector<uint32_t> hw(n);
    for (int i = 0; i < n; i++) hx[i] = value(i), hy[i] = value(i + n), hw[i] = i * 2246822519u + 374761393u;
    float *x, *y, *partial, *total;
    uint32_t *win, *wout;
    cudaStream_t st;
    cudaStreamCreate(&st);
    cudaMalloc(&x, n * 4);
    cudaMalloc(&y, n * 4);
    cudaMalloc(&partial, n / 256 * 4);
    cudaMalloc(&total, 4);
    cudaMallocAsync(&win, n * 4, st);
    cudaMalloc(&wout, n * 4);
    cudaMemcpy(x, hx.data(), n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(y, hy.data(), n * 4, cudaMemcpyHostToDevice);
    cudaMemcpyAsync(win, hw.data(), n * 4, cudaMemcpyHostToDevice, st);
    cudaMemset(total, 0, 4);
    cudaStreamSynchronize(st);
    scale_add<<<n / 256, 256>>>(1.5f, x, y, n);
    block_sum<<<n / 256, 256>>>(y, partial, n);
    atomic_sum<<<n / 256, 256>>>(y, total, n);
    rotate_words<<<n / 128, 128, 0, st>>>(Shift{win, wout, n, 7});
    cudaDeviceSynchronize();
    float t;
    std::vector<float> p(n / 256);
    cudaMemcpy(&t, total, 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(p.data(), partial, p.size() * 4, cudaMemcpyDeviceToHost);
    double ps = 0;
    for (float v : p) ps += v;
    printf("atomic total %.9g, block sums %.9g, status %s\n", t, ps, cudaGetErrorString(cudaGetLastError()));
    cudaFreeAsync(win, st);
    cudaStreamSynchronize(st);
    return 0;
}
