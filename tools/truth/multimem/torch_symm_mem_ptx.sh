#!/bin/sh
# PTX of PyTorch's symmetric-memory kernels (tests/data/multimem/torch, README there).
# SRC: a folder holding PyTorch's CUDASymmetricMemory-inl.h at
#   torch/csrc/distributed/c10d/symm_mem/ (pytorch 2993574b) and ops_kernels.cuh (the excerpt of
#   CUDASymmetricMemoryOps.cu at pytorch 03a4032b named in the driver); TORCH_INC: the torch
#   wheel's include folder (2.13.0). Neither is committed.
set -e
SRC=${SRC:-.dev/src}
TORCH_INC=${TORCH_INC:-/work/main/.venv/lib/python3.11/site-packages/torch/include}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
OUT=${OUT:-tests/data/multimem/torch}
here=$(dirname "$0")
for arch in sm_90a; do
  "$NVCC" -O3 -std=c++20 -arch=$arch -ptx -DUSE_C10D_NCCL -DNDEBUG \
    -I"$SRC" -I"$TORCH_INC" -I"$TORCH_INC/torch/csrc/api/include" \
    --expt-relaxed-constexpr -o "$OUT/symm_mem_ops.$arch.ptx" "$here/torch_symm_mem_kernels.cu"
  gzip -n -9 -f "$OUT/symm_mem_ops.$arch.ptx"
done
