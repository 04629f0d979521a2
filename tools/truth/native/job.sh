#!/bin/bash
# The compiled route's native regions on the device machine's 16-core host (issue 31), CPU only:
# benchmarks/bench_native_cores.py (the tiled SGEMM: one process with 1-16 threads per batch
# against 16 forked workers, every cell's bits and counts checked) and benchmarks/bench_native.py's
# sgemm row (first launch building with gcc, then from the disk cache). Staged by
# tools/truth/native/stage.sh into .devq/native/ with this branch's src (src.tar.xz) and the
# benchmarks; writes $OUT/native_bench.txt.
set -u
cd "$(dirname "$0")"
W=$(mktemp -d)
tar xJf src.tar.xz -C "$W"
mkdir -p "$W/benchmarks/kernels"
cp bench_native_cores.py bench_native.py "$W/benchmarks/"
cp route_sm90a.ptx "$W/benchmarks/kernels/"
export PYTHONPATH="$W/src"
OUTF="${OUT:-.}/native_bench.txt"
{
  date -u; nproc; uptime; which gcc cc; gcc --version | head -1
  python3 -c "import numpy, sys; print(sys.version.split()[0], numpy.__version__)"
  grep -m1 "model name" /proc/cpuinfo
  timeout 100 python3 "$W/benchmarks/bench_native_cores.py" --sizes 256,512,1024 --threads 1,2,4,8,16 --workers 8,16 --repeat 3 --default
  echo "--- K=512"
  timeout 70 python3 "$W/benchmarks/bench_native_cores.py" --sizes 1024 --k 512 --threads 1,4,16 --workers 16 --repeat 2 --no-interp
  echo "--- M=2048, K=512 (compared with 16 threads)"
  timeout 60 python3 "$W/benchmarks/bench_native_cores.py" --sizes 2048 --k 512 --threads 8,16 --workers 16 --repeat 2 --ref-threads 16 --no-interp
  echo "--- the same libraries built with PTXEMU_CFLAGS='-O3 -march=native'"
  PTXEMU_CFLAGS="-O3 -march=native" timeout 40 python3 "$W/benchmarks/bench_native_cores.py" --sizes 512 --threads 1,16 --workers "" --repeat 3 --no-interp
  echo "--- bench_native sgemm (C): cold cache, then a second process"
  timeout 40 python3 "$W/benchmarks/bench_native.py" --rows sgemm --backends c
} > "$OUTF" 2>&1
echo "exit $?" >> "$OUTF"
