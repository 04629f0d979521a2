#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* Scratch memory for the compiled route's libraries (native.py): blocks of 64 kB and more are
   mapped once and kept for reuse (best fit; at most SLOTS blocks and KEEP bytes kept, the rest
   unmapped), smaller ones are malloc'd. Each block has a 64-byte header holding its size. */
#define SLOTS 64
#define KEEP ((size_t)256 << 20)
#define BIG ((size_t)64 << 10)
static char *blk[SLOTS];
static size_t cap[SLOTS];
static int nfree;
static size_t kept;
static volatile int lock;

static void take(void) { while (__atomic_test_and_set(&lock, __ATOMIC_ACQUIRE)) {} }
static void give(void) { __atomic_clear(&lock, __ATOMIC_RELEASE); }

void *ptxemu_pool_get(size_t bytes, int zero) {
    size_t total = bytes + 64, c = 0;
    char *p = NULL;
    if (total < BIG) {
        p = (char *)(zero ? calloc(1, total) : malloc(total));
        if (!p) return NULL;
        memcpy(p, &total, sizeof total);
        return p + 64;
    }
    take();
    int best = -1;
    for (int i = 0; i < nfree; i++)
        if (cap[i] >= total && (best < 0 || cap[i] < cap[best])) best = i;
    if (best >= 0) {
        p = blk[best]; c = cap[best];
        blk[best] = blk[nfree - 1]; cap[best] = cap[nfree - 1]; nfree--; kept -= c;
    }
    give();
    if (p) {
        if (zero) memset(p + 64, 0, bytes);
    } else {
        c = (total + BIG - 1) / BIG * BIG;
        p = (char *)mmap(NULL, c, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == (char *)MAP_FAILED) return NULL;
    }
    memcpy(p, &c, sizeof c);
    return p + 64;
}

void ptxemu_pool_put(void *q) {
    if (!q) return;
    char *p = (char *)q - 64;
    size_t c;
    memcpy(&c, p, sizeof c);
    if (c < BIG) { free(p); return; }
    take();
    if (nfree < SLOTS && kept + c <= KEEP) {
        blk[nfree] = p; cap[nfree] = c; nfree++; kept += c;
        p = NULL;
    }
    give();
    if (p) munmap(p, c);
}
