# The shared part of the capture device jobs (capture2/job.sh, capture3/job.sh), sourced by each with
# NAME set; the stage scripts copy it beside job.sh. Sets up the work folder, the timed step T, the
# capture step CAP with its summary S and the packing of what comes back ($OUT/$NAME.tar.xz).
set -u
cd "$(dirname "$0")"
J=$PWD
: "${OUT:=$J/out}"
mkdir -p "$OUT"
exec > >(tee -a "$OUT/log.txt") 2>&1
START=$(date +%s)
BUDGET=${BUDGET:-225}
W=$(mktemp -d /tmp/$NAME.XXXX)
R=$W/res
mkdir -p "$R" "$W/bin" "$W/run"
cp -r ../../src "$W/src" && cp -r overlay/ptxemu/. "$W/src/ptxemu/"
[ -f bin.tar.xz ] && tar -xJf bin.tar.xz -C "$W/bin"  # capture2 and 3: binaries built by build.sh
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
  if [ "$(stat -c %s "$W/pack.tar.xz")" -lt 11000000 ]; then mv "$W/pack.tar.xz" "$OUT/$NAME.tar.xz"
  else echo "PACK over 11 MB: the previous $NAME.tar.xz stays"; fi
}
CAP() {  # CAP NAME TIMEOUT [capture options] -- PROGRAM...
  local name=$1 to=$2; shift 2
  T "cap_$name" "$to" $PX capture -o "$R/$name.ptxcap.xz" "$@"
  S "$name"
}
P=$J/programs
