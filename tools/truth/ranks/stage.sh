#!/bin/bash
# Stage tools/truth/ranks/job.sh with this checkout's src into /work/main/.devq/${1:-ranks}/
# (then touch READY there).
set -eu
R="$(cd "$(dirname "$0")/../../.." && pwd)"
D=/work/main/.devq/${1:-ranks}
mkdir -p "$D"
rm -f "$D/READY"
tar cJf "$D/src.tar.xz" -C "$R" --exclude=__pycache__ src
cp "$R/tools/truth/ranks/job.sh" "$R/benchmarks/bench_ranks.py" "$R/tests/machine/nccl_symk.py" "$D/"
rm -rf "$D/nccl" && mkdir "$D/nccl"
cp "$R/tests/data/multimem/nccl/offsets.json" "$R/tests/data/multimem/nccl/all_reduce_sum_f32.sm_90a.ptx.gz" "$D/nccl/"
du -sh "$D"
