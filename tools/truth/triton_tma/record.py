"""Record Triton kernels that take host-side tensor descriptors, launch by launch, on the GPU.

    python3 tools/truth/triton_tma/record.py KERNELS.py OUTDIR

KERNELS.py holds the tutorial kernels (09-persistent-matmul's descriptor-persistent matmul and
06-fused-attention's _attn_fwd_tma, written out without autotuning; not committed). For each case,
OUTDIR/CASE.ptx (Triton's PTX for this GPU) and OUTDIR/CASE.npz in launchrec's packed layout (see
../shared/tools/launchrec/pack.py), so that ptxemu.machine.launching.replay.replay_launchrec replays it:
meta (one launch: name, grid, block, cluster, shared, params [(offset, size)], allocs [(address,
size)], status, plus the Triton metadata, the signature and the tensor-map encode arguments),
000_params (the raw parameter bytes, one after another in the PTX .param order), 000_before_ADDR
and 000_after_ADDR (every tensor the kernel sees, before and after the launch).

The parameter bytes are what Triton's launcher passes: Triton builds each host descriptor's
128-byte CUtensorMap with the driver (fill_tma_descriptor) and passes it by value, followed by the
descriptor's shape and strides; this script captures the CUtensorMap Triton built (from the object
make_tensordesc_arg returned) and lays every argument out at the PTX's .param declarations.
"""

from __future__ import annotations

import ctypes
import importlib.util
import json
import re
import struct
import sys
from pathlib import Path

import numpy as np
import torch
import triton
import triton.backends.nvidia.driver as nvd
from triton.tools.tensor_descriptor import TensorDescriptor

CAPTURED: list = []  # (descriptor argument, what make_tensordesc_arg returned)
ENCODES: list = []  # arguments of every fill_tma_descriptor* call


def _capture_descriptors() -> None:
    orig = nvd.make_tensordesc_arg

    def capture(arg, *a, **k):
        out = orig(arg, *a, **k)
        CAPTURED.append((arg, out))
        return out

    nvd.make_tensordesc_arg = capture
    utils = triton.runtime.driver.active.utils
    for name in dir(utils):
        if name.startswith("fill_tma_descriptor"):
            fn = getattr(utils, name)

            def logged(*a, _fn=fn, _name=name):
                ENCODES.append(
                    {"call": _name, "args": [list(x) if isinstance(x, (list, tuple)) else x for x in a]}
                )
                return _fn(*a)

            setattr(utils, name, logged)


def map_bytes(obj) -> bytes:
    """The 128-byte CUtensorMap inside Triton's PyCUtensorMap object."""
    if hasattr(obj, "tma_desc_cpu_ptr"):
        return ctypes.string_at(obj.tma_desc_cpu_ptr(), 128)
    # PyCUtensorMapObject is {PyObject_HEAD; CUtensorMap tensorMap (aligned)}: the map ends the object
    n = type(obj).__basicsize__
    return ctypes.string_at(id(obj) + n - 128, 128)


_SIZES = {"8": 1, "16": 2, "32": 4, "64": 8}


def ptx_params(ptx: str, entry: str) -> list[tuple[int, int]]:
    """(size, alignment) of the entry's .param declarations, in order."""
    m = re.search(r"\.entry\s+" + re.escape(entry) + r"\s*\((.*?)\)", ptx, re.S)
    out = []
    for decl in m.group(1).split(","):
        decl = decl.strip()
        if not decl:
            continue
        arr = re.search(r"\[(\d+)\]\s*$", decl)
        align = re.search(r"\.align\s+(\d+)", decl)
        if arr:
            out.append((int(arr.group(1)), int(align.group(1)) if align else 1))
        else:
            size = _SIZES[re.search(r"\.[usbf](8|16|32|64)\b", decl).group(1)]
            out.append((size, size))
    return out


def tensor_bytes(t: torch.Tensor) -> np.ndarray:
    return t.detach().contiguous().view(-1).view(torch.uint8).cpu().numpy().copy()


def record(out: Path, case: str, kernel, grid, args: dict, consts: dict, warps: int, stages: int) -> None:
    tensors = {}
    for k, v in args.items():
        if isinstance(v, torch.Tensor):
            tensors[k] = v
        elif isinstance(v, TensorDescriptor):
            tensors[k] = v.base
    allocs = sorted({(t.data_ptr(), t.numel() * t.element_size()): t for t in tensors.values()}.items())
    before = {addr: tensor_bytes(t) for (addr, _), t in allocs}
    CAPTURED.clear()
    ENCODES.clear()
    ck = kernel[grid](**args, **consts, num_warps=warps, num_stages=stages)
    torch.cuda.synchronize()
    after = {addr: tensor_bytes(t) for (addr, _), t in allocs}
    ptx = ck.asm["ptx"]
    md = ck.metadata
    name = md.name
    decls = ptx_params(ptx, name)
    sizes = [size for size, _ in decls]
    # The launcher's arguments: the kernel's arguments in order less the constexprs (those given and
    # the integers Triton specialised to constants, such as a 1), each descriptor expanded to its
    # CUtensorMap, shape and strides.
    src = getattr(ck, "src", None)
    sig = dict(getattr(src, "signature", {}) or {})
    values = []
    for k in kernel.arg_names:
        if k in consts or sig.get(k) == "constexpr":
            continue
        v = args[k]
        if not sig and isinstance(v, int) and v == 1:
            continue
        if isinstance(v, TensorDescriptor):
            expanded = next(o for a, o in CAPTURED if a is v)
            values.append(map_bytes(expanded[0]))
            values.extend(expanded[1:])
        elif isinstance(v, torch.Tensor):
            values.append(("ptr", v.data_ptr()))
        elif isinstance(v, float):
            values.append(("fp32", v))
        else:
            values.append(("int", v))
    blobs = []
    for i, size in enumerate(sizes):
        if i >= len(values):
            blobs.append(bytes(size))  # global / profile scratch: none for these kernels
            continue
        v = values[i]
        if isinstance(v, bytes):
            assert len(v) == size, (case, i, len(v), size)
            blobs.append(v)
            continue
        ty, x = v if isinstance(v, tuple) else ("int", v)
        if ty == "fp32":
            blobs.append(struct.pack({4: "<f", 8: "<d"}[size], x))
        else:
            x = int(x)
            blobs.append(struct.pack({1: "<B", 2: "<H", 4: "<I", 8: "<Q"}[size], x & ((1 << (8 * size)) - 1)))
    assert len(values) <= len(sizes), (case, len(values), len(sizes))
    # the kernel's parameter space as the driver lays it out: each parameter at its alignment
    offs, off = [], 0
    for size, align in decls:
        off = -(-off // align) * align
        offs.append([off, size])
        off += size
    raw = bytearray(off)
    for (o, size), blob in zip(offs, blobs, strict=True):
        raw[o : o + size] = blob
    cluster = list(getattr(md, "cluster_dims", (1, 1, 1)))
    g = list(grid) + [1] * (3 - len(grid))
    meta = {
        "index": 0,
        "name": name,
        "grid": [g[i] * cluster[i] for i in range(3)],
        "block": [32 * md.num_warps, 1, 1],
        "cluster": cluster,
        "shared": md.shared,
        "params": offs,
        "allocs": [[addr, size] for (addr, size), _ in allocs],
        "status": ["0", "0"],
        "before": [addr for (addr, _), _ in allocs],
        "changed": [addr for (addr, _), _ in allocs if not np.array_equal(before[addr], after[addr])],
        "tensors": {k: [t.data_ptr(), str(t.dtype), list(t.shape)] for k, t in tensors.items()},
        "signature": {k: str(v) for k, v in sig.items()},
        "consts": {k: v for k, v in consts.items()},
        "num_warps": md.num_warps,
        "num_stages": stages,
        "num_ctas": getattr(md, "num_ctas", 1),
        "encodes": ENCODES[:],
        "triton": triton.__version__,
        "torch": torch.__version__,
    }
    arrays = {"000_params": np.frombuffer(bytes(raw), dtype=np.uint8)}
    for addr in meta["before"]:
        arrays[f"000_before_{addr}"] = before[addr]
    for addr in meta["changed"]:
        arrays[f"000_after_{addr}"] = after[addr]
    arrays["meta"] = np.frombuffer(json.dumps([meta]).encode(), dtype=np.uint8)
    np.savez_compressed(out / f"{case}.npz", **arrays)
    (out / f"{case}.ptx").write_text(ptx)
    print(
        case,
        name,
        meta["grid"],
        meta["block"],
        "shared",
        md.shared,
        "params",
        sizes,
        "changed",
        len(meta["changed"]),
        flush=True,
    )


def main(kernels_py: str, outdir: str) -> None:
    spec = importlib.util.spec_from_file_location("triton_tma_kernels", kernels_py)
    kern = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kern)
    _capture_descriptors()
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    g = torch.Generator(device="cuda").manual_seed(20)
    sms = torch.cuda.get_device_properties("cuda").multi_processor_count
    print("triton", triton.__version__, "torch", torch.__version__, "SMs", sms, flush=True)

    # 09-persistent-matmul, descriptor-persistent variant: C = A @ B^T, B stored (N, K)
    for case, dt, bk, subtile in [
        ("matmul_tma_persistent_fp16", torch.float16, 64, True),
        ("matmul_tma_persistent_fp8", torch.float8_e4m3fn, 128, False),
    ]:
        M = N = K = 256
        BM, BN = 128, 128
        a = (torch.randn(M, K, device="cuda", generator=g) * 0.5).to(dt)
        b = (torch.randn(N, K, device="cuda", generator=g) * 0.5).to(dt)
        c = torch.zeros(M, N, device="cuda", dtype=dt)
        args = {
            "a_desc": TensorDescriptor.from_tensor(a, [BM, bk]),
            "b_desc": TensorDescriptor.from_tensor(b, [BN, bk]),
            "c_desc": TensorDescriptor.from_tensor(c, [BM, BN // 2 if subtile else BN]),
            "M": M,
            "N": N,
            "K": K,
        }
        consts = {
            "BLOCK_SIZE_M": BM,
            "BLOCK_SIZE_N": BN,
            "BLOCK_SIZE_K": bk,
            "GROUP_SIZE_M": 8,
            "EPILOGUE_SUBTILE": subtile,
            "NUM_SMS": sms,
        }
        grid = (min(sms, triton.cdiv(M, BM) * triton.cdiv(N, BN)),)
        try:
            record(out, case, kern.matmul_kernel_descriptor_persistent, grid, args, consts, 8, 3)
        except Exception as e:  # keep going: the other cases still record
            print("FAILED", case, repr(e), flush=True)

    # 06-fused-attention, _attn_fwd_tma: Z=1, H=2, N_CTX=128, HEAD_DIM=64, fp16
    for case, stage in [("attn_fwd_tma_causal", 3), ("attn_fwd_tma", 1)]:
        Z, H, N_CTX, D = 1, 2, 128, 64
        BM, BN = 64, 64
        q, k, v = (torch.randn(Z, H, N_CTX, D, device="cuda", generator=g).half() for _ in range(3))
        o = torch.zeros_like(q)
        m = torch.zeros(Z * H, N_CTX, device="cuda", dtype=torch.float32)
        y = Z * H * N_CTX
        args = {
            "sm_scale": 0.5,
            "M": m,
            "Z": Z,
            "H": H,
            "desc_q": TensorDescriptor(q, shape=[y, D], strides=[D, 1], block_shape=[BM, D]),
            "desc_k": TensorDescriptor(k, shape=[y, D], strides=[D, 1], block_shape=[BN, D]),
            "desc_v": TensorDescriptor(v, shape=[y, D], strides=[D, 1], block_shape=[BN, D]),
            "desc_o": TensorDescriptor(o, shape=[y, D], strides=[D, 1], block_shape=[BM, D]),
            "N_CTX": N_CTX,
        }
        consts = {"HEAD_DIM": D, "BLOCK_M": BM, "BLOCK_N": BN, "FP8_OUTPUT": False, "STAGE": stage}
        try:
            record(out, case, kern._attn_fwd_tma, (N_CTX // BM, Z * H, 1), args, consts, 4, 3)
        except Exception as e:
            print("FAILED", case, repr(e), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
