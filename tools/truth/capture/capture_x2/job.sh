#!/bin/bash
# Device job "capture_x2" for issue 32 (needs 2 GPUs of one host: nvidia-h100-x2): a torch.distributed
# program over NCCL, one process per GPU under torchrun, captured with `ptxemu capture --split-ranks`
# (one file per rank), then replayed there with `ptxemu replay` (both ranks together). NVLink multicast
# stays off: NCCL_NVLS_ENABLE=0, TORCH_SYMM_MEM_DISABLE_MULTICAST=1, NVSHMEM_DISABLE_NVLS=1 (exported
# here, inherited by torchrun's ranks; the program refuses to run without them). Laid out by stage.sh
# (this branch's capture package over main's src: overlay/). At most BUDGET (210) seconds.
# Run from its folder: bash job.sh  ->  $OUT/log.txt, $OUT/capture_x2.tar.xz
set -u
cd "$(dirname "$0")"
J=$PWD
: "${OUT:=$J/out}"
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
START=$(date +%s)
BUDGET=${BUDGET:-210}
W=$(mktemp -d /tmp/capx2.XXXX)
R=$W/res
mkdir -p "$R" "$W/run"
cp -r ../../src "$W/src" && cp -r overlay/ptxemu/. "$W/src/ptxemu/"
export PYTHONPATH=$W/src PYTHONUNBUFFERED=1 PTXEMU_CACHE_DIR=$W/cache NCCL_DEBUG=WARN
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
left() { echo $((BUDGET - ($(date +%s) - START))); }
T() {  # T NAME TIMEOUT CMD...: with a timeout, within what is left of BUDGET; "TIME name s rc" logged
  local name=$1 to=$2; shift 2
  local l; l=$(left)
  if [ "$l" -lt 6 ]; then echo "SKIP $name (time budget spent)"; return 99; fi
  [ "$to" -gt "$l" ] && to=$l
  local s=$EPOCHREALTIME
  timeout -k 5 "$to" "$@" > "$R/out_$name.txt" 2>&1; local rc=$?
  local t; t=$(awk -v a="$s" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.3f", b-a}')
  tail -c 2500 "$R/out_$name.txt"
  echo "TIME $name $t s rc=$rc"; printf '%s\t%s\t%s\n' "$name" "$t" "$rc" >> "$R/times.tsv"
  return $rc
}
date -u; nvidia-smi -L; nvidia-smi topo -m 2>&1 | head -6
env | grep -E '^(NCCL_|TORCH_SYMM|NVSHMEM_)' | sort
# what NCCL ships: PTX (replayable) or SASS only, per architecture
NCCL=$(python3 -c "import glob, os, nvidia.nccl as n; print((glob.glob(os.path.join(list(n.__path__)[0], 'lib', 'libnccl.so*')) or [''])[0])" 2>/dev/null)
echo "libnccl: ${NCCL:-not found in the nvidia.nccl package}"
if [ -n "$NCCL" ]; then
  echo "PTX entries by arch:"; cuobjdump --list-ptx "$NCCL" 2>&1 | grep -o 'sm_[0-9]*a\?' | sort | uniq -c | head
  echo "ELF entries by arch:"; cuobjdump --list-elf "$NCCL" 2>&1 | grep -o 'sm_[0-9]*a\?' | sort | uniq -c | head
fi
cd "$W/run"
RUN="python3 -m torch.distributed.run --nproc-per-node 2"  # a port each: no wait for the last one's
T plain_dist 60 $RUN --master-port 29517 "$J/programs/dist_collectives.py"
# NCCL's kernels only (ncclDevKernel_*): the k-th recorded launch of each rank is the same collective.
# NCCL's kernels reach their channels' buffers (and the peer's, mapped) through pointers in device memory
# (the communicator), not through their parameters: --follow-pointers records those too; two channels
# of 1 MiB buffers keep that small (still NCCL's own kernels and protocols)
T cap_dist 90 env NCCL_MAX_NCHANNELS=2 NCCL_BUFFSIZE=1048576 python3 -m ptxemu.cli capture --split-ranks \
  --kernel nccl --follow-pointers 512 -o "$R/dist.ptxcap.xz" -- $RUN --master-port 29518 "$J/programs/dist_collectives.py"
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
RANKS=$(ls "$R"/dist.rank*.ptxcap.xz 2>/dev/null)
[ -n "$RANKS" ] && T replay_dist 45 python3 -m ptxemu.cli replay $RANKS
for f in "$R"/*.ptxcap.xz; do [ -f "$f" ] && [ "$(stat -c %s "$f")" -gt 6000000 ] && mv "$f" "$W/" && echo "BIG $f left behind"; done
tar -cJf "$OUT/capture_x2.tar.xz" -C "$W" res
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"
