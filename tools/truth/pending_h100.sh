#!/bin/bash
# The H100 recordings session 12 prepared and could not make (its device time ran out): one device
# call for all five. From the repository root here:
#     bash tools/truth/pending_h100.sh stage      # copies what each job needs into .devq/pending/
# then on the device (the run tool: carry [".devq/pending"], about 5 minutes):
#     cd .devq/pending && bash pending_h100.sh run
# Each job writes under <job>/ of $OUT/pending.tar.xz (a failed job does not stop the others). Where
# the results go:
#   grammar/grammar_outputs.npz          -> tests/data/kernels/grammar_outputs_h100.npz   (issue 30)
#   operands/operand_kinds_record.npz    -> tests/data/operand_kinds/operand_kinds_record.npz (36)
#   wrongans/issue35_outputs.npz         -> tests/data/kernels/issue35_outputs.npz        (issue 35)
#   frontends/triton_h100.npz            -> tests/data/frontends/triton_h100.npz          (issue 33)
#   counters/ncu.csv                     -> tools/truth/counters/parse.py -> tests/data/counters/ncu_h100.json (34)
# The capture programs (issue 32) are a separate job: tools/truth/capture/job.sh (stage.sh lays it out).
set -u
case "${1:-}" in
stage)
    D=.devq/pending; rm -rf "$D"; mkdir -p "$D"/{grammar,operands,wrongans,frontends,counters}
    cp tools/truth/pending_h100.sh "$D"/
    cp tools/truth/grammar/{grammar.ptx,record.py} tests/data/kernels/grammar_inputs.npz "$D"/grammar/
    cp tools/truth/operand_kinds/{operand_kinds_sm90a.ptx,record.py} "$D"/operands/
    cp tools/truth/issue35/{issue35.ptx,record.py} tests/data/kernels/issue35_inputs.npz "$D"/wrongans/
    cp tools/truth/frontends/{record_triton.py,triton_kernels.py} "$D"/frontends/
    cp tools/truth/counters/{job.sh,metrics.txt,profile.py} tests/data/counters/{cases.json,bank_inputs.npz,bank_sm90a.ptx} \
       tests/data/kernels/{atomic_sm90a.ptx,triton.npz} \
       src/ptxemu/examples/{nvcc_sm90a.ptx,tensor_sm90a.ptx} "$D"/counters/
    # the seeded inputs are not stored (tests/data/kernels/*_inputs.seeded.json): written out whole here
    for n in atomic nvcc tensor; do
        python3 tools/recompress_npz.py --whole tests/data/kernels/${n}_inputs.npz \
            "$D"/counters/${n}_inputs.npz
    done
    du -sh "$D" ;;
run)
    H=$PWD; nvidia-smi --query-gpu=name,driver_version --format=csv > "$OUT/gpu.txt" 2>&1
    # each job has its own limit so that all five and the archive fit one 600-second device call
    job() { local n=$1 t=$2; shift 2; mkdir -p "$OUT/$n"; local s=$SECONDS
            (cd "$H/$n" && OUT="$OUT/$n" timeout "$t" "$@") > "$OUT/$n/log.txt" 2>&1
            echo "$n rc=$? $((SECONDS - s)) s" >> "$OUT/summary.txt"; }
    job grammar 60 python3 record.py . "$OUT/grammar"
    job operands 80 python3 record.py operand_kinds_sm90a.ptx "$OUT/operands/operand_kinds_record.npz"
    job wrongans 60 python3 record.py run . "$OUT/wrongans"
    job frontends 170 env TRITON_CACHE_DIR="$H/tcache" python3 record_triton.py "$OUT/frontends/triton_h100.npz"
    job counters 180 bash job.sh
    cat "$OUT/summary.txt"
    # the device tool brings back at most 8 files: everything in one archive
    (cd "$OUT" && tar cJf /tmp/pending.tar.xz . && rm -rf ./* && mv /tmp/pending.tar.xz .) ;;
*) echo "usage: bash tools/truth/pending_h100.sh stage|run" >&2; exit 2 ;;
esac
