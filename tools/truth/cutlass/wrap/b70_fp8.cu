// b70_fp8: the unmodified CUTLASS example 70_blackwell_fp8_gemm.cu, plus an exit hook that dumps its host tensors
#define main cutlass_example_main
#include "70_blackwell_fp8_gemm.cu"
#undef main
#include "refdump.h"

static void refdump_at_exit() {
  FILE *f = refdump_open();
  if (!f) return;
  REFDUMP(tensor_A);
  REFDUMP(tensor_B);
  REFDUMP(tensor_C);
  REFDUMP(tensor_D);
  REFDUMP(tensor_ref_D);
  REFDUMP(tensor_aux);
  REFDUMP(tensor_ref_aux);
  REFDUMP(scalar_alpha);
  REFDUMP(scalar_beta);
  REFDUMP(scale_A);
  REFDUMP(scale_B);
  REFDUMP(scale_C);
  REFDUMP(scale_D);
  REFDUMP(scale_aux);
  REFDUMP(abs_max_D);
  REFDUMP(reference_abs_max_D);
  REFDUMP(abs_max_aux);
  REFDUMP(reference_abs_max_aux);
  std::fclose(f);
}

int main(int argc, char const **argv) {
  std::atexit(refdump_at_exit);
  return cutlass_example_main(argc, argv);
}
