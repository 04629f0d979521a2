/* A stand-in for libcuda.so.1, to test ptxemu's capture interposer on a machine without a GPU.
 * "Device" memory is host memory; the one kernel it knows, fake_add(u32* out, u32 value, u32 n),
 * runs on the host as out[i] += value for every thread i < n; its PTX is in program.c. It answers
 * cuGetProcAddress as the real driver does (base name -> the versioned entry point). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef struct { const char* name; } Func;
static Func fake_add = {"fake_add"};

CUresult cuInit(unsigned f) { (void)f; return 0; }
static CUresult host_alloc(CUdeviceptr* p, size_t n) { *p = (CUdeviceptr)(uintptr_t)calloc(1, n); return *p ? 0 : 2; }
CUresult cuMemAlloc_v2(CUdeviceptr* p, size_t n) { return host_alloc(p, n); }
CUresult cuMemFree_v2(CUdeviceptr p) { free((void*)(uintptr_t)p); return 0; }
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void* s, size_t n) { memcpy((void*)(uintptr_t)d, s, n); return 0; }
CUresult cuMemcpyDtoH_v2(void* d, CUdeviceptr s, size_t n) { memcpy(d, (void*)(uintptr_t)s, n); return 0; }
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuStreamIsCapturing(void* s, int* st) { (void)s; *st = 0; return 0; }
CUresult cuCtxGetDevice(int* d) { *d = 0; return 0; }
CUresult cuDeviceGetAttribute(int* v, int a, int d) { (void)d; *v = a == 75 ? 9 : 0; return 0; }
CUresult cuDeviceGetName(char* n, int len, int d) { (void)d; strncpy(n, "Fake GPU", len); return 0; }
CUresult cuDriverGetVersion(int* v) { *v = 13000; return 0; }
CUresult cuPointerGetAttribute(void* out, int a, CUdeviceptr p) { (void)out; (void)a; (void)p; return 1; }
CUresult cuModuleLoadData(void** m, const void* image) { *m = (void*)image; return 0; }
CUresult cuModuleGetFunction(void** f, void* m, const char* name) {
    (void)m;
    if (strcmp(name, "fake_add")) return 500;
    *f = &fake_add;
    return 0;
}
CUresult cuFuncGetName(const char** n, void* f) { *n = ((Func*)f)->name; return 0; }
CUresult cuFuncGetParamInfo(void* f, size_t i, size_t* off, size_t* size) {
    static const size_t o[] = {0, 8, 12}, s[] = {8, 4, 4};
    (void)f;
    if (i >= 3) return 1;
    *off = o[i];
    *size = s[i];
    return 0;
}
static void run_fake_add(unsigned threads, void** params, void** extra) {
    uint32_t* out;
    uint32_t value, n;
    if (params) {
        out = *(uint32_t**)params[0];
        value = *(uint32_t*)params[1];
        n = *(uint32_t*)params[2];
    } else { /* {CU_LAUNCH_PARAM_BUFFER_POINTER, buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &size, END} */
        const char* buf = extra[1];
        memcpy(&out, buf, 8);
        memcpy(&value, buf + 8, 4);
        memcpy(&n, buf + 12, 4);
    }
    for (uint32_t i = 0; i < threads && i < n; i++) out[i] += value;
}
CUresult cuLaunchKernel(void* f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, void* stream, void** params, void** extra) {
    (void)f; (void)gy; (void)gz; (void)by; (void)bz; (void)smem; (void)stream;
    if (bx > 1024) return 1; /* CUDA_ERROR_INVALID_VALUE, as the driver answers too large a block */
    run_fake_add(gx * bx, params, extra);
    return 0;
}
typedef struct { unsigned gx, gy, gz, bx, by, bz, smem; void* stream; void* attrs; unsigned nattrs; } Config;
CUresult cuLaunchKernelEx(const Config* c, void* f, void** params, void** extra) {
    (void)f;
    run_fake_add(c->gx * c->bx, params, extra);
    return 0;
}
CUresult cuMemAllocAsync(CUdeviceptr* p, size_t n, void* s) { (void)s; return host_alloc(p, n); }

static const struct { const char* name; void* fn; } table[] = {
    {"cuInit", (void*)cuInit}, {"cuMemAlloc", (void*)cuMemAlloc_v2}, {"cuMemFree", (void*)cuMemFree_v2},
    {"cuMemcpyHtoD", (void*)cuMemcpyHtoD_v2}, {"cuMemcpyDtoH", (void*)cuMemcpyDtoH_v2},
    {"cuModuleLoadData", (void*)cuModuleLoadData}, {"cuModuleGetFunction", (void*)cuModuleGetFunction},
    {"cuLaunchKernel", (void*)cuLaunchKernel}, {"cuCtxSynchronize", (void*)cuCtxSynchronize},
    {"cuLaunchKernelEx", (void*)cuLaunchKernelEx}, {"cuMemAllocAsync", (void*)cuMemAllocAsync},
};
CUresult cuGetProcAddress_v2(const char* sym, void** pfn, int ver, unsigned long long flags, void* status) {
    (void)ver; (void)flags; (void)status;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(table[i].name, sym)) { *pfn = table[i].fn; return 0; }
    *pfn = NULL;
    return 500;
}
