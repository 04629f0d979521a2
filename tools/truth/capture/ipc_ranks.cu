// Two processes as a launcher's ranks 0 and 1 sharing one buffer through CUDA IPC, for `ptxemu
// capture` (one GPU serves both here; on several GPUs each rank would have its own):
// rank 0 allocates a buffer, exports it (cudaIpcGetMemHandle) and starts rank 1 (this program again,
// RANK=1); rank 1 opens the handle (at another address, in its own address space), and its kernel
// rewrites the buffer's first half; when rank 1 has exited, rank 0's kernel rewrites the second half.
//   nvcc -O3 -arch=sm_90a -o ipc_ranks ipc_ranks.cu && ./ipc_ranks
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <sys/wait.h>

__global__ void mix(uint32_t* w, uint32_t salt, int begin, int end) {
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end) w[i] = (w[i] ^ salt) * 2654435761u + (uint32_t)i;
}

static const int n = 8192;

int main(int argc, char** argv) {
    if (argc > 2 && !strcmp(argv[1], "child")) {  // rank 1: the handle in hex
        cudaIpcMemHandle_t h;
        for (int i = 0; i < (int)sizeof h; i++) sscanf(argv[2] + 2 * i, "%2hhx", &((unsigned char*)&h)[i]);
        uint32_t* p = nullptr;
        cudaError_t e = cudaIpcOpenMemHandle((void**)&p, h, cudaIpcMemLazyEnablePeerAccess);
        if (e != cudaSuccess) { printf("rank 1: open failed: %s\n", cudaGetErrorString(e)); return 1; }
        mix<<<n / 2 / 256, 256>>>(p, 0x1234567u, 0, n / 2);
        e = cudaDeviceSynchronize();
        printf("rank 1: mapped at %p, %s\n", (void*)p, cudaGetErrorString(e));
        cudaIpcCloseMemHandle(p);
        return e != cudaSuccess;
    }
    setenv("RANK", "0", 1);
    setenv("WORLD_SIZE", "2", 1);
    std::vector<uint32_t> h(n);
    for (int i = 0; i < n; i++) h[i] = i * 2246822519u + 374761393u;
    uint32_t* d;
    cudaMalloc(&d, n * 4);
    cudaMemcpy(d, h.data(), n * 4, cudaMemcpyHostToDevice);
    cudaIpcMemHandle_t handle;
    cudaError_t e = cudaIpcGetMemHandle(&handle, d);
    if (e != cudaSuccess) { printf("rank 0: export failed: %s\n", cudaGetErrorString(e)); return 1; }
    std::string hex;
    char b[3];
    for (int i = 0; i < (int)sizeof handle; i++) snprintf(b, 3, "%02x", ((unsigned char*)&handle)[i]), hex += b;
    std::string cmd = std::string("RANK=1 ") + argv[0] + " child " + hex;
    int rc = system(cmd.c_str());
    mix<<<n / 2 / 256, 256>>>(d, 0x89abcdefu, n / 2, n);
    e = cudaDeviceSynchronize();
    cudaMemcpy(h.data(), d, n * 4, cudaMemcpyDeviceToHost);
    uint32_t hash = 0;
    for (int i = 0; i < n; i++) hash = hash * 31 + h[i];
    printf("rank 0: buffer at %p, rank 1 exit %d, %s, hash %08x\n", (void*)d, rc, cudaGetErrorString(e), hash);
    return 0;
}
