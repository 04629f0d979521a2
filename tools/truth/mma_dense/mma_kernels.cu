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

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n16k16_f16_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2560;
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
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %6, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {%0, %1, %2, %3}, %4, %5, p, 1, 1, 0, 0;\n}\n"
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

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n24k16_f16_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2816;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[6];
  d[0] = C[t * 6 + 0];
  d[1] = C[t * 6 + 1];
  d[2] = C[t * 6 + 2];
  d[3] = C[t * 6 + 3];
  d[4] = C[t * 6 + 4];
  d[5] = C[t * 6 + 5];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %8, 0;\nwgmma.mma_async.sync.aligned.m64n24k16.f16.f16.f16 {%0, %1, %2, %3, %4, %5}, %6, %7, p, 1, 1, 0, 0;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 6 + 0] = d[0];
  D[t * 6 + 1] = d[1];
  D[t * 6 + 2] = d[2];
  D[t * 6 + 3] = d[3];
  D[t * 6 + 4] = d[4];
  D[t * 6 + 5] = d[5];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n136k16_f16_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6400;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[34];
  d[0] = C[t * 34 + 0];
  d[1] = C[t * 34 + 1];
  d[2] = C[t * 34 + 2];
  d[3] = C[t * 34 + 3];
  d[4] = C[t * 34 + 4];
  d[5] = C[t * 34 + 5];
  d[6] = C[t * 34 + 6];
  d[7] = C[t * 34 + 7];
  d[8] = C[t * 34 + 8];
  d[9] = C[t * 34 + 9];
  d[10] = C[t * 34 + 10];
  d[11] = C[t * 34 + 11];
  d[12] = C[t * 34 + 12];
  d[13] = C[t * 34 + 13];
  d[14] = C[t * 34 + 14];
  d[15] = C[t * 34 + 15];
  d[16] = C[t * 34 + 16];
  d[17] = C[t * 34 + 17];
  d[18] = C[t * 34 + 18];
  d[19] = C[t * 34 + 19];
  d[20] = C[t * 34 + 20];
  d[21] = C[t * 34 + 21];
  d[22] = C[t * 34 + 22];
  d[23] = C[t * 34 + 23];
  d[24] = C[t * 34 + 24];
  d[25] = C[t * 34 + 25];
  d[26] = C[t * 34 + 26];
  d[27] = C[t * 34 + 27];
  d[28] = C[t * 34 + 28];
  d[29] = C[t * 34 + 29];
  d[30] = C[t * 34 + 30];
  d[31] = C[t * 34 + 31];
  d[32] = C[t * 34 + 32];
  d[33] = C[t * 34 + 33];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %36, 0;\nwgmma.mma_async.sync.aligned.m64n136k16.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33}, %34, %35, p, 1, 1, 0, 0;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 34 + 0] = d[0];
  D[t * 34 + 1] = d[1];
  D[t * 34 + 2] = d[2];
  D[t * 34 + 3] = d[3];
  D[t * 34 + 4] = d[4];
  D[t * 34 + 5] = d[5];
  D[t * 34 + 6] = d[6];
  D[t * 34 + 7] = d[7];
  D[t * 34 + 8] = d[8];
  D[t * 34 + 9] = d[9];
  D[t * 34 + 10] = d[10];
  D[t * 34 + 11] = d[11];
  D[t * 34 + 12] = d[12];
  D[t * 34 + 13] = d[13];
  D[t * 34 + 14] = d[14];
  D[t * 34 + 15] = d[15];
  D[t * 34 + 16] = d[16];
  D[t * 34 + 17] = d[17];
  D[t * 34 + 18] = d[18];
  D[t * 34 + 19] = d[19];
  D[t * 34 + 20] = d[20];
  D[t * 34 + 21] = d[21];
  D[t * 34 + 22] = d[22];
  D[t * 34 + 23] = d[23];
  D[t * 34 + 24] = d[24];
  D[t * 34 + 25] = d[25];
  D[t * 34 + 26] = d[26];
  D[t * 34 + 27] = d[27];
  D[t * 34 + 28] = d[28];
  D[t * 34 + 29] = d[29];
  D[t * 34 + 30] = d[30];
  D[t * 34 + 31] = d[31];
  D[t * 34 + 32] = d[32];
  D[t * 34 + 33] = d[33];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k16_f16_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
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
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f16.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}\n"
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

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n16k16_f32_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2560;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[8];
  d[0] = __uint_as_float(C[t * 8 + 0]);
  d[1] = __uint_as_float(C[t * 8 + 1]);
  d[2] = __uint_as_float(C[t * 8 + 2]);
  d[3] = __uint_as_float(C[t * 8 + 3]);
  d[4] = __uint_as_float(C[t * 8 + 4]);
  d[5] = __uint_as_float(C[t * 8 + 5]);
  d[6] = __uint_as_float(C[t * 8 + 6]);
  d[7] = __uint_as_float(C[t * 8 + 7]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\nwgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 8 + 0] = __float_as_uint(d[0]);
  D[t * 8 + 1] = __float_as_uint(d[1]);
  D[t * 8 + 2] = __float_as_uint(d[2]);
  D[t * 8 + 3] = __float_as_uint(d[3]);
  D[t * 8 + 4] = __float_as_uint(d[4]);
  D[t * 8 + 5] = __float_as_uint(d[5]);
  D[t * 8 + 6] = __float_as_uint(d[6]);
  D[t * 8 + 7] = __float_as_uint(d[7]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n24k16_f32_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2816;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[12];
  d[0] = __uint_as_float(C[t * 12 + 0]);
  d[1] = __uint_as_float(C[t * 12 + 1]);
  d[2] = __uint_as_float(C[t * 12 + 2]);
  d[3] = __uint_as_float(C[t * 12 + 3]);
  d[4] = __uint_as_float(C[t * 12 + 4]);
  d[5] = __uint_as_float(C[t * 12 + 5]);
  d[6] = __uint_as_float(C[t * 12 + 6]);
  d[7] = __uint_as_float(C[t * 12 + 7]);
  d[8] = __uint_as_float(C[t * 12 + 8]);
  d[9] = __uint_as_float(C[t * 12 + 9]);
  d[10] = __uint_as_float(C[t * 12 + 10]);
  d[11] = __uint_as_float(C[t * 12 + 11]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %14, 0;\nwgmma.mma_async.sync.aligned.m64n24k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11}, %12, %13, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 12 + 0] = __float_as_uint(d[0]);
  D[t * 12 + 1] = __float_as_uint(d[1]);
  D[t * 12 + 2] = __float_as_uint(d[2]);
  D[t * 12 + 3] = __float_as_uint(d[3]);
  D[t * 12 + 4] = __float_as_uint(d[4]);
  D[t * 12 + 5] = __float_as_uint(d[5]);
  D[t * 12 + 6] = __float_as_uint(d[6]);
  D[t * 12 + 7] = __float_as_uint(d[7]);
  D[t * 12 + 8] = __float_as_uint(d[8]);
  D[t * 12 + 9] = __float_as_uint(d[9]);
  D[t * 12 + 10] = __float_as_uint(d[10]);
  D[t * 12 + 11] = __float_as_uint(d[11]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n136k16_f32_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 6400;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[68];
  d[0] = __uint_as_float(C[t * 68 + 0]);
  d[1] = __uint_as_float(C[t * 68 + 1]);
  d[2] = __uint_as_float(C[t * 68 + 2]);
  d[3] = __uint_as_float(C[t * 68 + 3]);
  d[4] = __uint_as_float(C[t * 68 + 4]);
  d[5] = __uint_as_float(C[t * 68 + 5]);
  d[6] = __uint_as_float(C[t * 68 + 6]);
  d[7] = __uint_as_float(C[t * 68 + 7]);
  d[8] = __uint_as_float(C[t * 68 + 8]);
  d[9] = __uint_as_float(C[t * 68 + 9]);
  d[10] = __uint_as_float(C[t * 68 + 10]);
  d[11] = __uint_as_float(C[t * 68 + 11]);
  d[12] = __uint_as_float(C[t * 68 + 12]);
  d[13] = __uint_as_float(C[t * 68 + 13]);
  d[14] = __uint_as_float(C[t * 68 + 14]);
  d[15] = __uint_as_float(C[t * 68 + 15]);
  d[16] = __uint_as_float(C[t * 68 + 16]);
  d[17] = __uint_as_float(C[t * 68 + 17]);
  d[18] = __uint_as_float(C[t * 68 + 18]);
  d[19] = __uint_as_float(C[t * 68 + 19]);
  d[20] = __uint_as_float(C[t * 68 + 20]);
  d[21] = __uint_as_float(C[t * 68 + 21]);
  d[22] = __uint_as_float(C[t * 68 + 22]);
  d[23] = __uint_as_float(C[t * 68 + 23]);
  d[24] = __uint_as_float(C[t * 68 + 24]);
  d[25] = __uint_as_float(C[t * 68 + 25]);
  d[26] = __uint_as_float(C[t * 68 + 26]);
  d[27] = __uint_as_float(C[t * 68 + 27]);
  d[28] = __uint_as_float(C[t * 68 + 28]);
  d[29] = __uint_as_float(C[t * 68 + 29]);
  d[30] = __uint_as_float(C[t * 68 + 30]);
  d[31] = __uint_as_float(C[t * 68 + 31]);
  d[32] = __uint_as_float(C[t * 68 + 32]);
  d[33] = __uint_as_float(C[t * 68 + 33]);
  d[34] = __uint_as_float(C[t * 68 + 34]);
  d[35] = __uint_as_float(C[t * 68 + 35]);
  d[36] = __uint_as_float(C[t * 68 + 36]);
  d[37] = __uint_as_float(C[t * 68 + 37]);
  d[38] = __uint_as_float(C[t * 68 + 38]);
  d[39] = __uint_as_float(C[t * 68 + 39]);
  d[40] = __uint_as_float(C[t * 68 + 40]);
  d[41] = __uint_as_float(C[t * 68 + 41]);
  d[42] = __uint_as_float(C[t * 68 + 42]);
  d[43] = __uint_as_float(C[t * 68 + 43]);
  d[44] = __uint_as_float(C[t * 68 + 44]);
  d[45] = __uint_as_float(C[t * 68 + 45]);
  d[46] = __uint_as_float(C[t * 68 + 46]);
  d[47] = __uint_as_float(C[t * 68 + 47]);
  d[48] = __uint_as_float(C[t * 68 + 48]);
  d[49] = __uint_as_float(C[t * 68 + 49]);
  d[50] = __uint_as_float(C[t * 68 + 50]);
  d[51] = __uint_as_float(C[t * 68 + 51]);
  d[52] = __uint_as_float(C[t * 68 + 52]);
  d[53] = __uint_as_float(C[t * 68 + 53]);
  d[54] = __uint_as_float(C[t * 68 + 54]);
  d[55] = __uint_as_float(C[t * 68 + 55]);
  d[56] = __uint_as_float(C[t * 68 + 56]);
  d[57] = __uint_as_float(C[t * 68 + 57]);
  d[58] = __uint_as_float(C[t * 68 + 58]);
  d[59] = __uint_as_float(C[t * 68 + 59]);
  d[60] = __uint_as_float(C[t * 68 + 60]);
  d[61] = __uint_as_float(C[t * 68 + 61]);
  d[62] = __uint_as_float(C[t * 68 + 62]);
  d[63] = __uint_as_float(C[t * 68 + 63]);
  d[64] = __uint_as_float(C[t * 68 + 64]);
  d[65] = __uint_as_float(C[t * 68 + 65]);
  d[66] = __uint_as_float(C[t * 68 + 66]);
  d[67] = __uint_as_float(C[t * 68 + 67]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %70, 0;\nwgmma.mma_async.sync.aligned.m64n136k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67}, %68, %69, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 68 + 0] = __float_as_uint(d[0]);
  D[t * 68 + 1] = __float_as_uint(d[1]);
  D[t * 68 + 2] = __float_as_uint(d[2]);
  D[t * 68 + 3] = __float_as_uint(d[3]);
  D[t * 68 + 4] = __float_as_uint(d[4]);
  D[t * 68 + 5] = __float_as_uint(d[5]);
  D[t * 68 + 6] = __float_as_uint(d[6]);
  D[t * 68 + 7] = __float_as_uint(d[7]);
  D[t * 68 + 8] = __float_as_uint(d[8]);
  D[t * 68 + 9] = __float_as_uint(d[9]);
  D[t * 68 + 10] = __float_as_uint(d[10]);
  D[t * 68 + 11] = __float_as_uint(d[11]);
  D[t * 68 + 12] = __float_as_uint(d[12]);
  D[t * 68 + 13] = __float_as_uint(d[13]);
  D[t * 68 + 14] = __float_as_uint(d[14]);
  D[t * 68 + 15] = __float_as_uint(d[15]);
  D[t * 68 + 16] = __float_as_uint(d[16]);
  D[t * 68 + 17] = __float_as_uint(d[17]);
  D[t * 68 + 18] = __float_as_uint(d[18]);
  D[t * 68 + 19] = __float_as_uint(d[19]);
  D[t * 68 + 20] = __float_as_uint(d[20]);
  D[t * 68 + 21] = __float_as_uint(d[21]);
  D[t * 68 + 22] = __float_as_uint(d[22]);
  D[t * 68 + 23] = __float_as_uint(d[23]);
  D[t * 68 + 24] = __float_as_uint(d[24]);
  D[t * 68 + 25] = __float_as_uint(d[25]);
  D[t * 68 + 26] = __float_as_uint(d[26]);
  D[t * 68 + 27] = __float_as_uint(d[27]);
  D[t * 68 + 28] = __float_as_uint(d[28]);
  D[t * 68 + 29] = __float_as_uint(d[29]);
  D[t * 68 + 30] = __float_as_uint(d[30]);
  D[t * 68 + 31] = __float_as_uint(d[31]);
  D[t * 68 + 32] = __float_as_uint(d[32]);
  D[t * 68 + 33] = __float_as_uint(d[33]);
  D[t * 68 + 34] = __float_as_uint(d[34]);
  D[t * 68 + 35] = __float_as_uint(d[35]);
  D[t * 68 + 36] = __float_as_uint(d[36]);
  D[t * 68 + 37] = __float_as_uint(d[37]);
  D[t * 68 + 38] = __float_as_uint(d[38]);
  D[t * 68 + 39] = __float_as_uint(d[39]);
  D[t * 68 + 40] = __float_as_uint(d[40]);
  D[t * 68 + 41] = __float_as_uint(d[41]);
  D[t * 68 + 42] = __float_as_uint(d[42]);
  D[t * 68 + 43] = __float_as_uint(d[43]);
  D[t * 68 + 44] = __float_as_uint(d[44]);
  D[t * 68 + 45] = __float_as_uint(d[45]);
  D[t * 68 + 46] = __float_as_uint(d[46]);
  D[t * 68 + 47] = __float_as_uint(d[47]);
  D[t * 68 + 48] = __float_as_uint(d[48]);
  D[t * 68 + 49] = __float_as_uint(d[49]);
  D[t * 68 + 50] = __float_as_uint(d[50]);
  D[t * 68 + 51] = __float_as_uint(d[51]);
  D[t * 68 + 52] = __float_as_uint(d[52]);
  D[t * 68 + 53] = __float_as_uint(d[53]);
  D[t * 68 + 54] = __float_as_uint(d[54]);
  D[t * 68 + 55] = __float_as_uint(d[55]);
  D[t * 68 + 56] = __float_as_uint(d[56]);
  D[t * 68 + 57] = __float_as_uint(d[57]);
  D[t * 68 + 58] = __float_as_uint(d[58]);
  D[t * 68 + 59] = __float_as_uint(d[59]);
  D[t * 68 + 60] = __float_as_uint(d[60]);
  D[t * 68 + 61] = __float_as_uint(d[61]);
  D[t * 68 + 62] = __float_as_uint(d[62]);
  D[t * 68 + 63] = __float_as_uint(d[63]);
  D[t * 68 + 64] = __float_as_uint(d[64]);
  D[t * 68 + 65] = __float_as_uint(d[65]);
  D[t * 68 + 66] = __float_as_uint(d[66]);
  D[t * 68 + 67] = __float_as_uint(d[67]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k16_f32_f16_f16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[128];
  d[0] = __uint_as_float(C[t * 128 + 0]);
  d[1] = __uint_as_float(C[t * 128 + 1]);
  d[2] = __uint_as_float(C[t * 128 + 2]);
  d[3] = __uint_as_float(C[t * 128 + 3]);
  d[4] = __uint_as_float(C[t * 128 + 4]);
  d[5] = __uint_as_float(C[t * 128 + 5]);
  d[6] = __uint_as_float(C[t * 128 + 6]);
  d[7] = __uint_as_float(C[t * 128 + 7]);
  d[8] = __uint_as_float(C[t * 128 + 8]);
  d[9] = __uint_as_float(C[t * 128 + 9]);
  d[10] = __uint_as_float(C[t * 128 + 10]);
  d[11] = __uint_as_float(C[t * 128 + 11]);
  d[12] = __uint_as_float(C[t * 128 + 12]);
  d[13] = __uint_as_float(C[t * 128 + 13]);
  d[14] = __uint_as_float(C[t * 128 + 14]);
  d[15] = __uint_as_float(C[t * 128 + 15]);
  d[16] = __uint_as_float(C[t * 128 + 16]);
  d[17] = __uint_as_float(C[t * 128 + 17]);
  d[18] = __uint_as_float(C[t * 128 + 18]);
  d[19] = __uint_as_float(C[t * 128 + 19]);
  d[20] = __uint_as_float(C[t * 128 + 20]);
  d[21] = __uint_as_float(C[t * 128 + 21]);
  d[22] = __uint_as_float(C[t * 128 + 22]);
  d[23] = __uint_as_float(C[t * 128 + 23]);
  d[24] = __uint_as_float(C[t * 128 + 24]);
  d[25] = __uint_as_float(C[t * 128 + 25]);
  d[26] = __uint_as_float(C[t * 128 + 26]);
  d[27] = __uint_as_float(C[t * 128 + 27]);
  d[28] = __uint_as_float(C[t * 128 + 28]);
  d[29] = __uint_as_float(C[t * 128 + 29]);
  d[30] = __uint_as_float(C[t * 128 + 30]);
  d[31] = __uint_as_float(C[t * 128 + 31]);
  d[32] = __uint_as_float(C[t * 128 + 32]);
  d[33] = __uint_as_float(C[t * 128 + 33]);
  d[34] = __uint_as_float(C[t * 128 + 34]);
  d[35] = __uint_as_float(C[t * 128 + 35]);
  d[36] = __uint_as_float(C[t * 128 + 36]);
  d[37] = __uint_as_float(C[t * 128 + 37]);
  d[38] = __uint_as_float(C[t * 128 + 38]);
  d[39] = __uint_as_float(C[t * 128 + 39]);
  d[40] = __uint_as_float(C[t * 128 + 40]);
  d[41] = __uint_as_float(C[t * 128 + 41]);
  d[42] = __uint_as_float(C[t * 128 + 42]);
  d[43] = __uint_as_float(C[t * 128 + 43]);
  d[44] = __uint_as_float(C[t * 128 + 44]);
  d[45] = __uint_as_float(C[t * 128 + 45]);
  d[46] = __uint_as_float(C[t * 128 + 46]);
  d[47] = __uint_as_float(C[t * 128 + 47]);
  d[48] = __uint_as_float(C[t * 128 + 48]);
  d[49] = __uint_as_float(C[t * 128 + 49]);
  d[50] = __uint_as_float(C[t * 128 + 50]);
  d[51] = __uint_as_float(C[t * 128 + 51]);
  d[52] = __uint_as_float(C[t * 128 + 52]);
  d[53] = __uint_as_float(C[t * 128 + 53]);
  d[54] = __uint_as_float(C[t * 128 + 54]);
  d[55] = __uint_as_float(C[t * 128 + 55]);
  d[56] = __uint_as_float(C[t * 128 + 56]);
  d[57] = __uint_as_float(C[t * 128 + 57]);
  d[58] = __uint_as_float(C[t * 128 + 58]);
  d[59] = __uint_as_float(C[t * 128 + 59]);
  d[60] = __uint_as_float(C[t * 128 + 60]);
  d[61] = __uint_as_float(C[t * 128 + 61]);
  d[62] = __uint_as_float(C[t * 128 + 62]);
  d[63] = __uint_as_float(C[t * 128 + 63]);
  d[64] = __uint_as_float(C[t * 128 + 64]);
  d[65] = __uint_as_float(C[t * 128 + 65]);
  d[66] = __uint_as_float(C[t * 128 + 66]);
  d[67] = __uint_as_float(C[t * 128 + 67]);
  d[68] = __uint_as_float(C[t * 128 + 68]);
  d[69] = __uint_as_float(C[t * 128 + 69]);
  d[70] = __uint_as_float(C[t * 128 + 70]);
  d[71] = __uint_as_float(C[t * 128 + 71]);
  d[72] = __uint_as_float(C[t * 128 + 72]);
  d[73] = __uint_as_float(C[t * 128 + 73]);
  d[74] = __uint_as_float(C[t * 128 + 74]);
  d[75] = __uint_as_float(C[t * 128 + 75]);
  d[76] = __uint_as_float(C[t * 128 + 76]);
  d[77] = __uint_as_float(C[t * 128 + 77]);
  d[78] = __uint_as_float(C[t * 128 + 78]);
  d[79] = __uint_as_float(C[t * 128 + 79]);
  d[80] = __uint_as_float(C[t * 128 + 80]);
  d[81] = __uint_as_float(C[t * 128 + 81]);
  d[82] = __uint_as_float(C[t * 128 + 82]);
  d[83] = __uint_as_float(C[t * 128 + 83]);
  d[84] = __uint_as_float(C[t * 128 + 84]);
  d[85] = __uint_as_float(C[t * 128 + 85]);
  d[86] = __uint_as_float(C[t * 128 + 86]);
  d[87] = __uint_as_float(C[t * 128 + 87]);
  d[88] = __uint_as_float(C[t * 128 + 88]);
  d[89] = __uint_as_float(C[t * 128 + 89]);
  d[90] = __uint_as_float(C[t * 128 + 90]);
  d[91] = __uint_as_float(C[t * 128 + 91]);
  d[92] = __uint_as_float(C[t * 128 + 92]);
  d[93] = __uint_as_float(C[t * 128 + 93]);
  d[94] = __uint_as_float(C[t * 128 + 94]);
  d[95] = __uint_as_float(C[t * 128 + 95]);
  d[96] = __uint_as_float(C[t * 128 + 96]);
  d[97] = __uint_as_float(C[t * 128 + 97]);
  d[98] = __uint_as_float(C[t * 128 + 98]);
  d[99] = __uint_as_float(C[t * 128 + 99]);
  d[100] = __uint_as_float(C[t * 128 + 100]);
  d[101] = __uint_as_float(C[t * 128 + 101]);
  d[102] = __uint_as_float(C[t * 128 + 102]);
  d[103] = __uint_as_float(C[t * 128 + 103]);
  d[104] = __uint_as_float(C[t * 128 + 104]);
  d[105] = __uint_as_float(C[t * 128 + 105]);
  d[106] = __uint_as_float(C[t * 128 + 106]);
  d[107] = __uint_as_float(C[t * 128 + 107]);
  d[108] = __uint_as_float(C[t * 128 + 108]);
  d[109] = __uint_as_float(C[t * 128 + 109]);
  d[110] = __uint_as_float(C[t * 128 + 110]);
  d[111] = __uint_as_float(C[t * 128 + 111]);
  d[112] = __uint_as_float(C[t * 128 + 112]);
  d[113] = __uint_as_float(C[t * 128 + 113]);
  d[114] = __uint_as_float(C[t * 128 + 114]);
  d[115] = __uint_as_float(C[t * 128 + 115]);
  d[116] = __uint_as_float(C[t * 128 + 116]);
  d[117] = __uint_as_float(C[t * 128 + 117]);
  d[118] = __uint_as_float(C[t * 128 + 118]);
  d[119] = __uint_as_float(C[t * 128 + 119]);
  d[120] = __uint_as_float(C[t * 128 + 120]);
  d[121] = __uint_as_float(C[t * 128 + 121]);
  d[122] = __uint_as_float(C[t * 128 + 122]);
  d[123] = __uint_as_float(C[t * 128 + 123]);
  d[124] = __uint_as_float(C[t * 128 + 124]);
  d[125] = __uint_as_float(C[t * 128 + 125]);
  d[126] = __uint_as_float(C[t * 128 + 126]);
  d[127] = __uint_as_float(C[t * 128 + 127]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = __float_as_uint(d[0]);
  D[t * 128 + 1] = __float_as_uint(d[1]);
  D[t * 128 + 2] = __float_as_uint(d[2]);
  D[t * 128 + 3] = __float_as_uint(d[3]);
  D[t * 128 + 4] = __float_as_uint(d[4]);
  D[t * 128 + 5] = __float_as_uint(d[5]);
  D[t * 128 + 6] = __float_as_uint(d[6]);
  D[t * 128 + 7] = __float_as_uint(d[7]);
  D[t * 128 + 8] = __float_as_uint(d[8]);
  D[t * 128 + 9] = __float_as_uint(d[9]);
  D[t * 128 + 10] = __float_as_uint(d[10]);
  D[t * 128 + 11] = __float_as_uint(d[11]);
  D[t * 128 + 12] = __float_as_uint(d[12]);
  D[t * 128 + 13] = __float_as_uint(d[13]);
  D[t * 128 + 14] = __float_as_uint(d[14]);
  D[t * 128 + 15] = __float_as_uint(d[15]);
  D[t * 128 + 16] = __float_as_uint(d[16]);
  D[t * 128 + 17] = __float_as_uint(d[17]);
  D[t * 128 + 18] = __float_as_uint(d[18]);
  D[t * 128 + 19] = __float_as_uint(d[19]);
  D[t * 128 + 20] = __float_as_uint(d[20]);
  D[t * 128 + 21] = __float_as_uint(d[21]);
  D[t * 128 + 22] = __float_as_uint(d[22]);
  D[t * 128 + 23] = __float_as_uint(d[23]);
  D[t * 128 + 24] = __float_as_uint(d[24]);
  D[t * 128 + 25] = __float_as_uint(d[25]);
  D[t * 128 + 26] = __float_as_uint(d[26]);
  D[t * 128 + 27] = __float_as_uint(d[27]);
  D[t * 128 + 28] = __float_as_uint(d[28]);
  D[t * 128 + 29] = __float_as_uint(d[29]);
  D[t * 128 + 30] = __float_as_uint(d[30]);
  D[t * 128 + 31] = __float_as_uint(d[31]);
  D[t * 128 + 32] = __float_as_uint(d[32]);
  D[t * 128 + 33] = __float_as_uint(d[33]);
  D[t * 128 + 34] = __float_as_uint(d[34]);
  D[t * 128 + 35] = __float_as_uint(d[35]);
  D[t * 128 + 36] = __float_as_uint(d[36]);
  D[t * 128 + 37] = __float_as_uint(d[37]);
  D[t * 128 + 38] = __float_as_uint(d[38]);
  D[t * 128 + 39] = __float_as_uint(d[39]);
  D[t * 128 + 40] = __float_as_uint(d[40]);
  D[t * 128 + 41] = __float_as_uint(d[41]);
  D[t * 128 + 42] = __float_as_uint(d[42]);
  D[t * 128 + 43] = __float_as_uint(d[43]);
  D[t * 128 + 44] = __float_as_uint(d[44]);
  D[t * 128 + 45] = __float_as_uint(d[45]);
  D[t * 128 + 46] = __float_as_uint(d[46]);
  D[t * 128 + 47] = __float_as_uint(d[47]);
  D[t * 128 + 48] = __float_as_uint(d[48]);
  D[t * 128 + 49] = __float_as_uint(d[49]);
  D[t * 128 + 50] = __float_as_uint(d[50]);
  D[t * 128 + 51] = __float_as_uint(d[51]);
  D[t * 128 + 52] = __float_as_uint(d[52]);
  D[t * 128 + 53] = __float_as_uint(d[53]);
  D[t * 128 + 54] = __float_as_uint(d[54]);
  D[t * 128 + 55] = __float_as_uint(d[55]);
  D[t * 128 + 56] = __float_as_uint(d[56]);
  D[t * 128 + 57] = __float_as_uint(d[57]);
  D[t * 128 + 58] = __float_as_uint(d[58]);
  D[t * 128 + 59] = __float_as_uint(d[59]);
  D[t * 128 + 60] = __float_as_uint(d[60]);
  D[t * 128 + 61] = __float_as_uint(d[61]);
  D[t * 128 + 62] = __float_as_uint(d[62]);
  D[t * 128 + 63] = __float_as_uint(d[63]);
  D[t * 128 + 64] = __float_as_uint(d[64]);
  D[t * 128 + 65] = __float_as_uint(d[65]);
  D[t * 128 + 66] = __float_as_uint(d[66]);
  D[t * 128 + 67] = __float_as_uint(d[67]);
  D[t * 128 + 68] = __float_as_uint(d[68]);
  D[t * 128 + 69] = __float_as_uint(d[69]);
  D[t * 128 + 70] = __float_as_uint(d[70]);
  D[t * 128 + 71] = __float_as_uint(d[71]);
  D[t * 128 + 72] = __float_as_uint(d[72]);
  D[t * 128 + 73] = __float_as_uint(d[73]);
  D[t * 128 + 74] = __float_as_uint(d[74]);
  D[t * 128 + 75] = __float_as_uint(d[75]);
  D[t * 128 + 76] = __float_as_uint(d[76]);
  D[t * 128 + 77] = __float_as_uint(d[77]);
  D[t * 128 + 78] = __float_as_uint(d[78]);
  D[t * 128 + 79] = __float_as_uint(d[79]);
  D[t * 128 + 80] = __float_as_uint(d[80]);
  D[t * 128 + 81] = __float_as_uint(d[81]);
  D[t * 128 + 82] = __float_as_uint(d[82]);
  D[t * 128 + 83] = __float_as_uint(d[83]);
  D[t * 128 + 84] = __float_as_uint(d[84]);
  D[t * 128 + 85] = __float_as_uint(d[85]);
  D[t * 128 + 86] = __float_as_uint(d[86]);
  D[t * 128 + 87] = __float_as_uint(d[87]);
  D[t * 128 + 88] = __float_as_uint(d[88]);
  D[t * 128 + 89] = __float_as_uint(d[89]);
  D[t * 128 + 90] = __float_as_uint(d[90]);
  D[t * 128 + 91] = __float_as_uint(d[91]);
  D[t * 128 + 92] = __float_as_uint(d[92]);
  D[t * 128 + 93] = __float_as_uint(d[93]);
  D[t * 128 + 94] = __float_as_uint(d[94]);
  D[t * 128 + 95] = __float_as_uint(d[95]);
  D[t * 128 + 96] = __float_as_uint(d[96]);
  D[t * 128 + 97] = __float_as_uint(d[97]);
  D[t * 128 + 98] = __float_as_uint(d[98]);
  D[t * 128 + 99] = __float_as_uint(d[99]);
  D[t * 128 + 100] = __float_as_uint(d[100]);
  D[t * 128 + 101] = __float_as_uint(d[101]);
  D[t * 128 + 102] = __float_as_uint(d[102]);
  D[t * 128 + 103] = __float_as_uint(d[103]);
  D[t * 128 + 104] = __float_as_uint(d[104]);
  D[t * 128 + 105] = __float_as_uint(d[105]);
  D[t * 128 + 106] = __float_as_uint(d[106]);
  D[t * 128 + 107] = __float_as_uint(d[107]);
  D[t * 128 + 108] = __float_as_uint(d[108]);
  D[t * 128 + 109] = __float_as_uint(d[109]);
  D[t * 128 + 110] = __float_as_uint(d[110]);
  D[t * 128 + 111] = __float_as_uint(d[111]);
  D[t * 128 + 112] = __float_as_uint(d[112]);
  D[t * 128 + 113] = __float_as_uint(d[113]);
  D[t * 128 + 114] = __float_as_uint(d[114]);
  D[t * 128 + 115] = __float_as_uint(d[115]);
  D[t * 128 + 116] = __float_as_uint(d[116]);
  D[t * 128 + 117] = __float_as_uint(d[117]);
  D[t * 128 + 118] = __float_as_uint(d[118]);
  D[t * 128 + 119] = __float_as_uint(d[119]);
  D[t * 128 + 120] = __float_as_uint(d[120]);
  D[t * 128 + 121] = __float_as_uint(d[121]);
  D[t * 128 + 122] = __float_as_uint(d[122]);
  D[t * 128 + 123] = __float_as_uint(d[123]);
  D[t * 128 + 124] = __float_as_uint(d[124]);
  D[t * 128 + 125] = __float_as_uint(d[125]);
  D[t * 128 + 126] = __float_as_uint(d[126]);
  D[t * 128 + 127] = __float_as_uint(d[127]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n40k16_f32_bf16_bf16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3328;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[20];
  d[0] = __uint_as_float(C[t * 20 + 0]);
  d[1] = __uint_as_float(C[t * 20 + 1]);
  d[2] = __uint_as_float(C[t * 20 + 2]);
  d[3] = __uint_as_float(C[t * 20 + 3]);
  d[4] = __uint_as_float(C[t * 20 + 4]);
  d[5] = __uint_as_float(C[t * 20 + 5]);
  d[6] = __uint_as_float(C[t * 20 + 6]);
  d[7] = __uint_as_float(C[t * 20 + 7]);
  d[8] = __uint_as_float(C[t * 20 + 8]);
  d[9] = __uint_as_float(C[t * 20 + 9]);
  d[10] = __uint_as_float(C[t * 20 + 10]);
  d[11] = __uint_as_float(C[t * 20 + 11]);
  d[12] = __uint_as_float(C[t * 20 + 12]);
  d[13] = __uint_as_float(C[t * 20 + 13]);
  d[14] = __uint_as_float(C[t * 20 + 14]);
  d[15] = __uint_as_float(C[t * 20 + 15]);
  d[16] = __uint_as_float(C[t * 20 + 16]);
  d[17] = __uint_as_float(C[t * 20 + 17]);
  d[18] = __uint_as_float(C[t * 20 + 18]);
  d[19] = __uint_as_float(C[t * 20 + 19]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %22, 0;\nwgmma.mma_async.sync.aligned.m64n40k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19}, %20, %21, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 20 + 0] = __float_as_uint(d[0]);
  D[t * 20 + 1] = __float_as_uint(d[1]);
  D[t * 20 + 2] = __float_as_uint(d[2]);
  D[t * 20 + 3] = __float_as_uint(d[3]);
  D[t * 20 + 4] = __float_as_uint(d[4]);
  D[t * 20 + 5] = __float_as_uint(d[5]);
  D[t * 20 + 6] = __float_as_uint(d[6]);
  D[t * 20 + 7] = __float_as_uint(d[7]);
  D[t * 20 + 8] = __float_as_uint(d[8]);
  D[t * 20 + 9] = __float_as_uint(d[9]);
  D[t * 20 + 10] = __float_as_uint(d[10]);
  D[t * 20 + 11] = __float_as_uint(d[11]);
  D[t * 20 + 12] = __float_as_uint(d[12]);
  D[t * 20 + 13] = __float_as_uint(d[13]);
  D[t * 20 + 14] = __float_as_uint(d[14]);
  D[t * 20 + 15] = __float_as_uint(d[15]);
  D[t * 20 + 16] = __float_as_uint(d[16]);
  D[t * 20 + 17] = __float_as_uint(d[17]);
  D[t * 20 + 18] = __float_as_uint(d[18]);
  D[t * 20 + 19] = __float_as_uint(d[19]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k16_f32_bf16_bf16(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[128];
  d[0] = __uint_as_float(C[t * 128 + 0]);
  d[1] = __uint_as_float(C[t * 128 + 1]);
  d[2] = __uint_as_float(C[t * 128 + 2]);
  d[3] = __uint_as_float(C[t * 128 + 3]);
  d[4] = __uint_as_float(C[t * 128 + 4]);
  d[5] = __uint_as_float(C[t * 128 + 5]);
  d[6] = __uint_as_float(C[t * 128 + 6]);
  d[7] = __uint_as_float(C[t * 128 + 7]);
  d[8] = __uint_as_float(C[t * 128 + 8]);
  d[9] = __uint_as_float(C[t * 128 + 9]);
  d[10] = __uint_as_float(C[t * 128 + 10]);
  d[11] = __uint_as_float(C[t * 128 + 11]);
  d[12] = __uint_as_float(C[t * 128 + 12]);
  d[13] = __uint_as_float(C[t * 128 + 13]);
  d[14] = __uint_as_float(C[t * 128 + 14]);
  d[15] = __uint_as_float(C[t * 128 + 15]);
  d[16] = __uint_as_float(C[t * 128 + 16]);
  d[17] = __uint_as_float(C[t * 128 + 17]);
  d[18] = __uint_as_float(C[t * 128 + 18]);
  d[19] = __uint_as_float(C[t * 128 + 19]);
  d[20] = __uint_as_float(C[t * 128 + 20]);
  d[21] = __uint_as_float(C[t * 128 + 21]);
  d[22] = __uint_as_float(C[t * 128 + 22]);
  d[23] = __uint_as_float(C[t * 128 + 23]);
  d[24] = __uint_as_float(C[t * 128 + 24]);
  d[25] = __uint_as_float(C[t * 128 + 25]);
  d[26] = __uint_as_float(C[t * 128 + 26]);
  d[27] = __uint_as_float(C[t * 128 + 27]);
  d[28] = __uint_as_float(C[t * 128 + 28]);
  d[29] = __uint_as_float(C[t * 128 + 29]);
  d[30] = __uint_as_float(C[t * 128 + 30]);
  d[31] = __uint_as_float(C[t * 128 + 31]);
  d[32] = __uint_as_float(C[t * 128 + 32]);
  d[33] = __uint_as_float(C[t * 128 + 33]);
  d[34] = __uint_as_float(C[t * 128 + 34]);
  d[35] = __uint_as_float(C[t * 128 + 35]);
  d[36] = __uint_as_float(C[t * 128 + 36]);
  d[37] = __uint_as_float(C[t * 128 + 37]);
  d[38] = __uint_as_float(C[t * 128 + 38]);
  d[39] = __uint_as_float(C[t * 128 + 39]);
  d[40] = __uint_as_float(C[t * 128 + 40]);
  d[41] = __uint_as_float(C[t * 128 + 41]);
  d[42] = __uint_as_float(C[t * 128 + 42]);
  d[43] = __uint_as_float(C[t * 128 + 43]);
  d[44] = __uint_as_float(C[t * 128 + 44]);
  d[45] = __uint_as_float(C[t * 128 + 45]);
  d[46] = __uint_as_float(C[t * 128 + 46]);
  d[47] = __uint_as_float(C[t * 128 + 47]);
  d[48] = __uint_as_float(C[t * 128 + 48]);
  d[49] = __uint_as_float(C[t * 128 + 49]);
  d[50] = __uint_as_float(C[t * 128 + 50]);
  d[51] = __uint_as_float(C[t * 128 + 51]);
  d[52] = __uint_as_float(C[t * 128 + 52]);
  d[53] = __uint_as_float(C[t * 128 + 53]);
  d[54] = __uint_as_float(C[t * 128 + 54]);
  d[55] = __uint_as_float(C[t * 128 + 55]);
  d[56] = __uint_as_float(C[t * 128 + 56]);
  d[57] = __uint_as_float(C[t * 128 + 57]);
  d[58] = __uint_as_float(C[t * 128 + 58]);
  d[59] = __uint_as_float(C[t * 128 + 59]);
  d[60] = __uint_as_float(C[t * 128 + 60]);
  d[61] = __uint_as_float(C[t * 128 + 61]);
  d[62] = __uint_as_float(C[t * 128 + 62]);
  d[63] = __uint_as_float(C[t * 128 + 63]);
  d[64] = __uint_as_float(C[t * 128 + 64]);
  d[65] = __uint_as_float(C[t * 128 + 65]);
  d[66] = __uint_as_float(C[t * 128 + 66]);
  d[67] = __uint_as_float(C[t * 128 + 67]);
  d[68] = __uint_as_float(C[t * 128 + 68]);
  d[69] = __uint_as_float(C[t * 128 + 69]);
  d[70] = __uint_as_float(C[t * 128 + 70]);
  d[71] = __uint_as_float(C[t * 128 + 71]);
  d[72] = __uint_as_float(C[t * 128 + 72]);
  d[73] = __uint_as_float(C[t * 128 + 73]);
  d[74] = __uint_as_float(C[t * 128 + 74]);
  d[75] = __uint_as_float(C[t * 128 + 75]);
  d[76] = __uint_as_float(C[t * 128 + 76]);
  d[77] = __uint_as_float(C[t * 128 + 77]);
  d[78] = __uint_as_float(C[t * 128 + 78]);
  d[79] = __uint_as_float(C[t * 128 + 79]);
  d[80] = __uint_as_float(C[t * 128 + 80]);
  d[81] = __uint_as_float(C[t * 128 + 81]);
  d[82] = __uint_as_float(C[t * 128 + 82]);
  d[83] = __uint_as_float(C[t * 128 + 83]);
  d[84] = __uint_as_float(C[t * 128 + 84]);
  d[85] = __uint_as_float(C[t * 128 + 85]);
  d[86] = __uint_as_float(C[t * 128 + 86]);
  d[87] = __uint_as_float(C[t * 128 + 87]);
  d[88] = __uint_as_float(C[t * 128 + 88]);
  d[89] = __uint_as_float(C[t * 128 + 89]);
  d[90] = __uint_as_float(C[t * 128 + 90]);
  d[91] = __uint_as_float(C[t * 128 + 91]);
  d[92] = __uint_as_float(C[t * 128 + 92]);
  d[93] = __uint_as_float(C[t * 128 + 93]);
  d[94] = __uint_as_float(C[t * 128 + 94]);
  d[95] = __uint_as_float(C[t * 128 + 95]);
  d[96] = __uint_as_float(C[t * 128 + 96]);
  d[97] = __uint_as_float(C[t * 128 + 97]);
  d[98] = __uint_as_float(C[t * 128 + 98]);
  d[99] = __uint_as_float(C[t * 128 + 99]);
  d[100] = __uint_as_float(C[t * 128 + 100]);
  d[101] = __uint_as_float(C[t * 128 + 101]);
  d[102] = __uint_as_float(C[t * 128 + 102]);
  d[103] = __uint_as_float(C[t * 128 + 103]);
  d[104] = __uint_as_float(C[t * 128 + 104]);
  d[105] = __uint_as_float(C[t * 128 + 105]);
  d[106] = __uint_as_float(C[t * 128 + 106]);
  d[107] = __uint_as_float(C[t * 128 + 107]);
  d[108] = __uint_as_float(C[t * 128 + 108]);
  d[109] = __uint_as_float(C[t * 128 + 109]);
  d[110] = __uint_as_float(C[t * 128 + 110]);
  d[111] = __uint_as_float(C[t * 128 + 111]);
  d[112] = __uint_as_float(C[t * 128 + 112]);
  d[113] = __uint_as_float(C[t * 128 + 113]);
  d[114] = __uint_as_float(C[t * 128 + 114]);
  d[115] = __uint_as_float(C[t * 128 + 115]);
  d[116] = __uint_as_float(C[t * 128 + 116]);
  d[117] = __uint_as_float(C[t * 128 + 117]);
  d[118] = __uint_as_float(C[t * 128 + 118]);
  d[119] = __uint_as_float(C[t * 128 + 119]);
  d[120] = __uint_as_float(C[t * 128 + 120]);
  d[121] = __uint_as_float(C[t * 128 + 121]);
  d[122] = __uint_as_float(C[t * 128 + 122]);
  d[123] = __uint_as_float(C[t * 128 + 123]);
  d[124] = __uint_as_float(C[t * 128 + 124]);
  d[125] = __uint_as_float(C[t * 128 + 125]);
  d[126] = __uint_as_float(C[t * 128 + 126]);
  d[127] = __uint_as_float(C[t * 128 + 127]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1, 0, 0;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = __float_as_uint(d[0]);
  D[t * 128 + 1] = __float_as_uint(d[1]);
  D[t * 128 + 2] = __float_as_uint(d[2]);
  D[t * 128 + 3] = __float_as_uint(d[3]);
  D[t * 128 + 4] = __float_as_uint(d[4]);
  D[t * 128 + 5] = __float_as_uint(d[5]);
  D[t * 128 + 6] = __float_as_uint(d[6]);
  D[t * 128 + 7] = __float_as_uint(d[7]);
  D[t * 128 + 8] = __float_as_uint(d[8]);
  D[t * 128 + 9] = __float_as_uint(d[9]);
  D[t * 128 + 10] = __float_as_uint(d[10]);
  D[t * 128 + 11] = __float_as_uint(d[11]);
  D[t * 128 + 12] = __float_as_uint(d[12]);
  D[t * 128 + 13] = __float_as_uint(d[13]);
  D[t * 128 + 14] = __float_as_uint(d[14]);
  D[t * 128 + 15] = __float_as_uint(d[15]);
  D[t * 128 + 16] = __float_as_uint(d[16]);
  D[t * 128 + 17] = __float_as_uint(d[17]);
  D[t * 128 + 18] = __float_as_uint(d[18]);
  D[t * 128 + 19] = __float_as_uint(d[19]);
  D[t * 128 + 20] = __float_as_uint(d[20]);
  D[t * 128 + 21] = __float_as_uint(d[21]);
  D[t * 128 + 22] = __float_as_uint(d[22]);
  D[t * 128 + 23] = __float_as_uint(d[23]);
  D[t * 128 + 24] = __float_as_uint(d[24]);
  D[t * 128 + 25] = __float_as_uint(d[25]);
  D[t * 128 + 26] = __float_as_uint(d[26]);
  D[t * 128 + 27] = __float_as_uint(d[27]);
  D[t * 128 + 28] = __float_as_uint(d[28]);
  D[t * 128 + 29] = __float_as_uint(d[29]);
  D[t * 128 + 30] = __float_as_uint(d[30]);
  D[t * 128 + 31] = __float_as_uint(d[31]);
  D[t * 128 + 32] = __float_as_uint(d[32]);
  D[t * 128 + 33] = __float_as_uint(d[33]);
  D[t * 128 + 34] = __float_as_uint(d[34]);
  D[t * 128 + 35] = __float_as_uint(d[35]);
  D[t * 128 + 36] = __float_as_uint(d[36]);
  D[t * 128 + 37] = __float_as_uint(d[37]);
  D[t * 128 + 38] = __float_as_uint(d[38]);
  D[t * 128 + 39] = __float_as_uint(d[39]);
  D[t * 128 + 40] = __float_as_uint(d[40]);
  D[t * 128 + 41] = __float_as_uint(d[41]);
  D[t * 128 + 42] = __float_as_uint(d[42]);
  D[t * 128 + 43] = __float_as_uint(d[43]);
  D[t * 128 + 44] = __float_as_uint(d[44]);
  D[t * 128 + 45] = __float_as_uint(d[45]);
  D[t * 128 + 46] = __float_as_uint(d[46]);
  D[t * 128 + 47] = __float_as_uint(d[47]);
  D[t * 128 + 48] = __float_as_uint(d[48]);
  D[t * 128 + 49] = __float_as_uint(d[49]);
  D[t * 128 + 50] = __float_as_uint(d[50]);
  D[t * 128 + 51] = __float_as_uint(d[51]);
  D[t * 128 + 52] = __float_as_uint(d[52]);
  D[t * 128 + 53] = __float_as_uint(d[53]);
  D[t * 128 + 54] = __float_as_uint(d[54]);
  D[t * 128 + 55] = __float_as_uint(d[55]);
  D[t * 128 + 56] = __float_as_uint(d[56]);
  D[t * 128 + 57] = __float_as_uint(d[57]);
  D[t * 128 + 58] = __float_as_uint(d[58]);
  D[t * 128 + 59] = __float_as_uint(d[59]);
  D[t * 128 + 60] = __float_as_uint(d[60]);
  D[t * 128 + 61] = __float_as_uint(d[61]);
  D[t * 128 + 62] = __float_as_uint(d[62]);
  D[t * 128 + 63] = __float_as_uint(d[63]);
  D[t * 128 + 64] = __float_as_uint(d[64]);
  D[t * 128 + 65] = __float_as_uint(d[65]);
  D[t * 128 + 66] = __float_as_uint(d[66]);
  D[t * 128 + 67] = __float_as_uint(d[67]);
  D[t * 128 + 68] = __float_as_uint(d[68]);
  D[t * 128 + 69] = __float_as_uint(d[69]);
  D[t * 128 + 70] = __float_as_uint(d[70]);
  D[t * 128 + 71] = __float_as_uint(d[71]);
  D[t * 128 + 72] = __float_as_uint(d[72]);
  D[t * 128 + 73] = __float_as_uint(d[73]);
  D[t * 128 + 74] = __float_as_uint(d[74]);
  D[t * 128 + 75] = __float_as_uint(d[75]);
  D[t * 128 + 76] = __float_as_uint(d[76]);
  D[t * 128 + 77] = __float_as_uint(d[77]);
  D[t * 128 + 78] = __float_as_uint(d[78]);
  D[t * 128 + 79] = __float_as_uint(d[79]);
  D[t * 128 + 80] = __float_as_uint(d[80]);
  D[t * 128 + 81] = __float_as_uint(d[81]);
  D[t * 128 + 82] = __float_as_uint(d[82]);
  D[t * 128 + 83] = __float_as_uint(d[83]);
  D[t * 128 + 84] = __float_as_uint(d[84]);
  D[t * 128 + 85] = __float_as_uint(d[85]);
  D[t * 128 + 86] = __float_as_uint(d[86]);
  D[t * 128 + 87] = __float_as_uint(d[87]);
  D[t * 128 + 88] = __float_as_uint(d[88]);
  D[t * 128 + 89] = __float_as_uint(d[89]);
  D[t * 128 + 90] = __float_as_uint(d[90]);
  D[t * 128 + 91] = __float_as_uint(d[91]);
  D[t * 128 + 92] = __float_as_uint(d[92]);
  D[t * 128 + 93] = __float_as_uint(d[93]);
  D[t * 128 + 94] = __float_as_uint(d[94]);
  D[t * 128 + 95] = __float_as_uint(d[95]);
  D[t * 128 + 96] = __float_as_uint(d[96]);
  D[t * 128 + 97] = __float_as_uint(d[97]);
  D[t * 128 + 98] = __float_as_uint(d[98]);
  D[t * 128 + 99] = __float_as_uint(d[99]);
  D[t * 128 + 100] = __float_as_uint(d[100]);
  D[t * 128 + 101] = __float_as_uint(d[101]);
  D[t * 128 + 102] = __float_as_uint(d[102]);
  D[t * 128 + 103] = __float_as_uint(d[103]);
  D[t * 128 + 104] = __float_as_uint(d[104]);
  D[t * 128 + 105] = __float_as_uint(d[105]);
  D[t * 128 + 106] = __float_as_uint(d[106]);
  D[t * 128 + 107] = __float_as_uint(d[107]);
  D[t * 128 + 108] = __float_as_uint(d[108]);
  D[t * 128 + 109] = __float_as_uint(d[109]);
  D[t * 128 + 110] = __float_as_uint(d[110]);
  D[t * 128 + 111] = __float_as_uint(d[111]);
  D[t * 128 + 112] = __float_as_uint(d[112]);
  D[t * 128 + 113] = __float_as_uint(d[113]);
  D[t * 128 + 114] = __float_as_uint(d[114]);
  D[t * 128 + 115] = __float_as_uint(d[115]);
  D[t * 128 + 116] = __float_as_uint(d[116]);
  D[t * 128 + 117] = __float_as_uint(d[117]);
  D[t * 128 + 118] = __float_as_uint(d[118]);
  D[t * 128 + 119] = __float_as_uint(d[119]);
  D[t * 128 + 120] = __float_as_uint(d[120]);
  D[t * 128 + 121] = __float_as_uint(d[121]);
  D[t * 128 + 122] = __float_as_uint(d[122]);
  D[t * 128 + 123] = __float_as_uint(d[123]);
  D[t * 128 + 124] = __float_as_uint(d[124]);
  D[t * 128 + 125] = __float_as_uint(d[125]);
  D[t * 128 + 126] = __float_as_uint(d[126]);
  D[t * 128 + 127] = __float_as_uint(d[127]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n64k8_f32_tf32_tf32(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 4096;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[32];
  d[0] = __uint_as_float(C[t * 32 + 0]);
  d[1] = __uint_as_float(C[t * 32 + 1]);
  d[2] = __uint_as_float(C[t * 32 + 2]);
  d[3] = __uint_as_float(C[t * 32 + 3]);
  d[4] = __uint_as_float(C[t * 32 + 4]);
  d[5] = __uint_as_float(C[t * 32 + 5]);
  d[6] = __uint_as_float(C[t * 32 + 6]);
  d[7] = __uint_as_float(C[t * 32 + 7]);
  d[8] = __uint_as_float(C[t * 32 + 8]);
  d[9] = __uint_as_float(C[t * 32 + 9]);
  d[10] = __uint_as_float(C[t * 32 + 10]);
  d[11] = __uint_as_float(C[t * 32 + 11]);
  d[12] = __uint_as_float(C[t * 32 + 12]);
  d[13] = __uint_as_float(C[t * 32 + 13]);
  d[14] = __uint_as_float(C[t * 32 + 14]);
  d[15] = __uint_as_float(C[t * 32 + 15]);
  d[16] = __uint_as_float(C[t * 32 + 16]);
  d[17] = __uint_as_float(C[t * 32 + 17]);
  d[18] = __uint_as_float(C[t * 32 + 18]);
  d[19] = __uint_as_float(C[t * 32 + 19]);
  d[20] = __uint_as_float(C[t * 32 + 20]);
  d[21] = __uint_as_float(C[t * 32 + 21]);
  d[22] = __uint_as_float(C[t * 32 + 22]);
  d[23] = __uint_as_float(C[t * 32 + 23]);
  d[24] = __uint_as_float(C[t * 32 + 24]);
  d[25] = __uint_as_float(C[t * 32 + 25]);
  d[26] = __uint_as_float(C[t * 32 + 26]);
  d[27] = __uint_as_float(C[t * 32 + 27]);
  d[28] = __uint_as_float(C[t * 32 + 28]);
  d[29] = __uint_as_float(C[t * 32 + 29]);
  d[30] = __uint_as_float(C[t * 32 + 30]);
  d[31] = __uint_as_float(C[t * 32 + 31]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\nwgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 32 + 0] = __float_as_uint(d[0]);
  D[t * 32 + 1] = __float_as_uint(d[1]);
  D[t * 32 + 2] = __float_as_uint(d[2]);
  D[t * 32 + 3] = __float_as_uint(d[3]);
  D[t * 32 + 4] = __float_as_uint(d[4]);
  D[t * 32 + 5] = __float_as_uint(d[5]);
  D[t * 32 + 6] = __float_as_uint(d[6]);
  D[t * 32 + 7] = __float_as_uint(d[7]);
  D[t * 32 + 8] = __float_as_uint(d[8]);
  D[t * 32 + 9] = __float_as_uint(d[9]);
  D[t * 32 + 10] = __float_as_uint(d[10]);
  D[t * 32 + 11] = __float_as_uint(d[11]);
  D[t * 32 + 12] = __float_as_uint(d[12]);
  D[t * 32 + 13] = __float_as_uint(d[13]);
  D[t * 32 + 14] = __float_as_uint(d[14]);
  D[t * 32 + 15] = __float_as_uint(d[15]);
  D[t * 32 + 16] = __float_as_uint(d[16]);
  D[t * 32 + 17] = __float_as_uint(d[17]);
  D[t * 32 + 18] = __float_as_uint(d[18]);
  D[t * 32 + 19] = __float_as_uint(d[19]);
  D[t * 32 + 20] = __float_as_uint(d[20]);
  D[t * 32 + 21] = __float_as_uint(d[21]);
  D[t * 32 + 22] = __float_as_uint(d[22]);
  D[t * 32 + 23] = __float_as_uint(d[23]);
  D[t * 32 + 24] = __float_as_uint(d[24]);
  D[t * 32 + 25] = __float_as_uint(d[25]);
  D[t * 32 + 26] = __float_as_uint(d[26]);
  D[t * 32 + 27] = __float_as_uint(d[27]);
  D[t * 32 + 28] = __float_as_uint(d[28]);
  D[t * 32 + 29] = __float_as_uint(d[29]);
  D[t * 32 + 30] = __float_as_uint(d[30]);
  D[t * 32 + 31] = __float_as_uint(d[31]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k8_f32_tf32_tf32(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[128];
  d[0] = __uint_as_float(C[t * 128 + 0]);
  d[1] = __uint_as_float(C[t * 128 + 1]);
  d[2] = __uint_as_float(C[t * 128 + 2]);
  d[3] = __uint_as_float(C[t * 128 + 3]);
  d[4] = __uint_as_float(C[t * 128 + 4]);
  d[5] = __uint_as_float(C[t * 128 + 5]);
  d[6] = __uint_as_float(C[t * 128 + 6]);
  d[7] = __uint_as_float(C[t * 128 + 7]);
  d[8] = __uint_as_float(C[t * 128 + 8]);
  d[9] = __uint_as_float(C[t * 128 + 9]);
  d[10] = __uint_as_float(C[t * 128 + 10]);
  d[11] = __uint_as_float(C[t * 128 + 11]);
  d[12] = __uint_as_float(C[t * 128 + 12]);
  d[13] = __uint_as_float(C[t * 128 + 13]);
  d[14] = __uint_as_float(C[t * 128 + 14]);
  d[15] = __uint_as_float(C[t * 128 + 15]);
  d[16] = __uint_as_float(C[t * 128 + 16]);
  d[17] = __uint_as_float(C[t * 128 + 17]);
  d[18] = __uint_as_float(C[t * 128 + 18]);
  d[19] = __uint_as_float(C[t * 128 + 19]);
  d[20] = __uint_as_float(C[t * 128 + 20]);
  d[21] = __uint_as_float(C[t * 128 + 21]);
  d[22] = __uint_as_float(C[t * 128 + 22]);
  d[23] = __uint_as_float(C[t * 128 + 23]);
  d[24] = __uint_as_float(C[t * 128 + 24]);
  d[25] = __uint_as_float(C[t * 128 + 25]);
  d[26] = __uint_as_float(C[t * 128 + 26]);
  d[27] = __uint_as_float(C[t * 128 + 27]);
  d[28] = __uint_as_float(C[t * 128 + 28]);
  d[29] = __uint_as_float(C[t * 128 + 29]);
  d[30] = __uint_as_float(C[t * 128 + 30]);
  d[31] = __uint_as_float(C[t * 128 + 31]);
  d[32] = __uint_as_float(C[t * 128 + 32]);
  d[33] = __uint_as_float(C[t * 128 + 33]);
  d[34] = __uint_as_float(C[t * 128 + 34]);
  d[35] = __uint_as_float(C[t * 128 + 35]);
  d[36] = __uint_as_float(C[t * 128 + 36]);
  d[37] = __uint_as_float(C[t * 128 + 37]);
  d[38] = __uint_as_float(C[t * 128 + 38]);
  d[39] = __uint_as_float(C[t * 128 + 39]);
  d[40] = __uint_as_float(C[t * 128 + 40]);
  d[41] = __uint_as_float(C[t * 128 + 41]);
  d[42] = __uint_as_float(C[t * 128 + 42]);
  d[43] = __uint_as_float(C[t * 128 + 43]);
  d[44] = __uint_as_float(C[t * 128 + 44]);
  d[45] = __uint_as_float(C[t * 128 + 45]);
  d[46] = __uint_as_float(C[t * 128 + 46]);
  d[47] = __uint_as_float(C[t * 128 + 47]);
  d[48] = __uint_as_float(C[t * 128 + 48]);
  d[49] = __uint_as_float(C[t * 128 + 49]);
  d[50] = __uint_as_float(C[t * 128 + 50]);
  d[51] = __uint_as_float(C[t * 128 + 51]);
  d[52] = __uint_as_float(C[t * 128 + 52]);
  d[53] = __uint_as_float(C[t * 128 + 53]);
  d[54] = __uint_as_float(C[t * 128 + 54]);
  d[55] = __uint_as_float(C[t * 128 + 55]);
  d[56] = __uint_as_float(C[t * 128 + 56]);
  d[57] = __uint_as_float(C[t * 128 + 57]);
  d[58] = __uint_as_float(C[t * 128 + 58]);
  d[59] = __uint_as_float(C[t * 128 + 59]);
  d[60] = __uint_as_float(C[t * 128 + 60]);
  d[61] = __uint_as_float(C[t * 128 + 61]);
  d[62] = __uint_as_float(C[t * 128 + 62]);
  d[63] = __uint_as_float(C[t * 128 + 63]);
  d[64] = __uint_as_float(C[t * 128 + 64]);
  d[65] = __uint_as_float(C[t * 128 + 65]);
  d[66] = __uint_as_float(C[t * 128 + 66]);
  d[67] = __uint_as_float(C[t * 128 + 67]);
  d[68] = __uint_as_float(C[t * 128 + 68]);
  d[69] = __uint_as_float(C[t * 128 + 69]);
  d[70] = __uint_as_float(C[t * 128 + 70]);
  d[71] = __uint_as_float(C[t * 128 + 71]);
  d[72] = __uint_as_float(C[t * 128 + 72]);
  d[73] = __uint_as_float(C[t * 128 + 73]);
  d[74] = __uint_as_float(C[t * 128 + 74]);
  d[75] = __uint_as_float(C[t * 128 + 75]);
  d[76] = __uint_as_float(C[t * 128 + 76]);
  d[77] = __uint_as_float(C[t * 128 + 77]);
  d[78] = __uint_as_float(C[t * 128 + 78]);
  d[79] = __uint_as_float(C[t * 128 + 79]);
  d[80] = __uint_as_float(C[t * 128 + 80]);
  d[81] = __uint_as_float(C[t * 128 + 81]);
  d[82] = __uint_as_float(C[t * 128 + 82]);
  d[83] = __uint_as_float(C[t * 128 + 83]);
  d[84] = __uint_as_float(C[t * 128 + 84]);
  d[85] = __uint_as_float(C[t * 128 + 85]);
  d[86] = __uint_as_float(C[t * 128 + 86]);
  d[87] = __uint_as_float(C[t * 128 + 87]);
  d[88] = __uint_as_float(C[t * 128 + 88]);
  d[89] = __uint_as_float(C[t * 128 + 89]);
  d[90] = __uint_as_float(C[t * 128 + 90]);
  d[91] = __uint_as_float(C[t * 128 + 91]);
  d[92] = __uint_as_float(C[t * 128 + 92]);
  d[93] = __uint_as_float(C[t * 128 + 93]);
  d[94] = __uint_as_float(C[t * 128 + 94]);
  d[95] = __uint_as_float(C[t * 128 + 95]);
  d[96] = __uint_as_float(C[t * 128 + 96]);
  d[97] = __uint_as_float(C[t * 128 + 97]);
  d[98] = __uint_as_float(C[t * 128 + 98]);
  d[99] = __uint_as_float(C[t * 128 + 99]);
  d[100] = __uint_as_float(C[t * 128 + 100]);
  d[101] = __uint_as_float(C[t * 128 + 101]);
  d[102] = __uint_as_float(C[t * 128 + 102]);
  d[103] = __uint_as_float(C[t * 128 + 103]);
  d[104] = __uint_as_float(C[t * 128 + 104]);
  d[105] = __uint_as_float(C[t * 128 + 105]);
  d[106] = __uint_as_float(C[t * 128 + 106]);
  d[107] = __uint_as_float(C[t * 128 + 107]);
  d[108] = __uint_as_float(C[t * 128 + 108]);
  d[109] = __uint_as_float(C[t * 128 + 109]);
  d[110] = __uint_as_float(C[t * 128 + 110]);
  d[111] = __uint_as_float(C[t * 128 + 111]);
  d[112] = __uint_as_float(C[t * 128 + 112]);
  d[113] = __uint_as_float(C[t * 128 + 113]);
  d[114] = __uint_as_float(C[t * 128 + 114]);
  d[115] = __uint_as_float(C[t * 128 + 115]);
  d[116] = __uint_as_float(C[t * 128 + 116]);
  d[117] = __uint_as_float(C[t * 128 + 117]);
  d[118] = __uint_as_float(C[t * 128 + 118]);
  d[119] = __uint_as_float(C[t * 128 + 119]);
  d[120] = __uint_as_float(C[t * 128 + 120]);
  d[121] = __uint_as_float(C[t * 128 + 121]);
  d[122] = __uint_as_float(C[t * 128 + 122]);
  d[123] = __uint_as_float(C[t * 128 + 123]);
  d[124] = __uint_as_float(C[t * 128 + 124]);
  d[125] = __uint_as_float(C[t * 128 + 125]);
  d[126] = __uint_as_float(C[t * 128 + 126]);
  d[127] = __uint_as_float(C[t * 128 + 127]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = __float_as_uint(d[0]);
  D[t * 128 + 1] = __float_as_uint(d[1]);
  D[t * 128 + 2] = __float_as_uint(d[2]);
  D[t * 128 + 3] = __float_as_uint(d[3]);
  D[t * 128 + 4] = __float_as_uint(d[4]);
  D[t * 128 + 5] = __float_as_uint(d[5]);
  D[t * 128 + 6] = __float_as_uint(d[6]);
  D[t * 128 + 7] = __float_as_uint(d[7]);
  D[t * 128 + 8] = __float_as_uint(d[8]);
  D[t * 128 + 9] = __float_as_uint(d[9]);
  D[t * 128 + 10] = __float_as_uint(d[10]);
  D[t * 128 + 11] = __float_as_uint(d[11]);
  D[t * 128 + 12] = __float_as_uint(d[12]);
  D[t * 128 + 13] = __float_as_uint(d[13]);
  D[t * 128 + 14] = __float_as_uint(d[14]);
  D[t * 128 + 15] = __float_as_uint(d[15]);
  D[t * 128 + 16] = __float_as_uint(d[16]);
  D[t * 128 + 17] = __float_as_uint(d[17]);
  D[t * 128 + 18] = __float_as_uint(d[18]);
  D[t * 128 + 19] = __float_as_uint(d[19]);
  D[t * 128 + 20] = __float_as_uint(d[20]);
  D[t * 128 + 21] = __float_as_uint(d[21]);
  D[t * 128 + 22] = __float_as_uint(d[22]);
  D[t * 128 + 23] = __float_as_uint(d[23]);
  D[t * 128 + 24] = __float_as_uint(d[24]);
  D[t * 128 + 25] = __float_as_uint(d[25]);
  D[t * 128 + 26] = __float_as_uint(d[26]);
  D[t * 128 + 27] = __float_as_uint(d[27]);
  D[t * 128 + 28] = __float_as_uint(d[28]);
  D[t * 128 + 29] = __float_as_uint(d[29]);
  D[t * 128 + 30] = __float_as_uint(d[30]);
  D[t * 128 + 31] = __float_as_uint(d[31]);
  D[t * 128 + 32] = __float_as_uint(d[32]);
  D[t * 128 + 33] = __float_as_uint(d[33]);
  D[t * 128 + 34] = __float_as_uint(d[34]);
  D[t * 128 + 35] = __float_as_uint(d[35]);
  D[t * 128 + 36] = __float_as_uint(d[36]);
  D[t * 128 + 37] = __float_as_uint(d[37]);
  D[t * 128 + 38] = __float_as_uint(d[38]);
  D[t * 128 + 39] = __float_as_uint(d[39]);
  D[t * 128 + 40] = __float_as_uint(d[40]);
  D[t * 128 + 41] = __float_as_uint(d[41]);
  D[t * 128 + 42] = __float_as_uint(d[42]);
  D[t * 128 + 43] = __float_as_uint(d[43]);
  D[t * 128 + 44] = __float_as_uint(d[44]);
  D[t * 128 + 45] = __float_as_uint(d[45]);
  D[t * 128 + 46] = __float_as_uint(d[46]);
  D[t * 128 + 47] = __float_as_uint(d[47]);
  D[t * 128 + 48] = __float_as_uint(d[48]);
  D[t * 128 + 49] = __float_as_uint(d[49]);
  D[t * 128 + 50] = __float_as_uint(d[50]);
  D[t * 128 + 51] = __float_as_uint(d[51]);
  D[t * 128 + 52] = __float_as_uint(d[52]);
  D[t * 128 + 53] = __float_as_uint(d[53]);
  D[t * 128 + 54] = __float_as_uint(d[54]);
  D[t * 128 + 55] = __float_as_uint(d[55]);
  D[t * 128 + 56] = __float_as_uint(d[56]);
  D[t * 128 + 57] = __float_as_uint(d[57]);
  D[t * 128 + 58] = __float_as_uint(d[58]);
  D[t * 128 + 59] = __float_as_uint(d[59]);
  D[t * 128 + 60] = __float_as_uint(d[60]);
  D[t * 128 + 61] = __float_as_uint(d[61]);
  D[t * 128 + 62] = __float_as_uint(d[62]);
  D[t * 128 + 63] = __float_as_uint(d[63]);
  D[t * 128 + 64] = __float_as_uint(d[64]);
  D[t * 128 + 65] = __float_as_uint(d[65]);
  D[t * 128 + 66] = __float_as_uint(d[66]);
  D[t * 128 + 67] = __float_as_uint(d[67]);
  D[t * 128 + 68] = __float_as_uint(d[68]);
  D[t * 128 + 69] = __float_as_uint(d[69]);
  D[t * 128 + 70] = __float_as_uint(d[70]);
  D[t * 128 + 71] = __float_as_uint(d[71]);
  D[t * 128 + 72] = __float_as_uint(d[72]);
  D[t * 128 + 73] = __float_as_uint(d[73]);
  D[t * 128 + 74] = __float_as_uint(d[74]);
  D[t * 128 + 75] = __float_as_uint(d[75]);
  D[t * 128 + 76] = __float_as_uint(d[76]);
  D[t * 128 + 77] = __float_as_uint(d[77]);
  D[t * 128 + 78] = __float_as_uint(d[78]);
  D[t * 128 + 79] = __float_as_uint(d[79]);
  D[t * 128 + 80] = __float_as_uint(d[80]);
  D[t * 128 + 81] = __float_as_uint(d[81]);
  D[t * 128 + 82] = __float_as_uint(d[82]);
  D[t * 128 + 83] = __float_as_uint(d[83]);
  D[t * 128 + 84] = __float_as_uint(d[84]);
  D[t * 128 + 85] = __float_as_uint(d[85]);
  D[t * 128 + 86] = __float_as_uint(d[86]);
  D[t * 128 + 87] = __float_as_uint(d[87]);
  D[t * 128 + 88] = __float_as_uint(d[88]);
  D[t * 128 + 89] = __float_as_uint(d[89]);
  D[t * 128 + 90] = __float_as_uint(d[90]);
  D[t * 128 + 91] = __float_as_uint(d[91]);
  D[t * 128 + 92] = __float_as_uint(d[92]);
  D[t * 128 + 93] = __float_as_uint(d[93]);
  D[t * 128 + 94] = __float_as_uint(d[94]);
  D[t * 128 + 95] = __float_as_uint(d[95]);
  D[t * 128 + 96] = __float_as_uint(d[96]);
  D[t * 128 + 97] = __float_as_uint(d[97]);
  D[t * 128 + 98] = __float_as_uint(d[98]);
  D[t * 128 + 99] = __float_as_uint(d[99]);
  D[t * 128 + 100] = __float_as_uint(d[100]);
  D[t * 128 + 101] = __float_as_uint(d[101]);
  D[t * 128 + 102] = __float_as_uint(d[102]);
  D[t * 128 + 103] = __float_as_uint(d[103]);
  D[t * 128 + 104] = __float_as_uint(d[104]);
  D[t * 128 + 105] = __float_as_uint(d[105]);
  D[t * 128 + 106] = __float_as_uint(d[106]);
  D[t * 128 + 107] = __float_as_uint(d[107]);
  D[t * 128 + 108] = __float_as_uint(d[108]);
  D[t * 128 + 109] = __float_as_uint(d[109]);
  D[t * 128 + 110] = __float_as_uint(d[110]);
  D[t * 128 + 111] = __float_as_uint(d[111]);
  D[t * 128 + 112] = __float_as_uint(d[112]);
  D[t * 128 + 113] = __float_as_uint(d[113]);
  D[t * 128 + 114] = __float_as_uint(d[114]);
  D[t * 128 + 115] = __float_as_uint(d[115]);
  D[t * 128 + 116] = __float_as_uint(d[116]);
  D[t * 128 + 117] = __float_as_uint(d[117]);
  D[t * 128 + 118] = __float_as_uint(d[118]);
  D[t * 128 + 119] = __float_as_uint(d[119]);
  D[t * 128 + 120] = __float_as_uint(d[120]);
  D[t * 128 + 121] = __float_as_uint(d[121]);
  D[t * 128 + 122] = __float_as_uint(d[122]);
  D[t * 128 + 123] = __float_as_uint(d[123]);
  D[t * 128 + 124] = __float_as_uint(d[124]);
  D[t * 128 + 125] = __float_as_uint(d[125]);
  D[t * 128 + 126] = __float_as_uint(d[126]);
  D[t * 128 + 127] = __float_as_uint(d[127]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n24k32_f16_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2816;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[6];
  d[0] = C[t * 6 + 0];
  d[1] = C[t * 6 + 1];
  d[2] = C[t * 6 + 2];
  d[3] = C[t * 6 + 3];
  d[4] = C[t * 6 + 4];
  d[5] = C[t * 6 + 5];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %8, 0;\nwgmma.mma_async.sync.aligned.m64n24k32.f16.e4m3.e4m3 {%0, %1, %2, %3, %4, %5}, %6, %7, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 6 + 0] = d[0];
  D[t * 6 + 1] = d[1];
  D[t * 6 + 2] = d[2];
  D[t * 6 + 3] = d[3];
  D[t * 6 + 4] = d[4];
  D[t * 6 + 5] = d[5];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f16_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
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
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f16.e4m3.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
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

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n24k32_f16_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2816;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[6];
  d[0] = C[t * 6 + 0];
  d[1] = C[t * 6 + 1];
  d[2] = C[t * 6 + 2];
  d[3] = C[t * 6 + 3];
  d[4] = C[t * 6 + 4];
  d[5] = C[t * 6 + 5];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %8, 0;\nwgmma.mma_async.sync.aligned.m64n24k32.f16.e4m3.e5m2 {%0, %1, %2, %3, %4, %5}, %6, %7, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 6 + 0] = d[0];
  D[t * 6 + 1] = d[1];
  D[t * 6 + 2] = d[2];
  D[t * 6 + 3] = d[3];
  D[t * 6 + 4] = d[4];
  D[t * 6 + 5] = d[5];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f16_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
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
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f16.e4m3.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
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

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n56k32_f16_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3840;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[14];
  d[0] = C[t * 14 + 0];
  d[1] = C[t * 14 + 1];
  d[2] = C[t * 14 + 2];
  d[3] = C[t * 14 + 3];
  d[4] = C[t * 14 + 4];
  d[5] = C[t * 14 + 5];
  d[6] = C[t * 14 + 6];
  d[7] = C[t * 14 + 7];
  d[8] = C[t * 14 + 8];
  d[9] = C[t * 14 + 9];
  d[10] = C[t * 14 + 10];
  d[11] = C[t * 14 + 11];
  d[12] = C[t * 14 + 12];
  d[13] = C[t * 14 + 13];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %16, 0;\nwgmma.mma_async.sync.aligned.m64n56k32.f16.e5m2.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13}, %14, %15, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 14 + 0] = d[0];
  D[t * 14 + 1] = d[1];
  D[t * 14 + 2] = d[2];
  D[t * 14 + 3] = d[3];
  D[t * 14 + 4] = d[4];
  D[t * 14 + 5] = d[5];
  D[t * 14 + 6] = d[6];
  D[t * 14 + 7] = d[7];
  D[t * 14 + 8] = d[8];
  D[t * 14 + 9] = d[9];
  D[t * 14 + 10] = d[10];
  D[t * 14 + 11] = d[11];
  D[t * 14 + 12] = d[12];
  D[t * 14 + 13] = d[13];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f16_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
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
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f16.e5m2.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
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

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n56k32_f16_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3840;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[14];
  d[0] = C[t * 14 + 0];
  d[1] = C[t * 14 + 1];
  d[2] = C[t * 14 + 2];
  d[3] = C[t * 14 + 3];
  d[4] = C[t * 14 + 4];
  d[5] = C[t * 14 + 5];
  d[6] = C[t * 14 + 6];
  d[7] = C[t * 14 + 7];
  d[8] = C[t * 14 + 8];
  d[9] = C[t * 14 + 9];
  d[10] = C[t * 14 + 10];
  d[11] = C[t * 14 + 11];
  d[12] = C[t * 14 + 12];
  d[13] = C[t * 14 + 13];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %16, 0;\nwgmma.mma_async.sync.aligned.m64n56k32.f16.e5m2.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13}, %14, %15, p, 1, 1;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 14 + 0] = d[0];
  D[t * 14 + 1] = d[1];
  D[t * 14 + 2] = d[2];
  D[t * 14 + 3] = d[3];
  D[t * 14 + 4] = d[4];
  D[t * 14 + 5] = d[5];
  D[t * 14 + 6] = d[6];
  D[t * 14 + 7] = d[7];
  D[t * 14 + 8] = d[8];
  D[t * 14 + 9] = d[9];
  D[t * 14 + 10] = d[10];
  D[t * 14 + 11] = d[11];
  D[t * 14 + 12] = d[12];
  D[t * 14 + 13] = d[13];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f16_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
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
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f16.e5m2.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1;\n}\n"
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

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n24k32_f32_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2816;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[12];
  d[0] = __uint_as_float(C[t * 12 + 0]);
  d[1] = __uint_as_float(C[t * 12 + 1]);
  d[2] = __uint_as_float(C[t * 12 + 2]);
  d[3] = __uint_as_float(C[t * 12 + 3]);
  d[4] = __uint_as_float(C[t * 12 + 4]);
  d[5] = __uint_as_float(C[t * 12 + 5]);
  d[6] = __uint_as_float(C[t * 12 + 6]);
  d[7] = __uint_as_float(C[t * 12 + 7]);
  d[8] = __uint_as_float(C[t * 12 + 8]);
  d[9] = __uint_as_float(C[t * 12 + 9]);
  d[10] = __uint_as_float(C[t * 12 + 10]);
  d[11] = __uint_as_float(C[t * 12 + 11]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %14, 0;\nwgmma.mma_async.sync.aligned.m64n24k32.f32.e4m3.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11}, %12, %13, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 12 + 0] = __float_as_uint(d[0]);
  D[t * 12 + 1] = __float_as_uint(d[1]);
  D[t * 12 + 2] = __float_as_uint(d[2]);
  D[t * 12 + 3] = __float_as_uint(d[3]);
  D[t * 12 + 4] = __float_as_uint(d[4]);
  D[t * 12 + 5] = __float_as_uint(d[5]);
  D[t * 12 + 6] = __float_as_uint(d[6]);
  D[t * 12 + 7] = __float_as_uint(d[7]);
  D[t * 12 + 8] = __float_as_uint(d[8]);
  D[t * 12 + 9] = __float_as_uint(d[9]);
  D[t * 12 + 10] = __float_as_uint(d[10]);
  D[t * 12 + 11] = __float_as_uint(d[11]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f32_e4m3_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[128];
  d[0] = __uint_as_float(C[t * 128 + 0]);
  d[1] = __uint_as_float(C[t * 128 + 1]);
  d[2] = __uint_as_float(C[t * 128 + 2]);
  d[3] = __uint_as_float(C[t * 128 + 3]);
  d[4] = __uint_as_float(C[t * 128 + 4]);
  d[5] = __uint_as_float(C[t * 128 + 5]);
  d[6] = __uint_as_float(C[t * 128 + 6]);
  d[7] = __uint_as_float(C[t * 128 + 7]);
  d[8] = __uint_as_float(C[t * 128 + 8]);
  d[9] = __uint_as_float(C[t * 128 + 9]);
  d[10] = __uint_as_float(C[t * 128 + 10]);
  d[11] = __uint_as_float(C[t * 128 + 11]);
  d[12] = __uint_as_float(C[t * 128 + 12]);
  d[13] = __uint_as_float(C[t * 128 + 13]);
  d[14] = __uint_as_float(C[t * 128 + 14]);
  d[15] = __uint_as_float(C[t * 128 + 15]);
  d[16] = __uint_as_float(C[t * 128 + 16]);
  d[17] = __uint_as_float(C[t * 128 + 17]);
  d[18] = __uint_as_float(C[t * 128 + 18]);
  d[19] = __uint_as_float(C[t * 128 + 19]);
  d[20] = __uint_as_float(C[t * 128 + 20]);
  d[21] = __uint_as_float(C[t * 128 + 21]);
  d[22] = __uint_as_float(C[t * 128 + 22]);
  d[23] = __uint_as_float(C[t * 128 + 23]);
  d[24] = __uint_as_float(C[t * 128 + 24]);
  d[25] = __uint_as_float(C[t * 128 + 25]);
  d[26] = __uint_as_float(C[t * 128 + 26]);
  d[27] = __uint_as_float(C[t * 128 + 27]);
  d[28] = __uint_as_float(C[t * 128 + 28]);
  d[29] = __uint_as_float(C[t * 128 + 29]);
  d[30] = __uint_as_float(C[t * 128 + 30]);
  d[31] = __uint_as_float(C[t * 128 + 31]);
  d[32] = __uint_as_float(C[t * 128 + 32]);
  d[33] = __uint_as_float(C[t * 128 + 33]);
  d[34] = __uint_as_float(C[t * 128 + 34]);
  d[35] = __uint_as_float(C[t * 128 + 35]);
  d[36] = __uint_as_float(C[t * 128 + 36]);
  d[37] = __uint_as_float(C[t * 128 + 37]);
  d[38] = __uint_as_float(C[t * 128 + 38]);
  d[39] = __uint_as_float(C[t * 128 + 39]);
  d[40] = __uint_as_float(C[t * 128 + 40]);
  d[41] = __uint_as_float(C[t * 128 + 41]);
  d[42] = __uint_as_float(C[t * 128 + 42]);
  d[43] = __uint_as_float(C[t * 128 + 43]);
  d[44] = __uint_as_float(C[t * 128 + 44]);
  d[45] = __uint_as_float(C[t * 128 + 45]);
  d[46] = __uint_as_float(C[t * 128 + 46]);
  d[47] = __uint_as_float(C[t * 128 + 47]);
  d[48] = __uint_as_float(C[t * 128 + 48]);
  d[49] = __uint_as_float(C[t * 128 + 49]);
  d[50] = __uint_as_float(C[t * 128 + 50]);
  d[51] = __uint_as_float(C[t * 128 + 51]);
  d[52] = __uint_as_float(C[t * 128 + 52]);
  d[53] = __uint_as_float(C[t * 128 + 53]);
  d[54] = __uint_as_float(C[t * 128 + 54]);
  d[55] = __uint_as_float(C[t * 128 + 55]);
  d[56] = __uint_as_float(C[t * 128 + 56]);
  d[57] = __uint_as_float(C[t * 128 + 57]);
  d[58] = __uint_as_float(C[t * 128 + 58]);
  d[59] = __uint_as_float(C[t * 128 + 59]);
  d[60] = __uint_as_float(C[t * 128 + 60]);
  d[61] = __uint_as_float(C[t * 128 + 61]);
  d[62] = __uint_as_float(C[t * 128 + 62]);
  d[63] = __uint_as_float(C[t * 128 + 63]);
  d[64] = __uint_as_float(C[t * 128 + 64]);
  d[65] = __uint_as_float(C[t * 128 + 65]);
  d[66] = __uint_as_float(C[t * 128 + 66]);
  d[67] = __uint_as_float(C[t * 128 + 67]);
  d[68] = __uint_as_float(C[t * 128 + 68]);
  d[69] = __uint_as_float(C[t * 128 + 69]);
  d[70] = __uint_as_float(C[t * 128 + 70]);
  d[71] = __uint_as_float(C[t * 128 + 71]);
  d[72] = __uint_as_float(C[t * 128 + 72]);
  d[73] = __uint_as_float(C[t * 128 + 73]);
  d[74] = __uint_as_float(C[t * 128 + 74]);
  d[75] = __uint_as_float(C[t * 128 + 75]);
  d[76] = __uint_as_float(C[t * 128 + 76]);
  d[77] = __uint_as_float(C[t * 128 + 77]);
  d[78] = __uint_as_float(C[t * 128 + 78]);
  d[79] = __uint_as_float(C[t * 128 + 79]);
  d[80] = __uint_as_float(C[t * 128 + 80]);
  d[81] = __uint_as_float(C[t * 128 + 81]);
  d[82] = __uint_as_float(C[t * 128 + 82]);
  d[83] = __uint_as_float(C[t * 128 + 83]);
  d[84] = __uint_as_float(C[t * 128 + 84]);
  d[85] = __uint_as_float(C[t * 128 + 85]);
  d[86] = __uint_as_float(C[t * 128 + 86]);
  d[87] = __uint_as_float(C[t * 128 + 87]);
  d[88] = __uint_as_float(C[t * 128 + 88]);
  d[89] = __uint_as_float(C[t * 128 + 89]);
  d[90] = __uint_as_float(C[t * 128 + 90]);
  d[91] = __uint_as_float(C[t * 128 + 91]);
  d[92] = __uint_as_float(C[t * 128 + 92]);
  d[93] = __uint_as_float(C[t * 128 + 93]);
  d[94] = __uint_as_float(C[t * 128 + 94]);
  d[95] = __uint_as_float(C[t * 128 + 95]);
  d[96] = __uint_as_float(C[t * 128 + 96]);
  d[97] = __uint_as_float(C[t * 128 + 97]);
  d[98] = __uint_as_float(C[t * 128 + 98]);
  d[99] = __uint_as_float(C[t * 128 + 99]);
  d[100] = __uint_as_float(C[t * 128 + 100]);
  d[101] = __uint_as_float(C[t * 128 + 101]);
  d[102] = __uint_as_float(C[t * 128 + 102]);
  d[103] = __uint_as_float(C[t * 128 + 103]);
  d[104] = __uint_as_float(C[t * 128 + 104]);
  d[105] = __uint_as_float(C[t * 128 + 105]);
  d[106] = __uint_as_float(C[t * 128 + 106]);
  d[107] = __uint_as_float(C[t * 128 + 107]);
  d[108] = __uint_as_float(C[t * 128 + 108]);
  d[109] = __uint_as_float(C[t * 128 + 109]);
  d[110] = __uint_as_float(C[t * 128 + 110]);
  d[111] = __uint_as_float(C[t * 128 + 111]);
  d[112] = __uint_as_float(C[t * 128 + 112]);
  d[113] = __uint_as_float(C[t * 128 + 113]);
  d[114] = __uint_as_float(C[t * 128 + 114]);
  d[115] = __uint_as_float(C[t * 128 + 115]);
  d[116] = __uint_as_float(C[t * 128 + 116]);
  d[117] = __uint_as_float(C[t * 128 + 117]);
  d[118] = __uint_as_float(C[t * 128 + 118]);
  d[119] = __uint_as_float(C[t * 128 + 119]);
  d[120] = __uint_as_float(C[t * 128 + 120]);
  d[121] = __uint_as_float(C[t * 128 + 121]);
  d[122] = __uint_as_float(C[t * 128 + 122]);
  d[123] = __uint_as_float(C[t * 128 + 123]);
  d[124] = __uint_as_float(C[t * 128 + 124]);
  d[125] = __uint_as_float(C[t * 128 + 125]);
  d[126] = __uint_as_float(C[t * 128 + 126]);
  d[127] = __uint_as_float(C[t * 128 + 127]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = __float_as_uint(d[0]);
  D[t * 128 + 1] = __float_as_uint(d[1]);
  D[t * 128 + 2] = __float_as_uint(d[2]);
  D[t * 128 + 3] = __float_as_uint(d[3]);
  D[t * 128 + 4] = __float_as_uint(d[4]);
  D[t * 128 + 5] = __float_as_uint(d[5]);
  D[t * 128 + 6] = __float_as_uint(d[6]);
  D[t * 128 + 7] = __float_as_uint(d[7]);
  D[t * 128 + 8] = __float_as_uint(d[8]);
  D[t * 128 + 9] = __float_as_uint(d[9]);
  D[t * 128 + 10] = __float_as_uint(d[10]);
  D[t * 128 + 11] = __float_as_uint(d[11]);
  D[t * 128 + 12] = __float_as_uint(d[12]);
  D[t * 128 + 13] = __float_as_uint(d[13]);
  D[t * 128 + 14] = __float_as_uint(d[14]);
  D[t * 128 + 15] = __float_as_uint(d[15]);
  D[t * 128 + 16] = __float_as_uint(d[16]);
  D[t * 128 + 17] = __float_as_uint(d[17]);
  D[t * 128 + 18] = __float_as_uint(d[18]);
  D[t * 128 + 19] = __float_as_uint(d[19]);
  D[t * 128 + 20] = __float_as_uint(d[20]);
  D[t * 128 + 21] = __float_as_uint(d[21]);
  D[t * 128 + 22] = __float_as_uint(d[22]);
  D[t * 128 + 23] = __float_as_uint(d[23]);
  D[t * 128 + 24] = __float_as_uint(d[24]);
  D[t * 128 + 25] = __float_as_uint(d[25]);
  D[t * 128 + 26] = __float_as_uint(d[26]);
  D[t * 128 + 27] = __float_as_uint(d[27]);
  D[t * 128 + 28] = __float_as_uint(d[28]);
  D[t * 128 + 29] = __float_as_uint(d[29]);
  D[t * 128 + 30] = __float_as_uint(d[30]);
  D[t * 128 + 31] = __float_as_uint(d[31]);
  D[t * 128 + 32] = __float_as_uint(d[32]);
  D[t * 128 + 33] = __float_as_uint(d[33]);
  D[t * 128 + 34] = __float_as_uint(d[34]);
  D[t * 128 + 35] = __float_as_uint(d[35]);
  D[t * 128 + 36] = __float_as_uint(d[36]);
  D[t * 128 + 37] = __float_as_uint(d[37]);
  D[t * 128 + 38] = __float_as_uint(d[38]);
  D[t * 128 + 39] = __float_as_uint(d[39]);
  D[t * 128 + 40] = __float_as_uint(d[40]);
  D[t * 128 + 41] = __float_as_uint(d[41]);
  D[t * 128 + 42] = __float_as_uint(d[42]);
  D[t * 128 + 43] = __float_as_uint(d[43]);
  D[t * 128 + 44] = __float_as_uint(d[44]);
  D[t * 128 + 45] = __float_as_uint(d[45]);
  D[t * 128 + 46] = __float_as_uint(d[46]);
  D[t * 128 + 47] = __float_as_uint(d[47]);
  D[t * 128 + 48] = __float_as_uint(d[48]);
  D[t * 128 + 49] = __float_as_uint(d[49]);
  D[t * 128 + 50] = __float_as_uint(d[50]);
  D[t * 128 + 51] = __float_as_uint(d[51]);
  D[t * 128 + 52] = __float_as_uint(d[52]);
  D[t * 128 + 53] = __float_as_uint(d[53]);
  D[t * 128 + 54] = __float_as_uint(d[54]);
  D[t * 128 + 55] = __float_as_uint(d[55]);
  D[t * 128 + 56] = __float_as_uint(d[56]);
  D[t * 128 + 57] = __float_as_uint(d[57]);
  D[t * 128 + 58] = __float_as_uint(d[58]);
  D[t * 128 + 59] = __float_as_uint(d[59]);
  D[t * 128 + 60] = __float_as_uint(d[60]);
  D[t * 128 + 61] = __float_as_uint(d[61]);
  D[t * 128 + 62] = __float_as_uint(d[62]);
  D[t * 128 + 63] = __float_as_uint(d[63]);
  D[t * 128 + 64] = __float_as_uint(d[64]);
  D[t * 128 + 65] = __float_as_uint(d[65]);
  D[t * 128 + 66] = __float_as_uint(d[66]);
  D[t * 128 + 67] = __float_as_uint(d[67]);
  D[t * 128 + 68] = __float_as_uint(d[68]);
  D[t * 128 + 69] = __float_as_uint(d[69]);
  D[t * 128 + 70] = __float_as_uint(d[70]);
  D[t * 128 + 71] = __float_as_uint(d[71]);
  D[t * 128 + 72] = __float_as_uint(d[72]);
  D[t * 128 + 73] = __float_as_uint(d[73]);
  D[t * 128 + 74] = __float_as_uint(d[74]);
  D[t * 128 + 75] = __float_as_uint(d[75]);
  D[t * 128 + 76] = __float_as_uint(d[76]);
  D[t * 128 + 77] = __float_as_uint(d[77]);
  D[t * 128 + 78] = __float_as_uint(d[78]);
  D[t * 128 + 79] = __float_as_uint(d[79]);
  D[t * 128 + 80] = __float_as_uint(d[80]);
  D[t * 128 + 81] = __float_as_uint(d[81]);
  D[t * 128 + 82] = __float_as_uint(d[82]);
  D[t * 128 + 83] = __float_as_uint(d[83]);
  D[t * 128 + 84] = __float_as_uint(d[84]);
  D[t * 128 + 85] = __float_as_uint(d[85]);
  D[t * 128 + 86] = __float_as_uint(d[86]);
  D[t * 128 + 87] = __float_as_uint(d[87]);
  D[t * 128 + 88] = __float_as_uint(d[88]);
  D[t * 128 + 89] = __float_as_uint(d[89]);
  D[t * 128 + 90] = __float_as_uint(d[90]);
  D[t * 128 + 91] = __float_as_uint(d[91]);
  D[t * 128 + 92] = __float_as_uint(d[92]);
  D[t * 128 + 93] = __float_as_uint(d[93]);
  D[t * 128 + 94] = __float_as_uint(d[94]);
  D[t * 128 + 95] = __float_as_uint(d[95]);
  D[t * 128 + 96] = __float_as_uint(d[96]);
  D[t * 128 + 97] = __float_as_uint(d[97]);
  D[t * 128 + 98] = __float_as_uint(d[98]);
  D[t * 128 + 99] = __float_as_uint(d[99]);
  D[t * 128 + 100] = __float_as_uint(d[100]);
  D[t * 128 + 101] = __float_as_uint(d[101]);
  D[t * 128 + 102] = __float_as_uint(d[102]);
  D[t * 128 + 103] = __float_as_uint(d[103]);
  D[t * 128 + 104] = __float_as_uint(d[104]);
  D[t * 128 + 105] = __float_as_uint(d[105]);
  D[t * 128 + 106] = __float_as_uint(d[106]);
  D[t * 128 + 107] = __float_as_uint(d[107]);
  D[t * 128 + 108] = __float_as_uint(d[108]);
  D[t * 128 + 109] = __float_as_uint(d[109]);
  D[t * 128 + 110] = __float_as_uint(d[110]);
  D[t * 128 + 111] = __float_as_uint(d[111]);
  D[t * 128 + 112] = __float_as_uint(d[112]);
  D[t * 128 + 113] = __float_as_uint(d[113]);
  D[t * 128 + 114] = __float_as_uint(d[114]);
  D[t * 128 + 115] = __float_as_uint(d[115]);
  D[t * 128 + 116] = __float_as_uint(d[116]);
  D[t * 128 + 117] = __float_as_uint(d[117]);
  D[t * 128 + 118] = __float_as_uint(d[118]);
  D[t * 128 + 119] = __float_as_uint(d[119]);
  D[t * 128 + 120] = __float_as_uint(d[120]);
  D[t * 128 + 121] = __float_as_uint(d[121]);
  D[t * 128 + 122] = __float_as_uint(d[122]);
  D[t * 128 + 123] = __float_as_uint(d[123]);
  D[t * 128 + 124] = __float_as_uint(d[124]);
  D[t * 128 + 125] = __float_as_uint(d[125]);
  D[t * 128 + 126] = __float_as_uint(d[126]);
  D[t * 128 + 127] = __float_as_uint(d[127]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n24k32_f32_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2816;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[12];
  d[0] = __uint_as_float(C[t * 12 + 0]);
  d[1] = __uint_as_float(C[t * 12 + 1]);
  d[2] = __uint_as_float(C[t * 12 + 2]);
  d[3] = __uint_as_float(C[t * 12 + 3]);
  d[4] = __uint_as_float(C[t * 12 + 4]);
  d[5] = __uint_as_float(C[t * 12 + 5]);
  d[6] = __uint_as_float(C[t * 12 + 6]);
  d[7] = __uint_as_float(C[t * 12 + 7]);
  d[8] = __uint_as_float(C[t * 12 + 8]);
  d[9] = __uint_as_float(C[t * 12 + 9]);
  d[10] = __uint_as_float(C[t * 12 + 10]);
  d[11] = __uint_as_float(C[t * 12 + 11]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %14, 0;\nwgmma.mma_async.sync.aligned.m64n24k32.f32.e4m3.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11}, %12, %13, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 12 + 0] = __float_as_uint(d[0]);
  D[t * 12 + 1] = __float_as_uint(d[1]);
  D[t * 12 + 2] = __float_as_uint(d[2]);
  D[t * 12 + 3] = __float_as_uint(d[3]);
  D[t * 12 + 4] = __float_as_uint(d[4]);
  D[t * 12 + 5] = __float_as_uint(d[5]);
  D[t * 12 + 6] = __float_as_uint(d[6]);
  D[t * 12 + 7] = __float_as_uint(d[7]);
  D[t * 12 + 8] = __float_as_uint(d[8]);
  D[t * 12 + 9] = __float_as_uint(d[9]);
  D[t * 12 + 10] = __float_as_uint(d[10]);
  D[t * 12 + 11] = __float_as_uint(d[11]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f32_e4m3_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[128];
  d[0] = __uint_as_float(C[t * 128 + 0]);
  d[1] = __uint_as_float(C[t * 128 + 1]);
  d[2] = __uint_as_float(C[t * 128 + 2]);
  d[3] = __uint_as_float(C[t * 128 + 3]);
  d[4] = __uint_as_float(C[t * 128 + 4]);
  d[5] = __uint_as_float(C[t * 128 + 5]);
  d[6] = __uint_as_float(C[t * 128 + 6]);
  d[7] = __uint_as_float(C[t * 128 + 7]);
  d[8] = __uint_as_float(C[t * 128 + 8]);
  d[9] = __uint_as_float(C[t * 128 + 9]);
  d[10] = __uint_as_float(C[t * 128 + 10]);
  d[11] = __uint_as_float(C[t * 128 + 11]);
  d[12] = __uint_as_float(C[t * 128 + 12]);
  d[13] = __uint_as_float(C[t * 128 + 13]);
  d[14] = __uint_as_float(C[t * 128 + 14]);
  d[15] = __uint_as_float(C[t * 128 + 15]);
  d[16] = __uint_as_float(C[t * 128 + 16]);
  d[17] = __uint_as_float(C[t * 128 + 17]);
  d[18] = __uint_as_float(C[t * 128 + 18]);
  d[19] = __uint_as_float(C[t * 128 + 19]);
  d[20] = __uint_as_float(C[t * 128 + 20]);
  d[21] = __uint_as_float(C[t * 128 + 21]);
  d[22] = __uint_as_float(C[t * 128 + 22]);
  d[23] = __uint_as_float(C[t * 128 + 23]);
  d[24] = __uint_as_float(C[t * 128 + 24]);
  d[25] = __uint_as_float(C[t * 128 + 25]);
  d[26] = __uint_as_float(C[t * 128 + 26]);
  d[27] = __uint_as_float(C[t * 128 + 27]);
  d[28] = __uint_as_float(C[t * 128 + 28]);
  d[29] = __uint_as_float(C[t * 128 + 29]);
  d[30] = __uint_as_float(C[t * 128 + 30]);
  d[31] = __uint_as_float(C[t * 128 + 31]);
  d[32] = __uint_as_float(C[t * 128 + 32]);
  d[33] = __uint_as_float(C[t * 128 + 33]);
  d[34] = __uint_as_float(C[t * 128 + 34]);
  d[35] = __uint_as_float(C[t * 128 + 35]);
  d[36] = __uint_as_float(C[t * 128 + 36]);
  d[37] = __uint_as_float(C[t * 128 + 37]);
  d[38] = __uint_as_float(C[t * 128 + 38]);
  d[39] = __uint_as_float(C[t * 128 + 39]);
  d[40] = __uint_as_float(C[t * 128 + 40]);
  d[41] = __uint_as_float(C[t * 128 + 41]);
  d[42] = __uint_as_float(C[t * 128 + 42]);
  d[43] = __uint_as_float(C[t * 128 + 43]);
  d[44] = __uint_as_float(C[t * 128 + 44]);
  d[45] = __uint_as_float(C[t * 128 + 45]);
  d[46] = __uint_as_float(C[t * 128 + 46]);
  d[47] = __uint_as_float(C[t * 128 + 47]);
  d[48] = __uint_as_float(C[t * 128 + 48]);
  d[49] = __uint_as_float(C[t * 128 + 49]);
  d[50] = __uint_as_float(C[t * 128 + 50]);
  d[51] = __uint_as_float(C[t * 128 + 51]);
  d[52] = __uint_as_float(C[t * 128 + 52]);
  d[53] = __uint_as_float(C[t * 128 + 53]);
  d[54] = __uint_as_float(C[t * 128 + 54]);
  d[55] = __uint_as_float(C[t * 128 + 55]);
  d[56] = __uint_as_float(C[t * 128 + 56]);
  d[57] = __uint_as_float(C[t * 128 + 57]);
  d[58] = __uint_as_float(C[t * 128 + 58]);
  d[59] = __uint_as_float(C[t * 128 + 59]);
  d[60] = __uint_as_float(C[t * 128 + 60]);
  d[61] = __uint_as_float(C[t * 128 + 61]);
  d[62] = __uint_as_float(C[t * 128 + 62]);
  d[63] = __uint_as_float(C[t * 128 + 63]);
  d[64] = __uint_as_float(C[t * 128 + 64]);
  d[65] = __uint_as_float(C[t * 128 + 65]);
  d[66] = __uint_as_float(C[t * 128 + 66]);
  d[67] = __uint_as_float(C[t * 128 + 67]);
  d[68] = __uint_as_float(C[t * 128 + 68]);
  d[69] = __uint_as_float(C[t * 128 + 69]);
  d[70] = __uint_as_float(C[t * 128 + 70]);
  d[71] = __uint_as_float(C[t * 128 + 71]);
  d[72] = __uint_as_float(C[t * 128 + 72]);
  d[73] = __uint_as_float(C[t * 128 + 73]);
  d[74] = __uint_as_float(C[t * 128 + 74]);
  d[75] = __uint_as_float(C[t * 128 + 75]);
  d[76] = __uint_as_float(C[t * 128 + 76]);
  d[77] = __uint_as_float(C[t * 128 + 77]);
  d[78] = __uint_as_float(C[t * 128 + 78]);
  d[79] = __uint_as_float(C[t * 128 + 79]);
  d[80] = __uint_as_float(C[t * 128 + 80]);
  d[81] = __uint_as_float(C[t * 128 + 81]);
  d[82] = __uint_as_float(C[t * 128 + 82]);
  d[83] = __uint_as_float(C[t * 128 + 83]);
  d[84] = __uint_as_float(C[t * 128 + 84]);
  d[85] = __uint_as_float(C[t * 128 + 85]);
  d[86] = __uint_as_float(C[t * 128 + 86]);
  d[87] = __uint_as_float(C[t * 128 + 87]);
  d[88] = __uint_as_float(C[t * 128 + 88]);
  d[89] = __uint_as_float(C[t * 128 + 89]);
  d[90] = __uint_as_float(C[t * 128 + 90]);
  d[91] = __uint_as_float(C[t * 128 + 91]);
  d[92] = __uint_as_float(C[t * 128 + 92]);
  d[93] = __uint_as_float(C[t * 128 + 93]);
  d[94] = __uint_as_float(C[t * 128 + 94]);
  d[95] = __uint_as_float(C[t * 128 + 95]);
  d[96] = __uint_as_float(C[t * 128 + 96]);
  d[97] = __uint_as_float(C[t * 128 + 97]);
  d[98] = __uint_as_float(C[t * 128 + 98]);
  d[99] = __uint_as_float(C[t * 128 + 99]);
  d[100] = __uint_as_float(C[t * 128 + 100]);
  d[101] = __uint_as_float(C[t * 128 + 101]);
  d[102] = __uint_as_float(C[t * 128 + 102]);
  d[103] = __uint_as_float(C[t * 128 + 103]);
  d[104] = __uint_as_float(C[t * 128 + 104]);
  d[105] = __uint_as_float(C[t * 128 + 105]);
  d[106] = __uint_as_float(C[t * 128 + 106]);
  d[107] = __uint_as_float(C[t * 128 + 107]);
  d[108] = __uint_as_float(C[t * 128 + 108]);
  d[109] = __uint_as_float(C[t * 128 + 109]);
  d[110] = __uint_as_float(C[t * 128 + 110]);
  d[111] = __uint_as_float(C[t * 128 + 111]);
  d[112] = __uint_as_float(C[t * 128 + 112]);
  d[113] = __uint_as_float(C[t * 128 + 113]);
  d[114] = __uint_as_float(C[t * 128 + 114]);
  d[115] = __uint_as_float(C[t * 128 + 115]);
  d[116] = __uint_as_float(C[t * 128 + 116]);
  d[117] = __uint_as_float(C[t * 128 + 117]);
  d[118] = __uint_as_float(C[t * 128 + 118]);
  d[119] = __uint_as_float(C[t * 128 + 119]);
  d[120] = __uint_as_float(C[t * 128 + 120]);
  d[121] = __uint_as_float(C[t * 128 + 121]);
  d[122] = __uint_as_float(C[t * 128 + 122]);
  d[123] = __uint_as_float(C[t * 128 + 123]);
  d[124] = __uint_as_float(C[t * 128 + 124]);
  d[125] = __uint_as_float(C[t * 128 + 125]);
  d[126] = __uint_as_float(C[t * 128 + 126]);
  d[127] = __uint_as_float(C[t * 128 + 127]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = __float_as_uint(d[0]);
  D[t * 128 + 1] = __float_as_uint(d[1]);
  D[t * 128 + 2] = __float_as_uint(d[2]);
  D[t * 128 + 3] = __float_as_uint(d[3]);
  D[t * 128 + 4] = __float_as_uint(d[4]);
  D[t * 128 + 5] = __float_as_uint(d[5]);
  D[t * 128 + 6] = __float_as_uint(d[6]);
  D[t * 128 + 7] = __float_as_uint(d[7]);
  D[t * 128 + 8] = __float_as_uint(d[8]);
  D[t * 128 + 9] = __float_as_uint(d[9]);
  D[t * 128 + 10] = __float_as_uint(d[10]);
  D[t * 128 + 11] = __float_as_uint(d[11]);
  D[t * 128 + 12] = __float_as_uint(d[12]);
  D[t * 128 + 13] = __float_as_uint(d[13]);
  D[t * 128 + 14] = __float_as_uint(d[14]);
  D[t * 128 + 15] = __float_as_uint(d[15]);
  D[t * 128 + 16] = __float_as_uint(d[16]);
  D[t * 128 + 17] = __float_as_uint(d[17]);
  D[t * 128 + 18] = __float_as_uint(d[18]);
  D[t * 128 + 19] = __float_as_uint(d[19]);
  D[t * 128 + 20] = __float_as_uint(d[20]);
  D[t * 128 + 21] = __float_as_uint(d[21]);
  D[t * 128 + 22] = __float_as_uint(d[22]);
  D[t * 128 + 23] = __float_as_uint(d[23]);
  D[t * 128 + 24] = __float_as_uint(d[24]);
  D[t * 128 + 25] = __float_as_uint(d[25]);
  D[t * 128 + 26] = __float_as_uint(d[26]);
  D[t * 128 + 27] = __float_as_uint(d[27]);
  D[t * 128 + 28] = __float_as_uint(d[28]);
  D[t * 128 + 29] = __float_as_uint(d[29]);
  D[t * 128 + 30] = __float_as_uint(d[30]);
  D[t * 128 + 31] = __float_as_uint(d[31]);
  D[t * 128 + 32] = __float_as_uint(d[32]);
  D[t * 128 + 33] = __float_as_uint(d[33]);
  D[t * 128 + 34] = __float_as_uint(d[34]);
  D[t * 128 + 35] = __float_as_uint(d[35]);
  D[t * 128 + 36] = __float_as_uint(d[36]);
  D[t * 128 + 37] = __float_as_uint(d[37]);
  D[t * 128 + 38] = __float_as_uint(d[38]);
  D[t * 128 + 39] = __float_as_uint(d[39]);
  D[t * 128 + 40] = __float_as_uint(d[40]);
  D[t * 128 + 41] = __float_as_uint(d[41]);
  D[t * 128 + 42] = __float_as_uint(d[42]);
  D[t * 128 + 43] = __float_as_uint(d[43]);
  D[t * 128 + 44] = __float_as_uint(d[44]);
  D[t * 128 + 45] = __float_as_uint(d[45]);
  D[t * 128 + 46] = __float_as_uint(d[46]);
  D[t * 128 + 47] = __float_as_uint(d[47]);
  D[t * 128 + 48] = __float_as_uint(d[48]);
  D[t * 128 + 49] = __float_as_uint(d[49]);
  D[t * 128 + 50] = __float_as_uint(d[50]);
  D[t * 128 + 51] = __float_as_uint(d[51]);
  D[t * 128 + 52] = __float_as_uint(d[52]);
  D[t * 128 + 53] = __float_as_uint(d[53]);
  D[t * 128 + 54] = __float_as_uint(d[54]);
  D[t * 128 + 55] = __float_as_uint(d[55]);
  D[t * 128 + 56] = __float_as_uint(d[56]);
  D[t * 128 + 57] = __float_as_uint(d[57]);
  D[t * 128 + 58] = __float_as_uint(d[58]);
  D[t * 128 + 59] = __float_as_uint(d[59]);
  D[t * 128 + 60] = __float_as_uint(d[60]);
  D[t * 128 + 61] = __float_as_uint(d[61]);
  D[t * 128 + 62] = __float_as_uint(d[62]);
  D[t * 128 + 63] = __float_as_uint(d[63]);
  D[t * 128 + 64] = __float_as_uint(d[64]);
  D[t * 128 + 65] = __float_as_uint(d[65]);
  D[t * 128 + 66] = __float_as_uint(d[66]);
  D[t * 128 + 67] = __float_as_uint(d[67]);
  D[t * 128 + 68] = __float_as_uint(d[68]);
  D[t * 128 + 69] = __float_as_uint(d[69]);
  D[t * 128 + 70] = __float_as_uint(d[70]);
  D[t * 128 + 71] = __float_as_uint(d[71]);
  D[t * 128 + 72] = __float_as_uint(d[72]);
  D[t * 128 + 73] = __float_as_uint(d[73]);
  D[t * 128 + 74] = __float_as_uint(d[74]);
  D[t * 128 + 75] = __float_as_uint(d[75]);
  D[t * 128 + 76] = __float_as_uint(d[76]);
  D[t * 128 + 77] = __float_as_uint(d[77]);
  D[t * 128 + 78] = __float_as_uint(d[78]);
  D[t * 128 + 79] = __float_as_uint(d[79]);
  D[t * 128 + 80] = __float_as_uint(d[80]);
  D[t * 128 + 81] = __float_as_uint(d[81]);
  D[t * 128 + 82] = __float_as_uint(d[82]);
  D[t * 128 + 83] = __float_as_uint(d[83]);
  D[t * 128 + 84] = __float_as_uint(d[84]);
  D[t * 128 + 85] = __float_as_uint(d[85]);
  D[t * 128 + 86] = __float_as_uint(d[86]);
  D[t * 128 + 87] = __float_as_uint(d[87]);
  D[t * 128 + 88] = __float_as_uint(d[88]);
  D[t * 128 + 89] = __float_as_uint(d[89]);
  D[t * 128 + 90] = __float_as_uint(d[90]);
  D[t * 128 + 91] = __float_as_uint(d[91]);
  D[t * 128 + 92] = __float_as_uint(d[92]);
  D[t * 128 + 93] = __float_as_uint(d[93]);
  D[t * 128 + 94] = __float_as_uint(d[94]);
  D[t * 128 + 95] = __float_as_uint(d[95]);
  D[t * 128 + 96] = __float_as_uint(d[96]);
  D[t * 128 + 97] = __float_as_uint(d[97]);
  D[t * 128 + 98] = __float_as_uint(d[98]);
  D[t * 128 + 99] = __float_as_uint(d[99]);
  D[t * 128 + 100] = __float_as_uint(d[100]);
  D[t * 128 + 101] = __float_as_uint(d[101]);
  D[t * 128 + 102] = __float_as_uint(d[102]);
  D[t * 128 + 103] = __float_as_uint(d[103]);
  D[t * 128 + 104] = __float_as_uint(d[104]);
  D[t * 128 + 105] = __float_as_uint(d[105]);
  D[t * 128 + 106] = __float_as_uint(d[106]);
  D[t * 128 + 107] = __float_as_uint(d[107]);
  D[t * 128 + 108] = __float_as_uint(d[108]);
  D[t * 128 + 109] = __float_as_uint(d[109]);
  D[t * 128 + 110] = __float_as_uint(d[110]);
  D[t * 128 + 111] = __float_as_uint(d[111]);
  D[t * 128 + 112] = __float_as_uint(d[112]);
  D[t * 128 + 113] = __float_as_uint(d[113]);
  D[t * 128 + 114] = __float_as_uint(d[114]);
  D[t * 128 + 115] = __float_as_uint(d[115]);
  D[t * 128 + 116] = __float_as_uint(d[116]);
  D[t * 128 + 117] = __float_as_uint(d[117]);
  D[t * 128 + 118] = __float_as_uint(d[118]);
  D[t * 128 + 119] = __float_as_uint(d[119]);
  D[t * 128 + 120] = __float_as_uint(d[120]);
  D[t * 128 + 121] = __float_as_uint(d[121]);
  D[t * 128 + 122] = __float_as_uint(d[122]);
  D[t * 128 + 123] = __float_as_uint(d[123]);
  D[t * 128 + 124] = __float_as_uint(d[124]);
  D[t * 128 + 125] = __float_as_uint(d[125]);
  D[t * 128 + 126] = __float_as_uint(d[126]);
  D[t * 128 + 127] = __float_as_uint(d[127]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n56k32_f32_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3840;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[28];
  d[0] = __uint_as_float(C[t * 28 + 0]);
  d[1] = __uint_as_float(C[t * 28 + 1]);
  d[2] = __uint_as_float(C[t * 28 + 2]);
  d[3] = __uint_as_float(C[t * 28 + 3]);
  d[4] = __uint_as_float(C[t * 28 + 4]);
  d[5] = __uint_as_float(C[t * 28 + 5]);
  d[6] = __uint_as_float(C[t * 28 + 6]);
  d[7] = __uint_as_float(C[t * 28 + 7]);
  d[8] = __uint_as_float(C[t * 28 + 8]);
  d[9] = __uint_as_float(C[t * 28 + 9]);
  d[10] = __uint_as_float(C[t * 28 + 10]);
  d[11] = __uint_as_float(C[t * 28 + 11]);
  d[12] = __uint_as_float(C[t * 28 + 12]);
  d[13] = __uint_as_float(C[t * 28 + 13]);
  d[14] = __uint_as_float(C[t * 28 + 14]);
  d[15] = __uint_as_float(C[t * 28 + 15]);
  d[16] = __uint_as_float(C[t * 28 + 16]);
  d[17] = __uint_as_float(C[t * 28 + 17]);
  d[18] = __uint_as_float(C[t * 28 + 18]);
  d[19] = __uint_as_float(C[t * 28 + 19]);
  d[20] = __uint_as_float(C[t * 28 + 20]);
  d[21] = __uint_as_float(C[t * 28 + 21]);
  d[22] = __uint_as_float(C[t * 28 + 22]);
  d[23] = __uint_as_float(C[t * 28 + 23]);
  d[24] = __uint_as_float(C[t * 28 + 24]);
  d[25] = __uint_as_float(C[t * 28 + 25]);
  d[26] = __uint_as_float(C[t * 28 + 26]);
  d[27] = __uint_as_float(C[t * 28 + 27]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %30, 0;\nwgmma.mma_async.sync.aligned.m64n56k32.f32.e5m2.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27}, %28, %29, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 28 + 0] = __float_as_uint(d[0]);
  D[t * 28 + 1] = __float_as_uint(d[1]);
  D[t * 28 + 2] = __float_as_uint(d[2]);
  D[t * 28 + 3] = __float_as_uint(d[3]);
  D[t * 28 + 4] = __float_as_uint(d[4]);
  D[t * 28 + 5] = __float_as_uint(d[5]);
  D[t * 28 + 6] = __float_as_uint(d[6]);
  D[t * 28 + 7] = __float_as_uint(d[7]);
  D[t * 28 + 8] = __float_as_uint(d[8]);
  D[t * 28 + 9] = __float_as_uint(d[9]);
  D[t * 28 + 10] = __float_as_uint(d[10]);
  D[t * 28 + 11] = __float_as_uint(d[11]);
  D[t * 28 + 12] = __float_as_uint(d[12]);
  D[t * 28 + 13] = __float_as_uint(d[13]);
  D[t * 28 + 14] = __float_as_uint(d[14]);
  D[t * 28 + 15] = __float_as_uint(d[15]);
  D[t * 28 + 16] = __float_as_uint(d[16]);
  D[t * 28 + 17] = __float_as_uint(d[17]);
  D[t * 28 + 18] = __float_as_uint(d[18]);
  D[t * 28 + 19] = __float_as_uint(d[19]);
  D[t * 28 + 20] = __float_as_uint(d[20]);
  D[t * 28 + 21] = __float_as_uint(d[21]);
  D[t * 28 + 22] = __float_as_uint(d[22]);
  D[t * 28 + 23] = __float_as_uint(d[23]);
  D[t * 28 + 24] = __float_as_uint(d[24]);
  D[t * 28 + 25] = __float_as_uint(d[25]);
  D[t * 28 + 26] = __float_as_uint(d[26]);
  D[t * 28 + 27] = __float_as_uint(d[27]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f32_e5m2_e4m3(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[128];
  d[0] = __uint_as_float(C[t * 128 + 0]);
  d[1] = __uint_as_float(C[t * 128 + 1]);
  d[2] = __uint_as_float(C[t * 128 + 2]);
  d[3] = __uint_as_float(C[t * 128 + 3]);
  d[4] = __uint_as_float(C[t * 128 + 4]);
  d[5] = __uint_as_float(C[t * 128 + 5]);
  d[6] = __uint_as_float(C[t * 128 + 6]);
  d[7] = __uint_as_float(C[t * 128 + 7]);
  d[8] = __uint_as_float(C[t * 128 + 8]);
  d[9] = __uint_as_float(C[t * 128 + 9]);
  d[10] = __uint_as_float(C[t * 128 + 10]);
  d[11] = __uint_as_float(C[t * 128 + 11]);
  d[12] = __uint_as_float(C[t * 128 + 12]);
  d[13] = __uint_as_float(C[t * 128 + 13]);
  d[14] = __uint_as_float(C[t * 128 + 14]);
  d[15] = __uint_as_float(C[t * 128 + 15]);
  d[16] = __uint_as_float(C[t * 128 + 16]);
  d[17] = __uint_as_float(C[t * 128 + 17]);
  d[18] = __uint_as_float(C[t * 128 + 18]);
  d[19] = __uint_as_float(C[t * 128 + 19]);
  d[20] = __uint_as_float(C[t * 128 + 20]);
  d[21] = __uint_as_float(C[t * 128 + 21]);
  d[22] = __uint_as_float(C[t * 128 + 22]);
  d[23] = __uint_as_float(C[t * 128 + 23]);
  d[24] = __uint_as_float(C[t * 128 + 24]);
  d[25] = __uint_as_float(C[t * 128 + 25]);
  d[26] = __uint_as_float(C[t * 128 + 26]);
  d[27] = __uint_as_float(C[t * 128 + 27]);
  d[28] = __uint_as_float(C[t * 128 + 28]);
  d[29] = __uint_as_float(C[t * 128 + 29]);
  d[30] = __uint_as_float(C[t * 128 + 30]);
  d[31] = __uint_as_float(C[t * 128 + 31]);
  d[32] = __uint_as_float(C[t * 128 + 32]);
  d[33] = __uint_as_float(C[t * 128 + 33]);
  d[34] = __uint_as_float(C[t * 128 + 34]);
  d[35] = __uint_as_float(C[t * 128 + 35]);
  d[36] = __uint_as_float(C[t * 128 + 36]);
  d[37] = __uint_as_float(C[t * 128 + 37]);
  d[38] = __uint_as_float(C[t * 128 + 38]);
  d[39] = __uint_as_float(C[t * 128 + 39]);
  d[40] = __uint_as_float(C[t * 128 + 40]);
  d[41] = __uint_as_float(C[t * 128 + 41]);
  d[42] = __uint_as_float(C[t * 128 + 42]);
  d[43] = __uint_as_float(C[t * 128 + 43]);
  d[44] = __uint_as_float(C[t * 128 + 44]);
  d[45] = __uint_as_float(C[t * 128 + 45]);
  d[46] = __uint_as_float(C[t * 128 + 46]);
  d[47] = __uint_as_float(C[t * 128 + 47]);
  d[48] = __uint_as_float(C[t * 128 + 48]);
  d[49] = __uint_as_float(C[t * 128 + 49]);
  d[50] = __uint_as_float(C[t * 128 + 50]);
  d[51] = __uint_as_float(C[t * 128 + 51]);
  d[52] = __uint_as_float(C[t * 128 + 52]);
  d[53] = __uint_as_float(C[t * 128 + 53]);
  d[54] = __uint_as_float(C[t * 128 + 54]);
  d[55] = __uint_as_float(C[t * 128 + 55]);
  d[56] = __uint_as_float(C[t * 128 + 56]);
  d[57] = __uint_as_float(C[t * 128 + 57]);
  d[58] = __uint_as_float(C[t * 128 + 58]);
  d[59] = __uint_as_float(C[t * 128 + 59]);
  d[60] = __uint_as_float(C[t * 128 + 60]);
  d[61] = __uint_as_float(C[t * 128 + 61]);
  d[62] = __uint_as_float(C[t * 128 + 62]);
  d[63] = __uint_as_float(C[t * 128 + 63]);
  d[64] = __uint_as_float(C[t * 128 + 64]);
  d[65] = __uint_as_float(C[t * 128 + 65]);
  d[66] = __uint_as_float(C[t * 128 + 66]);
  d[67] = __uint_as_float(C[t * 128 + 67]);
  d[68] = __uint_as_float(C[t * 128 + 68]);
  d[69] = __uint_as_float(C[t * 128 + 69]);
  d[70] = __uint_as_float(C[t * 128 + 70]);
  d[71] = __uint_as_float(C[t * 128 + 71]);
  d[72] = __uint_as_float(C[t * 128 + 72]);
  d[73] = __uint_as_float(C[t * 128 + 73]);
  d[74] = __uint_as_float(C[t * 128 + 74]);
  d[75] = __uint_as_float(C[t * 128 + 75]);
  d[76] = __uint_as_float(C[t * 128 + 76]);
  d[77] = __uint_as_float(C[t * 128 + 77]);
  d[78] = __uint_as_float(C[t * 128 + 78]);
  d[79] = __uint_as_float(C[t * 128 + 79]);
  d[80] = __uint_as_float(C[t * 128 + 80]);
  d[81] = __uint_as_float(C[t * 128 + 81]);
  d[82] = __uint_as_float(C[t * 128 + 82]);
  d[83] = __uint_as_float(C[t * 128 + 83]);
  d[84] = __uint_as_float(C[t * 128 + 84]);
  d[85] = __uint_as_float(C[t * 128 + 85]);
  d[86] = __uint_as_float(C[t * 128 + 86]);
  d[87] = __uint_as_float(C[t * 128 + 87]);
  d[88] = __uint_as_float(C[t * 128 + 88]);
  d[89] = __uint_as_float(C[t * 128 + 89]);
  d[90] = __uint_as_float(C[t * 128 + 90]);
  d[91] = __uint_as_float(C[t * 128 + 91]);
  d[92] = __uint_as_float(C[t * 128 + 92]);
  d[93] = __uint_as_float(C[t * 128 + 93]);
  d[94] = __uint_as_float(C[t * 128 + 94]);
  d[95] = __uint_as_float(C[t * 128 + 95]);
  d[96] = __uint_as_float(C[t * 128 + 96]);
  d[97] = __uint_as_float(C[t * 128 + 97]);
  d[98] = __uint_as_float(C[t * 128 + 98]);
  d[99] = __uint_as_float(C[t * 128 + 99]);
  d[100] = __uint_as_float(C[t * 128 + 100]);
  d[101] = __uint_as_float(C[t * 128 + 101]);
  d[102] = __uint_as_float(C[t * 128 + 102]);
  d[103] = __uint_as_float(C[t * 128 + 103]);
  d[104] = __uint_as_float(C[t * 128 + 104]);
  d[105] = __uint_as_float(C[t * 128 + 105]);
  d[106] = __uint_as_float(C[t * 128 + 106]);
  d[107] = __uint_as_float(C[t * 128 + 107]);
  d[108] = __uint_as_float(C[t * 128 + 108]);
  d[109] = __uint_as_float(C[t * 128 + 109]);
  d[110] = __uint_as_float(C[t * 128 + 110]);
  d[111] = __uint_as_float(C[t * 128 + 111]);
  d[112] = __uint_as_float(C[t * 128 + 112]);
  d[113] = __uint_as_float(C[t * 128 + 113]);
  d[114] = __uint_as_float(C[t * 128 + 114]);
  d[115] = __uint_as_float(C[t * 128 + 115]);
  d[116] = __uint_as_float(C[t * 128 + 116]);
  d[117] = __uint_as_float(C[t * 128 + 117]);
  d[118] = __uint_as_float(C[t * 128 + 118]);
  d[119] = __uint_as_float(C[t * 128 + 119]);
  d[120] = __uint_as_float(C[t * 128 + 120]);
  d[121] = __uint_as_float(C[t * 128 + 121]);
  d[122] = __uint_as_float(C[t * 128 + 122]);
  d[123] = __uint_as_float(C[t * 128 + 123]);
  d[124] = __uint_as_float(C[t * 128 + 124]);
  d[125] = __uint_as_float(C[t * 128 + 125]);
  d[126] = __uint_as_float(C[t * 128 + 126]);
  d[127] = __uint_as_float(C[t * 128 + 127]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e4m3 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = __float_as_uint(d[0]);
  D[t * 128 + 1] = __float_as_uint(d[1]);
  D[t * 128 + 2] = __float_as_uint(d[2]);
  D[t * 128 + 3] = __float_as_uint(d[3]);
  D[t * 128 + 4] = __float_as_uint(d[4]);
  D[t * 128 + 5] = __float_as_uint(d[5]);
  D[t * 128 + 6] = __float_as_uint(d[6]);
  D[t * 128 + 7] = __float_as_uint(d[7]);
  D[t * 128 + 8] = __float_as_uint(d[8]);
  D[t * 128 + 9] = __float_as_uint(d[9]);
  D[t * 128 + 10] = __float_as_uint(d[10]);
  D[t * 128 + 11] = __float_as_uint(d[11]);
  D[t * 128 + 12] = __float_as_uint(d[12]);
  D[t * 128 + 13] = __float_as_uint(d[13]);
  D[t * 128 + 14] = __float_as_uint(d[14]);
  D[t * 128 + 15] = __float_as_uint(d[15]);
  D[t * 128 + 16] = __float_as_uint(d[16]);
  D[t * 128 + 17] = __float_as_uint(d[17]);
  D[t * 128 + 18] = __float_as_uint(d[18]);
  D[t * 128 + 19] = __float_as_uint(d[19]);
  D[t * 128 + 20] = __float_as_uint(d[20]);
  D[t * 128 + 21] = __float_as_uint(d[21]);
  D[t * 128 + 22] = __float_as_uint(d[22]);
  D[t * 128 + 23] = __float_as_uint(d[23]);
  D[t * 128 + 24] = __float_as_uint(d[24]);
  D[t * 128 + 25] = __float_as_uint(d[25]);
  D[t * 128 + 26] = __float_as_uint(d[26]);
  D[t * 128 + 27] = __float_as_uint(d[27]);
  D[t * 128 + 28] = __float_as_uint(d[28]);
  D[t * 128 + 29] = __float_as_uint(d[29]);
  D[t * 128 + 30] = __float_as_uint(d[30]);
  D[t * 128 + 31] = __float_as_uint(d[31]);
  D[t * 128 + 32] = __float_as_uint(d[32]);
  D[t * 128 + 33] = __float_as_uint(d[33]);
  D[t * 128 + 34] = __float_as_uint(d[34]);
  D[t * 128 + 35] = __float_as_uint(d[35]);
  D[t * 128 + 36] = __float_as_uint(d[36]);
  D[t * 128 + 37] = __float_as_uint(d[37]);
  D[t * 128 + 38] = __float_as_uint(d[38]);
  D[t * 128 + 39] = __float_as_uint(d[39]);
  D[t * 128 + 40] = __float_as_uint(d[40]);
  D[t * 128 + 41] = __float_as_uint(d[41]);
  D[t * 128 + 42] = __float_as_uint(d[42]);
  D[t * 128 + 43] = __float_as_uint(d[43]);
  D[t * 128 + 44] = __float_as_uint(d[44]);
  D[t * 128 + 45] = __float_as_uint(d[45]);
  D[t * 128 + 46] = __float_as_uint(d[46]);
  D[t * 128 + 47] = __float_as_uint(d[47]);
  D[t * 128 + 48] = __float_as_uint(d[48]);
  D[t * 128 + 49] = __float_as_uint(d[49]);
  D[t * 128 + 50] = __float_as_uint(d[50]);
  D[t * 128 + 51] = __float_as_uint(d[51]);
  D[t * 128 + 52] = __float_as_uint(d[52]);
  D[t * 128 + 53] = __float_as_uint(d[53]);
  D[t * 128 + 54] = __float_as_uint(d[54]);
  D[t * 128 + 55] = __float_as_uint(d[55]);
  D[t * 128 + 56] = __float_as_uint(d[56]);
  D[t * 128 + 57] = __float_as_uint(d[57]);
  D[t * 128 + 58] = __float_as_uint(d[58]);
  D[t * 128 + 59] = __float_as_uint(d[59]);
  D[t * 128 + 60] = __float_as_uint(d[60]);
  D[t * 128 + 61] = __float_as_uint(d[61]);
  D[t * 128 + 62] = __float_as_uint(d[62]);
  D[t * 128 + 63] = __float_as_uint(d[63]);
  D[t * 128 + 64] = __float_as_uint(d[64]);
  D[t * 128 + 65] = __float_as_uint(d[65]);
  D[t * 128 + 66] = __float_as_uint(d[66]);
  D[t * 128 + 67] = __float_as_uint(d[67]);
  D[t * 128 + 68] = __float_as_uint(d[68]);
  D[t * 128 + 69] = __float_as_uint(d[69]);
  D[t * 128 + 70] = __float_as_uint(d[70]);
  D[t * 128 + 71] = __float_as_uint(d[71]);
  D[t * 128 + 72] = __float_as_uint(d[72]);
  D[t * 128 + 73] = __float_as_uint(d[73]);
  D[t * 128 + 74] = __float_as_uint(d[74]);
  D[t * 128 + 75] = __float_as_uint(d[75]);
  D[t * 128 + 76] = __float_as_uint(d[76]);
  D[t * 128 + 77] = __float_as_uint(d[77]);
  D[t * 128 + 78] = __float_as_uint(d[78]);
  D[t * 128 + 79] = __float_as_uint(d[79]);
  D[t * 128 + 80] = __float_as_uint(d[80]);
  D[t * 128 + 81] = __float_as_uint(d[81]);
  D[t * 128 + 82] = __float_as_uint(d[82]);
  D[t * 128 + 83] = __float_as_uint(d[83]);
  D[t * 128 + 84] = __float_as_uint(d[84]);
  D[t * 128 + 85] = __float_as_uint(d[85]);
  D[t * 128 + 86] = __float_as_uint(d[86]);
  D[t * 128 + 87] = __float_as_uint(d[87]);
  D[t * 128 + 88] = __float_as_uint(d[88]);
  D[t * 128 + 89] = __float_as_uint(d[89]);
  D[t * 128 + 90] = __float_as_uint(d[90]);
  D[t * 128 + 91] = __float_as_uint(d[91]);
  D[t * 128 + 92] = __float_as_uint(d[92]);
  D[t * 128 + 93] = __float_as_uint(d[93]);
  D[t * 128 + 94] = __float_as_uint(d[94]);
  D[t * 128 + 95] = __float_as_uint(d[95]);
  D[t * 128 + 96] = __float_as_uint(d[96]);
  D[t * 128 + 97] = __float_as_uint(d[97]);
  D[t * 128 + 98] = __float_as_uint(d[98]);
  D[t * 128 + 99] = __float_as_uint(d[99]);
  D[t * 128 + 100] = __float_as_uint(d[100]);
  D[t * 128 + 101] = __float_as_uint(d[101]);
  D[t * 128 + 102] = __float_as_uint(d[102]);
  D[t * 128 + 103] = __float_as_uint(d[103]);
  D[t * 128 + 104] = __float_as_uint(d[104]);
  D[t * 128 + 105] = __float_as_uint(d[105]);
  D[t * 128 + 106] = __float_as_uint(d[106]);
  D[t * 128 + 107] = __float_as_uint(d[107]);
  D[t * 128 + 108] = __float_as_uint(d[108]);
  D[t * 128 + 109] = __float_as_uint(d[109]);
  D[t * 128 + 110] = __float_as_uint(d[110]);
  D[t * 128 + 111] = __float_as_uint(d[111]);
  D[t * 128 + 112] = __float_as_uint(d[112]);
  D[t * 128 + 113] = __float_as_uint(d[113]);
  D[t * 128 + 114] = __float_as_uint(d[114]);
  D[t * 128 + 115] = __float_as_uint(d[115]);
  D[t * 128 + 116] = __float_as_uint(d[116]);
  D[t * 128 + 117] = __float_as_uint(d[117]);
  D[t * 128 + 118] = __float_as_uint(d[118]);
  D[t * 128 + 119] = __float_as_uint(d[119]);
  D[t * 128 + 120] = __float_as_uint(d[120]);
  D[t * 128 + 121] = __float_as_uint(d[121]);
  D[t * 128 + 122] = __float_as_uint(d[122]);
  D[t * 128 + 123] = __float_as_uint(d[123]);
  D[t * 128 + 124] = __float_as_uint(d[124]);
  D[t * 128 + 125] = __float_as_uint(d[125]);
  D[t * 128 + 126] = __float_as_uint(d[126]);
  D[t * 128 + 127] = __float_as_uint(d[127]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n56k32_f32_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3840;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[28];
  d[0] = __uint_as_float(C[t * 28 + 0]);
  d[1] = __uint_as_float(C[t * 28 + 1]);
  d[2] = __uint_as_float(C[t * 28 + 2]);
  d[3] = __uint_as_float(C[t * 28 + 3]);
  d[4] = __uint_as_float(C[t * 28 + 4]);
  d[5] = __uint_as_float(C[t * 28 + 5]);
  d[6] = __uint_as_float(C[t * 28 + 6]);
  d[7] = __uint_as_float(C[t * 28 + 7]);
  d[8] = __uint_as_float(C[t * 28 + 8]);
  d[9] = __uint_as_float(C[t * 28 + 9]);
  d[10] = __uint_as_float(C[t * 28 + 10]);
  d[11] = __uint_as_float(C[t * 28 + 11]);
  d[12] = __uint_as_float(C[t * 28 + 12]);
  d[13] = __uint_as_float(C[t * 28 + 13]);
  d[14] = __uint_as_float(C[t * 28 + 14]);
  d[15] = __uint_as_float(C[t * 28 + 15]);
  d[16] = __uint_as_float(C[t * 28 + 16]);
  d[17] = __uint_as_float(C[t * 28 + 17]);
  d[18] = __uint_as_float(C[t * 28 + 18]);
  d[19] = __uint_as_float(C[t * 28 + 19]);
  d[20] = __uint_as_float(C[t * 28 + 20]);
  d[21] = __uint_as_float(C[t * 28 + 21]);
  d[22] = __uint_as_float(C[t * 28 + 22]);
  d[23] = __uint_as_float(C[t * 28 + 23]);
  d[24] = __uint_as_float(C[t * 28 + 24]);
  d[25] = __uint_as_float(C[t * 28 + 25]);
  d[26] = __uint_as_float(C[t * 28 + 26]);
  d[27] = __uint_as_float(C[t * 28 + 27]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %30, 0;\nwgmma.mma_async.sync.aligned.m64n56k32.f32.e5m2.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27}, %28, %29, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 28 + 0] = __float_as_uint(d[0]);
  D[t * 28 + 1] = __float_as_uint(d[1]);
  D[t * 28 + 2] = __float_as_uint(d[2]);
  D[t * 28 + 3] = __float_as_uint(d[3]);
  D[t * 28 + 4] = __float_as_uint(d[4]);
  D[t * 28 + 5] = __float_as_uint(d[5]);
  D[t * 28 + 6] = __float_as_uint(d[6]);
  D[t * 28 + 7] = __float_as_uint(d[7]);
  D[t * 28 + 8] = __float_as_uint(d[8]);
  D[t * 28 + 9] = __float_as_uint(d[9]);
  D[t * 28 + 10] = __float_as_uint(d[10]);
  D[t * 28 + 11] = __float_as_uint(d[11]);
  D[t * 28 + 12] = __float_as_uint(d[12]);
  D[t * 28 + 13] = __float_as_uint(d[13]);
  D[t * 28 + 14] = __float_as_uint(d[14]);
  D[t * 28 + 15] = __float_as_uint(d[15]);
  D[t * 28 + 16] = __float_as_uint(d[16]);
  D[t * 28 + 17] = __float_as_uint(d[17]);
  D[t * 28 + 18] = __float_as_uint(d[18]);
  D[t * 28 + 19] = __float_as_uint(d[19]);
  D[t * 28 + 20] = __float_as_uint(d[20]);
  D[t * 28 + 21] = __float_as_uint(d[21]);
  D[t * 28 + 22] = __float_as_uint(d[22]);
  D[t * 28 + 23] = __float_as_uint(d[23]);
  D[t * 28 + 24] = __float_as_uint(d[24]);
  D[t * 28 + 25] = __float_as_uint(d[25]);
  D[t * 28 + 26] = __float_as_uint(d[26]);
  D[t * 28 + 27] = __float_as_uint(d[27]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k32_f32_e5m2_e5m2(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  float d[128];
  d[0] = __uint_as_float(C[t * 128 + 0]);
  d[1] = __uint_as_float(C[t * 128 + 1]);
  d[2] = __uint_as_float(C[t * 128 + 2]);
  d[3] = __uint_as_float(C[t * 128 + 3]);
  d[4] = __uint_as_float(C[t * 128 + 4]);
  d[5] = __uint_as_float(C[t * 128 + 5]);
  d[6] = __uint_as_float(C[t * 128 + 6]);
  d[7] = __uint_as_float(C[t * 128 + 7]);
  d[8] = __uint_as_float(C[t * 128 + 8]);
  d[9] = __uint_as_float(C[t * 128 + 9]);
  d[10] = __uint_as_float(C[t * 128 + 10]);
  d[11] = __uint_as_float(C[t * 128 + 11]);
  d[12] = __uint_as_float(C[t * 128 + 12]);
  d[13] = __uint_as_float(C[t * 128 + 13]);
  d[14] = __uint_as_float(C[t * 128 + 14]);
  d[15] = __uint_as_float(C[t * 128 + 15]);
  d[16] = __uint_as_float(C[t * 128 + 16]);
  d[17] = __uint_as_float(C[t * 128 + 17]);
  d[18] = __uint_as_float(C[t * 128 + 18]);
  d[19] = __uint_as_float(C[t * 128 + 19]);
  d[20] = __uint_as_float(C[t * 128 + 20]);
  d[21] = __uint_as_float(C[t * 128 + 21]);
  d[22] = __uint_as_float(C[t * 128 + 22]);
  d[23] = __uint_as_float(C[t * 128 + 23]);
  d[24] = __uint_as_float(C[t * 128 + 24]);
  d[25] = __uint_as_float(C[t * 128 + 25]);
  d[26] = __uint_as_float(C[t * 128 + 26]);
  d[27] = __uint_as_float(C[t * 128 + 27]);
  d[28] = __uint_as_float(C[t * 128 + 28]);
  d[29] = __uint_as_float(C[t * 128 + 29]);
  d[30] = __uint_as_float(C[t * 128 + 30]);
  d[31] = __uint_as_float(C[t * 128 + 31]);
  d[32] = __uint_as_float(C[t * 128 + 32]);
  d[33] = __uint_as_float(C[t * 128 + 33]);
  d[34] = __uint_as_float(C[t * 128 + 34]);
  d[35] = __uint_as_float(C[t * 128 + 35]);
  d[36] = __uint_as_float(C[t * 128 + 36]);
  d[37] = __uint_as_float(C[t * 128 + 37]);
  d[38] = __uint_as_float(C[t * 128 + 38]);
  d[39] = __uint_as_float(C[t * 128 + 39]);
  d[40] = __uint_as_float(C[t * 128 + 40]);
  d[41] = __uint_as_float(C[t * 128 + 41]);
  d[42] = __uint_as_float(C[t * 128 + 42]);
  d[43] = __uint_as_float(C[t * 128 + 43]);
  d[44] = __uint_as_float(C[t * 128 + 44]);
  d[45] = __uint_as_float(C[t * 128 + 45]);
  d[46] = __uint_as_float(C[t * 128 + 46]);
  d[47] = __uint_as_float(C[t * 128 + 47]);
  d[48] = __uint_as_float(C[t * 128 + 48]);
  d[49] = __uint_as_float(C[t * 128 + 49]);
  d[50] = __uint_as_float(C[t * 128 + 50]);
  d[51] = __uint_as_float(C[t * 128 + 51]);
  d[52] = __uint_as_float(C[t * 128 + 52]);
  d[53] = __uint_as_float(C[t * 128 + 53]);
  d[54] = __uint_as_float(C[t * 128 + 54]);
  d[55] = __uint_as_float(C[t * 128 + 55]);
  d[56] = __uint_as_float(C[t * 128 + 56]);
  d[57] = __uint_as_float(C[t * 128 + 57]);
  d[58] = __uint_as_float(C[t * 128 + 58]);
  d[59] = __uint_as_float(C[t * 128 + 59]);
  d[60] = __uint_as_float(C[t * 128 + 60]);
  d[61] = __uint_as_float(C[t * 128 + 61]);
  d[62] = __uint_as_float(C[t * 128 + 62]);
  d[63] = __uint_as_float(C[t * 128 + 63]);
  d[64] = __uint_as_float(C[t * 128 + 64]);
  d[65] = __uint_as_float(C[t * 128 + 65]);
  d[66] = __uint_as_float(C[t * 128 + 66]);
  d[67] = __uint_as_float(C[t * 128 + 67]);
  d[68] = __uint_as_float(C[t * 128 + 68]);
  d[69] = __uint_as_float(C[t * 128 + 69]);
  d[70] = __uint_as_float(C[t * 128 + 70]);
  d[71] = __uint_as_float(C[t * 128 + 71]);
  d[72] = __uint_as_float(C[t * 128 + 72]);
  d[73] = __uint_as_float(C[t * 128 + 73]);
  d[74] = __uint_as_float(C[t * 128 + 74]);
  d[75] = __uint_as_float(C[t * 128 + 75]);
  d[76] = __uint_as_float(C[t * 128 + 76]);
  d[77] = __uint_as_float(C[t * 128 + 77]);
  d[78] = __uint_as_float(C[t * 128 + 78]);
  d[79] = __uint_as_float(C[t * 128 + 79]);
  d[80] = __uint_as_float(C[t * 128 + 80]);
  d[81] = __uint_as_float(C[t * 128 + 81]);
  d[82] = __uint_as_float(C[t * 128 + 82]);
  d[83] = __uint_as_float(C[t * 128 + 83]);
  d[84] = __uint_as_float(C[t * 128 + 84]);
  d[85] = __uint_as_float(C[t * 128 + 85]);
  d[86] = __uint_as_float(C[t * 128 + 86]);
  d[87] = __uint_as_float(C[t * 128 + 87]);
  d[88] = __uint_as_float(C[t * 128 + 88]);
  d[89] = __uint_as_float(C[t * 128 + 89]);
  d[90] = __uint_as_float(C[t * 128 + 90]);
  d[91] = __uint_as_float(C[t * 128 + 91]);
  d[92] = __uint_as_float(C[t * 128 + 92]);
  d[93] = __uint_as_float(C[t * 128 + 93]);
  d[94] = __uint_as_float(C[t * 128 + 94]);
  d[95] = __uint_as_float(C[t * 128 + 95]);
  d[96] = __uint_as_float(C[t * 128 + 96]);
  d[97] = __uint_as_float(C[t * 128 + 97]);
  d[98] = __uint_as_float(C[t * 128 + 98]);
  d[99] = __uint_as_float(C[t * 128 + 99]);
  d[100] = __uint_as_float(C[t * 128 + 100]);
  d[101] = __uint_as_float(C[t * 128 + 101]);
  d[102] = __uint_as_float(C[t * 128 + 102]);
  d[103] = __uint_as_float(C[t * 128 + 103]);
  d[104] = __uint_as_float(C[t * 128 + 104]);
  d[105] = __uint_as_float(C[t * 128 + 105]);
  d[106] = __uint_as_float(C[t * 128 + 106]);
  d[107] = __uint_as_float(C[t * 128 + 107]);
  d[108] = __uint_as_float(C[t * 128 + 108]);
  d[109] = __uint_as_float(C[t * 128 + 109]);
  d[110] = __uint_as_float(C[t * 128 + 110]);
  d[111] = __uint_as_float(C[t * 128 + 111]);
  d[112] = __uint_as_float(C[t * 128 + 112]);
  d[113] = __uint_as_float(C[t * 128 + 113]);
  d[114] = __uint_as_float(C[t * 128 + 114]);
  d[115] = __uint_as_float(C[t * 128 + 115]);
  d[116] = __uint_as_float(C[t * 128 + 116]);
  d[117] = __uint_as_float(C[t * 128 + 117]);
  d[118] = __uint_as_float(C[t * 128 + 118]);
  d[119] = __uint_as_float(C[t * 128 + 119]);
  d[120] = __uint_as_float(C[t * 128 + 120]);
  d[121] = __uint_as_float(C[t * 128 + 121]);
  d[122] = __uint_as_float(C[t * 128 + 122]);
  d[123] = __uint_as_float(C[t * 128 + 123]);
  d[124] = __uint_as_float(C[t * 128 + 124]);
  d[125] = __uint_as_float(C[t * 128 + 125]);
  d[126] = __uint_as_float(C[t * 128 + 126]);
  d[127] = __uint_as_float(C[t * 128 + 127]);
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e5m2 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1;\n}\n"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = __float_as_uint(d[0]);
  D[t * 128 + 1] = __float_as_uint(d[1]);
  D[t * 128 + 2] = __float_as_uint(d[2]);
  D[t * 128 + 3] = __float_as_uint(d[3]);
  D[t * 128 + 4] = __float_as_uint(d[4]);
  D[t * 128 + 5] = __float_as_uint(d[5]);
  D[t * 128 + 6] = __float_as_uint(d[6]);
  D[t * 128 + 7] = __float_as_uint(d[7]);
  D[t * 128 + 8] = __float_as_uint(d[8]);
  D[t * 128 + 9] = __float_as_uint(d[9]);
  D[t * 128 + 10] = __float_as_uint(d[10]);
  D[t * 128 + 11] = __float_as_uint(d[11]);
  D[t * 128 + 12] = __float_as_uint(d[12]);
  D[t * 128 + 13] = __float_as_uint(d[13]);
  D[t * 128 + 14] = __float_as_uint(d[14]);
  D[t * 128 + 15] = __float_as_uint(d[15]);
  D[t * 128 + 16] = __float_as_uint(d[16]);
  D[t * 128 + 17] = __float_as_uint(d[17]);
  D[t * 128 + 18] = __float_as_uint(d[18]);
  D[t * 128 + 19] = __float_as_uint(d[19]);
  D[t * 128 + 20] = __float_as_uint(d[20]);
  D[t * 128 + 21] = __float_as_uint(d[21]);
  D[t * 128 + 22] = __float_as_uint(d[22]);
  D[t * 128 + 23] = __float_as_uint(d[23]);
  D[t * 128 + 24] = __float_as_uint(d[24]);
  D[t * 128 + 25] = __float_as_uint(d[25]);
  D[t * 128 + 26] = __float_as_uint(d[26]);
  D[t * 128 + 27] = __float_as_uint(d[27]);
  D[t * 128 + 28] = __float_as_uint(d[28]);
  D[t * 128 + 29] = __float_as_uint(d[29]);
  D[t * 128 + 30] = __float_as_uint(d[30]);
  D[t * 128 + 31] = __float_as_uint(d[31]);
  D[t * 128 + 32] = __float_as_uint(d[32]);
  D[t * 128 + 33] = __float_as_uint(d[33]);
  D[t * 128 + 34] = __float_as_uint(d[34]);
  D[t * 128 + 35] = __float_as_uint(d[35]);
  D[t * 128 + 36] = __float_as_uint(d[36]);
  D[t * 128 + 37] = __float_as_uint(d[37]);
  D[t * 128 + 38] = __float_as_uint(d[38]);
  D[t * 128 + 39] = __float_as_uint(d[39]);
  D[t * 128 + 40] = __float_as_uint(d[40]);
  D[t * 128 + 41] = __float_as_uint(d[41]);
  D[t * 128 + 42] = __float_as_uint(d[42]);
  D[t * 128 + 43] = __float_as_uint(d[43]);
  D[t * 128 + 44] = __float_as_uint(d[44]);
  D[t * 128 + 45] = __float_as_uint(d[45]);
  D[t * 128 + 46] = __float_as_uint(d[46]);
  D[t * 128 + 47] = __float_as_uint(d[47]);
  D[t * 128 + 48] = __float_as_uint(d[48]);
  D[t * 128 + 49] = __float_as_uint(d[49]);
  D[t * 128 + 50] = __float_as_uint(d[50]);
  D[t * 128 + 51] = __float_as_uint(d[51]);
  D[t * 128 + 52] = __float_as_uint(d[52]);
  D[t * 128 + 53] = __float_as_uint(d[53]);
  D[t * 128 + 54] = __float_as_uint(d[54]);
  D[t * 128 + 55] = __float_as_uint(d[55]);
  D[t * 128 + 56] = __float_as_uint(d[56]);
  D[t * 128 + 57] = __float_as_uint(d[57]);
  D[t * 128 + 58] = __float_as_uint(d[58]);
  D[t * 128 + 59] = __float_as_uint(d[59]);
  D[t * 128 + 60] = __float_as_uint(d[60]);
  D[t * 128 + 61] = __float_as_uint(d[61]);
  D[t * 128 + 62] = __float_as_uint(d[62]);
  D[t * 128 + 63] = __float_as_uint(d[63]);
  D[t * 128 + 64] = __float_as_uint(d[64]);
  D[t * 128 + 65] = __float_as_uint(d[65]);
  D[t * 128 + 66] = __float_as_uint(d[66]);
  D[t * 128 + 67] = __float_as_uint(d[67]);
  D[t * 128 + 68] = __float_as_uint(d[68]);
  D[t * 128 + 69] = __float_as_uint(d[69]);
  D[t * 128 + 70] = __float_as_uint(d[70]);
  D[t * 128 + 71] = __float_as_uint(d[71]);
  D[t * 128 + 72] = __float_as_uint(d[72]);
  D[t * 128 + 73] = __float_as_uint(d[73]);
  D[t * 128 + 74] = __float_as_uint(d[74]);
  D[t * 128 + 75] = __float_as_uint(d[75]);
  D[t * 128 + 76] = __float_as_uint(d[76]);
  D[t * 128 + 77] = __float_as_uint(d[77]);
  D[t * 128 + 78] = __float_as_uint(d[78]);
  D[t * 128 + 79] = __float_as_uint(d[79]);
  D[t * 128 + 80] = __float_as_uint(d[80]);
  D[t * 128 + 81] = __float_as_uint(d[81]);
  D[t * 128 + 82] = __float_as_uint(d[82]);
  D[t * 128 + 83] = __float_as_uint(d[83]);
  D[t * 128 + 84] = __float_as_uint(d[84]);
  D[t * 128 + 85] = __float_as_uint(d[85]);
  D[t * 128 + 86] = __float_as_uint(d[86]);
  D[t * 128 + 87] = __float_as_uint(d[87]);
  D[t * 128 + 88] = __float_as_uint(d[88]);
  D[t * 128 + 89] = __float_as_uint(d[89]);
  D[t * 128 + 90] = __float_as_uint(d[90]);
  D[t * 128 + 91] = __float_as_uint(d[91]);
  D[t * 128 + 92] = __float_as_uint(d[92]);
  D[t * 128 + 93] = __float_as_uint(d[93]);
  D[t * 128 + 94] = __float_as_uint(d[94]);
  D[t * 128 + 95] = __float_as_uint(d[95]);
  D[t * 128 + 96] = __float_as_uint(d[96]);
  D[t * 128 + 97] = __float_as_uint(d[97]);
  D[t * 128 + 98] = __float_as_uint(d[98]);
  D[t * 128 + 99] = __float_as_uint(d[99]);
  D[t * 128 + 100] = __float_as_uint(d[100]);
  D[t * 128 + 101] = __float_as_uint(d[101]);
  D[t * 128 + 102] = __float_as_uint(d[102]);
  D[t * 128 + 103] = __float_as_uint(d[103]);
  D[t * 128 + 104] = __float_as_uint(d[104]);
  D[t * 128 + 105] = __float_as_uint(d[105]);
  D[t * 128 + 106] = __float_as_uint(d[106]);
  D[t * 128 + 107] = __float_as_uint(d[107]);
  D[t * 128 + 108] = __float_as_uint(d[108]);
  D[t * 128 + 109] = __float_as_uint(d[109]);
  D[t * 128 + 110] = __float_as_uint(d[110]);
  D[t * 128 + 111] = __float_as_uint(d[111]);
  D[t * 128 + 112] = __float_as_uint(d[112]);
  D[t * 128 + 113] = __float_as_uint(d[113]);
  D[t * 128 + 114] = __float_as_uint(d[114]);
  D[t * 128 + 115] = __float_as_uint(d[115]);
  D[t * 128 + 116] = __float_as_uint(d[116]);
  D[t * 128 + 117] = __float_as_uint(d[117]);
  D[t * 128 + 118] = __float_as_uint(d[118]);
  D[t * 128 + 119] = __float_as_uint(d[119]);
  D[t * 128 + 120] = __float_as_uint(d[120]);
  D[t * 128 + 121] = __float_as_uint(d[121]);
  D[t * 128 + 122] = __float_as_uint(d[122]);
  D[t * 128 + 123] = __float_as_uint(d[123]);
  D[t * 128 + 124] = __float_as_uint(d[124]);
  D[t * 128 + 125] = __float_as_uint(d[125]);
  D[t * 128 + 126] = __float_as_uint(d[126]);
  D[t * 128 + 127] = __float_as_uint(d[127]);
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n48k32_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3584;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[24];
  d[0] = C[t * 24 + 0];
  d[1] = C[t * 24 + 1];
  d[2] = C[t * 24 + 2];
  d[3] = C[t * 24 + 3];
  d[4] = C[t * 24 + 4];
  d[5] = C[t * 24 + 5];
  d[6] = C[t * 24 + 6];
  d[7] = C[t * 24 + 7];
  d[8] = C[t * 24 + 8];
  d[9] = C[t * 24 + 9];
  d[10] = C[t * 24 + 10];
  d[11] = C[t * 24 + 11];
  d[12] = C[t * 24 + 12];
  d[13] = C[t * 24 + 13];
  d[14] = C[t * 24 + 14];
  d[15] = C[t * 24 + 15];
  d[16] = C[t * 24 + 16];
  d[17] = C[t * 24 + 17];
  d[18] = C[t * 24 + 18];
  d[19] = C[t * 24 + 19];
  d[20] = C[t * 24 + 20];
  d[21] = C[t * 24 + 21];
  d[22] = C[t * 24 + 22];
  d[23] = C[t * 24 + 23];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %26, 0;\nwgmma.mma_async.sync.aligned.m64n48k32.s32.s8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23}, %24, %25, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 24 + 0] = d[0];
  D[t * 24 + 1] = d[1];
  D[t * 24 + 2] = d[2];
  D[t * 24 + 3] = d[3];
  D[t * 24 + 4] = d[4];
  D[t * 24 + 5] = d[5];
  D[t * 24 + 6] = d[6];
  D[t * 24 + 7] = d[7];
  D[t * 24 + 8] = d[8];
  D[t * 24 + 9] = d[9];
  D[t * 24 + 10] = d[10];
  D[t * 24 + 11] = d[11];
  D[t * 24 + 12] = d[12];
  D[t * 24 + 13] = d[13];
  D[t * 24 + 14] = d[14];
  D[t * 24 + 15] = d[15];
  D[t * 24 + 16] = d[16];
  D[t * 24 + 17] = d[17];
  D[t * 24 + 18] = d[18];
  D[t * 24 + 19] = d[19];
  D[t * 24 + 20] = d[20];
  D[t * 24 + 21] = d[21];
  D[t * 24 + 22] = d[22];
  D[t * 24 + 23] = d[23];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.s32.s8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n48k32_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3584;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[24];
  d[0] = C[t * 24 + 0];
  d[1] = C[t * 24 + 1];
  d[2] = C[t * 24 + 2];
  d[3] = C[t * 24 + 3];
  d[4] = C[t * 24 + 4];
  d[5] = C[t * 24 + 5];
  d[6] = C[t * 24 + 6];
  d[7] = C[t * 24 + 7];
  d[8] = C[t * 24 + 8];
  d[9] = C[t * 24 + 9];
  d[10] = C[t * 24 + 10];
  d[11] = C[t * 24 + 11];
  d[12] = C[t * 24 + 12];
  d[13] = C[t * 24 + 13];
  d[14] = C[t * 24 + 14];
  d[15] = C[t * 24 + 15];
  d[16] = C[t * 24 + 16];
  d[17] = C[t * 24 + 17];
  d[18] = C[t * 24 + 18];
  d[19] = C[t * 24 + 19];
  d[20] = C[t * 24 + 20];
  d[21] = C[t * 24 + 21];
  d[22] = C[t * 24 + 22];
  d[23] = C[t * 24 + 23];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %26, 0;\nwgmma.mma_async.sync.aligned.m64n48k32.s32.s8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23}, %24, %25, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 24 + 0] = d[0];
  D[t * 24 + 1] = d[1];
  D[t * 24 + 2] = d[2];
  D[t * 24 + 3] = d[3];
  D[t * 24 + 4] = d[4];
  D[t * 24 + 5] = d[5];
  D[t * 24 + 6] = d[6];
  D[t * 24 + 7] = d[7];
  D[t * 24 + 8] = d[8];
  D[t * 24 + 9] = d[9];
  D[t * 24 + 10] = d[10];
  D[t * 24 + 11] = d[11];
  D[t * 24 + 12] = d[12];
  D[t * 24 + 13] = d[13];
  D[t * 24 + 14] = d[14];
  D[t * 24 + 15] = d[15];
  D[t * 24 + 16] = d[16];
  D[t * 24 + 17] = d[17];
  D[t * 24 + 18] = d[18];
  D[t * 24 + 19] = d[19];
  D[t * 24 + 20] = d[20];
  D[t * 24 + 21] = d[21];
  D[t * 24 + 22] = d[22];
  D[t * 24 + 23] = d[23];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.s32.s8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n16k32_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2560;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[8];
  d[0] = C[t * 8 + 0];
  d[1] = C[t * 8 + 1];
  d[2] = C[t * 8 + 2];
  d[3] = C[t * 8 + 3];
  d[4] = C[t * 8 + 4];
  d[5] = C[t * 8 + 5];
  d[6] = C[t * 8 + 6];
  d[7] = C[t * 8 + 7];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\nwgmma.mma_async.sync.aligned.m64n16k32.s32.u8.s8 {%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 8 + 0] = d[0];
  D[t * 8 + 1] = d[1];
  D[t * 8 + 2] = d[2];
  D[t * 8 + 3] = d[3];
  D[t * 8 + 4] = d[4];
  D[t * 8 + 5] = d[5];
  D[t * 8 + 6] = d[6];
  D[t * 8 + 7] = d[7];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.s32.u8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n16k32_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2560;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[8];
  d[0] = C[t * 8 + 0];
  d[1] = C[t * 8 + 1];
  d[2] = C[t * 8 + 2];
  d[3] = C[t * 8 + 3];
  d[4] = C[t * 8 + 4];
  d[5] = C[t * 8 + 5];
  d[6] = C[t * 8 + 6];
  d[7] = C[t * 8 + 7];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\nwgmma.mma_async.sync.aligned.m64n16k32.s32.u8.u8 {%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 8 + 0] = d[0];
  D[t * 8 + 1] = d[1];
  D[t * 8 + 2] = d[2];
  D[t * 8 + 3] = d[3];
  D[t * 8 + 4] = d[4];
  D[t * 8 + 5] = d[5];
  D[t * 8 + 6] = d[6];
  D[t * 8 + 7] = d[7];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.s32.u8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n48k32_satfinite_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3584;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[24];
  d[0] = C[t * 24 + 0];
  d[1] = C[t * 24 + 1];
  d[2] = C[t * 24 + 2];
  d[3] = C[t * 24 + 3];
  d[4] = C[t * 24 + 4];
  d[5] = C[t * 24 + 5];
  d[6] = C[t * 24 + 6];
  d[7] = C[t * 24 + 7];
  d[8] = C[t * 24 + 8];
  d[9] = C[t * 24 + 9];
  d[10] = C[t * 24 + 10];
  d[11] = C[t * 24 + 11];
  d[12] = C[t * 24 + 12];
  d[13] = C[t * 24 + 13];
  d[14] = C[t * 24 + 14];
  d[15] = C[t * 24 + 15];
  d[16] = C[t * 24 + 16];
  d[17] = C[t * 24 + 17];
  d[18] = C[t * 24 + 18];
  d[19] = C[t * 24 + 19];
  d[20] = C[t * 24 + 20];
  d[21] = C[t * 24 + 21];
  d[22] = C[t * 24 + 22];
  d[23] = C[t * 24 + 23];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %26, 0;\nwgmma.mma_async.sync.aligned.m64n48k32.satfinite.s32.s8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23}, %24, %25, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 24 + 0] = d[0];
  D[t * 24 + 1] = d[1];
  D[t * 24 + 2] = d[2];
  D[t * 24 + 3] = d[3];
  D[t * 24 + 4] = d[4];
  D[t * 24 + 5] = d[5];
  D[t * 24 + 6] = d[6];
  D[t * 24 + 7] = d[7];
  D[t * 24 + 8] = d[8];
  D[t * 24 + 9] = d[9];
  D[t * 24 + 10] = d[10];
  D[t * 24 + 11] = d[11];
  D[t * 24 + 12] = d[12];
  D[t * 24 + 13] = d[13];
  D[t * 24 + 14] = d[14];
  D[t * 24 + 15] = d[15];
  D[t * 24 + 16] = d[16];
  D[t * 24 + 17] = d[17];
  D[t * 24 + 18] = d[18];
  D[t * 24 + 19] = d[19];
  D[t * 24 + 20] = d[20];
  D[t * 24 + 21] = d[21];
  D[t * 24 + 22] = d[22];
  D[t * 24 + 23] = d[23];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_satfinite_s32_s8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.satfinite.s32.s8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n48k32_satfinite_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 3584;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[24];
  d[0] = C[t * 24 + 0];
  d[1] = C[t * 24 + 1];
  d[2] = C[t * 24 + 2];
  d[3] = C[t * 24 + 3];
  d[4] = C[t * 24 + 4];
  d[5] = C[t * 24 + 5];
  d[6] = C[t * 24 + 6];
  d[7] = C[t * 24 + 7];
  d[8] = C[t * 24 + 8];
  d[9] = C[t * 24 + 9];
  d[10] = C[t * 24 + 10];
  d[11] = C[t * 24 + 11];
  d[12] = C[t * 24 + 12];
  d[13] = C[t * 24 + 13];
  d[14] = C[t * 24 + 14];
  d[15] = C[t * 24 + 15];
  d[16] = C[t * 24 + 16];
  d[17] = C[t * 24 + 17];
  d[18] = C[t * 24 + 18];
  d[19] = C[t * 24 + 19];
  d[20] = C[t * 24 + 20];
  d[21] = C[t * 24 + 21];
  d[22] = C[t * 24 + 22];
  d[23] = C[t * 24 + 23];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %26, 0;\nwgmma.mma_async.sync.aligned.m64n48k32.satfinite.s32.s8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23}, %24, %25, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 24 + 0] = d[0];
  D[t * 24 + 1] = d[1];
  D[t * 24 + 2] = d[2];
  D[t * 24 + 3] = d[3];
  D[t * 24 + 4] = d[4];
  D[t * 24 + 5] = d[5];
  D[t * 24 + 6] = d[6];
  D[t * 24 + 7] = d[7];
  D[t * 24 + 8] = d[8];
  D[t * 24 + 9] = d[9];
  D[t * 24 + 10] = d[10];
  D[t * 24 + 11] = d[11];
  D[t * 24 + 12] = d[12];
  D[t * 24 + 13] = d[13];
  D[t * 24 + 14] = d[14];
  D[t * 24 + 15] = d[15];
  D[t * 24 + 16] = d[16];
  D[t * 24 + 17] = d[17];
  D[t * 24 + 18] = d[18];
  D[t * 24 + 19] = d[19];
  D[t * 24 + 20] = d[20];
  D[t * 24 + 21] = d[21];
  D[t * 24 + 22] = d[22];
  D[t * 24 + 23] = d[23];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_satfinite_s32_s8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.satfinite.s32.s8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n16k32_satfinite_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2560;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[8];
  d[0] = C[t * 8 + 0];
  d[1] = C[t * 8 + 1];
  d[2] = C[t * 8 + 2];
  d[3] = C[t * 8 + 3];
  d[4] = C[t * 8 + 4];
  d[5] = C[t * 8 + 5];
  d[6] = C[t * 8 + 6];
  d[7] = C[t * 8 + 7];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\nwgmma.mma_async.sync.aligned.m64n16k32.satfinite.s32.u8.s8 {%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 8 + 0] = d[0];
  D[t * 8 + 1] = d[1];
  D[t * 8 + 2] = d[2];
  D[t * 8 + 3] = d[3];
  D[t * 8 + 4] = d[4];
  D[t * 8 + 5] = d[5];
  D[t * 8 + 6] = d[6];
  D[t * 8 + 7] = d[7];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_satfinite_s32_u8_s8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.satfinite.s32.u8.s8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n16k32_satfinite_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2560;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[8];
  d[0] = C[t * 8 + 0];
  d[1] = C[t * 8 + 1];
  d[2] = C[t * 8 + 2];
  d[3] = C[t * 8 + 3];
  d[4] = C[t * 8 + 4];
  d[5] = C[t * 8 + 5];
  d[6] = C[t * 8 + 6];
  d[7] = C[t * 8 + 7];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %10, 0;\nwgmma.mma_async.sync.aligned.m64n16k32.satfinite.s32.u8.u8 {%0, %1, %2, %3, %4, %5, %6, %7}, %8, %9, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 8 + 0] = d[0];
  D[t * 8 + 1] = d[1];
  D[t * 8 + 2] = d[2];
  D[t * 8 + 3] = d[3];
  D[t * 8 + 4] = d[4];
  D[t * 8 + 5] = d[5];
  D[t * 8 + 6] = d[6];
  D[t * 8 + 7] = d[7];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n224k32_satfinite_s32_u8_u8(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 9216;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[112];
  d[0] = C[t * 112 + 0];
  d[1] = C[t * 112 + 1];
  d[2] = C[t * 112 + 2];
  d[3] = C[t * 112 + 3];
  d[4] = C[t * 112 + 4];
  d[5] = C[t * 112 + 5];
  d[6] = C[t * 112 + 6];
  d[7] = C[t * 112 + 7];
  d[8] = C[t * 112 + 8];
  d[9] = C[t * 112 + 9];
  d[10] = C[t * 112 + 10];
  d[11] = C[t * 112 + 11];
  d[12] = C[t * 112 + 12];
  d[13] = C[t * 112 + 13];
  d[14] = C[t * 112 + 14];
  d[15] = C[t * 112 + 15];
  d[16] = C[t * 112 + 16];
  d[17] = C[t * 112 + 17];
  d[18] = C[t * 112 + 18];
  d[19] = C[t * 112 + 19];
  d[20] = C[t * 112 + 20];
  d[21] = C[t * 112 + 21];
  d[22] = C[t * 112 + 22];
  d[23] = C[t * 112 + 23];
  d[24] = C[t * 112 + 24];
  d[25] = C[t * 112 + 25];
  d[26] = C[t * 112 + 26];
  d[27] = C[t * 112 + 27];
  d[28] = C[t * 112 + 28];
  d[29] = C[t * 112 + 29];
  d[30] = C[t * 112 + 30];
  d[31] = C[t * 112 + 31];
  d[32] = C[t * 112 + 32];
  d[33] = C[t * 112 + 33];
  d[34] = C[t * 112 + 34];
  d[35] = C[t * 112 + 35];
  d[36] = C[t * 112 + 36];
  d[37] = C[t * 112 + 37];
  d[38] = C[t * 112 + 38];
  d[39] = C[t * 112 + 39];
  d[40] = C[t * 112 + 40];
  d[41] = C[t * 112 + 41];
  d[42] = C[t * 112 + 42];
  d[43] = C[t * 112 + 43];
  d[44] = C[t * 112 + 44];
  d[45] = C[t * 112 + 45];
  d[46] = C[t * 112 + 46];
  d[47] = C[t * 112 + 47];
  d[48] = C[t * 112 + 48];
  d[49] = C[t * 112 + 49];
  d[50] = C[t * 112 + 50];
  d[51] = C[t * 112 + 51];
  d[52] = C[t * 112 + 52];
  d[53] = C[t * 112 + 53];
  d[54] = C[t * 112 + 54];
  d[55] = C[t * 112 + 55];
  d[56] = C[t * 112 + 56];
  d[57] = C[t * 112 + 57];
  d[58] = C[t * 112 + 58];
  d[59] = C[t * 112 + 59];
  d[60] = C[t * 112 + 60];
  d[61] = C[t * 112 + 61];
  d[62] = C[t * 112 + 62];
  d[63] = C[t * 112 + 63];
  d[64] = C[t * 112 + 64];
  d[65] = C[t * 112 + 65];
  d[66] = C[t * 112 + 66];
  d[67] = C[t * 112 + 67];
  d[68] = C[t * 112 + 68];
  d[69] = C[t * 112 + 69];
  d[70] = C[t * 112 + 70];
  d[71] = C[t * 112 + 71];
  d[72] = C[t * 112 + 72];
  d[73] = C[t * 112 + 73];
  d[74] = C[t * 112 + 74];
  d[75] = C[t * 112 + 75];
  d[76] = C[t * 112 + 76];
  d[77] = C[t * 112 + 77];
  d[78] = C[t * 112 + 78];
  d[79] = C[t * 112 + 79];
  d[80] = C[t * 112 + 80];
  d[81] = C[t * 112 + 81];
  d[82] = C[t * 112 + 82];
  d[83] = C[t * 112 + 83];
  d[84] = C[t * 112 + 84];
  d[85] = C[t * 112 + 85];
  d[86] = C[t * 112 + 86];
  d[87] = C[t * 112 + 87];
  d[88] = C[t * 112 + 88];
  d[89] = C[t * 112 + 89];
  d[90] = C[t * 112 + 90];
  d[91] = C[t * 112 + 91];
  d[92] = C[t * 112 + 92];
  d[93] = C[t * 112 + 93];
  d[94] = C[t * 112 + 94];
  d[95] = C[t * 112 + 95];
  d[96] = C[t * 112 + 96];
  d[97] = C[t * 112 + 97];
  d[98] = C[t * 112 + 98];
  d[99] = C[t * 112 + 99];
  d[100] = C[t * 112 + 100];
  d[101] = C[t * 112 + 101];
  d[102] = C[t * 112 + 102];
  d[103] = C[t * 112 + 103];
  d[104] = C[t * 112 + 104];
  d[105] = C[t * 112 + 105];
  d[106] = C[t * 112 + 106];
  d[107] = C[t * 112 + 107];
  d[108] = C[t * 112 + 108];
  d[109] = C[t * 112 + 109];
  d[110] = C[t * 112 + 110];
  d[111] = C[t * 112 + 111];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %114, 0;\nwgmma.mma_async.sync.aligned.m64n224k32.satfinite.s32.u8.u8 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111}, %112, %113, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 112 + 0] = d[0];
  D[t * 112 + 1] = d[1];
  D[t * 112 + 2] = d[2];
  D[t * 112 + 3] = d[3];
  D[t * 112 + 4] = d[4];
  D[t * 112 + 5] = d[5];
  D[t * 112 + 6] = d[6];
  D[t * 112 + 7] = d[7];
  D[t * 112 + 8] = d[8];
  D[t * 112 + 9] = d[9];
  D[t * 112 + 10] = d[10];
  D[t * 112 + 11] = d[11];
  D[t * 112 + 12] = d[12];
  D[t * 112 + 13] = d[13];
  D[t * 112 + 14] = d[14];
  D[t * 112 + 15] = d[15];
  D[t * 112 + 16] = d[16];
  D[t * 112 + 17] = d[17];
  D[t * 112 + 18] = d[18];
  D[t * 112 + 19] = d[19];
  D[t * 112 + 20] = d[20];
  D[t * 112 + 21] = d[21];
  D[t * 112 + 22] = d[22];
  D[t * 112 + 23] = d[23];
  D[t * 112 + 24] = d[24];
  D[t * 112 + 25] = d[25];
  D[t * 112 + 26] = d[26];
  D[t * 112 + 27] = d[27];
  D[t * 112 + 28] = d[28];
  D[t * 112 + 29] = d[29];
  D[t * 112 + 30] = d[30];
  D[t * 112 + 31] = d[31];
  D[t * 112 + 32] = d[32];
  D[t * 112 + 33] = d[33];
  D[t * 112 + 34] = d[34];
  D[t * 112 + 35] = d[35];
  D[t * 112 + 36] = d[36];
  D[t * 112 + 37] = d[37];
  D[t * 112 + 38] = d[38];
  D[t * 112 + 39] = d[39];
  D[t * 112 + 40] = d[40];
  D[t * 112 + 41] = d[41];
  D[t * 112 + 42] = d[42];
  D[t * 112 + 43] = d[43];
  D[t * 112 + 44] = d[44];
  D[t * 112 + 45] = d[45];
  D[t * 112 + 46] = d[46];
  D[t * 112 + 47] = d[47];
  D[t * 112 + 48] = d[48];
  D[t * 112 + 49] = d[49];
  D[t * 112 + 50] = d[50];
  D[t * 112 + 51] = d[51];
  D[t * 112 + 52] = d[52];
  D[t * 112 + 53] = d[53];
  D[t * 112 + 54] = d[54];
  D[t * 112 + 55] = d[55];
  D[t * 112 + 56] = d[56];
  D[t * 112 + 57] = d[57];
  D[t * 112 + 58] = d[58];
  D[t * 112 + 59] = d[59];
  D[t * 112 + 60] = d[60];
  D[t * 112 + 61] = d[61];
  D[t * 112 + 62] = d[62];
  D[t * 112 + 63] = d[63];
  D[t * 112 + 64] = d[64];
  D[t * 112 + 65] = d[65];
  D[t * 112 + 66] = d[66];
  D[t * 112 + 67] = d[67];
  D[t * 112 + 68] = d[68];
  D[t * 112 + 69] = d[69];
  D[t * 112 + 70] = d[70];
  D[t * 112 + 71] = d[71];
  D[t * 112 + 72] = d[72];
  D[t * 112 + 73] = d[73];
  D[t * 112 + 74] = d[74];
  D[t * 112 + 75] = d[75];
  D[t * 112 + 76] = d[76];
  D[t * 112 + 77] = d[77];
  D[t * 112 + 78] = d[78];
  D[t * 112 + 79] = d[79];
  D[t * 112 + 80] = d[80];
  D[t * 112 + 81] = d[81];
  D[t * 112 + 82] = d[82];
  D[t * 112 + 83] = d[83];
  D[t * 112 + 84] = d[84];
  D[t * 112 + 85] = d[85];
  D[t * 112 + 86] = d[86];
  D[t * 112 + 87] = d[87];
  D[t * 112 + 88] = d[88];
  D[t * 112 + 89] = d[89];
  D[t * 112 + 90] = d[90];
  D[t * 112 + 91] = d[91];
  D[t * 112 + 92] = d[92];
  D[t * 112 + 93] = d[93];
  D[t * 112 + 94] = d[94];
  D[t * 112 + 95] = d[95];
  D[t * 112 + 96] = d[96];
  D[t * 112 + 97] = d[97];
  D[t * 112 + 98] = d[98];
  D[t * 112 + 99] = d[99];
  D[t * 112 + 100] = d[100];
  D[t * 112 + 101] = d[101];
  D[t * 112 + 102] = d[102];
  D[t * 112 + 103] = d[103];
  D[t * 112 + 104] = d[104];
  D[t * 112 + 105] = d[105];
  D[t * 112 + 106] = d[106];
  D[t * 112 + 107] = d[107];
  D[t * 112 + 108] = d[108];
  D[t * 112 + 109] = d[109];
  D[t * 112 + 110] = d[110];
  D[t * 112 + 111] = d[111];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n24k256_s32_b1_b1_and_popc(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 2816;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[12];
  d[0] = C[t * 12 + 0];
  d[1] = C[t * 12 + 1];
  d[2] = C[t * 12 + 2];
  d[3] = C[t * 12 + 3];
  d[4] = C[t * 12 + 4];
  d[5] = C[t * 12 + 5];
  d[6] = C[t * 12 + 6];
  d[7] = C[t * 12 + 7];
  d[8] = C[t * 12 + 8];
  d[9] = C[t * 12 + 9];
  d[10] = C[t * 12 + 10];
  d[11] = C[t * 12 + 11];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %14, 0;\nwgmma.mma_async.sync.aligned.m64n24k256.s32.b1.b1.and.popc {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11}, %12, %13, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 12 + 0] = d[0];
  D[t * 12 + 1] = d[1];
  D[t * 12 + 2] = d[2];
  D[t * 12 + 3] = d[3];
  D[t * 12 + 4] = d[4];
  D[t * 12 + 5] = d[5];
  D[t * 12 + 6] = d[6];
  D[t * 12 + 7] = d[7];
  D[t * 12 + 8] = d[8];
  D[t * 12 + 9] = d[9];
  D[t * 12 + 10] = d[10];
  D[t * 12 + 11] = d[11];
}

extern "C" __global__ void __launch_bounds__(128, 1) k_wgmma_mma_async_sync_aligned_m64n256k256_s32_b1_b1_and_popc(const uint4* img, const unsigned* C, unsigned* D, const int* sd, int steps) {
  extern __shared__ __align__(1024) unsigned char sm[];
  const int per = 10240;
  const uint4* src = img + (size_t)blockIdx.x * steps * per / 16;
  for (int i = threadIdx.x; i < steps * per / 16; i += 128) ((uint4*)sm)[i] = src[i];
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  __syncthreads();
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  const size_t t = (size_t)blockIdx.x * 128 + threadIdx.x;
  unsigned d[128];
  d[0] = C[t * 128 + 0];
  d[1] = C[t * 128 + 1];
  d[2] = C[t * 128 + 2];
  d[3] = C[t * 128 + 3];
  d[4] = C[t * 128 + 4];
  d[5] = C[t * 128 + 5];
  d[6] = C[t * 128 + 6];
  d[7] = C[t * 128 + 7];
  d[8] = C[t * 128 + 8];
  d[9] = C[t * 128 + 9];
  d[10] = C[t * 128 + 10];
  d[11] = C[t * 128 + 11];
  d[12] = C[t * 128 + 12];
  d[13] = C[t * 128 + 13];
  d[14] = C[t * 128 + 14];
  d[15] = C[t * 128 + 15];
  d[16] = C[t * 128 + 16];
  d[17] = C[t * 128 + 17];
  d[18] = C[t * 128 + 18];
  d[19] = C[t * 128 + 19];
  d[20] = C[t * 128 + 20];
  d[21] = C[t * 128 + 21];
  d[22] = C[t * 128 + 22];
  d[23] = C[t * 128 + 23];
  d[24] = C[t * 128 + 24];
  d[25] = C[t * 128 + 25];
  d[26] = C[t * 128 + 26];
  d[27] = C[t * 128 + 27];
  d[28] = C[t * 128 + 28];
  d[29] = C[t * 128 + 29];
  d[30] = C[t * 128 + 30];
  d[31] = C[t * 128 + 31];
  d[32] = C[t * 128 + 32];
  d[33] = C[t * 128 + 33];
  d[34] = C[t * 128 + 34];
  d[35] = C[t * 128 + 35];
  d[36] = C[t * 128 + 36];
  d[37] = C[t * 128 + 37];
  d[38] = C[t * 128 + 38];
  d[39] = C[t * 128 + 39];
  d[40] = C[t * 128 + 40];
  d[41] = C[t * 128 + 41];
  d[42] = C[t * 128 + 42];
  d[43] = C[t * 128 + 43];
  d[44] = C[t * 128 + 44];
  d[45] = C[t * 128 + 45];
  d[46] = C[t * 128 + 46];
  d[47] = C[t * 128 + 47];
  d[48] = C[t * 128 + 48];
  d[49] = C[t * 128 + 49];
  d[50] = C[t * 128 + 50];
  d[51] = C[t * 128 + 51];
  d[52] = C[t * 128 + 52];
  d[53] = C[t * 128 + 53];
  d[54] = C[t * 128 + 54];
  d[55] = C[t * 128 + 55];
  d[56] = C[t * 128 + 56];
  d[57] = C[t * 128 + 57];
  d[58] = C[t * 128 + 58];
  d[59] = C[t * 128 + 59];
  d[60] = C[t * 128 + 60];
  d[61] = C[t * 128 + 61];
  d[62] = C[t * 128 + 62];
  d[63] = C[t * 128 + 63];
  d[64] = C[t * 128 + 64];
  d[65] = C[t * 128 + 65];
  d[66] = C[t * 128 + 66];
  d[67] = C[t * 128 + 67];
  d[68] = C[t * 128 + 68];
  d[69] = C[t * 128 + 69];
  d[70] = C[t * 128 + 70];
  d[71] = C[t * 128 + 71];
  d[72] = C[t * 128 + 72];
  d[73] = C[t * 128 + 73];
  d[74] = C[t * 128 + 74];
  d[75] = C[t * 128 + 75];
  d[76] = C[t * 128 + 76];
  d[77] = C[t * 128 + 77];
  d[78] = C[t * 128 + 78];
  d[79] = C[t * 128 + 79];
  d[80] = C[t * 128 + 80];
  d[81] = C[t * 128 + 81];
  d[82] = C[t * 128 + 82];
  d[83] = C[t * 128 + 83];
  d[84] = C[t * 128 + 84];
  d[85] = C[t * 128 + 85];
  d[86] = C[t * 128 + 86];
  d[87] = C[t * 128 + 87];
  d[88] = C[t * 128 + 88];
  d[89] = C[t * 128 + 89];
  d[90] = C[t * 128 + 90];
  d[91] = C[t * 128 + 91];
  d[92] = C[t * 128 + 92];
  d[93] = C[t * 128 + 93];
  d[94] = C[t * 128 + 94];
  d[95] = C[t * 128 + 95];
  d[96] = C[t * 128 + 96];
  d[97] = C[t * 128 + 97];
  d[98] = C[t * 128 + 98];
  d[99] = C[t * 128 + 99];
  d[100] = C[t * 128 + 100];
  d[101] = C[t * 128 + 101];
  d[102] = C[t * 128 + 102];
  d[103] = C[t * 128 + 103];
  d[104] = C[t * 128 + 104];
  d[105] = C[t * 128 + 105];
  d[106] = C[t * 128 + 106];
  d[107] = C[t * 128 + 107];
  d[108] = C[t * 128 + 108];
  d[109] = C[t * 128 + 109];
  d[110] = C[t * 128 + 110];
  d[111] = C[t * 128 + 111];
  d[112] = C[t * 128 + 112];
  d[113] = C[t * 128 + 113];
  d[114] = C[t * 128 + 114];
  d[115] = C[t * 128 + 115];
  d[116] = C[t * 128 + 116];
  d[117] = C[t * 128 + 117];
  d[118] = C[t * 128 + 118];
  d[119] = C[t * 128 + 119];
  d[120] = C[t * 128 + 120];
  d[121] = C[t * 128 + 121];
  d[122] = C[t * 128 + 122];
  d[123] = C[t * 128 + 123];
  d[124] = C[t * 128 + 124];
  d[125] = C[t * 128 + 125];
  d[126] = C[t * 128 + 126];
  d[127] = C[t * 128 + 127];
  const unsigned base = (unsigned)__cvta_generic_to_shared(sm);
  for (int s = 0; s < steps; ++s) {
    const unsigned aa = base + s * per, ba = aa + 2048;
    const unsigned long long da = (unsigned long long)((aa & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const unsigned long long db = (unsigned long long)((ba & 0x3FFFF) >> 4) | 524288ull | ((unsigned long long)16 << 32);
    const int p = sd[blockIdx.x * steps + s];
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\nwgmma.mma_async.sync.aligned.m64n256k256.s32.b1.b1.and.popc {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p;\n}\n"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111]), "+r"(d[112]), "+r"(d[113]), "+r"(d[114]), "+r"(d[115]), "+r"(d[116]), "+r"(d[117]), "+r"(d[118]), "+r"(d[119]), "+r"(d[120]), "+r"(d[121]), "+r"(d[122]), "+r"(d[123]), "+r"(d[124]), "+r"(d[125]), "+r"(d[126]), "+r"(d[127])
      : "l"(da), "l"(db), "r"(p) : "memory");
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  }
  D[t * 128 + 0] = d[0];
  D[t * 128 + 1] = d[1];
  D[t * 128 + 2] = d[2];
  D[t * 128 + 3] = d[3];
  D[t * 128 + 4] = d[4];
  D[t * 128 + 5] = d[5];
  D[t * 128 + 6] = d[6];
  D[t * 128 + 7] = d[7];
  D[t * 128 + 8] = d[8];
  D[t * 128 + 9] = d[9];
  D[t * 128 + 10] = d[10];
  D[t * 128 + 11] = d[11];
  D[t * 128 + 12] = d[12];
  D[t * 128 + 13] = d[13];
  D[t * 128 + 14] = d[14];
  D[t * 128 + 15] = d[15];
  D[t * 128 + 16] = d[16];
  D[t * 128 + 17] = d[17];
  D[t * 128 + 18] = d[18];
  D[t * 128 + 19] = d[19];
  D[t * 128 + 20] = d[20];
  D[t * 128 + 21] = d[21];
  D[t * 128 + 22] = d[22];
  D[t * 128 + 23] = d[23];
  D[t * 128 + 24] = d[24];
  D[t * 128 + 25] = d[25];
  D[t * 128 + 26] = d[26];
  D[t * 128 + 27] = d[27];
  D[t * 128 + 28] = d[28];
  D[t * 128 + 29] = d[29];
  D[t * 128 + 30] = d[30];
  D[t * 128 + 31] = d[31];
  D[t * 128 + 32] = d[32];
  D[t * 128 + 33] = d[33];
  D[t * 128 + 34] = d[34];
  D[t * 128 + 35] = d[35];
  D[t * 128 + 36] = d[36];
  D[t * 128 + 37] = d[37];
  D[t * 128 + 38] = d[38];
  D[t * 128 + 39] = d[39];
  D[t * 128 + 40] = d[40];
  D[t * 128 + 41] = d[41];
  D[t * 128 + 42] = d[42];
  D[t * 128 + 43] = d[43];
  D[t * 128 + 44] = d[44];
  D[t * 128 + 45] = d[45];
  D[t * 128 + 46] = d[46];
  D[t * 128 + 47] = d[47];
  D[t * 128 + 48] = d[48];
  D[t * 128 + 49] = d[49];
  D[t * 128 + 50] = d[50];
  D[t * 128 + 51] = d[51];
  D[t * 128 + 52] = d[52];
  D[t * 128 + 53] = d[53];
  D[t * 128 + 54] = d[54];
  D[t * 128 + 55] = d[55];
  D[t * 128 + 56] = d[56];
  D[t * 128 + 57] = d[57];
  D[t * 128 + 58] = d[58];
  D[t * 128 + 59] = d[59];
  D[t * 128 + 60] = d[60];
  D[t * 128 + 61] = d[61];
  D[t * 128 + 62] = d[62];
  D[t * 128 + 63] = d[63];
  D[t * 128 + 64] = d[64];
  D[t * 128 + 65] = d[65];
  D[t * 128 + 66] = d[66];
  D[t * 128 + 67] = d[67];
  D[t * 128 + 68] = d[68];
  D[t * 128 + 69] = d[69];
  D[t * 128 + 70] = d[70];
  D[t * 128 + 71] = d[71];
  D[t * 128 + 72] = d[72];
  D[t * 128 + 73] = d[73];
  D[t * 128 + 74] = d[74];
  D[t * 128 + 75] = d[75];
  D[t * 128 + 76] = d[76];
  D[t * 128 + 77] = d[77];
  D[t * 128 + 78] = d[78];
  D[t * 128 + 79] = d[79];
  D[t * 128 + 80] = d[80];
  D[t * 128 + 81] = d[81];
  D[t * 128 + 82] = d[82];
  D[t * 128 + 83] = d[83];
  D[t * 128 + 84] = d[84];
  D[t * 128 + 85] = d[85];
  D[t * 128 + 86] = d[86];
  D[t * 128 + 87] = d[87];
  D[t * 128 + 88] = d[88];
  D[t * 128 + 89] = d[89];
  D[t * 128 + 90] = d[90];
  D[t * 128 + 91] = d[91];
  D[t * 128 + 92] = d[92];
  D[t * 128 + 93] = d[93];
  D[t * 128 + 94] = d[94];
  D[t * 128 + 95] = d[95];
  D[t * 128 + 96] = d[96];
  D[t * 128 + 97] = d[97];
  D[t * 128 + 98] = d[98];
  D[t * 128 + 99] = d[99];
  D[t * 128 + 100] = d[100];
  D[t * 128 + 101] = d[101];
  D[t * 128 + 102] = d[102];
  D[t * 128 + 103] = d[103];
  D[t * 128 + 104] = d[104];
  D[t * 128 + 105] = d[105];
  D[t * 128 + 106] = d[106];
  D[t * 128 + 107] = d[107];
  D[t * 128 + 108] = d[108];
  D[t * 128 + 109] = d[109];
  D[t * 128 + 110] = d[110];
  D[t * 128 + 111] = d[111];
  D[t * 128 + 112] = d[112];
  D[t * 128 + 113] = d[113];
  D[t * 128 + 114] = d[114];
  D[t * 128 + 115] = d[115];
  D[t * 128 + 116] = d[116];
  D[t * 128 + 117] = d[117];
  D[t * 128 + 118] = d[118];
  D[t * 128 + 119] = d[119];
  D[t * 128 + 120] = d[120];
  D[t * 128 + 121] = d[121];
  D[t * 128 + 122] = d[122];
  D[t * 128 + 123] = d[123];
  D[t * 128 + 124] = d[124];
  D[t * 128 + 125] = d[125];
  D[t * 128 + 126] = d[126];
  D[t * 128 + 127] = d[127];
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
