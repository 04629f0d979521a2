/* The compiled route's helpers (rt.py) in C, for the libraries compiled/native.py builds.
   native.py puts before this: SHARED_WINDOW, SHARED_WINDOW_END, LOCAL_WINDOW, LOCAL_WINDOW_END,
   RESERVED (machine.state.memory's windows) and F32_T (numerics.f32_kernel._T). Each helper
   computes what rt.py's numba function of the same name computes. */
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
typedef uint64_t u64;
typedef int64_t i64;

/* Scratch arrays come from a pool shared by every library of the process (POOL_C, loaded before
   them): mapping and unmapping them at each call cost a page fault per 4 kB touched (a phase's
   scratch for 64k lanes: 2.6 MB a call), and malloc'd large blocks, once freed, raise glibc's mmap
   threshold, after which numpy's large np.zeros come from the heap and are cleared by memset. */
void *ptxemu_pool_get(size_t bytes, int zero);
void ptxemu_pool_put(void *p);
#define rt_alloc ptxemu_pool_get
#define rt_free ptxemu_pool_put
static inline i64 py_fdiv(i64 a, i64 b) { i64 q = a / b; if ((a % b != 0) && ((a < 0) != (b < 0))) q--; return q; }
static inline i64 py_fmod(i64 a, i64 b) { i64 r = a % b; if (r != 0 && ((r < 0) != (b < 0))) r += b; return r; }
static inline i64 rt_sext(u64 v, i64 bits) { u64 s = (u64)(64 - bits); return ((i64)(v << s)) >> (64 - bits); }
static inline u64 rt_mask(i64 bits) { return bits >= 64 ? ~(u64)0 : (((u64)1 << bits) - 1); }
static inline u64 rt_shl(u64 a, u64 n, i64 bits) { if (n >= (u64)bits) return 0; return (a << n) & rt_mask(bits); }
static inline u64 rt_shr_u(u64 a, u64 n, i64 bits) { if (n >= (u64)bits) return 0; return a >> n; }
static inline u64 rt_shr_s(u64 a, u64 n, i64 bits) {
    u64 k = n < (u64)(bits - 1) ? n : (u64)(bits - 1);
    return ((u64)(rt_sext(a, bits) >> (i64)k)) & rt_mask(bits);
}
static inline u64 rt_flush32(u64 u) { if ((u & 0x7F800000ULL) == 0) return u & 0x80000000ULL; return u; }
static inline u64 rt_sat32(u64 u) {
    if ((u & 0x7FFFFFFFULL) > 0x7F800000ULL || (u >> 31) != 0) return 0;
    if (u > 0x3F800000ULL) return 0x3F800000ULL;
    return u;
}
static inline i64 rt_shared(u64 addr, i64 n, bool cluster, u64 own, i64 csize, i64 cta, i64 stride, i64 size) {
    if (addr % (u64)(n < 16 ? n : 16) != 0) return -1;
    u64 rank = addr >> 24;
    u64 a = addr & 0xFFFFFFULL;
    if (cluster) { if (rank >= (u64)csize) return -1; }
    else { if (rank != 0 && rank != own) return -1; rank = own; }
    if (a < RESERVED || a + (u64)n > (u64)size) return -1;
    return (cta - (i64)own + (i64)rank) * stride + (i64)a;
}
static inline i64 rt_local(u64 addr, i64 n, i64 lane, i64 stride) {
    if (addr % (u64)(n < 16 ? n : 16) != 0) return -1;
    if (addr + (u64)n > (u64)stride || addr >= (u64)stride) return -1;
    return lane * stride + (i64)addr;
}
static inline void rt_glob(u64 addr, i64 n, const u64 *bases, i64 nb, const u64 *ends, const bool *ro,
                           bool write, i64 hint, i64 *ok, i64 *oo) {
    *ok = -1; *oo = -1;
    if (addr % (u64)(n < 16 ? n : 16) != 0) return;
    u64 end = addr + (u64)n;
    i64 k = hint;
    if (!(0 <= k && k < nb && bases[k] <= addr && end <= ends[k])) {
        i64 lo = 0, hi = nb;
        while (lo < hi) { i64 mid = (lo + hi) >> 1; if (bases[mid] <= addr) lo = mid + 1; else hi = mid; }
        k = lo - 1;
    }
    if (k < 0 || end > ends[k] || end < addr) return;
    if (write && ro[k]) return;
    *ok = k; *oo = (i64)(addr - bases[k]);
}
static inline void rt_generic(u64 addr, i64 n, bool write, u64 own, i64 csize, i64 cta, i64 stride, i64 size,
                              i64 lane, i64 lstride, const u64 *bases, i64 nb, const u64 *ends, const bool *ro,
                              i64 hint, i64 *ob, i64 *ok, i64 *oo) {
    if (addr >= SHARED_WINDOW && addr < SHARED_WINDOW_END) {
        *ob = 0; *ok = 0; *oo = rt_shared(addr - SHARED_WINDOW, n, true, own, csize, cta, stride, size); return;
    }
    if (addr >= LOCAL_WINDOW && addr < LOCAL_WINDOW_END) {
        *ob = 1; *ok = 0; *oo = rt_local(addr - LOCAL_WINDOW, n, lane, lstride); return;
    }
    *ob = 2;
    rt_glob(addr, n, bases, nb, ends, ro, write, hint, ok, oo);
}
static inline u64 rt_ld8(u64 p) { uint8_t v; memcpy(&v, (const void *)(uintptr_t)p, 1); return v; }
static inline u64 rt_ld16(u64 p) { uint16_t v; memcpy(&v, (const void *)(uintptr_t)p, 2); return v; }
static inline u64 rt_ld32(u64 p) { uint32_t v; memcpy(&v, (const void *)(uintptr_t)p, 4); return v; }
static inline u64 rt_ld64(u64 p) { uint64_t v; memcpy(&v, (const void *)(uintptr_t)p, 8); return v; }
static inline void rt_st8(u64 p, u64 x) { uint8_t v = (uint8_t)x; memcpy((void *)(uintptr_t)p, &v, 1); }
static inline void rt_st16(u64 p, u64 x) { uint16_t v = (uint16_t)x; memcpy((void *)(uintptr_t)p, &v, 2); }
static inline void rt_st32(u64 p, u64 x) { uint32_t v = (uint32_t)x; memcpy((void *)(uintptr_t)p, &v, 4); }
static inline void rt_st64(u64 p, u64 x) { memcpy((void *)(uintptr_t)p, &x, 8); }
static inline float rt_f32_of(u64 u) { uint32_t b = (uint32_t)u; float f; memcpy(&f, &b, 4); return f; }
static inline u64 rt_u32_of(float f) { uint32_t b; memcpy(&b, &f, 4); return (u64)b; }
/* numerics.f32_kernel._scalar_rn, line by line */
static inline u64 rt_scalar_rn(i64 op, u64 ua, u64 ub, u64 uc, bool ftz) {
    if (ftz) { ua = rt_flush32(ua); ub = rt_flush32(ub); uc = rt_flush32(uc); }
    float a = rt_f32_of(ua), b = rt_f32_of(ub), c = rt_f32_of(uc), r;
    if (op == 0) r = a + b;
    else if (op == 1) r = a - b;
    else if (op == 2) r = a * b;
    else r = fmaf(a, b, c);
    if (r != r) return 0x7FFFFFFFULL;
    u64 ur = rt_u32_of(r);
    if (ftz) {
        u64 mag = ur & 0x7FFFFFFFULL;
        if (mag < 0x00800000ULL) return ur & 0x80000000ULL;
        if (mag == 0x00800000ULL) {
            double x = (double)a, y = (double)b, s, e;
            if (op == 1) y = -y;
            if (op == 2) { s = x * y; e = 0.0; }
            else {
                if (op == 3) { x = x * y; y = (double)c; }
                s = x + y;
                double bb = s - x;
                e = (x - (s - bb)) + (y - bb);
            }
            double m = fabs(s);
            if (m < F32_T || (m == F32_T && (e < 0.0) != (s < 0.0) && e != 0.0)) return ur & 0x80000000ULL;
        }
    }
    return ur;
}
