/* A stand-in for libcuda.so.1, to test ptxemu's capture interposer on a machine without a GPU.
 * "Device" memory is host memory, each allocation a memfd mapping (so that another process can map
 * it: CUDA IPC); the one kernel it knows, fake_add(u32* out, u32 value, u32 n), runs on the host as
 * out[i] += value for every thread i < n; its PTX is in program.c. It answers cuGetProcAddress as the
 * real driver does (base name -> the versioned entry point). Devices: cuCtxSetCurrent((CUcontext)
 * (ordinal + 1)) makes device `ordinal` current; allocations remember theirs. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
typedef struct { const char* name; } Func;
static Func fake_add = {"fake_add"};

CUresult cuInit(unsigned f) { (void)f; return 0; }
static int cur_dev;
typedef struct { CUdeviceptr base; size_t size; int fd, dev; } Mem;
static Mem mems[256];
static int n_mems;
static Mem* mem_of(CUdeviceptr p) {
    for (int i = 0; i < n_mems; i++)
        if (p >= mems[i].base && p < mems[i].base + mems[i].size) return &mems[i];
    return NULL;
}
static CUresult host_alloc(CUdeviceptr* p, size_t n) {
    int fd = memfd_create("fake-device-memory", 0);
    if (fd < 0 || ftruncate(fd, n) != 0) return 2;
    void* m = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (m == MAP_FAILED) return 2;
    *p = (CUdeviceptr)(uintptr_t)m;
    mems[n_mems++] = (Mem){*p, n, fd, cur_dev};
    return 0;
}
CUresult cuMemAlloc_v2(CUdeviceptr* p, size_t n) { return host_alloc(p, n); }
CUresult cuMemFree_v2(CUdeviceptr p) {
    Mem* m = mem_of(p);
    if (m) munmap((void*)(uintptr_t)m->base, m->size), m->base = 0;
    return 0;
}
CUresult cuCtxSetCurrent(void* ctx) { cur_dev = ctx ? (int)(uintptr_t)ctx - 1 : 0; return 0; }
typedef struct { char magic[8]; int fd, dev; size_t size; char pad[40]; } IpcHandle;
CUresult cuIpcGetMemHandle(IpcHandle* h, CUdeviceptr p) {
    Mem* m = mem_of(p);
    if (!m) return 1;
    memset(h, 0, sizeof *h);
    memcpy(h->magic, "FAKEIPC", 8);
    h->fd = m->fd, h->dev = m->dev, h->size = m->size;
    return 0;
}
CUresult cuIpcOpenMemHandle_v2(CUdeviceptr* p, IpcHandle h, unsigned flags) {
    (void)flags;
    void* m = mmap(NULL, h.size, PROT_READ | PROT_WRITE, MAP_SHARED, h.fd, 0); /* another address */
    if (m == MAP_FAILED) return 1;
    *p = (CUdeviceptr)(uintptr_t)m;
    mems[n_mems++] = (Mem){*p, h.size, h.fd, h.dev};
    return 0;
}
CUresult cuMemGetAddressRange_v2(CUdeviceptr* base, size_t* size, CUdeviceptr p) {
    Mem* m = mem_of(p);
    if (!m) return 1;
    *base = m->base, *size = m->size;
    return 0;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void* s, size_t n) { memcpy((void*)(uintptr_t)d, s, n); return 0; }
CUresult cuMemcpyDtoH_v2(void* d, CUdeviceptr s, size_t n) { memcpy(d, (void*)(uintptr_t)s, n); return 0; }
CUresult cuCtxSynchronize(void) { return 0; }
static int capturing; /* a stream capture in progress (any stream) */
CUresult cuStreamIsCapturing(void* s, int* st) { (void)s; *st = capturing; return 0; }
CUresult cuCtxGetDevice(int* d) { *d = cur_dev; return 0; }
CUresult cuDeviceGetAttribute(int* v, int a, int d) { (void)d; *v = a == 75 ? 9 : 0; return 0; }
CUresult cuDeviceComputeCapability(int* major, int* minor, int d) { (void)d; *major = 9, *minor = 0; return 0; }
CUresult cuDeviceGetName(char* n, int len, int d) { (void)d; strncpy(n, "Fake GPU", len); return 0; }
CUresult cuDriverGetVersion(int* v) { *v = 13000; return 0; }
CUresult cuPointerGetAttribute(void* out, int a, CUdeviceptr p) {
    Mem* m = mem_of(p);
    if (a == 9 && m) { /* CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL */
        *(int*)out = m->dev;
        return 0;
    }
    return 1;
}
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
/* CUDA graphs: nodes in one table; a kernel node keeps its grid/block and its three parameters */
typedef struct { CUdeviceptr dst; size_t pitch; unsigned value, element; size_t width, height; } MemsetParams;
typedef struct { int type; void* f; unsigned g[3], b[3], smem; unsigned char p[16]; int graph; MemsetParams ms; } Node;
static Node nodes[64];
static int n_nodes, n_graphs, capture_graph;
static struct { int from, to; } edges[64];
static int n_edges;
static int add_node(int graph, int type, void* f, const unsigned g[3], const unsigned b[3], void** params) {
    Node* n = &nodes[n_nodes];
    n->type = type, n->f = f, n->graph = graph;
    if (g) memcpy(n->g, g, sizeof n->g), memcpy(n->b, b, sizeof n->b);
    if (params) memcpy(n->p, *(void**)params, 8), memcpy(n->p + 8, params[1], 4), memcpy(n->p + 12, params[2], 4);
    return n_nodes++;
}
static void add_edge(int from, int to) { edges[n_edges].from = from, edges[n_edges++].to = to; }
static int last_node_of(int graph) {
    int last = -1;
    for (int i = 0; i < n_nodes; i++)
        if (nodes[i].graph == graph) last = i;
    return last;
}
#define NODE(i) ((void*)(uintptr_t)((i) + 1))
#define NODE_INDEX(h) ((int)(uintptr_t)(h) - 1)
CUresult cuStreamBeginCapture_v2(void* s, int mode) { (void)s; (void)mode; capturing = 1; capture_graph = ++n_graphs; return 0; }
CUresult cuStreamEndCapture(void* s, void** graph) { (void)s; capturing = 0; *graph = (void*)(uintptr_t)capture_graph; return 0; }
CUresult cuGraphCreate(void** g, unsigned flags) { (void)flags; *g = (void*)(uintptr_t)++n_graphs; return 0; }
typedef struct { void* func; unsigned g[3], b[3], smem; void** params; void** extra; void* kern; void* ctx; } KParams;
CUresult cuGraphAddKernelNode_v2(void** node, void* graph, void** deps, size_t nd, const KParams* p) {
    int i = add_node((int)(uintptr_t)graph, 0, p->func, p->g, p->b, p->params);
    for (size_t k = 0; k < nd; k++) add_edge(NODE_INDEX(deps[k]), i);
    *node = NODE(i);
    return 0;
}
CUresult cuGraphAddMemsetNode(void** node, void* graph, void** deps, size_t nd, const MemsetParams* p, void* ctx) {
    (void)ctx;
    int i = add_node((int)(uintptr_t)graph, 2, NULL, NULL, NULL, NULL);
    nodes[i].ms = *p;
    for (size_t k = 0; k < nd; k++) add_edge(NODE_INDEX(deps[k]), i);
    *node = NODE(i);
    return 0;
}
CUresult cuGraphMemsetNodeGetParams(void* node, MemsetParams* p) { *p = nodes[NODE_INDEX(node)].ms; return 0; }
static void memset32(CUdeviceptr dst, size_t pitch, unsigned v, size_t w, size_t h) {
    for (size_t r = 0; r < h; r++)
        for (size_t c = 0; c < w; c++) ((uint32_t*)(uintptr_t)(dst + r * pitch))[c] = v;
}
CUresult cuMemsetD2D32Async(CUdeviceptr dst, size_t pitch, unsigned v, size_t w, size_t h, void* s) {
    (void)s;
    memset32(dst, pitch, v, w, h);
    return 0;
}
CUresult cuGraphAddChildGraphNode(void** node, void* graph, void** deps, size_t nd, void* child) {
    (void)child;
    int i = add_node((int)(uintptr_t)graph, 4, NULL, NULL, NULL, NULL);
    for (size_t k = 0; k < nd; k++) add_edge(NODE_INDEX(deps[k]), i);
    *node = NODE(i);
    return 0;
}
CUresult cuGraphGetNodes(void* graph, void** out, size_t* n) {
    size_t k = 0;
    /* listed last first: the interposer must order them by their edges, not by this list */
    for (int i = n_nodes - 1; i >= 0; i--)
        if (nodes[i].graph == (int)(uintptr_t)graph) {
            if (out && k < *n) out[k] = NODE(i);
            k++;
        }
    *n = k;
    return 0;
}
CUresult cuGraphNodeGetType(void* node, int* type) { *type = nodes[NODE_INDEX(node)].type; return 0; }
/* The edge queries, as the driver documents them (cuda.h): FAKE_CUDA_EDGES=data gives every edge
 * non-default data (a programmatic dependency), so that a query without room for it is refused with
 * CUDA_ERROR_LOSSY_QUERY (402): cuGraphGetEdges (no data argument) always, cuGraphGetEdges_v2 when
 * listing edges with edgeData NULL; =strict refuses the _v2 count (from, to and edgeData NULL) too;
 * =none refuses both queries (CUDA_ERROR_NOT_SUPPORTED, 801). Built with -DFAKE_NO_EDGES_V2 the
 * library has no cuGraphGetEdges_v2 at all (a driver before CUDA 12.3). */
static CUresult edges_of(void* graph, void** from, void** to, unsigned char* data, size_t* n, int v2) {
    const char* mode = getenv("FAKE_CUDA_EDGES");
    mode = mode ? mode : "";
    int with_data = !strcmp(mode, "data") || !strcmp(mode, "strict");
    if (!strcmp(mode, "none")) return 801;
    if (with_data && !data && (!v2 || from || !strcmp(mode, "strict"))) return 402;
    if (data && (!from || !to)) return 1; /* CUDA_ERROR_INVALID_VALUE */
    size_t k = 0;
    for (int e = 0; e < n_edges; e++)
        if (nodes[edges[e].from].graph == (int)(uintptr_t)graph) {
            if (from && k < *n) {
                from[k] = NODE(edges[e].from), to[k] = NODE(edges[e].to);
                if (data) memset(data + 8 * k, 0, 8), data[8 * k] = with_data, data[8 * k + 2] = with_data;
            }
            k++;
        }
    if (from) { /* room for more than there are: the rest NULL, how many written */
        for (size_t i = k; i < *n; i++) from[i] = to[i] = NULL;
        if (k < *n) *n = k;
    } else {
        *n = k;
    }
    return 0;
}
#ifndef FAKE_NO_EDGES_V2
CUresult cuGraphGetEdges_v2(void* graph, void** from, void** to, void* data, size_t* n) {
    return edges_of(graph, from, to, data, n, 1);
}
#endif
CUresult cuGraphGetEdges(void* graph, void** from, void** to, size_t* n) { return edges_of(graph, from, to, NULL, n, 0); }
CUresult cuGraphKernelNodeGetParams_v2(void* node, KParams* p) {
    Node* n = &nodes[NODE_INDEX(node)];
    static void* args[64][3];
    void** a = args[NODE_INDEX(node)];
    a[0] = n->p, a[1] = n->p + 8, a[2] = n->p + 12;
    memset(p, 0, sizeof *p);
    p->func = n->f;
    memcpy(p->g, n->g, sizeof n->g);
    memcpy(p->b, n->b, sizeof n->b);
    p->params = a;
    return 0;
}
CUresult cuGraphKernelNodeGetAttribute(void* node, int attr, void* value) { (void)node; (void)attr; (void)value; return 1; }
typedef struct { int graph; } Exec;
static Exec execs[16];
static int n_execs;
CUresult cuGraphInstantiateWithFlags(void** exec, void* graph, unsigned long long flags) {
    (void)flags;
    execs[n_execs].graph = (int)(uintptr_t)graph;
    *exec = &execs[n_execs++];
    return 0;
}
CUresult cuGraphDestroy(void* graph) { (void)graph; return 0; }
CUresult cuGraphExecDestroy(void* exec) { (void)exec; return 0; }
static void run_fake_add(unsigned threads, void** params, void** extra);
CUresult cuGraphLaunch(void* exec, void* stream) {
    (void)stream;
    int g = ((Exec*)exec)->graph;
    for (int i = 0; i < n_nodes; i++) /* creation order is an order that keeps the edges here */
        if (nodes[i].graph == g && nodes[i].type == 0) {
            void* p[] = {nodes[i].p, nodes[i].p + 8, nodes[i].p + 12};
            run_fake_add(nodes[i].g[0] * nodes[i].b[0], p, NULL);
        } else if (nodes[i].graph == g && nodes[i].type == 2) {
            MemsetParams* m = &nodes[i].ms;
            memset32(m->dst, m->pitch, m->value, m->width, m->height);
        }
    return 0;
}
CUresult cuLaunchKernel(void* f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, void* stream, void** params, void** extra) {
    (void)f; (void)gy; (void)gz; (void)by; (void)bz; (void)smem; (void)stream;
    if (bx > 1024) return 1; /* CUDA_ERROR_INVALID_VALUE, as the driver answers too large a block */
    if (capturing) { /* recorded into the graph being captured, after its last node */
        unsigned g[3] = {gx, gy, gz}, b[3] = {bx, by, bz};
        int last = last_node_of(capture_graph);
        int i = add_node(capture_graph, 0, f, g, b, params);
        if (last >= 0) add_edge(last, i);
        return 0;
    }
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
    {"cuDeviceGetAttribute", (void*)cuDeviceGetAttribute}, {"cuStreamBeginCapture", (void*)cuStreamBeginCapture_v2},
    {"cuStreamEndCapture", (void*)cuStreamEndCapture}, {"cuGraphCreate", (void*)cuGraphCreate},
    {"cuGraphAddKernelNode", (void*)cuGraphAddKernelNode_v2}, {"cuGraphAddMemsetNode", (void*)cuGraphAddMemsetNode},
    {"cuGraphGetNodes", (void*)cuGraphGetNodes}, {"cuGraphInstantiate", (void*)cuGraphInstantiateWithFlags},
    {"cuGraphDestroy", (void*)cuGraphDestroy}, {"cuGraphLaunch", (void*)cuGraphLaunch},
    {"cuCtxSetCurrent", (void*)cuCtxSetCurrent}, {"cuIpcGetMemHandle", (void*)cuIpcGetMemHandle},
    {"cuIpcOpenMemHandle", (void*)cuIpcOpenMemHandle_v2}, {"cuGraphAddChildGraphNode", (void*)cuGraphAddChildGraphNode},
};
/* a tensor map encoder that refuses data type 13 (as an H100's driver refuses Blackwell's packed 4-bit
   types), leaving the global address in the map's first bytes; others: the address and a marker */
CUresult cuTensorMapEncodeTiled(void* map, int dt, unsigned rank, void* g, const unsigned long long* dim,
                                const unsigned long long* str, const unsigned* box, const unsigned* es, int il,
                                int sw, int l2, int oob) {
    (void)rank; (void)dim; (void)str; (void)box; (void)es; (void)il; (void)sw; (void)l2; (void)oob;
    memset(map, 0, 128);
    memcpy(map, &g, sizeof g);
    if (dt == 13) return 1;
    ((unsigned char*)map)[127] = 0xa5;
    return 0;
}
static const struct { const char* name; void* fn; } table2[] = {
    {"cuTensorMapEncodeTiled", (void*)cuTensorMapEncodeTiled},
};
CUresult cuGetProcAddress_v2(const char* sym, void** pfn, int ver, unsigned long long flags, void* status) {
    (void)ver; (void)flags; (void)status;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (!strcmp(table[i].name, sym)) { *pfn = table[i].fn; return 0; }
    for (size_t i = 0; i < sizeof table2 / sizeof table2[0]; i++)
        if (!strcmp(table2[i].name, sym)) { *pfn = table2[i].fn; return 0; }
    *pfn = NULL;
    return 500;
}
