#include <cstdint>

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f32_f16_f16_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f16_f16_f16_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_f32_f16_f16_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_f16_f16_f16_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k4_row_col_f32_f16_f16_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[8];
  c[0] = __uint_as_float(C[t * 8 + 0]);
  c[1] = __uint_as_float(C[t * 8 + 1]);
  c[2] = __uint_as_float(C[t * 8 + 2]);
  c[3] = __uint_as_float(C[t * 8 + 3]);
  c[4] = __uint_as_float(C[t * 8 + 4]);
  c[5] = __uint_as_float(C[t * 8 + 5]);
  c[6] = __uint_as_float(C[t * 8 + 6]);
  c[7] = __uint_as_float(C[t * 8 + 7]);
  float d[8];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15, %16, %17, %18, %19};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3]), "=f"(d[4]), "=f"(d[5]), "=f"(d[6]), "=f"(d[7])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]), "f"(c[4]), "f"(c[5]), "f"(c[6]), "f"(c[7]));
  D[t * 8 + 0] = __float_as_uint(d[0]);
  D[t * 8 + 1] = __float_as_uint(d[1]);
  D[t * 8 + 2] = __float_as_uint(d[2]);
  D[t * 8 + 3] = __float_as_uint(d[3]);
  D[t * 8 + 4] = __float_as_uint(d[4]);
  D[t * 8 + 5] = __float_as_uint(d[5]);
  D[t * 8 + 6] = __float_as_uint(d[6]);
  D[t * 8 + 7] = __float_as_uint(d[7]);
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k4_row_col_f16_f16_f16_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16 {%0, %1, %2, %3}, {%4, %5}, {%6, %7}, {%8, %9, %10, %11};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k4_row_col_f32_f16_f16_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  float d[8];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, {%8, %9}, {%10, %11}, {%12, %13, %14, %15};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3]), "=f"(d[4]), "=f"(d[5]), "=f"(d[6]), "=f"(d[7])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 8 + 0] = __float_as_uint(d[0]);
  D[t * 8 + 1] = __float_as_uint(d[1]);
  D[t * 8 + 2] = __float_as_uint(d[2]);
  D[t * 8 + 3] = __float_as_uint(d[3]);
  D[t * 8 + 4] = __float_as_uint(d[4]);
  D[t * 8 + 5] = __float_as_uint(d[5]);
  D[t * 8 + 6] = __float_as_uint(d[6]);
  D[t * 8 + 7] = __float_as_uint(d[7]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f32_bf16_bf16_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_f32_bf16_bf16_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k4_row_col_f32_tf32_tf32_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_f32_tf32_tf32_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f32_e4m3_e4m3_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f32_e4m3_e5m2_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f32_e5m2_e4m3_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f32_e5m2_e5m2_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f16_e4m3_e4m3_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f16_e4m3_e5m2_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f16_e5m2_e4m3_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e4m3.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_f16_e5m2_e5m2_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16 {%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%8, %9};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f32_e4m3_e4m3_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e4m3.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f32_e4m3_e5m2_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.e4m3.e5m2.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f32_e5m2_e4m3_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.e5m2.e4m3.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f32_e5m2_e5m2_f32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  float c[4];
  c[0] = __uint_as_float(C[t * 4 + 0]);
  c[1] = __uint_as_float(C[t * 4 + 1]);
  c[2] = __uint_as_float(C[t * 4 + 2]);
  c[3] = __uint_as_float(C[t * 4 + 3]);
  float d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.e5m2.e5m2.f32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f16_e4m3_e4m3_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.e4m3.e4m3.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f16_e4m3_e5m2_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.e4m3.e5m2.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f16_e5m2_e4m3_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e4m3.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_f16_e5m2_e5m2_f16(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.e5m2.e5m2.f16 {%0, %1}, {%2, %3}, {%4}, {%5, %6};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_s32_s8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_s32_s8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_s32_u8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.u8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_s32_u8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.s32.u8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_s32_s8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_s32_s8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_s32_u8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_s32_u8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_s8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_s8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_u8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_u8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_s32_s4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.s32.s4.s4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_s32_s4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.s32.s4.u4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_s32_u4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.s32.u4.s4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_s32_u4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.s32.u4.u4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_s4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_s4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s4.u4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_u4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u4.s4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_s32_u4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u4.u4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_s32_s4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_s32_s4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.s32.s4.u4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_s32_u4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.s32.u4.s4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_s32_u4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.s32.u4.u4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_satfinite_s32_s8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_satfinite_s32_s8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_satfinite_s32_u8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.s8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k16_row_col_satfinite_s32_u8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k16.row.col.satfinite.s32.u8.u8.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_satfinite_s32_s8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_satfinite_s32_s8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_satfinite_s32_u8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_satfinite_s32_u8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.satfinite.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_s8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_s8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_u8_s8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_u8_u8_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.u8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_satfinite_s32_s4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.satfinite.s32.s4.s4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_satfinite_s32_s4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.satfinite.s32.s4.u4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_satfinite_s32_u4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.satfinite.s32.u4.s4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k32_row_col_satfinite_s32_u4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k32.row.col.satfinite.s32.u4.u4.s32 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_s4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s4.s4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_s4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s4.u4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_u4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u4.s4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k32_row_col_satfinite_s32_u4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u4.u4.s32 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_satfinite_s32_s4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.satfinite.s32.s4.s4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_satfinite_s32_s4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.satfinite.s32.s4.u4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_satfinite_s32_u4_s4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.satfinite.s32.u4.s4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k64_row_col_satfinite_s32_u4_u4_s32(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k64.row.col.satfinite.s32.u4.u4.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k128_row_col_s32_b1_b1_s32_xor_popc(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k128_row_col_s32_b1_b1_s32_and_popc(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[1];
  a[0] = A[t * 1 + 0];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[2];
  c[0] = C[t * 2 + 0];
  c[1] = C[t * 2 + 1];
  unsigned d[2];
  asm volatile("mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=r"(d[0]), "=r"(d[1])
    : "r"(a[0]), "r"(b[0]), "r"(c[0]), "r"(c[1]));
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k128_row_col_s32_b1_b1_s32_xor_popc(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.xor.popc {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k128_row_col_s32_b1_b1_s32_and_popc(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[2];
  a[0] = A[t * 2 + 0];
  a[1] = A[t * 2 + 1];
  unsigned b[1];
  b[0] = B[t * 1 + 0];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.and.popc {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k256_row_col_s32_b1_b1_s32_xor_popc(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k256_row_col_s32_b1_b1_s32_and_popc(const unsigned* A, const unsigned* B, const unsigned* C, unsigned* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  unsigned a[4];
  a[0] = A[t * 4 + 0];
  a[1] = A[t * 4 + 1];
  a[2] = A[t * 4 + 2];
  a[3] = A[t * 4 + 3];
  unsigned b[2];
  b[0] = B[t * 2 + 0];
  b[1] = B[t * 2 + 1];
  unsigned c[4];
  c[0] = C[t * 4 + 0];
  c[1] = C[t * 4 + 1];
  c[2] = C[t * 4 + 2];
  c[3] = C[t * 4 + 3];
  unsigned d[4];
  asm volatile("mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
    : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(c[0]), "r"(c[1]), "r"(c[2]), "r"(c[3]));
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k4_row_col_rn_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[1];
  a[0] = __longlong_as_double((long long)(A[t * 1 + 0]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[2];
  c[0] = __longlong_as_double((long long)(C[t * 2 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 2 + 1]));
  double d[2];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.rn.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=d"(d[0]), "=d"(d[1])
    : "d"(a[0]), "d"(b[0]), "d"(c[0]), "d"(c[1]));
  D[t * 2 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 2 + 1] = (unsigned long long)__double_as_longlong(d[1]);
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k4_row_col_rz_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[1];
  a[0] = __longlong_as_double((long long)(A[t * 1 + 0]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[2];
  c[0] = __longlong_as_double((long long)(C[t * 2 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 2 + 1]));
  double d[2];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.rz.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=d"(d[0]), "=d"(d[1])
    : "d"(a[0]), "d"(b[0]), "d"(c[0]), "d"(c[1]));
  D[t * 2 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 2 + 1] = (unsigned long long)__double_as_longlong(d[1]);
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k4_row_col_rm_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[1];
  a[0] = __longlong_as_double((long long)(A[t * 1 + 0]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[2];
  c[0] = __longlong_as_double((long long)(C[t * 2 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 2 + 1]));
  double d[2];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.rm.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=d"(d[0]), "=d"(d[1])
    : "d"(a[0]), "d"(b[0]), "d"(c[0]), "d"(c[1]));
  D[t * 2 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 2 + 1] = (unsigned long long)__double_as_longlong(d[1]);
}

extern "C" __global__ void k_mma_sync_aligned_m8n8k4_row_col_rp_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[1];
  a[0] = __longlong_as_double((long long)(A[t * 1 + 0]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[2];
  c[0] = __longlong_as_double((long long)(C[t * 2 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 2 + 1]));
  double d[2];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.rp.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%4, %5};\n"
    : "=d"(d[0]), "=d"(d[1])
    : "d"(a[0]), "d"(b[0]), "d"(c[0]), "d"(c[1]));
  D[t * 2 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 2 + 1] = (unsigned long long)__double_as_longlong(d[1]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k4_row_col_rn_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[2];
  a[0] = __longlong_as_double((long long)(A[t * 2 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 2 + 1]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.rn.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(b[0]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k4_row_col_rz_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[2];
  a[0] = __longlong_as_double((long long)(A[t * 2 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 2 + 1]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.rz.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(b[0]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k4_row_col_rm_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[2];
  a[0] = __longlong_as_double((long long)(A[t * 2 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 2 + 1]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.rm.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(b[0]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k4_row_col_rp_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[2];
  a[0] = __longlong_as_double((long long)(A[t * 2 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 2 + 1]));
  double b[1];
  b[0] = __longlong_as_double((long long)(B[t * 1 + 0]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.rp.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(b[0]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_rn_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[4];
  a[0] = __longlong_as_double((long long)(A[t * 4 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 4 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 4 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 4 + 3]));
  double b[2];
  b[0] = __longlong_as_double((long long)(B[t * 2 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 2 + 1]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.rn.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_rz_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[4];
  a[0] = __longlong_as_double((long long)(A[t * 4 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 4 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 4 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 4 + 3]));
  double b[2];
  b[0] = __longlong_as_double((long long)(B[t * 2 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 2 + 1]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.rz.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_rm_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[4];
  a[0] = __longlong_as_double((long long)(A[t * 4 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 4 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 4 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 4 + 3]));
  double b[2];
  b[0] = __longlong_as_double((long long)(B[t * 2 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 2 + 1]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.rm.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k8_row_col_rp_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[4];
  a[0] = __longlong_as_double((long long)(A[t * 4 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 4 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 4 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 4 + 3]));
  double b[2];
  b[0] = __longlong_as_double((long long)(B[t * 2 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 2 + 1]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.rp.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(b[0]), "d"(b[1]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_rn_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[8];
  a[0] = __longlong_as_double((long long)(A[t * 8 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 8 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 8 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 8 + 3]));
  a[4] = __longlong_as_double((long long)(A[t * 8 + 4]));
  a[5] = __longlong_as_double((long long)(A[t * 8 + 5]));
  a[6] = __longlong_as_double((long long)(A[t * 8 + 6]));
  a[7] = __longlong_as_double((long long)(A[t * 8 + 7]));
  double b[4];
  b[0] = __longlong_as_double((long long)(B[t * 4 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 4 + 1]));
  b[2] = __longlong_as_double((long long)(B[t * 4 + 2]));
  b[3] = __longlong_as_double((long long)(B[t * 4 + 3]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.rn.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15}, {%16, %17, %18, %19};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]), "d"(a[6]), "d"(a[7]), "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_rz_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[8];
  a[0] = __longlong_as_double((long long)(A[t * 8 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 8 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 8 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 8 + 3]));
  a[4] = __longlong_as_double((long long)(A[t * 8 + 4]));
  a[5] = __longlong_as_double((long long)(A[t * 8 + 5]));
  a[6] = __longlong_as_double((long long)(A[t * 8 + 6]));
  a[7] = __longlong_as_double((long long)(A[t * 8 + 7]));
  double b[4];
  b[0] = __longlong_as_double((long long)(B[t * 4 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 4 + 1]));
  b[2] = __longlong_as_double((long long)(B[t * 4 + 2]));
  b[3] = __longlong_as_double((long long)(B[t * 4 + 3]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.rz.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15}, {%16, %17, %18, %19};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]), "d"(a[6]), "d"(a[7]), "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_rm_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[8];
  a[0] = __longlong_as_double((long long)(A[t * 8 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 8 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 8 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 8 + 3]));
  a[4] = __longlong_as_double((long long)(A[t * 8 + 4]));
  a[5] = __longlong_as_double((long long)(A[t * 8 + 5]));
  a[6] = __longlong_as_double((long long)(A[t * 8 + 6]));
  a[7] = __longlong_as_double((long long)(A[t * 8 + 7]));
  double b[4];
  b[0] = __longlong_as_double((long long)(B[t * 4 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 4 + 1]));
  b[2] = __longlong_as_double((long long)(B[t * 4 + 2]));
  b[3] = __longlong_as_double((long long)(B[t * 4 + 3]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.rm.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15}, {%16, %17, %18, %19};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]), "d"(a[6]), "d"(a[7]), "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void k_mma_sync_aligned_m16n8k16_row_col_rp_f64_f64_f64_f64(const unsigned long long* A, const unsigned long long* B, const unsigned long long* C, unsigned long long* D) {
  const size_t t = (size_t)blockIdx.x * 32 + threadIdx.x;
  double a[8];
  a[0] = __longlong_as_double((long long)(A[t * 8 + 0]));
  a[1] = __longlong_as_double((long long)(A[t * 8 + 1]));
  a[2] = __longlong_as_double((long long)(A[t * 8 + 2]));
  a[3] = __longlong_as_double((long long)(A[t * 8 + 3]));
  a[4] = __longlong_as_double((long long)(A[t * 8 + 4]));
  a[5] = __longlong_as_double((long long)(A[t * 8 + 5]));
  a[6] = __longlong_as_double((long long)(A[t * 8 + 6]));
  a[7] = __longlong_as_double((long long)(A[t * 8 + 7]));
  double b[4];
  b[0] = __longlong_as_double((long long)(B[t * 4 + 0]));
  b[1] = __longlong_as_double((long long)(B[t * 4 + 1]));
  b[2] = __longlong_as_double((long long)(B[t * 4 + 2]));
  b[3] = __longlong_as_double((long long)(B[t * 4 + 3]));
  double c[4];
  c[0] = __longlong_as_double((long long)(C[t * 4 + 0]));
  c[1] = __longlong_as_double((long long)(C[t * 4 + 1]));
  c[2] = __longlong_as_double((long long)(C[t * 4 + 2]));
  c[3] = __longlong_as_double((long long)(C[t * 4 + 3]));
  double d[4];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.rp.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7, %8, %9, %10, %11}, {%12, %13, %14, %15}, {%16, %17, %18, %19};\n"
    : "=d"(d[0]), "=d"(d[1]), "=d"(d[2]), "=d"(d[3])
    : "d"(a[0]), "d"(a[1]), "d"(a[2]), "d"(a[3]), "d"(a[4]), "d"(a[5]), "d"(a[6]), "d"(a[7]), "d"(b[0]), "d"(b[1]), "d"(b[2]), "d"(b[3]), "d"(c[0]), "d"(c[1]), "d"(c[2]), "d"(c[3]));
  D[t * 4 + 0] = (unsigned long long)__double_as_longlong(d[0]);
  D[t * 4 + 1] = (unsigned long long)__double_as_longlong(d[1]);
  D[t * 4 + 2] = (unsigned long long)__double_as_longlong(d[2]);
  D[t * 4 + 3] = (unsigned long long)__double_as_longlong(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f16_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%0, %1}, %2, %3, p, 1, 1, 0, 0;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_bf16_bf16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k8_f32_tf32_tf32(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, %4, %5, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {%0, %1}, %2, %3, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2 {%0, %1}, %2, %3, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3 {%0, %1}, %2, %3, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2 {%0, %1}, %2, %3, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {%0, %1, %2, %3}, %4, %5, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {%0, %1, %2, %3}, %4, %5, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3 {%0, %1, %2, %3}, %4, %5, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2 {%0, %1, %2, %3}, %4, %5, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.s32.s8.u8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.s32.u8.s8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.s32.u8.u8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_satfinite_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.satfinite.s32.s8.s8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_satfinite_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.satfinite.s32.s8.u8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_satfinite_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.satfinite.s32.u8.s8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_satfinite_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.satfinite.s32.u8.u8 {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k256_s32_b1_b1_and_popc(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[4];
  d[0] = C[t * 4 + 0];
  d[1] = C[t * 4 + 1];
  d[2] = C[t * 4 + 2];
  d[3] = C[t * 4 + 3];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1.and.popc {%0, %1, %2, %3}, %4, %5, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = d[0];
  D[t * 4 + 1] = d[1];
  D[t * 4 + 2] = d[2];
  D[t * 4 + 3] = d[3];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k16_f16_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[32];
  d[0] = C[t * 32 + 0];
  d[1] = C[t * 32 + 1];
  d[2] = C[t * 32 + 2];
  d[3] = C[t * 32 + 3];
  d[4] = C[t * 32 + 4];
  d[5] = C[t * 32 + 5];
  d[6] = C[t * 32 + 6];
  d[7] = C[t * 32 + 7];
  d[8] = C[t * 32 + 8];
  d[9] = C[t * 32 + 9];
  d[10] = C[t * 32 + 10];
  d[11] = C[t * 32 + 11];
  d[12] = C[t * 32 + 12];
  d[13] = C[t * 32 + 13];
  d[14] = C[t * 32 + 14];
  d[15] = C[t * 32 + 15];
  d[16] = C[t * 32 + 16];
  d[17] = C[t * 32 + 17];
  d[18] = C[t * 32 + 18];
  d[19] = C[t * 32 + 19];
  d[20] = C[t * 32 + 20];
  d[21] = C[t * 32 + 21];
  d[22] = C[t * 32 + 22];
  d[23] = C[t * 32 + 23];
  d[24] = C[t * 32 + 24];
  d[25] = C[t * 32 + 25];
  d[26] = C[t * 32 + 26];
  d[27] = C[t * 32 + 27];
  d[28] = C[t * 32 + 28];
  d[29] = C[t * 32 + 29];
  d[30] = C[t * 32 + 30];
  d[31] = C[t * 32 + 31];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 32 + 0] = d[0];
  D[t * 32 + 1] = d[1];
  D[t * 32 + 2] = d[2];
  D[t * 32 + 3] = d[3];
  D[t * 32 + 4] = d[4];
  D[t * 32 + 5] = d[5];
  D[t * 32 + 6] = d[6];
  D[t * 32 + 7] = d[7];
  D[t * 32 + 8] = d[8];
  D[t * 32 + 9] = d[9];
  D[t * 32 + 10] = d[10];
  D[t * 32 + 11] = d[11];
  D[t * 32 + 12] = d[12];
  D[t * 32 + 13] = d[13];
  D[t * 32 + 14] = d[14];
  D[t * 32 + 15] = d[15];
  D[t * 32 + 16] = d[16];
  D[t * 32 + 17] = d[17];
  D[t * 32 + 18] = d[18];
  D[t * 32 + 19] = d[19];
  D[t * 32 + 20] = d[20];
  D[t * 32 + 21] = d[21];
  D[t * 32 + 22] = d[22];
  D[t * 32 + 23] = d[23];
  D[t * 32 + 24] = d[24];
  D[t * 32 + 25] = d[25];
  D[t * 32 + 26] = d[26];
  D[t * 32 + 27] = d[27];
  D[t * 32 + 28] = d[28];
  D[t * 32 + 29] = d[29];
  D[t * 32 + 30] = d[30];
  D[t * 32 + 31] = d[31];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k16_f32_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[64];
  d[0] = __uint_as_float(C[t * 64 + 0]);
  d[1] = __uint_as_float(C[t * 64 + 1]);
  d[2] = __uint_as_float(C[t * 64 + 2]);
  d[3] = __uint_as_float(C[t * 64 + 3]);
  d[4] = __uint_as_float(C[t * 64 + 4]);
  d[5] = __uint_as_float(C[t * 64 + 5]);
  d[6] = __uint_as_float(C[t * 64 + 6]);
  d[7] = __uint_as_float(C[t * 64 + 7]);
  d[8] = __uint_as_float(C[t * 64 + 8]);
  d[9] = __uint_as_float(C[t * 64 + 9]);
  d[10] = __uint_as_float(C[t * 64 + 10]);
  d[11] = __uint_as_float(C[t * 64 + 11]);
  d[12] = __uint_as_float(C[t * 64 + 12]);
  d[13] = __uint_as_float(C[t * 64 + 13]);
  d[14] = __uint_as_float(C[t * 64 + 14]);
  d[15] = __uint_as_float(C[t * 64 + 15]);
  d[16] = __uint_as_float(C[t * 64 + 16]);
  d[17] = __uint_as_float(C[t * 64 + 17]);
  d[18] = __uint_as_float(C[t * 64 + 18]);
  d[19] = __uint_as_float(C[t * 64 + 19]);
  d[20] = __uint_as_float(C[t * 64 + 20]);
  d[21] = __uint_as_float(C[t * 64 + 21]);
  d[22] = __uint_as_float(C[t * 64 + 22]);
  d[23] = __uint_as_float(C[t * 64 + 23]);
  d[24] = __uint_as_float(C[t * 64 + 24]);
  d[25] = __uint_as_float(C[t * 64 + 25]);
  d[26] = __uint_as_float(C[t * 64 + 26]);
  d[27] = __uint_as_float(C[t * 64 + 27]);
  d[28] = __uint_as_float(C[t * 64 + 28]);
  d[29] = __uint_as_float(C[t * 64 + 29]);
  d[30] = __uint_as_float(C[t * 64 + 30]);
  d[31] = __uint_as_float(C[t * 64 + 31]);
  d[32] = __uint_as_float(C[t * 64 + 32]);
  d[33] = __uint_as_float(C[t * 64 + 33]);
  d[34] = __uint_as_float(C[t * 64 + 34]);
  d[35] = __uint_as_float(C[t * 64 + 35]);
  d[36] = __uint_as_float(C[t * 64 + 36]);
  d[37] = __uint_as_float(C[t * 64 + 37]);
  d[38] = __uint_as_float(C[t * 64 + 38]);
  d[39] = __uint_as_float(C[t * 64 + 39]);
  d[40] = __uint_as_float(C[t * 64 + 40]);
  d[41] = __uint_as_float(C[t * 64 + 41]);
  d[42] = __uint_as_float(C[t * 64 + 42]);
  d[43] = __uint_as_float(C[t * 64 + 43]);
  d[44] = __uint_as_float(C[t * 64 + 44]);
  d[45] = __uint_as_float(C[t * 64 + 45]);
  d[46] = __uint_as_float(C[t * 64 + 46]);
  d[47] = __uint_as_float(C[t * 64 + 47]);
  d[48] = __uint_as_float(C[t * 64 + 48]);
  d[49] = __uint_as_float(C[t * 64 + 49]);
  d[50] = __uint_as_float(C[t * 64 + 50]);
  d[51] = __uint_as_float(C[t * 64 + 51]);
  d[52] = __uint_as_float(C[t * 64 + 52]);
  d[53] = __uint_as_float(C[t * 64 + 53]);
  d[54] = __uint_as_float(C[t * 64 + 54]);
  d[55] = __uint_as_float(C[t * 64 + 55]);
  d[56] = __uint_as_float(C[t * 64 + 56]);
  d[57] = __uint_as_float(C[t * 64 + 57]);
  d[58] = __uint_as_float(C[t * 64 + 58]);
  d[59] = __uint_as_float(C[t * 64 + 59]);
  d[60] = __uint_as_float(C[t * 64 + 60]);
  d[61] = __uint_as_float(C[t * 64 + 61]);
  d[62] = __uint_as_float(C[t * 64 + 62]);
  d[63] = __uint_as_float(C[t * 64 + 63]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = __float_as_uint(d[0]);
  D[t * 64 + 1] = __float_as_uint(d[1]);
  D[t * 64 + 2] = __float_as_uint(d[2]);
  D[t * 64 + 3] = __float_as_uint(d[3]);
  D[t * 64 + 4] = __float_as_uint(d[4]);
  D[t * 64 + 5] = __float_as_uint(d[5]);
  D[t * 64 + 6] = __float_as_uint(d[6]);
  D[t * 64 + 7] = __float_as_uint(d[7]);
  D[t * 64 + 8] = __float_as_uint(d[8]);
  D[t * 64 + 9] = __float_as_uint(d[9]);
  D[t * 64 + 10] = __float_as_uint(d[10]);
  D[t * 64 + 11] = __float_as_uint(d[11]);
  D[t * 64 + 12] = __float_as_uint(d[12]);
  D[t * 64 + 13] = __float_as_uint(d[13]);
  D[t * 64 + 14] = __float_as_uint(d[14]);
  D[t * 64 + 15] = __float_as_uint(d[15]);
  D[t * 64 + 16] = __float_as_uint(d[16]);
  D[t * 64 + 17] = __float_as_uint(d[17]);
  D[t * 64 + 18] = __float_as_uint(d[18]);
  D[t * 64 + 19] = __float_as_uint(d[19]);
  D[t * 64 + 20] = __float_as_uint(d[20]);
  D[t * 64 + 21] = __float_as_uint(d[21]);
  D[t * 64 + 22] = __float_as_uint(d[22]);
  D[t * 64 + 23] = __float_as_uint(d[23]);
  D[t * 64 + 24] = __float_as_uint(d[24]);
  D[t * 64 + 25] = __float_as_uint(d[25]);
  D[t * 64 + 26] = __float_as_uint(d[26]);
  D[t * 64 + 27] = __float_as_uint(d[27]);
  D[t * 64 + 28] = __float_as_uint(d[28]);
  D[t * 64 + 29] = __float_as_uint(d[29]);
  D[t * 64 + 30] = __float_as_uint(d[30]);
  D[t * 64 + 31] = __float_as_uint(d[31]);
  D[t * 64 + 32] = __float_as_uint(d[32]);
  D[t * 64 + 33] = __float_as_uint(d[33]);
  D[t * 64 + 34] = __float_as_uint(d[34]);
  D[t * 64 + 35] = __float_as_uint(d[35]);
  D[t * 64 + 36] = __float_as_uint(d[36]);
  D[t * 64 + 37] = __float_as_uint(d[37]);
  D[t * 64 + 38] = __float_as_uint(d[38]);
  D[t * 64 + 39] = __float_as_uint(d[39]);
  D[t * 64 + 40] = __float_as_uint(d[40]);
  D[t * 64 + 41] = __float_as_uint(d[41]);
  D[t * 64 + 42] = __float_as_uint(d[42]);
  D[t * 64 + 43] = __float_as_uint(d[43]);
  D[t * 64 + 44] = __float_as_uint(d[44]);
  D[t * 64 + 45] = __float_as_uint(d[45]);
  D[t * 64 + 46] = __float_as_uint(d[46]);
  D[t * 64 + 47] = __float_as_uint(d[47]);
  D[t * 64 + 48] = __float_as_uint(d[48]);
  D[t * 64 + 49] = __float_as_uint(d[49]);
  D[t * 64 + 50] = __float_as_uint(d[50]);
  D[t * 64 + 51] = __float_as_uint(d[51]);
  D[t * 64 + 52] = __float_as_uint(d[52]);
  D[t * 64 + 53] = __float_as_uint(d[53]);
  D[t * 64 + 54] = __float_as_uint(d[54]);
  D[t * 64 + 55] = __float_as_uint(d[55]);
  D[t * 64 + 56] = __float_as_uint(d[56]);
  D[t * 64 + 57] = __float_as_uint(d[57]);
  D[t * 64 + 58] = __float_as_uint(d[58]);
  D[t * 64 + 59] = __float_as_uint(d[59]);
  D[t * 64 + 60] = __float_as_uint(d[60]);
  D[t * 64 + 61] = __float_as_uint(d[61]);
  D[t * 64 + 62] = __float_as_uint(d[62]);
  D[t * 64 + 63] = __float_as_uint(d[63]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k16_f32_bf16_bf16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[64];
  d[0] = __uint_as_float(C[t * 64 + 0]);
  d[1] = __uint_as_float(C[t * 64 + 1]);
  d[2] = __uint_as_float(C[t * 64 + 2]);
  d[3] = __uint_as_float(C[t * 64 + 3]);
  d[4] = __uint_as_float(C[t * 64 + 4]);
  d[5] = __uint_as_float(C[t * 64 + 5]);
  d[6] = __uint_as_float(C[t * 64 + 6]);
  d[7] = __uint_as_float(C[t * 64 + 7]);
  d[8] = __uint_as_float(C[t * 64 + 8]);
  d[9] = __uint_as_float(C[t * 64 + 9]);
  d[10] = __uint_as_float(C[t * 64 + 10]);
  d[11] = __uint_as_float(C[t * 64 + 11]);
  d[12] = __uint_as_float(C[t * 64 + 12]);
  d[13] = __uint_as_float(C[t * 64 + 13]);
  d[14] = __uint_as_float(C[t * 64 + 14]);
  d[15] = __uint_as_float(C[t * 64 + 15]);
  d[16] = __uint_as_float(C[t * 64 + 16]);
  d[17] = __uint_as_float(C[t * 64 + 17]);
  d[18] = __uint_as_float(C[t * 64 + 18]);
  d[19] = __uint_as_float(C[t * 64 + 19]);
  d[20] = __uint_as_float(C[t * 64 + 20]);
  d[21] = __uint_as_float(C[t * 64 + 21]);
  d[22] = __uint_as_float(C[t * 64 + 22]);
  d[23] = __uint_as_float(C[t * 64 + 23]);
  d[24] = __uint_as_float(C[t * 64 + 24]);
  d[25] = __uint_as_float(C[t * 64 + 25]);
  d[26] = __uint_as_float(C[t * 64 + 26]);
  d[27] = __uint_as_float(C[t * 64 + 27]);
  d[28] = __uint_as_float(C[t * 64 + 28]);
  d[29] = __uint_as_float(C[t * 64 + 29]);
  d[30] = __uint_as_float(C[t * 64 + 30]);
  d[31] = __uint_as_float(C[t * 64 + 31]);
  d[32] = __uint_as_float(C[t * 64 + 32]);
  d[33] = __uint_as_float(C[t * 64 + 33]);
  d[34] = __uint_as_float(C[t * 64 + 34]);
  d[35] = __uint_as_float(C[t * 64 + 35]);
  d[36] = __uint_as_float(C[t * 64 + 36]);
  d[37] = __uint_as_float(C[t * 64 + 37]);
  d[38] = __uint_as_float(C[t * 64 + 38]);
  d[39] = __uint_as_float(C[t * 64 + 39]);
  d[40] = __uint_as_float(C[t * 64 + 40]);
  d[41] = __uint_as_float(C[t * 64 + 41]);
  d[42] = __uint_as_float(C[t * 64 + 42]);
  d[43] = __uint_as_float(C[t * 64 + 43]);
  d[44] = __uint_as_float(C[t * 64 + 44]);
  d[45] = __uint_as_float(C[t * 64 + 45]);
  d[46] = __uint_as_float(C[t * 64 + 46]);
  d[47] = __uint_as_float(C[t * 64 + 47]);
  d[48] = __uint_as_float(C[t * 64 + 48]);
  d[49] = __uint_as_float(C[t * 64 + 49]);
  d[50] = __uint_as_float(C[t * 64 + 50]);
  d[51] = __uint_as_float(C[t * 64 + 51]);
  d[52] = __uint_as_float(C[t * 64 + 52]);
  d[53] = __uint_as_float(C[t * 64 + 53]);
  d[54] = __uint_as_float(C[t * 64 + 54]);
  d[55] = __uint_as_float(C[t * 64 + 55]);
  d[56] = __uint_as_float(C[t * 64 + 56]);
  d[57] = __uint_as_float(C[t * 64 + 57]);
  d[58] = __uint_as_float(C[t * 64 + 58]);
  d[59] = __uint_as_float(C[t * 64 + 59]);
  d[60] = __uint_as_float(C[t * 64 + 60]);
  d[61] = __uint_as_float(C[t * 64 + 61]);
  d[62] = __uint_as_float(C[t * 64 + 62]);
  d[63] = __uint_as_float(C[t * 64 + 63]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = __float_as_uint(d[0]);
  D[t * 64 + 1] = __float_as_uint(d[1]);
  D[t * 64 + 2] = __float_as_uint(d[2]);
  D[t * 64 + 3] = __float_as_uint(d[3]);
  D[t * 64 + 4] = __float_as_uint(d[4]);
  D[t * 64 + 5] = __float_as_uint(d[5]);
  D[t * 64 + 6] = __float_as_uint(d[6]);
  D[t * 64 + 7] = __float_as_uint(d[7]);
  D[t * 64 + 8] = __float_as_uint(d[8]);
  D[t * 64 + 9] = __float_as_uint(d[9]);
  D[t * 64 + 10] = __float_as_uint(d[10]);
  D[t * 64 + 11] = __float_as_uint(d[11]);
  D[t * 64 + 12] = __float_as_uint(d[12]);
  D[t * 64 + 13] = __float_as_uint(d[13]);
  D[t * 64 + 14] = __float_as_uint(d[14]);
  D[t * 64 + 15] = __float_as_uint(d[15]);
  D[t * 64 + 16] = __float_as_uint(d[16]);
  D[t * 64 + 17] = __float_as_uint(d[17]);
  D[t * 64 + 18] = __float_as_uint(d[18]);
  D[t * 64 + 19] = __float_as_uint(d[19]);
  D[t * 64 + 20] = __float_as_uint(d[20]);
  D[t * 64 + 21] = __float_as_uint(d[21]);
  D[t * 64 + 22] = __float_as_uint(d[22]);
  D[t * 64 + 23] = __float_as_uint(d[23]);
  D[t * 64 + 24] = __float_as_uint(d[24]);
  D[t * 64 + 25] = __float_as_uint(d[25]);
  D[t * 64 + 26] = __float_as_uint(d[26]);
  D[t * 64 + 27] = __float_as_uint(d[27]);
  D[t * 64 + 28] = __float_as_uint(d[28]);
  D[t * 64 + 29] = __float_as_uint(d[29]);
  D[t * 64 + 30] = __float_as_uint(d[30]);
  D[t * 64 + 31] = __float_as_uint(d[31]);
  D[t * 64 + 32] = __float_as_uint(d[32]);
  D[t * 64 + 33] = __float_as_uint(d[33]);
  D[t * 64 + 34] = __float_as_uint(d[34]);
  D[t * 64 + 35] = __float_as_uint(d[35]);
  D[t * 64 + 36] = __float_as_uint(d[36]);
  D[t * 64 + 37] = __float_as_uint(d[37]);
  D[t * 64 + 38] = __float_as_uint(d[38]);
  D[t * 64 + 39] = __float_as_uint(d[39]);
  D[t * 64 + 40] = __float_as_uint(d[40]);
  D[t * 64 + 41] = __float_as_uint(d[41]);
  D[t * 64 + 42] = __float_as_uint(d[42]);
  D[t * 64 + 43] = __float_as_uint(d[43]);
  D[t * 64 + 44] = __float_as_uint(d[44]);
  D[t * 64 + 45] = __float_as_uint(d[45]);
  D[t * 64 + 46] = __float_as_uint(d[46]);
  D[t * 64 + 47] = __float_as_uint(d[47]);
  D[t * 64 + 48] = __float_as_uint(d[48]);
  D[t * 64 + 49] = __float_as_uint(d[49]);
  D[t * 64 + 50] = __float_as_uint(d[50]);
  D[t * 64 + 51] = __float_as_uint(d[51]);
  D[t * 64 + 52] = __float_as_uint(d[52]);
  D[t * 64 + 53] = __float_as_uint(d[53]);
  D[t * 64 + 54] = __float_as_uint(d[54]);
  D[t * 64 + 55] = __float_as_uint(d[55]);
  D[t * 64 + 56] = __float_as_uint(d[56]);
  D[t * 64 + 57] = __float_as_uint(d[57]);
  D[t * 64 + 58] = __float_as_uint(d[58]);
  D[t * 64 + 59] = __float_as_uint(d[59]);
  D[t * 64 + 60] = __float_as_uint(d[60]);
  D[t * 64 + 61] = __float_as_uint(d[61]);
  D[t * 64 + 62] = __float_as_uint(d[62]);
  D[t * 64 + 63] = __float_as_uint(d[63]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k8_f32_tf32_tf32(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[64];
  d[0] = __uint_as_float(C[t * 64 + 0]);
  d[1] = __uint_as_float(C[t * 64 + 1]);
  d[2] = __uint_as_float(C[t * 64 + 2]);
  d[3] = __uint_as_float(C[t * 64 + 3]);
  d[4] = __uint_as_float(C[t * 64 + 4]);
  d[5] = __uint_as_float(C[t * 64 + 5]);
  d[6] = __uint_as_float(C[t * 64 + 6]);
  d[7] = __uint_as_float(C[t * 64 + 7]);
  d[8] = __uint_as_float(C[t * 64 + 8]);
  d[9] = __uint_as_float(C[t * 64 + 9]);
  d[10] = __uint_as_float(C[t * 64 + 10]);
  d[11] = __uint_as_float(C[t * 64 + 11]);
  d[12] = __uint_as_float(C[t * 64 + 12]);
  d[13] = __uint_as_float(C[t * 64 + 13]);
  d[14] = __uint_as_float(C[t * 64 + 14]);
  d[15] = __uint_as_float(C[t * 64 + 15]);
  d[16] = __uint_as_float(C[t * 64 + 16]);
  d[17] = __uint_as_float(C[t * 64 + 17]);
  d[18] = __uint_as_float(C[t * 64 + 18]);
  d[19] = __uint_as_float(C[t * 64 + 19]);
  d[20] = __uint_as_float(C[t * 64 + 20]);
  d[21] = __uint_as_float(C[t * 64 + 21]);
  d[22] = __uint_as_float(C[t * 64 + 22]);
  d[23] = __uint_as_float(C[t * 64 + 23]);
  d[24] = __uint_as_float(C[t * 64 + 24]);
  d[25] = __uint_as_float(C[t * 64 + 25]);
  d[26] = __uint_as_float(C[t * 64 + 26]);
  d[27] = __uint_as_float(C[t * 64 + 27]);
  d[28] = __uint_as_float(C[t * 64 + 28]);
  d[29] = __uint_as_float(C[t * 64 + 29]);
  d[30] = __uint_as_float(C[t * 64 + 30]);
  d[31] = __uint_as_float(C[t * 64 + 31]);
  d[32] = __uint_as_float(C[t * 64 + 32]);
  d[33] = __uint_as_float(C[t * 64 + 33]);
  d[34] = __uint_as_float(C[t * 64 + 34]);
  d[35] = __uint_as_float(C[t * 64 + 35]);
  d[36] = __uint_as_float(C[t * 64 + 36]);
  d[37] = __uint_as_float(C[t * 64 + 37]);
  d[38] = __uint_as_float(C[t * 64 + 38]);
  d[39] = __uint_as_float(C[t * 64 + 39]);
  d[40] = __uint_as_float(C[t * 64 + 40]);
  d[41] = __uint_as_float(C[t * 64 + 41]);
  d[42] = __uint_as_float(C[t * 64 + 42]);
  d[43] = __uint_as_float(C[t * 64 + 43]);
  d[44] = __uint_as_float(C[t * 64 + 44]);
  d[45] = __uint_as_float(C[t * 64 + 45]);
  d[46] = __uint_as_float(C[t * 64 + 46]);
  d[47] = __uint_as_float(C[t * 64 + 47]);
  d[48] = __uint_as_float(C[t * 64 + 48]);
  d[49] = __uint_as_float(C[t * 64 + 49]);
  d[50] = __uint_as_float(C[t * 64 + 50]);
  d[51] = __uint_as_float(C[t * 64 + 51]);
  d[52] = __uint_as_float(C[t * 64 + 52]);
  d[53] = __uint_as_float(C[t * 64 + 53]);
  d[54] = __uint_as_float(C[t * 64 + 54]);
  d[55] = __uint_as_float(C[t * 64 + 55]);
  d[56] = __uint_as_float(C[t * 64 + 56]);
  d[57] = __uint_as_float(C[t * 64 + 57]);
  d[58] = __uint_as_float(C[t * 64 + 58]);
  d[59] = __uint_as_float(C[t * 64 + 59]);
  d[60] = __uint_as_float(C[t * 64 + 60]);
  d[61] = __uint_as_float(C[t * 64 + 61]);
  d[62] = __uint_as_float(C[t * 64 + 62]);
  d[63] = __uint_as_float(C[t * 64 + 63]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = __float_as_uint(d[0]);
  D[t * 64 + 1] = __float_as_uint(d[1]);
  D[t * 64 + 2] = __float_as_uint(d[2]);
  D[t * 64 + 3] = __float_as_uint(d[3]);
  D[t * 64 + 4] = __float_as_uint(d[4]);
  D[t * 64 + 5] = __float_as_uint(d[5]);
  D[t * 64 + 6] = __float_as_uint(d[6]);
  D[t * 64 + 7] = __float_as_uint(d[7]);
  D[t * 64 + 8] = __float_as_uint(d[8]);
  D[t * 64 + 9] = __float_as_uint(d[9]);
  D[t * 64 + 10] = __float_as_uint(d[10]);
  D[t * 64 + 11] = __float_as_uint(d[11]);
  D[t * 64 + 12] = __float_as_uint(d[12]);
  D[t * 64 + 13] = __float_as_uint(d[13]);
  D[t * 64 + 14] = __float_as_uint(d[14]);
  D[t * 64 + 15] = __float_as_uint(d[15]);
  D[t * 64 + 16] = __float_as_uint(d[16]);
  D[t * 64 + 17] = __float_as_uint(d[17]);
  D[t * 64 + 18] = __float_as_uint(d[18]);
  D[t * 64 + 19] = __float_as_uint(d[19]);
  D[t * 64 + 20] = __float_as_uint(d[20]);
  D[t * 64 + 21] = __float_as_uint(d[21]);
  D[t * 64 + 22] = __float_as_uint(d[22]);
  D[t * 64 + 23] = __float_as_uint(d[23]);
  D[t * 64 + 24] = __float_as_uint(d[24]);
  D[t * 64 + 25] = __float_as_uint(d[25]);
  D[t * 64 + 26] = __float_as_uint(d[26]);
  D[t * 64 + 27] = __float_as_uint(d[27]);
  D[t * 64 + 28] = __float_as_uint(d[28]);
  D[t * 64 + 29] = __float_as_uint(d[29]);
  D[t * 64 + 30] = __float_as_uint(d[30]);
  D[t * 64 + 31] = __float_as_uint(d[31]);
  D[t * 64 + 32] = __float_as_uint(d[32]);
  D[t * 64 + 33] = __float_as_uint(d[33]);
  D[t * 64 + 34] = __float_as_uint(d[34]);
  D[t * 64 + 35] = __float_as_uint(d[35]);
  D[t * 64 + 36] = __float_as_uint(d[36]);
  D[t * 64 + 37] = __float_as_uint(d[37]);
  D[t * 64 + 38] = __float_as_uint(d[38]);
  D[t * 64 + 39] = __float_as_uint(d[39]);
  D[t * 64 + 40] = __float_as_uint(d[40]);
  D[t * 64 + 41] = __float_as_uint(d[41]);
  D[t * 64 + 42] = __float_as_uint(d[42]);
  D[t * 64 + 43] = __float_as_uint(d[43]);
  D[t * 64 + 44] = __float_as_uint(d[44]);
  D[t * 64 + 45] = __float_as_uint(d[45]);
  D[t * 64 + 46] = __float_as_uint(d[46]);
  D[t * 64 + 47] = __float_as_uint(d[47]);
  D[t * 64 + 48] = __float_as_uint(d[48]);
  D[t * 64 + 49] = __float_as_uint(d[49]);
  D[t * 64 + 50] = __float_as_uint(d[50]);
  D[t * 64 + 51] = __float_as_uint(d[51]);
  D[t * 64 + 52] = __float_as_uint(d[52]);
  D[t * 64 + 53] = __float_as_uint(d[53]);
  D[t * 64 + 54] = __float_as_uint(d[54]);
  D[t * 64 + 55] = __float_as_uint(d[55]);
  D[t * 64 + 56] = __float_as_uint(d[56]);
  D[t * 64 + 57] = __float_as_uint(d[57]);
  D[t * 64 + 58] = __float_as_uint(d[58]);
  D[t * 64 + 59] = __float_as_uint(d[59]);
  D[t * 64 + 60] = __float_as_uint(d[60]);
  D[t * 64 + 61] = __float_as_uint(d[61]);
  D[t * 64 + 62] = __float_as_uint(d[62]);
  D[t * 64 + 63] = __float_as_uint(d[63]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f16_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[32];
  d[0] = C[t * 32 + 0];
  d[1] = C[t * 32 + 1];
  d[2] = C[t * 32 + 2];
  d[3] = C[t * 32 + 3];
  d[4] = C[t * 32 + 4];
  d[5] = C[t * 32 + 5];
  d[6] = C[t * 32 + 6];
  d[7] = C[t * 32 + 7];
  d[8] = C[t * 32 + 8];
  d[9] = C[t * 32 + 9];
  d[10] = C[t * 32 + 10];
  d[11] = C[t * 32 + 11];
  d[12] = C[t * 32 + 12];
  d[13] = C[t * 32 + 13];
  d[14] = C[t * 32 + 14];
  d[15] = C[t * 32 + 15];
  d[16] = C[t * 32 + 16];
  d[17] = C[t * 32 + 17];
  d[18] = C[t * 32 + 18];
  d[19] = C[t * 32 + 19];
  d[20] = C[t * 32 + 20];
  d[21] = C[t * 32 + 21];
  d[22] = C[t * 32 + 22];
  d[23] = C[t * 32 + 23];
  d[24] = C[t * 32 + 24];
  d[25] = C[t * 32 + 25];
  d[26] = C[t * 32 + 26];
  d[27] = C[t * 32 + 27];
  d[28] = C[t * 32 + 28];
  d[29] = C[t * 32 + 29];
  d[30] = C[t * 32 + 30];
  d[31] = C[t * 32 + 31];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f16.e4m3.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 32 + 0] = d[0];
  D[t * 32 + 1] = d[1];
  D[t * 32 + 2] = d[2];
  D[t * 32 + 3] = d[3];
  D[t * 32 + 4] = d[4];
  D[t * 32 + 5] = d[5];
  D[t * 32 + 6] = d[6];
  D[t * 32 + 7] = d[7];
  D[t * 32 + 8] = d[8];
  D[t * 32 + 9] = d[9];
  D[t * 32 + 10] = d[10];
  D[t * 32 + 11] = d[11];
  D[t * 32 + 12] = d[12];
  D[t * 32 + 13] = d[13];
  D[t * 32 + 14] = d[14];
  D[t * 32 + 15] = d[15];
  D[t * 32 + 16] = d[16];
  D[t * 32 + 17] = d[17];
  D[t * 32 + 18] = d[18];
  D[t * 32 + 19] = d[19];
  D[t * 32 + 20] = d[20];
  D[t * 32 + 21] = d[21];
  D[t * 32 + 22] = d[22];
  D[t * 32 + 23] = d[23];
  D[t * 32 + 24] = d[24];
  D[t * 32 + 25] = d[25];
  D[t * 32 + 26] = d[26];
  D[t * 32 + 27] = d[27];
  D[t * 32 + 28] = d[28];
  D[t * 32 + 29] = d[29];
  D[t * 32 + 30] = d[30];
  D[t * 32 + 31] = d[31];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f16_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[32];
  d[0] = C[t * 32 + 0];
  d[1] = C[t * 32 + 1];
  d[2] = C[t * 32 + 2];
  d[3] = C[t * 32 + 3];
  d[4] = C[t * 32 + 4];
  d[5] = C[t * 32 + 5];
  d[6] = C[t * 32 + 6];
  d[7] = C[t * 32 + 7];
  d[8] = C[t * 32 + 8];
  d[9] = C[t * 32 + 9];
  d[10] = C[t * 32 + 10];
  d[11] = C[t * 32 + 11];
  d[12] = C[t * 32 + 12];
  d[13] = C[t * 32 + 13];
  d[14] = C[t * 32 + 14];
  d[15] = C[t * 32 + 15];
  d[16] = C[t * 32 + 16];
  d[17] = C[t * 32 + 17];
  d[18] = C[t * 32 + 18];
  d[19] = C[t * 32 + 19];
  d[20] = C[t * 32 + 20];
  d[21] = C[t * 32 + 21];
  d[22] = C[t * 32 + 22];
  d[23] = C[t * 32 + 23];
  d[24] = C[t * 32 + 24];
  d[25] = C[t * 32 + 25];
  d[26] = C[t * 32 + 26];
  d[27] = C[t * 32 + 27];
  d[28] = C[t * 32 + 28];
  d[29] = C[t * 32 + 29];
  d[30] = C[t * 32 + 30];
  d[31] = C[t * 32 + 31];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f16.e4m3.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 32 + 0] = d[0];
  D[t * 32 + 1] = d[1];
  D[t * 32 + 2] = d[2];
  D[t * 32 + 3] = d[3];
  D[t * 32 + 4] = d[4];
  D[t * 32 + 5] = d[5];
  D[t * 32 + 6] = d[6];
  D[t * 32 + 7] = d[7];
  D[t * 32 + 8] = d[8];
  D[t * 32 + 9] = d[9];
  D[t * 32 + 10] = d[10];
  D[t * 32 + 11] = d[11];
  D[t * 32 + 12] = d[12];
  D[t * 32 + 13] = d[13];
  D[t * 32 + 14] = d[14];
  D[t * 32 + 15] = d[15];
  D[t * 32 + 16] = d[16];
  D[t * 32 + 17] = d[17];
  D[t * 32 + 18] = d[18];
  D[t * 32 + 19] = d[19];
  D[t * 32 + 20] = d[20];
  D[t * 32 + 21] = d[21];
  D[t * 32 + 22] = d[22];
  D[t * 32 + 23] = d[23];
  D[t * 32 + 24] = d[24];
  D[t * 32 + 25] = d[25];
  D[t * 32 + 26] = d[26];
  D[t * 32 + 27] = d[27];
  D[t * 32 + 28] = d[28];
  D[t * 32 + 29] = d[29];
  D[t * 32 + 30] = d[30];
  D[t * 32 + 31] = d[31];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f16_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[32];
  d[0] = C[t * 32 + 0];
  d[1] = C[t * 32 + 1];
  d[2] = C[t * 32 + 2];
  d[3] = C[t * 32 + 3];
  d[4] = C[t * 32 + 4];
  d[5] = C[t * 32 + 5];
  d[6] = C[t * 32 + 6];
  d[7] = C[t * 32 + 7];
  d[8] = C[t * 32 + 8];
  d[9] = C[t * 32 + 9];
  d[10] = C[t * 32 + 10];
  d[11] = C[t * 32 + 11];
  d[12] = C[t * 32 + 12];
  d[13] = C[t * 32 + 13];
  d[14] = C[t * 32 + 14];
  d[15] = C[t * 32 + 15];
  d[16] = C[t * 32 + 16];
  d[17] = C[t * 32 + 17];
  d[18] = C[t * 32 + 18];
  d[19] = C[t * 32 + 19];
  d[20] = C[t * 32 + 20];
  d[21] = C[t * 32 + 21];
  d[22] = C[t * 32 + 22];
  d[23] = C[t * 32 + 23];
  d[24] = C[t * 32 + 24];
  d[25] = C[t * 32 + 25];
  d[26] = C[t * 32 + 26];
  d[27] = C[t * 32 + 27];
  d[28] = C[t * 32 + 28];
  d[29] = C[t * 32 + 29];
  d[30] = C[t * 32 + 30];
  d[31] = C[t * 32 + 31];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f16.e5m2.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 32 + 0] = d[0];
  D[t * 32 + 1] = d[1];
  D[t * 32 + 2] = d[2];
  D[t * 32 + 3] = d[3];
  D[t * 32 + 4] = d[4];
  D[t * 32 + 5] = d[5];
  D[t * 32 + 6] = d[6];
  D[t * 32 + 7] = d[7];
  D[t * 32 + 8] = d[8];
  D[t * 32 + 9] = d[9];
  D[t * 32 + 10] = d[10];
  D[t * 32 + 11] = d[11];
  D[t * 32 + 12] = d[12];
  D[t * 32 + 13] = d[13];
  D[t * 32 + 14] = d[14];
  D[t * 32 + 15] = d[15];
  D[t * 32 + 16] = d[16];
  D[t * 32 + 17] = d[17];
  D[t * 32 + 18] = d[18];
  D[t * 32 + 19] = d[19];
  D[t * 32 + 20] = d[20];
  D[t * 32 + 21] = d[21];
  D[t * 32 + 22] = d[22];
  D[t * 32 + 23] = d[23];
  D[t * 32 + 24] = d[24];
  D[t * 32 + 25] = d[25];
  D[t * 32 + 26] = d[26];
  D[t * 32 + 27] = d[27];
  D[t * 32 + 28] = d[28];
  D[t * 32 + 29] = d[29];
  D[t * 32 + 30] = d[30];
  D[t * 32 + 31] = d[31];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f16_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[32];
  d[0] = C[t * 32 + 0];
  d[1] = C[t * 32 + 1];
  d[2] = C[t * 32 + 2];
  d[3] = C[t * 32 + 3];
  d[4] = C[t * 32 + 4];
  d[5] = C[t * 32 + 5];
  d[6] = C[t * 32 + 6];
  d[7] = C[t * 32 + 7];
  d[8] = C[t * 32 + 8];
  d[9] = C[t * 32 + 9];
  d[10] = C[t * 32 + 10];
  d[11] = C[t * 32 + 11];
  d[12] = C[t * 32 + 12];
  d[13] = C[t * 32 + 13];
  d[14] = C[t * 32 + 14];
  d[15] = C[t * 32 + 15];
  d[16] = C[t * 32 + 16];
  d[17] = C[t * 32 + 17];
  d[18] = C[t * 32 + 18];
  d[19] = C[t * 32 + 19];
  d[20] = C[t * 32 + 20];
  d[21] = C[t * 32 + 21];
  d[22] = C[t * 32 + 22];
  d[23] = C[t * 32 + 23];
  d[24] = C[t * 32 + 24];
  d[25] = C[t * 32 + 25];
  d[26] = C[t * 32 + 26];
  d[27] = C[t * 32 + 27];
  d[28] = C[t * 32 + 28];
  d[29] = C[t * 32 + 29];
  d[30] = C[t * 32 + 30];
  d[31] = C[t * 32 + 31];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f16.e5m2.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 32 + 0] = d[0];
  D[t * 32 + 1] = d[1];
  D[t * 32 + 2] = d[2];
  D[t * 32 + 3] = d[3];
  D[t * 32 + 4] = d[4];
  D[t * 32 + 5] = d[5];
  D[t * 32 + 6] = d[6];
  D[t * 32 + 7] = d[7];
  D[t * 32 + 8] = d[8];
  D[t * 32 + 9] = d[9];
  D[t * 32 + 10] = d[10];
  D[t * 32 + 11] = d[11];
  D[t * 32 + 12] = d[12];
  D[t * 32 + 13] = d[13];
  D[t * 32 + 14] = d[14];
  D[t * 32 + 15] = d[15];
  D[t * 32 + 16] = d[16];
  D[t * 32 + 17] = d[17];
  D[t * 32 + 18] = d[18];
  D[t * 32 + 19] = d[19];
  D[t * 32 + 20] = d[20];
  D[t * 32 + 21] = d[21];
  D[t * 32 + 22] = d[22];
  D[t * 32 + 23] = d[23];
  D[t * 32 + 24] = d[24];
  D[t * 32 + 25] = d[25];
  D[t * 32 + 26] = d[26];
  D[t * 32 + 27] = d[27];
  D[t * 32 + 28] = d[28];
  D[t * 32 + 29] = d[29];
  D[t * 32 + 30] = d[30];
  D[t * 32 + 31] = d[31];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f32_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[64];
  d[0] = __uint_as_float(C[t * 64 + 0]);
  d[1] = __uint_as_float(C[t * 64 + 1]);
  d[2] = __uint_as_float(C[t * 64 + 2]);
  d[3] = __uint_as_float(C[t * 64 + 3]);
  d[4] = __uint_as_float(C[t * 64 + 4]);
  d[5] = __uint_as_float(C[t * 64 + 5]);
  d[6] = __uint_as_float(C[t * 64 + 6]);
  d[7] = __uint_as_float(C[t * 64 + 7]);
  d[8] = __uint_as_float(C[t * 64 + 8]);
  d[9] = __uint_as_float(C[t * 64 + 9]);
  d[10] = __uint_as_float(C[t * 64 + 10]);
  d[11] = __uint_as_float(C[t * 64 + 11]);
  d[12] = __uint_as_float(C[t * 64 + 12]);
  d[13] = __uint_as_float(C[t * 64 + 13]);
  d[14] = __uint_as_float(C[t * 64 + 14]);
  d[15] = __uint_as_float(C[t * 64 + 15]);
  d[16] = __uint_as_float(C[t * 64 + 16]);
  d[17] = __uint_as_float(C[t * 64 + 17]);
  d[18] = __uint_as_float(C[t * 64 + 18]);
  d[19] = __uint_as_float(C[t * 64 + 19]);
  d[20] = __uint_as_float(C[t * 64 + 20]);
  d[21] = __uint_as_float(C[t * 64 + 21]);
  d[22] = __uint_as_float(C[t * 64 + 22]);
  d[23] = __uint_as_float(C[t * 64 + 23]);
  d[24] = __uint_as_float(C[t * 64 + 24]);
  d[25] = __uint_as_float(C[t * 64 + 25]);
  d[26] = __uint_as_float(C[t * 64 + 26]);
  d[27] = __uint_as_float(C[t * 64 + 27]);
  d[28] = __uint_as_float(C[t * 64 + 28]);
  d[29] = __uint_as_float(C[t * 64 + 29]);
  d[30] = __uint_as_float(C[t * 64 + 30]);
  d[31] = __uint_as_float(C[t * 64 + 31]);
  d[32] = __uint_as_float(C[t * 64 + 32]);
  d[33] = __uint_as_float(C[t * 64 + 33]);
  d[34] = __uint_as_float(C[t * 64 + 34]);
  d[35] = __uint_as_float(C[t * 64 + 35]);
  d[36] = __uint_as_float(C[t * 64 + 36]);
  d[37] = __uint_as_float(C[t * 64 + 37]);
  d[38] = __uint_as_float(C[t * 64 + 38]);
  d[39] = __uint_as_float(C[t * 64 + 39]);
  d[40] = __uint_as_float(C[t * 64 + 40]);
  d[41] = __uint_as_float(C[t * 64 + 41]);
  d[42] = __uint_as_float(C[t * 64 + 42]);
  d[43] = __uint_as_float(C[t * 64 + 43]);
  d[44] = __uint_as_float(C[t * 64 + 44]);
  d[45] = __uint_as_float(C[t * 64 + 45]);
  d[46] = __uint_as_float(C[t * 64 + 46]);
  d[47] = __uint_as_float(C[t * 64 + 47]);
  d[48] = __uint_as_float(C[t * 64 + 48]);
  d[49] = __uint_as_float(C[t * 64 + 49]);
  d[50] = __uint_as_float(C[t * 64 + 50]);
  d[51] = __uint_as_float(C[t * 64 + 51]);
  d[52] = __uint_as_float(C[t * 64 + 52]);
  d[53] = __uint_as_float(C[t * 64 + 53]);
  d[54] = __uint_as_float(C[t * 64 + 54]);
  d[55] = __uint_as_float(C[t * 64 + 55]);
  d[56] = __uint_as_float(C[t * 64 + 56]);
  d[57] = __uint_as_float(C[t * 64 + 57]);
  d[58] = __uint_as_float(C[t * 64 + 58]);
  d[59] = __uint_as_float(C[t * 64 + 59]);
  d[60] = __uint_as_float(C[t * 64 + 60]);
  d[61] = __uint_as_float(C[t * 64 + 61]);
  d[62] = __uint_as_float(C[t * 64 + 62]);
  d[63] = __uint_as_float(C[t * 64 + 63]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = __float_as_uint(d[0]);
  D[t * 64 + 1] = __float_as_uint(d[1]);
  D[t * 64 + 2] = __float_as_uint(d[2]);
  D[t * 64 + 3] = __float_as_uint(d[3]);
  D[t * 64 + 4] = __float_as_uint(d[4]);
  D[t * 64 + 5] = __float_as_uint(d[5]);
  D[t * 64 + 6] = __float_as_uint(d[6]);
  D[t * 64 + 7] = __float_as_uint(d[7]);
  D[t * 64 + 8] = __float_as_uint(d[8]);
  D[t * 64 + 9] = __float_as_uint(d[9]);
  D[t * 64 + 10] = __float_as_uint(d[10]);
  D[t * 64 + 11] = __float_as_uint(d[11]);
  D[t * 64 + 12] = __float_as_uint(d[12]);
  D[t * 64 + 13] = __float_as_uint(d[13]);
  D[t * 64 + 14] = __float_as_uint(d[14]);
  D[t * 64 + 15] = __float_as_uint(d[15]);
  D[t * 64 + 16] = __float_as_uint(d[16]);
  D[t * 64 + 17] = __float_as_uint(d[17]);
  D[t * 64 + 18] = __float_as_uint(d[18]);
  D[t * 64 + 19] = __float_as_uint(d[19]);
  D[t * 64 + 20] = __float_as_uint(d[20]);
  D[t * 64 + 21] = __float_as_uint(d[21]);
  D[t * 64 + 22] = __float_as_uint(d[22]);
  D[t * 64 + 23] = __float_as_uint(d[23]);
  D[t * 64 + 24] = __float_as_uint(d[24]);
  D[t * 64 + 25] = __float_as_uint(d[25]);
  D[t * 64 + 26] = __float_as_uint(d[26]);
  D[t * 64 + 27] = __float_as_uint(d[27]);
  D[t * 64 + 28] = __float_as_uint(d[28]);
  D[t * 64 + 29] = __float_as_uint(d[29]);
  D[t * 64 + 30] = __float_as_uint(d[30]);
  D[t * 64 + 31] = __float_as_uint(d[31]);
  D[t * 64 + 32] = __float_as_uint(d[32]);
  D[t * 64 + 33] = __float_as_uint(d[33]);
  D[t * 64 + 34] = __float_as_uint(d[34]);
  D[t * 64 + 35] = __float_as_uint(d[35]);
  D[t * 64 + 36] = __float_as_uint(d[36]);
  D[t * 64 + 37] = __float_as_uint(d[37]);
  D[t * 64 + 38] = __float_as_uint(d[38]);
  D[t * 64 + 39] = __float_as_uint(d[39]);
  D[t * 64 + 40] = __float_as_uint(d[40]);
  D[t * 64 + 41] = __float_as_uint(d[41]);
  D[t * 64 + 42] = __float_as_uint(d[42]);
  D[t * 64 + 43] = __float_as_uint(d[43]);
  D[t * 64 + 44] = __float_as_uint(d[44]);
  D[t * 64 + 45] = __float_as_uint(d[45]);
  D[t * 64 + 46] = __float_as_uint(d[46]);
  D[t * 64 + 47] = __float_as_uint(d[47]);
  D[t * 64 + 48] = __float_as_uint(d[48]);
  D[t * 64 + 49] = __float_as_uint(d[49]);
  D[t * 64 + 50] = __float_as_uint(d[50]);
  D[t * 64 + 51] = __float_as_uint(d[51]);
  D[t * 64 + 52] = __float_as_uint(d[52]);
  D[t * 64 + 53] = __float_as_uint(d[53]);
  D[t * 64 + 54] = __float_as_uint(d[54]);
  D[t * 64 + 55] = __float_as_uint(d[55]);
  D[t * 64 + 56] = __float_as_uint(d[56]);
  D[t * 64 + 57] = __float_as_uint(d[57]);
  D[t * 64 + 58] = __float_as_uint(d[58]);
  D[t * 64 + 59] = __float_as_uint(d[59]);
  D[t * 64 + 60] = __float_as_uint(d[60]);
  D[t * 64 + 61] = __float_as_uint(d[61]);
  D[t * 64 + 62] = __float_as_uint(d[62]);
  D[t * 64 + 63] = __float_as_uint(d[63]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f32_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[64];
  d[0] = __uint_as_float(C[t * 64 + 0]);
  d[1] = __uint_as_float(C[t * 64 + 1]);
  d[2] = __uint_as_float(C[t * 64 + 2]);
  d[3] = __uint_as_float(C[t * 64 + 3]);
  d[4] = __uint_as_float(C[t * 64 + 4]);
  d[5] = __uint_as_float(C[t * 64 + 5]);
  d[6] = __uint_as_float(C[t * 64 + 6]);
  d[7] = __uint_as_float(C[t * 64 + 7]);
  d[8] = __uint_as_float(C[t * 64 + 8]);
  d[9] = __uint_as_float(C[t * 64 + 9]);
  d[10] = __uint_as_float(C[t * 64 + 10]);
  d[11] = __uint_as_float(C[t * 64 + 11]);
  d[12] = __uint_as_float(C[t * 64 + 12]);
  d[13] = __uint_as_float(C[t * 64 + 13]);
  d[14] = __uint_as_float(C[t * 64 + 14]);
  d[15] = __uint_as_float(C[t * 64 + 15]);
  d[16] = __uint_as_float(C[t * 64 + 16]);
  d[17] = __uint_as_float(C[t * 64 + 17]);
  d[18] = __uint_as_float(C[t * 64 + 18]);
  d[19] = __uint_as_float(C[t * 64 + 19]);
  d[20] = __uint_as_float(C[t * 64 + 20]);
  d[21] = __uint_as_float(C[t * 64 + 21]);
  d[22] = __uint_as_float(C[t * 64 + 22]);
  d[23] = __uint_as_float(C[t * 64 + 23]);
  d[24] = __uint_as_float(C[t * 64 + 24]);
  d[25] = __uint_as_float(C[t * 64 + 25]);
  d[26] = __uint_as_float(C[t * 64 + 26]);
  d[27] = __uint_as_float(C[t * 64 + 27]);
  d[28] = __uint_as_float(C[t * 64 + 28]);
  d[29] = __uint_as_float(C[t * 64 + 29]);
  d[30] = __uint_as_float(C[t * 64 + 30]);
  d[31] = __uint_as_float(C[t * 64 + 31]);
  d[32] = __uint_as_float(C[t * 64 + 32]);
  d[33] = __uint_as_float(C[t * 64 + 33]);
  d[34] = __uint_as_float(C[t * 64 + 34]);
  d[35] = __uint_as_float(C[t * 64 + 35]);
  d[36] = __uint_as_float(C[t * 64 + 36]);
  d[37] = __uint_as_float(C[t * 64 + 37]);
  d[38] = __uint_as_float(C[t * 64 + 38]);
  d[39] = __uint_as_float(C[t * 64 + 39]);
  d[40] = __uint_as_float(C[t * 64 + 40]);
  d[41] = __uint_as_float(C[t * 64 + 41]);
  d[42] = __uint_as_float(C[t * 64 + 42]);
  d[43] = __uint_as_float(C[t * 64 + 43]);
  d[44] = __uint_as_float(C[t * 64 + 44]);
  d[45] = __uint_as_float(C[t * 64 + 45]);
  d[46] = __uint_as_float(C[t * 64 + 46]);
  d[47] = __uint_as_float(C[t * 64 + 47]);
  d[48] = __uint_as_float(C[t * 64 + 48]);
  d[49] = __uint_as_float(C[t * 64 + 49]);
  d[50] = __uint_as_float(C[t * 64 + 50]);
  d[51] = __uint_as_float(C[t * 64 + 51]);
  d[52] = __uint_as_float(C[t * 64 + 52]);
  d[53] = __uint_as_float(C[t * 64 + 53]);
  d[54] = __uint_as_float(C[t * 64 + 54]);
  d[55] = __uint_as_float(C[t * 64 + 55]);
  d[56] = __uint_as_float(C[t * 64 + 56]);
  d[57] = __uint_as_float(C[t * 64 + 57]);
  d[58] = __uint_as_float(C[t * 64 + 58]);
  d[59] = __uint_as_float(C[t * 64 + 59]);
  d[60] = __uint_as_float(C[t * 64 + 60]);
  d[61] = __uint_as_float(C[t * 64 + 61]);
  d[62] = __uint_as_float(C[t * 64 + 62]);
  d[63] = __uint_as_float(C[t * 64 + 63]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = __float_as_uint(d[0]);
  D[t * 64 + 1] = __float_as_uint(d[1]);
  D[t * 64 + 2] = __float_as_uint(d[2]);
  D[t * 64 + 3] = __float_as_uint(d[3]);
  D[t * 64 + 4] = __float_as_uint(d[4]);
  D[t * 64 + 5] = __float_as_uint(d[5]);
  D[t * 64 + 6] = __float_as_uint(d[6]);
  D[t * 64 + 7] = __float_as_uint(d[7]);
  D[t * 64 + 8] = __float_as_uint(d[8]);
  D[t * 64 + 9] = __float_as_uint(d[9]);
  D[t * 64 + 10] = __float_as_uint(d[10]);
  D[t * 64 + 11] = __float_as_uint(d[11]);
  D[t * 64 + 12] = __float_as_uint(d[12]);
  D[t * 64 + 13] = __float_as_uint(d[13]);
  D[t * 64 + 14] = __float_as_uint(d[14]);
  D[t * 64 + 15] = __float_as_uint(d[15]);
  D[t * 64 + 16] = __float_as_uint(d[16]);
  D[t * 64 + 17] = __float_as_uint(d[17]);
  D[t * 64 + 18] = __float_as_uint(d[18]);
  D[t * 64 + 19] = __float_as_uint(d[19]);
  D[t * 64 + 20] = __float_as_uint(d[20]);
  D[t * 64 + 21] = __float_as_uint(d[21]);
  D[t * 64 + 22] = __float_as_uint(d[22]);
  D[t * 64 + 23] = __float_as_uint(d[23]);
  D[t * 64 + 24] = __float_as_uint(d[24]);
  D[t * 64 + 25] = __float_as_uint(d[25]);
  D[t * 64 + 26] = __float_as_uint(d[26]);
  D[t * 64 + 27] = __float_as_uint(d[27]);
  D[t * 64 + 28] = __float_as_uint(d[28]);
  D[t * 64 + 29] = __float_as_uint(d[29]);
  D[t * 64 + 30] = __float_as_uint(d[30]);
  D[t * 64 + 31] = __float_as_uint(d[31]);
  D[t * 64 + 32] = __float_as_uint(d[32]);
  D[t * 64 + 33] = __float_as_uint(d[33]);
  D[t * 64 + 34] = __float_as_uint(d[34]);
  D[t * 64 + 35] = __float_as_uint(d[35]);
  D[t * 64 + 36] = __float_as_uint(d[36]);
  D[t * 64 + 37] = __float_as_uint(d[37]);
  D[t * 64 + 38] = __float_as_uint(d[38]);
  D[t * 64 + 39] = __float_as_uint(d[39]);
  D[t * 64 + 40] = __float_as_uint(d[40]);
  D[t * 64 + 41] = __float_as_uint(d[41]);
  D[t * 64 + 42] = __float_as_uint(d[42]);
  D[t * 64 + 43] = __float_as_uint(d[43]);
  D[t * 64 + 44] = __float_as_uint(d[44]);
  D[t * 64 + 45] = __float_as_uint(d[45]);
  D[t * 64 + 46] = __float_as_uint(d[46]);
  D[t * 64 + 47] = __float_as_uint(d[47]);
  D[t * 64 + 48] = __float_as_uint(d[48]);
  D[t * 64 + 49] = __float_as_uint(d[49]);
  D[t * 64 + 50] = __float_as_uint(d[50]);
  D[t * 64 + 51] = __float_as_uint(d[51]);
  D[t * 64 + 52] = __float_as_uint(d[52]);
  D[t * 64 + 53] = __float_as_uint(d[53]);
  D[t * 64 + 54] = __float_as_uint(d[54]);
  D[t * 64 + 55] = __float_as_uint(d[55]);
  D[t * 64 + 56] = __float_as_uint(d[56]);
  D[t * 64 + 57] = __float_as_uint(d[57]);
  D[t * 64 + 58] = __float_as_uint(d[58]);
  D[t * 64 + 59] = __float_as_uint(d[59]);
  D[t * 64 + 60] = __float_as_uint(d[60]);
  D[t * 64 + 61] = __float_as_uint(d[61]);
  D[t * 64 + 62] = __float_as_uint(d[62]);
  D[t * 64 + 63] = __float_as_uint(d[63]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f32_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[64];
  d[0] = __uint_as_float(C[t * 64 + 0]);
  d[1] = __uint_as_float(C[t * 64 + 1]);
  d[2] = __uint_as_float(C[t * 64 + 2]);
  d[3] = __uint_as_float(C[t * 64 + 3]);
  d[4] = __uint_as_float(C[t * 64 + 4]);
  d[5] = __uint_as_float(C[t * 64 + 5]);
  d[6] = __uint_as_float(C[t * 64 + 6]);
  d[7] = __uint_as_float(C[t * 64 + 7]);
  d[8] = __uint_as_float(C[t * 64 + 8]);
  d[9] = __uint_as_float(C[t * 64 + 9]);
  d[10] = __uint_as_float(C[t * 64 + 10]);
  d[11] = __uint_as_float(C[t * 64 + 11]);
  d[12] = __uint_as_float(C[t * 64 + 12]);
  d[13] = __uint_as_float(C[t * 64 + 13]);
  d[14] = __uint_as_float(C[t * 64 + 14]);
  d[15] = __uint_as_float(C[t * 64 + 15]);
  d[16] = __uint_as_float(C[t * 64 + 16]);
  d[17] = __uint_as_float(C[t * 64 + 17]);
  d[18] = __uint_as_float(C[t * 64 + 18]);
  d[19] = __uint_as_float(C[t * 64 + 19]);
  d[20] = __uint_as_float(C[t * 64 + 20]);
  d[21] = __uint_as_float(C[t * 64 + 21]);
  d[22] = __uint_as_float(C[t * 64 + 22]);
  d[23] = __uint_as_float(C[t * 64 + 23]);
  d[24] = __uint_as_float(C[t * 64 + 24]);
  d[25] = __uint_as_float(C[t * 64 + 25]);
  d[26] = __uint_as_float(C[t * 64 + 26]);
  d[27] = __uint_as_float(C[t * 64 + 27]);
  d[28] = __uint_as_float(C[t * 64 + 28]);
  d[29] = __uint_as_float(C[t * 64 + 29]);
  d[30] = __uint_as_float(C[t * 64 + 30]);
  d[31] = __uint_as_float(C[t * 64 + 31]);
  d[32] = __uint_as_float(C[t * 64 + 32]);
  d[33] = __uint_as_float(C[t * 64 + 33]);
  d[34] = __uint_as_float(C[t * 64 + 34]);
  d[35] = __uint_as_float(C[t * 64 + 35]);
  d[36] = __uint_as_float(C[t * 64 + 36]);
  d[37] = __uint_as_float(C[t * 64 + 37]);
  d[38] = __uint_as_float(C[t * 64 + 38]);
  d[39] = __uint_as_float(C[t * 64 + 39]);
  d[40] = __uint_as_float(C[t * 64 + 40]);
  d[41] = __uint_as_float(C[t * 64 + 41]);
  d[42] = __uint_as_float(C[t * 64 + 42]);
  d[43] = __uint_as_float(C[t * 64 + 43]);
  d[44] = __uint_as_float(C[t * 64 + 44]);
  d[45] = __uint_as_float(C[t * 64 + 45]);
  d[46] = __uint_as_float(C[t * 64 + 46]);
  d[47] = __uint_as_float(C[t * 64 + 47]);
  d[48] = __uint_as_float(C[t * 64 + 48]);
  d[49] = __uint_as_float(C[t * 64 + 49]);
  d[50] = __uint_as_float(C[t * 64 + 50]);
  d[51] = __uint_as_float(C[t * 64 + 51]);
  d[52] = __uint_as_float(C[t * 64 + 52]);
  d[53] = __uint_as_float(C[t * 64 + 53]);
  d[54] = __uint_as_float(C[t * 64 + 54]);
  d[55] = __uint_as_float(C[t * 64 + 55]);
  d[56] = __uint_as_float(C[t * 64 + 56]);
  d[57] = __uint_as_float(C[t * 64 + 57]);
  d[58] = __uint_as_float(C[t * 64 + 58]);
  d[59] = __uint_as_float(C[t * 64 + 59]);
  d[60] = __uint_as_float(C[t * 64 + 60]);
  d[61] = __uint_as_float(C[t * 64 + 61]);
  d[62] = __uint_as_float(C[t * 64 + 62]);
  d[63] = __uint_as_float(C[t * 64 + 63]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f32.e5m2.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = __float_as_uint(d[0]);
  D[t * 64 + 1] = __float_as_uint(d[1]);
  D[t * 64 + 2] = __float_as_uint(d[2]);
  D[t * 64 + 3] = __float_as_uint(d[3]);
  D[t * 64 + 4] = __float_as_uint(d[4]);
  D[t * 64 + 5] = __float_as_uint(d[5]);
  D[t * 64 + 6] = __float_as_uint(d[6]);
  D[t * 64 + 7] = __float_as_uint(d[7]);
  D[t * 64 + 8] = __float_as_uint(d[8]);
  D[t * 64 + 9] = __float_as_uint(d[9]);
  D[t * 64 + 10] = __float_as_uint(d[10]);
  D[t * 64 + 11] = __float_as_uint(d[11]);
  D[t * 64 + 12] = __float_as_uint(d[12]);
  D[t * 64 + 13] = __float_as_uint(d[13]);
  D[t * 64 + 14] = __float_as_uint(d[14]);
  D[t * 64 + 15] = __float_as_uint(d[15]);
  D[t * 64 + 16] = __float_as_uint(d[16]);
  D[t * 64 + 17] = __float_as_uint(d[17]);
  D[t * 64 + 18] = __float_as_uint(d[18]);
  D[t * 64 + 19] = __float_as_uint(d[19]);
  D[t * 64 + 20] = __float_as_uint(d[20]);
  D[t * 64 + 21] = __float_as_uint(d[21]);
  D[t * 64 + 22] = __float_as_uint(d[22]);
  D[t * 64 + 23] = __float_as_uint(d[23]);
  D[t * 64 + 24] = __float_as_uint(d[24]);
  D[t * 64 + 25] = __float_as_uint(d[25]);
  D[t * 64 + 26] = __float_as_uint(d[26]);
  D[t * 64 + 27] = __float_as_uint(d[27]);
  D[t * 64 + 28] = __float_as_uint(d[28]);
  D[t * 64 + 29] = __float_as_uint(d[29]);
  D[t * 64 + 30] = __float_as_uint(d[30]);
  D[t * 64 + 31] = __float_as_uint(d[31]);
  D[t * 64 + 32] = __float_as_uint(d[32]);
  D[t * 64 + 33] = __float_as_uint(d[33]);
  D[t * 64 + 34] = __float_as_uint(d[34]);
  D[t * 64 + 35] = __float_as_uint(d[35]);
  D[t * 64 + 36] = __float_as_uint(d[36]);
  D[t * 64 + 37] = __float_as_uint(d[37]);
  D[t * 64 + 38] = __float_as_uint(d[38]);
  D[t * 64 + 39] = __float_as_uint(d[39]);
  D[t * 64 + 40] = __float_as_uint(d[40]);
  D[t * 64 + 41] = __float_as_uint(d[41]);
  D[t * 64 + 42] = __float_as_uint(d[42]);
  D[t * 64 + 43] = __float_as_uint(d[43]);
  D[t * 64 + 44] = __float_as_uint(d[44]);
  D[t * 64 + 45] = __float_as_uint(d[45]);
  D[t * 64 + 46] = __float_as_uint(d[46]);
  D[t * 64 + 47] = __float_as_uint(d[47]);
  D[t * 64 + 48] = __float_as_uint(d[48]);
  D[t * 64 + 49] = __float_as_uint(d[49]);
  D[t * 64 + 50] = __float_as_uint(d[50]);
  D[t * 64 + 51] = __float_as_uint(d[51]);
  D[t * 64 + 52] = __float_as_uint(d[52]);
  D[t * 64 + 53] = __float_as_uint(d[53]);
  D[t * 64 + 54] = __float_as_uint(d[54]);
  D[t * 64 + 55] = __float_as_uint(d[55]);
  D[t * 64 + 56] = __float_as_uint(d[56]);
  D[t * 64 + 57] = __float_as_uint(d[57]);
  D[t * 64 + 58] = __float_as_uint(d[58]);
  D[t * 64 + 59] = __float_as_uint(d[59]);
  D[t * 64 + 60] = __float_as_uint(d[60]);
  D[t * 64 + 61] = __float_as_uint(d[61]);
  D[t * 64 + 62] = __float_as_uint(d[62]);
  D[t * 64 + 63] = __float_as_uint(d[63]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_f32_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[64];
  d[0] = __uint_as_float(C[t * 64 + 0]);
  d[1] = __uint_as_float(C[t * 64 + 1]);
  d[2] = __uint_as_float(C[t * 64 + 2]);
  d[3] = __uint_as_float(C[t * 64 + 3]);
  d[4] = __uint_as_float(C[t * 64 + 4]);
  d[5] = __uint_as_float(C[t * 64 + 5]);
  d[6] = __uint_as_float(C[t * 64 + 6]);
  d[7] = __uint_as_float(C[t * 64 + 7]);
  d[8] = __uint_as_float(C[t * 64 + 8]);
  d[9] = __uint_as_float(C[t * 64 + 9]);
  d[10] = __uint_as_float(C[t * 64 + 10]);
  d[11] = __uint_as_float(C[t * 64 + 11]);
  d[12] = __uint_as_float(C[t * 64 + 12]);
  d[13] = __uint_as_float(C[t * 64 + 13]);
  d[14] = __uint_as_float(C[t * 64 + 14]);
  d[15] = __uint_as_float(C[t * 64 + 15]);
  d[16] = __uint_as_float(C[t * 64 + 16]);
  d[17] = __uint_as_float(C[t * 64 + 17]);
  d[18] = __uint_as_float(C[t * 64 + 18]);
  d[19] = __uint_as_float(C[t * 64 + 19]);
  d[20] = __uint_as_float(C[t * 64 + 20]);
  d[21] = __uint_as_float(C[t * 64 + 21]);
  d[22] = __uint_as_float(C[t * 64 + 22]);
  d[23] = __uint_as_float(C[t * 64 + 23]);
  d[24] = __uint_as_float(C[t * 64 + 24]);
  d[25] = __uint_as_float(C[t * 64 + 25]);
  d[26] = __uint_as_float(C[t * 64 + 26]);
  d[27] = __uint_as_float(C[t * 64 + 27]);
  d[28] = __uint_as_float(C[t * 64 + 28]);
  d[29] = __uint_as_float(C[t * 64 + 29]);
  d[30] = __uint_as_float(C[t * 64 + 30]);
  d[31] = __uint_as_float(C[t * 64 + 31]);
  d[32] = __uint_as_float(C[t * 64 + 32]);
  d[33] = __uint_as_float(C[t * 64 + 33]);
  d[34] = __uint_as_float(C[t * 64 + 34]);
  d[35] = __uint_as_float(C[t * 64 + 35]);
  d[36] = __uint_as_float(C[t * 64 + 36]);
  d[37] = __uint_as_float(C[t * 64 + 37]);
  d[38] = __uint_as_float(C[t * 64 + 38]);
  d[39] = __uint_as_float(C[t * 64 + 39]);
  d[40] = __uint_as_float(C[t * 64 + 40]);
  d[41] = __uint_as_float(C[t * 64 + 41]);
  d[42] = __uint_as_float(C[t * 64 + 42]);
  d[43] = __uint_as_float(C[t * 64 + 43]);
  d[44] = __uint_as_float(C[t * 64 + 44]);
  d[45] = __uint_as_float(C[t * 64 + 45]);
  d[46] = __uint_as_float(C[t * 64 + 46]);
  d[47] = __uint_as_float(C[t * 64 + 47]);
  d[48] = __uint_as_float(C[t * 64 + 48]);
  d[49] = __uint_as_float(C[t * 64 + 49]);
  d[50] = __uint_as_float(C[t * 64 + 50]);
  d[51] = __uint_as_float(C[t * 64 + 51]);
  d[52] = __uint_as_float(C[t * 64 + 52]);
  d[53] = __uint_as_float(C[t * 64 + 53]);
  d[54] = __uint_as_float(C[t * 64 + 54]);
  d[55] = __uint_as_float(C[t * 64 + 55]);
  d[56] = __uint_as_float(C[t * 64 + 56]);
  d[57] = __uint_as_float(C[t * 64 + 57]);
  d[58] = __uint_as_float(C[t * 64 + 58]);
  d[59] = __uint_as_float(C[t * 64 + 59]);
  d[60] = __uint_as_float(C[t * 64 + 60]);
  d[61] = __uint_as_float(C[t * 64 + 61]);
  d[62] = __uint_as_float(C[t * 64 + 62]);
  d[63] = __uint_as_float(C[t * 64 + 63]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.f32.e5m2.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = __float_as_uint(d[0]);
  D[t * 64 + 1] = __float_as_uint(d[1]);
  D[t * 64 + 2] = __float_as_uint(d[2]);
  D[t * 64 + 3] = __float_as_uint(d[3]);
  D[t * 64 + 4] = __float_as_uint(d[4]);
  D[t * 64 + 5] = __float_as_uint(d[5]);
  D[t * 64 + 6] = __float_as_uint(d[6]);
  D[t * 64 + 7] = __float_as_uint(d[7]);
  D[t * 64 + 8] = __float_as_uint(d[8]);
  D[t * 64 + 9] = __float_as_uint(d[9]);
  D[t * 64 + 10] = __float_as_uint(d[10]);
  D[t * 64 + 11] = __float_as_uint(d[11]);
  D[t * 64 + 12] = __float_as_uint(d[12]);
  D[t * 64 + 13] = __float_as_uint(d[13]);
  D[t * 64 + 14] = __float_as_uint(d[14]);
  D[t * 64 + 15] = __float_as_uint(d[15]);
  D[t * 64 + 16] = __float_as_uint(d[16]);
  D[t * 64 + 17] = __float_as_uint(d[17]);
  D[t * 64 + 18] = __float_as_uint(d[18]);
  D[t * 64 + 19] = __float_as_uint(d[19]);
  D[t * 64 + 20] = __float_as_uint(d[20]);
  D[t * 64 + 21] = __float_as_uint(d[21]);
  D[t * 64 + 22] = __float_as_uint(d[22]);
  D[t * 64 + 23] = __float_as_uint(d[23]);
  D[t * 64 + 24] = __float_as_uint(d[24]);
  D[t * 64 + 25] = __float_as_uint(d[25]);
  D[t * 64 + 26] = __float_as_uint(d[26]);
  D[t * 64 + 27] = __float_as_uint(d[27]);
  D[t * 64 + 28] = __float_as_uint(d[28]);
  D[t * 64 + 29] = __float_as_uint(d[29]);
  D[t * 64 + 30] = __float_as_uint(d[30]);
  D[t * 64 + 31] = __float_as_uint(d[31]);
  D[t * 64 + 32] = __float_as_uint(d[32]);
  D[t * 64 + 33] = __float_as_uint(d[33]);
  D[t * 64 + 34] = __float_as_uint(d[34]);
  D[t * 64 + 35] = __float_as_uint(d[35]);
  D[t * 64 + 36] = __float_as_uint(d[36]);
  D[t * 64 + 37] = __float_as_uint(d[37]);
  D[t * 64 + 38] = __float_as_uint(d[38]);
  D[t * 64 + 39] = __float_as_uint(d[39]);
  D[t * 64 + 40] = __float_as_uint(d[40]);
  D[t * 64 + 41] = __float_as_uint(d[41]);
  D[t * 64 + 42] = __float_as_uint(d[42]);
  D[t * 64 + 43] = __float_as_uint(d[43]);
  D[t * 64 + 44] = __float_as_uint(d[44]);
  D[t * 64 + 45] = __float_as_uint(d[45]);
  D[t * 64 + 46] = __float_as_uint(d[46]);
  D[t * 64 + 47] = __float_as_uint(d[47]);
  D[t * 64 + 48] = __float_as_uint(d[48]);
  D[t * 64 + 49] = __float_as_uint(d[49]);
  D[t * 64 + 50] = __float_as_uint(d[50]);
  D[t * 64 + 51] = __float_as_uint(d[51]);
  D[t * 64 + 52] = __float_as_uint(d[52]);
  D[t * 64 + 53] = __float_as_uint(d[53]);
  D[t * 64 + 54] = __float_as_uint(d[54]);
  D[t * 64 + 55] = __float_as_uint(d[55]);
  D[t * 64 + 56] = __float_as_uint(d[56]);
  D[t * 64 + 57] = __float_as_uint(d[57]);
  D[t * 64 + 58] = __float_as_uint(d[58]);
  D[t * 64 + 59] = __float_as_uint(d[59]);
  D[t * 64 + 60] = __float_as_uint(d[60]);
  D[t * 64 + 61] = __float_as_uint(d[61]);
  D[t * 64 + 62] = __float_as_uint(d[62]);
  D[t * 64 + 63] = __float_as_uint(d[63]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.s32.s8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.s32.s8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.s32.u8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.s32.u8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_satfinite_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.satfinite.s32.s8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_satfinite_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.satfinite.s32.s8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_satfinite_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.satfinite.s32.u8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k32_satfinite_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k32.satfinite.s32.u8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n128k256_s32_b1_b1_and_popc(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6144;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[64];
  d[0] = C[t * 64 + 0];
  d[1] = C[t * 64 + 1];
  d[2] = C[t * 64 + 2];
  d[3] = C[t * 64 + 3];
  d[4] = C[t * 64 + 4];
  d[5] = C[t * 64 + 5];
  d[6] = C[t * 64 + 6];
  d[7] = C[t * 64 + 7];
  d[8] = C[t * 64 + 8];
  d[9] = C[t * 64 + 9];
  d[10] = C[t * 64 + 10];
  d[11] = C[t * 64 + 11];
  d[12] = C[t * 64 + 12];
  d[13] = C[t * 64 + 13];
  d[14] = C[t * 64 + 14];
  d[15] = C[t * 64 + 15];
  d[16] = C[t * 64 + 16];
  d[17] = C[t * 64 + 17];
  d[18] = C[t * 64 + 18];
  d[19] = C[t * 64 + 19];
  d[20] = C[t * 64 + 20];
  d[21] = C[t * 64 + 21];
  d[22] = C[t * 64 + 22];
  d[23] = C[t * 64 + 23];
  d[24] = C[t * 64 + 24];
  d[25] = C[t * 64 + 25];
  d[26] = C[t * 64 + 26];
  d[27] = C[t * 64 + 27];
  d[28] = C[t * 64 + 28];
  d[29] = C[t * 64 + 29];
  d[30] = C[t * 64 + 30];
  d[31] = C[t * 64 + 31];
  d[32] = C[t * 64 + 32];
  d[33] = C[t * 64 + 33];
  d[34] = C[t * 64 + 34];
  d[35] = C[t * 64 + 35];
  d[36] = C[t * 64 + 36];
  d[37] = C[t * 64 + 37];
  d[38] = C[t * 64 + 38];
  d[39] = C[t * 64 + 39];
  d[40] = C[t * 64 + 40];
  d[41] = C[t * 64 + 41];
  d[42] = C[t * 64 + 42];
  d[43] = C[t * 64 + 43];
  d[44] = C[t * 64 + 44];
  d[45] = C[t * 64 + 45];
  d[46] = C[t * 64 + 46];
  d[47] = C[t * 64 + 47];
  d[48] = C[t * 64 + 48];
  d[49] = C[t * 64 + 49];
  d[50] = C[t * 64 + 50];
  d[51] = C[t * 64 + 51];
  d[52] = C[t * 64 + 52];
  d[53] = C[t * 64 + 53];
  d[54] = C[t * 64 + 54];
  d[55] = C[t * 64 + 55];
  d[56] = C[t * 64 + 56];
  d[57] = C[t * 64 + 57];
  d[58] = C[t * 64 + 58];
  d[59] = C[t * 64 + 59];
  d[60] = C[t * 64 + 60];
  d[61] = C[t * 64 + 61];
  d[62] = C[t * 64 + 62];
  d[63] = C[t * 64 + 63];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n128k256.s32.b1.b1.and.popc {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 64 + 0] = d[0];
  D[t * 64 + 1] = d[1];
  D[t * 64 + 2] = d[2];
  D[t * 64 + 3] = d[3];
  D[t * 64 + 4] = d[4];
  D[t * 64 + 5] = d[5];
  D[t * 64 + 6] = d[6];
  D[t * 64 + 7] = d[7];
  D[t * 64 + 8] = d[8];
  D[t * 64 + 9] = d[9];
  D[t * 64 + 10] = d[10];
  D[t * 64 + 11] = d[11];
  D[t * 64 + 12] = d[12];
  D[t * 64 + 13] = d[13];
  D[t * 64 + 14] = d[14];
  D[t * 64 + 15] = d[15];
  D[t * 64 + 16] = d[16];
  D[t * 64 + 17] = d[17];
  D[t * 64 + 18] = d[18];
  D[t * 64 + 19] = d[19];
  D[t * 64 + 20] = d[20];
  D[t * 64 + 21] = d[21];
  D[t * 64 + 22] = d[22];
  D[t * 64 + 23] = d[23];
  D[t * 64 + 24] = d[24];
  D[t * 64 + 25] = d[25];
  D[t * 64 + 26] = d[26];
  D[t * 64 + 27] = d[27];
  D[t * 64 + 28] = d[28];
  D[t * 64 + 29] = d[29];
  D[t * 64 + 30] = d[30];
  D[t * 64 + 31] = d[31];
  D[t * 64 + 32] = d[32];
  D[t * 64 + 33] = d[33];
  D[t * 64 + 34] = d[34];
  D[t * 64 + 35] = d[35];
  D[t * 64 + 36] = d[36];
  D[t * 64 + 37] = d[37];
  D[t * 64 + 38] = d[38];
  D[t * 64 + 39] = d[39];
  D[t * 64 + 40] = d[40];
  D[t * 64 + 41] = d[41];
  D[t * 64 + 42] = d[42];
  D[t * 64 + 43] = d[43];
  D[t * 64 + 44] = d[44];
  D[t * 64 + 45] = d[45];
  D[t * 64 + 46] = d[46];
  D[t * 64 + 47] = d[47];
  D[t * 64 + 48] = d[48];
  D[t * 64 + 49] = d[49];
  D[t * 64 + 50] = d[50];
  D[t * 64 + 51] = d[51];
  D[t * 64 + 52] = d[52];
  D[t * 64 + 53] = d[53];
  D[t * 64 + 54] = d[54];
  D[t * 64 + 55] = d[55];
  D[t * 64 + 56] = d[56];
  D[t * 64 + 57] = d[57];
  D[t * 64 + 58] = d[58];
  D[t * 64 + 59] = d[59];
  D[t * 64 + 60] = d[60];
  D[t * 64 + 61] = d[61];
  D[t * 64 + 62] = d[62];
  D[t * 64 + 63] = d[63];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f16_f16_f16_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%0, %1}, %2, %3, p, -1, 1, 0, 0;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f16_f16_f16_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%0, %1}, %2, %3, p, 1, -1, 0, 0;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f16_f16_f16_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16 {%0, %1}, %2, %3, p, -1, -1, 0, 0;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_f16_f16_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, -1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_f16_f16_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, -1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_f16_f16_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, %4, %5, p, -1, -1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_bf16_bf16_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%0, %1, %2, %3}, %4, %5, p, -1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_bf16_bf16_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%0, %1, %2, %3}, %4, %5, p, 1, -1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k16_f32_bf16_bf16_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {%0, %1, %2, %3}, %4, %5, p, -1, -1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k8_f32_tf32_tf32_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, %4, %5, p, -1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k8_f32_tf32_tf32_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, %4, %5, p, 1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k8_f32_tf32_tf32_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {%0, %1, %2, %3}, %4, %5, p, -1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e4m3_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {%0, %1}, %2, %3, p, -1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e4m3_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {%0, %1}, %2, %3, p, 1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e4m3_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e4m3 {%0, %1}, %2, %3, p, -1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e5m2_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2 {%0, %1}, %2, %3, p, -1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e5m2_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2 {%0, %1}, %2, %3, p, 1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e4m3_e5m2_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e4m3.e5m2 {%0, %1}, %2, %3, p, -1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e4m3_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3 {%0, %1}, %2, %3, p, -1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e4m3_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3 {%0, %1}, %2, %3, p, 1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e4m3_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3 {%0, %1}, %2, %3, p, -1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e5m2_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2 {%0, %1}, %2, %3, p, -1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e5m2_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2 {%0, %1}, %2, %3, p, 1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f16_e5m2_e5m2_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[2];
  d[0] = C[t * 2 + 0];
  d[1] = C[t * 2 + 1];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %4, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e5m2 {%0, %1}, %2, %3, p, -1, -1;\n}\n"
      : "+r"(d[0]), "+r"(d[1])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 2 + 0] = d[0];
  D[t * 2 + 1] = d[1];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e4m3_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {%0, %1, %2, %3}, %4, %5, p, -1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e4m3_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {%0, %1, %2, %3}, %4, %5, p, 1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e4m3_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {%0, %1, %2, %3}, %4, %5, p, -1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e5m2_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {%0, %1, %2, %3}, %4, %5, p, -1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e5m2_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {%0, %1, %2, %3}, %4, %5, p, 1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e4m3_e5m2_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {%0, %1, %2, %3}, %4, %5, p, -1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e4m3_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3 {%0, %1, %2, %3}, %4, %5, p, -1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e4m3_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3 {%0, %1, %2, %3}, %4, %5, p, 1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e4m3_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3 {%0, %1, %2, %3}, %4, %5, p, -1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e5m2_san_sbp(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2 {%0, %1, %2, %3}, %4, %5, p, -1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e5m2_sap_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2 {%0, %1, %2, %3}, %4, %5, p, 1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n8k32_f32_e5m2_e5m2_san_sbn(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2304;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[4];
  d[0] = __uint_as_float(C[t * 4 + 0]);
  d[1] = __uint_as_float(C[t * 4 + 1]);
  d[2] = __uint_as_float(C[t * 4 + 2]);
  d[3] = __uint_as_float(C[t * 4 + 3]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e5m2 {%0, %1, %2, %3}, %4, %5, p, -1, -1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 4 + 0] = __float_as_uint(d[0]);
  D[t * 4 + 1] = __float_as_uint(d[1]);
  D[t * 4 + 2] = __float_as_uint(d[2]);
  D[t * 4 + 3] = __float_as_uint(d[3]);
}
