#!/bin/bash
# On the H100 (device machine), from the staged folder (async_stage.sh): the async cases
# (async_cases.py) under Nsight Compute twice: with the core LSU metrics of metrics.txt, then with
# every counter ncu lists for shared memory, LDGSTS, TMA and GMMA; ncu's own descriptions of
# those metrics; the SASS of async_sm90a.ptx. Written straight into $OUT as it goes (a run cut off
# by the device call's limit keeps what it made), the core run first; about 3 minutes at most.
set -u
R=$OUT
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/gpu.txt 2>&1
ncu --version > $R/ncu_version.txt 2>&1
ncu --query-metrics > /tmp/query.txt 2>&1
grep -iE "ldgsts|tma|gmma|bulk|mem_shared|data_bank|dsmem|shared_op|inst_executed_op" /tmp/query.txt > $R/query_async.txt
python3 - <<'PY' > /tmp/core.txt
import re
known = set(re.findall(r"^(\S+)\s", open("/tmp/query.txt").read(), re.M))
want = [m.strip() for m in open("metrics.txt") if m.strip()]
extra = ["l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum",
         "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum",
         "l1tex__t_requests_pipe_lsu_mem_global_op_ldgsts.sum",
         "l1tex__t_sectors_pipe_lsu_mem_global_op_ldgsts.sum",
         "smsp__inst_executed_op_ldgsts.sum"]
print(",".join(m for m in want + extra if m.rsplit(".", 1)[0] in known))
PY
python3 - <<'PY' > /tmp/wide.txt
import re
names = []
for ln in open("/tmp/query.txt"):
    t = ln.split()
    if len(t) < 2 or not re.match(r"^[a-z0-9_]+__\w+$", t[0]):
        continue
    if t[1] not in ("Counter",) and t[1] in ("Ratio", "Throughput"):
        continue
    if re.search(r"ldgsts|tma|gmma|bulk|mem_shared|data_bank", t[0]) and "pct" not in t[0]:
        names.append(t[0] + ".sum")
print(",".join(names[:150]))
PY
cp /tmp/core.txt $R/metrics_core.txt; cp /tmp/wide.txt $R/metrics_wide.txt
cp cases.json $R/
(ptxas -arch=sm_90a -O3 async_sm90a.ptx -o /tmp/a.cubin && cuobjdump -sass /tmp/a.cubin > $R/async.sass) > $R/sass.log 2>&1
timeout 60 ncu --metrics "$(cat /tmp/core.txt)" --csv --print-units base --log-file $R/ncu_core.csv \
    python3 profile.py . > $R/profile_core.log 2>&1
echo "core rc=$?" >> $R/profile_core.log
timeout 100 ncu --metrics "$(cat /tmp/wide.txt)" --csv --print-units base --log-file $R/ncu_wide.csv \
    python3 profile.py . > $R/profile_wide.log 2>&1
echo "wide rc=$?" >> $R/profile_wide.log
ls -la $R
