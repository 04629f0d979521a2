#!/usr/bin/env bash
# The device job that made tests/data/frontends/{triton_h100_more,cupy_sgemm_h100}.npz and the H100 side of
# triton_unit_results.tsv.xz (run once, Dec 2026, H100 80GB HBM3, the 1,223 unit tests in 27 s with 12 xdist workers).
# Its folder: this script as job.sh; triton_kernels.py, record_triton.py, record_cupy_sgemm.py (this
# directory); sgemm.cu (cupy examples/gemm, fetched); unit/ = triton_unit/{conftest.py,pytest.ini,ids.txt}
# plus test_core.py (fetch_test_core.py); pytest_vendored.tar.xz = pytest 8.3.5, pluggy, iniconfig, packaging,
# xdist, execnet (pure Python) for a machine without them. Then: slim_recording.py on the two npz files,
# triton_unit/compare.py on unit_h100.tsv.xz and the ptxemu run.
# tritonfe (#33): H100 truth for ptxemu.triton / ptxemu.cuda. Writes under $OUT:
#   info.txt, triton_h100_more.npz (later Triton tutorials + cvt.bf16.f16 probe),
#   cupy_sgemm_h100.npz (cupy's SGEMM example), unit_h100.tsv.xz + unit_h100.xml.xz (Triton's
#   test_core.py, the selection in unit/ids.txt), and the logs.
cd "$(dirname "$0")"
export TRITON_CACHE_DIR=$PWD/tcache
{ nvidia-smi --query-gpu=name,driver_version --format=csv; python3 -c "import sys, triton, torch; print(sys.version); print('triton', triton.__version__, 'torch', torch.__version__, torch.cuda.get_device_name(0))"; python3 -c "import cupy; print('cupy', cupy.__version__)"; python3 -c "import pytest; print('device pytest', pytest.__version__)"; nproc; } > "$OUT/info.txt" 2>&1
timeout 60 python3 record_triton.py "$OUT/triton_h100_more.npz" more > "$OUT/record_triton.log" 2>&1
echo "record_triton rc=$?" >> "$OUT/info.txt"
timeout 30 python3 record_cupy_sgemm.py sgemm.cu "$OUT/cupy_sgemm_h100.npz" > "$OUT/record_cupy.log" 2>&1
echo "record_cupy rc=$?" >> "$OUT/info.txt"
# Triton's unit tests with a vendored pytest 8.3.5 + xdist (pure Python) in case the machine lacks them
mkdir -p vend && tar -xJf pytest_vendored.tar.xz -C vend
cd unit
PYTHONPATH=$PWD/../vend PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 timeout 140 python3 -m pytest -p xdist.plugin -n 12 -q \
  test_core.py --device cuda --ids ids.txt --outcomes "$OUT/unit_h100.tsv" --junitxml "$OUT/unit_h100.xml" \
  -p no:warnings > "$OUT/unit.log" 2>&1
echo "unit rc=$?" >> "$OUT/info.txt"
cd ..
xz -9 "$OUT/unit_h100.tsv" 2>/dev/null; xz -9 "$OUT/unit_h100.xml" 2>/dev/null
tail -c 20000 "$OUT/unit.log" > "$OUT/unit_tail.log"; rm -f "$OUT/unit.log"
cut -f1 <(xzcat "$OUT/unit_h100.tsv.xz") | sort | uniq -c >> "$OUT/info.txt"
ls -la "$OUT"
