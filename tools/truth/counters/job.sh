#!/bin/bash
# On the H100 (device machine): the memory counters of every case under Nsight Compute, and the SASS
# the driver makes of each PTX. Results under $OUT. Run from the folder holding cases.json.
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv > $OUT/gpu.txt 2>&1
ncu --version > $OUT/ncu_version.txt 2>&1
ncu --query-metrics > /tmp/query.txt 2>&1
# keep the wanted metrics this ncu knows (an unknown name fails the whole run)
python3 - <<'PY' > /tmp/metrics.txt
import re
known = set(re.findall(r"^(\S+)\s", open("/tmp/query.txt").read(), re.M))
want = [m.strip() for m in open("metrics.txt") if m.strip()]
print(",".join(m for m in want if m.rsplit(".", 1)[0] in known))
PY
cp /tmp/metrics.txt $OUT/metrics_used.txt
grep -E "^(l1tex__data_pipe_lsu_wavefronts_mem_shared|l1tex__data_bank_conflicts|smsp__inst_executed_op_|smsp__sass_branch|l1tex__t_(requests|sectors)_pipe_lsu_mem_global)" /tmp/query.txt > $OUT/query_excerpt.txt
timeout 150 ncu --metrics "$(cat /tmp/metrics.txt)" --csv --print-units base --log-file $OUT/ncu.csv \
    python3 profile.py . > $OUT/profile.log 2>&1
echo "ncu rc=$?" >> $OUT/profile.log
# the SASS: ptxas of the same CUDA (13.0) and cuobjdump, run off the GPU (docs/observing.md)
