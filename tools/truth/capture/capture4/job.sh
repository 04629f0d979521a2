#!/bin/bash
# Device job "capture4" for issue 32: Triton's tutorial 03 (matrix multiplication) with its autotuner on,
# fp16 and fp8 inputs (sizes cut: A 64x512, B 512x64, so that the capture stays well under 1 MB).
# The autotuner launches every configuration many times (triton.testing.do_bench: ~125 ms of launches per
# configuration, 16 configurations, once per input dtype: tens of thousands of launches of matmul_kernel)
# before the one launch the program asked for. So:
#   1. the tutorial runs plainly with TRITON_CACHE_AUTOTUNING=1: the autotuner benchmarks and writes its
#      choice (and every configuration's timing) into Triton's cache;
#   2. it runs again under `ptxemu capture --kernel matmul_kernel`, the same cache: the autotuner reads its
#      choice and launches only the chosen configuration, once per call: the capture holds the program's
#      own two GEMMs (fp16, fp8), each with the PTX Triton wrote beside the cubin it loaded;
#   3. the tuning itself, in a fresh cache, under `--launches 0..0`: counts the autotuner's launches of
#      matmul_kernel (summary.launches_matched) and records the first (configuration 0's first benchmark
#      launch), a replayable launch too.
# The replay of 2 runs there as well (both GEMMs). Laid out by stage.sh; run from its folder (.devq/capture4):
#   bash job.sh   ->  $OUT/log.txt, $OUT/capture4.tar.xz.  At most 225 s.
NAME=capture4
. "$(dirname "$0")/job_common.sh"  # set -u, the work folder $W, T, CAP, S, PACK, $P
date -u; nvidia-smi -L 2>&1 | head -2
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
cd "$W/run"
T03=("$P/triton_tutorial.py" "$P/triton/03-matrix-multiplication.py"
     "a = torch.rand((512, 512)" "a = torch.rand((64, 512)" "b = torch.rand((512, 512)" "b = torch.rand((512, 64)"
     "a = torch.randn((512, 512)" "a = torch.randn((64, 512)" "b = torch.randn((512, 512)" "b = torch.randn((64, 512)")
export TRITON_CACHE_AUTOTUNING=1 TRITON_PRINT_AUTOTUNING=1
T tune_t03 120 python3 "${T03[@]}"
grep -A3 "best config selected" "$R/out_tune_t03.txt" | head -12
find "$TRITON_CACHE_DIR" -name '*.autotune.json' | head -4
CAP t03 45 --kernel matmul_kernel -- python3 "${T03[@]}"
[ -f "$R/t03.ptxcap.xz" ] && T replay_t03 40 $PX replay "$R/t03.ptxcap.xz"
TRITON_CACHE_DIR=$W/tcache_fresh CAP t03_tuning 100 --kernel matmul_kernel --launches 0..0 -- python3 "${T03[@]}"
PACK
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"
