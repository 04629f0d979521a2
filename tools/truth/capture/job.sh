#!/bin/bash
# Device job for issue 32 (`ptxemu capture` on an H100; replay happens elsewhere). Run from the job
# folder (.devq/capture on the device machine, main's tracked tree at ../..):
#   bash job.sh        (needs $OUT; writes $OUT/log.txt and $OUT/capture.tar.xz, remade after each step)
# It takes main's src/ (../../src), lays this branch's capture files over it (overlay/), builds the
# interposer, and for each program: runs it plainly (wall time), then under `ptxemu capture` (wall
# time, the capture's summary: bytes recorded and stored against the program's allocations).
# Each step has a timeout; a failing step does not stop the rest; the whole job stays under 4 minutes.
set -u
cd "$(dirname "$0")"
J=$PWD
: "${OUT:=$J/out}"
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
START=$(date +%s)
W=$(mktemp -d /tmp/capjob.XXXX)
R=$W/res            # what comes back (packed into $OUT/capture.tar.xz)
mkdir -p "$R" "$W/spool" "$W/bin"
cp -r ../../src "$W/src" && cp -r overlay/ptxemu/. "$W/src/ptxemu/" && echo "src: main's, capture overlay laid over it"
export PATH=$PATH:/usr/local/cuda/bin
export PYTHONPATH=$W/src PYTHONUNBUFFERED=1 PTXEMU_CACHE_DIR=$W/cache PTXEMU_CAPTURE_VERBOSE=1
export TRITON_CACHE_DIR=$W/tcache TORCHINDUCTOR_CACHE_DIR=$W/icache CUPY_CACHE_DIR=$W/ccache
# SHORT=1 (job_min.sh): 75 s, the nvcc programs and cupy only, smaller event excerpts
SHORT=${SHORT:-0}
BUDGET=$([ "$SHORT" = 1 ] && echo 75 || echo 165)
EVB=$([ "$SHORT" = 1 ] && echo 20000 || echo 60000); EVL=$([ "$SHORT" = 1 ] && echo 6 || echo 20)
left() { echo $((BUDGET - ($(date +%s) - START))); }
# T NAME TIMEOUT CMD...: run with a timeout, log wall time as "TIME name seconds rc" (also into times.tsv)
T() {
  local name=$1 to=$2; shift 2
  local l; l=$(left)
  if [ "$l" -lt 8 ]; then echo "SKIP $name (time budget spent)"; return 99; fi
  [ "$to" -gt "$l" ] && to=$l
  local s=$EPOCHREALTIME
  timeout -k 10 "$to" "$@"; local rc=$?
  local t; t=$(awk -v a="$s" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.3f", b-a}')
  echo "TIME $name $t s rc=$rc"; printf '%s\t%s\t%s\n' "$name" "$t" "$rc" >> "$R/times.tsv"
  return $rc
}
PX="python3 -m ptxemu.cli"
# S NAME: the capture's summary (from its index), the spool's events (not launches' bulk), then repack
S() {
  local name=$1
  python3 - "$R/$name.ptxcap.xz" <<'PY' || true
import json, sys, os
from ptxemu.capture.fileformat import Reader
p = sys.argv[1]
if not os.path.exists(p):
    print("SUMMARY", os.path.basename(p), "missing"); sys.exit()
r = Reader(p); ix = r.index
mem = sum(m["size"] for l in ix["launches"] for m in l["memory"])
blobs = sum(len(r.blob(h)) for h in r.names())
print("SUMMARY", os.path.basename(p), json.dumps({"file_bytes": os.path.getsize(p), "launches": len(ix["launches"]),
      "modules": len(ix["modules"]), "memory_bytes_each_way": mem, "distinct_blob_bytes": blobs,
      "summary": ix.get("summary"), "device": ix.get("device")}))
for l in ix["launches"][:12]:
    print("  launch", l["index"], l["kernel"][:70], l["via"], l["grid"], l["block"], "params", l["params"]["size"],
          l["params"]["source"], "regions", [(m["found"], m["size"]) for m in l["memory"]], "status", l["status"])
for m in ix["modules"][:12]:
    print("  module", m["id"], m["image_kind"], m["image_bytes"], (m["ptx_source"] or "")[:160])
for n in ix.get("notes", [])[:15]:
    print("  note", n[:300])
PY
  # what comes back is bounded (16 MiB a file): a capture over 1.5 MB stays behind (the first run, 22:35, brought back nothing: 45 MB, killed at 230 s), its summary above
  # (solid captures, NAME.ptxcap.xz: nearly equal allocations compress against each other)
  local sz; sz=$(stat -c %s "$R/$name.ptxcap.xz" 2>/dev/null || echo 0)
  if [ "$sz" -gt 1500000 ]; then mkdir -p "$W/big"; mv "$R/$name.ptxcap.xz" "$W/big/"; echo "BIG $name.ptxcap.xz $sz bytes: not brought back"; fi
  mkdir -p "$R/events/$name"
  for f in "$W/spool/$name"/events-*.jsonl; do
    [ -f "$f" ] && grep -v '"ev":"launch"' "$f" | head -c "$EVB" > "$R/events/$name/$(basename "$f")"
    [ -f "$f" ] && grep '"ev":"launch"' "$f" | head -"$EVL" | cut -c1-3000 >> "$R/events/$name/$(basename "$f")"
  done
  du -sh "$W/spool/$name" 2>/dev/null
  tar -cJf "$OUT/capture.tar.xz.part" -C "$W" res && mv "$OUT/capture.tar.xz.part" "$OUT/capture.tar.xz"
}
CAP() {  # CAP NAME TIMEOUT [capture options] -- PROGRAM...
  local name=$1 to=$2; shift 2
  T "cap_$name" "$to" $PX capture -o "$R/$name.ptxcap.xz" --keep-spool "$W/spool/$name" "$@"
  S "$name"
}
date; nvidia-smi -L 2>&1 | head -4; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
which nvcc python3 gcc; nvcc --version | tail -1; gcc --version | head -1; python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)"
echo "== build"
T build_interposer 30 python3 -c "from ptxemu.capture.native import interposer; print(interposer())"
cd "$W/bin"
T nvcc_cuda 40 nvcc -O3 -arch=sm_90a -o cuda_kernels "$J/programs/cuda_kernels.cu" & P1=$!
T nvcc_graph 40 nvcc -O3 -arch=sm_90a -o graph_kernels "$J/programs/graph_kernels.cu" & P2=$!
T nvcc_fp4 40 nvcc -O3 -gencode arch=compute_90a,code=compute_90a -gencode arch=compute_100a,code=compute_100a \
  -o fp4_blackwell "$J/programs/fp4_blackwell.cu" & P3=$!
T nvcc_ipc 40 nvcc -O3 -arch=sm_90a -o ipc_ranks "$J/programs/ipc_ranks.cu" & P4=$!
wait $P1 $P2 $P3 $P4   # not a bare wait: that would wait for the log's tee too
cd "$W"
echo "== cuda_kernels (nvcc, static runtime)"
T plain_cuda 20 bin/cuda_kernels; T plain_cuda2 20 bin/cuda_kernels
CAP cuda 40 -- bin/cuda_kernels
echo "== graph_kernels (CUDA graphs)"
T plain_graph 20 bin/graph_kernels; T plain_graph2 20 bin/graph_kernels
CAP graph 40 -- bin/graph_kernels
echo "== fp4_blackwell (built for sm_90a and sm_100a; run as itself, then --as sm_100a)"
T plain_fp4 20 bin/fp4_blackwell
CAP fp4_h100 30 -- bin/fp4_blackwell
CAP fp4_as_sm100a 30 --as sm_100a --kernel 'to_fp4' --skip '6to_fp4P' -- bin/fp4_blackwell
echo "== ipc_ranks (two processes, RANK 0 and 1, one buffer shared through CUDA IPC)"
T plain_ipc 20 env RANK=0 WORLD_SIZE=2 bin/ipc_ranks
CAP ipc 30 -- env RANK=0 WORLD_SIZE=2 bin/ipc_ranks
echo "== cupy RawModule (PTX)"
T plain_cupy 40 python3 "$J/programs/cupy_rawkernel.py"
CAP cupy 40 -- python3 "$J/programs/cupy_rawkernel.py"
if [ "$SHORT" != 1 ]; then
  echo "== triton"
  T plain_triton 60 python3 "$J/programs/triton_kernels.py"
  rm -rf "$TRITON_CACHE_DIR"   # the capture compiles afresh too, so that the times compare
  CAP triton 60 -- python3 "$J/programs/triton_kernels.py"
  echo "== torch eager"
  T plain_torch 40 python3 "$J/programs/torch_ops.py"
  CAP torch_eager 40 --kernel 'vectorized_elementwise|reduce_kernel' --launches 0..5 -- python3 "$J/programs/torch_ops.py"
  echo "== torch eager interposed, nothing recorded (the interposer's own cost)"
  CAP torch_none 40 --kernel '^nothing_matches$' -- python3 "$J/programs/torch_ops.py"
  echo "== torch.compile"
  T plain_torchc 70 python3 "$J/programs/torch_ops.py" compile
  rm -rf "$TORCHINDUCTOR_CACHE_DIR" "$TRITON_CACHE_DIR"
  CAP torch_compile 70 --kernel '^triton' -- python3 "$J/programs/torch_ops.py" compile
fi
du -sh "$W/spool"/* 2>/dev/null
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"; date
