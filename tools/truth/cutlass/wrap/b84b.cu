// b84b: the unmodified CUTLASS example 84b_blackwell_mixed_mxfp8_bf16_sparse_gemm.cu, plus an exit hook that dumps its host tensors
// (its inputs, the compressed A and metadata E its compressor kernel made, and the host reference D)
#define main cutlass_example_main
#include "84b_blackwell_mixed_mxfp8_bf16_sparse_gemm.cu"
#undef main
#include "refdump.h"

static void refdump_at_exit() {
  FILE *f = refdump_open();
  if (!f) return;
  REFDUMP(tensor_A);
  REFDUMP(tensor_A_compressed);
  REFDUMP(tensor_E);
  REFDUMP(tensor_B);
  REFDUMP(tensor_C);
  REFDUMP(tensor_SFA);
  REFDUMP(tensor_SFB);
  REFDUMP(tensor_D);
  REFDUMP(reference_D);
  std::fclose(f);
}

int main(int argc, char const **argv) {
  std::atexit(refdump_at_exit);
  return cutlass_example_main(argc, argv);
}
