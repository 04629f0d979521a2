"""What each instruction does, one module per chapter of the PTX manual (9.7.x), each registering
its compilers with `program.step.compiles`: integer, floating, video, data_movement (mov, ld, st,
atom, red, cp.async), async_copy, bulk_copy (TMA and bulk copies), mbarrier, control_flow, warp,
tensor_core (mma, wgmma, ldmatrix, wmma), tcgen05, multimem, printf. Shared beneath them: access
(addressing and checked loads/stores), atomic (the atomic arithmetic; atomic_kernels its compiled
loops), call_params (the bytes of call arguments). running.kernel imports every chapter."""
