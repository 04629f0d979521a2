#!/bin/bash
# One program of programs.txt: build (binary and the PTX of every arch, from one nvcc with -keep), run
# under tmaprec + launchrec, pack. Every step stays inside the deadline that record.sh set.
IFS='|' read -r name src inc archs extra fake skip args <<< "$1"
cd /tmp/corpus_work
left() { echo $(( START + DEADLINE - $(date +%s) )); }
[ $(left) -gt 20 ] || { echo "$name not started: deadline" > res/$name.summary; exit 0; }
case $src in wrap/*) s=cutlass/$src ;; *) s=cutlass/examples/$src ;; esac
gen=""; for a in $archs; do gen="$gen -gencode arch=compute_$a,code=compute_$a"; done
FLAGS="-std=c++17 --expt-relaxed-constexpr -ftemplate-backtrace-limit=0 -O3 -DNDEBUG -DCUTLASS_ENABLE_TENSOR_CORE_MMA=1
 -DCUTLASS_TEST_LEVEL=0 -DCUTLASS_TEST_ENABLE_CACHED_RESULTS=1 -DCUTLASS_CONV_UNIT_TEST_RIGOROUS_SIZE_ENABLED=1
 -DCUTLASS_DEBUG_TRACE_LEVEL=0 -DCUTLASS_ENABLE_GDC_FOR_SM100=1 -Icutlass/include -Icutlass/tools/util/include
 -Icutlass/examples/common -Icutlass/examples/$inc -Icutlass/wrap"
mkdir -p kd_$name rec_$name res/$name
t0=$(date +%s)
cmd="nvcc $FLAGS ${EXTRA_NVCC:-} $extra $gen -t 4 -cudart shared -lcuda -keep -keep-dir kd_$name -o bin_$name $s"
echo "$cmd" | tr -s ' \n' ' ' > res/$name/build.cmd
timeout $(left) $cmd > res/$name/build.log 2>&1
rc=$?
echo "$name build rc=$rc $(( $(date +%s) - t0 ))s" | tee res/$name.summary
for a in $archs; do
  f=$(ls kd_$name/*.compute_$a.ptx 2>/dev/null | head -1)
  # with one arch, nvcc keeps BASENAME.ptx
  [ -z "$f" ] && [ $(echo $archs | wc -w) = 1 ] && f=$(ls kd_$name/*.ptx 2>/dev/null | head -1)
  [ -n "$f" ] && cp "$f" res/$name/$name.compute_$a.ptx
done
[ $rc = 0 ] && [ $(left) -gt 10 ] || exit 0
t0=$(date +%s)
envs="LAUNCHREC_DIR=rec_$name LAUNCHREC_MAX=400 TMAPREC_FILE=res/$name/tmaps.jsonl REFDUMP_FILE=res/$name/refdump.bin"
[ "$fake" != "" ] && envs="$envs LAUNCHREC_FAKE_CC=$fake"
[ "$skip" != "-" ] && envs="$envs LAUNCHREC_SKIP=$skip"
echo "$envs ./bin_$name $args" > res/$name/run.cmd
timeout $(left) env $envs LD_PRELOAD="$PWD/libtmaprec.so $PWD/liblaunchrec.so" ./bin_$name $args \
  > res/$name/stdout.txt 2>&1
rc=$?
echo "exit code $rc" >> res/$name/stdout.txt
python3 $(dirname $0)/pack.py rec_$name res/$name/$name.npz > res/$name/pack.txt 2>&1
n=$(ls rec_$name/*.json 2>/dev/null | wc -l)
echo "$name run rc=$rc $(( $(date +%s) - t0 ))s launches=$n $(grep -c Passed res/$name/stdout.txt) passed \
$(grep -c 'Failed' res/$name/stdout.txt) failed npz=$(stat -c %s res/$name/$name.npz 2>/dev/null)" | tee -a res/$name.summary
