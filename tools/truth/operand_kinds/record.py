# ruff: noqa: E501
"""Record operand_kinds_sm90a.ptx's two kernels on the GPU (driver API through ctypes; no compiler).

    python3 record.py operand_kinds_sm90a.ptx OUT.npz      (the driver's JIT compiles the PTX)
    python3 record.py operand_kinds_sm90a.cubin OUT.npz    (a cubin made here by ptxas 13.5)

The cubin route exists because ptxas 13.0, and with it driver 580's JIT, miscompiles cp_async_kinds:
its SASS for `cp.async...L2::cache_hint [..], [..], 16, policy` reads uniform registers (UR0/UR1) that
nothing writes, and the H100 stops with CUDA error 715 (illegal instruction); ptxas 13.5 gives the
same LDGSTS with the registers it sets. The results record which compiler made the code.

tma_imm_coords: a 3D f32 tensor (x 32, y 8, z 4; 128-byte rows) encoded by cuTensorMapEncodeTiled
(box 8 x 4 x 2, no swizzle, zero fill), loads at {0, y, 1} (y = 6: two rows out of bounds),
{8, 2, 0} and {24, 5, 2}, a prefetch, then a store at {16, 4, 2} and a reduce-add at {24, 0, 3};
recorded: the 768 bytes the loads wrote (as copied out) and the whole tensor afterwards.
cp_async_kinds: 128 threads' cp.async with a cache policy, src-size, ignore-src; recorded: the 7,680
shared bytes as copied out. Inputs are a fixed hashed pattern (pattern()); the buffers' device
addresses are recorded, since the tensor map holds the tensor's address and the replay puts every
buffer at the same place.
"""

from __future__ import annotations

import ctypes as C
import json
import sys

import numpy as np


def pattern(nbytes: int, seed: int) -> np.ndarray:
    i = np.arange(nbytes // 4, dtype=np.uint64)
    w = (i * np.uint64(2654435761) + np.uint64(seed * 40503 + 12345)) & np.uint64(0xFFFFFFFF)
    w ^= w >> np.uint64(15)
    return w.astype(np.uint32).view(np.uint8)


def tensor_init() -> np.ndarray:
    """The tensor's f32 values: small multiples of 1/4 (exact sums for the reduce)."""
    return ((np.arange(32 * 8 * 4) % 97) * 0.25 - 7.0).astype(np.float32)


DIMS, STRIDES, BOX = (32, 8, 4), (128, 1024), (8, 4, 2)
Y = 6


class Cuda:
    def __init__(self, ptx: bytes) -> None:
        cu = C.CDLL("libcuda.so.1")
        self.cu = cu
        self.ok(cu.cuInit(0))
        dev = C.c_int()
        self.ok(cu.cuDeviceGet(C.byref(dev), 0))
        ctx = C.c_void_p()
        self.ok(cu.cuDevicePrimaryCtxRetain(C.byref(ctx), dev))
        self.ok(cu.cuCtxSetCurrent(ctx))
        self.mod = C.c_void_p()
        image = ptx if ptx[:4] == b"\x7fELF" else ptx + b"\0"
        self.ok(cu.cuModuleLoadData(C.byref(self.mod), image), "load")
        cu.cuTensorMapEncodeTiled.argtypes = [C.c_void_p, C.c_int, C.c_uint32, C.c_void_p, C.c_void_p, C.c_void_p,
                                              C.c_void_p, C.c_void_p, C.c_int, C.c_int, C.c_int, C.c_int]
        cu.cuMemAlloc_v2.argtypes = [C.POINTER(C.c_uint64), C.c_size_t]
        cu.cuMemcpyHtoD_v2.argtypes = [C.c_uint64, C.c_void_p, C.c_size_t]
        cu.cuMemcpyDtoH_v2.argtypes = [C.c_void_p, C.c_uint64, C.c_size_t]

    def ok(self, rc, what=""):
        if rc != 0:
            raise RuntimeError(f"CUDA error {rc} {what}")

    def alloc(self, n):
        p = C.c_uint64()
        self.ok(self.cu.cuMemAlloc_v2(C.byref(p), n), "alloc")
        return p.value

    def h2d(self, p, arr):
        arr = np.ascontiguousarray(arr)
        self.ok(self.cu.cuMemcpyHtoD_v2(p, arr.ctypes.data, arr.nbytes), "h2d")

    def d2h(self, p, n):
        out = np.zeros(n, np.uint8)
        self.ok(self.cu.cuMemcpyDtoH_v2(out.ctypes.data, p, n), "d2h")
        return out

    def launch(self, name, block, objs):
        f = C.c_void_p()
        self.ok(self.cu.cuModuleGetFunction(C.byref(f), self.mod, name.encode()), name)
        pp = (C.c_void_p * len(objs))(*[C.cast(C.pointer(o), C.c_void_p) for o in objs])
        self.ok(self.cu.cuLaunchKernel(f, 1, 1, 1, block, 1, 1, 0, None, pp, None), name)
        self.ok(self.cu.cuCtxSynchronize(), name + " sync")

    def encode(self, addr) -> bytes:
        def a(t, v):
            v = list(v) + [1] * (5 - len(v))
            return (t * 5)(*v)
        buf = C.create_string_buffer(256)
        p = (C.addressof(buf) + 63) // 64 * 64
        # CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7, interleave none, swizzle none, L2 promotion 128B = 2, fill zero
        self.ok(self.cu.cuTensorMapEncodeTiled(p, 7, 3, C.c_void_p(addr), a(C.c_uint64, DIMS), a(C.c_uint64, STRIDES),
                                               a(C.c_uint32, BOX), a(C.c_uint32, (1, 1, 1)), 0, 0, 2, 0), "encode")
        return C.string_at(p, 128)


def main() -> None:
    ptx_path, out_path = sys.argv[1], sys.argv[2]
    cu = Cuda(open(ptx_path, "rb").read())
    t0 = tensor_init()
    T, TOUT = cu.alloc(t0.nbytes), cu.alloc(1024)
    cu.h2d(T, t0)
    cu.h2d(TOUT, np.zeros(1024, np.uint8))
    tmap = cu.encode(T)
    cu.launch("tma_imm_coords", 128, [(C.c_uint8 * 128).from_buffer_copy(tmap), C.c_uint64(TOUT), C.c_int32(Y)])
    t_loads, t_after = cu.d2h(TOUT, 768), cu.d2h(T, t0.nbytes)
    src = pattern(8192, 36)
    S, O = cu.alloc(8192), cu.alloc(7680)
    cu.h2d(S, src)
    cu.h2d(O, np.full(7680, 0xAB, np.uint8))
    cu.launch("cp_async_kinds", 128, [C.c_uint64(S), C.c_uint64(O)])
    c_out = cu.d2h(O, 7680)
    meta = {"addrs": {"T": T, "TOUT": TOUT, "S": S, "O": O}, "y": Y, "tmap": tmap.hex(),
            "code": "cubin (ptxas 13.5)" if ptx_path.endswith(".cubin") else "PTX (driver JIT)"}
    np.savez_compressed(out_path, meta=np.frombuffer(json.dumps(meta).encode(), np.uint8), t_loads=t_loads,
                        t_after=t_after, c_out=c_out)
    print("recorded", meta["addrs"], "loads nonzero", int((t_loads != 0).sum()), "cp out nonzero", int((c_out != 0).sum()))


if __name__ == "__main__":
    main()
