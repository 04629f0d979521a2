#!/bin/bash
# On the H100 (device machine), from this folder: the cp.async probe launches of ldgsts_cases.py under
# Nsight Compute with the LDGSTS metrics of metrics.txt (those ncu knows), in chunks of 28 so that a
# run cut short keeps what it measured; then the SASS of ldgsts_sm90a.ptx. Writes straight into $OUT
# (gpu.txt, log.txt, ncu_N.csv, ldgsts.sass). About 2 minutes.
set -u
R=$OUT; T0=$SECONDS
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/gpu.txt 2>&1
ncu --version >> $R/gpu.txt 2>&1
(ptxas -arch=sm_90a -O3 ldgsts_sm90a.ptx -o /tmp/ldgsts.cubin && cuobjdump -sass /tmp/ldgsts.cubin | grep -v "^ */\* 0x" > $R/ldgsts.sass) >> $R/log.txt 2>&1
timeout 20 ncu --query-metrics > /tmp/query.txt 2>&1
python3 - <<'PY' > /tmp/metrics.txt
import re
q = open("/tmp/query.txt").read()
known = set(re.findall(r"^(\S+)\s", q, re.M))
want = [m.strip() for m in open("metrics.txt") if m.strip()]
ok = [m for m in want if m.rsplit(".", 1)[0] in known] if len(known) > 100 else want
print(",".join(ok))
PY
echo "metrics: $(cat /tmp/metrics.txt) at $((SECONDS - T0)) s" >> $R/log.txt
N=$(python3 -c "import ldgsts_cases; print(len(ldgsts_cases.cases()))")
i=0; k=0
for step in 28 28 28 28 28 28 28; do
    j=$((i + step)); [ $j -gt $N ] && j=$N
    if [ $((SECONDS - T0)) -gt ${JOB_BUDGET:-100} ]; then echo "chunk $k [$i,$j) SKIPPED at $((SECONDS - T0)) s" >> $R/log.txt; break; fi
    timeout 45 ncu --metrics "$(cat /tmp/metrics.txt)" --csv --print-units base --log-file $R/ncu_$k.csv \
        python3 profile.py $i $j >> $R/log.txt 2>&1
    echo "chunk $k [$i,$j) rc=$? at $((SECONDS - T0)) s" >> $R/log.txt
    i=$j; k=$((k + 1)); [ $i -ge $N ] && break
done
ls -la $R >> $R/log.txt
