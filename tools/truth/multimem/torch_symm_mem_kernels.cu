// ptxemu's driver for PyTorch's symmetric-memory kernels (issue 18). Not PyTorch source: it
// includes ops_kernels.cuh, an unmodified excerpt of PyTorch's CUDASymmetricMemoryOps.cu (its
// includes and __global__ kernels, host wrappers left out), and takes each kernel's address for
// every instantiation PyTorch's host dispatch launches (AT_DISPATCH_FLOAT_AND_BFLOAT16 x
// DISPATCH_ALIGNMENTS_16_8_4 x DISPATCH_WORLD_SIZES, two_shot_all_reduce_kernel's
// reduce_scatter / split_last_dim forms of reduce_scatter_out), so that nvcc emits them all in the PTX.
// Built by tools/truth/multimem/torch_symm_mem_ptx.sh.
#include "ops_kernels.cuh"

#define FOR_T(M, ...) M(float, __VA_ARGS__) M(at::BFloat16, __VA_ARGS__)

#define MM(T, A) (void*)multimem_all_reduce_kernel<T, A>, (void*)multimem_one_shot_all_reduce_kernel<T, A>,
#define PEER(T, A, W) (void*)one_shot_all_reduce_kernel<T, A, W>, \
    (void*)two_shot_all_reduce_kernel_inplace<T, A, W>,
#define PEER_OUT(T, A, W) (void*)two_shot_all_reduce_kernel<T, A, W>, \
    (void*)two_shot_all_reduce_kernel<T, A, W, true, false>, \
    (void*)two_shot_all_reduce_kernel<T, A, W, true, true>,
#define PEER_ALL(T, A) PEER(T, A, 8) PEER(T, A, 4) PEER(T, A, 2) PEER(T, A, -1) \
    PEER_OUT(T, A, 8) PEER_OUT(T, A, 4) PEER_OUT(T, A, 2)

void* torch_symm_mem_kernels[] = {
    FOR_T(MM, 16) FOR_T(MM, 8) FOR_T(MM, 4)
    (void*)multimem_all_gather_kernel<16>, (void*)multimem_all_gather_kernel<8>,
    (void*)multimem_all_gather_kernel<4>,
    FOR_T(PEER_ALL, 16) FOR_T(PEER_ALL, 8) FOR_T(PEER_ALL, 4)
};

}  // namespace (opened by the excerpt)
