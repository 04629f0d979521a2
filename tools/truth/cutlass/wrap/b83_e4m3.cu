// b83_e4m3: CUTLASS's example 83_blackwell_sparse_gemm.cu unchanged, with its two element types
// (ElementA = ElementB = half_t) read as cutlass::float_e4m3_t: the example's own headers come first, then
// half_t names float_e4m3_t for the example's text only. Its sparse kernel then issues
// tcgen05.mma.sp .kind::f8f6f4; its device reference GEMM (a SIMT kernel) runs on the H100/H200.
// The e4m3 MMA's K is 64, one k-phase of the example's 256x128x64 tile, which its mainloop refuses
// ("only support MmaShape=128 and 2/4 kphase"): _64 (used by the example's text only in that tile)
// reads as _128, a 256x128x128 tile of two k-phases.
#include <iostream>
#include "cutlass/cutlass.h"
#include "cute/tensor.hpp"
#include "cutlass/tensor_ref.h"
#include "cutlass/epilogue/thread/linear_combination.h"
#include "cutlass/gemm/dispatch_policy.hpp"
#include "cutlass/gemm/collective/collective_builder.hpp"
#include "cutlass/epilogue/collective/collective_builder.hpp"
#include "cutlass/gemm/device/gemm_universal_adapter.h"
#include "cutlass/gemm/kernel/gemm_universal.hpp"
#include "cutlass/gemm/kernel/tile_scheduler_params.h"
#include "cutlass/util/command_line.h"
#include "cutlass/util/distribution.h"
#include "cutlass/util/host_tensor.h"
#include "cutlass/util/packed_stride.hpp"
#include "cutlass/util/tensor_view_io.h"
#include "cutlass/util/reference/device/gemm.h"
#include "cutlass/util/reference/device/tensor_compare.h"
#include "cutlass/util/reference/device/tensor_fill.h"
#include "cutlass/transform/kernel/sparse_gemm_compressor.hpp"
#include "cutlass/transform/device/transform_universal_adapter.hpp"
#include "helper.h"
#define half_t float_e4m3_t
#define _64 _128
#include "83_blackwell_sparse_gemm.cu"
