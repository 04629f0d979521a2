#!/bin/bash
# ptxemu capture on the H100: build the interposer, capture four programs into $OUT as it goes
# (a run cut short still brings back what it made), log everything.
# Layout it expects (the device tool's carried folder): ./src (this repository's src/), ./programs
# (this folder's .cu and .py files). Session 12 prepared it; the device time ran out before it ran.
set -u
cd "$(dirname "$0")"
H=$PWD
exec > >(tee -a "$OUT/log.txt") 2>&1
export PYTHONPATH=$H/src PYTHONUNBUFFERED=1 PTXEMU_CACHE_DIR=$H/cache TRITON_CACHE_DIR=$H/tcache
export TORCHINDUCTOR_CACHE_DIR=$H/icache PTXEMU_CAPTURE_VERBOSE=1
mkdir -p spool
T() { local s=$EPOCHREALTIME; "$@"; local rc=$?; awk -v a="$s" -v b="$EPOCHREALTIME" -v c="$*" 'BEGIN{printf "TIME %.3f s: %s\n", b-a, c}'; return $rc; }
EV() { for f in spool/$1/events-*.jsonl; do echo "-- $f"; grep -v '"ev":"launch"' "$f" | cut -c1-300 | head -25; grep '"ev":"launch"' "$f" | cut -c1-600 | head -3; done; }
PX="python3 -m ptxemu.cli"
date; nvidia-smi -L; nvcc --version | tail -1; gcc --version | head -1
echo "== build"; gcc -Wall -Wextra -O2 -shared -fPIC -o /tmp/libcap.so src/ptxemu/capture/native/interposer.c -ldl -lpthread && echo gcc build ok
T python3 -c "from ptxemu.capture.native import interposer; print(interposer())"
echo "== nvcc"
nvcc -O3 -arch=sm_90a -o cuda_kernels programs/cuda_kernels.cu && echo nvcc ok
T ./cuda_kernels; T ./cuda_kernels
T timeout 40 $PX capture -o $OUT/cuda_kernels.ptxcap --keep-spool spool/cuda -- ./cuda_kernels; echo "rc=$?"; EV cuda
echo "== cupy"
T timeout 40 python3 programs/cupy_rawkernel.py
T timeout 40 $PX capture -o $OUT/cupy.ptxcap --keep-spool spool/cupy -- python3 programs/cupy_rawkernel.py; echo "rc=$?"; EV cupy
echo "== triton"
T timeout 60 python3 programs/triton_kernels.py
T timeout 40 $PX capture -o $OUT/triton.ptxcap --keep-spool spool/triton -- python3 programs/triton_kernels.py; echo "rc=$?"; EV triton
echo "== torch eager"
T timeout 40 python3 programs/torch_ops.py
T timeout 40 $PX capture -o $OUT/torch_eager.ptxcap --kernel 'vectorized_elementwise|reduce_kernel' --launches 0..5 --keep-spool spool/torch -- python3 programs/torch_ops.py; echo "rc=$?"; EV torch
du -sh spool/*
echo "== torch.compile"
T timeout 60 $PX capture -o $OUT/torch_compile.ptxcap --kernel '^triton' --keep-spool spool/torchc -- python3 programs/torch_ops.py compile; echo "rc=$?"; EV torchc
ls -la "$OUT"; date
