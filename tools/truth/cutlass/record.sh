#!/bin/bash
# Build CUTLASS's Hopper and Blackwell examples as PTX-only programs and record every kernel launch on the
# H100 with launchrec (plus tmaprec for the tensor maps and launch attributes); then Triton's tensor-
# descriptor kernels. One batched device call:
#   cd .dev/corpus && bash record.sh "$OUT"
# in a folder holding cutlass_src.tar.xz (CUTLASS's include/, tools/util/include and the example folders
# named in programs.txt: outside code, never committed), this script, job.sh, programs.txt, wrap/,
# tmaprec.cpp, launchrec.cpp and pack.py (../shared/tools/launchrec), record_triton.py and
# triton_tma_kernels.py. Everything comes back as $OUT/corpus.tar.xz plus the logs.
set -u
OUT=${1:?OUT}
HERE=$PWD
export START=$(date +%s) DEADLINE=${DEADLINE:-500}
W=/tmp/corpus_work
rm -rf $W && mkdir -p $W/res && cd $W
{ date -u; nvcc --version; nvidia-smi; nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv
  python3 -c "import triton, torch; print('triton', triton.__version__, 'torch', torch.__version__)"; nproc; free -g
} > res/versions.txt 2>&1
tar -xJf $HERE/cutlass_src.tar.xz && cp -r $HERE/wrap cutlass/wrap
CUDAINC="-I${CUDA_HOME:-/usr/local/cuda}/include -I/usr/local/cuda/include -I$(dirname $(which nvcc))/../include"
g++ -O2 -shared -fPIC $CUDAINC -o liblaunchrec.so $HERE/launchrec.cpp -ldl
g++ -O2 -shared -fPIC $CUDAINC -o libtmaprec.so $HERE/tmaprec.cpp -ldl
echo "setup done after $(( $(date +%s) - START ))s" | tee res/log.txt
# Triton alongside the builds (it needs the GPU only briefly)
( timeout 300 python3 $HERE/record_triton.py $HERE/triton_tma_kernels.py $W/res/triton_tma > res/triton.log 2>&1
  echo "triton exit $?" >> res/triton.log ) &
TPID=$!
# FMHA first: its build is the longest
grep -v '^#' $HERE/programs.txt | awk -F'|' '{print ($1 ~ /fmha/ ? 0 : 1) "|" $0}' | sort -t'|' -k1,1 -s | cut -d'|' -f2- \
  | tr '\n' '\0' | xargs -0 -P 16 -n 1 bash $HERE/job.sh
wait $TPID
echo "all done after $(( $(date +%s) - START ))s" | tee -a res/log.txt
tar -cJf $OUT/corpus.tar.xz res
cp res/log.txt res/versions.txt res/triton.log $OUT/ 2>/dev/null
cat res/*.summary 2>/dev/null | tee $OUT/summary.txt
ls -la $OUT
