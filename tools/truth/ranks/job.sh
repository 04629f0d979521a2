#!/bin/bash
# Ranks in parallel (issue 31) on the device machine's host (16 cores): benchmarks/bench_ranks.py,
# NCCL's all-reduce on 8 emulated devices, one process against 8 processes. CPU only (no GPU).
# Staged by tools/truth/ranks/stage.sh into .devq/ranks/ with this branch's src (src.tar.xz), the
# benchmark, tests/machine/nccl_symk.py and NCCL's PTX; writes $OUT/ranks_bench.txt.
set -u
cd "$(dirname "$0")"
W=$(mktemp -d)
tar xJf src.tar.xz -C "$W"
mkdir -p "$W/tests/machine" "$W/tests/data/multimem" "$W/benchmarks"
cp nccl_symk.py "$W/tests/machine/"
cp -r nccl "$W/tests/data/multimem/"
cp bench_ranks.py "$W/benchmarks/"
export PYTHONPATH="$W/src" PTXEMU_ROUTE=interp
OUTF="${OUT:-.}/ranks_bench.txt"
{
  nproc; python3 -c "import numpy, sys; print(sys.version.split()[0], numpy.__version__)"
  timeout 100 python3 "$W/benchmarks/bench_ranks.py" --ranks 8 --count 1048576 --repeat 3
  timeout 100 python3 "$W/benchmarks/bench_ranks.py" --ranks 8 --count 4194304 --repeat 3
  timeout 30 python3 "$W/benchmarks/bench_ranks.py" --ranks 2 --count 4194304 --repeat 3 --kernels RSxLD_AGxST
} > "$OUTF" 2>&1
echo "exit $?" >> "$OUTF"
