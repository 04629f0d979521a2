/* A program that reaches the driver as the CUDA runtime does: dlopen("libcuda.so.1"), dlsym of
 * cuGetProcAddress_v2, and every other entry point through it. Launches fake_add twice; then, by
 * argument: "fork", a forked child (no exec) launches it once more; "ex", cuLaunchKernelEx looked up
 * with dlsym (as Triton's launcher does) with a cluster attribute, on memory from cuMemAllocAsync;
 * "extra", cuLaunchKernel with the parameters in one buffer; "direct", cuLaunchKernel called through
 * the program's link to libcuda (as cupy does); "fail", a launch the driver refuses (2048 threads);
 * "graph", a CUDA graph: two launches captured from a stream and a kernel node added by hand after
 * them, instantiated (the graph destroyed right after: the instance is a snapshot) and launched
 * twice; "graphmemset", a memset node added after it (32-bit 0x55555555 into words 10..19), the
 * graph launched once; "graphchild", a child-graph node added instead; "as", the compute capability
 * the driver reports, printed; "peer", a launch on device 1 into device 0's buffer (peer access);
 * "ranks", two processes as a launcher's ranks 0 and 1: the parent exports its buffer (CUDA IPC), a
 * forked child on device 1 opens it (at another address) and adds 100 to its first 45 words, then
 * the parent adds 5 to the next 45; "tmap", two tensor maps encoded (the stand-in refuses the second),
 * then a third launch; "indirect", a third launch whose buffer holds (past the words it adds to) a
 * pointer to the spare allocation, which holds a pointer to a third. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef int CUresult;
CUresult cuLaunchKernel(void*, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void*,
                        void**, void**); /* linked: libcuda.so.1 */
typedef unsigned long long CUdeviceptr;
typedef struct { char reserved[64]; } IpcHandle; /* CUipcMemHandle */
static const char PTX[] =
    ".version 8.0\n.target sm_90\n.address_size 64\n"
    ".visible .entry fake_add(.param .u64 out, .param .u32 value, .param .u32 n)\n{\n"
    " .reg .b32 %r<6>;\n .reg .b64 %rd<4>;\n .reg .pred %p1;\n"
    " ld.param.u64 %rd1, [out];\n ld.param.u32 %r1, [value];\n ld.param.u32 %r2, [n];\n"
    " mov.u32 %r3, %tid.x;\n mov.u32 %r4, %ctaid.x;\n mov.u32 %r5, %ntid.x;\n"
    " mad.lo.u32 %r3, %r4, %r5, %r3;\n setp.ge.u32 %p1, %r3, %r2;\n @%p1 bra DONE;\n"
    " cvta.to.global.u64 %rd1, %rd1;\n mul.wide.u32 %rd2, %r3, 4;\n add.u64 %rd3, %rd1, %rd2;\n"
    " ld.global.u32 %r4, [%rd3];\n add.u32 %r4, %r4, %r1;\n st.global.u32 [%rd3], %r4;\n"
    "DONE:\n ret;\n}\n";

int main(int argc, char** argv) {
    if (argc > 1 && !strcmp(argv[1], "ranks")) setenv("RANK", "0", 1);
    void* lib = dlopen("libcuda.so.1", RTLD_NOW);
    if (!lib) { fprintf(stderr, "no libcuda.so.1\n"); return 1; }
    CUresult (*gpa)(const char*, void**, int, unsigned long long, void*) = dlsym(lib, "cuGetProcAddress_v2");
    CUresult (*alloc)(CUdeviceptr*, size_t);
    CUresult (*htod)(CUdeviceptr, const void*, size_t);
    CUresult (*dtoh)(void*, CUdeviceptr, size_t);
    CUresult (*load)(void**, const void*);
    CUresult (*getf)(void**, void*, const char*);
    CUresult (*launch)(void*, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void*, void**, void**);
    gpa("cuMemAlloc", (void**)&alloc, 12000, 0, 0);
    gpa("cuMemcpyHtoD", (void**)&htod, 12000, 0, 0);
    gpa("cuMemcpyDtoH", (void**)&dtoh, 12000, 0, 0);
    gpa("cuModuleLoadData", (void**)&load, 12000, 0, 0);
    gpa("cuModuleGetFunction", (void**)&getf, 12000, 0, 0);
    gpa("cuLaunchKernel", (void**)&launch, 12000, 0, 0);
    uint32_t host[100];
    for (int i = 0; i < 100; i++) host[i] = i * 1000003u;
    CUdeviceptr d, spare;
    alloc(&d, sizeof host);
    alloc(&spare, 64);
    htod(d, host, sizeof host);
    void* mod; void* f;
    load(&mod, PTX);
    getf(&f, mod, "fake_add");
    uint32_t value = 7, n = 90;
    void* params[] = {&d, &value, &n};
    launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
    value = 0xfffffff0u;
    launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
    if (argc > 1 && !strcmp(argv[1], "fork")) {
        pid_t child = fork();
        if (child == 0) {
            value = 5;
            launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
            exit(0);
        }
        waitpid(child, NULL, 0);
    }
    if (argc > 1 && !strcmp(argv[1], "ex")) {
        struct { int id; char pad_[4]; unsigned v[16]; } attr = {4, {0}, {2, 1, 1}}; /* cluster (2,1,1) */
        struct { unsigned g[3], b[3], smem; void* stream; void* attrs; unsigned nattrs; } cfg =
            {{2, 1, 1}, {64, 1, 1}, 0, NULL, &attr, 1};
        CUresult (*lex)(void*, void*, void**, void**) = dlsym(lib, "cuLaunchKernelEx");
        CUresult (*alloc_async)(CUdeviceptr*, size_t, void*);
        gpa("cuMemAllocAsync", (void**)&alloc_async, 12000, 0, 0);
        CUdeviceptr d2;
        alloc_async(&d2, sizeof host, NULL);
        htod(d2, host, sizeof host);
        void* p2[] = {&d2, &value, &n};
        value = 3;
        lex(&cfg, f, p2, NULL);
    }
    if (argc > 1 && !strcmp(argv[1], "indirect")) { /* pointers in memory: d's words 92-93 -> spare -> deep */
        CUdeviceptr deep;
        alloc(&deep, 32);
        uint32_t pattern[8] = {1, 2, 3, 4, 5, 6, 7, 8};
        htod(deep, pattern, sizeof pattern);
        htod(spare, &deep, 8);
        htod(d + 368, &spare, 8);
        value = 1;
        launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
    }
    if (argc > 1 && !strcmp(argv[1], "extra")) {
        unsigned char buf[16];
        size_t size = sizeof buf;
        value = 11;
        memcpy(buf, &d, 8);
        memcpy(buf + 8, &value, 4);
        memcpy(buf + 12, &n, 4);
        void* extra[] = {(void*)1, buf, (void*)2, &size, (void*)0};
        launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, NULL, extra);
    }
    if (argc > 1 && !strcmp(argv[1], "fail"))
        printf("refused: %d\n", launch(f, 1, 1, 1, 2048, 1, 1, 0, NULL, params, NULL));
    if (argc > 1 && (!strcmp(argv[1], "graph") || !strcmp(argv[1], "graphmemset") || !strcmp(argv[1], "graphchild"))) {
        CUresult (*begin)(void*, int), (*end)(void*, void**), (*inst)(void**, void*, unsigned long long);
        CUresult (*glaunch)(void*, void*), (*addk)(void**, void*, void**, size_t, const void*);
        CUresult (*addm)(void**, void*, void**, size_t, const void*, void*), (*getnodes)(void*, void**, size_t*);
        CUresult (*gdestroy)(void*), (*addc)(void**, void*, void**, size_t, void*);
        gpa("cuGraphAddChildGraphNode", (void**)&addc, 12000, 0, 0);
        gpa("cuStreamBeginCapture", (void**)&begin, 12000, 0, 0);
        gpa("cuStreamEndCapture", (void**)&end, 12000, 0, 0);
        gpa("cuGraphInstantiate", (void**)&inst, 12000, 0, 0);
        gpa("cuGraphLaunch", (void**)&glaunch, 12000, 0, 0);
        gpa("cuGraphAddKernelNode", (void**)&addk, 12000, 0, 0);
        gpa("cuGraphAddMemsetNode", (void**)&addm, 12000, 0, 0);
        gpa("cuGraphGetNodes", (void**)&getnodes, 12000, 0, 0);
        gpa("cuGraphDestroy", (void**)&gdestroy, 12000, 0, 0);
        void* graph;
        begin(NULL, 0);
        value = 1;
        launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL); /* captured: runs at each graph launch */
        value = 2;
        launch(f, 1, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
        end(NULL, &graph);
        void* listed[8];
        size_t nn = 8;
        getnodes(graph, listed, &nn);
        void* last = listed[0]; /* the stand-in lists the latest node first */
        struct { void* func; unsigned g[3], b[3], smem; void** params; void** extra; void* kern; void* ctx; } kp;
        memset(&kp, 0, sizeof kp);
        kp.func = f, kp.g[0] = kp.g[1] = kp.g[2] = 1, kp.b[0] = 32, kp.b[1] = kp.b[2] = 1;
        uint32_t v4 = 4;
        void* p4[] = {&d, &v4, &n};
        kp.params = p4;
        void* node;
        addk(&node, graph, &last, 1, &kp);
        struct { CUdeviceptr dst; size_t pitch; unsigned value, element; size_t width, height; } ms =
            {d + 40, 0, 0x55555555u, 4, 10, 1};
        if (!strcmp(argv[1], "graphmemset")) addm(&node, graph, &node, 1, &ms, NULL);
        if (!strcmp(argv[1], "graphchild")) addc(&node, graph, &node, 1, NULL);
        void* exec;
        inst(&exec, graph, 0);
        gdestroy(graph);
        glaunch(exec, NULL);
        if (!strcmp(argv[1], "graph")) glaunch(exec, NULL);
        if (!strcmp(argv[1], "graphmemset")) { /* a kernel after the memset sees what it wrote */
            value = 1;
            launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
        }
    }
    if (argc > 1 && !strcmp(argv[1], "tmap")) { /* two maps encoded: one accepted, one refused */
        CUresult (*enc)(void*, int, unsigned, void*, const unsigned long long*, const unsigned long long*,
                        const unsigned*, const unsigned*, int, int, int, int);
        gpa("cuTensorMapEncodeTiled", (void**)&enc, 12000, 0, 0);
        unsigned long long dim[2] = {64, 4}, str[1] = {256};
        unsigned box[2] = {32, 2}, es[2] = {1, 1};
        _Alignas(64) unsigned char maps[2][128];
        CUresult a = enc(maps[0], 7, 2, (void*)(uintptr_t)d, dim, str, box, es, 0, 0, 0, 0);
        CUresult b = enc(maps[1], 13, 2, (void*)(uintptr_t)d, dim, str, box, es, 0, 3, 0, 0);
        printf("encoded %d %d\n", a, b);
        launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
    }
    if (argc > 1 && !strcmp(argv[1], "as")) {
        CUresult (*attr)(int*, int, int);
        gpa("cuDeviceGetAttribute", (void**)&attr, 12000, 0, 0);
        int major = 0, minor = 0;
        attr(&major, 75, 0);
        attr(&minor, 76, 0);
        printf("cc %d.%d\n", major, minor);
    }
    if (argc > 1 && !strcmp(argv[1], "peer")) {
        CUresult (*set_ctx)(void*);
        gpa("cuCtxSetCurrent", (void**)&set_ctx, 12000, 0, 0);
        set_ctx((void*)2); /* device 1 */
        value = 9;
        launch(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
        set_ctx((void*)1);
    }
    if (argc > 1 && !strcmp(argv[1], "ranks")) {
        CUresult (*set_ctx)(void*), (*get_handle)(IpcHandle*, CUdeviceptr);
        CUresult (*open_handle)(CUdeviceptr*, IpcHandle, unsigned);
        gpa("cuCtxSetCurrent", (void**)&set_ctx, 12000, 0, 0);
        gpa("cuIpcGetMemHandle", (void**)&get_handle, 12000, 0, 0);
        gpa("cuIpcOpenMemHandle", (void**)&open_handle, 12000, 0, 0);
        IpcHandle h;
        get_handle(&h, d);
        pid_t child = fork();
        if (child == 0) {
            setenv("RANK", "1", 1);
            set_ctx((void*)2);
            CUdeviceptr a;
            open_handle(&a, h, 1);
            uint32_t v = 100, m = 45;
            void* p[] = {&a, &v, &m};
            launch(f, 1, 1, 1, 64, 1, 1, 0, NULL, p, NULL);
            exit(a == d); /* another address than the parent's */
        }
        int status = 0;
        waitpid(child, &status, 0);
        CUdeviceptr second = d + 45 * 4;
        uint32_t v = 5, m = 45;
        void* p[] = {&second, &v, &m};
        launch(f, 1, 1, 1, 64, 1, 1, 0, NULL, p, NULL);
    }
    if (argc > 1 && !strcmp(argv[1], "direct")) {
        value = 13;
        cuLaunchKernel(f, 2, 1, 1, 64, 1, 1, 0, NULL, params, NULL);
    }
    dtoh(host, d, sizeof host);
    printf("%u %u %u\n", host[0], host[89], host[90]);
    return 0;
}
