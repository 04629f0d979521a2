// A program built for Blackwell (sm_100a) as well as Hopper, for `ptxemu capture --as sm_100a`:
// `to_fp4` converts float pairs to FP4 (e2m1) with cuda_fp4.h's __nv_cvt_float2_to_fp4x2, which
// compiles to the sm_100a instruction cvt.rn.satfinite.e2m1x2.f32 for Blackwell and to a software
// conversion for Hopper; `to_fp4_ref` converts with a rounding written here from the e2m1 value set
// (0, 0.5, 1, 1.5, 2, 3, 4, 6; ties to the even code; larger values saturate to 6): the reference.
// The program asks the device's compute capability (a capture --as sm_100a reports 10.0) and compares.
//   nvcc -O3 -gencode arch=compute_90a,code=compute_90a -gencode arch=compute_100a,code=compute_100a \
//        -o fp4_blackwell fp4_blackwell.cu
#include <cuda_fp4.h>
#include <cstdio>
#include <cstdint>
#include <vector>

__global__ void to_fp4(const float2* in, __nv_fp4x2_storage_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = __nv_cvt_float2_to_fp4x2(in[i], __NV_E2M1, cudaRoundNearest);
}

__device__ unsigned e2m1(float x) {
    float a = fabsf(x);
    unsigned c = a <= 0.25f ? 0 : a < 0.75f ? 1 : a <= 1.25f ? 2 : a < 1.75f ? 3 : a <= 2.5f ? 4 : a < 3.5f ? 5
               : a <= 5.f ? 6 : 7;
    return c | (signbit(x) ? 8u : 0u);
}

__global__ void to_fp4_ref(const float2* in, uint8_t* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (uint8_t)(e2m1(in[i].x) | e2m1(in[i].y) << 4);
}

int main() {
    const int n = 4096;  // float pairs
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);
    int major = 0, minor = 0;
    cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0);
    cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0);
    printf("fp4_blackwell: %s, properties say %d.%d, attributes say %d.%d\n", prop.name, prop.major, prop.minor,
           major, minor);
    std::vector<float> h(2 * n);
    // every e2m1 value, the midpoints between them (ties), values near them, large, tiny, signed zeros
    const float base[] = {0.f, 0.25f, 0.5f, 0.75f, 1.f, 1.25f, 1.5f, 1.75f, 2.f, 2.5f, 3.f, 3.5f, 4.f, 5.f, 6.f, 7.f,
                          1e30f, 1e-30f, 0.2499999f, 0.2500001f, 5.0000005f, 4.9999995f, 1e-45f, INFINITY};
    const int nb = sizeof base / sizeof base[0];
    for (int i = 0; i < 2 * n; i++) {
        uint32_t k = i * 2654435761u;
        k ^= k >> 16;
        float v = i < 4 * nb ? base[i % nb] : ((k & 0xffffff) / 16777216.f) * 8.f;
        if ((i / nb) & 1 || (k >> 31)) v = -v;
        h[i] = v;
    }
    float2* in;
    uint8_t *out, *ref;
    cudaMalloc(&in, n * 8);
    cudaMalloc(&out, n);
    cudaMalloc(&ref, n);
    cudaMemset(out, 0, n);
    cudaMemcpy(in, h.data(), n * 8, cudaMemcpyHostToDevice);
    to_fp4<<<n / 256, 256>>>(in, (__nv_fp4x2_storage_t*)out, n);
    to_fp4_ref<<<n / 256, 256>>>(in, ref, n);
    cudaError_t e = cudaDeviceSynchronize();
    std::vector<uint8_t> ho(n), hr(n);
    cudaMemcpy(ho.data(), out, n, cudaMemcpyDeviceToHost);
    cudaMemcpy(hr.data(), ref, n, cudaMemcpyDeviceToHost);
    int bad = 0, first = -1;
    for (int i = 0; i < n; i++)
        if (ho[i] != hr[i] && bad++ == 0) first = i;
    printf("fp4_blackwell: %s; to_fp4 vs to_fp4_ref: %d of %d bytes differ", cudaGetErrorString(e), bad, n);
    if (first >= 0) printf(" (first at %d: %02x vs %02x, inputs %g %g)", first, ho[first], hr[first], h[2 * first],
                           h[2 * first + 1]);
    printf("\n");
    return 0;
}
