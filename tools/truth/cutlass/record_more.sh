#!/bin/bash
# Record CUTLASS example programs built on the host (issue 21: 83_blackwell_sparse_gemm, 77_blackwell_fmha,
# 86_blackwell_mixed_dtype_gemm, 84_blackwell_narrow_precision_sparse_gemm through the exit-hook wrappers
# wrap/b84a.cu and b84b.cu, which dump the example's host tensors to $REFDUMP_FILE)
# launch by launch on the H100, in one device call:
#   bash tools/truth/cutlass/record_more.sh .dev/rec "$OUT"
# .dev/rec holds bin_NAME.xz (nvcc -gencode arch=compute_90a,code=[compute_90a,sm_90a] -gencode
# arch=compute_100a,code=compute_100a -cudart shared, CUTLASS's release flags: the exact command is
# NAME.build.cmd beside it and lands in the npz) and runs.txt: NAME|fake cc|skip|arguments per line.
# Each program runs under tmaprec (this folder) and launchrec (../shared/tools/launchrec: its launchrec.cpp
# and pack.py copied into .dev/rec), packed by pack.py; $OUT/rec.tar.xz comes back (collect.py turns it into tests/data/cutlass).
set -u
SRC=$(cd "$1" && pwd); OUT=${2:?OUT}
HERE=$(cd "$(dirname "$0")" && pwd); LR=$SRC  # launchrec.cpp and pack.py copied beside the binaries
W=/tmp/rec_work; rm -rf $W; mkdir -p $W/res; cd $W
{ date -u; nvcc --version; nvidia-smi --query-gpu=name,driver_version,compute_cap --format=csv; } > res/versions.txt 2>&1
CUDAINC="-I${CUDA_HOME:-/usr/local/cuda}/include -I/usr/local/cuda/include"
g++ -O2 -shared -fPIC $CUDAINC -o liblaunchrec.so $LR/launchrec.cpp -ldl || exit 1
g++ -O2 -shared -fPIC $CUDAINC -o libtmaprec.so $HERE/tmaprec.cpp -ldl || exit 1
grep -v '^#' $SRC/runs.txt | while IFS='|' read -r name fake skip args; do
  [ -n "$name" ] || continue
  mkdir -p res/$name rec_$name
  xz -dc $SRC/bin_$name.xz > bin_$name && chmod +x bin_$name
  cp $SRC/$name.build.cmd res/$name/build.cmd
  envs="LAUNCHREC_DIR=rec_$name LAUNCHREC_MAX=400 TMAPREC_FILE=res/$name/tmaps.jsonl REFDUMP_FILE=res/$name/refdump.bin"
  [ -n "$fake" ] && envs="$envs LAUNCHREC_FAKE_CC=$fake"
  [ "$skip" != "-" ] && envs="$envs LAUNCHREC_SKIP=$skip"
  echo "$envs ./bin_$name $args" > res/$name/run.cmd
  t0=$(date +%s)
  timeout 240 env $envs LD_PRELOAD="$PWD/libtmaprec.so $PWD/liblaunchrec.so" ./bin_$name $args \
    > res/$name/stdout.txt 2>&1
  echo "exit code $?" >> res/$name/stdout.txt
  python3 $LR/pack.py rec_$name res/$name/$name.npz > res/$name/pack.txt 2>&1
  echo "$name $(( $(date +%s) - t0 ))s launches=$(ls rec_$name/*.json 2>/dev/null | wc -l)" | tee -a res/summary.txt
  tail -5 res/$name/stdout.txt
done
tar -cJf $OUT/rec.tar.xz res
cp res/summary.txt res/versions.txt $OUT/
