// b79c: the unmodified CUTLASS example 79c_blackwell_geforce_mixed_mxfp8_mxfp6_bf16_gemm.cu, plus an exit hook that dumps its host tensors
#define main cutlass_example_main
#include "79c_blackwell_geforce_mixed_mxfp8_mxfp6_bf16_gemm.cu"
#undef main
#include "refdump.h"

static void refdump_at_exit() {
  FILE *f = refdump_open();
  if (!f) return;
  REFDUMP(block_A);
  REFDUMP(block_SFA);
  REFDUMP(block_B);
  REFDUMP(block_SFB);
  REFDUMP(block_C);
  REFDUMP(block_D);
  REFDUMP(block_reference_D);
  std::fclose(f);
}

int main(int argc, char const **argv) {
  std::atexit(refdump_at_exit);
  return cutlass_example_main(argc, argv);
}
