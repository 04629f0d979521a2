// nvcc's wmma API (mma.h) on each multiplicand type: nvcc turns load_matrix_sync / mma_sync /
// store_matrix_sync into wmma.load / wmma.mma / wmma.store PTX. Each kernel runs one warp per CTA;
// CTA c reads its matrices at A + c*sa, B + c*sb, C + c*sc and writes D + c*sd (elements).
//   nvcc -arch=sm_90a -ptx wmma_api.cu -o tests/data/kernels/wmma_api_sm90a.ptx
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

template <int M, int N, int K, typename T, typename Acc, typename LA, typename LB, bool ROWC>
__device__ void body(const T* A, const T* B, const Acc* C, Acc* D, int lda, int ldb, int ldc, int ldd) {
  wmma::fragment<wmma::matrix_a, M, N, K, T, LA> a;
  wmma::fragment<wmma::matrix_b, M, N, K, T, LB> b;
  wmma::fragment<wmma::accumulator, M, N, K, Acc> c;
  wmma::load_matrix_sync(a, A, lda);
  wmma::load_matrix_sync(b, B, ldb);
  wmma::load_matrix_sync(c, C, ldc, ROWC ? wmma::mem_row_major : wmma::mem_col_major);
  wmma::mma_sync(c, a, b, c);
  wmma::store_matrix_sync(D, c, ldd, ROWC ? wmma::mem_col_major : wmma::mem_row_major);
}

#define OFF(p, n) ((p) + blockIdx.x * (n))
extern "C" __global__ void api_f16(const half* A, const half* B, const float* C, float* D) {
  body<16, 16, 16, half, float, wmma::row_major, wmma::col_major, true>(
      OFF(A, 256), OFF(B, 256), OFF(C, 256), OFF(D, 256), 16, 16, 16, 16);
}
extern "C" __global__ void api_f16h(const half* A, const half* B, const half* C, half* D) {
  body<32, 8, 16, half, half, wmma::col_major, wmma::row_major, false>(
      OFF(A, 512), OFF(B, 128), OFF(C, 256), OFF(D, 256), 32, 8, 32, 8);
}
extern "C" __global__ void api_bf16(const __nv_bfloat16* A, const __nv_bfloat16* B, const float* C, float* D) {
  body<8, 32, 16, __nv_bfloat16, float, wmma::row_major, wmma::row_major, true>(
      OFF(A, 128), OFF(B, 512), OFF(C, 256), OFF(D, 256), 16, 32, 32, 8);
}
extern "C" __global__ void api_s8(const signed char* A, const signed char* B, const int* C, int* D) {
  body<16, 16, 16, signed char, int, wmma::col_major, wmma::col_major, true>(
      OFF(A, 256), OFF(B, 256), OFF(C, 256), OFF(D, 256), 16, 16, 16, 16);
}
extern "C" __global__ void api_tf32(const float* A, const float* B, const float* C, float* D) {
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 8, float> c;
  wmma::load_matrix_sync(a, OFF(A, 128), 8);
  wmma::load_matrix_sync(b, OFF(B, 128), 8);
  for (int i = 0; i < a.num_elements; i++) a.x[i] = wmma::__float_to_tf32(a.x[i]);
  wmma::load_matrix_sync(c, OFF(C, 256), 16, wmma::mem_row_major);
  wmma::mma_sync(c, a, b, c);
  wmma::store_matrix_sync(OFF(D, 256), c, 16, wmma::mem_row_major);
}
extern "C" __global__ void api_f64(const double* A, const double* B, const double* C, double* D) {
  body<8, 8, 4, double, double, wmma::row_major, wmma::col_major, true>(
      OFF(A, 32), OFF(B, 32), OFF(C, 64), OFF(D, 64), 4, 4, 8, 8);
}
extern "C" __global__ void api_u4(const unsigned* A, const unsigned* B, const int* C, int* D) {
  using namespace wmma::experimental;
  wmma::fragment<wmma::matrix_a, 8, 8, 32, precision::u4, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, 32, precision::u4, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, 32, int> c;
  wmma::load_matrix_sync(a, OFF(A, 32), 32);
  wmma::load_matrix_sync(b, OFF(B, 32), 32);
  wmma::load_matrix_sync(c, OFF(C, 64), 8, wmma::mem_row_major);
  wmma::mma_sync(c, a, b, c);
  wmma::store_matrix_sync(OFF(D, 64), c, 8, wmma::mem_col_major);
}
extern "C" __global__ void api_b1(const unsigned* A, const unsigned* B, const int* C, int* D) {
  using namespace wmma::experimental;
  wmma::fragment<wmma::matrix_a, 8, 8, 128, precision::b1, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, precision::b1, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> c;
  wmma::load_matrix_sync(a, OFF(A, 32), 128);
  wmma::load_matrix_sync(b, OFF(B, 32), 128);
  wmma::load_matrix_sync(c, OFF(C, 64), 8, wmma::mem_row_major);
  wmma::bmma_sync(c, a, b, c, bmmaBitOpAND);
  wmma::store_matrix_sync(OFF(D, 64), c, 8, wmma::mem_row_major);
}
