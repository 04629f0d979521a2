#!/usr/bin/env bash
# Held-out hardware check of the finished MMA models: `ptxemu verify` with a seed never used for
# fitting or recording (4242), on forms and N values chosen after the models were final.
# Run on an sm_90a machine with cupy and nvcc:  OUT=dir bash tools/truth/verify_heldout.sh
# Output of the run on an H100 (2026-11-21): verify_heldout_4242.txt beside this file.
set -u
export PYTHONPATH=src OPENBLAS_NUM_THREADS=4
W=wgmma.mma_async.sync.aligned
M=mma.sync.aligned
v() { python -c "import sys; from ptxemu.cli import main; sys.exit(main(sys.argv[1:]))" verify "$@"; }
i=0
D=$(mktemp -d)
run() { i=$((i+1)); v "$@" --seed 4242 --save "$D/h$i.npz" 2>&1 | head -1; }
run $W.m64n256k16.f32.f16.f16 --steps 3
run $W.m64n72k16.f16.f16.f16 --steps 2 --imm-scale -1 1
run $W.m64n200k16.f32.bf16.bf16 --steps 3 --imm-scale 1 -1
run $W.m64n96k8.f32.tf32.tf32 --steps 2
run $W.m64n256k32.f32.e4m3.e5m2 --steps 4
run $W.m64n152k32.f16.e5m2.e4m3 --steps 2 --imm-scale -1 -1
run $W.m64n160k32.f32.e5m2.e5m2 --steps 3
run $W.m64n80k32.satfinite.s32.u8.s8 --steps 3
run $W.m64n144k256.s32.b1.b1.and.popc --steps 2
run $M.m16n8k16.row.col.f32.bf16.bf16.f32
run $M.m16n8k8.row.col.f16.f16.f16.f16
run $M.m16n8k8.row.col.f32.tf32.tf32.f32
run $M.m16n8k32.row.col.f32.e5m2.e4m3.f32
run $M.m16n8k64.row.col.satfinite.s32.u4.s4.s32
run $M.m16n8k256.row.col.s32.b1.b1.s32.xor.popc
run $M.m16n8k16.row.col.rm.f64.f64.f64.f64
run $M.m16n8k8.row.col.rz.f64.f64.f64.f64
run $M.m8n8k4.row.col.rp.f64.f64.f64.f64
run $M.m8n8k4.row.col.f32.f16.f16.f32
tar czf "$OUT/verify_heldout.tgz" -C "$D" .
