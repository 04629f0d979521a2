#!/bin/bash
# Device job "capture2" for issue 32: programs nobody here wrote, captured on the GPU with OUR
# `ptxemu capture` (this branch's capture package laid over main's src: overlay/), to be replayed on a
# CPU-only machine and compared with what the GPU wrote. Made by build.sh (binaries built there, in
# bin.tar.xz; the Python programs' sources in programs/). Run from its folder (.devq/capture2):
#   bash job.sh      writes $OUT/log.txt and $OUT/capture2.tar.xz (remade after each step)
# Each program runs plainly (wall time), then under `ptxemu capture` (wall time; the capture's
# summary: launches, recorded and stored bytes, file size, the program's peak allocation).
# Every step has a timeout; a failing step does not stop the rest; the whole job stays under 230 s.
NAME=capture2
. "$(dirname "$0")/job_common.sh"  # set -u, the work folder $W, T, CAP, S, PACK, $P
date -u; nvidia-smi -L 2>&1 | head -2; nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>&1 | head -1
python3 -c "import torch, triton, cupy; print('torch', torch.__version__, 'triton', triton.__version__, 'cupy', cupy.__version__)"
T build_interposer 30 python3 -c "from ptxemu.capture.native import interposer; print(interposer())"
cd "$W/run"
echo "== CUTLASS 48_hopper_warp_specialized_gemm (TF32, TMA, clusters)"
A48="--m=256 --n=256 --k=128 --iterations=0"
T plain_cutlass48 20 "$W/bin/cutlass48" $A48
CAP cutlass48 30 -- "$W/bin/cutlass48" $A48
echo "== llm.c dev/cuda/layernorm_forward (kernel 2: mean, rstd, normalization), B=1 T=8 C=768"
T plain_layernorm 20 "$W/bin/layernorm_forward"
CAP layernorm 30 --launches 0..17 -- "$W/bin/layernorm_forward"
echo "== llm.c dev/cuda/global_norm (kernel 1: float atomicAdd per block), C=32 L=1"
T plain_global_norm 20 "$W/bin/global_norm"
CAP global_norm 30 --kernel norm_kernel --launches 0..6 -- "$W/bin/global_norm"
echo "== Triton tutorial 01-vector-add (size 4000)"
TT="python3 $P/triton_tutorial.py"
V01=("$P/triton/01-vector-add.py" "size = 98432" "size = 4000")
T plain_t01 40 $TT "${V01[@]}"
CAP t01 40 --kernel add_kernel -- $TT "${V01[@]}"
echo "== Triton tutorial 02-fused-softmax (37 x 781)"
V02=("$P/triton/02-fused-softmax.py" "torch.randn(1823, 781, device=DEVICE)" "torch.randn(37, 781, device=DEVICE)")
T plain_t02 40 $TT "${V02[@]}"
CAP t02 40 --kernel softmax_kernel -- $TT "${V02[@]}"
echo "== cupy examples/gemm/sgemm.py (RawKernel, PTX: CUPY_COMPILE_WITH_PTX=1)"
T plain_cupy_sgemm 30 env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/sgemm.py" --m 64 --n 96 --k 40
CAP cupy_sgemm 30 --kernel '^sgemm$' -- env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/sgemm.py" --m 64 --n 96 --k 40
echo "== torch.compile (Inductor's Triton kernels)"
T plain_compile 60 python3 "$P/compiled_model.py"
CAP compile 60 --kernel '^triton_' -- python3 "$P/compiled_model.py"
echo "== CUTLASS 71_blackwell_gemm_with_collective_builder built for compute_100a, --as sm_100a"
A71="--m=256 --n=256 --k=64"
T plain_cutlass71 20 "$W/bin/cutlass71" $A71
CAP cutlass71_as_sm100a 45 --as sm_100a --skip Sm100 -- "$W/bin/cutlass71" $A71
echo "== CUTLASS 70_blackwell_fp16_gemm (fp32 C/D: maps the H100 refuses), --as sm_100a"
A70="--m=256 --n=256 --k=128 --iterations=0"
T plain_cutlass70 20 "$W/bin/cutlass70" $A70
CAP cutlass70_as_sm100a 45 --as sm_100a --skip Sm100 -- "$W/bin/cutlass70" $A70
echo "== Triton tutorial 05-layer-norm (64 x 512 fp16; forward and backward)"
V05=("$P/triton/05-layer-norm.py" "test_layer_norm(1151, 8192, torch.float16)" "test_layer_norm(64, 512, torch.float16)")
T plain_t05 40 $TT "${V05[@]}"
CAP t05 40 --kernel '^_layer_norm' -- $TT "${V05[@]}"
echo "== warm reruns (the first plain run of a Python program compiled its kernels)"
[ "$(left)" -gt 30 ] && T warm_t01 20 $TT "${V01[@]}"
[ "$(left)" -gt 30 ] && T warm_t02 20 $TT "${V02[@]}"
[ "$(left)" -gt 40 ] && T warm_compile 30 python3 "$P/compiled_model.py"
[ "$(left)" -gt 30 ] && T warm_cupy_sgemm 20 env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/sgemm.py" --m 64 --n 96 --k 40
echo "== the same layernorm at llm.c's own size (B=8 T=1024 C=768): overhead and size; the file stays here"
if [ -x "$W/bin/layernorm_full" ] && [ "$(left)" -gt 50 ]; then
  T plain_layernorm_full 20 "$W/bin/layernorm_full"
  CAP layernorm_full 40 --launches 0..2 -- "$W/bin/layernorm_full"
  rm -f "$R/layernorm_full.ptxcap.xz"
fi
PACK
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"; date -u
