#!/bin/bash
# Device job "capture3" for issue 32 (after capture2): real CUDA graphs (torch.compile's reduce-overhead
# mode), cupy's generated kernels (its black_scholes example), what a PyTorch eager training step's
# capture finds, and the overhead again, three runs each. Otherwise as capture2: programs captured with OUR
# `ptxemu capture` (this branch's capture package laid over main's src: overlay/), to be replayed on a
# CPU-only machine and compared with what the GPU wrote. Made by build.sh (binaries built there, in
# bin.tar.xz; the Python programs' sources in programs/). Run from its folder (.devq/capture3):
#   bash job.sh      writes $OUT/log.txt and $OUT/capture3.tar.xz (remade after each step)
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
W=$(mktemp -d /tmp/cap3.XXXX)
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
  if [ "$(stat -c %s "$W/pack.tar.xz")" -lt 11000000 ]; then mv "$W/pack.tar.xz" "$OUT/capture3.tar.xz"
  else echo "PACK over 11 MB: the previous capture3.tar.xz stays"; fi
}
CAP() {  # CAP NAME TIMEOUT [capture options] -- PROGRAM...
  local name=$1 to=$2; shift 2
  T "cap_$name" "$to" $PX capture -o "$R/$name.ptxcap.xz" "$@"
  S "$name"
}
P=$J/programs
date -u; nvidia-smi -L 2>&1 | head -2
python3 -c "import torch, triton, cupy; print('torch', torch.__version__, 'triton', triton.__version__, 'cupy', cupy.__version__)"
T build_interposer 30 python3 -c "from ptxemu.capture.native import interposer; print(interposer())"
cd "$W/run"
echo "== torch.compile(mode='reduce-overhead'): Inductor's kernels in CUDA graphs"
T plain_graphs 60 python3 "$P/compiled_graphs.py"
CAP graphs 60 --kernel '^triton_' -- python3 "$P/compiled_graphs.py"
echo "== cupy examples/finance/black_scholes.py -n 1000 (ElementwiseKernel and cupy's ufuncs, float64)"
BS=(env CUPY_COMPILE_WITH_PTX=1 python3 "$P/cupy/black_scholes.py" -n 1000)
T plain_black_scholes 30 "${BS[@]}"
CAP black_scholes 30 --kernel 'black_scholes|^cupy_' -- "${BS[@]}"
echo "== a PyTorch eager training step: every launch (summary only)"
T plain_eager 30 python3 "$P/eager_step.py"
CAP eager 30 -- python3 "$P/eager_step.py"
[ -f "$R/eager.ptxcap.xz" ] && [ "$(stat -c %s "$R/eager.ptxcap.xz")" -gt 600000 ] && rm -f "$R/eager.ptxcap.xz"
echo "== overhead, three runs each: llm.c layernorm_forward (36,018 launches) and CUTLASS 48"
A48="--m=256 --n=256 --k=128 --iterations=0"
for i in 1 2 3; do
  T plain_layernorm_$i 20 "$W/bin/layernorm_forward"
  T cap_layernorm_$i 30 $PX capture -o "$W/ln_$i.ptxcap.xz" --launches 0..17 -- "$W/bin/layernorm_forward"
  T capnone_layernorm_$i 30 $PX capture -o "$W/lnn_$i.ptxcap.xz" --kernel no_such_kernel -- "$W/bin/layernorm_forward"
  T plain_cutlass48_$i 20 "$W/bin/cutlass48" $A48
  T cap_cutlass48_$i 30 $PX capture -o "$W/c48_$i.ptxcap.xz" -- "$W/bin/cutlass48" $A48
done
echo "== overhead of a Python program: Triton tutorial 01, two more runs each (its kernel compiled by the first)"
V01=("$P/triton/01-vector-add.py" "size = 98432" "size = 4000")
for i in 0 1 2; do
  T plain_t01_$i 30 python3 "$P/triton_tutorial.py" "${V01[@]}"
  [ "$i" -gt 0 ] && T cap_t01_$i 30 $PX capture -o "$W/t01_$i.ptxcap.xz" --kernel add_kernel -- python3 "$P/triton_tutorial.py" "${V01[@]}"
done
python3 - "$W" <<'PY' || true
import glob, json, os, sys
from ptxemu.capture.fileformat import Reader
for p in sorted(glob.glob(sys.argv[1] + "/*_[123].ptxcap.xz")):
    ix = Reader(p).index
    print("OVERHEAD", os.path.basename(p), os.path.getsize(p), json.dumps(ix["summary"]))
PY
PACK
ls -la "$R" "$OUT"; echo "elapsed $(( $(date +%s) - START )) s"; date -u
