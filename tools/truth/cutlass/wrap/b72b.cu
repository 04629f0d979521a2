// b72b: the unmodified CUTLASS example 72b_blackwell_nvfp4_nvfp4_gemm.cu, plus an exit hook that dumps its host tensors
#define main cutlass_example_main
#include "72b_blackwell_nvfp4_nvfp4_gemm.cu"
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
  REFDUMP(block_SFD);
  REFDUMP(block_reference_D);
  REFDUMP(block_reference_SFD);
  REFDUMP(block_Normconst);
  std::fclose(f);
}

int main(int argc, char const **argv) {
  std::atexit(refdump_at_exit);
  return cutlass_example_main(argc, argv);
}
