// LD_PRELOAD companion of ../shared/tools/launchrec: logs every tensor map a CUDA program encodes and the
// launch attributes of every cudaLaunchKernelExC call, one JSON line each, into $TMAPREC_FILE.
//   - cuTensorMapEncodeTiled / Im2col, whether called directly or through the pointer that
//     cudaGetDriverEntryPoint(ByVersion) hands out (CUTLASS's route): every argument in the driver's order,
//     the driver's CUresult and the 128 bytes it wrote (also when it refused the map, e.g. Blackwell's
//     fp4 types or 128B_ATOM_32B swizzle on an H100: the arguments are the truth for an encoder then).
//   - cudaLaunchKernelExC: kernel name, grid, block, and every attribute (id and its 64 raw value
//     bytes), so that a preferred cluster shape next to the fallback one is on record.
// Preload it before launchrec (LD_PRELOAD="libtmaprec.so liblaunchrec.so") so it sees skipped launches too.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda.h>
#include <cuda_runtime_api.h>

static FILE *logfile(void) {
  static FILE *f;
  if (!f) {
    const char *p = getenv("TMAPREC_FILE");
    f = fopen(p ? p : "tmaprec.jsonl", "a");
  }
  return f;
}

static void hex(FILE *f, const void *p, size_t n) {
  const unsigned char *b = (const unsigned char *)p;
  for (size_t i = 0; i < n; i++) fprintf(f, "%02x", b[i]);
}

template <class T> static void list(FILE *f, const char *key, const T *v, int n) {
  fprintf(f, ", \"%s\": [", key);
  for (int i = 0; v && i < n; i++) fprintf(f, "%s%lld", i ? ", " : "", (long long)v[i]);
  fprintf(f, "]");
}

typedef CUresult (*tiled_t)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *,
                            const cuuint64_t *, const cuuint32_t *, const cuuint32_t *, CUtensorMapInterleave,
                            CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
typedef CUresult (*im2col_t)(CUtensorMap *, CUtensorMapDataType, cuuint32_t, void *, const cuuint64_t *,
                             const cuuint64_t *, const int *, const int *, cuuint32_t, cuuint32_t,
                             const cuuint32_t *, CUtensorMapInterleave, CUtensorMapSwizzle,
                             CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
static tiled_t real_tiled;
static im2col_t real_im2col;
static int nmaps;

static CUresult log_tiled(CUtensorMap *m, CUtensorMapDataType dt, cuuint32_t rank, void *addr, const cuuint64_t *dim,
                          const cuuint64_t *strides, const cuuint32_t *box, const cuuint32_t *estr,
                          CUtensorMapInterleave il, CUtensorMapSwizzle sw, CUtensorMapL2promotion l2,
                          CUtensorMapFloatOOBfill oob) {
  memset(m, 0, sizeof *m);
  CUresult r = real_tiled(m, dt, rank, addr, dim, strides, box, estr, il, sw, l2, oob);
  FILE *f = logfile();
  fprintf(f, "{\"seq\": %d, \"call\": \"cuTensorMapEncodeTiled\", \"data_type\": %d, \"rank\": %u, "
             "\"global_address\": %llu", nmaps++, (int)dt, rank, (unsigned long long)addr);
  list(f, "global_dim", dim, rank);
  list(f, "global_strides", strides, rank - 1);
  list(f, "box_dim", box, rank);
  list(f, "element_strides", estr, rank);
  fprintf(f, ", \"interleave\": %d, \"swizzle\": %d, \"l2_promotion\": %d, \"oob_fill\": %d, \"result\": %d, "
             "\"bytes\": \"", (int)il, (int)sw, (int)l2, (int)oob, (int)r);
  hex(f, m, sizeof *m);
  fprintf(f, "\"}\n");
  fflush(f);
  return r;
}

static CUresult log_im2col(CUtensorMap *m, CUtensorMapDataType dt, cuuint32_t rank, void *addr,
                           const cuuint64_t *dim, const cuuint64_t *strides, const int *lo, const int *hi,
                           cuuint32_t cpp, cuuint32_t ppc, const cuuint32_t *estr, CUtensorMapInterleave il,
                           CUtensorMapSwizzle sw, CUtensorMapL2promotion l2, CUtensorMapFloatOOBfill oob) {
  memset(m, 0, sizeof *m);
  CUresult r = real_im2col(m, dt, rank, addr, dim, strides, lo, hi, cpp, ppc, estr, il, sw, l2, oob);
  FILE *f = logfile();
  fprintf(f, "{\"seq\": %d, \"call\": \"cuTensorMapEncodeIm2col\", \"data_type\": %d, \"rank\": %u, "
             "\"global_address\": %llu", nmaps++, (int)dt, rank, (unsigned long long)addr);
  list(f, "global_dim", dim, rank);
  list(f, "global_strides", strides, rank - 1);
  list(f, "pixel_box_lower_corner", lo, rank - 2);
  list(f, "pixel_box_upper_corner", hi, rank - 2);
  fprintf(f, ", \"channels_per_pixel\": %u, \"pixels_per_column\": %u", cpp, ppc);
  list(f, "element_strides", estr, rank);
  fprintf(f, ", \"interleave\": %d, \"swizzle\": %d, \"l2_promotion\": %d, \"oob_fill\": %d, \"result\": %d, "
             "\"bytes\": \"", (int)il, (int)sw, (int)l2, (int)oob, (int)r);
  hex(f, m, sizeof *m);
  fprintf(f, "\"}\n");
  fflush(f);
  return r;
}

// Swap the driver's encoders for the logging ones in whatever pointer the runtime hands out.
static void wrap(const char *symbol, void **fn) {
  if (!fn || !*fn || *fn == (void *)log_tiled || *fn == (void *)log_im2col) return;  // wrapped once only
  if (!strcmp(symbol, "cuTensorMapEncodeTiled")) { real_tiled = (tiled_t)*fn; *fn = (void *)log_tiled; }
  if (!strcmp(symbol, "cuTensorMapEncodeIm2col")) { real_im2col = (im2col_t)*fn; *fn = (void *)log_im2col; }
}

#undef cudaGetDriverEntryPoint
#undef cudaGetDriverEntryPointByVersion
extern "C" cudaError_t cudaGetDriverEntryPointByVersion(const char *symbol, void **fn, unsigned int ver,
                                                        unsigned long long flags,
                                                        cudaDriverEntryPointQueryResult *st) {
  typedef cudaError_t (*t)(const char *, void **, unsigned int, unsigned long long, cudaDriverEntryPointQueryResult *);
  static t real = (t)dlsym(RTLD_NEXT, "cudaGetDriverEntryPointByVersion");
  cudaError_t e = real(symbol, fn, ver, flags, st);
  if (e == cudaSuccess) wrap(symbol, fn);
  return e;
}

extern "C" cudaError_t cudaGetDriverEntryPoint(const char *symbol, void **fn, unsigned long long flags,
                                               cudaDriverEntryPointQueryResult *st) {
  typedef cudaError_t (*t)(const char *, void **, unsigned long long, cudaDriverEntryPointQueryResult *);
  static t real = (t)dlsym(RTLD_NEXT, "cudaGetDriverEntryPoint");
  cudaError_t e = real(symbol, fn, flags, st);
  if (e == cudaSuccess) wrap(symbol, fn);
  return e;
}

// Programs linked with -lcuda that call the encoders by name.
extern "C" CUresult cuTensorMapEncodeTiled(CUtensorMap *m, CUtensorMapDataType dt, cuuint32_t rank, void *addr,
                                           const cuuint64_t *dim, const cuuint64_t *strides, const cuuint32_t *box,
                                           const cuuint32_t *estr, CUtensorMapInterleave il, CUtensorMapSwizzle sw,
                                           CUtensorMapL2promotion l2, CUtensorMapFloatOOBfill oob) {
  if (!real_tiled) real_tiled = (tiled_t)dlsym(RTLD_NEXT, "cuTensorMapEncodeTiled");
  return log_tiled(m, dt, rank, addr, dim, strides, box, estr, il, sw, l2, oob);
}

extern "C" CUresult cuTensorMapEncodeIm2col(CUtensorMap *m, CUtensorMapDataType dt, cuuint32_t rank, void *addr,
                                            const cuuint64_t *dim, const cuuint64_t *strides, const int *lo,
                                            const int *hi, cuuint32_t cpp, cuuint32_t ppc, const cuuint32_t *estr,
                                            CUtensorMapInterleave il, CUtensorMapSwizzle sw,
                                            CUtensorMapL2promotion l2, CUtensorMapFloatOOBfill oob) {
  if (!real_im2col) real_im2col = (im2col_t)dlsym(RTLD_NEXT, "cuTensorMapEncodeIm2col");
  return log_im2col(m, dt, rank, addr, dim, strides, lo, hi, cpp, ppc, estr, il, sw, l2, oob);
}

static int nlaunch;

extern "C" cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *cfg, const void *func, void **args) {
  typedef cudaError_t (*t)(const cudaLaunchConfig_t *, const void *, void **);
  static t real = (t)dlsym(RTLD_NEXT, "cudaLaunchKernelExC");
  const char *name = "?";
  cudaFuncGetName(&name, func);
  FILE *f = logfile();
  fprintf(f, "{\"seq\": %d, \"call\": \"cudaLaunchKernelExC\", \"name\": \"%s\", \"grid\": [%u, %u, %u], "
             "\"block\": [%u, %u, %u], \"shared\": %zu, \"attrs\": [", nlaunch++, name, cfg->gridDim.x,
          cfg->gridDim.y, cfg->gridDim.z, cfg->blockDim.x, cfg->blockDim.y, cfg->blockDim.z, cfg->dynamicSmemBytes);
  for (unsigned i = 0; i < cfg->numAttrs; i++) {
    fprintf(f, "%s{\"id\": %d, \"value\": \"", i ? ", " : "", (int)cfg->attrs[i].id);
    hex(f, &cfg->attrs[i].val, sizeof cfg->attrs[i].val);
    fprintf(f, "\"}");
  }
  fprintf(f, "]}\n");
  fflush(f);
  return real(cfg, func, args);
}
