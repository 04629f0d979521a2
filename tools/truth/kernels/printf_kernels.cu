// printf from device code (issue 22): several warps, every common conversion, widths/precisions,
// strings from a kernel argument and literals. Compiled by nvcc -O3 -arch=sm_90a -ptx
// (tests/data/kernels/base_isa_printf.ptx); the GPU's stdout is recorded by base_isa_record.py.
#include <cstdio>

extern "C" __global__ void printf_kernel(const int *iv, const double *dv, const long long *lv,
                                         const char *name) {
    int t = threadIdx.x + blockIdx.x * blockDim.x;
    int w = threadIdx.x / 32;
    if (t % 5 == 0 || threadIdx.x < 2) {
        printf("t=%d w=%d d=%d u=%u x=%x X=%08X o=%o\n", t, w, iv[t], (unsigned)iv[t], iv[t], iv[t], iv[t] & 0777);
        printf("t=%d f=%f e=%.3e g=%g G=%G w=[%10.4f] l=[%-9.2f] p=[%+.1f]\n", t, dv[t], dv[t], dv[t], dv[t] * 1e10,
               dv[t], dv[t], dv[t]);
        printf("t=%d s=%s c=%c lld=%lld llx=%llx hd=%hd p=%p [%5s] [%-5s]|\n", t, name, 'A' + t % 26, lv[t],
               (unsigned long long)lv[t], (short)iv[t], (void *)0x1234abcd, "ab", "cd");
        float f = (float)dv[t];
        char ch = (char)('a' + w);
        printf("t=%d mix %d %.2f %c %s %5.1e %%\n", t, (int)ch, f, ch, t & 1 ? "odd" : "even", f);
    }
    if (t == 0) printf("no arguments at all\n");
}
