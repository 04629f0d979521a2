// CUDA graphs for `ptxemu capture`: three kernels captured from a stream (cudaStreamBeginCapture ..
// cudaStreamEndCapture), one added by hand (cudaGraphAddKernelNode, after the captured chain),
// the graph instantiated once and launched twice (the second launch starts from what the first left).
// Built with nvcc's defaults (static runtime).
//   nvcc -O3 -arch=sm_90a -o graph_kernels graph_kernels.cu && ./graph_kernels
#include <cstdio>
#include <cstdint>
#include <vector>

__global__ void axpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = fmaf(a, x[i], y[i]);
}

__global__ void square_minus(const float* y, float* z, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) z[i] = y[i] * y[i] - 0.5f * y[i];
}

__global__ void mix_words(const float* z, uint32_t* w, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) w[i] = __float_as_uint(z[i]) * 2654435761u ^ (w[i] >> 7);
}

__global__ void rows_max(const float* z, float* m, int rows, int cols) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float v = -INFINITY;
    for (int c = 0; c < cols; c++) v = fmaxf(v, z[r * cols + c]);
    m[r] = v;
}

int main() {
    const int n = 8192, cols = 64, rows = n / cols;
    std::vector<float> hx(n), hy(n);
    std::vector<uint32_t> hw(n);
    for (int i = 0; i < n; i++) {
        uint32_t h = i * 2654435761u;
        h ^= h >> 13;
        hx[i] = ((h & 0xffff) / 65536.f - 0.5f) * 3.f;
        hy[i] = ((h >> 16) / 65536.f - 0.5f);
        hw[i] = h;
    }
    float *x, *y, *z, *m;
    uint32_t* w;
    cudaMalloc(&x, n * 4);
    cudaMalloc(&y, n * 4);
    cudaMalloc(&z, n * 4);
    cudaMalloc(&w, n * 4);
    cudaMalloc(&m, rows * 4);
    cudaMemcpy(x, hx.data(), n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(y, hy.data(), n * 4, cudaMemcpyHostToDevice);
    cudaMemcpy(w, hw.data(), n * 4, cudaMemcpyHostToDevice);
    cudaStream_t st;
    cudaStreamCreate(&st);
    cudaGraph_t g;
    cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
    axpy<<<n / 256, 256, 0, st>>>(1.25f, x, y, n);
    square_minus<<<n / 128, 128, 0, st>>>(y, z, n);
    mix_words<<<n / 256, 256, 0, st>>>(z, w, n);
    cudaError_t e = cudaStreamEndCapture(st, &g);
    if (e != cudaSuccess) { printf("capture failed: %s\n", cudaGetErrorString(e)); return 1; }
    // one node added by hand, after the captured chain's last node
    size_t nn = 0;
    cudaGraphGetNodes(g, nullptr, &nn);
    std::vector<cudaGraphNode_t> nodes(nn);
    cudaGraphGetNodes(g, nodes.data(), &nn);
    cudaGraphNode_t last = nullptr;
    for (auto nd : nodes) {  // the node with no dependents
        size_t k = 0;
        cudaGraphNodeGetDependentNodes(nd, nullptr, nullptr, &k);  // CUDA 13: with edge data
        if (k == 0) last = nd;
    }
    int r = rows, c = cols;
    void* args[] = {&z, &m, &r, &c};
    cudaKernelNodeParams p = {};
    p.func = (void*)rows_max;
    p.gridDim = dim3(1);
    p.blockDim = dim3(rows);
    p.kernelParams = args;
    cudaGraphNode_t extra;
    e = cudaGraphAddKernelNode(&extra, g, &last, 1, &p);
    if (e != cudaSuccess) { printf("add node failed: %s\n", cudaGetErrorString(e)); return 1; }
    cudaGraphExec_t ge;
    e = cudaGraphInstantiate(&ge, g, 0);
    if (e != cudaSuccess) { printf("instantiate failed: %s\n", cudaGetErrorString(e)); return 1; }
    for (int it = 0; it < 2; it++) cudaGraphLaunch(ge, st);
    e = cudaStreamSynchronize(st);
    std::vector<float> hm(rows);
    std::vector<uint32_t> hw2(n);
    cudaMemcpy(hm.data(), m, rows * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(hw2.data(), w, n * 4, cudaMemcpyDeviceToHost);
    uint32_t hsum = 0;
    for (int i = 0; i < n; i++) hsum = hsum * 31 + hw2[i];
    printf("graph_kernels: %zu captured nodes + 1, launched twice: %s; m[0]=%.9g m[%d]=%.9g words hash %08x\n", nn,
           cudaGetErrorString(e), hm[0], rows - 1, hm[rows - 1], hsum);
    return e != cudaSuccess;
}
