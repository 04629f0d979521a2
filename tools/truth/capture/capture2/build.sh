#!/bin/bash
# Build, on this (CPU-only) machine, the programs of the second capture job (issue 32's truth:
# programs nobody here wrote, captured on the H100 with `ptxemu capture`) and lay out the job folder:
#   tools/truth/capture/capture2/build.sh [DEST]      (default /work/main/.devq/capture2)
# Sources come from the read-only mirrors (nothing fetched is committed; only this script):
#   llm.c   karpathy/llm.c at its mirror's HEAD (f1e2ace), dev/cuda/{layernorm_forward,global_norm}.cu
#           with their problem sizes made small by sed on main's size variables (B, T / C, L): the
#           kernels and the rest of each program are unchanged; layernorm_forward also as it is
#           (layernorm_full: the overhead at llm.c's own size, B=8 T=1024 C=768);
#   CUTLASS NVIDIA/cutlass at its mirror's HEAD (7107b05): examples 48 (Hopper TF32 warp-specialized
#           GEMM), 71 (Blackwell GEMMs from the collective builder) and 70 (Blackwell fp16 GEMM, fp32
#           C/D: tensor maps the H100's driver refuses), the Blackwell ones built for sm_90a SASS and
#           compute_100a PTX and captured --as sm_100a;
#   Triton  the tutorials' source (run on the device by triton_tutorial.py);
#   cupy    examples/gemm (sgemm.py, sgemm.cu, utils.py).
# Needs nvcc (13.0), curand's and cuBLAS's headers (and cuBLAS's libraries to link llm.c's programs,
# which the device finds in its torch installation): CURAND_INC, CUBLAS_DIR (default /tmp/capb/...).
set -eu
here=$(cd "$(dirname "$0")" && pwd); repo=$(cd "$here/../../../.." && pwd)
dest=${1:-/work/main/.devq/capture2}
B=${BUILD_DIR:-/tmp/capb}
M=/work/.mirror
CURAND_INC=${CURAND_INC:-$B/curand/nvidia/cu13/include}
CUBLAS_DIR=${CUBLAS_DIR:-$B/cublas/nvidia/cu13}
mkdir -p "$B" "$dest"
cd "$B"
echo "== sources"
rm -rf src2 && mkdir -p src2/llmc src2/cupy src2/triton
for f in common.h layernorm_forward.cu global_norm.cu; do
  git --git-dir=$M/karpathy+llm.c/repo show HEAD:dev/cuda/$f > src2/llmc/$f
done
cp src2/llmc/layernorm_forward.cu src2/llmc/layernorm_full.cu
# smaller problems: main's own size variables only
sed -i -e 's/^    int B = 8;/    int B = 1;/' -e 's/^    int T = 1024;/    int T = 8;/' src2/llmc/layernorm_forward.cu
sed -i -e 's/^    int C = 768;/    int C = 32;/' -e 's/^    int L = 12;/    int L = 1;/' src2/llmc/global_norm.cu
grep -n "int [BTCL] = " src2/llmc/layernorm_forward.cu src2/llmc/global_norm.cu
for f in sgemm.py sgemm.cu utils.py; do git --git-dir=$M/cupy+cupy/repo show HEAD:examples/gemm/$f > src2/cupy/$f; done
for f in 01-vector-add.py 02-fused-softmax.py 05-layer-norm.py; do
  git --git-dir=$M/lightseekorg+triton/repo show HEAD:python/tutorials/$f > src2/triton/$f
done
if [ ! -d cutlass/include ]; then
  mkdir -p cutlass
  git --git-dir=$M/NVIDIA+cutlass/repo archive HEAD include tools/util/include examples/common \
    examples/48_hopper_warp_specialized_gemm examples/70_blackwell_gemm \
    examples/71_blackwell_gemm_with_collective_builder | tar -x -C cutlass
fi
echo "== build"
mkdir -p bin2
LF="-O3 --use_fast_math -arch=sm_90a -I$CUBLAS_DIR/include -L$CUBLAS_DIR/lib -lcublas -lcublasLt"
nvcc $LF -o bin2/layernorm_forward src2/llmc/layernorm_forward.cu &
nvcc $LF -o bin2/global_norm src2/llmc/global_norm.cu &
nvcc $LF -o bin2/layernorm_full src2/llmc/layernorm_full.cu &
CF="-O3 -DNDEBUG -std=c++17 --expt-relaxed-constexpr -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1
    -DCUTLASS_ENABLE_GDC_FOR_SM100=1 -Icutlass/include -Icutlass/tools/util/include -Icutlass/examples/common
    -I$CURAND_INC"
[ -x bin2/cutlass48 ] || nvcc $CF -arch=sm_90a -o bin2/cutlass48 \
  cutlass/examples/48_hopper_warp_specialized_gemm/48_hopper_warp_specialized_gemm.cu
[ -x bin2/cutlass71 ] || nvcc $CF -gencode arch=compute_90a,code=sm_90a -gencode arch=compute_100a,code=compute_100a \
  -o bin2/cutlass71 cutlass/examples/71_blackwell_gemm_with_collective_builder/71_blackwell_gemm_with_collective_builder.cu
[ -x bin2/cutlass70 ] || nvcc $CF -gencode arch=compute_90a,code=sm_90a -gencode arch=compute_100a,code=compute_100a \
  -o bin2/cutlass70 cutlass/examples/70_blackwell_gemm/70_blackwell_fp16_gemm.cu
wait
echo "== lay out $dest"
rm -rf "$dest/programs" "$dest/overlay" "$dest/bin.tar.xz"
mkdir -p "$dest/programs" "$dest/overlay/ptxemu/cli"
cp -r src2/cupy src2/triton "$dest/programs/"
cp "$here"/*.py "$dest/programs/" 2>/dev/null || true
cp "$here/job.sh" "$here/../job_common.sh" "$dest/"
strip bin2/layernorm_forward bin2/layernorm_full bin2/global_norm bin2/cutlass48 bin2/cutlass71 bin2/cutlass70
tar -cJf "$dest/bin.tar.xz" -C bin2 layernorm_forward layernorm_full global_norm cutlass48 cutlass71 cutlass70
cp -r "$repo/src/ptxemu/capture" "$dest/overlay/ptxemu/"
cp "$repo/src/ptxemu/cli/capture_cmd.py" "$repo/src/ptxemu/cli/replay_cmd.py" "$dest/overlay/ptxemu/cli/"
find "$dest" -name __pycache__ -prune -exec rm -rf {} +
du -sh "$dest"; ls -la "$dest" "$dest/programs"
