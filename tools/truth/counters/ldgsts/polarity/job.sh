#!/bin/bash
# On the H100 (device machine), from this folder: does Nsight Compute's SASS-derived LDGSTS
# wavefront count depend on the polarity of the ignore-src predicate (`P` vs `!P`)? The one launch
# of the async set that differs from the probes (cpa_cg16_1_1_1: 4 where cg16s_hi0 took 6; the
# l1tex__ hardware counters equal in both) is the only one whose SASS has `!P`. Runs profile.py's
# 30 launches under ncu with ../metrics.txt plus the l1tex shared totals; the SASS of every module.
# Writes $OUT/{gpu.txt,log.txt,ncu.csv,sass.txt}; under a minute.
set -u
R=$OUT
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/gpu.txt 2>&1
ncu --version >> $R/gpu.txt 2>&1
for f in polarity_sm90a.ptx ../ldgsts_sm90a.ptx ../../../../../tests/data/counters/async_sm90a.ptx; do
    (ptxas -arch=sm_90a -O3 $f -o /tmp/p.cubin && cuobjdump -sass /tmp/p.cubin | grep -E "Function|LDGSTS") >> $R/sass.txt 2>&1
done
timeout 20 ncu --query-metrics > /tmp/query.txt 2>&1
M=$(python3 - <<'PY'
import re
known = set(re.findall(r"^(\S+)\s", open("/tmp/query.txt").read(), re.M))
want = [m.strip() for m in open("../metrics.txt") if m.strip()] + [
    "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_misc.sum"]
print(",".join(m for m in want if m.rsplit(".", 1)[0] in known) if len(known) > 100 else ",".join(want))
PY
)
echo "metrics: $M" >> $R/log.txt
timeout 120 ncu --metrics "$M" --csv --print-units base --log-file $R/ncu.csv python3 profile.py >> $R/log.txt 2>&1
echo "ncu rc=$?" >> $R/log.txt
