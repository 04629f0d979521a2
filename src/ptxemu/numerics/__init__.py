"""numerics layer: the arithmetic of the tensor-core instructions (docs/numerics.md).

fp        exact integer view of float codes; rounding into any binary format
blockfma  the generic, vectorised block-FMA engine (`BlockFMA`, `evaluate`)
blockfma_fast  its table-driven route for 8/16-bit and tf32 inputs (same bits)
blockfma_kernel  that route's compiled loops (numba; the numpy chunks are the fallback)
jit       the optional numba layer (PTXEMU_JIT=0 switches it off) and register bitcasts
models    the named sm_90 models per (target, instruction path) and `evaluate_form`
emulated  ptxas software expansions (mma.sync m8n8k4 .f16 on sm_90)
f64       the DMMA fused-multiply-add chain
f64_kernel  its compiled chain (the CPU's FMA; AVX-512 rounding control for directed modes)
integer   s8/u8/s4/u4 and b1 tensor-core arithmetic (wrap / satfinite, popc)
blackwell the sm_100a / sm_120a block-scaled models
"""
