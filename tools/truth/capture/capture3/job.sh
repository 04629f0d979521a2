#!/bin/bash
# Device job "capture3" for issue 32 (after capture2): real CUDA graphs (torch.compile's reduce-overhead
# mode), cupy's generated kernels (its black_scholes example), what a PyTorch eager training step's
# capture finds, and the overhead again, three runs each. Otherwise as capture2: programs captured with OUR
# `ptxemu capture` (this branch's capture package laid over main's src: overlay/), to be replayed on a
# CPU-only machine and compared with what the GPU wrote. Made by build.sh (binaries built there, in
# bin.tar.xz; the Python programs' sources in programs/). Run from its folder (.devq/capture3):
#   bash job.sh      writes $OUT/log.txt and $OUT/capture3.tar.xz (remade after each step)
# Each program runs plainly (wall time), then under `ptxemu capture` (wall time; the capture's
# summary: launches, recorded and stored bytes, file size, the program's peak allocation).
# Every step has a timeout; a failing step does not stop the rest; the whole job stays under 230 s.
NAME=capture3
. "$(dirname "$0")/job_common.sh"  # set -u, the work folder $W, T, CAP, S, PACK, $P
date -u; nvidia-smi -L 2>&1 | head -2
python3 -c "import torch, triton, cupy; print('torch', torch.__version__, 'triton', triton.__version__, 'cupy', cupy.__version__)"
T build_interposer 30 python3 -c "from ptxemu.capture.native import interposer; print(interposer())"
cd "$W/run"
echo "== torch.compile(mode='reduce-overhead'): Inductor's kernels in CUDA graphs"
T plain_graphs 60 python3 "$P/compiled_model.py" graphs
CAP graphs 60 --kernel '^triton_' -- python3 "$P/compiled_model.py" graphs
echo "== cupy examples/finance/black_scholes.py -n 1000 (ElementwiseKernel and cupy's ufuncs, float64)"
BS=(env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/black_scholes.py" -n 1000)
T plain_black_scholes 30 "${BS[@]}"
CAP black_scholes 30 --kernel 'black_scholes|^cupy_' -- "${BS[@]}"
echo "== a PyTorch eager training step: every launch (summary only)"
T plain_eager 30 python3 "$P/eager_step.py"
CAP eager 30 -- python3 "$P/eager_step.py"
[ -f "$R/eager.ptxcap.xz" ] && [ "$(stat -c %s "$R/eager.ptxcap.xz")" -gt 600000 ] && rm -f "$R/eager.ptxcap.xz"
echo "== overhead, three runs each: llm.c layernorm_forward (36,018 launches) and CUTLASS 48"
A48="--m=256 --n=256 --k=128 --iterations=0"
for i in 1 2 3; do
  T plain_layernorm_$i 20 "$W/bin/layernorm_forward"
  T cap_layernorm_$i 30 $PX capture -o "$W/ln_$i.ptxcap.xz" --launches 0..17 -- "$W/bin/layernorm_forward"
  T capnone_layernorm_$i 30 $PX capture -o "$W/lnn_$i.ptxcap.xz" --kernel no_such_kernel -- "$W/bin/layernorm_forward"
  T plain_cutlass48_$i 20 "$W/bin/cutlass48" $A48
  T cap_cutlass48_$i 30 $PX capture -o "$W/c48_$i.ptxcap.xz" -- "$W/bin/cutlass48" $A48
done
echo "== overhead of a Python program: Triton tutorial 01, two more runs each (its kernel compiled by the first)"
V01=("$P/triton/01-vector-add.py" "size = 98432" "size = 4000")
for i in 0 1 2; do
  T plain_t01_$i 30 python3 "$P/triton_tutorial.py" "${V01[@]}"
  [ "$i" -gt 0 ] && T cap_t01_$i 30 $PX capture -o "$W/t01_$i.ptxcap.xz" --kernel add_kernel -- python3 "$P/triton_tutorial.py" "${V01[@]}"
done
python3 - "$W" <<'PY' || true
import glob, json, os, sys
from ptxemu.capture.fileformat import Reader
for p in sorted(glob.glob(sys.argv[1] + "/*_[123].ptxcap.xz")):
    ix = Reader(p).index
    print("OVERHEAD", os.path.basename(p), os.path.getsize(p), json.dumps(ix["summary"]))
PY
PACK
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"; date -u
