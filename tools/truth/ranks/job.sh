#!/bin/bash
# Ranks in parallel (issue 31) on the device machine's host (16 cores): benchmarks/bench_ranks.py,
# NCCL's all-reduce on 8 emulated devices, one process against 8 rank processes (a persistent
# pool), the time to report a wait nothing can end (3 of 4 ranks in NCCL's barrier), and a
# torch-distributed System of 8 gloo ranks (launches at once over shared memory files). CPU only.
# Staged by tools/truth/ranks/stage.sh into .devq/<name>/ with this branch's src (src.tar.xz), the
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
B="$W/benchmarks/bench_ranks.py"
OUTF="${OUT:-.}/ranks_bench.txt"
{
  date -u; nproc; uptime; python3 -c "import numpy, sys; print(sys.version.split()[0], numpy.__version__)"
  timeout 50 python3 "$B" --ranks 8 --count 1048576 --repeat 5
  timeout 50 python3 "$B" --ranks 8 --count 4194304 --repeat 3
  timeout 30 python3 "$B" --ranks 8 --count 65536 --repeat 20 --kernels RSxLDMC_AGxSTMC
  timeout 20 python3 "$B" --ranks 4 --count 1048576 --repeat 5 --kernels RSxLDMC_AGxSTMC
  timeout 50 python3 "$B" --stuck 4 --repeat 2
  timeout 40 python3 "$B" --distributed --ranks 8 --count 1048576 --repeat 3
} > "$OUTF" 2>&1
echo "exit $?" >> "$OUTF"
