#!/bin/bash
# Stage tools/truth/ranks/job.sh with this checkout's src into /work/main/.devq/ranks/ (then touch READY).
set -eu
R="$(cd "$(dirname "$0")/../../.." && pwd)"
D=/work/main/.devq/ranks
mkdir -p "$D"
tar cJf "$D/src.tar.xz" -C "$R" --exclude=__pycache__ src
cp "$R/tools/truth/ranks/job.sh" "$R/benchmarks/bench_ranks.py" "$R/tests/machine/nccl_symk.py" "$D/"
rm -rf "$D/nccl" && cp -r "$R/tests/data/multimem/nccl" "$D/nccl"
du -sh "$D"
