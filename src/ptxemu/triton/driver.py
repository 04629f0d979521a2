"""A Triton driver whose GPU is ptxemu: Triton's own NVIDIA backend compiles (its ptxas included; no
GPU needed), and each launch runs the PTX it produced on ptxemu over the torch CPU tensors given.

Triton asks its active driver (triton.runtime.driver.active) for the target, the device, its
properties, a launcher class and load_binary; this driver answers for an emulated sm_90a, sm_100a
or sm_120a. The launcher does what Triton's generated C launcher does (triton/backends/nvidia/
driver.py, make_launcher): it flattens the arguments in signature order, drops constexprs, packs
scalars as the C launcher packs them (fp16 through Python's half rounding, bf16 as the top half of
the float32, fp32 rounded from the double), appends the global and profile scratch pointers
(allocated in the emulated device, grid x num_ctas x size), and launches num_warps x 32 threads per
CTA with the compiled shared-memory size and num_ctas CTAs per cluster.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import numpy as np

from ptxemu import settings
from ptxemu.arrays import HostArray, Mapping, host_array
from ptxemu.errors import PtxOperandError, Unsupported
from ptxemu.machine.launching.launch import Module
from ptxemu.machine.state.memory import Device
from ptxemu.triton import numpy_args

# what Triton's get_device_properties reports for the emulated GPU (the H100 SXM, B200, RTX 5090)
TARGETS = {
    "sm_90a": dict(capability=90, max_shared_mem=232448, multiprocessor_count=132, sm_clock_rate=1980000,
                   mem_clock_rate=2619000, mem_bus_width=5120),
    "sm_100a": dict(capability=100, max_shared_mem=232448, multiprocessor_count=148, sm_clock_rate=1965000,
                    mem_clock_rate=3996000, mem_bus_width=8192),
    "sm_120a": dict(capability=120, max_shared_mem=101376, multiprocessor_count=170, sm_clock_rate=2407000,
                    mem_clock_rate=14001000, mem_bus_width=512),
}
# arrays mapped into every launch beside the arguments (ptxemu.triton.mapped)
RESIDENT: list = []
_INTS = {"i1": np.int8, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
         "u1": np.uint8, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64}


def _pack_float(ty: str, v: float):
    """A Python float as Triton's C launcher packs it (triton/backends/nvidia/driver.py)."""
    if ty == "fp16":
        return np.float16(v)  # PyFloat_Pack2: double -> half, round to nearest even
    if ty == "bf16":
        return np.uint16(np.float32(v).view(np.uint32) >> 16)  # (uint16)(float bits >> 16)
    if ty in ("fp32", "f32"):
        return np.float32(v)
    if ty == "fp64":
        return np.float64(v)
    raise PtxOperandError(f"a float argument of Triton type {ty}")


def _flatten(sig, arg, out: list) -> None:
    if isinstance(sig, tuple):
        for s, a in zip(sig, arg, strict=True):
            _flatten(s, a, out)
    else:
        out.append((sig, arg))


class _Utils:
    def __init__(self, drv: PtxemuDriver) -> None:
        self.drv = drv

    def load_binary(self, name, kernel, shared, device):
        # (module, function, n_regs, n_spills, n_max_threads): the launcher finds the PTX itself
        return None, name, 0, 0, 1024

    def get_device_properties(self, device) -> dict[str, int]:
        p = dict(TARGETS[self.drv.target])
        p.pop("capability")
        return dict(p, max_num_regs=65536, warpSize=32)

    def set_printf_fifo_size(self, size) -> None:
        pass

    def fill_tma_descriptor(self, *args):
        raise Unsupported("host-side TensorDescriptor (TMA) arguments: not yet wired to ptxemu's tensor maps")


class PtxemuLauncher:
    """Triton's launcher_cls: made once per compiled kernel from its source and metadata."""

    def __init__(self, src, metadata, driver: PtxemuDriver | None = None) -> None:
        from triton.runtime.cache import get_cache_manager

        self.driver = driver
        self.metadata = metadata
        constants = getattr(src, "constants", {})
        self.signature = list(src.signature.values())
        self.names = list(src.signature.keys())
        self.constants = constants
        self.tensordesc_meta = getattr(metadata, "tensordesc_meta", None)
        self.num_warps = metadata.num_warps
        self.num_ctas = getattr(metadata, "num_ctas", 1)
        self.shared = metadata.shared
        self.name = metadata.name
        fname = f"{src.name[:150]}.ptx" if hasattr(src, "name") else f"{metadata.name}.ptx"
        path = get_cache_manager(metadata.hash).get_file(fname)
        if path is None:
            raise Unsupported(
                f"Triton's cache holds no PTX for {metadata.name} ({fname}): ptxemu runs the PTX, so "
                "TRITON_STORE_BINARY_ONLY must be off"
            )
        self.ptx = Path(path).read_text()
        self.target = metadata.target
        arch = {90: "sm_90a", 100: "sm_100a", 120: "sm_120a"}.get(self.target.arch)
        self.module = Module(self.ptx, target=arch)
        self.last_stats = None

    def __call__(self, gridX, gridY, gridZ, stream, function, packed_metadata, launch_metadata,
                 enter_hook, exit_hook, *args):
        if enter_hook is not None:
            enter_hook(launch_metadata)
        try:
            if gridX * gridY * gridZ > 0:
                self.last_stats = self._launch((gridX, gridY, gridZ), args)
                if self.driver is not None:
                    self.driver.last_stats = self.last_stats
        finally:
            if exit_hook is not None:
                exit_hook(launch_metadata)

    def _expand(self, args) -> list:
        """(type, value) per kernel parameter, tensor descriptors expanded as Triton's launcher
        expands them (make_tensordesc_arg): a tensor map, then the shape (i32) and strides (i64);
        or, for a kernel that did not lower the descriptor to TMA, the base pointer, shape and
        strides (i64), the NaN-padding flag, then the shape and strides again."""
        flat: list = []
        metas = list(self.tensordesc_meta or [])
        for sig, a in zip(self.signature, args, strict=True):
            if not (isinstance(sig, str) and sig.startswith("tensordesc")):
                _flatten(sig, a, flat)
                continue
            meta = metas.pop(0) if metas else None
            shape, strides = [int(x) for x in a.shape], [int(x) for x in a.strides]
            if meta is None:
                flat.append(("*", a.base))
                flat += [("i64", x) for x in shape + strides] + [("i1", a.padding == "nan")]
            else:
                if meta["fp4_padded"]:
                    shape[-1] *= 2
                flat.append(("tma", (a, meta, shape, strides)))
            flat += [("i32", x) for x in shape] + [("i64", x) for x in strides]
        return flat

    def _launch(self, grid, args):
        flat = self._expand(args)
        dev = Device()
        hosts: list[HostArray] = []
        params: list[Any] = []
        for ty, a in flat:
            if ty == "constexpr":
                continue
            if ty == "tma":
                h = host_array(a[0].base)
                hosts.append(h)
                params.append(("tma", h, *a))
                continue
            if ty.startswith("*"):
                if a is None:
                    params.append(None)
                    continue
                h = host_array(getattr(a, "base", a) if type(a).__name__ == "TensorWrapper" else a)
                if h is None:
                    what = type(a).__name__
                    raise PtxOperandError(f"a pointer argument ({ty}) that is not a tensor: {what}")
                hosts.append(h)
                params.append(h)
            elif ty in _INTS:
                params.append(_INTS[ty](int(a)))
            else:
                params.append(_pack_float(ty, float(a)))
        for t in RESIDENT:  # tensors the kernel reaches through addresses kept in memory
            h = host_array(t)
            if h is None:
                what = type(t).__name__
                raise PtxOperandError(f"ptxemu.triton.mapped() takes tensors and arrays, not {what}")
            hosts.append(h)
        mapping = Mapping(dev, hosts)
        try:
            ctas = grid[0] * grid[1] * grid[2] * self.num_ctas
            for size, align in ((self.metadata.global_scratch_size, self.metadata.global_scratch_align),
                                (self.metadata.profile_scratch_size, self.metadata.profile_scratch_align)):
                params.append(np.uint64(dev.alloc(ctas * size, align=max(align, 256))) if size else None)
            bound = [np.uint64(mapping.address(p)) if isinstance(p, HostArray)
                     else _tensor_map(mapping.address(p[1]), *p[2:]) if isinstance(p, tuple) else p
                     for p in params]
            cluster = (self.num_ctas, 1, 1) if self.num_ctas > 1 else None
            return self.module.launch(self.name, (grid[0] * self.num_ctas, grid[1], grid[2]),
                                      (32 * self.num_warps, 1, 1), bound, shared_mem=self.shared,
                                      cluster=cluster, device=dev,
                                      budget=self.driver.budget if self.driver is not None else 2 * 10**9)
        finally:
            mapping.write_back()
            mapping.release()


# Triton's device-side element-type codes to the driver's CUtensorMapDataType (TMA_DTYPE_DEVICE_TO_HOST)
_TMA_HOST_TYPE = {**{i: i for i in range(16)}, 8: 10, 9: 8, 10: 9}


def _tensor_map(address: int, desc, meta: dict, shape: list[int], strides: list[int]) -> bytes:
    """The 128 bytes Triton's fill_tma_descriptor has the driver write (cuTensorMapEncodeTiled with
    dims innermost first, byte strides, element strides 1, no interleave, the kernel's swizzle, L2
    promotion 128B, NaN fill for padding="nan"), encoded by ptxemu.formats.tensormap at the tensor's
    device address."""
    from ptxemu.formats.tensormap import encode_tensor_map_tiled

    rank = len(shape)
    es = meta["elem_size"]
    return encode_tensor_map_tiled(
        _TMA_HOST_TYPE[meta["elem_type"]], rank, address, shape[::-1],
        [s * es for s in strides[:-1]][::-1], [int(b) for b in meta["block_size"]][::-1], [1] * rank,
        0, meta["swizzle"], 2, 1 if desc.padding == "nan" else 0)


def _benchmarker(kernel_call, *, quantiles=None, **kwargs):
    """Wall-clock time of one emulated call, in ms (Triton's autotuner compares configurations by it:
    the emulator's time, not the GPU's; give a single config for the GPU's choice)."""
    t = time.perf_counter()
    kernel_call()
    ms = (time.perf_counter() - t) * 1e3
    return [ms] * len(quantiles) if quantiles else ms


try:  # the driver base class, where Triton is installed
    from triton.backends.driver import DriverBase as _Base
except ImportError:  # pragma: no cover - the module is imported only with Triton present
    _Base = object  # type: ignore[assignment,misc]


class PtxemuDriver(_Base):  # type: ignore[misc,valid-type]
    """triton.runtime.driver.set_active(PtxemuDriver("sm_90a")) makes Triton compile for that GPU and
    launch on ptxemu."""

    def __init__(self, target: str | None = None, budget: int | None = None) -> None:
        target = target or os.environ.get("PTXEMU_TRITON") or "sm_90a"
        # each launch's thread-instruction budget (ptxemu.launch's: past it, an error naming the
        # loop); PTXEMU_TRITON_BUDGET raises it for kernels that legitimately spin long (a lock
        # passed through thousands of CTAs costs a whole batch's spin per hand-off)
        env = settings.setting("PTXEMU_TRITON_BUDGET", 2e9, float, "a positive number",
                               lambda v: 1 <= v < 2**63)
        self.budget = budget if budget is not None else int(env)
        if target not in TARGETS:
            raise PtxOperandError(f"target must be one of {', '.join(TARGETS)}, got {target!r}")
        self.target = target
        self.last_stats = None  # the last launch's ptxemu.LaunchStats
        numpy_args.install()  # numpy arrays as kernel arguments, beside torch CPU tensors
        self.utils = _Utils(self)
        drv = self

        def launcher_cls(src, metadata):
            return PtxemuLauncher(src, metadata, drv)

        self.launcher_cls = launcher_cls

    @classmethod
    def is_active(cls) -> bool:
        # Triton's own choice (no activate() call) falls on ptxemu when PTXEMU_TRITON names a
        # target and ptxemu is installed (its `triton.backends` entry point)
        return bool(os.environ.get("PTXEMU_TRITON"))

    def get_current_target(self):
        from triton.backends.compiler import GPUTarget

        return GPUTarget("cuda", TARGETS[self.target]["capability"], 32)

    def get_current_device(self) -> int:
        # one device number per target, so that a JITFunction's per-device cache (which holds the
        # target it compiled for) never hands one target's kernel to another
        return list(TARGETS).index(self.target)

    def set_current_device(self, device) -> None:
        pass

    def get_current_stream(self, device=None) -> int:
        return 0

    def get_device_capability(self, device=None) -> tuple[int, int]:
        c = TARGETS[self.target]["capability"]
        return c // 10, c % 10

    def get_active_torch_device(self):
        import torch

        return torch.device("cpu")

    def get_device_interface(self):
        raise Unsupported("no torch device interface: ptxemu's tensors are torch CPU tensors")

    def map_python_to_cpp_type(self, ty: str) -> str:
        from triton.backends.nvidia.driver import ty_to_cpp

        return ty_to_cpp(ty)

    def get_benchmarker(self):
        return _benchmarker

    def get_empty_cache_for_benchmark(self):
        import torch

        return torch.empty(1, dtype=torch.int)

    def clear_cache(self, cache) -> None:
        cache.zero_()
