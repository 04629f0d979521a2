#!/bin/bash
# Compile two CUTLASS Hopper examples to PTX for ptxemu's module-reading benchmarks and tests
# (tests/data/kernels/cutlass/*.ptx.gz). Usage: build.sh CUTLASS_DIR OUT_DIR
# CUTLASS itself is not in this repository (fetch github:NVIDIA/cutlass); the modules were made from
# commit 7107b0553 with nvcc 13.0 (minutes of one core each). This toolkit has no cuRAND, so the
# curand_kernel.h beside this script stands in for it: only the random-fill helper kernels differ.
set -euo pipefail
CUTLASS=$(realpath "$1"); OUT=$(realpath "$2"); HERE=$(dirname "$(realpath "$0")")
cd "$CUTLASS"
F="-std=c++17 -arch=sm_90a -ptx -I include -I tools/util/include -I examples/common -I $HERE -DNDEBUG
   --expt-relaxed-constexpr -w"
nvcc $F -o "$OUT/cutlass_gemm48_sm90a.ptx" \
  examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu
nvcc $F --use_fast_math -I examples/88_hopper_fmha -o "$OUT/cutlass_fmha88_sm90a.ptx" \
  examples/88_hopper_fmha/88_hopper_fmha.cu
gzip -9 -n "$OUT/cutlass_gemm48_sm90a.ptx" "$OUT/cutlass_fmha88_sm90a.ptx"
