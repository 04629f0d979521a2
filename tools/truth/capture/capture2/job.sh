#!/bin/bash
# Device job "capture2" for issue 32: programs nobody here wrote, captured on the GPU with OUR
# `ptxemu capture` (this branch's capture package laid over main's src: overlay/), to be replayed on a
# CPU-only machine and compared with what the GPU wrote. Made by build.sh (binaries built there, in
# bin.tar.xz; the Python programs' sources in programs/). Run from its folder (.devq/capture2):
#   bash job.sh      writes $OUT/log.txt and $OUT/capture2.tar.xz (remade after each step)
# Each program runs plainly (wall time), then under `ptxemu capture` (wall time; the capture's
# summary: launches, recorded and stored bytes, file size, the program's peak allocation).
# Every step has a timeout; a failing step does not stop the rest; the whole job stays under 230 s.
set -u
cd "$(dirname "$0")"
J=$PWD
: "${OUT:=$J/out}"
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
START=$(date +%s)
BUDGET=${BUDGET:-225}
W=$(mktemp -d /tmp/cap2.XXXX)
R=$W/res
mkdir -p "$R" "$W/bin" "$W/run"
cp -r ../../src "$W/src" && cp -r overlay/ptxemu/. "$W/src/ptxemu/"
tar -xJf bin.tar.xz -C "$W/bin"
export PATH=$PATH:/usr/local/cuda/bin
export PYTHONPATH=$W/src PYTHONUNBUFFERED=1 PTXEMU_CACHE_DIR=$W/cache
export TRITON_CACHE_DIR=$W/tcache TORCHINDUCTOR_CACHE_DIR=$W/icache CUPY_CACHE_DIR=$W/ccache
# llm.c's programs link cuBLAS (common.h): the device's copy is torch's
CUB=$(python3 - <<'PY'
import glob, site
for d in site.getsitepackages() + [site.getusersitepackages()]:
    for p in sorted(glob.glob(d + "/nvidia/*/lib/libcublas.so.*")) + sorted(glob.glob(d + "/nvidia/cublas/lib/libcublas.so.*")):
        print(p.rsplit("/", 1)[0]); raise SystemExit
PY
)
[ -z "$CUB" ] && CUB=$(dirname "$(find / -name 'libcublas.so.13' -print -quit 2>/dev/null)")
export LD_LIBRARY_PATH=${CUB}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
echo "cuBLAS from: $CUB"
left() { echo $((BUDGET - ($(date +%s) - START))); }
# T NAME TIMEOUT CMD...: run with a timeout; "TIME name seconds rc" in the log and in times.tsv
T() {
  local name=$1 to=$2; shift 2
  local l; l=$(left)
  if [ "$l" -lt 6 ]; then echo "SKIP $name (time budget spent)"; return 99; fi
  [ "$to" -gt "$l" ] && to=$l
  local s=$EPOCHREALTIME
  timeout -k 5 "$to" "$@" > "$R/out_$name.txt" 2>&1; local rc=$?
  local t; t=$(awk -v a="$s" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.3f", b-a}')
  tail -c 1500 "$R/out_$name.txt"
  if [ "$(stat -c %s "$R/out_$name.txt")" -gt 30000 ]; then
    { head -c 10000 "$R/out_$name.txt"; echo; echo "[...]"; tail -c 20000 "$R/out_$name.txt"; } > "$R/out.tmp"
    mv "$R/out.tmp" "$R/out_$name.txt"
  fi
  echo "TIME $name $t s rc=$rc"; printf '%s\t%s\t%s\n' "$name" "$t" "$rc" >> "$R/times.tsv"
  return $rc
}
PX="python3 -m ptxemu.cli"
S() {  # the capture's summary, then repack what comes back
  local name=$1
  python3 - "$R/$name.ptxcap.xz" <<'PY' || true
import json, os, sys
from ptxemu.capture.fileformat import Reader
p = sys.argv[1]
if not os.path.exists(p):
    print("SUMMARY", os.path.basename(p), "missing"); raise SystemExit
r = Reader(p); ix = r.index
mem = sum(m["size"] for l in ix["launches"] for m in l["memory"])
print("SUMMARY", os.path.basename(p), json.dumps({"file_bytes": os.path.getsize(p), "launches": len(ix["launches"]),
      "modules": len(ix["modules"]), "memory_bytes_each_way": mem, "summary": ix.get("summary"),
      "device": ix.get("device"), "exit_code": ix.get("exit_code")}))
for l in ix["launches"][:8]:
    print("  launch", l["index"], l["kernel"][:90], l["via"], l["grid"], l["block"], l["cluster"], "params",
          l["params"]["size"], l["params"]["source"], "regions", [(m["found"], m["size"]) for m in l["memory"]][:6],
          "status", l["status"], "skipped" if l.get("skipped") else "")
for m in ix["modules"][:8]:
    print("  module", m["id"], m["image_kind"], m["image_bytes"], (m["ptx_source"] or "")[:200])
for n in ix.get("notes", [])[:12]:
    print("  note", n[:300])
PY
  local sz; sz=$(stat -c %s "$R/$name.ptxcap.xz" 2>/dev/null || echo 0)
  if [ "$sz" -gt 2500000 ]; then mkdir -p "$W/big"; mv "$R/$name.ptxcap.xz" "$W/big/"; echo "BIG $name.ptxcap.xz $sz bytes: not brought back"; fi
  rm -f "$R"/*.part
  PACK
}
# what comes back: res/ without partial files, packed outside $OUT, then moved in whole (< 11 MB)
PACK() {
  tar -cJf "$W/pack.tar.xz" --exclude='*.part' -C "$W" res || return
  if [ "$(stat -c %s "$W/pack.tar.xz")" -lt 11000000 ]; then mv "$W/pack.tar.xz" "$OUT/capture2.tar.xz"
  else echo "PACK over 11 MB: the previous capture2.tar.xz stays"; fi
}
CAP() {  # CAP NAME TIMEOUT [capture options] -- PROGRAM...
  local name=$1 to=$2; shift 2
  T "cap_$name" "$to" $PX capture -o "$R/$name.ptxcap.xz" "$@"
  S "$name"
}
P=$J/programs
date -u; nvidia-smi -L 2>&1 | head -2; nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>&1 | head -1
python3 -c "import torch, triton, cupy; print('torch', torch.__version__, 'triton', triton.__version__, 'cupy', cupy.__version__)"
T build_interposer 30 python3 -c "from ptxemu.capture.native import interposer; print(interposer())"
cd "$W/run"
echo "== CUTLASS 48_hopper_warp_specialized_gemm (TF32, TMA, clusters)"
A48="--m=256 --n=256 --k=128 --iterations=0"
T plain_cutlass48 20 "$W/bin/cutlass48" $A48
CAP cutlass48 30 -- "$W/bin/cutlass48" $A48
echo "== llm.c dev/cuda/layernorm_forward (kernel 2: mean, rstd, normalization), B=1 T=8 C=768"
T plain_layernorm 20 "$W/bin/layernorm_forward"
CAP layernorm 30 --launches 0..17 -- "$W/bin/layernorm_forward"
echo "== llm.c dev/cuda/global_norm (kernel 1: float atomicAdd per block), C=32 L=1"
T plain_global_norm 20 "$W/bin/global_norm"
CAP global_norm 30 --kernel norm_kernel --launches 0..6 -- "$W/bin/global_norm"
echo "== Triton tutorial 01-vector-add (size 4000)"
TT="python3 $P/triton_tutorial.py"
V01=("$P/triton/01-vector-add.py" "size = 98432" "size = 4000")
T plain_t01 40 $TT "${V01[@]}"
CAP t01 40 --kernel add_kernel -- $TT "${V01[@]}"
echo "== Triton tutorial 02-fused-softmax (37 x 781)"
V02=("$P/triton/02-fused-softmax.py" "torch.randn(1823, 781, device=DEVICE)" "torch.randn(37, 781, device=DEVICE)")
T plain_t02 40 $TT "${V02[@]}"
CAP t02 40 --kernel softmax_kernel -- $TT "${V02[@]}"
echo "== cupy examples/gemm/sgemm.py (RawKernel, PTX: CUPY_COMPILE_WITH_PTX=1)"
T plain_cupy_sgemm 30 env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/sgemm.py" --m 64 --n 96 --k 40
CAP cupy_sgemm 30 --kernel '^sgemm$' -- env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/sgemm.py" --m 64 --n 96 --k 40
echo "== torch.compile (Inductor's Triton kernels)"
T plain_compile 60 python3 "$P/compiled_model.py"
CAP compile 60 --kernel '^triton_' -- python3 "$P/compiled_model.py"
echo "== CUTLASS 71_blackwell_gemm_with_collective_builder built for compute_100a, --as sm_100a"
A71="--m=256 --n=256 --k=64"
T plain_cutlass71 20 "$W/bin/cutlass71" $A71
CAP cutlass71_as_sm100a 45 --as sm_100a --skip Sm100 -- "$W/bin/cutlass71" $A71
echo "== CUTLASS 70_blackwell_fp16_gemm (fp32 C/D: maps the H100 refuses), --as sm_100a"
A70="--m=256 --n=256 --k=128 --iterations=0"
T plain_cutlass70 20 "$W/bin/cutlass70" $A70
CAP cutlass70_as_sm100a 45 --as sm_100a --skip Sm100 -- "$W/bin/cutlass70" $A70
echo "== Triton tutorial 05-layer-norm (64 x 512 fp16; forward and backward)"
V05=("$P/triton/05-layer-norm.py" "test_layer_norm(1151, 8192, torch.float16)" "test_layer_norm(64, 512, torch.float16)")
T plain_t05 40 $TT "${V05[@]}"
CAP t05 40 --kernel '^_layer_norm' -- $TT "${V05[@]}"
echo "== warm reruns (the first plain run of a Python program compiled its kernels)"
[ "$(left)" -gt 30 ] && T warm_t01 20 $TT "${V01[@]}"
[ "$(left)" -gt 30 ] && T warm_t02 20 $TT "${V02[@]}"
[ "$(left)" -gt 40 ] && T warm_compile 30 python3 "$P/compiled_model.py"
[ "$(left)" -gt 30 ] && T warm_cupy_sgemm 20 env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/sgemm.py" --m 64 --n 96 --k 40
echo "== the same layernorm at llm.c's own size (B=8 T=1024 C=768): overhead and size; the file stays here"
if [ -x "$W/bin/layernorm_full" ] && [ "$(left)" -gt 50 ]; then
  T plain_layernorm_full 20 "$W/bin/layernorm_full"
  CAP layernorm_full 40 --launches 0..2 -- "$W/bin/layernorm_full"
  rm -f "$R/layernorm_full.ptxcap.xz"
fi
PACK
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"; date -u
