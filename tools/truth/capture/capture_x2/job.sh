#!/bin/bash
# Device job "capture_x2" for issue 32 (needs 2 GPUs of one host): a torch.distributed program over
# NCCL, one process per GPU under torchrun, captured with `ptxemu capture --split-ranks` (one file per
# rank), NVLink multicast off (NCCL_NVLS_ENABLE=0). Laid out by stage.sh (this branch's capture package
# over main's src: overlay/). Run from its folder: bash job.sh  ->  $OUT/log.txt, $OUT/capture_x2.tar.xz
set -u
cd "$(dirname "$0")"
J=$PWD
: "${OUT:=$J/out}"
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
START=$(date +%s)
W=$(mktemp -d /tmp/capx2.XXXX)
R=$W/res
mkdir -p "$R" "$W/run"
cp -r ../../src "$W/src" && cp -r overlay/ptxemu/. "$W/src/ptxemu/"
export PYTHONPATH=$W/src PYTHONUNBUFFERED=1 PTXEMU_CACHE_DIR=$W/cache NCCL_NVLS_ENABLE=0 NCCL_DEBUG=WARN
T() {
  local name=$1 to=$2; shift 2
  local s=$EPOCHREALTIME
  timeout -k 5 "$to" "$@" > "$R/out_$name.txt" 2>&1; local rc=$?
  local t; t=$(awk -v a="$s" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.3f", b-a}')
  tail -c 2500 "$R/out_$name.txt"
  echo "TIME $name $t s rc=$rc"; printf '%s\t%s\t%s\n' "$name" "$t" "$rc" >> "$R/times.tsv"
}
date -u; nvidia-smi -L; nvidia-smi topo -m 2>&1 | head -6
cd "$W/run"
RUN="python3 -m torch.distributed.run --nproc-per-node 2 $J/programs/dist_collectives.py"
T plain_dist 90 $RUN
T cap_dist 120 python3 -m ptxemu.cli capture --split-ranks -o "$R/dist.ptxcap.xz" -- $RUN
python3 - "$R" <<'PY' || true
import glob, json, os, sys
from ptxemu.capture.fileformat import Reader
for p in sorted(glob.glob(sys.argv[1] + "/*.ptxcap.xz")):
    ix = Reader(p).index
    print("SUMMARY", os.path.basename(p), os.path.getsize(p), "bytes", len(ix["launches"]), "launches",
          json.dumps(ix.get("summary")), ix.get("processes"))
    for l in ix["launches"][:10]:
        print("  launch", l["index"], l["kernel"][:80], l["grid"], l["block"], [(m["found"], m["size"], "peer" in m) for m in l["memory"]][:6], l["status"])
    for m in ix["modules"][:6]:
        print("  module", m["id"], m["image_kind"], (m["ptx_source"] or "")[:200])
    for n in ix.get("notes", [])[:10]:
        print("  note", n[:300])
PY
for f in "$R"/*.ptxcap.xz; do [ -f "$f" ] && [ "$(stat -c %s "$f")" -gt 6000000 ] && mv "$f" "$W/" && echo "BIG $f left behind"; done
tar -cJf "$OUT/capture_x2.tar.xz" -C "$W" res
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"
