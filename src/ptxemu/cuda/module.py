"""cupy's RawModule / RawKernel, run on ptxemu: CUDA C++ compiled by NVRTC, launched on host arrays.

Differences from cupy, by design: the GPU is an emulated sm_90a (default), sm_100a or sm_120a
(`arch=`); arrays are numpy arrays, torch CPU tensors or anything with `__array_interface__` or
DLPack (ptxemu.arrays), written back in place after each launch; Python ints and floats take the
kernel parameter's own type (cupy passes them as 8-byte values whatever the kernel declares).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from ptxemu.arrays import bind
from ptxemu.cuda.nvrtc import Compiled, compile_source
from ptxemu.errors import PtxOperandError, Unsupported
from ptxemu.machine.launching.launch import LaunchStats, Module
from ptxemu.machine.state.memory import Device


class RawModule:
    """A CUDA C++ source (or a .cu/.ptx file) compiled once; `get_function(name)` gives a kernel.

    `code`: the source; `path`: a .cu file (compiled) or .ptx file (read as is); `options`: NVRTC's
    options (cupy's tuple of strings); `arch`: the emulated GPU, sm_90a by default, unless `options`
    name one; `name_expressions`: template instantiations to reach by name (`get_function(
    "f<float>")`). The module keeps one emulated device, so `__device__` variables keep their values
    from one launch to the next, as in one CUDA context."""

    def __init__(self, code: str | None = None, *, path: str | None = None, options=(),
                 backend: str = "nvrtc", translate_cucomplex: bool = False,
                 enable_cooperative_groups: bool = False, name_expressions=None, jitify: bool = False,
                 arch: str | None = None) -> None:
        if (code is None) == (path is None):
            raise PtxOperandError("give exactly one of code= and path=")
        if backend != "nvrtc":
            raise Unsupported(f"backend={backend!r}: ptxemu.cuda compiles with NVRTC only")
        if translate_cucomplex:
            raise Unsupported("translate_cucomplex: cupy's cuComplex translation is not implemented")
        if enable_cooperative_groups:
            raise Unsupported(
                "enable_cooperative_groups (a cooperative launch for grid-wide sync): ptxemu runs a "
                "grid's CTAs in batches, not all resident at once; block and cluster groups need no flag"
            )
        if jitify:
            raise Unsupported("jitify: not needed, ptxemu.cuda puts CUDA's headers and a minimal C++ "
                              "library (<cstdint>, <cstdio>, <cstddef>) on NVRTC's path itself")
        self.options = tuple(options)
        self.name_expressions = tuple(name_expressions or ())
        self.compiled: Compiled | None = None
        if path is not None and Path(path).suffix == ".ptx":
            ptx = Path(path).read_text()
        else:
            src = Path(path).read_text() if path is not None else code
            name = Path(path).name if path is not None else "kernel.cu"
            self.compiled = compile_source(src, options=self.options, arch=arch, name=name,
                                           name_expressions=self.name_expressions)
            ptx = self.compiled.ptx
            arch = self.compiled.arch
        self.code = code
        self.ptx = ptx
        self.module = Module(ptx, target=arch)
        self.arch = self.module.target
        self.device = Device()
        self._functions: dict[str, RawKernel] = {}

    @property
    def log(self) -> str:
        """NVRTC's log (warnings) of a successful compile."""
        return self.compiled.log if self.compiled is not None else ""

    def compile(self, log_stream=None) -> None:
        """cupy compiles lazily; here the constructor already did. Writes the log to `log_stream`."""
        if log_stream is not None and self.log:
            log_stream.write(self.log)

    def get_function(self, name: str) -> RawKernel:
        """The kernel `name` (an extern "C" name, a mangled name, or one of `name_expressions`)."""
        k = self._functions.get(name)
        if k is None:
            lowered = self.compiled.lowered.get(name, name) if self.compiled is not None else name
            if lowered not in self.module.kernels:
                known = ", ".join(self.module.kernels) or "none"
                raise PtxOperandError(
                    f"no kernel {name!r} in the module (its kernels: {known}); a C++ kernel needs "
                    f'extern "C" or its name in name_expressions='
                )
            k = self._functions[name] = RawKernel(None, lowered, _module=self)
        return k

    def get_global(self, name: str) -> np.ndarray:
        """The bytes of the `__device__`/`__constant__` variable `name` (a uint8 view of the module's
        device memory: writing it changes what later launches read). Mangled names too."""
        for kname in self.module.kernels:
            k = self.module.kernel(kname)
            for v, addr in k.globals:
                if v.name == name:
                    self.module._place_globals(k, self.device)
                    a = self.device.find(addr)
                    return a.data[addr - a.address : addr - a.address + v.size]
        raise PtxOperandError(f"no global variable {name!r} that a kernel of the module uses")


class RawKernel:
    """One kernel: `kernel(grid, block, args, shared_mem=0)` launches it (cupy's signature) and
    returns ptxemu's LaunchStats. `RawKernel(code, name, options=...)` compiles `code` on its own."""

    def __init__(self, code: str | None, name: str, options=(), backend: str = "nvrtc",
                 translate_cucomplex: bool = False, *, enable_cooperative_groups: bool = False,
                 jitify: bool = False, arch: str | None = None, _module: RawModule | None = None) -> None:
        if _module is None:
            _module = RawModule(code=code, options=options, backend=backend,
                                translate_cucomplex=translate_cucomplex,
                                enable_cooperative_groups=enable_cooperative_groups, jitify=jitify, arch=arch)
            if name not in _module.module.kernels:
                _module.get_function(name)  # the error naming the module's kernels
        self.raw_module = _module
        self.name = name
        self.code = code
        self.options = tuple(options)
        self.max_dynamic_shared_size_bytes = 227 * 1024 - 1024  # settable, as cupy's attribute
        self.last_stats: LaunchStats | None = None

    @property
    def kernel(self):
        return self.raw_module.module.kernel(self.name)

    @property
    def attributes(self) -> dict[str, int]:
        k = self.kernel
        return {"max_threads_per_block": 1024, "shared_size_bytes": int(k.static_smem - 1024),
                "num_regs": 0, "ptx_version": 0, "binary_version": 0}

    def __call__(self, grid, block, args, *, shared_mem: int = 0, stream=None,
                 enable_cooperative_groups=False, **launch_options: Any) -> LaunchStats:
        if enable_cooperative_groups:
            raise Unsupported("a cooperative launch (grid-wide sync): CTAs run in batches in ptxemu")
        if not isinstance(args, (tuple, list)):
            raise PtxOperandError(f"args must be a tuple or list, got {type(args).__name__}")
        k = self.kernel
        params = k.func.params
        if len(args) != len(params):
            raise PtxOperandError(f"kernel '{self.name}' takes {len(params)} argument(s), got {len(args)}")
        typed = [_scalar(a, p, i) for i, (a, p) in enumerate(zip(args, params, strict=True))]
        dev = self.raw_module.device
        bound, mapping = bind(typed, dev)
        try:
            st = self.raw_module.module.launch(self.name, grid, block, bound, shared_mem=shared_mem,
                                               device=dev, **launch_options)
        finally:
            mapping.write_back()
            mapping.release()
        self.last_stats = st
        return st


def _scalar(a: Any, p, i: int) -> Any:
    """A Python int/float/bool as the parameter's own type (numpy scalars and arrays pass as given)."""
    if not isinstance(a, (bool, int, float)):
        return a
    kind, bits = p.type[1], p.size * 8
    what = f"argument {i} ('{p.name}', {p.type}{'[' + str(p.size) + ']' if p.size > 8 else ''})"
    if bits not in (8, 16, 32, 64):
        raise PtxOperandError(f"{what}: a Python {type(a).__name__} for a {p.size}-byte parameter; "
                              "pass bytes")
    if isinstance(a, float) or kind == "f":
        if kind != "f" or bits == 8:
            raise PtxOperandError(f"{what}: a Python float for a parameter that is not a float")
        return np.dtype(f"float{bits}").type(a)
    # NVVM declares C++'s int as .u32 too: any value a signed or unsigned integer of the width
    # holds passes, as its two's-complement bits
    a = int(a)
    if not -(1 << (bits - 1)) <= a < 1 << bits:
        raise PtxOperandError(f"{what}: {a} does not fit {bits} bits")
    return np.dtype(f"uint{bits}").type(a & ((1 << bits) - 1))
