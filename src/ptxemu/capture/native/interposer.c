/* ptxemu capture: an LD_PRELOAD interposer over the CUDA driver API.
 *
 * Records, for each selected kernel launch, what ptxemu needs to run it again anywhere: the image the
 * kernel came from (fatbinary, cubin or PTX text), the kernel's name, the launch shape, the raw
 * parameter bytes, and every allocation a parameter points into, copied before the launch and after
 * it has finished. It writes a spool directory that `ptxemu capture` packs into one capture file
 * (docs/capture.md); the spool format is private to this pair and versioned by SPOOL_VERSION.
 *
 * Self-contained on purpose: it declares the few driver types it uses instead of including cuda.h,
 * so that a machine with the driver and a C compiler, but no CUDA toolkit, can build it.
 *
 * How launches are seen:
 *  - programs linked against libcuda call our exported definitions (LD_PRELOAD comes first);
 *  - the CUDA runtime (static or shared) opens libcuda with dlopen and looks up cuGetProcAddress
 *    with dlsym, then asks it for every other entry point: we wrap dlsym and cuGetProcAddress and
 *    hand back our wrappers for the entry points we watch;
 *  - Triton's launcher looks up cuLaunchKernelEx with dlsym: same path.
 *
 * Environment (set by `ptxemu capture`):
 *   PTXEMU_CAPTURE_DIR     spool directory (required; nothing is recorded without it)
 *   PTXEMU_CAPTURE_KERNEL  POSIX extended regex over the kernel's (mangled) name
 *   PTXEMU_CAPTURE_FIRST, PTXEMU_CAPTURE_LAST   range of matching launches to record (0-based, inclusive)
 *   PTXEMU_CAPTURE_MAX_REGION   largest allocation copied, bytes (default 1 GiB)
 *   PTXEMU_CAPTURE_FOLLOW   (--follow-pointers) also the allocations the recorded memory points into,
 *                           to any depth, up to this many bytes a launch
 *   PTXEMU_CAPTURE_VERBOSE      also list the launches not recorded (name and index) and the entry
 *                               points the program asked cuGetProcAddress for
 *   PTXEMU_CAPTURE_AS_CC        (--as sm_100a: "100") the compute capability reported to the program
 *   PTXEMU_CAPTURE_SKIP         POSIX extended regex: recorded launches of these kernels are not
 *                               launched (their memory after is their memory before)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <pthread.h>
#include <regex.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define SPOOL_VERSION 1

/* ---- the driver's types, as cuda.h declares them (ABI-stable) ---- */
typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef void *CUmodule, *CUfunction, *CUlibrary, *CUkernel, *CUstream, *CUmemoryPool, *CUcontext;
typedef int CUdevice;
typedef struct {
    int id;
    char pad_[4];
    union {
        char pad[64];
        struct {
            unsigned x, y, z;
        } clusterDim;
    } value;
} CUlaunchAttribute;
typedef struct {
    unsigned gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes;
    CUstream hStream;
    CUlaunchAttribute *attrs;
    unsigned numAttrs;
} CUlaunchConfig;

#define CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION 4
#define CU_POINTER_ATTRIBUTE_MEMORY_TYPE 2
#define CU_POINTER_ATTRIBUTE_RANGE_START_ADDR 11
#define CU_POINTER_ATTRIBUTE_RANGE_SIZE 12
#define CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL 9
#define CU_MEMORYTYPE_HOST 1
#define CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM 2
#define CU_DEVICE_ATTRIBUTE_CC_MAJOR 75
#define CU_DEVICE_ATTRIBUTE_CC_MINOR 76

/* ---- configuration and state ---- */
static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static char spool[4096];
static int enabled = -1; /* -1: not read yet */
static regex_t kernel_re, skip_re;
static int have_re, have_skip, verbose;
static int as_major = -1, as_minor = -1; /* --as: the compute capability the program is told */
static long first_sel, last_sel = -1;
static size_t max_region = (size_t)1 << 30;
static size_t follow_limit; /* --follow-pointers: bytes a launch may record in all; 0: parameters only */
static FILE *events;
static long launches_seen, launches_matched, launches_recorded, loads_seen;
static double capture_seconds;
static size_t live_bytes, peak_bytes;

static void *(*real_dlsym)(void *, const char *);
static void *cuda_lib;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static void init_real_dlsym(void) {
    if (real_dlsym) return;
    real_dlsym = (void *(*)(void *, const char *))dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.34");
    if (!real_dlsym) real_dlsym = (void *(*)(void *, const char *))dlvsym(RTLD_NEXT, "dlsym", "GLIBC_2.2.5");
}

/* the real entry point `name` of libcuda (exact exported name) */
static void *real(const char *name) {
    init_real_dlsym();
    if (!cuda_lib) cuda_lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    if (!cuda_lib || !real_dlsym) return NULL;
    return real_dlsym(cuda_lib, name);
}
/* the real entry point, looked up once, into a function-local `fn` */
#define REAL(T, name) static T fn; if (!fn) fn = (T)real(name);
#define REAL_AS(T, var, name) static T var; if (!var) var = (T)real(name);

static void config(void) {
    if (enabled >= 0) return;
    const char *d = getenv("PTXEMU_CAPTURE_DIR");
    enabled = d && *d;
    if (!enabled) return;
    snprintf(spool, sizeof spool, "%s", d);
    const char *k = getenv("PTXEMU_CAPTURE_KERNEL");
    if (k && *k) {
        if (regcomp(&kernel_re, k, REG_EXTENDED | REG_NOSUB) == 0) have_re = 1;
        else { /* `ptxemu capture` checks it first; here, record nothing rather than everything */
            fprintf(stderr, "ptxemu capture: --kernel %s is not a POSIX extended regex: recording nothing\n", k);
            last_sel = -2;
        }
    }
    if (getenv("PTXEMU_CAPTURE_FIRST")) first_sel = atol(getenv("PTXEMU_CAPTURE_FIRST"));
    if (getenv("PTXEMU_CAPTURE_LAST")) last_sel = atol(getenv("PTXEMU_CAPTURE_LAST"));
    verbose = getenv("PTXEMU_CAPTURE_VERBOSE") && *getenv("PTXEMU_CAPTURE_VERBOSE");
    if (getenv("PTXEMU_CAPTURE_MAX_REGION")) max_region = strtoull(getenv("PTXEMU_CAPTURE_MAX_REGION"), 0, 10);
    if (getenv("PTXEMU_CAPTURE_FOLLOW")) follow_limit = strtoull(getenv("PTXEMU_CAPTURE_FOLLOW"), 0, 10);
    const char *as = getenv("PTXEMU_CAPTURE_AS_CC");
    if (as && *as) {
        int cc = atoi(as);
        as_major = cc / 10, as_minor = cc % 10;
    }
    const char *sk = getenv("PTXEMU_CAPTURE_SKIP");
    if (sk && *sk && regcomp(&skip_re, sk, REG_EXTENDED | REG_NOSUB) == 0) have_skip = 1;
}

static void json_str(FILE *f, const char *s);

/* events go to one file per process: a program's children (compilers, workers) inherit the preload */
static FILE *ev(void) {
    if (!events) {
        char p[4200];
        snprintf(p, sizeof p, "%s/events-%d.jsonl", spool, (int)getpid());
        events = fopen(p, "a");
        if (events)
        {
            fprintf(events, "{\"ev\":\"process\",\"spool_version\":%d,\"pid\":%d", SPOOL_VERSION, (int)getpid());
            /* a launcher's rank variables (torchrun, mpirun, slurm): which rank this process is */
            static const char *rank_vars[] = {"RANK", "LOCAL_RANK", "WORLD_SIZE", "OMPI_COMM_WORLD_RANK",
                                              "SLURM_PROCID", "CUDA_VISIBLE_DEVICES"};
            for (size_t i = 0; i < sizeof rank_vars / sizeof rank_vars[0]; i++) {
                const char *v = getenv(rank_vars[i]);
                if (!v) continue;
                fprintf(events, ",\"%s\":", rank_vars[i]);
                json_str(events, v);
            }
            fprintf(events, "}\n");
        }
    }
    return events;
}

static void json_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20 || c >= 0x7f) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}

static void note(const char *msg, const char *detail) {
    FILE *f = ev();
    if (!f) return;
    fprintf(f, "{\"ev\":\"note\",\"msg\":");
    json_str(f, msg);
    fprintf(f, ",\"detail\":");
    json_str(f, detail ? detail : "");
    fprintf(f, "}\n");
    fflush(f);
}

/* ---- images (what a module or library was loaded from) ---- */
typedef struct {
    const void *ptr;
    size_t size;
    void *copy; /* our copy, where the caller's buffer may not outlive the load */
    int written;
    char kind[8];
} Image;
static Image *images;
static int n_images, cap_images;

static size_t elf_size(const unsigned char *p) {
    /* 64-bit ELF: the end of the section header table or of the last section, whichever is later */
    uint64_t shoff = *(const uint64_t *)(p + 0x28);
    uint16_t shentsize = *(const uint16_t *)(p + 0x3a), shnum = *(const uint16_t *)(p + 0x3c);
    uint64_t phoff = *(const uint64_t *)(p + 0x20);
    uint16_t phentsize = *(const uint16_t *)(p + 0x36), phnum = *(const uint16_t *)(p + 0x38);
    uint64_t end = shoff + (uint64_t)shentsize * shnum;
    if (phoff + (uint64_t)phentsize * phnum > end) end = phoff + (uint64_t)phentsize * phnum;
    for (unsigned i = 0; i < shnum; i++) {
        const unsigned char *sh = p + shoff + (uint64_t)i * shentsize;
        uint32_t type = *(const uint32_t *)(sh + 4);
        uint64_t off = *(const uint64_t *)(sh + 0x18), sz = *(const uint64_t *)(sh + 0x20);
        if (type != 8 /* NOBITS */ && off + sz > end) end = off + sz;
    }
    return end;
}

/* size and kind of an image as the driver's load calls take it */
static size_t image_size(const void **pp, char kind[8]) {
    const unsigned char *p = *pp;
    uint32_t magic = *(const uint32_t *)p;
    if (magic == 0x466243B1u) { /* the runtime's wrapper {magic, version, data, filename} */
        p = *(const unsigned char *const *)(p + 8);
        *pp = p;
        magic = *(const uint32_t *)p;
    }
    if (magic == 0xBA55ED50u) {
        strcpy(kind, "fatbin");
        return *(const uint16_t *)(p + 6) + *(const uint64_t *)(p + 8);
    }
    if (memcmp(p, "\177ELF", 4) == 0) {
        strcpy(kind, "elf");
        return elf_size(p);
    }
    strcpy(kind, "ptx");
    return strlen((const char *)p) + 1;
}

static int add_image(const void *ptr, size_t size_hint, const char *kind_hint) {
    pthread_mutex_lock(&lock);
    loads_seen++;
    if (n_images == cap_images) {
        cap_images = cap_images ? 2 * cap_images : 64;
        images = realloc(images, cap_images * sizeof *images);
    }
    Image *im = &images[n_images];
    memset(im, 0, sizeof *im);
    if (kind_hint) {
        im->ptr = ptr;
        im->size = size_hint;
        snprintf(im->kind, sizeof im->kind, "%s", kind_hint);
    } else {
        im->size = image_size(&ptr, im->kind);
        im->ptr = ptr;
    }
    /* a buffer inside a loaded library or executable lives as long as the process; any other
       (a JIT's output in a Python bytes object, a file read into memory) is copied now */
    Dl_info info;
    if (!(dladdr(ptr, &info) && info.dli_fname)) {
        im->copy = malloc(im->size);
        if (im->copy) memcpy(im->copy, ptr, im->size);
    }
    int id = n_images++;
    pthread_mutex_unlock(&lock);
    return id;
}

static void write_image(int id) {
    Image *im = &images[id];
    if (im->written) return;
    char p[4200];
    snprintf(p, sizeof p, "%s/image-%d-%d.bin", spool, (int)getpid(), id);
    FILE *f = fopen(p, "wb");
    if (!f) return;
    fwrite(im->copy ? im->copy : im->ptr, 1, im->size, f);
    fclose(f);
    im->written = 1;
    fprintf(ev(), "{\"ev\":\"image\",\"image\":%d,\"kind\":\"%s\",\"size\":%zu,\"file\":\"image-%d-%d.bin\"}\n",
            id, im->kind, im->size, (int)getpid(), id);
}

/* A child forked without exec (a compile worker): its events go to its own file, and its summary
   counts only its own launches. */
static long base_seen, base_matched, base_recorded, base_loads;
static void forked_child(void) {
    events = NULL; /* the parent's stream: left alone, neither flushed nor closed here */
    /* launch indices go on from the parent's (the --launches selection is over the program's
       launches); the child's summary counts from here */
    base_seen = launches_seen, base_matched = launches_matched, base_recorded = launches_recorded;
    base_loads = loads_seen;
    capture_seconds = 0;
    for (int i = 0; i < n_images; i++) images[i].written = 0; /* the child's records name their own */
}

/* nothing buffered may be left for a child's exit to write into the parent's file a second time */
static void before_fork(void) {
    if (events) fflush(events);
}

__attribute__((constructor)) static void start(void) { pthread_atfork(before_fork, NULL, forked_child); }

/* ---- handles: module/library -> image; function/kernel -> (image, name) ---- */
typedef struct {
    const void *h;
    int image;
    int is_kernel; /* a CUkernel (library API) rather than a CUfunction */
    char *name;
} Handle;
static Handle *handles;
static int n_handles, cap_handles;

static void put_handle(const void *h, int image, int is_kernel, const char *name) {
    pthread_mutex_lock(&lock);
    for (int i = 0; i < n_handles; i++)
        if (handles[i].h == h) { /* a handle value reused after an unload */
            handles[i].image = image;
            handles[i].is_kernel = is_kernel;
            free(handles[i].name);
            handles[i].name = name ? strdup(name) : NULL;
            pthread_mutex_unlock(&lock);
            return;
        }
    if (n_handles == cap_handles) {
        cap_handles = cap_handles ? 2 * cap_handles : 256;
        handles = realloc(handles, cap_handles * sizeof *handles);
    }
    handles[n_handles++] = (Handle){h, image, is_kernel, name ? strdup(name) : NULL};
    pthread_mutex_unlock(&lock);
}

static Handle *get_handle(const void *h) {
    for (int i = n_handles - 1; i >= 0; i--)
        if (handles[i].h == h) return &handles[i];
    return NULL;
}

/* ---- allocations ---- */
typedef struct {
    CUdeviceptr base;
    size_t size;
    const char *how;
    char key[48]; /* memory shared between processes: the same key in each (see "sharing" below) */
} Alloc;
static Alloc *allocs;
static int n_allocs, cap_allocs;

static void track(CUdeviceptr base, size_t size, const char *how) {
    if (!base || !size) return;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < n_allocs; i++)
        if (allocs[i].base == base) { /* seen twice (an allocator built on another): the outer call's name */
            live_bytes -= allocs[i].size;
            allocs[i] = allocs[--n_allocs];
            break;
        }
    if (n_allocs == cap_allocs) {
        cap_allocs = cap_allocs ? 2 * cap_allocs : 256;
        allocs = realloc(allocs, cap_allocs * sizeof *allocs);
    }
    allocs[n_allocs++] = (Alloc){base, size, how, ""};
    live_bytes += size;
    if (live_bytes > peak_bytes) peak_bytes = live_bytes;
    pthread_mutex_unlock(&lock);
}

static void untrack(CUdeviceptr base) {
    pthread_mutex_lock(&lock);
    for (int i = 0; i < n_allocs; i++)
        if (allocs[i].base == base) {
            live_bytes -= allocs[i].size;
            allocs[i] = allocs[--n_allocs];
            break;
        }
    pthread_mutex_unlock(&lock);
}

static const Alloc *find_alloc(CUdeviceptr v) {
    for (int i = 0; i < n_allocs; i++)
        if (v >= allocs[i].base && v < allocs[i].base + allocs[i].size) return &allocs[i];
    return NULL;
}

/* ---- recording one launch ---- */
typedef struct {
    CUdeviceptr base;
    size_t size;
    const char *how;
    const char *key;
} Region;

static int selected(const char *name) {
    launches_seen++;
    if (have_re && regexec(&kernel_re, name, 0, NULL, 0) != 0) return 0;
    long k = launches_matched++;
    if (last_sel == -2) return 0;
    return k >= first_sel && (last_sel < 0 || k <= last_sel);
}

/* the kernel's parameters as (offset, size), from the driver; returns the count or -1 */
static int param_layout(Handle *h, CUfunction f, size_t *off, size_t *sz, int max) {
    typedef CUresult (*Info)(void *, size_t, size_t *, size_t *);
    REAL(Info, "cuFuncGetParamInfo");
    static Info kinfo;
    if (!kinfo) kinfo = (Info)real("cuKernelGetParamInfo");
    if (!fn && !kinfo) return -1; /* a driver older than 12.4 */
    Info first = (h && h->is_kernel) ? kinfo : fn, second = (h && h->is_kernel) ? fn : kinfo;
    for (int pass = 0; pass < 2; pass++) {
        Info q = pass ? second : first;
        int n = 0;
        while (q && n < max && q(f, n, &off[n], &sz[n]) == 0) n++;
        if (n > 0) return n;
    }
    /* no parameters (or a handle neither query knows) */
    return 0;
}

static const char *kernel_name(Handle *h, CUfunction f) {
    if (h && h->name) return h->name;
    typedef CUresult (*Name)(const char **, void *);
    REAL(Name, "cuFuncGetName");
    static Name kname;
    if (!kname) kname = (Name)real("cuKernelGetName");
    const char *n = NULL;
    if (fn && fn(&n, f) == 0 && n) return n;
    if (kname && kname(&n, f) == 0 && n) return n;
    return "?";
}

static int kernel_image(Handle *h, CUfunction f) {
    if (h && h->image >= 0) return h->image;
    typedef CUresult (*GetMod)(CUmodule *, void *);
    REAL(GetMod, "cuFuncGetModule");
    CUmodule m;
    if (fn && fn(&m, f) == 0) {
        Handle *mh = get_handle(m);
        if (mh) return mh->image;
    }
    typedef CUresult (*GetLib)(CUlibrary *, void *);
    static GetLib getlib;
    if (!getlib) getlib = (GetLib)real("cuKernelGetLibrary");
    CUlibrary l;
    if (getlib && getlib(&l, f) == 0) {
        Handle *lh = get_handle(l);
        if (lh) return lh->image;
    }
    return -1;
}

static int add_region(Region *r, int n, int max, CUdeviceptr v) {
    for (int i = 0; i < n; i++)
        if (v >= r[i].base && v < r[i].base + r[i].size) return n;
    const Alloc *a = find_alloc(v);
    if (a) {
        if (n < max) r[n++] = (Region){a->base, a->size, a->how, a->key};
        return n;
    }
    /* not allocated through a call we saw (before the preload, an allocator we do not wrap):
       ask the driver for the range around the address */
    typedef CUresult (*Attr)(void *, int, CUdeviceptr);
    REAL(Attr, "cuPointerGetAttribute");
    if (!fn) return n;
    unsigned mtype = 0;
    CUdeviceptr start = 0;
    size_t size = 0;
    if (fn(&mtype, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, v) != 0 || mtype == CU_MEMORYTYPE_HOST) return n;
    if (fn(&start, CU_POINTER_ATTRIBUTE_RANGE_START_ADDR, v) != 0) return n;
    if (fn(&size, CU_POINTER_ATTRIBUTE_RANGE_SIZE, v) != 0) return n;
    for (int i = 0; i < n; i++)
        if (start == r[i].base) return n;
    if (n < max && size) r[n++] = (Region){start, size, "range", ""};
    return n;
}

/* The files of every loaded object (the executable first), written once: where a launch's image was
   not seen loading, `ptxemu capture` looks for the kernel in their fatbinaries. */
static int object_cb(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    FILE *f = data;
    if (info->dlpi_name && info->dlpi_name[0]) {
        fputc(',', f);
        json_str(f, info->dlpi_name);
    }
    return 0;
}

static void objects_event(void) {
    static int done;
    if (done) return;
    done = 1;
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    FILE *f = ev();
    fprintf(f, "{\"ev\":\"objects\",\"paths\":[");
    json_str(f, exe);
    dl_iterate_phdr(object_cb, f);
    fprintf(f, "]}\n");
}

typedef CUresult (*Sync)(void);
typedef CUresult (*DtoH)(void *, CUdeviceptr, size_t);

static void copy_regions(FILE *f, Region *r, int n, void **buf, size_t *cap) {
    REAL(DtoH, "cuMemcpyDtoH_v2");
    for (int i = 0; i < n; i++) {
        if (r[i].size > max_region) continue;
        if (r[i].size > *cap) {
            *buf = realloc(*buf, r[i].size);
            *cap = r[i].size;
        }
        memset(*buf, 0, r[i].size);
        if (fn(*buf, r[i].base, r[i].size) != 0) note("copy failed", r[i].how);
        fwrite(*buf, 1, r[i].size, f);
    }
}

/* --follow-pointers: the allocations that recorded memory points into, to any depth (a table of
   pointers, a struct of pointers in device memory, NCCL's communicator and its channels' buffers): each
   recorded region's bytes, read after the synchronisation before the launch, scanned as the parameters
   are (aligned 8-byte words), for words inside an allocation the interposer saw made (not the driver's
   range query: a word of data that looks like an address would cost a query each); regions are added
   until `follow_limit` bytes in all, the rest noted. */
static int follow_pointers(Region *r, int n, int max, void **buf, size_t *cap) {
    REAL(DtoH, "cuMemcpyDtoH_v2");
    if (!fn || !n_allocs) return n;
    CUdeviceptr lo = allocs[0].base, hi = allocs[0].base + allocs[0].size;
    for (int i = 1; i < n_allocs; i++) {
        if (allocs[i].base < lo) lo = allocs[i].base;
        if (allocs[i].base + allocs[i].size > hi) hi = allocs[i].base + allocs[i].size;
    }
    size_t total = 0;
    for (int i = 0; i < n; i++) total += r[i].size;
    int over = 0;
    for (int i = 0; i < n; i++) {
        if (r[i].size > max_region) continue;
        if (r[i].size > *cap) {
            *buf = realloc(*buf, r[i].size);
            *cap = r[i].size;
        }
        if (fn(*buf, r[i].base, r[i].size) != 0) continue;
        for (size_t o = 0; o + 8 <= r[i].size; o += 8) {
            CUdeviceptr v;
            memcpy(&v, (unsigned char *)*buf + o, 8);
            if (v < lo || v >= hi || v < 4096) continue;
            int have = 0;
            for (int k = 0; k < n && !have; k++) have = v >= r[k].base && v < r[k].base + r[k].size;
            if (have) continue;
            const Alloc *a = find_alloc(v);
            if (!a) continue;
            if (n == max || total + a->size > follow_limit) {
                over++;
                continue;
            }
            r[n++] = (Region){a->base, a->size, a->how, a->key};
            total += a->size;
        }
    }
    if (over) {
        char why[96];
        snprintf(why, sizeof why, "%d pointer(s) into allocations past the limit of %zu bytes", over, follow_limit);
        note("--follow-pointers: not every allocation reached was recorded", why);
    }
    return n;
}

static void device_event(void) {
    static int done;
    if (done) return;
    done = 1;
    typedef CUresult (*Dev)(CUdevice *);
    typedef CUresult (*Attr)(int *, int, CUdevice);
    typedef CUresult (*GetName)(char *, int, CUdevice);
    typedef CUresult (*Ver)(int *);
    REAL(Dev, "cuCtxGetDevice");
    CUdevice d = 0;
    char name[256] = "?";
    int major = 0, minor = 0, ver = 0;
    if (fn) fn(&d);
    Attr a = (Attr)real("cuDeviceGetAttribute");
    GetName g = (GetName)real("cuDeviceGetName");
    Ver v = (Ver)real("cuDriverGetVersion");
    if (a) {
        a(&major, CU_DEVICE_ATTRIBUTE_CC_MAJOR, d);
        a(&minor, CU_DEVICE_ATTRIBUTE_CC_MINOR, d);
    }
    if (g) g(name, sizeof name, d);
    if (v) v(&ver);
    fprintf(ev(), "{\"ev\":\"device\",\"name\":");
    json_str(ev(), name);
    fprintf(ev(), ",\"cc\":[%d,%d],\"driver\":%d", major, minor, ver);
    if (as_major >= 0) fprintf(ev(), ",\"as\":[%d,%d]", as_major, as_minor);
    fprintf(ev(), "}\n");
}

typedef CUresult (*LaunchFn)(void);

/* The common path of every launch call: decide, record the state before, run `go`, record after. */
static CUresult launch(CUfunction f, const unsigned grid[3], const unsigned block[3], unsigned smem, CUstream stream,
                       const CUlaunchAttribute *attrs, unsigned nattrs, void **params, void **extra,
                       CUresult (*go)(void *), void *ctx, const char *via) {
    config();
    if (!enabled) return go(ctx);
    pthread_mutex_lock(&lock);
    Handle *h = get_handle(f);
    const char *name = kernel_name(h, f);
    /* a launch into a stream being captured into a CUDA graph runs when the graph is launched: it is
       seen (and counted, and recorded) there, node by node (cuGraphLaunch below) */
    typedef CUresult (*Capturing)(CUstream, int *);
    REAL_AS(Capturing, is_capturing, "cuStreamIsCapturing");
    int cap_status = 0;
    if (is_capturing && is_capturing(stream, &cap_status) == 0 && cap_status != 0) {
        if (verbose && ev()) {
            fprintf(ev(), "{\"ev\":\"captured\",\"via\":\"%s\",\"name\":", via);
            json_str(ev(), name);
            fprintf(ev(), "}\n");
        }
        pthread_mutex_unlock(&lock);
        return go(ctx);
    }
    long index = launches_seen;
    if (!selected(name)) {
        if (verbose && ev()) {
            fprintf(ev(), "{\"ev\":\"seen\",\"index\":%ld,\"via\":\"%s\",\"name\":", index, via);
            json_str(ev(), name);
            fprintf(ev(), "}\n");
            fflush(ev());
        }
        pthread_mutex_unlock(&lock);
        return go(ctx);
    }
    double t0 = now();
    device_event();
    long seq = launches_recorded++;
    /* the parameter bytes */
    size_t off[512], sz[512];
    int np = 0;
    unsigned char *pbuf = NULL;
    size_t plen = 0;
    const char *psource = "param-info";
    if (params) {
        np = param_layout(h, f, off, sz, 512);
        if (np < 0) {
            np = 0;
            psource = "none";
            note("the driver has no cuFuncGetParamInfo (CUDA 12.4 and later): parameters not recorded", name);
        }
        for (int i = 0; i < np; i++)
            if (off[i] + sz[i] > plen) plen = off[i] + sz[i];
        pbuf = calloc(1, plen ? plen : 1);
        for (int i = 0; i < np; i++) memcpy(pbuf + off[i], params[i], sz[i]);
    } else if (extra) {
        psource = "extra";
        void *bp = NULL;
        size_t bsz = 0;
        for (int i = 0; extra[i]; i += 2) {
            if (extra[i] == (void *)1) bp = extra[i + 1];
            else if (extra[i] == (void *)2) bsz = *(size_t *)extra[i + 1];
        }
        plen = bsz;
        pbuf = calloc(1, plen ? plen : 1);
        if (bp) memcpy(pbuf, bp, bsz);
        np = param_layout(h, f, off, sz, 512);
        if (np < 0) np = 0;
    }
    /* the memory the parameters point into: every aligned 8-byte word that lands in an allocation
       (pointers, pointers inside structs, the global address at the start of a tensor map) */
    Region reg[1024];
    int nr = 0;
    for (size_t o = 0; o + 8 <= plen; o += 8) {
        CUdeviceptr v;
        memcpy(&v, pbuf + o, 8);
        if (v >= 4096) nr = add_region(reg, nr, 1024, v);
    }
    REAL_AS(Sync, sync, "cuCtxSynchronize");
    CUresult pre = sync();
    static void *buf;
    static size_t bcap;
    if (follow_limit) nr = follow_pointers(reg, nr, 1024, &buf, &bcap);
    char p[4200];
    snprintf(p, sizeof p, "%s/launch-%d-%ld.bin", spool, (int)getpid(), seq);
    FILE *out = fopen(p, "wb");
    if (out) {
        fwrite(pbuf, 1, plen, out);
        copy_regions(out, reg, nr, &buf, &bcap);
    }
    double t1 = now();
    /* --as: a kernel the present GPU may not run (built for another) is recorded, not launched */
    int skip = have_skip && regexec(&skip_re, name, 0, NULL, 0) == 0;
    CUresult rc = skip ? 0 : go(ctx);
    double t2 = now();
    CUresult post = sync();
    double t3 = now();
    if (out) {
        copy_regions(out, reg, nr, &buf, &bcap);
        fclose(out);
    }
    int image = kernel_image(h, f);
    if (image >= 0) write_image(image);
    else objects_event();
    FILE *e = ev();
    fprintf(e, "{\"ev\":\"launch\",\"seq\":%ld,\"index\":%ld,\"via\":\"%s\",\"name\":", seq, index, via);
    json_str(e, name);
    fprintf(e, ",\"image\":%d,\"grid\":[%u,%u,%u],\"block\":[%u,%u,%u],\"shared\":%u,\"cluster\":", image, grid[0],
            grid[1], grid[2], block[0], block[1], block[2], smem);
    int have_cluster = 0;
    for (unsigned i = 0; i < nattrs; i++)
        if (attrs[i].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) {
            fprintf(e, "[%u,%u,%u]", attrs[i].value.clusterDim.x, attrs[i].value.clusterDim.y,
                    attrs[i].value.clusterDim.z);
            have_cluster = 1;
        }
    if (!have_cluster) fprintf(e, "null");
    fprintf(e, ",\"attrs\":[");
    for (unsigned i = 0; i < nattrs; i++) {
        fprintf(e, "%s[%d,\"", i ? "," : "", attrs[i].id);
        for (int b = 0; b < 64; b++) fprintf(e, "%02x", (unsigned char)attrs[i].value.pad[b]);
        fprintf(e, "\"]");
    }
    fprintf(e, "],\"params_source\":\"%s\",\"params_size\":%zu,\"params\":[", psource, plen);
    for (int i = 0; i < np; i++) fprintf(e, "%s[%zu,%zu]", i ? "," : "", off[i], sz[i]);
    fprintf(e, "],\"regions\":[");
    for (int i = 0; i < nr; i++) {
        /* the device whose memory it is (a peer's, where the program mapped it), and its share key */
        typedef CUresult (*Attr)(void *, int, CUdeviceptr);
        REAL_AS(Attr, ptr_attr, "cuPointerGetAttribute");
        int owner = -1;
        if (ptr_attr && ptr_attr(&owner, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, reg[i].base) != 0) owner = -1;
        fprintf(e, "%s[%llu,%zu,\"%s\",%d,%d,", i ? "," : "", reg[i].base, reg[i].size, reg[i].how,
                reg[i].size <= max_region, owner);
        json_str(e, reg[i].key ? reg[i].key : "");
        fprintf(e, "]");
    }
    CUdevice dev = -1;
    typedef CUresult (*Dev)(CUdevice *);
    REAL_AS(Dev, ctx_device, "cuCtxGetDevice");
    if (ctx_device) ctx_device(&dev);
    fprintf(e, "],\"file\":\"launch-%d-%ld.bin\",\"status\":[%d,%d,%d],\"skipped\":%d,\"device\":%d,", (int)getpid(),
            seq, pre, rc, post, skip, dev);
    /* when the copies were taken, on the clock every process of the machine shares: of memory that
       launches of several processes reach, the replay compares with the latest copy */
    struct timespec wall;
    clock_gettime(CLOCK_REALTIME, &wall);
    double wall_after = wall.tv_sec + wall.tv_nsec * 1e-9;
    fprintf(e, "\"wall\":[%.6f,%.6f],", wall_after - (now() - t1), wall_after);
    fprintf(e, "\"seconds\":{\"before\":%.6f,\"launch\":%.6f,\"run\":%.6f,\"after\":%.6f}}\n", t1 - t0, t2 - t1,
            t3 - t2, now() - t3);
    fflush(e);
    free(pbuf);
    capture_seconds += (t1 - t0) + (now() - t3) + (t3 - t2);
    pthread_mutex_unlock(&lock);
    return rc;
}

/* ---- the wrapped entry points ---- */
#define EXPORT __attribute__((visibility("default")))

typedef CUresult (*LK)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream,
                       void **, void **);
typedef struct {
    LK fn;
    CUfunction f;
    unsigned g[3], b[3], smem;
    CUstream s;
    void **params, **extra;
} LKArgs;
static CUresult go_lk(void *p) {
    LKArgs *a = p;
    return a->fn(a->f, a->g[0], a->g[1], a->g[2], a->b[0], a->b[1], a->b[2], a->smem, a->s, a->params, a->extra);
}
#define DEFINE_LAUNCH_KERNEL(NAME)                                                                                  \
    EXPORT CUresult NAME(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, \
                         unsigned smem, CUstream s, void **params, void **extra) {                                 \
        REAL(LK, #NAME);                                                                                            \
        LKArgs a = {fn, f, {gx, gy, gz}, {bx, by, bz}, smem, s, params, extra};                                     \
        return launch(f, a.g, a.b, smem, s, NULL, 0, params, extra, go_lk, &a, #NAME);                              \
    }
DEFINE_LAUNCH_KERNEL(cuLaunchKernel)
DEFINE_LAUNCH_KERNEL(cuLaunchKernel_ptsz)

typedef CUresult (*LCK)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream,
                        void **);
typedef struct {
    LCK fn;
    CUfunction f;
    unsigned g[3], b[3], smem;
    CUstream s;
    void **params;
} LCKArgs;
static CUresult go_lck(void *p) {
    LCKArgs *a = p;
    return a->fn(a->f, a->g[0], a->g[1], a->g[2], a->b[0], a->b[1], a->b[2], a->smem, a->s, a->params);
}
#define DEFINE_LAUNCH_COOP(NAME)                                                                                    \
    EXPORT CUresult NAME(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, \
                         unsigned smem, CUstream s, void **params) {                                               \
        REAL(LCK, #NAME);                                                                                           \
        LCKArgs a = {fn, f, {gx, gy, gz}, {bx, by, bz}, smem, s, params};                                           \
        return launch(f, a.g, a.b, smem, s, NULL, 0, params, NULL, go_lck, &a, #NAME);                              \
    }
DEFINE_LAUNCH_COOP(cuLaunchCooperativeKernel)
DEFINE_LAUNCH_COOP(cuLaunchCooperativeKernel_ptsz)

typedef CUresult (*LKE)(const CUlaunchConfig *, CUfunction, void **, void **);
typedef struct {
    LKE fn;
    const CUlaunchConfig *c;
    CUfunction f;
    void **params, **extra;
} LKEArgs;
static CUresult go_lke(void *p) {
    LKEArgs *a = p;
    return a->fn(a->c, a->f, a->params, a->extra);
}
#define DEFINE_LAUNCH_EX(NAME)                                                                                      \
    EXPORT CUresult NAME(const CUlaunchConfig *c, CUfunction f, void **params, void **extra) {                      \
        REAL(LKE, #NAME);                                                                                           \
        LKEArgs a = {fn, c, f, params, extra};                                                                      \
        unsigned g[3] = {c->gridDimX, c->gridDimY, c->gridDimZ}, b[3] = {c->blockDimX, c->blockDimY, c->blockDimZ}; \
        return launch(f, g, b, c->sharedMemBytes, c->hStream, c->attrs, c->numAttrs, params, extra, go_lke, &a,     \
                      #NAME);                                                                                       \
    }
DEFINE_LAUNCH_EX(cuLaunchKernelEx)
DEFINE_LAUNCH_EX(cuLaunchKernelEx_ptsz)

/* modules and libraries */
EXPORT CUresult cuModuleLoadData(CUmodule *m, const void *image) {
    typedef CUresult (*T)(CUmodule *, const void *);
    REAL(T, "cuModuleLoadData");
    CUresult rc = fn(m, image);
    if (rc == 0) put_handle(*m, add_image(image, 0, NULL), 0, NULL);
    return rc;
}
EXPORT CUresult cuModuleLoadDataEx(CUmodule *m, const void *image, unsigned n, void *opts, void **vals) {
    typedef CUresult (*T)(CUmodule *, const void *, unsigned, void *, void **);
    REAL(T, "cuModuleLoadDataEx");
    CUresult rc = fn(m, image, n, opts, vals);
    if (rc == 0) put_handle(*m, add_image(image, 0, NULL), 0, NULL);
    return rc;
}
EXPORT CUresult cuModuleLoadFatBinary(CUmodule *m, const void *image) {
    typedef CUresult (*T)(CUmodule *, const void *);
    REAL(T, "cuModuleLoadFatBinary");
    CUresult rc = fn(m, image);
    if (rc == 0) put_handle(*m, add_image(image, 0, NULL), 0, NULL);
    return rc;
}
static int file_image(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *b = malloc(n + 1);
    if (!b || fread(b, 1, n, f) != (size_t)n) {
        fclose(f);
        free(b);
        return -1;
    }
    ((char *)b)[n] = 0;
    fclose(f);
    const void *p = b;
    char kind[8];
    size_t size = image_size(&p, kind);
    int id = add_image(b, size < (size_t)n ? (size_t)n : size, kind);
    images[id].copy = b; /* ours for good */
    return id;
}
EXPORT CUresult cuModuleLoad(CUmodule *m, const char *path) {
    typedef CUresult (*T)(CUmodule *, const char *);
    REAL(T, "cuModuleLoad");
    CUresult rc = fn(m, path);
    if (rc == 0) put_handle(*m, file_image(path), 0, NULL);
    return rc;
}
EXPORT CUresult cuLibraryLoadData(CUlibrary *l, const void *code, void *jo, void **jv, unsigned nj, void *lo,
                                  void **lv, unsigned nl) {
    typedef CUresult (*T)(CUlibrary *, const void *, void *, void **, unsigned, void *, void **, unsigned);
    REAL(T, "cuLibraryLoadData");
    CUresult rc = fn(l, code, jo, jv, nj, lo, lv, nl);
    if (rc == 0) put_handle(*l, add_image(code, 0, NULL), 0, NULL);
    return rc;
}
EXPORT CUresult cuLibraryLoadFromFile(CUlibrary *l, const char *path, void *jo, void **jv, unsigned nj, void *lo,
                                      void **lv, unsigned nl) {
    typedef CUresult (*T)(CUlibrary *, const char *, void *, void **, unsigned, void *, void **, unsigned);
    REAL(T, "cuLibraryLoadFromFile");
    CUresult rc = fn(l, path, jo, jv, nj, lo, lv, nl);
    if (rc == 0) put_handle(*l, file_image(path), 0, NULL);
    return rc;
}
EXPORT CUresult cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name) {
    typedef CUresult (*T)(CUfunction *, CUmodule, const char *);
    REAL(T, "cuModuleGetFunction");
    CUresult rc = fn(f, m, name);
    if (rc == 0) {
        Handle *mh = get_handle(m);
        put_handle(*f, mh ? mh->image : -1, 0, name);
    }
    return rc;
}
EXPORT CUresult cuLibraryGetKernel(CUkernel *k, CUlibrary l, const char *name) {
    typedef CUresult (*T)(CUkernel *, CUlibrary, const char *);
    REAL(T, "cuLibraryGetKernel");
    CUresult rc = fn(k, l, name);
    if (rc == 0) {
        Handle *lh = get_handle(l);
        put_handle(*k, lh ? lh->image : -1, 1, name);
    }
    return rc;
}
EXPORT CUresult cuLibraryGetModule(CUmodule *m, CUlibrary l) {
    typedef CUresult (*T)(CUmodule *, CUlibrary);
    REAL(T, "cuLibraryGetModule");
    CUresult rc = fn(m, l);
    if (rc == 0) {
        Handle *lh = get_handle(l);
        put_handle(*m, lh ? lh->image : -1, 0, NULL);
    }
    return rc;
}
EXPORT CUresult cuKernelGetFunction(CUfunction *f, CUkernel k) {
    typedef CUresult (*T)(CUfunction *, CUkernel);
    REAL(T, "cuKernelGetFunction");
    CUresult rc = fn(f, k);
    if (rc == 0) {
        Handle *kh = get_handle(k);
        if (kh) put_handle(*f, kh->image, 0, kh->name);
    }
    return rc;
}

/* allocations */
EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t n) {
    typedef CUresult (*T)(CUdeviceptr *, size_t);
    REAL(T, "cuMemAlloc_v2");
    CUresult rc = fn(p, n);
    if (rc == 0) track(*p, n, "alloc");
    return rc;
}
EXPORT CUresult cuMemAllocPitch_v2(CUdeviceptr *p, size_t *pitch, size_t w, size_t h, unsigned e) {
    typedef CUresult (*T)(CUdeviceptr *, size_t *, size_t, size_t, unsigned);
    REAL(T, "cuMemAllocPitch_v2");
    CUresult rc = fn(p, pitch, w, h, e);
    if (rc == 0) track(*p, *pitch * h, "pitch");
    return rc;
}
EXPORT CUresult cuMemAllocManaged(CUdeviceptr *p, size_t n, unsigned flags) {
    typedef CUresult (*T)(CUdeviceptr *, size_t, unsigned);
    REAL(T, "cuMemAllocManaged");
    CUresult rc = fn(p, n, flags);
    if (rc == 0) track(*p, n, "managed");
    return rc;
}
#define DEFINE_ALLOC_ASYNC(NAME)                                                                                    \
    EXPORT CUresult NAME(CUdeviceptr *p, size_t n, CUstream s) {                                                    \
        typedef CUresult (*T)(CUdeviceptr *, size_t, CUstream);                                                     \
        REAL(T, #NAME);                                                                                             \
        CUresult rc = fn(p, n, s);                                                                                  \
        if (rc == 0) track(*p, n, "async");                                                                         \
        return rc;                                                                                                  \
    }
DEFINE_ALLOC_ASYNC(cuMemAllocAsync)
DEFINE_ALLOC_ASYNC(cuMemAllocAsync_ptsz)
#define DEFINE_ALLOC_POOL(NAME)                                                                                     \
    EXPORT CUresult NAME(CUdeviceptr *p, size_t n, CUmemoryPool pool, CUstream s) {                                 \
        typedef CUresult (*T)(CUdeviceptr *, size_t, CUmemoryPool, CUstream);                                       \
        REAL(T, #NAME);                                                                                             \
        CUresult rc = fn(p, n, pool, s);                                                                            \
        if (rc == 0) track(*p, n, "pool");                                                                          \
        return rc;                                                                                                  \
    }
DEFINE_ALLOC_POOL(cuMemAllocFromPoolAsync)
DEFINE_ALLOC_POOL(cuMemAllocFromPoolAsync_ptsz)
EXPORT CUresult cuMemFree_v2(CUdeviceptr p) {
    typedef CUresult (*T)(CUdeviceptr);
    REAL(T, "cuMemFree_v2");
    untrack(p);
    return fn(p);
}
#define DEFINE_FREE_ASYNC(NAME)                                                                                     \
    EXPORT CUresult NAME(CUdeviceptr p, CUstream s) {                                                               \
        typedef CUresult (*T)(CUdeviceptr, CUstream);                                                               \
        REAL(T, #NAME);                                                                                             \
        untrack(p);                                                                                                 \
        return fn(p, s);                                                                                            \
    }
DEFINE_FREE_ASYNC(cuMemFreeAsync)
DEFINE_FREE_ASYNC(cuMemFreeAsync_ptsz)
/* ---- sharing memory between processes (one process per GPU: torch.distributed, NCCL) ----
 * Each side of a share gets the same key, so that `ptxemu capture` can tell, for memory a launch
 * reaches in one process, which process's allocation it is:
 *  - CUDA IPC (cudaIpcGetMemHandle / cudaIpcOpenMemHandle): "ipc:" and the handle's first 20 bytes;
 *  - virtual memory handles exported as a file descriptor (cuMemExportToShareableHandle, the fd
 *    passed over a Unix socket, cuMemImportFromShareableHandle): "fd:" and the file's device and
 *    inode, the same in every process that holds the descriptor; as a fabric handle: "fab:" and its
 *    bytes. A handle's key reaches the allocation where the handle is mapped (cuMemMap).
 * Events: {"ev":"share","role":"export"|"import","key":K,"address":VA,"size":N}: the exporter's
 * allocation is the memory; an importer's mapping of it is that memory seen from another process. */
typedef struct {
    unsigned long long handle;
    char key[48];
    const char *role;
} HandleKey;
static HandleKey hkeys[256];
static int n_hkeys;
static unsigned long long mapped_handle[1024]; /* the VMM maps seen: which handle where */
static CUdeviceptr mapped_at[1024];
static int n_mapped;

static void share_event(const char *role, const char *key, CUdeviceptr a, size_t size) {
    config();
    if (!enabled || !ev()) return;
    fprintf(ev(), "{\"ev\":\"share\",\"role\":\"%s\",\"key\":", role);
    json_str(ev(), key);
    fprintf(ev(), ",\"address\":%llu,\"size\":%zu}\n", a, size);
    fflush(ev());
}

static void set_key(CUdeviceptr base, const char *key) {
    for (int i = 0; i < n_allocs; i++)
        if (allocs[i].base == base) snprintf(allocs[i].key, sizeof allocs[i].key, "%s", key);
}

static void hex_key(char *out, size_t n, const char *prefix, const unsigned char *b, size_t len) {
    size_t k = snprintf(out, n, "%s", prefix);
    for (size_t i = 0; i < len && k + 2 < n; i++) k += snprintf(out + k, n - k, "%02x", b[i]);
}

static void fd_key(char *out, size_t n, int fd) {
    struct stat st;
    if (fstat(fd, &st) == 0)
        snprintf(out, n, "fd:%llx:%llx", (unsigned long long)st.st_dev, (unsigned long long)st.st_ino);
    else
        out[0] = 0;
}

/* a handle given a key: the allocations where it is mapped (now or later) get it */
static void key_handle(unsigned long long h, const char *key, const char *role) {
    pthread_mutex_lock(&lock);
    if (n_hkeys < 256) {
        hkeys[n_hkeys].handle = h, hkeys[n_hkeys].role = role;
        snprintf(hkeys[n_hkeys++].key, sizeof hkeys[0].key, "%s", key);
    }
    for (int i = 0; i < n_mapped; i++)
        if (mapped_handle[i] == h) {
            set_key(mapped_at[i], key);
            const Alloc *a = find_alloc(mapped_at[i]);
            share_event(role, key, mapped_at[i], a ? a->size : 0);
        }
    pthread_mutex_unlock(&lock);
}

typedef struct {
    unsigned char reserved[64];
} CUipcMemHandle;
EXPORT CUresult cuIpcGetMemHandle(CUipcMemHandle *h, CUdeviceptr p) {
    typedef CUresult (*T)(CUipcMemHandle *, CUdeviceptr);
    REAL(T, "cuIpcGetMemHandle");
    CUresult rc = fn(h, p);
    if (rc == 0) {
        char key[48];
        hex_key(key, sizeof key, "ipc:", h->reserved, 20);
        pthread_mutex_lock(&lock);
        const Alloc *a = find_alloc(p);
        CUdeviceptr base = a ? a->base : p;
        set_key(base, key);
        share_event("export", key, base, a ? a->size : 0);
        pthread_mutex_unlock(&lock);
    }
    return rc;
}
#define DEFINE_IPC_OPEN(NAME)                                                                                       \
    EXPORT CUresult NAME(CUdeviceptr *p, CUipcMemHandle h, unsigned flags) {                                        \
        typedef CUresult (*T)(CUdeviceptr *, CUipcMemHandle, unsigned);                                             \
        REAL(T, #NAME);                                                                                             \
        CUresult rc = fn(p, h, flags);                                                                              \
        if (rc == 0) ipc_opened(*p, &h);                                                                            \
        return rc;                                                                                                  \
    }
static void ipc_opened(CUdeviceptr p, const CUipcMemHandle *h) {
    typedef CUresult (*Range)(CUdeviceptr *, size_t *, CUdeviceptr);
    REAL_AS(Range, range, "cuMemGetAddressRange_v2");
    CUdeviceptr base = p;
    size_t size = 0;
    if (range) range(&base, &size, p);
    char key[48];
    hex_key(key, sizeof key, "ipc:", h->reserved, 20);
    track(base, size, "ipc");
    pthread_mutex_lock(&lock);
    set_key(base, key);
    share_event("import", key, base, size);
    pthread_mutex_unlock(&lock);
}
DEFINE_IPC_OPEN(cuIpcOpenMemHandle)
DEFINE_IPC_OPEN(cuIpcOpenMemHandle_v2)
EXPORT CUresult cuIpcCloseMemHandle(CUdeviceptr p) {
    typedef CUresult (*T)(CUdeviceptr);
    REAL(T, "cuIpcCloseMemHandle");
    untrack(p);
    return fn(p);
}
#define CU_MEM_HANDLE_TYPE_POSIX_FD 1
#define CU_MEM_HANDLE_TYPE_FABRIC 8
EXPORT CUresult cuMemExportToShareableHandle(void *out, unsigned long long h, int type, unsigned long long flags) {
    typedef CUresult (*T)(void *, unsigned long long, int, unsigned long long);
    REAL(T, "cuMemExportToShareableHandle");
    CUresult rc = fn(out, h, type, flags);
    char key[48] = "";
    if (rc == 0 && type == CU_MEM_HANDLE_TYPE_POSIX_FD) fd_key(key, sizeof key, *(int *)out);
    if (rc == 0 && type == CU_MEM_HANDLE_TYPE_FABRIC) hex_key(key, sizeof key, "fab:", out, 20);
    if (key[0]) key_handle(h, key, "export");
    return rc;
}
EXPORT CUresult cuMemImportFromShareableHandle(unsigned long long *h, void *os, int type) {
    typedef CUresult (*T)(unsigned long long *, void *, int);
    REAL(T, "cuMemImportFromShareableHandle");
    CUresult rc = fn(h, os, type);
    char key[48] = "";
    if (rc == 0 && type == CU_MEM_HANDLE_TYPE_POSIX_FD) fd_key(key, sizeof key, (int)(uintptr_t)os);
    if (rc == 0 && type == CU_MEM_HANDLE_TYPE_FABRIC) hex_key(key, sizeof key, "fab:", os, 20);
    if (key[0]) key_handle(*h, key, "import");
    return rc;
}

/* virtual memory management: a mapped range is an allocation until it is unmapped */
EXPORT CUresult cuMemMap(CUdeviceptr p, size_t n, size_t offset, unsigned long long handle, unsigned long long flags) {
    typedef CUresult (*T)(CUdeviceptr, size_t, size_t, unsigned long long, unsigned long long);
    REAL(T, "cuMemMap");
    CUresult rc = fn(p, n, offset, handle, flags);
    if (rc == 0) {
        track(p, n, "vmm");
        pthread_mutex_lock(&lock);
        if (n_mapped < 1024) mapped_handle[n_mapped] = handle, mapped_at[n_mapped++] = p;
        for (int i = 0; i < n_hkeys; i++) /* a handle exported or imported before it was mapped */
            if (hkeys[i].handle == handle) {
                set_key(p, hkeys[i].key);
                share_event(hkeys[i].role, hkeys[i].key, p, n);
            }
        pthread_mutex_unlock(&lock);
    }
    return rc;
}
EXPORT CUresult cuMemUnmap(CUdeviceptr p, size_t n) {
    typedef CUresult (*T)(CUdeviceptr, size_t);
    REAL(T, "cuMemUnmap");
    untrack(p);
    return fn(p, n);
}



/* ---- tensor maps ----
 * Every cuTensorMapEncodeTiled call with its arguments, its result and (where it succeeded) the 128
 * bytes it wrote: under --as the present GPU's driver refuses map types only the other GPU has
 * (Blackwell's packed 4/6-bit types, some swizzles); the program goes on with whatever the map's memory
 * held, and the replay encodes those maps from the arguments for the GPU the program was told it ran on
 * (the same keys as tools/truth/cutlass/tmaprec's log). */
EXPORT CUresult cuTensorMapEncodeTiled(void *map, int dtype, unsigned rank, void *gaddr, const unsigned long long *gdim,
                                       const unsigned long long *gstrides, const unsigned *box,
                                       const unsigned *estrides, int interleave, int swizzle, int l2, int oob) {
    typedef CUresult (*T)(void *, int, unsigned, void *, const unsigned long long *, const unsigned long long *,
                          const unsigned *, const unsigned *, int, int, int, int);
    REAL(T, "cuTensorMapEncodeTiled");
    CUresult rc = fn(map, dtype, rank, gaddr, gdim, gstrides, box, estrides, interleave, swizzle, l2, oob);
    config();
    if (!enabled || rank == 0 || rank > 5) return rc;
    pthread_mutex_lock(&lock);
    FILE *f = ev();
    if (f) {
        fprintf(f, "{\"ev\":\"tmap\",\"kind\":\"tiled\",\"result\":%d,\"data_type\":%d,\"rank\":%u,\"global_address\":%llu",
                rc, dtype, rank, (unsigned long long)(uintptr_t)gaddr);
        fprintf(f, ",\"global_dim\":[");
        for (unsigned i = 0; i < rank; i++) fprintf(f, "%s%llu", i ? "," : "", gdim ? gdim[i] : 0ULL);
        fprintf(f, "],\"global_strides\":[");
        for (unsigned i = 0; i + 1 < rank; i++) fprintf(f, "%s%llu", i ? "," : "", gstrides ? gstrides[i] : 0ULL);
        fprintf(f, "],\"box_dim\":[");
        for (unsigned i = 0; i < rank; i++) fprintf(f, "%s%u", i ? "," : "", box ? box[i] : 0U);
        fprintf(f, "],\"element_strides\":[");
        for (unsigned i = 0; i < rank; i++) fprintf(f, "%s%u", i ? "," : "", estrides ? estrides[i] : 0U);
        fprintf(f, "],\"interleave\":%d,\"swizzle\":%d,\"l2_promotion\":%d,\"oob_fill\":%d,\"bytes\":\"", interleave,
                swizzle, l2, oob);
        if (rc == 0 && map)
            for (int b = 0; b < 128; b++) fprintf(f, "%02x", ((unsigned char *)map)[b]);
        fprintf(f, "\"}\n");
        fflush(f);
    }
    pthread_mutex_unlock(&lock);
    return rc;
}

/* --as: the compute capability the program is told (attributes 75/76 and the deprecated query) */
EXPORT CUresult cuDeviceGetAttribute(int *v, int attr, CUdevice d) {
    typedef CUresult (*T)(int *, int, CUdevice);
    REAL(T, "cuDeviceGetAttribute");
    CUresult rc = fn(v, attr, d);
    config();
    if (rc == 0 && as_major >= 0) {
        if (attr == CU_DEVICE_ATTRIBUTE_CC_MAJOR) *v = as_major;
        if (attr == CU_DEVICE_ATTRIBUTE_CC_MINOR) *v = as_minor;
    }
    return rc;
}
EXPORT CUresult cuDeviceComputeCapability(int *major, int *minor, CUdevice d) {
    typedef CUresult (*T)(int *, int *, CUdevice);
    REAL(T, "cuDeviceComputeCapability");
    CUresult rc = fn(major, minor, d);
    config();
    if (rc == 0 && as_major >= 0) *major = as_major, *minor = as_minor;
    return rc;
}

/* ---- CUDA graphs ----
 * An instantiated graph (CUgraphExec) is a snapshot: the graph may change or be destroyed after
 * cuGraphInstantiate. So at instantiation its kernel nodes are read (in an order that keeps every
 * edge: Kahn's, ties in the driver's node order) with their parameter bytes copied, and at
 * cuGraphLaunch those nodes are launched one by one through the common launch path, where they are
 * selected, recorded and counted like any launch; memcpy, memset and host nodes run in their place
 * on the same stream (cuMemcpy3DAsync, cuMemsetD2D*Async, cuLaunchHostFunc). Parallel branches run
 * one after the other (the results of a race-free graph do not depend on that). A graph with other
 * nodes (child graph, event, memory alloc/free, conditional), or one whose instance was updated
 * (cuGraphExecKernelNodeSetParams, cuGraphExecUpdate), is launched whole, unrecorded, with a note. */
typedef void *CUgraph, *CUgraphExec, *CUgraphNode;
typedef struct {
    int type; /* CU_GRAPH_NODE_TYPE_KERNEL (0), _MEMCPY (1), _MEMSET (2), _HOST (3) */
    CUfunction f;
    unsigned g[3], b[3], smem, cluster[3];
    unsigned char *pbuf;
    int np;
    size_t off[64], sz[64];
    unsigned char raw[256]; /* a memcpy, memset or host node's parameters, as the driver gave them */
} GNode;
typedef struct {
    CUgraphExec exec;
    int n;
    GNode *nodes;
    char whole[160]; /* why it is launched whole; "" when node by node */
} GExec;
static GExec *gexecs;
static int n_gexecs, cap_gexecs;

static GExec *find_gexec(CUgraphExec x) {
    for (int i = n_gexecs - 1; i >= 0; i--)
        if (gexecs[i].exec == x) return &gexecs[i];
    return NULL;
}

static void drop_gexec(CUgraphExec x) {
    GExec *g = find_gexec(x);
    if (!g) return;
    for (int i = 0; i < g->n; i++) free(g->nodes[i].pbuf);
    free(g->nodes);
    *g = gexecs[--n_gexecs];
}

static void snapshot_graph(CUgraphExec exec, CUgraph graph) {
    typedef CUresult (*GetNodes)(CUgraph, CUgraphNode *, size_t *);
    typedef CUresult (*GetType)(CUgraphNode, int *);
    typedef CUresult (*GetEdges)(CUgraph, CUgraphNode *, CUgraphNode *, size_t *);
    typedef CUresult (*GetEdges2)(CUgraph, CUgraphNode *, CUgraphNode *, void *, size_t *);
    typedef CUresult (*GetParams)(CUgraphNode, void *);
    typedef CUresult (*GetAttr)(CUgraphNode, int, void *);
    config();
    if (!enabled) return;
    REAL_AS(GetNodes, get_nodes, "cuGraphGetNodes");
    REAL_AS(GetType, get_type, "cuGraphNodeGetType");
    REAL_AS(GetEdges, get_edges, "cuGraphGetEdges");
    REAL_AS(GetEdges2, get_edges2, "cuGraphGetEdges_v2");
    REAL_AS(GetParams, get_params2, "cuGraphKernelNodeGetParams_v2");
    REAL_AS(GetParams, get_params1, "cuGraphKernelNodeGetParams");
    REAL_AS(GetAttr, get_attr, "cuGraphKernelNodeGetAttribute");
    pthread_mutex_lock(&lock);
    drop_gexec(exec); /* a handle value reused */
    if (n_gexecs == cap_gexecs) {
        cap_gexecs = cap_gexecs ? 2 * cap_gexecs : 16;
        gexecs = realloc(gexecs, cap_gexecs * sizeof *gexecs);
    }
    GExec *g = &gexecs[n_gexecs++];
    memset(g, 0, sizeof *g);
    g->exec = exec;
    size_t nn = 0, ne = 0;
    CUgraphNode *nodes = NULL, *from = NULL, *to = NULL;
    int *indeg = NULL, *done = NULL;
    if (!get_nodes || get_nodes(graph, NULL, &nn) != 0) {
        snprintf(g->whole, sizeof g->whole, "the driver did not list the graph's nodes");
        goto out;
    }
    nodes = calloc(nn + 1, sizeof *nodes);
    get_nodes(graph, nodes, &nn);
    for (size_t i = 0; i < nn; i++) {
        int type = -1;
        if (get_type) get_type(nodes[i], &type);
        if (type < 0 || type > 5 || type == 4) { /* kernel, memcpy, memset, host, empty: not a child graph */
            snprintf(g->whole, sizeof g->whole, "it has a node of type %d (not a kernel)", type);
            goto out;
        }
    }
    /* edges, for an order that respects them */
    int have_edges = 0;
    CUresult erc[4] = {-1, -1, -1, -1};
    /* with the edges' data (CUgraphEdgeData, 8 bytes each; room for 16): without it the driver refuses
       to list edges that carry any (CUDA_ERROR_LOSSY_QUERY). The count first (from, to and data NULL);
       where the driver refuses that too (a reading of "a lossy query via NULL edgeData"), arrays of a
       guessed size, larger until the driver returns fewer edges than they hold (it writes how many). */
    void *edata = NULL;
    if (get_edges2 && (erc[0] = get_edges2(graph, NULL, NULL, NULL, &ne)) == 0) {
        from = calloc(ne + 1, sizeof *from), to = calloc(ne + 1, sizeof *to), edata = calloc(ne + 1, 16);
        have_edges = (erc[1] = get_edges2(graph, from, to, edata, &ne)) == 0;
    } else if (get_edges2) {
        for (size_t room = 2 * nn + 16; !have_edges && room <= ((size_t)1 << 24); room *= 8) {
            free(from), free(to), free(edata);
            from = calloc(room, sizeof *from), to = calloc(room, sizeof *to), edata = calloc(room, 16);
            ne = room;
            if ((erc[1] = get_edges2(graph, from, to, edata, &ne)) != 0) break;
            have_edges = ne < room;
        }
    }
    if (!have_edges && get_edges && (erc[2] = get_edges(graph, NULL, NULL, &ne)) == 0) {
        free(from), free(to);
        from = calloc(ne + 1, sizeof *from), to = calloc(ne + 1, sizeof *to);
        have_edges = (erc[3] = get_edges(graph, from, to, &ne)) == 0;
    }
    free(edata);
    if (!have_edges) {
        ne = 0;
        char why[96];
        snprintf(why, sizeof why, "cuGraphGetEdges_v2: %d then %d; cuGraphGetEdges: %d then %d", erc[0], erc[1],
                 erc[2], erc[3]);
        note("CUDA graph: the driver gave no edges; its nodes are launched in the order it listed them", why);
    }
    indeg = calloc(nn + 1, sizeof *indeg), done = calloc(nn + 1, sizeof *done);
    for (size_t e = 0; e < ne; e++)
        for (size_t i = 0; i < nn; i++)
            if (nodes[i] == to[e]) indeg[i]++;
    g->nodes = calloc(nn + 1, sizeof *g->nodes);
    for (size_t k = 0; k < nn; k++) {
        size_t i = 0;
        while (i < nn && (done[i] || indeg[i])) i++;
        if (i == nn) {
            snprintf(g->whole, sizeof g->whole, "its edges form a cycle");
            goto out;
        }
        done[i] = 1;
        for (size_t e = 0; e < ne; e++)
            if (from[e] == nodes[i])
                for (size_t j = 0; j < nn; j++)
                    if (nodes[j] == to[e]) indeg[j]--;
        int type = -1;
        if (get_type) get_type(nodes[i], &type);
        if (type == 5) continue; /* empty */
        if (type != 0) {
            typedef CUresult (*GetRaw)(CUgraphNode, void *);
            static const char *getter[4] = {NULL, "cuGraphMemcpyNodeGetParams", "cuGraphMemsetNodeGetParams",
                                            "cuGraphHostNodeGetParams"};
            GetRaw get_raw = (GetRaw)real(getter[type]);
            GNode *gn = &g->nodes[g->n];
            memset(gn, 0, sizeof *gn);
            gn->type = type;
            if (!get_raw || get_raw(nodes[i], gn->raw) != 0) {
                snprintf(g->whole, sizeof g->whole, "the driver did not give a node's parameters (type %d)", type);
                goto out;
            }
            g->n++;
            continue;
        }
        /* CUDA_KERNEL_NODE_PARAMS(_v2): func, grid, block, shared, kernelParams, extra (, kern, ctx) */
        union {
            unsigned char raw[256];
            struct {
                CUfunction func;
                unsigned g[3], b[3], smem;
                void **params, **extra;
                CUkernel kern;
                CUcontext ctx;
            } p;
        } kp;
        memset(&kp, 0, sizeof kp);
        if (!((get_params2 && get_params2(nodes[i], &kp) == 0) || (get_params1 && get_params1(nodes[i], &kp) == 0))) {
            snprintf(g->whole, sizeof g->whole, "the driver did not give a kernel node's parameters");
            goto out;
        }
        GNode *gn = &g->nodes[g->n];
        memset(gn, 0, sizeof *gn);
        gn->f = kp.p.func;
        if (!gn->f && kp.p.kern) { /* a library kernel: its function in the current context */
            typedef CUresult (*KF)(CUfunction *, CUkernel);
            REAL_AS(KF, kernel_function, "cuKernelGetFunction");
            if (!(kernel_function && kernel_function(&gn->f, kp.p.kern) == 0)) gn->f = (CUfunction)kp.p.kern;
            Handle *kh = get_handle(kp.p.kern);
            if (kh && !get_handle(gn->f)) put_handle(gn->f, kh->image, 0, kh->name);
        }
        memcpy(gn->g, kp.p.g, sizeof gn->g);
        memcpy(gn->b, kp.p.b, sizeof gn->b);
        gn->smem = kp.p.smem;
        int np = param_layout(get_handle(gn->f), gn->f, gn->off, gn->sz, 64);
        if (np < 0 || (!kp.p.params && np > 0)) {
            snprintf(g->whole, sizeof g->whole, "a kernel node's parameters cannot be read (%s)",
                     np < 0 ? "no cuFuncGetParamInfo" : "given as one buffer");
            goto out;
        }
        size_t plen = 0;
        for (int q = 0; q < np; q++)
            if (gn->off[q] + gn->sz[q] > plen) plen = gn->off[q] + gn->sz[q];
        gn->pbuf = calloc(1, plen + 1);
        for (int q = 0; q < np; q++) memcpy(gn->pbuf + gn->off[q], kp.p.params[q], gn->sz[q]);
        gn->np = np;
        CUlaunchAttribute a;
        memset(&a, 0, sizeof a);
        if (get_attr && get_attr(nodes[i], CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION, &a.value) == 0 &&
            a.value.clusterDim.x > 0)
            gn->cluster[0] = a.value.clusterDim.x, gn->cluster[1] = a.value.clusterDim.y,
            gn->cluster[2] = a.value.clusterDim.z;
        g->n++;
    }
out:
    free(nodes), free(from), free(to), free(indeg), free(done);
    pthread_mutex_unlock(&lock);
}

/* the first two arguments of every instantiation call are (CUgraphExec *out, CUgraph graph); the rest
   (log buffer, flags, params) are passed on as they came (x86-64: in registers, unused ones ignored) */
#define DEFINE_INSTANTIATE(NAME)                                                                                    \
    EXPORT CUresult NAME(CUgraphExec *x, CUgraph graph, void *a, void *b, void *c) {                                \
        typedef CUresult (*T)(CUgraphExec *, CUgraph, void *, void *, void *);                                      \
        REAL(T, #NAME);                                                                                             \
        CUresult rc = fn(x, graph, a, b, c);                                                                        \
        if (rc == 0 && x && *x) snapshot_graph(*x, graph);                                                          \
        return rc;                                                                                                  \
    }
DEFINE_INSTANTIATE(cuGraphInstantiate)
DEFINE_INSTANTIATE(cuGraphInstantiate_v2)
DEFINE_INSTANTIATE(cuGraphInstantiateWithFlags)
DEFINE_INSTANTIATE(cuGraphInstantiateWithParams)
DEFINE_INSTANTIATE(cuGraphInstantiateWithParams_ptsz)

/* an instance changed after its snapshot: launched whole from then on */
static void graph_updated(CUgraphExec x, const char *how) {
    pthread_mutex_lock(&lock);
    GExec *g = find_gexec(x);
    if (g) snprintf(g->whole, sizeof g->whole, "its instance was changed by %s", how);
    pthread_mutex_unlock(&lock);
}
#define DEFINE_EXEC_UPDATE(NAME)                                                                                    \
    EXPORT CUresult NAME(CUgraphExec x, void *a, void *b, void *c) {                                                \
        typedef CUresult (*T)(CUgraphExec, void *, void *, void *);                                                 \
        REAL(T, #NAME);                                                                                             \
        graph_updated(x, #NAME);                                                                                    \
        return fn(x, a, b, c);                                                                                      \
    }
DEFINE_EXEC_UPDATE(cuGraphExecKernelNodeSetParams)
DEFINE_EXEC_UPDATE(cuGraphExecKernelNodeSetParams_v2)
DEFINE_EXEC_UPDATE(cuGraphExecUpdate)
DEFINE_EXEC_UPDATE(cuGraphExecUpdate_v2)
DEFINE_EXEC_UPDATE(cuGraphExecNodeSetParams)
EXPORT CUresult cuGraphExecDestroy(CUgraphExec x) {
    typedef CUresult (*T)(CUgraphExec);
    REAL(T, "cuGraphExecDestroy");
    pthread_mutex_lock(&lock);
    drop_gexec(x);
    pthread_mutex_unlock(&lock);
    return fn(x);
}

typedef struct {
    const GNode *n;
    CUstream s;
    void **params;
    int ptsz;
} GNArgs;
static CUresult go_gnode(void *p) {
    GNArgs *a = p;
    const GNode *n = a->n;
    if (n->cluster[0]) {
        REAL_AS(LKE, lke, "cuLaunchKernelEx");
        REAL_AS(LKE, lke_ptsz, "cuLaunchKernelEx_ptsz");
        CUlaunchAttribute at;
        memset(&at, 0, sizeof at);
        at.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        at.value.clusterDim.x = n->cluster[0], at.value.clusterDim.y = n->cluster[1];
        at.value.clusterDim.z = n->cluster[2];
        CUlaunchConfig c = {n->g[0], n->g[1], n->g[2], n->b[0], n->b[1], n->b[2], n->smem, a->s, &at, 1};
        return (a->ptsz && lke_ptsz ? lke_ptsz : lke)(&c, n->f, a->params, NULL);
    }
    REAL_AS(LK, lk, "cuLaunchKernel");
    REAL_AS(LK, lk_ptsz, "cuLaunchKernel_ptsz");
    return (a->ptsz && lk_ptsz ? lk_ptsz : lk)(n->f, n->g[0], n->g[1], n->g[2], n->b[0], n->b[1], n->b[2], n->smem,
                                               a->s, a->params, NULL);
}

/* a memcpy, memset or host node, run in its place on the stream */
static CUresult run_other_node(const GNode *n, CUstream s, int ptsz) {
    typedef CUresult (*Copy3D)(const void *, CUstream);
    typedef CUresult (*Set2D)(CUdeviceptr, size_t, unsigned, size_t, size_t, CUstream);
    typedef CUresult (*Host)(CUstream, void *, void *);
    if (n->type == 1) {
        Copy3D c = (Copy3D)real(ptsz ? "cuMemcpy3DAsync_v2_ptsz" : "cuMemcpy3DAsync_v2");
        return c ? c(n->raw, s) : 999;
    }
    if (n->type == 2) {
        struct {
            CUdeviceptr dst;
            size_t pitch;
            unsigned value, element;
            size_t width, height;
        } m;
        memcpy(&m, n->raw, sizeof m);
        const char *name = m.element == 1 ? "cuMemsetD2D8Async" : m.element == 2 ? "cuMemsetD2D16Async" : "cuMemsetD2D32Async";
        char full[64];
        snprintf(full, sizeof full, "%s%s", name, ptsz ? "_ptsz" : "");
        Set2D set = (Set2D)real(full);
        size_t pitch = m.height <= 1 ? m.width * m.element : m.pitch; /* the pitch is unused for one row */
        return set ? set(m.dst, pitch, m.value, m.width, m.height ? m.height : 1, s) : 999;
    }
    if (n->type == 3) {
        void *fnp, *data;
        memcpy(&fnp, n->raw, sizeof fnp);
        memcpy(&data, n->raw + sizeof fnp, sizeof data);
        Host h = (Host)real(ptsz ? "cuLaunchHostFunc_ptsz" : "cuLaunchHostFunc");
        return h ? h(s, fnp, data) : 999;
    }
    return 0;
}

static CUresult graph_launch(CUgraphExec x, CUstream s, int ptsz, CUresult (*whole)(CUgraphExec, CUstream)) {
    config();
    if (!enabled) return whole(x, s);
    pthread_mutex_lock(&lock);
    GExec *g = find_gexec(x);
    if (!g || g->whole[0]) {
        char why[200];
        snprintf(why, sizeof why, "%s", g ? g->whole : "its instantiation was not seen");
        pthread_mutex_unlock(&lock);
        note("CUDA graph launched whole, its kernels not recorded", why);
        return whole(x, s);
    }
    /* a copy: the launches below may instantiate or destroy graphs (they do not; a callback could) */
    int n = g->n;
    GNode *nodes = malloc((n + 1) * sizeof *nodes);
    memcpy(nodes, g->nodes, n * sizeof *nodes);
    pthread_mutex_unlock(&lock);
    CUresult rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        if (nodes[i].type != 0) {
            rc = run_other_node(&nodes[i], s, ptsz);
            continue;
        }
        void *params[64];
        for (int q = 0; q < nodes[i].np; q++) params[q] = nodes[i].pbuf + nodes[i].off[q];
        GNArgs a = {&nodes[i], s, params, ptsz};
        CUlaunchAttribute at;
        memset(&at, 0, sizeof at);
        at.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        memcpy(&at.value.clusterDim, nodes[i].cluster, sizeof nodes[i].cluster);
        rc = launch(nodes[i].f, nodes[i].g, nodes[i].b, nodes[i].smem, s, nodes[i].cluster[0] ? &at : NULL,
                    nodes[i].cluster[0] ? 1 : 0, params, NULL, go_gnode, &a,
                    ptsz ? "cuGraphLaunch_ptsz" : "cuGraphLaunch");
    }
    free(nodes);
    return rc;
}
EXPORT CUresult cuGraphLaunch(CUgraphExec x, CUstream s) {
    typedef CUresult (*T)(CUgraphExec, CUstream);
    REAL(T, "cuGraphLaunch");
    return graph_launch(x, s, 0, fn);
}
EXPORT CUresult cuGraphLaunch_ptsz(CUgraphExec x, CUstream s) {
    typedef CUresult (*T)(CUgraphExec, CUstream);
    REAL(T, "cuGraphLaunch_ptsz");
    return graph_launch(x, s, 1, fn);
}

/* ---- the lookup paths: cuGetProcAddress and dlsym ---- */
typedef struct {
    const char *exported; /* libcuda's symbol */
    const char *base;     /* the name cuGetProcAddress is asked for */
    int ptsz;             /* the per-thread-default-stream variant */
    int min_version;      /* cuGetProcAddress's cudaVersion from which `exported` is the answer */
    void *wrapper;
} Entry;

EXPORT CUresult cuGetProcAddress(const char *, void **, int, unsigned long long);
EXPORT CUresult cuGetProcAddress_v2(const char *, void **, int, unsigned long long, void *);

static const Entry entries[] = {
    {"cuGetProcAddress", "cuGetProcAddress", 0, 0, (void *)cuGetProcAddress},
    {"cuGetProcAddress_v2", "cuGetProcAddress", 0, 12000, (void *)cuGetProcAddress_v2},
    {"cuLaunchKernel", "cuLaunchKernel", 0, 0, (void *)cuLaunchKernel},
    {"cuLaunchKernel_ptsz", "cuLaunchKernel", 1, 0, (void *)cuLaunchKernel_ptsz},
    {"cuLaunchCooperativeKernel", "cuLaunchCooperativeKernel", 0, 0, (void *)cuLaunchCooperativeKernel},
    {"cuLaunchCooperativeKernel_ptsz", "cuLaunchCooperativeKernel", 1, 0, (void *)cuLaunchCooperativeKernel_ptsz},
    {"cuLaunchKernelEx", "cuLaunchKernelEx", 0, 0, (void *)cuLaunchKernelEx},
    {"cuLaunchKernelEx_ptsz", "cuLaunchKernelEx", 1, 0, (void *)cuLaunchKernelEx_ptsz},
    {"cuModuleLoadData", "cuModuleLoadData", 0, 0, (void *)cuModuleLoadData},
    {"cuModuleLoadDataEx", "cuModuleLoadDataEx", 0, 0, (void *)cuModuleLoadDataEx},
    {"cuModuleLoadFatBinary", "cuModuleLoadFatBinary", 0, 0, (void *)cuModuleLoadFatBinary},
    {"cuModuleLoad", "cuModuleLoad", 0, 0, (void *)cuModuleLoad},
    {"cuLibraryLoadData", "cuLibraryLoadData", 0, 0, (void *)cuLibraryLoadData},
    {"cuLibraryLoadFromFile", "cuLibraryLoadFromFile", 0, 0, (void *)cuLibraryLoadFromFile},
    {"cuModuleGetFunction", "cuModuleGetFunction", 0, 0, (void *)cuModuleGetFunction},
    {"cuLibraryGetKernel", "cuLibraryGetKernel", 0, 0, (void *)cuLibraryGetKernel},
    {"cuLibraryGetModule", "cuLibraryGetModule", 0, 0, (void *)cuLibraryGetModule},
    {"cuKernelGetFunction", "cuKernelGetFunction", 0, 0, (void *)cuKernelGetFunction},
    {"cuMemAlloc_v2", "cuMemAlloc", 0, 3020, (void *)cuMemAlloc_v2},
    {"cuMemAllocPitch_v2", "cuMemAllocPitch", 0, 3020, (void *)cuMemAllocPitch_v2},
    {"cuMemAllocManaged", "cuMemAllocManaged", 0, 0, (void *)cuMemAllocManaged},
    {"cuMemAllocAsync", "cuMemAllocAsync", 0, 0, (void *)cuMemAllocAsync},
    {"cuMemAllocAsync_ptsz", "cuMemAllocAsync", 1, 0, (void *)cuMemAllocAsync_ptsz},
    {"cuMemAllocFromPoolAsync", "cuMemAllocFromPoolAsync", 0, 0, (void *)cuMemAllocFromPoolAsync},
    {"cuMemAllocFromPoolAsync_ptsz", "cuMemAllocFromPoolAsync", 1, 0, (void *)cuMemAllocFromPoolAsync_ptsz},
    {"cuMemFree_v2", "cuMemFree", 0, 3020, (void *)cuMemFree_v2},
    {"cuMemFreeAsync", "cuMemFreeAsync", 0, 0, (void *)cuMemFreeAsync},
    {"cuMemFreeAsync_ptsz", "cuMemFreeAsync", 1, 0, (void *)cuMemFreeAsync_ptsz},
    {"cuMemMap", "cuMemMap", 0, 0, (void *)cuMemMap},
    {"cuMemUnmap", "cuMemUnmap", 0, 0, (void *)cuMemUnmap},
    {"cuDeviceGetAttribute", "cuDeviceGetAttribute", 0, 0, (void *)cuDeviceGetAttribute},
    {"cuIpcGetMemHandle", "cuIpcGetMemHandle", 0, 0, (void *)cuIpcGetMemHandle},
    {"cuIpcOpenMemHandle", "cuIpcOpenMemHandle", 0, 0, (void *)cuIpcOpenMemHandle},
    {"cuIpcOpenMemHandle_v2", "cuIpcOpenMemHandle", 0, 11000, (void *)cuIpcOpenMemHandle_v2},
    {"cuIpcCloseMemHandle", "cuIpcCloseMemHandle", 0, 0, (void *)cuIpcCloseMemHandle},
    {"cuMemExportToShareableHandle", "cuMemExportToShareableHandle", 0, 0, (void *)cuMemExportToShareableHandle},
    {"cuMemImportFromShareableHandle", "cuMemImportFromShareableHandle", 0, 0,
     (void *)cuMemImportFromShareableHandle},
    {"cuDeviceComputeCapability", "cuDeviceComputeCapability", 0, 0, (void *)cuDeviceComputeCapability},
    {"cuTensorMapEncodeTiled", "cuTensorMapEncodeTiled", 0, 0, (void *)cuTensorMapEncodeTiled},
    {"cuGraphInstantiate", "cuGraphInstantiate", 0, 0, (void *)cuGraphInstantiate},
    {"cuGraphInstantiate_v2", "cuGraphInstantiate", 0, 11000, (void *)cuGraphInstantiate_v2},
    {"cuGraphInstantiateWithFlags", "cuGraphInstantiate", 0, 12000, (void *)cuGraphInstantiateWithFlags},
    {"cuGraphInstantiateWithFlags", "cuGraphInstantiateWithFlags", 0, 0, (void *)cuGraphInstantiateWithFlags},
    {"cuGraphInstantiateWithParams", "cuGraphInstantiateWithParams", 0, 0, (void *)cuGraphInstantiateWithParams},
    {"cuGraphInstantiateWithParams_ptsz", "cuGraphInstantiateWithParams", 1, 0,
     (void *)cuGraphInstantiateWithParams_ptsz},
    {"cuGraphExecKernelNodeSetParams", "cuGraphExecKernelNodeSetParams", 0, 0, (void *)cuGraphExecKernelNodeSetParams},
    {"cuGraphExecKernelNodeSetParams_v2", "cuGraphExecKernelNodeSetParams", 0, 12000,
     (void *)cuGraphExecKernelNodeSetParams_v2},
    {"cuGraphExecUpdate", "cuGraphExecUpdate", 0, 0, (void *)cuGraphExecUpdate},
    {"cuGraphExecUpdate_v2", "cuGraphExecUpdate", 0, 12000, (void *)cuGraphExecUpdate_v2},
    {"cuGraphExecNodeSetParams", "cuGraphExecNodeSetParams", 0, 0, (void *)cuGraphExecNodeSetParams},
    {"cuGraphExecDestroy", "cuGraphExecDestroy", 0, 0, (void *)cuGraphExecDestroy},
    {"cuGraphLaunch", "cuGraphLaunch", 0, 0, (void *)cuGraphLaunch},
    {"cuGraphLaunch_ptsz", "cuGraphLaunch", 1, 0, (void *)cuGraphLaunch_ptsz},
};
#define N_ENTRIES (sizeof entries / sizeof entries[0])
#define N_ENTRIES_MAX 128
_Static_assert(N_ENTRIES <= N_ENTRIES_MAX, "entries");

static void proc_event(const char *symbol, int version, unsigned long long flags, CUresult rc, void *answer,
                       void *w) {
    config();
    if (!enabled || !verbose || !ev()) return;
    fprintf(ev(), "{\"ev\":\"proc\",\"symbol\":");
    json_str(ev(), symbol);
    fprintf(ev(), ",\"version\":%d,\"flags\":%llu,\"rc\":%d,\"found\":%d,\"wrapped\":%d}\n", version, flags, rc,
            answer != NULL, w != NULL);
}

/* The wrapper for a cuGetProcAddress answer; NULL where we leave the driver's own. First by what the
   driver answered: the exported entry point whose address it is (that settles which ABI version and
   which stream variant the caller gets, whatever the version numbers); else by name and version. */
static void *wrap_proc(const char *symbol, int version, unsigned long long flags, void *answer) {
    static void *real_of[N_ENTRIES_MAX];
    static int looked_up;
    if (!looked_up) {
        for (size_t i = 0; i < N_ENTRIES; i++) real_of[i] = real(entries[i].exported);
        looked_up = 1;
    }
    for (size_t i = 0; i < N_ENTRIES; i++)
        if (answer && real_of[i] == answer) return entries[i].wrapper;
    int ptsz = (flags & CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM) != 0;
    const Entry *best = NULL;
    for (size_t i = 0; i < N_ENTRIES; i++) {
        const Entry *e = &entries[i];
        if (strcmp(e->base, symbol) != 0 || version < e->min_version) continue;
        int has_ptsz_variant = 0;
        for (size_t j = 0; j < N_ENTRIES; j++)
            if (!strcmp(entries[j].base, symbol) && entries[j].ptsz) has_ptsz_variant = 1;
        if (has_ptsz_variant && e->ptsz != ptsz) continue;
        if (!best || e->min_version > best->min_version) best = e;
    }
    /* entry points that had older ABIs (cuMemAlloc before 3.2) stay the driver's below min_version */
    return best ? best->wrapper : NULL;
}

EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int version, unsigned long long flags) {
    typedef CUresult (*T)(const char *, void **, int, unsigned long long);
    REAL(T, "cuGetProcAddress");
    CUresult rc = fn(symbol, pfn, version, flags);
    void *w = NULL;
    if (rc == 0 && pfn && *pfn) {
        w = wrap_proc(symbol, version, flags, *pfn);
        if (w) *pfn = w;
    }
    proc_event(symbol, version, flags, rc, pfn ? *pfn : NULL, w);
    return rc;
}
EXPORT CUresult cuGetProcAddress_v2(const char *symbol, void **pfn, int version, unsigned long long flags,
                                    void *status) {
    typedef CUresult (*T)(const char *, void **, int, unsigned long long, void *);
    REAL(T, "cuGetProcAddress_v2");
    CUresult rc = fn(symbol, pfn, version, flags, status);
    void *w = NULL;
    if (rc == 0 && pfn && *pfn) {
        w = wrap_proc(symbol, version, flags, *pfn);
        if (w) *pfn = w;
    }
    proc_event(symbol, version, flags, rc, pfn ? *pfn : NULL, w);
    return rc;
}

EXPORT void *dlsym(void *handle, const char *name) {
    init_real_dlsym();
    void *p = real_dlsym(handle, name);
    if (!p || name[0] != 'c' || name[1] != 'u') return p;
    for (size_t i = 0; i < N_ENTRIES; i++)
        if (!strcmp(entries[i].exported, name) && p != entries[i].wrapper) return entries[i].wrapper;
    return p;
}

/* ---- the end of the process: what was seen ---- */
__attribute__((destructor)) static void finish(void) {
    if (enabled != 1 || (!events && launches_seen == base_seen && loads_seen == base_loads)) return;
    FILE *e = ev();
    if (!e) return;
    fprintf(e,
            "{\"ev\":\"summary\",\"launches_seen\":%ld,\"launches_matched\":%ld,\"launches_recorded\":%ld,"
            "\"loads\":%ld,\"capture_seconds\":%.6f,\"live_bytes\":%zu,\"peak_bytes\":%zu}\n",
            launches_seen - base_seen, launches_matched - base_matched, launches_recorded - base_recorded,
            loads_seen - base_loads, capture_seconds, live_bytes, peak_bytes);
    fclose(e);
    events = NULL;
}
