#!/bin/bash
# Stage tools/truth/native/job.sh into /work/main/.devq/native/ with this branch's src.
set -eu
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
D=${1:-/work/main/.devq/native}
mkdir -p "$D"
rm -f "$D/READY"
tar cJf "$D/src.tar.xz" -C "$ROOT" --exclude=__pycache__ src
cp "$ROOT/tools/truth/native/job.sh" "$D/job.sh"
cp "$ROOT/benchmarks/bench_native_cores.py" "$ROOT/benchmarks/bench_native.py" "$ROOT/benchmarks/kernels/route_sm90a.ptx" "$D/"
chmod +x "$D/job.sh"
du -sh "$D"
